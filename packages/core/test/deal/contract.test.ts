/**
 * Contract and result notation: what players write, the errors for what
 * cannot be played (Law 38), and parse(format(x)) = x for every contract and result.
 */
import {
  type Contract,
  type ContractResult,
  contractOf,
  formatContract,
  formatContractResult,
  formatResult,
  parseContract,
  parseContractResult,
  parseResult,
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
