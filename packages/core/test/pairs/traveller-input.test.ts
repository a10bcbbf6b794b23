import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  contractOf,
  formatScoreField,
  formatWeightedScore,
  type Outcome,
  PASS,
  parseNsScore,
  parseOutcomeFields,
  parseWeightedScore,
  type WeightedOutcome,
} from '../../src/index.js';

describe('traveller fields', () => {
  test('contract, declarer and tricks', () => {
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '10' })).toEqual({
      ok: true,
      value: { kind: 'played', contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 },
    });
    expect(parseOutcomeFields({ contract: '3NT', declarer: 'n', tricks: '-1' })).toMatchObject({
      ok: true,
      value: { contract: contractOf(3, 'NT'), declarer: 'N', tricks: 8 },
    });
    expect(parseOutcomeFields({ contract: '4HX-2', declarer: 'E' })).toMatchObject({
      ok: true,
      value: { tricks: 8 },
    });
    expect(parseOutcomeFields({ contract: '4H', declarer: 'E', tricks: 10, score: '-620' })).toMatchObject({
      ok: true,
      value: { tricks: 10, score: -620 },
    });
    expect(parseOutcomeFields({ contract: 'Pass' })).toEqual({
      ok: true,
      value: { kind: 'played', contract: PASS },
    });
  });

  test('scores, adjusted scores, not played', () => {
    expect(parseOutcomeFields({ score: '420' })).toEqual({ ok: true, value: { kind: 'score', ns: 420 } });
    expect(parseOutcomeFields({ score: 'EW 100' })).toEqual({ ok: true, value: { kind: 'score', ns: -100 } });
    expect(parseOutcomeFields({ score: 'A60A40' })).toEqual({
      ok: true,
      value: { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' },
    });
    expect(parseOutcomeFields({ score: 'np' })).toEqual({ ok: true, value: { kind: 'not-played' } });
  });

  test('each error names its field', () => {
    expect(parseOutcomeFields({ contract: '8S', declarer: 'S', tricks: 10 })).toEqual({
      ok: false,
      error: { field: 'contract', error: { code: 'level-too-high', level: 8 } },
    });
    expect(parseOutcomeFields({ contract: '4S', tricks: 10 })).toMatchObject({
      error: { field: 'declarer' },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'Q', tricks: 10 })).toMatchObject({
      error: { field: 'declarer', error: { code: 'declarer-unknown' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 14 })).toMatchObject({
      error: { field: 'tricks', error: { code: 'tricks-range' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S' })).toMatchObject({
      error: { field: 'tricks', error: { code: 'result-missing' } },
    });
    expect(parseOutcomeFields({ contract: '4S-1', declarer: 'S', tricks: 10 })).toMatchObject({
      error: { field: 'tricks', error: { code: 'result-syntax' } },
    });
    expect(parseOutcomeFields({ declarer: 'S', tricks: 10, score: 420 })).toMatchObject({
      error: { field: 'contract', error: { code: 'contract-empty' } },
    });
    expect(parseOutcomeFields({})).toMatchObject({
      error: { field: 'score', error: { code: 'outcome-missing' } },
    });
    expect(parseOutcomeFields({ score: '4xx' })).toMatchObject({
      error: { field: 'score', error: { code: 'score-syntax' } },
    });
    expect(parseOutcomeFields({ contract: 'Pass', tricks: '7' })).toMatchObject({
      error: { field: 'tricks', error: { code: 'result-for-pass' } },
    });
  });

  test('NS scores as written', () => {
    expect(parseNsScore('−50')).toEqual({ ok: true, value: -50 });
    expect(parseNsScore('+420')).toEqual({ ok: true, value: 420 });
    expect(parseNsScore('NS 110')).toEqual({ ok: true, value: 110 });
    expect(parseNsScore('-0')).toEqual({ ok: true, value: 0 });
    expect(parseNsScore('4.2')).toMatchObject({ ok: false });
  });

  test('the parsers never throw', () => {
    const field = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(field, field, field, field, (contract, declarer, tricks, score) => {
        parseOutcomeFields({ contract, declarer, tricks, score });
        if (score !== undefined) parseWeightedScore(score);
      }),
    );
  });
});

describe('weighted score notation (Law 12C1c)', () => {
  test('W30:4H=N;70:3NT-1N', () => {
    expect(parseWeightedScore('W30:4H=N;70:3NT-1N')).toEqual({
      ok: true,
      value: {
        kind: 'weighted',
        parts: [
          {
            weight: 30,
            outcome: { kind: 'played', contract: contractOf(4, 'H'), declarer: 'N', tricks: 10 },
          },
          {
            weight: 70,
            outcome: { kind: 'played', contract: contractOf(3, 'NT'), declarer: 'N', tricks: 8 },
          },
        ],
      },
    });
  });

  test('scores, thirds, spaces and passes', () => {
    expect(parseWeightedScore('W1: 420 ; 2: -100')).toMatchObject({
      ok: true,
      value: {
        parts: [
          { weight: 1, outcome: { kind: 'score', ns: 420 } },
          { weight: 2, outcome: { kind: 'score', ns: -100 } },
        ],
      },
    });
    expect(parseWeightedScore('W50:Pass;50:4SX-2 E')).toMatchObject({
      ok: true,
      value: {
        parts: [
          { outcome: { contract: PASS } },
          { outcome: { contract: contractOf(4, 'S', 'X'), declarer: 'E', tricks: 8 } },
        ],
      },
    });
  });

  test.each(['W30:4H=N', 'W0:420;100:50', 'W30:4H;70:3NT-1N', 'Wx:420;1:50', 'W30:4H=Q;70:420'])(
    '%s is refused',
    (text) => {
      expect(parseWeightedScore(text).ok).toBe(false);
    },
  );

  test('format then parse gives the same score back', () => {
    const played = fc
      .record({
        level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7 as const),
        strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT' as const),
        doubling: fc.constantFrom('', 'X', 'XX' as const),
        declarer: fc.constantFrom('N', 'E', 'S', 'W' as const),
        tricks: fc.integer({ min: 0, max: 13 }),
      })
      .map(({ level, strain, doubling, declarer, tricks }) => ({
        kind: 'played' as const,
        contract: contractOf(level as 1, strain, doubling),
        declarer,
        tricks,
      }));
    const score = fc.integer({ min: -7600, max: 7600 }).map((ns) => ({ kind: 'score' as const, ns: ns + 0 }));
    const part = fc.record({ weight: fc.integer({ min: 1, max: 100 }), outcome: fc.oneof(played, score) });
    fc.assert(
      fc.property(fc.array(part, { minLength: 2, maxLength: 4 }), (parts) => {
        const w: WeightedOutcome = { kind: 'weighted', parts };
        expect(parseWeightedScore(formatWeightedScore(w))).toEqual({ ok: true, value: w });
      }),
    );
  });
});

describe('a passed-out board as club programs write it', () => {
  const pass = { kind: 'played', contract: PASS };

  test.each([
    ['PASS,-,-', { contract: 'PASS', declarer: '-', tricks: '-' }],
    [
      'Pass with dashes of each kind',
      { contract: 'Pass', declarer: '\u2013', tricks: '\u2014', score: '\u2212' },
    ],
    ['figure dash', { contract: 'Pass', declarer: '\u2012', tricks: ' - ' }],
    ['tricks 0', { contract: 'Pass', tricks: '0' }],
    ['tricks 0 as a number', { contract: 'Pass', tricks: 0 }],
    ['a dash for the score', { contract: 'Pass', score: '-' }],
    ['blank fields', { contract: ' pass ', declarer: ' ', tricks: '', score: ' ' }],
  ])('%s', (_label, fields) => {
    expect(parseOutcomeFields(fields)).toEqual({ ok: true, value: pass });
  });

  test('a seat as declarer and a score are kept (the entry checks warn of them)', () => {
    expect(parseOutcomeFields({ contract: 'PASS', declarer: 'n', tricks: '0', score: '0' })).toEqual({
      ok: true,
      value: { ...pass, declarer: 'N', score: 0 },
    });
    expect(parseOutcomeFields({ contract: 'PASS', score: 'EW 50' })).toEqual({
      ok: true,
      value: { ...pass, score: -50 },
    });
  });

  test('what is not a dash, a seat, 0 or a score is an error of its field', () => {
    expect(parseOutcomeFields({ contract: 'Pass', declarer: 'Q' })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-unknown', text: 'Q' } },
    });
    expect(parseOutcomeFields({ contract: 'Pass', declarer: '--' })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-unknown', text: '--' } },
    });
    expect(parseOutcomeFields({ contract: 'Pass', tricks: ' 7 ' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-for-pass', text: '7' } },
    });
    expect(parseOutcomeFields({ contract: 'Pass', tricks: '-1' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-for-pass', text: '-1' } },
    });
    expect(parseOutcomeFields({ contract: 'Pass', score: 'x' })).toEqual({
      ok: false,
      error: { field: 'score', error: { code: 'score-syntax', text: 'x' } },
    });
  });

  test('a dash is no declarer, tricks or score for a contract that was played', () => {
    expect(parseOutcomeFields({ contract: '4S', declarer: '-', tricks: 10 })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-unknown', text: '-' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 10, score: '-' })).toEqual({
      ok: false,
      error: { field: 'score', error: { code: 'score-syntax', text: '-' } },
    });
  });
});

describe('a played line', () => {
  const fourSpades = { kind: 'played', contract: contractOf(4, 'S'), declarer: 'S' };

  test('tricks that agree with a result joined to the contract', () => {
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: '10' })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 10 },
    });
    expect(parseOutcomeFields({ contract: '4S-1', declarer: 'S', tricks: '-1' })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 9 },
    });
    expect(parseOutcomeFields({ contract: '4S+1', declarer: 'S', tricks: 11 })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 11 },
    });
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: 'ten' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-syntax', text: 'ten' } },
    });
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: ' 9 ' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-syntax', text: '9' } },
    });
  });

  test('tricks as a number or digits are counted; anything else is a result', () => {
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 13 })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 13 },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: ' 0 ' })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 0 },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '+2' })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 12 },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '14' })).toMatchObject({
      error: { field: 'tricks', error: { code: 'tricks-range' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '10 x' })).toMatchObject({
      ok: false,
      error: { field: 'tricks' },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 'x10' })).toMatchObject({
      ok: false,
      error: { field: 'tricks' },
    });
  });

  test('a contract that does not read is the contract’s error', () => {
    expect(parseOutcomeFields({ contract: '4Q', declarer: 'S', tricks: 10 })).toMatchObject({
      ok: false,
      error: { field: 'contract', error: { code: 'strain-unknown' } },
    });
    expect(parseOutcomeFields({ contract: '4Sx-1x', declarer: 'S' })).toMatchObject({
      ok: false,
      error: { field: 'contract' },
    });
  });

  test('declarer trimmed and in capitals; a score kept', () => {
    expect(parseOutcomeFields({ contract: '4S', declarer: ' s ', tricks: 10, score: ' 420 ' })).toEqual({
      ok: true,
      value: { ...fourSpades, tricks: 10, score: 420 },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 10, score: 'EW' })).toEqual({
      ok: false,
      error: { field: 'score', error: { code: 'score-syntax', text: 'EW' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: ' North ', tricks: 10 })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-unknown', text: 'North' } },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: '  ', tricks: 10 })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-missing' } },
    });
  });
});

describe('the score field with no contract', () => {
  test('a declarer or tricks alone need a contract', () => {
    for (const fields of [
      { declarer: 'S' },
      { tricks: 10 },
      { tricks: '0', score: 420 },
      { declarer: 'N', score: '' },
    ]) {
      expect(parseOutcomeFields(fields), JSON.stringify(fields)).toEqual({
        ok: false,
        error: { field: 'contract', error: { code: 'contract-empty' } },
      });
    }
    expect(parseOutcomeFields({ contract: ' ', declarer: ' ', tricks: '', score: '420' })).toEqual({
      ok: true,
      value: { kind: 'score', ns: 420 },
    });
  });

  test('not played, in the ways it is written', () => {
    for (const score of ['NP', 'n/p', 'Not Played', 'not-played', ' N P ']) {
      expect(parseOutcomeFields({ score }), score).toEqual({ ok: true, value: { kind: 'not-played' } });
    }
    expect(parseOutcomeFields({ score: '  ' })).toEqual({
      ok: false,
      error: { field: 'score', error: { code: 'outcome-missing' } },
    });
  });

  test('an adjusted score in small letters; one that does not read is the score’s error', () => {
    expect(parseOutcomeFields({ score: 'a50a50' })).toEqual({
      ok: true,
      value: { kind: 'adjusted', ns: 'average', ew: 'average' },
    });
    expect(parseOutcomeFields({ score: 'A60' })).toMatchObject({
      ok: false,
      error: { field: 'score', error: { code: 'adjusted-syntax' } },
    });
  });

  test('a weighted score; one that does not read is the score’s error', () => {
    expect(parseOutcomeFields({ score: ' w1:420;2:-100 ' })).toEqual({
      ok: true,
      value: {
        kind: 'weighted',
        parts: [
          { weight: 1, outcome: { kind: 'score', ns: 420 } },
          { weight: 2, outcome: { kind: 'score', ns: -100 } },
        ],
      },
    });
    expect(parseOutcomeFields({ score: 'W1:420' })).toEqual({
      ok: false,
      error: { field: 'score', error: { code: 'weighted-syntax', text: 'W1:420' } },
    });
  });
});

describe('NS scores: every way they are written', () => {
  test.each([
    ['420', 420],
    [' 420 ', 420],
    ['ns420', 420],
    ['NS +420', 420],
    ['ew 420', -420],
    ['EW -100', 100],
    ['- 50', -50],
    ['\uFF14\uFF12\uFF10', 420], // full-width digits
    ['\u221250', -50],
    ['999999', 999999],
    ['EW 0', 0],
    ['0', 0],
  ])('%j → %i', (text, value) => {
    const r = parseNsScore(text);
    expect(r).toEqual({ ok: true, value });
    expect(Object.is(r.ok && r.value, -0)).toBe(false);
  });

  test.each(['1000000', 'NS', '4 20', 'NSEW 420', '420 NS', '++420', '4.2', 'x420', '420x', ''])(
    '%j is not a score',
    (text) => {
      expect(parseNsScore(`  ${text}  `)).toEqual({ ok: false, error: { code: 'score-syntax', text } });
    },
  );

  test('a number: a whole one is the score, anything else is refused', () => {
    expect(parseNsScore(-620)).toEqual({ ok: true, value: -620 });
    expect(parseNsScore(4.5)).toEqual({ ok: false, error: { code: 'score-syntax', text: '4.5' } });
    expect(parseNsScore(Number.NaN)).toEqual({ ok: false, error: { code: 'score-syntax', text: 'NaN' } });
    expect(parseNsScore(2 ** 53)).toMatchObject({ ok: false });
  });
});

describe('weighted scores: what each part may be, and the errors', () => {
  const played = (level: 3 | 4, strain: 'H' | 'NT', declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({
    kind: 'played' as const,
    contract: contractOf(level, strain),
    declarer,
    tricks,
  });

  test('percent signs, a slash or an at before the declarer, small letters', () => {
    expect(parseWeightedScore('W30%:4H=/n;70 % : 3NT-1@S')).toEqual({
      ok: true,
      value: {
        kind: 'weighted',
        parts: [
          { weight: 30, outcome: played(4, 'H', 'N', 10) },
          { weight: 70, outcome: played(3, 'NT', 'S', 8) },
        ],
      },
    });
    expect(parseWeightedScore('W1:4H=W;1:3NT=e')).toMatchObject({
      ok: true,
      value: { parts: [{ outcome: { declarer: 'W' } }, { outcome: { declarer: 'E' } }] },
    });
  });

  test.each([
    ['420;50', { code: 'weighted-syntax', text: '420;50' }],
    ['W420', { code: 'weighted-syntax', text: 'W420' }],
    ['W30:420;70', { code: 'weighted-syntax', text: '70' }],
    ['W30:420; 70:3NT-1 ', { code: 'weighted-syntax', text: '70:3NT-1' }],
    ['W30:420;70:3NT-1Q', { code: 'weighted-syntax', text: '70:3NT-1Q' }],
    ['W30:420;70:Pass N', { code: 'weighted-syntax', text: '70:Pass N' }],
    ['W30:420;70:4Q=N', { code: 'weighted-syntax', text: '70:4Q=N' }],
    ['W0:420;100:50', { code: 'weighted-weight', text: '0' }],
    ['W30:420;99999999999999999:50', { code: 'weighted-weight', text: '99999999999999999' }],
  ])('%s → %o', (text, error) => {
    expect(parseWeightedScore(text)).toEqual({ ok: false, error });
  });

  test('formatted: a pass, a score, a contract with its declarer', () => {
    const w = {
      kind: 'weighted',
      parts: [
        { weight: 1, outcome: { kind: 'played', contract: PASS } },
        { weight: 2, outcome: { kind: 'score', ns: -100 } },
        { weight: 3, outcome: played(4, 'H', 'N', 9) },
      ],
    } as const;
    expect(formatWeightedScore(w)).toBe('W1:Pass;2:-100;3:4H-1N');
    expect(parseWeightedScore('W1:Pass;2:-100;3:4H-1N')).toEqual({ ok: true, value: w });
  });
});

describe('formatScoreField writes what parseOutcomeFields reads back', () => {
  const outcomes: [Outcome, string][] = [
    [{ kind: 'score', ns: -420 }, '-420'],
    [{ kind: 'adjusted', ns: 'average-plus', ew: 60 }, 'A60A60'],
    [{ kind: 'not-played' }, 'NP'],
    [
      {
        kind: 'weighted',
        parts: [
          { weight: 1, outcome: { kind: 'score', ns: 420 } },
          { weight: 1, outcome: { kind: 'score', ns: 400 } },
        ],
      },
      'W1:420;1:400',
    ],
  ];
  test.each(outcomes)('%o → %s', (outcome, text) => {
    expect(formatScoreField(outcome)).toBe(text);
  });

  test('a played line’s field is its written score, if any', () => {
    const played = { kind: 'played', contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 } as const;
    expect(formatScoreField(played)).toBe('');
    expect(formatScoreField({ ...played, score: 420 })).toBe('420');
  });

  test('read back', () => {
    expect(parseOutcomeFields({ score: 'A60A60' })).toEqual({
      ok: true,
      value: { kind: 'adjusted', ns: 'average-plus', ew: 'average-plus' },
    });
    for (const [outcome, text] of outcomes.filter(([o]) => o.kind !== 'adjusted')) {
      expect(parseOutcomeFields({ score: text })).toEqual({ ok: true, value: outcome });
    }
  });
});

describe('the edges of each field', () => {
  test('tricks 0 or a dash stand for nothing only on a passed-out board', () => {
    expect(parseOutcomeFields({ contract: 'Pass', tricks: ' 0 ' })).toStrictEqual({
      ok: true,
      value: { kind: 'played', contract: PASS },
    });
    // 4♠= is ten tricks: 0 disagrees, and a dash is no result.
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: '0' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-syntax', text: '0' } },
    });
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: '-' })).toMatchObject({
      ok: false,
      error: { field: 'tricks' },
    });
    expect(parseOutcomeFields({ contract: '4S=', declarer: 'S', tricks: '14' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'tricks-range', tricks: 14 } },
    });
  });

  test('a result joined to the contract that does not read is a result error, of the contract field', () => {
    expect(parseOutcomeFields({ contract: '4S-x', declarer: 'S' })).toMatchObject({
      ok: false,
      error: { field: 'contract', error: { code: 'result-syntax' } },
    });
  });

  test('digits then something else are no count of tricks', () => {
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: '10x' })).toEqual({
      ok: false,
      error: { field: 'tricks', error: { code: 'result-syntax', text: '10x' } },
    });
  });

  test('a declarer that is no seat on a passed-out board is quoted trimmed', () => {
    expect(parseOutcomeFields({ contract: 'Pass', declarer: ' Q ' })).toEqual({
      ok: false,
      error: { field: 'declarer', error: { code: 'declarer-unknown', text: 'Q' } },
    });
  });

  test('an outcome without a written score has no score field at all', () => {
    expect(parseOutcomeFields({ contract: 'Pass', declarer: 'E' })).toStrictEqual({
      ok: true,
      value: { kind: 'played', contract: PASS, declarer: 'E' },
    });
    expect(parseOutcomeFields({ contract: '4S', declarer: 'S', tricks: 10 })).toStrictEqual({
      ok: true,
      value: { kind: 'played', contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 },
    });
  });

  test('weighted scores: blanks around, full-width letters, and errors that quote the text trimmed', () => {
    expect(parseWeightedScore('  W1:420;1:400 ')).toMatchObject({ ok: true, value: { kind: 'weighted' } });
    expect(parseWeightedScore('\uFF371:420;1:400')).toEqual({
      ok: true,
      value: {
        kind: 'weighted',
        parts: [
          { weight: 1, outcome: { kind: 'score', ns: 420 } },
          { weight: 1, outcome: { kind: 'score', ns: 400 } },
        ],
      },
    });
    expect(parseWeightedScore(' XW1:420;1:50 ')).toEqual({
      ok: false,
      error: { code: 'weighted-syntax', text: 'XW1:420;1:50' },
    });
    expect(parseWeightedScore(' W420 ')).toEqual({
      ok: false,
      error: { code: 'weighted-syntax', text: 'W420' },
    });
    expect(parseWeightedScore('Wx30:420;70:50')).toEqual({
      ok: false,
      error: { code: 'weighted-syntax', text: 'x30:420' },
    });
    expect(parseWeightedScore('W30:420; x ')).toEqual({
      ok: false,
      error: { code: 'weighted-syntax', text: 'x' },
    });
  });

  test('a pass entered with a declarer is written Pass, which reads back', () => {
    const w = {
      kind: 'weighted',
      parts: [
        { weight: 1, outcome: { kind: 'played', contract: PASS, declarer: 'N' } },
        { weight: 1, outcome: { kind: 'score', ns: 100 } },
      ],
    } as const;
    expect(formatWeightedScore(w)).toBe('W1:Pass;1:100');
    expect(parseWeightedScore(formatWeightedScore(w)).ok).toBe(true);
  });
});
