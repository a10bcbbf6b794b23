/**
 * Howell movements for 3 to 8 tables: every pair meets every other pair and
 * plays every board set once, in one field. They are cyclic, the form in
 * which Howells are published: the highest-numbered pair (2 × tables) stays
 * at its table; after each round every other pair moves to the seat the pair
 * numbered one below it held (pair 1 to where pair 2 × tables − 1 was), and
 * the boards move down one table, resting on relay stands between the tables
 * where the layout has a gap in the set numbers. A layout is therefore the
 * first round alone; round r adds r − 1 to every moving pair and set
 * (modulo 2 × tables − 1).
 *
 * Sources of the layouts (each is checked by the tests: every pair meets
 * every other once and plays every set once):
 * - 4 tables: McKinnon, "Howell movements" (bridgecentral.com), the perfect
 *   4-table Howell "8-1 6-5 4-2 R 7-3 2R": one relay between tables 3 and 4,
 *   two between tables 4 and 1; every pair is compared with every other pair
 *   equally often.
 * - 5 and 7 tables: the EBU's board layout (sets 1 … n on tables 1 … n, all
 *   relays between the last table and table 1), which puts the stationary
 *   pair at the middle table; the pair positions were found by search, and
 *   may differ from printed guide cards.
 * - 6 and 8 tables: found by search (stationary pair at table 1 NS, relays
 *   in two places), with every pair compared with every other equally often.
 * - 3 tables: no cyclic 3-table Howell gives each table its own set (a search
 *   of every layout finds none): all three tables play the same set each round
 *   and pass its boards between them, as the published 3-table Howells share
 *   boards.
 * With 5 and 7 tables no fixed choice of directions compares every pair with
 * every other equally often (the best, used here, varies by 2 comparisons).
 *
 * @example
 * const plan = howell(5, { boardsPerRound: 3 }); // 9 rounds, 27 boards
 */
import { err, type Result } from '../common/result.js';
import type { MovementError } from './errors.js';
import { checkMovement, type MovementPlan, standardSets, type TableRound, withPhantom } from './movement.js';

/** A Howell's first round: per table, the NS pair, the EW pair and the set. */
export type HowellLayout = readonly (readonly [ns: number, ew: number, set: number])[];

export const HOWELL_LAYOUTS: { readonly [tables: number]: HowellLayout } = {
  3: [
    [6, 1, 1],
    [2, 5, 1],
    [3, 4, 1],
  ],
  4: [
    [8, 1, 1],
    [6, 5, 2],
    [4, 2, 3],
    [7, 3, 5],
  ],
  5: [
    [1, 3, 1],
    [6, 7, 2],
    [10, 9, 3],
    [2, 5, 4],
    [4, 8, 5],
  ],
  6: [
    [12, 1, 1],
    [4, 5, 2],
    [2, 10, 3],
    [9, 3, 5],
    [11, 7, 6],
    [6, 8, 11],
  ],
  7: [
    [1, 2, 1],
    [7, 10, 2],
    [12, 5, 3],
    [14, 8, 4],
    [3, 11, 5],
    [9, 13, 6],
    [4, 6, 7],
  ],
  8: [
    [16, 1, 1],
    [3, 5, 2],
    [9, 13, 3],
    [2, 12, 4],
    [10, 4, 5],
    [8, 15, 6],
    [11, 14, 7],
    [6, 7, 10],
  ],
};

export const HOWELL_TABLES = { min: 3, max: 8 } as const;

export interface HowellOptions {
  readonly boardsPerRound: number;
  /** Fewer rounds than the full 2 × tables − 1: a shortened ("¾") Howell. */
  readonly rounds?: number;
  /** An absent pair, by number (for an odd number of pairs; the stationary pair is usual). */
  readonly phantom?: number;
}

/**
 * The rounds of a cyclic Howell from its first round: the pair numbered
 * 2 × tables stays, every other number and set goes up one a round.
 */
export function cyclicHowell(layout: HowellLayout, rounds: number): TableRound[] {
  const tables = layout.length;
  const stationary = 2 * tables;
  const cycle = 2 * tables - 1;
  const shift = (x: number, r: number) => (x === stationary ? x : ((x - 1 + r - 1) % cycle) + 1);
  const seatings: TableRound[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const [i, [ns, ew, set]] of layout.entries()) {
      seatings.push({
        round: r,
        table: i + 1,
        ns: shift(ns, r),
        ew: shift(ew, r),
        set: ((set - 1 + r - 1) % cycle) + 1,
      });
    }
  }
  return seatings;
}

/**
 * A complete Howell for 3 to 8 tables (2 × tables − 1 rounds and sets), or
 * its first `rounds` rounds.
 *
 * @example
 * howell(4, { boardsPerRound: 4 }); // 7 rounds of 4 boards; round 1, table 2: 6 against 5, set 2
 */
export function howell(tables: number, options: HowellOptions): Result<MovementPlan, MovementError> {
  const layout = HOWELL_LAYOUTS[tables];
  if (!Number.isSafeInteger(tables) || !layout) {
    return err({
      code: 'movement-tables',
      movement: 'howell',
      tables,
      min: HOWELL_TABLES.min,
      max: HOWELL_TABLES.max,
    });
  }
  if (!(Number.isSafeInteger(options.boardsPerRound) && options.boardsPerRound >= 1)) {
    return err({ code: 'movement-boards', set: 1 });
  }
  const full = 2 * tables - 1;
  const rounds = options.rounds ?? full;
  if (!(Number.isSafeInteger(rounds) && rounds >= 1 && rounds <= full)) {
    return err({ code: 'movement-rounds', rounds, max: full });
  }
  const plan = checkMovement({
    name: rounds === full ? `howell-${tables}` : `howell-${tables}-${rounds}r`,
    kind: 'howell',
    tables,
    rounds,
    sets: standardSets(full, options.boardsPerRound),
    seatings: cyclicHowell(layout, rounds),
    arrowSwitch: [],
    phantom: null,
  });
  return plan.ok && options.phantom !== undefined
    ? withPhantom(plan.value, { number: options.phantom, direction: null })
    : plan;
}
