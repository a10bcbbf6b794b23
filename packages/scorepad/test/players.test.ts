import { contractOf } from '@bridge-score/core';
import { describe, expect, it } from 'vitest';
import {
  type Change,
  defaultSettings,
  type Op,
  playerTotals,
  replay,
  SCOREPAD_FORMS,
  seating,
  sidePlayers,
} from '../src/index.js';

let n = 0;
const change = (op: Op): Change => {
  n += 1;
  return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, at: '2026-12-01T19:00:00.000Z', op };
};

describe('seating', () => {
  it('four players keep their seats', () => {
    for (const sheet of [0, 1, 7]) expect(seating(4, sheet)).toEqual({ N: 0, E: 1, S: 2, W: 3, out: null });
  });

  it('five players: each sits out once in five sheets and partners every other exactly once', () => {
    const outs = new Set<number>();
    const partnerships = new Map<string, number>();
    for (let sheet = 0; sheet < 5; sheet++) {
      const s = seating(5, sheet);
      const seated = [s.N, s.E, s.S, s.W];
      expect(new Set([...seated, s.out]).size).toBe(5); // five different people
      if (s.out !== null) outs.add(s.out);
      for (const side of ['NS', 'EW'] as const) {
        const key = [...sidePlayers(5, sheet, side)].sort().join('+');
        partnerships.set(key, (partnerships.get(key) ?? 0) + 1);
      }
    }
    expect([...outs].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(partnerships.size).toBe(10); // C(5, 2)
    expect([...partnerships.values()].every((v) => v === 1)).toBe(true);
    expect(seating(5, 5)).toEqual(seating(5, 0)); // the cycle repeats
  });
});

describe('player totals', () => {
  it('five-player Chicago: margins go to the players who sat, and every total sums to zero', () => {
    const settings = { ...defaultSettings('chicago'), players: 5 as const, names: ['A', 'B', 'C', 'D', 'E'] };
    const four = (declarer: 'N' | 'E') =>
      [1, 2, 3, 4].map(() =>
        change({ kind: 'deal', deal: { contract: contractOf(1, 'C'), declarer, tricks: 7 } }),
      );
    // Chukker 1 (A out; B, E North–South): NS 1♣= four times.
    // Hand-worked: deals 1–3 part scores 20, 40, 60 below; deal 4 makes 80 below, no game, +100 on deal 4.
    // NS 80 + 100 = 180. Chukker 2 (B out; C, A North–South; D, E East–West): EW the same, EW 180.
    const r = replay([
      change({ kind: 'start', settings }),
      ...four('N'),
      change({ kind: 'new' }),
      ...four('E'),
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.evening.sheets.map((s) => s.totals)).toEqual([
      { NS: 180, EW: 0 },
      { NS: 0, EW: 180 },
    ]);
    const totals = playerTotals(r.value);
    // Chukker 1: B, E +180; C, D −180. Chukker 2: D, E +180; C, A −180.
    expect(totals.map((t) => t.points)).toEqual([-180, 180, -360, 0, 360]);
    // 180 settles at 2 hundreds (80 rounds up past 50).
    expect(totals.map((t) => t.hundreds)).toEqual([-2, 2, -4, 0, 4]);
    expect(totals.map((t) => t.played)).toEqual([1, 1, 2, 2, 2]);
    expect(totals.reduce((s, t) => s + t.points, 0)).toBe(0);
  });

  it('four players: both partners share their side’s margin, in both forms', () => {
    for (const form of SCOREPAD_FORMS) {
      const r = replay([
        change({ kind: 'start', settings: defaultSettings(form) }),
        change({ kind: 'deal', deal: { contract: contractOf(3, 'NT'), declarer: 'W', tricks: 9 } }),
      ]);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const t = playerTotals(r.value);
      const ew = r.value.evening.sheets[0]?.totals.EW ?? 0;
      expect(ew).toBeGreaterThan(0);
      expect(t.map((p) => p.points)).toEqual([-ew, ew, -ew, ew]);
      expect(t.map((p) => p.hundreds)).toEqual([0, 0, 0, 0]); // nothing settled while in play
    }
  });
});
