/**
 * The traveller lines read so far: a second line of the same board and pairs is a repeat,
 * told by the line of the first; everything else is a new line.
 */
import { describe, expect, test } from 'vitest';
import { SeenLines } from '../src/seen-lines.js';

describe('SeenLines', () => {
  test('a repeat gives the line of the first; another board, section or pair is new', () => {
    const seen = new SeenLines('mitchell');
    expect(seen.check('A', 1, 3, 4, 10)).toBe(0);
    expect(seen.check('A', 1, 3, 4, 12)).toBe(10);
    expect(seen.check('A', 2, 3, 4, 13)).toBe(0);
    expect(seen.check('B', 1, 3, 4, 14)).toBe(0);
    expect(seen.check('A', 1, 3, 5, 15)).toBe(0);
    expect(seen.check('A', 1, 2, 4, 16)).toBe(0);
    // Back to each: the first line of each is kept.
    expect(seen.check('A', 1, 3, 4, 20)).toBe(10);
    expect(seen.check('B', 1, 3, 4, 21)).toBe(14);
    expect(seen.check('A', 2, 3, 4, 22)).toBe(13);
  });

  test('boards and sections in turn: each line checked against its own board', () => {
    const seen = new SeenLines('mitchell');
    // Board 1 of A, board 1 of B, board 2 of A, one line each, then the same three again.
    expect(seen.check('A', 1, 1, 1, 1)).toBe(0);
    expect(seen.check('B', 1, 2, 2, 2)).toBe(0);
    expect(seen.check('A', 2, 3, 3, 3)).toBe(0);
    expect(seen.check('B', 1, 1, 1, 4)).toBe(0);
    expect(seen.check('A', 1, 2, 2, 5)).toBe(0);
    expect(seen.check('A', 1, 3, 3, 6)).toBe(0);
    expect(seen.check('A', 2, 1, 1, 7)).toBe(0);
    expect(seen.check('B', 1, 2, 2, 8)).toBe(2);
    expect(seen.check('A', 1, 1, 1, 9)).toBe(1);
  });

  test('Mitchell: NS 3 v EW 5 and NS 5 v EW 3 are different pairs; Howell: the same two', () => {
    const mitchell = new SeenLines('mitchell');
    expect(mitchell.check('', 1, 3, 5, 1)).toBe(0);
    expect(mitchell.check('', 1, 5, 3, 2)).toBe(0);
    const howell = new SeenLines('howell');
    expect(howell.check('', 1, 3, 5, 1)).toBe(0);
    expect(howell.check('', 1, 5, 3, 2)).toBe(1);
    expect(howell.check('', 1, 3, 5, 3)).toBe(1);
    // A pair against itself is one key either way.
    expect(howell.check('', 1, 4, 4, 4)).toBe(0);
    expect(howell.check('', 1, 4, 4, 5)).toBe(4);
  });

  test('a board played at many tables: every line kept, before and after its list grows long', () => {
    const seen = new SeenLines('mitchell');
    const tables = 100;
    for (let t = 1; t <= tables; t++) expect(seen.check('', 7, t, t + 1, 100 + t)).toBe(0);
    // Each pair again, in the same run of the board: the line of its first.
    for (let t = 1; t <= tables; t++) expect(seen.check('', 7, t, t + 1, 500 + t)).toBe(100 + t);
    // Another board in between, then board 7 again: still all there.
    expect(seen.check('', 8, 1, 2, 700)).toBe(0);
    for (let t = 1; t <= tables; t++) expect(seen.check('', 7, t, t + 1, 800 + t)).toBe(100 + t);
    // And new pairs on it are new, then repeats.
    expect(seen.check('', 7, 1, 1, 900)).toBe(0);
    expect(seen.check('', 8, 2, 3, 901)).toBe(0);
    expect(seen.check('', 7, 1, 1, 902)).toBe(900);
  });

  test('a long board left and come back to after every few lines', () => {
    const seen = new SeenLines('mitchell');
    for (let t = 1; t <= 40; t++) {
      expect(seen.check('', 1, t, 50 + t, t)).toBe(0);
      expect(seen.check('', 2, t, 50 + t, 1000 + t)).toBe(0);
    }
    for (let t = 1; t <= 40; t++) {
      expect(seen.check('', 1, t, 50 + t, 2000 + t)).toBe(t);
      expect(seen.check('', 2, t, 50 + t, 3000 + t)).toBe(1000 + t);
    }
  });

  test('pair numbers from 2^15 on: keyed apart from the small ones', () => {
    const seen = new SeenLines('mitchell');
    // NS 1 v EW 0 as one small integer is 1 × 2^15 + 0; NS 0 v EW 2^15 would be the same integer.
    expect(seen.check('', 1, 1, 0, 1)).toBe(0);
    expect(seen.check('', 1, 0, 2 ** 15, 2)).toBe(0);
    expect(seen.check('', 1, 2 ** 15, 1, 3)).toBe(0);
    expect(seen.check('', 1, 2 ** 15, 1, 4)).toBe(3);
    expect(seen.check('', 1, 0, 2 ** 15, 5)).toBe(2);
    expect(seen.check('', 1, 1, 0, 6)).toBe(1);
  });

  test('pair numbers too large for one small integer key are kept apart', () => {
    const seen = new SeenLines('mitchell');
    // 2^40 × 2^15 + 1 is not a double apart from 2^55: as one number, NS 2^40 v EW 0 and v EW 1 would be one key.
    expect(seen.check('', 1, 2 ** 40, 0, 1)).toBe(0);
    expect(seen.check('', 1, 2 ** 40, 1, 2)).toBe(0);
    // EW from 2^15 on: NS 0 v EW 2^16 and NS 1 v EW 2^15 would be one number too (0 + 2^16 = 2^15 + 2^15).
    expect(seen.check('', 1, 0, 2 ** 16, 3)).toBe(0);
    expect(seen.check('', 1, 1, 2 ** 15, 4)).toBe(0);
    expect(seen.check('', 1, 2 ** 40, 1, 5)).toBe(2);
    expect(seen.check('', 1, 1, 2 ** 15, 6)).toBe(4);
  });

  test('line numbers past 2^30 are given back as they were', () => {
    const seen = new SeenLines('mitchell');
    const far = 2 ** 31 + 5;
    expect(seen.check('', 1, 1, 2, far)).toBe(0);
    expect(seen.check('', 1, 1, 2, far + 1)).toBe(far);
    // From 2^30 itself on.
    expect(seen.check('', 2, 1, 2, 2 ** 30)).toBe(0);
    expect(seen.check('', 2, 1, 2, 2 ** 30 + 1)).toBe(2 ** 30);
  });

  test('a repeat with one line below 2^30 and the other from 2^30 on: found, either way round', () => {
    const seen = new SeenLines('mitchell');
    expect(seen.check('', 1, 1, 2, 5)).toBe(0);
    expect(seen.check('', 1, 1, 2, 2 ** 31)).toBe(5);
    expect(seen.check('', 2, 1, 2, 2 ** 31)).toBe(0);
    expect(seen.check('', 2, 1, 2, 5)).toBe(2 ** 31);
    // Howell: 2 v 1 is 1 v 2.
    const howell = new SeenLines('howell');
    expect(howell.check('', 1, 1, 2, 2 ** 30)).toBe(0);
    expect(howell.check('', 1, 2, 1, 2 ** 30 - 1)).toBe(2 ** 30);
  });

  test('a pair numbered from 2^15 on: a repeat found at any line', () => {
    const seen = new SeenLines('mitchell');
    expect(seen.check('', 1, 2 ** 15, 1, 5)).toBe(0);
    expect(seen.check('', 1, 2 ** 15, 1, 2 ** 31)).toBe(5);
    expect(seen.check('', 1, 1, 2 ** 15, 2 ** 31 + 1)).toBe(0);
    expect(seen.check('', 1, 1, 2 ** 15, 6)).toBe(2 ** 31 + 1);
  });
});
