/**
 * XML read as a stream: text arrives in pieces of any size, saxes (a strict,
 * conforming streaming parser, the one jsdom uses) turns it into events, and
 * the reader gets each element as it opens and closes, never a whole tree.
 * Around saxes, what big files, real files and bad files need:
 *
 * - Speed: saxes reads a character at a time. The simplest XML (start and end
 *   tags with names of ASCII letters, digits and `_ : . -`, attributes in
 *   quotes, text, XML's five entities and character references) is read by a
 *   plain loop of our own (`fastFeed`), which gives the same events and hands
 *   anything else to saxes at the markup where it met it: saxes still says
 *   every error. After a start tag saxes reads, the plain reading takes over
 *   again. (`{ plain: false }` leaves all to saxes: a test compares the two.)
 *   An element of plain text alone (`<NAME>text</NAME>`, a USEBIO value) goes
 *   in one call to a reader that takes it so (`leaf`), not as three events.
 * - Positions: each element's line and column (of its `<`), from 1.
 * - A bare `&` (`Smith & Jones`, common in files written by hand or by old
 *   programs) is not XML; saxes would read everything up to the next `;` as
 *   one entity name. It is found before saxes sees it and read as the
 *   character `&`, with a notice at its place.
 * - An entity reference other than XML's five and character references
 *   (`&lol9;` of a "billion laughs" DOCTYPE) is never expanded: it is an
 *   error at its place.
 * - After an XML error, reading resumes: saxes is left (its own recovery
 *   guesses), the text is searched for the next tag the reader can resume at
 *   (`resumable`: the next traveller line, board, section …), and a new
 *   parser starts there, primed with the elements still open. The reader is
 *   told the error, where reading resumed, or that nothing more could be read
 *   (and how many lines that left out).
 *
 * @example
 * const stream = new XmlStream(reader);
 * stream.write(firstPiece);
 * stream.write(nextPiece);
 * stream.end();
 */
import { SaxesParser } from 'saxes';
import type { Position } from './problems.js';

/** An XML error, and what it cost. */
export interface XmlBreak {
  /** Where the error is. */
  readonly at: Position;
  /** What saxes says is wrong (its own words), or the entity that is not allowed. */
  readonly detail: string;
  /** The entity reference that stopped reading (`lol9` of `&lol9;`), when that was the error. */
  readonly entity?: string;
  /** Where reading resumed, and how many of the open elements it kept; null when nothing more could be read. */
  readonly resumed: { readonly at: Position; readonly keep: number } | null;
  /** When nothing more could be read: the lines from the error's to the end. */
  readonly lines: number;
}

/** What reads the stream's events: the element structure, and the decisions after an error. */
export interface XmlReader {
  /** The first character that is not blank, and its line's text (up to 200 characters); `xml`: it is `<`. */
  first(at: Position, line: string, xml: boolean): void;
  /** An element opens; its `<` is at `line` and `column`. */
  open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number): void;
  /** The innermost open element closes. */
  close(): void;
  /** Text (character data, CDATA) inside the innermost open element. */
  text(text: string): void;
  /** Whether the innermost open element's text is wanted (else the plain reading need not make it). */
  wantsText(): boolean;
  /**
   * An element of plain text alone (`<NAME>text</NAME>`, no attributes), read whole by the plain
   * reading: the reader may take it in one call, as `open`, `text` (when wanted) and `close`
   * would give it, and says true; or say false, and it is given as those three. Optional.
   */
  leaf?(name: string, text: string, line: number, column: number): boolean;
  /** A bare `&`, read as the character. */
  ampersand(at: Position): void;
  /**
   * After an error: whether reading can resume at the tag `<name` (or `</name` when `closing`),
   * given the elements open: how many of them stay open (from the outermost), or -1.
   */
  resumable(name: string, closing: boolean): number;
  /** An error that stopped the parser (see `XmlBreak`); the reader closes what it no longer keeps. */
  broken(error: XmlBreak): void;
  /** The names of the open elements as written, outermost first. */
  openNames(): readonly string[];
  /** The input ended: `error` is what saxes found wrong at the end (an element never closed), if anything. */
  ended(error: { readonly at: Position; readonly detail: string } | null): void;
}

/** saxes's errors about a closing tag that does not close the innermost element. */
const CLOSE_TAG_ERROR = /^(unexpected close tag|unmatched closing tag)/;

/** Thrown through saxes to leave it at once. */
const STOP = Symbol('stop');
/** Thrown through saxes when the plain reading can take over after a start tag. */
const HANDBACK = Symbol('handback');

/** What reading a stretch came to (see `feed`). */
const FED = 0;
const WAIT = 1;
const STOPPED = 2;
/** The plain reading met what it leaves to saxes. */
const HANDOVER = 3;

/**
 * What the plain reading leaves to saxes wherever it is: characters XML does
 * not allow (C0 controls but tab and line breaks, surrogates, U+FFFE and U+FFFF),
 * looked for as text and attribute values are read (every other character the
 * plain reading takes is of a name, a blank or markup); and, looked for in
 * each piece before it is read, `]]>` outside CDATA and a CR not followed by LF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const BAD_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const LONE_CR = /\r(?!\n)/g;

/** A character of `BAD_CHARACTERS` (a tab, LF or CR is not). */
const isBadCharacter = (c: number): boolean =>
  c < 32 ? c !== 9 && c !== 10 && c !== 13 : c >= 0xd800 && (c <= 0xdfff || c >= 0xfffe);

/** The first `]]>` or lone CR in `text` from `from` (the plain reading leaves them to saxes), or -1. */
function firstBad(text: string, from: number): number {
  let bad = text.indexOf(']]>', from);
  if (text.indexOf('\r', from) >= 0) {
    LONE_CR.lastIndex = from;
    const cr = LONE_CR.exec(text)?.index ?? -1;
    if (cr >= 0 && (bad < 0 || cr < bad)) bad = cr;
  }
  return bad;
}

const ENTITIES: { readonly [name: string]: string } = Object.assign(Object.create(null), {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/** Whether `text` has `name` at `i` (a loop: `startsWith` costs more, for a dozen characters). */
function at(text: string, i: number, name: string): boolean {
  const n = name.length;
  for (let k = 0; k < n; k++) if (text.charCodeAt(i + k) !== name.charCodeAt(k)) return false;
  return true;
}

/**
 * The last line break (LF or CR) in `text` at or before `i`, or -1. A CR is looked for only after
 * the last LF: a search back for a CR that is not there reads the whole text.
 */
function lastBreakIn(text: string, i: number): number {
  const lf = text.lastIndexOf('\n', i);
  if (lf < 0) return text.lastIndexOf('\r', i);
  for (let k = i; k > lf; k--) if (text.charCodeAt(k) === 13) return k;
  return lf;
}

/** How many characters `text` has, as saxes counts columns: one for a character beyond U+FFFF. */
function characters(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** How much of the text before the text being read is kept (for an error whose tag began there). */
const PREV_KEPT = 512;

/** The places among an element's children whose names are guessed apart. */
const PLACES = 64;

/** How many different short texts are kept. */
const SHORTS_KEPT = 1 << 16;

/** XML's white space. */
const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;

/** XML's Char: the characters a reference may stand for. */
const isXmlChar = (c: number): boolean =>
  c === 9 ||
  c === 10 ||
  c === 13 ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/** The first character of a name the plain reading reads: an ASCII letter, `_` or `:`. */
const isNameStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58;

/** A further character of such a name: also a digit, `.` or `-`. */
const isNameChar = (c: number): boolean =>
  (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  c === 95 ||
  c === 58 ||
  c === 46 ||
  c === 45;

const MODE_START = 0;
const MODE_SCAN = 1;
const MODE_LITERAL = 2;
const MODE_SEARCH = 3;
const MODE_HALTED = 4;

/** XML's own entities and character references: anything else after `&` is not read. */
const REFERENCE = /&(?:#[0-9]+|#x[0-9a-fA-F]+|([A-Za-z_:][-A-Za-z0-9._:]*));/y;
const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/** How far past an `&` a reference may run before it is taken as a bare `&`. */
const REFERENCE_MAX = 64;
/**
 * Stands for a bare `&` inside saxes (a character it reads as text); turned back before the reader
 * sees it. The same character in the input is itself: each one saxes is given is noted, in order,
 * as a stand-in or not (`XmlStream.privateUse`).
 */
const AMPERSAND_STAND_IN = '\uE000';
/** A character reference to U+E000 (the stand-in's character), whole: `&#57344;` or `&#xE000;`. */
const STAND_IN_REFERENCE = /^&#(?:0*57344|x0*[eE]000);$/;
/** A tag to resume at: its name and whether it closes. */
const TAG = /<(\/?)([A-Za-z_:][-A-Za-z0-9._:]*)/g;
/** What ends each literal section, in which `&` and `<` are not markup. */
const LITERAL_END = { comment: '-->', cdata: ']]>', pi: '?>' } as const;
type Literal = keyof typeof LITERAL_END | 'doctype';

/** A piece of text for messages: control characters shown escaped, at most `max` characters. */
export function clipText(text: string, max = 80): string {
  const short = text.length > max * 4 ? text.slice(0, max * 4) : text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  const shown = short.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    const code = c.charCodeAt(0);
    return code === 9
      ? '\\t'
      : code === 10
        ? '\\n'
        : code === 13
          ? '\\r'
          : `\\x${code.toString(16).padStart(2, '0')}`;
  });
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}

/** A message of saxes's (or ours) as one sentence: short, and ended by a full stop. */
const sentence = (text: string): string => {
  const t = clipText(text);
  return /[.…]$/.test(t) ? t : `${t}.`;
};

export class XmlStream {
  private mode = MODE_START;
  private literal: Literal = 'comment';
  /** The text not yet read, and the offset in the whole input of its first character. */
  private buf = '';
  private bufBase = 0;
  private pos = 0;
  private parser: SaxesParser | null = null;
  private priming = false;
  /** A close given by saxes and not yet passed on. */
  private closing = false;
  /** The parser's line 1 starts at this line and column of the input, after `prefix` characters of priming. */
  private lineBase = 1;
  private columnBase = 1;
  private prefix = 0;
  private prefixColumns = 0;
  /** Offset in the input of the parser's first character after the priming. */
  private parserBase = 0;
  /** The position of `buf[pos]` while looking for the start or for a place to resume. */
  private line = 1;
  private column = 1;
  private lastCR = false;
  /** Where the `<` of the element being opened is. */
  private tagLine = 1;
  private tagColumn = 1;
  /** The error being recovered from, while looking for a place to resume. */
  private pending: { at: Position; detail: string; entity?: string; offset: number } | null = null;
  /** Set by the parser's error handler before it throws STOP. */
  private failure: { at: Position; offset: number; detail: string } | null = null;
  /** No place to resume before this offset (a parser that fails where it started must move on). */
  private resumeFrom = 0;
  /**
   * Each U+E000 given to the parser, in the order it gives them back (in text, CDATA, attribute
   * values, comments, processing instructions, a DOCTYPE): true for a bare `&`'s stand-in, false
   * for the character itself, written or referred to. `privateUseRead` of them are given back.
   */
  private readonly privateUse: boolean[] = [];
  private privateUseRead = 0;
  /** The piece about to be given to the parser is a reference to U+E000. */
  private standInReference = false;
  /** The plain reading: the open elements' names, how many elements each has had, and each one's line. */
  private names: string[] = [];
  private counts: number[] = [];
  private fastLine = 1;
  /** Offset in the input of the plain reading's line's first character. */
  private lineStart = 0;
  /** The first character the plain reading leaves to saxes in `buf` (-1: none; -2: not looked for). */
  private badAt = -2;
  /** By a parent's name, the names its children had, place by place (the same strings again). */
  private readonly predicted = new Map<string, string[]>();
  /** Each open element's list in `predicted`, once its first child has come. */
  private seen: (string[] | undefined)[] = [];
  /** Short texts by their characters (see `short`). */
  private readonly shorts = new Map<number, string>();
  /** Where saxes stopped for the plain reading to take over. */
  private handback: { offset: number; at: Position } | null = null;
  /** The offset of the `<` of the element being opened. */
  private tagStart = 0;
  /** The offset of the last line break before `buf` (-1: none). */
  private lastBreak = -1;
  /** The offset of the last line break before `lastBreak` (-1: none). */
  private breakBeforeLast = -1;
  /** The text before `buf` (a tag that errs may have begun there), and the offset of its first character. */
  private prev = '';
  private prevBase = 0;
  /** Where the next `&`, `<!` and `<?` are in `buf` (-1: none; -2: not looked for since `buf` changed). */
  private nextAmp = -2;
  private nextBang = -2;
  private nextPi = -2;

  /**
   * `plain: false` leaves all the reading to saxes (the plain reading is only
   * faster: a test reads the same input both ways and compares).
   */
  constructor(
    private readonly reader: XmlReader,
    private readonly options: { readonly plain?: boolean } = {},
  ) {}

  /** Stops reading: what comes after is not looked at. (Called from the reader's `open`.) */
  halt(): never {
    this.mode = MODE_HALTED;
    throw STOP;
  }

  /**
   * The element just opened cannot be read where it is (it begins inside one
   * of its own kind that was never closed): an XML error at its `<`, and
   * reading looks for a place to resume from that `<` on. (Called from the
   * reader's `open`.)
   */
  reject(at: Position, detail: string): never {
    this.failure = { at, offset: this.tagStart, detail: sentence(detail) };
    throw STOP;
  }

  get halted(): boolean {
    return this.mode === MODE_HALTED;
  }

  write(text: string): void {
    if (this.mode === MODE_HALTED || text === '') return;
    if (this.pos < this.buf.length) {
      // Text held back (a tag cut by the end of the last piece) is joined with the new text's first
      // line only, and the rest of the new text is read where it is. Every text read is then a
      // plain string, never one made of two: a loop that reads characters from strings of
      // several kinds runs at half speed.
      const held = this.buf.slice(this.pos);
      const nl = text.indexOf('\n');
      if (nl >= 0 && nl < 4096 && nl < text.length - 1) {
        this.replace([held, text.slice(0, nl + 1)].join(''), 0);
        this.run(false);
        if (this.mode === MODE_HALTED) return;
        if (this.pos >= this.buf.length) this.replace(text, nl + 1);
        else this.replace([this.buf.slice(this.pos), text.slice(nl + 1)].join(''), 0);
      } else this.replace([held, text].join(''), 0);
    } else this.replace(text, 0);
    this.run(false);
  }

  /** Reads on from `text[start]`, which is where the input has got to. */
  private replace(text: string, start: number): void {
    const offset = this.bufBase + this.pos;
    const base = offset - start;
    // The last line break before the new text (for the column of a tag whose line began earlier).
    const i = Math.min(base - this.bufBase, this.buf.length) - 1;
    if (i >= 0) {
      const b = lastBreakIn(this.buf, i);
      const at = this.bufBase + b;
      if (b >= 0 && at !== this.lastBreak) {
        // The line break before it, a CR LF being one (its CR may end the text before `buf`).
        const k = this.buf.charCodeAt(b) === 10 && this.textBetween(at - 1, at) === '\r' ? b - 2 : b - 1;
        const c = k >= 0 ? lastBreakIn(this.buf, k) : -1;
        if (c >= 0) this.breakBeforeLast = this.bufBase + c;
        else if (k >= -1) this.breakBeforeLast = this.lastBreak;
        this.lastBreak = at;
      }
    }
    // The text before the new text, its last few hundred characters, pieces and all.
    const before = this.buf.slice(
      Math.max(0, base - this.bufBase - PREV_KEPT),
      Math.max(0, base - this.bufBase),
    );
    const prev = before.length >= PREV_KEPT ? before : (this.prev + before).slice(-PREV_KEPT);
    this.prev = prev;
    this.prevBase = base - prev.length;
    this.buf = text;
    this.bufBase = offset - start;
    this.pos = start;
    this.nextAmp = -2;
    this.nextBang = -2;
    this.nextPi = -2;
    this.badAt = -2;
  }

  end(): void {
    if (this.mode !== MODE_HALTED) this.run(true);
    if (this.mode === MODE_HALTED) return;
    if (this.mode === MODE_SEARCH) {
      this.giveUp();
      this.reader.ended(null);
      return;
    }
    if (this.parser === null) {
      if (this.names.length === 0) {
        this.reader.ended(null);
        return;
      }
      // Read plainly to the end with elements still open: saxes says which.
      this.startParser(this.bufBase + this.pos, this.names, {
        line: this.fastLine,
        column: this.bufBase + this.pos - this.lineStart + 1,
      });
    }
    this.failure = null;
    try {
      this.flush();
      (this.parser as SaxesParser | null)?.close();
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (this.mode === MODE_HALTED) return;
    const f = this.failure as { at: Position; detail: string } | null;
    this.reader.ended(f && { at: f.at, detail: f.detail });
  }

  private run(final: boolean): void {
    while (this.pos < this.buf.length || (final && this.mode === MODE_SEARCH)) {
      let more: boolean;
      switch (this.mode) {
        case MODE_START:
          more = this.start(final);
          break;
        case MODE_SCAN:
          more = this.scan(final);
          break;
        case MODE_LITERAL:
          more = this.skipLiteral(final);
          break;
        case MODE_SEARCH:
          if (this.pos >= this.buf.length) return;
          more = this.search(final);
          break;
        default:
          return;
      }
      if (!more) return;
    }
  }

  // -------------------------------------------------------------------------
  // Before the first `<`

  private start(final: boolean): boolean {
    const i = this.buf.slice(this.pos).search(/[^\s\uFEFF]/);
    if (i < 0) {
      this.advance(this.buf.length);
      return false;
    }
    this.advance(this.pos + i);
    const rest = this.buf.slice(this.pos, this.pos + 200);
    if (!final && rest.length < 200 && !/[\r\n]/.test(rest)) return false;
    const xml = rest.startsWith('<');
    this.reader.first({ line: this.line, column: this.column }, rest.split(/\r\n?|\n/)[0] ?? '', xml);
    if (!xml) {
      this.mode = MODE_HALTED;
      return false;
    }
    this.startParser(this.bufBase + this.pos, [], { line: this.line, column: this.column });
    this.mode = MODE_SCAN;
    return true;
  }

  /** Moves `pos` to `to`, counting lines and columns as saxes does (CR LF, CR and LF each end a line). */
  private advance(to: number): void {
    const buf = this.buf;
    let line = this.line;
    let column = this.column;
    let lastCR = this.lastCR;
    let i = this.pos;
    if (buf.indexOf('\r', i) === -1 || buf.indexOf('\r', i) >= to) {
      // The usual case: no CR ahead; jump from line break to line break.
      for (;;) {
        const nl = buf.indexOf('\n', i);
        if (nl < 0 || nl >= to) break;
        if (!(lastCR && nl === i)) line++;
        lastCR = false;
        column = 1;
        i = nl + 1;
      }
      if (i < to) {
        column += to - i;
        lastCR = false;
      }
    } else {
      for (; i < to; i++) {
        const c = buf.charCodeAt(i);
        if (c === 10) {
          if (!lastCR) line++;
          column = 1;
          lastCR = false;
        } else if (c === 13) {
          line++;
          column = 1;
          lastCR = true;
        } else {
          column++;
          lastCR = false;
        }
      }
    }
    this.line = line;
    this.column = column;
    this.lastCR = lastCR;
    this.pos = to;
  }

  // -------------------------------------------------------------------------
  // The parser

  private startParser(offset: number, open: readonly string[], at: Position): void {
    const parser = new SaxesParser({ position: true });
    parser.on('opentagstart', (tag) => {
      // saxes has read the name and the character after it (two for CR LF, which end the line).
      const name = tag.name;
      const end = this.parserBase + (parser.position - this.prefix);
      if (parser.column === 0) this.tagAfterBreak(parser, name, end);
      else {
        this.tagStart = end - name.length - 2;
        this.tagLine = parser.line;
        this.tagColumn = parser.column - characters(name) - 1;
      }
    });
    parser.on('opentag', (tag) => {
      if (this.priming) return;
      if (this.closing) this.flush();
      // The `<`'s position in the input, as `at` gives it, without an object per element.
      const line = this.tagLine;
      const column = this.tagColumn;
      let attributes = tag.attributes as Record<string, string>;
      if (this.privateUseRead < this.privateUse.length) {
        const restored: Record<string, string> = {};
        for (const k in attributes) restored[k] = this.restore(attributes[k] as string);
        attributes = restored;
      }
      const end = this.parserBase + (parser.position - this.prefix);
      if (line === 1)
        this.reader.open(
          tag.name,
          attributes,
          this.lineBase,
          Math.max(1, this.columnBase + column - 1 - this.prefixColumns),
        );
      else this.reader.open(tag.name, attributes, this.lineBase + line - 1, Math.max(1, column));
      if (!tag.isSelfClosing && this.options.plain !== false) {
        // The plain reading takes over after this tag (see `fastFeed`).
        this.handback = { offset: end, at: this.at(parser.line, parser.column + 1) };
        throw HANDBACK;
      }
    });
    parser.on('closetag', () => {
      if (this.priming) return;
      // saxes closes the innermost element before it checks the closing tag's name: the close is
      // passed on only once nothing says it was the wrong one (see `flush`).
      if (this.closing) this.reader.close();
      this.closing = true;
    });
    parser.on('text', (t) => {
      if (this.closing) this.flush();
      this.reader.text(this.privateUseRead < this.privateUse.length ? this.restore(t) : t);
    });
    parser.on('cdata', (t) => {
      this.flush();
      this.reader.text(this.privateUseRead < this.privateUse.length ? this.restore(t) : t);
    });
    // What saxes reads and the reader is not given: its U+E000 are passed over all the same.
    parser.on('comment', (t) => {
      if (this.privateUseRead < this.privateUse.length) this.restore(t);
    });
    parser.on('processinginstruction', (pi) => {
      if (this.privateUseRead < this.privateUse.length) this.restore(pi.body);
    });
    parser.on('doctype', (t) => {
      if (this.privateUseRead < this.privateUse.length) this.restore(t);
    });
    parser.on('error', (e) => {
      // saxes prefixes its message with "line:column: "; the position is given apart.
      const detail = sentence(e.message.replace(/^\d+:\d+:\s*/, ''));
      // A closing tag that does not close the innermost element: that element stays open.
      if (CLOSE_TAG_ERROR.test(detail)) this.closing = false;
      else this.flush();
      const offset = this.parserBase + (parser.position - this.prefix) - 1;
      this.failure = { at: this.at(parser.line, Math.max(1, parser.column)), offset, detail };
      throw STOP;
    });
    this.parser = parser;
    this.privateUse.length = 0;
    this.privateUseRead = 0;
    this.lineBase = at.line;
    this.columnBase = at.column;
    const prefix = open.map((name) => `<${name}>`).join('');
    this.prefix = prefix.length;
    // saxes counts columns in characters, positions in UTF-16 units: a name beyond U+FFFF differs.
    this.prefixColumns = /[\ud800-\udfff]/.test(prefix) ? [...prefix].length : prefix.length;
    this.parserBase = offset;
    if (prefix !== '') {
      this.priming = true;
      try {
        parser.write(prefix);
      } finally {
        this.priming = false;
      }
    }
  }

  /**
   * A name followed by a line break (`<B` then a new line, then attributes):
   * saxes has counted the break when it says the name, so its line and column
   * are not those of the `<`; they are found from the text.
   */
  private tagAfterBreak(parser: SaxesParser, name: string, end: number): void {
    // The `<` is before the name and its line break (a name holds no `<` and no line break).
    const lt = end - (this.textBetween(end - 2, end) === '\r\n' ? 2 : 1) - name.length - 1;
    this.tagStart = lt;
    this.tagLine = parser.line - 1;
    // Columns count characters, as saxes counts them (a character beyond U+FFFF is one).
    if (this.tagLine === 1) {
      // The parser's first line: its columns count from where it started, after its priming (in
      // UTF-16 units if its start is no longer at hand).
      this.tagColumn =
        this.prefixColumns +
        (this.parserBase >= this.prevBase
          ? characters(this.textBetween(this.parserBase, lt))
          : lt - this.parserBase) +
        1;
      return;
    }
    const before = this.breakBefore(lt);
    if (before >= this.prevBase) this.tagColumn = characters(this.textBetween(before + 1, lt)) + 1;
    // The line began in text no longer at hand (or at the input's start, -1): counted in UTF-16
    // units (its characters beyond U+FFFF two).
    else this.tagColumn = lt - before;
  }

  /** The offset of the last line break before `offset`, in `buf` or the text before it; -1 if none. */
  private breakBefore(offset: number): number {
    const i = offset - this.bufBase;
    if (i > 0) {
      const b = lastBreakIn(this.buf, i - 1);
      if (b >= 0) return this.bufBase + b;
    }
    // Before `buf`: the last line break there, or the one before it when that one comes after
    // `offset` (it is the line break that ends the name of a tag whose `<` is at `offset`).
    if (this.lastBreak < offset) return this.lastBreak;
    return this.breakBeforeLast < offset ? this.breakBeforeLast : -1;
  }

  /** Notes each U+E000 of a piece about to be given to the parser as itself. */
  private notePrivateUse(piece: string): void {
    for (let i = piece.indexOf(AMPERSAND_STAND_IN); i >= 0; i = piece.indexOf(AMPERSAND_STAND_IN, i + 1))
      this.privateUse.push(false);
  }

  /** A text saxes gave with each U+E000 that stands for a bare `&` turned back into `&`. */
  private restore(t: string): string {
    let out = '';
    let from = 0;
    for (let i = t.indexOf(AMPERSAND_STAND_IN); i >= 0; i = t.indexOf(AMPERSAND_STAND_IN, i + 1)) {
      if (this.privateUse[this.privateUseRead++] === true) {
        out += `${t.slice(from, i)}&`;
        from = i + 1;
      }
    }
    if (this.privateUseRead >= this.privateUse.length) {
      this.privateUse.length = 0;
      this.privateUseRead = 0;
    }
    return from === 0 ? t : out + t.slice(from);
  }

  /** Passes on the close that saxes gave, now that no error about it followed. */
  private flush(): void {
    if (this.closing) {
      this.closing = false;
      this.reader.close();
    }
  }

  /** The input's position of the parser's line and column (from 1). */
  private at(line: number, column: number): Position {
    return line === 1
      ? { line: this.lineBase, column: Math.max(1, this.columnBase + column - 1 - this.prefixColumns) }
      : { line: this.lineBase + line - 1, column: Math.max(1, column) };
  }

  /** Where the next character to read is. */
  private next(): Position {
    const p = this.parser;
    if (p === null) return { line: this.fastLine, column: this.bufBase + this.pos - this.lineStart + 1 };
    return this.at(p.line, p.column + 1);
  }

  /**
   * Reads `buf[pos, to)`: plainly while it is plain (`fastFeed`), else with
   * saxes. FED when all is read; WAIT when a tag runs past the text given so
   * far (`pos` at its `<`); STOPPED at an error (now looking for a place to
   * resume) or when the reader halted.
   */
  private feed(to: number, final: boolean, text?: string): number {
    this.failure = null;
    try {
      while (this.pos < to || text !== undefined) {
        if (this.parser === null) {
          const r = this.fastFeed(to, final);
          if (r !== HANDOVER) return r;
          this.startParser(this.bufBase + this.pos, this.names, {
            line: this.fastLine,
            column: this.bufBase + this.pos - this.lineStart + 1,
          });
          continue;
        }
        const piece = text ?? this.buf.slice(this.pos, to);
        if (text !== undefined) this.privateUse.push(true);
        else if (this.standInReference) {
          this.standInReference = false;
          this.privateUse.push(false);
        } else this.notePrivateUse(piece);
        const from = this.pos;
        this.pos = text === undefined ? to : this.pos + 1;
        text = undefined;
        try {
          this.parser.write(piece);
        } catch (e) {
          if (e !== HANDBACK) throw e;
          // saxes read a tag the plain reading can take it from: the rest of the piece is read plainly.
          const back = this.handback as NonNullable<XmlStream['handback']>;
          this.pos = Math.max(from, back.offset - this.bufBase);
          this.parser = null;
          this.names = [...this.reader.openNames()];
          this.fastLine = back.at.line;
          this.lineStart = back.offset - (back.at.column - 1);
          this.counts = this.names.map(() => 0);
          this.seen = this.names.map(() => undefined);
        }
      }
      return FED;
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (this.mode === MODE_HALTED) return STOPPED;
    const f = this.failure as { at: Position; offset: number; detail: string } | null;
    if (f === null) return FED;
    // A tag the reader rejects may begin in the text before `buf`: the search starts at its `<`.
    // saxes's error at the end of what it was given (text outside the root) is placed at the last
    // character read, its position one past it: the search starts at that character.
    const offset = Math.min(Math.max(f.offset, this.prevBase), this.bufBase + to - 1);
    this.beginSearch(offset, f.at, f.detail);
    if (CLOSE_TAG_ERROR.test(f.detail)) {
      // A closing tag out of place: reading may resume at that tag itself (it may close an element
      // still open), when it is on the error's line.
      const lt = this.tagBefore(offset);
      if (lt >= 0 && !/[\r\n]/.test(this.textBetween(lt, offset))) {
        this.startAt(lt);
        this.column = f.at.column - (offset - lt);
      }
    }
    return STOPPED;
  }

  /** The offset in the input of the last `<` at or before `offset`, in `buf` or just before it; -1 if none. */
  private tagBefore(offset: number): number {
    const i = offset - this.bufBase;
    if (i >= 0) {
      const lt = this.buf.lastIndexOf('<', i);
      if (lt >= 0) return this.bufBase + lt;
    }
    const j = Math.min(offset - this.prevBase, this.prev.length - 1);
    if (j < 0) return -1;
    const p = this.prev.lastIndexOf('<', j);
    return p < 0 ? -1 : this.prevBase + p;
  }

  /** The input's text from `from` to `to` (offsets), from `prev` and `buf`. */
  private textBetween(from: number, to: number): string {
    if (from >= this.bufBase) return this.buf.slice(from - this.bufBase, to - this.bufBase);
    if (from < this.prevBase) return this.textBetween(this.prevBase, to);
    const upTo = Math.min(to, this.bufBase) - this.prevBase;
    return this.prev.slice(from - this.prevBase, upTo) + this.buf.slice(0, Math.max(0, to - this.bufBase));
  }

  /** Reading goes on (looking for a place to resume) from `offset`, which may be in the text before `buf`. */
  private startAt(offset: number): void {
    if (offset >= this.bufBase) {
      this.pos = offset - this.bufBase;
      return;
    }
    this.buf = [this.prev.slice(offset - this.prevBase), this.buf].join('');
    this.bufBase = offset;
    this.pos = 0;
    this.nextAmp = -2;
    this.nextBang = -2;
    this.nextPi = -2;
    this.badAt = -2;
  }

  // -------------------------------------------------------------------------
  // The plain reading

  /**
   * Reads the plain XML of `buf[pos, to)` without saxes: start tags (names of
   * ASCII letters, digits, `_ : . -`, attributes in quotes), end tags that
   * close the innermost element, text, and XML's five entities and character
   * references. Whatever else it meets (a comment, CDATA, a DOCTYPE, another
   * name, anything not well formed, the root's end tag) is handed over to saxes
   * from the start of that markup: HANDOVER. What it accepts is well formed, so
   * saxes still says every error, in its words. Characters that XML does not
   * allow, `]]>` in text and a lone CR make saxes read their stretch.
   */
  private fastFeed(to: number, final: boolean): number {
    const buf = this.buf;
    if (this.badAt === -2 || (this.badAt >= 0 && this.badAt < this.pos)) this.badAt = firstBad(buf, this.pos);
    if (this.badAt >= 0 && this.badAt < to) return HANDOVER;
    const reader = this.reader;
    const names = this.names;
    let p = this.pos;
    while (p < to) {
      const c = buf.charCodeAt(p);
      if (c === 60) {
        if (p + 1 >= to) {
          if (to === buf.length && !final) return this.wait(p);
          break;
        }
        if (buf.charCodeAt(p + 1) === 47) {
          // An end tag: the innermost element's, or saxes says what is wrong.
          const depth = names.length;
          if (depth <= 1) break;
          const name = names[depth - 1] as string;
          let q = p + 2 + name.length;
          if (q >= to || !at(buf, p + 2, name)) {
            if (q >= to && to === buf.length && !final) return this.wait(p);
            break;
          }
          let lf = -1;
          let lfs = 0;
          for (; q < to; q++) {
            const d = buf.charCodeAt(q);
            if (!isSpace(d)) break;
            if (d === 10) {
              lfs++;
              lf = q;
            }
          }
          if (q >= to || buf.charCodeAt(q) !== 62) {
            if (q >= to && to === buf.length && !final) return this.wait(p);
            break;
          }
          if (lfs > 0) {
            this.fastLine += lfs;
            this.lineStart = this.bufBase + lf + 1;
          }
          names.pop();
          this.counts.pop();
          this.seen.pop();
          this.pos = q + 1;
          reader.close();
          p = q + 1;
          continue;
        }
        const r = this.startTag(p, to, final);
        if (r < 0) {
          if (r === -2) return this.wait(p);
          break;
        }
        p = r;
        continue;
      }
      if (c === 38) {
        // A reference (the reading splits the text at each `&`): XML's five and characters.
        const semi = buf.indexOf(';', p);
        if (semi < 0 || semi >= to) break;
        const ref = buf.slice(p + 1, semi);
        let t: string | undefined;
        if (ref.charCodeAt(0) === 35) {
          const code = ref.charCodeAt(1) === 120 ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
          if (!isXmlChar(code)) break;
          t = String.fromCodePoint(code);
        } else t = ENTITIES[ref];
        if (t === undefined) break;
        if (reader.wantsText()) reader.text(t);
        p = semi + 1;
        this.pos = p;
        continue;
      }
      // Text, up to the next tag: read a character at a time, its line breaks counted on the way
      // (the texts between tags are short: a call to search each costs more).
      let e = p;
      let cr = false;
      let lf = -1;
      let lfs = 0;
      let bad = false;
      for (; e < to; e++) {
        const d = buf.charCodeAt(e);
        // Most text between tags is a line break and the blanks that indent the next tag.
        if (d === 32) continue;
        if (d === 60) break;
        if (d === 10) {
          lfs++;
          lf = e;
        } else if (d === 13) cr = true;
        else if (isBadCharacter(d)) {
          bad = true;
          break;
        }
      }
      // A character XML does not allow: saxes reads the text.
      if (bad) break;
      // A `]` or two at the end may begin a `]]>` that the next piece ends: they wait for it.
      if (e === to && to === buf.length && !final) {
        while (e > p && buf.charCodeAt(e - 1) === 93 && to - e < 2) e--;
        if (e === p) return this.wait(p);
      }
      if (lfs > 0) {
        this.fastLine += lfs;
        this.lineStart = this.bufBase + lf + 1;
      }
      if (reader.wantsText()) {
        const t = e - p <= 6 ? this.short(p, e) : buf.slice(p, e);
        reader.text(cr ? t.replace(/\r\n/g, '\n') : t);
      }
      p = e;
      this.pos = p;
      if (e < to && buf.charCodeAt(e) !== 60) return this.wait(p);
    }
    this.pos = p;
    return p >= to ? FED : HANDOVER;
  }

  /**
   * A short text (at most six characters): the same string each time it comes
   * again. A million lines' values are a few hundred different short texts
   * (pair numbers, contracts, seats, tricks, scores), each made once.
   */
  private short(p: number, e: number): string {
    const buf = this.buf;
    let key = e - p;
    for (let i = p; i < e; i++) {
      const c = buf.charCodeAt(i);
      if (c > 255) return buf.slice(p, e);
      key = key * 256 + c;
    }
    let t = this.shorts.get(key);
    if (t === undefined) {
      t = buf.slice(p, e);
      if (this.shorts.size < SHORTS_KEPT) this.shorts.set(key, t);
    }
    return t;
  }

  /** The plain reading stops at a tag the text given so far does not finish. */
  private wait(p: number): number {
    this.pos = p;
    return WAIT;
  }

  /**
   * A start tag at `p` read plainly: the index after it; -1 when saxes must
   * read it, -2 when it runs past the text given so far.
   */
  private startTag(p: number, to: number, final: boolean): number {
    // Every character is read below `to` only: a read past a string's end makes V8 give up its
    // fast code for the function (a third slower, here).
    const buf = this.buf;
    const names = this.names;
    const depth = names.length;
    if (depth === 0) return -1;
    const more = to === buf.length && !final ? -2 : -1;
    const count = this.counts[depth - 1] ?? 0;
    // Places past the first few share one guess (a board's thousands of lines are all alike).
    const k = count < PLACES ? count : PLACES - 1;
    // The name: as at this place last time (the same string), else read. Each open element's
    // list of its children's names is found when its first child comes.
    let seen = this.seen[depth - 1];
    if (seen === undefined) {
      const parent = names[depth - 1] as string;
      seen = this.predicted.get(parent);
      if (seen === undefined) {
        seen = [];
        // A file of endless different names keeps only the first few thousand lists.
        if (this.predicted.size < 4096) this.predicted.set(parent, seen);
      }
      this.seen[depth - 1] = seen;
    }
    let name = seen[k];
    let q = name === undefined ? to : p + 1 + name.length;
    if (name !== undefined && q < to && at(buf, p + 1, name) && !isNameChar(buf.charCodeAt(q))) {
      // As predicted.
    } else {
      q = p + 1;
      if (q >= to) return more;
      if (!isNameStart(buf.charCodeAt(q))) return -1;
      q++;
      while (q < to && isNameChar(buf.charCodeAt(q))) q++;
      if (q >= to) return more;
      name = buf.slice(p + 1, q);
      seen[k] = name;
    }
    // Attributes, then `>` or `/>`; the line breaks among them counted (and added once the tag is read).
    let lfs = 0;
    let lf = -1;
    let attributes: Record<string, string> | null = null;
    for (;;) {
      let spaced = false;
      for (; q < to; q++) {
        const d = buf.charCodeAt(q);
        if (!isSpace(d)) break;
        if (d === 10) {
          lfs++;
          lf = q;
        }
        spaced = true;
      }
      if (q >= to) return more;
      const d = buf.charCodeAt(q);
      if (d === 62) break;
      if (d === 47) {
        if (q + 1 >= to) return more;
        if (buf.charCodeAt(q + 1) !== 62) return -1;
        break;
      }
      if (!spaced || !isNameStart(d)) return -1;
      const a = q;
      q++;
      while (q < to && isNameChar(buf.charCodeAt(q))) q++;
      const attribute = buf.slice(a, q);
      for (; q < to; q++) {
        const d = buf.charCodeAt(q);
        if (!isSpace(d)) break;
        if (d === 10) {
          lfs++;
          lf = q;
        }
      }
      if (q >= to) return more;
      if (buf.charCodeAt(q) !== 61) return -1;
      q++;
      for (; q < to; q++) {
        const d = buf.charCodeAt(q);
        if (!isSpace(d)) break;
        if (d === 10) {
          lfs++;
          lf = q;
        }
      }
      if (q >= to) return more;
      const quote = buf.charCodeAt(q);
      if (quote !== 34 && quote !== 39) return -1;
      const close = buf.indexOf(quote === 34 ? '"' : "'", q + 1);
      if (close < 0 || close >= to) return more;
      const raw = buf.slice(q + 1, close);
      if (raw.indexOf('<') >= 0 || raw.indexOf('&') >= 0 || BAD_CHARACTERS.test(raw)) return -1;
      attributes ??= {};
      if (attribute in attributes) return -1;
      // Attribute-value normalization: each line break and tab a space.
      if (/[\t\n\r]/.test(raw)) {
        attributes[attribute] = raw.replace(/\r\n/g, ' ').replace(/[\t\n\r]/g, ' ');
        for (let i = raw.indexOf('\n'); i >= 0; i = raw.indexOf('\n', i + 1)) {
          lfs++;
          lf = q + 1 + i;
        }
      } else attributes[attribute] = raw;
      q = close + 1;
    }
    const selfClosing = buf.charCodeAt(q) === 47;
    const end = selfClosing ? q + 2 : q + 1;
    this.counts[depth - 1] = count + 1;
    const line = this.fastLine;
    const column = this.bufBase + p - this.lineStart + 1;
    if (lfs > 0) {
      this.fastLine += lfs;
      this.lineStart = this.bufBase + lf + 1;
    }
    this.tagStart = this.bufBase + p;
    this.pos = end;
    if (attributes === null && lfs === 0 && !selfClosing && this.reader.leaf !== undefined) {
      const after = this.leaf(name, end, to, line, column);
      if (after >= 0) return after;
    }
    this.reader.open(name, attributes ?? NO_ATTRIBUTES, line, column);
    if (selfClosing) this.reader.close();
    else {
      names.push(name);
      this.counts.push(0);
      this.seen.push(undefined);
    }
    return end;
  }

  /**
   * The element whose start tag ends before `p`, when plain text alone follows it and then its end
   * tag (`</NAME>`, nothing between the name and `>`), all before `to`: given to the reader's
   * `leaf` in one call. The index after the end tag; -1 when it is not such an element, or the
   * reader would rather have it as three events (nothing is read then).
   */
  private leaf(name: string, p: number, to: number, line: number, column: number): number {
    const buf = this.buf;
    let e = p;
    let lf = -1;
    let lfs = 0;
    for (; e < to; e++) {
      const d = buf.charCodeAt(e);
      if (d === 60) break;
      if (d === 10) {
        lfs++;
        lf = e;
      } else if (d === 38 || d === 13 || isBadCharacter(d)) return -1;
    }
    const close = e + 2 + name.length;
    if (close >= to || buf.charCodeAt(e + 1) !== 47 || buf.charCodeAt(close) !== 62 || !at(buf, e + 2, name))
      return -1;
    const text = e - p <= 6 ? this.short(p, e) : buf.slice(p, e);
    if (!(this.reader.leaf as NonNullable<XmlReader['leaf']>)(name, text, line, column)) return -1;
    if (lfs > 0) {
      this.fastLine += lfs;
      this.lineStart = this.bufBase + lf + 1;
    }
    this.pos = close + 1;
    return close + 1;
  }

  // -------------------------------------------------------------------------
  // Reading: `&` and the sections where it is not markup

  private scan(final: boolean): boolean {
    const buf = this.buf;
    if (this.nextAmp === -2 || (this.nextAmp >= 0 && this.nextAmp < this.pos))
      this.nextAmp = buf.indexOf('&', this.pos);
    const amp = this.nextAmp;
    const lt = this.nextSpecial();
    const at = amp < 0 ? lt : lt < 0 ? amp : Math.min(amp, lt);
    if (at < 0) {
      // Hold back a final `<`: the next piece may make it `<!--`.
      const end = !final && buf.endsWith('<') ? buf.length - 1 : buf.length;
      const r = this.feed(end, final);
      return r === STOPPED || (r === FED && end === buf.length);
    }
    const r = this.feed(at, final);
    if (r === STOPPED) return true;
    if (r === WAIT) return false;
    if (at === lt) return this.openLiteral(final);
    return this.ampersand(final);
  }

  /** The next `<!` or `<?` from `pos`. */
  private nextSpecial(): number {
    // Each found once and kept until passed: a file with many `&amp;` is not searched again to its end for each.
    if (this.nextBang === -2 || (this.nextBang >= 0 && this.nextBang < this.pos))
      this.nextBang = this.find('!');
    if (this.nextPi === -2 || (this.nextPi >= 0 && this.nextPi < this.pos)) this.nextPi = this.find('?');
    const bang = this.nextBang;
    const pi = this.nextPi;
    return bang < 0 ? pi : pi < 0 ? bang : Math.min(bang, pi);
  }

  /**
   * The next `<` followed by `mark` from `pos`. The mark is searched for, not the pair: `<` is on
   * every line, the marks are rare, and a search for the pair stops at every `<`.
   */
  private find(mark: '!' | '?'): number {
    const buf = this.buf;
    let i = buf.indexOf(mark, this.pos + 1);
    while (i > 0 && buf.charCodeAt(i - 1) !== 60) i = buf.indexOf(mark, i + 1);
    return i < 0 ? -1 : i - 1;
  }

  private openLiteral(final: boolean): boolean {
    const head = this.buf.slice(this.pos, this.pos + 9);
    let literal: Literal | null = null;
    if (head.startsWith('<?')) literal = 'pi';
    else if (head.startsWith('<!--')) literal = 'comment';
    else if (head.startsWith('<![CDATA[')) literal = 'cdata';
    else if (head.toUpperCase().startsWith('<!DOCTYPE')) literal = 'doctype';
    if (literal === null) {
      if (
        !final &&
        head.length < 9 &&
        ('<!--'.startsWith(head) ||
          '<![CDATA['.startsWith(head) ||
          '<!DOCTYPE'.startsWith(head.toUpperCase()))
      ) {
        return false;
      }
      // Not a section saxes knows: it says so.
      return this.feed(this.pos + 2, final) !== WAIT;
    }
    this.literal = literal;
    this.mode = MODE_LITERAL;
    return true;
  }

  /** Gives a comment, CDATA section, processing instruction or DOCTYPE to the parser whole, `&` and all. */
  private skipLiteral(final: boolean): boolean {
    let end: number;
    if (this.literal === 'doctype') {
      // Up to the `>` outside the internal subset ([ … ]) and outside quotes.
      end = -1;
      let depth = 0;
      let quote = 0;
      for (let i = this.pos + 9; i < this.buf.length; i++) {
        const c = this.buf.charCodeAt(i);
        if (quote !== 0) {
          if (c === quote) quote = 0;
        } else if (c === 34 || c === 39) quote = c;
        else if (c === 91) depth++;
        else if (c === 93) depth--;
        else if (c === 62 && depth <= 0) {
          end = i + 1;
          break;
        }
      }
    } else {
      const marker = LITERAL_END[this.literal];
      // A comment ends after its `<!--` (`<!-->` and `<!--->` do not end it); a PI after its `<?`.
      const i = this.buf.indexOf(marker, this.pos + (this.literal === 'comment' ? 4 : 2));
      end = i < 0 ? -1 : i + marker.length;
    }
    if (end < 0) {
      if (!final) return false;
      end = this.buf.length;
    }
    this.mode = MODE_SCAN;
    return this.literalFeed(end, final);
  }

  /** A literal section goes to saxes whole. */
  private literalFeed(end: number, final: boolean): boolean {
    if (this.parser === null) {
      this.startParser(this.bufBase + this.pos, this.names, {
        line: this.fastLine,
        column: this.bufBase + this.pos - this.lineStart + 1,
      });
    }
    return this.feed(end, final) !== WAIT;
  }

  private ampersand(final: boolean): boolean {
    REFERENCE.lastIndex = this.pos;
    const found = REFERENCE.exec(this.buf);
    // One longer than REFERENCE_MAX is a bare `&`, in one piece as across pieces.
    const m = found !== null && found[0].length <= REFERENCE_MAX ? found : null;
    if (
      !m &&
      !final &&
      this.buf.length - this.pos < REFERENCE_MAX &&
      !/[^-A-Za-z0-9._:#]/.test(this.buf.slice(this.pos + 1))
    ) {
      // The reference may go on in the next piece.
      return false;
    }
    if (m) {
      const name = m[1];
      if (name === undefined || PREDEFINED.has(name)) {
        // Read by saxes, a reference to U+E000 gives one back that is no stand-in.
        this.standInReference = name === undefined && STAND_IN_REFERENCE.test(m[0]);
        const r = this.feed(this.pos + m[0].length, final);
        this.standInReference = false;
        return r !== WAIT;
      }
      // An entity of a DOCTYPE: never expanded.
      const at = this.next();
      this.beginSearch(this.bufBase + this.pos, at, `&${clipText(name, 40)};`, clipText(name, 40));
      return true;
    }
    // A close saxes gave before the `&` stands (nothing more can be said of its tag).
    if (this.closing) this.flush();
    this.reader.ampersand(this.next());
    if (this.parser === null) {
      // Read plainly: the character itself.
      if (this.reader.wantsText()) this.reader.text('&');
      this.pos++;
      return true;
    }
    return this.feed(this.pos + 1, final, AMPERSAND_STAND_IN) !== WAIT;
  }

  // -------------------------------------------------------------------------
  // After an error: where to resume

  private beginSearch(offset: number, at: Position, detail: string, entity?: string): void {
    if (this.parser !== null && this.closing) {
      // Stopped by what came after a close (an entity): the close stands.
      try {
        this.flush();
      } catch (e) {
        if (e !== STOP) throw e;
      }
    }
    this.closing = false;
    this.parser = null;
    this.startAt(Math.max(offset, this.prevBase));
    this.line = at.line;
    this.column = at.column;
    this.lastCR = false;
    // An error on a line break is placed after it (the next line, column 1): the search starts
    // there too, so that the break is not counted twice.
    if (at.column === 1) {
      const c = this.buf.charCodeAt(this.pos);
      if (c === 10 || c === 13) {
        this.pos++;
        this.lastCR = c === 13;
      }
    }
    this.pending = entity === undefined ? { at, detail, offset } : { at, detail, entity, offset };
    this.mode = MODE_SEARCH;
  }

  private search(final: boolean): boolean {
    const buf = this.buf;
    const from = Math.max(this.pos, this.resumeFrom - this.bufBase);
    TAG.lastIndex = Math.min(from, buf.length);
    for (;;) {
      const m = TAG.exec(buf);
      if (m === null) break;
      const end = m.index + m[0].length;
      if (!final && end >= buf.length) {
        // The name may go on in the next piece.
        this.advance(m.index);
        return false;
      }
      const keep = this.reader.resumable(m[2] as string, m[1] === '/');
      if (keep < 0) continue;
      this.advance(m.index);
      const pending = this.pending as NonNullable<XmlStream['pending']>;
      const at = { line: this.line, column: this.column };
      this.reader.broken({
        at: pending.at,
        detail: pending.detail,
        ...(pending.entity === undefined ? {} : { entity: pending.entity }),
        resumed: { at, keep },
        lines: 0,
      });
      this.pending = null;
      this.resumeFrom = this.bufBase + m.index + 1;
      this.startParser(this.bufBase + m.index, this.reader.openNames(), at);
      this.mode = MODE_SCAN;
      return true;
    }
    // Nothing here: keep only what may be the start of a tag.
    const keepFrom = final ? buf.length : Math.max(this.pos, buf.length - REFERENCE_MAX);
    const lt = buf.lastIndexOf('<');
    this.advance(
      !final && lt >= keepFrom - REFERENCE_MAX && lt >= this.pos ? lt : Math.max(this.pos, keepFrom),
    );
    return false;
  }

  /** No place to resume before the end: the rest is reported with its count of lines. */
  private giveUp(): void {
    const pending = this.pending as NonNullable<XmlStream['pending']>;
    this.advance(this.buf.length);
    const last = this.column === 1 && this.line > pending.at.line ? this.line - 1 : this.line;
    this.reader.broken({
      at: pending.at,
      detail: pending.detail,
      ...(pending.entity === undefined ? {} : { entity: pending.entity }),
      resumed: null,
      lines: last - pending.at.line + 1,
    });
    this.pending = null;
    this.mode = MODE_HALTED;
  }
}
