/**
 * `xml-stream.ts`'s plain reading of start tags (`startTag`): the names it guesses from the
 * elements before, the attributes, `/>`, and a tag cut by a piece's end. Each text is read both
 * plainly and by saxes alone (`{ plain: false }`), which must say the same; expected values come
 * from XML 1.0 and from counting lines and columns by hand. Which elements the plain reading
 * reads is seen through `leaf`: only the plain reading gives an element of plain text alone in
 * one call, and only when it read the element's start tag itself (XML 1.0's start tags, names of
 * ASCII letters, digits and `_ : . -`, values in either quote, `/>`).
 */
import { describe, expect, test } from 'vitest';
import { PlaceRecorder, readWith } from './xml-recorder.js';

/**
 * Records what the stream says, an element given in one call (`leaf`) as the three events it
 * stands for; `leaves` lists those elements' names.
 */
class Recorder extends PlaceRecorder {
  readonly leaves: string[] = [];
  leaf(name: string, text: string, line: number, column: number) {
    this.leaves.push(name);
    this.open(name, {}, line, column);
    this.text(text);
    this.close();
    return true;
  }
}

const recorded = (pieces: readonly string[], plain: boolean) => readWith(new Recorder(), pieces, plain);

/** Read plainly and by saxes alone: the same events, which are returned, with the leaves. */
function read(pieces: readonly string[]) {
  const r = recorded(pieces, true);
  expect(r.events).toEqual(recorded(pieces, false).events);
  return { events: r.events, leaves: r.leaves };
}

const opens = (events: readonly unknown[][]) => events.filter((e) => e[0] === 'open');

describe('`/>`', () => {
  test('a self-closing tag read plainly: the element after it too', () => {
    // <R> 1–3, <B/> 4–7, <A> 8.
    const { events, leaves } = read(['<R><B/><A>x</A></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', {}, 1, 4],
      ['open', 'A', {}, 1, 8],
    ]);
    expect(leaves).toEqual(['A']);
  });

  test('a piece that ends between `/` and `>`: the tag waits for the rest, and is read plainly', () => {
    // (The first line is read only once it ends.) Line 2: <B/> 1–4, <A> 5.
    const { events, leaves } = read(['<R>\n<B/', '><A>x</A></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', {}, 2, 1],
      ['open', 'A', {}, 2, 5],
    ]);
    expect(leaves).toEqual(['A']);
  });
});

describe('attribute values', () => {
  test('in single quotes, empty or not: read plainly', () => {
    // <R> 1–3, <B x='1'/> 4–13, <A>x</A> 14–21, <C y=''/> 22–30, <D> 31.
    const { events, leaves } = read(["<R><B x='1'/><A>x</A><C y=''/><D>y</D></R>"]);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: '1' }, 1, 4],
      ['open', 'A', {}, 1, 14],
      ['open', 'C', { y: '' }, 1, 22],
      ['open', 'D', {}, 1, 31],
    ]);
    expect(leaves).toEqual(['A', 'D']);
  });

  test('a CR LF inside a value: one blank (XML 1.0, 2.11 and 3.3.3), and one line', () => {
    // Line 2 is `b"/><C/>`: <C/> at columns 5–8.
    const { events } = read(['<R><B x="a\r\nb"/><C/></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: 'a b' }, 1, 4],
      ['open', 'C', {}, 2, 5],
    ]);
  });
});

describe('every form of start tag the plain reading takes: read plainly', () => {
  // After a self-closing tag saxes read, saxes reads on to the next start tag that is not
  // self-closing: `<A>` would then be saxes's, and no leaf. Each tag is on line 1 from column 4.
  test.each([
    ['`/>`', '<B/>', {}],
    ['a blank before `/>`', '<B  />', {}],
    ['a value in double quotes', '<B x="1"/>', { x: '1' }],
    ['a value in single quotes', "<B x='1'/>", { x: '1' }],
    ['an empty value in single quotes', "<B x=''/>", { x: '' }],
    ['an empty value in double quotes', '<B x=""/>', { x: '' }],
    ['names of several characters', '<Bc d.e-f:g_h="ij"/>', { 'd.e-f:g_h': 'ij' }],
    ['blanks around `=`', '<B x = "1"/>', { x: '1' }],
    ['a blank after `=` only', '<B x= "1"/>', { x: '1' }],
    ['a blank before `=` only', '<B x ="1"/>', { x: '1' }],
    ['two attributes', '<B x="1"  y=\'2\'/>', { x: '1', y: '2' }],
  ])('%s: %s', (_, tag, attributes) => {
    const { events, leaves } = read([`<R>${tag}<A>x</A></R>`]);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', tag.slice(1).split(/[ />]/)[0], attributes, 1, 4],
      ['open', 'A', {}, 1, 4 + tag.length],
    ]);
    expect(leaves).toEqual(['A']);
  });

  test('a blank before `>`: an element of text alone all the same', () => {
    const { events, leaves } = read(['<R><A >x</A></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
    ]);
    expect(leaves).toEqual(['A']);
  });

  test('attributes and text alone: the element as three events, its attributes given', () => {
    const { events, leaves } = read(['<R><B x="1">y</B></R>']);
    expect(events.slice(1, 4)).toEqual([
      ['open', 'B', { x: '1' }, 1, 4],
      ['text', 'y'],
      ['close', 'B'],
    ]);
    expect(leaves).toEqual([]);
  });

  test('a line break before `>`: the element as three events, not a leaf', () => {
    // Line 2 is `>x</A><C/>`: <C/> at column 7.
    const { events, leaves } = read(['<R><A\n>x</A><C/></R>']);
    expect(events).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'A', {}, 1, 4],
      ['text', 'x'],
      ['close', 'A'],
      ['open', 'C', {}, 2, 7],
      ['close', 'C'],
      ['close', 'R'],
      ['ended', null],
    ]);
    expect(leaves).toEqual([]);
  });
});

describe('a start tag cut by a piece’s end: it waits for the rest, and is read plainly', () => {
  // (The first line is read only once it ends.) Line 2: the tag from column 1.
  test.each([
    ['in its name', ['<R>\n<A', '>x</A></R>'], 'A', {}],
    ['after its name', ['<R>\n<A ', '>x</A></R>'], 'A', {}],
    ['after an attribute’s name', ['<R>\n<B x', '="1"/><A>x</A></R>'], 'B', { x: '1' }],
    ['after `=`', ['<R>\n<B x=', '"1"/><A>x</A></R>'], 'B', { x: '1' }],
    ['inside a value', ['<R>\n<B x="1', '"/><A>x</A></R>'], 'B', { x: '1' }],
    ['after a value', ['<R>\n<B x="1" ', '/><A>x</A></R>'], 'B', { x: '1' }],
  ])('%s', (_, pieces, name, attributes) => {
    const { events, leaves } = read(pieces);
    expect(opens(events).slice(0, 2)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', name, attributes, 2, 1],
    ]);
    expect(leaves).toEqual(['A']);
  });
});

describe('a start tag cut by the end of the input, or by a reference in a value', () => {
  test('cut by the end of the input: saxes says what is not closed, at the input’s last character', () => {
    expect(read(['<R>\n<A']).events.at(-1)).toEqual(['ended', [2, 2, 'unclosed tag: R.']]);
    // Line 2 is `<B x="1"/><A`: its last character at column 12.
    expect(read(['<R>\n<B x="1"/><A']).events.at(-1)).toEqual(['ended', [2, 12, 'unclosed tag: R.']]);
  });

  test('a value with a reference: read by saxes, the reference replaced', () => {
    const tag = '<B x="a&amp;b"/>';
    const { events } = read([`<R>${tag}<A>x</A></R>`]);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: 'a&b' }, 1, 4],
      ['open', 'A', {}, 1, 4 + tag.length],
    ]);
  });
});

describe('names guessed from the elements before', () => {
  test('a guess that is the start of the tag’s name: the name read, and the tag read plainly', () => {
    // <R> 1–3, <P> 4–6, <A> 7–9, x 10, </A> 11–14, </P> 15–18, <P> 19–21, <AB> 22.
    const { events, leaves } = read(['<R><P><A>x</A></P><P><AB>y</AB></P></R>']);
    expect(opens(events).slice(3)).toEqual([
      ['open', 'P', {}, 1, 19],
      ['open', 'AB', {}, 1, 22],
    ]);
    expect(leaves).toEqual(['A', 'AB']);
  });

  test('a name of one character at a place guessed: read plainly', () => {
    // <R> 1–3, <P> 4–6, <A> 7–9, x 10, </A> 11–14, </P> 15–18, <P> 19–21, <A> 22.
    const { events, leaves } = read(['<R><P><A>x</A></P><P><A>y</A></P></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'P', {}, 1, 4],
      ['open', 'A', {}, 1, 7],
      ['open', 'P', {}, 1, 19],
      ['open', 'A', {}, 1, 22],
    ]);
    expect(leaves).toEqual(['A', 'A']);
  });

  test('a guess that the text before the tag ends with: the tag’s own name', () => {
    // <R> 1–3, <P> 4–6, <A/> 7–10, </P> 11–14, <P> 15–17, A 18, <B/> 19.
    const { events } = read(['<R><P><A/></P><P>A<B/></P></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'P', {}, 1, 4],
      ['open', 'A', {}, 1, 7],
      ['open', 'P', {}, 1, 15],
      ['open', 'B', {}, 1, 19],
    ]);
  });
});

describe('start tags that are not XML: saxes’s error, at the character', () => {
  const broken = (text: string) => read([text]).events.find((e) => e[0] === 'broken');
  // <R> is columns 1–3, the tag's `<` column 4.
  test.each([
    ['no blank between two attributes', '<R><B x="1"y="2"/></R>', 12, 'no whitespace between attributes.'],
    ['`=` with no name before it', '<R><B ="1"/></R>', 7, 'disallowed character in attribute name.'],
    [
      'a digit first in an attribute’s name',
      '<R><B 1="2"/></R>',
      7,
      'disallowed character in attribute name.',
    ],
    ['another character for `=`', '<R><B x?"1"/></R>', 8, 'disallowed character in attribute name.'],
    ['`<` in a value', '<R><B x="a<b"/></R>', 11, 'disallowed character.'],
    ['`<` first in a value', '<R><B x="<b"/></R>', 10, 'disallowed character.'],
    ['a control character in a value', '<R><B x="\u0001"/></R>', 10, 'disallowed character.'],
    // A first child's name and two names without values, three words (S t r y k e r 5–11, w a s
    // 13–15, h 17): a guess of a name is never taken for words with blanks between them.
    ['names without values after the name', '<R><Stryker was here/></R>', 17, 'attribute without value.'],
  ])('%s', (_, text, column, detail) => {
    expect(broken(text)).toEqual(['broken', 1, column, detail]);
  });
});

describe('attribute-value normalization (XML 1.0, 3.3.3)', () => {
  test('a value of a tab alone, of a line break alone: a blank', () => {
    // Line 2 is `"/><C/>`: <C/> at column 4.
    const { events } = read(['<R><B x="\t"/><B y="\n"/><C/></R>']);
    expect(opens(events)).toEqual([
      ['open', 'R', {}, 1, 1],
      ['open', 'B', { x: ' ' }, 1, 4],
      ['open', 'B', { y: ' ' }, 1, 14],
      ['open', 'C', {}, 2, 4],
    ]);
  });
});
