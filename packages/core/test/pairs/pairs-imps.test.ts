/**
 * Pairs at IMPs: the same event ranked by matchpoints, cross-IMPs and Butler.
 * Every expected value is worked out by hand in the comments from the IMP
 * table of docs/scoring.md#teams (0–10 0 · 20–40 1 · 50–80 2 · 90–120 3 · 130–160 4 ·
 * 170–210 5 · 220–260 6 · 270–310 7 · 320–360 8 · 370–420 9 · 430–490 10 ·
 * 500–590 11 · 600–740 12 · …), never from the code.
 */
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  formatFraction,
  formatPlace,
  fraction,
  methodScorer,
  type Outcome,
  type PairScore,
  type ScoringMethod,
  type SessionScore,
  scoreSession,
} from '../../src/index.js';
import { event, fourTables, line, threeTables } from '../session-fixtures.js';

/** Each field's ranking as "place pair points" lines (pairs labelled NS3, EW2 or 5). */
function ranking(s: SessionScore): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of s.rankings) {
    out[r.field] = r.entries.map((e) => {
      const p = s.pairs[e.pair] as PairScore;
      return `${formatPlace(e)} ${p.pair.direction ?? ''}${p.pair.number} ${formatFraction(p.points, 2)}`;
    });
  }
  return out;
}

function pairScore(s: SessionScore, direction: 'NS' | 'EW' | null, number: number): PairScore {
  const p = s.pairs.find((x) => x.pair.direction === direction && x.pair.number === number);
  if (!p) throw new Error(`no pair ${direction}${number}`);
  return p;
}

const boardOf = (s: SessionScore, board: number) => {
  const b = s.boards.find((x) => x.board === board);
  if (!b) throw new Error(`no board ${board}`);
  return b;
};

const close = (xs: ArrayLike<number>) => Array.from(xs, (x) => Math.round(x * 1e6) / 1e6 + 0);

describe('one event, three methods: the three-table Mitchell of the session fixtures', () => {
  // Board 1 (none vul): NS1 v EW1 +420, NS2 v EW2 +420, NS3 v EW3 +450
  // Board 2:           NS1 v EW2 −100, NS2 v EW3 +110, NS3 v EW1 +140
  // Board 3:           NS1 v EW3 +100, NS2 v EW1 +100, NS3 v EW2 −620

  test('matchpoints, as the pairs tests have them: NS3 wins North-South', () => {
    expect(ranking(scoreSession(event(threeTables), { method: 'mp' }))).toEqual({
      NS: ['1 NS3 8.00', '2 NS2 6.00', '3 NS1 4.00'],
      EW: ['1 EW2 11.00', '2 EW1 4.00', '3 EW3 3.00'],
    });
  });

  describe('cross-IMPs, divided by the comparisons (2 on each board)', () => {
    // Board 1: 420 v 420 0, v 450 −30 → −1: −1/2 each; 450: +1 +1 = 2 → +1.
    // Board 2: −100 v 110 −210 → −5, v 140 −240 → −6: −11/2 = −5.5;
    //          110 v −100 +5, v 140 −1: 4/2 = +2; 140 v −100 +6, v 110 +1: 7/2 = +3.5.
    // Board 3: 100 v 100 0, v −620 +720 → +12: 12/2 = +6 (twice); −620: −12 −12 = −24/2 = −12.
    // NS1 −0.5 − 5.5 + 6 = 0 · NS2 −0.5 + 2 + 6 = 7.5 · NS3 1 + 3.5 − 12 = −7.5
    // EW get the negation: EW1 (v NS1, NS3, NS2) 0.5 − 3.5 − 6 = −9 · EW2 0.5 + 5.5 + 12 = 18
    // EW3 −1 − 2 − 6 = −9: EW1 and EW3 tie.
    const s = scoreSession(event(threeTables), { method: 'cross-imps' });

    test('each board: NS cross-IMPs, EW the negation, no top', () => {
      expect(close(boardOf(s, 1).nsPoints)).toEqual([-0.5, -0.5, 1]);
      expect(close(boardOf(s, 2).nsPoints)).toEqual([-5.5, 2, 3.5]);
      expect(close(boardOf(s, 3).nsPoints)).toEqual([6, 6, -12]);
      expect(close(boardOf(s, 2).ewPoints)).toEqual([5.5, -2, -3.5]);
      expect(boardOf(s, 1).top).toBeNull();
      expect(s.unit).toBe('imps');
    });

    test('ranked by total IMPs, ties shared', () => {
      expect(ranking(s)).toEqual({
        NS: ['1 NS2 7.50', '2 NS1 0.00', '3 NS3 -7.50'],
        EW: ['1 EW2 18.00', '2= EW1 -9.00', '2= EW3 -9.00'],
      });
    });

    test('totals exact, the average per board beside them, no top or percentage', () => {
      const ns2 = pairScore(s, 'NS', 2);
      expect(ns2.points).toEqual(fraction(15, 2));
      expect(ns2.average).toEqual(fraction(5, 2));
      expect(ns2.top).toBeNull();
      expect(ns2.percentage).toBeNull();
      expect(pairScore(s, 'EW', 1).average).toEqual(fraction(-3));
    });

    test('divided by the scores (3): two thirds of the above; not divided: twice', () => {
      const scores = scoreSession(event(threeTables), { method: 'cross-imps', crossDivide: 'scores' });
      expect(pairScore(scores, 'NS', 2).points).toEqual(fraction(5)); // 15 / 3
      expect(close(boardOf(scores, 2).nsPoints)).toEqual(close([-11 / 3, 4 / 3, 7 / 3]));
      const none = scoreSession(event(threeTables), { method: 'cross-imps', crossDivide: 'none' });
      expect(ranking(none).EW).toEqual(['1 EW2 36.00', '2= EW1 -18.00', '2= EW3 -18.00']);
    });
  });

  describe('Butler, the default drop: one result at each end, so the datum is the middle score', () => {
    // Board 1 datum 420: NS1 0, NS2 0, NS3 +30 → +1.
    // Board 2 datum 110: NS1 −210 → −5, NS2 0, NS3 +30 → +1.
    // Board 3 datum 100: NS1 0, NS2 0, NS3 −720 → −12.
    // NS1 −5 · NS2 0 · NS3 1 + 1 − 12 = −10; EW1 (v NS1, NS3, NS2) 0 − 1 + 0 = −1,
    // EW2 0 + 5 + 12 = 17, EW3 −1 + 0 + 0 = −1.
    const s = scoreSession(event(threeTables), { method: 'butler' });

    test('each board IMPed against its datum', () => {
      expect(boardOf(s, 1).datum).toBe(420);
      expect(boardOf(s, 2).datum).toBe(110);
      expect(boardOf(s, 3).datum).toBe(100);
      expect(close(boardOf(s, 2).nsPoints)).toEqual([-5, 0, 1]);
      expect(close(boardOf(s, 3).ewPoints)).toEqual([0, 0, 12]);
    });

    test('ranked by total IMPs', () => {
      expect(ranking(s)).toEqual({
        NS: ['1 NS2 0.00', '2 NS1 -5.00', '3 NS3 -10.00'],
        EW: ['1 EW2 17.00', '2= EW1 -1.00', '2= EW3 -1.00'],
      });
    });

    test('nothing dropped: the datum is the mean of all three', () => {
      // Board 1 mean 430: NS1 −10 → 0, NS2 0, NS3 +20 → +1.
      // Board 2 mean 50: NS1 −150 → −4, NS2 +60 → +2, NS3 +90 → +3.
      // Board 3 mean −140: NS1 +240 → +6, NS2 +6, NS3 −480 → −10.
      // NS1 0 − 4 + 6 = 2 · NS2 0 + 2 + 6 = 8 · NS3 1 + 3 − 10 = −6
      const all = scoreSession(event(threeTables), { method: 'butler', butlerDrop: { count: 0 } });
      expect([boardOf(all, 1).datum, boardOf(all, 2).datum, boardOf(all, 3).datum]).toEqual([430, 50, -140]);
      expect(ranking(all).NS).toEqual(['1 NS2 8.00', '2 NS1 2.00', '3 NS3 -6.00']);
    });
  });

  test('matchpoint settings do not change IMPs', () => {
    const plain = scoreSession(event(threeTables), { method: 'cross-imps' });
    const other = scoreSession(event(threeTables), {
      method: 'cross-imps',
      factoring: 'simple',
      adjusted: 'session',
      expected: 5,
    });
    expect(other.pairs.map((p) => p.points)).toEqual(plain.pairs.map((p) => p.points));
  });
});

describe('the docs/scoring.md#teams cross-IMP example inside a session', () => {
  // +420 (NS1 v EW1) against +450, −100, −200, +400, +590: −1, +11, +12, +1, −5 = +18 → +3.6.
  const scores = [420, 450, -100, -200, 400, 590];
  const six = event(scores.map((ns, t) => line(1, t + 1, t + 1, ns)));

  test('NS1 +3.6, EW1 −3.6, exactly', () => {
    const s = scoreSession(six, { method: 'cross-imps' });
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(18, 5));
    expect(pairScore(s, 'EW', 1).points).toEqual(fraction(-18, 5));
    expect(boardOf(s, 1).nsPoints[0]).toBeCloseTo(3.6, 12);
  });

  test('over the 6 scores +3; the plain sum +18', () => {
    expect(
      pairScore(scoreSession(six, { method: 'cross-imps', crossDivide: 'scores' }), 'NS', 1).points,
    ).toEqual(fraction(3));
    expect(
      pairScore(scoreSession(six, { method: 'cross-imps', crossDivide: 'none' }), 'NS', 1).points,
    ).toEqual(fraction(18));
  });

  test('Butler on the same board (docs/scoring.md#teams drops one at each end): mean 292.5, datum 290', () => {
    // 420 − 290 = 130 → 4 · 160 → 4 · −390 → −9 · −490 → −10 · 110 → 3 · 300 → 7
    const s = scoreSession(six, { method: 'butler' });
    expect(boardOf(s, 1).datum).toBe(290);
    expect(Array.from(boardOf(s, 1).nsPoints)).toEqual([4, 4, -9, -10, 3, 7]);
  });
});

describe('Butler: a mean ending in exactly 5', () => {
  // Four tables, none vulnerable: +300 (2 down doubled), +400, +450, +480. One result dropped at each
  // end leaves 400 and 450: mean 425.
  // half-even: datum 420 → 300 −120 → −3 · 400 −20 → −1 · 450 +30 → +1 · 480 +60 → +2
  // half-away: datum 430 → 300 −130 → −4 · 400 −30 → −1 · 450 +20 → +1 · 480 +50 → +2
  const four = (sign: 1 | -1) => event([300, 400, 450, 480].map((ns, t) => line(1, t + 1, t + 1, sign * ns)));

  test.each([
    ['half-even', 420, [-3, -1, 1, 2]],
    ['half-away', 430, [-4, -1, 1, 2]],
  ] as const)('rounded %s: datum %i', (butlerRound, datum, imps) => {
    const s = scoreSession(four(1), { method: 'butler', butlerRound });
    expect(boardOf(s, 1).datum).toBe(datum);
    expect(Array.from(boardOf(s, 1).nsPoints)).toEqual(imps);
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(imps[0]));
  });

  test.each([
    ['half-even', -420],
    ['half-away', -430],
  ] as const)('and a mean of −425 rounded %s is %i', (butlerRound, datum) => {
    expect(boardOf(scoreSession(four(-1), { method: 'butler', butlerRound }), 1).datum).toBe(datum);
  });
});

describe('adjusted scores at IMPs: +3, 0, −3 to each side independently', () => {
  // Board 1: NS1 v EW1 +420, NS2 v EW2 +420, NS3 v EW3 −50 and NS4 v EW4 adjusted.
  // The real results among themselves (2 comparisons): 420 v 420 0, v −50 +470 → +10: +5 each;
  // −50: −10 −10 = −20 → −10.
  // Board 2 complete: NS1 +100, NS2 +200, NS3 +300, NS4 +400 (v EW2, EW3, EW4, EW1):
  // 100: −3 −5 −7 = −15 → −5 · 200: +3 −3 −5 = −5 → −5/3 · 300: +5 +3 −3 = 5 → 5/3 · 400: 7 + 5 + 3 = 15 → 5.
  test.each([
    ['average-plus', 'average-minus', 3, -3],
    ['average', 'average', 0, 0],
    ['average-plus', 'average-plus', 3, 3],
    ['average-minus', 'average-minus', -3, -3],
    // Any other percentage: 0.3 IMP a point from 50 %: 30 % → −6.
    [30, 'average-plus', -6, 3],
  ] as const)('NS %s, EW %s → %i and %i IMPs', (ns, ew, nsImps, ewImps) => {
    const s = scoreSession(event(fourTables({ kind: 'adjusted', ns, ew })), { method: 'cross-imps' });
    const b = boardOf(s, 1);
    expect(close(b.nsPoints)).toEqual([5, 5, -10, nsImps]);
    expect(close(b.ewPoints)).toEqual([-5, -5, 10, ewImps]);
    expect(pairScore(s, 'NS', 4).points).toEqual(fraction(nsImps + 5)); // + 5 on board 2
    expect(pairScore(s, 'EW', 4).points).toEqual(fraction(3 * ewImps - 5, 3)); // − 5/3 v NS3 on board 2
  });

  test('Butler: the datum leaves the artificial score out', () => {
    // Board 1's real results +420, +420, −50: one dropped at each end, datum 420: 0, 0, −470 → −10.
    const s = scoreSession(event(fourTables({ kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' })), {
      method: 'butler',
    });
    expect(boardOf(s, 1).datum).toBe(420);
    expect(close(boardOf(s, 1).nsPoints)).toEqual([0, 0, -10, 3]);
    expect(close(boardOf(s, 1).ewPoints)).toEqual([0, 0, 10, -3]);
  });

  test('the session-percentage rule is for matchpoints: at IMPs average-plus stays +3', () => {
    const adjusted = fourTables({ kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' });
    const s = scoreSession(event(adjusted), { method: 'cross-imps', adjusted: 'session' });
    expect(close(boardOf(s, 1).nsPoints)[3]).toBe(3);
    expect(close(boardOf(s, 1).ewPoints)[3]).toBe(-3);
  });

  test('cross-IMP totals: an award is worth its IMPs per comparison, the real results scaled to them', () => {
    // Board 1 has 4 scores, so 3 comparisons: average-plus 3 × 3 = 9. The three real results had 2
    // comparisons each and are scaled by 3/2 (ACBLscore "Total IMPs"): 10 → 15, −20 → −30.
    const s = scoreSession(event(fourTables({ kind: 'adjusted', ns: 'average-plus', ew: 'average' })), {
      method: 'cross-imps',
      crossDivide: 'none',
    });
    expect(close(boardOf(s, 1).nsPoints)).toEqual([15, 15, -30, 9]);
    expect(close(boardOf(s, 1).ewPoints)).toEqual([-15, -15, 30, 0]);
    // Board 2 is complete: the plain sums.
    expect(close(boardOf(s, 2).nsPoints)).toEqual([-15, -5, 5, 15]);
  });

  test('not played: the board counts for neither pair', () => {
    const s = scoreSession(event(fourTables({ kind: 'not-played' })), { method: 'cross-imps' });
    const ns4 = pairScore(s, 'NS', 4);
    expect(ns4.boards).toBe(1);
    expect(ns4.points).toEqual(fraction(5));
    expect(ns4.average).toEqual(fraction(5));
    expect(Number.isNaN(boardOf(s, 1).nsPoints[3])).toBe(true);
    // The real results as when the fourth line was adjusted: no factoring at IMPs.
    expect(close(boardOf(s, 1).nsPoints).slice(0, 3)).toEqual([5, 5, -10]);
  });
});

describe('weighted scores at IMPs (Law 12C1c): each part IMPed against the field, combined by weight', () => {
  const split = (a: number, b: number, weights: [number, number] = [1, 1]): Outcome => ({
    kind: 'weighted',
    parts: [
      { weight: weights[0], outcome: { kind: 'score', ns: a } },
      { weight: weights[1], outcome: { kind: 'score', ns: b } },
    ],
  });

  test('cross-IMPs: the EBU forum example of a fifth table given half −110, half +50', () => {
    // A −110, B +50, C +170, D +120, W = ½ −110 + ½ +50; 4 comparisons each.
    // A: v B −160 → −4, v C −280 → −7, v D −230 → −6, v W ½·0 + ½·(−4) = −2: −19 → −4.75
    // B: +4, v C −120 → −3, v D −70 → −2, v W ½·4 + ½·0 = 2: 1 → 0.25
    // C: +7, +3, v D +50 → +2, v W ½·7 + ½·3 = 5: 17 → 4.25
    // D: +6, +2, −2, v W ½·6 + ½·2 = 4: 10 → 2.5
    // W: −(−2 + 2 + 5 + 4) = −9 → −2.25; the board still sums to zero.
    const results = [
      ...[-110, 50, 170, 120].map((ns, t) => line(1, t + 1, t + 1, ns)),
      line(1, 5, 5, split(-110, 50)),
    ];
    const s = scoreSession(event(results), { method: 'cross-imps' });
    expect(close(boardOf(s, 1).nsPoints)).toEqual([-4.75, 0.25, 4.25, 2.5, -2.25]);
    expect(close(boardOf(s, 1).ewPoints)).toEqual([4.75, -0.25, -4.25, -2.5, 2.25]);
    expect(pairScore(s, 'NS', 5).points).toEqual(fraction(-9, 4));
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(-19, 4));
  });

  test('Butler: the datum from the plain results, each part IMPed against it', () => {
    // Plain +420 and +450: the datum is their mean 435, to even: 440. 420 −20 → −1, 450 +10 → 0.
    // 30% of +420 and 70% of −100: 0.3 × (−1) + 0.7 × (−540 → −11) = −0.3 − 7.7 = −8.
    const results = [line(1, 1, 1, 420), line(1, 2, 2, 450), line(1, 3, 3, split(420, -100, [3, 7]))];
    const s = scoreSession(event(results), { method: 'butler' });
    expect(boardOf(s, 1).datum).toBe(440);
    expect(close(boardOf(s, 1).nsPoints)).toEqual([-1, 0, -8]);
    expect(pairScore(s, 'EW', 3).points).toEqual(fraction(8));
  });

  test('weights that make thirds stay exact', () => {
    // v +420: ⅓ of +420 (0) and ⅔ of −100 (−520 → −11): −22/3; one comparison each.
    const results = [line(1, 1, 1, 420), line(1, 2, 2, split(420, -100, [1, 2]))];
    const s = scoreSession(event(results), { method: 'cross-imps' });
    expect(pairScore(s, 'NS', 2).points).toEqual(fraction(-22, 3));
    expect(pairScore(s, 'NS', 1).points).toEqual(fraction(22, 3));
  });
});

describe('fouled boards at IMPs (Law 87): each group scored as its own board', () => {
  // Group a: +420, +450; group b: −100, −100.
  const fouled: BridgeEvent = event([
    line(1, 1, 1, 420, { group: 'a' }),
    line(1, 2, 2, 450, { group: 'a' }),
    line(1, 3, 3, -100, { group: 'b' }),
    line(1, 4, 4, -100, { group: 'b' }),
  ]);

  test('cross-IMPs: 420 v 450 −30 → −1, one comparison; the −100s tie', () => {
    expect(close(boardOf(scoreSession(fouled, { method: 'cross-imps' }), 1).nsPoints)).toEqual([-1, 1, 0, 0]);
  });

  test('cross-IMP totals: a group of 2 scaled to the board’s 3 comparisons', () => {
    const s = scoreSession(fouled, { method: 'cross-imps', crossDivide: 'none' });
    expect(close(boardOf(s, 1).nsPoints)).toEqual([-3, 3, 0, 0]);
  });

  test('Butler: a datum for each group (435 to even: 440; −100), none shown for the board', () => {
    const s = scoreSession(fouled, { method: 'butler' });
    expect(close(boardOf(s, 1).nsPoints)).toEqual([-1, 0, 0, 0]);
    expect(boardOf(s, 1).datum).toBeNull();
  });
});

describe('movements at IMPs', () => {
  test('an arrow-switched board: the EW pairs held the NS cards, one field', () => {
    // Board 3 switched: EW3, EW1, EW2 get +6, +6, −12 and NS1, NS2, NS3 get −6, −6, +12.
    // NS1 −0.5 − 5.5 − 6 = −12 · NS2 −0.5 + 2 − 6 = −4.5 · NS3 1 + 3.5 + 12 = 16.5
    // EW1 0.5 − 3.5 + 6 = 3 · EW2 0.5 + 5.5 − 12 = −6 · EW3 −1 − 2 + 6 = 3
    const s = scoreSession(event(threeTables, { arrowSwitch: { boards: [3] } }), { method: 'cross-imps' });
    expect(ranking(s)).toEqual({
      all: ['1 NS3 16.50', '2= EW1 3.00', '2= EW3 3.00', '4 NS2 -4.50', '5 EW2 -6.00', '6 NS1 -12.00'],
    });
  });

  test('a Howell: one field (EW pairs numbered 4, 5, 6)', () => {
    const howell: BridgeEvent = {
      sections: [{ name: 'A', movement: 'howell' }],
      boards: [],
      results: threeTables.map((l) => ({ ...l, ew: l.ew + 3 })),
    };
    expect(ranking(scoreSession(howell, { method: 'cross-imps' }))).toEqual({
      all: ['1 5 18.00', '2 2 7.50', '3 1 0.00', '4 3 -7.50', '5= 4 -9.00', '5= 6 -9.00'],
    });
  });
});

describe('methodScorer', () => {
  test.each([
    ['mp', 'matchpoints'],
    ['cross-imps', 'imps'],
    ['butler', 'imps'],
  ] as const)('%s scores in %s', (method: ScoringMethod, unit) => {
    expect(methodScorer(method).unit).toBe(unit);
  });

  test('cross-IMPs as whole sums over the divisor: the docs/scoring.md#teams board', () => {
    // Sums by hand: 420 +18, 450 +22, −100 −42, −200 −52, 400 +15, 590 +39.
    const b = methodScorer('cross-imps').board([420, 450, -100, -200, 400, 590]);
    expect(Array.from(b.units)).toEqual([18, 22, -42, -52, 15, 39]);
    expect(b.denominator).toBe(5);
    expect(methodScorer('cross-imps', { crossDivide: 'scores' }).board([420, 450]).denominator).toBe(2);
  });

  test('cross-IMPs of weighted results: the divisor asked for is passed on', () => {
    // By hand: 420 against 450 −1 IMP (30), against −100 +11 (520): 10; 450: +1 +11 = 12;
    // −100: −11 −11 = −22. Not divided ('none'); divided by the 2 comparisons by default.
    const plain = [[{ score: 420, weight: 1 }], [{ score: 450, weight: 1 }], [{ score: -100, weight: 1 }]];
    const value = (w: { numerators: readonly bigint[]; denominator: bigint }) =>
      w.numerators.map((x) => Number(x) / Number(w.denominator));
    expect(value(methodScorer('cross-imps', { crossDivide: 'none' }).weighted(plain))).toEqual([10, 12, -22]);
    expect(value(methodScorer('cross-imps').weighted(plain))).toEqual([5, 6, -11]);
  });

  test('Butler gives its datum; its options are passed on', () => {
    const b = methodScorer('butler', { butlerDrop: { count: 0 }, butlerRound: 'half-away' }).board([
      425, 425,
    ]);
    expect(b.datum).toBe(430);
    expect(Array.from(b.units)).toEqual([0, 0]); // −5 is 0 IMPs
  });
});
