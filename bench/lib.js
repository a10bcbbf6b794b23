// Shared helpers for the benchmarks: a seeded PRNG, timing, and printing.
import { createRequire } from 'node:module';

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

/** Runs fn `rounds` times after one warm-up and returns the best time in ms (least disturbed by noise). */
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

export const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

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
