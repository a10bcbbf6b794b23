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
  type Section,
  type SessionScore,
  type TravellerLine,
} from '@bridge-score/core';
import type { Hands } from './hands.js';
import { type ResultLine, resultLineOutcome } from './pbn-results.js';
import { type Problems, positionOf } from './problems.js';
import type { ClubResults, ResultsBoard, ResultsPair } from './results.js';
import { DEFAULT_SECTION } from './traveller-csv.js';

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

  of(line: ResultLine): Outcome | BridgeError {
    const c = line.contract;
    const t = line.tricks;
    if (
      !line.adjusted &&
      line.score === undefined &&
      (t === undefined || (Number.isInteger(t) && t >= 0 && t <= 13))
    ) {
      const ordinal = c === undefined ? -2 : c === PASS ? -1 : contractOrdinal(c);
      const seat = line.declarer === undefined ? 0 : (SEAT_KEY[line.declarer] ?? Number.NaN);
      // Ordinals are small whole numbers; NaN (not a contract, not a seat) takes the text key.
      if (Number.isInteger(ordinal) && ordinal >= -2 && Number.isInteger(seat)) {
        const key = ((ordinal + 2) * 5 + seat) * 15 + (t === undefined ? 0 : t + 1);
        let outcome = this.byNumber.get(key);
        if (outcome === undefined) {
          outcome = resultLineOutcome(line);
          this.byNumber.set(key, outcome);
        }
        return outcome;
      }
    }
    const key = line.adjusted
      ? `A${line.adjusted.ns}/${line.adjusted.ew}`
      : `${c === undefined ? '' : c === PASS ? 'P' : contractOrdinal(c)}|${line.declarer ?? ''}|${t ?? ''}|${line.score ?? ''}`;
    let outcome = this.byText.get(key);
    if (outcome === undefined) {
      outcome = resultLineOutcome(line);
      this.byText.set(key, outcome);
    }
    return outcome;
  }
}

/** Mitchell or Howell, judged from a section's pairs and lines (see the module overview). */
function movementOf(
  pairs: readonly ResultsPair[],
  lines: readonly ResultLine[],
  boardOf: readonly number[],
): Movement {
  if (pairs.some((p) => p.direction !== undefined)) return 'mitchell';
  if (pairs.length > 0) return 'howell';
  const seen = new Map<number, { ns: Set<number>; ew: Set<number> }>();
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as ResultLine;
    const board = boardOf[k] as number;
    if (line.ns === line.ew) return 'mitchell';
    let b = seen.get(board);
    if (!b) {
      b = { ns: new Set(), ew: new Set() };
      seen.set(board, b);
    }
    if (b.ew.has(line.ns) || b.ns.has(line.ew)) return 'mitchell';
    b.ns.add(line.ns);
    b.ew.add(line.ew);
  }
  return 'howell';
}

/**
 * Club results as the event model. Problems (lines that cannot be scored)
 * go to `problems` at the line's row when it was read from a file.
 */
export function eventOfResults(
  results: ClubResults,
  problems: Problems,
  options: EventOptions = {},
): BridgeEvent {
  const bySection = new Map<string, { pairs: ResultsPair[]; lines: ResultLine[]; boards: number[] }>();
  let last: {
    name: string | undefined;
    s: { pairs: ResultsPair[]; lines: ResultLine[]; boards: number[] };
  } | null = null;
  const section = (name: string | undefined) => {
    if (last !== null && last.name === name) return last.s;
    const key = name ?? DEFAULT_SECTION;
    let s = bySection.get(key);
    if (!s) {
      s = { pairs: [], lines: [], boards: [] };
      bySection.set(key, s);
    }
    last = { name, s };
    return s;
  };
  for (const p of results.pairs) section(p.section).pairs.push(p);
  for (const b of results.boards) {
    for (const l of b.lines) {
      const s = section(l.section);
      s.lines.push(l);
      s.boards.push(b.number);
    }
  }
  if (bySection.size === 0) section(undefined);

  const sections: Section[] = [];
  const lines: TravellerLine[] = [];
  const outcomes = new SharedOutcomes();
  for (const [name, s] of bySection) {
    const movement = options.movement ?? movementOf(s.pairs, s.lines, s.boards);
    const pairs: Pair[] = s.pairs.map((p) => {
      const pair: Mutable<Pair> = { number: p.pair };
      if (movement === 'mitchell') pair.direction = p.direction ?? 'NS';
      const names = p.players.flatMap((pl) => (pl.name === undefined || pl.name === '' ? [] : [pl.name]));
      if (names.length > 0) pair.names = names;
      return pair;
    });
    sections.push(pairs.length > 0 ? { name, movement, pairs } : { name, movement });
    for (let k = 0; k < s.lines.length; k++) {
      const l = s.lines[k] as ResultLine;
      const board = s.boards[k] as number;
      const outcome = outcomes.of(l);
      if ('code' in outcome) {
        const at = positionOf(l) ?? { line: 1, column: 1 };
        problems.error(at, { code: 'result-line', board, ns: l.ns, ew: l.ew, cause: outcome });
        continue;
      }
      const line: Mutable<TravellerLine> = { section: name, board, ns: l.ns, ew: l.ew, outcome };
      if (l.round !== undefined) line.round = l.round;
      if (l.lead !== undefined) line.lead = l.lead;
      lines.push(line);
    }
  }
  const boards: BoardSpec[] = results.boards.flatMap((b) => {
    if (b.dealer === undefined && b.vulnerability === undefined) return [];
    const spec: Mutable<BoardSpec> = { number: b.number };
    if (b.dealer !== undefined) spec.dealer = b.dealer;
    if (b.vulnerability !== undefined) spec.vulnerability = b.vulnerability;
    return [spec];
  });
  const event: Mutable<BridgeEvent> = { sections, boards, results: lines };
  if (results.event !== undefined) event.name = results.event;
  return event;
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
 * total, percentage and place, in the order of the rankings. Lines the
 * formats cannot carry (a weighted score, a board not played) keep their
 * pairs and lose their result. Neither format marks an arrow-switched line:
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
 * entered (a score written beside a contract is kept), the pairs with their
 * names. For converting travellers between formats without scoring them.
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
      case 'weighted':
      case 'not-played':
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
