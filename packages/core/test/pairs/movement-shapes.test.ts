/**
 * The shapes `mitchell` and `howell` build or refuse: each refusal in full,
 * the edges that are allowed (one table, one board a round, every round,
 * one round), the plans' names, and the even-table choices of a Mitchell.
 */
import { describe, expect, test } from 'vitest';
import {
  cyclicHowell,
  HOWELL_LAYOUTS,
  howell,
  isEvenMitchell,
  type MovementPlan,
  mitchell,
  mitchellRounds,
} from '../../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const grid = (plan: MovementPlan, round: number) =>
  plan.seatings.filter((s) => s.round === round).map((s) => `${s.table}:${s.ns}-${s.ew}/${s.set}`);

describe('Mitchell shapes', () => {
  test.each([0, -1, 2.5, Number.NaN])('%d tables is refused', (tables) => {
    expect(mitchell(tables, { boardsPerRound: 2 })).toEqual({
      ok: false,
      error: { code: 'movement-tables', movement: 'mitchell', tables, min: 1, max: null },
    });
  });

  test.each([0, 1.5, -2])('%d boards a round is refused', (boardsPerRound) => {
    expect(mitchell(3, { boardsPerRound })).toEqual({
      ok: false,
      error: { code: 'movement-boards', set: 1 },
    });
  });

  test.each([
    [5, 0, 'skip', 5],
    [5, 6, 'skip', 5],
    [5, 2.5, 'skip', 5],
    [6, 6, 'skip', 5],
    [6, 7, 'relay-bye', 6],
  ] as const)('%d tables, %d rounds (%s) is refused: at most %d', (tables, rounds, even, max) => {
    expect(mitchell(tables, { boardsPerRound: 2, rounds, even })).toEqual({
      ok: false,
      error: { code: 'movement-rounds', rounds, max },
    });
  });

  test('one table, one board a round: one round, NS 1 against EW 1 on set 1', () => {
    const plan = must(mitchell(1, { boardsPerRound: 1 }));
    expect([plan.name, plan.tables, plan.rounds, plan.sets]).toEqual(['mitchell-1', 1, 1, [[1]]]);
    expect(plan.seatings).toEqual([{ round: 1, table: 1, ns: 1, ew: 1, set: 1 }]);
  });

  test('every round, or only the first one', () => {
    expect(must(mitchell(5, { boardsPerRound: 2, rounds: 5 })).rounds).toBe(5);
    const first = must(mitchell(5, { boardsPerRound: 2, rounds: 1 }));
    expect(first.rounds).toBe(1);
    expect(grid(first, 1)).toEqual(['1:1-1/1', '2:2-2/2', '3:3-3/3', '4:4-4/4', '5:5-5/5']);
    expect(first.seatings).toHaveLength(5);
  });

  test('rounds: as many as tables when odd or with a relay and bye; one fewer with a skip (the default)', () => {
    expect([mitchellRounds(7), mitchellRounds(7, 'relay-bye'), mitchellRounds(7, 'skip')]).toEqual([7, 7, 7]);
    expect([mitchellRounds(8), mitchellRounds(8, 'relay-bye'), mitchellRounds(8, 'skip')]).toEqual([7, 8, 7]);
    expect(must(mitchell(8, { boardsPerRound: 2 })).rounds).toBe(7);
  });

  test('names: the tables, and for an even number the choice, skip by default', () => {
    expect(must(mitchell(7, { boardsPerRound: 2 })).name).toBe('mitchell-7');
    expect(must(mitchell(7, { boardsPerRound: 2, even: 'relay-bye' })).name).toBe('mitchell-7');
    expect(must(mitchell(6, { boardsPerRound: 2 })).name).toBe('mitchell-6-skip');
    expect(must(mitchell(6, { boardsPerRound: 2, even: 'relay-bye' })).name).toBe('mitchell-6-relay-bye');
    expect(must(mitchell(6, { boardsPerRound: 2 })).kind).toBe('mitchell');
  });

  test('an odd number of tables ignores the even choice: the same plan', () => {
    expect(must(mitchell(5, { boardsPerRound: 3, even: 'relay-bye' }))).toEqual(
      must(mitchell(5, { boardsPerRound: 3, even: 'skip' })),
    );
  });

  test('6 tables with a skip, worked by hand: round 4 moves the EW pairs up two tables, not one', () => {
    // Round r, table t: EW (t − r) mod 6 + 1 for r ≤ 3; from round 4 one further: (t − r − 1) mod 6 + 1.
    // Sets travel down one table a round: (t + r − 2) mod 6 + 1.
    const plan = must(mitchell(6, { boardsPerRound: 1 }));
    expect(grid(plan, 3)).toEqual(['1:1-5/3', '2:2-6/4', '3:3-1/5', '4:4-2/6', '5:5-3/1', '6:6-4/2']);
    expect(grid(plan, 4)).toEqual(['1:1-3/4', '2:2-4/5', '3:3-5/6', '4:4-6/1', '5:5-1/2', '6:6-2/3']);
  });

  test('6 tables with a relay and bye, worked by hand: tables 1 and 6 share a set, the bye after table 3', () => {
    // The circuit: tables 1 and 6 at position 0, tables 2 and 3 at 1 and 2, the bye at 3, tables 4 and 5
    // at 4 and 5. Round r: the set at position p is (p + r − 1) mod 6 + 1.
    const plan = must(mitchell(6, { boardsPerRound: 1, even: 'relay-bye' }));
    expect(grid(plan, 1)).toEqual(['1:1-1/1', '2:2-2/2', '3:3-3/3', '4:4-4/5', '5:5-5/6', '6:6-6/1']);
    expect(grid(plan, 2)).toEqual(['1:1-6/2', '2:2-1/3', '3:3-2/4', '4:4-3/6', '5:5-4/1', '6:6-5/2']);
    expect(plan.rounds).toBe(6);
  });

  test('switched rounds and a phantom given are kept on the plan; none given, none kept', () => {
    const plan = must(
      mitchell(5, { boardsPerRound: 2, arrowSwitch: [5], phantom: { number: 5, direction: 'EW' } }),
    );
    expect(plan.arrowSwitch).toEqual([5]);
    expect(plan.phantom).toEqual({ number: 5, direction: 'EW' });
    const plain = must(mitchell(5, { boardsPerRound: 2, arrowSwitch: [] }));
    expect(plain.arrowSwitch).toEqual([]);
    expect(plain.phantom).toBeNull();
  });

  test('the even choices are the two named', () => {
    expect(['skip', 'relay-bye', 'bye', '', undefined].map(isEvenMitchell)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('Howell shapes', () => {
  test.each([2, 9, 0, 4.5])('%d tables is refused: 3 to 8', (tables) => {
    expect(howell(tables, { boardsPerRound: 2 })).toEqual({
      ok: false,
      error: { code: 'movement-tables', movement: 'howell', tables, min: 3, max: 8 },
    });
  });

  test.each([0, 2.5])('%d boards a round is refused', (boardsPerRound) => {
    expect(howell(4, { boardsPerRound })).toEqual({ ok: false, error: { code: 'movement-boards', set: 1 } });
  });

  test.each([0, 8, 1.5])('4 tables, %d rounds is refused: at most 7', (rounds) => {
    expect(howell(4, { boardsPerRound: 2, rounds })).toEqual({
      ok: false,
      error: { code: 'movement-rounds', rounds, max: 7 },
    });
  });

  test('names: the tables, and the rounds when shortened', () => {
    expect(must(howell(4, { boardsPerRound: 2 })).name).toBe('howell-4');
    expect(must(howell(4, { boardsPerRound: 2, rounds: 7 })).name).toBe('howell-4');
    expect(must(howell(4, { boardsPerRound: 2, rounds: 5 })).name).toBe('howell-4-5r');
    expect(must(howell(4, { boardsPerRound: 2, rounds: 1 })).rounds).toBe(1);
  });

  test('a full Howell: 2 × tables − 1 rounds and sets, one board a round allowed', () => {
    const plan = must(howell(5, { boardsPerRound: 1 }));
    expect([plan.kind, plan.tables, plan.rounds, plan.sets.length, plan.sets[8]]).toEqual([
      'howell',
      5,
      9,
      9,
      [9],
    ]);
    expect(plan.phantom).toBeNull();
    expect(plan.arrowSwitch).toEqual([]);
  });

  test('a phantom by number, with no direction', () => {
    expect(must(howell(4, { boardsPerRound: 2, phantom: 8 })).phantom).toEqual({
      number: 8,
      direction: null,
    });
  });

  test('the cycle, worked by hand from the 4-table layout: pair 8 stays, the others and the sets go up one', () => {
    // Layout 8-1 (1), 6-5 (2), 4-2 (3), 7-3 (5); round 2 adds 1 modulo 7: 8-2 (2), 7-6 (3), 5-3 (4), 1-4 (6).
    // Round 7: add 6: 8-7 (7), 5-4 (1), 3-1 (2), 6-2 (4).
    const rounds = cyclicHowell(HOWELL_LAYOUTS[4] ?? [], 7);
    const at = (r: number) =>
      rounds.filter((s) => s.round === r).map((s) => `${s.table}:${s.ns}-${s.ew}/${s.set}`);
    expect(at(2)).toEqual(['1:8-2/2', '2:7-6/3', '3:5-3/4', '4:1-4/6']);
    expect(at(7)).toEqual(['1:8-7/7', '2:5-4/1', '3:3-1/2', '4:6-2/4']);
    expect(rounds).toHaveLength(28);
  });
});
