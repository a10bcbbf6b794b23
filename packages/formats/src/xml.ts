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
  let start = { line: 1, column: 1 };
  parser.on('opentagstart', (tag) => {
    start = { line: parser.line, column: Math.max(1, parser.column - tag.name.length - 1) };
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
      line: start.line,
      column: start.column,
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
    if (current) current.text += t;
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
  return element.children.find((c) => c.name.toUpperCase() === upper);
}

/** Every child of that name (case-insensitive). */
export function children(element: XmlElement, name: string): XmlElement[] {
  const upper = name.toUpperCase();
  return element.children.filter((c) => c.name.toUpperCase() === upper);
}

/** A child's trimmed text, or undefined when there is no such child. */
export function childText(element: XmlElement, name: string): string | undefined {
  const c = child(element, name);
  return c === undefined ? undefined : c.text.trim();
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Builds indented XML, two blanks a level, one element per line. */
export class XmlWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  open(name: string, attributes: Readonly<Record<string, string>> = {}): this {
    const attrs = Object.entries(attributes)
      .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
      .join('');
    this.lines.push(`${'  '.repeat(this.depth)}<${name}${attrs}>`);
    this.depth++;
    return this;
  }

  close(name: string): this {
    this.depth--;
    this.lines.push(`${'  '.repeat(this.depth)}</${name}>`);
    return this;
  }

  /** `<NAME>text</NAME>`, or nothing when the value is undefined. */
  leaf(name: string, value: string | number | undefined): this {
    if (value === undefined) return this;
    this.lines.push(`${'  '.repeat(this.depth)}<${name}>${escapeXml(String(value))}</${name}>`);
    return this;
  }

  raw(line: string): this {
    this.lines.push(line);
    return this;
  }

  text(newline: string): string {
    return this.lines.join(newline) + newline;
  }
}
