/**
 * Mitchell movements for any number of tables. The North-South pairs stay at
 * their tables; after each round the East-West pairs move up one table and
 * the boards down one. With an odd number of tables every EW pair meets every
 * NS pair and plays every set once. With an even number the boards would
 * come back to an EW pair halfway through, so either:
 *
 * - `skip`: after half the rounds the EW pairs skip a table (move up two);
 *   tables − 1 rounds, each EW pair misses one NS pair and one set;
 * - `relay-bye`: table 1 and the last table share a set (a relay), and a bye
 *   stand between the two middle tables holds the set no one plays; as many
 *   rounds as tables, every EW pair meets every NS pair and plays every set.
 *
 * Tables are numbered 1 to n, NS pair t sits at table t and EW pair t starts
 * there; set t starts at table t (with a relay-bye the sets are laid along
 * the boards' circuit: tables 1 and n, 2 … n/2, the bye stand, n/2 + 1 …
 * n − 1).
 *
 * @example
 * mitchell(8, { boardsPerRound: 3, even: 'relay-bye', arrowSwitch: [8] });
 */
import { err, type Result } from '../common/result.js';
import type { MovementError } from './errors.js';
import {
  checkMovement,
  type MovementPlan,
  type PairRef,
  standardSets,
  type TableRound,
  withArrowSwitch,
  withPhantom,
} from './movement.js';

export const EVEN_MITCHELLS = ['skip', 'relay-bye'] as const;
/** How a Mitchell with an even number of tables avoids EW pairs meeting a set twice. */
export type EvenMitchell = (typeof EVEN_MITCHELLS)[number];
export const isEvenMitchell = (x: unknown): x is EvenMitchell =>
  (EVEN_MITCHELLS as readonly unknown[]).includes(x);

export interface MitchellOptions {
  readonly boardsPerRound: number;
  /** Fewer rounds than the full movement (the first ones). */
  readonly rounds?: number;
  /** With an even number of tables; default `skip`. Ignored for an odd number. */
  readonly even?: EvenMitchell;
  /** Rounds played arrow-switched: one field of pairs. */
  readonly arrowSwitch?: readonly number[];
  /** An absent pair (e.g. NS at the last table for 7½ tables). */
  readonly phantom?: PairRef;
}

const mod = (x: number, n: number) => ((x % n) + n) % n;

/** The number of rounds of a full Mitchell of this shape. */
export function mitchellRounds(tables: number, even: EvenMitchell = 'skip'): number {
  return tables % 2 === 1 || even === 'relay-bye' ? tables : tables - 1;
}

/**
 * A Mitchell movement for `tables` tables (1 or more).
 *
 * @example
 * const plan = mitchell(7, { boardsPerRound: 4 });
 * // plan.value: 7 rounds, 7 sets of 4 boards; round 2, table 1: NS 1 against EW 7, set 2
 */
export function mitchell(tables: number, options: MitchellOptions): Result<MovementPlan, MovementError> {
  if (!(Number.isSafeInteger(tables) && tables >= 1)) {
    return err({ code: 'movement-tables', movement: 'mitchell', tables, min: 1, max: null });
  }
  if (!(Number.isSafeInteger(options.boardsPerRound) && options.boardsPerRound >= 1)) {
    return err({ code: 'movement-boards', set: 1 });
  }
  const n = tables;
  const even = n % 2 === 0 ? (options.even ?? 'skip') : null;
  const full = mitchellRounds(n, even ?? 'skip');
  const rounds = options.rounds ?? full;
  if (!(Number.isSafeInteger(rounds) && rounds >= 1 && rounds <= full)) {
    return err({ code: 'movement-rounds', rounds, max: full });
  }
  // Where a table sits on the boards' circuit: set at position p in round r is p + r (mod n).
  const position = (t: number): number => {
    if (even !== 'relay-bye') return t - 1;
    if (t === 1 || t === n) return 0;
    return t <= n / 2 ? t - 1 : t;
  };
  const seatings: TableRound[] = [];
  for (let r = 1; r <= rounds; r++) {
    const skipped = even === 'skip' && r > n / 2 ? 1 : 0;
    for (let t = 1; t <= n; t++) {
      seatings.push({
        round: r,
        table: t,
        ns: t,
        ew: mod(t - 1 - (r - 1) - skipped, n) + 1,
        set: mod(position(t) + r - 1, n) + 1,
      });
    }
  }
  // A name is an identifier, not a sentence: adapters word a plan from its kind, tables and rounds.
  const shape = n % 2 === 1 ? '' : `-${even}`;
  let plan: Result<MovementPlan, MovementError> = checkMovement({
    name: `mitchell-${n}${shape}`,
    kind: 'mitchell',
    tables: n,
    rounds,
    sets: standardSets(n, options.boardsPerRound),
    seatings,
    arrowSwitch: [],
    phantom: null,
  });
  if (plan.ok && options.arrowSwitch?.length) plan = withArrowSwitch(plan.value, options.arrowSwitch);
  if (plan.ok && options.phantom) plan = withPhantom(plan.value, options.phantom);
  return plan;
}
