/**
 * An evening of rubbers or chukkers played in a row: the sheets, each side's
 * totals over all of them, and the settlement for players who play for points.
 *
 * Each finished rubber or chukker is settled on its own, as players settle it
 * at the table: its margin rounded to the nearest 100 (`half-down`, the common
 * rule, rounds 50 down; `half-up` rounds it up), counted in hundreds. The
 * evening's settlement is the sum of those.
 *
 * Like a sheet, an evening is immutable: every operation returns a new one.
 *
 * @example
 * const first = newRubber(RULE_SETS.rubber);
 * const line = parseSheetLine('4S S +1');
 * if (first.ok && line.ok) {
 *   const next = applySheetLine(startEvening(first.value), line.value);
 *   // next.value.sheets[0].totals: { NS: 150, EW: 0 }
 * }
 */

import { err, ok, type Result } from '../common/result.js';
import type { BySide, Side } from '../deal/types.js';
import {
  applyChicago,
  type ChicagoSheet,
  correctChicago,
  endChukker,
  newChukker,
  undoChicago,
} from './chicago.js';
import type { SheetError } from './errors.js';
import { applyRubber, correctRubber, endRubber, newRubber, type RubberSheet, undoRubber } from './rubber.js';
import { type Margin, marginOf, NO_POINTS, type SheetDeal, type SheetDealError } from './sheet.js';
import type { SheetLine } from './sheet-line.js';

/** A rubber or a chukker. */
export type Sheet = RubberSheet | ChicagoSheet;

export interface Evening {
  /** The rubbers or chukkers in order; never empty. The last is the one in play. */
  readonly sheets: readonly Sheet[];
}

/** How a margin is rounded to the nearest 100 when it ends in exactly 50. */
export const ROUNDINGS = ['half-down', 'half-up'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const isRounding = (x: unknown): x is Rounding => (ROUNDINGS as readonly unknown[]).includes(x);

/** A settlement: the side that wins and by how many hundreds ("points" at the table). */
export interface Settlement {
  readonly winner: Side | null;
  readonly hundreds: number;
}

/** An evening that starts with this sheet. */
export function startEvening(first: Sheet): Evening {
  return { sheets: [first] };
}

/** The rubber or chukker in play (or the last one, when it is over). */
export function currentSheet(evening: Evening): Sheet {
  const sheet = evening.sheets.at(-1);
  if (!sheet) throw new Error('an evening has at least one sheet');
  return sheet;
}

function withCurrent(evening: Evening, sheet: Sheet): Evening {
  return { sheets: [...evening.sheets.slice(0, -1), sheet] };
}

function applyTo(sheet: Sheet, deal: SheetDeal): Result<Sheet, SheetDealError> {
  switch (sheet.form) {
    case 'rubber':
      return applyRubber(sheet, deal);
    case 'chicago':
      return applyChicago(sheet, deal);
  }
}

function undoIn(sheet: Sheet): Result<Sheet, SheetDealError> {
  switch (sheet.form) {
    case 'rubber':
      return undoRubber(sheet);
    case 'chicago':
      return undoChicago(sheet);
  }
}

function correctIn(sheet: Sheet, dealNumber: number, deal: SheetDeal): Result<Sheet, SheetDealError> {
  switch (sheet.form) {
    case 'rubber':
      return correctRubber(sheet, dealNumber, deal);
    case 'chicago':
      return correctChicago(sheet, dealNumber, deal);
  }
}

function endIn(sheet: Sheet): Result<Sheet, SheetError> {
  switch (sheet.form) {
    case 'rubber':
      return endRubber(sheet);
    case 'chicago':
      return endChukker(sheet);
  }
}

/** An empty sheet of the same kind, rules and settings. */
function freshLike(sheet: Sheet): Sheet {
  const fresh = sheet.form === 'rubber' ? newRubber(sheet.rules) : newChukker(sheet.rules, sheet.settings);
  // The rules were accepted for the first sheet, so they are accepted again.
  if (!fresh.ok) throw new Error(`cannot start another sheet: ${fresh.error.code}`);
  return fresh.value;
}

const isEmpty = (sheet: Sheet) => sheet.records.length === 0 && !sheet.endedEarly;

/** Scores a deal on the sheet in play. */
export function applyDeal(evening: Evening, deal: SheetDeal): Result<Evening, SheetDealError> {
  const next = applyTo(currentSheet(evening), deal);
  return next.ok ? ok(withCurrent(evening, next.value)) : next;
}

/** Ends the rubber or chukker in play before it is complete (an unfinished rubber earns its bonuses). */
export function endSheet(evening: Evening): Result<Evening, SheetError> {
  const next = endIn(currentSheet(evening));
  return next.ok ? ok(withCurrent(evening, next.value)) : next;
}

/** Starts the next rubber or chukker; the one in play must be over (complete, or ended). */
export function newSheet(evening: Evening): Result<Evening, SheetError> {
  const sheet = currentSheet(evening);
  if (!sheet.over) return err({ code: 'sheet-not-over', form: sheet.rules.form });
  return ok({ sheets: [...evening.sheets, freshLike(sheet)] });
}

/**
 * Takes back the last thing entered: the last deal, or the `end` of a sheet
 * ended early, or the start of a sheet not yet begun.
 */
export function undoLast(evening: Evening): Result<Evening, SheetDealError> {
  const sheet = currentSheet(evening);
  if (isEmpty(sheet)) {
    if (evening.sheets.length === 1) return err({ code: 'nothing-to-undo' });
    return ok({ sheets: evening.sheets.slice(0, -1) });
  }
  const next = undoIn(sheet);
  return next.ok ? ok(withCurrent(evening, next.value)) : next;
}

/**
 * Replaces deal `dealNumber` of sheet `sheetNumber` (both from 1) and
 * recomputes everything after it. A rubber or chukker already followed by
 * another must stay over.
 */
export function correctDeal(
  evening: Evening,
  sheetNumber: number,
  dealNumber: number,
  deal: SheetDeal,
): Result<Evening, SheetDealError> {
  const count = evening.sheets.length;
  const sheet = evening.sheets[sheetNumber - 1];
  if (!Number.isInteger(sheetNumber) || sheet === undefined) {
    return err({ code: 'sheet-index', sheet: sheetNumber, count });
  }
  const next = correctIn(sheet, dealNumber, deal);
  if (!next.ok) return next;
  if (sheetNumber < count && !next.value.over) {
    return err({ code: 'correction-unfinished', form: sheet.rules.form, sheet: sheetNumber });
  }
  const sheets = [...evening.sheets];
  sheets[sheetNumber - 1] = next.value;
  return ok({ sheets });
}

/**
 * Applies one line of the sheet notation: a deal, `undo`, `end`, `new` or `fix`.
 *
 * @example
 * applySheetLine(evening, { kind: 'fix', sheet: null, deal: 2, entry: passedOut });
 */
export function applySheetLine(evening: Evening, line: SheetLine): Result<Evening, SheetDealError> {
  switch (line.kind) {
    case 'deal':
      return applyDeal(evening, line.deal);
    case 'undo':
      return undoLast(evening);
    case 'end':
      return endSheet(evening);
    case 'new':
      return newSheet(evening);
    case 'fix':
      return correctDeal(evening, line.sheet ?? evening.sheets.length, line.deal, line.entry);
  }
}

/** Each side's total over every sheet of the evening. */
export function eveningTotals(evening: Evening): BySide<number> {
  let { NS, EW } = NO_POINTS;
  for (const sheet of evening.sheets) {
    NS += sheet.totals.NS;
    EW += sheet.totals.EW;
  }
  return { NS, EW };
}

/**
 * A margin rounded to the nearest 100, in hundreds. With `half-down` (the
 * common rule) a margin ending in 50 rounds down; with `half-up`, up.
 *
 * @example
 * settle({ leader: 'NS', points: 580 }); // { winner: 'NS', hundreds: 6 }
 * settle({ leader: 'EW', points: 450 }); // { winner: 'EW', hundreds: 4 }
 * settle({ leader: 'EW', points: 450 }, 'half-up'); // { winner: 'EW', hundreds: 5 }
 */
export function settle(margin: Margin, rounding: Rounding = 'half-down'): Settlement {
  const whole = Math.floor(margin.points / 100);
  const rest = margin.points - whole * 100;
  const hundreds = rest > 50 || (rest === 50 && rounding === 'half-up') ? whole + 1 : whole;
  return { winner: hundreds === 0 ? null : margin.leader, hundreds };
}

/** The settlement of one sheet, or null while it is still in play. */
export function sheetSettlement(sheet: Sheet, rounding: Rounding = 'half-down'): Settlement | null {
  return sheet.over ? settle(marginOf(sheet.totals), rounding) : null;
}

/** The evening's settlement: the sum of each finished sheet's, in hundreds. */
export function eveningSettlement(evening: Evening, rounding: Rounding = 'half-down'): Settlement {
  let net = 0; // hundreds to NS, negative to EW
  for (const sheet of evening.sheets) {
    const s = sheetSettlement(sheet, rounding);
    if (s?.winner) net += s.winner === 'NS' ? s.hundreds : -s.hundreds;
  }
  return { winner: net > 0 ? 'NS' : net < 0 ? 'EW' : null, hundreds: Math.abs(net) };
}
