import {
  boardAMatch,
  type MatchBoard,
  scoreBoardAMatch,
  scoreMatch,
  type TableResult,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const score = (ns: number): TableResult => ({ kind: 'score', ns });
const played = (board: number, a: number, b: number): MatchBoard => ({
  board,
  kind: 'played',
  table1: score(a),
  table2: score(b),
});

describe('one board (Wikipedia, "Bridge scoring": 1, ½ or 0)', () => {
  test('any margin wins the board', () => {
    expect(boardAMatch(10)).toEqual({ a: 1, b: 0 });
    expect(boardAMatch(2210)).toEqual({ a: 1, b: 0 });
    expect(boardAMatch(-10)).toEqual({ a: 0, b: 1 });
  });

  test('equal totals tie: ½ each', () => {
    expect(boardAMatch(0)).toEqual({ a: 0.5, b: 0.5 });
    expect(boardAMatch(-0)).toEqual({ a: 0.5, b: 0.5 });
  });

  test('NaN is no result', () => {
    expect(() => boardAMatch(Number.NaN)).toThrow(RangeError);
    expect(() => boardAMatch(Number.NaN)).toThrow('not a net score: NaN');
  });
});

describe('a match', () => {
  const boards: MatchBoard[] = [
    played(1, 420, 400), // +20: 1 IMP, a board won
    played(2, 430, 420), // +10: 0 IMPs, still a board won
    played(3, -100, -100), // tie
    played(4, -620, 100), // lost
    { board: 5, kind: 'played', table1: score(620), table2: { kind: 'not-played' } },
    { board: 6, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } },
    { board: 7, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-plus' } },
  ];

  test('board by board, with the running totals', () => {
    const sheet = scoreMatch(boards);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const bam = scoreBoardAMatch(sheet.value);
    expect(bam.boards.map((b) => b.points)).toEqual([
      { a: 1, b: 0 },
      { a: 1, b: 0 },
      { a: 0.5, b: 0.5 },
      { a: 0, b: 1 },
      null,
      { a: 1, b: 0 },
      { a: 0.5, b: 0.5 },
    ]);
    expect(bam.boards.map((b) => b.running)).toEqual([
      { a: 1, b: 0 },
      { a: 2, b: 0 },
      { a: 2.5, b: 0.5 },
      { a: 2.5, b: 1.5 },
      { a: 2.5, b: 1.5 },
      { a: 3.5, b: 1.5 },
      { a: 4, b: 2 },
    ]);
    expect(bam.points).toEqual({ a: 4, b: 2 });
  });

  test('a carry-over at IMPs means nothing here', () => {
    const sheet = scoreMatch([played(1, 100, 100)], { carryOver: 5 });
    expect(sheet.ok && scoreBoardAMatch(sheet.value).points).toEqual({ a: 0.5, b: 0.5 });
  });
});

test('property: each board played at both tables gives out exactly one point', () => {
  const ns = fc.integer({ min: -760, max: 760 }).map((x) => x * 10);
  fc.assert(
    fc.property(fc.array(fc.tuple(ns, ns), { maxLength: 40 }), (pairs) => {
      const sheet = scoreMatch(pairs.map(([a, b], i) => played(i + 1, a, b)));
      if (!sheet.ok) return false;
      const bam = scoreBoardAMatch(sheet.value);
      const ties = pairs.filter(([a, b]) => a === b).length;
      const won = pairs.filter(([a, b]) => a > b).length;
      return bam.points.a + bam.points.b === pairs.length && bam.points.a === won + ties / 2;
    }),
  );
});
