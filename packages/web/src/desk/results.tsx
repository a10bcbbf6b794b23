/**
 * `#/desk/<id>/results`: the results people look at and print. A pairs
 * event: the rankings, a pair's percentage board by board, then each board's
 * traveller with the hands (when the event has them) and how often each score
 * was made. The rankings and travellers are `@bridge-score/view`'s tables,
 * the same headings and cells `bridge-score session` prints, so the page and
 * the CLI cannot disagree; the charts draw the core's figures. A teams event: the standings, each match's boards with its
 * running IMP margin, and the VP scale as a curve. Every figure is the
 * core's; the print stylesheet puts the ranking on its own page and the
 * travellers after.
 */
import type { Seat } from '@bridge-score/core';
import {
  type BoardView,
  type PairsDesk,
  type PairsSetup,
  type PairsView,
  pairsView,
  type RankedPair,
  scorePairsDesk,
  scoreTeamsDesk,
  type TeamsSetup,
  type TeamsView,
  teamsView,
} from '@bridge-score/desk';
import type { SessionView, TeamEventView, TravellerView } from '@bridge-score/view';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useUi } from '../ui';
import { type DeskEvent, getEvent } from './api';
import { BarChart, LineChart } from './charts';
import { deskSessionView, deskTeamEventView, PairsRankings, TeamsRankings, ViewTableEl } from './rankings';
import { useDesk } from './words';

export function ResultsView(props: { id: string }) {
  const ui = useUi();
  const d = useDesk();
  const [event, setEvent] = useState<DeskEvent | null | 'missing'>(null);
  useEffect(() => {
    getEvent(props.id).then(
      (r) => setEvent(r.status === 200 ? r.body : 'missing'),
      () => setEvent('missing'),
    );
  }, [props.id]);
  const scored = useMemo(() => {
    if (!event || event === 'missing') return null;
    if (event.setup.kind === 'teams') {
      const desk = scoreTeamsDesk(event.setup, event.deskLines);
      return { kind: 'teams' as const, desk, view: teamsView(desk) };
    }
    const desk = scorePairsDesk(event.setup, event.deskLines);
    return { kind: 'pairs' as const, desk, view: pairsView(desk) };
  }, [event]);
  const session = useMemo(
    () =>
      scored?.kind === 'pairs' && event && event !== 'missing' && event.setup.kind === 'pairs'
        ? deskSessionView(scored.desk, event.setup, ui.lang)
        : null,
    [scored, ui.lang],
  );
  const view = scored?.view ?? null;
  if (event === 'missing')
    return <p role="alert">{ui.web.api['desk-not-found']({ code: 'desk-not-found' })}</p>;
  if (!event || !view) return <p>…</p>;
  const date = new Intl.DateTimeFormat(ui.f.locale, { dateStyle: 'long' }).format(
    new Date(`${event.setup.date}T12:00:00`),
  );
  return (
    <article class="desk results">
      <header class="results-head">
        <h1>{event.setup.name}</h1>
        <p>{date}</p>
        {session ? (
          // How the event was scored, as the CLI's session says it: the method, and at cross-IMPs or
          // Butler the divisor or the datum's drop and rounding (the conventions' or the director's).
          <p class="settings">
            {session.settings}
            {session.conventions ? ` ${session.conventions}` : ''}
          </p>
        ) : null}
        <p class="no-print">
          <button type="button" onClick={() => window.print()}>
            {d.results.print}
          </button>{' '}
          <a href={`#/desk/${event.id}`}>{d.list.open}</a>
        </p>
      </header>
      {scored?.kind === 'pairs' && event.setup.kind === 'pairs' ? (
        <PairsResults view={scored.view} desk={scored.desk} session={session} setup={event.setup} />
      ) : null}
      {scored?.kind === 'teams' && event.setup.kind === 'teams' ? (
        <TeamsResults
          view={scored.view}
          setup={event.setup}
          standings={deskTeamEventView(scored.desk, event.setup, ui.lang)}
        />
      ) : null}
    </article>
  );
}

/** A pair's points on each board it played, as a percentage of the board's top (IMPs at IMPs). */
function pairBoards(view: PairsView, pair: RankedPair): { board: number; value: number }[] {
  const out: { board: number; value: number }[] = [];
  for (const b of view.boards) {
    if (b.section !== null && b.section !== pair.section) continue;
    for (const r of b.rows) {
      const mine =
        pair.direction === 'NS'
          ? r.ns === pair.number
            ? r.nsPoints
            : null
          : pair.direction === 'EW'
            ? r.ew === pair.number
              ? r.ewPoints
              : null
            : r.ns === pair.number
              ? r.nsPoints
              : r.ew === pair.number
                ? r.ewPoints
                : null;
      if (mine === null) continue;
      out.push({ board: b.board, value: b.top ? (mine / b.top) * 100 : mine });
    }
  }
  return out.sort((a, b) => a.board - b.board);
}

function PairsResults(props: {
  view: PairsView;
  desk: PairsDesk;
  session: SessionView | null;
  setup: PairsSetup;
}) {
  const { f } = useUi();
  const d = useDesk();
  const { view, setup, session } = props;
  const pairs = view.fields.flatMap((x) => x.entries);
  // Each pair as the view's ranking row names it (pair and names), in the order of the rankings.
  const labels = (session?.rankings ?? []).flatMap((r) => {
    const pair = r.table.columns.findIndex((c) => c.code === 'pair');
    const names = r.table.columns.findIndex((c) => c.code === 'names');
    return r.table.rows.map((row) => ({ pair: row[pair] ?? '', names: names < 0 ? '' : (row[names] ?? '') }));
  });
  const [chosen, setChosen] = useState(0);
  const pair = pairs[chosen] ?? pairs[0];
  const label = labels[chosen] ?? labels[0];
  const deals = new Map((setup.deals ?? []).map((x) => [x.board, x.deal]));
  const travellers = useMemo(() => (session ? Array.from(session.travellers()) : []), [session]);
  const pct = view.unit === 'matchpoints';
  return (
    <>
      <section class="print-ranking">
        <PairsRankings rankings={session?.rankings ?? []} />
      </section>
      {pair && label ? (
        <section class="no-print pair-chart">
          <label class="field">
            <span>{d.rankings.pair}</span>
            <select value={chosen} onChange={(e) => setChosen(Number((e.target as HTMLSelectElement).value))}>
              {labels.map((p, i) => (
                <option key={i} value={i}>
                  {p.pair} {p.names}
                </option>
              ))}
            </select>
          </label>
          <BarChart
            title={d.results.pairByBoard(label.pair)}
            {...(pct ? { max: 100 } : {})}
            bars={pairBoards(view, pair).map((b) => ({
              label: String(b.board),
              value: b.value,
              text: d.results.pairBoardText(b.board, f.number(Math.round(b.value * 100) / 100)),
            }))}
          />
        </section>
      ) : null}
      <section class="travellers">
        {travellers.map((t, i) => (
          <Traveller
            key={`${t.section}-${t.board}`}
            traveller={t}
            board={view.boards[i]}
            deal={deals.get(t.board)}
          />
        ))}
      </section>
    </>
  );
}

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const SUITS = ['♠', '♥', '♦', '♣'] as const;

/** A PBN deal (`N:AKQ.JT9.876.5432 …`) as four hands by seat; a hand not known is null. */
function handsOf(deal: string): Partial<Record<Seat, string[] | null>> {
  const m = /^([NESW]):(.*)$/.exec(deal.trim());
  if (!m) return {};
  const start = SEATS.indexOf(m[1] as Seat);
  const out: Partial<Record<Seat, string[] | null>> = {};
  (m[2] ?? '')
    .trim()
    .split(/\s+/)
    .forEach((h, k) => {
      out[SEATS[(start + k) % 4] as Seat] = h === '-' ? null : h.split('.');
    });
  return out;
}

function Hand(props: { seat: Seat; hand: string[] | null | undefined }) {
  return (
    <div class={`hand hand-${props.seat}`}>
      <strong>{props.seat}</strong>
      {props.hand
        ? SUITS.map((s, i) => (
            <div key={s}>
              <span class={i === 1 || i === 2 ? 'red-suit' : ''}>{s}</span> {props.hand?.[i] || '—'}
            </div>
          ))
        : null}
    </div>
  );
}

/** A board's traveller: the view's heading and table, the hands, and how often each score was made. */
function Traveller(props: {
  traveller: TravellerView;
  board: BoardView | undefined;
  deal: string | undefined;
}) {
  const { f } = useUi();
  const d = useDesk();
  const t = props.traveller;
  const counts = new Map<number, number>();
  for (const r of props.board?.rows ?? [])
    if (r.nsScore !== null) counts.set(r.nsScore, (counts.get(r.nsScore) ?? 0) + 1);
  const scores = [...counts].sort((x, y) => x[0] - y[0]);
  const hands = props.deal ? handsOf(props.deal) : null;
  return (
    <section class="traveller-block">
      <h3>{t.heading}</h3>
      {hands ? (
        <figure class="hands" aria-label={d.results.hands(t.board)}>
          {SEATS.map((s) => (
            <Hand key={s} seat={s} hand={hands[s]} />
          ))}
        </figure>
      ) : null}
      <ViewTableEl class="traveller" table={t.table} />
      {scores.length > 0 ? (
        <BarChart
          title={d.results.frequency(t.board)}
          bars={scores.map(([score, n]) => ({
            label: f.signed(score),
            value: n,
            text: d.results.frequencyText(f.signed(score), n),
          }))}
        />
      ) : null}
    </section>
  );
}

function TeamsResults(props: { view: TeamsView; setup: TeamsSetup; standings: TeamEventView | null }) {
  const { f, c } = useUi();
  const d = useDesk();
  const { view, setup } = props;
  const scaleName = view.vpScale ? c.teams.scaleName(view.vpScale.name, view.vpScale.boards) : null;
  return (
    <>
      <section class="print-ranking">
        {scaleName ? (
          <p class="vp-scale">
            {d.form.vpScale}: {scaleName}
          </p>
        ) : null}
        <TeamsRankings view={view} setup={setup} standings={props.standings} />
      </section>
      {view.matches
        .filter((m) => m.b !== null && m.boards.length > 0)
        .map((m) => (
          <section key={m.number} class="traveller-block">
            <h3>{d.rankings.match(m.a, m.b ?? '')}</h3>
            <table class="traveller">
              <thead>
                <tr>
                  <th scope="col">{d.entry.board}</th>
                  <th scope="col" class="num">
                    1
                  </th>
                  <th scope="col" class="num">
                    2
                  </th>
                  <th scope="col" class="num">
                    {m.a}
                  </th>
                  <th scope="col" class="num">
                    {m.b}
                  </th>
                </tr>
              </thead>
              <tbody>
                {m.boards.map((b) => (
                  <tr key={b.board}>
                    <td>{b.board}</td>
                    <td class="num">{b.table1 === null ? '' : f.signed(b.table1)}</td>
                    <td class="num">{b.table2 === null ? '' : f.signed(b.table2)}</td>
                    <td class="num">{b.imps && b.imps.a > 0 ? f.number(b.imps.a) : ''}</td>
                    <td class="num">{b.imps && b.imps.b > 0 ? f.number(b.imps.b) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <LineChart
              title={d.results.margin(m.a, m.b ?? '')}
              points={m.running.map((r) => ({
                x: r.board,
                y: r.margin,
                text: d.results.marginText(r.board, f.signed(r.margin)),
              }))}
            />
          </section>
        ))}
      {view.vpCurve.length > 0 ? (
        <section class="no-print">
          <LineChart
            title={d.results.vpCurve(
              c.teams.scaleName(view.vpScale?.name ?? '', view.vpScale?.boards ?? null),
            )}
            points={view.vpCurve.map((vp, margin) => ({
              x: margin,
              y: vp,
              text: d.results.vpText(margin, f.number(vp)),
            }))}
          />
        </section>
      ) : null}
    </>
  );
}
