/**
 * A pairs event at the desk scored by the core: the setup's movements give
 * the sections (the core's `movementSection`: pairs, N of Neuberg), each
 * typed line is read (`line.ts`) and checked against its section (a board
 * of the movement, pairs of the section), and the event goes to the core's
 * `scoreSession` with the settings of the setup's convention set and
 * overrides. The core's entry checks come back by line; the movement says
 * which lines are still missing.
 *
 * @example
 * const desk = scorePairsDesk(setup, [{ id, section: 'A', board: 1, text: '1 1 4S= N', reason: null }]);
 * desk.session?.rankings[0]?.entries[0]; // { pair: 0, place: 1, tied: … }
 */
import {
  type BridgeEvent,
  type EntryWarning,
  formatEvent,
  type MovementPlan,
  movementPairs,
  movementSection,
  type Pair,
  type PairsSettings,
  type Section,
  type SessionScore,
  type Side,
  scoreSession,
  type TravellerLine,
} from '@bridge-score/core';
import { type LineError, parsePairsLine, type ReadPairsLine } from './line.js';
import { type PairNames, type PairsSetup, pairsSettings, plans, scheduleOf, sectionBoards } from './setup.js';

/** A line as the desk keeps it: where it is and its text as typed. */
export interface DeskLine {
  /** A UUID made by the page. */
  readonly id: string;
  /** The section (pairs), or the match's number `"1"`, `"2"` … (teams). */
  readonly section: string;
  readonly board: number;
  readonly text: string;
  /** Why an adjusted score was given, a fouled board … as the director wrote it. */
  readonly reason: string | null;
}

/** A line the movement has someone play that has no line yet. */
export interface MissingLine {
  readonly section: string;
  readonly board: number;
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
}

export interface PairsDesk {
  readonly event: BridgeEvent;
  readonly settings: Partial<PairsSettings>;
  /** Null when no line could be scored yet. */
  readonly session: SessionScore | null;
  /** Lines left out, and why. */
  readonly errors: ReadonlyMap<string, LineError>;
  /** The core's entry checks, by the id of each line they concern. */
  readonly warnings: ReadonlyMap<string, readonly EntryWarning[]>;
  /** The core's checks that concern no one line (a board short of results). */
  readonly boardWarnings: readonly EntryWarning[];
  readonly missing: readonly MissingLine[];
  /** `event.results[k]` came from the line `lineIds[k]`. */
  readonly lineIds: readonly string[];
}

/** Reads one line against its section's movement: the line, or why it cannot be taken. */
export function readDeskLine(
  plan: MovementPlan | undefined,
  line: Pick<DeskLine, 'board' | 'text'>,
): { ok: true; value: ReadPairsLine } | { ok: false; error: LineError } {
  const read = parsePairsLine(line.text);
  if (!read.ok || plan === undefined) return read;
  const whole = { start: 0, end: line.text.length };
  const { boards, pairs } = planFacts(plan);
  if (!boards.has(line.board))
    return {
      ok: false,
      error: { field: 'line', error: { code: 'desk-line-board', board: line.board }, ...whole },
    };
  const mitchell = plan.kind === 'mitchell';
  for (const [field, side, n] of [
    ['ns', 'NS', read.value.ns],
    ['ew', 'EW', read.value.ew],
  ] as const) {
    if (!pairs.has(mitchell ? `${side}${n}` : `${n}`)) {
      const at = wordAt(line.text, field === 'ns' ? 0 : 1);
      return {
        ok: false,
        error: { field, error: { code: 'desk-line-pair', pair: n, side: mitchell ? side : null }, ...at },
      };
    }
  }
  if (!mitchell && read.value.ns === read.value.ew) {
    const at = wordAt(line.text, 1);
    return {
      ok: false,
      error: { field: 'ew', error: { code: 'desk-line-same-pair', pair: read.value.ns }, ...at },
    };
  }
  return read;
}

/** A plan's boards and pairs (`NS3`, or `3` in a Howell), worked out once for all the lines read against it. */
const factsOf = new WeakMap<MovementPlan, { boards: ReadonlySet<number>; pairs: ReadonlySet<string> }>();
function planFacts(plan: MovementPlan): { boards: ReadonlySet<number>; pairs: ReadonlySet<string> } {
  let facts = factsOf.get(plan);
  if (!facts) {
    const mitchell = plan.kind === 'mitchell';
    facts = {
      boards: new Set(sectionBoards(plan)),
      pairs: new Set(
        movementPairs(plan).map((p) => (mitchell ? `${p.direction}${p.number}` : `${p.number}`)),
      ),
    };
    factsOf.set(plan, facts);
  }
  return facts;
}

function wordAt(text: string, k: number): { start: number; end: number } {
  const m = [...text.matchAll(/\S+/g)][k];
  return m ? { start: m.index, end: m.index + m[0].length } : { start: 0, end: text.length };
}

/** The event the core scores, built from the setup and the lines that read. */
export function scorePairsDesk(setup: PairsSetup, lines: readonly DeskLine[]): PairsDesk {
  const planned = plans(setup);
  const byName = planned.ok ? planned.value : new Map<string, MovementPlan>();
  const names = new Map(
    setup.pairs.map((p) => [`${p.section} ${p.direction ?? ''}${p.number}`, p.names.filter((n) => n !== '')]),
  );
  const sections: Section[] = setup.sections.map((s) => {
    const plan = byName.get(s.name);
    if (!plan) return { name: s.name, movement: s.movement };
    return movementSection(plan, s.name, (p) => {
      const given = names.get(`${s.name} ${p.direction ?? ''}${p.number}`);
      return given && given.length > 0 ? given : undefined;
    });
  });
  const errors = new Map<string, LineError>();
  const results: TravellerLine[] = [];
  const lineIds: string[] = [];
  for (const line of lines) {
    const plan = byName.get(line.section);
    const read = readDeskLine(plan, line);
    if (!read.ok) {
      errors.set(line.id, read.error);
      continue;
    }
    const { ns, ew, outcome, group, switched } = read.value;
    results.push({
      section: line.section,
      board: line.board,
      ns,
      ew,
      outcome,
      ...(group === undefined ? {} : { group }),
      ...(switched ? { switched: true } : {}),
    });
    lineIds.push(line.id);
  }
  const event: BridgeEvent = {
    name: setup.name,
    sections: sections.map((s) => (s.pairs ? s : withNamedPairs(s, setup.pairs, results))),
    boards: [],
    results,
  };
  const settings = pairsSettings(setup);
  const session = results.length === 0 ? null : scoreSession(event, settings);

  // The lines of each board, so that a warning looks only at its board's lines.
  const byBoard = new Map<string, number[]>();
  results.forEach((r, k) => {
    const key = `${r.section} ${r.board}`;
    const held = byBoard.get(key);
    if (held) held.push(k);
    else byBoard.set(key, [k]);
  });
  const warnings = new Map<string, EntryWarning[]>();
  const boardWarnings: EntryWarning[] = [];
  for (const w of session?.warnings ?? []) {
    const ids = linesOf(w, results, lineIds, byBoard);
    if (ids.length === 0) boardWarnings.push(w);
    for (const id of ids) warnings.set(id, [...(warnings.get(id) ?? []), w]);
  }

  const missing: MissingLine[] = [];
  const held = new Set(results.map((r) => `${r.section} ${r.board} ${r.ns} ${r.ew}`));
  for (const [section, plan] of byName) {
    for (const board of sectionBoards(plan)) {
      for (const play of scheduleOf(plan, board)) {
        if (!held.has(`${section} ${board} ${play.ns.number} ${play.ew.number}`)) {
          missing.push({
            section,
            board,
            round: play.round,
            table: play.table,
            ns: play.ns.number,
            ew: play.ew.number,
          });
        }
      }
    }
  }
  return { event, settings, session, errors, warnings, boardWarnings, missing, lineIds };
}

/**
 * A section with no movement (an imported file) whose pairs have names in the setup: its pairs listed,
 * those on its lines and those named, so that the names are shown; with no names, left as it is (the
 * core takes the pairs on the lines).
 */
function withNamedPairs(
  section: Section,
  named: readonly PairNames[],
  results: readonly TravellerLine[],
): Section {
  const mine = named.filter((p) => p.section === section.name && p.names.some((n) => n !== ''));
  if (mine.length === 0) return section;
  const mitchell = section.movement === 'mitchell';
  const pairs = new Map<string, Pair>();
  const add = (number: number, direction: Side | null, names?: readonly string[]) => {
    const key = `${mitchell ? direction : ''}${number}`;
    const had = pairs.get(key);
    pairs.set(key, {
      number,
      ...(mitchell && direction ? { direction } : {}),
      ...(names ? { names } : had?.names ? { names: had.names } : {}),
    });
  };
  for (const r of results) {
    if (r.section !== section.name) continue;
    add(r.ns, 'NS');
    add(r.ew, 'EW');
  }
  for (const p of mine)
    add(
      p.number,
      p.direction,
      p.names.filter((n) => n !== ''),
    );
  return { ...section, pairs: [...pairs.values()] };
}

/** The lines a warning is about: its line, or every line of the board with the pair named twice. */
function linesOf(
  w: EntryWarning,
  results: readonly TravellerLine[],
  ids: readonly string[],
  byBoard: ReadonlyMap<string, readonly number[]>,
): string[] {
  const out: string[] = [];
  // Only warnings about a board name lines; the others (a pair unlisted) concern no one line.
  const board = 'board' in w ? (byBoard.get(`${w.section} ${w.board}`) ?? []) : [];
  board.forEach((k) => {
    const r = results[k] as TravellerLine;
    if (r.section !== w.section) return;
    switch (w.code) {
      case 'score-mismatch':
      case 'score-impossible':
      case 'declarer-for-pass':
      case 'outlier':
        if (r.board === w.board && r.ns === w.ns && r.ew === w.ew) out.push(ids[k] as string);
        break;
      case 'pair-twice':
        if (r.board === w.board && (r.ns === w.pair || r.ew === w.pair)) {
          const sameSide = w.direction === null || (w.direction === 'NS' ? r.ns === w.pair : r.ew === w.pair);
          if (sameSide) out.push(ids[k] as string);
        }
        break;
      case 'board-incomplete':
      case 'pair-unlisted':
        break;
    }
  });
  return out;
}

/**
 * The event as the core's JSON event file (docs/event-model.md), which `bridge-score session`
 * reads: the same lines give the same figures there.
 */
export function pairsEventJson(desk: PairsDesk): unknown {
  return formatEvent(desk.event, desk.settings);
}
