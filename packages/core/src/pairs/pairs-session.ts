/**
 * Scores a whole duplicate pairs event (RULES.md §6, §7): every board
 * matchpointed, or scored at cross-IMPs or Butler; boards played a different
 * number of times factored, adjusted and weighted scores, fouled boards, each
 * pair's total and percentage (or total IMPs), and the rankings per field.
 * Entry checks come back as warnings.
 *
 * Exactness: points are computed in 2/1 units, where plain matchpoints are
 * whole numbers, and every factored, weighted or adjusted value is an exact
 * fraction. A pair's total is an exact sum, its percentage an exact
 * fraction; nothing is rounded until it is shown, so no board's rounding
 * drifts into a total, and equal totals are truly equal. The ACBL scale is
 * exactly half of the 2/1 scale throughout, Neuberg included.
 *
 * Per board, in its scope (its section, or the whole field across sections):
 * - N, the expected number of scores: as given, else the largest number of
 *   scores on any board of the scope (not-played lines are not scores);
 * - the real results (played, entered, weighted) of each fouled group are
 *   matchpointed among themselves by the scoring method, then factored to N;
 * - artificial adjusted scores take their percentage of the full top and are
 *   left out of the real scores' factoring;
 * - a not-played line counts for neither pair.
 *
 * The scoring method is pluggable: `methodScorer` maps a method name to a
 * `MethodScorer` whose points are whole numbers over a denominator.
 *
 * At IMPs (`cross-imps`, `butler`; RULES.md §7) the same event is scored
 * with these differences:
 * - each fouled group's real results are scored among themselves by the
 *   per-board function of `cross-imps.ts` or `butler.ts`; East-West get the
 *   negation of North-South's IMPs on every real result;
 * - a pair's total is the sum of its IMPs: there is no top and no
 *   percentage; pairs are ranked by total IMPs, and the average per board
 *   played is given beside it;
 * - artificial adjusted scores are worth `IMP_AWARDS` (average-plus +3,
 *   average 0, average-minus −3) to each side independently; the
 *   session-percentage rule is a matchpoint rule and does not apply;
 * - factoring (Neuberg, simple) does not apply: cross-IMPs divided by
 *   comparisons or scores are already an average, and a Butler result is
 *   one comparison with the datum. Cross-IMPs left as totals (`crossDivide:
 *   'none'`, ACBLscore's "Total IMPs") are the exception: ACBLscore's manual
 *   scales a fouled group of g results on a board of n by (n − 1)/(g − 1)
 *   and makes an adjusted award worth its IMPs × (n − 1). We scale the real
 *   results of a board with artificial scores the same way (n counting the
 *   artificial ones), as Neuberg leaves artificial scores out at matchpoints;
 *   boards played fewer times (not-played lines) are not scaled;
 * - weighted scores (Law 12C1c): each part IMPed against the field
 *   (cross-IMPs: against every part of every other result; Butler: against
 *   the datum of the plain results) and combined by weight, exactly.
 *
 * @example
 * const s = scoreSession(event, { factoring: 'neuberg', scale: MATCHPOINT_SCALES['2/1'] });
 * s.rankings[0]; // { field: 'NS', entries: [{ pair: 3, place: 1, tied: false }, …] }
 * scoreSession(event, { method: 'butler', butlerRound: 'half-away' }).pairs[0].points; // total IMPs
 */

import {
  addFractions,
  divideFractions,
  type Fraction,
  FractionSum,
  fraction,
  fractionToNumber,
  multiplyFractions,
  subtractFractions,
} from '../common/fraction.js';
import { rankValues } from '../common/ranking.js';
import { boardDealer, boardVulnerability } from '../deal/board.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import type { Seat, Side, Vulnerability } from '../deal/types.js';
import { MAX_IMPS } from '../teams/imps.js';
import { type AdjustedAward, type AdjustedRule, adjustedAwardImps, awardFraction } from './adjusted-score.js';
import {
  type ButlerDrop,
  butlerDatum,
  type DatumRounding,
  DEFAULT_BUTLER_DROP,
  impsAgainstDatum,
  weightedButlerUnits,
} from './butler.js';
import { type CrossImpDivisor, crossImpDivisor, weightedCrossImpUnits } from './cross-imps.js';
import { checkOutcome, loneOutlier, nearestOther, placeOf } from './entry-checks.js';
import type { EntryWarning } from './errors.js';
import { type BridgeEvent, isSwitched, outcomeNsScore, type Section, type TravellerLine } from './event.js';
import { type Factoring, neubergExact, neubergNumerator } from './factoring.js';
import {
  MATCHPOINT_SCALES,
  type MatchpointScale,
  matchpointScorer,
  type WeightedPart,
  weightedMatchpointUnits,
} from './matchpoints.js';
import { pairsImpMethod } from './pairs-method.js';

/** How each board is scored: matchpoints (RULES.md §6), cross-IMPs or Butler (§7). */
export const SCORING_METHODS = ['mp', 'cross-imps', 'butler'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];
export const isScoringMethod = (x: unknown): x is ScoringMethod =>
  (SCORING_METHODS as readonly unknown[]).includes(x);

/** What a method's points are: matchpoints, or IMPs. */
export const POINT_UNITS = ['matchpoints', 'imps'] as const;
export type PointUnit = (typeof POINT_UNITS)[number];

/** The unit of a method's points. */
export function methodUnit(method: ScoringMethod): PointUnit {
  switch (method) {
    case 'mp':
      return 'matchpoints';
    case 'cross-imps':
    case 'butler':
      return 'imps';
  }
}

/** Matchpoint each board within its section, or across the whole field. */
export const SCOPES = ['section', 'field'] as const;
export type Scope = (typeof SCOPES)[number];
export const isScope = (x: unknown): x is Scope => (SCOPES as readonly unknown[]).includes(x);

/** The settings of the IMP methods. */
export interface ImpMethodSettings {
  /** Cross-IMPs: each result's sum divided by the comparisons (n − 1), the scores (n), or not at all. */
  readonly crossDivide: CrossImpDivisor;
  /** Butler: results dropped at each end before the datum's mean (default 5 %, rounded, at least one). */
  readonly butlerDrop: ButlerDrop;
  /** Butler: a mean ending in exactly 5 rounded to even (ACBLscore) or away from zero. */
  readonly butlerRound: DatumRounding;
}

export interface PairsSettings extends ImpMethodSettings {
  readonly method: ScoringMethod;
  /** Matchpoints only: the scale. */
  readonly scale: MatchpointScale;
  /** Matchpoints only (see the module overview for IMPs). */
  readonly factoring: Factoring;
  /** N, the expected number of scores per board; default: the most scores on any board. */
  readonly expected?: number | undefined;
  /** Matchpoints only: average-plus and -minus fixed 60/40, or bounded by the pair's session percentage. */
  readonly adjusted: AdjustedRule;
  readonly across: Scope;
  /** The rule set that turns contracts into scores. */
  readonly rules: RuleSet;
}

export const DEFAULT_PAIRS_SETTINGS: PairsSettings = Object.freeze({
  method: 'mp',
  scale: MATCHPOINT_SCALES['2/1'],
  factoring: 'neuberg',
  adjusted: 'fixed',
  across: 'section',
  rules: RULE_SETS.duplicate,
  crossDivide: 'comparisons',
  butlerDrop: DEFAULT_BUTLER_DROP,
  butlerRound: 'half-even',
});

/** A board (or fouled group) of plain results scored by a method: North-South, in input order. */
export interface BoardUnits {
  /** Whole numbers: matchpoints on the 2/1 scale, IMPs, or each result's sum of cross-IMPs. */
  readonly units: Float64Array;
  /** What every unit is divided by: 1, or the cross-IMP divisor. */
  readonly denominator: number;
  /** Butler: the datum the results were IMPed against; null for the other methods. */
  readonly datum: number | null;
}

/** A board with weighted results scored by a method, exactly: numerators over one denominator. */
export interface WeightedUnits {
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
  readonly datum: number | null;
}

/** A scoring method as the session uses it. */
export interface MethodScorer {
  readonly method: ScoringMethod;
  readonly unit: PointUnit;
  /** Scores a board of plain North-South scores. */
  readonly board: (nsScores: ArrayLike<number>) => BoardUnits;
  /** Scores a board where some results are weighted (each a list of parts; a plain result is one part). */
  readonly weighted: (results: readonly (readonly WeightedPart[])[]) => WeightedUnits;
}

/**
 * A method's board scorer, in units where its points are whole numbers over
 * a denominator (matchpoints: the 2/1 scale, over 1; cross-IMPs: the sums
 * over the divisor; Butler: IMPs over 1), so the session keeps totals exact.
 *
 * @example
 * methodScorer('cross-imps').board([420, 450, -100, -200, 400, 590]); // units [18, 22, …], denominator 5
 */
export function methodScorer(method: ScoringMethod, options: Partial<ImpMethodSettings> = {}): MethodScorer {
  switch (method) {
    case 'mp': {
      const mp = matchpointScorer(MATCHPOINT_SCALES['2/1']);
      return {
        method,
        unit: methodUnit(method),
        board: (nsScores) => ({ units: mp(nsScores), denominator: 1, datum: null }),
        weighted: (results) => ({ ...weightedMatchpointUnits(results), datum: null }),
      };
    }
    case 'cross-imps': {
      const divideBy = options.crossDivide ?? DEFAULT_PAIRS_SETTINGS.crossDivide;
      const cross = pairsImpMethod('cross-imps');
      return {
        method,
        unit: methodUnit(method),
        // The sums, exact whole numbers; the session divides.
        board: (nsScores) => ({
          units: cross(nsScores, { divideBy: 'none' }),
          denominator: crossImpDivisor(divideBy, nsScores.length),
          datum: null,
        }),
        weighted: (results) => ({ ...weightedCrossImpUnits(results, { divideBy }), datum: null }),
      };
    }
    case 'butler': {
      const butler = {
        drop: options.butlerDrop ?? DEFAULT_PAIRS_SETTINGS.butlerDrop,
        rounding: options.butlerRound ?? DEFAULT_PAIRS_SETTINGS.butlerRound,
      };
      return {
        method,
        unit: methodUnit(method),
        // `butler` of butler.ts in two steps, so the datum can be shown.
        board: (nsScores) => {
          const { datum } = butlerDatum(nsScores, butler);
          return { units: impsAgainstDatum(nsScores, datum), denominator: 1, datum };
        },
        weighted: (results) => weightedButlerUnits(results, butler),
      };
    }
  }
}

/** A pair: its section, number, and home direction in a Mitchell section (null in a Howell). */
export interface PairKey {
  readonly section: string;
  readonly number: number;
  readonly direction: Side | null;
}

export interface PairScore {
  readonly pair: PairKey;
  readonly names: readonly string[];
  /** The label of the field it is ranked in: `NS`, `EW`, `all`, or with the section: `A NS`. */
  readonly field: string;
  /** Boards with a score (not-played boards are not counted). */
  readonly boards: number;
  /** Total points: matchpoints on the chosen scale, factored; at IMPs the sum of the pair's IMPs. */
  readonly points: Fraction;
  /** The most the pair could have scored on its boards, on the chosen scale; null at IMPs. */
  readonly top: Fraction | null;
  /**
   * Percentage of the available points, 0–100 (50 when no board had anything
   * to compare); null at IMPs, which have no top.
   */
  readonly percentage: Fraction | null;
  /** Points per board played (0 when none). */
  readonly average: Fraction;
}

export interface RankingEntry {
  /** Index into `SessionScore.pairs`. */
  readonly pair: number;
  readonly place: number;
  readonly tied: boolean;
}

export interface FieldRanking {
  readonly field: string;
  /** The section, or null for a field across sections. */
  readonly section: string | null;
  /** NS or EW for a Mitchell ranked by direction; null for one field. */
  readonly direction: Side | null;
  /** Best first. */
  readonly entries: readonly RankingEntry[];
}

/**
 * One board as scored in its scope, its traveller lines in input order.
 * Per-line values sit in typed arrays (a field of 100,000 pairs has over a
 * million lines); `lines[k]` is the line's index in `event.results`.
 */
export interface BoardResult {
  /** The section, or null when matchpointed across the field. */
  readonly section: string | null;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** N of the Neuberg formula. */
  readonly expected: number;
  /** Scores on the board, real and artificial (not-played lines excluded). */
  readonly scores: number;
  /**
   * The top on the chosen scale: the full top (N − 1) × win when factored by
   * Neuberg, else as played; null at IMPs.
   */
  readonly top: number | null;
  /** Butler: the datum of the board's real results; null for other methods, or groups with datums of their own. */
  readonly datum: number | null;
  readonly lines: Int32Array;
  /** The North-South table score; NaN for adjusted, weighted and not-played lines. */
  readonly nsScore: Float64Array;
  /**
   * Points for the pair that held the North-South cards (matchpoints on the
   * chosen scale, or IMPs); NaN when not played.
   */
  readonly nsPoints: Float64Array;
  readonly ewPoints: Float64Array;
  /** Index into `SessionScore.pairs` of the pair that held the North-South cards (after an arrow switch). */
  readonly nsPair: Int32Array;
  readonly ewPair: Int32Array;
  /** 1 where the line was played arrow-switched. */
  readonly switched: Uint8Array;
}

export interface SessionScore {
  readonly settings: PairsSettings;
  /** What the points are: matchpoints or IMPs (from the method). */
  readonly unit: PointUnit;
  readonly boards: readonly BoardResult[];
  readonly pairs: readonly PairScore[];
  readonly rankings: readonly FieldRanking[];
  readonly warnings: readonly EntryWarning[];
}

// ---------------------------------------------------------------------------
// Pairs

class PairRegistry {
  readonly keys: PairKey[] = [];
  readonly names: (readonly string[])[] = [];
  /** Per section: pair number → index, by home direction (Mitchell) or in one list (Howell, key ''). */
  private readonly maps = new Map<
    string,
    { NS: Map<number, number>; EW: Map<number, number>; '': Map<number, number> }
  >();
  private last: {
    name: string;
    maps: { NS: Map<number, number>; EW: Map<number, number>; '': Map<number, number> };
  } | null = null;

  constructor(
    sections: ReadonlyMap<string, Section>,
    private readonly warnings: EntryWarning[],
  ) {
    for (const section of sections.values()) {
      for (const p of section.pairs ?? []) {
        const direction = section.movement === 'mitchell' ? (p.direction ?? 'NS') : null;
        this.add(section.name, p.number, direction, p.names ?? []);
      }
    }
  }

  private map(section: string, direction: Side | null): Map<number, number> {
    if (this.last?.name !== section) {
      let maps = this.maps.get(section);
      if (!maps) {
        maps = { NS: new Map(), EW: new Map(), '': new Map() };
        this.maps.set(section, maps);
      }
      this.last = { name: section, maps };
    }
    return this.last.maps[direction ?? ''];
  }

  private add(section: string, number: number, direction: Side | null, names: readonly string[]): number {
    const m = this.map(section, direction);
    const known = m.get(number);
    if (known !== undefined) return known;
    const index = this.keys.length;
    this.keys.push({ section, number, direction });
    this.names.push(names);
    m.set(number, index);
    return index;
  }

  /** The pair a line names, registering it (with a warning when the section lists its pairs). */
  pair(section: Section, number: number, seat: Side): number {
    const direction = section.movement === 'mitchell' ? seat : null;
    const known = this.map(section.name, direction).get(number);
    if (known !== undefined) return known;
    if (section.pairs !== undefined) {
      this.warnings.push({ code: 'pair-unlisted', section: section.name, pair: number, direction });
    }
    return this.add(section.name, number, direction, []);
  }
}

// ---------------------------------------------------------------------------
// Totals

/** The greatest common divisor of two whole numbers (doubles, exact below 2^53). */
function gcdOf(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** Per-pair sums in 2/1 units: whole numbers in typed arrays, fractions only where they arise. */
class Totals {
  readonly top: Float64Array;
  readonly expectedTop: Float64Array;
  readonly boards: Int32Array;
  /**
   * Numerators by denominator, one column per denominator (the few counts a
   * session's boards were played), each a whole number while it is safe.
   */
  private readonly columns = new Map<number, Float64Array>();
  /** Anything else: huge numbers, the fractions of adjusted scores under the session rule. */
  private readonly parts: (FractionSum | undefined)[];

  constructor(private readonly n: number) {
    this.parts = new Array(n);
    this.top = new Float64Array(n);
    this.expectedTop = new Float64Array(n);
    this.boards = new Int32Array(n);
  }

  /** The column of a denominator, or null when there are already too many to keep as columns. */
  column(den: number): Float64Array | null {
    let c = this.columns.get(den);
    if (!c && this.columns.size < 64) {
      c = new Float64Array(this.n);
      this.columns.set(den, c);
    }
    return c ?? null;
  }

  /** Adds num/den (safe integers) to a pair, through its column when `column` is the column of `den`. */
  add(pair: number, num: number, den: number, column: Float64Array | null): void {
    if (column) {
      const sum = (column[pair] as number) + num;
      if (Number.isSafeInteger(sum)) {
        column[pair] = sum;
        return;
      }
    }
    this.partsOf(pair).add(num, den);
  }

  addFraction(pair: number, f: Fraction): void {
    this.partsOf(pair).addFraction(f);
  }

  board(pair: number, top: number, expectedTop: number): void {
    this.top[pair] = (this.top[pair] as number) + top;
    this.expectedTop[pair] = (this.expectedTop[pair] as number) + expectedTop;
    this.boards[pair] = (this.boards[pair] as number) + 1;
  }

  private partsOf(pair: number): FractionSum {
    let p = this.parts[pair];
    if (!p) {
      p = new FractionSum();
      this.parts[pair] = p;
    }
    return p;
  }

  /** A pair's exact total: its columns brought to one denominator, reduced once. */
  value(pair: number): Fraction {
    const small = this.smallValue(pair);
    if (small !== null) return small;
    const sum = new FractionSum();
    for (const [den, column] of this.columns) {
      const num = column[pair] as number;
      if (num !== 0) sum.add(num, den);
    }
    const p = this.parts[pair];
    const total = sum.value();
    return p ? addFractions(total, p.value()) : total;
  }

  /**
   * A pair's exact total on doubles, when every step is a safe integer (nearly
   * always: a few denominators, the board counts): one numerator over the
   * least common denominator. Null when a step would not be exact.
   */
  private smallValue(pair: number): Fraction | null {
    let num = 0;
    let den = 1;
    const add = (n: number, d: number): boolean => {
      const l = (den / gcdOf(den, d)) * d;
      const a = num * (l / den);
      const b = n * (l / d);
      const sum = a + b;
      // Every step a safe integer, or a rounding could hide in a sum that cancels.
      if (
        !Number.isSafeInteger(l) ||
        !Number.isSafeInteger(a) ||
        !Number.isSafeInteger(b) ||
        !Number.isSafeInteger(sum)
      )
        return false;
      num = sum;
      den = l;
      return true;
    };
    for (const [d, column] of this.columns) {
      const n = column[pair] as number;
      if (n !== 0 && !add(n, d)) return null;
    }
    const p = this.parts[pair];
    if (p) {
      const terms = p.smallTerms();
      if (terms === null || !add(terms.whole, 1)) return null;
      for (const [d, n] of terms.parts) if (n !== 0 && !add(n, d)) return null;
    }
    return fraction(num, den);
  }

  approx(pair: number): number {
    let sum = 0;
    for (const [den, column] of this.columns) sum += (column[pair] as number) / den;
    const p = this.parts[pair];
    return p ? sum + p.approx() : sum;
  }
}

/** A pair's matchpoint tops in 2/1 units, and the scale the points are shown on. */
interface MatchpointTops {
  /** The top of the boards played. */
  readonly available: number;
  /** The top the points are scaled to (simple factoring: the expected top; else the available one). */
  readonly scaledTo: number;
  readonly scale: Fraction;
}

/**
 * A pair's result. The exact total of a pair whose boards were factored by
 * many different counts has a large denominator, so it is worked out on
 * first use: ranking a field needs it only where two pairs are nearly equal.
 */
class PairTotal implements PairScore {
  private exactTotal: Fraction | undefined;
  private exactPoints: Fraction | undefined;
  private exactPercentage: Fraction | undefined;

  constructor(
    readonly pair: PairKey,
    readonly names: readonly string[],
    readonly field: string,
    readonly boards: number,
    private readonly totalOf: () => Fraction,
    /** Null at IMPs: the total is the points, with no top. */
    private readonly tops: MatchpointTops | null,
  ) {}

  /** The sum of the pair's boards in 2/1 units (or IMPs), worked out once. */
  private total(): Fraction {
    this.exactTotal ??= this.totalOf();
    return this.exactTotal;
  }

  get points(): Fraction {
    if (!this.exactPoints) {
      const total = this.total();
      const t = this.tops;
      if (!t) this.exactPoints = total;
      else {
        const scaled =
          t.available > 0 && t.scaledTo !== t.available
            ? multiplyFractions(total, fraction(t.scaledTo, t.available))
            : total;
        this.exactPoints = multiplyFractions(scaled, t.scale);
      }
    }
    return this.exactPoints;
  }

  get top(): Fraction | null {
    return this.tops ? multiplyFractions(fraction(this.tops.scaledTo), this.tops.scale) : null;
  }

  get percentage(): Fraction | null {
    const t = this.tops;
    if (!t) return null;
    if (!this.exactPercentage) {
      this.exactPercentage =
        t.available > 0
          ? divideFractions(multiplyFractions(this.total(), fraction(100)), fraction(t.available))
          : fraction(50);
    }
    return this.exactPercentage;
  }

  get average(): Fraction {
    return this.boards > 0 ? divideFractions(this.points, fraction(this.boards)) : fraction(0);
  }
}

// ---------------------------------------------------------------------------
// The session

interface Pending {
  readonly board: number;
  readonly k: number;
  readonly line: number;
  readonly top: number;
  readonly expectedTop: number;
  /** At IMPs: what an award is multiplied by (cross-IMP totals: the board's comparisons, else 1). */
  readonly weight: number;
  readonly ns: AdjustedAward;
  readonly ew: AdjustedAward;
}

/**
 * Scores a pairs event; see the module overview. Never fails on a valid
 * event: doubtful entries come back as warnings. A line naming a section
 * the event does not have is a programmer error (the readers check it).
 */
export function scoreSession(event: BridgeEvent, options: Partial<PairsSettings> = {}): SessionScore {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const settings: PairsSettings = { ...DEFAULT_PAIRS_SETTINGS, ...given };
  if (settings.scale.win !== 2 * settings.scale.tie) throw new RangeError('a scale must give half for a tie');
  const scorer = methodScorer(settings.method, settings);
  const imps = scorer.unit === 'imps';
  // Factoring is a matchpoint matter; cross-IMP totals are scaled to the board's comparisons (ACBLscore).
  const neuberg = !imps && settings.factoring === 'neuberg';
  const totalImps = settings.method === 'cross-imps' && settings.crossDivide === 'none';
  const warnings: EntryWarning[] = [];
  const sections = new Map(event.sections.map((s) => [s.name, s]));
  const registry = new PairRegistry(sections, warnings);
  const results = event.results;
  const count = results.length;

  // Pass 1: who held which cards, which scope and board (bucket) each line belongs to.
  const nsHolder = new Int32Array(count);
  const ewHolder = new Int32Array(count);
  const switched = new Uint8Array(count);
  const switchedSections = new Set<string>();
  // Sections in the order their lines first come (the order of the incomplete-board warnings).
  const sectionsSeen: string[] = [];
  const seenSet = new Set<string>();
  const bySection = settings.across === 'section';
  // Buckets by scope, then board number: an id each, and the lines counted.
  const buckets = new Map<string, Map<number, number>>();
  const bucketOf = new Int32Array(count);
  const bucketSize: number[] = [];
  // Per section and board, the lines (the buckets themselves when matchpointing by section).
  const sectionCounts = bySection ? null : new Map<string, Map<number, number>>();
  for (const s of event.sections) buckets.set(bySection ? s.name : '', new Map());
  // Lines of a section come together: the last section's lookups are kept.
  let lastName: string | null = null;
  let section: Section | undefined;
  let scope: Map<number, number> | undefined;
  for (let i = 0; i < count; i++) {
    const line = results[i] as TravellerLine;
    if (line.section !== lastName) {
      section = sections.get(line.section);
      if (!section) throw new RangeError(`line ${i}: the event has no section "${line.section}"`);
      lastName = line.section;
      if (!seenSet.has(lastName)) {
        seenSet.add(lastName);
        sectionsSeen.push(lastName);
      }
      scope = buckets.get(bySection ? section.name : '');
    }
    if (!section || !scope) continue; // not reached: set above
    const ns = registry.pair(section, line.ns, 'NS');
    const ew = registry.pair(section, line.ew, 'EW');
    if (isSwitched(line, section)) {
      switched[i] = 1;
      switchedSections.add(section.name);
      nsHolder[i] = ew;
      ewHolder[i] = ns;
    } else {
      nsHolder[i] = ns;
      ewHolder[i] = ew;
    }
    let bucket = scope.get(line.board);
    if (bucket === undefined) {
      bucket = bucketSize.length;
      bucketSize.push(0);
      scope.set(line.board, bucket);
    }
    bucketOf[i] = bucket;
    bucketSize[bucket] = (bucketSize[bucket] as number) + 1;
    if (sectionCounts) {
      let counts = sectionCounts.get(section.name);
      if (!counts) {
        counts = new Map();
        sectionCounts.set(section.name, counts);
      }
      counts.set(line.board, (counts.get(line.board) ?? 0) + 1);
    }
  }

  // The boards in the order they are scored and shown (scopes as the event lists its sections,
  // boards by number), each bucket's lines in input order: a counting sort into one array.
  const order: { scope: string; boards: [number, number][] }[] = [];
  const bucketStart = new Int32Array(bucketSize.length);
  let at = 0;
  for (const [scopeName, boardsOfScope] of buckets) {
    const sorted = [...boardsOfScope].sort((a, b) => a[0] - b[0]);
    for (const [, bucket] of sorted) {
      bucketStart[bucket] = at;
      at += bucketSize[bucket] as number;
    }
    order.push({ scope: scopeName, boards: sorted });
  }
  const lineOrder = new Int32Array(count);
  {
    const fill = bucketStart.slice();
    for (let i = 0; i < count; i++) {
      const b = bucketOf[i] as number;
      lineOrder[fill[b] as number] = i;
      fill[b] = (fill[b] as number) + 1;
    }
  }

  // A board missing results: fewer lines than its section expects.
  const countsBySection =
    sectionCounts ??
    new Map(
      sectionsSeen.map((name) => [
        name,
        new Map(
          [...(buckets.get(name) as Map<number, number>)].map(([board, bucket]) => [
            board,
            bucketSize[bucket] as number,
          ]),
        ),
      ]),
    );
  for (const [name, counts] of countsBySection) {
    const section = sections.get(name) as Section;
    const expected =
      section.expected ??
      (settings.across === 'section' ? settings.expected : undefined) ??
      Math.max(0, ...counts.values());
    for (const [board, lines] of [...counts].sort((a, b) => a[0] - b[0])) {
      if (lines < expected) {
        warnings.push({ code: 'board-incomplete', section: name, board, scores: lines, expected });
      }
    }
  }

  const pairCount = registry.keys.length;
  const totals = new Totals(pairCount);
  const boards: BoardResult[] = [];
  const pending: Pending[] = [];
  const seen = new Int32Array(pairCount).fill(-1);
  const warned = new Int32Array(pairCount).fill(-1);
  const factor = imps ? 1 : settings.scale.win / 2;
  /** A pair at a board: the same pair twice on a board is a warning. */
  const sitsAt = (pair: number, boardId: number, boardNumber: number) => {
    if (seen[pair] === boardId && warned[pair] !== boardId) {
      warned[pair] = boardId;
      const key = registry.keys[pair] as PairKey;
      warnings.push({
        code: 'pair-twice',
        section: key.section,
        board: boardNumber,
        pair: key.number,
        direction: key.direction,
      });
    }
    seen[pair] = boardId;
  };
  const specs = new Map(event.boards.map((b) => [b.number, b]));
  const all = {
    nsScore: new Float64Array(count).fill(Number.NaN),
    nsPoints: new Float64Array(count).fill(Number.NaN),
    ewPoints: new Float64Array(count).fill(Number.NaN),
    nsPair: new Int32Array(count),
    ewPair: new Int32Array(count),
    switched: new Uint8Array(count),
    lines: lineOrder,
  };
  let offset = 0;
  const scratch = { scores: new Float64Array(64), at: new Int32Array(64) };

  const linesOf = (bucket: number): Int32Array => {
    const start = bucketStart[bucket] as number;
    return lineOrder.subarray(start, start + (bucketSize[bucket] as number));
  };
  for (const { scope: scopeName, boards: boardsOfScope } of order) {
    const section = scopeName === '' ? undefined : sections.get(scopeName);
    let expected = (section ? section.expected : undefined) ?? settings.expected;
    if (expected === undefined) {
      expected = 0;
      for (const [, bucket] of boardsOfScope) {
        let scores = 0;
        for (const i of linesOf(bucket))
          if ((results[i] as TravellerLine).outcome.kind !== 'not-played') scores++;
        expected = Math.max(expected, scores);
      }
    }
    const fullTop = 2 * Math.max(0, expected - 1);
    for (const [boardNumber, bucket] of boardsOfScope) {
      const lines = linesOf(bucket);
      const spec = specs.get(boardNumber);
      const vulnerability = spec?.vulnerability ?? boardVulnerability(boardNumber);
      const n = lines.length;
      // Views into the session's arrays (one allocation each for all boards, not six per board).
      const nsScore = all.nsScore.subarray(offset, offset + n);
      const nsPoints = all.nsPoints.subarray(offset, offset + n);
      const ewPoints = all.ewPoints.subarray(offset, offset + n);
      const nsPair = all.nsPair.subarray(offset, offset + n);
      const ewPair = all.ewPair.subarray(offset, offset + n);
      const lineSwitched = all.switched.subarray(offset, offset + n);
      // The board's lines, in the order the counting sort above laid them out.
      const boardLines = lines;
      offset += n;
      const boardId = boards.length;
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
        sitsAt(nsHolder[i] as number, boardId, boardNumber);
        sitsAt(ewHolder[i] as number, boardId, boardNumber);
        const outcome = line.outcome;
        if (outcome.kind === 'not-played') continue;
        scores++;
        if (outcome.kind === 'adjusted') {
          artificial++;
          continue;
        }
        checkOutcome(line, outcome, vulnerability, settings.rules, warnings);
        const group = line.group ?? '';
        let g = groups.get(group);
        if (!g) {
          g = [];
          groups.set(group, g);
        }
        g.push(k);
      }
      const boardTop = neuberg ? fullTop : 2 * Math.max(0, scores - 1);
      let shownTop = neuberg ? fullTop : 0;
      let datum: number | null = null;

      for (const ks of groups.values()) {
        const m = ks.length;
        const groupTop = neuberg ? fullTop : 2 * (m - 1);
        if (!neuberg) shownTop = Math.max(shownTop, groupTop);
        // The NS scores of the group's plain results; weighted ones in parts.
        // Scratch for the group's plain scores, reused from board to board (the scorer copies what it keeps).
        if (scratch.scores.length < m) {
          scratch.scores = new Float64Array(m);
          scratch.at = new Int32Array(m);
        }
        const plainScores = scratch.scores.subarray(0, m);
        const plainAt = scratch.at;
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
        const at = loneOutlier(plainScores.subarray(0, plainCount));
        if (at >= 0) {
          const line = results[lines[plainAt[at] as number] as number] as TravellerLine;
          const scores = plainScores.subarray(0, plainCount);
          warnings.push({
            ...placeOf(line),
            code: 'outlier',
            score: scores[at] as number,
            nearest: nearestOther(scores, at),
          });
        }
        // Plain groups: whole numbers over `den` (2/1 matchpoints over 1). Groups with a weighted
        // score: BigInt numerators over `bigDen`.
        let plain: Float64Array | null = null;
        let den = 1;
        let bigUnits: readonly bigint[] = [];
        let bigDen = 1n;
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
        // Neuberg: (MP + 1) × N / m − 1 on the 2/1 scale; a complete group is unchanged.
        const factored = neuberg && m !== expected;
        // Cross-IMP totals: a group of m results on a board of `scores` scaled to its comparisons.
        const stretched = totalImps && m > 1 && m < scores;
        const stretch = stretched ? scores - 1 : 1;
        const fDen = factored ? m : stretched ? den * (m - 1) : den;
        const topNum = imps ? 0 : groupTop * fDen;
        const fast =
          plain !== null &&
          (imps
            ? Number.isSafeInteger(MAX_IMPS * m * stretch)
            : Number.isSafeInteger((2 * m + 1) * Math.max(expected, 1) + topNum));
        const column = fast ? totals.column(fDen) : null;
        for (let j = 0; j < m; j++) {
          const k = ks[j] as number;
          const i = lines[k] as number;
          if (fast) {
            const u = (plain as Float64Array)[j] as number;
            const num = factored ? neubergNumerator(u, m, expected) : u * stretch;
            // At IMPs East-West get the negation (0 − x: never −0), at matchpoints the complement.
            const ewNum = topNum - num;
            totals.add(nsHolder[i] as number, num, fDen, column);
            totals.add(ewHolder[i] as number, ewNum, fDen, column);
            nsPoints[k] = (num / fDen) * factor;
            ewPoints[k] = (ewNum / fDen) * factor;
          } else {
            const u = plain ? BigInt((plain as Float64Array)[j] as number) : (bigUnits[j] as bigint);
            const d = plain ? BigInt(den) : bigDen;
            const value = factored
              ? neubergExact(u, m, expected, d)
              : stretched
                ? fraction(u * BigInt(stretch), d * BigInt(m - 1))
                : fraction(u, d);
            const ewValue = subtractFractions(fraction(imps ? 0 : groupTop), value);
            totals.addFraction(nsHolder[i] as number, value);
            totals.addFraction(ewHolder[i] as number, ewValue);
            nsPoints[k] = fractionToNumber(value) * factor;
            ewPoints[k] = fractionToNumber(ewValue) * factor;
          }
          totals.board(nsHolder[i] as number, groupTop, fullTop);
          totals.board(ewHolder[i] as number, groupTop, fullTop);
        }
      }
      // Each fouled group has its own datum.
      if (groups.size !== 1) datum = null;
      if (artificial > 0) {
        for (let k = 0; k < n; k++) {
          const i = lines[k] as number;
          const outcome = (results[i] as TravellerLine).outcome;
          if (outcome.kind !== 'adjusted') continue;
          pending.push({
            board: boardId,
            k,
            line: i,
            top: boardTop,
            expectedTop: fullTop,
            weight: totalImps ? Math.max(1, scores - 1) : 1,
            ns: outcome.ns,
            ew: outcome.ew,
          });
        }
        if (!neuberg) shownTop = Math.max(shownTop, boardTop);
      }
      boards.push({
        section: section ? section.name : null,
        board: boardNumber,
        dealer: spec?.dealer ?? boardDealer(boardNumber),
        vulnerability,
        expected,
        scores,
        top: imps ? null : shownTop * factor,
        datum,
        lines: boardLines,
        nsScore,
        nsPoints,
        ewPoints,
        nsPair,
        ewPair,
        switched: lineSwitched,
      });
    }
  }

  // Artificial adjusted scores, now that each pair's percentage on its real boards is known.
  const session = new Map<number, Fraction | null>();
  const sessionOf = (pair: number): Fraction | null => {
    if (settings.adjusted === 'fixed') return null;
    let s = session.get(pair);
    if (s === undefined) {
      const top = totals.top[pair] as number;
      s = top > 0 ? divideFractions(totals.value(pair), fraction(top)) : null;
      session.set(pair, s);
    }
    return s;
  };
  // Each side's award: a share of the top at matchpoints (all worked out before any is added), IMPs at IMPs.
  const awards = pending.map((p): [Fraction, Fraction] => {
    if (imps) {
      const weight = fraction(p.weight);
      return [
        multiplyFractions(adjustedAwardImps(p.ns), weight),
        multiplyFractions(adjustedAwardImps(p.ew), weight),
      ];
    }
    const top = fraction(p.top);
    return [
      multiplyFractions(awardFraction(p.ns, settings.adjusted, sessionOf(nsHolder[p.line] as number)), top),
      multiplyFractions(awardFraction(p.ew, settings.adjusted, sessionOf(ewHolder[p.line] as number)), top),
    ];
  });
  pending.forEach((p, j) => {
    const [nsValue, ewValue] = awards[j] as [Fraction, Fraction];
    const board = boards[p.board] as BoardResult;
    const nsPair = nsHolder[p.line] as number;
    const ewPair = ewHolder[p.line] as number;
    totals.addFraction(nsPair, nsValue);
    totals.addFraction(ewPair, ewValue);
    totals.board(nsPair, p.top, p.expectedTop);
    totals.board(ewPair, p.top, p.expectedTop);
    board.nsPoints[p.k] = fractionToNumber(nsValue) * factor;
    board.ewPoints[p.k] = fractionToNumber(ewValue) * factor;
  });

  // Each pair's total and percentage: doubles now for the ranking, exact fractions when asked for.
  const scale = fraction(settings.scale.win, 2);
  const approx = new Float64Array(pairCount);
  const pairs: PairScore[] = registry.keys.map((key, p) => {
    const top = totals.top[p] as number;
    approx[p] = imps ? totals.approx(p) : top > 0 ? (totals.approx(p) * 100) / top : 50;
    const section = sections.get(key.section) as Section;
    return new PairTotal(
      key,
      registry.names[p] as readonly string[],
      fieldLabel(fieldOf(key, section, switchedSections, settings.across), event.sections.length),
      totals.boards[p] as number,
      () => totals.value(p),
      imps
        ? null
        : {
            available: top,
            scaledTo: settings.factoring === 'simple' ? (totals.expectedTop[p] as number) : top,
            scale,
          },
    );
  });

  return {
    settings,
    unit: scorer.unit,
    boards,
    pairs,
    // Matchpoints rank by percentage (pairs may have played different boards), IMPs by total IMPs.
    rankings: rank(event, pairs, approx, imps, switchedSections, settings.across),
    warnings,
  };
}

interface FieldKey {
  readonly section: string | null;
  readonly direction: Side | null;
}

function fieldOf(
  key: PairKey,
  section: Section,
  switchedSections: ReadonlySet<string>,
  across: Scope,
): FieldKey {
  const byDirection = section.movement === 'mitchell' && !switchedSections.has(section.name);
  return { section: across === 'field' ? null : section.name, direction: byDirection ? key.direction : null };
}

function fieldLabel(f: FieldKey, sectionCount: number): string {
  const direction = f.direction ?? 'all';
  if (f.section === null || sectionCount <= 1) return direction;
  return f.direction === null ? f.section : `${f.section} ${f.direction}`;
}

function rank(
  event: BridgeEvent,
  pairs: readonly PairScore[],
  approx: Float64Array,
  byPoints: boolean,
  switchedSections: ReadonlySet<string>,
  across: Scope,
): FieldRanking[] {
  const sectionOrder = new Map(event.sections.map((s, i) => [s.name, i]));
  const sectionByName = new Map(event.sections.map((s) => [s.name, s]));
  const fields = new Map<string, { key: FieldKey; members: number[] }>();
  const order = pairs
    .map((_, i) => i)
    .filter((i) => (pairs[i] as PairScore).boards > 0)
    .sort((a, b) => {
      const x = (pairs[a] as PairScore).pair;
      const y = (pairs[b] as PairScore).pair;
      return (
        (sectionOrder.get(x.section) ?? 0) - (sectionOrder.get(y.section) ?? 0) ||
        (x.direction === y.direction ? 0 : x.direction === 'EW' ? 1 : -1) ||
        x.number - y.number
      );
    });
  for (const i of order) {
    const pair = (pairs[i] as PairScore).pair;
    const section = sectionByName.get(pair.section) as Section;
    const key = fieldOf(pair, section, switchedSections, across);
    const id = `${key.section ?? ''}\u0000${key.direction ?? ''}`;
    let field = fields.get(id);
    if (!field) {
      field = { key, members: [] };
      fields.set(id, field);
    }
    field.members.push(i);
  }
  return [...fields.values()].map(({ key, members }) => ({
    field: fieldLabel(key, event.sections.length),
    section: key.section,
    direction: key.direction,
    entries: rankValues(
      Float64Array.from(members, (i) => approx[i] as number),
      (k) => {
        const p = pairs[members[k] as number] as PairScore;
        return byPoints ? p.points : (p.percentage as Fraction);
      },
    ).map((r) => ({
      pair: members[r.index] as number,
      place: r.place,
      tied: r.tied,
    })),
  }));
}
