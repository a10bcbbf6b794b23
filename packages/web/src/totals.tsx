/**
 * The evening: each rubber or chukker with its totals and settlement, the
 * evening's totals and settlement, the money at the stake per 100, and each
 * player's totals when there are five players or names.
 */
import { eveningSettlement, eveningTotals, SEATS, type Side, sheetSettlement } from '@bridge-score/core';
import { type EveningState, playerTotals } from '@bridge-score/scorepad';
import { columnsOf, weOrThey } from './show';
import type { Ui } from './ui';

export function Totals({ state, ui }: { state: EveningState; ui: Ui }) {
  const { w, f, c } = ui;
  const [we, they] = columnsOf(state);
  const { rounding, stake } = state.settings;
  const sideWord = (side: Side | null) => (side === null ? null : weOrThey(state, side, ui));
  const totals = eveningTotals(state.evening);
  const settlement = eveningSettlement(state.evening, rounding);
  const named = state.settings.players === 5 || state.names.some((n) => n.trim() !== '');
  const players = named ? playerTotals(state) : [];
  const money = (hundreds: number) => (stake ? f.money(hundreds * stake.per100, stake.currency) : null);
  return (
    <section class="totals" aria-labelledby="totals-heading">
      <h2 id="totals-heading">{w.totals.heading}</h2>
      <ul class="sheets">
        {state.evening.sheets.map((sheet, i) => {
          const s = sheetSettlement(sheet, rounding);
          const title = c.sheet.title(sheet.form, i + 1, sheet.rules.name);
          return (
            <li key={i}>
              {w.totals.sheetLine(title, f.number(sheet.totals[we]), f.number(sheet.totals[they]))}
              {' — '}
              {s === null ? w.totals.inPlay : w.totals.settles(sideWord(s.winner), s.hundreds)}
            </li>
          );
        })}
      </ul>
      <p class="evening-total">{w.totals.evening(f.number(totals[we]), f.number(totals[they]))}</p>
      <p>{w.totals.settlement(sideWord(settlement.winner), settlement.hundreds)}</p>
      {stake && settlement.winner !== null ? (
        <p>{w.totals.money(sideWord(settlement.winner), money(settlement.hundreds) ?? '')}</p>
      ) : null}
      {players.length > 0 ? (
        <table class="players">
          <caption>{w.totals.players}</caption>
          <thead>
            <tr>
              <th scope="col">{w.totals.player}</th>
              <th scope="col">{w.totals.played}</th>
              <th scope="col">{w.totals.points}</th>
              <th scope="col">{w.totals.hundreds}</th>
              {stake ? <th scope="col">{w.totals.amount}</th> : null}
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.player}>
                <th scope="row">{playerName(state, p.player, ui)}</th>
                <td>{f.number(p.played)}</td>
                <td>{f.signed(p.points)}</td>
                <td>{f.signed(p.hundreds)}</td>
                {stake ? <td>{f.money(p.hundreds * stake.per100, stake.currency)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** A player's name, or their seat (four players) or number (five) when unnamed. */
export function playerName(state: EveningState, player: number, ui: Ui): string {
  const name = state.names[player]?.trim();
  if (name) return name;
  const seat = SEATS[player];
  return state.settings.players === 4 && seat ? ui.w.seats[seat] : ui.w.setup.playerN(player + 1);
}
