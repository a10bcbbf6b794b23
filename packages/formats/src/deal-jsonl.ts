/**
 * Deals as JSON lines, the batch form of `bridge-score deal`: one JSON
 * object a line, `{"contract":"4SX","by":"S","tricks":8,"vul":"NS"}`, each
 * a deal to score or a line left out with the one error that says why. The
 * fields: `contract`; `by` (or `declarer`); `tricks` or `result`; `vul` (or
 * `vulnerability`) or `board`; `honours`; `rules`. A field not among them is
 * an error (`"Vul"` is not `"vul"`: a deal is never scored on a guess; the
 * error suggests the field meant), and so are two fields that say the same
 * or decide the same thing (`tricks` and `result`). An empty line is an error too:
 * each line in is one line out.
 *
 * @example
 * parseDealJsonLine('{"contract":"3NT","by":"N","result":"=","board":4}');
 * // { ok: true, value: { fields: { contract: '3NT', declarer: 'N', result: '=', board: 4 } } }
 */
import { type DealFields, err, ok, type Result } from '@bridge-score/core';
import { type Accounted, NO_FILE, type ProblemError, Problems } from './problems.js';
import { inputText, type TextInput } from './text-input.js';

/** One deal asked for: its fields for `parseDealFields`, and the rule set named, if any. */
export interface DealRequest {
  readonly fields: DealFields;
  readonly rules?: string;
}

/** The fields a deal's JSON object may have. */
export const DEAL_JSON_FIELDS = [
  'contract',
  'by',
  'declarer',
  'tricks',
  'result',
  'vul',
  'vulnerability',
  'board',
  'honours',
  'rules',
] as const;
type DealJsonField = (typeof DEAL_JSON_FIELDS)[number];
const KNOWN = new Set<string>(DEAL_JSON_FIELDS);

/** Fields that say the same thing (or, given together, would leave one unread). */
const CONFLICTS: readonly (readonly [DealJsonField, DealJsonField])[] = [
  ['by', 'declarer'],
  ['vul', 'vulnerability'],
  ['vul', 'board'],
  ['vulnerability', 'board'],
  ['tricks', 'result'],
];

/** Edits (insert, delete, replace) from one text to another, for a suggestion. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(replace, (previous[j] as number) + 1, (row[j - 1] as number) + 1));
    }
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * The known field a mistyped one most looks like: the same but for case, else
 * at most two edits away; null when none is that close.
 *
 * @example
 * suggestDealField('Vul'); // 'vul'
 * suggestDealField('trick'); // 'tricks'
 */
export function suggestDealField(field: string): string | null {
  const lower = field.toLowerCase();
  if (KNOWN.has(lower)) return lower;
  let best: string | null = null;
  let bestDistance = 3;
  for (const f of DEAL_JSON_FIELDS) {
    const d = distance(lower.slice(0, 40), f);
    if (d < bestDistance) {
      best = f;
      bestDistance = d;
    }
  }
  return best;
}

const given = (v: unknown) => v !== undefined && v !== null;
const isText = (v: unknown): v is string | undefined | null =>
  v === undefined || v === null || typeof v === 'string';
const isTextOrNumber = (v: unknown): v is string | number | undefined | null =>
  isText(v) || typeof v === 'number';
const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);
const typeError = (field: string, expected: string): Result<never, ProblemError> =>
  err({ code: 'field-type', field, expected });

/**
 * Reads one line: a deal to score, or the error that says why not. Never throws.
 */
export function parseDealJsonLine(line: string): Result<DealRequest, ProblemError> {
  if (line.trim() === '') return err({ code: 'json-line-empty' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return err({ code: 'json-syntax', detail: (e as Error).message });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return err({ code: 'json-syntax', detail: line.trim() });
  }
  const o = parsed as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KNOWN.has(key))
      return err({
        code: 'field-unknown',
        field: key,
        expected: DEAL_JSON_FIELDS.join(', '),
        suggestion: suggestDealField(key),
      });
  }
  for (const [a, b] of CONFLICTS) {
    if (given(o[a]) && given(o[b])) return err({ code: 'field-conflict', field: a, other: b });
  }
  const { contract, by, declarer, vul, vulnerability, honours, tricks, board, result, rules } = o;
  if (typeof contract !== 'string') return typeError('contract', 'a text such as "4SX"');
  if (!isText(by)) return typeError('by', 'a text');
  if (!isText(declarer)) return typeError('declarer', 'a text');
  if (!isText(vul)) return typeError('vul', 'a text');
  if (!isText(vulnerability)) return typeError('vulnerability', 'a text');
  if (!isText(honours)) return typeError('honours', 'a text');
  if (!isText(rules)) return typeError('rules', 'a text');
  if (!isTextOrNumber(tricks)) return typeError('tricks', 'a number or a text');
  if (!isTextOrNumber(board)) return typeError('board', 'a number or a text');
  if (!isTextOrNumber(result)) return typeError('result', 'a number or a text');
  const fields: { -readonly [K in keyof DealFields]: DealFields[K] } = { contract };
  const set = <K extends keyof DealFields>(key: K, value: DealFields[K] | null | undefined) => {
    const v = orUndefined(value ?? null);
    if (v !== undefined) fields[key] = v;
  };
  set('declarer', by ?? declarer);
  set('tricks', tricks);
  set('result', result);
  set('vulnerability', vul ?? vulnerability);
  set('board', board);
  set('honours', honours);
  return ok(typeof rules === 'string' ? { fields, rules } : { fields });
}

/** One line of a JSON-lines input read: its number (from 1) and the deal it asks for. */
export interface DealJsonLine {
  readonly line: number;
  readonly request: DealRequest;
}

export interface DealJsonlOptions {
  /** Name of the file in problems. */
  readonly file?: string;
}

/**
 * Reads a whole JSON-lines input: every line a deal or left out with its
 * error (at the line, column 1). The line break after the last line ends it;
 * it starts no line of its own.
 *
 * @example
 * readDealJsonl('{"contract":"4S","by":"S","tricks":10}\n\n').tally; // { records: 2, used: 1, rejected: 1 }
 */
export function readDealJsonl(input: TextInput, options: DealJsonlOptions = {}): Accounted<DealJsonLine[]> {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  const lines: DealJsonLine[] = [];
  const text = decoded.text.replace(/(?:\r\n|\r|\n)$/, '');
  if (text !== '') {
    for (const [i, line] of text.split(/\r\n|\r|\n/).entries()) {
      const read = parseDealJsonLine(line);
      if (read.ok) {
        lines.push({ line: i + 1, request: read.value });
        problems.use();
      } else problems.reject({ line: i + 1, column: 1 }, read.error);
    }
  }
  return { value: lines, problems: [...decoded.problems, ...problems.list], tally: problems.tally };
}
