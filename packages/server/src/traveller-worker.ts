/**
 * The traveller worker (a worker thread of `TravellerWorker`, `live-traveller.ts`): scores a
 * board's traveller from its lines' texts, off the server's main thread. Asked
 * `{ id, setupText, section, board, texts }`, it answers `{ id, traveller }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { boardTraveller, type TravellerAsk } from './live-traveller.js';

parentPort?.on('message', (ask: TravellerAsk & { readonly id: number }) => {
  try {
    const traveller = boardTraveller(ask.setupText, ask.section, ask.board, ask.texts);
    parentPort?.postMessage({ id: ask.id, traveller });
  } catch (e) {
    parentPort?.postMessage({ id: ask.id, error: e instanceof Error ? e.message : String(e) });
  }
});
