/**
 * `readPbnBoard` (`pbn-board.ts`) where the tests before left a choice open: the section lines of a
 * tag it does not read (PBN 2.1's Auction and Play carry their calls and cards in them), and a
 * table whose column list cannot be read.
 */
import { describe, expect, test } from 'vitest';
import { board } from './helpers.js';

describe('tags not read', () => {
  test('an Auction keeps its section lines, each as written', () => {
    const { board: b, problems } = board('[Board "1"]\n[Auction "N"]\n1S Pass 2S Pass\nPass Pass\n');
    expect(problems).toEqual([]);
    expect(b.other).toEqual([{ name: 'Auction', value: 'N', section: ['1S Pass 2S Pass', 'Pass Pass'] }]);
  });
});

describe('tables', () => {
  test('a table whose column list cannot be read is no table of the board', () => {
    // A column list of nothing: no column to read.
    const { board: b, problems } = board('[Board "1"]\n[ScoreTable ""]\n1 2\n');
    expect(b.tables).toBeUndefined();
    expect(b.board).toBe(1);
    expect(problems.some((p) => p.severity === 'error')).toBe(true);
  });
});

describe('facts not known', () => {
  test('a Vulnerable of ? with blanks around it is not known', () => {
    const { board: b, problems } = board('[Board "1"]\n[Vulnerable " ? "]\n');
    expect(problems).toEqual([]);
    expect(b.vulnerability).toBe('?');
  });
});

describe('scores and contracts', () => {
  test('Score is whole points: a fraction is refused; ScoreIMP may have one', () => {
    const { board: b, problems } = board('[Board "1"]\n[Score "NS 420.5"]\n[ScoreIMP "NS 3.5"]\n');
    expect(b.score).toBeUndefined();
    expect(b.scoreImp).toEqual({ side: 'NS', value: 3.5, artificial: false });
    // The Score value starts at line 2, column 9.
    expect(problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['error', 2, 9, { code: 'pbn-score', tag: 'Score', text: 'NS 420.5' }],
    ]);
  });

  test('a side written without a blank before its number', () => {
    const { board: b, problems } = board('[Board "1"]\n[Score "NS420"]\n[ScoreIMP "EW-3"]\n');
    expect(problems).toEqual([]);
    expect(b.score).toEqual({ side: 'NS', value: 420, artificial: false });
    expect(b.scoreImp).toEqual({ side: 'EW', value: -3, artificial: false });
  });

  test('a Contract of blanks says nothing, as an empty one: kept as written', () => {
    const { board: b, problems } = board('[Board "1"]\n[Contract "  "]\n');
    expect(problems).toEqual([]);
    expect(b).toEqual({ board: 1, other: [{ name: 'Contract', value: '  ', section: [] }] });
  });
});

describe('results', () => {
  test('a Result with blanks around its tricks is those tricks', () => {
    const { board: b, problems } = board('[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result " 10 "]\n');
    expect(problems).toEqual([]);
    expect(b.tricks).toBe(10);
    // Without a contract too (tricks taken need none).
    const alone = board('[Board "1"]\n[Result " 10 "]\n');
    expect(alone.problems).toEqual([]);
    expect(alone.board.tricks).toBe(10);
  });

  test('a Result of digits and then other text is no number of tricks: a syntax error at its value', () => {
    const { board: b, problems } = board('[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10x"]\n');
    expect(b.tricks).toBeUndefined();
    // [Result "10x"]: the value at line 4, column 10.
    expect(problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      [
        'error',
        4,
        10,
        {
          code: 'value-invalid',
          field: 'Result',
          text: '10x',
          cause: { code: 'result-syntax', text: '10x' },
        },
      ],
    ]);
  });
});
