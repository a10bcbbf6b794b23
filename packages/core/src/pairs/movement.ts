/**
 * A movement as data: for every round and table, which pair sits
 * North-South, which East-West, and which board set they play. The
 * builders (`mitchell.ts`, `howell.ts`) and the JSON reader
 * (`movement-json.ts`) make a `MovementPlan`; the queries here answer what a
 * table, a pair or a board needs to know, and turn the plan into what the
 * event model scores (`event.ts`).
 *
 * Pair numbers follow the event model. In a Mitchell the North-South and
 * East-West pairs are numbered separately (NS 3 and EW 3 are two pairs): a
 * seating's `ns` is an NS pair, its `ew` an EW pair, and in an
 * arrow-switched round the EW pair holds the North-South cards. In a Howell
 * every pair has one number and a seating says who sits where.
 *
 * A set is at one table in a round, unless tables share it (a relay: they
 * pass its boards between them); a set at no table that round waits on a
 * relay or bye stand. A pair with no table in a round sits out; so do the
 * opponents of the phantom, the pair a movement counts but that is absent.
 *
 * @example
 * const plan = mitchell(7, { boardsPerRound: 3 });
 * if (plan.ok) seating(plan.value, 2, 5); // { ns: NS 5, ew: EW 4, set: 6, boards: [16, 17, 18], … }
 */
import { err, ok, type Result } from '../common/result.js';
import type { Side } from '../deal/types.js';
import type { MovementError } from './errors.js';
import type { Movement, Pair, Section } from './event.js';

/** A pair of a movement: its number, and its home direction in a Mitchell (null in a Howell). */
export interface PairRef {
  readonly number: number;
  readonly direction: Side | null;
}

/** One table in one round, as the movement's plan has it. */
export interface TableRound {
  readonly round: number;
  readonly table: number;
  /** In a Mitchell an NS pair's number, in a Howell the pair sitting North-South. */
  readonly ns: number;
  /** In a Mitchell an EW pair's number, in a Howell the pair sitting East-West. */
  readonly ew: number;
  /** The board set played (from 1). */
  readonly set: number;
}

export interface MovementPlan {
  /** An identifier: `mitchell-7`, `mitchell-6-skip`, `howell-4`, or a custom file's own name. */
  readonly name: string;
  /** A Mitchell has two fields of pairs (NS and EW), a Howell one. */
  readonly kind: Movement;
  readonly tables: number;
  readonly rounds: number;
  /** Board set n (from 1) is `sets[n - 1]`: its boards' numbers. */
  readonly sets: readonly (readonly number[])[];
  /** Every table of every round that the plan fills, by round then table. */
  readonly seatings: readonly TableRound[];
  /** Mitchell rounds played arrow-switched: the EW pairs hold the North-South cards. */
  readonly arrowSwitch: readonly number[];
  /** The absent pair: wherever it is seated nothing is played and its opponents sit out. */
  readonly phantom: PairRef | null;
  /** A custom movement's own note on how pairs and boards move (as its file gives it; never read by a query). */
  readonly description?: string;
}

/** What one table plays in one round. */
export interface TableSeating {
  readonly round: number;
  readonly table: number;
  readonly set: number;
  readonly boards: readonly number[];
  /** The pair holding the North-South cards this round (after an arrow switch). */
  readonly ns: PairRef;
  /** The pair holding the East-West cards this round. */
  readonly ew: PairRef;
  /** An arrow-switched round of a Mitchell: `ns` is the EW pair. */
  readonly switched: boolean;
  /** The phantom is at this table: nothing is played and the other pair sits out. */
  readonly idle: boolean;
  /** The other tables playing the same set this round: they share (relay) its boards. */
  readonly sharedWith: readonly number[];
}

/** A pair's round: where it plays, or that it sits out. */
export type PairRound =
  | {
      readonly kind: 'play';
      readonly round: number;
      readonly table: number;
      /** The cards the pair holds this round. */
      readonly seat: Side;
      readonly opponents: PairRef;
      readonly set: number;
      readonly boards: readonly number[];
      readonly switched: boolean;
    }
  | { readonly kind: 'sit-out'; readonly round: number };

/** Where and by whom a board is played in one round. */
export interface BoardPlay {
  readonly round: number;
  readonly table: number;
  readonly set: number;
  /** The pairs holding the North-South and East-West cards. */
  readonly ns: PairRef;
  readonly ew: PairRef;
}

/** The seats of a traveller line (`TravellerLine`) for a table and round of the plan. */
export interface LineSeats {
  readonly ns: number;
  readonly ew: number;
  readonly round: number;
  readonly switched: boolean;
}

const key = (p: PairRef): string => `${p.direction ?? ''}${p.number}`;
export const samePair = (a: PairRef, b: PairRef): boolean =>
  a.number === b.number && a.direction === b.direction;

/** The pairs of a seating, as the plan numbers them (before any arrow switch). */
export function seatedPairs(plan: MovementPlan, s: TableRound): { ns: PairRef; ew: PairRef } {
  return plan.kind === 'mitchell'
    ? { ns: { number: s.ns, direction: 'NS' }, ew: { number: s.ew, direction: 'EW' } }
    : { ns: { number: s.ns, direction: null }, ew: { number: s.ew, direction: null } };
}

/**
 * Board sets of consecutive boards: set n holds boards (n − 1) × perSet + 1
 * to n × perSet.
 *
 * @example
 * standardSets(3, 2); // [[1, 2], [3, 4], [5, 6]]
 */
export function standardSets(count: number, perSet: number): number[][] {
  return Array.from({ length: count }, (_, s) =>
    Array.from({ length: perSet }, (_, b) => s * perSet + b + 1),
  );
}

// ---------------------------------------------------------------------------
// Checks

/**
 * Checks a plan's meaning: every seating within its rounds, tables and sets;
 * no table twice in a round; no pair at two tables in a round, nor facing
 * itself; no pair playing a set twice; no board in two sets; the phantom one
 * of the pairs; arrow switches on rounds of a Mitchell. Pairs meeting twice
 * are allowed (some movements mean it); the built-in ones never do.
 *
 * @example
 * checkMovement(plan); // { ok: true, value: plan }
 */
export function checkMovement(plan: MovementPlan): Result<MovementPlan, MovementError> {
  const found = movementProblem(plan);
  return found ? err(found.error) : ok(plan);
}

/** A movement's error and where it is in its JSON form (`$.seatings[12].ew`). */
export interface LocatedMovementError {
  readonly path: string;
  readonly error: MovementError;
}

/** The first thing wrong with a plan (see `checkMovement`), with its JSON path; null if none. */
export function movementProblem(plan: MovementPlan): LocatedMovementError | null {
  const at = (path: string, error: MovementError): LocatedMovementError => ({ path, error });
  const positive = (n: number) => Number.isSafeInteger(n) && n >= 1;
  if (!positive(plan.tables)) {
    return at('$.tables', {
      code: 'movement-tables',
      movement: plan.kind,
      tables: plan.tables,
      min: 1,
      max: null,
    });
  }
  if (!positive(plan.rounds))
    return at('$.rounds', { code: 'movement-rounds', rounds: plan.rounds, max: null });
  if (plan.sets.length === 0) return at('$.sets', { code: 'movement-boards', set: 1 });
  const boardSet = new Set<number>();
  for (const [i, set] of plan.sets.entries()) {
    if (set.length === 0 || !set.every(positive))
      return at(`$.sets[${i}]`, { code: 'movement-boards', set: i + 1 });
    for (const board of set) {
      if (boardSet.has(board)) return at(`$.sets[${i}]`, { code: 'movement-board-twice', board });
      boardSet.add(board);
    }
  }
  const tableTaken = new Set<string>();
  const pairTaken = new Set<string>();
  const setsPlayed = new Map<string, number>();
  const pairs = new Set<string>();
  for (const [i, s] of plan.seatings.entries()) {
    const path = `$.seatings[${i}]`;
    const limits = [
      ['round', s.round, plan.rounds],
      ['table', s.table, plan.tables],
      ['set', s.set, plan.sets.length],
    ] as const;
    for (const [field, value, max] of limits) {
      if (!(positive(value) && value <= max)) {
        return at(`${path}.${field}`, {
          code: 'movement-place',
          round: s.round,
          table: s.table,
          field,
          value,
          max,
        });
      }
    }
    for (const side of ['ns', 'ew'] as const) {
      if (!positive(s[side])) {
        return at(`${path}.${side}`, {
          code: 'movement-place',
          round: s.round,
          table: s.table,
          field: 'pair',
          value: s[side],
          max: null,
        });
      }
    }
    const place = `${s.round}:${s.table}`;
    if (tableTaken.has(place))
      return at(path, { code: 'movement-table-twice', round: s.round, table: s.table });
    tableTaken.add(place);
    const { ns, ew } = seatedPairs(plan, s);
    if (samePair(ns, ew))
      return at(path, { code: 'movement-pair-same', round: s.round, table: s.table, pair: s.ns });
    for (const [side, p] of [
      ['ns', ns],
      ['ew', ew],
    ] as const) {
      const inRound = `${s.round}:${key(p)}`;
      if (pairTaken.has(inRound)) {
        return at(`${path}.${side}`, {
          code: 'movement-pair-twice',
          round: s.round,
          pair: p.number,
          direction: p.direction,
        });
      }
      pairTaken.add(inRound);
      pairs.add(key(p));
      const played = `${key(p)}:${s.set}`;
      const first = setsPlayed.get(played);
      if (first !== undefined) {
        return at(`${path}.set`, {
          code: 'movement-set-twice',
          pair: p.number,
          direction: p.direction,
          set: s.set,
          rounds: [first, s.round],
        });
      }
      setsPlayed.set(played, s.round);
    }
  }
  if (plan.phantom && !pairs.has(key(plan.phantom))) {
    return at('$.phantom', {
      code: 'movement-phantom',
      pair: plan.phantom.number,
      direction: plan.phantom.direction,
    });
  }
  for (const [i, round] of plan.arrowSwitch.entries()) {
    if (plan.kind === 'howell') return at(`$.arrowSwitch[${i}]`, { code: 'movement-switch-howell', round });
    if (!(positive(round) && round <= plan.rounds)) {
      return at(`$.arrowSwitch[${i}]`, { code: 'movement-switch', round, rounds: plan.rounds });
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Queries

interface PlanIndex {
  readonly byPlace: ReadonlyMap<string, TableRound>;
  readonly bySetRound: ReadonlyMap<string, readonly number[]>;
  /** "pair:round" → the pair's seating that round. */
  readonly byPairRound: ReadonlyMap<string, TableRound>;
  readonly switched: ReadonlySet<number>;
}

const INDEXES = new WeakMap<MovementPlan, PlanIndex>();

function indexOf(plan: MovementPlan): PlanIndex {
  let index = INDEXES.get(plan);
  if (!index) {
    const byPlace = new Map<string, TableRound>();
    const bySetRound = new Map<string, number[]>();
    const byPairRound = new Map<string, TableRound>();
    for (const s of plan.seatings) {
      const { ns, ew } = seatedPairs(plan, s);
      byPairRound.set(`${key(ns)}:${s.round}`, s);
      byPairRound.set(`${key(ew)}:${s.round}`, s);
      byPlace.set(`${s.round}:${s.table}`, s);
      const k = `${s.set}:${s.round}`;
      const tables = bySetRound.get(k);
      if (tables) tables.push(s.table);
      else bySetRound.set(k, [s.table]);
    }
    index = { byPlace, bySetRound, byPairRound, switched: new Set(plan.arrowSwitch) };
    INDEXES.set(plan, index);
  }
  return index;
}

function tableSeating(plan: MovementPlan, s: TableRound): TableSeating {
  const index = indexOf(plan);
  const seated = seatedPairs(plan, s);
  const switched = index.switched.has(s.round);
  const phantom = plan.phantom;
  return {
    round: s.round,
    table: s.table,
    set: s.set,
    boards: plan.sets[s.set - 1] ?? [],
    ns: switched ? seated.ew : seated.ns,
    ew: switched ? seated.ns : seated.ew,
    switched,
    idle: phantom !== null && (samePair(seated.ns, phantom) || samePair(seated.ew, phantom)),
    sharedWith: (index.bySetRound.get(`${s.set}:${s.round}`) ?? []).filter((t) => t !== s.table),
  };
}

/**
 * What a table plays in a round: the pairs holding the North-South and
 * East-West cards, the set and its boards; undefined where the plan seats
 * no one.
 *
 * @example
 * seating(plan, 1, 1); // { round: 1, table: 1, ns: { number: 1, direction: 'NS' }, … }
 */
export function seating(plan: MovementPlan, round: number, table: number): TableSeating | undefined {
  const s = indexOf(plan).byPlace.get(`${round}:${table}`);
  return s && tableSeating(plan, s);
}

/** Every table the plan fills in a round, by table. */
export function roundSeatings(plan: MovementPlan, round: number): TableSeating[] {
  return plan.seatings.filter((s) => s.round === round).map((s) => tableSeating(plan, s));
}

/** The pairs of a movement, the phantom left out: NS then EW in a Mitchell, by number. */
export function movementPairs(plan: MovementPlan): PairRef[] {
  const found = new Map<string, PairRef>();
  for (const s of plan.seatings) {
    const { ns, ew } = seatedPairs(plan, s);
    for (const p of [ns, ew]) if (!(plan.phantom && samePair(p, plan.phantom))) found.set(key(p), p);
  }
  const order = (p: PairRef) => (p.direction === 'EW' ? 1 : 0);
  return [...found.values()].sort((a, b) => order(a) - order(b) || a.number - b.number);
}

/**
 * A pair's evening, round by round: its table, the cards it holds, its
 * opponents and boards, or that it sits out.
 *
 * @example
 * pairSchedule(plan, { number: 3, direction: 'EW' })[0]; // { kind: 'play', round: 1, table: 3, seat: 'EW', … }
 */
export function pairSchedule(plan: MovementPlan, pair: PairRef): PairRound[] {
  const index = indexOf(plan);
  const rounds: PairRound[] = [];
  for (let round = 1; round <= plan.rounds; round++) {
    const at = index.byPairRound.get(`${key(pair)}:${round}`);
    const t = at && tableSeating(plan, at);
    if (!t || t.idle) {
      rounds.push({ kind: 'sit-out', round });
      continue;
    }
    const seat: Side = samePair(t.ns, pair) ? 'NS' : 'EW';
    rounds.push({
      kind: 'play',
      round,
      table: t.table,
      seat,
      opponents: seat === 'NS' ? t.ew : t.ns,
      set: t.set,
      boards: t.boards,
      switched: t.switched,
    });
  }
  return rounds;
}

/** The pairs that play no board in a round: seated nowhere, or facing the phantom. */
export function sitOuts(plan: MovementPlan, round: number): PairRef[] {
  const index = indexOf(plan);
  return movementPairs(plan).filter((p) => {
    const at = index.byPairRound.get(`${key(p)}:${round}`);
    return !at || tableSeating(plan, at).idle;
  });
}

/** The sets no table plays in a round: they wait on a relay or bye stand. */
export function idleSets(plan: MovementPlan, round: number): number[] {
  const playing = new Set(plan.seatings.filter((s) => s.round === round).map((s) => s.set));
  return plan.sets.map((_, i) => i + 1).filter((set) => !playing.has(set));
}

/**
 * Who plays a board, round by round (tables where the phantom sits left out).
 *
 * @example
 * boardSchedule(plan, 4); // [{ round: 1, table: 2, set: 2, ns: …, ew: … }, …]
 */
export function boardSchedule(plan: MovementPlan, board: number): BoardPlay[] {
  const set = plan.sets.findIndex((boards) => boards.includes(board)) + 1;
  if (set === 0) return [];
  return plan.seatings
    .filter((s) => s.set === set)
    .map((s) => tableSeating(plan, s))
    .filter((t) => !t.idle)
    .map((t) => ({ round: t.round, table: t.table, set, ns: t.ns, ew: t.ew }));
}

/** How many times the plan has each board played (the phantom's tables left out). */
export function expectedScores(plan: MovementPlan): Map<number, number> {
  const counts = new Map<number, number>();
  for (const boards of plan.sets) for (const b of boards) counts.set(b, 0);
  for (const s of plan.seatings) {
    if (tableSeating(plan, s).idle) continue;
    for (const b of plan.sets[s.set - 1] ?? []) counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return counts;
}

/**
 * The section of the event model that a session played to this plan: its
 * movement, its pairs (with their home directions in a Mitchell), its
 * arrow-switched rounds, and N, the expected number of scores per board:
 * the most times the plan has any board played. A board the plan has played
 * fewer times (a sit-out, a shortened movement) is then factored to the same
 * top as the others, as the Neuberg formula does for any board with fewer
 * scores.
 *
 * @example
 * movementSection(plan, 'A'); // { name: 'A', movement: 'mitchell', pairs: […], expected: 7 }
 */
export function movementSection(
  plan: MovementPlan,
  name: string,
  names: (pair: PairRef) => readonly string[] | undefined = () => undefined,
): Section {
  const pairs: Pair[] = movementPairs(plan).map((p) => {
    const given = names(p);
    return {
      number: p.number,
      ...(p.direction ? { direction: p.direction } : {}),
      ...(given ? { names: given } : {}),
    };
  });
  const expected = Math.max(0, ...expectedScores(plan).values());
  return {
    name,
    movement: plan.kind,
    pairs,
    ...(plan.arrowSwitch.length > 0 ? { arrowSwitch: { rounds: [...plan.arrowSwitch] } } : {}),
    expected,
  };
}

/**
 * The pair numbers, round and switch of a traveller line played at a table
 * in a round, as the event model writes them; undefined where nothing is
 * played there (no one seated, or the phantom).
 *
 * @example
 * travellerSeats(plan, 7, 2); // { ns: 2, ew: 3, round: 7, switched: true }
 */
export function travellerSeats(plan: MovementPlan, round: number, table: number): LineSeats | undefined {
  const s = indexOf(plan).byPlace.get(`${round}:${table}`);
  if (!s || tableSeating(plan, s).idle) return undefined;
  return { ns: s.ns, ew: s.ew, round, switched: indexOf(plan).switched.has(round) };
}

// ---------------------------------------------------------------------------
// Changes to a plan

/**
 * A Mitchell with chosen rounds arrow-switched: in those rounds the EW pairs
 * hold the North-South cards, so that every pair plays some boards in each
 * direction and the pairs are ranked in one field.
 *
 * @example
 * withArrowSwitch(plan, [7]); // the last round of a 7-round Mitchell switched
 */
export function withArrowSwitch(
  plan: MovementPlan,
  rounds: readonly number[],
): Result<MovementPlan, MovementError> {
  const arrowSwitch = [...new Set([...plan.arrowSwitch, ...rounds])].sort((a, b) => a - b);
  return checkMovement({ ...plan, arrowSwitch });
}

/**
 * The plan with one of its pairs absent: wherever that pair is seated,
 * nothing is played and its opponents sit out.
 *
 * @example
 * withPhantom(plan, { number: 8, direction: 'NS' }); // 7½ tables: table 8 idle, its EW pair sits out
 */
export function withPhantom(plan: MovementPlan, pair: PairRef): Result<MovementPlan, MovementError> {
  return checkMovement({ ...plan, phantom: pair });
}
