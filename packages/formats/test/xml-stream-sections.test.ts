/**
 * `xml-stream.ts` read directly: the sections given to saxes whole (a DOCTYPE, comments, CDATA,
 * processing instructions), a bare `&` and the search for a place to resume after an error. Each
 * case is one the property tests of `usebio-stream.test.ts` reach only by chance; expected values
 * come from XML 1.0 (what a section may hold, its references, its line ends) and from counting the
 * text's lines and columns by hand.
 */
import { describe, expect, test } from 'vitest';
import { XmlStream } from '../src/xml-stream.js';
import { eventsOf as eventsWith, PlaceRecorder, readBothWays } from './xml-recorder.js';

/** Records what the stream says, with the lines a break left out; resumes at any tag but the root's. */
class Recorder extends PlaceRecorder {
  protected override readonly withLines = true;
}

const eventsOf = (pieces: readonly string[], plain = true) => eventsWith(pieces, plain, () => new Recorder());
const read = (pieces: readonly string[]) => readBothWays(pieces, () => new Recorder());

describe('a DOCTYPE: its quoted literals hold `>` and `&` as characters', () => {
  // XML 1.0, 2.3: SystemLiteral ::= ('"' [^"]* '"') | ("'" [^']* "'"): any character but its quote.
  test.each([
    ['a double-quoted system literal', '<!DOCTYPE r SYSTEM "a>&b">'],
    ['a single-quoted system literal', "<!DOCTYPE r SYSTEM 'a>&b'>"],
    ['a public literal, then a system literal', '<!DOCTYPE r PUBLIC "-//x//y" "a>&lol;">'],
  ])('%s: no bare `&`, no entity, the root after it', (_, doctype) => {
    // The root's `<` is the character after the DOCTYPE's `>`: its column is the DOCTYPE's length + 1.
    expect(read([`${doctype}<r>x</r>`])).toEqual([
      ['open', 'r', {}, 1, doctype.length + 1],
      ['text', 'x'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });
});

/**
 * A recorder whose `open` rejects the first `times` elements of one name, as the USEBIO reader
 * rejects a record begun inside one of its kind.
 */
class Rejecter extends Recorder {
  stream: XmlStream | null = null;
  constructor(
    private readonly rejected: string,
    private times: number,
  ) {
    super();
  }
  override open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
    if (name === this.rejected && this.times > 0) {
      this.times--;
      this.stream?.reject({ line, column }, `no ${name} here`);
    }
    super.open(name, attributes, line, column);
  }
}

function rejecting(name: string, pieces: readonly string[], plain = true, times = 1) {
  const r = new Rejecter(name, times);
  const s = new XmlStream(r, { plain });
  r.stream = s;
  for (const p of pieces) s.write(p);
  s.end();
  return r.events;
}

describe('a tag rejected by the reader, begun in an earlier piece', () => {
  // After the comment saxes reads on, and is given the tag `<A` in the first piece, the rest of
  // it in the second. The error is at the tag's `<`, and the search for a place to resume starts
  // there: the reader takes `<A` again (the second time it does not reject it), and `<B` is where
  // it stands, whatever the pieces.
  const text = '<R>\n<!--c--><A x="1"/><B/></R>';
  // Line 2: `<!--c-->` is columns 1-8, `<A x="1"/>` 9-18, `<B/>` 19-22.
  const expected = [
    ['open', 'R', {}, 1, 1],
    // The text before the rejected tag is dropped with it (the recorder's `broken`).
    ['broken', 2, 9, 'no A here.', 0],
    ['resumed', 2, 9, 1],
    ['open', 'A', { x: '1' }, 2, 9],
    ['close', 'A'],
    ['open', 'B', {}, 2, 19],
    ['close', 'B'],
    ['close', 'R'],
    ['ended', null],
  ];
  test.each([
    ['in one piece', [text]],
    ['cut after the name', ['<R>\n<!--c--><A', ' x="1"/><B/></R>']],
    ['cut after the `<`', ['<R>\n<!--c--><', 'A x="1"/><B/></R>']],
    ['cut in the attribute, then after the tag', ['<R>\n<!--c--><A x="', '1"/>', '<B/></R>']],
  ])('%s: the same events, both ways', (_, pieces) => {
    expect(rejecting('A', pieces)).toEqual(expected);
    expect(rejecting('A', pieces, false)).toEqual(expected);
  });

  test('at the start of its line, its name ending the piece and a line break the next one', () => {
    // `<A` is at line 3, column 1; the line break after its name ends line 3; `<B` is line 5's first.
    const expected = [
      ['open', 'R', {}, 1, 1],
      ['broken', 3, 1, 'no A here.', 0],
      ['resumed', 3, 1, 1],
      ['open', 'A', { x: '1' }, 3, 1],
      ['close', 'A'],
      ['text', '\n'],
      ['open', 'B', {}, 5, 1],
      ['close', 'B'],
      ['close', 'R'],
      ['ended', null],
    ];
    for (const pieces of [
      ['<R>\n<!--c-->\n<A\nx="1"/>\n<B/></R>'],
      ['<R>\n<!--c-->\n<A', '\nx="1"/>\n<B/></R>'],
    ]) {
      expect(rejecting('A', pieces)).toEqual(expected);
      expect(rejecting('A', pieces, false)).toEqual(expected);
    }
  });

  test('rejected again where reading resumed: the search moves on past its `<`, to `<B`', () => {
    const expected = [
      ['open', 'R', {}, 1, 1],
      ['broken', 2, 9, 'no A here.', 0],
      ['resumed', 2, 9, 1],
      ['broken', 2, 9, 'no A here.', 0],
      ['resumed', 2, 19, 1],
      ['open', 'B', {}, 2, 19],
      ['close', 'B'],
      ['close', 'R'],
      ['ended', null],
    ];
    for (const pieces of [[text], ['<R>\n<!--c--><A', ' x="1"/><B/></R>']]) {
      expect(rejecting('A', pieces, true, 2)).toEqual(expected);
      expect(rejecting('A', pieces, false, 2)).toEqual(expected);
    }
  });
});

describe('text after the root, ended by the end of what saxes was given', () => {
  // saxes says "text data outside of root node." where the text ends: at a `<`, at the end of a
  // piece, or after a bare `&` (which goes to it alone). The place to resume is counted from the
  // text itself: line 2 is `x& <A/>` or `abc <A/>`.
  const resumedAt = (pieces: readonly string[], plain: boolean) =>
    eventsOf(pieces, plain).filter((e) => e[0] === 'resumed' || e[0] === 'open' || e[0] === 'amp');
  test.each([
    ['a bare `&` first on its line', ['<R/>\n& <A/>'], 3, true],
    ['a bare `&` ending a piece', ['<R/>\n&', ' <A/>'], 3, true],
    ['a bare `&` after a letter', ['<R/>\nx& <A/>'], 4, false],
    ['text ending a piece', ['<R/>\nabc', ' <A/>'], 5, false],
    ['text ending at the tag', ['<R/>\nabc <A/>'], 5, false],
  ])('%s: reading resumes at `<A`, where it is', (_, pieces, column, amp) => {
    for (const plain of [true, false])
      expect(resumedAt(pieces, plain)).toEqual([
        ['open', 'R', {}, 1, 1],
        ...(amp ? [['amp', 2, 1]] : []),
        ['resumed', 2, column, 0],
        ['open', 'A', {}, 2, column],
      ]);
  });
});

describe('U+E000 read by saxes beside references and a bare `&`', () => {
  // After a comment saxes reads the text (the plain reading takes over again after a start tag).
  // The bare `&` goes to saxes as U+E000 and is turned back; a reference before it is no stand-in.
  test('`&amp;`, then a bare `&`: the text is both `&`, the notice at the bare one', () => {
    // Line 1: `<r>` 1-3, `<!--c-->` 4-11, `&amp;` 12-16, ` x ` 17-19, `&` 20.
    expect(read(['<r><!--c-->&amp; x & y</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 20],
      ['text', '& x & y'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });

  test('`&#65;`, then a bare `&`', () => {
    expect(read(['<r><!--c-->&#65; x & y</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 20],
      ['text', 'A x & y'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });

  test('`&#57344;` (U+E000 itself), text, then a bare `&`: U+E000 stays, the bare one is `&`', () => {
    // `&#57344;` is columns 12-19, ` x ` 20-22, `&` 23.
    expect(read(['<r><!--c-->&#57344; x & y</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 23],
      ['text', '\uE000 x & y'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });
});

describe('no place to resume after an error on the line break that ends a name', () => {
  // saxes places the error after the line break (line 2, column 1); the lines left run from there.
  const broken = (text: string) => eventsOf([text]).filter((e) => e[0] === 'broken');
  test('the input ends with that line break: one line left, the error’s own', () => {
    expect(broken('<R/><A\n')).toEqual([['broken', 2, 1, 'documents may contain only one root.', 1]]);
    expect(broken('<R/><A\r\n')).toEqual([['broken', 2, 1, 'documents may contain only one root.', 1]]);
  });
  test('a blank line follows: lines 2 and 3 left', () => {
    expect(broken('<R/><A\n\nx')).toEqual([['broken', 2, 1, 'documents may contain only one root.', 2]]);
    expect(broken('<R/><A\r\n\r\nx')).toEqual([['broken', 2, 1, 'documents may contain only one root.', 2]]);
    expect(broken('<R/><A\r\rx')).toEqual([['broken', 2, 1, 'documents may contain only one root.', 2]]);
  });
});

describe('a comment: it ends at the first `-->` after its `<!--`', () => {
  // XML 1.0, 2.5: Comment ::= '<!--' ((Char - '-') | ('-' (Char - '-')))* '-->'. `<!-->` and
  // `<!--->` open a comment whose text begins with `>` or `->`; an `&` in it is no bare `&`.
  test.each([
    ['`<!-->`', '<r><!-->a & b--></r>'],
    ['`<!--->`', '<r><!--->a & b--></r>'],
  ])('%s: the comment goes on to the `-->` after it, no bare `&`', (_, text) => {
    expect(read([text])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['close', 'r'],
      ['ended', null],
    ]);
  });

  test('`<!---->` is a comment of nothing: the `&` after it is a bare `&`', () => {
    // `<r>` 1-3, `<!---->` 4-10, `x ` 11-12, `&` 13.
    expect(read(['<r><!---->x & y</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 13],
      ['text', 'x & y'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });
});

describe('processing instructions side by side', () => {
  test('`<?a x?><?b y?>`: each ends at its own `?>`; the `&` after them is a bare `&`', () => {
    // `<r>` 1-3, `<?a x?>` 4-10, `<?b y?>` 11-17, `&` 18.
    expect(read(['<r><?a x?><?b y?>& z</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 18],
      ['text', '& z'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });

  test('`<?x?>`, a target of one character and nothing after it: it ends at its `?>`, the 4th and 5th characters', () => {
    // `<r>` 1-3, `<?x?>` 4-8, `&` 9: its `?>` is two characters after its `<?`.
    expect(read(['<r><?x?>& z</r>'])).toEqual([
      ['open', 'r', {}, 1, 1],
      ['amp', 1, 9],
      ['text', '& z'],
      ['close', 'r'],
      ['ended', null],
    ]);
  });
});

describe('a DOCTYPE, then the root: the root is read as usual', () => {
  // A bare `&` and an entity after the DOCTYPE: the notice, and the error of an entity not
  // expanded, whatever the DOCTYPE holds (quotes, an internal subset), wherever it begins and
  // however it is cut. Each DOCTYPE has a line break before its end, so that its first line is
  // read before the rest comes; the root begins the line after it.
  const doctypes = [
    ['quoted', '<!DOCTYPE r\nSYSTEM "a.dtd">'],
    ['single-quoted', "<!DOCTYPE r\nSYSTEM 'a.dtd'>"],
    ['with an internal subset', '<!DOCTYPE r [\n<!ENTITY e "x">]>'],
    ['with `>` and `[` in a quoted value of its subset', '<!DOCTYPE r [\n<!ENTITY e "x>[y">]>'],
    ['with an entity that refers to another', '<!DOCTYPE r [\n<!ENTITY a "x"><!ENTITY e "&a;&a;">]>'],
    ['after an XML declaration', '<?xml version="1.0"?>\n<!DOCTYPE r SYSTEM "a.dtd">'],
    ['after a comment', '<!--c-->\n<!DOCTYPE r SYSTEM "a.dtd">'],
  ];
  // The line breaks before the root are text outside it: left out here.
  const inRoot = (events: unknown[][]) =>
    events.filter((e) => e[0] !== 'text' || !/^\n+$/.test(e[1] as string));
  test.each(doctypes)('%s: a bare `&` in the root is noticed', (_, doctype) => {
    // `<r>x &`: the `&` is the root's line's sixth character.
    const line = doctype.split('\n').length + 1;
    const events = [
      ['open', 'r', {}, line, 1],
      ['amp', line, 6],
      ['text', 'x & y'],
      ['close', 'r'],
      ['ended', null],
    ];
    const text = `${doctype}\n<r>x & y</r>`;
    expect(inRoot(read([text]))).toEqual(events);
    // Cut inside the DOCTYPE, at each of its characters.
    for (let cut = 1; cut < doctype.length; cut++)
      expect(inRoot(eventsOf([text.slice(0, cut), text.slice(cut)]))).toEqual(events);
  });

  test.each(doctypes)('%s: an entity of its own in the root is not expanded', (_, doctype) => {
    const line = doctype.split('\n').length + 1;
    const events = inRoot(eventsOf([`${doctype}\n<r>&e;</r>`]));
    expect(events.slice(0, 2)).toEqual([
      ['open', 'r', {}, line, 1],
      ['broken', line, 4, '&e;', 0],
    ]);
  });
});

describe('a DOCTYPE goes to saxes whole, `&` and all', () => {
  // Not well formed (an `&` outside a literal), which saxes lets pass: the section is its, to its
  // `>`, and an `&` in it is no bare `&` in text. The root's `<` is the character after the `>`.
  test.each([['<!DOCTYPE r &>'], ['<!DOCTYPE r SYSTEM "x"&>'], ['<!DOCTYPE r [<!ENTITY e "x">]&>']])(
    '`%s`: no notice',
    (doctype) => {
      expect(read([`${doctype}<r/>`])).toEqual([
        ['open', 'r', {}, 1, doctype.length + 1],
        ['close', 'r'],
        ['ended', null],
      ]);
    },
  );
});

describe('a CR LF that ends a piece', () => {
  // XML 1.0, 2.11: a CR LF is read as one LF, however the text is cut.
  test.each([
    ['a piece that begins with `<`', ['<R>\r\n', '</R>']],
    ['a piece of text alone', ['<R>', '\r\n', '</R>']],
    ['cut between the CR and the LF', ['<R>\r', '\n</R>']],
  ])('%s: the text is one LF', (_, pieces) => {
    expect(read(pieces)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', '\n'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('a `<` that ends a piece, beginning a section in the next', () => {
  // The `&` is inside the CDATA section or the comment: no bare `&`.
  test('CDATA: its `&` is text', () => {
    expect(read(['<R>\n<', '![CDATA[a & b]]></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', '\na & b'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
  test('a comment: its `&` is nothing', () => {
    expect(read(['<R>\n<', '!-- a & b --></R>'])).toEqual([
      ['open', 'R', {}, 1, 1],
      ['text', '\n'],
      ['close', 'R'],
      ['ended', null],
    ]);
  });
});

describe('a section whose opening is cut by a piece’s end', () => {
  // `<!`, `<!-`, `<![CDA`, `<!DOC` … end the piece: the section is known once the rest comes, and
  // the `&` inside it is no bare `&`. Line 2 holds the section; the root's text is the line break
  // before it, and CDATA's text.
  test.each([
    ['a comment', '<!-- a & b -->', '\n'],
    ['CDATA', '<![CDATA[a & b]]>', '\na & b'],
  ])('%s, cut at each character of its opening', (_, section, text) => {
    const whole = `<R>\n${section}</R>`;
    const expected = [
      ['open', 'R', {}, 1, 1],
      ['text', text],
      ['close', 'R'],
      ['ended', null],
    ];
    expect(read([whole])).toEqual(expected);
    for (let cut = 5; cut <= 4 + 9; cut++)
      expect(read([whole.slice(0, cut), whole.slice(cut)])).toEqual(expected);
  });

  test('a DOCTYPE after a comment, cut at each character of its opening', () => {
    // Line 2 is the DOCTYPE, its system literal holding an `&`; the root is line 3.
    const whole = '<!--c-->\n<!DOCTYPE r SYSTEM "a&b">\n<r/>';
    for (let cut = 10; cut <= 9 + 9; cut++)
      expect(eventsOf([whole.slice(0, cut), whole.slice(cut)]).filter((e) => e[0] !== 'text')).toEqual([
        ['open', 'r', {}, 3, 1],
        ['close', 'r'],
        ['ended', null],
      ]);
  });
});

describe('a reference that runs long (`REFERENCE_MAX`, 64 characters from its `&` to its `;`)', () => {
  // Up to 64 characters it is a reference (here an entity, an error); longer, a bare `&`: the
  // same in one piece and cut anywhere in it.
  const expectedFor = (length: number) =>
    length <= 64
      ? [
          ['open', 'r', {}, 1, 1],
          ['broken', 2, 1],
        ]
      : [
          ['open', 'r', {}, 1, 1],
          ['amp', 2, 1],
        ];
  test.each([63, 64, 65, 80])('`&` … `;` of %i characters', (length) => {
    const text = `<r>\n&${'a'.repeat(length - 2)};</r>`;
    const first = (events: unknown[][]) => events.slice(0, 2).map((e) => e.slice(0, e[0] === 'open' ? 5 : 3));
    expect(first(eventsOf([text]))).toEqual(expectedFor(length));
    for (let cut = 5; cut < 4 + length; cut++)
      expect(first(eventsOf([text.slice(0, cut), text.slice(cut)]))).toEqual(expectedFor(length));
  });
});
