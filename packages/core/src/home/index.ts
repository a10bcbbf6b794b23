/**
 * Home play: the We/They sheet of rubber bridge and of Chicago (four-deal
 * bridge) as reducers over deals, the line notation a scorer types, and an
 * evening of several rubbers or chukkers with its settlement. Imports
 * `common` and `deal` only.
 *
 * @example
 * import { applyRubber, newRubber } from '@bridge-score/core';
 */
export * from './chicago.js';
export type * from './errors.js';
export * from './evening.js';
export * from './rubber.js';
export * from './sheet.js';
export * from './sheet-history.js';
export * from './sheet-line.js';
