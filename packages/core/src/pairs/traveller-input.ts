/**
 * A traveller line's outcome from the loose fields a director types or a
 * file holds: contract, declarer, tricks, score. Shared by the CSV reader,
 * the JSON reader and (later) the other file formats. Each error names the
 * field it came from, so a reader can point at the row and column.
 *
 * The score field, when there is no contract, holds:
 * - a score for North-South: `420`, `-50`, or `NS 420` / `EW 420`;
 * - an artificial adjusted score: `A60A40`, `A5050`, `A+A-` (see adjusted-score.ts);
 * - `NP`: not played, the board counts for neither pair;
 * - a weighted score (Law 12C1c): `W30:4H=N;70:3NT-1N`, weights in whole
 *   parts relative to their sum (30 + 70, or 1 + 2 for thirds), each part a
 *   contract with its result and declarer, or a score: `W50:420;50:-100`.
 *
 * @example
 * parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '10' });
 * // { ok: true, value: { kind: 'played', contract: 4S, declarer: 'S', tricks: 10 } }
 * parseOutcomeFields({ score: 'A60A40' }); // { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' }
 */

import { err, ok, type Result } from '../common/result.js';
import {
  checkTricks,
  formatContractResult,
  PASS,
  parseContract,
  parseContractResult,
  parseResult,
} from '../deal/contract.js';
import type { DealError, NotationError } from '../deal/errors.js';
import { isSeat } from '../deal/types.js';
import { formatAdjustedScore, parseAdjustedScore } from './adjusted-score.js';
import type { SessionError } from './errors.js';
import type { Outcome, PlayedOutcome, ScoreOutcome, WeightedOutcome } from './event.js';

export interface TravellerFields {
  readonly contract?: string | undefined;
  readonly declarer?: string | undefined;
  /** Tricks declarer took (0–13) or the result relative to the contract (`=`, `+1`, `-2`). */
  readonly tricks?: string | number | undefined;
  readonly score?: string | number | undefined;
}

export type TravellerField = keyof TravellerFields;

/** An error in one field of a traveller line. */
export interface FieldError {
  readonly field: TravellerField;
  readonly error: NotationError | DealError | SessionError;
}

const blank = (v: string | number | undefined): boolean => v === undefined || String(v).trim() === '';
const fieldErr = (field: TravellerField, error: FieldError['error']) => err({ field, error });

const NOT_PLAYED = new Set(['NP', 'N/P', 'NOTPLAYED', 'NOT-PLAYED']);

/** A field written as not applying: a dash (`-`, `–`, `—`, `−`). */
const isDash = (v: string | number | undefined): boolean =>
  v !== undefined && /^[-\u2012\u2013\u2014\u2212]$/.test(String(v).trim());

/** Parses a line's outcome from its fields; see the module overview. */
export function parseOutcomeFields(fields: TravellerFields): Result<Outcome, FieldError> {
  if (!blank(fields.contract)) return playedFromFields(fields);
  if (!blank(fields.declarer) || !blank(fields.tricks))
    return fieldErr('contract', { code: 'contract-empty' });
  if (blank(fields.score)) return fieldErr('score', { code: 'outcome-missing' });
  const score = String(fields.score).trim();
  const upper = score.toUpperCase().replace(/\s+/g, '');
  if (NOT_PLAYED.has(upper)) return ok({ kind: 'not-played' });
  if (upper.startsWith('A')) {
    const adjusted = parseAdjustedScore(score);
    return adjusted.ok ? ok({ kind: 'adjusted', ...adjusted.value }) : fieldErr('score', adjusted.error);
  }
  if (upper.startsWith('W')) {
    const weighted = parseWeightedScore(score);
    return weighted.ok ? ok(weighted.value) : fieldErr('score', weighted.error);
  }
  const ns = parseNsScore(score);
  return ns.ok ? ok({ kind: 'score', ns: ns.value }) : fieldErr('score', ns.error);
}

/**
 * A played line's outcome. A passed-out deal is a result whatever fills its
 * other fields as club programs write them (`PASS,N,0`, `PASS,-,-`): a
 * declarer blank, a dash or a seat; tricks blank, a dash or 0; a score blank,
 * a dash or a number.
 */
function playedFromFields(fields: TravellerFields): Result<PlayedOutcome, FieldError> {
  const text = String(fields.contract).trim();
  const joined = parseContractResult(text);
  let played: { contract: PlayedOutcome['contract']; tricks?: number };
  if (joined.ok) {
    played = joined.value;
    if (
      !blank(fields.tricks) &&
      !(joined.value.contract === PASS && (isDash(fields.tricks) || String(fields.tricks).trim() === '0'))
    ) {
      if (joined.value.contract === PASS) {
        return fieldErr('tricks', { code: 'result-for-pass', text: String(fields.tricks).trim() });
      }
      const tricks = tricksFrom(fields.tricks as string | number, joined.value.contract);
      if (!tricks.ok) return fieldErr('tricks', tricks.error);
      if (tricks.value !== joined.value.tricks) {
        return fieldErr('tricks', { code: 'result-syntax', text: String(fields.tricks).trim() });
      }
    }
  } else if (joined.error.code === 'result-missing') {
    const contract = parseContract(text);
    if (!contract.ok) return fieldErr('contract', contract.error);
    if (contract.value === PASS) return fieldErr('contract', joined.error);
    if (blank(fields.tricks)) return fieldErr('tricks', { code: 'result-missing' });
    const tricks = tricksFrom(fields.tricks as string | number, contract.value);
    if (!tricks.ok) return fieldErr('tricks', tricks.error);
    played = { contract: contract.value, tricks: tricks.value };
  } else {
    return fieldErr('contract', joined.error);
  }
  let score: number | undefined;
  if (!blank(fields.score) && !(played.contract === PASS && isDash(fields.score))) {
    const s = parseNsScore(String(fields.score));
    if (!s.ok) return fieldErr('score', s.error);
    score = s.value;
  }
  const declarerText =
    blank(fields.declarer) || (played.contract === PASS && isDash(fields.declarer))
      ? ''
      : String(fields.declarer).trim().toUpperCase();
  if (played.contract === PASS) {
    const outcome: PlayedOutcome = { kind: 'played', contract: PASS };
    const withDeclarer = isSeat(declarerText) ? { ...outcome, declarer: declarerText } : outcome;
    if (declarerText !== '' && !isSeat(declarerText)) {
      return fieldErr('declarer', { code: 'declarer-unknown', text: String(fields.declarer).trim() });
    }
    return ok(score === undefined ? withDeclarer : { ...withDeclarer, score });
  }
  if (declarerText === '') return fieldErr('declarer', { code: 'declarer-missing' });
  if (!isSeat(declarerText)) {
    return fieldErr('declarer', { code: 'declarer-unknown', text: String(fields.declarer).trim() });
  }
  const outcome: PlayedOutcome = {
    kind: 'played',
    contract: played.contract,
    declarer: declarerText,
    tricks: played.tricks as number,
  };
  return ok(score === undefined ? outcome : { ...outcome, score });
}

function tricksFrom(
  value: string | number,
  contract: Exclude<PlayedOutcome['contract'], typeof PASS>,
): Result<number, NotationError> {
  if (typeof value === 'number') return checkTricks(value);
  const s = value.trim();
  return /^\d+$/.test(s) ? checkTricks(Number(s)) : parseResult(s, contract);
}

/**
 * A score for North-South as written: `420`, `+420`, `-50`, `−50`, `NS 420`, `EW 420` (= −420).
 *
 * @example
 * parseNsScore('EW 100'); // { ok: true, value: -100 }
 */
export function parseNsScore(text: string | number): Result<number, SessionError> {
  if (typeof text === 'number') {
    return Number.isSafeInteger(text) ? ok(text) : err({ code: 'score-syntax', text: String(text) });
  }
  const s = text
    .normalize('NFKC')
    .trim()
    .toUpperCase()
    .replace(/\u2212/g, '-');
  const m = /^(?:(NS|EW)\s*)?([+-]?)\s*(\d{1,6})$/.exec(s);
  if (!m) return err({ code: 'score-syntax', text: text.trim() });
  const value = Number(m[3]) * (m[2] === '-' ? -1 : 1) * (m[1] === 'EW' ? -1 : 1);
  return ok(value + 0);
}

/**
 * Parses a weighted score: `W30:4H=N;70:3NT-1N` (see the module overview).
 *
 * @example
 * parseWeightedScore('W1:420;2:-100'); // one third of +420, two thirds of −100
 */
export function parseWeightedScore(text: string): Result<WeightedOutcome, SessionError> {
  const s = text.normalize('NFKC').trim();
  if (!/^W/i.test(s)) return err({ code: 'weighted-syntax', text: text.trim() });
  const pieces = s.slice(1).split(';');
  if (pieces.length < 2) return err({ code: 'weighted-syntax', text: text.trim() });
  const parts: WeightedOutcome['parts'][number][] = [];
  for (const piece of pieces) {
    const m = /^\s*(\d+)\s*%?\s*:\s*(.+?)\s*$/.exec(piece);
    if (!m) return err({ code: 'weighted-syntax', text: piece.trim() });
    const weight = Number(m[1]);
    if (!Number.isSafeInteger(weight) || weight <= 0)
      return err({ code: 'weighted-weight', text: m[1] ?? '' });
    const outcome = weightedPart(m[2] ?? '');
    if (!outcome) return err({ code: 'weighted-syntax', text: piece.trim() });
    parts.push({ weight, outcome });
  }
  return ok({ kind: 'weighted', parts });
}

function weightedPart(text: string): PlayedOutcome | ScoreOutcome | null {
  const score = parseNsScore(text);
  if (score.ok) return { kind: 'score', ns: score.value };
  const pass = parseContract(text);
  if (pass.ok && pass.value === PASS) return { kind: 'played', contract: PASS };
  const m = /^(.+?)[\s/@]*([NESWnesw])$/.exec(text.trim());
  if (!m) return null;
  const played = parseContractResult(m[1] ?? '');
  const declarer = (m[2] ?? '').toUpperCase();
  if (!played.ok || played.value.contract === PASS || !isSeat(declarer)) return null;
  return { kind: 'played', contract: played.value.contract, declarer, tricks: played.value.tricks };
}

/** Formats a weighted score: `W30:4H=N;70:3NT-1N`. */
export function formatWeightedScore(outcome: WeightedOutcome): string {
  return `W${outcome.parts.map((p) => `${p.weight}:${formatPart(p.outcome)}`).join(';')}`;
}

function formatPart(o: PlayedOutcome | ScoreOutcome): string {
  if (o.kind === 'score') return String(o.ns);
  if (o.contract === PASS) return 'Pass';
  return `${formatContractResult({ contract: o.contract, tricks: o.tricks ?? 0 })}${o.declarer ?? ''}`;
}

/** The score field of an outcome with no contract, as `parseOutcomeFields` reads it. */
export function formatScoreField(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'played':
      return outcome.score === undefined ? '' : String(outcome.score);
    case 'score':
      return String(outcome.ns);
    case 'adjusted':
      return formatAdjustedScore(outcome);
    case 'weighted':
      return formatWeightedScore(outcome);
    case 'not-played':
      return 'NP';
  }
}
