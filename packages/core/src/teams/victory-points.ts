/**
 * Victory points: a match's IMP margin converted to points for each team.
 *
 * A VP scale is data: rows by the smallest margin they cover, each with the
 * winner's and the loser's VPs. The WBF 2013 continuous 20-VP scale is
 * computed from its formula for any number of boards (docs/scoring.md#teams); other
 * scales (30-VP, 25-VP, a national or house table) are loaded from a small
 * CSV file with `parseVpScale` and written back with `formatVpScale`
 * (`@bridge-score/formats`, `vp-scale-csv.ts`).
 *
 * @example
 * const scale = wbfScale(16);
 * victoryPoints(23, scale); // { a: 15.56, b: 4.44 }
 * victoryPoints(-5, scale); // { a: 8.52, b: 11.48 }
 */

/** One row of a VP scale: from this IMP margin up to the next row's, the winner and the loser get these VPs. */
export interface VpRow {
  /** The smallest whole IMP margin the row covers. */
  readonly from: number;
  readonly winner: number;
  readonly loser: number;
}

/** How a margin that falls between two rows is converted. */
export const VP_BETWEEN = ['step', 'linear'] as const;
export type VpBetween = (typeof VP_BETWEEN)[number];

export interface VpScale {
  readonly name: string;
  /** Rows by ascending `from`, the first from 0; the last covers every larger margin. */
  readonly rows: readonly VpRow[];
  /**
   * A margin between two rows' `from` (a fraction of an IMP from cross-IMPs or
   * a carry-over, or a margin inside a range) takes the lower row (`step`) or
   * is interpolated between the two rows and rounded to 0.01 (`linear`).
   */
  readonly between: VpBetween;
}

/** The two teams' VPs for one match, team A first. */
export interface VpPair {
  readonly a: number;
  readonly b: number;
}

// ---------------------------------------------------------------------------
// The WBF 2013 continuous scale

/** τ = (√5 − 1)/2, the golden ratio's reciprocal (WBF 2013 scale; docs/scoring.md#teams). */
const TAU = (Math.sqrt(5) - 1) / 2;
const TAU3 = TAU ** 3;

/**
 * The blitz margin of the WBF 2013 scale: B = 15√N for N boards. A margin of
 * B or more wins 20–0. In general not a whole number.
 *
 * @example
 * wbfBlitz(16); // 60
 */
export function wbfBlitz(boards: number): number {
  return 15 * Math.sqrt(boards);
}

/**
 * The WBF 2013 formula before rounding: VP = min(20, 10 + 10 (1 − τ^(3M/B)) / (1 − τ³))
 * for a margin M ≥ 0 (docs/scoring.md#teams; WBF Scoring Panel, "The New WBF IMP to VP Scales").
 */
export function wbfFormula(margin: number, boards: number): number {
  const m = Math.abs(margin);
  return Math.min(20, 10 + (10 * (1 - TAU ** ((3 * m) / wbfBlitz(boards)))) / (1 - TAU3));
}

/**
 * The winner's VPs in hundredths for every whole margin from 0 to the blitz:
 * the formula rounded to 0.01, then the concavity correction. Rounding can
 * make one extra IMP worth more than the one before (a dent in the curve);
 * the published tables are concave, so each dent is raised by 0.01 until
 * none is left. A dent at M (2·V(M) < V(M−1) + V(M+1)) means every concave
 * table above the rounded one is higher at M, so raising it is forced: the
 * result is the lowest concave table that is nowhere below the rounded
 * formula, and no value moves by more than a few hundredths.
 *
 * The WBF report says the published values were corrected by 0.01 where
 * rounding broke concavity; that this is exactly its procedure is our
 * reading, checked against the values docs/scoring.md#teams quotes.
 */
function wbfHundredths(boards: number): Int32Array {
  const last = Math.ceil(wbfBlitz(boards) - 1e-9);
  const h = new Int32Array(last + 1);
  for (let m = 0; m <= last; m++) h[m] = Math.round(wbfFormula(m, boards) * 100);
  h[last] = 2000;
  for (let changed = true; changed; ) {
    changed = false;
    for (let m = 1; m < last; m++) {
      if (2 * (h[m] as number) < (h[m - 1] as number) + (h[m + 1] as number)) {
        h[m] = (h[m] as number) + 1;
        changed = true;
      }
    }
  }
  return h;
}

const wbfCache = new Map<number, VpScale>();

/**
 * The WBF 2013 continuous 20-VP scale for a match of `boards` boards: one
 * row per whole margin up to the blitz, VPs to two decimals, both teams'
 * VPs summing to 20; fractional margins interpolated. Throws a RangeError
 * unless `boards` is a whole number from 1 (check input first).
 *
 * @example
 * wbfScale(16).rows[20]; // { from: 20, winner: 15, loser: 5 }
 */
export function wbfScale(boards: number): VpScale {
  if (!Number.isSafeInteger(boards) || boards < 1) throw new RangeError(`not a number of boards: ${boards}`);
  let scale = wbfCache.get(boards);
  if (!scale) {
    const rows = Array.from(wbfHundredths(boards), (h, from) =>
      Object.freeze({ from, winner: h / 100, loser: (2000 - h) / 100 }),
    );
    scale = Object.freeze({
      name: `wbf-2013-${boards}`,
      rows: Object.freeze(rows),
      between: 'linear' as const,
    });
    wbfCache.set(boards, scale);
  }
  return scale;
}

// ---------------------------------------------------------------------------
// Converting a margin

/** The index of the last row whose `from` is at most `margin`. */
function rowIndex(rows: readonly VpRow[], margin: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((rows[mid] as VpRow).from <= margin) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Both teams' VPs for team A's IMP margin (negative when team B won).
 *
 * @example
 * victoryPoints(0, wbfScale(16)); // { a: 10, b: 10 }
 * victoryPoints(75, wbfScale(16)); // { a: 20, b: 0 }
 */
export function victoryPoints(margin: number, scale: VpScale): VpPair {
  if (Number.isNaN(margin)) throw new RangeError('not an IMP margin: NaN');
  const m = Math.abs(margin);
  const i = rowIndex(scale.rows, m);
  const row = scale.rows[i] as VpRow;
  let winner = row.winner;
  let loser = row.loser;
  const next = scale.rows[i + 1];
  if (scale.between === 'linear' && next && m > row.from) {
    // In hundredths, the winner's VPs and the two teams' sum interpolated apart,
    // so that a scale whose pairs sum to 20 still does between its rows.
    const f = (m - row.from) / (next.from - row.from);
    const w0 = Math.round(row.winner * 100);
    const s0 = w0 + Math.round(row.loser * 100);
    const w1 = Math.round(next.winner * 100);
    const s1 = w1 + Math.round(next.loser * 100);
    const w = Math.round(w0 + (w1 - w0) * f);
    winner = w / 100;
    loser = (Math.round(s0 + (s1 - s0) * f) - w) / 100;
  }
  return margin < 0 ? { a: loser, b: winner } : { a: winner, b: loser };
}

/**
 * The margins row `i` of a scale covers, as written in a scale file and a printed table:
 * `7`, `8-10` (with `dash` between), or `25+` for the last row.
 */
export function vpScaleRange(scale: VpScale, i: number, dash = '-'): string {
  const row = scale.rows[i];
  if (!row) return '';
  const next = scale.rows[i + 1];
  if (!next) return `${row.from}+`;
  return next.from === row.from + 1 ? `${row.from}` : `${row.from}${dash}${next.from - 1}`;
}

/** VPs to two decimals: `15.56`, `20.00`. */
export function formatVp(vp: number): string {
  return vp.toFixed(2);
}
