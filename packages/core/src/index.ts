/**
 * @bridge-score/core: contract bridge scoring with no I/O and no dependencies.
 *
 * @example
 * import { parseContractResult, scoreDeal } from '@bridge-score/core';
 * const r = parseContractResult('4SX-3');
 * if (r.ok && r.value.contract !== 'pass') {
 *   const s = scoreDeal({ ...r.value, declarer: 'S', vulnerability: 'Both' });
 *   // s.value.ns === -800
 * }
 */
export * from './adjusted-score.js';
export * from './board.js';
export * from './board-a-match.js';
export * from './butler.js';
export * from './chicago.js';
export * from './contract.js';
export * from './cross-imps.js';
export * from './deal-input.js';
export * from './deal-score.js';
export * from './entry-checks.js';
export type * from './errors.js';
export * from './evening.js';
export * from './event.js';
export * from './event-json.js';
export * from './factoring.js';
export * from './fraction.js';
export * from './honours.js';
export * from './house-rules.js';
export * from './imps.js';
export * from './matchpoints.js';
export * from './pairs-method.js';
export * from './pairs-session.js';
export * from './ranking.js';
export * from './result.js';
export * from './rubber.js';
export * from './rule-set.js';
export * from './rule-sets.js';
export * from './sheet.js';
export * from './sheet-history.js';
export * from './sheet-line.js';
export * from './team-event.js';
export * from './team-match.js';
export * from './traveller-input.js';
export * from './types.js';
export * from './victory-points.js';
