/**
 * The movement file: written and read back unchanged, the example file,
 * every error located by its path, and never an exception.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatMovement,
  howell,
  type MovementPlan,
  mitchell,
  pairSchedule,
  parseMovement,
  seating,
} from '../../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};

const EXAMPLE = readFileSync(new URL('../../../../examples/movement-2-tables.json', import.meta.url), 'utf8');

describe('round trips', () => {
  const built: [string, MovementPlan][] = [
    ['Mitchell 7', must(mitchell(7, { boardsPerRound: 3 }))],
    [
      'Mitchell 8 skip, switched',
      must(mitchell(8, { boardsPerRound: 3, even: 'skip', arrowSwitch: [6, 7] })),
    ],
    [
      'Mitchell 8 relay-bye, phantom',
      must(mitchell(8, { boardsPerRound: 2, even: 'relay-bye', phantom: { number: 8, direction: 'NS' } })),
    ],
    ['Howell 5, shortened, phantom', must(howell(5, { boardsPerRound: 3, rounds: 7, phantom: 10 }))],
    ['Howell 8', must(howell(8, { boardsPerRound: 2 }))],
    [
      'sets listed',
      { ...must(howell(3, { boardsPerRound: 2 })), sets: [[1, 2], [3, 5], [4, 6], [7], [8, 9, 10]] },
    ],
  ];
  test.each(built)('%s: read back as written', (_, plan) => {
    expect(parseMovement(formatMovement(plan))).toEqual({ ok: true, value: plan });
  });

  test('the example file reads and writes back unchanged', () => {
    const plan = must(parseMovement(EXAMPLE));
    expect(formatMovement(plan)).toBe(EXAMPLE);
    expect(seating(plan, 2, 2)).toMatchObject({
      ns: { number: 3 },
      ew: { number: 1 },
      boards: [8, 9, 10, 11, 12, 13, 14],
      sharedWith: [1],
    });
    expect(
      pairSchedule(plan, { number: 4, direction: null }).map((r) => (r.kind === 'play' ? r.table : 0)),
    ).toEqual([1, 1, 1]);
  });
});

describe('errors name their place', () => {
  const base = JSON.parse(EXAMPLE) as Record<string, unknown> & { seatings: Record<string, number>[] };
  const seatings = (i: number, change: Record<string, number>) =>
    base.seatings.map((s, j) => (j === i ? { ...s, ...change } : s));
  const cases: [string, unknown, string, string][] = [
    ['no name', { ...base, name: '' }, '$.name', 'movement-invalid'],
    ['unknown movement', { ...base, movement: 'swiss' }, '$.movement', 'movement-invalid'],
    ['unknown field', { ...base, colour: 'red' }, '$.colour', 'movement-invalid'],
    [
      'sets without boards per round',
      { ...base, boardsPerRound: undefined },
      '$.boardsPerRound',
      'movement-invalid',
    ],
    [
      'a seating field missing',
      { ...base, seatings: seatings(3, { set: 0 }) },
      '$.seatings[3].set',
      'movement-invalid',
    ],
    [
      'a table beyond the movement',
      { ...base, seatings: seatings(1, { table: 3 }) },
      '$.seatings[1].table',
      'movement-place',
    ],
    [
      'a set beyond the movement',
      { ...base, seatings: seatings(1, { set: 4 }) },
      '$.seatings[1].set',
      'movement-place',
    ],
    [
      'a table seated twice',
      { ...base, seatings: seatings(1, { table: 1 }) },
      '$.seatings[1]',
      'movement-table-twice',
    ],
    [
      'a pair at two tables',
      { ...base, seatings: seatings(1, { ns: 4 }) },
      '$.seatings[1].ns',
      'movement-pair-twice',
    ],
    [
      'a pair against itself',
      { ...base, seatings: seatings(1, { ns: 3 }) },
      '$.seatings[1]',
      'movement-pair-same',
    ],
    [
      'a set played twice',
      { ...base, seatings: seatings(2, { set: 1 }) },
      '$.seatings[2].set',
      'movement-set-twice',
    ],
    [
      'a board in two sets',
      { ...base, boardsPerRound: undefined, sets: [[1, 2], [2, 3], [4]] },
      '$.sets[1]',
      'movement-board-twice',
    ],
    ['an unknown phantom', { ...base, phantom: 5 }, '$.phantom', 'movement-phantom'],
    [
      'a Mitchell phantom without a direction',
      { ...base, movement: 'mitchell', phantom: { number: 1 } },
      '$.phantom.direction',
      'movement-invalid',
    ],
    [
      'an arrow switch in a Howell',
      { ...base, arrowSwitch: [2] },
      '$.arrowSwitch[0]',
      'movement-switch-howell',
    ],
  ];
  test.each(cases)('%s', (_, json, path, code) => {
    const r = parseMovement(JSON.stringify(json));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe(path);
      expect(r.error.error.code).toBe(code);
    }
  });

  test('not JSON', () => {
    const r = parseMovement('{"name": ');
    expect(r.ok ? null : r.error.error.code).toBe('movement-json');
  });

  test('a Mitchell may switch its rounds; the switch must be one of them', () => {
    const mitchellFile = { ...base, movement: 'mitchell' };
    expect(parseMovement(JSON.stringify({ ...mitchellFile, arrowSwitch: [3] })).ok).toBe(true);
    const r = parseMovement(JSON.stringify({ ...mitchellFile, arrowSwitch: [4] }));
    expect(r.ok ? null : r.error).toEqual({
      path: '$.arrowSwitch[0]',
      error: { code: 'movement-switch', round: 4, rounds: 3 },
    });
  });
});

describe('never throws', () => {
  test('on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseMovement(text)).not.toThrow();
      }),
    );
  });

  test('on any JSON, or the example with any field replaced', () => {
    const base = JSON.parse(EXAMPLE) as Record<string, unknown>;
    const keys = [...Object.keys(base), 'phantom', 'arrowSwitch', 'extra'];
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...keys), fc.jsonValue(), (any, k, v) => {
        expect(() => parseMovement(JSON.stringify(any))).not.toThrow();
        const r = parseMovement(JSON.stringify({ ...base, [k]: v }));
        if (!r.ok) expect(r.error.path.startsWith('$')).toBe(true);
      }),
    );
  });

  test('on the example with any seating value replaced', () => {
    const base = JSON.parse(EXAMPLE) as { seatings: Record<string, unknown>[] };
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.constantFrom('round', 'table', 'ns', 'ew', 'set'),
        fc.jsonValue(),
        (i, k, v) => {
          const seatings = base.seatings.map((s, j) => (j === i ? { ...s, [k]: v } : s));
          expect(() => parseMovement(JSON.stringify({ ...base, seatings }))).not.toThrow();
        },
      ),
    );
  });
});
