/**
 * A teams event at the desk scored by the core: each match's lines (table 1:
 * team A North-South, table 2: team A East-West) become the core's match
 * boards, scored at IMPs (`scoreMatch`) or board-a-match
 * (`scoreBoardAMatch`); the matches go to `scoreTeamEvent` with the event's VP
 * scale (`vpScaleOf`: the WBF 2013 scale for the match's boards or another
 * number, or a table), or as total IMPs or board points.
 *
 * A board is scored once both tables have a line; an adjusted line (`A+A-`)
 * makes the board adjusted, each team's award read from its own side.
 *
 * @example
 * const desk = scoreTeamsDesk(setup, lines);
 * desk.matches[0]?.sheet?.imps; // { a: 23, b: 7 }
 * desk.event?.rounds.at(-1)?.standings; // places after the last round
 */
import {
  type AdjustedAward,
  type BamMatch,
  boardVulnerability,
  type EventMatch,
  history,
  type ImpAward,
  type MatchBoard,
  type MatchError,
  type MatchSheet,
  matchVictoryPoints,
  type Outcome,
  outcomeNsScore,
  scoreBoardAMatch,
  scoreMatch,
  scoreTeamEvent,
  swissPairing,
  type TableResult,
  type TeamEvent,
  type TeamsError,
  type VpPair,
  type VpScale,
} from '@bridge-score/core';
import { type LineError, parseTableLine } from './line.js';
import type { DeskLine } from './pairs.js';
import { type TeamMatchSetup, type TeamsSetup, vpScaleOf } from './setup.js';

export type TeamLineError =
  | LineError
  | {
      readonly field: 'line';
      readonly error:
        | { readonly code: 'desk-line-board'; readonly board: number }
        | { readonly code: 'desk-line-match'; readonly match: string }
        | { readonly code: 'desk-line-weighted' }
        | { readonly code: 'desk-line-percent'; readonly percent: number };
      readonly start: number;
      readonly end: number;
    };

export interface ScoredMatch {
  readonly number: number;
  readonly setup: TeamMatchSetup;
  /** The IMP sheet of the boards complete so far; null when the core refused a board (see `error`). */
  readonly sheet: MatchSheet | null;
  readonly error: MatchError | null;
  /** Board-a-match points when the event is scored so. */
  readonly bam: BamMatch | null;
  /** VPs when the event is scored so and a board was scored. */
  readonly vp: VpPair | null;
  /** Boards with one table's line only. */
  readonly incomplete: readonly number[];
}

export interface TeamsDesk {
  readonly matches: readonly ScoredMatch[];
  /** Standings after every round; null before any match has a scored board. */
  readonly event: TeamEvent | null;
  readonly eventError: TeamsError | null;
  readonly errors: ReadonlyMap<string, TeamLineError>;
  /** The event's VP scale (`vpScaleOf`), for the VP chart; null unless scored at VPs. */
  readonly scale: VpScale | null;
  /**
   * The matches as the core's team event takes them (a bye, or each team's IMPs or board points with
   * the boards of a WBF scale), for the team-event file `bridge-score teams` reads.
   */
  readonly eventMatches: readonly EventMatch[];
}

type Table = { readonly outcome: Outcome; readonly id: string };

function tableResult(outcome: Outcome, board: number): TableResult | null {
  switch (outcome.kind) {
    case 'played':
      return { kind: 'score', ns: outcomeNsScore(outcome, boardVulnerability(board)) };
    case 'score':
      return { kind: 'score', ns: outcome.ns };
    case 'not-played':
      return { kind: 'not-played' };
    case 'adjusted':
    case 'weighted':
      return null;
  }
}

function impAward(a: AdjustedAward): ImpAward | null {
  return typeof a === 'number' ? null : { kind: a };
}

/** Scores every match and the event (see the module overview). */
export function scoreTeamsDesk(setup: TeamsSetup, lines: readonly DeskLine[]): TeamsDesk {
  const errors = new Map<string, TeamLineError>();
  const scale = vpScaleOf(setup);
  const tables = new Map<string, Map<number, { 1?: Table; 2?: Table }>>();
  for (const line of lines) {
    const whole = { start: 0, end: line.text.length };
    const n = Number(line.section);
    if (!Number.isSafeInteger(n) || n < 1 || n > setup.matches.length) {
      errors.set(line.id, {
        field: 'line',
        error: { code: 'desk-line-match', match: line.section },
        ...whole,
      });
      continue;
    }
    if (line.board < 1 || line.board > setup.boardsPerMatch) {
      errors.set(line.id, { field: 'line', error: { code: 'desk-line-board', board: line.board }, ...whole });
      continue;
    }
    const read = parseTableLine(line.text);
    if (!read.ok) {
      errors.set(line.id, read.error);
      continue;
    }
    const o = read.value.outcome;
    if (o.kind === 'weighted') {
      errors.set(line.id, { field: 'line', error: { code: 'desk-line-weighted' }, ...whole });
      continue;
    }
    if (o.kind === 'adjusted' && (typeof o.ns === 'number' || typeof o.ew === 'number')) {
      const percent = typeof o.ns === 'number' ? o.ns : (o.ew as number);
      errors.set(line.id, { field: 'line', error: { code: 'desk-line-percent', percent }, ...whole });
      continue;
    }
    const match = tables.get(line.section) ?? new Map<number, { 1?: Table; 2?: Table }>();
    tables.set(line.section, match);
    const board = match.get(line.board) ?? {};
    match.set(line.board, { ...board, [read.value.table]: { outcome: o, id: line.id } });
  }

  const matches: ScoredMatch[] = setup.matches.map((m, i) => {
    const number = i + 1;
    const boards: MatchBoard[] = [];
    const incomplete: number[] = [];
    const held = tables.get(String(number)) ?? new Map();
    for (const board of [...held.keys()].sort((x, y) => x - y)) {
      const { 1: t1, 2: t2 } = held.get(board) as { 1?: Table; 2?: Table };
      const adjusted = [t1, t2].find((t) => t?.outcome.kind === 'adjusted');
      if (adjusted && adjusted.outcome.kind === 'adjusted') {
        // Team A holds the North-South cards at table 1 and East-West at table 2.
        const atOne = adjusted === t1;
        const a = impAward(atOne ? adjusted.outcome.ns : adjusted.outcome.ew);
        const b = impAward(atOne ? adjusted.outcome.ew : adjusted.outcome.ns);
        if (a && b) boards.push({ board, kind: 'adjusted', a, b });
        continue;
      }
      if (!t1 || !t2) {
        incomplete.push(board);
        continue;
      }
      const r1 = tableResult(t1.outcome, board);
      const r2 = tableResult(t2.outcome, board);
      if (r1 && r2) boards.push({ board, kind: 'played', table1: r1, table2: r2 });
    }
    const scored = m.b === null ? null : scoreMatch(boards);
    const sheet = scored?.ok ? scored.value : null;
    const bam = sheet && setup.scoring === 'board-a-match' ? scoreBoardAMatch(sheet) : null;
    const vp = sheet && scale && sheet.scored > 0 ? matchVictoryPoints(sheet, scale) : null;
    return {
      number,
      setup: m,
      sheet,
      error: scored && !scored.ok ? scored.error : null,
      bam,
      vp,
      incomplete,
    };
  });

  const eventMatches: EventMatch[] = [];
  // The boards a WBF scale is for: the match's, or the number the director chose.
  const wbfBoards =
    setup.scoring === 'vp' && (setup.vpScale?.kind ?? 'wbf') === 'wbf'
      ? setup.vpScale?.kind === 'wbf' && setup.vpScale.boards !== null
        ? setup.vpScale.boards
        : setup.boardsPerMatch
      : null;
  for (const m of matches) {
    if (m.setup.b === null) {
      eventMatches.push({ kind: 'bye', round: m.setup.round, team: m.setup.a });
    } else if (m.sheet && m.sheet.scored > 0) {
      const score =
        setup.scoring === 'board-a-match' && m.bam
          ? m.bam.points
          : { a: Math.max(0, m.sheet.imps.a), b: Math.max(0, m.sheet.imps.b) };
      const boards = wbfBoards ?? undefined;
      eventMatches.push({
        kind: 'match',
        round: m.setup.round,
        a: m.setup.a,
        b: m.setup.b,
        score,
        ...(boards === undefined ? {} : { boards }),
      });
    }
  }
  const hasMatch = eventMatches.some((m) => m.kind === 'match');
  const scored = hasMatch
    ? scoreTeamEvent(eventMatches, {
        scoring: setup.scoring === 'vp' ? 'vp' : 'total',
        boards: setup.boardsPerMatch,
        ...(scale ? { scale } : {}),
      })
    : null;
  return {
    matches,
    event: scored?.ok ? scored.value : null,
    eventError: scored && !scored.ok ? scored.error : null,
    errors,
    scale,
    eventMatches,
  };
}

/**
 * The matches of the next Swiss round (the core's `swissPairing`): teams in the order of the
 * latest standings (the setup's order before any), pairs already met avoided, a bye to the
 * lowest-placed team without one.
 */
export function nextSwissMatches(setup: TeamsSetup, desk: TeamsDesk): TeamMatchSetup[] {
  const past: EventMatch[] = setup.matches.map((m) =>
    m.b === null
      ? { kind: 'bye', round: m.round, team: m.a }
      : { kind: 'match', round: m.round, a: m.a, b: m.b, score: { a: 0, b: 0 } },
  );
  const last = desk.event?.rounds[desk.event.rounds.length - 1];
  const order = last ? last.standings.map((s) => s.team) : [...setup.teams];
  const pairing = swissPairing(order, history(past));
  const round = Math.max(0, ...setup.matches.map((m) => m.round)) + 1;
  return [
    ...pairing.pairs.map(([a, b]) => ({ round, a, b })),
    ...(pairing.bye === null ? [] : [{ round, a: pairing.bye, b: null }]),
  ];
}
