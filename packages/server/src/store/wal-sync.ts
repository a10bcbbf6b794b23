/**
 * The live results' sync to disk, off the event loop. A group commit of live results runs with
 * `synchronous=NORMAL` (SQLite writes the transaction into the WAL file and returns without
 * waiting for the disk); its results are acknowledged only once the WAL file has been synced by
 * `fdatasync` on libuv's thread pool. What a phone is told is stored is then on disk, as with
 * `synchronous=FULL` (through a power cut), but the event loop goes on reading and checking
 * requests while the disk syncs instead of waiting in SQLite's commit.
 *
 * At most one sync runs at a time. A commit that ends while one runs waits for the next, which
 * starts when the running one ends and covers every commit before it: the syncs are grouped too.
 * A sync covers every byte written to the file before it started (Linux syncs the file, whichever
 * descriptor asks), so each commit waits for the first sync that starts after it.
 *
 * @example
 * const wal = new WalSync('data/bridge-score.db-wal');
 * wal.afterCommit((error) => (error ? fail(error) : acknowledge()));
 */
import { closeSync, fdatasync, fstatSync, openSync, statSync } from 'node:fs';

/** Syncs a file's data to disk (node's `fs.fdatasync` by default; a test can hold it). */
export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

type Waiter = (error: Error | null) => void;

export class WalSync {
  private fd: number | null = null;
  /** The inode of the file `fd` is open on, to notice a WAL file made again. */
  private inode = -1;
  private syncing = false;
  /** Commits that ended while a sync ran: they wait for the next one. */
  private waiting: Waiter[] = [];

  constructor(
    private readonly path: string,
    private readonly syncFile: SyncFile = fdatasync,
  ) {}

  /** Calls `done` once every write made so far to the WAL file is on disk (or the sync failed). */
  afterCommit(done: Waiter): void {
    this.waiting.push(done);
    if (!this.syncing) this.syncNext();
  }

  /** Whether a sync is running or waited for. */
  get busy(): boolean {
    return this.syncing || this.waiting.length > 0;
  }

  private syncNext(): void {
    const these = this.waiting;
    if (these.length === 0) return;
    this.waiting = [];
    let fd: number;
    try {
      fd = this.descriptor();
    } catch (error) {
      for (const done of these) done(error as Error);
      return;
    }
    this.syncing = true;
    this.syncFile(fd, (error) => {
      this.syncing = false;
      for (const done of these) done(error);
      this.syncNext();
    });
  }

  /** The WAL file's descriptor, opened again when the file at the path is another one. */
  private descriptor(): number {
    const now = statSync(this.path).ino;
    if (this.fd !== null && now === this.inode) return this.fd;
    this.closeFile();
    const fd = openSync(this.path, 'r+');
    this.fd = fd;
    this.inode = fstatSync(fd).ino;
    return fd;
  }

  private closeFile(): void {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    this.inode = -1;
    try {
      closeSync(fd);
    } catch {
      // Already closed: nothing to release.
    }
  }

  /** Closes the descriptor (after the last sync: the store waits for `busy` to clear). */
  close(): void {
    this.closeFile();
  }
}
