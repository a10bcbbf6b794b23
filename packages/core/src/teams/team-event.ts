/**
 * A multi-team event: a sequence of rounds of matches (a round robin or a
 * Swiss), each match converted to victory points (or, at board-a-match or
 * total IMPs, simply added up), with the standings after every round, ties
 * shown as shared places ("3="), and the pairing of the next Swiss round.
 *
 * @example
 * const r = scoreTeamEvent(
 *   [{ kind: 'match', round: 1, a: 'Lions', b: 'Tigers', score: { a: 40, b: 17 }, boards: 16 }],
 *   { scoring: 'vp' },
 * );
 * // r.value.rounds[0].standings: Lions 15.56 (1), Tigers 4.44 (2)
 */

import { fraction } from '../common/fraction.js';
import { formatPlace, rankValues } from '../common/ranking.js';
import { err, ok, type Result } from '../common/result.js';
import type { TeamsError } from './errors.js';
import { MAX_IMPS } from './imps.js';
import type { TeamPair } from './team-match.js';
import { type VpScale, victoryPoints, wbfScale } from './victory-points.js';

/** One entry of the event: a match between two teams, or a bye. */
export type EventMatch =
  | {
      readonly kind: 'match';
      readonly round: number;
      readonly a: string;
      readonly b: string;
      /** Each team's score: IMPs won (at VPs or total IMPs) or board-a-match points. */
      readonly score: TeamPair<number>;
      /** Boards played, for the VP scale; default the event's. */
      readonly boards?: number;
    }
  | {
      readonly kind: 'bye';
      readonly round: number;
      readonly team: string;
      /** Points for the bye; default the event's `byePoints`. */
      readonly points?: number;
    };

/**
 * How a match counts in the standings: `vp` converts the IMP margin to
 * victory points on a scale; `total` adds the scores as they are (total
 * IMPs, or board-a-match points).
 */
export const EVENT_SCORINGS = ['vp', 'total'] as const;
export type EventScoring = (typeof EVENT_SCORINGS)[number];

export interface EventOptions {
  readonly scoring: EventScoring;
  /** The VP scale, or the scale for a match's number of boards (default the WBF 2013 scale). */
  readonly scale?: VpScale | ((boards: number) => VpScale);
  /** Boards per match when a match does not say (needed for the WBF scale). */
  readonly boards?: number;
  /**
   * Points for a bye. Events differ (a draw, 12 VPs, the team's average …),
   * so this is a setting; default 10, a draw on the 20-VP scale.
   */
  readonly byePoints?: number;
}

/** A match of the event with the points each team took from it. */
export type ScoredEventMatch =
  | (Extract<EventMatch, { kind: 'match' }> & { readonly points: TeamPair<number> })
  | (Extract<EventMatch, { kind: 'bye' }> & { readonly points: number });

export interface Standing {
  /** "1", "2", "3=" when tied. */
  readonly place: string;
  /** The place as a number (tied teams share the higher one). */
  readonly rank: number;
  readonly team: string;
  /** VPs (or total score) so far. */
  readonly points: number;
  /** Matches played (byes not counted). */
  readonly played: number;
  /** IMPs (or board points) won and lost in the matches played. */
  readonly scored: number;
  readonly conceded: number;
}

export interface RoundStandings {
  readonly round: number;
  readonly standings: readonly Standing[];
}

export interface TeamEvent {
  /** Teams in order of first appearance. */
  readonly teams: readonly string[];
  readonly matches: readonly ScoredEventMatch[];
  /** Standings after each round, in round order. */
  readonly rounds: readonly RoundStandings[];
}

const hundredths = (x: number): number => Math.round(x * 100);

function scaleFor(options: EventOptions, boards: number | undefined): VpScale {
  const given = options.scale;
  if (given !== undefined && typeof given !== 'function') return given;
  const n = boards ?? options.boards;
  if (n === undefined) throw new RangeError('the number of boards is needed for the VP scale');
  return (given ?? wbfScale)(n);
}

/** The points a match is worth to each team. */
function matchPoints(m: Extract<EventMatch, { kind: 'match' }>, options: EventOptions): TeamPair<number> {
  switch (options.scoring) {
    case 'vp':
      return victoryPoints(m.score.a - m.score.b, scaleFor(options, m.boards));
    case 'total':
      return m.score;
  }
}

interface Tally {
  points: number; // hundredths
  played: number;
  scored: number;
  conceded: number;
}

function standingsOf(teams: readonly string[], tally: ReadonlyMap<string, Tally>): Standing[] {
  const rows = teams.map((team) => {
    const t = tally.get(team) ?? { points: 0, played: 0, scored: 0, conceded: 0 };
    return { team, points: t.points / 100, played: t.played, scored: t.scored, conceded: t.conceded };
  });
  // Points are kept in hundredths, so equal standings are equal whole numbers.
  const kept = teams.map((team) => tally.get(team)?.points ?? 0);
  return rankValues(Float64Array.from(kept), (i) => fraction(kept[i] as number))
    .map((r) => ({ place: formatPlace(r), rank: r.place, ...(rows[r.index] as (typeof rows)[number]) }))
    .sort((x, y) => x.rank - y.rank || x.team.localeCompare(y.team));
}

/**
 * A team's score in a match that cannot be: below 0, or more than the
 * boards can give (at most 24 IMPs a board on the Law 78B scale; a
 * board-a-match point a board is less). Unknown boards bound nothing.
 */
function scoreError(
  m: Extract<EventMatch, { kind: 'match' }>,
  options: EventOptions,
): Extract<TeamsError, { code: 'event-score' }> | null {
  const boards = m.boards ?? options.boards ?? null;
  for (const [team, score] of [
    [m.a, m.score.a],
    [m.b, m.score.b],
  ] as const) {
    if (!Number.isFinite(score) || score < 0 || (boards !== null && score > MAX_IMPS * boards)) {
      return { code: 'event-score', team, round: m.round, score, boards };
    }
  }
  return null;
}

/**
 * Scores an event: every match's points, and the standings after each round.
 * Checks that no team plays itself or twice in a round, and that no score is
 * below 0 or more than its match's boards can give.
 *
 * @example
 * scoreTeamEvent(matches, { scoring: 'vp', boards: 16 }).value.rounds.at(-1).standings[0].place; // '1'
 */
export function scoreTeamEvent(
  matches: readonly EventMatch[],
  options: EventOptions,
): Result<TeamEvent, TeamsError> {
  if (matches.length === 0) return err({ code: 'event-empty' });
  const teams: string[] = [];
  const seen = new Set<string>();
  const meet = (team: string) => {
    if (!seen.has(team)) {
      seen.add(team);
      teams.push(team);
    }
  };
  const byRound = new Map<number, Set<string>>();
  for (const m of matches) {
    const inRound = byRound.get(m.round) ?? new Set<string>();
    byRound.set(m.round, inRound);
    const names = m.kind === 'match' ? [m.a, m.b] : [m.team];
    if (m.kind === 'match' && m.a === m.b) return err({ code: 'event-self', team: m.a });
    for (const team of names) {
      if (inRound.has(team)) return err({ code: 'event-twice', team, round: m.round });
      inRound.add(team);
      meet(team);
    }
  }
  for (const m of matches) {
    if (m.kind !== 'match') continue;
    const wrong = scoreError(m, options);
    if (wrong) return err(wrong);
  }
  const scored = matches.map((m): ScoredEventMatch => {
    if (m.kind === 'bye') return { ...m, points: m.points ?? options.byePoints ?? 10 };
    return { ...m, points: matchPoints(m, options) };
  });
  const tally = new Map<string, Tally>();
  const add = (team: string, points: number, played: number, won: number, lost: number) => {
    const t = tally.get(team) ?? { points: 0, played: 0, scored: 0, conceded: 0 };
    t.points += hundredths(points);
    t.played += played;
    t.scored += won;
    t.conceded += lost;
    tally.set(team, t);
  };
  const rounds: RoundStandings[] = [];
  const roundNumbers = [...byRound.keys()].sort((x, y) => x - y);
  for (const round of roundNumbers) {
    for (const m of scored) {
      if (m.round !== round) continue;
      if (m.kind === 'bye') add(m.team, m.points, 0, 0, 0);
      else {
        add(m.a, m.points.a, 1, m.score.a, m.score.b);
        add(m.b, m.points.b, 1, m.score.b, m.score.a);
      }
    }
    rounds.push({ round, standings: standingsOf(teams, tally) });
  }
  return ok({ teams, matches: scored, rounds });
}

// ---------------------------------------------------------------------------
// Schedules and pairings

/**
 * A round-robin schedule by the circle method: every team meets every other
 * once; with an odd number of teams each round one team has a bye (null).
 *
 * @example
 * roundRobin(['A', 'B', 'C', 'D']); // 3 rounds of 2 matches
 */
export function roundRobin(teams: readonly string[]): (readonly [string, string | null])[][] {
  const circle: (string | null)[] = [...teams];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const rounds: (readonly [string, string | null])[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: (readonly [string, string | null])[] = [];
    for (let i = 0; i < n / 2; i++) {
      const x = circle[i] ?? null;
      const y = circle[n - 1 - i] ?? null;
      if (x === null && y !== null) round.push([y, null]);
      else if (x !== null) round.push([x, y]);
    }
    rounds.push(round);
    // Keep the first team fixed, rotate the rest by one.
    circle.splice(1, 0, circle.pop() ?? null);
  }
  return rounds;
}

export interface SwissPairing {
  /** Matches of the next round, the higher-placed team first. */
  readonly pairs: readonly (readonly [string, string])[];
  readonly bye: string | null;
  /** How many of the pairs are teams that have met already (0 unless unavoidable). */
  readonly repeats: number;
}

const pairKey = (x: string, y: string): string => (x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);

/** The pairs of teams that have met, and the teams that have had a bye. */
export function history(matches: readonly EventMatch[]): { met: Set<string>; byes: Set<string> } {
  const met = new Set<string>();
  const byes = new Set<string>();
  for (const m of matches) {
    if (m.kind === 'match') met.add(pairKey(m.a, m.b));
    else byes.add(m.team);
  }
  return { met, byes };
}

/** At most this many steps of backtracking before pairing greedily. */
const SEARCH_BUDGET = 200_000;

/**
 * The next Swiss round: teams in order of the standings, each paired with
 * the highest-placed team it has not met, backtracking when the teams left
 * cannot all be paired that way. With an odd number of teams the
 * lowest-placed team that has not had a bye gets it. When no pairing avoids
 * a repeat, teams are paired greedily in order and the repeats counted.
 *
 * @example
 * swissPairing(['A', 'B', 'C', 'D'], { met: new Set([pairKeyOf('A', 'B')]) });
 * // { pairs: [['A', 'C'], ['B', 'D']], bye: null, repeats: 0 }
 */
export function swissPairing(
  order: readonly string[],
  past: { readonly met: ReadonlySet<string>; readonly byes?: ReadonlySet<string> },
): SwissPairing {
  const met = (x: string, y: string) => past.met.has(pairKey(x, y));
  const candidates: (string | null)[] = [];
  if (order.length % 2 === 1) {
    for (let i = order.length - 1; i >= 0; i--) {
      const t = order[i] as string;
      if (!past.byes?.has(t)) candidates.push(t);
    }
    if (candidates.length === 0) candidates.push(order[order.length - 1] as string);
  } else {
    candidates.push(null);
  }
  let steps = 0;
  const pair = (left: readonly string[]): (readonly [string, string])[] | null => {
    if (left.length === 0) return [];
    if (++steps > SEARCH_BUDGET) return null;
    const [first, ...rest] = left as [string, ...string[]];
    for (let j = 0; j < rest.length; j++) {
      const other = rest[j] as string;
      if (met(first, other)) continue;
      const sub = pair([...rest.slice(0, j), ...rest.slice(j + 1)]);
      if (sub) return [[first, other], ...sub];
    }
    return null;
  };
  for (const bye of candidates) {
    const left = order.filter((t) => t !== bye);
    const pairs = pair(left);
    if (pairs) return { pairs, bye, repeats: 0 };
  }
  const bye = candidates[0] ?? null;
  const left = order.filter((t) => t !== bye);
  const pairs: (readonly [string, string])[] = [];
  let repeats = 0;
  const open = [...left];
  while (open.length > 1) {
    const first = open.shift() as string;
    let j = open.findIndex((t) => !met(first, t));
    if (j < 0) {
      j = 0;
      repeats++;
    }
    pairs.push([first, open.splice(j, 1)[0] as string]);
  }
  return { pairs, bye, repeats };
}

/** The key under which `swissPairing` looks up whether two teams have met. */
export const pairKeyOf = pairKey;

/**
 * The next Swiss round of a scored event, from its latest standings.
 *
 * @example
 * nextSwissRound(event.value); // { pairs: [['Lions', 'Bears'], …], bye: null, repeats: 0 }
 */
export function nextSwissRound(event: TeamEvent): SwissPairing {
  const last = event.rounds[event.rounds.length - 1];
  const order = last ? last.standings.map((s) => s.team) : [...event.teams];
  return swissPairing(order, history(event.matches));
}
