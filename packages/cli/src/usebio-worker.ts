/**
 * The worker of `usebio-thread.ts`: reads a USEBIO file (`readUsebioChunks`, a chunk at a time)
 * and sends its traveller lines to the main thread as they are read, in batches of numbers
 * (`UsebioLinePacker`, whose arrays are transferred, not copied), then the reader's result
 * (the document without those lines, its problems and its tally).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readUsebioChunks, UsebioLinePacker } from '@bridge-score/formats';
import { asciiText, fileChunks } from './file-chunks.js';
import type { FromUsebioWorker, UsebioWorkerData } from './usebio-thread.js';

const port = parentPort;
if (port === null) throw new Error('usebio-worker.js runs as a worker thread');
const { path, file } = workerData as UsebioWorkerData;
const post = (message: FromUsebioWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const pack = new UsebioLinePacker();
const send = () => {
  const batch = pack.take();
  if (batch)
    post({ kind: 'lines', batch }, [batch.ints.buffer as ArrayBuffer, batch.floats.buffer as ArrayBuffer]);
};
const read = readUsebioChunks(fileChunks(path), {
  file,
  asciiText,
  lines: (line, place) => {
    if (pack.add(line, place)) send();
  },
});
send();
post({ kind: 'done', read });
