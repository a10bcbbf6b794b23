/**
 * Club results (read from PBN or USEBIO, `results.ts`) as the pairs engine's
 * event model (core `event.ts`), and a scored session back as club results,
 * ready to write as PBN (with the computed ScoreTable and TotalScoreTable) or
 * USEBIO (with match points, totals, percentages and places).
 *
 * Into the event model:
 * - Sections come from the lines' and pairs' section (one section `A` when
 *   the file names none).
 * - The movement, unless given: Mitchell when the pairs have home
 *   directions, or when one number sits both North-South and East-West on
 *   the same board (NS 3 and EW 3 are then two pairs); else Howell.
 * - A line's outcome: an artificial score (A60A40); a pass-out; a contract
 *   with its declarer and tricks (a score beside it is checked, not trusted);
 *   a score alone. A line with none of these cannot be scored: it is a
 *   problem at its row, and left out.
 *
 * @example
 * const event = eventOfResults(pbnResults(file, problems), problems);
 * const score = scoreSession(event);
 * const back = resultsOfSession(event, score, { event: 'Tuesday Pairs' });
 */
import {
  type BoardSpec,
  type BridgeError,
  type BridgeEvent,
  contractOrdinal,
  type Fraction,
  formatFraction,
  formatPlace,
  type Movement,
  type Outcome,
  PASS,
  type Pair,
  type PairScore,
  type ScoringMethod,
  type Seat,
  type Section,
  type SessionScore,
  type TravellerLine,
} from '@bridge-score/core';
import type { Hands } from './hands.js';
import { type ResultLine, resultLineOutcome } from './pbn-results.js';
import { type Problems, positionOf } from './problems.js';
import {
  type BoardDatum,
  type ClubResults,
  directionSaysMitchell,
  type ResultsBoard,
  type ResultsPair,
} from './results.js';
import { DEFAULT_SECTION } from './traveller-csv.js';
import type { UsebioTravellerLine } from './usebio-model.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface EventOptions {
  /** The movement of every section; inferred per section when absent. */
  readonly movement?: Movement;
}

const SEAT_KEY: { readonly [seat: string]: number } = { N: 1, E: 2, S: 3, W: 4 };

/**
 * The outcomes of lines, shared between equal lines: outcomes are immutable
 * data, and a session repeats the same few thousands of times. The common
 * line (a contract, its declarer and tricks, no score beside them) is found
 * by a number made of the three, any other by a text key.
 */
class SharedOutcomes {
  private readonly byNumber = new Map<number, Outcome | BridgeError>();
  private readonly byText = new Map<string, Outcome | BridgeError>();

  /** The outcome of a line whose declarer is `declarer` (a USEBIO line names it apart: PLAYED_BY). */
  of(line: OutcomeFields, declarer: Seat | undefined): Outcome | BridgeError {
    const c = line.contract;
    const t = line.tricks;
    if (
      !line.adjusted &&
      !line.notPlayed &&
      line.score === undefined &&
      (t === undefined || (Number.isInteger(t) && t >= 0 && t <= 13))
    ) {
      const ordinal = c === undefined ? -2 : c === PASS ? -1 : contractOrdinal(c);
      const seat = declarer === undefined ? 0 : (SEAT_KEY[declarer] ?? Number.NaN);
      // Ordinals are small whole numbers; NaN (not a contract, not a seat) takes the text key.
      if (Number.isInteger(ordinal) && ordinal >= -2 && Number.isInteger(seat)) {
        const key = ((ordinal + 2) * 5 + seat) * 15 + (t === undefined ? 0 : t + 1);
        let outcome = this.byNumber.get(key);
        if (outcome === undefined) {
          outcome = outcomeOf(line, declarer);
          this.byNumber.set(key, outcome);
        }
        return outcome;
      }
    }
    // A line not played is not played whatever else it says (`resultLineOutcome`).
    const key = line.notPlayed
      ? 'NP'
      : line.adjusted
        ? `A${line.adjusted.ns}/${line.adjusted.ew}`
        : `${c === undefined ? '' : c === PASS ? 'P' : contractOrdinal(c)}|${declarer ?? ''}|${t ?? ''}|${line.score ?? ''}`;
    let outcome = this.byText.get(key);
    if (outcome === undefined) {
      outcome = outcomeOf(line, declarer);
      this.byText.set(key, outcome);
    }
    return outcome;
  }
}

/** What a line's outcome is made of, but its declarer (see `SharedOutcomes.of`). */
type OutcomeFields = Pick<ResultLine, 'contract' | 'tricks' | 'score' | 'adjusted' | 'notPlayed'>;

/** The fields of a line the event model takes, but its section and declarer, whatever file it was read from. */
type LineFields = OutcomeFields & Pick<ResultLine, 'ns' | 'ew' | 'round' | 'lead'>;

/** `resultLineOutcome` of a line's fields and its declarer. */
function outcomeOf(line: OutcomeFields, declarer: Seat | undefined): Outcome | BridgeError {
  const whole: Mutable<ResultLine> = { ns: 0, ew: 0 };
  if (line.contract !== undefined) whole.contract = line.contract;
  if (declarer !== undefined) whole.declarer = declarer;
  if (line.tricks !== undefined) whole.tricks = line.tricks;
  if (line.score !== undefined) whole.score = line.score;
  if (line.adjusted !== undefined) whole.adjusted = line.adjusted;
  if (line.notPlayed !== undefined) whole.notPlayed = line.notPlayed;
  return resultLineOutcome(whole);
}

/**
 * Mitchell evidence in a section's lines: one number sitting both ways on a
 * board (NS 3 and EW 3 on board 1, or NS 3 on a board where EW 3 also sat).
 * Fed line by line; stops looking once found.
 */
class MitchellEvidence {
  found = false;
  private seen: Map<number, { ns: Set<number>; ew: Set<number> }> | null = new Map();

  add(board: number, ns: number, ew: number): void {
    const seen = this.seen;
    if (seen === null) return;
    if (ns === ew) {
      this.settle();
      return;
    }
    let b = seen.get(board);
    if (!b) {
      b = { ns: new Set(), ew: new Set() };
      seen.set(board, b);
    }
    if (b.ew.has(ns) || b.ns.has(ew)) {
      this.settle();
      return;
    }
    b.ns.add(ns);
    b.ew.add(ew);
  }

  private settle(): void {
    this.found = true;
    this.seen = null;
  }
}

/** A section's Mitchell evidence (null when the movement is given: nothing to judge). */
interface SectionLines {
  readonly evidence: MitchellEvidence | null;
}

/**
 * The event model built from club results' lines given one at a time, in any
 * order of boards: each line becomes its traveller line at once (or a problem
 * at its row), so a caller reading a big file need not keep its lines. The
 * event is the one `eventOfResults` makes from the same results: sections in
 * the order their pairs, then their lines (by board), first come; each
 * section's lines by board, in the order given within a board.
 *
 * The lines are kept in the order given, as runs of one section's board; a
 * file whose lines already come in the event's order (each section's boards
 * in turn, as programs write them) is the event's list as it is, and any
 * other order is put right by sorting the runs, not the lines. The event's
 * list may be the builder's own: no line is given after `event`.
 *
 * @example
 * const build = new EventBuilder(problems);
 * build.line(1, { ns: 1, ew: 2, contract, declarer: 'S', tricks: 9 });
 * const event = build.event(results); // results' pairs and boards; their lines are not read
 */
export class EventBuilder {
  private readonly sections = new Map<string, SectionLines>();
  /** Per board, the sections in the order its lines first name them. */
  private readonly sectionsOfBoard = new Map<number, Set<string>>();
  private readonly outcomes = new SharedOutcomes();
  /** Every line, in the order given. */
  private readonly lines: TravellerLine[] = [];
  /** The runs of lines of one section's board: the section's key, the board, where each starts in `lines`. */
  private readonly runSections: string[] = [];
  private readonly runBoards: number[] = [];
  private readonly runStarts: number[] = [];
  /** The run being added to: lines of a board and section come together, found once a run. */
  private lastName: string | undefined;
  private lastBoard = Number.NaN;
  private lastSection: SectionLines | null = null;
  /** Lines given that record no result to score: each left out with its one error (`result-line`). */
  rejected = 0;

  constructor(
    private readonly problems: Problems,
    private readonly options: EventOptions = {},
  ) {}

  /** Finds (or makes) a section, and starts a run of its lines of a board. */
  private retarget(name: string | undefined, board: number): SectionLines {
    const key = name ?? DEFAULT_SECTION;
    let s = this.sections.get(key);
    if (!s) {
      s = { evidence: this.options.movement === undefined ? new MitchellEvidence() : null };
      this.sections.set(key, s);
    }
    let order = this.sectionsOfBoard.get(board);
    if (!order) {
      order = new Set();
      this.sectionsOfBoard.set(board, order);
    }
    order.add(key);
    this.runSections.push(key);
    this.runBoards.push(board);
    this.runStarts.push(this.lines.length);
    this.lastName = name;
    this.lastBoard = board;
    this.lastSection = s;
    return s;
  }

  /** One line of a board. */
  line(board: number, l: ResultLine): void {
    this.add(board, l.section, l, l.declarer);
  }

  /**
   * One USEBIO traveller line of a board, of the section `section` (the line
   * as the USEBIO reader gives it, with no results line made of it first).
   */
  usebioLine(board: number, section: string | undefined, l: UsebioTravellerLine): void {
    this.add(board, section, l, l.playedBy);
  }

  private add(board: number, section: string | undefined, l: LineFields, declarer: Seat | undefined): void {
    const s =
      this.lastSection !== null && section === this.lastName && board === this.lastBoard
        ? this.lastSection
        : this.retarget(section, board);
    s.evidence?.add(board, l.ns, l.ew);
    const outcome = this.outcomes.of(l, declarer);
    if ('code' in outcome) {
      const at = positionOf(l) ?? { line: 1, column: 1 };
      this.problems.error(at, { code: 'result-line', board, ns: l.ns, ew: l.ew, cause: outcome });
      this.rejected++;
      return;
    }
    const line: Mutable<TravellerLine> = {
      section: section ?? DEFAULT_SECTION,
      board,
      ns: l.ns,
      ew: l.ew,
      outcome,
    };
    if (l.round !== undefined) line.round = l.round;
    if (l.lead !== undefined) line.lead = l.lead;
    this.lines.push(line);
  }

  /** The event: the lines given, with the results' pairs and boards (their lines are not read). */
  event(results: Pick<ClubResults, 'pairs' | 'boards' | 'event'>): BridgeEvent {
    const pairsOf = new Map<string, ResultsPair[]>();
    for (const p of results.pairs) {
      const key = p.section ?? DEFAULT_SECTION;
      let list = pairsOf.get(key);
      if (!list) {
        list = [];
        pairsOf.set(key, list);
      }
      list.push(p);
    }
    // Sections: those of the pairs, then those of the lines, board by board.
    const names = [...pairsOf.keys()];
    const known = new Set(names);
    for (const board of [...this.sectionsOfBoard.keys()].sort((a, b) => a - b)) {
      for (const name of this.sectionsOfBoard.get(board) ?? []) {
        if (!known.has(name)) {
          known.add(name);
          names.push(name);
        }
      }
    }
    if (names.length === 0) names.push(DEFAULT_SECTION);

    const sections: Section[] = [];
    for (const name of names) {
      const given = pairsOf.get(name) ?? [];
      const s = this.sections.get(name);
      // A Mitchell when the file's pairs have home directions or the lines show one (a number
      // sitting both ways on a board); else a Howell.
      const movement: Movement =
        this.options.movement ??
        (given.some(directionSaysMitchell) || s?.evidence?.found ? 'mitchell' : 'howell');
      const pairs: Pair[] = given.map((p) => {
        const pair: Mutable<Pair> = { number: p.pair };
        if (movement === 'mitchell') pair.direction = p.direction ?? 'NS';
        const names = p.players.flatMap((pl) => (pl.name === undefined || pl.name === '' ? [] : [pl.name]));
        if (names.length > 0) pair.names = names;
        return pair;
      });
      sections.push(pairs.length > 0 ? { name, movement, pairs } : { name, movement });
    }
    const boards: BoardSpec[] = results.boards.flatMap((b) => {
      if (b.dealer === undefined && b.vulnerability === undefined) return [];
      const spec: Mutable<BoardSpec> = { number: b.number };
      if (b.dealer !== undefined) spec.dealer = b.dealer;
      if (b.vulnerability !== undefined) spec.vulnerability = b.vulnerability;
      return [spec];
    });
    const event: Mutable<BridgeEvent> = { sections, boards, results: this.inOrder(names) };
    if (results.event !== undefined) event.name = results.event;
    return event;
  }

  /** The lines in the event's order: section by section (in the order of `names`), each by board. */
  private inOrder(names: readonly string[]): TravellerLine[] {
    const rank = new Map(names.map((name, i) => [name, i]));
    const runs = this.runStarts.length;
    const rankOf = this.runSections.map((key) => rank.get(key) ?? 0);
    const boards = this.runBoards;
    // Runs in order, each (section, board) in one run: the lines are in order already.
    let sorted = true;
    for (let r = 1; r < runs && sorted; r++) {
      const a = rankOf[r - 1] as number;
      const b = rankOf[r] as number;
      sorted = a < b || (a === b && (boards[r - 1] as number) < (boards[r] as number));
    }
    const all = this.lines;
    if (sorted) return all;
    // Else the runs sorted (stably: a board's lines stay in the order given), and their lines in turn.
    const order = Array.from({ length: runs }, (_, r) => r).sort(
      (x, y) =>
        (rankOf[x] as number) - (rankOf[y] as number) || (boards[x] as number) - (boards[y] as number),
    );
    const out: TravellerLine[] = [];
    for (const r of order) {
      const end = r + 1 < runs ? (this.runStarts[r + 1] as number) : all.length;
      for (let i = this.runStarts[r] as number; i < end; i++) out.push(all[i] as TravellerLine);
    }
    return out;
  }
}

/**
 * Club results as the event model. Problems (lines that cannot be scored)
 * go to `problems` at the line's row when it was read from a file. As with
 * `EventBuilder`, sections and lines come in board-number order whatever the
 * order of `results.boards` (the readers give them sorted).
 */
export function eventOfResults(
  results: ClubResults,
  problems: Problems,
  options: EventOptions = {},
): BridgeEvent {
  return accountedEventOfResults(results, problems, options).event;
}

/**
 * `eventOfResults`, with the number of lines it left out (each with its one
 * error in `problems`): lines the reader used that this step rejects (see
 * `laterRejected`).
 */
export function accountedEventOfResults(
  results: ClubResults,
  problems: Problems,
  options: EventOptions = {},
): { readonly event: BridgeEvent; readonly rejected: number } {
  const build = new EventBuilder(problems, options);
  for (const b of results.boards) for (const l of b.lines) build.line(b.number, l);
  return { event: build.event(results), rejected: build.rejected };
}

/** A number as written in a results file: two decimals at most, no trailing zeros. */
const two = (f: Fraction): number => Number(formatFraction(f, 2));
const twoOf = (x: number): number => Math.round(x * 100 + 1e-7) / 100;

/** PBN's Scoring value for each of the session's methods. */
const SCORING_OF_METHOD: { readonly [M in ScoringMethod]: string } = {
  mp: 'MP',
  'cross-imps': 'IMP;Cross2',
  butler: 'IMP;Butler',
};

/** What a scored session's results file carries beside the scores. */
export interface ResultsBase {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly scoring?: string;
  readonly club?: ClubResults['club'];
  /** The hand records, by board number. */
  readonly deals?: ReadonlyMap<number, Hands>;
}

/**
 * A scored session as club results: every board's traveller with its
 * matchpoints and percentages for both sides, every pair with its players,
 * total, percentage and place, in the order of the rankings. A line not
 * played is marked so; one the formats cannot carry (a weighted score)
 * keeps its pairs and loses its result. Neither format marks an arrow-switched line:
 * it is written as its traveller prints it, the cards' points beside the
 * pairs' home numbers; the totals and places are the session's.
 */
export function resultsOfSession(
  event: BridgeEvent,
  score: SessionScore,
  base: ResultsBase = {},
): ClubResults {
  const multi = event.sections.length > 1;
  const imps = score.unit === 'imps';
  const boards = new Map<number, Mutable<ResultsBoard> & { lines: ResultLine[] }>();
  for (const b of score.boards) {
    let board = boards.get(b.board);
    if (!board) {
      board = { number: b.board, dealer: b.dealer, vulnerability: b.vulnerability, lines: [] };
      const deal = base.deals?.get(b.board);
      if (deal) board.deal = deal;
      boards.set(b.board, board);
    }
    // Butler: the datum each section's board was IMPed against (USEBIO writes it as BOARD_AVERAGE).
    if (b.datum !== null) {
      const datum: BoardDatum =
        multi && b.section !== null ? { section: b.section, datum: b.datum } : { datum: b.datum };
      board.datums = [...(board.datums ?? []), datum];
    }
    for (let k = 0; k < b.lines.length; k++) {
      const line = event.results[b.lines[k] as number] as TravellerLine;
      const out: Mutable<ResultLine> = { ns: line.ns, ew: line.ew };
      if (multi) out.section = line.section;
      if (line.round !== undefined) out.round = line.round;
      const o = line.outcome;
      if (o.kind === 'played') {
        out.contract = o.contract;
        if (o.contract !== PASS) {
          if (o.declarer !== undefined) out.declarer = o.declarer;
          if (o.tricks !== undefined) out.tricks = o.tricks;
        }
      } else if (o.kind === 'adjusted') out.adjusted = { ns: o.ns, ew: o.ew };
      else if (o.kind === 'not-played') out.notPlayed = true;
      if (line.lead !== undefined) out.lead = line.lead;
      const ns = b.nsScore[k] as number;
      if (!Number.isNaN(ns) && o.kind !== 'adjusted') out.score = ns;
      // Points of the North-South and East-West cards, as the traveller prints them: matchpoints
      // with their percentages of the top, or IMPs (cross-IMPs, Butler).
      const nsPoints = b.nsPoints[k] as number;
      const ewPoints = b.ewPoints[k] as number;
      if (!Number.isNaN(nsPoints)) {
        if (imps) {
          out.nsImps = twoOf(nsPoints);
          out.ewImps = twoOf(ewPoints);
        } else {
          out.nsMatchPoints = twoOf(nsPoints);
          out.ewMatchPoints = twoOf(ewPoints);
          if (b.top !== null && b.top > 0) {
            out.nsPercentage = twoOf((nsPoints / b.top) * 100);
            out.ewPercentage = twoOf((ewPoints / b.top) * 100);
          }
        }
      }
      board.lines.push(out);
    }
  }
  const pairs: ResultsPair[] = [];
  for (const r of score.rankings) {
    for (const e of r.entries) {
      const p = score.pairs[e.pair] as PairScore;
      const pair: Mutable<ResultsPair> = {
        pair: p.pair.number,
        rank: formatPlace(e),
        players: p.names.map((name) => ({ name })),
        boards: p.boards,
      };
      if (imps) pair.totalImps = two(p.points);
      else pair.totalMatchPoints = two(p.points);
      if (p.percentage !== null) pair.percentage = two(p.percentage);
      if (p.pair.direction !== null) pair.direction = p.pair.direction;
      if (multi) pair.section = p.pair.section;
      pairs.push(pair);
    }
  }
  const results: Mutable<ClubResults> = {
    boards: [...boards.values()].sort((a, b) => a.number - b.number),
    pairs,
    scoring: base.scoring ?? SCORING_OF_METHOD[score.settings.method],
  };
  const name = base.event ?? event.name;
  if (name !== undefined) results.event = name;
  if (base.site !== undefined) results.site = base.site;
  if (base.date !== undefined) results.date = base.date;
  if (base.club !== undefined) results.club = base.club;
  return results;
}

/** The hand records of club results, by board number. */
export function dealsOf(results: ClubResults): Map<number, Hands> {
  const deals = new Map<number, Hands>();
  for (const b of results.boards) if (b.deal) deals.set(b.number, b.deal);
  return deals;
}

/**
 * The event model as club results, unscored: each traveller line's result as
 * entered (a score written beside a contract is kept; a line not played
 * marked so; a weighted score, which neither format holds, left out), the
 * pairs with their names. For converting travellers between formats without
 * scoring them.
 */
export function resultsOfEvent(event: BridgeEvent, base: ResultsBase = {}): ClubResults {
  const multi = event.sections.length > 1;
  const boards = new Map<number, Mutable<ResultsBoard> & { lines: ResultLine[] }>();
  const board = (n: number) => {
    let b = boards.get(n);
    if (!b) {
      b = { number: n, lines: [] };
      const spec = event.boards.find((s) => s.number === n);
      if (spec?.dealer !== undefined) b.dealer = spec.dealer;
      if (spec?.vulnerability !== undefined) b.vulnerability = spec.vulnerability;
      const deal = base.deals?.get(n);
      if (deal) b.deal = deal;
      boards.set(n, b);
    }
    return b;
  };
  for (const line of event.results) {
    // A weighted score has no place in either format: the line is left out (a conversion says so).
    if (line.outcome.kind === 'weighted') continue;
    const out: Mutable<ResultLine> = { ns: line.ns, ew: line.ew };
    if (multi) out.section = line.section;
    if (line.round !== undefined) out.round = line.round;
    const o = line.outcome;
    switch (o.kind) {
      case 'played':
        out.contract = o.contract;
        if (o.contract !== PASS) {
          if (o.declarer !== undefined) out.declarer = o.declarer;
          if (o.tricks !== undefined) out.tricks = o.tricks;
        }
        if (o.score !== undefined) out.score = o.score;
        break;
      case 'score':
        out.score = o.ns;
        break;
      case 'adjusted':
        out.adjusted = { ns: o.ns, ew: o.ew };
        break;
      case 'not-played':
        out.notPlayed = true;
        break;
    }
    if (line.lead !== undefined) out.lead = line.lead;
    board(line.board).lines.push(out);
  }
  const pairs: ResultsPair[] = event.sections.flatMap((s) =>
    (s.pairs ?? []).map((p) => {
      const pair: Mutable<ResultsPair> = {
        pair: p.number,
        players: (p.names ?? []).map((name) => ({ name })),
      };
      if (p.direction !== undefined) pair.direction = p.direction;
      if (multi) pair.section = s.name;
      return pair;
    }),
  );
  const results: Mutable<ClubResults> = {
    boards: [...boards.values()].sort((a, b) => a.number - b.number),
    pairs,
  };
  const name = base.event ?? event.name;
  if (name !== undefined) results.event = name;
  if (base.site !== undefined) results.site = base.site;
  if (base.date !== undefined) results.date = base.date;
  if (base.scoring !== undefined) results.scoring = base.scoring;
  if (base.club !== undefined) results.club = base.club;
  return results;
}
