// Live scoring from the tables (part of npm run bench; alone: npm run bench:live).
//
//   node bench/live.js [submissions|viewers|route|store] [--events N] [--rate R] [--warm W] [--traveller off] [--viewers N] [--profile DIR]
//
// `--traveller off`: the measured events' tables get no traveller back with a result (the live
// setting `showTraveller` off), to tell the traveller's share of the latency. `--client-nice N`:
// this process (the phones) runs at nice N while it measures, below the server.
// `--profile DIR`: the server process runs with `node --cpu-prof` and writes its CPU profile
// (a .cpuprofile file, for Chrome's DevTools) into DIR when it stops. `BENCH_SERVER_FLAGS`
// (environment): more flags for the server's node (`--max-semi-space-size=32`); the server takes
// the rest of this process's environment.
//
// The real server process (`npm start`'s bin) on SQLite in a temporary folder, no rate limit,
// and the phones in this process over HTTP on 127.0.0.1 (on the same 2 cores as the server),
// through a lean client (`http-client.js`: HTTP/1.1 over node:net, one kept-alive connection a
// phone, no pipelining). Beside the rates: the server's CPU a result (from /proc, all its threads: on
// SQLite a worker thread scores the travellers) and how many cores it kept busy, the same for its
// main thread alone (which parses, checks, commits and answers every request: one core at most)
// and how long it waited for a core while it could run (a share of the run: busy and waiting
// near 1 together, the main thread always had work), this process's own CPU a result (the client's cost, which the server's figure excludes), and
// peak memory.
//
// 1. Result submissions sustained: N events (4) of 30 tables × 29 rounds × 2 boards (a full
//    30-table Mitchell with the skip: 1,740 results each), one phone a table (120 phones at
//    once), each sending its boards, then moving its table on, round after round. Figures:
//    results stored a second over the whole run (first request to last answer), and the
//    latency of the submissions (POST …/results), p50 and p99. Target: ≥ 2,000 a second with
//    p99 < 50 ms. Each phone sends its next result as soon as the last is answered (a closed
//    load: with P phones, a mean latency of P / rate, whatever the server), or with `--rate R`
//    the results are due at R a second in all (an open load, as a room's phones: `pacer` in
//    live-evening.js) and each latency counts from when the result was due, so a server that
//    falls behind shows it in the latency, not by sending less. Every phone opens its table's
//    page before the first result is due (as in a room, where the pages are open before the
//    first board is played), so the 240 page reads do not queue ahead of the first results.
//    `--warm W`: before the measured events, W whole evenings are played through the same server
//    as fast as answered, unmeasured: a server that has been running (a real evening's first
//    results come minutes after its start), V8 having compiled the hot code, against a server
//    just started. Without `--events`, `--rate` or `--warm`, three runs: 4 events as fast as
//    answered; then 8 events (240 phones) paced at 2,000 a second, the target's run, on a server
//    just started and on one warmed up by 2 evenings.
// 2. Live viewers: 200 clients on the public stream of a 15-table event; 20 results sent one
//    by one (300 ms apart); for each, the time from sending it to each viewer receiving the
//    update that includes it. Figure: the worst delay over all viewers and results. Target:
//    within 1 s.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  eveningSetup,
  pacer,
  playEvening,
  quantile,
  resultFor,
  send,
  startEvening,
} from '../packages/server/scripts/live-evening.js';
import { startServerProcess } from '../packages/server/scripts/live-fault.js';
import { httpClient } from './http-client.js';
import { fmt, heading, machine, mib, ms, peakRss, table } from './lib.js';

const args = process.argv.slice(2);
const only = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

/** A process's peak resident memory (VmHWM) in bytes, from /proc (Linux); NaN elsewhere. */
function peakOf(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** This process's CPU time (user + system) so far, in ms. */
const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * CPU time (user + system, ms) a process has used, all its threads, from /proc (Linux); NaN
 * elsewhere. `mainThread`: its main thread's only (the one that runs the event loop).
 */
function cpuMs(pid, mainThread = false) {
  try {
    const path = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (ms) of each of a process's threads so far, with its niceness, from /proc (Linux);
 * empty elsewhere.
 */
function threadsCpu(pid) {
  const out = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        // utime, stime: fields 14 and 15 (clock ticks, 100 a second); nice: field 19.
        out.set(tid, {
          ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100,
          nice: Number(fields[16]),
        });
      } catch {
        // The thread ended.
      }
    }
  } catch {
    // Not Linux.
  }
  return out;
}

/**
 * The server's CPU over a run by kind of thread, in cores: its main thread; its worker threads
 * (the travellers' scoring, the WAL checkpoints: the threads below the main thread's priority,
 * `thread-priority.ts`); and the rest (V8's helper threads: garbage collection, compiling;
 * libuv's). A server started under `nice` keeps the same split.
 */
function threadShares(pid, before, after, seconds) {
  const shares = { main: 0, workers: 0, helpers: 0 };
  const mainNice = after.get(String(pid))?.nice ?? 0;
  for (const [tid, t] of after) {
    const used = t.ms - (before.get(tid)?.ms ?? 0);
    const kind = tid === String(pid) ? 'main' : t.nice > mainNice ? 'workers' : 'helpers';
    shares[kind] += used / 1000 / seconds;
  }
  return shares;
}

/**
 * How long a process's main thread has waited for a core while it could run (ms), from
 * /proc/PID/task/PID/schedstat (Linux, its second field, in ns); NaN elsewhere. A thread that is
 * ready but waits for a core (the machine's other work) delays the turns of the event loop.
 */
function runQueueMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ');
    return Number(fields[1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

async function withServer(run) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bridge-score-live-bench-'));
  const profile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
  const server = await startServerProcess({ DATA_DIR: dir, PORT: '0', RATE_LIMIT: '0' }, 45_000, [
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
    ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
  ]);
  try {
    return await run(server.url, server.child.pid);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

async function submissions({ events, rate, warm, traveller = true, clientNice = 0 }) {
  const client = httpClient(events * 30);
  return withServer(async (url, pid) => {
    // The phones' thread below the server's (after the server has started: a child takes its
    // parent's niceness), as the phones of a room are other devices. Set back after the run.
    if (clientNice !== 0) os.setPriority(clientNice);
    try {
      return await measured(url, pid);
    } finally {
      if (clientNice !== 0) {
        try {
          os.setPriority(0);
        } catch {
          // Not allowed to raise it again (not root): the process keeps the lower priority.
        }
      }
    }
  });

  async function measured(url, pid) {
    const deadline = Date.now() + 600_000;
    // The warm-up, not measured: whole evenings played one after the other, as fast as answered.
    for (let w = 0; w < warm; w++) {
      const evening = await startEvening(url, eveningSetup(30, 29, 2, `Warm-up ${w + 1}`));
      await playEvening(url, evening.tables, { phonesPerTable: 1, deadline, send: client.send });
    }
    const setups = Array.from({ length: events }, (_, i) => eveningSetup(30, 29, 2, `Bench ${i + 1}`));
    const started = [];
    const settings = traveller ? undefined : { showTraveller: false };
    for (const setup of setups) started.push(await startEvening(url, setup, undefined, settings));
    // One pace for all the events' phones: `rate` results a second in all.
    const pace = rate > 0 ? pacer(rate) : null;
    // Every phone opens its table's page first; the results come once all are open.
    const pages = [];
    let go = () => undefined;
    const ready = new Promise((resolve) => {
      go = resolve;
    });
    const playing = Promise.all(
      started.map((e) =>
        playEvening(url, e.tables, {
          phonesPerTable: 1,
          deadline,
          send: client.send,
          opened: (page) => pages.push(page),
          ready,
          ...(pace ? { pace } : {}),
        }),
      ),
    );
    await Promise.all(pages);
    const t0 = performance.now();
    const cpu0 = cpuMs(pid);
    const main0 = cpuMs(pid, true);
    const wait0 = runQueueMs(pid);
    const threads0 = threadsCpu(pid);
    const own0 = ownCpuMs();
    // This process's own event loop (the phones): a turn late here delays sending and reading.
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    go();
    const runs = await playing;
    lag.disable();
    const seconds = (performance.now() - t0) / 1000;
    const serverCpu = cpuMs(pid) - cpu0;
    const mainCpu = cpuMs(pid, true) - main0;
    const mainWait = runQueueMs(pid) - wait0;
    const threads = threadShares(pid, threads0, threadsCpu(pid), seconds);
    const clientCpu = ownCpuMs() - own0;
    client.close();
    const latencies = runs.flatMap((r) => r.latencies);
    // `LIVE_BENCH_TIMELINE=FILE`: each paced result's due time (ms from the first) and latency, a line each.
    if (process.env.LIVE_BENCH_TIMELINE && rate > 0) {
      const due = runs.flatMap((r) => r.due);
      const first = Math.min(...due);
      const rows = due.map((d, i) => [d - first, latencies[i]]).sort((a, b) => a[0] - b[0]);
      const origin = `# the first due at ${(performance.timeOrigin + first).toFixed(1)} ms since the epoch`;
      const lines = rows.map(([d, l]) => `${d.toFixed(1)} ${l.toFixed(1)}`);
      writeFileSync(process.env.LIVE_BENCH_TIMELINE, [origin, ...lines].join('\n'));
    }
    const created = runs.reduce((n, r) => n + r.created, 0);
    // A submission the phone gave up waiting for (30 s) and sent again is answered 200 (held).
    const stored = new Set(
      runs.flatMap((r, e) => r.acked.map((a) => `${e} ${a.table} ${a.round} ${a.board}`)),
    ).size;
    const refused = runs.flatMap((r) => [...r.refused]);
    if (refused.length > 0) throw new Error(`refused: ${JSON.stringify(refused)}`);
    if (stored !== events * 30 * 29 * 2) throw new Error(`stored ${stored}, not ${events * 30 * 29 * 2}`);
    return {
      created: stored,
      answered201: created,
      seconds,
      perSecond: stored / seconds,
      cpuPerResult: serverCpu / stored,
      serverBusy: serverCpu / 1000 / seconds,
      mainCpuPerResult: mainCpu / stored,
      mainBusy: mainCpu / 1000 / seconds,
      mainWaiting: mainWait / 1000 / seconds,
      threads,
      clientCpuPerResult: clientCpu / stored,
      // monitorEventLoopDelay's figures are in ns, and include its 5 ms resolution.
      clientLagMax: lag.max / 1e6,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      over50: latencies.filter((x) => x >= 50).length,
      retries: runs.reduce((n, r) => n + r.retries, 0),
      serverPeak: peakOf(pid),
    };
  }
}

/**
 * What a plain route costs here, for comparison: `GET /api/health` (Fastify's hooks, one tiny
 * query, a small answer), 6,000 requests from 30 clients at once (as many as the phones above).
 */
async function plainRoute() {
  const requests = 6000;
  const clients = 30;
  const client = httpClient(clients);
  const send = client.send;
  return withServer(async (url, pid) => {
    const deadline = Date.now() + 120_000;
    for (let i = 0; i < 200; i++) await send('GET', `${url}/api/health`, undefined, deadline);
    const latencies = [];
    let next = 0;
    const t0 = performance.now();
    const cpu0 = cpuMs(pid);
    const own0 = ownCpuMs();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < requests) {
          next += 1;
          const out = await send('GET', `${url}/api/health`, undefined, deadline);
          if (out?.status !== 200) throw new Error(`health: ${JSON.stringify(out)}`);
          latencies.push(out.ms);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const clientCpu = ownCpuMs() - own0;
    client.close();
    return {
      requests,
      perSecond: requests / seconds,
      cpuPerRequest: (cpuMs(pid) - cpu0) / requests,
      clientCpuPerRequest: clientCpu / requests,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
    };
  });
}

/** A stream reader: calls `onUpdate(version)` for each `update` event. */
async function viewer(url, onUpdate, signal, ready) {
  const res = await fetch(url, { signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = true;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        const message = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message);
        if (message.startsWith('event: update') && data) {
          onUpdate(JSON.parse(data[1]).version);
          if (first) {
            first = false;
            ready();
          }
        }
        end = text.indexOf('\n\n');
      }
    }
  } catch (e) {
    if (!signal.aborted) throw e;
  }
}

async function viewers() {
  const count = option('viewers', 200);
  const results = 20;
  return withServer(async (url) => {
    const setup = eveningSetup(15, 1, 2, 'Bench viewers');
    const { id, tables } = await startEvening(url, setup);
    const controller = new AbortController();
    const seen = Array.from({ length: count }, () => new Map());
    let connected = 0;
    let allReady;
    const readyAll = new Promise((r) => {
      allReady = r;
    });
    const streams = seen.map((mine) =>
      viewer(
        `${url}/api/public/events/${id}/stream`,
        (version) => {
          if (!mine.has(version)) mine.set(version, performance.now());
        },
        controller.signal,
        () => {
          connected += 1;
          if (connected === count) allReady();
        },
      ),
    );
    await Promise.race([
      readyAll,
      new Promise((_, no) => setTimeout(() => no(new Error('viewers not connected in 60 s')), 60_000)),
    ]);
    const v0 = Math.max(...seen.map((m) => Math.max(...m.keys())));
    const sentAt = [];
    const deadline = Date.now() + 120_000;
    for (let k = 0; k < results; k++) {
      const t = tables[k % tables.length];
      const page = await send('GET', `${url}/api/table/${t.code}`, undefined, deadline);
      const board = page.body.boards[Math.floor(k / tables.length)]?.board;
      const body = {
        key: crypto.randomUUID(),
        round: 1,
        board,
        ...resultFor(t.table, board),
        confirmed: true,
      };
      sentAt.push(performance.now());
      const out = await send('POST', `${url}/api/table/${t.code}/results`, body, deadline);
      if (out?.status !== 201) throw new Error(`result ${k}: ${JSON.stringify(out)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 2000));
    controller.abort();
    await Promise.allSettled(streams);
    // Result k is in version v0 + k + 1; a viewer has it when it has seen that version or a later one.
    const delays = [];
    let missed = 0;
    for (const mine of seen) {
      const versions = [...mine].sort((a, b) => a[0] - b[0]);
      for (let k = 0; k < results; k++) {
        const got = versions.find(([v]) => v >= v0 + k + 1);
        if (!got) missed += 1;
        else delays.push(got[1] - (sentAt[k] ?? 0));
      }
    }
    return {
      count,
      results,
      worst: Math.max(...delays),
      p50: quantile(delays, 0.5),
      p99: quantile(delays, 0.99),
      missed,
    };
  });
}

/**
 * Where the time goes: the store alone in this process (no HTTP), 1,740 results sent 120 at a
 * time through `submitLiveResult`; and one bare SQLite commit with `synchronous=FULL` (the sync
 * to disk every commit waits for).
 */
async function storeAlone() {
  const { openSqliteStore, LOCAL, DEFAULT_LIVE_SETTINGS, randomCode } = await import(
    '../packages/server/dist/index.js'
  );
  const Sqlite = (await import('better-sqlite3')).default;
  const dir = mkdtempSync(join(os.tmpdir(), 'bridge-score-live-store-'));
  try {
    const raw = new Sqlite(join(dir, 'raw.db'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.exec('create table t (a text)');
    const insert = raw.prepare('insert into t values (?)');
    const c0 = performance.now();
    for (let i = 0; i < 200; i++) raw.transaction(() => insert.run(String(i)))();
    const commitMs = (performance.now() - c0) / 200;
    raw.close();

    const store = await openSqliteStore({ file: join(dir, 'store.db') });
    const setup = eveningSetup(30, 29);
    const id = crypto.randomUUID();
    await store.createDeskEvent(LOCAL, { id, setup, lines: [] });
    const tables = Array.from({ length: 30 }, (_, i) => ({ section: 'A', table: i + 1, code: randomCode() }));
    await store.startLiveSession(LOCAL, id, DEFAULT_LIVE_SETTINGS, tables);
    const jobs = [];
    for (const t of tables) for (let board = 1; board <= 58; board++) jobs.push({ t, board });
    const t0 = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { t, board } = jobs[next++];
        const out = await store.submitLiveResult({
          code: t.code,
          key: crypto.randomUUID(),
          round: 1,
          board,
          lineId: crypto.randomUUID(),
          actor: () => `table A${t.table}`,
          prepare: () => ({
            kind: 'line',
            content: { contract: '3NT', declarer: 'N', lead: null, tricks: 9 },
            confirmed: true,
            text: `${t.table} ${t.table} 3NT N 9`,
          }),
          answer: (r) => ({ line: r.line }),
        });
        if (out.kind !== 'stored') throw new Error(out.kind);
      }
    };
    await Promise.all(Array.from({ length: 120 }, worker));
    const seconds = (performance.now() - t0) / 1000;
    await store.close();
    return { results: jobs.length, perSecond: jobs.length / seconds, commitMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `# Live scoring\n\n${machine()}\nuptime: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
if (!only || only === 'submissions') {
  // By default two runs: the phones of 4 evenings each sending as soon as answered, then 8
  // evenings' phones with the results due at the target's 2,000 a second. `--events` and `--rate`
  // ask for one run.
  const given = ['--events', '--rate', '--warm', '--traveller', '--client-nice'].some((a) =>
    args.includes(a),
  );
  const runs = given
    ? [
        {
          events: option('events', 4),
          rate: option('rate', 0),
          warm: option('warm', 0),
          traveller: !(args.includes('--traveller') && args[args.indexOf('--traveller') + 1] === 'off'),
          clientNice: option('client-nice', 0),
        },
      ]
    : [
        { events: 4, rate: 0, warm: 0 },
        { events: 8, rate: 2000, warm: 0 },
        { events: 8, rate: 2000, warm: 2 },
      ];
  for (const run of runs) {
    heading(
      `Result submissions (${run.events} events × 30 tables, ${run.events * 30} phones, ${
        run.rate > 0
          ? `results due at ${run.rate} a second, latency from when each was due`
          : 'each result sent as soon as the last is answered'
      }${run.warm > 0 ? `; the server warmed up by ${run.warm} evenings first` : '; the server just started'}${
        run.traveller === false ? '; no traveller sent back' : ''
      }${run.clientNice ? `; the phones at nice ${run.clientNice}` : ''})`,
    );
    const s = await submissions(run);
    table([
      [
        'results stored',
        'seconds',
        'results/s',
        'p50 ms',
        'p99 ms',
        'over 50 ms',
        'retries',
        'server CPU ms a result',
        'server busy (cores)',
        'its main thread: ms a result, busy',
        'main thread waiting for a core',
        'workers, helpers busy (cores)',
        'client CPU ms a result',
        'client event loop late, most ms',
        'server peak RSS',
      ],
      [
        fmt(s.created, 0),
        fmt(s.seconds, 1),
        fmt(s.perSecond, 0),
        ms(s.p50),
        ms(s.p99),
        s.over50,
        s.retries,
        ms(s.cpuPerResult),
        fmt(s.serverBusy, 2),
        `${ms(s.mainCpuPerResult)}, ${fmt(s.mainBusy, 2)}`,
        fmt(s.mainWaiting, 2),
        `${fmt(s.threads.workers, 2)}, ${fmt(s.threads.helpers, 2)}`,
        ms(s.clientCpuPerResult),
        ms(s.clientLagMax),
        mib(s.serverPeak),
      ],
    ]);
    if (run.rate > 0) {
      const met = s.perSecond >= 0.98 * run.rate && s.p99 < 50;
      console.log(
        `\ntarget: ${run.rate} results a second sustained with p99 < 50 ms: ${met ? 'met' : 'NOT met'}`,
      );
    }
  }
}
if (!only || only === 'viewers') {
  heading('Live viewers (public stream)');
  const v = await viewers();
  table([
    ['viewers', 'results', 'worst delay ms', 'p50 ms', 'p99 ms', 'updates missed'],
    [v.count, v.results, ms(v.worst), ms(v.p50), ms(v.p99), v.missed],
  ]);
}
if (!only || only === 'route') {
  heading('For comparison: a plain route (GET /api/health), 30 clients');
  const r = await plainRoute();
  table([
    ['requests', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms a request', 'client CPU ms a request'],
    [
      fmt(r.requests, 0),
      fmt(r.perSecond, 0),
      ms(r.p50),
      ms(r.p99),
      ms(r.cpuPerRequest),
      ms(r.clientCpuPerRequest),
    ],
  ]);
}
if (!only || only === 'store') {
  heading('Where the time goes: the store alone, and one commit');
  const a = await storeAlone();
  table([
    ['results through the store (no HTTP)', 'results/s', 'one bare commit (synchronous=FULL) ms'],
    [fmt(a.results, 0), fmt(a.perSecond, 0), ms(a.commitMs)],
  ]);
}
console.log(`\nthis process (the phones) peak RSS: ${mib(peakRss())}`);
console.log(
  `\nuptime after: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
