/**
 * Migration `0005-board-texts` on a database of the version before it: the board's index of the
 * desk lines then holds each line's place and text, so that a live table's traveller reads a
 * board's texts in order from the index alone; the lines already held read as before. On SQLite
 * and on PostgreSQL; the query plan on SQLite. Migration `0006-results-by-place`: a table's
 * results of a round read through the results' unique key, the index by table gone (SQLite).
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { BOARD_TEXTS_SQL } from '../src/store/board-lines.js';
import { migrate } from '../src/store/migrations.js';
import { LOCAL } from '../src/store/store.js';
import { describeStores, type TestDatabase } from './databases.js';

/** The database at `0004-accounts`, through a Kysely of the test's own. */
async function atVersion4(database: TestDatabase): Promise<Kysely<unknown>> {
  const dialect =
    database.dialect === 'sqlite'
      ? new SqliteDialect({ database: new BetterSqlite3(database.url) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) });
  const db = new Kysely<unknown>({ dialect });
  await migrate(db, { ...(database.dialect === 'sqlite' ? {} : { schema: 'public' }), to: '0004-accounts' });
  return db;
}

describeStores('migration 0005: a board’s lines read from its index', (db) => {
  it('reads the texts of a board’s lines in the order entered, the lines held before it included', async () => {
    const old = await atVersion4(db());
    const at = '2026-12-02T18:00:00.000Z';
    // Entered out of board order, each line's place (seq) given: board 3's lines are seq 2, 4, 5.
    const lines: [string, number, number, string][] = [
      ['l1', 1, 1, '1 1 3NT N 9'],
      ['l2', 2, 3, '2 2 4S E 10'],
      ['l3', 3, 1, '2 2 3NT S 10'],
      ['l4', 4, 3, '1 1 4S W 9'],
      ['l5', 5, 3, '3 3 PASS'],
    ];
    try {
      await sql`insert into desk_events (id, club, kind, name, date, setup, version, created_at, updated_at)
        values ('e1', ${LOCAL.club}, 'pairs', 'Tuesday', '2026-12-02', '{}', 1, ${at}, ${at})`.execute(old);
      for (const [id, seq, board, text] of lines) {
        await sql`insert into desk_lines (id, event_id, seq, section, board, text, reason, updated_at)
          values (${id}, 'e1', ${seq}, 'A', ${board}, ${text}, null, ${at})`.execute(old);
      }
    } finally {
      await old.destroy();
    }

    const store = await db().open();
    try {
      expect(await store.deskBoardTexts(LOCAL, 'e1', 'A', 3)).toEqual([
        '2 2 4S E 10',
        '1 1 4S W 9',
        '3 3 PASS',
      ]);
      expect(await store.deskBoardTexts(LOCAL, 'e1', 'A', 1)).toEqual(['1 1 3NT N 9', '2 2 3NT S 10']);
      expect(await store.deskBoardTexts(LOCAL, 'e1', 'A', 2)).toEqual([]);
      expect(await store.deskBoardTexts(LOCAL, 'e1', 'B', 3)).toEqual([]);
      expect(await store.deskBoardTexts({ club: 'another' }, 'e1', 'A', 3)).toEqual([]);
    } finally {
      await store.close();
    }

    if (db().dialect === 'sqlite') {
      const raw = new BetterSqlite3(db().url, { readonly: true });
      try {
        const columns = raw
          .prepare("select name from pragma_index_info('desk_lines_by_board') order by seqno")
          .pluck()
          .all();
        expect(columns).toEqual(['event_id', 'section', 'board', 'seq', 'text']);
        const plan = raw
          .prepare(`explain query plan ${BOARD_TEXTS_SQL}`)
          .all('e1', 'A', 3, LOCAL.club)
          .map((r) => (r as { detail: string }).detail);
        // The lines' texts from the index alone, already in order: no table row, no sort.
        expect(plan.some((d) => d.includes('USING COVERING INDEX desk_lines_by_board'))).toBe(true);
        expect(plan.some((d) => d.includes('TEMP B-TREE'))).toBe(false);
      } finally {
        raw.close();
      }
    }
  });
});

describeStores(
  'migration 0006: a table’s results of a round read through the results’ unique key',
  (db) => {
    it('has no index by table, and reads a round’s results in board order with no sort', async () => {
      const store = await db().open();
      await store.close();
      const raw = new BetterSqlite3(db().url, { readonly: true });
      try {
        const indexes = raw
          .prepare("select name from sqlite_master where type = 'index' and tbl_name = 'live_results'")
          .pluck()
          .all();
        expect(indexes).not.toContain('live_results_by_table');
        // The queries of the live hot path (store/sqlite-live.ts) that read a table's round.
        for (const query of [
          `select r.board, l.text from live_results r join desk_lines l on l.id = r.line_id
           where r.event_id = ? and r.section = ? and r.table_no = ? and r.round = ? order by r.board`,
          'select board from live_results where event_id = ? and section = ? and table_no = ? and round = ?',
        ]) {
          const plan = raw
            .prepare(`explain query plan ${query}`)
            .all('e1', 'A', 3, 2)
            .map((r) => (r as { detail: string }).detail)
            .join(' | ');
          expect(plan).toMatch(
            /SEARCH r? ?(live_results )?USING (COVERING )?INDEX sqlite_autoindex_live_results_\d \(event_id=\? AND section=\? AND round=\? AND table_no=\?\)/,
          );
          expect(plan).not.toContain('TEMP B-TREE');
        }
      } finally {
        raw.close();
      }
    });
  },
  ['sqlite'],
);
