/**
 * The traveller a table gets back with its result (`boardTraveller`, scored from the board's lines
 * alone) is the board as the desk scores the whole event: the same scores, points and top, for
 * boards partly and wholly played, with adjusted scores, in a Mitchell with arrow-switched lines and in
 * a Howell. The reference is the desk's own scoring of every line (`scorePairsDesk`, `pairsView`).
 */
import { type DeskLine, type PairsSetup, pairsView, scorePairsDesk } from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';
import { boardTraveller } from '../src/live-routes.js';
import { evening, lineOf, pairsSetup, planOf } from './live-helpers.js';

/** Every line of the evening, but for the first `skip` results of each board; some adjusted. */
function linesOf(setup: PairsSetup, skip: (board: number) => number): DeskLine[] {
  const played = evening(planOf(setup));
  const seen = new Map<number, number>();
  const out: DeskLine[] = [];
  for (const [i, p] of played.entries()) {
    const n = seen.get(p.board) ?? 0;
    seen.set(p.board, n + 1);
    if (n < skip(p.board)) continue;
    const text = i % 11 === 5 ? `${p.ns} ${p.ew} A60A40` : lineOf(p);
    out.push({ id: `line-${i}`, section: 'A', board: p.board, text, reason: null });
  }
  return out;
}

function expectSameAsDesk(setup: PairsSetup, lines: readonly DeskLine[]) {
  const view = pairsView(scorePairsDesk(setup, lines));
  const text = JSON.stringify(setup);
  const boards = [...new Set(lines.map((l) => l.board))];
  expect(boards.length).toBeGreaterThan(2);
  for (const board of boards) {
    const desk = view.boards.find((b) => b.board === board);
    const byId = new Map(lines.map((l) => [l.id, l.text]));
    const mine = boardTraveller(
      text,
      'A',
      board,
      lines.filter((l) => l.board === board),
    );
    expect(mine.top).toBe(desk?.top ?? null);
    expect(mine.rows).toEqual(
      (desk?.rows ?? []).map((r) => ({
        ns: r.ns,
        ew: r.ew,
        line: byId.get(r.id) ?? '',
        nsScore: r.nsScore,
        nsPoints: r.nsPoints,
        ewPoints: r.ewPoints,
      })),
    );
  }
}

describe('the traveller sent back to a table', () => {
  it('is the desk’s board in a Mitchell, whole and partly played', () => {
    const setup = pairsSetup(5);
    expectSameAsDesk(
      setup,
      linesOf(setup, () => 0),
    );
    expectSameAsDesk(
      setup,
      linesOf(setup, (board) => board % 4),
    );
  });

  it('is the desk’s board in a Mitchell with arrow-switched lines', () => {
    const setup = pairsSetup(6);
    const lines = linesOf(setup, (board) => board % 3).map((l, i) =>
      i % 4 === 1 && !l.text.includes('A60') ? { ...l, text: `${l.text} ~` } : l,
    );
    expect(lines.some((l) => l.text.endsWith('~'))).toBe(true);
    expectSameAsDesk(setup, lines);
  });

  it('is the desk’s board in a Howell', () => {
    const setup = pairsSetup(4, { movement: 'howell' });
    expectSameAsDesk(
      setup,
      linesOf(setup, () => 0),
    );
    expectSameAsDesk(
      setup,
      linesOf(setup, (board) => board % 3),
    );
  });
});
