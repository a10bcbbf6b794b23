// Shared helpers for the benchmarks: a seeded PRNG, timing in turn, peak memory of a child
// process, and printing.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const require = createRequire(import.meta.url);

/** Mulberry32: a small seeded PRNG so that every run measures the same data. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Times functions in turn, round after round (A B A B …), after `warmup` untimed rounds, so that
 * on a shared machine each meets the same load. `prepare(k)`, when given, runs untimed before
 * each call of function k (for libraries that mutate their input). Returns, for each function,
 * the median and best wall time in ms, the median CPU time of the process (all its threads:
 * the collector's and the compiler's too) in ms, every round's wall time, and what its last call
 * returned.
 */
export function alternate(fns, { rounds = 11, warmup = 2, prepare } = {}) {
  const times = fns.map(() => []);
  const cpu = fns.map(() => []);
  const results = fns.map(() => undefined);
  for (let r = 0; r < warmup + rounds; r++) {
    for (const [k, fn] of fns.entries()) {
      const input = prepare ? prepare(k) : undefined;
      const c = process.cpuUsage();
      const t = performance.now();
      results[k] = fn(input);
      const ms = performance.now() - t;
      const used = process.cpuUsage(c);
      if (r >= warmup) {
        times[k].push(ms);
        cpu[k].push((used.user + used.system) / 1000);
      }
    }
  }
  return times.map((t, k) => ({
    median: median(t),
    best: Math.min(...t),
    cpu: median(cpu[k]),
    times: t,
    result: results[k],
  }));
}

/** Runs fn `rounds` times after one warm-up and returns the best time in ms and the last result. */
export function best(fn, rounds = 5) {
  fn();
  let min = Number.POSITIVE_INFINITY;
  let result;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    result = fn();
    min = Math.min(min, performance.now() - t);
  }
  return { ms: min, result };
}

/** This process's peak resident memory so far, in bytes. */
export const peakRss = () => process.resourceUsage().maxRSS * 1024;

/**
 * Runs `node [flags] script ...args` and returns what its last line of standard output says
 * (JSON). The benchmarks use it to measure each library's peak memory in a process of its own.
 */
export function child(script, args, flags = []) {
  const r = spawnSync(process.execPath, [...flags, script, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const lines = r.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/** The machine and its load, for the head of each script's output. */
export function machine() {
  const [one, five] = os.loadavg();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `node ${process.version}, ${os.cpus().length} × ${cpu.trim()}, load average ${one.toFixed(1)} (1 min) ${five.toFixed(1)} (5 min), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A duration in ms with sensible precision. */
export const ms = (x) => (x < 10 ? fmt(x, 2) : x < 1000 ? fmt(x, 1) : fmt(x, 0));

/** Bytes as MiB, whole. */
export const mib = (bytes) => `${Math.round(bytes / 2 ** 20)} MiB`;

/** How many times faster `ours` is than `theirs` (times in ms): `5.2×`. */
export const ratio = (theirs, ours) => {
  const r = theirs / ours;
  return `${r >= 100 ? fmt(r, 0) : fmt(r, r >= 10 ? 1 : 2)}×`;
};

export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(
      r
        .map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c])))
        .join('  '),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function heading(text) {
  console.log(`\n## ${text}\n`);
}

const SERVER_BIN = fileURLToPath(new URL('../packages/server/bin/bridge-score-server.js', import.meta.url));

/** Debian's Chromium and the flags the browser benches launch it with (headless, no network of its own). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the built server on 127.0.0.1 and a free port, data in `dataDir`, no rate limit; resolves to
 * its URL, a stop, and `cpuMs()`: the server process's CPU time so far (user + system, from /proc).
 */
/** A process's CPU time in ms (user + system) from /proc/<pid>/stat, at the kernel's clock-tick resolution. */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export function startServer(dataDir) {
  const child = spawn(process.execPath, [SERVER_BIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b;
      const m = /running at (http:\/\/\S+?)\/? /.exec(out);
      if (m) resolve({ url: m[1], stop: () => child.kill('SIGTERM'), cpuMs: () => processCpuMs(child.pid) });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}
