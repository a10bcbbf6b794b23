// The fault run: the real server process (bin/bridge-score-server.js, as `npm start` runs it) on
// SQLite in `dataDir`, killed with SIGKILL `kills` times at random moments while phones play a
// live evening (live-evening.js), and started again on the same file and port each time. Then:
// every result the server acknowledged (200 or 201) must be held, every result of the movement
// exactly once, and `PRAGMA integrity_check` must say ok.
//
// Bounded: `kills` restarts, each start waited for 45 s at most, the whole run `deadlineMs`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { checkLines, eveningSetup, playEvening, startEvening } from './live-evening.js';

const BIN = fileURLToPath(new URL('../bin/bridge-score-server.js', import.meta.url));

/** A port free now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server process (with Node's `nodeArgs`, e.g. `--cpu-prof`) and waits for its start
 * line. `wrap`: a command and its arguments that run Node (`['valgrind', '--tool=callgrind']`).
 */
export function startServerProcess(env, limitMs = 45_000, nodeArgs = [], wrap = []) {
  const [command, ...before] = wrap.length > 0 ? [...wrap, process.execPath] : [process.execPath];
  const child = spawn(command, [...before, ...nodeArgs, BIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b) => {
    out += b.toString();
  });
  child.stderr.on('data', (b) => {
    out += b.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${limitMs / 1000} s:\n${out}`));
    }, limitMs);
    const look = () => {
      const m = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', look);
      resolve({ url: m[1], child, exited, output: () => out });
    };
    child.stdout.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before starting:\n${out}`));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function faultRun({
  dataDir,
  tables = 10,
  rounds = 5,
  kills = 3,
  phonesPerTable = 2,
  deadlineMs = 150_000,
  log = () => undefined,
}) {
  const deadline = Date.now() + deadlineMs;
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT: '0' };
  let server = await startServerProcess(env);
  const setup = eveningSetup(tables, rounds);
  const { id, tables: codes } = await startEvening(server.url, setup, deadline);
  const acked = [];
  let playing = true;
  const play = playEvening(server.url, codes, {
    phonesPerTable,
    deadline,
    onAck: (a) => acked.push(a),
  }).finally(() => {
    playing = false;
  });
  let done = 0;
  // The kills are spread over the evening by the results acknowledged, whatever the server's
  // speed: kill k (from 0) once about (k + 1) / (kills + 1) of the results are in (at least 5
  // more than at the kill before), then a random moment of up to 50 ms later.
  const section = setup.sections[0];
  const total = section.tables * section.rounds * section.boardsPerRound;
  for (let k = 0; k < kills && playing && Date.now() < deadline; k++) {
    const target = Math.max(acked.length + 5, Math.floor((((k + 1) / (kills + 1)) * total * 4) / 5));
    while (playing && acked.length < target && Date.now() < deadline) await sleep(2);
    await sleep(Math.floor(Math.random() * 50));
    if (!playing) break;
    server.child.kill('SIGKILL');
    await server.exited;
    done += 1;
    log(`kill ${done}: ${acked.length} results acknowledged so far`);
    server = await startServerProcess(env);
  }
  const stats = await play;
  server.child.kill('SIGTERM');
  await server.exited;

  const db = new BetterSqlite3(join(dataDir, 'bridge-score.db'), { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const lines = db
      .prepare('select id, section, board, text from desk_lines where event_id = ? order by seq')
      .all(id);
    const keys = new Set(
      db
        .prepare('select key from live_requests where event_id = ?')
        .all(id)
        .map((r) => r.key),
    );
    const held = new Set(lines.map((l) => `${l.board} ${l.text}`));
    // An acknowledged result: its line is held, and so is the key it was stored under (201) or
    // another phone's key for the same result (200: the result was held already).
    const missingAcks = acked
      .filter((a) => !held.has(`${a.board} ${a.line}`))
      .map((a) => `table ${a.table} round ${a.round} board ${a.board}: ${a.line}`);
    return {
      kills: done,
      acked: acked.length,
      created: stats.created,
      retries: stats.retries,
      keys: keys.size,
      lines: lines.length,
      integrity,
      missingAcks,
      problems: checkLines(setup, lines),
      refused: [...stats.refused],
    };
  } finally {
    db.close();
  }
}
