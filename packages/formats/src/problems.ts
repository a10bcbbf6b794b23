/**
 * Problems found while reading a file: data, never sentences. Each carries
 * the file, the line and column (both from 1, columns in characters) and a
 * `InterchangeError` whose code says what was expected; `@bridge-score/i18n` words
 * it. Errors mean something could not be read (and was left out, reported
 * here); warnings mean it was read, but a person should look.
 *
 * @example
 * const { value, problems } = readPbn(text, { file: 'club.pbn' });
 * for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}`, p.error.code);
 */
import type { BridgeError, InterchangeError } from '@bridge-score/core';

export const SEVERITIES = ['error', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What a problem says: a file's own error (`InterchangeError`) or a value's (the core's). */
export type ProblemError = InterchangeError | BridgeError;

export interface Problem {
  readonly severity: Severity;
  readonly file: string;
  /** Line, from 1. */
  readonly line: number;
  /** Column, from 1, in characters. */
  readonly column: number;
  readonly error: ProblemError;
}

/** What every reader returns: what it could read, and everything it could not. */
export interface Read<T> {
  readonly value: T;
  readonly problems: readonly Problem[];
}

/**
 * How a reader accounted for the records of its input (a CSV data row, a PBN board or score
 * table row, a USEBIO traveller line or participant, a JSONL line, a line of a scoresheet file):
 * every record is either used or rejected, and each rejected record has exactly one `error`
 * problem that says where and why. `records === used + rejected` always holds.
 */
export interface Tally {
  readonly records: number;
  readonly used: number;
  readonly rejected: number;
}

/** A reader's result with its accounting of records. */
export interface Accounted<T> extends Read<T> {
  readonly tally: Tally;
}

/** A position in a text file, both from 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * Collects problems for one file, and the reader's accounting of its records:
 * `use()` for a record read, `reject(at, error)` for one left out with the one
 * error that says why, so that `tally` holds `records === used + rejected` by
 * construction. `error` is for a fault that is no one record's (a file-wide
 * one). Every text in an error is cut and escaped (`excerpt`) on the way in.
 */
export class Problems {
  readonly list: Problem[] = [];
  private usedCount = 0;
  private rejectedCount = 0;
  constructor(readonly file: string) {}

  error(at: Position, error: ProblemError): void {
    this.add('error', at, error);
  }

  warning(at: Position, error: ProblemError): void {
    this.add('warning', at, error);
  }

  private add(severity: Severity, at: Position, error: ProblemError): void {
    this.list.push({ severity, file: this.file, line: at.line, column: at.column, error: bounded(error) });
  }

  /** Records read and used. */
  use(count = 1): void {
    this.usedCount += count;
  }

  /** A record left out, with the one error that says where and why. */
  reject(at: Position, error: ProblemError): void {
    this.add('error', at, error);
    this.rejectedCount++;
  }

  /** The records accounted for so far. */
  get tally(): Tally {
    return {
      records: this.usedCount + this.rejectedCount,
      used: this.usedCount,
      rejected: this.rejectedCount,
    };
  }

  get errors(): number {
    let n = 0;
    for (const p of this.list) if (p.severity === 'error') n++;
    return n;
  }
}

/** The most characters of a file's text that a problem quotes. */
export const EXCERPT_MAX = 80;

/**
 * What is never quoted as it is: control characters (C0, DEL, C1), line and
 * paragraph separators, the characters that change the direction of text or
 * hide themselves, and halves of surrogate pairs.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  /[\u0000-\u001f\u007f-\u009f\u061c\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED_ESCAPES: { readonly [c: string]: string } = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Text shown as it is safe to show: control and invisible characters, and
 * halves of surrogate pairs, as escapes (`\x00`, `\t`, `\u202e`); nothing
 * cut. For names (of files, options) that are shown whole.
 *
 * @example
 * escapeUnsafe('a\u0000b\tc'); // 'a\\x00b\\tc'
 */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escaped);
}

function escaped(c: string): string {
  const named = NAMED_ESCAPES[c];
  if (named !== undefined) return named;
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text of a file quoted in a problem: at most `max` characters (80, an
 * ellipsis ending a longer text), control and invisible characters shown as
 * escapes (`\x00`, `\t`, `\u202e`): a binary file or a 20,000-character line
 * never reaches a terminal as it is. An excerpt of an excerpt is the same.
 *
 * @example
 * excerpt('a\u0000b'); // 'a\\x00b'
 * excerpt('x'.repeat(100)).length; // 80
 */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  // Escaping only lengthens a text: its first max + 1 characters decide.
  const head = text.length > max + 1 ? text.slice(0, max + 1) : text;
  const clean = head.replace(UNSAFE, escaped);
  if (clean.length <= max && head.length === text.length) return clean;
  let cut = clean.slice(0, max - 1);
  // Never half an escape or half a surrogate pair before the ellipsis.
  const open = /\\(?:x[0-9a-f]?|u[0-9a-f]{0,3})?$/.exec(cut);
  if (open && !/\\(?:x[0-9a-f]{2}|u[0-9a-f]{4}|[tnr])$/.test(cut) && !/\\\\$/.test(cut)) {
    cut = cut.slice(0, open.index);
  }
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Texts of an error that are this program's own (a code, a list of what was expected), never cut. */
const OWN_TEXTS = new Set(['code', 'expected']);

/** An error with every text from the file in it (and in its causes) cut and escaped by `excerpt`. */
export function bounded<E extends object>(error: E): E {
  let copy: Record<string, unknown> | null = null;
  for (const key in error) {
    const value: unknown = error[key];
    let next = value;
    if (typeof value === 'string') {
      if (!OWN_TEXTS.has(key) && (value.length > EXCERPT_MAX || UNSAFE_TEST.test(value)))
        next = excerpt(value);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) next = bounded(value);
    if (next !== value) {
      copy ??= { ...(error as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return (copy ?? error) as E;
}

const UNSAFE_TEST = new RegExp(UNSAFE.source);

/** A problem that is an error, at a line and column of a file (its texts cut and escaped). */
export function problemAt(file: string, line: number, column: number, error: ProblemError): Problem {
  return { severity: 'error', file, line, column, error: bounded(error) };
}

/** The default file name in problems when none is given. */
export const NO_FILE = '<input>';

const positions = new WeakMap<object, Position>();

/**
 * Remembers where a value read from a file came from, without making the
 * position part of the value (two reads of the same data stay equal). Later
 * steps (the event model, scoring) can then report a problem at its row.
 */
export function rememberPosition<T extends object>(value: T, at: Position): T {
  positions.set(value, { line: at.line, column: at.column });
  return value;
}

/** Where a value was read, if it was read from a file. */
export function positionOf(value: object): Position | undefined {
  return positions.get(value);
}

/**
 * A reader's tally after a later step (the event model) left out `rejected`
 * of the records it used, each with its one error: those move from used to
 * rejected, so that `records === used + rejected` still holds.
 *
 * @example
 * laterRejected({ records: 10, used: 9, rejected: 1 }, 2); // { records: 10, used: 7, rejected: 3 }
 */
export function laterRejected(tally: Tally, rejected: number): Tally {
  return { records: tally.records, used: tally.used - rejected, rejected: tally.rejected + rejected };
}

/** Problems sorted by where they are in the file (stable: the order found within a place). */
export function inFileOrder<P extends Pick<Problem, 'line' | 'column'>>(problems: readonly P[]): P[] {
  return problems
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => a.line - b.line || a.column - b.column || i - j)
    .map(([p]) => p);
}
