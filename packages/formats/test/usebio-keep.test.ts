/**
 * USEBIO → USEBIO keeps what it does not read: elements kept as extra data
 * and written back in place; known programs' elements read without a word,
 * others warned once per name with a count; SCORING_METHOD honoured; an
 * artificial score keeps its spelling; BOARD_AVERAGE read, kept per board and
 * written back.
 */
import { scoreSession } from '@bridge-score/core';
import {
  eventOfResults,
  formatUsebio,
  Problems,
  readUsebio,
  readUsebioBytes,
  resultsOfSession,
  type UsebioDocument,
  usebioOfResults,
  usebioPairsMethod,
  usebioResults,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { golden, SHORT } from './helpers.js';

function readGolden(name: string) {
  const r = readUsebioBytes(golden(name), { file: name });
  if (!r.ok) throw new Error(name);
  return r.value;
}

function read(text: string) {
  const r = readUsebio(text);
  if (!r.ok) throw new Error('not USEBIO');
  return r.value;
}

/** The text of each element named, as written, in document order. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('a Compscore file round trip', () => {
  const { value: doc, problems } = readGolden('foreign-compscore-butler.xml');
  const written = formatUsebio(doc);

  test('read without a warning, and every element it has is written back', () => {
    expect(problems).toEqual([]);
    const source = new TextDecoder().decode(golden('foreign-compscore-butler.xml'));
    for (const name of [
      'TITLE',
      'VENUE',
      'MASTER_POINT_SCALE',
      'MASTER_POINT_TYPE',
      'MPS_AWARDED_FLAG',
      'SESSION_COUNT',
      'SECTION_COUNT',
      'P2P_CHARGE_RATE',
      'SCORING_METHOD',
      'FULL_NAME',
      'SCORER',
      'EMAIL',
      'MASTER_POINTS_AWARDED',
      'BOARD_AVERAGE',
    ]) {
      expect(elements(written, name), name).toEqual(elements(source, name));
    }
  });

  test('in place: each pair’s master points inside that pair, after its place; the contact’s elements inside CONTACT', () => {
    const pair = written.slice(written.indexOf('<PAIR>'), written.indexOf('</PAIR>'));
    expect(pair).toMatch(
      /<PLACE>1<\/PLACE>\s*<MASTER_POINTS_AWARDED>15<\/MASTER_POINTS_AWARDED>\s*<MASTER_POINT_TYPE>GREEN/,
    );
    expect(written).toMatch(
      /<CONTACT>\s*<FULL_NAME>A Scorer<\/FULL_NAME>\s*<SCORER>TEST<\/SCORER>\s*<TELEPHONE><\/TELEPHONE>/,
    );
    expect(written).toMatch(/<BOARD_NUMBER>1<\/BOARD_NUMBER>\s*<BOARD_AVERAGE>280<\/BOARD_AVERAGE>/);
  });

  test('written, read again: the same document (the extras in the order written); written again: the same bytes', () => {
    const again = read(written);
    expect(again.problems).toEqual([]);
    // Our writer puts the event's DATE before WINNER_TYPE, Compscore after: the TITLE that followed
    // WINNER_TYPE is written after it, and so comes later in the list read back.
    const byPlace = (d: UsebioDocument) => ({
      ...d,
      events: d.events.map((e) => ({
        ...e,
        extra: [...(e.extra ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
      })),
    });
    expect(byPlace(again.value)).toEqual(byPlace(doc));
    expect(formatUsebio(again.value)).toBe(written);
  });

  test('the lines’ IMPs keep their elements (Butler points here, cross-IMP points in the cross-IMP file)', () => {
    expect(written).toContain('<NS_BUTLER_POINTS>');
    const cross = formatUsebio(readGolden('foreign-compscore-crossimp.xml').value);
    expect(cross).toContain('<NS_CROSS_IMP_POINTS>');
    expect(cross).not.toContain('<NS_BUTLER_POINTS>');
  });
});

describe('elements not known', () => {
  const text = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">
<WEATHER>sunny</WEATHER>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE><SCORER_MOOD a="b">good</SCORER_MOOD></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><SCORE>400</SCORE><SCORER_MOOD>bad</SCORER_MOOD></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`;

  test('warned once per name, with how often, at the first place; kept and written back', () => {
    const r = read(text);
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [2, { code: 'usebio-element-unread', element: 'WEATHER', parent: 'EVENT', count: 1 }],
      [4, { code: 'usebio-element-unread', element: 'SCORER_MOOD', parent: 'TRAVELLER_LINE', count: 2 }],
    ]);
    const lines = r.value.events[0]?.sections[0]?.boards[0]?.lines;
    expect(lines?.[0]?.extra).toEqual([
      { name: 'SCORER_MOOD', attributes: { a: 'b' }, text: 'good', after: 'SCORE' },
    ]);
    const written = formatUsebio(r.value);
    expect(written).toContain('<SCORE>420</SCORE>\n        <SCORER_MOOD a="b">good</SCORER_MOOD>');
    expect(written).toContain('<WEATHER>sunny</WEATHER>');
  });
});

describe('SCORING_METHOD', () => {
  const withType = (type: string, method: string, average = false) =>
    `<USEBIO Version="1.2"><EVENT EVENT_TYPE="${type}"><SCORING_METHOD>${method}</SCORING_METHOD>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${average ? '<BOARD_AVERAGE>420</BOARD_AVERAGE>' : ''}
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`;

  test.each([
    ['IMPS', false, 'cross-imps', 'imps-unspecified', 'IMP;Cross2'],
    ['IMPS', true, 'butler', 'datum', 'IMP;Butler'],
    ['BUTLER', false, 'butler', 'scoring-method', 'IMP;Butler'],
    ['CROSS_IMPS', false, 'cross-imps', 'scoring-method', 'IMP;Cross2'],
    ['MATCH_POINTS', false, 'mp', 'scoring-method', 'MP'],
    ['AGGREGATE', false, 'mp', 'scoring-method-unknown', 'USEBIO:CLUB_NIGHT'],
  ])(
    'an event type we do not know, SCORING_METHOD %s (a datum: %s): %s, said why',
    (method, average, scored, basis, scoring) => {
      const r = read(withType('CLUB_NIGHT', method, average));
      expect(r.problems.map((p) => p.error)).toEqual([
        { code: 'usebio-event-type', text: 'CLUB_NIGHT', method: scored, basis, scoringMethod: method },
      ]);
      expect(usebioResults(r.value).scoring).toBe(scoring);
    },
  );

  test('a known event type decides; SCORING_METHOD is kept and written back', () => {
    const r = read(withType('MP_PAIRS', 'IMPS'));
    expect(r.problems).toEqual([]);
    const event = r.value.events[0] as UsebioDocument['events'][number];
    expect(usebioPairsMethod(event)).toEqual({ method: 'mp', basis: 'event-type' });
    expect(event.scoringMethod).toBe('IMPS');
    expect(formatUsebio(r.value)).toContain('<SCORING_METHOD>IMPS</SCORING_METHOD>');
  });

  test('a team event has no pairs method', () => {
    expect(usebioPairsMethod({ type: 'TEAMS', sections: [] })).toBeNull();
  });
});

describe('artificial scores keep their spelling', () => {
  test.each(['A5050', 'A+A-', 'a60a40', 'A60/A40'])('%s', (spelled) => {
    const text = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>${spelled}</SCORE></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`;
    const written = formatUsebio(read(text).value);
    expect(elements(written, 'SCORE')).toEqual([spelled]);
  });

  test('given in CONTRACT, written back in CONTRACT', () => {
    const text = `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>A5050</CONTRACT></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`;
    const written = formatUsebio(read(text).value);
    expect(elements(written, 'CONTRACT')).toEqual(['A5050']);
    expect(elements(written, 'SCORE')).toEqual([]);
  });

  test('a spelling that no longer says the award is not written: the award is', () => {
    const doc = read(
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A5050</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>',
    ).value;
    const event = doc.events[0] as UsebioDocument['events'][number];
    const section = event.sections[0] as (typeof event.sections)[number];
    const board = section.boards[0] as (typeof section.boards)[number];
    const changed: UsebioDocument = {
      ...doc,
      events: [
        {
          ...event,
          sections: [
            {
              ...section,
              boards: [
                {
                  ...board,
                  lines: [
                    {
                      ...board.lines[0],
                      ns: 1,
                      ew: 2,
                      adjusted: { ns: 'average-plus', ew: 'average-minus' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(elements(formatUsebio(changed), 'SCORE')).toEqual(['A60A40']);
  });
});

describe('BOARD_AVERAGE', () => {
  test('read per board and section, into the results’ datums, and written back on a Butler event', () => {
    const { value: doc } = readGolden('foreign-compscore-butler.xml');
    const boards = doc.events[0]?.sections[0]?.boards ?? [];
    expect(boards.map((b) => [b.number, b.average])).toEqual([
      [1, 280],
      [2, 360],
    ]);
    const results = usebioResults(doc);
    expect(results.boards.map((b) => [b.number, b.datums])).toEqual([
      [1, [{ datum: 280 }]],
      [2, [{ datum: 360 }]],
    ]);
    const written = formatUsebio(usebioOfResults(results));
    expect(elements(written, 'BOARD_AVERAGE')).toEqual(['280', '360']);
  });

  test('a Butler session scored by us writes its datums as BOARD_AVERAGE (the file’s own here: 280 and 360)', () => {
    const { value: doc } = readGolden('foreign-compscore-butler.xml');
    const problems = new Problems('x');
    const event = eventOfResults(usebioResults(doc), problems);
    const score = scoreSession(event, { method: 'butler' });
    // The mean of the scores without the top and the bottom, to 10: board 1 (420, 450, -50, 140)
    // gives (420 + 140) / 2 = 280; board 2 (600, -100, 630, 120) gives (600 + 120) / 2 = 360.
    expect(score.boards.map((b) => b.datum)).toEqual([280, 360]);
    const written = formatUsebio(usebioOfResults(resultsOfSession(event, score)));
    expect(elements(written, 'BOARD_AVERAGE')).toEqual(['280', '360']);
  });

  test('a datum that is not a number is a problem at its element', () => {
    const r = read(
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="BUTLER_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n<BOARD_AVERAGE>lots</BOARD_AVERAGE></BOARD></EVENT></USEBIO>',
    );
    expect(r.problems.map((p) => [p.line, p.error])).toEqual([
      [2, { code: 'value-number', field: 'BOARD_AVERAGE', text: 'lots' }],
    ]);
  });
});

describe('deep elements not known', () => {
  test('ten thousand nested: read, warned once, written back whole', () => {
    // Under mutation, short: a thousand (still past the writer's 64 levels of indent).
    const depth = SHORT ? 1000 : 10_000;
    const nested = `${'<X>'.repeat(depth)}deep${'</X>'.repeat(depth)}`;
    const r = read(`<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">${nested}</EVENT></USEBIO>`);
    expect(r.problems.map((p) => p.error)).toEqual([
      { code: 'usebio-element-unread', element: 'X', parent: 'EVENT', count: 1 },
    ]);
    const written = formatUsebio(r.value);
    expect(written.match(/<X>/g)).toHaveLength(depth);
    expect(written).toContain('<X>deep</X>');
    expect(formatUsebio(read(written).value)).toBe(written);
  });
});
