/**
 * The small CSV reader shared by the file formats of team scoring (VP scales,
 * match and event files): fields separated by commas (or semicolons or tabs,
 * as spreadsheets export them), optional double quotes, `#` comment lines,
 * blank lines skipped. Every field keeps its line and column so that errors
 * can say where they are.
 *
 * @example
 * csvLines('board,score1\n1,420\n'); // [{ line: 1, fields: [board@1, score1@7] }, { line: 2, … }]
 */
import type { BridgeError } from './errors.js';
import { err, ok, type Result } from './result.js';

/** One field as written, trimmed, with its 1-based column. */
export interface CsvField {
  readonly text: string;
  readonly column: number;
}

/** One line with content: its 1-based number and its fields. */
export interface CsvLine {
  readonly line: number;
  readonly fields: readonly CsvField[];
}

/** An error at a place in a file. */
export type Located = Extract<BridgeError, { code: 'file-position' }>;

/** Wraps an error with the line and column where it was found. */
export function at(line: number, column: number, error: BridgeError): Located {
  return { code: 'file-position', line, column, error };
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of a file: whichever of comma, semicolon, tab its first content line uses most. */
function delimiterOf(lines: readonly string[]): string {
  const first = lines.find((l) => l.trim() !== '' && !l.trimStart().startsWith('#')) ?? '';
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const count = first.split(d).length - 1;
    if (count > most) {
      best = d;
      most = count;
    }
  }
  return best;
}

function splitLine(text: string, delimiter: string, line: number): Result<CsvField[], Located> {
  const fields: CsvField[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t') && text[i] !== delimiter) i++;
    const column = i + 1;
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return err(at(line, column, { code: 'csv-quote' }));
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i];
        i++;
      }
      while (i < text.length && text[i] !== delimiter) i++;
    } else {
      const end = text.indexOf(delimiter, i);
      value = text.slice(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    }
    fields.push({ text: value.trim(), column });
    if (i >= text.length) return ok(fields);
    i++; // the delimiter
  }
}

/**
 * The content lines of a CSV text: comments (`#`) and blank lines left out,
 * a byte-order mark and Windows line ends tolerated.
 */
export function csvLines(text: string): Result<CsvLine[], Located> {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const delimiter = delimiterOf(raw);
  const out: CsvLine[] = [];
  for (const [index, line] of raw.entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const fields = splitLine(line, delimiter, index + 1);
    if (!fields.ok) return fields;
    out.push({ line: index + 1, fields: fields.value });
  }
  return ok(out);
}

/** A field for writing: quoted when it holds a comma, a quote, a `#` at its start or spaces at its ends. */
export function csvField(text: string): string {
  return /[",;\t\n\r]|^#|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Reads a plain decimal number as people write it: `12`, `-3`, `+4.5`, `10,31` is not one (comma separates fields). */
export function parseDecimal(text: string): number | null {
  const s = text
    .trim()
    .replace(/^\+/, '')
    .replace(/[\u2212\u2012\u2013\u2014]/g, '-');
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
