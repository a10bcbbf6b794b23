import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatFraction,
  fractionToNumber,
  MATCHPOINT_SCALES,
  matchpoints,
  neuberg,
  neubergExact,
  simpleFactor,
} from '../../src/index.js';

describe('Neuberg (docs/scoring.md#pairs, Wikipedia, "Bridge scoring")', () => {
  test('6 scores of 7 expected: 4 MP → 4.83 and 9 MP → 10.67, of a top of 12', () => {
    expect(neuberg(4, 6, 7)).toBeCloseTo(4.83, 2);
    expect(neuberg(9, 6, 7)).toBeCloseTo(10.67, 2);
    expect(formatFraction(neubergExact(4, 6, 7), 2)).toBe('4.83');
    expect(formatFraction(neubergExact(9, 6, 7), 2)).toBe('10.67');
    // Top and bottom of a board of 6 (10 and 0) stretch to a top of 12 less a little, and a little more than 0.
    expect(neubergExact(10, 6, 7)).toEqual({ num: 71n, den: 6n });
    expect(neubergExact(0, 6, 7)).toEqual({ num: 1n, den: 6n });
  });

  // EBU: a board played 10 times where 11 were expected; the published series, MP 0 … 18.
  const EBU_10_OF_11 = [
    0.1, 1.2, 2.3, 3.4, 4.5, 5.6, 6.7, 7.8, 8.9, 10.0, 11.1, 12.2, 13.3, 14.4, 15.5, 16.6, 17.7, 18.8, 19.9,
  ];
  test.each(EBU_10_OF_11.map((expected, mp) => [mp, expected]))(
    'EBU 10 of 11: %i MP → %f',
    (mp, expected) => {
      expect(neuberg(mp, 10, 11)).toBeCloseTo(expected, 10);
      expect(formatFraction(neubergExact(mp, 10, 11), 1)).toBe(expected.toFixed(1));
    },
  );

  test('ACBL scale: (MP + ½) × N / n − ½, exactly half of the 2/1 figure', () => {
    // 6 of 7: 2 ACBL MP (4 on 2/1) → 2.5 × 7/6 − 0.5 = 2.4166…
    expect(neuberg(2, 6, 7, MATCHPOINT_SCALES.acbl)).toBeCloseTo(29 / 12, 12);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.nat(),
        (n, extra, k) => {
          const mp = k % (2 * n - 1);
          const acbl = neuberg(mp / 2, n, n + extra, MATCHPOINT_SCALES.acbl);
          expect(acbl).toBeCloseTo(neuberg(mp, n, n + extra) / 2, 9);
        },
      ),
    );
  });

  test('factoring a complete board changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (n, k) => {
        const mp = k % (2 * n - 1);
        expect(neuberg(mp, n, n)).toBe(mp);
        expect(neubergExact(mp, n, n)).toEqual({ num: BigInt(mp), den: 1n });
      }),
    );
  });

  test('a factored board still averages half the full top: its points sum to n(N − 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10, max: 10 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10 }),
        (scores, extra) => {
          const n = scores.length;
          const N = n + extra;
          const sum = [...matchpoints(scores)].reduce(
            (a, mp) => a + fractionToNumber(neubergExact(mp, n, N)),
            0,
          );
          expect(sum).toBeCloseTo(n * (N - 1), 9);
        },
      ),
    );
  });

  test('simple factoring scales a total by the expected top over the available top', () => {
    // 50 of an available 100 where 120 was expected: 60.
    expect(simpleFactor(50, 100, 120)).toBe(60);
    expect(simpleFactor(0, 0, 12)).toBe(0);
  });
});
