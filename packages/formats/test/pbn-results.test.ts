/**
 * ScoreTable and TotalScoreTable rows as traveller lines and pair totals.
 */
import { contractOf } from '@bridge-score/core';
import {
  formatPbn,
  type PbnTable,
  Problems,
  pbnOfResults,
  pbnResults,
  type ResultLine,
  readPbn,
  readScoreTable,
  readTotalScoreTable,
  scoreTableOf,
  totalScoreTableOf,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardsOf, readGoldenPbn, withoutPositions } from './helpers.js';

const tableOf = (name: string, game: number, tag = 'ScoreTable') =>
  boardsOf(readGoldenPbn(name).value).boards[game]?.tables?.find((t) => t.name === tag)?.table as PbnTable;

describe('readScoreTable', () => {
  test('the Mitchell evening, board 2: a made part score, a doubled set, a pass-out', () => {
    const problems = new Problems('mitchell.pbn');
    const lines = readScoreTable(tableOf('mitchell.pbn', 1), problems);
    expect(problems.list).toEqual([]);
    expect(lines).toEqual([
      {
        ns: 1,
        ew: 1,
        contract: contractOf(3, 'H'),
        declarer: 'E',
        tricks: 9,
        lead: 'SQ',
        score: -140,
        nsMatchPoints: 0,
        ewMatchPoints: 4,
        nsPercentage: 0,
        ewPercentage: 100,
      },
      {
        ns: 2,
        ew: 2,
        contract: contractOf(4, 'H', 'X'),
        declarer: 'E',
        tricks: 8,
        lead: 'S2',
        score: 300,
        nsMatchPoints: 4,
        ewMatchPoints: 0,
        nsPercentage: 100,
        ewPercentage: 0,
      },
      {
        ns: 3,
        ew: 3,
        contract: 'pass',
        nsMatchPoints: 2,
        ewMatchPoints: 2,
        nsPercentage: 50,
        ewPercentage: 50,
      },
    ]);
  });

  test('the messy table: ? values are left out, not errors', () => {
    const problems = new Problems('messy.pbn');
    const lines = readScoreTable(tableOf('messy.pbn', 2), problems);
    expect(problems.list).toEqual([]);
    expect(lines[1]).toEqual({ ns: 3, ew: 4 });
  });

  test('a row with a value it cannot do without that cannot be read is left out with that one error', () => {
    const problems = new Problems('t.pbn');
    const table: PbnTable = {
      columns: [
        { name: 'PairId_NS' },
        { name: 'PairId_EW' },
        { name: 'Contract' },
        { name: 'Declarer' },
        { name: 'Result' },
      ],
      rows: [
        { cells: ['1', '2', '8S', 'Q', '14'], source: { text: '1 2 8S Q 14', line: 9, column: 1 } },
        { cells: ['x', '2', '4S', 'N', '10'], source: { text: 'x 2 4S N 10', line: 10, column: 1 } },
      ],
    };
    const lines = readScoreTable(table, problems);
    expect(lines).toEqual([]);
    expect(problems.list.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [9, 5, 'value-invalid'],
      [10, 1, 'value-number'],
    ]);
    expect(problems.tally).toEqual({ records: 2, used: 0, rejected: 2 });
  });

  test('a round, table or points value that cannot be read is a warning; the row is kept without it', () => {
    const problems = new Problems('t.pbn');
    const table: PbnTable = {
      columns: [
        { name: 'PairId_NS' },
        { name: 'PairId_EW' },
        { name: 'Round' },
        { name: 'Score_NS' },
        { name: 'MP_NS' },
      ],
      rows: [
        { cells: ['1', '2', 'r1', '420', 'lots'], source: { text: '1 2 r1 420 lots', line: 4, column: 1 } },
      ],
    };
    expect(readScoreTable(table, problems)).toEqual([{ ns: 1, ew: 2, score: 420 }]);
    expect(problems.list.map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['warning', 4, 5, 'value-number'],
      ['warning', 4, 12, 'value-number'],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });
});

describe('readTotalScoreTable', () => {
  test('the Mitchell totals', () => {
    const problems = new Problems('mitchell.pbn');
    const totals = readTotalScoreTable(tableOf('mitchell.pbn', 2, 'TotalScoreTable'), problems);
    expect(problems.list).toEqual([]);
    expect(totals[0]).toEqual({
      pair: 2,
      direction: 'NS',
      rank: '1',
      totalMatchPoints: 12,
      percentage: 100,
      names: 'Carol King - Dan Webb',
      boards: 3,
    });
    expect(totals.map((t) => t.totalMatchPoints)).toEqual([12, 4, 2, 8, 6, 4]);
  });
});

describe('writing the tables', () => {
  test('lines → ScoreTable → lines, artificial scores and all', () => {
    const lines: ResultLine[] = [
      {
        ns: 1,
        ew: 2,
        contract: contractOf(4, 'S'),
        declarer: 'N',
        tricks: 10,
        lead: 'HK',
        score: 420,
        nsMatchPoints: 3.5,
        ewMatchPoints: 0.5,
      },
      { ns: 3, ew: 4, adjusted: { ns: 'average-plus', ew: 'average-minus' } },
      { ns: 5, ew: 6, contract: 'pass', score: 0 },
      { ns: 7, ew: 8, contract: contractOf(3, 'NT', 'XX'), declarer: 'W', tricks: 7, score: 1000 },
    ];
    const table = scoreTableOf(lines);
    const problems = new Problems('t');
    expect(readScoreTable(table, problems)).toEqual(lines);
    expect(problems.list).toEqual([]);
  });

  test('property: any lines survive the ScoreTable', () => {
    const line = fc.record({
      ns: fc.integer({ min: 1, max: 99 }),
      ew: fc.integer({ min: 1, max: 99 }),
      contract: fc.tuple(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('C', 'D', 'H', 'S', 'NT' as const),
        fc.constantFrom('', 'X', 'XX' as const),
      ),
      declarer: fc.constantFrom('N', 'E', 'S', 'W' as const),
      tricks: fc.integer({ min: 0, max: 13 }),
      score: fc.integer({ min: -7600, max: 7600 }).filter((s) => s !== 0),
      mp: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (raw) => {
        const lines: ResultLine[] = raw.map((r) => ({
          ns: r.ns,
          ew: r.ew,
          contract: contractOf(r.contract[0] as 1, r.contract[1], r.contract[2]),
          declarer: r.declarer,
          tricks: r.tricks,
          score: r.score,
          nsMatchPoints: r.mp,
        }));
        expect(readScoreTable(scoreTableOf(lines), new Problems('t'))).toEqual(lines);
      }),
    );
  });

  test('totals → TotalScoreTable → totals', () => {
    const totals = [
      {
        pair: 2,
        direction: 'NS' as const,
        rank: '1',
        totalMatchPoints: 12,
        percentage: 66.67,
        names: 'Ann Lee - Bo Chan',
        boards: 3,
      },
      {
        pair: 1,
        direction: 'EW' as const,
        rank: '2=',
        totalMatchPoints: 6,
        percentage: 50,
        names: 'Cy "Doc" Ray',
        boards: 3,
      },
    ];
    expect(withoutPositions(readTotalScoreTable(totalScoreTableOf(totals), new Problems('t')))).toEqual(
      totals,
    );
  });
});

describe('a whole results file', () => {
  test('the Mitchell evening: three boards of three lines, six totals, the hand records', () => {
    const problems = new Problems('mitchell.pbn');
    const r = pbnResults(readGoldenPbn('mitchell.pbn').value, problems);
    expect(problems.list).toEqual([]);
    expect(r).toMatchObject({
      event: 'Tuesday Pairs',
      site: 'Riverside Bridge Club',
      date: '2024-03-12',
      scoring: 'MP',
    });
    expect(r.boards.map((b) => [b.number, b.dealer, b.vulnerability, b.lines.length])).toEqual([
      [1, 'N', 'None', 3],
      [2, 'E', 'NS', 3],
      [3, 'S', 'EW', 3],
    ]);
    expect(r.pairs).toHaveLength(6);
    expect(r.pairs[0]).toEqual({
      pair: 2,
      direction: 'NS',
      rank: '1',
      totalMatchPoints: 12,
      percentage: 100,
      players: [{ name: 'Carol King' }, { name: 'Dan Webb' }],
      boards: 3,
    });
    expect(r.boards[0]?.deal?.N).toEqual({ S: 'J96', H: '4', D: 'Q86', C: 'KQJ832' });
  });

  test.each(['mitchell.pbn', 'howell.pbn'])(
    '%s: read → write → read, the same results; ours byte for byte',
    (name) => {
      const first = pbnResults(readGoldenPbn(name).value, new Problems(name));
      const text = formatPbn(pbnOfResults(first));
      const again = readPbn(text);
      if (!again.ok) throw new Error('not PBN');
      expect(again.value.problems).toEqual([]);
      const second = pbnResults(again.value.value, new Problems('ours'));
      expect(second).toEqual(first);
      expect(formatPbn(pbnOfResults(second))).toBe(text);
    },
  );
});
