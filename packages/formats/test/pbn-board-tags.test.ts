/**
 * Each tag of a board as PBN 2.1 defines it, read and written back: the players, the
 * event's facts, `?` and `-`, a swapped declarer, results with and without a contract,
 * the four score tags, and the writer's order and spellings.
 */
import { contractOf, PASS } from '@bridge-score/core';
import {
  formatPbn,
  formatSideValue,
  isKnown,
  type PbnBoard,
  Problems,
  parseSideValue,
  pbnBoardTags,
  readPbn,
  readPbnBoard,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

function board(text: string, options: { tables?: boolean; boardErrors?: boolean } = {}) {
  const r = readPbn(text, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems('t.pbn');
  const b = readPbnBoard(r.value.value.games[0] as never, problems, options);
  return { board: b, problems: [...r.value.problems, ...problems.list] };
}

const written = (b: PbnBoard) =>
  formatPbn({ header: [], games: [{ items: pbnBoardTags(b), line: 0, column: 0 }] });

describe('the players and the event', () => {
  test('West, North, East and South are the players of their seats', () => {
    const { board: b, problems } = board(
      '[North "Ann"]\n[East "Bob"]\n[South "Cy"]\n[West "Di"]\n[Event "Club"]\n[Site "Hall"]\n[Date "2024.05.01"]\n[Scoring "MP"]\n',
    );
    expect(problems).toEqual([]);
    expect(b).toEqual({
      players: { N: 'Ann', E: 'Bob', S: 'Cy', W: 'Di' },
      event: 'Club',
      site: 'Hall',
      date: '2024.05.01',
      scoring: 'MP',
    });
  });

  test("written in the standard's order: Event, Site, Date, Board, West, North, East, South, Dealer, Vulnerable …", () => {
    const b: PbnBoard = {
      scoring: 'IMP',
      players: { S: 'Cy', N: 'Ann', W: 'Di', E: 'Bob' },
      dealer: 'E',
      date: '2024.05.01',
      board: 2,
      site: 'Hall',
      event: 'Club',
      vulnerability: 'NS',
    };
    expect(written(b)).toBe(
      [
        '[Event "Club"]',
        '[Site "Hall"]',
        '[Date "2024.05.01"]',
        '[Board "2"]',
        '[West "Di"]',
        '[North "Ann"]',
        '[East "Bob"]',
        '[South "Cy"]',
        '[Dealer "E"]',
        '[Vulnerable "NS"]',
        '[Scoring "IMP"]',
        '',
      ].join('\n'),
    );
  });

  test('comments among the tags are passed over', () => {
    const { board: b, problems } = board('[Board "4"] ; the first\n{ a note }\n[Dealer "W"]\n');
    expect(problems).toEqual([]);
    expect(b).toEqual({ board: 4, dealer: 'W' });
  });

  test('a tag given twice: the first counts', () => {
    expect(board('[Dealer "N"]\n[Dealer "S"]\n').board.dealer).toBe('N');
  });

  test('data lines after a tag that has no section are reported, each at its line', () => {
    const { board: b, problems } = board('[Board "1"]\n  4S by N\n[Dealer "E"]\nstray\n');
    expect(b).toEqual({ board: 1, dealer: 'E' });
    expect(problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [2, 1, { code: 'pbn-stray-text', found: '4S by N' }],
      [4, 1, { code: 'pbn-stray-text', found: 'stray' }],
    ]);
  });
  test('a line of a no-break space or an ideographic space after such a tag holds nothing: no problem', () => {
    const { board: b, problems } = board('[Board "1"]\n\u00a0\n[Dealer "E"]\n\u3000 \n');
    expect(b).toEqual({ board: 1, dealer: 'E' });
    expect(problems).toEqual([]);
  });
});

describe('dealer, declarer, contract and result', () => {
  test('? and - with blanks around them are still not known and not applying', () => {
    const { board: b, problems } = board(
      '[Board " ? "]\n[Deal " - "]\n[Declarer " ? "]\n[Contract " - "]\n[Score " ? "]\n',
    );
    expect(problems).toEqual([]);
    expect(b).toEqual({ board: '?', deal: '-', declarer: '?', contract: '-', score: '?' });
  });

  test.each([
    [' e ', 'E'],
    ['w', 'W'],
    ['?', '?'],
    ['-', '-'],
  ])('Dealer "%s" is %s', (v, dealer) => {
    const { board: b, problems } = board(`[Dealer "${v}"]\n`);
    expect(problems).toEqual([]);
    expect(b.dealer).toBe(dealer);
  });

  test.each([
    ['n', { declarer: 'N' }],
    [' ^ w ', { declarer: 'W', declarerSwapped: true }],
    ['-', { declarer: '-' }],
  ])('Declarer "%s"', (v, facts) => {
    const { board: b, problems } = board(`[Declarer "${v}"]\n`);
    expect(problems).toEqual([]);
    expect(b).toEqual(facts);
  });

  test('a swapped declarer that is no seat is an error, and nothing is marked swapped', () => {
    const { board: b, problems } = board('[Declarer "^Q"]\n');
    expect(b).toEqual({});
    expect(problems.map((p) => p.error)).toEqual([{ code: 'value-seat', field: 'Declarer', text: '^Q' }]);
  });

  test('an empty Contract says nothing: kept as written, no contract, no problem', () => {
    const { board: b, problems } = board('[Board "3"]\n[Contract ""]\n');
    expect(problems).toEqual([]);
    expect(b).toEqual({ board: 3, other: [{ name: 'Contract', value: '', section: [] }] });
    expect(written(b)).toBe('[Board "3"]\n[Contract ""]\n');
  });

  test('an empty Contract with lines after it: the lines are stray text, and kept with the tag as written', () => {
    const { board: b, problems } = board('[Contract ""]\n4S by N\n');
    expect(b).toEqual({ other: [{ name: 'Contract', value: '', section: ['4S by N'] }] });
    expect(problems.map((p) => p.error)).toEqual([{ code: 'pbn-stray-text', found: '4S by N' }]);
    expect(written(b)).toBe('[Contract ""]\n4S by N\n');
  });

  test('Contract "-" does not apply; a contract in lower case with blanks is read', () => {
    expect(board('[Contract "-"]\n').board).toEqual({ contract: '-' });
    expect(board('[Contract " 3nt "]\n').board).toEqual({ contract: contractOf(3, 'NT') });
  });

  test('Result with blanks around it; ? not known', () => {
    expect(board('[Contract "4S"]\n[Result " 9 "]\n').board.tricks).toBe(9);
    expect(board('[Result "?"]\n').board).toEqual({ tricks: '?' });
  });

  test('a result relative to the contract needs a contract: none, or one not known, is an error at the value', () => {
    for (const text of ['[Result "-2"]\n', '[Contract "?"]\n[Result "-2"]\n']) {
      const { board: b, problems } = board(text);
      expect(b.tricks).toBeUndefined();
      expect(problems.map((p) => [p.line, p.error])).toEqual([
        [
          text.startsWith('[Contract') ? 2 : 1,
          {
            code: 'value-invalid',
            field: 'Result',
            text: '-2',
            cause: { code: 'result-syntax', text: '-2' },
          },
        ],
      ]);
    }
  });

  test('a result relative to the contract: down two in 4S is 8 tricks, whatever the tags order', () => {
    expect(board('[Result "-2"]\n[Contract "4S"]\n').board.tricks).toBe(8);
  });

  test('a passed-out board: Pass, an empty Declarer; written back the same way', () => {
    const { board: b } = board('[Declarer ""]\n[Contract "Pass"]\n');
    expect(b).toEqual({ declarer: '', contract: PASS });
    expect(written(b)).toBe('[Declarer ""]\n[Contract "Pass"]\n');
  });
});

describe('the four score tags', () => {
  test('Score, ScoreIMP, ScoreMP and ScorePercentage each go to their own fact', () => {
    const { board: b, problems } = board(
      '[Score "NS 420"]\n[ScoreIMP "EW 2.5"]\n[ScoreMP "NS 7,5"]\n[ScorePercentage "EW 62.5"]\n',
    );
    expect(problems).toEqual([]);
    expect(b).toEqual({
      score: { side: 'NS', value: 420, artificial: false },
      scoreImp: { side: 'EW', value: 2.5, artificial: false },
      scoreMp: { side: 'NS', value: 7.5, artificial: false },
      scorePercentage: { side: 'EW', value: 62.5, artificial: false },
    });
    expect(written(b)).toBe(
      '[Score "NS 420"]\n[ScoreIMP "EW 2.5"]\n[ScoreMP "NS 7.5"]\n[ScorePercentage "EW 62.5"]\n',
    );
  });

  test('a score tag that cannot be read is an error naming its tag', () => {
    const { problems } = board('[ScoreIMP "NS x"]\n[ScoreMP "?"]\n');
    expect(problems.map((p) => [p.line, p.column, p.error])).toEqual([
      [1, 12, { code: 'pbn-score', tag: 'ScoreIMP', text: 'NS x' }],
    ]);
  });

  test.each([
    ['NS ^60', true, { side: 'NS', value: 60, artificial: true }],
    ['^ EW 60', true, { side: 'EW', value: 60, artificial: true }],
    ['ns 420', true, { side: 'NS', value: 420, artificial: false }],
    ['  EW   -100  ', true, { side: 'EW', value: -100, artificial: false }],
    ['EW \u2212100', true, { side: 'EW', value: -100, artificial: false }],
    ['+420', true, { side: null, value: 420, artificial: false }],
    ['^3', false, { side: null, value: 3, artificial: true }],
    ['?', true, '?'],
    ['-', true, '-'],
  ])('parseSideValue("%s")', (text, whole, value) => {
    expect(parseSideValue(text, whole)).toEqual(value);
  });

  test('minus zero is read as zero', () => {
    const v = parseSideValue('NS -0', true);
    expect(v !== null && typeof v === 'object' && Object.is(v.value, 0)).toBe(true);
  });

  test.each([
    ['NS', true],
    ['NS 4 20', true],
    ['NSEW 4', true],
    ['NS 1.5.2', false],
    [`NS ${'9'.repeat(400)}`, true],
    [`NS ${'9'.repeat(400)}.5`, false],
  ])('parseSideValue("%s") cannot be read', (text, whole) => {
    expect(parseSideValue(text, whole)).toBeNull();
  });

  test('formatSideValue: ^ first, then the side, then the value', () => {
    expect(formatSideValue({ side: null, value: 60, artificial: true })).toBe('^60');
    expect(formatSideValue({ side: 'EW', value: -50, artificial: false })).toBe('EW -50');
    expect(formatSideValue('?')).toBe('?');
  });
});

describe('writing a board', () => {
  const north = { S: 'AKQJ', H: 'T98', D: '765', C: '432' };

  test('the deal starts with the dealer; with no dealer known, with North', () => {
    const deal = { N: north, E: null, S: null, W: null };
    expect(written({ dealer: 'S', deal })).toBe('[Dealer "S"]\n[Deal "S:- - AKQJ.T98.765.432 -"]\n');
    expect(written({ dealer: '?', deal })).toBe('[Dealer "?"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n');
    expect(written({ dealer: '-', deal })).toBe('[Dealer "-"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n');
    expect(written({ deal })).toBe('[Deal "N:AKQJ.T98.765.432 - - -"]\n');
    expect(written({ deal: '?' })).toBe('[Deal "?"]\n');
  });

  test('Vulnerable: Both is written All, the others as they are', () => {
    expect(written({ vulnerability: 'Both' })).toBe('[Vulnerable "All"]\n');
    expect(written({ vulnerability: 'None' })).toBe('[Vulnerable "None"]\n');
    expect(written({ vulnerability: '?' })).toBe('[Vulnerable "?"]\n');
  });

  test('a swapped declarer is written with ^; not known facts as ?', () => {
    expect(written({ declarer: 'E', declarerSwapped: true })).toBe('[Declarer "^E"]\n');
    expect(written({ declarer: '', declarerSwapped: true })).toBe('[Declarer ""]\n');
    expect(written({ contract: '?', tricks: '?', score: '?' })).toBe(
      '[Contract "?"]\n[Result "?"]\n[Score "?"]\n',
    );
    expect(written({ contract: contractOf(4, 'H', 'XX'), tricks: 10 })).toBe(
      '[Contract "4HXX"]\n[Result "10"]\n',
    );
    expect(written({ deal: '-', contract: '-', tricks: '-', score: '-' })).toBe(
      '[Deal "-"]\n[Contract "-"]\n[Result "-"]\n[Score "-"]\n',
    );
  });

  test('the tables are left to the caller when asked; a bad board number to the caller when asked', () => {
    const text = '[Board "x"]\n[ScoreTable "PairId_NS;PairId_EW"]\n1 2\n';
    const all = board(text);
    expect(all.board.tables?.map((t) => t.name)).toEqual(['ScoreTable']);
    expect(all.problems.map((p) => p.error.code)).toEqual(['value-invalid']);
    const none = board(text, { tables: false, boardErrors: false });
    expect(none.board).toEqual({});
    expect(none.problems).toEqual([]);
  });

  test('isKnown: a value, not ? or - or nothing', () => {
    expect([3, 'N', '?', '-', undefined].map((v) => isKnown(v))).toEqual([true, true, false, false, false]);
  });
});
