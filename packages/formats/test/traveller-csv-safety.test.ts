/**
 * The traveller CSV reader loses nothing and scores nothing twice: a pass-out
 * in the forms club programs write it is a result, a second line of the same
 * board and pairs is left out naming the first, a broken quote costs only its
 * own row, every row is counted (used + rejected = rows), and messages quote
 * at most 80 characters of the file, control characters escaped.
 */
import type { TravellerLine } from '@bridge-score/core';
import { readTravellerCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEADER = 'board,ns,ew,contract,declarer,tricks,score';

const passOut = (line: TravellerLine) => line.outcome.kind === 'played' && line.outcome.contract === 'pass';

describe('a passed-out deal is a result', () => {
  test.each([
    ['PASS,N,0', 'N'],
    ['PASS,-,-', undefined],
    ['Pass,,', undefined],
    ['PASS,-,-,0', undefined],
    ['PASS,-,-,-', undefined],
    ['P,,0', undefined],
  ])('%s', (fields, declarer) => {
    const r = readTravellerCsv(`${HEADER}\n1,1,2,4S,N,10,\n1,3,4,${fields}\n`, 'mitchell');
    expect(r.errors).toEqual([]);
    expect(r.tally).toEqual({ records: 2, used: 2, rejected: 0 });
    const line = r.event.results[1] as TravellerLine;
    expect(passOut(line)).toBe(true);
    expect(line.outcome.kind === 'played' ? line.outcome.declarer : 'not played').toBe(declarer);
  });

  test('tricks on a pass-out other than 0 are still an error at their column', () => {
    const r = readTravellerCsv(`${HEADER}\n1,3,4,PASS,N,9\n`, 'mitchell');
    expect(r.errors).toEqual([
      {
        row: 2,
        column: 'tricks',
        error: { code: 'result-for-pass', text: '9' },
        at: { line: 2, column: 14 },
      },
    ]);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });
});

describe('a line twice', () => {
  test.each([
    ['identical', '1,3,4,3NT,S,9,'],
    ['with another result', '1,3,4,3NT,S,10,'],
  ])('%s: the second is left out, naming the first line, and never scored', (_, second) => {
    const text = `${HEADER}\n1,1,2,3NT,S,9,\n1,3,4,3NT,S,9,\n2,1,2,4H,N,10,\n${second}\n`;
    const r = readTravellerCsv(text, 'mitchell');
    expect(r.event.results.filter((l) => l.board === 1)).toHaveLength(2);
    expect(r.errors).toEqual([
      {
        row: 5,
        column: 'board',
        error: { code: 'line-twice', board: 1, ns: 3, ew: 4, first: 3 },
        at: { line: 5, column: 1 },
      },
    ]);
    expect(r.tally).toEqual({ records: 4, used: 3, rejected: 1 });
  });

  test('in a Howell the same two pairs the other way round are the same line', () => {
    const r = readTravellerCsv(`${HEADER}\n1,3,4,3NT,S,9,\n1,4,3,3NT,S,9,\n`, 'howell');
    expect(r.errors.map((e) => e.error.code)).toEqual(['line-twice']);
  });

  test('in a Mitchell NS 3 v EW 4 and NS 4 v EW 3 are four different pairs', () => {
    const r = readTravellerCsv(`${HEADER}\n1,3,4,3NT,S,9,\n1,4,3,3NT,S,9,\n`, 'mitchell');
    expect(r.errors).toEqual([]);
  });

  test('a board at 40 tables, and pair numbers past 32,767: a repeat is still found', () => {
    const rows = Array.from({ length: 40 }, (_, t) => `1,${t + 1},${t + 41},3NT,S,9,`);
    const text = `${HEADER}\n${rows.join('\n')}\n1,40,80,3NT,S,8,\n2,40000,40001,3NT,S,9,\n2,40000,40001,3NT,S,9,\n`;
    const r = readTravellerCsv(text, 'mitchell');
    expect(r.errors.map((e) => [e.row, e.error])).toEqual([
      [42, { code: 'line-twice', board: 1, ns: 40, ew: 80, first: 41 }],
      [44, { code: 'line-twice', board: 2, ns: 40000, ew: 40001, first: 43 }],
    ]);
  });

  test('the same pairs in another section or on another board are not a repeat', () => {
    const text =
      'board,ns,ew,contract,declarer,tricks,section\n1,3,4,3NT,S,9,A\n1,3,4,3NT,S,9,B\n2,3,4,3NT,S,9,A\n';
    expect(readTravellerCsv(text, 'mitchell').errors).toEqual([]);
  });
});

describe('an unterminated quote', () => {
  test('rejects only its own row: every row after it is read', () => {
    const text = `${HEADER}\n1,1,2,3NT,S,9,\n1,3,"4,3NT,S,9,\n2,1,2,4H,N,10,\n2,3,4,4H,N,9,\n`;
    const r = readTravellerCsv(text, 'mitchell');
    expect(r.event.results.map((l) => [l.board, l.ns])).toEqual([
      [1, 1],
      [2, 1],
      [2, 3],
    ]);
    expect(r.errors).toEqual([
      { row: 3, column: null, error: { code: 'csv-quote' }, at: { line: 3, column: 5 } },
    ]);
    expect(r.tally).toEqual({ records: 4, used: 3, rejected: 1 });
  });
});

describe('fields beyond the header', () => {
  test('empty ones (a trailing delimiter) are allowed', () => {
    expect(readTravellerCsv(`${HEADER}\n1,1,2,3NT,S,9,,,\n`, 'mitchell').tally.used).toBe(1);
  });

  test('a row with text beyond the header is left out at that field', () => {
    const r = readTravellerCsv(`${HEADER}\n1,1,2,3NT,S,9,,Lee\n`, 'mitchell');
    expect(r.errors).toEqual([
      {
        row: 2,
        column: null,
        error: { code: 'csv-fields', expected: 7, got: 8 },
        at: { line: 2, column: 16 },
      },
    ]);
  });
});

describe('the header', () => {
  test('a column named twice is that, not an unknown column; nothing is read', () => {
    const r = readTravellerCsv('board,board,ns,ew,contract,declarer,tricks\n1,1,1,2,3NT,S,9\n', 'mitchell');
    expect(r.fatal).toBe(true);
    expect(r.ignored).toEqual([]);
    expect(r.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [1, 7, { code: 'csv-column-twice', column: 'board', first: 1 }],
    ]);
    expect(r.tally).toEqual({ records: 0, used: 0, rejected: 0 });
  });

  test('an alias of a column already named is a column named twice', () => {
    const r = readTravellerCsv('board,ns,ew,contract,declarer,tricks,result\n', 'mitchell');
    expect(r.errors[0]?.error).toEqual({ code: 'csv-column-twice', column: 'result', first: 6 });
  });

  test('a column not read is a warning in the problems', () => {
    const r = readTravellerCsv(`${HEADER},notes\n1,1,2,3NT,S,9,,x\n`, 'mitchell');
    expect(r.problems).toEqual([
      {
        severity: 'warning',
        file: '<input>',
        line: 1,
        column: 1,
        error: { code: 'table-column-unread', table: 'CSV', column: 'notes' },
      },
    ]);
  });
});

describe('messages quote the file safely', () => {
  test('a 20,000-character field is cut to 80 characters, NULs and escapes shown', () => {
    const r = readTravellerCsv(`${HEADER}\n1,\u0000${'9'.repeat(20000)},2,3NT,S,9\n`, 'mitchell');
    const error = r.errors[0]?.error as { code: string; text: string };
    expect(error.code).toBe('pair-number');
    expect(error.text.length).toBe(80);
    expect(error.text.startsWith('\\x00999')).toBe(true);
    expect(error.text.endsWith('…')).toBe(true);
  });
});

describe('encodings', () => {
  const text = `${HEADER}\n1,1,2,3NT,S,9,\n`;
  const utf16 = (s: string, bigEndian: boolean) => {
    const out = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out[2 * i + (bigEndian ? 1 : 0)] = c & 0xff;
      out[2 * i + (bigEndian ? 0 : 1)] = c >> 8;
    }
    return out;
  };

  test.each([
    ['UTF-16 LE', false],
    ['UTF-16 BE', true],
  ])('%s without a byte-order mark is read', (_, bigEndian) => {
    const r = readTravellerCsv(utf16(text, bigEndian), 'mitchell');
    expect(r.problems).toEqual([]);
    expect(r.tally.used).toBe(1);
  });

  test('Latin-1 (not UTF-8) is read, with the warning that says so', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER},ns_names\n1,1,2,3NT,S,9,,Ren`),
      0xe9,
    ]);
    const r = readTravellerCsv(bytes, 'mitchell', { file: 'club.csv' });
    expect(r.problems[0]).toEqual({
      severity: 'warning',
      file: 'club.csv',
      line: 1,
      column: 1,
      error: { code: 'file-encoding', encoding: 'windows-1252' },
    });
    expect(r.event.sections[0]?.pairs?.[0]?.names).toEqual(['René']);
  });
});
