/**
 * `xml-stream.ts`: what the plain reading takes as its own (characters, references, names and
 * blanks) and where it counts a tag's column. Text read plainly up to the end of an input whose
 * elements are still open is given to the reader; so each case here is text or markup that the
 * plain reading reads (XML 1.0: `Char` in 2.2, `NameStartChar` and `NameChar` in 2.3, `S` in
 * 2.3), followed by text and the end. Places are counted by hand: saxes puts the error of an
 * element not closed at the input's last character.
 */
import { describe, expect, test } from 'vitest';
import { XmlStream } from '../src/xml-stream.js';
import { PlaceRecorder } from './xml-recorder.js';

/** Records what the stream says; rejects every element named X (as the USEBIO reader rejects one begun inside its own kind). */
class Recorder extends PlaceRecorder {
  stream: XmlStream | null = null;
  override open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
    if (name === 'X' && this.stream) this.stream.reject({ line, column }, 'X is not allowed here');
    super.open(name, attributes, line, column);
  }
}

function eventsOf(pieces: readonly string[]) {
  const r = new Recorder();
  const s = new XmlStream(r);
  r.stream = s;
  for (const p of pieces) s.write(p);
  s.end();
  return r.events;
}

describe('the end of the input with elements open: the text read plainly before it is given', () => {
  test.each([
    // Line 2 is `<A>a`, a tab, `b`: the last character at column 6.
    ['a tab', '<R>\n<A>a\tb', 'a\tb', 6],
    // U+E000 and U+FFFD, the first and last of XML's Char from U+E000 to U+FFFD.
    ['U+E000 and U+FFFD', '<R>\n<A>a\uE000\uFFFDb', 'a\uE000\uFFFDb', 7],
  ])('text with %s', (_, text, given, column) => {
    expect(eventsOf([text]).slice(-2)).toEqual([
      ['text', given],
      ['ended', [2, column, 'unclosed tag: A.']],
    ]);
  });

  test('references to the first and last character of each range of XML’s Char, then text', () => {
    // Line 2: `<A>` (columns 1–3), the references (4 + 5 + 5 + 6 + 8 + 8 + 8 + 9 + 10 = 63
    // characters: columns 4–66), `xy` (67 and 68).
    const refs = '&#9;&#10;&#13;&#x20;&#xD7FF;&#xE000;&#xFFFD;&#x10000;&#x10FFFF;';
    expect(eventsOf([`<R>\n<A>${refs}xy`]).slice(-2)).toEqual([
      ['text', '\t\n\r \uD7FF\uE000\uFFFD\u{10000}\u{10FFFF}xy'],
      ['ended', [2, 68, 'unclosed tag: A.']],
    ]);
  });

  test.each([
    // Names that begin with each end of the plain reading's ranges, `_` and `:`: line 2 is `<A>`,
    // four tags of 4 characters and `xy` (columns 20 and 21).
    ['names that begin with `a`, `z`, `_` and `:`', '<a/><z/><_/><:/>', ['a', 'z', '_', ':'], 1, 21],
    // A name with `z` after its first character: line 2 is `<A><bz/>xy`.
    ['a name with `z` inside', '<bz/>', ['bz'], 1, 10],
    // A tab, LF and CR LF between a name and `/>`: line 2 `<A><C`, a tab, `/><C`; line 3 `/><C`;
    // line 4 `/>xy`.
    ['blanks after names: a tab, LF and CR LF', '<C\t/><C\n/><C\r\n/>', ['C', 'C', 'C'], 3, 4],
  ])('after elements with %s', (_, tags, names, lines, column) => {
    const events = eventsOf([`<R>\n<A>${tags}xy`]);
    expect(events.filter((e) => e[0] === 'open').map((e) => e[1])).toEqual(['R', 'A', ...names]);
    expect(events.slice(-2)).toEqual([
      ['text', 'xy'],
      ['ended', [1 + lines, column, 'unclosed tag: A.']],
    ]);
  });
});

describe('a tag read by saxes whose name a line break ends: its column counts characters', () => {
  // After a comment, saxes reads; `<B` then a line break makes the `<`'s column be counted from
  // the text. A character beyond U+FFFF (two UTF-16 units) is one column, and so is each other.
  test.each([
    ['U+10000 (its first unit U+D800)', '\u{10000}'],
    ['U+10FC00 (its first unit U+DBFF)', '\u{10FC00}'],
    ['U+E000', '\uE000'],
    ['U+FFFD', '\uFFFD'],
  ])('%s before it, on the parser’s first line and on a later one', (_, c) => {
    // Line 1: `<R>` (1–3), `<!--c-->` (4–11), the character (12), `<` at 13.
    const first = eventsOf([`<R><!--c-->${c}<B\nx="1"/></R>`]);
    expect(first.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 1, 13],
    ]);
    // Line 2: `<!--c-->` (1–8), the character (9), `<` at 10.
    const later = eventsOf([`<R>\n<!--c-->${c}<B\nx="1"/></R>`]);
    expect(later.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 2, 10],
    ]);
  });
});

describe('reject: an element read by saxes whose `<` came in the piece before', () => {
  test('reading resumes at its `<`, then after it, at their places, as when it comes in one piece', () => {
    // Line 2 is <!--c--><X/><A/></R>: X at column 9, A at 13.
    const whole = [
      ['open', 'R', {}, 1, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 2, 9, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 2, 13, 1],
      ['open', 'A', {}, 2, 13],
      ['close', 'A'],
      ['close', 'R'],
      ['ended', null],
    ];
    expect(eventsOf(['<R>\n<!--c--><X/><A/></R>'])).toEqual(whole);
    expect(eventsOf(['<R>\n<!--c--><X', '/><A/></R>'])).toEqual(whole);
    expect(eventsOf(['<R>\n<!--c--><', 'X/><A/></R>'])).toEqual(whole);
  });
});

describe('the root’s name ended by a CR, read by saxes (after a comment), the text cut around its line breaks', () => {
  // Line 1 is `<!--c-->`, ended by CR LF; line 2 is `<R`, ended by CR: the root's `<` is at line 2,
  // column 1. saxes names the tag when it has read the CR and what follows it, in the next piece.
  test.each([
    [['<!--c-->\r\n<R', '\r', '>t</R>']],
    [['<!--c-->\r\n<R\r', '>t</R>']],
    [['<!--c-->\r', '\n<R\r', '>t</R>']],
  ])('%j', (pieces) => {
    const events = eventsOf(pieces);
    expect(events.filter((e) => e[0] === 'open')).toEqual([['open', 'R', {}, 2, 1]]);
    expect(events.slice(-3)).toEqual([
      ['text', 't'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('after an error on a line break, the search for a place to resume, in two pieces', () => {
  test('the line breaks at the first piece’s end are counted once', () => {
    // Line 1 is `<R><`, line 2 is empty, line 3 is `ab<A/></R>`: `<` then a line break is an error
    // (saxes places it after the break: line 2, column 1); A is at line 3, column 3.
    const events = [
      ['open', 'R', {}, 1, 1],
      ['broken', 2, 1, 'disallowed character in tag name.'],
      ['resumed', 3, 3, 1],
      ['open', 'A', {}, 3, 3],
      ['close', 'A'],
      ['close', 'R'],
      ['ended', null],
    ];
    expect(eventsOf(['<R><\n\nab<A/></R>'])).toEqual(events);
    expect(eventsOf(['<R><\n\n', 'ab<A/></R>'])).toEqual(events);
  });
});

describe('a tag whose name a CR ends, read by saxes, its `<` the last character of a piece', () => {
  test('its line’s 511 characters before it (512 UTF-16 units, the text kept) counted as characters', () => {
    // Line 2 is 509 `y`, U+10000 (one character, two units), then `<é`: the `<` at column 511.
    const events = eventsOf([`<R><!--c-->\n${'y'.repeat(509)}\u{10000}<`, 'é\r/>\n</R>']);
    expect(events.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'é', {}, 2, 511],
    ]);
  });
});
