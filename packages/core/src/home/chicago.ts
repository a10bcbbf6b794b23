/**
 * Chicago, or four-deal bridge (docs/scoring.md#chicago; the Laws' "Four-Deal Bridge"):
 * a chukker of four deals, dealer rotating N, E, S, W, with a fixed pattern of
 * vulnerability. A game earns its premium at once (300 / 500 by the
 * vulnerability of the side that makes it on that deal). Part scores carry
 * over until some side makes game, which wipes both sides' part scores; a part
 * score on deal 4 that completes no game earns 100. A passed-out deal is
 * redealt by the same dealer: recorded, but not one of the four.
 *
 * The variants are settings (`ChicagoSettings`): the vulnerability pattern,
 * honours on or off, and every deal scored duplicate-style (50 for a part
 * score, no carry-over).
 *
 * @example
 * const start = newChukker(RULE_SETS.chicago, CHICAGO_DEFAULTS);
 * if (start.ok) {
 *   nextChicagoDeal(start.value); // { deal: 1, dealer: 'N', vulnerability: 'None' }
 *   // deal 1 (dealer N, none vulnerable): NS 2♠= — 60 below, carried over;
 *   // deal 2 (dealer E, EW vulnerable): NS 2♥= — 60 more makes 120: game, NS +300 (not vulnerable).
 *   const one = applyChicago(start.value, { contract: contractOf(2, 'S'), declarer: 'N', tricks: 8 });
 *   const two = one.ok && applyChicago(one.value, { contract: contractOf(2, 'H'), declarer: 'N', tricks: 8 });
 *   // two.value.totals: { NS: 420, EW: 0 }
 * }
 */

import { err, ok, type Result } from '../common/result.js';
import { PASS } from '../deal/contract.js';
import { type BreakdownItem, scoreDeal } from '../deal/deal-score.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import { isVulnerable, otherSide, SEATS, type Seat, sideOf, type Vulnerability } from '../deal/types.js';
import type { SheetError } from './errors.js';
import {
  addBelow,
  addToTotals,
  belowPoints,
  correctOnSheet,
  type DealRecord,
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

/**
 * Vulnerability patterns of the four deals (docs/scoring.md#chicago):
 * - `acbl`: deal 1 none, deals 2 and 3 the dealer's side, deal 4 both;
 * - `fixed`: deal 1 none, deal 2 NS, deal 3 EW, deal 4 both;
 * - `dealer-not-vulnerable`: as `acbl` but on deals 2 and 3 the dealer's side is the one not vulnerable.
 */
export const CHICAGO_VULNERABILITIES = ['acbl', 'fixed', 'dealer-not-vulnerable'] as const;
export type ChicagoVulnerability = (typeof CHICAGO_VULNERABILITIES)[number];
export const isChicagoVulnerability = (x: unknown): x is ChicagoVulnerability =>
  (CHICAGO_VULNERABILITIES as readonly unknown[]).includes(x);

/** The deals in a chukker. */
export const CHUKKER_DEALS = 4;

export interface ChicagoSettings {
  readonly vulnerability: ChicagoVulnerability;
  /** Honours count "by most rules" (docs/scoring.md#chicago); off, a claim of honours is refused. */
  readonly honours: boolean;
  /** Every deal scored as in duplicate: a part-score premium, no carry-over (docs/scoring.md#chicago variant). */
  readonly duplicateStyle: boolean;
  /** Bonus for a part score on deal 4 that completes no game (docs/scoring.md#chicago: 100). Not used duplicate-style. */
  readonly fourthDealPartScore: number;
  /** Who deals the first deal of each chukker. */
  readonly firstDealer: Seat;
}

/** The ACBL form (docs/scoring.md#chicago). */
export const CHICAGO_DEFAULTS: ChicagoSettings = Object.freeze({
  vulnerability: 'acbl',
  honours: true,
  duplicateStyle: false,
  fourthDealPartScore: 100,
  firstDealer: 'N',
});

/** Part-score premium of a deal scored duplicate-style: Law 77's 50, taken from the duplicate rule set. */
const DUPLICATE_PART_SCORE = RULE_SETS.duplicate.partScorePremium;

/** A Chicago deal as entered: which of the four it is and who dealt it. */
export interface ChicagoDealRecord extends DealRecord {
  /** 1–4: which deal of the chukker (a passed-out deal keeps the number of the deal it replays). */
  readonly chukkerDeal: number;
  readonly dealer: Seat;
}

export interface ChicagoSheet extends SheetBase {
  readonly form: 'chicago';
  readonly settings: ChicagoSettings;
  readonly records: readonly ChicagoDealRecord[];
  /** Deals that count among the four (passed-out deals do not). */
  readonly played: number;
}

/** The deal to be played next. */
export interface ChicagoNext {
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/**
 * An empty chukker under a rule set of the Chicago form, with settings (defaults: the ACBL form).
 *
 * @example
 * newChukker(RULE_SETS.chicago, { ...CHICAGO_DEFAULTS, vulnerability: 'fixed' });
 */
export function newChukker(
  rules: RuleSet = RULE_SETS.chicago,
  settings: ChicagoSettings = CHICAGO_DEFAULTS,
): Result<ChicagoSheet, SheetError> {
  if (rules.form !== 'chicago') {
    return err({ code: 'sheet-rules-form', rules: rules.name, form: rules.form, expected: 'chicago' });
  }
  return ok(emptyChukker(rules, settings));
}

function emptyChukker(rules: RuleSet, settings: ChicagoSettings): ChicagoSheet {
  return {
    form: 'chicago',
    rules,
    settings,
    records: [],
    entries: [],
    games: [NEW_GAME],
    totals: NO_POINTS,
    over: false,
    endedEarly: false,
    played: 0,
  };
}

/**
 * Dealer and vulnerability of deal `deal` (1–4) of a chukker.
 *
 * @example
 * chicagoDeal(2, CHICAGO_DEFAULTS); // { deal: 2, dealer: 'E', vulnerability: 'EW' }
 */
export function chicagoDeal(deal: number, settings: ChicagoSettings): ChicagoNext {
  const dealer = SEATS[(SEATS.indexOf(settings.firstDealer) + deal - 1) % SEATS.length] as Seat;
  return { deal, dealer, vulnerability: chicagoVulnerability(deal, dealer, settings.vulnerability) };
}

function chicagoVulnerability(deal: number, dealer: Seat, pattern: ChicagoVulnerability): Vulnerability {
  if (deal <= 1) return 'None';
  if (deal >= CHUKKER_DEALS) return 'Both';
  switch (pattern) {
    case 'acbl':
      return sideOf(dealer);
    case 'fixed':
      return deal === 2 ? 'NS' : 'EW';
    case 'dealer-not-vulnerable':
      return otherSide(sideOf(dealer));
  }
}

/** The deal to be played next, or null when the chukker is over. */
export function nextChicagoDeal(sheet: ChicagoSheet): ChicagoNext | null {
  return sheet.over ? null : chicagoDeal(sheet.played + 1, sheet.settings);
}

// Duplicate-style deals are scored with a part-score premium: one derived rule set per rule set.
const duplicateStyleRules = new WeakMap<RuleSet, RuleSet>();

function dealRules(sheet: ChicagoSheet): RuleSet {
  const { rules } = sheet;
  if (!sheet.settings.duplicateStyle || rules.partScorePremium !== null) return rules;
  let derived = duplicateStyleRules.get(rules);
  if (!derived) {
    derived = { ...rules, partScorePremium: DUPLICATE_PART_SCORE };
    duplicateStyleRules.set(rules, derived);
  }
  return derived;
}

/**
 * Scores the next deal of the chukker; refused once four deals have been played.
 *
 * @example
 * applyChicago(sheet, { contract: contractOf(3, 'NT'), declarer: 'E', tricks: 9 });
 * // on deal 2 (EW vulnerable): EW 100 below, 500 above
 */
export function applyChicago(sheet: ChicagoSheet, deal: SheetDeal): Result<ChicagoSheet, SheetDealError> {
  const next = nextChicagoDeal(sheet);
  if (next === null) return err({ code: 'chukker-over' });
  const number = sheet.records.length + 1;
  const record = {
    number,
    deal,
    vulnerability: next.vulnerability,
    chukkerDeal: next.deal,
    dealer: next.dealer,
  };
  if (deal.contract === PASS) {
    return ok({ ...sheet, records: [...sheet.records, { ...record, score: null, game: null }] });
  }
  if (deal.honours && !sheet.settings.honours) return err({ code: 'honours-off' });
  const rules = dealRules(sheet);
  const scored = scoreDeal({ ...deal, vulnerability: next.vulnerability }, rules);
  if (!scored.ok) return scored;
  const gameNumber = sheet.games.length;
  const entries: SheetEntry[] = dealEntries(scored.value, number, gameNumber);
  const side = sideOf(deal.declarer);
  const dealBelow = belowPoints(entries, side);
  const current = sheet.games[gameNumber - 1] ?? NEW_GAME;
  // Duplicate-style, every deal stands alone: nothing carries over.
  const below = addBelow(sheet.settings.duplicateStyle ? NO_POINTS : current.below, entries);
  const wonGame = below[side] >= rules.gameThreshold;
  if (wonGame && dealBelow < rules.gameThreshold && rules.gamePremium !== null) {
    // A game completed by part scores carried over: the deal alone earned no premium, so the sheet adds it.
    const vulnerable = isVulnerable(next.vulnerability, side);
    const game: BreakdownItem = {
      code: 'game',
      points: rules.gamePremium[vulnerable ? 'vul' : 'notVul'],
      to: 'declarer',
      line: 'above',
      vulnerable,
    };
    entries.push({ deal: number, side, line: 'above', game: gameNumber, item: game });
  }
  const fourthDeal = next.deal === CHUKKER_DEALS;
  const bonus = sheet.settings.fourthDealPartScore;
  if (fourthDeal && !wonGame && dealBelow > 0 && !sheet.settings.duplicateStyle && bonus > 0) {
    entries.push({
      deal: number,
      side,
      line: 'above',
      game: gameNumber,
      item: { code: 'fourth-deal-part-score', points: bonus },
    });
  }
  const over = fourthDeal;
  // A new run of part scores starts after a game, and after every deal duplicate-style.
  const closes = (wonGame || (sheet.settings.duplicateStyle && dealBelow > 0)) && !over;
  const games: GameRecord[] = [
    ...sheet.games.slice(0, -1),
    { below, winner: wonGame ? side : null },
    ...(closes ? [NEW_GAME] : []),
  ];
  return ok({
    ...sheet,
    records: [...sheet.records, { ...record, score: scored.value, game: wonGame ? side : null }],
    entries: [...sheet.entries, ...entries],
    games,
    totals: addToTotals(sheet.totals, entries),
    over,
    played: sheet.played + 1,
  });
}

/**
 * Ends a chukker before its four deals are played. docs/scoring.md#chicago gives no
 * settlement for this: nothing is added, part scores simply stand.
 */
export function endChukker(sheet: ChicagoSheet): Result<ChicagoSheet, SheetError> {
  if (sheet.over) return err({ code: 'chukker-over' });
  return ok({ ...sheet, over: true, endedEarly: true });
}

const CHICAGO_OPS: SheetOps<ChicagoSheet> = {
  fresh: (sheet) => emptyChukker(sheet.rules, sheet.settings),
  apply: applyChicago,
  end: endChukker,
  overCode: 'chukker-over',
};

/** Takes back the last deal (or the `end` of a chukker ended early), recomputing the sheet. */
export function undoChicago(sheet: ChicagoSheet): Result<ChicagoSheet, SheetDealError> {
  return undoOnSheet(CHICAGO_OPS, sheet);
}

/**
 * Replaces deal `dealNumber` (from 1) and recomputes everything after it.
 * Refused with `correction-conflict` if the chukker would then end before a later deal
 * (a passed-out deal corrected into a played one can make a fifth).
 */
export function correctChicago(
  sheet: ChicagoSheet,
  dealNumber: number,
  deal: SheetDeal,
): Result<ChicagoSheet, SheetDealError> {
  return correctOnSheet(CHICAGO_OPS, sheet, dealNumber, deal);
}
