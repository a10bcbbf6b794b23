/**
 * An independent statement of the scoring rules, written from the tables of
 * docs/scoring.md#deal to #chicago (and the seeds), for the tests to check the core against.
 *
 * It deliberately reads differently from the core: no rule-set objects, one
 * explicit formula per era, plain loops. Where the sources are silent, it follows
 * the values `rule-sets.ts` documents as assumed (its `uncertain` notes):
 * - 1932 small slam 500 / 750 (only the grand slam is named for 1932);
 * - doubled overtricks 100 / 200 (redoubled 200 / 400) in 1932 and 1935;
 * - the duplicate premiums (50 part score, 300 / 500 game) in every era.
 */

export type Era = '1932' | '1935' | '1943' | 'current';
export type Kind = 'duplicate' | 'rubber' | 'chicago';
export type Dbl = '' | 'X' | 'XX';
export type Den = 'C' | 'D' | 'H' | 'S' | 'NT';

export interface Code {
  readonly name: string;
  readonly era: Era;
  readonly kind: Kind;
}

/** Every built-in rule set, with the era of its numbers and how its deals are scored. */
export const CODES: readonly Code[] = [
  { name: 'duplicate', era: 'current', kind: 'duplicate' },
  { name: 'duplicate-1987', era: 'current', kind: 'duplicate' },
  { name: 'duplicate-1943', era: '1943', kind: 'duplicate' },
  { name: 'duplicate-1935', era: '1935', kind: 'duplicate' },
  { name: 'duplicate-1932', era: '1932', kind: 'duplicate' },
  { name: 'rubber', era: 'current', kind: 'rubber' },
  { name: 'rubber-1993', era: 'current', kind: 'rubber' },
  { name: 'rubber-1943', era: '1943', kind: 'rubber' },
  { name: 'rubber-1935', era: '1935', kind: 'rubber' },
  { name: 'rubber-1932', era: '1932', kind: 'rubber' },
  { name: 'chicago', era: 'current', kind: 'chicago' },
];

export const DENS: readonly Den[] = ['C', 'D', 'H', 'S', 'NT'];
export const DBLS: readonly Dbl[] = ['', 'X', 'XX'];
export const LEVEL_LIST = [1, 2, 3, 4, 5, 6, 7] as const;

/** Value of the k-th odd trick (k from 1), undoubled: docs/scoring.md#deal and the NT row of §2. */
export function oddTrick(era: Era, den: Den, k: number): number {
  if (den === 'C' || den === 'D') return 20;
  if (den === 'H' || den === 'S') return 30;
  if (era === '1932') return k % 2 === 1 ? 30 : 40; // 30, 40, 30, 40 … (Wikipedia, "Bridge scoring")
  return k === 1 ? 40 : 30;
}

const times = (d: Dbl): number => (d === 'XX' ? 4 : d === 'X' ? 2 : 1);

/** Trick points for the tricks bid (below the line). */
export function contractPoints(era: Era, level: number, den: Den, d: Dbl): number {
  let total = 0;
  for (let k = 1; k <= level; k++) total += oddTrick(era, den, k) * times(d);
  return total;
}

/** The k-th undertrick (k from 1), from the per-era formulas of docs/scoring.md#deal to #codes. */
export function undertrick(era: Era, vul: boolean, d: Dbl, k: number): number {
  if (d === '') {
    if (!vul) return 50;
    return era === '1932' ? 100 + 50 * (k - 1) : 100;
  }
  const redoubled = d === 'XX' ? 2 : 1; // "redoubled: always 2 × doubled"
  let doubled: number;
  if (era === '1932') doubled = vul ? 200 + 100 * (k - 1) : 100 + 50 * (k - 1);
  else if (era === 'current') doubled = vul ? (k === 1 ? 200 : 300) : k === 1 ? 100 : k <= 3 ? 200 : 300;
  else doubled = vul ? (k === 1 ? 200 : 300) : k === 1 ? 100 : 200;
  return doubled * redoubled;
}

/** Total penalty for `down` undertricks, in closed form (a second statement of the same tables). */
export function penalty(era: Era, vul: boolean, d: Dbl, down: number): number {
  if (down <= 0) return 0;
  const r = d === 'XX' ? 2 : 1;
  const arith = (first: number, step: number) => down * first + (step * down * (down - 1)) / 2;
  if (d === '') return vul ? (era === '1932' ? arith(100, 50) : 100 * down) : 50 * down;
  switch (era) {
    case '1932':
      return r * (vul ? arith(200, 100) : arith(100, 50));
    case '1935':
    case '1943':
      return r * (vul ? 300 * down - 100 : 200 * down - 100);
    case 'current':
      if (vul) return r * (300 * down - 100);
      return r * (down <= 3 ? 200 * down - 100 : 300 * down - 400);
  }
}

/** One expected item: what the tests compare, without the core's own types. */
export interface Expected {
  readonly code: string;
  readonly points: number;
  readonly to: 'declarer' | 'defenders';
  readonly line: 'below' | 'above';
  readonly n?: number;
}

/** The expected breakdown of one outcome, in no particular order. */
export function expectedItems(
  code: Code,
  level: number,
  den: Den,
  d: Dbl,
  vul: boolean,
  tricks: number,
): Expected[] {
  const { era, kind } = code;
  const need = level + 6;
  const out: Expected[] = [];
  if (tricks < need) {
    for (let k = 1; k <= need - tricks; k++) {
      out.push({
        code: 'undertrick',
        points: undertrick(era, vul, d, k),
        to: 'defenders',
        line: 'above',
        n: k,
      });
    }
    return out;
  }
  const below = contractPoints(era, level, den, d);
  out.push({ code: 'trick-points', points: below, to: 'declarer', line: 'below' });
  for (let j = 1; j <= tricks - need; j++) {
    let value: number;
    if (d === '') value = oddTrick(era, den, level + j);
    else if (d === 'X') value = vul ? 200 : 100;
    else value = vul ? 400 : 200;
    out.push({ code: 'overtrick', points: value, to: 'declarer', line: 'above', n: j });
  }
  const game = below >= 100;
  if (kind === 'duplicate') {
    if (game) out.push({ code: 'game', points: vul ? 500 : 300, to: 'declarer', line: 'above' });
    else out.push({ code: 'part-score', points: 50, to: 'declarer', line: 'above' });
  } else if (kind === 'chicago' && game) {
    out.push({ code: 'game', points: vul ? 500 : 300, to: 'declarer', line: 'above' });
  }
  if (level === 6) out.push({ code: 'small-slam', points: vul ? 750 : 500, to: 'declarer', line: 'above' });
  if (level === 7) {
    const grand = era === '1932' ? (vul ? 2250 : 1500) : vul ? 1500 : 1000;
    out.push({ code: 'grand-slam', points: grand, to: 'declarer', line: 'above' });
  }
  let insult = 0;
  if (d !== '' && era === '1943') insult = 50;
  if (d !== '' && era === 'current') insult = d === 'X' ? 50 : 100;
  if (insult > 0) out.push({ code: 'insult', points: insult, to: 'declarer', line: 'above' });
  return out;
}

/** The expected score for declarer's side: a plain signed sum. */
export function expectedScore(
  code: Code,
  level: number,
  den: Den,
  d: Dbl,
  vul: boolean,
  tricks: number,
): number {
  let total = 0;
  for (const item of expectedItems(code, level, den, d, vul, tricks)) {
    total += item.to === 'declarer' ? item.points : -item.points;
  }
  return total;
}

/** A stable text key for comparing breakdowns as multisets. */
export function itemKey(item: {
  readonly code: string;
  readonly points: number;
  readonly to: string;
  readonly line: string;
  readonly n?: number | undefined;
}): string {
  return `${item.code}${item.n === undefined ? '' : `#${item.n}`}:${item.points}:${item.to}:${item.line}`;
}
