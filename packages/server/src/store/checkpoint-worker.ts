/**
 * The checkpoint worker (a worker thread of `SqliteStore`, `sqlite.ts`): copies the WAL file's
 * committed pages into the database file (`PRAGMA wal_checkpoint(PASSIVE)`: it never waits for
 * the writer or a reader, and copies what no reader still needs) on a connection of its own, so
 * that the copy and its two syncs to disk do not hold the server's event loop, as SQLite's
 * automatic checkpoint inside a commit did. Asked `{ id }`, it answers
 * `{ id, busy, log, checkpointed }` (SQLite's figures: frames in the WAL, frames copied) or
 * `{ id, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { lowerThisThread } from '../thread-priority.js';

// Below the main thread, which answers the phones (`thread-priority.ts`).
lowerThisThread();

interface Checkpointed {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}

const { file } = workerData as { readonly file: string };
const db = new BetterSqlite3(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');

parentPort?.on('message', (ask: { readonly id: number }) => {
  try {
    const row = checkpoint.get() as Checkpointed;
    parentPort?.postMessage({ id: ask.id, busy: row.busy, log: row.log, checkpointed: row.checkpointed });
  } catch (e) {
    parentPort?.postMessage({ id: ask.id, error: e instanceof Error ? e.message : String(e) });
  }
});
