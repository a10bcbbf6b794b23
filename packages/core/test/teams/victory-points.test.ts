import {
  formatVp,
  type VpScale,
  victoryPoints,
  vpScaleRange,
  wbfBlitz,
  wbfFormula,
  wbfScale,
} from '@bridge-score/core';
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';

// The formula of docs/scoring.md#teams, written out here on its own: τ = (√5 − 1)/2,
// B = 15√N, VP = min(20, 10 + 10 (1 − τ^(3M/B)) / (1 − τ³)), in hundredths.
const tau = (Math.sqrt(5) - 1) / 2;
const formulaHundredths = (m: number, n: number) =>
  Math.round(Math.min(20, 10 + (10 * (1 - tau ** ((3 * m) / (15 * Math.sqrt(n))))) / (1 - tau ** 3)) * 100);

const hundredths = (scale: VpScale) => scale.rows.map((r) => Math.round(r.winner * 100));

// wbfScale keeps each scale it builds: only the first test to ask for a number of boards runs the
// building code. These tests come first in the file and each asks for boards no earlier test asks for,
// so that they are the ones that check it (and the ones mutation testing runs against it).
describe('building a WBF scale, checked where it is built', () => {
  test.each([18, 37, 41])(
    '%i boards: the rounded formula dents, the scale does not; every raise is forced',
    (boards) => {
      const blitz = Math.ceil(15 * Math.sqrt(boards) - 1e-9);
      const raw = Array.from({ length: blitz + 1 }, (_, m) =>
        m === blitz ? 2000 : formulaHundredths(m, boards),
      );
      let dents = 0;
      for (let m = 1; m < blitz; m++)
        if (2 * (raw[m] as number) < (raw[m - 1] as number) + (raw[m + 1] as number)) dents++;
      expect(dents).toBeGreaterThan(0);
      const scale = wbfScale(boards);
      expect(scale.name).toBe(`wbf-2013-${boards}`);
      const h = hundredths(scale);
      expect(h).toHaveLength(blitz + 1);
      for (let m = 1; m < blitz; m++) {
        expect(2 * (h[m] as number), `margin ${m}`).toBeGreaterThanOrEqual(
          (h[m - 1] as number) + (h[m + 1] as number),
        );
      }
      h.forEach((v, m) => {
        expect(v, `margin ${m}`).toBeGreaterThanOrEqual(raw[m] as number);
        if (v > (raw[m] as number)) {
          expect(2 * (v - 1), `margin ${m}`).toBeLessThan((h[m - 1] as number) + (h[m + 1] as number));
        }
      });
    },
  );

  test.each([
    [4, 30],
    [9, 45],
    [25, 75],
  ])('%i boards: the blitz 15√N = %i is whole, and the last row', (boards, blitz) => {
    const scale = wbfScale(boards);
    expect(scale.rows).toHaveLength(blitz + 1);
    expect(scale.rows.at(-1)).toEqual({ from: blitz, winner: 20, loser: 0 });
    expect(scale.rows.at(-2)?.winner).toBeLessThan(20);
  });
});

describe('the WBF 2013 scale, 16 boards (docs/scoring.md#teams)', () => {
  let scale: VpScale;
  beforeEach(() => {
    scale = wbfScale(16);
  });

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
  let scale: VpScale;
  let h: number[];
  let raw: number[];
  beforeEach(() => {
    scale = wbfScale(boards);
    h = hundredths(scale);
    raw = h.map((_, m) => formulaHundredths(m, boards));
  });

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

describe('fractional margins on the WBF scale (interpolated, to 0.01)', () => {
  // 16 boards: 0 → 10–10, 1 → 10.31–9.69, 5 → 11.48–8.52 (the published values above).
  test('half an IMP: halfway from 10.00 to 10.31 is 10.155, rounded to 10.16', () => {
    expect(victoryPoints(0.5, wbfScale(16))).toEqual({ a: 10.16, b: 9.84 });
    expect(victoryPoints(-0.5, wbfScale(16))).toEqual({ a: 9.84, b: 10.16 });
  });

  test('a quarter of an IMP: 10 + 0.31/4 = 10.0775, rounded to 10.08', () => {
    expect(victoryPoints(0.25, wbfScale(16))).toEqual({ a: 10.08, b: 9.92 });
  });

  test('past the blitz a fraction changes nothing', () => {
    expect(victoryPoints(60.5, wbfScale(16))).toEqual({ a: 20, b: 0 });
  });

  test('NaN is no margin', () => {
    expect(() => victoryPoints(Number.NaN, wbfScale(16))).toThrow(/not an IMP margin/);
  });
});

describe('scales given as data', () => {
  // Rows 0, 3–7 and 8+: a margin inside a row of several IMPs, and at each row's boundary.
  const step: VpScale = {
    name: 'step',
    between: 'step',
    rows: [
      { from: 0, winner: 10, loser: 10 },
      { from: 3, winner: 12, loser: 8 },
      { from: 8, winner: 15, loser: 5 },
    ],
  };

  test.each([
    [0, 10, 10],
    [2, 10, 10],
    [2.99, 10, 10],
    [3, 12, 8],
    [5, 12, 8],
    [7.5, 12, 8],
    [8, 15, 5],
    [40, 15, 5],
    [-3, 8, 12],
    [-7, 8, 12],
    [-8, 5, 15],
  ])('a step scale: a margin of %f gives %f – %f', (margin, a, b) => {
    expect(victoryPoints(margin, step)).toEqual({ a, b });
  });

  // Linear between rows 0 (10–10) and 4 (14–6): one IMP is a quarter of the way.
  const linear: VpScale = {
    name: 'linear',
    between: 'linear',
    rows: [
      { from: 0, winner: 10, loser: 10 },
      { from: 4, winner: 14, loser: 6 },
    ],
  };

  test.each([
    [1, 11, 9],
    [2, 12, 8],
    [3.5, 13.5, 6.5],
    [4, 14, 6],
    [9, 14, 6],
    [-1, 9, 11],
  ])('a linear scale with a row of four IMPs: %f gives %f – %f', (margin, a, b) => {
    expect(victoryPoints(margin, linear)).toEqual({ a, b });
  });

  test('a 30-VP scale whose pairs do not sum to a constant interpolates the sum too', () => {
    // 0 → 15–15 (sum 30), 2 → 17–14 (sum 31): at 1, the winner 16, the sum 30.5, the loser 14.5.
    const scale: VpScale = {
      name: 'uneven',
      between: 'linear',
      rows: [
        { from: 0, winner: 15, loser: 15 },
        { from: 2, winner: 17, loser: 14 },
      ],
    };
    expect(victoryPoints(1, scale)).toEqual({ a: 16, b: 14.5 });
    expect(victoryPoints(-1, scale)).toEqual({ a: 14.5, b: 16 });
  });

  test('a scale of one row gives its VPs for every margin', () => {
    const one: VpScale = { name: 'one', between: 'linear', rows: [{ from: 0, winner: 12, loser: 8 }] };
    expect(victoryPoints(0, one)).toEqual({ a: 12, b: 8 });
    expect(victoryPoints(30.5, one)).toEqual({ a: 12, b: 8 });
  });

  test('vpScaleRange writes each row as the margins it covers', () => {
    expect(vpScaleRange(step, 0)).toBe('0-2');
    expect(vpScaleRange(step, 1)).toBe('3-7');
    expect(vpScaleRange(step, 2)).toBe('8+');
    expect(vpScaleRange(step, 1, '–')).toBe('3–7');
    expect(vpScaleRange(step, 3)).toBe('');
    expect(vpScaleRange(step, -1)).toBe('');
    // A row of one margin is that margin alone.
    expect(vpScaleRange(wbfScale(16), 0)).toBe('0');
    expect(vpScaleRange(wbfScale(16), 59)).toBe('59');
    expect(vpScaleRange(wbfScale(16), 60)).toBe('60+');
  });

  test('formatVp writes two decimals', () => {
    expect(formatVp(20)).toBe('20.00');
    expect(formatVp(4.4)).toBe('4.40');
    expect(formatVp(15.56)).toBe('15.56');
    expect(formatVp(0)).toBe('0.00');
  });
});

describe('the WBF formula and scale as values', () => {
  test('the formula: 10 at no margin, 20 at the blitz and beyond, the same for either sign', () => {
    expect(wbfFormula(0, 16)).toBe(10);
    expect(wbfFormula(60, 16)).toBeCloseTo(20, 12);
    expect(wbfFormula(1000, 16)).toBe(20);
    expect(wbfFormula(-20, 16)).toBe(wbfFormula(20, 16));
    // M = B/3: τ^1 = τ, so VP = 10 + 10 (1 − τ) / (1 − τ³) by hand.
    expect(wbfFormula(20, 16)).toBeCloseTo(10 + (10 * (1 - tau)) / (1 - tau ** 3), 12);
  });

  test('a scale is named after its boards, interpolates, and is the same object when asked again', () => {
    const scale = wbfScale(16);
    expect(scale.name).toBe('wbf-2013-16');
    expect(scale.between).toBe('linear');
    expect(wbfScale(16)).toBe(scale);
    expect(wbfScale(9)).not.toBe(scale);
    expect(Object.isFrozen(scale) && Object.isFrozen(scale.rows) && Object.isFrozen(scale.rows[3])).toBe(
      true,
    );
  });

  test('one board: the blitz is 15, so 16 rows from 0 to 15', () => {
    const scale = wbfScale(1);
    expect(scale.rows).toHaveLength(16);
    expect(scale.rows.at(-1)).toEqual({ from: 15, winner: 20, loser: 0 });
    expect(scale.rows[0]).toEqual({ from: 0, winner: 10, loser: 10 });
  });

  test('wbfScale rejects no boards, negative, NaN and unsafe numbers', () => {
    expect(() => wbfScale(-1)).toThrow(/not a number of boards: -1/);
    expect(() => wbfScale(Number.NaN)).toThrow(RangeError);
    expect(() => wbfScale(2 ** 53)).toThrow(RangeError);
  });
});

describe('scales given as data: rows that do not start at 0', () => {
  test('linear between rows 4 and 8: a margin of 6 is halfway', () => {
    const scale: VpScale = {
      name: 'from-4',
      between: 'linear',
      rows: [
        { from: 0, winner: 10, loser: 10 },
        { from: 4, winner: 14, loser: 6 },
        { from: 8, winner: 16, loser: 4 },
      ],
    };
    expect(victoryPoints(6, scale)).toEqual({ a: 15, b: 5 });
    expect(victoryPoints(5, scale)).toEqual({ a: 14.5, b: 5.5 });
  });

  test('a margin exactly on a row gives that row as written, even past two decimals', () => {
    const scale: VpScale = {
      name: 'thousandths',
      between: 'linear',
      rows: [
        { from: 0, winner: 10, loser: 10 },
        { from: 3, winner: 12.345, loser: 7.655 },
        { from: 6, winner: 14, loser: 6 },
      ],
    };
    expect(victoryPoints(3, scale)).toEqual({ a: 12.345, b: 7.655 });
    expect(victoryPoints(-3, scale)).toEqual({ a: 7.655, b: 12.345 });
  });

  test('a margin below the first row takes the first row', () => {
    const scale: VpScale = {
      name: 'from-2',
      between: 'linear',
      rows: [
        { from: 2, winner: 11, loser: 9 },
        { from: 6, winner: 15, loser: 5 },
      ],
    };
    expect(victoryPoints(0, scale)).toEqual({ a: 11, b: 9 });
    expect(victoryPoints(1, scale)).toEqual({ a: 11, b: 9 });
  });
});
