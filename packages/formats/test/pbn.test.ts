/**
 * The PBN syntax layer: tags, sections, comments, `#` repeats, positions of
 * everything that could not be read, and the writer's round trip.
 */
import {
  compressRepeats,
  forEachSectionLine,
  forEachTableRowInPlace,
  formatPbn,
  type PbnComment,
  type PbnFile,
  type PbnTag,
  Problems,
  pbnTag,
  pbnTagItem,
  pbnVersion,
  readPbn,
  readPbnBytes,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { withoutPositions } from './helpers.js';

function read(text: string, comments: 'keep' | 'skip' = 'keep') {
  const r = readPbn(text, { file: 't.pbn', comments });
  if (!r.ok) throw new Error(`not PBN: ${r.error.error.code}`);
  return r.value;
}

const tags = (file: PbnFile, game = 0) =>
  (file.games[game]?.items ?? []).filter((i): i is PbnTag => i.kind === 'tag').map((t) => [t.name, t.value]);

describe('tags and games', () => {
  test('games are separated by empty lines; tags keep their order', () => {
    const { value, problems } = read('[Event "A"]\n[Board "1"]\n\n[Event "B"]\n[Board "2"]\n');
    expect(problems).toEqual([]);
    expect(value.games).toHaveLength(2);
    expect(tags(value, 0)).toEqual([
      ['Event', 'A'],
      ['Board', '1'],
    ]);
    expect(tags(value, 1)).toEqual([
      ['Event', 'B'],
      ['Board', '2'],
    ]);
  });

  test('a line of blanks and tabs after a section ends the game as an empty line does', () => {
    for (const blank of [' ', '\t', ' \t  ']) {
      const { value, problems } = read(`[Board "1"]\n[Dealer "N"]\n1 2\n${blank}\n[Board "2"]\n`);
      expect(problems).toEqual([]);
      expect(value.games).toHaveLength(2);
      const dealer = pbnTag(value.games[0] as never, 'Dealer');
      expect(dealer?.section.map((d) => d.text)).toEqual(['1 2']);
    }
  });

  test('a line of a form feed or a vertical tab ends the game as an empty line does', () => {
    for (const blank of ['\f', '\v', ' \f\t']) {
      const { value, problems } = read(`[Board "1"]\n${blank}\n[Board "2"]\n`);
      expect(problems).toEqual([]);
      expect(value.games.map((g) => tags({ header: [], games: [g] }))).toEqual([
        [['Board', '1']],
        [['Board', '2']],
      ]);
    }
  });

  test('tabs before a tag on its line are no data', () => {
    const { value, problems } = read('[Board "1"]\n\t[Dealer "N"]\t \t[Vulnerable "None"]\n');
    expect(problems).toEqual([]);
    expect((value.games[0]?.items ?? []).map((i) => i.kind === 'tag' && [i.name, i.section.length])).toEqual([
      ['Board', 0],
      ['Dealer', 0],
      ['Vulnerable', 0],
    ]);
  });

  test('tabs around a tag’s name and value, inside its brackets', () => {
    const { value, problems } = read('[\tBoard\t"1"\t]\t[ \tDealer \t"N" \t]\n');
    expect(problems).toEqual([]);
    expect(tags(value)).toEqual([
      ['Board', '1'],
      ['Dealer', 'N'],
    ]);
  });

  test('% lines after the first game are comments of the game they come before, not header', () => {
    const { value } = read('% PBN 2.1\n[Board "1"]\n\n% a note\n[Board "2"]\n');
    expect(value.header.map((c) => c.text)).toEqual([' PBN 2.1']);
    expect(value.games[1]?.items[0]).toMatchObject({
      kind: 'comment',
      style: 'escape',
      text: ' a note',
      line: 4,
    });
  });

  test('a brace comment on one line, between tags: its style, text and place', () => {
    const { value, problems } = read('[Board "1"] { a note } [Dealer "N"]\n');
    expect(problems).toEqual([]);
    expect(value.games[0]?.items[1]).toEqual({
      kind: 'comment',
      style: 'brace',
      text: ' a note ',
      line: 1,
      column: 13,
    });
    expect(tags(value)).toEqual([
      ['Board', '1'],
      ['Dealer', 'N'],
    ]);
  });

  test('a brace never closed before a tag: the lines it took read again at their own numbers', () => {
    const { value, problems } = read('[Board "1"]\n{ open\nx y\n[Dealer "N"]\n');
    expect(problems.map((p) => [p.line, p.column, p.error.code])).toEqual([[2, 1, 'pbn-comment-unclosed']]);
    expect(pbnTag(value.games[0] as never, 'Board')?.section).toEqual([{ text: 'x y', line: 3, column: 1 }]);
  });

  test('a brace comment whose closing brace starts its line is closed there', () => {
    const { value, problems } = read('[Board "1"]\n{ open\n} [Dealer "N"]\n[Contract "4S"]\n');
    expect(problems).toEqual([]);
    expect(value.games[0]?.items.map((i) => (i.kind === 'tag' ? i.name : i.text))).toEqual([
      'Board',
      ' open\n',
      'Dealer',
      'Contract',
    ]);
  });

  test('a tag line that ends at its opening quote, inside an open brace comment, ends the comment', () => {
    const { value, problems } = read('[Board "1"]\n{ open\n[Event "\nlater }\n');
    expect(problems.map((p) => [p.line, p.error.code])).toEqual([
      [2, 'pbn-comment-unclosed'],
      [3, 'pbn-string-unclosed'],
    ]);
    // The line after it is the new tag's section, not the rest of a comment.
    expect(pbnTag(value.games[0] as never, 'Event')?.section.map((d) => d.text)).toEqual(['later }']);
  });

  test('comments alone between empty lines make no game: they wait for the next game’s tags', () => {
    const { value } = read('[Board "1"]\n\n; alone\n\n[Board "2"]\n');
    expect(value.games).toHaveLength(2);
    expect(value.games[1]?.items.map((i) => i.kind)).toEqual(['comment', 'tag']);
  });

  test('escaped quotes and backslashes in a value; a lone backslash stays', () => {
    const { value } = read('[Event "The \\"Cup\\" \\\\ final"]\n[ScoreTable "PairId_NS\\2R"]\n');
    expect(pbnTag(value.games[0] as never, 'Event')?.value).toBe('The "Cup" \\ final');
    expect(pbnTag(value.games[0] as never, 'ScoreTable')?.value).toBe('PairId_NS\\2R');
  });

  test('positions: the tag at its bracket, the value at its first character (line and column from 1)', () => {
    const { value } = read('\n  [Board  "12"]\n');
    const board = pbnTag(value.games[0] as never, 'Board');
    expect(board).toMatchObject({ line: 2, column: 3, valueLine: 2, valueColumn: 12 });
  });

  test('several tags on one line, blanks inside the brackets', () => {
    const { value } = read('[ Board "3" ] [Dealer "S"]\n');
    expect(tags(value)).toEqual([
      ['Board', '3'],
      ['Dealer', 'S'],
    ]);
  });

  test('the data lines after a tag are its section, leading blanks kept', () => {
    const { value } = read('[Auction "N"]\n1S Pass 2S Pass\n4S AP\n[Play "E"]\n HK H2\n');
    const game = value.games[0] as never;
    expect(pbnTag(game, 'Auction')?.section.map((d) => d.text)).toEqual(['1S Pass 2S Pass', '4S AP']);
    expect(pbnTag(game, 'Play')?.section.map((d) => [d.text, d.line, d.column])).toEqual([[' HK H2', 5, 1]]);
  });

  test('data after a tag on the same line: the data alone, at its first character', () => {
    // The blanks before a line's data are kept only when the data starts the line.
    const { value } = read('[Auction "N"]  1S Pass\n4S AP\n');
    expect(
      pbnTag(value.games[0] as never, 'Auction')?.section.map((d) => [d.text, d.line, d.column]),
    ).toEqual([
      ['1S Pass', 1, 16],
      ['4S AP', 2, 1],
    ]);
  });

  test('tag names are looked up exactly, then regardless of case', () => {
    const { value } = read('[board "5"]\n');
    expect(pbnTag(value.games[0] as never, 'Board')?.value).toBe('5');
    // Of several in other cases, the first; one in the exact case before them all.
    const game = {
      items: [pbnTagItem('DEALER', 'N'), pbnTagItem('dealer', 'E'), pbnTagItem('Dealer', 'S')],
      line: 1,
      column: 1,
    };
    expect(pbnTag(game, 'dEaLeR')?.value).toBe('N');
    expect(pbnTag(game, 'Dealer')?.value).toBe('S');
  });

  test.each([
    ['% PBN 2.1', '2.1'],
    ['%PBN 1.0', '1.0'],
    ['%   pbn   2.1 export', '2.1'],
    ['% PBN 10.25', '10.25'],
    ['% PBN 2', '2'],
    ['% EXPORT PBN 2.1', undefined],
    ['% PBN', undefined],
    ['% PBNX 2.1', undefined],
  ])('the version declared by %j: %j', (line, version) => {
    expect(pbnVersion(read(`${line}\n\n[Board "1"]\n`).value)).toBe(version);
    // The first header line that declares one.
    expect(pbnVersion(read(`% EXPORT\n${line}\n% PBN 9.9\n\n[Board "1"]\n`).value)).toBe(version ?? '9.9');
  });

  test('only % lines make the header: ; and { } comments before the first tag belong to the first game', () => {
    const { value } = read('% PBN 2.1\n{intro}\n; note\n[Board "1"]\n');
    expect(value.header.map((c) => [c.style, c.text])).toEqual([['escape', ' PBN 2.1']]);
    expect(value.games[0]?.items.map((i) => [i.kind, i.line])).toEqual([
      ['comment', 2],
      ['comment', 3],
      ['tag', 4],
    ]);
  });

  test('the header: % lines before the first game, and the version they declare', () => {
    const { value } = read('% PBN 2.1\n% EXPORT\n\n[Board "1"]\n');
    expect(value.header.map((c) => c.text)).toEqual([' PBN 2.1', ' EXPORT']);
    expect(pbnVersion(value)).toBe('2.1');
  });
});

describe('comments', () => {
  const text =
    '[Board "1"] ; after a tag\n{ before\n  the next } [Dealer "E"]\n% escape\n[Vulnerable "NS"]\n';

  test('kept: in order, with their style, text and position', () => {
    const { value, problems } = read(text);
    expect(problems).toEqual([]);
    const comments = (value.games[0]?.items ?? []).filter((i): i is PbnComment => i.kind === 'comment');
    expect(comments.map((c) => [c.style, c.text, c.line, c.column])).toEqual([
      ['semicolon', ' after a tag', 1, 13],
      ['brace', ' before\n  the next ', 2, 1],
      ['escape', ' escape', 4, 1],
    ]);
    expect(tags(value)).toEqual([
      ['Board', '1'],
      ['Dealer', 'E'],
      ['Vulnerable', 'NS'],
    ]);
  });

  test('skipped: the same tags, no comments', () => {
    const { value } = read(text, 'skip');
    expect(value.games[0]?.items.every((i) => i.kind === 'tag')).toBe(true);
    expect(tags(value)).toHaveLength(3);
  });

  test('an empty line inside a brace comment does not end the game', () => {
    const { value } = read('[Board "1"]\n{ one\n\n two }\n[Dealer "N"]\n');
    expect(value.games).toHaveLength(1);
  });

  test('a ; or { inside a quoted table value is not a comment', () => {
    const { value } = read('[TotalScoreTable "Names\\10L"]\n"A;B {x}"\n');
    expect(pbnTag(value.games[0] as never, 'TotalScoreTable')?.section[0]?.text).toBe('"A;B {x}"');
  });

  test('an escaped quote (\\") inside a quoted table value does not close it: a ; after it is no comment', () => {
    // PBN's string token: a quote inside a string is written \" and a backslash \\.
    const { value, problems } = read('[TotalScoreTable "Names\\10L"]\n"A\\";B" "C\\\\";D\n');
    const section = pbnTag(value.games[0] as never, 'TotalScoreTable')?.section;
    // The first string runs to the quote after B; the second ends at the quote after \\, so ;D is a comment.
    expect(section?.map((l) => l.text)).toEqual(['"A\\";B" "C\\\\"']);
    expect(problems).toEqual([]);
    const comments = value.games[0]?.items.filter((i): i is PbnComment => i.kind === 'comment');
    expect(comments?.map((c) => [c.style, c.text])).toEqual([['semicolon', 'D']]);
  });
});

describe('# repeats the previous game', () => {
  test('of a tag given twice in the previous game, the first value is repeated (the first counts)', () => {
    const { value, problems } = read(
      '[Board "1"]\n[Contract "4S"]\n[Contract "3NT"]\n\n[Board "2"]\n[Contract "#"]\n',
    );
    expect(problems.map((p) => [p.line, p.error.code])).toEqual([[3, 'pbn-tag-twice']]);
    expect(pbnTag(value.games[1] as never, 'Contract')?.value).toBe('4S');
  });

  test('resolved, and remembered for writing', () => {
    const { value, problems } = read('[Event "Cup"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n');
    expect(problems).toEqual([]);
    const event = pbnTag(value.games[1] as never, 'Event');
    expect(event?.value).toBe('Cup');
    expect(event?.repeated).toBe(true);
    expect(formatPbn(value)).toContain('[Event "#"]');
  });

  test('a chain of repeats goes back to the first value', () => {
    const { value } = read('[Site "X"]\n\n[Site "#"]\n\n[Site "#"]\n');
    expect(value.games.map((g) => pbnTag(g, 'Site')?.value)).toEqual(['X', 'X', 'X']);
  });

  test('with nothing to repeat: a problem at the value', () => {
    const { value, problems } = read('[Board "1"]\n\n[Site "#"]\n');
    expect(problems).toEqual([
      expect.objectContaining({ line: 3, column: 8, error: { code: 'pbn-repeat-missing', tag: 'Site' } }),
    ]);
    // The value is then empty, and not a repeat.
    expect(pbnTag(value.games[1] as never, 'Site')).toMatchObject({ value: '', repeated: false });
  });

  test('compressRepeats: an empty value is written empty, a value # is never a repeat, and only the names asked for', () => {
    const game = (event: string, board: string) => ({
      items: [pbnTagItem('Event', event), pbnTagItem('Board', board)],
      line: 0,
      column: 0,
    });
    const empty = compressRepeats([game('', '1'), game('', '1')]);
    expect(empty[1]?.items.map((i) => i.kind === 'tag' && i.repeated)).toEqual([false, true]);
    expect(formatPbn({ header: [], games: empty })).toBe(
      '[Event ""]\n[Board "1"]\n\n[Event ""]\n[Board "#"]\n',
    );
    const hash = compressRepeats([game('#', '1'), game('#', '2')]);
    expect(hash[1]?.items[0]).toMatchObject({ name: 'Event', value: '#', repeated: false });
    const named = compressRepeats([game('Cup', '1'), game('Cup', '1')], new Set(['Board']));
    expect(named[1]?.items.map((i) => i.kind === 'tag' && i.repeated)).toEqual([false, true]);
  });

  test('compressRepeats passes comments over as they are', () => {
    const comment: PbnComment = { kind: 'comment', style: 'semicolon', text: ' x', line: 0, column: 0 };
    const games = [
      { items: [comment, pbnTagItem('Event', 'Cup')], line: 0, column: 0 },
      { items: [comment, pbnTagItem('Event', 'Cup')], line: 0, column: 0 },
    ];
    const compressed = compressRepeats(games);
    expect(compressed.map((g) => g.items[0])).toEqual([comment, comment]);
    expect(compressed[0]?.items[0]).toBe(comment);
    expect(compressed[1]?.items[0]).toBe(comment);
    expect(compressed[1]?.items[1]).toMatchObject({ name: 'Event', repeated: true });
  });

  test('compressRepeats marks the values equal to the previous game', () => {
    const games = [
      { items: [pbnTagItem('Event', 'Cup'), pbnTagItem('Board', '1')], line: 0, column: 0 },
      { items: [pbnTagItem('Event', 'Cup'), pbnTagItem('Board', '2')], line: 0, column: 0 },
    ];
    const compressed = compressRepeats(games);
    expect(compressed[1]?.items[0]).toMatchObject({ name: 'Event', repeated: true });
    expect(compressed[1]?.items[1]).toMatchObject({ name: 'Board', repeated: false });
    const text = formatPbn({ header: [], games: compressed });
    expect(text).toBe('[Event "Cup"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n');
    expect(withoutPositions(read(text).value.games)).toEqual(withoutPositions(compressed));
  });
});

describe('what cannot be read is reported where it is', () => {
  test.each([
    ['[ "1"]\n[Dealer "N"]\n', 1, 3, { code: 'pbn-tag-name', found: '"1"]' }],
    ['[Board 1]\n[Dealer "N"]\n', 1, 8, { code: 'pbn-tag-value', tag: 'Board', found: '1]' }],
    ['[Board "1" x\n', 1, 12, { code: 'pbn-tag-close', tag: 'Board', found: 'x' }],
    ['[Event "Club]\n', 1, 1, { code: 'pbn-string-unclosed', tag: 'Event' }],
    ['[Board "1"]\n  { never closed\n', 2, 3, { code: 'pbn-comment-unclosed' }],
    ['stray\n[Board "1"]\n', 1, 1, { code: 'pbn-stray-text', found: 'stray' }],
  ])('%j', (text, line, column, error) => {
    const { problems } = read(text);
    expect(problems[0]).toEqual({ severity: 'error', file: 't.pbn', line, column, error });
  });

  test('a tag without a name or a quoted value: the rest of it up to its bracket is passed over, the tags after it read', () => {
    for (const [text, error] of [
      ['[ "1"] [Dealer "N"]\n', { code: 'pbn-tag-name', found: '"1"] [Dealer "N"]' }],
      ['[Board 1] [Dealer "N"]\n', { code: 'pbn-tag-value', tag: 'Board', found: '1] [Dealer "N"]' }],
    ] as const) {
      const { value, problems } = read(text);
      expect(problems.map((p) => p.error)).toEqual([error]);
      expect(tags(value)).toEqual([['Dealer', 'N']]);
    }
    // With no bracket after it, the rest of the line.
    const { value, problems } = read('[ "1" [Dealer "N"\n[Board "2"]\n');
    expect(problems.map((p) => p.error.code)).toEqual(['pbn-tag-name']);
    expect(tags(value)).toEqual([['Board', '2']]);
  });

  test('stray text before any tag: quoted without its blanks, at its first character', () => {
    const { problems } = read('  some words  \n[Board "1"]\n');
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 't.pbn',
        line: 1,
        column: 3,
        error: { code: 'pbn-stray-text', found: 'some words' },
      },
    ]);
  });

  test('an unclosed value is read up to its bracket', () => {
    expect(pbnTag(read('[Event "Club]\n').value.games[0] as never, 'Event')?.value).toBe('Club');
  });

  test('an unclosed value without a bracket is read to the end of its line; one whose bracket comes first is empty', () => {
    const one = read('[Event "Club night\n');
    expect(pbnTag(one.value.games[0] as never, 'Event')?.value).toBe('Club night');
    expect(one.problems.map((p) => p.error.code)).toEqual(['pbn-string-unclosed']);
    expect(pbnTag(read('[Event "]\n').value.games[0] as never, 'Event')?.value).toBe('');
  });

  test('a tag twice in a game: a warning, the first counts', () => {
    const { value, problems } = read('[Board "1"]\n[Contract "4S"]\n[Contract "3NT"]\n');
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 3,
        column: 1,
        error: { code: 'pbn-tag-twice', tag: 'Contract' },
      }),
    ]);
    expect(pbnTag(value.games[0] as never, 'Contract')?.value).toBe('4S');
  });

  test('a second Board without an empty line starts a new game, with a warning', () => {
    const { value, problems } = read('[Board "1"]\n[Contract "4S"]\n[Board "2"]\n[Contract "3NT"]\n');
    expect(value.games).toHaveLength(2);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 3,
        error: { code: 'pbn-game-unseparated', tag: 'Board' },
      }),
    ]);
  });

  test('Windows and old Mac line endings give the same lines', () => {
    const unix = read('[Board "1"]\n\n[Board "2"]\nx\n').problems;
    expect(read('[Board "1"]\r\n\r\n[Board "2"]\r\nx\r\n').problems).toEqual(unix);
    expect(read('[Board "1"]\r\r[Board "2"]\rx\r').problems).toEqual(unix);
  });
});

describe('a file that is not PBN: the error, where and what', () => {
  const error = (text: string) => {
    const r = readPbn(text, { file: 'x.pbn' });
    if (r.ok) throw new Error('read as PBN');
    return r.error;
  };
  const notPbn = (line: number, column: number, found: string) => ({
    severity: 'error',
    file: 'x.pbn',
    line,
    column,
    error: { code: 'file-not-format', format: 'PBN', found },
  });

  test('nothing but blanks and % lines: empty, at the start', () => {
    for (const text of ['', '\n  \n', '% PBN 2.1\n\n']) {
      expect(error(text)).toEqual({
        severity: 'error',
        file: 'x.pbn',
        line: 1,
        column: 1,
        error: { code: 'file-empty', format: 'PBN' },
      });
    }
  });

  test('text without a tag: its first line with something on it, from its first character', () => {
    expect(error('Board,NS,EW\n1,2,3\n')).toEqual(notPbn(1, 1, 'Board,NS,EW'));
    expect(error('% a header\n\n   hello there\n')).toEqual(notPbn(3, 4, 'hello there'));
  });

  test('control characters: binary data, at the first of them', () => {
    expect(error('\u0000\u0001binary')).toEqual(notPbn(1, 1, 'binary data'));
    expect(error('some\nab\u0008c\n')).toEqual(notPbn(2, 3, 'binary data'));
    expect(error('\u001a')).toEqual(notPbn(1, 1, 'binary data'));
  });

  test('XML or HTML: at its first <, whatever the tags past the first 4 KiB', () => {
    expect(error(`\n  <html>\n${' '.repeat(4100)}\n[Board "1"]\n`)).toEqual(notPbn(2, 3, '<html>'));
    expect(error(`x\u0002\n${' '.repeat(4100)}\n[Board "1"]\n`)).toEqual(notPbn(1, 2, 'binary data'));
    // A tag among the first 4 KiB: PBN, whatever else is there.
    expect(readPbn(`<html>\n[Board "1"]\n`).ok).toBe(true);
    expect(readPbn(`\u0001\n[Board "1"]\n`).ok).toBe(true);
  });
});

describe('a file that is not PBN is one clear error', () => {
  test.each([
    ['', 'file-empty'],
    ['  \n\n', 'file-empty'],
    ['<?xml version="1.0"?>\n<USEBIO/>', 'file-not-format'],
    ['Board,NS,EW\n1,2,3\n', 'file-not-format'],
    ['\u0000\u0001binary', 'file-not-format'],
  ])('%j', (text, code) => {
    const r = readPbn(text, { file: 'x.pbn' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.error.code).toBe(code);
  });
});

describe('writing', () => {
  test('deterministic: read → write gives back a file we wrote, byte for byte', () => {
    const text =
      '% PBN 2.1\n% EXPORT\n\n[Event "A \\"B\\""]\n[Board "1"]\n[ScoreTable "PairId_NS\\2R"]\n 1\n 2\n\n[Event "#"]\n[Board "2"]\n';
    const once = formatPbn(read(text).value);
    expect(once).toBe(text);
    expect(formatPbn(read(once).value)).toBe(once);
  });

  test('CR LF when asked', () => {
    expect(formatPbn(read('[Board "1"]\n').value, { newline: '\r\n' })).toBe('[Board "1"]\r\n');
  });

  const name = fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,11}$/);
  const value = fc.string({ maxLength: 30 }).filter((s) => !/[\r\n]/.test(s) && s !== '#');
  const game = fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 6 });

  test('property: any tags survive write → read → write', () => {
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 4 }), (games) => {
        const file: PbnFile = {
          header: [],
          games: games.map((g) => ({
            items: g
              .filter(([n], i) => g.findIndex(([m]) => m.toLowerCase() === n.toLowerCase()) === i)
              .map(([n, v]) => pbnTagItem(n, v)),
            line: 0,
            column: 0,
          })),
        };
        const text = formatPbn(file);
        const back = read(text);
        expect(withoutPositions(back.value.games.map((g) => g.items))).toEqual(
          withoutPositions(file.games.map((g) => g.items)),
        );
        expect(formatPbn(back.value)).toBe(text);
      }),
    );
  });
});

describe('never throws', () => {
  test('property: any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        readPbn(text);
        readPbn(text, { comments: 'skip' });
      }),
      { numRuns: 2000 },
    );
  });

  test('property: strings made of PBN punctuation', () => {
    const piece = fc.constantFrom(
      '[',
      ']',
      '"',
      '\\',
      '{',
      '}',
      ';',
      '%',
      '#',
      '\n',
      '\r',
      ' ',
      'Board',
      'A',
      '1',
      '?',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const r = readPbn(pieces.join(''));
        if (r.ok) formatPbn(r.value.value);
      }),
      { numRuns: 3000 },
    );
  });

  test('property: any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        readPbnBytes(bytes);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sections read in place are the same lines', () => {
  // Rows 3–4 and 7 are plain (kept as offsets), row 5 has a quote, a comment sits between, and
  // the file has CRLF endings and trailing blanks: positions and texts are written out by hand.
  const text = [
    '[Board "1"]', // 1
    '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Names\\10L"]', // 2
    ' 1  2 x   ', // 3
    '  3 4 y', // 4
    ' 5 6 "A B"', // 5
    '; between rows', // 6
    ' 7 8 z', // 7
    '', // 8
    '[Board "2"]', // 9
  ].join('\r\n');

  test('section lines: text without trailing blanks, line numbers, column 1', () => {
    const tag = pbnTag(read(text).value.games[0] as never, 'ScoreTable') as PbnTag;
    expect(tag.section).toEqual([
      { text: ' 1  2 x', line: 3, column: 1 },
      { text: '  3 4 y', line: 4, column: 1 },
      { text: ' 5 6 "A B"', line: 5, column: 1 },
      { text: ' 7 8 z', line: 7, column: 1 },
    ]);
  });

  test('every tag read makes its section through the same getter, once', () => {
    // A getter written in each tag's literal would be a closure of its own: a hidden class a tag.
    const games = read(text).value.games;
    const score = pbnTag(games[0] as never, 'ScoreTable') as PbnTag;
    const board = pbnTag(games[1] as never, 'Board') as PbnTag;
    const mine = Object.getOwnPropertyDescriptor(score, 'section');
    expect(mine?.get).toBeTypeOf('function');
    expect(mine?.get).toBe(Object.getOwnPropertyDescriptor(board, 'section')?.get);
    expect(mine?.enumerable).toBe(true);
    expect(score.section).toBe(score.section);
    expect(Object.keys(score)).toEqual([
      'kind',
      'name',
      'value',
      'repeated',
      'line',
      'column',
      'valueLine',
      'valueColumn',
      'section',
    ]);
  });

  test('plain rows on either side of a comment line: each row its own line, at its own number', () => {
    const tag = pbnTag(
      read('[Board "1"]\n[ScoreTable "A;B"]\n1 2\n; note\n3 4\n5 6\n').value.games[0] as never,
      'ScoreTable',
    ) as PbnTag;
    const seen: [string, number][] = [];
    forEachSectionLine(tag, (t, from, to, line) => seen.push([t.slice(from, to), line]));
    expect(seen).toEqual([
      ['1 2', 3],
      ['3 4', 5],
      ['5 6', 6],
    ]);
    expect(tag.section.map((d) => [d.text, d.line])).toEqual(seen);
  });

  test('a run of rows at the end of a file with no line ending after it: every row whole', () => {
    for (const nl of ['\n', '\r\n']) {
      const tag = pbnTag(
        read(`[Board "1"]${nl}[ScoreTable "A;B"]${nl}1 2${nl}3 4${nl}5 6`).value.games[0] as never,
        'ScoreTable',
      ) as PbnTag;
      const seen: string[] = [];
      forEachSectionLine(tag, (t, from, to) => seen.push(t.slice(from, to)));
      expect(seen).toEqual(['1 2', '3 4', '5 6']);
      expect(tag.section.map((d) => d.text)).toEqual(['1 2', '3 4', '5 6']);
    }
  });

  test('rows read in place: the values and their positions', () => {
    const tag = pbnTag(read(text).value.games[0] as never, 'ScoreTable') as PbnTag;
    const problems = new Problems('t.pbn');
    const rows: [string[], { line: number; column: number }][] = [];
    forEachTableRowInPlace(tag, problems, (row) => {
      rows.push([[row.value(0), row.value(1), row.value(2)], row.position(2)]);
    });
    expect(problems.list).toEqual([]);
    expect(rows).toEqual([
      [['1', '2', 'x'], { line: 3, column: 7 }],
      [['3', '4', 'y'], { line: 4, column: 7 }],
      [['5', '6', 'A B'], { line: 5, column: 6 }],
      [['7', '8', 'z'], { line: 7, column: 6 }],
    ]);
  });

  test('a short row in a run is reported at its own line', () => {
    const short = '[Board "1"]\n[ScoreTable "A;B"]\n1 2\n3 4\n5\n6 7\n';
    const tag = pbnTag(read(short).value.games[0] as never, 'ScoreTable') as PbnTag;
    const problems = new Problems('t.pbn');
    const seen: number[] = [];
    forEachTableRowInPlace(tag, problems, (row) => {
      seen.push(row.line);
    });
    expect(seen).toEqual([3, 4, 6]);
    expect(problems.list.map((p) => [p.line, p.column, p.error.code])).toEqual([[5, 1, 'table-row-length']]);
  });

  test('rows with a comment, a tag after the data or an old Mac line ending are read in full', () => {
    const text = '[Board "1"]\n[ScoreTable "A;B"]\n1 2\n3 4 ; note\n5 6 {x}\n7 8\r9 10\n11 12 [Event "E"]\n';
    const file = read(text).value;
    const tag = pbnTag(file.games[0] as never, 'ScoreTable') as PbnTag;
    expect(tag.section.map((d) => [d.text, d.line])).toEqual([
      ['1 2', 3],
      ['3 4', 4],
      ['5 6', 5],
      ['7 8', 6],
      ['9 10', 7],
      ['11 12', 8],
    ]);
    expect(pbnTag(file.games[0] as never, 'Event')?.value).toBe('E');
  });

  test('a row ending in a no-break space or a form feed, and a line of an ideographic space, read as the full reader reads them', () => {
    // trimEnd takes these away; the table splits on spaces and tabs only: so the full reader must see them.
    const text = '[Board "1"]\n[ScoreTable "A;B"]\n1 420\u00a0\n2 430 \f\n\u3000\n3 440\n';
    const tag = pbnTag(read(text).value.games[0] as never, 'ScoreTable') as PbnTag;
    const problems = new Problems('t.pbn');
    const rows: string[][] = [];
    forEachTableRowInPlace(tag, problems, (row) => {
      rows.push([row.value(0), row.value(1)]);
    });
    expect(problems.list).toEqual([]);
    expect(rows).toEqual([
      ['1', '420'],
      ['2', '430'],
      ['3', '440'],
    ]);
  });
});
