/**
 * The rankings tables: a pairs event's fields as `@bridge-score/view` lays them out (the same
 * headings, columns and cells as `bridge-score session` prints), a teams event's standings.
 */
import { CONVENTIONS } from '@bridge-score/core';
import type { PairsDesk, PairsSetup, TeamsDesk, TeamsSetup, TeamsView } from '@bridge-score/desk';
import type { Lang } from '@bridge-score/i18n';
import {
  type RankingView,
  type SessionView,
  sessionView,
  type TeamEventView,
  teamEventView,
  type ViewTable,
} from '@bridge-score/view';
import { useUi } from '../ui';
import { matchName } from './entry';
import { useDesk } from './words';

/**
 * The session view of a scored pairs event (none before a line is scored): what the CLI's session
 * shows of the same event, worded in the page's language. The conventions are named unless ours.
 */
export function deskSessionView(desk: PairsDesk, setup: PairsSetup, lang: Lang): SessionView | null {
  if (!desk.session) return null;
  const c = CONVENTIONS[setup.conventions];
  return sessionView({
    event: desk.event,
    score: desk.session,
    lang,
    conventions:
      setup.conventions === 'bridge-score' ? null : { source: 'option', program: c.program, name: c.name },
    title: setup.name,
  });
}

/** A table of the view: its columns' headers and its rows' cells as they are, numbers to the right. */
export function ViewTableEl<C extends string>(props: {
  table: ViewTable<C>;
  caption?: string;
  class: string;
}) {
  const { columns, rows } = props.table;
  const cls = (code: string, align: string) => `col-${code}${align === 'right' ? ' num' : ''}`;
  return (
    <table class={props.class}>
      {props.caption ? <caption>{props.caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((col) => (
            <th key={col.code} scope="col" class={cls(col.code, col.align)}>
              {col.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, k) => (
              <td
                key={columns[k]?.code ?? k}
                class={cls(columns[k]?.code ?? '', columns[k]?.align ?? 'left')}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PairsRankings(props: { rankings: readonly RankingView[]; heading?: 'h2' | 'h1' }) {
  const d = useDesk();
  const H = props.heading ?? 'h2';
  return (
    <div class="rankings">
      <H>{d.rankings.heading}</H>
      {props.rankings.length === 0 ? <p>{d.rankings.none}</p> : null}
      {props.rankings.map((r) => (
        <ViewTableEl key={r.field} class="ranking" caption={r.heading} table={r.table} />
      ))}
    </div>
  );
}

/**
 * The standings of a scored teams event after each round, as `bridge-score teams` shows them for the
 * event's exported match file (VPs, or the total score at IMPs and board-a-match); none before a match
 * is scored.
 */
export function deskTeamEventView(desk: TeamsDesk, setup: TeamsSetup, lang: Lang): TeamEventView | null {
  if (!desk.event) return null;
  return teamEventView({ event: desk.event, scoring: setup.scoring === 'vp' ? 'vp' : 'total', lang });
}

export function TeamsRankings(props: {
  view: TeamsView;
  setup: TeamsSetup;
  standings: TeamEventView | null;
  heading?: 'h2' | 'h1';
}) {
  const { f } = useUi();
  const d = useDesk();
  const { view, setup } = props;
  const H = props.heading ?? 'h2';
  return (
    <div class="rankings">
      <H>{d.rankings.heading}</H>
      <table class="ranking">
        <thead>
          <tr>
            <th scope="col">{d.entry.match}</th>
            <th scope="col" class="num">
              {setup.scoring === 'board-a-match' ? d.rankings.points : d.rankings.imps}
            </th>
            {setup.scoring === 'vp' ? (
              <th scope="col" class="num">
                {d.rankings.vp}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {view.matches.map((m, i) => (
            <tr key={m.number}>
              <td>{matchName(setup, i, d.rankings.match, d.rankings.bye)}</td>
              <td class="num">{m.score ? `${f.number(m.score.a)} – ${f.number(m.score.b)}` : ''}</td>
              {setup.scoring === 'vp' ? (
                <td class="num">{m.vp ? `${f.number(m.vp.a)} – ${f.number(m.vp.b)}` : ''}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The standings after each round, as bridge-score teams prints them: the last are the event's. */}
      {!props.standings || props.standings.rounds.length === 0 ? (
        <p>{d.rankings.none}</p>
      ) : (
        [...props.standings.rounds]
          .reverse()
          .map((r, i) => (
            <ViewTableEl
              key={r.round}
              class={i === 0 ? 'ranking standings' : 'standings standings-earlier'}
              caption={r.heading}
              table={r.table}
            />
          ))
      )}
    </div>
  );
}
