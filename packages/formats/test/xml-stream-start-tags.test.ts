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
import { type XmlBreak, XmlStream } from '../src/xml-stream.js';
import { XmlRecorder } from './xml-recorder.js';

/**
 * Records what the stream says, an element given in one call (`leaf`) as the three events it
 * stands for; `leaves` lists those elements' names.
 */
class Recorder extends XmlRecorder {
  readonly leaves: string[] = [];
  override first(_at: { line: number; column: number }, _line: string, _xml: boolean) {}
  protected override record(e: XmlBreak) {
    this.events.push(['broken', e.at.line, e.at.column, e.detail]);
    if (e.resumed) this.events.push(['resumed', e.resumed.at.line, e.resumed.at.column, e.resumed.keep]);
  }
  override ended(error: { readonly at: { line: number; column: number }; readonly detail: string } | null) {
    this.flushText();
    this.events.push(['ended', error && [error.at.line, error.at.column, error.detail]]);
  }
  leaf(name: string, text: string, line: number, column: number) {
    this.leaves.push(name);
    this.open(name, {}, line, column);
    this.text(text);
    this.close();
    return true;
  }
}

function recorded(pieces: readonly string[], plain: boolean) {
  const r = new Recorder();
  const s = new XmlStream(r, { plain });
  for (const p of pieces) s.write(p);
  s.end();
  return r;
}

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
