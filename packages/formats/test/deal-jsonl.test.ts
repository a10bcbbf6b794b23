/**
 * Deals as JSON lines (`deal-jsonl.ts`), field by field as its overview lists
 * them: the names a deal may use, the ones that conflict, the type each takes,
 * the suggestion for a mistyped name (at most two edits: insert, delete or
 * replace a character), and the lines of a file whatever its line breaks.
 */
import { parseDealJsonLine, readDealJsonl, suggestDealField } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

describe('the field a mistyped one most looks like', () => {
  test.each([
    ['Vul', 'vul'], // case only
    ['CONTRACT', 'contract'],
    ['trick', 'tricks'], // one inserted
    ['boardx', 'board'], // one deleted
    ['boardxx', 'board'], // two deleted
    ['declerer', 'declarer'], // one replaced
    ['honors', 'honours'],
    ['Vulnerabilty', 'vulnerability'],
    // Two edits from both `by` (r→b, u→y) and `vul` (r→v, l added): the first of the list.
    ['ru', 'by'],
    ['', 'by'], // two inserted
  ])('%s: %s', (field, suggestion) => {
    expect(suggestDealField(field)).toBe(suggestion);
  });

  test.each([
    'qqq', // three edits from `by` and from `vul`, more from the others
    'tricksxyz', // three deleted
    'colour',
    'zzzz',
  ])('%j: none within two edits', (field) => {
    expect(suggestDealField(field)).toBeNull();
  });

  test('a long name is no name a field is near', () => {
    expect(suggestDealField(`vul${'x'.repeat(100)}`)).toBeNull();
  });
});

describe('one line', () => {
  test('every field, as the overview names them', () => {
    expect(
      parseDealJsonLine(
        '{"contract":"4HX","declarer":"W","result":"-2","vulnerability":"Both","honours":"EW 100","rules":"rubber"}',
      ),
    ).toEqual({
      ok: true,
      value: {
        fields: { contract: '4HX', declarer: 'W', result: '-2', vulnerability: 'Both', honours: 'EW 100' },
        rules: 'rubber',
      },
    });
    expect(parseDealJsonLine('{"contract":"1C","by":"E","tricks":"7","board":"12"}')).toEqual({
      ok: true,
      value: { fields: { contract: '1C', declarer: 'E', tricks: '7', board: '12' } },
    });
    expect(parseDealJsonLine('  {"contract":"Pass","result":0,"board":3}  ')).toEqual({
      ok: true,
      value: { fields: { contract: 'Pass', result: 0, board: 3 } },
    });
  });

  test('a field not given is not in the fields at all', () => {
    const r = parseDealJsonLine('{"contract":"Pass","by":null}');
    expect(r.ok && Object.keys(r.value.fields)).toEqual(['contract']);
    expect(r.ok && Object.keys(r.value)).toEqual(['fields']);
  });

  test('a field given as null is not given: no conflict, and nothing set', () => {
    expect(parseDealJsonLine('{"contract":"3NT","by":"N","declarer":null,"tricks":9,"result":null}')).toEqual(
      {
        ok: true,
        value: { fields: { contract: '3NT', declarer: 'N', tricks: 9 } },
      },
    );
    expect(
      parseDealJsonLine(
        '{"contract":"3NT","by":null,"declarer":"S","vul":null,"vulnerability":"NS","board":null,"honours":null,"rules":null}',
      ),
    ).toEqual({ ok: true, value: { fields: { contract: '3NT', declarer: 'S', vulnerability: 'NS' } } });
  });

  test.each([
    ['by', 'declarer'],
    ['vul', 'vulnerability'],
    ['vul', 'board'],
    ['vulnerability', 'board'],
    ['tricks', 'result'],
  ])('%s and %s together are a conflict', (a, b) => {
    const line = JSON.stringify({ contract: '4S', [a]: 'N', [b]: '1' });
    expect(parseDealJsonLine(line)).toEqual({
      ok: false,
      error: { code: 'field-conflict', field: a, other: b },
    });
    // Either one alone is not (whether its value means anything is for the deal's own checks).
    expect(parseDealJsonLine(JSON.stringify({ contract: '4S', [a]: 'N' })).ok).toBe(true);
    expect(parseDealJsonLine(JSON.stringify({ contract: '4S', [b]: '1' })).ok).toBe(true);
  });

  test.each([
    ['contract', 4, 'a text such as "4SX"'],
    ['contract', null, 'a text such as "4SX"'],
    ['by', 1, 'a text'],
    ['declarer', true, 'a text'],
    ['vul', 0, 'a text'],
    ['vulnerability', [], 'a text'],
    ['honours', 100, 'a text'],
    ['rules', {}, 'a text'],
    ['tricks', true, 'a number or a text'],
    ['board', [1], 'a number or a text'],
    ['result', {}, 'a number or a text'],
  ])('%s given as %j: a field-type error, "%s" expected', (field, value, expected) => {
    const line = JSON.stringify({ ...(field === 'contract' ? {} : { contract: '4S' }), [field]: value });
    expect(parseDealJsonLine(line)).toEqual({ ok: false, error: { code: 'field-type', field, expected } });
  });

  test('a missing contract is the contract’s type error', () => {
    expect(parseDealJsonLine('{"by":"N","tricks":10}')).toEqual({
      ok: false,
      error: { code: 'field-type', field: 'contract', expected: 'a text such as "4SX"' },
    });
  });

  test('an unknown field is named, with the fields a deal may have and the one meant', () => {
    expect(parseDealJsonLine('{"contract":"4S","trick":10}')).toEqual({
      ok: false,
      error: {
        code: 'field-unknown',
        field: 'trick',
        expected: 'contract, by, declarer, tricks, result, vul, vulnerability, board, honours, rules',
        suggestion: 'tricks',
      },
    });
    const far = parseDealJsonLine('{"contract":"4S","colour":"red"}');
    expect(!far.ok && far.error).toMatchObject({ code: 'field-unknown', field: 'colour', suggestion: null });
  });

  test.each(['', '   ', '\t'])('%j: an empty line', (line) => {
    expect(parseDealJsonLine(line)).toEqual({ ok: false, error: { code: 'json-line-empty' } });
  });

  test.each(['null', '5', '"4S"', '[{"contract":"4S"}]', ' true '])('%s: JSON, but not an object', (line) => {
    expect(parseDealJsonLine(line)).toEqual({
      ok: false,
      error: { code: 'json-syntax', detail: line.trim() },
    });
  });

  test('text that is not JSON: the parser’s own words', () => {
    const r = parseDealJsonLine('{contract:4S}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('json-syntax');
    let message = '';
    try {
      JSON.parse('{contract:4S}');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(r.error).toEqual({ code: 'json-syntax', detail: message });
  });
});

describe('a file of lines', () => {
  const deal = '{"contract":"4S","by":"S","tricks":10}';
  const fields = { contract: '4S', declarer: 'S', tricks: 10 };

  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('lines broken by %s', (_name, br) => {
    const r = readDealJsonl(`${deal}${br}${br}${deal}${br}`);
    expect(r.value).toEqual([
      { line: 1, request: { fields } },
      { line: 3, request: { fields } },
    ]);
    expect(r.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([[2, 1, 'json-line-empty']]);
    expect(r.tally).toEqual({ records: 3, used: 2, rejected: 1 });
  });

  test('only the last line break ends the text: a break more is an empty line', () => {
    expect(readDealJsonl(`${deal}\n`).tally).toEqual({ records: 1, used: 1, rejected: 0 });
    expect(readDealJsonl(`${deal}\n\n`).tally).toEqual({ records: 2, used: 1, rejected: 1 });
    expect(readDealJsonl(`${deal}\r\n\r\n`).tally).toEqual({ records: 2, used: 1, rejected: 1 });
    expect(readDealJsonl(deal).tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });

  test('no text, or one line break, is no line at all', () => {
    for (const text of ['', '\n', '\r\n', '\r']) {
      expect(readDealJsonl(text)).toEqual({
        value: [],
        problems: [],
        tally: { records: 0, used: 0, rejected: 0 },
      });
    }
  });

  test('problems name the file and the line, at column 1', () => {
    const r = readDealJsonl(`${deal}\n{"contract":"4S","Vul":"NS"}\n`, { file: 'deals.jsonl' });
    expect(r.problems).toEqual([
      {
        severity: 'error',
        file: 'deals.jsonl',
        line: 2,
        column: 1,
        error: {
          code: 'field-unknown',
          field: 'Vul',
          expected: 'contract, by, declarer, tricks, result, vul, vulnerability, board, honours, rules',
          suggestion: 'vul',
        },
      },
    ]);
  });

  test('bytes are decoded first, and what the decoding found comes first', () => {
    // Latin-1 bytes (é as 0xE9) are not UTF-8: read with a warning, the line kept.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"contract":"4S","by":"S","tricks":10,"rules":"caf'),
      0xe9,
      0x22,
      0x7d,
    ]);
    const r = readDealJsonl(bytes, { file: 'd.jsonl' });
    expect(r.value).toEqual([{ line: 1, request: { fields, rules: 'café' } }]);
    expect(r.problems.map((p) => [p.severity, p.file, p.error.code])).toEqual([
      ['warning', 'd.jsonl', 'file-encoding'],
    ]);
  });
});
