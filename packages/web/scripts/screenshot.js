// Draws docs/scorepad.png, the README's picture of the scorepad: a rubber in play on a phone,
// in Debian's Chromium against the real server (`npm run build` first).
//
//   node packages/web/scripts/screenshot.js [file] [locale]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const out = resolve(process.argv[2] ?? join(root, 'docs', 'scorepad.png'));
const locale = process.argv[3] ?? 'en-GB';
const dataDir = mkdtempSync(join(os.tmpdir(), 'bridge-score-shot-'));
const server = spawn(process.execPath, [join(root, 'packages', 'server', 'bin', 'bridge-score-server.js')], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((ok) => {
  let text = '';
  server.stdout.on('data', (b) => {
    text += b;
    const m = /running at (http:\/\/\S+?)\/? /.exec(text);
    if (m) ok(m[1]);
  });
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale });
  await page.goto(url);
  await page.locator('a[href="#/new"]').click();
  for (const [i, name] of ['Anna', 'Boris', 'Chen', 'Dora'].entries())
    await page.locator(`#name-${i}`).fill(name);
  await page.locator('form.setup button[type="submit"]').click();
  await page.locator('table.sheet').waitFor();
  const tap = (name, value) => page.locator(`input[name="${name}"][value="${value}"]`).check();
  const deals = [
    [2, 'H', '', 'N', 0],
    [3, 'C', 'X', 'E', -1],
    [2, 'S', '', 'S', 1],
    [4, 'H', '', 'W', 0],
  ];
  for (const [level, strain, doubling, declarer, result] of deals) {
    await tap('level', level);
    await tap('strain', strain);
    await tap('doubling', doubling);
    await tap('declarer', declarer);
    await tap('result', result);
    await page.locator('form.deal-form button[type="submit"]').click();
  }
  // The next deal half entered: its score is shown before it is entered.
  await tap('level', 3);
  await tap('strain', 'NT');
  await tap('declarer', 'N');
  await tap('result', 1);
  await page.locator('[data-sync="synced"]').waitFor();
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 390, height: 1130 }, fullPage: true });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
