import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  FACTORINGS,
  factorsToFullTop,
  formatFraction,
  fractionToNumber,
  isFactoring,
  MATCHPOINT_SCALES,
  matchpoints,
  missingAsAverage,
  neuberg,
  neubergExact,
  neubergNumerator,
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

describe('Neuberg on fractions of a matchpoint', () => {
  test('3½ MP (7 over 2) on a board scored 6 times of 7: (3.5 + 1) × 7/6 − 1 = 4¼', () => {
    expect(neubergExact(7, 6, 7, 2)).toEqual({ num: 17n, den: 4n });
    // The numerator over n × d = 12: (7 + 2) × 7 − 6 × 2 = 51.
    expect(neubergNumerator(7, 6, 7, 2)).toBe(51);
    expect(neubergNumerator(4, 6, 7)).toBe(29);
  });

  test('1⅓ MP (4 over 3, in BigInt) scored 6 of 7: (4/3 + 1) × 7/6 − 1 = 49/18 − 1 = 31/18', () => {
    expect(neubergExact(4n, 6, 7, 3n)).toEqual({ num: 31n, den: 18n });
    expect(neubergExact(4, 6, 7, 3n)).toEqual({ num: 31n, den: 18n });
    expect(neubergExact(4n, 6, 7)).toEqual({ num: 29n, den: 6n });
  });

  test('a complete board keeps its fraction, reduced', () => {
    expect(neubergExact(7, 5, 5, 2)).toEqual({ num: 7n, den: 2n });
    expect(neubergExact(6n, 5, 5, 4n)).toEqual({ num: 3n, den: 2n });
  });

  test('past 2^53 the numbers go to BigInt and stay exact', () => {
    // 1 MP written as 2^60 over 2^60, scored 6 of 7: (1 + 1) × 7/6 − 1 = 4/3.
    // In doubles the numerator 2^60 × 8 = 2^63 is past 2^53.
    expect(neubergExact(2 ** 60, 6, 7, 2 ** 60)).toEqual({ num: 4n, den: 3n });
    // (2^53 + 1) / 3 MP on a board of 2 of 3: the sum 2^53 + 1 + 3 needs BigInt.
    const big = 2n ** 53n + 1n;
    const f = neubergExact(big, 2, 3, 3n);
    // ((big + 3) × 3 − 2 × 3) / (2 × 3) = (big + 1) / 2
    expect(f).toEqual({ num: (big + 1n) / 2n, den: 1n });
  });

  test('a numerator that is safe over a denominator that is not goes to BigInt too', () => {
    // 0 MP over 2^52, 4 of 5: (0 + 1) × 5/4 − 1 = 1/4; the denominator 4 × 2^52 = 2^54 is past 2^53.
    expect(neubergExact(0, 4, 5, 2 ** 52)).toEqual({ num: 1n, den: 4n });
  });
});

describe('missing scores as average, and which factorings count the full top', () => {
  test('each missing score is a tie: 1 on the 2/1 scale, ½ on the ACBL scale', () => {
    expect(missingAsAverage(4, 3, 4)).toBe(5);
    expect(missingAsAverage(4, 3, 6)).toBe(7);
    expect(missingAsAverage(1, 3, 4, MATCHPOINT_SCALES.acbl)).toBe(1.5);
    expect(missingAsAverage(4, 4, 4)).toBe(4);
    // More scores than expected: nothing is added, nothing taken away.
    expect(missingAsAverage(4, 5, 4)).toBe(4);
  });

  test.each([
    ['neuberg', true],
    ['missing-as-average', true],
    ['simple', false],
    ['none', false],
  ] as const)('%s counts the full top: %s', (factoring, full) => {
    expect(factorsToFullTop(factoring)).toBe(full);
  });

  test('the factorings by name', () => {
    expect(FACTORINGS).toEqual(['neuberg', 'simple', 'missing-as-average', 'none']);
    expect(FACTORINGS.every(isFactoring)).toBe(true);
    expect(isFactoring('Neuberg')).toBe(false);
    expect(isFactoring(null)).toBe(false);
  });

  test('Neuberg on a complete board and simple factoring on a full top change nothing', () => {
    expect(neuberg(4, 6, 6)).toBe(4);
    expect(neuberg(3.5, 6, 6, MATCHPOINT_SCALES.acbl)).toBe(3.5);
    expect(simpleFactor(50, 120, 120)).toBe(50);
    expect(simpleFactor(30, 60, 120)).toBe(60);
  });
});
