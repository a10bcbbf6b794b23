/**
 * The VP scale file line by line (`vp-scale-csv.ts`, its overview): the
 * `name`, `between` and `imps` lines only before the first range, ranges as
 * `4`, `1-2` or `56+` each following on from the last, VPs that never move
 * the wrong way, and every line read or left out with its one error.
 */
import { formatVpScale, parseVpScale, readVpScaleCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const codes = (text: string) =>
  readVpScaleCsv(text).problems.map((p) => [p.severity, p.line, p.column, p.error.code]);

describe('the lines before the ranges', () => {
  test('a name of several fields is joined by ", "; the name given is used when the file has none', () => {
    const r = readVpScaleCsv('name,Club,30 VP\n0,10,10\n1+,20,0\n', { name: 'given' });
    expect(r.value?.name).toBe('Club, 30 VP');
    expect(readVpScaleCsv('0,10,10\n1+,20,0\n', { name: 'given' }).value?.name).toBe('given');
    expect(readVpScaleCsv('0,10,10\n1+,20,0\n').value?.name).toBe('custom');
    const unnamed = parseVpScale('0,10,10\n1+,20,0\n');
    expect(unnamed.ok && unnamed.value.name).toBe('custom');
    const parsed = parseVpScale('0,10,10\n1+,20,0\n', 'Swiss');
    expect(parsed.ok && parsed.value.name).toBe('Swiss');
  });

  test('the words are read in any case', () => {
    const r = readVpScaleCsv('NAME,Big\nBetween,LINEAR\nImps,Winner,Loser\n0,10,10\n1+,20,0\n');
    expect(r.value).toEqual({
      name: 'Big',
      between: 'linear',
      rows: [
        { from: 0, winner: 10, loser: 10 },
        { from: 1, winner: 20, loser: 0 },
      ],
    });
    expect(r.tally).toEqual({ records: 5, used: 5, rejected: 0 });
    expect(readVpScaleCsv('between,step\n0,10,10\n1+,20,0\n').value?.between).toBe('step');
  });

  test('between with no value: an error at column 1, quoting nothing', () => {
    const r = readVpScaleCsv('between\n0,10,10\n1+,20,0\n');
    expect(r.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [1, 1, { code: 'vp-scale-between', text: '' }],
    ]);
    expect(r.value).toBeNull();
  });

  test('after a range, name and between are lines of a range, and wrong ones', () => {
    expect(codes('0,10,10\nname,Late\n1+,20,0\n')).toEqual([['error', 2, 1, 'vp-scale-fields']]);
    expect(codes('0,10,10\nbetween,linear,x\n1+,20,0\n')).toEqual([['error', 2, 1, 'vp-scale-range']]);
    expect(codes('0,10,10\nimps,winner,loser\n1+,20,0\n')).toEqual([['error', 2, 1, 'vp-scale-range']]);
  });

  test.each([
    ['names,Club'],
    ['surname,Club'],
    ['betweens,step'],
    ['in between,step'],
    ['impsx,winner'],
    ['ximps,winner'],
  ])('%j is no line before the ranges, but a line of a range', (line) => {
    const r = readVpScaleCsv(`${line}\n0,10,10\n1+,20,0\n`);
    expect(r.problems.map((p) => [p.line, p.error.code])).toEqual([[1, 'vp-scale-fields']]);
    expect(r.value).toBeNull();
  });

  test('after a line left out, name is not read either', () => {
    // The first line is rejected (no range yet read, but a line left out): `name` after it is a bad range line.
    expect(codes('x,1,1\nname,Late,x\n')).toEqual([
      ['error', 1, 1, 'vp-scale-range'],
      ['error', 2, 1, 'vp-scale-range'],
    ]);
  });
});

describe('the ranges', () => {
  test('blanks inside a range are allowed', () => {
    const r = parseVpScale('0,15,15\n1 - 3,16,14\n4 +,17,13\n');
    expect(r.ok && r.value.rows).toEqual([
      { from: 0, winner: 15, loser: 15 },
      { from: 1, winner: 16, loser: 14 },
      { from: 4, winner: 17, loser: 13 },
    ]);
  });

  test('a range of one margin may be written 4 or 4-4', () => {
    const r = parseVpScale('0,15,15\n1-1,16,14\n2,17,13\n3+,18,12\n');
    expect(r.ok && r.value.rows.map((x) => x.from)).toEqual([0, 1, 2, 3]);
  });

  test.each([
    ['0,10,10\n1-,12,8\n2+,13,7'],
    ['0,10,10\n-1,12,8\n2+,13,7'],
    ['0,10,10\n1.5,12,8\n2+,13,7'],
    ['0,10,10\n+1,12,8\n2+,13,7'],
    ['0,10,10\n1-2+,12,8\n3+,13,7'],
  ])('%j: a range that is not one', (text) => {
    expect(codes(text)).toEqual([['error', 2, 1, 'vp-scale-range']]);
  });

  test('a field’s column is that of its first character after the blanks', () => {
    expect(codes('0,10,10\n 1x,12,8\n2+,13,7')).toEqual([['error', 2, 2, 'vp-scale-range']]);
  });

  test('a gap says the margin expected, and the text found', () => {
    const r = readVpScaleCsv('0,10,10\n1-3,12,8\n5+,13,7\n');
    expect(r.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [3, 1, { code: 'vp-scale-gap', expected: 4, text: '5+' }],
    ]);
    // An overlap too.
    expect(readVpScaleCsv('0,10,10\n1-3,12,8\n3+,13,7\n').problems[0]?.error).toEqual({
      code: 'vp-scale-gap',
      expected: 4,
      text: '3+',
    });
    // A range backwards: the expected start is right, the end is before it.
    expect(readVpScaleCsv('0,10,10\n1-0,12,8\n').problems[0]?.error).toEqual({
      code: 'vp-scale-gap',
      expected: 1,
      text: '1-0',
    });
  });

  test('after a line left out, the next range is taken where it starts', () => {
    // Line 2 is left out; line 3 cannot be checked against it, and line 4 follows line 3.
    const r = readVpScaleCsv('0,10,10\n1-2,x,9\n3-5,12,8\n6+,14,6\n');
    expect(r.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([[2, 5, 'vp-scale-vp']]);
    expect(r.tally).toEqual({ records: 4, used: 3, rejected: 1 });
    expect(r.value).toBeNull();
    // …and a gap after that is found again.
    expect(codes('0,10,10\n1-2,x,9\n3-5,12,8\n7+,14,6\n')).toEqual([
      ['error', 2, 5, 'vp-scale-vp'],
      ['error', 4, 1, 'vp-scale-gap'],
    ]);
  });

  test('a line after the open range is an error, however it follows on', () => {
    expect(codes('0,10,10\n1+,12,8\n2+,13,7\n')).toEqual([['error', 3, 1, 'vp-scale-open-early']]);
  });
});

describe('the VPs', () => {
  test('no VPs at all is a number of VPs', () => {
    const r = parseVpScale('0,0,0\n1+,1,0\n');
    expect(r.ok && r.value.rows).toEqual([
      { from: 0, winner: 0, loser: 0 },
      { from: 1, winner: 1, loser: 0 },
    ]);
  });

  test('decimals, a plus sign and zero are VPs', () => {
    const r = parseVpScale('0,10.5,10.5\n1+,+21,0\n');
    expect(r.ok && r.value.rows).toEqual([
      { from: 0, winner: 10.5, loser: 10.5 },
      { from: 1, winner: 21, loser: 0 },
    ]);
  });

  test.each([
    ['0,-0.5,10\n1+,12,8', 1, 3, '-0.5'],
    ['0,10,-1\n1+,12,8', 1, 6, '-1'],
    ['0,10,\n1+,12,8', 1, 6, ''],
  ])('%j: a VP that is not one, at line %i, column %i', (text, line, column, quoted) => {
    const r = readVpScaleCsv(text);
    expect(r.problems[0]).toMatchObject({ line, column, error: { code: 'vp-scale-vp', text: quoted } });
  });

  test('equal VPs on the next line are not a fall; one less for the winner, or one more for the loser, is', () => {
    expect(codes('0,10,10\n1+,10,10\n')).toEqual([]);
    // The error is at the winner's VPs, column 4 of `3+,…`.
    expect(readVpScaleCsv('0,10,10\n1-2,12,8\n3+,11.99,8\n').problems[0]).toMatchObject({
      line: 3,
      column: 4,
      error: { code: 'vp-scale-order', from: 3 },
    });
    expect(readVpScaleCsv('0,10,10\n1-2,12,8\n3+,12,8.01\n').problems[0]).toMatchObject({
      line: 3,
      column: 4,
      error: { code: 'vp-scale-order', from: 3 },
    });
  });

  test('the order is checked against the last line read, not the first', () => {
    expect(codes('0,10,10\n1,15,5\n2+,14,6\n')).toEqual([['error', 3, 4, 'vp-scale-order']]);
  });

  test('a line of two or four fields', () => {
    expect(readVpScaleCsv('0,10,10\n1+,12,8,0\n').problems[0]?.error).toEqual({
      code: 'vp-scale-fields',
      count: 4,
    });
    expect(readVpScaleCsv('0\n').problems[0]?.error).toEqual({ code: 'vp-scale-fields', count: 1 });
  });
});

describe('the whole scale', () => {
  test('no range at all: the error is at the last line read (or line 1)', () => {
    expect(codes('name,Empty\n\nimps,winner,loser\n')).toEqual([['error', 3, 1, 'vp-scale-empty']]);
    expect(codes('\n\n')).toEqual([['error', 1, 1, 'vp-scale-empty']]);
  });

  test('no open range: the error is at the last line', () => {
    expect(codes('0,10,10\n1-3,12,8\n\n# end\n')).toEqual([['error', 2, 1, 'vp-scale-open-missing']]);
  });

  test('a file with lines left out says only their errors, not that it is empty or open', () => {
    expect(codes('x,1,1\n')).toEqual([['error', 1, 1, 'vp-scale-range']]);
    expect(codes('0,10,10\n1-3,x,8\n')).toEqual([['error', 2, 5, 'vp-scale-vp']]);
  });

  test('a quote left open loses its line, which is an error of the file', () => {
    const r = readVpScaleCsv('0,10,10\n1+,"20,0\n', { file: 'scale.csv' });
    expect(r.problems).toEqual([
      { severity: 'error', file: 'scale.csv', line: 2, column: 4, error: { code: 'csv-quote' } },
    ]);
    expect(r.value).toBeNull();
  });

  test('parseVpScale gives the first error, at its line and column', () => {
    expect(parseVpScale('0,10,10\n1-2,x,9\n3+,y,8\n')).toEqual({
      ok: false,
      error: { code: 'file-position', line: 2, column: 5, error: { code: 'vp-scale-vp', text: 'x' } },
    });
  });
});

describe('writing a scale', () => {
  test('the name quoted when it needs to be, the rule, the header, then each range', () => {
    const text = formatVpScale({
      name: 'Club, 30',
      between: 'step',
      rows: [
        { from: 0, winner: 15, loser: 15 },
        { from: 1, winner: 16.5, loser: 13.5 },
        { from: 3, winner: 20, loser: 10 },
        { from: 4, winner: 30, loser: 0 },
      ],
    });
    expect(text).toBe(
      'name,"Club, 30"\nbetween,step\nimps,winner,loser\n0,15.00,15.00\n1-2,16.50,13.50\n3,20.00,10.00\n4+,30.00,0.00\n',
    );
  });

  test('a VP of more than two decimals keeps every digit', () => {
    const text = formatVpScale({
      name: 'Thirds',
      between: 'linear',
      rows: [
        { from: 0, winner: 10, loser: 10 },
        { from: 1, winner: 10 + 1 / 3, loser: 10 - 1 / 3 },
      ],
    });
    expect(text.split('\n')[4]).toBe(`1+,${String(10 + 1 / 3)},${String(10 - 1 / 3)}`);
    const back = parseVpScale(text);
    expect(back.ok && back.value.rows[1]).toEqual({ from: 1, winner: 10 + 1 / 3, loser: 10 - 1 / 3 });
  });
});
