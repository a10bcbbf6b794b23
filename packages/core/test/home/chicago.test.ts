/**
 * Chicago, four-deal bridge (docs/scoring.md#chicago). The examples are built from the
 * rules of docs/scoring.md#chicago (the ACBL form) and worked by hand in the comments;
 * two are published sample chukkers (Pavlicek's "How to keep score" and the
 * duplicate-style wheel of "Bridge for Dummies").
 */
import {
  applyChicago,
  CHICAGO_DEFAULTS,
  type ChicagoSettings,
  type ChicagoSheet,
  chicagoDeal,
  contractOf,
  correctChicago,
  endChukker,
  newChukker,
  nextChicagoDeal,
  RULE_SETS,
  type SheetDeal,
  undoChicago,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, deepFreeze, ok, points, sheetDealArb, sumOfEntries } from '../arbitraries.js';

function chukker(lines: readonly string[], settings: Partial<ChicagoSettings> = {}): ChicagoSheet {
  let sheet = ok(newChukker(RULE_SETS.chicago, { ...CHICAGO_DEFAULTS, ...settings }));
  for (const line of lines) sheet = ok(applyChicago(sheet, deal(line)));
  return sheet;
}

const codesOf = (sheet: ChicagoSheet, dealNumber: number) =>
  sheet.entries.filter((e) => e.deal === dealNumber).map((e) => e.item.code);

describe('the ACBL form', () => {
  it('deals N, E, S, W: none, dealer side, dealer side, both', () => {
    const schedule = [1, 2, 3, 4].map((d) => chicagoDeal(d, CHICAGO_DEFAULTS));
    expect(schedule).toEqual([
      { deal: 1, dealer: 'N', vulnerability: 'None' },
      { deal: 2, dealer: 'E', vulnerability: 'EW' },
      { deal: 3, dealer: 'S', vulnerability: 'NS' },
      { deal: 4, dealer: 'W', vulnerability: 'Both' },
    ]);
  });

  it("Pavlicek's sample chukker: We 1650, They 1070, We win by 580", () => {
    // Deal 1, none vul: We 3♠+1: 90 below, 30 above (no game).
    // Deal 2, They vul: They 3NT=: 100 below, 500 game; our 90 is wiped.
    // Deal 3, We vul: They 3♣X=: 120 below, 300 game (not vul), 50 insult.
    // Deal 4, both vul: We 6♥= with four trump honours: 180 below, 500 game, 750 slam, 100 honours.
    const sheet = chukker(['3S N +1', '3NT E =', '3CX W =', '6H S = honours 100 N']);
    expect(points(sheet, 'NS', 'below', 1)).toBe(90);
    expect(points(sheet, 'NS', 'above', 1)).toBe(30);
    expect(points(sheet, 'EW', 'above', 2)).toBe(500);
    expect(points(sheet, 'EW', 'above', 3)).toBe(350);
    expect(points(sheet, 'NS', 'above', 4)).toBe(1350);
    expect(sheet.totals).toEqual({ NS: 1650, EW: 1070 });
    expect(sheet.over).toBe(true);
    expect(nextChicagoDeal(sheet)).toBeNull();
  });

  it('part scores carry over: 60 + 60 is a game, with its premium on the deal that completes it', () => {
    // Deal 1: NS 2♠= 60. Deal 2 (EW vul, NS not): NS 2♥= 60 → 120, game: 300 not vulnerable.
    const sheet = chukker(['2S N =', '2H N =']);
    expect(sheet.entries.filter((e) => e.item.code === 'game')).toMatchObject([
      { deal: 2, side: 'NS', line: 'above', item: { points: 300, vulnerable: false } },
    ]);
    expect(sheet.games[0]).toEqual({ below: { NS: 120, EW: 0 }, winner: 'NS' });
    expect(sheet.totals).toEqual({ NS: 60 + 60 + 300, EW: 0 });
  });

  it('the premium of a game completed by carry-over follows the vulnerability on that deal', () => {
    // Deal 2 (dealer E): NS 2♠= 60. Deal 3 (dealer S, NS vul): NS 2♥= → 120, game: 500.
    const sheet = chukker(['pass', '1C E -1', '2S N =', '2H N =']);
    expect(sheet.entries.find((e) => e.item.code === 'game')).toMatchObject({
      deal: 4,
      item: { points: 500 },
    });
  });

  it('a game on one deal earns one premium, even with a part score carried', () => {
    // Deal 1: NS 2♠= 60. Deal 2: NS 4♠= 120 alone is a game: one 300, not two.
    const sheet = chukker(['2S N =', '4S N =']);
    expect(codesOf(sheet, 2)).toEqual(['trick-points', 'game']);
    expect(sheet.totals.NS).toBe(60 + 120 + 300);
  });

  it("a game wipes both sides' part scores", () => {
    // Deal 1: EW 2♦= 40. Deal 2 (NS not vul): NS 4♠= 120 + 300, game: EW's 40 is wiped.
    // Deal 3 (EW not vul): EW 3♣= 60: 60 in the new game (40 + 60 would have been game).
    // Deal 4 (both vul): EW 1NT= 40 → 100 with the 60: game by carry-over, 500; no deal-4 bonus.
    const sheet = chukker(['2D E =', '4S S =', '3C W =', '1NT W =']);
    expect(sheet.records.map((r) => r.game)).toEqual([null, 'NS', null, 'EW']);
    expect(codesOf(sheet, 4)).toEqual(['trick-points', 'game']);
    expect(sheet.totals).toEqual({ NS: 420, EW: 40 + 60 + 40 + 500 });
  });

  it('a part score on deal 4 that completes no game gets 100', () => {
    // EW 50 (2♥−1 NV), EW 1♠= 30 below, EW 100 (2♦−1 vul), then NS 2♥= 60 on deal 4 + 100.
    const sheet = chukker(['2H N -1', '1S E =', '2D N -1', '2H N =']);
    expect(sheet.entries.filter((e) => e.item.code === 'fourth-deal-part-score')).toMatchObject([
      { deal: 4, side: 'NS', line: 'above', item: { points: 100 } },
    ]);
    // EW's own part score of 30, carried to the end, earns nothing.
    expect(sheet.totals).toEqual({ NS: 160, EW: 180 });
  });

  it('no deal-4 bonus for a defeated contract', () => {
    const sheet = chukker(['pass', '1C N -1', '1C N -1', '1C N -1', '2H N -1']);
    expect(sheet.entries.some((e) => e.item.code === 'fourth-deal-part-score')).toBe(false);
    // Deal 4 both vul: 100 to EW.
    expect(points(sheet, 'EW', 'above', 5)).toBe(100);
  });

  it('a passed-out deal is dealt again by the same dealer and is not one of the four', () => {
    const sheet = chukker(['2S N =', 'pass', 'pass', '2H N =']);
    expect(sheet.records.map((r) => [r.chukkerDeal, r.dealer, r.vulnerability])).toEqual([
      [1, 'N', 'None'],
      [2, 'E', 'EW'],
      [2, 'E', 'EW'],
      [2, 'E', 'EW'],
    ]);
    expect(sheet.played).toBe(2);
    expect(sheet.records[1]?.score).toBeNull();
    expect(sheet.totals.NS).toBe(60 + 60 + 300);
    expect(nextChicagoDeal(sheet)).toEqual({ deal: 3, dealer: 'S', vulnerability: 'NS' });
  });

  it('the chukker is over after four deals; a fifth is refused', () => {
    const sheet = chukker(['1C N =', '1C N -1', 'pass', '1C N -1', '1C N -1']);
    expect(sheet.over).toBe(true);
    expect(sheet.played).toBe(4);
    expect(applyChicago(sheet, deal('1C N ='))).toEqual({ ok: false, error: { code: 'chukker-over' } });
    expect(endChukker(sheet)).toEqual({ ok: false, error: { code: 'chukker-over' } });
  });

  it('a chukker can be ended early: nothing is added, and no more deals', () => {
    const sheet = ok(endChukker(chukker(['2S N ='])));
    expect(sheet).toMatchObject({ over: true, endedEarly: true, totals: { NS: 60, EW: 0 } });
    expect(sheet.entries).toHaveLength(1);
    expect(applyChicago(sheet, deal('1C N ='))).toEqual({ ok: false, error: { code: 'chukker-over' } });
  });

  it('refuses a rule set of another form', () => {
    expect(newChukker(RULE_SETS.rubber)).toEqual({
      ok: false,
      error: { code: 'sheet-rules-form', rules: 'rubber', form: 'rubber', expected: 'chicago' },
    });
  });
});

describe('variant settings', () => {
  const schedule = (settings: Partial<ChicagoSettings>) =>
    [1, 2, 3, 4].map((d) => {
      const next = chicagoDeal(d, { ...CHICAGO_DEFAULTS, ...settings });
      return `${next.dealer}:${next.vulnerability}`;
    });

  it('vulnerability: fixed — deal 2 NS, deal 3 EW', () => {
    expect(schedule({ vulnerability: 'fixed' })).toEqual(['N:None', 'E:NS', 'S:EW', 'W:Both']);
    expect(schedule({ vulnerability: 'fixed', firstDealer: 'E' })).toEqual([
      'E:None',
      'S:NS',
      'W:EW',
      'N:Both',
    ]);
  });

  it("vulnerability: dealer-not-vulnerable — deals 2 and 3 the dealer's opponents", () => {
    expect(schedule({ vulnerability: 'dealer-not-vulnerable' })).toEqual([
      'N:None',
      'E:NS',
      'S:EW',
      'W:Both',
    ]);
    expect(schedule({ vulnerability: 'dealer-not-vulnerable', firstDealer: 'E' })).toEqual([
      'E:None',
      'S:EW',
      'W:NS',
      'N:Both',
    ]);
  });

  it('first dealer: the rotation starts from that seat', () => {
    expect(schedule({ firstDealer: 'E' })).toEqual(['E:None', 'S:NS', 'W:EW', 'N:Both']);
    expect(schedule({ firstDealer: 'W' })).toEqual(['W:None', 'N:NS', 'E:EW', 'S:Both']);
  });

  it('the vulnerability pattern decides the premium', () => {
    // Deal 1: 1♣−1 by East, 50 to NS. Deal 2: 3NT= by North, 100 below and the game premium:
    // ACBL (EW vul on deal 2) 300; fixed (NS vul on deal 2) 500.
    expect(chukker(['1C E -1', '3NT N =']).totals.NS).toBe(50 + 100 + 300);
    expect(chukker(['1C E -1', '3NT N ='], { vulnerability: 'fixed' }).totals.NS).toBe(50 + 100 + 500);
  });

  it('honours on (the default) count; off, a claim of honours is refused', () => {
    expect(chukker(['4S S = honours 100 N']).totals.NS).toBe(120 + 300 + 100);
    const off = ok(newChukker(RULE_SETS.chicago, { ...CHICAGO_DEFAULTS, honours: false }));
    expect(applyChicago(off, deal('4S S = honours 100 N'))).toEqual({
      ok: false,
      error: { code: 'honours-off' },
    });
    expect(ok(applyChicago(off, deal('4S S ='))).totals.NS).toBe(420);
  });

  it('duplicate-style: the "Bridge for Dummies" wheel, 1570 to 770', () => {
    // Deal 1 (none): We 2♥= 60 + 50 = 110. Deal 2 (They vul): They 3NT= 100 + 500 = 600.
    // Deal 3 (We vul): They 3♠+1 90 + 30 + 50 = 170. Deal 4 (both): We 6♠+1 180 + 30 + 500 + 750 = 1460.
    const sheet = chukker(['2H N =', '3NT E =', '3S W +1', '6S S +1'], { duplicateStyle: true });
    expect(sheet.totals).toEqual({ NS: 110 + 1460, EW: 600 + 170 });
  });

  it('duplicate-style: no carry-over, and no deal-4 bonus (the 50 replaces it)', () => {
    // 2♥= three times: 110 each, 180 below in all, but no game. Deal 3: 1♣−1 by East (not vul), 50 to NS.
    const sheet = chukker(['2H N =', '2H N =', '1C E -1', '2H N ='], { duplicateStyle: true });
    expect(sheet.records.map((r) => r.game)).toEqual([null, null, null, null]);
    expect(sheet.totals.NS).toBe(3 * 110 + 50);
    expect(sheet.games.map((g) => g.below.NS)).toEqual([60, 60, 60]);
    expect(sheet.entries.some((e) => e.item.code === 'fourth-deal-part-score')).toBe(false);
  });

  it('the deal-4 bonus is a setting', () => {
    // Three contracts of North's defeated (points to EW only), then 2♥= by North on deal 4.
    const lines = ['1C N -1', '1C N -1', '1C N -1', '2H N ='];
    expect(points(chukker(lines, { fourthDealPartScore: 50 }), 'NS', 'above')).toBe(50);
    expect(points(chukker(lines, { fourthDealPartScore: 0 }), 'NS', 'above')).toBe(0);
    expect(points(chukker(lines), 'NS', 'above')).toBe(100);
  });
});

describe('undo and correction', () => {
  it('undo takes back the last deal: the chukker is open again', () => {
    const lines = ['2S N =', '2H N =', '1C E -1', '2H S ='];
    const sheet = ok(undoChicago(chukker(lines)));
    expect(sheet).toEqual(chukker(lines.slice(0, 3)));
    expect(sheet.over).toBe(false);
  });

  it('undo reopens a chukker ended early; nothing to undo on an empty one', () => {
    const before = chukker(['2S N =']);
    expect(ok(undoChicago(ok(endChukker(before))))).toEqual(before);
    expect(undoChicago(chukker([]))).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
  });

  it('a correction recomputes the carry-over after it', () => {
    // Deal 1 was 2♠−1, not 2♠=: NS's 2♥= on deal 2 is then only 60, no game.
    const sheet = ok(correctChicago(chukker(['2S N =', '2H N =']), 1, deal('2S N -1')));
    expect(sheet).toEqual(chukker(['2S N -1', '2H N =']));
    expect(sheet.totals).toEqual({ NS: 60, EW: 50 });
  });

  it('correcting a passed-out deal into a played one, with four deals after it, is refused', () => {
    const sheet = chukker(['2S N =', 'pass', '3NT E =', '1C N =', '2H S =']);
    expect(correctChicago(sheet, 2, deal('1D N ='))).toEqual({
      ok: false,
      error: { code: 'correction-conflict', form: 'chicago', deal: 5 },
    });
  });
});

describe('properties', () => {
  const settingsArb = fc.record({
    vulnerability: fc.constantFrom('acbl' as const, 'fixed' as const, 'dealer-not-vulnerable' as const),
    honours: fc.constant(true),
    duplicateStyle: fc.boolean(),
    fourthDealPartScore: fc.constantFrom(0, 50, 100),
    firstDealer: fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const),
  });
  const deals = fc.array(sheetDealArb(), { maxLength: 12 });

  function fold(settings: ChicagoSettings, list: readonly SheetDeal[]): ChicagoSheet[] {
    const sheets = [ok(newChukker(RULE_SETS.chicago, settings))];
    for (const d of list) {
      const next = applyChicago(sheets.at(-1) as ChicagoSheet, d);
      if (next.ok) sheets.push(next.value);
      else expect(next.error.code).toBe('chukker-over');
    }
    return sheets;
  }

  it('totals always equal the sum of the sheet entries', () => {
    fc.assert(
      fc.property(settingsArb, deals, (settings, list) => {
        for (const sheet of fold(settings, list)) expect(sheet.totals).toEqual(sumOfEntries(sheet));
      }),
    );
  });

  it('four deals at most, a game premium exactly on the deals that make game, deal-4 bonus only on deal 4', () => {
    fc.assert(
      fc.property(settingsArb, deals, (settings, list) => {
        const sheet = fold(settings, list).at(-1) as ChicagoSheet;
        expect(sheet.played).toBeLessThanOrEqual(4);
        expect(sheet.over).toBe(sheet.played === 4);
        for (const record of sheet.records) {
          const codes = sheet.entries.filter((e) => e.deal === record.number).map((e) => e.item.code);
          expect(codes.filter((c) => c === 'game')).toHaveLength(record.game === null ? 0 : 1);
          const bonus = codes.filter((c) => c === 'fourth-deal-part-score').length;
          expect(bonus).toBeLessThanOrEqual(record.chukkerDeal === 4 && record.game === null ? 1 : 0);
        }
      }),
    );
  });

  it('never changes its inputs', () => {
    fc.assert(
      fc.property(settingsArb, deals, sheetDealArb(), (settings, list, extra) => {
        const sheet = deepFreeze(fold(settings, list).at(-1) as ChicagoSheet);
        const before = JSON.stringify(sheet);
        applyChicago(sheet, deepFreeze(extra));
        undoChicago(sheet);
        endChukker(sheet);
        if (sheet.records.length > 0) correctChicago(sheet, 1, extra);
        expect(JSON.stringify(sheet)).toBe(before);
      }),
    );
  });
});

describe('what a deal writes on the sheet', () => {
  it('a deal the rules refuse leaves the chukker as it was', () => {
    const sheet = chukker(['2S N =']);
    const fourteen: SheetDeal = { contract: contractOf(4, 'S'), declarer: 'N', tricks: 14 };
    expect(applyChicago(sheet, fourteen)).toEqual({ ok: false, error: { code: 'tricks-range', tricks: 14 } });
    const nobody = { contract: contractOf(4, 'S'), declarer: 'X', tricks: 10 } as unknown as SheetDeal;
    expect(applyChicago(sheet, nobody)).toEqual({
      ok: false,
      error: { code: 'declarer-unknown', text: 'X' },
    });
  });

  it("the game completed by carry-over: the declarer's, above the line, in the game it completes", () => {
    // Deal 1 (none): NS 2♠= 60. Deal 2 (EW vul, NS not): NS 2♥= 60 → 120: 300 not vulnerable.
    const sheet = chukker(['2S N =', '2H N =']);
    expect(sheet.entries.filter((e) => e.item.code === 'game')).toEqual([
      {
        deal: 2,
        side: 'NS',
        line: 'above',
        game: 1,
        item: { code: 'game', points: 300, to: 'declarer', line: 'above', vulnerable: false },
      },
    ]);
    expect(sheet.games).toEqual([
      { below: { NS: 120, EW: 0 }, winner: 'NS' },
      { below: { NS: 0, EW: 0 }, winner: null },
    ]);
  });

  it("the deal-4 bonus: the declarer's side, above the line, in the game in progress", () => {
    const sheet = chukker(['1C N -1', '1C N -1', '1C N -1', '2H N =']);
    expect(sheet.entries.at(-1)).toEqual({
      deal: 4,
      side: 'NS',
      line: 'above',
      game: 1,
      item: { code: 'fourth-deal-part-score', points: 100 },
    });
  });

  it('no deal-4 bonus with the bonus set to 0, nor for a game made on deal 4', () => {
    const lines = ['1C N -1', '1C N -1', '1C N -1', '2H N ='];
    const none = chukker(lines, { fourthDealPartScore: 0 });
    expect(none.entries.some((e) => e.item.code === 'fourth-deal-part-score')).toBe(false);
    expect(none.totals).toEqual({ NS: 60, EW: 50 + 50 + 100 });
    const game = chukker(['1C N -1', '1C N -1', '1C N -1', '4H N =']);
    expect(game.entries.some((e) => e.item.code === 'fourth-deal-part-score')).toBe(false);
  });

  it('after the fourth deal no new game is opened, even after a game', () => {
    const sheet = chukker(['1C N -1', '1C N -1', '1C N -1', '4H N =']);
    expect(sheet.over).toBe(true);
    expect(sheet.games).toHaveLength(1);
    expect(nextChicagoDeal(sheet)).toBeNull();
  });

  it('duplicate-style: each scoring deal closes its run of part scores; a defeated one does not', () => {
    const sheet = chukker(['2H N =', '1C E -1', '2H N ='], { duplicateStyle: true });
    expect(sheet.games.map((g) => g.below.NS)).toEqual([60, 60, 0]);
  });

  it('duplicate-style under a rule set with its own part-score premium keeps that premium', () => {
    const rules = { ...RULE_SETS.chicago, name: 'house', partScorePremium: 70 };
    let sheet = ok(newChukker(rules, { ...CHICAGO_DEFAULTS, duplicateStyle: true }));
    sheet = ok(applyChicago(sheet, deal('2H N =')));
    expect(sheet.totals.NS).toBe(60 + 70);
  });
});

describe('the sheet from its first deal', () => {
  it('an empty chukker has one game in progress, and the first deal is written in game 1', () => {
    const empty = ok(newChukker());
    expect(empty.games).toEqual([{ below: { NS: 0, EW: 0 }, winner: null }]);
    const sheet = chukker(['2H N =']);
    expect(sheet.entries.map((e) => e.game)).toEqual([1]);
    expect(sheet.games).toEqual([{ below: { NS: 60, EW: 0 }, winner: null }]);
  });

  it('a rule set with no game premium writes none for a game completed by carry-over', () => {
    // A house Chicago with no game premium: 2♠= 60 then 2♥= 60 is a game (120), with no premium.
    const rules = { ...RULE_SETS.chicago, name: 'no-premium', gamePremium: null };
    let sheet = ok(newChukker(rules, CHICAGO_DEFAULTS));
    sheet = ok(applyChicago(sheet, deal('2S N =')));
    sheet = ok(applyChicago(sheet, deal('2H N =')));
    expect(sheet.records.map((r) => r.game)).toEqual([null, 'NS']);
    expect(sheet.entries.map((e) => e.item.code)).toEqual(['trick-points', 'trick-points']);
    expect(sheet.totals).toEqual({ NS: 120, EW: 0 });
  });
});
