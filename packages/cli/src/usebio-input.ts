/**
 * A USEBIO file for the team commands (`match`, `teams`): told
 * from CSV by its content, read from its bytes, and its problems printed as
 * compilers print them, in the order of the file.
 */
import { readFileSync } from 'node:fs';
import { type Problem, readUsebioBytes, type UsebioDocument } from '@bridge-score/formats';
import { type AnyError, type Lang, type PositionedError, problemText } from '@bridge-score/i18n';
import { errorJson } from './commands/deal.js';
import { inFileOrder } from './results-input.js';
import type { Io } from './shared.js';

/** Whether a team file is USEBIO: its name ends in .xml, or its text starts with "<". */
export function isUsebioText(file: string, text: string): boolean {
  return /\.xml$/i.test(file) || /^\uFEFF?\s*</.test(text);
}

/** The document (null when the file is not USEBIO at all) and the reader's problems. */
export function readUsebioFile(file: string): { doc: UsebioDocument | null; problems: Problem[] } {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    bytes = new Uint8Array();
  }
  const read = readUsebioBytes(bytes, { file });
  return read.ok
    ? { doc: read.value.value, problems: [...read.value.problems] }
    : { doc: null, problems: [read.error] };
}

/**
 * Prints the problems in the order of the file, to standard error; with
 * `json`, the first error goes to standard output as the command's JSON
 * error (and only warnings to standard error). True when there was an error.
 */
export function reportProblems(
  problems: readonly PositionedError[],
  io: Io,
  lang: Lang,
  json: boolean,
): boolean {
  const sorted = inFileOrder(problems);
  for (const p of sorted) if (!json || p.severity === 'warning') io.err(`${problemText(p, lang)}\n`);
  const first = sorted.find((p) => p.severity === 'error');
  if (first && json) io.out(`${JSON.stringify(positionedJson(first.error, lang, first))}\n`);
  return first !== undefined;
}

/** An error at a line and column of a file, in the JSON form of the commands' errors. */
export function positionedJson(error: AnyError, lang: Lang, at: { line: number; column: number }) {
  const json = errorJson(error, lang, at.line);
  return { error: { ...json.error, column: at.column } };
}
