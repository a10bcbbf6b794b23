/**
 * The XML writer (`xml.ts`): XML's five special characters escaped in text
 * and attribute values (XML 1.0, §2.4 and §3.1), one element a line, two
 * blanks a level up to 64 levels, and the text handed on a piece at a time.
 */
import { describe, expect, test } from 'vitest';
import { escapeXml, XmlWriter } from '../src/xml.js';

/** What a writer hands on: the pieces, in order. */
function written(build: (w: XmlWriter) => void, newline = '\n'): string[] {
  const pieces: string[] = [];
  const w = new XmlWriter(newline, (p) => pieces.push(p));
  build(w);
  w.end();
  return pieces;
}

describe('escaping', () => {
  test.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
  ])('%s is written %s', (c, escaped) => {
    expect(escapeXml(c)).toBe(escaped);
    // Every occurrence, with the text around it kept.
    expect(escapeXml(`a${c}b${c}`)).toBe(`a${escaped}b${escaped}`);
  });

  test('text with none of the five comes back as it is', () => {
    expect(escapeXml('Smith and Jones; 4♠ = 420')).toBe('Smith and Jones; 4♠ = 420');
    expect(escapeXml('')).toBe('');
  });

  test('the five together, each its own reference', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('the writer', () => {
  test('one element a line, two blanks a level, the newline asked for', () => {
    const text = written(
      (w) =>
        w
          .open('A', { X: '1 & 2', Y: '"q"' })
          .leaf('B', 1)
          .leaf('C', 'x<y')
          .leaf('D', undefined)
          .open('E')
          .element('F', { G: "'" }, '')
          .element('H', {}, 'a>b')
          .raw('<!-- raw -->')
          .close('E')
          .open('I', {}, 'T&T')
          .close('I')
          .close('A'),
      '\r\n',
    ).join('');
    expect(text).toBe(
      [
        '<A X="1 &amp; 2" Y="&quot;q&quot;">',
        '  <B>1</B>',
        '  <C>x&lt;y</C>',
        '  <E>',
        '    <F G="&apos;"></F>',
        '    <H>a&gt;b</H>',
        '<!-- raw -->',
        '  </E>',
        '  <I>T&amp;T',
        '  </I>',
        '</A>',
        '',
      ].join('\r\n'),
    );
  });

  test('a number is written as its digits, never escaped', () => {
    expect(written((w) => w.leaf('N', -3.5)).join('')).toBe('<N>-3.5</N>\n');
    expect(written((w) => w.leaf('N', 0)).join('')).toBe('<N>0</N>\n');
  });

  test('indented 64 levels deep at most', () => {
    const text = written((w) => {
      for (let i = 0; i < 70; i++) w.open('D');
      w.leaf('L', 'x');
      for (let i = 0; i < 70; i++) w.close('D');
    }).join('');
    const lines = text.split('\n');
    const indent = (line: string) => line.length - line.trimStart().length;
    // Line k (from 0) opens the element at depth k, indented 2k blanks up to 128.
    expect(lines.slice(0, 70).map(indent)).toEqual(Array.from({ length: 70 }, (_, k) => 2 * Math.min(k, 64)));
    expect(lines[70]).toBe(`${' '.repeat(128)}<L>x</L>`);
    expect(lines.slice(71, 141).map(indent)).toEqual(
      Array.from({ length: 70 }, (_, k) => 2 * Math.min(69 - k, 64)),
    );
    expect(lines[141]).toBe('');
  });

  test('the text goes on in pieces of 64 KiB or a line more, the rest at the end', () => {
    // Lines of 100 characters with their newline: the first piece is handed on at the first line
    // that brings it to 65,536 or more, that is after 656 lines (65,600 characters).
    const line = 'x'.repeat(99);
    const pieces = written((w) => {
      for (let i = 0; i < 1000; i++) w.raw(line);
    });
    expect(pieces.map((p) => p.length)).toEqual([65_600, 34_400]);
    expect(pieces.join('')).toBe(`${line}\n`.repeat(1000));
  });

  test('exactly 64 KiB is a piece: nothing is left for the end', () => {
    // 64 lines of 1,024 characters with their newline: 65,536.
    const line = 'y'.repeat(1023);
    const pieces = written((w) => {
      for (let i = 0; i < 64; i++) w.raw(line);
    });
    expect(pieces).toEqual([`${line}\n`.repeat(64)]);
  });

  test('a piece is handed on as soon as it reaches 64 KiB, before end()', () => {
    const line = 'y'.repeat(1023);
    const pieces: string[] = [];
    const w = new XmlWriter('\n', (p) => pieces.push(p));
    for (let i = 0; i < 63; i++) w.raw(line);
    expect(pieces).toEqual([]);
    w.raw(line);
    expect(pieces.map((p) => p.length)).toEqual([65_536]);
  });

  test('nothing written hands on nothing, and end() twice hands on nothing more', () => {
    expect(written(() => {})).toEqual([]);
    const pieces: string[] = [];
    const w = new XmlWriter('\n', (p) => pieces.push(p));
    w.leaf('A', 'a');
    w.end();
    w.end();
    expect(pieces).toEqual(['<A>a</A>\n']);
  });
});
