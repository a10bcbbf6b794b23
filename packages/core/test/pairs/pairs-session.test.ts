import { beforeEach, describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  contractOf,
  type Fraction,
  formatFraction,
  formatPlace,
  fraction,
  MATCHPOINT_SCALES,
  type PairScore,
  type SessionScore,
  scoreSession,
} from '../../src/index.js';
import { event, fourTables, line, threeTables } from '../session-fixtures.js';

/** Each field's ranking as "place pair points percentage" lines (pairs labelled NS3, EW2 or 5). */
function ranking(s: SessionScore): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of s.rankings) {
    out[r.field] = r.entries.map((e) => {
      const p = s.pairs[e.pair];
      if (!p) throw new Error('no pair');
      const label = `${p.pair.direction ?? ''}${p.pair.number}`;
      return `${formatPlace(e)} ${label} ${formatFraction(p.points, 2)} ${formatFraction(percentage(p), 2)}`;
    });
  }
  return out;
}

/** A pair's percentage at matchpoints (never null there). */
function percentage(p: PairScore): Fraction {
  if (p.percentage === null) throw new Error('no percentage');
  return p.percentage;
}

function pairScore(s: SessionScore, direction: 'NS' | 'EW' | null, number: number, section = 'A') {
  const p = s.pairs.find(
    (x) => x.pair.direction === direction && x.pair.number === number && x.pair.section === section,
  );
  if (!p) throw new Error(`no pair ${direction}${number}`);
  return p;
}

const boardOf = (s: SessionScore, board: number, section: string | null = 'A') => {
  const b = s.boards.find((x) => x.board === board && x.section === section);
  if (!b) throw new Error(`no board ${board}`);
  return b;
};

const close = (xs: ArrayLike<number>) => Array.from(xs, (x) => Math.round(x * 1e6) / 1e6);

describe('a Mitchell session', () => {
  let s: ReturnType<typeof scoreSession>;
  beforeEach(() => {
    s = scoreSession(event(threeTables));
  });

  test('each board matchpointed: NS and EW points in input order', () => {
    expect([...boardOf(s, 1).nsPoints]).toEqual([1, 1, 4]);
    expect([...boardOf(s, 1).ewPoints]).toEqual([3, 3, 0]);
    expect([...boardOf(s, 2).nsPoints]).toEqual([0, 2, 4]);
    expect([...boardOf(s, 3).ewPoints]).toEqual([1, 1, 4]);
    expect(boardOf(s, 1).top).toBe(4);
  });

  test('NS and EW ranked separately', () => {
    expect(ranking(s)).toEqual({
      NS: ['1 NS3 8.00 66.67', '2 NS2 6.00 50.00', '3 NS1 4.00 33.33'],
      EW: ['1 EW2 11.00 91.67', '2 EW1 4.00 33.33', '3 EW3 3.00 25.00'],
    });
  });

  test('the ACBL scale halves every figure; percentages stay', () => {
    const acbl = scoreSession(event(threeTables), { scale: MATCHPOINT_SCALES.acbl });
    expect([...boardOf(acbl, 1).nsPoints]).toEqual([0.5, 0.5, 2]);
    expect(boardOf(acbl, 1).top).toBe(2);
    expect(ranking(acbl).EW).toEqual(['1 EW2 5.50 91.67', '2 EW1 2.00 33.33', '3 EW3 1.50 25.00']);
  });

  test('the pairs and the rankings, made when first read, are the same objects at every read', () => {
    // Read in both orders: the rankings first, then the pairs they index.
    const t = scoreSession(event(threeTables));
    const rankings = t.rankings;
    expect(t.rankings).toBe(rankings);
    expect(t.pairs).toBe(t.pairs);
    expect(s.pairs).toBe(s.pairs);
    expect(s.rankings).toBe(s.rankings);
    // A ranking's entry names a pair of the same list; 3 NS and 3 EW pairs.
    expect(t.pairs).toHaveLength(6);
    expect(Object.keys(t)).toEqual(['settings', 'unit', 'boards', 'pairs', 'rankings', 'warnings']);
  });

  test('every session reads its pairs and rankings through the same two getters', () => {
    // Getters made anew for each session (closures over its scoring's data) would give each
    // session a hidden class of its own, which keeps that data alive until a full collection.
    const other = scoreSession(event(threeTables), { scale: MATCHPOINT_SCALES.acbl });
    for (const key of ['pairs', 'rankings'] as const) {
      const mine = Object.getOwnPropertyDescriptor(s, key);
      const theirs = Object.getOwnPropertyDescriptor(other, key);
      expect(mine?.get).toBeTypeOf('function');
      expect(mine?.get).toBe(theirs?.get);
      expect(mine?.enumerable).toBe(true);
    }
    // Spread, as an object literal's getters: the values, each read once.
    expect({ ...other }.pairs).toBe(other.pairs);
    expect({ ...other }.rankings).toBe(other.rankings);
  });
});

describe('a Howell session: one field', () => {
  // The same results with the EW pairs numbered 4, 5, 6: pairs 1 and 4 both have 4 of 12 and share 4th.
  const howell: BridgeEvent = {
    sections: [{ name: 'A', movement: 'howell' }],
    boards: [],
    results: threeTables.map((l) => ({ ...l, ew: l.ew + 3 })),
  };
  test('ranked together, ties shown as shared places', () => {
    expect(ranking(scoreSession(howell))).toEqual({
      all: [
        '1 5 11.00 91.67',
        '2 3 8.00 66.67',
        '3 2 6.00 50.00',
        '4= 1 4.00 33.33',
        '4= 4 4.00 33.33',
        '6 6 3.00 25.00',
      ],
    });
  });
});

describe('arrow switch: the results count for the other direction, one field', () => {
  // Board 3 arrow-switched: the EW pairs held the NS cards. EW3, EW1, EW2 score 3, 3, 0 on it and
  // NS1, NS2, NS3 score 1, 1, 4. Totals: NS1 1 + 0 + 1 = 2, NS2 1 + 2 + 1 = 4, NS3 4 + 4 + 4 = 12,
  // EW1 3 + 0 + 3 = 6, EW2 3 + 4 + 0 = 7, EW3 0 + 2 + 3 = 5.
  const expected = {
    all: [
      '1 NS3 12.00 100.00',
      '2 EW2 7.00 58.33',
      '3 EW1 6.00 50.00',
      '4 EW3 5.00 41.67',
      '5 NS2 4.00 33.33',
      '6 NS1 2.00 16.67',
    ],
  };
  test('by the section’s switched boards', () => {
    expect(ranking(scoreSession(event(threeTables, { arrowSwitch: { boards: [3] } })))).toEqual(expected);
  });
  test('by the section’s switched rounds (board 3 was played in rounds 1–3, so switch lines one by one)', () => {
    const results = threeTables.map((l) => (l.board === 3 ? { ...l, switched: true } : l));
    expect(ranking(scoreSession(event(results)))).toEqual(expected);
    const byRound = scoreSession(event(threeTables, { arrowSwitch: { rounds: [2] } }));
    // Round 2: board 1 NS2 v EW2, board 2 NS1 v EW2, board 3 NS3 v EW2 switched.
    expect(byRound.rankings.map((r) => r.field)).toEqual(['all']);
    expect([...boardOf(byRound, 3).switched]).toEqual([0, 0, 1]);
  });
});

describe('adjusted scores (Law 12C2): each side independently', () => {
  test.each([
    ['average-plus', 'average-minus', 3.6, 2.4],
    ['average', 'average', 3, 3],
    ['average-plus', 'average-plus', 3.6, 3.6],
    ['average-minus', 'average-minus', 2.4, 2.4],
    [30, 'average-plus', 1.8, 3.6],
  ] as const)('NS %s, EW %s → %f and %f of a top of 6', (ns, ew, nsPoints, ewPoints) => {
    const s = scoreSession(event(fourTables({ kind: 'adjusted', ns, ew })));
    const b = boardOf(s, 1);
    expect(close(b.nsPoints)).toEqual([4.333333, 4.333333, 0.333333, nsPoints]);
    expect(close(b.ewPoints)).toEqual([1.666667, 1.666667, 5.666667, ewPoints]);
    // NS4 has 6 on board 2, EW4 2.
    expect(pairScore(s, 'NS', 4).points).toEqual(addTo(6, nsPoints));
    expect(pairScore(s, 'EW', 4).points).toEqual(addTo(2, ewPoints));
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(13, 3));
  });

  test('the session-percentage rule: average-plus is the better of 60% and the pair’s percentage on its other boards', () => {
    // NS4 made 6 of 6 on board 2 (100%): average-plus is 100% = 6. EW4 made 2 of 6 (33.33%): average-minus 2.
    const s = scoreSession(event(fourTables({ kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' })), {
      adjusted: 'session',
    });
    expect(close(boardOf(s, 1).nsPoints)[3]).toBe(6);
    expect(close(boardOf(s, 1).ewPoints)[3]).toBe(2);
    expect(pairScore(s, 'NS', 4).percentage).toEqual(fraction(100));
    // The other way round the rule changes nothing: average-minus is at most 40%, average-plus at least 60%.
    const t = scoreSession(event(fourTables({ kind: 'adjusted', ns: 'average-minus', ew: 'average-plus' })), {
      adjusted: 'session',
    });
    expect(close(boardOf(t, 1).nsPoints)[3]).toBe(2.4);
    expect(close(boardOf(t, 1).ewPoints)[3]).toBe(3.6);
  });

  test('artificial scores are left out of the real scores’ factoring', () => {
    // Board 1's three real results are factored from 3 to 4, exactly as if the fourth table had not played.
    const adjusted = scoreSession(event(fourTables({ kind: 'adjusted', ns: 'average', ew: 'average' })));
    const notPlayed = scoreSession(event(fourTables({ kind: 'not-played' })));
    expect([...boardOf(adjusted, 1).nsPoints].slice(0, 3)).toEqual(
      [...boardOf(notPlayed, 1).nsPoints].slice(0, 3),
    );
  });
});

function addTo(whole: number, decimal: number): Fraction {
  return fraction(Math.round((whole + decimal) * 10), 10);
}

describe('not played: the board counts for neither pair', () => {
  let s: ReturnType<typeof scoreSession>;
  beforeEach(() => {
    s = scoreSession(event(fourTables({ kind: 'not-played' })));
  });
  test('the pair’s percentage is over the boards it played', () => {
    const ns4 = pairScore(s, 'NS', 4);
    expect(ns4.boards).toBe(1);
    expect(ns4.points).toEqual(fraction(6));
    expect(ns4.percentage).toEqual(fraction(100));
    expect(pairScore(s, 'EW', 4).percentage).toEqual(fraction(100, 3));
    expect(Number.isNaN(boardOf(s, 1).nsPoints[3])).toBe(true);
    expect(boardOf(s, 1).scores).toBe(3);
  });

  test('Neuberg: the three real results of board 1 are factored to the four expected', () => {
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(13, 3)); // 13/3 + 0
    expect(formatFraction(percentage(pairScore(s, 'NS', 1)), 2)).toBe('36.11');
  });

  test('simple factoring: the total scaled by the expected top over the available top', () => {
    // NS1: 3 of 4 on board 1 and 0 of 6 on board 2: 3 of 10, scaled to 12: 3.6, 30%.
    const simple = scoreSession(event(fourTables({ kind: 'not-played' })), { factoring: 'simple' });
    expect(pairScore(simple, 'NS', 1).points).toEqual(fraction(18, 5));
    expect(pairScore(simple, 'NS', 1).percentage).toEqual(fraction(30));
    expect(pairScore(simple, 'NS', 3).points).toEqual(fraction(24, 5)); // (0 + 4) × 12/10
    const none = scoreSession(event(fourTables({ kind: 'not-played' })), { factoring: 'none' });
    expect(pairScore(none, 'NS', 1).points).toEqual(fraction(3));
    expect([...boardOf(none, 1).nsPoints].slice(0, 3)).toEqual([3, 3, 0]);
  });

  test('N can be given: board 2 played 4 of 5 is factored too', () => {
    const given = scoreSession(event(fourTables({ kind: 'not-played' })), { expected: 5 });
    // Board 2: 0, 2, 4, 6 MP of 4 scores → (MP + 1) × 5/4 − 1 = 0.25, 2.75, 5.25, 7.75 of a top of 8.
    expect(close(boardOf(given, 2).nsPoints)).toEqual([0.25, 2.75, 5.25, 7.75]);
    expect(boardOf(given, 2).top).toBe(8);
  });
});

describe('weighted assigned scores (Law 12C1c)', () => {
  test('30% of 4♥= and 70% of 3NT −1, matchpointed against the field and combined', () => {
    // Board 1 (none vulnerable): +420, −100, +420 and the weighted result (30% of +420, 70% of −50).
    // Each +420: 2 v −100, 1 v the other 420, 0.3 × 1 + 0.7 × 2 = 1.7 v the weighted: 4.7.
    // −100: 0. Weighted: 0.3 × (1 + 2 + 1) + 0.7 × (0 + 2 + 0) = 2.6. EW the complement of 6.
    const weighted = {
      kind: 'weighted' as const,
      parts: [
        {
          weight: 30,
          outcome: {
            kind: 'played' as const,
            contract: contractOf(4, 'H'),
            declarer: 'N' as const,
            tricks: 10,
          },
        },
        {
          weight: 70,
          outcome: {
            kind: 'played' as const,
            contract: contractOf(3, 'NT'),
            declarer: 'N' as const,
            tricks: 8,
          },
        },
      ],
    };
    const rescore = { 2: -100, 3: 420 } as Record<number, number>;
    const results = fourTables(weighted).map((l) =>
      l.board === 1 && rescore[l.ns] !== undefined
        ? { ...l, outcome: { kind: 'score' as const, ns: rescore[l.ns] as number } }
        : l,
    );
    const s = scoreSession(event(results));
    expect(close(boardOf(s, 1).nsPoints)).toEqual([4.7, 0, 4.7, 2.6]);
    expect(close(boardOf(s, 1).ewPoints)).toEqual([1.3, 6, 1.3, 3.4]);
    expect(pairScore(s, 'NS', 4).points).toEqual(fraction(43, 5)); // 2.6 + 6
  });

  test('a weighted board factored too: played 4 times of 5 expected', () => {
    // Board 3 has five results, so N = 5: board 1's 4.7, 0, 4.7, 2.6 become (MP + 1) × 5/4 − 1:
    // 6.125, 0.25, 6.125, 3.5 of a top of 8.
    const weighted = {
      kind: 'weighted' as const,
      parts: [
        { weight: 3, outcome: { kind: 'score' as const, ns: 420 } },
        { weight: 7, outcome: { kind: 'score' as const, ns: -50 } },
      ],
    };
    const results = [
      line(1, 1, 1, 420),
      line(1, 2, 2, -100),
      line(1, 3, 3, 420),
      line(1, 4, 4, weighted),
      ...[1, 2, 3, 4, 5].map((t) => line(3, t, t, 100 * t)),
    ];
    const s = scoreSession(event(results));
    expect(close(boardOf(s, 1).nsPoints)).toEqual([6.125, 0.25, 6.125, 3.5]);
    expect(close(boardOf(s, 1).ewPoints)).toEqual([1.875, 7.75, 1.875, 4.5]);
    // NS4: 3.5, and on board 3 +400 beats three scores: 6.
    expect(pairScore(s, 'NS', 4).points).toEqual(fraction(19, 2));
  });
});

describe('fouled boards (Law 87)', () => {
  test('each group scored as its own board and factored to the full top', () => {
    // Group a: +420, +450 → 0 and 2 of 2 → (0 + 1) × 4/2 − 1 = 1 and (2 + 1) × 2 − 1 = 5.
    // Group b: −100, −100 → 1 and 1 → (1 + 1) × 2 − 1 = 3 each. Top 6.
    const results = [
      line(1, 1, 1, 420, { group: 'a' }),
      line(1, 2, 2, 450, { group: 'a' }),
      line(1, 3, 3, -100, { group: 'b' }),
      line(1, 4, 4, -100, { group: 'b' }),
      ...fourTables({ kind: 'not-played' }).filter((l) => l.board === 2),
    ];
    const s = scoreSession(event(results));
    expect([...boardOf(s, 1).nsPoints]).toEqual([1, 5, 3, 3]);
    expect([...boardOf(s, 1).ewPoints]).toEqual([5, 1, 3, 3]);
  });
});

describe('several sections', () => {
  // Section A: +420, +450; section B: +400, +420 on the same board.
  const twoSections: BridgeEvent = {
    sections: [
      { name: 'A', movement: 'mitchell' },
      { name: 'B', movement: 'mitchell' },
    ],
    boards: [],
    results: [
      line(1, 1, 1, 420),
      line(1, 2, 2, 450),
      { ...line(1, 1, 1, 400), section: 'B' },
      { ...line(1, 2, 2, 420), section: 'B' },
    ],
  };
  test('matchpointed within each section', () => {
    const s = scoreSession(twoSections);
    expect(s.rankings.map((r) => r.field)).toEqual(['A NS', 'A EW', 'B NS', 'B EW']);
    expect([...boardOf(s, 1, 'B').nsPoints]).toEqual([0, 2]);
  });
  test('or across the field: one top, one ranking per direction', () => {
    // 400 → 0; the two 420s → 2 + 1 = 3; 450 → 6.
    const s = scoreSession(twoSections, { across: 'field' });
    expect([...boardOf(s, 1, null).nsPoints]).toEqual([3, 6, 0, 3]);
    expect(ranking(s).NS).toEqual([
      '1 NS2 6.00 100.00',
      '2= NS1 3.00 50.00',
      '2= NS2 3.00 50.00',
      '4 NS1 0.00 0.00',
    ]);
    expect(s.pairs.filter((p) => p.field === 'NS').map((p) => p.pair.section)).toEqual(['A', 'A', 'B', 'B']);
  });
});

describe('totals are exact', () => {
  test('thirds add up to a whole: no drift from rounding each board', () => {
    // NS3 is bottom (−50 of three real scores, factored to 4) on three boards: 1/3 each, exactly 1 in all.
    // Rounded board by board (0.33 × 3) it would be 0.99.
    const results = [1, 2, 3].flatMap((b) =>
      fourTables({ kind: 'not-played' })
        .filter((l) => l.board === 1)
        .map((l) => ({ ...l, board: b })),
    );
    results.push(
      ...fourTables({ kind: 'not-played' })
        .filter((l) => l.board === 2)
        .map((l) => ({ ...l, board: 4 })),
    );
    const s = scoreSession(event(results));
    expect(pairScore(s, 'NS', 3).points).toEqual(fraction(1 + 4));
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(13)); // 13/3 × 3 + 0
  });

  test('pairs that played fewer boards are ranked by percentage, not by points', () => {
    // NS4 did not play board 1: 6 of 6 on board 2 (100%) beats NS2's 13/3 + 2 = 19/3 of 12.
    // NS1 (13/3 + 0) and NS3 (1/3 + 4) tie exactly, reached by different fractions.
    const s = scoreSession(event(fourTables({ kind: 'not-played' })));
    expect(ranking(s).NS).toEqual([
      '1 NS4 6.00 100.00',
      '2 NS2 6.33 52.78',
      '3= NS1 4.33 36.11',
      '3= NS3 4.33 36.11',
    ]);
  });
});
