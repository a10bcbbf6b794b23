/**
 * The vocabulary's strings as table indices: each word of the vocabulary gives
 * its place in the list, and nothing else does, whatever its hash (other
 * letters of the same slot, lower case, empty, not a string).
 */
import { DOUBLINGS, SEATS, STRAINS, VULNERABILITIES } from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  doublingIndex,
  isWholeIn,
  plainContractOrdinal,
  seatIndex,
  strainIndex,
  vulnerabilityIndex,
} from '../../src/deal/table-keys.js';

const INDEXERS = [
  { name: 'seatIndex', words: SEATS, index: seatIndex },
  { name: 'vulnerabilityIndex', words: VULNERABILITIES, index: vulnerabilityIndex },
  { name: 'strainIndex', words: STRAINS, index: strainIndex },
  { name: 'doublingIndex', words: DOUBLINGS, index: doublingIndex },
] as const;

/** Strings that share a slot with a word: same first character code mod 32, same length. */
const NEAR_MISSES = [
  'n',
  'e',
  's',
  'w',
  '.',
  '%',
  '3',
  '7',
  'NN',
  'N ',
  ' N',
  'None ',
  'none',
  'ns',
  'Ns',
  'ew',
  'both',
  'BOTH',
  'All',
  'Nil',
  'NX',
  'EX',
  'c',
  'd',
  'h',
  'nt',
  'Nt',
  'NT ',
  'N',
  '#',
  '$',
  'x',
  'xx',
  'XXX',
  'R',
  '*',
  '**',
  'Y',
  'XY',
  '',
  ' ',
  '\u0000',
  'N\u0000',
  '\uD83C\uDCA1',
  'Ｎ',
  'toString',
  '__proto__',
];

describe.each(INDEXERS)('$name', ({ words, index }) => {
  test('each word gives its place in the list', () => {
    for (const [i, word] of words.entries()) expect(index(word)).toBe(i);
  });

  test('a word built at run time (not the literal) is the same word', () => {
    for (const [i, word] of words.entries()) expect(index([...word].join(''))).toBe(i);
  });

  test.each(NEAR_MISSES.filter((s) => !(words as readonly string[]).includes(s)))('%j is not one', (s) => {
    expect(index(s)).toBe(-1);
  });

  test('values that are not strings give -1, never a throw', () => {
    for (const x of [undefined, null, 0, 1, 14, Number.NaN, true, {}, [], ['N'], Symbol('N'), 10n]) {
      expect(index(x)).toBe(-1);
    }
  });

  test('any string: its place in the list, or -1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom(...words)), (s) => {
        expect(index(s)).toBe((words as readonly string[]).indexOf(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isWholeIn', () => {
  test.each([
    [0, true],
    [13, true],
    [7, true],
    [-0, true],
    [14, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [2 ** 32 + 3, false],
    ['7', false],
    [null, false],
    [undefined, false],
    [true, false],
  ])('%s in 0–13: %s', (x, want) => {
    expect(isWholeIn(x, 0, 13)).toBe(want);
  });

  test('an object whose valueOf throws is refused without calling it', () => {
    const sneaky = {
      valueOf() {
        throw new Error('called');
      },
    };
    expect(isWholeIn(sneaky, 0, 13)).toBe(false);
  });
});

describe('plainContractOrdinal', () => {
  test('bidding order: 1♣ 0, 1♣X 1, 1♦ 3, 1NT 12, 2♣ 15, 7NTXX 104', () => {
    expect(plainContractOrdinal(1, 'C', '')).toBe(0);
    expect(plainContractOrdinal(1, 'C', 'X')).toBe(1);
    expect(plainContractOrdinal(1, 'D', '')).toBe(3);
    expect(plainContractOrdinal(1, 'NT', '')).toBe(12);
    expect(plainContractOrdinal(2, 'C', '')).toBe(15);
    expect(plainContractOrdinal(7, 'NT', 'XX')).toBe(104);
  });

  test.each([
    [0, 'S', ''],
    [8, 'S', ''],
    [4.5, 'S', ''],
    ['4', 'S', ''],
    [4, 's', ''],
    [4, 'N', ''],
    [4, 'S', 'x'],
    [4, 'S', 'XXX'],
    [4, undefined, ''],
    [4, 'S', undefined],
  ])('%j %j %j is not a contract', (level, strain, doubling) => {
    expect(plainContractOrdinal(level, strain, doubling)).toBe(-1);
  });
});
