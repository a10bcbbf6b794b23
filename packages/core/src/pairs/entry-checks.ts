/**
 * Entry checks that help a director (docs/scoring.md#entry-checks): a score that no contract
 * can give at that vulnerability, a written score that disagrees with the
 * contract and tricks, a declarer on a passed-out board, a lone outlier on a
 * board. They are warnings with the board and pairs: the session is scored
 * as entered and nothing is "fixed". (The same pair twice on a board and a
 * board missing results are found while the session is scored.)
 *
 * @example
 * isPossibleScore(425, 'None'); // false
 * loneOutlier([-420, -420, -450, -420, 420]); // 4
 */
import { contractOf, PASS } from '../deal/contract.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import {
  DOUBLINGS,
  LEVELS,
  MAX_TRICKS,
  STRAINS,
  VULNERABILITIES,
  type Vulnerability,
} from '../deal/types.js';
import type { EntryWarning, LinePlace } from './errors.js';
import { type Outcome, outcomeNsScore, type PlayedOutcome, type ScoreOutcome } from './event.js';

/**
 * A lone result must stand at least this far (in points) from every other to
 * be flagged, unless it is the negation of a score other results share (+420
 * against two or more −420: a score entered for the wrong direction), which is
 * flagged at any gap. A house setting, not a Law: lower it for more warnings.
 */
export const OUTLIER_MIN_GAP = 1000;
/**
 * How many results must hold the negation of a lone score for it to be taken
 * for the wrong direction. One is not enough: on a small board a down-one
 * either way (+100 against −100, −110, −140) is an ordinary split.
 */
export const OUTLIER_NEGATION_COPIES = 2;
/** Fewer scores than this on a board give no outlier warning: there is no field to stand out from. */
export const OUTLIER_MIN_SCORES = 4;

const possible = new WeakMap<RuleSet, Map<Vulnerability, Set<number>>>();

/** Every North-South score some contract, declarer and trick count can give at that vulnerability. */
function possibleScores(vulnerability: Vulnerability, rules: RuleSet): Set<number> {
  let byVul = possible.get(rules);
  if (!byVul) {
    byVul = new Map();
    for (const vul of VULNERABILITIES) {
      const scores = new Set<number>([0]);
      for (const level of LEVELS) {
        for (const strain of STRAINS) {
          for (const doubling of DOUBLINGS) {
            for (const declarer of ['N', 'E'] as const) {
              for (let tricks = 0; tricks <= MAX_TRICKS; tricks++) {
                const outcome = {
                  kind: 'played',
                  contract: contractOf(level, strain, doubling),
                  declarer,
                  tricks,
                };
                scores.add(outcomeNsScore(outcome as PlayedOutcome, vul, rules));
              }
            }
          }
        }
      }
      byVul.set(vul, scores);
    }
    possible.set(rules, byVul);
  }
  return byVul.get(vulnerability) as Set<number>;
}

/** Whether some contract can give North-South this score at this vulnerability. */
export function isPossibleScore(
  nsScore: number,
  vulnerability: Vulnerability,
  rules: RuleSet = RULE_SETS.duplicate,
): boolean {
  return possibleScores(vulnerability, rules).has(nsScore);
}

/** Checks of one line's outcome against its board's vulnerability. */
export function outcomeWarnings(
  place: LinePlace,
  outcome: Outcome,
  vulnerability: Vulnerability,
  rules: RuleSet = RULE_SETS.duplicate,
): EntryWarning[] {
  const warnings: EntryWarning[] = [];
  checkOutcome(place, outcome, vulnerability, rules, warnings);
  return warnings;
}

/** `outcomeWarnings`, pushing into `into` (the session's hot path: no allocation for a clean line). */
export function checkOutcome(
  place: LinePlace,
  outcome: Outcome,
  vulnerability: Vulnerability,
  rules: RuleSet,
  into: EntryWarning[],
): void {
  switch (outcome.kind) {
    case 'played':
    case 'score':
      checkResult(place, outcome, vulnerability, rules, into);
      break;
    case 'weighted':
      for (const part of outcome.parts) checkResult(place, part.outcome, vulnerability, rules, into);
      break;
    case 'adjusted':
    case 'not-played':
      break;
  }
}

function checkResult(
  place: LinePlace,
  o: PlayedOutcome | ScoreOutcome,
  vulnerability: Vulnerability,
  rules: RuleSet,
  into: EntryWarning[],
): void {
  if (o.kind === 'score') {
    if (!isPossibleScore(o.ns, vulnerability, rules)) {
      into.push({ ...placeOf(place), code: 'score-impossible', score: o.ns, vulnerability });
    }
    return;
  }
  if (o.contract === PASS && o.declarer !== undefined) {
    into.push({ ...placeOf(place), code: 'declarer-for-pass', declarer: o.declarer });
  }
  if (o.score !== undefined) {
    const computed = outcomeNsScore(o, vulnerability, rules);
    if (computed !== o.score)
      into.push({ ...placeOf(place), code: 'score-mismatch', entered: o.score, computed });
  }
}

/** Only the place's own fields (a traveller line carries more). */
export const placeOf = (p: LinePlace): LinePlace => ({
  section: p.section,
  board: p.board,
  ns: p.ns,
  ew: p.ew,
});

/**
 * The index of a lone outlier among a board's scores, or −1: a score held by
 * one result only, farther from the nearest other score than the other
 * scores are from each other, and either at least `minGap` from it or the
 * negation of a score at least two other results hold (+420 against a field of
 * −420, −420 and −450). Only the lowest or the highest score can be one.
 */
export function loneOutlier(scores: ArrayLike<number>, minGap = OUTLIER_MIN_GAP): number {
  const n = scores.length;
  if (n < OUTLIER_MIN_SCORES) return -1;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let minCount = 0;
  let maxCount = 0;
  let minAt = -1;
  let maxAt = -1;
  for (let i = 0; i < n; i++) {
    const v = scores[i] as number;
    if (v < min) {
      min = v;
      minCount = 1;
      minAt = i;
    } else if (v === min) minCount++;
    if (v > max) {
      max = v;
      maxCount = 1;
      maxAt = i;
    } else if (v === max) maxCount++;
  }
  // The nearest scores to each end.
  let nextUp = Number.POSITIVE_INFINITY;
  let nextDown = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const v = scores[i] as number;
    if (v > min && v < nextUp) nextUp = v;
    if (v < max && v > nextDown) nextDown = v;
  }
  const far = (v: number, gap: number) =>
    gap >= minGap || (v !== 0 && copies(scores, -v) >= OUTLIER_NEGATION_COPIES);
  if (minCount === 1 && nextUp - min > max - nextUp && far(min, nextUp - min)) return minAt;
  if (maxCount === 1 && max - nextDown > nextDown - min && far(max, max - nextDown)) return maxAt;
  return -1;
}

function copies(scores: ArrayLike<number>, v: number): number {
  let n = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] === v) n++;
  return n;
}

/** The score nearest to the outlier at `index` (for the warning). */
export function nearestOther(scores: ArrayLike<number>, index: number): number {
  const v = scores[index] as number;
  let best = Number.NaN;
  for (let i = 0; i < scores.length; i++) {
    if (i === index) continue;
    const s = scores[i] as number;
    if (Number.isNaN(best) || Math.abs(s - v) < Math.abs(best - v)) best = s;
  }
  return best;
}
