import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  compareFractions,
  formatPlace,
  fractionToNumber,
  type SessionScore,
  scoreSession,
  type TravellerLine,
} from '../src/index.js';

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
