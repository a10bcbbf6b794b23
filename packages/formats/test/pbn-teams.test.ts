/**
 * PBN team matches: the golden files (the Lions v Tigers match of teams.xml
 * written as PBN, IMPs worked by hand in its comment; the club's Aces v
 * Kings), the same match through the USEBIO reader giving the same IMPs and
 * VPs, a team event against its CSV written by hand, the problems of games
 * that cannot be used, and the reader under any text.
 */
import { scoreMatch, scoreTeamEvent } from '@bridge-score/core';
import {
  convertResults,
  isPbnTeamFile,
  Problems,
  parseMatchFile,
  pbnTeamEvent,
  pbnTeamMatches,
  readPbn,
  readPbnTeamMatches,
  readTeamEventCsv,
  readUsebio,
  usebioTeamEvent,
  usebioTeamMatches,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { golden, positionOfText } from './helpers.js';

const text = (name: string) => new TextDecoder().decode(golden(name));

function read(source: string, file = 't.pbn') {
  const r = readPbn(source, { file });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems(file);
  const matches = pbnTeamMatches(r.value.value, problems);
  return { pbn: r.value.value, matches, problems: problems.list, tally: problems.tally };
}

/** One game of a team file. */
function game(board: number, room: string, result: string, teams = ['Lions', 'Tigers'], round = '1') {
  return `[Board "${board}"]\n[Round "${round}"]\n[HomeTeam "${teams[0]}"]\n[VisitTeam "${teams[1]}"]\n[Room "${room}"]\n${result}\n`;
}
const deal = (declarer: string, contract: string, tricks: number) =>
  `[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Result "${tricks}"]`;

describe('golden: the Lions v Tigers match of teams.xml, as PBN', () => {
  const pbn = read(text('teams-match.pbn'), 'teams-match.pbn');

  test('reads without problems: one match, its teams, five boards, every game used', () => {
    expect(isPbnTeamFile(pbn.pbn)).toBe(true);
    expect(pbn.problems).toEqual([]);
    // 9 games: two rooms for boards 1–4, the open room's award for board 5.
    expect(pbn.tally).toEqual({ records: 9, used: 9, rejected: 0 });
    expect(pbn.matches).toHaveLength(1);
    const m = pbn.matches[0];
    expect(m?.round).toBe(1);
    expect([m?.teams.a.name, m?.teams.b.name]).toEqual(['Lions', 'Tigers']);
    expect(m?.boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5]);
  });

  test('scores to the hand-worked IMPs (see the comment in teams-match.pbn)', () => {
    const sheet = scoreMatch(pbn.matches[0]?.boards ?? []);
    if (!sheet.ok) throw new Error(sheet.error.code);
    // Board 1: +420 v −50, 470 → 10; board 2: 600 v 630, −30 → −1; board 3: −620 v +500, −1120 → −15;
    // board 4: 1440 v 0 → 16; board 5: the award, +3 to the Lions (North-South in the open room).
    expect(sheet.value.boards.map((b) => b.net)).toEqual([470, -30, -1120, 1440, null]);
    expect(sheet.value.boards.map((b) => b.imps?.a)).toEqual([10, -1, -15, 16, 3]);
    expect(sheet.value.imps).toEqual({ a: 29, b: 16 });
  });

  test('the same match through the USEBIO reader: the same IMPs board by board, and the same VPs', () => {
    const xml = readUsebio(text('teams.xml'), { file: 'teams.xml' });
    if (!xml.ok) throw new Error(xml.error.error.code);
    const usebio = usebioTeamMatches(xml.value.value, new Problems('teams.xml'));
    const a = scoreMatch(usebio[0]?.boards ?? []);
    const b = scoreMatch(pbn.matches[0]?.boards ?? []);
    if (!a.ok || !b.ok) throw new Error('not scored');
    expect(b.value.boards.map((x) => x.imps)).toEqual(a.value.boards.map((x) => x.imps));
    expect(b.value.boards.map((x) => [x.table1, x.table2])).toEqual(
      a.value.boards.map((x) => [x.table1, x.table2]),
    );
    const fromXml = usebioTeamEvent(xml.value.value, new Problems('teams.xml')).matches;
    const fromPbn = pbnTeamEvent(pbn.pbn, new Problems('teams-match.pbn')).matches;
    expect(fromPbn).toEqual(fromXml);
    const vps = (m: typeof fromPbn) => {
      const e = scoreTeamEvent(m, { scoring: 'vp' });
      if (!e.ok) throw new Error(e.error.code);
      return e.value.teams;
    };
    expect(vps(fromPbn)).toEqual(vps(fromXml));
  });
});

describe('golden: the club teams evening (teams.pbn)', () => {
  const { matches, problems, tally } = read(text('teams.pbn'), 'teams.pbn');

  test('the Aces at home win both boards by 10 IMPs; the games’ ScoreIMP agree, so no warning', () => {
    // Board 4 (all vulnerable): Aces NS +620 open, Kings NS +170 closed: 450 → 10 (430–490).
    // Board 5 (NS vulnerable): +50 open, −400 closed (EW 3NT made, not vulnerable): 450 → 10.
    expect(problems).toEqual([]);
    expect(tally).toEqual({ records: 4, used: 4, rejected: 0 });
    const sheet = scoreMatch(matches[0]?.boards ?? []);
    if (!sheet.ok) throw new Error(sheet.error.code);
    expect(sheet.value.boards.map((b) => b.net)).toEqual([450, 450]);
    expect(sheet.value.imps).toEqual({ a: 20, b: 0 });
  });

  test('its only match, without a Round, is round 1 of the event', () => {
    const r = readPbn(text('teams.pbn'));
    if (!r.ok) throw new Error('not PBN');
    const event = pbnTeamEvent(r.value.value, new Problems('teams.pbn'));
    expect(event.matches).toEqual([
      { kind: 'match', round: 1, a: 'Aces', b: 'Kings', score: { a: 20, b: 0 }, boards: 2 },
    ]);
    expect(event.positions).toEqual([{ line: 4, column: 1 }]);
  });
});

describe('a team event: rounds × pairs of teams', () => {
  // Four teams, two rounds, one board a match (board 1, none vulnerable).
  // Round 1: Lions–Tigers: 4S= +420 v 4S-1 −50, 470 → 10 to the Lions;
  //          Bears–Wolves: 3NT= +400 v 3NT= +400, 0 → 0.
  // Round 2: Lions–Bears: 2S= +110 v 3S-1 −50, 160 → 4 to the Lions;
  //          Tigers–Wolves: 1NT= +90 v 1NT+1 +120, −30 → 1 to the Wolves.
  const source = [
    game(1, 'Open', deal('N', '4S', 10)),
    game(1, 'Closed', deal('N', '4S', 9)),
    game(1, 'Open', deal('S', '3NT', 9), ['Bears', 'Wolves']),
    game(1, 'Closed', deal('S', '3NT', 9), ['Bears', 'Wolves']),
    game(1, 'Open', deal('N', '2S', 8), ['Lions', 'Bears'], '2'),
    game(1, 'Closed', deal('N', '3S', 8), ['Lions', 'Bears'], '2'),
    game(1, 'Open', deal('S', '1NT', 7), ['Tigers', 'Wolves'], '2'),
    game(1, 'Closed', deal('S', '1NT', 8), ['Tigers', 'Wolves'], '2'),
  ].join('\n');
  const csv = [
    'round,team1,team2,score1,score2,boards',
    '1,Lions,Tigers,10,0,1',
    '1,Bears,Wolves,0,0,1',
    '2,Lions,Bears,4,0,1',
    '2,Tigers,Wolves,0,1,1',
  ].join('\n');

  test('gives the matches of the CSV written by hand, and the same standings', () => {
    const r = readPbn(source);
    if (!r.ok) throw new Error('not PBN');
    const problems = new Problems('event.pbn');
    const event = pbnTeamEvent(r.value.value, problems);
    expect(problems.list).toEqual([]);
    const fromCsv = readTeamEventCsv(csv, { file: 'event.csv' });
    if (!fromCsv.ok) throw new Error(fromCsv.error.error.code);
    expect(event.matches).toEqual(fromCsv.value.value.matches);
    const a = scoreTeamEvent(event.matches, { scoring: 'vp' });
    const b = scoreTeamEvent(fromCsv.value.value.matches, { scoring: 'vp' });
    if (!a.ok || !b.ok) throw new Error('not scored');
    expect(a.value.rounds).toEqual(b.value.rounds);
  });

  test('a match without a Round among several is left out with an error at its first game', () => {
    const noRound = `${source}\n${game(2, 'Open', deal('N', '4S', 10), ['Lions', 'Wolves'], '')}`;
    const r = readPbn(noRound);
    if (!r.ok) throw new Error('not PBN');
    const problems = new Problems('event.pbn');
    const event = pbnTeamEvent(r.value.value, problems);
    expect(event.matches).toHaveLength(4);
    const at = positionOfText(noRound, '[Board "2"]');
    expect(problems.list.map((p) => [p.line, p.column, p.error])).toEqual([
      [at.line, at.column, { code: 'pbn-match-round', a: 'Lions', b: 'Wolves' }],
    ]);
  });
});

describe('games that cannot be used: each left out with one error at its place', () => {
  test('no Room, another Room, a third game for a board: the game is left out', () => {
    const source = [
      game(1, 'Open', deal('N', '4S', 10)),
      game(1, 'Closed', deal('N', '4S', 9)),
      game(1, 'Open', deal('N', '4S', 11)),
      '[Board "2"]\n[HomeTeam "Lions"]\n[VisitTeam "Tigers"]\n[Contract "3NT"]\n',
      game(3, 'Lounge', deal('N', '3NT', 9)),
    ].join('\n');
    const r = read(source);
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      [
        'error',
        positionOfText(source, 'Open', 1).line,
        positionOfText(source, 'Open', 1).column,
        { code: 'pbn-room-twice', board: 1, room: 'open', first: 1 },
      ],
      ['error', positionOfText(source, '[Board "2"]').line, 1, { code: 'pbn-room', board: '2', text: '' }],
      [
        'error',
        positionOfText(source, 'Lounge').line,
        positionOfText(source, 'Lounge').column,
        { code: 'pbn-room', board: '3', text: 'Lounge' },
      ],
    ]);
    expect(r.tally).toEqual({ records: 5, used: 2, rejected: 3 });
    // The first two games are the board: +420 v −50.
    const sheet = scoreMatch(r.matches[0]?.boards ?? []);
    expect(sheet.ok && sheet.value.boards[0]?.net).toBe(470);
  });

  test('an unreadable contract with no score: the contract’s own error is the game’s one error', () => {
    const source = game(1, 'Open', deal('N', '4Q', 10));
    const r = read(source);
    const at = positionOfText(source, '4Q');
    expect(r.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [at.line, at.column, 'value-invalid'],
    ]);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('a contract without its declarer, a game without any result: what is missing, at the game', () => {
    const source = [
      game(1, 'Open', '[Contract "4S"]\n[Result "10"]'),
      game(2, 'Closed', '[Dealer "N"]'),
    ].join('\n');
    const r = read(source);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [1, { code: 'pbn-team-game', board: 1, room: 'open', cause: { code: 'declarer-missing' } }],
      [
        positionOfText(source, '[Board "2"]').line,
        { code: 'pbn-team-game', board: 2, room: 'closed', cause: { code: 'outcome-missing' } },
      ],
    ]);
    expect(r.tally).toEqual({ records: 2, used: 0, rejected: 2 });
  });

  test('a game with no board number is left out', () => {
    const source = '[Room "Open"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n';
    const r = read(source);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [1, { code: 'value-number', field: 'Board', text: '' }],
    ]);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('a Score alone is the table’s score; one that its contract does not give is the core’s to report', () => {
    const source = [game(1, 'Open', '[Score "NS 420"]'), game(1, 'Closed', '[Score "EW 50"]')].join('\n');
    const r = read(source);
    expect(r.problems).toEqual([]);
    const sheet = scoreMatch(r.matches[0]?.boards ?? []);
    expect(sheet.ok && sheet.value.boards[0]?.imps).toEqual({ a: 10, b: -10 });
  });
});

describe('warnings: read, but a person should look', () => {
  test('a ScoreIMP that the board does not give: the results are used', () => {
    // 4S= +420 v 4S-1 −50: 470 → 10 IMPs to the home team; the open room's game says 11.
    const source = [
      game(1, 'Open', `${deal('N', '4S', 10)}\n[ScoreIMP "NS 11"]`),
      game(1, 'Closed', `${deal('N', '4S', 9)}\n[ScoreIMP "EW 10"]`),
    ].join('\n');
    const r = read(source);
    const at = positionOfText(source, 'NS 11');
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      [
        'warning',
        at.line,
        at.column,
        { code: 'pbn-score-imp', board: 1, room: 'open', given: 11, computed: 10 },
      ],
    ]);
  });

  test('a ScoreTable in a team file is not read: one warning with its rows', () => {
    const source = `${game(1, 'Open', deal('N', '4S', 10))}[ScoreTable "PairId_NS;PairId_EW;Contract"]\n1 2 4S\n3 4 3NT\n`;
    const r = read(source);
    expect(r.problems.map((p) => [p.severity, p.error])).toEqual([
      ['warning', { code: 'pbn-team-table', table: 'ScoreTable', rows: 2 }],
    ]);
  });

  test('a Table tag (the table number) in a team file is a value: no warning of a table', () => {
    const source = [
      game(1, 'Open', `[Table "1"]\n${deal('N', '4S', 10)}`),
      game(1, 'Closed', `[Table "2"]\n${deal('N', '4S', 10)}`),
    ].join('\n');
    const r = read(source);
    expect(r.problems).toEqual([]);
    expect(r.tally).toEqual({ records: 2, used: 2, rejected: 0 });
  });

  test('an award beside a played result: the award decides, the played result is named', () => {
    const source = [game(1, 'Open', '[ScoreIMP "^EW 3"]'), game(1, 'Closed', deal('N', '4S', 10))].join('\n');
    const r = read(source);
    expect(r.problems.map((p) => [p.severity, p.error.code])).toEqual([
      ['warning', 'usebio-adjusted-beside-played'],
    ]);
    // EW in the open room are the visitors: +3 to them, −3 to the home team.
    const sheet = scoreMatch(r.matches[0]?.boards ?? []);
    expect(sheet.ok && sheet.value.boards[0]?.imps).toEqual({ a: -3, b: 3 });
  });
});

test('an award in the game of a played result: the award decides, the result is named', () => {
  // The closed room's game has a result and its own ScoreIMP; the open room has an award alone.
  const source = [
    game(1, 'Open', '[ScoreIMP "^EW 3"]'),
    game(1, 'Closed', `${deal('N', '4S', 10)}\n[ScoreIMP "^NS 3"]`),
  ].join('\n');
  const r = read(source);
  expect(r.problems.map((p) => [p.severity, p.line, p.error.code])).toEqual([
    // At the closed room's game: its first tag, [Board "1"], the second in the file.
    ['warning', source.split('\n').lastIndexOf('[Board "1"]') + 1, 'usebio-adjusted-beside-played'],
  ]);
});

describe('never throws', () => {
  const pieces = [
    '[Board "1"]',
    '[Board "x"]',
    '[Room "Open"]',
    '[Room "Closed"]',
    '[Room "#"]',
    '[HomeTeam "A"]',
    '[VisitTeam ""]',
    '[Round "R3"]',
    '[Contract "4S"]',
    '[Contract "Pass"]',
    '[Declarer "N"]',
    '[Result "10"]',
    '[Score "NS 420"]',
    '[Score "^EW 1e9"]',
    '[ScoreIMP "^NS 3"]',
    '[ScoreIMP "EW -2"]',
    '[ScoreTable "PairId_NS;PairId_EW"]',
    '1 2',
    '{',
    '}',
    '',
    '%',
  ];
  test('on any text, and on texts made of a team file’s pieces; the games always add up', () => {
    const any = fc.oneof(
      fc.string(),
      fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join('\n')),
    );
    fc.assert(
      fc.property(any, (source) => {
        const r = readPbnTeamMatches(source, { file: 'f.pbn' });
        if (!r.ok) return;
        const { tally, problems } = r.value;
        expect(tally.records).toBe(tally.used + tally.rejected);
        expect(problems.filter((p) => p.severity === 'error').length).toBeGreaterThanOrEqual(tally.rejected);
        pbnTeamEvent(r.value.value.file, new Problems('f.pbn'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('convert: a PBN team match to the team CSV and to USEBIO', () => {
  const source = text('teams-match.pbn');

  test('to CSV: the match file, whose boards score the same IMPs', () => {
    const r = convertResults(source, 'PBN', 'CSV', { file: 'teams-match.pbn' });
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.tally).toEqual({ records: 9, used: 9, rejected: 0 });
    const csv = parseMatchFile(r.value.value.text);
    if (!csv.ok) throw new Error(csv.error.code);
    const sheet = scoreMatch(csv.value.boards);
    expect(sheet.ok && sheet.value.imps).toEqual({ a: 29, b: 16 });
  });

  test('to USEBIO: the teams and MATCH; the board adjusted by IMPs, which USEBIO cannot say, named', () => {
    const r = convertResults(source, 'PBN', 'USEBIO', { file: 'teams-match.pbn' });
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.problems.filter((p) => p.severity === 'error').map((p) => p.error)).toEqual([
      { code: 'usebio-award-imps', board: 5 },
    ]);
    const xml = readUsebio(r.value.value.text, { file: 'out.xml' });
    if (!xml.ok) throw new Error(xml.error.error.code);
    const [m] = usebioTeamMatches(xml.value.value, new Problems('out.xml'));
    expect([m?.teams.a.name, m?.teams.b.name, m?.round]).toEqual(['Lions', 'Tigers', 1]);
    // Boards 1–4: 10 − 1 − 15 + 16 = Lions 26, Tigers 16.
    const sheet = scoreMatch(m?.boards ?? []);
    expect(sheet.ok && sheet.value.imps).toEqual({ a: 26, b: 16 });
  });

  test('several matches to CSV: the event file, as bridge-score teams reads it', () => {
    const event = [
      game(1, 'Open', deal('N', '4S', 10)),
      game(1, 'Closed', deal('N', '4S', 9)),
      game(1, 'Open', deal('S', '3NT', 9), ['Bears', 'Wolves']),
      game(1, 'Closed', deal('S', '3NT', 9), ['Bears', 'Wolves']),
    ].join('\n');
    const r = convertResults(event, 'PBN', 'CSV', { file: 'event.pbn' });
    if (!r.ok) throw new Error(r.error.error.code);
    const back = readTeamEventCsv(r.value.value.text, { file: 'event.csv' });
    if (!back.ok) throw new Error(back.error.error.code);
    expect(back.value.value.matches).toEqual([
      { kind: 'match', round: 1, a: 'Lions', b: 'Tigers', score: { a: 10, b: 0 }, boards: 1 },
      { kind: 'match', round: 1, a: 'Bears', b: 'Wolves', score: { a: 0, b: 0 }, boards: 1 },
    ]);
  });
});
