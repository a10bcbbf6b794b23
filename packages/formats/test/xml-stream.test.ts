/**
 * `xml-stream.ts` read directly: the characters the plain reading leaves to saxes, and the place
 * of a tag whose name a line break ends, found from the text around it. Each case is one the
 * property tests of `usebio-stream.test.ts` reach only by chance; expected values come from XML
 * 1.0 (its `Char`, `]]>` in text, line ends) and from counting the text's lines and columns.
 */
import { describe, expect, test } from 'vitest';
import { clipText, type XmlBreak, XmlStream } from '../src/xml-stream.js';
import { eventsOf, PlaceRecorder, readBothWays } from './xml-recorder.js';

const read = (pieces: readonly string[]) => readBothWays(pieces);

describe('characters XML does not allow, in text', () => {
  // XML 1.0, 2.2: Char is #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
  test.each([
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
    ['a lone low surrogate U+DFFF', '\uDFFF'],
  ])('%s: an error at its place, as saxes says', (_, c) => {
    const events = read([`<R>a${c}b</R>`]);
    expect(events.slice(1, 2)).toEqual([['broken', 1, 5, 'disallowed character.']]);
  });

  test('the characters just inside the ranges, U+FFFD and U+E000, are text', () => {
    expect(read(['<R>a\uFFFD\uE000b</R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', 'a\uFFFD\uE000b'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('`]]>` and a lone CR in the same stretch', () => {
  test('`]]>` first, at the very start of a piece, a lone CR after an `&amp;`: the error is at `]]>`', () => {
    // The second piece is read from its start: `]]>` at its first character (line 2, column 1).
    const events = read(['<R>\n', ']]>&amp;\r</R>']);
    expect(events.filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 2, 3, 'the string "]]>" is disallowed in char data.'],
    ]);
  });

  test('a lone CR first, `]]>` after an `&amp;` and a tag: the CR ends a line, and `]]>` errs on line 2', () => {
    // XML 1.0, 2.11: a CR not followed by LF is read as LF.
    expect(read(['<R>x\r&amp;<A/>]]></R>']).slice(0, 4)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', 'x\n&'],
      ['open', 'A', {}, 2, 6],
      ['close', 'A'],
    ]);
  });
});

describe('a tag whose name a line break ends: its `<` found from the text', () => {
  // `<B` then a line break: saxes names the tag after the break; its `<` is at line 3, column 3
  // (two blanks before it) in each of these texts.
  test('a piece that starts with the line break before the tag', () => {
    const events = read(['<R>\n<!-- c -->', '\n  <B\nx="1"/></R>']);
    expect(events.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 3, 3],
    ]);
  });

  test('lines ended by CR alone', () => {
    const events = read(['<R>\r<!-- c -->\r  <B\rx="1"/></R>']);
    expect(events.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 3, 3],
    ]);
  });

  test('a CR after the last LF ends the tag’s line', () => {
    const events = read(['<R>\n<!--c-->\r  <B\rx="1"/></R>']);
    expect(events.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 3, 3],
    ]);
  });
});

describe('names: characters past `z` that XML does not allow in a name', () => {
  // XML 1.0, 2.3: NameStartChar and NameChar include letters such as é (U+00E9) but not `~`
  // (U+007E) or `×` (U+00D7).
  test('as a name’s first character: an error at it', () => {
    const events = read(['<R><~/></R>']);
    expect(events.filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 1, 5, 'disallowed character in tag name.'],
    ]);
    expect(read(['<R><×/></R>']).filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 1, 5, 'disallowed character in tag name.'],
    ]);
    expect(read(['<R><é/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'é', {}, 1, 4],
    ]);
  });

  test('inside a name, new or after a sibling of the name before it: an error at it', () => {
    expect(read(['<R><a~/></R>']).filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 1, 6, 'disallowed character in tag name.'],
    ]);
    expect(read(['<R><a/><a~/></R>']).filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 1, 10, 'disallowed character in tag name.'],
    ]);
  });
});

describe('clipText: a text for a message', () => {
  test('control characters shown escaped, two hex digits each; tab, LF and CR by their letters', () => {
    expect(clipText('a\u0001b\u001f\u007f\u009f\t\n\r')).toBe('a\\x01b\\x1f\\x7f\\x9f\\t\\n\\r');
  });

  test('at most 80 characters: 80 kept, more cut to 79 and …', () => {
    expect(clipText('x'.repeat(80))).toBe('x'.repeat(80));
    expect(clipText('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
    expect(clipText('x'.repeat(400))).toBe(`${'x'.repeat(79)}…`);
    expect(clipText('y'.repeat(400), 40)).toBe(`${'y'.repeat(39)}…`);
  });

  test('the limit counts the characters shown, escapes and all', () => {
    // Ten characters shown: three escapes of four characters would be twelve.
    expect(clipText('\u0001'.repeat(100), 10)).toBe('\\x01\\x01\\…');
  });
});

describe('saxes’s messages as sentences', () => {
  test('a full stop after a message, even one with a dot inside', () => {
    expect(read(['<R><a.b>']).at(-1)).toEqual(['ended', [1, 8, 'unclosed tag: a.b.']]);
  });

  test('no full stop after a message cut short by …', () => {
    const name = `a${'b'.repeat(99)}`;
    const ended = read([`<R><${name}>`]).at(-1);
    expect(ended).toEqual(['ended', [1, 105, `unclosed tag: ${name.slice(0, 65)}…`]]);
  });
});

describe('halt', () => {
  /** Halts the stream at the element named STOP. */
  class Halting extends PlaceRecorder {
    stream: XmlStream | null = null;
    override open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
      super.open(name, attributes, line, column);
      if (name === 'STOP') this.stream?.halt();
    }
  }

  test('nothing after the element that halts is read, not even the end', () => {
    const r = new Halting();
    const s = new XmlStream(r);
    r.stream = s;
    s.write('<R><A/><STOP><B/></STOP>');
    s.write('<C/></R>');
    s.end();
    expect(s.halted).toBe(true);
    expect(r.events).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['close', 'A'],
      ['open', 'STOP', {}, 1, 8],
    ]);
  });
});

describe('a tag whose name a line break ends, its `<` before the text kept (a name of 600 characters)', () => {
  // The `<` is two blanks into line 3 (column 3), or on the parser's first line after `<R><!--c-->` (column 12).
  const name = 'B'.repeat(600);
  test.each([
    [
      'the name a piece of its own, its line break in the next',
      ['<R>\n<!--c-->\n  <', name, '\n x="1"/></R>'],
      600,
      3,
      3,
    ],
    ['a CR LF cut between two pieces', ['<R>\n<!--c-->\n  <B', name, 'B\r', '\n x="1"/></R>'], 602, 3, 3],
    ['a CR LF in the last piece', ['<R>\n<!--c-->\n  <B', name, 'B\r\n x="1"/></R>'], 602, 3, 3],
    ['on the parser’s first line', ['<R><!--c--><', name, '\n x="1"/></R>'], 600, 1, 12],
  ])('%s', (_, pieces, length, line, column) => {
    const opens = read(pieces).filter((e) => e[0] === 'open');
    expect(opens.map((e) => [e[1], e[3], e[4]])).toEqual([
      ['R', 1, 1],
      ['B'.repeat(length), line, column],
    ]);
  });

  test('a short name, a CR LF cut between two pieces: the CR is not the line break before the `<`', () => {
    expect(
      read(['<R>\n<!--c-->\n  <B', 'BBB', 'B\r', '\n x="1"/></R>']).filter((e) => e[0] === 'open'),
    ).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'BBBBB', { x: '1' }, 3, 3],
    ]);
  });
});

describe('a tag whose name a line break ends, read by saxes (after a comment): its `<` from the text before it', () => {
  const tag = '<B\nx="1"/></R>';
  const emoji = '\u{1F600}';
  // Lines and columns counted by hand; a column counts characters (XML's, as saxes counts them).
  test.each([
    ['its line in the piece before', ['<R>\n<!--c-->\n  ', tag], 3, 3],
    ['the `<` at the end of the piece before', ['<R>\n<!--c-->\n  <', tag.slice(1)], 3, 3],
    ['the name at the end of the piece before', ['<R>\n<!--c-->\n  <B', tag.slice(2)], 3, 3],
    [
      'the name and its line break at the end of the piece before',
      ['<R>\n<!--c-->\n  <B\n', tag.slice(3)],
      3,
      3,
    ],
    ['on the parser’s first line', [`<R><!--c-->${tag}`], 1, 12],
    ['at a line’s start', [`<R>\n<!--c-->\n${tag}`], 3, 1],
    ['its line begun two pieces before', ['<R>\n<!--c-->  ', `  ${tag}`], 2, 13],
    ['its line begun in a piece with no line break', ['<R>\n<!--c-->', '  ', tag], 2, 11],
    ['its line begun in a piece that starts with its line break', ['<R>\n<!--c-->', '\n  ', tag], 3, 3],
    ['a line break in the piece before', ['<R>\n<!--c-->\n', `x\n  ${tag}`], 4, 3],
    [
      'after 600 blanks of a line begun in the piece before',
      [`<R><!--c-->\n${' '.repeat(600)}`, tag],
      2,
      601,
    ],
    ['after a character beyond U+FFFF', [`<R><!--c-->\n${emoji}${tag}`], 2, 2],
    // <R> 1–3, <!--c--> 4–11, the emoji 12 (one character): the `<` at 13.
    ['on the parser’s first line, after a character beyond U+FFFF', [`<R><!--c-->${emoji}${tag}`], 1, 13],
    [
      'after 255 characters beyond U+FFFF and an x, its line break 512 units before the piece',
      [`<R><!--c-->\n${emoji.repeat(255)}x`, tag],
      2,
      257,
    ],
  ])('%s', (_, pieces, line, column) => {
    expect(read(pieces).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, line, column],
    ]);
  });

  test('the root element’s name ended by a line break, and a tag after it on the next line', () => {
    expect(read(['<R\n><A/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 2, 2],
    ]);
    expect(read(['<R><!--c-->\n<B\n><C/></B></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', {}, 2, 1],
      ['open', 'C', {}, 3, 2],
    ]);
  });
});

describe('a tag cut by the end of a piece, finished on the next piece’s first line', () => {
  test('the tags on the lines after it, read plainly, at their places', () => {
    expect(read(['<R>\n<A', '/>\n  <B/><C/>\n<D/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 2, 1],
      ['open', 'B', {}, 3, 3],
      ['open', 'C', {}, 3, 7],
      ['open', 'D', {}, 4, 1],
    ]);
  });

  test('an error on that line: reading resumes at the next line’s tag', () => {
    const events = read(['<R>\n<A', '/>]]>\n</R>']);
    expect(events.filter((e) => e[0] === 'broken' || e[0] === 'resumed')).toEqual([
      ['broken', 2, 7, 'the string "]]>" is disallowed in char data.'],
      ['resumed', 3, 1, 1],
    ]);
  });

  test('a comment or CDATA section begun on that line and ended on a later one: `&` inside it is no markup', () => {
    const comment = read(['<R>\n<A', '/><!-- a\n b & c -->\n</R>']);
    expect(comment.filter((e) => e[0] === 'amp')).toEqual([]);
    const cdata = read(['<R>\n<A', '/><![CDATA[ a\n b & <c> ]]>\n</R>']);
    expect(cdata.filter((e) => e[0] === 'amp' || e[0] === 'text')).toEqual([
      ['text', '\n'],
      ['text', ' a\n b & <c> \n'],
    ]);
  });
});

/** Records `first` too. */
class FirstRecorder extends PlaceRecorder {
  override first(at: { line: number; column: number }, line: string, xml: boolean) {
    this.events.push(['first', at.line, at.column, line, xml]);
  }
}

function withFirst(pieces: readonly string[], plain = true) {
  const r = new FirstRecorder();
  const s = new XmlStream(r, { plain });
  for (const p of pieces) s.write(p);
  s.end();
  return { events: r.events, halted: s.halted };
}

describe('before the first `<`', () => {
  // Line ends as XML 1.0, 2.11 reads them: CR LF, CR alone and LF alone each end one line.
  test.each([
    ['LF, LF', ['\n\n<R/>'], 3, 1],
    ['CR LF, CR LF, two blanks', ['\r\n\r\n  <R/>'], 3, 3],
    ['CR LF, CR alone, two blanks', ['\r\n\r  <R/>'], 3, 3],
    ['LF, LF, CR LF', ['\n\n\r\n<R/>'], 4, 1],
    ['CR, then LF in the next piece: one line end', ['\r', '\n<R/>'], 2, 1],
    ['LF and a blank, then LF in the next piece', ['\n ', '\n<R/>'], 3, 1],
    ['CR and a blank, then LF in the next piece', ['\r ', '\n<R/>'], 3, 1],
    ['CR, then a blank and LF in the next piece', ['\r', ' \n<R/>'], 3, 1],
    ['two blanks, then the whole text on its one line', ['  <R/>'], 1, 3],
    ['a blank, CR', [' \r<R/>'], 2, 1],
  ])('%s: the first character’s place', (_, pieces, line, column) => {
    for (const plain of [true, false]) {
      expect(withFirst(pieces, plain).events.slice(0, 2)).toEqual([
        ['first', line, column, '<R/>', true],
        ['open', 'R', {}, line, column],
      ]);
    }
  });

  test('the first line ended by CR alone, or by CR LF: told without its end', () => {
    expect(withFirst(['<R/>\r<!--c-->']).events[0]).toEqual(['first', 1, 1, '<R/>', true]);
    expect(withFirst(['<R/>\r\n<!--c-->']).events[0]).toEqual(['first', 1, 1, '<R/>', true]);
  });

  test('blanks before the root: the plain reading takes over after its start tag, at its end', () => {
    expect(read(['  <R><A/></R>\n'])).toEqual([
      ['open', 'R', {}, 1, 3],
      ['open', 'A', {}, 1, 6],
      ['close', 'A'],
      ['close', 'R'],
      ['text', '\n'],
      ['ended', null],
    ]);
  });

  test('the first line given in two pieces: told whole', () => {
    expect(withFirst(['<R', '>\n<A/></R>']).events[0]).toEqual(['first', 1, 1, '<R>', true]);
  });

  test('text that is not XML: told, and nothing more is read', () => {
    expect(withFirst(['hello <R/>'])).toEqual({
      events: [['first', 1, 1, 'hello <R/>', false]],
      halted: true,
    });
  });

  test('blanks alone, or nothing: the end, with no error', () => {
    expect(withFirst([' \n']).events).toEqual([['ended', null]]);
    expect(withFirst(['']).events).toEqual([['ended', null]]);
  });
});

describe('the end of the input with elements open', () => {
  test('read plainly to the end: saxes says which element is not closed, at the end', () => {
    expect(eventsOf(['<R><A>xy']).at(-1)).toEqual(['ended', [1, 8, 'unclosed tag: A.']]);
    expect(eventsOf(['<R>\n<A>x\ny']).at(-1)).toEqual(['ended', [3, 1, 'unclosed tag: A.']]);
  });

  test('read plainly to the end: the text before it, a bare `&` and all, is given', () => {
    // The `&` at column 6 of line 2 (`<A>a & b`).
    expect(eventsOf(['<R>\n<A>a & b']).slice(3)).toEqual([
      ['amp', 2, 6],
      ['text', 'a & b'],
      ['ended', [2, 8, 'unclosed tag: A.']],
    ]);
  });
});

describe('a bare `&` read by saxes', () => {
  test('in an attribute value and in text: the character, with a notice at its place', () => {
    expect(read(['<R><B x="a & b"/></R>']).slice(0, 2)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['amp', 1, 12],
    ]);
    expect(read(['<R><B x="a & b"/></R>'])[2]).toEqual(['open', 'B', { x: 'a & b' }, 1, 4]);
    expect(read(['<R><!--c-->a & b</R>']).slice(1, 3)).toEqual([
      ['amp', 1, 14],
      ['text', 'a & b'],
    ]);
    expect(read(['<R><!--c--><![CDATA[x]]>a & b</R>']).slice(1, 3)).toEqual([
      ['amp', 1, 27],
      ['text', 'xa & b'],
    ]);
  });

  test('U+E000 in text or an attribute read by saxes, or in a CDATA section, with no bare `&`, is itself', () => {
    expect(read(['<R><!--c-->a \uE000 b</R>'])[1]).toEqual(['text', 'a \uE000 b']);
    expect(read(['<R><![CDATA[a \uE000 b]]></R>'])[1]).toEqual(['text', 'a \uE000 b']);
    expect(read(['<R><!--c--><B x="\uE000"/></R>'])[1]).toEqual(['open', 'B', { x: '\uE000' }, 1, 12]);
  });
});

describe('U+E000 beside a bare `&` read by saxes (a bare `&` is given to saxes as U+E000)', () => {
  // XML 1.0, 2.2: U+E000 is a Char, text like any other; `&#xE000;` and `&#57344;` stand for it.
  // A bare `&` is read as the character `&`. Each text is read after a comment, so saxes reads it.
  const textOf = (pieces: readonly string[]) => read(pieces).filter((e) => e[0] === 'text');

  test.each([
    ['after the `&`', ['<R><!--c-->a & b\uE000</R>'], 'a & b\uE000'],
    ['before the `&`', ['<R><!--c-->\uE000 & b</R>'], '\uE000 & b'],
    ['between two `&`', ['<R><!--c-->& \uE000 &</R>'], '& \uE000 &'],
    ['in the piece after the `&`', ['<R><!--c-->a &', ' b\uE000</R>'], 'a & b\uE000'],
    ['in CDATA after the `&`', ['<R><!--c-->a & b<![CDATA[\uE000]]></R>'], 'a & b\uE000'],
    ['in CDATA before the `&`, and after it', ['<R><![CDATA[\uE000]]>& \uE000</R>'], '\uE000& \uE000'],
    [
      'as references after the `&`',
      ['<R><!--c-->a & b&#xE000;&#57344;&#x0E000;</R>'],
      'a & b\uE000\uE000\uE000',
    ],
    [
      'in a comment and a processing instruction, then in text',
      ['<R><!--c-->a & <!--\uE000--><?p \uE000?>b\uE000 &</R>'],
      'a & b\uE000 &',
    ],
  ])('%s: itself', (_, pieces, text) => {
    expect(textOf(pieces)).toEqual([['text', text]]);
  });

  test('in a DOCTYPE, then in text after a bare `&` (saxes reads on when nothing is read plainly)', () => {
    const events = eventsOf(['<!DOCTYPE R [<!-- \uE000 -->]><R>a & \uE000</R>'], false);
    expect(events.filter((e) => e[0] === 'text')).toEqual([['text', 'a & \uE000']]);
  });

  test('in attribute values, with and after a bare `&`', () => {
    expect(read(['<R><!--c-->a & b<B x="\uE000"/></R>']).filter((e) => e[0] === 'open')[1]).toEqual([
      'open',
      'B',
      { x: '\uE000' },
      1,
      17,
    ]);
    expect(
      read(['<R><!--c--><B x="\uE000 & y\uE000" z="&#xE000;&"/></R>']).filter((e) => e[0] === 'open')[1],
    ).toEqual(['open', 'B', { x: '\uE000 & y\uE000', z: '\uE000&' }, 1, 12]);
  });

  test('after an error and a new start of saxes: the stand-ins before the error count no more', () => {
    // `a & b` is cut short by `]]>`; reading resumes at <C/>, and saxes reads again after the comment.
    const events = read(['<R><!--c-->a & b]]><C/><!--d-->\uE000</R>']);
    expect(events.filter((e) => e[0] === 'text')).toEqual([['text', '\uE000']]);
  });
});

describe('an error of saxes’s past its tenth line', () => {
  test('its message without saxes’s "line:column:"', () => {
    const events = read([`<R><!--c-->${'\n'.repeat(12)}]]></R>`]);
    expect(events.filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 13, 3, 'the string "]]>" is disallowed in char data.'],
    ]);
  });
});

describe('an exception of the reader’s', () => {
  class Throwing extends PlaceRecorder {
    constructor(private readonly at: 'open' | 'close') {
      super();
    }
    override open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
      if (this.at === 'open' && name === 'X') throw new Error('reader');
      super.open(name, attributes, line, column);
    }
    override close() {
      if (this.at === 'close') throw new Error('reader');
      super.close();
    }
  }

  test('goes through write and end', () => {
    const s = new XmlStream(new Throwing('open'));
    expect(() => s.write('<R>\n<!--c--><X/></R>')).toThrow('reader');
    const t = new XmlStream(new Throwing('open'));
    expect(() => t.write('<R>\n<X/></R>')).toThrow('reader');
    const u = new XmlStream(new Throwing('close'));
    // saxes passes the root's close on at the end (nothing after it can say it was wrong).
    u.write('<R><!--c--></R>');
    expect(() => u.end()).toThrow('reader');
    // A close saxes gave, passed on when an entity that is not read stops the parser.
    const v = new XmlStream(new Throwing('close'));
    expect(() => v.write('<R>\n<A><!--c--></A>&lol9;</R>')).toThrow('reader');
  });
});

describe('after an error: where reading resumes (this recorder resumes at any tag but a second root)', () => {
  const stops = (pieces: readonly string[]) =>
    read(pieces).filter((e) => e[0] === 'broken' || e[0] === 'resumed');

  test('an error in text after a tag on its line: at the next tag, not at the tag before it', () => {
    expect(stops(['<R><B/>]]><C/></R>'])).toEqual([
      ['broken', 1, 10, 'the string "]]>" is disallowed in char data.'],
      ['resumed', 1, 11, 1],
    ]);
    expect(read(['<R><B/>]]><C/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', {}, 1, 4],
      ['open', 'C', {}, 1, 11],
    ]);
  });

  test('a closing tag that closes nothing open: at the next tag that closes an element open, at its place', () => {
    expect(stops(['<R><A></B></A></R>'])).toEqual([
      ['broken', 1, 10, 'unexpected close tag.'],
      ['resumed', 1, 11, 2],
    ]);
    expect(stops(['<R>\n<A></B></A></R>'])).toEqual([
      ['broken', 2, 7, 'unexpected close tag.'],
      ['resumed', 2, 8, 2],
    ]);
    expect(stops(['<R><A>x</A></B><C/></R>'])).toEqual([
      ['broken', 1, 15, 'unexpected close tag.'],
      ['resumed', 1, 16, 1],
    ]);
    expect(stops(['</A><R/>'])).toEqual([
      ['broken', 1, 4, 'unmatched closing tag: A.'],
      ['resumed', 1, 5, 0],
    ]);
  });

  test('a closing tag over two lines that closes nothing open: the next one, on the line after', () => {
    expect(stops(['<R><A>\n</B\n></A></R>'])).toEqual([
      ['broken', 3, 1, 'unexpected close tag.'],
      ['resumed', 3, 2, 2],
    ]);
  });
});

describe('pieces cut inside markup: the reading waits for the rest', () => {
  const stops = (pieces: readonly string[]) =>
    read(pieces).filter((e) => e[0] === 'broken' || e[0] === 'resumed');
  const cdataEnd = 'the string "]]>" is disallowed in char data.';

  test.each([
    ['`]` | `]>`', ['<R>a]', ']>b</R>'], 1],
    ['`]]` | `>`', ['<R>a]]', '>b</R>'], 1],
    ['text | `]]>`', ['<R>a', ']]>b</R>'], 1],
    ['a line, then `]` | `]>`', ['<R>\n]', ']>b</R>'], 2],
    ['a line | `]` | `]>`', ['<R>\n', ']', ']>b</R>'], 2],
  ])('`]]>` in text cut as %s: an error at its `>`', (_, pieces, line) => {
    const column = line === 1 ? 7 : 3;
    expect(stops(pieces)).toEqual([
      ['broken', line, column, cdataEnd],
      ['resumed', line, column + 2, 1],
    ]);
  });

  test('a `]` at a piece’s end and no `>` after the next `]`: text', () => {
    expect(read(['<R>\nx]', 'y</R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', '\nx]y'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test.each([
    ['\n<!-', '- c & d -->'],
    ['\n<!', '-- c & d -->'],
  ])('a comment cut as %j | %j: `&` inside it is no markup', (a, b) => {
    expect(read([`<R>${a}`, `${b}</R>`]).filter((e) => e[0] === 'amp' || e[0] === 'broken')).toEqual([]);
  });

  test('a CDATA section and a DOCTYPE cut after `<!`: read whole', () => {
    expect(read(['<R>\n<![CDA', 'TA[ & ]]></R>'])[1]).toEqual(['text', '\n & ']);
    expect(stops(['<R>\n<!DOC', 'TYPE R>\n<A/></R>'])).toEqual([
      ['broken', 2, 9, 'inappropriately located doctype declaration.'],
      ['resumed', 3, 1, 1],
    ]);
  });

  test('a closing tag whose `<` ends a piece, its error found in the next: reading resumes at that `<`', () => {
    // Line 2 is <A></R>: </R> is columns 4–7 and closes nothing open inside A (saxes errs at its `>`).
    expect(stops(['<R>\n<A><', '/R>'])).toEqual([
      ['broken', 2, 7, 'unexpected close tag.'],
      ['resumed', 2, 4, 1],
    ]);
  });

  test('a closing tag cut after `</`, its error found in the next piece: reading resumes at it, or after it', () => {
    // `</A>` closes the A still open (the B inside it is left); `</B>` closes nothing open.
    expect(stops(['<R><A><B></', 'A></B></R>']).slice(0, 2)).toEqual([
      ['broken', 1, 13, 'unexpected close tag.'],
      ['resumed', 1, 10, 2],
    ]);
    expect(read(['<R><A><B></', 'A></B></R>']).filter((e) => e[0] === 'amp')).toEqual([]);
    expect(stops(['<R><A></', 'B></A></R>'])).toEqual([
      ['broken', 1, 10, 'unexpected close tag.'],
      ['resumed', 1, 11, 2],
    ]);
  });
});

describe('start tags the plain reading leaves to saxes', () => {
  test.each([
    ['`/` not followed by `>`', '<B/x>', 7, 'forward-slash in opening tag not followed by >.', 9],
    ['an attribute without `=`', '<B x y="1"/>', 9, 'attribute without value.', 16],
    ['a value without quotes', '<B x=1/>', 9, 'unquoted attribute value.', 12],
  ])('%s: saxes’s error', (_, tag, column, detail, resumed) => {
    expect(read([`<R>${tag}</R>`]).filter((e) => e[0] === 'broken' || e[0] === 'resumed')).toEqual([
      ['broken', 1, column, detail],
      ['resumed', 1, resumed, 1],
    ]);
  });

  test('`<!` that begins no section: saxes’s error, and reading goes on', () => {
    expect(read(['<R>\n<!X>\n<A/></R>']).filter((e) => e[0] === 'broken' || e[0] === 'resumed')).toEqual([
      ['broken', 3, 4, 'incorrect syntax.'],
      ['resumed', 3, 5, 1],
    ]);
  });

  test('a name with characters beyond U+FFFF, read by saxes: its `<` counted in characters', () => {
    // <R> is columns 1–3: <𝒜> opens at 4. After <!--c--> (4–11), <𝒜𝒝/> is columns 12–16: B at 17.
    expect(read(['<R><\u{1D49C}></\u{1D49C}></R>'])[1]).toEqual(['open', '\u{1D49C}', {}, 1, 4]);
    const events = read(['<R><!--c--><\u{1D49C}\u{1D49D}/><B/></R>']);
    expect(events.filter((e) => e[0] === 'open').map((e) => [e[1], e[3], e[4]])).toEqual([
      ['R', 1, 1],
      ['\u{1D49C}\u{1D49D}', 1, 12],
      ['B', 1, 17],
    ]);
  });

  test('a name beyond U+FFFF open: the places on its line after saxes takes over, counted in characters', () => {
    // <R> is columns 1–3, <𝒜> 4–6 (𝒜 is one character), <!--c--> 7–14: B at 15.
    const events = read(['<R><\u{1D49C}><!--c--><B/></\u{1D49C}></R>']);
    expect(events.filter((e) => e[0] === 'open' && e[1] === 'B')).toEqual([['open', 'B', {}, 1, 15]]);
  });
});

describe('no place to resume after an entity that is not read', () => {
  test('the error, with its entity, and the lines left', () => {
    const r = new PlaceRecorder();
    const breaks: XmlBreak[] = [];
    const s = new XmlStream(
      Object.assign(r, {
        broken(e: XmlBreak) {
          breaks.push(e);
          PlaceRecorder.prototype.broken.call(r, e);
        },
      }),
    );
    s.write('<R>\n&lol9; x\ny');
    s.end();
    expect(breaks).toEqual([
      { at: { line: 2, column: 1 }, detail: '&lol9;', entity: 'lol9', resumed: null, lines: 2 },
    ]);
  });
});

describe('more of the plain reading, against saxes and by hand', () => {
  test('a lone CR at a piece’s start: a line end, read as LF', () => {
    expect(read(['<R>\n', '\rx</R>'])[1]).toEqual(['text', '\n\nx']);
  });

  test('character references, decimal and hexadecimal, of three and four digits', () => {
    // &#1234; and &#x4D2; are both U+04D2; &#150; is U+0096.
    expect(read(['<R>&#1234;&#x4D2;&#150;</R>'])[1]).toEqual(['text', '\u04D2\u04D2\u0096']);
  });

  test('blanks around `=` are no line breaks; a line break first in a value is one', () => {
    expect(read(['<R><B x = "1"/><C/>\n<D/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 1, 4],
      ['open', 'C', {}, 1, 16],
      ['open', 'D', {}, 2, 1],
    ]);
    // Attribute-value normalization (XML 1.0, 3.3.3): the line break is read as a blank.
    expect(read(['<R><B x="\n1"/><C/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: ' 1' }, 1, 4],
      ['open', 'C', {}, 2, 5],
    ]);
  });

  test('a value that starts with a letter and ends with a quote is not quoted', () => {
    expect(read(["<R><B x=a'/></R>"]).filter((e) => e[0] === 'broken')).toEqual([
      ['broken', 1, 9, 'unquoted attribute value.'],
    ]);
  });

  test('a comment never closed before the end: saxes says what is not closed, at the end', () => {
    expect(read(['<R>\n<!-- c']).at(-1)).toEqual(['ended', [2, 6, 'unclosed tag: R.']]);
  });

  test('halted before a comment or a reference in the same piece: nothing more is read', () => {
    class Halting extends PlaceRecorder {
      stream: XmlStream | null = null;
      override open(
        name: string,
        attributes: Readonly<Record<string, string>>,
        line: number,
        column: number,
      ) {
        super.open(name, attributes, line, column);
        if (name === 'STOP') this.stream?.halt();
      }
    }
    for (const rest of ['<!--c--><B/>', '&amp;<B/>']) {
      const r = new Halting();
      const s = new XmlStream(r);
      r.stream = s;
      s.write(`<R>\n<STOP/>${rest}</R>`);
      s.end();
      expect(r.events).toEqual([
        ['open', 'R', {}, 1, 1],
        ['text', '\n'],
        ['open', 'STOP', {}, 2, 1],
      ]);
    }
  });

  test('looking for a place to resume: a name cut by a piece’s end is asked whole', () => {
    /** Resumes at A only. */
    class Picky extends PlaceRecorder {
      override resumable(name: string, closing: boolean) {
        return !closing && name === 'A' ? this.openNames().length : -1;
      }
    }
    const r = new Picky();
    const s = new XmlStream(r);
    for (const p of ['<R>\n]]>x<A', 'B/><A/></R>']) s.write(p);
    s.end();
    expect(r.events.filter((e) => e[0] === 'open' || e[0] === 'resumed')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['resumed', 2, 10, 1],
      ['open', 'A', {}, 2, 10],
    ]);
  });
});

describe('`&` at a piece’s end, and a bare `&`', () => {
  test('a reference cut by a piece’s end waits for the rest', () => {
    for (const pieces of [
      ['<R>\nx&am', 'p;y</R>'],
      ['<R>\nx&', 'amp;y</R>'],
    ]) {
      expect(read(pieces)).toEqual([
        ['open', 'R', {}, 1, 1],
        ['text', '\nx&y'],
        ['close', 'R'],
        ['ended', null],
      ]);
    }
  });

  test('a reference cut by a piece’s end 70 characters into it waits for the rest', () => {
    const x = 'x'.repeat(70);
    expect(read([`<R>\n${x}&am`, 'p;y</R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', `\n${x}&y`],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('a name after `&` running past 64 characters at a piece’s end: a bare `&`', () => {
    const name = 'a'.repeat(70);
    expect(read([`<R>\nx&${name}`, 'b;</R>']).slice(1, 3)).toEqual([
      ['amp', 2, 2],
      ['text', `\nx&${name}b;`],
    ]);
  });

  test('`&` and letters at the end of the input: a bare `&`', () => {
    expect(eventsOf(['<R>\nx&ab']).slice(1, 2)).toEqual([['amp', 2, 2]]);
  });

  test('a bare `&` inside a start tag read by saxes: an error at it, and reading resumes at the next tag', () => {
    // Line 2 is `& x="1"/><B/></R>`: the `&` at column 1, <B/> at 10.
    expect(
      read(['<R><!--c--><A\n& x="1"/><B/></R>']).filter((e) => e[0] === 'broken' || e[0] === 'resumed'),
    ).toEqual([
      ['broken', 2, 1, 'disallowed character in attribute name.'],
      ['resumed', 2, 10, 1],
    ]);
  });

  test('a bare `&` that begins a piece: the character, with a notice at its place', () => {
    expect(read(['<R>\nx', '& y</R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['amp', 2, 2],
      ['text', '\nx& y'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('`&` inside a processing instruction is no markup: no notice', () => {
    // Alone, and at the start of a piece with a comment after it.
    for (const pieces of [['<R>\n<?pi a & b?></R>'], ['<R>\n', '<?pi a & b?><!--c--></R>']]) {
      expect(read(pieces)).toEqual([
        ['open', 'R', {}, 1, 1],
        ['text', '\n'],
        ['close', 'R'],
        ['ended', null],
      ]);
    }
  });

  test('a close saxes gave before a bare `&` comes first', () => {
    expect(read(['<R>\n<A><!--c--></A>& x</R>']).slice(3, 6)).toEqual([
      ['close', 'A'],
      ['amp', 2, 16],
      ['text', '& x'],
    ]);
  });
});

describe('looking for a place to resume, line by line', () => {
  test('a line break just after the error: the tag after it is on the next line', () => {
    expect(read(['<R>]]>\n<A/></R>']).filter((e) => e[0] === 'broken' || e[0] === 'resumed')).toEqual([
      ['broken', 1, 6, 'the string "]]>" is disallowed in char data.'],
      ['resumed', 2, 1, 1],
    ]);
  });

  test('a `<` alone at a piece’s end is kept for the next piece', () => {
    class Picky extends PlaceRecorder {
      override resumable(name: string, closing: boolean) {
        return !closing && name === 'A' ? this.openNames().length : -1;
      }
    }
    const r = new Picky();
    const s = new XmlStream(r);
    for (const p of ['<R>\n]]>x<', 'A/></R>']) s.write(p);
    s.end();
    expect(r.events.filter((e) => e[0] === 'resumed')).toEqual([['resumed', 2, 5, 1]]);
  });

  test('no place to resume: the lines left, to the last one with text', () => {
    const linesLeft = (text: string) => {
      const breaks: XmlBreak[] = [];
      const r = new PlaceRecorder();
      const s = new XmlStream(
        Object.assign(r, {
          broken(e: XmlBreak) {
            breaks.push(e);
            PlaceRecorder.prototype.broken.call(r, e);
          },
        }),
      );
      s.write(text);
      s.end();
      return breaks.map((b) => b.lines);
    };
    expect(linesLeft('<R>\n&lol9; x\n')).toEqual([1]);
    expect(linesLeft('<R>\n&lol9; x\ny\n')).toEqual([2]);
    expect(linesLeft('<R>\n&lol9; x\ny')).toEqual([2]);
    // The error at the `>` that begins line 2, the last line.
    expect(linesLeft('<R/></A \n>')).toEqual([1]);
    // saxes errs on the line break that ends the name A, and places the error after it (line 2,
    // column 1): the lines left are line 2 alone, whichever line break it is.
    expect(linesLeft('<R/><A\nx')).toEqual([1]);
    expect(linesLeft('<R/>\n<A\nx')).toEqual([1]);
    expect(linesLeft('<R/><A\r\nx')).toEqual([1]);
    expect(linesLeft('<R/><A\rx')).toEqual([1]);
  });
});

describe('a closing tag begun in the piece before, read by saxes', () => {
  test('its error found in the next piece: reading resumes at it, from the text kept before the piece', () => {
    // Line 3 is `  </A></B></R>`: </A> at column 3 closes A (the B inside it left); </B> at 7–10 closes nothing.
    expect(read(['<R>\n<A><B><!--c-->\n  </', 'A></B></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', '\n'],
      ['open', 'A', {}, 2, 1],
      ['open', 'B', {}, 2, 4],
      ['broken', 3, 6, 'unexpected close tag.'],
      ['resumed', 3, 3, 2],
      ['close', 'A'],
      ['broken', 3, 10, 'unexpected close tag.'],
      ['resumed', 3, 11, 1],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('the text kept from before the piece (its last 512 characters)', () => {
  test('a closing tag whose `<` is the first character kept, its error in the next piece: reading resumes at that `<`', () => {
    // Line 1: <R><A><B> 1–9, <!--c--> 10–17, `</A` 18–20, 509 blanks 21–529 (the 512 characters
    // kept start at its `<`), `>` 530; then </B> 531–534, </R> 535–538. </A> closes A, B inside it
    // left; </B> then closes nothing open.
    const first = `<R><A><B><!--c--></A${' '.repeat(509)}`;
    expect(read([first, '></B></R>']).filter((e) => e[0] !== 'open')).toEqual([
      ['broken', 1, 530, 'unexpected close tag.'],
      ['resumed', 1, 18, 2],
      ['close', 'A'],
      ['broken', 1, 534, 'unexpected close tag.'],
      ['resumed', 1, 535, 1],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('a closing tag whose `<` is before the text kept: reading resumes at the next tag', () => {
    // As above with 600 blanks: `>` at 621, </B> 622–625 (it closes B), </R> 626–629 (A still open).
    const first = `<R><A><B><!--c--></A${' '.repeat(600)}`;
    expect(read([first, '></B></R>']).filter((e) => e[0] !== 'open')).toEqual([
      ['broken', 1, 621, 'unexpected close tag.'],
      ['resumed', 1, 622, 3],
      ['close', 'B'],
      ['broken', 1, 629, 'unexpected close tag.'],
      ['resumed', 1, 626, 1],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('a tag whose name a line break ends, on the line saxes began reading, 600 characters into it', () => {
    // <R> 1–3, 600 y 4–603, <!--c--> 604–611: <B at 612; saxes began at the comment, and the piece
    // ends after the name.
    const events = read([`<R>${'y'.repeat(600)}<!--c--><B`, '\nx="1"/></R>']);
    expect(events.filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 1, 612],
    ]);
  });
});

describe('line breaks inside an end tag and an attribute value', () => {
  test('an end tag over two lines: the tag after it on the second line', () => {
    expect(read(['<R><A></A\n><B/></R>']).filter((e) => e[0] === 'open')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['open', 'B', {}, 2, 2],
    ]);
  });

  test('a tab and a line break in a value: each a blank (XML 1.0, 3.3.3)', () => {
    expect(read(['<R><B x="a\tb\nc"/></R>'])[1]).toEqual(['open', 'B', { x: 'a b c' }, 1, 4]);
  });
});

describe('`<!` that begins no section, read at the end of the input', () => {
  test('`<!` the last two characters of the input: saxes reads them and says what is wrong there', () => {
    // The `!` is at line 2, column 2 (after R) and at column 6 (after <R/>).
    expect(read(['<R>\n<!']).at(-1)).toEqual(['ended', [2, 2, 'unclosed tag: R.']]);
    expect(read(['<R/><!']).at(-1)).toEqual(['ended', [1, 6, 'unexpected end.']]);
  });

  test('a `<` the last character of the input: read, and saxes says what is not closed at it', () => {
    // The `<` at column 4 (after <R>), at line 2, column 2 (after x).
    expect(read(['<R><']).at(-1)).toEqual(['ended', [1, 4, 'unclosed tag: R.']]);
    expect(read(['<R>\nx<']).at(-1)).toEqual(['ended', [2, 2, 'unclosed tag: R.']]);
  });

  test('saxes’s error, and reading goes on to the end', () => {
    expect(read(['<R><!X><A/></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['broken', 1, 12, 'incorrect syntax.'],
      ['resumed', 1, 12, 1],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('reject: an element the reader cannot take where it is', () => {
  /** Rejects every X (as the USEBIO reader rejects an element begun inside one of its kind). */
  class Rejecting extends PlaceRecorder {
    stream: XmlStream | null = null;
    override open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
      if (name === 'X' && this.stream) this.stream.reject({ line, column }, 'X is not allowed here');
      super.open(name, attributes, line, column);
    }
  }
  const rejecting = (text: string) => {
    const r = new Rejecting();
    const s = new XmlStream(r);
    r.stream = s;
    s.write(text);
    s.end();
    return r.events.filter((e) => e[0] === 'broken' || e[0] === 'resumed' || e[0] === 'open');
  };

  test('read by saxes: an error at its `<`, reading resumes there, then after it', () => {
    // Line 2 is <!--c--><X/><A/></R>: X at column 9, A at 13.
    expect(rejecting('<R>\n<!--c--><X/><A/></R>')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 2, 9, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 2, 13, 1],
      ['open', 'A', {}, 2, 13],
    ]);
  });

  test('its name ended by a line break: the error and the resumption at its `<` all the same', () => {
    // Line 2 is <!--c--><X, line 3 /><A/></R>: X at line 2, column 9; A at line 3, column 3.
    expect(rejecting('<R>\n<!--c--><X\n/><A/></R>')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 2, 9, 1],
      ['broken', 2, 9, 'X is not allowed here.'],
      ['resumed', 3, 3, 1],
      ['open', 'A', {}, 3, 3],
    ]);
  });

  test('inside an element read by saxes: reading resumes at the closing tag of the element around it', () => {
    // Line 2 is <!--c--><A><X>t</X></A><B/></R>: A at 9, X at 12, </A> at 20, B at 24.
    expect(rejecting('<R>\n<!--c--><A><X>t</X></A><B/></R>')).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 2, 9],
      ['broken', 2, 12, 'X is not allowed here.'],
      ['resumed', 2, 12, 2],
      ['broken', 2, 12, 'X is not allowed here.'],
      ['resumed', 2, 20, 2],
      ['open', 'B', {}, 2, 24],
    ]);
  });
});

describe('errors met while the input’s end is read (a text of one short line is read only then)', () => {
  const stops = (pieces: readonly string[]) =>
    read(pieces).filter((e) => e[0] === 'broken' || e[0] === 'resumed');

  test('an entity that is not read: reading resumes at the next tag', () => {
    expect(stops(['<R>&lol9;<A/></R>'])).toEqual([
      ['broken', 1, 4, '&lol9;'],
      ['resumed', 1, 10, 1],
    ]);
  });

  test('an error before a reference: reading resumes at the tag after the reference', () => {
    expect(stops(['<R>]]>&amp;<A/></R>'])).toEqual([
      ['broken', 1, 6, 'the string "]]>" is disallowed in char data.'],
      ['resumed', 1, 12, 1],
    ]);
  });
});

describe('texts read plainly, short and long', () => {
  test('texts of eight characters that differ in their last one: each itself', () => {
    expect(read(['<R>\n<A>abcdefgh</A><A>abcdefgi</A></R>']).filter((e) => e[0] === 'text')).toEqual([
      ['text', '\n'],
      ['text', 'abcdefgh'],
      ['text', 'abcdefgi'],
    ]);
  });
});

describe('an element of plain text alone, given to a reader’s `leaf` in one call', () => {
  /** Takes every element of plain text alone but those named B (which come as three events). */
  class LeafRecorder extends PlaceRecorder {
    leaf(name: string, text: string, line: number, column: number) {
      if (name === 'B') return false;
      this.flushText();
      this.events.push(['leaf', name, text, line, column]);
      return true;
    }
  }
  const leaves = (pieces: readonly string[], plain = true) => {
    const r = new LeafRecorder();
    const s = new XmlStream(r, { plain });
    for (const p of pieces) s.write(p);
    s.end();
    return r.events;
  };

  test('read plainly: taken whole, or as three events when the reader says no', () => {
    // <R> 1–3, <A>x</A> 4–11, <B>y</B> 12–19.
    expect(leaves(['<R><A>x</A><B>y</B></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['leaf', 'A', 'x', 1, 4],
      ['open', 'B', {}, 1, 12],
      ['text', 'y'],
      ['close', 'B'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('texts of eight characters that differ in their last one: each itself', () => {
    const texts = leaves(['<R>\n<A>abcdefgh</A><A>abcdefgi</A></R>']).filter((e) => e[0] === 'leaf');
    expect(texts.map((e) => e[2])).toEqual(['abcdefgh', 'abcdefgi']);
  });

  test('text followed by a start tag whose name ends as the element’s: no leaf', () => {
    // <R> 1–3, <A> 4–6, x 7, <BA> 8–11.
    expect(leaves(['<R><A>x<BA></BA></A></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['text', 'x'],
      ['leaf', 'BA', '', 1, 8],
      ['close', 'A'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });

  test('`plain: false`: saxes reads all, and `leaf` is never asked', () => {
    expect(leaves(['<R><A>x</A></R>'], false)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['text', 'x'],
      ['close', 'A'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});
