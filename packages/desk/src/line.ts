/**
 * A traveller line as a director types it, the way players say it:
 *
 * ```
 * 3 12 4SX S 9        NS pair 3, EW pair 12, 4♠ doubled by South, 9 tricks
 * 3 12 4S= N          the result written with the contract
 * 3 12 4S=N           … and the declarer in the same word
 * 3 12 4S N +1 450    a result relative to the contract, then the score as written (checked)
 * 3 12 PASS           passed out
 * 3 12 A60A40         an artificial adjusted score (A+A-, A5050, A=A=)
 * 3 12 W1:4S=N;2:3NT-1N  a weighted score (Law 12C1c)
 * 3 12 NP             not played
 * 3 12 -50            a score for North-South
 * 3 12 4S= N @B       a fouled board: this line was played with the cards of group B (Law 87)
 * 3 12 4S= N ~        arrow-switched: EW 12 held the North-South cards
 * ```
 *
 * A team match's line starts with the table (1: team A North-South, 2: team A East-West)
 * instead of the two pairs: `1 4S= N`. Every outcome is read by the core's
 * `parseOutcomeFields`; this module only splits the words. Errors name the
 * field and the characters they come from, for the page to point at.
 *
 * @example
 * parsePairsLine('3 12 4SX S 9');
 * // { ok: true, value: { ns: 3, ew: 12, outcome: { kind: 'played', contract: 4SX, declarer: 'S', tricks: 9 } } }
 */
import {
  type BridgeError,
  err,
  type FieldError,
  type Outcome,
  ok,
  PASS,
  parseContract,
  parseContractResult,
  parseNsScore,
  parseOutcomeFields,
  type Result,
  type TravellerFields,
} from '@bridge-score/core';

/** The desk's own errors about a typed line (the outcome's are the core's). */
export type DeskLineError =
  | { readonly code: 'desk-line-pairs'; readonly text: string }
  | { readonly code: 'desk-line-same-pair'; readonly pair: number }
  | { readonly code: 'desk-line-table'; readonly text: string }
  | { readonly code: 'desk-line-extra'; readonly text: string }
  | { readonly code: 'desk-line-group'; readonly text: string }
  | { readonly code: 'desk-line-board'; readonly board: number }
  | { readonly code: 'desk-line-section'; readonly section: string }
  | { readonly code: 'desk-line-pair'; readonly pair: number; readonly side: 'NS' | 'EW' | null };

export type LineField =
  | 'ns'
  | 'ew'
  | 'table'
  | 'contract'
  | 'declarer'
  | 'tricks'
  | 'score'
  | 'group'
  | 'line';

export interface LineError {
  readonly field: LineField;
  readonly error: BridgeError | DeskLineError;
  /** Characters of the text the error is about: [start, end). */
  readonly start: number;
  readonly end: number;
}

export interface ReadOutcome {
  readonly outcome: Outcome;
  /** The fouled board's group, when marked `@X`. */
  readonly group?: string;
  /** Played arrow-switched (marked `~`): the EW pair held the North-South cards. */
  readonly switched?: true;
}

export interface ReadPairsLine extends ReadOutcome {
  readonly ns: number;
  readonly ew: number;
}

export interface ReadTableLine extends ReadOutcome {
  readonly table: 1 | 2;
}

interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

const lineErr = (field: LineField, error: LineError['error'], at: { start: number; end: number }) =>
  err<LineError>({ field, error, start: at.start, end: at.end });

const isPairNumber = (t: string) => /^\d{1,3}$/.test(t) && Number(t) >= 1;

/**
 * Lines read, by their text: an event is read again after every change, and all its lines but one
 * are as they were. A read line is never changed (the core's values are plain data), so the same
 * answer serves every reading; the cache is emptied when it grows past a few evenings' lines.
 */
const pairsRead = new Map<string, Result<ReadPairsLine, LineError>>();
const tableRead = new Map<string, Result<ReadTableLine, LineError>>();
const CACHED_LINES = 50_000;

function remembered<T>(cache: Map<string, T>, text: string, read: (text: string) => T): T {
  const held = cache.get(text);
  if (held !== undefined) return held;
  const value = read(text);
  if (cache.size >= CACHED_LINES) cache.clear();
  cache.set(text, value);
  return value;
}

/** Reads a pairs traveller line (see the module overview). */
export function parsePairsLine(text: string): Result<ReadPairsLine, LineError> {
  return remembered(pairsRead, text, readPairsLine);
}

function readPairsLine(text: string): Result<ReadPairsLine, LineError> {
  const all = words(text);
  const [ns, ew] = all;
  const whole = { start: 0, end: text.length };
  if (!ns || !isPairNumber(ns.text))
    return lineErr('ns', { code: 'desk-line-pairs', text: ns?.text ?? '' }, ns ?? whole);
  if (!ew || !isPairNumber(ew.text))
    return lineErr('ew', { code: 'desk-line-pairs', text: ew?.text ?? '' }, ew ?? whole);
  const outcome = readOutcome(all.slice(2), text);
  if (!outcome.ok) return outcome;
  return ok({ ns: Number(ns.text), ew: Number(ew.text), ...outcome.value });
}

/** Reads a team match's line: the table, then the outcome (see the module overview). */
export function parseTableLine(text: string): Result<ReadTableLine, LineError> {
  return remembered(tableRead, text, readTableLine);
}

function readTableLine(text: string): Result<ReadTableLine, LineError> {
  const all = words(text);
  const [table] = all;
  if (!table || (table.text !== '1' && table.text !== '2'))
    return lineErr(
      'table',
      { code: 'desk-line-table', text: table?.text ?? '' },
      table ?? { start: 0, end: 0 },
    );
  const outcome = readOutcome(all.slice(1), text);
  if (!outcome.ok) return outcome;
  return ok({ table: table.text === '1' ? 1 : 2, ...outcome.value });
}

const isPass = (t: string): boolean => {
  const c = parseContract(t);
  return c.ok && c.value === PASS;
};

/**
 * The result and the declarer written as one word (`4S=N`, `3NT+1S`, `4SX-2E`): split into the two
 * words they are (`4S=` and `N`), one key fewer a line. A word that reads as it is (`PASS`) is left.
 */
function splitDeclarer(rest: Word[]): Word[] {
  const first = rest[0];
  if (!first) return rest;
  // A level, a strain, doubling, a result, then a seat: the contract's own errors are then the core's.
  const m = /^(\d(?:NT|[SHDCN])(?:XX|X)?(?:=|[+-]\d{1,2}))([NESW])$/i.exec(first.text);
  if (!m) return rest;
  const result = m[1] as string;
  const cut = first.start + result.length;
  return [
    { text: result, start: first.start, end: cut },
    { text: m[2] as string, start: cut, end: first.end },
    ...rest.slice(1),
  ];
}

function readOutcome(all: readonly Word[], text: string): Result<ReadOutcome, LineError> {
  let rest = [...all];
  let group: string | undefined;
  let switched = false;
  // Marks at the end, in either order: `@B` (fouled board's group), `~` (arrow-switched).
  for (let k = 0; k < 2; k++) {
    const last = rest[rest.length - 1];
    if (last?.text === '~' && !switched) {
      switched = true;
      rest = rest.slice(0, -1);
    } else if (last?.text.startsWith('@') && group === undefined) {
      group = last.text.slice(1);
      if (!/^[A-Za-z0-9]{1,4}$/.test(group))
        return lineErr('group', { code: 'desk-line-group', text: last.text }, last);
      rest = rest.slice(0, -1);
    }
  }
  rest = splitDeclarer(rest);
  const end = rest[rest.length - 1]?.end ?? text.length;
  const start = rest[0]?.start ?? end;
  const at: Partial<Record<keyof TravellerFields, Word>> = {};
  const [first, second, third, fourth, extra] = rest;
  if (extra) return lineErr('line', { code: 'desk-line-extra', text: extra.text }, extra);
  if (first === undefined) {
    // Nothing after the pairs: the core says what is missing.
  } else if (rest.length === 1 && !isPass(first.text) && !parseContractResult(first.text).ok) {
    at.score = first;
  } else if (parseContractResult(first.text).ok || isPass(first.text)) {
    // The result written with the contract (`4S=`, `3NT-1`, `PASS`): declarer, then the score.
    at.contract = first;
    if (second) at.declarer = second;
    if (third) at.score = third;
    if (fourth) return lineErr('line', { code: 'desk-line-extra', text: fourth.text }, fourth);
  } else {
    at.contract = first;
    if (second) at.declarer = second;
    if (third) at.tricks = third;
    if (fourth) at.score = fourth;
  }
  // A passed-out board may be written `PASS` alone, or `PASS 0`.
  if (at.contract && isPass(at.contract.text) && at.declarer && parseNsScore(at.declarer.text).ok) {
    at.score = at.declarer;
    delete at.declarer;
  }
  const fields: TravellerFields = {
    contract: at.contract?.text,
    declarer: at.declarer?.text,
    tricks: at.tricks?.text,
    score: at.score?.text,
  };
  const read = parseOutcomeFields(fields);
  if (!read.ok) {
    const e: FieldError = read.error;
    return lineErr(e.field, e.error, at[e.field] ?? { start, end });
  }
  return ok({
    outcome: read.value,
    ...(group === undefined ? {} : { group }),
    ...(switched ? { switched: true } : {}),
  });
}
