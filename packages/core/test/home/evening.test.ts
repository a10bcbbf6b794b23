/**
 * An evening of rubbers or chukkers: totals over the sheets, settlement in
 * hundreds, undo and correction across sheets.
 */
import {
  applySheetLine,
  CHICAGO_DEFAULTS,
  correctDeal,
  currentSheet,
  type Evening,
  endSheet,
  eveningSettlement,
  eveningTotals,
  newChukker,
  newRubber,
  newSheet,
  parseSheetLine,
  RULE_SETS,
  type RubberSheet,
  settle,
  sheetSettlement,
  startEvening,
  undoLast,
} from '@bridge-score/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { deal, ok } from '../arbitraries.js';

/** Plays lines of the sheet notation from an empty rubber (or chukker) evening. */
function play(lines: readonly string[], form: 'rubber' | 'chicago' = 'rubber'): Evening {
  let evening = startEvening(
    form === 'rubber' ? ok(newRubber()) : ok(newChukker(RULE_SETS.chicago, CHICAGO_DEFAULTS)),
  );
  for (const line of lines) evening = ok(applySheetLine(evening, ok(parseSheetLine(line))));
  return evening;
}

const WORKED = ['7NT W =', '4S S +1', '3NT N +1']; // docs/scoring.md#rubber: NS 780, EW 1220
const PAVLICEK = ['3S N +1', '3NT E =', '3CX W =', '6H S = honours 100 N']; // NS 1650, EW 1070

describe('settlement', () => {
  it.each([
    [0, 'half-down', null, 0],
    [49, 'half-down', null, 0],
    [50, 'half-down', null, 0],
    [50, 'half-up', 'NS', 1],
    [51, 'half-down', 'NS', 1],
    [149, 'half-down', 'NS', 1],
    [150, 'half-down', 'NS', 1],
    [150, 'half-up', 'NS', 2],
    [440, 'half-down', 'NS', 4],
    [450, 'half-down', 'NS', 4],
    [450, 'half-up', 'NS', 5],
    [580, 'half-down', 'NS', 6],
    [1250, 'half-down', 'NS', 12],
  ] as const)('a margin of %i, %s: %s +%i', (points, rounding, winner, hundreds) => {
    expect(settle({ leader: points === 0 ? null : 'NS', points }, rounding)).toEqual({ winner, hundreds });
  });

  it('the default is the common rule: 50 rounds down', () => {
    expect(settle({ leader: 'EW', points: 750 })).toEqual({ winner: 'EW', hundreds: 7 });
  });

  it('a sheet is settled once it is over', () => {
    expect(sheetSettlement(currentSheet(play(WORKED)))).toEqual({ winner: 'EW', hundreds: 4 });
    expect(sheetSettlement(currentSheet(play(WORKED.slice(0, 2))))).toBeNull();
    // Pavlicek: "We win the round by 580 points, … rounded off to the nearest hundred … +6".
    expect(sheetSettlement(currentSheet(play(PAVLICEK, 'chicago')))).toEqual({ winner: 'NS', hundreds: 6 });
  });
});

describe('an evening of rubbers', () => {
  let evening: ReturnType<typeof play>;
  beforeEach(() => {
    evening = play([...WORKED, 'new', ...WORKED, 'new', '2H N =']);
  });

  it('keeps every sheet, the last one in play', () => {
    expect(evening.sheets).toHaveLength(3);
    expect(evening.sheets.map((s) => s.over)).toEqual([true, true, false]);
    expect(currentSheet(evening).records).toHaveLength(1);
  });

  it('totals each side over all the sheets', () => {
    expect(eveningTotals(evening)).toEqual({ NS: 780 + 780 + 60, EW: 1220 + 1220 });
  });

  it('settles each finished rubber on its own and adds them up', () => {
    // Each rubber: EW by 440 → 4. Two rubbers: EW 8 (the 880 together would have made 9).
    expect(eveningSettlement(evening)).toEqual({ winner: 'EW', hundreds: 8 });
  });

  it('a new rubber waits until the one in play is over', () => {
    expect(newSheet(play(['2H N =']))).toEqual({
      ok: false,
      error: { code: 'sheet-not-over', form: 'rubber' },
    });
    const ended = ok(endSheet(play(['2H N ='])));
    const next = ok(newSheet(ended));
    expect(next.sheets).toHaveLength(2);
    expect(currentSheet(next).rules).toBe(RULE_SETS.rubber);
    // The ended rubber: NS +100 for the part score. Settled 160 → 2.
    expect(eveningSettlement(next)).toEqual({ winner: 'NS', hundreds: 2 });
  });

  it('a new rubber keeps the rule set', () => {
    let e = startEvening(ok(newRubber(RULE_SETS['rubber-1943'])));
    e = ok(endSheet(e));
    e = ok(newSheet(e));
    expect(currentSheet(e).rules.name).toBe('rubber-1943');
  });
});

describe('an evening of chukkers', () => {
  it('a new chukker continues the session totals, with the same settings, dealing from the start', () => {
    const evening = play([...PAVLICEK, 'new', ...PAVLICEK], 'chicago');
    expect(eveningTotals(evening)).toEqual({ NS: 3300, EW: 2140 });
    expect(eveningSettlement(evening)).toEqual({ winner: 'NS', hundreds: 12 });
    const second = currentSheet(evening);
    expect(second.form === 'chicago' && second.records.map((r) => r.dealer)).toEqual(['N', 'E', 'S', 'W']);
  });

  it('deals after the fourth are refused until new', () => {
    expect(applySheetLine(play(PAVLICEK, 'chicago'), ok(parseSheetLine('1C N =')))).toEqual({
      ok: false,
      error: { code: 'chukker-over' },
    });
  });
});

describe('undo across sheets', () => {
  it('takes back the start of an empty sheet, then the deals of the one before', () => {
    const evening = play([...WORKED, 'new']);
    const back = ok(undoLast(evening));
    expect(back).toEqual(play(WORKED));
    const reopened = ok(undoLast(back));
    expect(reopened).toEqual(play(WORKED.slice(0, 2)));
    expect(currentSheet(reopened).over).toBe(false);
  });

  it('takes back an end', () => {
    expect(ok(undoLast(play(['2H N =', 'end'])))).toEqual(play(['2H N =']));
  });

  it('has nothing to undo at the start', () => {
    expect(undoLast(play([]))).toEqual({ ok: false, error: { code: 'nothing-to-undo' } });
  });
});

describe('correction across sheets', () => {
  let evening: ReturnType<typeof play>;
  beforeEach(() => {
    evening = play([...WORKED, 'new', '2H N =']);
  });

  it('corrects a deal of an earlier rubber and recomputes the totals', () => {
    // Rubber 1, deal 1 was 7NT−1 (EW not vul): 50 to NS. NS then win 2–0:
    // 50 + 120 + 30 + 100 + 30 (vulnerable, undoubled overtrick) + 700 = 1030.
    const fixed = ok(correctDeal(evening, 1, 1, deal('7NT W -1')));
    expect(fixed.sheets[0]?.totals).toEqual({ NS: 1030, EW: 0 });
    expect(eveningTotals(fixed)).toEqual({ NS: 1030 + 60, EW: 0 });
  });

  it('the same through the notation: fix 1.1', () => {
    const fixed = ok(applySheetLine(evening, ok(parseSheetLine('fix 1.1 7NT W -1'))));
    expect(fixed.sheets[0]?.totals).toEqual({ NS: 1030, EW: 0 });
  });

  it('fix N without a sheet corrects the sheet in play', () => {
    const fixed = ok(applySheetLine(evening, ok(parseSheetLine('fix 1 2H N +1'))));
    expect(currentSheet(fixed).totals).toEqual({ NS: 90, EW: 0 });
    expect(fixed.sheets[0]).toBe(evening.sheets[0]);
  });

  it('refuses to leave an earlier rubber unfinished', () => {
    expect(correctDeal(evening, 1, 3, deal('pass'))).toEqual({
      ok: false,
      error: { code: 'correction-unfinished', form: 'rubber', sheet: 1 },
    });
  });

  it('refuses a sheet that does not exist', () => {
    expect(correctDeal(evening, 3, 1, deal('pass'))).toEqual({
      ok: false,
      error: { code: 'sheet-index', sheet: 3, count: 2 },
    });
  });
});

describe('an evening in detail', () => {
  it('undo of an empty third sheet keeps the two before it', () => {
    const evening = play([...WORKED, 'new', ...WORKED, 'new']);
    expect(evening.sheets).toHaveLength(3);
    expect(ok(undoLast(evening))).toEqual(play([...WORKED, 'new', ...WORKED]));
  });

  it('half-up rounds only a margin ending in 50 or more up', () => {
    // 420 is 4 hundreds and 20: down whatever the rule; 470 is up whatever the rule.
    expect(settle({ leader: 'NS', points: 420 }, 'half-up')).toEqual({ winner: 'NS', hundreds: 4 });
    expect(settle({ leader: 'EW', points: 470 }, 'half-up')).toEqual({ winner: 'EW', hundreds: 5 });
  });

  it('sheets that settle to the same hundreds either way leave the evening even', () => {
    // The worked rubber: EW by 440, 4 hundreds. NS 4♠= and 3NT=, two games to none:
    // 120 + 100 + 700 = 920, NS 9 hundreds; EW the same, EW 9. Net: EW 4. The worked rubber
    // played by the other side (NS by 440, 4) against it: net 0, nobody wins.
    const evening = play([...WORKED, 'new', '4S S =', '3NT N =', 'new', '4S E =', '3NT W =']);
    expect(eveningSettlement(evening)).toEqual({ winner: 'EW', hundreds: 4 });
    const mirrored = play([
      '7NT N =',
      '4S W +1',
      '3NT E +1',
      'new',
      '4S S =',
      '3NT N =',
      'new',
      '4S E =',
      '3NT W =',
    ]);
    expect(mirrored.sheets.map((s) => sheetSettlement(s))).toEqual([
      { winner: 'NS', hundreds: 4 },
      { winner: 'NS', hundreds: 9 },
      { winner: 'EW', hundreds: 9 },
    ]);
    const even = play([...WORKED, 'new', '7NT N =', '4S W +1', '3NT E +1']);
    expect(eveningSettlement(even)).toEqual({ winner: null, hundreds: 0 });
  });

  it('an evening with no sheet is refused with a message', () => {
    expect(() => currentSheet({ sheets: [] })).toThrow('an evening has at least one sheet');
  });

  it('a next sheet under rules that lost their rubber values stops with a message', () => {
    // Not a sheet newRubber makes: a finished rubber whose rule set has no rubber values.
    const finished = currentSheet(play(['4S S =', '3NT N =']));
    const broken = { ...finished, rules: { ...RULE_SETS.rubber, rubber: null } } as RubberSheet;
    expect(() => newSheet(startEvening(broken))).toThrow('cannot start another sheet: rubber-values-missing');
  });
});
