/**
 * The event file's checks field by field: each refusal names its path and
 * tells the reader what the field must hold (the text the adapters put after
 * "expected"); what each accepted field becomes; and the writer's settings,
 * each written only when given.
 */
import { describe, expect, test } from 'vitest';
import {
  type BridgeEvent,
  DEFAULT_PAIRS_SETTINGS,
  formatEvent,
  MATCHPOINT_SCALES,
  PASS,
  type PairsSettings,
  parseEvent,
  RULE_SETS,
} from '../../src/index.js';

const score = (ns: number) => ({ kind: 'score', ns });
const line = (extra: Record<string, unknown> = {}) => ({
  board: 1,
  ns: 1,
  ew: 2,
  outcome: score(420),
  ...extra,
});
/** A file whose only line is `l` (one Mitchell section). */
const withLine = (l: unknown) => ({ results: [l] });
/** A file whose only line has this outcome. */
const withOutcome = (outcome: unknown) => withLine({ board: 1, ns: 1, ew: 2, outcome });

const A_COUNT = 'a whole number, 1 or more';
const NO_FIELD = 'no such field';

/** A refusal that stops the reading. */
const stops = (value: unknown, path: string, expected: string) =>
  expect(parseEvent(value)).toEqual({
    ok: false,
    error: { path, error: { code: 'event-invalid', path, expected } },
  });
/** A line refused and left out: the reading goes on. */
const lineError = (value: unknown) => {
  const r = parseEvent(value);
  if (!r.ok) throw new Error(`the file stopped: ${JSON.stringify(r.error)}`);
  expect(r.value.event.results).toEqual([]);
  expect(r.value.errors).toHaveLength(1);
  return r.value.errors[0];
};
const linePath = (value: unknown, path: string, expected: string) =>
  expect(lineError(value)).toEqual({ path, error: { code: 'event-invalid', path, expected } });

describe('the file and its sections', () => {
  test.each([
    ['not an object', null, '$', 'an object with results'],
    ['a list', [], '$', 'an object with results'],
    ['an unknown field', { results: [], colour: 1 }, '$.colour', NO_FIELD],
    ['a name that is not a text', { results: [], name: 5 }, '$.name', 'a text'],
    ['no results', {}, '$.results', 'a list of traveller lines'],
    ['sections not a list', { results: [], sections: {} }, '$.sections', 'a non-empty list of sections'],
    ['no section', { results: [], sections: [] }, '$.sections', 'a non-empty list of sections'],
    [
      'a section that is not an object',
      { results: [], sections: ['A'] },
      '$.sections[0]',
      'an object with name and movement',
    ],
    [
      'a section field of its own',
      { results: [], sections: [{ name: 'A', movement: 'howell', tables: 3 }] },
      '$.sections[0].tables',
      NO_FIELD,
    ],
    [
      'a section named by blanks',
      { results: [], sections: [{ name: ' ', movement: 'howell' }] },
      '$.sections[0].name',
      'a text',
    ],
    [
      'a section with a number for a name',
      { results: [], sections: [{ name: 1, movement: 'howell' }] },
      '$.sections[0].name',
      'a text',
    ],
    [
      'two sections of one name',
      {
        results: [],
        sections: [
          { name: 'A', movement: 'howell' },
          { name: 'B', movement: 'howell' },
          { name: 'A', movement: 'mitchell' },
        ],
      },
      '$.sections[2].name',
      'a name no other section has',
    ],
    [
      'a movement of neither kind',
      { results: [], sections: [{ name: 'A', movement: 'swiss' }] },
      '$.sections[0].movement',
      'mitchell or howell',
    ],
    [
      'N of 0',
      { results: [], sections: [{ name: 'A', movement: 'howell', expected: 0 }] },
      '$.sections[0].expected',
      A_COUNT,
    ],
    [
      'arrow switches as a list',
      { results: [], sections: [{ name: 'A', movement: 'mitchell', arrowSwitch: [3] }] },
      '$.sections[0].arrowSwitch',
      'an object with rounds and/or boards',
    ],
    [
      'arrow switches by table',
      { results: [], sections: [{ name: 'A', movement: 'mitchell', arrowSwitch: { tables: [1] } }] },
      '$.sections[0].arrowSwitch.tables',
      NO_FIELD,
    ],
    [
      'a switched round 0',
      { results: [], sections: [{ name: 'A', movement: 'mitchell', arrowSwitch: { rounds: [2, 0] } }] },
      '$.sections[0].arrowSwitch.rounds',
      'a list of whole numbers, 1 or more',
    ],
    [
      'switched boards as a number',
      {
        results: [],
        sections: [{ name: 'A', movement: 'mitchell', arrowSwitch: { rounds: [1], boards: 4 } }],
      },
      '$.sections[0].arrowSwitch.boards',
      'a list of whole numbers, 1 or more',
    ],
    [
      'pairs not a list',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: { number: 1 } }] },
      '$.sections[0].pairs',
      'a list of pairs',
    ],
    [
      'a pair given as a number',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 1 }, 2] }] },
      '$.sections[0].pairs[1]',
      'an object with number (and direction, names)',
    ],
    [
      'a pair field of its own',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 1, club: 'X' }] }] },
      '$.sections[0].pairs[0].club',
      NO_FIELD,
    ],
    [
      'a pair numbered 0',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 0 }] }] },
      '$.sections[0].pairs[0].number',
      A_COUNT,
    ],
    [
      'a Mitchell pair of no direction',
      {
        results: [],
        sections: [{ name: 'A', movement: 'mitchell', pairs: [{ number: 1, direction: 'N' }] }],
      },
      '$.sections[0].pairs[0].direction',
      'NS or EW (a Mitchell pair)',
    ],
    [
      'a Howell pair with a direction',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 1, direction: 'NS' }] }] },
      '$.sections[0].pairs[0].direction',
      'nothing: a Howell pair has no fixed direction',
    ],
    [
      'names as one text',
      {
        results: [],
        sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 1, names: 'Ann & Bob' }] }],
      },
      '$.sections[0].pairs[0].names',
      'a list of names',
    ],
    [
      'a name that is not a text',
      {
        results: [],
        sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 1, names: ['Ann', 2] }] }],
      },
      '$.sections[0].pairs[0].names',
      'a list of names',
    ],
    [
      'a Mitchell pair listed twice in one direction',
      {
        results: [],
        sections: [
          {
            name: 'A',
            movement: 'mitchell',
            pairs: [
              { number: 1, direction: 'NS' },
              { number: 1, direction: 'EW' },
              { number: 1, direction: 'NS' },
            ],
          },
        ],
      },
      '$.sections[0].pairs[2].number',
      'a number no other pair of the section has',
    ],
    [
      'a Howell pair listed twice',
      { results: [], sections: [{ name: 'A', movement: 'howell', pairs: [{ number: 3 }, { number: 3 }] }] },
      '$.sections[0].pairs[1].number',
      'a number no other pair of the section has',
    ],
  ])('%s', (_, value, path, expected) => stops(value, path, expected));

  test('pairs of different numbers in one direction, and a Howell section’s pairs, are not the same pair', () => {
    const r = parseEvent({
      results: [],
      sections: [
        {
          name: 'A',
          movement: 'mitchell',
          pairs: [
            { number: 1, direction: 'NS' },
            { number: 2, direction: 'NS' },
            { number: 1, direction: 'EW' },
          ],
        },
        { name: 'B', movement: 'howell', pairs: [{ number: 1 }, { number: 2 }, { number: 3 }] },
      ],
    });
    expect(r.ok && r.value.event.sections.map((s) => s.pairs?.length)).toEqual([3, 3]);
  });

  test('a section as read: its N, switched rounds and boards, pairs with directions and names', () => {
    const r = parseEvent({
      results: [],
      sections: [
        {
          name: 'A',
          movement: 'mitchell',
          expected: 6,
          arrowSwitch: { boards: [5, 6] },
          pairs: [
            { number: 1, direction: 'NS', names: ['Ann', 'Bob'] },
            { number: 1, direction: 'EW' },
          ],
        },
        { name: 'B', movement: 'howell', arrowSwitch: { rounds: [2] }, pairs: [{ number: 4, names: [] }] },
      ],
    });
    expect(r.ok && r.value.event.sections).toStrictEqual([
      {
        name: 'A',
        movement: 'mitchell',
        expected: 6,
        arrowSwitch: { boards: [5, 6] },
        pairs: [
          { number: 1, direction: 'NS', names: ['Ann', 'Bob'] },
          { number: 1, direction: 'EW' },
        ],
      },
      { name: 'B', movement: 'howell', arrowSwitch: { rounds: [2] }, pairs: [{ number: 4, names: [] }] },
    ]);
  });

  test('the event’s name as the file gives it; no name field when it gives none', () => {
    const named = parseEvent({ name: 'Tuesday pairs', results: [] });
    expect(named.ok && named.value.event).toStrictEqual({
      name: 'Tuesday pairs',
      sections: [{ name: 'A', movement: 'mitchell' }],
      boards: [],
      results: [],
    });
    const unnamed = parseEvent({ results: [] });
    expect(unnamed.ok && Object.keys(unnamed.value.event)).toEqual(['sections', 'boards', 'results']);
  });
});

describe('boards', () => {
  test.each([
    ['not a list', { results: [], boards: { number: 1 } }, '$.boards', 'a list of boards'],
    [
      'a board as a number',
      { results: [], boards: [1] },
      '$.boards[0]',
      'an object with number (and dealer, vulnerability)',
    ],
    [
      'a board field of its own',
      { results: [], boards: [{ number: 1, par: 420 }] },
      '$.boards[0].par',
      NO_FIELD,
    ],
    ['board 0', { results: [], boards: [{ number: 0 }] }, '$.boards[0].number', A_COUNT],
    [
      'a board listed twice',
      { results: [], boards: [{ number: 2 }, { number: 2 }] },
      '$.boards[1].number',
      'a board listed once',
    ],
    [
      'a dealer of no seat',
      { results: [], boards: [{ number: 1, dealer: 'X' }] },
      '$.boards[0].dealer',
      'N, E, S or W',
    ],
    [
      'a vulnerability of no kind',
      { results: [], boards: [{ number: 1, vulnerability: 'All' }] },
      '$.boards[0].vulnerability',
      'None, NS, EW or Both',
    ],
  ])('%s', (_, value, path, expected) => stops(value, path, expected));

  test('boards as read: only what is given', () => {
    const r = parseEvent({
      results: [],
      boards: [{ number: 1 }, { number: 2, dealer: 'E' }, { number: 3, vulnerability: 'EW' }],
    });
    expect(r.ok && r.value.event.boards).toStrictEqual([
      { number: 1 },
      { number: 2, dealer: 'E' },
      { number: 3, vulnerability: 'EW' },
    ]);
  });
});

describe('settings', () => {
  const setting = (s: Record<string, unknown>) => ({ results: [], settings: s });
  test.each([
    ['not an object', 'mp', '$.settings', 'an object'],
    ['an unknown setting', { tables: 3 }, '$.settings.tables', NO_FIELD],
    ['a method', { method: 'swiss' }, '$.settings.method', 'mp, cross-imps or butler'],
    ['a scale', { scale: '3/1' }, '$.settings.scale', '2/1 or acbl'],
    ['a factoring', { factoring: 'linear' }, '$.settings.factoring', 'neuberg, simple or none'],
    ['N of 0', { expected: 0 }, '$.settings.expected', A_COUNT],
    ['an adjusted rule', { adjusted: 'never' }, '$.settings.adjusted', 'fixed or session'],
    ['a scope', { across: 'club' }, '$.settings.across', 'section or field'],
    [
      'a rule set by no name',
      { rules: 'bridge' },
      '$.settings.rules',
      'the name of a rule set, such as duplicate',
    ],
    [
      'a rule set as an object',
      { rules: { name: 'duplicate' } },
      '$.settings.rules',
      'the name of a rule set, such as duplicate',
    ],
    [
      'a cross-IMP divisor',
      { crossDivide: 'tables' },
      '$.settings.crossDivide',
      'comparisons, scores or none',
    ],
    [
      'a Butler drop below 0',
      { butlerDrop: -1 },
      '$.settings.butlerDrop',
      'a number of results, or a share such as "5%"',
    ],
    [
      'a Butler drop of half a result',
      { butlerDrop: 1.5 },
      '$.settings.butlerDrop',
      'a number of results, or a share such as "5%"',
    ],
    [
      'a Butler drop as a list',
      { butlerDrop: [1] },
      '$.settings.butlerDrop',
      'a number of results, or a share such as "5%"',
    ],
    ['a datum rounding', { butlerRound: 'up' }, '$.settings.butlerRound', 'half-even or half-away'],
    ['small groups', { smallGroups: 'wbf' }, '$.settings.smallGroups', 'formula, acbl or ebu'],
    [
      'line points',
      { linePoints: 'rounded' },
      '$.settings.linePoints',
      'factored, raw or raw-unless-artificial',
    ],
    ['pair totals', { pairTotals: 'average' }, '$.settings.pairTotals', 'sum or session'],
  ])('%s', (_, value, path, expected) => stops(setting(value as Record<string, unknown>), path, expected));

  const DECIMALS = 'mp and imps: a number of decimals from 0 to 4, or null';
  test.each([
    ['5 decimals', { mp: 5, imps: 0 }],
    ['−1 decimals', { mp: 0, imps: -1 }],
    ['half a decimal', { mp: 0.5, imps: 0 }],
    ['a text', { mp: '1', imps: 0 }],
    ['imps left out', { mp: 1 }],
    ['a third key', { mp: 1, imps: 1, teams: 1 }],
    ['a number, not an object', 2],
  ])('line decimals refused: %s', (_, value) =>
    stops(setting({ lineDecimals: value }), '$.settings.lineDecimals', DECIMALS),
  );

  test.each([[{ mp: 0, imps: 4 }], [{ mp: 4, imps: null }], [{ mp: null, imps: 0 }]])(
    'line decimals from 0 to 4, or null: %j',
    (value) => {
      const r = parseEvent(setting({ lineDecimals: value }));
      expect(r.ok && r.value.settings).toStrictEqual({ lineDecimals: value });
    },
  );

  const AVERAGES_OBJECT = 'an object with average-plus, average, average-minus';
  test.each([
    ['averages', 'a list', [60, 50, 40], '$.settings.averages', AVERAGES_OBJECT],
    [
      'averages',
      'a fourth key',
      { 'average-plus': 60, average: 50, 'average-minus': 40, zero: 0 },
      '$.settings.averages',
      AVERAGES_OBJECT,
    ],
    [
      'averages',
      'above 100',
      { 'average-plus': 101, average: 50, 'average-minus': 40 },
      '$.settings.averages["average-plus"]',
      'a percentage from 0 to 100',
    ],
    [
      'averages',
      'below 0',
      { 'average-plus': 60, average: 50, 'average-minus': -1 },
      '$.settings.averages["average-minus"]',
      'a percentage from 0 to 100',
    ],
    [
      'averages',
      'a text',
      { 'average-plus': 60, average: '50', 'average-minus': 40 },
      '$.settings.averages["average"]',
      'a percentage from 0 to 100',
    ],
    [
      'averages',
      'infinite',
      { 'average-plus': Number.POSITIVE_INFINITY, average: 50, 'average-minus': 40 },
      '$.settings.averages["average-plus"]',
      'a percentage from 0 to 100',
    ],
    [
      'averages',
      'one left out',
      { 'average-plus': 60, 'average-minus': 40 },
      '$.settings.averages["average"]',
      'a percentage from 0 to 100',
    ],
    ['impAwards', 'not an object', 3, '$.settings.impAwards', AVERAGES_OBJECT],
    [
      'impAwards',
      'above 24',
      { 'average-plus': 25, average: 0, 'average-minus': -3 },
      '$.settings.impAwards["average-plus"]',
      'a number of IMPs from \u221224 to 24',
    ],
    [
      'impAwards',
      'below −24',
      { 'average-plus': 3, average: 0, 'average-minus': -25 },
      '$.settings.impAwards["average-minus"]',
      'a number of IMPs from \u221224 to 24',
    ],
    [
      'impAwards',
      'not a number',
      { 'average-plus': 3, average: null, 'average-minus': -3 },
      '$.settings.impAwards["average"]',
      'a number of IMPs from \u221224 to 24',
    ],
  ])('%s refused: %s', (key, _, value, path, expected) => stops(setting({ [key]: value }), path, expected));

  test('averages at the ends of their ranges are read: 0 to 100 %, −24 to 24 IMPs', () => {
    const averages = { 'average-plus': 100, average: 50, 'average-minus': 0 };
    const impAwards = { 'average-plus': 24, average: 0, 'average-minus': -24 };
    const r = parseEvent(setting({ averages, impAwards }));
    expect(r.ok && r.value.settings).toStrictEqual({ averages, impAwards });
    const fractions = { 'average-plus': 62.5, average: 50, 'average-minus': 37.5 };
    const f = parseEvent(setting({ averages: fractions }));
    expect(f.ok && f.value.settings).toStrictEqual({ averages: fractions });
  });

  test('each setting as read: the scale and the rule set by name, a Butler drop of none', () => {
    const r = parseEvent(
      setting({
        method: 'cross-imps',
        scale: '2/1',
        factoring: 'none',
        expected: 1,
        adjusted: 'fixed',
        across: 'section',
        rules: 'duplicate',
        crossDivide: 'none',
        butlerDrop: 0,
        butlerRound: 'half-even',
        smallGroups: 'acbl',
        linePoints: 'raw',
        pairTotals: 'sum',
      }),
    );
    expect(r.ok && r.value.settings).toStrictEqual({
      method: 'cross-imps',
      scale: MATCHPOINT_SCALES['2/1'],
      factoring: 'none',
      expected: 1,
      adjusted: 'fixed',
      across: 'section',
      rules: RULE_SETS.duplicate,
      crossDivide: 'none',
      butlerDrop: { count: 0 },
      butlerRound: 'half-even',
      smallGroups: 'acbl',
      linePoints: 'raw',
      pairTotals: 'sum',
    });
  });
});

describe('traveller lines: a bad one is left out with its path', () => {
  test.each([
    ['a line as a number', 7, '$.results[0]', 'a traveller line: board, ns, ew, outcome'],
    ['a line field of its own', line({ table: 3 }), '$.results[0].table', NO_FIELD],
    ['board 0', line({ board: 0 }), '$.results[0].board', A_COUNT],
    ['no NS pair', { board: 1, ew: 2, outcome: score(0) }, '$.results[0].ns', A_COUNT],
    ['an EW pair as a text', line({ ew: '2' }), '$.results[0].ew', A_COUNT],
    ['round 0', line({ round: 0 }), '$.results[0].round', A_COUNT],
    ['switched as a text', line({ switched: 'yes' }), '$.results[0].switched', 'true or false'],
    ['a group as a number', line({ group: 2 }), '$.results[0].group', 'a text'],
    ['a lead as a number', line({ lead: 13 }), '$.results[0].lead', 'a text'],
    ['no outcome', { board: 1, ns: 1, ew: 2 }, '$.results[0].outcome', 'an object with kind'],
    [
      'an outcome of no kind',
      line({ outcome: { ns: 100 } }),
      '$.results[0].outcome.kind',
      'played, score, adjusted, weighted or not-played',
    ],
    [
      'a played field of its own',
      line({ outcome: { kind: 'played', contract: '3NT', declarer: 'N', tricks: 9, lead: 'S2' } }),
      '$.results[0].outcome.lead',
      NO_FIELD,
    ],
    [
      'a contract as a number',
      line({ outcome: { kind: 'played', contract: 3, declarer: 'N', tricks: 9 } }),
      '$.results[0].outcome.contract',
      'a contract such as "4SX" or "Pass"',
    ],
    [
      'a declarer as a number',
      line({ outcome: { kind: 'played', contract: '3NT', declarer: 1, tricks: 9 } }),
      '$.results[0].outcome.declarer',
      'N, E, S or W',
    ],
    [
      'tricks as a list',
      line({ outcome: { kind: 'played', contract: '3NT', declarer: 'N', tricks: [9] } }),
      '$.results[0].outcome.tricks',
      'a number',
    ],
    [
      'a score as true',
      line({ outcome: { kind: 'played', contract: '3NT', declarer: 'N', tricks: 9, score: true } }),
      '$.results[0].outcome.score',
      'a number',
    ],
    [
      'a score field of its own',
      line({ outcome: { kind: 'score', ns: 100, ew: -100 } }),
      '$.results[0].outcome.ew',
      NO_FIELD,
    ],
    [
      'a score of half a point',
      line({ outcome: score(100.5) }),
      '$.results[0].outcome.ns',
      'a whole number of points for North-South',
    ],
    [
      'a score as a text',
      line({ outcome: { kind: 'score', ns: '100' } }),
      '$.results[0].outcome.ns',
      'a whole number of points for North-South',
    ],
    [
      'an adjusted field of its own',
      line({ outcome: { kind: 'adjusted', ns: 60, ew: 40, why: 'x' } }),
      '$.results[0].outcome.why',
      NO_FIELD,
    ],
    [
      'an award of 101 %',
      line({ outcome: { kind: 'adjusted', ns: 101, ew: 40 } }),
      '$.results[0].outcome.ns',
      'average-plus, average, average-minus or a percentage 0–100',
    ],
    [
      'an award of −1 %',
      line({ outcome: { kind: 'adjusted', ns: 60, ew: -1 } }),
      '$.results[0].outcome.ew',
      'average-plus, average, average-minus or a percentage 0–100',
    ],
    [
      'an award of 50.5 %',
      line({ outcome: { kind: 'adjusted', ns: 50.5, ew: 50 } }),
      '$.results[0].outcome.ns',
      'average-plus, average, average-minus or a percentage 0–100',
    ],
    [
      'a weighted field of its own',
      line({ outcome: { kind: 'weighted', parts: [], note: '' } }),
      '$.results[0].outcome.note',
      NO_FIELD,
    ],
    [
      'one part only',
      line({ outcome: { kind: 'weighted', parts: [{ weight: 1, outcome: score(100) }] } }),
      '$.results[0].outcome.parts',
      'a list of two or more parts',
    ],
    [
      'parts as an object',
      line({ outcome: { kind: 'weighted', parts: { weight: 1 } } }),
      '$.results[0].outcome.parts',
      'a list of two or more parts',
    ],
    [
      'a part as a number',
      line({ outcome: { kind: 'weighted', parts: [{ weight: 1, outcome: score(100) }, 3] } }),
      '$.results[0].outcome.parts[1]',
      'an object with weight and outcome',
    ],
    [
      'a part field of its own',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100), share: 1 },
            { weight: 1, outcome: score(0) },
          ],
        },
      }),
      '$.results[0].outcome.parts[0].share',
      NO_FIELD,
    ],
    [
      'a weight of 0',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 0, outcome: score(0) },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].weight',
      'a whole number of parts, 1 or more',
    ],
    [
      'a part with a bad score',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 1, outcome: score(0.5) },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].outcome.ns',
      'a whole number of points for North-South',
    ],
    [
      'an adjusted part',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 1, outcome: { kind: 'adjusted', ns: 60, ew: 40 } },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].outcome.kind',
      'played or score',
    ],
    [
      'a weighted part',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 1, outcome: { kind: 'weighted', parts: [] } },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].outcome.kind',
      'played or score',
    ],
    [
      'a not-played part',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 1, outcome: { kind: 'not-played' } },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].outcome.kind',
      'played or score',
    ],
    [
      'a part of no kind',
      line({
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: score(100) },
            { weight: 1, outcome: { kind: 'pass' } },
          ],
        },
      }),
      '$.results[0].outcome.parts[1].outcome.kind',
      'played or score',
    ],
    [
      'a not-played field of its own',
      line({ outcome: { kind: 'not-played', ns: 0 } }),
      '$.results[0].outcome.ns',
      NO_FIELD,
    ],
  ])('%s', (_, l, path, expected) => linePath(withLine(l), path, expected));

  test('a line of no section, among two sections, names them', () => {
    linePath(
      {
        sections: [
          { name: 'A', movement: 'mitchell' },
          { name: 'B', movement: 'mitchell' },
        ],
        results: [line()],
      },
      '$.results[0].section',
      'one of the sections: A, B',
    );
    linePath(
      { sections: [{ name: 'A', movement: 'howell' }], results: [line({ section: 'C' })] },
      '$.results[0].section',
      'one of the sections: A',
    );
    linePath(
      { sections: [{ name: 'A', movement: 'howell' }], results: [line({ section: 1 })] },
      '$.results[0].section',
      'one of the sections: A',
    );
  });

  test('a Mitchell line may have the same number on both sides; a Howell one may not', () => {
    const r = parseEvent(withLine(line({ ns: 2, ew: 2 })));
    expect(r.ok && r.value.errors).toEqual([]);
    expect(r.ok && r.value.event.results).toHaveLength(1);
  });

  test('a line as read: section, board, pairs, round, switch, group and lead as given', () => {
    const r = parseEvent({
      sections: [
        { name: 'A', movement: 'mitchell' },
        { name: 'B', movement: 'howell' },
      ],
      results: [
        {
          section: 'B',
          board: 4,
          ns: 3,
          ew: 5,
          round: 2,
          switched: false,
          group: 'x',
          lead: 'HK',
          outcome: score(-50),
        },
        { section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'not-played' } },
        {
          section: 'A',
          board: 2,
          ns: 1,
          ew: 1,
          switched: true,
          outcome: { kind: 'adjusted', ns: 'average-minus', ew: 0 },
        },
        {
          section: 'A',
          board: 3,
          ns: 1,
          ew: 1,
          outcome: { kind: 'adjusted', ns: 100, ew: 'average' },
        },
      ],
    });
    expect(r.ok && r.value.event.results).toStrictEqual([
      {
        section: 'B',
        board: 4,
        ns: 3,
        ew: 5,
        round: 2,
        switched: false,
        group: 'x',
        lead: 'HK',
        outcome: { kind: 'score', ns: -50 },
      },
      { section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'not-played' } },
      {
        section: 'A',
        board: 2,
        ns: 1,
        ew: 1,
        switched: true,
        outcome: { kind: 'adjusted', ns: 'average-minus', ew: 0 },
      },
      { section: 'A', board: 3, ns: 1, ew: 1, outcome: { kind: 'adjusted', ns: 100, ew: 'average' } },
    ]);
  });

  test('a weighted score of two parts, each played or a score, keeps its weights', () => {
    const r = parseEvent(
      withOutcome({
        kind: 'weighted',
        parts: [
          { weight: 3, outcome: { kind: 'played', contract: '4H', declarer: 'S', tricks: 10 } },
          { weight: 7, outcome: score(-100) },
        ],
      }),
    );
    expect(r.ok && r.value.errors).toEqual([]);
    const outcome = r.ok ? r.value.event.results[0]?.outcome : null;
    expect(outcome?.kind).toBe('weighted');
    if (outcome?.kind === 'weighted') {
      expect(outcome.parts.map((p) => p.weight)).toEqual([3, 7]);
      expect(outcome.parts[1]?.outcome).toEqual({ kind: 'score', ns: -100 });
      expect(outcome.parts[0]?.outcome).toMatchObject({ kind: 'played', declarer: 'S', tricks: 10 });
    }
  });

  test('a played outcome’s error from its own reader keeps the field’s path', () => {
    const e = lineError(withOutcome({ kind: 'played', contract: '3NT', declarer: 'N', tricks: 14 }));
    expect(e?.path).toBe('$.results[0].outcome.tricks');
    const lines = lineError(
      withOutcome({ kind: 'played', contract: '3NT', declarer: 'N', tricks: 9, score: 'abc' }),
    );
    expect(lines?.path).toBe('$.results[0].outcome.score');
  });

  test('tricks given as the result, relative to the contract, as the format allows ("=", "+1", "-2")', () => {
    // 4♠ needs ten tricks: made exactly is 10, one over 11, two down 8.
    for (const [tricks, taken] of [
      ['=', 10],
      ['+1', 11],
      ['-2', 8],
    ] as const) {
      const r = parseEvent(withOutcome({ kind: 'played', contract: '4S', declarer: 'S', tricks }));
      expect(r.ok && r.value.event.results[0]?.outcome).toMatchObject({
        kind: 'played',
        declarer: 'S',
        tricks: taken,
      });
    }
  });
});

describe('the writer', () => {
  const event: BridgeEvent = {
    name: 'Monday',
    sections: [{ name: 'A', movement: 'mitchell' }],
    boards: [{ number: 1, dealer: 'N' }],
    results: [
      { section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'played', contract: PASS, tricks: 0 } },
      {
        section: 'A',
        board: 1,
        ns: 2,
        ew: 2,
        outcome: {
          kind: 'weighted',
          parts: [
            { weight: 1, outcome: { kind: 'score', ns: 100 } },
            { weight: 1, outcome: { kind: 'score', ns: -100 } },
          ],
        },
      },
    ],
  };

  test('with no settings, no settings object; a passed-out board has no tricks and no declarer written', () => {
    const json = formatEvent(event);
    expect(Object.keys(json)).toEqual(['name', 'sections', 'boards', 'results']);
    expect(json.name).toBe('Monday');
    const results = json.results as Record<string, unknown>[];
    expect(results[0]?.outcome).toStrictEqual({ kind: 'played', contract: 'Pass' });
    expect(results[1]?.outcome).toStrictEqual({
      kind: 'weighted',
      parts: [
        { weight: 1, outcome: { kind: 'score', ns: 100 } },
        { weight: 1, outcome: { kind: 'score', ns: -100 } },
      ],
    });
    const unnamed = formatEvent({ ...event, name: undefined } as unknown as BridgeEvent);
    expect('name' in unnamed).toBe(false);
  });

  test('a played outcome writes its declarer, tricks and score when it has them', () => {
    const json = formatEvent({
      ...event,
      results: [
        {
          section: 'A',
          board: 1,
          ns: 1,
          ew: 1,
          outcome: {
            kind: 'played',
            contract: { level: 3, strain: 'NT', doubling: '' },
            declarer: 'E',
            tricks: 8,
            score: 50,
          },
        },
        {
          section: 'A',
          board: 1,
          ns: 2,
          ew: 2,
          outcome: { kind: 'played', contract: { level: 2, strain: 'S', doubling: 'X' }, declarer: 'N' },
        },
      ],
    } as unknown as BridgeEvent);
    const results = json.results as Record<string, unknown>[];
    expect(results[0]?.outcome).toStrictEqual({
      kind: 'played',
      contract: '3NT',
      declarer: 'E',
      tricks: 8,
      score: 50,
    });
    expect(results[1]?.outcome).toStrictEqual({ kind: 'played', contract: '2SX', declarer: 'N' });
  });

  test('every setting, the defaults among them, written by name and read back the same', () => {
    const json = formatEvent(event, DEFAULT_PAIRS_SETTINGS);
    expect(json.settings).toStrictEqual({
      method: 'mp',
      scale: '2/1',
      factoring: 'neuberg',
      adjusted: 'fixed',
      across: 'section',
      rules: 'duplicate',
      crossDivide: 'comparisons',
      // The default drop, 5 % of the results at each end, written as a share.
      butlerDrop: '5%',
      butlerRound: 'half-even',
      smallGroups: 'formula',
      linePoints: 'factored',
      lineDecimals: { mp: null, imps: null },
      pairTotals: 'sum',
      averages: { 'average-plus': 60, average: 50, 'average-minus': 40 },
      impAwards: { 'average-plus': 3, average: 0, 'average-minus': -3 },
    });
    const back = parseEvent(JSON.parse(JSON.stringify(json)));
    expect(back.ok && back.value.settings).toEqual({ ...DEFAULT_PAIRS_SETTINGS });
  });

  test('N and a Butler drop by count or share written as given; N of 1 kept', () => {
    const settings: Partial<PairsSettings> = { expected: 1, butlerDrop: { count: 0 } };
    expect(formatEvent(event, settings).settings).toStrictEqual({ expected: 1, butlerDrop: 0 });
    expect(formatEvent(event, { butlerDrop: { percent: 5 } }).settings).toStrictEqual({ butlerDrop: '5%' });
  });
});
