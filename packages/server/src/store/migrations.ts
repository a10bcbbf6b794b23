/**
 * Versioned migrations, run in order at start (Kysely's `Migrator` records
 * each one applied in its own table). Written with Kysely's schema builder in
 * the types both SQLite and PostgreSQL know. A migration, once released, is
 * never edited: a change to the schema is a new one.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

const MIGRATIONS: Record<string, Migration> = {
  '0001-evenings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evenings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('club', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('evenings_by_club')
        .on('evenings')
        .columns(['club', 'updated_at'])
        .execute();
      await db.schema
        .createTable('changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('evening_id', 'text', (c) => c.notNull().references('evenings.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('made_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('op', 'text', (c) => c.notNull())
        .addUniqueConstraint('changes_evening_seq', ['evening_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('changes').execute();
      await db.schema.dropTable('evenings').execute();
    },
  },
  '0002-desk': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('desk_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('club', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('setup', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('source', 'text')
        .addColumn('source_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('desk_events_by_club')
        .on('desk_events')
        .columns(['club', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('desk_events_by_source')
        .on('desk_events')
        .columns(['club', 'source_hash'])
        .execute();
      await db.schema
        .createTable('desk_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('desk_events.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('desk_lines_by_event')
        .on('desk_lines')
        .columns(['event_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('desk_lines').execute();
      await db.schema.dropTable('desk_events').execute();
    },
  },
  '0003-live': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_sessions')
        .addColumn('event_id', 'text', (c) => c.primaryKey().references('desk_events.id').onDelete('cascade'))
        .addColumn('club', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema
        .createTable('live_tables')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('desk_events.id').onDelete('cascade'))
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('table_no', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('finished', 'integer', (c) => c.notNull())
        .addUniqueConstraint('live_tables_place', ['event_id', 'section', 'table_no'])
        .execute();
      await db.schema
        .createTable('live_results')
        .addColumn('line_id', 'text', (c) => c.primaryKey().references('desk_lines.id').onDelete('cascade'))
        .addColumn('event_id', 'text', (c) => c.notNull().references('desk_events.id').onDelete('cascade'))
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('table_no', 'integer', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('lead', 'text')
        .addColumn('confirmed', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('live_results_key', ['event_id', 'section', 'round', 'table_no', 'board'])
        .execute();
      await db.schema
        .createTable('live_requests')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('desk_events.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('live_audit')
        .addColumn('event_id', 'text', (c) => c.notNull().references('desk_events.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('board', 'integer', (c) => c.notNull())
        .addColumn('line_id', 'text', (c) => c.notNull())
        .addColumn('old', 'text')
        .addColumn('new', 'text')
        .addColumn('reason', 'text')
        .addPrimaryKeyConstraint('live_audit_pk', ['event_id', 'seq'])
        .execute();
      await db.schema
        .createTable('director_auth')
        .addColumn('club', 'text', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('director_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('club', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_tables_by_event').on('live_tables').column('event_id').execute();
      await db.schema.createIndex('live_requests_by_event').on('live_requests').column('event_id').execute();
      await db.schema
        .createIndex('live_results_by_table')
        .on('live_results')
        .columns(['event_id', 'section', 'table_no', 'round'])
        .execute();
      await db.schema
        .createIndex('desk_lines_by_board')
        .on('desk_lines')
        .columns(['event_id', 'section', 'board'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('desk_lines_by_board').execute();
      await db.schema.dropIndex('live_results_by_table').execute();
      for (const table of [
        'director_sessions',
        'director_auth',
        'live_audit',
        'live_requests',
        'live_results',
        'live_tables',
        'live_sessions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '0004-accounts': {
    // Clubs and accounts replace the one director's password per club. A club's password becomes
    // an account: `local`'s the site admin `director` (the home laptop's one user, who may do
    // everything), another club's its director `director@<club>`; their sessions are kept.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('clubs')
        .addColumn('club', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('club', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A site admin belongs to no club; a director or a scorer to exactly one.
        .addCheckConstraint(
          'accounts_role_club',
          sql`(role = 'site-admin' and club is null) or (role in ('director', 'scorer') and club is not null)`,
        )
        .execute();
      await db.schema.createIndex('accounts_by_club').on('accounts').column('club').execute();
      await db.schema
        .createTable('account_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('account_sessions_by_account')
        .on('account_sessions')
        .column('account_id')
        .execute();

      const old = db as unknown as Kysely<{
        director_auth: { club: string; hash: string; created_at: string };
        director_sessions: { token_hash: string; club: string; created_at: string; expires_at: string };
        clubs: { club: string; name: string; created_at: string };
        accounts: {
          id: string;
          username: string;
          hash: string;
          role: string;
          club: string | null;
          created_at: string;
        };
        account_sessions: { token_hash: string; account_id: string; created_at: string; expires_at: string };
      }>;
      const passwords = await old.selectFrom('director_auth').selectAll().orderBy('club').execute();
      for (const p of passwords) {
        const local = p.club === 'local';
        const id = crypto.randomUUID();
        if (!local) {
          await old
            .insertInto('clubs')
            .values({ club: p.club, name: p.club, created_at: p.created_at })
            .execute();
        }
        await old
          .insertInto('accounts')
          .values({
            id,
            username: local ? 'director' : `director@${p.club}`,
            hash: p.hash,
            role: local ? 'site-admin' : 'director',
            club: local ? null : p.club,
            created_at: p.created_at,
          })
          .execute();
        const sessions = await old
          .selectFrom('director_sessions')
          .selectAll()
          .where('club', '=', p.club)
          .execute();
        for (const s of sessions) {
          await old
            .insertInto('account_sessions')
            .values({
              token_hash: s.token_hash,
              account_id: id,
              created_at: s.created_at,
              expires_at: s.expires_at,
            })
            .execute();
        }
      }
      await db.schema.dropTable('director_sessions').execute();
      await db.schema.dropTable('director_auth').execute();
    },
    async down(db: Kysely<unknown>) {
      // The accounts are not turned back into passwords: going down leaves no one signed up.
      await db.schema
        .createTable('director_auth')
        .addColumn('club', 'text', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('director_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('club', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.dropTable('account_sessions').execute();
      await db.schema.dropTable('accounts').execute();
      await db.schema.dropTable('clubs').execute();
    },
  },
  '0005-board-texts': {
    // A board's index holds its lines' order and texts: a live table's traveller reads them from
    // the index alone, in order (no table row, no sort). A text is at most 120 characters.
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('desk_lines_by_board').execute();
      await db.schema
        .createIndex('desk_lines_by_board')
        .on('desk_lines')
        .columns(['event_id', 'section', 'board', 'seq', 'text'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('desk_lines_by_board').execute();
      await db.schema
        .createIndex('desk_lines_by_board')
        .on('desk_lines')
        .columns(['event_id', 'section', 'board'])
        .execute();
    },
  },
  '0006-results-by-place': {
    // A table's results of a round are read through the results' unique key (event, section,
    // round, table, board): equal on its first four columns, in board order. The index by table
    // said the same, and cost a page of the WAL a result, each table's results apart from the
    // others' of its round.
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('live_results_by_table').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('live_results_by_table')
        .on('live_results')
        .columns(['event_id', 'section', 'table_no', 'round'])
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The names of every migration, in order. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

/**
 * Brings the database to the latest version (or to `to`); throws with the failing migration's name.
 * `schema` (PostgreSQL) names the schema of the tables that record the migrations: Kysely looks
 * for them in every schema it can see unless told which, and would take another application's.
 */
export async function migrate(
  db: Kysely<unknown>,
  options: { readonly schema?: string; readonly to?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema === undefined ? {} : { migrationTableSchema: options.schema }),
  });
  // `to`: up to that migration only (a test makes a database of an older version so).
  const { error, results } =
    options.to === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(options.to);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
