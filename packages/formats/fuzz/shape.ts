/**
 * The fuzz's files: real-shaped text whose records are known line by line,
 * damaged as files get damaged, and followed through the damage, so that a
 * check can tell which records nothing touched.
 *
 * A file is a list of lines. A line belongs to a record (or to none: a
 * header, a tag, a comment) and to the groups it is context for: a record
 * depends on its groups (a CSV row on the header; a PBN row on its game).
 * Damage marks the lines it touches and taints their groups; a record is
 * untouched when none of its lines was touched and none of its groups
 * tainted. Line numbers are found again after the damage, in the text as
 * written (a line break put inside a line moves every line after it).
 *
 * @example
 * const shape = new Shape([{ text: 'board,ns', record: -1, groups: [0] }], []);
 * mutate(shape, new Random(1));
 * const { text, lineOf } = shape.write();
 */

/** A seeded pseudo-random source (mulberry32): the same seed, the same files. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export interface Line {
  text: string;
  /** The record the line belongs to, or -1. */
  readonly record: number;
  /** The groups this line is context for (tainted when it is touched). */
  readonly groups: readonly number[];
  touched: boolean;
}

export interface RecordInfo {
  readonly id: number;
  /** What identifies the record in what a reader returns (board and pairs …). */
  readonly key: string;
  /** Whether the record, as generated, is one a reader must use. */
  readonly valid: boolean;
  /** The groups the record depends on. */
  readonly groups: readonly number[];
}

export class Shape {
  readonly tainted = new Set<number>();
  /** Records one of whose lines was touched (or lost). */
  readonly touchedRecords = new Set<number>();
  /** Where the text was cut (every line after it is gone), if it was. */
  cut = false;
  /** What kind of file it is (the generator's name), for the check to pick its reader. */
  kind = '';
  /** How the text is written as bytes. */
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le-bom' | 'utf-16le' | 'utf-16be' = 'utf-8';

  constructor(
    public lines: Line[],
    readonly records: readonly RecordInfo[],
    public newline: '\n' | '\r\n' = '\n',
  ) {}

  touch(index: number): void {
    const line = this.lines[index];
    if (!line) return;
    line.touched = true;
    if (line.record >= 0) this.touchedRecords.add(line.record);
    for (const g of line.groups) this.tainted.add(g);
  }

  /** Records nothing touched: every line of theirs present and untouched, no group of theirs tainted. */
  untouched(): Set<number> {
    const present = new Map<number, boolean>();
    for (const line of this.lines) {
      if (line.record < 0) continue;
      present.set(line.record, (present.get(line.record) ?? true) && !line.touched);
    }
    const out = new Set<number>();
    for (const r of this.records) {
      if (present.get(r.id) !== true || this.touchedRecords.has(r.id)) continue;
      if (r.groups.some((g) => this.tainted.has(g))) continue;
      out.add(r.id);
    }
    return out;
  }

  /**
   * The text, and the line number (from 1, counting line breaks as the
   * readers do: CR LF, LF, a lone CR) where each record's first line starts.
   */
  write(): { text: string; lineOf: Map<number, number> } {
    let text = '';
    const starts: [number, number][] = [];
    this.lines.forEach((line, i) => {
      if (line.record >= 0 && !starts.some(([r]) => r === line.record))
        starts.push([line.record, text.length]);
      text += line.text;
      if (i < this.lines.length - 1 || !this.cut) text += this.newline;
    });
    const lineOf = new Map<number, number>();
    let k = 0;
    let lineNo = 1;
    const sorted = starts.sort((a, b) => a[1] - b[1]);
    let next = 0;
    for (; k <= text.length; k++) {
      while (next < sorted.length && (sorted[next] as [number, number])[1] === k) {
        lineOf.set((sorted[next] as [number, number])[0], lineNo);
        next++;
      }
      if (next >= sorted.length) break;
      const c = text.charCodeAt(k);
      if (c === 10) lineNo++;
      else if (c === 13 && text.charCodeAt(k + 1) !== 10) lineNo++;
    }
    return { text, lineOf };
  }

  /** The text as the bytes of a file in this shape's encoding. */
  bytes(text: string): Uint8Array {
    switch (this.encoding) {
      case 'utf-8':
        return new TextEncoder().encode(text);
      case 'utf-8-bom':
        return new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
      case 'utf-16le-bom':
        return new Uint8Array([0xff, 0xfe, ...utf16(text, false)]);
      case 'utf-16le':
        return utf16(text, false);
      case 'utf-16be':
        return utf16(text, true);
    }
  }
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 * i + (bigEndian ? 1 : 0)] = c & 0xff;
    out[2 * i + (bigEndian ? 0 : 1)] = c >> 8;
  }
  return out;
}

/** Characters damage puts into text: the ones that mean something to some reader, controls, odd letters. */
const PALETTE = [
  '"',
  '"',
  ',',
  ';',
  '\t',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '&',
  '/',
  '#',
  '%',
  '\\',
  '\u0000',
  '\u0007',
  '\u001b',
  '\r',
  '\n',
  ' ',
  '-',
  '?',
  '=',
  'x',
  '9',
  'é',
  '♠',
  '\u202e',
  '\ud800',
] as const;

export type Mutation =
  | 'cut'
  | 'flip'
  | 'insert'
  | 'delete'
  | 'duplicate'
  | 'swap'
  | 'drop'
  | 'quote'
  | 'bracket'
  | 'long';

const MUTATIONS: readonly Mutation[] = [
  'cut',
  'flip',
  'flip',
  'insert',
  'delete',
  'duplicate',
  'duplicate',
  'swap',
  'drop',
  'quote',
  'quote',
  'bracket',
  'long',
];

/** Damages a shape once to three times; returns what was done, for a report. */
export function mutate(shape: Shape, rng: Random): Mutation[] {
  const done: Mutation[] = [];
  const times = rng.between(1, 3);
  for (let t = 0; t < times && shape.lines.length > 0; t++) {
    const m = rng.pick(MUTATIONS);
    done.push(m);
    const i = rng.int(shape.lines.length);
    const line = shape.lines[i] as Line;
    const at = rng.int(line.text.length + 1);
    switch (m) {
      case 'cut': {
        line.text = line.text.slice(0, at);
        shape.touch(i);
        for (let k = i + 1; k < shape.lines.length; k++) shape.touch(k);
        shape.lines = shape.lines.slice(0, i + 1);
        shape.cut = true;
        return done;
      }
      case 'flip':
        line.text = line.text.slice(0, at) + rng.pick(PALETTE) + line.text.slice(at + 1);
        shape.touch(i);
        break;
      case 'insert':
        line.text = line.text.slice(0, at) + rng.pick(PALETTE) + line.text.slice(at);
        shape.touch(i);
        break;
      case 'delete':
        line.text = line.text.slice(0, at) + line.text.slice(at + 1);
        shape.touch(i);
        break;
      case 'duplicate': {
        const j = rng.int(shape.lines.length + 1);
        const neighbour = shape.lines[Math.min(j, shape.lines.length - 1)] as Line;
        // A line put between two lines of one record is damage to that record.
        const before = shape.lines[j - 1];
        if (before && before.record >= 0 && before.record === shape.lines[j]?.record)
          shape.touchedRecords.add(before.record);
        const copy: Line = { text: line.text, record: -1, groups: [...neighbour.groups], touched: true };
        shape.lines.splice(j, 0, copy);
        for (const g of copy.groups) shape.tainted.add(g);
        break;
      }
      case 'swap': {
        const j = rng.int(shape.lines.length);
        const other = shape.lines[j] as Line;
        shape.touch(i);
        shape.touch(j);
        shape.lines[i] = other;
        shape.lines[j] = line;
        break;
      }
      case 'drop':
        shape.touch(i);
        shape.lines.splice(i, 1);
        break;
      case 'quote': {
        // A quote opened or closed where none should be: at a field's start, or one taken away.
        const quotes = [...line.text.matchAll(/"/g)].map((q) => q.index ?? 0);
        if (quotes.length > 0 && rng.chance(0.5)) {
          const q = rng.pick(quotes);
          line.text = line.text.slice(0, q) + line.text.slice(q + 1);
        } else {
          const starts = [0, ...[...line.text.matchAll(/[,;\t ]/g)].map((s) => (s.index ?? 0) + 1)];
          const s = rng.pick(starts);
          line.text = `${line.text.slice(0, s)}"${line.text.slice(s)}`;
        }
        shape.touch(i);
        break;
      }
      case 'bracket': {
        // A tag or comment left open: a closing mark taken away, or an opening one put in.
        const closers = [...line.text.matchAll(/[\]}>"]/g)].map((q) => q.index ?? 0);
        if (closers.length > 0 && rng.chance(0.5)) {
          const q = rng.pick(closers);
          line.text = line.text.slice(0, q) + line.text.slice(q + 1);
        } else
          line.text = `${line.text.slice(0, at)}${rng.pick(['{', '[', '<', '<!--', '<![CDATA['])}${line.text.slice(at)}`;
        shape.touch(i);
        break;
      }
      case 'long': {
        let junk = '';
        for (let k = 0; k < 2000; k++) junk += rng.pick(PALETTE);
        line.text = line.text.slice(0, at) + junk + line.text.slice(at);
        shape.touch(i);
        break;
      }
    }
  }
  return done;
}

/** Picks how the damaged text is written as bytes (mostly UTF-8). */
export function pickEncoding(shape: Shape, rng: Random): void {
  const r = rng.next();
  shape.encoding =
    r < 0.8
      ? 'utf-8'
      : r < 0.85
        ? 'utf-8-bom'
        : r < 0.9
          ? 'utf-16le-bom'
          : r < 0.95
            ? 'utf-16le'
            : 'utf-16be';
}
