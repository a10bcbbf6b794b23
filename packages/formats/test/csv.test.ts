import { csvRow, readCsv } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

describe('the CSV reader', () => {
  test('quotes, doubled quotes, line breaks inside quotes, CRLF, a byte-order mark', () => {
    const r = readCsv('\uFEFFa,b,c\r\n1,"x, ""y""",3\r\n2,"two\nlines",\r\n');
    expect(r.errors).toEqual([]);
    expect(r.records).toEqual([
      { row: 1, fields: ['a', 'b', 'c'] },
      { row: 2, fields: ['1', 'x, "y"', '3'] },
      { row: 3, fields: ['2', 'two\nlines', ''] },
    ]);
  });

  test('blanks around fields are dropped, but not inside quotes', () => {
    expect(readCsv('a , b\n  " x " , y \n').records[1]?.fields).toEqual([' x ', 'y']);
  });

  test('blank and # lines are skipped; rows keep their line numbers', () => {
    const r = readCsv('# travellers\nboard,ns\n  \n1,2\n# board 2\n2,3\n');
    expect(r.records).toEqual([
      { row: 2, fields: ['board', 'ns'] },
      { row: 4, fields: ['1', '2'] },
      { row: 6, fields: ['2', '3'] },
    ]);
  });

  test('the delimiter is the header’s: semicolons and tabs too', () => {
    expect(readCsv('a;b\n1,5;2\n').records[1]?.fields).toEqual(['1,5', '2']);
    expect(readCsv('a\tb\n1\t2\n').records[1]?.fields).toEqual(['1', '2']);
  });

  test('a quote never closed loses only its own row: the rows after it are read', () => {
    expect(readCsv('a,b\n1,"2\n3,4\n')).toEqual({
      records: [
        { row: 1, fields: ['a', 'b'] },
        { row: 3, fields: ['3', '4'] },
      ],
      errors: [{ row: 2, column: 3, error: { code: 'csv-quote' } }],
    });
  });

  test('text after a closing quote is an error, never glued to the field ("Ann "Lee"")', () => {
    const r = readCsv('name,n\n"Ann "Lee"",1\n"Bob",2\n');
    expect(r.records).toEqual([
      { row: 1, fields: ['name', 'n'] },
      { row: 3, fields: ['Bob', '2'] },
    ]);
    expect(r.errors).toEqual([{ row: 2, column: 7, error: { code: 'csv-quote-stray', text: 'Lee""' } }]);
  });

  test('a quote opened by mistake does not swallow the lines up to the next quote', () => {
    // Line 2's stray quote would close at line 4's first quote, making one record of three lines.
    const text = 'a,b,c\n1,"x,2\n3,y,4\n5,"z",6\n7,w,8\n';
    const r = readCsv(text);
    expect(r.records.map((x) => x.row)).toEqual([1, 3, 4, 5]);
    expect(r.records[2]?.fields).toEqual(['5', 'z', '6']);
    expect(r.errors).toEqual([{ row: 2, column: 3, error: { code: 'csv-quote' } }]);
  });

  test('a line break inside quotes stays when the field closes cleanly and the record fits the header', () => {
    const r = readCsv('a,b,c\n1,"two\nlines",3\n4,5,6\n');
    expect(r.errors).toEqual([]);
    expect(r.records.map((x) => x.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two\nlines', '3'],
      ['4', '5', '6'],
    ]);
  });

  test('a quote inside an unquoted field is kept as text', () => {
    expect(readCsv('a,b\nAnn "Lee",2\n').records[1]?.fields).toEqual(['Ann "Lee"', '2']);
  });

  test('rows written then read come back the same', () => {
    const cell = fc.string();
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = (rows[0] as string[]).length;
          const table = [
            Array.from({ length: width }, (_, i) => `h${i}`),
            ...rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')),
          ];
          const text = `${table.map(csvRow).join('\n')}\n`;
          expect(readCsv(text).records.map((r) => r.fields)).toEqual(table);
        },
      ),
    );
  });
});
