/**
 * Writing PBN (`pbn.ts`): comments of the three kinds PBN 2.1 has (`%` at a line's start, `;`
 * to the line's end, `{ … }` over lines) written back where they were, with the newline asked
 * for; and a tag made here, not read, giving its section's lines to a table reader.
 */
import {
  forEachSectionLine,
  formatPbn,
  formatPbnItem,
  formatTableRows,
  type PbnComment,
  pbnTagItem,
  readPbn,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

function pbnOf(text: string) {
  const r = readPbn(text);
  if (!r.ok) throw new Error(r.error.error.code);
  return r.value.value;
}

describe('comments written back', () => {
  const text = [
    '% PBN 2.1',
    '% EXPORT',
    '',
    '[Event "Club"]',
    '{ before the board,',
    'over two lines }',
    '[Board "1"]',
    '; a line comment',
    '[Dealer "N"]',
    '',
    '[Board "2"]',
    '% an escaped line',
    '[Dealer "E"]',
    '',
  ].join('\n');

  test('the file read and written: the same text, comment for comment', () => {
    expect(formatPbn(pbnOf(text))).toBe(text);
  });

  test('with CR LF: every line ends so, inside a comment of braces too', () => {
    expect(formatPbn(pbnOf(text), { newline: '\r\n' })).toBe(text.replaceAll('\n', '\r\n'));
  });

  test('one comment item at a time, followed by the newline', () => {
    const items = pbnOf(text).games[0]?.items ?? [];
    const comments = items.filter((i): i is PbnComment => i.kind === 'comment');
    expect(comments.map((c) => c.style)).toEqual(['brace', 'semicolon']);
    expect(comments.map((c) => formatPbnItem(c, '\r\n'))).toEqual([
      '{ before the board,\r\nover two lines }\r\n',
      '; a line comment\r\n',
    ]);
  });

  test('a file of nothing is written as nothing', () => {
    expect(formatPbn({ header: [], games: [] })).toBe('');
  });

  test('no header and one game: no blank line before it', () => {
    expect(formatPbn(pbnOf('[Board "1"]\n'))).toBe('[Board "1"]\n');
  });
});

describe('a tag made here, not read from a file', () => {
  test('its section lines go to the reader one by one, whole', () => {
    const tag = pbnTagItem('ScoreTable', 'PairId_NS;PairId_EW', ['1 2', ' 3 4']);
    const seen: string[] = [];
    forEachSectionLine(tag, (t, from, to) => seen.push(t.slice(from, to)));
    expect(seen).toEqual(['1 2', ' 3 4']);
  });
});

describe('a table row’s widths', () => {
  test('counted in characters, a character beyond the BMP one', () => {
    // Each value padded to its column's width on its alignment's side, one blank between values.
    const columns = [
      { name: 'Lead', width: 3, align: 'R' as const },
      { name: 'X', width: 2, align: 'L' as const },
    ];
    expect(formatTableRows(columns, [['\u{1F0A1}', 'é']])).toEqual(['  \u{1F0A1} é']);
  });
});
