/**
 * The view of a scored session, on small events worked by hand: places with
 * ties, a Howell's single field, IMPs, and the section named only when there
 * are several.
 */
import {
  type BridgeEvent,
  type FinalContract,
  type Outcome,
  type PairsSettings,
  parseContract,
  type Section,
  scoreSession,
  type TravellerLine,
} from '@bridge-score/core';
import { describe, expect, it } from 'vitest';
import { type SessionView, sessionView, type TravellerView } from '../src/index.js';

const contract = (text: string): FinalContract => {
  const c = parseContract(text);
  if (!c.ok) throw new Error(text);
  return c.value;
};
const played = (text: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number): Outcome => ({
  kind: 'played',
  contract: contract(text),
  declarer,
  tricks,
});
const line = (
  section: string,
  board: number,
  ns: number,
  ew: number,
  outcome: Outcome | number,
): TravellerLine => ({
  section,
  board,
  ns,
  ew,
  outcome: typeof outcome === 'number' ? { kind: 'score', ns: outcome } : outcome,
});
const event = (sections: Section[], results: TravellerLine[]): BridgeEvent => ({
  sections,
  boards: [],
  results,
});
const view = (e: BridgeEvent, settings: Partial<PairsSettings> = {}, symbols = true): SessionView =>
  sessionView({ event: e, score: scoreSession(e, settings), lang: 'en', conventions: null, symbols });
const travellers = (v: SessionView): TravellerView[] => Array.from(v.travellers());

/**
 * One section, Mitchell, four tables, board 1 (dealer N, none vulnerable; top 6 on the 2/1 scale):
 * NS1 v EW1 4♠ by N, 10 tricks = +420; NS2 v EW2 3NT by S, 9 tricks = +400; NS3 v EW3 +170; NS4 v EW4 +170.
 * NS matchpoints: +420 beats three (6); +400 beats two (4); each +170 ties one (1) → NS1 6, NS2 4, NS3 1, NS4 1.
 * EW: the complement of 6 → EW1 0, EW2 2, EW3 5, EW4 5.
 * Percentages of 6: 100, 66.67, 16.67, 16.67; EW 83.33, 83.33, 33.33, 0.
 */
const mitchell = event(
  [{ name: 'A', movement: 'mitchell' }],
  [
    line('A', 1, 1, 1, played('4S', 'N', 10)),
    line('A', 1, 2, 2, played('3NT', 'S', 9)),
    line('A', 1, 3, 3, 170),
    line('A', 1, 4, 4, 170),
  ],
);

describe('a Mitchell section at matchpoints', () => {
  const v = view(mitchell);

  it('says how it was scored, and no conventions line when ours were used', () => {
    expect(v.conventions).toBeNull();
    expect(v.settings).toBe('Scored by matchpoints 2/1 (Law 78A), Neuberg factoring, averages 60/50/40 %.');
  });

  it('ranks each direction, ties shown with "=" and the next place skipped', () => {
    const ns = v.rankings.find((r) => r.direction === 'NS');
    const ew = v.rankings.find((r) => r.direction === 'EW');
    expect(ns?.heading).toBe('North-South');
    expect(ew?.heading).toBe('East-West');
    expect(ns?.table.columns.map((c) => [c.code, c.header, c.align])).toEqual([
      ['place', 'Place', 'left'],
      ['pair', 'Pair', 'right'],
      ['points', 'Points', 'right'],
      ['percent', '%', 'right'],
    ]);
    expect(ns?.table.rows).toEqual([
      ['1', '1', '6', '100.00'],
      ['2', '2', '4', '66.67'],
      ['3=', '3', '1', '16.67'],
      ['3=', '4', '1', '16.67'],
    ]);
    expect(ew?.table.rows.map((r) => r[0])).toEqual(['1=', '1=', '3', '4']);
    expect(new Set(ew?.table.rows.slice(0, 2).map((r) => r[1]))).toEqual(new Set(['3', '4']));
    expect(ew?.table.rows.slice(2)).toEqual([
      ['3', '2', '2', '33.33'],
      ['4', '1', '0', '0.00'],
    ]);
  });

  it("lays out the board's traveller: the score under the side that made it, contracts with symbols", () => {
    const [board] = travellers(v);
    expect(board?.heading).toBe('Board 1   Dealer N   Vul none   Top 6');
    expect(board?.table.columns.map((c) => c.code)).toEqual([
      'ns',
      'ew',
      'contract',
      'by',
      'tricks',
      'nsScore',
      'ewScore',
      'nsPoints',
      'ewPoints',
    ]);
    expect(board?.table.columns.filter((c) => c.align === 'left').map((c) => c.code)).toEqual([
      'contract',
      'by',
    ]);
    expect(board?.table.rows).toEqual([
      ['1', '1', '4♠', 'N', '10', '420', '', '6', '0'],
      ['2', '2', '3NT', 'S', '9', '400', '', '4', '2'],
      ['3', '3', '', '', '', '170', '', '1', '5'],
      ['4', '4', '', '', '', '170', '', '1', '5'],
    ]);
    expect(travellers(view(mitchell, {}, false))[0]?.table.rows[0]?.[2]).toBe('4S');
  });

  it('words the conventions line when there is one', () => {
    const e = mitchell;
    const withNote = sessionView({
      event: e,
      score: scoreSession(e),
      lang: 'en',
      conventions: { source: 'option', program: 'Compscore', name: 'compscore' },
    });
    expect(withNote.conventions).toBe("Scored with Compscore's conventions (--conventions compscore).");
  });
});

/**
 * A Howell of four pairs, one section, two boards each played twice (top 2):
 * board 1 (none vulnerable): pair 1 (NS) v 2 +100, pair 3 (NS) v 4 −50 → 1: 2, 3: 0; EW 2: 0, 4: 2.
 * board 2 (NS vulnerable): pair 4 (NS) v 1 +140, pair 2 (NS) v 3 +110 → 4: 2, 2: 0; EW 1: 0, 3: 2.
 * Matchpoints of 4: pair 1 2 + 0 = 2, pair 2 0, pair 3 0 + 2 = 2, pair 4 2 + 2 = 4 → 100, 50, 50, 0 %.
 * Cross-IMPs, one comparison a line: board 1 differs by 150 (4 IMPs), board 2 by 30 (1 IMP):
 * pair 1 +4 − 1 = +3, pair 2 −4 − 1 = −5, pair 3 −4 + 1 = −3, pair 4 +4 + 1 = +5; per board (two each) ±1.50, ±2.50.
 */
const howell = event(
  [
    {
      name: 'A',
      movement: 'howell',
      pairs: [{ number: 1, names: ['Ann', 'Bob'] }, { number: 2 }, { number: 3 }, { number: 4 }],
    },
  ],
  [line('A', 1, 1, 2, 100), line('A', 1, 3, 4, -50), line('A', 2, 4, 1, 140), line('A', 2, 2, 3, 110)],
);

describe("a Howell's single field", () => {
  it('is one ranking of all pairs, with the names column when a pair has names', () => {
    const v = view(howell);
    expect(v.rankings).toHaveLength(1);
    const [all] = v.rankings;
    expect(all?.heading).toBe('All pairs');
    expect(all?.table.columns.map((c) => c.header)).toEqual(['Place', 'Pair', 'Names', 'Points', '%']);
    expect(all?.table.columns.map((c) => c.align)).toEqual(['left', 'right', 'left', 'right', 'right']);
    const rows = all?.table.rows ?? [];
    expect(rows.map((r) => r[0])).toEqual(['1', '2=', '2=', '4']);
    expect(rows[0]).toEqual(['1', '4', '', '4', '100.00']);
    expect(new Set(rows.slice(1, 3).map((r) => r.join('|')))).toEqual(
      new Set(['2=|1|Ann & Bob|2|50.00', '2=|3||2|50.00']),
    );
    expect(rows[3]).toEqual(['4', '2', '', '0', '0.00']);
  });

  it('at cross-IMPs: total IMPs and the average per board, signed; no top in the board heading', () => {
    const v = view(howell, { method: 'cross-imps' });
    expect(v.settings).toBe(
      'Scored by cross-IMPs in IMPs, averaged over the comparisons (n \u2212 1); averages +3/0/\u22123 IMPs.',
    );
    const [all] = v.rankings;
    expect(all?.table.columns.map((c) => [c.code, c.header])).toEqual([
      ['place', 'Place'],
      ['pair', 'Pair'],
      ['names', 'Names'],
      ['imps', 'IMPs'],
      ['average', 'Per board'],
    ]);
    expect(all?.table.rows).toEqual([
      ['1', '4', '', '+5', '+2.50'],
      ['2', '1', 'Ann & Bob', '+3', '+1.50'],
      ['3', '3', '', '-3', '-1.50'],
      ['4', '2', '', '-5', '-2.50'],
    ]);
    const [board1, board2] = travellers(v);
    expect(board1?.heading).toBe('Board 1   Dealer N   Vul none');
    expect(board1?.table.columns.slice(-2).map((c) => c.header)).toEqual(['NS IMPs', 'EW IMPs']);
    expect(board1?.table.rows).toEqual([
      ['1', '2', '', '', '', '100', '', '+4', '-4'],
      ['3', '4', '', '', '', '', '50', '-4', '+4'],
    ]);
    expect(board2?.heading).toBe('Board 2   Dealer E   Vul NS');
    expect(board2?.table.rows).toEqual([
      ['2', '3', '', '', '', '110', '', '-1', '+1'],
      ['4', '1', '', '', '', '140', '', '+1', '-1'],
    ]);
  });
});

/**
 * Two Mitchell sections of two tables, board 1 matchpointed within each section (top 2):
 * A: NS1 v EW1 +420, NS2 v EW2 +450 → NS2 2, NS1 0; EW1 2, EW2 0.
 * B: NS1 v EW1 +100, NS2 v EW2 +100 → all 1 (50 %), tied.
 */
const twoSections = event(
  [
    { name: 'A', movement: 'mitchell' },
    { name: 'B', movement: 'mitchell' },
  ],
  [line('A', 1, 1, 1, 420), line('A', 1, 2, 2, 450), line('B', 1, 1, 1, 100), line('B', 1, 2, 2, 100)],
);

describe('sections', () => {
  it('are named in headings and pair numbers only when there are several', () => {
    const v = view(twoSections);
    const headings = v.rankings.map((r) => r.heading);
    expect(new Set(headings)).toEqual(
      new Set([
        'Section A, North-South',
        'Section A, East-West',
        'Section B, North-South',
        'Section B, East-West',
      ]),
    );
    const rows = (heading: string) => v.rankings.find((r) => r.heading === heading)?.table.rows;
    expect(rows('Section A, North-South')).toEqual([
      ['1', 'A2', '2', '100.00'],
      ['2', 'A1', '0', '0.00'],
    ]);
    expect(rows('Section B, East-West')?.map((r) => r[0])).toEqual(['1=', '1=']);
    expect(travellers(v).map((t) => t.heading)).toEqual([
      'Section A, board 1   Dealer N   Vul none   Top 2',
      'Section B, board 1   Dealer N   Vul none   Top 2',
    ]);
    expect(travellers(v)[0]?.table.rows).toEqual([
      ['A1', 'A1', '', '', '', '420', '', '0', '2'],
      ['A2', 'A2', '', '', '', '450', '', '2', '0'],
    ]);
  });

  it('a single section is not named', () => {
    const v = view(mitchell);
    expect(v.rankings.every((r) => !r.heading.includes('Section'))).toBe(true);
    expect(travellers(v)[0]?.heading.startsWith('Board 1')).toBe(true);
    expect(v.rankings.flatMap((r) => r.table.rows.map((row) => row[1]))).not.toContain('A1');
  });

  it('words each warning, its section named only where there are several', () => {
    // Board 2 played once where board 1 was played four times (the most on any board): 1 of 4 expected.
    const extra = line('A', 2, 1, 2, 110);
    const one = view(event(mitchell.sections.slice(), [...mitchell.results, extra]));
    const incomplete = { code: 'board-incomplete', section: 'A', board: 2, scores: 1, expected: 4 };
    expect(one.warnings.map((w) => w.warning)).toEqual([incomplete]);
    expect(one.warnings[0]?.message.startsWith('Board 2: 1 result of the 4 expected')).toBe(true);
    const two = view(
      event(twoSections.sections.slice(), [...mitchell.results, extra, ...twoSections.results.slice(2)]),
    );
    const found = two.warnings.find((w) => w.warning.code === 'board-incomplete');
    expect(found?.message.startsWith('Section A, board 2: 1 result of the 4 expected')).toBe(true);
  });
});
