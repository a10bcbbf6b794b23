/**
 * Bytes to text: byte-order marks, UTF-8, the Latin-1 fallback.
 */
import { decodeText, encodeText } from '@bridge-score/formats';
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
