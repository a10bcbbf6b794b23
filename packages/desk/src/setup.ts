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
  CONVENTIONS_NAMES,
  type ConventionsName,
  type CrossImpDivisor,
  conventionSettings,
  type DatumRounding,
  err,
  type Factoring,
  formatButlerDrop,
  howell,
  MATCHPOINT_SCALES,
  type MatchpointScaleName,
  type Movement,
  type MovementError,
  type MovementPlan,
  mitchell,
  ok,
  type PairsSettings,
  parseButlerDrop,
  type Result,
  roundRobin,
  type Scope,
  type ScoringMethod,
  type Side,
  VP_BETWEEN,
  type VpBetween,
  type VpRow,
  type VpScale,
  wbfScale,
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
  /** At cross-IMPs: what each board's total is divided by (the core's `crossDivide`). */
  readonly crossDivide?: CrossImpDivisor;
  /**
   * At Butler: the results dropped at each end before the datum's mean, as the core's
   * `parseButlerDrop` reads it (`5%`, `1`, `n>3:ceil((n-10)/15)+1`).
   */
  readonly butlerDrop?: string;
  /** At Butler: how a datum ending in exactly 5 is rounded to 10 (the core's `butlerRound`). */
  readonly butlerRound?: DatumRounding;
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
/** IMPs (each match to VPs on the event's VP scale, or total IMPs), or board-a-match. */
export const TEAM_SCORINGS = ['vp', 'imps', 'board-a-match'] as const;
export type TeamScoring = (typeof TEAM_SCORINGS)[number];

/**
 * The VP scale of a teams event scored at VPs, every scale the core has: the WBF 2013 continuous
 * scale (`wbfScale`) for the match's boards (`boards` null) or for another number of boards (as the
 * CLI's `--boards-for-vp`), or a table of rows, as a VP scale file gives it (the CLI's `--scale-file`;
 * the page reads the file with the formats' `parseVpScale`).
 */
export type VpScaleSetup =
  | { readonly kind: 'wbf'; readonly boards: number | null }
  | {
      readonly kind: 'table';
      readonly name: string;
      readonly between: VpBetween;
      readonly rows: readonly VpRow[];
    };
export const VP_SCALE_KINDS = ['wbf', 'table'] as const satisfies readonly VpScaleSetup['kind'][];
/** Most rows of a VP scale table (a 30-VP scale has a few dozen). */
export const MAX_VP_ROWS = 400;

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
  /** At VPs: the scale; absent, the WBF 2013 scale for the match's boards. */
  readonly vpScale?: VpScaleSetup;
}

export type DeskSetup = PairsSetup | TeamsSetup;
export type DeskKind = DeskSetup['kind'];

/** A setup the desk cannot use, and the field that says why. */
export type SetupError =
  | { readonly code: 'desk-section-twice'; readonly field: string; readonly section: string }
  | { readonly code: 'desk-team-twice'; readonly field: string; readonly team: string }
  | { readonly code: 'desk-team-unknown'; readonly field: string; readonly team: string }
  | { readonly code: 'desk-movement'; readonly field: string; readonly error: MovementError }
  | { readonly code: 'desk-vp-scale'; readonly field: string; readonly row: number }
  | { readonly code: 'desk-conventions-unknown'; readonly field: string }
  | { readonly code: 'desk-butler-drop'; readonly field: string; readonly text: string };

/** The movement plan of a section, by the core's Mitchell or Howell. */
export function sectionPlan(s: SectionSetup): Result<MovementPlan, MovementError> {
  return s.movement === 'mitchell'
    ? mitchell(s.tables, { boardsPerRound: s.boardsPerRound, rounds: s.rounds })
    : howell(s.tables, { boardsPerRound: s.boardsPerRound, rounds: s.rounds });
}

/**
 * Plans made, by the sections they were made for: an event is scored again after every line, with
 * the same sections. A plan is never changed, so the same one serves every scoring.
 */
const planned = new Map<string, Result<ReadonlyMap<string, MovementPlan>, SetupError>>();

/** Every section's plan by name, or the first setup error. */
export function plans(setup: PairsSetup): Result<ReadonlyMap<string, MovementPlan>, SetupError> {
  const key = JSON.stringify(setup.sections);
  const held = planned.get(key);
  if (held) return held;
  const made = makePlans(setup);
  if (planned.size >= 100) planned.clear();
  planned.set(key, made);
  return made;
}

function makePlans(setup: PairsSetup): Result<ReadonlyMap<string, MovementPlan>, SetupError> {
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
      const drop = setup.overrides.butlerDrop;
      if (drop !== undefined && parseButlerDrop(drop) === null)
        return err({ code: 'desk-butler-drop', field: 'overrides.butlerDrop', text: drop });
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
      const bad = setup.vpScale?.kind === 'table' ? badVpRow(setup.vpScale.rows) : null;
      if (bad !== null) return err({ code: 'desk-vp-scale', field: `vpScale.rows[${bad}]`, row: bad + 1 });
      return ok(setup);
    }
  }
}

/**
 * The first row (from 0) that breaks what a VP scale file must hold (`vp-scale-csv.ts`): the first
 * row from 0, each from a larger margin, the winner's VPs never falling and the loser's never rising,
 * the winner never below the loser; null when every row holds, -1 when there is no row.
 */
export function badVpRow(rows: readonly VpRow[]): number | null {
  if (rows.length === 0) return -1;
  for (const [i, r] of rows.entries()) {
    const prev = rows[i - 1];
    const finite = [r.from, r.winner, r.loser].every(Number.isFinite);
    if (!finite || r.winner < r.loser || r.loser < 0) return i;
    if (prev ? r.from <= prev.from || r.winner < prev.winner || r.loser > prev.loser : r.from !== 0) return i;
  }
  return null;
}

/**
 * The VP scale a teams event scores with; null unless it is scored at VPs.
 *
 * @example
 * vpScaleOf({ ...setup, scoring: 'vp', boardsPerMatch: 12, vpScale: { kind: 'wbf', boards: 16 } })?.name; // 'wbf-2013-16'
 */
export function vpScaleOf(setup: TeamsSetup): VpScale | null {
  if (setup.scoring !== 'vp') return null;
  const s = setup.vpScale ?? { kind: 'wbf', boards: null };
  switch (s.kind) {
    case 'wbf':
      return wbfScale(s.boards ?? setup.boardsPerMatch);
    case 'table':
      return { name: s.name, between: s.between, rows: s.rows };
  }
}

export const isVpBetween = (x: unknown): x is VpBetween => (VP_BETWEEN as readonly unknown[]).includes(x);

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
  const drop = o.butlerDrop === undefined ? null : parseButlerDrop(o.butlerDrop);
  return {
    ...conventionSettings(CONVENTIONS[setup.conventions]),
    method: setup.method,
    ...(o.scale ? { scale: MATCHPOINT_SCALES[o.scale] } : {}),
    ...(o.factoring ? { factoring: o.factoring } : {}),
    ...(o.adjusted ? { adjusted: o.adjusted } : {}),
    ...(o.across ? { across: o.across } : {}),
    ...(o.crossDivide ? { crossDivide: o.crossDivide } : {}),
    ...(drop ? { butlerDrop: drop } : {}),
    ...(o.butlerRound ? { butlerRound: o.butlerRound } : {}),
  };
}

/** Every choice a convention set makes that the desk's overrides do not. */
const SET_ONLY = [
  'smallGroups',
  'linePoints',
  'lineDecimals',
  'pairTotals',
  'averages',
  'impAwards',
] as const satisfies readonly (keyof PairsSettings)[];

/** JSON with its keys in order, to compare two settings' values. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/**
 * The convention set and overrides whose settings (`pairsSettings`) are these: the first set
 * (ours first) that agrees on every choice the overrides cannot make, then the overrides where
 * the settings differ from it. Null when no set agrees, or when the settings name a rule set other
 * than duplicate's or an expected top, which a desk event does not hold: it would score otherwise.
 *
 * @example
 * conventionsOfSettings(pairsSettings({ ...setup, conventions: 'ebuscore', overrides: { scale: 'acbl' } }));
 * // { conventions: 'ebuscore', overrides: { scale: 'acbl' } }
 */
export function conventionsOfSettings(
  settings: Partial<PairsSettings>,
): { conventions: ConventionsName; overrides: PairsOverrides } | null {
  if ((settings.rules && settings.rules.name !== 'duplicate') || settings.expected !== undefined) return null;
  for (const name of CONVENTIONS_NAMES) {
    const base = conventionSettings(CONVENTIONS[name]);
    if (!SET_ONLY.every((k) => settings[k] === undefined || canonical(settings[k]) === canonical(base[k])))
      continue;
    const c = CONVENTIONS[name];
    const overrides: { -readonly [K in keyof PairsOverrides]: PairsOverrides[K] } = {};
    if (settings.scale && settings.scale.name !== c.scale) overrides.scale = settings.scale.name;
    if (settings.factoring && settings.factoring !== c.factoring) overrides.factoring = settings.factoring;
    if (settings.adjusted && settings.adjusted !== c.adjusted) overrides.adjusted = settings.adjusted;
    if (settings.across && settings.across !== 'section') overrides.across = settings.across;
    if (settings.crossDivide && settings.crossDivide !== c.crossDivide)
      overrides.crossDivide = settings.crossDivide;
    if (settings.butlerDrop && canonical(settings.butlerDrop) !== canonical(c.butlerDrop))
      overrides.butlerDrop = formatButlerDrop(settings.butlerDrop);
    if (settings.butlerRound && settings.butlerRound !== c.butlerRound)
      overrides.butlerRound = settings.butlerRound;
    return { conventions: name, overrides };
  }
  return null;
}

/**
 * The matches of a round robin of these teams (the core's `roundRobin`), one round after another;
 * a team left without opponents has a bye (`b` null).
 */
export function roundRobinMatches(teams: readonly string[]): TeamMatchSetup[] {
  return roundRobin(teams).flatMap((round, r) => round.map(([a, b]) => ({ round: r + 1, a, b })));
}

/** Pair names read from the text, and the lines (1-based) that were not understood. */
export interface PairNamesRead {
  readonly pairs: PairNames[];
  readonly unread: number[];
}

/**
 * Pair names, one pair a line: `NS 1 Ann & Bob`, `EW 3 Cid & Dan` (Mitchell) or `4 Eve & Fay` (Howell);
 * `B: NS 1 …` for a section other than the first. A line that is not blank and not of this form, or
 * that names no section of the event, is returned as unread, never dropped.
 */
export function parsePairNames(text: string, sections: readonly SectionSetup[]): PairNamesRead {
  const pairs: PairNames[] = [];
  const unread: number[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    const m = /^\s*(?:([^:\s]+)\s*:\s*)?(?:(NS|EW)\s*)?(\d{1,3})\s+(.+?)\s*$/i.exec(raw);
    const section = m
      ? m[1] === undefined
        ? sections[0]
        : sections.find((s) => s.name === m[1])
      : undefined;
    if (!m || !section) {
      unread.push(i + 1);
      continue;
    }
    const direction = section.movement === 'mitchell' ? ((m[2]?.toUpperCase() ?? 'NS') as 'NS' | 'EW') : null;
    const names = (m[4] ?? '').split(/\s*(?:&|,| - )\s*/).filter((n) => n !== '');
    pairs.push({ section: section.name, number: Number(m[3]), direction, names });
  }
  return { pairs, unread };
}
