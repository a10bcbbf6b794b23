import {
  formatVpScale,
  parseVpScale,
  type VpScale,
  victoryPoints,
  wbfBlitz,
  wbfScale,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

// The formula of RULES.md §7, written out here on its own: τ = (√5 − 1)/2,
// B = 15√N, VP = min(20, 10 + 10 (1 − τ^(3M/B)) / (1 − τ³)), in hundredths.
const tau = (Math.sqrt(5) - 1) / 2;
const formulaHundredths = (m: number, n: number) =>
  Math.round(Math.min(20, 10 + (10 * (1 - tau ** ((3 * m) / (15 * Math.sqrt(n))))) / (1 - tau ** 3)) * 100);

const hundredths = (scale: VpScale) => scale.rows.map((r) => Math.round(r.winner * 100));

describe('the WBF 2013 scale, 16 boards (RULES.md §7)', () => {
  const scale = wbfScale(16);

  test.each([
    [0, 10, 10],
    [1, 10.31, 9.69],
    [5, 11.48, 8.52],
    [10, 12.8, 7.2],
    [20, 15, 5],
    [60, 20, 0],
    [61, 20, 0],
    [100, 20, 0],
    [1000, 20, 0],
  ])('a margin of %i IMPs: %f – %f', (margin, winner, loser) => {
    expect(victoryPoints(margin, scale)).toEqual({ a: winner, b: loser });
    expect(victoryPoints(-margin, scale)).toEqual({ a: loser, b: winner });
  });

  test('the blitz is 60 IMPs', () => {
    expect(wbfBlitz(16)).toBe(60);
    expect(scale.rows.at(-1)).toEqual({ from: 60, winner: 20, loser: 0 });
  });
});

describe.each([8, 12, 16, 24, 32])('the WBF 2013 scale, %i boards', (boards) => {
  const scale = wbfScale(boards);
  const h = hundredths(scale);
  const raw = h.map((_, m) => formulaHundredths(m, boards));

  test('starts at 10–10 and reaches 20–0 at the first whole margin from the blitz 15√N', () => {
    const blitz = Math.ceil(15 * Math.sqrt(boards) - 1e-9);
    expect(scale.rows[0]).toEqual({ from: 0, winner: 10, loser: 10 });
    expect(scale.rows.length - 1).toBe(blitz);
    expect(victoryPoints(blitz, scale)).toEqual({ a: 20, b: 0 });
    expect(victoryPoints(blitz - 1, scale).a).toBeLessThan(20);
  });

  test('one row per whole margin, both teams summing to 20', () => {
    scale.rows.forEach((row, m) => {
      expect(row.from).toBe(m);
      expect(Math.round(row.winner * 100) + Math.round(row.loser * 100)).toBe(2000);
    });
  });

  test('is concave: each extra IMP is worth no more than the one before', () => {
    for (let m = 1; m + 1 < h.length; m++) {
      expect((h[m + 1] as number) - (h[m] as number), `margin ${m}`).toBeLessThanOrEqual(
        (h[m] as number) - (h[m - 1] as number),
      );
    }
  });

  test('never falls as the margin grows', () => {
    for (let m = 1; m < h.length; m++) expect(h[m]).toBeGreaterThanOrEqual(h[m - 1] as number);
  });

  test('is the rounded formula nudged up by at most a few hundredths', () => {
    h.forEach((v, m) => {
      expect(v - (raw[m] as number), `margin ${m}`).toBeGreaterThanOrEqual(0);
      expect(v - (raw[m] as number), `margin ${m}`).toBeLessThanOrEqual(3);
    });
  });

  test('nudges only where needed: every raised value is held up by concavity', () => {
    h.forEach((v, m) => {
      if (v > (raw[m] as number)) {
        // One hundredth less here would make a dent.
        expect(2 * (v - 1), `margin ${m}`).toBeLessThan((h[m - 1] as number) + (h[m + 1] as number));
      }
    });
  });

  test('a fractional margin lies between its neighbours', () => {
    for (let m = 0; m + 1 < h.length; m++) {
      const half = victoryPoints(m + 0.5, scale);
      expect(half.a).toBeGreaterThanOrEqual((h[m] as number) / 100);
      expect(half.a).toBeLessThanOrEqual((h[m + 1] as number) / 100);
      expect(Math.round(half.a * 100) + Math.round(half.b * 100)).toBe(2000);
    }
  });
});

describe('properties', () => {
  const boards = fc.integer({ min: 1, max: 64 });
  const margin = fc.integer({ min: -400, max: 400 });

  test('VPs sum to 20 for every margin and number of boards', () => {
    fc.assert(
      fc.property(boards, margin, (n, m) => {
        const vp = victoryPoints(m, wbfScale(n));
        return Math.round(vp.a * 100) + Math.round(vp.b * 100) === 2000;
      }),
    );
  });

  test('VPs never decrease as the margin grows', () => {
    fc.assert(
      fc.property(boards, margin, margin, (n, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const scale = wbfScale(n);
        return victoryPoints(lo, scale).a <= victoryPoints(hi, scale).a;
      }),
    );
  });

  test('a win is worth at least 10 VPs, a loss at most 10', () => {
    fc.assert(
      fc.property(boards, fc.double({ min: 0, max: 500, noNaN: true }), (n, m) => {
        const vp = victoryPoints(m, wbfScale(n));
        return vp.a >= 10 && vp.b <= 10;
      }),
    );
  });

  test('wbfScale rejects a number of boards that is not whole and positive', () => {
    expect(() => wbfScale(0)).toThrow(RangeError);
    expect(() => wbfScale(2.5)).toThrow(RangeError);
  });
});

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
