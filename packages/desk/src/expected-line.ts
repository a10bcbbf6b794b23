/**
 * The line a board expects next, as its section's movement has the board played: the director
 * types only what happened at the table (`4SX S 9`, `3NT= N`, `PASS`) and the desk puts the two
 * pairs in front, in the movement's order (round by round, then table by table). A line typed with
 * its own two pair numbers keeps them: the director overrides the movement (a pair sat at the
 * wrong table), and the line is checked against the section as any other (`readDeskLine`).
 *
 * A section with no movement (an imported file, a section typed as it comes) expects nothing: its
 * lines are typed whole.
 *
 * @example
 * const plan = plans(setup).value.get('A');
 * expectedPlay(plan, 1, []);             // { round: 1, table: 1, ns: 1, ew: 1 }
 * withPairs('4S= N', { ns: 1, ew: 1 });  // '1 1 4S= N'
 * withPairs('2 5 4S= N', { ns: 1, ew: 1 }); // '2 5 4S= N' (typed pairs kept)
 */
import type { MovementPlan } from '@bridge-score/core';
import { parsePairsLine } from './line.js';
import { scheduleOf } from './setup.js';

/** A play of the board the movement has, with no line yet. */
export interface ExpectedPlay {
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
}

/**
 * The first play of the board, in the movement's order, whose two pairs are on no line of the board
 * yet; null when every play has its line (or the board is not the movement's). `typed` are the
 * board's lines as held (texts that do not read are ignored).
 */
export function expectedPlay(
  plan: MovementPlan,
  board: number,
  typed: readonly { readonly text: string }[],
): ExpectedPlay | null {
  const held = new Set(
    typed.map((l) => parsePairsLine(l.text)).flatMap((r) => (r.ok ? [`${r.value.ns} ${r.value.ew}`] : [])),
  );
  const plays = [...scheduleOf(plan, board)].sort((a, b) => a.round - b.round || a.table - b.table);
  for (const p of plays) {
    if (!held.has(`${p.ns.number} ${p.ew.number}`))
      return { round: p.round, table: p.table, ns: p.ns.number, ew: p.ew.number };
  }
  return null;
}

/**
 * Whether a typed text names its own pairs: its first two words are pair numbers and something
 * follows them or they are all there is. An outcome never starts with two bare numbers (a score
 * alone, `-50` or `420`, is one word), so `420` is a score and `3 12 420` a whole line.
 */
export function namesPairs(text: string): boolean {
  const [a, b] = text.trim().split(/\s+/);
  return a !== undefined && b !== undefined && /^\d{1,3}$/.test(a) && /^\d{1,3}$/.test(b);
}

/** The line to store: the text as typed when it names its pairs, else the expected pairs in front of it. */
export function withPairs(text: string, expected: Pick<ExpectedPlay, 'ns' | 'ew'> | null): string {
  const t = text.trim();
  if (expected === null || t === '' || namesPairs(t)) return t;
  return `${expected.ns} ${expected.ew} ${t}`;
}

/**
 * Whether the movement has these two pairs meet on this board (a line typed with its own pairs may
 * name a meeting the movement does not have: the page says so before it is taken).
 */
export function meetsOnBoard(plan: MovementPlan, board: number, ns: number, ew: number): boolean {
  return scheduleOf(plan, board).some((p) => p.ns.number === ns && p.ew.number === ew);
}
