/**
 * @bridge-score/scorepad: the home scorepad's evening as a list of changes,
 * replayed through the scoring core, with the seating of four or five players
 * and the device's log of what it has sent. Pure: the page and the server
 * both run it.
 *
 * @example
 * import { defaultSettings, replay } from '@bridge-score/scorepad';
 * const r = replay([{ id, at, op: { kind: 'start', settings: defaultSettings('chicago') } }]);
 */
export * from './change.js';
export * from './log.js';
export * from './players.js';
export * from './replay.js';
export * from './summary.js';
