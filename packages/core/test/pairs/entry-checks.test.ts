import { describe, expect, test } from 'vitest';
import {
  contractOf,
  isPossibleScore,
  loneOutlier,
  nearestOther,
  OUTLIER_MIN_GAP,
  outcomeWarnings,
  PASS,
  RULE_SETS,
  ruleSetByName,
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

describe('possible scores, worked from the Laws’ tables', () => {
  // The possible scores are worked out once per rule set and kept: a copy of the duplicate rules
  // has a table of its own, built in the test that asks first.
  test('a passed-out board scores 0', () => {
    const rules = { ...RULE_SETS.duplicate };
    expect(isPossibleScore(0, 'None', rules)).toBe(true);
    expect(isPossibleScore(0, 'Both', rules)).toBe(true);
  });

  test('thirteen tricks: 7NT= is 1520 not vulnerable, 2220 vulnerable (North-South or East-West declaring)', () => {
    const rules = { ...RULE_SETS.duplicate };
    expect(isPossibleScore(1520, 'None', rules)).toBe(true);
    expect(isPossibleScore(-1520, 'None', rules)).toBe(true);
    // 1NT+6 not vulnerable: 40 + 6 × 30 + 50 = 270, thirteen tricks too.
    expect(isPossibleScore(270, 'None', rules)).toBe(true);
    // 40 + 6 × 30 = 220, + 300 game + 1000 grand slam (non-vulnerable) = 1520; vulnerable 220 + 500 + 1500.
    expect(isPossibleScore(1520, 'None')).toBe(true);
    expect(isPossibleScore(2220, 'NS')).toBe(true);
    expect(isPossibleScore(-2220, 'EW')).toBe(true);
    expect(isPossibleScore(2220, 'EW')).toBe(false);
    // No tricks: 7NTXX by East, 13 down vulnerable, redoubled: 400 + 12 × 600 = 7600 to North-South.
    expect(isPossibleScore(7600, 'Both')).toBe(true);
  });

  test('under other rules, their own scores: under rubber a part score has no premium', () => {
    const rubber = ruleSetByName('rubber');
    if (!rubber.ok) throw new Error('no rubber rules');
    // 2♠= : 60 below the line under rubber; 110 (60 + 50) under duplicate.
    expect(isPossibleScore(60, 'None', rubber.value)).toBe(true);
    expect(isPossibleScore(60, 'None')).toBe(false);
    expect(outcomeWarnings(place, { kind: 'score', ns: 60 }, 'None', rubber.value)).toEqual([]);
    expect(outcomeWarnings(place, { kind: 'score', ns: 60 }, 'None')).toHaveLength(1);
  });
});

describe('what each kind of line is checked for', () => {
  const impossible = { kind: 'score', ns: 425 } as const;

  test('each part of a weighted score', () => {
    const w = {
      kind: 'weighted',
      parts: [
        { weight: 1, outcome: { kind: 'score', ns: 420 } },
        { weight: 1, outcome: impossible },
        { weight: 1, outcome: { kind: 'played', contract: PASS, declarer: 'S' } },
      ],
    } as const;
    expect(outcomeWarnings(place, w, 'None')).toEqual([
      { ...place, code: 'score-impossible', score: 425, vulnerability: 'None' },
      { ...place, code: 'declarer-for-pass', declarer: 'S' },
    ]);
  });

  test('adjusted and not-played lines have nothing to check', () => {
    expect(outcomeWarnings(place, { kind: 'adjusted', ns: 'average', ew: 'average' }, 'None')).toEqual([]);
    expect(outcomeWarnings(place, { kind: 'not-played' }, 'None')).toEqual([]);
  });

  test('a passed-out board with a score: 0 agrees, anything else does not', () => {
    expect(outcomeWarnings(place, { kind: 'played', contract: PASS, score: 0 }, 'None')).toEqual([]);
    expect(outcomeWarnings(place, { kind: 'played', contract: PASS }, 'None')).toEqual([]);
    expect(outcomeWarnings(place, { kind: 'played', contract: PASS, score: 50 }, 'None')).toEqual([
      { ...place, code: 'score-mismatch', entered: 50, computed: 0 },
    ]);
  });

  test('a played line without a written score is not compared; a declarer and a score both warned of', () => {
    const played = { kind: 'played', contract: contractOf(3, 'NT'), declarer: 'E', tricks: 9 } as const;
    expect(outcomeWarnings(place, played, 'None')).toEqual([]);
    // 3NT= by East, not vulnerable: 400 to East-West, −400 to North-South.
    expect(outcomeWarnings(place, { ...played, score: -400 }, 'None')).toEqual([]);
    expect(outcomeWarnings(place, { ...played, score: 400 }, 'None')).toEqual([
      { ...place, code: 'score-mismatch', entered: 400, computed: -400 },
    ]);
    expect(
      outcomeWarnings(place, { kind: 'played', contract: PASS, declarer: 'N', score: 10 }, 'None'),
    ).toEqual([
      { ...place, code: 'declarer-for-pass', declarer: 'N' },
      { ...place, code: 'score-mismatch', entered: 10, computed: 0 },
    ]);
  });

  test('a warning names only the line’s place, not the rest of a traveller line', () => {
    const line = { ...place, outcome: impossible, group: 'a' };
    expect(outcomeWarnings(line, impossible, 'EW')).toEqual([
      { section: 'A', board: 2, ns: 1, ew: 2, code: 'score-impossible', score: 425, vulnerability: 'EW' },
    ]);
  });
});

describe('a lone outlier at the edges of the rule', () => {
  test('a gap of exactly the least gap is far enough', () => {
    expect(OUTLIER_MIN_GAP).toBe(1000);
    expect(loneOutlier([0, 10, 20, 1020])).toBe(3);
    expect(loneOutlier([0, 10, 20, 1019])).toBe(-1);
    expect(loneOutlier([-1000, 0, 10, 20])).toBe(0);
    expect(loneOutlier([-999, 0, 10, 20])).toBe(-1);
    expect(loneOutlier([0, 10, 20, 520], 500)).toBe(3);
    expect(loneOutlier([0, 10, 20, 519], 500)).toBe(-1);
  });

  test('the outlier must stand farther off than the rest spread: a gap equal to the spread is not', () => {
    // 0 is 1000 from 1000, and the others span 1000 to 2000: no one stands out.
    expect(loneOutlier([0, 1000, 1500, 2000])).toBe(-1);
    expect(loneOutlier([0, 1000, 1500, 2001])).toBe(-1);
    expect(loneOutlier([0, 1001, 1500, 2000])).toBe(0);
    expect(loneOutlier([0, 500, 1000, 2000])).toBe(-1);
    expect(loneOutlier([0, 500, 999, 2000])).toBe(3);
  });

  test('two results at an end are no lone outlier', () => {
    expect(loneOutlier([-3000, -3000, 0, 10, 20])).toBe(-1);
    expect(loneOutlier([0, 10, 20, 3000, 3000])).toBe(-1);
    expect(loneOutlier([3000, 0, 10, 3000, 20])).toBe(-1);
  });

  test('the outlier is found wherever it stands in the list, high or low', () => {
    expect(loneOutlier([10, 3000, 0, 20])).toBe(1);
    expect(loneOutlier([10, 20, -3000, 0, 15])).toBe(2);
    expect(loneOutlier([20, 10, 0, -3000])).toBe(3);
  });

  test('the wrong direction needs the negation held twice; a zero is never one', () => {
    // −50 against +50, +50, +60: 100 from the rest, not 1000, but the negation of a score held twice.
    expect(loneOutlier([50, 50, 60, -50])).toBe(3);
    expect(loneOutlier([50, 40, 60, -50])).toBe(-1);
    expect(loneOutlier([-50, -50, -60, 50])).toBe(3);
    expect(loneOutlier([0, 500, 500, 510])).toBe(-1);
  });

  test('the nearest scores to each end are found wherever they stand in the list', () => {
    // 1500 is the score next to 2000 (500 apart, less than 1500 is from 0): no outlier.
    expect(loneOutlier([0, 1500, 100, 2000])).toBe(-1);
    expect(loneOutlier([2000, 500, 1900, 0])).toBe(-1);
    // The rest spread over 1000 to 1020, and 2100 stands 1080 above them: an outlier.
    expect(loneOutlier([1000, 1010, 1020, 2100])).toBe(3);
    expect(loneOutlier([-1000, -1010, -1020, -2100])).toBe(3);
  });

  test('works on a typed array', () => {
    expect(loneOutlier(Int32Array.from([-420, -420, -450, -420, 420]))).toBe(4);
  });
});

describe('the score nearest an outlier', () => {
  test('the closest of the others, above or below', () => {
    expect(nearestOther([-420, -420, -450, -420, 420], 4)).toBe(-420);
    expect(nearestOther([100, 110, 120, 2000], 3)).toBe(120);
    expect(nearestOther([-2000, 100, -150, 120], 0)).toBe(-150);
    expect(nearestOther([500, 2000, 100, 120], 2)).toBe(120);
  });

  test('never the outlier itself, even when it comes first', () => {
    expect(nearestOther([3000, 10, 20, 30], 0)).toBe(30);
    expect(nearestOther([10, 20, 30], 1)).toBe(10);
  });

  test('no other score: none is nearest', () => {
    expect(nearestOther([420], 0)).toBeNaN();
  });

  test('of two equally near, the first given', () => {
    expect(nearestOther([0, 10, -10], 0)).toBe(10);
    expect(nearestOther([0, -10, 10], 0)).toBe(-10);
  });
});
