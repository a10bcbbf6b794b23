/**
 * The team files (match, team event, VP scale) read as the traveller CSV is:
 * every bad line reported with its line and column, not only the first;
 * the same rule for text beyond the header; a column named twice said as
 * such; each line counted (used + rejected = lines).
 */
import { readMatchCsv, readTeamEventCsv, readVpScaleCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const MATCH = 'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2';

describe('the match file', () => {
  test('every bad line is reported and the good ones read', () => {
    const text = `${MATCH}\n1,4S,N,10,,4S,N,9,\n2,4Q,N,10,,4S,N,9,\n3,3NT,S,9,,3NT,S,8,\n4,3NT,X,9,,3NT,S,8,\n`;
    const r = readMatchCsv(text, { file: 'm.csv' });
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.value.boards.map((b) => b.board)).toEqual([1, 3]);
    expect(r.value.value.lines).toEqual([2, 4]);
    expect(r.value.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [3, 3, 'strain-unknown'],
      [5, 7, 'declarer-unknown'],
    ]);
    expect(r.value.tally).toEqual({ records: 4, used: 2, rejected: 2 });
  });

  test('a board given twice: the second line is left out, naming the first', () => {
    const r = readMatchCsv(`${MATCH}\n1,4S,N,10,,4S,N,9,\n1,4S,N,11,,4S,N,9,\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.value.boards).toHaveLength(1);
    expect(r.value.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [3, 1, { code: 'match-board-line-twice', board: 1, first: 2 }],
    ]);
  });

  test('text beyond the header is a line left out; empty fields beyond it are not', () => {
    const r = readMatchCsv(`${MATCH}\n1,4S,N,10,,4S,N,9,,,\n2,4S,N,10,,4S,N,9,,x\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.tally).toEqual({ records: 2, used: 1, rejected: 1 });
    expect(r.value.problems[0]?.error).toEqual({ code: 'csv-fields', expected: 9, got: 10 });
  });

  test('a column named twice is said to be, and nothing is read', () => {
    const r = readMatchCsv('board,board,contract1,contract2\n1,1,4S,4S\n');
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([
      1,
      7,
      { code: 'csv-column-twice', column: 'board', first: 1 },
    ]);
  });

  test('an unterminated quote costs its own line only', () => {
    const r = readMatchCsv(`${MATCH}\n1,"4S,N,10,,4S,N,9,\n2,4S,N,10,,4S,N,9,\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.value.boards.map((b) => b.board)).toEqual([2]);
    expect(r.value.problems.map((p) => [p.line, p.error.code])).toEqual([[2, 'csv-quote']]);
  });
});

const EVENT = 'round,team1,team2,score1,score2,boards';

describe('the team-event file', () => {
  test('a line with a bye on both sides says so, not that the header has no team1 column', () => {
    const r = readTeamEventCsv(`${EVENT}\n1,Lions,Tigers,40,17,16\n2,BYE,BYE,1,1,16\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [3, 3, { code: 'event-bye-twice' }],
    ]);
    expect(r.value.tally).toEqual({ records: 2, used: 1, rejected: 1 });
  });

  test('every bad line is reported, the rest read', () => {
    const r = readTeamEventCsv(
      `${EVENT}\nx,Lions,Tigers,40,17,16\n1,Bears,Wolves,22,22,16\n2,Lions,Bears,3q,35,16\n`,
    );
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.value.matches).toHaveLength(1);
    expect(r.value.problems.map((p) => p.error.code)).toEqual(['event-round', 'csv-number']);
  });

  test('text beyond the header is a line left out', () => {
    const r = readTeamEventCsv(`${EVENT}\n1,Lions,Tigers,40,17,16,extra\n1,Bears,Wolves,22,22,16\n`);
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.problems.map((p) => [p.line, p.error.code])).toEqual([[2, 'csv-fields']]);
  });

  test('a column named twice (by two of its names) is said to be', () => {
    const r = readTeamEventCsv('round,team1,home,team2\n1,A,A,B\n');
    expect(r.ok ? null : r.error.error).toEqual({ code: 'csv-column-twice', column: 'home', first: 2 });
  });
});

describe('the VP scale file', () => {
  test('every bad line is reported; the scale is not made with a line left out', () => {
    const r = readVpScaleCsv('0,10,10\n1-2,11,9\n3-4,x,8\n5+,13,y\n');
    expect(r.value).toBeNull();
    expect(r.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [3, 5, 'vp-scale-vp'],
      [4, 7, 'vp-scale-vp'],
    ]);
    expect(r.tally).toEqual({ records: 4, used: 2, rejected: 2 });
  });

  test('a good scale: every line used', () => {
    const r = readVpScaleCsv('name,Club\nimps,winner,loser\n0,10,10\n1+,12,8\n');
    expect(r.value?.name).toBe('Club');
    expect(r.tally).toEqual({ records: 4, used: 4, rejected: 0 });
  });
});
