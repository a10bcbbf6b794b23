/**
 * The `Store` written once in Kysely's query builder, for any dialect it
 * speaks: `sqlite.ts` gives it a SQLite database; `postgres.ts` gives it a
 * `pg` pool, takes the evening's row with `FOR UPDATE` in `append` (see
 * `lockEvening`) and runs `append` again when it lost a race (see `lostRace`).
 */
import type { Change, Op } from '@bridge-score/scorepad';
import type { Kysely, Transaction } from 'kysely';
import type { ChangesTable, Database, EveningsTable } from './database.js';
import type {
  AppendCheck,
  AppendOutcome,
  Scope,
  Store,
  StoreDialect,
  StoredChange,
  StoredEvening,
} from './store.js';

/** JSON with object keys sorted, so that one op always gives one text (a retry is compared by it). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

const toEvening = (row: EveningsTable): StoredEvening => ({
  id: row.id,
  version: Number(row.version),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  summary: JSON.parse(row.summary),
});

const toChange = (row: ChangesTable): StoredChange => ({
  id: row.id,
  seq: Number(row.seq),
  at: row.made_at,
  receivedAt: row.received_at,
  op: JSON.parse(row.op) as Op,
});

/** Rows a single insert carries: well under SQLite's limit on bound values (6 a row). */
const INSERT_CHUNK = 500;

/** How many times `append` runs its transaction when it keeps losing races (see `lostRace`). */
const APPEND_ATTEMPTS = 3;

/**
 * The evening was not there when `append` looked, yet its changes are: another connection created
 * it in between (PostgreSQL reads each statement as committed when it starts). Run again.
 */
class EveningAppeared extends Error {}

export interface KyselyStoreOptions {
  readonly dialect: StoreDialect;
  readonly location: string;
  /** The clock for `received_at`, `created_at`, `updated_at`. */
  readonly now?: () => Date;
  /**
   * Takes the evening's row inside a transaction so that appends to one evening run one at a time.
   * SQLite needs nothing (one writer at a time); PostgreSQL selects it `FOR UPDATE`.
   */
  readonly lockEvening?: (trx: Transaction<Database>, id: string) => Promise<EveningsTable | undefined>;
  /**
   * Whether an error thrown in `append`'s transaction means that another connection won a race:
   * two first appends to a new evening (there was no row to lock), or one change id sent to two
   * evenings at once. The transaction is rolled back and run again, and then sees what won
   * (the evening, the change id) and answers as it would have had it come second.
   * SQLite needs nothing (one connection, one transaction at a time).
   */
  readonly lostRace?: (error: unknown) => boolean;
}

export class KyselyStore implements Store {
  readonly dialect: StoreDialect;
  readonly location: string;
  private readonly now: () => Date;
  private readonly lostRace: (error: unknown) => boolean;
  private readonly lockEvening: (
    trx: Transaction<Database>,
    id: string,
  ) => Promise<EveningsTable | undefined>;

  constructor(
    protected readonly db: Kysely<Database>,
    options: KyselyStoreOptions,
  ) {
    this.dialect = options.dialect;
    this.location = options.location;
    this.now = options.now ?? (() => new Date());
    this.lockEvening =
      options.lockEvening ??
      ((trx, id) => trx.selectFrom('evenings').selectAll().where('id', '=', id).executeTakeFirst());
    this.lostRace = options.lostRace ?? (() => false);
  }

  async listEvenings(scope: Scope, limit: number): Promise<StoredEvening[]> {
    const rows = await this.db
      .selectFrom('evenings')
      .selectAll()
      .where('club', '=', scope.club)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toEvening);
  }

  async getEvening(scope: Scope, id: string): Promise<StoredEvening | undefined> {
    const row = await this.db
      .selectFrom('evenings')
      .selectAll()
      .where('club', '=', scope.club)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toEvening(row);
  }

  async changesAfter(scope: Scope, id: string, after: number): Promise<StoredChange[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const evening = await trx
        .selectFrom('evenings')
        .select('id')
        .where('club', '=', scope.club)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!evening) return undefined;
      const rows = await trx
        .selectFrom('changes')
        .selectAll()
        .where('evening_id', '=', id)
        .where('seq', '>', after)
        .orderBy('seq')
        .execute();
      return rows.map(toChange);
    });
  }

  async append(
    scope: Scope,
    id: string,
    base: number,
    changes: readonly Change[],
    check: AppendCheck,
  ): Promise<AppendOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.appendOnce(scope, id, base, changes, check);
      } catch (e) {
        const again = e instanceof EveningAppeared || this.lostRace(e);
        if (attempt >= APPEND_ATTEMPTS || !again) throw e;
      }
    }
  }

  private appendOnce(
    scope: Scope,
    id: string,
    base: number,
    changes: readonly Change[],
    check: AppendCheck,
  ): Promise<AppendOutcome> {
    return this.db.transaction().execute(async (trx): Promise<AppendOutcome> => {
      const evening = await this.lockEvening(trx, id);
      if (evening && evening.club !== scope.club) return { kind: 'id-conflict', id };

      // Changes already held: a retry sends them again at the same places.
      const ids = changes.map((c) => c.id);
      const known =
        ids.length === 0
          ? []
          : await trx
              .selectFrom('changes')
              .select(['id', 'evening_id', 'seq', 'op'])
              .where('id', 'in', ids)
              .execute();
      if (!evening && known.some((k) => k.evening_id === id)) throw new EveningAppeared();
      const held = new Map(known.map((k) => [k.id, k]));
      const seen = new Set<string>();
      let duplicates = 0;
      for (const [i, c] of changes.entries()) {
        if (seen.has(c.id)) return { kind: 'id-conflict', id: c.id };
        seen.add(c.id);
        const k = held.get(c.id);
        if (!k) continue;
        const same =
          i === duplicates &&
          k.evening_id === id &&
          Number(k.seq) === base + i + 1 &&
          k.op === canonicalJson(c.op);
        if (!same) return { kind: 'id-conflict', id: c.id };
        duplicates += 1;
      }

      const version = evening ? Number(evening.version) : 0;
      const incoming = changes.slice(duplicates);
      const from = base + duplicates;
      if (incoming.length === 0) {
        // Every change sent is held already, so the evening exists.
        if (!evening) return { kind: 'id-conflict', id: changes[0]?.id ?? '' };
        return { kind: 'appended', version, added: 0, duplicates, summary: JSON.parse(evening.summary) };
      }
      if (from !== version) {
        const rows = await trx
          .selectFrom('changes')
          .selectAll()
          .where('evening_id', '=', id)
          .where('seq', '>', from)
          .orderBy('seq')
          .execute();
        return { kind: 'stale', version, duplicates, changes: rows.map(toChange) };
      }

      const before =
        from === 0
          ? []
          : (
              await trx
                .selectFrom('changes')
                .selectAll()
                .where('evening_id', '=', id)
                .orderBy('seq')
                .execute()
            ).map(toChange);
      const checked = check(before, incoming);
      if (!checked.ok) {
        return { kind: 'rejected', error: { ...checked.error, index: duplicates + checked.error.index } };
      }

      const now = this.now().toISOString();
      const next = from + incoming.length;
      const summary = JSON.stringify(checked.value);
      if (evening) {
        await trx
          .updateTable('evenings')
          .set({ version: next, updated_at: now, summary })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .insertInto('evenings')
          .values({ id, club: scope.club, version: next, created_at: now, updated_at: now, summary })
          .execute();
      }
      const rows = incoming.map((c, i) => ({
        id: c.id,
        evening_id: id,
        seq: from + i + 1,
        made_at: c.at,
        received_at: now,
        op: canonicalJson(c.op),
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('changes')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      return { kind: 'appended', version: next, added: incoming.length, duplicates, summary: checked.value };
    });
  }

  async ping(): Promise<void> {
    await this.db.selectFrom('evenings').select('id').limit(1).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
