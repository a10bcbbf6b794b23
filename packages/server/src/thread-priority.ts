/**
 * The server's worker threads (the travellers' scoring, the WAL checkpoints) run below its main
 * thread's priority. On two cores shared by the main thread, the workers, V8's helpers and,
 * under a bench, the phones' client, a main thread that is ready to run but waits for a core
 * delays every answer it has to send; a worker that waits a little delays only its own work,
 * which the main thread's turns need later, if at all. Linux keeps a nice value per thread, so a
 * worker lowers its own (`setpriority` on its thread id, read from `/proc/thread-self`); a
 * process may always lower its threads' priority, never raise it without privileges. Elsewhere
 * (another system, or `/proc` not mounted) nothing changes.
 *
 * @example
 * // first thing in a worker's script:
 * lowerThisThread(); // true on Linux: this thread now runs at nice 10
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The workers' nice value: 10 gives a runnable worker about a tenth of the main thread's share
 * of a core they contend for (Linux's weights: 1,024 at nice 0, 110 at nice 10), and all of an
 * idle core. Measured in docs/benchmarks.md (live results, the workers' priority).
 */
export const WORKER_NICE = 10;

/** This thread's id on Linux (`/proc/thread-self` links to `PID/task/TID`); null elsewhere. */
export function threadId(readLink: (path: string) => string = readlinkSync): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const tid = Number(readLink('/proc/thread-self').split('/').pop());
    return Number.isSafeInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority to `nice`, never raises it (a thread already at a higher
 * nice, such as a server started with `nice -n 19`, keeps its own); whether the thread now runs
 * at `nice` or lower. Never throws.
 */
export function lowerThisThread(nice: number = WORKER_NICE): boolean {
  const tid = threadId();
  if (tid === null) return false;
  try {
    if (getPriority(tid) >= nice) return true;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
