/**
 * A movement's JSON file (docs/movements.md): a custom movement a club
 * plays, or a built-in one written out to print or change. `parseMovement`
 * reads it, checks every field and then the plan's meaning
 * (`movementProblem`); every error names its path (`$.seatings[12].ew`).
 * It never throws. `formatMovement` writes the same form, one seating a line.
 *
 * @example
 * const r = parseMovement(text);
 * if (r.ok) pairSchedule(r.value, { number: 3, direction: null });
 * else console.log(r.error.path, r.error.error.code);
 */
import { err, ok, type Result } from '../common/result.js';
import { isSide } from '../deal/types.js';
import type { MovementError } from './errors.js';
import { isMovement } from './event.js';
import {
  type LocatedMovementError,
  type MovementPlan,
  movementProblem,
  type PairRef,
  standardSets,
  type TableRound,
} from './movement.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const invalid = (path: string, expected: string): Err =>
  err({ path, error: { code: 'movement-invalid', path, expected } });
type Err = { readonly ok: false; readonly error: LocatedMovementError };

const FIELDS = [
  'name',
  'movement',
  'tables',
  'rounds',
  'boardsPerRound',
  'sets',
  'arrowSwitch',
  'phantom',
  'description',
  'seatings',
] as const;
const SEATING_FIELDS = ['round', 'table', 'ns', 'ew', 'set'] as const;
const A_COUNT = 'a whole number, 1 or more';

/**
 * Reads a movement from its JSON text (see the module overview).
 *
 * @example
 * parseMovement('{"name":"2 tables","movement":"howell","tables":2,"rounds":3,"boardsPerRound":4,"sets":3,"seatings":[…]}');
 */
export function parseMovement(text: string): Result<MovementPlan, LocatedMovementError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const error: MovementError = { code: 'movement-json', detail: (e as Error).message };
    return err({ path: '$', error });
  }
  if (!isObject(json)) return invalid('$', 'an object');
  for (const k of Object.keys(json)) {
    if (!(FIELDS as readonly string[]).includes(k)) return invalid(`$.${k}`, `one of ${FIELDS.join(', ')}`);
  }
  const {
    name,
    movement,
    tables,
    rounds,
    boardsPerRound,
    sets,
    arrowSwitch,
    phantom,
    description,
    seatings,
  } = json;
  if (typeof name !== 'string' || name.trim() === '') return invalid('$.name', 'a name');
  if (!isMovement(movement)) return invalid('$.movement', '"mitchell" or "howell"');
  if (!isCount(tables)) return invalid('$.tables', A_COUNT);
  if (!isCount(rounds)) return invalid('$.rounds', A_COUNT);

  let boardSets: number[][];
  if (Array.isArray(sets)) {
    if (boardsPerRound !== undefined) {
      return invalid('$.boardsPerRound', 'nothing beside sets listing their boards');
    }
    boardSets = [];
    for (const [i, set] of sets.entries()) {
      if (!Array.isArray(set) || set.length === 0 || !set.every(isCount)) {
        return invalid(`$.sets[${i}]`, 'a list of board numbers');
      }
      boardSets.push([...set]);
    }
    if (boardSets.length === 0) return invalid('$.sets', 'at least one set');
  } else if (isCount(sets)) {
    if (!isCount(boardsPerRound)) return invalid('$.boardsPerRound', `the boards in each set: ${A_COUNT}`);
    boardSets = standardSets(sets, boardsPerRound);
  } else {
    return invalid('$.sets', 'the number of board sets, or a list of sets, each a list of board numbers');
  }

  let switched: number[] = [];
  if (arrowSwitch !== undefined) {
    if (!Array.isArray(arrowSwitch)) return invalid('$.arrowSwitch', 'a list of round numbers');
    for (const [i, r] of arrowSwitch.entries())
      if (!isCount(r)) return invalid(`$.arrowSwitch[${i}]`, 'a round number');
    switched = [...(arrowSwitch as number[])];
  }

  let absent: PairRef | null = null;
  if (phantom !== undefined) {
    if (movement === 'howell') {
      if (!isCount(phantom)) return invalid('$.phantom', 'a pair number');
      absent = { number: phantom, direction: null };
    } else {
      if (!isObject(phantom)) return invalid('$.phantom', 'a pair: { "number": 8, "direction": "NS" }');
      if (!isCount(phantom.number)) return invalid('$.phantom.number', 'a pair number');
      if (!isSide(phantom.direction)) return invalid('$.phantom.direction', '"NS" or "EW"');
      absent = { number: phantom.number, direction: phantom.direction };
    }
  }
  if (description !== undefined && typeof description !== 'string') return invalid('$.description', 'a text');

  if (!Array.isArray(seatings)) return invalid('$.seatings', 'a list of seatings');
  const plays: TableRound[] = [];
  for (const [i, s] of seatings.entries()) {
    const path = `$.seatings[${i}]`;
    if (!isObject(s)) return invalid(path, 'a seating: { "round", "table", "ns", "ew", "set" }');
    for (const k of Object.keys(s)) {
      if (!(SEATING_FIELDS as readonly string[]).includes(k)) {
        return invalid(`${path}.${k}`, `one of ${SEATING_FIELDS.join(', ')}`);
      }
    }
    for (const k of SEATING_FIELDS) if (!isCount(s[k])) return invalid(`${path}.${k}`, A_COUNT);
    const v = s as Record<(typeof SEATING_FIELDS)[number], number>;
    plays.push({ round: v.round, table: v.table, ns: v.ns, ew: v.ew, set: v.set });
  }

  const plan: MovementPlan = {
    name,
    kind: movement,
    tables,
    rounds,
    sets: boardSets,
    seatings: plays,
    arrowSwitch: switched,
    phantom: absent,
    ...(description !== undefined ? { description } : {}),
  };
  const problem = movementProblem(plan);
  return problem ? err(problem) : ok(plan);
}

/** The boards in each set, when the sets are the standard consecutive ones. */
function uniformSets(sets: readonly (readonly number[])[]): number | null {
  const per = sets[0]?.length ?? 0;
  const standard = standardSets(sets.length, per);
  return per > 0 && sets.every((set, i) => set.length === per && set.every((b, j) => b === standard[i]?.[j]))
    ? per
    : null;
}

/**
 * Writes a movement as its JSON file: `parseMovement(formatMovement(plan))`
 * gives the plan back.
 *
 * @example
 * formatMovement(mitchell(3, { boardsPerRound: 2 }).value);
 */
export function formatMovement(plan: MovementPlan): string {
  const per = uniformSets(plan.sets);
  const head: [string, unknown][] = [
    ['name', plan.name],
    ['movement', plan.kind],
    ['tables', plan.tables],
    ['rounds', plan.rounds],
    ...(per !== null
      ? ([
          ['boardsPerRound', per],
          ['sets', plan.sets.length],
        ] as [string, unknown][])
      : ([['sets', plan.sets]] as [string, unknown][])),
    ...(plan.arrowSwitch.length > 0 ? ([['arrowSwitch', plan.arrowSwitch]] as [string, unknown][]) : []),
    ...(plan.phantom
      ? ([['phantom', plan.kind === 'howell' ? plan.phantom.number : plan.phantom]] as [string, unknown][])
      : []),
    ...(plan.description !== undefined ? ([['description', plan.description]] as [string, unknown][]) : []),
  ];
  const lines = head.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const seatings = plan.seatings.map(
    (s) => `    { "round": ${s.round}, "table": ${s.table}, "ns": ${s.ns}, "ew": ${s.ew}, "set": ${s.set} }`,
  );
  return `{\n${lines.join('\n')}\n  "seatings": [\n${seatings.join(',\n')}\n  ]\n}\n`;
}
