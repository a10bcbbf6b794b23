/**
 * The PBN reading loop's shortcuts: the search for the next special character
 * (`[`, `;`, `{`, a quote, a lone CR) that lets a plain row skip the full
 * reader, and the brace comment's search for its `}`.
 */
import { type PbnComment, type PbnTag, readPbn } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

function read(text: string) {
  const r = readPbn(text, { file: 't.pbn', comments: 'keep' });
  if (!r.ok) throw new Error(`not PBN: ${r.error.error.code}`);
  return r.value;
}

describe('the next special character', () => {
  test('a `[` in a row is a tag even when the file starts with `[`', () => {
    // Offset 0 holds the first `[`; the second line's `[` (line 2, column 4) opens a tag whose
    // name `Note` is followed by `]`, not a quoted value (PBN 2.1, section 3.3): an error at
    // column 9, and the row's data is the text before the tag, `1C`.
    const { value, problems } = read('[Auction "N"]\n1C [Note]\n');
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 't.pbn',
        line: 2,
        column: 9,
        error: { code: 'pbn-tag-value', tag: 'Note', found: ']' },
      },
    ]);
    const auction = value.games[0]?.items[0] as PbnTag;
    expect(auction.section).toEqual([{ text: '1C', line: 2, column: 1 }]);
  });
});

describe('a tag cut short', () => {
  test('a tag name at the end of its line: the missing value reported just after the name', () => {
    // `[Board` is six characters: the name ends the line, and the quoted value (PBN 2.1, section
    // 3.3) should begin at column 7.
    const { problems } = read('[Board\n[Dealer "N"]\n');
    expect(
      problems.map((p) => [p.line, p.column, p.error.code, 'tag' in p.error ? p.error.tag : '']),
    ).toEqual([[1, 7, 'pbn-tag-value', 'Board']]);
  });
});

describe('the header', () => {
  test('a % line before the first game is a comment of the header, whole', () => {
    const { value } = read('% PBN 2.1\n[Event "E"]\n');
    expect(value.header).toEqual([
      { kind: 'comment', style: 'escape', text: ' PBN 2.1', line: 1, column: 1 },
    ]);
  });
});

describe('brace comments', () => {
  test("a brace never closed: a brace comment of its own line's text, at the brace", () => {
    const { value } = read('[Board "1"]\n  { never closed\nx y\n[Dealer "N"]\n');
    const comments = (value.games[0]?.items ?? []).filter((i): i is PbnComment => i.kind === 'comment');
    expect(comments).toEqual([
      { kind: 'comment', style: 'brace', text: ' never closed', line: 2, column: 3 },
    ]);
  });

  test('two brace comments side by side on one line', () => {
    // `{a}{b}`: the second `{` is at column 4, right after the first comment's `}`.
    const { value, problems } = read('[Board "1"]\n{a}{b}\n');
    expect(problems).toEqual([]);
    const comments = (value.games[0]?.items ?? []).filter((i): i is PbnComment => i.kind === 'comment');
    expect(comments.map((c) => [c.style, c.text, c.line, c.column])).toEqual([
      ['brace', 'a', 2, 1],
      ['brace', 'b', 2, 4],
    ]);
  });
});
