/**
 * Rubber bridge: the We/They sheet as a reducer over deals (Laws of Rubber
 * Bridge, Laws 72–81; docs/scoring.md#rubber).
 *
 * Trick points for contracted tricks go below the line, everything else above.
 * The first side to reach the rule set's game threshold (100) below the line
 * wins a game, in one deal or by adding part scores; then both sides' part
 * scores stop counting toward the next game. A side with a game is vulnerable.
 * Two games win the rubber: 700 if the other side has none, 500 if it has one.
 * An unfinished rubber can be ended: 300 for the only game, and a part score in
 * the unfinished game (100; 50 under the 1943 code) — the rule set's values.
 *
 * @example
 * // EW 7NT=, NS 4♠+1, NS 3NT+1: NS win the rubber 2–1 but EW win the total, 1220 to 780.
 * const start = newRubber(RULE_SETS.rubber);
 * if (start.ok) {
 *   let sheet = start.value;
 *   for (const text of ['7NT W =', '4S S +1', '3NT N +1']) {
 *     const deal = parseSheetDeal(text);
 *     const next = deal.ok ? applyRubber(sheet, deal.value) : deal;
 *     if (next.ok) sheet = next.value;
 *   }
 *   sheet.totals; // { NS: 780, EW: 1220 }
 * }
 */

import { err, ok, type Result } from '../common/result.js';
import { PASS } from '../deal/contract.js';
import { scoreDeal } from '../deal/deal-score.js';
import type { RubberValues, RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import {
  type BySide,
  otherSide,
  SIDES,
  type Side,
  sideOf,
  type Vulnerability,
  vulnerabilityOf,
} from '../deal/types.js';
import type { SheetError } from './errors.js';
import {
  addBelow,
  addToTotals,
  correctOnSheet,
  dealEntries,
  type GameRecord,
  NEW_GAME,
  NO_POINTS,
  type SheetBase,
  type SheetDeal,
  type SheetDealError,
  type SheetEntry,
  type SheetOps,
  undoOnSheet,
} from './sheet.js';

export interface RubberSheet extends SheetBase {
  readonly form: 'rubber';
  /** Games won by each side. */
  readonly gamesWon: BySide<number>;
  /** The side that won two games, once it has. */
  readonly winner: Side | null;
}

/**
 * An empty rubber under a rule set of the rubber form (`rubber`, `rubber-1943`, `rubber@1935` …).
 *
 * @example
 * newRubber(RULE_SETS['rubber-1943']); // { ok: true, value: { form: 'rubber', records: [], … } }
 * newRubber(RULE_SETS.duplicate); // { ok: false, error: { code: 'sheet-rules-form', … } }
 */
export function newRubber(rules: RuleSet = RULE_SETS.rubber): Result<RubberSheet, SheetError> {
  if (rules.form !== 'rubber') {
    return err({ code: 'sheet-rules-form', rules: rules.name, form: rules.form, expected: 'rubber' });
  }
  if (rules.rubber === null) return err({ code: 'rubber-values-missing', rules: rules.name });
  return ok(emptyRubber(rules));
}

function emptyRubber(rules: RuleSet): RubberSheet {
  return {
    form: 'rubber',
    rules,
    records: [],
    entries: [],
    games: [NEW_GAME],
    totals: NO_POINTS,
    over: false,
    endedEarly: false,
    gamesWon: NO_POINTS,
    winner: null,
  };
}

function rubberValues(sheet: RubberSheet): RubberValues {
  // newRubber refuses a rule set without rubber values.
  if (sheet.rules.rubber === null) throw new Error(`rule set ${sheet.rules.name} has no rubber values`);
  return sheet.rules.rubber;
}

/** Who is vulnerable now: a side that has won a game. */
export function rubberVulnerability(sheet: RubberSheet): Vulnerability {
  return vulnerabilityOf(sheet.gamesWon.NS > 0, sheet.gamesWon.EW > 0);
}

/**
 * Scores the next deal on the sheet; refused once the rubber is over.
 *
 * @example
 * applyRubber(sheet, { contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 });
 * // EW +300 above the line if NS were not vulnerable (100 + 200)
 */
export function applyRubber(sheet: RubberSheet, deal: SheetDeal): Result<RubberSheet, SheetDealError> {
  if (sheet.over) return err({ code: 'rubber-over' });
  const number = sheet.records.length + 1;
  const vulnerability = rubberVulnerability(sheet);
  if (deal.contract === PASS) {
    return ok({
      ...sheet,
      records: [...sheet.records, { number, deal, vulnerability, score: null, game: null }],
    });
  }
  const scored = scoreDeal({ ...deal, vulnerability }, sheet.rules);
  if (!scored.ok) return scored;
  const gameNumber = sheet.games.length;
  const entries: SheetEntry[] = dealEntries(scored.value, number, gameNumber);
  const current = sheet.games[gameNumber - 1] ?? NEW_GAME;
  const below = addBelow(current.below, entries);
  const declarerSide = sideOf(deal.declarer);
  const wonGame = below[declarerSide] >= sheet.rules.gameThreshold;
  let games: GameRecord[] = [...sheet.games.slice(0, -1), { below, winner: wonGame ? declarerSide : null }];
  let gamesWon = sheet.gamesWon;
  let winner: Side | null = null;
  if (wonGame) {
    gamesWon = { ...gamesWon, [declarerSide]: gamesWon[declarerSide] + 1 };
    if (gamesWon[declarerSide] === 2) {
      winner = declarerSide;
      const gamesLost = gamesWon[otherSide(declarerSide)];
      const values = rubberValues(sheet);
      entries.push({
        deal: number,
        side: declarerSide,
        line: 'above',
        game: gameNumber,
        item: {
          code: 'rubber-bonus',
          points: gamesLost === 0 ? values.twoGamesToNone : values.twoGamesToOne,
          gamesLost,
        },
      });
    } else {
      games = [...games, NEW_GAME];
    }
  }
  return ok({
    ...sheet,
    records: [
      ...sheet.records,
      { number, deal, vulnerability, score: scored.value, game: wonGame ? declarerSide : null },
    ],
    entries: [...sheet.entries, ...entries],
    games,
    totals: addToTotals(sheet.totals, entries),
    over: winner !== null,
    gamesWon,
    winner,
  });
}

/**
 * Ends an unfinished rubber (docs/scoring.md#rubber): the side with the only game scores
 * `unfinishedGame` (300); each side with a part score in the unfinished game
 * scores `unfinishedPartScore` (100, or 50 under the 1943 code).
 *
 * @example
 * endRubber(sheet); // NS have the only game and 60 below: NS +300 and +100 above the line
 */
export function endRubber(sheet: RubberSheet): Result<RubberSheet, SheetError> {
  if (sheet.over) return err({ code: 'rubber-over' });
  const values = rubberValues(sheet);
  const game = sheet.games.length;
  const current = sheet.games[game - 1] ?? NEW_GAME;
  const entries: SheetEntry[] = [];
  for (const side of SIDES) {
    if (sheet.gamesWon[side] > 0 && sheet.gamesWon[otherSide(side)] === 0 && values.unfinishedGame > 0) {
      entries.push({
        deal: null,
        side,
        line: 'above',
        game,
        item: { code: 'unfinished-game', points: values.unfinishedGame },
      });
    }
  }
  for (const side of SIDES) {
    if (current.below[side] > 0 && values.unfinishedPartScore > 0) {
      entries.push({
        deal: null,
        side,
        line: 'above',
        game,
        item: { code: 'unfinished-part-score', points: values.unfinishedPartScore },
      });
    }
  }
  return ok({
    ...sheet,
    entries: [...sheet.entries, ...entries],
    totals: addToTotals(sheet.totals, entries),
    over: true,
    endedEarly: true,
  });
}

const RUBBER_OPS: SheetOps<RubberSheet> = {
  fresh: (sheet) => emptyRubber(sheet.rules),
  apply: applyRubber,
  end: endRubber,
  overCode: 'rubber-over',
};

/**
 * Takes back the last deal (or the `end` of a rubber ended early), recomputing the sheet.
 *
 * @example
 * undoRubber(sheet); // the sheet as it was before the last deal
 */
export function undoRubber(sheet: RubberSheet): Result<RubberSheet, SheetDealError> {
  return undoOnSheet(RUBBER_OPS, sheet);
}

/**
 * Replaces deal `dealNumber` (from 1) and recomputes everything after it.
 * Refused with `correction-conflict` if the rubber would then end before a later deal.
 *
 * @example
 * correctRubber(sheet, 2, { contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 });
 */
export function correctRubber(
  sheet: RubberSheet,
  dealNumber: number,
  deal: SheetDeal,
): Result<RubberSheet, SheetDealError> {
  return correctOnSheet(RUBBER_OPS, sheet, dealNumber, deal);
}
