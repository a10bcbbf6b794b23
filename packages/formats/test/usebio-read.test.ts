/**
 * The USEBIO reader's own behaviour, element by element (`usebio-read.ts`), each test with a
 * hand-written document and what the reader's documentation says it gives: where a file that is
 * not USEBIO is placed, values trimmed (String.prototype.trim: blanks and U+00A0 at either end),
 * the first element of each depth read as any other, the chunked reading stopped once the file
 * is not USEBIO, the encoding's warning. Written against StrykerJS's survivors
 * (docs/mutation.md, *The formats reader usebio-read.ts*).
 */
import { positionOf, readUsebio, readUsebioChunks, usebioPositionOf } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEAD = '<?xml version="1.0"?>\n<USEBIO Version="1.2">\n';

/** A document read; fails the test when it is not USEBIO. */
function read(body: string, options: Parameters<typeof readUsebio>[1] = {}) {
  const r = readUsebio(`${HEAD}${body}\n</USEBIO>\n`, { file: 'x.xml', ...options });
  if (!r.ok) throw new Error(`not USEBIO: ${r.error.error.code}`);
  return {
    doc: r.value.value,
    tally: r.value.tally,
    problems: r.value.problems.map((p) => [p.severity, p.line, p.column, p.error] as const),
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

  test('a text of one line of any words, StrykerJS’s own among them: read, and not USEBIO', () => {
    for (const text of ['Stryker was here!', 'x']) {
      const r = readUsebio(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.error).toEqual({ code: 'file-not-format', format: 'USEBIO', found: text });
    }
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

  test('a club without its values, a document without extras: no key made up for them', () => {
    const r = read('<CLUB></CLUB>');
    expect(r.doc).toStrictEqual({ version: '1.2', club: {}, events: [], handset: [] });
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

describe('the root element', () => {
  test('its version trimmed; an unknown one a warning at the root’s `<`', () => {
    const a = readUsebio('<USEBIO Version=" 1.2 "/>');
    expect(a.ok && [a.value.value.version, a.value.problems]).toEqual(['1.2', []]);
    // Line 2, column 3.
    const b = readUsebio('<?xml version="1.0"?>\n  <USEBIO Version="7.5"/>');
    expect(b.ok && b.value.problems.map((p) => [p.severity, p.line, p.column, p.error])).toEqual([
      ['warning', 2, 3, { code: 'usebio-version', version: '7.5' }],
    ]);
  });

  test('no version at all: an empty version, and its warning', () => {
    const r = readUsebio('<USEBIO><CLUB/></USEBIO>');
    expect(r.ok && [r.value.value.version, r.value.problems.map((p) => p.error)]).toEqual([
      '',
      [{ code: 'usebio-version', version: '' }],
    ]);
  });

  test('a root of text only, and text after the root: still USEBIO', () => {
    const a = readUsebio('<USEBIO>1.2</USEBIO>');
    expect(a.ok && a.value.value.events).toEqual([]);
    for (const after of ['<X>a</X>', 'a &amp; b', '<X>a &amp; b</X>', 'a & b', '<X/>']) {
      const b = readUsebio(
        `<USEBIO Version="1.2"><CLUB><CLUB_NAME>H</CLUB_NAME></CLUB></USEBIO>\n${after}\n`,
      );
      expect(b.ok && [b.value.value.club, b.value.value.extra]).toEqual([{ name: 'H' }, undefined]);
    }
  });
});

describe('sections', () => {
  const section = (open: string, inner = '') =>
    `${open}${inner}<BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></SECTION>`;
  test('a section’s name: its SECTION_ID attribute (trimmed), else its SECTION_ID element; none when empty', () => {
    const r = read(
      `<EVENT EVENT_TYPE="MP_PAIRS">${[
        section('<SECTION SECTION_ID=" A ">'),
        section('<SECTION>', '<SECTION_ID> B </SECTION_ID>'),
        section('<SECTION SECTION_ID="C">', '<SECTION_ID>D</SECTION_ID>'),
        section('<SECTION SECTION_ID="">'),
        section('<SECTION>'),
        section('<SECTION>', '<SECTION_ID></SECTION_ID>'),
      ].join('')}</EVENT>`,
    );
    expect(r.problems).toEqual([]);
    const sections = r.doc.events[0]?.sections ?? [];
    expect(sections.map((s) => ('name' in s ? s.name : null))).toEqual(['A', 'B', 'C', null, null, null]);
    expect(sections.map((s) => s.boards.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  test('a section inside a session inside a section: each read, no error', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><SECTION SECTION_ID="A"><SESSION><SECTION SECTION_ID="B">' +
        '<BOARD><BOARD_NUMBER>2</BOARD_NUMBER></BOARD></SECTION></SESSION></SECTION></EVENT>',
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.events[0]?.sections.map((s) => [s.name, s.boards.map((b) => b.number)])).toEqual([
      ['A', []],
      ['B', [2]],
    ]);
  });
});

describe('records out of place', () => {
  test('a traveller line directly in an EVENT: rejected with an error at its `<`, kept as it is', () => {
    // The line is on line 4 (the declaration, the root, the EVENT), at column 1.
    const r = read(`<EVENT EVENT_TYPE="MP_PAIRS">\n<TRAVELLER_LINE>${pairs(1, 2)}</TRAVELLER_LINE></EVENT>`);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
    expect(r.problems).toEqual([
      // "TRAVELLER_LINE has no BOARD: it is left out."
      ['error', 4, 1, { code: 'xml-element-missing', element: 'BOARD', parent: 'TRAVELLER_LINE' }],
    ]);
    // Nothing before it in the EVENT: no `after`.
    expect(r.doc.events[0]?.extra).toStrictEqual([
      {
        name: 'TRAVELLER_LINE',
        children: [
          { name: 'NS_PAIR_NUMBER', text: '1' },
          { name: 'EW_PAIR_NUMBER', text: '2' },
        ],
      },
    ]);
  });

  test('a traveller line begun inside one never closed: an XML error at its `<`, the first line rejected', () => {
    // The first TRAVELLER_LINE is on line 3 (with the EVENT and BOARD), the second begins on
    // line 5, column 1 (after the first's two line breaks).
    const r = read(
      board([`${pairs(1, 2)}<SCORE>100</SCORE>\n`]).replace(
        '</TRAVELLER_LINE>',
        `\n<TRAVELLER_LINE>${pairs(3, 4)}<SCORE>50</SCORE></TRAVELLER_LINE>`,
      ),
    );
    expect(r.tally).toEqual({ records: 2, used: 1, rejected: 1 });
    expect(r.problems).toEqual([
      [
        'error',
        5,
        1,
        {
          code: 'xml-syntax',
          // Quoted at most so long (clipText).
          detail: expect.stringMatching(
            /^TRAVELLER_LINE begins inside the TRAVELLER_LINE of line 3, which is never/,
          ),
          resumed: { line: 5, column: 1 },
        },
      ],
    ]);
    expect(linesOf(r).map((l) => [l.ns, l.ew, l.score])).toEqual([[3, 4, 50]]);
  });

  test('a USEBIO begun inside the root: an XML error (the root is never closed)', () => {
    const r = readUsebio(
      '<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<USEBIO Version="1.2"/></EVENT></USEBIO>',
    );
    expect(r.ok && r.value.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [3, 1, 'xml-syntax'],
    ]);
  });
});

describe('a record’s own name inside it', () => {
  test('inside an element kept as it is, or a value: an XML error, the line rejected', () => {
    for (const inner of ['<NOTE><TRAVELLER_LINE>', '<SCORE>1<TRAVELLER_LINE>']) {
      // The board's closing tag of its one line closes the second.
      const r = read(board([`${pairs(1, 2)}${inner}${pairs(3, 4)}`]));
      expect(r.tally).toEqual({ records: 2, used: 1, rejected: 1 });
      expect(r.problems.map((p) => [p[0], p[3]?.code])).toEqual([['error', 'xml-syntax']]);
    }
  });

  test('a MATCH’s TEAM with a TEAM in it, or a second with one: no XML error, each kept as it is', () => {
    const r = read(
      '<EVENT EVENT_TYPE="SWISS_TEAMS">\n<MATCH><TEAM>1<TEAM>2</TEAM></TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM></MATCH>' +
        '<MATCH><TEAM>1</TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM><TEAM>4<TEAM>5</TEAM></TEAM></MATCH></EVENT>',
    );
    // The first MATCH's TEAM is no value (it has an element in it): the MATCH has none. The TEAMs
    // kept are unread, the first at line 4, column 8 (after `<MATCH>`).
    expect(r.problems).toEqual([
      ['error', 4, 1, { code: 'xml-element-missing', element: 'TEAM', parent: 'MATCH' }],
      ['warning', 4, 8, { code: 'usebio-element-unread', element: 'TEAM', parent: 'MATCH', count: 2 }],
    ]);
    const extras = r.doc.events[0]?.sections[0]?.matches?.map((m) =>
      m.extra?.map((x) => [x.name, x.text, x.children?.map((c) => [c.name, c.text])]),
    );
    expect(extras).toEqual([[['TEAM', '1', [['TEAM', '2']]]], [['TEAM', '4', [['TEAM', '5']]]]]);
  });
});

describe('a board’s number', () => {
  test('a board of no number and no lines: one error; a board’s values, none made up', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><BOARD></BOARD><BOARD><BOARD_NUMBER>3</BOARD_NUMBER></BOARD></EVENT>',
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' },
    ]);
    expect(r.tally).toEqual({ records: 0, used: 0, rejected: 0 });
    expect(r.doc.events[0]?.sections[0]?.boards).toStrictEqual([{ number: 3, lines: [] }]);
  });

  test('one that is no number, after lines: they are rejected, each with its error', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><BOARD>' +
        `<TRAVELLER_LINE>${pairs(1, 2)}<SCORE>100</SCORE></TRAVELLER_LINE><BOARD_NUMBER>x</BOARD_NUMBER></BOARD></EVENT>`,
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'BOARD_NUMBER', text: 'x' },
      { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' },
    ]);
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('one that is no number: one error, though the BOARD_AVERAGE comes after it', () => {
    const r = read(board([pairs(1, 2)], '<BOARD_NUMBER>x</BOARD_NUMBER><BOARD_AVERAGE>5</BOARD_AVERAGE>'));
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'BOARD_NUMBER', text: 'x' },
      { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' },
    ]);
  });
});

describe('elements kept as they are', () => {
  test('their text: blanks kept before their first element, dropped between and after their elements', () => {
    const r = read(
      '<CLUB><CLUB_NAME>H</CLUB_NAME><X_NOTE> </X_NOTE><X_NOTE>a<B/>\n</X_NOTE><X_NOTE> <B/> x </X_NOTE></CLUB>',
    );
    expect(r.doc.club?.extra?.map((x) => [x.text, x.children?.length])).toEqual([
      [' ', undefined],
      ['a', 1],
      ['  x ', 1],
    ]);
    // An element of no text and no attributes: its name alone.
    expect(r.doc.club?.extra?.[1]?.children).toStrictEqual([{ name: 'B' }]);
  });
});

describe('a value with elements in it', () => {
  test('kept whole, as an extra after the value before it; its name unread, once', () => {
    const r = read('<CLUB><CLUB_ID_NUMBER>7</CLUB_ID_NUMBER><CLUB_NAME>Hill <B>x</B></CLUB_NAME></CLUB>');
    expect(r.doc.club).toEqual({
      id: '7',
      extra: [
        { name: 'CLUB_NAME', text: 'Hill ', children: [{ name: 'B', text: 'x' }], after: 'CLUB_ID_NUMBER' },
      ],
    });
    expect(r.problems).toEqual([
      ['warning', 3, 41, { code: 'usebio-element-unread', element: 'CLUB_NAME', parent: 'CLUB', count: 1 }],
    ]);
  });
});

describe('elements kept where they are found', () => {
  test('in PARTICIPANTS: the section’s; in a HANDSET: the document’s, after HANDSET; in a HAND: its record’s, after HAND', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><X_NOTE>p</X_NOTE><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>' +
        '</PARTICIPANTS></EVENT><HANDSET><X_NOTE>h</X_NOTE><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>' +
        '<HAND><DIRECTION>N</DIRECTION><X_NOTE>n</X_NOTE><SPADES>A</SPADES></HAND></BOARD></HANDSET>',
    );
    expect(r.doc.events[0]?.sections[0]?.extra).toStrictEqual([{ name: 'X_NOTE', text: 'p' }]);
    expect(r.doc.extra).toStrictEqual([{ name: 'X_NOTE', text: 'h', after: 'HANDSET' }]);
    expect(r.doc.handset[0]?.extra).toStrictEqual([{ name: 'X_NOTE', text: 'n', after: 'HAND' }]);
  });
});

describe('after an XML error', () => {
  test('in the root, between its elements: reading resumes at the root’s closing tag', () => {
    // The bad tag is on line 3: the error at its `%` (column 2), which no name begins with;
    // `</USEBIO>` on line 4.
    const r = readUsebio('<USEBIO Version="1.2">\n<CLUB><CLUB_NAME>H</CLUB_NAME></CLUB>\n<%%>\n</USEBIO>\n');
    expect(
      r.ok &&
        r.value.problems.map((p) => [
          p.line,
          p.column,
          p.error.code,
          'resumed' in p.error && p.error.resumed,
        ]),
    ).toEqual([[3, 2, 'xml-syntax', { line: 4, column: 1 }]]);
    expect(r.ok && r.value.value.club).toEqual({ name: 'H' });
  });

  test('in a value: its closing tag is no place to resume; its element’s is', () => {
    // `</CLUB_NAME>` is at column 58 of line 3, `</CLUB>` at column 70.
    const r = read('<CLUB><CLUB_ID_NUMBER>7</CLUB_ID_NUMBER><CLUB_NAME>Hill<%</CLUB_NAME></CLUB>');
    expect(r.problems.map((p) => [p[3]?.code, (p[3] as { resumed?: unknown }).resumed])).toEqual([
      ['xml-syntax', { line: 3, column: 70 }],
    ]);
    expect(r.doc.club).toEqual({ id: '7' });
  });
});

describe('an event’s type and direction values', () => {
  test('an event of no type: its warning quotes an empty type; read as pairs by match points, as nothing said', () => {
    const r = read('<EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD></EVENT>');
    expect(r.doc.events[0]?.type).toBe('');
    expect(r.problems).toEqual([
      ['warning', 3, 1, { code: 'usebio-event-type', text: '', method: 'mp', basis: 'nothing' }],
    ]);
  });

  test('a DIRECTION that is no side: an error, the line kept without it', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<DIRECTION>XX</DIRECTION><SCORE>100</SCORE>`,
        `${pairs(3, 4)}<DIRECTION> e-w </DIRECTION><SCORE>50</SCORE>`,
      ]),
    );
    expect(r.problems.map((p) => p[3])).toEqual([{ code: 'value-seat', field: 'DIRECTION', text: 'XX' }]);
    expect(linesOf(r).map((l) => [l.direction, l.score])).toEqual([
      [undefined, 100],
      ['EW', 50],
    ]);
  });
});

describe('after an XML error, what was open', () => {
  test('a value, an element kept as it is: dropped with the error; the elements after them read', () => {
    // `<X_NOTE>` holds the error. `</X_NOTE>` is no place to resume (an element not read), nor
    // is `<CLUB_NAME>` (a value): reading resumes at `</CLUB>`.
    const r = read(
      '<CLUB><CLUB_ID_NUMBER>7</CLUB_ID_NUMBER><X_NOTE>a<%</X_NOTE><CLUB_NAME>H</CLUB_NAME></CLUB>',
    );
    expect(r.problems.map((p) => p[3]?.code)).toEqual(['xml-syntax']);
    expect(r.doc.club).toStrictEqual({ id: '7' });
  });

  test('a MATCH’s board broken by an error: kept in its match, reading resumed at the next BOARD', () => {
    const r = read(
      '<EVENT EVENT_TYPE="SWISS_TEAMS"><MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>' +
        '<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><%<BOARD><BOARD_NUMBER>2</BOARD_NUMBER></BOARD></MATCH></EVENT>',
    );
    expect(r.problems.map((p) => p[3]?.code)).toEqual(['xml-syntax']);
    const section = r.doc.events[0]?.sections[0];
    expect(section?.boards).toEqual([]);
    expect(section?.matches?.[0]?.boards.map((b) => b.number)).toEqual([1, 2]);
  });

  test('junk before the root: an XML error, the root read after it', () => {
    const r = readUsebio('<%\n<USEBIO Version="1.2"><CLUB><CLUB_NAME>H</CLUB_NAME></CLUB></USEBIO>');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.value.club).toEqual({ name: 'H' });
    expect(r.value.problems.map((p) => [p.error.code, 'resumed' in p.error && p.error.resumed])).toEqual([
      ['xml-syntax', { line: 2, column: 1 }],
    ]);
  });

  test('a second root after an error: no place to resume; the CLUB in it is', () => {
    // `<USEBIO Version="1.2">` is 22 characters: the second's CLUB is at line 2, column 23.
    const r = readUsebio(
      '<USEBIO Version="1.2"><%\n<USEBIO Version="1.2"><CLUB><CLUB_NAME>S</CLUB_NAME></CLUB></USEBIO>',
    );
    expect(
      r.ok && r.value.problems.map((p) => [p.error.code, 'resumed' in p.error && p.error.resumed]),
    ).toEqual([['xml-syntax', { line: 2, column: 23 }]]);
  });
});

describe('whole numbers and participants', () => {
  test('an empty whole number is no number and no error', () => {
    const r = read(
      `<EVENT EVENT_TYPE="MP_PAIRS"><BOARDS_PLAYED></BOARDS_PLAYED>${board([`<ROUND_NUMBER></ROUND_NUMBER><TABLE_NUMBER> </TABLE_NUMBER>${pairs(1, 2)}<SCORE>100</SCORE>`]).slice('<EVENT EVENT_TYPE="MP_PAIRS">'.length)}`,
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.events[0]?.boardsPlayed).toBeUndefined();
    expect(linesOf(r).map((l) => [l.round, l.table, l.score])).toEqual([[undefined, undefined, 100]]);
  });

  test('an event of no sections: one, empty', () => {
    const r = read('<EVENT EVENT_TYPE="MP_PAIRS"></EVENT>');
    expect(r.doc.events[0]?.sections).toStrictEqual([{ participants: [], boards: [] }]);
  });

  test('pairs and teams that cannot be read: each rejected, its error at its number’s element, or at itself', () => {
    const participants = [
      '<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>',
      '\n<PAIR><PAIR_NUMBER>x</PAIR_NUMBER></PAIR>',
      '\n<PAIR></PAIR>',
      '\n<TEAM><TEAM_NUMBER>y</TEAM_NUMBER></TEAM>',
      '\n<TEAM><TEAM_NUMBER></TEAM_NUMBER></TEAM>',
      '\n<TEAM TEAM_ID=""></TEAM>',
      '\n<TEAM TEAM_ID="z"><TEAM_NUMBER></TEAM_NUMBER></TEAM>',
      '\n<TEAM TEAM_ID="4"><TEAM_NUMBER></TEAM_NUMBER></TEAM>',
      '\n<TEAM TEAM_ID="5"><TEAM_NUMBER>w</TEAM_NUMBER></TEAM>',
    ];
    const r = read(
      `<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>${participants.join('')}</PARTICIPANTS></EVENT>`,
    );
    // Line 3 holds the first PAIR; each after it is on a line of its own. A number's element
    // follows its `<PAIR>` (column 7) or `<TEAM>` (7), or `<TEAM TEAM_ID="5">` (19).
    expect(r.problems.map((p) => [p[1], p[2], p[3]])).toEqual([
      [4, 7, { code: 'value-number', field: 'PAIR_NUMBER', text: 'x' }],
      [5, 1, { code: 'xml-element-missing', element: 'PAIR_NUMBER', parent: 'PAIR' }],
      [6, 7, { code: 'value-number', field: 'TEAM_NUMBER', text: 'y' }],
      [7, 1, { code: 'xml-element-missing', element: 'TEAM_NUMBER', parent: 'TEAM' }],
      [8, 1, { code: 'xml-element-missing', element: 'TEAM_NUMBER', parent: 'TEAM' }],
      [9, 1, { code: 'value-number', field: 'TEAM_ID', text: 'z' }],
      [11, 19, { code: 'value-number', field: 'TEAM_NUMBER', text: 'w' }],
    ]);
    expect(r.tally).toEqual({ records: 9, used: 3, rejected: 6 });
    expect(r.doc.events[0]?.sections[0]?.participants.map((p) => p.number)).toEqual([1, 4, 5]);
  });
});

describe('decimals and sides', () => {
  test('a decimal comma, a minus sign (U+2212), minus zero as zero; an empty one no number and no error', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<SCORE>100</SCORE><NS_MATCH_POINTS>5,5</NS_MATCH_POINTS><EW_MATCH_POINTS></EW_MATCH_POINTS><NS_CROSS_IMP_POINTS>\u22123</NS_CROSS_IMP_POINTS><EW_CROSS_IMP_POINTS>-0</EW_CROSS_IMP_POINTS><DIRECTION></DIRECTION>`,
      ]),
    );
    expect(r.problems).toEqual([]);
    const [line] = linesOf(r);
    expect([line?.nsMatchPoints, line?.ewMatchPoints, line?.nsImps, line?.direction]).toEqual([
      5.5,
      undefined,
      -3,
      undefined,
    ]);
    expect(Object.is(line?.ewImps, 0)).toBe(true);
  });

  test('an event’s values, each under its own name; none given, none made up', () => {
    const values = [
      ['EVENT_DESCRIPTION', 'Club night'],
      ['EVENT_IDENTIFIER', 'E1'],
      ['DATE', '01/12/2026'],
      ['PROGRAM_NAME', 'P'],
      ['PROGRAM_VERSION', '1.0'],
      ['BOARD_SCORING_METHOD', 'MATCH_POINTS'],
      ['SCORING_METHOD', 'MATCH_POINTS'],
      ['MATCH_SCORING_METHOD', 'VP'],
      ['BOARDS_PLAYED', '24'],
      ['BOARDS_PER_ROUND', '3'],
      ['WINNER_TYPE', '2'],
    ];
    const r = read(
      `<EVENT EVENT_TYPE="MP_PAIRS">${values.map(([k, v]) => `<${k}>${v}</${k}>`).join('')}</EVENT><EVENT EVENT_TYPE="MP_PAIRS"/>`,
    );
    expect(r.problems).toEqual([]);
    const sections = [{ participants: [], boards: [] }];
    expect(r.doc.events).toStrictEqual([
      {
        type: 'MP_PAIRS',
        description: 'Club night',
        identifier: 'E1',
        date: '01/12/2026',
        programName: 'P',
        programVersion: '1.0',
        boardScoring: 'MATCH_POINTS',
        scoringMethod: 'MATCH_POINTS',
        matchScoring: 'VP',
        boardsPlayed: 24,
        boardsPerRound: 3,
        winnerType: 2,
        sections,
      },
      { type: 'MP_PAIRS', sections },
    ]);
  });

  test('an event’s whole numbers that are none: each an error naming its element', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><BOARDS_PLAYED>a</BOARDS_PLAYED><BOARDS_PER_ROUND>b</BOARDS_PER_ROUND><WINNER_TYPE>c</WINNER_TYPE></EVENT>',
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'BOARDS_PLAYED', text: 'a' },
      { code: 'value-number', field: 'BOARDS_PER_ROUND', text: 'b' },
      { code: 'value-number', field: 'WINNER_TYPE', text: 'c' },
    ]);
  });

  test('an event’s type trimmed', () => {
    const r = read('<EVENT EVENT_TYPE=" MP_PAIRS "></EVENT>');
    expect([r.doc.events[0]?.type, r.problems]).toEqual(['MP_PAIRS', []]);
  });
});

describe('traveller lines', () => {
  test('pair numbers: digits (0 too), with a direction after them (Compscore), or more than nine digits', () => {
    const numbers = [
      ['1NS', '2 E/W'],
      ['3 n-s', '4ew'],
      ['1234567890', '5'],
      ['6', '7NW'],
      ['8x', '9'],
      ['0', '0'],
      ['0', 'y'],
      ['9'.repeat(23), '1'],
    ];
    const r = read(
      board(
        numbers.map(
          ([ns, ew]) =>
            `<NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><SCORE>0</SCORE>`,
        ),
      ),
    );
    expect(linesOf(r).map((l) => [l.ns, l.ew])).toEqual([
      [1, 2],
      [3, 4],
      [1234567890, 5],
      [0, 0],
      // 23 nines: the nearest number, 10^23.
      [1e23, 1],
    ]);
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'EW_PAIR_NUMBER', text: '7NW' },
      { code: 'value-number', field: 'NS_PAIR_NUMBER', text: '8x' },
      { code: 'value-number', field: 'EW_PAIR_NUMBER', text: 'y' },
    ]);
    expect(r.tally).toEqual({ records: 8, used: 5, rejected: 3 });
  });

  test('a pair’s number with its direction after it', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><PAIR><PAIR_NUMBER>2 N-S</PAIR_NUMBER></PAIR>' +
        '<PAIR><PAIR_NUMBER>3EW</PAIR_NUMBER><DIRECTION>NS</DIRECTION></PAIR><PAIR><PAIR_NUMBER>4 NE</PAIR_NUMBER></PAIR></PARTICIPANTS></EVENT>',
    );
    expect(r.doc.events[0]?.sections[0]?.participants.map((p) => [p.number, p.direction])).toEqual([
      [2, 'NS'],
      [3, 'NS'],
    ]);
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'PAIR_NUMBER', text: '4 NE' },
    ]);
  });

  test('tricks: 0 to 13, blanks around them, leading zeros; more than 13, or no number, an error', () => {
    const tricks = ['0', ' 13 ', '0000000007', '14', 'x', '', '1.'];
    const r = read(
      board(
        tricks.map(
          (t, i) =>
            `${pairs(i + 1, 20)}<CONTRACT>1NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${t}</TRICKS>`,
        ),
      ),
    );
    expect(linesOf(r).map((l) => l.tricks)).toEqual([0, 13, 7, undefined, undefined, undefined, undefined]);
    expect(r.problems.map((p) => [p[3]?.code, (p[3] as { field?: string }).field])).toEqual([
      ['value-invalid', 'TRICKS'],
      ['value-number', 'TRICKS'],
      ['value-number', 'TRICKS'],
    ]);
  });

  test('a score with a minus sign (U+2212), minus zero as zero; one with letters an error', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<SCORE>\u2212620</SCORE>`,
        `${pairs(3, 4)}<SCORE>-0</SCORE>`,
        `${pairs(5, 6)}<SCORE>+50</SCORE>`,
        `${pairs(7, 8)}<SCORE>12a</SCORE>`,
      ]),
    );
    const scores = linesOf(r).map((l) => l.score);
    expect(scores).toEqual([-620, 0, 50, undefined]);
    expect(Object.is(scores[1], 0)).toBe(true);
    expect(r.problems.map((p) => p[3])).toEqual([{ code: 'value-artificial', field: 'SCORE', text: '12a' }]);
  });

  test('artificial scores: in SCORE or CONTRACT, spelt as we write them or not', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<SCORE>A60A40</SCORE>`,
        `${pairs(3, 4)}<SCORE>a5050</SCORE>`,
        `${pairs(5, 6)}<CONTRACT>A50A50</CONTRACT>`,
        `${pairs(7, 8)}<CONTRACT>A40A60</CONTRACT><SCORE>A60A40</SCORE>`,
        `${pairs(9, 10)}<CONTRACT>AX</CONTRACT><SCORE>Ax</SCORE>`,
      ]),
    );
    const adj = linesOf(r).map((l) => [l.adjusted, l.adjustedAs, l.adjustedIn, l.contract]);
    expect(adj).toEqual([
      [{ ns: 'average-plus', ew: 'average-minus' }, undefined, undefined, undefined],
      [{ ns: 'average', ew: 'average' }, 'a5050', undefined, undefined],
      [{ ns: 'average', ew: 'average' }, undefined, 'CONTRACT', undefined],
      // SCORE's award first; the CONTRACT then read as a contract, which it is not.
      [{ ns: 'average-plus', ew: 'average-minus' }, undefined, undefined, undefined],
      [undefined, undefined, undefined, undefined],
    ]);
    expect(r.problems.map((p) => [p[3]?.code, (p[3] as { field?: string }).field])).toEqual([
      ['value-invalid', 'CONTRACT'],
      ['value-invalid', 'CONTRACT'],
      ['value-artificial', 'SCORE'],
    ]);
  });

  test('IMPs: cross-IMPs first, else Butler; the event’s kind from the first line that has any', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<SCORE>100</SCORE><NS_BUTLER_POINTS>2</NS_BUTLER_POINTS><EW_BUTLER_POINTS>-2</EW_BUTLER_POINTS>`,
        `${pairs(3, 4)}<SCORE>100</SCORE><NS_CROSS_IMP_POINTS>1.5</NS_CROSS_IMP_POINTS><NS_BUTLER_POINTS>3</NS_BUTLER_POINTS><EW_BUTLER_POINTS>-3</EW_BUTLER_POINTS>`,
        `${pairs(5, 6)}<SCORE>100</SCORE><EW_CROSS_IMP_POINTS>-1</EW_CROSS_IMP_POINTS>`,
        `${pairs(7, 8)}<SCORE>100</SCORE><NS_MATCH_POINTS>4</NS_MATCH_POINTS>`,
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.events[0]?.impPoints).toBe('butler');
    expect(linesOf(r).map((l) => [l.nsImps, l.ewImps, l.nsMatchPoints, l.ewMatchPoints])).toEqual([
      [2, -2, undefined, undefined],
      [1.5, -3, undefined, undefined],
      [undefined, -1, undefined, undefined],
      [undefined, undefined, 4, undefined],
    ]);
    const cross = read(
      board([`${pairs(1, 2)}<SCORE>100</SCORE><EW_CROSS_IMP_POINTS>1</EW_CROSS_IMP_POINTS>`]),
    );
    expect(cross.doc.events[0]?.impPoints).toBe('cross-imps');
  });

  test('a line with an artificial score, or a score alone, has something to score: no place kept', () => {
    const r = read(board([`${pairs(1, 2)}<SCORE>A60A40</SCORE>`, `${pairs(3, 4)}<SCORE>-50</SCORE>`]));
    expect(linesOf(r).map((l) => positionOf(l))).toEqual([undefined, undefined]);
  });

  test('a lead, and values read as they are: a line with nothing to score keeps where it was read', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>HK</LEAD><TRICKS>10</TRICKS>`,
        `${pairs(3, 4)}<CONTRACT>PASS</CONTRACT><LEAD></LEAD>`,
        `${pairs(5, 6)}<CONTRACT>4S</CONTRACT><TRICKS>10</TRICKS>`,
        `${pairs(7, 8)}<CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY>`,
        `${pairs(9, 10)}<PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS>`,
      ]).replaceAll('<TRAVELLER_LINE>', '\n<TRAVELLER_LINE>'),
    );
    expect(r.problems).toEqual([]);
    const lines = linesOf(r);
    expect(lines.map((l) => [l.lead, l.contract === undefined ? undefined : 'contract'])).toEqual([
      ['HK', 'contract'],
      [undefined, 'contract'],
      [undefined, 'contract'],
      [undefined, 'contract'],
      [undefined, undefined],
    ]);
    // Each TRAVELLER_LINE begins a line of its own (4 to 8), at column 1.
    expect(lines.map((l) => positionOf(l))).toEqual([
      undefined,
      undefined,
      { line: 6, column: 1 },
      { line: 7, column: 1 },
      { line: 8, column: 1 },
    ]);
    expect(lines.map((l) => usebioPositionOf(l))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('a traveller line’s keys', () => {
  test('a value that cannot be read leaves no key', () => {
    const r = read(
      board([
        `${pairs(1, 2)}<ROUND_NUMBER>r</ROUND_NUMBER><TABLE_NUMBER>t</TABLE_NUMBER><DIRECTION>d</DIRECTION><SCORE>100</SCORE>`,
      ]),
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'ROUND_NUMBER', text: 'r' },
      { code: 'value-number', field: 'TABLE_NUMBER', text: 't' },
      { code: 'value-seat', field: 'DIRECTION', text: 'd' },
    ]);
    expect(Object.keys(linesOf(r)[0] ?? {})).toEqual(['ns', 'ew', 'score']);
  });

  test('points that cannot be read: an error naming each, and no key', () => {
    const points = [
      ['NS_MATCH_POINTS', 'a'],
      ['EW_MATCH_POINTS', 'b'],
      ['NS_CROSS_IMP_POINTS', 'c'],
      ['EW_CROSS_IMP_POINTS', 'd'],
      ['NS_BUTLER_POINTS', 'e'],
      ['EW_BUTLER_POINTS', 'f'],
    ] as const;
    const r = read(
      board([`${pairs(1, 2)}<SCORE>100</SCORE>${points.map(([k, v]) => `<${k}>${v}</${k}>`).join('')}`]),
    );
    // The NS IMPs from cross-IMPs, else from Butler; then the EW IMPs the same.
    expect(r.problems.map((p) => p[3])).toEqual(
      [points[0], points[1], points[2], points[4], points[3], points[5]].map(([field, text]) => ({
        code: 'value-number',
        field,
        text,
      })),
    );
    expect(Object.keys(linesOf(r)[0] ?? {})).toEqual(['ns', 'ew', 'score']);
  });

  test('Butler points on one side only: read, and the event’s IMPs are Butler', () => {
    const r = read(board([`${pairs(1, 2)}<SCORE>100</SCORE><EW_BUTLER_POINTS>-4</EW_BUTLER_POINTS>`]));
    expect([r.doc.events[0]?.impPoints, linesOf(r)[0]?.ewImps]).toEqual(['butler', -4]);
  });
});

describe('lines given to the caller', () => {
  test('each with its place: the event (from 0), the section’s name, the board; one place a board', () => {
    const given: [number, unknown][] = [];
    const places: object[] = [];
    const r = read(
      `${board([pairs(1, 2)])}<EVENT EVENT_TYPE="MP_PAIRS"><SECTION SECTION_ID="B">` +
        `<BOARD><TRAVELLER_LINE>${pairs(3, 4)}<SCORE>1</SCORE></TRAVELLER_LINE><BOARD_NUMBER>7</BOARD_NUMBER>` +
        `<TRAVELLER_LINE>${pairs(5, 6)}<SCORE>2</SCORE></TRAVELLER_LINE></BOARD></SECTION>` +
        `<MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><BOARD><BOARD_NUMBER>8</BOARD_NUMBER>` +
        `<TRAVELLER_LINE>${pairs(1, 2)}<SCORE>3</SCORE></TRAVELLER_LINE></BOARD></MATCH></EVENT>`,
      {
        lines: (line, place) => {
          given.push([line.ns, { ...place }]);
          places.push(place);
        },
      },
    );
    expect(given).toEqual([
      [1, { event: 0, board: 1 }],
      [3, { event: 1, section: 'B', board: 7 }],
      [5, { event: 1, section: 'B', board: 7 }],
    ]);
    expect(places[1]).toBe(places[2]);
    expect('section' in (places[0] as object)).toBe(false);
    // The lines given are not kept; a MATCH's are.
    expect(
      r.doc.events.flatMap((e) => e.sections.flatMap((s) => s.boards.map((b) => b.lines.length))),
    ).toEqual([0, 0]);
    expect(
      r.doc.events[1]?.sections.flatMap((s) => s.matches ?? []).map((m) => m.boards[0]?.lines.length),
    ).toEqual([1]);
    expect(r.tally).toEqual({ records: 4, used: 4, rejected: 0 });
  });

  test('a section’s name read after its first board: the boards after it carry it', () => {
    const given: unknown[] = [];
    read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><SECTION><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>' +
        `<TRAVELLER_LINE>${pairs(1, 2)}<SCORE>1</SCORE></TRAVELLER_LINE></BOARD>` +
        `<SECTION_ID>C</SECTION_ID><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` +
        `<TRAVELLER_LINE>${pairs(3, 4)}<SCORE>1</SCORE></TRAVELLER_LINE></BOARD></SECTION></EVENT>`,
      { lines: (_line, place) => given.push({ ...place }) },
    );
    expect(given).toEqual([
      { event: 0, board: 1 },
      { event: 0, section: 'C', board: 1 },
    ]);
  });
});

describe('team matches', () => {
  test('a match’s values, and where it, its boards and their lines were read', () => {
    const r = read(
      '<EVENT EVENT_TYPE="SWISS_TEAMS">\n<MATCH><ROUND_NUMBER>2</ROUND_NUMBER><TEAM>3</TEAM><OPPOSING_TEAM>4</OPPOSING_TEAM>' +
        '<START_BOARD_NUMBER>9</START_BOARD_NUMBER><END_BOARD_NUMBER>16</END_BOARD_NUMBER>' +
        '<TEAM_SCORE>12,5</TEAM_SCORE><OPPOSING_TEAM_SCORE>7.5</OPPOSING_TEAM_SCORE>\n' +
        `<BOARD><BOARD_NUMBER>9</BOARD_NUMBER>\n<TRAVELLER_LINE>${pairs(3, 4)}<SCORE>420</SCORE></TRAVELLER_LINE></BOARD></MATCH></EVENT>`,
    );
    expect(r.problems).toEqual([]);
    const match = r.doc.events[0]?.sections[0]?.matches?.[0];
    const boards = match?.boards ?? [];
    expect(match).toStrictEqual({
      boards,
      round: 2,
      team: 3,
      opposingTeam: 4,
      startBoard: 9,
      endBoard: 16,
      teamScore: 12.5,
      opposingTeamScore: 7.5,
    });
    expect(boards.map((b) => [b.number, b.lines.map((l) => l.score)])).toEqual([[9, [420]]]);
    // The MATCH at line 4, column 1; its BOARD at line 5, column 1; the line at line 6.
    expect(match && usebioPositionOf(match)).toEqual({ line: 4, column: 1 });
    expect(boards[0] && usebioPositionOf(boards[0])).toEqual({ line: 5, column: 1 });
    const line = boards[0]?.lines[0];
    expect(line && usebioPositionOf(line)).toEqual({ line: 6, column: 1 });
  });

  test('a match without its teams: an error for each at the MATCH; a team that is no number: an error at it', () => {
    const r = read(
      '<EVENT EVENT_TYPE="SWISS_TEAMS">\n<MATCH><ROUND_NUMBER>1</ROUND_NUMBER></MATCH>\n<MATCH><TEAM>x</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><START_BOARD_NUMBER>y</START_BOARD_NUMBER></MATCH></EVENT>',
    );
    expect(r.problems.map((p) => [p[1], p[2], p[3]])).toEqual([
      [4, 1, { code: 'xml-element-missing', element: 'TEAM', parent: 'MATCH' }],
      [4, 1, { code: 'xml-element-missing', element: 'OPPOSING_TEAM', parent: 'MATCH' }],
      [5, 8, { code: 'value-number', field: 'TEAM', text: 'x' }],
      // `<START_BOARD_NUMBER>` after `<MATCH>` (7), `<TEAM>x</TEAM>` (14), `<OPPOSING_TEAM>2</OPPOSING_TEAM>` (32).
      [5, 54, { code: 'value-number', field: 'START_BOARD_NUMBER', text: 'y' }],
    ]);
    expect(r.doc.events[0]?.sections[0]?.matches?.map((m) => [m.round, m.team, m.opposingTeam])).toEqual([
      [1, undefined, undefined],
      [undefined, undefined, 2],
    ]);
  });
});

describe('team matches’ values that cannot be read', () => {
  test('a score that is no number: an error naming it; a match without scores has no key for them', () => {
    const r = read(
      '<EVENT EVENT_TYPE="SWISS_TEAMS"><MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>' +
        '<TEAM_SCORE>a</TEAM_SCORE><OPPOSING_TEAM_SCORE>b</OPPOSING_TEAM_SCORE></MATCH></EVENT>',
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'value-number', field: 'TEAM_SCORE', text: 'a' },
      { code: 'value-number', field: 'OPPOSING_TEAM_SCORE', text: 'b' },
    ]);
    expect(r.doc.events[0]?.sections[0]?.matches).toStrictEqual([{ boards: [], team: 1, opposingTeam: 2 }]);
  });
});

describe('hand records', () => {
  test('a record whose board number is no number: that error alone, the record left out', () => {
    const r = read('<HANDSET><BOARD><BOARD_NUMBER>x</BOARD_NUMBER></BOARD></HANDSET>');
    expect(r.problems.map((p) => p[3])).toEqual([{ code: 'value-number', field: 'BOARD_NUMBER', text: 'x' }]);
    expect(r.doc.handset).toEqual([]);
  });

  test('a hand’s seat as an attribute, or a word; a dealer or vulnerability left empty: none, and no error', () => {
    const r = read(
      '<HANDSET><BOARD><BOARD_NUMBER>4</BOARD_NUMBER><DEALER></DEALER><VULNERABILITY> </VULNERABILITY>' +
        '<HAND DIRECTION="E"><SPADES>AK</SPADES></HAND><HAND><DIRECTION>west</DIRECTION><CLUBS>2</CLUBS></HAND></BOARD></HANDSET>',
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.handset).toStrictEqual([
      {
        board: 4,
        hands: {
          N: null,
          E: { S: 'AK', H: '', D: '', C: '' },
          S: null,
          W: { S: '', H: '', D: '', C: '2' },
        },
      },
    ]);
  });

  test('a hand’s errors placed at the element that holds what cannot be read, else at the HAND', () => {
    // Line 3 holds the record's start; its HANDs begin lines 4, 5 and 6.
    const r = read(
      '<HANDSET><BOARD><BOARD_NUMBER>4</BOARD_NUMBER>\n<HAND><DIRECTION>Q</DIRECTION></HAND>\n<HAND DIRECTION="N"><HEARTS>KZ</HEARTS></HAND>\n<HAND DIRECTION="S"><SPADES>A</SPADES></HAND></BOARD></HANDSET>',
    );
    expect(r.problems.map((p) => [p[1], p[2], p[3]])).toEqual([
      [4, 7, { code: 'value-seat', field: 'DIRECTION', text: 'Q' }],
      [5, 21, { code: 'deal-hand', seat: 'N', text: 'KZ' }],
    ]);
    expect(r.doc.handset[0]?.hands.S).toEqual({ S: 'A', H: '', D: '', C: '' });
    expect(r.doc.handset[0]?.hands.N).toBeNull();
  });
});

describe('events of a type not known, participants, players', () => {
  test('an unknown type: read as pairs, the warning saying by what scoring method, as the event said it', () => {
    const r = read(
      '<EVENT EVENT_TYPE="club_pairs"><BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD></EVENT>' +
        '<EVENT EVENT_TYPE="mp_pairs"><SESSION><X_NOTE>s</X_NOTE></SESSION><X_NOTE>e</X_NOTE></EVENT>',
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      {
        code: 'usebio-event-type',
        text: 'club_pairs',
        method: 'cross-imps',
        basis: 'scoring-method',
        scoringMethod: 'CROSS_IMPS',
      },
      { code: 'usebio-element-unread', element: 'X_NOTE', parent: 'SESSION', count: 2 },
    ]);
    // A known type in lower case; the SESSION's extras first, then the EVENT's (after the SESSION).
    expect(r.doc.events[1]?.extra).toEqual([
      { name: 'X_NOTE', text: 's' },
      { name: 'X_NOTE', text: 'e', after: 'SESSION' },
    ]);
  });

  test('a participant’s values: its name from TEAM_NAME, else PAIR_NAME, else the TEAM_NAME attribute', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>' +
        '<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PAIR_NAME>Ann &amp; Bob</PAIR_NAME><DIRECTION>N-S</DIRECTION>' +
        '<PLACE>1=</PLACE><TOTAL_SCORE>55,5</TOTAL_SCORE><PERCENTAGE>61.2</PERCENTAGE><X_NOTE>n</X_NOTE>' +
        '<PLAYER><PLAYER_NAME>Ann</PLAYER_NAME><NATIONAL_ID_NUMBER>11</NATIONAL_ID_NUMBER><CLUB_ID_NUMBER>7</CLUB_ID_NUMBER></PLAYER>' +
        '<PLAYER><X_NOTE>p</X_NOTE></PLAYER></PAIR>' +
        '<PAIR><PAIR_NUMBER>9</PAIR_NUMBER></PAIR><TEAM TEAM_ID=" 2 " TEAM_NAME=" Reds "></TEAM>' +
        '<TEAM TEAM_NAME="no"><TEAM_NUMBER>3</TEAM_NUMBER><TEAM_NAME>Blues</TEAM_NAME><PAIR_NAME>x</PAIR_NAME></TEAM>' +
        '</PARTICIPANTS></EVENT>',
    );
    // One warning for the name, at its first place, with how often.
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'usebio-element-unread', element: 'X_NOTE', parent: 'PAIR', count: 2 },
    ]);
    expect(r.doc.events[0]?.sections[0]?.participants).toStrictEqual([
      {
        kind: 'pair',
        number: 1,
        direction: 'NS',
        name: 'Ann & Bob',
        place: '1=',
        totalScore: 55.5,
        percentage: 61.2,
        extra: [{ name: 'X_NOTE', text: 'n', after: 'PERCENTAGE' }],
        players: [{ name: 'Ann', nationalId: '11', clubId: '7' }, { extra: [{ name: 'X_NOTE', text: 'p' }] }],
      },
      { kind: 'pair', number: 9, players: [] },
      { kind: 'team', number: 2, name: 'Reds', players: [] },
      { kind: 'team', number: 3, name: 'Blues', players: [] },
    ]);
  });
});

describe('participants’ values that cannot be read', () => {
  test('an empty PAIR_NUMBER: none; a total or percentage that is no number: an error naming it', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><PAIR><PAIR_NUMBER></PAIR_NUMBER></PAIR>' +
        '<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><TOTAL_SCORE>x</TOTAL_SCORE><PERCENTAGE>y</PERCENTAGE></PAIR></PARTICIPANTS></EVENT>',
    );
    expect(r.problems.map((p) => p[3])).toEqual([
      { code: 'xml-element-missing', element: 'PAIR_NUMBER', parent: 'PAIR' },
      { code: 'value-number', field: 'TOTAL_SCORE', text: 'x' },
      { code: 'value-number', field: 'PERCENTAGE', text: 'y' },
    ]);
    expect(r.doc.events[0]?.sections[0]?.participants).toStrictEqual([
      { kind: 'pair', number: 1, players: [] },
    ]);
  });
});

describe('lines before their board’s number', () => {
  test('kept until it comes, their problems said then, in order; all rejected if it never comes', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><BOARD>' +
        `\n<TRAVELLER_LINE>${pairs(1, 2)}<SCORE>1x</SCORE></TRAVELLER_LINE>` +
        `\n<TRAVELLER_LINE>${pairs(3, 4)}<ROUND_NUMBER>r</ROUND_NUMBER><SCORE>50</SCORE></TRAVELLER_LINE>` +
        '\n<BOARD_NUMBER>5</BOARD_NUMBER><BOARD_AVERAGE>1,5</BOARD_AVERAGE></BOARD>' +
        `<BOARD>\n<TRAVELLER_LINE>${pairs(5, 6)}<SCORE>10</SCORE></TRAVELLER_LINE>\n<X_NOTE/></BOARD></EVENT>`,
    );
    // A TRAVELLER_LINE's values begin at column 85, after its tag (16) and pair numbers (68); the
    // second BOARD at line 6, column 73, after the first's number (30), average (34) and end (8).
    expect(r.problems.map((p) => [p[1], p[2], p[3]?.code])).toEqual([
      [4, 85, 'value-artificial'],
      [5, 85, 'value-number'],
      [6, 73, 'xml-element-missing'],
      [7, 1, 'xml-element-missing'],
      [8, 1, 'usebio-element-unread'],
    ]);
    expect(r.tally).toEqual({ records: 3, used: 2, rejected: 1 });
    const boards = r.doc.events[0]?.sections[0]?.boards ?? [];
    expect(boards.map((b) => [b.number, b.average, b.lines.map((l) => l.ns)])).toEqual([[5, 1.5, [1, 3]]]);
  });
});

describe('a record inside an element this reader does not read', () => {
  // Every TRAVELLER_LINE, and every PAIR or TEAM of PARTICIPANTS, is a record: used, or rejected
  // with one error at its place. Inside an element kept as it is, it is rejected and told.
  const line =
    '<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE></TRAVELLER_LINE>';

  test('a TRAVELLER_LINE in a BOARD’s RESULTS (line 4, column 3), and another deeper in it', () => {
    const r = read(
      [
        '<EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>',
        '<RESULTS>',
        `  ${line}`,
        `<ROUND><X>${line}</X></ROUND>`,
        '</RESULTS></BOARD></EVENT>',
      ].join('\n'),
    );
    expect(r.tally).toEqual({ records: 2, used: 0, rejected: 2 });
    expect(r.problems.filter(([severity]) => severity === 'error')).toEqual([
      ['error', 5, 3, { code: 'usebio-record-unread', record: 'TRAVELLER_LINE', parent: 'RESULTS' }],
      ['error', 6, 11, { code: 'usebio-record-unread', record: 'TRAVELLER_LINE', parent: 'X' }],
    ]);
  });

  test('a PAIR in a GROUP of PARTICIPANTS is a record; a TEAM in a MATCH’s unread element is not', () => {
    const r = read(
      [
        '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><GROUP>',
        '<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR></GROUP></PARTICIPANTS>',
        '<MATCH><NOTE><TEAM>3</TEAM></NOTE></MATCH></EVENT>',
      ].join('\n'),
    );
    // (The MATCH itself lacks its teams: errors of its own, no record.)
    expect(r.tally).toEqual({ records: 1, used: 0, rejected: 1 });
    expect(r.problems.filter(([, , , error]) => error.code === 'usebio-record-unread')).toEqual([
      ['error', 4, 1, { code: 'usebio-record-unread', record: 'PAIR', parent: 'GROUP' }],
    ]);
  });

  test('a TEAM in an unread element of a teams event’s PARTICIPANTS is a record (the file’s line 6, column 1)', () => {
    const r = read(
      [
        '<EVENT EVENT_TYPE="TEAMS"><PARTICIPANTS>',
        '<TEAM><TEAM_NUMBER>1</TEAM_NUMBER></TEAM>',
        '<DIVISION>',
        '<TEAM><TEAM_NUMBER>2</TEAM_NUMBER></TEAM></DIVISION></PARTICIPANTS></EVENT>',
      ].join('\n'),
    );
    expect(r.problems.filter(([, , , error]) => error.code === 'usebio-record-unread')).toEqual([
      ['error', 6, 1, { code: 'usebio-record-unread', record: 'TEAM', parent: 'DIVISION' }],
    ]);
    expect(r.tally.rejected).toBe(1);
  });
});
