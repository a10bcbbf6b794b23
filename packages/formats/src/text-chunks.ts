/**
 * A file's bytes to text as they come, a chunk at a time, as `text-input.ts`
 * decodes a whole file: a byte-order mark decides (UTF-8, UTF-16 LE or BE);
 * else an XML declaration in the first 200 bytes that names ISO-8859-1 or
 * Windows-1252; else UTF-8, and from the first byte that is not UTF-8 on,
 * Windows-1252 (`fellBack`: the caller warns). A UTF-8 character cut between
 * two chunks is joined. A chunk may be reused by the caller once decoded.
 *
 * @example
 * const d = new ChunkDecoder();
 * const text = d.decode(firstChunk) + d.decode(nextChunk) + d.end();
 */
import { type DecodeOptions, decodeText } from './text-input.js';

/** The encoding an XML declaration names, lower case, if any. */
export function declaredXmlEncoding(head: string): string | undefined {
  const m = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return m ? (m[1] as string).toLowerCase() : undefined;
}

/** Encodings an XML declaration may name that are read as Windows-1252 (Latin-1's superset). */
const LATIN = /^(iso-?8859-1|latin-?1|windows-1252|cp1252|us-ascii)$/;

type Decoder = InstanceType<typeof TextDecoder>;

/**
 * Decodes a file's bytes as they come, a chunk at a time (see the module
 * overview); `end()` gives what is left. `fellBack` says whether bytes that
 * were not UTF-8 made it go over to Windows-1252.
 */
export class ChunkDecoder {
  private mode: 'head' | 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' = 'head';
  private head: Uint8Array = new Uint8Array(0);
  private utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private utf16: Decoder | null = null;
  /** The bytes of an incomplete UTF-8 character at the end of the last chunk. */
  private tail: Uint8Array = new Uint8Array(0);
  fellBack = false;

  constructor(private readonly asciiText?: (bytes: Uint8Array) => string | null) {}

  decode(bytes: Uint8Array): string {
    if (this.mode === 'head') {
      // The first bytes decide: a BOM, or an XML declaration in its first 200 bytes.
      const joined = new Uint8Array(this.head.length + bytes.length);
      joined.set(this.head);
      joined.set(bytes, this.head.length);
      if (joined.length < 200) {
        this.head = joined;
        return '';
      }
      this.head = new Uint8Array(0);
      return this.begin(joined);
    }
    return this.next(bytes);
  }

  end(): string {
    if (this.mode === 'head') {
      const head = this.head;
      this.head = new Uint8Array(0);
      return this.begin(head) + this.end();
    }
    if (this.mode === 'utf-16le' || this.mode === 'utf-16be') return (this.utf16 as Decoder).decode();
    if (this.mode !== 'utf-8') return '';
    try {
      return this.utf8.decode();
    } catch {
      // A character cut off at the end: its bytes as Windows-1252.
      return this.fallBack(this.tail);
    }
  }

  private begin(bytes: Uint8Array): string {
    const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
    if (b0 === 0xff && b1 === 0xfe) return this.start('utf-16le', bytes.subarray(2));
    if (b0 === 0xfe && b1 === 0xff) return this.start('utf-16be', bytes.subarray(2));
    const body = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes;
    const declared = declaredXmlEncoding(
      decodeText(body.subarray(0, 200), { encoding: 'windows-1252' }).text,
    );
    return this.start(declared !== undefined && LATIN.test(declared) ? 'windows-1252' : 'utf-8', body);
  }

  private start(mode: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252', bytes: Uint8Array): string {
    this.mode = mode;
    if (mode === 'utf-16le' || mode === 'utf-16be') this.utf16 = new TextDecoder(mode, { ignoreBOM: true });
    return this.next(bytes);
  }

  private next(bytes: Uint8Array): string {
    switch (this.mode) {
      case 'windows-1252':
        return windows1252(bytes);
      case 'utf-16le':
      case 'utf-16be':
        return (this.utf16 as Decoder).decode(bytes, { stream: true });
      default:
        break;
    }
    if (this.asciiText && this.tail.length === 0) {
      const text = this.asciiText(bytes);
      if (text !== null) return text;
    }
    try {
      const text = this.utf8.decode(bytes, { stream: true });
      // A chunk of one or two bytes may end a character begun chunks before: its first bytes are the last tail's.
      this.tail = incompleteTail(
        this.tail.length > 0 && bytes.length < 3 ? joinBytes(this.tail, bytes) : bytes,
      );
      return text;
    } catch {
      return this.fallBack(this.tail, bytes);
    }
  }

  /**
   * The bytes were not UTF-8: what came before the first bad byte (of the last
   * chunk's unfinished character and this chunk) as UTF-8, the rest and all
   * that follows as Windows-1252.
   */
  private fallBack(tail: Uint8Array, bytes: Uint8Array = new Uint8Array(0)): string {
    const joined = joinBytes(tail, bytes);
    const bad = firstInvalidUtf8(joined);
    let good = '';
    try {
      good = new TextDecoder('utf-8', { fatal: true }).decode(joined.subarray(0, bad));
    } catch {
      good = windows1252(joined.subarray(0, bad));
    }
    this.mode = 'windows-1252';
    this.fellBack = true;
    this.tail = new Uint8Array(0);
    return good + windows1252(joined.subarray(bad));
  }
}

/** Two runs of bytes as one (a copy). */
function joinBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

const windows1252 = (bytes: Uint8Array): string =>
  decodeText(bytes, { encoding: 'windows-1252' } satisfies DecodeOptions).text;

/** The bytes of a UTF-8 character begun but not ended at the end of `bytes` (a copy), else empty. */
function incompleteTail(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const b = bytes[n - k] as number;
    if ((b & 0xc0) === 0x80) continue;
    const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return size > k ? bytes.slice(n - k) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

/** The offset of the first byte that does not begin or continue a well-formed UTF-8 character (its length if none). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (c < 0x80) {
      i++;
      continue;
    }
    let size: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) size = 2;
    else if (c >= 0xe0 && c <= 0xef) {
      size = 3;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      size = 4;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    if (i + size > b.length) return i;
    const c1 = b[i + 1] as number;
    if (c1 < lo || c1 > hi) return i;
    for (let k = 2; k < size; k++) if (((b[i + k] as number) & 0xc0) !== 0x80) return i;
    i += size;
  }
  return i;
}
