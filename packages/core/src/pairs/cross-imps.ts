/**
 * Cross-IMPs: every result on a board IMPed against every other result,
 * the sum divided by the number of comparisons or of scores (docs/scoring.md#teams).
 *
 * The IMP scale is a step function, so the sum for a score s is
 * Σ_k (#{t ≤ s − T_k} − #{t ≥ s + T_k}) over the 24 thresholds T_k of
 * Law 78B. With the scores sorted once, 48 pointers sweep the distinct
 * scores from low to high and give every sum: O(n log n) for the sort and
 * O(24·d) for d distinct scores, instead of the n² comparisons of the
 * definition. Real scores are whole points in a range of a few thousand, so
 * counting them by value replaces even the sort: O(n + R + 24·d) for a range
 * of R points.
 *
 * @example
 * crossImps([420, 450, -100, -200, 400, 590])[0]; // 3.6 (docs/scoring.md#teams: +18 over 5 comparisons)
 */
import { IMP_SCALE, imps } from '../teams/imps.js';
import { type WeightedPart, weightSums } from './matchpoints.js';
import type { PairsBoardMethod } from './pairs-method.js';
import { type ScoreHistogram, scoreHistogram } from './score-histogram.js';

/**
 * What the sum of a result's IMPs is divided by:
 * - `comparisons`: the number of other results, n − 1 (the mean IMPs per
 *   comparison; BBO, ACBLscore "Average IMPs", the docs/scoring.md#teams example);
 * - `scores`: the number of results, n (the convention some argue makes a
 *   head-to-head swing worth the same as at teams);
 * - `none`: the plain sum (ACBLscore "Total IMPs").
 */
export const CROSS_IMP_DIVISORS = ['comparisons', 'scores', 'none'] as const;
export type CrossImpDivisor = (typeof CROSS_IMP_DIVISORS)[number];
export const isCrossImpDivisor = (x: unknown): x is CrossImpDivisor =>
  (CROSS_IMP_DIVISORS as readonly unknown[]).includes(x);

/**
 * PBN 2.1's `Scoring` modifiers for cross-IMPs, as docs/scoring.md#teams names them:
 * Cross2 divides by comparisons, Cross1 by scores. We could not check this
 * pairing against the PBN text itself, so the options use the descriptive
 * names and this table is the only place the PBN names appear.
 */
export const PBN_CROSS_MODIFIERS = Object.freeze({ Cross1: 'scores', Cross2: 'comparisons' } as const);

export interface CrossImpOptions {
  /** Default `comparisons`. */
  readonly divideBy?: CrossImpDivisor;
}

const T = Float64Array.from(IMP_SCALE.thresholds);
const K = T.length;

/** Sorted copy of the scores; throws a RangeError for a score that is not a finite number. */
export function sortedScores(nsScores: ArrayLike<number>): Float64Array {
  const sorted = Float64Array.from(nsScores).sort();
  const n = sorted.length;
  // NaN sorts last in a typed array; ±Infinity sort to the ends.
  if (n > 0 && !(Number.isFinite(sorted[0] as number) && Number.isFinite(sorted[n - 1] as number))) {
    throw new RangeError('a board score must be a finite number');
  }
  return sorted;
}

/** The index of `value` in the ascending, distinct `values` (present by construction). */
function indexOf(values: Float64Array, count: number, value: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The sum over every result t on the board of imps(s − t), for each distinct
 * score s, from the sorted scores. Returns the distinct scores and the sums.
 */
export function crossImpSums(sorted: Float64Array): { values: Float64Array; sums: Float64Array } {
  const n = sorted.length;
  const values = new Float64Array(n);
  const atMost = new Float64Array(n); // results with a score ≤ values[i]
  let d = 0;
  for (let i = 0; i < n; i++) {
    const s = sorted[i] as number;
    if (d === 0 || s !== values[d - 1]) values[d++] = s;
    atMost[d - 1] = i + 1;
  }
  const sums = new Float64Array(d);
  // below[k]: first distinct index with value > s − T_k (so atMost[below[k] − 1] counts t ≤ s − T_k).
  // above[k]: first distinct index with value ≥ s + T_k (so n − atMost[above[k] − 1] counts t ≥ s + T_k).
  const below = new Int32Array(K);
  const above = new Int32Array(K);
  for (let i = 0; i < d; i++) {
    const s = values[i] as number;
    let sum = 0;
    for (let k = 0; k < K; k++) {
      const t = T[k] as number;
      let lo = below[k] as number;
      while (lo < d && (values[lo] as number) <= s - t) lo++;
      below[k] = lo;
      let hi = above[k] as number;
      while (hi < d && (values[hi] as number) < s + t) hi++;
      above[k] = hi;
      const lower = lo > 0 ? (atMost[lo - 1] as number) : 0;
      const upper = n - (hi > 0 ? (atMost[hi - 1] as number) : 0);
      sum += lower - upper;
    }
    sums[i] = sum;
  }
  return { values: values.subarray(0, d), sums };
}

/**
 * The sum over every result t of imps(s − t) for each score s present,
 * divided by `divisor`, from counts per whole point: with `atMost(x)` the
 * results scoring x or less, Σ_k atMost(s − T_k) − (n − atMost(s + T_k − 1)).
 * Indexed by slot (s − min). Turns the histogram's counts into the running
 * counts `atMost` in place (the histogram is the caller's own, used once).
 */
function histogramSums({ min, max, counts, n }: ScoreHistogram, divisor: number): Float64Array {
  const slots = counts.length;
  const atMost = counts;
  const present = new Int32Array(Math.min(slots, n)); // the slots with a result, ascending
  let d = 0;
  let running = 0;
  for (let i = 0; i < slots; i++) {
    const c = atMost[i] as number;
    if (c !== 0) {
      present[d++] = i;
      running += c;
    }
    atMost[i] = running;
  }
  const sums = new Float64Array(slots);
  for (let j = 0; j < d; j++) {
    const i = present[j] as number;
    const s = min + i;
    let sum = 0;
    for (let k = 0; k < K; k++) {
      const t = T[k] as number;
      const low = s - t; // results at or below s − T_k gain s a band …
      const high = s + t - 1; // … and results at or above s + T_k cost it one
      sum +=
        (low < min ? 0 : (atMost[low - min] as number)) -
        (high >= max ? 0 : n - (atMost[high - min] as number));
    }
    sums[i] = sum / divisor + 0;
  }
  return sums;
}

/**
 * What each result's sum is divided by on a board of `n` results (at least
 * 1: a board played once has nothing to divide).
 *
 * @example
 * crossImpDivisor('comparisons', 6); // 5
 */
export function crossImpDivisor(divideBy: CrossImpDivisor, n: number): number {
  switch (divideBy) {
    case 'comparisons':
      return Math.max(1, n - 1);
    case 'scores':
      return Math.max(1, n);
    case 'none':
      return 1;
  }
}

/**
 * Cross-IMPs for North-South, one per result in input order; East-West's are
 * the negation. A board played once has no comparison and scores 0. The
 * scores are not modified. Whole-point scores are counted by value (no sort
 * at all); other boards are sorted.
 *
 * @example
 * crossImps([420, 450, -100, -200, 400, 590], { divideBy: 'comparisons' })[0]; // 3.6
 * crossImps([400, -50], { divideBy: 'scores' }); // Float64Array [5, -5]
 */
export const crossImps: PairsBoardMethod<CrossImpOptions> = (nsScores, options = {}) => {
  const n = nsScores.length;
  const out = new Float64Array(n);
  const histogram = scoreHistogram(nsScores); // also rejects a score that is not a number
  if (n < 2) return out;
  const divisor = crossImpDivisor(options.divideBy ?? 'comparisons', n);
  if (histogram) {
    const values = histogramSums(histogram, divisor);
    const { min } = histogram;
    for (let i = 0; i < n; i++) out[i] = values[(nsScores[i] as number) - min] as number;
    return out;
  }
  const { values, sums } = crossImpSums(sortedScores(nsScores));
  const d = values.length;
  for (let i = 0; i < n; i++) {
    out[i] = (sums[indexOf(values, d, nsScores[i] as number)] as number) / divisor + 0;
  }
  return out;
};

/**
 * Exact cross-IMPs of a board where some results are weighted (Law 12C1c):
 * each result is a list of parts with positive whole weights, relative to
 * their sum (a plain result is one part). Every part is IMPed against every
 * part of every other result, in proportion to both weights, so the board
 * still sums to zero. A weighted table's cross-IMPs are then its parts'
 * cross-IMPs combined by weight, which reproduces the worked example of an
 * EBU scorers' forum thread (a fifth table given half −110, half +50).
 *
 * Returns numerators over one common `denominator` (L² × the divisor, L the
 * least common multiple of the results' weight sums), in BigInt. The plain
 * results are compared among themselves in one `crossImps` call; only the
 * weighted ones are compared part by part, O(n × their parts).
 *
 * @example
 * // 420 plain, and half of 420 with half of −100: 0.5 × 0 + 0.5 × imps(520) = 5.5 for 420.
 * weightedCrossImpUnits([[{ score: 420, weight: 1 }], [{ score: 420, weight: 1 }, { score: -100, weight: 1 }]]);
 * // { numerators: [22n, -22n], denominator: 4n }
 */
export function weightedCrossImpUnits(
  results: readonly (readonly WeightedPart[])[],
  options: CrossImpOptions = {},
): { readonly numerators: readonly bigint[]; readonly denominator: bigint } {
  const n = results.length;
  const { lcm, sums } = weightSums(results);
  // Every result weighs `lcm` in all; each part a whole share of it.
  const share = results.map((parts, r) => parts.map((p) => BigInt(p.weight) * (lcm / (sums[r] as bigint))));
  const plain: number[] = [];
  const weighted: number[] = [];
  results.forEach((parts, r) => {
    (parts.length === 1 ? plain : weighted).push(r);
  });
  const numerators: bigint[] = new Array(n).fill(0n);
  const lcm2 = lcm * lcm;
  // Plain against plain: one cross-IMP sum each, every comparison weighing L × L.
  const plainSums = crossImps(
    plain.map((r) => (results[r] as readonly WeightedPart[])[0]?.score as number),
    { divideBy: 'none' },
  );
  plain.forEach((r, j) => {
    numerators[r] = BigInt(plainSums[j] as number) * lcm2;
  });
  // Each weighted result against every result after it or plain: part by part, both ways.
  for (let x = 0; x < weighted.length; x++) {
    const r = weighted[x] as number;
    const parts = results[r] as readonly WeightedPart[];
    const weights = share[r] as bigint[];
    for (let q = 0; q < n; q++) {
      if (q === r || ((results[q] as readonly WeightedPart[]).length > 1 && q < r)) continue;
      let swing = 0n;
      const other = results[q] as readonly WeightedPart[];
      const otherWeights = share[q] as bigint[];
      for (let a = 0; a < parts.length; a++) {
        for (let b = 0; b < other.length; b++) {
          const i = imps((parts[a] as WeightedPart).score - (other[b] as WeightedPart).score);
          if (i !== 0) swing += BigInt(i) * (weights[a] as bigint) * (otherWeights[b] as bigint);
        }
      }
      numerators[r] = (numerators[r] as bigint) + swing;
      numerators[q] = (numerators[q] as bigint) - swing;
    }
  }
  return {
    numerators,
    denominator: lcm2 * BigInt(crossImpDivisor(options.divideBy ?? 'comparisons', n)),
  };
}
