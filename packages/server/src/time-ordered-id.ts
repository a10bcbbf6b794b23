/**
 * Time-ordered UUIDs (version 7 of RFC 9562) for the rows the server makes in bulk: the desk lines
 * of live results. A random UUID as a key puts each new row at a random place of its index, so a
 * group commit of twenty results writes twenty pages of that index to the WAL; ids that grow
 * with time put them side by side at the index's end, one page for all of them.
 *
 * Layout: 48 bits of Unix time in milliseconds, the version (7), 12 bits of a counter that grows
 * within a millisecond (so that the ids made in one process sort in the order they were made),
 * the variant (binary 10), and 62 random bits, which keep the ids of different processes apart.
 *
 * @example
 * timeOrderedId(); // '019ad2f3-6c1a-7000-9b2e-4f0c8d7a1e53'
 */
import { randomFillSync } from 'node:crypto';

/** Random bytes drawn 4 KiB at a time (a draw costs more than the id), 8 an id. */
const pool = new Uint8Array(4096);
let poolAt = pool.length;
let lastMs = -1;
let counter = 0;

const hex = (n: number, digits: number): string => n.toString(16).padStart(digits, '0');
/** A byte's two hex digits. */
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => hex(i, 2));

/** A new version 7 UUID; `now` (Unix milliseconds) for tests. */
export function timeOrderedId(now: number = Date.now()): string {
  // Within one millisecond, or when the clock went back, the counter goes on from the last id;
  // past 4,095 ids in a millisecond, the time is taken as the next millisecond.
  let ms = now;
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      ms += 1;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  if (poolAt + 8 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const r = poolAt;
  poolAt += 8;
  const variantAndRandom = 0x8000 | (((pool[r] as number) & 0x3f) << 8) | (pool[r + 1] as number);
  let tail = '';
  for (let i = r + 2; i < r + 8; i++) tail += BYTE_HEX[pool[i] as number];
  const time = hex(ms, 12);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-${hex(0x7000 | counter, 4)}-${hex(variantAndRandom, 4)}-${tail}`;
}
