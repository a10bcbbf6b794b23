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
 * `methodScorer` gives the session each method in units where its points
 * are whole numbers over a denominator, so totals stay exact.
 *
 * @example
 * const method: PairsBoardMethod<CrossImpOptions> = crossImps;
 * method(Float64Array.of(420, 450, -100), { divideBy: 'comparisons' }); // Float64Array [...]
 */
import {
  type ButlerDrop,
  type ButlerOptions,
  butler,
  butlerDatum,
  type DatumRounding,
  DEFAULT_BUTLER_DROP,
  impsAgainstDatum,
  weightedButlerUnits,
} from './butler.js';
import {
  type CrossImpDivisor,
  type CrossImpOptions,
  crossImpDivisor,
  crossImps,
  weightedCrossImpUnits,
} from './cross-imps.js';
import {
  MATCHPOINT_SCALES,
  matchpointScorer,
  type WeightedPart,
  weightedMatchpointUnits,
} from './matchpoints.js';

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

/** How each board is scored: matchpoints (docs/scoring.md#pairs), cross-IMPs or Butler (§7). */
export const SCORING_METHODS = ['mp', 'cross-imps', 'butler'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];
export const isScoringMethod = (x: unknown): x is ScoringMethod =>
  (SCORING_METHODS as readonly unknown[]).includes(x);

/** What a method's points are: matchpoints, or IMPs. */
export const POINT_UNITS = ['matchpoints', 'imps'] as const;
export type PointUnit = (typeof POINT_UNITS)[number];

/** The unit of a method's points. */
export function methodUnit(method: ScoringMethod): PointUnit {
  switch (method) {
    case 'mp':
      return 'matchpoints';
    case 'cross-imps':
    case 'butler':
      return 'imps';
  }
}

/** The settings of the IMP methods. */
export interface ImpMethodSettings {
  /** Cross-IMPs: each result's sum divided by the comparisons (n − 1), the scores (n), or not at all. */
  readonly crossDivide: CrossImpDivisor;
  /** Butler: results dropped at each end before the datum's mean (default 5 %, rounded, at least one). */
  readonly butlerDrop: ButlerDrop;
  /** Butler: a mean ending in exactly 5 rounded to even (ACBLscore) or away from zero. */
  readonly butlerRound: DatumRounding;
}

/** The IMP methods' defaults: cross-IMPs divided by comparisons; Butler drops 5 % at each end, rounds half to even. */
export const DEFAULT_IMP_METHOD_SETTINGS: ImpMethodSettings = Object.freeze({
  crossDivide: 'comparisons',
  butlerDrop: DEFAULT_BUTLER_DROP,
  butlerRound: 'half-even',
});

/** A board (or fouled group) of plain results scored by a method: North-South, in input order. */
export interface BoardUnits {
  /** Whole numbers: matchpoints on the 2/1 scale, IMPs, or each result's sum of cross-IMPs. */
  readonly units: Float64Array;
  /** What every unit is divided by: 1, or the cross-IMP divisor. */
  readonly denominator: number;
  /** Butler: the datum the results were IMPed against; null for the other methods. */
  readonly datum: number | null;
}

/** A board with weighted results scored by a method, exactly: numerators over one denominator. */
export interface WeightedUnits {
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
  readonly datum: number | null;
}

/** A scoring method as the session uses it. */
export interface MethodScorer {
  readonly method: ScoringMethod;
  readonly unit: PointUnit;
  /** Scores a board of plain North-South scores. */
  readonly board: (nsScores: ArrayLike<number>) => BoardUnits;
  /** Scores a board where some results are weighted (each a list of parts; a plain result is one part). */
  readonly weighted: (results: readonly (readonly WeightedPart[])[]) => WeightedUnits;
}

/**
 * A method's board scorer, in units where its points are whole numbers over
 * a denominator (matchpoints: the 2/1 scale, over 1; cross-IMPs: the sums
 * over the divisor; Butler: IMPs over 1), so the session keeps totals exact.
 *
 * @example
 * methodScorer('cross-imps').board([420, 450, -100, -200, 400, 590]); // units [18, 22, …], denominator 5
 */
export function methodScorer(method: ScoringMethod, options: Partial<ImpMethodSettings> = {}): MethodScorer {
  switch (method) {
    case 'mp': {
      const mp = matchpointScorer(MATCHPOINT_SCALES['2/1']);
      return {
        method,
        unit: methodUnit(method),
        board: (nsScores) => ({ units: mp(nsScores), denominator: 1, datum: null }),
        weighted: (results) => ({ ...weightedMatchpointUnits(results), datum: null }),
      };
    }
    case 'cross-imps': {
      const divideBy = options.crossDivide ?? DEFAULT_IMP_METHOD_SETTINGS.crossDivide;
      const cross = pairsImpMethod('cross-imps');
      return {
        method,
        unit: methodUnit(method),
        // The sums, exact whole numbers; the session divides.
        board: (nsScores) => ({
          units: cross(nsScores, { divideBy: 'none' }),
          denominator: crossImpDivisor(divideBy, nsScores.length),
          datum: null,
        }),
        weighted: (results) => ({ ...weightedCrossImpUnits(results, { divideBy }), datum: null }),
      };
    }
    case 'butler': {
      const butler = {
        drop: options.butlerDrop ?? DEFAULT_IMP_METHOD_SETTINGS.butlerDrop,
        rounding: options.butlerRound ?? DEFAULT_IMP_METHOD_SETTINGS.butlerRound,
      };
      return {
        method,
        unit: methodUnit(method),
        // `butler` of butler.ts in two steps, so the datum can be shown.
        board: (nsScores) => {
          const { datum } = butlerDatum(nsScores, butler);
          return { units: impsAgainstDatum(nsScores, datum), denominator: 1, datum };
        },
        weighted: (results) => weightedButlerUnits(results, butler),
      };
    }
  }
}
