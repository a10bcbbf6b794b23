/**
 * The session's traveller CSV: written back in the form it is read, and
 * never a throw on any text.
 */
import { readFileSync } from 'node:fs';
import {
  eventOfResults,
  formatTravellerCsv,
  Problems,
  pbnResults,
  readCsv,
  readTravellerCsv,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readGoldenPbn } from './helpers.js';

const example = readFileSync(new URL('../../../examples/club-evening.csv', import.meta.url), 'utf8');

describe('formatTravellerCsv', () => {
  test('the club evening: read → write → read gives the same event, and the same text again', () => {
    const first = readTravellerCsv(example, 'mitchell');
    expect(first.errors).toEqual([]);
    const text = formatTravellerCsv(first.event);
    const second = readTravellerCsv(text, 'mitchell');
    expect(second.errors).toEqual([]);
    expect(second.event).toEqual(first.event);
    expect(formatTravellerCsv(second.event)).toBe(text);
  });

  test('a PBN evening as travellers: the lines, their results, the names', () => {
    const problems = new Problems('mitchell.pbn');
    const event = eventOfResults(pbnResults(readGoldenPbn('mitchell.pbn').value, problems), problems);
    const text = formatTravellerCsv(event);
    expect(text.split('\n')[0]).toBe('board,ns,ew,contract,declarer,tricks,score,lead,ns_names,ew_names');
    expect(text).toContain('2,2,2,4HX,E,8,300,S2,Carol King & Dan Webb,Iris Todd & Jack Shaw');
    expect(text).toContain('2,3,3,Pass,,,,,Eve Lloyd & Frank Hale,Kate Ward & Liam Cole');
    const back = readTravellerCsv(text, 'mitchell');
    expect(back.errors).toEqual([]);
    expect(back.event.results).toEqual(event.results);
  });
});

describe('never throws', () => {
  test('property: readCsv and readTravellerCsv on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        readCsv(s);
        readTravellerCsv(s, 'mitchell');
        readTravellerCsv(`board,ns,ew,contract,declarer,tricks,score\n${s}`, 'howell');
      }),
      { numRuns: 2000 },
    );
  });
});
