/**
 * An evening at the scorepad is a list of changes, each made once on one
 * device and named there by a UUID: start the evening, a deal, undo, a
 * correction, end the rubber or chukker, start the next, rename the players.
 * Replaying the list through the scoring core (`replay.ts`) gives the sheets;
 * nothing else is stored. The same list travels between the page and the
 * server, so a change sent twice is recognised by its id.
 *
 * A deal is the core's `SheetDeal` as JSON: `{ contract: { level, strain, doubling },
 * declarer, tricks, honours? }` or `{ contract: 'pass' }`.
 *
 * @example
 * const change: Change = {
 *   id: '0b7c6c1e-6a5e-4c0e-9a53-1f9f5b1f2f10',
 *   at: '2026-12-01T19:30:00.000Z',
 *   op: { kind: 'deal', deal: { contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 } },
 * };
 */
import type { ChicagoSettings, Form, Rounding, RuleSet, SheetDeal, Side } from '@bridge-score/core';

/** The forms of an evening: rubbers, or chukkers of Chicago. */
export const SCOREPAD_FORMS = ['rubber', 'chicago'] as const satisfies readonly Form[];
export type ScorepadForm = (typeof SCOREPAD_FORMS)[number];
export const isScorepadForm = (x: unknown): x is ScorepadForm =>
  (SCOREPAD_FORMS as readonly unknown[]).includes(x);

/** Four players in fixed seats, or five with one sitting out in turn (`players.ts`). */
export const PLAYER_COUNTS = [4, 5] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Longest player name, in characters. */
export const MAX_NAME_LENGTH = 40;
/** Most changes one evening may hold: far more than a night's play (a rubber is a dozen deals). */
export const MAX_CHANGES = 5000;

/**
 * The rule set: a built-in one by name (`rubber`, `rubber-1943`, `rubber@1935`, `chicago`)
 * or a house rule set, whole, as `validateRuleSet` accepts it.
 */
export type RulesChoice = { readonly name: string } | { readonly house: RuleSet };

/** What the players settle for: an amount per 100 points, in a currency when one is named. */
export interface Stake {
  readonly per100: number;
  /** ISO 4217 code (`EUR`, `RUB`, `CNY`) or null for plain points. */
  readonly currency: string | null;
}

export interface EveningSettings {
  readonly form: ScorepadForm;
  readonly rules: RulesChoice;
  /** The Chicago variant; null for rubber. */
  readonly chicago: ChicagoSettings | null;
  readonly players: PlayerCount;
  /**
   * Names in seating order, `players` of them, each possibly empty. Four players sit
   * N, E, S, W; five follow the rotation of `players.ts`.
   */
  readonly names: readonly string[];
  /** The side written as "We", in the left column. */
  readonly we: Side;
  readonly rounding: Rounding;
  readonly stake: Stake | null;
}

export type Op =
  | { readonly kind: 'start'; readonly settings: EveningSettings }
  | { readonly kind: 'deal'; readonly deal: SheetDeal }
  | { readonly kind: 'undo' }
  | {
      readonly kind: 'fix';
      /** The rubber or chukker, from 1. */
      readonly sheet: number;
      /** The deal within it, from 1 (passed-out deals count). */
      readonly deal: number;
      readonly entry: SheetDeal;
    }
  | { readonly kind: 'end' }
  | { readonly kind: 'new' }
  | { readonly kind: 'names'; readonly names: readonly string[] };

export const OP_KINDS = [
  'start',
  'deal',
  'undo',
  'fix',
  'end',
  'new',
  'names',
] as const satisfies readonly Op['kind'][];
export type OpKind = Op['kind'];

export interface Change {
  /** A UUID made on the device that made the change. */
  readonly id: string;
  /** When it was made, by that device's clock (ISO 8601). */
  readonly at: string;
  readonly op: Op;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a text is a UUID in its canonical lower-case form. */
export const isUuid = (x: unknown): x is string => typeof x === 'string' && UUID.test(x);
