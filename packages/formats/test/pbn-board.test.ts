/**
 * What PBN tags say about a board, read with the core's parsers; the golden
 * files (hand records, a teams match, the messy one) and round trips.
 */
import { contractOf, scoreDeal } from '@bridge-score/core';
import {
  formatPbn,
  formatSideValue,
  isPbnTableTag,
  type PbnBoard,
  type PbnTable,
  parseSideValue,
  pbnBoardTags,
  readPbn,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { board, boardsOf, golden, readGoldenPbn, withoutPositions } from './helpers.js';

describe('tags to facts', () => {
  test.each([
    ['None', 'None'],
    ['Love', 'None'],
    ['-', 'None'],
    ['NS', 'NS'],
    ['EW', 'EW'],
    ['All', 'Both'],
    ['Both', 'Both'],
    ['?', '?'],
  ])('Vulnerable "%s" is %s', (written, vul) => {
    expect(board(`[Vulnerable "${written}"]\n`).board.vulnerability).toBe(vul);
  });

  test('a contract, declarer and tricks taken', () => {
    const { board: b, problems } = board('[Board "7"]\n[Declarer "S"]\n[Contract "4SX"]\n[Result "8"]\n');
    expect(problems).toEqual([]);
    expect(b).toEqual({ board: 7, declarer: 'S', contract: contractOf(4, 'S', 'X'), tricks: 8 });
  });

  test('a passed-out board: empty declarer and result', () => {
    const { board: b, problems } = board('[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n');
    expect(problems).toEqual([]);
    expect(b).toEqual({ declarer: '', contract: 'pass' });
  });

  test('? is not known and - does not apply', () => {
    const { board: b } = board('[Board "?"]\n[Declarer "?"]\n[Contract "?"]\n[Result "-"]\n[Deal "?"]\n');
    expect(b).toEqual({ board: '?', declarer: '?', contract: '?', tricks: '-', deal: '?' });
  });

  test('^ before the declarer marks it swapped', () => {
    expect(board('[Declarer "^E"]\n').board).toEqual({ declarer: 'E', declarerSwapped: true });
  });

  test('a result written relative to the contract is converted to tricks', () => {
    expect(board('[Contract "3NT"]\n[Result "+1"]\n').board.tricks).toBe(10);
  });

  test.each([
    ['NS 420', { side: 'NS', value: 420, artificial: false }],
    ['EW -100', { side: 'EW', value: -100, artificial: false }],
    ['620', { side: null, value: 620, artificial: false }],
    ['^NS 60', { side: 'NS', value: 60, artificial: true }],
  ])('Score "%s"', (written, value) => {
    expect(parseSideValue(written, true)).toEqual(value);
    expect(formatSideValue(value as never)).toBe(written);
  });

  test('ScoreMP and ScorePercentage take decimals, Score does not', () => {
    expect(parseSideValue('NS 58.33', false)).toEqual({ side: 'NS', value: 58.33, artificial: false });
    expect(parseSideValue('NS 58.5', true)).toBeNull();
  });

  test.each([
    [
      '[Contract "8S"]',
      1,
      12,
      { code: 'value-invalid', field: 'Contract', text: '8S', cause: { code: 'level-too-high', level: 8 } },
    ],
    ['[Declarer "Q"]', 1, 12, { code: 'value-seat', field: 'Declarer', text: 'Q' }],
    ['[Dealer "X"]', 1, 10, { code: 'value-seat', field: 'Dealer', text: 'X' }],
    [
      '[Board "0"]',
      1,
      9,
      { code: 'value-invalid', field: 'Board', text: '0', cause: { code: 'board-number', text: '0' } },
    ],
    [
      '[Vulnerable "NE"]',
      1,
      14,
      {
        code: 'value-invalid',
        field: 'Vulnerable',
        text: 'NE',
        cause: { code: 'vulnerability-unknown', text: 'NE' },
      },
    ],
    [
      '[Result "14"]',
      1,
      10,
      { code: 'value-invalid', field: 'Result', text: '14', cause: { code: 'tricks-range', tricks: 14 } },
    ],
    ['[Score "lots"]', 1, 9, { code: 'pbn-score', tag: 'Score', text: 'lots' }],
    ['[Deal "N:AKQ"]', 1, 8, { code: 'deal-syntax', text: 'N:AKQ' }],
  ])('%s is reported at its value', (text, line, column, error) => {
    const { board: b, problems } = board(`${text}\n`);
    expect(problems).toEqual([{ severity: 'error', file: 't.pbn', line, column, error }]);
    expect(Object.keys(b)).toEqual([]);
  });
});

describe('Table, the table number, is a value, not a table', () => {
  // PBN 2.1's supplemental tags include Table (the table the game was played at), beside the
  // ScoreTable and TotalScoreTable sections whose names end in the same word.
  test('[Table "3"] is kept as written, with no problem, and written back', () => {
    const { board: b, problems } = board('[Board "1"]\n[Table "3"]\n[Room "Open"]\n');
    expect(problems).toEqual([]);
    expect(b.tables).toBeUndefined();
    expect(b.other).toEqual([
      { name: 'Table', value: '3', section: [] },
      { name: 'Room', value: 'Open', section: [] },
    ]);
    expect(formatPbn({ header: [], games: [{ items: pbnBoardTags(b), line: 0, column: 0 }] })).toBe(
      '[Board "1"]\n[Table "3"]\n[Room "Open"]\n',
    );
  });

  test('a name ending in Table after something is a table, in any case', () => {
    expect(['ScoreTable', 'TotalScoreTable', 'OptimumResultTable', 'scoretable'].map(isPbnTableTag)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Table', 'table', 'Tables', 'ScoreTableX'].map(isPbnTableTag)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('golden: hand records', () => {
  const { value, problems } = readGoldenPbn('hand-records.pbn');
  const { boards, problems: more } = boardsOf(value);

  test('four boards, dealer and vulnerability as Law 2 gives them', () => {
    expect(problems).toEqual([]);
    expect(more).toEqual([]);
    expect(boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([
      [1, 'N', 'None'],
      [2, 'E', 'NS'],
      [3, 'S', 'EW'],
      [4, 'W', 'Both'],
    ]);
  });

  test('every deal has 52 different cards, 13 a hand', () => {
    for (const b of boards) {
      const deal = b.deal;
      if (deal === undefined || typeof deal === 'string') throw new Error('no deal');
      const cards = new Set<string>();
      for (const hand of Object.values(deal)) {
        expect(hand).not.toBeNull();
        for (const suit of ['S', 'H', 'D', 'C'] as const)
          for (const r of hand?.[suit] ?? '') cards.add(suit + r);
        expect(
          (hand?.S.length ?? 0) + (hand?.H.length ?? 0) + (hand?.D.length ?? 0) + (hand?.C.length ?? 0),
        ).toBe(13);
      }
      expect(cards.size).toBe(52);
    }
  });
});

describe('golden: a teams match', () => {
  const { value, problems } = readGoldenPbn('teams.pbn');
  const { boards } = boardsOf(value);

  test('each board in two rooms; the Room and team tags are kept', () => {
    expect(problems).toEqual([]);
    expect(boards.map((b) => [b.board, b.other?.find((o) => o.name === 'Room')?.value])).toEqual([
      [4, 'Open'],
      [4, 'Closed'],
      [5, 'Open'],
      [5, 'Closed'],
    ]);
  });

  test('Score agrees with Law 77 and ScoreIMP with Law 78B for each room', () => {
    for (const b of boards) {
      if (
        typeof b.contract !== 'object' ||
        typeof b.declarer !== 'string' ||
        b.declarer === '' ||
        b.declarer === '?' ||
        b.declarer === '-'
      )
        throw new Error('played');
      const r = scoreDeal({
        contract: b.contract,
        declarer: b.declarer,
        tricks: b.tricks as number,
        vulnerability: b.vulnerability as 'None',
      });
      if (!r.ok || typeof b.score !== 'object') throw new Error('score');
      expect(b.score.side === 'NS' ? b.score.value : -b.score.value).toBe(r.value.ns);
    }
    // Board 4 (all vulnerable): the Aces, NS in the open room, +620; the Kings NS in the closed room +170:
    // 450 difference, 10 IMPs (430–490) to the Aces, so NS 10 in the open room and EW 10 in the closed one.
    expect(
      boards.map((b) => (typeof b.scoreImp === 'object' ? `${b.scoreImp.side} ${b.scoreImp.value}` : '')),
    ).toEqual(['NS 10', 'EW 10', 'NS 10', 'EW 10']);
  });
});

describe('golden: every messy feature at once', () => {
  const { value, problems } = readGoldenPbn('messy.pbn');
  const { boards, problems: facts } = boardsOf(value, 'messy.pbn');

  test('Latin-1 bytes are read as Windows-1252, with a warning; CR LF line ends', () => {
    expect(problems[0]).toEqual({
      severity: 'warning',
      file: 'messy.pbn',
      line: 1,
      column: 1,
      error: { code: 'file-encoding', encoding: 'windows-1252' },
    });
    expect(boards[0]?.event).toBe("Soirée d'été");
    expect(boards[0]?.players).toEqual({ N: 'Søren Ødegård', S: 'José Núñez' });
  });

  test('the syntax problems, each at its line and column', () => {
    expect(problems.slice(1).map((p) => [p.severity, p.line, p.column, p.error.code])).toEqual([
      ['warning', 27, 1, 'pbn-game-unseparated'],
      ['warning', 39, 1, 'pbn-game-unseparated'],
      ['error', 43, 1, 'pbn-string-unclosed'],
      ['error', 52, 1, 'pbn-comment-unclosed'],
    ]);
  });

  test('the value problems, each at its line and column', () => {
    expect(
      facts.map((p) => [p.line, p.column, p.error.code]).sort((a, b) => (a[0] as number) - (b[0] as number)),
    ).toEqual([
      [37, 1, 'table-row-length'],
      [40, 12, 'value-invalid'],
      [41, 12, 'value-seat'],
    ]);
  });

  test('five games; comments in odd places, # repeats, ? values, a lower-case dealer and contract', () => {
    expect(boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5]);
    expect(boards[0]).toMatchObject({
      dealer: 'N',
      vulnerability: 'None',
      declarer: '?',
      tricks: '?',
      date: '2023.07.??',
    });
    expect(boards[1]).toMatchObject({
      event: "Soirée d'été",
      site: 'Café Müller',
      dealer: 'E',
      vulnerability: 'Both',
    });
    expect(boards[2]).toMatchObject({
      event: "Soirée d'été",
      vulnerability: 'None',
      contract: contractOf(4, 'H', 'X'),
      tricks: 8,
    });
    expect(boards[3]).toMatchObject({ event: 'Broken value', tricks: 11 });
    expect(boards[4]).toMatchObject({ dealer: 'W', deal: { N: null, E: null, S: null, W: null }, tricks: 8 });
  });

  test('a passed-out board with an empty declarer is no problem', () => {
    expect(boards[1]).toMatchObject({ declarer: '', contract: 'pass', score: { side: 'NS', value: 0 } });
    expect(boards[1]?.tricks).toBeUndefined();
  });

  test('suit letters in the deal string are read', () => {
    expect(boards[0]?.deal).toMatchObject({ N: { S: 'AKQ2', H: 'AJ5', D: 'K87', C: 'A92' } });
  });

  test('the table keeps its readable rows, ? values and all; the short one is reported', () => {
    const t = boards[2]?.tables?.[0]?.table as PbnTable;
    expect(t.rows.map((r) => r.cells)).toEqual([
      ['1', '2', '4HX', 'W', '8', '300'],
      ['3', '4', '?', '?', '?', '?'],
      ['7', '8', '4H', 'W', '10', '-'],
    ]);
  });

  test('a UTF-8 file with a byte-order mark', () => {
    const bom = readGoldenPbn('messy-bom.pbn');
    expect(bom.problems).toEqual([]);
    const { boards: b } = boardsOf(bom.value);
    expect(b[0]).toMatchObject({
      event: 'Клубный турнир',
      site: '桥牌俱乐部',
      contract: contractOf(3, 'NT'),
      tricks: 9,
    });
  });
});

describe('round trips', () => {
  const files = ['hand-records.pbn', 'mitchell.pbn', 'howell.pbn', 'teams.pbn', 'messy.pbn', 'messy-bom.pbn'];

  test.each(files)('%s: read → write → read gives the same boards', (name) => {
    const first = boardsOf(readGoldenPbn(name).value).boards;
    const text = formatPbn({
      header: [],
      games: first.map((b) => ({ items: pbnBoardTags(b), line: 0, column: 0 })),
    });
    const again = readPbn(text);
    if (!again.ok) throw new Error('not PBN');
    const second = boardsOf(again.value.value).boards;
    expect(withoutPositions(second)).toEqual(withoutPositions(first));
  });

  test.each(files)('%s: a file we wrote reads and writes back byte for byte', (name) => {
    const boards = boardsOf(readGoldenPbn(name).value).boards;
    const write = (bs: readonly PbnBoard[]) =>
      formatPbn({ header: [], games: bs.map((b) => ({ items: pbnBoardTags(b), line: 0, column: 0 })) });
    const ours = write(boards);
    const again = readPbn(ours);
    if (!again.ok) throw new Error('not PBN');
    expect(write(boardsOf(again.value.value).boards)).toBe(ours);
  });

  test('our golden Mitchell file is written by the same rules: tags and tables come back unchanged', () => {
    const { value } = readGoldenPbn('mitchell.pbn');
    const boards = boardsOf(value).boards;
    const text = formatPbn({
      header: value.header,
      games: boards.map((b) => ({ items: pbnBoardTags(b), line: 0, column: 0 })),
    });
    // The golden file writes Vulnerable as the standard's None/NS/EW/All and the tables aligned as ours.
    expect(text).toBe(new TextDecoder().decode(golden('mitchell.pbn')));
  });
});
