/**
 * The sheet as JSON: plain data with stable field names, the same facts the
 * text sheet draws. Sides are `NS` and `EW`; `we` says which one is "We".
 */
import {
  chicagoDeal,
  type Evening,
  eveningSettlement,
  eveningTotals,
  formatContract,
  formatHonours,
  formatResult,
  formatSheetDeal,
  marginOf,
  nextChicagoDeal,
  PASS,
  type Rounding,
  rubberVulnerability,
  type Sheet,
  type Side,
  sheetSettlement,
} from '@bridge-score/core';

function dealsJson(sheet: Sheet) {
  return sheet.records.map((record) => {
    const { deal } = record;
    return {
      number: record.number,
      line: formatSheetDeal(deal),
      contract: formatContract(deal.contract),
      declarer: deal.contract === PASS ? null : deal.declarer,
      tricks: deal.contract === PASS ? null : deal.tricks,
      result: deal.contract === PASS ? null : formatResult(deal.contract, deal.tricks),
      honours: deal.contract !== PASS && deal.honours ? formatHonours(deal.honours) : null,
      vulnerability: record.vulnerability,
      ...('chukkerDeal' in record ? { chukkerDeal: record.chukkerDeal, dealer: record.dealer } : {}),
      score: record.score ? { ns: record.score.ns, ew: record.score.ew } : null,
      game: record.game,
    };
  });
}

/** One rubber or chukker. */
export function sheetJson(sheet: Sheet, number: number, rounding: Rounding) {
  const common = {
    number,
    form: sheet.form,
    rules: sheet.rules.name,
    over: sheet.over,
    endedEarly: sheet.endedEarly,
    deals: dealsJson(sheet),
    entries: sheet.entries.map((e) => ({
      deal: e.deal,
      side: e.side,
      line: e.line,
      game: e.game,
      ...e.item,
    })),
    games: sheet.games,
    totals: sheet.totals,
    margin: marginOf(sheet.totals),
    settlement: sheetSettlement(sheet, rounding),
  };
  switch (sheet.form) {
    case 'rubber':
      return {
        ...common,
        gamesWon: sheet.gamesWon,
        winner: sheet.winner,
        vulnerability: sheet.over ? null : rubberVulnerability(sheet),
      };
    case 'chicago':
      return {
        ...common,
        settings: sheet.settings,
        played: sheet.played,
        next: nextChicagoDeal(sheet),
        schedule: [1, 2, 3, 4].map((d) => chicagoDeal(d, sheet.settings)),
      };
  }
}

/** The evening: every sheet, the totals over all of them, and the settlement. */
export function eveningJson(evening: Evening, we: Side, rounding: Rounding) {
  const totals = eveningTotals(evening);
  return {
    we,
    sheets: evening.sheets.map((sheet, i) => sheetJson(sheet, i + 1, rounding)),
    totals,
    margin: marginOf(totals),
    settlement: { rounding, ...eveningSettlement(evening, rounding) },
  };
}
