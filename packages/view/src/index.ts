/**
 * @bridge-score/view: what bridge-score's results show, as data. A scored
 * session becomes headings and tables of worded cells (`session-view.ts`), which
 * the command line lays out as text and a web page as HTML. Pure: it imports
 * only the core and the words, and runs in Node and in the browser alike.
 *
 * @example
 * import { sessionView } from '@bridge-score/view';
 * const view = sessionView({ event, score: scoreSession(event), lang: 'en', conventions: null });
 * view.rankings[0]?.table.columns.map((c) => c.header); // ['Place', 'Pair', 'Points', '%']
 */
export * from './session-view.js';
export * from './team-event-view.js';
