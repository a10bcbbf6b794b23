/**
 * Rankings: places from exact totals, best first, with ties shown as shared
 * places ("3=": two pairs share third, the next is fifth; docs/scoring.md#pairs).
 *
 * Totals are exact fractions, so a tie is a true tie, never an accident of
 * rounding. Sorting uses doubles first and settles only near-equal values
 * exactly, which keeps a field of 100,000 pairs fast.
 *
 * @example
 * rankFractions([fraction(5), fraction(7), fraction(5)]);
 * // [{ index: 1, place: 1, tied: false }, { index: 0, place: 2, tied: true }, { index: 2, place: 2, tied: true }]
 * formatPlace({ place: 2, tied: true }); // '2='
 * places([30, 25, 25, 10]); // ['1', '2=', '2=', '4']
 */
import { compareFractions, type Fraction, fraction, fractionsEqual, fractionToNumber } from './fraction.js';

export interface Place {
  /** 1 for the winner; tied entries share the place of the first of them. */
  readonly place: number;
  readonly tied: boolean;
}

export interface RankedIndex extends Place {
  /** Index of the entry in the input. */
  readonly index: number;
}

/** Formats a place as printed results show it: `1`, `3=`. */
export function formatPlace(p: Place): string {
  return p.tied ? `${p.place}=` : String(p.place);
}

/** Parses a printed place: `1`, `3=`; null if it is not one. */
export function parsePlace(text: string): Place | null {
  const m = /^\s*(\d+)\s*(=?)\s*$/.exec(text);
  if (!m) return null;
  const place = Number(m[1]);
  return place >= 1 ? { place, tied: m[2] === '=' } : null;
}

/**
 * Ranks values, highest first. Equal values share a place; among them the
 * input order is kept (so callers list entries by pair number first).
 */
export function rankFractions(values: readonly Fraction[]): readonly RankedIndex[] {
  return rankValues(Float64Array.from(values, fractionToNumber), (i) => values[i] as Fraction);
}

/**
 * Ranks `approx.length` values known as doubles (`approx`, within a few
 * units in the last place) and exactly on demand (`exact`): the exact value
 * is asked for only where doubles come near each other.
 */
export function rankValues(approx: Float64Array, exact: (i: number) => Fraction): readonly RankedIndex[] {
  const n = approx.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => (approx[b] as number) - (approx[a] as number) || a - b);
  const known = new Map<number, Fraction>();
  const value = (i: number): Fraction => {
    let f = known.get(i);
    if (!f) {
      f = exact(i);
      known.set(i, f);
    }
    return f;
  };
  // Doubles near each other may be unequal fractions, or equal ones: settle those runs exactly.
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const settled = new Uint8Array(n);
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && close(approx[order[j - 1] as number] as number, approx[order[j] as number] as number))
      j++;
    if (j - i > 1) {
      const run = order.slice(i, j);
      run.sort((a, b) => compareFractions(value(b), value(a)) || a - b);
      for (let k = 0; k < run.length; k++) {
        order[i + k] = run[k] as number;
        settled[i + k] = 1;
      }
    }
    i = j;
  }
  const ranked: RankedIndex[] = new Array(n);
  for (let i = 0; i < n; ) {
    let j = i + 1;
    // Only values in a settled run can be equal: others differ already as doubles.
    while (
      j < n &&
      settled[j] === 1 &&
      settled[i] === 1 &&
      fractionsEqual(value(order[j] as number), value(order[i] as number))
    )
      j++;
    for (let k = i; k < j; k++) ranked[k] = { index: order[k] as number, place: i + 1, tied: j - i > 1 };
    i = j;
  }
  return ranked;
}

/**
 * The printed places of numbers shown to two decimals (VPs, IMPs), in input
 * order: numbers equal to the hundredth share a place, the next place
 * skipping as many as shared. The same ranking as `rankValues`.
 *
 * @example
 * places([30, 25, 25, 10]); // ['1', '2=', '2=', '4']
 */
export function places(points: readonly number[]): string[] {
  const hundredths = points.map((p) => Math.round(p * 100));
  const out = new Array<string>(points.length);
  for (const r of rankValues(Float64Array.from(hundredths), (i) => fraction(hundredths[i] as number))) {
    out[r.index] = formatPlace(r);
  }
  return out;
}
