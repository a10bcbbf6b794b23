/**
 * A reader for `XmlStream` in tests: records what the stream says (`events`), keeps text
 * between two tags together, and decides resumptions as a reader would (any element but a
 * second root `R`, anywhere). Subclasses change what an event records.
 */
import { expect } from 'vitest';
import { type XmlBreak, type XmlReader, XmlStream } from '../src/xml-stream.js';

export class XmlRecorder implements XmlReader {
  readonly events: unknown[][] = [];
  protected readonly open_: string[] = [];
  protected text_ = '';
  first(at: { line: number; column: number }, line: string, xml: boolean) {
    this.events.push(['first', at.line, at.column, line, xml]);
  }
  open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number) {
    this.flushText();
    this.events.push(['open', name, { ...attributes }, line, column]);
    this.open_.push(name);
  }
  close() {
    this.flushText();
    this.events.push(['close', this.open_.pop()]);
  }
  text(t: string) {
    this.text_ += t;
  }
  wantsText() {
    return true;
  }
  ampersand(at: { line: number; column: number }) {
    this.events.push(['amp', at.line, at.column]);
  }
  resumable(name: string, closing: boolean) {
    if (closing) {
      const i = this.open_.lastIndexOf(name);
      return i < 0 ? -1 : i + 1;
    }
    return name === 'R' && this.open_.length > 0 ? -1 : this.open_.length;
  }
  broken(e: XmlBreak) {
    // Text cut short by an error is not a text: saxes does not give it, the plain reading may
    // have (text that ended a piece), and the reader drops the element it was in.
    this.text_ = '';
    this.record(e);
    this.open_.length = e.resumed?.keep ?? 0;
  }
  /** What `broken` records of the break. */
  protected record(e: XmlBreak) {
    this.events.push(['broken', e]);
  }
  openNames() {
    return [...this.open_];
  }
  ended(error: unknown) {
    this.flushText();
    this.events.push(['ended', error]);
  }
  protected flushText() {
    // saxes gives text in pieces where it likes; what matters is the text between two tags.
    if (this.text_ !== '') this.events.push(['text', this.text_]);
    this.text_ = '';
  }
}

/**
 * Records places as numbers: a break as its line, column and detail (and, with `withLines`, the
 * lines it left out), then where reading resumed; the end's error the same; the first character
 * not at all.
 */
export class PlaceRecorder extends XmlRecorder {
  protected readonly withLines: boolean = false;
  override first(_at: { line: number; column: number }, _line: string, _xml: boolean) {}
  protected override record(e: XmlBreak) {
    const broken = ['broken', e.at.line, e.at.column, e.detail];
    this.events.push(this.withLines ? [...broken, e.lines] : broken);
    if (e.resumed) this.events.push(['resumed', e.resumed.at.line, e.resumed.at.column, e.resumed.keep]);
  }
  override ended(error: { readonly at: { line: number; column: number }; readonly detail: string } | null) {
    this.flushText();
    this.events.push(['ended', error && [error.at.line, error.at.column, error.detail]]);
  }
}

/** `recorder` after it has read `pieces`, plainly or (`plain: false`) by saxes alone. */
export function readWith<R extends XmlRecorder>(recorder: R, pieces: readonly string[], plain = true): R {
  const s = new XmlStream(recorder, { plain });
  for (const p of pieces) s.write(p);
  s.end();
  return recorder;
}

/** The events of `pieces` read by a new `PlaceRecorder` (or the recorder `make` gives). */
export function eventsOf(
  pieces: readonly string[],
  plain = true,
  make: () => XmlRecorder = () => new PlaceRecorder(),
) {
  return readWith(make(), pieces, plain).events;
}

/** Both ways, plainly and by saxes alone: the same events, which are returned. */
export function readBothWays(pieces: readonly string[], make: () => XmlRecorder = () => new PlaceRecorder()) {
  const events = eventsOf(pieces, true, make);
  expect(events).toEqual(eventsOf(pieces, false, make));
  return events;
}
