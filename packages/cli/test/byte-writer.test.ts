/**
 * The byte writer of big outputs: numbers written digit by digit must read
 * exactly as JavaScript writes them, and text of any size must come out whole
 * and in order, whether the output keeps the bytes or not.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ByteWriter } from '../dist/byte-writer.js';

/** A writer into a string, through bytes (as stdout) or through text (as the tests' Io). */
function capture(bytes: boolean, keeps = false) {
  const chunks: string[] = [];
  const sink = {
    out: (t: string) => {
      chunks.push(t);
    },
    ...(bytes
      ? {
          outBytes: (b: Uint8Array) => {
            chunks.push(Buffer.from(b).toString('utf8'));
            return keeps;
          },
        }
      : {}),
  };
  const w = new ByteWriter(sink);
  return {
    w,
    text: () => {
      w.end();
      return chunks.join('');
    },
  };
}

describe('numbers', () => {
  test('int writes what String writes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (x) => {
        const { w, text } = capture(true);
        w.int(x);
        expect(text()).toBe(String(x));
      }),
      { numRuns: 3000 },
    );
    for (const x of [0, -0, 1, -1, 10, 100, 420, -1440, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      const { w, text } = capture(true);
      w.int(x);
      expect(text()).toBe(String(x));
    }
  });

  test('two writes what JavaScript writes for the value rounded half up to hundredths', () => {
    const js = (x: number) => String(Math.round(x * 100 + 1e-7) / 100);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
          fc.integer({ min: -100000, max: 100000 }).map((n) => n / 100),
          fc.integer({ min: -100000, max: 100000 }).map((n) => n / 3),
          fc.double({ min: -1e16, max: 1e16, noNaN: true }),
        ),
        (x) => {
          const { w, text } = capture(true);
          w.two(x);
          expect(text()).toBe(js(x));
        },
      ),
      { numRuns: 5000 },
    );
    for (const x of [0, -0, 0.005, -0.005, 0.004, -0.004, 7.5, 33.335, 1e-9, -1e-9, 12.1, 1900, 57.75]) {
      const { w, text } = capture(true);
      w.two(x);
      expect(text()).toBe(js(x));
    }
  });
});

describe('text', () => {
  test('pieces of every size come out whole and in order, bytes kept or not, or as text', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.integer({ min: 1, max: 3 * 2 ** 20 }).map((n) => 'x'.repeat(n)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom(0, 1, 2), (pieces, how) => {
        const { w, text } = capture(how !== 2, how === 1);
        for (const [i, p] of pieces.entries()) {
          if (i % 3 === 0) w.text(p);
          else w.bytes(Buffer.from(p));
        }
        expect(text()).toBe(pieces.join(''));
      }),
      { numRuns: 60 },
    );
  });

  test('ascii pieces between numbers', () => {
    const { w, text } = capture(true);
    for (let k = 0; k < 200_000; k++) {
      w.ascii('{"n":');
      w.int(k);
      w.ascii('}');
    }
    const expected = Array.from({ length: 200_000 }, (_, k) => `{"n":${k}}`).join('');
    expect(text()).toBe(expected);
  });
});
