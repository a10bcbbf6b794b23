import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  contractOf,
  formatEvent,
  MATCHPOINT_SCALES,
  PASS,
  parseEvent,
  RULE_SETS,
} from '../../src/index.js';

const sample = {
  name: 'Tuesday pairs',
  sections: [
    {
      name: 'A',
      movement: 'mitchell',
      pairs: [
        { number: 1, direction: 'NS', names: ['Ann Lee', 'Bob Hart'] },
        { number: 1, direction: 'EW' },
      ],
      arrowSwitch: { rounds: [3] },
      expected: 7,
    },
    { name: 'B', movement: 'howell' },
  ],
  boards: [{ number: 1, dealer: 'S', vulnerability: 'Both' }],
  results: [
    {
      section: 'A',
      board: 1,
      ns: 1,
      ew: 1,
      round: 1,
      lead: '♥K',
      outcome: { kind: 'played', contract: '4SX', declarer: 'S', tricks: 8, score: -500 },
    },
    { section: 'A', board: 2, ns: 1, ew: 1, switched: true, outcome: { kind: 'score', ns: 110 } },
    {
      section: 'A',
      board: 3,
      ns: 1,
      ew: 1,
      group: 'b',
      outcome: { kind: 'adjusted', ns: 'average-plus', ew: 40 },
    },
    { section: 'B', board: 1, ns: 1, ew: 2, outcome: { kind: 'not-played' } },
    {
      section: 'B',
      board: 2,
      ns: 3,
      ew: 4,
      outcome: {
        kind: 'weighted',
        parts: [
          { weight: 1, outcome: { kind: 'played', contract: 'Pass' } },
          { weight: 2, outcome: { kind: 'score', ns: -100 } },
        ],
      },
    },
  ],
  settings: {
    scale: 'acbl',
    factoring: 'simple',
    expected: 8,
    adjusted: 'session',
    across: 'field',
    rules: 'duplicate',
  },
};

describe('the event model as JSON', () => {
  test('reads every kind of line and the settings', () => {
    const r = parseEvent(sample);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.errors).toEqual([]);
    expect(r.value.event.results[0]?.outcome).toEqual({
      kind: 'played',
      contract: contractOf(4, 'S', 'X'),
      declarer: 'S',
      tricks: 8,
      score: -500,
    });
    expect(r.value.event.results[4]?.outcome).toMatchObject({
      kind: 'weighted',
      parts: [{ outcome: { contract: PASS } }, {}],
    });
    expect(r.value.settings).toEqual({
      scale: MATCHPOINT_SCALES.acbl,
      factoring: 'simple',
      expected: 8,
      adjusted: 'session',
      across: 'field',
      rules: RULE_SETS.duplicate,
    });
  });

  test('the method settings: read, written and read back the same', () => {
    const settings = {
      method: 'butler',
      butlerDrop: '1',
      butlerRound: 'half-away',
      crossDivide: 'scores',
    };
    const r = parseEvent({ ...sample, settings });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.settings).toEqual({
      method: 'butler',
      butlerDrop: { count: 1 },
      butlerRound: 'half-away',
      crossDivide: 'scores',
    });
    const again = parseEvent(JSON.parse(JSON.stringify(formatEvent(r.value.event, r.value.settings))));
    expect(again).toEqual(r);
    const share = parseEvent({ ...sample, settings: { method: 'butler', butlerDrop: '5%' } });
    expect(share.ok && share.value.settings.butlerDrop).toEqual({ percent: 5 });
    const count = parseEvent({ ...sample, settings: { butlerDrop: 2 } });
    expect(count.ok && count.value.settings.butlerDrop).toEqual({ count: 2 });
  });

  test('format then parse gives the same event back', () => {
    const r = parseEvent(sample);
    if (!r.ok) throw new Error('unreadable');
    const again = parseEvent(JSON.parse(JSON.stringify(formatEvent(r.value.event, r.value.settings))));
    expect(again).toEqual(r);
  });

  test('a minimal file: one Mitchell section "A" by default', () => {
    const r = parseEvent({ results: [{ board: 1, ns: 1, ew: 1, outcome: { kind: 'score', ns: 420 } }] });
    expect(r).toEqual({
      ok: true,
      value: {
        event: {
          sections: [{ name: 'A', movement: 'mitchell' }],
          boards: [],
          results: [{ section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'score', ns: 420 } }],
        },
        settings: {},
        errors: [],
      },
    });
  });

  test('a bad line is reported with its path and left out; the rest is kept', () => {
    const r = parseEvent({
      results: [
        { board: 1, ns: 1, ew: 1, outcome: { kind: 'played', contract: '8S', declarer: 'S', tricks: 10 } },
        { board: 1, ns: 2, ew: 2, outcome: { kind: 'score', ns: 420 } },
        { board: 0, ns: 3, ew: 3, outcome: { kind: 'score', ns: 420 } },
        { board: 1, ns: 4, ew: 4, outcome: { kind: 'adjusted', ns: 'average-plus', ew: 'plus' } },
        { board: 1, ns: 5, ew: 5, outcome: { kind: 'played', contract: '4S', tricks: 10 } },
      ],
    });
    if (!r.ok) throw new Error('unreadable');
    expect(r.value.event.results).toHaveLength(1);
    expect(r.value.errors.map((e) => [e.path, e.error.code])).toEqual([
      ['$.results[0].outcome.contract', 'level-too-high'],
      ['$.results[2].board', 'event-invalid'],
      ['$.results[3].outcome.ew', 'event-invalid'],
      ['$.results[4].outcome.declarer', 'declarer-missing'],
    ]);
  });

  test.each([
    [[], '$'],
    [{ results: 3 }, '$.results'],
    [{ results: [], sections: [{ name: 'A', movement: 'swiss' }] }, '$.sections[0].movement'],
    [
      { results: [], sections: [{ name: 'A', movement: 'mitchell', pairs: [{ number: 1 }] }] },
      '$.sections[0].pairs[0].direction',
    ],
    [{ results: [], boards: [{ number: 1, vulnerability: 'All' }] }, '$.boards[0].vulnerability'],
    [{ results: [], settings: { scale: '3/1' } }, '$.settings.scale'],
    [{ results: [], settings: { method: 'swiss' } }, '$.settings.method'],
    [{ results: [], settings: { crossDivide: 'tables' } }, '$.settings.crossDivide'],
    [{ results: [], settings: { butlerDrop: '60%' } }, '$.settings.butlerDrop'],
    [{ results: [], settings: { butlerDrop: -1 } }, '$.settings.butlerDrop'],
    [{ results: [], settings: { butlerRound: 'up' } }, '$.settings.butlerRound'],
    [{ results: [], colour: 'red' }, '$.colour'],
  ])('a structural error stops the reading: %j at %s', (value, path) => {
    expect(parseEvent(value)).toMatchObject({
      ok: false,
      error: { path, error: { code: 'event-invalid', path } },
    });
  });

  test('a Howell pair cannot meet itself', () => {
    const r = parseEvent({
      sections: [{ name: 'H', movement: 'howell' }],
      results: [{ board: 1, ns: 2, ew: 2, outcome: { kind: 'score', ns: 0 } }],
    });
    expect(r.ok && r.value.errors).toEqual([
      { path: '$.results[0].ew', error: { code: 'pair-same', pair: 2 } },
    ]);
  });

  test('the reader never throws', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => void parseEvent(v)));
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 4 }), (results) => void parseEvent({ results })),
    );
  });

  test('an event built in code formats to JSON that reads back to it', () => {
    const event: BridgeEvent = {
      sections: [{ name: 'A', movement: 'mitchell' }],
      boards: [],
      results: [
        { section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'played', contract: PASS, declarer: 'N' } },
      ],
    };
    expect(parseEvent(formatEvent(event))).toEqual({ ok: true, value: { event, settings: {}, errors: [] } });
  });
});

describe('every choice of a convention set in the settings', () => {
  const event: BridgeEvent = {
    sections: [{ name: 'A', movement: 'mitchell' }],
    boards: [],
    results: [],
  };
  // EBUScore's choices as conventions.md lists them, with the Laws' values changed by hand.
  const settings = {
    smallGroups: 'ebu',
    linePoints: 'raw-unless-artificial',
    lineDecimals: { mp: 1, imps: 2 },
    pairTotals: 'session',
    averages: { 'average-plus': 55, average: 50, 'average-minus': 45 },
    impAwards: { 'average-plus': 2, average: 0, 'average-minus': -2 },
  } as const;

  test('written and read back unchanged', () => {
    const json = formatEvent(event, settings) as { settings: unknown };
    expect(json.settings).toEqual(settings);
    const back = parseEvent(JSON.parse(JSON.stringify(json)));
    expect(back.ok && back.value.settings).toEqual(settings);
  });

  test.each([
    ['smallGroups', 'some'],
    ['linePoints', 'rounded'],
    ['lineDecimals', { mp: 5, imps: null }],
    ['lineDecimals', { mp: 1 }],
    ['pairTotals', 'average'],
    ['averages', { 'average-plus': 101, average: 50, 'average-minus': 40 }],
    ['averages', { 'average-plus': 60, average: 50 }],
    ['impAwards', { 'average-plus': 25, average: 0, 'average-minus': -3 }],
    ['impAwards', { 'average-plus': 3, average: 0, 'average-minus': -3, extra: 1 }],
  ])('%s %j refused with its path', (key, value) => {
    const read = parseEvent({ results: [], settings: { [key]: value } });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.path).toMatch(new RegExp(`^\\$\\.settings\\.${key}`));
  });
});
