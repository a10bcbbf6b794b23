import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addFractions,
  compareFractions,
  divideFractions,
  FractionSum,
  formatFraction,
  fraction,
  fractionToNumber,
  multiplyFractions,
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
});
