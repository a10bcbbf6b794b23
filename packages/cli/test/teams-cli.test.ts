import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
// The built command line, as users run it.
import { runMain } from './run-main.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/team-match.csv', import.meta.url));
// Four teams, three rounds of 4-board matches; every IMP and VP worked by hand in the file's comments.
const EVENT_XML = fileURLToPath(new URL('../../formats/test/golden/team-event.xml', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-teams-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const run = (...argv: string[]) => runMain(argv);

describe('bridge-score imps', () => {
  test('two scores: 620 − (−100) = 720 is 12 IMPs', async () => {
    const r = await run('imps', '620', '-100');
    expect(r.status).toBe(0);
    expect(r.out).toBe('620 − (−100) = 720: 12 IMPs\n');
  });

  test('one number is a difference, in either sign', async () => {
    expect((await run('imps', '510')).out).toBe('510: 11 IMPs\n');
    expect((await run('imps', '-510', '--ascii')).out).toBe('-510: -11 IMPs\n');
    expect((await run('imps', '10')).out).toBe('10: 0 IMPs\n');
    expect((await run('imps', '20')).out).toBe('20: 1 IMP\n');
  });

  test('JSON', async () => {
    const r = await run('imps', '2210', '1700', '--json');
    expect(JSON.parse(r.out)).toEqual({ scores: [2210, 1700], difference: 510, imps: 11 });
    expect(JSON.parse((await run('imps', '-90', '--json')).out)).toEqual({ difference: -90, imps: -3 });
  });

  test('a score that is not a number: exit status 1 and a message in the chosen language', async () => {
    const r = await run('imps', '4S', '--lang', 'ru');
    expect(r.status).toBe(1);
    expect(r.err).toContain('«4S»');
    const j = await run('imps', 'x', '--json');
    expect(JSON.parse(j.out).error.code).toBe('imps-score');
  });
});

describe('bridge-score vp', () => {
  test('the 16-board scale as a table (docs/scoring.md §7 values)', async () => {
    const r = await run('vp', '--boards', '16');
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('WBF 2013 continuous scale, 16 boards (blitz 60 IMPs)');
    const row = (m: string) =>
      lines
        .find((l) => l.trim().split(/\s+/)[0] === m)
        ?.trim()
        .split(/\s+/);
    expect(row('1')).toEqual(['1', '10.31', '9.69']);
    expect(row('5')).toEqual(['5', '11.48', '8.52']);
    expect(row('10')).toEqual(['10', '12.80', '7.20']);
    expect(row('20')).toEqual(['20', '15.00', '5.00']);
    expect(row('60+')).toEqual(['60+', '20.00', '0.00']);
    expect(lines.filter((l) => /^\s*\d/.test(l))).toHaveLength(61);
  });

  test('one margin', async () => {
    const r = await run('vp', '--boards', '16', '--imps', '20');
    expect(r.out.split('\n')[1]).toBe('20 IMPs: 15.00 – 5.00 VP');
    const j = JSON.parse((await run('vp', '--boards', '16', '--imps', '-10', '--json')).out);
    expect(j).toEqual({ scale: 'wbf-2013-16', boards: 16, imps: -10, vp: { a: 7.2, b: 12.8 } });
  });

  test('the whole scale as JSON', async () => {
    const j = JSON.parse((await run('vp', '--boards', '16', '--json')).out);
    expect(j.blitz).toBe(60);
    expect(j.rows[20]).toEqual({ from: 20, to: 20, winner: 15, loser: 5 });
    expect(j.rows.at(-1)).toEqual({ from: 60, to: null, winner: 20, loser: 0 });
  });

  test('another scale from a file', async () => {
    const scale = file('club.csv', 'name,Club 30\n0,15,15\n1-4,17,13\n5+,30,0\n');
    const r = await run('vp', '--scale-file', scale, '--imps', '3');
    expect(r.out).toBe('Club 30\n3 IMPs: 17.00 – 13.00 VP\n');
    const t = await run('vp', '--scale-file', scale);
    expect(t.out).toContain('1–4');
  });

  test('a bad scale file says where', async () => {
    const scale = file('bad.csv', '0,15,15\n2+,30,0\n');
    const r = await run('vp', '--scale-file', scale);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`${scale}: Line 2, column 1`);
    expect(r.err).toContain('should start at 1');
  });

  test('without boards or a scale: misuse, exit status 2', async () => {
    const r = await run('vp');
    expect(r.status).toBe(2);
    expect(r.err).toContain('--boards');
    expect((await run('vp', '--boards', 'x')).status).toBe(2);
  });
});

describe('bridge-score match', () => {
  test('the example: board by board, totals and VPs', async () => {
    const r = await run('match', EXAMPLE, '--team-a', 'Lions', '--team-b', 'Tigers');
    expect(r.status).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Board\s+Table 1\s+Table 2\s+Net\s+Lions\s+Tigers\s+Running$/);
    // Board 1, nobody vulnerable: 4♠= by N +420 against 2♠+2 by N +170: +250, 6 IMPs.
    expect(lines[1]?.replace(/\s+/g, ' ').trim()).toBe('1 4♠= N +420 2♠+2 N +170 +250 6 6 – 0');
    // Board 12: average-plus to the Lions, 3 IMPs.
    expect(lines[12]).toMatch(/^\s*12\s+adjusted A\+\/A−\s+3\s+45 – 49$/);
    expect(lines.slice(-3)).toEqual([
      'IMPs: Lions 45, Tigers 49',
      'Tigers by 4 IMPs',
      'Victory points (WBF 2013 continuous scale, 12 boards): Lions 8.62, Tigers 11.38',
    ]);
  });

  test('JSON', async () => {
    const j = JSON.parse((await run('match', EXAMPLE, '--json')).out);
    expect(j.unit).toBe('imps');
    expect(j.boards).toHaveLength(12);
    expect(j.boards[0]).toEqual({
      board: 1,
      status: 'scored',
      table1: { contract: '4S', declarer: 'N', tricks: 10, result: '=', ns: 420 },
      table2: { contract: '2S', declarer: 'N', tricks: 10, result: '+2', ns: 170 },
      net: 250,
      imps: { a: 6, b: -6 },
      running: { a: 6, b: 0 },
    });
    expect(j.boards[11]).toMatchObject({
      status: 'adjusted',
      award: { a: 'A+', b: 'A-' },
      imps: { a: 3, b: -3 },
    });
    expect(j.imps).toEqual({ a: 45, b: 49 });
    expect(j.margin).toEqual({ a: -4, b: 4 });
    expect(j.vp.boards).toBe(12);
    expect(Math.round(j.vp.a * 100) + Math.round(j.vp.b * 100)).toBe(2000);
    expect(j.vp.a).toBeLessThan(10);
  });

  test('board-a-match from the same file', async () => {
    const j = JSON.parse((await run('match', EXAMPLE, '--bam', '--json')).out);
    expect(j.unit).toBe('bam');
    expect(j.boards[0].points).toEqual({ a: 1, b: 0 });
    expect(j.boards[8].points).toEqual({ a: 0.5, b: 0.5 }); // board 9: −650 at both tables
    expect(j.points.a + j.points.b).toBe(12);
    const t = await run('match', EXAMPLE, '--bam');
    expect(t.out).toMatch(/Board-a-match: A \d+½?, B \d+½?\n$/);
  });

  test('carry-over, VP boards and scale options', async () => {
    const j = JSON.parse(
      (await run('match', EXAMPLE, '--json', '--carry-over', '4.5', '--boards-for-vp', '16')).out,
    );
    expect(j.carryOver).toBe(4.5);
    expect(j.margin).toEqual({ a: 0.5, b: -0.5 });
    expect(j.vp.boards).toBe(16);
    const t = await run('match', EXAMPLE, '--carry-over', '-2');
    expect(t.out.split('\n')[0]).toBe('Carry-over: 2 IMPs to B');
    expect((await run('match', EXAMPLE, '--carry-over', 'lots')).status).toBe(2);
  });

  test('a board not played at one table, and an unbalanced adjusted score', async () => {
    const match = file(
      'odd.csv',
      'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2\n1,3NT,S,9,,,,,NP\n2,,,,A+/A+\n',
    );
    const j = JSON.parse((await run('match', match, '--json')).out);
    expect(j.boards[0]).toMatchObject({ status: 'not-played', imps: null, net: null });
    expect(j.balanced).toBe(false);
    expect(j.margin).toEqual({ a: 3, b: 3 });
    const t = await run('match', match);
    expect(t.out).toContain('not played');
    expect(t.out).toContain('unbalanced');
  });

  test('every bad line of a match file is reported, not only the first; a board twice names the first', async () => {
    const bad = file(
      'bad-lines.csv',
      'board,contract1,declarer1,tricks1,contract2,declarer2,tricks2\n1,4S,N,10,9S,N,10\n2,3NT,S,9,3NT,S,9\n3,4Q,N,10,4S,N,9\n2,3NT,S,8,3NT,S,9\n',
    );
    const r = await run('match', bad);
    expect(r.status).toBe(1);
    expect(
      r.err
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(bad.length + 1, bad.length + 5)),
    ).toEqual(['2:11', '4:3:', '5:1:']);
    expect(r.err).toContain('Board 2 is already on line 3');
  });

  test('every bad line of a team-event file is reported; two byes are said to be', async () => {
    const bad = file(
      'bad-event.csv',
      'round,team1,team2,score1,score2\n1,Lions,Tigers,4x,25\n2,BYE,BYE,1,1\n',
    );
    const r = await run('teams', bad);
    // No line could be read: nothing to score (status 2), every line's error said.
    expect(r.status).toBe(2);
    expect(r.err).toContain(`${bad}:2:`);
    expect(r.err).toContain(
      `${bad}:3:3: A match needs a team on at least one side: this line has a bye on both.`,
    );
    expect(r.err).not.toContain('no team1 column');
  });

  test('errors name the file, line and column', async () => {
    const bad = file(
      'bad-match.csv',
      'board,contract1,declarer1,tricks1,contract2,declarer2,tricks2\n1,4S,N,10,9S,N,10\n',
    );
    const r = await run('match', bad);
    expect(r).toMatchObject({ status: 2, out: '' });
    expect(r.err).toBe(
      `${bad}:2:11: No contract above the seven level may be played (Law 38): got level 9.\n`,
    );
    const mismatch = file(
      'mismatch.csv',
      'board,contract1,declarer1,tricks1,score1,score2\n1,4S,N,10,400,0\n',
    );
    const m = await run('match', mismatch, '--lang', 'zh');
    expect(m.status).toBe(2);
    expect(m.err).toMatch(new RegExp(`^${mismatch.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}:2:1：`));
    const missing = await run('match', join(dir, 'missing.csv'));
    expect(missing.status).toBe(2);
    expect(missing.err).toBe(`Cannot read ${join(dir, 'missing.csv')}: no such file.\n`);
  });
});

describe('bridge-score teams', () => {
  const event = file(
    'event.csv',
    [
      'round,team1,team2,score1,score2',
      '1,Lions,Tigers,45,25',
      '1,Bears,Wolves,30,30',
      '2,Lions,Bears,20,30',
      '2,Tigers,Wolves,35,30',
    ].join('\n'),
  );

  test('standings after each round, ties shared, and the next Swiss round', async () => {
    const r = await run('teams', event, '--boards', '16', '--swiss');
    expect(r.status).toBe(0);
    const blocks = r.out.trimEnd().split('\n\n');
    expect(blocks).toHaveLength(3);
    const rows = (block: string) =>
      block
        .split('\n')
        .slice(2)
        .map((l) => l.trim().split(/\s+/).slice(0, 3));
    expect(rows(blocks[0] as string)).toEqual([
      ['1', 'Lions', '15.00'],
      ['2=', 'Bears', '10.00'],
      ['2=', 'Wolves', '10.00'],
      ['4', 'Tigers', '5.00'],
    ]);
    expect(rows(blocks[1] as string)).toEqual([
      ['1', 'Bears', '22.80'],
      ['2', 'Lions', '22.20'],
      ['3', 'Wolves', '18.52'],
      ['4', 'Tigers', '16.48'],
    ]);
    expect(blocks[2]).toBe('Next round (Swiss pairing)\n  Bears – Tigers\n  Lions – Wolves');
  });

  test('JSON', async () => {
    const j = JSON.parse((await run('teams', event, '--boards', '16', '--swiss', '--json')).out);
    expect(j.matches[0]).toEqual({
      round: 1,
      a: 'Lions',
      b: 'Tigers',
      score: { a: 45, b: 25 },
      boards: null,
      points: { a: 15, b: 5 },
    });
    expect(j.rounds).toHaveLength(2);
    expect(j.next.pairs).toEqual([
      ['Bears', 'Tigers'],
      ['Lions', 'Wolves'],
    ]);
  });

  test('total scoring needs no boards', async () => {
    const j = JSON.parse((await run('teams', event, '--scoring', 'total', '--json')).out);
    // Lions 45 + 20, Bears 30 + 30, Wolves 30 + 30, Tigers 25 + 35.
    expect(
      j.rounds[1].standings.map((s: { place: string; team: string; points: number }) => [
        s.place,
        s.team,
        s.points,
      ]),
    ).toEqual([
      ['1', 'Lions', 65],
      ['2=', 'Bears', 60],
      ['2=', 'Tigers', 60],
      ['2=', 'Wolves', 60],
    ]);
  });

  test('errors', async () => {
    const r = await run('teams', event);
    expect(r.status).toBe(2);
    expect(r.err).toBe('Give the number of boards (--boards 16) or a VP scale file (--scale-file).\n');
    expect((await run('teams', event, '--scoring', 'elo')).status).toBe(2);
    const twice = file('twice.csv', 'round,team1,team2,score1,score2\n1,A,B,1,2\n1,A,C,3,4\n');
    expect((await run('teams', twice, '--boards', '8')).err).toContain('plays more than once in round 1');
  });
});

describe('bridge-score match: a USEBIO teams file', () => {
  const TEAMS_XML = fileURLToPath(new URL('../../formats/test/golden/teams.xml', import.meta.url));

  test('the golden match: the teams named by the file, the IMPs worked by hand in its comments', async () => {
    const r = await run('match', TEAMS_XML, '--json');
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.teams).toEqual({ a: 'Lions', b: 'Tigers' });
    expect(json.boards.map((b: { imps: { a: number } | null }) => b.imps?.a)).toEqual([10, -1, -15, 16, 3]);
    expect(json.imps).toEqual({ a: 29, b: 16 });
    expect(json.margin).toEqual({ a: 13, b: -13 });
  });

  test('by content as well as by extension; names from the command line win', async () => {
    const text = readFileSync(TEAMS_XML, 'utf8');
    const r = await run('match', file('teams.txt', text), '--team-a', 'Home', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out).teams).toEqual({ a: 'Home', b: 'Tigers' });
  });

  test('a MATCH naming an unknown team: the file, line and column; its only match left out, exit status 2', async () => {
    const text = readFileSync(TEAMS_XML, 'utf8').replace(
      '<OPPOSING_TEAM>2</OPPOSING_TEAM>',
      '<OPPOSING_TEAM>9</OPPOSING_TEAM>',
    );
    const path = file('unknown.xml', text);
    const before = text.slice(0, text.indexOf('<MATCH>'));
    const line = before.split('\n').length;
    const r = await run('match', path);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`${path}:${line}:5`);
    expect(r.err).toContain('9');
    expect(r.out).toBe('');
  });

  test('convert: the match CSV to USEBIO and back holds the same match', async () => {
    const xml = join(dir, 'example.xml');
    const csv = join(dir, 'example-back.csv');
    expect((await run('convert', EXAMPLE, xml)).status).toBe(0);
    expect(readFileSync(xml, 'utf8')).toContain('<MATCH>');
    expect((await run('convert', xml, csv)).status).toBe(0);
    const a = await run('match', EXAMPLE, '--json');
    const b = await run('match', xml, '--json');
    const c = await run('match', csv, '--json');
    expect(JSON.parse(b.out).boards).toEqual(JSON.parse(a.out).boards);
    expect(JSON.parse(c.out).boards).toEqual(JSON.parse(a.out).boards);
  });
});

describe('bridge-score teams: a USEBIO teams event', () => {
  const eventText = readFileSync(EVENT_XML, 'utf8');
  const positionOf = (text: string, needle: string, nth = 0) => {
    let index = -1;
    for (let i = 0; i <= nth; i++) index = text.indexOf(needle, index + 1);
    const before = text.slice(0, index);
    return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
  };
  const rows = (block: string) =>
    block
      .split('\n')
      .slice(2)
      .map((l) => l.trim().split(/\s+/));

  test('standings after each round, as from the CSV event file', async () => {
    const r = await run('teams', EVENT_XML);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const blocks = r.out.trimEnd().split('\n\n');
    expect(blocks.map((b) => b.split('\n')[0])).toEqual(['After round 1', 'After round 2', 'After round 3']);
    // Place, team, VPs, played, IMPs for, against.
    expect(rows(blocks[0] as string)).toEqual([
      ['1', 'Lions', '15.00', '1', '10', '0'],
      ['2=', '4', '10.00', '1', '10', '10'],
      ['2=', 'Bears', '10.00', '1', '10', '10'],
      ['4', 'Tigers', '5.00', '1', '0', '10'],
    ]);
    expect(rows(blocks[2] as string)).toEqual([
      ['1', 'Bears', '40.00', '3', '55', '25'],
      ['2', 'Lions', '35.00', '3', '53', '42'],
      ['3', '4', '25.00', '3', '20', '41'],
      ['4', 'Tigers', '20.00', '3', '3', '23'],
    ]);
  });

  test('JSON, the next Swiss round, total scoring, and the file told by its content', async () => {
    const j = JSON.parse((await run('teams', file('event.txt', eventText), '--swiss', '--json')).out);
    expect(j.matches[2]).toEqual({
      round: 2,
      a: 'Lions',
      b: 'Bears',
      score: { a: 12, b: 42 },
      boards: 4,
      points: { a: 0, b: 20 },
    });
    expect(j.rounds[1].standings.map((s: { team: string; points: number }) => [s.team, s.points])).toEqual([
      ['Bears', 30],
      ['4', 25],
      ['Lions', 15],
      ['Tigers', 10],
    ]);
    // Everyone has met everyone: paired in order of the standings, each pair a repeat.
    expect(j.next).toEqual({
      pairs: [
        ['Bears', 'Lions'],
        ['4', 'Tigers'],
      ],
      bye: null,
      repeats: 2,
    });
    const total = JSON.parse((await run('teams', EVENT_XML, '--scoring', 'total', '--json')).out);
    expect(
      total.rounds[2].standings.map((s: { team: string; points: number }) => [s.team, s.points]),
    ).toEqual([
      ['Bears', 55],
      ['Lions', 53],
      ['4', 20],
      ['Tigers', 3],
    ]);
  });

  test('a TEAM_SCORE that disagrees with the boards: a warning with the place, the boards used', async () => {
    const text = eventText.replace('<TEAM_SCORE>31</TEAM_SCORE>', '<TEAM_SCORE>30</TEAM_SCORE>');
    const path = file('disagree.xml', text);
    const r = await run('teams', path);
    const at = positionOf(text, '<MATCH>', 4);
    expect(r.status).toBe(0);
    expect(r.err).toBe(
      `${path}:${at.line}:${at.column}: warning: TEAM_SCORE and OPPOSING_TEAM_SCORE say 30–0 IMPs, but the match's boards score 31–0: the boards are used.\n`,
    );
    expect(r.out).toContain('After round 3');
  });

  test('an unknown team in a MATCH: file:line:column, that match left out, the rest scored, exit status 1', async () => {
    const text = eventText.replace('<OPPOSING_TEAM>2</OPPOSING_TEAM>', '<OPPOSING_TEAM>9</OPPOSING_TEAM>');
    const path = file('unknown-team.xml', text);
    const at = positionOf(text, '<MATCH>');
    const r = await run('teams', path);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `${path}:${at.line}:${at.column}: This MATCH names team 9, which is not among the event's PARTICIPANTS: the match is left out.\n`,
    );
    expect(r.out).toContain('After round 3');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe(`1 line not scored: line ${at.line}.`);
    const j = await run('teams', path, '--json', '--lang', 'ru');
    expect(j.status).toBe(1);
    const json = JSON.parse(j.out);
    expect(json.errors).toHaveLength(1);
    expect(json.errors[0]).toMatchObject({ code: 'usebio-team-unknown', team: 9, ...at, severity: 'error' });
    expect(json.errors[0].message).toContain('команда 9');
    expect(json.rounds).toHaveLength(3);
  });

  test('a match without boards whose number the file does not say needs --boards, at its MATCH', async () => {
    const text = eventText
      .replace('<START_BOARD_NUMBER>5</START_BOARD_NUMBER>', '')
      .replace('<END_BOARD_NUMBER>8</END_BOARD_NUMBER>', '');
    const path = file('no-count.xml', text);
    const at = positionOf(text, '<MATCH>', 2);
    const r = await run('teams', path);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `${path}:${at.line}:${at.column}: Give the number of boards (--boards 16) or a VP scale file (--scale-file).\n`,
    );
    const withBoards = JSON.parse((await run('teams', path, '--boards', '4', '--json')).out);
    expect(withBoards.rounds[2].standings[0]).toMatchObject({ team: 'Bears', points: 40 });
    expect((await run('teams', path, '--scoring', 'total')).status).toBe(0);
  });

  test('a team playing itself is placed at its MATCH', async () => {
    const text = eventText.replace('<OPPOSING_TEAM>2</OPPOSING_TEAM>', '<OPPOSING_TEAM>1</OPPOSING_TEAM>');
    const path = file('self.xml', text);
    const at = positionOf(text, '<MATCH>');
    const r = await run('teams', path, '--lang', 'zh');
    expect(r.status).toBe(1);
    expect(r.err.startsWith(`${path}:${at.line}:${at.column}：`)).toBe(true);
    expect(r.err).toContain('Lions');
  });
});

describe('bridge-score match: a USEBIO file of several matches', () => {
  test('without --match, every match one after another; one given only by its scores is named', async () => {
    const r = await run('match', EVENT_XML);
    expect(r.status).toBe(0);
    expect(r.out.split('\n').filter((l) => l.startsWith('Match '))).toEqual([
      'Match 1, round 1: Lions v Tigers',
      'Match 2, round 1: Bears v 4',
      'Match 4, round 2: Tigers v 4',
      'Match 5, round 3: Lions v 4',
      'Match 6, round 3: Tigers v Bears',
    ]);
    // Match 5, Lions by 31 on 4 boards (the file's comments): 20 - 0.
    expect(r.out).toContain('Victory points (WBF 2013 continuous scale, 4 boards): Lions 20.00, 4 0.00');
    expect(r.err).toMatch(/team-event\.xml:\d+:5: warning: The match has no boards\.\n$/);
    const j = JSON.parse((await run('match', EVENT_XML, '--json')).out);
    expect(j.matches.map((m: { match: number; round: number }) => [m.match, m.round])).toEqual([
      [1, 1],
      [2, 1],
      [4, 2],
      [5, 3],
      [6, 3],
    ]);
    expect(j.matches[0].imps).toEqual({ a: 10, b: 0 });
  });

  test('teams sharing a name are told apart by their numbers, as bridge-score teams does', async () => {
    const path = file(
      'twins.xml',
      readFileSync(EVENT_XML, 'utf8').replace('TEAM_NAME="Tigers"', 'TEAM_NAME="Lions"'),
    );
    const r = await run('match', path);
    expect(r.out.split('\n').filter((l) => l.startsWith('Match 1,'))).toEqual([
      'Match 1, round 1: Lions (1) v Lions (2)',
    ]);
  });

  test('--match n scores one; the one without boards is an error; team names need --match', async () => {
    const j = JSON.parse((await run('match', EVENT_XML, '--match', '6', '--json')).out);
    expect(j.teams).toEqual({ a: 'Tigers', b: 'Bears' });
    expect(j.imps).toEqual({ a: 3, b: 3 });
    const none = await run('match', EVENT_XML, '--match', '3');
    expect(none.status).toBe(2);
    expect(none.err).toMatch(/team-event\.xml:\d+:5: The match has no boards\.\n$/);
    expect((await run('match', EVENT_XML, '--team-a', 'Home')).status).toBe(2);
  });
});

describe('bridge-score convert: a USEBIO teams event to the event CSV', () => {
  test('one line per match, the IMPs and boards of the file; the CSV gives the same standings', async () => {
    const csv = join(dir, 'event-from-xml.csv');
    const r = await run('convert', EVENT_XML, csv);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(csv, 'utf8')).toBe(
      [
        'round,team1,team2,score1,score2,boards',
        '1,Lions,Tigers,10,0,4',
        '1,Bears,4,10,10,4',
        '2,Lions,Bears,12,42,4',
        '2,Tigers,4,0,10,4',
        '3,Lions,4,31,0,4',
        '3,Tigers,Bears,3,3,4',
        '',
      ].join('\n'),
    );
    const fromXml = JSON.parse((await run('teams', EVENT_XML, '--json', '--swiss')).out);
    const fromCsv = JSON.parse((await run('teams', csv, '--json', '--swiss')).out);
    expect(fromCsv).toEqual(fromXml);
  });
});
