/**
 * The We/They sheet shared by rubber (`rubber.ts`) and Chicago (`chicago.ts`):
 * the deals as entered, what each deal writes above and below the line and for
 * which side, the games, and the totals.
 *
 * A sheet is immutable plain data. Its list of deals is the source of truth:
 * every other field is what folding the deals one by one gives, so an undo or
 * a correction is a replay of the edited list (`replaySheet`).
 *
 * @example
 * import { newRubber, applyRubber, contractOf } from '@bridge-score/core';
 * const start = newRubber();
 * const next = start.ok && applyRubber(start.value, { contract: contractOf(4, 'S'), declarer: 'S', tricks: 11 });
 * // next.value.totals: { NS: 150, EW: 0 } (120 below, 30 above)
 */

import { err, ok, type Result } from '../common/result.js';
import type { Contract, Pass } from '../deal/contract.js';
import type { BreakdownItem, DealScore, HonoursClaim, Line } from '../deal/deal-score.js';
import type { DealError, NotationError } from '../deal/errors.js';
import type { RuleSet } from '../deal/rule-set.js';
import { type BySide, otherSide, type Seat, type Side, sideOf, type Vulnerability } from '../deal/types.js';
import type { SheetError } from './errors.js';

/** A deal as a scorer writes it down: contract, declarer, tricks taken, honours if any. */
export interface PlayedDeal {
  readonly contract: Contract;
  readonly declarer: Seat;
  /** Tricks declarer took, 0–13. */
  readonly tricks: number;
  readonly honours?: HonoursClaim;
}

/** A passed-out deal: recorded, scores nothing. */
export interface PassedOutDeal {
  readonly contract: Pass;
}

/** One deal on a sheet. The sheet, not the deal, knows the vulnerability. */
export type SheetDeal = PlayedDeal | PassedOutDeal;

/** What the sheet itself awards, beside the items of a deal's own score. */
export type SheetBonus =
  /** Rubber won: 700 two games to none, 500 two games to one (docs/scoring.md#rubber). */
  | { readonly code: 'rubber-bonus'; readonly points: number; readonly gamesLost: number }
  /** Unfinished rubber: the side with the only game (docs/scoring.md#rubber). */
  | { readonly code: 'unfinished-game'; readonly points: number }
  /** Unfinished rubber: a side with a part score in the unfinished game (docs/scoring.md#rubber). */
  | { readonly code: 'unfinished-part-score'; readonly points: number }
  /** Chicago: a part score on the fourth deal that completes no game (docs/scoring.md#chicago). */
  | { readonly code: 'fourth-deal-part-score'; readonly points: number };

export const SHEET_BONUSES = [
  'rubber-bonus',
  'unfinished-game',
  'unfinished-part-score',
  'fourth-deal-part-score',
] as const satisfies readonly SheetBonus['code'][];

export type SheetItem = BreakdownItem | SheetBonus;

/** Whether an item is a bonus of the sheet itself rather than part of a deal's own score. */
export const isSheetBonus = (item: SheetItem): item is SheetBonus =>
  (SHEET_BONUSES as readonly string[]).includes(item.code);
export type SheetItemCode = SheetItem['code'];

/** One figure on the sheet. */
export interface SheetEntry {
  /** The deal (numbered from 1) that earned it; null for a settlement when the sheet is ended. */
  readonly deal: number | null;
  /** The side whose column it is written in. */
  readonly side: Side;
  readonly line: Line;
  /** The game (numbered from 1) in progress when it was written: below the line, the game it counts toward. */
  readonly game: number;
  readonly item: SheetItem;
}

/** One game of a rubber, or one run of part scores in Chicago: the points below the line and who won it. */
export interface GameRecord {
  readonly below: BySide<number>;
  /** The side that reached game, or null while the game is in progress (or never finished). */
  readonly winner: Side | null;
}

/** One deal as entered, with the vulnerability it was played at and its score. */
export interface DealRecord {
  /** Numbered from 1 in the order entered, passed-out deals included. */
  readonly number: number;
  readonly deal: SheetDeal;
  readonly vulnerability: Vulnerability;
  /** The deal's own score; null when it was passed out. */
  readonly score: DealScore | null;
  /** The side that won a game on this deal. */
  readonly game: Side | null;
}

/** What every sheet knows. */
export interface SheetBase {
  readonly rules: RuleSet;
  readonly records: readonly DealRecord[];
  readonly entries: readonly SheetEntry[];
  /** The games so far; the last is the one in progress unless the sheet is over. */
  readonly games: readonly GameRecord[];
  /** Each side's total: the sum of its entries, above and below the line. */
  readonly totals: BySide<number>;
  /** No more deals may be entered: the rubber or chukker is complete, or was ended. */
  readonly over: boolean;
  /** Ended before it was complete (`endRubber`, `endChukker`). */
  readonly endedEarly: boolean;
}

export const NO_POINTS: BySide<number> = Object.freeze({ NS: 0, EW: 0 });

/** An empty game, the first of a new sheet or the next after a game is won. */
export const NEW_GAME: GameRecord = Object.freeze({ below: NO_POINTS, winner: null });

/** The deals of a sheet, in order: its source of truth. */
export function dealsOf(sheet: SheetBase): SheetDeal[] {
  return sheet.records.map((r) => r.deal);
}

/** Who leads and by how much. */
export interface Margin {
  readonly leader: Side | null;
  readonly points: number;
}

/**
 * The margin between two totals: the side ahead and by how many points.
 *
 * @example
 * marginOf({ NS: 780, EW: 1220 }); // { leader: 'EW', points: 440 }
 */
export function marginOf(totals: BySide<number>): Margin {
  const d = totals.NS - totals.EW;
  return { leader: d > 0 ? 'NS' : d < 0 ? 'EW' : null, points: Math.abs(d) };
}

/** Adds entries to totals. */
export function addToTotals(totals: BySide<number>, entries: readonly SheetEntry[]): BySide<number> {
  let { NS, EW } = totals;
  for (const e of entries) {
    if (e.side === 'NS') NS += e.item.points;
    else EW += e.item.points;
  }
  return { NS, EW };
}

/** Adds below-the-line entries to a game's points. */
export function addBelow(below: BySide<number>, entries: readonly SheetEntry[]): BySide<number> {
  return addToTotals(
    below,
    entries.filter((e) => e.line === 'below'),
  );
}

/** A deal's breakdown as sheet entries: each item in the column of the side it is scored for. */
export function dealEntries(score: DealScore, deal: number, game: number): SheetEntry[] {
  if (score.declarer === null) return [];
  const declarerSide = sideOf(score.declarer);
  return score.breakdown.map((item) => ({
    deal,
    side: item.to === 'declarer' ? declarerSide : otherSide(declarerSide),
    line: item.line,
    game,
    item,
  }));
}

/** The below-the-line points a deal's entries give one side. */
export function belowPoints(entries: readonly SheetEntry[], side: Side): number {
  let sum = 0;
  for (const e of entries) if (e.line === 'below' && e.side === side) sum += e.item.points;
  return sum;
}

/** An error while scoring the deals of a sheet. */
export type SheetDealError = SheetError | DealError | NotationError;

/** The operations of one kind of sheet, so that undo and correction are written once for both. */
export interface SheetOps<S extends SheetBase> {
  /** An empty sheet with the same rules and settings. */
  readonly fresh: (sheet: S) => S;
  readonly apply: (sheet: S, deal: SheetDeal) => Result<S, SheetDealError>;
  readonly end: (sheet: S) => Result<S, SheetError>;
  /** The error a deal gets when the sheet is over. */
  readonly overCode: 'rubber-over' | 'chukker-over';
}

/** Replays deals on a fresh sheet; the error names the deal (from 1) that failed. */
export function replaySheet<S extends SheetBase>(
  ops: SheetOps<S>,
  sheet: S,
  deals: readonly SheetDeal[],
  ended: boolean,
): Result<S, { readonly error: SheetDealError; readonly deal: number }> {
  let s = ops.fresh(sheet);
  for (const [i, deal] of deals.entries()) {
    const next = ops.apply(s, deal);
    if (!next.ok) return err({ error: next.error, deal: i + 1 });
    s = next.value;
  }
  if (ended && !s.over) {
    const next = ops.end(s);
    if (!next.ok) return err({ error: next.error, deal: deals.length });
    s = next.value;
  }
  return ok(s);
}

/**
 * Takes back the last thing entered: the `end` of a sheet ended early, else its last deal.
 */
export function undoOnSheet<S extends SheetBase>(ops: SheetOps<S>, sheet: S): Result<S, SheetDealError> {
  const deals = dealsOf(sheet);
  if (!sheet.endedEarly && deals.length === 0) return err({ code: 'nothing-to-undo' });
  const replayed = replaySheet(ops, sheet, sheet.endedEarly ? deals : deals.slice(0, -1), false);
  // Replaying a prefix of deals that were accepted cannot fail.
  if (!replayed.ok) throw new Error(`undo replay failed: ${replayed.error.error.code}`);
  return replayed;
}

/**
 * Replaces deal `dealNumber` (from 1) and recomputes everything after it.
 * Refused if a later deal could then no longer be played (the sheet would be over before it).
 */
export function correctOnSheet<S extends SheetBase>(
  ops: SheetOps<S>,
  sheet: S,
  dealNumber: number,
  deal: SheetDeal,
): Result<S, SheetDealError> {
  const deals = dealsOf(sheet);
  if (!Number.isInteger(dealNumber) || dealNumber < 1 || dealNumber > deals.length) {
    return err({ code: 'deal-index', deal: dealNumber, count: deals.length });
  }
  deals[dealNumber - 1] = deal;
  const replayed = replaySheet(ops, sheet, deals, sheet.endedEarly);
  if (replayed.ok) return replayed;
  const { error, deal: at } = replayed.error;
  if (at !== dealNumber && error.code === ops.overCode) {
    return err({ code: 'correction-conflict', form: sheet.rules.form, deal: at });
  }
  return err(error);
}
