/**
 * A USEBIO file for the team commands (`match`, `teams`): told
 * from CSV by its content, and read from its bytes.
 */
import { readFileSync } from 'node:fs';
import { type Problem, readUsebioBytes, type UsebioDocument } from '@bridge-score/formats';
import type { AnyError, Lang } from '@bridge-score/i18n';
import { errorJson } from './commands/deal.js';

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

/** An error at a line and column of a file, in the JSON form of the commands' errors. */
export function positionedJson(error: AnyError, lang: Lang, at: { line: number; column: number }) {
  const json = errorJson(error, lang, at.line);
  return { error: { ...json.error, column: at.column } };
}
