import { describe, expect, test } from 'vitest';
import {
  contractOf,
  isPossibleScore,
  loneOutlier,
  outcomeWarnings,
  PASS,
  scoreSession,
} from '../../src/index.js';
import { event, line, threeTables } from '../session-fixtures.js';

const place = { section: 'A', board: 2, ns: 1, ew: 2 };

describe('entry checks', () => {
  test('a score no contract can give at that vulnerability', () => {
    expect(isPossibleScore(420, 'None')).toBe(true);
    expect(isPossibleScore(-420, 'None')).toBe(true);
    expect(isPossibleScore(425, 'None')).toBe(false);
    expect(isPossibleScore(620, 'None')).toBe(false); // 4♥/4♠ made vulnerable only
    expect(isPossibleScore(620, 'NS')).toBe(true);
    expect(isPossibleScore(-620, 'NS')).toBe(false); // EW are not vulnerable
    expect(outcomeWarnings(place, { kind: 'score', ns: 620 }, 'EW')).toEqual([
      { ...place, code: 'score-impossible', score: 620, vulnerability: 'EW' },
    ]);
  });

  test('a written score that the contract and tricks do not give', () => {
    // Board 2, NS vulnerable: 4♥= by N is +620, not +420.
    const outcome = {
      kind: 'played',
      contract: contractOf(4, 'H'),
      declarer: 'N',
      tricks: 10,
      score: 420,
    } as const;
    expect(outcomeWarnings(place, outcome, 'NS')).toEqual([
      { ...place, code: 'score-mismatch', entered: 420, computed: 620 },
    ]);
    expect(outcomeWarnings(place, { ...outcome, score: 620 }, 'NS')).toEqual([]);
  });

  test('a declarer on a passed-out board', () => {
    expect(outcomeWarnings(place, { kind: 'played', contract: PASS, declarer: 'E' }, 'None')).toEqual([
      { ...place, code: 'declarer-for-pass', declarer: 'E' },
    ]);
  });

  test('a lone outlier: +420 against a field of −420', () => {
    expect(loneOutlier([-420, -420, -450, -420, 420])).toBe(4);
    expect(loneOutlier([110, -110, -110, -110])).toBe(0); // the wrong direction, at any gap
    expect(loneOutlier([100, 110, 120, 2000])).toBe(3); // far beyond the rest
    // Ordinary bridge: one pair down in a field that made it; or a spread field.
    expect(loneOutlier([420, 450, 420, -50])).toBe(-1);
    expect(loneOutlier([-420, 420, -420, 420])).toBe(-1);
    expect(loneOutlier([100, 200, 300, 400, 1300])).toBe(-1);
    expect(loneOutlier([420, -420, -420])).toBe(-1); // too few scores to stand out from
    // One opposite score is an ordinary split, not a wrong direction: a down-one each way
    // (a real Compscore Howell board: +100 against −100, −110 and −140).
    expect(loneOutlier([100, -100, -110, -140])).toBe(-1);
    // Two results holding the opposite make it one: +110 against −110, −110 and −90.
    expect(loneOutlier([110, -110, -110, -90])).toBe(0);
  });

  test('the session reports the same pair twice on a board, and boards missing results', () => {
    const results = [...threeTables.filter((l) => !(l.board === 2 && l.ns === 3)), line(3, 1, 1, 100)];
    const s = scoreSession(event(results));
    // Board 3 now has four lines, so four are expected; NS1 and EW1 both play board 3 twice.
    expect(s.warnings).toEqual([
      { code: 'board-incomplete', section: 'A', board: 1, scores: 3, expected: 4 },
      { code: 'board-incomplete', section: 'A', board: 2, scores: 2, expected: 4 },
      { code: 'pair-twice', section: 'A', board: 3, pair: 1, direction: 'NS' },
      { code: 'pair-twice', section: 'A', board: 3, pair: 1, direction: 'EW' },
    ]);
  });

  test('pairs not in the section’s list are reported and scored', () => {
    const s = scoreSession(
      event(threeTables, {
        pairs: [
          { number: 1, direction: 'NS' },
          { number: 2, direction: 'NS' },
          { number: 3, direction: 'NS' },
          { number: 1, direction: 'EW' },
          { number: 2, direction: 'EW' },
        ],
      }),
    );
    expect(s.warnings).toEqual([{ code: 'pair-unlisted', section: 'A', pair: 3, direction: 'EW' }]);
    expect(s.pairs).toHaveLength(6);
  });

  test('the session passes each line through the checks, naming board and pairs', () => {
    const s = scoreSession(event([...threeTables.slice(0, 8), line(3, 3, 2, { kind: 'score', ns: 425 })]));
    expect(s.warnings).toEqual([
      { section: 'A', board: 3, ns: 3, ew: 2, code: 'score-impossible', score: 425, vulnerability: 'EW' },
    ]);
  });
});
