/**
 * Butler scoring: each result IMPed against a datum, the mean of the board's
 * results after dropping the highest and lowest, rounded to 10 (docs/scoring.md#teams).
 *
 * How many results are dropped is a setting: by default 5% of each end,
 * rounded, and at least one (ACBLscore drops 5%; club programs commonly drop
 * one). A mean ending in exactly 5 is rounded to even by ACBLscore (425 →
 * 420, 435 → 440) and away from zero by other programs: both exist.
 *
 * @example
 * butlerDatum([420, 450, -100, -200, 400, 590]).datum; // 290: mean of 420, 450, −100, 400 is 292.5
 * butler([420, 450, -100, -200, 400, 590])[0]; // 4: 420 − 290 = 130
 */
import { imps } from '../teams/imps.js';
import type { SessionError } from './errors.js';
import { type WeightedPart, weightSums } from './matchpoints.js';
import type { PairsBoardMethod } from './pairs-method.js';
import { type ScoreHistogram, scoreHistogram } from './score-histogram.js';

export const DATUM_ROUNDINGS = ['half-even', 'half-away', 'half-up'] as const;
/**
 * How a mean ending in exactly 5 is rounded to 10: to an even number of
 * tens (ACBLscore), away from zero (Compscore), or up, toward +∞
 * (bridge-scorer: 425 → 430, −425 → −420).
 */
export type DatumRounding = (typeof DATUM_ROUNDINGS)[number];
export const isDatumRounding = (x: unknown): x is DatumRounding =>
  (DATUM_ROUNDINGS as readonly unknown[]).includes(x);

/** How many results are dropped at each end before the mean is taken. */
export type ButlerDrop =
  /** A share of the results, rounded, and at least one (default 5%). */
  | { readonly percent: number }
  /** Exactly this many at each end. */
  | { readonly count: number }
  /** A count that grows with the results (see `DropFormula`). */
  | { readonly formula: DropFormula };

/**
 * A count of results to drop at each end that grows with the board's `n`
 * results: none on a board of at most `none` results, else
 * ⌈(n − `offset`) / `per`⌉ + `plus`. bridge-scorer's Butler is
 * `{ none: 3, offset: 10, per: 15, plus: 1 }`: one at each end up to 10
 * results, two up to 25, three up to 40.
 */
export interface DropFormula {
  readonly none: number;
  readonly offset: number;
  readonly per: number;
  readonly plus: number;
}

/** The default: 5% of each end, rounded, at least one (ACBLscore). */
export const DEFAULT_BUTLER_DROP: ButlerDrop = Object.freeze({ percent: 5 });

/**
 * Parses how many results to drop at each end: a share `5%` (rounded, at
 * least one) or a whole number `1`. Null when it is neither, or a share of
 * 50% or more (which would leave nothing).
 *
 * @example
 * parseButlerDrop('5%'); // { percent: 5 }
 * parseButlerDrop('2'); // { count: 2 }
 * parseButlerDrop('n>3:ceil((n-10)/15)+1'); // bridge-scorer's formula
 */
export function parseButlerDrop(text: string): ButlerDrop | null {
  const t = text.trim();
  const formula =
    /^n\s*>\s*(\d+)\s*:\s*ceil\s*\(\s*(?:\(\s*n\s*([+-])\s*(\d+)\s*\)|n)\s*\/\s*(\d+)\s*\)\s*([+-])\s*(\d+)$/i.exec(
      t,
    );
  if (formula) {
    const [, none, sign, offset, per, plusSign, plus] = formula;
    const f: DropFormula = {
      none: Number(none),
      offset: offset === undefined ? 0 : sign === '-' ? Number(offset) : -Number(offset),
      per: Number(per),
      plus: plusSign === '-' ? -Number(plus) : Number(plus),
    };
    return isDropFormula(f) ? { formula: f } : null;
  }
  const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(t);
  if (share) {
    const percent = Number(share[1]);
    return percent < 50 ? { percent } : null;
  }
  if (!/^\d+$/.test(t)) return null;
  const count = Number(t);
  return Number.isSafeInteger(count) ? { count } : null;
}

/**
 * Formats a drop setting as `parseButlerDrop` reads it.
 *
 * @example
 * formatButlerDrop({ percent: 5 }); // '5%'
 */
export function formatButlerDrop(drop: ButlerDrop): string {
  if ('count' in drop) return String(drop.count);
  if ('percent' in drop) return `${drop.percent}%`;
  const f = drop.formula;
  const offset = f.offset === 0 ? 'n' : f.offset > 0 ? `(n-${f.offset})` : `(n+${-f.offset})`;
  return `n>${f.none}:ceil(${offset}/${f.per})${f.plus < 0 ? '-' : '+'}${Math.abs(f.plus)}`;
}

export interface ButlerOptions {
  /** Default `{ percent: 5 }`. */
  readonly drop?: ButlerDrop;
  /** Default `half-even` (ACBLscore). */
  readonly rounding?: DatumRounding;
}

export interface Datum {
  /** The datum: the mean rounded to 10. */
  readonly datum: number;
  /** The mean of the results kept. */
  readonly mean: number;
  /** Results dropped at each end. */
  readonly dropped: number;
  /** Results the mean was taken over. */
  readonly used: number;
}

/** Whether a drop formula's numbers are whole (`per` at least 1, `none` not negative). */
export function isDropFormula(f: DropFormula): boolean {
  return (
    Number.isSafeInteger(f.none) &&
    f.none >= 0 &&
    Number.isSafeInteger(f.offset) &&
    Number.isSafeInteger(f.per) &&
    f.per >= 1 &&
    Number.isSafeInteger(f.plus)
  );
}

/**
 * How many results to drop at each end of a board played `n` times: the
 * setting, but never so many that no result is left (at most ⌊(n − 1)/2⌋).
 *
 * @example
 * dropCount(30); // 2 (5% of 30 is 1.5, rounded up)
 * dropCount(6); // 1 (5% of 6 is 0.3, but at least one)
 * dropCount(2); // 0 (one at each end would leave nothing)
 */
export function dropCount(n: number, drop: ButlerDrop = { percent: 5 }): number {
  let k: number;
  if ('count' in drop) {
    if (!Number.isSafeInteger(drop.count) || drop.count < 0) {
      throw new RangeError(`not a number of results to drop: ${drop.count}`);
    }
    k = drop.count;
  } else if ('formula' in drop) {
    const f = drop.formula;
    if (!isDropFormula(f)) throw new RangeError(`not a drop formula: ${JSON.stringify(f)}`);
    k = n <= f.none ? 0 : Math.max(0, Math.ceil((n - f.offset) / f.per) + f.plus);
  } else {
    if (!(drop.percent >= 0 && drop.percent < 50))
      throw new RangeError(`not a share to drop: ${drop.percent}%`);
    k = Math.max(1, Math.round((n * drop.percent) / 100));
  }
  return Math.min(k, mostDropped(n));
}

/**
 * The most results that can be dropped at each end of a board played `n`
 * times and still leave one to take the mean of: ⌊(n − 1)/2⌋.
 *
 * @example
 * mostDropped(3); // 1
 */
export function mostDropped(n: number): number {
  return Math.max(0, Math.floor((n - 1) / 2));
}

/**
 * Whether a number of results to drop fits a session whose boards have these
 * numbers of results: a count no board has room for is refused (the setting
 * cannot be what was meant); a board with fewer results than others drops
 * fewer, as `dropCount` says. A share always fits.
 *
 * @example
 * checkButlerDrop({ count: 100 }, [3, 3, 2]); // { code: 'butler-drop', drop: 100, results: 3, most: 1 }
 * checkButlerDrop({ count: 1 }, [3, 3, 2]); // null
 */
export function checkButlerDrop(
  drop: ButlerDrop,
  resultsPerBoard: Iterable<number>,
): Extract<SessionError, { code: 'butler-drop' }> | null {
  if (!('count' in drop)) return null;
  let results = 0;
  for (const n of resultsPerBoard) results = Math.max(results, n);
  const most = mostDropped(results);
  return drop.count > most ? { code: 'butler-drop', drop: drop.count, results, most } : null;
}

/**
 * A sum of scores divided by a count and rounded to a multiple of 10, with
 * ties (a mean ending in exactly 5) broken by the rule. Exact for whole
 * scores: the remainder is compared in integers, not after a division.
 */
export function roundDatum(sum: number, count: number, rounding: DatumRounding = 'half-even'): number {
  const unit = 10 * count;
  const q = Math.floor(sum / unit);
  const rem = sum - q * unit; // 0 ≤ rem < unit, exact while |sum| < 2^53
  const twice = 2 * rem;
  let tens: number;
  if (twice < unit) tens = q;
  else if (twice > unit) tens = q + 1;
  else {
    switch (rounding) {
      case 'half-even':
        tens = q % 2 === 0 ? q : q + 1;
        break;
      case 'half-away':
        tens = q >= 0 ? q + 1 : q;
        break;
      case 'half-up':
        tens = q + 1;
        break;
    }
  }
  return tens * 10 + 0;
}

/** The sum of the scores left after dropping `k` at each end, from the counts by value. */
function keptSum({ min, counts, n }: ScoreHistogram, k: number): number {
  let toSkip = k;
  let toTake = n - 2 * k;
  let sum = 0;
  for (let i = 0; i < counts.length && toTake > 0; i++) {
    let c = counts[i] as number;
    if (c === 0) continue;
    const skip = Math.min(c, toSkip);
    toSkip -= skip;
    c -= skip;
    const take = Math.min(c, toTake);
    toTake -= take;
    sum += take * (min + i);
  }
  return sum;
}

/**
 * The Butler datum of a board's North-South scores, and how it was found.
 * Throws a RangeError for an empty board or a score that is not a number.
 *
 * @example
 * butlerDatum([425, 425, 425], { drop: { count: 0 } }).datum; // 420 (half-even)
 * butlerDatum([425, 425, 425], { drop: { count: 0 }, rounding: 'half-away' }).datum; // 430
 */
export function butlerDatum(nsScores: ArrayLike<number>, options: ButlerOptions = {}): Datum {
  const n = nsScores.length;
  if (n === 0) throw new RangeError('a board with no results has no datum');
  const dropped = dropCount(n, options.drop);
  let sum = 0;
  const histogram = scoreHistogram(nsScores); // also rejects a score that is not a number
  if (dropped === 0) {
    for (let i = 0; i < n; i++) sum += nsScores[i] as number;
  } else if (histogram) {
    sum = keptSum(histogram, dropped);
  } else {
    const sorted = Float64Array.from(nsScores).sort();
    for (let i = dropped; i < n - dropped; i++) sum += sorted[i] as number;
  }
  const used = n - 2 * dropped;
  return { datum: roundDatum(sum, used, options.rounding), mean: sum / used, dropped, used };
}

/**
 * Butler IMPs for North-South, one per result in input order; East-West's
 * are the negation. The scores are not modified.
 *
 * @example
 * butler([420, 450, -100, -200, 400, 590]); // Float64Array [4, 4, -9, -10, 3, 7]
 */
export const butler: PairsBoardMethod<ButlerOptions> = (nsScores, options = {}) => {
  if (nsScores.length === 0) return new Float64Array(0);
  return impsAgainstDatum(nsScores, butlerDatum(nsScores, options).datum);
};

/**
 * Each score IMPed against a datum, in input order.
 *
 * @example
 * impsAgainstDatum([420, 450, -100], 420); // Float64Array [0, 1, -11]
 */
export function impsAgainstDatum(nsScores: ArrayLike<number>, datum: number): Float64Array {
  const n = nsScores.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = imps((nsScores[i] as number) - datum) + 0;
  return out;
}

/**
 * Exact Butler IMPs of a board where some results are weighted (Law 12C1c):
 * each result a list of parts with positive whole weights, relative to their
 * sum (a plain result is one part). Each part is IMPed against the datum and
 * the IMPs combined by weight.
 *
 * The datum is taken over the plain results only: a weighted score is
 * assigned by the director, not obtained at the table, and the datum leaves
 * out artificial scores too. On a board with no plain result, over each
 * weighted result's mean score. Returns numerators over one common
 * `denominator` (the least common multiple of the weight sums), in BigInt.
 *
 * @example
 * // 420 and 450 give a datum of 440 (435, to even); 30% of 420 and 70% of −100:
 * weightedButlerUnits([[{ score: 420, weight: 1 }], [{ score: 450, weight: 1 }],
 *   [{ score: 420, weight: 3 }, { score: -100, weight: 7 }]], { drop: { count: 0 } });
 * // { numerators: [-10n, 0n, -80n], denominator: 10n, datum: 440 }: 0.3 × −1 + 0.7 × −11 = −8
 */
export function weightedButlerUnits(
  results: readonly (readonly WeightedPart[])[],
  options: ButlerOptions = {},
): { readonly numerators: readonly bigint[]; readonly denominator: bigint; readonly datum: number } {
  const { lcm, sums } = weightSums(results);
  const plain = results
    .filter((parts) => parts.length === 1)
    .map((parts) => (parts[0] as WeightedPart).score);
  const datumScores =
    plain.length > 0
      ? plain
      : results.map((parts, r) => {
          let weighted = 0;
          for (const p of parts) weighted += p.score * p.weight;
          return weighted / Number(sums[r] as bigint);
        });
  const { datum } = butlerDatum(datumScores, options);
  const numerators = results.map((parts, r) => {
    const k = lcm / (sums[r] as bigint);
    let sum = 0n;
    for (const p of parts) sum += BigInt(imps(p.score - datum)) * BigInt(p.weight) * k;
    return sum;
  });
  return { numerators, denominator: lcm, datum };
}
