/**
 * Hand records: the Deal tag's notation, read tolerantly and written back.
 */
import { SEATS } from '@bridge-score/core';
import { formatDeal, type Hand, type Hands, parseDeal, RANKS, SUITS } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const DEAL = 'N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 -';

describe('parseDeal', () => {
  test('the first seat, then the hands clockwise; - for an unknown hand', () => {
    const r = parseDeal(DEAL);
    expect(r).toEqual({
      ok: true,
      value: {
        N: { S: 'KQT2', H: 'AT', D: 'J6542', C: '85' },
        E: { S: 'A8654', H: 'KQ5', D: 'T', C: 'QJT6' },
        S: { S: 'J973', H: 'J98742', D: '3', C: 'K4' },
        W: null,
      },
    });
  });

  test('starting from another seat puts the hands in their places', () => {
    const r = parseDeal('E:KQT2.AT.J6542.85 - - -');
    expect(r.ok && r.value.E).toEqual({ S: 'KQT2', H: 'AT', D: 'J6542', C: '85' });
  });

  test.each([
    ['lower case and 10', 'n:kq102.at.j6542.85 - - -'],
    ['suit letters', 'N:SKQT2.HAT.DJ6542.C85 - - -'],
    ['suit letters out of order', 'N:C85.DJ6542.HAT.SKQT2 - - -'],
    ['suit symbols', 'N:♠KQT2.♥AT.♦J6542.♣85 - - -'],
    ['unsorted ranks', 'N:2TQK.TA.24J56.58 - - -'],
    ['no seat', 'KQT2.AT.J6542.85 - - -'],
  ])('%s', (_, text) => {
    const r = parseDeal(text);
    expect(r.ok && r.value.N).toEqual({ S: 'KQT2', H: 'AT', D: 'J6542', C: '85' });
  });

  test.each([
    ['N:KQT2.AT.J6542.85 - -', 'deal-syntax'],
    ['N:KQT2.AT.J6542 - - -', 'deal-hand'],
    ['N:KQZ2.AT.J6542.85 - - -', 'deal-hand'],
    ['N:AKQ... AK... - -', 'deal-card-twice'],
    ['N:AKQJT98765432.A.. - - -', 'deal-hand-size'],
  ])('%s: %s', (text, code) => {
    const r = parseDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  test('four known hands must hold 13 cards each', () => {
    const r = parseDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT9876543.2 ...AKQJT9876543');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'deal-hand-size', seat: 'W', cards: 12 });
  });
});

describe('formatDeal', () => {
  test('from North by default, from the dealer when asked', () => {
    const r = parseDeal(DEAL);
    if (!r.ok) throw new Error();
    expect(formatDeal(r.value)).toBe(DEAL);
    expect(formatDeal(r.value, 'W')).toBe('W:- KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4');
  });

  const shuffled = fc
    .tuple(
      fc.shuffledSubarray([...Array(52).keys()], { minLength: 52, maxLength: 52 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      fc.constantFrom(...SEATS),
    )
    .map(([order, known, first]) => {
      const hands = {} as { [S in (typeof SEATS)[number]]: Hand | null };
      SEATS.forEach((seat, h) => {
        const cards = order.slice(h * 13, h * 13 + 13);
        const hand = { S: '', H: '', D: '', C: '' };
        for (const c of [...cards].sort((a, b) => a - b))
          hand[SUITS[Math.floor(c / 13)] as 'S'] += RANKS[c % 13];
        hands[seat] = known[h] ? hand : null;
      });
      return { hands: hands as Hands, first };
    });

  test('property: any deal survives format → parse, from any first seat', () => {
    fc.assert(
      fc.property(shuffled, ({ hands, first }) => {
        expect(parseDeal(formatDeal(hands, first))).toEqual({ ok: true, value: hands });
      }),
    );
  });

  test('property: parseDeal never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => void parseDeal(s)),
      { numRuns: 2000 },
    );
  });
});
