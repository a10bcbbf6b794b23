/**
 * Each board as a scored session gives it back: its dealer and
 * vulnerability, N, its scores and top, its Butler datum, the warnings its
 * lines raise, a board of more results than a small table holds, and the
 * points a line shows when rounded. Expected values are worked out by hand
 * in the comments (2/1 scale unless said).
 */
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  contractOf,
  MATCHPOINT_SCALES,
  type Outcome,
  type SessionScore,
  scoreSession,
  type TravellerLine,
} from '../../src/index.js';
import { event, fourTables } from '../session-fixtures.js';

const at = (
  board: number,
  ns: number,
  ew: number,
  outcome: Outcome | number,
  extra: Partial<TravellerLine> = {},
) => ({
  section: 'A',
  board,
  ns,
  ew,
  outcome: typeof outcome === 'number' ? ({ kind: 'score', ns: outcome } as const) : outcome,
  ...extra,
});
const boardOf = (s: SessionScore, board: number) => {
  const b = s.boards.find((x) => x.board === board);
  if (!b) throw new Error(`no board ${board}`);
  return b;
};
const fourSpades: Outcome = { kind: 'played', contract: contractOf(4, 'S'), declarer: 'N', tricks: 10 };
const notPlayed: Outcome = { kind: 'not-played' };
const adjusted: Outcome = { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' };

describe('a board’s dealer and vulnerability', () => {
  test('as the event gives them, else by the board’s number (Law 2)', () => {
    // Board 1 given as dealer West, both vulnerable: 4♠ made is 620. Board 2 (East, NS vulnerable): 620.
    // Board 3 (South, EW vulnerable): 420.
    const e: BridgeEvent = {
      sections: [{ name: 'A', movement: 'mitchell' }],
      boards: [{ number: 1, dealer: 'W', vulnerability: 'Both' }],
      results: [at(1, 1, 1, fourSpades), at(2, 1, 2, fourSpades), at(3, 1, 3, fourSpades)],
    };
    const s = scoreSession(e);
    expect(s.boards.map((b) => [b.board, b.dealer, b.vulnerability, b.nsScore[0]])).toEqual([
      [1, 'W', 'Both', 620],
      [2, 'E', 'NS', 620],
      [3, 'S', 'EW', 420],
    ]);
  });

  test('a board given with a dealer only keeps its vulnerability by number', () => {
    const e: BridgeEvent = {
      sections: [{ name: 'A', movement: 'mitchell' }],
      boards: [{ number: 2, dealer: 'N' }],
      results: [at(2, 1, 2, fourSpades)],
    };
    const b = boardOf(scoreSession(e), 2);
    expect([b.dealer, b.vulnerability, b.nsScore[0]]).toEqual(['N', 'NS', 620]);
  });
});

describe('N, the scores and the top', () => {
  /**
   * Board 1: +420, +420, +450, an average-plus/minus and a line not played: 4 scores.
   * Board 2: +100, +200. Board 3, fouled: group a +100, +110, +120; group b +50, +60.
   * N is the most scores on a board: 5 (board 3).
   */
  const results = [
    at(1, 1, 1, 420),
    at(1, 2, 2, 420),
    at(1, 3, 3, 450),
    at(1, 4, 4, adjusted),
    at(1, 5, 5, notPlayed),
    at(2, 1, 2, 100),
    at(2, 2, 3, 200),
    ...[100, 110, 120].map((v, i) => at(3, i + 1, ((i + 2) % 5) + 1, v, { group: 'a' })),
    ...[50, 60].map((v, i) => at(3, i + 4, ((i + 5) % 5) + 1, v, { group: 'b' })),
  ];

  test('scores count the artificial lines, not the ones not played; N is the most scores', () => {
    const s = scoreSession(event(results));
    expect(s.boards.map((b) => [b.board, b.scores, b.expected])).toEqual([
      [1, 4, 5],
      [2, 2, 5],
      [3, 5, 5],
    ]);
  });

  test('Neuberg: every board’s top is the full one, (N − 1) × 2; halved on the ACBL scale', () => {
    expect(scoreSession(event(results)).boards.map((b) => b.top)).toEqual([8, 8, 8]);
    expect(scoreSession(event(results), { scale: MATCHPOINT_SCALES.acbl }).boards.map((b) => b.top)).toEqual([
      4, 4, 4,
    ]);
  });

  test('unfactored: the top as played; a board with an artificial score counts it; a fouled one, its larger group', () => {
    // Board 1: three real results (top 4) and one artificial among four scores (top 6). Board 2: 2.
    // Board 3: groups of three (4) and two (2).
    expect(scoreSession(event(results), { factoring: 'none' }).boards.map((b) => b.top)).toEqual([6, 2, 4]);
  });

  test('at IMPs there is no top', () => {
    expect(scoreSession(event(results), { method: 'butler' }).boards.map((b) => b.top)).toEqual([
      null,
      null,
      null,
    ]);
  });

  test('N given in the settings, or by the section, over the most scores', () => {
    expect(scoreSession(event(results), { expected: 7 }).boards.map((b) => b.expected)).toEqual([7, 7, 7]);
    expect(
      scoreSession(event(results, { expected: 6 }), { expected: 7 }).boards.map((b) => b.expected),
    ).toEqual([6, 6, 6]);
  });

  test('across the field N is the most scores of the field, not-played lines left out', () => {
    // Board 1 of A: three lines, one not played (2 scores); board 1 of B: two scores. N = 4 across the field
    // (the board is one board of 4 scores there), and each section's board 1 on its own has 2.
    const e: BridgeEvent = {
      sections: [
        { name: 'A', movement: 'mitchell' },
        { name: 'B', movement: 'mitchell' },
      ],
      boards: [],
      results: [
        at(1, 1, 1, 100),
        at(1, 2, 2, 200),
        at(1, 3, 3, notPlayed),
        { ...at(1, 1, 1, 300), section: 'B' },
        { ...at(1, 2, 2, 400), section: 'B' },
        { ...at(2, 1, 2, 400), section: 'B' },
      ],
    };
    expect(scoreSession(e, { across: 'field' }).boards.map((b) => [b.board, b.scores, b.expected])).toEqual([
      [1, 4, 4],
      [2, 1, 4],
    ]);
    expect(scoreSession(e).boards.map((b) => [b.section, b.board, b.expected])).toEqual([
      ['A', 1, 2],
      ['B', 1, 2],
      ['B', 2, 2],
    ]);
  });

  test('Butler: the datum of a board’s real results; none for a fouled board or at matchpoints', () => {
    // The default drop, 5 % but at least one at each end while one result is left (butler.ts's dropCount).
    // Board 1: 420, 420, 450 (the artificial score left out), one dropped at each end: 420.
    // Board 2: 100 and 200, none dropped (that would leave nothing): mean 150.
    const s = scoreSession(event(results), { method: 'butler' });
    expect(s.boards.map((b) => b.datum)).toEqual([420, 150, null]);
    expect(scoreSession(event(results)).boards.map((b) => b.datum)).toEqual([null, null, null]);
  });
});

describe('warnings from a board’s lines', () => {
  test('a pair at a board three times is reported once for that board, and again for another board', () => {
    const s = scoreSession(
      event([
        at(3, 1, 1, 100),
        at(3, 1, 2, 110),
        at(3, 1, 3, 120),
        at(4, 1, 1, 100),
        at(4, 1, 2, 110),
        at(4, 2, 3, 120),
      ]),
    );
    expect(s.warnings.filter((w) => w.code === 'pair-twice')).toEqual([
      { code: 'pair-twice', section: 'A', board: 3, pair: 1, direction: 'NS' },
      { code: 'pair-twice', section: 'A', board: 4, pair: 1, direction: 'NS' },
    ]);
  });

  test('a pair listed twice on the second board scored is warned about', () => {
    // Board 1 as played; on board 2 North-South pair 1 sits at both tables.
    const s = scoreSession(event([at(1, 1, 1, 420), at(1, 2, 2, 400), at(2, 1, 1, 420), at(2, 1, 2, 400)]));
    expect(s.warnings.filter((w) => w.code === 'pair-twice')).toEqual([
      { code: 'pair-twice', section: 'A', board: 2, pair: 1, direction: 'NS' },
    ]);
  });

  test('a lone outlier names its own line, past an artificial score and a line not played', () => {
    // Board 1 (none vulnerable): −420, −420, [A60/40], −450, [not played], −420, +420 → +420 stands out;
    // the nearest other score is −420.
    const s = scoreSession(
      event([
        at(1, 1, 1, -420),
        at(1, 2, 2, -420),
        at(1, 6, 6, adjusted),
        at(1, 3, 3, -450),
        at(1, 7, 7, notPlayed),
        at(1, 4, 4, -420),
        at(1, 5, 5, 420),
      ]),
    );
    expect(s.warnings.filter((w) => w.code === 'outlier')).toEqual([
      { section: 'A', board: 1, ns: 5, ew: 5, code: 'outlier', score: 420, nearest: -420 },
    ]);
  });

  test('a lone outlier on the board’s first line is named too', () => {
    // The same scores, the outlier given first: +420, −420, −420, −450, −420.
    const s = scoreSession(
      event([at(1, 5, 5, 420), at(1, 1, 1, -420), at(1, 2, 2, -420), at(1, 3, 3, -450), at(1, 4, 4, -420)]),
    );
    expect(s.warnings.filter((w) => w.code === 'outlier')).toEqual([
      { section: 'A', board: 1, ns: 5, ew: 5, code: 'outlier', score: 420, nearest: -420 },
    ]);
  });
});

describe('a board of seventy results', () => {
  test('each matchpointed against the other 69', () => {
    // NS k scores 10k: it beats k − 1 scores, 2(k − 1) of a top of 138; EW the rest.
    const results = Array.from({ length: 70 }, (_, i) => at(1, i + 1, i + 1, 10 * (i + 1)));
    const b = boardOf(scoreSession(event([...results, at(2, 1, 2, 50), at(2, 2, 3, 60)])), 1);
    expect([...b.nsPoints]).toEqual(results.map((_, i) => 2 * i));
    expect([...b.ewPoints]).toEqual(results.map((_, i) => 138 - 2 * i));
    expect(b.top).toBe(138);
  });
});

describe('rounded line points', () => {
  // fourTables with board 1's fourth line not played: Neuberg to four, NS 13/3, 13/3, 1/3, EW 5/3, 5/3, 17/3.
  const missingOne = event(fourTables(notPlayed));

  test('on the ACBL scale, half of each, rounded half away from zero', () => {
    // 13/6 = 2.1666… → 2.17; 1/6 → 0.17; 5/6 → 0.83; 17/6 = 2.8333… → 2.83.
    const s = scoreSession(missingOne, {
      scale: MATCHPOINT_SCALES.acbl,
      lineDecimals: { mp: 2, imps: null },
    });
    const b = boardOf(s, 1);
    expect([...b.nsPoints].slice(0, 3)).toEqual([2.17, 2.17, 0.17]);
    expect([...b.ewPoints].slice(0, 3)).toEqual([0.83, 0.83, 2.83]);
    // Board 2 complete: 0, 2, 4, 6 halved, whole or half already.
    expect([...boardOf(s, 2).nsPoints]).toEqual([0, 1, 2, 3]);
  });

  test('to no decimals: 13/3 is 4, 17/3 is 6, 1/3 is 0', () => {
    const s = scoreSession(missingOne, { lineDecimals: { mp: 0, imps: null } });
    expect([...boardOf(s, 1).nsPoints].slice(0, 3)).toEqual([4, 4, 0]);
    expect([...boardOf(s, 1).ewPoints].slice(0, 3)).toEqual([2, 2, 6]);
  });

  test('exact when not rounded: the nearest doubles of the thirds', () => {
    const b = boardOf(scoreSession(missingOne), 1);
    expect([...b.nsPoints].slice(0, 3)).toEqual([13 / 3, 13 / 3, 1 / 3]);
    expect([...b.ewPoints].slice(0, 3)).toEqual([5 / 3, 5 / 3, 17 / 3]);
    // The line not played shows nothing.
    expect(Number.isNaN(b.nsPoints[3])).toBe(true);
    expect(Number.isNaN(b.ewPoints[3])).toBe(true);
  });

  test('an artificial score on the ACBL scale, rounded: 60 % and 40 % of a top of 3', () => {
    // Board 1's fourth line average-plus/minus: 60 % of 6 = 3.6 and 40 % = 2.4 in 2/1 units, 1.8 and 1.2.
    const s = scoreSession(event(fourTables(adjusted)), {
      scale: MATCHPOINT_SCALES.acbl,
      lineDecimals: { mp: 1, imps: null },
    });
    const b = boardOf(s, 1);
    expect([b.nsPoints[3], b.ewPoints[3]]).toEqual([1.8, 1.2]);
  });
});

describe('a weighted score of equal parts is that score, on every path', () => {
  /*
   * A weighted score (Law 12C1c) whose parts are all the same score is that score: the session gives
   * the same points as with the plain score, though the weighted one is summed exactly (BigInt) and
   * the plain one on doubles. The points are worked out by hand too.
   */
  const sameParts = (ns: number): Outcome => ({
    kind: 'weighted',
    parts: [
      { weight: 1, outcome: { kind: 'score', ns } },
      { weight: 2, outcome: { kind: 'score', ns } },
    ],
  });
  const pointsOf = (s: SessionScore) =>
    s.pairs.map((p) => [p.pair.direction, p.pair.number, p.points, p.top] as const);
  const linesOf = (s: SessionScore) => s.boards.map((b) => [[...b.nsPoints], [...b.ewPoints]]);

  test('cross-IMPs as totals, a fouled board: a group scaled to the board’s comparisons', () => {
    // Board 1, fouled: group a +420, +170, +420; group b +100: 4 scores, 3 comparisons each.
    // In group a, +420 against +170 is 250, 6 IMPs: NS1 and NS3 6 over 2 comparisons, NS2 −12;
    // scaled to 3 comparisons: 9, 9, −18. Group b's one score has nothing to compare: 0.
    const results = (third: Outcome | number) => [
      at(1, 1, 1, 420, { group: 'a' }),
      at(1, 2, 2, 170, { group: 'a' }),
      at(1, 3, 3, third, { group: 'a' }),
      at(1, 4, 4, 100, { group: 'b' }),
    ];
    const settings = { method: 'cross-imps', crossDivide: 'none' } as const;
    const plain = scoreSession(event(results(420)), settings);
    const weighted = scoreSession(event(results(sameParts(420))), settings);
    expect(pointsOf(weighted)).toEqual(pointsOf(plain));
    expect(linesOf(weighted)).toEqual(linesOf(plain));
    const ns = weighted.pairs.filter((p) => p.pair.direction === 'NS').map((p) => Number(p.points.num));
    expect(ns).toEqual([9, -18, 9, 0]);
    expect(linesOf(weighted)).toEqual([
      [
        [9, -18, 9, 0],
        [-9, 18, -9, 0],
      ],
    ]);
  });

  test('a board whose every result is weighted: matchpoints as with the plain scores', () => {
    // +420, +170, +420 on the 2/1 scale: NS1 and NS3 beat +170 (2) and tie each other (1): 3; NS2 0.
    // East-West the rest of a top of 4: 1, 4, 1.
    const s = scoreSession(
      event([at(1, 1, 1, sameParts(420)), at(1, 2, 2, sameParts(170)), at(1, 3, 3, sameParts(420))]),
    );
    expect(linesOf(s)).toEqual([
      [
        [3, 0, 3],
        [1, 4, 1],
      ],
    ]);
  });

  test('missing as average: a board played three times of N = 4 gets N − m = 1 more for each pair', () => {
    // +420, +170, +420 on the 2/1 scale: NS1 and NS3 2 + 1 = 3, NS2 0; plus 1 each: 4, 1, 4 of a full top
    // of 6; East-West the rest: 2, 5, 2.
    const results = (third: Outcome | number) => [at(1, 1, 1, 420), at(1, 2, 2, 170), at(1, 3, 3, third)];
    const settings = { factoring: 'missing-as-average', expected: 4 } as const;
    const plain = scoreSession(event(results(420)), settings);
    const weighted = scoreSession(event(results(sameParts(420))), settings);
    expect(pointsOf(weighted)).toEqual(pointsOf(plain));
    expect(linesOf(weighted)).toEqual(linesOf(plain));
    expect(linesOf(weighted)).toEqual([
      [
        [4, 1, 4],
        [2, 5, 2],
      ],
    ]);
  });
});

describe('settings of another method', () => {
  test('the cross-IMP divisor changes nothing at matchpoints, on a fouled board not factored either', () => {
    const results = [
      at(1, 1, 1, 420, { group: 'a' }),
      at(1, 2, 2, 170, { group: 'a' }),
      at(1, 3, 3, 420, { group: 'a' }),
      at(1, 4, 4, 100, { group: 'b' }),
    ];
    const plain = scoreSession(event(results), { method: 'mp', factoring: 'none' });
    const divided = scoreSession(event(results), { method: 'mp', factoring: 'none', crossDivide: 'none' });
    const pointsOf = (x: SessionScore) =>
      x.pairs.map((p) => [
        p.pair.direction,
        p.pair.number,
        String(p.points.num),
        String(p.points.den),
        p.top,
      ]);
    const linesOf = (x: SessionScore) => x.boards.map((b) => [[...b.nsPoints], [...b.ewPoints]]);
    expect(pointsOf(divided)).toEqual(pointsOf(plain));
    expect(linesOf(divided)).toEqual(linesOf(plain));
  });
});

describe('raw line points at IMPs', () => {
  test('East-West’s are the negation of North-South’s', () => {
    // +420 against +170: 250, 6 IMPs over one comparison.
    const s = scoreSession(event([at(1, 1, 1, 420), at(1, 2, 2, 170)]), {
      method: 'cross-imps',
      linePoints: 'raw',
    });
    const b = boardOf(s, 1);
    expect([...b.nsPoints]).toEqual([6, -6]);
    expect([...b.ewPoints]).toEqual([-6, 6]);
  });
});

describe('fixed shares for small fouled groups: groups of at most three, at matchpoints only', () => {
  // Both rules give a small group fixed shares only when it has at most three results (ACBLscore:
  // and is not the larger group; EBU: and holds at most a third of the board's results). A larger
  // group, or any group at IMPs, is scored by the formula, as with no small-group rule.
  const pointsOf = (s: SessionScore) => s.pairs.map((p) => [p.pair.direction, p.pair.number, p.points]);
  const linesOf = (s: SessionScore) => s.boards.map((b) => [[...b.nsPoints], [...b.ewPoints]]);

  test('a group of four beside one of eight, at matchpoints: the formula under either rule', () => {
    // 12 results: group a 4 (a third of 12, smaller than 8), group b 8.
    const results = Array.from({ length: 12 }, (_, i) =>
      at(1, i + 1, i + 1, 100 + 10 * i, { group: i < 4 ? 'a' : 'b' }),
    );
    const formula = scoreSession(event(results), { smallGroups: 'formula' });
    for (const smallGroups of ['acbl', 'ebu'] as const) {
      const s = scoreSession(event(results), { smallGroups });
      expect(pointsOf(s)).toEqual(pointsOf(formula));
      expect(linesOf(s)).toEqual(linesOf(formula));
    }
  });

  test('a group of two beside one of six, at cross-IMPs: no fixed shares', () => {
    const results = Array.from({ length: 8 }, (_, i) =>
      at(1, i + 1, i + 1, 100 + 10 * i, { group: i < 2 ? 'a' : 'b' }),
    );
    const formula = scoreSession(event(results), { method: 'cross-imps', smallGroups: 'formula' });
    for (const smallGroups of ['acbl', 'ebu'] as const) {
      const s = scoreSession(event(results), { method: 'cross-imps', smallGroups });
      expect(pointsOf(s)).toEqual(pointsOf(formula));
      expect(linesOf(s)).toEqual(linesOf(formula));
    }
    // The group of two: +100 against +110, 10 points, 0 IMPs each.
    expect(linesOf(formula)[0]?.[0]?.slice(0, 2)).toEqual([0, 0]);
  });

  test('ACBL: the smaller group only, not the larger one of three', () => {
    // Group a +100, +110, +120 (the larger, by the formula), group b +200, +210 (fixed shares of the full
    // top, N = 5 scores: 8): 60 % + 5 % × (its matchpoints in the group − 1): +210 65 % (5.2), +200 55 % (4.4).
    const results = [
      ...[100, 110, 120].map((v, i) => at(1, i + 1, i + 1, v, { group: 'a' })),
      ...[200, 210].map((v, i) => at(1, i + 4, i + 4, v, { group: 'b' })),
    ];
    const formula = linesOf(scoreSession(event(results), { smallGroups: 'formula' }))[0];
    const acbl = linesOf(scoreSession(event(results), { smallGroups: 'acbl' }))[0];
    expect(acbl?.map((side) => side.slice(0, 3))).toEqual(formula?.map((side) => side.slice(0, 3)));
    expect(acbl?.map((side) => side.slice(3))).toEqual([
      [4.4, 5.2],
      [5.2, 4.4],
    ]);
    // Two groups of two: neither is the smaller, both by the formula.
    const even = results.filter((_, i) => i !== 2);
    expect(linesOf(scoreSession(event(even), { smallGroups: 'acbl' }))).toEqual(
      linesOf(scoreSession(event(even), { smallGroups: 'formula' })),
    );
  });

  test('EBU: a group of exactly a third of the results takes fixed shares', () => {
    // Group a +100, +110 of six results (N = 6, a full top of 10): +110 65 % (6.5), +100 55 % (5.5).
    const results = [
      ...[100, 110].map((v, i) => at(1, i + 1, i + 1, v, { group: 'a' })),
      ...[200, 210, 220, 230].map((v, i) => at(1, i + 3, i + 3, v, { group: 'b' })),
    ];
    const ebu = linesOf(scoreSession(event(results), { smallGroups: 'ebu' }))[0];
    expect(ebu?.map((side) => side.slice(0, 2))).toEqual([
      [5.5, 6.5],
      [6.5, 5.5],
    ]);
    // The same with +110 as a weighted score of equal parts (Law 12C1c), summed exactly over the
    // parts' weights: the same shares.
    const weighted = results.map((line, i) =>
      i === 1
        ? {
            ...line,
            outcome: {
              kind: 'weighted',
              parts: [
                { weight: 1, outcome: { kind: 'score', ns: 110 } },
                { weight: 2, outcome: { kind: 'score', ns: 110 } },
              ],
            } as const,
          }
        : line,
    );
    expect(
      linesOf(scoreSession(event(weighted), { smallGroups: 'ebu' }))[0]?.map((side) => side.slice(0, 2)),
    ).toEqual([
      [5.5, 6.5],
      [6.5, 5.5],
    ]);
    // An artificial score is no result of the board: a group of two of five real results and an
    // average-plus/minus (six scores) is more than a third, scored by the formula.
    const withArtificial = [
      ...results.slice(0, 5),
      at(1, 6, 6, { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' }),
    ];
    const real = (s: SessionScore) => linesOf(s)[0]?.map((side) => side.slice(0, 5));
    expect(real(scoreSession(event(withArtificial), { smallGroups: 'ebu' }))).toEqual(
      real(scoreSession(event(withArtificial), { smallGroups: 'formula' })),
    );
  });
});

describe('raw line points beside an artificial score', () => {
  // +420, +420, +450 and an average-plus/minus: N = 4, three real results (Neuberg would give
  // (MP + 1) × 4/3 − 1). Raw points are the matchpoints among the real results, of a top of 4:
  // NS 1, 1, 4, EW 3, 3, 0; `raw-unless-artificial` shows the factored ones on this board.
  const results = [at(1, 1, 1, 420), at(1, 2, 2, 420), at(1, 3, 3, 450), at(1, 4, 4, adjusted)];
  const real = (s: SessionScore) => [
    [...boardOf(s, 1).nsPoints.slice(0, 3)],
    [...boardOf(s, 1).ewPoints.slice(0, 3)],
  ];

  test('`raw`: the raw points even so', () => {
    expect(real(scoreSession(event(results), { linePoints: 'raw' }))).toEqual([
      [1, 1, 4],
      [3, 3, 0],
    ]);
  });

  test('`raw-unless-artificial`: the factored points, as `factored` shows them', () => {
    const factored = real(scoreSession(event(results), { linePoints: 'factored' }));
    expect(real(scoreSession(event(results), { linePoints: 'raw-unless-artificial' }))).toEqual(factored);
    expect(factored[0]).toEqual([5 / 3, 5 / 3, 17 / 3]);
  });
});

describe('a section named with an empty text', () => {
  // The event file's reader refuses such a name, but an event built in code may have one: it is a
  // section like any other, not the field across sections.
  const named = (name: string): BridgeEvent => ({
    sections: [{ name, movement: 'mitchell', expected: 3 }],
    boards: [],
    results: [
      { ...at(1, 1, 1, 620), section: name },
      { ...at(1, 2, 2, 650), section: name },
    ],
  });

  test('is scored by its own expected number of scores, and named on its boards', () => {
    // Two scores where the section expects 3: 650 beats 620, 2 and 0 on a top of 2, factored
    // (Neuberg) to a top of 4: (2 + 1) × 3 / 2 − 1 = 3.5 and (0 + 1) × 3 / 2 − 1 = 0.5.
    const b = boardOf(scoreSession(named('')), 1);
    expect(b.section).toBe('');
    expect(b.expected).toBe(3);
    expect([...b.nsPoints]).toEqual([0.5, 3.5]);
  });

  test('scores as the same section under another name', () => {
    const empty = boardOf(scoreSession(named('')), 1);
    const other = boardOf(scoreSession(named('A')), 1);
    expect({ ...empty, section: 'A' }).toEqual(other);
  });

  test('scored across the field, its boards are the field boards: no section, N the most scores', () => {
    // Across sections a board's scope is the field (no section) and N is the field's most scores
    // (2 here), not the section's expected 3: 650 beats 620, 2 and 0 on a top of 2, not factored.
    const b = boardOf(scoreSession(named(''), { across: 'field' }), 1);
    expect(b.section).toBeNull();
    expect(b.expected).toBe(2);
    expect([...b.nsPoints]).toEqual([0, 2]);
  });
});
