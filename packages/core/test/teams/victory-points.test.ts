import { type VpScale, victoryPoints, wbfBlitz, wbfScale } from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

// The formula of docs/scoring.md#teams, written out here on its own: τ = (√5 − 1)/2,
// B = 15√N, VP = min(20, 10 + 10 (1 − τ^(3M/B)) / (1 − τ³)), in hundredths.
const tau = (Math.sqrt(5) - 1) / 2;
const formulaHundredths = (m: number, n: number) =>
  Math.round(Math.min(20, 10 + (10 * (1 - tau ** ((3 * m) / (15 * Math.sqrt(n))))) / (1 - tau ** 3)) * 100);

const hundredths = (scale: VpScale) => scale.rows.map((r) => Math.round(r.winner * 100));

describe('the WBF 2013 scale, 16 boards (docs/scoring.md#teams)', () => {
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
