/**
 * @bridge-score/desk: the director's desk as data. An event is its setup
 * (`setup.ts`) and its traveller lines as typed (`line.ts`); `pairs.ts` and
 * `teams.ts` score them through the core. The web page runs this to show
 * rankings as lines are typed, the server to check what it stores: both
 * see the same figures.
 */
export * from './expected-line.js';
export * from './line.js';
export * from './pairs.js';
export * from './setup.js';
export * from './teams.js';
export * from './view.js';
