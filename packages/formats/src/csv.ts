/**
 * A small CSV reader (RFC 4180, plus what spreadsheets and people write):
 * quoted fields with doubled quotes and line breaks inside, CRLF / LF / CR,
 * a byte-order mark, blank lines and `#` comment lines skipped, and the
 * delimiter taken from the header (comma, semicolon or tab). Each record
 * keeps the line it starts on, so errors can name it.
 *
 * Written here rather than taken from a library: the format needed is small
 * and a reader of our own reports rows and columns in our own error codes.
 * It reads a million-line file in well under a second: `forEachCsvRow`, on
 * the hot path of big traveller files, hands over each record in place (one
 * `CsvRow` for all: fields as spans of the text, a string made only for a
 * quoted or trimmed field, or when one is asked for). `forEachCsvRecord` and
 * `readCsv` give the fields as strings; the team files (VP scales, match and
 * event files) read with `readCsvLines`, which gives each field's column so
 * that an error can say where it is.
 *
 * @example
 * readCsv('board,ns\n1,"2"\n').records; // [{ row: 1, fields: ['board', 'ns'] }, { row: 2, fields: ['1', '2'] }]
 * readCsvLines('board,score1\n1,420\n'); // ok([{ line: 1, fields: [board@1, score1@7] }, { line: 2, … }])
 */
import { type BridgeError, err, type InterchangeError, ok, type Result } from '@bridge-score/core';
import { excerpt, type Problems } from './problems.js';

export interface CsvRecord {
  /** Line number (1-based) where the record starts. */
  readonly row: number;
  readonly fields: readonly string[];
}

export interface CsvRead {
  readonly records: readonly CsvRecord[];
  /** The records left out for their quotes (see `forEachCsvRow`), each at its row and column. */
  readonly errors: readonly CsvError[];
}

function delimiterOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end < 0 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const HASH = 35;

const isLineEnd = (c: number): boolean => c === LF || c === CR;
const isFieldEnd = (c: number, sep: number): boolean => c === sep || c === LF || c === CR;
const isBlank = (c: number, tab: boolean): boolean => c === SPACE || (tab && c === TAB);

/**
 * One record read in place: each field a span of the text (no string made
 * until one is asked for), or, for a quoted field or one with blanks to trim,
 * its value. One object serves every record of a reading: read it in the
 * callback, keep nothing of it but what it returns.
 */
export class CsvRow {
  /** The text the spans are offsets into. */
  text = '';
  /** How many fields the record has. */
  count = 0;
  start = new Int32Array(16);
  end = new Int32Array(16);
  /** 1-based column of each field (its first character, or its opening quote). */
  column = new Int32Array(16);
  /** A field's value when it is not its span (quoted, or trimmed); else undefined. */
  readonly values: (string | undefined)[] = [];

  /** Field i as a string ('' past the last field). */
  value(i: number): string {
    if (i < 0 || i >= this.count) return '';
    return this.values[i] ?? this.text.slice(this.start[i], this.end[i]);
  }

  /** Whether field i is exactly `s`, making no string. */
  is(i: number, s: string): boolean {
    if (i < 0 || i >= this.count) return s === '';
    const v = this.values[i];
    if (v !== undefined) return v === s;
    const start = this.start[i] as number;
    return (this.end[i] as number) - start === s.length && this.text.startsWith(s, start);
  }

  /** The fields as strings. */
  fields(): string[] {
    const out: string[] = new Array(this.count);
    for (let i = 0; i < this.count; i++) out[i] = this.value(i);
    return out;
  }

  /** Room for field i. */
  grow(i: number): void {
    if (i < this.start.length) return;
    const size = this.start.length * 2;
    const more = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.start = more(this.start);
    this.end = more(this.end);
    this.column = more(this.column);
  }
}

/** Reads CSV text into records; see the module overview. */
export function readCsv(input: string): CsvRead {
  const records: CsvRecord[] = [];
  const errors = forEachCsvRow(input, (row, record) => {
    records.push({ row, fields: record.fields() });
  });
  return { records, errors };
}

/**
 * Reads CSV text record by record, handing each to `each` as it is read and
 * keeping none: a big file is never all records at once. The fields come in
 * one array, refilled for every record: read it in the callback (copy it to
 * keep it). Returns the records left out for their quotes (see `forEachCsvRow`).
 */
export function forEachCsvRecord(
  input: string,
  each: (row: number, fields: readonly string[]) => void,
): CsvError[] {
  const fields: string[] = [];
  return forEachCsvRow(input, (row, record) => {
    fields.length = record.count;
    for (let i = 0; i < record.count; i++) fields[i] = record.value(i);
    each(row, fields);
  });
}

/** An error in the CSV syntax of one record: the record is left out. */
export interface CsvError {
  readonly row: number;
  readonly column: number;
  readonly error: BridgeError;
}

/**
 * Whether the line from `start` is a record on its own: no quote in it, and
 * at least `delimiters` delimiters (a full row of the header's width). A
 * quoted field that runs over such a line is a quote opened by mistake.
 */
function looksLikeRecord(text: string, start: number, sep: number, delimiters: number): boolean {
  let count = 0;
  for (let k = start; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === LF || c === CR) break;
    if (c === QUOTE) return false;
    if (c === sep) count++;
  }
  return count >= delimiters;
}

/**
 * The reader itself: record by record, each read in place (`CsvRow`, the same
 * object for every record). A record whose quotes are wrong is left out and
 * reported (to `onError` as it is found, and in the list returned), and the
 * reading goes on from the next line:
 *
 * - a quote never closed (`csv-quote`, at the quote);
 * - text after a closing quote (`"Ann "Lee""`: `csv-quote-stray`, at the text), since
 *   a quote inside a quoted field is written twice (RFC 4180);
 * - a quoted field over several lines that runs over a line that is a record on
 *   its own (a full row, no quote in it), closes in the middle of a field, or makes a
 *   record longer than the first (the header): a quote opened by mistake that would
 *   swallow the lines after it (`csv-quote`, at the quote).
 *
 * A line break inside quotes is kept when the field closes cleanly (as
 * `csvField` writes one). A quote inside an unquoted field is kept as text.
 */
export function forEachCsvRow(
  input: string,
  each: (row: number, record: CsvRow) => void,
  onError?: (error: CsvError) => void,
): CsvError[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text.replace(/^(?:#[^\r\n]*(?:\r\n?|\n)|\s*(?:\r\n?|\n))*/, ''));
  const sep = delimiter.charCodeAt(0);
  const tabIsBlank = delimiter !== '\t';
  const errors: CsvError[] = [];
  const record = new CsvRow();
  record.text = text;
  const values = record.values;
  /** The first record's length: a record made longer by a line break in quotes is a runaway quote. */
  let longest = -1;
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const startOffset = i;
    let c = text.charCodeAt(i);
    // Skip blank and comment lines between records.
    if (c === LF || c === CR) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      lineStart = i;
      continue;
    }
    let blank = i;
    while (blank < n && isBlank(text.charCodeAt(blank), true)) blank++;
    c = text.charCodeAt(blank);
    if (blank === n || c === LF || c === CR) {
      i = blank;
      continue;
    }
    if (text.charCodeAt(i) === HASH) {
      while (i < n && !isLineEnd(text.charCodeAt(i))) i++;
      continue;
    }
    let count = 0;
    let failure: CsvError | null = null;
    /** The first quote whose field went over a line break, if one did. */
    let spanLine = 0;
    let spanColumn = 0;
    for (;;) {
      record.grow(count);
      // Blanks before a quote are not part of the field.
      let j = i;
      while (j < n && isBlank(text.charCodeAt(j), tabIsBlank)) j++;
      record.column[count] = j - lineStart + 1;
      if (j < n && text.charCodeAt(j) === QUOTE) {
        const quoteLine = line;
        const quoteColumn = j - lineStart + 1;
        let field = '';
        let run = j + 1;
        i = run;
        let closed = false;
        let runaway = false;
        while (i < n) {
          c = text.charCodeAt(i);
          if (c === QUOTE) {
            field += text.slice(run, i);
            if (text.charCodeAt(i + 1) === QUOTE) {
              field += '"';
              i += 2;
              run = i;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
            line++;
            lineStart = i + 1;
            if (longest > 1 && looksLikeRecord(text, lineStart, sep, longest - 1)) {
              runaway = true;
              break;
            }
          }
          i++;
        }
        if (line !== quoteLine && spanLine === 0) {
          spanLine = quoteLine;
          spanColumn = quoteColumn;
        }
        if (!closed || runaway) {
          failure = { row: quoteLine, column: quoteColumn, error: { code: 'csv-quote' } };
          break;
        }
        // Only blanks may follow the closing quote, up to the delimiter.
        while (i < n && isBlank(text.charCodeAt(i), tabIsBlank)) i++;
        if (i < n && !isFieldEnd(text.charCodeAt(i), sep)) {
          if (spanLine !== 0) {
            failure = { row: spanLine, column: spanColumn, error: { code: 'csv-quote' } };
          } else {
            let end = i;
            while (end < n && !isFieldEnd(text.charCodeAt(end), sep)) end++;
            failure = {
              row: line,
              column: i - lineStart + 1,
              error: { code: 'csv-quote-stray', text: excerpt(text.slice(i, end)) },
            };
          }
          break;
        }
        values[count] = field;
      } else {
        const fieldStart = i;
        while (i < n && !isFieldEnd(text.charCodeAt(i), sep)) i++;
        // Trimmed only when it has blanks at an end (most fields have none).
        if (
          i > fieldStart &&
          (text.charCodeAt(fieldStart) <= SPACE ||
            text.charCodeAt(i - 1) <= SPACE ||
            text.charCodeAt(fieldStart) > 0x7f ||
            text.charCodeAt(i - 1) > 0x7f)
        ) {
          values[count] = text.slice(fieldStart, i).trim();
        } else {
          values[count] = undefined;
          record.start[count] = fieldStart;
          record.end[count] = i;
        }
      }
      count++;
      if (i < n && text.charCodeAt(i) === sep) {
        i++;
        continue;
      }
      break;
    }
    if (failure === null && spanLine !== 0 && longest >= 0 && count > longest) {
      failure = { row: spanLine, column: spanColumn, error: { code: 'csv-quote' } };
    }
    if (failure !== null) {
      // Read again from the next line, a record can stop at the quote that stopped this one: it is
      // told once.
      const last = errors[errors.length - 1];
      if (!last || last.row !== failure.row || last.column !== failure.column) {
        errors.push(failure);
        onError?.(failure);
      }
      // Read on from the line after the one the record started on.
      let k = startOffset;
      while (k < n && !isLineEnd(text.charCodeAt(k))) k++;
      if (k < n) k += text.charCodeAt(k) === CR && text.charCodeAt(k + 1) === LF ? 2 : 1;
      i = k;
      line = start + 1;
      lineStart = k;
      continue;
    }
    if (longest < 0) longest = count;
    record.count = count;
    each(start, record);
  }
  return errors;
}

/** Quotes a field for CSV output when it needs it (so that `readCsv` gives it back as it was). */
export function csvField(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",;\t\r\n]|^#|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (values: readonly (string | number | null | undefined)[]): string =>
  values.map(csvField).join(',');

// ---------------------------------------------------------------------------
// Fields with their columns (the team files)

/** One field of a record, with its 1-based column. */
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
export function locatedAt(line: number, column: number, error: BridgeError | InterchangeError): Located {
  return { code: 'file-position', line, column, error };
}

/**
 * The records of a CSV text, read as `forEachCsvRecord` reads them (the same
 * quotes, comments, blank lines and delimiter), each field with its line's
 * number and its column, for the team files' error positions. The first
 * error (an unclosed quote) is the result, at the quote.
 */
export function readCsvLines(text: string): Result<CsvLine[], Located> {
  const out: CsvLine[] = [];
  const errors = forEachCsvRow(text, (line, record) => {
    const fields: CsvField[] = [];
    for (let k = 0; k < record.count; k++)
      fields.push({ text: record.value(k), column: record.column[k] as number });
    out.push({ line, fields });
  });
  const first = errors[0];
  return first ? err(locatedAt(first.row, first.column, first.error)) : ok(out);
}

/**
 * A CSV file with a header, for a reader that accounts for its records: the
 * header and the data lines, each field with its column. A line lost to its
 * quotes is rejected in `problems` (its one error); one lost before the
 * header leaves no header to read by (`lost`): then nothing can be read.
 */
export function readHeaderedCsv(
  text: string,
  problems: Problems,
): { header: CsvLine | null; rows: CsvLine[]; lost: CsvError | null } {
  let header: CsvLine | null = null;
  let lost: CsvError | null = null;
  const rows: CsvLine[] = [];
  forEachCsvRow(
    text,
    (line, record) => {
      if (lost !== null) return;
      const fields: CsvField[] = [];
      for (let k = 0; k < record.count; k++)
        fields.push({ text: record.value(k), column: record.column[k] as number });
      if (header === null) header = { line, fields };
      else rows.push({ line, fields });
    },
    (e) => {
      if (header === null) lost ??= e;
      else if (lost === null) problems.reject({ line: e.row, column: e.column }, e.error);
    },
  );
  return { header, rows, lost };
}

/** The first field beyond a header of `width` fields that holds text: a row that long is out of line. */
export function fieldBeyond(row: CsvLine, width: number): CsvField | undefined {
  for (let k = width; k < row.fields.length; k++) {
    const f = row.fields[k] as CsvField;
    if (f.text !== '') return f;
  }
  return undefined;
}

/**
 * Each key's column in a header: the field whose name (as `normalize` makes
 * it) is one of the key's names, or undefined. A key named twice (by the same
 * name or two of its names) is an error at the second, since which is meant
 * cannot be told.
 *
 * @example
 * headerColumns(header, { board: ['board', 'bd'] }, (s) => s.toLowerCase()); // ok({ board: 0 })
 */
export function headerColumns<K extends string>(
  header: CsvLine,
  names: { readonly [k in K]: readonly string[] },
  normalize: (name: string) => string,
): Result<{ [k in K]: number | undefined }, Located> {
  const found = {} as { [k in K]: number | undefined };
  const keys = Object.keys(names) as K[];
  for (const key of keys) found[key] = undefined;
  for (const [i, field] of header.fields.entries()) {
    const name = normalize(field.text);
    const key = keys.find((k) => names[k].includes(name));
    if (key === undefined) continue;
    const first = found[key];
    if (first !== undefined) {
      return err(
        locatedAt(header.line, field.column, {
          code: 'csv-column-twice',
          column: field.text.trim(),
          first: first + 1,
        }),
      );
    }
    found[key] = i;
  }
  return ok(found);
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
