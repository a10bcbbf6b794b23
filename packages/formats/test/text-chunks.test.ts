/**
 * A file's bytes decoded a chunk at a time: the same text as the whole file decoded at
 * once, wherever the chunks are cut; the first bytes decide the encoding; bytes that are
 * not UTF-8 turn the rest of the file to Windows-1252 from the first bad byte on.
 */
import { ChunkDecoder, declaredXmlEncoding } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

/** Decodes bytes cut into chunks of `size` (the last shorter). */
function inChunks(bytes: Uint8Array, size: number, asciiText?: (b: Uint8Array) => string | null) {
  const d = new ChunkDecoder(asciiText);
  let text = '';
  for (let i = 0; i < bytes.length; i += size) text += d.decode(bytes.slice(i, i + size));
  text += d.end();
  return { text, fellBack: d.fellBack };
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: (Uint8Array | number[])[]) => {
  const all = parts.flatMap((p) => [...p]);
  return Uint8Array.from(all);
};
/** Text of more than 200 bytes, so that the first chunks go past the head. */
const LONG = `[Event "Soirée d'été"]\n[Site "桥牌俱乐部 🂡"]\n${'[Board "1"]\n'.repeat(20)}`;

describe('UTF-8', () => {
  test('cut anywhere, the same text (characters of 2, 3 and 4 bytes cut between chunks)', () => {
    const bytes = utf8(LONG);
    for (const size of [1, 2, 3, 5, 7, 64, 199, 200, 201, 4096]) {
      expect(inChunks(bytes, size)).toEqual({ text: LONG, fellBack: false });
    }
  });

  test('a byte-order mark is not part of the text', () => {
    expect(inChunks(concat([0xef, 0xbb, 0xbf], utf8(LONG)), 50).text).toBe(LONG);
  });

  test('a second byte-order mark after the first is a character of the text (U+FEFF), as in a whole file', () => {
    const bytes = concat([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], utf8(LONG));
    for (const size of [1, 50, 4096])
      expect(inChunks(bytes, size)).toEqual({ text: `\ufeff${LONG}`, fellBack: false });
  });

  test('200 bytes are enough to decide: their text comes with the chunk that completes them', () => {
    const d = new ChunkDecoder();
    expect(d.decode(utf8('a'.repeat(199)))).toBe('');
    expect(d.decode(utf8('b'))).toBe(`${'a'.repeat(199)}b`);
    expect(d.decode(utf8('c'))).toBe('c');
    expect(d.end()).toBe('');
  });

  test('a short file (under 200 bytes) comes out at the end', () => {
    const d = new ChunkDecoder();
    expect(d.decode(utf8('[Board "1"]\n'))).toBe('');
    expect(d.decode(utf8('é'))).toBe('');
    expect(d.end()).toBe('[Board "1"]\né');
    expect(new ChunkDecoder().end()).toBe('');
  });

  test('a character cut off at the end of the file: its bytes read as Windows-1252', () => {
    // € is E2 82 AC in UTF-8; its first two bytes are â and ‚ in Windows-1252.
    expect(inChunks(concat(utf8(LONG), [0xe2, 0x82]), 100)).toEqual({ text: `${LONG}â‚`, fellBack: true });
  });
});

describe('bytes that are not UTF-8', () => {
  // The text before the first bad byte stays UTF-8; from it on, every byte is Windows-1252.
  test.each([
    ['a lone Latin-1 é', [0xe9, 0x41], 'éA'],
    ['an overlong two-byte form', [0xc0, 0x80], 'À€'],
    ['continuation bytes with no first byte', [0x80, 0x80, 0x80, 0x80], '€€€€'],
    ['C1, never a first byte', [0xc1, 0xbf], 'Á¿'],
    ['an overlong three-byte form', [0xe0, 0x80, 0x80], 'à€€'],
    ['a surrogate', [0xed, 0xa0, 0x80], 'í\u00a0€'],
    ['an overlong four-byte form', [0xf0, 0x8f, 0x80, 0x80], 'ð\u008f€€'],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 'ô\u0090€€'],
    ['F5, never a first byte', [0xf5, 0x80, 0x80, 0x80], 'õ€€€'],
    ['a continuation byte missing in three', [0xe2, 0x82, 0x41], 'â‚A'],
    ['a continuation byte missing after E0 A0 (the first three-byte lead)', [0xe0, 0xa0, 0x41], 'à\u00a0A'],
    ['a continuation byte missing in four', [0xf0, 0x9f, 0x82, 0x41], 'ðŸ‚A'],
  ])('%s', (_, bad, tail) => {
    // Before it, the first and last characters of each length and lead byte: C2 and DF, E0 A0, ED 9F,
    // EE, EF BF, F0 90, F4 8F; all read as UTF-8 when the whole file is one chunk.
    const before = `${LONG}é€🂡£\u07ff\u0800\ud7ff\ue000\uffff\u{10000}\u{10ffff}`;
    const bytes = concat(utf8(before), bad, utf8('x'));
    for (const size of [1, 3, 256, 4096]) {
      expect(inChunks(bytes, size)).toEqual({ text: `${before}${tail}x`, fellBack: true });
    }
  });

  test('the largest characters of each length are UTF-8', () => {
    // U+07FF, U+D7FF (below the surrogates), U+E000 (above), U+FFFF, U+10FFFF.
    const text = `${LONG}\u07ff\ud7ff\ue000\uffff\u{10ffff}`;
    expect(inChunks(utf8(text), 7)).toEqual({ text, fellBack: false });
  });

  test('a character begun three chunks before the bad byte keeps its bytes', () => {
    // E2 82 then A: the character € never ends. Cut one byte a chunk, E2 and 82 are two chunks.
    const bytes = concat(utf8(LONG), [0xe2], [0x82], [0x41]);
    expect(inChunks(bytes, 1)).toEqual({ text: `${LONG}â‚A`, fellBack: true });
    const four = concat(utf8(LONG), [0xf0, 0x9f, 0x82]);
    for (const size of [1, 2]) expect(inChunks(four, size)).toEqual({ text: `${LONG}ðŸ‚`, fellBack: true });
  });

  test('after a bad byte, the rest of the file is Windows-1252, even what would be UTF-8', () => {
    // E9 then A is not UTF-8; the é after them, UTF-8's C3 A9, is then Ã©, in the same chunk or later ones.
    const bytes = concat(utf8(LONG), [0xe9, 0x41], utf8('é'));
    for (const size of [1, 64])
      expect(inChunks(bytes, size)).toEqual({ text: `${LONG}éAÃ©`, fellBack: true });
  });

  test("a mark's later bytes after another first byte are no mark (Windows-1252 here)", () => {
    // A then FE, A then FF, A then BB BF: none of them a mark, and FE, FF, BB are not UTF-8.
    for (const [start, text] of [
      [[0x41, 0xfe], 'Aþ'],
      [[0x41, 0xff], 'Aÿ'],
      [[0x41, 0xbb, 0xbf], 'A»¿'],
    ] as const) {
      const ascii = '[Board "1"]\n'.repeat(20);
      expect(inChunks(concat([...start], utf8(ascii)), 100)).toEqual({
        text: `${text}${ascii}`,
        fellBack: true,
      });
    }
  });

  test('first bytes that only begin a byte-order mark are text (Windows-1252 here)', () => {
    // ÿ, þ and ï are FF, FE and EF in Windows-1252; », ¿ are BB, BF.
    for (const [start, text] of [
      [[0xff, 0x41], 'ÿA'],
      [[0xfe, 0x41], 'þA'],
      [[0xef, 0x41, 0xbf], 'ïA¿'],
      [[0xef, 0xbb, 0x41], 'ï»A'],
    ] as const) {
      const ascii = '[Board "1"]\n'.repeat(20);
      expect(inChunks(concat([...start], utf8(ascii)), 100)).toEqual({
        text: `${text}${ascii}`,
        fellBack: true,
      });
    }
  });
});

describe('the first bytes decide', () => {
  test.each([
    ['UTF-16 LE', [0xff, 0xfe], 'utf-16le'],
    ['UTF-16 BE', [0xfe, 0xff], 'utf-16be'],
  ])('%s by its byte-order mark, cut at odd places', (_, bom, label) => {
    const body = [...LONG].flatMap((ch) => {
      const units: number[] = [];
      for (let i = 0; i < ch.length; i++) {
        const u = ch.charCodeAt(i);
        units.push(...(label === 'utf-16le' ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
      }
      return units;
    });
    for (const size of [1, 3, 201]) {
      expect(inChunks(concat(bom, body), size)).toEqual({ text: LONG, fellBack: false });
    }
  });

  test('UTF-16: a last character cut off at the end is one replacement character (U+FFFD), as in a whole file', () => {
    // An odd last byte is half a code unit; D8 3C (LE 3C D8) is a high surrogate with no low one after it.
    const units = (s: string, le: boolean) =>
      [...s].flatMap((ch) => {
        const out: number[] = [];
        for (let i = 0; i < ch.length; i++) {
          const u = ch.charCodeAt(i);
          out.push(...(le ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
        }
        return out;
      });
    for (const size of [1, 64, 4096]) {
      expect(inChunks(concat([0xff, 0xfe], units(LONG, true), [0x41]), size)).toEqual({
        text: `${LONG}\ufffd`,
        fellBack: false,
      });
      expect(inChunks(concat([0xfe, 0xff], units(LONG, false), [0x00]), size)).toEqual({
        text: `${LONG}\ufffd`,
        fellBack: false,
      });
      expect(inChunks(concat([0xff, 0xfe], units(LONG, true), [0x3c, 0xd8]), size).text).toBe(
        `${LONG}\ufffd`,
      );
      expect(inChunks(concat([0xfe, 0xff], units(LONG, false), [0xd8, 0x3c]), size).text).toBe(
        `${LONG}\ufffd`,
      );
    }
  });

  test('UTF-16: a second byte-order mark after the first is a character of the text (U+FEFF)', () => {
    const le = concat(
      [0xff, 0xfe, 0xff, 0xfe],
      LONG.split('').flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    );
    expect(inChunks(le, 300).text).toBe(`\ufeff${LONG}`);
    const be = concat(
      [0xfe, 0xff, 0xfe, 0xff],
      LONG.split('').flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]),
    );
    expect(inChunks(be, 300).text).toBe(`\ufeff${LONG}`);
  });

  test.each(['ISO-8859-1', 'iso8859-1', 'latin1', 'Latin-1', 'windows-1252', 'CP1252', 'us-ascii'])(
    'an XML declaration naming %s: Windows-1252, no fallback',
    (name) => {
      const head = `<?xml version="1.0" encoding="${name}"?>\n<USEBIO>${' '.repeat(200)}`;
      const bytes = concat(utf8(head), [0xe9, 0x80, 0x93, 0x41, 0x94]);
      expect(inChunks(bytes, 16)).toEqual({ text: `${head}é€\u201cA\u201d`, fellBack: false });
    },
  );

  test('an XML declaration naming UTF-8: UTF-8, and a bad byte falls back', () => {
    const head = `<?xml version="1.0" encoding='UTF-8'?>\n<USEBIO>${' '.repeat(200)}`;
    expect(inChunks(concat(utf8(head), utf8('é')), 16)).toEqual({ text: `${head}é`, fellBack: false });
    expect(inChunks(concat(utf8(head), [0xe9]), 16)).toEqual({ text: `${head}é`, fellBack: true });
  });

  test("the declaration's bytes are read one byte a character: NUL bytes after it do not make them UTF-16", () => {
    // 43 bytes of declaration, then 78 times A and NUL: in the first 200 bytes, a NUL in every other byte of most of them.
    const decl = '<?xml version="1.0" encoding="ISO-8859-1"?>';
    const nuls = 'A\u0000'.repeat(78);
    const bytes = concat(utf8(decl), utf8(nuls), [0xe9]);
    expect(bytes.length).toBe(200);
    expect(inChunks(bytes, 300)).toEqual({ text: `${decl}${nuls}é`, fellBack: false });
  });

  test('a declaration after a UTF-8 byte-order mark counts', () => {
    const head = `<?xml version="1.0" encoding="ISO-8859-1"?>${' '.repeat(200)}`;
    expect(inChunks(concat([0xef, 0xbb, 0xbf], utf8(head), [0xe9]), 300)).toEqual({
      text: `${head}é`,
      fellBack: false,
    });
  });

  test('declaredXmlEncoding: the name in lower case, from a declaration only at the start', () => {
    expect(declaredXmlEncoding(' <?xml version="1.0" encoding = "ISO-8859-1" ?>')).toBe('iso-8859-1');
    expect(declaredXmlEncoding("<?xml encoding='Windows-1252'?>")).toBe('windows-1252');
    expect(declaredXmlEncoding('<?xml version="1.0"?>')).toBeUndefined();
    expect(declaredXmlEncoding('<a/><?xml encoding="latin1"?>')).toBeUndefined();
    expect(declaredXmlEncoding('<?xml myencoding="latin1"?>')).toBeUndefined();
  });
});

describe('the caller’s own reading of ASCII chunks', () => {
  const ascii = (b: Uint8Array) =>
    b.every((x) => x < 0x80) ? String.fromCharCode(...b).toUpperCase() : null;

  test('used for a chunk it can read, not for one it cannot', () => {
    // The first chunk (256 bytes) holds an é: read as UTF-8; the second is ASCII: the caller's.
    const first = `${'a'.repeat(250)}é${'b'.repeat(4)}`;
    const bytes = concat(utf8(first), utf8('bbbbbbcd'));
    expect(inChunks(bytes, 256, ascii).text).toBe(`${first}BBBBBBCD`);
  });

  test('not used for an ASCII chunk that follows a character begun and never ended', () => {
    // C3 begins a character; "bc" does not end it: C3 is Ã in Windows-1252, and the rest follows it.
    const d = new ChunkDecoder(ascii);
    let out = d.decode(concat(utf8('a'.repeat(255)), [0xc3]));
    out += d.decode(utf8('bc'));
    out += d.end();
    expect(out).toBe(`${'a'.repeat(255)}Ãbc`);
    expect(d.fellBack).toBe(true);
  });

  test('not used while a character cut between chunks is waiting for its last bytes', () => {
    // é (C3 A9) cut after C3: the next chunk starts with A9, then ASCII.
    const bytes = concat(utf8('a'.repeat(255)), [0xc3], [0xa9], utf8('bc'));
    const d = new ChunkDecoder(ascii);
    let out = d.decode(bytes.slice(0, 256));
    out += d.decode(bytes.slice(256, 257));
    out += d.decode(bytes.slice(257));
    out += d.end();
    expect(out).toBe(`${'a'.repeat(255)}éBC`);
  });
});
