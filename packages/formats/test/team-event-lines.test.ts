/**
 * The team-event file line by line (`team-event-csv.ts`, its overview): the
 * names each column may go by, the three columns required, a bye on either
 * side (`BYE` in any case, or no team), the scores and the boards, each error
 * at its line and column.
 */
import { formatTeamEventFile, parseTeamEventFile, readTeamEventCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

/** The problems of a file read, as [line, column, error]. */
function problemsOf(text: string) {
  const r = readTeamEventCsv(text);
  if (!r.ok) throw new Error(r.error.error.code);
  return r.value.problems.map((p) => [p.line, p.column, p.error]);
}

describe('the header', () => {
  test.each([
    'Rd,Home,Away,IMPs1,IMPs2,Bds',
    'round,Team A,team-b,score_a,ScoreB,boards',
    'ROUND,TEAMA,TEAMB,IMPSA,IMPSB,BDS',
  ])('%s: the columns by their other names', (header) => {
    const r = parseTeamEventFile(`${header}\n3,Lions,Tigers,40,17,12\n`);
    expect(r.ok && r.value.matches).toEqual([
      { kind: 'match', round: 3, a: 'Lions', b: 'Tigers', score: { a: 40, b: 17 }, boards: 12 },
    ]);
  });

  test('the columns in any order, and columns not known left alone', () => {
    const r = parseTeamEventFile('table,score2,team2,note,round,score1,team1\n9,17,Tigers,x,1,40,Lions\n');
    expect(r.ok && r.value.matches).toEqual([
      { kind: 'match', round: 1, a: 'Lions', b: 'Tigers', score: { a: 40, b: 17 } },
    ]);
  });

  test.each([
    ['team1,team2,score1,score2', 'round'],
    ['round,team2,score1,score2', 'team1'],
    ['round,team1,score1,score2', 'team2'],
  ])('%s: no %s column, at line 1, column 1', (header, missing) => {
    const r = readTeamEventCsv(`# comment\n${header}\n1,A,B,1,2\n`);
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([
      2,
      1,
      { code: 'csv-columns', missing },
    ]);
  });

  test('no header at all: the file is empty', () => {
    for (const text of ['', '# only a comment\n', '\n\n']) {
      const r = readTeamEventCsv(text, { file: 'e.csv' });
      expect(r.ok ? null : r.error).toEqual({
        severity: 'error',
        file: 'e.csv',
        line: 1,
        column: 1,
        error: { code: 'event-empty' },
      });
    }
  });

  test('a header with no line after it: empty, at the header', () => {
    const r = readTeamEventCsv('\nround,team1,team2,score1,score2\n');
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([
      2,
      1,
      { code: 'event-empty' },
    ]);
  });

  test('a quote left open in the header: nothing can be read, the error at the quote', () => {
    const r = readTeamEventCsv('round,"team1,team2\n1,A,B,1,2\n');
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([
      1,
      7,
      { code: 'csv-quote' },
    ]);
  });

  test('a quote left open in a line: that line is left out with it', () => {
    expect(problemsOf('round,team1,team2,score1,score2\n1,"A,B,1,2\n2,C,D,3,4\n')).toEqual([
      [2, 3, { code: 'csv-quote' }],
    ]);
  });
});

describe('a line', () => {
  const HEADER = 'round,team1,team2,score1,score2,boards';

  test.each([
    ['2,Tigers,BYE,12,,', { kind: 'bye', round: 2, team: 'Tigers', points: 12 }],
    ['2,Tigers,bye,,,', { kind: 'bye', round: 2, team: 'Tigers' }],
    ['2,Tigers,,,,', { kind: 'bye', round: 2, team: 'Tigers' }],
    ['2,Tigers', { kind: 'bye', round: 2, team: 'Tigers' }],
    // A bye on the first side: the team is the second, its points the second score.
    ['2,Bye,Tigers,5,12,', { kind: 'bye', round: 2, team: 'Tigers', points: 12 }],
    ['2,,Tigers,,,', { kind: 'bye', round: 2, team: 'Tigers' }],
  ])('%s: a bye', (line, bye) => {
    const r = parseTeamEventFile(`${HEADER}\n${line}\n`);
    expect(r.ok && r.value.matches).toEqual([bye]);
  });

  test('a team named “Byes” or “Goodbye” is a team', () => {
    const r = parseTeamEventFile(`${HEADER}\n1,Byes,Tigers,1,2,\n2,Goodbye,Tigers,1,2,\n`);
    expect(r.ok && r.value.matches.map((m) => m.kind)).toEqual(['match', 'match']);
  });

  test('a bye with no points has no points at all', () => {
    const r = parseTeamEventFile(`${HEADER}\n2,Tigers,BYE,,,\n`);
    expect(r.ok && r.value.matches[0]).not.toHaveProperty('points');
  });

  test('rounds of two digits and more', () => {
    const r = parseTeamEventFile(`${HEADER}\n12,A,B,1,2,\n105,C,D,3,4,\n`);
    expect(r.ok && r.value.matches.map((m) => m.round)).toEqual([12, 105]);
  });

  test('scores as decimals and below zero; boards from 1', () => {
    const r = parseTeamEventFile(`${HEADER}\n1,A,B,-3,10.5,1\n`);
    expect(r.ok && r.value.matches).toEqual([
      { kind: 'match', round: 1, a: 'A', b: 'B', score: { a: -3, b: 10.5 }, boards: 1 },
    ]);
  });

  test.each([
    ['0,A,B,1,2,', [2, 1, { code: 'event-round', text: '0' }]],
    ['1.5,A,B,1,2,', [2, 1, { code: 'event-round', text: '1.5' }]],
    [',A,B,1,2,', [2, 1, { code: 'event-round', text: '' }]],
    ['1,BYE,,1,2,', [2, 3, { code: 'event-bye-twice' }]],
    ['1,A,B,x,2,', [2, 7, { code: 'csv-number', field: 'score1', text: 'x' }]],
    ['1,A,B,1,y,', [2, 9, { code: 'csv-number', field: 'score2', text: 'y' }]],
    ['1,A,B,,2,', [2, 7, { code: 'csv-number', field: 'score1', text: '' }]],
    ['1,A,B,1,,', [2, 9, { code: 'csv-number', field: 'score2', text: '' }]],
    // A bye's points are read too.
    ['1,A,BYE,z,,', [2, 9, { code: 'csv-number', field: 'score1', text: 'z' }]],
    ['1,BYE,A,,z,', [2, 10, { code: 'csv-number', field: 'score2', text: 'z' }]],
    ['1,A,B,1,2,0', [2, 11, { code: 'vp-boards', text: '0' }]],
    ['1,A,B,1,2,x', [2, 11, { code: 'vp-boards', text: 'x' }]],
    ['1,A,B,1,2,1.5', [2, 11, { code: 'vp-boards', text: '1.5' }]],
  ])('%s: left out with its error', (line, problem) => {
    expect(problemsOf(`${HEADER}\n${line}\n`)).toEqual([problem]);
  });

  test('a score missing from a short line, or from the header, is at column 1', () => {
    expect(problemsOf(`${HEADER}\n1,A,B\n`)).toEqual([
      [2, 1, { code: 'csv-number', field: 'score1', text: '' }],
    ]);
    expect(problemsOf('round,team1,team2\n1,A,B\n')).toEqual([
      [2, 1, { code: 'csv-number', field: 'score1', text: '' }],
    ]);
    expect(problemsOf('round,team1,team2,score1\n1,A,B,4\n')).toEqual([
      [2, 1, { code: 'csv-number', field: 'score2', text: '' }],
    ]);
  });

  test('each line counted; problems name the file; the first error is parseTeamEventFile’s', () => {
    const text = `${HEADER}\n1,A,B,1,2,\n0,C,D,1,2,\n1,E,F,x,2,\n`;
    const r = readTeamEventCsv(text, { file: 'ev.csv' });
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.tally).toEqual({ records: 3, used: 1, rejected: 2 });
    expect(r.value.value.lines).toEqual([2]);
    expect(r.value.problems.map((p) => p.file)).toEqual(['ev.csv', 'ev.csv']);
    expect(parseTeamEventFile(text)).toEqual({
      ok: false,
      error: { code: 'file-position', line: 3, column: 1, error: { code: 'event-round', text: '0' } },
    });
  });

  test('text beyond the header: left out at the first field with text', () => {
    expect(problemsOf('round,team1,team2,score1,score2\n1,A,B,1,2,,x\n')).toEqual([
      [2, 12, { code: 'csv-fields', expected: 5, got: 7 }],
    ]);
  });
});

describe('writing', () => {
  test('a match with and without boards, a bye with and without points, a name quoted', () => {
    expect(
      formatTeamEventFile([
        { kind: 'match', round: 1, a: 'Lions', b: 'Tigers, the', score: { a: 40, b: 17.5 }, boards: 16 },
        { kind: 'match', round: 2, a: 'Lions', b: 'Bears', score: { a: -1, b: 0 } },
        { kind: 'bye', round: 3, team: 'Lions', points: 12 },
        { kind: 'bye', round: 4, team: 'Lions' },
      ]),
    ).toBe(
      [
        'round,team1,team2,score1,score2,boards',
        '1,Lions,"Tigers, the",40,17.5,16',
        '2,Lions,Bears,-1,0,',
        '3,Lions,BYE,12,,',
        '4,Lions,BYE,,,',
        '',
      ].join('\n'),
    );
  });
});
