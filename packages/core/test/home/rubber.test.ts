/**
 * Rubber bridge sheet (docs/scoring.md#rubber). Expected values are worked by hand from the
 * tables of docs/scoring.md#deal to #rubber in the comments beside them.
 */
import {
  applyRubber,
  correctRubber,
  endRubber,
  newRubber,
  RULE_SETS,
  type RubberSheet,
  type RuleSet,
  rubberVulnerability,
  ruleSetByName,
  type SheetDeal,
  undoRubber,
} from '@bridge-score/core';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { deal, deepFreeze, ok, playedDeal, points, sheetDealArb, sumOfEntries } from '../arbitraries.js';

function rubber(lines: readonly string[], rules: RuleSet = RULE_SETS.rubber): RubberSheet {
  let sheet = ok(newRubber(rules));
  for (const line of lines) sheet = ok(applyRubber(sheet, deal(line)));
  return sheet;
}

describe('the worked example of docs/scoring.md#rubber', () => {
  // EW 7NT= (220 below, 1000 above), NS 4♠+1 (120 below, 30 above), NS 3NT+1 (100 below, 30 above),
  // +500 rubber to NS: NS 780, EW 1220.
  let sheet: RubberSheet;
  beforeEach(() => {
    sheet = rubber(['7NT W =', '4S S +1', '3NT N +1']);
  });

  it('writes each figure on its side and line', () => {
    expect(points(sheet, 'EW', 'below', 1)).toBe(220);
    expect(points(sheet, 'EW', 'above', 1)).toBe(1000);
    expect(points(sheet, 'NS', 'below', 2)).toBe(120);
    expect(points(sheet, 'NS', 'above', 2)).toBe(30);
    expect(points(sheet, 'NS', 'below', 3)).toBe(100);
    expect(points(sheet, 'NS', 'above', 3)).toBe(30 + 500);
  });

  it('ends the rubber two games to one with the 500 bonus', () => {
    expect(sheet.over).toBe(true);
    expect(sheet.winner).toBe('NS');
    expect(sheet.gamesWon).toEqual({ NS: 2, EW: 1 });
    const bonus = sheet.entries.filter((e) => e.item.code === 'rubber-bonus');
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({
      side: 'NS',
      line: 'above',
      deal: 3,
      item: { points: 500, gamesLost: 1 },
    });
  });

  it('totals NS 780, EW 1220: the side that lost the rubber wins the total', () => {
    expect(sheet.totals).toEqual({ NS: 780, EW: 1220 });
  });

  it('keeps each game below the line apart', () => {
    expect(sheet.games).toEqual([
      { below: { NS: 0, EW: 220 }, winner: 'EW' },
      { below: { NS: 120, EW: 0 }, winner: 'NS' },
      { below: { NS: 100, EW: 0 }, winner: 'NS' },
    ]);
  });

  it('makes a side vulnerable once it has a game', () => {
    expect(sheet.records.map((r) => r.vulnerability)).toEqual(['None', 'EW', 'Both']);
  });
});

describe('winning the rubber', () => {
  it('two games to none earns 700', () => {
    // 4♠= 120 below (game), then vulnerable 3NT= 100 below (game): rubber 700.
    const sheet = rubber(['4S S =', '3NT N =']);
    expect(sheet.records[1]?.vulnerability).toBe('NS');
    expect(sheet.winner).toBe('NS');
    expect(sheet.gamesWon).toEqual({ NS: 2, EW: 0 });
    expect(sheet.totals).toEqual({ NS: 120 + 100 + 700, EW: 0 });
  });

  it('two games to one earns 500, for either side', () => {
    // EW 4♥= (120), NS 5♣= (100), EW vulnerable 3NT+2 (100 below, 60 above) + 500.
    const sheet = rubber(['4H E =', '5C N =', '3NT W +2']);
    expect(sheet.winner).toBe('EW');
    expect(sheet.totals).toEqual({ NS: 100, EW: 120 + 100 + 60 + 500 });
  });

  it('refuses deals after the rubber is over', () => {
    const sheet = rubber(['4S S =', '3NT N =']);
    expect(applyRubber(sheet, deal('1C N ='))).toEqual({ ok: false, error: { code: 'rubber-over' } });
    expect(endRubber(sheet)).toEqual({ ok: false, error: { code: 'rubber-over' } });
  });

  it('gives no part-score or game premium on the deal itself', () => {
    const sheet = rubber(['2H N =', '4S S =']);
    expect(sheet.entries.map((e) => e.item.code)).toEqual(['trick-points', 'trick-points']);
  });
});

describe('honours', () => {
  it('score for the defenders who hold them, made or not', () => {
    // 4♠−1 not vulnerable: 50 to EW; EW held four trump honours: 100 more.
    const sheet = rubber(['4S S -1 honours 100 EW']);
    expect(sheet.totals).toEqual({ NS: 0, EW: 150 });
    expect(sheet.entries.find((e) => e.item.code === 'honours')).toMatchObject({ side: 'EW', line: 'above' });
  });

  it('score for declarer even when the contract fails', () => {
    // 4♥−2 not vulnerable: 100 to EW; North held all five trump honours: 150 to NS.
    const sheet = rubber(['4H N -2 honours 150 N']);
    expect(sheet.totals).toEqual({ NS: 150, EW: 100 });
  });

  it('four aces at notrump, held by a defender', () => {
    // 3NT= 100 below (game) to NS; East held the four aces: 150 above to EW.
    const sheet = rubber(['3NT N = honours 150 E']);
    expect(points(sheet, 'NS', 'below')).toBe(100);
    expect(points(sheet, 'EW', 'above')).toBe(150);
  });

  it('are refused when they do not fit the strain', () => {
    const sheet = ok(newRubber());
    const fourTrumpsAtNotrump: SheetDeal = {
      ...playedDeal('3NT N ='),
      honours: { kind: 'four-trumps', holder: 'NS' },
    };
    expect(applyRubber(sheet, fourTrumpsAtNotrump)).toMatchObject({
      ok: false,
      error: { code: 'honours-strain' },
    });
  });
});

describe('games below the line', () => {
  it('a game can be made by part scores across deals', () => {
    // 2♥= 60, then 2♣= 40: 100 below, game to NS on the second deal.
    const sheet = rubber(['2H N =', '2C S =']);
    expect(sheet.games[0]).toEqual({ below: { NS: 100, EW: 0 }, winner: 'NS' });
    expect(sheet.records.map((r) => r.game)).toEqual([null, 'NS']);
    expect(sheet.gamesWon).toEqual({ NS: 1, EW: 0 });
    expect(rubberVulnerability(sheet)).toBe('NS');
  });

  it("a game wipes the opponents' part score toward the next game, not from the total", () => {
    // NS 2♥= 60; EW 4♠= 120, game; NS 2♦= 40: 60 + 40 would be game, but the 60 no longer counts.
    const sheet = rubber(['2H N =', '4S E =', '2D N =']);
    expect(sheet.gamesWon).toEqual({ NS: 0, EW: 1 });
    expect(sheet.games[1]).toEqual({ below: { NS: 40, EW: 0 }, winner: null });
    expect(sheet.totals).toEqual({ NS: 100, EW: 120 });
    // 40 + 60 more in the new game makes it.
    const next = ok(applyRubber(sheet, deal('2H S =')));
    expect(next.gamesWon).toEqual({ NS: 1, EW: 1 });
  });

  it('a passed-out deal is recorded and scores nothing', () => {
    const sheet = rubber(['2H N =', 'pass']);
    expect(sheet.records).toHaveLength(2);
    expect(sheet.records[1]).toMatchObject({
      number: 2,
      score: null,
      game: null,
      deal: { contract: 'pass' },
    });
    expect(sheet.entries).toHaveLength(1);
    expect(sheet.totals).toEqual({ NS: 60, EW: 0 });
  });
});

describe('an unfinished rubber', () => {
  it('gives 300 for the only game and 100 for a part score in the unfinished game', () => {
    // NS 4♠= game (120); EW 2♥= 60 in the second game. Ended: NS +300, EW +100.
    const sheet = ok(endRubber(rubber(['4S S =', '2H E ='])));
    expect(sheet.over).toBe(true);
    expect(sheet.endedEarly).toBe(true);
    expect(sheet.winner).toBeNull();
    expect(
      sheet.entries.filter((e) => e.deal === null).map((e) => [e.side, e.item.code, e.item.points]),
    ).toEqual([
      ['NS', 'unfinished-game', 300],
      ['EW', 'unfinished-part-score', 100],
    ]);
    expect(sheet.totals).toEqual({ NS: 420, EW: 160 });
  });

  it('gives 50 for the part score under the 1943 code', () => {
    const sheet = ok(endRubber(rubber(['4S S =', '2H E ='], RULE_SETS['rubber-1943'])));
    expect(sheet.totals).toEqual({ NS: 120 + 300, EW: 60 + 50 });
  });

  it('gives nothing for games when each side has one; each part score gets its 100', () => {
    // 1–1 in games; NS 60 and EW 40 in the third game.
    const sheet = ok(endRubber(rubber(['4S S =', '4S E =', '2H N =', '2D W ='])));
    expect(sheet.entries.filter((e) => e.deal === null).map((e) => [e.side, e.item.code])).toEqual([
      ['NS', 'unfinished-part-score'],
      ['EW', 'unfinished-part-score'],
    ]);
  });

  it('a part score from a finished game earns nothing', () => {
    // EW 60 in game 1, NS game: the 60 is in a finished game.
    const sheet = ok(endRubber(rubber(['2H E =', '4S S ='])));
    expect(sheet.entries.filter((e) => e.deal === null).map((e) => [e.side, e.item.points])).toEqual([
      ['NS', 300],
    ]);
  });

  it('refuses deals once ended', () => {
    const sheet = ok(endRubber(rubber(['2H N ='])));
    expect(applyRubber(sheet, deal('1C N ='))).toEqual({ ok: false, error: { code: 'rubber-over' } });
  });
});

describe('historical codes', () => {
  it('rubber@1935 uses the 1935 undertricks: 4th doubled NV undertrick 200, not 300', () => {
    const rules = ok(ruleSetByName('rubber@1935'));
    expect(rules.name).toBe('rubber-1935');
    // 1935: 100 + 200 + 200 + 200 = 700; current: 100 + 200 + 200 + 300 = 800.
    expect(rubber(['4SX S -4'], rules).totals.EW).toBe(700);
    expect(rubber(['4SX S -4']).totals.EW).toBe(800);
  });

  it('rubber@1935 has no insult; 1943 gives 50 for doubled and redoubled; current 50 / 100', () => {
    const r1935 = ok(ruleSetByName('rubber@1935'));
    const r1943 = ok(ruleSetByName('rubber@1950'));
    // 2♠X= is 120 below (a game) in every code; only the insult above differs.
    expect(rubber(['2SX S ='], r1935).totals.NS).toBe(120);
    expect(rubber(['2SX S ='], r1943).totals.NS).toBe(170);
    expect(rubber(['2SX S =']).totals.NS).toBe(170);
    // 1♠XX= is 120 below.
    expect(rubber(['1SXX S ='], r1943).totals.NS).toBe(170);
    expect(rubber(['1SXX S =']).totals.NS).toBe(220);
  });

  it('rubber-1932: notrump tricks 30, 40, 30 …; vulnerable undertricks 100, 150, 200 …', () => {
    const r1932 = RULE_SETS['rubber-1932'];
    expect(rubber(['1NT N ='], r1932).totals.NS).toBe(30);
    // NS vulnerable after 4♠=; 4♥−3 vulnerable undoubled: 100 + 150 + 200 = 450.
    expect(rubber(['4S S =', '4H N -3'], r1932).totals.EW).toBe(450);
    expect(rubber(['4S S =', '4H N -3']).totals.EW).toBe(300);
  });
});

describe('rule sets a rubber refuses', () => {
  it('a rule set of another form', () => {
    expect(newRubber(RULE_SETS.duplicate)).toEqual({
      ok: false,
      error: { code: 'sheet-rules-form', rules: 'duplicate', form: 'duplicate', expected: 'rubber' },
    });
    expect(newRubber(RULE_SETS.chicago)).toMatchObject({ ok: false, error: { code: 'sheet-rules-form' } });
  });

  it('a rubber rule set without rubber values', () => {
    const house: RuleSet = { ...RULE_SETS.rubber, name: 'no-bonus', rubber: null };
    expect(newRubber(house)).toEqual({
      ok: false,
      error: { code: 'rubber-values-missing', rules: 'no-bonus' },
    });
  });
});

describe('undo and correction', () => {
  const lines = ['7NT W =', '4S S +1', '3NT N +1'];

  it('undo takes back the last deal, recomputing the sheet', () => {
    expect(ok(undoRubber(rubber(lines)))).toEqual(rubber(lines.slice(0, 2)));
    expect(ok(undoRubber(rubber(lines.slice(0, 1))))).toEqual(rubber([]));
  });

  it('undo reopens a rubber that was ended', () => {
    const before = rubber(['4S S =', '2H E =']);
    expect(ok(undoRubber(ok(endRubber(before))))).toEqual(before);
  });

  it('there is nothing to undo on an empty sheet', () => {
    expect(undoRubber(rubber([]))).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
  });

  it('a correction recomputes everything after it', () => {
    // Deal 2 was really 4♠−1 (NS not vulnerable): 50 to EW. Then 3NT+1 is NS's first game, 1–1.
    const sheet = ok(correctRubber(rubber(lines), 2, deal('4S S -1')));
    expect(sheet.over).toBe(false);
    expect(sheet.gamesWon).toEqual({ NS: 1, EW: 1 });
    expect(sheet.records[2]?.vulnerability).toBe('EW');
    expect(sheet.totals).toEqual({ NS: 130, EW: 1270 });
    expect(sheet).toEqual(rubber(['7NT W =', '4S S -1', '3NT N +1']));
  });

  it('a correction that would end the rubber before a later deal is refused', () => {
    // NS game, NS 60, EW down, NS 40 = second game. If deal 2 was 4♥= the rubber ends at deal 2.
    const sheet = rubber(['4S S =', '2H N =', '2S E -1', '2D N =']);
    expect(sheet.over).toBe(true);
    expect(correctRubber(sheet, 2, deal('4H N ='))).toEqual({
      ok: false,
      error: { code: 'correction-conflict', form: 'rubber', deal: 3 },
    });
  });

  it('a correction names a deal that exists, and must itself be valid', () => {
    const sheet = rubber(lines);
    expect(correctRubber(sheet, 4, deal('pass'))).toEqual({
      ok: false,
      error: { code: 'deal-index', deal: 4, count: 3 },
    });
    expect(correctRubber(sheet, 0, deal('pass'))).toMatchObject({ ok: false, error: { code: 'deal-index' } });
    const bad: SheetDeal = { ...playedDeal('3NT N ='), honours: { kind: 'five-trumps', holder: 'NS' } };
    expect(correctRubber(sheet, 3, bad)).toMatchObject({ ok: false, error: { code: 'honours-strain' } });
  });

  it('a correction keeps a rubber ended early ended', () => {
    const ended = ok(endRubber(rubber(['4S S =', '2H E ='])));
    const fixed = ok(correctRubber(ended, 2, deal('2H E +1')));
    expect(fixed.endedEarly).toBe(true);
    expect(fixed.totals).toEqual({ NS: 420, EW: 60 + 30 + 100 });
  });
});

describe('properties', () => {
  const deals = fc.array(sheetDealArb(), { maxLength: 30 });

  /** Folds deals, skipping those refused because the rubber is over. */
  function fold(list: readonly SheetDeal[]): RubberSheet[] {
    const sheets = [ok(newRubber())];
    for (const d of list) {
      const last = sheets.at(-1) as RubberSheet;
      const next = applyRubber(last, d);
      if (next.ok) sheets.push(next.value);
      else expect(next.error.code).toBe('rubber-over');
    }
    return sheets;
  }

  it('totals always equal the sum of the sheet entries', () => {
    fc.assert(
      fc.property(deals, (list) => {
        for (const sheet of fold(list)) expect(sheet.totals).toEqual(sumOfEntries(sheet));
      }),
    );
  });

  it('below the line, each game holds exactly the trick points written in it', () => {
    fc.assert(
      fc.property(deals, (list) => {
        const sheet = fold(list).at(-1) as RubberSheet;
        sheet.games.forEach((game, g) => {
          for (const side of ['NS', 'EW'] as const) {
            const written = sheet.entries
              .filter((e) => e.line === 'below' && e.game === g + 1 && e.side === side)
              .reduce((s, e) => s + e.item.points, 0);
            expect(game.below[side]).toBe(written);
          }
        });
      }),
    );
  });

  it('a finished rubber has exactly one side with two games, and one rubber bonus', () => {
    fc.assert(
      fc.property(deals, (list) => {
        const sheet = fold(list).at(-1) as RubberSheet;
        if (!sheet.over) {
          expect(Math.max(sheet.gamesWon.NS, sheet.gamesWon.EW)).toBeLessThan(2);
          return;
        }
        const twoGames = (['NS', 'EW'] as const).filter((s) => sheet.gamesWon[s] === 2);
        expect(twoGames).toEqual([sheet.winner]);
        const loser = sheet.winner === 'NS' ? 'EW' : 'NS';
        expect(sheet.gamesWon[loser]).toBeLessThan(2);
        const bonuses = sheet.entries.filter((e) => e.item.code === 'rubber-bonus');
        expect(bonuses).toHaveLength(1);
        expect(bonuses[0]?.item.points).toBe(sheet.gamesWon[loser] === 0 ? 700 : 500);
      }),
    );
  });

  it('never changes its inputs', () => {
    fc.assert(
      fc.property(deals, sheetDealArb(), (list, extra) => {
        const sheet = deepFreeze(fold(list).at(-1) as RubberSheet);
        const before = JSON.stringify(sheet);
        applyRubber(sheet, deepFreeze(extra));
        undoRubber(sheet);
        endRubber(sheet);
        if (sheet.records.length > 0) correctRubber(sheet, 1, extra);
        expect(JSON.stringify(sheet)).toBe(before);
      }),
    );
  });

  it('undo after a deal gives the sheet back; correcting a deal to itself changes nothing', () => {
    fc.assert(
      fc.property(deals, sheetDealArb(), (list, extra) => {
        const sheet = fold(list).at(-1) as RubberSheet;
        const next = applyRubber(sheet, extra);
        if (next.ok) expect(ok(undoRubber(next.value))).toEqual(sheet);
        for (const record of sheet.records) {
          expect(ok(correctRubber(sheet, record.number, record.deal))).toEqual(sheet);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('ending a rubber: every case', () => {
  it('neither side has a game: only the part scores of the unfinished game, above the line', () => {
    // NS 2♥= (60 below), EW 1NT= (40 below), both in game 1. Ended: NS +100, EW +100.
    const sheet = ok(endRubber(rubber(['2H N =', '1NT W ='])));
    expect(sheet.entries.filter((e) => e.deal === null)).toEqual([
      {
        deal: null,
        side: 'NS',
        line: 'above',
        game: 1,
        item: { code: 'unfinished-part-score', points: 100 },
      },
      {
        deal: null,
        side: 'EW',
        line: 'above',
        game: 1,
        item: { code: 'unfinished-part-score', points: 100 },
      },
    ]);
    expect(sheet.totals).toEqual({ NS: 160, EW: 140 });
  });

  it('the settlement is written in the game in progress, above the line', () => {
    // NS game in game 1 (4♠= 120), EW 2♥= 60 in game 2.
    const sheet = ok(endRubber(rubber(['4S S =', '2H E ='])));
    expect(sheet.entries.filter((e) => e.deal === null)).toEqual([
      { deal: null, side: 'NS', line: 'above', game: 2, item: { code: 'unfinished-game', points: 300 } },
      {
        deal: null,
        side: 'EW',
        line: 'above',
        game: 2,
        item: { code: 'unfinished-part-score', points: 100 },
      },
    ]);
  });

  it('EW with the only game get the 300', () => {
    const sheet = ok(endRubber(rubber(['3NT E =', '1C S ='])));
    expect(
      sheet.entries.filter((e) => e.deal === null).map((e) => [e.side, e.item.code, e.item.points]),
    ).toEqual([
      ['EW', 'unfinished-game', 300],
      ['NS', 'unfinished-part-score', 100],
    ]);
  });

  it('an empty rubber ends with nothing written', () => {
    const sheet = ok(endRubber(ok(newRubber())));
    expect(sheet.entries).toEqual([]);
    expect(sheet.totals).toEqual({ NS: 0, EW: 0 });
    expect(sheet.over).toBe(true);
    expect(sheet.endedEarly).toBe(true);
  });

  it('a code that gives nothing for an unfinished rubber writes nothing', () => {
    const values = RULE_SETS.rubber.rubber;
    if (values === null) throw new Error('the rubber rule set has rubber values');
    const house: RuleSet = {
      ...RULE_SETS.rubber,
      name: 'no-settlement',
      rubber: { ...values, unfinishedGame: 0, unfinishedPartScore: 0 },
    };
    const sheet = ok(endRubber(rubber(['4S S =', '2H E ='], house)));
    expect(sheet.entries.filter((e) => e.deal === null)).toEqual([]);
    expect(sheet.totals).toEqual({ NS: 120, EW: 60 });
  });
});

describe('vulnerability and passed-out deals', () => {
  it('a side with a game is vulnerable; both when both have one', () => {
    expect(rubberVulnerability(rubber([]))).toBe('None');
    expect(rubberVulnerability(rubber(['4S S =']))).toBe('NS');
    expect(rubberVulnerability(rubber(['4S E =']))).toBe('EW');
    expect(rubberVulnerability(rubber(['4S E =', '4S N =']))).toBe('Both');
  });

  it('a passed-out deal is recorded with the vulnerability, and scores nothing', () => {
    const sheet = rubber(['4S S =', 'Pass']);
    expect(sheet.records[1]).toEqual({
      number: 2,
      deal: deal('Pass'),
      vulnerability: 'NS',
      score: null,
      game: null,
    });
    expect(sheet.entries).toHaveLength(1);
    expect(sheet.games).toHaveLength(2);
  });

  it('the rubber bonus is written above the line in the deciding game, naming the games lost', () => {
    const sheet = rubber(['4H E =', '5C N =', '3NT W +2']);
    expect(sheet.entries.at(-1)).toEqual({
      deal: 3,
      side: 'EW',
      line: 'above',
      game: 3,
      item: { code: 'rubber-bonus', points: 500, gamesLost: 1 },
    });
    expect(sheet.games).toHaveLength(3);
    expect(sheet.records.map((r) => r.game)).toEqual(['EW', 'NS', 'EW']);
  });
});

describe('a sheet not made by newRubber', () => {
  it('a rubber won under rules that lost their rubber values stops with a message naming them', () => {
    // NS have a game; a second under a rule set with no rubber values has no bonus to write.
    const sheet = rubber(['4S S =']);
    const broken: RubberSheet = { ...sheet, rules: { ...RULE_SETS.rubber, name: 'no-values', rubber: null } };
    expect(() => applyRubber(broken, deal('3NT N ='))).toThrow('rule set no-values has no rubber values');
    expect(() => endRubber(broken)).toThrow('rule set no-values has no rubber values');
  });
});
