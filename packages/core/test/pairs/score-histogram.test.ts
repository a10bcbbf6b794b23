/**
 * A board's scores counted by value (`score-histogram.ts`, internal: Butler
 * and cross-IMPs count with it). Their tests check the IMPs, which come out
 * the same whether a board is counted or sorted; these pin the count itself:
 * its slots, its range, and when it declines (null) so the methods sort.
 */
import { describe, expect, test } from 'vitest';
import { onePass, type ScoreHistogram, scoreHistogram } from '../../src/pairs/score-histogram.js';

/** The histogram as [score, count] pairs of its non-empty slots, checked against its own totals. */
function counted(h: ScoreHistogram | null): [number, number][] {
  expect(h).not.toBeNull();
  const { min, max, counts, n } = h as ScoreHistogram;
  expect(counts).toBeInstanceOf(Int32Array);
  expect(counts.length).toBe(max - min + 1);
  const pairs: [number, number][] = [];
  let total = 0;
  counts.forEach((c, i) => {
    total += c;
    if (c !== 0) pairs.push([min + i, c]);
  });
  expect(total).toBe(n);
  return pairs;
}

/** The same as [score, count] pairs, by counting each score by hand. */
function byHand(scores: readonly number[]): [number, number][] {
  const m = new Map<number, number>();
  for (const s of scores) m.set(s, (m.get(s) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

describe('a small board (counted in two passes)', () => {
  test('each score in its slot, from the lowest to the highest', () => {
    const h = scoreHistogram([100, -50, 100, 0]);
    expect(h).toMatchObject({ min: -50, max: 100, n: 4 });
    expect(counted(h)).toEqual([
      [-50, 1],
      [0, 1],
      [100, 2],
    ]);
  });

  test('one score, and every score the same', () => {
    expect(counted(scoreHistogram([420]))).toEqual([[420, 1]]);
    expect(scoreHistogram([-90, -90, -90])).toMatchObject({ min: -90, max: -90, n: 3 });
  });

  test('no score, or a score that is not whole: null (the methods sort instead)', () => {
    expect(scoreHistogram([])).toBeNull();
    expect(scoreHistogram([10, 10.5])).toBeNull();
    expect(scoreHistogram([10.5, 10])).toBeNull();
  });

  test('a score that is not a finite number is a RangeError', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => scoreHistogram([100, bad])).toThrow(
        new RangeError('a board score must be a finite number'),
      );
    }
  });

  test('a range of up to 2^17 points is counted; wider, on a board of fewer than a quarter as many scores, null', () => {
    // 2^17 = 131,072 slots: from 0 to 131,071.
    expect(counted(scoreHistogram([0, 131_071]))).toEqual([
      [0, 1],
      [131_071, 1],
    ]);
    expect(scoreHistogram([0, 131_072])).toBeNull();
    expect(scoreHistogram([-100_000, 100_000])).toBeNull();
  });
});

describe('a large board (4,096 scores or more)', () => {
  /** 4,096 scores from −7600 to +7600 in steps of 10 and back (each value of the cycle several times). */
  const big = (extra: readonly number[] = []) => [
    ...Array.from({ length: 4096 }, (_, i) => ((i * 10) % 15_210) - 7600),
    ...extra,
  ];

  test('counted in one pass, the same slots as by hand, the extremes of a deal included', () => {
    const scores = big();
    expect(Math.min(...scores)).toBe(-7600);
    expect(counted(scoreHistogram(scores))).toEqual(byHand(scores));
    const narrow = Array.from({ length: 5000 }, (_, i) => (i % 3) * 10 - 10); // −10, 0, 10, …
    const h = scoreHistogram(narrow);
    expect(h).toMatchObject({ min: -10, max: 10, n: 5000 });
    expect(counted(h)).toEqual([
      [-10, 1667],
      [0, 1667],
      [10, 1666],
    ]);
  });

  test('scores beyond ±7600 (no deal gives them) are still counted, none lost', () => {
    for (const extra of [[7601], [-7601], [7601, -7601], [20_000]]) {
      const scores = big(extra);
      const h = scoreHistogram(scores);
      expect(counted(h)).toEqual(byHand(scores));
      expect(h?.n).toBe(4096 + extra.length);
    }
  });

  test('a range wider than 2^17 points is counted when the board has at least a quarter as many scores', () => {
    // 40,000 scores over 150,001 points: 150,001 ≤ 4 × 40,000.
    const scores = [...new Array<number>(39_999).fill(0), 150_000];
    const h = scoreHistogram(scores);
    expect(h).toMatchObject({ min: 0, max: 150_000, n: 40_000 });
    expect(counted(h)).toEqual([
      [0, 39_999],
      [150_000, 1],
    ]);
    // Exactly four times as many points as scores (160,000 = 4 × 40,000) is still counted.
    expect(scoreHistogram([...new Array<number>(39_999).fill(0), 159_999])).toMatchObject({ max: 159_999 });
    // 4,096 scores over 200,001 points: wider than 2^17 and than 4 × 4,096.
    expect(scoreHistogram([...new Array<number>(4095).fill(0), 200_000])).toBeNull();
  });

  test('a score that is not whole gives null, and one that is not a number a RangeError', () => {
    expect(scoreHistogram(big([0.5]))).toBeNull();
    expect(scoreHistogram(big([-0.5]))).toBeNull();
    expect(() => scoreHistogram(big([Number.NaN]))).toThrow(RangeError);
  });
});

describe('the one pass (a window from −7600 to +7600)', () => {
  test('counts every whole score in the window, both ends of it included', () => {
    const scores = [7600, -7600, 0, 0, 430];
    expect(counted(onePass(scores))).toEqual(byHand(scores));
    expect(onePass(scores)).toMatchObject({ min: -7600, max: 7600, n: 5 });
    expect(counted(onePass(new Array<number>(4096).fill(7600)))).toEqual([[7600, 4096]]);
    expect(counted(onePass(new Array<number>(10).fill(-7600)))).toEqual([[-7600, 10]]);
    expect(onePass([-110, 50, 50])).toMatchObject({ min: -110, max: 50, n: 3 });
  });

  test('null for a score outside the window, not whole, or not a number (it never throws)', () => {
    for (const bad of [7601, -7601, 0.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(onePass([0, bad, 10])).toBeNull();
      expect(onePass([bad])).toBeNull();
    }
  });
});
