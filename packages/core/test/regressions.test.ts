/**
 * Bugs found in review of the foundation, each pinned by the input that showed it.
 */
import {
  parseContractPrefix,
  parseContractResult,
  parseDealFields,
  parseRuleSet,
  scoreDeal,
} from '@bridge-score/core';
import { describe, expect, test } from 'vitest';

describe('parse cache', () => {
  test('a caller cannot change what later callers get', () => {
    const p = parseContractPrefix('4SX-2');
    expect(p.ok).toBe(true);
    if (p.ok) expect(() => Object.assign(p.value, { rest: '+3' })).toThrow(TypeError);
    const r = parseContractResult('4SX-2');
    expect(r.ok && r.value.contract !== 'pass' ? r.value.tricks : null).toBe(8);
  });
});

describe('tricks given as text', () => {
  test.each([' ', ''])('%j counts as no result', (tricks) => {
    const r = parseDealFields({ contract: '4SX', declarer: 'S', tricks });
    expect(r.ok ? null : r.error.code).toBe('result-missing');
  });
  test.each(['0xA', '1e1', '0b1010', 'ten'])('%j is not a number of tricks', (tricks) => {
    const r = parseDealFields({ contract: '4SX', declarer: 'S', tricks });
    expect(r.ok ? null : r.error.code).toBe('result-syntax');
  });
});

describe('one result, never a silent choice', () => {
  test('a joined result and tricks that disagree are an error', () => {
    const r = parseDealFields({ contract: '4S-2', declarer: 'S', tricks: 10 });
    expect(r.ok ? null : r.error).toEqual({ code: 'result-conflict', tricks: 8, other: 10 });
  });
  test('tricks and a relative result that agree are fine', () => {
    const r = parseDealFields({ contract: '4S', declarer: 'S', tricks: 8, result: '-2' });
    expect(r.ok && r.value.contract !== 'pass' ? r.value.tricks : null).toBe(8);
  });
});

describe('house rules stay within the compiled table', () => {
  test('points above 100,000 are refused', () => {
    const r = parseRuleSet('{"extends":"duplicate","grandSlam":{"notVul":3000000000,"vul":1500}}');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'rules-invalid', path: '$.grandSlam.notVul' });
  });
  test('a fractional doubling factor is refused', () => {
    const r = parseRuleSet('{"extends":"duplicate","doubledTrickFactor":{"X":1.25,"XX":4}}');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'rules-invalid', path: '$.doubledTrickFactor.X' });
  });
  test('a __proto__ key is an unknown field, with or without extends', () => {
    const r = parseRuleSet('{"name":"h","extends":"duplicate","__proto__":{"bogus":1}}');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'rules-invalid', path: '$.__proto__' });
  });
  test('the undoubled undertrick list has a readable path', () => {
    const r = parseRuleSet('{"extends":"duplicate","undertricks":{"notVul":{"":[]}}}');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'rules-invalid', path: '$.undertricks.notVul[""]' });
  });
});

describe('scoreDeal checks a contract object it did not parse', () => {
  test('level 8', () => {
    const contract = { level: 8, strain: 'S', doubling: '' } as never;
    const r = scoreDeal({ contract, declarer: 'N', tricks: 13, vulnerability: 'None' });
    expect(r.ok ? null : r.error.code).toBe('contract-invalid');
  });
  test('an unknown declarer and vulnerability', () => {
    const contract = { level: 4, strain: 'S', doubling: '' } as const;
    const a = scoreDeal({ contract, declarer: 'Q' as never, tricks: 10, vulnerability: 'None' });
    expect(a.ok ? null : a.error.code).toBe('declarer-unknown');
    const b = scoreDeal({ contract, declarer: 'N', tricks: 10, vulnerability: 'All' as never });
    expect(b.ok ? null : b.error.code).toBe('vulnerability-unknown');
  });
  test('a plain object of the right shape scores like a parsed one', () => {
    const r = scoreDeal({
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
      vulnerability: 'NS',
    });
    expect(r.ok ? r.value.ns : null).toBe(620); // 120 + 500 game (Law 77)
  });
});
