/**
 * The store on a PostgreSQL server: the same `KyselyStore` and migrations as
 * SQLite, on a `pg` pool. Two things differ, both for several connections
 * (and several processes) writing at once:
 *
 * - `append` takes the evening's row `SELECT … FOR UPDATE`, so that appends
 *   to one evening run one after another: the second waits for the first to
 *   commit and then sees its changes (and answers `stale`, or recognises a
 *   retry).
 * - A first append to a new evening has no row to lock; when two race, the
 *   loser's insert breaks the primary key (a unique violation) and `append`
 *   runs again, finding the evening. The unique `(evening_id, seq)` constraint
 *   stays the last guard: two changes never get one number.
 *
 * Migrations run when it opens (Kysely takes an advisory lock, so processes
 * starting together run them once).
 *
 * @example
 * const store = await openPostgresStore({ url: 'postgres://bridge@127.0.0.1:5432/bridge' });
 * store.location; // 'postgres://bridge@127.0.0.1:5432/bridge' (never the password)
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { KyselyStore } from './kysely-store.js';
import { migrate } from './migrations.js';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`, as `DATABASE_URL` gives it. */
  readonly url: string;
  readonly now?: () => Date;
  /** Connections the pool opens at most (10). */
  readonly maxConnections?: number;
  /** How the connections name themselves to the server (`pg_stat_activity`); `bridge-score`. */
  readonly applicationName?: string;
}

/** Query parameters safe to show: where the server is, never a secret. */
const SHOWN_PARAMETERS = ['host', 'port', 'sslmode'];

/**
 * The URL to show in the start line and logs: the password, and every query parameter but
 * where the server is, left out.
 *
 * @example
 * redactUrl('postgres://bridge:s3cret@db.example:5432/bridge?sslpassword=x'); // 'postgres://bridge@db.example:5432/bridge'
 */
export function redactUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'postgres://(a URL that does not parse)';
  }
  u.password = '';
  for (const key of [...u.searchParams.keys()]) {
    if (!SHOWN_PARAMETERS.includes(key)) u.searchParams.delete(key);
  }
  return u.toString();
}

/** PostgreSQL's codes for a lost race: a unique violation, a deadlock, a serialization failure. */
const LOST_RACE_CODES = new Set(['23505', '40P01', '40001']);

const lostRace = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && error.code !== undefined && LOST_RACE_CODES.has(error.code);

export async function openPostgresStore(options: PostgresStoreOptions): Promise<KyselyStore> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // A server that does not answer fails the start (or the request) rather than hanging it.
    connectionTimeoutMillis: 10_000,
    application_name: options.applicationName ?? 'bridge-score',
  });
  // A connection that breaks while idle (the server restarted) is dropped by the pool and the
  // next query opens another; without a listener the error would end the process.
  pool.on('error', (e) => {
    process.stderr.write(`bridge-score: an idle PostgreSQL connection failed: ${e.message}\n`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const schema = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    const current = schema.rows[0]?.schema;
    if (!current) throw new Error('no schema to create tables in (search_path names none that exists)');
    await migrate(db as Kysely<unknown>, { schema: current });
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return new KyselyStore(db, {
    dialect: 'postgres',
    location: redactUrl(options.url),
    ...(options.now ? { now: options.now } : {}),
    lockEvening: (trx, id) =>
      trx.selectFrom('evenings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    lostRace,
  });
}
