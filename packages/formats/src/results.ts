/**
 * Club results as both interchange formats carry them, whichever wrote them:
 * the event's name, date and club, the boards with their hand records and
 * travellers, and the pairs with their players and totals. PBN and USEBIO
 * map into this model and out of it, so a file converts from one format to
 * the other without scoring anything; the pairs engine scores it.
 *
 * Mapping notes (where the formats differ):
 * - The date is kept as `YYYY-MM-DD` when complete (PBN `2024.03.12`, USEBIO
 *   `12/03/2024`), else as written.
 * - Scoring is PBN's Scoring value (`MP`, `IMP;Butler`, `IMP;Cross2` …);
 *   USEBIO's EVENT_TYPE maps to and from it (MP_PAIRS, BUTLER_PAIRS,
 *   CROSS_IMP), other event types are kept as `USEBIO:TYPE`.
 * - A pair's players: USEBIO's PLAYER elements; in PBN the TotalScoreTable's
 *   Names, the players joined by ` - `.
 * - A pair's total: TOTAL_SCORE is matchpoints at matchpoint scoring and
 *   IMPs otherwise; PBN has TotalScoreMP and TotalScoreIMP.
 *
 * @example
 * const results = pbnResults(readPbn(text).value.value, problems);
 * const xml = formatUsebio(usebioOfResults(results));
 */
import { parseBoardNumber, type Result, type Seat, type Vulnerability } from '@bridge-score/core';
import type { Hands } from './hands.js';
import {
  formatPbn,
  formatPbnItem,
  type PbnFile,
  type PbnGame,
  type PbnTag,
  type PbnWriteOptions,
  pbnTagItem,
} from './pbn.js';
import { isKnown, type PbnBoard, pbnBoardTags, readPbnBoard } from './pbn-board.js';
import {
  type PairTotal,
  type ResultLine,
  readTotalScoreTable,
  scoreTableOf,
  scoreTableReader,
  scoreTableText,
  totalScoreTableOf,
  unreadColumns,
} from './pbn-results.js';
import {
  forEachTableRowInPlace,
  type PbnTable,
  type RowSpans,
  readTable,
  type TableColumn,
} from './pbn-table.js';
import {
  type Accounted,
  excerpt,
  inFileOrder,
  laterRejected,
  NO_FILE,
  type Position,
  type Problem,
  type ProblemError,
  type Problems,
  positionOf,
  rememberPosition,
} from './problems.js';
import { SeenLines } from './seen-lines.js';
import {
  type UsebioBoard,
  type UsebioDocument,
  type UsebioEvent,
  type UsebioHandRecord,
  type UsebioPairsMethod,
  type UsebioParticipant,
  type UsebioPlayer,
  type UsebioSection,
  type UsebioTravellerLine,
  usebioPairsMethod,
} from './usebio-model.js';
import {
  readUsebio,
  readUsebioChunks,
  type UsebioChunkOptions,
  type UsebioLinePlace,
} from './usebio-read.js';

export interface ResultsBoard {
  readonly number: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly deal?: Hands;
  readonly lines: readonly ResultLine[];
  /** Butler: the datum each section's board was IMPed against (USEBIO's BOARD_AVERAGE), as the file or the scoring gives it. */
  readonly datums?: readonly BoardDatum[];
}

/** A board's Butler datum in a section (no section: the only one, or across the field). */
export interface BoardDatum {
  readonly section?: string;
  readonly datum: number;
}

/** A pair's totals as both formats carry them (PBN's TotalScoreTable row), with its players. */
export interface ResultsPair extends Omit<PairTotal, 'names'> {
  readonly players: readonly UsebioPlayer[];
}

export interface ClubResults {
  readonly event?: string;
  readonly site?: string;
  /** `YYYY-MM-DD` when complete, else as written. */
  readonly date?: string;
  /** PBN's Scoring: `MP`, `IMP;Butler`, `IMP;Cross2` …; `USEBIO:TYPE` for another USEBIO event type. */
  readonly scoring?: string;
  /** The program that wrote the file, as it names itself (USEBIO PROGRAM_NAME, PBN Generator): `Compscore3`. */
  readonly program?: string;
  readonly club?: { readonly name?: string; readonly id?: string };
  readonly boards: readonly ResultsBoard[];
  readonly pairs: readonly ResultsPair[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NAMES_SEPARATOR = ' - ';

/** `2024.03.12` → `2024-03-12`; anything else as written. */
function dateFromPbn(date: string): string {
  const m = /^(\d{4})\.(\d\d)\.(\d\d)$/.exec(date.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : date;
}
function dateToPbn(date: string): string {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(date);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : date;
}
/** `12/03/2024` → `2024-03-12`. */
function dateFromUsebio(date: string): string {
  const m = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(date.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : date;
}
function dateToUsebio(date: string): string {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

const EVENT_TYPES: readonly (readonly [string, string])[] = [
  ['MP_PAIRS', 'MP'],
  ['BUTLER_PAIRS', 'IMP;Butler'],
  ['CROSS_IMP', 'IMP;Cross2'],
];

/** PBN's Scoring of each method of a pairs event. */
const PBN_SCORING: { readonly [M in UsebioPairsMethod]: string } = {
  mp: 'MP',
  butler: 'IMP;Butler',
  'cross-imps': 'IMP;Cross2',
};

/**
 * The scoring of a USEBIO event: PBN's Scoring for MP_PAIRS, BUTLER_PAIRS and
 * CROSS_IMP; for another event type, what its SCORING_METHOD (or
 * BOARD_SCORING_METHOD) says (see `usebioPairsMethod`), else `USEBIO:TYPE`.
 */
function scoringFromUsebio(event: UsebioEvent): string {
  const t = event.type.toUpperCase();
  const known = EVENT_TYPES.find(([u]) => u === t)?.[1];
  if (known !== undefined) return known;
  const scored = usebioPairsMethod(event);
  return scored === null || scored.basis === 'nothing' || scored.basis === 'scoring-method-unknown'
    ? `USEBIO:${event.type}`
    : PBN_SCORING[scored.method];
}
function scoringToUsebio(scoring: string | undefined): string {
  if (scoring === undefined) return 'MP_PAIRS';
  if (scoring.startsWith('USEBIO:')) return scoring.slice('USEBIO:'.length);
  const s = scoring.toUpperCase().replace(/\s+/g, '');
  if (s.startsWith('IMP') && s.includes('BUTLER')) return 'BUTLER_PAIRS';
  if (s.startsWith('IMP') && s.includes('CROSS')) return 'CROSS_IMP';
  return EVENT_TYPES.find(([, p]) => p.toUpperCase() === s)?.[0] ?? 'MP_PAIRS';
}
const isMatchpoints = (scoring: string | undefined) =>
  scoring === undefined || /^(MP|MATCHPOINTS)\b/i.test(scoring) || scoring === 'USEBIO:MP_PAIRS';

// ---------------------------------------------------------------------------
// PBN

export interface PbnResultsOptions {
  /**
   * Each traveller line as it is read, with its board's number, instead of in
   * its board's `lines` (left empty): a caller that makes something else of
   * the lines (`EventBuilder`) need not keep a million of them.
   */
  readonly lines?: (board: number, line: ResultLine) => void;
}

/** Names, as a warning at the table's tag, each column of a table that is not read (once per file). */
function reportUnread(
  tag: PbnTag,
  columns: readonly TableColumn[],
  table: 'ScoreTable' | 'TotalScoreTable',
  problems: Problems,
  reported: Set<string>,
): void {
  for (const column of unreadColumns(columns, table)) {
    const key = `${table}:${column.toLowerCase()}`;
    if (reported.has(key)) continue;
    reported.add(key);
    problems.warning(
      { line: tag.valueLine, column: tag.valueColumn },
      { code: 'table-column-unread', table, column },
    );
  }
}

/**
 * The pairs a ScoreTable's Names_NS and Names_EW name, for those without a
 * TotalScoreTable row: each pair in its section, its players as written (one
 * name when they are not joined by ` - `). A number named alike in both
 * columns is one pair (a Howell); else each column's pair has its direction.
 * Lines are given one by one as they are read; only the names are kept.
 */
class NamedPairs {
  private readonly named = new Map<
    string,
    { section: string | undefined; pair: number; NS?: string; EW?: string }
  >();

  add(l: ResultLine): void {
    for (const [direction, pair, names] of [
      ['NS', l.ns, l.nsNames],
      ['EW', l.ew, l.ewNames],
    ] as const) {
      if (names === undefined) continue;
      const k = `${l.section ?? ''}\u0000${pair}`;
      let entry = this.named.get(k);
      if (!entry) {
        entry = { section: l.section, pair };
        this.named.set(k, entry);
      }
      entry[direction] ??= names;
    }
  }

  pairs(totals: readonly ResultsPair[]): ResultsPair[] {
    // Listed in the TotalScoreTable: in that direction, or with none (either).
    const listed = new Set(totals.map((t) => `${t.section ?? ''}\u0000${t.pair}\u0000${t.direction ?? ''}`));
    const totalled = (section: string | undefined, pair: number, direction: 'NS' | 'EW') =>
      listed.has(`${section ?? ''}\u0000${pair}\u0000${direction}`) ||
      listed.has(`${section ?? ''}\u0000${pair}\u0000`);
    const found: ResultsPair[] = [];
    for (const { section, pair, NS, EW } of this.named.values()) {
      const sides: ['NS' | 'EW' | undefined, string][] =
        NS !== undefined && NS === EW
          ? [[undefined, NS]]
          : [
              ...(NS === undefined ? [] : [['NS', NS] as ['NS', string]]),
              ...(EW === undefined ? [] : [['EW', EW] as ['EW', string]]),
            ];
      for (const [direction, names] of sides) {
        if (totalled(section, pair, direction ?? 'NS')) continue;
        const p: Mutable<ResultsPair> = { pair, players: playersOf(names) };
        if (direction !== undefined) p.direction = direction;
        if (section !== undefined) p.section = section;
        // Named in one column only: the column says where the pair sat, not that the
        // movement is a Mitchell (a Howell's stationary North-South pair is named so too).
        if (NS === undefined || EW === undefined) sideOnly.add(p);
        found.push(p);
      }
    }
    return found;
  }
}

/** Pairs whose direction is only the column that named them (see `NamedPairs`). */
const sideOnly = new WeakSet<ResultsPair>();

/**
 * Whether a pair's direction says the movement is a Mitchell: a direction
 * the file gave (a TotalScoreTable's, USEBIO's), or a number named
 * differently in a ScoreTable's Names_NS and Names_EW; not one named in one
 * column only.
 */
export const directionSaysMitchell = (p: ResultsPair): boolean =>
  p.direction !== undefined && !sideOnly.has(p);

const playersOf = (names: string) => names.split(NAMES_SEPARATOR).map((name) => ({ name: name.trim() }));

/** The error of a Board tag whose value is not a board number (`?` and `-` say it is not known). */
function boardValueError(tag: PbnTag | undefined): { at: Position; error: ProblemError } | null {
  if (tag === undefined) return null;
  const v = tag.value.trim();
  if (v === '?' || v === '-') return null;
  const b = parseBoardNumber(v);
  if (b.ok) return null;
  return {
    at: { line: tag.valueLine, column: tag.valueColumn },
    error: { code: 'value-invalid', field: tag.name, text: excerpt(v), cause: b.error },
  };
}

/**
 * Reads a PBN results file: one board per game with a known board number
 * (games of the same board, one per room or section, are joined), its
 * ScoreTable as traveller lines, the TotalScoreTable wherever it is. A
 * column of either table that is not read is a warning at its tag, once.
 */
export function pbnResults(file: PbnFile, problems: Problems, options: PbnResultsOptions = {}): ClubResults {
  const each = options.lines;
  const results: Mutable<ClubResults> = { boards: [], pairs: [] };
  const boards = new Map<number, Mutable<ResultsBoard> & { lines: ResultLine[] }>();
  const totals: PairTotal[] = [];
  const reported = new Set<string>();
  const named = new NamedPairs();
  const seen = new SeenLines('mitchell');
  for (const game of file.games) {
    const b = readPbnBoard(game, problems, { tables: false, boardErrors: false });
    if (b.event !== undefined && results.event === undefined) results.event = b.event;
    if (b.site !== undefined && results.site === undefined) results.site = b.site;
    if (b.date !== undefined && results.date === undefined) results.date = dateFromPbn(b.date);
    if (b.scoring !== undefined && results.scoring === undefined) results.scoring = b.scoring;
    // Every ScoreTable of the game: a second one (rows a program wrote apart) loses no row.
    const scoreTags: PbnTag[] = [];
    let boardTag: PbnTag | undefined;
    for (const item of game.items) {
      if (item.kind !== 'tag') continue;
      const name = item.name.toLowerCase();
      if (name === 'totalscoretable') {
        const table = readTable(item, problems);
        if (table) {
          reportUnread(item, table.columns, 'TotalScoreTable', problems, reported);
          for (const t of readTotalScoreTable(table, problems)) totals.push(t);
        }
      } else if (name === 'scoretable') scoreTags.push(item);
      else if (name === 'board' && boardTag === undefined) boardTag = item;
      else if (name === 'generator' && results.program === undefined && item.value.trim() !== '')
        results.program = item.value.trim();
    }
    if (scoreTags.length === 0 && b.contract !== undefined && b.contract !== '?' && b.contract !== '-') {
      // Never dropped silently: a result with no pairs cannot become a traveller line.
      const tag = game.items.find((i) => i.kind === 'tag' && i.name.toLowerCase() === 'contract');
      problems.warning(tag ?? game, { code: 'pbn-result-unpaired', board: String(b.board ?? '?') });
    }
    // Every game is a record: a board, or (with no board facts at all) the event's facts.
    if (!isKnown(b.board)) {
      const boardError = boardValueError(boardTag);
      const facts =
        b.deal !== undefined ||
        b.dealer !== undefined ||
        b.vulnerability !== undefined ||
        b.contract !== undefined ||
        scoreTags.some((t) => t.section.some((d) => d.text.trim() !== ''));
      if (!facts) {
        if (boardError) problems.warning(boardError.at, boardError.error);
        problems.use();
      } else if (boardError) problems.reject(boardError.at, boardError.error);
      else
        problems.reject(boardTag ? { line: boardTag.valueLine, column: boardTag.valueColumn } : game, {
          code: 'value-number',
          field: 'Board',
          text: boardTag?.value ?? '',
        });
      continue;
    }
    problems.use();
    let board = boards.get(b.board);
    if (!board) {
      board = { number: b.board, lines: [] };
      boards.set(b.board, board);
    }
    if (isKnown(b.dealer) && board.dealer === undefined) board.dealer = b.dealer;
    if (isKnown(b.vulnerability) && board.vulnerability === undefined) board.vulnerability = b.vulnerability;
    if (isKnown(b.deal) && board.deal === undefined) board.deal = b.deal;
    for (const scoreTag of scoreTags) {
      // Row by row: a ScoreTable of a million rows is never all rows at once.
      const into = board.lines;
      const number = board.number;
      let read: ((row: RowSpans) => ResultLine | null) | null = null;
      const columns = forEachTableRowInPlace(scoreTag, problems, (row, columns) => {
        read ??= scoreTableReader(columns, problems);
        const line = read(row);
        if (line === null) return;
        const first = seen.check(line.section ?? '', number, line.ns, line.ew, row.line);
        if (first > 0) {
          problems.reject(row.source, { code: 'line-twice', board: number, ns: line.ns, ew: line.ew, first });
          return;
        }
        problems.use();
        if (line.nsNames !== undefined || line.ewNames !== undefined) named.add(line);
        if (each) each(number, line);
        else into.push(line);
      });
      if (columns) reportUnread(scoreTag, columns, 'ScoreTable', problems, reported);
    }
  }
  results.boards = [...boards.values()].sort((a, b) => a.number - b.number);
  results.pairs = totals.map((t) => {
    const pair: Mutable<ResultsPair> = { pair: t.pair, players: [] };
    if (t.direction !== undefined) pair.direction = t.direction;
    if (t.section !== undefined) pair.section = t.section;
    if (t.rank !== undefined) pair.rank = t.rank;
    if (t.totalMatchPoints !== undefined) pair.totalMatchPoints = t.totalMatchPoints;
    if (t.totalImps !== undefined) pair.totalImps = t.totalImps;
    if (t.percentage !== undefined) pair.percentage = t.percentage;
    if (t.names !== undefined) pair.players = playersOf(t.names);
    if (t.boards !== undefined) pair.boards = t.boards;
    return pair;
  });
  results.pairs = [...results.pairs, ...named.pairs(results.pairs)];
  return results;
}

/**
 * The PBN file of club results: a header, one game per board with its
 * ScoreTable, the TotalScoreTable in the last game. Deterministic.
 */
export function pbnOfResults(results: ClubResults): PbnFile {
  const totals = pairTotalsOf(results);
  return { header: pbnHeader(), games: results.boards.map((b, i) => pbnGameOf(results, b, i, totals)) };
}

/**
 * Writes club results as PBN a game at a time: `each` gets the text of each
 * game as it is made (together, `formatPbn(pbnOfResults(results))`), so that
 * a million lines' tables are never all made at once.
 *
 * @example
 * writePbnOfResults(results, (piece) => out.write(piece));
 */
export function writePbnOfResults(
  results: ClubResults,
  each: (piece: string) => void,
  options: PbnWriteOptions = {},
): void {
  const totals = pairTotalsOf(results);
  const header = pbnHeader();
  const nl = options.newline ?? '\n';
  if (results.boards.length === 0) {
    each(formatPbn({ header, games: [] }, options));
    return;
  }
  results.boards.forEach((b, i) => {
    // The ScoreTable's rows are written as they are made, straight into the game's text, which
    // goes out whenever it is long: a board of twenty thousand lines is never a list of rows.
    const scores = scoreTableText(b.lines);
    const game = pbnGameOf(results, b, i, totals, { columns: scores.columns, rows: [] });
    // As formatPbn writes them together: the header and a blank line first, a blank line between games.
    let text = i === 0 ? formatPbn({ header, games: [] }, options) + (header.length > 0 ? nl : '') : nl;
    const put = (piece: string) => {
      text += piece;
      if (text.length >= PIECE) {
        each(text);
        text = '';
      }
    };
    for (const item of game.items) {
      put(formatPbnItem(item, nl));
      if (item.kind === 'tag' && item.name === 'ScoreTable') scores.write(nl, put);
    }
    if (text !== '') each(text);
  });
}

/** The length of text (of a big board's table) gathered before it goes out. */
const PIECE = 1 << 16;

function pairTotalsOf(results: ClubResults): PairTotal[] {
  return results.pairs.map((p) => {
    const t: Mutable<PairTotal> = { pair: p.pair };
    if (p.direction !== undefined) t.direction = p.direction;
    if (p.section !== undefined) t.section = p.section;
    if (p.rank !== undefined) t.rank = p.rank;
    if (p.totalMatchPoints !== undefined) t.totalMatchPoints = p.totalMatchPoints;
    if (p.totalImps !== undefined) t.totalImps = p.totalImps;
    if (p.percentage !== undefined) t.percentage = p.percentage;
    if (p.players.length > 0) t.names = p.players.map((pl) => pl.name ?? '').join(NAMES_SEPARATOR);
    if (p.boards !== undefined) t.boards = p.boards;
    return t;
  });
}

/** A board's game; `scores`: its ScoreTable, when it is made apart (see `writePbnOfResults`). */
function pbnGameOf(
  results: ClubResults,
  b: ResultsBoard,
  i: number,
  totals: readonly PairTotal[],
  scores: PbnTable = scoreTableOf(b.lines),
): PbnGame {
  const board: Mutable<PbnBoard> = {};
  if (results.event !== undefined) board.event = results.event;
  if (results.site !== undefined) board.site = results.site;
  if (results.date !== undefined) board.date = dateToPbn(results.date);
  board.board = b.number;
  if (b.dealer !== undefined) board.dealer = b.dealer;
  if (b.vulnerability !== undefined) board.vulnerability = b.vulnerability;
  if (b.deal !== undefined) board.deal = b.deal;
  if (results.scoring !== undefined) board.scoring = results.scoring;
  const tables: { name: string; table: PbnTable }[] = [{ name: 'ScoreTable', table: scores }];
  if (i === results.boards.length - 1 && totals.length > 0) {
    tables.push({ name: 'TotalScoreTable', table: totalScoreTableOf(totals) });
  }
  board.tables = tables;
  const items = pbnBoardTags(board);
  // The program whose figures these are, in the first game (where readers look for it).
  if (i === 0 && results.program !== undefined) {
    const after = items.findIndex((t) => t.name === 'Board');
    items.splice(Math.max(after, 0), 0, pbnTagItem('Generator', results.program));
  }
  return { items, line: 0, column: 0 };
}

/** Not "% EXPORT": that promises every mandatory tag of every game, and a results file has not got them. */
function pbnHeader(): PbnFile['header'] {
  return [{ kind: 'comment' as const, style: 'escape' as const, text: ' PBN 2.1', line: 0, column: 0 }];
}

// ---------------------------------------------------------------------------
// USEBIO

/**
 * A line made field by field, its pair numbers first: a class gives every line
 * the same start and room in the object for the fields added after (a plain
 * object made of two fields keeps the others apart, in a second allocation).
 */
class LineFields {
  constructor(
    readonly ns: number,
    readonly ew: number,
  ) {}
}

/**
 * A USEBIO traveller line as club results carry it: the declarer is PLAYED_BY;
 * what is USEBIO's own (the direction of a team match, the artificial score's
 * spelling, elements kept without reading) stays behind. Field by field.
 */
export function resultLineOfUsebio(l: UsebioTravellerLine, section: string | undefined): ResultLine {
  const line: Mutable<ResultLine> = new LineFields(l.ns, l.ew);
  if (section !== undefined) line.section = section;
  if (l.round !== undefined) line.round = l.round;
  if (l.table !== undefined) line.table = l.table;
  if (l.contract !== undefined) line.contract = l.contract;
  if (l.playedBy !== undefined) line.declarer = l.playedBy;
  if (l.lead !== undefined) line.lead = l.lead;
  if (l.tricks !== undefined) line.tricks = l.tricks;
  if (l.score !== undefined) line.score = l.score;
  if (l.adjusted !== undefined) line.adjusted = l.adjusted;
  if (l.nsMatchPoints !== undefined) line.nsMatchPoints = l.nsMatchPoints;
  if (l.ewMatchPoints !== undefined) line.ewMatchPoints = l.ewMatchPoints;
  if (l.nsImps !== undefined) line.nsImps = l.nsImps;
  if (l.ewImps !== undefined) line.ewImps = l.ewImps;
  const at = positionOf(l);
  return at ? rememberPosition(line, at) : line;
}

/**
 * A traveller line as USEBIO carries it: the section, per-line percentages
 * and names left behind, the declarer as PLAYED_BY. Field by field (an object
 * spread with exclusions cost more than the writing of a million lines).
 */
function lineToUsebio(l: ResultLine): UsebioTravellerLine {
  const line: Mutable<UsebioTravellerLine> = new LineFields(l.ns, l.ew);
  if (l.round !== undefined) line.round = l.round;
  if (l.table !== undefined) line.table = l.table;
  if (l.contract !== undefined) line.contract = l.contract;
  if (l.declarer !== undefined) line.playedBy = l.declarer;
  if (l.lead !== undefined) line.lead = l.lead;
  if (l.tricks !== undefined) line.tricks = l.tricks;
  if (l.score !== undefined) line.score = l.score;
  if (l.adjusted !== undefined) line.adjusted = l.adjusted;
  if (l.nsMatchPoints !== undefined) line.nsMatchPoints = l.nsMatchPoints;
  if (l.ewMatchPoints !== undefined) line.ewMatchPoints = l.ewMatchPoints;
  if (l.nsImps !== undefined) line.nsImps = l.nsImps;
  if (l.ewImps !== undefined) line.ewImps = l.ewImps;
  return line;
}

/**
 * Club results from a USEBIO document's first pairs event (a teams event is
 * not a pairs event: its boards are read, its teams are not pairs). Sections
 * become the lines' and pairs' `section`.
 */
export function usebioResults(doc: UsebioDocument): ClubResults {
  return resultsOfUsebio(doc, null);
}

/**
 * The traveller lines of a USEBIO file's EVENTs after the first, which club
 * results leave out: counted by event as they are read, then each such event
 * told once, at its place, with its count (they are records read and not used).
 */
export class LaterUsebioEvents {
  private readonly counts = new Map<number, number>();

  /** Notes a line of the file's event `index` (from 0: the first's lines are used, not noted). */
  note(index: number): void {
    this.counts.set(index, (this.counts.get(index) ?? 0) + 1);
  }

  /** How many lines were noted. */
  get lines(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  /** A warning for each event noted, at its EVENT (the file's first line if that was not read whole). */
  problems(doc: UsebioDocument, file: string): Problem[] {
    const out: Problem[] = [];
    for (const [index, lines] of this.counts) {
      const event = doc.events[index];
      const at = (event && positionOf(event)) ?? { line: 1, column: 1 };
      out.push({
        severity: 'warning',
        file,
        line: at.line,
        column: at.column,
        error: { code: 'usebio-event-unread', event: index + 1, lines },
      });
    }
    return out;
  }
}

/**
 * Reads a USEBIO file (its text, or its bytes a chunk at a time) straight
 * into club results, as `usebioResults` makes them: each traveller line of
 * the first event becomes a results line as it is read, and goes into its
 * board, or to `each` (the board's `lines` then left empty), so that the
 * file's own lines are never all kept. The tally is the reader's; `document`
 * is the file's document without those lines (a team MATCH keeps its own).
 *
 * @example
 * const r = readUsebioResults(text, { file: 'club.xml' });
 * if (r.ok) r.value.value.boards[0]?.lines.length;
 */
export function readUsebioResults(
  input: string | Iterable<Uint8Array>,
  options: UsebioChunkOptions = {},
  each?: (board: number, line: ResultLine) => void,
): Result<Accounted<ClubResults> & { readonly document: UsebioDocument }, Problem> {
  const kept = new Map<number, ResultLine[]>();
  const later = new LaterUsebioEvents();
  const lines = (l: UsebioTravellerLine, place: UsebioLinePlace) => {
    if (place.event !== 0) {
      later.note(place.event);
      return;
    }
    const line = resultLineOfUsebio(l, place.section);
    if (each) {
      each(place.board, line);
      return;
    }
    let into = kept.get(place.board);
    if (into === undefined) {
      into = [];
      kept.set(place.board, into);
    }
    into.push(line);
  };
  const read =
    typeof input === 'string'
      ? readUsebio(input, { ...options, lines })
      : readUsebioChunks(input, { ...options, lines });
  if (!read.ok) return read;
  const { value, problems, tally } = read.value;
  return {
    ok: true,
    value: {
      value: resultsOfUsebio(value, kept),
      document: value,
      problems: inFileOrder([...problems, ...later.problems(value, options.file ?? NO_FILE)]),
      tally: laterRejected(tally, later.lines),
    },
  };
}

function resultsOfUsebio(
  doc: UsebioDocument,
  kept: ReadonlyMap<number, readonly ResultLine[]> | null,
): ClubResults {
  const event: UsebioEvent | undefined = doc.events[0];
  const results: Mutable<ClubResults> = { boards: [], pairs: [] };
  if (event?.description !== undefined) results.event = event.description;
  if (event?.date !== undefined) results.date = dateFromUsebio(event.date);
  if (event) results.scoring = scoringFromUsebio(event);
  if (event?.programName !== undefined && event.programName.trim() !== '')
    results.program = event.programName.trim();
  if (doc.club) results.club = doc.club;
  const mp = isMatchpoints(results.scoring);
  const boards = new Map<number, Mutable<ResultsBoard> & { lines: ResultLine[] }>();
  const board = (n: number) => {
    let b = boards.get(n);
    if (!b) {
      b = { number: n, lines: [] };
      boards.set(n, b);
    }
    return b;
  };
  const pairs: ResultsPair[] = [];
  for (const section of event?.sections ?? []) {
    for (const b of [...section.boards, ...(section.matches ?? []).flatMap((m) => m.boards)]) {
      const into = board(b.number);
      for (const l of b.lines) into.lines.push(resultLineOfUsebio(l, section.name));
      if (b.average !== undefined) {
        const datum: BoardDatum =
          section.name === undefined ? { datum: b.average } : { section: section.name, datum: b.average };
        into.datums = [...(into.datums ?? []), datum];
      }
    }
    for (const p of section.participants) {
      if (p.kind !== 'pair' || p.number === undefined) continue;
      const players = p.players.map(({ extra: _extra, ...player }) => player);
      const pair: Mutable<ResultsPair> = { pair: p.number, players };
      if (p.direction !== undefined) pair.direction = p.direction;
      if (section.name !== undefined) pair.section = section.name;
      if (p.place !== undefined) pair.rank = p.place;
      if (p.totalScore !== undefined) {
        if (mp) pair.totalMatchPoints = p.totalScore;
        else pair.totalImps = p.totalScore;
      }
      if (p.percentage !== undefined) pair.percentage = p.percentage;
      pairs.push(pair);
    }
  }
  for (const [n, lines] of kept ?? []) {
    const into = board(n).lines;
    for (const l of lines) into.push(l);
  }
  for (const h of doc.handset) {
    const b = board(h.board);
    if (h.dealer !== undefined) b.dealer = h.dealer;
    if (h.vulnerability !== undefined) b.vulnerability = h.vulnerability;
    if (Object.values(h.hands).some((x) => x !== null)) b.deal = h.hands;
  }
  results.boards = [...boards.values()].sort((a, b) => a.number - b.number);
  results.pairs = pairs;
  return results;
}

/**
 * A USEBIO 1.2 document of club results: one event, sections when the lines
 * name them, the hand records. PROGRAM_NAME is the program whose figures they
 * are: the one that wrote the file they were read from, else ours.
 */
export function usebioOfResults(
  results: ClubResults,
  program = results.program ?? 'bridge-score',
): UsebioDocument {
  const mp = isMatchpoints(results.scoring);
  // Each section's lines by board, in one pass over the lines (a pass per section was quadratic:
  // a thousand sections of a million lines took 11 s); a run of lines of one section is found once.
  const names = new Set<string | undefined>();
  const bySection = new Map<string | undefined, Map<number, UsebioTravellerLine[]>>();
  for (const b of results.boards) {
    let section: string | undefined | null = null;
    let lines: UsebioTravellerLine[] = [];
    for (const l of b.lines) {
      // USEBIO has no way to say a line was not played: left out (a conversion says so).
      if (l.notPlayed) continue;
      if (l.section !== section) {
        section = l.section;
        names.add(section);
        let boards = bySection.get(section);
        if (!boards) {
          boards = new Map();
          bySection.set(section, boards);
        }
        let found = boards.get(b.number);
        if (!found) {
          found = [];
          boards.set(b.number, found);
        }
        lines = found;
      }
      lines.push(lineToUsebio(l));
    }
  }
  for (const p of results.pairs) names.add(p.section);
  const sectionNames = [...names];
  const named = sectionNames.some((s) => s !== undefined);
  const sections: UsebioSection[] = (named ? sectionNames : [undefined]).map((name) => {
    const inSection = (s: string | undefined) => !named || s === name;
    const participants: UsebioParticipant[] = results.pairs
      .filter((p) => inSection(p.section))
      .map((p) => {
        const out: Mutable<UsebioParticipant> = { kind: 'pair', number: p.pair, players: p.players };
        if (p.direction !== undefined) out.direction = p.direction;
        if (p.rank !== undefined) out.place = p.rank;
        const total = mp ? p.totalMatchPoints : p.totalImps;
        if (total !== undefined) out.totalScore = total;
        if (p.percentage !== undefined) out.percentage = p.percentage;
        return out;
      });
    const linesOf = bySection.get(name);
    const boards = results.boards.flatMap((b): UsebioBoard[] => {
      const lines = linesOf?.get(b.number);
      if (lines === undefined) return [];
      // A board's datum in this section, or across the field (one datum for every section).
      const datum = b.datums?.find((d) => !named || d.section === name || d.section === undefined)?.datum;
      return datum === undefined
        ? [{ number: b.number, lines }]
        : [{ number: b.number, average: datum, lines }];
    });
    return name === undefined ? { participants, boards } : { name, participants, boards };
  });
  const event: Mutable<UsebioEvent> = { type: scoringToUsebio(results.scoring), sections };
  event.programName = program;
  if (results.event !== undefined) event.description = results.event;
  if (results.date !== undefined) event.date = dateToUsebio(results.date);
  event.boardScoring = mp ? 'MATCH_POINTS' : 'IMPS';
  const handset: UsebioHandRecord[] = results.boards.flatMap((b) => {
    if (b.deal === undefined && b.dealer === undefined && b.vulnerability === undefined) return [];
    const record: Mutable<UsebioHandRecord> = {
      board: b.number,
      hands: b.deal ?? { N: null, E: null, S: null, W: null },
    };
    if (b.dealer !== undefined) record.dealer = b.dealer;
    if (b.vulnerability !== undefined) record.vulnerability = b.vulnerability;
    return [record];
  });
  const doc: Mutable<UsebioDocument> = { version: '1.2', events: [event], handset };
  if (results.club) doc.club = results.club;
  return doc;
}
