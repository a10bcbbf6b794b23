/**
 * Whole numbers read in place from a span of a text: 1 to 15 ASCII digits, nothing else.
 */
import { describe, expect, test } from 'vitest';
import { digitsIn } from '../src/digits.js';

describe('digitsIn', () => {
  test('the span only: digits around it are not read', () => {
    expect(digitsIn('S1,12,3', 3, 5)).toBe(12);
    expect(digitsIn('9876', 1, 3)).toBe(87);
    expect(digitsIn('9876', 3, 4)).toBe(6);
  });

  test('every digit from 0 to 9 is a digit; the characters either side of them in ASCII are not', () => {
    expect(digitsIn('0123456789', 0, 10)).toBe(123456789);
    expect(digitsIn('9', 0, 1)).toBe(9);
    expect(digitsIn('0', 0, 1)).toBe(0);
    // '/' is the character before '0', ':' the one after '9'.
    expect(digitsIn('1/', 0, 2)).toBe(-1);
    expect(digitsIn(':1', 0, 2)).toBe(-1);
    expect(digitsIn('1a', 0, 2)).toBe(-1);
    expect(digitsIn('-1', 0, 2)).toBe(-1);
    expect(digitsIn(' 1', 0, 2)).toBe(-1);
  });

  test('an empty or reversed span is no number', () => {
    expect(digitsIn('12', 1, 1)).toBe(-1);
    expect(digitsIn('12', 0, 0)).toBe(-1);
    expect(digitsIn('12', 2, 1)).toBe(-1);
  });

  test('15 digits at most: 999 999 999 999 999 is below 2^53, 16 digits are not read', () => {
    expect(digitsIn('999999999999999', 0, 15)).toBe(999_999_999_999_999);
    expect(Number.isSafeInteger(999_999_999_999_999)).toBe(true);
    expect(digitsIn('1000000000000000', 0, 16)).toBe(-1);
    expect(digitsIn('x1000000000000000', 1, 17)).toBe(-1);
  });
});
