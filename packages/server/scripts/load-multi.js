// npm run load:multi: the live-scoring load on several app processes sharing one PostgreSQL
// database. 50 clubs' evenings of 15 tables (one round of two boards each: 1,500 results) played
// at once by one phone a table (750 phones), the requests spread round robin over 1, 2 and 4
// server processes in turn, each run on a new database; then a fourth run on 4 processes where
// the last one is killed with SIGKILL once a third of the results are acknowledged, with a viewer
// of the public stream on process 0 hearing results sent to the other processes.
//
//   npm run load:multi -- [--clubs 50] [--tables 15] [--rounds 1] [--phones 1]
//                         [--processes 1,2,4] [--connections 64] [--seconds 300] [--warmup 2]
//                         [--no-kill]
//
// For each run: results stored a second and submissions (POST …/results) a second over the
// playing time, the submissions' latency p50 / p99, the CPU time of the servers, of PostgreSQL's
// processes for the database and of this client (all on the same machine), each server's peak
// resident memory, and the correctness counts (the database checked against the movements).
// `--connections`: the client's keep-alive connections in all, shared out among the processes,
// so that every run has the same concurrency at the servers. `--warmup N`: before the clock
// starts, each process alone serves N evenings of its own (not counted; checked with the rest),
// so that the figures are those of running processes, not of their first requests.
//
// Bounded: each run's phones stop after `--seconds`, and a run that has not finished by then
// fails. PostgreSQL: the server at TEST_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres),
// a user that may create databases; each run's database is dropped after it.
import os from 'node:os';
import { createDatabase, multiRun } from './live-multi.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const clubs = Number(option('clubs', '50'));
const tables = Number(option('tables', '15'));
const rounds = Number(option('rounds', '1'));
const phones = Number(option('phones', '1'));
const connections = Number(option('connections', '64'));
const seconds = Number(option('seconds', '300'));
const warmup = Number(option('warmup', '2'));
const counts = option('processes', '1,2,4').split(',').map(Number);
const withKill = !args.includes('--no-kill');

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
const f = (x, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '—');

console.log(
  `load:multi: ${clubs} clubs × ${tables} tables × ${rounds} round(s), ${phones} phone(s) a table, ` +
    `${connections} client connections, ${warmup} warm-up evening(s) a process; ${os.cpus().length} CPUs, Node ${process.version}; ${new Date().toISOString()}`,
);

let failed = false;
const rows = [];
async function run(processes, extra) {
  const db = await createDatabase();
  const before = load();
  try {
    const out = await multiRun({
      databaseUrl: db.url,
      databaseName: db.name,
      processes,
      clubs,
      tables,
      rounds,
      phones,
      connections,
      seconds,
      warmup,
      log: (line) => console.log(`  ${line}`),
      ...extra,
    });
    const after = load();
    const serverCpu = out.serverCpuMs.reduce((a, b) => a + b, 0);
    const ok =
      out.problems.length === 0 &&
      out.resent.problems.length === 0 &&
      out.unanswered === 0 &&
      out.acks === out.expected * phones &&
      (out.kill === null || (out.kill.done && out.kill.exit === 'SIGKILL')) &&
      (out.viewer === null ||
        (out.viewer.reached && out.viewer.neverBack && out.viewer.ackedOnProcess0 === 0));
    if (!ok) failed = true;
    const row = {
      run: `${processes} process${processes > 1 ? 'es' : ''}${out.kill ? ', one killed' : ''}`,
      results: out.expected,
      seconds: out.wallSeconds,
      resultsPerSecond: out.expected / out.wallSeconds,
      submissionsPerSecond: out.submissions / out.wallSeconds,
      requestsPerSecond: out.requests / out.wallSeconds,
      p50: out.p50,
      p99: out.p99,
      serverCpuPerResult: serverCpu / out.expected,
      postgresCpuPerResult: out.postgresCpuMs / out.expected,
      clientCpuPerResult: out.clientCpuMs / out.expected,
      clientShare: out.clientCpuMs / (out.wallSeconds * 1000),
      peakRss: out.peakRssMiB.map((x) => f(x)).join(' / '),
      ok,
      load: `${before} → ${after}`,
    };
    rows.push(row);
    console.log(
      `  ${row.run}: ${out.expected} results in ${f(out.wallSeconds, 1)} s: ${f(row.resultsPerSecond, 1)} results/s, ` +
        `${f(row.submissionsPerSecond, 1)} submissions/s, ${f(row.requestsPerSecond, 1)} requests/s; ` +
        `submission p50 ${f(out.p50)} ms, p99 ${f(out.p99)} ms`,
    );
    console.log(
      `  CPU a result: servers ${f(row.serverCpuPerResult, 2)} ms (${out.serverCpuMs.map((x) => f(x)).join(' / ')} ms each), ` +
        `PostgreSQL ${f(row.postgresCpuPerResult, 2)} ms, client ${f(row.clientCpuPerResult, 2)} ms ` +
        `(the client used ${f(row.clientShare * 100)}% of one core); peak RSS ${row.peakRss} MiB`,
    );
    console.log(
      `  correctness: ${out.acks} acknowledged (${out.created} stored, ${out.repeated} answered as held), ` +
        `${out.unanswered} unanswered, ${out.retries} attempts sent again to another process; ` +
        `database check: ${out.problems.length} problems; resent ${out.resent.sent} with their keys to another process ` +
        `and ${out.resent.reused} keys with another result: ${out.resent.problems.length} problems`,
    );
    if (out.kill)
      console.log(
        `  kill: process ${out.kill.process} ended by ${out.kill.exit} after ${out.kill.atAcks} acknowledgements ` +
          `(${out.kill.ackedByVictim} of them by it, all held); ${out.kill.failedOver} results sent first to it ` +
          `were answered by another process (${out.kill.failedOverHeld} of them already stored: answered 200)`,
      );
    if (out.viewer)
      console.log(
        `  viewer on process 0 (results sent to processes ${out.viewer.sentTo.join(', ')}): ${out.viewer.updates} updates, ` +
          `versions ${out.viewer.first} … ${out.viewer.last}, the event's last ${out.viewer.final}: ${out.viewer.reached ? 'heard' : 'NOT heard'}`,
      );
    for (const p of [...out.problems, ...out.resent.problems].slice(0, 20)) console.log(`  PROBLEM: ${p}`);
    console.log(`  load average ${row.load}`);
  } finally {
    await db.drop();
  }
}

for (const n of counts) await run(n, { resend: false });
if (withKill) await run(4, { kill: 1 / 3, viewer: true, resend: true });

console.log(
  '\n| run | results | s | results/s | submissions/s | p50 / p99 ms | CPU ms a result: servers / PostgreSQL / client | client % of a core | peak RSS MiB | ok |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.run} | ${r.results} | ${f(r.seconds, 1)} | ${f(r.resultsPerSecond, 1)} | ${f(r.submissionsPerSecond, 1)} | ` +
      `${f(r.p50)} / ${f(r.p99)} | ${f(r.serverCpuPerResult, 2)} / ${f(r.postgresCpuPerResult, 2)} / ${f(r.clientCpuPerResult, 2)} | ` +
      `${f(r.clientShare * 100)} | ${r.peakRss} | ${r.ok ? 'yes' : 'NO'} |`,
  );
console.log(failed ? 'FAILED' : 'ok: every result stored exactly once in every run');
process.exitCode = failed ? 1 : 0;
