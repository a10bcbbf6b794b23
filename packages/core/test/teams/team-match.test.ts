import {
  applyBoard,
  contractOf,
  type Deal,
  isBalanced,
  type MatchBoard,
  matchVictoryPoints,
  newMatch,
  RULE_SETS,
  scoreMatch,
  type TableResult,
  wbfScale,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rulesImps } from '../rules-imps.js';

const score = (ns: number): TableResult => ({ kind: 'score', ns });
const played = (board: number, t1: TableResult, t2: TableResult): MatchBoard => ({
  board,
  kind: 'played',
  table1: t1,
  table2: t2,
});
const deal = (d: Deal, ns?: number): TableResult =>
  ns === undefined ? { kind: 'deal', deal: d } : { kind: 'deal', deal: d, ns };

describe('one board', () => {
  test('team A net is table 1 minus table 2, in IMPs', () => {
    // Board 1, nobody vulnerable: 4♠= by N is 120 + 300 = +420; 2♠+2 by N is 60 + 60 + 50 = +170.
    const r = scoreMatch([
      played(
        1,
        deal({ contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, vulnerability: 'None' }),
        deal({ contract: contractOf(2, 'S'), declarer: 'N', tricks: 10, vulnerability: 'None' }),
      ),
    ]);
    expect(r.ok && r.value.boards[0]).toEqual({
      board: 1,
      status: 'scored',
      table1: 420,
      table2: 170,
      net: 250,
      imps: { a: 6, b: -6 },
      running: { a: 6, b: 0 },
    });
  });

  test('Wikipedia, "Bridge scoring": 2210 against 1700 is 11 IMPs; under the 1987 undertricks it is 2210 against 2300', () => {
    // Board 2: NS vulnerable, EW not. Table 1: 7♠= by N (+2210). Table 2: 7♠X by E, nine down.
    const grand = deal({ contract: contractOf(7, 'S'), declarer: 'N', tricks: 13, vulnerability: 'NS' });
    const sacrifice = deal({
      contract: contractOf(7, 'S', 'X'),
      declarer: 'E',
      tricks: 4,
      vulnerability: 'NS',
    });
    const old = scoreMatch([played(2, grand, sacrifice)], { rules: RULE_SETS['duplicate-1943'] });
    expect(old.ok && old.value.boards[0]).toMatchObject({
      table1: 2210,
      table2: 1700,
      net: 510,
      imps: { a: 11 },
    });
    const now = scoreMatch([played(2, grand, sacrifice)]);
    // 2210 − 2300 = −90: 3 IMPs to team B.
    expect(now.ok && now.value.boards[0]).toMatchObject({
      table1: 2210,
      table2: 2300,
      net: -90,
      imps: { a: -3 },
    });
  });

  test('a score entered beside its contract is checked', () => {
    const d: Deal = { contract: contractOf(3, 'NT'), declarer: 'S', tricks: 9, vulnerability: 'Both' };
    expect(scoreMatch([played(4, deal(d, 600), score(-100))]).ok).toBe(true);
    const r = scoreMatch([played(4, deal(d, 400), score(-100))]);
    expect(!r.ok && r.error).toEqual({
      code: 'match-score-mismatch',
      board: 4,
      table: 1,
      given: 400,
      computed: 600,
    });
  });

  test('a passed-out table scores 0', () => {
    const r = scoreMatch([played(8, deal({ contract: 'pass', vulnerability: 'None' }), score(-90))]);
    expect(r.ok && r.value.boards[0]?.imps).toEqual({ a: 3, b: -3 });
  });

  test('a board not played at one table scores no IMPs and leaves the totals alone', () => {
    const r = scoreMatch([played(1, score(420), score(170)), played(2, score(600), { kind: 'not-played' })]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards[1]).toEqual({
      board: 2,
      status: 'not-played',
      table1: 600,
      table2: null,
      net: null,
      imps: null,
      running: { a: 6, b: 0 },
    });
    expect(r.value.scored).toBe(1);
    expect(r.value.margin).toEqual({ a: 6, b: -6 });
  });

  test('the same board twice is an error', () => {
    const r = scoreMatch([played(1, score(420), score(170)), played(1, score(0), score(0))]);
    expect(!r.ok && r.error).toEqual({ code: 'match-board-twice', board: 1 });
  });
});

describe('adjusted scores at IMPs (docs/scoring.md#teams: average-plus +3, average-minus −3)', () => {
  test('average-plus to A, average-minus to B: 3 IMPs to A', () => {
    const r = scoreMatch([
      { board: 5, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } },
    ]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards[0]).toMatchObject({
      status: 'adjusted',
      imps: { a: 3, b: -3 },
      running: { a: 3, b: 0 },
    });
    expect(isBalanced(r.value)).toBe(true);
  });

  test('a given number of IMPs', () => {
    const r = scoreMatch([
      { board: 5, kind: 'adjusted', a: { kind: 'imps', imps: -2.5 }, b: { kind: 'imps', imps: 2.5 } },
    ]);
    expect(r.ok && r.value.margin).toEqual({ a: -2.5, b: 2.5 });
    expect(r.ok && r.value.imps).toEqual({ a: 0, b: 2.5 });
  });

  test('both sides non-offending: each +3 on its own side, so the match is unbalanced', () => {
    const r = scoreMatch([
      played(1, score(420), score(-100)), // 520 → 11 to A
      { board: 2, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-plus' } },
    ]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.margin).toEqual({ a: 14, b: -8 });
    expect(isBalanced(r.value)).toBe(false);
    // Each team's VPs from its own margin: they no longer sum to 20.
    const scale = wbfScale(16);
    const vp = matchVictoryPoints(r.value, scale);
    expect(vp.a).toBeGreaterThan(10);
    expect(vp.b).toBeLessThan(10);
    expect(Math.round((vp.a + vp.b) * 100)).not.toBe(2000);
  });

  test('the award values are a setting', () => {
    const r = scoreMatch(
      [{ board: 1, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } }],
      {
        awards: { 'average-plus': 2, average: 0, 'average-minus': -2 },
      },
    );
    expect(r.ok && r.value.margin).toEqual({ a: 2, b: -2 });
  });
});

describe('running totals and carry-over', () => {
  const boards = [
    played(1, score(420), score(170)), // +250 → 6 A
    played(2, score(-100), score(600)), // −700 → 12 B
    played(3, score(110), score(140)), // −30 → 1 B
  ];

  test('the scoresheet columns after each board', () => {
    const r = scoreMatch(boards);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards.map((b) => b.running)).toEqual([
      { a: 6, b: 0 },
      { a: 6, b: 12 },
      { a: 6, b: 13 },
    ]);
    expect(r.value.imps).toEqual({ a: 6, b: 13 });
    expect(r.value.margin).toEqual({ a: -7, b: 7 });
  });

  test('a carry-over starts the team it favours', () => {
    const r = scoreMatch(boards, { carryOver: 4.5 });
    expect(r.ok && r.value.imps).toEqual({ a: 10.5, b: 13 });
    expect(r.ok && r.value.margin).toEqual({ a: -2.5, b: 2.5 });
    const s = scoreMatch(boards, { carryOver: -3 });
    expect(s.ok && s.value.imps).toEqual({ a: 6, b: 16 });
    expect(newMatch(-3).margin).toEqual({ a: -3, b: 3 });
  });

  test('applyBoard returns a new sheet and leaves the old one as it was', () => {
    const sheet = Object.freeze(newMatch(1));
    const copy = structuredClone(sheet);
    const next = applyBoard(sheet, played(1, score(420), score(170)));
    expect(next.ok).toBe(true);
    expect(sheet).toEqual(copy);
    expect(next.ok && next.value).not.toBe(sheet);
  });

  test('victory points from the margin: a 20-IMP win over 16 boards is 15–5', () => {
    const r = scoreMatch([played(1, score(2210), score(0))], { carryOver: 1 }); // 2210 → 19, +1 carried
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.margin.a).toBe(20);
    expect(matchVictoryPoints(r.value, wbfScale(16))).toEqual({ a: 15, b: 5 });
  });
});

describe('properties', () => {
  const ns = fc.integer({ min: -760, max: 760 }).map((x) => x * 10);
  const boards = fc.array(fc.tuple(ns, ns), { maxLength: 40 });

  test('margins: the sum of IMPs by the IMP scale of Law 78B, each team the other’s negation', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: -20, max: 20 }), (pairs, carryOver) => {
        const r = scoreMatch(
          pairs.map(([a, b], i) => played(i + 1, score(a), score(b))),
          { carryOver },
        );
        if (!r.ok) return false;
        const expected = carryOver + pairs.reduce((sum, [a, b]) => sum + rulesImps(a - b), 0);
        return (
          r.value.margin.a === expected &&
          r.value.margin.b === -expected + 0 &&
          r.value.imps.a - r.value.imps.b === expected &&
          isBalanced(r.value)
        );
      }),
    );
  });

  test('VPs of a balanced match sum to 20', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 1, max: 40 }), (pairs, n) => {
        const r = scoreMatch(pairs.map(([a, b], i) => played(i + 1, score(a), score(b))));
        if (!r.ok) return false;
        const vp = matchVictoryPoints(r.value, wbfScale(n));
        return Math.round(vp.a * 100) + Math.round(vp.b * 100) === 2000;
      }),
    );
  });
});

describe('the sheet exactly, at its edges', () => {
  test('an empty match has nothing on either side, and no −0 anywhere', () => {
    // toEqual tells −0 from 0: a margin of −0 would be written "−0" by a number formatter.
    expect(newMatch()).toEqual({
      carryOver: 0,
      boards: [],
      imps: { a: 0, b: 0 },
      margin: { a: 0, b: 0 },
      scored: 0,
    });
  });

  test('a carry-over that is not a number is refused', () => {
    expect(() => newMatch(Number.NaN)).toThrow(RangeError);
    expect(() => newMatch(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => newMatch(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => newMatch(Number.NaN)).toThrow('not a carry-over: NaN');
  });

  test('the same score at both tables: 0 IMPs to each team, not −0', () => {
    // Both tables +420: the difference is 0, the first band (0–10) gives 0 IMPs.
    const r = scoreMatch([played(1, score(420), score(420))]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards[0]).toEqual({
      board: 1,
      status: 'scored',
      table1: 420,
      table2: 420,
      net: 0,
      imps: { a: 0, b: 0 },
      running: { a: 0, b: 0 },
    });
    expect(r.value.margin).toEqual({ a: 0, b: 0 });
    expect(r.value.scored).toBe(1);
  });

  test('a board not played at table 1 scores no IMPs either', () => {
    const r = scoreMatch([played(1, { kind: 'not-played' }, score(-620))]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards[0]).toEqual({
      board: 1,
      status: 'not-played',
      table1: null,
      table2: -620,
      net: null,
      imps: null,
      running: { a: 0, b: 0 },
    });
    expect(r.value.scored).toBe(0);
  });

  test('an adjusted board counts as scored and has no table scores', () => {
    const r = scoreMatch([{ board: 3, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average' } }]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards[0]).toEqual({
      board: 3,
      status: 'adjusted',
      table1: null,
      table2: null,
      net: null,
      imps: { a: 0, b: 0 },
      running: { a: 0, b: 0 },
    });
    expect(r.value.scored).toBe(1);
  });

  test('a score that no deal can give is refused at either table, naming it', () => {
    // Law 77's scores are whole tens; no deal scores more than 7NTXX vulnerable 13 down: 400 + 12 × 600 = 7600.
    const tens = scoreMatch([played(1, score(420), score(425))]);
    expect(!tens.ok && tens.error).toEqual({ code: 'score-tens', text: '425' });
    const first = scoreMatch([played(1, score(-7610), score(0))]);
    expect(!first.ok && first.error).toEqual({ code: 'score-range', text: '-7610', of: 'score', max: 7600 });
    expect(scoreMatch([played(1, score(-7600), score(7600))]).ok).toBe(true);
  });

  test('a deal at table 2 is checked like one at table 1', () => {
    // 3NT= by S, both vulnerable: 100 + 500 = +600 North-South.
    const d: Deal = { contract: contractOf(3, 'NT'), declarer: 'S', tricks: 9, vulnerability: 'Both' };
    const wrong = scoreMatch([played(6, score(-100), deal(d, 630))]);
    expect(!wrong.ok && wrong.error).toEqual({
      code: 'match-score-mismatch',
      board: 6,
      table: 2,
      given: 630,
      computed: 600,
    });
    const bad = scoreMatch([played(6, score(-100), deal({ ...d, tricks: 14 }))]);
    expect(!bad.ok && bad.error).toEqual({ code: 'tricks-range', tricks: 14 });
    // Table 1 −100, table 2 +600: team A's net is −700, 12 IMPs to B.
    const right = scoreMatch([played(6, score(-100), deal(d, 600))]);
    expect(right.ok && right.value.boards[0]?.imps).toEqual({ a: -12, b: 12 });
  });

  test('a board number used before, however far back, is refused', () => {
    const r = scoreMatch([
      played(1, score(0), score(0)),
      played(2, score(0), score(0)),
      played(1, score(0), score(0)),
    ]);
    expect(!r.ok && r.error).toEqual({ code: 'match-board-twice', board: 1 });
  });

  test('an unbalanced match: each team’s VPs from its own margin', () => {
    // A +3 and B +3 on one adjusted board: margins +3 and +3. Each team's VPs are those of a 3-IMP win,
    // which is the larger share of the scale's 20.
    const r = scoreMatch([
      { board: 1, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-plus' } },
    ]);
    if (!r.ok) throw new Error(r.error.code);
    const scale = wbfScale(8);
    const vp = matchVictoryPoints(r.value, scale);
    expect(vp.a).toBe(vp.b);
    expect(vp.a).toBeGreaterThan(10);
  });
});
