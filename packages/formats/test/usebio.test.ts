/**
 * USEBIO: the golden club file (ISO-8859-1, CR LF, artificial scores, hand
 * records), errors with positions, files that are not USEBIO, round trips.
 */
import { contractOf } from '@bridge-score/core';
import {
  formatArtificialScore,
  formatUsebio,
  Problems,
  parseArtificialScore,
  readUsebio,
  readUsebioBytes,
  type UsebioDocument,
  usebioTeamMatches,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { golden, SHORT } from './helpers.js';

function readGolden() {
  const r = readUsebioBytes(golden('club.xml'), { file: 'club.xml' });
  if (!r.ok) throw new Error(r.error.error.code);
  return r.value;
}

describe('golden: a club evening in USEBIO 1.2', () => {
  const { value: doc, problems } = readGolden();
  const event = doc.events[0];
  const section = event?.sections[0];

  test('reads without a problem; the ISO-8859-1 declaration is honoured', () => {
    expect(problems).toEqual([]);
    expect(doc.version).toBe('1.2');
    expect(doc.club).toEqual({ name: 'Riverside Bridge Club', id: '4711' });
    expect(section?.participants[2]?.players[1]?.name).toBe('François Hélie');
  });

  test('the event', () => {
    expect(event).toMatchObject({
      type: 'MP_PAIRS',
      description: 'Tuesday Pairs',
      date: '12/03/2024',
      programName: 'ClubScorer',
      boardScoring: 'MATCH_POINTS',
      boardsPlayed: 3,
      winnerType: 2,
    });
  });

  test('participants: pairs with direction, place, total, percentage, players and numbers', () => {
    expect(section?.participants).toHaveLength(6);
    expect(section?.participants[1]).toEqual({
      kind: 'pair',
      number: 2,
      direction: 'NS',
      place: '1',
      totalScore: 12,
      percentage: 100,
      players: [
        { name: 'Carol King', nationalId: '1020' },
        { name: 'Dan Webb', nationalId: '1021' },
      ],
    });
  });

  test('traveller lines: contract, played by, lead, tricks, score, match points', () => {
    expect(section?.boards.map((b) => [b.number, b.lines.length])).toEqual([
      [1, 3],
      [3, 3],
      [4, 3],
      [5, 3],
    ]);
    expect(section?.boards[0]?.lines[1]).toEqual({
      ns: 2,
      ew: 1,
      contract: contractOf(4, 'S'),
      playedBy: 'N',
      lead: 'DA',
      tricks: 11,
      score: 450,
      nsMatchPoints: 4,
      ewMatchPoints: 0,
    });
  });

  test('4S* is doubled, PASS a pass-out, A60A40 and A5050 artificial scores', () => {
    const lines = section?.boards[2]?.lines ?? [];
    // Board 4, all vulnerable: 4♠X one down is −200 (Law 77).
    expect(lines[0]).toMatchObject({
      contract: contractOf(4, 'S', 'X'),
      playedBy: 'S',
      tricks: 9,
      score: -200,
    });
    expect(lines[1]).toEqual({ ns: 2, ew: 2, adjusted: { ns: 'average-plus', ew: 'average-minus' } });
    expect(lines[2]).toEqual({ ns: 3, ew: 3, contract: 'pass', score: 0 });
    // A5050 is kept as the file spells it (our own spelling is A50A50).
    expect(section?.boards[3]?.lines[0]).toEqual({
      ns: 1,
      ew: 2,
      adjusted: { ns: 'average', ew: 'average' },
      adjustedAs: 'A5050',
    });
  });

  test('the hand record: 10 is the ten, North is N', () => {
    expect(doc.handset).toEqual([
      {
        board: 1,
        dealer: 'N',
        vulnerability: 'None',
        hands: {
          N: { S: 'J96', H: '4', D: 'Q86', C: 'KQJ832' },
          E: { S: 'A8', H: 'QJ9853', D: '2', C: 'T975' },
          S: { S: 'KQT32', H: 'KT72', D: 'AT5', C: '4' },
          W: { S: '754', H: 'A6', D: 'KJ9743', C: 'A6' },
        },
      },
    ]);
  });

  test('read → write → read gives the same document; what we wrote writes back byte for byte', () => {
    const ours = formatUsebio(doc);
    const again = readUsebio(ours);
    if (!again.ok) throw new Error('not USEBIO');
    expect(again.value.problems).toEqual([]);
    expect(again.value.value).toEqual(doc);
    expect(formatUsebio(again.value.value)).toBe(ours);
  });
});

describe('writing a big document', () => {
  // The golden evening's boards copied 1,000 times over: tens of thousands of lines, which the
  // writer hands on in pieces of 64 KiB. Under mutation, short: 40 times (three pieces).
  const copies = SHORT ? 40 : 1000;
  const { value: doc } = readGolden();
  const event = doc.events[0] as UsebioDocument['events'][number];
  const section = event.sections[0] as (typeof event.sections)[number];
  const big: UsebioDocument = {
    ...doc,
    events: [
      {
        ...event,
        sections: [{ ...section, boards: Array.from({ length: copies }, () => section.boards).flat() }],
      },
    ],
  };

  test('every line ends with the newline asked for, and reads back to the same document', () => {
    const lf = formatUsebio(big);
    const crlf = formatUsebio(big, { newline: '\r\n' });
    expect(lf.split('\n').length).toBeGreaterThan(40 * copies);
    expect(lf.length).toBeGreaterThan(2 * 65536);
    expect(crlf).toBe(lf.replaceAll('\n', '\r\n'));
    expect(crlf.endsWith('</USEBIO>\r\n')).toBe(true);
    const again = readUsebio(crlf);
    if (!again.ok) throw new Error('not USEBIO');
    expect(again.value.problems).toEqual([]);
    expect(again.value.value).toEqual(big);
  });
});

describe('artificial scores', () => {
  test.each([
    ['A60A40', { ns: 'average-plus', ew: 'average-minus' }, 'A60A40'],
    ['A5050', { ns: 'average', ew: 'average' }, 'A50A50'],
    ['A+A-', { ns: 'average-plus', ew: 'average-minus' }, 'A60A40'],
    ['a60a60', { ns: 'average-plus', ew: 'average-plus' }, 'A60A60'],
    ['A70A30', { ns: 70, ew: 30 }, 'A70A30'],
  ])('%s', (text, award, canonical) => {
    expect(parseArtificialScore(text)).toEqual(award);
    expect(formatArtificialScore(award as never)).toBe(canonical);
  });

  test.each(['420', 'A', 'A60', 'A160A40', 'AVE'])('%s is not one', (text) => {
    expect(parseArtificialScore(text)).toBeNull();
  });
});

describe('problems at their element', () => {
  const wrap = (lines: string) =>
    `<USEBIO Version="1.3">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD>\n<BOARD_NUMBER>1</BOARD_NUMBER>\n${lines}\n</BOARD>\n</EVENT>\n</USEBIO>\n`;

  test('a bad contract, seat, tricks and score: the line is kept with what could be read', () => {
    const text = wrap(
      '<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>\n' +
        '  <CONTRACT>8S</CONTRACT><PLAYED_BY>Q</PLAYED_BY>\n  <TRICKS>ten</TRICKS><SCORE>AVE</SCORE><LEAD>HK</LEAD></TRAVELLER_LINE>',
    );
    const r = readUsebio(text, { file: 'x.xml' });
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [6, 3, 'value-invalid'],
      [6, 26, 'value-seat'],
      [7, 3, 'value-number'],
      [7, 23, 'value-artificial'],
    ]);
    expect(r.value.value.events[0]?.sections[0]?.boards[0]?.lines).toEqual([{ ns: 1, ew: 2, lead: 'HK' }]);
  });

  test('values padded with blanks, line breaks or no-break spaces are read trimmed', () => {
    const text = wrap(
      '<TRAVELLER_LINE><NS_PAIR_NUMBER> 1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2\n</EW_PAIR_NUMBER>\n' +
        '  <CONTRACT>\t4S </CONTRACT><PLAYED_BY>\u00a0S\u00a0</PLAYED_BY><TRICKS>\n10\n</TRICKS><LEAD>HK\u3000</LEAD></TRAVELLER_LINE>',
    );
    const r = readUsebio(text, { file: 'x.xml' });
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems).toEqual([]);
    expect(r.value.value.events[0]?.sections[0]?.boards[0]?.lines).toEqual([
      { ns: 1, ew: 2, contract: contractOf(4, 'S'), playedBy: 'S', tricks: 10, lead: 'HK' },
    ]);
  });

  test('a line without pair numbers is left out, and said so (one error for the line, naming both)', () => {
    const r = readUsebio(wrap('<TRAVELLER_LINE><CONTRACT>4S</CONTRACT></TRAVELLER_LINE>'));
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems.map((p) => [p.line, p.error])).toEqual([
      [
        5,
        { code: 'xml-element-missing', element: 'NS_PAIR_NUMBER, EW_PAIR_NUMBER', parent: 'TRAVELLER_LINE' },
      ],
    ]);
    expect(r.value.tally).toEqual({ records: 1, used: 0, rejected: 1 });
  });

  test('XML that breaks off: an xml-syntax error at its position, what came before kept', () => {
    const r = readUsebio(
      '<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n</EVENT>',
    );
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems[0]).toMatchObject({ line: 4, error: { code: 'xml-syntax' } });
    expect(r.value.value.events[0]?.sections[0]?.boards).toEqual([{ number: 1, lines: [] }]);
  });

  test('an unknown version and event type are warnings', () => {
    const r = readUsebio('<USEBIO Version="7"><EVENT EVENT_TYPE="CHESS"/></USEBIO>');
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems.map((p) => [p.severity, p.error.code])).toEqual([
      ['warning', 'usebio-version'],
      ['warning', 'usebio-event-type'],
    ]);
  });
});

describe('a file that is not USEBIO is one clear error', () => {
  test.each([
    ['', 'file-empty', ''],
    ['[Board "1"]', 'file-not-format', '[Board "1"]'],
    ['<html><body/></html>', 'file-not-format', '<html>'],
    ['<<<', 'file-not-format', '<<<'],
  ])('%j', (text, code, found) => {
    const r = readUsebio(text);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.error).toEqual(
        code === 'file-empty' ? { code, format: 'USEBIO' } : { code, format: 'USEBIO', found },
      );
  });
});

describe('sections', () => {
  test('SESSION › SECTION elements give named sections, written back as such', () => {
    const doc: UsebioDocument = {
      version: '1.3',
      events: [
        {
          type: 'MP_PAIRS',
          sections: [
            { name: 'A', participants: [], boards: [{ number: 1, lines: [{ ns: 1, ew: 1, score: 420 }] }] },
            { name: 'B', participants: [], boards: [{ number: 1, lines: [{ ns: 1, ew: 1, score: -50 }] }] },
          ],
        },
      ],
      handset: [],
    };
    const text = formatUsebio(doc);
    expect(text).toContain('<SECTION SECTION_ID="A">');
    const r = readUsebio(text);
    expect(r.ok && r.value.value).toEqual(doc);
  });
});

describe('never throws', () => {
  test('property: any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => void readUsebio(s)),
      { numRuns: 1500 },
    );
  });

  test('property: XML-ish pieces', () => {
    const piece = fc.constantFrom(
      '<USEBIO>',
      '</USEBIO>',
      '<EVENT>',
      '</EVENT>',
      '<BOARD>',
      '</BOARD>',
      '<BOARD_NUMBER>',
      '</BOARD_NUMBER>',
      '<TRAVELLER_LINE>',
      '</TRAVELLER_LINE>',
      '<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>',
      '<CONTRACT>',
      '4S',
      '&amp;',
      '&bad;',
      '<',
      '>',
      '"',
      '1',
      '<!-- c -->',
      '<![CDATA[x]]>',
      '<PARTICIPANTS>',
      '</PARTICIPANTS>',
      '<TEAM><TEAM_NUMBER>1</TEAM_NUMBER></TEAM>',
      '<MATCH>',
      '</MATCH>',
      '<TEAM>1</TEAM>',
      '<OPPOSING_TEAM>2</OPPOSING_TEAM>',
      '<DIRECTION>NS</DIRECTION>',
      '<DIRECTION>EW</DIRECTION>',
      '<TABLE_NUMBER>2</TABLE_NUMBER>',
      '<SCORE>A60A40</SCORE>',
      '<SCORE>-50</SCORE>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const r = readUsebio(pieces.join(''));
        if (r.ok) {
          formatUsebio(r.value.value);
          usebioTeamMatches(r.value.value, new Problems('x'));
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('property: any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => void readUsebioBytes(b)),
      { numRuns: 1000 },
    );
  });
});
