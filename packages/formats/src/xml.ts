/**
 * A small positioned element tree over saxes, a strict, conforming streaming
 * XML parser (the one jsdom uses): each element keeps its name, attributes,
 * text and the line and column of its `<`. The first well-formedness error
 * ends the reading and is reported with its position; what came before it
 * is kept. And the few lines it takes to write XML deterministically.
 *
 * @example
 * const r = parseXml('<A><B>1</B></A>', problems);
 * r.root?.children[0]?.text; // '1'
 */
import { SaxesParser } from 'saxes';
import type { Problems } from './problems.js';

export interface XmlElement {
  readonly name: string;
  /** The name in upper case: elements are found by name whatever its case. */
  readonly key: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text, its children's left out. */
  text: string;
  readonly line: number;
  readonly column: number;
}

class Stop extends Error {}

/**
 * Parses XML text into a tree; a well-formedness error becomes an
 * `xml-syntax` problem at its position (and the tree so far is returned).
 * Never throws.
 */
export function parseXml(text: string, problems: Problems): { root: XmlElement | null; failed: boolean } {
  const parser = new SaxesParser({ position: true });
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];
  let failed = false;
  let startLine = 1;
  let startColumn = 1;
  parser.on('opentagstart', (tag) => {
    startLine = parser.line;
    startColumn = Math.max(1, parser.column - tag.name.length - 1);
  });
  // A document repeats a few names millions of times: each name, and its upper case, kept once.
  const names = new Map<string, { name: string; key: string }>();
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    let known = names.get(tag.name);
    if (known === undefined) {
      known = { name: tag.name, key: tag.name.toUpperCase() };
      names.set(tag.name, known);
    }
    const element: XmlElement = {
      name: known.name,
      key: known.key,
      // Most elements have no attributes: one shared empty object for them all.
      attributes: hasAny(attributes) ? attributes : NO_ATTRIBUTES,
      children: [],
      text: '',
      line: startLine,
      column: startColumn,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (t: string) => {
    const current = stack[stack.length - 1];
    // The layout between an element's children is no one's text (a big file's containers would
    // otherwise gather a blank run a child); text beside children is kept.
    if (current && (current.children.length === 0 || !isBlankText(t))) current.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (e) => {
    failed = true;
    // saxes prefixes its message with "line:column: "; the position goes in the problem.
    const detail = e.message.replace(/^[^:]*?:?\d+:\d+:\s*/, '');
    problems.error({ line: parser.line, column: Math.max(1, parser.column) }, { code: 'xml-syntax', detail });
    throw new Stop();
  });
  try {
    parser.write(text).close();
  } catch (e) {
    if (!(e instanceof Stop)) {
      failed = true;
      problems.error(
        { line: parser.line, column: Math.max(1, parser.column) },
        { code: 'xml-syntax', detail: e instanceof Error ? e.message : String(e) },
      );
    }
  }
  return { root, failed };
}

/** The first child of that name (case-insensitive). */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  const upper = name.toUpperCase();
  for (const c of element.children) if (c.key === upper) return c;
  return undefined;
}

/** Every child of that name (case-insensitive). */
export function children(element: XmlElement, name: string): XmlElement[] {
  const upper = name.toUpperCase();
  return element.children.filter((c) => c.key === upper);
}

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

function hasAny(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

const isBlankText = (t: string): boolean => /^[ \t\r\n]*$/.test(t);

/** A child's trimmed text, or undefined when there is no such child. */
export function childText(element: XmlElement, name: string): string | undefined {
  const c = child(element, name);
  return c === undefined ? undefined : c.text.trim();
}

/** Escapes text for XML content and attribute values. */
const XML_SPECIAL = /[&<>"']/;

export function escapeXml(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Lines kept before they are joined into one piece of text (a million-line file has millions). */
const PIECE = 1 << 15;

/**
 * Builds indented XML, two blanks a level, one element per line. Lines are
 * joined a few tens of thousands at a time, so a big document is a few
 * hundred pieces of text, not millions of short strings.
 */
export class XmlWriter {
  private readonly pieces: string[] = [];
  private lines: string[] = [];
  private depth = 0;
  private readonly indents: string[] = [''];

  /** `newline` ends every line. */
  constructor(private readonly newline = '\n') {}

  private indent(): string {
    let pad = this.indents[this.depth];
    if (pad === undefined) {
      pad = '  '.repeat(this.depth);
      this.indents[this.depth] = pad;
    }
    return pad;
  }

  private push(line: string): void {
    this.lines.push(line);
    if (this.lines.length >= PIECE) {
      this.pieces.push(this.lines.join(this.newline) + this.newline);
      this.lines = [];
    }
  }

  open(name: string, attributes: Readonly<Record<string, string>> = {}): this {
    const attrs = Object.entries(attributes)
      .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
      .join('');
    this.push(`${this.indent()}<${name}${attrs}>`);
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

  raw(line: string): this {
    this.push(line);
    return this;
  }

  /** The document: every line, each ended by the newline. */
  text(): string {
    const last = this.lines.length > 0 ? this.lines.join(this.newline) + this.newline : '';
    return this.pieces.join('') + last;
  }
}
