/**
 * The We/They sheet's own helpers (home/sheet.ts): the margin, a deal's entries, the points
 * below the line, and an undo that cannot replay.
 */
import {
  applyRubber,
  belowPoints,
  dealEntries,
  marginOf,
  newRubber,
  PASS,
  type RubberSheet,
  scoreDeal,
  undoRubber,
} from '@bridge-score/core';
import { describe, expect, it } from 'vitest';
import { deal, ok, playedDeal } from '../arbitraries.js';

describe('the margin', () => {
  it('the side ahead and by how much; level totals have no leader', () => {
    expect(marginOf({ NS: 780, EW: 1220 })).toEqual({ leader: 'EW', points: 440 });
    expect(marginOf({ NS: 1650, EW: 1070 })).toEqual({ leader: 'NS', points: 580 });
    expect(marginOf({ NS: 500, EW: 500 })).toEqual({ leader: null, points: 0 });
  });
});

describe("a deal's entries", () => {
  it('a passed-out deal writes nothing', () => {
    const passed = ok(scoreDeal({ contract: PASS, vulnerability: 'None' }));
    expect(dealEntries(passed, 1, 1)).toEqual([]);
  });

  it('below the line, the points of one side only', () => {
    // 4♠= by South then 2♥= by West in one list: NS 120 below, EW 60 below.
    const one = ok(scoreDeal({ ...playedDeal('4S S ='), vulnerability: 'None' }));
    const two = ok(scoreDeal({ ...playedDeal('2H W ='), vulnerability: 'None' }));
    const entries = [...dealEntries(one, 1, 1), ...dealEntries(two, 2, 1)];
    expect(belowPoints(entries, 'NS')).toBe(120);
    expect(belowPoints(entries, 'EW')).toBe(60);
  });
});

describe('an undo that cannot replay', () => {
  it('stops with a message naming the refusal (a sheet not made by applying its deals)', () => {
    // A deal of 14 tricks is never accepted: written into a sheet's records by hand, the replay
    // of the deals before the last one meets it and cannot go on.
    const sheet = ok(applyRubber(ok(applyRubber(ok(newRubber()), deal('2H N ='))), deal('1NT W =')));
    const first = sheet.records[0];
    if (!first) throw new Error('two records');
    const broken: RubberSheet = {
      ...sheet,
      records: [{ ...first, deal: { ...playedDeal('2H N ='), tricks: 14 } }, ...sheet.records.slice(1)],
    };
    expect(() => undoRubber(broken)).toThrow('undo replay failed: tricks-range');
  });
});
