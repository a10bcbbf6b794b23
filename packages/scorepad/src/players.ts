/**
 * Who sits where, and what each player has won or lost over the evening.
 *
 * Four players keep their seats all evening: the names are North, East,
 * South and West. Five players take turns to sit out, one each rubber or
 * chukker, in the order the names were given; the four who play sit so that
 * in five sheets every player partners every other exactly once (ten
 * partnerships, two a sheet): in sheet k (from 0) player k sits out, players
 * k+1 and k+4 are North–South, k+2 and k+3 East–West (numbers modulo 5).
 *
 * A player's score is their side's: each sheet adds its margin to both
 * players of the side ahead and takes it from both of the other side, and
 * likewise its settlement in hundreds once it is over. The player sitting
 * out is not touched. The core settles each sheet (`sheetSettlement`); this
 * module only says who was playing.
 *
 * @example
 * seating(5, 0); // { N: 1, E: 2, S: 4, W: 3, out: 0 }
 */
import {
  marginOf,
  type Rounding,
  SEATS,
  type Seat,
  type Side,
  sheetSettlement,
  sideOf,
} from '@bridge-score/core';
import type { PlayerCount } from './change.js';
import type { EveningState } from './replay.js';

/** Each seat's player (an index into the names), and the one sitting out. */
export type Seating = { readonly [S in Seat]: number } & { readonly out: number | null };

/**
 * The seating of sheet `sheet` (from 0).
 *
 * @example
 * seating(4, 3); // { N: 0, E: 1, S: 2, W: 3, out: null }
 * seating(5, 1); // { N: 2, E: 3, S: 0, W: 4, out: 1 }
 */
export function seating(players: PlayerCount, sheet: number): Seating {
  if (players === 4) return { N: 0, E: 1, S: 2, W: 3, out: null };
  const k = sheet % 5;
  const at = (step: number) => (k + step) % 5;
  return { N: at(1), E: at(2), S: at(4), W: at(3), out: k };
}

/** The player at a seat in a sheet. */
export function playerAt(players: PlayerCount, sheet: number, seat: Seat): number {
  return seating(players, sheet)[seat];
}

/** The two players of a side in a sheet, North or East first. */
export function sidePlayers(players: PlayerCount, sheet: number, side: Side): readonly [number, number] {
  const s = seating(players, sheet);
  return side === 'NS' ? [s.N, s.S] : [s.E, s.W];
}

export interface PlayerTotal {
  readonly player: number;
  /** Sum of the margins of the sheets played: positive when ahead. */
  readonly points: number;
  /** Sum of the settlements of the finished sheets played, in hundreds. */
  readonly hundreds: number;
  /** Sheets played (sitting out does not count). */
  readonly played: number;
}

/**
 * Each player's total over the evening (see the module overview). The totals sum to zero.
 *
 * @example
 * playerTotals(state).map((t) => t.points); // [440, -440, 440, -440] for a rubber NS won by 440
 */
export function playerTotals(
  state: EveningState,
  rounding: Rounding = state.settings.rounding,
): PlayerTotal[] {
  const count = state.settings.players;
  const totals = Array.from({ length: count }, (_, player) => ({
    player,
    points: 0,
    hundreds: 0,
    played: 0,
  }));
  for (const [i, sheet] of state.evening.sheets.entries()) {
    const margin = marginOf(sheet.totals);
    const settlement = sheetSettlement(sheet, rounding);
    for (const seat of SEATS) {
      const t = totals[playerAt(count, i, seat)];
      if (!t) continue;
      const side = sideOf(seat);
      const sign = margin.leader === null ? 0 : margin.leader === side ? 1 : -1;
      t.points += sign * margin.points;
      if (settlement?.winner) t.hundreds += (settlement.winner === side ? 1 : -1) * settlement.hundreds;
      t.played += 1;
    }
  }
  return totals;
}
