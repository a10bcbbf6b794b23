/**
 * The vocabulary's strings as small integers, for the compiled scoring tables
 * (`deal-score.ts`). One word (`seatIndex` …) is read by one table read on a
 * hash of the string and confirmed by one comparison with the canonical
 * string; the key of a whole deal (`playedKey`, `ordinalKey`) compares each
 * word with every word of its list and sums the matches. Anything else gives
 * -1. Unlike a `switch`, no branch depends on which seat or strain it is: a
 * stream of random deals costs no mispredicted branch. Internal to the deal
 * part: not in its index.
 *
 * @example
 * seatIndex('S'); // 2
 * seatIndex('s'); // -1
 */
import { DOUBLINGS, isVulnerable, LEVELS, SEATS, STRAINS, VULNERABILITIES } from './types.js';

/**
 * Slot → index of the word hashed to that slot; 0 where no word is, which the
 * confirming comparison rejects. Throws at load if two words share a slot (a
 * programmer error: the hash below must be changed).
 */
function slots(words: readonly string[], hash: (word: string) => number, size: number): Uint8Array {
  const table = new Uint8Array(size);
  const taken = new Set<number>();
  for (const [i, word] of words.entries()) {
    const slot = hash(word) & (size - 1);
    if (taken.has(slot)) throw new Error(`table-keys: two words in slot ${slot}`);
    taken.add(slot);
    table[slot] = i;
  }
  return table;
}

// Module-local copies of the lists: the compiler folds a local constant into the code, where an
// imported binding is loaded and checked on every call.
const SEAT_WORDS: readonly string[] = SEATS;
const STRAIN_WORDS: readonly string[] = STRAINS;
const VULNERABILITY_WORDS: readonly string[] = VULNERABILITIES;
const DOUBLING_WORDS: readonly string[] = DOUBLINGS;
const STRAIN_COUNT = 5;
const DOUBLING_COUNT = 3;
const LEVEL_COUNT = 7;
if (STRAINS.length !== STRAIN_COUNT || DOUBLINGS.length !== DOUBLING_COUNT || LEVELS.length !== LEVEL_COUNT) {
  throw new Error('table-keys: the vocabulary changed size');
}

// The hashes: N 14, E 5, S 19, W 23 (first character & 31); C 3, D 4, H 8, S 19, NT 14;
// None 2, NS 0, EW 7, Both 6 (first character + length, & 15); '' 0, X 1, XX 2 (length).
const firstChar = (w: string): number => w.charCodeAt(0);
const SEAT_SLOTS = slots(SEAT_WORDS, firstChar, 32);
const STRAIN_SLOTS = slots(STRAIN_WORDS, firstChar, 32);
const VULNERABILITY_SLOTS = slots(VULNERABILITY_WORDS, (w) => w.charCodeAt(0) + w.length, 16);
const DOUBLING_SLOTS = slots(DOUBLING_WORDS, (w) => w.length, 4);

/** Index of a seat in `SEATS` (N 0, E 1, S 2, W 3), or -1 for any other value. */
export function seatIndex(x: unknown): number {
  if (typeof x !== 'string') return -1;
  // charCodeAt(0) of '' is NaN, and NaN & 31 is 0: slot 0, which the comparison rejects.
  const i = SEAT_SLOTS[x.charCodeAt(0) & 31] as number;
  return SEAT_WORDS[i] === x ? i : -1;
}

/** Index of a board vulnerability in `VULNERABILITIES` (None 0, NS 1, EW 2, Both 3), or -1. */
export function vulnerabilityIndex(x: unknown): number {
  if (typeof x !== 'string') return -1;
  const i = VULNERABILITY_SLOTS[(x.charCodeAt(0) + x.length) & 15] as number;
  return VULNERABILITY_WORDS[i] === x ? i : -1;
}

/** Index of a strain in `STRAINS` (C 0 … NT 4), or -1. */
export function strainIndex(x: unknown): number {
  if (typeof x !== 'string') return -1;
  const i = STRAIN_SLOTS[x.charCodeAt(0) & 31] as number;
  return STRAIN_WORDS[i] === x ? i : -1;
}

/** Index of a doubling in `DOUBLINGS` ('' 0, X 1, XX 2), or -1. */
export function doublingIndex(x: unknown): number {
  if (typeof x !== 'string') return -1;
  const i = DOUBLING_SLOTS[x.length & 3] as number;
  return DOUBLING_WORDS[i] === x ? i : -1;
}

/** Whether a value is a whole number from `min` to `max`: no conversion, so nothing can throw. */
export function isWholeIn(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && (x | 0) === x && x >= min && x <= max;
}

/**
 * A contract's place in bidding order, 0 (1♣) to 104 (7NTXX), from its three
 * fields; -1 if any of them is not in the vocabulary.
 */
export function plainContractOrdinal(level: unknown, strain: unknown, doubling: unknown): number {
  const s = strainIndex(strain);
  const d = doublingIndex(doubling);
  if (s < 0 || d < 0 || !isWholeIn(level, 1, LEVEL_COUNT)) return -1;
  return ((level - 1) * STRAIN_COUNT + s) * DOUBLING_COUNT + d;
}

// The places of the words, found for the compiled tables without reading a character. A word
// compared with each word of its list (`x === 'D'`) is, between two internalized strings (a
// literal, a word of the vocabulary's lists, a short string from JSON.parse), one comparison of
// addresses; the matches, each weighted by its place + 1, sum to the word's place + 1, and any
// other value (another string, a number, undefined) to 0. No branch depends on the word and
// nothing is loaded from memory. A word built at run time (not internalized) still compares
// equal, by its characters, which the comparisons then read: correct, only slower.
// The literals are checked against the vocabulary when the module loads, below.
const strainPlace = (x: unknown): number =>
  +(x === 'C') + 2 * +(x === 'D') + 3 * +(x === 'H') + 4 * +(x === 'S') + 5 * +(x === 'NT');
const doublingPlace = (x: unknown): number => +(x === '') + 2 * +(x === 'X') + 3 * +(x === 'XX');
const seatPlace = (x: unknown): number =>
  +(x === 'N') + 2 * +(x === 'E') + 3 * +(x === 'S') + 4 * +(x === 'W');
const vulnerabilityPlace = (x: unknown): number =>
  +(x === 'None') + 2 * +(x === 'NS') + 3 * +(x === 'EW') + 4 * +(x === 'Both');
for (const [words, place] of [
  [STRAIN_WORDS, strainPlace],
  [DOUBLING_WORDS, doublingPlace],
  [SEAT_WORDS, seatPlace],
  [VULNERABILITY_WORDS, vulnerabilityPlace],
] as const) {
  if (words.some((w, i) => place(w) !== i + 1)) throw new Error('table-keys: the vocabulary changed');
}

/**
 * Which seats a board vulnerability makes vulnerable, as bits: bit (vulnerability index × 2 +
 * side), the side being the low bit of the seat's index (N, E, S, W: 0 North-South, 1 East-West).
 */
const VULNERABLE_BITS = VULNERABILITY_WORDS.reduce(
  (bits, v, i) =>
    bits |
    ((isVulnerable(v as (typeof VULNERABILITIES)[number], 'NS') ? 1 : 0) << (i * 2)) |
    ((isVulnerable(v as (typeof VULNERABILITIES)[number], 'EW') ? 1 : 0) << (i * 2 + 1)),
  0,
);

// The key, ((contract ordinal × 2 + declarer vulnerable) × 14 + tricks) × 4 + seat with the
// ordinal ((level − 1) × 5 + strain) × 3 + doubling, written out as a sum of each fact times its
// stride: no product waits for another, and the final `| 0` lets the compiler add in 32 bits
// with no overflow test (every term is small and checked).
const TRICKS_STRIDE = 4; // 4 seats
const VULNERABLE_STRIDE = 14 * TRICKS_STRIDE; // 14 trick counts, 0–13
const ORDINAL_STRIDE = 2 * VULNERABLE_STRIDE;
const STRAIN_STRIDE = DOUBLING_COUNT * ORDINAL_STRIDE;
const LEVEL_STRIDE = STRAIN_COUNT * STRAIN_STRIDE;

/**
 * The key of a played deal in the compiled tables, from its six facts:
 * ((contract ordinal × 2 + declarer vulnerable) × 14 + tricks) × 4 + seat index;
 * -1 if any fact is not in the vocabulary (the checked path then says which).
 * The same answers as `plainContractOrdinal`, `seatIndex`, `vulnerabilityIndex`
 * and `isWholeIn` composed (the tests check it), found by comparisons alone:
 * called once a deal, it is most of the cost of a lookup.
 *
 * @example
 * playedKey(3, 'NT', '', 'N', 'None', 9); // 3NT is ordinal 42: ((42 × 2 + 0) × 14 + 9) × 4 + 0 = 4740
 */
export function playedKey(
  level: unknown,
  strain: unknown,
  doubling: unknown,
  declarer: unknown,
  vulnerability: unknown,
  tricks: unknown,
): number {
  const s = strainPlace(strain) - 1;
  const d = doublingPlace(doubling) - 1;
  const seat = seatPlace(declarer) - 1;
  const v = vulnerabilityPlace(vulnerability) - 1;
  if (
    (s | d | seat | v) < 0 ||
    typeof level !== 'number' ||
    typeof tricks !== 'number' ||
    (level | 0) !== level ||
    (level - 1) >>> 0 >= LEVEL_COUNT ||
    (tricks | 0) !== tricks ||
    tricks >>> 0 > 13
  ) {
    return -1;
  }
  const vulnerable = (VULNERABLE_BITS >> (v * 2 + (seat & 1))) & 1;
  return (
    ((level - 1) * LEVEL_STRIDE +
      s * STRAIN_STRIDE +
      d * ORDINAL_STRIDE +
      vulnerable * VULNERABLE_STRIDE +
      tricks * TRICKS_STRIDE +
      seat) |
    0
  );
}

/**
 * `playedKey` for a contract known by its ordinal (0–104: one made by the
 * parsers or `contractOf` carries it): the seat, vulnerability and tricks are
 * checked as there; -1 if any of them is not valid.
 *
 * @example
 * ordinalKey(42, 'N', 'None', 9); // 4740, as playedKey(3, 'NT', '', 'N', 'None', 9)
 */
export function ordinalKey(
  ordinal: number,
  declarer: unknown,
  vulnerability: unknown,
  tricks: unknown,
): number {
  const seat = seatPlace(declarer) - 1;
  const v = vulnerabilityPlace(vulnerability) - 1;
  if ((seat | v) < 0 || typeof tricks !== 'number' || (tricks | 0) !== tricks || tricks >>> 0 > 13) return -1;
  const vulnerable = (VULNERABLE_BITS >> (v * 2 + (seat & 1))) & 1;
  return (ordinal * ORDINAL_STRIDE + vulnerable * VULNERABLE_STRIDE + tricks * TRICKS_STRIDE + seat) | 0;
}
