/**
 * A rubber or Chicago scoresheet kept in a file: one deal or command a line
 * in the notation of `parseSheetLine` (core `sheet-line.ts`), `#` comments
 * and blank lines between them. Read from text or from the file's bytes
 * (UTF-8, UTF-16 with or without a BOM, or Latin-1 with a warning), every
 * line accounted for: a deal or command to apply, or left out with the one
 * error that says why. Applying the lines to a sheet is the caller's (a deal
 * after the rubber is over is an error only then).
 *
 * @example
 * const r = readSheetFile('4S S =\n3NT N -1\nfour spades\n', { file: 'deals.txt' });
 * r.value.map((l) => l.line); // [1, 2]
 * r.tally; // { records: 3, used: 2, rejected: 1 }
 */
import { parseSheetLine, type SheetLine } from '@bridge-score/core';
import { type Accounted, NO_FILE, Problems } from './problems.js';
import { inputText, type TextInput } from './text-input.js';

/** One line of a sheet file read: its number (from 1), its text and what it says. */
export interface SheetFileLine {
  readonly line: number;
  readonly text: string;
  readonly value: SheetLine;
}

export interface SheetFileOptions {
  /** Name of the file in problems. */
  readonly file?: string;
}

/** Words that end a sheet typed at the terminal: in a file, the lines after them are not read. */
const QUIT = new Set(['quit', 'exit', 'q']);
/** Words that ask the terminal for the sheet or for help: in a file they do nothing. */
const SHOW = new Set(['help', '?', 'h', 'sheet']);

/**
 * Reads a sheet file: the lines to apply, in order. A `help` or `sheet`
 * line is read and does nothing; `quit` ends the reading.
 */
export function readSheetFile(input: TextInput, options: SheetFileOptions = {}): Accounted<SheetFileLine[]> {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  const lines: SheetFileLine[] = [];
  const texts = decoded.text.split(/\r\n|\r|\n/);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string;
    const word = text.trim().toLowerCase();
    if (word === '' || word.startsWith('#')) continue;
    if (QUIT.has(word)) break;
    if (SHOW.has(word)) {
      problems.use();
      continue;
    }
    const parsed = parseSheetLine(text);
    if (!parsed.ok) {
      problems.reject({ line: i + 1, column: text.search(/\S/) + 1 }, parsed.error);
      continue;
    }
    lines.push({ line: i + 1, text, value: parsed.value });
    problems.use();
  }
  return { value: lines, problems: [...decoded.problems, ...problems.list], tally: problems.tally };
}
