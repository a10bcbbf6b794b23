// The server's instructions a live result (alone: node bench/live-instructions.js [--tables N]
// [--keep DIR]).
//
// The real server process (`npm start`'s bin, on SQLite in a temporary folder, no rate limit)
// runs under `valgrind --tool=callgrind`, which counts the instructions every thread of it
// executes (the main thread, the traveller and checkpoint workers, V8's compiler and collector
// helpers): a count that the machine's other work does not change, where the CPU time a result
// does (docs/benchmarks.md: the same commands took half as long again within an hour). Two runs:
// one evening of N tables (30) of a Mitchell with 2 boards a round and N - 1 rounds (29: the
// whole Mitchell with the skip, 1,740 results), then two such evenings one after the other,
// played by one phone a table through the bench's lean client. The difference of the two totals
// over the difference of their results is what one more result costs once the server is warm:
// the start, V8's compiling of the hot code in the first evening, and the stop left out (over a
// first evening of 120 results instead, 46% of the difference was the optimizing compiler's, the
// code getting hot). About ten minutes (the server runs some 50 times slower under valgrind). Use
// it to compare two builds of the server in turn: a change that takes 5% off a result shows as
// 5% here, on any load. `--keep DIR` keeps the two callgrind files there, for
// `callgrind_annotate` (which native code runs: SQLite, the collector, the compiler; the JIT's
// code shows as addresses).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { eveningSetup, playEvening, startEvening } from '../packages/server/scripts/live-evening.js';
import { startServerProcess } from '../packages/server/scripts/live-fault.js';
import { httpClient } from './http-client.js';
import { fmt, heading, machine, table } from './lib.js';

const args = process.argv.slice(2);
const tables = args.includes('--tables') ? Number(args[args.indexOf('--tables') + 1]) : 30;
/** The rounds of each evening: a whole Mitchell of `tables` (an even number: the skip). */
const ROUNDS = tables - 1;
const keep = args.includes('--keep') ? args[args.indexOf('--keep') + 1] : undefined;

/** The total instructions of a callgrind output file (its `summary:` or `totals:` line). */
function totalOf(file) {
  const text = readFileSync(file, 'utf8');
  const m = /^(?:summary|totals): (\d+)/m.exec(text);
  if (!m) throw new Error(`no total in ${file}`);
  return Number(m[1]);
}

/** One run: `evenings` evenings played in turn under callgrind; its results and instructions. */
async function run(evenings) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bridge-score-live-instructions-'));
  const out = join(dir, 'callgrind.out');
  try {
    const server = await startServerProcess(
      { DATA_DIR: dir, PORT: '0', RATE_LIMIT: '0' },
      600_000,
      [],
      ['valgrind', '--tool=callgrind', `--callgrind-out-file=${out}`, '--trace-children=no'],
    );
    const client = httpClient(tables);
    let results = 0;
    try {
      const deadline = Date.now() + 1_800_000;
      for (let e = 0; e < evenings; e++) {
        const setup = eveningSetup(tables, ROUNDS, 2, `Instructions ${e + 1}`);
        const evening = await startEvening(server.url, setup, deadline);
        const played = await playEvening(server.url, evening.tables, {
          phonesPerTable: 1,
          deadline,
          send: client.send,
        });
        const stored = new Set(played.acked.map((a) => `${a.table} ${a.round} ${a.board}`)).size;
        if (stored !== tables * ROUNDS * 2) throw new Error(`stored ${stored}, not ${tables * ROUNDS * 2}`);
        results += stored;
      }
    } finally {
      client.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // callgrind writes its file when the process ends (one file: the workers are threads).
    if (keep) copyFileSync(out, join(keep, `callgrind.${evenings}-evenings.out`));
    return { results, instructions: totalOf(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

heading("Live results: the server's instructions a result (valgrind --tool=callgrind)");
console.log(machine());
const small = await run(1);
const large = await run(2);
const perResult = (large.instructions - small.instructions) / (large.results - small.results);
table([
  ['run', 'results', 'instructions (millions)'],
  ['one evening', fmt(small.results, 0), fmt(small.instructions / 1e6, 0)],
  ['two evenings', fmt(large.results, 0), fmt(large.instructions / 1e6, 0)],
]);
console.log(
  `\none more result, the server warm: ${fmt(perResult / 1e6, 2)} million instructions (the difference over ${fmt(large.results - small.results, 0)} results)`,
);
