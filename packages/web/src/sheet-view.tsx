/**
 * The We/They sheet as it is drawn on paper: two columns, the line across
 * them, above it the premiums stacked upward (the first nearest the line),
 * below it the trick points game by game with a line under each game won,
 * the total at the foot. Beside each figure, the deal that earned it or the
 * bonus's name. The side vulnerable now is marked in words.
 */
import {
  isSheetBonus,
  isVulnerable,
  nextChicagoDeal,
  rubberVulnerability,
  type Sheet,
  type Side,
  type Vulnerability,
} from '@bridge-score/core';
import type { SheetWords } from '@bridge-score/i18n';
import type { EveningState } from '@bridge-score/scorepad';
import { columnsOf, sideNames } from './show';
import type { Ui } from './ui';

interface Cell {
  points: number;
  readonly tag: string | null;
  readonly deal: number | null;
  readonly bonus: boolean;
}
type Column = { NS: Cell[]; EW: Cell[] };
const column = (): Column => ({ NS: [], EW: [] });

/** The figures of each column: one per deal, side and place; sheet bonuses apart. */
export function cellsOf(sheet: Sheet, words: SheetWords): { above: Column; below: Column[] } {
  const above = column();
  const below = sheet.games.map(column);
  for (const entry of sheet.entries) {
    const place = entry.line === 'above' ? above : (below[entry.game - 1] ?? above);
    const cells = place[entry.side];
    const bonus = isSheetBonus(entry.item);
    const last = cells.at(-1);
    if (!bonus && last && !last.bonus && last.deal === entry.deal) {
      last.points += entry.item.points;
    } else {
      const tag = isSheetBonus(entry.item) ? words.tags[entry.item.code] : null;
      cells.push({ points: entry.item.points, tag, deal: entry.deal, bonus });
    }
  }
  return { above, below };
}

/** Who is vulnerable now: in rubber a side with a game; in Chicago the next deal's pattern. */
export function vulnerabilityNow(sheet: Sheet): Vulnerability {
  if (sheet.over) return 'None';
  if (sheet.form === 'rubber') return rubberVulnerability(sheet);
  return nextChicagoDeal(sheet)?.vulnerability ?? 'None';
}

function Figure({ cell, ui }: { cell: Cell | undefined; ui: Ui }) {
  if (!cell) return <td />;
  return (
    <td class={cell.bonus ? 'bonus' : undefined}>
      <span class="pts">{ui.f.number(cell.points)}</span>
      {cell.tag !== null ? (
        <span class="tag">{cell.tag}</span>
      ) : cell.deal !== null ? (
        <>
          <span class="tag" aria-hidden="true">
            {cell.deal}
          </span>
          <span class="sr-only">{ui.w.sheet.deal(cell.deal)}</span>
        </>
      ) : null}
    </td>
  );
}

export function SheetView({ state, index, ui }: { state: EveningState; index: number; ui: Ui }) {
  const sheet = state.evening.sheets[index];
  if (!sheet) return null;
  const [we, they] = columnsOf(state);
  const { above, below } = cellsOf(sheet, ui.c.sheet);
  const vul = vulnerabilityNow(sheet);
  const title = ui.c.sheet.title(sheet.form, index + 1, sheet.rules.name);
  const head = (side: Side) => {
    const names = sideNames(state, index, side, ui);
    const label = side === we ? ui.w.sheet.we(names) : ui.w.sheet.they(names);
    const v = isVulnerable(vul, side);
    return (
      <th scope="col" class={v ? 'vul' : undefined}>
        <span class="side">{label}</span>{' '}
        <span class={v ? 'badge badge-vul' : 'badge'}>{v ? ui.w.sheet.vul : ui.w.sheet.notVul}</span>
      </th>
    );
  };
  const aboveRows = Math.max(above[we].length, above[they].length);
  return (
    <table class="sheet" aria-describedby="sheet-title">
      <caption id="sheet-title">{ui.w.sheet.caption(title)}</caption>
      <thead>
        <tr>
          {head(we)}
          {head(they)}
        </tr>
      </thead>
      <tbody class="above">
        <tr class="sr-only">
          <th colSpan={2} scope="colgroup">
            {ui.w.sheet.above}
          </th>
        </tr>
        {Array.from({ length: Math.max(aboveRows, 2) }, (_, k) => {
          const i = Math.max(aboveRows, 2) - 1 - k;
          return (
            <tr key={`a${i}`}>
              <Figure cell={above[we][i]} ui={ui} />
              <Figure cell={above[they][i]} ui={ui} />
            </tr>
          );
        })}
      </tbody>
      <tbody class="below">
        <tr class="sr-only">
          <th colSpan={2} scope="colgroup">
            {ui.w.sheet.below}
          </th>
        </tr>
        {below.map((game, g) => {
          const rows = Math.max(game[we].length, game[they].length, 1);
          const won = sheet.games[g]?.winner ?? null;
          return Array.from({ length: rows }, (_, i) => (
            <tr key={`b${g}-${i}`} class={won !== null && i === rows - 1 ? 'game-end' : undefined}>
              <Figure cell={game[we][i]} ui={ui} />
              <Figure cell={game[they][i]} ui={ui} />
            </tr>
          ));
        })}
      </tbody>
      <tfoot>
        <tr>
          <td>
            <span class="sr-only">{ui.w.sheet.total} </span>
            <span class="pts" data-total="we" data-value={sheet.totals[we]}>
              {ui.f.number(sheet.totals[we])}
            </span>
          </td>
          <td>
            <span class="sr-only">{ui.w.sheet.total} </span>
            <span class="pts" data-total="they" data-value={sheet.totals[they]}>
              {ui.f.number(sheet.totals[they])}
            </span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
