/**
 * USEBIO 1.2 / 1.3, the English Bridge Union's XML for club results, read and
 * written. A document holds the club, the event (its type: MP_PAIRS,
 * BUTLER_PAIRS, CROSS_IMP, teams …), the participants (pairs or teams with
 * their players' names and numbers, totals, percentages, places), the boards
 * with one traveller line per table (pairs, contract, played by, lead, tricks,
 * score, NS/EW match points) and the hand records (HANDSET).
 *
 * An artificial score is written as a code: `A60A40` (NS 60 %, EW 40 %), the
 * short `A5050`, `A+A-`. It is read from SCORE (or from CONTRACT, where some
 * programs put it) and written in SCORE.
 *
 * Pair numbers are read with or without their direction (`1NS`, `1EW`, as
 * Compscore writes a Mitchell's), and each line's IMPs from
 * NS_/EW_CROSS_IMP_POINTS or NS_/EW_BUTLER_POINTS (Compscore's names). An
 * element this reader does not read is a warning, once per name, at the
 * first place it is found.
 *
 * A teams event's MATCH elements (the two teams, their IMPs, the boards
 * with a traveller line per table) are kept as matches of their section;
 * `usebio-teams.ts` maps them to and from the core's team match.
 *
 * Parsing is saxes (see `xml.ts`); every value is checked with the core's
 * parsers and a value that cannot be read is a problem at its element's
 * line and column, the rest of the line kept. The writer is deterministic:
 * a document we wrote reads back to the same document and writes again to
 * the same bytes.
 *
 * @example
 * const r = readUsebio(xmlText, { file: 'club.xml' });
 * if (r.ok) r.value.value.events[0]?.sections[0]?.boards[0]?.lines[0]?.contract;
 */
import {
  checkTricks,
  err,
  type FinalContract,
  formatContract,
  isSeat,
  ok,
  PASS,
  parseContract,
  parseVulnerability,
  type Result,
  type Seat,
  type Side,
  type Vulnerability,
} from '@bridge-score/core';
import { type Hand, type Hands, RANKS, type SUITS } from './hands.js';
import {
  excerpt,
  NO_FILE,
  type Position,
  type Problem,
  Problems,
  type Read,
  rememberPosition,
} from './problems.js';
import { child, children, childText, parseXml, type XmlElement, XmlWriter } from './xml.js';

/** Event types of USEBIO's EVENT_TYPE attribute that this reader knows; others are read with a warning. */
export const USEBIO_EVENT_TYPES = [
  'MP_PAIRS',
  'BUTLER_PAIRS',
  'CROSS_IMP',
  'IMP_PAIRS',
  'AGGREGATE',
  'SWISS_PAIRS',
  'SWISS_TEAMS',
  'TEAMS',
  'TEAMS_OF_FOUR',
  'KNOCKOUT',
  'INDIVIDUAL',
  // Read by public importers of the EBU's files (see usebio-teams.ts): a second spelling and more kinds.
  'CROSS_IMPS',
  'PAIRS',
  'SWISS_PAIRS_CROSS_IMPS',
  'SWISS_PAIRS_BUTLER_IMPS',
  'KO',
  'LADDER',
  'HEAD_TO_HEAD',
] as const;
export const USEBIO_VERSIONS = ['1.0', '1.1', '1.2', '1.3'] as const;

/** The averages of Law 12C2 and fixed percentages: the same shape as the core's adjusted awards. */
export type Award = 'average-plus' | 'average' | 'average-minus' | number;

export interface UsebioPlayer {
  readonly name?: string;
  readonly nationalId?: string;
  readonly clubId?: string;
}

export interface UsebioParticipant {
  readonly kind: 'pair' | 'team';
  /** PAIR_NUMBER or TEAM_NUMBER. */
  readonly number?: number;
  /** Home direction of a pair in a two-winner (Mitchell) event. */
  readonly direction?: Side;
  readonly name?: string;
  readonly place?: string;
  readonly totalScore?: number;
  readonly percentage?: number;
  readonly players: readonly UsebioPlayer[];
}

export interface UsebioTravellerLine {
  readonly ns: number;
  readonly ew: number;
  readonly round?: number;
  readonly table?: number;
  /** In a team MATCH: the direction the MATCH's TEAM (team A) sits on this line. */
  readonly direction?: Side;
  readonly contract?: FinalContract;
  readonly playedBy?: Seat;
  readonly lead?: string;
  readonly tricks?: number;
  /** The score for North-South. */
  readonly score?: number;
  /** An artificial adjusted score, instead of a contract and score. */
  readonly adjusted?: { readonly ns: Award; readonly ew: Award };
  readonly nsMatchPoints?: number;
  readonly ewMatchPoints?: number;
  /** The line's IMPs: NS_CROSS_IMP_POINTS or NS_BUTLER_POINTS, and EW's. */
  readonly nsImps?: number;
  readonly ewImps?: number;
}

export interface UsebioBoard {
  readonly number: number;
  readonly lines: readonly UsebioTravellerLine[];
}

/**
 * One team match of a teams event: `MATCH › ROUND_NUMBER, TEAM, OPPOSING_TEAM,
 * TEAM_SCORE, OPPOSING_TEAM_SCORE, BOARD › TRAVELLER_LINE`. TEAM and
 * OPPOSING_TEAM are TEAM_NUMBERs of the event's PARTICIPANTS; the scores are
 * each team's score, in IMPs unless the event's MATCH_SCORING_METHOD says VPs.
 * (The element names are those the EBU's programs write, as public USEBIO
 * readers and writers use them: see `usebio-teams.ts`.)
 */
export interface UsebioMatch {
  readonly round?: number;
  /** TEAM: team A, North-South at table 1. */
  readonly team?: number;
  /** OPPOSING_TEAM: team B, North-South at table 2. */
  readonly opposingTeam?: number;
  /** START_BOARD_NUMBER and END_BOARD_NUMBER: the boards the match was played on. */
  readonly startBoard?: number;
  readonly endBoard?: number;
  /** Each team's score in the event's MATCH_SCORING_METHOD (IMPs unless it says VPs). */
  readonly teamScore?: number;
  readonly opposingTeamScore?: number;
  readonly boards: readonly UsebioBoard[];
}

export interface UsebioSection {
  /** SECTION_ID when the file has sections. */
  readonly name?: string;
  readonly participants: readonly UsebioParticipant[];
  /** Boards outside any MATCH (pairs events). */
  readonly boards: readonly UsebioBoard[];
  /** Team matches (teams events); their boards are here, not in `boards`. */
  readonly matches?: readonly UsebioMatch[];
}

export interface UsebioEvent {
  readonly type: string;
  readonly description?: string;
  readonly identifier?: string;
  /** As written: dd/mm/yyyy. */
  readonly date?: string;
  readonly programName?: string;
  readonly programVersion?: string;
  readonly boardScoring?: string;
  /** MATCH_SCORING_METHOD: what a MATCH's TEAM_SCORE counts (IMPS, VPS …). */
  readonly matchScoring?: string;
  readonly boardsPlayed?: number;
  readonly boardsPerRound?: number;
  readonly winnerType?: number;
  readonly sections: readonly UsebioSection[];
}

export interface UsebioHandRecord {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly hands: Hands;
}

export interface UsebioDocument {
  readonly version: string;
  readonly club?: { readonly name?: string; readonly id?: string };
  readonly events: readonly UsebioEvent[];
  readonly handset: readonly UsebioHandRecord[];
}

export interface UsebioReadOptions {
  readonly file?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads a USEBIO document. `err` when the text is not USEBIO at all (not XML,
 * or another root element); a document that breaks off is read as far as it
 * goes, with an `xml-syntax` problem.
 */
export function readUsebio(
  text: string,
  options: UsebioReadOptions = {},
): Result<Read<UsebioDocument>, Problem> {
  const problems = new Problems(options.file ?? NO_FILE);
  const first = /\S/.exec(text);
  if (!first) return fail(problems, { line: 1, column: 1 }, { code: 'file-empty', format: 'USEBIO' });
  if (text[first.index] !== '<') {
    return fail(problems, positionOf(text, first.index), {
      code: 'file-not-format',
      format: 'USEBIO',
      found: excerpt(text.slice(first.index).split(/\r?\n/)[0] ?? ''),
    });
  }
  const parsed = parseXml(text, problems);
  const root = parsed.root;
  if (root === null || root.key !== 'USEBIO') {
    const found = root === null ? excerpt(text.slice(first.index).split(/\r?\n/)[0] ?? '') : `<${root.name}>`;
    const at = root === null ? (problems.list[0] ?? positionOf(text, first.index)) : root;
    problems.list.length = 0;
    return fail(problems, at, { code: 'file-not-format', format: 'USEBIO', found });
  }
  const r = new UsebioReader(problems);
  const value = r.document(root);
  reportUnread(root, problems);
  return ok({ value, problems: problems.list });
}

/** Every element name the reader reads, wherever it is (upper case). */
const READ_ELEMENTS = new Set([
  'CLUB',
  'CLUB_NAME',
  'CLUB_ID_NUMBER',
  'EVENT',
  'EVENT_TYPE',
  'EVENT_DESCRIPTION',
  'EVENT_IDENTIFIER',
  'DATE',
  'PROGRAM_NAME',
  'PROGRAM_VERSION',
  'BOARD_SCORING_METHOD',
  'MATCH_SCORING_METHOD',
  'BOARDS_PLAYED',
  'BOARDS_PER_ROUND',
  'WINNER_TYPE',
  'SESSION',
  'SECTION',
  'SECTION_ID',
  'PARTICIPANTS',
  'PAIR',
  'TEAM',
  'PAIR_NUMBER',
  'TEAM_NUMBER',
  'PAIR_NAME',
  'TEAM_NAME',
  'DIRECTION',
  'PLACE',
  'TOTAL_SCORE',
  'PERCENTAGE',
  'PLAYER',
  'PLAYER_NAME',
  'NATIONAL_ID_NUMBER',
  'MATCH',
  'ROUND_NUMBER',
  'OPPOSING_TEAM',
  'START_BOARD_NUMBER',
  'END_BOARD_NUMBER',
  'TEAM_SCORE',
  'OPPOSING_TEAM_SCORE',
  'BOARD',
  'BOARD_NUMBER',
  'TRAVELLER_LINE',
  'TABLE_NUMBER',
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
  'HANDSET',
  'HAND',
  'DEALER',
  'VULNERABILITY',
  'SPADES',
  'HEARTS',
  'DIAMONDS',
  'CLUBS',
]);

/**
 * Warns of each element name the reader does not read (BOARD_AVERAGE,
 * MASTER_POINTS_AWARDED …), once, at its first place, with how often the
 * file has it: nothing is left behind without a word. What it holds is not
 * looked into.
 */
function reportUnread(root: XmlElement, problems: Problems): void {
  const found = new Map<string, { at: XmlElement; parent: string; count: number }>();
  const visit = (el: XmlElement) => {
    for (const c of el.children) {
      const name = c.key;
      if (READ_ELEMENTS.has(name)) {
        visit(c);
        continue;
      }
      const seen = found.get(name);
      if (seen) seen.count++;
      else found.set(name, { at: c, parent: el.name, count: 1 });
    }
  };
  visit(root);
  for (const [, { at, parent, count }] of found) {
    problems.warning(at, { code: 'usebio-element-unread', element: at.name, parent, count });
  }
}

function fail(problems: Problems, at: Position, error: Problem['error']): Result<never, Problem> {
  problems.error(at, error);
  return err(problems.list[problems.list.length - 1] as Problem);
}

function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

const ADJUSTED = /^A(\d{1,3}|[+=-])\/?A(\d{1,3}|[+=-])$/;
const ADJUSTED_SHORT = /^A(\d\d)(\d\d)$/;

/** Reads `A60A40`, `A5050`, `A+A-`, `A=A=`; null if it is not an artificial score. */
export function parseArtificialScore(text: string): { ns: Award; ew: Award } | null {
  const s = text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-');
  const m = ADJUSTED.exec(s) ?? ADJUSTED_SHORT.exec(s);
  if (!m) return null;
  const ns = award(m[1] as string);
  const ew = award(m[2] as string);
  return ns === null || ew === null ? null : { ns, ew };
}

function award(text: string): Award | null {
  if (text === '+') return 'average-plus';
  if (text === '=') return 'average';
  if (text === '-') return 'average-minus';
  const n = Number(text);
  if (!Number.isInteger(n) || n > 100) return null;
  return n === 60 ? 'average-plus' : n === 50 ? 'average' : n === 40 ? 'average-minus' : n;
}

/** The percentage an award stands for (Law 12C2: 60, 50, 40). */
export function awardPercent(a: Award): number {
  return a === 'average-plus' ? 60 : a === 'average' ? 50 : a === 'average-minus' ? 40 : a;
}

/** Formats an artificial score: `A60A40`. */
export function formatArtificialScore(a: { readonly ns: Award; readonly ew: Award }): string {
  return `A${awardPercent(a.ns)}A${awardPercent(a.ew)}`;
}

const SEAT_WORDS: { readonly [k: string]: Seat } = { NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W' };

function seatOf(text: string): Seat | null {
  const s = text.trim().toUpperCase();
  if (isSeat(s)) return s;
  return SEAT_WORDS[s] ?? null;
}

const matchPositions = new WeakMap<object, Position>();

function matchPosition<T extends object>(value: T, at: Position): T {
  matchPositions.set(value, { line: at.line, column: at.column });
  return value;
}

/**
 * Where a match, board or traveller line of a USEBIO document was read (its
 * element's `<`); undefined for one not read from a file.
 */
export function usebioPositionOf(value: object): Position | undefined {
  return matchPositions.get(value);
}

class UsebioReader {
  constructor(private readonly problems: Problems) {}

  document(root: XmlElement): UsebioDocument {
    const version = (
      root.attributes.Version ??
      root.attributes.VERSION ??
      root.attributes.version ??
      ''
    ).trim();
    if (!(USEBIO_VERSIONS as readonly string[]).includes(version)) {
      this.problems.warning(root, { code: 'usebio-version', version });
    }
    const doc: Mutable<UsebioDocument> = { version, events: [], handset: [] };
    const club = child(root, 'CLUB');
    if (club) {
      const c: { name?: string; id?: string } = {};
      const name = childText(club, 'CLUB_NAME');
      const id = childText(club, 'CLUB_ID_NUMBER');
      if (name !== undefined) c.name = name;
      if (id !== undefined) c.id = id;
      doc.club = c;
    }
    doc.events = children(root, 'EVENT').map((e) => this.event(e));
    const handsets = [
      ...children(root, 'HANDSET'),
      ...children(root, 'EVENT').flatMap((e) => children(e, 'HANDSET')),
    ];
    doc.handset = handsets.flatMap((h) => children(h, 'BOARD').flatMap((b) => this.handRecord(b) ?? []));
    return doc;
  }

  private event(e: XmlElement): UsebioEvent {
    const type = (e.attributes.EVENT_TYPE ?? childText(e, 'EVENT_TYPE') ?? '').trim();
    if (!(USEBIO_EVENT_TYPES as readonly string[]).includes(type.toUpperCase())) {
      this.problems.warning(e, { code: 'usebio-event-type', text: excerpt(type) });
    }
    const event: Mutable<UsebioEvent> = { type, sections: [] };
    const text = (
      name: string,
      key:
        | 'description'
        | 'identifier'
        | 'date'
        | 'programName'
        | 'programVersion'
        | 'boardScoring'
        | 'matchScoring',
    ) => {
      const v = childText(e, name);
      if (v !== undefined) event[key] = v;
    };
    text('EVENT_DESCRIPTION', 'description');
    text('EVENT_IDENTIFIER', 'identifier');
    text('DATE', 'date');
    text('PROGRAM_NAME', 'programName');
    text('PROGRAM_VERSION', 'programVersion');
    text('BOARD_SCORING_METHOD', 'boardScoring');
    text('MATCH_SCORING_METHOD', 'matchScoring');
    const played = this.integer(e, 'BOARDS_PLAYED');
    if (played !== undefined) event.boardsPlayed = played;
    const perRound = this.integer(e, 'BOARDS_PER_ROUND');
    if (perRound !== undefined) event.boardsPerRound = perRound;
    const winners = this.integer(e, 'WINNER_TYPE');
    if (winners !== undefined) event.winnerType = winners;
    // Sections (SESSION › SECTION in some files); an event without them is one section.
    const holders: { name?: string; element: XmlElement }[] = [];
    const collect = (el: XmlElement) => {
      for (const c of el.children) {
        const n = c.key;
        if (n === 'SESSION') collect(c);
        else if (n === 'SECTION') {
          const name = (c.attributes.SECTION_ID ?? childText(c, 'SECTION_ID') ?? '').trim();
          holders.push(name === '' ? { element: c } : { name, element: c });
        }
      }
    };
    collect(e);
    if (holders.length === 0) holders.push({ element: e });
    event.sections = holders.map((h) => this.section(h.element, h.name));
    return event;
  }

  private section(el: XmlElement, name: string | undefined): UsebioSection {
    const participants: UsebioParticipant[] = [];
    const boards: UsebioBoard[] = [];
    const matches: UsebioMatch[] = [];
    const visit = (node: XmlElement) => {
      for (const c of node.children) {
        const n = c.key;
        if (n === 'PARTICIPANTS') {
          for (const p of c.children) {
            const kind = p.key;
            if (kind === 'PAIR' || kind === 'TEAM')
              participants.push(this.participant(p, kind === 'PAIR' ? 'pair' : 'team'));
          }
        } else if (n === 'BOARD') {
          const b = this.board(c);
          if (b) boards.push(b);
        } else if (n === 'MATCH') {
          matches.push(this.match(c));
        } else if (n === 'SESSION' && node === el) {
          visit(c);
        }
      }
    };
    visit(el);
    const section: Mutable<UsebioSection> =
      name === undefined ? { participants, boards } : { name, participants, boards };
    if (matches.length > 0) section.matches = matches;
    return section;
  }

  private match(m: XmlElement): UsebioMatch {
    const match: Mutable<UsebioMatch> = { boards: [] };
    // Whole numbers; the two teams must be there.
    for (const [name, key, required] of [
      ['ROUND_NUMBER', 'round', false],
      ['TEAM', 'team', true],
      ['OPPOSING_TEAM', 'opposingTeam', true],
      ['START_BOARD_NUMBER', 'startBoard', false],
      ['END_BOARD_NUMBER', 'endBoard', false],
    ] as const) {
      const n = this.integer(m, name);
      if (n !== undefined) match[key] = n;
      else if (required && !child(m, name))
        this.problems.error(m, { code: 'xml-element-missing', element: name, parent: 'MATCH' });
    }
    const score = this.decimal(m, 'TEAM_SCORE');
    if (score !== undefined) match.teamScore = score;
    const opposing = this.decimal(m, 'OPPOSING_TEAM_SCORE');
    if (opposing !== undefined) match.opposingTeamScore = opposing;
    const boards: UsebioBoard[] = [];
    for (const b of children(m, 'BOARD')) {
      const board = this.board(b);
      if (board) boards.push(matchPosition(board, b));
    }
    match.boards = boards;
    return matchPosition(match, m);
  }

  private participant(p: XmlElement, kind: 'pair' | 'team'): UsebioParticipant {
    const out: Mutable<UsebioParticipant> = { kind, players: [] };
    const numbered = kind === 'pair' ? this.pairNumber(p, 'PAIR_NUMBER') : undefined;
    const number = numbered?.number ?? (kind === 'team' ? this.integer(p, 'TEAM_NUMBER') : undefined);
    if (numbered?.direction !== undefined) out.direction = numbered.direction;
    // The EBU's programs give a team's number and name as attributes TEAM_ID and TEAM_NAME;
    // TEAM_NUMBER and TEAM_NAME elements are read too (other programs, and ours before).
    const id = kind === 'team' ? p.attributes.TEAM_ID?.trim() : undefined;
    if (number !== undefined) out.number = number;
    else if (id !== undefined && /^\d+$/.test(id)) out.number = Number(id);
    const direction = this.direction(p);
    if (direction !== undefined) out.direction = direction;
    const name = childText(p, 'TEAM_NAME') ?? childText(p, 'PAIR_NAME') ?? p.attributes.TEAM_NAME?.trim();
    if (name !== undefined) out.name = name;
    const place = childText(p, 'PLACE');
    if (place !== undefined) out.place = place;
    const total = this.decimal(p, 'TOTAL_SCORE');
    if (total !== undefined) out.totalScore = total;
    const percentage = this.decimal(p, 'PERCENTAGE');
    if (percentage !== undefined) out.percentage = percentage;
    out.players = children(p, 'PLAYER').map((pl) => {
      const player: Mutable<UsebioPlayer> = {};
      const n = childText(pl, 'PLAYER_NAME');
      const nat = childText(pl, 'NATIONAL_ID_NUMBER');
      const clubId = childText(pl, 'CLUB_ID_NUMBER');
      if (n !== undefined) player.name = n;
      if (nat !== undefined) player.nationalId = nat;
      if (clubId !== undefined) player.clubId = clubId;
      return player;
    });
    return out;
  }

  private board(b: XmlElement): UsebioBoard | null {
    const number = this.integer(b, 'BOARD_NUMBER');
    const lines = children(b, 'TRAVELLER_LINE');
    if (number === undefined) {
      if (!child(b, 'BOARD_NUMBER'))
        this.problems.error(b, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      // Never drop results silently: each line left out is named.
      for (const l of lines)
        this.problems.error(l, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      return null;
    }
    const read: UsebioTravellerLine[] = [];
    for (const l of lines) {
      const line = this.travellerLine(l);
      if (line) read.push(matchPosition(line, l));
    }
    return { number, lines: read };
  }

  private travellerLine(l: XmlElement): UsebioTravellerLine | null {
    const ns = this.pairNumber(l, 'NS_PAIR_NUMBER')?.number;
    const ew = this.pairNumber(l, 'EW_PAIR_NUMBER')?.number;
    if (ns === undefined || ew === undefined) {
      for (const name of ['NS_PAIR_NUMBER', 'EW_PAIR_NUMBER']) {
        if (!child(l, name))
          this.problems.error(l, { code: 'xml-element-missing', element: name, parent: 'TRAVELLER_LINE' });
      }
      return null;
    }
    const line: Mutable<UsebioTravellerLine> = { ns, ew };
    const round = this.integer(l, 'ROUND_NUMBER');
    if (round !== undefined) line.round = round;
    const table = this.integer(l, 'TABLE_NUMBER');
    if (table !== undefined) line.table = table;
    const direction = this.direction(l);
    if (direction !== undefined) line.direction = direction;
    const contractEl = child(l, 'CONTRACT');
    const contractText = contractEl?.text.trim() ?? '';
    const scoreEl = child(l, 'SCORE');
    const scoreText = scoreEl?.text.trim() ?? '';
    const artificial = parseArtificialScore(scoreText) ?? parseArtificialScore(contractText);
    if (artificial) line.adjusted = artificial;
    if (contractEl && contractText !== '' && !parseArtificialScore(contractText)) {
      const c = parseContract(contractText);
      if (c.ok) line.contract = c.value;
      else
        this.problems.error(contractEl, {
          code: 'value-invalid',
          field: 'CONTRACT',
          text: excerpt(contractText),
          cause: c.error,
        });
    }
    const by = child(l, 'PLAYED_BY');
    const byText = by?.text.trim() ?? '';
    if (by && byText !== '') {
      const seat = seatOf(byText);
      if (seat) line.playedBy = seat;
      else this.problems.error(by, { code: 'value-seat', field: 'PLAYED_BY', text: excerpt(byText) });
    }
    const lead = childText(l, 'LEAD');
    if (lead !== undefined && lead !== '') line.lead = lead;
    const tricksEl = child(l, 'TRICKS');
    const tricksText = tricksEl?.text.trim() ?? '';
    if (tricksEl && tricksText !== '') {
      const t = /^\d+$/.test(tricksText) ? checkTricks(Number(tricksText)) : null;
      if (t?.ok) line.tricks = t.value;
      else if (t)
        this.problems.error(tricksEl, {
          code: 'value-invalid',
          field: 'TRICKS',
          text: excerpt(tricksText),
          cause: t.error,
        });
      else
        this.problems.error(tricksEl, { code: 'value-number', field: 'TRICKS', text: excerpt(tricksText) });
    }
    if (scoreEl && scoreText !== '' && !parseArtificialScore(scoreText)) {
      const s = /^[+-]?\d+$/.test(scoreText.replace(/\u2212/g, '-'))
        ? Number(scoreText.replace(/\u2212/g, '-'))
        : null;
      if (s === null)
        this.problems.error(scoreEl, { code: 'value-artificial', field: 'SCORE', text: excerpt(scoreText) });
      else line.score = s + 0;
    }
    const nsMp = this.decimal(l, 'NS_MATCH_POINTS');
    if (nsMp !== undefined) line.nsMatchPoints = nsMp;
    const ewMp = this.decimal(l, 'EW_MATCH_POINTS');
    if (ewMp !== undefined) line.ewMatchPoints = ewMp;
    const nsImps = this.decimal(l, 'NS_CROSS_IMP_POINTS') ?? this.decimal(l, 'NS_BUTLER_POINTS');
    if (nsImps !== undefined) line.nsImps = nsImps;
    const ewImps = this.decimal(l, 'EW_CROSS_IMP_POINTS') ?? this.decimal(l, 'EW_BUTLER_POINTS');
    if (ewImps !== undefined) line.ewImps = ewImps;
    // Only a line with nothing to score remembers its element, for the problem reported later.
    const scoreable =
      line.adjusted !== undefined ||
      line.contract === PASS ||
      line.score !== undefined ||
      (line.contract !== undefined && line.playedBy !== undefined && line.tricks !== undefined);
    return scoreable ? line : rememberPosition(line, l);
  }

  private handRecord(b: XmlElement): UsebioHandRecord | null {
    const board = this.integer(b, 'BOARD_NUMBER');
    if (board === undefined) {
      if (!child(b, 'BOARD_NUMBER'))
        this.problems.error(b, { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' });
      return null;
    }
    const hands: { [S in Seat]: Hand | null } = { N: null, E: null, S: null, W: null };
    for (const h of children(b, 'HAND')) {
      const dirText = childText(h, 'DIRECTION') ?? h.attributes.DIRECTION ?? '';
      const seat = seatOf(dirText);
      if (!seat) {
        this.problems.error(child(h, 'DIRECTION') ?? h, {
          code: 'value-seat',
          field: 'DIRECTION',
          text: excerpt(dirText),
        });
        continue;
      }
      const hand: { [S in (typeof SUITS)[number]]: string } = { S: '', H: '', D: '', C: '' };
      let bad = false;
      for (const [suit, name] of [
        ['S', 'SPADES'],
        ['H', 'HEARTS'],
        ['D', 'DIAMONDS'],
        ['C', 'CLUBS'],
      ] as const) {
        const raw = (childText(h, name) ?? '').toUpperCase().replace(/10/g, 'T').replace(/[\s-]/g, '');
        if ([...raw].some((r) => !RANKS.includes(r))) {
          this.problems.error(child(h, name) ?? h, { code: 'deal-hand', seat, text: excerpt(raw) });
          bad = true;
        }
        hand[suit] = [...raw].sort((x, y) => RANKS.indexOf(x) - RANKS.indexOf(y)).join('');
      }
      if (!bad) hands[seat] = hand;
    }
    const record: Mutable<UsebioHandRecord> = { board, hands };
    const dealer = childText(b, 'DEALER');
    if (dealer !== undefined && dealer !== '') {
      const seat = seatOf(dealer);
      if (seat) record.dealer = seat;
      else
        this.problems.error(child(b, 'DEALER') as XmlElement, {
          code: 'value-seat',
          field: 'DEALER',
          text: excerpt(dealer),
        });
    }
    const vul = childText(b, 'VULNERABILITY');
    if (vul !== undefined && vul !== '') {
      const v = parseVulnerability(vul);
      if (v.ok) record.vulnerability = v.value;
      else
        this.problems.error(child(b, 'VULNERABILITY') as XmlElement, {
          code: 'value-invalid',
          field: 'VULNERABILITY',
          text: excerpt(vul),
          cause: v.error,
        });
    }
    return record;
  }

  /**
   * A pair number, with the direction some programs write after it (`1NS`,
   * `12 EW`: Compscore's Mitchell pairs); undefined when absent, reported when unreadable.
   */
  private pairNumber(parent: XmlElement, name: string): { number: number; direction?: Side } | undefined {
    const el = child(parent, name);
    const t = el?.text.trim() ?? '';
    if (!el || t === '') return undefined;
    const m = /^(\d+)\s*(?:([NE])[-/]?([SW]))?$/i.exec(t);
    if (m) {
      const d = m[2] === undefined ? undefined : `${m[2]}${m[3]}`.toUpperCase();
      if (d === undefined) return { number: Number(m[1]) };
      if (d === 'NS' || d === 'EW') return { number: Number(m[1]), direction: d };
    }
    this.problems.error(el, { code: 'value-number', field: name, text: excerpt(t) });
    return undefined;
  }

  /** An element's DIRECTION child: NS or EW (`N-S`, `E/W` …), a problem at it for anything else. */
  private direction(parent: XmlElement): 'NS' | 'EW' | undefined {
    const text = childText(parent, 'DIRECTION');
    if (text === undefined || text === '') return undefined;
    const d = text.toUpperCase().replace(/[-/\s]/g, '');
    if (d === 'NS' || d === 'EW') return d;
    this.problems.error(child(parent, 'DIRECTION') as XmlElement, {
      code: 'value-seat',
      field: 'DIRECTION',
      text: excerpt(text),
    });
    return undefined;
  }

  private integer(parent: XmlElement, name: string): number | undefined {
    const el = child(parent, name);
    const t = el?.text.trim() ?? '';
    if (!el || t === '') return undefined;
    if (/^\d+$/.test(t)) return Number(t);
    this.problems.error(el, { code: 'value-number', field: name, text: excerpt(t) });
    return undefined;
  }

  private decimal(parent: XmlElement, name: string): number | undefined {
    const el = child(parent, name);
    const t = (el?.text.trim() ?? '').replace(',', '.').replace(/\u2212/g, '-');
    if (!el || t === '') return undefined;
    if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return Number(t) + 0;
    this.problems.error(el, { code: 'value-number', field: name, text: excerpt(t) });
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// Writing

export interface UsebioWriteOptions {
  readonly newline?: '\n' | '\r\n';
}

/**
 * Writes a USEBIO document as UTF-8 XML, two blanks a level, elements in a
 * fixed order, values as given (numbers in JavaScript's shortest form).
 */
export function formatUsebio(doc: UsebioDocument, options: UsebioWriteOptions = {}): string {
  const w = new XmlWriter(options.newline ?? '\n');
  w.raw('<?xml version="1.0" encoding="UTF-8"?>');
  w.open('USEBIO', { Version: doc.version });
  if (doc.club) {
    w.open('CLUB').leaf('CLUB_NAME', doc.club.name).leaf('CLUB_ID_NUMBER', doc.club.id).close('CLUB');
  }
  for (const event of doc.events) {
    w.open('EVENT', { EVENT_TYPE: event.type });
    w.leaf('PROGRAM_NAME', event.programName)
      .leaf('PROGRAM_VERSION', event.programVersion)
      .leaf('EVENT_DESCRIPTION', event.description)
      .leaf('EVENT_IDENTIFIER', event.identifier)
      .leaf('DATE', event.date)
      .leaf('BOARD_SCORING_METHOD', event.boardScoring)
      .leaf('MATCH_SCORING_METHOD', event.matchScoring)
      .leaf('BOARDS_PLAYED', event.boardsPlayed)
      .leaf('BOARDS_PER_ROUND', event.boardsPerRound)
      .leaf('WINNER_TYPE', event.winnerType);
    const flat = event.sections.length === 1 && event.sections[0]?.name === undefined;
    const imps = impElements(event.type);
    for (const section of event.sections) {
      if (!flat) w.open('SECTION', section.name === undefined ? {} : { SECTION_ID: section.name });
      writeSection(w, section, imps);
      if (!flat) w.close('SECTION');
    }
    w.close('EVENT');
  }
  if (doc.handset.length > 0) {
    w.open('HANDSET');
    for (const record of doc.handset) writeHandRecord(w, record);
    w.close('HANDSET');
  }
  w.close('USEBIO');
  return w.text();
}

/** The elements of a line's IMPs, as Compscore names them: cross-IMPs for a cross-IMP event, else Butler. */
type ImpElements = readonly [ns: string, ew: string];
function impElements(eventType: string): ImpElements {
  return /^CROSS_IMP/i.test(eventType)
    ? ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS']
    : ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'];
}

function writeSection(w: XmlWriter, section: UsebioSection, imps: ImpElements): void {
  if (section.participants.length > 0) {
    w.open('PARTICIPANTS');
    for (const p of section.participants) {
      if (p.kind === 'pair') w.open('PAIR').leaf('PAIR_NUMBER', p.number).leaf('PAIR_NAME', p.name);
      else w.open('TEAM', teamAttributes(p));
      w.leaf('DIRECTION', p.direction)
        .leaf('PLACE', p.place)
        .leaf('TOTAL_SCORE', p.totalScore)
        .leaf('PERCENTAGE', p.percentage);
      for (const pl of p.players) {
        w.open('PLAYER')
          .leaf('PLAYER_NAME', pl.name)
          .leaf('NATIONAL_ID_NUMBER', pl.nationalId)
          .leaf('CLUB_ID_NUMBER', pl.clubId)
          .close('PLAYER');
      }
      w.close(p.kind === 'pair' ? 'PAIR' : 'TEAM');
    }
    w.close('PARTICIPANTS');
  }
  for (const board of section.boards) writeBoard(w, board, imps);
  for (const m of section.matches ?? []) {
    w.open('MATCH')
      .leaf('ROUND_NUMBER', m.round)
      .leaf('TEAM', m.team)
      .leaf('OPPOSING_TEAM', m.opposingTeam)
      .leaf('START_BOARD_NUMBER', m.startBoard)
      .leaf('END_BOARD_NUMBER', m.endBoard)
      .leaf('TEAM_SCORE', m.teamScore)
      .leaf('OPPOSING_TEAM_SCORE', m.opposingTeamScore);
    for (const board of m.boards) writeBoard(w, board, imps);
    w.close('MATCH');
  }
}

/** A team's number and name as the EBU's programs write them: attributes TEAM_ID and TEAM_NAME. */
function teamAttributes(p: UsebioParticipant): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (p.number !== undefined) attributes.TEAM_ID = String(p.number);
  if (p.name !== undefined) attributes.TEAM_NAME = p.name;
  return attributes;
}

function writeBoard(w: XmlWriter, board: UsebioBoard, imps: ImpElements): void {
  w.open('BOARD').leaf('BOARD_NUMBER', board.number);
  for (const l of board.lines) {
    w.open('TRAVELLER_LINE')
      .leaf('ROUND_NUMBER', l.round)
      .leaf('TABLE_NUMBER', l.table)
      .leaf('DIRECTION', l.direction)
      .leaf('NS_PAIR_NUMBER', l.ns)
      .leaf('EW_PAIR_NUMBER', l.ew)
      .leaf(
        'CONTRACT',
        l.contract === undefined ? undefined : l.contract === PASS ? 'PASS' : formatContract(l.contract),
      )
      .leaf('PLAYED_BY', l.playedBy)
      .leaf('LEAD', l.lead)
      .leaf('TRICKS', l.tricks)
      .leaf('SCORE', l.adjusted ? formatArtificialScore(l.adjusted) : l.score)
      .leaf('NS_MATCH_POINTS', l.nsMatchPoints)
      .leaf('EW_MATCH_POINTS', l.ewMatchPoints)
      .leaf(imps[0], l.nsImps)
      .leaf(imps[1], l.ewImps)
      .close('TRAVELLER_LINE');
  }
  w.close('BOARD');
}

const DIRECTION_WORDS: { readonly [S in Seat]: string } = { N: 'North', E: 'East', S: 'South', W: 'West' };

function writeHandRecord(w: XmlWriter, r: UsebioHandRecord): void {
  w.open('BOARD')
    .leaf('BOARD_NUMBER', r.board)
    .leaf('DEALER', r.dealer)
    .leaf('VULNERABILITY', r.vulnerability);
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const hand = r.hands[seat];
    if (hand === null) continue;
    w.open('HAND')
      .leaf('DIRECTION', DIRECTION_WORDS[seat])
      .leaf('CLUBS', hand.C)
      .leaf('DIAMONDS', hand.D)
      .leaf('HEARTS', hand.H)
      .leaf('SPADES', hand.S)
      .close('HAND');
  }
  w.close('BOARD');
}

/** The encoding an XML declaration names, lower case, if any. */
export function declaredXmlEncoding(head: string): string | undefined {
  const m = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return m ? (m[1] as string).toLowerCase() : undefined;
}
