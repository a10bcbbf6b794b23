/**
 * The PBN results reader accounts for every record: each game (a board, or
 * the event's facts) and each row of its ScoreTable and TotalScoreTable is
 * used or left out with exactly one error at its line.
 */
import { Problems, pbnResults, readPbn } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { readGoldenPbn } from './helpers.js';

function read(text: string) {
  const r = readPbn(text, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems('t.pbn');
  const results = pbnResults(r.value.value, problems);
  return { results, problems: problems.list, tally: problems.tally };
}

const TABLE = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]';

describe('every record used or rejected', () => {
  test('the Mitchell evening: 3 games, 9 ScoreTable rows, 6 TotalScoreTable rows, all used', () => {
    const problems = new Problems('mitchell.pbn');
    pbnResults(readGoldenPbn('mitchell.pbn').value, problems);
    expect(problems.tally).toEqual({ records: 18, used: 18, rejected: 0 });
  });

  test('a row twice on a board: the second left out, naming the first', () => {
    const r = read(`[Board "1"]\n${TABLE}\n1 2 3NT N 9\n3 4 3NT N 9\n1 2 3NT N 10\n`);
    expect(r.results.boards[0]?.lines).toHaveLength(2);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [5, { code: 'line-twice', board: 1, ns: 1, ew: 2, first: 3 }],
    ]);
    expect(r.tally).toEqual({ records: 4, used: 3, rejected: 1 });
  });

  test('a game with a deal and no board number is left out with one error; one with only the event’s facts is used', () => {
    const r = read(
      '[Event "Club"]\n[Site "Hall"]\n\n[Dealer "N"]\n[Deal "N:- - - -"]\n\n[Board "x"]\n[Dealer "E"]\n',
    );
    expect(r.problems.map((p) => [p.severity, p.line, p.error.code])).toEqual([
      ['error', 4, 'value-number'],
      ['error', 7, 'value-invalid'],
    ]);
    expect(r.tally).toEqual({ records: 3, used: 1, rejected: 2 });
  });

  test('a table whose columns cannot be read: each row left out with that error', () => {
    const r = read('[Board "1"]\n[ScoreTable "PairId_NS;;Contract"]\n1 2 3NT\n3 4 4S\n');
    expect(r.problems.map((p) => [p.line, p.error.code])).toEqual([
      [3, 'table-columns'],
      [4, 'table-columns'],
    ]);
    expect(r.tally).toEqual({ records: 3, used: 1, rejected: 2 });
  });

  test('rows of the wrong length or with an open quote are each one error', () => {
    const r = read(`[Board "1"]\n${TABLE}\n1 2 3NT N\n3 4 "3NT N 9\n5 6 3NT N 9\n`);
    expect(r.problems.map((p) => [p.line, p.error.code])).toEqual([
      [3, 'table-row-length'],
      [4, 'table-string-unclosed'],
    ]);
    expect(r.tally).toEqual({ records: 4, used: 2, rejected: 2 });
  });

  test('a pass-out as club programs write it (PASS, declarer -, 0 tricks) is a result', () => {
    const r = read(`[Board "1"]\n${TABLE}\n1 2 PASS - 0\n`);
    expect(r.problems).toEqual([]);
    expect(r.results.boards[0]?.lines).toEqual([{ ns: 1, ew: 2, contract: 'pass' }]);
  });
});
