/**
 * The `Store` written once in Kysely's query builder, for any dialect it
 * speaks: `sqlite.ts` gives it a SQLite database; `postgres.ts` gives it a
 * `pg` pool, takes the evening's row with `FOR UPDATE` in `append` (see
 * `lockEvening`) and runs `append` again when it lost a race (see `lostRace`).
 */
import type { DeskLine, DeskSetup } from '@bridge-score/desk';
import type { Change, Op } from '@bridge-score/scorepad';
import type { Kysely, Transaction } from 'kysely';
import type { ChangesTable, Database, DeskEventsTable, DeskLinesTable, EveningsTable } from './database.js';
import type {
  AppendCheck,
  AppendOutcome,
  DeskEventInput,
  DeskEventSummary,
  DeskWrite,
  Scope,
  Store,
  StoreDialect,
  StoredChange,
  StoredDeskEvent,
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

const toDeskSummary = (row: DeskEventsTable, lines: number): DeskEventSummary => ({
  id: row.id,
  kind: row.kind as DeskSetup['kind'],
  name: row.name,
  date: row.date,
  version: Number(row.version),
  lines,
  source: row.source,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toDeskLine = (row: DeskLinesTable): DeskLine => ({
  id: row.id,
  section: row.section,
  board: Number(row.board),
  text: row.text,
  reason: row.reason,
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

/** A desk change that answers other than `saved`: thrown to roll its transaction back. */
class DeskRefused extends Error {
  constructor(readonly answer: DeskWrite) {
    super(answer.kind);
  }
}

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

  async listDeskEvents(scope: Scope, limit: number): Promise<DeskEventSummary[]> {
    const rows = await this.db
      .selectFrom('desk_events')
      .selectAll()
      .where('club', '=', scope.club)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    const counts = await this.db
      .selectFrom('desk_lines')
      .select(['event_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(
        'event_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('event_id')
      .execute();
    const byEvent = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
    return rows.map((r) => toDeskSummary(r, byEvent.get(r.id) ?? 0));
  }

  async getDeskEvent(scope: Scope, id: string): Promise<StoredDeskEvent | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('desk_events')
        .selectAll()
        .where('club', '=', scope.club)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const lines = await trx
        .selectFrom('desk_lines')
        .selectAll()
        .where('event_id', '=', id)
        .orderBy('seq')
        .execute();
      return {
        ...toDeskSummary(row, lines.length),
        setup: JSON.parse(row.setup),
        deskLines: lines.map(toDeskLine),
      };
    });
  }

  async findDeskSource(scope: Scope, hash: string): Promise<DeskEventSummary | undefined> {
    const row = await this.db
      .selectFrom('desk_events')
      .selectAll()
      .where('club', '=', scope.club)
      .where('source_hash', '=', hash)
      .orderBy('created_at')
      .executeTakeFirst();
    return row && toDeskSummary(row, 0);
  }

  async createDeskEvent(scope: Scope, input: DeskEventInput): Promise<DeskWrite> {
    return this.db.transaction().execute(async (trx): Promise<DeskWrite> => {
      const held = await trx
        .selectFrom('desk_events')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (held) return { kind: 'id-conflict', id: input.id };
      const conflict = await this.heldLineElsewhere(trx, input.id, input.lines);
      if (conflict) return { kind: 'id-conflict', id: conflict };
      const now = this.now().toISOString();
      await trx
        .insertInto('desk_events')
        .values({
          id: input.id,
          club: scope.club,
          kind: input.setup.kind,
          name: input.setup.name,
          date: input.setup.date,
          setup: canonicalJson(input.setup),
          version: 1,
          source: input.source?.name ?? null,
          source_hash: input.source?.hash ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.insertLines(trx, input.id, input.lines, 1, now);
      return { kind: 'saved', version: 1 };
    });
  }

  async replaceDeskEvent(scope: Scope, input: DeskEventInput): Promise<DeskWrite> {
    return this.deskChange(scope, input.id, async (trx, now) => {
      const conflict = await this.heldLineElsewhere(trx, input.id, input.lines);
      if (conflict) return { kind: 'id-conflict', id: conflict };
      await trx
        .updateTable('desk_events')
        .set({
          kind: input.setup.kind,
          name: input.setup.name,
          date: input.setup.date,
          setup: canonicalJson(input.setup),
          ...(input.source ? { source: input.source.name, source_hash: input.source.hash } : {}),
        })
        .where('id', '=', input.id)
        .execute();
      await trx.deleteFrom('desk_lines').where('event_id', '=', input.id).execute();
      await this.insertLines(trx, input.id, input.lines, 1, now);
      return null;
    });
  }

  async saveDeskSetup(scope: Scope, id: string, setup: DeskSetup): Promise<DeskWrite> {
    return this.deskChange(scope, id, async (trx) => {
      await trx
        .updateTable('desk_events')
        .set({ kind: setup.kind, name: setup.name, date: setup.date, setup: canonicalJson(setup) })
        .where('id', '=', id)
        .execute();
      return null;
    });
  }

  async putDeskLine(scope: Scope, eventId: string, line: DeskLine): Promise<DeskWrite> {
    return this.deskChange(scope, eventId, async (trx, now) => {
      const held = await trx
        .selectFrom('desk_lines')
        .select(['id', 'event_id'])
        .where('id', '=', line.id)
        .executeTakeFirst();
      if (held && held.event_id !== eventId) return { kind: 'id-conflict', id: line.id };
      if (held) {
        await trx
          .updateTable('desk_lines')
          .set({
            section: line.section,
            board: line.board,
            text: line.text,
            reason: line.reason,
            updated_at: now,
          })
          .where('id', '=', line.id)
          .execute();
        return null;
      }
      const last = await trx
        .selectFrom('desk_lines')
        .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      await this.insertLines(trx, eventId, [line], Number(last?.seq ?? 0) + 1, now);
      return null;
    });
  }

  async deleteDeskLine(scope: Scope, eventId: string, lineId: string): Promise<DeskWrite> {
    return this.deskChange(scope, eventId, async (trx) => {
      const gone = await trx
        .deleteFrom('desk_lines')
        .where('event_id', '=', eventId)
        .where('id', '=', lineId)
        .executeTakeFirst();
      return Number(gone.numDeletedRows) === 0 ? { kind: 'not-found' } : null;
    });
  }

  /**
   * One change to an event in one transaction: its row taken (`FOR UPDATE` on PostgreSQL, so
   * changes to one event run one at a time), the change made, the version raised by one.
   * `change` answers null when done, or what to answer instead (nothing it wrote is kept).
   */
  private deskChange(
    scope: Scope,
    id: string,
    change: (trx: Transaction<Database>, now: string) => Promise<DeskWrite | null>,
  ): Promise<DeskWrite> {
    return this.db
      .transaction()
      .execute(async (trx): Promise<DeskWrite> => {
        let query = trx
          .selectFrom('desk_events')
          .select(['id', 'version'])
          .where('club', '=', scope.club)
          .where('id', '=', id);
        if (this.dialect === 'postgres') query = query.forUpdate();
        const row = await query.executeTakeFirst();
        if (!row) return { kind: 'not-found' };
        const now = this.now().toISOString();
        const refused = await change(trx, now);
        if (refused) throw new DeskRefused(refused);
        const version = Number(row.version) + 1;
        await trx.updateTable('desk_events').set({ version, updated_at: now }).where('id', '=', id).execute();
        return { kind: 'saved', version };
      })
      .catch((e: unknown) => {
        if (e instanceof DeskRefused) return e.answer;
        throw e;
      });
  }

  /** The first of these lines' ids that another event holds. */
  private async heldLineElsewhere(
    trx: Transaction<Database>,
    eventId: string,
    lines: readonly DeskLine[],
  ): Promise<string | undefined> {
    for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
      const ids = lines.slice(i, i + INSERT_CHUNK).map((l) => l.id);
      const held = await trx
        .selectFrom('desk_lines')
        .select(['id'])
        .where('id', 'in', ids)
        .where('event_id', '<>', eventId)
        .executeTakeFirst();
      if (held) return held.id;
    }
    const seen = new Set<string>();
    for (const l of lines) {
      if (seen.has(l.id)) return l.id;
      seen.add(l.id);
    }
    return undefined;
  }

  private async insertLines(
    trx: Transaction<Database>,
    eventId: string,
    lines: readonly DeskLine[],
    firstSeq: number,
    now: string,
  ): Promise<void> {
    const rows = lines.map((l, i) => ({
      id: l.id,
      event_id: eventId,
      seq: firstSeq + i,
      section: l.section,
      board: l.board,
      text: l.text,
      reason: l.reason,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('desk_lines')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  }

  async ping(): Promise<void> {
    await this.db.selectFrom('evenings').select('id').limit(1).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** The database itself, for tools that work on whole tables (moving a club: `club-move.ts`). */
  get database(): Kysely<Database> {
    return this.db;
  }
}
