/**
 * The movement file's field checks one by one: each refusal names its path
 * and tells the reader what the field must hold (the text the adapters put
 * after "expected"), and the writer's choice between a count of standard
 * sets and the sets listed board by board.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatMovement, howell, type MovementPlan, mitchell, parseMovement } from '../../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};

const EXAMPLE = readFileSync(new URL('../../../../examples/movement-2-tables.json', import.meta.url), 'utf8');
const base = (): Record<string, unknown> & { seatings: Record<string, unknown>[] } => JSON.parse(EXAMPLE);
/** The example with one field set (undefined: the field left out). */
const withField = (k: string, v: unknown): string => JSON.stringify({ ...base(), [k]: v });
const withSeating = (i: number, s: unknown): string => {
  const b = base();
  return JSON.stringify({ ...b, seatings: b.seatings.map((x, j) => (j === i ? s : x)) });
};

const A_COUNT = 'a whole number, 1 or more';
// The file's fields and a seating's, as docs/movements.md lists them.
const FIELD_LIST =
  'one of name, movement, tables, rounds, boardsPerRound, sets, arrowSwitch, phantom, description, seatings';
const SEATING_LIST = 'one of round, table, ns, ew, set';

describe('each field refused with what it must hold', () => {
  const cases: [string, string, string, string][] = [
    ['an array, not an object', '[1, 2]', '$', 'an object'],
    ['a number, not an object', '7', '$', 'an object'],
    ['an unknown field', withField('colour', 'red'), '$.colour', FIELD_LIST],
    ['a name of blanks only', withField('name', '   '), '$.name', 'a name'],
    ['a name that is not a text', withField('name', 3), '$.name', 'a name'],
    ['a movement that is neither', withField('movement', 'swiss'), '$.movement', '"mitchell" or "howell"'],
    ['no tables', withField('tables', 0), '$.tables', A_COUNT],
    ['tables not whole', withField('tables', 1.5), '$.tables', A_COUNT],
    ['rounds as a text', withField('rounds', '3'), '$.rounds', A_COUNT],
    [
      'sets listed with boards per round beside them',
      withField('sets', [[1], [2], [3]]),
      '$.boardsPerRound',
      'nothing beside sets listing their boards',
    ],
    [
      'no boards per round for a count of sets',
      JSON.stringify({ ...base(), boardsPerRound: 0 }),
      '$.boardsPerRound',
      `the boards in each set: ${A_COUNT}`,
    ],
    [
      'sets neither a count nor a list',
      withField('sets', 'three'),
      '$.sets',
      'the number of board sets, or a list of sets, each a list of board numbers',
    ],
    [
      'no set at all',
      JSON.stringify({ ...base(), boardsPerRound: undefined, sets: [] }),
      '$.sets',
      'at least one set',
    ],
    [
      'an empty set',
      JSON.stringify({ ...base(), boardsPerRound: undefined, sets: [[1], [], [3]] }),
      '$.sets[1]',
      'a list of board numbers',
    ],
    [
      'a set that is not a list',
      JSON.stringify({ ...base(), boardsPerRound: undefined, sets: [[1], [2], 3] }),
      '$.sets[2]',
      'a list of board numbers',
    ],
    [
      'a board 0 in a set',
      JSON.stringify({ ...base(), boardsPerRound: undefined, sets: [[0, 1], [2], [3]] }),
      '$.sets[0]',
      'a list of board numbers',
    ],
    ['switched rounds not a list', withField('arrowSwitch', 2), '$.arrowSwitch', 'a list of round numbers'],
    ['a switched round 0', withField('arrowSwitch', [1, 0]), '$.arrowSwitch[1]', 'a round number'],
    ['a Howell phantom as a pair object', withField('phantom', { number: 1 }), '$.phantom', 'a pair number'],
    [
      'a Mitchell phantom as a number',
      JSON.stringify({ ...base(), movement: 'mitchell', phantom: 4 }),
      '$.phantom',
      'a pair: { "number": 8, "direction": "NS" }',
    ],
    [
      'a Mitchell phantom numbered 0',
      JSON.stringify({ ...base(), movement: 'mitchell', phantom: { number: 0, direction: 'NS' } }),
      '$.phantom.number',
      'a pair number',
    ],
    [
      'a Mitchell phantom of no side',
      JSON.stringify({ ...base(), movement: 'mitchell', phantom: { number: 1, direction: 'N' } }),
      '$.phantom.direction',
      '"NS" or "EW"',
    ],
    ['a description that is not a text', withField('description', 5), '$.description', 'a text'],
    ['seatings not a list', withField('seatings', {}), '$.seatings', 'a list of seatings'],
    ['no seatings', withField('seatings', undefined), '$.seatings', 'a list of seatings'],
    [
      'a seating that is not an object',
      withSeating(2, [1, 1, 4, 2, 2]),
      '$.seatings[2]',
      'a seating: { "round", "table", "ns", "ew", "set" }',
    ],
    [
      'a seating with a field of its own',
      withSeating(4, { round: 3, table: 1, ns: 4, ew: 3, set: 3, board: 1 }),
      '$.seatings[4].board',
      SEATING_LIST,
    ],
    [
      'a seating with no round',
      withSeating(0, { table: 1, ns: 4, ew: 1, set: 1 }),
      '$.seatings[0].round',
      A_COUNT,
    ],
    [
      'a seating with an East-West pair of 0',
      withSeating(5, { round: 3, table: 2, ns: 1, ew: 0, set: 3 }),
      '$.seatings[5].ew',
      A_COUNT,
    ],
  ];
  test.each(cases)('%s', (_, text, path, expected) => {
    expect(parseMovement(text)).toEqual({
      ok: false,
      error: { path, error: { code: 'movement-invalid', path, expected } },
    });
  });

  test('the JSON error carries the parser’s own message', () => {
    const text = '{"name": ';
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toBe('');
    expect(parseMovement(text)).toEqual({
      ok: false,
      error: { path: '$', error: { code: 'movement-json', detail: message } },
    });
  });
});

describe('what a read plan holds', () => {
  test('sets listed board by board are kept as listed, the switched rounds and the phantom as given', () => {
    const seatings = must(mitchell(3, { boardsPerRound: 2 })).seatings;
    const text = JSON.stringify({
      name: 'three tables',
      movement: 'mitchell',
      tables: 3,
      rounds: 3,
      sets: [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      arrowSwitch: [2],
      phantom: { number: 2, direction: 'EW' },
      seatings,
    });
    const plan = must(parseMovement(text));
    expect(plan.sets).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(plan.arrowSwitch).toEqual([2]);
    expect(plan.phantom).toEqual({ number: 2, direction: 'EW' });
    expect(plan.kind).toBe('mitchell');
    // No description given: the plan has none, not an undefined one.
    expect('description' in plan).toBe(false);
    // Round 2, table 1: NS 1 against EW 3 (moved up from table 3), set 2 (down from table 2).
    expect(plan.seatings[3]).toEqual({ round: 2, table: 1, ns: 1, ew: 3, set: 2 });
  });

  test('a file with no switched rounds and no phantom reads as none', () => {
    const plan = must(parseMovement(EXAMPLE));
    expect(plan.arrowSwitch).toEqual([]);
    expect(plan.phantom).toBeNull();
    // boardsPerRound 7, sets 3: 1–7, 8–14, 15–21.
    expect(plan.sets.map((s) => [s[0], s[s.length - 1], s.length])).toEqual([
      [1, 7, 7],
      [8, 14, 7],
      [15, 21, 7],
    ]);
  });
});

describe('the writer lists sets only when they are not the standard ones', () => {
  const plan3 = (sets: number[][]): MovementPlan => ({ ...must(howell(3, { boardsPerRound: 2 })), sets });
  const five = (per: number) =>
    Array.from({ length: 5 }, (_, i) => Array.from({ length: per }, (_, j) => i * per + j + 1));

  test('standard sets are written as boards per round and a count', () => {
    const text = formatMovement(plan3(five(3)));
    expect(text).toContain('"boardsPerRound": 3,');
    expect(text).toContain('"sets": 5,');
  });

  test.each([
    ['the last set shorter', [[1, 2], [3, 4], [5, 6], [7, 8], [9]]],
    ['the first set shorter', [[1], [2, 3], [4, 5], [6, 7], [8, 9]]],
    [
      'consecutive but starting at 2',
      [
        [2, 3],
        [4, 5],
        [6, 7],
        [8, 9],
        [10, 11],
      ],
    ],
    [
      'the same sizes, two boards swapped',
      [
        [1, 2],
        [3, 5],
        [4, 6],
        [7, 8],
        [9, 10],
      ],
    ],
  ])('%s: listed, and read back the same', (_, sets) => {
    const plan = plan3(sets);
    const text = formatMovement(plan);
    expect(text).not.toContain('boardsPerRound');
    expect(text).toContain(`"sets": ${JSON.stringify(sets)},`);
    expect(parseMovement(text)).toEqual({ ok: true, value: plan });
  });

  test('a plan with no sets is written with an empty list, which the reader refuses', () => {
    const text = formatMovement(plan3([]));
    expect(text).toContain('"sets": [],');
    expect(text).not.toContain('boardsPerRound');
    expect(parseMovement(text)).toEqual({
      ok: false,
      error: {
        path: '$.sets',
        error: { code: 'movement-invalid', path: '$.sets', expected: 'at least one set' },
      },
    });
  });

  test('a Mitchell with no switched rounds and no phantom writes neither', () => {
    const text = formatMovement(must(mitchell(3, { boardsPerRound: 2 })));
    expect(text).not.toContain('arrowSwitch');
    expect(text).not.toContain('phantom');
    expect(text).not.toContain('description');
  });
});
