/**
 * Values no bridge event can have are refused, by rules worked from the Laws:
 * a score is a whole multiple of 10 and at most what one deal can score
 * (Law 77); a team's IMPs in a match are 0 or more and at most 24 a board
 * (Law 78B); Butler cannot drop more results than a board has room for.
 */
import {
  checkButlerDrop,
  checkScore,
  type EventMatch,
  MAX_IMPS,
  maxDealScore,
  mostDropped,
  RULE_SETS,
  ruleSetByName,
  scoreMatch,
  scoreTeamEvent,
} from '@bridge-score/core';
import { describe, expect, it } from 'vitest';

describe('the most a deal can score', () => {
  it('is 7600: seven redoubled, vulnerable, thirteen down (Law 77: 400 for the first, 600 each after)', () => {
    expect(maxDealScore()).toBe(400 + 12 * 600);
    // More than any contract made: 7NTXX vulnerable is 880 + 500 + 1500 + 100.
    expect(maxDealScore()).toBeGreaterThan(880 + 500 + 1500 + 100);
  });

  it('is a fact of the rule set: 20,800 under the 1932 table (TIME: 13 down, vulnerable, redoubled)', () => {
    const rules = ruleSetByName('duplicate-1932');
    if (!rules.ok) throw new Error('no duplicate-1932');
    expect(maxDealScore(rules.value)).toBe(20800);
    expect(checkScore(-20800, 't', 'score', rules.value)).toBeNull();
    expect(checkScore(41600, 't', 'difference', rules.value)).toBeNull();
    expect(checkScore(20810, 't', 'score', rules.value)).toEqual({
      code: 'score-range',
      text: 't',
      of: 'score',
      max: 20800,
    });
    // The current Laws' limit is unchanged by asking about another rule set.
    expect(maxDealScore()).toBe(7600);
  });

  it('counts thirteen tricks made when undertricks cost little (a house table of 10 a trick)', () => {
    const ten = { '': [10], X: [10], XX: [10] };
    const rules = { ...RULE_SETS.duplicate, name: 'ten-a-trick', undertricks: { notVul: ten, vul: ten } };
    // Law 77, vulnerable: 1NTXX +6 is 40 × 4 = 160 below, six redoubled overtricks at 400, game 500
    // and the insult 100: 3160. It beats 7NTXX= (880 + 500 + 1500 + 100 = 2980) and anything on
    // twelve tricks (1NTXX +5: 2760).
    expect(maxDealScore(rules)).toBe(160 + 6 * 400 + 500 + 100);
  });

  it.each([
    [7600, 'score', null],
    [-7600, 'score', null],
    [0, 'score', null],
    [7610, 'score', { code: 'score-range', text: 't', of: 'score', max: 7600 }],
    [15200, 'difference', null],
    [-15210, 'difference', { code: 'score-range', text: 't', of: 'difference', max: 15200 }],
    [1e20, 'difference', { code: 'score-range', text: 't', of: 'difference', max: 15200 }],
    [Number.NaN, 'score', { code: 'score-range', text: 't', of: 'score', max: 7600 }],
    [620.5, 'score', { code: 'score-tens', text: 't' }],
    [625, 'difference', { code: 'score-tens', text: 't' }],
    [-5, 'difference', { code: 'score-tens', text: 't' }],
  ] as const)('checkScore(%d, %s)', (value, of, expected) => {
    expect(checkScore(value, 't', of)).toEqual(expected);
  });
});

describe('a team match', () => {
  it('refuses a score entered directly that no deal gives', () => {
    const board = (ns: number) => ({
      board: 1,
      kind: 'played' as const,
      table1: { kind: 'score' as const, ns },
      table2: { kind: 'score' as const, ns: 0 },
    });
    expect(scoreMatch([board(7600)]).ok).toBe(true);
    expect(scoreMatch([board(99_999_999)])).toEqual({
      ok: false,
      error: { code: 'score-range', text: '99999999', of: 'score', max: 7600 },
    });
    expect(scoreMatch([board(425)])).toEqual({ ok: false, error: { code: 'score-tens', text: '425' } });
  });
});

describe('Butler: results dropped at each end', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [30, 14],
  ])('a board of %i results has room for %i', (n, most) => {
    expect(mostDropped(n)).toBe(most);
  });

  it('a count no board has room for is refused; a share, or a count some board allows, is not', () => {
    expect(checkButlerDrop({ count: 100 }, [3, 3, 2])).toEqual({
      code: 'butler-drop',
      drop: 100,
      results: 3,
      most: 1,
    });
    expect(checkButlerDrop({ count: 2 }, [3, 5])).toBeNull();
    expect(checkButlerDrop({ count: 1 }, [3, 3, 2])).toBeNull();
    expect(checkButlerDrop({ percent: 40 }, [2])).toBeNull();
    expect(checkButlerDrop({ count: 0 }, [])).toBeNull();
  });
});

describe('team scores in an event', () => {
  const match = (a: number, b: number, boards?: number): EventMatch => ({
    kind: 'match',
    round: 1,
    a: 'Lions',
    b: 'Tigers',
    score: { a, b },
    ...(boards === undefined ? {} : { boards }),
  });

  it('24 IMPs a board is the most (Law 78B); one more is refused, naming the team and round', () => {
    expect(MAX_IMPS).toBe(24);
    expect(scoreTeamEvent([match(24 * 16, 0, 16)], { scoring: 'vp' }).ok).toBe(true);
    expect(scoreTeamEvent([match(0, 24 * 16 + 1, 16)], { scoring: 'vp' })).toEqual({
      ok: false,
      error: { code: 'event-score', team: 'Tigers', round: 1, score: 385, boards: 16 },
    });
    expect(scoreTeamEvent([match(99_999_999, 0)], { scoring: 'total', boards: 16 })).toMatchObject({
      ok: false,
      error: { code: 'event-score', score: 99_999_999, boards: 16 },
    });
  });

  it('below 0 is refused, boards known or not', () => {
    expect(scoreTeamEvent([match(-5, 12)], { scoring: 'total' })).toEqual({
      ok: false,
      error: { code: 'event-score', team: 'Lions', round: 1, score: -5, boards: null },
    });
  });
});
