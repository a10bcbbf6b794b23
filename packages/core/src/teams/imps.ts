/**
 * International Match Points: the IMP scale of Law 78B as a threshold table,
 * and the conversion of a score difference into IMPs.
 *
 * The scale is a step function of the absolute difference; the sign follows
 * the difference, so `imps(-d) === -imps(d)` for every `d`.
 *
 * @example
 * imps(2210 - 1700); // 11 (Wikipedia, "Bridge scoring": the 1981 Bermuda Bowl sacrifice)
 * imps(-720); // -12
 */

/** An IMP scale: `thresholds[k]` is the smallest difference worth `k + 1` IMPs. */
export interface ImpScale {
  readonly name: string;
  /** Ascending lower bounds of the bands from 1 IMP up; below the first, 0 IMPs. */
  readonly thresholds: readonly number[];
}

/**
 * The IMP scale of Law 78B (Laws of Duplicate Bridge 2017; docs/scoring.md#teams):
 * 0–10 → 0, 20–40 → 1, 50–80 → 2, 90–120 → 3, 130–160 → 4, 170–210 → 5,
 * 220–260 → 6, 270–310 → 7, 320–360 → 8, 370–420 → 9, 430–490 → 10,
 * 500–590 → 11, 600–740 → 12, 750–890 → 13, 900–1090 → 14, 1100–1290 → 15,
 * 1300–1490 → 16, 1500–1740 → 17, 1750–1990 → 18, 2000–2240 → 19,
 * 2250–2490 → 20, 2500–2990 → 21, 3000–3490 → 22, 3500–3990 → 23, 4000+ → 24.
 *
 * Real differences are multiples of 10. A difference between two bands (15,
 * from a weighted score) counts in the lower band: each threshold is a lower bound.
 */
export const IMP_SCALE: ImpScale = Object.freeze({
  name: 'law-78b',
  thresholds: Object.freeze([
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250,
    2500, 3000, 3500, 4000,
  ]),
});

/** The most IMPs one board can be worth on the Law 78B scale. */
export const MAX_IMPS = IMP_SCALE.thresholds.length;

const TOP = IMP_SCALE.thresholds[MAX_IMPS - 1] as number;

// Every Law 78B threshold is a multiple of 10, so ⌊|d| / 10⌋ decides the band:
// one array lookup per conversion.
const BY_TENS = ((): Uint8Array => {
  const table = new Uint8Array(TOP / 10);
  let band = 0;
  for (let tens = 0; tens < table.length; tens++) {
    while (band < MAX_IMPS && (IMP_SCALE.thresholds[band] as number) <= tens * 10) band++;
    table[tens] = band;
  }
  return table;
})();

/**
 * The IMPs for a score difference (Law 78B), with the difference's sign.
 * Throws a RangeError for NaN, which is no difference at all.
 *
 * @example
 * imps(620 - -100); // 12
 * imps(-30); // -1
 */
export function imps(difference: number): number {
  const a = difference < 0 ? -difference : difference;
  if (a < TOP) {
    const band = BY_TENS[Math.floor(a / 10)] as number;
    return difference < 0 ? 0 - band : band;
  }
  if (a >= TOP) return difference < 0 ? -MAX_IMPS : MAX_IMPS;
  throw new RangeError(`not a score difference: ${difference}`);
}

/**
 * The IMPs for a difference on any IMP scale given as data (a historical
 * scale, a house scale). Slower than `imps`, which is fixed to Law 78B.
 *
 * @example
 * impsOnScale(510, IMP_SCALE); // 11
 */
export function impsOnScale(difference: number, scale: ImpScale): number {
  if (Number.isNaN(difference)) throw new RangeError(`not a score difference: ${difference}`);
  const a = Math.abs(difference);
  const t = scale.thresholds;
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((t[mid] as number) <= a) lo = mid + 1;
    else hi = mid;
  }
  return difference < 0 ? 0 - lo : lo;
}

/**
 * The score difference between two results: the first minus the second,
 * each for the same side (usually North-South).
 *
 * @example
 * impsBetween(620, -100); // 12
 */
export function impsBetween(first: number, second: number): number {
  return imps(first - second);
}

/**
 * Artificial adjusted scores at IMPs (Law 12C2; docs/scoring.md#teams): average-plus
 * +3, average 0, average-minus −3. ACBLscore and the EBU use the same values.
 */
export const IMP_AWARDS = Object.freeze({ 'average-plus': 3, average: 0, 'average-minus': -3 } as const);

/** An award at IMPs: an artificial adjusted score, or a given number of IMPs. */
export type ImpAward =
  | { readonly kind: keyof typeof IMP_AWARDS }
  | { readonly kind: 'imps'; readonly imps: number };

/** The IMPs an award is worth. */
export function awardImps(
  award: ImpAward,
  awards: Readonly<Record<keyof typeof IMP_AWARDS, number>> = IMP_AWARDS,
): number {
  switch (award.kind) {
    case 'average-plus':
    case 'average':
    case 'average-minus':
      return awards[award.kind];
    case 'imps':
      return award.imps;
  }
}
