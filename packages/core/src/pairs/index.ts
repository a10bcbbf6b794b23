/**
 * Pairs: the event model (sections, movements, boards, traveller lines),
 * matchpoints on both scales, factoring, cross-IMPs and Butler, artificial
 * and weighted adjusted scores, entry checks, and the session that ranks
 * every pair. The highest part: imports `common`, `deal` and the IMP scale
 * of `teams`.
 *
 * @example
 * import { scoreSession } from '@bridge-score/core';
 */
export * from './adjusted-score.js';
export * from './butler.js';
export * from './conventions.js';
export * from './cross-imps.js';
export * from './entry-checks.js';
export type * from './errors.js';
export * from './event.js';
export * from './event-json.js';
export * from './factoring.js';
export * from './howell.js';
export * from './matchpoints.js';
export * from './mitchell.js';
export * from './movement.js';
export * from './movement-json.js';
export * from './pairs-method.js';
export * from './pairs-session.js';
export * from './traveller-input.js';
export * from './verify-finding.js';
