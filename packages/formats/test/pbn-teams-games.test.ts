/**
 * PBN team files (`pbn-teams.ts`) where the tests before left a choice open: which files are team
 * files (PBN 2.1's Room tag, "Open" or "Closed"), a Board that cannot be read, and a game whose
 * only result tag cannot be read.
 */
import { PASS } from '@bridge-score/core';
import {
  isPbnTeamFile,
  Problems,
  pbnTeamEvent,
  pbnTeamMatches,
  readPbn,
  readPbnTeamMatches,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { positionOfText } from './helpers.js';

function file(source: string) {
  const r = readPbn(source, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.error.code);
  return r.value.value;
}

/** One game of a match between Lions and Tigers. */
const game = (board: number, room: string, result: string, round = '1') =>
  `[Board "${board}"]\n[Round "${round}"]\n[HomeTeam "Lions"]\n[VisitTeam "Tigers"]\n[Room "${room}"]\n${result}\n`;
const played = (declarer: string, contract: string, tricks: number) =>
  `[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Result "${tricks}"]`;

function read(source: string) {
  const problems = new Problems('t.pbn');
  const matches = pbnTeamMatches(file(source), problems);
  return { matches, problems: problems.list, tally: problems.tally };
}

describe('team files', () => {
  test('one game with a Room of a team match makes a team file, whatever the games before it', () => {
    expect(isPbnTeamFile(file('[Event "Club teams"]\n\n[Board "1"]\n[Room "Closed"]\n'))).toBe(true);
    expect(isPbnTeamFile(file('[Board "1"]\n[Room " open "]\n\n[Board "2"]\n'))).toBe(true);
  });

  test('a Room that is neither Open nor Closed does not', () => {
    expect(isPbnTeamFile(file('[Board "1"]\n[Room "Lounge"]\n'))).toBe(false);
    expect(isPbnTeamFile(file('[Board "1"]\n[Contract "4S"]\n'))).toBe(false);
  });
});

describe('games left out', () => {
  test('a Board that cannot be read: the game is left out with the board reader’s own error', () => {
    const r = read('[Board "x"]\n[Room "Open"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n');
    expect(r.matches).toEqual([]);
    // [Board "x"]: the value at line 1, column 9.
    expect(r.problems.map((p) => [p.severity, p.line, p.column])).toEqual([['error', 1, 9]]);
    expect(r.problems[0]?.error).toMatchObject({ code: 'value-invalid', field: 'Board', text: 'x' });
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('a game whose Contract, its only result tag, cannot be read: left out with that error', () => {
    const r = read('[Board "1"]\n[Room "Open"]\n[Contract "8S"]\n');
    // [Contract "8S"]: the value at line 3, column 12. There is no level 8.
    expect(r.problems.map((p) => [p.severity, p.line, p.column])).toEqual([['error', 3, 12]]);
    expect(r.problems[0]?.error).toMatchObject({ code: 'value-invalid', field: 'Contract', text: '8S' });
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });
});

describe('games left out: which error', () => {
  test('a game whose only unreadable result tag is its Declarer: that error (no Contract tag before it)', () => {
    const r = read('[Board "1"]\n[Room "Open"]\n[Declarer "Q"]\n');
    // [Declarer "Q"]: the value at line 3, column 12.
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['error', 3, 12, { code: 'value-seat', field: 'Declarer', text: 'Q' }],
    ]);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('an error at another tag is reported too, but the game is left out with its result tag’s error', () => {
    // [Dealer "Q"] and [Result "x"]: both values at column 10, on lines 3 and 4.
    const r = read('[Board "1"]\n[Room "Open"]\n[Dealer "Q"]\n[Result "x"]\n');
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['error', 3, 10, 'value-seat'],
      ['error', 4, 10, 'value-invalid'],
    ]);
    expect(r.problems[1]?.error).toMatchObject({ field: 'Result', text: 'x' });
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('text after a result tag on its line is its own error; the game is left out with the value’s', () => {
    const source = '[Board "1"]\n[Room "Open"]\n[Result "x"] junk\n';
    const r = read(source);
    const junk = positionOfText(source, 'junk');
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['error', junk.line, junk.column, 'pbn-stray-text'],
      ['error', 3, 10, 'value-invalid'],
    ]);
  });

  test('a Board of ? is no board number: left out, the error quoting it', () => {
    const r = read('[Board "?"]\n[Room "Open"]\n[Contract "4S"]\n');
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['error', 1, 9, { code: 'value-number', field: 'Board', text: '?' }],
    ]);
  });

  test('a ScoreTable whose column list cannot be read is not read in a team file: only its warning', () => {
    const r = read(`${game(1, 'Open', played('N', '4S', 10))}[ScoreTable ""]\n1 2\n`);
    expect(r.problems.map((p) => [p.severity, p.error])).toEqual([
      ['warning', { code: 'pbn-team-table', table: 'ScoreTable', rows: 1 }],
    ]);
    expect(r.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });

  test('a table’s rows are its lines that hold something', () => {
    const r = read(`${game(1, 'Open', played('N', '4S', 10))}[ScoreTable "A;B"]\n1 2\n\u00a0\n3 4\n`);
    expect(r.problems.map((p) => [p.severity, p.error])).toEqual([
      ['warning', { code: 'pbn-team-table', table: 'ScoreTable', rows: 2 }],
    ]);
  });
});

describe('games with no board', () => {
  test('the event’s own facts are used; a result, a Room or a Board alone is a game left out', () => {
    const games = [
      '[Event "Club teams"]\n[Site "Hall"]',
      '[Contract "4S"]',
      '[Score "NS 420"]',
      '[ScoreIMP "NS 3"]',
      '[Result "10"]',
      '[Room "Open"]',
      '[Board "1"]',
    ];
    const r = read(games.map((g) => `${g}\n`).join('\n'));
    expect(r.tally).toEqual({ records: 7, used: 1, rejected: 6 });
    // Games start on lines 1, 4, 6, 8, 10, 12 and 14.
    expect(r.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [4, 1, { code: 'value-number', field: 'Board', text: '' }],
      [6, 1, { code: 'value-number', field: 'Board', text: '' }],
      [8, 1, { code: 'value-number', field: 'Board', text: '' }],
      [10, 1, { code: 'value-number', field: 'Board', text: '' }],
      [12, 1, { code: 'value-number', field: 'Board', text: '' }],
      [14, 1, { code: 'pbn-room', board: '1', text: '' }],
    ]);
  });
});

describe('teams and matches', () => {
  test('without HomeTeam and VisitTeam: two unnamed teams, numbered 1 and 2', () => {
    const r = read('[Board "1"]\n[Room "Open"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]\n');
    expect(r.matches.map((m) => m.teams)).toEqual([
      { a: { number: 1, players: [] }, b: { number: 2, players: [] } },
    ]);
  });

  test('named teams are numbered in the order they come; blanks around a name are no part of it', () => {
    const source = [
      game(1, 'Open', played('N', '4S', 10)),
      game(1, 'Closed', played('N', '4S', 10)).replace('"Lions"', '" Lions "'),
    ].join('\n');
    const r = read(source);
    expect(r.problems).toEqual([]);
    expect(r.matches.map((m) => [m.teams, m.unit, m.lines, m.round])).toEqual([
      [
        { a: { number: 1, name: 'Lions', players: [] }, b: { number: 2, name: 'Tigers', players: [] } },
        'imps',
        [1],
        1,
      ],
    ]);
  });

  test('the same teams in two rounds are two matches; a match’s lines are its boards’ first games', () => {
    const source = [
      game(1, 'Open', played('N', '4S', 10), '1'),
      game(2, 'Open', played('N', '4S', 10), '1'),
      game(1, 'Open', played('N', '4S', 10), '2'),
    ].join('\n');
    const r = read(source);
    // Each game is eight lines and a blank line: they start on lines 1, 10 and 19.
    expect(r.matches.map((m) => [m.round, m.lines])).toEqual([
      [1, [1, 10]],
      [2, [19]],
    ]);
  });

  test('a Round’s one run of digits is its number; two runs are no number (a warning)', () => {
    const rounds = ['Round 3', '12', 'R5a', '3x4'];
    const source = rounds.map((round, k) => game(k + 1, 'Open', played('N', '4S', 10), round)).join('\n');
    const r = read(source);
    expect(r.matches.map((m) => m.round)).toEqual([3, 12, 5, undefined]);
    expect(r.problems.map((p) => [p.severity, p.error])).toEqual([
      ['warning', { code: 'value-number', field: 'Round', text: '3x4' }],
    ]);
  });
});

describe('results', () => {
  test('a Score beside a played result goes with it (the core checks it); an artificial one does not', () => {
    const source = [
      game(1, 'Open', `${played('N', '4S', 10)}\n[Score "NS 420"]`),
      game(1, 'Closed', `${played('N', '4S', 10)}\n[Score "^NS 100"]`),
    ].join('\n');
    const r = read(source);
    const b = r.matches[0]?.boards[0];
    expect(b?.kind === 'played' ? [b.table1, b.table2] : null).toEqual([
      {
        kind: 'deal',
        deal: {
          contract: { level: 4, strain: 'S', doubling: '' },
          declarer: 'N',
          tricks: 10,
          vulnerability: 'None',
        },
        ns: 420,
      },
      {
        kind: 'deal',
        deal: {
          contract: { level: 4, strain: 'S', doubling: '' },
          declarer: 'N',
          tricks: 10,
          vulnerability: 'None',
        },
      },
    ]);
  });

  test('a passed-out board, and a Score of EW 0 alone (0 for North-South, not -0)', () => {
    const source = [game(1, 'Open', '[Contract "Pass"]'), game(1, 'Closed', '[Score "EW 0"]')].join('\n');
    const r = read(source);
    expect(r.problems).toEqual([]);
    const b = r.matches[0]?.boards[0];
    expect(b?.kind === 'played' ? [b.table1, b.table2] : null).toEqual([
      { kind: 'deal', deal: { contract: PASS, vulnerability: 'None' } },
      { kind: 'score', ns: 0 },
    ]);
  });
});

describe('awards', () => {
  test('an award of 0 in one room: 0 to both teams, not -0', () => {
    for (const room of ['Open', 'Closed']) {
      const r = read(game(1, room, '[ScoreIMP "^NS 0"]'));
      expect(r.matches[0]?.boards).toEqual([
        { board: 1, kind: 'adjusted', a: { kind: 'imps', imps: 0 }, b: { kind: 'imps', imps: 0 } },
      ]);
    }
  });

  test('an award in each room and no result: no warning of a played result', () => {
    const r = read(
      [game(1, 'Open', '[ScoreIMP "^NS 2"]'), game(1, 'Closed', '[ScoreIMP "^NS 1"]')].join('\n'),
    );
    expect(r.problems).toEqual([]);
    expect(r.matches[0]?.boards).toEqual([
      { board: 1, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'imps', imps: 1 } },
    ]);
  });
});

describe('ScoreIMP given in one room only', () => {
  // 4S= +420 v 4S-1 -50: 470 -> 10 IMPs to the home team (North-South in the open room).
  test('in the open room, or in the closed room, a wrong one is a warning', () => {
    const open = read(
      [
        game(1, 'Open', `${played('N', '4S', 10)}\n[ScoreIMP "NS 11"]`),
        game(1, 'Closed', played('N', '4S', 9)),
      ].join('\n'),
    );
    expect(open.problems.map((p) => p.error)).toEqual([
      { code: 'pbn-score-imp', board: 1, room: 'open', given: 11, computed: 10 },
    ]);
    const closed = read(
      [
        game(1, 'Open', played('N', '4S', 10)),
        game(1, 'Closed', `${played('N', '4S', 9)}\n[ScoreIMP "EW 11"]`),
      ].join('\n'),
    );
    expect(closed.problems.map((p) => p.error)).toEqual([
      { code: 'pbn-score-imp', board: 1, room: 'closed', given: -11, computed: -10 },
    ]);
  });

  test('on a board played in one room only, or that cannot be scored, it is not checked', () => {
    expect(read(game(1, 'Open', `${played('N', '4S', 10)}\n[ScoreIMP "NS 5"]`)).problems).toEqual([]);
    // 4S making 10 tricks is +420, not 100: the board cannot be scored.
    const r = read(
      [
        game(1, 'Open', `${played('N', '4S', 10)}\n[Score "NS 100"]\n[ScoreIMP "NS 5"]`),
        game(1, 'Closed', played('N', '4S', 9)),
      ].join('\n'),
    );
    expect(r.problems).toEqual([]);
  });
});

describe('the event and the reader', () => {
  test('a match whose board cannot be scored is left out of the event with an error', () => {
    const source = [
      game(1, 'Open', `${played('N', '4S', 10)}\n[Score "NS 100"]`),
      game(1, 'Closed', played('N', '4S', 9)),
    ].join('\n');
    const problems = new Problems('t.pbn');
    const event = pbnTeamEvent(file(source), problems);
    expect(event.matches).toEqual([]);
    expect(problems.list.filter((p) => p.severity === 'error')).toHaveLength(1);
  });

  test('readPbnTeamMatches: the file named in every problem, comments left out, the games counted', () => {
    const source = `{ a note }\n${game(1, 'Open', played('N', '4S', 10))}[Dealer "Q"]\n`;
    const r = readPbnTeamMatches(source, { file: 'm.pbn' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.value.file.games[0]?.items.map((i) => i.kind)).not.toContain('comment');
    expect(r.value.value.matches).toHaveLength(1);
    expect(r.value.problems.map((p) => [p.file, p.severity, p.error.code])).toEqual([
      ['m.pbn', 'error', 'value-seat'],
    ]);
    expect(r.value.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });
});
