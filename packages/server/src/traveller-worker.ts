/**
 * The traveller worker (a worker thread of `TravellerWorker`, `live-traveller.ts`): scores boards'
 * travellers from their lines' texts, off the server's main thread. Sent a `TravellerBatch` (the
 * asks of one turn of the server's event loop), it answers in messages of `TravellerAnswer`s, one
 * an ask, `{ id, traveller }` or `{ id, error }`: the answers made in each 2 ms go together, so
 * that the first results of a large batch need not wait for its last.
 */
import { parentPort } from 'node:worker_threads';
import { boardTraveller, type TravellerAnswer, type TravellerBatch } from './live-traveller.js';
import { lowerThisThread } from './thread-priority.js';

// Below the main thread, which answers the phones (`thread-priority.ts`).
lowerThisThread();

/** How long answers wait for others to go with them, in ms. */
const GATHER_MS = 2;

parentPort?.on('message', (batch: TravellerBatch) => {
  let answers: TravellerAnswer[] = [];
  let since = performance.now();
  for (const ask of batch.asks) {
    try {
      const setupText = batch.setups[ask.setup] ?? '';
      answers.push({ id: ask.id, traveller: boardTraveller(setupText, ask.section, ask.board, ask.texts) });
    } catch (e) {
      answers.push({ id: ask.id, error: e instanceof Error ? e.message : String(e) });
    }
    const now = performance.now();
    if (now - since >= GATHER_MS) {
      parentPort?.postMessage(answers);
      answers = [];
      since = now;
    }
  }
  if (answers.length > 0) parentPort?.postMessage(answers);
});
