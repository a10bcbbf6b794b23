/**
 * A USEBIO teams event: the golden four-team round robin (every IMP worked
 * by hand in its comments from docs/scoring.md §7, the VPs from the WBF formula of
 * §7 written out there), the problems of files that cannot be used, each at
 * its element, and readers that never throw.
 */
import { type EventMatch, scoreTeamEvent, wbfScale } from '@bridge-score/core';
import {
  formatUsebio,
  type Problem,
  Problems,
  readUsebio,
  readUsebioBytes,
  teamNames,
  type UsebioEventOptions,
  usebioTeamEvent,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertCutUsebioNeverThrows, fileRuns, golden, positionOfText } from './helpers.js';

const goldenText = new TextDecoder().decode(golden('team-event.xml'));

function eventOf(text: string, options: UsebioEventOptions = {}) {
  const r = readUsebio(text, { file: 'event.xml' });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems('event.xml');
  const event = usebioTeamEvent(r.value.value, problems, options);
  return { ...event, problems: [...r.value.problems, ...problems.list] };
}

/** The golden file with one change (which must be there). */
function edited(from: string, to: string, text = goldenText) {
  expect(text).toContain(from);
  return text.replace(from, to);
}

/** A problem of the edited file at the nth occurrence of a text (default: the first MATCH). */
const problemAt = (
  text: string,
  severity: 'error' | 'warning',
  error: Problem['error'],
  needle = '<MATCH>',
  nth = 0,
) => ({ severity, file: 'event.xml', ...positionOfText(text, needle, nth), error });

const match = (round: number, a: string, b: string, sa: number, sb: number): EventMatch => ({
  kind: 'match',
  round,
  a,
  b,
  score: { a: sa, b: sb },
  boards: 4,
});

describe('golden: a four-team round robin in USEBIO', () => {
  const { matches, positions, problems } = eventOf(goldenText);

  test('every match, with the IMPs worked by hand in the file', () => {
    expect(problems).toEqual([]);
    expect(matches).toEqual([
      match(1, 'Lions', 'Tigers', 10, 0),
      match(1, 'Bears', '4', 10, 10),
      // Given only by TEAM_SCORE and OPPOSING_TEAM_SCORE; boards 5 to 8.
      match(2, 'Lions', 'Bears', 12, 42),
      match(2, 'Tigers', '4', 0, 10),
      match(3, 'Lions', '4', 31, 0),
      // Board 9 adjusted A60A40: +3 to Tigers; board 10: 3 IMPs to Bears.
      match(3, 'Tigers', 'Bears', 3, 3),
    ]);
  });

  test('each match is placed at its MATCH element', () => {
    // Read in the test, so that mutation testing counts the reading for it.
    expect(eventOf(goldenText).positions).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => positionOfText(goldenText, '<MATCH>', n)),
    );
    expect(positions).toEqual(eventOf(goldenText).positions);
  });

  test('the standings after each round: VPs from the margins 0, 10 and 30+ (see the file)', () => {
    const event = scoreTeamEvent(matches, { scoring: 'vp' });
    if (!event.ok) throw new Error(event.error.code);
    const table = event.value.rounds.map((r) => r.standings.map((s) => [s.place, s.team, s.points]));
    expect(table).toEqual([
      [
        ['1', 'Lions', 15],
        ['2=', '4', 10],
        ['2=', 'Bears', 10],
        ['4', 'Tigers', 5],
      ],
      [
        ['1', 'Bears', 30],
        ['2', '4', 25],
        ['3', 'Lions', 15],
        ['4', 'Tigers', 10],
      ],
      [
        ['1', 'Bears', 40],
        ['2', 'Lions', 35],
        ['3', '4', 25],
        ['4', 'Tigers', 20],
      ],
    ]);
  });

  test('--boards overrides the boards of every match', () => {
    expect(eventOf(goldenText, { boards: 16 }).matches.map((m) => m.kind === 'match' && m.boards)).toEqual([
      16, 16, 16, 16, 16, 16,
    ]);
  });

  test('read → write → read: the same event, every team written with TEAM_ID', () => {
    const r = readUsebio(goldenText);
    if (!r.ok) throw new Error(r.error.error.code);
    const written = formatUsebio(r.value.value);
    expect(written).toContain('<TEAM TEAM_ID="4">');
    expect(written).not.toContain('TEAM_NUMBER');
    const back = eventOf(written);
    expect(back.problems).toEqual([]);
    expect(back.matches).toEqual(matches);
  });

  test('a single match without ROUND_NUMBER is round 1; its boards are counted', () => {
    const only = goldenText.replace(/<MATCH>[\s\S]*<\/MATCH>/, (all) =>
      all.slice(0, all.indexOf('</MATCH>') + 8),
    );
    const one = eventOf(edited('<ROUND_NUMBER>1</ROUND_NUMBER>', '', only));
    expect(one.problems).toEqual([]);
    expect(one.matches).toEqual([match(1, 'Lions', 'Tigers', 10, 0)]);
  });

  test('teams that share a name are told apart by their numbers', () => {
    const { matches: m } = eventOf(edited('TEAM_NAME="Tigers"', 'TEAM_NAME="Lions"'));
    expect(m[0]).toMatchObject({ a: 'Lions (1)', b: 'Lions (2)' });
    expect(m[2]).toMatchObject({ a: 'Lions (1)', b: 'Bears' });
  });
});

describe('TEAM_SCORE beside the boards', () => {
  test('IMPs that disagree with the boards: a warning at the MATCH, and the boards are used', () => {
    const text = edited('<TEAM_SCORE>10</TEAM_SCORE>', '<TEAM_SCORE>12</TEAM_SCORE>');
    const { matches, problems } = eventOf(text);
    expect(problems).toEqual([
      problemAt(text, 'warning', {
        code: 'usebio-match-score',
        unit: 'imps',
        given: { a: 12, b: 0 },
        computed: { a: 10, b: 0 },
      }),
    ]);
    expect(matches[0]).toEqual(match(1, 'Lions', 'Tigers', 10, 0));
  });

  test('IMPs right for team A and wrong for team B disagree', () => {
    const text = edited(
      '<OPPOSING_TEAM_SCORE>0</OPPOSING_TEAM_SCORE>',
      '<OPPOSING_TEAM_SCORE>1</OPPOSING_TEAM_SCORE>',
    );
    expect(eventOf(text).problems).toEqual([
      problemAt(text, 'warning', {
        code: 'usebio-match-score',
        unit: 'imps',
        given: { a: 10, b: 1 },
        computed: { a: 10, b: 0 },
      }),
    ]);
  });

  test("IMPs with the same margin but other totals disagree too (12 - 2 against the boards' 10 - 0)", () => {
    let text = edited('<TEAM_SCORE>10</TEAM_SCORE>', '<TEAM_SCORE>12</TEAM_SCORE>');
    text = edited(
      '<OPPOSING_TEAM_SCORE>0</OPPOSING_TEAM_SCORE>',
      '<OPPOSING_TEAM_SCORE>2</OPPOSING_TEAM_SCORE>',
      text,
    );
    const { matches, problems } = eventOf(text);
    expect(problems).toEqual([
      problemAt(text, 'warning', {
        code: 'usebio-match-score',
        unit: 'imps',
        given: { a: 12, b: 2 },
        computed: { a: 10, b: 0 },
      }),
    ]);
    expect(matches[0]).toEqual(match(1, 'Lions', 'Tigers', 10, 0));
  });

  test('MATCH_SCORING_METHOD VPS: TEAM_SCORE is VPs, checked against the VPs of the boards', () => {
    // Lions by 10 on 4 boards is 15.00 - 5.00 (the file's comments); a 10 - 10 draw is 10.00 - 10.00.
    let text = edited('<MATCH_SCORING_METHOD>IMPS', '<MATCH_SCORING_METHOD>VPS');
    text = edited(
      '<OPPOSING_TEAM_SCORE>0</OPPOSING_TEAM_SCORE>',
      '<OPPOSING_TEAM_SCORE>5</OPPOSING_TEAM_SCORE>',
      text,
    );
    text = edited('<TEAM_SCORE>10</TEAM_SCORE>', '<TEAM_SCORE>15.00</TEAM_SCORE>', text);
    const { matches, problems } = eventOf(text);
    const at = (n: number) => positionOfText(text, '<MATCH>', n);
    expect(problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      // Match 3 has no boards and only VPs: its IMPs are unknown.
      ['error', at(2).line, at(2).column, { code: 'usebio-match-vps-only' }],
      // Match 4, team 4 by 10: 5 - 15 VPs, not the 0 - 10 written.
      [
        'warning',
        at(3).line,
        at(3).column,
        { code: 'usebio-match-score', unit: 'vps', given: { a: 0, b: 10 }, computed: { a: 5, b: 15 } },
      ],
      // Match 5, Lions by 31: 20 - 0.
      [
        'warning',
        at(4).line,
        at(4).column,
        { code: 'usebio-match-score', unit: 'vps', given: { a: 31, b: 0 }, computed: { a: 20, b: 0 } },
      ],
      // Match 6, a 3 - 3 draw: 10 - 10.
      [
        'warning',
        at(5).line,
        at(5).column,
        { code: 'usebio-match-score', unit: 'vps', given: { a: 3, b: 3 }, computed: { a: 10, b: 10 } },
      ],
    ]);
    expect(matches.map((m) => m.kind === 'match' && m.score)).toEqual([
      { a: 10, b: 0 },
      { a: 10, b: 10 },
      { a: 0, b: 10 },
      { a: 31, b: 0 },
      { a: 3, b: 3 },
    ]);
  });
});

describe('VPs given beside the boards, side by side', () => {
  // Lions by 10 on 4 boards is 15.00 - 5.00 on the WBF scale (the file's comments).
  const vps = (a: string, b: string) => {
    let text = edited('<MATCH_SCORING_METHOD>IMPS', '<MATCH_SCORING_METHOD>VPS');
    text = edited('<TEAM_SCORE>10</TEAM_SCORE>', `<TEAM_SCORE>${a}</TEAM_SCORE>`, text);
    return edited(
      '<OPPOSING_TEAM_SCORE>0</OPPOSING_TEAM_SCORE>',
      `<OPPOSING_TEAM_SCORE>${b}</OPPOSING_TEAM_SCORE>`,
      text,
    );
  };
  const atFirstMatch = (text: string, options: UsebioEventOptions = {}) => {
    const first = positionOfText(text, '<MATCH>', 0);
    return eventOf(text, options).problems.filter((p) => p.line === first.line);
  };

  test('either side wrong is a warning', () => {
    expect(atFirstMatch(vps('15.00', '5.00'))).toEqual([]);
    for (const [a, b] of [
      [15, 0],
      [14, 5],
    ] as const) {
      const text = vps(String(a), String(b));
      expect(atFirstMatch(text)).toEqual([
        problemAt(text, 'warning', {
          code: 'usebio-match-score',
          unit: 'vps',
          given: { a, b },
          computed: { a: 15, b: 5 },
        }),
      ]);
    }
  });

  test('a scale given as a table is the one used, the same as the scale given for the boards', () => {
    const text = vps('15.00', '0');
    expect(eventOf(text, { scale: wbfScale(4) }).problems).toEqual(eventOf(text).problems);
    expect(eventOf(text, { scale: () => wbfScale(4) }).problems).toEqual(eventOf(text).problems);
  });
});

describe('team names', () => {
  test('a name shared with another team’s number: the named one told apart, the other its number', () => {
    const named = { number: 1, name: '2', players: [] };
    const unnamed = { number: 2, players: [] };
    const names = teamNames([{ teams: { a: named, b: unnamed }, boards: [], lines: [], unit: 'imps' }]);
    expect([names.get(named), names.get(unnamed)]).toEqual(['2 (1)', '2']);
  });
});

describe('problems at their element; the match is left out', () => {
  test('a team missing from PARTICIPANTS: every match naming it', () => {
    const start = goldenText.indexOf('      <TEAM TEAM_ID="2"');
    const end = goldenText.indexOf('</TEAM>', start) + '</TEAM>\n'.length;
    const text = goldenText.slice(0, start) + goldenText.slice(end);
    const { matches, problems } = eventOf(text);
    expect(problems).toEqual(
      [0, 3, 5].map((n) => problemAt(text, 'error', { code: 'usebio-team-unknown', team: 2 }, '<MATCH>', n)),
    );
    expect(matches).toHaveLength(3);
  });

  test('an unknown team number in a MATCH', () => {
    const text = edited('<OPPOSING_TEAM>2</OPPOSING_TEAM>', '<OPPOSING_TEAM>9</OPPOSING_TEAM>');
    const { matches, problems } = eventOf(text);
    expect(problems).toEqual([problemAt(text, 'error', { code: 'usebio-team-unknown', team: 9 })]);
    expect(matches).toHaveLength(5);
  });

  test('a bad score in a match given only by its scores: the score, then the match', () => {
    const text = edited('<TEAM_SCORE>12</TEAM_SCORE>', '<TEAM_SCORE>twelve</TEAM_SCORE>');
    const { matches, problems } = eventOf(text);
    const at = (needle: string, n = 0) => positionOfText(text, needle, n);
    // The reader's problem, then the mapping's.
    expect(problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [
        at('<TEAM_SCORE>twelve').line,
        at('<TEAM_SCORE>twelve').column,
        { code: 'value-number', field: 'TEAM_SCORE', text: 'twelve' },
      ],
      [at('<MATCH>', 2).line, at('<MATCH>', 2).column, { code: 'usebio-match-empty' }],
    ]);
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
    expect(matches).toHaveLength(5);
  });

  test('a MATCH without ROUND_NUMBER in an event of several', () => {
    const text = edited('<ROUND_NUMBER>2</ROUND_NUMBER>', '');
    const { problems } = eventOf(text);
    expect(problems).toEqual([
      problemAt(
        text,
        'error',
        { code: 'xml-element-missing', element: 'ROUND_NUMBER', parent: 'MATCH' },
        '<MATCH>',
        2,
      ),
    ]);
  });

  test('a board whose SCORE its contract does not give: at the BOARD, with the cause', () => {
    // Board 1 of the first match: 4S= by N, not vulnerable, is 420 (docs/scoring.md §1).
    const text = edited('<SCORE>420</SCORE>', '<SCORE>430</SCORE>');
    const { matches, problems } = eventOf(text);
    expect(problems).toEqual([
      problemAt(
        text,
        'error',
        {
          code: 'usebio-match-board',
          cause: { code: 'match-score-mismatch', board: 1, table: 1, given: 430, computed: 420 },
        },
        '<BOARD>',
      ),
    ]);
    expect(matches).toHaveLength(5);
    expect(matches[0]).toMatchObject({ a: 'Bears', b: '4' });
  });

  test('a board after the first that cannot be scored: at its own BOARD', () => {
    // Board 2 of the first match: 2H= by S, North-South vulnerable, is 110 (docs/scoring.md §1).
    const text = edited('<SCORE>110</SCORE>', '<SCORE>120</SCORE>');
    const { problems } = eventOf(text);
    expect(problems).toEqual([
      problemAt(
        text,
        'error',
        {
          code: 'usebio-match-board',
          cause: { code: 'match-score-mismatch', board: 2, table: 1, given: 120, computed: 110 },
        },
        '<BOARD>',
        1,
      ),
    ]);
  });

  test('a MATCH with neither boards nor scores', () => {
    let text = edited('<TEAM_SCORE>12</TEAM_SCORE>', '');
    text = edited('<OPPOSING_TEAM_SCORE>42</OPPOSING_TEAM_SCORE>', '', text);
    expect(eventOf(text).problems.map((p) => p.error)).toEqual([{ code: 'usebio-match-empty' }]);
  });
});

describe('never throws', () => {
  test('on the golden file cut anywhere, or with a value replaced', () => {
    assertCutUsebioNeverThrows(goldenText, (doc, problems) => usebioTeamEvent(doc, problems), 300);
    const names = ['TEAM', 'OPPOSING_TEAM', 'ROUND_NUMBER', 'TEAM_SCORE', 'END_BOARD_NUMBER', 'SCORE'];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string({ maxLength: 5 }), (name, value) => {
        const text = goldenText.replace(
          new RegExp(`<${name}>[^<]*</${name}>`, 'g'),
          `<${name}>${value}</${name}>`,
        );
        const r = readUsebio(text);
        if (r.ok) usebioTeamEvent(r.value.value, new Problems('x'), { boards: 4 });
      }),
      { numRuns: fileRuns(300) },
    );
  });

  test('on bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const r = readUsebioBytes(bytes);
        if (r.ok) usebioTeamEvent(r.value.value, new Problems('x'));
      }),
    );
  });
});
