/**
 * Exact fractions for totals that must not drift: Neuberg-factored
 * matchpoints have the board's count of scores as denominator, weighted
 * scores their weights, adjusted scores a percentage. Sums and comparisons
 * are exact (BigInt); rounding happens only when a number is shown.
 *
 * `FractionSum` gathers many terms cheaply: it keeps one numerator per
 * denominator (plain numbers while they are safe integers) and reduces once.
 *
 * @example
 * const f = addFractions(fraction(29, 6), fraction(1, 6)); // 5/1
 * formatFraction(fraction(29, 6), 2); // '4.83'
 */

/** A fraction in lowest terms with a positive denominator. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function big(x: bigint | number): bigint {
  if (typeof x === 'bigint') return x;
  if (!Number.isSafeInteger(x)) throw new RangeError(`not a safe integer: ${x}`);
  return BigInt(x);
}

export const ZERO: Fraction = Object.freeze({ num: 0n, den: 1n });

/**
 * The fraction num/den in lowest terms. Numbers must be safe integers.
 *
 * @example
 * fraction(6, -4); // { num: -3n, den: 2n }
 */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = big(num);
  let d = big(den);
  if (d === 0n) throw new RangeError('fraction with a zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  if (d === 1n) return { num: n, den: d };
  const g = gcd(n, d);
  return g === 1n ? { num: n, den: d } : { num: n / g, den: d / g };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  if (a.den === b.den) return fraction(a.num + b.num, a.den);
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function subtractFractions(a: Fraction, b: Fraction): Fraction {
  return addFractions(a, { num: -b.num, den: b.den });
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function divideFractions(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('division by a zero fraction');
  return fraction(a.num * b.den, a.den * b.num);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareFractions(a: Fraction, b: Fraction): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export const fractionsEqual = (a: Fraction, b: Fraction): boolean => a.num === b.num && a.den === b.den;

/** The nearest double (to within a rounding of each part: for display and sorting only). */
export function fractionToNumber(f: Fraction): number {
  if (f.den === 1n) return Number(f.num);
  const n = Number(f.num);
  const d = Number(f.den);
  if (Number.isFinite(n) && Number.isFinite(d)) return n / d;
  // A part beyond the double range: the leading 64 bits of each part, divided, then the power
  // of two the parts were shifted by (each part on its own: a short part shifted as far as a
  // long one would lose its bits, and a finite ratio would come out 0 or infinite).
  const negative = f.num < 0n;
  const abs = negative ? -f.num : f.num;
  const numShift = Math.max(abs.toString(2).length - 64, 0);
  const denShift = Math.max(f.den.toString(2).length - 64, 0);
  const ratio = Number(abs >> BigInt(numShift)) / Number(f.den >> BigInt(denShift));
  const value = timesPowerOfTwo(ratio, numShift - denShift);
  return negative ? -value : value;
}

/** x × 2^e in steps that stay within the doubles' exponents (2 ** e alone is 0 or infinite past ±1074). */
function timesPowerOfTwo(x: number, e: number): number {
  let y = x;
  let rest = e;
  while (rest > 1000) {
    y *= 2 ** 1000;
    rest -= 1000;
  }
  while (rest < -1000) {
    y *= 2 ** -1000;
    rest += 1000;
  }
  return y * 2 ** rest;
}

/**
 * The fraction as a decimal with `digits` places, rounded half away from zero
 * from the exact value (never from a rounded double).
 *
 * @example
 * formatFraction(fraction(64, 6), 2); // '10.67'
 * formatFraction(fraction(-1, 8), 2); // '-0.13'
 */
export function formatFraction(f: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = f.num < 0n;
  const abs = negative ? -f.num : f.num;
  const scaled = (abs * scale * 2n + f.den) / (f.den * 2n);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(digits, '0');
  const sign = negative && scaled !== 0n ? '-' : '';
  return digits > 0 ? `${sign}${whole}.${part}` : `${sign}${whole}`;
}

/**
 * num/den rounded to `digits` decimal places, half away from zero, worked
 * out from the exact ratio as `formatFraction` does (never from a rounded
 * double): for values shown to 0.1 or 0.01.
 *
 * @example
 * roundRatio(97, 20, 1); // 4.9 (4.85 exactly, half away from zero)
 * roundRatio(29, 6, 2); // 4.83
 */
export function roundRatio(num: number, den: number, digits: number): number {
  const scale = 10 ** digits;
  const twice = 2 * Math.abs(num) * scale + Math.abs(den);
  const twoDen = 2 * Math.abs(den);
  const negative = num < 0 !== den < 0;
  if (Number.isSafeInteger(twice) && Number.isSafeInteger(twoDen)) {
    const q = (twice - (twice % twoDen)) / twoDen;
    return (negative && q !== 0 ? -q : q) / scale;
  }
  return Number(formatFraction(fraction(num, den), digits));
}

/**
 * A sum of many fractions kept exact: one numerator per denominator, plain
 * numbers while they stay safe integers, BigInt beyond. A builder with
 * mutable state, meant for inner loops. `approx()` is the sum as a double at
 * once; `value()` the exact sum, brought to one denominator and reduced
 * once (terms over many different denominators make a large one, so it is
 * worked out only when it is needed).
 */
export class FractionSum {
  private whole = 0;
  private readonly parts = new Map<number, number>();
  private big: Fraction = ZERO;

  /** Adds num/den; both safe integers, den > 0. */
  add(num: number, den = 1): void {
    if (den === 1) {
      const w = this.whole + num;
      if (Number.isSafeInteger(w)) this.whole = w;
      else this.big = addFractions(this.big, fraction(num));
      return;
    }
    const p = (this.parts.get(den) ?? 0) + num;
    if (Number.isSafeInteger(p)) this.parts.set(den, p);
    else this.big = addFractions(this.big, fraction(num, den));
  }

  addFraction(f: Fraction): void {
    const num = Number(f.num);
    const den = Number(f.den);
    if (Number.isSafeInteger(num) && Number.isSafeInteger(den)) this.add(num, den);
    else this.big = addFractions(this.big, f);
  }

  /**
   * The sum's terms while they are all safe integers: the whole part, and a
   * numerator per denominator; null once a term went beyond (BigInt).
   */
  smallTerms(): { readonly whole: number; readonly parts: ReadonlyMap<number, number> } | null {
    return this.big.num === 0n ? { whole: this.whole, parts: this.parts } : null;
  }

  /** The sum as a double: within a few units in the last place of the exact sum. */
  approx(): number {
    let sum = this.whole + fractionToNumber(this.big);
    for (const [den, num] of this.parts) sum += num / den;
    return sum;
  }

  value(): Fraction {
    let num = BigInt(this.whole) * this.big.den + this.big.num;
    let den = this.big.den;
    for (const [d, n] of this.parts) {
      const bd = BigInt(d);
      num = num * bd + BigInt(n) * den;
      den *= bd;
    }
    return fraction(num, den);
  }
}
