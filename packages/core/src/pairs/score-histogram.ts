/**
 * A board's scores counted by value, for the per-board methods that only
 * need how many results lie at or below a score (cross-IMPs, Butler).
 *
 * Real scores are whole numbers within a few thousand points of each other,
 * so a count per whole point over the board's range replaces a sort: O(n + R)
 * for n results spanning R points. Boards that do not fit (fractional scores
 * from weighted results, or a range much wider than the board) get null and
 * the methods fall back to sorting.
 */

export interface ScoreHistogram {
  /** The lowest score; slot i holds the score `min + i`. */
  readonly min: number;
  readonly max: number;
  /** Results at each score, by slot. */
  readonly counts: Int32Array;
  readonly n: number;
}

/** The widest range counted per point: a board's range is at most 15,200 points (7NTXX+6 both ways). */
const MAX_SLOTS = 1 << 17;

/**
 * The scores counted by value, or null when they are not all whole numbers
 * within a range worth counting. Throws a RangeError for a score that is not
 * a finite number.
 */
export function scoreHistogram(nsScores: ArrayLike<number>): ScoreHistogram | null {
  const n = nsScores.length;
  if (n >= ONE_PASS) {
    const h = onePass(nsScores);
    if (h) return h;
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let whole = true;
  for (let i = 0; i < n; i++) {
    const s = nsScores[i] as number;
    if (!Number.isFinite(s)) throw new RangeError('a board score must be a finite number');
    if (s < min) min = s;
    if (s > max) max = s;
    if (whole && !Number.isInteger(s)) whole = false;
  }
  if (n === 0 || !whole) return null;
  const slots = max - min + 1;
  if (slots > MAX_SLOTS && slots > 4 * n) return null;
  const counts = new Int32Array(slots);
  for (let i = 0; i < n; i++) {
    const slot = (nsScores[i] as number) - min;
    counts[slot] = (counts[slot] as number) + 1;
  }
  return { min, max, counts, n };
}

/** Boards this large are counted in one pass, in a window that holds every score a deal can give. */
const ONE_PASS = 4096;
/** A deal scores at most 7600 either way (7NTXX vulnerable, down 13). */
const REACH = 7600;
const WINDOW = 2 * REACH + 1;

/**
 * Counts a large board in one pass over its scores, into slots for every
 * whole score from −7600 to +7600, then hands out the part from the lowest
 * score to the highest. Null as soon as a score is not a whole number in that
 * window (the caller then takes the general path, which also rejects
 * non-numbers): large real boards pass once instead of twice. Exported for
 * its tests only (the package does not export it).
 */
export function onePass(nsScores: ArrayLike<number>): ScoreHistogram | null {
  const n = nsScores.length;
  const window = new Int32Array(WINDOW);
  let min = REACH;
  let max = -REACH;
  for (let i = 0; i < n; i++) {
    const s = nsScores[i] as number;
    const slot = s + REACH;
    // A whole number from 0 to 2^32 − 1 is its own unsigned 32-bit value; NaN, fractions and negatives are not.
    if (slot >>> 0 !== slot || slot >= WINDOW) return null;
    window[slot] = (window[slot] as number) + 1;
    if (s < min) min = s;
    if (s > max) max = s;
  }
  return { min, max, counts: window.subarray(min + REACH, max + REACH + 1), n };
}
