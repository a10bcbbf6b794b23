/**
 * `xml-stream.ts`'s plain reading (`fastFeed` and its short texts) at the edges the property tests
 * of `usebio-stream.test.ts` do not reach: an end tag or a `]` cut by the end of the whole input
 * (the first line of a short input is read only at its end, all of it at once), and short texts
 * that differ in characters past U+00FF or in where they stand. Expected values come from saxes's
 * own reading (`{ plain: false }`), from counting the text's characters, and from the texts as
 * written.
 */
import { describe, expect, test } from 'vitest';
import { eventsOf, readBothWays } from './xml-recorder.js';

const read = (pieces: readonly string[]) => readBothWays(pieces);

describe('the input ends inside an end tag', () => {
  // One line of fewer than 200 characters: nothing is read before the end, then all of it at once.
  test('after a blank that follows the name: saxes reads the tag, the error after its last character', () => {
    // `<R><A>x</A ` is 11 characters: saxes says what is not closed at the 11th.
    expect(read(['<R><A>x</A '])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['text', 'x'],
      ['ended', [1, 11, 'unclosed tag: A.']],
    ]);
  });

  test('a name shorter than the open element’s, which would run past the end: the wrong end tag is an error at its `>`', () => {
    // `<R><ABCDE></R>`: `</R>` is at columns 11 to 14; it does not close ABCDE (saxes errs at its
    // `>`), and reading resumes at it, where it closes R.
    expect(read(['<R><ABCDE></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'ABCDE', {}, 1, 4],
      ['broken', 1, 14, 'unexpected close tag.'],
      ['resumed', 1, 11, 1],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('a `]` that ends the input', () => {
  test('is read, not held for a `]]>` that no piece can end: the error after it, at the 8th character', () => {
    // The plain reading gives the text before the end (saxes, stopped by the error, does not: the
    // reader drops the element either way); where the input ends is the same both ways.
    const ended = ['ended', [1, 8, 'unclosed tag: A.']];
    expect(eventsOf(['<R><A>x]']).at(-1)).toEqual(ended);
    expect(eventsOf(['<R><A>x]'], false).at(-1)).toEqual(ended);
  });
});

describe('short texts, each kept once and found again', () => {
  test('texts of two characters that differ past U+00FF are told apart', () => {
    // As numbers of base 256, `Ba` (66, 97) and `Aš` (65, 353) are the same, and so are
    // U+0100 U+0300 and U+0101 U+0200: a text with a character past U+00FF is not kept.
    const texts = ['Ba', 'A\u0161', '\u0100\u0300', '\u0101\u0200'];
    const events = read([`<R>${texts.join('<A/>')}</R>`]);
    expect(events.filter((e) => e[0] === 'text')).toEqual(texts.map((t) => ['text', t]));
  });

  test('a text of one character after one of two: told apart by their lengths, wherever they stand', () => {
    // `ax` at index 3 and `x` at index 1,072 of the same piece (after an empty element 1,067
    // characters long).
    const empty = `<A x="${'y'.repeat(1058)}"/>`;
    const text = `<R>ax${empty}x</R>`;
    expect(text.indexOf('x', 5 + empty.length)).toBe(1072);
    const events = read([text]);
    expect(events.filter((e) => e[0] === 'text')).toEqual([
      ['text', 'ax'],
      ['text', 'x'],
    ]);
  });
});
