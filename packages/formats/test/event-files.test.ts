/**
 * Files into the event model, scored by the pairs engine, and back out: the
 * golden evenings' own matchpoints (worked out by Law 78A for the golden
 * files) must come out of the engine, and what we write must read back.
 */
import { parseContract, scoreSession } from '@bridge-score/core';
import {
  dealsOf,
  EventBuilder,
  eventOfResults,
  formatPbn,
  formatUsebio,
  Problems,
  pbnOfResults,
  pbnResults,
  readPbn,
  readUsebio,
  readUsebioBytes,
  resultsOfSession,
  usebioOfResults,
  usebioResults,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { golden, readGoldenPbn } from './helpers.js';

function fromPbn(name: string) {
  const problems = new Problems(name);
  const results = pbnResults(readGoldenPbn(name).value, problems);
  const event = eventOfResults(results, problems);
  return { results, event, problems: problems.list };
}

describe('PBN into the event model', () => {
  test('the Mitchell evening: a Mitchell of 3 + 3 pairs, 9 lines, names from the TotalScoreTable', () => {
    const { event, problems } = fromPbn('mitchell.pbn');
    expect(problems).toEqual([]);
    expect(event.name).toBe('Tuesday Pairs');
    expect(event.sections).toHaveLength(1);
    expect(event.sections[0]).toMatchObject({ name: 'A', movement: 'mitchell' });
    expect(event.sections[0]?.pairs).toContainEqual({
      number: 2,
      direction: 'NS',
      names: ['Carol King', 'Dan Webb'],
    });
    expect(event.results).toHaveLength(9);
  });

  test('scored by the engine, it gives the golden file’s matchpoints, totals and places', () => {
    const { event } = fromPbn('mitchell.pbn');
    const score = scoreSession(event);
    const back = resultsOfSession(event, score);
    // Golden: NS 2 12, NS 1 4, NS 3 2; EW 1 8, EW 2 6, EW 3 4 (of 12: 3 boards × top 4).
    expect(back.pairs.map((p) => [p.direction, p.pair, p.totalMatchPoints, p.percentage, p.rank])).toEqual([
      ['NS', 2, 12, 100, '1'],
      ['NS', 1, 4, 33.33, '2'],
      ['NS', 3, 2, 16.67, '3'],
      ['EW', 1, 8, 66.67, '1'],
      ['EW', 2, 6, 50, '2'],
      ['EW', 3, 4, 33.33, '3'],
    ]);
    // Board 2: NS −140, +300, 0 → 0, 4, 2.
    expect(back.boards[1]?.lines.map((l) => [l.score, l.nsMatchPoints, l.ewMatchPoints])).toEqual([
      [-140, 0, 4],
      [300, 4, 0],
      [0, 2, 2],
    ]);
  });

  test('the Howell: one field, its movement judged from the file', () => {
    const { event } = fromPbn('howell.pbn');
    expect(event.sections[0]?.movement).toBe('howell');
    const back = resultsOfSession(event, scoreSession(event));
    expect(back.pairs.map((p) => [p.pair, p.totalMatchPoints, p.rank])).toEqual([
      [4, 5, '1'],
      [1, 3, '2='],
      [3, 3, '2='],
      [2, 1, '4'],
    ]);
  });

  test('a line with no result is a problem at its row, and left out', () => {
    const { event, problems } = fromPbn('messy.pbn');
    expect(problems.filter((p) => p.error.code === 'result-line')).toEqual([
      {
        severity: 'error',
        file: 'messy.pbn',
        line: 36,
        column: 1,
        error: { code: 'result-line', board: 3, ns: 3, ew: 4, cause: { code: 'outcome-missing' } },
      },
    ]);
    expect(event.results.map((l) => [l.board, l.ns, l.ew])).toEqual([
      [3, 1, 2],
      [3, 7, 8],
    ]);
  });
});

describe('USEBIO into the event model', () => {
  test('artificial scores and a pass-out are scored; the hand record keeps its dealer', () => {
    const r = readUsebioBytes(golden('club.xml'), { file: 'club.xml' });
    if (!r.ok) throw new Error('not USEBIO');
    const problems = new Problems('club.xml');
    const event = eventOfResults(usebioResults(r.value.value), problems);
    expect(problems.list).toEqual([]);
    expect(event.sections[0]?.movement).toBe('mitchell');
    expect(event.results.filter((l) => l.board >= 4).map((l) => l.outcome.kind)).toEqual([
      'played',
      'adjusted',
      'played',
      'adjusted',
      'played',
      'played',
    ]);
    expect(event.boards).toContainEqual({ number: 1, dealer: 'N', vulnerability: 'None' });
    const score = scoreSession(event);
    expect(score.boards.find((b) => b.board === 1)?.nsScore).toEqual(new Float64Array([420, 450, 400]));
    // The golden file's scores agree with Law 77: no score-mismatch, no pair twice on a board.
    expect(score.warnings.filter((w) => w.code === 'score-mismatch' || w.code === 'pair-twice')).toEqual([]);
  });
});

describe('a scored session written out and read back', () => {
  const { results, event } = fromPbn('mitchell.pbn');
  const scored = resultsOfSession(event, scoreSession(event), {
    event: 'Tuesday Pairs',
    date: '2024-03-12',
    deals: dealsOf(results),
  });

  test('as PBN: the ScoreTable and TotalScoreTable read back to the same results, the file byte for byte', () => {
    const text = formatPbn(pbnOfResults(scored));
    expect(text).toContain(
      '[TotalScoreTable "Rank\\3R;PairId\\2R;Direction\\2L;TotalScoreMP\\6R;TotalPercentage\\6R;Names\\40L;NrBoards\\2R"]',
    );
    const read = readPbn(text);
    if (!read.ok) throw new Error('not PBN');
    const problems = new Problems('ours.pbn');
    const again = pbnResults(read.value.value, problems);
    expect(problems.list).toEqual([]);
    expect(again).toEqual(scored);
    expect(formatPbn(pbnOfResults(again))).toBe(text);
  });

  test('as USEBIO: match points, totals, percentages and places', () => {
    const xml = formatUsebio(usebioOfResults(scored));
    const read = readUsebio(xml);
    if (!read.ok) throw new Error('not USEBIO');
    expect(read.value.problems).toEqual([]);
    const again = usebioResults(read.value.value);
    expect(again.pairs[0]).toEqual({
      pair: 2,
      direction: 'NS',
      rank: '1',
      totalMatchPoints: 12,
      percentage: 100,
      players: [{ name: 'Carol King' }, { name: 'Dan Webb' }],
    });
    expect(again.boards[0]?.lines[1]).toMatchObject({
      ns: 2,
      ew: 1,
      score: 450,
      nsMatchPoints: 4,
      ewMatchPoints: 0,
    });
    // What we wrote reads back to what writes the same bytes.
    expect(formatUsebio(usebioOfResults(again))).toBe(xml);
  });
});

describe('row by row into the event', () => {
  // The session reads a PBN file's lines straight into the event (EventBuilder); the event and the
  // problems must be those of reading the whole file first, for every golden PBN file. A file
  // whose games are out of board order, with names on the rows, is made here too.
  const shuffled = [
    '[Event "Out of order"]',
    '[Board "2"]',
    '[ScoreTable "Section\\1L;PairId_NS\\1R;PairId_EW\\1R;Contract\\2L;Declarer\\1R;Result\\2R;Names_NS\\10L"]',
    'B 1 2 3NT N 9 "Ann - Bob"',
    'A 1 2 4S S 10 "Cy - Di"',
    'A 2 1 4S S 9 -',
    '',
    '[Board "1"]',
    '[ScoreTable "Section\\1L;PairId_NS\\1R;PairId_EW\\1R;Contract\\2L;Declarer\\1R;Result\\2R;Names_NS\\10L"]',
    'A 1 2 1NT N 7 -',
    'A 2 1 1NT N ? -',
    'B 1 2 2H S 8 -',
    '',
  ].join('\n');
  const files = [
    'mitchell.pbn',
    'howell.pbn',
    'messy.pbn',
    'messy-bom.pbn',
    'hand-records.pbn',
    'foreign-magic-contest.pbn',
    'foreign-bridgecomposer.pbn',
  ];

  test.each([...files, 'shuffled'])('%s', (name) => {
    const file = name === 'shuffled' ? readOrThrow(shuffled) : readGoldenPbn(name).value;
    const whole = new Problems(name);
    const event = eventOfResults(pbnResults(file, whole), whole);
    const streamed = new Problems(name);
    const build = new EventBuilder(streamed);
    const results = pbnResults(file, streamed, { lines: (board, line) => build.line(board, line) });
    expect(results.boards.every((b) => b.lines.length === 0)).toBe(true);
    expect(build.event(results)).toEqual(event);
    const where = (p: Problems) => p.list.map((x) => [x.line, x.column, x.error.code]).sort();
    expect(where(streamed)).toEqual(where(whole));
  });

  function readOrThrow(text: string) {
    const r = readPbn(text, { file: 'shuffled.pbn' });
    if (!r.ok) throw new Error('not PBN');
    return r.value.value;
  }
});

describe('names on the rows and the movement', () => {
  const columns =
    'PairId_NS\\1R;PairId_EW\\1R;Contract\\3L;Declarer\\1R;Result\\2R;Names_NS\\9L;Names_EW\\9L';
  // A Howell of 4 pairs at 2 tables: pair 1 stays North-South, the others move (each sits both ways).
  const howell = [
    '[Board "1"]',
    `[ScoreTable "${columns}"]`,
    '1 2 3NT N  9 "Ann - Bob" "Cy - Di"',
    '3 4 3NT N 10 "Ed - Flo" "Gus - Hal"',
    '',
    '[Board "2"]',
    `[ScoreTable "${columns}"]`,
    '1 3 4S  S 10 "Ann - Bob" "Ed - Flo"',
    '2 4 4S  S  9 "Cy - Di" "Gus - Hal"',
    '',
    '[Board "3"]',
    `[ScoreTable "${columns}"]`,
    '1 4 2H  S  8 "Ann - Bob" "Gus - Hal"',
    '2 3 2H  S  9 "Cy - Di" "Ed - Flo"',
    '',
  ].join('\n');

  test('a stationary North-South pair named in one column keeps the Howell a Howell', () => {
    const r = readPbn(howell, { file: 'howell-names.pbn' });
    if (!r.ok) throw new Error('not PBN');
    const problems = new Problems('howell-names.pbn');
    const event = eventOfResults(pbnResults(r.value.value, problems), problems);
    expect(event.sections.map((s) => s.movement)).toEqual(['howell']);
    expect(event.sections[0]?.pairs?.find((p) => p.number === 1)?.names).toEqual(['Ann', 'Bob']);
    const score = scoreSession(event);
    expect(score.rankings).toHaveLength(1);
    expect(score.rankings[0]?.entries).toHaveLength(4);
    expect(score.warnings.filter((w) => w.code === 'pair-unlisted')).toEqual([]);
  });

  test('a number named differently North-South and East-West is two pairs of a Mitchell', () => {
    const mitchell = [
      '[Board "1"]',
      `[ScoreTable "${columns}"]`,
      '1 1 3NT N  9 "Ann - Bob" "Cy - Di"',
      '2 2 3NT N 10 "Ed - Flo" "Gus - Hal"',
      '',
    ].join('\n');
    const r = readPbn(mitchell, { file: 'mitchell-names.pbn' });
    if (!r.ok) throw new Error('not PBN');
    const problems = new Problems('mitchell-names.pbn');
    const event = eventOfResults(pbnResults(r.value.value, problems), problems);
    expect(event.sections.map((s) => s.movement)).toEqual(['mitchell']);
    expect(event.sections[0]?.pairs).toContainEqual({ number: 1, direction: 'EW', names: ['Cy', 'Di'] });
  });
});

describe('a board of very many lines', () => {
  test('300,000 lines of one board in one section make an event (no call with one argument a line)', () => {
    const problems = new Problems('big.pbn');
    const build = new EventBuilder(problems);
    const contract = parseContract('3NT');
    if (!contract.ok) throw new Error('3NT');
    for (let k = 0; k < 300_000; k++) {
      build.line(1, { ns: k + 1, ew: k + 500_001, contract: contract.value, declarer: 'N', tricks: 9 });
    }
    const event = build.event({ pairs: [], boards: [] });
    expect(event.results).toHaveLength(300_000);
    expect(problems.list).toEqual([]);
  });
});

describe('lines given in any order', () => {
  const contract = parseContract('3NT');
  if (!contract.ok) throw new Error('3NT');
  /** Line `n` (its NS pair `n`) of a section's board. */
  const give = (build: EventBuilder, n: number, section: string, board: number) =>
    build.line(board, { section, ns: n, ew: 100 + n, contract: contract.value, declarer: 'N', tricks: 9 });

  test('sections in the order the boards first name them, each by board, a board in the order given', () => {
    const problems = new Problems('any.pbn');
    const build = new EventBuilder(problems);
    // Sections interleaved, boards out of order, a section's board given in two runs apart.
    const given: [string, number][] = [
      ['B', 2],
      ['A', 2],
      ['A', 1],
      ['B', 2],
      ['A', 1],
      ['A', 2],
      ['C', 3],
      ['B', 1],
    ];
    given.forEach(([section, board], i) => {
      give(build, i + 1, section, board);
    });
    // A line with nothing to score, on A's board 1: left out with its problem.
    build.line(1, { section: 'A', ns: 9, ew: 109 });
    const event = build.event({ pairs: [], boards: [] });
    // Board 1 names A, then B; board 2 adds nothing new; board 3 names C. A: board 1 (lines 3, 5),
    // board 2 (2, 6); B: board 1 (8), board 2 (1, 4); C: board 3 (7).
    expect(event.sections.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(event.results.map((l) => [l.section, l.board, l.ns])).toEqual([
      ['A', 1, 3],
      ['A', 1, 5],
      ['A', 2, 2],
      ['A', 2, 6],
      ['B', 1, 8],
      ['B', 2, 1],
      ['B', 2, 4],
      ['C', 3, 7],
    ]);
    expect(problems.list.map((p) => p.error.code)).toEqual(['result-line']);
    expect(build.rejected).toBe(1);
  });

  test('lines already in order come out as given; a section of the pairs comes first', () => {
    const build = new EventBuilder(new Problems('in-order.pbn'));
    const given: [string, number][] = [
      ['A', 1],
      ['A', 1],
      ['A', 3],
      ['B', 1],
      ['B', 2],
    ];
    given.forEach(([section, board], i) => {
      give(build, i + 1, section, board);
    });
    const inOrder = build.event({ pairs: [], boards: [] });
    expect(inOrder.results.map((l) => l.ns)).toEqual([1, 2, 3, 4, 5]);
    // Section B has pairs in the results: it comes first, and its lines with it.
    const pairsFirst = build.event({ pairs: [{ pair: 4, section: 'B', players: [] }], boards: [] });
    expect(pairsFirst.sections.map((s) => s.name)).toEqual(['B', 'A']);
    expect(pairsFirst.results.map((l) => l.ns)).toEqual([4, 5, 1, 2, 3]);
  });
});

describe('a line not played beside a line with nothing to score', () => {
  // An NP line counts for neither pair; a line with no contract and no score is a problem at its
  // row. Lines share outcomes: neither may take the other's, whichever comes first.
  test.each([
    ['the empty line first', false],
    ['the NP line first', true],
  ])('%s', (_, npFirst) => {
    const problems = new Problems('np.pbn');
    const build = new EventBuilder(problems);
    const np = () => build.line(1, { ns: 3, ew: 4, notPlayed: true });
    const empty = () => build.line(1, { ns: 1, ew: 2 });
    if (npFirst) {
      np();
      empty();
    } else {
      empty();
      np();
    }
    const event = build.event({ pairs: [], boards: [] });
    expect(event.results).toEqual([
      { section: 'A', board: 1, ns: 3, ew: 4, outcome: { kind: 'not-played' } },
    ]);
    expect(problems.list.map((p) => p.error)).toEqual([
      { code: 'result-line', board: 1, ns: 1, ew: 2, cause: { code: 'outcome-missing' } },
    ]);
    expect(build.rejected).toBe(1);
  });
});
