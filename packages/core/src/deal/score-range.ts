/**
 * What a deal's score can be: every score of Law 77 is a whole multiple of
 * 10, and no deal scores more, either way, than a redoubled contract
 * vulnerable and thirteen tricks down (7600 under the current Laws). A
 * number beyond that, or not a multiple of 10, is no bridge score, and a
 * difference of two scores is at most twice as far from 0.
 *
 * @example
 * maxDealScore(); // 7600
 * checkScore(620.5, '620.5', 'score'); // { code: 'score-tens', text: '620.5' }
 */
import { contractOf } from './contract.js';
import { scoreDeal } from './deal-score.js';
import type { DealError } from './errors.js';
import type { RuleSet } from './rule-set.js';
import { RULE_SETS } from './rule-sets.js';
import { DOUBLINGS, LEVELS, MAX_TRICKS, STRAINS } from './types.js';

const most = new WeakMap<RuleSet, number>();

/**
 * The most one deal can score for either side under the rules (honours
 * aside): every contract, doubling, trick count and vulnerability tried.
 *
 * @example
 * maxDealScore(); // 7600
 */
export function maxDealScore(rules: RuleSet = RULE_SETS.duplicate): number {
  let max = most.get(rules);
  if (max === undefined) {
    max = 0;
    for (const level of LEVELS) {
      for (const strain of STRAINS) {
        for (const doubling of DOUBLINGS) {
          for (const vulnerability of ['None', 'Both'] as const) {
            for (let tricks = 0; tricks <= MAX_TRICKS; tricks++) {
              const deal = {
                contract: contractOf(level, strain, doubling),
                declarer: 'N' as const,
                tricks,
                vulnerability,
              };
              const scored = scoreDeal(deal, rules);
              if (scored.ok) max = Math.max(max, Math.abs(scored.value.ns));
            }
          }
        }
      }
    }
    most.set(rules, max);
  }
  return max;
}

/**
 * Whether a number can be one deal's score (`of: 'score'`) or the difference
 * between two (`'difference'`): a whole multiple of 10, no further from 0
 * than a deal can score (twice that for a difference). `text` is the number
 * as given, for the error.
 *
 * @example
 * checkScore(720, '720', 'difference'); // null
 */
export function checkScore(
  value: number,
  text: string,
  of: 'score' | 'difference',
  rules: RuleSet = RULE_SETS.duplicate,
): Extract<DealError, { code: 'score-tens' | 'score-range' }> | null {
  const max = maxDealScore(rules) * (of === 'difference' ? 2 : 1);
  if (!Number.isFinite(value) || Math.abs(value) > max) return { code: 'score-range', text, of, max };
  if (!Number.isInteger(value / 10)) return { code: 'score-tens', text };
  return null;
}
