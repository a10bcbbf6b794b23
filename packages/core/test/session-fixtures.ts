/** Small events whose matchpoints are worked out by hand in the tests' comments. */
import type { BridgeEvent, Outcome, Section, TravellerLine } from '../src/index.js';

export const line = (
  board: number,
  ns: number,
  ew: number,
  outcome: Outcome | number,
  extra: Partial<TravellerLine> = {},
): TravellerLine => ({
  section: 'A',
  board,
  ns,
  ew,
  outcome: typeof outcome === 'number' ? { kind: 'score', ns: outcome } : outcome,
  ...extra,
});

export const event = (results: TravellerLine[], section: Partial<Section> = {}): BridgeEvent => ({
  sections: [{ name: 'A', movement: 'mitchell', ...section }],
  boards: [],
  results,
});

/**
 * Three tables, three boards, each played three times (top 4 on the 2/1 scale).
 * Every score is possible at its board's vulnerability (Law 2: board 2 NS, board 3 EW).
 *
 * Board 1: NS1 v EW1 +420, NS2 v EW2 +420, NS3 v EW3 +450 → NS 1, 1, 4; EW 3, 3, 0
 * Board 2: NS1 v EW2 −100, NS2 v EW3 +110, NS3 v EW1 +140 → NS 0, 2, 4; EW 4, 2, 0
 * Board 3: NS1 v EW3 +100, NS2 v EW1 +100, NS3 v EW2 −620 → NS 3, 3, 0; EW 1, 1, 4
 *
 * Mitchell totals of 12: NS1 4, NS2 6, NS3 8; EW1 3 + 0 + 1 = 4, EW2 3 + 4 + 4 = 11, EW3 0 + 2 + 1 = 3.
 */
export const threeTables: TravellerLine[] = [
  line(1, 1, 1, 420, { round: 1 }),
  line(1, 2, 2, 420, { round: 2 }),
  line(1, 3, 3, 450, { round: 3 }),
  line(2, 1, 2, -100, { round: 2 }),
  line(2, 2, 3, 110, { round: 3 }),
  line(2, 3, 1, 140, { round: 1 }),
  line(3, 1, 3, 100, { round: 3 }),
  line(3, 2, 1, 100, { round: 1 }),
  line(3, 3, 2, -620, { round: 2 }),
];

/**
 * Four tables; board 2 complete (top 6): NS1 v EW2 +100, NS2 v EW3 +200, NS3 v EW4 +300, NS4 v EW1 +400
 * → NS 0, 2, 4, 6; EW2 6, EW3 4, EW4 2, EW1 0.
 * Board 1 has three real results and a fourth line given by the caller (NS4 v EW4):
 * NS1 v EW1 +420, NS2 v EW2 +420, NS3 v EW3 −50 → among three (top 4): 3, 3, 0;
 * Neuberg to 4: (3 + 1) × 4/3 − 1 = 13/3 and (0 + 1) × 4/3 − 1 = 1/3; EW the complement of 6: 5/3, 5/3, 17/3.
 */
export const fourTables = (fourth: Outcome, extra: Partial<TravellerLine> = {}): TravellerLine[] => [
  line(1, 1, 1, 420),
  line(1, 2, 2, 420),
  line(1, 3, 3, -50),
  line(1, 4, 4, fourth, extra),
  line(2, 1, 2, 100),
  line(2, 2, 3, 200),
  line(2, 3, 4, 300),
  line(2, 4, 1, 400),
];
