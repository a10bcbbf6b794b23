/**
 * The VP scale file: a scale (the type, its conversion and the WBF formula
 * are in `@bridge-score/core`, `victory-points.ts`) read from and written to
 * a small CSV file.
 *
 * @example
 * parseVpScale('0,15,15\n1-3,16,14\n4+,17,13').ok; // true
 */
import {
  type BridgeError,
  err,
  formatVp,
  ok,
  type Result,
  type VpBetween,
  type VpRow,
  type VpScale,
  vpScaleRange,
} from '@bridge-score/core';
import {
  locatedAt as at,
  type CsvField,
  csvField,
  forEachCsvRow,
  type Located,
  parseDecimal,
} from './csv.js';
import { type Accounted, NO_FILE, Problems } from './problems.js';
import { inputText, type TextInput } from './text-input.js';

export interface VpScaleCsvOptions {
  /** Name of the file in problems. */
  readonly file?: string;
  /** The scale's name when the file gives none. */
  readonly name?: string;
}

/**
 * Reads a VP scale from CSV text (or a file's bytes):
 *
 * ```
 * # comments start with #
 * name,My club 30-VP scale     (optional)
 * between,step                 (optional: step or linear; default step)
 * imps,winner,loser            (optional header)
 * 0,15,15
 * 1-2,16,14
 * 3-5,17,13
 * …
 * 56+,30,0
 * ```
 *
 * Ranges are whole IMP margins (`4`, `1-2`, `56+`), starting at 0, each
 * following on from the last; only the last is open (`56+`). The winner's
 * VPs never fall and the loser's never rise as the margin grows. Every line
 * is read or left out with the one error that says where and why (every bad
 * line is reported); the scale (`value`) is null unless every line was read
 * and the ranges cover every margin, since a scale with a line left out would
 * be another scale.
 *
 * @example
 * readVpScaleCsv('0,15,15\n1-3,16,14\n4+,17,13').value?.rows.length; // 3
 */
export function readVpScaleCsv(input: TextInput, options: VpScaleCsvOptions = {}): Accounted<VpScale | null> {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  let name = options.name ?? 'custom';
  let between: VpBetween = 'step';
  const rows: VpRow[] = [];
  let open = false;
  /** The end of the last range read; null after a line left out (the next cannot be checked against it). */
  let previousEnd: number | null = -1;
  let lastLine = 0;
  const reject = (line: number, column: number, error: BridgeError) => {
    problems.reject({ line, column }, error);
    previousEnd = null;
  };
  forEachCsvRow(
    decoded.text,
    (line, record) => {
      lastLine = line;
      const fields: CsvField[] = [];
      for (let k = 0; k < record.count; k++)
        fields.push({ text: record.value(k), column: record.column[k] as number });
      const key = (fields[0] as CsvField).text;
      const second = fields[1];
      const before = rows.length === 0 && previousEnd === -1;
      if (before && /^name$/i.test(key)) {
        name = fields
          .slice(1)
          .map((f) => f.text)
          .join(', ');
        problems.use();
        return;
      }
      if (before && /^between$/i.test(key)) {
        const value = second?.text.toLowerCase() ?? '';
        if (value !== 'step' && value !== 'linear') {
          reject(line, second?.column ?? 1, { code: 'vp-scale-between', text: second?.text ?? '' });
          return;
        }
        between = value;
        problems.use();
        return;
      }
      if (before && /^imps$/i.test(key)) {
        problems.use();
        return;
      }
      if (fields.length !== 3) {
        reject(line, 1, { code: 'vp-scale-fields', count: fields.length });
        return;
      }
      const [rangeField, winnerField, loserField] = fields as [CsvField, CsvField, CsvField];
      const range = /^(\d+)(?:\s*(\+)|\s*-\s*(\d+))?$/.exec(rangeField.text);
      if (!range) return reject(line, rangeField.column, { code: 'vp-scale-range', text: rangeField.text });
      const from = Number(range[1]);
      const to = range[2] ? Number.POSITIVE_INFINITY : range[3] !== undefined ? Number(range[3]) : from;
      if (open) return reject(line, rangeField.column, { code: 'vp-scale-open-early' });
      const expected = previousEnd === null ? from : previousEnd + 1;
      if (from !== expected || to < from) {
        return reject(line, rangeField.column, { code: 'vp-scale-gap', expected, text: rangeField.text });
      }
      const winner = parseDecimal(winnerField.text);
      if (winner === null || winner < 0) {
        return reject(line, winnerField.column, { code: 'vp-scale-vp', text: winnerField.text });
      }
      const loser = parseDecimal(loserField.text);
      if (loser === null || loser < 0) {
        return reject(line, loserField.column, { code: 'vp-scale-vp', text: loserField.text });
      }
      const last = rows[rows.length - 1];
      if (last && (winner < last.winner || loser > last.loser)) {
        return reject(line, winnerField.column, { code: 'vp-scale-order', from });
      }
      rows.push({ from, winner, loser });
      previousEnd = to;
      open = to === Number.POSITIVE_INFINITY;
      problems.use();
    },
    (e) => reject(e.row, e.column, e.error),
  );
  const tally = problems.tally;
  if (tally.rejected === 0) {
    if (rows.length === 0) problems.error({ line: lastLine || 1, column: 1 }, { code: 'vp-scale-empty' });
    else if (!open) problems.error({ line: lastLine, column: 1 }, { code: 'vp-scale-open-missing' });
  }
  const whole = problems.errors === 0;
  return {
    value: whole ? { name, rows, between } : null,
    problems: [...decoded.problems, ...problems.list],
    tally,
  };
}

/**
 * Reads a VP scale as `readVpScaleCsv` does, for a caller that stops at the
 * first error: the scale, or that error (with its line and column).
 *
 * @example
 * parseVpScale('0,15,15\n1-3,16,14\n4+,17,13').ok; // true
 */
export function parseVpScale(text: string, defaultName = 'custom'): Result<VpScale, Located> {
  const r = readVpScaleCsv(text, { name: defaultName });
  const first = r.problems.find((p) => p.severity === 'error');
  if (first) return err(at(first.line, first.column, first.error));
  return r.value ? ok(r.value) : err(at(1, 1, { code: 'vp-scale-empty' }));
}

/**
 * Writes a VP scale in the format `parseVpScale` reads, one line per row.
 *
 * @example
 * formatVpScale(wbfScale(16)).split('\n')[3]; // '0,10.00,10.00'
 */
export function formatVpScale(scale: VpScale): string {
  const lines = [`name,${csvField(scale.name)}`, `between,${scale.between}`, 'imps,winner,loser'];
  scale.rows.forEach((row, i) => {
    lines.push(`${vpScaleRange(scale, i)},${exact(row.winner)},${exact(row.loser)}`);
  });
  return `${lines.join('\n')}\n`;
}

/** A VP value for a file: two decimals when that loses nothing, else every digit. */
const exact = (vp: number): string => (Math.round(vp * 100) / 100 === vp ? formatVp(vp) : String(vp));
