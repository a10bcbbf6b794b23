/**
 * Travellers as CSV column by column (`traveller-csv.ts`, its overview): the
 * header's names and aliases, the columns required, each optional column of
 * a row (section, round, arrow, names, lead, group, vulnerability, dealer),
 * each error at its row and column, and the event made: sections, pairs and
 * boards in order.
 */
import { contractOf } from '@bridge-score/core';
import { formatTravellerCsv, readTravellerCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEADER = 'board,ns,ew,contract,declarer,tricks,score';

/** The errors of a reading as [row, column name, error, line, column]. */
const errorsOf = (text: string, movement: 'mitchell' | 'howell' = 'mitchell') =>
  readTravellerCsv(text, movement).errors.map((e) => [e.row, e.column, e.error, e.at.line, e.at.column]);

const played = (
  level: 1 | 2 | 3 | 4 | 5 | 6 | 7,
  strain: 'C' | 'D' | 'H' | 'S' | 'NT',
  declarer: string,
  tricks: number,
) => ({
  kind: 'played',
  contract: contractOf(level, strain),
  declarer,
  tricks,
});

describe('the header', () => {
  test('names in any case, with blanks or hyphens for underscores, and every alias', () => {
    const r = readTravellerCsv(
      'Board No,NS Pair,ew-pair,Contract,By,Result,Arrow,NSNames,names_ew,Foul,Vulnerability,Dealer,Round,Lead,Section\n' +
        '3,1,2,4S,N,10,yes,Ann & Bob,Cy / Di,g1,Both,W,2,HA,B\n',
      'mitchell',
    );
    expect(r.problems).toEqual([]);
    expect(r.event.results).toEqual([
      {
        section: 'B',
        board: 3,
        ns: 1,
        ew: 2,
        round: 2,
        switched: true,
        lead: 'HA',
        group: 'g1',
        outcome: played(4, 'S', 'N', 10),
      },
    ]);
    expect(r.event.boards).toEqual([{ number: 3, dealer: 'W', vulnerability: 'Both' }]);
    expect(r.event.sections).toEqual([
      {
        name: 'B',
        movement: 'mitchell',
        pairs: [
          { number: 1, direction: 'NS', names: ['Ann', 'Bob'] },
          { number: 2, direction: 'EW', names: ['Cy', 'Di'] },
        ],
      },
    ]);
  });

  test.each([['arrow_switched'], ['switch'], ['switched']])('%s is the arrow switch column', (name) => {
    const r = readTravellerCsv(`board,ns,ew,score,${name}\n1,1,2,50,x\n`, 'mitchell');
    expect(r.event.results[0]?.switched).toBe(true);
  });

  test.each([['nsnames,ewnames'], ['names_ns,names_ew'], ['NS_names,EW_names']])(
    '%s are the names columns',
    (names) => {
      const r = readTravellerCsv(`board,ns,ew,score,${names}\n1,1,2,50,Ann,Cy\n`, 'howell');
      expect(r.event.sections[0]?.pairs).toEqual([
        { number: 1, names: ['Ann'] },
        { number: 2, names: ['Cy'] },
      ]);
    },
  );

  test('fouled is the group column', () => {
    const r = readTravellerCsv('board,ns,ew,score,fouled\n1,1,2,50,x\n', 'howell');
    expect(r.event.results[0]?.group).toBe('x');
  });

  test.each([
    ['ns,ew,contract,declarer,tricks', 'board'],
    ['board,ew,contract,declarer,tricks', 'ns'],
    ['board,ns,contract,declarer,tricks', 'ew'],
    ['board,ns,ew,declarer,tricks', 'contract'],
    ['board,ns,ew,contract,tricks', 'declarer'],
    ['board,ns,ew,contract,tricks,score', 'declarer'],
  ])('%s: no %s column, nothing read', (header, missing) => {
    const r = readTravellerCsv(`\n${header}\n1,2,3,4,5\n`, 'mitchell');
    expect(r.fatal).toBe(true);
    expect(r.errors).toEqual([
      { row: 2, column: null, error: { code: 'csv-header', missing }, at: { line: 2, column: 1 } },
    ]);
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['error', 2, 1, { code: 'csv-header', missing }],
    ]);
    expect(r.tally).toEqual({ records: 0, used: 0, rejected: 0 });
    expect(r.event).toEqual({ sections: [{ name: 'A', movement: 'mitchell' }], boards: [], results: [] });
  });

  test('a score column alone is enough', () => {
    const r = readTravellerCsv('board,ns,ew,score\n1,1,2,-50\n', 'howell');
    expect(r.event.results[0]?.outcome).toEqual({ kind: 'score', ns: -50 });
  });

  test('an empty file, or one of comments only', () => {
    const empty = readTravellerCsv(' \n\n', 'howell', { file: 't.csv' });
    expect(empty.errors).toEqual([
      { row: 1, column: null, error: { code: 'file-empty', format: 'CSV' }, at: { line: 1, column: 1 } },
    ]);
    expect(empty.problems).toEqual([
      { severity: 'error', file: 't.csv', line: 1, column: 1, error: { code: 'file-empty', format: 'CSV' } },
    ]);
    expect(empty.fatal).toBe(true);
    const comments = readTravellerCsv('# travellers\n', 'howell');
    expect(comments.errors.map((e) => e.error)).toEqual([{ code: 'csv-header', missing: 'board' }]);
  });

  test('a header lost to its quote: nothing read, the error at the quote', () => {
    const r = readTravellerCsv('board,"ns,ew,score\n1,1,2,50\n', 'howell');
    expect(r.fatal).toBe(true);
    expect(r.errors).toEqual([
      { row: 1, column: null, error: { code: 'csv-quote' }, at: { line: 1, column: 7 } },
    ]);
    expect(r.problems.map((p) => [p.severity, p.line, p.column])).toEqual([['error', 1, 7]]);
    expect(r.tally).toEqual({ records: 0, used: 0, rejected: 0 });
  });

  test('after a fatal header, lost quotes later are not reported', () => {
    const r = readTravellerCsv('board,board,ns,ew,score\n1,"1,2,3\n', 'howell');
    expect(r.errors.map((e) => e.error.code)).toEqual(['csv-column-twice']);
  });

  test('columns not read: one warning each, at the header’s line, blank names left out', () => {
    const r = readTravellerCsv(`\n${HEADER},notes, ,Extra \n1,1,2,3NT,S,9,,x,,y\n`, 'howell');
    expect(r.ignored).toEqual(['notes', 'Extra']);
    expect(r.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['warning', 2, 1, { code: 'table-column-unread', table: 'CSV', column: 'notes' }],
      ['warning', 2, 1, { code: 'table-column-unread', table: 'CSV', column: 'Extra' }],
    ]);
  });
});

describe('the header, quoted names', () => {
  // A quoted field keeps its blanks (RFC 4180); a header name is read without them.
  test('a quoted name with blanks around it, and a quoted blank name', () => {
    const r = readTravellerCsv('board,ns,ew,score," notes "," "\n1,1,2,50,x,y\n', 'howell');
    expect(r.ignored).toEqual(['notes']);
    expect(r.errors).toEqual([]);
  });

  test('a column named twice, the second quoted with blanks: named without them', () => {
    expect(readTravellerCsv('board," board ",ns,ew,score\n', 'howell').errors.map((e) => e.error)).toEqual([
      { code: 'csv-column-twice', column: 'board', first: 1 },
    ]);
  });

  test('score as the first column: no contract needed', () => {
    const r = readTravellerCsv('score,board,ns,ew\n50,1,1,2\n', 'howell');
    expect(r.errors).toEqual([]);
    expect(r.event.results[0]?.outcome).toEqual({ kind: 'score', ns: 50 });
  });

  test('contract as the first column: its declarer is needed', () => {
    const r = readTravellerCsv('contract,board,ns,ew,tricks\n4S,1,1,2,10\n', 'howell');
    expect(r.fatal).toBe(true);
    expect(r.errors.map((e) => e.error)).toEqual([{ code: 'csv-header', missing: 'declarer' }]);
  });
});

describe('the numbers of a row', () => {
  test.each([
    ['x,1,2,50', 'board', { code: 'board-number', text: 'x' }, 1],
    ['0,1,2,50', 'board', { code: 'board-number', text: '0' }, 1],
    ['1,0,2,50', 'ns', { code: 'pair-number', text: '0' }, 3],
    ['1,x,2,50', 'ns', { code: 'pair-number', text: 'x' }, 3],
    ['1,-1,2,50', 'ns', { code: 'pair-number', text: '-1' }, 3],
    ['1,1,2.5,50', 'ew', { code: 'pair-number', text: '2.5' }, 5],
    ['1,1,,50', 'ew', { code: 'pair-number', text: '' }, 5],
    ['1,1,1234567890123456,50', 'ew', { code: 'pair-number', text: '1234567890123456' }, 5],
  ])('%s: %s', (row, column, error, at) => {
    expect(errorsOf(`board,ns,ew,score\n${row}\n`)).toEqual([[2, column, error, 2, at]]);
  });

  test('numbers quoted or with blanks are numbers', () => {
    const r = readTravellerCsv('board,ns,ew,score,round\n" 7 ",  12 ,"3",50," 2"\n', 'mitchell');
    expect(r.errors).toEqual([]);
    expect(r.event.results[0]).toMatchObject({ board: 7, ns: 12, ew: 3, round: 2 });
    expect(
      readTravellerCsv('board,ns,ew,score\n"1",123456789012345,"2",50\n', 'howell').event.results[0]?.ns,
    ).toBe(123456789012345);
  });

  test('quoted pair numbers, with blanks inside the quotes, of up to 15 digits', () => {
    const r = readTravellerCsv('board,ns,ew,score\n1," 12 ","123456789012345",50\n', 'howell');
    expect(r.errors).toEqual([]);
    expect(r.event.results[0]).toMatchObject({ ns: 12, ew: 123456789012345 });
  });

  test('a board number of more than 15 characters, zeros first, is read as the board', () => {
    const r = readTravellerCsv('board,ns,ew,score\n0000000000000007,1,2,50\n', 'howell');
    expect(r.errors).toEqual([]);
    expect(r.event.results[0]?.board).toBe(7);
  });

  test('a row too short for its pair number, after a full row: the number is missing', () => {
    expect(errorsOf('board,ns,ew,score\n1,1,2,50\n2,3\n', 'howell')).toEqual([
      [3, 'ew', { code: 'pair-number', text: '' }, 3, 1],
    ]);
  });

  test('a quoted number that is not one', () => {
    expect(errorsOf('board,ns,ew,score\n1,"0",2,50\n')).toEqual([
      [2, 'ns', { code: 'pair-number', text: '0' }, 2, 3],
    ]);
    expect(errorsOf('board,ns,ew,score\n" x",1,2,50\n')).toEqual([
      [2, 'board', { code: 'board-number', text: 'x' }, 2, 1],
    ]);
  });

  test('in a Howell a pair does not play itself; in a Mitchell NS 1 and EW 1 are two pairs', () => {
    expect(errorsOf('board,ns,ew,score\n1,4,4,50\n', 'howell')).toEqual([
      [2, 'ew', { code: 'pair-same', pair: 4 }, 2, 5],
    ]);
    expect(errorsOf('board,ns,ew,score\n1,4,4,50\n', 'mitchell')).toEqual([]);
  });

  test.each([
    ['x', { code: 'round-number', text: 'x' }],
    ['0', { code: 'round-number', text: '0' }],
  ])('round %s', (round, error) => {
    expect(errorsOf(`board,ns,ew,score,round\n1,1,2,50,${round}\n`)).toEqual([[2, 'round', error, 2, 10]]);
  });

  test('a round left empty is no round', () => {
    expect(
      readTravellerCsv('board,ns,ew,score,round\n1,1,2,50, \n', 'howell').event.results[0],
    ).not.toHaveProperty('round');
  });
});

describe('the arrow switch', () => {
  test.each(['y', 'Yes', 'TRUE', '1', 'x', '↔', 'да', '是'])('%s: switched', (text) => {
    expect(
      readTravellerCsv(`board,ns,ew,score,arrow\n1,1,2,50,${text}\n`, 'howell').event.results[0]?.switched,
    ).toBe(true);
  });

  test.each(['', 'n', 'No', 'FALSE', '0', 'нет', '否', ' '])('%j: not switched', (text) => {
    const r = readTravellerCsv(`board,ns,ew,score,arrow\n1,1,2,50,${text}\n`, 'howell');
    expect(r.errors).toEqual([]);
    expect(r.event.results[0]).not.toHaveProperty('switched');
  });

  test('anything else is an error quoting the field as written', () => {
    expect(errorsOf('board,ns,ew,score,arrow\n1,1,2,50, maybe\n')).toEqual([
      [2, 'switched', { code: 'switch-syntax', text: 'maybe' }, 2, 11],
    ]);
  });
});

describe('sections, lead and group', () => {
  test('a blank section is section A; lead and group trimmed, blank ones left out', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,section,lead,group\n1,1,2,50, ,  ,\n1,3,4,50,A, S2 , g \n',
      'howell',
    );
    expect(r.event.results.map((l) => [l.section, l.lead, l.group])).toEqual([
      ['A', undefined, undefined],
      ['A', 'S2', 'g'],
    ]);
    expect(r.event.results[0]).not.toHaveProperty('lead');
    expect(r.event.results[0]).not.toHaveProperty('group');
  });

  test('sections in the order first met; a section’s name is kept as written', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,section\n1,1,2,50,Blue\n1,1,2,50,Red\n2,1,2,50,Blue\n1,3,4,50, Green \n',
      'howell',
    );
    expect(r.event.sections.map((s) => s.name)).toEqual(['Blue', 'Red', 'Green']);
    expect(r.event.results.map((l) => l.section)).toEqual(['Blue', 'Red', 'Blue', 'Green']);
  });

  test('a section column first, and a quoted section name with blanks around it', () => {
    const r = readTravellerCsv('section,board,ns,ew,score\nB,1,1,2,50\n" C ",1,1,2,50\n', 'howell');
    expect(r.errors).toEqual([]);
    expect(r.event.results.map((l) => l.section)).toEqual(['B', 'C']);
  });

  test('no section column: all in A', () => {
    const r = readTravellerCsv('board,ns,ew,score\n1,1,2,50\n', 'howell');
    expect(r.event.sections.map((s) => s.name)).toEqual(['A']);
  });

  test('a file of no lines is one section A with no pairs', () => {
    const r = readTravellerCsv(`${HEADER}\n`, 'howell');
    expect(r.event).toEqual({ sections: [{ name: 'A', movement: 'howell' }], boards: [], results: [] });
    expect(r.fatal).toBe(false);
  });
});

describe('quoted values with blanks inside the quotes', () => {
  // A quoted field keeps its blanks (RFC 4180); each of these columns is read without them.
  test('round, arrow, lead, group, vulnerability and dealer', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,round,arrow,lead,group,vul,dealer\n' +
        '1,1,2,50," "," y "," HA "," g1 "," NS "," s "\n' +
        '2,1,2,50," 3 "," ",,," "," "\n',
      'howell',
    );
    expect(r.errors).toEqual([]);
    expect(r.event.results.map((l) => [l.round, l.switched, l.lead, l.group])).toEqual([
      [undefined, true, 'HA', 'g1'],
      [3, undefined, undefined, undefined],
    ]);
    expect(r.event.results[0]).not.toHaveProperty('round');
    expect(r.event.boards).toEqual([{ number: 1, dealer: 'S', vulnerability: 'NS' }]);
  });
});

describe('pairs and their names', () => {
  test('Mitchell: NS pairs first, then EW, each by number; names split at & or /', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,ns_names,ew_names\n1,2,3,50,,\n1,1,4,50,Ann&Bob, Cy /Di \n2,2,1,50,Eve & Fay,\n',
      'mitchell',
    );
    expect(r.event.sections[0]?.pairs).toEqual([
      { number: 1, direction: 'NS', names: ['Ann', 'Bob'] },
      { number: 2, direction: 'NS', names: ['Eve', 'Fay'] },
      { number: 1, direction: 'EW' },
      { number: 3, direction: 'EW' },
      { number: 4, direction: 'EW', names: ['Cy', 'Di'] },
    ]);
  });

  test('Howell: one pair per number, by number; the first names given are kept', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,ns_names,ew_names\n1,3,1,50,,\n2,1,3,50,Ann & Bob,\n3,1,2,50,Zed & Yan,\n',
      'howell',
    );
    expect(r.event.sections[0]?.pairs).toEqual([
      { number: 1, names: ['Ann', 'Bob'] },
      { number: 2 },
      { number: 3 },
    ]);
  });

  test('Mitchell: NS 4 and EW 2 are two pairs, as are NS 1 and EW 1', () => {
    const r = readTravellerCsv('board,ns,ew,score\n1,4,2,50\n2,1,1,50\n', 'mitchell');
    expect(r.errors).toEqual([]);
    expect(r.event.sections[0]?.pairs).toEqual([
      { number: 1, direction: 'NS' },
      { number: 4, direction: 'NS' },
      { number: 1, direction: 'EW' },
      { number: 2, direction: 'EW' },
    ]);
  });

  test('quoted names with blanks at their ends: the names without them', () => {
    const r = readTravellerCsv('board,ns,ew,score,ns_names\n1,1,2,50," Ann & Bob "\n', 'howell');
    expect(r.event.sections[0]?.pairs?.[0]).toEqual({ number: 1, names: ['Ann', 'Bob'] });
  });

  test('names made only of separators are no names', () => {
    const r = readTravellerCsv('board,ns,ew,score,ns_names\n1,1,2,50, & / \n', 'howell');
    expect(r.event.sections[0]?.pairs?.[0]).toEqual({ number: 1 });
  });
});

describe('the board’s dealer and vulnerability', () => {
  test('given on some rows, kept for the board; boards listed by number', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,vul,dealer\n5,1,2,50,,\n3,1,2,50,ew,s\n5,3,4,50,All,\n3,3,4,50,EW,S\n9,1,2,50,,\n',
      'howell',
    );
    expect(r.errors).toEqual([]);
    expect(r.event.boards).toEqual([
      { number: 3, dealer: 'S', vulnerability: 'EW' },
      { number: 5, vulnerability: 'Both' },
    ]);
  });

  test('boards listed by number whatever the order of their rows', () => {
    const r = readTravellerCsv(
      'board,ns,ew,score,vul\n9,1,2,50,None\n2,1,2,50,Both\n5,1,2,50,NS\n',
      'mitchell',
    );
    expect(r.errors).toEqual([]);
    expect(r.event.boards).toEqual([
      { number: 2, vulnerability: 'Both' },
      { number: 5, vulnerability: 'NS' },
      { number: 9, vulnerability: 'None' },
    ]);
  });

  test('rows that disagree: the second is an error at its field', () => {
    expect(errorsOf('board,ns,ew,score,vul,dealer\n1,1,2,50,NS,N\n1,3,4,50,EW,N\n1,5,6,50,NS,E\n')).toEqual([
      [
        3,
        'vul',
        { code: 'board-conflict', board: 1, field: 'vulnerability', first: 'NS', second: 'EW' },
        3,
        10,
      ],
      [4, 'dealer', { code: 'board-conflict', board: 1, field: 'dealer', first: 'N', second: 'E' }, 4, 13],
    ]);
  });

  test('a row left out for another reason leaves the board as it was', () => {
    const r = readTravellerCsv('board,ns,ew,score,vul\n1,1,2,x,NS\n1,3,4,50,EW\n', 'howell');
    expect(r.errors.map((e) => e.error.code)).toEqual(['score-syntax']);
    expect(r.event.boards).toEqual([{ number: 1, vulnerability: 'EW' }]);
  });

  test.each([
    ['vul', 'Red', { code: 'vulnerability-unknown', text: 'Red' }],
    ['dealer', 'Q', { code: 'dealer-unknown', text: 'Q' }],
    ['dealer', 'north', { code: 'dealer-unknown', text: 'north' }],
  ])('%s %s: an error', (column, text, error) => {
    expect(errorsOf(`board,ns,ew,score,${column}\n1,1,2,50,${text}\n`)).toEqual([[2, column, error, 2, 10]]);
  });
});

describe('the outcome', () => {
  test('read once for equal fields, the same outcome for each', () => {
    const r = readTravellerCsv(`${HEADER}\n1,1,2,3NT,S,9,\n2,1,2,3NT,S,9,\n3,1,2, 3NT ,S,9,\n`, 'howell');
    const [a, b, c] = r.event.results;
    expect(a?.outcome).toEqual(played(3, 'NT', 'S', 9));
    expect(b?.outcome).toBe(a?.outcome);
    expect(c?.outcome).toEqual(a?.outcome);
  });

  // The outcomes read are kept for every reading (the cache is the module's), so these tests use
  // spellings of contracts no other test uses: a first reading here is a first reading.
  test('read once for equal fields, again after other fields: the same outcome each time', () => {
    const r = readTravellerCsv(
      `${HEADER}\n1,1,2,0006dX,E,9,\n2,1,2,0006dX,E,9,\n3,1,2,0005hXX,W,11,\n4,1,2,0006dX,E,9,\n`,
      'howell',
    );
    expect(r.errors).toEqual([]);
    const [a, b, c, d] = r.event.results.map((l) => l.outcome);
    expect(a).toEqual({ ...played(6, 'D', 'E', 9), contract: contractOf(6, 'D', 'X') });
    expect(c).toEqual({ ...played(5, 'H', 'W', 11), contract: contractOf(5, 'H', 'XX') });
    expect(b).toBe(a);
    expect(d).toBe(a);
  });

  test('a quoted field and the same text unquoted share one outcome', () => {
    const r = readTravellerCsv(`${HEADER}\n1,1,2,"0007cXX",N,"7",\n2,1,2,0007cXX,"N",7,\n`, 'howell');
    const [a, b] = r.event.results.map((l) => l.outcome);
    expect(a).toEqual({ ...played(7, 'C', 'N', 7), contract: contractOf(7, 'C', 'XX') });
    expect(b).toBe(a);
  });

  test('fields whose hashes are equal are still told apart', () => {
    // FNV-1a (32 bits, the cache's hash) of Q93B and of 00002cXX is the same (found by a search
    // over contract spellings); the rows differ in the contract alone.
    const fnv = (text: string) => {
      let x = 2166136261;
      for (let k = 0; k < text.length; k++) x = Math.imul(x ^ text.charCodeAt(k), 16777619);
      return x;
    };
    expect(fnv('Q93B')).toBe(fnv('00002cXX'));
    const r = readTravellerCsv(`${HEADER}\n1,1,2,Q93B,N,10,\n2,1,2,00002cXX,N,10,\n`, 'howell');
    expect(r.errors.map((e) => [e.row, e.column])).toEqual([[2, 'contract']]);
    expect(r.event.results.map((l) => [l.board, l.outcome])).toEqual([
      [2, { ...played(2, 'C', 'N', 10), contract: contractOf(2, 'C', 'XX') }],
    ]);
  });

  test('rows without a score field share one outcome whatever the rows between them', () => {
    const r = readTravellerCsv(
      `${HEADER}\n1,1,2,,,,50\n2,1,2,0004cX,S,8\n3,1,2,,,,-100\n4,1,2,0004cX,S,8\n`,
      'howell',
    );
    expect(r.errors).toEqual([]);
    const outcomes = r.event.results.map((l) => l.outcome);
    expect(outcomes[1]).toEqual({ ...played(4, 'C', 'S', 8), contract: contractOf(4, 'C', 'X') });
    expect(outcomes[3]).toBe(outcomes[1]);
  });

  test('fields alike but in another column are another outcome', () => {
    // The hash of a row's outcome fields keeps them apart: "4S","N","10" is not "4S","N1","0".
    const r = readTravellerCsv(`${HEADER}\n1,1,2,4S,N,10,\n2,1,2,4S,N1,0,\n`, 'howell');
    expect(r.event.results.map((l) => l.outcome)).toEqual([played(4, 'S', 'N', 10)]);
    expect(r.errors.map((e) => [e.row, e.column, e.error.code])).toEqual([
      [3, 'declarer', 'declarer-unknown'],
    ]);
  });

  test('a quoted field and the same text unquoted are one outcome', () => {
    const r = readTravellerCsv(`${HEADER}\n1,1,2,"4S",N,"10",\n2,1,2,4S,"N",10,\n`, 'howell');
    expect(r.event.results.map((l) => l.outcome)).toEqual([played(4, 'S', 'N', 10), played(4, 'S', 'N', 10)]);
  });

  test('an error of the outcome is at its field’s column, or at column 1 when the row has no such field', () => {
    expect(errorsOf(`${HEADER}\n1,1,2,4S,N,x,\n`)).toEqual([
      [2, 'tricks', { code: 'result-syntax', text: 'x' }, 2, 12],
    ]);
    expect(errorsOf('board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N\n')).toEqual([
      [2, 'tricks', { code: 'result-missing' }, 2, 1],
    ]);
  });
});

describe('writing travellers', () => {
  test('only the columns the event needs: here none beyond the seven', () => {
    const text = `${HEADER}\n1,1,2,4S,N,10,\n1,3,4,Pass,,,\n2,3,4,,,,-110\n`;
    expect(formatTravellerCsv(readTravellerCsv(text, 'howell').event)).toBe(text);
  });

  test('every optional column, in its place, when some line has it', () => {
    const text =
      'board,ns,ew,contract,declarer,tricks,score,section,round,arrow,lead,group,ns_names,ew_names,vul,dealer\n' +
      '1,1,2,4S,N,10,,B,1,yes,SA,g,Ann & Bob,,Both,S\n' +
      '2,1,2,3NT,S,9,400,B,,,,,,,,\n';
    const r = readTravellerCsv(text, 'mitchell');
    expect(r.problems).toEqual([]);
    // Pair 1 NS is named on every line it plays; board 2 has no dealer or vulnerability of its own.
    expect(formatTravellerCsv(r.event)).toBe(
      text.replace('2,1,2,3NT,S,9,400,B,,,,,,,,', '2,1,2,3NT,S,9,400,B,,,,,Ann & Bob,,,'),
    );
  });

  test('a Howell’s names, each pair’s on every line it plays', () => {
    const text = `${HEADER},ns_names,ew_names\n1,1,2,,,,50,Ann & Bob,Cy & Di\n2,2,1,,,,-50,Cy & Di,Ann & Bob\n`;
    const r = readTravellerCsv(
      `${HEADER},ns_names,ew_names\n1,1,2,,,,50,Ann & Bob,Cy & Di\n2,2,1,,,,-50,,\n`,
      'howell',
    );
    expect(r.problems).toEqual([]);
    expect(formatTravellerCsv(r.event)).toBe(text);
  });

  test('the section column: with two sections listed, or a line in a section other than A', () => {
    const base = readTravellerCsv(`${HEADER}\n1,1,2,,,,50\n`, 'howell').event;
    const two = { ...base, sections: [...base.sections, { name: 'B', movement: 'howell' as const }] };
    expect(formatTravellerCsv(two).split('\n')).toEqual([`${HEADER},section`, '1,1,2,,,,50,A', '']);
    // An event made by hand, its sections not listed: the lines' own sections are written.
    const line = base.results[0];
    if (!line) throw new Error('no line');
    const unlisted = { ...base, sections: [], results: [line, { ...line, section: 'B' }] };
    expect(formatTravellerCsv(unlisted).split('\n')).toEqual([
      `${HEADER},section`,
      '1,1,2,,,,50,A',
      '1,1,2,,,,50,B',
      '',
    ]);
  });

  test('a board’s dealer and vulnerability are written only when they are not its number’s', () => {
    // Board 1: dealer N, none vulnerable (Law 2).
    const own = readTravellerCsv('board,ns,ew,score,vul,dealer\n1,1,2,50,None,N\n', 'howell');
    expect(formatTravellerCsv(own.event).split('\n')[0]).toBe(HEADER);
    const dealer = readTravellerCsv('board,ns,ew,score,dealer\n1,1,2,50,E\n', 'howell');
    expect(formatTravellerCsv(dealer.event).split('\n')).toEqual([`${HEADER},dealer`, '1,1,2,,,,50,E', '']);
    const vul = readTravellerCsv('board,ns,ew,score,vul\n1,1,2,50,NS\n', 'howell');
    expect(formatTravellerCsv(vul.event).split('\n')).toEqual([`${HEADER},vul`, '1,1,2,,,,50,NS', '']);
  });
});
