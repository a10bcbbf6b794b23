// The director's desk's results page visited again and again (part of npm run bench; alone:
// node bench/desk-memory.js [visits]).
//
// A 30-pair evening (15 tables, 27 boards, 405 lines) on the real server; the page goes from the
// results page to the entry page and the list and back, `visits` times (10 by default). After each
// arrival at the results page it prints the document's counters (`Memory.getDOMCounters`: nodes,
// documents, JS event listeners), the elements in the document and the JS heap, first as they are
// and then after a full collection (`HeapProfiler.collectGarbage`): the nodes counted before the
// collection include the pages left and not yet collected, those after are what the page holds.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, heading, prng, startServer, table } from './lib.js';

const RESULTS = ['4S= S', '4S+1 S', '3NT= N', '4S-1 S', '3NT+1 N', 'PASS', '4SX S 9', '2H= E', '3S+2 N'];
const VISITS = Number(process.argv[2] ?? 10);

async function api(method, url, body) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
}

async function main() {
  heading('Director’s desk: the results page visited again and again');
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bridge-score-bench-memory-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const id = crypto.randomUUID();
    await api('POST', `${server.url}/api/desk/events`, {
      id,
      setup: {
        kind: 'pairs',
        name: 'Thirty pairs',
        date: '2026-12-01',
        sections: [{ name: 'A', movement: 'mitchell', tables: 0, boardsPerRound: 0, rounds: 0 }],
        method: 'mp',
        conventions: 'bridge-score',
        overrides: {},
        pairs: [],
      },
    });
    const random = prng(27);
    for (let board = 1; board <= 27; board++)
      for (let t = 1; t <= 15; t++)
        await api('PUT', `${server.url}/api/desk/events/${id}/lines/${crypto.randomUUID()}`, {
          section: 'A',
          board,
          text: `${t} ${((t + board - 1) % 15) + 1} ${RESULTS[Math.floor(random() * RESULTS.length)]}`,
          reason: null,
        });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}/#/desk`);
    await page.locator('.desk-import').waitFor();
    const go = (hash) =>
      page.evaluate((h) => {
        location.hash = h;
      }, hash);
    const counters = async () => {
      const c = await cdp.send('Memory.getDOMCounters');
      const [elements, heap] = await page.evaluate(() => [
        document.getElementsByTagName('*').length,
        performance.memory?.usedJSHeapSize ?? 0,
      ]);
      return { ...c, elements, heap };
    };
    const rows = [
      ['visit', 'nodes / documents / listeners', 'after a full GC', 'elements', 'JS heap after GC (MiB)'],
    ];
    for (let visit = 1; visit <= VISITS; visit++) {
      await go(`#/desk/${id}/results`);
      await page.waitForFunction(() => document.querySelectorAll('.traveller-block').length >= 27);
      const before = await counters();
      await cdp.send('HeapProfiler.collectGarbage');
      const after = await counters();
      rows.push([
        String(visit),
        `${before.nodes} / ${before.documents} / ${before.jsEventListeners}`,
        `${after.nodes} / ${after.documents} / ${after.jsEventListeners}`,
        String(after.elements),
        (after.heap / 2 ** 20).toFixed(2),
      ]);
      await go(`#/desk/${id}`);
      await page.locator('table.ranking tbody tr').first().waitFor();
      await go('#/desk');
      await page.locator('.desk-import').waitFor();
    }
    table(rows);
    console.log(`load average at start ${load} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
