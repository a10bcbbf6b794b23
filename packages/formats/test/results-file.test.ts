/**
 * The one entry point for reading a results file: the format told from the
 * name or the first bytes, the file's settings (the program that wrote it and
 * its conventions, the method), its figures kept when asked, chunks read from
 * a buffer the caller reuses, and the comparison of figures at the precision
 * the file shows them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { agrees, readResultsFile, resultsFileFormat } from '../src/index.js';

const example = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url))));
const bytes = (text: string) => new TextEncoder().encode(text);

/** The bytes a chunk at a time through one buffer that is overwritten for every chunk, as a file reader does. */
function* reusedChunks(all: Uint8Array, size: number): Generator<Uint8Array> {
  const buffer = new Uint8Array(size);
  for (let i = 0; i < all.length; i += size) {
    const n = Math.min(size, all.length - i);
    buffer.set(all.subarray(i, i + n));
    yield buffer.subarray(0, n);
    buffer.fill(0);
  }
}

const PBN =
  '[Event "Club"]\n[Generator "ScoreBridge 8.1"]\n[Board "1"]\n[Scoring "MP"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;MP_NS;MP_EW"]\n1 1 4S S 10 2 0\n2 2 4S S 9 0 2\n';

describe('resultsFileFormat', () => {
  test.each([
    ['a.pbn', '', 'PBN'],
    ['a.XML', '', 'USEBIO'],
    ['a.usebio', '', 'USEBIO'],
    ['a.csv', '<xml', 'CSV'],
    ['a.tsv', '', 'CSV'],
    ['a.json', '', 'JSON'],
    ['-', '\uFEFF<?xml version="1.0"?><USEBIO/>', 'USEBIO'],
    ['-', '% PBN 2.1\n[Event ""]', 'PBN'],
    ['-', '[Board "1"]', 'PBN'],
    ['upload', '  {"sections": []}', 'JSON'],
    ['upload', 'board,ns,ew,score\n', 'CSV'],
  ] as const)('%s %j → %s', (name, head, kind) => {
    expect(resultsFileFormat(name, head)).toBe(kind);
    expect(resultsFileFormat(name, bytes(head))).toBe(kind);
  });
});

describe('readResultsFile', () => {
  test("a Compscore file: its program, that program's conventions, the method; read alike from chunks", () => {
    const all = example('compscore-pairs.xml');
    const whole = readResultsFile(all, { file: 'x.xml' });
    if (!whole.ok) throw new Error('not read');
    expect(whole.value.format).toBe('USEBIO');
    expect(whole.value.settings.program).toBe('Compscore3');
    expect(whole.value.settings.conventions?.name).toBe('compscore');
    expect(whole.value.settings.method).toBe('mp');
    expect(whole.value.problems).toEqual([]);
    expect(whole.value.tally).toEqual({ records: 19, used: 19, rejected: 0 });
    // Without the name, from chunks of 100 bytes through one reused buffer: the same event.
    const chunked = readResultsFile(reusedChunks(all, 100), { file: 'upload' });
    if (!chunked.ok) throw new Error('not read');
    expect(chunked.value.format).toBe('USEBIO');
    expect(chunked.value.event).toEqual(whole.value.event);
  });

  test('the lines are in the results only when kept; the pairs and datums always', () => {
    const all = example('compscore-butler.xml');
    const light = readResultsFile(all, { file: 'b.xml' });
    const kept = readResultsFile(all, { file: 'b.xml', keepLines: true });
    if (!light.ok || !kept.ok) throw new Error('not read');
    expect(light.value.results?.boards.map((b) => b.lines.length)).toEqual([0, 0]);
    expect(kept.value.results?.boards.map((b) => b.lines.length)).toEqual([4, 4]);
    expect(kept.value.results?.boards.map((b) => b.datums?.[0]?.datum)).toEqual([430, -430]);
    expect(kept.value.results?.boards[0]?.lines[3]).toMatchObject({ ns: 4, ew: 4, score: -100, nsImps: -11 });
    expect(light.value.results?.pairs).toHaveLength(8);
    expect(light.value.settings.method).toBe('butler');
  });

  test('USEBIO lines go straight into the event: each as written, in order, a line with no result located', () => {
    // Two sections, their boards in turn; one line of section B has a contract and no tricks.
    const line = (ns: number, ew: number, body: string) =>
      `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>${body}</TRAVELLER_LINE>`;
    const text = [
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">',
      '<SECTION SECTION_ID="A"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>',
      line(1, 2, '<CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS>'),
      line(3, 4, '<CONTRACT>PASS</CONTRACT>'),
      '</BOARD><BOARD><BOARD_NUMBER>2</BOARD_NUMBER>',
      line(1, 4, '<SCORE>A60A40</SCORE><LEAD>SA</LEAD>'),
      '</BOARD></SECTION>',
      '<SECTION SECTION_ID="B"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>',
      line(5, 6, '<CONTRACT>3NTX</CONTRACT><PLAYED_BY>W</PLAYED_BY><TRICKS>7</TRICKS>'),
      line(7, 8, '<CONTRACT>2H</CONTRACT><PLAYED_BY>E</PLAYED_BY>'),
      '</BOARD></SECTION></EVENT></USEBIO>',
    ].join('\n');
    const read = readResultsFile(bytes(text), { file: 'two.xml' });
    if (!read.ok) throw new Error('not read');
    const fourSpades = { level: 4, strain: 'S', doubling: '' };
    const threeNtDoubled = { level: 3, strain: 'NT', doubling: 'X' };
    expect(read.value.event.results).toEqual([
      {
        section: 'A',
        board: 1,
        ns: 1,
        ew: 2,
        outcome: { kind: 'played', contract: fourSpades, declarer: 'S', tricks: 10 },
      },
      { section: 'A', board: 1, ns: 3, ew: 4, outcome: { kind: 'played', contract: 'pass' } },
      {
        section: 'A',
        board: 2,
        ns: 1,
        ew: 4,
        lead: 'SA',
        outcome: { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' },
      },
      {
        section: 'B',
        board: 1,
        ns: 5,
        ew: 6,
        outcome: { kind: 'played', contract: threeNtDoubled, declarer: 'W', tricks: 7 },
      },
    ]);
    // The line without tricks: its one error at its TRAVELLER_LINE (line 10, column 1), and counted rejected.
    expect(read.value.problems.map((p) => [p.line, p.column, p.error.code])).toEqual([
      [10, 1, 'result-line'],
    ]);
    expect(read.value.tally).toEqual({ records: 5, used: 4, rejected: 1 });
    // The lines kept as results lines as well: the same event, the same problems.
    const kept = readResultsFile(bytes(text), { file: 'two.xml', keepLines: true });
    if (!kept.ok) throw new Error('not read');
    expect(kept.value.event).toEqual(read.value.event);
    expect(kept.value.problems).toEqual(read.value.problems);
    expect(kept.value.results?.boards.map((b) => b.lines.length)).toEqual([4, 1]);
  });

  test('PBN: the Generator names the program, read from chunks as from bytes', () => {
    const r = readResultsFile(reusedChunks(bytes(PBN), 7), { file: '-' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.format).toBe('PBN');
    expect(r.value.settings).toMatchObject({ program: 'ScoreBridge 8.1', scoring: 'MP', method: 'mp' });
    expect(r.value.settings.conventions?.name).toBe('scorebridge');
    expect(r.value.event.results).toHaveLength(2);
  });

  test('a program we do not know is named, with no conventions', () => {
    const r = readResultsFile(bytes(PBN.replace('ScoreBridge 8.1', 'Magic Contest')), { file: 'a.pbn' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.settings.program).toBe('Magic Contest');
    expect(r.value.settings.conventions).toBeUndefined();
  });

  test('CSV: the travellers, their row errors beside the problems; an empty file is an error', () => {
    const r = readResultsFile(bytes('board,ns,ew,score\n1,1,1,420\n1,2,2,x\n'), { file: 't.csv' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.format).toBe('CSV');
    expect(r.value.event.results).toHaveLength(1);
    expect(r.value.csv?.errors).toHaveLength(1);
    expect(r.value.problems.map((p) => p.line)).toEqual([3]);
    expect(r.value.settings).toEqual({});
    const empty = readResultsFile(bytes(' \n'), { file: 'e.csv' });
    expect(empty.ok ? null : empty.error.error).toEqual({ code: 'file-empty', format: 'CSV' });
  });
});

describe('agrees: at the precision the file shows', () => {
  test.each([
    [54.3, 54.27, true],
    [54.3, 54.36, false],
    [70.47, 70.74, false],
    [9, 9.4, true],
    [9, 9.6, false],
    [15.27, 15.2667, true],
    [0.3, 1 / 3, true],
    [-430, -420, false],
  ] as const)('%d and %d: %s', (file, ours, same) => {
    expect(agrees(file, ours)).toBe(same);
  });
});
