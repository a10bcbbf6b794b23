/**
 * The store itself, once on each database (`databases.ts`), and what only
 * several connections to one PostgreSQL server can show: appends to one
 * evening from two processes at once.
 */
import { err, ok } from '@bridge-score/core';
import { type Change, replay, summarize } from '@bridge-score/scorepad';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/store/kysely-store.js';
import { MIGRATION_NAMES } from '../src/store/migrations.js';
import { openPostgresStore, redactUrl } from '../src/store/postgres.js';
import { SqliteStore } from '../src/store/sqlite.js';
import { type AppendCheck, type AppendOutcome, LOCAL, type Store } from '../src/store/store.js';
import { describePostgres, describeStores } from './databases.js';
import { change, played, start, until, uuid } from './helpers.js';

/** The server's check: the evening replayed with the incoming changes. */
const check: AppendCheck = (held, incoming) => {
  const r = replay([...held, ...incoming]);
  if (r.ok) return ok(summarize(r.value));
  return err({ ...r.error, index: r.error.index - held.length });
};

const kinds = (outs: readonly AppendOutcome[]) => outs.map((o) => o.kind).sort();

describeStores('the store', (db) => {
  it('records every migration once, and opening again runs none', async () => {
    const first = await db().open();
    await first.close();
    const again = await db().open();
    await again.close();
    const names = await db().rows<{ name: string }>('select name from kysely_migration order by name');
    expect(names.map((n) => n.name)).toEqual(MIGRATION_NAMES);
  });

  it('keeps what it acknowledged when opened again, and writes nothing when a check fails midway', async () => {
    const id = uuid();
    let store = await db().open();
    expect((await store.append(LOCAL, id, 0, [start()], check)).kind).toBe('appended');
    await expect(
      store.append(LOCAL, id, 1, [played(1, 'C', 'N', 7)], () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await store.close();
    store = await db().open();
    try {
      expect((await store.getEvening(LOCAL, id))?.version).toBe(1);
      expect(await store.changesAfter(LOCAL, id, 0)).toHaveLength(1);
      // Another club sees nothing of it, and cannot write to it.
      const elsewhere = { club: 'elsewhere' };
      expect(await store.getEvening(elsewhere, id)).toBeUndefined();
      expect(await store.changesAfter(elsewhere, id, 0)).toBeUndefined();
      expect(await store.listEvenings(elsewhere, 100)).toEqual([]);
      expect((await store.append(elsewhere, id, 1, [played(1, 'C', 'N', 7)], check)).kind).toBe(
        'id-conflict',
      );
    } finally {
      await store.close();
    }
  });

  it('gives back text as it was sent: quotes, Cyrillic, Chinese, emoji, a NUL', async () => {
    const names = ['O\'Brien "Bunny"', 'Ли Вэй', '李伟 🂡 \\ ♠', 'a\u0000b'];
    const id = uuid();
    const store = await db().open();
    try {
      const sent = [start(), change({ kind: 'names', names })];
      expect((await store.append(LOCAL, id, 0, sent, check)).kind).toBe('appended');
      const back = await store.changesAfter(LOCAL, id, 0);
      expect(back?.map((c) => [c.id, c.seq, c.at, c.op])).toEqual(
        sent.map((c, i) => [c.id, i + 1, c.at, c.op]),
      );
      expect((await store.getEvening(LOCAL, id))?.summary.names).toEqual(names);
    } finally {
      await store.close();
    }
  });

  it('lists evenings by the time they changed, newest first, then by id in byte order', async () => {
    const clock = { t: Date.UTC(2027, 0, 1) };
    const store = await db().open({ now: () => new Date(clock.t) });
    const club = { club: `list-${uuid()}` };
    // Equal times: then by id, digits before letters (the same by byte and by a language's collation).
    const ids = ['0f000000-0000-4000-8000-000000000000', 'a0000000-0000-4000-8000-000000000000'];
    const later = 'f0000000-0000-4000-8000-000000000000';
    try {
      for (const id of [later, ...ids].reverse()) {
        expect((await store.append(club, id, 0, [start()], check)).kind).toBe('appended');
      }
      clock.t += 60_000;
      expect((await store.append(club, later, 1, [played(2, 'S', 'S', 8)], check)).kind).toBe('appended');
      const list = await store.listEvenings(club, 10);
      expect(list.map((e) => e.id)).toEqual([later, ...ids]);
      expect(list[0]?.updatedAt).toBe(new Date(Date.UTC(2027, 0, 1, 0, 1)).toISOString());
      expect(list[0]?.createdAt).toBe(new Date(Date.UTC(2027, 0, 1)).toISOString());
      expect((await store.listEvenings(club, 1)).map((e) => e.id)).toEqual([later]);
    } finally {
      await store.close();
    }
  });

  it('takes 1,200 changes in one append, in order (inserts are split below the bound-value limits)', async () => {
    const store = await db().open();
    const id = uuid();
    const names = Array.from({ length: 1199 }, (_, i) =>
      change({ kind: 'names', names: [`N${i}`, 'E', 'S', 'W'] }),
    );
    try {
      const out = await store.append(LOCAL, id, 0, [start(), ...names], check);
      expect(out).toMatchObject({ kind: 'appended', version: 1200, added: 1200 });
      const back = (await store.changesAfter(LOCAL, id, 1190)) ?? [];
      expect(back.map((c) => c.seq)).toEqual([1191, 1192, 1193, 1194, 1195, 1196, 1197, 1198, 1199, 1200]);
      expect(back.at(-1)?.id).toBe(names.at(-1)?.id);
    } finally {
      await store.close();
    }
  });

  describe('appends racing for one evening', () => {
    // PostgreSQL: two stores on two pools, as two app processes; SQLite: one store, for a SQLite
    // database has one process (and one connection) writing.
    let stores: Store[] = [];
    beforeAll(async () => {
      const one = await db().open();
      stores = db().dialect === 'postgres' ? [one, await db().open()] : [one, one];
    });
    afterAll(async () => {
      await Promise.all([...new Set(stores)].map((s) => s.close()));
    });
    const at = (i: number): Store => {
      const store = stores[i % stores.length];
      if (!store) throw new Error('no store open');
      return store;
    };

    it('numbers every change once and overwrites none: one wins, the others are stale or retries', async () => {
      const rounds = 10;
      const racers = 4;
      for (let round = 0; round < rounds; round++) {
        // Four first appends of one new evening, each its own start: one is taken.
        const fresh = uuid();
        const starts = Array.from({ length: racers }, () => start());
        const first = await Promise.all(starts.map((s, i) => at(i).append(LOCAL, fresh, 0, [s], check)));
        expect(kinds(first)).toEqual(['appended', 'stale', 'stale', 'stale']);
        const winner = starts[first.findIndex((o) => o.kind === 'appended')];
        for (const o of first) {
          if (o.kind === 'stale') expect(o.changes.map((c) => c.id)).toEqual([winner?.id]);
        }

        // The same first change sent four times at once (a retry racing its original): taken once.
        const id = uuid();
        const s = start();
        const same = await Promise.all(
          Array.from({ length: racers }, (_, i) => at(i).append(LOCAL, id, 0, [s], check)),
        );
        expect(same.map((o) => o.kind === 'appended' && [o.version, o.added + o.duplicates])).toEqual(
          Array(racers).fill([1, 1]),
        );
        expect(same.filter((o) => o.kind === 'appended' && o.added === 1)).toHaveLength(1);

        // Four different deals on version 1 at once: one is change 2, the others see it.
        const deals = Array.from({ length: racers }, (_, i) => played(1, 'C', 'N', 7 + i));
        const next = await Promise.all(deals.map((d, i) => at(i).append(LOCAL, id, 1, [d], check)));
        expect(kinds(next)).toEqual(['appended', 'stale', 'stale', 'stale']);
        const taken = deals[next.findIndex((o) => o.kind === 'appended')];
        for (const o of next) {
          if (o.kind === 'stale') {
            expect(o.version).toBe(2);
            expect(o.changes.map((c) => [c.seq, c.id])).toEqual([[2, taken?.id]]);
          }
        }

        const held = await db().rows<{ seq: number; id: string }>(
          'select seq, id from changes where evening_id = ? order by seq',
          [id],
        );
        expect(held.map((c) => [Number(c.seq), c.id])).toEqual([
          [1, s.id],
          [2, taken?.id],
        ]);
        expect((await at(round).getEvening(LOCAL, id))?.version).toBe(2);
      }
    }, 60_000);

    it('recognises a retry sent through another connection, and one change id sent to two evenings at once', async () => {
      const id = uuid();
      const sent: Change[] = [start(), played(3, 'NT', 'S', 9)];
      expect(await at(0).append(LOCAL, id, 0, sent, check)).toMatchObject({ version: 2, added: 2 });
      expect(await at(1).append(LOCAL, id, 0, sent, check)).toMatchObject({
        kind: 'appended',
        version: 2,
        added: 0,
        duplicates: 2,
      });

      const shared = start();
      const [x, y] = [uuid(), uuid()];
      const both = await Promise.all([
        at(0).append(LOCAL, x, 0, [shared], check),
        at(1).append(LOCAL, y, 0, [shared], check),
      ]);
      expect(kinds(both)).toEqual(['appended', 'id-conflict']);
      const where = await db().rows<{ evening_id: string }>('select evening_id from changes where id = ?', [
        shared.id,
      ]);
      expect(where).toHaveLength(1);
    }, 30_000);
  });
});

describeStores(
  'the SQLite store',
  (db) => {
    it('runs in WAL mode with synchronous=FULL, foreign keys on and temporary files in memory', async () => {
      const store = await db().open();
      try {
        expect(store).toBeInstanceOf(SqliteStore);
        expect((store as SqliteStore).pragmas()).toEqual({
          journalMode: 'wal',
          synchronous: 2,
          foreignKeys: 1,
          // Run from the sources, no checkpoint worker: SQLite's own checkpoints.
          walAutocheckpoint: 1000,
          // Savepoints' journals in memory (see openSqliteStore).
          tempStore: 2,
        });
      } finally {
        await store.close();
      }
    });
  },
  ['sqlite'],
);

describePostgres('the PostgreSQL store', (db) => {
  it('migrates once when processes start together on a new database', async () => {
    // This block's database is new: its first test finds no tables.
    expect(await db().rows('select 1 from pg_tables where tablename = ?', ['evenings'])).toEqual([]);
    const stores = await Promise.all([db().open(), db().open(), db().open()]);
    await Promise.all(stores.map((s) => s.close()));
    const names = await db().rows<{ name: string }>('select name from kysely_migration order by name');
    expect(names.map((n) => n.name)).toEqual(MIGRATION_NAMES);
  });

  it('makes an append wait while another holds the evening, and then answers stale', async () => {
    const [a, b] = [await db().open(), await db().open()];
    const holder = new pg.Client({ connectionString: db().url });
    await holder.connect();
    try {
      const id = uuid();
      await a.append(LOCAL, id, 0, [start()], check);
      await holder.query('begin');
      await holder.query('select id from evenings where id = $1 for update', [id]);
      const mine = played(4, 'S', 'S', 10);
      const theirs = played(3, 'NT', 'E', 9);
      // Each replay is counted: with the row locked, the second replays nothing (it reads what the
      // first wrote and is stale at once) rather than replaying a history that is no longer the last.
      let replays = 0;
      const counted: AppendCheck = (held, incoming) => {
        replays += 1;
        return check(held, incoming);
      };
      const racing = [a.append(LOCAL, id, 1, [mine], counted), b.append(LOCAL, id, 1, [theirs], counted)];
      // Both are waiting for the row's lock: neither has read the evening yet.
      await until('both appends to wait for the lock', async () => {
        const [row] = await db().rows<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return row?.n === 2;
      });
      await holder.query('commit');
      const outs = await Promise.all(racing);
      expect(kinds(outs)).toEqual(['appended', 'stale']);
      const won = outs.findIndex((o) => o.kind === 'appended');
      const winner = won === 0 ? mine : theirs;
      expect(outs[1 - won]).toMatchObject({
        kind: 'stale',
        version: 2,
        changes: [{ seq: 2, id: winner.id }],
      });
      expect((await a.changesAfter(LOCAL, id, 1))?.map((c) => c.id)).toEqual([winner.id]);
      expect(replays).toBe(1);
    } finally {
      await holder.end();
      await Promise.all([a.close(), b.close()]);
    }
  }, 30_000);

  it('makes a first append wait while another process creates the evening, and then answers as second', async () => {
    const store = await db().open();
    const holder = new pg.Client({ connectionString: db().url });
    await holder.connect();
    try {
      // Another process creating two evenings, not yet committed: there is no row to lock.
      const [retried, raced] = [uuid(), uuid()];
      const theirs = start();
      const summary = check([], [theirs]);
      if (!summary.ok) throw new Error('the start change should replay');
      const now = new Date().toISOString();
      await holder.query('begin');
      for (const id of [retried, raced]) {
        await holder.query(
          'insert into evenings (id, club, version, created_at, updated_at, summary) values ($1, $2, 1, $3, $3, $4)',
          [id, LOCAL.club, now, JSON.stringify(summary.value)],
        );
      }
      const change = (id: string, evening: string, c: Change) =>
        holder.query(
          'insert into changes (id, evening_id, seq, made_at, received_at, op) values ($1, $2, 1, $3, $4, $5)',
          [id, evening, c.at, now, canonicalJson(c.op)],
        );
      await change(theirs.id, retried, theirs);
      const other = start();
      await change(other.id, raced, other);
      const racing = [
        store.append(LOCAL, retried, 0, [theirs], check),
        store.append(LOCAL, raced, 0, [start()], check),
      ];
      await until('both appends to wait for the evenings being created', async () => {
        const [row] = await db().rows<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return row?.n === 2;
      });
      await holder.query('commit');
      const [again, late] = await Promise.all(racing);
      expect(again).toMatchObject({ kind: 'appended', version: 1, added: 0, duplicates: 1 });
      expect(late).toMatchObject({ kind: 'stale', version: 1, changes: [{ seq: 1, id: other.id }] });
    } finally {
      await holder.end();
      await store.close();
    }
  }, 30_000);

  it('closes its connections when closed', async () => {
    // Its own application name: the other stores of this file open and close their pools at
    // their own pace, so counting every `bridge-score` connection would race with them.
    const applicationName = `bridge-score-close-${process.pid}`;
    const count = async () =>
      (
        await db().rows<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ?',
          [applicationName],
        )
      )[0]?.n;
    expect(await count()).toBe(0);
    const store = await openPostgresStore({ url: db().url, applicationName });
    await Promise.all([store.ping(), store.ping(), store.ping()]);
    expect(await count()).toBeGreaterThan(0);
    await store.close();
    await until('the pool to close', async () => (await count()) === 0);
  });

  it('names where its data is without the password', async () => {
    // The server trusts 127.0.0.1, so a password in the URL is sent and ignored.
    const url = new URL(db().url);
    url.password = 'not-for-the-log';
    const store = await openPostgresStore({ url: url.toString() });
    try {
      expect(store.location).not.toContain('not-for-the-log');
      url.password = '';
      expect(store.location).toBe(url.toString());
    } finally {
      await store.close();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['postgres://bridge:s3cret@db.example:5432/bridge', 'postgres://bridge@db.example:5432/bridge'],
    [
      'postgresql://u:p%40ss@127.0.0.1/x?sslmode=require&password=p',
      'postgresql://u@127.0.0.1/x?sslmode=require',
    ],
    ['postgres://u@h/d?sslpassword=k&sslkey=/k&host=/run/pg', 'postgres://u@h/d?host=%2Frun%2Fpg'],
    ['postgres://', 'postgres://'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
    expect(redactUrl(url)).not.toMatch(/s3cret|p%40ss|password|sslkey/);
  });
});
