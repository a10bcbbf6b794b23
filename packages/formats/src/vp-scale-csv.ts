/**
 * The VP scale file: a scale (the type, its conversion and the WBF formula
 * are in `@bridge-score/core`, `victory-points.ts`) read from and written to
 * a small CSV file.
 *
 * @example
 * parseVpScale('0,15,15\n1-3,16,14\n4+,17,13').ok; // true
 */
import {
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
  readCsvLines as csvLines,
  type Located,
  parseDecimal,
} from './csv.js';

/**
 * Reads a VP scale from CSV text:
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
 * VPs never fall and the loser's never rise as the margin grows. Errors
 * give the line and column.
 *
 * @example
 * parseVpScale('0,15,15\n1-3,16,14\n4+,17,13').ok; // true
 */
export function parseVpScale(text: string, defaultName = 'custom'): Result<VpScale, Located> {
  const lines = csvLines(text);
  if (!lines.ok) return lines;
  let name = defaultName;
  let between: VpBetween = 'step';
  const rows: VpRow[] = [];
  let open = false;
  let previousEnd = -1;
  let lastLine = 0;
  for (const { line, fields } of lines.value) {
    lastLine = line;
    const key = (fields[0] as (typeof fields)[number]).text;
    const second = fields[1];
    if (rows.length === 0 && /^name$/i.test(key)) {
      name = fields
        .slice(1)
        .map((f) => f.text)
        .join(', ');
      continue;
    }
    if (rows.length === 0 && /^between$/i.test(key)) {
      const value = second?.text.toLowerCase() ?? '';
      if (value !== 'step' && value !== 'linear') {
        return err(at(line, second?.column ?? 1, { code: 'vp-scale-between', text: second?.text ?? '' }));
      }
      between = value;
      continue;
    }
    if (rows.length === 0 && /^imps$/i.test(key)) continue;
    if (fields.length !== 3) {
      return err(at(line, 1, { code: 'vp-scale-fields', count: fields.length }));
    }
    const [rangeField, winnerField, loserField] = fields as [CsvField, CsvField, CsvField];
    const range = /^(\d+)(?:\s*(\+)|\s*-\s*(\d+))?$/.exec(rangeField.text);
    if (!range) return err(at(line, rangeField.column, { code: 'vp-scale-range', text: rangeField.text }));
    const from = Number(range[1]);
    const to = range[2] ? Number.POSITIVE_INFINITY : range[3] !== undefined ? Number(range[3]) : from;
    if (open) return err(at(line, rangeField.column, { code: 'vp-scale-open-early' }));
    const expected = previousEnd + 1;
    if (from !== expected || to < from) {
      return err(at(line, rangeField.column, { code: 'vp-scale-gap', expected, text: rangeField.text }));
    }
    const winner = parseDecimal(winnerField.text);
    if (winner === null || winner < 0) {
      return err(at(line, winnerField.column, { code: 'vp-scale-vp', text: winnerField.text }));
    }
    const loser = parseDecimal(loserField.text);
    if (loser === null || loser < 0) {
      return err(at(line, loserField.column, { code: 'vp-scale-vp', text: loserField.text }));
    }
    const before = rows[rows.length - 1];
    if (before && (winner < before.winner || loser > before.loser)) {
      return err(at(line, winnerField.column, { code: 'vp-scale-order', from }));
    }
    rows.push({ from, winner, loser });
    previousEnd = to;
    open = to === Number.POSITIVE_INFINITY;
  }
  if (rows.length === 0) return err(at(lastLine || 1, 1, { code: 'vp-scale-empty' }));
  if (!open) return err(at(lastLine, 1, { code: 'vp-scale-open-missing' }));
  return ok({ name, rows, between });
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
