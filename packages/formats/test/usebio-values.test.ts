/**
 * USEBIO values that cannot be read, element by element (`usebio-read.ts`): the hand records of
 * a HANDSET (each hand's cards, its seat, the board's dealer and vulnerability), and the
 * participants' numbers (a pair's PAIR_NUMBER; a team's TEAM_NUMBER or its TEAM_ID attribute).
 */
import { formatUsebio, readUsebio } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

function read(body: string) {
  const r = readUsebio(`<?xml version="1.0"?>\n<USEBIO Version="1.2">\n${body}\n</USEBIO>\n`, {
    file: 'x.xml',
  });
  if (!r.ok) throw new Error(`not USEBIO: ${r.error.error.code}`);
  return {
    doc: r.value.value,
    problems: r.value.problems.map((p) => [p.severity, p.error]),
  };
}

const hand = (seat: string, s: string, h: string, d: string, c: string) =>
  `<HAND><DIRECTION>${seat}</DIRECTION><SPADES>${s}</SPADES><HEARTS>${h}</HEARTS><DIAMONDS>${d}</DIAMONDS><CLUBS>${c}</CLUBS></HAND>`;

const record = (inner: string) => `<HANDSET><BOARD>${inner}</BOARD></HANDSET>`;

describe('a HANDSET', () => {
  test('a hand’s cards in any order, 10 for T, blanks and dashes between: ranked from the ace', () => {
    const r = read(
      record(
        `<BOARD_NUMBER>3</BOARD_NUMBER><DEALER>S</DEALER><VULNERABILITY>EW</VULNERABILITY>${hand('N', '2-a-K', '10 9', 'qj', '')}`,
      ),
    );
    expect(r.problems).toEqual([]);
    expect(r.doc.handset).toEqual([
      {
        board: 3,
        dealer: 'S',
        vulnerability: 'EW',
        hands: { N: { S: 'AK2', H: 'T9', D: 'QJ', C: '' }, E: null, S: null, W: null },
      },
    ]);
  });

  test('a hand of a seat that is none or not given, or with a card that is none: an error, the hand left out', () => {
    const r = read(
      record(
        `<BOARD_NUMBER>1</BOARD_NUMBER>${hand('Q', 'A', '', '', '')}${hand('E', 'AZ', 'K', '', '')}${hand('W', 'A', '', '', '2')}<HAND><SPADES>K</SPADES></HAND>`,
      ),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'value-seat', field: 'DIRECTION', text: 'Q' }],
      ['error', { code: 'deal-hand', seat: 'E', text: 'AZ' }],
      ['error', { code: 'value-seat', field: 'DIRECTION', text: '' }],
    ]);
    expect(r.doc.handset[0]?.hands).toEqual({
      N: null,
      E: null,
      S: null,
      W: { S: 'A', H: '', D: '', C: '2' },
    });
  });

  test('a dealer or vulnerability that cannot be read: an error, the record kept without it', () => {
    const r = read(
      record('<BOARD_NUMBER>2</BOARD_NUMBER><DEALER>Q</DEALER><VULNERABILITY>some</VULNERABILITY>'),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'value-seat', field: 'DEALER', text: 'Q' }],
      [
        'error',
        {
          code: 'value-invalid',
          field: 'VULNERABILITY',
          text: 'some',
          cause: { code: 'vulnerability-unknown', text: 'some' },
        },
      ],
    ]);
    expect(r.doc.handset).toEqual([{ board: 2, hands: { N: null, E: null, S: null, W: null } }]);
  });

  test('a record without its board number: an error, the record left out', () => {
    const r = read(record(`<DEALER>N</DEALER>${hand('N', 'A', '', '', '')}`));
    expect(r.problems).toEqual([
      ['error', { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' }],
    ]);
    expect(r.doc.handset).toEqual([]);
  });
});

describe('participants’ numbers', () => {
  const event = (participants: string) =>
    `<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>${participants}</PARTICIPANTS></EVENT>`;
  const numbers = (r: ReturnType<typeof read>) =>
    r.doc.events[0]?.sections.flatMap((s) => s.participants.map((p) => [p.kind, p.number])) ?? [];

  test('a pair without its number, or with one that is no number: an error, the pair left out', () => {
    const r = read(
      event(
        '<PAIR><PLAYER/></PAIR><PAIR><PAIR_NUMBER>x</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR>',
      ),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'xml-element-missing', element: 'PAIR_NUMBER', parent: 'PAIR' }],
      ['error', { code: 'value-number', field: 'PAIR_NUMBER', text: 'x' }],
    ]);
    expect(numbers(r)).toEqual([['pair', 4]]);
  });

  test('a value quoted in a message shows its control characters escaped', () => {
    // Tab, line feed and carriage return by name, others by their code (given as references).
    const r = read(event('<PAIR><PAIR_NUMBER>a&#9;b&#10;c&#13;d&#127;e</PAIR_NUMBER></PAIR>'));
    expect(r.problems).toEqual([
      ['error', { code: 'value-number', field: 'PAIR_NUMBER', text: 'a\\tb\\nc\\rd\\x7fe' }],
    ]);
  });

  test('a team: its TEAM_NUMBER, else its TEAM_ID; what cannot be read named', () => {
    const r = read(
      event(
        [
          '<TEAM></TEAM>',
          '<TEAM><TEAM_NUMBER>x</TEAM_NUMBER></TEAM>',
          '<TEAM TEAM_ID="y"></TEAM>',
          '<TEAM TEAM_ID="7"><TEAM_NUMBER>z</TEAM_NUMBER></TEAM>',
          '<TEAM TEAM_ID="8"></TEAM>',
          '<TEAM TEAM_ID="9"><TEAM_NUMBER>5</TEAM_NUMBER></TEAM>',
        ].join(''),
      ),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'xml-element-missing', element: 'TEAM_NUMBER', parent: 'TEAM' }],
      ['error', { code: 'value-number', field: 'TEAM_NUMBER', text: 'x' }],
      ['error', { code: 'value-number', field: 'TEAM_ID', text: 'y' }],
      ['error', { code: 'value-number', field: 'TEAM_NUMBER', text: 'z' }],
    ]);
    expect(numbers(r)).toEqual([
      ['team', 7],
      ['team', 8],
      ['team', 5],
    ]);
  });
});

describe('elements not known, at every level', () => {
  // One element not known in each element that keeps them: the root, a session, the
  // participants, a section, a board, a match, a handset and a hand record's hand.
  const text = `<?xml version="1.0"?>
<USEBIO Version="1.2">
<ROOT_NOTE>r</ROOT_NOTE>
<EVENT EVENT_TYPE="MP_PAIRS">
<SESSION><SESSION_NOTE>s</SESSION_NOTE>
<SECTION SECTION_ID="A"><SECTION_NOTE>c</SECTION_NOTE>
<PARTICIPANTS><PARTICIPANTS_NOTE>p</PARTICIPANTS_NOTE>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><BOARD_NOTE>b</BOARD_NOTE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>
</BOARD></SECTION></SESSION></EVENT>
<EVENT EVENT_TYPE="TEAMS"><MATCH><MATCH_NOTE>m</MATCH_NOTE><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM></MATCH></EVENT>
<HANDSET><HANDSET_NOTE>h</HANDSET_NOTE><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<HAND><DIRECTION>N</DIRECTION><HAND_NOTE>n</HAND_NOTE><SPADES>A</SPADES></HAND></BOARD></HANDSET>
</USEBIO>
`;
  const NOTES = ['ROOT', 'SESSION', 'SECTION', 'PARTICIPANTS', 'BOARD', 'MATCH', 'HANDSET', 'HAND'];

  test('each kept and written back; read again and written, the same text', () => {
    const r = readUsebio(text);
    if (!r.ok) throw new Error('not USEBIO');
    const written = formatUsebio(r.value.value);
    const values = ['r', 's', 'c', 'p', 'b', 'm', 'h', 'n'];
    NOTES.forEach((n, k) => {
      expect(written).toContain(`<${n}_NOTE>${values[k]}</${n}_NOTE>`);
    });
    const again = readUsebio(written);
    if (!again.ok) throw new Error('not USEBIO');
    // The root's own extras and the handset's are one list, in the order written.
    expect(formatUsebio(again.value.value)).toBe(written);
  });

  test('each warned once, naming its parent', () => {
    const r = readUsebio(text);
    if (!r.ok) throw new Error('not USEBIO');
    const unread = r.value.problems
      .filter((p) => p.error.code === 'usebio-element-unread')
      .map((p) => (p.error.code === 'usebio-element-unread' ? [p.error.element, p.error.parent] : null));
    expect(unread).toEqual(
      expect.arrayContaining(NOTES.map((n) => [`${n}_NOTE`, n === 'ROOT' ? 'USEBIO' : n])),
    );
  });
});

describe('character references (XML 1.0, Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF])', () => {
  const club = (name: string) => {
    const r = read(`<CLUB><CLUB_NAME>${name}</CLUB_NAME></CLUB>`);
    return { name: r.doc.club?.name, errors: r.problems.filter(([s]) => s === 'error').length };
  };

  test('the first and last of each range stand for their character', () => {
    expect(club('&#xE000;&#xFFFD;&#x20;&#x10000;&#x10FFFF;&#xD7FF;')).toEqual({
      name: '\uE000\uFFFD \u{10000}\u{10FFFF}\uD7FF',
      errors: 0,
    });
  });

  test.each(['&#xFFFE;', '&#xDFFF;', '&#x110000;', '&#x1F;'])('%s is no character: an error', (ref) => {
    expect(club(`a${ref}b`).errors).toBeGreaterThan(0);
  });
});

describe('traveller lines', () => {
  const tl = (
    ns: string,
    ew: string,
    more = '<CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS>',
  ) =>
    `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>${more}</TRAVELLER_LINE>`;
  const event = (boards: string) => `<EVENT EVENT_TYPE="MP_PAIRS">${boards}</EVENT>`;
  const linesOf = (r: ReturnType<typeof read>) =>
    r.doc.events[0]?.sections.flatMap((s) =>
      s.boards.map((b) => [b.number, b.lines.map((l) => `${l.ns}-${l.ew}`)]),
    ) ?? [];

  test('a board number after the lines: the lines are the board’s', () => {
    const r = read(event(`<BOARD>${tl('1', '2')}${tl('3', '4')}<BOARD_NUMBER>7</BOARD_NUMBER></BOARD>`));
    expect(r.problems).toEqual([]);
    expect(linesOf(r)).toEqual([[7, ['1-2', '3-4']]]);
  });

  test('a board with no number: the board an error, and each of its lines left out with one', () => {
    const missing = { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' };
    const r = readUsebio(
      `<USEBIO Version="1.2">${event(`<BOARD>${tl('1', '2')}${tl('3', '4')}</BOARD>`)}</USEBIO>`,
    );
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems.map((p) => [p.severity, p.error])).toEqual([
      ['error', missing],
      ['error', missing],
      ['error', missing],
    ]);
    expect(r.value.tally).toEqual({ records: 2, used: 0, rejected: 2 });
  });

  test('a line’s bad value before its board’s number: reported once the board is known', () => {
    const bad = `<ROUND_NUMBER>x</ROUND_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS>`;
    const r = read(event(`<BOARD>${tl('1', '2', bad)}<BOARD_NUMBER>7</BOARD_NUMBER></BOARD>`));
    expect(r.problems).toEqual([['error', { code: 'value-number', field: 'ROUND_NUMBER', text: 'x' }]]);
    expect(linesOf(r)).toEqual([[7, ['1-2']]]);
    // With no board number the line is left out, with exactly one error: the number missing.
    const none = readUsebio(`<USEBIO Version="1.2">${event(`<BOARD>${tl('1', '2', bad)}</BOARD>`)}</USEBIO>`);
    if (!none.ok) throw new Error('not USEBIO');
    expect(none.value.problems.map((p) => p.error.code)).toEqual([
      'xml-element-missing',
      'xml-element-missing',
    ]);
    expect(none.value.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('pair numbers: missing, or no number; a direction after the number is read', () => {
    const r = read(
      event(
        `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${tl('', '2')}${tl('1', '')}${tl('', '')}${tl('x', '2')}${tl('1', 'y')}${tl('5NS', '6 EW')}</BOARD>`,
      ),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'xml-element-missing', element: 'NS_PAIR_NUMBER', parent: 'TRAVELLER_LINE' }],
      ['error', { code: 'xml-element-missing', element: 'EW_PAIR_NUMBER', parent: 'TRAVELLER_LINE' }],
      [
        'error',
        { code: 'xml-element-missing', element: 'NS_PAIR_NUMBER, EW_PAIR_NUMBER', parent: 'TRAVELLER_LINE' },
      ],
      ['error', { code: 'value-number', field: 'NS_PAIR_NUMBER', text: 'x' }],
      ['error', { code: 'value-number', field: 'EW_PAIR_NUMBER', text: 'y' }],
    ]);
    expect(linesOf(r)).toEqual([[1, ['5-6']]]);
  });

  test('tricks that are no number, or more than 13: an error at TRICKS', () => {
    const trick = (t: string) => `<CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>${t}</TRICKS>`;
    const r = read(
      event(
        `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${tl('1', '2', trick('x'))}${tl('3', '4', trick('14'))}</BOARD>`,
      ),
    );
    expect(r.problems).toEqual([
      ['error', { code: 'value-number', field: 'TRICKS', text: 'x' }],
      [
        'error',
        { code: 'value-invalid', field: 'TRICKS', text: '14', cause: { code: 'tricks-range', tricks: 14 } },
      ],
    ]);
  });
});

describe('events and values given twice', () => {
  test('EVENT_TYPE as an element, not an attribute: read the same', () => {
    const r = read('<EVENT><EVENT_TYPE>MP_PAIRS</EVENT_TYPE></EVENT>');
    expect(r.doc.events[0]?.type).toBe('MP_PAIRS');
    expect(r.problems).toEqual([]);
  });

  test('an event type not known: a warning naming it, read as pairs', () => {
    const r = read('<EVENT EVENT_TYPE="WHIST"></EVENT>');
    expect(r.doc.events[0]?.type).toBe('WHIST');
    expect(r.problems).toEqual([
      ['warning', expect.objectContaining({ code: 'usebio-event-type', text: 'WHIST' })],
    ]);
  });

  test('a value given twice: the first is read, the second kept and written back', () => {
    const r = read(
      '<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS></EVENT>',
    );
    expect(r.doc.events[0]?.sections[0]?.participants.map((p) => p.number)).toEqual([1]);
    const written = formatUsebio(r.doc);
    expect(written).toContain('<PAIR_NUMBER>1</PAIR_NUMBER>');
    expect(written).toContain('<PAIR_NUMBER>2</PAIR_NUMBER>');
  });
});
