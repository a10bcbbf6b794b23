/**
 * The deal: the vocabulary (seats, strains, doublings, vulnerability), the
 * contract and its notation, a board's dealer and vulnerability, the rule
 * sets (current Laws, historical codes, house rules) and the itemised score
 * of one deal. Every other part stands on this one; it imports only `common`.
 *
 * @example
 * import { parseContractResult, scoreDeal } from '@bridge-score/core';
 * const r = parseContractResult('4SX-3');
 */
export * from './board.js';
export * from './contract.js';
export * from './deal-input.js';
export * from './deal-score.js';
export type * from './errors.js';
export * from './honours.js';
export * from './house-rules.js';
export * from './rule-set.js';
export * from './rule-sets.js';
export * from './score-range.js';
export * from './types.js';
