/**
 * @bridge-score/core: contract bridge scoring with no I/O and no dependencies.
 *
 * The code is grouped by the parts of the game, each with an index that says
 * what it offers; imports run only downward in this list:
 *
 * - `common/`: typed results, exact fractions, places with ties;
 * - `deal/`: contracts, boards, rule sets, the score of one deal;
 * - `home/`: rubber, Chicago, the We/They sheet, an evening;
 * - `teams/`: IMPs, team matches, victory points, board-a-match, team events;
 * - `pairs/`: matchpoints, factoring, cross-IMPs, Butler, adjusted scores, the session.
 *
 * @example
 * import { parseContractResult, scoreDeal } from '@bridge-score/core';
 * const r = parseContractResult('4SX-3');
 * if (r.ok && r.value.contract !== 'pass') {
 *   const s = scoreDeal({ ...r.value, declarer: 'S', vulnerability: 'Both' });
 *   // s.value.ns === -800
 * }
 */
export * from './common/index.js';
export * from './deal/index.js';
export type * from './errors.js';
export * from './home/index.js';
export * from './pairs/index.js';
export * from './teams/index.js';
