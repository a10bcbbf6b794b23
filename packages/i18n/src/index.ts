/**
 * @bridge-score/i18n: the words for the core's codes, in English, Russian and
 * Chinese, shared by the command line and the web app.
 *
 * @example
 * import { errorMessage, explainDeal } from '@bridge-score/i18n';
 * errorMessage({ code: 'level-too-high', level: 8 }, 'en');
 * // 'No contract above the seven level may be played (Law 38): got level 8.'
 */
import {
  type BreakdownItem,
  type DealScore,
  type EntryWarning,
  type FormatOptions,
  formatContract,
  formatHonours,
  formatResult,
  formatSheetDeal,
  isSheetBonus,
  PASS,
  type SheetBonus,
  type SheetDeal,
  type SheetItem,
} from '@bridge-score/core';
import type { AnyError, Catalog, Lang } from './catalog.js';
import { en } from './en.js';
import { ru } from './ru.js';
import { zh } from './zh.js';

export * from './catalog.js';
export { type RuleSetWords, ruleSetName } from './rule-set-names.js';
export * from './web/index.js';
export { xmlDetail } from './xml-details.js';

const CATALOGS: { readonly [L in Lang]: Catalog } = { en, ru, zh };

export function catalog(lang: Lang): Catalog {
  return CATALOGS[lang];
}

/** An error in words. */
export function errorMessage(error: AnyError, lang: Lang = 'en'): string {
  const words = CATALOGS[lang].errors[error.code] as (e: AnyError) => string;
  return words(error);
}

/** An entry-check warning in words. */
export function warningMessage(warning: EntryWarning, lang: Lang = 'en'): string {
  const words = CATALOGS[lang].warnings[warning.code] as (w: EntryWarning) => string;
  return words(warning);
}

/** A breakdown item's label in words ("3rd undertrick (doubled, vulnerable)"). */
export function itemLabel(item: BreakdownItem, lang: Lang = 'en'): string {
  const words = CATALOGS[lang].items[item.code] as (i: BreakdownItem) => string;
  return words(item);
}

/** A signed number with a true minus sign (or a hyphen when `ascii`). */
export function signed(n: number, ascii = false): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `${ascii ? '-' : '\u2212'}${-n}`;
  return '0';
}

/** Any item of a We/They sheet in words: a deal's breakdown item or a bonus of the sheet itself. */
export function sheetItemLabel(item: SheetItem, lang: Lang = 'en'): string {
  if (!isSheetBonus(item)) return itemLabel(item, lang);
  const words = CATALOGS[lang].sheet.bonuses[item.code] as (b: SheetBonus) => string;
  return words(item);
}

export interface DealExplanation {
  readonly heading: string;
  readonly items: readonly { readonly label: string; readonly points: number; readonly to: string }[];
  /** "4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders". */
  readonly summary: string;
  /** "NS −800   EW +800". */
  readonly sides: string;
}

/**
 * The one-line sum of a scored deal in words.
 *
 * @example
 * dealSummary(score, 'en', { symbols: true }); // '4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders'
 */
export function dealSummary(score: DealScore, lang: Lang = 'en', options: FormatOptions = {}): string {
  const words = CATALOGS[lang];
  if (score.contract === PASS || score.tricks === null) return words.passedOut;
  const minus = options.symbols ? '\u2212' : '-';
  const net = score.declarerScore;
  const forDeclarer = net >= 0;
  let sum = '';
  for (const item of score.breakdown) {
    const positive = (item.to === 'declarer') === forDeclarer;
    sum += sum === '' ? (positive ? '' : minus) : positive ? ' + ' : ` ${minus} `;
    sum += item.points;
  }
  return words.summary(
    `${formatContract(score.contract, options)} ${formatResult(score.contract, score.tricks, options)}`,
    words.vulnerable(score.vulnerable),
    sum,
    forDeclarer ? net : -net,
    words.to(forDeclarer ? 'declarer' : 'defenders'),
  );
}

/**
 * A scored deal explained item by item in one language.
 *
 * @example
 * explainDeal(score, 'en', { symbols: true }).summary; // '4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders'
 */
export function explainDeal(
  score: DealScore,
  lang: Lang = 'en',
  options: FormatOptions = {},
): DealExplanation {
  const words = CATALOGS[lang];
  const ascii = !options.symbols;
  const sides = words.sides(signed(score.ns, ascii), signed(score.ew, ascii));
  const summary = dealSummary(score, lang, options);
  if (score.contract === PASS || score.declarer === null || score.tricks === null) {
    return { heading: words.passedOut, items: [], summary, sides };
  }
  return {
    heading: words.dealHeading(
      formatContract(score.contract, options),
      score.declarer,
      score.tricks,
      score.rules,
    ),
    items: score.breakdown.map((item) => ({
      label: itemLabel(item, lang),
      points: item.points,
      to: words.to(item.to),
    })),
    summary,
    sides,
  };
}

/** Columns a text takes in a terminal: East Asian wide and full-width characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    width +=
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6)
        ? 2
        : 1;
  }
  return width;
}

/** Pads to a display width (see `displayWidth`), on the right or, with `left`, on the left. */
export function padDisplay(text: string, width: number, left = false): string {
  const pad = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return left ? pad + text : text + pad;
}

/** A problem found in a file: where, how grave, and what (`Problem` of `@bridge-score/formats`). */
export interface PositionedError {
  readonly severity?: 'error' | 'warning';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly error: AnyError;
}

/**
 * A problem in words, as compilers print them: `club.pbn:12:9: Tag Contract "8S": …`,
 * a warning marked as one.
 *
 * @example
 * problemText({ file: 'a.pbn', line: 3, column: 11, error: { code: 'pbn-comment-unclosed' } }, 'en');
 * // 'a.pbn:3:11: A comment opened with "{" is never closed with "}".'
 */
export function problemText(problem: PositionedError, lang: Lang = 'en'): string {
  const words = CATALOGS[lang];
  const message = errorMessage(problem.error, lang);
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return words.errorAt(where, problem.severity === 'warning' ? `${words.warning}: ${message}` : message);
}

/**
 * A deal of a We/They sheet as the list of deals shows it: the notation
 * (`4♠X S −2`), its honours after the language's word for them.
 *
 * @example
 * sheetDealText(deal, 'ru', { symbols: true }); // '6♥ S = онёры 100 NS'
 */
export function sheetDealText(deal: SheetDeal, lang: Lang = 'en', options: FormatOptions = {}): string {
  if (deal.contract === PASS || !deal.honours) return formatSheetDeal(deal, options);
  const { honours, ...played } = deal;
  return `${formatSheetDeal(played, options)} ${CATALOGS[lang].sheet.honoursWord} ${formatHonours(honours)}`;
}
