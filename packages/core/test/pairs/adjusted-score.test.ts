import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type AdjustedAward,
  adjustedAwardImps,
  awardFraction,
  formatAdjustedScore,
  fraction,
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
  ] as const)('%s', (text, ns, ew) => {
    expect(parseAdjustedScore(text)).toEqual({ ok: true, value: { ns, ew } });
  });

  test.each(['A60', 'A', '60/40', 'AVE', 'A6A', 'A60B40', ''])('%s is not an adjusted score', (text) => {
    expect(parseAdjustedScore(text)).toMatchObject({ ok: false, error: { code: 'adjusted-syntax' } });
  });

  test('a percentage above 100 is refused', () => {
    expect(parseAdjustedScore('A110A40')).toEqual({
      ok: false,
      error: { code: 'adjusted-percent', percent: 110 },
    });
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
    // No other boards: the fixed values.
    expect(awardFraction('average-plus', 'session', null)).toEqual(fraction(3, 5));
  });
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
