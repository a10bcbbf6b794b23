/**
 * PBN tables: the `ScoreTable` and `TotalScoreTable` sections (and any other
 * `…Table` tag). The tag's value lists the columns, each a name with an
 * optional width and alignment: `PairId_NS\2R;Contract\6L;Score_NS\5R`. The
 * section's lines are the rows: one value per column, separated by blanks,
 * a value with blanks in quotes (`"Smith - Jones"`), `-` for a value that
 * does not apply and `?` for one that is not known.
 *
 * Writing pads each value to its column's width on the side its alignment
 * says, one blank between columns, so the rows line up like the printed
 * traveller; the same rows always give the same text.
 *
 * @example
 * parseTableColumns('PairId_NS\\2R;Contract\\6L');
 * // { ok: true, value: [{ name: 'PairId_NS', width: 2, align: 'R' }, { name: 'Contract', width: 6, align: 'L' }] }
 */
import { err, type InterchangeError, ok, type Result } from '@bridge-score/core';
import { forEachSectionLine, type PbnDataLine, type PbnTag } from './pbn.js';
import { excerpt, type Problems } from './problems.js';

export interface TableColumn {
  readonly name: string;
  readonly width?: number;
  readonly align?: 'L' | 'R';
}

/** A row's values, unquoted, and the data line it came from. */
export interface TableRow {
  readonly cells: readonly string[];
  readonly source: PbnDataLine;
}

export interface PbnTable {
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
}

const COLUMN = /^([A-Za-z][A-Za-z0-9_]*)(?:\\(\d{1,3})?([LRlr])?)?$/;

/**
 * Parses a table's column list: `Name\widthAlign;…`. Blanks around names and
 * an empty last item (a trailing `;`) are allowed.
 */
export function parseTableColumns(spec: string): Result<TableColumn[], InterchangeError> {
  const columns: TableColumn[] = [];
  const items = spec.split(';');
  for (const [i, raw] of items.entries()) {
    const item = raw.trim();
    if (item === '' && i === items.length - 1 && i > 0) break;
    const m = COLUMN.exec(item);
    if (!m) return err({ code: 'table-columns', text: excerpt(item === '' ? spec : item) });
    const column: { name: string; width?: number; align?: 'L' | 'R' } = { name: m[1] as string };
    if (m[2] !== undefined) column.width = Number(m[2]);
    if (m[3] !== undefined) column.align = m[3].toUpperCase() as 'L' | 'R';
    columns.push(column);
  }
  return columns.length === 0 ? err({ code: 'table-columns', text: excerpt(spec) }) : ok(columns);
}

/** Formats a column list: `PairId_NS\2R;Contract\6L`. */
export function formatTableColumns(columns: readonly TableColumn[]): string {
  return columns
    .map((c) => `${c.name}${c.width === undefined ? '' : `\\${c.width}${c.align ?? ''}`}`)
    .join(';');
}

/** The index of a column by name (case-insensitive), or -1. */
export function columnIndex(table: { readonly columns: readonly TableColumn[] }, name: string): number {
  const lower = name.toLowerCase();
  return table.columns.findIndex((c) => c.name.toLowerCase() === lower);
}

/**
 * Splits one row into its values: blanks separate, quotes group (`\"` inside
 * quotes is a quote). Returns the values and each one's column offset, or
 * null when a quote is left open.
 */
export function splitRow(text: string, withOffsets = true): { cells: string[]; offsets: number[] } | null {
  const cells: string[] = [];
  const offsets: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    if (withOffsets) offsets.push(i);
    if (c === 34 /* " */) {
      let value = '';
      let run = i + 1;
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 92 && (text[j + 1] === '"' || text[j + 1] === '\\')) {
          value += text.slice(run, j);
          run = j + 1;
          j++;
        } else if (d === 34) break;
      }
      if (j >= n) return null;
      cells.push(value + text.slice(run, j));
      i = j + 1;
    } else {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 32 || d === 9) break;
        j++;
      }
      cells.push(text.slice(i, j));
      i = j;
    }
  }
  return { cells, offsets };
}

/**
 * Reads a table tag: its columns and rows. A row with too few or too many
 * values is left out (rejected in `problems`); a bad column list leaves the
 * whole table out (see `forEachTableRow`).
 */
export function readTable(tag: PbnTag, problems: Problems): PbnTable | null {
  const rows: TableRow[] = [];
  const columns = forEachTableRow(tag, problems, (row) => {
    rows.push(row);
  });
  return columns === null ? null : { columns, rows };
}

/**
 * Reads a table tag row by row, handing each readable row to `each` and
 * keeping none (a big ScoreTable is never all rows at once). A row that
 * cannot be read (an unclosed quote, too few or too many values) is left
 * out, rejected in `problems` with its one error; the caller counts the rows
 * it uses. Returns the columns, or null when the column list cannot be read
 * (every row rejected with that error).
 */
export function forEachTableRow(
  tag: PbnTag,
  problems: Problems,
  each: (row: TableRow) => void,
): TableColumn[] | null {
  const columns = parseTableColumns(tag.value);
  if (!columns.ok) {
    rejectEveryRow(tag, problems, columns.error);
    return null;
  }
  const width = columns.value.length;
  for (const source of tag.section) {
    const split = splitRow(source.text, false);
    if (split === null) {
      problems.reject(source, { code: 'table-string-unclosed' });
      continue;
    }
    if (split.cells.length === 0) continue;
    if (split.cells.length !== width) {
      problems.reject(source, { code: 'table-row-length', expected: width, found: split.cells.length });
      continue;
    }
    each({ cells: split.cells, source });
  }
  return columns.value;
}

/**
 * A table whose column list cannot be read: every row of it is left out, each
 * with that error (rows are records, and none can be read); a table without
 * rows has its error at the tag's value.
 */
function rejectEveryRow(tag: PbnTag, problems: Problems, error: InterchangeError): void {
  let rows = 0;
  forEachSectionLine(tag, (text, from, to, line, column) => {
    if (text.slice(from, to).trim() === '') return;
    rows++;
    problems.reject({ line, column }, error);
  });
  if (rows === 0) problems.error({ line: tag.valueLine, column: tag.valueColumn }, error);
}

/**
 * One row of a table read in place: each value a span of a text (no string
 * made until one is asked for), or, for a row with quotes, its unquoted
 * values. One object serves every row of a table: read it in the callback,
 * keep nothing of it but what it returns.
 */
export class RowSpans {
  /** The text holding the row (the whole file's, for rows read in place), the row's range in it. */
  text = '';
  from = 0;
  to = 0;
  /** Line number of the row, column of `text[from]`. */
  line = 0;
  column = 0;
  /** The values, when the row has quotes (else null: the spans say them). */
  cells: readonly string[] | null = null;
  readonly start: Int32Array;
  readonly end: Int32Array;
  constructor(width: number) {
    this.start = new Int32Array(width);
    this.end = new Int32Array(width);
  }

  /** A row of values (from a table already read). */
  static of(row: TableRow, width: number): RowSpans {
    const spans = new RowSpans(width);
    spans.at(row.source.text, 0, row.source.text.length, row.source.line, row.source.column);
    spans.cells = row.cells;
    return spans;
  }

  at(text: string, from: number, to: number, line: number, column: number): void {
    this.text = text;
    this.from = from;
    this.to = to;
    this.line = line;
    this.column = column;
  }

  /** The data line of the row, made when a problem needs it. */
  get source(): PbnDataLine {
    const text = this.text.slice(this.from, this.to).trimEnd();
    return { text, line: this.line, column: this.column };
  }

  /** Value i as a string. */
  value(i: number): string {
    if (this.cells !== null) return this.cells[i] ?? '';
    return this.text.slice(this.start[i], this.end[i]);
  }

  /** The length of value i. */
  length(i: number): number {
    if (this.cells !== null) return (this.cells[i] ?? '').length;
    return (this.end[i] as number) - (this.start[i] as number);
  }

  /** The character code at offset k of value i (NaN past its end). */
  code(i: number, k: number): number {
    if (this.cells !== null) return (this.cells[i] ?? '').charCodeAt(k);
    const at = (this.start[i] as number) + k;
    return at < (this.end[i] as number) ? this.text.charCodeAt(at) : Number.NaN;
  }

  /** Whether value i is exactly `s`, making no string. */
  is(i: number, s: string): boolean {
    if (this.cells !== null) return this.cells[i] === s;
    const start = this.start[i] as number;
    return (this.end[i] as number) - start === s.length && this.text.startsWith(s, start);
  }

  /** The position of value i, for a problem about it. */
  position(i: number): { line: number; column: number } {
    if (this.cells !== null) return cellPosition({ cells: this.cells, source: this.source }, i);
    return { line: this.line, column: this.column + (this.start[i] as number) - this.from };
  }
}

/**
 * Like `forEachTableRow`, but each row read in place (`RowSpans`, the same
 * object every row; the rows of a file's table straight from the file's
 * text, see `forEachSectionLine`): the same rows, the same problems at the
 * same places.
 */
export function forEachTableRowInPlace(
  tag: PbnTag,
  problems: Problems,
  each: (row: RowSpans, columns: readonly TableColumn[]) => void,
): TableColumn[] | null {
  const columns = parseTableColumns(tag.value);
  if (!columns.ok) {
    rejectEveryRow(tag, problems, columns.error);
    return null;
  }
  const cols = columns.value;
  const width = cols.length;
  const row = new RowSpans(width);
  const { start, end } = row;
  forEachSectionLine(tag, (text, from, to, line, column) => {
    row.at(text, from, to, line, column);
    row.cells = null;
    let count = 0;
    let quoted = false;
    let i = from;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      let j = i;
      while (j < to) {
        const d = text.charCodeAt(j);
        if (d === 32 || d === 9) break;
        if (d === 34) quoted = true;
        j++;
      }
      if (count < width) {
        start[count] = i;
        end[count] = j;
      }
      count++;
      i = j;
    }
    if (quoted) {
      // Quotes: the full rules of splitRow.
      const split = splitRow(row.source.text, false);
      if (split === null) {
        problems.reject(row.source, { code: 'table-string-unclosed' });
        return;
      }
      count = split.cells.length;
      row.cells = split.cells;
    }
    if (count === 0) return;
    if (count !== width) {
      problems.reject(row.source, { code: 'table-row-length', expected: width, found: count });
      return;
    }
    each(row, cols);
  });
  return cols;
}

/** The position of one value of a row, for a problem about it. */
export function cellPosition(row: TableRow, index: number): { line: number; column: number } {
  const split = splitRow(row.source.text);
  const offset = split?.offsets[index] ?? 0;
  return { line: row.source.line, column: row.source.column + offset };
}

/** Columns whose values are names: always written in quotes, as PBN programs expect. */
const TEXT_COLUMN = /name|club|team|country|section$/i;

/**
 * Characters that a value cannot have unquoted: white space and the other characters up to the
 * space (control characters), `"`, `\`, `;`, braces and brackets; the same test as the loop of
 * `needsQuotes`, whatever the value's length.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const QUOTE_NEEDED = /[\u0000-\u0020\s"\\;{}[\]]/;

function needsQuotes(value: string): boolean {
  if (value === '') return true;
  if (value.length > 16) return QUOTE_NEEDED.test(value);
  // A loop: most values are a few characters, for which a regular expression costs more.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 32 || c === 34 || c === 92 || c === 59 || c === 123 || c === 125 || c === 91 || c === 93)
      return true;
    if (c > 127) return QUOTE_NEEDED.test(value);
  }
  return false;
}

/** One value as written in a row: quoted when it must be (or is a name), `"` and `\` escaped. */
export function formatCell(column: TableColumn, value: string): string {
  return cellText(TEXT_COLUMN.test(column.name), value);
}

function cellText(text: boolean, value: string): string {
  if (!needsQuotes(value) && !(text && value !== '-' && value !== '?')) return value;
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Characters a value takes: code points, counted without spreading when it is plain. */
export function charCount(s: string): number {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return [...s].length;
  return s.length;
}

/** Runs of blanks for padding, made once each. */
const BLANKS: string[] = [];
function blanks(n: number): string {
  let b = BLANKS[n];
  if (b === undefined) {
    b = ' '.repeat(n);
    if (n < 256) BLANKS[n] = b;
  }
  return b;
}

/**
 * Formats rows as data lines: each value padded to its column's width on the
 * side of its alignment (left when none), one blank between values, no
 * trailing blanks.
 *
 * @example
 * formatTableRows([{ name: 'PairId_NS', width: 2, align: 'R' }, { name: 'Contract', width: 4, align: 'L' }], [['1', '4S']]);
 * // [' 1 4S']
 */
export function formatTableRows(
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
): string[] {
  const text = columns.map((c) => TEXT_COLUMN.test(c.name));
  return rows.map((row) => rowText(columns, text, row));
}

/**
 * The rows `formatTableRows` makes of `count` rows whose values `cell` gives
 * (row, column), each handed to `each` as it is made, with `nl` after it: a
 * table of thousands of rows is never a list of rows and their values at once.
 */
export function writeTableRows(
  columns: readonly TableColumn[],
  count: number,
  cell: (row: number, column: number) => string,
  nl: string,
  each: (text: string) => void,
): void {
  const text = columns.map((c) => TEXT_COLUMN.test(c.name));
  // One list of values, refilled row after row.
  const row: string[] = columns.map(() => '-');
  for (let r = 0; r < count; r++) {
    for (let i = 0; i < row.length; i++) row[i] = cell(r, i);
    each(rowText(columns, text, row) + nl);
  }
}

/** One row as a data line (see `formatTableRows`); `text`: which columns are names. */
function rowText(columns: readonly TableColumn[], text: readonly boolean[], row: readonly string[]): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as TableColumn;
    const cell = cellText(text[i] as boolean, row[i] ?? '-');
    const pad = blanks(Math.max(0, (column.width ?? 0) - charCount(cell)));
    if (i > 0) line += ' ';
    line += column.align === 'R' ? pad + cell : cell + pad;
  }
  return line.trimEnd();
}
