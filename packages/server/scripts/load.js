// npm run load: the full load run. A 30-table Mitchell played to the end (29 rounds × 2 boards:
// 1,740 results) by 60 phones (two a table) over HTTP against the real server process on SQLite,
// then every result checked: stored exactly once, as its table sent it.
//
//   npm run load -- [--tables 30] [--phones 2] [--minutes 10]
//
// Bounded: the phones stop at the deadline (10 minutes), and the run fails if the evening is
// not complete by then.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  checkLines,
  eveningSetup,
  expectedLines,
  playEvening,
  quantile,
  startEvening,
} from './live-evening.js';
import { startServerProcess } from './live-fault.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const tables = option('tables', 30);
const phones = option('phones', 2);
const minutes = option('minutes', 10);

const dir = mkdtempSync(join(os.tmpdir(), 'bridge-score-load-'));
const server = await startServerProcess({ DATA_DIR: dir, PORT: '0', RATE_LIMIT: '0' });
let failed = false;
try {
  const rounds = tables % 2 === 1 ? tables : tables - 1;
  const setup = eveningSetup(tables, rounds);
  const expected = expectedLines(setup);
  console.log(
    `load: ${tables} tables × ${rounds} rounds (${expected.size} results), ${tables * phones} phones`,
  );
  console.log(
    `load average before: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  const { id, tables: codes } = await startEvening(server.url, setup);
  const t0 = performance.now();
  const stats = await playEvening(server.url, codes, {
    phonesPerTable: phones,
    deadline: Date.now() + minutes * 60_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  const db = new BetterSqlite3(join(dir, 'bridge-score.db'), { readonly: true });
  const lines = db.prepare('select board, text from desk_lines where event_id = ?').all(id);
  const results = db.prepare('select count(*) as n from live_results where event_id = ?').get(id).n;
  db.close();
  const problems = checkLines(setup, lines);
  console.log(
    `stored ${stats.created} (answered as held: ${stats.repeated}) in ${seconds.toFixed(1)} s; ` +
      `submissions p50 ${quantile(stats.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(stats.latencies, 0.99).toFixed(1)} ms; ` +
      `retries ${stats.retries}; refused ${JSON.stringify([...stats.refused])}`,
  );
  console.log(`lines ${lines.length}, live results ${results}, expected ${expected.size}`);
  if (problems.length > 0 || lines.length !== expected.size || results !== expected.size) {
    failed = true;
    console.log(`FAILED:\n${problems.slice(0, 20).join('\n')}`);
  } else {
    console.log('ok: every result stored exactly once');
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
