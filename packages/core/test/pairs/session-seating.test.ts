/**
 * Who sat where in a scored session: the pairs as listed and as lines name
 * them, sections kept apart, the boards laid out in their order, and the
 * boards missing results reported in the order the sections' lines come.
 * Each expectation is worked out by hand from the event in the test.
 */
import { describe, expect, test } from 'vitest';
import { type BridgeEvent, type PairsSettings, scoreSession, type TravellerLine } from '../../src/index.js';

const at = (
  section: string,
  board: number,
  ns: number,
  ew: number,
  score: number,
  extra: Partial<TravellerLine> = {},
): TravellerLine => ({ section, board, ns, ew, outcome: { kind: 'score', ns: score }, ...extra });

const keyOf = (p: { pair: { section: string; number: number; direction: string | null } }) =>
  `${p.pair.section}:${p.pair.direction ?? ''}${p.pair.number}`;

describe('the pairs of a session', () => {
  // Three tables of a Mitchell, one board each round (the boards of the fixture, one line per pair).
  const lines = [at('A', 1, 1, 1, 420), at('A', 1, 2, 2, 420), at('A', 1, 3, 3, 450)];

  test('a Mitchell pair listed without a direction sits North-South; listed pairs first, then as lines name them', () => {
    const event: BridgeEvent = {
      sections: [{ name: 'A', movement: 'mitchell', pairs: [{ number: 2, names: ['Ann', 'Bob'] }] }],
      boards: [],
      results: lines,
    };
    const s = scoreSession(event);
    // NS2 is listed; then the pairs as the lines name them, NS before EW on each line.
    expect(s.pairs.map(keyOf)).toEqual(['A:NS2', 'A:NS1', 'A:EW1', 'A:EW2', 'A:NS3', 'A:EW3']);
    expect(s.pairs.map((p) => p.names)).toEqual([['Ann', 'Bob'], [], [], [], [], []]);
    // Every pair but NS2 is reported, in the order the lines name them.
    expect(s.warnings.filter((w) => w.code === 'pair-unlisted')).toEqual([
      { code: 'pair-unlisted', section: 'A', pair: 1, direction: 'NS' },
      { code: 'pair-unlisted', section: 'A', pair: 1, direction: 'EW' },
      { code: 'pair-unlisted', section: 'A', pair: 2, direction: 'EW' },
      { code: 'pair-unlisted', section: 'A', pair: 3, direction: 'NS' },
      { code: 'pair-unlisted', section: 'A', pair: 3, direction: 'EW' },
    ]);
  });

  test('a section that lists no pairs reports none unlisted, and a pair listed twice is one pair', () => {
    const s = scoreSession({ sections: [{ name: 'A', movement: 'mitchell' }], boards: [], results: lines });
    expect(s.warnings.filter((w) => w.code === 'pair-unlisted')).toEqual([]);
    expect(s.pairs.map(keyOf)).toEqual(['A:NS1', 'A:EW1', 'A:NS2', 'A:EW2', 'A:NS3', 'A:EW3']);

    const twice = scoreSession({
      sections: [
        {
          name: 'A',
          movement: 'mitchell',
          pairs: [
            { number: 1, direction: 'EW', names: ['first'] },
            { number: 1, direction: 'EW', names: ['second'] },
            { number: 1, direction: 'NS' },
          ],
        },
      ],
      boards: [],
      results: lines,
    });
    expect(twice.pairs.slice(0, 2).map(keyOf)).toEqual(['A:EW1', 'A:NS1']);
    expect(twice.pairs[0]?.names).toEqual(['first']);
    // Listed without names: none.
    expect(twice.pairs[1]?.names).toEqual([]);
    expect(twice.pairs).toHaveLength(6);
  });

  test('a Howell pair has no direction, listed or not', () => {
    const s = scoreSession({
      sections: [{ name: 'H', movement: 'howell', pairs: [{ number: 4, names: ['Cy'] }] }],
      boards: [],
      results: [at('H', 1, 1, 4, 100), at('H', 1, 2, 3, 110)],
    });
    expect(s.pairs.map(keyOf)).toEqual(['H:4', 'H:1', 'H:2', 'H:3']);
    expect(s.pairs[0]?.names).toEqual(['Cy']);
    expect(s.warnings.filter((w) => w.code === 'pair-unlisted')).toEqual([
      { code: 'pair-unlisted', section: 'H', pair: 1, direction: null },
      { code: 'pair-unlisted', section: 'H', pair: 2, direction: null },
      { code: 'pair-unlisted', section: 'H', pair: 3, direction: null },
    ]);
  });

  test('the same numbers in two sections are different pairs, whichever section a line comes from', () => {
    // Lines alternate between the sections: A, B, A, B.
    const s = scoreSession({
      sections: [
        { name: 'A', movement: 'mitchell' },
        { name: 'B', movement: 'howell' },
      ],
      boards: [],
      results: [at('A', 1, 1, 1, 100), at('B', 1, 1, 2, 100), at('A', 1, 2, 2, 50), at('B', 1, 3, 4, 50)],
    });
    expect(s.pairs.map(keyOf)).toEqual(['A:NS1', 'A:EW1', 'B:1', 'B:2', 'A:NS2', 'A:EW2', 'B:3', 'B:4']);
    // Each section's board 1 on its own: +100 beats +50, 2 of a top of 2.
    const a = s.boards.find((b) => b.section === 'A');
    const b = s.boards.find((x) => x.section === 'B');
    expect([...(a?.nsPoints ?? [])]).toEqual([2, 0]);
    expect([...(b?.nsPoints ?? [])]).toEqual([2, 0]);
    expect([...(a?.nsPair ?? [])].map((p) => keyOf(s.pairs[p] as (typeof s.pairs)[number]))).toEqual([
      'A:NS1',
      'A:NS2',
    ]);
    expect([...(b?.ewPair ?? [])].map((p) => keyOf(s.pairs[p] as (typeof s.pairs)[number]))).toEqual([
      'B:2',
      'B:4',
    ]);
  });

  test('a pair met again after another section’s lines is the same pair', () => {
    // A, then B, then A again: NS1 and EW1 of A play board 2 as well.
    const s = scoreSession({
      sections: [
        { name: 'A', movement: 'mitchell' },
        { name: 'B', movement: 'howell' },
      ],
      boards: [],
      results: [at('A', 1, 1, 1, 100), at('B', 1, 1, 2, 100), at('A', 2, 1, 1, 50)],
    });
    expect(s.pairs.map(keyOf)).toEqual(['A:NS1', 'A:EW1', 'B:1', 'B:2']);
    expect(s.pairs.map((p) => p.boards)).toEqual([2, 2, 1, 1]);
  });

  test('a line of a section the event does not have is a programmer error, named by the line', () => {
    const event: BridgeEvent = {
      sections: [{ name: 'A', movement: 'mitchell' }],
      boards: [],
      results: [at('A', 1, 1, 1, 100), at('A', 1, 2, 2, 100), at('C', 1, 3, 3, 100)],
    };
    expect(() => scoreSession(event)).toThrow(new RangeError('line 2: the event has no section "C"'));
  });
});

describe('the boards laid out', () => {
  // Sections listed B then A; A's lines come first, board 2 before board 1.
  const event: BridgeEvent = {
    sections: [
      { name: 'B', movement: 'mitchell' },
      { name: 'A', movement: 'mitchell' },
    ],
    boards: [],
    results: [
      at('A', 2, 1, 1, 100), // 0
      at('A', 1, 1, 1, 100), // 1
      at('B', 1, 1, 1, 50), // 2
      at('A', 1, 2, 2, 200), // 3
      at('A', 2, 2, 2, 200), // 4
      at('B', 1, 2, 2, 50), // 5
    ],
  };

  test('by section: the sections as the event lists them, boards by number, lines in input order', () => {
    const s = scoreSession(event);
    expect(s.boards.map((b) => [b.section, b.board, [...b.lines]])).toEqual([
      ['B', 1, [2, 5]],
      ['A', 1, [1, 3]],
      ['A', 2, [0, 4]],
    ]);
    // A's board 1: +100 and +200, 0 and 2; B's board 1: two +50s, 1 each.
    expect([...(s.boards[1]?.nsPoints ?? [])]).toEqual([0, 2]);
    expect([...(s.boards[0]?.nsPoints ?? [])]).toEqual([1, 1]);
  });

  test('across the field: one board 1 of four lines from both sections', () => {
    const s = scoreSession(event, { across: 'field' });
    expect(s.boards.map((b) => [b.section, b.board, [...b.lines]])).toEqual([
      [null, 1, [1, 2, 3, 5]],
      [null, 2, [0, 4]],
    ]);
    // +100, +50, +200, +50 on a top of 6: 100 beats the two 50s (4), a 50 ties one (1), 200 beats all (6).
    expect([...(s.boards[0]?.nsPoints ?? [])]).toEqual([4, 1, 6, 1]);
    expect(s.boards[0]?.top).toBe(6);
  });
});

describe('boards missing results', () => {
  // Lines of B first. B: board 1 twice, board 2 once. A: board 3 three times, board 1 once, board 2 twice.
  const results: TravellerLine[] = [
    at('B', 2, 1, 1, 100),
    at('B', 1, 2, 2, 110),
    at('B', 1, 1, 1, 120),
    at('A', 3, 1, 1, 100),
    at('A', 1, 1, 2, 110),
    at('A', 3, 2, 2, 120),
    at('A', 2, 2, 1, 140),
    at('A', 2, 3, 3, 100),
    at('A', 3, 3, 3, 110),
  ];
  const eventOf = (a: number | undefined = undefined): BridgeEvent => ({
    sections: [
      { name: 'A', movement: 'mitchell', ...(a !== undefined ? { expected: a } : {}) },
      { name: 'B', movement: 'mitchell' },
    ],
    boards: [],
    results,
  });
  const incomplete = (e: BridgeEvent, settings: Partial<PairsSettings> = {}) =>
    scoreSession(e, settings)
      .warnings.filter((w) => w.code === 'board-incomplete')
      .map((w) => (w.code === 'board-incomplete' ? `${w.section}${w.board} ${w.scores}/${w.expected}` : ''));

  test('each section against its own most: B expects 2, A 3; sections as their lines come, boards by number', () => {
    expect(incomplete(eventOf())).toEqual(['B2 1/2', 'A1 1/3', 'A2 2/3']);
  });

  test('across the field, still each section against its own boards', () => {
    // Board 1 has three lines across the field, but A's board 1 is one of A's three and B's two of B's two.
    expect(incomplete(eventOf(), { across: 'field' })).toEqual(['B2 1/2', 'A1 1/3', 'A2 2/3']);
  });

  test('N given in the settings counts by section, not across the field', () => {
    expect(incomplete(eventOf(), { expected: 2 })).toEqual(['B2 1/2', 'A1 1/2']);
    expect(incomplete(eventOf(), { expected: 2, across: 'field' })).toEqual(['B2 1/2', 'A1 1/3', 'A2 2/3']);
  });

  test('a section’s own N comes before the settings’', () => {
    expect(incomplete(eventOf(4), { expected: 2 })).toEqual(['B2 1/2', 'A1 1/4', 'A2 2/4', 'A3 3/4']);
    expect(incomplete(eventOf(4), { across: 'field' })).toEqual(['B2 1/2', 'A1 1/4', 'A2 2/4', 'A3 3/4']);
  });

  test('a board with as many lines as expected, or more, is not reported', () => {
    expect(incomplete(eventOf(1))).toEqual(['B2 1/2']);
  });
});
