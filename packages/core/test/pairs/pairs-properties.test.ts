import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  CROSS_IMP_DIVISORS,
  compareFractions,
  type Fraction,
  formatPlace,
  fractionToNumber,
  type SessionScore,
  scoreSession,
  type TravellerLine,
} from '../../src/index.js';

/** A random Mitchell session: every table plays every board, EW pairs moving one table a round. */
const session = (notPlayed: boolean) =>
  fc
    .record({
      tables: fc.integer({ min: 2, max: 9 }),
      boards: fc.integer({ min: 1, max: 5 }),
      scores: fc.array(fc.constantFrom(-620, -200, -100, -50, 0, 50, 110, 140, 420, 450, 620, 1430), {
        minLength: 81,
        maxLength: 81,
      }),
      missing: fc.array(fc.nat(80), { maxLength: notPlayed ? 5 : 0 }),
    })
    .map(({ tables, boards, scores, missing }): BridgeEvent => {
      const results: TravellerLine[] = [];
      for (let b = 1; b <= boards; b++) {
        for (let t = 1; t <= tables; t++) {
          const i = ((b - 1) * tables + t - 1) % scores.length;
          const outcome = missing.includes(i)
            ? ({ kind: 'not-played' } as const)
            : ({ kind: 'score', ns: scores[i] as number } as const);
          results.push({ section: 'A', board: b, ns: t, ew: ((t + b - 2) % tables) + 1, outcome });
        }
      }
      return { sections: [{ name: 'A', movement: 'mitchell' }], boards: [], results };
    });

const placesOf = (s: SessionScore) =>
  s.rankings.map((r) =>
    r.entries.map(
      (e) => `${formatPlace(e)} ${s.pairs[e.pair]?.pair.direction}${s.pairs[e.pair]?.pair.number}`,
    ),
  );

describe('a session: properties', () => {
  test('each complete board shares out n(n − 1) on the 2/1 scale, and NS + EW = top on every result', () => {
    fc.assert(
      fc.property(session(false), (event) => {
        const s = scoreSession(event);
        for (const b of s.boards) {
          const n = b.lines.length;
          expect(b.nsPoints.reduce((a, x) => a + x, 0) + b.ewPoints.reduce((a, x) => a + x, 0)).toBe(
            n * (n - 1) * 2,
          );
          expect(b.nsPoints.reduce((a, x) => a + x, 0)).toBe(n * (n - 1));
          b.nsPoints.forEach((x, k) => {
            expect(x + (b.ewPoints[k] as number)).toBe(b.top);
          });
        }
      }),
    );
  });

  test('factoring complete boards changes nothing: Neuberg, simple and none agree', () => {
    fc.assert(
      fc.property(session(false), (event) => {
        const neuberg = scoreSession(event, { factoring: 'neuberg' });
        for (const factoring of ['simple', 'none'] as const) {
          const other = scoreSession(event, { factoring });
          expect(other.pairs.map((p) => p.points)).toEqual(neuberg.pairs.map((p) => p.points));
          expect(other.boards.map((b) => [...b.nsPoints])).toEqual(
            neuberg.boards.map((b) => [...b.nsPoints]),
          );
        }
      }),
    );
  });

  test('with boards not played, NS + EW = top on every result, and each board keeps an average of half the top', () => {
    fc.assert(
      fc.property(session(true), (event) => {
        const s = scoreSession(event);
        for (const b of s.boards) {
          let sum = 0;
          const top = b.top as number; // matchpoints have a top
          b.nsPoints.forEach((x, k) => {
            if (Number.isNaN(x)) return;
            sum += x;
            expect(x + (b.ewPoints[k] as number)).toBeCloseTo(top, 9);
          });
          expect(sum).toBeCloseTo((b.scores * top) / 2, 9);
        }
      }),
    );
  });

  test('the order of the results changes nothing: points exact, places the same', () => {
    fc.assert(
      fc.property(
        session(true).chain((e) =>
          fc.tuple(fc.constant(e), fc.shuffledSubarray([...e.results], { minLength: e.results.length })),
        ),
        ([event, shuffled]) => {
          const a = scoreSession(event);
          const b = scoreSession({ ...event, results: shuffled });
          const key = (s: SessionScore) =>
            new Map(s.pairs.map((p) => [`${p.pair.direction}${p.pair.number}`, p] as const));
          const ka = key(a);
          for (const [k, p] of key(b)) {
            const q = ka.get(k);
            expect(q).toBeDefined();
            expect(compareFractions(p.points, q?.points ?? p.points)).toBe(0);
            expect(p.percentage).toEqual(q?.percentage);
          }
          expect(placesOf(b)).toEqual(placesOf(a));
        },
      ),
    );
  });

  test('a pair’s total is the sum of its points on every board', () => {
    fc.assert(
      fc.property(session(true), (event) => {
        const s = scoreSession(event);
        const sums = new Map<number, number>();
        for (const b of s.boards) {
          b.nsPoints.forEach((x, k) => {
            if (Number.isNaN(x)) return;
            sums.set(b.nsPair[k] as number, (sums.get(b.nsPair[k] as number) ?? 0) + x);
            sums.set(
              b.ewPair[k] as number,
              (sums.get(b.ewPair[k] as number) ?? 0) + (b.ewPoints[k] as number),
            );
          });
        }
        s.pairs.forEach((p, i) => {
          expect(fractionToNumber(p.points)).toBeCloseTo(sums.get(i) ?? 0, 9);
        });
      }),
    );
  });
});

describe('a session at IMPs: properties', () => {
  test.each(CROSS_IMP_DIVISORS)(
    'on every board the NS cross-IMPs (divided by %s) sum to zero, and EW get the negation',
    (crossDivide) => {
      fc.assert(
        fc.property(session(true), (event) => {
          const s = scoreSession(event, { method: 'cross-imps', crossDivide });
          for (const b of s.boards) {
            let sum = 0;
            b.nsPoints.forEach((x, k) => {
              if (Number.isNaN(x)) return;
              sum += x;
              expect(b.ewPoints[k]).toBe(0 - x);
            });
            expect(sum).toBeCloseTo(0, 9);
          }
          // So every pair's IMPs sum to zero across the field too, exactly.
          const total = s.pairs.reduce((a, p) => a + fractionToNumber(p.points), 0);
          expect(total).toBeCloseTo(0, 9);
        }),
      );
    },
  );

  test('Butler: EW get the negation of NS on every result, and no result is worth more than 24 IMPs', () => {
    fc.assert(
      fc.property(session(true), (event) => {
        const s = scoreSession(event, { method: 'butler' });
        for (const b of s.boards) {
          b.nsPoints.forEach((x, k) => {
            if (Number.isNaN(x)) return;
            expect(Number.isInteger(x)).toBe(true);
            expect(Math.abs(x)).toBeLessThanOrEqual(24);
            expect(b.ewPoints[k]).toBe(0 - x);
          });
        }
      }),
    );
  });

  test.each(['cross-imps', 'butler'] as const)(
    'at %s the order of the results changes nothing: points exact, places the same',
    (method) => {
      fc.assert(
        fc.property(
          session(true).chain((e) =>
            fc.tuple(fc.constant(e), fc.shuffledSubarray([...e.results], { minLength: e.results.length })),
          ),
          ([event, shuffled]) => {
            const a = scoreSession(event, { method });
            const b = scoreSession({ ...event, results: shuffled }, { method });
            const key = (s: SessionScore) =>
              new Map(s.pairs.map((p) => [`${p.pair.direction}${p.pair.number}`, p] as const));
            const ka = key(a);
            for (const [k, p] of key(b)) {
              const q = ka.get(k);
              expect(q).toBeDefined();
              expect(compareFractions(p.points, q?.points ?? p.points)).toBe(0);
              expect(p.points).toEqual(q?.points);
            }
            expect(placesOf(b)).toEqual(placesOf(a));
          },
        ),
      );
    },
  );

  test('at IMPs a pair’s total is the sum of its IMPs on every board, and the ranking follows the totals', () => {
    fc.assert(
      fc.property(
        session(true),
        fc.constantFrom('cross-imps' as const, 'butler' as const),
        (event, method) => {
          const s = scoreSession(event, { method });
          const sums = new Map<number, number>();
          for (const b of s.boards) {
            b.nsPoints.forEach((x, k) => {
              if (Number.isNaN(x)) return;
              sums.set(b.nsPair[k] as number, (sums.get(b.nsPair[k] as number) ?? 0) + x);
              sums.set(
                b.ewPair[k] as number,
                (sums.get(b.ewPair[k] as number) ?? 0) + (b.ewPoints[k] as number),
              );
            });
          }
          s.pairs.forEach((p, i) => {
            expect(fractionToNumber(p.points)).toBeCloseTo(sums.get(i) ?? 0, 9);
          });
          for (const r of s.rankings) {
            for (let k = 1; k < r.entries.length; k++) {
              const before = s.pairs[(r.entries[k - 1] as { pair: number }).pair] as { points: Fraction };
              const after = s.pairs[(r.entries[k] as { pair: number }).pair] as { points: Fraction };
              expect(compareFractions(before.points, after.points)).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
    );
  });
});
