/**
 * A deal from loose fields (parseDealFields): tricks, relative result or a
 * joined contract; vulnerability or board number; declarer; honours.
 */
import {
  contractOf,
  formatHonours,
  parseDealFields,
  parseHonours,
  parseVulnerability,
  ruleSetByName,
  scoreDeal,
} from '@bridge-score/core';
import { describe, expect, test } from 'vitest';

const fourSpadesDoubled = contractOf(4, 'S', 'X');

describe('tricks, result or joined contract all mean the same deal', () => {
  const want = {
    ok: true,
    value: { contract: fourSpadesDoubled, declarer: 'S', tricks: 8, vulnerability: 'NS' },
  };

  test.each([
    ['tricks as a number', { contract: '4SX', declarer: 'S', tricks: 8, vulnerability: 'NS' }],
    ['tricks as text', { contract: '4SX', declarer: 'S', tricks: ' 8 ', vulnerability: 'NS' }],
    ['relative result', { contract: '4SX', declarer: 'S', result: '-2', vulnerability: 'NS' }],
    [
      'relative result with a minus sign',
      { contract: '4SX', declarer: 'S', result: '\u22122', vulnerability: 'NS' },
    ],
    ['relative result as a number', { contract: '4SX', declarer: 'S', result: -2, vulnerability: 'NS' }],
    ['joined', { contract: '4SX-2', declarer: 'S', vulnerability: 'NS' }],
    ['joined with tricks', { contract: '4SX8', declarer: 's', vulnerability: 'NS' }],
    ['symbols and board 2', { contract: '4♠X', declarer: 'S', tricks: 8, board: 2 }],
  ])('%s', (_label, fields) => {
    expect(parseDealFields(fields)).toEqual(want);
  });

  test('result 0 and "=" are a contract just made; +1 an overtrick', () => {
    const made = { contract: '3NT', declarer: 'N', vulnerability: 'None' };
    expect(parseDealFields({ ...made, result: 0 })).toMatchObject({ ok: true, value: { tricks: 9 } });
    expect(parseDealFields({ ...made, result: '=' })).toMatchObject({ ok: true, value: { tricks: 9 } });
    expect(parseDealFields({ ...made, result: 1 })).toMatchObject({ ok: true, value: { tricks: 10 } });
    expect(parseDealFields({ ...made, result: '+1' })).toMatchObject({ ok: true, value: { tricks: 10 } });
  });

  test.each([
    [{ contract: '4SX', declarer: 'S' }, 'result-missing'],
    [{ contract: '4SX', declarer: 'S', tricks: 14 }, 'tricks-range'],
    [{ contract: '4SX', declarer: 'S', tricks: '8.5' }, 'tricks-range'],
    [{ contract: '4SX', declarer: 'S', tricks: '8.25' }, 'tricks-range'],
    [{ contract: '4SX', declarer: 'S', tricks: '-8' }, 'tricks-range'],
    [{ contract: '4SX', declarer: 'S', tricks: 'eight' }, 'result-syntax'],
    [{ contract: '4SX', declarer: 'S', result: '+4' }, 'result-range'],
    [{ contract: '7NT', declarer: 'S', result: 1 }, 'result-range'],
    [{ contract: '8S', declarer: 'S', tricks: 8 }, 'level-too-high'],
    [{ contract: '8S=', declarer: 'S' }, 'level-too-high'],
    [{ contract: '4Q', declarer: 'S', tricks: 8 }, 'strain-unknown'],
    [{ contract: '', declarer: 'S', tricks: 8 }, 'contract-empty'],
  ])('%o → %s', (fields, code) => {
    const r = parseDealFields(fields);
    expect(r.ok ? null : r.error.code).toBe(code);
  });
});

describe('vulnerability from the field or the board', () => {
  test.each([
    [1, 'None'],
    [2, 'NS'],
    [3, 'EW'],
    [4, 'Both'],
    [7, 'Both'],
    [14, 'None'],
    [16, 'EW'],
    [17, 'None'],
    ['12', 'NS'],
  ])('board %s → %s', (board, vulnerability) => {
    expect(parseDealFields({ contract: '1C=', declarer: 'N', board })).toMatchObject({
      ok: true,
      value: { vulnerability },
    });
  });

  test('an explicit vulnerability wins over the board', () => {
    expect(
      parseDealFields({ contract: '1C=', declarer: 'N', board: 7, vulnerability: 'None' }),
    ).toMatchObject({
      ok: true,
      value: { vulnerability: 'None' },
    });
  });

  test('neither: not vulnerable', () => {
    expect(parseDealFields({ contract: '1C=', declarer: 'N' })).toMatchObject({
      ok: true,
      value: { vulnerability: 'None' },
    });
  });

  test.each([0, -3, '1.5', 'seven'])('board %j → board-number', (board) => {
    const r = parseDealFields({ contract: '1C=', declarer: 'N', board });
    expect(r.ok ? null : r.error.code).toBe('board-number');
  });

  test.each([
    ['None', 'None'],
    ['NS', 'NS'],
    ['EW', 'EW'],
    ['Both', 'Both'],
    ['-', 'None'],
    ['love', 'None'],
    ['All', 'Both'],
    ['ns', 'NS'],
    [' E-W ', 'EW'],
  ])('parseVulnerability(%j) → %s', (text, vul) => {
    expect(parseVulnerability(text)).toEqual({ ok: true, value: vul });
  });

  test.each(['', 'N', 'NE', 'vulnerable'])('parseVulnerability(%j) → vulnerability-unknown', (text) => {
    const r = parseVulnerability(text);
    expect(r.ok ? null : r.error.code).toBe('vulnerability-unknown');
  });
});

describe('declarer', () => {
  test('missing', () => {
    for (const declarer of [undefined, '', '  ']) {
      const r = parseDealFields({ contract: '4SX-2', declarer });
      expect(r.ok ? null : r.error).toEqual({ code: 'declarer-missing' });
    }
  });

  test('unknown', () => {
    const r = parseDealFields({ contract: '4SX-2', declarer: 'Q' });
    expect(r.ok ? null : r.error).toEqual({ code: 'declarer-unknown', text: 'Q' });
  });

  test('a passed-out deal needs no declarer', () => {
    expect(parseDealFields({ contract: 'Pass', board: 4 })).toEqual({
      ok: true,
      value: { contract: 'pass', vulnerability: 'Both' },
    });
  });
});

describe('honours', () => {
  test('150 N at notrump is four aces held by NS', () => {
    expect(parseHonours('150 N', 'NT')).toEqual({ ok: true, value: { kind: 'four-aces', holder: 'NS' } });
    expect(parseDealFields({ contract: '3NT=', declarer: 'E', honours: '150 N' })).toMatchObject({
      ok: true,
      value: { honours: { kind: 'four-aces', holder: 'NS' } },
    });
  });

  test('100 at notrump is an error: only four aces count there', () => {
    expect(parseHonours('100 N', 'NT')).toMatchObject({ ok: false, error: { code: 'honours-strain' } });
    const r = parseDealFields({ contract: '3NT=', declarer: 'E', honours: '100 EW' });
    expect(r.ok ? null : r.error.code).toBe('honours-strain');
  });

  test.each([
    ['100 N', 'S', 'four-trumps', 'NS'],
    ['150 W', 'H', 'five-trumps', 'EW'],
    ['100EW', 'C', 'four-trumps', 'EW'],
    ['150 ns', 'D', 'five-trumps', 'NS'],
  ] as const)('%j in %s → %s held by %s', (text, strain, kind, holder) => {
    expect(parseHonours(text, strain)).toEqual({ ok: true, value: { kind, holder } });
  });

  test.each(['', '200 N', '100', 'N 100', 'four aces'])('%j → honours-unknown', (text) => {
    const r = parseHonours(text, 'S');
    expect(r.ok ? null : r.error.code).toBe('honours-unknown');
  });

  test.each(['100 X', '150 NE', '100 North'])('%j → honours-holder', (text) => {
    const r = parseHonours(text, 'S');
    expect(r.ok ? null : r.error.code).toBe('honours-holder');
  });

  test('blanks around and between are allowed; the errors quote the text exactly', () => {
    expect(parseHonours('  150  n  ', 'NT')).toEqual({
      ok: true,
      value: { kind: 'four-aces', holder: 'NS' },
    });
    expect(parseHonours('\t100\tE ', 'C')).toEqual({
      ok: true,
      value: { kind: 'four-trumps', holder: 'EW' },
    });
    expect(parseHonours(' 200 N ', 'S')).toEqual({
      ok: false,
      error: { code: 'honours-unknown', text: '200 N' },
    });
    expect(parseHonours('x100 N', 'S')).toEqual({
      ok: false,
      error: { code: 'honours-unknown', text: 'x100 N' },
    });
    expect(parseHonours('100 North ', 'S')).toEqual({
      ok: false,
      error: { code: 'honours-holder', text: 'North' },
    });
    // 1000: the points are 100, and "0 N" is no holder.
    expect(parseHonours('1000 N', 'S')).toEqual({
      ok: false,
      error: { code: 'honours-holder', text: '0 N' },
    });
    // Law 76: at notrump only the four aces (150) count; 100 would be four trump honours.
    expect(parseHonours('100 N', 'NT')).toEqual({
      ok: false,
      error: { code: 'honours-strain', honours: 'four-trumps', strain: 'NT' },
    });
  });

  test('formatHonours writes them back', () => {
    for (const [text, strain] of [
      ['100 NS', 'S'],
      ['150 EW', 'H'],
      ['150 NS', 'NT'],
    ] as const) {
      const r = parseHonours(text, strain);
      expect(r.ok && formatHonours(r.value)).toBe(text);
    }
  });

  test('honours under duplicate: scoreDeal says honours-not-scored', () => {
    const deal = parseDealFields({ contract: '4S=', declarer: 'N', honours: '100 N' });
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    const r = scoreDeal(deal.value);
    expect(r.ok ? null : r.error).toEqual({ code: 'honours-not-scored', rules: 'duplicate' });
  });

  test('honours under rubber add to the holder', () => {
    const rubber = ruleSetByName('rubber');
    const deal = parseDealFields({ contract: '4S=', declarer: 'N', honours: '100 E' });
    if (!rubber.ok || !deal.ok) throw new Error('setup');
    const r = scoreDeal(deal.value, rubber.value);
    expect(r.ok && [r.value.ns, r.value.ew]).toEqual([120 - 100, 100 - 120]);
  });

  test('blank honours are no honours', () => {
    expect(parseDealFields({ contract: '4S=', declarer: 'N', honours: ' ' })).toEqual({
      ok: true,
      value: { contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, vulnerability: 'None' },
    });
  });
});

describe('results given more than once must agree', () => {
  const base = { contract: '4SX', declarer: 'S', vulnerability: 'NS' };

  test('the same tricks three ways are one deal', () => {
    expect(parseDealFields({ ...base, contract: '4SX-2', tricks: '8', result: -2 })).toMatchObject({
      ok: true,
      value: { tricks: 8 },
    });
  });

  test.each([
    [{ ...base, contract: '4SX-2', tricks: 9 }, 8, 9],
    [{ ...base, tricks: '10', result: '-1' }, 10, 9],
    [{ ...base, contract: '4SX=', result: '+1' }, 10, 11],
  ])('%o: the first given, then the other', (fields, tricks, other) => {
    expect(parseDealFields(fields)).toEqual({ ok: false, error: { code: 'result-conflict', tricks, other } });
  });

  test('an error in any of them is that error', () => {
    expect(parseDealFields({ ...base, tricks: 8, result: 'x' })).toEqual({
      ok: false,
      error: { code: 'result-syntax', text: 'x' },
    });
    expect(parseDealFields({ ...base, result: 1.5 })).toEqual({
      ok: false,
      error: { code: 'result-syntax', text: '1.5' },
    });
    expect(parseDealFields({ ...base, tricks: '8.', result: -2 })).toEqual({
      ok: false,
      error: { code: 'result-syntax', text: '8.' },
    });
    expect(parseDealFields({ ...base, tricks: '-1' })).toMatchObject({
      ok: false,
      error: { code: 'tricks-range' },
    });
  });

  test('blank tricks and a blank result are not given', () => {
    expect(parseDealFields({ ...base, tricks: '  ', result: '-2' })).toMatchObject({
      ok: true,
      value: { tricks: 8 },
    });
    expect(parseDealFields({ ...base, tricks: 8, result: ' ' })).toMatchObject({
      ok: true,
      value: { tricks: 8 },
    });
    expect(parseDealFields({ ...base, tricks: '', result: '' })).toEqual({
      ok: false,
      error: { code: 'result-missing' },
    });
  });
});

describe('a passed-out deal', () => {
  test('takes no result joined to it; tricks and a declarer given with it are not read', () => {
    expect(parseDealFields({ contract: 'Pass=' })).toEqual({
      ok: false,
      error: { code: 'result-for-pass', text: '=' },
    });
    expect(parseDealFields({ contract: 'pass', declarer: 'Q', tricks: 7, vulnerability: 'EW' })).toEqual({
      ok: true,
      value: { contract: 'pass', vulnerability: 'EW' },
    });
  });
});

describe('vulnerability and declarer errors quote what was written', () => {
  test('a vulnerability, trimmed', () => {
    expect(parseVulnerability(' NE ')).toEqual({
      ok: false,
      error: { code: 'vulnerability-unknown', text: 'NE' },
    });
    expect(parseDealFields({ contract: '3NT=', declarer: 'N', vulnerability: 'vul' })).toEqual({
      ok: false,
      error: { code: 'vulnerability-unknown', text: 'vul' },
    });
  });

  test.each([
    ['nil', 'None'],
    ['No', 'None'],
    ['n-s', 'NS'],
    ['ew', 'EW'],
    ['BOTH', 'Both'],
    ['none', 'None'],
  ])('parseVulnerability(%j) → %s', (text, vul) => {
    expect(parseVulnerability(text)).toEqual({ ok: true, value: vul });
  });

  test('a board number that does not read', () => {
    expect(parseDealFields({ contract: '3NT=', declarer: 'N', board: ' x ' })).toEqual({
      ok: false,
      error: { code: 'board-number', text: 'x' },
    });
  });

  test('a declarer as given, and one in small letters with blanks', () => {
    expect(parseDealFields({ contract: '3NT=', declarer: ' x ' })).toEqual({
      ok: false,
      error: { code: 'declarer-unknown', text: ' x ' },
    });
    expect(parseDealFields({ contract: '3NT=', declarer: ' w ' })).toMatchObject({
      ok: true,
      value: { declarer: 'W' },
    });
  });
});
