/**
 * The contract and its notation: parse what players write, format it back.
 *
 * The canonical result is the number of tricks declarer took (0–13); the
 * relative forms (`=`, `+1`, `-2`) are only notation.
 *
 * @example
 * const r = parseContractResult('4SX-2');
 * // { ok: true, value: { contract: { level: 4, strain: 'S', doubling: 'X' }, tricks: 8 } }
 * formatContract({ level: 4, strain: 'S', doubling: 'X' }, { symbols: true }); // '4♠X'
 */

import { err, ok, type Result } from '../common/result.js';
import type { NotationError } from './errors.js';
import { plainContractOrdinal } from './table-keys.js';
import {
  BOOK,
  DOUBLINGS,
  type Doubling,
  LEVELS,
  type Level,
  MAX_TRICKS,
  MIN_TRICKS,
  STRAINS,
  type Strain,
} from './types.js';

/** A contract bid and played: level, strain and doubling. */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

/** Number of distinct contracts: 7 levels × 5 strains × 3 doublings. */
export const CONTRACT_COUNT = LEVELS.length * STRAINS.length * DOUBLINGS.length;

/** Key of the ordinal that interned contracts carry (non-enumerable). For the scoring tables only. */
export const CONTRACT_ORDINAL: unique symbol = Symbol('bridge-score.contract-ordinal');
const ORDINAL = CONTRACT_ORDINAL;
type WithOrdinal = Contract & { readonly [ORDINAL]?: number };

/**
 * A contract's place in bidding order, 0 (1♣) to 104 (7NTXX), doublings
 * innermost. Contracts made by `contractOf` or the parsers carry it
 * precomputed; any other object of the right shape gets it computed.
 */
export function contractOrdinal(c: Contract): number {
  const known = (c as WithOrdinal)[ORDINAL];
  if (known !== undefined) return known;
  return computeOrdinal(c);
}

/** The ordinal of a contract object that was not interned; NaN if it is not a contract. */
function computeOrdinal(c: Contract): number {
  const ordinal = plainContractOrdinal(c.level, c.strain, c.doubling);
  return ordinal < 0 ? Number.NaN : ordinal;
}

/**
 * The 105 contracts, interned and frozen, in bidding order. The ordinal is written in the
 * literal, so that it is stored in the object itself beside the three fields (one read, where a
 * property added later lives in a separate array), then made non-enumerable: `Object.keys`,
 * JSON and a spread see only the three fields.
 */
const INTERNED: readonly Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) =>
    DOUBLINGS.map((doubling) => {
      const c = { level, strain, doubling, [ORDINAL]: plainContractOrdinal(level, strain, doubling) };
      Object.defineProperty(c, ORDINAL, { enumerable: false });
      return Object.freeze(c);
    }),
  ),
);

/**
 * The contract of that level, strain and doubling: one shared frozen object
 * per contract, which scores fastest.
 *
 * @example
 * contractOf(4, 'S', 'X') === contractOf(4, 'S', 'X'); // true
 */
export function contractOf(level: Level, strain: Strain, doubling: Doubling = ''): Contract {
  const c =
    INTERNED[
      ((level - 1) * STRAINS.length + STRAINS.indexOf(strain)) * DOUBLINGS.length +
        DOUBLINGS.indexOf(doubling)
    ];
  if (!c) throw new RangeError(`not a contract: ${level}${strain}${doubling}`);
  return c;
}

/** The deal was passed out: no contract. */
export const PASS = 'pass';
export type Pass = typeof PASS;
export type FinalContract = Contract | Pass;

/** A contract with the tricks declarer took, or a passed-out deal. */
export type ContractResult =
  | { readonly contract: Contract; readonly tricks: number }
  | { readonly contract: Pass };

export interface FormatOptions {
  /** Suit symbols (♠ ♥ ♦ ♣) and a true minus sign instead of letters and a hyphen. */
  readonly symbols?: boolean;
}

/** Ways of writing a strain: letters, suit symbols (filled and hollow), Russian and Chinese. Longest first. */
const STRAIN_SPELLINGS: readonly (readonly [string, Strain])[] = (
  [
    ['NT', 'NT'],
    ['N', 'NT'],
    ['БК', 'NT'],
    ['无将', 'NT'],
    ['無將', 'NT'],
    ['S', 'S'],
    ['♠', 'S'],
    ['♤', 'S'],
    ['П', 'S'],
    ['黑桃', 'S'],
    ['H', 'H'],
    ['♥', 'H'],
    ['♡', 'H'],
    ['Ч', 'H'],
    ['红心', 'H'],
    ['紅心', 'H'],
    ['D', 'D'],
    ['♦', 'D'],
    ['♢', 'D'],
    ['Б', 'D'],
    ['方块', 'D'],
    ['方塊', 'D'],
    ['C', 'C'],
    ['♣', 'C'],
    ['♧', 'C'],
    ['Т', 'C'],
    ['К', 'C'],
    ['梅花', 'C'],
  ] as const
).toSorted((a, b) => b[0].length - a[0].length);

const DOUBLING_SPELLINGS: readonly (readonly [string, Doubling])[] = [
  ['XX', 'XX'],
  ['**', 'XX'],
  ['R', 'XX'],
  ['X', 'X'],
  ['*', 'X'],
];

const PASS_SPELLINGS = new Set([
  'P',
  'PASS',
  'PASSED',
  'PASSOUT',
  'PASSEDOUT',
  'AP',
  'ALLPASS',
  'ПАС',
  '不叫',
  '派斯',
]);

const SYMBOLS: { readonly [S in Strain]: string } = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };

/** Folds what players type into one spelling: full-width digits, dashes and minus signs, case, spaces. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-')
    .replace(/\uFE0F/g, '') // emoji presentation selector after ♠️
    .toUpperCase()
    .replace(/\s+/g, '');
}

type Scan = { readonly contract: FinalContract; readonly rest: string };

/**
 * Results of `scanContract` by input text. Parsing is pure and its results are
 * immutable, so a batch that repeats the same few contracts parses each once.
 * Bounded: cleared when full.
 */
const scanned = new Map<string, Result<Scan, NotationError>>();

function scanContract(text: string): Result<Scan, NotationError> {
  let r = scanned.get(text);
  if (r === undefined) {
    if (scanned.size >= 4096) scanned.clear();
    r = Object.freeze(scanContractText(text));
    Object.freeze(r.ok ? r.value : r.error); // shared between callers: nobody may change it
    scanned.set(text, r);
  }
  return r;
}

function scanContractText(text: string): Result<Scan, NotationError> {
  const s = normalize(text);
  if (s === '') return err({ code: 'contract-empty' });
  const digits = /^\d+/.exec(s)?.[0];
  if (digits === undefined) {
    if (PASS_SPELLINGS.has(s)) return ok({ contract: PASS, rest: '' });
    const word = /^[^\d=+-]+/.exec(s)?.[0] ?? s;
    if (PASS_SPELLINGS.has(word)) return ok({ contract: PASS, rest: s.slice(word.length) });
    return err({ code: 'level-missing', text: text.trim() });
  }
  const level = Number(digits);
  if (level === 0) return err({ code: 'level-zero' });
  if (level > 7) return err({ code: 'level-too-high', level });
  let at = digits.length;
  const strain = STRAIN_SPELLINGS.find(([spelling]) => s.startsWith(spelling, at));
  if (!strain) return err({ code: 'strain-unknown', text: s.slice(at) });
  at += strain[0].length;
  const doubled = DOUBLING_SPELLINGS.find(([spelling]) => s.startsWith(spelling, at));
  at += doubled ? doubled[0].length : 0;
  const rest = s.slice(at);
  if (rest !== '' && !/^[=+-\d]/.test(rest)) return err({ code: 'doubling-unknown', text: rest });
  return ok({ contract: contractOf(level as Level, strain[1], doubled ? doubled[1] : ''), rest });
}

/**
 * Parses a contract: `4S`, `4♠`, `4s`, `3NT`, `3N`, `4HX`, `6NTXX`, `Pass`, `P`.
 *
 * @example
 * parseContract('3N'); // { ok: true, value: { level: 3, strain: 'NT', doubling: '' } }
 * parseContract('8S'); // { ok: false, error: { code: 'level-too-high', level: 8 } }
 */
export function parseContract(text: string): Result<FinalContract, NotationError> {
  const scanned = scanContract(text);
  if (!scanned.ok) return scanned;
  if (scanned.value.rest !== '') {
    return scanned.value.contract === PASS
      ? err({ code: 'result-for-pass', text: scanned.value.rest })
      : err({ code: 'doubling-unknown', text: scanned.value.rest });
  }
  return ok(scanned.value.contract);
}

/**
 * Parses a result for a contract: tricks taken (`10`) or relative (`=`, `+1`, `-2`, `−2`).
 * Returns the tricks declarer took.
 *
 * @example
 * parseResult('-2', { level: 4, strain: 'S', doubling: 'X' }); // { ok: true, value: 8 }
 */
export function parseResult(text: string, contract: Contract): Result<number, NotationError> {
  // Fast path for the common spellings; everything else goes through normalize.
  if (text === '=') return ok(contract.level + BOOK);
  if (text === '') return err({ code: 'result-missing' });
  const s = /^\d{1,2}$/.test(text) ? text : normalize(text);
  if (s === '') return err({ code: 'result-missing' });
  if (/^\d+$/.test(s)) return checkTricks(Number(s));
  const relative = /^(?:=|([+-])(\d+))$/.exec(s);
  if (!relative) return err({ code: 'result-syntax', text: text.trim() });
  const sign = relative[1] === '-' ? -1 : 1;
  const result = relative[2] === undefined ? 0 : sign * Number(relative[2]);
  const tricks = contract.level + BOOK + result;
  if (tricks < MIN_TRICKS || tricks > MAX_TRICKS) {
    return err({ code: 'result-range', result, level: contract.level, tricks });
  }
  return ok(tricks);
}

/** Checks a number of tricks taken: a whole number from 0 to 13. */
export function checkTricks(tricks: number): Result<number, NotationError> {
  return Number.isInteger(tricks) && tricks >= MIN_TRICKS && tricks <= MAX_TRICKS
    ? ok(tricks)
    : err({ code: 'tricks-range', tricks });
}

/**
 * Splits a contract from what follows it: `4SX-2` → 4SX and `-2`; `4SX` → 4SX and ``.
 * For readers that take the result from elsewhere when it is not joined.
 */
export function parseContractPrefix(
  text: string,
): Result<{ readonly contract: FinalContract; readonly rest: string }, NotationError> {
  return scanContract(text);
}

/**
 * Parses a contract joined with its result: `4SX-2`, `3NT=`, `6NTXX+1`, `4S10`, or `Pass`.
 *
 * @example
 * parseContractResult('3NT='); // { ok: true, value: { contract: { level: 3, strain: 'NT', doubling: '' }, tricks: 9 } }
 */
export function parseContractResult(text: string): Result<ContractResult, NotationError> {
  const scanned = scanContract(text);
  if (!scanned.ok) return scanned;
  const { contract, rest } = scanned.value;
  if (contract === PASS) {
    return rest === '' ? ok({ contract }) : err({ code: 'result-for-pass', text: rest });
  }
  const tricks = parseResult(rest, contract);
  return tricks.ok ? ok({ contract, tricks: tricks.value }) : tricks;
}

/** The result relative to the contract: 0 for just made, +1 for an overtrick, −2 for two down. */
export function relativeResult(contract: Contract, tricks: number): number {
  return tricks - contract.level - BOOK;
}

/** Formats a strain: `S` or, with symbols, `♠` (notrump stays `NT`). */
export function formatStrain(strain: Strain, options: FormatOptions = {}): string {
  return options.symbols ? SYMBOLS[strain] : strain;
}

/**
 * Formats a contract: `4SX`, or `4♠X` with `{ symbols: true }`; `Pass` for a passed-out deal.
 *
 * @example
 * formatContract({ level: 6, strain: 'NT', doubling: 'XX' }); // '6NTXX'
 */
export function formatContract(contract: FinalContract, options: FormatOptions = {}): string {
  if (contract === PASS) return 'Pass';
  return `${contract.level}${formatStrain(contract.strain, options)}${contract.doubling}`;
}

/** Formats a result relative to the contract: `=`, `+1`, `-2` (or `−2` with symbols). */
export function formatResult(contract: Contract, tricks: number, options: FormatOptions = {}): string {
  const r = relativeResult(contract, tricks);
  if (r === 0) return '=';
  if (r > 0) return `+${r}`;
  return `${options.symbols ? '\u2212' : '-'}${-r}`;
}

/** Formats a contract with its result: `4SX-2`, `3NT=`, `Pass`. */
export function formatContractResult(result: ContractResult, options: FormatOptions = {}): string {
  if (result.contract === PASS) return 'Pass';
  return formatContract(result.contract, options) + formatResult(result.contract, result.tricks, options);
}
