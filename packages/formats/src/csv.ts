/**
 * CSV, the syntax layer (RFC 4180 as spreadsheets write it): fields separated
 * by a comma (or a semicolon or a tab, found from the header line), a field
 * in double quotes may hold separators, line breaks and doubled quotes, lines
 * end in CR LF or LF. Every field keeps its line and column for problems.
 * What the columns mean (a traveller, a ranking) is for the readers above it.
 *
 * @example
 * const r = parseCsv('board,ns\n1,"2"\n');
 * r.value.rows[1]?.cells; // ['1', '2']
 */
import { NO_FILE, Problems, type Read } from './problems.js';

export interface CsvRow {
  readonly cells: readonly string[];
  /** Line of the row's first character (a quoted field may run over several lines). */
  readonly line: number;
  /** Column of each cell's first character (from 1), on `line` or a later line for a row with line breaks. */
  readonly columns: readonly number[];
  /** Line of each cell, when a quoted field broke the row over lines. */
  readonly lines?: readonly number[];
}

export interface CsvTable {
  readonly delimiter: string;
  readonly rows: readonly CsvRow[];
}

export interface CsvOptions {
  readonly file?: string;
  /** Field separator; default: the first of `,` `;` tab found on the first line, else `,`. */
  readonly delimiter?: string;
}

/** The separator of a CSV text, judged by its first line. */
export function sniffDelimiter(text: string): string {
  const end = text.indexOf('\n');
  const first = end < 0 ? text : text.slice(0, end);
  let best = ',';
  let most = 0;
  for (const d of [',', ';', '\t']) {
    const n = first.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/**
 * Splits CSV text into rows of fields; blank lines are skipped. A quote left
 * open runs to the end of the text and is a `csv-quote-unclosed` problem.
 * Never throws.
 */
export function parseCsv(text: string, options: CsvOptions = {}): Read<CsvTable> {
  const problems = new Problems(options.file ?? NO_FILE);
  const delimiter = options.delimiter ?? sniffDelimiter(text);
  const sep = delimiter.charCodeAt(0);
  const rows: CsvRow[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  while (i < n) {
    const rowLine = line;
    const cells: string[] = [];
    const columns: number[] = [];
    let lines: number[] | null = null;
    let blank = true;
    for (;;) {
      const column = i - lineStart + 1;
      const cellLine = line;
      let value: string;
      if (text.charCodeAt(i) === 34 /* " */) {
        let j = i + 1;
        let out = '';
        let run = j;
        for (;;) {
          if (j >= n) {
            problems.error({ line: cellLine, column }, { code: 'csv-quote-unclosed' });
            break;
          }
          const c = text.charCodeAt(j);
          if (c === 34) {
            if (text.charCodeAt(j + 1) === 34) {
              out += text.slice(run, j + 1);
              j += 2;
              run = j;
              continue;
            }
            break;
          }
          if (c === 10) {
            line++;
            lineStart = j + 1;
          }
          j++;
        }
        value = out + text.slice(run, j);
        j++; // closing quote
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        let k = j;
        while (k < n && text.charCodeAt(k) !== sep && text.charCodeAt(k) !== 10 && text.charCodeAt(k) !== 13)
          k++;
        value += text.slice(j, k);
        i = k;
        blank = false;
      } else {
        let k = i;
        while (k < n && text.charCodeAt(k) !== sep && text.charCodeAt(k) !== 10 && text.charCodeAt(k) !== 13)
          k++;
        value = text.slice(i, k);
        if (value.trim() !== '') blank = false;
        i = k;
      }
      cells.push(value);
      columns.push(column);
      if (cellLine !== rowLine) {
        lines ??= columns.map(() => rowLine);
      }
      if (lines) lines[cells.length - 1] = cellLine;
      if (i < n && text.charCodeAt(i) === sep) {
        i++;
        blank = false;
        continue;
      }
      break;
    }
    // End of the row: CR LF, LF or a lone CR.
    if (text.charCodeAt(i) === 13) i++;
    if (text.charCodeAt(i) === 10) i++;
    line++;
    lineStart = i;
    if (blank && cells.length === 1) continue;
    rows.push(lines ? { cells, line: rowLine, columns, lines } : { cells, line: rowLine, columns });
  }
  return { value: { delimiter, rows }, problems: problems.list };
}

/** One field as written: quoted when it holds the separator, a quote or a line break, or blanks at an end. */
export function formatCsvField(value: string, delimiter = ','): string {
  if (value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim()) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

/**
 * Writes rows as CSV, one line each, lines ended by `newline` (default LF).
 *
 * @example
 * formatCsv([['a', 'b,c']]); // 'a,"b,c"\n'
 */
export function formatCsv(
  rows: readonly (readonly string[])[],
  options: { readonly delimiter?: string; readonly newline?: string } = {},
): string {
  const d = options.delimiter ?? ',';
  const nl = options.newline ?? '\n';
  let out = '';
  for (const row of rows) out += row.map((v) => formatCsvField(v, d)).join(d) + nl;
  return out;
}
