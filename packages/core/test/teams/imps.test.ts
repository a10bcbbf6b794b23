import {
  awardImps,
  IMP_AWARDS,
  IMP_SCALE,
  type ImpScale,
  imps,
  impsBetween,
  impsOnScale,
  MAX_IMPS,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RULES_BANDS } from '../rules-imps.js';

// The expected values are read from the text of docs/scoring.md#teams (rules-imps.ts), not from the code's table.
const BANDS = RULES_BANDS;

describe('the Law 78B scale', () => {
  test('has 25 bands from 0 to 24 IMPs', () => {
    expect(BANDS.map((b) => b.imps)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(MAX_IMPS).toBe(24);
    expect(IMP_SCALE.thresholds).toEqual(BANDS.slice(1).map((b) => b.lo));
  });

  const edges = BANDS.flatMap((b) => [[b.lo, b.imps] as const, [b.hi ?? b.lo + 10_000, b.imps] as const]);

  test.each(edges)('a difference of %i is worth %i IMPs, in both signs', (difference, expected) => {
    expect(imps(difference)).toBe(expected);
    expect(imps(-difference)).toBe(-expected + 0);
  });

  test.each(BANDS.slice(1))(
    '10 below the $lo threshold is still the band below',
    ({ lo, imps: expected }) => {
      expect(imps(lo - 10)).toBe(expected - 1);
      expect(imps(-(lo - 10))).toBe(-(expected - 1) + 0);
    },
  );

  test('every multiple of 10 up to 5000 falls in the band whose range holds it', () => {
    for (let d = 0; d <= 5000; d += 10) {
      const band = BANDS.find((b) => d >= b.lo && (b.hi === null || d <= b.hi));
      expect(imps(d), `difference ${d}`).toBe(band?.imps);
    }
  });

  test('Wikipedia, "Bridge scoring": 2210 against 1700 is 510, worth 11 IMPs', () => {
    expect(imps(2210 - 1700)).toBe(11);
    expect(impsBetween(2210, 1700)).toBe(11);
    expect(impsBetween(1700, 2210)).toBe(-11);
  });

  test('620 against −100 is 720: 12 IMPs', () => {
    expect(impsBetween(620, -100)).toBe(12);
  });

  test('a difference between bands (a weighted score) counts in the lower band', () => {
    expect(imps(15)).toBe(0);
    expect(imps(19.9)).toBe(0);
    expect(imps(495)).toBe(10);
    expect(imps(-3999.5)).toBe(-23);
  });

  test('NaN is no difference', () => {
    expect(() => imps(Number.NaN)).toThrow(RangeError);
  });

  test('zero has no sign', () => {
    expect(Object.is(imps(0), 0)).toBe(true);
    expect(Object.is(imps(-0), 0)).toBe(true);
    expect(Object.is(imps(-10), 0)).toBe(true);
  });
});

describe('properties', () => {
  const difference = fc.integer({ min: -20_000, max: 20_000 });

  test('IMPs are antisymmetric', () => {
    fc.assert(fc.property(difference, (d) => imps(-d) === -imps(d) + 0));
  });

  test('IMPs never fall as the difference grows', () => {
    fc.assert(
      fc.property(difference, difference, (x, y) => (x <= y ? imps(x) <= imps(y) : imps(x) >= imps(y))),
    );
  });

  test('IMPs stay within ±24', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (d) => Math.abs(imps(d)) <= 24));
  });

  test('the general scale lookup agrees with the fast one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -9000, max: 9000, noNaN: true }),
        (d) => impsOnScale(d, IMP_SCALE) === imps(d),
      ),
    );
  });
});

test('artificial adjusted scores at IMPs are +3, 0, −3 (docs/scoring.md#teams)', () => {
  expect(IMP_AWARDS).toEqual({ 'average-plus': 3, average: 0, 'average-minus': -3 });
});

describe('impsOnScale, a scale given as data', () => {
  // Exact thresholds: random doubles never land on them, so each is tested here, with the band
  // read from docs/scoring.md#teams.
  test.each(BANDS.slice(1))(
    'exactly $lo is worth $imps IMPs on the Law 78B scale, and 10 below it one less',
    (band) => {
      expect(impsOnScale(band.lo, IMP_SCALE)).toBe(band.imps);
      expect(impsOnScale(-band.lo, IMP_SCALE)).toBe(-band.imps);
      expect(impsOnScale(band.lo - 10, IMP_SCALE)).toBe(band.imps - 1);
      expect(impsOnScale(band.lo - 0.5, IMP_SCALE)).toBe(band.imps - 1);
    },
  );

  test('past the top threshold every difference is worth the most', () => {
    expect(impsOnScale(4000, IMP_SCALE)).toBe(24);
    expect(impsOnScale(1e9, IMP_SCALE)).toBe(24);
    expect(impsOnScale(Number.NEGATIVE_INFINITY, IMP_SCALE)).toBe(-24);
  });

  // A house scale whose thresholds are not multiples of 10: 0–4 → 0, 5–14 → 1, 15–29 → 2, 30+ → 3.
  const house: ImpScale = { name: 'house', thresholds: [5, 15, 30] };

  test.each([
    [0, 0],
    [4, 0],
    [4.99, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [29.5, 2],
    [30, 3],
    [31, 3],
    [-5, -1],
    [-30, -3],
  ])('a house scale: %f is worth %i', (difference, expected) => {
    expect(impsOnScale(difference, house)).toBe(expected);
  });

  test('a small negative difference is 0, not −0', () => {
    expect(Object.is(impsOnScale(-4, house), 0)).toBe(true);
    expect(Object.is(impsOnScale(-10, IMP_SCALE), 0)).toBe(true);
  });

  test('an empty scale is worth nothing', () => {
    expect(impsOnScale(5000, { name: 'none', thresholds: [] })).toBe(0);
  });

  test('NaN is no difference', () => {
    expect(() => impsOnScale(Number.NaN, IMP_SCALE)).toThrow(RangeError);
    expect(() => impsOnScale(Number.NaN, house)).toThrow(/not a score difference/);
  });
});

describe('imps at the extremes', () => {
  test('infinite differences are worth the most, with their sign', () => {
    expect(imps(Number.POSITIVE_INFINITY)).toBe(24);
    expect(imps(Number.NEGATIVE_INFINITY)).toBe(-24);
    expect(imps(3999.99)).toBe(23);
  });

  test('NaN is named in the error', () => {
    expect(() => imps(Number.NaN)).toThrow(/not a score difference: NaN/);
  });
});

describe('awards at IMPs (Law 12C2)', () => {
  test.each([
    ['average-plus', 3],
    ['average', 0],
    ['average-minus', -3],
  ] as const)('%s is worth %i IMPs', (kind, expected) => {
    expect(awardImps({ kind })).toBe(expected);
  });

  test('a given number of IMPs is worth itself', () => {
    expect(awardImps({ kind: 'imps', imps: -7 })).toBe(-7);
  });

  test('other values for the artificial scores are a parameter', () => {
    const awards = { 'average-plus': 2, average: 0, 'average-minus': -2 };
    expect(awardImps({ kind: 'average-plus' }, awards)).toBe(2);
    expect(awardImps({ kind: 'average-minus' }, awards)).toBe(-2);
    expect(awardImps({ kind: 'imps', imps: 5 }, awards)).toBe(5);
  });
});

test('a scale whose first threshold is 0: no difference is still worth its band, with no sign', () => {
  const scale: ImpScale = { name: 'from-zero', thresholds: [0, 10] };
  expect(impsOnScale(0, scale)).toBe(1);
  expect(impsOnScale(-5, scale)).toBe(-1);
  expect(impsOnScale(10, scale)).toBe(2);
});
