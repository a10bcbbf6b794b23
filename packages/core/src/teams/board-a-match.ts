/**
 * Board-a-match: each board of a team match is won, tied or lost on the two
 * tables' total, whatever the margin: 1, ½ or 0 to each team (Wikipedia, "Bridge scoring";
 * docs/scoring.md#teams). A match is scored from the same sheet as at IMPs, so one
 * file can be read either way.
 *
 * @example
 * boardAMatch(10); // { a: 1, b: 0 } — 10 points is enough
 * boardAMatch(0); // { a: 0.5, b: 0.5 }
 */
import type { MatchSheet, ScoredBoard, TeamPair } from './team-match.js';

/** The board-a-match points (1, ½, 0) for team A's net points on a board. */
export function boardAMatch(net: number): TeamPair<number> {
  if (Number.isNaN(net)) throw new RangeError('not a net score: NaN');
  if (net > 0) return { a: 1, b: 0 };
  if (net < 0) return { a: 0, b: 1 };
  return { a: 0.5, b: 0.5 };
}

/** One board at board-a-match: null points when it was not played at both tables. */
export interface BamBoard {
  readonly board: number;
  readonly points: TeamPair<number> | null;
  /** Each team's total after this board. */
  readonly running: TeamPair<number>;
}

export interface BamMatch {
  readonly boards: readonly BamBoard[];
  /** Boards won by each team, ties counting ½. */
  readonly points: TeamPair<number>;
}

/**
 * The board's points: played boards by the sign of the net, adjusted boards
 * by comparing the two teams' awards (average-plus against average-minus
 * wins; equal awards tie).
 */
function bamPoints(board: ScoredBoard): TeamPair<number> | null {
  switch (board.status) {
    case 'scored':
      return boardAMatch(board.net ?? 0);
    case 'adjusted':
      return board.imps ? boardAMatch(board.imps.a - board.imps.b) : null;
    case 'not-played':
      return null;
  }
}

/**
 * A match scored at board-a-match from its scored boards. A carry-over at
 * IMPs has no meaning here and is ignored.
 *
 * @example
 * scoreBoardAMatch(sheet).points; // { a: 9.5, b: 6.5 }
 */
export function scoreBoardAMatch(sheet: MatchSheet): BamMatch {
  let a = 0;
  let b = 0;
  const boards = sheet.boards.map((board): BamBoard => {
    const points = bamPoints(board);
    a += points?.a ?? 0;
    b += points?.b ?? 0;
    return { board: board.board, points, running: { a, b } };
  });
  return { boards, points: { a, b } };
}
