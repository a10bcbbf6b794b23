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
import type { InterchangeError } from '@bridge-score/core';

export const SEVERITIES = ['error', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Problem {
  readonly severity: Severity;
  readonly file: string;
  /** Line, from 1. */
  readonly line: number;
  /** Column, from 1, in characters. */
  readonly column: number;
  readonly error: InterchangeError;
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

/** Collects problems for one file. */
export class Problems {
  readonly list: Problem[] = [];
  constructor(readonly file: string) {}

  error(at: Position, error: InterchangeError): void {
    this.list.push({ severity: 'error', file: this.file, line: at.line, column: at.column, error });
  }

  warning(at: Position, error: InterchangeError): void {
    this.list.push({ severity: 'warning', file: this.file, line: at.line, column: at.column, error });
  }

  get errors(): number {
    let n = 0;
    for (const p of this.list) if (p.severity === 'error') n++;
    return n;
  }
}

/** Text quoted in a problem: at most 40 characters, control characters shown as spaces. */
export function excerpt(text: string, max = 40): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
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
