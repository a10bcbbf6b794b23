/**
 * Board number → dealer and vulnerability (Law 2; docs/scoring.md#board).
 *
 * The pattern repeats every 16 boards. Dealer rotates N, E, S, W; vulnerability
 * follows i = (b − 1) mod 16, vul = [None, NS, EW, Both][(i + ⌊i/4⌋) mod 4].
 *
 * @example
 * boardInfo(7); // { ok: true, value: { board: 7, dealer: 'S', vulnerability: 'Both' } }
 */

import { err, ok, type Result } from '../common/result.js';
import type { DealError } from './errors.js';
import { SEATS, type Seat, VULNERABILITIES, type Vulnerability } from './types.js';

export interface BoardInfo {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** Dealer of a board (Law 2): N on 1, E on 2, S on 3, W on 4, and so on. */
export function boardDealer(board: number): Seat {
  return SEATS[(board - 1) % 4] as Seat;
}

/** Vulnerability of a board (Law 2): the 16-board cycle. */
export function boardVulnerability(board: number): Vulnerability {
  const i = (board - 1) % 16;
  return VULNERABILITIES[(i + Math.floor(i / 4)) % 4] as Vulnerability;
}

/** Dealer and vulnerability of any board number ≥ 1; an error for anything else. */
export function boardInfo(board: number): Result<BoardInfo, DealError> {
  if (!Number.isSafeInteger(board) || board < 1) return err({ code: 'board-number', text: String(board) });
  return ok({ board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) });
}

/** Parses a board number as written ("7", " 12 "). */
export function parseBoardNumber(text: string): Result<number, DealError> {
  const s = text.trim();
  if (!/^\d+$/.test(s)) return err({ code: 'board-number', text: s });
  const board = Number(s);
  return Number.isSafeInteger(board) && board >= 1 ? ok(board) : err({ code: 'board-number', text: s });
}
