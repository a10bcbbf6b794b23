/**
 * Scoring the boards of a pairs session (`pairs-session.ts`), board after
 * board in the layout's order: each board's lines sorted into fouled groups,
 * each group's real results scored by the method and factored, the points
 * added to the pairs' totals, and the artificial adjusted scores set aside
 * until every pair's session percentage is known.
 *
 * Per-line values are written into typed arrays shared by all boards (one
 * allocation each for the session, not six per board).
 *
 * @example
 * const { boards, pending } = new SessionBoards(event, settings, scorer, seating, layout, totals, warnings).run();
 */
import { type Fraction, fraction, roundRatio, subtractFractions } from '../common/fraction.js';
import { boardDealer, boardVulnerability } from '../deal/board.js';
import type { Vulnerability } from '../deal/types.js';
import { MAX_IMPS } from '../teams/imps.js';
import type { AdjustedAward } from './adjusted-score.js';
import { checkOutcome, loneOutlier, nearestOther, placeOf } from './entry-checks.js';
import type { EntryWarning } from './errors.js';
import { type BoardSpec, type BridgeEvent, outcomeNsScore, type TravellerLine } from './event.js';
import { factorsToFullTop, neubergExact, neubergNumerator } from './factoring.js';
import type { WeightedPart } from './matchpoints.js';
import type { MethodScorer } from './pairs-method.js';
import type { BoardResult, PairKey, PairsSettings } from './pairs-session.js';
import type { BoardLayout, Seating } from './session-seating.js';
import { shownPoints, type Totals } from './session-totals.js';

/** An artificial adjusted score waiting for the session percentages. */
export interface Pending {
  /** Index into the session's boards. */
  readonly board: number;
  /** The line's place on its board. */
  readonly k: number;
  /** The line's index in `event.results`. */
  readonly line: number;
  readonly top: number;
  readonly expectedTop: number;
  /** At IMPs: what an award is multiplied by (cross-IMP totals: the board's comparisons, else 1). */
  readonly weight: number;
  readonly ns: AdjustedAward;
  readonly ew: AdjustedAward;
}

/** One board's place in the session and the values the board's groups share. */
interface BoardAt {
  readonly boardId: number;
  readonly vulnerability: Vulnerability;
  /** N: the expected number of scores in the board's scope. */
  readonly expected: number;
  readonly fullTop: number;
  /** Scores on the board, real and artificial. */
  readonly scores: number;
  /** Whether a line shows its raw (unfactored) points. */
  readonly raw: boolean;
  readonly lines: Int32Array;
  readonly nsScore: Float64Array;
  readonly nsPoints: Float64Array;
  readonly ewPoints: Float64Array;
}

/** Scores every board of a session into `totals`; see the module overview. */
export class SessionBoards {
  private readonly results: readonly TravellerLine[];
  private readonly imps: boolean;
  /**
   * Factoring is a matchpoint matter: Neuberg and missing-as-average compare
   * every board against the full top. Cross-IMP totals are scaled to the
   * board's comparisons instead (ACBLscore).
   */
  private readonly toFullTop: boolean;
  private readonly neuberg: boolean;
  private readonly totalImps: boolean;
  /** What 2/1 units are multiplied by to be shown on the chosen scale (1 at IMPs). */
  private readonly factor: number;
  /** Decimals a line's points are shown to (null: exact). */
  private readonly decimals: number | null;
  private readonly specs: ReadonlyMap<number, BoardSpec>;
  /** Per pair: the last board it sat at, and the last it was warned about sitting at twice. */
  private readonly seen: Int32Array;
  private readonly warned: Int32Array;
  private readonly all: {
    readonly nsScore: Float64Array;
    readonly nsPoints: Float64Array;
    readonly ewPoints: Float64Array;
    readonly nsPair: Int32Array;
    readonly ewPair: Int32Array;
    readonly switched: Uint8Array;
  };
  private offset = 0;
  /** Scratch for a group's plain scores, reused from board to board (the scorer copies what it keeps). */
  private scratch = { scores: new Float64Array(64), at: new Int32Array(64) };
  readonly boards: BoardResult[] = [];
  readonly pending: Pending[] = [];

  constructor(
    event: BridgeEvent,
    private readonly settings: PairsSettings,
    private readonly scorer: MethodScorer,
    private readonly seating: Seating,
    private readonly layout: BoardLayout,
    private readonly totals: Totals,
    private readonly warnings: EntryWarning[],
  ) {
    this.results = event.results;
    this.imps = scorer.unit === 'imps';
    this.toFullTop = !this.imps && factorsToFullTop(settings.factoring);
    this.neuberg = !this.imps && settings.factoring === 'neuberg';
    this.totalImps = settings.method === 'cross-imps' && settings.crossDivide === 'none';
    this.factor = this.imps ? 1 : settings.scale.win / 2;
    this.decimals = this.imps ? settings.lineDecimals.imps : settings.lineDecimals.mp;
    this.specs = new Map(event.boards.map((b) => [b.number, b]));
    const pairs = seating.registry.size;
    this.seen = new Int32Array(pairs).fill(-1);
    this.warned = new Int32Array(pairs).fill(-1);
    const count = this.results.length;
    this.all = {
      nsScore: new Float64Array(count).fill(Number.NaN),
      nsPoints: new Float64Array(count).fill(Number.NaN),
      ewPoints: new Float64Array(count).fill(Number.NaN),
      nsPair: new Int32Array(count),
      ewPair: new Int32Array(count),
      switched: new Uint8Array(count),
    };
  }

  /** Every board, scope after scope. */
  run(): this {
    for (const { section, boards } of this.layout.order) {
      const expected = section?.expected ?? this.settings.expected ?? this.mostScores(boards);
      for (const [boardNumber, bucket] of boards) {
        this.board(section?.name ?? null, boardNumber, this.layout.linesOf(bucket), expected);
      }
    }
    return this;
  }

  /** The most scores (not-played lines are not scores) on any board of a scope. */
  private mostScores(boards: readonly [number, number][]): number {
    let most = 0;
    for (const [, bucket] of boards) {
      let scores = 0;
      for (const i of this.layout.linesOf(bucket)) {
        if ((this.results[i] as TravellerLine).outcome.kind !== 'not-played') scores++;
      }
      most = Math.max(most, scores);
    }
    return most;
  }

  /**
   * Whether a small group of a fouled board takes fixed shares of the top
   * instead of the formula (`smallGroups`): ACBLscore's rule, a group of at
   * most three that is not the larger group; the EBU's, a group of at most
   * three that holds at most a third of the board's real results.
   */
  private fixedShares(size: number, largest: number, real: number): boolean {
    if (this.imps || size > 3) return false;
    switch (this.settings.smallGroups) {
      case 'formula':
        return false;
      case 'acbl':
        return size < largest;
      case 'ebu':
        return 3 * size <= real;
    }
  }

  /** Whether a board's lines show raw points (`linePoints`), given its artificial scores. */
  private showsRaw(artificial: number): boolean {
    switch (this.settings.linePoints) {
      case 'factored':
        return false;
      case 'raw':
        return true;
      case 'raw-unless-artificial':
        return artificial === 0;
    }
  }

  /** A value as a line shows it: num/den in 2/1 units (or IMPs) on the chosen scale, rounded as set. */
  private shown(num: number, den: number): number {
    const digits = this.decimals;
    if (digits === null) return (num / den) * this.factor;
    return this.factor === 1 ? roundRatio(num, den, digits) : roundRatio(num, 2 * den, digits);
  }

  /** An exact value as a line shows it. */
  private shownFraction(f: Fraction): number {
    return shownPoints(f, this.factor, this.decimals);
  }

  /** A pair at a board: the same pair twice on a board is a warning. */
  private sitsAt(pair: number, boardId: number, boardNumber: number): void {
    if (this.seen[pair] === boardId && this.warned[pair] !== boardId) {
      this.warned[pair] = boardId;
      const key = this.seating.registry.keys[pair] as PairKey;
      this.warnings.push({
        code: 'pair-twice',
        section: key.section,
        board: boardNumber,
        pair: key.number,
        direction: key.direction,
      });
    }
    this.seen[pair] = boardId;
  }

  /** One board: its lines sorted into groups, each group scored, the artificial scores set aside. */
  private board(section: string | null, boardNumber: number, lines: Int32Array, expected: number): void {
    const { results, settings, all } = this;
    const { nsHolder, ewHolder, switched } = this.seating;
    const spec = this.specs.get(boardNumber);
    const vulnerability = spec?.vulnerability ?? boardVulnerability(boardNumber);
    const n = lines.length;
    const offset = this.offset;
    this.offset += n;
    const nsPair = all.nsPair.subarray(offset, offset + n);
    const ewPair = all.ewPair.subarray(offset, offset + n);
    const lineSwitched = all.switched.subarray(offset, offset + n);
    const boardId = this.boards.length;
    // Real results by fouled group; artificial ones wait for the session percentages.
    const groups = new Map<string, number[]>();
    let scores = 0;
    let artificial = 0;
    for (let k = 0; k < n; k++) {
      const i = lines[k] as number;
      const line = results[i] as TravellerLine;
      nsPair[k] = nsHolder[i] as number;
      ewPair[k] = ewHolder[i] as number;
      lineSwitched[k] = switched[i] as number;
      this.sitsAt(nsHolder[i] as number, boardId, boardNumber);
      this.sitsAt(ewHolder[i] as number, boardId, boardNumber);
      const outcome = line.outcome;
      if (outcome.kind === 'not-played') continue;
      scores++;
      if (outcome.kind === 'adjusted') {
        artificial++;
        continue;
      }
      checkOutcome(line, outcome, vulnerability, settings.rules, this.warnings);
      const group = line.group ?? '';
      let g = groups.get(group);
      if (!g) {
        g = [];
        groups.set(group, g);
      }
      g.push(k);
    }
    const fullTop = 2 * Math.max(0, expected - 1);
    const at: BoardAt = {
      boardId,
      vulnerability,
      expected,
      fullTop,
      scores,
      raw: this.showsRaw(artificial),
      lines,
      nsScore: all.nsScore.subarray(offset, offset + n),
      nsPoints: all.nsPoints.subarray(offset, offset + n),
      ewPoints: all.ewPoints.subarray(offset, offset + n),
    };
    const boardTop = this.toFullTop ? fullTop : 2 * Math.max(0, scores - 1);
    let shownTop = this.toFullTop ? fullTop : 0;
    let datum: number | null = null;
    const sizes = [...groups.values()].map((g) => g.length);
    const largest = Math.max(0, ...sizes);
    for (const ks of groups.values()) {
      datum = this.group(
        at,
        ks,
        groups.size > 1 && this.fixedShares(ks.length, largest, scores - artificial),
      );
      if (!this.toFullTop) shownTop = Math.max(shownTop, 2 * (ks.length - 1));
    }
    // Each fouled group has its own datum.
    if (groups.size !== 1) datum = null;
    if (artificial > 0) {
      this.setAside(at, boardTop);
      if (!this.toFullTop) shownTop = Math.max(shownTop, boardTop);
    }
    this.boards.push({
      section,
      board: boardNumber,
      dealer: spec?.dealer ?? boardDealer(boardNumber),
      vulnerability,
      expected,
      scores,
      top: this.imps ? null : shownTop * this.factor,
      datum,
      lines,
      nsScore: at.nsScore,
      nsPoints: at.nsPoints,
      ewPoints: at.ewPoints,
      nsPair,
      ewPair,
      switched: lineSwitched,
    });
  }

  /**
   * One fouled group's real results (the whole board when it is not fouled):
   * scored by the method, factored, added to the pairs' totals and written
   * per line. Returns the group's datum (Butler), else null.
   */
  private group(board: BoardAt, ks: readonly number[], fixed: boolean): number | null {
    const { results, settings, scorer, totals, imps } = this;
    const { nsHolder, ewHolder } = this.seating;
    const { lines, expected, fullTop, vulnerability, nsScore, nsPoints, ewPoints } = board;
    const m = ks.length;
    const groupTop = this.toFullTop || fixed ? fullTop : 2 * (m - 1);
    if (this.scratch.scores.length < m) {
      this.scratch = { scores: new Float64Array(m), at: new Int32Array(m) };
    }
    // The NS scores of the group's plain results; weighted ones in parts.
    const plainScores = this.scratch.scores.subarray(0, m);
    const plainAt = this.scratch.at;
    let plainCount = 0;
    const parts: WeightedPart[][] = [];
    const weighted = ks.some(
      (k) => (results[lines[k] as number] as TravellerLine).outcome.kind === 'weighted',
    );
    for (const k of ks) {
      const outcome = (results[lines[k] as number] as TravellerLine).outcome;
      if (outcome.kind === 'weighted') {
        parts.push(
          outcome.parts.map((p) => ({
            score: outcomeNsScore(p.outcome, vulnerability, settings.rules),
            weight: p.weight,
          })),
        );
      } else if (outcome.kind === 'played' || outcome.kind === 'score') {
        const s = outcomeNsScore(outcome, vulnerability, settings.rules);
        nsScore[k] = s;
        plainScores[plainCount] = s;
        plainAt[plainCount++] = k;
        if (weighted) parts.push([{ score: s, weight: 1 }]);
      }
    }
    this.checkOutlier(lines, plainScores.subarray(0, plainCount), plainAt);
    // Plain groups: whole numbers over `den` (2/1 matchpoints over 1). Groups with a weighted
    // score: BigInt numerators over `bigDen`.
    let plain: Float64Array | null = null;
    let den = 1;
    let bigUnits: readonly bigint[] = [];
    let bigDen = 1n;
    let datum: number | null;
    if (weighted) {
      const w = scorer.weighted(parts);
      bigUnits = w.numerators;
      bigDen = w.denominator;
      datum = w.datum;
    } else {
      const b = scorer.board(plainScores);
      plain = b.units;
      den = b.denominator;
      datum = b.datum;
    }
    // Neuberg: (MP + 1) × N / m − 1 on the 2/1 scale; missing as average: MP + (N − m); a complete
    // group is unchanged.
    const factored = this.toFullTop && m !== expected;
    const missing = factored && !this.neuberg ? expected - m : 0;
    // Cross-IMP totals: a group of m results on a board of `scores` scaled to its comparisons.
    const stretched = this.totalImps && m > 1 && m < board.scores;
    const stretch = stretched ? board.scores - 1 : 1;
    const fDen = factored && this.neuberg ? m : stretched ? den * (m - 1) : den;
    const topNum = imps ? 0 : groupTop * fDen;
    const fast =
      !fixed &&
      plain !== null &&
      (imps
        ? Number.isSafeInteger(MAX_IMPS * m * stretch)
        : Number.isSafeInteger((2 * m + 1) * Math.max(expected, 1) + topNum));
    const column = fast ? totals.column(fDen) : null;
    // The top among the results present: what raw points are out of.
    const rawTop = 2 * (m - 1);
    for (let j = 0; j < m; j++) {
      const k = ks[j] as number;
      const i = lines[k] as number;
      const nsPair = nsHolder[i] as number;
      const ewPair = ewHolder[i] as number;
      if (fast) {
        const u = (plain as Float64Array)[j] as number;
        const num = !factored
          ? u * stretch
          : this.neuberg
            ? neubergNumerator(u, m, expected)
            : u + missing * den;
        // At IMPs East-West get the negation (0 − x: never −0), at matchpoints the complement.
        const ewNum = topNum - num;
        totals.add(nsPair, num, fDen, column);
        totals.add(ewPair, ewNum, fDen, column);
        if (board.raw) {
          nsPoints[k] = this.shown(u, den);
          ewPoints[k] = this.shown(imps ? 0 - u : rawTop * den - u, den);
        } else {
          nsPoints[k] = this.shown(num, fDen);
          ewPoints[k] = this.shown(ewNum, fDen);
        }
      } else {
        const u = plain ? BigInt(plain[j] as number) : (bigUnits[j] as bigint);
        const d = plain ? BigInt(den) : bigDen;
        // Fixed shares of the full top: 60 % + (M − (m − 1)) × 5 %, M the group's own matchpoints.
        const value: Fraction = fixed
          ? fraction(BigInt(fullTop) * (60n * d + 5n * (u - BigInt(m - 1) * d)), 100n * d)
          : !factored
            ? stretched
              ? fraction(u * BigInt(stretch), d * BigInt(m - 1))
              : fraction(u, d)
            : this.neuberg
              ? neubergExact(u, m, expected, d)
              : fraction(u + BigInt(missing) * d, d);
        // Fixed shares go to each direction by its own matchpoints in the group (EW's are the
        // complement within it): a single score is 60 % for both, a group of two 65 % and 55 % each
        // way (ACBLscore manual, "Fouled/Adjusted board formula"; EBU White Book 4.2.3.3).
        const ewValue = fixed
          ? fraction(BigInt(fullTop) * (60n * d + 5n * (BigInt(m - 1) * d - u)), 100n * d)
          : subtractFractions(fraction(imps ? 0 : groupTop), value);
        totals.addFraction(nsPair, value);
        totals.addFraction(ewPair, ewValue);
        const rawValue = fraction(u, d);
        nsPoints[k] = this.shownFraction(board.raw ? rawValue : value);
        ewPoints[k] = this.shownFraction(
          board.raw ? subtractFractions(fraction(imps ? 0 : rawTop), rawValue) : ewValue,
        );
      }
      totals.board(nsPair, groupTop, fullTop);
      totals.board(ewPair, groupTop, fullTop);
    }
    return datum;
  }

  /** A lone outlier among a group's plain scores: a warning naming its line. */
  private checkOutlier(lines: Int32Array, scores: Float64Array, plainAt: Int32Array): void {
    const at = loneOutlier(scores);
    if (at < 0) return;
    const line = this.results[lines[plainAt[at] as number] as number] as TravellerLine;
    this.warnings.push({
      ...placeOf(line),
      code: 'outlier',
      score: scores[at] as number,
      nearest: nearestOther(scores, at),
    });
  }

  /** A board's artificial adjusted scores, set aside until the session percentages are known. */
  private setAside(board: BoardAt, boardTop: number): void {
    const { lines } = board;
    for (let k = 0; k < lines.length; k++) {
      const i = lines[k] as number;
      const outcome = (this.results[i] as TravellerLine).outcome;
      if (outcome.kind !== 'adjusted') continue;
      this.pending.push({
        board: board.boardId,
        k,
        line: i,
        top: boardTop,
        expectedTop: board.fullTop,
        weight: this.totalImps ? Math.max(1, board.scores - 1) : 1,
        ns: outcome.ns,
        ew: outcome.ew,
      });
    }
  }
}
