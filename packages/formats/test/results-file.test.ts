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
import {
  agrees,
  convertResults,
  inFileOrder,
  methodOfScoring,
  readResultsFile,
  resultsFileFormat,
  resultsFormatOfName,
} from '../src/index.js';

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

describe('telling the format: what each pattern looks at', () => {
  test('only the first 4 KiB of a text tell', () => {
    expect(resultsFileFormat('-', `${' '.repeat(4080)}[Board "1"]`)).toBe('PBN');
    expect(resultsFileFormat('-', `${' '.repeat(4096)}[Board "1"]`)).toBe('CSV');
    expect(resultsFileFormat('-', bytes(`${' '.repeat(4096)}[Board "1"]`))).toBe('CSV');
  });

  test('a brace, an angle bracket or a percent sign tells only at the start, after blanks', () => {
    expect(resultsFileFormat('upload', 'board,ns,ew,score,note\n1,1,2,420,{late}\n')).toBe('CSV');
    expect(resultsFileFormat('upload', 'board,ns,ew,score,note\n1,1,2,420,<late>\n')).toBe('CSV');
    expect(resultsFileFormat('upload', 'board,ns,ew,score,note\n1,1,2,420,50%\n')).toBe('CSV');
    expect(resultsFileFormat('upload', '\n  <USEBIO Version="1.2"/>')).toBe('USEBIO');
    expect(resultsFileFormat('upload', '\n\t {"sections": []}')).toBe('JSON');
  });

  test('a PBN tag: at the start of a line after blanks, its name then one blank or more before the value', () => {
    expect(resultsFileFormat('-', '  [Event "Club"]\n')).toBe('PBN');
    expect(resultsFileFormat('-', '[Event  "Club"]\n')).toBe('PBN');
    expect(resultsFileFormat('-', '[Event\t\t"Club"]\n')).toBe('PBN');
    // U+FEFF is no letter of a tag name: taken out only as the first character.
    expect(resultsFileFormat('-', '[Bo\uFEFFard "1"]\n')).toBe('CSV');
    expect(resultsFileFormat('-', '\uFEFF[Board "1"]\n')).toBe('PBN');
  });

  test('the extension is the last one; .tsv is CSV whatever the text', () => {
    expect(resultsFormatOfName('club.pbn.csv')).toBe('CSV');
    expect(resultsFormatOfName('results.csv.bak')).toBeUndefined();
    expect(resultsFormatOfName('results')).toBeUndefined();
    expect(resultsFileFormat('a.tsv', '[Event "x"]\n')).toBe('CSV');
  });
});

describe('methodOfScoring', () => {
  test.each([
    ['MP', 'mp'],
    [' Match Points ', 'mp'],
    ['matchpoints', 'mp'],
    ['USEBIO:MP_PAIRS', 'mp'],
    ['IMP;Butler', 'butler'],
    ['IMP;Cross2', 'cross-imps'],
    ['IMP', undefined],
    ['XMP', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j → %s', (scoring, method) => {
    expect(methodOfScoring(scoring)).toBe(method);
  });
});

describe('inFileOrder', () => {
  test('by line, then column; problems at one place keep the order they were found in', () => {
    const found = [
      { line: 3, column: 1, id: 'a' },
      { line: 1, column: 5, id: 'b' },
      { line: 1, column: 2, id: 'c' },
      { line: 3, column: 1, id: 'd' },
      { line: 2, column: 9, id: 'e' },
      { line: 1, column: 2, id: 'f' },
    ];
    expect(inFileOrder(found).map((p) => p.id)).toEqual(['c', 'f', 'b', 'e', 'a', 'd']);
  });
});

describe('readResultsFile: its options and each format', () => {
  test('no name: problems name the file <input>; an empty CSV file is an error at line 1, column 1', () => {
    expect(readResultsFile(bytes(' \n'))).toEqual({
      ok: false,
      error: {
        severity: 'error',
        file: '<input>',
        line: 1,
        column: 1,
        error: { code: 'file-empty', format: 'CSV' },
      },
    });
  });

  test('a format given wins over the name', () => {
    const r = readResultsFile(bytes(PBN), { file: 'x.csv', format: 'PBN' });
    expect(r.ok && r.value.format).toBe('PBN');
    expect(r.ok && r.value.event.results).toHaveLength(2);
  });

  test('the event model (JSON) is read as CSV: a header with no board column, nothing read', () => {
    const r = readResultsFile(bytes('{"sections": []}'), { file: 'e.json' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.format).toBe('CSV');
    expect(r.value.csv?.fatal).toBe(true);
    expect(r.value.event.results).toEqual([]);
  });

  test('PBN and CSV read whole from chunks of a reused buffer, the format given or told', () => {
    for (const format of ['PBN', undefined] as const) {
      const r = readResultsFile(reusedChunks(bytes(PBN), 7), { file: '-', ...(format ? { format } : {}) });
      if (!r.ok) throw new Error('not read');
      expect(r.value.settings.program).toBe('ScoreBridge 8.1');
      expect(r.value.event.results.map((l) => [l.ns, l.ew])).toEqual([
        [1, 1],
        [2, 2],
      ]);
    }
    const csv = readResultsFile(reusedChunks(bytes('board,ns,ew,score\n1,1,1,420\n2,3,4,-50\n'), 5), {
      format: 'CSV',
    });
    expect(csv.ok && csv.value.event.results.map((l) => [l.board, l.ns, l.ew])).toEqual([
      [1, 1, 1],
      [2, 3, 4],
    ]);
  });

  test('UTF-16 without a byte-order mark, in chunks: told PBN by its first bytes', () => {
    // PBN is ASCII: each character's code, then a NUL (little-endian).
    const le = Uint8Array.from([...PBN].flatMap((c) => [c.charCodeAt(0), 0]));
    const r = readResultsFile(reusedChunks(le, 64), { file: 'upload' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.format).toBe('PBN');
    expect(r.value.event.results).toHaveLength(2);
  });

  test('settings: only what the file says, no key for what it does not', () => {
    const bare = PBN.replace('[Generator "ScoreBridge 8.1"]\n', '').replace('[Scoring "MP"]\n', '');
    const none = readResultsFile(bytes(bare), { file: 'a.pbn' });
    expect(none.ok && Object.keys(none.value.settings)).toEqual([]);
    const unknown = readResultsFile(
      bytes(PBN.replace('ScoreBridge 8.1', 'Magic Contest').replace('"MP"', '"IMP"')),
      {
        file: 'a.pbn',
      },
    );
    expect(unknown.ok && unknown.value.settings).toStrictEqual({ program: 'Magic Contest', scoring: 'IMP' });
  });

  const BOARDS =
    '[Event "Club"]\n[Site "Hall"]\n[Date "2024.03.12"]\n' +
    '[Board "2"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n[Scoring "MP"]\n' +
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S S 10\n\n' +
    '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 3NT N 9\n\n' +
    '[Board "3"]\n[Deal "E:- AKQJ.T98.765.432 - -"]\n';
  const HAND = { S: 'AKQJ', H: 'T98', D: '765', C: '432' };

  test('PBN: what an output file carries over, and the lines kept by board only when asked', () => {
    const light = readResultsFile(bytes(BOARDS), { file: 'a.pbn' });
    const kept = readResultsFile(bytes(BOARDS), { file: 'a.pbn', keepLines: true });
    if (!light.ok || !kept.ok) throw new Error('not read');
    expect(light.value.base).toStrictEqual({
      deals: new Map([
        [2, { N: HAND, E: null, S: null, W: null }],
        // Board 3's deal starts with East: East's hand not known, then South's.
        [3, { N: null, E: null, S: HAND, W: null }],
      ]),
      event: 'Club',
      site: 'Hall',
      date: '2024-03-12',
    });
    expect(light.value.problems).toEqual([]);
    expect(light.value.results?.boards.map((b) => [b.number, b.lines.length])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(kept.value.results?.boards.map((b) => b.number)).toEqual([1, 2, 3]);
    expect(kept.value.results?.boards[0]?.lines).toEqual([
      { ns: 1, ew: 2, contract: { level: 3, strain: 'NT', doubling: '' }, declarer: 'N', tricks: 9 },
    ]);
    expect(kept.value.results?.boards[1]?.lines).toHaveLength(1);
    // Board 3 has no ScoreTable: no lines, kept or not.
    expect(kept.value.results?.boards[2]?.lines).toEqual([]);
  });

  test('USEBIO: a club and no event name: no key for the name', () => {
    const text =
      '<USEBIO Version="1.2"><CLUB><CLUB_NAME>Hall</CLUB_NAME></CLUB><EVENT EVENT_TYPE="MP_PAIRS"><SECTION SECTION_ID="A"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>' +
      '<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>' +
      '</BOARD></SECTION></EVENT></USEBIO>';
    const r = readResultsFile(bytes(text), { file: 'a.xml' });
    expect(r.ok && r.value.base).toStrictEqual({ deals: new Map(), club: { name: 'Hall' } });
  });

  test('the movement given is every section’s, in each format; CSV is a Mitchell unless told', () => {
    for (const movement of ['howell', 'mitchell'] as const) {
      const pbn = readResultsFile(bytes(PBN), { file: 'a.pbn', movement });
      expect(pbn.ok && pbn.value.event.sections.map((s) => s.movement)).toEqual([movement]);
      const xml = readResultsFile(example('compscore-pairs.xml'), { file: 'a.xml', movement });
      expect(xml.ok && [...new Set(xml.value.event.sections.map((s) => s.movement))]).toEqual([movement]);
    }
    const csvText = 'board,ns,ew,score\n1,1,2,420\n';
    const csv = readResultsFile(bytes(csvText), { file: 't.csv' });
    expect(csv.ok && csv.value.event.sections.map((s) => s.movement)).toEqual(['mitchell']);
    const howell = readResultsFile(bytes(csvText), { file: 't.csv', movement: 'howell' });
    expect(howell.ok && howell.value.event.sections.map((s) => s.movement)).toEqual(['howell']);
  });

  test('CSV: the problems name the file', () => {
    const r = readResultsFile(bytes('board,ns,ew,score\n1,1,1,420\n1,2,2,x\n'), { file: 't.csv' });
    expect(r.ok && r.value.problems.map((p) => [p.file, p.line])).toEqual([['t.csv', 3]]);
  });

  describe('USEBIO: only the first EVENT’s lines go into the event; each later EVENT’s are counted and told', () => {
    const line = (ns: number, ew: number, board: number) =>
      `<BOARD><BOARD_NUMBER>${board}</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE></BOARD>`;
    const event = (body: string) =>
      `<EVENT EVENT_TYPE="MP_PAIRS"><SECTION SECTION_ID="A">${body}</SECTION></EVENT>`;
    // Each EVENT on a line of its own: EVENT 2 at line 3, column 3; EVENT 3 at line 4, column 1.
    const text = [
      '<USEBIO Version="1.2">',
      event(line(1, 2, 2) + line(3, 4, 1)),
      `  ${event(line(5, 6, 7) + line(7, 8, 1))}`,
      event(line(9, 10, 3)),
      '</USEBIO>',
    ].join('\n');
    const unread = [
      {
        severity: 'warning',
        file: 'two.xml',
        line: 3,
        column: 3,
        error: { code: 'usebio-event-unread', event: 2, lines: 2 },
      },
      {
        severity: 'warning',
        file: 'two.xml',
        line: 4,
        column: 1,
        error: { code: 'usebio-event-unread', event: 3, lines: 1 },
      },
    ];

    test.each([false, true])('read to be scored (lines kept: %s)', (keepLines) => {
      const r = readResultsFile(bytes(text), { file: 'two.xml', keepLines });
      if (!r.ok) throw new Error('not read');
      const lines = r.value.event.results.map((l) => [l.board, l.ns, l.ew]);
      expect(lines.sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([
        [1, 3, 4],
        [2, 1, 2],
      ]);
      // Five lines read, two used: the three of the later events are not.
      expect(r.value.tally).toEqual({ records: 5, used: 2, rejected: 3 });
      expect(r.value.problems).toEqual(unread);
    });

    test('converted to PBN', () => {
      const r = convertResults(bytes(text), 'USEBIO', 'PBN', { file: 'two.xml' });
      if (!r.ok) throw new Error('not converted');
      expect(r.value.tally).toEqual({ records: 5, used: 2, rejected: 3 });
      expect(r.value.problems.filter((p) => p.error.code === 'usebio-event-unread')).toEqual(unread);
    });

    test('a conversion tells its problems in file order (an EVENT’s warning is made at its end)', () => {
      // Line 2: an event type this program does not know; line 3: a contract of level 9.
      const odd = [
        '<USEBIO Version="1.2">',
        '<EVENT EVENT_TYPE="CHESS"><SECTION SECTION_ID="A">',
        line(1, 2, 2).replace('4S', '9S'),
        line(3, 4, 1),
        '</SECTION></EVENT></USEBIO>',
      ].join('\n');
      const r = convertResults(bytes(odd), 'USEBIO', 'PBN', { file: 'odd.xml' });
      expect(r.ok && r.value.problems.map((p) => [p.line, p.severity])).toEqual([
        [2, 'warning'],
        [3, 'error'],
      ]);
    });

    test('one EVENT: nothing told, every line used', () => {
      const one = `<USEBIO Version="1.2">${event(line(1, 2, 2) + line(3, 4, 1))}</USEBIO>`;
      const r = readResultsFile(bytes(one), { file: 'one.xml' });
      expect(r.ok && [r.value.tally, r.value.problems]).toEqual([{ records: 2, used: 2, rejected: 0 }, []]);
    });
  });

  test('USEBIO: the caller’s reading of ASCII chunks is used', () => {
    let calls = 0;
    const asciiText = (b: Uint8Array) => {
      calls++;
      return b.every((x) => x < 0x80) ? String.fromCharCode(...b) : null;
    };
    const r = readResultsFile(example('compscore-pairs.xml'), { file: 'x.xml', asciiText });
    const plain = readResultsFile(example('compscore-pairs.xml'), { file: 'x.xml' });
    expect(calls).toBeGreaterThan(0);
    expect(r.ok && plain.ok && r.value.event).toEqual(plain.ok && plain.value.event);
  });

  test('a file that is not of its format: the one error, located and named', () => {
    const xml = readResultsFile(bytes('<html></html>'), { file: 'x.xml' });
    expect(xml.ok ? null : [xml.error.severity, xml.error.file, xml.error.line, xml.error.column]).toEqual([
      'error',
      'x.xml',
      1,
      1,
    ]);
    const pbn = readResultsFile(bytes('hello'), { file: 'h.pbn' });
    expect(pbn.ok ? null : [pbn.error.severity, pbn.error.file, pbn.error.line, pbn.error.column]).toEqual([
      'error',
      'h.pbn',
      1,
      1,
    ]);
  });

  test('PBN: its reader’s problems name the file; a Latin-1 file has its warning first', () => {
    const unclosed = readResultsFile(bytes(PBN.replace('[Board "1"]\n', '[Board "1"]\n[Event "no end\n')), {
      file: 'a.pbn',
    });
    // Line 4: `[Event "no end`, its string never closed.
    expect(unclosed.ok && unclosed.value.problems[0]).toMatchObject({
      severity: 'error',
      file: 'a.pbn',
      line: 4,
      error: { code: 'pbn-string-unclosed' },
    });
    // Café in Windows-1252: E9 for é.
    const latin = Uint8Array.from([
      ...bytes('[Event "Caf'),
      0xe9,
      ...bytes(PBN.slice('[Event "Club'.length)),
    ]);
    const r = readResultsFile(latin, { file: 'a.pbn' });
    if (!r.ok) throw new Error('not read');
    expect(r.value.event.name).toBe('Café');
    expect(r.value.problems).toEqual([
      {
        severity: 'warning',
        file: 'a.pbn',
        line: 1,
        column: 1,
        error: { code: 'file-encoding', encoding: 'windows-1252' },
      },
    ]);
  });
});
