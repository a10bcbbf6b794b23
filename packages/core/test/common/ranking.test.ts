import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatPlace, fraction, parsePlace, places, rankFractions, rankValues } from '../../src/index.js';

describe('rankings', () => {
  test('ties share a place and the next place skips: 1, 2=, 2=, 4', () => {
    const r = rankFractions([fraction(50), fraction(61), fraction(55), fraction(55)]);
    expect(r.map((x) => [x.index, formatPlace(x)])).toEqual([
      [1, '1'],
      [2, '2='],
      [3, '2='],
      [0, '4'],
    ]);
  });

  test('equal fractions written differently tie; fractions a hair apart do not', () => {
    const third = fraction(1, 3);
    const nearly = fraction(333333333333, 1000000000000);
    const r = rankFractions([nearly, fraction(2, 6), third]);
    expect(r.map((x) => [x.index, formatPlace(x)])).toEqual([
      [1, '1='],
      [2, '1='],
      [0, '3'],
    ]);
  });

  test('values known as doubles are settled exactly only where the doubles come close', () => {
    const exact = [fraction(10, 3), fraction(7), fraction(1, 3), fraction(20, 6)];
    const asked: number[] = [];
    const ranked = rankValues(Float64Array.from([10 / 3, 7, 1 / 3, 20 / 6]), (i) => {
      asked.push(i);
      return exact[i] ?? fraction(0);
    });
    expect(ranked.map((r) => [r.index, formatPlace(r)])).toEqual([
      [1, '1'],
      [0, '2='],
      [3, '2='],
      [2, '4'],
    ]);
    expect(new Set(asked)).toEqual(new Set([0, 3]));
  });

  test('format and parse of places', () => {
    expect(parsePlace('3=')).toEqual({ place: 3, tied: true });
    expect(parsePlace('12')).toEqual({ place: 12, tied: false });
    expect(parsePlace('x')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), (place, tied) => {
        expect(parsePlace(formatPlace({ place, tied }))).toEqual({ place, tied });
      }),
    );
  });

  test('a place is one more than the number of values above; tied exactly when another value is equal', () => {
    const value = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 12 }));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), (pairs) => {
        const values = pairs.map(([n, d]) => n / d);
        const ranked = rankFractions(pairs.map(([n, d]) => fraction(n, d)));
        expect(ranked.map((r) => r.index).sort((a, b) => a - b)).toEqual(values.map((_, i) => i));
        for (const r of ranked) {
          const v = values[r.index] as number;
          const above = values.filter((w) => w > v + 1e-12).length;
          const equal = values.filter((w) => Math.abs(w - v) < 1e-12).length;
          expect(r.place).toBe(above + 1);
          expect(r.tied).toBe(equal > 1);
        }
      }),
    );
  });
});

describe('places of numbers shown to the hundredth (standings of VPs or IMPs)', () => {
  test('the same places as the exact ranking', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { maxLength: 40 }), (hundredths) => {
        const ranked = rankFractions(hundredths.map((h) => fraction(h, 100)));
        const expected = new Array<string>(hundredths.length);
        for (const r of ranked) expected[r.index] = formatPlace(r);
        expect(places(hundredths.map((h) => h / 100))).toEqual(expected);
      }),
    );
  });
});

describe('places read and settled exactly', () => {
  test('parsePlace reads a whole place, tied or not, blanks around; nothing else', () => {
    expect(parsePlace(' 3= ')).toEqual({ place: 3, tied: true });
    expect(parsePlace('12')).toEqual({ place: 12, tied: false });
    for (const bad of ['3x', 'x3', '3=x', '0', '0=', '']) expect(parsePlace(bad)).toBeNull();
  });

  test('tied entries keep the order they were given in', () => {
    const values = [2, 5, 5, 5];
    expect(rankValues(Float64Array.from(values), (i) => fraction(values[i] as number))).toEqual([
      { index: 1, place: 1, tied: true },
      { index: 2, place: 1, tied: true },
      { index: 3, place: 1, tied: true },
      { index: 0, place: 4, tied: false },
    ]);
  });

  test('values equal as doubles but not as fractions: the greater fraction first, not tied', () => {
    // 1/3 is greater than 0.333333333333 exactly; as given here both are the same double.
    const exact = [fraction(333333333333, 1000000000000), fraction(1, 3)];
    const r = rankValues(Float64Array.of(1 / 3, 1 / 3), (i) => exact[i] as ReturnType<typeof fraction>);
    expect(r).toEqual([
      { index: 1, place: 1, tied: false },
      { index: 0, place: 2, tied: false },
    ]);
  });
});

describe('doubles a unit in the last place apart, far from 1 (the closeness window scales with the value)', () => {
  test('fractions whose doubles round twice, in the wrong order: ranked by their exact values', () => {
    // Numerator and denominator past 2^53: each is rounded to a double, then their quotient again.
    const x = fraction(424533189453934229233305979n, 3163018744095669597n);
    const y = fraction(431350218907898122769087384n, 3213809571474031221n);
    // Exactly, x > y (cross-multiplied, denominators positive) …
    expect(x.num * y.den > y.num * x.den).toBe(true);
    // … but as doubles x comes out one unit in the last place (2^-25 at 2^27) below y.
    const dx = Number(x.num) / Number(x.den);
    const dy = Number(y.num) / Number(y.den);
    expect(dy - dx).toBe(2 ** -25);
    expect(rankFractions([y, x])).toEqual([
      { index: 1, place: 1, tied: false },
      { index: 0, place: 2, tied: false },
    ]);
  });

  test('values known within a unit in the last place at 2^27: settled exactly, ties found', () => {
    const big = 2 ** 27;
    const ulp = 2 ** -25;
    // Exactly 2^27 + 2^-25 and 2^27, known as doubles one unit the other way round.
    const exact = [fraction(big * 2 ** 25 + 1, 2 ** 25), fraction(big)];
    const approx = Float64Array.of(big, big + ulp);
    expect(rankValues(approx, (i) => exact[i] as ReturnType<typeof fraction>)).toEqual([
      { index: 0, place: 1, tied: false },
      { index: 1, place: 2, tied: false },
    ]);
    // Both exactly 2^27, known as doubles a unit apart: one place, shared.
    expect(rankValues(approx, () => fraction(big))).toEqual([
      { index: 0, place: 1, tied: true },
      { index: 1, place: 1, tied: true },
    ]);
  });
});
