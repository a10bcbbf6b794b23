/**
 * Bytes of a file to text, as real files arrive: with or without a byte-order
 * mark, UTF-8 or (from older Windows programs) Latin-1, with Windows or Unix
 * line endings. The readers work on the text; line endings are left to them
 * (each treats CR LF, LF and a lone CR as one line break).
 *
 * Decoding order: a BOM decides (UTF-8, UTF-16 LE or BE); else UTF-16
 * without a BOM is known by its NUL bytes (text in Latin letters, digits and
 * punctuation, written as UTF-16, has a NUL in every other byte: the second of
 * each pair little-endian, the first big-endian); else the bytes are UTF-8 if
 * they are valid UTF-8; else Windows-1252, the superset of Latin-1 that
 * Windows programs write, with a warning (`encodingProblem`) so that a person
 * can check the names.
 *
 * @example
 * const t = decodeText(readFileSync('club.pbn'));
 * t.encoding; // 'utf-8' or 'windows-1252' …
 */
import type { Problem } from './problems.js';

export const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export interface DecodedText {
  readonly text: string;
  readonly encoding: Encoding;
  /** Whether the bytes began with a byte-order mark (not part of `text`). */
  readonly bom: boolean;
  /** Whether the encoding was a guess after the bytes were not valid UTF-8. */
  readonly fallback: boolean;
}

export interface DecodeOptions {
  /** Decode with this encoding whatever the bytes say (a BOM is still removed). */
  readonly encoding?: Encoding;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes a file's bytes; never throws.
 *
 * @example
 * decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41])); // { text: 'A', encoding: 'utf-8', bom: true, fallback: false }
 */
export function decodeText(bytes: Uint8Array, options: DecodeOptions = {}): DecodedText {
  const head = sniffEncoding(bytes);
  const body = bytes.subarray(head.bom);
  const wanted = options.encoding ?? head.encoding;
  if (wanted !== null) {
    return { text: decodeAs(body, wanted), encoding: wanted, bom: head.bom > 0, fallback: false };
  }
  try {
    return { text: utf8.decode(body), encoding: 'utf-8', bom: false, fallback: false };
  } catch {
    return { text: decodeAs(body, 'windows-1252'), encoding: 'windows-1252', bom: false, fallback: true };
  }
}

/**
 * What the first bytes of a file say of its encoding: a byte-order mark (its
 * length in `bom`), or UTF-16 by its NUL bytes; `encoding` null when they say
 * nothing (UTF-8, or Latin-1 if the bytes are not UTF-8). For a reader of a
 * stream, which sees the first bytes before the rest.
 *
 * @example
 * sniffEncoding(Uint8Array.from([0x41, 0, 0x0a, 0])); // { encoding: 'utf-16le', bom: 0 }
 */
export function sniffEncoding(bytes: Uint8Array): { encoding: Encoding | null; bom: number } {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bom: 2 };
  return { encoding: utf16ByNuls(bytes), bom: 0 };
}

/**
 * UTF-16 without a BOM, judged by where the NUL bytes of the first 4 KiB
 * are: at least a quarter of the pairs with a NUL in one place, and in the
 * other at most one for every eight of those (a stray NUL character, or a
 * character such as U+2600, puts one there). No UTF-8 or Latin-1 text has
 * NULs; a binary file has them everywhere.
 */
function utf16ByNuls(bytes: Uint8Array): Encoding | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 2) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const pairs = n / 2;
  if (odd * 4 >= pairs && even * 8 <= odd) return 'utf-16le';
  if (even * 4 >= pairs && odd * 8 <= even) return 'utf-16be';
  return null;
}

function decodeAs(bytes: Uint8Array, encoding: Encoding): string {
  if (encoding === 'windows-1252') return windows1252(bytes);
  // Not fatal: a stray bad byte in a declared encoding becomes U+FFFD rather than losing the file.
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
}

/** Windows-1252's characters for bytes 0x80–0x9F (the rest is Latin-1); undefined bytes stay as their C1 code. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/** Decoded by hand: some Node builds decode the label "windows-1252" as plain Latin-1. */
function windows1252(bytes: Uint8Array): string {
  let out = '';
  const chunk: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    chunk.push(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as number) : b);
    if (chunk.length === 8192) {
      out += String.fromCharCode(...chunk);
      chunk.length = 0;
    }
  }
  return out + String.fromCharCode(...chunk);
}

/**
 * Text to UTF-8 bytes, with a BOM when asked.
 *
 * @example
 * encodeText('A', { bom: true }); // Uint8Array [0xef, 0xbb, 0xbf, 0x41]
 */
export function encodeText(text: string, options: { readonly bom?: boolean } = {}): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!options.bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

/**
 * The warning a reader gives for a decoded file whose encoding was a guess
 * (bytes that are not UTF-8, read as Windows-1252): at line 1, column 1.
 *
 * @example
 * encodingProblem(decodeText(Uint8Array.from([0xe9])), 'a.csv')?.error; // { code: 'file-encoding', encoding: 'windows-1252' }
 */
export function encodingProblem(decoded: DecodedText, file: string): Problem | null {
  if (!decoded.fallback) return null;
  return {
    severity: 'warning',
    file,
    line: 1,
    column: 1,
    error: { code: 'file-encoding', encoding: decoded.encoding },
  };
}

/** What a reader is given: text, the bytes of a file, or bytes already decoded. */
export type TextInput = string | Uint8Array | DecodedText;

/**
 * The text of a reader's input, and the encoding warning when its bytes had
 * to be guessed (see `encodingProblem`).
 */
export function inputText(input: TextInput, file: string): { text: string; problems: Problem[] } {
  if (typeof input === 'string') return { text: input, problems: [] };
  const decoded = input instanceof Uint8Array ? decodeText(input) : input;
  const warning = encodingProblem(decoded, file);
  return { text: decoded.text, problems: warning ? [warning] : [] };
}

/** Whether a text holds only ASCII characters. */
export function isAsciiText(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\u0000-\u007f]*$/.test(text);
}
