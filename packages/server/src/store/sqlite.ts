/**
 * The embedded store: one SQLite file through better-sqlite3, in WAL mode
 * (readers never wait for the writer), `synchronous=FULL` (a write is on disk
 * before it is acknowledged, even through a power cut), foreign keys on.
 * Migrations run when it opens. The live results' group commits run with
 * `synchronous=NORMAL` and are acknowledged after the WAL file is synced off
 * the event loop (`WalSync`): on disk before the phone hears, as with FULL.
 *
 * @example
 * const store = await openSqliteStore({ file: 'data/bridge-score.db' });
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database.js';
import { KyselyStore } from './kysely-store.js';
import type {
  LiveNextOutcome,
  LiveRounds,
  LiveSubmission,
  LiveSubmitOutcome,
  LiveTable,
  LiveTableContext,
} from './live.js';
import { migrate } from './migrations.js';
import { SqliteLive } from './sqlite-live.js';
import type { Scope } from './store.js';
import { WalCheckpoints } from './wal-checkpoint.js';
import { type SyncFile, WalSync } from './wal-sync.js';

export interface SqliteStoreOptions {
  /** The database file, created with its folder when missing; `:memory:` for a throwaway one. */
  readonly file: string;
  readonly now?: () => Date;
  /**
   * Run live results, round moves, tables' pages and boards' lines through statements prepared
   * once (default true); false runs them through Kysely, as on PostgreSQL.
   */
  readonly preparedLive?: boolean;
  /**
   * How the WAL file is synced after a group commit of live results (node's `fs.fdatasync` by
   * default); a test passes one it holds, to see that nothing is answered before the sync ends.
   */
  readonly syncFile?: SyncFile;
  /**
   * The checkpoint worker's built script (`checkpoint-worker.js` beside this module by default);
   * false: SQLite's own checkpoints, inside the commits. Without the script (run from the
   * sources), SQLite's own.
   */
  readonly checkpointWorker?: URL | string | false;
}

/** Most live writes in one group commit. */
const GROUP_COMMIT_MAX = 256;

/** A live write waiting for the next group commit, and how it ended once run. */
interface Queued {
  readonly run: () => unknown;
  readonly resolve: (out: unknown) => void;
  readonly reject: (e: unknown) => void;
  done?: { readonly ok: true; readonly out: unknown } | { readonly ok: false; readonly error: unknown };
}

/** The pragmas a SQLite store runs with, as SQLite reports them. */
export interface SqlitePragmas {
  readonly journalMode: string;
  /** 2 is FULL. */
  readonly synchronous: number;
  readonly foreignKeys: number;
  /** Pages in the WAL file past which a commit checkpoints; 0 while a worker checkpoints. */
  readonly walAutocheckpoint: number;
  /** 2 is MEMORY: statement and savepoint journals stay in memory. */
  readonly tempStore: number;
}

/**
 * Answers each write of a batch as it ended; every one fails with `syncError` when the WAL
 * file's sync failed (their commit may not be on disk: the phone sends again, the same key).
 */
function answer(batch: readonly Queued[], syncError: Error | null): void {
  for (const item of batch) {
    const done = item.done;
    if (syncError) item.reject(syncError);
    else if (done?.ok) item.resolve(done.out);
    else item.reject(done ? done.error : new Error('a live write was not run'));
  }
}

export class SqliteStore extends KyselyStore {
  /** The live hot path in prepared statements; null when `preparedLive` is false. */
  private readonly live: SqliteLive | null;
  private readonly one: BetterSqlite3.Statement;
  /** Live writes waiting for the next group commit. */
  private readonly queued: Queued[] = [];
  /** Whether a group commit is scheduled or under way. */
  private committing = false;
  /** Settled when the last group commit scheduled has found the queue empty. */
  private committed: Promise<void> = Promise.resolve();
  /** A write in a transaction of its own (when a group's commit failed). */
  private readonly alone: BetterSqlite3.Transaction<(run: () => unknown) => unknown>;
  /** A group commit: the writes one after the other, one `COMMIT` (one sync to disk) for all. */
  private readonly inGroup: BetterSqlite3.Transaction<(batch: readonly Queued[]) => void>;
  /**
   * The WAL file's sync after a group commit, off the event loop; null for a database in memory
   * or not in WAL mode (the group commits then run with the connection's `synchronous=FULL`).
   */
  private readonly wal: WalSync | null;
  private readonly syncNormal: BetterSqlite3.Statement;
  private readonly syncFull: BetterSqlite3.Statement;
  /** The WAL file's checkpoints on a worker thread; null: SQLite's own, inside the commits. */
  readonly checkpoints: WalCheckpoints | null;
  /** Group commits whose WAL sync has not ended, settled when it has. */
  private readonly unsynced = new Set<Promise<void>>();

  constructor(
    db: Kysely<Database>,
    private readonly sqlite: BetterSqlite3.Database,
    options: SqliteStoreOptions,
  ) {
    super(db, {
      dialect: 'sqlite',
      location: options.file,
      groupCommit: true,
      ...(options.now ? { now: options.now } : {}),
    });
    this.live =
      options.preparedLive === false ? null : new SqliteLive(sqlite, options.now ?? (() => new Date()));
    this.one = sqlite.prepare('select 1');
    const inWal = String(sqlite.pragma('journal_mode', { simple: true })) === 'wal';
    const file = resolve(sqlite.name);
    this.wal = sqlite.memory || !inWal ? null : new WalSync(`${file}-wal`, options.syncFile);
    const script = options.checkpointWorker ?? new URL('./checkpoint-worker.js', import.meta.url);
    this.checkpoints = this.wal && script !== false ? WalCheckpoints.start(sqlite, file, script) : null;
    this.syncNormal = sqlite.prepare('pragma synchronous = NORMAL');
    this.syncFull = sqlite.prepare('pragma synchronous = FULL');
    this.alone = sqlite.transaction((run: () => unknown) => run());
    // No savepoint a write: a write that throws (none does but on a fault: a refusal is an
    // answer, not an error) rolls the whole group back, and `commitEach` runs each write again
    // alone. A savepoint a write cost about a seventh of the writes' time.
    this.inGroup = sqlite.transaction((batch: readonly Queued[]) => {
      for (const item of batch) item.done = { ok: true, out: item.run() };
    });
  }

  /**
   * A table's result (see `Store.submitLiveResult`). The results and round moves sent at once
   * (read in the same turn of the event loop) are written in one transaction and committed
   * together: one sync to disk for all of them instead of one each (when one fails, the group is
   * rolled back and each is written again alone, so that only that one fails). Each is answered
   * only after that commit returned.
   */
  override submitLiveResult(submission: LiveSubmission): Promise<LiveSubmitOutcome> {
    const live = this.live;
    return live ? this.inNextCommit(() => live.submit(submission)) : super.submitLiveResult(submission);
  }

  /** A table moved on (see `Store.nextLiveRound`), in the next group commit. */
  override nextLiveRound(
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ): Promise<LiveNextOutcome> {
    const live = this.live;
    return live
      ? this.inNextCommit(() => live.next(code, from, movement))
      : super.nextLiveRound(code, from, movement);
  }

  private inNextCommit<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ run, resolve: resolve as (out: unknown) => void, reject });
      if (!this.committing) {
        this.committing = true;
        // After the requests read with this one: they join the same commit.
        this.committed = new Promise<void>((done) => {
          setImmediate(() => void this.commitQueued().then(done));
        });
      }
    });
  }

  private async commitQueued(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const batch = this.queued.splice(0, GROUP_COMMIT_MAX);
        let ran = false;
        try {
          await this.read(() => this.commit(batch));
          ran = true;
        } catch (error) {
          // The connection could not be had (the store is closing): none was run.
          for (const item of batch) item.done ??= { ok: false, error };
        }
        const wal = this.wal;
        if (ran && wal) this.answerAfterSync(wal, batch);
        else answer(batch, null);
      }
    } finally {
      // In the turn that found the queue empty: a write queued after this schedules a commit.
      this.committing = false;
    }
  }

  /** Answers a committed batch once the WAL file is synced; a failed sync fails every write. */
  private answerAfterSync(wal: WalSync, batch: readonly Queued[]): void {
    const synced = new Promise<void>((settle) => {
      wal.afterCommit((error) => {
        answer(batch, error);
        settle();
      });
    });
    this.unsynced.add(synced);
    void synced.then(() => this.unsynced.delete(synced));
  }

  /**
   * Runs a batch in one transaction; when a write or the commit fails, each write in a
   * transaction of its own. With a WAL file, as `synchronous=NORMAL` (the commit does not wait for the disk: the
   * caller syncs the file before answering), the connection set back to FULL after.
   */
  private commit(batch: readonly Queued[]): void {
    if (!this.wal) {
      this.commitEach(batch);
      return;
    }
    this.syncNormal.run();
    try {
      this.commitEach(batch);
    } finally {
      this.syncFull.run();
    }
  }

  private commitEach(batch: readonly Queued[]): void {
    try {
      this.inGroup.immediate(batch);
      return;
    } catch (error) {
      if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
      for (const item of batch) item.done = { ok: false, error };
    }
    for (const item of batch) {
      try {
        item.done = { ok: true, out: this.alone.immediate(item.run) };
      } catch (error) {
        item.done = { ok: false, error };
      }
    }
  }

  override async close(): Promise<void> {
    // The writes queued are committed, synced and answered first.
    while (this.committing || this.unsynced.size > 0) {
      await this.committed;
      await Promise.all(this.unsynced);
    }
    this.wal?.close();
    await this.checkpoints?.close();
    await super.close();
  }

  /**
   * A read of the hot path, or a group commit, run at once when no transaction is open on the
   * connection (a statement of better-sqlite3, and a group commit, run whole, synchronously, so
   * only a transaction of Kysely's, awaiting between its statements, holds state across turns),
   * else after it, on the connection Kysely hands out. Waiting for Kysely's connection each time
   * cost more than the read.
   */
  private read<T>(run: () => T): Promise<T> {
    if (!this.sqlite.inTransaction) {
      try {
        return Promise.resolve(run());
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return this.db.connection().execute(async () => run());
  }

  override liveTable(code: string): Promise<LiveTableContext | undefined> {
    const live = this.live;
    return live ? this.read(() => live.table(code)) : super.liveTable(code);
  }

  override deskBoardTexts(scope: Scope, eventId: string, section: string, board: number): Promise<string[]> {
    const live = this.live;
    return live
      ? this.read(() => live.boardTexts(scope.club, eventId, section, board))
      : super.deskBoardTexts(scope, eventId, section, board);
  }

  /** `select 1` on the connection, prepared once (the health check asks on every call). */
  override ping(): Promise<void> {
    const one = this.one;
    return this.read(() => {
      one.get();
    });
  }

  pragmas(): SqlitePragmas {
    return {
      journalMode: String(this.sqlite.pragma('journal_mode', { simple: true })),
      synchronous: Number(this.sqlite.pragma('synchronous', { simple: true })),
      foreignKeys: Number(this.sqlite.pragma('foreign_keys', { simple: true })),
      walAutocheckpoint: Number(this.sqlite.pragma('wal_autocheckpoint', { simple: true })),
      tempStore: Number(this.sqlite.pragma('temp_store', { simple: true })),
    };
  }
}

/**
 * The database as Kysely uses it, each statement prepared once: Kysely asks for a statement on
 * every query, and preparing costs more than running the small queries of a live result.
 * (Kysely runs statements with `all` and `run` only, one at a time on this one connection.)
 */
function withStatementCache(sqlite: BetterSqlite3.Database, size = 500) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      sqlite.close();
    },
    prepare(sql: string): BetterSqlite3.Statement {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export async function openSqliteStore(options: SqliteStoreOptions): Promise<SqliteStore> {
  if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
  const sqlite = new BetterSqlite3(options.file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Statement and savepoint journals in memory: in a temporary file, such a journal spills past
    // 64 KiB and, once a file, is not emptied until the transaction ends (with a savepoint a live
    // write, each write of a group commit appended its pages to it: some 38 pwrite calls a result,
    // most of the statements' time).
    sqlite.pragma('temp_store = MEMORY');
  } catch (e) {
    sqlite.close();
    throw e;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  try {
    await migrate(db as Kysely<unknown>);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return new SqliteStore(db, sqlite, options);
}
