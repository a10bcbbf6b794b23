/**
 * ScoreTable and TotalScoreTable rows (`pbn-results.ts`) where the tests before left a choice open:
 * sections that change from row to row, the field an unreadable contract is reported under, a
 * TotalScoreTable row's pair number at its own cell, when a line records something to score, and
 * the writer's leads (PBN 2.1 writes a card suit first, with a letter: S, H, D or C).
 */
import { contractOf } from '@bridge-score/core';
import {
  isScoreable,
  type PbnTable,
  Problems,
  positionOf,
  type ResultLine,
  readScoreTable,
  readTotalScoreTable,
  resultLineOutcome,
  scoreTableOf,
  totalScoreTableOf,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { problemsOf, table } from './score-table.js';

describe('sections', () => {
  test('each row keeps its own section when the section changes and comes back', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(
        ['Section', 'PairId_NS', 'PairId_EW', 'Score_NS'],
        [
          ['A', '1', '2', '420'],
          ['A', '3', '4', '450'],
          ['B', '1', '2', '100'],
          ['A', '5', '6', '50'],
        ],
      ),
      problems,
    );
    expect(lines.map((l) => l.section)).toEqual(['A', 'A', 'B', 'A']);
    expect(problems.list).toEqual([]);
  });
});

describe('contracts', () => {
  test('a contract that cannot be read: the row is left out, the error names the Contract field at its cell', () => {
    const problems = new Problems('t.pbn');
    // "1 2 8S N 10": the contract starts at column 5. There is no level 8.
    const lines = readScoreTable(
      table(['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result'], [['1', '2', '8S', 'N', '10']]),
      problems,
    );
    expect(lines).toEqual([]);
    expect(problems.list).toHaveLength(1);
    const [p] = problems.list;
    expect([p?.severity, p?.line, p?.column]).toEqual(['error', 10, 5]);
    expect(p?.error).toMatchObject({ code: 'value-invalid', field: 'Contract', text: '8S' });
  });
});

describe('totals: the pair number', () => {
  test('PairId after another column: a missing pair is reported at its own cell', () => {
    const problems = new Problems('t.pbn');
    // "1 - 12": the pair's `-` at column 3.
    expect(
      readTotalScoreTable(table(['Rank', 'PairId', 'TotalScoreMP'], [['1', '-', '12']]), problems),
    ).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 3, { code: 'value-number', field: 'PairId', text: '' }],
    ]);
  });

  test('an indented row: the error at the pair past the blanks', () => {
    const problems = new Problems('t.pbn');
    const t: PbnTable = {
      columns: [{ name: 'PairId' }, { name: 'TotalScoreMP' }],
      rows: [{ cells: ['?', '12'], source: { text: '  ? 12', line: 4, column: 1 } }],
    };
    expect(readTotalScoreTable(t, problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 4, 3, { code: 'value-number', field: 'PairId', text: '' }],
    ]);
  });
});

describe('what a line records', () => {
  const S4 = contractOf(4, 'S');

  test('a contract needs its declarer and tricks to be scored; a score alone, a pass-out or NP is enough', () => {
    const line = (l: Omit<ResultLine, 'ns' | 'ew'>): ResultLine => ({ ns: 1, ew: 2, ...l });
    expect(isScoreable(line({ contract: S4, declarer: 'N', tricks: 10 }))).toBe(true);
    expect(isScoreable(line({ contract: S4, declarer: 'N' }))).toBe(false);
    expect(isScoreable(line({ contract: S4, tricks: 10 }))).toBe(false);
    expect(isScoreable(line({ declarer: 'N', tricks: 10 }))).toBe(false);
    expect(isScoreable(line({ contract: S4 }))).toBe(false);
    expect(isScoreable(line({}))).toBe(false);
    expect(isScoreable(line({ score: 420 }))).toBe(true);
    expect(isScoreable(line({ contract: 'pass' }))).toBe(true);
    expect(isScoreable(line({ notPlayed: true }))).toBe(true);
  });

  test('isScoreable says yes exactly where resultLineOutcome gives an outcome, for every mix of fields', () => {
    const contracts = [undefined, 'pass' as const, S4];
    for (const contract of contracts)
      for (const declarer of [undefined, 'N' as const])
        for (const tricks of [undefined, 10])
          for (const score of [undefined, 420])
            for (const notPlayed of [undefined, true])
              for (const adjusted of [
                undefined,
                { ns: 'average-plus' as const, ew: 'average-minus' as const },
              ]) {
                // Only the fields given: a line read from a file has no key of undefined.
                const given = { contract, declarer, tricks, score, notPlayed, adjusted };
                const l = {
                  ns: 1,
                  ew: 2,
                  ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
                } as ResultLine;
                expect([l, isScoreable(l)]).toEqual([l, !('code' in resultLineOutcome(l))]);
              }
  });

  test('a row that records nothing to score keeps its place in the file; a scored one has none', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(
        ['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result'],
        [
          ['1', '2', '4S', 'N', '-'],
          ['3', '4', '4S', 'N', '10'],
        ],
      ),
      problems,
    );
    expect(lines.map((l) => positionOf(l))).toEqual([{ line: 10, column: 1 }, undefined]);
  });
});

describe('writing leads', () => {
  const leadsOf = (t: PbnTable) => {
    const i = t.columns.findIndex((c) => c.name === 'Lead');
    return t.rows.map((r) => r.cells[i]);
  };
  const lines = (leads: readonly (string | undefined)[]): ResultLine[] =>
    leads.map((lead, k) => ({ ns: k + 1, ew: k + 1, score: 50, ...(lead === undefined ? {} : { lead }) }));

  test('a line without a lead is written - when another line has one', () => {
    expect(leadsOf(scoreTableOf(lines(['HK', undefined])))).toEqual(['HK', '-']);
  });

  test('a suit symbol, black or white, goes out as its letter', () => {
    expect(leadsOf(scoreTableOf(lines(['♠9', '♤9', '♥K', '♡K', '♦T', '♢T', '♣2', '♧2'])))).toEqual([
      'S9',
      'S9',
      'HK',
      'HK',
      'DT',
      'DT',
      'C2',
      'C2',
    ]);
  });

  test('a text that is not one card goes out as it is', () => {
    expect(leadsOf(scoreTableOf(lines(['9D 9H', 'x9C'])))).toEqual(['9D 9H', 'x9C']);
  });

  test('a card written rank first goes out suit first, 10 as T, in capitals', () => {
    expect(leadsOf(scoreTableOf(lines(['9D', '10H', 'qs', '10♣', 'AC'])))).toEqual([
      'D9',
      'HT',
      'SQ',
      'CT',
      'CA',
    ]);
  });
});

describe('writing scores', () => {
  const cellsOf = (t: PbnTable, name: string) => {
    const i = t.columns.findIndex((c) => c.name === name);
    return t.rows.map((r) => r.cells[i]);
  };

  test('a plus score goes in Score_NS, a minus score in Score_EW without its sign, the other -', () => {
    const t = scoreTableOf([
      { ns: 1, ew: 2, score: 420 },
      { ns: 3, ew: 4, score: -100 },
      { ns: 5, ew: 6, score: 0 },
      { ns: 7, ew: 8 },
    ]);
    expect(cellsOf(t, 'Score_NS')).toEqual(['420', '-', '0', '-']);
    expect(cellsOf(t, 'Score_EW')).toEqual(['-', '100', '-', '-']);
  });

  test('an artificial score goes in Contract as its code; a score beside it is not written again', () => {
    const t = scoreTableOf([
      { ns: 1, ew: 2, adjusted: { ns: 'average-plus', ew: 'average-minus' }, score: 60 },
      { ns: 3, ew: 4, adjusted: { ns: 'average-minus', ew: 'average-plus' }, score: -60 },
    ]);
    expect(cellsOf(t, 'Contract')).toEqual(['A60A40', 'A40A60']);
    expect(cellsOf(t, 'Score_NS')).toEqual(['-', '-']);
    expect(cellsOf(t, 'Score_EW')).toEqual(['-', '-']);
  });

  test('round and table numbers are written and read back', () => {
    const lines: ResultLine[] = [
      { ns: 1, ew: 2, round: 1, table: 3, score: 420 },
      { ns: 3, ew: 4, round: 2, table: 12, score: -50 },
    ];
    const t = scoreTableOf(lines);
    expect(cellsOf(t, 'Round')).toEqual(['1', '2']);
    expect(cellsOf(t, 'Table')).toEqual(['3', '12']);
    expect(readScoreTable(t, new Problems('t'))).toEqual(lines);
  });

  test('texts are aligned left, numbers right (the one-letter Declarer right)', () => {
    const t = scoreTableOf([
      {
        ns: 1,
        ew: 2,
        section: 'A',
        round: 1,
        table: 1,
        contract: contractOf(4, 'S'),
        declarer: 'N',
        tricks: 10,
        lead: 'HK',
        score: 420,
        nsMatchPoints: 1,
        ewMatchPoints: 1,
        nsPercentage: 50,
        ewPercentage: 50,
        nsImps: 1,
        ewImps: -1,
        nsNames: 'Ann & Bo',
        ewNames: 'Cy & Di',
      },
    ]);
    const text = new Set(['Section', 'Contract', 'Lead', 'Names_NS', 'Names_EW']);
    expect(t.columns.map((c) => [c.name, c.align])).toEqual(
      t.columns.map((c) => [c.name, text.has(c.name) ? 'L' : 'R']),
    );
    expect(t.columns).toHaveLength(19);
  });
});

describe('writing IMPs', () => {
  test('IMPs of either side are written and read back, with their signs', () => {
    const lines: ResultLine[] = [
      { ns: 1, ew: 2, score: 420, nsImps: 5.5, ewImps: -5.5 },
      { ns: 3, ew: 4, score: -50, nsImps: -3, ewImps: 3 },
    ];
    const t = scoreTableOf(lines);
    const cellsOf = (name: string) => t.rows.map((r) => r.cells[t.columns.findIndex((c) => c.name === name)]);
    expect(cellsOf('IMP_NS')).toEqual(['5.5', '-3']);
    expect(cellsOf('IMP_EW')).toEqual(['-5.5', '3']);
    expect(readScoreTable(t, new Problems('t'))).toEqual(lines);
  });

  test('a pair total of IMPs is written and read back', () => {
    const totals = [
      { pair: 1, totalImps: 12.5 },
      { pair: 2, totalImps: -12.5 },
    ];
    const t = totalScoreTableOf(totals);
    expect(t.columns.map((c) => c.name)).toEqual(['PairId', 'TotalScoreIMP']);
    expect(t.rows.map((r) => r.cells)).toEqual([
      ['1', '12.5'],
      ['2', '-12.5'],
    ]);
    expect(readTotalScoreTable(t, new Problems('t'))).toEqual(totals);
  });

  test('TotalScoreTable: texts are aligned left, numbers and ranks right', () => {
    const t = totalScoreTableOf([
      {
        pair: 1,
        rank: '1',
        section: 'A',
        direction: 'NS',
        totalMatchPoints: 12,
        totalImps: 3,
        percentage: 55,
        names: 'Ann & Bo',
        boards: 24,
      },
    ]);
    const text = new Set(['Section', 'Direction', 'Names']);
    expect(t.columns.map((c) => [c.name, c.align])).toEqual(
      t.columns.map((c) => [c.name, text.has(c.name) ? 'L' : 'R']),
    );
    expect(t.columns).toHaveLength(9);
  });
});

describe('numbers in cells', () => {
  const COLUMNS = ['PairId_NS', 'PairId_EW', 'Score_NS', 'MP_NS', 'IMP_NS'];

  test('a decimal comma, a plus sign and the minus sign U+2212 are read', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(COLUMNS, [
        ['1', '2', '420', '5,5', '+3'],
        ['3', '4', '\u2212100', '2', '\u22123'],
      ]),
      problems,
    );
    expect(lines).toEqual([
      { ns: 1, ew: 2, score: 420, nsMatchPoints: 5.5, nsImps: 3 },
      { ns: 3, ew: 4, score: -100, nsMatchPoints: 2, nsImps: -3 },
    ]);
    expect(problems.list).toEqual([]);
  });

  test('a number with text before or after it is no number: a warning, the value left out', () => {
    const problems = new Problems('t.pbn');
    // "1 2 420 x5 5x": x5 at column 9, 5x at column 12.
    const lines = readScoreTable(table(COLUMNS, [['1', '2', '420', 'x5', '5x']]), problems);
    expect(lines).toEqual([{ ns: 1, ew: 2, score: 420 }]);
    expect(problemsOf(problems)).toEqual([
      ['warning', 10, 9, { code: 'value-number', field: 'MP_NS', text: 'x5' }],
      ['warning', 10, 12, { code: 'value-number', field: 'IMP_NS', text: '5x' }],
    ]);
  });

  test('a fraction without its 0, a percentage sign, and -0 read as 0', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(
        ['PairId_NS', 'PairId_EW', 'Score_NS', 'MP_NS', 'Percentage_NS', 'IMP_NS'],
        [['1', '2', '420', '.25', '55%', '-0']],
      ),
      problems,
    );
    expect(lines).toEqual([{ ns: 1, ew: 2, score: 420, nsMatchPoints: 0.25, nsPercentage: 55, nsImps: 0 }]);
    expect(Object.is(lines[0]?.nsImps, 0)).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test("a Score column (no Score_NS) is North-South's score", () => {
    const problems = new Problems('t.pbn');
    expect(readScoreTable(table(['PairId_NS', 'PairId_EW', 'Score'], [['1', '2', '-50']]), problems)).toEqual(
      [{ ns: 1, ew: 2, score: -50 }],
    );
    expect(problems.list).toEqual([]);
  });

  test('0 is a number: a pair that played no boards', () => {
    const problems = new Problems('t.pbn');
    expect(readTotalScoreTable(table(['PairId', 'NrBoards'], [['7', '0']]), problems)).toEqual([
      { pair: 7, boards: 0 },
    ]);
    expect(problems.list).toEqual([]);
  });
});

describe('which values a row cannot do without', () => {
  test('a pair number that is no number: the row is left out with that one error, nothing else read', () => {
    const problems = new Problems('t.pbn');
    const columns = ['PairId_NS', 'PairId_EW', 'Round', 'MP_NS'];
    // "x 2 y z" and "1 x y z": the bad pair at column 1 and 3; the round and points are not looked at.
    const lines = readScoreTable(
      table(columns, [
        ['x', '2', 'y', 'z'],
        ['1', 'x', 'y', 'z'],
      ]),
      problems,
    );
    expect(lines).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId_NS', text: 'x' }],
      ['error', 11, 3, { code: 'value-number', field: 'PairId_EW', text: 'x' }],
    ]);
    expect(problems.tally).toEqual({ records: 2, used: 0, rejected: 2 });
  });

  test('a round or table number that is no number: a warning, the line kept without it', () => {
    const problems = new Problems('t.pbn');
    // "1 2 r t 420": the round at column 5, the table at column 7.
    const lines = readScoreTable(
      table(['PairId_NS', 'PairId_EW', 'Round', 'Table', 'Score_NS'], [['1', '2', 'r', 't', '420']]),
      problems,
    );
    expect(lines).toEqual([{ ns: 1, ew: 2, score: 420 }]);
    expect(problemsOf(problems)).toEqual([
      ['warning', 10, 5, { code: 'value-number', field: 'Round', text: 'r' }],
      ['warning', 10, 7, { code: 'value-number', field: 'Table', text: 't' }],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });

  test('Score_NS or Declarer first in the table is read', () => {
    const problems = new Problems('t.pbn');
    expect(
      readScoreTable(table(['Score_NS', 'PairId_NS', 'PairId_EW'], [['-100', '1', '2']]), problems),
    ).toEqual([{ ns: 1, ew: 2, score: -100 }]);
    expect(
      readScoreTable(
        table(['Declarer', 'PairId_NS', 'PairId_EW', 'Contract', 'Result'], [['W', '1', '2', '3NT', '9']]),
        problems,
      ),
    ).toEqual([{ ns: 1, ew: 2, contract: contractOf(3, 'NT'), declarer: 'W', tricks: 9 }]);
    expect(problems.list).toEqual([]);
  });

  test('a declarer of more than one letter is no seat, even one that starts with a seat', () => {
    const problems = new Problems('t.pbn');
    // "1 2 4S NS 10" and "3 4 4S North 10": the declarer at column 8.
    const lines = readScoreTable(
      table(
        ['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result'],
        [
          ['1', '2', '4S', 'NS', '10'],
          ['3', '4', '4S', 'North', '10'],
        ],
      ),
      problems,
    );
    expect(lines).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 8, { code: 'value-seat', field: 'Declarer', text: 'NS' }],
      ['error', 11, 8, { code: 'value-seat', field: 'Declarer', text: 'NORTH' }],
    ]);
  });

  test('a points column first in the table is read', () => {
    const problems = new Problems('t.pbn');
    expect(
      readScoreTable(
        table(['MP_NS', 'PairId_NS', 'PairId_EW', 'Score_NS'], [['3', '1', '2', '420']]),
        problems,
      ),
    ).toEqual([{ ns: 1, ew: 2, score: 420, nsMatchPoints: 3 }]);
  });
});

describe('results and artificial scores', () => {
  test('a Result column first in the table is read; tricks past 13 are refused', () => {
    const problems = new Problems('t.pbn');
    // "14 3 4 4S N": the result at column 1.
    const lines = readScoreTable(
      table(
        ['Result', 'PairId_NS', 'PairId_EW', 'Contract', 'Declarer'],
        [
          ['10', '1', '2', '4S', 'N'],
          ['14', '3', '4', '4S', 'N'],
        ],
      ),
      problems,
    );
    expect(lines).toEqual([{ ns: 1, ew: 2, contract: contractOf(4, 'S'), declarer: 'N', tricks: 10 }]);
    expect(problems.list.map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['error', 11, 1, 'value-invalid'],
    ]);
    expect(problems.list[0]?.error).toMatchObject({ field: 'Result', text: '14' });
  });

  test('an artificial score written in Score_NS (PBN: A60A40) is the line’s award, with no score', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(['PairId_NS', 'PairId_EW', 'Contract', 'Score_NS', 'Score_EW'], [['1', '2', '-', 'A60A40', '-']]),
      problems,
    );
    expect(lines).toEqual([{ ns: 1, ew: 2, adjusted: { ns: 'average-plus', ew: 'average-minus' } }]);
    expect(problems.list).toEqual([]);
  });

  test('an artificial score quoted with blanks before it ("  A60A40", " A+A-") is read, as " 4S" is', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(
        ['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result', 'Score_NS'],
        [
          ['1', '2', '  A60A40', '-', '-', '-'],
          ['3', '4', '-', '-', '-', ' A+A-'],
          ['5', '6', ' 4S', 'N', '10', '420'],
        ],
      ),
      problems,
    );
    expect(lines).toEqual([
      { ns: 1, ew: 2, adjusted: { ns: 'average-plus', ew: 'average-minus' } },
      { ns: 3, ew: 4, adjusted: { ns: 'average-plus', ew: 'average-minus' } },
      { ns: 5, ew: 6, contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, score: 420 },
    ]);
    expect(problems.list).toEqual([]);
  });

  test('an artificial score after other white space (no-break, ideographic) is read, as a contract after it is', () => {
    const problems = new Problems('t.pbn');
    const lines = readScoreTable(
      table(
        ['PairId_NS', 'PairId_EW', 'Contract', 'Declarer', 'Result', 'Score_NS'],
        [
          ['1', '2', '\u00a0A60A40', '-', '-', '-'],
          ['3', '4', '-', '-', '-', '\u3000A=A='],
          ['5', '6', '\u00a04S', 'N', '10', '420'],
        ],
      ),
      problems,
    );
    expect(lines).toEqual([
      { ns: 1, ew: 2, adjusted: { ns: 'average-plus', ew: 'average-minus' } },
      { ns: 3, ew: 4, adjusted: { ns: 'average', ew: 'average' } },
      { ns: 5, ew: 6, contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, score: 420 },
    ]);
    expect(problems.list).toEqual([]);
  });
});

describe('scores', () => {
  test('PASS in Score_NS or Score_EW, first in the table, is a score of 0', () => {
    const problems = new Problems('t.pbn');
    expect(
      readScoreTable(table(['Score_NS', 'PairId_NS', 'PairId_EW'], [['PASS', '1', '2']]), problems),
    ).toEqual([{ ns: 1, ew: 2, score: 0 }]);
    expect(
      readScoreTable(table(['Score_EW', 'PairId_NS', 'PairId_EW'], [['Pass', '1', '2']]), problems),
    ).toEqual([{ ns: 1, ew: 2, score: 0 }]);
    expect(problems.list).toEqual([]);
  });

  test('a Score_EW of 0 is a score of 0, not -0', () => {
    const lines = readScoreTable(
      table(['PairId_NS', 'PairId_EW', 'Score_NS', 'Score_EW'], [['1', '2', '-', '0']]),
      new Problems('t'),
    );
    expect(lines).toEqual([{ ns: 1, ew: 2, score: 0 }]);
    expect(Object.is(lines[0]?.score, 0)).toBe(true);
  });

  test('a Score_EW that is no number: the row is left out with that error', () => {
    const problems = new Problems('t.pbn');
    // "1 2 - x": Score_EW at column 7.
    const lines = readScoreTable(
      table(['PairId_NS', 'PairId_EW', 'Score_NS', 'Score_EW'], [['1', '2', '-', 'x']]),
      problems,
    );
    expect(lines).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 7, { code: 'value-number', field: 'Score_EW', text: 'x' }],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });
});

describe('a line not played', () => {
  test('NP, N/P and not played, in any case, with blanks around or inside, in Contract or Score_NS', () => {
    const problems = new Problems('t.pbn');
    const rows = [' NP', 'n/p', 'Not Played', 'notplayed', 'not  played'].map((v, k) => [
      String(k + 1),
      '9',
      v,
      '-',
    ]);
    rows.push(['6', '9', '-', 'NP ']);
    const lines = readScoreTable(table(['PairId_NS', 'PairId_EW', 'Contract', 'Score_NS'], rows), problems);
    expect(lines.map((l) => [l.ns, l.notPlayed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
    ]);
    expect(problems.list).toEqual([]);
  });

  test('a text with NP inside it, or longer than 11 characters, is no such mark: a contract that cannot be read', () => {
    const problems = new Problems('t.pbn');
    const rows = ['XNP', 'NPX', 'not   played'].map((v, k) => [String(k + 1), '9', v]);
    expect(readScoreTable(table(['PairId_NS', 'PairId_EW', 'Contract'], rows), problems)).toEqual([]);
    expect(problems.list.map((p) => [p.line, p.error.code, (p.error as { field?: string }).field])).toEqual([
      [10, 'value-invalid', 'Contract'],
      [11, 'value-invalid', 'Contract'],
      [12, 'value-invalid', 'Contract'],
    ]);
  });
});

describe('totals: values that cannot be read', () => {
  const COLUMNS = ['PairId', 'Direction', 'TotalScoreMP', 'TotalScoreIMP', 'TotalPercentage', 'NrBoards'];

  test('a pair number that is no number: the row is left out with that one error, nothing else read', () => {
    const problems = new Problems('t.pbn');
    // "x X a b c d": the pair at column 1; its direction and numbers are not looked at.
    expect(readTotalScoreTable(table(COLUMNS, [['x', 'X', 'a', 'b', 'c', 'd']]), problems)).toEqual([]);
    expect(problemsOf(problems)).toEqual([
      ['error', 10, 1, { code: 'value-number', field: 'PairId', text: 'x' }],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('a total, IMPs, percentage or boards that are no number: a warning each, the pair kept without them', () => {
    const problems = new Problems('t.pbn');
    // "3 NS a b c d": a at column 6, b at 8, c at 10, d at 12.
    expect(readTotalScoreTable(table(COLUMNS, [['3', 'NS', 'a', 'b', 'c', 'd']]), problems)).toEqual([
      { pair: 3, direction: 'NS' },
    ]);
    expect(problemsOf(problems)).toEqual([
      ['warning', 10, 6, { code: 'value-number', field: 'TotalScoreMP', text: 'a' }],
      ['warning', 10, 8, { code: 'value-number', field: 'TotalScoreIMP', text: 'b' }],
      ['warning', 10, 10, { code: 'value-number', field: 'TotalPercentage', text: 'c' }],
      ['warning', 10, 12, { code: 'value-number', field: 'NrBoards', text: 'd' }],
    ]);
    expect(problems.tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });
});
