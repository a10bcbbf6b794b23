/**
 * Big outputs written as bytes: text, known ASCII pieces and numbers go
 * straight into one buffer, which goes to the output about a megabyte at a
 * time. A million-line session's JSON is never one string, and its numbers
 * are never strings at all: making a string per traveller line and encoding
 * it cost more than the scoring.
 *
 * @example
 * const out = new ByteWriter(io);
 * out.ascii('{"ns":'); out.int(3); out.ascii(',"nsPoints":'); out.two(7.5); out.ascii('}\n');
 * out.end(); // {"ns":3,"nsPoints":7.5}
 */
import type { Io } from './shared.js';

/** Where the bytes go: text, or bytes that are already UTF-8 (see `Io`). */
export type ByteSink = Pick<Io, 'out' | 'outBytes'>;

const SIZE = 1 << 21;
const FLUSH_AT = 1 << 20;
/** Room for any number `int` or `two` writes (sign and 16 digits, a point, two decimals). */
const NUMBER_ROOM = 24;

export class ByteWriter {
  private buf = Buffer.allocUnsafe(SIZE);
  private used = 0;
  /** Digits of a number, written backwards. */
  private readonly digits = new Uint8Array(NUMBER_ROOM);

  constructor(private readonly io: ByteSink) {}

  /** Any text, as UTF-8. */
  text(s: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.used + s.length * 3 > this.buf.length) {
      this.end();
      if (s.length * 3 > this.buf.length) {
        this.io.out(s);
        return;
      }
    }
    this.used += this.buf.write(s, this.used, 'utf8');
    if (this.used >= FLUSH_AT) this.end();
  }

  /** Bytes made once (a cached piece of output). */
  bytes(b: Uint8Array): void {
    if (this.used + b.length > this.buf.length) {
      this.end();
      if (b.length > this.buf.length) {
        this.io.out(Buffer.from(b).toString('utf8'));
        return;
      }
    }
    this.buf.set(b, this.used);
    this.used += b.length;
    if (this.used >= FLUSH_AT) this.end();
  }

  /** A short text the caller knows is ASCII (JSON punctuation and names): one byte a character. */
  ascii(s: string): void {
    if (s.length > FLUSH_AT) {
      this.text(s);
      return;
    }
    if (this.used + s.length > this.buf.length) this.end();
    const buf = this.buf;
    let at = this.used;
    for (let i = 0; i < s.length; i++) buf[at++] = s.charCodeAt(i);
    this.used = at;
  }

  /** A number as JavaScript writes it (`String(x)`); integers without making a string. */
  int(x: number): void {
    if (!Number.isSafeInteger(x)) {
      this.ascii(String(x));
      return;
    }
    if (this.used + NUMBER_ROOM > this.buf.length) this.end();
    this.digitsOf(x < 0 ? -x : x, x < 0, 0);
  }

  /**
   * A number rounded half up to two decimals, written as JavaScript writes
   * `Math.round(x * 100 + 1e-7) / 100` (no trailing zeros, `0` for zero).
   */
  two(x: number): void {
    const hundredths = Math.round(x * 100 + 1e-7);
    // Beyond 10^15 hundredths, doubles no longer tell two-decimal values apart: JavaScript's text.
    if (!(Math.abs(hundredths) < 1e15)) {
      this.ascii(String(hundredths / 100));
      return;
    }
    if (this.used + NUMBER_ROOM > this.buf.length) this.end();
    const negative = hundredths < 0;
    let cents = negative ? -hundredths : hundredths;
    let decimals = 2;
    // No trailing zeros: 7.50 is 7.5, 7.00 is 7.
    while (decimals > 0 && cents % 10 === 0) {
      cents /= 10;
      decimals--;
    }
    this.digitsOf(cents, negative && cents !== 0, decimals);
  }

  /** A whole number n ≥ 0 with `decimals` of its digits after a point, and a sign if asked. */
  private digitsOf(n: number, minus: boolean, decimals: number): void {
    const d = this.digits;
    let count = 0;
    let rest = n;
    do {
      d[count++] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    // At least one digit before the point: 5 hundredths is 0.05.
    while (count <= decimals) d[count++] = 48;
    const buf = this.buf;
    let at = this.used;
    if (minus) buf[at++] = 45;
    for (let k = count - 1; k >= 0; k--) {
      buf[at++] = d[k] as number;
      if (k === decimals && decimals > 0) buf[at++] = 46;
    }
    this.used = at;
  }

  /** Sends what is buffered. */
  end(): void {
    const used = this.used;
    if (used > 0) {
      const io = this.io;
      if (io.outBytes) {
        // The bytes go out as they are (no decoding to text and encoding again). A stream that
        // kept them (a pipe whose reader is slower) must not see them change: then the next piece
        // starts in a fresh buffer. Otherwise (a file, /dev/null) the buffer is reused: a fresh
        // 2 MiB buffer per flush made V8 run a full collection every few flushes for the external
        // memory, each freeing nothing (8 full collections in a million-line session, 2 with reuse).
        if (io.outBytes(this.buf.subarray(0, used))) this.buf = Buffer.allocUnsafe(SIZE);
      } else {
        io.out(this.buf.toString('utf8', 0, used));
      }
    }
    this.used = 0;
  }
}
