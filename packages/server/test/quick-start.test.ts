/**
 * The README's quick start: `npm start` starts the web app and prints its address;
 * the command line stays (`npx bridge-score`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

test('npm start serves the page and the API at the address it prints, and stops on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-score-start-'));
  // Its own process group, so that the signal reaches npm and the server it runs.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no start line in 20 s:\n${out}`)), 20_000);
      child.stdout?.on('data', (b: Buffer) => {
        out += b.toString();
        const m = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app"></div>');
    const health = (await (await fetch(`${url}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 40_000);

test('the command line stays: npx bridge-score prints its usage', () => {
  const r = spawnSync('npx', ['--no-install', 'bridge-score', '--help'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Usage: bridge-score');
  expect(r.stdout).toContain('deal');
});
