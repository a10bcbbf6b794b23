import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type AdjustedAward,
  adjustedAwardImps,
  awardFraction,
  formatAdjustedScore,
  fraction,
  isAdjustedRule,
  isAverage,
  isPercentAward,
  parseAdjustedScore,
} from '../../src/index.js';

describe('adjusted score notation', () => {
  test.each([
    ['A60A40', 'average-plus', 'average-minus'],
    ['A5050', 'average', 'average'],
    ['A6060', 'average-plus', 'average-plus'],
    ['A40A40', 'average-minus', 'average-minus'],
    ['a60 a50', 'average-plus', 'average'],
    ['A+A-', 'average-plus', 'average-minus'],
    ['A=A+', 'average', 'average-plus'],
    ['A30A60', 30, 'average-plus'],
    ['A100A0', 100, 0],
    // A slash between the two, the minus sign (U+2212) and the en dash (U+2013) for average-minus,
    // full-width letters and digits (NFKC), blanks anywhere.
    ['A60/A40', 'average-plus', 'average-minus'],
    ['A+A\u2212', 'average-plus', 'average-minus'],
    ['A\u2013A=', 'average-minus', 'average'],
    ['\uff21\uff16\uff10\uff21\uff13\uff10', 'average-plus', 30],
    [' A 50 A 7 ', 'average', 7],
  ] as const)('%s', (text, ns, ew) => {
    expect(parseAdjustedScore(text)).toEqual({ ok: true, value: { ns, ew } });
  });

  test.each([
    'A60',
    'A',
    '60/40',
    'AVE',
    'A6A',
    'A60B40',
    '',
    'A60A40X',
    'XA60A40',
    'A5050X',
    'XA5050',
    'A505',
    'A1000A40',
    'A60A*',
  ])('%s is not an adjusted score', (text) => {
    expect(parseAdjustedScore(text)).toMatchObject({ ok: false, error: { code: 'adjusted-syntax' } });
  });

  test('a percentage above 100 is refused', () => {
    expect(parseAdjustedScore('A110A40')).toEqual({
      ok: false,
      error: { code: 'adjusted-percent', percent: 110 },
    });
  });

  test('the error quotes the text as given, without its outer blanks', () => {
    expect(parseAdjustedScore('  a60 b40 ')).toEqual({
      ok: false,
      error: { code: 'adjusted-syntax', text: 'a60 b40' },
    });
  });

  test("East-West's percentage above 100 is refused too", () => {
    expect(parseAdjustedScore('A40A101')).toEqual({
      ok: false,
      error: { code: 'adjusted-percent', percent: 101 },
    });
  });

  test('the names of the awards and rules, and what a percentage award can be', () => {
    expect(['average-plus', 'average', 'average-minus', 'Average', 60, ''].map(isAverage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['fixed', 'session', 'Fixed', 'imps', undefined].map(isAdjustedRule)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    // A whole number from 0 to 100 (Law 12C2 awards percentages of the top).
    expect([0, 100, 37, -1, 101, 50.5, '50', Number.NaN, null].map(isPercentAward)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('format then parse gives the same score back', () => {
    const award = fc.oneof(
      fc.constantFrom<AdjustedAward>('average-plus', 'average', 'average-minus'),
      fc.integer({ min: 0, max: 100 }).filter((p) => p !== 40 && p !== 50 && p !== 60),
    );
    fc.assert(
      fc.property(award, award, (ns, ew) => {
        expect(parseAdjustedScore(formatAdjustedScore({ ns, ew }))).toEqual({ ok: true, value: { ns, ew } });
      }),
    );
  });

  test('the parser never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseAdjustedScore(s)));
  });
});

describe('adjusted score values (Law 12C2)', () => {
  test('fixed: 60, 50, 40 per cent, or the percentage given', () => {
    expect(awardFraction('average-plus', 'fixed', fraction(9, 10))).toEqual(fraction(3, 5));
    expect(awardFraction('average', 'fixed', null)).toEqual(fraction(1, 2));
    expect(awardFraction('average-minus', 'fixed', fraction(1, 10))).toEqual(fraction(2, 5));
    expect(awardFraction(30, 'session', fraction(9, 10))).toEqual(fraction(3, 10));
  });

  test('session: average-plus is the better of 60% and the session percentage, average-minus the worse of 40% and it', () => {
    expect(awardFraction('average-plus', 'session', fraction(13, 20))).toEqual(fraction(13, 20));
    expect(awardFraction('average-plus', 'session', fraction(11, 20))).toEqual(fraction(3, 5));
    expect(awardFraction('average-minus', 'session', fraction(13, 20))).toEqual(fraction(2, 5));
    expect(awardFraction('average-minus', 'session', fraction(7, 20))).toEqual(fraction(7, 20));
    expect(awardFraction('average', 'session', fraction(7, 20))).toEqual(fraction(1, 2));
    // A session percentage exactly at 60 % or 40 % gives 60 % or 40 %.
    expect(awardFraction('average-plus', 'session', fraction(3, 5))).toEqual(fraction(3, 5));
    expect(awardFraction('average-minus', 'session', fraction(2, 5))).toEqual(fraction(2, 5));
    // No other boards: the fixed values.
    expect(awardFraction('average-plus', 'session', null)).toEqual(fraction(3, 5));
  });
});

test('the values of the averages are a setting', () => {
  const averages = { 'average-plus': 70, average: 50, 'average-minus': 30 };
  expect(awardFraction('average-plus', 'fixed', null, averages)).toEqual(fraction(7, 10));
  expect(awardFraction('average-minus', 'session', fraction(2, 5), averages)).toEqual(fraction(3, 10));
  expect(awardFraction('average-plus', 'session', fraction(13, 20), averages)).toEqual(fraction(7, 10));
  expect(adjustedAwardImps('average-plus', { 'average-plus': 2, average: 0, 'average-minus': -2 })).toEqual(
    fraction(2),
  );
});

describe('adjusted scores at IMPs (docs/scoring.md#teams)', () => {
  test.each([
    ['average-plus', fraction(3)],
    ['average', fraction(0)],
    ['average-minus', fraction(-3)],
    // Other percentages on the line through 40 → −3, 50 → 0, 60 → +3.
    [70, fraction(6)],
    [30, fraction(-6)],
    [45, fraction(-3, 2)],
    [100, fraction(15)],
  ] as const)('%s is worth %o IMPs', (award, imps) => {
    expect(adjustedAwardImps(award)).toEqual(imps);
  });

  test('60, 50 and 40 read as the averages are worth +3, 0 and −3', () => {
    const r = parseAdjustedScore('A60A40');
    if (!r.ok) throw new Error('unreadable');
    expect([adjustedAwardImps(r.value.ns), adjustedAwardImps(r.value.ew)]).toEqual([
      fraction(3),
      fraction(-3),
    ]);
  });
});
