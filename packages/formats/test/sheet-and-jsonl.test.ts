/**
 * The readers of the line-by-line inputs: a scoresheet file (rubber,
 * Chicago) and deals as JSON lines. Every line is accounted for: read, or
 * left out with the one error that says where and why.
 */
import { readDealJsonl, readSheetFile } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

describe('readSheetFile', () => {
  test('deals and commands in order; comments and blank lines are no lines; a bad line is one error', () => {
    const r = readSheetFile(
      '# rubber 1\n4S S =\n\nfour spades\n3NT N -1 # down one\nhelp\nundo\nquit\n7NT N =\n',
      {
        file: 'deals.txt',
      },
    );
    expect(r.value.map((l) => [l.line, l.value.kind])).toEqual([
      [2, 'deal'],
      [5, 'deal'],
      [7, 'undo'],
    ]);
    expect(r.problems.map((p) => [p.file, p.line, p.column, p.error.code])).toEqual([
      ['deals.txt', 4, 1, 'level-missing'],
    ]);
    // help is read and does nothing; quit ends the reading.
    expect(r.tally).toEqual({ records: 5, used: 4, rejected: 1 });
  });

  test('blanks around a comment, a blank line, help and quit are no part of them', () => {
    const r = readSheetFile('  # rubber 1\n   \n\t4S S =\n  HELP \n 3NT N -1\n\tquit  \n7NT N =\n', {
      file: 'd.txt',
    });
    expect(r.value.map((l) => [l.line, l.text])).toEqual([
      [3, '\t4S S ='],
      [5, ' 3NT N -1'],
    ]);
    expect(r.problems).toEqual([]);
    expect(r.tally).toEqual({ records: 3, used: 3, rejected: 0 });
  });

  test('UTF-16 without a BOM, and Latin-1 with its warning', () => {
    const le = Buffer.from('4S S =\n', 'utf16le');
    expect(readSheetFile(new Uint8Array(le)).value).toHaveLength(1);
    const latin = readSheetFile(new Uint8Array([...Buffer.from('4S S = # caf'), 0xe9, 0x0a]));
    expect(latin.value).toHaveLength(1);
    expect(latin.problems.map((p) => p.error)).toEqual([{ code: 'file-encoding', encoding: 'windows-1252' }]);
  });
});

describe('readDealJsonl', () => {
  test('every line is a deal or an error; an empty line is an error, the last line break is not a line', () => {
    const text = [
      '{"contract":"4SX","by":"S","tricks":8,"vul":"NS"}',
      '',
      '{"contract":"4S","by":"N","tricks":10,"Vul":"Both"}',
      '{"contract":"4S","by":"N","declarer":"N","tricks":10}',
      '{"contract":"3NT","by":"N","result":"=","board":4,"rules":"duplicate"}',
      '[1,2]',
      '{"contract":4}',
    ].join('\n');
    const r = readDealJsonl(`${text}\n`);
    expect(r.value).toEqual([
      { line: 1, request: { fields: { contract: '4SX', declarer: 'S', tricks: 8, vulnerability: 'NS' } } },
      {
        line: 5,
        request: { fields: { contract: '3NT', declarer: 'N', result: '=', board: 4 }, rules: 'duplicate' },
      },
    ]);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [2, { code: 'json-line-empty' }],
      [
        3,
        {
          code: 'field-unknown',
          field: 'Vul',
          expected: 'contract, by, declarer, tricks, result, vul, vulnerability, board, honours, rules',
          suggestion: 'vul',
        },
      ],
      [4, { code: 'field-conflict', field: 'by', other: 'declarer' }],
      [6, { code: 'json-syntax', detail: '[1,2]' }],
      [7, { code: 'field-type', field: 'contract', expected: 'a text such as "4SX"' }],
    ]);
    expect(r.tally).toEqual({ records: 7, used: 2, rejected: 5 });
  });

  test('a vulnerability and a board both given is a conflict, not a silent choice', () => {
    const r = readDealJsonl('{"contract":"4S","by":"N","tricks":10,"vul":"None","board":2}');
    expect(r.problems[0]?.error).toEqual({ code: 'field-conflict', field: 'vul', other: 'board' });
  });
});
