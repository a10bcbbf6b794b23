/**
 * PBN team games value by value (`pbn-teams.ts`): a bare Score (PBN 1.0's, the declarer's side),
 * a result that is missing, a Round that is no number, an award in the closed room alone, a
 * board played in one room only.
 */
import { scoreMatch } from '@bridge-score/core';
import { Problems, pbnTeamMatches, readPbn } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { positionOfText } from './helpers.js';

function read(source: string, file = 't.pbn') {
  const r = readPbn(source, { file });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems(file);
  const matches = pbnTeamMatches(r.value.value, problems);
  return { matches, problems: problems.list, tally: problems.tally };
}

/** One game of a team file. */
function game(board: number, room: string, result: string, round = '1') {
  return `[Board "${board}"]\n[Round "${round}"]\n[HomeTeam "Lions"]\n[VisitTeam "Tigers"]\n[Room "${room}"]\n${result}\n`;
}

describe('a Score without NS or EW', () => {
  test('is the declarer’s side’s, as PBN 1.0 wrote it', () => {
    const source = [
      game(1, 'Open', '[Declarer "E"]\n[Contract "4S"]\n[Score "420"]'),
      game(1, 'Closed', '[Declarer "N"]\n[Contract "4S"]\n[Score "420"]'),
      game(2, 'Open', '[Declarer "W"]\n[Contract "3NT"]\n[Score "600"]'),
      game(2, 'Closed', '[Declarer "S"]\n[Contract "3NT"]\n[Score "600"]'),
    ].join('\n');
    const r = read(source);
    expect(r.problems).toEqual([]);
    const boards = r.matches[0]?.boards ?? [];
    expect(boards.map((b) => (b.kind === 'played' ? [b.table1, b.table2] : null))).toEqual([
      [
        { kind: 'score', ns: -420 },
        { kind: 'score', ns: 420 },
      ],
      [
        { kind: 'score', ns: -600 },
        { kind: 'score', ns: 600 },
      ],
    ]);
  });
});

describe('a contract whose result is missing', () => {
  test('with its declarer: the result is missing; with an empty declarer: the declarer', () => {
    const source = [
      game(1, 'Open', '[Declarer "N"]\n[Contract "4S"]'),
      game(2, 'Open', '[Declarer ""]\n[Contract "4S"]\n[Result "10"]'),
    ].join('\n');
    const r = read(source);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [1, { code: 'pbn-team-game', board: 1, room: 'open', cause: { code: 'result-missing' } }],
      [
        positionOfText(source, '[Board "2"]').line,
        { code: 'pbn-team-game', board: 2, room: 'open', cause: { code: 'declarer-missing' } },
      ],
    ]);
    expect(r.tally).toEqual({ records: 2, used: 0, rejected: 2 });
  });
});

describe('a Round that is no number', () => {
  test('a warning at its value; the game is used', () => {
    const source = game(1, 'Open', '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]', 'x');
    const r = read(source);
    const at = positionOfText(source, 'x"]');
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['warning', at.line, at.column, { code: 'value-number', field: 'Round', text: 'x' }],
    ]);
    expect(r.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });
});

describe('one room only', () => {
  test('an award in the closed room alone: IMPs to its North-South, the visitors', () => {
    // The home team sits East-West in the closed room: +3 to North-South there is +3 to the visitors.
    const source = game(1, 'Closed', '[ScoreIMP "^NS 3"]');
    const r = read(source);
    expect(r.problems).toEqual([]);
    const sheet = scoreMatch(r.matches[0]?.boards ?? []);
    expect(sheet.ok && sheet.value.boards[0]?.imps).toEqual({ a: -3, b: 3 });
  });

  test('a board played in one room only: not played in the other', () => {
    const open = read(game(1, 'Open', '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]'));
    const b = open.matches[0]?.boards[0];
    expect(b?.kind === 'played' && b.table2).toEqual({ kind: 'not-played' });
    const closed = read(game(1, 'Closed', '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]'));
    const c = closed.matches[0]?.boards[0];
    expect(c?.kind === 'played' && c.table1).toEqual({ kind: 'not-played' });
  });
});
