/**
 * ScoreTable and TotalScoreTable values one by one (`pbn-results.ts`): pair numbers left out,
 * declarers as PBN writes them (`^` before an irregular declarer's seat), results relative to
 * the contract, what a line records, and what the writer puts where a row has no value (`-`).
 */
import { contractOf } from '@bridge-score/core';
import {
  type PbnTable,
  Problems,
  type ResultLine,
  readScoreTable,
  readTotalScoreTable,
  resultLineOutcome,
  scoreTableOf,
  totalScoreTableOf,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { problemsOf, table } from './score-table.js';

const SCORES = ['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result'];

describe('pair numbers left out', () => {
  test('a row without its NS or EW pair is left out, the error at that cell, quoting it', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(SCORES, [
        ['-', '2', '4S', 'N', '10'],
        ['1', '?', '4S', 'N', '10'],
        ['3', '4', '4S', 'N', '10'],
      ]),
      problems,
    );
    expect(lines).toEqual([{ ns: 3, ew: 4, contract: contractOf(4, 'S'), declarer: 'N', tricks: 10 }]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId_NS', text: '-' }],
      ['error', 11, 3, { code: 'value-number', field: 'PairId_EW', text: '?' }],
    ]);
    expect(problems.tally).toEqual({ records: 3, used: 1, rejected: 2 });
  });

  test('an indented row: the error at the value, past the blanks', () => {
    const problems = new Problems('t.pbn');
    const t: PbnTable = {
      columns: [{ name: 'PairId_NS' }, { name: 'PairId_EW' }],
      rows: [{ cells: ['-', '2'], source: { text: '  - 2', line: 4, column: 1 } }],
    };
    expect(readScoreTable(t, problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 4, 3, { code: 'value-number', field: 'PairId_NS', text: '-' }],
    ]);
  });

  test('a table without a PairId_EW column: each row left out, the error at the row', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(table(['PairId_NS', 'Score_NS'], [['1', '420']]), problems);
    expect(lines).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId_EW', text: '' }],
    ]);
  });

  test('a row with fewer values than columns (a table made by hand): the values past its end are empty', () => {
    const problems = new Problems('t.pbn');
    const columns = ['PairId_NS', 'PairId_EW', 'Contract'];
    expect(readScoreTable(table(columns, [['1', '2'], ['3']]), problems)).toEqual([{ ns: 1, ew: 2 }]);
    expect(problemsOf(problems)).toEqual([
      ['error', 11, 1, { code: 'value-number', field: 'PairId_EW', text: '' }],
    ]);
  });

  test('an empty value (a quoted "") leaves a value out, as - and ? do', () => {
    const problems = new Problems('t.pbn');
    const columns = ['PairId_NS', 'PairId_EW', 'Contract', 'Score_NS'];
    expect(readScoreTable(table(columns, [['1', '2', '', '420']]), problems)).toEqual([
      { ns: 1, ew: 2, score: 420 },
    ]);
    expect(problems.list).toEqual([]);
  });
});

describe('declarers', () => {
  test('a seat in small letters, or after ^ (an irregular declarer), is that seat', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(SCORES, [
        ['1', '2', '4S', 'w', '10'],
        ['3', '4', '4S', '^S', '10'],
        ['5', '6', '4S', 'e', '10'],
      ]),
      problems,
    );
    expect(lines.map((l) => l.declarer)).toEqual(['W', 'S', 'E']);
    expect(problems.list).toEqual([]);
  });

  test('anything else is no seat: the row is left out, the error at the declarer quoting it', () => {
    const problems = new Problems('t.pbn');
    expect(readScoreTable(table(SCORES, [['1', '2', '4S', 'x', '10']]), problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 8, { code: 'value-seat', field: 'Declarer', text: 'X' }],
    ]);
  });
});

describe('results', () => {
  test('a result relative to the contract: = made, +1 one over, -2 two down', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(SCORES, [
        ['1', '2', '4S', 'N', '='],
        ['3', '4', '4S', 'N', '+1'],
        ['5', '6', '3NT', 'E', '-2'],
      ]),
      problems,
    );
    // 4S needs 6 + 4 = 10 tricks; 3NT needs 9.
    expect(lines.map((l) => l.tricks)).toEqual([10, 11, 7]);
    expect(problems.list).toEqual([]);
  });

  test('a relative result with no contract, or a passed-out one, cannot be read: the row is left out', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(SCORES, [
        ['1', '2', '-', 'N', '='],
        ['3', '4', 'Pass', '-', '+1'],
      ]),
      problems,
    );
    expect(lines).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      [
        'error',
        10,
        9,
        { code: 'value-invalid', field: 'Result', text: '=', cause: { code: 'result-syntax', text: '=' } },
      ],
      [
        'error',
        11,
        12,
        { code: 'value-invalid', field: 'Result', text: '+1', cause: { code: 'result-syntax', text: '+1' } },
      ],
    ]);
  });

  test('a passed-out board’s 0 tricks say nothing (some programs write them); other tricks are kept', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(SCORES, [
        ['1', '2', 'Pass', '-', '0'],
        ['3', '4', 'Pass', '-', '3'],
      ]),
      problems,
    );
    expect(lines).toEqual([
      { ns: 1, ew: 2, contract: 'pass' },
      { ns: 3, ew: 4, contract: 'pass', tricks: 3 },
    ]);
  });

  test('a result past 13 tricks is out of range', () => {
    const problems = new Problems('t.pbn');
    expect(readScoreTable(table(SCORES, [['1', '2', '4S', 'N', '+4']]), problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      [
        'error',
        10,
        10,
        {
          code: 'value-invalid',
          field: 'Result',
          text: '+4',
          cause: { code: 'result-range', result: 4, level: 4, tricks: 14 },
        },
      ],
    ]);
  });
});

describe('what a line records', () => {
  const line = (l: Omit<ResultLine, 'ns' | 'ew'>): ResultLine => ({ ns: 1, ew: 2, ...l });

  test('a score without declarer or tricks is that score, with a contract or without', () => {
    expect(resultLineOutcome(line({ contract: contractOf(4, 'S'), score: 420 }))).toEqual({
      kind: 'score',
      ns: 420,
    });
    expect(resultLineOutcome(line({ score: -50 }))).toEqual({ kind: 'score', ns: -50 });
  });

  test('a contract without its declarer, or without its tricks, or nothing at all: what is missing', () => {
    expect(resultLineOutcome(line({ contract: contractOf(4, 'S') }))).toEqual({ code: 'declarer-missing' });
    expect(resultLineOutcome(line({ contract: contractOf(4, 'S'), tricks: 10 }))).toEqual({
      code: 'declarer-missing',
    });
    expect(resultLineOutcome(line({ contract: contractOf(4, 'S'), declarer: 'N' }))).toEqual({
      code: 'result-missing',
    });
    expect(resultLineOutcome(line({}))).toEqual({ code: 'outcome-missing' });
  });
});

describe('totals', () => {
  const TOTALS = ['PairId', 'Direction', 'TotalScoreMP'];

  test('a row without its pair is left out; a direction other than NS or EW is a warning', () => {
    const problems = new Problems('t.pbn');
    const totals = readTotalScoreTable(
      table(TOTALS, [
        ['-', 'NS', '12'],
        ['2', 'N-S', '10'],
        ['3', 'E/W', '9'],
        ['4', 'X', '8'],
      ]),
      problems,
    );
    expect(totals.map((t) => [t.pair, t.direction, t.totalMatchPoints])).toEqual([
      [2, 'NS', 10],
      [3, 'EW', 9],
      [4, undefined, 8],
    ]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId', text: '' }],
      ['warning', 13, 3, { code: 'value-seat', field: 'Direction', text: 'X' }],
    ]);
    expect(problems.tally).toEqual({ records: 4, used: 3, rejected: 1 });
  });

  test('a table without a PairId column: each row left out, the error at the row', () => {
    const problems = new Problems('t.pbn');
    expect(readTotalScoreTable(table(['Rank', 'TotalScoreMP'], [['1', '12']]), problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId', text: '' }],
    ]);
  });
});

describe('writing: a value one row has and another has not', () => {
  const cellsOf = (t: PbnTable, name: string) => {
    const i = t.columns.findIndex((c) => c.name === name);
    return t.rows.map((r) => r.cells[i]);
  };

  test('ScoreTable: written - where a line has no section or names', () => {
    const lines: ResultLine[] = [
      { ns: 1, ew: 2, section: 'A', nsNames: 'Ann & Bo', ewNames: 'Cy & Di', score: 420 },
      { ns: 3, ew: 4, score: 50 },
    ];
    const t = scoreTableOf(lines);
    expect(cellsOf(t, 'Section')).toEqual(['A', '-']);
    expect(cellsOf(t, 'Names_NS')).toEqual(['Ann & Bo', '-']);
    expect(cellsOf(t, 'Names_EW')).toEqual(['Cy & Di', '-']);
    expect(readScoreTable(t, new Problems('t'))).toEqual(lines);
  });

  test('TotalScoreTable: written - where a total has no rank, section or direction; no names empty', () => {
    const totals = [
      { pair: 1, rank: '1', section: 'A', direction: 'NS' as const, names: 'Ann & Bo', totalMatchPoints: 12 },
      { pair: 2, totalMatchPoints: 10 },
    ];
    const t = totalScoreTableOf(totals);
    expect(cellsOf(t, 'Rank')).toEqual(['1', '-']);
    expect(cellsOf(t, 'Section')).toEqual(['A', '-']);
    expect(cellsOf(t, 'Direction')).toEqual(['NS', '-']);
    expect(cellsOf(t, 'Names')).toEqual(['Ann & Bo', '']);
    expect(readTotalScoreTable(t, new Problems('t'))).toEqual(totals);
  });
});
