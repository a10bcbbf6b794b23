// Several app processes on one PostgreSQL database, under a live-scoring load: many clubs'
// evenings played at once by phones whose requests are spread over the processes round robin,
// as a reverse proxy spreads them; optionally one process killed with SIGKILL in the middle.
// Used by packages/server/test/live-multi.test.ts (a small run) and by `npm run load:multi`
// (scripts/load-multi.js: 50 clubs × 15 tables on 1, 2 and 4 processes).
//
// - The processes are the real server (`bin/bridge-score-server.js`, as `npm start` runs it),
//   each on a port of its own, all with the same DATABASE_URL.
// - Each club's event is made through the store with the club's scope ({ club: 'club-07' }),
//   its live session started there with fresh table codes: the API makes events for the home
//   club `local` only (until accounts come). The table routes find a table by its code, whatever
//   its club. When a viewer is asked for, one more event is made in the club `local`, the one
//   club whose public stream the API serves, and watched on process 0 while its phones send only
//   to the other processes: what the viewer hears came through the bus.
// - A phone sends each request to the next process in turn. When a process does not answer (the
//   connection refused or cut, a 5xx, a 429), the phone sends the same request, with the same
//   idempotency key, to the next process, and leaves the failed one aside for a second, as a
//   proxy's passive health check does.
// - The HTTP client is undici's keep-alive pools: a fixed number of connections in all, shared
//   out among the processes, so that runs on 1, 2 and 4 processes keep the same concurrency at
//   the servers.
//
// Every loop is bounded: by the run's deadline, and by a count of attempts.
import { readFileSync } from 'node:fs';
import { DEFAULT_LIVE_SETTINGS, openPostgresStore, randomCode } from '@bridge-score/server';
import pg from 'pg';
import { Client, Pool } from 'undici';
import { checkLines, eveningSetup, expectedLines, quantile, resultFor } from './live-evening.js';
import { freePort, startServerProcess } from './live-fault.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The PostgreSQL server to make test databases on: `TEST_POSTGRES_URL`, or the machine's own. */
export const ADMIN_URL =
  process.env.TEST_POSTGRES_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(adminUrl, query) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `adminUrl`; `drop()` removes it (even with connections left). */
export async function createDatabase(adminUrl = ADMIN_URL) {
  const name = `bridge_score_multi_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The most memory a process has held resident (VmHWM, MiB), from /proc (Linux); NaN elsewhere. */
export function peakRssMiB(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts `count` server processes on the database at `databaseUrl`, each on a free port of
 * 127.0.0.1: the first alone (it migrates the new database), then the others together.
 */
export async function startProcesses(count, databaseUrl, env = {}) {
  const startOne = async (index) => {
    const port = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      RATE_LIMIT: '0',
      ...env,
    });
    return {
      index,
      port,
      url: server.url,
      pid: server.child.pid,
      child: server.child,
      exited: server.exited,
    };
  };
  const first = await startOne(0);
  const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => startOne(i + 1)));
  return [first, ...rest];
}

/** Stops every process still running (SIGTERM) and waits for each to exit. */
export async function stopProcesses(processes) {
  await Promise.all(
    processes.map(async (p) => {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
      await p.exited;
    }),
  );
}

/** `club-01`, `club-02`, … */
export const clubName = (n) => `club-${String(n).padStart(2, '0')}`;

/**
 * Makes each club's event (one section, a Mitchell of `tables` tables played for `rounds`
 * rounds) through `store`, in the club's scope, and starts its live session with fresh table
 * codes. Returns `[{ club, id, setup, tables: [{ table, code }] }]`.
 */
export async function setupClubEvents(store, clubs, { tables, rounds, boardsPerRound = 2 }) {
  const events = [];
  for (const club of clubs) {
    const scope = { club };
    const id = crypto.randomUUID();
    const setup = eveningSetup(tables, rounds, boardsPerRound, `${club} live`);
    const created = await store.createDeskEvent(scope, { id, setup, lines: [] });
    if (created.kind !== 'saved') throw new Error(`${club}: event not made: ${JSON.stringify(created)}`);
    let codes = null;
    // A random code may, rarely, be another table's: draw again (as the API does).
    for (let attempt = 0; attempt < 5 && codes === null; attempt++) {
      const drawn = Array.from({ length: tables }, (_, i) => ({
        section: 'A',
        table: i + 1,
        code: randomCode(),
      }));
      const out = await store.startLiveSession(scope, id, DEFAULT_LIVE_SETTINGS, drawn);
      if (out.kind === 'started') codes = drawn;
      else if (out.kind !== 'code-taken') throw new Error(`${club}: live session not started: ${out.kind}`);
    }
    if (codes === null) throw new Error(`${club}: no free table codes after 5 draws`);
    events.push({ club, id, setup, tables: codes.map(({ table, code }) => ({ table, code })) });
  }
  return events;
}

/** Whether an error is the network's (refused, cut, timed out) rather than a bug of ours. */
const NETWORK_ERROR = /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|other side closed|socket|closed|timeout/i;

/**
 * The phones' way to the processes: one keep-alive pool a process, `connections` in all shared
 * out among them; each request to the next process in turn, among those allowed and not set
 * aside; a request the process did not answer sent again to the next.
 */
export class Spreader {
  constructor(processes, { connections = 64 } = {}) {
    this.processes = processes;
    const each = Math.max(1, Math.floor(connections / processes.length));
    this.pools = processes.map(
      (p) =>
        new Pool(p.url, {
          connections: each,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
          connectTimeout: 5_000,
        }),
    );
    this.aside = processes.map(() => 0);
    this.turn = 0;
    this.requests = 0;
    this.failures = 0;
  }

  /** The next process in turn among `allowed` (indexes), skipping those set aside while any is not. */
  pick(allowed) {
    const now = Date.now();
    for (let k = 0; k < allowed.length; k++) {
      const i = allowed[this.turn++ % allowed.length];
      if (this.aside[i] <= now) return i;
    }
    return allowed[this.turn++ % allowed.length];
  }

  /**
   * Sends the request until a process answers it (not 5xx or 429) or `deadline` passes. Returns
   * `{ status, body, ms, process, failedOn }` (`ms`: the answered attempt's time; `failedOn`: the
   * processes that did not answer it first), or null past the deadline.
   */
  async send(method, path, body, { deadline, allowed }) {
    const failedOn = [];
    const payload = body === undefined ? undefined : JSON.stringify(body);
    for (let attempt = 0; Date.now() < deadline && attempt < 1000; attempt++) {
      const i = this.pick(allowed);
      const t0 = performance.now();
      this.requests += 1;
      try {
        const res = await this.pools[i].request({
          method,
          path,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { body: payload }),
        });
        const text = await res.body.text();
        const ms = performance.now() - t0;
        if (res.statusCode >= 500 || res.statusCode === 429) {
          this.failures += 1;
          failedOn.push(i);
          await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)));
          continue;
        }
        return { status: res.statusCode, body: text ? JSON.parse(text) : null, ms, process: i, failedOn };
      } catch (e) {
        const message =
          e instanceof Error ? `${e.message} ${e.code ?? ''} ${e.cause?.code ?? ''}` : String(e);
        if (!NETWORK_ERROR.test(message)) throw e;
        this.failures += 1;
        failedOn.push(i);
        // Set aside for a second, as a proxy does with an upstream that failed.
        this.aside[i] = Date.now() + 1000;
        await sleep(Math.min(100, 5 * 2 ** Math.min(attempt, 4)));
      }
    }
    return null;
  }

  async close() {
    await Promise.all(this.pools.map((p) => p.destroy().catch(() => undefined)));
  }
}

/**
 * Plays every event's tables at once, `phones` phones a table, through `spreader`. An event's
 * requests go to the processes `allowedFor(event)` (indexes). `onAck(ack)` hears each
 * acknowledged result as it comes. Returns the counts, the submissions' latencies (ms) and the
 * acknowledgements `{ event, club, table, round, board, key, body, status, answer, process, failedOn }`.
 */
export async function playEvents(spreader, events, { phones = 1, deadline, allowedFor, onAck }) {
  const stats = {
    submissions: 0,
    created: 0,
    repeated: 0,
    refused: new Map(),
    latencies: [],
    acks: [],
    unanswered: 0,
  };
  const refuse = (status, code) => {
    const k = `${status} ${code}`;
    stats.refused.set(k, (stats.refused.get(k) ?? 0) + 1);
  };
  const phone = async (event, { table, code }, which) => {
    const allowed = allowedFor(event);
    const to = { deadline, allowed };
    for (let step = 0; step < 200 && Date.now() < deadline; step++) {
      const page = await spreader.send('GET', `/api/table/${code}`, undefined, to);
      if (!page) return;
      if (page.status !== 200)
        throw new Error(`${event.club} table ${table}: page ${page.status} ${JSON.stringify(page.body)}`);
      if (page.body.finished) return;
      const round = page.body.round;
      // The phones of a table enter the boards in opposite orders, so that they collide.
      const boards = page.body.boards.map((b) => b.board);
      if (which % 2 === 1) boards.reverse();
      for (const board of boards) {
        const body = { key: crypto.randomUUID(), round, board, ...resultFor(table, board), confirmed: true };
        const answer = await spreader.send('POST', `/api/table/${code}/results`, body, to);
        if (!answer) {
          stats.unanswered += 1;
          return;
        }
        stats.submissions += 1;
        stats.latencies.push(answer.ms);
        if (answer.status === 201 || answer.status === 200) {
          if (answer.status === 201) stats.created += 1;
          else stats.repeated += 1;
          const ack = {
            event: event.id,
            club: event.club,
            table,
            round,
            board,
            key: body.key,
            body,
            code,
            status: answer.status,
            answer: answer.body,
            process: answer.process,
            failedOn: answer.failedOn,
          };
          stats.acks.push(ack);
          onAck?.(ack);
        } else {
          refuse(answer.status, answer.body?.error?.code);
          // The other phone moved the table on: this round is done.
          if (answer.body?.error?.code === 'live-wrong-round') break;
          if (answer.status !== 403)
            throw new Error(
              `${event.club} table ${table} board ${board}: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
        }
      }
      const next = await spreader.send('POST', `/api/table/${code}/next`, { round }, to);
      if (!next) return;
      if (next.status !== 200) refuse(next.status, next.body?.error?.code);
    }
  };
  await Promise.all(
    events.flatMap((e) => e.tables.flatMap((t) => Array.from({ length: phones }, (_, i) => phone(e, t, i)))),
  );
  return stats;
}

/**
 * A viewer of an event's public stream on one process: every `update`'s version, in order of
 * arrival. `waitFor(version, ms)` resolves true once an update of at least that version came.
 */
export function watchStream(url, eventId) {
  const client = new Client(url, { bodyTimeout: 0, headersTimeout: 30_000 });
  const versions = [];
  const waiters = new Set();
  let buffer = '';
  let ended = null;
  const heard = () => {
    for (const w of [...waiters]) w();
  };
  const done = client
    .request({ method: 'GET', path: `/api/public/events/${eventId}/stream` })
    .then(async (res) => {
      if (res.statusCode !== 200)
        throw new Error(`stream answered ${res.statusCode}: ${await res.body.text()}`);
      res.body.setEncoding('utf8');
      for await (const chunk of res.body) {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: update\ndata: (.*)$/m.exec(block);
          if (data?.[1]) {
            versions.push(JSON.parse(data[1]).version);
            heard();
          }
        }
      }
    })
    .catch((e) => {
      ended = e;
      heard();
    });
  return {
    versions,
    error: () => ended,
    async waitFor(version, ms) {
      const until = Date.now() + ms;
      while (!versions.some((v) => v >= version) && ended === null && Date.now() < until) {
        await new Promise((resolve) => {
          const w = () => {
            waiters.delete(w);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(w, Math.max(1, until - Date.now()));
          waiters.add(w);
        });
      }
      return versions.some((v) => v >= version);
    },
    async close() {
      await client.destroy().catch(() => undefined);
      await done;
    },
  };
}

/**
 * What the database holds after the run, checked against the movement (not against the
 * server's answers): each event's lines are exactly its movement's results, each once, with the
 * text its table sent (`checkLines`); one live result and one `enter` audit entry a result;
 * every acknowledged result held, with the line it was acknowledged with; every key answered
 * 201 held once. Returns a list of problems (empty when all is well) and the events' versions.
 */
export async function checkDatabase(databaseUrl, events, acks) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems = [];
  const versions = new Map();
  try {
    const held = new Set();
    for (const event of events) {
      const expected = expectedLines(event.setup).size;
      const lines = (await client.query('select board, text from desk_lines where event_id = $1', [event.id]))
        .rows;
      for (const p of checkLines(event.setup, lines)) problems.push(`${event.club}: ${p}`);
      for (const l of lines) held.add(`${event.id} ${l.board} ${l.text}`);
      const results = Number(
        (await client.query('select count(*) as n from live_results where event_id = $1', [event.id])).rows[0]
          .n,
      );
      if (results !== expected) problems.push(`${event.club}: ${results} live results, not ${expected}`);
      const entered = Number(
        (
          await client.query(
            `select count(*) as n from live_audit where event_id = $1 and action = 'enter'`,
            [event.id],
          )
        ).rows[0].n,
      );
      if (entered !== expected) problems.push(`${event.club}: ${entered} audit entries, not ${expected}`);
      const row = (await client.query('select version, club from desk_events where id = $1', [event.id]))
        .rows[0];
      if (row?.club !== event.club) problems.push(`${event.id}: club ${row?.club}, not ${event.club}`);
      versions.set(event.id, Number(row?.version));
    }
    for (const a of acks) {
      const line = a.answer?.result?.line;
      if (!held.has(`${a.event} ${a.board} ${line}`))
        problems.push(`${a.club} table ${a.table} board ${a.board}: acknowledged ${line}, not held`);
    }
    const keys = new Map();
    const ids = events.map((e) => e.id);
    for (const r of (
      await client.query('select key, event_id from live_requests where event_id = any($1)', [ids])
    ).rows)
      keys.set(r.key, r.event_id);
    for (const a of acks) {
      if (a.status === 201 && keys.get(a.key) !== a.event)
        problems.push(`${a.club} table ${a.table} board ${a.board}: key ${a.key} answered 201 but not held`);
    }
  } finally {
    await client.end();
  }
  return { problems, versions };
}

/** Deep equality of two JSON values. */
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

/**
 * Sends acknowledged results again, each with its key and body, to another process than the one
 * that answered it (`aliveProcesses`: the indexes that may be asked). A key first answered 201
 * must be answered 200 with that first answer, whole; a result answered 200 (held already under
 * another phone's key) 200 with the same result. Then, for `reuse` of them, the key with another
 * board's result must be refused 409 `live-key-reused`. Returns the problems.
 */
export async function resendAcks(spreader, acks, aliveProcesses, { deadline, reuse = 20 }) {
  const problems = [];
  let sent = 0;
  await Promise.all(
    acks.map(async (a, n) => {
      const others = aliveProcesses.filter((i) => i !== a.process);
      const allowed = [others[n % others.length] ?? a.process];
      const again = await spreader.send('POST', `/api/table/${a.code}/results`, a.body, {
        deadline,
        allowed,
      });
      sent += 1;
      const where = `${a.club} table ${a.table} board ${a.board} (first on process ${a.process}, again on ${again?.process})`;
      if (!again) problems.push(`${where}: no answer`);
      else if (again.status !== 200) problems.push(`${where}: ${again.status} ${JSON.stringify(again.body)}`);
      else if (a.status === 201 && !sameJson(again.body, a.answer))
        problems.push(`${where}: answered ${JSON.stringify(again.body)}, first ${JSON.stringify(a.answer)}`);
      else if (!sameJson(again.body.result, a.answer.result))
        problems.push(
          `${where}: result ${JSON.stringify(again.body.result)}, first ${JSON.stringify(a.answer.result)}`,
        );
    }),
  );
  const created = acks.filter((a) => a.status === 201);
  let reused = 0;
  for (let n = 0; n < Math.min(reuse, created.length); n++) {
    const a = created[Math.floor((n * created.length) / Math.min(reuse, created.length))];
    if (!a) continue;
    const others = aliveProcesses.filter((i) => i !== a.process);
    const allowed = [others[n % others.length] ?? a.process];
    // The same key, with the result of the board's partner (another board of the round) or a trick more.
    const body = {
      ...a.body,
      tricks: a.body.tricks === null ? 7 : a.body.tricks === 13 ? 12 : a.body.tricks + 1,
    };
    if (a.body.contract === 'PASS')
      Object.assign(body, { contract: '1NT', declarer: 'N', lead: null, tricks: 7 });
    const answer = await spreader.send('POST', `/api/table/${a.code}/results`, body, { deadline, allowed });
    reused += 1;
    if (answer?.status !== 409 || answer.body?.error?.code !== 'live-key-reused')
      problems.push(
        `${a.club} table ${a.table} board ${a.board}: a reused key answered ${JSON.stringify(answer)}`,
      );
  }
  return { sent, reused, problems };
}

/** PostgreSQL's server processes serving a database now, by `pid`, with the CPU each used so far. */
async function postgresCpu(databaseUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (await client.query('select pid from pg_stat_activity where datname = $1', [name])).rows;
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/**
 * One run: `processes` server processes on the (new, empty) database at `databaseUrl` (named
 * `databaseName`), `clubs` clubs' evenings of `tables` tables × `rounds` rounds played at once
 * by `phones` phones a table, requests spread round robin. `kill`: SIGKILL the last process once
 * this share of the results is acknowledged (0 < kill < 1; needs 2 processes or more).
 * `viewer`: one more event, in the club `local`, watched on process 0's public stream and sent
 * to by the other processes only (needs 2 or more). Then the database is checked, and every
 * acknowledged result sent again to another process. `warmup`: before the clock starts, each
 * process alone serves this many evenings of its own (clubs `warmup-<process>-<n>`, `tables`
 * tables, one round), so that the figures are those of running processes rather than of their
 * first requests; they are checked with the others but not counted. Returns the figures and
 * the problems.
 */
export async function multiRun({
  databaseUrl,
  databaseName,
  processes: count,
  clubs,
  tables,
  rounds,
  boardsPerRound = 2,
  phones = 1,
  kill = null,
  viewer = false,
  connections = 64,
  seconds = 120,
  resend = true,
  warmup = 0,
  log = () => undefined,
}) {
  if ((kill !== null || viewer) && count < 2) throw new Error('a kill or a viewer needs 2 processes or more');
  const began = performance.now();
  const since = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  const processes = await startProcesses(count, databaseUrl);
  log(`${since()}: ${count} process(es) started`);
  const spreader = new Spreader(processes, { connections });
  let watcher = null;
  try {
    const store = await openPostgresStore({ url: databaseUrl, maxConnections: 2 });
    let events;
    const warming = [];
    try {
      for (const p of processes) {
        const names = Array.from({ length: warmup }, (_, n) => `warmup-${p.index}-${n + 1}`);
        const made = await setupClubEvents(store, names, { tables, rounds: 1, boardsPerRound });
        warming.push(...made.map((e) => ({ ...e, warmFor: p.index })));
      }
      const names = Array.from({ length: clubs }, (_, i) => clubName(i + 1));
      events = await setupClubEvents(store, viewer ? [...names, 'local'] : names, {
        tables,
        rounds,
        boardsPerRound,
      });
    } finally {
      await store.close();
    }
    const everyProcess = processes.map((p) => p.index);
    const watched = viewer ? events.at(-1) : null;
    if (watched) {
      watcher = watchStream(processes[0].url, watched.id);
      // The first update comes on connecting: the stream is up.
      if (!(await watcher.waitFor(0, 30_000)))
        throw new Error(`the viewer heard nothing: ${watcher.error()}`);
    }
    const allowedFor = (event) => (event === watched ? everyProcess.slice(1) : everyProcess);
    let warmAcks = [];
    if (warming.length > 0) {
      const warm = await playEvents(spreader, warming, {
        phones,
        deadline: Date.now() + seconds * 1000,
        allowedFor: (e) => [e.warmFor],
      });
      warmAcks = warm.acks;
      log(`${since()}: warmed up: ${warm.acks.length} results, ${warmup} evening(s) a process`);
    }
    const expected = events.reduce((n, e) => n + expectedLines(e.setup).size, 0);
    log(
      `${since()}: ${count} process(es), ${events.length} events × ${tables} tables × ${rounds} round(s): ${expected} results, ${events.length * tables * phones} phones`,
    );

    const victim = kill === null ? null : processes[count - 1];
    const killed = { done: false, atAcks: 0, ackedByVictim: 0, peakRssMiB: Number.NaN, cpuMs: Number.NaN };
    let acked = 0;
    const onAck = (a) => {
      acked += 1;
      if (victim && a.process === victim.index && !killed.done) killed.ackedByVictim += 1;
      if (victim && !killed.done && acked >= kill * expected) {
        killed.done = true;
        killed.atAcks = acked;
        killed.peakRssMiB = peakRssMiB(victim.pid);
        killed.cpuMs = cpuMs(victim.pid);
        victim.child.kill('SIGKILL');
        log(`SIGKILL process ${victim.index} (pid ${victim.pid}) after ${acked} acknowledgements`);
      }
    };

    const pgBefore = databaseName ? await postgresCpu(databaseUrl, databaseName) : new Map();
    const cpuBefore = processes.map((p) => cpuMs(p.pid));
    const clientBefore = process.cpuUsage();
    const requestsBefore = spreader.requests;
    const t0 = performance.now();
    const stats = await playEvents(spreader, events, {
      phones,
      deadline: Date.now() + seconds * 1000,
      allowedFor,
      onAck,
    });
    const wallSeconds = (performance.now() - t0) / 1000;
    const client = process.cpuUsage(clientBefore);
    const requests = spreader.requests - requestsBefore;
    const serverCpu = processes.map((p, i) =>
      p === victim && killed.done ? killed.cpuMs - (cpuBefore[i] ?? 0) : cpuMs(p.pid) - (cpuBefore[i] ?? 0),
    );
    const pgAfter = databaseName ? await postgresCpu(databaseUrl, databaseName) : new Map();
    let postgresMs = 0;
    for (const [pid, ms] of pgAfter) postgresMs += ms - (pgBefore.get(pid) ?? 0);
    const rss = processes.map((p) => (p === victim && killed.done ? killed.peakRssMiB : peakRssMiB(p.pid)));

    const victimExit = victim ? await victim.exited : null;
    const alive = processes.filter((p) => p !== victim).map((p) => p.index);

    let viewerOutcome = null;
    log(`${since()}: played in ${wallSeconds.toFixed(1)} s`);
    const { problems, versions } = await checkDatabase(
      databaseUrl,
      [...warming, ...events],
      [...warmAcks, ...stats.acks],
    );
    log(`${since()}: database checked`);
    if (watched && watcher) {
      const final = versions.get(watched.id) ?? Number.NaN;
      const reached = await watcher.waitFor(final, 15_000);
      viewerOutcome = {
        process: 0,
        sentTo: allowedFor(watched),
        updates: watcher.versions.length,
        first: watcher.versions[0],
        last: watcher.versions.at(-1),
        final,
        reached,
        // Updates are coalesced (one may repeat the last version), but never go back.
        neverBack: watcher.versions.every((v, i, all) => i === 0 || v >= (all[i - 1] ?? 0)),
        ackedOnProcess0: stats.acks.filter((a) => a.event === watched.id && a.process === 0).length,
        error: watcher.error() ? String(watcher.error()) : null,
      };
    }
    const resent = resend
      ? await resendAcks(spreader, stats.acks, alive, { deadline: Date.now() + 120_000 })
      : { sent: 0, reused: 0, problems: [] };
    log(`${since()}: every acknowledged result sent again`);
    // Results whose first attempt failed on the killed process and were answered by another.
    const failedOver = victim ? stats.acks.filter((a) => a.failedOn.includes(victim.index)) : [];
    return {
      processes: count,
      events: events.length,
      clubs: [...new Set(events.map((e) => e.club))],
      tables: events.length * tables,
      phones: events.length * tables * phones,
      expected,
      wallSeconds,
      requests,
      submissions: stats.submissions,
      created: stats.created,
      repeated: stats.repeated,
      unanswered: stats.unanswered,
      refused: [...stats.refused],
      retries: spreader.failures,
      p50: quantile(stats.latencies, 0.5),
      p99: quantile(stats.latencies, 0.99),
      clientCpuMs: (client.user + client.system) / 1000,
      serverCpuMs: serverCpu,
      postgresCpuMs: databaseName ? postgresMs : Number.NaN,
      peakRssMiB: rss,
      acks: stats.acks.length,
      kill: victim
        ? {
            process: victim.index,
            done: killed.done,
            exit: victimExit,
            atAcks: killed.atAcks,
            ackedByVictim: killed.ackedByVictim,
            failedOver: failedOver.length,
            failedOverHeld: failedOver.filter((a) => a.status === 200).length,
          }
        : null,
      viewer: viewerOutcome,
      problems,
      resent,
    };
  } finally {
    await watcher?.close();
    await spreader.close();
    await stopProcesses(processes);
  }
}
