/**
 * The rankings of a pairs session (`session-ranking.ts`, internal: the
 * session ranks with it): the labels of the fields, their order, and which
 * pairs are ranked. The session's tests rank real events; these give the
 * pairs in a scrambled order and label fields of every kind.
 */
import { describe, expect, test } from 'vitest';
import { type BridgeEvent, fraction, type PairScore } from '../../src/index.js';
import { fieldLabel, rankFields } from '../../src/pairs/session-ranking.js';

describe('fieldLabel', () => {
  test('the direction alone with one section, or across the field', () => {
    expect(fieldLabel({ section: 'A', direction: 'NS' }, 1)).toBe('NS');
    expect(fieldLabel({ section: 'A', direction: null }, 1)).toBe('all');
    expect(fieldLabel({ section: null, direction: 'EW' }, 2)).toBe('EW');
    expect(fieldLabel({ section: null, direction: null }, 3)).toBe('all');
  });

  test('with the section when there are several: "A NS", or the section alone for a Howell', () => {
    expect(fieldLabel({ section: 'A', direction: 'NS' }, 2)).toBe('A NS');
    expect(fieldLabel({ section: 'B', direction: null }, 2)).toBe('B');
  });
});

describe('rankFields', () => {
  const event: BridgeEvent = {
    sections: [
      { name: 'A', movement: 'mitchell' },
      { name: 'B', movement: 'mitchell' },
    ],
    boards: [],
    results: [],
  };
  const pair = (section: string, direction: 'NS' | 'EW', number: number, boards: number, points: number) =>
    ({
      pair: { section, direction, number },
      names: [],
      field: '',
      boards,
      points: fraction(points),
      top: null,
      percentage: null,
      average: fraction(0),
    }) satisfies PairScore;
  // Scrambled: B's pairs before A's, East-West before North-South, numbers out of order.
  const pairs = [
    pair('B', 'NS', 1, 2, 5),
    pair('A', 'EW', 2, 2, 3),
    pair('A', 'NS', 1, 2, 7),
    pair('A', 'NS', 2, 0, 0), // no board: not ranked
    pair('B', 'EW', 1, 2, 1),
    pair('A', 'EW', 1, 2, 4),
    pair('A', 'NS', 3, 2, 2),
  ];
  const approx = Float64Array.from(pairs, (p) => Number(p.points.num) / Number(p.points.den));

  test('each section by direction, in the order of the sections, North-South first; best first', () => {
    const r = rankFields(event, pairs, approx, true, new Set(), 'section');
    expect(r.map((f) => [f.field, f.section, f.direction])).toEqual([
      ['A NS', 'A', 'NS'],
      ['A EW', 'A', 'EW'],
      ['B NS', 'B', 'NS'],
      ['B EW', 'B', 'EW'],
    ]);
    expect(r.map((f) => f.entries.map((e) => [e.pair, e.place, e.tied]))).toEqual([
      [
        [2, 1, false],
        [6, 2, false],
      ],
      [
        [5, 1, false],
        [1, 2, false],
      ],
      [[0, 1, false]],
      [[4, 1, false]],
    ]);
  });

  test('across the field: one field a direction, the sections together', () => {
    const r = rankFields(event, pairs, approx, true, new Set(), 'field');
    expect(r.map((f) => [f.field, f.section, f.direction])).toEqual([
      ['NS', null, 'NS'],
      ['EW', null, 'EW'],
    ]);
    expect(r[0]?.entries.map((e) => e.pair)).toEqual([2, 0, 6]);
    expect(r[1]?.entries.map((e) => e.pair)).toEqual([5, 1, 4]);
  });
});
