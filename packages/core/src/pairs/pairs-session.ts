/**
 * Scores a whole duplicate pairs event (docs/scoring.md#pairs, #teams): every board
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
 * At IMPs (`cross-imps`, `butler`; docs/scoring.md#teams) the same event is scored
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

import type { Fraction } from '../common/fraction.js';
import { fraction } from '../common/fraction.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import type { Seat, Side, Vulnerability } from '../deal/types.js';
import { IMP_AWARDS } from '../teams/imps.js';
import {
  type AdjustedRule,
  AVERAGE_PERCENT,
  type AverageImps,
  type AveragePercents,
} from './adjusted-score.js';
import type { EntryWarning } from './errors.js';
import type { BridgeEvent, Section } from './event.js';
import type { Factoring } from './factoring.js';
import { MATCHPOINT_SCALES, type MatchpointScale } from './matchpoints.js';
import {
  DEFAULT_IMP_METHOD_SETTINGS,
  type ImpMethodSettings,
  methodScorer,
  type PointUnit,
  type ScoringMethod,
} from './pairs-method.js';
import { SessionBoards } from './session-boards.js';
import { fieldLabel, fieldOf, rankFields } from './session-ranking.js';
import { layBoards, seatLines, warnIncompleteBoards } from './session-seating.js';
import { awardAdjusted, PairTotal, Totals } from './session-totals.js';

/** Matchpoint each board within its section, or across the whole field. */
export const SCOPES = ['section', 'field'] as const;
export type Scope = (typeof SCOPES)[number];
export const isScope = (x: unknown): x is Scope => (SCOPES as readonly unknown[]).includes(x);

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
  /** The percentages of the top the averages are worth at matchpoints (Law 12C2: 60 / 50 / 40). */
  readonly averages: AveragePercents;
  /** The IMPs the averages are worth when pairs are scored at IMPs (+3 / 0 / −3). */
  readonly impAwards: AverageImps;
  /** What a traveller line's points show; the totals are factored as `factoring` says whatever this is. */
  readonly linePoints: LinePoints;
  /** A line's shown points rounded to this many decimals (half away from zero), at matchpoints and at IMPs; null: exact. */
  readonly lineDecimals: LineDecimals;
  /** A small fouled group: factored by the formula, or given fixed shares of the top (ACBLscore, EBU). */
  readonly smallGroups: SmallGroups;
  /** A pair's total points: the sum of its boards, or its percentage of its field's full session top. */
  readonly pairTotals: PairTotals;
}

/**
 * What a traveller line's points show: factored (as the totals count them),
 * raw (the matchpoints among the results present, unfactored), or raw but
 * factored on a board that holds an artificial adjusted score (Compscore).
 */
export const LINE_POINTS = ['factored', 'raw', 'raw-unless-artificial'] as const;
export type LinePoints = (typeof LINE_POINTS)[number];
export const isLinePoints = (x: unknown): x is LinePoints => (LINE_POINTS as readonly unknown[]).includes(x);

/**
 * A pair's total points: the sum of its boards (factored), or scaled to the
 * full session, its percentage of the top of the most boards any pair of its
 * field played (Compscore: a pair that sat out boards is not behind on points).
 */
export const PAIR_TOTALS = ['sum', 'session'] as const;
export type PairTotals = (typeof PAIR_TOTALS)[number];
export const isPairTotals = (x: unknown): x is PairTotals => (PAIR_TOTALS as readonly unknown[]).includes(x);

/** Decimals a line's shown points are rounded to, at matchpoints and at IMPs; null: exact. */
export interface LineDecimals {
  readonly mp: number | null;
  readonly imps: number | null;
}

/**
 * A fouled board's small groups of results: factored by the board's
 * factoring like any group (`formula`), or given fixed shares of the top,
 * 60 % + (M − (g − 1)) × 5 % for M matchpoints (2/1) within a group of g: a
 * group of three 70/60/50 %, of two 65/55 %, one result 60 %. ACBLscore does
 * so for groups of up to three that are not the larger group; the EBU for
 * groups of up to three that hold at most a third of the board's results.
 */
export const SMALL_GROUPS = ['formula', 'acbl', 'ebu'] as const;
export type SmallGroups = (typeof SMALL_GROUPS)[number];
export const isSmallGroups = (x: unknown): x is SmallGroups =>
  (SMALL_GROUPS as readonly unknown[]).includes(x);

export const DEFAULT_PAIRS_SETTINGS: PairsSettings = Object.freeze({
  method: 'mp',
  scale: MATCHPOINT_SCALES['2/1'],
  factoring: 'neuberg',
  adjusted: 'fixed',
  across: 'section',
  rules: RULE_SETS.duplicate,
  ...DEFAULT_IMP_METHOD_SETTINGS,
  averages: AVERAGE_PERCENT,
  impAwards: IMP_AWARDS,
  linePoints: 'factored',
  lineDecimals: Object.freeze({ mp: null, imps: null }),
  smallGroups: 'formula',
  pairTotals: 'sum',
});

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

/**
 * Scores a pairs event; see the module overview. Never fails on a valid
 * event: doubtful entries come back as warnings. A line naming a section
 * the event does not have is a programmer error (the readers check it).
 *
 * The steps, each in its own module: who sat where (`session-seating.ts`),
 * every board scored into the pairs' totals (`session-boards.ts`), the
 * artificial adjusted scores once the session percentages are known, each
 * pair's result (`session-totals.ts`), and the rankings (`session-ranking.ts`).
 */
export function scoreSession(event: BridgeEvent, options: Partial<PairsSettings> = {}): SessionScore {
  const settings = sessionSettings(options);
  const scorer = methodScorer(settings.method, settings);
  const imps = scorer.unit === 'imps';
  const warnings: EntryWarning[] = [];

  const seating = seatLines(event, warnings, settings.across);
  const layout = layBoards(seating);
  warnIncompleteBoards(seating, settings.across === 'section' ? settings.expected : undefined, warnings);

  const totals = new Totals(seating.registry.size);
  const { boards, pending } = new SessionBoards(
    event,
    settings,
    scorer,
    seating,
    layout,
    totals,
    warnings,
  ).run();
  awardAdjusted(pending, boards, seating, totals, settings, imps);

  // The pairs' results and the rankings are made when first read, once: a board's traveller
  // alone (a live result's) reads neither, and they cost more than the board.
  const lazy: Lazy = { event, settings, seating, totals, imps, results: undefined, rankings: undefined };
  const session: Pick<SessionScore, 'settings' | 'unit' | 'boards'> = { settings, unit: scorer.unit, boards };
  // In the order, and with the attributes, of an object literal's properties.
  return Object.defineProperties(session, {
    pairs: PAIRS_PROPERTY,
    rankings: RANKINGS_PROPERTY,
    warnings: { value: warnings, enumerable: true, writable: true, configurable: true },
    [LAZY]: { value: lazy },
  }) as SessionScore;
}

/** What a session's `pairs` and `rankings` are made from when first read. */
interface Lazy {
  readonly event: BridgeEvent;
  readonly settings: PairsSettings;
  readonly seating: ReturnType<typeof seatLines>;
  readonly totals: Totals;
  readonly imps: boolean;
  results: { pairs: PairScore[]; approx: Float64Array } | undefined;
  rankings: FieldRanking[] | undefined;
}

/** A session's own (not enumerable) key to its `Lazy`. */
const LAZY: unique symbol = Symbol('lazy');

const pairsOf = (lazy: Lazy) => {
  lazy.results ??= pairResults(lazy.event, lazy.settings, lazy.seating, lazy.totals, lazy.imps);
  return lazy.results;
};

// `pairs` and `rankings` are getters (own and enumerable, as in an object literal), the same two
// functions for every session. Getters written in a literal would be new closures for each
// session, each with a hidden class of its own that V8 keeps until a full collection, and with
// them the whole scoring's data (seating, totals): every young collection copied it, then
// promoted it (a live board's traveller, scored some 2,000 times a second, kept a quarter of
// the young generation so).
const PAIRS_PROPERTY: PropertyDescriptor = {
  get(this: { [LAZY]: Lazy }) {
    return pairsOf(this[LAZY]).pairs;
  },
  enumerable: true,
  configurable: true,
};

// Matchpoints rank by percentage (pairs may have played different boards), IMPs by total IMPs.
const RANKINGS_PROPERTY: PropertyDescriptor = {
  get(this: { [LAZY]: Lazy }) {
    const lazy = this[LAZY];
    if (!lazy.rankings) {
      const { pairs, approx } = pairsOf(lazy);
      const { event, imps, seating, settings } = lazy;
      lazy.rankings = rankFields(event, pairs, approx, imps, seating.switchedSections, settings.across);
    }
    return lazy.rankings;
  },
  enumerable: true,
  configurable: true,
};

/** The settings given, over the defaults; a scale must give half for a tie (a programmer error otherwise). */
function sessionSettings(options: Partial<PairsSettings>): PairsSettings {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const settings: PairsSettings = { ...DEFAULT_PAIRS_SETTINGS, ...given };
  if (settings.scale.win !== 2 * settings.scale.tie) throw new RangeError('a scale must give half for a tie');
  return settings;
}

/**
 * Each pair's result: doubles now for the ranking (`approx`: the percentage,
 * or total IMPs), exact fractions when asked for. Simple factoring scales a
 * pair's points to the top of the boards it was expected to play; totals
 * scaled to the session, to the top of the most boards any pair of its
 * field played.
 */
function pairResults(
  event: BridgeEvent,
  settings: PairsSettings,
  seating: ReturnType<typeof seatLines>,
  totals: Totals,
  imps: boolean,
): { pairs: PairScore[]; approx: Float64Array } {
  const { registry, sections, switchedSections } = seating;
  const scale = fraction(settings.scale.win, 2);
  const approx = new Float64Array(registry.size);
  const fields = registry.keys.map((key) =>
    fieldLabel(
      fieldOf(key, sections.get(key.section) as Section, switchedSections, settings.across),
      event.sections.length,
    ),
  );
  const sessionTop = new Map<string, number>();
  if (settings.pairTotals === 'session') {
    fields.forEach((field, p) => {
      sessionTop.set(field, Math.max(sessionTop.get(field) ?? 0, totals.expectedTop[p] as number));
    });
  }
  const pairs: PairScore[] = registry.keys.map((key, p) => {
    const top = totals.top[p] as number;
    approx[p] = imps ? totals.approx(p) : top > 0 ? (totals.approx(p) * 100) / top : 50;
    const field = fields[p] as string;
    return new PairTotal(
      key,
      registry.names[p] as readonly string[],
      field,
      totals.boards[p] as number,
      () => totals.value(p),
      imps
        ? null
        : {
            available: top,
            scaledTo: scaledTop(settings, top, totals.expectedTop[p] as number, sessionTop.get(field)),
            scale,
          },
    );
  });
  return { pairs, approx };
}

/** The top a pair's points are shown out of, in 2/1 units. */
function scaledTop(
  settings: PairsSettings,
  available: number,
  expected: number,
  session: number | undefined,
): number {
  switch (settings.pairTotals) {
    case 'session':
      return session ?? available;
    case 'sum':
      return settings.factoring === 'simple' ? expected : available;
  }
}
