/**
 * Teams: the IMP scale, a team match at IMPs, victory points (the WBF
 * continuous scale and scales read from a file), board-a-match, and a
 * multi-team event (round robin or Swiss). Imports `common` and `deal` only;
 * pairs scoring at IMPs (cross-IMPs, Butler) stands on the IMP scale here.
 *
 * @example
 * import { imps } from '@bridge-score/core';
 * imps(620 - 170); // 10
 */
export * from './board-a-match.js';
export type * from './errors.js';
export * from './imps.js';
export * from './team-event.js';
export * from './team-match.js';
export * from './victory-points.js';
