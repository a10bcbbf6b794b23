/**
 * One deal: the worked examples of docs/scoring.md and of the Wikipedia article,
 * the historical codes, honours, the breakdown's items, refusals and bad input.
 * Every outcome of every built-in rule set against the oracle is in
 * `deal-score-outcomes.test.ts`.
 */
import {
  type BreakdownItem,
  contractOf,
  type Deal,
  declarerPoints,
  nsScore,
  type RuleSet,
  ruleSetByName,
  type Seat,
  scoreDeal,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Dbl, DENS, type Den } from '../oracle.js';

function rules(name: string): RuleSet {
  const r = ruleSetByName(name);
  if (!r.ok) throw new Error(`no rule set ${name}: ${r.error.code}`);
  return r.value;
}

const SEAT_LIST: readonly Seat[] = ['N', 'E', 'S', 'W'];

// ---------------------------------------------------------------------------
// Worked examples

const duplicate = rules('duplicate');

/** Score for declarer's side under a rule set, by contract text pieces. */
function points(
  level: number,
  den: Den,
  d: Dbl,
  vul: boolean,
  tricks: number,
  ruleSet: RuleSet = duplicate,
): number {
  return declarerPoints(contractOf(level as 1, den, d), vul, tricks, ruleSet);
}

describe('a rule set first used inside the test (its table is compiled while the test runs)', () => {
  // The current Laws' table is compiled when the module loads; a copy of the rule set is another
  // object, compiled by `scoreDeal` at its first use, here. Premiums from docs/scoring.md: game 500
  // vulnerable, small slam 750, grand slam 1,500, each scored above the line to declarer.
  test('game, small slam and grand slam, vulnerable, under a copy of the current Laws', () => {
    const copy: RuleSet = { ...duplicate };
    const items = (level: 4 | 6 | 7, tricks: number): readonly BreakdownItem[] => {
      const deal: Deal = { contract: contractOf(level, 'S'), declarer: 'N', tricks, vulnerability: 'Both' };
      const r = scoreDeal(deal, copy);
      if (!r.ok) throw new Error(`not scored: ${r.error.code}`);
      return r.value.breakdown;
    };
    expect(items(4, 10)).toContainEqual({
      code: 'game',
      points: 500,
      to: 'declarer',
      line: 'above',
      vulnerable: true,
    });
    expect(items(6, 12)).toContainEqual({
      code: 'small-slam',
      points: 750,
      to: 'declarer',
      line: 'above',
      vulnerable: true,
    });
    expect(items(7, 13)).toContainEqual({
      code: 'grand-slam',
      points: 1500,
      to: 'declarer',
      line: 'above',
      vulnerable: true,
    });
  });

  test('the insult for a doubled contract made, and none where the rule set has none (1935)', () => {
    const made: Deal = { contract: contractOf(2, 'H', 'X'), declarer: 'S', tricks: 8, vulnerability: 'None' };
    const breakdownUnder = (r: RuleSet): readonly BreakdownItem[] => {
      const s = scoreDeal(made, { ...r });
      if (!s.ok) throw new Error(`not scored: ${s.error.code}`);
      return s.value.breakdown;
    };
    expect(breakdownUnder(duplicate)).toContainEqual({
      code: 'insult',
      points: 50,
      to: 'declarer',
      line: 'above',
      doubling: 'X',
    });
    expect(breakdownUnder(rules('duplicate-1935')).map((i) => i.code)).not.toContain('insult');
  });

  test('a part score, overtricks and undertricks in full, under a copy of the current Laws', () => {
    // The worked examples of docs/scoring.md#deal-examples, item by item: 2♥ = (60 trick points +
    // 50 part score), 3NT +2 vulnerable (100 + 500 game + 2 × 30), 4♦ −3 not vulnerable (3 × 50).
    const copy: RuleSet = { ...duplicate };
    const breakdown = (deal: Deal): readonly BreakdownItem[] => {
      const r = scoreDeal(deal, copy);
      if (!r.ok) throw new Error(`not scored: ${r.error.code}`);
      return r.value.breakdown;
    };
    expect(
      breakdown({ contract: contractOf(2, 'H'), declarer: 'E', tricks: 8, vulnerability: 'None' }),
    ).toEqual([
      {
        code: 'trick-points',
        points: 60,
        to: 'declarer',
        line: 'below',
        level: 2,
        strain: 'H',
        doubling: '',
      },
      { code: 'part-score', points: 50, to: 'declarer', line: 'above' },
    ]);
    expect(
      breakdown({ contract: contractOf(3, 'NT'), declarer: 'S', tricks: 11, vulnerability: 'NS' }),
    ).toEqual([
      {
        code: 'trick-points',
        points: 100,
        to: 'declarer',
        line: 'below',
        level: 3,
        strain: 'NT',
        doubling: '',
      },
      { code: 'overtrick', points: 30, to: 'declarer', line: 'above', n: 1, doubling: '' },
      { code: 'overtrick', points: 30, to: 'declarer', line: 'above', n: 2, doubling: '' },
      { code: 'game', points: 500, to: 'declarer', line: 'above', vulnerable: true },
    ]);
    const down = (n: number) => ({
      code: 'undertrick',
      points: 50,
      to: 'defenders',
      line: 'above',
      n,
      doubling: '',
      vulnerable: false,
    });
    expect(
      breakdown({ contract: contractOf(4, 'D'), declarer: 'W', tricks: 7, vulnerability: 'NS' }),
    ).toEqual([down(1), down(2), down(3)]);
  });

  test('a passed-out deal has an empty breakdown, and equal scores share one nsScore result', () => {
    const copy: RuleSet = { ...duplicate };
    const passed = scoreDeal({ contract: 'pass', vulnerability: 'Both' }, copy);
    expect(passed.ok && passed.value.breakdown).toEqual([]);
    // 4♠ by North and 4♥ by South, ten tricks, North-South vulnerable: 120 + 500 game = 620 each.
    const spades = nsScore(
      { contract: contractOf(4, 'S'), declarer: 'N', tricks: 10, vulnerability: 'NS' },
      copy,
    );
    const hearts = nsScore(
      { contract: contractOf(4, 'H'), declarer: 'S', tricks: 10, vulnerability: 'NS' },
      copy,
    );
    expect(spades).toEqual({ ok: true, value: 620 });
    expect(hearts).toBe(spades);
  });

  test('a result is built once per rule set: scored again after another rule set, the same result', () => {
    // scoreDeal's contract: a valid deal's result is frozen and shared, built once per rule set.
    const a: RuleSet = { ...duplicate };
    const b: RuleSet = { ...duplicate };
    const deal: Deal = { contract: contractOf(3, 'NT'), declarer: 'S', tricks: 9, vulnerability: 'None' };
    const first = scoreDeal(deal, a);
    const ns = nsScore(deal, a);
    expect(scoreDeal(deal, b)).not.toBe(first);
    expect(scoreDeal(deal, a)).toBe(first);
    expect(nsScore(deal, b)).toEqual({ ok: true, value: 400 });
    expect(nsScore(deal, a)).toBe(ns);
  });
});

describe('docs/scoring.md#deal worked examples (Wikipedia, "Bridge scoring")', () => {
  test.each([
    ['2♥ = NV', 2, 'H', '', false, 8, 110],
    ['2♥ = V', 2, 'H', '', true, 8, 110],
    ['2♥X = NV', 2, 'H', 'X', false, 8, 470],
    ['3NT +2 V', 3, 'NT', '', true, 11, 660],
    ['1♦X +1 NV', 1, 'D', 'X', false, 8, 240],
    ['5♠XX +1 V', 5, 'S', 'XX', true, 12, 1600],
    ['6NT +1 NV', 6, 'NT', '', false, 13, 1020],
    ['4♦ −3 NV', 4, 'D', '', false, 7, -150],
    ['4♦X −3 NV', 4, 'D', 'X', false, 7, -500],
    ['4♦X −3 V', 4, 'D', 'X', true, 7, -800],
  ] as const)('%s: %i', (_label, level, den, d, vul, tricks, want) => {
    expect(points(level, den, d, vul, tricks)).toBe(want);
    const r = scoreDeal({
      contract: contractOf(level, den, d),
      declarer: 'E',
      tricks,
      vulnerability: vul ? 'EW' : 'NS',
    });
    expect(r.ok && r.value.ew).toBe(want);
  });

  test('four doubled NV undertricks cost 800, the same as three vulnerable ones', () => {
    expect(points(4, 'S', 'X', false, 6)).toBe(-800);
    expect(points(4, 'S', 'X', true, 7)).toBe(-800);
  });

  test('a passed-out deal scores 0 for both sides', () => {
    const r = scoreDeal({ contract: 'pass', vulnerability: 'Both' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.ns).toBe(0);
    expect(r.value.ew).toBe(0);
    expect(r.value.declarerScore).toBe(0);
    expect(r.value.breakdown).toEqual([]);
    expect(r.value.declarer).toBeNull();
  });

  test('the insult is 100 redoubled so that 5m XX +1 beats an undoubled 6m = (Wikipedia, "Bridge scoring"), not so at 50', () => {
    for (const den of ['C', 'D'] as const) {
      for (const vul of [false, true]) {
        expect(points(5, den, 'XX', vul, 12)).toBeGreaterThan(points(6, den, '', vul, 12));
      }
    }
    // 1943–1986 (insult 50): 5♣XX+1 V = 400 + 400 + 500 + 50 = 1350 < 6♣= V = 120 + 500 + 750 = 1370
    expect(points(5, 'C', 'XX', true, 12, rules('duplicate-1943'))).toBe(1350);
    expect(points(6, 'C', '', true, 12, rules('duplicate-1943'))).toBe(1370);
  });
});

describe('docs/scoring.md#codes: historical examples', () => {
  test('7♠X −9 NV (Bermuda Bowl 1981): 1700 under the 1935 table', () => {
    expect(points(7, 'S', 'X', false, 4, rules('duplicate-1935'))).toBe(-1700);
    expect(points(7, 'S', 'X', false, 4, rules('duplicate@1980'))).toBe(-1700);
    expect(points(7, 'S', 'X', false, 4, rules('duplicate-1943'))).toBe(-1700);
  });

  test('7♠X −9 NV: 2300 under the 1987 table', () => {
    expect(points(7, 'S', 'X', false, 4, rules('duplicate@1990'))).toBe(-2300);
    expect(points(7, 'S', 'X', false, 4, rules('duplicate-1987'))).toBe(-2300);
    expect(points(7, 'S', 'X', false, 4)).toBe(-2300);
  });

  test('the 2210 the sacrifice was against: 7♠= V', () => {
    // 210 trick points + 500 game + 1500 grand slam
    expect(points(7, 'S', '', true, 13)).toBe(2210);
  });

  test('1932: 13 down vulnerable redoubled is 20,800 (TIME)', () => {
    for (const den of DENS) {
      expect(points(7, den, 'XX', true, 0, rules('duplicate-1932'))).toBe(-20800);
      expect(points(7, den, 'XX', true, 0, rules('rubber-1932'))).toBe(-20800);
    }
  });

  test('1932 notrump tricks go 30, 40, 30, 40 …', () => {
    const dup1932 = rules('duplicate-1932');
    const trickPoints = (level: number, tricks: number) => {
      const r = scoreDeal(
        { contract: contractOf(level as 1, 'NT', ''), declarer: 'N', tricks, vulnerability: 'None' },
        dup1932,
      );
      if (!r.ok) throw new Error(r.error.code);
      return r.value.breakdown.find((i) => i.code === 'trick-points')?.points;
    };
    expect(trickPoints(1, 7)).toBe(30);
    expect(trickPoints(2, 8)).toBe(70);
    expect(trickPoints(3, 9)).toBe(100);
    expect(trickPoints(4, 10)).toBe(140);
    expect(trickPoints(7, 13)).toBe(30 + 40 + 30 + 40 + 30 + 40 + 30);
    // 1NT= is a part score (30 + 50), 3NT= a game (100 + 300); an overtrick after 1NT is the 2nd trick: 40
    expect(points(1, 'NT', '', false, 7, dup1932)).toBe(80);
    expect(points(3, 'NT', '', false, 9, dup1932)).toBe(400);
    expect(points(1, 'NT', '', false, 8, dup1932)).toBe(30 + 40 + 50);
    // from 1935 on: 40, 30, 30
    expect(points(1, 'NT', '', false, 7, rules('duplicate-1935'))).toBe(90);
    expect(points(2, 'NT', '', false, 8, rules('duplicate-1935'))).toBe(120);
  });

  test('1932 grand slam 1500 / 2250', () => {
    // 7♠= NV: 210 + 300 + 1500; V: 210 + 500 + 2250
    expect(points(7, 'S', '', false, 13, rules('duplicate-1932'))).toBe(2010);
    expect(points(7, 'S', '', true, 13, rules('duplicate-1932'))).toBe(2960);
    expect(points(7, 'S', '', true, 13, rules('rubber-1932'))).toBe(2460);
  });

  test('insult by era: 4♠X= NV', () => {
    // 240 trick points + 300 game, then the insult: none, none, 50, 50
    expect(points(4, 'S', 'X', false, 10, rules('duplicate-1932'))).toBe(540);
    expect(points(4, 'S', 'X', false, 10, rules('duplicate-1935'))).toBe(540);
    expect(points(4, 'S', 'X', false, 10, rules('duplicate-1943'))).toBe(590);
    expect(points(4, 'S', 'X', false, 10)).toBe(590);
    // redoubled: 480 + 300, then none, none, 50, 100
    expect(points(4, 'S', 'XX', false, 10, rules('duplicate-1935'))).toBe(780);
    expect(points(4, 'S', 'XX', false, 10, rules('duplicate-1943'))).toBe(830);
    expect(points(4, 'S', 'XX', false, 10)).toBe(880);
  });
});

describe('docs/scoring.md#rubber to #chicago: rubber and Chicago on one deal', () => {
  const rubber = rules('rubber');
  const chicago = rules('chicago');

  test('bridgeprimer rubber: 7NT= (220 below, 1000 above), 4♠+1 (120, 30), 3NT+1 (100, 30)', () => {
    const split = (level: number, den: Den, tricks: number) => {
      const r = scoreDeal(
        { contract: contractOf(level as 1, den, ''), declarer: 'N', tricks, vulnerability: 'None' },
        rubber,
      );
      if (!r.ok) throw new Error(r.error.code);
      let below = 0;
      let above = 0;
      for (const item of r.value.breakdown) {
        if (item.line === 'below') below += item.points;
        else above += item.points;
      }
      return [below, above];
    };
    expect(split(7, 'NT', 13)).toEqual([220, 1000]);
    expect(split(4, 'S', 11)).toEqual([120, 30]);
    expect(split(3, 'NT', 10)).toEqual([100, 30]);
  });

  test('rubber: no part-score or game premium on the deal', () => {
    expect(points(2, 'S', '', false, 8, rubber)).toBe(60);
    expect(points(4, 'S', '', true, 10, rubber)).toBe(120);
    expect(points(6, 'NT', '', false, 13, rubber)).toBe(190 + 30 + 500);
  });

  test('Chicago: game premium at once, no part-score premium', () => {
    expect(points(2, 'S', '', false, 8, chicago)).toBe(60);
    expect(points(4, 'S', '', false, 10, chicago)).toBe(420);
    expect(points(4, 'S', '', true, 10, chicago)).toBe(620);
  });

  test('honours count for whoever holds them, made or not', () => {
    const hearts = contractOf(4, 'H', '');
    const mine = scoreDeal(
      {
        contract: hearts,
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'four-trumps', holder: 'NS' },
      },
      rubber,
    );
    expect(mine.ok && [mine.value.declarerScore, mine.value.ns]).toEqual([220, 220]);
    const theirs = scoreDeal(
      {
        contract: hearts,
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'five-trumps', holder: 'EW' },
      },
      rubber,
    );
    expect(theirs.ok && [theirs.value.declarerScore, theirs.value.ns, theirs.value.ew]).toEqual([
      -30, -30, 30,
    ]);
    const down = scoreDeal(
      {
        contract: hearts,
        declarer: 'N',
        tricks: 9,
        vulnerability: 'None',
        honours: { kind: 'four-trumps', holder: 'NS' },
      },
      rubber,
    );
    expect(down.ok && down.value.ns).toBe(-50 + 100);
    const aces = scoreDeal(
      {
        contract: contractOf(3, 'NT', ''),
        declarer: 'W',
        tricks: 9,
        vulnerability: 'None',
        honours: { kind: 'four-aces', holder: 'EW' },
      },
      chicago,
    );
    expect(aces.ok && aces.value.ew).toBe(100 + 300 + 150);
    const item = aces.ok ? aces.value.breakdown.find((i) => i.code === 'honours') : undefined;
    expect(item).toMatchObject({ code: 'honours', points: 150, to: 'declarer', line: 'above', holder: 'EW' });
  });

  test('honours are refused where they are not scored or do not fit the strain', () => {
    const r = scoreDeal(
      {
        contract: contractOf(4, 'H'),
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'four-trumps', holder: 'NS' },
      },
      duplicate,
    );
    expect(r.ok ? null : r.error).toEqual({ code: 'honours-not-scored', rules: 'duplicate' });
    const acesInSuit = scoreDeal(
      {
        contract: contractOf(4, 'H'),
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'four-aces', holder: 'NS' },
      },
      rubber,
    );
    expect(acesInSuit.ok ? null : acesInSuit.error.code).toBe('honours-strain');
    const trumpsAtNT = scoreDeal(
      {
        contract: contractOf(3, 'NT'),
        declarer: 'N',
        tricks: 9,
        vulnerability: 'None',
        honours: { kind: 'five-trumps', holder: 'NS' },
      },
      rubber,
    );
    expect(trumpsAtNT.ok ? null : trumpsAtNT.error.code).toBe('honours-strain');
  });
});

describe('breakdown items', () => {
  const breakdown = (deal: Deal, ruleSet: RuleSet = duplicate) => {
    const r = scoreDeal(deal, ruleSet);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };

  test('4♠X −3 vulnerable: undertricks 200, 300, 300 to the defenders', () => {
    const s = breakdown({ contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 7, vulnerability: 'NS' });
    expect(s.breakdown).toEqual([
      {
        code: 'undertrick',
        n: 1,
        points: 200,
        to: 'defenders',
        line: 'above',
        doubling: 'X',
        vulnerable: true,
      },
      {
        code: 'undertrick',
        n: 2,
        points: 300,
        to: 'defenders',
        line: 'above',
        doubling: 'X',
        vulnerable: true,
      },
      {
        code: 'undertrick',
        n: 3,
        points: 300,
        to: 'defenders',
        line: 'above',
        doubling: 'X',
        vulnerable: true,
      },
    ]);
    expect([s.ns, s.ew, s.declarerScore]).toEqual([-800, 800, -800]);
  });

  test('3NT +2 vulnerable: trick points below, overtricks and game above', () => {
    const s = breakdown({ contract: contractOf(3, 'NT'), declarer: 'W', tricks: 11, vulnerability: 'Both' });
    expect(s.breakdown).toEqual(
      expect.arrayContaining([
        {
          code: 'trick-points',
          points: 100,
          to: 'declarer',
          line: 'below',
          level: 3,
          strain: 'NT',
          doubling: '',
        },
        { code: 'overtrick', n: 1, points: 30, to: 'declarer', line: 'above', doubling: '' },
        { code: 'overtrick', n: 2, points: 30, to: 'declarer', line: 'above', doubling: '' },
        { code: 'game', points: 500, to: 'declarer', line: 'above', vulnerable: true },
      ]),
    );
    expect(s.breakdown).toHaveLength(4);
    expect([s.ns, s.ew]).toEqual([-660, 660]);
  });

  test('5♠XX +1 vulnerable: 600 + 400 + 500 + 100', () => {
    const s = breakdown({
      contract: contractOf(5, 'S', 'XX'),
      declarer: 'N',
      tricks: 12,
      vulnerability: 'NS',
    });
    expect(s.breakdown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'trick-points', points: 600, line: 'below' }),
        expect.objectContaining({ code: 'overtrick', n: 1, points: 400, doubling: 'XX' }),
        expect.objectContaining({ code: 'game', points: 500 }),
        { code: 'insult', points: 100, to: 'declarer', line: 'above', doubling: 'XX' },
      ]),
    );
    expect(s.breakdown).toHaveLength(4);
  });

  test('6NT +1 NV: 190 + 30 + 300 + 500', () => {
    const s = breakdown({ contract: contractOf(6, 'NT'), declarer: 'E', tricks: 13, vulnerability: 'NS' });
    expect(s.breakdown.map((i) => [i.code, i.points])).toEqual(
      expect.arrayContaining([
        ['trick-points', 190],
        ['overtrick', 30],
        ['game', 300],
        ['small-slam', 500],
      ]),
    );
    expect(s.breakdown).toHaveLength(4);
    expect(s.breakdown.find((i) => i.code === 'small-slam')).toMatchObject({
      vulnerable: false,
      to: 'declarer',
    });
  });

  test('2♥ = has a part-score premium of 50 in duplicate and none in rubber', () => {
    const deal: Deal = { contract: contractOf(2, 'H'), declarer: 'S', tricks: 8, vulnerability: 'None' };
    expect(breakdown(deal).breakdown.map((i) => [i.code, i.points])).toEqual(
      expect.arrayContaining([
        ['trick-points', 60],
        ['part-score', 50],
      ]),
    );
    expect(breakdown(deal, rules('rubber')).breakdown.map((i) => [i.code, i.points, i.line])).toEqual([
      ['trick-points', 60, 'below'],
    ]);
  });
});

describe('declarerPoints refuses what is not a contract outcome', () => {
  test.each([14, -1, 1.5, Number.NaN])('tricks %s', (tricks) => {
    expect(() => declarerPoints(contractOf(4, 'S'), false, tricks)).toThrow(RangeError);
  });

  test('a level, strain or doubling outside the vocabulary', () => {
    const bad = [
      { level: 8, strain: 'S', doubling: '' },
      { level: 0, strain: 'S', doubling: '' },
      { level: 4, strain: 'Z', doubling: '' },
      { level: 4, strain: 'S', doubling: 'XXX' },
    ];
    for (const c of bad) expect(() => declarerPoints(c as never, false, 10)).toThrow(RangeError);
  });

  test('the error names the contract and the tricks', () => {
    expect(() => declarerPoints(contractOf(4, 'S'), false, 14)).toThrow(
      'not a contract outcome: {"level":4,"strain":"S","doubling":""} 14',
    );
  });

  test('a plain contract object (not interned) scores like the interned one', () => {
    expect(declarerPoints({ level: 3, strain: 'NT', doubling: '' }, true, 11)).toBe(660);
  });

  test('scoreDeal refuses a trick count outside 0–13', () => {
    for (const tricks of [14, -1, 2.5]) {
      const r = scoreDeal({ contract: contractOf(1, 'C'), declarer: 'N', tricks, vulnerability: 'None' });
      expect(r.ok ? null : r.error).toEqual({ code: 'tricks-range', tricks });
    }
  });
});

describe('a plain contract object and a parsed one give the same result', () => {
  test('the result carries the deal: declarer, tricks, declarer vulnerable, rule set', () => {
    const r = scoreDeal({
      contract: { level: 4, strain: 'H', doubling: '' },
      declarer: 'W',
      tricks: 9,
      vulnerability: 'EW',
    });
    expect(r.ok && { ...r.value, breakdown: r.value.breakdown.length }).toEqual({
      contract: { level: 4, strain: 'H', doubling: '' },
      declarer: 'W',
      tricks: 9,
      vulnerable: true,
      rules: 'duplicate',
      declarerScore: -100,
      ns: 100,
      ew: -100,
      breakdown: 1,
    });
  });

  test('honours with a plain contract (rubber): 4♥= with four trumps held by declarer side', () => {
    const r = nsScore(
      {
        contract: { level: 4, strain: 'H', doubling: '' },
        declarer: 'E',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'four-trumps', holder: 'EW' },
      },
      rules('rubber'),
    );
    expect(r).toEqual({ ok: true, value: -(120 + 100) }); // trick points and honours, no game premium in rubber
  });

  test('a passed-out deal: 0', () => {
    expect(nsScore({ contract: 'pass', vulnerability: 'Both' })).toEqual({ ok: true, value: 0 });
  });

  test('honours that cancel the undertricks score 0 for both sides, never -0', () => {
    // Rubber: 1♥ two down not vulnerable, undoubled, is 2 × 50 = 100 to the defenders; four trump
    // honours in one hand of declarer's side are 100 to declarer's side: 0 in all.
    for (const [declarer, holder] of [
      ['N', 'NS'],
      ['E', 'EW'],
    ] as const) {
      const r = scoreDeal(
        {
          contract: contractOf(1, 'H'),
          declarer,
          tricks: 5,
          vulnerability: 'None',
          honours: { kind: 'four-trumps', holder },
        },
        rules('rubber'),
      );
      expect(r.ok && [r.value.declarerScore, r.value.ns, r.value.ew]).toEqual([0, 0, 0]);
      expect(r.ok && [Object.is(r.value.ns, -0), Object.is(r.value.ew, -0)]).toEqual([false, false]);
    }
  });

  test('no score is -0', () => {
    for (const seat of SEAT_LIST) {
      const r = nsScore({
        contract: { level: 1, strain: 'C', doubling: '' },
        declarer: seat,
        tricks: 0,
        vulnerability: 'None',
      });
      expect(Object.is(r.ok && r.value, -0)).toBe(false);
      const pass = scoreDeal({ contract: 'pass', vulnerability: 'None' });
      expect(Object.is(pass.ok && pass.value.ew, -0)).toBe(false);
    }
  });
});

describe('bad input: the same typed error from nsScore and scoreDeal, never a throw', () => {
  const good = {
    contract: { level: 4, strain: 'S', doubling: '' },
    declarer: 'N',
    tricks: 10,
    vulnerability: 'NS',
  };
  const contractInvalid = (contract: unknown) => ({
    code: 'contract-invalid',
    text: JSON.stringify(contract) ?? String(contract),
  });
  const cases: readonly (readonly [string, Record<string, unknown>, unknown])[] = [
    [
      'level 8',
      { contract: { level: 8, strain: 'S', doubling: '' } },
      contractInvalid({ level: 8, strain: 'S', doubling: '' }),
    ],
    [
      'level 0',
      { contract: { level: 0, strain: 'S', doubling: '' } },
      contractInvalid({ level: 0, strain: 'S', doubling: '' }),
    ],
    [
      'level 4.5',
      { contract: { level: 4.5, strain: 'S', doubling: '' } },
      contractInvalid({ level: 4.5, strain: 'S', doubling: '' }),
    ],
    [
      'level as text',
      { contract: { level: '4', strain: 'S', doubling: '' } },
      contractInvalid({ level: '4', strain: 'S', doubling: '' }),
    ],
    [
      'strain Z',
      { contract: { level: 4, strain: 'Z', doubling: '' } },
      contractInvalid({ level: 4, strain: 'Z', doubling: '' }),
    ],
    [
      'strain in lower case',
      { contract: { level: 3, strain: 'nt', doubling: '' } },
      contractInvalid({ level: 3, strain: 'nt', doubling: '' }),
    ],
    [
      'strain toString',
      { contract: { level: 3, strain: 'toString', doubling: '' } },
      contractInvalid({ level: 3, strain: 'toString', doubling: '' }),
    ],
    [
      'doubling XXX',
      { contract: { level: 4, strain: 'S', doubling: 'XXX' } },
      contractInvalid({ level: 4, strain: 'S', doubling: 'XXX' }),
    ],
    ['doubling missing', { contract: { level: 4, strain: 'S' } }, contractInvalid({ level: 4, strain: 'S' })],
    ['contract null', { contract: null }, { code: 'contract-invalid', text: 'null' }],
    ['contract missing', { contract: undefined }, { code: 'contract-invalid', text: 'undefined' }],
    ['contract as text', { contract: '4S' }, { code: 'contract-invalid', text: '"4S"' }],
    [
      'strain as a String object',
      { contract: { level: 4, strain: new String('S'), doubling: '' } },
      { code: 'contract-invalid', text: '{"level":4,"strain":"S","doubling":""}' },
    ],
    [
      'a function with the three fields',
      { contract: Object.assign(() => 0, { level: 4, strain: 'S', doubling: '' }) },
      { code: 'contract-invalid', text: '() => 0' },
    ],
    ['declarer as a String object', { declarer: new String('N') }, { code: 'declarer-unknown', text: 'N' }],
    [
      'vulnerability as a String object',
      { vulnerability: new String('NS') },
      { code: 'vulnerability-unknown', text: 'NS' },
    ],
    ['declarer Q', { declarer: 'Q' }, { code: 'declarer-unknown', text: 'Q' }],
    ['declarer in lower case', { declarer: 'n' }, { code: 'declarer-unknown', text: 'n' }],
    ['declarer empty', { declarer: '' }, { code: 'declarer-unknown', text: '' }],
    ['declarer a number', { declarer: 0 }, { code: 'declarer-unknown', text: '0' }],
    ['vulnerability All', { vulnerability: 'All' }, { code: 'vulnerability-unknown', text: 'All' }],
    [
      'vulnerability in lower case',
      { vulnerability: 'none' },
      { code: 'vulnerability-unknown', text: 'none' },
    ],
    [
      'vulnerability missing',
      { vulnerability: undefined },
      { code: 'vulnerability-unknown', text: 'undefined' },
    ],
    ['14 tricks', { tricks: 14 }, { code: 'tricks-range', tricks: 14 }],
    ['-1 tricks', { tricks: -1 }, { code: 'tricks-range', tricks: -1 }],
    ['2.5 tricks', { tricks: 2.5 }, { code: 'tricks-range', tricks: 2.5 }],
    ['NaN tricks', { tricks: Number.NaN }, { code: 'tricks-range', tricks: Number.NaN }],
    ['tricks as text', { tricks: '10' }, { code: 'tricks-range', tricks: '10' }],
    [
      'honours in duplicate',
      { honours: { kind: 'four-trumps', holder: 'NS' } },
      { code: 'honours-not-scored', rules: 'duplicate' },
    ],
  ];

  test.each(cases)('%s', (_label, change, error) => {
    const deal = { ...good, ...change } as unknown as Deal;
    const a = nsScore(deal);
    const b = scoreDeal(deal);
    expect(a).toEqual({ ok: false, error });
    expect(b).toEqual({ ok: false, error });
  });

  test('the first fact that is wrong is the one named, in the order contract, declarer, vulnerability, tricks', () => {
    const deal = {
      contract: { level: 9, strain: 'S', doubling: '' },
      declarer: 'Q',
      tricks: 20,
      vulnerability: 'All',
    };
    expect(nsScore(deal as unknown as Deal)).toEqual(scoreDeal(deal as unknown as Deal));
    expect(nsScore({ ...deal, contract: good.contract } as unknown as Deal)).toMatchObject({
      error: { code: 'declarer-unknown' },
    });
    expect(nsScore({ ...deal, contract: good.contract, declarer: 'S' } as unknown as Deal)).toMatchObject({
      error: { code: 'vulnerability-unknown' },
    });
  });

  test('anything at all in any field: a result from both, the same one', () => {
    const anyValue = fc.oneof(
      fc.anything(),
      fc.constantFrom('N', 'E', 'S', 'W', 'None', 'NS', 'EW', 'Both', 'NT', 'X', 'XX', '', 'pass'),
      fc.integer({ min: -2, max: 15 }),
    );
    fc.assert(
      fc.property(
        fc.record({
          contract: fc.oneof(anyValue, fc.record({ level: anyValue, strain: anyValue, doubling: anyValue })),
          declarer: anyValue,
          tricks: anyValue,
          vulnerability: anyValue,
        }),
        (deal) => {
          const a = nsScore(deal as unknown as Deal);
          const b = scoreDeal(deal as unknown as Deal);
          expect(a.ok).toBe(b.ok);
          if (a.ok && b.ok) expect(a.value).toBe(b.value.ns);
          if (!a.ok && !b.ok) expect(a.error).toEqual(b.error);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('what a caller gets cannot change what the next caller gets', () => {
  const deal: Deal = {
    contract: { level: 4, strain: 'S', doubling: 'X' },
    declarer: 'S',
    tricks: 7,
    vulnerability: 'NS',
  };

  test('the first deal of the table (1♣ by North, seven down, North-South not vulnerable) is shared and frozen too', () => {
    // Key 0 of the compiled table: contract 0 (1♣), not vulnerable, 0 tricks, seat 0 (North).
    for (const vulnerability of ['None', 'EW'] as const) {
      const first: Deal = { contract: contractOf(1, 'C'), declarer: 'N', tricks: 0, vulnerability };
      const r = scoreDeal(first);
      // Seven undoubled undertricks not vulnerable, 50 each: 350 to East-West.
      expect(r.ok && [r.value.ns, r.value.vulnerable]).toEqual([-350, false]);
      expect(Object.isFrozen(r) && r.ok && Object.isFrozen(r.value)).toBe(true);
      expect(scoreDeal(first)).toBe(r);
      expect(scoreDeal({ ...first, contract: { level: 1, strain: 'C', doubling: '' } })).toBe(r);
      const ns = nsScore(first);
      expect(ns).toEqual({ ok: true, value: -350 });
      expect(Object.isFrozen(ns)).toBe(true);
      expect(nsScore(first)).toBe(ns);
    }
  });

  test('the breakdown and its items are frozen', () => {
    const r = scoreDeal(deal);
    if (!r.ok) throw new Error(r.error.code);
    const items = r.value.breakdown as BreakdownItem[];
    expect(Object.isFrozen(items)).toBe(true);
    for (const item of items) expect(Object.isFrozen(item)).toBe(true);
    expect(() => items.push(items[0] as BreakdownItem)).toThrow(TypeError);
    expect(() => {
      (items[0] as { points: number }).points = 0;
    }).toThrow(TypeError);
    expect(() => items.splice(0, 1)).toThrow(TypeError);
  });

  test('a result object is frozen and shared: changing it throws, and the next result is intact', () => {
    const first = scoreDeal(deal);
    if (!first.ok) throw new Error(first.error.code);
    expect(() => {
      (first.value as { ns: number }).ns = 1;
    }).toThrow(TypeError);
    expect(() => {
      (first.value as { contract: unknown }).contract = null;
    }).toThrow(TypeError);
    expect(() => {
      (first as { ok: boolean }).ok = false;
    }).toThrow(TypeError);
    const again = scoreDeal(deal);
    expect(again).toBe(first);
    expect(again.ok && [again.value.ns, again.value.contract]).toEqual([-800, contractOf(4, 'S', 'X')]);
    // nsScore's results are shared between equal scores, and frozen.
    const ns = nsScore(deal);
    expect(() => {
      (ns as { value: number }).value = 5;
    }).toThrow(TypeError);
    expect(nsScore(deal)).toEqual({ ok: true, value: -800 });
  });

  test('words built at run time are the same words: the same shared result as the literals give', () => {
    const built = (w: string) => [...w].join('');
    const same: Deal = {
      contract: { level: 4, strain: built('S') as 'S', doubling: built('X') as 'X' },
      declarer: built('S') as 'S',
      tricks: 7,
      vulnerability: built('NS') as 'NS',
    };
    expect(scoreDeal(same)).toBe(scoreDeal(deal));
    expect(nsScore(same)).toBe(nsScore(deal));
    // 4♠X by South, NS vulnerable, 3 down: 200 + 300 + 300 to East-West.
    expect(nsScore(same)).toEqual({ ok: true, value: -800 });
  });

  test("the interned contract in a result is frozen: a caller cannot change another deal's contract", () => {
    const r = scoreDeal(deal);
    expect(r.ok && Object.isFrozen(r.value.contract)).toBe(true);
  });
});

describe('the facts a score records', () => {
  test('a passed-out deal: no contract, declarer or tricks, nobody vulnerable, under its rule set', () => {
    for (const vulnerability of ['None', 'NS', 'EW', 'Both'] as const) {
      const r = scoreDeal({ contract: 'pass', vulnerability }, rules('rubber'));
      expect(r).toEqual({
        ok: true,
        value: {
          contract: 'pass',
          declarer: null,
          tricks: null,
          vulnerable: false,
          rules: 'rubber',
          declarerScore: 0,
          ns: 0,
          ew: 0,
          breakdown: [],
        },
      });
    }
  });

  test('honours held by the defenders are theirs: to the defenders, above the line', () => {
    // 4♥= by North, EW hold five trumps: 150 to the defenders (docs/scoring.md#rubber).
    const r = scoreDeal(
      {
        contract: contractOf(4, 'H'),
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'five-trumps', holder: 'EW' },
      },
      rules('rubber'),
    );
    expect(r.ok && r.value.breakdown.at(-1)).toEqual({
      code: 'honours',
      points: 150,
      to: 'defenders',
      line: 'above',
      kind: 'five-trumps',
      holder: 'EW',
    });
    // 120 below to NS, 150 above to EW.
    expect(r.ok && [r.value.declarerScore, r.value.ns, r.value.ew]).toEqual([-30, -30, 30]);
  });

  test('honours given as null (as JSON writes none) claim nothing, under any rule set', () => {
    // 4♥= by N, nobody vulnerable: 120 + 300 = 420 in duplicate; 120 below in rubber.
    const deal = {
      contract: contractOf(4, 'H'),
      declarer: 'N',
      tricks: 10,
      vulnerability: 'None',
      honours: null,
    } as unknown as Deal;
    expect(scoreDeal(deal).ok && nsScore(deal)).toEqual({ ok: true, value: 420 });
    const r = scoreDeal(deal, rules('rubber'));
    expect(r.ok && [r.value.ns, r.value.breakdown.map((i) => i.code)]).toEqual([120, ['trick-points']]);
  });

  test('a contract that is not one is quoted as JSON in the error', () => {
    const deal = (contract: unknown) =>
      ({ contract, declarer: 'N', tricks: 10, vulnerability: 'None' }) as Deal;
    expect(scoreDeal(deal({ level: 8, strain: 'S', doubling: '' }))).toEqual({
      ok: false,
      error: { code: 'contract-invalid', text: '{"level":8,"strain":"S","doubling":""}' },
    });
    expect(nsScore(deal({ level: 4, strain: 'S' }))).toEqual({
      ok: false,
      error: { code: 'contract-invalid', text: '{"level":4,"strain":"S"}' },
    });
    expect(scoreDeal(deal(42))).toEqual({ ok: false, error: { code: 'contract-invalid', text: '42' } });
  });
});
