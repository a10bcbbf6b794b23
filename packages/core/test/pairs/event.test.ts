/**
 * The event's own helpers (`event.ts`): a board's dealer and vulnerability,
 * whether a line was played arrow-switched, and a line's North-South score.
 */
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  boardSpec,
  contractOf,
  isSwitched,
  outcomeNsScore,
  PASS,
  type TravellerLine,
} from '../../src/index.js';

const withBoards = (boards: BridgeEvent['boards']): BridgeEvent => ({
  sections: [{ name: 'A', movement: 'mitchell' }],
  boards,
  results: [],
});

describe('boardSpec', () => {
  test('by the board number (Law 2) when the event gives nothing for the board', () => {
    // Law 2: board 3 is dealt by South with East-West vulnerable; board 4 by West, all vulnerable.
    expect(boardSpec(withBoards([]), 3)).toEqual({ number: 3, dealer: 'S', vulnerability: 'EW' });
    expect(boardSpec(withBoards([{ number: 4, dealer: 'N' }]), 3)).toEqual({
      number: 3,
      dealer: 'S',
      vulnerability: 'EW',
    });
    expect(boardSpec(withBoards([]), 4)).toEqual({ number: 4, dealer: 'W', vulnerability: 'Both' });
  });

  test("the event's dealer or vulnerability for the board, each on its own", () => {
    expect(boardSpec(withBoards([{ number: 3, dealer: 'N' }]), 3)).toEqual({
      number: 3,
      dealer: 'N',
      vulnerability: 'EW',
    });
    expect(boardSpec(withBoards([{ number: 3, vulnerability: 'None' }]), 3)).toEqual({
      number: 3,
      dealer: 'S',
      vulnerability: 'None',
    });
    expect(
      boardSpec(withBoards([{ number: 2 }, { number: 3, dealer: 'W', vulnerability: 'Both' }]), 3),
    ).toEqual({ number: 3, dealer: 'W', vulnerability: 'Both' });
  });
});

describe('isSwitched', () => {
  const line: TravellerLine = {
    section: 'A',
    board: 1,
    ns: 1,
    ew: 2,
    round: 2,
    outcome: { kind: 'score', ns: 0 },
  };

  test('a line of no known section (and not marked) was not switched', () => {
    expect(isSwitched(line, undefined)).toBe(false);
    expect(isSwitched({ ...line, switched: true }, undefined)).toBe(true);
  });

  test("by the section's switched rounds or boards", () => {
    const section = { name: 'A', movement: 'mitchell' as const };
    expect(isSwitched(line, { ...section, arrowSwitch: { rounds: [2] } })).toBe(true);
    expect(isSwitched(line, { ...section, arrowSwitch: { boards: [1] } })).toBe(true);
    expect(isSwitched(line, { ...section, arrowSwitch: { rounds: [3], boards: [2] } })).toBe(false);
    const { round: _, ...noRound } = line;
    expect(isSwitched(noRound, { ...section, arrowSwitch: { rounds: [2] } })).toBe(false);
  });
});

describe('outcomeNsScore', () => {
  test('a score entered directly is the score', () => {
    expect(outcomeNsScore({ kind: 'score', ns: -420 }, 'None')).toBe(-420);
    expect(outcomeNsScore({ kind: 'score', ns: 110 }, 'Both')).toBe(110);
  });

  test('a contract played by East-West is their score, negated: 4H by East making 10 tricks, vulnerable, is -620', () => {
    // 4 × 30 = 120 trick points, game: + 500 vulnerable (Law 77) = 620 to East-West.
    expect(
      outcomeNsScore({ kind: 'played', contract: contractOf(4, 'H'), declarer: 'E', tricks: 10 }, 'Both'),
    ).toBe(-620);
    expect(
      outcomeNsScore({ kind: 'played', contract: contractOf(4, 'H'), declarer: 'N', tricks: 10 }, 'EW'),
    ).toBe(420);
    expect(outcomeNsScore({ kind: 'played', contract: PASS }, 'Both')).toBe(0);
  });

  test('a contract without its declarer or tricks is a RangeError', () => {
    const message = new RangeError('a played contract needs a declarer and tricks');
    const fourHearts = contractOf(4, 'H');
    expect(() => outcomeNsScore({ kind: 'played', contract: fourHearts, tricks: 10 }, 'None')).toThrow(
      message,
    );
    expect(() => outcomeNsScore({ kind: 'played', contract: fourHearts, declarer: 'N' }, 'None')).toThrow(
      message,
    );
  });
});
