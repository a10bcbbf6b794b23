import { type EventMatch, scoreTeamEvent, victoryPoints, wbfScale } from '@bridge-score/core';
import { teamEventView } from '@bridge-score/view';
import { describe, expect, it } from 'vitest';

const match = (round: number, a: string, b: string, sa: number, sb: number): EventMatch => ({
  kind: 'match',
  round,
  a,
  b,
  score: { a: sa, b: sb },
  boards: 16,
});

// Four teams, two rounds. Round 1: Ants 30 – Bees 12, Cats 20 – Dogs 20. Round 2: Ants 5 – Cats 25,
// Bees 40 – Dogs 0. Added up by hand: after round 1 Ants 30, Cats 20, Dogs 20, Bees 12; after round 2
// Bees 52 (for 52, against 30), Cats 45 (45, 25), Ants 35 (35, 37), Dogs 20 (20, 60).
const matches = [
  match(1, 'Ants', 'Bees', 30, 12),
  match(1, 'Cats', 'Dogs', 20, 20),
  match(2, 'Ants', 'Cats', 5, 25),
  match(2, 'Bees', 'Dogs', 40, 0),
];

describe('the standings of a teams event', () => {
  it('words each round’s standings as bridge-score teams prints them, ties placed with =', () => {
    const event = scoreTeamEvent(matches, { scoring: 'total' });
    if (!event.ok) throw new Error('not scored');
    const view = teamEventView({ event: event.value, scoring: 'total', lang: 'en' });
    expect(view.rounds.map((r) => r.heading)).toEqual(['After round 1', 'After round 2']);
    expect(view.rounds[0]?.table.columns.map((c) => [c.header, c.align])).toEqual([
      ['Place', 'right'],
      ['Team', 'left'],
      ['Points', 'right'],
      ['Played', 'right'],
      ['For', 'right'],
      ['Against', 'right'],
    ]);
    expect(view.rounds[0]?.table.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['1', 'Ants', '30'],
      ['2=', 'Cats', '20'],
      ['2=', 'Dogs', '20'],
      ['4', 'Bees', '12'],
    ]);
    expect(view.rounds[1]?.table.rows).toEqual([
      ['1', 'Bees', '52', '2', '52', '30'],
      ['2', 'Cats', '45', '2', '45', '25'],
      ['3', 'Ants', '35', '2', '35', '37'],
      ['4', 'Dogs', '20', '2', '20', '60'],
    ]);
  });

  it('shows VPs to two decimals, in the language chosen', () => {
    const event = scoreTeamEvent(matches.slice(0, 2), { scoring: 'vp' });
    if (!event.ok) throw new Error('not scored');
    const view = teamEventView({ event: event.value, scoring: 'vp', lang: 'ru' });
    // Ants won by 18 IMPs over 16 boards; a 20–20 draw is 10 VPs each.
    const ants = victoryPoints(18, wbfScale(16)).a;
    expect(view.rounds[0]?.table.rows.map((r) => r[2])).toEqual([
      ants.toFixed(2),
      '10.00',
      '10.00',
      (20 - ants).toFixed(2),
    ]);
    expect(view.rounds[0]?.heading).not.toBe('After round 1');
  });
});
