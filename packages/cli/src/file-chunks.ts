/**
 * A file read a chunk at a time (a USEBIO file of a million traveller lines
 * is a quarter of a gigabyte: read as it streams, it is never all in memory),
 * and the fast way to make text of a chunk that is all ASCII.
 *
 * @example
 * readUsebioChunks(fileChunks('big.xml'), { asciiText });
 */

import { isAscii } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * 64 KiB: the text of a chunk is then an ordinary string of V8's young generation, made in memory
 * already at hand and gone at the next scavenge. The text of a megabyte is a large object (over
 * about a megabyte, Node even keeps it outside the heap), each in pages fresh from the system:
 * for the 232 MiB benchmark file that took about four times the CPU time, in eight times the
 * page faults.
 */
const CHUNK = 1 << 16;

/**
 * The file's bytes, a chunk at a time, in one buffer reused from chunk to
 * chunk (the reader makes text of each before it asks for the next). The file
 * is opened when the first chunk is asked for and closed after the last.
 */
export function* fileChunks(path: string, size = CHUNK): Generator<Uint8Array> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(size);
    for (;;) {
      const n = readSync(fd, buffer, 0, size, null);
      if (n === 0) return;
      yield buffer.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a file (to tell its format), at most `size`. */
export function fileHead(path: string, size = 4096): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const n = readSync(fd, buffer, 0, size, 0);
    return buffer.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** The text of bytes that are all ASCII (one byte, one character), or null when they are not. */
export function asciiText(bytes: Uint8Array): string | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return isAscii(b) ? b.toString('latin1') : null;
}
