/**
 * Matchpoints (Law 78A; docs/scoring.md#pairs, Wikipedia, "Bridge scoring"): on each board a score earns
 * `win` for every other score it beats and `tie` for every other score it
 * equals. A board played n times has a top of (n − 1) × win; the best score
 * gets it, the next 2n − 4 on the 2/1 scale, and so on; equal scores share.
 *
 * A board of up to 40 scores (a club's, a tournament section's) is scored
 * score against score, O(n²) with nothing to allocate but the answer. A
 * bigger board is matchpointed by sorting its scores once (O(n log n)) in a
 * typed array, counting each distinct score's scores below and equal, and
 * looking each score up by binary search. Whole scores spread over a span not
 * much wider than the board's size (all real boards: bridge scores are
 * multiples of 10 between −7600 and +7600) are counted instead of sorted, in
 * O(n).
 *
 * @example
 * matchpoints([420, 420, 450, -50]); // Float64Array [3, 3, 6, 0] (top 6, 2/1 scale)
 * matchpoints([420, 420, 450, -50], MATCHPOINT_SCALES.acbl); // [1.5, 1.5, 3, 0]
 */

/** The matchpoint scales, as data. */
export const MATCHPOINT_SCALE_NAMES = ['2/1', 'acbl'] as const;
export type MatchpointScaleName = (typeof MATCHPOINT_SCALE_NAMES)[number];

export interface MatchpointScale {
  readonly name: MatchpointScaleName;
  /** Points for each other score beaten. */
  readonly win: number;
  /** Points for each other score equalled. */
  readonly tie: number;
}

export const MATCHPOINT_SCALES: { readonly [N in MatchpointScaleName]: MatchpointScale } = {
  /** Law 78A: 2 for each score beaten, 1 for each tie; top 2n − 2 (Wikipedia, "Bridge scoring", note 2). */
  '2/1': Object.freeze({ name: '2/1', win: 2, tie: 1 }),
  /** ACBL: 1 for each score beaten, ½ for each tie; top n − 1 (Wikipedia, "Bridge scoring", note 1). */
  acbl: Object.freeze({ name: 'acbl', win: 1, tie: 0.5 }),
};

export const isMatchpointScaleName = (x: unknown): x is MatchpointScaleName =>
  (MATCHPOINT_SCALE_NAMES as readonly unknown[]).includes(x);

/** The top on a board scored `n` times: (n − 1) × win. */
export function matchpointTop(n: number, scale: MatchpointScale = MATCHPOINT_SCALES['2/1']): number {
  return Math.max(0, n - 1) * scale.win;
}

/**
 * Scores one board: the points for each score (from one direction's side,
 * usually North-South) of the same board, in input order.
 */
export type BoardScorer = (nsScores: ArrayLike<number>) => Float64Array;

/**
 * Matchpoints for each of a board's scores, in input order, on a scale
 * (default 2/1). The opponents of each score get top − points.
 *
 * @example
 * matchpoints([100, 100, 100]); // [2, 2, 2]: all tied, each half the top of 4
 */
export function matchpoints(
  nsScores: ArrayLike<number>,
  scale: MatchpointScale = MATCHPOINT_SCALES['2/1'],
): Float64Array {
  const n = nsScores.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const v = nsScores[i] as number;
    if (!Number.isFinite(v)) throw new RangeError(`not a score: ${v} at ${i}`);
    if (v < min) min = v;
    if (v > max) max = v;
    if (integral && !Number.isInteger(v)) integral = false;
  }
  // A board of a club's size: each score against every other, O(n²) but with nothing to allocate
  // beyond the answer (the counting and sorting below need tables of their own, and a session has
  // tens of thousands of such boards).
  if (n <= SMALL_BOARD) return pairwiseMatchpoints(nsScores, scale);
  // Whole scores spread over not much more than the board's size (every real board): count them, O(n).
  if (n > 0 && integral && max - min <= 2 * n + 256)
    return countedMatchpoints(nsScores, min, max - min, scale);
  return sortedMatchpoints(nsScores, integral && min >= -(2 ** 31) && max < 2 ** 31, scale);
}

/** Boards of up to this many scores are scored pair by pair. */
const SMALL_BOARD = 40;

function pairwiseMatchpoints(scores: ArrayLike<number>, scale: MatchpointScale): Float64Array {
  const n = scores.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = scores[i] as number;
    let below = 0;
    let equal = 0;
    for (let j = 0; j < n; j++) {
      const w = scores[j] as number;
      if (w < v) below++;
      else if (w === v) equal++;
    }
    out[i] = below * scale.win + (equal - 1) * scale.tie;
  }
  return out;
}

function countedMatchpoints(
  scores: ArrayLike<number>,
  min: number,
  range: number,
  scale: MatchpointScale,
): Float64Array {
  const n = scores.length;
  const counts = new Int32Array(range + 1);
  for (let i = 0; i < n; i++) {
    const k = (scores[i] as number) - min;
    counts[k] = (counts[k] as number) + 1;
  }
  const points = new Float64Array(range + 1);
  let below = 0;
  for (let k = 0; k <= range; k++) {
    const c = counts[k] as number;
    if (c > 0) points[k] = below * scale.win + (c - 1) * scale.tie;
    below += c;
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = points[(scores[i] as number) - min] as number;
  return out;
}

/** Sorts a typed copy once (O(n log n)), then finds each score among the distinct ones by binary search. */
function sortedMatchpoints(scores: ArrayLike<number>, int32: boolean, scale: MatchpointScale): Float64Array {
  const n = scores.length;
  // Whole scores sort several times faster as 32-bit integers.
  const sorted = (int32 ? Int32Array.from(scores) : Float64Array.from(scores)).sort();
  const values = new Float64Array(n);
  const points = new Float64Array(n);
  let distinct = 0;
  for (let i = 0; i < n; ) {
    const v = sorted[i] as number;
    let j = i + 1;
    while (j < n && sorted[j] === v) j++;
    values[distinct] = v;
    points[distinct] = i * scale.win + (j - i - 1) * scale.tie;
    distinct++;
    i = j;
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = scores[i] as number;
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((values[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    out[i] = points[lo] as number;
  }
  return out;
}

/** A board scorer on one scale: `matchpoints` with the scale fixed. */
export function matchpointScorer(scale: MatchpointScale = MATCHPOINT_SCALES['2/1']): BoardScorer {
  return (nsScores) => matchpoints(nsScores, scale);
}

/** One part of a weighted score: a score and its weight (a positive whole number of parts). */
export interface WeightedPart {
  readonly score: number;
  readonly weight: number;
}

/**
 * Exact matchpoints of a board where some results are weighted (Law 12C1c:
 * "30% of 4♥= and 70% of 3NT −1"). Each result is a list of parts whose
 * weights are positive whole numbers, relative to their sum (a plain result
 * is one part). Every part is matchpointed against every part of every other
 * result, in proportion to both weights, so the board still shares out
 * n(n − 1) on the 2/1 scale and the opponents still get the complement.
 *
 * Returns numerators on the 2/1 scale over one common `denominator` (the
 * square of the least common multiple of the results' weight sums), in
 * BigInt: weights such as 1/3 next to 30/100 make large denominators, and
 * the board stays exact whatever they are.
 *
 * @example
 * // A plain 420, and 30% of 420 with 70% of -100:
 * weightedMatchpointUnits([[{ score: 420, weight: 1 }], [{ score: 420, weight: 30 }, { score: -100, weight: 70 }]]);
 * // { numerators: [17000n, 3000n], denominator: 10000n }: 1.7 and 0.3 of a top of 2
 */
export function weightedMatchpointUnits(results: readonly (readonly WeightedPart[])[]): {
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
} {
  const { lcm, sums } = weightSums(results);
  // Every result now weighs `lcm` in all; each part a whole share of it.
  const atoms: { score: number; weight: bigint; owner: number }[] = [];
  results.forEach((parts, owner) => {
    const k = lcm / (sums[owner] as bigint);
    for (const p of parts) atoms.push({ score: p.score, weight: BigInt(p.weight) * k, owner });
  });
  atoms.sort((a, b) => a.score - b.score);
  // Each part earns, per unit of its weight, twice the weight below it plus the weight equal to it.
  const numerators: bigint[] = results.map(() => 0n);
  let below = 0n;
  for (let i = 0; i < atoms.length; ) {
    const v = (atoms[i] as { score: number }).score;
    let j = i;
    let equal = 0n;
    while (j < atoms.length && (atoms[j] as { score: number }).score === v) {
      equal += (atoms[j] as { weight: bigint }).weight;
      j++;
    }
    const credit = 2n * below + equal;
    for (let k = i; k < j; k++) {
      const a = atoms[k] as { weight: bigint; owner: number };
      numerators[a.owner] = (numerators[a.owner] as bigint) + a.weight * credit;
    }
    below += equal;
    i = j;
  }
  // Take out each result's comparisons with its own parts (itself included).
  results.forEach((parts, owner) => {
    const k = lcm / (sums[owner] as bigint);
    let own = 0n;
    for (const a of parts) {
      for (const b of parts) {
        const ab = BigInt(a.weight) * k * BigInt(b.weight) * k;
        if (b.score < a.score) own += 2n * ab;
        else if (b.score === a.score) own += ab;
      }
    }
    numerators[owner] = (numerators[owner] as bigint) - own;
  });
  return { numerators, denominator: lcm * lcm };
}

/**
 * Each weighted result's sum of weights, and their least common multiple:
 * a result then weighs `lcm` in all, each part `weight × lcm / sum` of it.
 * Throws a RangeError for a result without parts, a weight that is not a
 * positive whole number or a score that is not a number.
 *
 * @example
 * weightSums([[{ score: 420, weight: 1 }], [{ score: 420, weight: 30 }, { score: -100, weight: 70 }]]);
 * // { sums: [1n, 100n], lcm: 100n }
 */
export function weightSums(results: readonly (readonly WeightedPart[])[]): {
  readonly sums: readonly bigint[];
  readonly lcm: bigint;
} {
  let lcm = 1n;
  const sums = results.map((parts) => {
    if (parts.length === 0) throw new RangeError('a result without parts');
    let sum = 0n;
    for (const p of parts) {
      if (!Number.isSafeInteger(p.weight) || p.weight <= 0) throw new RangeError(`weight ${p.weight}`);
      if (!Number.isFinite(p.score)) throw new RangeError(`score ${p.score}`);
      sum += BigInt(p.weight);
    }
    lcm = (lcm / gcd(lcm, sum)) * sum;
    return sum;
  });
  return { sums, lcm };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}
