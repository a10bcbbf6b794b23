/**
 * Board number → dealer and vulnerability (Law 2; docs/scoring.md#board), from the
 * explicit lists of Law 2 (docs/scoring.md#board) rather than its formula.
 */
import { boardDealer, boardInfo, boardVulnerability, parseBoardNumber } from '@bridge-score/core';
import { describe, expect, test } from 'vitest';

/** docs/scoring.md#board: None 1, 8, 11, 14 · NS 2, 5, 12, 15 · EW 3, 6, 9, 16 · Both 4, 7, 10, 13. */
const LISTED: { readonly [vul: string]: readonly number[] } = {
  None: [1, 8, 11, 14],
  NS: [2, 5, 12, 15],
  EW: [3, 6, 9, 16],
  Both: [4, 7, 10, 13],
};
const vulOfListed = (board: number): string => {
  for (const [vul, boards] of Object.entries(LISTED)) if (boards.includes(board)) return vul;
  throw new Error(`board ${board} is not listed`);
};
/** Dealer N, E, S, W on boards 1, 2, 3, 4 and so on. */
const DEALER_OF_FIRST_FOUR = ['N', 'E', 'S', 'W'];

describe('the 16 boards of the cycle', () => {
  test('the lists cover each of 1–16 exactly once', () => {
    const all = Object.values(LISTED)
      .flat()
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  test.each(Array.from({ length: 16 }, (_, i) => i + 1))('board %i', (board) => {
    const dealer = DEALER_OF_FIRST_FOUR[(board + 3) % 4];
    const vulnerability = vulOfListed(board);
    expect(boardInfo(board)).toEqual({ ok: true, value: { board, dealer, vulnerability } });
    expect(boardDealer(board)).toBe(dealer);
    expect(boardVulnerability(board)).toBe(vulnerability);
  });

  test('board 7 (the module example): South deals, both vulnerable', () => {
    expect(boardInfo(7)).toEqual({ ok: true, value: { board: 7, dealer: 'S', vulnerability: 'Both' } });
  });
});

describe('the cycle repeats every 16 boards', () => {
  test('board b and b + 16 agree, for b up to 10,000', () => {
    const bad: number[] = [];
    for (let b = 1; b <= 10_000; b++) {
      const here = boardInfo(b);
      const next = boardInfo(b + 16);
      if (!here.ok || !next.ok) {
        bad.push(b);
        continue;
      }
      if (here.value.dealer !== next.value.dealer || here.value.vulnerability !== next.value.vulnerability) {
        bad.push(b);
      }
    }
    expect(bad).toEqual([]);
  });

  test('boards 17, 33 and 9,985 are like board 1; 10,000 is like board 16', () => {
    for (const b of [17, 33, 9985]) {
      expect(boardInfo(b)).toEqual({ ok: true, value: { board: b, dealer: 'N', vulnerability: 'None' } });
    }
    expect(boardInfo(10_000)).toEqual({
      ok: true,
      value: { board: 10_000, dealer: 'W', vulnerability: 'EW' },
    });
  });
});

describe('invalid board numbers', () => {
  test.each([0, -1, -16, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'boardInfo(%s) → board-number',
    (n) => {
      const r = boardInfo(n);
      expect(r.ok ? null : r.error.code).toBe('board-number');
    },
  );

  test.each([
    // Board 1 is the first board (Law 2): the lowest number accepted, leading zeros read as such.
    ['1', 1],
    ['001', 1],
    ['7', 7],
    [' 12 ', 12],
    ['16', 16],
    ['10000', 10000],
  ])('parseBoardNumber(%j) → %i', (text, n) => {
    expect(parseBoardNumber(text)).toEqual({ ok: true, value: n });
  });

  test.each(['0', '-1', '1.5', 'abc', '', ' ', '7a', '1e3', '99999999999999999999'])(
    'parseBoardNumber(%j) → board-number',
    (text) => {
      const r = parseBoardNumber(text);
      expect(r.ok ? null : r.error.code).toBe('board-number');
    },
  );
});
