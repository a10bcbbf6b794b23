/**
 * The one shape every per-board scoring method of a pairs event has, so
 * that an event can be ranked by matchpoints, cross-IMPs or Butler by
 * choosing a function: the board's North-South scores in, North-South
 * points out, one per result, in input order. The inputs are never modified.
 *
 * At IMPs (cross-IMPs, Butler) East-West's points are the negation of
 * North-South's. Artificial adjusted scores are not in the array: the event
 * gives them their fixed value (at IMPs `IMP_AWARDS`: +3, 0, −3) and scores
 * the board over the real results only.
 *
 * @example
 * const method: PairsBoardMethod<CrossImpOptions> = crossImps;
 * method(Float64Array.of(420, 450, -100), { divideBy: 'comparisons' }); // Float64Array [...]
 */
import { type ButlerOptions, butler } from './butler.js';
import { type CrossImpOptions, crossImps } from './cross-imps.js';

/** A per-board method: NS scores → NS points per result, in input order. */
export type PairsBoardMethod<O> = (nsScores: ArrayLike<number>, options?: O) => Float64Array;

/** The IMP methods for pairs, by name. */
export const PAIRS_IMP_METHODS = ['cross-imps', 'butler'] as const;
export type PairsImpMethod = (typeof PAIRS_IMP_METHODS)[number];

/** Each IMP method's options. */
export interface PairsImpOptions {
  readonly 'cross-imps': CrossImpOptions;
  readonly butler: ButlerOptions;
}

/**
 * The function for an IMP method's name.
 *
 * @example
 * pairsImpMethod('butler')([420, 400, 450]); // Float64Array [0, -1, 1]
 */
export function pairsImpMethod<M extends PairsImpMethod>(method: M): PairsBoardMethod<PairsImpOptions[M]> {
  switch (method as PairsImpMethod) {
    case 'cross-imps':
      return crossImps as PairsBoardMethod<PairsImpOptions[M]>;
    case 'butler':
      return butler as PairsBoardMethod<PairsImpOptions[M]>;
  }
}
