/**
 * A table's column list, rows and cells, edge by edge: widths of up to three digits,
 * alignment in either case, quotes and their escapes, rows too short or too long, a column
 * list that cannot be read, the values read in place, and what the writer quotes and pads.
 */
import {
  cellPosition,
  charCount,
  columnIndex,
  forEachTableRowInPlace,
  formatCell,
  formatTableColumns,
  formatTableRows,
  type PbnTag,
  Problems,
  parseTableColumns,
  pbnTag,
  pbnTagItem,
  readPbn,
  readTable,
  splitRow,
  writeTableRows,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

function tableTag(text: string): PbnTag {
  const r = readPbn(text, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.error.code);
  return pbnTag(r.value.value.games[0] as never, 'ScoreTable') as PbnTag;
}

describe('column lists', () => {
  test('a width of up to three digits; alignment in lower case; alignment without a width', () => {
    expect(parseTableColumns('A\\123r;B\\l;C\\7')).toEqual({
      ok: true,
      value: [
        { name: 'A', width: 123, align: 'R' },
        { name: 'B', align: 'L' },
        { name: 'C', width: 7 },
      ],
    });
  });

  test.each([
    ['A\\1234', 'A\\1234'],
    ['1A', '1A'],
    ['A;;B', 'A;;B'],
    ['', ''],
    [';', ';'],
    ['A;B C', 'B C'],
  ])('%j cannot be read: the error quotes %j', (spec, text) => {
    expect(parseTableColumns(spec)).toEqual({ ok: false, error: { code: 'table-columns', text } });
  });

  test('one trailing ; is allowed, two are not', () => {
    expect(parseTableColumns('A;B;')).toEqual({ ok: true, value: [{ name: 'A' }, { name: 'B' }] });
    expect(parseTableColumns('A;B;;').ok).toBe(false);
  });

  test('written back: a width with its alignment; a name alone', () => {
    expect(
      formatTableColumns([{ name: 'A', width: 12, align: 'R' }, { name: 'B', width: 3 }, { name: 'C' }]),
    ).toBe('A\\12R;B\\3;C');
  });

  test('columnIndex: by name, case aside; -1 for none', () => {
    const table = { columns: [{ name: 'PairId_NS' }, { name: 'Contract' }] };
    expect(columnIndex(table, 'contract')).toBe(1);
    expect(columnIndex(table, 'PAIRID_NS')).toBe(0);
    expect(columnIndex(table, 'Lead')).toBe(-1);
  });
});

describe('splitting a row', () => {
  test('tabs separate; a quote may follow a value; \\\\ is a backslash, a lone backslash stays', () => {
    expect(splitRow('1\t2 "a \\\\ b"x "c\\d"')).toEqual({
      cells: ['1', '2', 'a \\ b', 'x', 'c\\d'],
      offsets: [0, 2, 4, 12, 14],
    });
    expect(splitRow('"" 3', false)).toEqual({ cells: ['', '3'], offsets: [] });
    expect(splitRow('   ')).toEqual({ cells: [], offsets: [] });
    expect(splitRow('"ends with \\"')).toBeNull();
  });

  test('cellPosition: the column of a value past quotes; 0 past the last value', () => {
    const row = { cells: ['A B', '2'], source: { text: '"A B"  2', line: 4, column: 3 } };
    expect(cellPosition(row, 1)).toEqual({ line: 4, column: 10 });
    expect(cellPosition(row, 5)).toEqual({ line: 4, column: 3 });
  });

  test('cellPosition of a row whose quote never closes: the start of the row', () => {
    const row = { cells: [], source: { text: '1 "open', line: 2, column: 5 } };
    expect(cellPosition(row, 1)).toEqual({ line: 2, column: 5 });
  });
});

describe('reading rows', () => {
  test('an unclosed quote, a short row and a long row: each left out with its error; empty rows skipped', () => {
    const tag = tableTag('[Board "1"]\n[ScoreTable "A;B"]\n1 2\n3 "x\n4\n5 6 7\n8 9\n');
    for (const read of ['readTable', 'inPlace'] as const) {
      const problems = new Problems('t.pbn');
      const rows: string[][] = [];
      if (read === 'readTable') for (const r of readTable(tag, problems)?.rows ?? []) rows.push([...r.cells]);
      else forEachTableRowInPlace(tag, problems, (r) => rows.push([r.value(0), r.value(1)]));
      expect(rows).toEqual([
        ['1', '2'],
        ['8', '9'],
      ]);
      expect(problems.list.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
        ['error', 4, 1, { code: 'table-string-unclosed' }],
        ['error', 5, 1, { code: 'table-row-length', expected: 2, found: 1 }],
        ['error', 6, 1, { code: 'table-row-length', expected: 2, found: 3 }],
      ]);
      expect(problems.tally).toEqual({ records: 3, used: 0, rejected: 3 });
    }
  });

  test('a column list that cannot be read: every row left out with its error; with no rows, the error at the value', () => {
    const tag = tableTag('[Board "1"]\n[ScoreTable "A;;B"]\n1 2\n\n');
    const problems = new Problems('t.pbn');
    expect(readTable(tag, problems)).toBeNull();
    expect(problems.list.map((p) => [p.line, p.column, p.error])).toEqual([
      [3, 1, { code: 'table-columns', text: 'A;;B' }],
    ]);
    const empty = tableTag('[Board "1"]\n[ScoreTable "A;;B"]\n');
    const none = new Problems('t.pbn');
    expect(forEachTableRowInPlace(empty, none, () => undefined)).toBeNull();
    expect(none.list.map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['error', 2, 14, 'table-columns'],
    ]);
  });

  test('a column list that cannot be read: a row of blanks is no record there either', () => {
    // Blank rows are skipped by a table that can be read; with columns that cannot be read,
    // only the rows with values are records, each left out with the table's error.
    for (const blank of ['', '   ', '\t']) {
      const tag = pbnTagItem('ScoreTable', 'A;;B', [blank, '1 2', blank]);
      const problems = new Problems('t.pbn');
      expect(readTable(tag, problems)).toBeNull();
      expect(problems.list.map((p) => [p.severity, p.error.code])).toEqual([['error', 'table-columns']]);
      expect(problems.tally).toEqual({ records: 1, used: 0, rejected: 1 });
    }
  });

  test('tabs between values and blank rows: the same rows read in place as by readTable', () => {
    const made = pbnTagItem('ScoreTable', 'A;B;C', ['', '1\t2 \t3', '   ', '\t4\t"x y"\t6\t', '\t']);
    const read = tableTag('[Board "1"]\n[ScoreTable "A;B;C"]\n1\t2\t3\n\t4 5\t6\t\n');
    for (const [tag, expected] of [
      [
        made,
        [
          ['1', '2', '3'],
          ['4', 'x y', '6'],
        ],
      ],
      [
        read,
        [
          ['1', '2', '3'],
          ['4', '5', '6'],
        ],
      ],
    ] as const) {
      const problems = new Problems('t.pbn');
      const rows: string[][] = [];
      forEachTableRowInPlace(tag, problems, (r) => rows.push([r.value(0), r.value(1), r.value(2)]));
      expect(rows).toEqual(expected);
      expect(readTable(tag, problems)?.rows.map((r) => r.cells)).toEqual(expected);
      expect(problems.list).toEqual([]);
    }
  });

  test('a row with quotes read in place: equality against the unquoted values', () => {
    const tag = tableTag('[Board "1"]\n[ScoreTable "A;B;C"]\n7 "x y" -\n');
    const seen: boolean[][] = [];
    forEachTableRowInPlace(tag, new Problems('t.pbn'), (row) => {
      seen.push([row.is(0, '7'), row.is(1, 'x y'), row.is(1, '"x'), row.is(2, '-'), row.is(2, 'y"')]);
    });
    expect(seen).toEqual([[true, true, false, true, false]]);
  });

  test('values read in place: length, characters, equality, positions', () => {
    const tag = tableTag('[Board "1"]\n[ScoreTable "A;B;C"]\n  12 4S  NS\n7 "x y" -\n');
    const seen: unknown[] = [];
    forEachTableRowInPlace(tag, new Problems('t.pbn'), (row) => {
      seen.push([
        row.line,
        [0, 1, 2].map((i) => row.length(i)),
        row.code(0, 0),
        row.code(0, 5),
        row.is(1, '4S'),
        row.is(1, '4'),
        row.is(2, 'NS'),
        [0, 1, 2].map((i) => row.position(i).column),
        row.source.text,
      ]);
    });
    expect(seen).toEqual([
      [3, [2, 2, 2], 49, Number.NaN, true, false, true, [3, 6, 10], '  12 4S  NS'],
      [4, [1, 3, 1], 55, Number.NaN, false, false, false, [1, 3, 9], '7 "x y" -'],
    ]);
  });
});

describe('writing cells and rows', () => {
  test.each([
    ['', '""'],
    ['4S', '4S'],
    ['a b', '"a b"'],
    ['a;b', '"a;b"'],
    ['{x}', '"{x}"'],
    ['[x]', '"[x]"'],
    ['x]', '"x]"'],
    ['x}', '"x}"'],
    // A comment or tag opened by the value: `{` or `[` anywhere in it.
    ['x{', '"x{"'],
    ['x[', '"x["'],
    // Non-ASCII white space only: the reader would drop it at the end of a row.
    ['\u00a0', '"\u00a0"'],
    ['\u3000\u00a0', '"\u3000\u00a0"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['a\\b', '"a\\\\b"'],
    ['\u0001', '"\u0001"'],
    // A control character needs quotes in a long value and beside a non-ASCII letter too.
    ['abcdefghijklmnop\u0001', '"abcdefghijklmnop\u0001"'],
    ['Mü\u0001', '"Mü\u0001"'],
    ['abcdefghijklmnop\u001f', '"abcdefghijklmnop\u001f"'],
    ['Müller', 'Müller'],
    ['Mü ller', '"Mü ller"'],
    ['Mü\u00a0ller', '"Mü\u00a0ller"'],
    ['abcdefghijklmnopq', 'abcdefghijklmnopq'],
    ['abcdefghijklmnop q', '"abcdefghijklmnop q"'],
  ])('formatCell(%j) in a plain column is %s', (value, cell) => {
    expect(formatCell({ name: 'Contract' }, value)).toBe(cell);
  });

  test('values with brackets, braces or white space past ASCII read back as written', () => {
    const values = ['x{', 'x[', '{', '[', '\u00a0', '\u3000\u00a0', 'é\u00a0'];
    const columns = values.map((_, k) => ({ name: `C${k}` }));
    const [row] = formatTableRows(columns, [values]);
    const text = `[Board "1"]\n[ScoreTable "${formatTableColumns(columns)}"]\n${row}\n`;
    const problems = new Problems('t.pbn');
    expect(readTable(tableTag(text), problems)?.rows.map((r) => r.cells)).toEqual([values]);
    expect(problems.list).toEqual([]);
  });

  test('names, clubs, teams, countries and sections are always quoted, but for - and ?', () => {
    for (const name of ['Names_NS', 'Club', 'TeamName', 'Country', 'Section']) {
      expect(formatCell({ name }, 'A')).toBe('"A"');
      expect(formatCell({ name }, '-')).toBe('-');
      expect(formatCell({ name }, '?')).toBe('?');
    }
    expect(formatCell({ name: 'SectionId' }, 'A')).toBe('A');
  });

  test('charCount counts characters, not UTF-16 units', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('é🂡x')).toBe(3);
  });

  test('padding: a missing value is -, a wide column pads past 256 blanks, a wider value is not cut', () => {
    const columns = [
      { name: 'A', width: 3, align: 'R' as const },
      { name: 'B', width: 300 },
      { name: 'C', width: 2, align: 'L' as const },
      { name: 'D', width: 2, align: 'R' as const },
    ];
    expect(formatTableRows(columns, [['1', 'x']])).toEqual([`  1 x${' '.repeat(299)} -   -`]);
    expect(formatTableRows(columns, [['1234', 'é🂡', 'abc', 'z']])).toEqual([
      `1234 é🂡${' '.repeat(298)} abc  z`,
    ]);
  });

  test('writeTableRows: the rows of formatTableRows, each with its line ending', () => {
    const columns = [
      { name: 'PairId_NS', width: 2, align: 'R' as const },
      { name: 'Names', width: 6 },
    ];
    const cells = [
      ['1', 'Ann'],
      ['12', '-'],
    ];
    const out: string[] = [];
    writeTableRows(
      columns,
      2,
      (r, c) => cells[r]?.[c] ?? '',
      '\r\n',
      (t) => out.push(t),
    );
    expect(out).toEqual(formatTableRows(columns, cells).map((l) => `${l}\r\n`));
    expect(out).toEqual([' 1 "Ann"\r\n', '12 -\r\n']);
  });
});
