/**
 * A pair's result as the session reports it: points, top, percentage and
 * average, for pairs with nothing to compare or no board at all; totals
 * exact however many different counts the boards were factored by (the
 * expected values summed here with BigInt fractions, from the Neuberg
 * formula); the settings a session starts from.
 */
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  type Fraction,
  fraction,
  MATCHPOINT_SCALES,
  type MatchpointScale,
  type PairsSettings,
  type SessionScore,
  scoreSession,
  type TravellerLine,
} from '../../src/index.js';
import { Totals } from '../../src/pairs/session-totals.js';

const at = (
  board: number,
  ns: number,
  ew: number,
  outcome: TravellerLine['outcome'] | number,
): TravellerLine => ({
  section: 'A',
  board,
  ns,
  ew,
  outcome: typeof outcome === 'number' ? { kind: 'score', ns: outcome } : outcome,
});
const mitchell = (results: TravellerLine[]): BridgeEvent => ({
  sections: [{ name: 'A', movement: 'mitchell' }],
  boards: [],
  results,
});
const pairOf = (s: SessionScore, direction: 'NS' | 'EW', number: number) => {
  const p = s.pairs.find((x) => x.pair.direction === direction && x.pair.number === number);
  if (!p) throw new Error(`no pair ${direction}${number}`);
  return p;
};

describe('pairs with nothing to compare', () => {
  /**
   * Board 1 played at three tables: +420, +420, +450 → NS 1, 1, 4 of a top of 4 (NS1, NS2 25 %, NS3 100 %).
   * Board 9 played at table 4 alone: nothing to compare, a top of 0 unfactored. Board 1 not played at
   * table 5. NS4's percentage is then 50 (no comparison), NS5 has no board.
   */
  const results = [
    at(1, 1, 1, 420),
    at(1, 2, 2, 420),
    at(1, 3, 3, 450),
    at(9, 4, 4, 100),
    at(1, 5, 5, { kind: 'not-played' }),
  ];

  test('a top of 0: 50 %, no points, ranked by those 50 % among the others', () => {
    const s = scoreSession(mitchell(results), { factoring: 'none' });
    const ns4 = pairOf(s, 'NS', 4);
    expect(ns4.boards).toBe(1);
    expect(ns4.points).toEqual(fraction(0));
    expect(ns4.top).toEqual(fraction(0));
    expect(ns4.percentage).toEqual(fraction(50));
    expect(ns4.average).toEqual(fraction(0));
    const ns = s.rankings.find((r) => r.field === 'NS');
    const order = ns?.entries.map((e) => {
      const p = s.pairs[e.pair];
      return `${e.place}${e.tied ? '=' : ''} ${p?.pair.number}`;
    });
    // NS3 100 %, NS4 50 %, NS1 and NS2 25 %; NS5, with no board, is not ranked.
    expect(order).toEqual(['1 3', '2 4', '3= 1', '3= 2']);
  });

  test('no board: no points, no top, 50 % and an average of 0', () => {
    const s = scoreSession(mitchell(results), { factoring: 'none' });
    const ns5 = pairOf(s, 'NS', 5);
    expect(ns5.boards).toBe(0);
    expect(ns5.points).toEqual(fraction(0));
    expect(ns5.top).toEqual(fraction(0));
    expect(ns5.percentage).toEqual(fraction(50));
    expect(ns5.average).toEqual(fraction(0));
  });

  test('the others: points, top, percentage and average per board', () => {
    const s = scoreSession(mitchell(results), { factoring: 'none' });
    const ns3 = pairOf(s, 'NS', 3);
    expect([ns3.points, ns3.top, ns3.percentage, ns3.average]).toEqual([
      fraction(4),
      fraction(4),
      fraction(100),
      fraction(4),
    ]);
    const ew1 = pairOf(s, 'EW', 1);
    // EW1 on board 1: 3 of 4 (the complement of NS1's 1).
    expect([ew1.points, ew1.top, ew1.percentage]).toEqual([fraction(3), fraction(4), fraction(75)]);
    // On the ACBL scale the points, top and average halve; the percentage stays.
    const acbl = pairOf(
      scoreSession(mitchell(results), { factoring: 'none', scale: MATCHPOINT_SCALES.acbl }),
      'EW',
      1,
    );
    expect([acbl.points, acbl.top, acbl.percentage, acbl.average]).toEqual([
      fraction(3, 2),
      fraction(2),
      fraction(75),
      fraction(3, 2),
    ]);
  });

  test('at IMPs: no top, no percentage; the total and its average per board played', () => {
    // Board 1 at cross-IMPs divided by comparisons: +450 against +420 twice is 1 IMP each (30 points),
    // so NS3 (1 + 1)/2 = 1, NS1 and NS2 (0 − 1)/2 = −½. Board 9 alone: 0.
    const s = scoreSession(mitchell(results), { method: 'cross-imps' });
    const ns3 = pairOf(s, 'NS', 3);
    expect([ns3.points, ns3.top, ns3.percentage, ns3.average]).toEqual([
      fraction(1),
      null,
      null,
      fraction(1),
    ]);
    const ns1 = pairOf(s, 'NS', 1);
    expect([ns1.points, ns1.average]).toEqual([fraction(-1, 2), fraction(-1, 2)]);
    const ns4 = pairOf(s, 'NS', 4);
    expect([ns4.points, ns4.top, ns4.percentage, ns4.boards]).toEqual([fraction(0), null, null, 1]);
    expect(pairOf(s, 'NS', 5).average).toEqual(fraction(0));
  });
});

describe('exact totals over many factoring counts', () => {
  // BigInt fractions, reduced, written here so that the check does not lean on the core's own.
  const gcd = (a: bigint, b: bigint): bigint => {
    let x = a < 0n ? -a : a;
    let y = b < 0n ? -b : b;
    while (y !== 0n) [x, y] = [y, x % y];
    return x;
  };
  const reduce = (num: bigint, den: bigint): { num: bigint; den: bigint } => {
    const g = gcd(num, den);
    return { num: num / g, den: den / g };
  };
  const add = (a: { num: bigint; den: bigint }, b: { num: bigint; den: bigint }) =>
    reduce(a.num * b.den + b.num * a.den, a.den * b.den);
  const same = (f: Fraction, g: { num: bigint; den: bigint }) =>
    expect(reduce(f.num, f.den)).toEqual(reduce(g.num, g.den));

  /**
   * Board k is played by m_k tables, m_k the k-th prime from 2 to 47 (15 boards), N = 48 given. On each
   * board NS1 scores the most (+1000 against +100 … ) and NS 2 … m_k the rest, each beating the
   * next: NS1 2(m − 1) of a top of 2(m − 1), factored by Neuberg: (2(m − 1) + 1) × 48/m − 1. The
   * least common denominator of the fifteen primes is past 2^53.
   */
  const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
  const N = 48;
  const results: TravellerLine[] = [];
  PRIMES.forEach((m, k) => {
    for (let t = 1; t <= m; t++) results.push(at(k + 1, t, t, t === 1 ? 1000 : 1000 - 10 * t));
  });

  test('NS1’s total is the exact sum of its fifteen Neuberg values', () => {
    let sum = { num: 0n, den: 1n };
    for (const m of PRIMES) {
      const mp = BigInt(2 * (m - 1));
      sum = add(sum, reduce((mp + 1n) * BigInt(N) - BigInt(m), BigInt(m)));
    }
    expect(sum.den > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const s = scoreSession(mitchell(results), { expected: N });
    const ns1 = pairOf(s, 'NS', 1);
    same(ns1.points, sum);
    // Its top: 15 boards of 2 × 47.
    expect(ns1.top).toEqual(fraction(15 * 2 * (N - 1)));
    // EW1 holds the complement on each board: 15 × 94 − NS1's total.
    const ew1 = pairOf(s, 'EW', 1);
    same(ew1.points, add({ num: BigInt(15 * 2 * (N - 1)), den: 1n }, { num: -sum.num, den: sum.den }));
    // The percentage: the total over the top, × 100.
    same(ns1.percentage as Fraction, reduce(sum.num * 100n, sum.den * BigInt(15 * 2 * (N - 1))));
  });

  test('a pair on two boards factored by 3 and 5 (a sum that fits in doubles) is as exact', () => {
    // NS2 on board 2 (m = 3): it beats NS3, 2 of 4 → (2 + 1) × 48/3 − 1 = 47; on board 3 (m = 5):
    // it beats NS3, NS4, NS5, 6 of 8 → (6 + 1) × 48/5 − 1 = 331/5. On board 1 (m = 2): 0 → 48/2 − 1 = 23.
    const s = scoreSession(mitchell(results), { expected: N });
    const ns2 = pairOf(s, 'NS', 2);
    // And on boards 4 … 15, 2(m − 2) of 2(m − 1): (2m − 3) × 48/m − 1.
    let sum = add({ num: 23n + 47n, den: 1n }, { num: 331n, den: 5n });
    for (const m of PRIMES.slice(3)) sum = add(sum, reduce(BigInt((2 * m - 3) * N - m), BigInt(m)));
    same(ns2.points, sum);
  });
});

describe('the settings a session starts from', () => {
  const results = [at(1, 1, 1, 420), at(1, 2, 2, 420), at(1, 3, 3, 450)];

  test('a setting given as undefined is the default', () => {
    const plain = scoreSession(mitchell(results));
    // As a JavaScript caller, or options spread from optional fields, may pass them (`expected` is
    // typed to allow it).
    const undef = scoreSession(mitchell(results), {
      scale: undefined,
      method: undefined,
      factoring: undefined,
      expected: undefined,
    } as unknown as Partial<PairsSettings>);
    expect(undef.settings).toEqual(plain.settings);
    expect(undef.unit).toBe('matchpoints');
    expect([...(undef.boards[0]?.nsPoints ?? [])]).toEqual([1, 1, 4]);
  });

  test('a scale that does not give half for a tie is a programmer error', () => {
    const odd = { name: '2/1', win: 2, tie: 2 } as unknown as MatchpointScale;
    expect(() => scoreSession(mitchell(results), { scale: odd })).toThrow(
      new RangeError('a scale must give half for a tie'),
    );
  });
});

describe('adjusted scores only, simple factoring with nothing to compare, IMPs by total', () => {
  /**
   * Boards 1 and 2, each +420, +420, +450 at tables 1–3 (NS 1, 1, 4) and table 4 given average-plus
   * (NS) and average-minus (EW): N = 4, a full top of 6. NS4 and EW4 play no real board: 60 % and 40 %
   * of 6 on each, 3.6 + 3.6 = 36/5 and 2.4 + 2.4 = 24/5 of a top of 12.
   */
  const avg: TravellerLine['outcome'] = { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' };
  const results = [1, 2].flatMap((b) => [
    at(b, 1, 1, 420),
    at(b, 2, 2, 420),
    at(b, 3, 3, 450),
    at(b, 4, 4, avg),
  ]);

  test.each(['fixed', 'session'] as const)(
    'two awards add up (%s rule: no real board, the Law’s 60/40)',
    (adjusted) => {
      const s = scoreSession(mitchell(results), { adjusted });
      const ns4 = pairOf(s, 'NS', 4);
      expect([ns4.points, ns4.top, ns4.percentage]).toEqual([fraction(36, 5), fraction(12), fraction(60)]);
      expect(pairOf(s, 'EW', 4).points).toEqual(fraction(24, 5));
      // Ranked by percentage: NS3 (4 → 13/3 by Neuberg on each board: 26/3 of 12, 72.2 %), NS4 60 %,
      // NS1 and NS2 (1 → 5/3 each: 10/3 of 12, 27.8 %).
      const ns = s.rankings.find((r) => r.field === 'NS');
      expect(ns?.entries.map((e) => s.pairs[e.pair]?.pair.number)).toEqual([3, 4, 1, 2]);
    },
  );

  test('an award that needs rounding is shown rounded', () => {
    // 33 % and 67 % of a top of 6: 1.98 and 4.02, shown to one decimal: 2 and 4.
    const odd = results.map((l) =>
      l.ns === 4 && l.board === 1 ? { ...l, outcome: { kind: 'adjusted', ns: 33, ew: 67 } as const } : l,
    );
    const s = scoreSession(mitchell(odd), { lineDecimals: { mp: 1, imps: null } });
    const b1 = s.boards.find((b) => b.board === 1);
    expect([b1?.nsPoints[3], b1?.ewPoints[3]]).toEqual([2, 4]);
  });

  test('simple factoring, a pair with nothing to compare: no points of an expected top', () => {
    // Board 9 played once (table 4): available top 0; N = 3 makes its expected top 4.
    const s = scoreSession(
      mitchell([at(1, 1, 1, 420), at(1, 2, 2, 420), at(1, 3, 3, 450), at(9, 4, 4, 100)]),
      {
        factoring: 'simple',
      },
    );
    const ns4 = pairOf(s, 'NS', 4);
    expect([ns4.points, ns4.top, ns4.percentage]).toEqual([fraction(0), fraction(4), fraction(50)]);
  });

  test('at IMPs pairs rank by total IMPs, not by IMPs per comparison', () => {
    /**
     * Cross-IMPs not divided. Board 1: +420 (NS1), +420 (NS2), +450 (NS3): 30 points, 1 IMP; NS3 +2,
     * NS1 and NS2 −1 each, over two comparisons each. Board 2: +50 (NS3), +140 (NS4): 90 points, 3 IMPs;
     * NS4 +3, NS3 −3, one comparison. Board 3: +100 (NS1), −100 (NS3): 200 points, 5 IMPs; NS1 +5,
     * NS3 −5. Totals: NS1 4 (over three comparisons), NS4 3 (over one), NS2 −1, NS3 −6. By IMPs per
     * comparison NS4 would come first; by total IMPs NS1 does.
     */
    const s = scoreSession(
      mitchell([
        at(1, 1, 1, 420),
        at(1, 2, 2, 420),
        at(1, 3, 3, 450),
        at(2, 3, 1, 50),
        at(2, 4, 2, 140),
        at(3, 1, 3, 100),
        at(3, 3, 4, -100),
      ]),
      { method: 'cross-imps', crossDivide: 'none' },
    );
    const ns = s.rankings.find((r) => r.field === 'NS');
    expect(ns?.entries.map((e) => [s.pairs[e.pair]?.pair.number, s.pairs[e.pair]?.points])).toEqual([
      [1, fraction(4)],
      [4, fraction(3)],
      [2, fraction(-1)],
      [3, fraction(-6)],
    ]);
  });
});

describe('more factoring counts than a pair keeps columns for', () => {
  test('66 boards factored by 2 … 67 results to N = 68: NS1’s total stays exact', () => {
    // Board k has m = k + 1 results; NS1 scores the most (2(m − 1)), Neuberg: (2m − 1) × 68/m − 1.
    const N = 68;
    const results: TravellerLine[] = [];
    for (let m = 2; m <= 67; m++) {
      for (let t = 1; t <= m; t++) results.push(at(m - 1, t, t, t === 1 ? 2000 : 2000 - 10 * t));
    }
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
    let num = 0n;
    let den = 1n;
    for (let m = 2; m <= 67; m++) {
      const n = BigInt((2 * m - 1) * N - m);
      num = num * BigInt(m) + n * den;
      den *= BigInt(m);
      const g = gcd(num, den);
      num /= g;
      den /= g;
    }
    const ns1 = pairOf(scoreSession(mitchell(results), { expected: N }), 'NS', 1);
    const g = gcd(ns1.points.num, ns1.points.den);
    expect({ num: ns1.points.num / g, den: ns1.points.den / g }).toEqual({ num, den });
  });
});

describe('Totals: the sum on doubles stops where a step would round', () => {
  /*
   * `Totals.value` sums a pair's columns (numerator over a board count) on doubles while every
   * step, the common denominator, each numerator brought to it and their sum, is a safe integer,
   * and otherwise exactly. Each case below has one step that rounds: a product or a sum past
   * 2^53, where doubles are 2 apart, or a quotient that is not a whole number. The expected
   * total is the sum of the terms as BigInt fractions, reduced.
   */
  const TWO_53 = 2 ** 53;
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
  const exactSum = (terms: readonly (readonly [bigint, bigint])[]) => {
    let num = 0n;
    let den = 1n;
    for (const [n, d] of terms) {
      num = num * d + n * den;
      den *= d;
    }
    const g = gcd(num, den);
    return { num: num / g, den: den / g };
  };
  const reduced = (f: Fraction) => {
    const g = gcd(f.num, f.den);
    return { num: f.num / g, den: f.den / g };
  };
  /** A pair's columns, in order: numerator over denominator. */
  const columns = (terms: readonly (readonly [number, number])[]): Totals => {
    const t = new Totals(1);
    for (const [n, d] of terms) t.add(0, n, d, t.column(d));
    return t;
  };
  const big = (terms: readonly (readonly [number, number])[]) =>
    terms.map(([n, d]) => [BigInt(n), BigInt(d)] as const);

  test('a common denominator past 2^53 (3 × an odd number of 2^52 … 2^53) is not kept', () => {
    // 1/3 + 1/q: 3q is odd and past 2^53, so as a double it is 3q ± 1; its quotients by 3 and by q
    // still round to the whole q and 3.
    const q = 5_000_000_000_000_003;
    expect(q % 3).toBe(2);
    expect(3 * q > TWO_53 && q < TWO_53).toBe(true);
    const terms = [
      [1, 3],
      [1, q],
    ] as const;
    expect(reduced(columns(terms).value(0))).toEqual(exactSum(big(terms)));
  });

  test('a numerator brought to the common denominator past 2^53 is not kept, even when the sum is small', () => {
    // N/2 − M/3 over 6: 3N = 2^53 + 1 rounds to 2^53, and 2M = 2^53 − 4 is exact: the exact
    // numerator 5, the rounded one 4.
    const n = Number((2n ** 53n + 1n) / 3n);
    expect(3n * BigInt(n)).toBe(2n ** 53n + 1n);
    const m = (TWO_53 - 4) / 2;
    const first = [
      [n, 2],
      [-m, 3],
    ] as const;
    expect(exactSum(big(first))).toEqual({ num: 5n, den: 6n });
    expect(reduced(columns(first).value(0))).toEqual({ num: 5n, den: 6n });
    // The same with the columns the other way round: the second numerator is the one that rounds.
    const second = [
      [-m, 3],
      [n, 2],
    ] as const;
    expect(reduced(columns(second).value(0))).toEqual({ num: 5n, den: 6n });
  });

  test('a sum of two safe numerators past 2^53 is not kept', () => {
    // N/2 + 4/3 over 6: 3N = 2^53 − 5 and 2 × 4 = 8 are safe, their sum 2^53 + 3 is odd and past 2^53.
    const n = (TWO_53 - 5) / 3;
    expect(Number.isInteger(n)).toBe(true);
    const terms = [
      [n, 2],
      [4, 3],
    ] as const;
    expect(reduced(columns(terms).value(0))).toEqual(exactSum(big(terms)));
  });

  test('the common denominator is the least common multiple, not the second denominator', () => {
    // N/3 + 1/2 with N = 3 × 2^51 + 1: N × 2/3 is 2^52 + 2/3, which no double holds (they are 1
    // apart there): over the denominator 2 alone it would round to a whole number.
    const n = 3 * 2 ** 51 + 1;
    const terms = [
      [n, 3],
      [1, 2],
    ] as const;
    expect(reduced(columns(terms).value(0))).toEqual(exactSum(big(terms)));
  });

  test('a column whose sum passes 2^53 keeps the rest exactly', () => {
    const t = new Totals(1);
    const c = t.column(2);
    t.add(0, TWO_53 - 1, 2, c);
    t.add(0, 2, 2, c);
    expect(reduced(t.value(0))).toEqual(exactSum([[BigInt(TWO_53) + 1n, 2n]]));
  });

  test('exact fractions beside the columns: a BigInt one, a whole number and a part too large for doubles', () => {
    // A fraction whose parts are past 2^53 is kept as BigInt: the sum on doubles is given up.
    const huge = fraction(2n ** 60n + 1n, 3n);
    const t = columns([[1, 3]]);
    t.addFraction(0, huge);
    expect(reduced(t.value(0))).toEqual(
      exactSum([
        [1n, 3n],
        [huge.num, huge.den],
      ]),
    );
    // A whole number 2^52 over 3 is past 2^53, so is a part (2^52 + 1)/2 over 6: each is
    // summed exactly, not left out.
    const whole = columns([[1, 3]]);
    whole.addFraction(0, fraction(2 ** 52));
    expect(reduced(whole.value(0))).toEqual(
      exactSum([
        [1n, 3n],
        [2n ** 52n, 1n],
      ]),
    );
    const part = columns([[1, 3]]);
    part.addFraction(0, fraction(2 ** 52 + 1, 2));
    expect(reduced(part.value(0))).toEqual(
      exactSum([
        [1n, 3n],
        [2n ** 52n + 1n, 2n],
      ]),
    );
  });
});
