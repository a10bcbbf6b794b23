/**
 * fast-check arbitraries and small helpers shared by the sheet tests.
 */
import {
  contractOf,
  DOUBLINGS,
  type HonoursClaim,
  LEVELS,
  PASS,
  type PlayedDeal,
  parseSheetDeal,
  SEATS,
  type SheetBase,
  type SheetDeal,
  SIDES,
  STRAINS,
} from '@bridge-score/core';
import fc from 'fast-check';

/** A deal from the line notation; throws on a typo in the test itself. */
export function deal(text: string): SheetDeal {
  const r = parseSheetDeal(text);
  if (!r.ok) throw new Error(`bad test deal "${text}": ${r.error.code}`);
  return r.value;
}

/** A played deal from the line notation, to build on (e.g. with honours the notation would refuse). */
export function playedDeal(text: string): PlayedDeal {
  const d = deal(text);
  if (d.contract === PASS) throw new Error(`not a played deal: "${text}"`);
  return d;
}

/** Unwraps a result the test expects to be ok. */
export function ok<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}`);
  return r.value;
}

/** Each side's points as the sheet's entries add them up, independently of `totals`. */
export function sumOfEntries(sheet: SheetBase): { NS: number; EW: number } {
  const sum = { NS: 0, EW: 0 };
  for (const e of sheet.entries) sum[e.side] += e.item.points;
  return sum;
}

/** Points of one side on one line, optionally for one deal. */
export function points(sheet: SheetBase, side: 'NS' | 'EW', line: 'above' | 'below', deal?: number): number {
  return sheet.entries
    .filter((e) => e.side === side && e.line === line && (deal === undefined || e.deal === deal))
    .reduce((s, e) => s + e.item.points, 0);
}

/** Freezes an object graph, so that a reducer that writes into its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const honoursFor = (strain: (typeof STRAINS)[number]): fc.Arbitrary<HonoursClaim | undefined> =>
  fc.option(
    fc.record({
      kind:
        strain === 'NT'
          ? fc.constant('four-aces' as const)
          : fc.constantFrom('four-trumps' as const, 'five-trumps' as const),
      holder: fc.constantFrom(...SIDES),
    }),
    { nil: undefined },
  );

/** Any deal a scorer could write: a contract with declarer, tricks and maybe honours, or a pass. */
export const sheetDealArb = (withHonours = true): fc.Arbitrary<SheetDeal> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ contract: PASS } as SheetDeal) },
    {
      weight: 9,
      arbitrary: fc
        .record({
          level: fc.constantFrom(...LEVELS),
          strain: fc.constantFrom(...STRAINS),
          doubling: fc.constantFrom(...DOUBLINGS),
          declarer: fc.constantFrom(...SEATS),
          tricks: fc.integer({ min: 0, max: 13 }),
        })
        .chain((d) =>
          (withHonours ? honoursFor(d.strain) : fc.constant(undefined)).map((honours): SheetDeal => {
            const base = {
              contract: contractOf(d.level, d.strain, d.doubling),
              declarer: d.declarer,
              tricks: d.tricks,
            };
            return honours ? { ...base, honours } : base;
          }),
        ),
    },
  );
