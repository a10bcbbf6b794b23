/**
 * The traveller lines read so far, by section, board and pairs, with the
 * line of the file each came from: a board is played once by two pairs, so a
 * second line of the same board and pairs is a repeat (scored twice it would
 * grow the top and credit both pairs twice). Shared by the readers of
 * travellers (CSV, PBN ScoreTables).
 *
 * The lines of a board come together in a file: each board keeps its own
 * short list of pairs, and a line is checked against its board's list alone
 * (a board played at many tables gets a map instead). A million lines cost
 * one look-up per board, not one in a table of a million per line.
 *
 * @example
 * const seen = new SeenLines('mitchell');
 * seen.check('A', 1, 3, 4, 10); // 0: first seen
 * seen.check('A', 1, 3, 4, 12); // 10: a repeat of line 10
 */
import type { Movement } from '@bridge-score/core';

/**
 * A board's pairs seen so far: pair key and line, one after the other, in one
 * array of small integers (no object a line); or, once long, a map.
 */
type Board = number[] | Map<number | string, number>;

/** Past this many lines, a board's list becomes a map. */
const LIST_MAX = 32;
/** Pair numbers below this make one small integer of a key (no allocation for it). */
const PAIR_LIMIT = 2 ** 15;

/**
 * Lines by section, board and pairs. In a Mitchell NS 3 v EW 5 and NS 5 v
 * EW 3 are different pairs; in a Howell they are the same two. When the
 * movement is not known yet, give `mitchell`: only the same NS and EW count.
 */
export class SeenLines {
  private readonly sections = new Map<string, Map<number, Board>>();
  private lastSection: string | null = null;
  private lastBoard = Number.NaN;
  private last: Board | null = null;
  constructor(private readonly movement: Movement) {}

  /** The line of an earlier line of these pairs on this board, or 0 after noting this one. */
  check(section: string, board: number, ns: number, ew: number, line: number): number {
    const swap = this.movement === 'howell' && ew < ns;
    const a = swap ? ew : ns;
    const b = swap ? ns : ew;
    // The key's kind depends on the pairs alone (a pair is found whatever line it came from); the
    // list keeps lines as small integers too.
    const small = a < PAIR_LIMIT && b < PAIR_LIMIT;
    const seen =
      this.last !== null && board === this.lastBoard && section === this.lastSection
        ? this.last
        : this.boardOf(section, board);
    if (Array.isArray(seen) && small && line < 2 ** 30) {
      const key = a * PAIR_LIMIT + b;
      for (let k = 0; k < seen.length; k += 2) if (seen[k] === key) return seen[k + 1] as number;
      if (seen.length < 2 * LIST_MAX) {
        seen.push(key, line);
        return 0;
      }
    }
    const map = Array.isArray(seen) ? this.toMap(section, board, seen) : seen;
    const key = small ? a * PAIR_LIMIT + b : `${a}:${b}`;
    const first = map.get(key);
    if (first !== undefined) return first;
    map.set(key, line);
    return 0;
  }

  private boardOf(section: string, board: number): Board {
    let boards = this.sections.get(section);
    if (!boards) {
      boards = new Map();
      this.sections.set(section, boards);
    }
    let seen = boards.get(board);
    if (!seen) {
      seen = [];
      boards.set(board, seen);
    }
    this.lastSection = section;
    this.lastBoard = board;
    this.last = seen;
    return seen;
  }

  /** A board's list as a map, from now on. */
  private toMap(section: string, board: number, list: number[]): Map<number | string, number> {
    const map = new Map<number | string, number>();
    for (let k = 0; k < list.length; k += 2) map.set(list[k] as number, list[k + 1] as number);
    this.sections.get(section)?.set(board, map);
    this.last = map;
    return map;
  }
}
