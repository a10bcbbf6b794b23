/**
 * Movements: the invariants of every built-in movement, checked from its
 * seatings alone (never through the module's own checker), hand-worked
 * rounds of small Mitchells, the published 4-table Howell, the queries, and
 * a session scored from a movement.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  boardSchedule,
  EVEN_MITCHELLS,
  type EvenMitchell,
  expectedScores,
  HOWELL_LAYOUTS,
  howell,
  idleSets,
  type MovementPlan,
  mitchell,
  movementPairs,
  movementProblem,
  movementSection,
  type PairRef,
  pairSchedule,
  roundSeatings,
  scoreSession,
  seating,
  sitOuts,
  type TravellerLine,
  travellerSeats,
  withArrowSwitch,
} from '../../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const label = (kind: MovementPlan['kind'], side: 'NS' | 'EW', n: number) =>
  kind === 'mitchell' ? `${side}${n}` : `${n}`;

/** What the seatings say, read directly: the facts every invariant below is checked on. */
function facts(plan: MovementPlan) {
  const phantom = plan.phantom ? label(plan.kind, plan.phantom.direction ?? 'NS', plan.phantom.number) : null;
  const plays = plan.seatings.map((s) => ({
    ...s,
    nsLabel: label(plan.kind, 'NS', s.ns),
    ewLabel: label(plan.kind, 'EW', s.ew),
  }));
  const real = plays.filter((p) => p.nsLabel !== phantom && p.ewLabel !== phantom);
  return { plays, real, phantom };
}

/** The invariants every movement keeps, whatever its shape. */
function checkInvariants(plan: MovementPlan): void {
  const { plays } = facts(plan);
  // No pair at two tables in a round; no table seated twice in a round.
  for (let r = 1; r <= plan.rounds; r++) {
    const round = plays.filter((p) => p.round === r);
    const seated = round.flatMap((p) => [p.nsLabel, p.ewLabel]);
    expect(new Set(seated).size).toBe(seated.length);
    expect(new Set(round.map((p) => p.table)).size).toBe(round.length);
  }
  // No pair plays a set (so a board) twice.
  const setsOf = new Map<string, number[]>();
  for (const p of plays) {
    for (const pair of [p.nsLabel, p.ewLabel]) {
      const sets = setsOf.get(pair);
      if (sets) sets.push(p.set);
      else setsOf.set(pair, [p.set]);
    }
  }
  for (const sets of setsOf.values()) expect(new Set(sets).size).toBe(sets.length);
  // No board in two sets; every board at most once per table per round.
  const boards = plan.sets.flat();
  expect(new Set(boards).size).toBe(boards.length);
  for (const b of boards) {
    const where = boardSchedule(plan, b).map((x) => `${x.round}:${x.table}`);
    expect(new Set(where).size).toBe(where.length);
  }
  // Pairs meet at most once (a Mitchell: an NS pair and an EW pair; a Howell: any two).
  const meetings = plays.map((p) => [p.nsLabel, p.ewLabel].sort().join('-'));
  expect(new Set(meetings).size).toBe(meetings.length);
}

/** Which tables play each set in each round: "round:set" → tables. */
function setTables(plan: MovementPlan): Map<string, number[]> {
  const at = new Map<string, number[]>();
  for (const s of plan.seatings)
    at.set(`${s.round}:${s.set}`, [...(at.get(`${s.round}:${s.set}`) ?? []), s.table]);
  return at;
}

describe('Mitchell', () => {
  test('3 tables, worked by hand: EW up one table, boards down one', () => {
    const plan = must(mitchell(3, { boardsPerRound: 2 }));
    // Round 1: everyone at home. Round 2: EW 3 came up from table 3 to table 1, set 2 down from table 2.
    const grid = (r: number) => roundSeatings(plan, r).map((t) => `${t.ns.number}-${t.ew.number}:${t.set}`);
    expect(grid(1)).toEqual(['1-1:1', '2-2:2', '3-3:3']);
    expect(grid(2)).toEqual(['1-3:2', '2-1:3', '3-2:1']);
    expect(grid(3)).toEqual(['1-2:3', '2-3:1', '3-1:2']);
    expect(seating(plan, 2, 1)?.boards).toEqual([3, 4]);
  });

  test('4 tables with a skip: after round 2 the EW pairs move up two tables; 3 rounds', () => {
    const plan = must(mitchell(4, { boardsPerRound: 2, even: 'skip' }));
    expect(plan.rounds).toBe(3);
    // EW 2: table 2, then 3, then (skipping table 4) table 1.
    const tables = pairSchedule(plan, { number: 2, direction: 'EW' }).map((r) =>
      r.kind === 'play' ? r.table : 0,
    );
    expect(tables).toEqual([2, 3, 1]);
  });

  test('4 tables with relay and bye: tables 1 and 4 share, the bye stand holds the set between tables 2 and 3', () => {
    const plan = must(mitchell(4, { boardsPerRound: 2, even: 'relay-bye' }));
    expect(plan.rounds).toBe(4);
    // The circuit of the boards: tables 1 & 4, table 2, the bye, table 3 — sets 1, 2, 3, 4 in round 1.
    expect(roundSeatings(plan, 1).map((t) => t.set)).toEqual([1, 2, 4, 1]);
    expect(idleSets(plan, 1)).toEqual([3]);
    expect(seating(plan, 1, 1)?.sharedWith).toEqual([4]);
    expect(seating(plan, 1, 2)?.sharedWith).toEqual([]);
    // EW 1 travels tables 1, 2, 3, 4 and plays sets 1, 3, 2, 4 (worked on the circuit by hand).
    const sets = pairSchedule(plan, { number: 1, direction: 'EW' }).map((r) =>
      r.kind === 'play' ? r.set : 0,
    );
    expect(sets).toEqual([1, 3, 2, 4]);
  });

  const shapes = fc.record({
    tables: fc.integer({ min: 1, max: 16 }),
    even: fc.constantFrom<EvenMitchell>(...EVEN_MITCHELLS),
    boardsPerRound: fc.integer({ min: 1, max: 4 }),
  });

  test('every full Mitchell: each NS pair meets each EW pair at most once, exactly once when complete', () => {
    fc.assert(
      fc.property(shapes, ({ tables, even, boardsPerRound }) => {
        const plan = must(mitchell(tables, { boardsPerRound, even }));
        checkInvariants(plan);
        const complete = tables % 2 === 1 || even === 'relay-bye';
        expect(plan.rounds).toBe(complete ? tables : tables - 1);
        const met = new Set(plan.seatings.map((s) => `${s.ns}-${s.ew}`));
        expect(met.size).toBe(tables * plan.rounds);
        // NS pairs never move.
        for (const s of plan.seatings) expect(s.ns).toBe(s.table);
        // Each pair plays a set every round: all of them when complete, all but one after a skip.
        for (const pair of movementPairs(plan)) {
          const sets = pairSchedule(plan, pair).flatMap((r) => (r.kind === 'play' ? [r.set] : []));
          expect(sets.length).toBe(plan.rounds);
          expect(new Set(sets).size).toBe(plan.rounds);
        }
        // Every board is played once per round of the movement (each set visits every table once).
        for (const count of expectedScores(plan).values()) expect(count).toBe(plan.rounds);
      }),
      { numRuns: 50 },
    );
  });

  test('board sets travel down one table a round; a set is at one table except on the relay', () => {
    fc.assert(
      fc.property(shapes, ({ tables, even, boardsPerRound }) => {
        const plan = must(mitchell(tables, { boardsPerRound, even }));
        const relay = tables % 2 === 0 && even === 'relay-bye';
        for (const [, at] of setTables(plan)) {
          if (at.length > 1)
            expect(relay && tables > 1 ? [...at].sort((a, b) => a - b) : at).toEqual([1, tables]);
        }
        for (let r = 1; r < plan.rounds; r++) {
          for (let t = 1; t <= tables; t++) {
            const next = seating(plan, r + 1, t)?.set;
            // Without the relay-bye circuit the set comes from the table above (from table 1 to the last).
            if (!relay) expect(next).toBe(seating(plan, r, (t % tables) + 1)?.set);
            // The EW pair came from the table below, except in the skip round.
            const skip = even === 'skip' && tables % 2 === 0 && r === tables / 2;
            const from = ((t - 1 - (skip ? 2 : 1) + 2 * tables) % tables) + 1;
            expect(seating(plan, r + 1, t)?.ew.number).toBe(seating(plan, r, from)?.ew.number);
          }
        }
      }),
    );
  });

  test('shortened, switched, with a phantom: the invariants hold and the switched rounds swap the cards', () => {
    const options = fc
      .record({
        tables: fc.integer({ min: 2, max: 14 }),
        even: fc.constantFrom<EvenMitchell>(...EVEN_MITCHELLS),
        cut: fc.nat(13),
        switched: fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 3 }),
        phantom: fc.option(
          fc.record({ number: fc.integer({ min: 1, max: 14 }), direction: fc.constantFrom('NS', 'EW') }),
        ),
      })
      .map((o) => {
        const full = o.tables % 2 === 1 || o.even === 'relay-bye' ? o.tables : o.tables - 1;
        const rounds = Math.max(1, full - (o.cut % full));
        return {
          ...o,
          rounds,
          switched: [...new Set(o.switched.map((r) => ((r - 1) % rounds) + 1))],
          phantom: o.phantom && {
            number: ((o.phantom.number - 1) % o.tables) + 1,
            direction: o.phantom.direction,
          },
        };
      });
    fc.assert(
      fc.property(options, ({ tables, even, rounds, switched, phantom }) => {
        const plan = must(
          mitchell(tables, {
            boardsPerRound: 2,
            even,
            rounds,
            arrowSwitch: switched,
            ...(phantom ? { phantom: phantom as PairRef } : {}),
          }),
        );
        checkInvariants(plan);
        expect(plan.rounds).toBe(rounds);
        for (const s of plan.seatings) {
          const t = seating(plan, s.round, s.table);
          const flipped = switched.includes(s.round);
          expect(t?.switched).toBe(flipped);
          // An arrow-switched round: the EW pair holds the NS cards.
          expect(t?.ns).toEqual(
            flipped ? { number: s.ew, direction: 'EW' } : { number: s.ns, direction: 'NS' },
          );
          expect(t?.ew).toEqual(
            flipped ? { number: s.ns, direction: 'NS' } : { number: s.ew, direction: 'EW' },
          );
        }
        if (phantom) {
          // The phantom's opponents sit out; its tables score nothing.
          for (let r = 1; r <= rounds; r++) {
            const at = plan.seatings.find(
              (s) => s.round === r && (phantom.direction === 'NS' ? s.ns : s.ew) === phantom.number,
            );
            const out = sitOuts(plan, r).map((p) => `${p.direction}${p.number}`);
            const opponent = phantom.direction === 'NS' ? `EW${at?.ew}` : `NS${at?.ns}`;
            expect(out).toEqual(at ? [opponent] : []);
            if (at) expect(travellerSeats(plan, r, at.table)).toBeUndefined();
          }
          expect(movementPairs(plan)).not.toContainEqual(phantom);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('Howell', () => {
  test.each([3, 4, 5, 6, 7, 8])(
    '%i tables: every pair meets every other and plays every set exactly once',
    (tables) => {
      const plan = must(howell(tables, { boardsPerRound: 2 }));
      checkInvariants(plan);
      const pairs = 2 * tables;
      expect(plan.rounds).toBe(pairs - 1);
      expect(plan.sets.length).toBe(pairs - 1);
      const met = new Set(plan.seatings.map((s) => [s.ns, s.ew].sort((a, b) => a - b).join('-')));
      expect(met.size).toBe((pairs * (pairs - 1)) / 2);
      for (let p = 1; p <= pairs; p++) {
        const sets = pairSchedule(plan, { number: p, direction: null }).flatMap((r) =>
          r.kind === 'play' ? [r.set] : [],
        );
        expect([...sets].sort((a, b) => a - b)).toEqual(Array.from({ length: pairs - 1 }, (_, i) => i + 1));
      }
      // Each board is played at every table once over the evening.
      for (const count of expectedScores(plan).values()) expect(count).toBe(tables);
    },
  );

  test.each([3, 4, 5, 6, 7, 8])(
    '%i tables: the highest pair stays; every other follows the pair numbered one below',
    (tables) => {
      const plan = must(howell(tables, { boardsPerRound: 2 }));
      const pairs = 2 * tables;
      const next = (p: number) => (p === pairs ? p : (p % (pairs - 1)) + 1);
      for (let r = 1; r < plan.rounds; r++) {
        for (let t = 1; t <= tables; t++) {
          const now = seating(plan, r, t);
          const then = seating(plan, r + 1, t);
          expect(then?.ns.number).toBe(next(now?.ns.number ?? 0));
          expect(then?.ew.number).toBe(next(now?.ew.number ?? 0));
        }
      }
    },
  );

  test.each([4, 5, 6, 7, 8])(
    '%i tables: a set is at one table a round, the others rest on relays',
    (tables) => {
      const plan = must(howell(tables, { boardsPerRound: 2 }));
      for (const at of setTables(plan).values()) expect(at.length).toBe(1);
      for (let r = 1; r <= plan.rounds; r++) expect(idleSets(plan, r).length).toBe(tables - 1);
    },
  );

  test('3 tables: all three tables share the one set of each round', () => {
    const plan = must(howell(3, { boardsPerRound: 3 }));
    for (let r = 1; r <= 5; r++) expect(new Set(roundSeatings(plan, r).map((t) => t.set)).size).toBe(1);
    expect(seating(plan, 1, 2)?.sharedWith).toEqual([1, 3]);
  });

  test('4 tables: the published perfect Howell "8-1 6-5 4-2 R 7-3 2R"', () => {
    const plan = must(howell(4, { boardsPerRound: 4 }));
    expect(roundSeatings(plan, 1).map((t) => `${t.ns.number}-${t.ew.number}`)).toEqual([
      '8-1',
      '6-5',
      '4-2',
      '7-3',
    ]);
    // R after table 3 holds set 4; 2R after table 4 hold sets 6 and 7.
    expect(roundSeatings(plan, 1).map((t) => t.set)).toEqual([1, 2, 3, 5]);
    expect(idleSets(plan, 1)).toEqual([4, 6, 7]);
  });

  /** How often two pairs held the same cards of a board at different tables (they are compared). */
  function comparisons(plan: MovementPlan): number[] {
    const pairs = 2 * plan.tables;
    const count = Array.from({ length: pairs + 1 }, () => new Array<number>(pairs + 1).fill(0));
    for (let set = 1; set <= plan.sets.length; set++) {
      const plays = plan.seatings.filter((s) => s.set === set);
      for (const a of plays) {
        for (const b of plays) {
          if (a === b) continue;
          (count[a.ns] as number[])[b.ns] = ((count[a.ns] as number[])[b.ns] ?? 0) + 1;
          (count[a.ew] as number[])[b.ew] = ((count[a.ew] as number[])[b.ew] ?? 0) + 1;
        }
      }
    }
    const out: number[] = [];
    for (let x = 1; x <= pairs; x++)
      for (let y = x + 1; y <= pairs; y++) out.push((count[x] as number[])[y] ?? 0);
    return out;
  }

  test.each([4, 6, 8])('%i tables: every pair is compared with every other equally often', (tables) => {
    const c = comparisons(must(howell(tables, { boardsPerRound: 2 })));
    expect(Math.max(...c)).toBe(Math.min(...c));
  });

  test.each([5, 7])('%i tables: comparisons differ by at most 2 between pairs', (tables) => {
    const c = comparisons(must(howell(tables, { boardsPerRound: 2 })));
    expect(Math.max(...c) - Math.min(...c)).toBeLessThanOrEqual(2);
  });

  test('shortened Howells and phantoms keep the invariants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.nat(14),
        fc.option(fc.integer({ min: 1, max: 16 })),
        (tables, cut, phantom) => {
          const full = 2 * tables - 1;
          const rounds = full - (cut % full);
          const absent = phantom === null ? undefined : ((phantom - 1) % (2 * tables)) + 1;
          const plan = must(
            howell(tables, { boardsPerRound: 2, rounds, ...(absent ? { phantom: absent } : {}) }),
          );
          checkInvariants(plan);
          for (let r = 1; r <= rounds; r++) {
            const out = sitOuts(plan, r).map((p) => p.number);
            const at = plan.seatings.find((s) => s.round === r && (s.ns === absent || s.ew === absent));
            expect(out).toEqual(at ? [at.ns === absent ? at.ew : at.ns] : []);
          }
        },
      ),
    );
  });

  test('the layouts cover 3 to 8 tables, and no other count is built', () => {
    expect(Object.keys(HOWELL_LAYOUTS).map(Number)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(howell(9, { boardsPerRound: 2 })).toEqual({
      ok: false,
      error: { code: 'movement-tables', movement: 'howell', tables: 9, min: 3, max: 8 },
    });
    expect(howell(5, { boardsPerRound: 2, rounds: 10 })).toEqual({
      ok: false,
      error: { code: 'movement-rounds', rounds: 10, max: 9 },
    });
  });
});

describe('queries', () => {
  const plan = must(mitchell(5, { boardsPerRound: 3, arrowSwitch: [5] }));

  test("a pair's schedule: table, seat, opponents and boards each round", () => {
    const ew2 = pairSchedule(plan, { number: 2, direction: 'EW' });
    expect(ew2[0]).toEqual({
      kind: 'play',
      round: 1,
      table: 2,
      seat: 'EW',
      opponents: { number: 2, direction: 'NS' },
      set: 2,
      boards: [4, 5, 6],
      switched: false,
    });
    // Round 5 is switched: EW 2, now at table 1 (2 + 4 = 6 → 1), holds the NS cards.
    expect(ew2[4]).toMatchObject({
      round: 5,
      table: 1,
      seat: 'NS',
      opponents: { number: 1, direction: 'NS' },
    });
  });

  test("a board's schedule: who plays it in which round", () => {
    // Set 1 (boards 1-3) starts at table 1 and moves down: table 5 in round 2, 4 in round 3 …
    expect(boardSchedule(plan, 2).map((p) => [p.round, p.table])).toEqual([
      [1, 1],
      [2, 5],
      [3, 4],
      [4, 3],
      [5, 2],
    ]);
    expect(boardSchedule(plan, 99)).toEqual([]);
  });

  test('the section the event model scores, and lines seated from the plan', () => {
    const section = movementSection(plan, 'A');
    expect(section).toMatchObject({
      name: 'A',
      movement: 'mitchell',
      expected: 5,
      arrowSwitch: { rounds: [5] },
    });
    expect(section.pairs).toHaveLength(10);
    expect(section.pairs?.[5]).toEqual({ number: 1, direction: 'EW' });
    expect(travellerSeats(plan, 5, 1)).toEqual({ ns: 1, ew: 2, round: 5, switched: true });
  });
});

describe('a session scored from a movement', () => {
  /** Part scores made whatever the vulnerability (1♣= 70 … 2NT+1 150), and the same made by East-West. */
  const SCORES = [70, 80, 90, 110, 120, 130, 140, 150, -70, -80, -90, -110, -120, -130, -140, -150];
  /** Every line the plan has played, each board with a different score at each table. */
  function eventOf(plan: MovementPlan, drop?: { round: number; table: number }): BridgeEvent {
    const results: TravellerLine[] = [];
    for (const s of plan.seatings) {
      const seats = travellerSeats(plan, s.round, s.table);
      if (!seats || (drop && drop.round === s.round && drop.table === s.table)) continue;
      for (const board of plan.sets[s.set - 1] ?? []) {
        results.push({
          section: 'A',
          board,
          ...seats,
          outcome: { kind: 'score', ns: SCORES[(s.table + board) % SCORES.length] as number },
        });
      }
    }
    return { sections: [movementSection(plan, 'A')], boards: [], results };
  }

  test('a Mitchell ranks two fields; arrow-switching a round puts every pair in one', () => {
    const two = scoreSession(eventOf(must(mitchell(5, { boardsPerRound: 2 }))));
    expect(two.rankings.map((r) => r.direction)).toEqual(['NS', 'EW']);
    expect(two.warnings).toEqual([]);
    const one = scoreSession(eventOf(must(mitchell(5, { boardsPerRound: 2, arrowSwitch: [5] }))));
    expect(one.rankings.map((r) => r.direction)).toEqual([null]);
    expect(one.rankings[0]?.entries).toHaveLength(10);
  });

  test('with a phantom every board is expected the times the plan has it played', () => {
    // 7½ tables: NS 8 absent; each board is played 7 times.
    const plan = must(
      mitchell(8, { boardsPerRound: 2, even: 'relay-bye', phantom: { number: 8, direction: 'NS' } }),
    );
    const session = scoreSession(eventOf(plan));
    expect(session.warnings).toEqual([]);
    expect(new Set(session.boards.map((b) => b.expected))).toEqual(new Set([7]));
    // A missing line is seen as missing, against the plan's count.
    const short = scoreSession(eventOf(plan, { round: 1, table: 2 }));
    expect(short.warnings).toContainEqual({
      code: 'board-incomplete',
      section: 'A',
      board: 3,
      scores: 6,
      expected: 7,
    });
  });

  test('a Howell ranks one field of all its pairs', () => {
    const session = scoreSession(eventOf(must(howell(4, { boardsPerRound: 2 }))));
    expect(session.rankings).toHaveLength(1);
    expect(session.rankings[0]?.entries).toHaveLength(8);
    expect(session.boards.every((b) => b.expected === 4 && b.scores === 4)).toBe(true);
  });
});

describe('changing a plan', () => {
  test('arrow switches only on rounds of a Mitchell', () => {
    const plan = must(mitchell(3, { boardsPerRound: 2 }));
    expect(withArrowSwitch(plan, [4])).toEqual({
      ok: false,
      error: { code: 'movement-switch', round: 4, rounds: 3 },
    });
    const h = must(howell(3, { boardsPerRound: 3 }));
    expect(withArrowSwitch(h, [1])).toEqual({
      ok: false,
      error: { code: 'movement-switch-howell', round: 1 },
    });
  });

  test('a phantom must be a pair of the movement', () => {
    expect(mitchell(3, { boardsPerRound: 2, phantom: { number: 4, direction: 'NS' } })).toEqual({
      ok: false,
      error: { code: 'movement-phantom', pair: 4, direction: 'NS' },
    });
  });

  test('impossible shapes are errors, not exceptions', () => {
    expect(mitchell(0, { boardsPerRound: 2 }).ok).toBe(false);
    expect(mitchell(3, { boardsPerRound: 0 }).ok).toBe(false);
    expect(mitchell(4, { boardsPerRound: 2, rounds: 4 })).toEqual({
      ok: false,
      error: { code: 'movement-rounds', rounds: 4, max: 3 },
    });
  });
});

describe('what is wrong with a plan, exactly and where', () => {
  // A 3-table Mitchell, 2 boards a set, changed one fact at a time; each expected error is read
  // from the fact changed, never from the checker.
  const base = (): MovementPlan => must(mitchell(3, { boardsPerRound: 2 }));
  const at = (plan: MovementPlan, round: number, table: number) =>
    plan.seatings.findIndex((s) => s.round === round && s.table === table);
  const change = (plan: MovementPlan, i: number, fields: Partial<MovementPlan['seatings'][number]>) => ({
    ...plan,
    seatings: plan.seatings.map((s, j) => (j === i ? { ...s, ...fields } : s)),
  });

  test('the shape: tables, rounds and sets', () => {
    expect(movementProblem({ ...base(), tables: 0 })).toEqual({
      path: '$.tables',
      error: { code: 'movement-tables', movement: 'mitchell', tables: 0, min: 1, max: null },
    });
    expect(movementProblem({ ...base(), rounds: 1.5 })).toEqual({
      path: '$.rounds',
      error: { code: 'movement-rounds', rounds: 1.5, max: null },
    });
    expect(movementProblem({ ...base(), sets: [] })).toEqual({
      path: '$.sets',
      error: { code: 'movement-boards', set: 1 },
    });
    for (const second of [[], [3, 0], [3, 2.5]]) {
      expect(movementProblem({ ...base(), sets: [[1, 2], second, [5, 6]] })).toEqual({
        path: '$.sets[1]',
        error: { code: 'movement-boards', set: 2 },
      });
    }
    expect(
      movementProblem({
        ...base(),
        sets: [
          [1, 2],
          [3, 4],
          [6, 4],
        ],
      }),
    ).toEqual({
      path: '$.sets[2]',
      error: { code: 'movement-board-twice', board: 4 },
    });
  });

  test('a seating beyond the rounds, tables or sets names the field, its value and the most it can be', () => {
    const plan = base();
    const i = at(plan, 2, 3);
    expect(movementProblem(change(plan, i, { round: 4 }))).toEqual({
      path: `$.seatings[${i}].round`,
      error: { code: 'movement-place', round: 4, table: 3, field: 'round', value: 4, max: 3 },
    });
    expect(movementProblem(change(plan, i, { table: 0 }))).toEqual({
      path: `$.seatings[${i}].table`,
      error: { code: 'movement-place', round: 2, table: 0, field: 'table', value: 0, max: 3 },
    });
    expect(movementProblem(change(plan, i, { set: 4 }))).toEqual({
      path: `$.seatings[${i}].set`,
      error: { code: 'movement-place', round: 2, table: 3, field: 'set', value: 4, max: 3 },
    });
    // At the most a field can be, the seating is in place (then fails on what it now repeats).
    expect(movementProblem(change(plan, i, { round: 3 }))?.error.code).not.toBe('movement-place');
  });

  test('a pair number that is not one is a place of the field "pair"', () => {
    const plan = base();
    const i = at(plan, 1, 2);
    expect(movementProblem(change(plan, i, { ew: 0 }))).toEqual({
      path: `$.seatings[${i}].ew`,
      error: { code: 'movement-place', round: 1, table: 2, field: 'pair', value: 0, max: null },
    });
    expect(movementProblem(change(plan, i, { ns: -1 }))?.path).toBe(`$.seatings[${i}].ns`);
  });

  test('a pair at two tables, or playing a set again, is named with its direction and rounds', () => {
    const plan = base();
    // Round 1, table 2 seats NS 2; give it NS 1, who is at table 1 that round.
    const t2 = at(plan, 1, 2);
    expect(at(plan, 1, 1)).toBeLessThan(t2);
    expect(movementProblem(change(plan, t2, { ns: 1 }))).toEqual({
      path: `$.seatings[${t2}].ns`,
      error: { code: 'movement-pair-twice', round: 1, pair: 1, direction: 'NS' },
    });
    // NS 1 stays at table 1; in round 2 it is given the set it played in round 1.
    const first = plan.seatings[at(plan, 1, 1)];
    const again = at(plan, 2, 1);
    if (!first) throw new Error('no seating');
    expect(movementProblem(change(plan, again, { set: first.set }))).toEqual({
      path: `$.seatings[${again}].set`,
      error: { code: 'movement-set-twice', pair: 1, direction: 'NS', set: first.set, rounds: [1, 2] },
    });
  });

  test('arrow switches on rounds that are not rounds of the plan', () => {
    for (const round of [0, 4, 1.5]) {
      expect(movementProblem({ ...base(), arrowSwitch: [1, round] })).toEqual({
        path: '$.arrowSwitch[1]',
        error: { code: 'movement-switch', round, rounds: 3 },
      });
    }
    expect(movementProblem({ ...base(), arrowSwitch: [3] })).toBeNull();
  });

  test('a phantom of the other direction is not a pair of the movement', () => {
    expect(movementProblem({ ...base(), phantom: { number: 3, direction: null } })).toEqual({
      path: '$.phantom',
      error: { code: 'movement-phantom', pair: 3, direction: null },
    });
    expect(movementProblem({ ...base(), phantom: { number: 3, direction: 'EW' } })).toBeNull();
  });
});

describe('queries at their edges', () => {
  test("a Howell's section: one field of pairs without directions, names where given, no arrow switch", () => {
    // 3 tables, 6 pairs; all three tables play the round's one set, so each board is scored 3 times.
    const plan = must(howell(3, { boardsPerRound: 3 }));
    const section = movementSection(plan, 'B', (p) => (p.number === 2 ? ['Ann', 'Bob'] : undefined));
    expect(section).toEqual({
      name: 'B',
      movement: 'howell',
      pairs: [
        { number: 1 },
        { number: 2, names: ['Ann', 'Bob'] },
        { number: 3 },
        { number: 4 },
        { number: 5 },
        { number: 6 },
      ],
      expected: 3,
    });
    expect(seating(plan, 1, 1)?.sharedWith).toEqual([2, 3]);
    expect(seating(plan, 1, 2)?.sharedWith).toEqual([1, 3]);
  });

  test('a place the plan does not fill has no seating and no traveller seats', () => {
    const plan = must(mitchell(3, { boardsPerRound: 2 }));
    expect(seating(plan, 4, 1)).toBeUndefined();
    expect(seating(plan, 1, 4)).toBeUndefined();
    expect(travellerSeats(plan, 1, 4)).toBeUndefined();
    expect(roundSeatings(plan, 4)).toEqual([]);
    // Every set is played in every round of a 3-table Mitchell: none waits.
    expect(idleSets(plan, 1)).toEqual([]);
    expect(sitOuts(plan, 1)).toEqual([]);
    // A pair of no table at all sits out every round.
    expect(pairSchedule(plan, { number: 9, direction: 'NS' })).toEqual([
      { kind: 'sit-out', round: 1 },
      { kind: 'sit-out', round: 2 },
      { kind: 'sit-out', round: 3 },
    ]);
  });

  test('a table of a round, not switched, not shared, with its boards', () => {
    // Round 1 of a 3-table Mitchell: table t seats NS t and EW t with set t.
    const plan = must(mitchell(3, { boardsPerRound: 2 }));
    expect(seating(plan, 1, 2)).toEqual({
      round: 1,
      table: 2,
      set: 2,
      boards: [3, 4],
      ns: { number: 2, direction: 'NS' },
      ew: { number: 2, direction: 'EW' },
      switched: false,
      idle: false,
      sharedWith: [],
    });
  });
});

describe('a phantom and arrow switches in the queries', () => {
  test("a board's schedule leaves out the phantom's table", () => {
    // 3-table Mitchell, NS 3 absent: NS pairs stay put, so table 3 plays nothing all evening. Set 1
    // moves down a table a round: table 1, then 3 (idle), then 2.
    const plan = must(mitchell(3, { boardsPerRound: 2, phantom: { number: 3, direction: 'NS' } }));
    expect(boardSchedule(plan, 1).map((p) => [p.round, p.table])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(expectedScores(plan).get(1)).toBe(2);
  });

  test('arrow-switched rounds are kept once each, in order, however they are given', () => {
    const plan = must(mitchell(5, { boardsPerRound: 2, arrowSwitch: [4] }));
    const switched = must(withArrowSwitch(plan, [5, 1, 4, 3]));
    expect(switched.arrowSwitch).toEqual([1, 3, 4, 5]);
    expect(movementSection(switched, 'A').arrowSwitch).toEqual({ rounds: [1, 3, 4, 5] });
  });
});
