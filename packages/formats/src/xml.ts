/**
 * Writing XML deterministically: one element per line, two blanks a level,
 * text and attribute values escaped. (Reading XML is `xml-stream.ts`.)
 *
 * @example
 * const w = new XmlWriter('\n', (piece) => out.push(piece));
 * w.open('A').leaf('B', 1).close('A');
 * w.end(); // out.join('') === '<A>\n  <B>1</B>\n</A>\n'
 */

const XML_SPECIAL = /[&<>"']/;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** The deepest level indented. */
const MAX_INDENT = 64;

/** Characters gathered before they are handed on as one piece. */
const PIECE = 1 << 16;

/**
 * Builds indented XML, a piece (some tens of kilobytes) at a time: each
 * piece goes to `each` as soon as it is full, and the last at `end()`, so
 * a big document is never one string unless its reader wants it so.
 */
export class XmlWriter {
  private piece = '';
  private depth = 0;
  private readonly indents: string[] = [''];

  /** `newline` ends every line. */
  constructor(
    private readonly newline: string,
    private readonly each: (piece: string) => void,
  ) {}

  private indent(): string {
    // Indented to a depth of 64 at most: a document nested a hundred thousand deep is not
    // written as gigabytes of blanks.
    const depth = Math.min(this.depth, MAX_INDENT);
    let pad = this.indents[depth];
    if (pad === undefined) {
      pad = '  '.repeat(depth);
      this.indents[depth] = pad;
    }
    return pad;
  }

  private push(line: string): void {
    // Text added to text (V8 keeps the parts until the piece is read, then copies them once):
    // four times faster than lines joined a few thousand at a time, when each piece is written
    // out as it comes. A caller that keeps every piece (formatUsebio) keeps those parts too.
    this.piece += line + this.newline;
    if (this.piece.length >= PIECE) {
      this.each(this.piece);
      this.piece = '';
    }
  }

  open(name: string, attributes: Readonly<Record<string, string>> = {}, text?: string): this {
    let attrs = '';
    for (const k in attributes) attrs += ` ${k}="${escapeXml(attributes[k] as string)}"`;
    this.push(`${this.indent()}<${name}${attrs}>${text === undefined ? '' : escapeXml(text)}`);
    this.depth++;
    return this;
  }

  close(name: string): this {
    this.depth--;
    this.push(`${this.indent()}</${name}>`);
    return this;
  }

  /** `<NAME>text</NAME>`, or nothing when the value is undefined. */
  leaf(name: string, value: string | number | undefined): this {
    if (value === undefined) return this;
    const text = typeof value === 'number' ? String(value) : escapeXml(value);
    this.push(`${this.indent()}<${name}>${text}</${name}>`);
    return this;
  }

  /** `<NAME attributes>text</NAME>`, whatever the text (empty too). */
  element(name: string, attributes: Readonly<Record<string, string>>, text: string): this {
    let attrs = '';
    for (const k in attributes) attrs += ` ${k}="${escapeXml(attributes[k] as string)}"`;
    this.push(`${this.indent()}<${name}${attrs}>${escapeXml(text)}</${name}>`);
    return this;
  }

  raw(line: string): this {
    this.push(line);
    return this;
  }

  /** Hands on what is left. */
  end(): void {
    if (this.piece !== '') this.each(this.piece);
    this.piece = '';
  }
}
