/**
 * The traveller lines read so far, by section, board and pairs, with the
 * line of the file each came from: a board is played once by two pairs, so a
 * second line of the same board and pairs is a repeat (scored twice it would
 * grow the top and credit both pairs twice). Shared by the readers of
 * travellers (CSV, PBN ScoreTables).
 *
 * @example
 * const seen = new SeenLines('mitchell');
 * seen.check('A', 1, 3, 4, 10); // 0: first seen
 * seen.check('A', 1, 3, 4, 12); // 10: a repeat of line 10
 */
import type { Movement } from '@bridge-score/core';

/**
 * Lines by section, board and pairs. In a Mitchell NS 3 v EW 5 and NS 5 v
 * EW 3 are different pairs; in a Howell they are the same two. When the
 * movement is not known yet, give `mitchell`: only the same NS and EW count.
 */
export class SeenLines {
  private readonly sections = new Map<string, Map<number, Map<number | string, number>>>();
  constructor(private readonly movement: Movement) {}

  /** The line of an earlier line of these pairs on this board, or 0 after noting this one. */
  check(section: string, board: number, ns: number, ew: number, line: number): number {
    let boards = this.sections.get(section);
    if (!boards) {
      boards = new Map();
      this.sections.set(section, boards);
    }
    let pairs = boards.get(board);
    if (!pairs) {
      pairs = new Map();
      boards.set(board, pairs);
    }
    const [a, b] = this.movement === 'howell' && ew < ns ? [ew, ns] : [ns, ew];
    const key = a < 0x100000 && b < 0x100000 ? a * 0x100000 + b : `${a}:${b}`;
    const first = pairs.get(key);
    if (first !== undefined) return first;
    pairs.set(key, line);
    return 0;
  }
}
