/**
 * What a scored teams event shows, as `bridge-score teams` prints it: the standings after each
 * round (place with ties, team, points, matches played, scored, conceded), every cell worded.
 * The command line pads the cells into columns; the desk's results page puts them in tables.
 *
 * @example
 * const event = scoreTeamEvent(matches, { scoring: 'vp', boards: 16 });
 * const view = teamEventView({ event: event.value, scoring: 'vp', lang: 'en' });
 * view.rounds[0]?.heading;         // 'After round 1'
 * view.rounds[0]?.table.rows[0];   // ['1', 'Bears', '15.62', '1', '32', '12']
 */
import type { EventScoring, RoundStandings, TeamEvent } from '@bridge-score/core';
import { catalog, type Lang } from '@bridge-score/i18n';
import type { ViewColumn, ViewTable } from './session-view.js';

/** A standings table's columns. */
export type StandingsColumn = 'place' | 'team' | 'points' | 'played' | 'scored' | 'conceded';

/** The standings after one round: its heading ("After round 2") and its table. */
export interface StandingsView {
  readonly round: number;
  readonly heading: string;
  readonly table: ViewTable<StandingsColumn>;
}

export interface TeamEventView {
  /** The standings after each round, in round order (the last are the event's). */
  readonly rounds: readonly StandingsView[];
}

const MINUS = '\u2212';

/** A number as people read it: at most two decimals, a true minus unless `ascii`. */
export function teamNumber(n: number, ascii = false): string {
  const text = String(Math.round(Math.abs(n) * 100) / 100);
  return n < 0 && text !== '0' ? (ascii ? '-' : MINUS) + text : text;
}

/** VPs, always to two decimals (as a VP scale gives them). */
export const victoryPointsText = (n: number): string => n.toFixed(2);

/** The standings of a scored teams event after each round (see the module overview). */
export function teamEventView(options: {
  readonly event: TeamEvent;
  readonly scoring: EventScoring;
  readonly lang: Lang;
  readonly ascii?: boolean;
}): TeamEventView {
  const words = catalog(options.lang).teams;
  const c = words.standingsColumns;
  const ascii = options.ascii ?? false;
  const columns: ViewColumn<StandingsColumn>[] = [
    { code: 'place', header: c.place, align: 'right' },
    { code: 'team', header: c.team, align: 'left' },
    { code: 'points', header: c.points, align: 'right' },
    { code: 'played', header: c.played, align: 'right' },
    { code: 'scored', header: c.scored, align: 'right' },
    { code: 'conceded', header: c.conceded, align: 'right' },
  ];
  const table = (round: RoundStandings): ViewTable<StandingsColumn> => ({
    columns,
    rows: round.standings.map((s) => [
      s.place,
      s.team,
      options.scoring === 'vp' ? victoryPointsText(s.points) : teamNumber(s.points, ascii),
      String(s.played),
      teamNumber(s.scored, ascii),
      teamNumber(s.conceded, ascii),
    ]),
  });
  return {
    rounds: options.event.rounds.map((r) => ({
      round: r.round,
      heading: words.afterRound(r.round),
      table: table(r),
    })),
  };
}
