/**
 * Undo as players at the table mean it: the last thing entered is taken
 * back, whatever it was: a deal, an `end`, a `new` sheet, or a `fix` (the
 * corrected deal goes back to what it was). An evening alone cannot tell a
 * correction from a deal (`undoLast` takes back the last deal on the sheet),
 * so the history remembers, for each correction, the sheet it replaced.
 *
 * Like the evening, the history is immutable: each entry adds one small
 * object, shared with the history before it.
 *
 * @example
 * const first = newRubber(RULE_SETS.rubber);
 * if (first.ok) {
 *   let h = startHistory(first.value);
 *   for (const text of ['4S S =', 'fix 1 4S S +1', 'undo']) {
 *     const line = parseSheetLine(text);
 *     const next = line.ok ? applyToHistory(h, line.value) : line;
 *     if (next.ok) h = next.value;
 *   }
 *   // h.evening: deal 1 is 4S S = again (the correction is taken back, not the deal)
 * }
 */

import { ok, type Result } from '../common/result.js';
import { applySheetLine, type Evening, type Sheet, startEvening, undoLast } from './evening.js';
import type { SheetDealError } from './sheet.js';
import type { SheetLine } from './sheet-line.js';

/** One thing entered, the last first. */
interface HistoryEntry {
  readonly previous: HistoryEntry | null;
  /** A correction: the sheet as it was before it, and its place; null for anything else. */
  readonly replaced: { readonly index: number; readonly sheet: Sheet } | null;
}

export interface SheetHistory {
  readonly evening: Evening;
  /** What `undo` takes back: the last entry (null: `undo` takes back the last deal, as `undoLast`). */
  readonly last: HistoryEntry | null;
}

/** A history that starts with this sheet. */
export function startHistory(first: Sheet): SheetHistory {
  return { evening: startEvening(first), last: null };
}

/**
 * Applies one line of the sheet notation; `undo` takes back the last line
 * applied (a correction included), or, before any, the last deal.
 */
export function applyToHistory(history: SheetHistory, line: SheetLine): Result<SheetHistory, SheetDealError> {
  const { evening, last } = history;
  if (line.kind === 'undo') {
    if (last?.replaced) {
      const sheets = [...evening.sheets];
      sheets[last.replaced.index] = last.replaced.sheet;
      return ok({ evening: { sheets }, last: last.previous });
    }
    const back = undoLast(evening);
    return back.ok ? ok({ evening: back.value, last: last?.previous ?? null }) : back;
  }
  const next = applySheetLine(evening, line);
  if (!next.ok) return next;
  let replaced: HistoryEntry['replaced'] = null;
  if (line.kind === 'fix') {
    const index = (line.sheet ?? evening.sheets.length) - 1;
    replaced = { index, sheet: evening.sheets[index] as Sheet };
  }
  return ok({ evening: next.value, last: { previous: last, replaced } });
}
