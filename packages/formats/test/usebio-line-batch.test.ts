/**
 * USEBIO lines through batches of numbers (`usebio-line-batch.ts`), as the command line hands
 * them from its reading thread to the main one: every line and place comes back equal to the one
 * read (field order, the interned contract and the place in the file of a line with nothing to
 * score included), in the order read, whatever the batch size; a structured clone stands for
 * the crossing between threads.
 */
import { contractOf, DOUBLINGS, type FinalContract, LEVELS, PASS, SEATS, STRAINS } from '@bridge-score/core';
import {
  positionOf,
  readUsebioChunks,
  rememberPosition,
  type UsebioLineBatch,
  UsebioLinePacker,
  type UsebioLinePlace,
  UsebioLineUnpacker,
  type UsebioTravellerLine,
} from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fileRuns, golden } from './helpers.js';

type Read = readonly [UsebioTravellerLine, UsebioLinePlace];

/** The lines of a document as the reader gives them, in order. */
function linesOf(bytes: Uint8Array): Read[] {
  const out: Read[] = [];
  const r = readUsebioChunks([bytes], { lines: (l, place) => out.push([l, place]) });
  if (!r.ok) throw new Error('not USEBIO');
  return out;
}

/** The lines packed in batches of `size`, each batch cloned (as a worker's message is), and unpacked. */
function through(lines: readonly Read[], size: number): Read[] {
  const pack = new UsebioLinePacker(size);
  const unpack = new UsebioLineUnpacker();
  const out: Read[] = [];
  const each = (l: UsebioTravellerLine, place: UsebioLinePlace) => out.push([l, place]);
  const cross = (batch: UsebioLineBatch | null) => {
    if (batch) unpack.lines(structuredClone(batch), each);
  };
  for (const [l, place] of lines) if (pack.add(l, place)) cross(pack.take());
  cross(pack.take());
  return out;
}

/** Equal as read: fields (numbers by `Object.is`) and their order, the contract object, the place in the file. */
function expectSame(got: readonly Read[], want: readonly Read[]): void {
  expect(got.length).toBe(want.length);
  got.forEach(([l, place], i) => {
    const [wl, wplace] = want[i] as Read;
    expect(Object.keys(l)).toEqual(Object.keys(wl));
    expect(l).toEqual(wl);
    expect(place).toEqual(wplace);
    expect(Object.keys(place)).toEqual(Object.keys(wplace));
    // The interned contract comes back as itself (it scores fastest), PASS as PASS.
    expect(l.contract).toBe(wl.contract);
    expect(positionOf(l)).toEqual(positionOf(wl));
  });
}

const FILES = [
  'club.xml',
  'teams.xml',
  'team-event.xml',
  'foreign-compscore-butler.xml',
  'foreign-compscore-crossimp.xml',
];

describe('the golden files', () => {
  test.each(FILES)('%s: every line and place back as read, in batches of 1, 3, 64 and 8,192', (name) => {
    const lines = linesOf(golden(name));
    for (const size of [1, 3, 64, 8192]) expectSame(through(lines, size), lines);
  });

  test('the pairs files have lines to pack, and the Compscore files their match points and IMPs', () => {
    expect(linesOf(golden('club.xml')).length).toBeGreaterThan(10);
    const butler = linesOf(golden('foreign-compscore-butler.xml'));
    expect(butler.some(([l]) => l.nsImps !== undefined)).toBe(true);
  });
});

describe('lines the reader makes of damaged values', () => {
  // One board of a pairs file, its lines each damaged in one way (the reader's problems aside).
  const line = (fields: string) => `<TRAVELLER_LINE>${fields}</TRAVELLER_LINE>`;
  const doc = (lines: string[]) =>
    new TextEncoder().encode(
      `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION><SECTION><SECTION_ID>B</SECTION_ID><BOARD><BOARD_NUMBER>7</BOARD_NUMBER>${lines.join('\n')}</BOARD></SECTION></SESSION></EVENT></USEBIO>`,
    );
  const pairs = '<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>';
  test('an artificial score, a pass, no declarer, a pair number past 32 bits, an extra element, a lead', () => {
    const lines = linesOf(
      doc([
        line(`${pairs}<SCORE>A60A40</SCORE>`),
        line(`${pairs}<CONTRACT>PASS</CONTRACT>`),
        line(`${pairs}<CONTRACT>4S</CONTRACT><TRICKS>10</TRICKS>`),
        line(
          '<NS_PAIR_NUMBER>99999999999</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS>',
        ),
        line(
          `${pairs}<CONTRACT>2HX</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>7</TRICKS><WHATEVER>x</WHATEVER>`,
        ),
        line(
          `${pairs}<ROUND_NUMBER>3</ROUND_NUMBER><CONTRACT>1NT</CONTRACT><PLAYED_BY>W</PLAYED_BY><LEAD>SA</LEAD><TRICKS>8</TRICKS><SCORE>-90</SCORE><NS_MATCH_POINTS>2.5</NS_MATCH_POINTS><EW_MATCH_POINTS>1.5</EW_MATCH_POINTS>`,
        ),
      ]),
    );
    expect(lines.length).toBe(6);
    // The third has nothing to score: it keeps its place in the file, for the problem reported later.
    expect(positionOf(lines[2]?.[0] as object)).toBeDefined();
    expect(lines[3]?.[0].ns).toBe(99999999999);
    for (const size of [1, 2, 5]) expectSame(through(lines, size), lines);
  });
});

describe('any lines', () => {
  const contracts: FinalContract[] = [PASS];
  for (const level of LEVELS)
    for (const strain of STRAINS)
      for (const doubling of DOUBLINGS) contracts.push(contractOf(level, strain, doubling));
  const whole = fc.oneof(
    fc.integer({ min: -3, max: 200 }),
    fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, -0, 0.5),
  );
  const decimal = fc.oneof(fc.double(), fc.constantFrom(-0, 0, 12.5, -420));
  const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });
  const lineArb = fc
    .record({
      ns: whole,
      ew: whole,
      round: optional(whole),
      table: optional(whole),
      direction: optional(fc.constantFrom('NS' as const, 'EW' as const)),
      adjusted: fc.option(
        fc.record({
          ns: fc.oneof(
            fc.constantFrom('average-plus' as const, 'average' as const),
            fc.integer({ max: 100, min: 0 }),
          ),
          ew: fc.constantFrom('average-minus' as const, 40),
        }),
        { nil: undefined, freq: 8 },
      ),
      contract: optional(
        fc.oneof(
          fc.constantFrom(...contracts),
          // A contract object of the right shape that is not the interned one.
          fc.constant({ level: 4, strain: 'S', doubling: 'X' } as FinalContract),
        ),
      ),
      playedBy: optional(fc.constantFrom(...SEATS)),
      lead: optional(fc.constantFrom('SA', 'H2', 'C10', '', 'Б')),
      tricks: optional(whole),
      score: optional(decimal),
      nsMatchPoints: optional(decimal),
      ewMatchPoints: optional(decimal),
      nsImps: optional(decimal),
      ewImps: optional(decimal),
      extra: fc.option(fc.constant([{ name: 'X', text: 'y' }]), { nil: undefined, freq: 8 }),
      at: fc.option(fc.record({ line: fc.nat(), column: fc.nat() }), { nil: undefined, freq: 6 }),
    })
    .map(({ at, ...fields }) => {
      // Only the fields present, in the order of the record (the reader's order).
      const l = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      ) as unknown as UsebioTravellerLine;
      return at ? rememberPosition(l, at) : l;
    });
  const placeArb = fc
    .record({
      event: fc.nat(2),
      section: optional(fc.constantFrom('A', 'B', '', 'SA')),
      board: whole,
    })
    .map(
      ({ event, section, board }): UsebioLinePlace =>
        section === undefined ? { event, board } : { event, section, board },
    );

  test('come back as they went, in order, whatever the batch size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(lineArb, placeArb), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (lines, size) => {
          const got = through(lines, size);
          // A contract that was not interned comes back equal, not identical: compared apart.
          const plain = (rs: readonly Read[]) =>
            rs.map(([l, p]) => [
              { ...l, contract: typeof l.contract === 'object' ? { ...l.contract } : l.contract },
              p,
            ]);
          expect(got.length).toBe(lines.length);
          expect(plain(got)).toEqual(plain(lines));
          got.forEach(([l], i) => {
            const [wl] = lines[i] as Read;
            expect(Object.keys(l)).toEqual(Object.keys(wl));
            for (const key of Object.keys(wl) as (keyof UsebioTravellerLine)[])
              if (typeof wl[key] === 'number') expect(Object.is(l[key], wl[key])).toBe(true);
            if (wl.contract === PASS || contracts.includes(wl.contract as FinalContract))
              expect(l.contract).toBe(wl.contract);
            expect(positionOf(l)).toEqual(positionOf(wl));
          });
        },
      ),
      { numRuns: fileRuns(300) },
    );
  });
});
