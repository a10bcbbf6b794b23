import type { DeskLine, DeskSetup } from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';
import { importChanges } from '../src/import-audit.js';
import { pairsSetup } from './live-helpers.js';

const line = (id: string, board: number, text: string, section = 'A'): DeskLine => ({
  id,
  section,
  board,
  text,
  reason: null,
});

describe('importChanges: what a re-import changes, for the audit log', () => {
  const setup = pairsSetup(3);

  it('writes nothing for a file that says what is held, in any notation or order', () => {
    const held = [line('a', 1, '1 1 4S S 10'), line('b', 1, '2 3 3NT N 9'), line('c', 2, '3 2 PASS')];
    // 4S made 10 tricks is 4S=; 3NT with 9 tricks is 3NT=; new ids, another order.
    const file = [line('x', 2, '3 2 pass'), line('y', 1, '2 3 3NT= N'), line('z', 1, '1  1  4S= S')];
    expect(importChanges(setup, held, file)).toEqual([]);
  });

  it('pairs each result by its board and pairs: corrected, adjusted, deleted, entered', () => {
    const held = [
      line('a', 1, '1 1 4S S 10'),
      line('b', 1, '2 3 3NT N 9'),
      line('c', 2, '3 2 2H E 8'),
      line('d', 3, '1 2 1NT S 7', 'B'),
    ];
    const file = [
      line('w', 3, '1 2 1NT S 7', 'B'),
      line('x', 1, '1 1 4S S 9'),
      line('y', 1, '2 3 A60A40'),
      line('z', 2, '2 1 3C W 9'),
    ];
    expect(importChanges(setup, held, file)).toEqual([
      { action: 'correct', section: 'A', board: 1, lineId: 'x', old: '1 1 4S S 10', new: '1 1 4S S 9' },
      { action: 'adjust', section: 'A', board: 1, lineId: 'y', old: '2 3 3NT N 9', new: '2 3 A60A40' },
      { action: 'delete', section: 'A', board: 2, lineId: 'c', old: '3 2 2H E 8', new: null },
      { action: 'enter', section: 'A', board: 2, lineId: 'z', old: null, new: '2 1 3C W 9' },
    ]);
  });

  it('keeps two lines of one place apart (a pair twice on a board), and lines that do not read by text', () => {
    const held = [line('a', 1, '1 1 4S S 10'), line('b', 1, '1 1 4S S 8'), line('c', 1, 'what?')];
    const file = [line('x', 1, '1 1 4S S 10'), line('y', 1, 'what?'), line('z', 1, 'who?')];
    expect(importChanges(setup, held, file)).toEqual([
      { action: 'delete', section: 'A', board: 1, lineId: 'b', old: '1 1 4S S 8', new: null },
      { action: 'enter', section: 'A', board: 1, lineId: 'z', old: null, new: 'who?' },
    ]);
  });

  it('knows a team match’s line by its table', () => {
    const teams: DeskSetup = {
      kind: 'teams',
      name: 'Cup',
      date: '2026-12-01',
      form: 'match',
      scoring: 'vp',
      teams: ['Lions', 'Tigers'],
      boardsPerMatch: 8,
      matches: [{ round: 1, a: 'Lions', b: 'Tigers' }],
    } as DeskSetup;
    const held = [line('a', 1, '1 4S S 10', '1'), line('b', 1, '2 4S S 9', '1')];
    const file = [line('x', 1, '1 4S= S', '1'), line('y', 1, '2 4S S 11', '1')];
    expect(importChanges(teams, held, file)).toEqual([
      { action: 'correct', section: '1', board: 1, lineId: 'y', old: '2 4S S 9', new: '2 4S S 11' },
    ]);
  });
});
