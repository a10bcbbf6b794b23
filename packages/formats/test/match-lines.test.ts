/**
 * The team-match file line by line (`match-csv.ts`, its overview): the names
 * each column may go by, a result as tricks or relative to the contract, the
 * ways of writing "not played", the awards of an adjusted board, and each
 * error at the column of the field it is about.
 */
import { contractOf, type MatchBoard } from '@bridge-score/core';
import {
  formatAward,
  formatMatchFile,
  oppositeAward,
  parseAward,
  parseMatchFile,
  readMatchCsv,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEADER = 'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2';

/** The boards of a file that reads without an error. */
function boardsOf(text: string): readonly MatchBoard[] {
  const r = parseMatchFile(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.boards;
}

/** The first error of a file, as [line, column, error]. */
function errorOf(text: string) {
  const r = parseMatchFile(text);
  return r.ok ? null : [r.error.line, r.error.column, r.error.error];
}

describe('a result', () => {
  test('as tricks taken, or relative to the contract (-2, =, +1), as the overview says', () => {
    // 4S (ten tricks): down two is 8, made is 10, one over is 11; 3NT (nine): 9 taken is made.
    const [b] = boardsOf(`${HEADER}\n1,4S,N,-2,,4S,S,=,\n`);
    expect(b).toMatchObject({
      table1: { kind: 'deal', deal: { contract: contractOf(4, 'S'), declarer: 'N', tricks: 8 } },
      table2: { kind: 'deal', deal: { declarer: 'S', tricks: 10 } },
    });
    const [c] = boardsOf(`${HEADER}\n2,4S,N,+1,,3NT,S,9,\n`);
    expect(c).toMatchObject({
      table1: { kind: 'deal', deal: { tricks: 11 } },
      table2: { kind: 'deal', deal: { contract: contractOf(3, 'NT'), tricks: 9 } },
    });
  });

  test('the result columns by their other names', () => {
    const [b] = boardsOf('Bd,Contract A,By A,Result A,Contract B,by_b,result-b\n1,4S,N,10,4S,S,-1\n');
    expect(b).toMatchObject({
      board: 1,
      table1: { kind: 'deal', deal: { declarer: 'N', tricks: 10 } },
      table2: { kind: 'deal', deal: { declarer: 'S', tricks: 9 } },
    });
    const [c] = boardsOf(
      'board,contracta,declarera,tricksa,scorea,contractb,declarerb,tricksb,scoreb\n1,,,,420,,,,-420\n',
    );
    expect(c).toEqual({
      board: 1,
      kind: 'played',
      table1: { kind: 'score', ns: 420 },
      table2: { kind: 'score', ns: -420 },
    });
  });

  test('a result joined to the contract and one in its column must agree', () => {
    expect(errorOf(`${HEADER}\n1,4S=,N,9,,4S,N,10,\n`)).toEqual([
      2,
      3,
      { code: 'result-conflict', tricks: 10, other: 9 },
    ]);
  });

  test.each([
    // Errors of the result: at the tricks column.
    [`${HEADER}\n1,4S,N,,,4S,N,10,`, [2, 8, { code: 'result-missing' }]],
    [`${HEADER}\n1,4S,N,x,,4S,N,10,`, [2, 8, { code: 'result-syntax', text: 'x' }]],
    [`${HEADER}\n1,4S,N,+4,,4S,N,10,`, [2, 8, { code: 'result-range', result: 4, level: 4, tricks: 14 }]],
    // The second table's: its own columns.
    [`${HEADER}\n1,4S,N,10,,4S,N,x,`, [2, 17, { code: 'result-syntax', text: 'x' }]],
    [`${HEADER}\n1,4S,N,10,,4S,Q,10,`, [2, 15, { code: 'declarer-unknown', text: 'Q' }]],
    [`${HEADER}\n1,4S,N,10,,4S,,10,`, [2, 15, { code: 'declarer-missing' }]],
    [`${HEADER}\n1,4S,N,10,,4S,N,10,x`, [2, 20, { code: 'csv-number', field: 'score2', text: 'x' }]],
    // With no tricks or declarer column, the contract's column.
    ['board,contract1,contract2\n1,4S,4S', [2, 3, { code: 'result-missing' }]],
    ['board,contract1,contract2\n1,4S=,4S=', [2, 3, { code: 'declarer-missing' }]],
    ['board,contract1,declarer1,contract2\n1,4S=,N,4S', [2, 9, { code: 'result-missing' }]],
    // An error of the contract itself.
    [`${HEADER}\n1,4S,N,10,,4Q,N,10,`, [2, 12, { code: 'strain-unknown', text: 'Q' }]],
  ])('%j: %j', (text, error) => {
    expect(errorOf(text)).toEqual(error);
  });
});

describe('the vulnerability', () => {
  test('a vul column overrides the board’s own (board 1 is none vulnerable)', () => {
    const [b] = boardsOf(
      'board,contract1,declarer1,tricks1,contract2,declarer2,tricks2,Vulnerability\n1,4S,N,10,4S,N,10,Both\n',
    );
    expect(b).toMatchObject({
      table1: { deal: { vulnerability: 'Both' } },
      table2: { deal: { vulnerability: 'Both' } },
    });
    const [c] = boardsOf(
      'board,contract1,declarer1,tricks1,contract2,declarer2,tricks2,vul\n2,4S,N,10,4S,N,10,\n',
    );
    expect(c).toMatchObject({ table1: { deal: { vulnerability: 'NS' } } });
  });

  test('a vulnerability not known is an error at its column, even on an adjusted board', () => {
    expect(errorOf('board,score1,score2,vul\n1,A+,,Red\n')).toEqual([
      2,
      7,
      { code: 'vulnerability-unknown', text: 'Red' },
    ]);
  });
});

describe('not played', () => {
  test.each(['NP', 'np', 'N/P', '-', '—', 'not played', 'Not Played', 'notplayed'])(
    '%s in the score or the contract column',
    (np) => {
      const inScore = boardsOf(`${HEADER}\n1,4S,N,10,,,,,${np}\n`)[0];
      expect(inScore).toMatchObject({ table2: { kind: 'not-played' } });
      const inContract = boardsOf(`${HEADER}\n1,${np},,,,4S,N,10,\n`)[0];
      expect(inContract).toMatchObject({ table1: { kind: 'not-played' } });
    },
  );

  test('a table left empty is not played; a declarer or tricks with no contract is an error', () => {
    expect(boardsOf(`${HEADER}\n1,,,,,4S,N,10,\n`)[0]).toMatchObject({ table1: { kind: 'not-played' } });
    expect(errorOf(`${HEADER}\n1,,N,,,4S,N,10,\n`)).toEqual([2, 3, { code: 'contract-empty' }]);
    expect(errorOf(`${HEADER}\n1,,,10,,4S,N,10,\n`)).toEqual([2, 3, { code: 'contract-empty' }]);
    // No contract column for that table: column 1.
    expect(errorOf('board,declarer1,score1,contract2\n1,N,,3NT=\n')).toEqual([
      2,
      1,
      { code: 'contract-empty' },
    ]);
  });
});

describe('adjusted boards', () => {
  test.each([
    ['A +', { kind: 'average-plus' }],
    ['AV+', { kind: 'average-plus' }],
    ['Ave = 0', { kind: 'average' }],
    ['A\u22123', { kind: 'average-minus' }],
    ['A\u2013', { kind: 'average-minus' }],
    ['i 4', { kind: 'imps', imps: 4 }],
    ['I+3', { kind: 'imps', imps: 3 }],
    ['I\u22122', { kind: 'imps', imps: -2 }],
    [' A+ ', { kind: 'average-plus' }],
    ['A=3', null],
    ['A-0', null],
    ['A+0', null],
    ['AVG+', null],
    ['I2.', null],
    ['I.5', null],
    ['XA+', null],
  ])('the award %j', (text, award) => {
    expect(parseAward(text)).toEqual(award);
  });

  test('the other team’s award, unless a second follows a slash', () => {
    expect(oppositeAward({ kind: 'average-plus' })).toEqual({ kind: 'average-minus' });
    expect(oppositeAward({ kind: 'average-minus' })).toEqual({ kind: 'average-plus' });
    expect(oppositeAward({ kind: 'average' })).toEqual({ kind: 'average' });
    expect(oppositeAward({ kind: 'imps', imps: 3 })).toEqual({ kind: 'imps', imps: -3 });
    // No IMPs is no IMPs either way, not −0.
    const none = oppositeAward({ kind: 'imps', imps: 0 });
    expect(none.kind === 'imps' && Object.is(none.imps, 0)).toBe(true);
    expect(boardsOf(`${HEADER}\n1,,,,I5\n2,,,,A-/A\n3,,,,,,,,A=\n`)).toEqual([
      { board: 1, kind: 'adjusted', a: { kind: 'imps', imps: 5 }, b: { kind: 'imps', imps: -5 } },
      { board: 2, kind: 'adjusted', a: { kind: 'average-minus' }, b: { kind: 'average' } },
      { board: 3, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average' } },
    ]);
  });

  test.each([
    [`${HEADER}\n1,,,,A+/A+/A+`, [2, 6, { code: 'match-adjusted', text: 'A+/A+/A+' }]],
    [`${HEADER}\n1,,,,A+/B`, [2, 6, { code: 'match-adjusted', text: 'A+/B' }]],
    [`${HEADER}\n1,,,,Ax/A+`, [2, 6, { code: 'match-adjusted', text: 'Ax/A+' }]],
    [`${HEADER}\n1,,,,A+,,,,A-`, [2, 12, { code: 'match-adjusted-mixed', text: 'A-' }]],
    [`${HEADER}\n1,,,,A+,,,9`, [2, 11, { code: 'match-adjusted-mixed', text: '9' }]],
  ])('%j: %j', (text, error) => {
    expect(errorOf(text)).toEqual(error);
  });

  test('a board number and a vulnerability may stand beside an award', () => {
    expect(boardsOf('vul,board,score1,score2\nNS,3,A+,\n')).toEqual([
      { board: 3, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } },
    ]);
  });

  test.each([
    [{ kind: 'average-plus' }, 'A+'],
    [{ kind: 'average' }, 'A='],
    [{ kind: 'average-minus' }, 'A-'],
    [{ kind: 'imps', imps: -2.5 }, 'I-2.5'],
  ] as const)('%j is written %s, and read back', (award, text) => {
    expect(formatAward(award)).toBe(text);
    expect(parseAward(text)).toEqual(award);
  });
});

describe('the file', () => {
  test.each([
    ['contract1,score1,contract2,score2', 1, 1, { code: 'csv-columns', missing: 'board' }],
    ['board,score1,declarer2', 1, 1, { code: 'csv-columns', missing: 'contract2 or score2' }],
    ['board,score2', 1, 1, { code: 'csv-columns', missing: 'contract1 or score1' }],
    ['board,Score1,SCORE1,score2', 1, 14, { code: 'csv-column-twice', column: 'SCORE1', first: 2 }],
  ])('%j: nothing read', (header, line, column, error) => {
    const r = readMatchCsv(`${header}\n1,1,2,3\n`);
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([line, column, error]);
  });

  test('no header, or a header lost to its quote: nothing read', () => {
    const empty = readMatchCsv('# nothing\n', { file: 'm.csv' });
    expect(empty.ok ? null : empty.error).toEqual({
      severity: 'error',
      file: 'm.csv',
      line: 1,
      column: 1,
      error: { code: 'match-empty' },
    });
    const lost = readMatchCsv('board,"contract1\n1,4S\n');
    expect(lost.ok ? null : [lost.error.line, lost.error.column, lost.error.error]).toEqual([
      1,
      7,
      { code: 'csv-quote' },
    ]);
  });

  test('a header with lines that are all blank or comments: empty, at the header', () => {
    const r = readMatchCsv(`\n${HEADER}\n\n# none\n`);
    expect(r.ok ? null : [r.error.line, r.error.column, r.error.error]).toEqual([
      2,
      1,
      { code: 'match-empty' },
    ]);
  });

  test('a file whose every line is left out is read: its problems say why', () => {
    const r = readMatchCsv(`${HEADER}\nx,4S,N,10,,4S,N,10,\n`);
    expect(r.ok && r.value.tally).toEqual({ records: 1, used: 0, rejected: 1 });
    expect(r.ok && r.value.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [2, 1, 'board-number'],
    ]);
  });

  test('a board given twice names its first line; the board column’s place in the line', () => {
    const r = readMatchCsv('contract1,contract2,board\n4S=,4S=,5\n3NT=,3NT=,5\n');
    expect(r.ok && r.value.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [2, 1, { code: 'declarer-missing' }],
      [3, 1, { code: 'declarer-missing' }],
    ]);
    const twice = readMatchCsv(
      'board,contract1,declarer1,contract2,declarer2\n5,4S=,N,4S=,N\n 5,3NT=,S,3NT=,S\n',
    );
    expect(twice.ok && twice.value.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [3, 2, { code: 'match-board-line-twice', board: 5, first: 2 }],
    ]);
  });
});

describe('short lines and the columns of errors', () => {
  test('a line too short to reach the board column: an error quoting no board, at column 1', () => {
    expect(errorOf('contract1,contract2,board\n4S=,4S=\n')).toEqual([
      2,
      1,
      { code: 'board-number', text: '' },
    ]);
  });

  test('a board number that is not one: at the board column', () => {
    expect(errorOf('contract1,contract2,board\n4S=,4S=,x\n')).toEqual([
      2,
      9,
      { code: 'board-number', text: 'x' },
    ]);
  });

  test('a line too short to reach the declarer column: the error at the contract', () => {
    expect(errorOf('board,contract1,declarer1,tricks1,contract2\n1,4S=\n')).toEqual([
      2,
      3,
      { code: 'declarer-missing' },
    ]);
  });

  test('a score that only has an A or an I in it is a number that is not one, not an award', () => {
    expect(errorOf(`${HEADER}\n1,,,,5A,,,,\n`)).toEqual([
      2,
      6,
      { code: 'csv-number', field: 'score1', text: '5A' },
    ]);
    expect(errorOf(`${HEADER}\n1,,,,-1I,,,,\n`)).toEqual([
      2,
      6,
      { code: 'csv-number', field: 'score1', text: '-1I' },
    ]);
  });

  test('text beyond the header: at its line and column', () => {
    const r = readMatchCsv(`${HEADER}\n1,4S,N,10,,4S,N,9,,x\n`);
    expect(r.ok && r.value.problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [2, 20, { code: 'csv-fields', expected: 9, got: 10 }],
    ]);
  });

  test('a table with no score given has no score at all', () => {
    const [b] = boardsOf(`${HEADER}\n1,4S,N,10,,4S,N,10,420\n`);
    expect(b?.kind === 'played' && b.table1).not.toHaveProperty('ns');
    expect(b?.kind === 'played' && b.table2).toHaveProperty('ns', 420);
  });
});

describe('writing', () => {
  test('every kind of table, an award and a pair of awards, in the header’s order', () => {
    const boards: MatchBoard[] = [
      {
        board: 1,
        kind: 'played',
        table1: {
          kind: 'deal',
          deal: { contract: contractOf(4, 'H', 'X'), declarer: 'W', tricks: 8, vulnerability: 'None' },
          ns: 300,
        },
        table2: { kind: 'deal', deal: { contract: 'pass', vulnerability: 'None' } },
      },
      { board: 2, kind: 'played', table1: { kind: 'score', ns: -90 }, table2: { kind: 'not-played' } },
      { board: 3, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } },
      { board: 4, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-plus' } },
      { board: 5, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'imps', imps: -3 } },
      { board: 6, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'imps', imps: -2 } },
    ];
    expect(formatMatchFile(boards)).toBe(
      [
        HEADER,
        '1,4HX,W,8,300,Pass,,,',
        '2,,,,-90,,,,NP',
        '3,,,,A+,,,,',
        '4,,,,A+/A+,,,,',
        '5,,,,I2/I-3,,,,',
        '6,,,,I2,,,,',
        '',
      ].join('\n'),
    );
  });

  test('a vul column only when a table is not at its board’s vulnerability, then on every line', () => {
    const boards: MatchBoard[] = [
      {
        board: 1,
        kind: 'played',
        table1: { kind: 'score', ns: 50 },
        table2: {
          kind: 'deal',
          deal: { contract: contractOf(1, 'C'), declarer: 'N', tricks: 7, vulnerability: 'EW' },
        },
      },
      { board: 2, kind: 'played', table1: { kind: 'score', ns: 50 }, table2: { kind: 'score', ns: 0 } },
      { board: 3, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average' } },
    ];
    expect(formatMatchFile(boards).split('\n')).toEqual([
      `${HEADER},vul`,
      '1,,,,50,1C,N,7,,EW',
      '2,,,,50,,,,0,NS',
      '3,,,,A=,,,,,',
      '',
    ]);
    // At their boards' own vulnerability (board 2: NS), no column.
    const own: MatchBoard[] = [
      {
        board: 2,
        kind: 'played',
        table1: {
          kind: 'deal',
          deal: { contract: contractOf(1, 'C'), declarer: 'N', tricks: 7, vulnerability: 'NS' },
        },
        table2: { kind: 'score', ns: 0 },
      },
    ];
    expect(formatMatchFile(own).split('\n')[0]).toBe(HEADER);
  });
});
