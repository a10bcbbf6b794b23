/**
 * Big outputs written through one buffer: text goes into it as UTF-8 as it
 * comes, and the buffer goes to the output about a megabyte at a time. A
 * million-line session's JSON is never one string, nor a long list of them.
 *
 * (Writing numbers digit by digit and cached pieces as bytes was tried for
 * the traveller lines: slower than V8 building each board's text as a string.)
 *
 * @example
 * const out = new ByteWriter(io);
 * out.text('{"ns":3}\n');
 * out.end();
 */
import type { Io } from './common.js';

/** Where the bytes go: text, or bytes that are already UTF-8 (see `Io`). */
export type ByteSink = Pick<Io, 'out' | 'outBytes'>;

const SIZE = 1 << 21;
const FLUSH_AT = 1 << 20;

export class ByteWriter {
  private buf = Buffer.allocUnsafe(SIZE);
  private used = 0;

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
