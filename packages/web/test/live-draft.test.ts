/**
 * The phone's result buttons: the results offered for each level (from 7 + level
 * down to 7 − level over), what is sent, and the North-South score shown
 * before sending, against the scoring table of Law 77.
 */
import { LEVELS } from '@bridge-score/core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  type Draft,
  EMPTY_DRAFT,
  formatRelative,
  nsScoreOf,
  resultOptions,
  wireOf,
} from '../src/live/draft.js';

describe('the result buttons', () => {
  it.each(LEVELS.map((l) => [l]))(
    'level %i offers every result from all tricks lost to all taken',
    (level) => {
      const options = resultOptions(level);
      expect(options).toHaveLength(14);
      expect(options[0]).toBe(-(level + 6));
      expect(options.at(-1)).toBe(7 - level);
      // Tricks taken by declarer run 0 … 13, each once.
      expect(options.map((r) => level + 6 + r)).toEqual([...Array(14).keys()]);
    },
  );

  it('writes results as the desk does', () => {
    expect([0, 1, -2].map(formatRelative)).toEqual(['=', '+1', '-2']);
  });
});

const played = (p: Partial<Draft>): Draft => ({ ...EMPTY_DRAFT, ...p });

describe('what is sent and scored', () => {
  it('sends the contract as written, the declarer, the lead and tricks taken', () => {
    const d = played({
      level: 4,
      strain: 'S',
      doubling: 'X',
      declarer: 'S',
      result: -1,
      leadSuit: 'H',
      leadRank: 'T',
    });
    expect(wireOf(d)).toEqual({ contract: '4SX', declarer: 'S', lead: 'HT', tricks: 9 });
  });

  it('sends nothing while incomplete, and no lead when only its suit is chosen', () => {
    expect(wireOf(played({ level: 4, strain: 'S', declarer: 'S' }))).toBeNull();
    expect(
      wireOf(played({ level: 3, strain: 'NT', declarer: 'N', result: 0, leadSuit: 'S' }))?.lead,
    ).toBeNull();
  });

  it('a pass is PASS with no declarer, lead or tricks, and scores 0', () => {
    const d = choose(played({ level: 2, strain: 'H' }), { pass: true });
    expect(wireOf(d)).toEqual({ contract: 'PASS', declarer: null, lead: null, tricks: null });
    expect(nsScoreOf(d, 'Both')).toBe(0);
  });

  // Law 77: trick scores (4♥XX: 4 × 30 × 4 = 480, game 300, redoubled insult 100 = 880),, game and part-score premiums, overtricks, undertricks doubled and not.
  it.each([
    [{ level: 4, strain: 'S', declarer: 'S', result: 0 }, 'NS', 620],
    [{ level: 4, strain: 'S', declarer: 'S', result: 0 }, 'None', 420],
    [{ level: 3, strain: 'NT', declarer: 'N', result: 1 }, 'None', 430],
    [{ level: 1, strain: 'NT', declarer: 'W', result: 1 }, 'None', -120],
    [{ level: 2, strain: 'H', declarer: 'E', result: 0 }, 'Both', -110],
    [{ level: 3, strain: 'NT', doubling: 'X', declarer: 'E', result: -2 }, 'EW', 500],
    [{ level: 4, strain: 'S', doubling: 'X', declarer: 'S', result: -1 }, 'Both', -200],
    [{ level: 4, strain: 'H', doubling: 'XX', declarer: 'N', result: 0 }, 'None', 880],
    [{ level: 7, strain: 'NT', declarer: 'S', result: 0 }, 'NS', 2220],
    [{ level: 6, strain: 'C', declarer: 'W', result: -3 }, 'None', 150],
  ] as const)('%o at vulnerability %s scores NS %i', (p, vul, ns) => {
    expect(nsScoreOf(played(p), vul)).toBe(ns);
  });

  it('clears a result the new level cannot have', () => {
    const d = played({ level: 1, strain: 'S', declarer: 'S', result: 6 });
    expect(choose(d, { level: 2 }).result).toBeNull();
    expect(choose(d, { level: 1 }).result).toBe(6);
    expect(choose(played({ level: 7, result: -13 }), { level: 6 }).result).toBeNull();
  });
});
