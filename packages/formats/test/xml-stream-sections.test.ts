/**
 * `xml-stream.ts` read directly: the sections given to saxes whole (a DOCTYPE, comments, CDATA,
 * processing instructions), a bare `&` and the search for a place to resume after an error. Each
 * case is one the property tests of `usebio-stream.test.ts` reach only by chance; expected values
 * come from XML 1.0 (what a section may hold, its references, its line ends) and from counting the
 * text's lines and columns by hand.
 */
import { describe, expect, test } from 'vitest';
import { type XmlBreak, XmlStream } from '../src/xml-stream.js';
import { XmlRecorder } from './xml-recorder.js';

/** Records what the stream says; resumes at any tag but the root's. */
class Recorder extends XmlRecorder {
  override first(_at: { line: number; column: number }, _line: string, _xml: boolean) {}
  protected override record(e: XmlBreak) {
    this.events.push(['broken', e.at.line, e.at.column, e.detail, e.lines]);
    if (e.resumed) this.events.push(['resumed', e.resumed.at.line, e.resumed.at.column, e.resumed.keep]);
  }
  override ended(error: { readonly at: { line: number; column: number }; readonly detail: string } | null) {
    this.flushText();
    this.events.push(['ended', error && [error.at.line, error.at.column, error.detail]]);
  }
}

function eventsOf(pieces: readonly string[], plain = true) {
  const r = new Recorder();
  const s = new XmlStream(r, { plain });
  for (const p of pieces) s.write(p);
  s.end();
  return r.events;
}

/** Both ways, plainly and by saxes alone: the same events, which are returned. */
function read(pieces: readonly string[]) {
  const events = eventsOf(pieces);
  expect(events).toEqual(eventsOf(pieces, false));
  return events;
}

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
