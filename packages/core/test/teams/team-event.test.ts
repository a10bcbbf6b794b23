import {
  type EventMatch,
  history,
  nextSwissRound,
  pairKeyOf,
  places,
  roundRobin,
  scoreTeamEvent,
  swissPairing,
} from '@bridge-score/core';
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';

const match = (round: number, a: string, b: string, sa: number, sb: number, boards = 16): EventMatch => ({
  kind: 'match',
  round,
  a,
  b,
  score: { a: sa, b: sb },
  boards,
});

describe('places', () => {
  test('equal points share a place, the next place skips', () => {
    expect(places([30, 25, 25, 10])).toEqual(['1', '2=', '2=', '4']);
    expect(places([10, 10, 10])).toEqual(['1=', '1=', '1=']);
    expect(places([1, 2, 3])).toEqual(['3', '2', '1']);
    expect(places([])).toEqual([]);
  });

  test('points equal to the hundredth are equal', () => {
    expect(places([0.1 + 0.2, 0.3])).toEqual(['1=', '1=']);
  });
});

describe('a four-team event over two rounds (WBF 2013 scale, 16 boards)', () => {
  // VPs from docs/scoring.md#teams for 16 boards: margin 20 → 15.00, 10 → 12.80, 5 → 11.48, 0 → 10.
  const matches: EventMatch[] = [
    match(1, 'Lions', 'Tigers', 45, 25), // +20: 15.00 – 5.00
    match(1, 'Bears', 'Wolves', 30, 30), // 0: 10 – 10
    match(2, 'Lions', 'Bears', 20, 30), // −10: 7.20 – 12.80
    match(2, 'Tigers', 'Wolves', 35, 30), // +5: 11.48 – 8.52
  ];
  let event: Extract<ReturnType<typeof scoreTeamEvent>, { ok: true }>['value'];
  beforeEach(() => {
    const r = scoreTeamEvent(matches, { scoring: 'vp' });
    if (!r.ok) throw new Error(r.error.code);
    event = r.value;
  });

  test('each match converted to VPs', () => {
    expect(event.matches.map((m) => m.points)).toEqual([
      { a: 15, b: 5 },
      { a: 10, b: 10 },
      { a: 7.2, b: 12.8 },
      { a: 11.48, b: 8.52 },
    ]);
  });

  test('standings after round 1, ties shown', () => {
    expect(event.rounds[0]?.standings.map((s) => [s.place, s.team, s.points, s.played])).toEqual([
      ['1', 'Lions', 15, 1],
      ['2=', 'Bears', 10, 1],
      ['2=', 'Wolves', 10, 1],
      ['4', 'Tigers', 5, 1],
    ]);
  });

  test('standings after round 2, with IMPs for and against', () => {
    expect(event.rounds[1]?.standings).toEqual([
      { place: '1', rank: 1, team: 'Bears', points: 22.8, played: 2, scored: 60, conceded: 50 },
      { place: '2', rank: 2, team: 'Lions', points: 22.2, played: 2, scored: 65, conceded: 55 },
      { place: '3', rank: 3, team: 'Wolves', points: 18.52, played: 2, scored: 60, conceded: 65 },
      { place: '4', rank: 4, team: 'Tigers', points: 16.48, played: 2, scored: 60, conceded: 75 },
    ]);
  });

  test('the next Swiss round pairs teams close in the standings that have not met', () => {
    // Bears have met Wolves and Lions: they get Tigers; Lions and Wolves have not met.
    expect(nextSwissRound(event)).toEqual({
      pairs: [
        ['Bears', 'Tigers'],
        ['Lions', 'Wolves'],
      ],
      bye: null,
      repeats: 0,
    });
  });
});

describe('event checks and settings', () => {
  test('a team cannot play itself or twice in a round', () => {
    expect(scoreTeamEvent([match(1, 'A', 'A', 1, 0)], { scoring: 'vp' })).toEqual({
      ok: false,
      error: { code: 'event-self', team: 'A' },
    });
    expect(scoreTeamEvent([match(1, 'A', 'B', 1, 0), match(1, 'C', 'A', 1, 0)], { scoring: 'vp' })).toEqual({
      ok: false,
      error: { code: 'event-twice', team: 'A', round: 1 },
    });
    expect(scoreTeamEvent([], { scoring: 'vp' })).toEqual({ ok: false, error: { code: 'event-empty' } });
  });

  test('board-a-match or total IMPs: the scores are simply added', () => {
    const r = scoreTeamEvent(
      [match(1, 'A', 'B', 9.5, 6.5), match(2, 'A', 'C', 7, 9), match(2, 'B', 'D', 8, 8)],
      {
        scoring: 'total',
      },
    );
    expect(r.ok && r.value.rounds[1]?.standings.map((s) => [s.place, s.team, s.points])).toEqual([
      ['1', 'A', 16.5],
      ['2', 'B', 14.5],
      ['3', 'C', 9],
      ['4', 'D', 8],
    ]);
  });

  test('byes take the bye points, given or by default', () => {
    const r = scoreTeamEvent(
      [
        match(1, 'A', 'B', 30, 10), // +20: 15 – 5
        { kind: 'bye', round: 1, team: 'C' },
        { kind: 'bye', round: 2, team: 'A', points: 12 },
      ],
      { scoring: 'vp', byePoints: 11 },
    );
    expect(r.ok && r.value.rounds[1]?.standings.map((s) => [s.place, s.team, s.points, s.played])).toEqual([
      ['1', 'A', 27, 1],
      ['2', 'C', 11, 0],
      ['3', 'B', 5, 1],
    ]);
  });

  test('a match without boards needs the event’s', () => {
    expect(() =>
      scoreTeamEvent([{ kind: 'match', round: 1, a: 'A', b: 'B', score: { a: 1, b: 0 } }], { scoring: 'vp' }),
    ).toThrow(RangeError);
    const r = scoreTeamEvent([{ kind: 'match', round: 1, a: 'A', b: 'B', score: { a: 21, b: 20 } }], {
      scoring: 'vp',
      boards: 16,
    });
    expect(r.ok && r.value.matches[0]?.points).toEqual({ a: 10.31, b: 9.69 });
  });
});

describe('Swiss pairing', () => {
  test('backtracks when the greedy choice leaves two teams that have met', () => {
    const met = new Set([pairKeyOf('C', 'D')]);
    expect(swissPairing(['A', 'B', 'C', 'D'], { met })).toEqual({
      pairs: [
        ['A', 'C'],
        ['B', 'D'],
      ],
      bye: null,
      repeats: 0,
    });
  });

  test('the lowest-placed team without a bye gets the bye', () => {
    const past = { met: new Set<string>(), byes: new Set(['E']) };
    const p = swissPairing(['A', 'B', 'C', 'D', 'E'], past);
    expect(p.bye).toBe('D');
    expect(p.pairs).toEqual([
      ['A', 'B'],
      ['C', 'E'],
    ]);
  });

  test('when every pairing repeats a match, the repeats are counted', () => {
    const met = new Set([pairKeyOf('A', 'B')]);
    expect(swissPairing(['A', 'B'], { met })).toEqual({ pairs: [['A', 'B']], bye: null, repeats: 1 });
  });

  test('history collects who has met and who has had a bye', () => {
    const h = history([match(1, 'A', 'B', 1, 0), { kind: 'bye', round: 1, team: 'C' }]);
    expect([...h.met]).toEqual([pairKeyOf('B', 'A')]);
    expect([...h.byes]).toEqual(['C']);
  });

  test('property: no repeat whenever a pairing without one exists (small fields, checked exhaustively)', () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
    const allPairs = teams.flatMap((x, i) => teams.slice(i + 1).map((y) => pairKeyOf(x, y)));
    const exists = (order: readonly string[], met: Set<string>): boolean => {
      if (order.length === 0) return true;
      const [first, ...rest] = order as [string, ...string[]];
      return rest.some(
        (o, j) => !met.has(pairKeyOf(first, o)) && exists([...rest.slice(0, j), ...rest.slice(j + 1)], met),
      );
    };
    fc.assert(
      fc.property(fc.subarray(allPairs), (metPairs) => {
        const met = new Set(metPairs);
        const p = swissPairing(teams, { met });
        const seen = p.pairs.flat();
        expect(new Set(seen).size).toBe(6);
        if (exists(teams, met)) expect(p.repeats).toBe(0);
        expect(p.pairs.filter(([x, y]) => met.has(pairKeyOf(x, y))).length).toBe(p.repeats);
      }),
    );
  });
});

describe('round robin', () => {
  test.each([2, 3, 4, 5, 8, 9])('%i teams: every pair meets exactly once, nobody twice in a round', (n) => {
    const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
    const rounds = roundRobin(teams);
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const meetings = new Map<string, number>();
    for (const round of rounds) {
      const inRound = round.flatMap(([a, b]) => (b === null ? [a] : [a, b]));
      expect(new Set(inRound).size).toBe(inRound.length);
      expect(inRound.length).toBe(n);
      for (const [a, b] of round)
        if (b !== null) meetings.set(pairKeyOf(a, b), (meetings.get(pairKeyOf(a, b)) ?? 0) + 1);
    }
    expect(meetings.size).toBe((n * (n - 1)) / 2);
    expect([...meetings.values()].every((c) => c === 1)).toBe(true);
  });

  test('property: a round robin at VPs hands out 20 VPs a match', () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
    const rounds = roundRobin(teams);
    const scores = fc.array(fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 90 })), {
      minLength: 15,
      maxLength: 15,
    });
    fc.assert(
      fc.property(scores, (results) => {
        let k = 0;
        const matches = rounds.flatMap((round, r) =>
          round.map(([a, b]) => {
            const [sa, sb] = results[k++] as [number, number];
            return match(r + 1, a, b as string, sa, sb, 12);
          }),
        );
        const event = scoreTeamEvent(matches, { scoring: 'vp' });
        if (!event.ok) return false;
        const total = event.value.rounds
          .at(-1)
          ?.standings.reduce((sum, s) => sum + Math.round(s.points * 100), 0);
        return total === 15 * 2000;
      }),
    );
  });
});

describe('settings, standings and rounds in detail', () => {
  // A house scale of three steps, worked by hand: a margin of 0 is 10–10, 1 to 9 is 12–8, 10 or more 20–0.
  const house = {
    name: 'house',
    rows: [
      { from: 0, winner: 10, loser: 10 },
      { from: 1, winner: 12, loser: 8 },
      { from: 10, winner: 20, loser: 0 },
    ],
    between: 'step',
  } as const;

  test('a scale given as a table is used for every match, whatever its boards', () => {
    const r = scoreTeamEvent([match(1, 'A', 'B', 30, 25), match(1, 'C', 'D', 10, 40, 24)], {
      scoring: 'vp',
      scale: house,
    });
    expect(r.ok && r.value.matches.map((m) => m.points)).toEqual([
      { a: 12, b: 8 },
      { a: 0, b: 20 },
    ]);
  });

  test('a scale given by boards is asked for the match’s boards, else the event’s', () => {
    const asked: number[] = [];
    const scale = (boards: number) => {
      asked.push(boards);
      return house;
    };
    const r = scoreTeamEvent(
      [match(1, 'A', 'B', 30, 25, 12), { kind: 'match', round: 1, a: 'C', b: 'D', score: { a: 25, b: 25 } }],
      { scoring: 'vp', scale, boards: 20 },
    );
    expect(asked).toEqual([12, 20]);
    expect(r.ok && r.value.matches.map((m) => m.points)).toEqual([
      { a: 12, b: 8 },
      { a: 10, b: 10 },
    ]);
  });

  test('without boards anywhere, the error says what is missing', () => {
    expect(() =>
      scoreTeamEvent([{ kind: 'match', round: 1, a: 'A', b: 'B', score: { a: 1, b: 0 } }], { scoring: 'vp' }),
    ).toThrow('the number of boards is needed for the VP scale');
  });

  test('a team that has not played yet stands with 0 of everything', () => {
    // C's first match is in round 2: after round 1 it has 0 points, 0 played, 0 for and against.
    const r = scoreTeamEvent([match(1, 'A', 'B', 9, 7), match(2, 'A', 'C', 5, 5)], { scoring: 'total' });
    expect(r.ok && r.value.rounds[0]?.standings).toEqual([
      { place: '1', rank: 1, team: 'A', points: 9, played: 1, scored: 9, conceded: 7 },
      { place: '2', rank: 2, team: 'B', points: 7, played: 1, scored: 7, conceded: 9 },
      { place: '3', rank: 3, team: 'C', points: 0, played: 0, scored: 0, conceded: 0 },
    ]);
  });

  test('tied teams are listed by name, whatever the order they appeared in', () => {
    // Zebras and Ants draw, Yaks and Bees draw at a higher score: two ties of two.
    const r = scoreTeamEvent([match(1, 'Zebras', 'Ants', 4, 4), match(1, 'Yaks', 'Bees', 6, 6)], {
      scoring: 'total',
    });
    expect(r.ok && r.value.rounds[0]?.standings.map((s) => [s.place, s.rank, s.team])).toEqual([
      ['1=', 1, 'Bees'],
      ['1=', 1, 'Yaks'],
      ['3=', 3, 'Ants'],
      ['3=', 3, 'Zebras'],
    ]);
  });

  test('rounds are taken in number order, whatever the order of the matches', () => {
    const r = scoreTeamEvent(
      [
        match(3, 'A', 'B', 1, 0),
        match(1, 'A', 'B', 5, 0),
        match(10, 'A', 'B', 0, 2),
        match(2, 'A', 'B', 0, 3),
      ],
      { scoring: 'total' },
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.rounds.map((x) => x.round)).toEqual([1, 2, 3, 10]);
    // A's running total: 5, 5 + 0, 5 + 0 + 1, then + 0; B's: 0, 3, 3, 5.
    expect(r.value.rounds.map((x) => x.standings.map((s) => [s.team, s.points]))).toEqual([
      [
        ['A', 5],
        ['B', 0],
      ],
      [
        ['A', 5],
        ['B', 3],
      ],
      [
        ['A', 6],
        ['B', 3],
      ],
      [
        ['A', 6],
        ['B', 5],
      ],
    ]);
  });

  test('an event with no standings yet pairs its teams in order', () => {
    expect(nextSwissRound({ teams: ['A', 'B', 'C', 'D'], matches: [], rounds: [] })).toEqual({
      pairs: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      bye: null,
      repeats: 0,
    });
  });
});

describe('Swiss pairing: byes and the greedy fallback', () => {
  test('with no byes recorded the lowest-placed team gets the bye', () => {
    expect(swissPairing(['A', 'B', 'C'], { met: new Set<string>() })).toEqual({
      pairs: [['A', 'B']],
      bye: 'C',
      repeats: 0,
    });
  });

  test('the top team gets the bye when it is the only one without one', () => {
    const p = swissPairing(['A', 'B', 'C'], { met: new Set<string>(), byes: new Set(['B', 'C']) });
    expect(p).toEqual({ pairs: [['B', 'C']], bye: 'A', repeats: 0 });
  });

  test('when every team has had a bye, the lowest-placed one has it again', () => {
    const p = swissPairing(['A', 'B', 'C'], { met: new Set<string>(), byes: new Set(['A', 'B', 'C']) });
    expect(p).toEqual({ pairs: [['A', 'B']], bye: 'C', repeats: 0 });
  });

  test('the team with the bye is left out of the search: the others are paired without a repeat', () => {
    // Bye to E; A–B then C–D would repeat C–D, so A–C and B–D.
    const p = swissPairing(['A', 'B', 'C', 'D', 'E'], { met: new Set([pairKeyOf('C', 'D')]) });
    expect(p).toEqual({
      pairs: [
        ['A', 'C'],
        ['B', 'D'],
      ],
      bye: 'E',
      repeats: 0,
    });
  });

  test('a repeat rather than a second bye: the lowest-placed team without a bye keeps it', () => {
    // C has had its bye. B or A with the bye leaves a pair that has met (A–C, B–C): the pairing
    // falls back to B's bye and the repeat A–C, not to a second bye for C (A–B would be new).
    const met = new Set([pairKeyOf('A', 'C'), pairKeyOf('B', 'C')]);
    expect(swissPairing(['A', 'B', 'C'], { met, byes: new Set(['C']) })).toEqual({
      pairs: [['A', 'C']],
      bye: 'B',
      repeats: 1,
    });
  });

  test('every pairing repeats with an odd field: the bye still goes to the lowest-placed team', () => {
    const met = new Set([pairKeyOf('A', 'B'), pairKeyOf('A', 'C'), pairKeyOf('B', 'C')]);
    expect(swissPairing(['A', 'B', 'C'], { met })).toEqual({ pairs: [['A', 'B']], bye: 'C', repeats: 1 });
  });

  test('a search that cannot succeed stops and pairs in order', () => {
    // Twenty teams; T20 has met all the others, so every pairing repeats a match. The search
    // would try the pairings of the other nineteen (17 × 15 × … × 1, some 34 million) before
    // giving up; it stops at its budget and pairs in order: T1–T2, …, T19–T20, one repeat.
    const teams = Array.from({ length: 20 }, (_, i) => `T${i + 1}`);
    const met = new Set(teams.slice(0, 19).map((t) => pairKeyOf(t, 'T20')));
    const p = swissPairing(teams, { met });
    expect(p.repeats).toBe(1);
    expect(p.bye).toBeNull();
    expect(p.pairs).toEqual(Array.from({ length: 10 }, (_, i) => [teams[2 * i], teams[2 * i + 1]]));
  });
});
