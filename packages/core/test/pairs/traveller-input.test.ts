import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  contractOf,
  formatWeightedScore,
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
