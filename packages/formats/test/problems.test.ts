/**
 * Problems quote a file safely (at most 80 characters, control and
 * direction-changing characters escaped) and keep the reader's accounting
 * (used + rejected = records, one error a rejected record).
 */
import { bounded, excerpt, Problems } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

describe('excerpt', () => {
  test.each([
    ['a\u0000b', 'a\\x00b'],
    ['tab\there', 'tab\\there'],
    ['line\r\nbreak', 'line\\r\\nbreak'],
    ['\u202eevil', '\\u202eevil'],
    ['\u0085next', '\\x85next'],
    ['René ♠Q', 'René ♠Q'],
  ])('%j is quoted as %j', (text, quoted) => {
    expect(excerpt(text)).toBe(quoted);
  });

  test('a long text is cut to 80 characters, an ellipsis last; never half an escape', () => {
    expect(excerpt('x'.repeat(20000))).toBe(`${'x'.repeat(79)}…`);
    const cut = excerpt(`${'y'.repeat(77)}\u0000\u0000`);
    expect(cut).toBe(`${'y'.repeat(77)}…`);
  });

  test('property: at most 80 characters, no control character, the same when quoted again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        const q = excerpt(s);
        expect(q.length).toBeLessThanOrEqual(80);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must not be there
        expect(q).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
        expect(excerpt(q)).toBe(q);
      }),
      { numRuns: 3000 },
    );
  });

  test('bounded: every text of an error and of its cause, not the code or what was expected', () => {
    const long = 'z'.repeat(100);
    expect(
      bounded({
        code: 'value-invalid',
        field: 'Contract',
        text: long,
        cause: { code: 'level-missing', text: '\u0000' },
      }),
    ).toEqual({
      code: 'value-invalid',
      field: 'Contract',
      text: `${'z'.repeat(79)}…`,
      cause: { code: 'level-missing', text: '\\x00' },
    });
    const expected = 'a, '.repeat(40);
    expect(bounded({ code: 'field-unknown', field: 'x', expected })).toEqual({
      code: 'field-unknown',
      field: 'x',
      expected,
    });
  });
});

describe('Problems', () => {
  test('the tally: records = used + rejected, each rejected record one error', () => {
    const p = new Problems('f.csv');
    p.use(3);
    p.reject({ line: 4, column: 1 }, { code: 'csv-quote' });
    p.warning({ line: 5, column: 1 }, { code: 'csv-quote' });
    p.use();
    expect(p.tally).toEqual({ records: 5, used: 4, rejected: 1 });
    expect(p.errors).toBe(1);
    expect(p.list.map((x) => [x.severity, x.line])).toEqual([
      ['error', 4],
      ['warning', 5],
    ]);
  });
});
