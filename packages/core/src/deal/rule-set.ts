/**
 * The shape of a rule set: every number that scores one deal, as data.
 * The rule sets themselves live in `rule-sets.ts`; `house-rules.ts` loads
 * more of the same shape from JSON.
 */
import type { Doubling, Honours, Strain } from './types.js';

/** How a deal's score is gathered: one net figure, or a We/They sheet. */
export const FORMS = ['duplicate', 'rubber', 'chicago'] as const;
export type Form = (typeof FORMS)[number];

/** A value that depends on the scoring side's vulnerability. */
export type ByVul<T> = { readonly notVul: T; readonly vul: T };

/** Undertrick values: entry k is the (k+1)th undertrick; the last entry repeats. */
export type UndertrickTable = { readonly [D in Doubling]: readonly number[] };

/** Rubber-bridge settlement values (docs/scoring.md#rubber). */
export interface RubberValues {
  /** Winning the rubber two games to none. */
  readonly twoGamesToNone: number;
  /** Winning the rubber two games to one. */
  readonly twoGamesToOne: number;
  /** Unfinished rubber: the side with the only game. */
  readonly unfinishedGame: number;
  /** Unfinished rubber: a side with a part score in the unfinished game. */
  readonly unfinishedPartScore: number;
}

export interface RuleSet {
  /** Canonical name, e.g. `duplicate`, `rubber-1943`. */
  readonly name: string;
  readonly form: Form;
  /** Years the code was in force: `to` is absent for the current code. */
  readonly inForce: { readonly from: number; readonly to?: number };
  /** Where the numbers come from (a citation, not display text). */
  readonly source: string;
  /** Value of the k-th odd trick (k = 1..7), undoubled. Overtricks follow the same sequence. */
  readonly trickValues: { readonly [S in Strain]: readonly number[] };
  /** Trick-point multiplier when doubled / redoubled. */
  readonly doubledTrickFactor: { readonly X: number; readonly XX: number };
  /** Trick points that make a game. */
  readonly gameThreshold: number;
  /** Premium for a part score on the deal itself, or null (rubber and Chicago score it on the sheet). */
  readonly partScorePremium: number | null;
  /** Premium for a game made on the deal itself, or null (rubber: the rubber bonus replaces it). */
  readonly gamePremium: ByVul<number> | null;
  readonly smallSlam: ByVul<number>;
  readonly grandSlam: ByVul<number>;
  /** Bonus for making a doubled / redoubled contract. */
  readonly insult: { readonly X: number; readonly XX: number };
  /** Value of each doubled / redoubled overtrick. */
  readonly overtricks: { readonly X: ByVul<number>; readonly XX: ByVul<number> };
  readonly undertricks: ByVul<UndertrickTable>;
  /** Honours values, or null where honours are not scored. */
  readonly honours: { readonly [H in Honours]: number } | null;
  /** Rubber settlement, for the forms that keep a sheet. */
  readonly rubber: RubberValues | null;
  /** Values this code's sources leave in doubt, by field path, with the reason. */
  readonly uncertain: { readonly [path: string]: string };
}

/** Value of the n-th undertrick (n ≥ 1) from a table whose last entry repeats. */
export function undertrickValue(table: readonly number[], n: number): number {
  const last = table.length - 1;
  return table[Math.min(n - 1, last)] ?? 0;
}
