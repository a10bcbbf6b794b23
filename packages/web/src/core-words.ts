/** The core's types the views use, and a deal's explanation in the shared scoring words. */
import {
  type DealRecord,
  type DealScore,
  formatContract,
  PASS,
  type Sheet,
  type SheetEntry,
} from '@bridge-score/core';
import { catalog, itemLabel, type Lang, sheetItemLabel } from '@bridge-score/i18n';

export { type DealRecord, PASS, type Sheet, type SheetEntry };

export interface DealItems {
  readonly heading: string;
  readonly items: readonly { readonly label: string; readonly points: number; readonly to: string }[];
  readonly sheetLabel: (entry: SheetEntry) => string;
}

/** A scored deal item by item, in words (numbers left to the page's formats). */
export function explainDealItems(score: DealScore, lang: Lang): DealItems {
  const words = catalog(lang);
  const heading =
    score.contract === PASS || score.declarer === null || score.tricks === null
      ? words.passedOut
      : words.dealHeading(
          formatContract(score.contract, { symbols: true }),
          score.declarer,
          score.tricks,
          score.rules,
        );
  return {
    heading,
    items: score.breakdown.map((item) => ({
      label: itemLabel(item, lang),
      points: item.points,
      to: words.to(item.to),
    })),
    sheetLabel: (entry) => sheetItemLabel(entry.item, lang),
  };
}
