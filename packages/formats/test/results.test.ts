/**
 * Club results between PBN and USEBIO: each format maps into the same model
 * and out of it, so a file converts without losing what both can carry.
 */
import {
  formatPbn,
  formatUsebio,
  Problems,
  pbnOfResults,
  pbnResults,
  positionOf,
  readPbn,
  readUsebio,
  readUsebioBytes,
  usebioOfResults,
  usebioResults,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { golden, readGoldenPbn } from './helpers.js';

/** What PBN carries that USEBIO has no place for: percentages and IMPs per line, boards played per pair. */
function withoutPbnOnly<T>(value: T): T {
  const pbnOnly = ['nsPercentage', 'ewPercentage', 'nsImps', 'ewImps', 'boards'];
  return JSON.parse(
    JSON.stringify(value, (k, v) => (pbnOnly.includes(k) && typeof v === 'number' ? undefined : v)),
  );
}

describe('PBN → USEBIO → PBN', () => {
  const fromPbn = pbnResults(readGoldenPbn('mitchell.pbn').value, new Problems('mitchell.pbn'));

  test('the Mitchell evening as USEBIO: MP_PAIRS, the date as USEBIO writes it, pairs with players', () => {
    const doc = usebioOfResults(fromPbn);
    expect(doc.events[0]).toMatchObject({
      type: 'MP_PAIRS',
      description: 'Tuesday Pairs',
      date: '12/03/2024',
      boardScoring: 'MATCH_POINTS',
    });
    expect(doc.events[0]?.sections[0]?.participants[0]).toEqual({
      kind: 'pair',
      number: 2,
      direction: 'NS',
      place: '1',
      totalScore: 12,
      percentage: 100,
      players: [{ name: 'Carol King' }, { name: 'Dan Webb' }],
    });
    expect(doc.handset).toHaveLength(3);
  });

  test('and back: the same results but for what USEBIO has no place for, and the writer named', () => {
    const xml = formatUsebio(usebioOfResults(fromPbn));
    const read = readUsebio(xml);
    if (!read.ok) throw new Error('not USEBIO');
    expect(read.value.problems).toEqual([]);
    const back = usebioResults(read.value.value);
    const { site: _site, ...rest } = withoutPbnOnly(fromPbn);
    // The file names no program that wrote it: USEBIO's PROGRAM_NAME is ours.
    expect(fromPbn.program).toBeUndefined();
    expect(back).toEqual({ ...rest, program: 'bridge-score' });
  });
});

describe('USEBIO → PBN → USEBIO', () => {
  const r = readUsebioBytes(golden('club.xml'), { file: 'club.xml' });
  if (!r.ok) throw new Error('not USEBIO');
  const fromUsebio = usebioResults(r.value.value);

  test('the club file as results: artificial scores, pass-outs, hand records, club', () => {
    expect(fromUsebio).toMatchObject({
      event: 'Tuesday Pairs',
      date: '2024-03-12',
      scoring: 'MP',
      club: { name: 'Riverside Bridge Club' },
    });
    expect(fromUsebio.boards.map((b) => [b.number, b.lines.length, b.deal !== undefined])).toEqual([
      [1, 3, true],
      [3, 3, false],
      [4, 3, false],
      [5, 3, false],
    ]);
  });

  test('through PBN and back: the same results but for the club and player numbers PBN has no place for', () => {
    const text = formatPbn(pbnOfResults(fromUsebio));
    const read = readPbn(text);
    if (!read.ok) throw new Error('not PBN');
    expect(read.value.problems).toEqual([]);
    const problems = new Problems('ours.pbn');
    const back = pbnResults(read.value.value, problems);
    expect(problems.list).toEqual([]);
    const { club: _club, ...rest } = fromUsebio;
    // The program that wrote the figures travels as PBN's Generator.
    expect(rest.program).toBe('ClubScorer');
    expect(back).toEqual({
      ...rest,
      pairs: fromUsebio.pairs.map((p) => ({ ...p, players: p.players.map((pl) => ({ name: pl.name })) })),
    });
  });

  test('files we wrote write back byte for byte, both ways', () => {
    const xml = formatUsebio(usebioOfResults(fromUsebio));
    const again = readUsebio(xml);
    if (!again.ok) throw new Error('not USEBIO');
    expect(formatUsebio(usebioOfResults(usebioResults(again.value.value)))).toBe(xml);
    const pbn = formatPbn(pbnOfResults(fromUsebio));
    const pbnAgain = readPbn(pbn);
    if (!pbnAgain.ok) throw new Error('not PBN');
    expect(formatPbn(pbnOfResults(pbnResults(pbnAgain.value.value, new Problems('x'))))).toBe(pbn);
  });
});

describe('nothing dropped silently', () => {
  test('a result in the Contract tags with no ScoreTable to name its pairs is a warning at the tag', () => {
    const problems = new Problems('messy.pbn');
    const results = pbnResults(readGoldenPbn('messy.pbn').value, problems);
    expect(
      problems.list
        .filter((p) => p.error.code === 'pbn-result-unpaired')
        .map((p) => [p.severity, p.line, p.error]),
    ).toEqual([
      ['warning', 15, { code: 'pbn-result-unpaired', board: '1' }],
      ['warning', 24, { code: 'pbn-result-unpaired', board: '2' }],
      ['warning', 50, { code: 'pbn-result-unpaired', board: '5' }],
    ]);
    expect(results.boards.find((b) => b.number === 3)?.lines).toHaveLength(3);
  });
});

describe('positions travel with the values, outside them', () => {
  test('a traveller line with nothing to score remembers its row, in PBN and in USEBIO', () => {
    const messy = pbnResults(readGoldenPbn('messy.pbn').value, new Problems('messy.pbn'));
    const lines = messy.boards.find((b) => b.number === 3)?.lines ?? [];
    expect(lines.map((l) => positionOf(l as object))).toEqual([
      undefined,
      { line: 36, column: 1 },
      undefined,
    ]);
    const xml = readUsebio(
      '<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n' +
        '  <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER></TRAVELLER_LINE>\n' +
        '</BOARD></EVENT></USEBIO>',
    );
    if (!xml.ok) throw new Error('not USEBIO');
    const line = usebioResults(xml.value.value).boards[0]?.lines[0] as object;
    expect(positionOf(line)).toEqual({ line: 4, column: 3 });
    // …and are not part of the value.
    expect(Object.keys(line)).toEqual(['ns', 'ew']);
  });
});
