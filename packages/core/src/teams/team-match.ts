/**
 * A team match scored at IMPs: two teams, each board played at two tables.
 * Team A sits North-South at table 1 and East-West at table 2, so team A's
 * net on a board is the NS score at table 1 minus the NS score at table 2,
 * converted to IMPs (Law 78B).
 *
 * The match is a reducer: `applyBoard(sheet, board) → new sheet`, with the
 * running totals after every board. A carry-over (from an earlier segment
 * of a knockout) starts the totals. An adjusted board takes an award at
 * IMPs for each team (average-plus +3, average 0, average-minus −3, or a
 * given number); a board not played at one of the tables scores no IMPs
 * and is left out of the totals.
 *
 * @example
 * const r = scoreMatch([
 *   { board: 1, kind: 'played', table1: { kind: 'score', ns: 620 }, table2: { kind: 'score', ns: -100 } },
 * ]);
 * // r.value.boards[0].imps = { a: 12, b: -12 }; r.value.margin.a === 12
 */

import { err, ok, type Result } from '../common/result.js';
import type { Deal } from '../deal/deal-score.js';
import { scoreDeal } from '../deal/deal-score.js';
import type { DealError, NotationError } from '../deal/errors.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import { checkScore } from '../deal/score-range.js';
import type { TeamsError } from './errors.js';
import { awardImps, IMP_AWARDS, type ImpAward, imps } from './imps.js';
import { type VpPair, type VpScale, victoryPoints } from './victory-points.js';

/** What scoring a match can report. */
export type MatchError = NotationError | DealError | TeamsError;

/** What happened at one table. */
export type TableResult =
  /** A deal played: scored under the match's rules. `ns`, if given, is the score as written, checked against it. */
  | { readonly kind: 'deal'; readonly deal: Deal; readonly ns?: number }
  /** A North-South score entered directly. */
  | { readonly kind: 'score'; readonly ns: number }
  | { readonly kind: 'not-played' };

/** One board of the match as entered. */
export type MatchBoard =
  | {
      readonly board: number;
      readonly kind: 'played';
      /** Team A North-South. */
      readonly table1: TableResult;
      /** Team A East-West. */
      readonly table2: TableResult;
    }
  | {
      readonly board: number;
      readonly kind: 'adjusted';
      /** Team A's award. */
      readonly a: ImpAward;
      /** Team B's award; usually the opposite of A's, but Law 12C2 lets both sides be non-offending. */
      readonly b: ImpAward;
    };

export const BOARD_STATUSES = ['scored', 'adjusted', 'not-played'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export interface TeamPair<T> {
  readonly a: T;
  readonly b: T;
}

/** One board of the match, scored. */
export interface ScoredBoard {
  readonly board: number;
  readonly status: BoardStatus;
  /** North-South score at table 1 (team A NS); null when not played there or adjusted. */
  readonly table1: number | null;
  /** North-South score at table 2 (team A EW); null when not played there or adjusted. */
  readonly table2: number | null;
  /** Team A's net points, table 1 minus table 2; null unless both tables played. */
  readonly net: number | null;
  /** IMPs from each team's own side; `b = −a` unless adjusted scores are unbalanced. Null when not played. */
  readonly imps: TeamPair<number> | null;
  /** The scoresheet's columns after this board: IMPs won by each team, carry-over included. */
  readonly running: TeamPair<number>;
}

/** The match so far. */
export interface MatchSheet {
  /** IMPs carried over in team A's favour (negative: team B's). */
  readonly carryOver: number;
  readonly boards: readonly ScoredBoard[];
  /** The scoresheet's columns: IMPs won by each team, carry-over included. */
  readonly imps: TeamPair<number>;
  /**
   * Each team's own margin, carry-over included. `margin.a = imps.a − imps.b`;
   * `margin.b = −margin.a` unless an adjusted score was unbalanced, when
   * team B's margin counts its own awards.
   */
  readonly margin: TeamPair<number>;
  /** Boards scored (played at both tables, or adjusted). */
  readonly scored: number;
}

export interface MatchOptions {
  /** The rules deals are scored by (default: the current duplicate Laws). */
  readonly rules?: RuleSet;
  /** The IMPs of average-plus, average and average-minus (default +3, 0, −3). */
  readonly awards?: Readonly<Record<keyof typeof IMP_AWARDS, number>>;
}

/**
 * An empty match, with a carry-over in team A's favour (negative for team B).
 *
 * @example
 * newMatch(4.5).imps; // { a: 4.5, b: 0 }
 */
export function newMatch(carryOver = 0): MatchSheet {
  if (!Number.isFinite(carryOver)) throw new RangeError(`not a carry-over: ${carryOver}`);
  const imps = carryOver >= 0 ? { a: carryOver, b: 0 } : { a: 0, b: -carryOver };
  return { carryOver, boards: [], imps, margin: { a: carryOver, b: -carryOver + 0 }, scored: 0 }; // +0: no −0
}

/** The NS score at one table, or null when the board was not played there. */
function tableScore(
  result: TableResult,
  board: number,
  table: 1 | 2,
  rules: RuleSet,
): Result<number | null, MatchError> {
  switch (result.kind) {
    case 'not-played':
      return ok(null);
    case 'score': {
      // A score entered directly is still a deal's score: a whole multiple of 10 that a deal can give.
      const wrong = checkScore(result.ns, String(result.ns), 'score', rules);
      return wrong ? err(wrong) : ok(result.ns);
    }
    case 'deal': {
      const scored = scoreDeal(result.deal, rules);
      if (!scored.ok) return scored;
      const computed = scored.value.ns;
      if (result.ns !== undefined && result.ns !== computed) {
        return err({ code: 'match-score-mismatch', board, table, given: result.ns, computed });
      }
      return ok(computed);
    }
  }
}

/**
 * Adds one board to the match: a new sheet, the old one untouched.
 *
 * @example
 * const sheet = applyBoard(newMatch(), { board: 1, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } });
 * // sheet.value.margin = { a: 3, b: -3 }
 */
export function applyBoard(
  sheet: MatchSheet,
  entry: MatchBoard,
  options: MatchOptions = {},
): Result<MatchSheet, MatchError> {
  if (sheet.boards.some((b) => b.board === entry.board)) {
    return err({ code: 'match-board-twice', board: entry.board });
  }
  let scored: Omit<ScoredBoard, 'running'>;
  switch (entry.kind) {
    case 'adjusted': {
      const awards = options.awards ?? IMP_AWARDS;
      const a = awardImps(entry.a, awards);
      const b = awardImps(entry.b, awards);
      scored = {
        board: entry.board,
        status: 'adjusted',
        table1: null,
        table2: null,
        net: null,
        imps: { a, b },
      };
      break;
    }
    case 'played': {
      const rules = options.rules ?? RULE_SETS.duplicate;
      const t1 = tableScore(entry.table1, entry.board, 1, rules);
      if (!t1.ok) return t1;
      const t2 = tableScore(entry.table2, entry.board, 2, rules);
      if (!t2.ok) return t2;
      if (t1.value === null || t2.value === null) {
        scored = {
          board: entry.board,
          status: 'not-played',
          table1: t1.value,
          table2: t2.value,
          net: null,
          imps: null,
        };
      } else {
        const net = t1.value - t2.value;
        const a = imps(net);
        scored = {
          board: entry.board,
          status: 'scored',
          table1: t1.value,
          table2: t2.value,
          net,
          imps: { a, b: -a + 0 },
        };
      }
      break;
    }
  }
  const won = scored.imps?.a ?? 0;
  const running = {
    a: sheet.imps.a + Math.max(won, 0),
    b: sheet.imps.b + Math.max(-won, 0),
  };
  return ok({
    carryOver: sheet.carryOver,
    boards: [...sheet.boards, { ...scored, running }],
    imps: running,
    margin: {
      a: sheet.margin.a + (scored.imps?.a ?? 0),
      b: sheet.margin.b + (scored.imps?.b ?? 0),
    },
    scored: sheet.scored + (scored.imps ? 1 : 0),
  });
}

/**
 * Scores a whole match: `applyBoard` over the boards in order.
 *
 * @example
 * scoreMatch(boards, { carryOver: -2 }); // { ok: true, value: sheet } or the first board's error
 */
export function scoreMatch(
  boards: readonly MatchBoard[],
  options: MatchOptions & { readonly carryOver?: number } = {},
): Result<MatchSheet, MatchError> {
  let sheet = newMatch(options.carryOver ?? 0);
  for (const board of boards) {
    const next = applyBoard(sheet, board, options);
    if (!next.ok) return next;
    sheet = next.value;
  }
  return ok(sheet);
}

/** Whether each team's margin is the other's negation (no unbalanced adjusted score). */
export function isBalanced(sheet: MatchSheet): boolean {
  return sheet.margin.a + sheet.margin.b === 0;
}

/**
 * Both teams' victory points for the match. Each team's VPs come from its
 * own margin, so they sum to the scale's total unless an adjusted score was
 * unbalanced (WBF practice: each side is scored on its own award).
 *
 * @example
 * matchVictoryPoints(sheet, wbfScale(16)); // { a: 15.56, b: 4.44 } for a 23-IMP win
 */
export function matchVictoryPoints(sheet: MatchSheet, scale: VpScale): VpPair {
  return { a: victoryPoints(sheet.margin.a, scale).a, b: victoryPoints(sheet.margin.b, scale).a };
}
