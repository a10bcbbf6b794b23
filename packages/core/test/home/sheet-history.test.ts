/**
 * Undo as players mean it: the last thing entered is taken back, a
 * correction included (the deal goes back to what it was, it is not removed).
 */
import {
  applySheetLine,
  applyToHistory,
  CHICAGO_DEFAULTS,
  newChukker,
  newRubber,
  parseSheetLine,
  RULE_SETS,
  type Sheet,
  type SheetHistory,
  startEvening,
  startHistory,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../arbitraries.js';

/** Plays lines of the sheet notation on a history (every line must apply). */
function play(lines: readonly string[], from = startHistory(ok(newRubber()))): SheetHistory {
  let history = from;
  for (const line of lines) history = ok(applyToHistory(history, ok(parseSheetLine(line))));
  return history;
}

/** The deals of each sheet, as written. */
const deals = (h: SheetHistory) => h.evening.sheets.map((s) => s.records.map((r) => r.deal));

describe('undo', () => {
  it('after a correction takes back the correction, and the deal stays as it was', () => {
    const before = play(['4S S =', '2H E =']);
    const fixed = play(['fix 1 3NT N ='], before);
    expect(deals(fixed)[0]?.[0]).toMatchObject({ contract: { level: 3, strain: 'NT' } });
    const back = play(['undo'], fixed);
    expect(back.evening).toEqual(before.evening);
    expect(back.evening.sheets[0]?.totals).toEqual({ NS: 120, EW: 60 });
  });

  it('then takes back what came before, in order', () => {
    const h = play(['4S S =', 'fix 1 4S S +1', '2H E =', 'undo']);
    expect(h.evening).toEqual(play(['4S S =', 'fix 1 4S S +1']).evening);
    expect(play(['undo'], h).evening).toEqual(play(['4S S =']).evening);
    expect(play(['undo', 'undo'], h).evening).toEqual(startEvening(ok(newRubber())));
    expect(applyToHistory(play(['undo', 'undo'], h), ok(parseSheetLine('undo')))).toEqual({
      ok: false,
      error: { code: 'nothing-to-undo' },
    });
  });

  it('after a correction of an earlier rubber, while the next is in play', () => {
    const won = ['2S N =', '4S N =', '4H N =']; // NS two games: the rubber is over
    const before = play([...won, 'new', '1C E =']);
    const back = play(['fix 1.1 2S N +1', 'undo'], before);
    expect(back.evening).toEqual(before.evening);
  });

  it('on a history started from a sheet with a deal on it takes back that deal', () => {
    const empty = startEvening(ok(newRubber()));
    const sheet = ok(applySheetLine(empty, ok(parseSheetLine('4S S =')))).sheets[0];
    expect(sheet?.records).toHaveLength(1);
    const back = ok(applyToHistory(startHistory(sheet as Sheet), ok(parseSheetLine('undo'))));
    expect(back.evening).toEqual(empty);
    expect(back.last).toBeNull();
  });

  it('of anything else is what undoLast does (a deal, an end, a new sheet)', () => {
    for (const lines of [['4S S ='], ['4S S =', 'end'], ['4S S =', 'end', 'new']]) {
      const start = startEvening(ok(newRubber()));
      let evening = start;
      for (const line of lines) evening = ok(applySheetLine(evening, ok(parseSheetLine(line))));
      const viaHistory = play([...lines, 'undo']).evening;
      expect(viaHistory).toEqual(ok(applySheetLine(evening, ok(parseSheetLine('undo')))));
    }
  });

  it('always returns to the evening before the line, whatever the lines (rubber and Chicago)', () => {
    const line = fc.constantFrom(
      '4S S =',
      '3NT N +1',
      '2H E -1',
      '6NTX W =',
      '1C N =',
      'pass',
      'end',
      'new',
      'fix 1 4S S +1',
      'fix 2 pass',
      'fix 1.1 3NT E =',
      'undo',
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(line, { maxLength: 30 }), (chicago, lines) => {
        let history = startHistory(
          chicago ? ok(newChukker(RULE_SETS.chicago, CHICAGO_DEFAULTS)) : ok(newRubber()),
        );
        const evenings = [history.evening];
        for (const text of lines) {
          const next = applyToHistory(history, ok(parseSheetLine(text)));
          if (!next.ok) continue;
          if (text === 'undo') {
            evenings.pop();
            expect(next.value.evening).toEqual(evenings.at(-1));
          } else evenings.push(next.value.evening);
          history = next.value;
        }
      }),
      { numRuns: 300 },
    );
  });
});
