import {
  expectedPlay,
  meetsOnBoard,
  namesPairs,
  type PairsSetup,
  parsePairsLine,
  plans,
  withPairs,
} from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';

const setup: PairsSetup = {
  kind: 'pairs',
  name: 'Tuesday',
  date: '2026-12-01',
  sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
  method: 'mp',
  conventions: 'bridge-score',
  overrides: {},
  pairs: [],
};
const planned = plans(setup);
if (!planned.ok) throw new Error('the 3-table Mitchell is refused');
const plan = planned.value.get('A');
if (!plan) throw new Error('no plan for section A');

describe('the line a board expects next', () => {
  // A 3-table Mitchell worked by hand: NS t stays at table t, EW pairs move up one table and the
  // boards down one each round. Set 1 (boards 1–2) is at table 1 in round 1, table 3 in round 2
  // (NS 3 against EW 2, who started at table 2), table 2 in round 3 (NS 2 against EW 3).
  it('follows the movement round by round, skipping plays that have their line', () => {
    expect(expectedPlay(plan, 1, [])).toEqual({ round: 1, table: 1, ns: 1, ew: 1 });
    expect(expectedPlay(plan, 1, [{ text: '1 1 4S= N' }])).toEqual({ round: 2, table: 3, ns: 3, ew: 2 });
    // A play typed out of order (round 3's) is not asked for again.
    expect(expectedPlay(plan, 1, [{ text: '2 3 PASS' }])).toEqual({ round: 1, table: 1, ns: 1, ew: 1 });
    expect(expectedPlay(plan, 1, [{ text: '1 1 PASS' }, { text: '2 3 PASS' }])).toMatchObject({
      ns: 3,
      ew: 2,
    });
    expect(expectedPlay(plan, 1, [{ text: '1 1 PASS' }, { text: '3 2 PASS' }, { text: '2 3 PASS' }])).toBe(
      null,
    );
    // Board 3 (set 2) starts at table 2: NS 2 against EW 2.
    expect(expectedPlay(plan, 3, [])).toEqual({ round: 1, table: 2, ns: 2, ew: 2 });
    // A board not in the movement expects nothing.
    expect(expectedPlay(plan, 7, [])).toBe(null);
  });

  it('puts the expected pairs in front of an outcome, and keeps pairs typed', () => {
    expect(withPairs('4SX S 9', { ns: 3, ew: 2 })).toBe('3 2 4SX S 9');
    expect(withPairs(' PASS ', { ns: 3, ew: 2 })).toBe('3 2 PASS');
    // A score alone is an outcome, not a pair number.
    expect(withPairs('-50', { ns: 3, ew: 2 })).toBe('3 2 -50');
    expect(withPairs('420', { ns: 3, ew: 2 })).toBe('3 2 420');
    // Two pair numbers first: the director's own pairs, kept.
    expect(withPairs('1 3 4S= N', { ns: 3, ew: 2 })).toBe('1 3 4S= N');
    expect(withPairs('4S= N', null)).toBe('4S= N');
    expect(withPairs('  ', { ns: 3, ew: 2 })).toBe('');
    expect(namesPairs('3 12 4S= N')).toBe(true);
    expect(namesPairs('4S= N')).toBe(false);
    expect(namesPairs('420')).toBe(false);
  });

  it('says whether two pairs meet on a board in the movement', () => {
    expect(meetsOnBoard(plan, 1, 3, 2)).toBe(true);
    expect(meetsOnBoard(plan, 1, 2, 2)).toBe(false);
    expect(meetsOnBoard(plan, 3, 2, 2)).toBe(true);
  });
});

describe('the result and declarer in one word', () => {
  it('reads 4S=N as 4S= N, with the same characters for each', () => {
    for (const [joined, spaced] of [
      ['1 2 4S=N', '1 2 4S= N'],
      ['1 2 3NT+1s', '1 2 3NT+1 s'],
      ['1 2 4SX-2E', '1 2 4SX-2 E'],
      ['1 2 4S=N 420', '1 2 4S= N 420'],
    ] as const) {
      const a = parsePairsLine(joined);
      const b = parsePairsLine(spaced);
      expect(a.ok).toBe(true);
      expect(a.ok && a.value).toEqual(b.ok && b.value);
    }
    // 4♠ by North, 10 tricks: the declarer is the word's last letter.
    const r = parsePairsLine('1 2 4S=N');
    expect(r.ok && r.value.outcome).toMatchObject({ declarer: 'N', tricks: 10 });
    // PASS ends in S and is not split.
    const pass = parsePairsLine('1 2 PASS');
    expect(pass.ok && pass.value.outcome).toMatchObject({ kind: 'played' });
    // A bad level is still the contract's error, at its characters.
    const bad = parsePairsLine('1 2 8S=N');
    expect(!bad.ok && bad.error).toMatchObject({ field: 'contract' });
  });
});
