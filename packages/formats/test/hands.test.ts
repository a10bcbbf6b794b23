/**
 * Hand records: the Deal tag's notation, read tolerantly and written back.
 */
import { SEATS } from '@bridge-score/core';
import { formatDeal, type Hand, type Hands, handSize, parseDeal, RANKS, SUITS } from '@bridge-score/formats';
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

describe('parseDeal: what each hand may and may not be', () => {
  const north = { S: 'KQT2', H: 'AT', D: 'J6542', C: '85' };

  test('? is a hand not known, as - is', () => {
    expect(parseDeal('N:KQT2.AT.J6542.85 ? - ?')).toEqual({
      ok: true,
      value: { N: north, E: null, S: null, W: null },
    });
  });

  test('suit symbols with the emoji variation selector (U+FE0F), as phones write them', () => {
    const r = parseDeal('N:\u2660\uFE0FKQT2.\u2665\uFE0FAT.\u2666\uFE0FJ6542.\u2663\uFE0F85 - - -');
    expect(r.ok && r.value.N).toEqual(north);
  });

  test('the white suit symbols, in any order', () => {
    const r = parseDeal('N:\u266785.\u2661AT.\u2664KQT2.\u2662J6542 - - -');
    expect(r.ok && r.value.N).toEqual(north);
  });

  test('blanks around the colon and between the hands', () => {
    const r = parseDeal('  N :  KQT2.AT.J6542.85   -\t-  -  ');
    expect(r.ok && r.value.N).toEqual(north);
  });

  test('a hand of 13 cards beside unknown hands is whole; 14 is one too many', () => {
    expect(parseDeal('N:AKQJT98765432... - - -').ok).toBe(true);
    expect(parseDeal('S:AKQJT98765432.A.. - - -')).toEqual({
      ok: false,
      error: { code: 'deal-hand-size', seat: 'S', cards: 14 },
    });
  });

  test('a hand that is short while others are unknown is no error; all four known, each must be 13', () => {
    expect(parseDeal('N:AK... - - -').ok).toBe(true);
    const full = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    expect(parseDeal(full).ok).toBe(true);
  });

  test('the same suit twice in a hand, by its letter', () => {
    expect(parseDeal('E:SAK.SQJ.D2.C3 - - -')).toEqual({
      ok: false,
      error: { code: 'deal-hand', seat: 'E', text: 'SAK.SQJ.D2.C3' },
    });
  });

  test('errors name the hand and its seat, counted clockwise from the first', () => {
    expect(parseDeal('W:- KQZ2.AT.J6542.85 - -')).toEqual({
      ok: false,
      error: { code: 'deal-hand', seat: 'N', text: 'KQZ2.AT.J6542.85' },
    });
    expect(parseDeal('S:- - KQT2.AT.J6542 -')).toEqual({
      ok: false,
      error: { code: 'deal-hand', seat: 'N', text: 'KQT2.AT.J6542' },
    });
    expect(parseDeal('N:AKQ... AK... - -')).toEqual({
      ok: false,
      error: { code: 'deal-card-twice', card: 'SA' },
    });
    expect(parseDeal('N:- - -')).toEqual({ ok: false, error: { code: 'deal-syntax', text: 'N:- - -' } });
  });

  test('the first seat only as the first character: a letter before it is part of a hand', () => {
    expect(parseDeal('xN:KQT2.AT.J6542.85 - - -')).toEqual({
      ok: false,
      error: { code: 'deal-hand', seat: 'N', text: 'xN:KQT2.AT.J6542.85' },
    });
  });

  test('handSize counts every suit', () => {
    expect(handSize({ S: 'AK', H: 'Q', D: 'JT9', C: '8765' })).toBe(10);
  });
});
