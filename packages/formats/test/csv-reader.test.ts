/**
 * The CSV reader (`csv.ts`) rule by rule, as its overview and RFC 4180 give
 * them: the delimiter taken from the header, line ends of every kind, blank
 * and comment lines, quotes and what is wrong with them, blanks trimmed,
 * fields written back quoted when they need it, and the helpers the team
 * files read by (columns, a header's names, decimals).
 */
import {
  CsvRow,
  csvField,
  csvRow,
  fieldBeyond,
  forEachCsvRecord,
  forEachCsvRow,
  headerColumns,
  locatedAt,
  Problems,
  parseDecimal,
  readCsv,
  readCsvLines,
  readHeaderedCsv,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const fieldsOf = (text: string) => readCsv(text).records.map((r) => r.fields);

describe('the delimiter', () => {
  test.each([
    [
      'a;b,c\n1;2,3\n',
      [
        ['a;b', 'c'],
        ['1;2', '3'],
      ],
    ], // a comma in the header wins
    [
      'a;b\tc\n1;2\t3\n',
      [
        ['a', 'b\tc'],
        ['1', '2\t3'],
      ],
    ], // a semicolon over a tab
    [
      'a\tb\n 1 \t 2 \n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ], // tabs
    ['a\n1,2\n', [['a'], ['1', '2']]], // none in the header: a comma
    ['a;b', [['a', 'b']]], // a header with no line end
    ['a;', [['a', '']]], // its only delimiter its last character
  ])('%j', (text, fields) => {
    expect(fieldsOf(text)).toEqual(fields);
  });

  test('the header is the first line that is not blank or a comment', () => {
    expect(fieldsOf('# a, b\n\n   \na;b\n1,5;2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect(fieldsOf('# c,d\r\n\r\na;b\r\n1,5;2\r\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect(fieldsOf('# c,d\r\ra;b\r1,5;2\r')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  test('with tabs between fields, a tab before or after a quote is a delimiter', () => {
    expect(fieldsOf('a\tb\tc\n1\t\t"3"\n"x"\t\t3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['x', '', '3'],
    ]);
  });

  test('with commas between fields, tabs before and after a quote are blanks', () => {
    expect(fieldsOf('a,b\n\t"x"\t,y\n')).toEqual([
      ['a', 'b'],
      ['x', 'y'],
    ]);
  });

  test('with tabs between fields, a tab is not a blank to trim', () => {
    expect(fieldsOf('a\tb\tc\n1\t\t3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });
});

describe('lines', () => {
  test('CR alone, LF alone and CRLF each end a line', () => {
    expect(readCsv('a,b\r1,2\r\n3,4\n5,6').records).toEqual([
      { row: 1, fields: ['a', 'b'] },
      { row: 2, fields: ['1', '2'] },
      { row: 3, fields: ['3', '4'] },
      { row: 4, fields: ['5', '6'] },
    ]);
  });

  test('blank lines (spaces and tabs) and comments are skipped, counted in the line numbers', () => {
    expect(readCsv('a,b\n \t \n# x\n\r\n1,2\n').records).toEqual([
      { row: 1, fields: ['a', 'b'] },
      { row: 5, fields: ['1', '2'] },
    ]);
  });

  test('a line of blanks is blank whatever ends it', () => {
    for (const br of ['\n', '\r\n', '\r']) {
      expect(readCsv(`a,b${br}  \t${br}1,2${br}`).records).toEqual([
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['1', '2'] },
      ]);
    }
  });

  test('a # after blanks is not a comment; a # inside a line is text', () => {
    expect(fieldsOf('a,b\n  # x,y\n1,#2\n')).toEqual([
      ['a', 'b'],
      ['# x', 'y'],
      ['1', '#2'],
    ]);
  });

  test('no text, or only a byte-order mark, blanks and comments: no record, no error', () => {
    for (const text of ['', '\uFEFF', '\n\n', '# only\n', '   '])
      expect(readCsv(text)).toEqual({ records: [], errors: [] });
  });

  test('a line that ends in a delimiter has an empty last field', () => {
    expect(fieldsOf('a,b\n1,\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});

describe('fields', () => {
  test('blanks at the ends of a field are trimmed, inside kept; other white space at the ends too', () => {
    expect(fieldsOf('a,b\n  x y  ,\u00a0z\u00a0\n')).toEqual([
      ['a', 'b'],
      ['x y', 'z'],
    ]);
  });

  test('white space at one end only is trimmed too: a blank, or a no-break space, first or last', () => {
    expect(fieldsOf('a,b,c,d\nx ,\u00a0y,z\u00a0, w\n')).toEqual([
      ['a', 'b', 'c', 'd'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  test('a field ending in a letter beyond ASCII is kept whole', () => {
    expect(fieldsOf('a,b\nZoé,Żak\n')).toEqual([
      ['a', 'b'],
      ['Zoé', 'Żak'],
    ]);
  });

  test('doubled quotes at the ends of a quoted field', () => {
    expect(fieldsOf('a\n"""x"""\n')).toEqual([['a'], ['"x"']]);
    expect(fieldsOf('a,b\n"",""""\n')).toEqual([
      ['a', 'b'],
      ['', '"'],
    ]);
  });

  test('blanks before an opening quote and after a closing one are not in the field', () => {
    expect(fieldsOf('a,b\n  " x "  ,y\n')).toEqual([
      ['a', 'b'],
      [' x ', 'y'],
    ]);
  });

  test('a record of many fields (more than sixteen)', () => {
    const header = Array.from({ length: 40 }, (_, i) => `h${i}`);
    const row = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? `" ${i} "` : `${i}`));
    const r = readCsvLines(`${header.join(',')}\n${row.join(',')}\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value[1]?.fields.map((f) => f.text)).toEqual(
      Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? ` ${i} ` : `${i}`)),
    );
    // Each field's column: one past the delimiters and the fields before it.
    let column = 1;
    const columns = row.map((f) => {
      const c = column;
      column += f.length + 1;
      return c;
    });
    expect(r.value[1]?.fields.map((f) => f.column)).toEqual(columns);
  });

  test('columns count from the line’s start, after blanks, at the quote of a quoted field', () => {
    const r = readCsvLines('a,  b,"c"\n  1,"2",  3\n');
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.map((l) => [l.line, l.fields.map((f) => f.column)])).toEqual([
      [1, [1, 5, 7]],
      [2, [3, 5, 11]],
    ]);
  });
});

describe('quotes that are wrong', () => {
  test('text after a closing quote: an error at the text, quoting it up to the delimiter', () => {
    expect(readCsv('a,b\n"x"yz,2\n3,4\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['3', '4'] },
      ],
      errors: [{ row: 2, column: 4, error: { code: 'csv-quote-stray', text: 'yz' } }],
    });
    expect(readCsv('a,b\n1, "x" y\r\n3,4\n').errors).toEqual([
      { row: 2, column: 8, error: { code: 'csv-quote-stray', text: 'y' } },
    ]);
    // At the end of the text, with no line end after it.
    expect(readCsv('a,b\n1,"x"y').errors).toEqual([
      { row: 2, column: 6, error: { code: 'csv-quote-stray', text: 'y' } },
    ]);
  });

  test('text after a quote closed on a later line: the error is at the quote', () => {
    expect(readCsv('a,b\n1,"x\ny"z\n3,4\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['y"z'] },
        { row: 4, fields: ['3', '4'] },
      ],
      errors: [{ row: 2, column: 3, error: { code: 'csv-quote' } }],
    });
  });

  test('two fields over lines, text after the second: the error is at the first one’s quote', () => {
    // The record began at the first quote that went over a line: that is where it went wrong.
    // (Reading resumes on the line after the record's first: `y","z` opens another field there.)
    expect(readCsv('a,b\n"x\ny","z\nw"q\n3,4\n').errors[0]).toEqual({
      row: 2,
      column: 1,
      error: { code: 'csv-quote' },
    });
  });

  test('a quote never closed at the end of the text', () => {
    expect(readCsv('a,b\n1,"abc')).toEqual({
      records: [{ row: 1, fields: ['a', 'b'] }],
      errors: [{ row: 2, column: 3, error: { code: 'csv-quote' } }],
    });
  });

  test('a quote never closed after a field over lines: the error is at the quote never closed, once', () => {
    // Row 2's record: "x⏎y" (over lines), 2, 3 (already longer than the header), then a quote at
    // row 3, column 8, that nothing closes. That quote is an error for certain; the field over
    // lines only a suspect. Read again from row 3, the record stops at the same quote: told once.
    expect(readCsv('a,b\n"x\ny",2,3,"z')).toEqual({
      records: [{ row: 1, fields: ['a', 'b'] }],
      errors: [{ row: 3, column: 8, error: { code: 'csv-quote' } }],
    });
    // Two quotes never closed are two errors: row 2's stops at row 3, a full row's delimiters.
    expect(readCsv('a,b\n1,"x\n2,3\n4,"y')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['2', '3'] },
      ],
      errors: [
        { row: 2, column: 3, error: { code: 'csv-quote' } },
        { row: 4, column: 3, error: { code: 'csv-quote' } },
      ],
    });
  });

  test('two errors on one row, at two columns: both told', () => {
    // Row 2's record: "x⏎" (over lines), y"z, then a quote at row 3, column 7, that nothing closes
    // (row 3 has 2 delimiters, under the header's 3: no runaway). Read again from row 3, its
    // first field is the quoted ",y", and the z after its closing quote (column 5) is stray.
    expect(readCsv('a,b,c,d\n"x\n",y"z,"w')).toEqual({
      records: [{ row: 1, fields: ['a', 'b', 'c', 'd'] }],
      errors: [
        { row: 3, column: 7, error: { code: 'csv-quote' } },
        { row: 3, column: 5, error: { code: 'csv-quote-stray', text: 'z' } },
      ],
    });
  });

  test('a field over two lines that makes the record longer than the header', () => {
    expect(readCsv('a,b\n"x\ny",2,3\n4,5\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['y"', '2', '3'] },
        { row: 4, fields: ['4', '5'] },
      ],
      errors: [{ row: 2, column: 1, error: { code: 'csv-quote' } }],
    });
    // As long as the header, it is kept.
    expect(readCsv('a,b,c\n"x\ny",2,3\n').errors).toEqual([]);
  });

  test('a field over two lines in a record after a shorter one: measured against the header', () => {
    expect(readCsv('a,b,c\n1,2\n"x\ny",2,3\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b', 'c'] },
        { row: 2, fields: ['1', '2'] },
        { row: 3, fields: ['x\ny', '2', '3'] },
      ],
      errors: [],
    });
  });

  test('a header name quoted over two lines is a header name', () => {
    expect(readCsv('"a\nb",c\n1,2\n')).toEqual({
      records: [
        { row: 1, fields: ['a\nb', 'c'] },
        { row: 3, fields: ['1', '2'] },
      ],
      errors: [],
    });
  });

  test('over a line with no quote and a full row’s delimiters: a quote opened by mistake', () => {
    // The header has three fields: a line with two commas and no quote is a record of its own.
    expect(readCsv('a,b,c\n1,"x\n2,y,z\n3,"w",4\n').errors).toEqual([
      { row: 2, column: 3, error: { code: 'csv-quote' } },
    ]);
    // A line with fewer delimiters, or with a quote, is taken as the field's.
    expect(readCsv('a,b,c\n1,"x\n2,y",z\n').records.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x\n2,y', 'z'],
    ]);
    // With a header of one field, every line may be a field's, one without a quote too.
    expect(readCsv('a\n"x\ny"\n').records.map((r) => r.fields)).toEqual([['a'], ['x\ny']]);
    expect(readCsv('a\n"x\ny\nz"\n')).toEqual({
      records: [
        { row: 1, fields: ['a'] },
        { row: 2, fields: ['x\ny\nz'] },
      ],
      errors: [],
    });
  });

  test('a line of the field with few delimiters is not a record of its own, however long', () => {
    // The header has two commas; `yy` has none, and no quote: it is the field's, and the field closes.
    expect(readCsv('a,b,c\n1,"x\nyy\nz",3\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b', 'c'] },
        { row: 2, fields: ['1', 'x\nyy\nz', '3'] },
      ],
      errors: [],
    });
  });

  test('a quoted field over lines: each line end inside it counts once, whatever its kind', () => {
    // CR alone, LF alone and CRLF each end one line, in a quoted field as outside it: the record
    // after the field is on line 4, and an error after it on line 5.
    for (const br of ['\n', '\r\n', '\r']) {
      const r = readCsv(`a,b${br}1,"x${br}y"${br}3,4${br}"z"w,5${br}`);
      expect(r.records).toEqual([
        { row: 1, fields: ['a', 'b'] },
        { row: 2, fields: ['1', `x${br}y`] },
        { row: 4, fields: ['3', '4'] },
      ]);
      expect(r.errors).toEqual([{ row: 5, column: 4, error: { code: 'csv-quote-stray', text: 'w' } }]);
    }
  });

  test('after a lost record, reading goes on from the next line, whatever its line end', () => {
    for (const br of ['\n', '\r\n', '\r']) {
      const r = readCsv(`a,b${br}"x"y,1${br}2,3${br}`);
      expect(r.records).toEqual([
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['2', '3'] },
      ]);
      expect(r.errors).toEqual([{ row: 2, column: 4, error: { code: 'csv-quote-stray', text: 'y' } }]);
    }
  });

  test('after a lost record, a blank line and a record: the record at its own line', () => {
    expect(readCsv('a,b\n"x"y,1\n\n2,3\n').records).toEqual([
      { row: 1, fields: ['a', 'b'] },
      { row: 4, fields: ['2', '3'] },
    ]);
  });

  test('the errors go to onError as they are found, and are returned', () => {
    const found: unknown[] = [];
    const rows: number[] = [];
    const errors = forEachCsvRow(
      'a,b\n"x"y,1\n2,"3\n',
      (row) => rows.push(row),
      (e) => found.push(e),
    );
    expect(rows).toEqual([1]);
    expect(found).toEqual([
      { row: 2, column: 4, error: { code: 'csv-quote-stray', text: 'y' } },
      { row: 3, column: 3, error: { code: 'csv-quote' } },
    ]);
    expect(errors).toEqual(found);
  });
});

describe('the record read in place', () => {
  test('a field past the last is empty; is() compares without making a string', () => {
    const seen: unknown[] = [];
    forEachCsvRow('a, "b" ,c\n', (_row, r) => {
      seen.push([r.value(-1), r.value(3), r.value(0), r.value(1), r.value(2)]);
      seen.push([
        r.is(3, ''),
        r.is(-1, ''),
        r.is(3, 'x'),
        r.is(0, 'a'),
        r.is(0, 'ab'),
        r.is(0, ''),
        r.is(1, 'b'),
        r.is(1, ' b'),
        r.is(2, 'c'),
      ]);
      seen.push(r.fields());
    });
    expect(seen).toEqual([
      ['', '', 'a', 'b', 'c'],
      [true, true, false, true, false, false, true, false, true],
      ['a', 'b', 'c'],
    ]);
  });

  test('the last field of a text with no line end after it: is() and its length as any other', () => {
    const seen: unknown[] = [];
    forEachCsvRow('a,bc', (_row, r) => seen.push([r.is(1, 'bc'), r.is(1, 'bc\u0000'), r.value(1)]));
    expect(seen).toEqual([[true, false, 'bc']]);
  });

  test('a shorter record after a longer one: the fields past its last are empty, not the last record’s', () => {
    const seen: unknown[] = [];
    forEachCsvRow('a,b,c\n1\n', (row, r) => {
      if (row === 2) seen.push([r.count, r.is(1, 'b'), r.is(1, ''), r.is(2, 'c'), r.value(1), r.fields()]);
    });
    expect(seen).toEqual([[1, false, true, false, '', ['1']]]);
    const quoted: unknown[] = [];
    forEachCsvRow('"a","b"\n"1"\n', (row, r) => {
      if (row === 2) quoted.push([r.is(1, 'b'), r.is(1, '')]);
    });
    expect(quoted).toEqual([[false, true]]);
  });

  test('a new row has room for sixteen fields, and grows by doubling', () => {
    const r = new CsvRow();
    expect(r.start.length).toBe(16);
    r.start[3] = 7;
    r.grow(15);
    expect(r.start.length).toBe(16);
    r.grow(16);
    expect([r.start.length, r.end.length, r.column.length]).toEqual([32, 32, 32]);
    expect(r.start[3]).toBe(7);
  });

  test('forEachCsvRecord: one array refilled, as long as each record', () => {
    const copies: string[][] = [];
    let array: readonly string[] | null = null;
    let same = true;
    forEachCsvRecord('a,b,c\n1\n2,3\n', (_row, fields) => {
      if (array !== null && array !== fields) same = false;
      array = fields;
      copies.push([...fields]);
    });
    expect(copies).toEqual([['a', 'b', 'c'], ['1'], ['2', '3']]);
    expect(same).toBe(true);
  });
});

describe('writing a field', () => {
  test.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [-2.5, '-2.5'],
    ['plain text', 'plain text'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['a\nb', '"a\nb"'],
    ['a\rb', '"a\rb"'],
    ['say "hi"', '"say ""hi"""'],
    ['#1', '"#1"'],
    ['1#', '1#'],
    [' x', '" x"'],
    ['x ', '"x "'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  test('a row is its fields joined by commas, and reads back the same', () => {
    const values = ['a', 1, null, ' b', 'c,"d"'];
    const text = csvRow(values);
    expect(text).toBe('a,1,," b","c,""d"""');
    expect(readCsv(text).records[0]?.fields).toEqual(['a', '1', '', ' b', 'c,"d"']);
  });
});

describe('for the team files', () => {
  test('readCsvLines: the first error is the result, at its line and column', () => {
    expect(readCsvLines('a,b\n1,"2\n3,"x"y\n')).toEqual({
      ok: false,
      error: { code: 'file-position', line: 2, column: 3, error: { code: 'csv-quote' } },
    });
    expect(locatedAt(4, 5, { code: 'match-empty' })).toEqual({
      code: 'file-position',
      line: 4,
      column: 5,
      error: { code: 'match-empty' },
    });
  });

  test('readHeaderedCsv: the header, the lines, and each lost line a problem', () => {
    const problems = new Problems('t.csv');
    const r = readHeaderedCsv('# c\na,b\n1,2\n"x"y,3\n4,5\n', problems);
    expect(r.header).toEqual({
      line: 2,
      fields: [
        { text: 'a', column: 1 },
        { text: 'b', column: 3 },
      ],
    });
    expect(r.rows.map((x) => [x.line, x.fields.map((f) => f.text)])).toEqual([
      [3, ['1', '2']],
      [5, ['4', '5']],
    ]);
    expect(r.lost).toBeNull();
    expect(problems.list.map((p) => [p.line, p.column, p.error])).toEqual([
      [4, 4, { code: 'csv-quote-stray', text: 'y' }],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('readHeaderedCsv: a line lost before the header leaves nothing to read by', () => {
    const problems = new Problems('t.csv');
    const r = readHeaderedCsv('"a"b,c\n1,2\n"x"y,3\n', problems);
    expect(r).toEqual({
      header: null,
      rows: [],
      lost: { row: 1, column: 4, error: { code: 'csv-quote-stray', text: 'b' } },
    });
    expect(problems.list).toEqual([]);
  });

  test('fieldBeyond: the first field with text past the header’s width', () => {
    const row = {
      line: 2,
      fields: [
        { text: '1', column: 1 },
        { text: '', column: 3 },
        { text: 'x', column: 4 },
        { text: 'y', column: 6 },
      ],
    };
    expect(fieldBeyond(row, 1)).toEqual({ text: 'x', column: 4 });
    expect(fieldBeyond(row, 3)).toEqual({ text: 'y', column: 6 });
    expect(fieldBeyond(row, 4)).toBeUndefined();
  });

  test('headerColumns: each key’s index; a key named twice is an error at the second', () => {
    const lower = (s: string) => s.toLowerCase();
    const header = (...names: string[]) => {
      let column = 1;
      return {
        line: 3,
        fields: names.map((text) => {
          const f = { text, column };
          column += text.length + 1;
          return f;
        }),
      };
    };
    const names = { board: ['board', 'bd'], score: ['score'] } as const;
    expect(headerColumns(header('x', 'BD', 'Score'), names, lower)).toEqual({
      ok: true,
      value: { board: 1, score: 2 },
    });
    expect(headerColumns(header('score'), names, lower)).toEqual({
      ok: true,
      value: { board: undefined, score: 0 },
    });
    expect(headerColumns(header('board', 'x', ' Bd '), names, (s) => s.trim().toLowerCase())).toEqual({
      ok: false,
      error: {
        code: 'file-position',
        line: 3,
        column: 9,
        error: { code: 'csv-column-twice', column: 'Bd', first: 1 },
      },
    });
  });
});

describe('decimals', () => {
  test.each([
    ['12', 12],
    ['-3', -3],
    ['+4.5', 4.5],
    [' 7 ', 7],
    ['.5', 0.5],
    ['.25', 0.25],
    ['-.75', -0.75],
    ['5.', 5],
    ['0', 0],
    ['\u22122', -2],
    ['\u20121', -1],
    ['\u20132.5', -2.5],
    ['\u20143', -3],
  ])('%j is %d', (text, n) => {
    expect(parseDecimal(text)).toBe(n);
  });

  test.each([
    '',
    ' ',
    '10,31',
    '1e3',
    '--1',
    '++1',
    '1+2',
    '2-1',
    '1.2.3',
    '.',
    'x',
    '1 2',
    '- 1',
    '0x10',
    'Infinity',
    '9'.repeat(400),
  ])('%j is not one', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});
