/**
 * Migration `0004-accounts` on a database of the version before it: each club's director's
 * password becomes an account (`local`'s the site admin `director`, another club's its director
 * `director@<club>` with the club's row), its signed-in sessions stay signed in, and the old
 * tables are gone. On SQLite and on PostgreSQL.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth.js';
import { migrate } from '../src/store/migrations.js';
import { describeStores, type TestDatabase } from './databases.js';

/** The database at `0003-live`, through a Kysely of the test's own. */
async function atVersion3(database: TestDatabase): Promise<Kysely<unknown>> {
  if (database.dialect === 'sqlite') {
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(database.url) }),
    });
    await migrate(db, { to: '0003-live' });
    return db;
  }
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
  });
  await migrate(db, { schema: 'public', to: '0003-live' });
  return db;
}

describeStores('migration 0004: the directors’ passwords become accounts', (db) => {
  it('keeps each club’s password and its sessions as an account', async () => {
    const old = await atVersion3(db());
    const localHash = await hashPassword('home password');
    const clubHash = await hashPassword('club password');
    const at = '2026-11-30T18:00:00.000Z';
    try {
      await sql`insert into director_auth (club, hash, created_at) values ('local', ${localHash}, ${at}), ('club-x', ${clubHash}, ${at})`.execute(
        old,
      );
      await sql`insert into director_sessions (token_hash, club, created_at, expires_at)
        values ('t-local', 'local', ${at}, '2099-01-01T00:00:00.000Z'),
               ('t-club', 'club-x', ${at}, '2099-01-01T00:00:00.000Z')`.execute(old);
    } finally {
      await old.destroy();
    }

    const store = await db().open();
    try {
      const accounts = await store.listAccounts(null);
      expect(accounts.map((a) => [a.username, a.role, a.club, a.createdAt])).toEqual([
        ['director', 'site-admin', null, at],
        ['director@club-x', 'director', 'club-x', at],
      ]);
      expect(
        await verifyPassword('home password', (await store.accountByUsername('director'))?.hash ?? ''),
      ).toBe(true);
      expect(
        await verifyPassword('club password', (await store.accountByUsername('director@club-x'))?.hash ?? ''),
      ).toBe(true);
      expect((await store.listClubs()).map((c) => c.id)).toEqual(['club-x']);
      expect(await store.sessionAccount('t-local')).toMatchObject({
        username: 'director',
        role: 'site-admin',
      });
      expect(await store.sessionAccount('t-club')).toMatchObject({
        username: 'director@club-x',
        club: 'club-x',
      });
      const tables = (
        db().dialect === 'sqlite'
          ? await db().rows<{ name: string }>("select name from sqlite_master where type = 'table'")
          : await db().rows<{ name: string }>(
              "select table_name as name from information_schema.tables where table_schema = 'public'",
            )
      ).map((t) => t.name);
      expect(tables).not.toContain('director_auth');
      expect(tables).not.toContain('director_sessions');
      expect(tables).toEqual(expect.arrayContaining(['clubs', 'accounts', 'account_sessions']));
    } finally {
      await store.close();
    }
  }, 60_000);
});
