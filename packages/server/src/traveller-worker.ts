/**
 * The traveller worker (a worker thread of `TravellerWorker`, `live-traveller.ts`): scores boards'
 * travellers from their lines' texts, off the server's main thread. Sent a `TravellerBatch` (the
 * asks of one turn of the server's event loop), it answers one message: a `TravellerAnswer` an
 * ask, `{ id, traveller }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { boardTraveller, type TravellerAnswer, type TravellerBatch } from './live-traveller.js';

parentPort?.on('message', (batch: TravellerBatch) => {
  const answers: TravellerAnswer[] = batch.asks.map((ask) => {
    try {
      const setupText = batch.setups[ask.setup] ?? '';
      return { id: ask.id, traveller: boardTraveller(setupText, ask.section, ask.board, ask.texts) };
    } catch (e) {
      return { id: ask.id, error: e instanceof Error ? e.message : String(e) };
    }
  });
  parentPort?.postMessage(answers);
});
