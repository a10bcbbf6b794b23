/**
 * The byte writer of big outputs: text of any size must come out whole and in
 * order, whether the output keeps the bytes, reuses its buffer, or takes text.
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
        for (const p of pieces) w.text(p);
        expect(text()).toBe(pieces.join(''));
      }),
      { numRuns: 60 },
    );
  });
});
