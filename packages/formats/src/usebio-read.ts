/**
 * The USEBIO reader: elements read as saxes gives them (`xml-stream.ts`),
 * never a whole element tree. The club, each event's settings, sections,
 * participants, boards, team matches and hand records are read as their
 * elements close; each traveller line too, and it goes straight to its board,
 * or, when the caller asks (`lines`), to the caller, so that a file of a
 * million lines is never all lines at once.
 *
 * Accounting: every TRAVELLER_LINE and every PAIR or TEAM of PARTICIPANTS is a
 * record, either used (in the document, or given to `lines`) or rejected with
 * exactly one error at its place (`tally`). A line whose values cannot all be
 * read is used with what could be read, each value that could not be read an
 * error at its element (the scoring then decides whether it has a result).
 *
 * After an XML error, reading resumes at the next traveller line, board,
 * section … (see `xml-stream.ts`): the record that held the error is rejected
 * with it, and the error says where reading resumed, or that the rest of the
 * file, from its line, could not be read (and how many lines that is).
 *
 * Elements this reader does not read are kept (`extra`) and written back in
 * place; those known to carry nothing for scoring (`USEBIO_UNSCORED_ELEMENTS`)
 * are read without a word, any other is a warning, once per name, at its first
 * place, with how often the file has it.
 *
 * @example
 * const r = readUsebio(text, { file: 'club.xml' });
 * if (r.ok) r.value.tally; // { records: 40, used: 40, rejected: 0 }
 */
import {
  checkTricks,
  err,
  type FinalContract,
  type InterchangeError,
  isSeat,
  type NotationError,
  ok,
  PASS,
  parseContract,
  parseVulnerability,
  type Result,
  type Seat,
  type Side,
} from '@bridge-score/core';
import { type Hand, RANKS, type SUITS } from './hands.js';
import {
  type Accounted,
  NO_FILE,
  type Position,
  type Problem,
  Problems,
  rememberPosition,
} from './problems.js';
import { ChunkDecoder } from './text-chunks.js';
import {
  formatArtificialScore,
  parseArtificialScore,
  rememberUsebioPosition,
  USEBIO_EVENT_TYPES,
  USEBIO_UNSCORED_ELEMENTS,
  USEBIO_VERSIONS,
  type UsebioBoard,
  type UsebioDocument,
  type UsebioEvent,
  type UsebioExtra,
  type UsebioHandRecord,
  type UsebioMatch,
  type UsebioParticipant,
  type UsebioPlayer,
  type UsebioSection,
  type UsebioTravellerLine,
  usebioPairsMethod,
} from './usebio-model.js';
import { clipText, type XmlBreak, type XmlReader, XmlStream } from './xml-stream.js';

/** Where a traveller line given to `lines` was read. */
export interface UsebioLinePlace {
  /** Which EVENT of the file (from 0). */
  readonly event: number;
  /** The section's SECTION_ID, when the line is in a named SECTION. */
  readonly section?: string;
  readonly board: number;
}

export interface UsebioReadOptions {
  readonly file?: string;
  /**
   * Each traveller line outside a team MATCH as it is read, instead of in its
   * board's `lines` (left empty): a caller that makes something else of the
   * lines need not have a million of them kept. (A MATCH's lines stay in its
   * boards: a team match is small, and `usebio-teams.ts` reads them there.)
   * The lines of a board share one `place` object (never changed once given).
   */
  readonly lines?: (line: UsebioTravellerLine, place: UsebioLinePlace) => void;
}

export interface UsebioChunkOptions extends UsebioReadOptions {
  /**
   * Text of a chunk of bytes that are all ASCII, or null when they are not: a
   * faster way than the decoder's (Node's `latin1Slice` after `isAscii`).
   */
  readonly asciiText?: (bytes: Uint8Array) => string | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads a USEBIO document. `err` when the text is not USEBIO at all (empty,
 * not XML, or another root element); anything else is read as far as it goes,
 * every problem at its place.
 *
 * @example
 * const r = readUsebio('<USEBIO Version="1.3"><EVENT EVENT_TYPE="MP_PAIRS"/></USEBIO>');
 * r.ok && r.value.value.events[0]?.type; // 'MP_PAIRS'
 */
export function readUsebio(
  text: string,
  options: UsebioReadOptions = {},
): Result<Accounted<UsebioDocument>, Problem> {
  const reader = new UsebioReader(options);
  reader.write(text);
  return reader.end();
}

/**
 * Reads a USEBIO file from its bytes as they come, a chunk at a time (a
 * file read piece by piece, or one array): the bytes are decoded as they
 * arrive (a byte-order mark decides; else an ISO-8859-1 or Windows-1252 XML
 * declaration; else UTF-8, and from the first byte that is not UTF-8 on,
 * Windows-1252, with a warning). A chunk may be reused by the caller once
 * given.
 *
 * @example
 * readUsebioChunks([new TextEncoder().encode('<USEBIO Version="1.2"/>')]).ok; // true
 */
export function readUsebioChunks(
  chunks: Iterable<Uint8Array>,
  options: UsebioChunkOptions = {},
): Result<Accounted<UsebioDocument>, Problem> {
  const reader = new UsebioReader(options);
  const decoder = new ChunkDecoder(options.asciiText);
  for (const chunk of chunks) {
    reader.write(decoder.decode(chunk));
    if (reader.halted) break;
  }
  reader.write(decoder.end());
  if (decoder.fellBack) reader.encodingWarning('windows-1252');
  return reader.end();
}

// ---------------------------------------------------------------------------
// The elements

const DOC = 0;
const ROOT = 1;
const CLUB = 2;
const EVENT = 3;
const SESSION = 4;
const SECTION = 5;
const PARTICIPANTS = 6;
const PARTICIPANT = 7;
const PLAYER = 8;
const BOARD = 9;
const LINE = 10;
const MATCH = 11;
const HANDSET = 12;
const HAND_RECORD = 13;
const HAND = 14;
const LEAF = 15;
const EXTRA = 16;

/** The elements with elements of their own that each element read may hold, by upper-case name. */
const STRUCTURE: { readonly [kind: number]: { readonly [name: string]: number } } = {
  [DOC]: { USEBIO: ROOT },
  [ROOT]: { CLUB, EVENT, HANDSET },
  [EVENT]: { SESSION, SECTION, PARTICIPANTS, BOARD, MATCH, HANDSET },
  [SESSION]: { SECTION, PARTICIPANTS, BOARD, MATCH },
  [SECTION]: { SESSION, PARTICIPANTS, BOARD, MATCH },
  [PARTICIPANTS]: { PAIR: PARTICIPANT, TEAM: PARTICIPANT },
  [PARTICIPANT]: { PLAYER },
  [BOARD]: { TRAVELLER_LINE: LINE },
  [MATCH]: { BOARD },
  [HANDSET]: { BOARD: HAND_RECORD },
  [HAND_RECORD]: { HAND },
};

/** The values (elements of text) each element read holds: a value's place in its element's list is its slot. */
const VALUES: { readonly [kind: number]: readonly string[] } = {
  [CLUB]: ['CLUB_NAME', 'CLUB_ID_NUMBER'],
  [EVENT]: [
    'EVENT_TYPE',
    'EVENT_DESCRIPTION',
    'EVENT_IDENTIFIER',
    'DATE',
    'PROGRAM_NAME',
    'PROGRAM_VERSION',
    'BOARD_SCORING_METHOD',
    'SCORING_METHOD',
    'MATCH_SCORING_METHOD',
    'BOARDS_PLAYED',
    'BOARDS_PER_ROUND',
    'WINNER_TYPE',
  ],
  [SECTION]: ['SECTION_ID'],
  [PARTICIPANT]: [
    'PAIR_NUMBER',
    'TEAM_NUMBER',
    'PAIR_NAME',
    'TEAM_NAME',
    'DIRECTION',
    'PLACE',
    'TOTAL_SCORE',
    'PERCENTAGE',
  ],
  [PLAYER]: ['PLAYER_NAME', 'NATIONAL_ID_NUMBER', 'CLUB_ID_NUMBER'],
  [BOARD]: ['BOARD_NUMBER', 'BOARD_AVERAGE'],
  [LINE]: [
    'ROUND_NUMBER',
    'TABLE_NUMBER',
    'DIRECTION',
    'NS_PAIR_NUMBER',
    'EW_PAIR_NUMBER',
    'CONTRACT',
    'PLAYED_BY',
    'LEAD',
    'TRICKS',
    'SCORE',
    'NS_MATCH_POINTS',
    'EW_MATCH_POINTS',
    'NS_CROSS_IMP_POINTS',
    'EW_CROSS_IMP_POINTS',
    'NS_BUTLER_POINTS',
    'EW_BUTLER_POINTS',
  ],
  [MATCH]: [
    'ROUND_NUMBER',
    'TEAM',
    'OPPOSING_TEAM',
    'START_BOARD_NUMBER',
    'END_BOARD_NUMBER',
    'TEAM_SCORE',
    'OPPOSING_TEAM_SCORE',
  ],
  [HAND_RECORD]: ['BOARD_NUMBER', 'DEALER', 'VULNERABILITY'],
  [HAND]: ['DIRECTION', 'SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'],
};

/** Every name of an element with elements of its own that this reader reads. */
const STRUCTURAL_NAMES: ReadonlySet<string> = new Set(
  Object.values(STRUCTURE).flatMap((children) => Object.keys(children)),
);

const SLOTS: { readonly [kind: number]: ReadonlyMap<string, number> } = Object.fromEntries(
  Object.entries(VALUES).map(([kind, names]) => [kind, new Map(names.map((n, i) => [n, i]))]),
);

/** A value's slot by its element's name, in an element of a kind. */
const slot = (kind: number, name: string): number => {
  const s = SLOTS[kind]?.get(name);
  if (s === undefined) throw new Error(`no value ${name}`);
  return s;
};

const L = {
  round: slot(LINE, 'ROUND_NUMBER'),
  table: slot(LINE, 'TABLE_NUMBER'),
  direction: slot(LINE, 'DIRECTION'),
  ns: slot(LINE, 'NS_PAIR_NUMBER'),
  ew: slot(LINE, 'EW_PAIR_NUMBER'),
  contract: slot(LINE, 'CONTRACT'),
  playedBy: slot(LINE, 'PLAYED_BY'),
  lead: slot(LINE, 'LEAD'),
  tricks: slot(LINE, 'TRICKS'),
  score: slot(LINE, 'SCORE'),
  nsMp: slot(LINE, 'NS_MATCH_POINTS'),
  ewMp: slot(LINE, 'EW_MATCH_POINTS'),
  nsCross: slot(LINE, 'NS_CROSS_IMP_POINTS'),
  ewCross: slot(LINE, 'EW_CROSS_IMP_POINTS'),
  nsButler: slot(LINE, 'NS_BUTLER_POINTS'),
  ewButler: slot(LINE, 'EW_BUTLER_POINTS'),
};
const B_NUMBER = slot(BOARD, 'BOARD_NUMBER');
const B_AVERAGE = slot(BOARD, 'BOARD_AVERAGE');
const S_ID = slot(SECTION, 'SECTION_ID');

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/** A section as it is read: what goes into it, in order. */
interface SectionState {
  name?: string;
  readonly participants: UsebioParticipant[];
  readonly boards: UsebioBoard[];
  readonly matches: UsebioMatch[];
  extras: UsebioExtra[] | undefined;
}

interface EventState {
  readonly index: number;
  readonly sections: SectionState[];
  implicit: SectionState | null;
  extras: UsebioExtra[] | undefined;
  impPoints?: 'butler' | 'cross-imps';
}

/** A board of results as it is read: its lines wait for its number when that comes after them. */
interface BoardState {
  number?: number;
  /** A board of a team MATCH. */
  readonly inMatch: boolean;
  readonly lines: UsebioTravellerLine[];
  /** Lines read before the board's number, with the problems they would report. */
  waiting: { line: UsebioTravellerLine; at: Position; problems: PendingProblem[] }[] | null;
  extras: UsebioExtra[] | undefined;
  /** Where its lines are, as given to `lines` (one object for all of them, made at the first). */
  place: UsebioLinePlace | null;
}

interface PendingProblem {
  readonly at: Position;
  readonly error: InterchangeError;
}

/** A child element's name, its upper case, and what it is in its parent: an element read, a value's slot, or neither. */
interface Child {
  readonly name: string;
  readonly key: string;
  readonly structural: number | undefined;
  readonly slot: number | undefined;
  /** An element read elsewhere (with elements of its own): out of place here, it may mean one was never closed. */
  readonly misplaced: boolean;
}

/**
 * A traveller line as read: its first fields set at once (a class gives every
 * line the same start, from which the others are added).
 */
class ReadLine {
  constructor(
    readonly ns: number,
    readonly ew: number,
  ) {}
}

/** One open element. Frames are reused from depth to depth. */
class Frame {
  kind = DOC;
  name = '';
  key = '';
  line = 1;
  column = 1;
  attributes: Readonly<Record<string, string>> = NO_ATTRIBUTES;
  /** A value's text, or an extra's own text. */
  text = '';
  /** A value: its slot in its element. */
  slot = -1;
  /** The values read in this element, by slot, with where each is. */
  readonly values: (string | undefined)[] = [];
  readonly valueLines: number[] = [];
  readonly valueColumns: number[] = [];
  /** The slots filled (the first `filledCount`), to empty them for the next element. */
  readonly filled: number[] = [];
  filledCount = 0;
  /** Elements opened in this one so far. */
  count = 0;
  /** Elements not read, found in this element. */
  extras: UsebioExtra[] | undefined = undefined;
  /** An extra: its elements. */
  children: UsebioExtra[] | undefined = undefined;
  /** The last element read among this one's (upper case): an extra is written back after it. */
  last: string | undefined = undefined;
  /** An extra: the element read before it in its parent. */
  after: string | undefined = undefined;
  /** A record with an XML error in it: rejected. */
  broken = false;
  /** A record out of its place, kept as an extra (and reported as a record left out, not as an element unread). */
  misplaced = false;
  section: SectionState | null = null;
  board: BoardState | null = null;
  match: { boards: UsebioBoard[]; extras: UsebioExtra[] | undefined } | null = null;
  players: UsebioPlayer[] = [];
  hands: { [S in Seat]: Hand | null } | null = null;

  reset(
    kind: number,
    name: string,
    key: string,
    line: number,
    column: number,
    attributes: Readonly<Record<string, string>>,
  ) {
    this.kind = kind;
    this.name = name;
    this.key = key;
    this.line = line;
    this.column = column;
    this.attributes = attributes;
    this.text = '';
    this.slot = -1;
    this.count = 0;
    const values = this.values;
    const filled = this.filled;
    for (let i = 0; i < this.filledCount; i++) values[filled[i] as number] = undefined;
    this.filledCount = 0;
    this.extras = undefined;
    this.children = undefined;
    this.last = undefined;
    this.after = undefined;
    this.broken = false;
    this.misplaced = false;
    this.board = null;
    this.match = null;
    if (this.players.length > 0) this.players = [];
    this.hands = null;
  }

  /** A value's text, trimmed; undefined when the element is not there. */
  value(s: number): string | undefined {
    const v = this.values[s];
    if (v === undefined) return undefined;
    // Values are short and seldom padded: one that begins and ends with a printable ASCII
    // character (never a blank) is its own trimmed text.
    const n = v.length;
    if (n > 0) {
      const a = v.charCodeAt(0);
      const b = v.charCodeAt(n - 1);
      if (a > 32 && a < 127 && b > 32 && b < 127) return v;
    }
    return v.trim();
  }

  has(s: number): boolean {
    return this.values[s] !== undefined;
  }

  at(s: number): Position {
    return { line: this.valueLines[s] as number, column: this.valueColumns[s] as number };
  }
}

const SEAT_WORDS: { readonly [k: string]: Seat } = { NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W' };

function seatOf(text: string): Seat | null {
  if (text.length === 1) {
    const c = text.charCodeAt(0) & ~32;
    if (c === 78) return 'N';
    if (c === 69) return 'E';
    if (c === 83) return 'S';
    if (c === 87) return 'W';
  }
  const s = text.trim().toUpperCase();
  if (isSeat(s)) return s;
  return SEAT_WORDS[s] ?? null;
}

const INTEGER = /^\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const SIGNED = /^[+-]?\d+$/;
const PAIR_NUMBER = /^(\d+)\s*(?:([NE])[-/]?([SW]))?$/i;

class UsebioReader implements XmlReader {
  private readonly problems: Problems;
  private readonly stream: XmlStream;
  private readonly each: UsebioReadOptions['lines'];
  private readonly frames: Frame[] = [];
  private depth = 0;
  private readonly events: UsebioEvent[] = [];
  private readonly handset: UsebioHandRecord[] = [];
  private readonly doc: Mutable<UsebioDocument> = { version: '', events: this.events, handset: this.handset };
  private docExtras: UsebioExtra[] | undefined;
  private event: EventState | null = null;
  private rootSeen = false;
  private notUsebio: { at: Position; found: string } | null = null;
  /** The first line that is not blank: what is quoted when the file is not USEBIO at all. */
  private firstLine: { at: Position; found: string } | null = null;
  private empty = true;
  private records = 0;
  private used = 0;
  private rejected = 0;
  /** Each element not read and not known, by name: where first found, in what, how often. */
  private readonly unread = new Map<string, { at: Position; parent: string; count: number }>();
  /** Element names and their upper case, kept once (a file repeats a few names millions of times). */
  private readonly keys = new Map<string, string>();
  private readonly contracts = new Map<string, Result<FinalContract, NotationError>>();
  /** By the parent's kind, the child seen at each place (see `open`). */
  private readonly predicted: (Child | undefined)[][] = Array.from({ length: EXTRA + 1 }, () => []);

  constructor(options: UsebioReadOptions) {
    this.problems = new Problems(options.file ?? NO_FILE);
    this.each = options.lines;
    this.stream = new XmlStream(this);
  }

  get halted(): boolean {
    return this.stream.halted;
  }

  write(text: string): void {
    if (text !== '') this.stream.write(text);
  }

  encodingWarning(encoding: string): void {
    this.problems.list.unshift({
      severity: 'warning',
      file: this.problems.file,
      line: 1,
      column: 1,
      error: { code: 'file-encoding', encoding },
    });
  }

  end(): Result<Accounted<UsebioDocument>, Problem> {
    this.stream.end();
    const problems = this.problems;
    if (this.notUsebio !== null || !this.rootSeen) {
      const found = this.notUsebio ?? this.firstLine;
      problems.list.length = 0;
      if (this.empty) return this.fail({ line: 1, column: 1 }, { code: 'file-empty', format: 'USEBIO' });
      return this.fail(found?.at ?? { line: 1, column: 1 }, {
        code: 'file-not-format',
        format: 'USEBIO',
        found: clipText(found?.found ?? ''),
      });
    }
    for (const [element, { at, parent, count }] of this.unread) {
      problems.warning(at, {
        code: 'usebio-element-unread',
        element: clipText(element),
        parent: clipText(parent),
        count,
      });
    }
    if (this.docExtras) this.doc.extra = this.docExtras;
    return ok({
      value: this.doc,
      problems: problems.list,
      tally: { records: this.records, used: this.used, rejected: this.rejected },
    });
  }

  private fail(at: Position, error: InterchangeError): Result<never, Problem> {
    this.problems.error(at, error);
    return err(this.problems.list[this.problems.list.length - 1] as Problem);
  }

  // -------------------------------------------------------------------------
  // Events of the stream

  first(at: Position, line: string, xml: boolean): void {
    this.empty = false;
    this.firstLine = { at, found: line };
    if (!xml) this.notUsebio = { at, found: line };
  }

  private upper(name: string): string {
    let key = this.keys.get(name);
    if (key === undefined) {
      key = name.toUpperCase();
      // A file of endless different names keeps only the first few thousand.
      if (this.keys.size < 4096) this.keys.set(name, key);
    }
    return key;
  }

  /** What a child element of this name is, in an element of this kind (see `Child`). */
  private classify(kind: number, name: string): Child {
    const key = this.upper(name);
    const structural = STRUCTURE[kind]?.[key];
    const slot = structural === undefined ? SLOTS[kind]?.get(key) : undefined;
    return { name, key, structural, slot, misplaced: structural === undefined && STRUCTURAL_NAMES.has(key) };
  }

  open(name: string, attributes: Readonly<Record<string, string>>, line: number, column: number): void {
    this.empty = false;
    const parent = this.depth === 0 ? null : (this.frames[this.depth - 1] as Frame);
    const attrs = attributes;
    if (parent === null) {
      const at = { line, column };
      const key = this.upper(name);
      if (key !== 'USEBIO') {
        this.notUsebio = { at, found: `<${name}>` };
        this.stream.halt();
      }
      this.rootSeen = true;
      this.push(ROOT, name, key, line, column, attrs);
      const version = (attrs.Version ?? attrs.VERSION ?? attrs.version ?? '').trim();
      this.doc.version = version;
      if (!(USEBIO_VERSIONS as readonly string[]).includes(version)) {
        this.problems.warning(at, { code: 'usebio-version', version: clipText(version) });
      }
      return;
    }
    // Elements come in the same order element after element: the name at each place is
    // remembered with what it is, and a name seen there before needs no look-up.
    let child: Child | undefined;
    if (parent.kind !== LEAF && parent.kind !== EXTRA) {
      const seen = this.predicted[parent.kind] as (Child | undefined)[];
      // Places past the first few share one guess (a board's thousands of lines are all alike).
      const k = parent.count < 64 ? parent.count : 63;
      parent.count++;
      child = seen[k];
      if (child === undefined || child.name !== name) {
        child = this.classify(parent.kind, name);
        seen[k] = child;
      }
    } else {
      const key = this.upper(name);
      child = { name, key, structural: undefined, slot: undefined, misplaced: STRUCTURAL_NAMES.has(key) };
    }
    const key = child.key;
    const structural = child.structural;
    const s = child.slot;
    if (s !== undefined && parent.kind !== LEAF && parent.kind !== EXTRA && parent.values[s] === undefined) {
      // The usual element: a value of the element it is in.
      this.pushLeaf(name, key, line, column, s);
      return;
    }
    if (child.misplaced) {
      // A TRAVELLER_LINE inside a TRAVELLER_LINE, a BOARD inside a BOARD …: the first was never closed.
      for (let d = this.depth - 1; d >= 0; d--) {
        const open = this.frames[d] as Frame;
        if (open.key === key && open.kind !== LEAF && open.kind !== EXTRA)
          this.stream.reject(
            { line, column },
            `${name} begins inside the ${open.name} of line ${open.line}, which is never closed`,
          );
      }
    }
    if (parent.kind === LEAF) this.leafToExtra(parent);
    if (parent.kind === EXTRA) {
      // A record inside an element kept as it is: its values are not read, and it is told.
      if (key === 'TRAVELLER_LINE' || ((key === 'PAIR' || key === 'TEAM') && this.inParticipants())) {
        this.records++;
        this.rejected++;
        this.problems.error(
          { line, column },
          { code: 'usebio-record-unread', record: key, parent: parent.name },
        );
      }
      this.push(EXTRA, name, key, line, column, attrs);
      return;
    }
    if (structural !== undefined) {
      this.openStructure(structural, name, key, line, column, attrs);
      return;
    }
    if (key === 'TRAVELLER_LINE') {
      // A traveller line outside any BOARD: a record that cannot be placed (kept as it is, for a copy).
      this.records++;
      this.rejected++;
      this.problems.error({ line, column }, { code: 'xml-element-missing', element: 'BOARD', parent: name });
      const f = this.push(EXTRA, name, key, line, column, attrs);
      f.after = parent.last;
      f.misplaced = true;
      return;
    }
    // Not read here, or a second of a value already read (a first one is a leaf, above): kept as it is.
    this.push(EXTRA, name, key, line, column, attrs).after = parent.last;
  }

  /** Whether the elements kept as they are, from the innermost open one out, are inside a PARTICIPANTS. */
  private inParticipants(): boolean {
    let d = this.depth - 1;
    while (d >= 0 && (this.frames[d] as Frame).kind === EXTRA) d--;
    return d >= 0 && (this.frames[d] as Frame).kind === PARTICIPANTS;
  }

  private push(
    kind: number,
    name: string,
    key: string,
    line: number,
    column: number,
    attributes: Readonly<Record<string, string>>,
  ): Frame {
    let f = this.frames[this.depth];
    if (f === undefined) {
      f = new Frame();
      this.frames.push(f);
    }
    f.reset(kind, name, key, line, column, attributes);
    const parent = this.depth === 0 ? null : (this.frames[this.depth - 1] as Frame);
    f.section = parent?.section ?? null;
    this.depth++;
    return f;
  }

  /** A value's element: only what a value needs of its frame. */
  private pushLeaf(name: string, key: string, line: number, column: number, slot: number): void {
    let f = this.frames[this.depth];
    if (f === undefined) {
      f = new Frame();
      this.frames.push(f);
    }
    f.kind = LEAF;
    f.name = name;
    f.key = key;
    f.line = line;
    f.column = column;
    f.text = '';
    f.slot = slot;
    f.attributes = NO_ATTRIBUTES;
    this.depth++;
  }

  private openStructure(
    kind: number,
    name: string,
    key: string,
    line: number,
    column: number,
    attributes: Readonly<Record<string, string>>,
  ): void {
    const f = this.push(kind, name, key, line, column, attributes);
    switch (kind) {
      case EVENT:
        this.event = { index: this.events.length, sections: [], implicit: null, extras: undefined };
        f.section = null;
        break;
      case SECTION: {
        const id = attributes.SECTION_ID?.trim();
        const section: SectionState = { participants: [], boards: [], matches: [], extras: undefined };
        if (id !== undefined && id !== '') section.name = id;
        this.event?.sections.push(section);
        f.section = section;
        break;
      }
      case PARTICIPANTS:
      case MATCH:
      case BOARD:
        f.section ??= this.implicitSection();
        if (kind === BOARD) {
          const inMatch = this.depth >= 2 && (this.frames[this.depth - 2] as Frame).kind === MATCH;
          f.board = { lines: [], waiting: null, extras: undefined, inMatch, place: null };
        }
        if (kind === MATCH) f.match = { boards: [], extras: undefined };
        break;
      case PARTICIPANT:
      case LINE:
        this.records++;
        break;
      case HAND_RECORD:
        f.hands = { N: null, E: null, S: null, W: null };
        break;
      default:
        break;
    }
  }

  /** The section that content directly in an EVENT (or its SESSION) goes to. */
  private implicitSection(): SectionState {
    const event = this.event;
    if (event === null) return { participants: [], boards: [], matches: [], extras: undefined };
    if (event.implicit === null) {
      event.implicit = { participants: [], boards: [], matches: [], extras: undefined };
      event.sections.push(event.implicit);
    }
    return event.implicit;
  }

  /** A value element with elements in it is not a value: it is kept whole, as an extra. */
  private leafToExtra(f: Frame): void {
    const parent = this.frames[this.depth - 2] as Frame;
    f.kind = EXTRA;
    f.after = parent.last;
    f.slot = -1;
    f.children = undefined;
    f.extras = undefined;
    f.misplaced = false;
    f.count = 0;
  }

  text(text: string): void {
    if (this.depth === 0) return;
    const f = this.frames[this.depth - 1] as Frame;
    if (f.kind === LEAF) f.text += text;
    else if (f.kind === EXTRA && (f.children === undefined || !isBlank(text))) f.text += text;
  }

  /**
   * A value's element read whole (see `XmlReader.leaf`): what `open`, `text` and `close` do for
   * the usual element, a value of the element it is in, in one call; false for any other.
   */
  leaf(name: string, text: string, line: number, column: number): boolean {
    if (this.depth === 0) return false;
    const parent = this.frames[this.depth - 1] as Frame;
    if (parent.kind === LEAF || parent.kind === EXTRA) return false;
    // The guess at this place, as `open` makes it.
    const seen = this.predicted[parent.kind] as (Child | undefined)[];
    const k = parent.count < 64 ? parent.count : 63;
    let child = seen[k];
    if (child === undefined || child.name !== name) {
      child = this.classify(parent.kind, name);
      seen[k] = child;
    }
    const s = child.slot;
    if (s === undefined || parent.values[s] !== undefined) return false;
    parent.count++;
    this.empty = false;
    this.setValue(parent, s, text, line, column, child.key);
    return true;
  }

  wantsText(): boolean {
    if (this.depth === 0) return false;
    const kind = (this.frames[this.depth - 1] as Frame).kind;
    return kind === LEAF || kind === EXTRA;
  }

  ampersand(at: Position): void {
    this.problems.warning(at, { code: 'xml-ampersand' });
  }

  close(): void {
    if (this.depth === 0) return;
    const f = this.frames[--this.depth] as Frame;
    const parent = this.depth === 0 ? null : (this.frames[this.depth - 1] as Frame);
    if (f.kind === LEAF && parent !== null) this.value(f, parent);
    else this.finish(f, parent);
  }

  /** A value's element ends: its text is its parent's value. */
  private value(f: Frame, parent: Frame): void {
    this.setValue(parent, f.slot, f.text, f.line, f.column, f.key);
  }

  /** A value of `parent` in slot `s`, read at `line` and `column` from the element named `key` (upper case). */
  private setValue(parent: Frame, s: number, text: string, line: number, column: number, key: string): void {
    parent.values[s] = text;
    parent.valueLines[s] = line;
    parent.valueColumns[s] = column;
    parent.filled[parent.filledCount++] = s;
    parent.last = key;
    const kind = parent.kind;
    if (kind === BOARD) {
      if (s === B_NUMBER) this.boardNumber(parent);
    } else if (kind === SECTION && s === S_ID && parent.section && parent.section.name === undefined) {
      const id = parent.value(S_ID);
      if (id !== undefined && id !== '') parent.section.name = id;
    }
  }

  /** An element ends (closed, or closed by an error's recovery): what it was goes where it belongs. */
  private finish(f: Frame, parent: Frame | null): void {
    switch (f.kind) {
      case LEAF:
        if (parent !== null) this.value(f, parent);
        return;
      case EXTRA:
        this.finishExtra(f, parent);
        return;
      case ROOT:
        if (f.extras) this.docExtras = [...(this.docExtras ?? []), ...f.extras];
        return;
      case CLUB:
        this.finishClub(f);
        break;
      case EVENT:
        this.finishEvent(f);
        break;
      case SESSION:
      case PARTICIPANTS:
      case HANDSET:
        break;
      case SECTION:
        if (f.section && f.extras) f.section.extras = [...(f.section.extras ?? []), ...f.extras];
        break;
      case PARTICIPANT:
        this.finishParticipant(f);
        break;
      case PLAYER:
        this.finishPlayer(f, parent);
        break;
      case BOARD:
        this.finishBoard(f, parent);
        break;
      case LINE:
        this.finishLine(f, parent);
        break;
      case MATCH:
        this.finishMatch(f);
        break;
      case HAND_RECORD:
        this.finishHandRecord(f);
        break;
      case HAND:
        this.finishHand(f, parent);
        break;
      default:
        break;
    }
    if (parent !== null) parent.last = f.key;
  }

  private finishExtra(f: Frame, parent: Frame | null): void {
    if (parent === null) return;
    const x: Mutable<UsebioExtra> = { name: f.name };
    let hasAttributes = false;
    for (const _ in f.attributes) {
      hasAttributes = true;
      break;
    }
    if (hasAttributes) x.attributes = f.attributes;
    const text = f.text;
    if (f.children !== undefined) {
      x.children = f.children;
      if (!isBlank(text)) x.text = text;
    } else if (text !== '') x.text = text;
    if (parent.kind === EXTRA) {
      parent.children = added(parent.children, x);
      return;
    }
    if (f.after !== undefined) x.after = f.after;
    this.keepExtra(parent, x);
    if (!f.misplaced && !USEBIO_UNSCORED_ELEMENTS.has(f.key)) {
      const seen = this.unread.get(f.name);
      if (seen) seen.count++;
      else this.unread.set(f.name, { at: { line: f.line, column: f.column }, parent: parent.name, count: 1 });
    }
  }

  /** An extra goes with what its parent element is read into. */
  private keepExtra(parent: Frame, x: UsebioExtra): void {
    switch (parent.kind) {
      case SESSION: {
        const event = this.event;
        if (event) event.extras = added(event.extras, x);
        return;
      }
      case PARTICIPANTS: {
        const section = parent.section;
        if (section) section.extras = added(section.extras, x);
        return;
      }
      case HANDSET:
        this.docExtras = added(this.docExtras, { ...x, after: 'HANDSET' });
        return;
      case HAND: {
        const record = this.frames[this.depth - 2];
        if (record?.kind === HAND_RECORD) record.extras = added(record.extras, { ...x, after: 'HAND' });
        return;
      }
      case EVENT: {
        const event = this.event;
        if (event) event.extras = added(event.extras, x);
        return;
      }
      case BOARD:
        if (parent.board) parent.board.extras = added(parent.board.extras, x);
        return;
      case MATCH:
        if (parent.match) parent.match.extras = added(parent.match.extras, x);
        return;
      default:
        parent.extras = added(parent.extras, x);
    }
  }

  // -------------------------------------------------------------------------
  // After an XML error

  resumable(name: string, closing: boolean): number {
    const key = name.toUpperCase();
    if (closing) {
      for (let d = this.depth - 1; d >= 0; d--) {
        const f = this.frames[d] as Frame;
        if (f.key === key && f.kind !== LEAF && f.kind !== EXTRA) return d + 1;
      }
      return -1;
    }
    for (let d = this.depth; d >= 0; d--) {
      const parentKind = d === 0 ? DOC : (this.frames[d - 1] as Frame).kind;
      if (STRUCTURE[parentKind]?.[key] === undefined) continue;
      if (parentKind === DOC && this.rootSeen) continue;
      return d;
    }
    return -1;
  }

  broken(e: XmlBreak): void {
    let record: Frame | null = null;
    for (let d = 0; d < this.depth; d++) {
      const f = this.frames[d] as Frame;
      if (f.kind === LINE || f.kind === PARTICIPANT) record = f;
    }
    const resumed = e.resumed === null ? undefined : { line: e.resumed.at.line, column: e.resumed.at.column };
    const cause: InterchangeError =
      e.entity === undefined
        ? { code: 'xml-syntax', detail: e.detail }
        : { code: 'xml-entity', entity: e.entity };
    const error: InterchangeError =
      resumed === undefined
        ? { code: 'xml-rest-unread', from: e.at.line, lines: e.lines, cause }
        : { ...cause, resumed };
    this.problems.error(e.at, error);
    if (record !== null) record.broken = true;
    this.unwind(e.resumed?.keep ?? 0);
  }

  openNames(): readonly string[] {
    const names: string[] = [];
    for (let d = 0; d < this.depth; d++) names.push((this.frames[d] as Frame).name);
    return names;
  }

  /** Closes the open elements above `keep` without their closing tags: records among them are rejected. */
  private unwind(keep: number): void {
    while (this.depth > keep) {
      const f = this.frames[--this.depth] as Frame;
      if (f.kind === LEAF || f.kind === EXTRA) continue;
      const parent = this.depth === 0 ? null : (this.frames[this.depth - 1] as Frame);
      if (f.kind === LINE || f.kind === PARTICIPANT) {
        // Broken by the error (the one error said for it).
        this.rejected++;
        continue;
      }
      this.finish(f, parent);
    }
  }

  ended(error: { readonly at: Position; readonly detail: string } | null): void {
    if (error !== null && this.rootSeen && this.notUsebio === null) {
      let record: Frame | null = null;
      for (let d = 0; d < this.depth; d++) {
        const f = this.frames[d] as Frame;
        if (f.kind === LINE || f.kind === PARTICIPANT) record = f;
      }
      this.problems.error(error.at, { code: 'xml-syntax', detail: error.detail });
      if (record !== null) record.broken = true;
    }
    this.unwind(0);
  }

  // -------------------------------------------------------------------------
  // What each element is read into

  private report(at: Position, error: InterchangeError, pending: PendingProblem[] | null): void {
    if (pending) pending.push({ at, error });
    else this.problems.error(at, error);
  }

  private integer(
    f: Frame,
    s: number,
    field: string,
    pending: PendingProblem[] | null = null,
  ): number | undefined {
    const t = f.value(s);
    if (t === undefined || t === '') return undefined;
    if (INTEGER.test(t)) return Number(t);
    this.report(f.at(s), { code: 'value-number', field, text: clipText(t) }, pending);
    return undefined;
  }

  private decimal(
    f: Frame,
    s: number,
    field: string,
    pending: PendingProblem[] | null = null,
  ): number | undefined {
    const raw = f.value(s);
    if (raw === undefined || raw === '') return undefined;
    const t = raw.replace(',', '.').replace(/\u2212/g, '-');
    if (DECIMAL.test(t)) return Number(t) + 0;
    this.report(f.at(s), { code: 'value-number', field, text: clipText(t) }, pending);
    return undefined;
  }

  /** NS or EW (`N-S`, `E/W` …) from a DIRECTION value; a problem for anything else. */
  private direction(f: Frame, s: number, pending: PendingProblem[] | null = null): Side | undefined {
    const text = f.value(s);
    if (text === undefined || text === '') return undefined;
    const d = text.toUpperCase().replace(/[-/\s]/g, '');
    if (d === 'NS' || d === 'EW') return d;
    this.report(f.at(s), { code: 'value-seat', field: 'DIRECTION', text: clipText(text) }, pending);
    return undefined;
  }

  private finishClub(f: Frame): void {
    const club: Mutable<NonNullable<UsebioDocument['club']>> = {};
    const name = f.value(0);
    const id = f.value(1);
    if (name !== undefined) club.name = name;
    if (id !== undefined) club.id = id;
    if (f.extras) club.extra = f.extras;
    this.doc.club = club;
  }

  private finishEvent(f: Frame): void {
    const state = this.event;
    this.event = null;
    if (state === null) return;
    const v = VALUES[EVENT] as readonly string[];
    const at = (name: string) => v.indexOf(name);
    const type = (f.attributes.EVENT_TYPE ?? f.value(at('EVENT_TYPE')) ?? '').trim();
    const event: Mutable<UsebioEvent> = { type, sections: [] };
    const text = (
      name: string,
      key: 'description' | 'identifier' | 'date' | 'programName' | 'programVersion' | 'boardScoring',
    ) => {
      const value = f.value(at(name));
      if (value !== undefined) event[key] = value;
    };
    text('EVENT_DESCRIPTION', 'description');
    text('EVENT_IDENTIFIER', 'identifier');
    text('DATE', 'date');
    text('PROGRAM_NAME', 'programName');
    text('PROGRAM_VERSION', 'programVersion');
    text('BOARD_SCORING_METHOD', 'boardScoring');
    const scoringMethod = f.value(at('SCORING_METHOD'));
    if (scoringMethod !== undefined) event.scoringMethod = scoringMethod;
    const matchScoring = f.value(at('MATCH_SCORING_METHOD'));
    if (matchScoring !== undefined) event.matchScoring = matchScoring;
    const played = this.integer(f, at('BOARDS_PLAYED'), 'BOARDS_PLAYED');
    if (played !== undefined) event.boardsPlayed = played;
    const perRound = this.integer(f, at('BOARDS_PER_ROUND'), 'BOARDS_PER_ROUND');
    if (perRound !== undefined) event.boardsPerRound = perRound;
    const winners = this.integer(f, at('WINNER_TYPE'), 'WINNER_TYPE');
    if (winners !== undefined) event.winnerType = winners;
    if (state.impPoints !== undefined) event.impPoints = state.impPoints;
    const sections = state.sections.length > 0 ? state.sections : [this.implicitSectionOf(state)];
    event.sections = sections.map(sectionOf);
    const extras = [...(state.extras ?? []), ...(f.extras ?? [])];
    if (extras.length > 0) event.extra = extras;
    if (!(USEBIO_EVENT_TYPES as readonly string[]).includes(type.toUpperCase())) {
      // An event type we do not know: read as pairs, scored as its scoring method says (and why).
      const scored = usebioPairsMethod(event) ?? { method: 'mp' as const, basis: 'nothing' as const };
      const warning: Mutable<Extract<InterchangeError, { code: 'usebio-event-type' }>> = {
        code: 'usebio-event-type',
        text: clipText(type),
        method: scored.method,
        basis: scored.basis,
      };
      const said = event.scoringMethod ?? event.boardScoring;
      if (said !== undefined) warning.scoringMethod = clipText(said);
      this.problems.warning({ line: f.line, column: f.column }, warning);
    }
    // Its place, for a caller that tells of an event it leaves out (the value stays as read).
    this.events.push(rememberPosition(event, { line: f.line, column: f.column }));
  }

  private implicitSectionOf(state: EventState): SectionState {
    state.implicit ??= { participants: [], boards: [], matches: [], extras: undefined };
    return state.implicit;
  }

  private finishParticipant(f: Frame): void {
    if (f.broken) {
      this.rejected++;
      return;
    }
    const kind = f.key === 'PAIR' ? 'pair' : 'team';
    const out: Mutable<UsebioParticipant> = { kind, players: f.players };
    const v = VALUES[PARTICIPANT] as readonly string[];
    const s = (name: string) => v.indexOf(name);
    if (kind === 'pair') {
      const text = f.value(s('PAIR_NUMBER'));
      if (text === undefined || text === '') {
        this.rejected++;
        this.problems.error(f, { code: 'xml-element-missing', element: 'PAIR_NUMBER', parent: f.name });
        return;
      }
      const n = readPairNumber(text);
      if (n === null) {
        this.rejected++;
        this.problems.error(f.at(s('PAIR_NUMBER')), {
          code: 'value-number',
          field: 'PAIR_NUMBER',
          text: clipText(text),
        });
        return;
      }
      out.number = n.number;
      if (n.direction !== undefined) out.direction = n.direction;
    } else {
      // The EBU's programs give a team's number and name as attributes TEAM_ID and TEAM_NAME;
      // TEAM_NUMBER and TEAM_NAME elements are read too (other programs, and ours before).
      const text = f.value(s('TEAM_NUMBER'));
      const id = f.attributes.TEAM_ID?.trim();
      const readable = text !== undefined && INTEGER.test(text);
      const idReadable = id !== undefined && INTEGER.test(id);
      if (!readable && !idReadable) {
        this.rejected++;
        if (text !== undefined && text !== '')
          this.problems.error(f.at(s('TEAM_NUMBER')), {
            code: 'value-number',
            field: 'TEAM_NUMBER',
            text: clipText(text),
          });
        else if (id !== undefined && id !== '')
          this.problems.error(f, { code: 'value-number', field: 'TEAM_ID', text: clipText(id) });
        else this.problems.error(f, { code: 'xml-element-missing', element: 'TEAM_NUMBER', parent: f.name });
        return;
      }
      if (readable) out.number = Number(text);
      else {
        if (text !== undefined && text !== '')
          this.problems.error(f.at(s('TEAM_NUMBER')), {
            code: 'value-number',
            field: 'TEAM_NUMBER',
            text: clipText(text),
          });
        out.number = Number(id);
      }
    }
    const direction = this.direction(f, s('DIRECTION'));
    if (direction !== undefined) out.direction = direction;
    const name = f.value(s('TEAM_NAME')) ?? f.value(s('PAIR_NAME')) ?? f.attributes.TEAM_NAME?.trim();
    if (name !== undefined) out.name = name;
    const place = f.value(s('PLACE'));
    if (place !== undefined) out.place = place;
    const total = this.decimal(f, s('TOTAL_SCORE'), 'TOTAL_SCORE');
    if (total !== undefined) out.totalScore = total;
    const percentage = this.decimal(f, s('PERCENTAGE'), 'PERCENTAGE');
    if (percentage !== undefined) out.percentage = percentage;
    if (f.extras) out.extra = f.extras;
    this.used++;
    f.section?.participants.push(out);
  }

  private finishPlayer(f: Frame, parent: Frame | null): void {
    const player: Mutable<UsebioPlayer> = {};
    const name = f.value(0);
    const nationalId = f.value(1);
    const clubId = f.value(2);
    if (name !== undefined) player.name = name;
    if (nationalId !== undefined) player.nationalId = nationalId;
    if (clubId !== undefined) player.clubId = clubId;
    if (f.extras) player.extra = f.extras;
    if (parent?.kind === PARTICIPANT) parent.players.push(player);
  }

  /** The board's number has been read: the lines that waited for it go on. */
  private boardNumber(f: Frame): void {
    const board = f.board;
    if (board === null) return;
    const n = this.integer(f, B_NUMBER, 'BOARD_NUMBER');
    if (n === undefined) return;
    board.number = n;
    const waiting = board.waiting;
    board.waiting = null;
    for (const w of waiting ?? []) {
      for (const p of w.problems) this.problems.error(p.at, p.error);
      this.deliver(f, board, w.line);
    }
  }

  private finishBoard(f: Frame, parent: Frame | null): void {
    const board = f.board;
    if (board === null) return;
    if (board.number === undefined) {
      if (!f.has(B_NUMBER))
        this.problems.error(f, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      // Never drop results silently: each line left out is named.
      for (const w of board.waiting ?? []) {
        this.rejected++;
        this.problems.error(w.at, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      }
      return;
    }
    const out: Mutable<UsebioBoard> = { number: board.number, lines: board.lines };
    const average = this.decimal(f, B_AVERAGE, 'BOARD_AVERAGE');
    if (average !== undefined) out.average = average;
    if (board.extras) out.extra = board.extras;
    if (parent?.kind === MATCH && parent.match) parent.match.boards.push(rememberUsebioPosition(out, f));
    else f.section?.boards.push(out);
  }

  private finishLine(f: Frame, parent: Frame | null): void {
    if (f.broken) {
      this.rejected++;
      return;
    }
    const board = parent?.board ?? null;
    if (parent === null || board === null) return;
    const pending: PendingProblem[] | null = board.number === undefined ? [] : null;
    const line = this.travellerLine(f, board.inMatch, pending);
    if (line === null) {
      this.rejected++;
      return;
    }
    if (pending !== null) {
      board.waiting = added(board.waiting, {
        line,
        at: { line: f.line, column: f.column },
        problems: pending,
      });
      return;
    }
    this.deliver(parent, board, line);
  }

  private deliver(boardFrame: Frame, board: BoardState, line: UsebioTravellerLine): void {
    this.used++;
    const each = this.each;
    if (each === undefined || board.inMatch) {
      board.lines.push(line);
      return;
    }
    const name = boardFrame.section?.name;
    const event = this.event?.index ?? 0;
    const number = board.number as number;
    // The board's lines share one place; made again only if what it says changed (a SECTION_ID read late).
    let place = board.place;
    if (place === null || place.section !== name || place.board !== number || place.event !== event) {
      place = name === undefined ? { event, board: number } : { event, section: name, board: number };
      board.place = place;
    }
    each(line, place);
  }

  private contract(text: string): Result<FinalContract, NotationError> {
    let c = this.contracts.get(text);
    if (c === undefined) {
      if (this.contracts.size > 4096) this.contracts.clear();
      c = parseContract(text);
      this.contracts.set(text, c);
    }
    return c;
  }

  /** A traveller line; null (with its one error) when it cannot be placed: no pair numbers. */
  private travellerLine(
    f: Frame,
    inMatch: boolean,
    pending: PendingProblem[] | null,
  ): UsebioTravellerLine | null {
    const nsText = f.value(L.ns);
    const ewText = f.value(L.ew);
    const nsMissing = nsText === undefined || nsText === '';
    const ewMissing = ewText === undefined || ewText === '';
    if (nsMissing || ewMissing) {
      const element =
        nsMissing && ewMissing
          ? 'NS_PAIR_NUMBER, EW_PAIR_NUMBER'
          : nsMissing
            ? 'NS_PAIR_NUMBER'
            : 'EW_PAIR_NUMBER';
      this.problems.error(f, { code: 'xml-element-missing', element, parent: 'TRAVELLER_LINE' });
      return null;
    }
    let nsNumber = wholeNumber(nsText as string);
    let ewNumber = wholeNumber(ewText as string);
    // A direction after the number (Compscore's Mitchell pairs) is read, and left for the pairs' own DIRECTION.
    if (nsNumber < 0) nsNumber = readPairNumber(nsText as string)?.number ?? -1;
    if (ewNumber < 0) ewNumber = readPairNumber(ewText as string)?.number ?? -1;
    if (nsNumber < 0 || ewNumber < 0) {
      const [s, field, text] =
        nsNumber < 0 ? [L.ns, 'NS_PAIR_NUMBER', nsText] : [L.ew, 'EW_PAIR_NUMBER', ewText];
      this.problems.error(f.at(s), { code: 'value-number', field, text: clipText(text as string) });
      return null;
    }
    const line: Mutable<UsebioTravellerLine> = new ReadLine(nsNumber, ewNumber);
    if (f.values[L.round] !== undefined) {
      const round = this.integer(f, L.round, 'ROUND_NUMBER', pending);
      if (round !== undefined) line.round = round;
    }
    if (f.values[L.table] !== undefined) {
      const table = this.integer(f, L.table, 'TABLE_NUMBER', pending);
      if (table !== undefined) line.table = table;
    }
    if (f.values[L.direction] !== undefined) {
      const direction = this.direction(f, L.direction, pending);
      if (direction !== undefined) line.direction = direction;
    }
    const contractText = f.value(L.contract) ?? '';
    const scoreText = f.value(L.score) ?? '';
    const scoreArtificial = maybeArtificial(scoreText) ? parseArtificialScore(scoreText) : null;
    const contractArtificial =
      scoreArtificial || !maybeArtificial(contractText) ? null : parseArtificialScore(contractText);
    const artificial = scoreArtificial ?? contractArtificial;
    if (artificial) {
      line.adjusted = artificial;
      const written = scoreArtificial ? scoreText : contractText;
      if (written !== formatArtificialScore(artificial)) line.adjustedAs = written;
      if (!scoreArtificial) line.adjustedIn = 'CONTRACT';
    }
    if (contractText !== '' && !contractArtificial) {
      const c = this.contract(contractText);
      if (c.ok) line.contract = c.value;
      else
        this.report(
          f.at(L.contract),
          { code: 'value-invalid', field: 'CONTRACT', text: clipText(contractText), cause: c.error },
          pending,
        );
    }
    const byText = f.value(L.playedBy) ?? '';
    if (byText !== '') {
      const seat = seatOf(byText);
      if (seat) line.playedBy = seat;
      else
        this.report(
          f.at(L.playedBy),
          { code: 'value-seat', field: 'PLAYED_BY', text: clipText(byText) },
          pending,
        );
    }
    const lead = f.value(L.lead);
    if (lead !== undefined && lead !== '') line.lead = lead;
    const tricksText = f.value(L.tricks) ?? '';
    const tricks = wholeNumber(tricksText);
    if (tricks >= 0 && tricks <= 13) line.tricks = tricks;
    else if (tricksText !== '') {
      const t = INTEGER.test(tricksText) ? checkTricks(Number(tricksText)) : null;
      if (t?.ok) line.tricks = t.value;
      else if (t)
        this.report(
          f.at(L.tricks),
          { code: 'value-invalid', field: 'TRICKS', text: clipText(tricksText), cause: t.error },
          pending,
        );
      else
        this.report(
          f.at(L.tricks),
          { code: 'value-number', field: 'TRICKS', text: clipText(tricksText) },
          pending,
        );
    }
    if (scoreText !== '' && !scoreArtificial) {
      const t = scoreText.replace(/\u2212/g, '-');
      if (SIGNED.test(t)) line.score = Number(t) + 0;
      else
        this.report(
          f.at(L.score),
          { code: 'value-artificial', field: 'SCORE', text: clipText(scoreText) },
          pending,
        );
    }
    if (f.has(L.nsMp) || f.has(L.ewMp)) {
      const nsMp = this.decimal(f, L.nsMp, 'NS_MATCH_POINTS', pending);
      if (nsMp !== undefined) line.nsMatchPoints = nsMp;
      const ewMp = this.decimal(f, L.ewMp, 'EW_MATCH_POINTS', pending);
      if (ewMp !== undefined) line.ewMatchPoints = ewMp;
    }
    const cross = f.has(L.nsCross) || f.has(L.ewCross);
    const butler = f.has(L.nsButler) || f.has(L.ewButler);
    if (cross || butler) {
      if (this.event && this.event.impPoints === undefined)
        this.event.impPoints = cross ? 'cross-imps' : 'butler';
      const nsImps =
        this.decimal(f, L.nsCross, 'NS_CROSS_IMP_POINTS', pending) ??
        this.decimal(f, L.nsButler, 'NS_BUTLER_POINTS', pending);
      if (nsImps !== undefined) line.nsImps = nsImps;
      const ewImps =
        this.decimal(f, L.ewCross, 'EW_CROSS_IMP_POINTS', pending) ??
        this.decimal(f, L.ewButler, 'EW_BUTLER_POINTS', pending);
      if (ewImps !== undefined) line.ewImps = ewImps;
    }
    if (f.extras) line.extra = f.extras;
    if (inMatch) rememberUsebioPosition(line, f);
    // Only a line with nothing to score remembers its place, for the problem reported later.
    const scoreable =
      line.adjusted !== undefined ||
      line.contract === PASS ||
      line.score !== undefined ||
      (line.contract !== undefined && line.playedBy !== undefined && line.tricks !== undefined);
    return scoreable ? line : rememberPosition(line, f);
  }

  private finishMatch(f: Frame): void {
    const state = f.match;
    if (state === null) return;
    const match: Mutable<UsebioMatch> = { boards: state.boards };
    const v = VALUES[MATCH] as readonly string[];
    // Whole numbers; the two teams must be there.
    for (const [name, key, required] of [
      ['ROUND_NUMBER', 'round', false],
      ['TEAM', 'team', true],
      ['OPPOSING_TEAM', 'opposingTeam', true],
      ['START_BOARD_NUMBER', 'startBoard', false],
      ['END_BOARD_NUMBER', 'endBoard', false],
    ] as const) {
      const s = v.indexOf(name);
      const n = this.integer(f, s, name);
      if (n !== undefined) match[key] = n;
      else if (required && !f.has(s))
        this.problems.error(f, { code: 'xml-element-missing', element: name, parent: 'MATCH' });
    }
    const score = this.decimal(f, v.indexOf('TEAM_SCORE'), 'TEAM_SCORE');
    if (score !== undefined) match.teamScore = score;
    const opposing = this.decimal(f, v.indexOf('OPPOSING_TEAM_SCORE'), 'OPPOSING_TEAM_SCORE');
    if (opposing !== undefined) match.opposingTeamScore = opposing;
    if (state.extras) match.extra = state.extras;
    f.section?.matches.push(rememberUsebioPosition(match, f));
  }

  private finishHand(f: Frame, parent: Frame | null): void {
    const hands = parent?.hands;
    if (!hands) return;
    const dirText = f.value(0) ?? f.attributes.DIRECTION ?? '';
    const seat = seatOf(dirText);
    if (!seat) {
      this.problems.error(f.has(0) ? f.at(0) : f, {
        code: 'value-seat',
        field: 'DIRECTION',
        text: clipText(dirText),
      });
      return;
    }
    const hand: { [S in (typeof SUITS)[number]]: string } = { S: '', H: '', D: '', C: '' };
    let bad = false;
    for (const [suit, s] of [
      ['S', 1],
      ['H', 2],
      ['D', 3],
      ['C', 4],
    ] as const) {
      const raw = (f.value(s) ?? '').toUpperCase().replace(/10/g, 'T').replace(/[\s-]/g, '');
      if ([...raw].some((r) => !RANKS.includes(r))) {
        this.problems.error(f.has(s) ? f.at(s) : f, { code: 'deal-hand', seat, text: clipText(raw) });
        bad = true;
      }
      hand[suit] = [...raw].sort((x, y) => RANKS.indexOf(x) - RANKS.indexOf(y)).join('');
    }
    if (!bad) hands[seat] = hand;
  }

  private finishHandRecord(f: Frame): void {
    const board = this.integer(f, 0, 'BOARD_NUMBER');
    if (board === undefined) {
      if (!f.has(0))
        this.problems.error(f, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      return;
    }
    const record: Mutable<UsebioHandRecord> = {
      board,
      hands: f.hands ?? { N: null, E: null, S: null, W: null },
    };
    const dealer = f.value(1);
    if (dealer !== undefined && dealer !== '') {
      const seat = seatOf(dealer);
      if (seat) record.dealer = seat;
      else this.problems.error(f.at(1), { code: 'value-seat', field: 'DEALER', text: clipText(dealer) });
    }
    const vul = f.value(2);
    if (vul !== undefined && vul !== '') {
      const v = parseVulnerability(vul);
      if (v.ok) record.vulnerability = v.value;
      else
        this.problems.error(f.at(2), {
          code: 'value-invalid',
          field: 'VULNERABILITY',
          text: clipText(vul),
          cause: v.error,
        });
    }
    if (f.extras) record.extra = f.extras;
    this.handset.push(record);
  }
}

/**
 * A pair number, with the direction some programs write after it (`1NS`,
 * `12 EW`: Compscore's Mitchell pairs); null when it cannot be read.
 */
function readPairNumber(text: string): { number: number; direction?: Side } | null {
  const n = wholeNumber(text);
  if (n >= 0) return { number: n };
  const m = PAIR_NUMBER.exec(text);
  if (!m) return null;
  const d = m[2] === undefined ? undefined : `${m[2]}${m[3]}`.toUpperCase();
  if (d === undefined) return { number: Number(m[1]) };
  if (d === 'NS' || d === 'EW') return { number: Number(m[1]), direction: d };
  return null;
}

/** A text of at most nine digits as its number; -1 for any other text. */
function wholeNumber(text: string): number {
  const n = text.length;
  if (n === 0 || n > 9) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** Whether a text may be an artificial score (they all begin with A). */
const maybeArtificial = (text: string): boolean => {
  const c = text.charCodeAt(0);
  return c === 65 || c === 97;
};

function sectionOf(s: SectionState): UsebioSection {
  const section: Mutable<UsebioSection> =
    s.name === undefined
      ? { participants: s.participants, boards: s.boards }
      : { name: s.name, participants: s.participants, boards: s.boards };
  if (s.matches.length > 0) section.matches = s.matches;
  if (s.extras) section.extra = s.extras;
  return section;
}

const isBlank = (t: string): boolean => /^[ \t\r\n]*$/.test(t);

/** A list with one more item: the list itself, or a new one. */
function added<T>(list: T[] | undefined | null, item: T): T[] {
  if (!list) return [item];
  list.push(item);
  return list;
}
