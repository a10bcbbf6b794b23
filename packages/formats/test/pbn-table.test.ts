/**
 * ScoreTable / TotalScoreTable: column lists, rows, alignment, and the golden
 * Mitchell and Howell evenings read row by row.
 */
import {
  cellPosition,
  columnIndex,
  formatTableColumns,
  formatTableRows,
  type PbnTable,
  Problems,
  parseTableColumns,
  pbnTag,
  pbnTagItem,
  readTable,
  splitRow,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardsOf, readGoldenPbn } from './helpers.js';

describe('column lists', () => {
  test('names with width and alignment, either optional', () => {
    const r = parseTableColumns('PairId_NS\\2R;Contract\\6L;Names;Lead\\3');
    expect(r).toEqual({
      ok: true,
      value: [
        { name: 'PairId_NS', width: 2, align: 'R' },
        { name: 'Contract', width: 6, align: 'L' },
        { name: 'Names' },
        { name: 'Lead', width: 3 },
      ],
    });
    if (r.ok) expect(formatTableColumns(r.value)).toBe('PairId_NS\\2R;Contract\\6L;Names;Lead\\3');
  });

  test('blanks around names and a trailing ; are tolerated', () => {
    expect(parseTableColumns(' Rank\\2R ; PairId\\2R ;').ok).toBe(true);
  });

  test.each(['', 'Pair Id\\2R', 'Rank\\xR', ';;'])('unreadable: %j', (spec) => {
    const r = parseTableColumns(spec);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('table-columns');
  });
});

describe('rows', () => {
  test('blanks separate values, quotes group them, \\" is a quote inside', () => {
    expect(splitRow(' 1  2 "Smith - Jones" "say \\"hi\\""')?.cells).toEqual([
      '1',
      '2',
      'Smith - Jones',
      'say "hi"',
    ]);
  });

  test('an open quote is null', () => {
    expect(splitRow('1 "open')).toBeNull();
  });

  test('values padded to the width, right or left, no trailing blanks', () => {
    const columns = [
      { name: 'PairId_NS', width: 2, align: 'R' as const },
      { name: 'Contract', width: 5, align: 'L' as const },
      { name: 'Names', width: 12, align: 'L' as const },
      { name: 'Score_NS', width: 5, align: 'R' as const },
    ];
    expect(formatTableRows(columns, [['1', '4S', 'Ann - Bo', '420']])).toEqual([
      ' 1 4S    "Ann - Bo"     420',
    ]);
    expect(formatTableRows(columns, [['12', '3NTXX', 'A', '-']])).toEqual(['12 3NTXX "A"              -']);
  });

  test('a row of the wrong length is reported at its line and left out', () => {
    const tag = { ...pbnTagItem('ScoreTable', 'A\\1R;B\\1R', ['1 2', '1 2 3', '4 5']) };
    const section = tag.section.map((d, i) => ({ ...d, line: 10 + i, column: 1 }));
    const problems = new Problems('t.pbn');
    const table = readTable({ ...tag, section }, problems) as PbnTable;
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['1', '2'],
      ['4', '5'],
    ]);
    expect(problems.list).toEqual([
      expect.objectContaining({
        line: 11,
        column: 1,
        error: { code: 'table-row-length', expected: 2, found: 3 },
      }),
    ]);
  });

  test('the position of one value of a row', () => {
    const tag = pbnTagItem('ScoreTable', 'A;B', ['  1   22']);
    const section = [{ text: '  1   22', line: 7, column: 1 }];
    const table = readTable({ ...tag, section }, new Problems('t')) as PbnTable;
    expect(cellPosition(table.rows[0] as never, 1)).toEqual({ line: 7, column: 7 });
  });

  test('property: rows survive format → split', () => {
    const cell = fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 5 }), (rows) => {
        const columns = [
          { name: 'A', width: 3, align: 'R' as const },
          { name: 'Names', width: 8, align: 'L' as const },
          { name: 'C' },
        ];
        const lines = formatTableRows(columns, rows);
        expect(lines.map((l) => splitRow(l)?.cells)).toEqual(rows);
      }),
    );
  });
});

describe('golden: a Mitchell evening', () => {
  const { value, problems } = readGoldenPbn('mitchell.pbn');
  const { boards, problems: factProblems } = boardsOf(value, 'mitchell.pbn');

  test('reads without a problem', () => {
    expect(problems).toEqual([]);
    expect(factProblems).toEqual([]);
  });

  test('one ScoreTable per board, three lines each (3 tables, every board played 3 times)', () => {
    expect(boards.map((b) => b.tables?.find((t) => t.name === 'ScoreTable')?.table.rows.length)).toEqual([
      3, 3, 3,
    ]);
  });

  test("board 2's traveller: 3H= by E, 4HX −2 by E, passed out", () => {
    const table = boards[1]?.tables?.[0]?.table as PbnTable;
    const col = (name: string) => columnIndex(table, name);
    expect(
      table.rows.map((r) => [r.cells[col('Contract')], r.cells[col('Declarer')], r.cells[col('Result')]]),
    ).toEqual([
      ['3H', 'E', '9'],
      ['4HX', 'E', '8'],
      ['Pass', '-', '-'],
    ]);
    // Law 78A, 3 scores: top 4; NS −140, +300, 0 → 0, 4, 2.
    expect(table.rows.map((r) => r.cells[col('MP_NS')])).toEqual(['0', '4', '2']);
  });

  test('the TotalScoreTable: two fields, matchpoints and percentages of 12 available', () => {
    const total = boards[2]?.tables?.find((t) => t.name === 'TotalScoreTable')?.table as PbnTable;
    const col = (name: string) => columnIndex(total, name);
    const rows = total.rows.map((r) => [
      r.cells[col('Direction')],
      r.cells[col('PairId')],
      r.cells[col('TotalScoreMP')],
      r.cells[col('TotalPercentage')],
    ]);
    expect(rows).toEqual([
      ['NS', '2', '12', '100.00'],
      ['NS', '1', '4', '33.33'],
      ['NS', '3', '2', '16.67'],
      ['EW', '1', '8', '66.67'],
      ['EW', '2', '6', '50.00'],
      ['EW', '3', '4', '33.33'],
    ]);
    expect(total.rows[0]?.cells[col('Names')]).toBe('Carol King - Dan Webb');
  });

  test('every row’s MP_NS + MP_EW is the top, 2 × (3 − 1)', () => {
    for (const b of boards) {
      const t = b.tables?.[0]?.table as PbnTable;
      for (const r of t.rows)
        expect(Number(r.cells[columnIndex(t, 'MP_NS')]) + Number(r.cells[columnIndex(t, 'MP_EW')])).toBe(4);
    }
  });
});

describe('golden: a Howell', () => {
  const { value, problems } = readGoldenPbn('howell.pbn');
  test('one field: the TotalScoreTable has no direction, shared places are "2="', () => {
    expect(problems).toEqual([]);
    const last = value.games[value.games.length - 1];
    const tag = last ? pbnTag(last, 'TotalScoreTable') : undefined;
    const total = readTable(tag as never, new Problems('howell.pbn')) as PbnTable;
    expect(columnIndex(total, 'Direction')).toBe(-1);
    expect(total.rows.map((r) => r.cells.slice(0, 3))).toEqual([
      ['1', '4', '5'],
      ['2=', '1', '3'],
      ['2=', '3', '3'],
      ['4', '2', '1'],
    ]);
  });
});
