/**
 * CSV, the syntax layer: quotes, separators, line endings, positions.
 */
import { formatCsv, parseCsv, sniffDelimiter } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

describe('parseCsv', () => {
  test('quoted fields hold separators, doubled quotes and line breaks; blank lines are skipped', () => {
    const { value, problems } = parseCsv('board,names\r\n1,"Smith, ""Jr"""\r\n\r\n2,"two\nlines"\n');
    expect(problems).toEqual([]);
    expect(value.rows.map((r) => r.cells)).toEqual([
      ['board', 'names'],
      ['1', 'Smith, "Jr"'],
      ['2', 'two\nlines'],
    ]);
    expect(value.rows.map((r) => [r.line, r.columns])).toEqual([
      [1, [1, 7]],
      [2, [1, 3]],
      [4, [1, 3]],
    ]);
  });

  test('the separator is judged from the first line', () => {
    expect(sniffDelimiter('board;ns;ew\n1;2;3')).toBe(';');
    expect(sniffDelimiter('board\tns\n')).toBe('\t');
    expect(parseCsv('a;b\n1;2\n').value.rows[1]?.cells).toEqual(['1', '2']);
  });

  test('empty fields are kept', () => {
    expect(parseCsv('a,,c,\n').value.rows[0]?.cells).toEqual(['a', '', 'c', '']);
  });

  test('an open quote is reported at the field and runs to the end', () => {
    const { value, problems } = parseCsv('a,b\n1,"open\n2,3\n', { file: 't.csv' });
    expect(problems).toEqual([
      { severity: 'error', file: 't.csv', line: 2, column: 3, error: { code: 'csv-quote-unclosed' } },
    ]);
    expect(value.rows).toHaveLength(2);
  });
});

describe('formatCsv', () => {
  test('quotes only what needs it', () => {
    expect(formatCsv([['1', 'a,b', 'say "x"', ' pad', '']])).toBe('1,"a,b","say ""x"""," pad",\n');
  });

  test('property: rows survive format → parse (with a non-empty first field)', () => {
    const field = fc.string({ maxLength: 10 });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const safe = rows.map((r) => ['x', ...r]);
          expect(parseCsv(formatCsv(safe), { delimiter: ',' }).value.rows.map((r) => r.cells)).toEqual(safe);
        },
      ),
    );
  });

  test('property: parseCsv never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => void parseCsv(s)),
      { numRuns: 2000 },
    );
  });
});
