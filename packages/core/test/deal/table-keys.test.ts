/**
 * The vocabulary's strings as table indices: each word of the vocabulary gives
 * its place in the list, and nothing else does, whatever its hash (other
 * letters of the same slot, lower case, empty, not a string).
 */
import { DOUBLINGS, isVulnerable, SEATS, STRAINS, sideOf, VULNERABILITIES } from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  doublingIndex,
  isWholeIn,
  ordinalKey,
  plainContractOrdinal,
  playedKey,
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

describe('playedKey', () => {
  /** The key from the single-word tests composed, and the Laws' vulnerability (the independent statement). */
  function reference(
    level: unknown,
    strain: unknown,
    doubling: unknown,
    declarer: unknown,
    vulnerability: unknown,
    tricks: unknown,
  ): number {
    const ordinal = plainContractOrdinal(level, strain, doubling);
    const seat = seatIndex(declarer);
    const vul = vulnerabilityIndex(vulnerability);
    if (ordinal < 0 || seat < 0 || vul < 0 || !isWholeIn(tricks, 0, 13)) return -1;
    const vulnerable = isVulnerable(
      VULNERABILITIES[vul] as (typeof VULNERABILITIES)[number],
      sideOf(SEATS[seat] as (typeof SEATS)[number]),
    )
      ? 1
      : 0;
    return ((ordinal * 2 + vulnerable) * 14 + tricks) * 4 + seat;
  }

  test('3NT (ordinal (2 × 5 + 4) × 3 = 42) by North, not vulnerable, 9 tricks: ((42 × 2 + 0) × 14 + 9) × 4 + 0', () => {
    expect(playedKey(3, 'NT', '', 'N', 'None', 9)).toBe(4740);
  });

  test('East at favourable vulnerability (NS vulnerable) is not vulnerable; at EW and Both it is', () => {
    const at = (v: string) => playedKey(1, 'C', '', 'E', v, 0);
    expect(at('NS')).toBe(at('None'));
    expect(at('EW')).toBe(at('Both'));
    expect(at('EW')).toBe(at('None') + 14 * 4);
  });

  test('every valid deal: the composed tests’ key, each key once', () => {
    const seen = new Set<number>();
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const doubling of DOUBLINGS)
          for (const seat of SEATS)
            for (const vul of VULNERABILITIES)
              for (let tricks = 0; tricks <= 13; tricks++) {
                const key = playedKey(level, strain, doubling, seat, vul, tricks);
                expect(key).toBe(reference(level, strain, doubling, seat, vul, tricks));
                seen.add(key);
              }
    // Two board vulnerabilities give each seat the same vulnerability: 105 contracts × 2 × 14 tricks × 4 seats.
    expect(seen.size).toBe(105 * 2 * 14 * 4);
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(105 * 2 * 14 * 4 - 1);
  });

  const anyValue = fc.oneof(
    fc.constantFrom(...NEAR_MISSES, ...SEATS, ...STRAINS, ...DOUBLINGS, ...VULNERABILITIES),
    fc.integer({ min: -2, max: 15 }),
    fc.double(),
    fc.constantFrom(undefined, null, true, {}, [], ['N'], 10n, 7.5, -0, Number.NaN),
    // Boxed words are objects, not words.
    fc.constantFrom(...[...SEATS, ...STRAINS, ...VULNERABILITIES, 'X'].map((w) => Object(w) as object)),
  );

  test('any six values: the composed tests’ key, or -1', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 7 }), anyValue),
        fc.oneof(fc.constantFrom(...STRAINS), anyValue),
        fc.oneof(fc.constantFrom(...DOUBLINGS), anyValue),
        fc.oneof(fc.constantFrom(...SEATS), anyValue),
        fc.oneof(fc.constantFrom(...VULNERABILITIES), anyValue),
        fc.oneof(fc.integer({ min: 0, max: 13 }), anyValue),
        (level, strain, doubling, declarer, vulnerability, tricks) => {
          expect(playedKey(level, strain, doubling, declarer, vulnerability, tricks)).toBe(
            reference(level, strain, doubling, declarer, vulnerability, tricks),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  test('words built at run time are the same words; a level or trick count whose valueOf throws is refused unread', () => {
    const built = (w: string) => [...w].join('');
    expect(playedKey(4, built('NT'), built('XX'), built('W'), built('Both'), 10)).toBe(
      playedKey(4, 'NT', 'XX', 'W', 'Both', 10),
    );
    const sneaky = {
      valueOf(): number {
        throw new Error('called');
      },
    };
    expect(playedKey(sneaky, 'S', '', 'N', 'None', 9)).toBe(-1);
    expect(playedKey(4, 'S', '', 'N', 'None', sneaky)).toBe(-1);
  });
});

describe('ordinalKey', () => {
  test('a contract by its ordinal: the key playedKey gives from its fields, for every valid deal', () => {
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const doubling of DOUBLINGS) {
          const ordinal = plainContractOrdinal(level, strain, doubling);
          for (const seat of SEATS)
            for (const vul of VULNERABILITIES)
              for (let tricks = 0; tricks <= 13; tricks++)
                expect(ordinalKey(ordinal, seat, vul, tricks)).toBe(
                  playedKey(level, strain, doubling, seat, vul, tricks),
                );
        }
  });

  test('a seat, vulnerability or trick count that is not valid gives -1', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SEATS), fc.constantFrom(...NEAR_MISSES), fc.integer()),
        fc.oneof(fc.constantFrom(...VULNERABILITIES), fc.constantFrom(...NEAR_MISSES), fc.constant(null)),
        fc.oneof(fc.integer({ min: -3, max: 16 }), fc.double(), fc.constant('9')),
        (seat, vul, tricks) => {
          const valid = seatIndex(seat) >= 0 && vulnerabilityIndex(vul) >= 0 && isWholeIn(tricks, 0, 13);
          expect(ordinalKey(42, seat, vul, tricks) >= 0).toBe(valid);
          if (valid)
            expect(ordinalKey(42, seat, vul, tricks)).toBe(playedKey(3, 'NT', '', seat, vul, tricks));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('a trick count that is not a number is refused unread, as by playedKey: a BigInt, a symbol, a throwing valueOf', () => {
    const sneaky = {
      valueOf(): number {
        throw new Error('called');
      },
    };
    for (const tricks of [9n, Symbol('9'), sneaky]) {
      expect(ordinalKey(42, 'N', 'None', tricks)).toBe(-1);
      expect(playedKey(3, 'NT', '', 'N', 'None', tricks)).toBe(-1);
    }
  });
});
