/**
 * What a list of evenings shows of each: its form and rules, the players, how
 * far it has gone and the totals. The server keeps one beside each evening.
 *
 * @example
 * summarize(state); // { form: 'rubber', rules: 'rubber', sheets: 1, deals: 3, totals: { NS: 780, EW: 1220 }, … }
 */
import { type BySide, currentSheet, eveningTotals, type Side } from '@bridge-score/core';
import type { PlayerCount, ScorepadForm } from './change.js';
import type { EveningState } from './replay.js';

export interface EveningSummary {
  readonly form: ScorepadForm;
  /** The rule set's name. */
  readonly rules: string;
  readonly players: PlayerCount;
  readonly names: readonly string[];
  readonly we: Side;
  /** Rubbers or chukkers begun. */
  readonly sheets: number;
  /** Deals entered, passed-out ones included. */
  readonly deals: number;
  /** Each side's total over the evening. */
  readonly totals: BySide<number>;
  /** The rubber or chukker in play is over. */
  readonly over: boolean;
}

export function summarize(state: EveningState): EveningSummary {
  const { evening, settings } = state;
  return {
    form: settings.form,
    rules: state.rules.name,
    players: settings.players,
    names: state.names,
    we: settings.we,
    sheets: evening.sheets.length,
    deals: evening.sheets.reduce((n, s) => n + s.records.length, 0),
    totals: eveningTotals(evening),
    over: currentSheet(evening).over,
  };
}
