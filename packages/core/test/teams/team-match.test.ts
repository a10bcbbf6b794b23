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
