/**
 * The deals of a rubber or chukker, one a line: what was played, what each
 * side wrote for it, the running totals; each explained on request (the core's
 * breakdown in words) and open to correction.
 */

import type { EveningState } from '@bridge-score/scorepad';
import { useState } from 'preact/hooks';
import { type DealRecord, explainDealItems, PASS, type Sheet, type SheetEntry } from './core-words';
import { columnsOf, DealText, seatShort, weOrThey } from './show';
import type { Ui } from './ui';

function Explanation({
  record,
  entries,
  state,
  ui,
}: {
  record: DealRecord;
  entries: readonly SheetEntry[];
  state: EveningState;
  ui: Ui;
}) {
  const { w, f } = ui;
  if (record.score === null) return <p class="explain">{ui.c.passedOut}</p>;
  const own = explainDealItems(record.score, ui.lang);
  // The sheet's own additions for this deal (a rubber bonus, a game completed by part scores, Chicago's deal-4 bonus).
  const extra = entries.slice(record.score.breakdown.length);
  return (
    <div class="explain">
      <p>{own.heading}</p>
      <ul>
        {own.items.map((item, i) => (
          <li key={i}>
            {item.label}
            {w.colon}
            <strong>{f.number(item.points)}</strong> {item.to}
          </li>
        ))}
      </ul>
      {extra.length > 0 ? (
        <>
          <p>{w.deals.onSheet}</p>
          <ul>
            {extra.map((e, i) => (
              <li key={i}>
                {own.sheetLabel(e)}
                {w.colon}
                <strong>{f.number(e.item.points)}</strong> {weOrThey(state, e.side, ui)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function DealList({
  state,
  index,
  ui,
  onCorrect,
}: {
  state: EveningState;
  index: number;
  ui: Ui;
  onCorrect: (sheet: number, deal: number) => void;
}) {
  const sheet: Sheet | undefined = state.evening.sheets[index];
  const [open, setOpen] = useState<number | null>(null);
  const { w, f } = ui;
  if (!sheet) return null;
  const [we, they] = columnsOf(state);
  let running = { [we]: 0, [they]: 0 } as Record<string, number>;
  return (
    <section class="deals" aria-labelledby="deals-heading">
      <h2 id="deals-heading">{w.deals.heading}</h2>
      {sheet.records.length === 0 ? <p>{w.deals.none}</p> : null}
      <ol>
        {sheet.records.map((record) => {
          const entries = sheet.entries.filter((e) => e.deal === record.number);
          const points = { [we]: 0, [they]: 0 } as Record<string, number>;
          for (const e of entries) points[e.side] = (points[e.side] ?? 0) + e.item.points;
          running = {
            [we]: (running[we] ?? 0) + (points[we] ?? 0),
            [they]: (running[they] ?? 0) + (points[they] ?? 0),
          };
          const chicago =
            'chukkerDeal' in record ? (record as DealRecord & { dealer: 'N' | 'E' | 'S' | 'W' }) : null;
          const vul =
            record.vulnerability === 'None'
              ? ui.c.sheet.nobody
              : record.vulnerability === 'Both'
                ? ui.c.sheet.both
                : weOrThey(state, record.vulnerability, ui);
          const isOpen = open === record.number;
          return (
            <li key={record.number} class="deal">
              <div class="deal-head">
                <span class="n">{record.number}.</span>{' '}
                {record.deal.contract === PASS && chicago ? (
                  <span>{ui.c.sheet.redealt}</span>
                ) : (
                  <DealText deal={record.deal} state={state} sheet={index} ui={ui} />
                )}
              </div>
              <div class="deal-meta">
                {chicago ? <span>{w.deals.dealer(seatShort(state, index, chicago.dealer, ui))}</span> : null}
                <span>{w.deals.vul(vul)}</span>
                <span class="deal-points">
                  {w.deals.total(ui.c.sheet.we, f.signed(points[we] ?? 0))} ·{' '}
                  {w.deals.total(ui.c.sheet.they, f.signed(points[they] ?? 0))}
                </span>
              </div>
              <div class="deal-running">
                {w.deals.running(f.number(running[we] ?? 0), f.number(running[they] ?? 0))}
              </div>
              <div class="deal-actions">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`explain-${index}-${record.number}`}
                  onClick={() => setOpen(isOpen ? null : record.number)}
                >
                  {isOpen ? w.deals.hide : w.deals.explain}
                  <span class="sr-only"> {w.sheet.deal(record.number)}</span>
                </button>
                <button type="button" onClick={() => onCorrect(index + 1, record.number)}>
                  {w.deals.correct}
                  <span class="sr-only"> {w.sheet.deal(record.number)}</span>
                </button>
              </div>
              {isOpen ? (
                <div id={`explain-${index}-${record.number}`}>
                  <Explanation record={record} entries={entries} state={state} ui={ui} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
