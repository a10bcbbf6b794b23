/**
 * Bytes to text: byte-order marks, UTF-8, the Latin-1 fallback.
 */
import {
  decodeText,
  encodeText,
  encodingProblem,
  inputText,
  isAsciiText,
  sniffEncoding,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

describe('decodeText', () => {
  test.each([
    ['UTF-8 without BOM', [0x43, 0x61, 0x66, 0xc3, 0xa9], 'Café', 'utf-8', false, false],
    ['UTF-8 with BOM', [0xef, 0xbb, 0xbf, 0x43, 0xc3, 0xa9], 'Cé', 'utf-8', true, false],
    ['UTF-16 LE with BOM', [0xff, 0xfe, 0x43, 0x00, 0xe9, 0x00], 'Cé', 'utf-16le', true, false],
    ['UTF-16 BE with BOM', [0xfe, 0xff, 0x00, 0x43, 0x00, 0xe9], 'Cé', 'utf-16be', true, false],
    ['Latin-1', [0x43, 0x61, 0x66, 0xe9], 'Café', 'windows-1252', false, true],
    ['Windows-1252 quotes', [0x93, 0x41, 0x94], '\u201cA\u201d', 'windows-1252', false, true],
    ['empty', [], '', 'utf-8', false, false],
  ])('%s', (_, bytes, text, encoding, bom, fallback) => {
    expect(decodeText(Uint8Array.from(bytes))).toEqual({ text, encoding, bom, fallback });
  });

  test('a forced encoding wins', () => {
    expect(decodeText(Uint8Array.from([0xc3, 0xa9]), { encoding: 'windows-1252' }).text).toBe('Ã©');
  });

  test('property: any text survives encodeText → decodeText, with or without BOM', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.boolean(), (text, bom) => {
        expect(decodeText(encodeText(text, { bom })).text).toBe(text);
      }),
    );
  });

  test('property: never throws on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => void decodeText(b)),
      { numRuns: 2000 },
    );
  });
});

describe('UTF-16 without a byte-order mark, by its NUL bytes', () => {
  const le = (s: string) => Uint8Array.from([...s].flatMap((c) => [c.charCodeAt(0), 0]));
  const be = (s: string) => Uint8Array.from([...s].flatMap((c) => [0, c.charCodeAt(0)]));

  test('Latin text as UTF-16: a NUL in every other byte', () => {
    expect(sniffEncoding(le('[Board "1"]\n'))).toEqual({ encoding: 'utf-16le', bom: 0 });
    expect(sniffEncoding(be('[Board "1"]\n'))).toEqual({ encoding: 'utf-16be', bom: 0 });
    expect(decodeText(le('Café'))).toEqual({
      text: 'Café',
      encoding: 'utf-16le',
      bom: false,
      fallback: false,
    });
    expect(decodeText(be('Café'))).toEqual({
      text: 'Café',
      encoding: 'utf-16be',
      bom: false,
      fallback: false,
    });
  });

  test('a byte-order mark: its length, and the encoding it names', () => {
    expect(sniffEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ encoding: 'utf-8', bom: 3 });
    expect(sniffEncoding(Uint8Array.from([0xff, 0xfe]))).toEqual({ encoding: 'utf-16le', bom: 2 });
    expect(sniffEncoding(Uint8Array.from([0xfe, 0xff]))).toEqual({ encoding: 'utf-16be', bom: 2 });
    // Two bytes of the UTF-8 mark are not the mark.
    expect(sniffEncoding(Uint8Array.from([0xef, 0xbb, 0x41, 0x42]))).toEqual({ encoding: null, bom: 0 });
    expect(sniffEncoding(Uint8Array.from([0xef, 0x41, 0xbf, 0x42]))).toEqual({ encoding: null, bom: 0 });
    // One byte of a UTF-16 mark is not the mark either (ÿ and þ in Latin-1).
    expect(sniffEncoding(Uint8Array.from([0xff, 0x41]))).toEqual({ encoding: null, bom: 0 });
    expect(sniffEncoding(Uint8Array.from([0xfe, 0x41]))).toEqual({ encoding: null, bom: 0 });
  });

  test("a mark's later bytes after another first byte are no mark", () => {
    // BB BF after A (not EF), FE after A (not FF), FF after A (not FE): no NUL either, so nothing said.
    expect(sniffEncoding(Uint8Array.from([0x41, 0xbb, 0xbf, 0x42]))).toEqual({ encoding: null, bom: 0 });
    expect(sniffEncoding(Uint8Array.from([0x41, 0xfe, 0x42, 0x43]))).toEqual({ encoding: null, bom: 0 });
    expect(sniffEncoding(Uint8Array.from([0x41, 0xff, 0x42, 0x43]))).toEqual({ encoding: null, bom: 0 });
    // Not UTF-8 (BB and BF are continuation bytes with no first byte): Windows-1252, every byte kept.
    expect(decodeText(Uint8Array.from([0x41, 0xbb, 0xbf, 0x42]))).toEqual({
      text: 'A»¿B',
      encoding: 'windows-1252',
      bom: false,
      fallback: true,
    });
  });

  test('the thresholds: NULs in at least a quarter of the pairs in one place, at most one in eight of those in the other', () => {
    // 8 pairs. A NUL second in 2 of them (a quarter): little-endian; in 1: nothing said.
    const pairs = (second: number, first: number) =>
      Uint8Array.from(
        Array.from({ length: 8 }, (_, i) => [i < first ? 0 : 0x41, i >= 8 - second ? 0 : 0x42]).flat(),
      );
    expect(sniffEncoding(pairs(2, 0)).encoding).toBe('utf-16le');
    expect(sniffEncoding(pairs(1, 0)).encoding).toBeNull();
    // 8 NULs second and 1 first (one in eight): still little-endian; 2 first: nothing said.
    expect(sniffEncoding(pairs(8, 1)).encoding).toBe('utf-16le');
    expect(sniffEncoding(pairs(8, 2)).encoding).toBeNull();
    // The same the other way round.
    const swap = (b: Uint8Array) => Uint8Array.from(b, (_, i) => b[i ^ 1] as number);
    expect(sniffEncoding(swap(pairs(2, 0))).encoding).toBe('utf-16be');
    expect(sniffEncoding(swap(pairs(1, 0))).encoding).toBeNull();
    expect(sniffEncoding(swap(pairs(8, 1))).encoding).toBe('utf-16be');
    expect(sniffEncoding(swap(pairs(8, 2))).encoding).toBeNull();
  });

  test('only whole pairs of the first 4 KiB count; one byte says nothing', () => {
    expect(sniffEncoding(Uint8Array.from([0x41])).encoding).toBeNull();
    expect(sniffEncoding(Uint8Array.from([0x41, 0])).encoding).toBe('utf-16le');
    // A NUL as the odd last byte is no pair: 3 bytes, one pair, no NUL in it.
    expect(sniffEncoding(Uint8Array.from([0x41, 0x42, 0])).encoding).toBeNull();
    // 4 KiB of ASCII, then UTF-16: the first 4 KiB decide.
    const late = new Uint8Array(4096 + 4096).fill(0x41);
    for (let i = 4097; i < late.length; i += 2) late[i] = 0;
    expect(sniffEncoding(late).encoding).toBeNull();
    const early = new Uint8Array(4096 + 4096).fill(0x41);
    for (let i = 4095; i < 4096 + 1024; i += 2) early[i] = 0;
    // The NULs at 4095, 4097 …: only the one at 4095 is in the first 4 KiB, 1 of 2048 pairs.
    expect(sniffEncoding(early).encoding).toBeNull();
  });
});

describe('declared encodings and Windows-1252', () => {
  test('a forced encoding still drops the byte-order mark, and says it was there', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xe9]), { encoding: 'windows-1252' })).toEqual(
      {
        text: 'Aé',
        encoding: 'windows-1252',
        bom: true,
        fallback: false,
      },
    );
  });

  test('a second byte-order mark after the first is a character of the text (U+FEFF)', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41])).text).toBe('\ufeffA');
    expect(decodeText(Uint8Array.from([0xff, 0xfe, 0xff, 0xfe, 0x41, 0]))).toEqual({
      text: '\ufeffA',
      encoding: 'utf-16le',
      bom: true,
      fallback: false,
    });
  });

  test('a bad byte in a file with a UTF-8 mark is one replacement character, not a lost file', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xe9, 0x42]))).toEqual({
      text: 'A\ufffdB',
      encoding: 'utf-8',
      bom: true,
      fallback: false,
    });
  });

  test("Windows-1252's five undefined bytes stay as their C1 code; its others are its characters", () => {
    const bytes = Uint8Array.from([0x80, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x9f, 0xa0, 0xff]);
    expect(decodeText(bytes).text).toBe('€\u0081\u008d\u008f\u0090\u009dŸ\u00a0ÿ');
  });

  test('a long Latin-1 file comes out whole (more than one run of characters)', () => {
    for (const n of [8191, 8192, 8193, 20000]) {
      const text = decodeText(new Uint8Array(n).fill(0xe9)).text;
      expect(text).toBe('é'.repeat(n));
    }
  });

  test('a Latin-1 file of 8 MiB comes out whole: no call is given all its characters at once', () => {
    // One String.fromCharCode call with 2^23 arguments would overflow the stack.
    const n = 2 ** 23;
    const bytes = new Uint8Array(n).fill(0xe9);
    bytes[n - 1] = 0x80;
    const text = decodeText(bytes).text;
    expect(text.length).toBe(n);
    expect(text.startsWith('éé')).toBe(true);
    expect(text.endsWith('é€')).toBe(true);
    expect(text === `${'é'.repeat(n - 1)}€`).toBe(true);
  });
});

describe('what a reader is given', () => {
  test('encodeText: a byte-order mark only when asked', () => {
    expect([...encodeText('é')]).toEqual([0xc3, 0xa9]);
    expect([...encodeText('é', { bom: true })]).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xa9]);
    expect([...encodeText('é', { bom: false })]).toEqual([0xc3, 0xa9]);
  });

  test('encodingProblem: a warning at line 1, column 1, only for a guess', () => {
    const guessed = decodeText(Uint8Array.from([0xe9]));
    expect(encodingProblem(guessed, 'a.csv')).toEqual({
      severity: 'warning',
      file: 'a.csv',
      line: 1,
      column: 1,
      error: { code: 'file-encoding', encoding: 'windows-1252' },
    });
    expect(encodingProblem(decodeText(Uint8Array.from([0x41])), 'a.csv')).toBeNull();
  });

  test('inputText: a text as it is; bytes decoded, with the warning when guessed; bytes already decoded', () => {
    expect(inputText('é', 'a.pbn')).toEqual({ text: 'é', problems: [] });
    const latin = inputText(Uint8Array.from([0x43, 0xe9]), 'a.pbn');
    expect(latin.text).toBe('Cé');
    expect(latin.problems.map((p) => [p.severity, p.file, p.error.code])).toEqual([
      ['warning', 'a.pbn', 'file-encoding'],
    ]);
    expect(inputText(Uint8Array.from([0x43, 0xc3, 0xa9]), 'a.pbn')).toEqual({ text: 'Cé', problems: [] });
    const decoded = { text: 'x', encoding: 'windows-1252', bom: false, fallback: true } as const;
    expect(inputText(decoded, 'b.pbn')).toEqual({
      text: 'x',
      problems: [encodingProblem(decoded, 'b.pbn')],
    });
  });

  test('isAsciiText: code points 0 to 127 only', () => {
    expect(isAsciiText('')).toBe(true);
    expect(isAsciiText('\u0000[Board "1"]\u007f')).toBe(true);
    expect(isAsciiText('abc\u0080')).toBe(false);
    expect(isAsciiText('é abc')).toBe(false);
  });
});
