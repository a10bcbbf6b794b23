import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addFractions,
  compareFractions,
  divideFractions,
  FractionSum,
  formatFraction,
  fraction,
  fractionsEqual,
  fractionToNumber,
  multiplyFractions,
  roundRatio,
  subtractFractions,
} from '../../src/index.js';

describe('fractions', () => {
  test('lowest terms and a positive denominator', () => {
    expect(fraction(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(fraction(0, 7)).toEqual({ num: 0n, den: 1n });
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(0.5)).toThrow(RangeError);
  });

  test('arithmetic', () => {
    expect(addFractions(fraction(29, 6), fraction(1, 6))).toEqual(fraction(5));
    expect(subtractFractions(fraction(1, 2), fraction(1, 3))).toEqual(fraction(1, 6));
    expect(multiplyFractions(fraction(2, 3), fraction(9, 4))).toEqual(fraction(3, 2));
    expect(divideFractions(fraction(2, 3), fraction(4, 9))).toEqual(fraction(3, 2));
    expect(compareFractions(fraction(1, 3), fraction(33, 100))).toBe(1);
    expect(fractionToNumber(fraction(1, 4))).toBe(0.25);
  });

  test('decimals are rounded half away from zero from the exact value', () => {
    expect(formatFraction(fraction(29, 6), 2)).toBe('4.83');
    expect(formatFraction(fraction(1, 8), 2)).toBe('0.13');
    expect(formatFraction(fraction(-1, 8), 2)).toBe('-0.13');
    expect(formatFraction(fraction(201, 200), 2)).toBe('1.01'); // a double would say 1.00
    expect(formatFraction(fraction(-1, 1000), 2)).toBe('0.00');
    expect(formatFraction(fraction(7), 0)).toBe('7');
  });

  test('a sum of many fractions is exact, in any order', () => {
    const term = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 30 }));
    fc.assert(
      fc.property(fc.array(term, { maxLength: 40 }), (terms) => {
        const a = new FractionSum();
        for (const [n, d] of terms) a.add(n, d);
        const b = new FractionSum();
        for (const [n, d] of [...terms].reverse()) b.addFraction(fraction(n, d));
        const direct = terms.reduce((s, [n, d]) => addFractions(s, fraction(n, d)), fraction(0));
        expect(a.value()).toEqual(direct);
        expect(b.value()).toEqual(direct);
        expect(a.approx()).toBeCloseTo(fractionToNumber(direct), 9);
      }),
    );
  });

  test('a sum beyond the safe integers goes on exactly', () => {
    const s = new FractionSum();
    s.add(Number.MAX_SAFE_INTEGER);
    s.add(Number.MAX_SAFE_INTEGER);
    s.add(1, 3);
    expect(s.value()).toEqual({ num: BigInt(Number.MAX_SAFE_INTEGER) * 6n + 1n, den: 3n });
  });

  // A reference written here from the definition (half away from zero, from the exact value),
  // on BigInt alone, for parts small and huge.
  function reference(num: bigint, den: bigint, digits: number): string {
    const scale = 10n ** BigInt(digits);
    const abs = num < 0n ? -num : num;
    const twice = abs * scale * 2n;
    let q = twice / (2n * den);
    if (twice % (2n * den) >= den) q += 1n;
    const text = digits === 0 ? `${q}` : `${q / scale}.${(q % scale).toString().padStart(digits, '0')}`;
    return num < 0n && q !== 0n ? `-${text}` : text;
  }

  test('formatting agrees with a BigInt reference, small and huge parts, near halves', () => {
    const part = fc.oneof(
      fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }),
      fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
      fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n }),
    );
    const den = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 2n ** 56n }));
    fc.assert(
      fc.property(part, den, fc.integer({ min: 0, max: 6 }), (n, d, digits) => {
        const f = fraction(n, d);
        expect(formatFraction(f, digits)).toBe(reference(f.num, f.den, digits));
      }),
      { numRuns: 2000 },
    );
    // Exact halves and the values either side of them.
    for (const den of [2n, 8n, 200n, 2000n]) {
      for (let num = -2005n; num <= 2005n; num += 1n) {
        const f = fraction(num, den);
        expect(formatFraction(f, 2)).toBe(reference(f.num, f.den, 2));
      }
    }
  });

  test('lowest terms agree with a BigInt gcd for parts of any size', () => {
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
        fc.bigInt({ min: 1n, max: 2n ** 70n }),
        (n, d) => {
          const g = gcd(n, d);
          expect(fraction(n, d)).toEqual({ num: n / g, den: d / g });
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('comparison: less, equal (in any terms), greater', () => {
    expect(compareFractions(fraction(1, 3), fraction(1, 2))).toBe(-1);
    expect(compareFractions(fraction(-1, 2), fraction(1, 3))).toBe(-1);
    expect(compareFractions(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(compareFractions(fraction(1, 2), fraction(1, 3))).toBe(1);
    expect(fractionsEqual(fraction(2, 4), fraction(1, 2))).toBe(true);
    // Same numerator, other denominator; same denominator, other numerator.
    expect(fractionsEqual(fraction(1, 2), fraction(1, 3))).toBe(false);
    expect(fractionsEqual(fraction(1, 3), fraction(2, 3))).toBe(false);
  });

  test('lowest terms with a negative part on either side', () => {
    // gcd(6, 4) = 2 whatever the signs; the sign goes to the numerator.
    expect(fraction(-6, 4)).toEqual({ num: -3n, den: 2n });
    expect(fraction(-6, -4)).toEqual({ num: 3n, den: 2n });
    expect(fraction(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(fraction(5, -1)).toEqual({ num: -5n, den: 1n });
    expect(() => divideFractions(fraction(1), fraction(0))).toThrow(RangeError);
    expect(divideFractions(fraction(-2, 3), fraction(4, 9))).toEqual({ num: -3n, den: 2n });
  });

  test('a whole number, a negative one, with 0 decimals', () => {
    expect(fractionToNumber(fraction(-7))).toBe(-7);
    expect(formatFraction(fraction(-7), 0)).toBe('-7');
    // -5/2 = -2.5: half away from zero is -3; -1/3 with 0 decimals is 0, no sign.
    expect(formatFraction(fraction(-5, 2), 0)).toBe('-3');
    expect(formatFraction(fraction(-1, 3), 0)).toBe('0');
    expect(formatFraction(fraction(1, 20), 1)).toBe('0.1');
  });

  describe('a fraction as a double, parts beyond the double range', () => {
    // Both parts past 2^1024: (3·2^1100 + 1) / 2^1100 is 3 and a part in 2^1100, nearest double 3.
    test('both parts huge', () => {
      expect(fractionToNumber(fraction(3n * 2n ** 1100n + 1n, 2n ** 1100n))).toBe(3);
      expect(fractionToNumber(fraction(-(3n * 2n ** 1100n + 1n), 2n ** 1100n))).toBe(-3);
    });

    // A huge numerator over a small denominator with a finite ratio: 2^1030 / (2^20 + 1) is
    // 2^1010 · (1 − 1/(2^20 + 1)), about 1.1e304; its double, by the definition, is the nearest
    // double to 2^1010 − 2^990 + 2^970 − … (the geometric series of 1/(1 + 2^-20)).
    test('a huge numerator, a small denominator', () => {
      const series = 2 ** 1010 - 2 ** 990 + 2 ** 970 - 2 ** 950;
      const x = fractionToNumber(fraction(2n ** 1030n, 2n ** 20n + 1n));
      expect(Math.abs(x / series - 1)).toBeLessThan(2 ** -50);
      expect(fractionToNumber(fraction(-(2n ** 1030n), 2n ** 20n + 1n))).toBe(-x);
      // 2^1030 / (2^35 + 1): the denominator's bits all count.
      const y = fractionToNumber(fraction(2n ** 1030n, 2n ** 35n + 1n));
      expect(Math.abs(y / (2 ** 995 - 2 ** 960 + 2 ** 925) - 1)).toBeLessThan(2 ** -50);
    });

    // 1 / (2^1030 + 1) is just under 2^-1030, a subnormal double (the least is 2^-1074):
    // it rounds to 2^-1030, not to 0.
    test('a small numerator, a huge denominator', () => {
      expect(fractionToNumber(fraction(1n, 2n ** 1030n + 1n))).toBe(2 ** -1030);
      expect(fractionToNumber(fraction(-1n, 2n ** 1030n + 1n))).toBe(-(2 ** -1030));
      // 2^-2000 is below every double: 0.
      expect(fractionToNumber(fraction(1n, 2n ** 2000n + 1n))).toBe(0);
    });

    // (2^1100 + 1) / 3 is past the largest double (about 2^1024): infinite, with its sign;
    // (2^2100 + 1) / (2^1050 + 1), about 2^1050, too.
    test('a ratio beyond the doubles is infinite', () => {
      expect(fractionToNumber(fraction(2n ** 1100n + 1n, 3n))).toBe(Number.POSITIVE_INFINITY);
      expect(fractionToNumber(fraction(-(2n ** 1100n) - 1n, 3n))).toBe(Number.NEGATIVE_INFINITY);
      expect(fractionToNumber(fraction(2n ** 2100n + 1n, 2n ** 1050n + 1n))).toBe(Number.POSITIVE_INFINITY);
    });

    // Far apart parts: 2^3000 / (2^2000 + 1) is about 2^1000 (finite), 2^2000 / (2^3000 + 1)
    // about 2^-1000 (a normal double): the power of two between the parts is past 2^±1000.
    test('parts a thousand binary places or more apart', () => {
      const big = fractionToNumber(fraction(2n ** 3000n, 2n ** 2000n + 1n));
      expect(Math.abs(big / 2 ** 1000 - 1)).toBeLessThan(2 ** -50);
      const small = fractionToNumber(fraction(2n ** 2000n, 2n ** 3000n + 1n));
      expect(Math.abs(small / 2 ** -1000 - 1)).toBeLessThan(2 ** -50);
    });
  });

  test('a ratio rounded from its exact value, parts past the safe integers', () => {
    // 2^52 / 3 = 1501199875790165.333…: 2 × 2^52 × 100 is past 2^53, so the exact path rounds it,
    // to 1501199875790165.33, and that decimal's double is the answer.
    expect(roundRatio(2 ** 52, 3, 2)).toBe(Number('1501199875790165.33'));
    expect(roundRatio(-(2 ** 52), 3, 2)).toBe(Number('-1501199875790165.33'));
    // 2^53 − 1 over 2, to 0 places: 4503599627370495.5 rounds away from zero to …496.
    expect(roundRatio(2 ** 53 - 1, 2, 0)).toBe(4503599627370496);
    // Twice a denominator of 2^52 is past the safe integers: −1 / 2^52 to 2 places is 0, no sign.
    expect(Object.is(roundRatio(-1, 2 ** 52, 2), 0)).toBe(true);
    // 2^52 + 1 over 2^52, to 0 places: 1.
    expect(roundRatio(2 ** 52 + 1, 2 ** 52, 0)).toBe(1);
  });

  test('a ratio rounded half away from zero, with its sign, never −0', () => {
    // 1/8 = 0.125 → 0.13; 3/8 = 0.375 → 0.38; −3/8 → −0.38; 3/−8 → −0.38; −3/−8 → 0.38.
    expect(roundRatio(1, 8, 2)).toBe(0.13);
    expect(roundRatio(3, 8, 2)).toBe(0.38);
    expect(roundRatio(-3, 8, 2)).toBe(-0.38);
    expect(roundRatio(3, -8, 2)).toBe(-0.38);
    expect(roundRatio(-3, -8, 2)).toBe(0.38);
    // 5/2 = 2.5 → 3 and 7/2 = 3.5 → 4 with no decimals; 2.4 → 2; 1/3 to 3 places 0.333.
    expect(roundRatio(5, 2, 0)).toBe(3);
    expect(roundRatio(7, 2, 0)).toBe(4);
    expect(roundRatio(12, 5, 0)).toBe(2);
    expect(roundRatio(1, 3, 3)).toBe(0.333);
    // −1/1000 to 2 places is 0, written without a sign: +0.
    expect(Object.is(roundRatio(-1, 1000, 2), 0)).toBe(true);
    expect(Object.is(roundRatio(1, -1000, 2), 0)).toBe(true);
  });

  test('a sum keeps its small terms while they are safe integers', () => {
    // 1/2 + 1/3 + 1/2 + 5: whole 5, halves 2 (two of them), thirds 1.
    const s = new FractionSum();
    s.add(1, 2);
    s.add(1, 3);
    s.addFraction(fraction(1, 2));
    s.add(5);
    const terms = s.smallTerms();
    expect(terms?.whole).toBe(5);
    expect(new Map(terms?.parts)).toEqual(
      new Map([
        [2, 2],
        [3, 1],
      ]),
    );
    // 5 + 1 + 1/3 = 19/3.
    expect(s.value()).toEqual({ num: 19n, den: 3n });
    expect(s.approx()).toBeCloseTo(19 / 3, 12);
    // A whole term past the safe integers goes to the exact part: no small terms any more.
    s.add(Number.MAX_SAFE_INTEGER);
    expect(s.smallTerms()).toBeNull();
    expect(s.value()).toEqual({ num: 19n + 3n * BigInt(Number.MAX_SAFE_INTEGER), den: 3n });
  });

  test('a sum beyond the safe integers in one denominator, or from a huge fraction', () => {
    // (2^53 − 1)/7 twice: the numerators' sum is past the safe integers.
    const s = new FractionSum();
    s.add(Number.MAX_SAFE_INTEGER, 7);
    s.add(Number.MAX_SAFE_INTEGER, 7);
    expect(s.value()).toEqual(fraction(2n * BigInt(Number.MAX_SAFE_INTEGER), 7n));
    expect(s.smallTerms()).toBeNull();
    expect(s.approx()).toBeCloseTo((2 * Number.MAX_SAFE_INTEGER) / 7, -2);
    // A fraction whose parts are not safe integers is added exactly: 2^60/3 + 1/3 + 2.
    const t = new FractionSum();
    t.addFraction(fraction(2n ** 60n, 3n));
    t.add(1, 3);
    t.add(2);
    expect(t.value()).toEqual(fraction(2n ** 60n + 1n + 6n, 3n));
    expect(t.approx()).toBe(2 ** 60 / 3 + 1 / 3 + 2);
  });

  test('at the ends of the double range, past a shift of 1000 binary places', () => {
    // 2^1100 / (2^77 − 1) is 2^1023 × (1 + 2^-77 + …): its double is 2^1023, though 2^1024 is not one.
    expect(fractionToNumber(fraction(2n ** 1100n, 2n ** 77n - 1n))).toBe(2 ** 1023);
    // 3·2^62 / (2^1138 + 1) is 0.75 × 2^-1074, just under the least double: it rounds to 2^-1074.
    expect(fractionToNumber(fraction(3n * 2n ** 62n, 2n ** 1138n + 1n))).toBe(Number.MIN_VALUE);
  });

  test('what is refused, and why', () => {
    // 2^60 is an integer but not a safe one: it could already have been rounded.
    expect(() => fraction(2 ** 60)).toThrow('not a safe integer');
    expect(() => fraction(1, 0)).toThrow('fraction with a zero denominator');
    expect(() => divideFractions(fraction(1, 2), fraction(0))).toThrow('division by a zero fraction');
  });

  test('parts within the double range are each rounded to a double, then divided', () => {
    // 2^70 + 2^17 + 1: its unit at that size is 2^18, and 2^17 + 1 is more than half of it,
    // so the part's double is 2^70 + 2^18; divided by 3.
    expect(fractionToNumber(fraction(2n ** 70n + 2n ** 17n + 1n, 3n))).toBe((2 ** 70 + 2 ** 18) / 3);
  });

  test('a fraction with a part past the safe integers is kept exactly in a sum', () => {
    // 1 / 2^60: its denominator is no safe integer, so the sum has no small terms any more.
    const s = new FractionSum();
    s.addFraction(fraction(1n, 2n ** 60n));
    s.add(1, 2);
    expect(s.smallTerms()).toBeNull();
    expect(s.value()).toEqual(fraction(2n ** 59n + 1n, 2n ** 60n));
  });
});
