/**
 * The traveller CSV's header names (`traveller-csv.ts`): any case, blanks around a name (kept
 * by quotes) not part of it, and a run of blanks or dashes inside one the same as `_`.
 */
import { readTravellerCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

describe('header names', () => {
  test('a quoted name with blanks around it is that name', () => {
    const r = readTravellerCsv('" Board ",ns,ew," Score "\n1,1,2,420\n', 'mitchell');
    expect(r.errors).toEqual([]);
    expect(r.ignored).toEqual([]);
    expect(r.event.results.map((l) => [l.board, l.ns, l.ew, l.outcome])).toEqual([
      [1, 1, 2, { kind: 'score', ns: 420 }],
    ]);
  });

  test('blanks and dashes inside a name, one or several, are one _', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,NS - Names,ew  names\n1,1,2,420,Ann & Bo,Cy & Di\n',
      'howell',
    );
    expect(r.ignored).toEqual([]);
    expect(r.event.sections[0]?.pairs).toEqual([
      { number: 1, names: ['Ann', 'Bo'] },
      { number: 2, names: ['Cy', 'Di'] },
    ]);
  });
});

describe('where a row’s error is', () => {
  test('at its field, after the blanks before it; the first field too', () => {
    const r = readTravellerCsv('board,ns,ew,score\n  x,1,2,420\n', 'mitchell');
    expect(r.errors.map((e) => [e.row, e.column, e.at])).toEqual([[2, 'board', { line: 2, column: 3 }]]);
  });

  test('about a column the header has not: at the row’s start', () => {
    // No tricks column: a contract and declarer without a result.
    const r = readTravellerCsv('board,ns,ew,contract,declarer\n1,1,2,3NT,N\n', 'mitchell');
    expect(r.errors.map((e) => [e.row, e.at])).toEqual([[2, { line: 2, column: 1 }]]);
  });
});
