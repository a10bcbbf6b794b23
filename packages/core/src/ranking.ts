/**
 * Rankings: places from exact totals, best first, with ties shown as shared
 * places ("3=": two pairs share third, the next is fifth; RULES.md §6).
 *
 * Totals are exact fractions, so a tie is a true tie, never an accident of
 * rounding. Sorting uses doubles first and settles only near-equal values
 * exactly, which keeps a field of 100,000 pairs fast.
 *
 * @example
 * rankFractions([fraction(5), fraction(7), fraction(5)]);
 * // [{ index: 1, place: 1, tied: false }, { index: 0, place: 2, tied: true }, { index: 2, place: 2, tied: true }]
 * formatPlace({ place: 2, tied: true }); // '2='
 */
import { compareFractions, type Fraction, fractionsEqual, fractionToNumber } from './fraction.js';

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
  const n = values.length;
  const approx = new Float64Array(n);
  for (let i = 0; i < n; i++) approx[i] = fractionToNumber(values[i] as Fraction);
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => (approx[b] as number) - (approx[a] as number) || a - b);
  // Doubles near each other may be unequal fractions, or equal ones: settle those runs exactly.
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && close(approx[order[j - 1] as number] as number, approx[order[j] as number] as number))
      j++;
    if (j - i > 1) {
      const run = order.slice(i, j);
      run.sort((a, b) => compareFractions(values[b] as Fraction, values[a] as Fraction) || a - b);
      for (let k = 0; k < run.length; k++) order[i + k] = run[k] as number;
    }
    i = j;
  }
  const ranked: RankedIndex[] = new Array(n);
  for (let i = 0; i < n; ) {
    const first = values[order[i] as number] as Fraction;
    let j = i + 1;
    while (j < n && fractionsEqual(values[order[j] as number] as Fraction, first)) j++;
    for (let k = i; k < j; k++) ranked[k] = { index: order[k] as number, place: i + 1, tied: j - i > 1 };
    i = j;
  }
  return ranked;
}
