/**
 * The embedded store: one SQLite file through better-sqlite3, in WAL mode
 * (readers never wait for the writer), `synchronous=FULL` (a write is on disk
 * before it is acknowledged, even through a power cut), foreign keys on.
 * Migrations run when it opens.
 *
 * @example
 * const store = await openSqliteStore({ file: 'data/bridge-score.db' });
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DeskLine } from '@bridge-score/desk';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './database.js';
import { KyselyStore } from './kysely-store.js';
import type { LiveRounds, LiveSubmission, LiveTable, LiveTableContext } from './live.js';
import { migrate } from './migrations.js';
import { SqliteLive } from './sqlite-live.js';
import type { Scope } from './store.js';

export interface SqliteStoreOptions {
  /** The database file, created with its folder when missing; `:memory:` for a throwaway one. */
  readonly file: string;
  readonly now?: () => Date;
  /**
   * Run live results, round moves, tables' pages and boards' lines through statements prepared
   * once (default true); false runs them through Kysely, as on PostgreSQL.
   */
  readonly preparedLive?: boolean;
}

/** The pragmas a SQLite store runs with, as SQLite reports them. */
export interface SqlitePragmas {
  readonly journalMode: string;
  /** 2 is FULL. */
  readonly synchronous: number;
  readonly foreignKeys: number;
}

export class SqliteStore extends KyselyStore {
  /** The live hot path in prepared statements; null when `preparedLive` is false. */
  private readonly live: SqliteLive | null;
  private readonly one: BetterSqlite3.Statement;

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
  }

  // Kysely holds the one connection for its transaction (the group commit's) or for
  // `connection()`: the prepared statements run on it while no other query can.

  protected override submitIn(trx: Transaction<Database>, submission: LiveSubmission) {
    const live = this.live;
    return live ? Promise.resolve(live.submit(submission)) : super.submitIn(trx, submission);
  }

  protected override nextIn(
    trx: Transaction<Database>,
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ) {
    const live = this.live;
    return live ? Promise.resolve(live.next(code, from, movement)) : super.nextIn(trx, code, from, movement);
  }

  /**
   * A read of the hot path, run at once when no transaction is open on the connection (a
   * statement of better-sqlite3 runs whole, synchronously, so only an open transaction, such as
   * a group commit between two of its statements, holds state across turns), else after it, on
   * the connection Kysely hands out. Waiting for Kysely's connection each time cost more than
   * the read.
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

  override deskBoardLines(
    scope: Scope,
    eventId: string,
    section: string,
    board: number,
  ): Promise<DeskLine[]> {
    const live = this.live;
    return live
      ? this.read(() => live.boardLines(scope.club, eventId, section, board))
      : super.deskBoardLines(scope, eventId, section, board);
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
