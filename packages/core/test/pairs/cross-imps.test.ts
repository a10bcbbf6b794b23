import {
  CROSS_IMP_DIVISORS,
  crossImpDivisor,
  crossImpSums,
  crossImps,
  isCrossImpDivisor,
  PBN_CROSS_MODIFIERS,
  pairsImpMethod,
  sortedScores,
  type WeightedPart,
  weightedCrossImpUnits,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rulesImps } from '../rules-imps.js';

/** The definition, comparison by comparison: the O(n²) oracle. */
function bruteForce(scores: readonly number[], divideBy: 'comparisons' | 'scores' | 'none'): number[] {
  const n = scores.length;
  return scores.map((s, i) => {
    if (n < 2) return 0;
    let sum = 0;
    scores.forEach((t, j) => {
      if (i !== j) sum += rulesImps(s - t);
    });
    return sum / (divideBy === 'comparisons' ? n - 1 : divideBy === 'scores' ? n : 1);
  });
}

describe('the docs/scoring.md#teams example', () => {
  // +420 against +450, −100, −200, +400, +590: −1, +11, +12, +1, −5 = +18.
  const board = [420, 450, -100, -200, 400, 590];

  test('+18 IMPs over 5 comparisons is +3.6', () => {
    expect(crossImps(board)[0]).toBeCloseTo(3.6, 12);
    expect(crossImps(board, { divideBy: 'comparisons' })[0]).toBeCloseTo(3.6, 12);
  });

  test('the sum is +18; over the 6 scores it is +3', () => {
    expect(crossImps(board, { divideBy: 'none' })[0]).toBe(18);
    expect(crossImps(board, { divideBy: 'scores' })[0]).toBe(3);
  });

  test('every result, in input order', () => {
    // By hand, from the docs/scoring.md#teams table:
    // 450 vs 420, −100, −200, 400, 590: +1, +11, +12, +2, −4 = 22
    // −100: −11, −11, +3, −11, −12 = −42 · −200: −12, −12, −3, −12, −13 = −52
    // 400: −1, −2, +11, +12, −5 = 15 · 590: +5, +4, +12, +13, +5 = 39 (and 18 + 22 − 42 − 52 + 15 + 39 = 0)
    expect(Array.from(crossImps(board, { divideBy: 'none' }))).toEqual([18, 22, -42, -52, 15, 39]);
  });

  test('the scores are left as they were', () => {
    const copy = [...board];
    crossImps(board);
    expect(board).toEqual(copy);
  });
});

describe('small boards', () => {
  test('a board played once has no comparison: 0', () => {
    expect(Array.from(crossImps([620]))).toEqual([0]);
    expect(Array.from(crossImps([]))).toEqual([]);
  });

  test('two tables: the swing, halved when dividing by scores', () => {
    // 400 against −50: 450 is 10 IMPs.
    expect(Array.from(crossImps([400, -50]))).toEqual([10, -10]);
    expect(Array.from(crossImps([400, -50], { divideBy: 'scores' }))).toEqual([5, -5]);
  });

  test('equal scores score 0', () => {
    expect(Array.from(crossImps([100, 100, 100]))).toEqual([0, 0, 0]);
  });

  test('a score that is not a number is a programmer error', () => {
    expect(() => crossImps([100, Number.NaN])).toThrow(RangeError);
    expect(() => crossImps([Number.POSITIVE_INFINITY, 100])).toThrow(RangeError);
    expect(() => crossImps([Number.NaN])).toThrow(RangeError);
  });
});

describe('against the O(n²) definition', () => {
  // Real scores: multiples of 10 in the range a deal can score.
  const score = fc.integer({ min: -760, max: 760 }).map((x) => x * 10);
  const board = fc.array(score, { minLength: 0, maxLength: 120 });

  test.each(CROSS_IMP_DIVISORS)('random boards, dividing by %s', (divideBy) => {
    fc.assert(
      fc.property(board, (scores) => {
        const fast = Array.from(crossImps(scores, { divideBy }));
        const slow = bruteForce(scores, divideBy);
        fast.forEach((x, i) => {
          expect(x).toBeCloseTo(slow[i] as number, 9);
        });
      }),
    );
  });

  test('boards with few distinct scores and many ties', () => {
    const few = fc.array(fc.constantFrom(-100, -50, 110, 140, 420, 450, 620, 650, 1430), { maxLength: 300 });
    fc.assert(
      fc.property(few, (scores) => {
        expect(Array.from(crossImps(scores, { divideBy: 'none' }))).toEqual(bruteForce(scores, 'none'));
      }),
    );
  });

  test('any whole numbers, not only multiples of 10', () => {
    const any = fc.array(fc.integer({ min: -9000, max: 9000 }), { maxLength: 80 });
    fc.assert(
      fc.property(any, (scores) => {
        expect(Array.from(crossImps(scores, { divideBy: 'none' }))).toEqual(bruteForce(scores, 'none'));
      }),
    );
  });

  // Whole-point scores are counted by value; these boards take the sorting path instead.
  test('fractional scores (weighted results)', () => {
    const half = fc.array(
      fc.integer({ min: -4000, max: 4000 }).map((x) => x / 2),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(half, (scores) => {
        expect(Array.from(crossImps(scores, { divideBy: 'none' }))).toEqual(bruteForce(scores, 'none'));
      }),
    );
  });

  test('scores spread too widely to count by value', () => {
    const wide = fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 2, maxLength: 40 });
    fc.assert(
      fc.property(wide, fc.constantFrom(0, 10, 30, 600), (scores, near) => {
        const board = [...scores, ...scores.map((s) => s + near)];
        expect(Array.from(crossImps(board, { divideBy: 'none' }))).toEqual(bruteForce(board, 'none'));
      }),
    );
  });

  test('a large board of 3,000 results', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const scores = Array.from({ length: 3000 }, () => Math.round((next() - 0.4) * 300) * 10);
    expect(Array.from(crossImps(scores, { divideBy: 'none' }))).toEqual(bruteForce(scores, 'none'));
  });

  // Boards of 4,096 results or more are counted in one pass, in a window of every score a deal can give.
  test.each([
    ['real scores, to the ends of the window', (x: number) => Math.round((x - 0.5) * 1520) * 10],
    [
      'one score a half: sorted instead',
      (x: number, i: number) => (i === 4000 ? 0.5 : Math.round(x * 300) * 10),
    ],
    [
      'one score beyond 7600: counted by range instead',
      (x: number, i: number) => (i === 7 ? 9000 : Math.round(x * 300) * 10),
    ],
  ])('a board of 4,500 results: %s', (_, score) => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const scores = Array.from({ length: 4500 }, (_, i) => score(next(), i));
    if (scores.length > 3) scores[3] = -7600;
    expect(Array.from(crossImps(scores, { divideBy: 'none' }))).toEqual(bruteForce(scores, 'none'));
  });
});

describe('properties', () => {
  const board = fc.array(
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
    { maxLength: 150 },
  );

  test("a board's cross-IMPs sum to zero", () => {
    fc.assert(
      fc.property(board, (scores) => {
        const sums = crossImps(scores, { divideBy: 'none' });
        return sums.reduce((a, b) => a + b, 0) === 0;
      }),
    );
    fc.assert(
      fc.property(board, (scores) => {
        const averaged = crossImps(scores);
        return Math.abs(averaged.reduce((a, b) => a + b, 0)) < 1e-9;
      }),
    );
  });

  test('cross-IMPs are antisymmetric: negating every score negates every result', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const plain = crossImps(scores, { divideBy: 'none' });
        const negated = crossImps(
          scores.map((s) => -s),
          { divideBy: 'none' },
        );
        return plain.every((x, i) => x === -(negated[i] as number) + 0);
      }),
    );
  });

  test('a better score never gets fewer cross-IMPs', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const result = crossImps(scores);
        return scores.every((s, i) =>
          scores.every((t, j) => s <= t || (result[i] as number) >= (result[j] as number)),
        );
      }),
    );
  });

  test('the order of the results does not change anyone’s score', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const reversed = [...scores].reverse();
        const a = crossImps(scores, { divideBy: 'none' });
        const b = crossImps(reversed, { divideBy: 'none' });
        return a.every((x, i) => x === b[scores.length - 1 - i]);
      }),
    );
  });
});

test('the PBN modifiers map to the divisors as docs/scoring.md#teams names them', () => {
  expect(PBN_CROSS_MODIFIERS).toEqual({ Cross1: 'scores', Cross2: 'comparisons' });
});

test('the method by name is the same function', () => {
  expect(pairsImpMethod('cross-imps')).toBe(crossImps);
  expect(Array.from(pairsImpMethod('cross-imps')(Float64Array.of(400, -50)))).toEqual([10, -10]);
});

describe('weighted results (Law 12C1c)', () => {
  /** The definition, part by part: each part against every part of every other result, by both weights. */
  function bruteWeighted(results: readonly (readonly WeightedPart[])[]): number[] {
    const total = (parts: readonly WeightedPart[]) => parts.reduce((a, p) => a + p.weight, 0);
    return results.map((own, i) => {
      let sum = 0;
      results.forEach((other, j) => {
        if (i === j) return;
        for (const a of own) {
          for (const b of other) {
            sum += (rulesImps(a.score - b.score) * a.weight * b.weight) / (total(own) * total(other));
          }
        }
      });
      return sum / Math.max(1, results.length - 1);
    });
  }
  const part = fc.record({
    score: fc.integer({ min: -200, max: 200 }).map((x) => x * 10),
    weight: fc.integer({ min: 1, max: 10 }),
  });
  const results = fc.array(fc.array(part, { minLength: 1, maxLength: 3 }), { maxLength: 12 });
  const value = (w: { numerators: readonly bigint[]; denominator: bigint }) =>
    w.numerators.map((x) => Number(x) / Number(w.denominator));

  test('agree with the definition, part by part', () => {
    fc.assert(
      fc.property(results, (rs) => {
        const fast = value(weightedCrossImpUnits(rs));
        const slow = bruteWeighted(rs);
        fast.forEach((x, i) => {
          expect(x).toBeCloseTo(slow[i] as number, 9);
        });
      }),
    );
  });

  test('a board with weighted results still sums to zero, exactly', () => {
    fc.assert(
      fc.property(results, (rs) => {
        const w = weightedCrossImpUnits(rs, { divideBy: 'none' });
        expect(w.numerators.reduce((a, b) => a + b, 0n)).toBe(0n);
      }),
    );
  });

  test('plain results only: the same as crossImps', () => {
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 30 }),
        fc.constantFrom(...CROSS_IMP_DIVISORS),
        (ps, divideBy) => {
          const w = weightedCrossImpUnits(
            ps.map((p) => [p]),
            { divideBy },
          );
          const plain = crossImps(
            ps.map((p) => p.score),
            { divideBy },
          );
          value(w).forEach((x, i) => {
            expect(x).toBeCloseTo(plain[i] as number, 12);
          });
        },
      ),
    );
  });

  test('the divisor: comparisons n − 1, scores n, none 1, and never 0', () => {
    expect([6, 1, 0].map((n) => crossImpDivisor('comparisons', n))).toEqual([5, 1, 1]);
    expect([6, 1, 0].map((n) => crossImpDivisor('scores', n))).toEqual([6, 1, 1]);
    expect(crossImpDivisor('none', 6)).toBe(1);
  });
});

describe('the sorting path with each divisor', () => {
  // Fractional scores and scores spread too widely are sorted, not counted: each divisor there too.
  const boards: [string, number[]][] = [
    ['fractional', [420.5, 450, -100, -200, 400, 590, 420.5, 0.5]],
    ['spread widely', [1e9, 420, 450, -100, -1e9, 400, 590, 420]],
  ];
  test.each(CROSS_IMP_DIVISORS.flatMap((d) => boards.map(([name, b]) => [d, name, b] as const)))(
    'dividing by %s, %s',
    (divideBy, _, scores) => {
      const fast = Array.from(crossImps(scores, { divideBy }));
      const slow = bruteForce(scores, divideBy);
      fast.forEach((x, i) => {
        expect(x).toBeCloseTo(slow[i] as number, 12);
      });
    },
  );

  test('the docs/scoring.md#teams board with a half point added to every score: the same IMPs', () => {
    // 420, 450, −100, −200, 400, 590: +18 IMPs over 5 comparisons for 420; shifting all changes nothing.
    const shifted = [420, 450, -100, -200, 400, 590].map((s) => s + 0.5);
    expect(crossImps(shifted)[0]).toBeCloseTo(3.6, 12);
    expect(crossImps(shifted, { divideBy: 'scores' })[0]).toBeCloseTo(3, 12);
    expect(crossImps(shifted, { divideBy: 'none' })[0]).toBe(18);
  });

  test('equal scores on the sorting path score 0, not −0', () => {
    const out = crossImps([0.5, 0.5, 0.5]);
    for (const x of out) expect(Object.is(x, 0)).toBe(true);
    const counted = crossImps([100, 100]);
    for (const x of counted) expect(Object.is(x, 0)).toBe(true);
  });

  test('sortedScores sorts a copy and refuses what is not a finite number', () => {
    const scores = [3, -1, 2];
    expect(Array.from(sortedScores(scores))).toEqual([-1, 2, 3]);
    expect(scores).toEqual([3, -1, 2]);
    expect(sortedScores([]).length).toBe(0);
    expect(() => sortedScores([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
    expect(() => sortedScores([Number.NEGATIVE_INFINITY, 1])).toThrow(/finite/);
    expect(() => sortedScores([1, Number.NaN])).toThrow(RangeError);
    expect(() => crossImps([0.5, Number.NaN, 2])).toThrow(RangeError);
  });

  test('crossImpSums: each distinct score with its sum of IMPs against every result', () => {
    // 0, 0, 20, 50: 0 against 20 → −1, against 50 → −2: −3; 20: +1 +1 −1 = 1; 50: +2 +2 +1 = 5.
    const { values, sums } = crossImpSums(Float64Array.from([0, 0, 20, 50]));
    expect(Array.from(values)).toEqual([0, 20, 50]);
    expect(Array.from(sums)).toEqual([-3, 1, 5]);
  });

  test('the divisor names', () => {
    expect(CROSS_IMP_DIVISORS.every(isCrossImpDivisor)).toBe(true);
    expect(isCrossImpDivisor('results')).toBe(false);
    expect(crossImpDivisor('comparisons', 1)).toBe(1);
    expect(crossImpDivisor('scores', 0)).toBe(1);
    expect(crossImpDivisor('scores', 7)).toBe(7);
    expect(crossImpDivisor('none', 7)).toBe(1);
  });

  test('weighted results divided by scores: L² × n', () => {
    // 420 plain, ½ 420 and ½ −100: 0.5 × 0 + 0.5 × imps(520) = 5.5 for 420, over 2 scores 2.75.
    const w = weightedCrossImpUnits(
      [
        [{ score: 420, weight: 1 }],
        [
          { score: 420, weight: 1 },
          { score: -100, weight: 1 },
        ],
      ],
      { divideBy: 'scores' },
    );
    expect(w).toEqual({ numerators: [22n, -22n], denominator: 8n });
  });
});
