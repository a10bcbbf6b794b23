/**
 * The databases the storage tests run on: SQLite always, PostgreSQL when one
 * answers. `describeStores(name, body)` runs `body` once per database, each
 * time on a database of its own made for this test file: a folder with a
 * SQLite file, or a fresh PostgreSQL database created on the server and
 * dropped at the end, so test files running side by side, and runs one after
 * another, never see each other's data.
 *
 * The PostgreSQL server is the one at `TEST_POSTGRES_URL` (default
 * `postgres://postgres@127.0.0.1:5432/postgres`: a user that may create
 * databases, and a database to connect to while creating them). When none
 * answers, the PostgreSQL tests are skipped and say why, unless `CI=true`:
 * then they fail, for CI must run them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openPostgresStore, redactUrl } from '../src/store/postgres.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { Store, StoreDialect } from '../src/store/store.js';

export const ADMIN_URL =
  process.env.TEST_POSTGRES_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The stores a suite may run on: `sqlite-kysely` is SQLite with its live hot path run through
 * Kysely (`preparedLive: false`), the code PostgreSQL runs, so that both paths answer alike.
 */
export type TestStore = StoreDialect | 'sqlite-kysely';

const DATABASE_NAMES: Record<TestStore, string> = {
  sqlite: 'SQLite',
  'sqlite-kysely': 'SQLite through Kysely',
  postgres: 'PostgreSQL',
};

/** Whether PostgreSQL answers at `ADMIN_URL` (3 s at most), and if not, why. */
async function probe(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message || e.name : String(e) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgres = await probe();
const postgresRequired = process.env.CI === 'true';
const skipReason = postgres.ok ? '' : `no PostgreSQL at ${redactUrl(ADMIN_URL)}: ${postgres.reason}`;
if (!postgres.ok && !postgresRequired) {
  console.warn(
    `PostgreSQL tests skipped (${skipReason}). Start PostgreSQL, or set TEST_POSTGRES_URL to one; CI=true makes this a failure.`,
  );
}

/** One test file's database, on one of the stores. */
export interface TestDatabase {
  readonly dialect: StoreDialect;
  /** The environment that makes `npm start` use this database. */
  readonly env: Record<string, string>;
  /** A store on this database: each one has its own connection (SQLite) or pool (PostgreSQL). */
  open(options?: { readonly now?: () => Date; readonly maxConnections?: number }): Promise<Store>;
  /**
   * Runs a query on a connection of its own, outside any store (to look at what a store wrote);
   * `?` marks a parameter on both databases.
   */
  rows<T>(query: string, parameters?: readonly unknown[]): Promise<T[]>;
  /** PostgreSQL: the database's URL (a connection of the test's own, for locks). */
  readonly url: string;
}

async function sqliteDatabase(preparedLive = true): Promise<TestDatabase & { drop(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'bridge-score-store-'));
  const file = join(folder, 'bridge-score.db');
  return {
    dialect: 'sqlite',
    env: { DATA_DIR: folder },
    url: file,
    open: (options = {}) =>
      openSqliteStore({ file, preparedLive, ...(options.now ? { now: options.now } : {}) }),
    async rows<T>(query: string, parameters: readonly unknown[] = []) {
      const db = new BetterSqlite3(file, { readonly: true });
      try {
        return db.prepare(query).all(...parameters) as T[];
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(): Promise<TestDatabase & { drop(): Promise<void> }> {
  const name = `bridge_score_test_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  await adminQuery(`create database ${name}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  let looker: Promise<pg.Client> | undefined;
  return {
    dialect: 'postgres',
    env: { DATABASE_URL: url },
    url,
    open: (options = {}) =>
      openPostgresStore({
        url,
        ...(options.now ? { now: options.now } : {}),
        ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
      }),
    async rows<T>(query: string, parameters: readonly unknown[] = []) {
      // One connection of the test's own, opened at the first query and kept (queries queue on it).
      looker ??= (async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      })();
      const client = await looker;
      let n = 0;
      const numbered = query.replace(/\?/g, () => `$${++n}`);
      return (await client.query(numbered, [...parameters])).rows as T[];
    },
    async drop() {
      await (await looker)?.end().catch(() => undefined);
      // FORCE: a connection a failed test left open does not keep the database.
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * `describe` once per store, named `<name> (SQLite)` and `<name> (PostgreSQL)`; `body` gets the
 * test file's database (usable from `beforeAll` on). `only` limits it to some of the stores.
 */
export function describeStores(
  name: string,
  body: (db: () => TestDatabase) => void,
  only: readonly TestStore[] = ['sqlite', 'postgres'],
): void {
  for (const dialect of only) {
    const title = `${name} (${DATABASE_NAMES[dialect]})`;
    if (dialect === 'postgres' && !postgres.ok) {
      withoutPostgres(title, () => body(() => unreachable()));
      continue;
    }
    describe(title, () => {
      let db: (TestDatabase & { drop(): Promise<void> }) | undefined;
      beforeAll(async () => {
        db = dialect === 'postgres' ? await postgresDatabase() : await sqliteDatabase(dialect === 'sqlite');
      }, 30_000);
      afterAll(async () => {
        await db?.drop();
      }, 30_000);
      body(() => db ?? unreachable());
    });
  }
}

/** `describeStores` on PostgreSQL only: what only several connections can show. */
export const describePostgres = (name: string, body: (db: () => TestDatabase) => void): void =>
  describeStores(name, body, ['postgres']);

/** A block PostgreSQL does not answer for: failed under `CI=true`, else skipped with the reason. */
function withoutPostgres(title: string, body: () => void): void {
  if (postgresRequired) {
    describe(title, () => {
      it('needs PostgreSQL (CI=true)', () => {
        throw new Error(`${skipReason}; CI must run the PostgreSQL tests`);
      });
    });
  } else {
    describe.skip(`${title}: skipped, ${skipReason}`, body);
  }
}

function unreachable(): never {
  throw new Error('the test database is made in beforeAll');
}

/**
 * `describe` with a SQLite and a PostgreSQL database at once (data moved from one to the other),
 * each made for this test file; skipped, or failed under `CI=true`, as `describeStores` is when
 * PostgreSQL does not answer.
 */
export function describeBothStores(
  name: string,
  body: (dbs: () => { readonly sqlite: TestDatabase; readonly postgres: TestDatabase }) => void,
): void {
  const title = `${name} (SQLite and PostgreSQL)`;
  if (!postgres.ok) {
    withoutPostgres(title, () => body(() => unreachable()));
    return;
  }
  describe(title, () => {
    let sqlite: (TestDatabase & { drop(): Promise<void> }) | undefined;
    let pgDatabase: (TestDatabase & { drop(): Promise<void> }) | undefined;
    beforeAll(async () => {
      sqlite = await sqliteDatabase();
      pgDatabase = await postgresDatabase();
    }, 30_000);
    afterAll(async () => {
      await sqlite?.drop();
      await pgDatabase?.drop();
    }, 30_000);
    body(() => (sqlite && pgDatabase ? { sqlite, postgres: pgDatabase } : unreachable()));
  });
}
