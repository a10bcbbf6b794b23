/**
 * Artificial adjusted scores (Law 12C2; docs/scoring.md#pairs): when no result could
 * be obtained the director awards each side, independently, average-plus,
 * average or average-minus (60 / 50 / 40 per cent of the top), or another
 * percentage. The sides need not balance: 60/40, 50/50, 60/60, 40/40 …
 *
 * Notation as on a traveller and in USEBIO files: `A60A40` (NS 60 %, EW 40 %),
 * the short `A5050`, `A+A-` (average-plus, average-minus), `A=A=`.
 *
 * With the session-percentage rule (EBU/WBF practice, a setting) average-plus
 * is the better of 60 % and the pair's percentage on its other boards, and
 * average-minus the worse of 40 % and it.
 *
 * At IMPs (pairs scored by cross-IMPs or Butler) the averages are worth
 * `IMP_AWARDS`: +3, 0, −3 IMPs (docs/scoring.md#teams), with no session rule.
 *
 * @example
 * parseAdjustedScore('A60A40'); // { ok: true, value: { ns: 'average-plus', ew: 'average-minus' } }
 * formatAdjustedScore({ ns: 'average', ew: 30 }); // 'A50A30'
 */

import { compareFractions, type Fraction, fraction } from '../common/fraction.js';
import { err, ok, type Result } from '../common/result.js';
import { IMP_AWARDS } from '../teams/imps.js';
import type { SessionError } from './errors.js';

/** The three awards of Law 12C2. */
export const AVERAGES = ['average-plus', 'average', 'average-minus'] as const;
export type Average = (typeof AVERAGES)[number];

/** An award to one side: one of the averages, or a fixed whole percentage of the top (0–100). */
export type AdjustedAward = Average | number;

export interface AdjustedScore {
  readonly ns: AdjustedAward;
  readonly ew: AdjustedAward;
}

/** What each average is worth: a percentage of the top, or IMPs. */
export type AveragePercents = { readonly [A in Average]: number };
export type AverageImps = { readonly [A in Average]: number };

/** Percentages of the top (Law 12C2a): average-plus at least 60 %, average 50 %, average-minus at most 40 %. */
export const AVERAGE_PERCENT: AveragePercents = {
  'average-plus': 60,
  average: 50,
  'average-minus': 40,
};

export const ADJUSTED_RULES = ['fixed', 'session'] as const;
/** `fixed`: 60 / 50 / 40 %; `session`: average-plus and -minus bounded by the pair's session percentage. */
export type AdjustedRule = (typeof ADJUSTED_RULES)[number];
export const isAdjustedRule = (x: unknown): x is AdjustedRule =>
  (ADJUSTED_RULES as readonly unknown[]).includes(x);

export const isAverage = (x: unknown): x is Average => (AVERAGES as readonly unknown[]).includes(x);

const SYMBOL: { readonly [k: string]: Average } = {
  '+': 'average-plus',
  '=': 'average',
  '-': 'average-minus',
};

function award(text: string): Result<AdjustedAward, SessionError> {
  const symbol = SYMBOL[text];
  if (symbol) return ok(symbol);
  const percent = Number(text);
  if (percent > 100) return err({ code: 'adjusted-percent', percent });
  return ok(canonicalAward(percent));
}

/** 60, 50 and 40 are the averages of Law 12C2; other percentages stay fixed numbers. */
function canonicalAward(percent: number): AdjustedAward {
  if (percent === 60) return 'average-plus';
  if (percent === 50) return 'average';
  if (percent === 40) return 'average-minus';
  return percent;
}

/**
 * Parses an artificial adjusted score: `A60A40`, `A5050`, `A+A-`, `A50A30`.
 *
 * @example
 * parseAdjustedScore('A6060'); // both sides average-plus
 */
export function parseAdjustedScore(text: string): Result<AdjustedScore, SessionError> {
  const s = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-');
  const two = /^A(\d{1,3}|[+=-])\/?A(\d{1,3}|[+=-])$/.exec(s) ?? /^A(\d\d)(\d\d)$/.exec(s);
  if (!two) return err({ code: 'adjusted-syntax', text: text.trim() });
  const ns = award(two[1] ?? '');
  if (!ns.ok) return ns;
  const ew = award(two[2] ?? '');
  if (!ew.ok) return ew;
  return ok({ ns: ns.value, ew: ew.value });
}

/** The percentage an award stands for when no session percentage applies. */
export function awardPercent(a: AdjustedAward, averages: AveragePercents = AVERAGE_PERCENT): number {
  return typeof a === 'number' ? a : averages[a];
}

/** Formats an adjusted score canonically: `A60A40`. */
export function formatAdjustedScore(score: AdjustedScore): string {
  return `A${awardPercent(score.ns)}A${awardPercent(score.ew)}`;
}

/** Whether a value is a valid fixed percentage award: a whole number from 0 to 100. */
export const isPercentAward = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 100;

/**
 * The fraction of the top (0 to 1) an award is worth. Under the session rule,
 * `session` is the pair's own fraction of the top on its other boards (or
 * null when it has none): average-plus takes the better of 60 % and it,
 * average-minus the worse of 40 % and it.
 *
 * @example
 * awardFraction('average-plus', 'session', fraction(13, 20)); // 13/20 (65 % beats 60 %)
 * awardFraction('average-minus', 'session', fraction(13, 20)); // 2/5
 */
export function awardFraction(
  a: AdjustedAward,
  rule: AdjustedRule,
  session: Fraction | null,
  averages: AveragePercents = AVERAGE_PERCENT,
): Fraction {
  const base = fraction(awardPercent(a, averages), 100);
  if (rule === 'fixed' || session === null || typeof a === 'number') return base;
  switch (a) {
    case 'average-plus':
      return compareFractions(session, base) > 0 ? session : base;
    case 'average':
      return base;
    case 'average-minus':
      return compareFractions(session, base) < 0 ? session : base;
  }
}

/**
 * The IMPs an award is worth to its side when pairs are scored at IMPs:
 * average-plus +3, average 0, average-minus −3 (`IMP_AWARDS`, docs/scoring.md#teams).
 * Another percentage is placed on the line through those three, 0.3 IMP a
 * percentage point from 50 % (70 % → +6, 30 % → −6): the Laws and the sources
 * give no IMP value for it, so this is our choice.
 *
 * @example
 * adjustedAwardImps('average-plus'); // 3/1
 * adjustedAwardImps(45); // -3/2
 */
export function adjustedAwardImps(a: AdjustedAward, awards: AverageImps = IMP_AWARDS): Fraction {
  if (typeof a === 'number') return fraction(3 * (a - 50), 10);
  return fraction(awards[a]);
}
