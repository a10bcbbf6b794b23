/**
 * The WAL file's checkpoints, off the event loop. SQLite copies the WAL file's pages into the
 * database file once the WAL holds 1,000 pages, inside the commit that crossed the mark, with a
 * sync of each file: on the connection that committed, so on the server's event loop, every few
 * hundred live results. Here the store's connection makes no checkpoint (`wal_autocheckpoint = 0`)
 * and a worker thread (`checkpoint-worker.ts`), on a connection of its own, makes a passive one
 * every `everyMs` (1 s). If the worker fails, the connection checkpoints itself again.
 *
 * @example
 * const checkpoints = WalCheckpoints.start(sqlite, file, script);
 * await checkpoints?.now(); // { busy: 0, log: 12, checkpointed: 12 }
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** SQLite's figures of a checkpoint: frames in the WAL file, frames copied into the database. */
export interface Checkpointed {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}

/** SQLite's own mark, set back when the worker fails. */
const AUTOCHECKPOINT_PAGES = 1000;

export class WalCheckpoints {
  private worker: Worker | null;
  private readonly timer: NodeJS.Timeout;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (c: Checkpointed) => void; reject: (e: Error) => void }
  >();

  private constructor(
    private readonly sqlite: BetterSqlite3.Database,
    worker: Worker,
    everyMs: number,
  ) {
    this.worker = worker;
    worker.unref();
    worker.on('message', (m: Checkpointed & { id: number; error?: string }) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.error !== undefined) w.reject(new Error(m.error));
      else w.resolve({ busy: m.busy, log: m.log, checkpointed: m.checkpointed });
    });
    worker.on('error', () => this.fail());
    worker.on('exit', () => this.fail());
    sqlite.pragma('wal_autocheckpoint = 0');
    this.timer = setInterval(() => {
      // One at a time: a checkpoint still running is not asked for again.
      if (this.waiting.size === 0) this.now().catch(() => undefined);
    }, everyMs);
    this.timer.unref();
  }

  /**
   * Checkpoints made by a worker on the database `file` (the store's connection `sqlite`, in WAL
   * mode), from the built worker `script`; null (SQLite's own checkpoints) when it is not there
   * (run from the sources) or cannot start.
   */
  static start(sqlite: BetterSqlite3.Database, file: string, script: URL | string, everyMs = 1000) {
    if (!existsSync(script)) return null;
    try {
      return new WalCheckpoints(sqlite, new Worker(script, { workerData: { file } }), everyMs);
    } catch {
      return null;
    }
  }

  /** Whether the worker makes the checkpoints (false once it has failed). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** A passive checkpoint now, on the worker. */
  now(): Promise<Checkpointed> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the checkpoint worker has stopped'));
    const id = this.nextId++;
    return new Promise<Checkpointed>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id });
    });
  }

  /** The worker failed or stopped: the store's connection checkpoints itself again. */
  private fail(): void {
    if (!this.worker) return;
    this.worker = null;
    clearInterval(this.timer);
    for (const w of this.waiting.values()) w.reject(new Error('the checkpoint worker has stopped'));
    this.waiting.clear();
    if (this.sqlite.open) this.sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }

  /** Stops the worker (before the store's connection closes, which checkpoints what is left). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.fail();
    if (worker) await worker.terminate();
  }
}
