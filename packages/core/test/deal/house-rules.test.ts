/**
 * House rule sets from JSON: a full set written out by hand from docs/scoring.md#deal,
 * `extends` with partial overrides, and errors that name the field.
 */
import {
  contractOf,
  declarerPoints,
  parseRuleSet,
  type RuleSet,
  ruleSetByName,
  scoreDeal,
  validateRuleSet,
} from '@bridge-score/core';
import { describe, expect, test } from 'vitest';

/** The current duplicate Laws written out from docs/scoring.md#deal, as a club would write them. */
const FULL = {
  name: 'club',
  form: 'duplicate',
  inForce: { from: 2020 },
  source: 'our club, from Law 77',
  trickValues: {
    C: [20, 20, 20, 20, 20, 20, 20],
    D: [20, 20, 20, 20, 20, 20, 20],
    H: [30, 30, 30, 30, 30, 30, 30],
    S: [30, 30, 30, 30, 30, 30, 30],
    NT: [40, 30, 30, 30, 30, 30, 30],
  },
  doubledTrickFactor: { X: 2, XX: 4 },
  gameThreshold: 100,
  partScorePremium: 50,
  gamePremium: { notVul: 300, vul: 500 },
  smallSlam: { notVul: 500, vul: 750 },
  grandSlam: { notVul: 1000, vul: 1500 },
  insult: { X: 50, XX: 100 },
  overtricks: { X: { notVul: 100, vul: 200 }, XX: { notVul: 200, vul: 400 } },
  undertricks: {
    notVul: { '': [50], X: [100, 200, 200, 300], XX: [200, 400, 400, 600] },
    vul: { '': [100], X: [200, 300], XX: [400, 600] },
  },
  honours: null,
  rubber: null,
  uncertain: {},
};

const json = (x: unknown): string => JSON.stringify(x);
const without = (key: string) => Object.fromEntries(Object.entries(FULL).filter(([k]) => k !== key));

function parsed(text: string): RuleSet {
  const r = parseRuleSet(text);
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error)}`);
  return r.value;
}

describe('a full house rule set', () => {
  const club = parsed(json(FULL));

  test('is accepted with its own name and form', () => {
    expect(club.name).toBe('club');
    expect(club.form).toBe('duplicate');
  });

  test.each([
    [2, 'H', '', false, 8, 110],
    [2, 'H', 'X', false, 8, 470],
    [3, 'NT', '', true, 11, 660],
    [1, 'D', 'X', false, 8, 240],
    [5, 'S', 'XX', true, 12, 1600],
    [6, 'NT', '', false, 13, 1020],
    [4, 'D', 'X', true, 7, -800],
    [7, 'S', 'X', false, 4, -2300],
  ] as const)(
    'scores %i%s%s (vul %s, %i tricks) as the Laws do: %i',
    (level, strain, d, vul, tricks, want) => {
      expect(declarerPoints(contractOf(level, strain, d), vul, tricks, club)).toBe(want);
    },
  );

  test('validateRuleSet takes the parsed value too', () => {
    expect(validateRuleSet(FULL).ok).toBe(true);
  });

  test('inForce may have an end year', () => {
    expect(parseRuleSet(json({ ...FULL, inForce: { from: 1990, to: 1999 } })).ok).toBe(true);
  });
});

describe('extends: a built-in set with partial overrides', () => {
  test('a doubled insult of 100 and redoubled of 200 changes a made doubled contract only', () => {
    const house = parsed(json({ name: 'generous', extends: 'duplicate', insult: { X: 100, XX: 200 } }));
    expect(house.name).toBe('generous');
    expect(house.form).toBe('duplicate');
    // 4♠X= NV: 240 + 300 + 100 (not 50); 4♠XX= NV: 480 + 300 + 200 (not 100)
    expect(declarerPoints(contractOf(4, 'S', 'X'), false, 10, house)).toBe(640);
    expect(declarerPoints(contractOf(4, 'S', 'XX'), false, 10, house)).toBe(980);
    // everything else as the Laws
    expect(declarerPoints(contractOf(3, 'NT'), true, 11, house)).toBe(660);
    expect(declarerPoints(contractOf(4, 'D', 'X'), false, 7, house)).toBe(-500);
  });

  test('a nested override replaces one list and keeps its siblings', () => {
    // the pre-1987 NV doubled table, everything else current
    const house = parsed(
      json({ name: 'old-sacrifice', extends: 'duplicate', undertricks: { notVul: { X: [100, 200] } } }),
    );
    expect(declarerPoints(contractOf(7, 'S', 'X'), false, 4, house)).toBe(-1700);
    expect(declarerPoints(contractOf(7, 'S', 'XX'), false, 4, house)).toBe(-4600); // redoubled list unchanged: 2 × 2300
    expect(declarerPoints(contractOf(7, 'S', ''), false, 4, house)).toBe(-450);
    expect(declarerPoints(contractOf(4, 'S', 'X'), true, 7, house)).toBe(-800);
  });

  test('rubber with a part-score premium', () => {
    const house = parsed(json({ name: 'rubber-50', extends: 'rubber', partScorePremium: 50 }));
    expect(house.form).toBe('rubber');
    expect(declarerPoints(contractOf(2, 'S'), false, 8, house)).toBe(110);
    expect(declarerPoints(contractOf(4, 'S'), false, 10, house)).toBe(120);
    const honours = scoreDeal(
      {
        contract: contractOf(4, 'S'),
        declarer: 'N',
        tricks: 10,
        vulnerability: 'None',
        honours: { kind: 'four-trumps', holder: 'NS' },
      },
      house,
    );
    expect(honours.ok && honours.value.ns).toBe(220);
  });

  test('extends by form and year', () => {
    const house = parsed(json({ name: 'seventies', extends: 'duplicate@1975' }));
    expect(house.name).toBe('seventies');
    expect(declarerPoints(contractOf(7, 'S', 'X'), false, 4, house)).toBe(-1700);
  });

  test('a house set leaves the built-in set unchanged', () => {
    parsed(
      json({ name: 'h', extends: 'duplicate', insult: { X: 500 }, undertricks: { notVul: { X: [1] } } }),
    );
    const duplicate = ruleSetByName('duplicate');
    if (!duplicate.ok) throw new Error('no duplicate');
    expect(declarerPoints(contractOf(4, 'S', 'X'), false, 10, duplicate.value)).toBe(590);
    expect(declarerPoints(contractOf(7, 'S', 'X'), false, 4, duplicate.value)).toBe(-2300);
  });
});

describe('errors name the field', () => {
  const invalidAt = (value: unknown): string | null => {
    const r = validateRuleSet(value);
    if (r.ok) return null;
    return r.error.code === 'rules-invalid' ? r.error.path : r.error.code;
  };

  test.each([
    ['a missing field', without('gameThreshold'), '$.gameThreshold'],
    [
      'a missing nested field',
      { ...FULL, undertricks: { ...FULL.undertricks, vul: { '': [100], X: [200, 300] } } },
      '$.undertricks.vul.XX',
    ],
    ['a wrong type', { ...FULL, gameThreshold: '100' }, '$.gameThreshold'],
    [
      'a wrong type in a list',
      { ...FULL, trickValues: { ...FULL.trickValues, H: [30, 30, '30', 30, 30, 30, 30] } },
      '$.trickValues.H[2]',
    ],
    ['a negative number', { ...FULL, grandSlam: { notVul: -1000, vul: 1500 } }, '$.grandSlam.notVul'],
    ['a fraction of a point', { ...FULL, partScorePremium: 12.5 }, '$.partScorePremium'],
    [
      'trick values not 7 long',
      { ...FULL, trickValues: { ...FULL.trickValues, NT: [40, 30] } },
      '$.trickValues.NT',
    ],
    ['an unknown field', { ...FULL, bonus: 5 }, '$.bonus'],
    ['an unknown nested field', { ...FULL, insult: { X: 50, XX: 100, XXX: 200 } }, '$.insult.XXX'],
    ['an unknown form', { ...FULL, form: 'teams' }, '$.form'],
    ['a zero doubling factor', { ...FULL, doubledTrickFactor: { X: 0, XX: 4 } }, '$.doubledTrickFactor.X'],
    ['an empty name', { ...FULL, name: ' ' }, '$.name'],
    ['a year out of range', { ...FULL, inForce: { from: 1850 } }, '$.inForce.from'],
    ['not an object', [FULL], '$'],
    ['null', null, '$'],
  ])('%s', (_label, value, path) => {
    expect(invalidAt(value)).toBe(path);
  });

  test('an empty undertrick list', () => {
    const value = { ...FULL, undertricks: { ...FULL.undertricks, notVul: { '': [], X: [100], XX: [200] } } };
    expect(invalidAt(value)).toMatch(/^\$\.undertricks\.notVul/);
  });

  test.each([
    ['a wrong type', { name: 'h', extends: 'duplicate', gameThreshold: '100' }, '$.gameThreshold'],
    ['a negative number', { name: 'h', extends: 'duplicate', insult: { X: -50 } }, '$.insult.X'],
    ['an unknown field', { name: 'h', extends: 'rubber', honors: { 'four-aces': 150 } }, '$.honors'],
    [
      'a partial object where the base has none',
      { name: 'h', extends: 'duplicate', honours: { 'four-aces': 150 } },
      '$.honours.four-trumps',
    ],
    ['extends not a name', { name: 'h', extends: 5 }, '$.extends'],
  ])('with extends: %s', (_label, value, path) => {
    expect(invalidAt(value)).toBe(path);
  });

  test('an unknown extends is rules-unknown', () => {
    const r = parseRuleSet(json({ name: 'h', extends: 'bogus' }));
    expect(r.ok ? null : r.error).toEqual({ code: 'rules-unknown', text: 'bogus' });
  });

  test('extends a year before any code is rules-year', () => {
    const r = parseRuleSet(json({ name: 'h', extends: 'rubber@1920' }));
    expect(r.ok ? null : r.error.code).toBe('rules-year');
  });

  test.each(['{', '', '{"name": }', "{'name':'x'}", 'not json'])('bad JSON %j → rules-json', (text) => {
    const r = parseRuleSet(text);
    expect(r.ok ? null : r.error.code).toBe('rules-json');
    if (!r.ok && r.error.code === 'rules-json') expect(r.error.detail.length).toBeGreaterThan(0);
  });

  test('JSON that is not an object', () => {
    for (const text of ['[]', '5', 'null', '"duplicate"']) {
      const r = parseRuleSet(text);
      expect(r.ok ? null : r.error, text).toEqual({
        code: 'rules-invalid',
        path: '$',
        expected: expect.any(String),
      });
    }
  });
});

describe('each error says what was expected there (shown as "Rule set field $.x: expected …")', () => {
  const errorOf = (value: unknown) => {
    const r = validateRuleSet(value);
    return r.ok ? null : r.error;
  };
  const invalid = (path: string, expected: string) => ({ code: 'rules-invalid', path, expected });
  const POINTS = 'a whole number of points from 0 to 100000';

  test.each([
    ['not an object', 'duplicate', invalid('$', 'an object')],
    ['a missing field', without('gameThreshold'), invalid('$.gameThreshold', 'a value (missing)')],
    ['an unknown field', { ...FULL, bonus: 5 }, invalid('$.bonus', 'no such field')],
    ['points as text', { ...FULL, gameThreshold: '100' }, invalid('$.gameThreshold', POINTS)],
    [
      'points in a list',
      { ...FULL, undertricks: { ...FULL.undertricks, vul: { '': [100], X: [200, 300], XX: [400, -1] } } },
      invalid('$.undertricks.vul.XX[1]', POINTS),
    ],
    [
      'an empty list',
      { ...FULL, undertricks: { ...FULL.undertricks, notVul: { '': [], X: [100], XX: [200] } } },
      invalid('$.undertricks.notVul[""]', 'a non-empty list of numbers'),
    ],
    [
      'a list not seven long',
      { ...FULL, trickValues: { ...FULL.trickValues, NT: [40, 30] } },
      invalid('$.trickValues.NT', 'a list of 7 numbers'),
    ],
    [
      'a list that is not one',
      { ...FULL, trickValues: { ...FULL.trickValues, C: 20 } },
      invalid('$.trickValues.C', 'a list of 7 numbers'),
    ],
    ['an object that is a number', { ...FULL, insult: 50 }, invalid('$.insult', 'an object with X, XX')],
    [
      'an object that is a list',
      { ...FULL, gamePremium: [300, 500] },
      invalid('$.gamePremium', 'an object with notVul, vul'),
    ],
    [
      'a doubling factor',
      { ...FULL, doubledTrickFactor: { X: 2, XX: 17 } },
      invalid('$.doubledTrickFactor.XX', 'a whole number from 1 to 16'),
    ],
    ['a year', { ...FULL, inForce: { from: 2101 } }, invalid('$.inForce.from', 'a year from 1900 to 2100')],
    [
      'an end year',
      { ...FULL, inForce: { from: 2000, to: 1899 } },
      invalid('$.inForce.to', 'a year from 1900 to 2100'),
    ],
    ['inForce a number', { ...FULL, inForce: 2020 }, invalid('$.inForce', 'an object with from (and to)')],
    [
      'inForce with another field',
      { ...FULL, inForce: { from: 2020, until: 2030 } },
      invalid('$.inForce.until', 'no such field'),
    ],
    ['a text', { ...FULL, source: 7 }, invalid('$.source', 'a text')],
    ['a form', { ...FULL, form: 'teams' }, invalid('$.form', 'one of duplicate, rubber, chicago')],
    [
      'a form that is not a text',
      { ...FULL, form: ['duplicate'] },
      invalid('$.form', 'one of duplicate, rubber, chicago'),
    ],
    [
      'uncertain with a number',
      { ...FULL, uncertain: { insult: 5 } },
      invalid('$.uncertain', 'an object of texts'),
    ],
    ['uncertain a text', { ...FULL, uncertain: 'insult' }, invalid('$.uncertain', 'an object of texts')],
    [
      'extends not a name',
      { name: 'h', extends: ['duplicate'] },
      invalid('$.extends', 'the name of a rule set'),
    ],
  ])('%s', (_label, value, error) => {
    expect(errorOf(value)).toEqual(error);
  });

  test('keys that are not plain names are quoted in the path', () => {
    expect(errorOf({ ...FULL, 'two words': 1 })).toEqual(invalid('$["two words"]', 'no such field'));
    expect(errorOf({ ...FULL, '2nd': 1 })).toEqual(invalid('$["2nd"]', 'no such field'));
    expect(errorOf({ ...FULL, 'x.y': 1 })).toEqual(invalid('$["x.y"]', 'no such field'));
    expect(errorOf({ ...FULL, _x: 1 })).toEqual(invalid('$._x', 'no such field'));
    expect(errorOf({ ...FULL, 'a-b_9': 1 })).toEqual(invalid('$.a-b_9', 'no such field'));
  });

  test('a "__proto__" key from JSON is a field like any other, and refused', () => {
    const r = parseRuleSet('{"name":"h","extends":"duplicate","__proto__":{"gameThreshold":1}}');
    expect(r.ok ? null : r.error).toEqual(invalid('$.__proto__', 'no such field'));
  });

  test('bad JSON: the detail is what the JSON parser says', () => {
    for (const text of ['{', '{"name": }', 'not json']) {
      let detail = '';
      try {
        JSON.parse(text);
      } catch (e) {
        detail = (e as Error).message;
      }
      expect(parseRuleSet(text)).toEqual({ ok: false, error: { code: 'rules-json', detail } });
    }
  });
});

describe('the bounds of each number', () => {
  const accepts = (value: unknown) => validateRuleSet(value).ok;

  test('points from 0 to 100,000', () => {
    expect(accepts({ ...FULL, insult: { X: 0, XX: 0 } })).toBe(true);
    expect(accepts({ ...FULL, insult: { X: -1, XX: 0 } })).toBe(false);
    expect(accepts({ ...FULL, grandSlam: { notVul: 100_000, vul: 1500 } })).toBe(true);
    expect(accepts({ ...FULL, grandSlam: { notVul: 100_001, vul: 1500 } })).toBe(false);
  });

  test('a doubling factor from 1 to 16', () => {
    expect(accepts({ ...FULL, doubledTrickFactor: { X: 1, XX: 16 } })).toBe(true);
    expect(accepts({ ...FULL, doubledTrickFactor: { X: 0, XX: 16 } })).toBe(false);
    expect(accepts({ ...FULL, doubledTrickFactor: { X: 1, XX: 17 } })).toBe(false);
    expect(accepts({ ...FULL, doubledTrickFactor: { X: 1.5, XX: 4 } })).toBe(false);
  });

  test('years from 1900 to 2100', () => {
    expect(accepts({ ...FULL, inForce: { from: 1900, to: 2100 } })).toBe(true);
    expect(accepts({ ...FULL, inForce: { from: 1899 } })).toBe(false);
    expect(accepts({ ...FULL, inForce: { from: 2000, to: 2101 } })).toBe(false);
    expect(accepts({ ...FULL, inForce: { from: 2000.5 } })).toBe(false);
  });

  test('uncertain: an object of texts, possibly empty', () => {
    expect(accepts({ ...FULL, uncertain: { insult: 'Law 77 is read two ways' } })).toBe(true);
    expect(accepts({ ...FULL, uncertain: ['insult'] })).toBe(false);
  });
});

test('a house set extending another says so in its source', () => {
  const house = parsed(json({ name: 'h', extends: 'rubber' }));
  expect(house.source).toBe('house rules based on rubber');
  expect(house.uncertain).toEqual({});
  // Its own source wins.
  expect(parsed(json({ name: 'h', extends: 'rubber', source: 'the club book' })).source).toBe(
    'the club book',
  );
});
