/**
 * USEBIO team matches: the golden teams file (two teams, five boards, the
 * IMPs worked by hand in its comments from docs/scoring.md §7), the round trips,
 * and the problems of files that cannot be mapped.
 */
import { scoreMatch } from '@bridge-score/core';
import {
  formatMatchFile,
  formatUsebio,
  Problems,
  parseMatchFile,
  readUsebio,
  readUsebioBytes,
  usebioOfMatch,
  usebioTeamMatches,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertCutUsebioNeverThrows, fileRuns, golden, positionOfText } from './helpers.js';

const goldenText = new TextDecoder().decode(golden('teams.xml'));

function matchesOf(text: string, file = 'teams.xml') {
  const r = readUsebio(text, { file });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems(file);
  const matches = usebioTeamMatches(r.value.value, problems);
  return { doc: r.value.value, matches, problems: [...r.value.problems, ...problems.list] };
}

describe('golden: a team match in USEBIO', () => {
  const { matches, problems } = matchesOf(goldenText);

  test('reads without problems: one match, the two teams, five boards', () => {
    expect(problems).toEqual([]);
    expect(matches).toHaveLength(1);
    const m = matches[0];
    expect(m?.round).toBe(1);
    expect(m?.teams.a).toMatchObject({ number: 1, name: 'Lions' });
    expect(m?.teams.b).toMatchObject({ number: 2, name: 'Tigers' });
    expect(m?.teams.a.players.map((p) => p.name)).toEqual([
      'Alice Moore',
      'Bill Park',
      'Carol King',
      'Dan Reed',
    ]);
    expect(m?.boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5]);
  });

  test('scores to the hand-worked IMPs (see the comments in teams.xml)', () => {
    const sheet = scoreMatch(matches[0]?.boards ?? []);
    if (!sheet.ok) throw new Error(sheet.error.code);
    // Board 1: +420 vs −50, net 470 → 10; board 2: 600 vs 630, net −30 → −1;
    // board 3: −620 vs +500, net −1120 → −15; board 4: 1440 vs 0 → 16; board 5: A60A40 → +3 / −3.
    expect(sheet.value.boards.map((b) => b.net)).toEqual([470, -30, -1120, 1440, null]);
    expect(sheet.value.boards.map((b) => b.imps?.a)).toEqual([10, -1, -15, 16, 3]);
    expect(sheet.value.imps).toEqual({ a: 29, b: 16 });
    expect(sheet.value.margin).toEqual({ a: 13, b: -13 });
  });

  test('the table a line belongs to: DIRECTION (team A North-South is table 1)', () => {
    const board1 = matches[0]?.boards[0];
    expect(board1?.kind === 'played' && board1.table1).toMatchObject({ kind: 'deal', ns: 420 });
    expect(board1?.kind === 'played' && board1.table2).toMatchObject({ kind: 'deal', ns: -50 });
    const board5 = matches[0]?.boards[4];
    expect(board5).toEqual({
      board: 5,
      kind: 'adjusted',
      a: { kind: 'average-plus' },
      b: { kind: 'average-minus' },
    });
  });

  test('read → write: the file without its comments, byte for byte; and again', () => {
    const r = readUsebio(goldenText);
    if (!r.ok) throw new Error(r.error.error.code);
    const written = formatUsebio(r.value.value);
    expect(written).toBe(goldenText.replace(/^\s*<!--.*-->\n/gm, ''));
    const again = readUsebio(written);
    expect(again.ok && formatUsebio(again.value.value)).toBe(written);
  });

  test('read → score → write the scored match: the same file, and the same model read back', () => {
    const m = matches[0];
    if (!m) throw new Error('no match');
    const sheet = scoreMatch(m.boards);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const { document, unwritten } = usebioOfMatch({
      teams: m.teams,
      boards: m.boards,
      sheet: sheet.value,
      round: 1,
    });
    expect(unwritten).toEqual([]);
    const text = formatUsebio(document);
    expect(text).toBe(goldenText.replace(/^\s*<!--.*-->\n/gm, ''));
    const back = matchesOf(text);
    expect(back.problems).toEqual([]);
    expect(back.matches[0]?.boards).toEqual(m.boards);
    expect(back.matches[0]?.teams).toEqual(m.teams);
  });
});

describe('the team-match CSV and USEBIO hold the same match', () => {
  test('CSV → USEBIO → CSV', () => {
    const csv = [
      'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2',
      '1,4S,N,10,,4S,N,9,',
      '2,,,,-200,,,,-50',
      '3,,,,A+/A+,,,,',
      '4,6NT,S,12,,,,,NP',
      '',
    ].join('\n');
    const parsed = parseMatchFile(csv);
    if (!parsed.ok) throw new Error(parsed.error.error.code);
    const teams = { a: { number: 1, players: [] }, b: { number: 2, players: [] } };
    const { document } = usebioOfMatch({ teams, boards: parsed.value.boards });
    const back = matchesOf(formatUsebio(document));
    expect(back.problems).toEqual([]);
    expect(formatMatchFile(back.matches[0]?.boards ?? [])).toBe(formatMatchFile(parsed.value.boards));
  });

  test('an award of a number of IMPs has no USEBIO code: the board is named, not written', () => {
    const teams = { a: { number: 1, players: [] }, b: { number: 2, players: [] } };
    const { unwritten, document } = usebioOfMatch({
      teams,
      boards: [{ board: 7, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'imps', imps: -2 } }],
    });
    expect(unwritten).toEqual([7]);
    expect(document.events[0]?.sections[0]?.matches?.[0]?.boards).toEqual([]);
  });
});

/** The golden file with one change, and where that change is (line, column of a text). */
function edited(from: string, to: string) {
  expect(goldenText).toContain(from);
  return goldenText.replace(from, to);
}

describe('problems at their element', () => {
  test('a MATCH without its TEAM', () => {
    const text = edited('      <TEAM>1</TEAM>\n', '');
    const { matches, problems } = matchesOf(text);
    expect(matches).toEqual([]);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'teams.xml',
        ...positionOfText(text, '<MATCH>'),
        error: { code: 'xml-element-missing', element: 'TEAM', parent: 'MATCH' },
      },
    ]);
  });

  test('a MATCH naming a team that is not a participant', () => {
    const text = edited('<OPPOSING_TEAM>2</OPPOSING_TEAM>', '<OPPOSING_TEAM>7</OPPOSING_TEAM>');
    const { matches, problems } = matchesOf(text);
    expect(matches).toEqual([]);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'teams.xml',
        ...positionOfText(text, '<MATCH>'),
        error: { code: 'usebio-team-unknown', team: 7 },
      },
    ]);
  });

  test('a file whose PARTICIPANTS lost a TEAM: every match naming it', () => {
    const start = goldenText.indexOf('      <TEAM TEAM_ID="2"');
    const end = goldenText.indexOf('</TEAM>', start) + '</TEAM>\n'.length;
    const text = goldenText.slice(0, start) + goldenText.slice(end);
    const { problems } = matchesOf(text);
    expect(problems.map((p) => [p.line, p.error])).toEqual([
      [positionOfText(text, '<MATCH>').line, { code: 'usebio-team-unknown', team: 2 }],
    ]);
  });

  test('two lines at one table: the second is left out, at its line', () => {
    const text = edited('<DIRECTION>EW</DIRECTION>', '<DIRECTION>NS</DIRECTION>');
    const { matches, problems } = matchesOf(text);
    const second = positionOfText(text, '<TRAVELLER_LINE>', 1);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'teams.xml',
        ...second,
        error: { code: 'usebio-match-table', board: 1, table: 1 },
      },
    ]);
    const board1 = matches[0]?.boards[0];
    expect(board1?.kind === 'played' && board1.table2).toEqual({ kind: 'not-played' });
  });

  test('an adjusted score that is no IMP award', () => {
    const text = edited('<SCORE>A60A40</SCORE>', '<SCORE>A55A45</SCORE>');
    const { matches, problems } = matchesOf(text);
    expect(problems.map((p) => p.error)).toEqual([
      { code: 'value-artificial', field: 'SCORE', text: 'A55A45' },
    ]);
    expect(problems[0]?.line).toBe(positionOfText(text, '<TRAVELLER_LINE>', 8).line);
    expect(matches[0]?.boards.map((b) => b.board)).toEqual([1, 2, 3, 4]);
  });

  test('a played result beside an adjusted score is reported, not dropped silently', () => {
    const played = `<TRAVELLER_LINE>
          <TABLE_NUMBER>2</TABLE_NUMBER>
          <DIRECTION>EW</DIRECTION>
          <NS_PAIR_NUMBER>2</NS_PAIR_NUMBER>
          <EW_PAIR_NUMBER>1</EW_PAIR_NUMBER>
          <CONTRACT>4S</CONTRACT>
          <PLAYED_BY>N</PLAYED_BY>
          <TRICKS>10</TRICKS>
        </TRAVELLER_LINE>
      </BOARD>
    </MATCH>`;
    const text = goldenText.replace(
      /<\/TRAVELLER_LINE>\s*<\/BOARD>\s*<\/MATCH>/,
      `</TRAVELLER_LINE>\n        ${played}`,
    );
    const { matches, problems } = matchesOf(text);
    expect(problems.map((p) => [p.severity, p.error])).toEqual([
      ['warning', { code: 'usebio-adjusted-beside-played', board: 5 }],
    ]);
    expect(matches[0]?.boards.find((b) => b.board === 5)?.kind).toBe('adjusted');
  });

  test('without DIRECTION, TABLE_NUMBER says the table; without both, the order', () => {
    const noDirection = goldenText.replace(/^\s*<DIRECTION>.*\n/gm, '');
    const a = matchesOf(noDirection);
    const b = matchesOf(noDirection.replace(/^\s*<TABLE_NUMBER>.*\n/gm, ''));
    const g = matchesOf(goldenText);
    expect(a.problems).toEqual([]);
    expect(a.matches[0]?.boards).toEqual(g.matches[0]?.boards);
    expect(b.matches[0]?.boards).toEqual(g.matches[0]?.boards);
  });
});

describe('never throws', () => {
  test('on the golden file cut anywhere, or with any element renamed', () => {
    assertCutUsebioNeverThrows(goldenText, (doc, problems) => usebioTeamMatches(doc, problems));
    const names = [
      'TEAM',
      'OPPOSING_TEAM',
      'MATCH',
      'BOARD',
      'TRAVELLER_LINE',
      'DIRECTION',
      'SCORE',
      'CONTRACT',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string({ maxLength: 5 }), (name, value) => {
        const r = readUsebio(goldenText.replaceAll(`<${name}>1</${name}>`, `<${name}>${value}</${name}>`));
        if (r.ok) usebioTeamMatches(r.value.value, new Problems('x'));
      }),
      { numRuns: fileRuns(100) },
    );
  });

  test('on bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const r = readUsebioBytes(bytes);
        if (r.ok) usebioTeamMatches(r.value.value, new Problems('x'));
      }),
    );
  });
});
