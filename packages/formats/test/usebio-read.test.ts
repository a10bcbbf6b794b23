/**
 * The USEBIO reader's own behaviour, element by element (`usebio-read.ts`), each test with a
 * hand-written document and what the reader's documentation says it gives: where a file that is
 * not USEBIO is placed, values trimmed (String.prototype.trim: blanks and U+00A0 at either end),
 * the first element of each depth read as any other, the chunked reading stopped once the file
 * is not USEBIO, the encoding's warning. Written against StrykerJS's survivors
 * (docs/mutation.md, *The formats reader usebio-read.ts*).
 */
import { readUsebio, readUsebioChunks } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEAD = '<?xml version="1.0"?>\n<USEBIO Version="1.2">\n';

/** A document read; fails the test when it is not USEBIO. */
function read(body: string, options: Parameters<typeof readUsebio>[1] = {}) {
  const r = readUsebio(`${HEAD}${body}\n</USEBIO>\n`, { file: 'x.xml', ...options });
  if (!r.ok) throw new Error(`not USEBIO: ${r.error.error.code}`);
  return {
    doc: r.value.value,
    tally: r.value.tally,
    problems: r.value.problems.map((p) => [p.severity, p.line, p.column, p.error]),
  };
}

describe('a file that is not USEBIO', () => {
  test('an empty file: file-empty at line 1, column 1', () => {
    const r = readUsebio('', { file: 'e.xml' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({
      severity: 'error',
      file: 'e.xml',
      line: 1,
      column: 1,
      error: { code: 'file-empty', format: 'USEBIO' },
    });
  });

  test('another root element: placed at its `<`, quoted', () => {
    // Line 2, column 3: the declaration's line, then two blanks before `<html>`.
    const r = readUsebio('<?xml version="1.0"?>\n  <html><body/></html>\n', { file: 'h.xml' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.line, r.error.column, r.error.error]).toEqual([
      2,
      3,
      { code: 'file-not-format', format: 'USEBIO', found: '<html>' },
    ]);
  });

  test('a text that is no XML: its first line that is not blank, where it begins', () => {
    // Two blank lines, then three blanks: line 3, column 4.
    const r = readUsebio('\n\n   Board 1\nBoard 2\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.line, r.error.column, r.error.error]).toEqual([
      3,
      4,
      { code: 'file-not-format', format: 'USEBIO', found: 'Board 1' },
    ]);
  });

  test('read from chunks: no chunk is taken after the root element shows it is not USEBIO', () => {
    let taken = 0;
    // The first chunk is past the decoder's first 200 bytes (which it holds to find the encoding).
    function* chunks() {
      taken++;
      yield new TextEncoder().encode(`<html>\n<body>\n${'<p>a</p>\n'.repeat(30)}`);
      taken++;
      throw new Error('a chunk taken after the reading stopped');
    }
    const r = readUsebioChunks(chunks());
    expect(taken).toBe(1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.error).toMatchObject({ code: 'file-not-format', found: '<html>' });
  });
});

describe('the encoding', () => {
  test('a byte that is not UTF-8: read as Windows-1252, with a warning at line 1, column 1', () => {
    // 0xE9 is é in Windows-1252; followed by `<` it is no UTF-8.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('<USEBIO Version="1.2"><CLUB><CLUB_NAME>Caf'),
      0xe9,
      ...new TextEncoder().encode('</CLUB_NAME></CLUB></USEBIO>'),
    ]);
    const r = readUsebioChunks([bytes], { file: 'w.xml' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.value.club).toEqual({ name: 'Café' });
    expect(r.value.problems).toEqual([
      {
        severity: 'warning',
        file: 'w.xml',
        line: 1,
        column: 1,
        error: { code: 'file-encoding', encoding: 'windows-1252' },
      },
    ]);
  });
});

describe('values trimmed', () => {
  test('the first element under the root, read with its first value', () => {
    const r = read('<CLUB><CLUB_NAME>Hill</CLUB_NAME><CLUB_ID_NUMBER>7</CLUB_ID_NUMBER></CLUB>');
    expect(r.problems).toEqual([]);
    expect(r.doc.club).toEqual({ name: 'Hill', id: '7' });
  });

  test('a club without its values: none made up', () => {
    const r = read('<CLUB></CLUB>');
    expect(r.doc.club).toEqual({});
  });

  test('blanks after a value, and a no-break space before it, are not part of it', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>7 </BOARD_NUMBER></BOARD>' +
        '<BOARD><BOARD_NUMBER>&#160;8</BOARD_NUMBER></BOARD>' +
        '<BOARD><BOARD_NUMBER>9\t</BOARD_NUMBER></BOARD></EVENT>',
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.events[0]?.sections[0]?.boards.map((b) => b.number)).toEqual([7, 8, 9]);
  });
});

/** A pairs event of one board, 1 unless given, with these traveller lines (their elements' text). */
const board = (lines: string[], number = '<BOARD_NUMBER>1</BOARD_NUMBER>') =>
  `<EVENT EVENT_TYPE="MP_PAIRS"><BOARD>${number}${lines.map((l) => `<TRAVELLER_LINE>${l}</TRAVELLER_LINE>`).join('')}</BOARD></EVENT>`;
const pairs = (ns: number, ew: number) =>
  `<NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>`;
const linesOf = (r: ReturnType<typeof read>) => r.doc.events[0]?.sections[0]?.boards[0]?.lines ?? [];

describe('seats', () => {
  test('PLAYED_BY: a letter of either case, a seat’s word; any other word an error, though it begin with one', () => {
    const by = ['n', 'E', 's', 'W', 'North', ' east ', 'Nord', 'Sx', 'Q'];
    const r = read(
      board(by.map((b, i) => `${pairs(i + 1, 20)}<CONTRACT>3NT</CONTRACT><PLAYED_BY>${b}</PLAYED_BY>`)),
    );
    expect(linesOf(r).map((l) => l.playedBy ?? null)).toEqual([
      'N',
      'E',
      'S',
      'W',
      'N',
      'E',
      null,
      null,
      null,
    ]);
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-seat', field: 'PLAYED_BY', text: 'Nord' },
      { code: 'value-seat', field: 'PLAYED_BY', text: 'Sx' },
      { code: 'value-seat', field: 'PLAYED_BY', text: 'Q' },
    ]);
  });
});
