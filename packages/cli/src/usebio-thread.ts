/**
 * A big USEBIO file read in a worker thread while the main thread builds the event from its lines
 * (`session`): on two cores the XML is read beside the event model's work instead of before it.
 * The worker (`usebio-worker.ts`) reads the file as `readResultsFile` would and sends the lines
 * in batches of numbers (`UsebioLineBatch`); here they are unpacked and given, in the order read,
 * to the same builder (`usebioResultsFile`), so the result is `readResultsFile`'s for the file,
 * problems and their places included.
 *
 * Used for a file on disk of at least `WORKER_MIN_BYTES` (a smaller one is read faster than a
 * thread starts). `BRIDGE_SCORE_USEBIO_WORKER=always` or `never` decides instead (the tests run
 * both ways and compare). Without its built worker script (the sources run as they are), the
 * file is read on the main thread.
 *
 * @example
 * const read = await readUsebioThreaded('big.xml', { file: 'big.xml', keepLines: false }, size);
 * // null: read it on this thread (readResultsFile)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Result } from '@bridge-score/core';
import {
  type Accounted,
  type Problem,
  type ResultsFile,
  type ResultsFileOptions,
  type UsebioDocument,
  type UsebioLineBatch,
  UsebioLineUnpacker,
  usebioResultsFile,
} from '@bridge-score/formats';

/** 16 MiB, about 70,000 traveller lines as our writer and the EBU's programs write them. */
export const WORKER_MIN_BYTES = 16 * 2 ** 20;

/** What the worker is given. */
export interface UsebioWorkerData {
  readonly path: string;
  /** The file's name in problems. */
  readonly file: string;
}

/** What the worker sends: lines as they are read, then the reader's result. */
export type FromUsebioWorker =
  | { readonly kind: 'lines'; readonly batch: UsebioLineBatch }
  | { readonly kind: 'done'; readonly read: Result<Accounted<UsebioDocument>, Problem> };

/** Whether to read in a worker: by size, unless `BRIDGE_SCORE_USEBIO_WORKER` says always or never. */
function wanted(size: number): boolean {
  switch (process.env.BRIDGE_SCORE_USEBIO_WORKER) {
    case 'always':
      return true;
    case 'never':
      return false;
    default:
      return size >= WORKER_MIN_BYTES;
  }
}

/**
 * `readResultsFile` of the USEBIO file at `path` (`options.file` its name in problems), read in a
 * worker; null when it is to be read on this thread (see the module overview). A failure of the
 * worker itself (not a problem in the file: those are in the result) rejects.
 */
export function readUsebioThreaded(
  path: string,
  options: ResultsFileOptions & { readonly file: string },
  size: number,
): Promise<Result<ResultsFile, Problem>> | null {
  const script = new URL('./usebio-worker.js', import.meta.url);
  if (!wanted(size) || !existsSync(fileURLToPath(script))) return null;
  const into = usebioResultsFile(options.file, options);
  const unpack = new UsebioLineUnpacker();
  return new Promise((resolve, reject) => {
    const data: UsebioWorkerData = { path, file: options.file };
    const worker = new Worker(script, { workerData: data });
    let settled = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      reject(e);
    };
    worker.on('message', (m: FromUsebioWorker) => {
      if (settled) return;
      try {
        if (m.kind === 'lines') unpack.lines(m.batch, into.line);
        else {
          settled = true;
          resolve(into.finish(m.read));
        }
      } catch (e) {
        fail(e);
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the USEBIO reading thread stopped (exit code ${code})`)));
  });
}
