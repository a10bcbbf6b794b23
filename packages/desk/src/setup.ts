/**
 * An event at the director's desk: its setup (what the director chose when
 * creating it) and its traveller lines as typed. A pairs event is sections
 * in a Mitchell or Howell movement (the core's `mitchell` and `howell`),
 * a scoring method and a convention set with overrides (the core's
 * `CONVENTIONS`); a teams event is teams meeting in matches (a single match,
 * a round robin from the core's `roundRobin`, or Swiss rounds added as they
 * are paired), scored at IMPs with a VP scale or at board-a-match.
 *
 * Nothing here scores: `pairs.ts` and `teams.ts` hand the lines to the core.
 *
 * @example
 * const setup: PairsSetup = {
 *   kind: 'pairs', name: 'Tuesday', date: '2026-12-01',
 *   sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
 *   method: 'mp', conventions: 'bridge-score', overrides: {}, pairs: [],
 * };
 * plans(setup); // { ok: true, value: Map { 'A' => the 3-table Mitchell } }
 */
import {
  type AdjustedRule,
  boardSchedule,
  CONVENTIONS,
  type ConventionsName,
  conventionSettings,
  err,
  type Factoring,
  howell,
  MATCHPOINT_SCALES,
  type MatchpointScaleName,
  type Movement,
  type MovementError,
  type MovementPlan,
  mitchell,
  ok,
  type PairsSettings,
  type Result,
  roundRobin,
  type Scope,
  type ScoringMethod,
  type Side,
} from '@bridge-score/core';

/** Longest name of an event, a team or a player. */
export const MAX_DESK_NAME = 80;
/** Most sections, tables, rounds, boards a round, teams: generous bounds for one club evening or congress. */
export const DESK_LIMITS = {
  sections: 8,
  tables: 60,
  rounds: 60,
  boardsPerRound: 8,
  teams: 64,
  boardsPerMatch: 64,
  reason: 200,
  text: 120,
} as const;

export interface SectionSetup {
  readonly name: string;
  readonly movement: Movement;
  /** 0: no movement plan (an imported file): the pairs are those named on the lines, no line is missed. */
  readonly tables: number;
  readonly boardsPerRound: number;
  /** Rounds played: the full movement or fewer. */
  readonly rounds: number;
}

export interface PairNames {
  readonly section: string;
  readonly number: number;
  /** Home direction in a Mitchell section; null in a Howell. */
  readonly direction: Side | null;
  readonly names: readonly string[];
}

/** What the director may change from the convention set. */
export interface PairsOverrides {
  readonly scale?: MatchpointScaleName;
  readonly factoring?: Factoring;
  readonly adjusted?: AdjustedRule;
  /** Rank each section's pairs within it (default), or across every section (the core's `across`). */
  readonly across?: Scope;
}

export interface PairsSetup {
  readonly kind: 'pairs';
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly sections: readonly SectionSetup[];
  readonly method: ScoringMethod;
  readonly conventions: ConventionsName;
  readonly overrides: PairsOverrides;
  readonly pairs: readonly PairNames[];
  /** Hand records by board, in PBN's deal notation (`N:AKQ.…`), from an imported file. */
  readonly deals?: readonly { readonly board: number; readonly deal: string }[];
}

export const TEAM_FORMS = ['match', 'round-robin', 'swiss'] as const;
export type TeamForm = (typeof TEAM_FORMS)[number];
/** IMPs (each match to VPs on the WBF scale for its boards, or total IMPs), or board-a-match. */
export const TEAM_SCORINGS = ['vp', 'imps', 'board-a-match'] as const;
export type TeamScoring = (typeof TEAM_SCORINGS)[number];

export interface TeamMatchSetup {
  readonly round: number;
  readonly a: string;
  /** null: team `a` has a bye this round. */
  readonly b: string | null;
}

export interface TeamsSetup {
  readonly kind: 'teams';
  readonly name: string;
  readonly date: string;
  readonly form: TeamForm;
  readonly scoring: TeamScoring;
  readonly teams: readonly string[];
  readonly boardsPerMatch: number;
  /** Match n (from 1) is `matches[n - 1]`; its lines name it as their section, `"n"`. */
  readonly matches: readonly TeamMatchSetup[];
}

export type DeskSetup = PairsSetup | TeamsSetup;
export type DeskKind = DeskSetup['kind'];

/** A setup the desk cannot use, and the field that says why. */
export type SetupError =
  | { readonly code: 'desk-section-twice'; readonly field: string; readonly section: string }
  | { readonly code: 'desk-team-twice'; readonly field: string; readonly team: string }
  | { readonly code: 'desk-team-unknown'; readonly field: string; readonly team: string }
  | { readonly code: 'desk-movement'; readonly field: string; readonly error: MovementError };

/** The movement plan of a section, by the core's Mitchell or Howell. */
export function sectionPlan(s: SectionSetup): Result<MovementPlan, MovementError> {
  return s.movement === 'mitchell'
    ? mitchell(s.tables, { boardsPerRound: s.boardsPerRound, rounds: s.rounds })
    : howell(s.tables, { boardsPerRound: s.boardsPerRound, rounds: s.rounds });
}

/** Every section's plan by name, or the first setup error. */
export function plans(setup: PairsSetup): Result<Map<string, MovementPlan>, SetupError> {
  const out = new Map<string, MovementPlan>();
  const seen = new Set<string>();
  for (const [i, s] of setup.sections.entries()) {
    if (seen.has(s.name))
      return err({ code: 'desk-section-twice', field: `sections[${i}].name`, section: s.name });
    seen.add(s.name);
    if (s.tables === 0) continue;
    const plan = sectionPlan(s);
    if (!plan.ok) return err({ code: 'desk-movement', field: `sections[${i}]`, error: plan.error });
    out.set(s.name, plan.value);
  }
  return ok(out);
}

/** Checks a setup: sections' movements, teams named once, matches between known teams. */
export function checkSetup(setup: DeskSetup): Result<DeskSetup, SetupError> {
  switch (setup.kind) {
    case 'pairs': {
      const p = plans(setup);
      return p.ok ? ok(setup) : p;
    }
    case 'teams': {
      const seen = new Set<string>();
      for (const [i, t] of setup.teams.entries()) {
        if (seen.has(t)) return err({ code: 'desk-team-twice', field: `teams[${i}]`, team: t });
        seen.add(t);
      }
      for (const [i, m] of setup.matches.entries()) {
        for (const [side, team] of [
          ['a', m.a],
          ['b', m.b],
        ] as const) {
          if (team !== null && !seen.has(team))
            return err({ code: 'desk-team-unknown', field: `matches[${i}].${side}`, team });
        }
      }
      return ok(setup);
    }
  }
}

/** The boards of a section: every board of its movement's sets, in order. */
export function sectionBoards(plan: MovementPlan): number[] {
  return [...new Set(plan.sets.flat())].sort((a, b) => a - b);
}

/** Who plays a board in a section, as the movement has it (the core's `boardSchedule`). */
export const scheduleOf = boardSchedule;

/**
 * The session settings: the convention set's, then the method and the director's overrides.
 *
 * @example
 * pairsSettings({ ...setup, conventions: 'ebuscore', overrides: { factoring: 'none' } }).factoring; // 'none'
 */
export function pairsSettings(setup: PairsSetup): Partial<PairsSettings> {
  const o = setup.overrides;
  return {
    ...conventionSettings(CONVENTIONS[setup.conventions]),
    method: setup.method,
    ...(o.scale ? { scale: MATCHPOINT_SCALES[o.scale] } : {}),
    ...(o.factoring ? { factoring: o.factoring } : {}),
    ...(o.adjusted ? { adjusted: o.adjusted } : {}),
    ...(o.across ? { across: o.across } : {}),
  };
}

/**
 * The matches of a round robin of these teams (the core's `roundRobin`), one round after another;
 * a team left without opponents has a bye (`b` null).
 */
export function roundRobinMatches(teams: readonly string[]): TeamMatchSetup[] {
  return roundRobin(teams).flatMap((round, r) => round.map(([a, b]) => ({ round: r + 1, a, b })));
}
