/**
 * The line notation of a rubber or Chicago sheet: one deal or one command a
 * line, as a scorer types it at the table or keeps it in a file.
 *
 * - a deal: contract, declarer, result — `4SX S -2`, `3NT N =`, `4H E +1`, or tricks
 *   taken: `3NT N 10`; the result may be joined to the contract: `4SX-2 S`;
 * - honours, after the word `honours` (or `hon`): points and holder, seat or side —
 *   `3NT N = honours 150 N`, `4S S -1 honours 100 EW`;
 * - `pass`: the deal was passed out;
 * - `undo`, `end` (end the rubber or chukker before it is complete), `new` (start the next);
 * - `fix N <deal>`: correct deal N of the sheet in play; `fix R.N <deal>`: deal N of sheet R.
 *
 * A `#` starts a comment.
 *
 * @example
 * parseSheetLine('4SX S -2');
 * // { ok: true, value: { kind: 'deal', deal: { contract: 4SX, declarer: 'S', tricks: 8 } } }
 * formatSheetLine({ kind: 'fix', sheet: null, deal: 2, entry: { contract: 'pass' } }); // 'fix 2 pass'
 */

import { err, ok, type Result } from '../common/result.js';
import {
  type FormatOptions,
  formatContract,
  formatResult,
  PASS,
  parseContract,
  parseContractResult,
  parseResult,
} from '../deal/contract.js';
import type { DealError, NotationError } from '../deal/errors.js';
import { formatHonours, parseHonours } from '../deal/honours.js';
import { isSeat, type Seat } from '../deal/types.js';
import type { SheetError } from './errors.js';
import type { PlayedDeal, SheetDeal } from './sheet.js';

export type SheetLine =
  | { readonly kind: 'deal'; readonly deal: SheetDeal }
  | { readonly kind: 'undo' }
  | { readonly kind: 'end' }
  | { readonly kind: 'new' }
  | {
      readonly kind: 'fix';
      /** The sheet (from 1), or null for the one in play. */
      readonly sheet: number | null;
      /** The deal (from 1) within that sheet. */
      readonly deal: number;
      readonly entry: SheetDeal;
    };

export type SheetLineError = SheetError | NotationError | DealError;

const HONOURS_WORDS = new Set(['HONOURS', 'HONOUR', 'HONORS', 'HONOR', 'HON', 'ОНЁРЫ', 'ОНЕРЫ', '大牌']);
const COMMANDS = { UNDO: 'undo', END: 'end', NEW: 'new' } as const;

/** Splits a line into words, dropping a `#` comment. */
function words(text: string): string[] {
  const hash = text.indexOf('#');
  const body = hash >= 0 ? text.slice(0, hash) : text;
  return body.trim() === '' ? [] : body.trim().split(/\s+/);
}

/**
 * Parses one line: a deal or a command (see the module overview). Never throws.
 *
 * @example
 * parseSheetLine('3NT N = honours 150 N'); // a deal with { kind: 'four-aces', holder: 'NS' }
 * parseSheetLine('fix 1.3 pass'); // { kind: 'fix', sheet: 1, deal: 3, entry: { contract: 'pass' } }
 */
export function parseSheetLine(text: string): Result<SheetLine, SheetLineError> {
  const tokens = words(text);
  const [first, ...rest] = tokens;
  if (first === undefined) return err({ code: 'sheet-line-empty' });
  const command = first.toUpperCase();
  if (command === 'UNDO' || command === 'END' || command === 'NEW') {
    return rest.length === 0 ? ok({ kind: COMMANDS[command] }) : err(syntax(rest));
  }
  if (command === 'FIX') {
    const at = /^(?:(\d+)\.)?(\d+)$/.exec(rest[0] ?? '');
    if (!at) return err({ code: 'sheet-line-syntax', text: rest.join(' ') || first });
    const entry = parseDealWords(rest.slice(1));
    if (!entry.ok) return entry;
    const sheet = at[1] === undefined ? null : Number(at[1]);
    return ok({ kind: 'fix', sheet, deal: Number(at[2]), entry: entry.value });
  }
  const deal = parseDealWords(tokens);
  return deal.ok ? ok({ kind: 'deal', deal: deal.value }) : deal;
}

/**
 * Parses a deal alone: `4SX S -2`, `3NT N 10`, `4SX-2 S`, `pass`, with optional honours.
 *
 * @example
 * parseSheetDeal('4H E +1 honours 100 E'); // { contract: 4H, declarer: 'E', tricks: 11, honours: … }
 */
export function parseSheetDeal(text: string): Result<SheetDeal, SheetLineError> {
  return parseDealWords(words(text));
}

const syntax = (tokens: readonly string[]): SheetError => ({
  code: 'sheet-line-syntax',
  text: tokens.join(' '),
});

function parseDealWords(tokens: readonly string[]): Result<SheetDeal, SheetLineError> {
  const [first, ...more] = tokens;
  if (first === undefined) return err({ code: 'contract-empty' });
  const honoursAt = more.findIndex((t) => HONOURS_WORDS.has(t.toUpperCase()));
  const honoursText = honoursAt >= 0 ? more.slice(honoursAt + 1).join(' ') : null;
  const rest = (honoursAt >= 0 ? more.slice(0, honoursAt) : more).filter((t) => t.toUpperCase() !== 'BY');

  const joined = parseContractResult(first);
  if (joined.ok && joined.value.contract === PASS) {
    return rest.length === 0 && honoursText === null ? ok({ contract: PASS }) : err(syntax(more));
  }
  let contract: PlayedDeal['contract'];
  let tricks: number | null = null;
  if (joined.ok && joined.value.contract !== PASS) {
    contract = joined.value.contract;
    tricks = joined.value.tricks;
  } else {
    const alone = parseContract(first);
    // '4SX-11' reads as a contract with a result out of range: that error says more than the contract's.
    if (!alone.ok) return joined.ok ? alone : joined;
    if (alone.value === PASS) return err(syntax(more));
    contract = alone.value;
  }

  let declarer: Seat | null = null;
  const unread: string[] = [];
  for (const token of rest) {
    const seat = token.toUpperCase();
    if (declarer === null && isSeat(seat)) {
      declarer = seat;
    } else if (tricks === null) {
      const r = parseResult(token, contract);
      if (!r.ok) return r;
      tricks = r.value;
    } else {
      unread.push(token);
    }
  }
  if (unread.length > 0) return err(syntax(unread));
  if (declarer === null) return err({ code: 'declarer-missing' });
  if (tricks === null) return err({ code: 'result-missing' });
  if (honoursText === null) return ok({ contract, declarer, tricks });
  const honours = parseHonours(honoursText, contract.strain);
  return honours.ok ? ok({ contract, declarer, tricks, honours: honours.value }) : honours;
}

/**
 * Formats a deal as the notation writes it: `4SX S -2`, `3NT N = honours 150 NS`, `pass`.
 * With `{ symbols: true }`: `4♠X S −2`.
 */
export function formatSheetDeal(deal: SheetDeal, options: FormatOptions = {}): string {
  if (deal.contract === PASS) return 'pass';
  const base = `${formatContract(deal.contract, options)} ${deal.declarer} ${formatResult(deal.contract, deal.tricks, options)}`;
  return deal.honours ? `${base} honours ${formatHonours(deal.honours)}` : base;
}

/** Formats a line of the notation; `parseSheetLine(formatSheetLine(x))` gives `x` back. */
export function formatSheetLine(line: SheetLine, options: FormatOptions = {}): string {
  switch (line.kind) {
    case 'deal':
      return formatSheetDeal(line.deal, options);
    case 'undo':
    case 'end':
    case 'new':
      return line.kind;
    case 'fix':
      return `fix ${line.sheet === null ? '' : `${line.sheet}.`}${line.deal} ${formatSheetDeal(line.entry, options)}`;
  }
}
