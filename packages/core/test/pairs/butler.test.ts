import {
  butler,
  butlerDatum,
  checkButlerDrop,
  DATUM_ROUNDINGS,
  type DatumRounding,
  DEFAULT_BUTLER_DROP,
  dropCount,
  formatButlerDrop,
  impsAgainstDatum,
  isDatumRounding,
  isDropFormula,
  mostDropped,
  pairsImpMethod,
  parseButlerDrop,
  roundDatum,
  weightedButlerUnits,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rulesImps } from '../rules-imps.js';

/**
 * The naive reference: sort, drop by the stated rule, take the mean, round
 * it to 10 by looking at the mean's last digits, IMP each result (docs/scoring.md#teams).
 */
function naive(scores: readonly number[], drop: number | 'default', rounding: DatumRounding) {
  const n = scores.length;
  const wanted = drop === 'default' ? Math.max(1, Math.round(n * 0.05)) : drop;
  const k = Math.max(0, Math.min(wanted, Math.floor((n - 1) / 2)));
  const kept = [...scores].sort((a, b) => a - b).slice(k, n - k);
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  const tens = mean / 10;
  const floor = Math.floor(tens);
  const fraction = tens - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) > 1e-9) rounded = Math.round(tens);
  else if (rounding === 'half-even') rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = tens > 0 ? floor + 1 : floor;
  const datum = rounded * 10 + 0;
  return { datum, imps: scores.map((s) => rulesImps(s - datum) + 0) };
}

describe('the datum', () => {
  test('docs/scoring.md#teams board: drop one at each end, mean 292.5, datum 290', () => {
    const d = butlerDatum([420, 450, -100, -200, 400, 590]);
    expect(d).toEqual({ datum: 290, mean: 292.5, dropped: 1, used: 4 });
  });

  test('and each result IMPed against it', () => {
    // 420 − 290 = 130 → 4 · 160 → 4 · −390 → −9 · −490 → −10 · 110 → 3 · 300 → 7
    expect(Array.from(butler([420, 450, -100, -200, 400, 590]))).toEqual([4, 4, -9, -10, 3, 7]);
  });

  test.each([
    // ACBLscore rounds a mean ending in exactly 5 to even: 425 → 420, 435 → 440.
    [425, 'half-even', 420],
    [435, 'half-even', 440],
    [-425, 'half-even', -420],
    [-435, 'half-even', -440],
    [5, 'half-even', 0],
    [-5, 'half-even', 0],
    // Other programs round it away from zero.
    [425, 'half-away', 430],
    [435, 'half-away', 440],
    [-425, 'half-away', -430],
    [5, 'half-away', 10],
    [-5, 'half-away', -10],
  ] as const)('a mean of exactly %i rounds %s to %i', (mean, rounding, datum) => {
    expect(butlerDatum([mean, mean, mean], { drop: { count: 0 }, rounding }).datum).toBe(datum);
    expect(roundDatum(mean * 4, 4, rounding)).toBe(datum);
  });

  test('a mean not ending in 5 rounds to the nearest 10 either way', () => {
    for (const rounding of ['half-even', 'half-away'] as const) {
      expect(roundDatum(424, 1, rounding)).toBe(420);
      expect(roundDatum(426, 1, rounding)).toBe(430);
      expect(roundDatum(-426, 1, rounding)).toBe(-430);
      expect(roundDatum(1277, 3, rounding)).toBe(430); // 425.67
    }
  });

  test.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [6, 1],
    [10, 1],
    [29, 1],
    [30, 2], // 1.5 rounded
    [50, 3], // 2.5 rounded
    [100, 5],
    [1_000_000, 50_000],
  ])('5%% of %i results, rounded, at least one: drop %i at each end', (n, k) => {
    expect(dropCount(n)).toBe(k);
  });

  test('a count overrides the share, but leaves at least one result', () => {
    expect(dropCount(10, { count: 2 })).toBe(2);
    expect(dropCount(10, { count: 0 })).toBe(0);
    expect(dropCount(10, { count: 7 })).toBe(4);
    expect(dropCount(12, { percent: 25 })).toBe(3);
    expect(() => dropCount(10, { count: -1 })).toThrow(RangeError);
    expect(() => dropCount(10, { percent: 50 })).toThrow(RangeError);
  });

  test('an empty board has no datum; a score that is not a number is an error', () => {
    expect(() => butlerDatum([])).toThrow(RangeError);
    expect(() => butlerDatum([100, Number.NaN, 200])).toThrow(RangeError);
    expect(() => butlerDatum([Number.NaN], { drop: { count: 0 } })).toThrow(RangeError);
    expect(Array.from(butler([]))).toEqual([]);
  });
});

describe('against the naive reference', () => {
  const score = fc.integer({ min: -760, max: 760 }).map((x) => x * 10);
  const board = fc.array(score, { minLength: 1, maxLength: 200 });
  const rounding = fc.constantFrom<DatumRounding>('half-even', 'half-away');

  test('default drop', () => {
    fc.assert(
      fc.property(board, rounding, (scores, r) => {
        const want = naive(scores, 'default', r);
        expect(butlerDatum(scores, { rounding: r }).datum).toBe(want.datum);
        expect(Array.from(butler(scores, { rounding: r }))).toEqual(want.imps);
      }),
    );
  });

  test('a given number dropped', () => {
    fc.assert(
      fc.property(board, rounding, fc.integer({ min: 0, max: 6 }), (scores, r, count) => {
        const want = naive(scores, count, r);
        expect(Array.from(butler(scores, { rounding: r, drop: { count } }))).toEqual(want.imps);
      }),
    );
  });

  test('fractional scores and scores spread too widely to count by value', () => {
    const half = fc.array(
      fc.integer({ min: -4000, max: 4000 }).map((x) => x / 2),
      { minLength: 1, maxLength: 60 },
    );
    const wide = fc.array(
      fc.integer({ min: -1e8, max: 1e8 }).map((x) => x * 10),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(fc.oneof(half, wide), rounding, (scores, r) => {
        const want = naive(scores, 'default', r);
        expect(butlerDatum(scores, { rounding: r }).datum).toBe(want.datum);
        expect(Array.from(butler(scores, { rounding: r }))).toEqual(want.imps);
      }),
    );
  });

  test('a board of 5,000 results, counted in one pass', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const scores = Array.from({ length: 5000 }, () => Math.round((next() - 0.5) * 1520) * 10);
    for (const r of ['half-even', 'half-away'] as const) {
      const want = naive(scores, 'default', r);
      expect(butlerDatum(scores, { rounding: r }).datum).toBe(want.datum);
      expect(Array.from(butler(scores, { rounding: r }))).toEqual(want.imps);
    }
    expect(() => butler([...scores, Number.NaN])).toThrow(RangeError);
  });

  test('scores that are not multiples of 10 (weighted results)', () => {
    const odd = fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(odd, rounding, (scores, r) => {
        expect(butlerDatum(scores, { rounding: r }).datum).toBe(naive(scores, 'default', r).datum);
      }),
    );
  });
});

describe('properties', () => {
  const board = fc.array(
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
    { minLength: 1, maxLength: 100 },
  );

  test('the scores are left as they were, and the order does not matter', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const copy = [...scores];
        const a = butler(scores);
        expect(scores).toEqual(copy);
        const b = butler([...scores].reverse());
        return a.every((x, i) => x === b[scores.length - 1 - i]);
      }),
    );
  });

  test('shifting every score by 20 shifts the datum by 20 and changes no IMPs', () => {
    fc.assert(
      fc.property(board, fc.integer({ min: -50, max: 50 }), (scores, steps) => {
        const shift = steps * 20;
        const a = butler(scores);
        const b = butler(scores.map((s) => s + shift));
        expect(butlerDatum(scores.map((s) => s + shift)).datum).toBe(butlerDatum(scores).datum + shift);
        return a.every((x, i) => x === b[i]);
      }),
    );
  });

  test('each result is the IMPs of its difference from the datum', () => {
    fc.assert(
      fc.property(board, (scores) => {
        const { datum } = butlerDatum(scores);
        const result = butler(scores);
        return scores.every((s, i) => result[i] === rulesImps(s - datum) + 0);
      }),
    );
  });
});

test('the method by name is the same function', () => {
  expect(pairsImpMethod('butler')).toBe(butler);
  expect(Array.from(pairsImpMethod('butler')([420, 400, 450]))).toEqual([0, -1, 1]);
});

describe('the drop setting as written: "5%" or a number', () => {
  test.each([
    ['5%', { percent: 5 }],
    ['10 %', { percent: 10 }],
    ['2.5%', { percent: 2.5 }],
    ['1', { count: 1 }],
    ['0', { count: 0 }],
  ])('%s', (text, drop) => {
    expect(parseButlerDrop(text)).toEqual(drop);
  });

  test.each(['50%', '-1', '1.5', 'x', '', '5%%'])('not a drop: %j', (text) => {
    expect(parseButlerDrop(text)).toBeNull();
  });

  test('format then parse gives the same setting', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.nat(1000).map((count) => ({ count })),
          fc.integer({ min: 0, max: 49 }).map((percent) => ({ percent })),
        ),
        (drop) => {
          expect(parseButlerDrop(formatButlerDrop(drop))).toEqual(drop);
        },
      ),
    );
  });
});

describe('weighted results (Law 12C1c)', () => {
  test('the datum from the plain results; each part IMPed against it, combined by weight', () => {
    // Plain 420 and 450: mean 435, to even 440. 420 → −1, 450 → 0.
    // 30% of 420 (−1) and 70% of −100 (−540 → −11): −0.3 − 7.7 = −8.
    const w = weightedButlerUnits(
      [
        [{ score: 420, weight: 1 }],
        [{ score: 450, weight: 1 }],
        [
          { score: 420, weight: 3 },
          { score: -100, weight: 7 },
        ],
      ],
      { drop: { count: 0 } },
    );
    expect(w).toEqual({ numerators: [-10n, 0n, -80n], denominator: 10n, datum: 440 });
  });

  test('no plain result: the datum from each weighted result’s mean', () => {
    // ½ 400 + ½ 500 = 450 and ½ 400 + ½ 600 = 500: mean 475, to even 480.
    // First: ½(−80 → −2) + ½(+20 → +1) = −½; second: ½(−2) + ½(+120 → +3) = +½.
    const w = weightedButlerUnits([
      [
        { score: 400, weight: 1 },
        { score: 500, weight: 1 },
      ],
      [
        { score: 400, weight: 1 },
        { score: 600, weight: 1 },
      ],
    ]);
    expect(w).toEqual({ numerators: [-1n, 1n], denominator: 2n, datum: 480 });
  });

  test('plain results only: the same as butler', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 40 }), (tens) => {
        const scores = tens.map((t) => t * 10);
        const w = weightedButlerUnits(scores.map((score) => [{ score, weight: 1 }]));
        expect(w.numerators.map(Number)).toEqual(Array.from(butler(scores)));
        expect(w.datum).toBe(butlerDatum(scores).datum);
      }),
    );
  });

  test('impsAgainstDatum: each score less the datum, in IMPs', () => {
    // 420 − 420 = 0 · 450 − 420 = 30 → 1 · −100 − 420 = −520 → −11
    expect(Array.from(impsAgainstDatum([420, 450, -100], 420))).toEqual([0, 1, -11]);
  });
});

describe('the drop setting: edges', () => {
  test('a share of 0% still drops one at each end; a negative share or one of half or more is refused', () => {
    expect(dropCount(10, { percent: 0 })).toBe(1);
    expect(dropCount(10, { percent: 49.9 })).toBe(4);
    expect(() => dropCount(10, { percent: -1 })).toThrow(/not a share to drop: -1%/);
    expect(() => dropCount(10, { percent: 50 })).toThrow(/50%/);
    expect(() => dropCount(10, { percent: Number.NaN })).toThrow(RangeError);
  });

  test('a count that is not whole is refused; the default is 5%', () => {
    expect(() => dropCount(10, { count: 1.5 })).toThrow(/not a number of results to drop: 1.5/);
    expect(dropCount(10, { count: 0 })).toBe(0);
    expect(DEFAULT_BUTLER_DROP).toEqual({ percent: 5 });
    expect(dropCount(30, DEFAULT_BUTLER_DROP)).toBe(2);
  });

  test('a formula: none up to `none` results, then ⌈(n − offset)/per⌉ + plus, never below 0', () => {
    const formula = { none: 2, offset: 0, per: 4, plus: -2 };
    // n = 3: ⌈3/4⌉ − 2 = −1 → 0; n = 9: ⌈9/4⌉ − 2 = 1; n = 13: ⌈13/4⌉ − 2 = 2.
    expect(dropCount(2, { formula })).toBe(0);
    expect(dropCount(3, { formula })).toBe(0);
    expect(dropCount(9, { formula })).toBe(1);
    expect(dropCount(13, { formula })).toBe(2);
    expect(() => dropCount(10, { formula: { none: 3, offset: 0, per: 0, plus: 1 } })).toThrow(
      /not a drop formula/,
    );
  });

  test('a formula has whole numbers, per at least 1 and none not negative', () => {
    expect(isDropFormula({ none: 0, offset: -5, per: 1, plus: -1 })).toBe(true);
    expect(isDropFormula({ none: -1, offset: 0, per: 1, plus: 0 })).toBe(false);
    expect(isDropFormula({ none: 0, offset: 0.5, per: 1, plus: 0 })).toBe(false);
    expect(isDropFormula({ none: 0, offset: 0, per: 0, plus: 0 })).toBe(false);
    expect(isDropFormula({ none: 0, offset: 0, per: 1, plus: 0.5 })).toBe(false);
    expect(isDropFormula({ none: 1.5, offset: 0, per: 1, plus: 0 })).toBe(false);
    expect(isDropFormula({ none: 0, offset: 0, per: 1.5, plus: 0 })).toBe(false);
  });

  test('at most ⌊(n − 1)/2⌋ at each end, so that one result is left', () => {
    expect(mostDropped(0)).toBe(0);
    expect(mostDropped(1)).toBe(0);
    expect(mostDropped(2)).toBe(0);
    expect(mostDropped(3)).toBe(1);
    expect(mostDropped(4)).toBe(1);
    expect(mostDropped(5)).toBe(2);
  });

  test('a count no board has room for is refused, naming the biggest board', () => {
    expect(checkButlerDrop({ count: 100 }, [3, 3, 2])).toEqual({
      code: 'butler-drop',
      drop: 100,
      results: 3,
      most: 1,
    });
    expect(checkButlerDrop({ count: 1 }, [3, 3, 2])).toBeNull();
    expect(checkButlerDrop({ count: 2 }, [4, 5, 3])).toBeNull();
    expect(checkButlerDrop({ count: 3 }, [4, 5, 3])).toEqual({
      code: 'butler-drop',
      drop: 3,
      results: 5,
      most: 2,
    });
    expect(checkButlerDrop({ count: 1 }, [])).toEqual({ code: 'butler-drop', drop: 1, results: 0, most: 0 });
    expect(checkButlerDrop({ percent: 40 }, [2])).toBeNull();
  });

  test.each([
    ['  5% ', { percent: 5 }],
    ['\t2\n', { count: 2 }],
    ['49.5%', { percent: 49.5 }],
    ['N > 3 : CEIL ( ( N - 10 ) / 15 ) + 1', { formula: { none: 3, offset: 10, per: 15, plus: 1 } }],
    [' n>0:ceil((n+5)/10)-1 ', { formula: { none: 0, offset: -5, per: 10, plus: -1 } }],
    ['n>12:ceil((n-10)/15)+10', { formula: { none: 12, offset: 10, per: 15, plus: 10 } }],
    ['2.55%', { percent: 2.55 }],
  ])('padded or spaced: %j', (text, drop) => {
    expect(parseButlerDrop(text)).toEqual(drop);
  });

  test.each([
    'x5%',
    '5 % 5',
    '%',
    '5%x',
    'xn>3:ceil(n/15)+1',
    'n>3:ceil(n/15)+1x',
    '1e3',
    '+2',
    '2 2',
    '9007199254740993',
    'n>3:ceil((n*10)/15)+1',
    'n>3',
  ])('junk is no drop: %j', (text) => {
    expect(parseButlerDrop(text)).toBeNull();
  });

  test('formulas with each sign write back as they read', () => {
    for (const formula of [
      { none: 3, offset: 10, per: 15, plus: 1 },
      { none: 0, offset: -5, per: 10, plus: -1 },
      { none: 2, offset: 0, per: 4, plus: 0 },
    ]) {
      expect(parseButlerDrop(formatButlerDrop({ formula }))).toEqual({ formula });
    }
    expect(formatButlerDrop({ formula: { none: 0, offset: -5, per: 10, plus: -1 } })).toBe(
      'n>0:ceil((n+5)/10)-1',
    );
    expect(formatButlerDrop({ formula: { none: 2, offset: 0, per: 4, plus: 0 } })).toBe('n>2:ceil(n/4)+0');
  });

  test('the datum roundings by name', () => {
    expect(DATUM_ROUNDINGS).toEqual(['half-even', 'half-away', 'half-up']);
    expect(isDatumRounding('half-up')).toBe(true);
    expect(isDatumRounding('half-down')).toBe(false);
  });
});

describe('the datum: what it was found from', () => {
  test('dropped, used and the mean are reported', () => {
    // 10 results, 5% → one at each end: 8 used; −100 and 1000 dropped.
    const scores = [-100, 100, 100, 120, 140, 140, 150, 170, 200, 1000];
    // Kept: 100 + 100 + 120 + 140 + 140 + 150 + 170 + 200 = 1120, mean 140.
    expect(butlerDatum(scores)).toEqual({ datum: 140, mean: 140, dropped: 1, used: 8 });
  });

  test('a tie on each rule, for positive and negative means', () => {
    // 425 → 42.5 tens: half-even 420, half-away 430, half-up 430; −425: −420, −430, −420.
    expect(roundDatum(425, 1, 'half-even')).toBe(420);
    expect(roundDatum(435, 1, 'half-even')).toBe(440);
    expect(roundDatum(425, 1, 'half-away')).toBe(430);
    expect(roundDatum(425, 1, 'half-up')).toBe(430);
    expect(roundDatum(-425, 1, 'half-even')).toBe(-420);
    expect(roundDatum(-435, 1, 'half-even')).toBe(-440);
    expect(roundDatum(-425, 1, 'half-away')).toBe(-430);
    expect(roundDatum(-425, 1, 'half-up')).toBe(-420);
    expect(roundDatum(424, 1)).toBe(420);
    expect(roundDatum(426, 1)).toBe(430);
    expect(Object.is(roundDatum(-4, 1), 0)).toBe(true);
  });
});

describe('weighted results only (Law 12C1c)', () => {
  test('results weighted over different sums: the datum from their means, each part IMPed', () => {
    // ¼ of 400 and ¾ of 600: mean 550. ⅖ of 300 and ⅗ of 500: mean 420. Nothing dropped from 2.
    // Mean of means 485 → 48.5 tens → even 480.
    // First: 400 − 480 = −80 → −2 (¼), 600 − 480 = 120 → +3 (¾): −½ + 9/4 = 7/4 = 35/20.
    // Second: 300 − 480 = −180 → −5 (⅖), 500 − 480 = 20 → +1 (⅗): −2 + ⅗ = −7/5 = −28/20.
    const w = weightedButlerUnits([
      [
        { score: 400, weight: 1 },
        { score: 600, weight: 3 },
      ],
      [
        { score: 300, weight: 2 },
        { score: 500, weight: 3 },
      ],
    ]);
    expect(w).toEqual({ numerators: [35n, -28n], denominator: 20n, datum: 480 });
  });

  test('one plain result among weighted ones: the datum is that result alone', () => {
    // Plain 420 → datum 420; ½ 420 (0) and ½ 470 (50 → 2): 1 IMP over 2.
    const w = weightedButlerUnits([
      [{ score: 420, weight: 1 }],
      [
        { score: 420, weight: 1 },
        { score: 470, weight: 1 },
      ],
    ]);
    expect(w).toEqual({ numerators: [0n, 2n], denominator: 2n, datum: 420 });
  });
});

test('an empty board has no datum, said so; a datum of nothing is 0, not −0', () => {
  expect(() => butlerDatum([])).toThrow(/no results/);
  expect(Object.is(roundDatum(-0, 1), 0)).toBe(true);
});
