/** Small pieces every view draws: a contract with its suit symbol, a seat with its player's name, side names. */
import {
  type Contract,
  formatResult,
  otherSide,
  PASS,
  SEATS,
  type Seat,
  type SheetDeal,
  type Side,
  sideOf,
} from '@bridge-score/core';
import { type EveningState, playerAt, sidePlayers } from '@bridge-score/scorepad';
import type { Ui } from './ui';

const SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

export function ContractText({ contract, ui }: { contract: Contract; ui: Ui }) {
  const strain =
    contract.strain === 'NT' ? (
      ui.w.notrumpShort
    ) : (
      <span class={`suit suit-${contract.strain}`}>
        <span aria-hidden="true">{SYMBOL[contract.strain]}</span>
        <span class="sr-only">{ui.w.strains[contract.strain]}</span>
      </span>
    );
  return (
    <span class="contract">
      {contract.level}
      {strain}
      {contract.doubling}
    </span>
  );
}

/** The name of the player at a seat in a sheet, or the seat itself. */
export function seatName(state: EveningState, sheet: number, seat: Seat, ui: Ui): string {
  const name = state.names[playerAt(state.settings.players, sheet, seat)]?.trim();
  return name || ui.w.seats[seat];
}

/** "N (Ann)" or "N". */
export function seatShort(state: EveningState, sheet: number, seat: Seat, ui: Ui): string {
  const name = state.names[playerAt(state.settings.players, sheet, seat)]?.trim();
  return name ? ui.w.seatWithName(ui.w.seatShort[seat], name) : ui.w.seatShort[seat];
}

/** The names of a side's two players in a sheet ("Ann & Cid"), or '' when unnamed. */
export function sideNames(state: EveningState, sheet: number, side: Side, ui: Ui): string {
  const names = sidePlayers(state.settings.players, sheet, side)
    .map((p) => state.names[p]?.trim())
    .filter((n): n is string => Boolean(n));
  const [a, b] = names;
  return a === undefined ? '' : b === undefined ? a : ui.w.pair(a, b);
}

/** "We" or "They" for a side of the sheet. */
export function weOrThey(state: EveningState, side: Side, ui: Ui): string {
  return side === state.settings.we ? ui.c.sheet.we : ui.c.sheet.they;
}

/** The two sides, "We" first. */
export function columnsOf(state: EveningState): readonly [Side, Side] {
  return [state.settings.we, otherSide(state.settings.we)];
}

/** A deal in a line: "4♠X by S −2", or "passed out". */
export function DealText({
  deal,
  state,
  sheet,
  ui,
}: {
  deal: SheetDeal;
  state: EveningState;
  sheet: number;
  ui: Ui;
}) {
  if (deal.contract === PASS) return <span>{ui.c.sheet.passedOut}</span>;
  return (
    <span class="deal-text">
      <ContractText contract={deal.contract} ui={ui} /> {seatShort(state, sheet, deal.declarer, ui)}{' '}
      <span class="result">{formatResult(deal.contract, deal.tricks, { symbols: true })}</span>
    </span>
  );
}

export { SEATS, sideOf };
