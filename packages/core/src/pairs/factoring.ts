/**
 * Factoring: comparing boards played a different number of times
 * (docs/scoring.md#pairs; the Wikipedia article "Bridge scoring" on the Neuberg formula).
 *
 * - Neuberg (WBF/ACBL 1991, EBU; the default): a board scored n times where N
 *   were expected is scaled as if the missing scores had been spread over the
 *   field: MP′ = (MP + tie) × N / n − tie. On the 2/1 scale
 *   (MP + 1) × N / n − 1, on the ACBL scale (MP + ½) × N / n − ½.
 * - Simple factoring (some UK programs): a pair's total is scaled by the
 *   expected top over the top it could have scored.
 * - Missing as average (ScoreBridge): each missing score counts as a tie
 *   with every result that was scored, so a result gains a tie's worth per
 *   missing score and the top is the full one: MP′ = MP + (N − n) × tie.
 * - None: matchpoints as scored.
 *
 * @example
 * neuberg(4, 6, 7); // 4.8333… of a top of 12 (docs/scoring.md#pairs)
 * neuberg(9, 6, 7); // 10.666…
 */
import { type Fraction, fraction } from '../common/fraction.js';
import { MATCHPOINT_SCALES, type MatchpointScale } from './matchpoints.js';

export const FACTORINGS = ['neuberg', 'simple', 'missing-as-average', 'none'] as const;
export type Factoring = (typeof FACTORINGS)[number];
export const isFactoring = (x: unknown): x is Factoring => (FACTORINGS as readonly unknown[]).includes(x);

/**
 * Neuberg's formula: matchpoints `mp` on a board scored `scored` times,
 * factored to `expected` scores. A complete board (scored = expected) is unchanged.
 *
 * @example
 * neuberg(0, 10, 11); // 0.1 (EBU: a bottom on a board played 10 times of 11)
 */
export function neuberg(
  mp: number,
  scored: number,
  expected: number,
  scale: MatchpointScale = MATCHPOINT_SCALES['2/1'],
): number {
  if (scored === expected) return mp;
  return ((mp + scale.tie) * expected) / scored - scale.tie;
}

/**
 * Neuberg's formula on the 2/1 scale as a whole numerator over
 * `scored × denominator`, for matchpoints `mp` over `denominator`:
 * (MP + 1) × N / n − 1 = ((mp + d) × N − n × d) / (n × d). Safe integers in,
 * the caller checks the result is one too.
 *
 * @example
 * neubergNumerator(4, 6, 7); // 29 (29/6)
 */
export function neubergNumerator(mp: number, scored: number, expected: number, denominator = 1): number {
  return (mp + denominator) * expected - scored * denominator;
}

/**
 * Neuberg's formula, exact, on the 2/1 scale: `mp` is a numerator over
 * `denominator` (1 for plain matchpoints), numbers or BigInt. Halve the
 * result for the ACBL scale: (MP/2 + ½) × N/n − ½ is exactly half of
 * (MP + 1) × N/n − 1. A complete board (scored = expected) is unchanged.
 *
 * @example
 * neubergExact(4, 6, 7); // 29/6
 */
export function neubergExact(
  mp: number | bigint,
  scored: number,
  expected: number,
  denominator: number | bigint = 1,
): Fraction {
  if (scored === expected) return fraction(mp, denominator);
  if (typeof mp === 'number' && typeof denominator === 'number') {
    const num = neubergNumerator(mp, scored, expected, denominator);
    const den = scored * denominator;
    if (Number.isSafeInteger(num) && Number.isSafeInteger(den)) return fraction(num, den);
  }
  const m = BigInt(mp);
  const d = BigInt(denominator);
  return fraction((m + d) * BigInt(expected) - BigInt(scored) * d, BigInt(scored) * d);
}

/**
 * Missing scores counted as average (a tie with every result that was
 * scored): matchpoints `mp` on a board scored `scored` times of `expected`
 * gain a tie for each missing score.
 *
 * @example
 * missingAsAverage(4, 3, 4); // 5 (2/1 scale: one missing score, one tie)
 * missingAsAverage(1, 3, 4, MATCHPOINT_SCALES.acbl); // 1.5
 */
export function missingAsAverage(
  mp: number,
  scored: number,
  expected: number,
  scale: MatchpointScale = MATCHPOINT_SCALES['2/1'],
): number {
  return mp + Math.max(0, expected - scored) * scale.tie;
}

/** Whether a factoring compares every board against the full top (N − 1 comparisons). */
export function factorsToFullTop(factoring: Factoring): boolean {
  switch (factoring) {
    case 'neuberg':
    case 'missing-as-average':
      return true;
    case 'simple':
    case 'none':
      return false;
  }
}

/**
 * Simple factoring of a pair's total: scaled by the expected top over the
 * top available on the boards it played.
 *
 * @example
 * simpleFactor(50, 100, 120); // 60
 */
export function simpleFactor(total: number, availableTop: number, expectedTop: number): number {
  return availableTop === 0 ? 0 : (total * expectedTop) / availableTop;
}
