import { victoryPoints, wbfScale } from '@bridge-score/core';
import { formatVpScale, parseVpScale } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

describe('scales from a file', () => {
  const thirty = [
    '# a made-up 30-VP scale for the tests',
    'name,Club 30',
    'imps,winner,loser',
    '0,15,15',
    '1-2,16,14',
    '3-5,17,13',
    '6-9,20,10',
    '10+,30,0',
  ].join('\n');

  test('reads ranges, names and the step rule', () => {
    const r = parseVpScale(thirty);
    expect(r.ok && r.value).toEqual({
      name: 'Club 30',
      between: 'step',
      rows: [
        { from: 0, winner: 15, loser: 15 },
        { from: 1, winner: 16, loser: 14 },
        { from: 3, winner: 17, loser: 13 },
        { from: 6, winner: 20, loser: 10 },
        { from: 10, winner: 30, loser: 0 },
      ],
    });
    if (!r.ok) return;
    expect(victoryPoints(0, r.value)).toEqual({ a: 15, b: 15 });
    expect(victoryPoints(2, r.value)).toEqual({ a: 16, b: 14 });
    expect(victoryPoints(-4, r.value)).toEqual({ a: 13, b: 17 });
    expect(victoryPoints(5.5, r.value)).toEqual({ a: 17, b: 13 });
    expect(victoryPoints(99, r.value)).toEqual({ a: 30, b: 0 });
  });

  test('a 25-VP scale whose pairs do not sum to a constant is data too', () => {
    const r = parseVpScale('0,15,15\n1-3,16,14\n4-40,20,10\n41-60,25,5\n61+,25,0');
    expect(r.ok).toBe(true);
    if (r.ok) expect(victoryPoints(70, r.value)).toEqual({ a: 25, b: 0 });
  });

  test.each([8, 16, 32])('the WBF scale for %i boards survives format and parse', (boards) => {
    const scale = wbfScale(boards);
    const r = parseVpScale(formatVpScale(scale));
    expect(r.ok && r.value).toEqual({ name: scale.name, between: 'linear', rows: scale.rows });
  });

  test('a file scale survives format and parse', () => {
    const r = parseVpScale(thirty);
    if (!r.ok) throw new Error('not read');
    expect(parseVpScale(formatVpScale(r.value))).toEqual(r);
  });

  test('tolerates semicolons, a byte-order mark and Windows line ends', () => {
    const r = parseVpScale('\uFEFF0;10;10\r\n1+;20;0\r\n');
    expect(r.ok && r.value.rows).toEqual([
      { from: 0, winner: 10, loser: 10 },
      { from: 1, winner: 20, loser: 0 },
    ]);
  });

  test.each([
    ['', 'vp-scale-empty', 1, 1],
    ['# nothing', 'vp-scale-empty', 1, 1],
    ['0,10,10\n1-5,12,8', 'vp-scale-open-missing', 2, 1],
    ['0,10,10\n1+,12,8\n9,13,7', 'vp-scale-open-early', 3, 1],
    ['0,10,10\n2+,12,8', 'vp-scale-gap', 2, 1],
    ['1,10,10\n2+,12,8', 'vp-scale-gap', 1, 1],
    ['0,10,10\n3-1,12,8', 'vp-scale-gap', 2, 1],
    ['0,10,10\nten+,12,8', 'vp-scale-range', 2, 1],
    ['0,10,10\n1+,12,x', 'vp-scale-vp', 2, 7],
    ['0,10,10\n1+,-1,8', 'vp-scale-vp', 2, 4],
    ['0,10,10\n1+,9,11', 'vp-scale-order', 2, 4],
    ['0,10,10\n1+,12', 'vp-scale-fields', 2, 1],
    ['between,cubic\n0,10,10\n1+,12,8', 'vp-scale-between', 1, 9],
    ['name,"unclosed\n0,10,10', 'csv-quote', 1, 6],
  ])('%j is rejected with %s at line %i, column %i', (text, code, line, column) => {
    const r = parseVpScale(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'file-position', line, column, error: { code } });
  });

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseVpScale(text);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '-', '+', ',', '\n', '5', 'name', '#', '"', '.')),
        (parts) => {
          parseVpScale(parts.join(''));
        },
      ),
    );
  });
});
