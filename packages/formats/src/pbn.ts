/**
 * PBN 2.1 (Portable Bridge Notation), the syntax layer: a file is a header of
 * `%` escape lines and a list of games; a game is tag pairs `[Name "value"]`,
 * each followed by the data lines of its section (the auction, the play, a
 * ScoreTable's rows); games are separated by empty lines. Comments are `;` to
 * the end of a line or `{ … }` over any number of lines, and are kept or
 * skipped as asked; a `{` never closed, or closed only past a tag, is an error
 * at the brace and costs only its own line (the lines after it are read). A tag value of `#` repeats the value of the same tag in
 * the previous game; it is resolved here and remembered for writing.
 *
 * The reader never throws and loses nothing silently: what it cannot read is
 * a positioned `Problem`. A text that is not PBN at all (no tag anywhere, XML,
 * binary) is one `file-not-format` error. The writer is deterministic:
 * `formatPbn(readPbn(formatPbn(f)).value)` is the same text.
 *
 * What the tags mean (contract, declarer, deal …) is `pbn-board.ts`.
 *
 * @example
 * const r = readPbn('[Board "1"]\n[Contract "4S"]\n', { file: 'a.pbn' });
 * if (r.ok) pbnTag(r.value.value.games[0], 'Contract')?.value; // '4S'
 */
import { err, ok, type Result } from '@bridge-score/core';
import { excerpt, NO_FILE, type Position, type Problem, Problems, type Read } from './problems.js';

export const COMMENT_STYLES = ['brace', 'semicolon', 'escape'] as const;
/** `{ … }`, `; …` to the end of the line, `%` in the first column. */
export type CommentStyle = (typeof COMMENT_STYLES)[number];

export interface PbnComment {
  readonly kind: 'comment';
  readonly style: CommentStyle;
  /** The text inside the comment marks; lines joined by `\n`. */
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/** A line of a tag's section (after comments are taken out), with its position. */
export interface PbnDataLine {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

export interface PbnTag {
  readonly kind: 'tag';
  readonly name: string;
  /** The value with `#` resolved and `\"`, `\\` unescaped. */
  readonly value: string;
  /** Written as `#`: the value was (or is to be) repeated from the previous game. */
  readonly repeated: boolean;
  /** Position of the `[`. */
  readonly line: number;
  readonly column: number;
  /** Position of the value's first character. */
  readonly valueLine: number;
  readonly valueColumn: number;
  readonly section: readonly PbnDataLine[];
}

export type PbnItem = PbnTag | PbnComment;

/**
 * Plain data lines read from a file (no comment, quote or tag in them) are
 * kept as runs of offsets into the file's text, not as a `PbnDataLine` each:
 * a ScoreTable of a million rows costs no object per row until someone asks
 * for `section` (which then makes them, once). `forEachSectionLine` walks the
 * runs in place.
 */
interface PlainRun {
  /** Offset of the first line's first character, and the end of the last line (before its line ending). */
  readonly start: number;
  end: number;
  /** Line number of the first line. */
  readonly line: number;
  count: number;
}
type SectionPart = PbnDataLine | PlainRun;
interface SectionParts {
  readonly text: string;
  readonly parts: SectionPart[];
  /** The parts as `PbnDataLine`s, made when `section` is first read. */
  lines: PbnDataLine[] | undefined;
}
const sectionsRead = new WeakMap<PbnTag, SectionParts>();

/**
 * A read tag's `section`: a getter (own and enumerable, as in an object literal) that makes the
 * lines once, the same function for every tag. A getter written in each tag's literal would be a
 * closure of its own, and give each tag a hidden class of its own.
 */
const SECTION_PROPERTY: PropertyDescriptor = {
  get(this: PbnTag) {
    const read = sectionsRead.get(this) as SectionParts;
    read.lines ??= dataLinesOf(read);
    return read.lines;
  },
  enumerable: true,
  configurable: true,
};

const isRun = (p: SectionPart): p is PlainRun => 'count' in p;

/** Calls `each` with each line of a run: its range in the text (line ending excluded) and its number. */
function forEachRunLine(
  text: string,
  run: PlainRun,
  each: (from: number, to: number, line: number) => void,
): void {
  let from = run.start;
  for (let k = 0; k < run.count; k++) {
    let end = k === run.count - 1 ? run.end : text.indexOf('\n', from);
    const next = end + 1;
    if (end > from && text.charCodeAt(end - 1) === 13) end--;
    each(from, end, run.line + k);
    from = next;
  }
}

function dataLinesOf(read: SectionParts): PbnDataLine[] {
  const lines: PbnDataLine[] = [];
  for (const part of read.parts) {
    if (!isRun(part)) lines.push(part);
    else
      forEachRunLine(read.text, part, (from, to, line) =>
        lines.push({ text: read.text.slice(from, to).trimEnd(), line, column: 1 }),
      );
  }
  return lines;
}

/**
 * Calls `each` with every line of a tag's section, as a range of a text:
 * `text.slice(from, to)` is the line's data (trailing spaces and tabs may remain,
 * nothing else),
 * `column` the column of `text[from]`. A section read from a file is walked
 * in place (see `PlainRun`); any other tag's lines are handed over one by one.
 */
export function forEachSectionLine(
  tag: PbnTag,
  each: (text: string, from: number, to: number, line: number, column: number) => void,
): void {
  const read = sectionsRead.get(tag);
  if (!read) {
    for (const d of tag.section) each(d.text, 0, d.text.length, d.line, d.column);
    return;
  }
  const text = read.text;
  for (const part of read.parts) {
    if (!isRun(part)) each(part.text, 0, part.text.length, part.line, part.column);
    else forEachRunLine(text, part, (from, to, line) => each(text, from, to, line, 1));
  }
}

/** The characters that make a data line more than plain data: `[`, `;`, `{`, a quote, a lone CR. */
const SPECIAL = ['[', ';', '{', '"', '\r'] as const;

/**
 * Where the next special character of a text is, from a position on: each
 * kind found by the engine's own search (a native scan), looked for again
 * only once passed, so the whole text is scanned once per kind.
 */
class SpecialFinder {
  private readonly next: number[];
  /** The nearest special character at or after the last position asked for (the text's length if none). */
  nearest: number;
  constructor(private readonly text: string) {
    this.next = SPECIAL.map((c) => this.find(c, 0));
    this.nearest = Math.min(...this.next);
  }

  private find(c: string, from: number): number {
    const at = this.text.indexOf(c, from);
    return at < 0 ? this.text.length : at;
  }

  /** The nearest special character at or after `from`. */
  from(from: number): number {
    if (this.nearest >= from) return this.nearest;
    let nearest = this.text.length;
    for (let k = 0; k < SPECIAL.length; k++) {
      let at = this.next[k] as number;
      if (at < from) {
        at = this.find(SPECIAL[k] as string, from);
        this.next[k] = at;
      }
      if (at < nearest) nearest = at;
    }
    this.nearest = nearest;
    return nearest;
  }
}

/**
 * Whether text[from, to) is a data line with nothing for the full reader to
 * do: not a `%` line, no `[`, `;`, `{`, quote or lone CR (none before
 * `special`, the next such character), and something before its trailing
 * blanks that is plain: a line that ends in a form feed, a vertical tab or a
 * character beyond ASCII (a no-break space …), or has nothing but blanks, goes
 * to the full reader, whose `trimEnd` and blank-line rules know them.
 */
function isPlainDataLine(text: string, from: number, to: number, special: SpecialFinder): boolean {
  if (from >= to || text.charCodeAt(from) === 37 || special.from(from) < to) return false;
  let end = to;
  let c = text.charCodeAt(end - 1);
  while (c === 32 || c === 9) {
    end--;
    if (end === from) return false;
    c = text.charCodeAt(end - 1);
  }
  return c <= 0x7e && c !== 12 && c !== 11;
}

export interface PbnGame {
  readonly items: readonly PbnItem[];
  readonly line: number;
  readonly column: number;
}

export interface PbnFile {
  /** `%` lines before the first game, e.g. `% PBN 2.1`, `% EXPORT`. */
  readonly header: readonly PbnComment[];
  readonly games: readonly PbnGame[];
}

export interface PbnReadOptions {
  /** Name of the file in problems. */
  readonly file?: string;
  /** Keep comments as items of the games (default), or skip them. */
  readonly comments?: 'keep' | 'skip';
}

const NAME_CHAR = /[A-Za-z0-9_]/;

/** The tag of that name in a game (PBN names are case-sensitive; messy files are not): the first one. */
export function pbnTag(game: PbnGame, name: string): PbnTag | undefined {
  let loose: PbnTag | undefined;
  for (const item of game.items) {
    if (item.kind !== 'tag') continue;
    if (item.name === name) return item;
    if (loose === undefined && item.name.toLowerCase() === name.toLowerCase()) loose = item;
  }
  return loose;
}

/** The PBN version a header declares (`% PBN 2.1`), if any. */
export function pbnVersion(file: PbnFile): string | undefined {
  for (const c of file.header) {
    const m = /^\s*PBN\s+(\d+(?:\.\d+)?)/i.exec(c.text);
    if (m) return m[1];
  }
  return undefined;
}

/** A line that starts with a tag: `[Name "`. */
const TAG_LINE = /^\s*\[\s*[A-Za-z0-9_]+\s*"/;

/** Games start a new game when they meet a second one of these in one game (a missing empty line). */
const GAME_STARTERS = new Set(['event', 'board']);

/**
 * Reads a PBN text into games of positioned tags; see the module overview.
 * `err` only when the text is not PBN at all.
 *
 * @example
 * readPbn('<html>').ok; // false: file-not-format
 */
export function readPbn(text: string, options: PbnReadOptions = {}): Result<Read<PbnFile>, Problem> {
  const problems = new Problems(options.file ?? NO_FILE);
  const notPbn = sniffNotPbn(text);
  if (notPbn) {
    problems.error(notPbn.at, notPbn.error);
    return err(problems.list[0] as Problem);
  }
  const reader = new PbnReader(text, problems, options.comments !== 'skip');
  const file = reader.read();
  if (reader.tagCount === 0) {
    const at = firstContent(text);
    const error =
      at === null
        ? ({ code: 'file-empty', format: 'PBN' } as const)
        : ({ code: 'file-not-format', format: 'PBN', found: excerpt(at.text) } as const);
    problems.list.length = 0;
    problems.error(at ?? { line: 1, column: 1 }, error);
    return err(problems.list[0] as Problem);
  }
  return ok({ value: file, problems: problems.list });
}

/** The first line with something other than blanks and `%` lines. */
function firstContent(text: string): (Position & { text: string }) | null {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const start = line.search(/\S/);
    if (start < 0 || line.startsWith('%')) continue;
    return { line: i + 1, column: start + 1, text: line.slice(start) };
  }
  return null;
}

/**
 * XML, HTML or binary is not PBN. A text with a tag line (`[Name "…`) in its
 * first 4 KiB is read as PBN, however damaged a line among them: a line of
 * junk there is a problem at that line, not a file that is not PBN.
 */
function sniffNotPbn(text: string): { at: Position; error: Problem['error'] } | null {
  const head = text.slice(0, 4096);
  const lines = head.split('\n');
  // Tags in sight: PBN, however damaged a line among them may be.
  if (lines.some((l) => TAG_LINE.test(l))) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and other controls mark a binary file
  const control = /[\u0000-\u0008\u000e-\u001a]/;
  const index = lines.findIndex((l) => control.test(l));
  if (index >= 0) {
    return {
      at: { line: index + 1, column: (lines[index] as string).search(control) + 1 },
      error: { code: 'file-not-format', format: 'PBN', found: 'binary data' },
    };
  }
  const first = firstContent(head);
  if (first?.text.startsWith('<')) {
    return { at: first, error: { code: 'file-not-format', format: 'PBN', found: excerpt(first.text) } };
  }
  return null;
}

class GameBuilder {
  items: PbnItem[] = [];
  names = new Set<string>();
  lastTag: { tag: PbnTag; section: SectionPart[] } | null = null;
  hasTag = false;
  constructor(
    readonly line: number,
    readonly column: number,
  ) {}
}

class PbnReader {
  tagCount = 0;
  private readonly header: PbnComment[] = [];
  private readonly games: PbnGame[] = [];
  private game: GameBuilder | null = null;
  /** Resolved tag values of the previous game, by lower-case name, for `#`. */
  private previous = new Map<string, string>();
  private current = new Map<string, string>();
  /** A `{` comment still open: its text so far, line by line (the line each came from), and where it opened. */
  private brace: { parts: string[]; lines: number[]; line: number; column: number } | null = null;
  private lineNo = 0;

  constructor(
    private readonly text: string,
    private readonly problems: Problems,
    private readonly keepComments: boolean,
  ) {}

  read(): PbnFile {
    const text = this.text;
    let start = 0;
    const n = text.length;
    const special = new SpecialFinder(text);
    while (start <= n) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = n;
      let stop = end;
      if (stop > start && text.charCodeAt(stop - 1) === 13) stop--;
      this.lineNo++;
      const section = this.brace === null ? this.game?.lastTag?.section : undefined;
      if (section !== undefined && isPlainDataLine(text, start, stop, special)) {
        // The common case of a table's rows, kept as a run of offsets (see PlainRun).
        const last = section[section.length - 1];
        if (last !== undefined && isRun(last) && last.line + last.count === this.lineNo) {
          last.end = stop;
          last.count++;
        } else section.push({ start, end: stop, line: this.lineNo, count: 1 });
      } else this.readLine(text.slice(start, stop));
      if (end === n) break;
      start = end + 1;
    }
    if (this.brace) this.runaway(this.brace);
    this.endGame();
    return { header: this.header, games: this.games };
  }

  private readLine(raw: string): void {
    // A lone CR (old Mac files) also ends a line.
    if (raw.includes('\r')) {
      const parts = raw.split('\r');
      this.readOne(parts[0] as string);
      for (let i = 1; i < parts.length; i++) {
        this.lineNo++;
        this.readOne(parts[i] as string);
      }
      return;
    }
    this.readOne(raw);
  }

  private readOne(line: string): void {
    let i = 0;
    if (this.brace) {
      const close = line.indexOf('}');
      // A comment does not run over a tag: a `{` never closed there is a mistake, not a comment.
      if (TAG_LINE.test(close < 0 ? line : line.slice(0, close))) {
        this.runaway(this.brace);
        this.readOne(line);
        return;
      }
      if (close < 0) {
        this.brace.parts.push(line);
        this.brace.lines.push(this.lineNo);
        return;
      }
      this.brace.parts.push(line.slice(0, close));
      this.closeBrace(this.brace.parts.join('\n'));
      i = close + 1;
    } else {
      if (line.charCodeAt(0) === 37 /* % */) {
        this.comment('escape', line.slice(1), { line: this.lineNo, column: 1 });
        return;
      }
      if (isBlank(line)) {
        this.endGame();
        return;
      }
    }
    this.scan(line, i);
  }

  private scan(line: string, from: number): void {
    let i = from;
    const n = line.length;
    while (i < n) {
      const c = line.charCodeAt(i);
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (c === 91 /* [ */) {
        i = this.tag(line, i);
      } else if (c === 59 /* ; */) {
        this.comment('semicolon', line.slice(i + 1), { line: this.lineNo, column: i + 1 });
        return;
      } else if (c === 123 /* { */) {
        const close = line.indexOf('}', i + 1);
        if (close < 0) {
          this.brace = { parts: [line.slice(i + 1)], lines: [this.lineNo], line: this.lineNo, column: i + 1 };
          return;
        }
        this.comment('brace', line.slice(i + 1, close), { line: this.lineNo, column: i + 1 });
        i = close + 1;
      } else {
        i = this.data(line, i, from);
      }
    }
  }

  /** A run of section data, up to a comment or a tag outside quotes. */
  private data(line: string, at: number, lineStart: number): number {
    let i = at;
    const n = line.length;
    let quoted = false;
    for (; i < n; i++) {
      const c = line.charCodeAt(i);
      if (quoted) {
        if (c === 92 /* \ */) i++;
        else if (c === 34) quoted = false;
      } else if (c === 34 /* " */) quoted = true;
      else if (c === 59 || c === 123 || c === 91) break;
    }
    // Keep the leading blanks of a line that starts with data: they align a table's columns.
    const begin = lineStart === 0 && isBlank(line.slice(0, at)) ? 0 : at;
    const text = line.slice(begin, i).trimEnd();
    const game = this.game;
    if (game?.lastTag) {
      game.lastTag.section.push({ text, line: this.lineNo, column: begin + 1 });
    } else {
      this.problems.error(
        { line: this.lineNo, column: at + 1 },
        { code: 'pbn-stray-text', found: excerpt(text.trim()) },
      );
    }
    return i;
  }

  private tag(line: string, open: number): number {
    const n = line.length;
    const at = { line: this.lineNo, column: open + 1 };
    let i = open + 1;
    while (i < n && (line[i] === ' ' || line[i] === '\t')) i++;
    const nameStart = i;
    while (i < n && NAME_CHAR.test(line[i] as string)) i++;
    const name = line.slice(nameStart, i);
    if (name === '') {
      this.problems.error(
        { line: this.lineNo, column: nameStart + 1 },
        { code: 'pbn-tag-name', found: excerpt(line.slice(nameStart)) },
      );
      const close = line.indexOf(']', i);
      return close < 0 ? n : close + 1;
    }
    while (i < n && (line[i] === ' ' || line[i] === '\t')) i++;
    if (line[i] !== '"') {
      this.problems.error(
        { line: this.lineNo, column: i + 1 },
        { code: 'pbn-tag-value', tag: name, found: excerpt(line.slice(i)) },
      );
      const close = line.indexOf(']', i);
      return close < 0 ? n : close + 1;
    }
    const valueColumn = i + 2;
    i++;
    let value = '';
    let closed = false;
    let runStart = i;
    for (; i < n; i++) {
      const c = line.charCodeAt(i);
      if (c === 92 /* \ */ && (line[i + 1] === '"' || line[i + 1] === '\\')) {
        value += line.slice(runStart, i);
        runStart = i + 1;
        i++;
      } else if (c === 34) {
        closed = true;
        break;
      }
    }
    value += line.slice(runStart, i);
    if (!closed) {
      this.problems.error(at, { code: 'pbn-string-unclosed', tag: name });
      // Read as far as a closing bracket, the usual shape of the mistake: [Event "Club night]
      const bracket = value.lastIndexOf(']');
      if (bracket >= 0) value = value.slice(0, bracket);
      this.addTag(name, value, at, valueColumn);
      return n;
    }
    i++;
    while (i < n && (line[i] === ' ' || line[i] === '\t')) i++;
    if (line[i] === ']') {
      i++;
    } else {
      this.problems.error(
        { line: this.lineNo, column: i + 1 },
        { code: 'pbn-tag-close', tag: name, found: excerpt(line.slice(i)) },
      );
    }
    this.addTag(name, value, at, valueColumn);
    return i;
  }

  private addTag(name: string, written: string, at: Position, valueColumn: number): void {
    const key = name.toLowerCase();
    let game = this.game;
    if (game?.names.has(key)) {
      if (GAME_STARTERS.has(key)) {
        this.problems.warning(at, { code: 'pbn-game-unseparated', tag: name });
        this.endGame();
        game = null;
      } else {
        this.problems.warning(at, { code: 'pbn-tag-twice', tag: name });
      }
    }
    if (!game) game = this.startGame(at);
    let value = written;
    let repeated = false;
    if (written === '#') {
      const before = this.previous.get(key);
      if (before === undefined) {
        this.problems.error(
          { line: at.line, column: valueColumn },
          { code: 'pbn-repeat-missing', tag: name },
        );
        value = '';
      } else {
        value = before;
        repeated = true;
      }
    }
    const section: SectionPart[] = [];
    const read: SectionParts = { text: this.text, parts: section, lines: undefined };
    const fields: Omit<PbnTag, 'section'> = {
      kind: 'tag',
      name,
      value,
      repeated,
      line: at.line,
      column: at.column,
      valueLine: at.line,
      valueColumn,
    };
    const tag = Object.defineProperty(fields, 'section', SECTION_PROPERTY) as PbnTag;
    sectionsRead.set(tag, read);
    game.items.push(tag);
    game.names.add(key);
    game.lastTag = { tag, section };
    game.hasTag = true;
    if (!this.current.has(key)) this.current.set(key, value);
    this.tagCount++;
  }

  private comment(style: CommentStyle, text: string, at: Position): void {
    if (style === 'escape' && this.games.length === 0 && this.game === null) {
      this.header.push({ kind: 'comment', style, text, line: at.line, column: at.column });
      return;
    }
    if (!this.keepComments) return;
    const game = this.game ?? this.startGame(at);
    game.items.push({ kind: 'comment', style, text, line: at.line, column: at.column });
  }

  /**
   * A `{` never closed, or closed only past a tag: an error at the brace, the
   * comment its own line's text, and the lines it took read again as they are.
   */
  private runaway(brace: { parts: string[]; lines: number[]; line: number; column: number }): void {
    this.brace = null;
    this.problems.error(brace, { code: 'pbn-comment-unclosed' });
    this.comment('brace', brace.parts[0] ?? '', brace);
    const at = this.lineNo;
    for (let k = 1; k < brace.parts.length; k++) {
      this.lineNo = brace.lines[k] as number;
      this.readOne(brace.parts[k] as string);
    }
    this.lineNo = at;
  }

  private closeBrace(text: string): void {
    const b = this.brace;
    this.brace = null;
    if (b) this.comment('brace', text, b);
  }

  private startGame(at: Position): GameBuilder {
    this.game = new GameBuilder(at.line, at.column);
    return this.game;
  }

  private endGame(): void {
    const game = this.game;
    if (!game?.hasTag) return; // comments alone wait for the next game's tags
    this.games.push({ items: game.items, line: game.line, column: game.column });
    this.game = null;
    this.previous = this.current;
    this.current = new Map();
  }
}

function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 12 && c !== 11) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Writing

export interface PbnWriteOptions {
  /** Line ending (default `\n`; readers take either). */
  readonly newline?: '\n' | '\r\n';
}

/**
 * A tag value with `"` escaped, and `\` where it would otherwise be read as an
 * escape (before `"` or `\`, or last): a lone backslash stays one, as in the
 * table column lists `PairId_NS\2R`.
 */
export function escapePbnValue(value: string): string {
  return value.replace(/"|\\(?=["\\]|$)/g, (c) => `\\${c}`);
}

/**
 * Writes a PBN file: header lines, then each game's items, games separated by
 * one empty line, a line ending after the last line. Deterministic.
 *
 * @example
 * formatPbn({ header: [], games: [{ items: [pbnTagItem('Board', '1')], line: 1, column: 1 }] }); // '[Board "1"]\n'
 */
export function formatPbn(file: PbnFile, options: PbnWriteOptions = {}): string {
  const nl = options.newline ?? '\n';
  const out: string[] = [];
  for (const c of file.header) out.push(`%${c.text}`);
  file.games.forEach((game, g) => {
    if (g > 0 || file.header.length > 0) out.push('');
    for (const item of game.items) {
      if (item.kind === 'comment') {
        out.push(formatComment(item, nl));
        continue;
      }
      out.push(formatPbnTag(item));
      for (const d of item.section) out.push(d.text);
    }
  });
  return out.length === 0 ? '' : out.join(nl) + nl;
}

/** A tag's own line as `formatPbn` writes it (its section's lines follow it). */
export function formatPbnTag(tag: PbnTag): string {
  return `[${tag.name} "${tag.repeated ? '#' : escapePbnValue(tag.value)}"]`;
}

/** An item's lines as `formatPbn` writes them, each followed by `nl`. */
export function formatPbnItem(item: PbnItem, nl: string): string {
  if (item.kind === 'comment') return formatComment(item, nl) + nl;
  let text = formatPbnTag(item) + nl;
  for (const d of item.section) text += d.text + nl;
  return text;
}

function formatComment(c: PbnComment, nl: string): string {
  switch (c.style) {
    case 'escape':
      return `%${c.text}`;
    case 'semicolon':
      return `;${c.text}`;
    case 'brace':
      return `{${c.text.replaceAll('\n', nl)}}`;
  }
}

/** A tag to write (positions are those of a tag not read from a file: 0). */
export function pbnTagItem(name: string, value: string, section: readonly string[] = []): PbnTag {
  return {
    kind: 'tag',
    name,
    value,
    repeated: false,
    line: 0,
    column: 0,
    valueLine: 0,
    valueColumn: 0,
    section: section.map((text) => ({ text, line: 0, column: 0 })),
  };
}

/**
 * Marks each tag whose value equals the same tag's in the previous game as
 * repeated, so that it is written `#` (PBN's compact export).
 */
export function compressRepeats(games: readonly PbnGame[], names?: ReadonlySet<string>): PbnGame[] {
  let previous = new Map<string, string>();
  return games.map((game) => {
    const current = new Map<string, string>();
    const items = game.items.map((item) => {
      if (item.kind !== 'tag') return item;
      current.set(item.name, item.value);
      const repeat =
        item.value !== '' &&
        item.value !== '#' &&
        previous.get(item.name) === item.value &&
        (names === undefined || names.has(item.name));
      return repeat === item.repeated ? item : { ...item, repeated: repeat };
    });
    previous = current;
    return { ...game, items };
  });
}
