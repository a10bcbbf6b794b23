/**
 * The line notation of the sheet: deals and commands as a scorer types them.
 */
import {
  contractOf,
  formatSheetDeal,
  formatSheetLine,
  PASS,
  parseSheetDeal,
  parseSheetLine,
  type SheetLine,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetDealArb } from '../arbitraries.js';

describe('deals', () => {
  it.each([
    ['4SX S -2', { contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 }],
    ['3NT N =', { contract: contractOf(3, 'NT'), declarer: 'N', tricks: 9 }],
    ['3NT N 10', { contract: contractOf(3, 'NT'), declarer: 'N', tricks: 10 }],
    ['4H E +1', { contract: contractOf(4, 'H'), declarer: 'E', tricks: 11 }],
    ['4SX-2 S', { contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 }],
    ['4s -1 w', { contract: contractOf(4, 'S'), declarer: 'W', tricks: 9 }],
    ['4S by S 10', { contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 }],
    ['4♠X S −2', { contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 }],
    ['  6NTXX  N  +1  ', { contract: contractOf(6, 'NT', 'XX'), declarer: 'N', tricks: 13 }],
    ['2H N = # a comment', { contract: contractOf(2, 'H'), declarer: 'N', tricks: 8 }],
    [
      '3NT N = honours 150 N',
      {
        contract: contractOf(3, 'NT'),
        declarer: 'N',
        tricks: 9,
        honours: { kind: 'four-aces', holder: 'NS' },
      },
    ],
    [
      '4S S -1 hon 100 EW',
      {
        contract: contractOf(4, 'S'),
        declarer: 'S',
        tricks: 9,
        honours: { kind: 'four-trumps', holder: 'EW' },
      },
    ],
    [
      '4H E = honors 150 W',
      {
        contract: contractOf(4, 'H'),
        declarer: 'E',
        tricks: 10,
        honours: { kind: 'five-trumps', holder: 'EW' },
      },
    ],
    ['pass', { contract: PASS }],
    ['Pass', { contract: PASS }],
    ['P', { contract: PASS }],
  ])('%s', (text, expected) => {
    expect(parseSheetLine(text)).toEqual({ ok: true, value: { kind: 'deal', deal: expected } });
  });
});

describe('commands', () => {
  it.each([
    ['undo', { kind: 'undo' }],
    ['END', { kind: 'end' }],
    [' new ', { kind: 'new' }],
    [
      'fix 2 4S S =',
      {
        kind: 'fix',
        sheet: null,
        deal: 2,
        entry: { contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 },
      },
    ],
    ['fix 1.3 pass', { kind: 'fix', sheet: 1, deal: 3, entry: { contract: PASS } }],
  ])('%s', (text, expected) => {
    expect(parseSheetLine(text)).toEqual({ ok: true, value: expected });
  });
});

describe('bad lines', () => {
  it.each([
    ['', 'sheet-line-empty'],
    ['   # only a comment', 'sheet-line-empty'],
    ['4S', 'declarer-missing'],
    ['4S -1', 'declarer-missing'],
    ['4S S', 'result-missing'],
    ['4S S X', 'result-syntax'],
    ['8S S =', 'level-too-high'],
    ['4Q S =', 'strain-unknown'],
    ['hello', 'level-missing'],
    ['4SX-11 S', 'result-range'],
    ['4S S -11', 'result-range'],
    ['4S S 14', 'tricks-range'],
    ['4S S = extra', 'sheet-line-syntax'],
    ['3NT N = honours 100 N', 'honours-strain'],
    ['4S S = honours', 'honours-unknown'],
    ['4S S = honours 120 N', 'honours-unknown'],
    ['pass N', 'sheet-line-syntax'],
    ['undo 2', 'sheet-line-syntax'],
    ['fix', 'sheet-line-syntax'],
    ['fix x 4S S =', 'sheet-line-syntax'],
    ['fix 2', 'contract-empty'],
    ['fix 2 4S', 'declarer-missing'],
  ])('%j: %s', (text, code) => {
    const r = parseSheetLine(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        parseSheetLine(text);
        parseSheetDeal(text);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('4S', 'S', '=', '-1', '10', 'honours', '150', 'N', 'fix', '2', 'pass', 'X', '1.2'),
          {
            maxLength: 8,
          },
        ),
        (words) => {
          parseSheetLine(words.join(' '));
        },
      ),
    );
  });
});

describe('format', () => {
  it('writes the notation', () => {
    expect(formatSheetDeal({ contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 })).toBe('4SX S -2');
    expect(
      formatSheetDeal({ contract: contractOf(4, 'S', 'X'), declarer: 'S', tricks: 8 }, { symbols: true }),
    ).toBe('4♠X S −2');
    expect(
      formatSheetDeal({
        contract: contractOf(3, 'NT'),
        declarer: 'N',
        tricks: 9,
        honours: { kind: 'four-aces', holder: 'NS' },
      }),
    ).toBe('3NT N = honours 150 NS');
    expect(formatSheetDeal({ contract: PASS })).toBe('pass');
    expect(formatSheetLine({ kind: 'fix', sheet: 2, deal: 3, entry: { contract: PASS } })).toBe(
      'fix 2.3 pass',
    );
  });

  const lineArb: fc.Arbitrary<SheetLine> = fc.oneof(
    sheetDealArb().map((deal): SheetLine => ({ kind: 'deal', deal })),
    fc.constantFrom<SheetLine>({ kind: 'undo' }, { kind: 'end' }, { kind: 'new' }),
    fc
      .record({
        sheet: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
        deal: fc.integer({ min: 1, max: 99 }),
        entry: sheetDealArb(),
      })
      .map((f): SheetLine => ({ kind: 'fix', ...f })),
  );

  it('parse(format(x)) gives x back, with letters or symbols', () => {
    fc.assert(
      fc.property(lineArb, fc.boolean(), (line, symbols) => {
        expect(parseSheetLine(formatSheetLine(line, { symbols }))).toEqual({ ok: true, value: line });
      }),
    );
  });
});

describe('lines in detail', () => {
  it('a comment from the first character is an empty line', () => {
    expect(parseSheetLine('# only a comment')).toEqual({ ok: false, error: { code: 'sheet-line-empty' } });
  });

  it('a fix names its deal with digits only, and the error shows what was written', () => {
    expect(parseSheetLine('fix x2 pass')).toEqual({
      ok: false,
      error: { code: 'sheet-line-syntax', text: 'x2 pass' },
    });
    expect(parseSheetLine('fix 2x pass')).toEqual({
      ok: false,
      error: { code: 'sheet-line-syntax', text: '2x pass' },
    });
    expect(parseSheetLine('fix')).toEqual({ ok: false, error: { code: 'sheet-line-syntax', text: 'fix' } });
  });

  it('words left over are shown as written', () => {
    expect(parseSheetLine('4S S = extra words')).toEqual({
      ok: false,
      error: { code: 'sheet-line-syntax', text: 'extra words' },
    });
  });

  it('honours right after the contract: the declarer is still missing', () => {
    expect(parseSheetLine('4S hon 100 N')).toEqual({ ok: false, error: { code: 'declarer-missing' } });
  });

  it('the holder of honours is read as written, words apart', () => {
    // "E W" is two seats, not the side EW.
    expect(parseSheetLine('4S S -1 honours 100 E W')).toMatchObject({
      ok: false,
      error: { code: 'honours-holder', text: 'E W' },
    });
  });

  it('a passed-out deal takes no honours', () => {
    expect(parseSheetLine('pass hon 100 N')).toEqual({
      ok: false,
      error: { code: 'sheet-line-syntax', text: 'hon 100 N' },
    });
  });

  it('a second seat is not a second declarer', () => {
    expect(parseSheetLine('4S S N =')).toMatchObject({ ok: false, error: { code: 'result-syntax' } });
  });
});
