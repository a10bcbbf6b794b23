import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isMatchpointScaleName,
  MATCHPOINT_SCALES,
  matchpointScorer,
  matchpoints,
  matchpointTop,
  weightedMatchpointUnits,
  weightSums,
} from '../../src/index.js';

const acbl = MATCHPOINT_SCALES.acbl;

describe('matchpoints (Law 78A, Wikipedia, "Bridge scoring")', () => {
  test('Wikipedia, "Bridge scoring", note 2: played n times, the top gets 2n − 2, the next 2n − 4, down to zero', () => {
    // Six different NS scores: 2 × 6 − 2 = 10 for the best, then 8, 6, 4, 2, 0.
    expect([...matchpoints([140, -100, 420, 50, 170, 110])]).toEqual([6, 0, 10, 2, 8, 4]);
  });

  test('Wikipedia, "Bridge scoring": identical results receive the average of the places they share', () => {
    // 420 and 420 would take 6 and 4 between them: 5 each; 170 gets 2, 110 gets 0.
    expect([...matchpoints([420, 170, 420, 110])]).toEqual([5, 2, 5, 0]);
    // All equal: each gets half the top (2 of 4).
    expect([...matchpoints([100, 100, 100])]).toEqual([2, 2, 2]);
  });

  test('ACBL scale: 1 for each score beaten, ½ for each tie (Wikipedia, "Bridge scoring", note 1)', () => {
    expect([...matchpoints([420, 170, 420, 110], acbl)]).toEqual([2.5, 1, 2.5, 0]);
    expect(matchpointTop(4, acbl)).toBe(3);
    expect(matchpointTop(4)).toBe(6);
  });

  test('a hand-computed board: 420, 420, 450, −50 on a top of 6', () => {
    // 450 beats three: 6. Each 420 beats −50 (2) and ties the other 420 (1): 3. −50 beats none: 0.
    expect([...matchpoints([420, 420, 450, -50])]).toEqual([3, 3, 6, 0]);
  });

  test('percentages: the opponents get the complement (80% NS is 20% EW)', () => {
    const ns = matchpoints([400, 300, 200, 100, 0, -100]); // top 10
    const ew = matchpoints([-400, -300, -200, -100, 0, 100]);
    expect((ns[1] as number) / 10).toBe(0.8);
    expect((ew[1] as number) / 10).toBe(0.2);
  });

  test('one score and no score', () => {
    expect([...matchpoints([420])]).toEqual([0]);
    expect([...matchpoints([])]).toEqual([]);
  });

  test('decimal and very large scores are matchpointed too', () => {
    expect([...matchpoints([0.5, 0.25, 1e12])]).toEqual([2, 0, 4]);
  });

  test('a score that is not a number is a programmer error', () => {
    expect(() => matchpoints([1, Number.NaN])).toThrow(RangeError);
  });
});

const board = fc.array(
  fc.integer({ min: -80, max: 80 }).map((x) => x * 10),
  { minLength: 1, maxLength: 60 },
);

describe('matchpoints: properties', () => {
  test('a complete board shares out n(n − 1) on the 2/1 scale, half that on the ACBL scale', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const n = scores.length;
        expect(matchpoints(scores).reduce((a, b) => a + b, 0)).toBe(n * (n - 1));
        expect(matchpoints(scores, acbl).reduce((a, b) => a + b, 0)).toBe((n * (n - 1)) / 2);
      }),
    );
  });

  test('NS + EW = top on every result', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const ns = matchpoints(scores);
        const ew = matchpoints(scores.map((s) => -s));
        const top = matchpointTop(scores.length);
        ns.forEach((p, i) => {
          expect(p + (ew[i] as number)).toBe(top);
        });
      }),
    );
  });

  test('the order of the results changes nothing', () => {
    fc.assert(
      fc.property(
        board.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.shuffledSubarray(
              s.map((_, i) => i),
              { minLength: s.length },
            ),
          ),
        ),
        ([scores, order]) => {
          const points = matchpoints(scores);
          const shuffled = matchpoints(order.map((i) => scores[i] as number));
          order.forEach((i, k) => {
            expect(shuffled[k]).toBe(points[i]);
          });
        },
      ),
    );
  });

  // Boards of up to 40 scores are scored pair by pair; bigger ones counted when their scores are close
  // together (O(n)), sorted when scattered or fractional (O(n log n)): all three by the definition.
  // (size 'max': fast-check's default size would never make a board of more than a dozen.)
  const narrow = fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 90, size: 'max' });
  const scattered = fc.array(
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
    { minLength: 1, maxLength: 120, size: 'max' },
  );
  const fractional = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
    minLength: 1,
    maxLength: 120,
    size: 'max',
  });
  test('every score gets 2 per score below and 1 per other equal score (the definition, pair by pair)', () => {
    fc.assert(
      fc.property(fc.oneof(board, narrow, scattered, fractional), (scores) => {
        const points = matchpoints(scores);
        scores.forEach((s, i) => {
          let expected = 0;
          scores.forEach((t, j) => {
            if (i !== j) expected += s > t ? 2 : s === t ? 1 : 0;
          });
          expect(points[i]).toBe(expected);
        });
      }),
    );
  });

  // One board of each size on either side of the pairwise limit (40), close together (counted) and
  // scattered (sorted): 2 for each score beaten, 1 for each other equal score, counted here by hand.
  test.each([39, 40, 41, 100])('boards of %i scores, close together and scattered', (n) => {
    for (const spread of [3, 1000]) {
      const scores = Array.from({ length: n }, (_, i) => ((i * 7919) % spread) * 10 - spread * 5);
      const points = matchpoints(scores);
      scores.forEach((s, i) => {
        const beaten = scores.filter((t) => t < s).length;
        const equal = scores.filter((t) => t === s).length - 1;
        expect(points[i]).toBe(2 * beaten + equal);
      });
    }
  });
});

describe('weighted matchpoints (Law 12C1c)', () => {
  test('30% of 4♥= (+420) and 70% of 3NT −1 (−50) against 420, −100, 420', () => {
    // The 420s: 2 v −100, 1 v the other 420, and v the weighted result 0.3 × 1 + 0.7 × 2 = 1.7: 4.7 each.
    // −100 beats nothing: 0. The weighted result: 0.3 × (1 + 2 + 1) + 0.7 × (0 + 2 + 0) = 2.6. Sum 12 = 4 × 3.
    const w = weightedMatchpointUnits([
      [{ score: 420, weight: 1 }],
      [{ score: -100, weight: 1 }],
      [{ score: 420, weight: 1 }],
      [
        { score: 420, weight: 30 },
        { score: -50, weight: 70 },
      ],
    ]);
    expect(w.denominator).toBe(10000n);
    expect(w.numerators).toEqual([47000n, 0n, 47000n, 26000n]);
  });

  test('thirds stay exact: one third of +420 and two thirds of −100 against a plain +420', () => {
    const w = weightedMatchpointUnits([
      [{ score: 420, weight: 1 }],
      [
        { score: 420, weight: 1 },
        { score: -100, weight: 2 },
      ],
    ]);
    // Plain 420: 1/3 × 1 + 2/3 × 2 = 5/3. The weighted one: 1/3 × 1 + 2/3 × 0 = 1/3.
    expect(w.denominator).toBe(9n);
    expect(w.numerators).toEqual([15n, 3n]);
  });

  test('plain results only: the same as matchpoints; any weights: the board shares out n(n − 1)', () => {
    const part = fc.record({
      score: fc.integer({ min: -20, max: 20 }).map((x) => x * 50),
      weight: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(part, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
        (results) => {
          const w = weightedMatchpointUnits(results);
          const n = results.length;
          expect(w.numerators.reduce((a, b) => a + b, 0n)).toBe(BigInt(n * (n - 1)) * w.denominator);
          const plain = results.map((parts) => [{ score: (parts[0] as { score: number }).score, weight: 1 }]);
          const p = weightedMatchpointUnits(plain);
          expect(p.denominator).toBe(1n);
          expect(p.numerators.map(Number)).toEqual([
            ...matchpoints(plain.map((r) => (r[0] as { score: number }).score)),
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the ACBL scale on boards of every size', () => {
  // 1 for each score beaten, ½ for each other equal score (Wikipedia, "Bridge scoring", note 1),
  // counted here by hand, on boards that take each way of scoring: pair by pair (≤ 40), counted
  // (whole scores close together), sorted as 32-bit integers (scattered) and as doubles
  // (fractional, or whole but beyond 32 bits).
  const byHand = (scores: readonly number[]) =>
    scores.map((s) => scores.filter((t) => t < s).length + (scores.filter((t) => t === s).length - 1) / 2);

  const boards: [string, number[]][] = [
    ['40 close together', Array.from({ length: 40 }, (_, i) => (i % 5) * 10)],
    ['41 close together', Array.from({ length: 41 }, (_, i) => (i % 5) * 10)],
    ['60 close together', Array.from({ length: 60 }, (_, i) => ((i * 7) % 11) - 5)],
    ['60 scattered', Array.from({ length: 60 }, (_, i) => ((i * 7919) % 97) * 100 - 4800)],
    ['60 fractional', Array.from({ length: 60 }, (_, i) => ((i * 13) % 17) / 4 - 2)],
    ['60 beyond 32 bits', Array.from({ length: 60 }, (_, i) => ((i * 5) % 9) * 2 ** 31 - 2 ** 33)],
    [
      '60 just inside 32 bits',
      Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? -(2 ** 31) : (i % 3) * 1e9)),
    ],
    [
      '60 from below −2^31 to under 2^31',
      Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? -(2 ** 31) - 10 : (i % 3) * 1e9)),
    ],
    ['60 from −2^31 to 2^31', Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 2 ** 31 : (i % 3) * -1e9))],
    ['60 from 0 to past 2^31', Array.from({ length: 60 }, (_, i) => ((i * 7) % 5) * 2 ** 30)],
  ];

  test.each(boards)('%s', (_, scores) => {
    expect([...matchpoints(scores, MATCHPOINT_SCALES.acbl)]).toEqual(byHand(scores));
    expect([...matchpoints(scores)]).toEqual(byHand(scores).map((x) => 2 * x));
  });

  test('a whole board spread just over and just under what is counted', () => {
    // 50 scores: counted while max − min ≤ 2·50 + 256 = 356, sorted beyond.
    for (const span of [355, 356, 357, 400]) {
      const scores = Array.from({ length: 50 }, (_, i) => (i === 0 ? span : i === 1 ? 0 : (i * 37) % span));
      expect([...matchpoints(scores, MATCHPOINT_SCALES.acbl)], `span ${span}`).toEqual(byHand(scores));
    }
  });

  test('the top on each scale: (n − 1) × win, and nothing with no other score', () => {
    expect(matchpointTop(13)).toBe(24);
    expect(matchpointTop(13, MATCHPOINT_SCALES.acbl)).toBe(12);
    expect(matchpointTop(1)).toBe(0);
    expect(matchpointTop(0)).toBe(0);
  });

  test('a scorer with its scale fixed', () => {
    expect([...matchpointScorer(MATCHPOINT_SCALES.acbl)([420, 420, 450, -50])]).toEqual([1.5, 1.5, 3, 0]);
    expect([...matchpointScorer()([420, 420, 450, -50])]).toEqual([3, 3, 6, 0]);
  });

  test('the scale names', () => {
    expect(isMatchpointScaleName('acbl')).toBe(true);
    expect(isMatchpointScaleName('2/1')).toBe(true);
    expect(isMatchpointScaleName('1/2')).toBe(false);
    expect(isMatchpointScaleName(undefined)).toBe(false);
    expect(MATCHPOINT_SCALES.acbl).toEqual({ name: 'acbl', win: 1, tie: 0.5 });
    expect(MATCHPOINT_SCALES['2/1']).toEqual({ name: '2/1', win: 2, tie: 1 });
  });

  test('an infinite score on a big board is a programmer error too, named with its place', () => {
    const scores = Array.from({ length: 50 }, (_, i) => i * 10);
    scores[47] = Number.POSITIVE_INFINITY;
    expect(() => matchpoints(scores)).toThrow(/not a score: Infinity at 47/);
  });
});

describe('weight sums (Law 12C1c)', () => {
  test("each result's sum and their least common multiple", () => {
    const r = weightSums([
      [{ score: 420, weight: 1 }],
      [
        { score: 420, weight: 30 },
        { score: -100, weight: 70 },
      ],
      [
        { score: 0, weight: 1 },
        { score: 50, weight: 2 },
      ],
    ]);
    expect(r).toEqual({ sums: [1n, 100n, 3n], lcm: 300n });
    expect(weightSums([[{ score: 0, weight: 4 }], [{ score: 0, weight: 6 }]])).toEqual({
      sums: [4n, 6n],
      lcm: 12n,
    });
  });

  test('a result without parts, a weight that is not a positive whole number, a score that is no number', () => {
    expect(() => weightSums([[]])).toThrow(/without parts/);
    expect(() => weightSums([[{ score: 0, weight: 0 }]])).toThrow(/weight 0/);
    expect(() => weightSums([[{ score: 0, weight: -1 }]])).toThrow(RangeError);
    expect(() => weightSums([[{ score: 0, weight: 1.5 }]])).toThrow(RangeError);
    expect(() => weightSums([[{ score: Number.NaN, weight: 1 }]])).toThrow(/score NaN/);
  });

  test('one third of +420 and two thirds of −100 against a plain +420 and a plain −100', () => {
    // Parts in ninths (denominator 3² = 9), on the 2/1 scale, counted by hand:
    // the weighted result against +420: ⅓·1 + ⅔·0 = ⅓; against −100: ⅓·2 + ⅔·1 = 4/3 → 5/3 = 15/9.
    // +420 against the weighted: ⅓·1 + ⅔·2 = 5/3; against −100: 2 → 11/3 = 33/9.
    // −100 against the weighted: ⅓·0 + ⅔·1 = ⅔; against +420: 0 → 6/9.
    const w = weightedMatchpointUnits([
      [
        { score: 420, weight: 1 },
        { score: -100, weight: 2 },
      ],
      [{ score: 420, weight: 1 }],
      [{ score: -100, weight: 1 }],
    ]);
    expect(w).toEqual({ numerators: [15n, 33n, 6n], denominator: 9n });
  });
});
