/**
 * USEBIO team matches, value by value (`usebio-teams.ts`): the vulnerability a HANDSET gives
 * (else the board number's, Law 2), an artificial score at either table (North-South's award
 * first, so at table 2 it is team B's), each of Law 12C2's averages, and the HANDSET record the
 * writer adds for a board played at a vulnerability other than its number's.
 */
import { type MatchBoard, parseContract, scoreMatch } from '@bridge-score/core';
import {
  formatUsebio,
  Problems,
  readUsebio,
  type UsebioDocument,
  type UsebioEvent,
  type UsebioMatch,
  usebioOfMatch,
  usebioTeamMatches,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const line = (table: 1 | 2, body: string) => `<TRAVELLER_LINE>
<TABLE_NUMBER>${table}</TABLE_NUMBER><DIRECTION>${table === 1 ? 'NS' : 'EW'}</DIRECTION>
<NS_PAIR_NUMBER>${table === 1 ? 1 : 2}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${table === 1 ? 2 : 1}</EW_PAIR_NUMBER>
${body}
</TRAVELLER_LINE>`;

const board = (n: number, ...lines: string[]) =>
  `<BOARD><BOARD_NUMBER>${n}</BOARD_NUMBER>${lines.join('\n')}</BOARD>`;

/** A TEAMS event of teams 1 (team A) and 2 (team B), one match of the boards given. */
function teamsXml(boards: string, handset = ''): string {
  return `<?xml version="1.0"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="TEAMS">
<PARTICIPANTS><TEAM TEAM_ID="1" TEAM_NAME="Lions"></TEAM><TEAM TEAM_ID="2" TEAM_NAME="Tigers"></TEAM></PARTICIPANTS>
<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>
${boards}
</MATCH>
</EVENT>
${handset}
</USEBIO>
`;
}

function matchBoards(text: string): { boards: readonly MatchBoard[]; problems: unknown[] } {
  const r = readUsebio(text, { file: 't.xml' });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems('t.xml');
  const matches = usebioTeamMatches(r.value.value, problems);
  return { boards: matches[0]?.boards ?? [], problems: [...r.value.problems, ...problems.list] };
}

const played = '<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>';

describe('vulnerability', () => {
  test('the HANDSET’s, else the board number’s', () => {
    const handset = `<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><VULNERABILITY>Both</VULNERABILITY></BOARD>
<BOARD><BOARD_NUMBER>3</BOARD_NUMBER><DEALER>S</DEALER></BOARD></HANDSET>`;
    const text = teamsXml(
      [1, 2, 3].map((n) => board(n, line(1, played), line(2, played))).join('\n'),
      handset,
    );
    const { boards, problems } = matchBoards(text);
    expect(problems).toEqual([]);
    const vul = boards.map((b) =>
      b.kind === 'played' && b.table1.kind === 'deal' ? b.table1.deal.vulnerability : null,
    );
    // Board 1 is None by its number (Law 2), Both by the HANDSET; 2 is NS and 3 EW by their numbers.
    expect(vul).toEqual(['Both', 'NS', 'EW']);
    const sheet = scoreMatch(boards);
    if (!sheet.ok) throw new Error(sheet.error.code);
    // 4S by North made: 620 vulnerable (board 1 by the HANDSET, board 2 by its number), 420 not.
    expect(sheet.value.boards.map((b) => b.table1)).toEqual([620, 620, 420]);
  });
});

describe('tables and outcomes', () => {
  const bare = (table: number, ns: number, ew: number, body: string) =>
    `<TRAVELLER_LINE><TABLE_NUMBER>${table}</TABLE_NUMBER><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>${body}</TRAVELLER_LINE>`;

  test('without DIRECTION, TABLE_NUMBER says the table whatever the order of the lines', () => {
    const text = teamsXml(
      board(
        1,
        bare(2, 2, 1, '<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS>'),
        bare(1, 1, 2, played),
      ),
    );
    const { boards, problems } = matchBoards(text);
    expect(problems).toEqual([]);
    const [b] = boards;
    expect(
      b?.kind === 'played' &&
        [b.table1, b.table2].map((t) => t.kind === 'deal' && 'tricks' in t.deal && t.deal.tricks),
    ).toEqual([10, 9]);
  });

  test('TABLE_NUMBER 1 after a line placed at table 1 by its order: a second line at table 1, left out', () => {
    const unnumbered = `<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>${played}</TRAVELLER_LINE>`;
    const text = teamsXml(
      board(
        1,
        unnumbered,
        bare(1, 2, 1, '<CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>9</TRICKS>'),
      ),
    );
    const { boards, problems } = matchBoards(text);
    expect(problems).toMatchObject([
      { severity: 'error', error: { code: 'usebio-match-table', board: 1, table: 1 } },
    ]);
    const [b] = boards;
    // The first line's 4S by North stays at table 1; the second (3NT by East) is left out.
    expect(
      b?.kind === 'played' && [
        b.table1.kind === 'deal' && 'declarer' in b.table1.deal && b.table1.deal.declarer,
        b.table2,
      ],
    ).toEqual(['N', { kind: 'not-played' }]);
  });

  test('a declarer and tricks without a contract, or a contract and declarer without tricks: the score given, else an error', () => {
    const text = teamsXml(
      [
        board(
          1,
          line(1, '<PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>'),
          line(2, '<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><SCORE>-50</SCORE>'),
        ),
        board(
          2,
          line(1, '<PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>'),
          line(2, '<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY>'),
        ),
      ].join('\n'),
    );
    const { boards, problems } = matchBoards(text);
    expect(problems).toMatchObject([
      { error: { code: 'result-line', board: 2, ns: 1, ew: 2, cause: { code: 'outcome-missing' } } },
      { error: { code: 'result-line', board: 2, ns: 2, ew: 1, cause: { code: 'outcome-missing' } } },
    ]);
    expect(boards).toEqual([
      { board: 1, kind: 'played', table1: { kind: 'score', ns: 420 }, table2: { kind: 'score', ns: -50 } },
      { board: 2, kind: 'played', table1: { kind: 'not-played' }, table2: { kind: 'not-played' } },
    ]);
  });

  test('the line of each board’s BOARD element, one a board, in order', () => {
    const text = teamsXml([board(3, line(1, played)), board(4, line(2, played))].join('\n'));
    const r = readUsebio(text, { file: 't.xml' });
    if (!r.ok) throw new Error(r.error.error.code);
    const matches = usebioTeamMatches(r.value.value, new Problems('t.xml'));
    const lineOf = (n: number) =>
      text.slice(0, text.indexOf(`<BOARD><BOARD_NUMBER>${n}<`)).split('\n').length;
    expect(matches[0]?.lines).toEqual([lineOf(3), lineOf(4)]);
    expect(lineOf(4)).toBeGreaterThan(lineOf(3));
  });

  test('tricks and a score without a contract: the score', () => {
    const text = teamsXml(
      board(
        1,
        line(1, '<TRICKS>10</TRICKS><SCORE>420</SCORE>'),
        line(2, '<PLAYED_BY>N</PLAYED_BY><SCORE>-50</SCORE>'),
      ),
    );
    const { boards, problems } = matchBoards(text);
    expect(problems).toEqual([]);
    expect(boards).toEqual([
      { board: 1, kind: 'played', table1: { kind: 'score', ns: 420 }, table2: { kind: 'score', ns: -50 } },
    ]);
  });

  test('a contract without its declarer or tricks, and no score: an error at its line, the table not played', () => {
    const text = teamsXml(board(1, line(1, played), line(2, '<CONTRACT>4S</CONTRACT><TRICKS>10</TRICKS>')));
    const { boards, problems } = matchBoards(text);
    const second = text.indexOf('<TRAVELLER_LINE>', text.indexOf('<TRAVELLER_LINE>') + 1);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 't.xml',
        line: text.slice(0, second).split('\n').length,
        column: 1,
        error: { code: 'result-line', board: 1, ns: 2, ew: 1, cause: { code: 'outcome-missing' } },
      },
    ]);
    expect(boards[0]?.kind === 'played' && boards[0].table2).toEqual({ kind: 'not-played' });
  });
});

describe('artificial scores', () => {
  test.each([
    ['A60A40', 1, { kind: 'average-plus' }, { kind: 'average-minus' }],
    ['A60A40', 2, { kind: 'average-minus' }, { kind: 'average-plus' }],
    ['A40A60', 2, { kind: 'average-plus' }, { kind: 'average-minus' }],
    ['A50A50', 1, { kind: 'average' }, { kind: 'average' }],
    ['A50A40', 2, { kind: 'average-minus' }, { kind: 'average' }],
  ] as const)('%s at table %i: team A %o, team B %o', (code, table, a, b) => {
    const { boards, problems } = matchBoards(teamsXml(board(1, line(table, `<SCORE>${code}</SCORE>`))));
    expect(problems).toEqual([]);
    expect(boards).toEqual([{ board: 1, kind: 'adjusted', a, b }]);
  });

  test.each(['A60A30', 'A30A60'])(
    '%s: one side no Law 12C2 award, an error and the board left out',
    (code) => {
      const { boards, problems } = matchBoards(teamsXml(board(1, line(1, `<SCORE>${code}</SCORE>`))));
      expect(problems).toMatchObject([
        { severity: 'error', error: { code: 'value-artificial', field: 'SCORE', text: code } },
      ]);
      expect(boards).toEqual([]);
    },
  );
});

describe('what a match says of itself', () => {
  const doc = (event: Partial<UsebioEvent>, match: Partial<UsebioMatch>): UsebioDocument => ({
    version: '1.2',
    handset: [],
    events: [
      {
        type: 'TEAMS',
        ...event,
        sections: [
          {
            participants: [
              { kind: 'team', number: 1, name: 'Lions', players: [] },
              { kind: 'pair', number: 1, players: [] },
              { kind: 'team', players: [] },
              { kind: 'team', number: 2, players: [] },
            ],
            boards: [],
            matches: [
              { team: 1, boards: [] },
              { team: 1, opposingTeam: 2, boards: [], ...match },
            ],
          },
        ],
      },
    ],
  });
  const read = (event: Partial<UsebioEvent>, match: Partial<UsebioMatch> = {}) => {
    const problems = new Problems('t.xml');
    const matches = usebioTeamMatches(doc(event, match), problems);
    expect(problems.list).toEqual([]);
    return matches;
  };

  test('the teams: a team’s name when it has one; pairs and teams without a number are no teams', () => {
    const [m, ...rest] = read({});
    expect(rest).toEqual([]);
    expect(m?.teams).toEqual({ a: { number: 1, name: 'Lions', players: [] }, b: { number: 2, players: [] } });
    expect(m?.teams.b).not.toHaveProperty('name');
  });

  test.each([
    [undefined, 'imps'],
    ['IMPS', 'imps'],
    ['VPS', 'vps'],
    ['vps', 'vps'],
    ['VP', 'vps'],
    ['IMPS_VP', 'imps'],
  ])('MATCH_SCORING_METHOD %j: the given scores are %s', (matchScoring, unit) => {
    const event = matchScoring === undefined ? {} : { matchScoring };
    expect(read(event)[0]?.unit).toBe(unit);
  });

  test('the given scores: both, or none', () => {
    expect(read({}, { round: 3, teamScore: 12, opposingTeamScore: 0 })[0]).toMatchObject({
      round: 3,
      given: { a: 12, b: 0 },
    });
    expect(read({}, { teamScore: 12 })[0]).not.toHaveProperty('given');
    expect(read({}, { opposingTeamScore: 12 })[0]).not.toHaveProperty('given');
    expect(read({}, {})[0]).not.toHaveProperty('round');
  });

  test('the boards declared: END − START + 1, else the event’s BOARDS_PER_ROUND, and none of 0 or less', () => {
    const declared = (event: Partial<UsebioEvent>, match: Partial<UsebioMatch>) =>
      read(event, match)[0]?.declaredBoards;
    expect(declared({ boardsPerRound: 8 }, { startBoard: 5, endBoard: 8 })).toBe(4);
    expect(declared({ boardsPerRound: 8 }, { startBoard: 5, endBoard: 5 })).toBe(1);
    expect(declared({ boardsPerRound: 8 }, { startBoard: 5, endBoard: 4 })).toBe(8);
    expect(declared({ boardsPerRound: 8 }, { startBoard: 5 })).toBe(8);
    expect(declared({ boardsPerRound: 8 }, { endBoard: 5 })).toBe(8);
    expect(declared({}, { endBoard: 5 })).toBeUndefined();
    expect(declared({ boardsPerRound: 0 }, {})).toBeUndefined();
    expect(declared({ boardsPerRound: 1 }, {})).toBe(1);
  });
});

describe('writing a match', () => {
  const contract = parseContract('4S');
  if (!contract.ok) throw new Error('4S');
  const deal = (vulnerability: 'None' | 'NS' | 'EW' | 'Both') => ({
    kind: 'deal' as const,
    deal: { contract: contract.value, declarer: 'N' as const, tricks: 10, vulnerability },
  });
  const teams = { a: { number: 1, name: 'Lions', players: [] }, b: { number: 2, players: [] } };

  test('each average written as its artificial score, North-South’s (team A at table 1) first, and read back', () => {
    const boards: MatchBoard[] = [
      { board: 1, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } },
      { board: 2, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average' } },
      { board: 3, kind: 'adjusted', a: { kind: 'average-minus' }, b: { kind: 'average' } },
    ];
    const { document, unwritten } = usebioOfMatch({ teams, boards });
    expect(unwritten).toEqual([]);
    const written = formatUsebio(document);
    expect([...written.matchAll(/<SCORE>(.*)<\/SCORE>/g)].map((m) => m[1])).toEqual([
      'A60A40',
      'A50A50',
      'A40A50',
    ]);
    const { boards: again, problems } = matchBoards(written);
    expect(problems).toEqual([]);
    expect(again).toEqual(boards);
  });

  test('an award of IMPs on either side: the board is not written', () => {
    const { document, unwritten } = usebioOfMatch({
      teams,
      boards: [
        { board: 1, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'average' } },
        { board: 2, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'imps', imps: -2 } },
        { board: 3, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average' } },
      ],
    });
    expect(unwritten).toEqual([1, 2]);
    expect(document.events[0]?.sections[0]?.matches?.[0]?.boards.map((b) => b.number)).toEqual([3]);
  });

  test('a deal given without its score: the score of the sheet written', () => {
    const boards: MatchBoard[] = [
      { board: 1, kind: 'played', table1: deal('None'), table2: deal('None') },
      { board: 2, kind: 'played', table1: deal('NS'), table2: deal('NS') },
    ];
    const sheet = scoreMatch(boards);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const written = formatUsebio(usebioOfMatch({ teams, boards, sheet: sheet.value }).document);
    // 4S by North made: 420 not vulnerable (board 1), 620 vulnerable (board 2), at both tables.
    expect([...written.matchAll(/<SCORE>(.*)<\/SCORE>/g)].map((m) => m[1])).toEqual([
      '420',
      '420',
      '620',
      '620',
    ]);
    expect(formatUsebio(usebioOfMatch({ teams, boards }).document)).not.toContain('<SCORE>');
  });

  test('a HANDSET record for a board played at a vulnerability other than its number’s, and only then', () => {
    const boards: MatchBoard[] = [
      { board: 1, kind: 'played', table1: deal('Both'), table2: deal('Both') },
      { board: 2, kind: 'played', table1: deal('NS'), table2: { kind: 'not-played' } },
      { board: 3, kind: 'played', table1: { kind: 'not-played' }, table2: deal('None') },
      // No deal at either table: no vulnerability to record.
      { board: 4, kind: 'played', table1: { kind: 'score', ns: 420 }, table2: { kind: 'not-played' } },
    ];
    const { document, unwritten } = usebioOfMatch({ teams, boards });
    expect(unwritten).toEqual([]);
    expect(document.handset).toEqual([
      { board: 1, vulnerability: 'Both', hands: { N: null, E: null, S: null, W: null } },
      { board: 3, vulnerability: 'None', hands: { N: null, E: null, S: null, W: null } },
    ]);
    // Read back: the same boards, the vulnerabilities too.
    const { boards: again, problems } = matchBoards(formatUsebio(document));
    expect(problems).toEqual([]);
    expect(again).toEqual(boards);
  });
});
