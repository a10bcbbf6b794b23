/**
 * Contract and result notation: what players write, the errors for what
 * cannot be played (Law 38), and parse(format(x)) = x for every contract and result.
 */
import {
  CONTRACT_COUNT,
  type Contract,
  type ContractResult,
  checkTricks,
  contractOf,
  contractOrdinal,
  formatContract,
  formatContractResult,
  formatResult,
  formatStrain,
  parseContract,
  parseContractPrefix,
  parseContractResult,
  parseResult,
  relativeResult,
} from '@bridge-score/core';
import { describe, expect, test } from 'vitest';
import { DBLS, DENS, LEVEL_LIST } from '../oracle.js';

const c = (level: number, strain: Contract['strain'], doubling: Contract['doubling'] = ''): Contract => ({
  level: level as Contract['level'],
  strain,
  doubling,
});

describe('parseContract', () => {
  test.each([
    ['4S', c(4, 'S')],
    ['4♠', c(4, 'S')],
    ['4s', c(4, 'S')],
    ['3NT', c(3, 'NT')],
    ['3N', c(3, 'NT')],
    ['3nt', c(3, 'NT')],
    ['4HX', c(4, 'H', 'X')],
    ['4♥x', c(4, 'H', 'X')],
    ['6NTXX', c(6, 'NT', 'XX')],
    ['1C', c(1, 'C')],
    ['2♦', c(2, 'D')],
    ['7♣XX', c(7, 'C', 'XX')],
    [' 5 D X ', c(5, 'D', 'X')],
  ])('%j', (text, want) => {
    expect(parseContract(text)).toEqual({ ok: true, value: want });
  });

  test.each(['Pass', 'P', 'pass', 'PASS', ' pass '])('%j is a passed-out deal', (text) => {
    expect(parseContract(text)).toEqual({ ok: true, value: 'pass' });
  });

  test.each([
    ['8S', { code: 'level-too-high', level: 8 }],
    ['8NT', { code: 'level-too-high', level: 8 }],
    ['9♠', { code: 'level-too-high', level: 9 }],
    ['10H', { code: 'level-too-high', level: 10 }],
    ['0S', { code: 'level-zero' }],
    ['0NT', { code: 'level-zero' }],
    ['', { code: 'contract-empty' }],
    ['   ', { code: 'contract-empty' }],
  ])('%j → %o', (text, error) => {
    expect(parseContract(text)).toEqual({ ok: false, error });
  });

  test.each(['4Z', '4', '3M', '2?'])('%j → strain-unknown', (text) => {
    const r = parseContract(text);
    expect(r.ok ? null : r.error.code).toBe('strain-unknown');
  });

  test.each(['S4', 'spades', 'X'])('%j → level-missing', (text) => {
    const r = parseContract(text);
    expect(r.ok ? null : r.error.code).toBe('level-missing');
  });

  test('a contract with something unreadable after it', () => {
    const r = parseContract('4SY');
    expect(r.ok ? null : r.error.code).toBe('doubling-unknown');
  });
});

describe('parseResult', () => {
  const fourSpades = c(4, 'S');
  test.each([
    ['=', 10],
    ['+1', 11],
    ['+3', 13],
    ['-2', 8],
    ['\u22122', 8],
    ['-10', 0],
    ['10', 10],
    ['0', 0],
    ['13', 13],
    [' 9 ', 9],
  ])('%j on 4♠ → %i tricks', (text, tricks) => {
    expect(parseResult(text, fourSpades)).toEqual({ ok: true, value: tricks });
  });

  test.each([
    ['14', { code: 'tricks-range', tricks: 14 }],
    ['99', { code: 'tricks-range', tricks: 99 }],
    ['+4', { code: 'result-range', result: 4, level: 4, tricks: 14 }],
    ['-11', { code: 'result-range', result: -11, level: 4, tricks: -1 }],
    ['', { code: 'result-missing' }],
  ])('%j on 4♠ → %o', (text, error) => {
    expect(parseResult(text, fourSpades)).toEqual({ ok: false, error });
  });

  test.each(['abc', '+', '-', '==', '+-1', '1.5', '2-'])('%j → result-syntax', (text) => {
    const r = parseResult(text, fourSpades);
    expect(r.ok ? null : r.error.code).toBe('result-syntax');
  });
});

describe('parseContractResult', () => {
  test.each([
    ['4SX-2', c(4, 'S', 'X'), 8],
    ['4sx-2', c(4, 'S', 'X'), 8],
    ['3NT=', c(3, 'NT'), 9],
    ['6NTXX+1', c(6, 'NT', 'XX'), 13],
    ['4S10', c(4, 'S'), 10],
    ['4♠X\u22123', c(4, 'S', 'X'), 7],
    ['7NT=', c(7, 'NT'), 13],
    ['1C-7', c(1, 'C'), 0],
  ])('%j', (text, contract, tricks) => {
    expect(parseContractResult(text)).toEqual({ ok: true, value: { contract, tricks } });
  });

  test('Pass has no result', () => {
    expect(parseContractResult('Pass')).toEqual({ ok: true, value: { contract: 'pass' } });
    const r = parseContractResult('Pass=');
    expect(r.ok ? null : r.error.code).toBe('result-for-pass');
  });

  test.each([
    ['7NT+1', { code: 'result-range', result: 1, level: 7, tricks: 14 }],
    ['1C-8', { code: 'result-range', result: -8, level: 1, tricks: -1 }],
    ['6S+2', { code: 'result-range', result: 2, level: 6, tricks: 14 }],
    ['4S14', { code: 'tricks-range', tricks: 14 }],
    ['8S=', { code: 'level-too-high', level: 8 }],
    ['0S=', { code: 'level-zero' }],
    ['4S', { code: 'result-missing' }],
  ])('%j → %o', (text, error) => {
    expect(parseContractResult(text)).toEqual({ ok: false, error });
  });

  test('an unknown strain', () => {
    const r = parseContractResult('4Q=');
    expect(r.ok ? null : r.error.code).toBe('strain-unknown');
  });
});

describe('format', () => {
  test.each([
    [c(4, 'S', 'X'), {}, '4SX'],
    [c(4, 'S', 'X'), { symbols: true }, '4♠X'],
    [c(6, 'NT', 'XX'), {}, '6NTXX'],
    [c(6, 'NT', 'XX'), { symbols: true }, '6NTXX'],
    [c(1, 'C'), { symbols: true }, '1♣'],
    [c(2, 'D'), { symbols: true }, '2♦'],
    [c(3, 'H'), { symbols: true }, '3♥'],
  ])('formatContract(%o, %o) → %j', (contract, options, text) => {
    expect(formatContract(contract, options)).toBe(text);
  });

  test('a passed-out deal is written Pass', () => {
    expect(formatContract('pass')).toBe('Pass');
    expect(formatContractResult({ contract: 'pass' })).toBe('Pass');
  });

  test.each([
    [10, {}, '='],
    [11, {}, '+1'],
    [8, {}, '-2'],
    [8, { symbols: true }, '\u22122'],
    [0, {}, '-10'],
    [13, {}, '+3'],
  ])('formatResult(4♠, %i tricks, %o) → %j', (tricks, options, text) => {
    expect(formatResult(c(4, 'S'), tricks, options)).toBe(text);
  });

  test('formatContractResult', () => {
    expect(formatContractResult({ contract: c(4, 'S', 'X'), tricks: 7 }, { symbols: true })).toBe(
      '4♠X\u22123',
    );
    expect(formatContractResult({ contract: c(3, 'NT'), tricks: 9 })).toBe('3NT=');
  });
});

describe('round trips', () => {
  const results: ContractResult[] = LEVEL_LIST.flatMap((level) =>
    DENS.flatMap((strain) =>
      DBLS.flatMap((doubling) =>
        Array.from({ length: 14 }, (_, tricks) => ({ contract: c(level, strain, doubling), tricks })),
      ),
    ),
  );

  test('there are 105 × 14 results to try', () => {
    expect(results).toHaveLength(1470);
  });

  test.each([{}, { symbols: true }])('parseContractResult(formatContractResult(x, %o)) = x', (options) => {
    const bad: string[] = [];
    for (const x of results) {
      const text = formatContractResult(x, options);
      const back = parseContractResult(text);
      if (!back.ok || JSON.stringify(back.value) !== JSON.stringify(x)) {
        bad.push(`${text} → ${JSON.stringify(back)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test.each([{}, { symbols: true }])('parseContract(formatContract(c, %o)) = c, and Pass', (options) => {
    for (const level of LEVEL_LIST) {
      for (const strain of DENS) {
        for (const doubling of DBLS) {
          const contract = c(level, strain, doubling);
          expect(parseContract(formatContract(contract, options))).toEqual({ ok: true, value: contract });
        }
      }
    }
    expect(parseContract(formatContract('pass', options))).toEqual({ ok: true, value: 'pass' });
  });

  test('contractOf interns: one frozen object per contract, equal to the plain one', () => {
    expect(contractOf(4, 'S', 'X')).toBe(contractOf(4, 'S', 'X'));
    expect(contractOf(4, 'S', 'X')).toEqual(c(4, 'S', 'X'));
    expect(Object.isFrozen(contractOf(1, 'C'))).toBe(true);
  });
});

describe('the other spellings players use', () => {
  test.each([
    ['4S**', c(4, 'S', 'XX')],
    ['4SR', c(4, 'S', 'XX')],
    ['4sr', c(4, 'S', 'XX')],
    ['4S*', c(4, 'S', 'X')],
    ['3NT*', c(3, 'NT', 'X')],
    ['2♤', c(2, 'S')],
    ['2♡', c(2, 'H')],
    ['2♢', c(2, 'D')],
    ['2♧', c(2, 'C')],
    ['4♠️', c(4, 'S')],
    ['3БК', c(3, 'NT')],
    ['3бк', c(3, 'NT')],
    ['4П', c(4, 'S')],
    ['4Ч', c(4, 'H')],
    ['5Б', c(5, 'D')],
    ['5Т', c(5, 'C')],
    ['5К', c(5, 'C')],
    ['3无将', c(3, 'NT')],
    ['3無將', c(3, 'NT')],
    ['4黑桃', c(4, 'S')],
    ['4红心', c(4, 'H')],
    ['4紅心', c(4, 'H')],
    ['5方块', c(5, 'D')],
    ['5方塊', c(5, 'D')],
    ['5梅花', c(5, 'C')],
    ['４Ｓ', c(4, 'S')],
  ])('%j', (text, want) => {
    expect(parseContract(text)).toEqual({ ok: true, value: want });
  });

  test.each([
    'PASSED',
    'PASSOUT',
    'PASSEDOUT',
    'AP',
    'ALLPASS',
    'all pass',
    'passed out',
    'ПАС',
    'пас',
    '不叫',
    '派斯',
  ])('%j is a passed-out deal', (text) => {
    expect(parseContract(text)).toEqual({ ok: true, value: 'pass' });
    expect(parseContractResult(text)).toEqual({ ok: true, value: { contract: 'pass' } });
  });

  test('a passed-out deal with a result after it', () => {
    expect(parseContract('Pass+1')).toEqual({ ok: false, error: { code: 'result-for-pass', text: '+1' } });
    expect(parseContract('AP=')).toEqual({ ok: false, error: { code: 'result-for-pass', text: '=' } });
    expect(parseContractResult('Pass 10')).toEqual({
      ok: false,
      error: { code: 'result-for-pass', text: '10' },
    });
  });

  test('a word that is not a pass is a missing level, quoted as written', () => {
    expect(parseContract(' spades ')).toEqual({
      ok: false,
      error: { code: 'level-missing', text: 'spades' },
    });
    expect(parseContract('Passe')).toEqual({ ok: false, error: { code: 'level-missing', text: 'Passe' } });
    expect(parseContract('XP+1')).toEqual({ ok: false, error: { code: 'level-missing', text: 'XP+1' } });
  });

  test('a contract with a result is not a contract alone: the result is what cannot be read', () => {
    expect(parseContract('4S=')).toEqual({ ok: false, error: { code: 'doubling-unknown', text: '=' } });
    expect(parseContract('4SX-2')).toEqual({ ok: false, error: { code: 'doubling-unknown', text: '-2' } });
    expect(parseContract('4S10')).toEqual({ ok: false, error: { code: 'doubling-unknown', text: '10' } });
  });

  test('the errors carry what could not be read', () => {
    expect(parseContract('4Z')).toEqual({ ok: false, error: { code: 'strain-unknown', text: 'Z' } });
    expect(parseContract('4')).toEqual({ ok: false, error: { code: 'strain-unknown', text: '' } });
    expect(parseContract('4sy')).toEqual({ ok: false, error: { code: 'doubling-unknown', text: 'Y' } });
    expect(parseContractResult('4SY2')).toEqual({
      ok: false,
      error: { code: 'doubling-unknown', text: 'Y2' },
    });
    expect(parseContract('07S')).toEqual({ ok: true, value: c(7, 'S') });
  });
});

describe('results, tricks and the contract prefix', () => {
  const fourSpades = c(4, 'S');

  test.each([' ', '\t', '  \n '])('%j is a missing result', (text) => {
    expect(parseResult(text, fourSpades)).toEqual({ ok: false, error: { code: 'result-missing' } });
  });

  test.each([
    [' = ', 10],
    ['+0', 10],
    ['-0', 10],
    ['＋１', 11],
    ['\u20132', 8],
    ['\u2014 3', 7],
    ['\uFF0D1', 9],
    ['07', 7],
  ])('%j on 4♠ → %i tricks', (text, tricks) => {
    expect(parseResult(text, fourSpades)).toEqual({ ok: true, value: tricks });
  });

  test('an unreadable result is quoted trimmed', () => {
    expect(parseResult(' 2- ', fourSpades)).toEqual({
      ok: false,
      error: { code: 'result-syntax', text: '2-' },
    });
  });

  test('+3 on 7NT is 16 tricks: out of range; −13 on 7NT is none', () => {
    expect(parseResult('+1', c(7, 'NT'))).toEqual({
      ok: false,
      error: { code: 'result-range', result: 1, level: 7, tricks: 14 },
    });
    expect(parseResult('-13', c(7, 'NT'))).toEqual({ ok: true, value: 0 });
    expect(parseResult('+6', c(1, 'C'))).toEqual({ ok: true, value: 13 });
    expect(parseResult('-7', c(1, 'C'))).toEqual({ ok: true, value: 0 });
    expect(parseResult('-8', c(1, 'C'))).toEqual({
      ok: false,
      error: { code: 'result-range', result: -8, level: 1, tricks: -1 },
    });
  });

  test.each([-1, 14, 6.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'checkTricks(%d) is out of range',
    (tricks) => {
      expect(checkTricks(tricks)).toEqual({ ok: false, error: { code: 'tricks-range', tricks } });
    },
  );

  test.each([0, 7, 13])('checkTricks(%i) is a number of tricks', (tricks) => {
    expect(checkTricks(tricks)).toEqual({ ok: true, value: tricks });
  });

  test('parseContractPrefix splits a contract from what follows it', () => {
    expect(parseContractPrefix('4SX-2')).toEqual({
      ok: true,
      value: { contract: c(4, 'S', 'X'), rest: '-2' },
    });
    expect(parseContractPrefix('3NT')).toEqual({ ok: true, value: { contract: c(3, 'NT'), rest: '' } });
    expect(parseContractPrefix('Pass 5')).toEqual({ ok: true, value: { contract: 'pass', rest: '5' } });
    expect(parseContractPrefix('8S')).toEqual({ ok: false, error: { code: 'level-too-high', level: 8 } });
  });

  test('the same text parsed again gives an equal, frozen answer', () => {
    const first = parseContractPrefix('6HX+1');
    const again = parseContractPrefix('6HX+1');
    expect(again).toEqual(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(again.ok && Object.isFrozen(again.value)).toBe(true);
    const bad = parseContractPrefix('9D');
    expect(!bad.ok && Object.isFrozen(bad.error)).toBe(true);
  });

  test('many different texts parsed in turn are each read right', () => {
    // More distinct texts than any cache would hold: every one still reads as itself.
    for (let i = 0; i < 5000; i++) {
      const level = (i % 7) + 1;
      const pad = ' '.repeat(Math.floor(i / 7));
      const r = parseContractPrefix(`${pad}${level}NT`);
      expect(r.ok && r.value.contract !== 'pass' && r.value.contract.level).toBe(level);
    }
    expect(parseContractPrefix('1NT')).toEqual({ ok: true, value: { contract: c(1, 'NT'), rest: '' } });
  });

  test('relativeResult: tricks over or under the contract', () => {
    expect(relativeResult(fourSpades, 10)).toBe(0);
    expect(relativeResult(fourSpades, 12)).toBe(2);
    expect(relativeResult(fourSpades, 7)).toBe(-3);
  });
});

describe('contracts as values', () => {
  test('there are 7 × 5 × 3 = 105 contracts, in bidding order from 1♣ to 7NTXX', () => {
    expect(CONTRACT_COUNT).toBe(105);
    expect(contractOrdinal(contractOf(1, 'C'))).toBe(0);
    expect(contractOrdinal(contractOf(1, 'C', 'X'))).toBe(1);
    expect(contractOrdinal(contractOf(1, 'D'))).toBe(3);
    expect(contractOrdinal(contractOf(2, 'C'))).toBe(15);
    expect(contractOrdinal(contractOf(7, 'NT', 'XX'))).toBe(104);
  });

  test('a plain object gets the same ordinal as the interned contract', () => {
    expect(contractOrdinal(c(3, 'NT', 'X'))).toBe(2 * 15 + 4 * 3 + 1);
    expect(contractOrdinal(c(7, 'NT', 'XX'))).toBe(104);
  });

  test('an object that is not a contract has no ordinal', () => {
    expect(contractOrdinal(c(8, 'S'))).toBeNaN();
    expect(contractOrdinal({ level: 1, strain: 'Z', doubling: '' } as unknown as Contract)).toBeNaN();
  });

  test('contractOf with no doubling is undoubled; out of range is a programmer error', () => {
    expect(contractOf(4, 'S')).toBe(contractOf(4, 'S', ''));
    expect(() => contractOf(8 as Contract['level'], 'S')).toThrow(/not a contract: 8S/);
    expect(() => contractOf(0 as Contract['level'], 'C')).toThrow(RangeError);
  });

  test('interned contracts show only level, strain and doubling', () => {
    expect(Object.keys(contractOf(5, 'D', 'XX'))).toEqual(['level', 'strain', 'doubling']);
    expect(JSON.stringify(contractOf(5, 'D', 'XX'))).toBe('{"level":5,"strain":"D","doubling":"XX"}');
    // A copy made by spreading has the three fields and nothing else: a plain contract, the same one.
    const copy = { ...contractOf(5, 'D', 'XX') };
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect(copy).toEqual({ level: 5, strain: 'D', doubling: 'XX' });
    // 5♦XX: ((5 − 1) × 5 + 1) × 3 + 2 in bidding order.
    expect(contractOrdinal(copy)).toBe(65);
    expect(contractOrdinal(contractOf(5, 'D', 'XX'))).toBe(65);
  });

  test('formatStrain: letters, or suit symbols with notrump kept as NT', () => {
    expect(formatStrain('S')).toBe('S');
    expect(formatStrain('C', { symbols: true })).toBe('♣');
    expect(formatStrain('D', { symbols: true })).toBe('♦');
    expect(formatStrain('H', { symbols: true })).toBe('♥');
    expect(formatStrain('S', { symbols: true })).toBe('♠');
    expect(formatStrain('NT', { symbols: true })).toBe('NT');
  });

  test('formatResult: =, +n, and −n with a true minus sign only with symbols', () => {
    expect(formatResult(c(4, 'S'), 10)).toBe('=');
    expect(formatResult(c(4, 'S'), 11)).toBe('+1');
    expect(formatResult(c(4, 'S'), 8)).toBe('-2');
    expect(formatResult(c(4, 'S'), 8, { symbols: true })).toBe('\u22122');
    expect(formatResult(c(4, 'S'), 13, { symbols: true })).toBe('+3');
  });
});

// parseContract keeps what it has read: only the first test to read a text runs the reading code, so
// these use texts no other test reads.
describe('texts read once', () => {
  test('the strain error quotes what follows the level', () => {
    expect(parseContract('5Q')).toEqual({ ok: false, error: { code: 'strain-unknown', text: 'Q' } });
    expect(parseContract('6 ?!')).toEqual({ ok: false, error: { code: 'strain-unknown', text: '?!' } });
  });

  test('a word after a sign or an equals sign is no pass', () => {
    expect(parseContract('+P')).toEqual({ ok: false, error: { code: 'level-missing', text: '+P' } });
    expect(parseContract('=PASS')).toEqual({ ok: false, error: { code: 'level-missing', text: '=PASS' } });
  });

  test('a result with digits then spaces is the digits', () => {
    expect(parseResult('9 ', c(3, 'NT'))).toEqual({ ok: true, value: 9 });
    expect(parseResult('11\t', c(5, 'D'))).toEqual({ ok: true, value: 11 });
  });

  test('1♣ as a plain object is ordinal 0', () => {
    expect(contractOrdinal(c(1, 'C'))).toBe(0);
    expect(contractOrdinal(c(1, 'C', 'XX'))).toBe(2);
  });
});
