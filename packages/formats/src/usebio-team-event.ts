/**
 * A USEBIO teams event (several MATCH elements, their rounds, the teams of
 * PARTICIPANTS) as the core's team event (`team-event.ts`): one `EventMatch`
 * per MATCH, the same that the team-event CSV (`team-event-csv.ts`) gives.
 *
 * - The IMPs of a match with boards are its boards scored by the core's team
 *   match (`scoreMatch`): each team's column of the scoresheet. When the MATCH
 *   also gives TEAM_SCORE and OPPOSING_TEAM_SCORE and they say otherwise (in
 *   IMPs, or in VPs on the event's scale when MATCH_SCORING_METHOD is VPS), a
 *   warning at the MATCH says so: the boards are used.
 * - A match without boards counts TEAM_SCORE and OPPOSING_TEAM_SCORE as its
 *   IMPs. Given only in VPs, its IMPs are unknown: a problem, and the match is
 *   left out.
 * - A team's name is its TEAM_NAME, else its number; teams sharing a name are
 *   told apart by their numbers ("Smith (3)").
 * - The boards of a match (for the VP scale): `options.boards`, else the boards
 *   in the MATCH, else what the file says (START/END_BOARD_NUMBER, or the
 *   event's BOARDS_PER_ROUND); unknown otherwise (the caller asks for them).
 * - A match needs its ROUND_NUMBER, unless it is the file's only match (round 1).
 *
 * Every problem is at its element: a match that cannot be used is left out
 * with an error, so a caller that stops at the first error never shows
 * standings that lack a match.
 *
 * @example
 * const r = readUsebio(text, { file: 'event.xml' });
 * const problems = new Problems('event.xml');
 * if (r.ok) scoreTeamEvent(usebioTeamEvent(r.value.value, problems).matches, { scoring: 'vp' });
 */
import {
  type EventMatch,
  type MatchOptions,
  type MatchSheet,
  scoreMatch,
  type TeamPair,
  type VpScale,
  victoryPoints,
  wbfScale,
} from '@bridge-score/core';
import { type Position, type Problems, positionOf } from './problems.js';
import type { UsebioDocument } from './usebio.js';
import { type UsebioTeam, type UsebioTeamMatch, usebioTeamMatches } from './usebio-teams.js';

export interface UsebioEventOptions extends MatchOptions {
  /** Boards per match, instead of the file's (the command's `--boards`). */
  readonly boards?: number;
  /** The VP scale that given VPs are checked against (default the WBF 2013 scale for the boards). */
  readonly scale?: VpScale | ((boards: number) => VpScale);
}

/** The event's matches and where each was read (its MATCH element). */
export interface UsebioTeamEvent {
  readonly matches: readonly EventMatch[];
  readonly positions: readonly Position[];
}

const START: Position = { line: 1, column: 1 };
const hundredths = (x: number) => Math.round(x * 100);

/**
 * What each team is called: its TEAM_NAME, else its number; teams that share
 * a name are told apart by their numbers (`Lions (1)`, `Lions (2)`).
 */
export function teamNames(matches: readonly UsebioTeamMatch[]): Map<UsebioTeam, string> {
  const teams = new Set(matches.flatMap((m) => [m.teams.a, m.teams.b]));
  const count = new Map<string, number>();
  const base = (t: UsebioTeam) => t.name ?? String(t.number);
  for (const t of teams) count.set(base(t), (count.get(base(t)) ?? 0) + 1);
  const names = new Map<UsebioTeam, string>();
  for (const t of teams) {
    names.set(t, (count.get(base(t)) ?? 0) > 1 && t.name !== undefined ? `${t.name} (${t.number})` : base(t));
  }
  return names;
}

/**
 * A match's boards scored (their IMPs), or null with an error at the board that cannot be scored
 * (the USEBIO and PBN team readers both use it).
 */
export function scoredBoards(
  m: UsebioTeamMatch,
  options: UsebioEventOptions,
  problems: Problems,
): MatchSheet | null {
  const sheet = scoreMatch(m.boards, options);
  if (sheet.ok) return sheet.value;
  const error = sheet.error;
  const board = 'board' in error && typeof error.board === 'number' ? error.board : undefined;
  const entry = m.boards.find((b) => b.board === board);
  problems.error((entry && positionOf(entry)) ?? positionOf(m) ?? START, {
    code: 'usebio-match-board',
    cause: error,
  });
  return null;
}

/** What the given scores would be if they agreed with the boards, or null when they do. */
function disagreement(
  m: UsebioTeamMatch,
  given: TeamPair<number>,
  imps: TeamPair<number>,
  boards: number,
  options: UsebioEventOptions,
): TeamPair<number> | null {
  if (m.unit === 'imps') {
    const same = hundredths(given.a) === hundredths(imps.a) && hundredths(given.b) === hundredths(imps.b);
    return same ? null : imps;
  }
  const scale = typeof options.scale === 'object' ? options.scale : (options.scale ?? wbfScale)(boards);
  const vps = victoryPoints(imps.a - imps.b, scale);
  const same = hundredths(vps.a) === hundredths(given.a) && hundredths(vps.b) === hundredths(given.b);
  return same ? null : vps;
}

/**
 * The team event of a USEBIO document (see the module overview): every match
 * that can be used, in the file's order, and a problem for each that cannot.
 *
 * @example
 * usebioTeamEvent(doc, problems).matches[0];
 * // { kind: 'match', round: 1, a: 'Lions', b: 'Tigers', score: { a: 10, b: 0 }, boards: 4 }
 */
export function usebioTeamEvent(
  doc: UsebioDocument,
  problems: Problems,
  options: UsebioEventOptions = {},
): UsebioTeamEvent {
  const read = usebioTeamMatches(doc, problems);
  const names = teamNames(read);
  const matches: EventMatch[] = [];
  const positions: Position[] = [];
  for (const m of read) {
    const at = positionOf(m) ?? START;
    const round = m.round ?? (read.length === 1 ? 1 : undefined);
    if (round === undefined) {
      problems.error(at, { code: 'xml-element-missing', element: 'ROUND_NUMBER', parent: 'MATCH' });
      continue;
    }
    let score: TeamPair<number>;
    let boards = options.boards;
    if (m.boards.length > 0) {
      const sheet = scoredBoards(m, options, problems);
      if (!sheet) continue;
      score = sheet.imps;
      boards ??= m.boards.length;
      const other = m.given && disagreement(m, m.given, score, boards, options);
      if (m.given && other) {
        problems.warning(at, { code: 'usebio-match-score', unit: m.unit, given: m.given, computed: other });
      }
    } else if (!m.given) {
      problems.error(at, { code: 'usebio-match-empty' });
      continue;
    } else if (m.unit === 'vps') {
      problems.error(at, { code: 'usebio-match-vps-only' });
      continue;
    } else {
      score = m.given;
      boards ??= m.declaredBoards;
    }
    const a = names.get(m.teams.a) ?? String(m.teams.a.number);
    const b = names.get(m.teams.b) ?? String(m.teams.b.number);
    matches.push({ kind: 'match', round, a, b, score, ...(boards === undefined ? {} : { boards }) });
    positions.push(at);
  }
  return { matches, positions };
}
