import { readFileSync } from 'node:fs';
import { contractOf, type MatchBoard, scoreMatch } from '@bridge-score/core';
import { formatMatchFile, parseAward, parseMatchFile } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const HEADER = 'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2';

describe('reading a match', () => {
  test('contracts with tricks, joined results, scores, adjusted and unplayed boards', () => {
    const r = parseMatchFile(
      [
        HEADER,
        '1,4S,N,10,,2S,N,10,',
        '2,3NT-1,S,,,3NT=,S,,600',
        '3,,,,-200,,,,-50',
        '4,,,,A+',
        '5,6NT,S,12,,,,,NP',
        '6,,,,A+/A+,,,,',
        '7,Pass,,,,1NT,W,6,',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.lines).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const [b1, b2, b3, b4, b5, b6, b7] = r.value.boards;
    expect(b1).toEqual({
      board: 1,
      kind: 'played',
      table1: {
        kind: 'deal',
        deal: { contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, vulnerability: 'None' },
      },
      table2: {
        kind: 'deal',
        deal: { contract: contractOf(2, 'S'), declarer: 'N', tricks: 10, vulnerability: 'None' },
      },
    });
    expect(b2).toMatchObject({
      table1: { kind: 'deal', deal: { tricks: 8, vulnerability: 'NS' } },
      table2: { kind: 'deal', deal: { tricks: 9 }, ns: 600 },
    });
    expect(b3).toEqual({
      board: 3,
      kind: 'played',
      table1: { kind: 'score', ns: -200 },
      table2: { kind: 'score', ns: -50 },
    });
    expect(b4).toEqual({
      board: 4,
      kind: 'adjusted',
      a: { kind: 'average-plus' },
      b: { kind: 'average-minus' },
    });
    expect(b5).toMatchObject({ table2: { kind: 'not-played' } });
    expect(b6).toEqual({
      board: 6,
      kind: 'adjusted',
      a: { kind: 'average-plus' },
      b: { kind: 'average-plus' },
    });
    expect(b7).toMatchObject({ table1: { kind: 'deal', deal: { contract: 'pass' } } });
  });

  test('the committed example is a 12-board match that scores', () => {
    const text = readFileSync(new URL('../../../examples/team-match.csv', import.meta.url), 'utf8');
    const r = parseMatchFile(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.boards).toHaveLength(12);
    expect(scoreMatch(r.value.boards).ok).toBe(true);
  });

  test.each([
    ['A+', { kind: 'average-plus' }],
    ['A+3', { kind: 'average-plus' }],
    ['AVE+', { kind: 'average-plus' }],
    ['ave-', { kind: 'average-minus' }],
    ['A-3', { kind: 'average-minus' }],
    ['A=', { kind: 'average' }],
    ['A', { kind: 'average' }],
    ['A0', { kind: 'average' }],
    ['I5', { kind: 'imps', imps: 5 }],
    ['I-2.5', { kind: 'imps', imps: -2.5 }],
    ['A+2', null],
    ['B+', null],
    ['I', null],
  ])('the award %s', (text, award) => {
    expect(parseAward(text)).toEqual(award);
  });

  test.each([
    ['board,contract1,declarer1', 'csv-columns', 1, 1],
    ['contract1,contract2', 'csv-columns', 1, 1],
    [HEADER, 'match-empty', 1, 1],
    [`${HEADER}\nx,4S,N,10,,4S,N,10,`, 'board-number', 2, 1],
    [`${HEADER}\n1,8S,N,10,,4S,N,10,`, 'level-too-high', 2, 3],
    [`${HEADER}\n1,4S,Q,10,,4S,N,10,`, 'declarer-unknown', 2, 6],
    [`${HEADER}\n1,4S,N,14,,4S,N,10,`, 'tricks-range', 2, 8],
    [`${HEADER}\n1,4S,,10,,4S,N,10,`, 'declarer-missing', 2, 6],
    [`${HEADER}\n1,4S,N,10,x,4S,N,10,`, 'csv-number', 2, 11],
    [`${HEADER}\n1,,,,A+x`, 'match-adjusted', 2, 6],
    [`${HEADER}\n1,4S,N,10,A+`, 'match-adjusted-mixed', 2, 3],
    [`${HEADER}\n1,,N,10,,4S,N,10,`, 'contract-empty', 2, 3],
    [`board,contract1,score1,contract2,score2,vul\n1,4S=,,4S=,,Red`, 'vulnerability-unknown', 2, 13],
  ])('%j: %s at line %i, column %i', (text, code, line, column) => {
    const r = parseMatchFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'file-position', line, column, error: { code } });
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseMatchFile(text)));
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'board',
            'contract1',
            'score2',
            ',',
            '\n',
            '4S',
            'N',
            '10',
            'A+',
            '/',
            '"',
            '-',
            'NP',
          ),
        ),
        (parts) => void parseMatchFile(parts.join('')),
      ),
    );
  });
});

describe('writing a match', () => {
  const boards: MatchBoard[] = [
    {
      board: 1,
      kind: 'played',
      table1: {
        kind: 'deal',
        deal: { contract: contractOf(4, 'S', 'X'), declarer: 'N', tricks: 8, vulnerability: 'None' },
      },
      table2: { kind: 'deal', deal: { contract: 'pass', vulnerability: 'None' }, ns: 0 },
    },
    { board: 2, kind: 'played', table1: { kind: 'score', ns: -200 }, table2: { kind: 'not-played' } },
    { board: 3, kind: 'adjusted', a: { kind: 'imps', imps: 2 }, b: { kind: 'imps', imps: -2 } },
    { board: 4, kind: 'adjusted', a: { kind: 'average' }, b: { kind: 'average-plus' } },
  ];

  test('parse(format(match)) gives the match back', () => {
    const r = parseMatchFile(formatMatchFile(boards));
    expect(r.ok && r.value.boards).toEqual(boards);
  });

  test('a vulnerability that is not the board’s own is kept in a vul column', () => {
    const odd: MatchBoard[] = [
      {
        board: 1,
        kind: 'played',
        table1: {
          kind: 'deal',
          deal: { contract: contractOf(3, 'NT'), declarer: 'S', tricks: 9, vulnerability: 'Both' },
        },
        table2: {
          kind: 'deal',
          deal: { contract: contractOf(3, 'NT'), declarer: 'S', tricks: 8, vulnerability: 'Both' },
        },
      },
    ];
    const text = formatMatchFile(odd);
    expect(text.split('\n')[0]).toMatch(/,vul$/);
    const r = parseMatchFile(text);
    expect(r.ok && r.value.boards).toEqual(odd);
  });
});
