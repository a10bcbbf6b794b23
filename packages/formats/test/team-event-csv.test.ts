import type { EventMatch } from '@bridge-score/core';
import { formatTeamEventFile, parseTeamEventFile } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const match = (round: number, a: string, b: string, sa: number, sb: number, boards = 16): EventMatch => ({
  kind: 'match',
  round,
  a,
  b,
  score: { a: sa, b: sb },
  boards,
});

describe('the event file', () => {
  const text = [
    'round,team1,team2,score1,score2,boards',
    '1,Lions,Tigers,45,25,16',
    '1,Bears,Wolves,30,30,16',
    '2,Lions,Bears,20,30,',
    '2,"Tigers, the",BYE,12,,',
  ].join('\n');

  test('reads matches and byes', () => {
    const r = parseTeamEventFile(text);
    expect(r.ok && r.value.matches).toEqual([
      match(1, 'Lions', 'Tigers', 45, 25),
      match(1, 'Bears', 'Wolves', 30, 30),
      { kind: 'match', round: 2, a: 'Lions', b: 'Bears', score: { a: 20, b: 30 } },
      { kind: 'bye', round: 2, team: 'Tigers, the', points: 12 },
    ]);
    expect(r.ok && r.value.lines).toEqual([2, 3, 4, 5]);
  });

  test('parse(format(event)) gives the event back', () => {
    const r = parseTeamEventFile(text);
    if (!r.ok) throw new Error(r.error.code);
    expect(parseTeamEventFile(formatTeamEventFile(r.value.matches))).toEqual(r);
  });

  test.each([
    ['round,team1', 'csv-columns', 1, 1],
    ['round,team1,team2,score1,score2\nx,A,B,1,2', 'event-round', 2, 1],
    ['round,team1,team2,score1,score2\n1,A,B,one,2', 'csv-number', 2, 7],
    ['round,team1,team2,score1,score2\n1,A,B,1,', 'csv-number', 2, 9],
    ['round,team1,team2,score1,score2,boards\n1,A,B,1,2,0', 'vp-boards', 2, 11],
    ['round,team1,team2,score1,score2', 'event-empty', 1, 1],
  ])('%j: %s at line %i, column %i', (input, code, line, column) => {
    const r = parseTeamEventFile(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'file-position', line, column, error: { code } });
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (t) => void parseTeamEventFile(t)));
  });
});
