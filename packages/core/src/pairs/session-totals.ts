/**
 * A pairs session's totals (`pairs-session.ts`): each pair's points summed
 * exactly in 2/1 units (or IMPs), its top, and its result as the session
 * reports it (points on the chosen scale, percentage, average per board),
 * worked out on first use.
 *
 * @example
 * const totals = new Totals(pairCount);
 * totals.add(pair, 7, 1, totals.column(1));
 * totals.value(pair); // 7/1
 */
import {
  addFractions,
  divideFractions,
  type Fraction,
  FractionSum,
  formatFraction,
  fraction,
  fractionToNumber,
  multiplyFractions,
} from '../common/fraction.js';
import { adjustedAwardImps, awardFraction } from './adjusted-score.js';
import type { BoardResult, PairKey, PairScore, PairsSettings } from './pairs-session.js';
import type { Pending } from './session-boards.js';
import type { Seating } from './session-seating.js';

/** The greatest common divisor of two whole numbers (doubles, exact below 2^53). */
function gcdOf(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** Per-pair sums in 2/1 units: whole numbers in typed arrays, fractions only where they arise. */
export class Totals {
  readonly top: Float64Array;
  readonly expectedTop: Float64Array;
  readonly boards: Int32Array;
  /**
   * Numerators by denominator, one column per denominator (the few counts a
   * session's boards were played), each a whole number while it is safe.
   */
  private readonly columns = new Map<number, Float64Array>();
  /** Anything else: huge numbers, the fractions of adjusted scores under the session rule. */
  private readonly parts: (FractionSum | undefined)[];

  constructor(private readonly n: number) {
    this.parts = new Array(n);
    this.top = new Float64Array(n);
    this.expectedTop = new Float64Array(n);
    this.boards = new Int32Array(n);
  }

  /** The column of a denominator, or null when there are already too many to keep as columns. */
  column(den: number): Float64Array | null {
    let c = this.columns.get(den);
    if (!c && this.columns.size < 64) {
      c = new Float64Array(this.n);
      this.columns.set(den, c);
    }
    return c ?? null;
  }

  /** Adds num/den (safe integers) to a pair, through its column when `column` is the column of `den`. */
  add(pair: number, num: number, den: number, column: Float64Array | null): void {
    if (column) {
      const sum = (column[pair] as number) + num;
      if (Number.isSafeInteger(sum)) {
        column[pair] = sum;
        return;
      }
    }
    this.partsOf(pair).add(num, den);
  }

  addFraction(pair: number, f: Fraction): void {
    this.partsOf(pair).addFraction(f);
  }

  board(pair: number, top: number, expectedTop: number): void {
    this.top[pair] = (this.top[pair] as number) + top;
    this.expectedTop[pair] = (this.expectedTop[pair] as number) + expectedTop;
    this.boards[pair] = (this.boards[pair] as number) + 1;
  }

  private partsOf(pair: number): FractionSum {
    let p = this.parts[pair];
    if (!p) {
      p = new FractionSum();
      this.parts[pair] = p;
    }
    return p;
  }

  /** A pair's exact total: its columns brought to one denominator, reduced once. */
  value(pair: number): Fraction {
    const small = this.smallValue(pair);
    if (small !== null) return small;
    const sum = new FractionSum();
    for (const [den, column] of this.columns) {
      const num = column[pair] as number;
      if (num !== 0) sum.add(num, den);
    }
    const p = this.parts[pair];
    const total = sum.value();
    return p ? addFractions(total, p.value()) : total;
  }

  /**
   * A pair's exact total on doubles, when every step is a safe integer (nearly
   * always: a few denominators, the board counts): one numerator over the
   * least common denominator. Null when a step would not be exact.
   */
  private smallValue(pair: number): Fraction | null {
    let num = 0;
    let den = 1;
    const add = (n: number, d: number): boolean => {
      const l = (den / gcdOf(den, d)) * d;
      const a = num * (l / den);
      const b = n * (l / d);
      const sum = a + b;
      // Every step a safe integer, or a rounding could hide in a sum that cancels.
      if (
        !Number.isSafeInteger(l) ||
        !Number.isSafeInteger(a) ||
        !Number.isSafeInteger(b) ||
        !Number.isSafeInteger(sum)
      )
        return false;
      num = sum;
      den = l;
      return true;
    };
    for (const [d, column] of this.columns) {
      const n = column[pair] as number;
      if (n !== 0 && !add(n, d)) return null;
    }
    const p = this.parts[pair];
    if (p) {
      const terms = p.smallTerms();
      if (terms === null || !add(terms.whole, 1)) return null;
      for (const [d, n] of terms.parts) if (n !== 0 && !add(n, d)) return null;
    }
    return fraction(num, den);
  }

  approx(pair: number): number {
    let sum = 0;
    for (const [den, column] of this.columns) sum += (column[pair] as number) / den;
    const p = this.parts[pair];
    return p ? sum + p.approx() : sum;
  }
}

/** A pair's matchpoint tops in 2/1 units, and the scale the points are shown on. */
export interface MatchpointTops {
  /** The top of the boards played. */
  readonly available: number;
  /** The top the points are scaled to (simple factoring: the expected top; else the available one). */
  readonly scaledTo: number;
  readonly scale: Fraction;
}

/**
 * A pair's result. The exact total of a pair whose boards were factored by
 * many different counts has a large denominator, so it is worked out on
 * first use: ranking a field needs it only where two pairs are nearly equal.
 */
export class PairTotal implements PairScore {
  private exactTotal: Fraction | undefined;
  private exactPoints: Fraction | undefined;
  private exactPercentage: Fraction | undefined;

  constructor(
    readonly pair: PairKey,
    readonly names: readonly string[],
    readonly field: string,
    readonly boards: number,
    private readonly totalOf: () => Fraction,
    /** Null at IMPs: the total is the points, with no top. */
    private readonly tops: MatchpointTops | null,
  ) {}

  /** The sum of the pair's boards in 2/1 units (or IMPs), worked out once. */
  private total(): Fraction {
    this.exactTotal ??= this.totalOf();
    return this.exactTotal;
  }

  get points(): Fraction {
    if (!this.exactPoints) {
      const total = this.total();
      const t = this.tops;
      if (!t) this.exactPoints = total;
      else {
        const scaled =
          t.available > 0 && t.scaledTo !== t.available
            ? multiplyFractions(total, fraction(t.scaledTo, t.available))
            : total;
        this.exactPoints = multiplyFractions(scaled, t.scale);
      }
    }
    return this.exactPoints;
  }

  get top(): Fraction | null {
    return this.tops ? multiplyFractions(fraction(this.tops.scaledTo), this.tops.scale) : null;
  }

  get percentage(): Fraction | null {
    const t = this.tops;
    if (!t) return null;
    if (!this.exactPercentage) {
      this.exactPercentage =
        t.available > 0
          ? divideFractions(multiplyFractions(this.total(), fraction(100)), fraction(t.available))
          : fraction(50);
    }
    return this.exactPercentage;
  }

  get average(): Fraction {
    return this.boards > 0 ? divideFractions(this.points, fraction(this.boards)) : fraction(0);
  }
}

/**
 * A value in 2/1 units (or IMPs) as a line shows it: times `factor` (½ on
 * the ACBL scale), rounded to `digits` decimals half away from zero from the
 * exact value, or the nearest double when `digits` is null.
 */
export function shownPoints(value: Fraction, factor: number, digits: number | null): number {
  const scaled = factor === 1 ? value : multiplyFractions(value, fraction(factor * 2, 2));
  return digits === null ? fractionToNumber(scaled) : Number(formatFraction(scaled, digits));
}

/**
 * The artificial adjusted scores set aside while the boards were scored,
 * now that each pair's percentage on its real boards is known (the session
 * rule bounds average-plus and -minus by it): each side's award is a share
 * of the board's top at matchpoints, its IMPs at IMPs. All awards are worked
 * out before any is added, so no award depends on another.
 */
export function awardAdjusted(
  pending: readonly Pending[],
  boards: readonly BoardResult[],
  seating: Pick<Seating, 'nsHolder' | 'ewHolder'>,
  totals: Totals,
  settings: Pick<PairsSettings, 'adjusted' | 'scale' | 'averages' | 'impAwards' | 'lineDecimals'>,
  imps: boolean,
): void {
  const { nsHolder, ewHolder } = seating;
  const factor = imps ? 1 : settings.scale.win / 2;
  const session = new Map<number, Fraction | null>();
  const sessionOf = (pair: number): Fraction | null => {
    if (settings.adjusted === 'fixed') return null;
    let s = session.get(pair);
    if (s === undefined) {
      const top = totals.top[pair] as number;
      s = top > 0 ? divideFractions(totals.value(pair), fraction(top)) : null;
      session.set(pair, s);
    }
    return s;
  };
  const awards = pending.map((p): [Fraction, Fraction] => {
    if (imps) {
      const weight = fraction(p.weight);
      return [
        multiplyFractions(adjustedAwardImps(p.ns, settings.impAwards), weight),
        multiplyFractions(adjustedAwardImps(p.ew, settings.impAwards), weight),
      ];
    }
    const top = fraction(p.top);
    return [
      multiplyFractions(
        awardFraction(p.ns, settings.adjusted, sessionOf(nsHolder[p.line] as number), settings.averages),
        top,
      ),
      multiplyFractions(
        awardFraction(p.ew, settings.adjusted, sessionOf(ewHolder[p.line] as number), settings.averages),
        top,
      ),
    ];
  });
  pending.forEach((p, j) => {
    const [nsValue, ewValue] = awards[j] as [Fraction, Fraction];
    const board = boards[p.board] as BoardResult;
    const nsPair = nsHolder[p.line] as number;
    const ewPair = ewHolder[p.line] as number;
    totals.addFraction(nsPair, nsValue);
    totals.addFraction(ewPair, ewValue);
    totals.board(nsPair, p.top, p.expectedTop);
    totals.board(ewPair, p.top, p.expectedTop);
    const decimals = imps ? settings.lineDecimals.imps : settings.lineDecimals.mp;
    board.nsPoints[p.k] = shownPoints(nsValue, factor, decimals);
    board.ewPoints[p.k] = shownPoints(ewValue, factor, decimals);
  });
}
