/**
 * A small CSV reader (RFC 4180, plus what spreadsheets and people write):
 * quoted fields with doubled quotes and line breaks inside, CRLF / LF / CR,
 * a byte-order mark, blank lines and `#` comment lines skipped, and the
 * delimiter taken from the header (comma, semicolon or tab). Each record
 * keeps the line it starts on, so errors can name it.
 *
 * Written here rather than taken from a library: the format needed is small
 * and a reader of our own reports rows and columns in our own error codes.
 */
import type { AnyError } from '@bridge-score/i18n';

export interface CsvRecord {
  /** Line number (1-based) where the record starts. */
  readonly row: number;
  readonly fields: readonly string[];
}

export interface CsvRead {
  readonly records: readonly CsvRecord[];
  readonly errors: readonly { readonly row: number; readonly error: AnyError }[];
}

function delimiterOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end < 0 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** Reads CSV text into records; see the module overview. */
export function readCsv(input: string): CsvRead {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text.replace(/^(?:#[^\r\n]*(?:\r\n?|\n)|\s*(?:\r\n?|\n))*/, ''));
  const records: CsvRecord[] = [];
  const errors: { row: number; error: AnyError }[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    // Skip blank and comment lines between records.
    if (text[i] === '\n' || text[i] === '\r') {
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    let blank = i;
    while (blank < n && (text[blank] === ' ' || text[blank] === '\t')) blank++;
    if (blank === n || text[blank] === '\n' || text[blank] === '\r') {
      i = blank;
      continue;
    }
    if (text[i] === '#') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    const fields: string[] = [];
    let unterminated = false;
    for (;;) {
      // Blanks before a quote are not part of the field.
      let j = i;
      while (j < n && (text[j] === ' ' || (text[j] === '\t' && delimiter !== '\t'))) j++;
      let field = '';
      if (text[j] === '"') {
        i = j + 1;
        let closed = false;
        while (i < n) {
          const c = text[i] as string;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        if (!closed) {
          unterminated = true;
          break;
        }
        // Whatever follows the closing quote up to the delimiter is kept, blanks aside.
        let rest = '';
        while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') rest += text[i++];
        field += rest.trim();
      } else {
        while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
        field = field.trim();
      }
      fields.push(field);
      if (i < n && text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (unterminated) {
      errors.push({ row: start, error: { code: 'csv-quote' } });
      break;
    }
    records.push({ row: start, fields });
  }
  return { records, errors };
}

/** Quotes a field for CSV output when it needs it (so that `readCsv` gives it back as it was). */
export function csvField(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",;\t\r\n]|^#|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (values: readonly (string | number | null | undefined)[]): string =>
  values.map(csvField).join(',');
