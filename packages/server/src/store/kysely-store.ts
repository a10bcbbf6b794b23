/**
 * The `Store` written once in Kysely's query builder, for any dialect it
 * speaks: `sqlite.ts` gives it a SQLite database; `postgres.ts` gives it a
 * `pg` pool, takes the evening's row with `FOR UPDATE` in `append` (see
 * `lockEvening`) and runs `append` again when it lost a race (see `lostRace`).
 */
import type { DeskLine, DeskSetup } from '@bridge-score/desk';
import type { Change, Op } from '@bridge-score/scorepad';
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type Account,
  type AccountFilter,
  type AccountWrite,
  type Club,
  HOME_CLUB,
  isRole,
  type NewAccount,
} from './accounts.js';
import type {
  ChangesTable,
  Database,
  DeskEventsTable,
  DeskLinesTable,
  EveningsTable,
  LiveSessionsTable,
  LiveTablesTable,
} from './database.js';
import {
  type AuditAction,
  type AuditEntry,
  DEFAULT_LIVE_SETTINGS,
  type LineAudit,
  type LiveControl,
  type LiveNextOutcome,
  type LivePrepared,
  type LiveResultRecord,
  type LiveRounds,
  type LiveSession,
  type LiveSettings,
  type LiveStart,
  type LiveState,
  type LiveSubmission,
  type LiveSubmitOutcome,
  type LiveTable,
  type LiveTableContext,
  type ReplaceAudit,
} from './live.js';
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

/** The request a key was first taken with, as `live_requests` keeps it. */
export interface HeldRequest {
  readonly code: string;
  readonly content: string;
  readonly response: string;
}

/**
 * The first step of a submission, the same on every store: a key held already gets its first
 * answer (or `key-reused` when it came from another table or with other content), a refusal of
 * `prepare` is answered, and otherwise the result's content and the request's text go on to be
 * compared with the result held for the key (or written).
 */
export function triageSubmission(
  asked: HeldRequest | undefined,
  prepared: LivePrepared,
  code: string,
  round: number,
  board: number,
  table: LiveTable,
):
  | LiveSubmitOutcome
  | {
      readonly kind: 'go';
      readonly content: string;
      readonly request: string;
      readonly prepared: Exclude<LivePrepared, { kind: 'refuse' }>;
    } {
  if (prepared.kind === 'refuse') {
    // A held key was taken when it came: the settings or the setup have changed since.
    if (asked) {
      return asked.code === code
        ? { kind: 'repeat-key', answer: JSON.parse(asked.response), table }
        : { kind: 'key-reused' };
    }
    return { kind: 'refused', reason: prepared.reason };
  }
  const content = canonicalJson(prepared.content);
  const request = canonicalJson({ ...prepared.content, round, board });
  if (asked) {
    return asked.code === code && asked.content === request
      ? { kind: 'repeat-key', answer: JSON.parse(asked.response), table }
      : { kind: 'key-reused' };
  }
  return { kind: 'go', content, request, prepared };
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

export const toDeskLine = (row: DeskLinesTable): DeskLine => ({
  id: row.id,
  section: row.section,
  board: Number(row.board),
  text: row.text,
  reason: row.reason,
});

export const toLiveTable = (row: LiveTablesTable): LiveTable => ({
  code: row.code,
  eventId: row.event_id,
  section: row.section,
  table: Number(row.table_no),
  round: Number(row.round),
  finished: Number(row.finished) === 1,
});

/** A session row read by the clock `now`: its state (frozen past the window) and when it freezes. */
export function sessionOf(row: LiveSessionsTable, version: number, now: Date): Omit<LiveSession, 'tables'> {
  const settings: LiveSettings = { ...DEFAULT_LIVE_SETTINGS, ...JSON.parse(row.settings) };
  const frozenAt =
    row.closed_at === null
      ? null
      : new Date(Date.parse(row.closed_at) + settings.correctionMinutes * 60_000).toISOString();
  const state: LiveState =
    row.state === 'open'
      ? 'open'
      : frozenAt !== null && Date.parse(frozenAt) <= now.getTime()
        ? 'frozen'
        : 'closed';
  return {
    eventId: row.event_id,
    club: row.club,
    state,
    settings,
    startedAt: row.started_at,
    closedAt: row.closed_at,
    frozenAt,
    version,
  };
}

export interface ResultRow {
  event_id: string;
  line_id: string;
  section: string;
  round: number;
  table_no: number;
  board: number;
  content: string;
  confirmed: number;
  text: string;
}

export const toResult = (row: ResultRow): LiveResultRecord => {
  const content = JSON.parse(row.content) as Omit<LiveResultRecord, 'line'>;
  return {
    contract: content.contract,
    declarer: content.declarer,
    lead: content.lead,
    tricks: content.tricks,
    eventId: row.event_id,
    lineId: row.line_id,
    section: row.section,
    round: Number(row.round),
    table: Number(row.table_no),
    board: Number(row.board),
    line: row.text,
    confirmed: Number(row.confirmed) === 1,
  };
};

/** What a table sent, as compared on a resend. */
export const contentOf = (r: LiveResultRecord) => ({
  contract: r.contract,
  declarer: r.declarer,
  lead: r.lead,
  tricks: r.tricks,
});

/** A live write refused: thrown to roll its transaction back, answered as `answer`. */
class LiveRefused<T> extends Error {
  constructor(readonly answer: T) {
    super('refused');
  }
}

/** Rows a single insert carries: well under SQLite's limit on bound values (6 a row). */
const INSERT_CHUNK = 500;

/** Most results written in one group commit. */
const GROUP_COMMIT_MAX = 256;

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
  /**
   * Write the live results sent at once in one transaction (SQLite: one writer, and a sync to
   * disk per commit). PostgreSQL commits each on its own connection and groups the syncs itself.
   */
  readonly groupCommit?: boolean;
}

function toAccount(row: {
  id: string;
  username: string;
  role: string;
  club: string | null;
  created_at: string;
}): Account {
  // The column is written only from `Role` and checked by the database.
  if (!isRole(row.role)) throw new Error(`account ${row.id} has an unknown role ${row.role}`);
  return { id: row.id, username: row.username, role: row.role, club: row.club, createdAt: row.created_at };
}

/** The query narrowed to the accounts a filter allows. */
function allowedBy<Q extends { where(...args: never[]): unknown }>(query: Q, filter: AccountFilter): Q {
  if ('any' in filter) return query;
  const q = query as unknown as {
    where(column: string, op: '=', value: string): { where(column: string, op: '=', value: string): Q };
  };
  return q.where('club', '=', filter.club).where('role', '=', filter.role);
}

export class KyselyStore implements Store {
  readonly dialect: StoreDialect;
  readonly location: string;
  private readonly now: () => Date;
  private readonly lostRace: (error: unknown) => boolean;
  private readonly groupCommit: boolean;
  /** Live writes waiting for the next group commit (SQLite). */
  private readonly pending: {
    /** The write inside the shared transaction: answers, never throws for a refusal. */
    run: (trx: Transaction<Database>) => Promise<unknown>;
    /** The same write in a transaction of its own (when the shared one failed). */
    alone: () => Promise<unknown>;
    resolve: (out: unknown) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private flushing = false;
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
    this.groupCommit = options.groupCommit ?? false;
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

  async getDeskSetup(scope: Scope, id: string): Promise<DeskSetup | undefined> {
    const row = await this.db
      .selectFrom('desk_events')
      .select('setup')
      .where('club', '=', scope.club)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.setup) as DeskSetup) : undefined;
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

  async replaceDeskEvent(scope: Scope, input: DeskEventInput, audit?: ReplaceAudit): Promise<DeskWrite> {
    return this.deskChange(scope, input.id, async (trx, now) => {
      const conflict = await this.heldLineElsewhere(trx, input.id, input.lines);
      if (conflict) return { kind: 'id-conflict', id: conflict };
      if (audit) {
        const held = await trx
          .selectFrom('desk_lines')
          .selectAll()
          .where('event_id', '=', input.id)
          .orderBy('seq')
          .execute();
        const changes = audit.changes(held.map(toDeskLine), input.lines);
        await this.addAudits(
          trx,
          input.id,
          changes.map((c) => ({ ...c, at: now, actor: audit.actor, reason: audit.reason })),
        );
      }
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

  async putDeskLine(
    scope: Scope,
    eventId: string,
    line: DeskLine,
    audit: LineAudit = { actor: 'director', reason: line.reason, adjusted: false },
  ): Promise<DeskWrite> {
    return this.deskChange(scope, eventId, async (trx, now, live) => {
      const held = await trx
        .selectFrom('desk_lines')
        .selectAll()
        .where('id', '=', line.id)
        .executeTakeFirst();
      if (held && held.event_id !== eventId) return { kind: 'id-conflict', id: line.id };
      if (held && live && !audit.reason) return { kind: 'reason-required' };
      const action: AuditAction = audit.adjusted ? 'adjust' : held ? 'correct' : 'enter';
      await this.addAudit(trx, eventId, {
        at: now,
        actor: audit.actor,
        action,
        section: line.section,
        board: line.board,
        lineId: line.id,
        old: held?.text ?? null,
        new: line.text,
        reason: audit.reason,
      });
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
      await this.insertLines(trx, eventId, [line], (await this.lastSeq(trx, eventId)) + 1, now);
      return null;
    });
  }

  async deleteDeskLine(
    scope: Scope,
    eventId: string,
    lineId: string,
    audit: Omit<LineAudit, 'adjusted'> = { actor: 'director', reason: null },
  ): Promise<DeskWrite> {
    return this.deskChange(scope, eventId, async (trx, now, live) => {
      const held = await trx
        .selectFrom('desk_lines')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('id', '=', lineId)
        .executeTakeFirst();
      if (!held) return { kind: 'not-found' };
      if (live && !audit.reason) return { kind: 'reason-required' };
      await this.addAudit(trx, eventId, {
        at: now,
        actor: audit.actor,
        action: 'delete',
        section: held.section,
        board: Number(held.board),
        lineId,
        old: held.text,
        new: null,
        reason: audit.reason,
      });
      // The table's result it came from goes with it (a foreign key, on delete cascade).
      await trx.deleteFrom('desk_lines').where('id', '=', lineId).execute();
      return null;
    });
  }

  private async lastSeq(trx: Transaction<Database>, eventId: string): Promise<number> {
    const last = await trx
      .selectFrom('desk_lines')
      .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return Number(last?.seq ?? 0);
  }

  /** Audit entries in order, numbered after the event's last. */
  private async addAudits(
    trx: Transaction<Database>,
    eventId: string,
    entries: readonly Omit<AuditEntry, 'seq'>[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const last = await trx
      .selectFrom('live_audit')
      .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    const first = Number(last?.seq ?? 0) + 1;
    const rows = entries.map((entry, i) => ({
      event_id: eventId,
      seq: first + i,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      section: entry.section,
      board: entry.board,
      line_id: entry.lineId,
      old: entry.old,
      new: entry.new,
      reason: entry.reason,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('live_audit')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  }

  private async addAudit(
    trx: Transaction<Database>,
    eventId: string,
    entry: Omit<AuditEntry, 'seq'>,
  ): Promise<void> {
    await this.addAudits(trx, eventId, [entry]);
  }

  /**
   * One change to an event in one transaction: its row taken (`FOR UPDATE` on PostgreSQL, so
   * changes to one event run one at a time), refused when its live session is frozen, the change
   * made, the version raised by one. `change` answers null when done, or what to answer instead
   * (nothing it wrote is kept); `live` says whether the event has a live session.
   */
  private deskChange(
    scope: Scope,
    id: string,
    change: (trx: Transaction<Database>, now: string, live: boolean) => Promise<DeskWrite | null>,
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
        const clock = this.now();
        const now = clock.toISOString();
        const session = await trx
          .selectFrom('live_sessions')
          .selectAll()
          .where('event_id', '=', id)
          .executeTakeFirst();
        if (session && sessionOf(session, 0, clock).state === 'frozen') return { kind: 'frozen' };
        const refused = await change(trx, now, session !== undefined);
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

  async deskBoardTexts(scope: Scope, eventId: string, section: string, board: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('desk_lines')
      .select('text')
      .where('event_id', '=', eventId)
      .where('section', '=', section)
      .where('board', '=', board)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('desk_events')
            .select('desk_events.id')
            .where('desk_events.id', '=', eventId)
            .where('desk_events.club', '=', scope.club),
        ),
      )
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.text);
  }

  async deskEventClub(eventId: string): Promise<Scope | undefined> {
    const row = await this.db
      .selectFrom('desk_events')
      .select('club')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return row && { club: row.club };
  }

  // -------------------------------------------------------------------------
  // Clubs, accounts and sessions

  async createClub(club: { readonly id: string; readonly name: string }): Promise<'created' | 'exists'> {
    if (club.id === HOME_CLUB) return 'exists';
    try {
      return await this.db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('clubs')
          .select('club')
          .where('club', '=', club.id)
          .executeTakeFirst();
        if (held) return 'exists' as const;
        await trx
          .insertInto('clubs')
          .values({ club: club.id, name: club.name, created_at: this.now().toISOString() })
          .execute();
        return 'created' as const;
      });
    } catch (e) {
      // Two creations at once (PostgreSQL): the other one's insert won.
      if (this.lostRace(e) && (await this.clubExists(club.id))) return 'exists';
      throw e;
    }
  }

  async listClubs(): Promise<Club[]> {
    const rows = await this.db.selectFrom('clubs').selectAll().orderBy('club').execute();
    return rows.map((r) => ({ id: r.club, name: r.name, createdAt: r.created_at }));
  }

  async clubExists(id: string): Promise<boolean> {
    if (id === HOME_CLUB) return true;
    const row = await this.db.selectFrom('clubs').select('club').where('club', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async hasAccounts(): Promise<boolean> {
    const row = await this.db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  createFirstAccount(account: NewAccount): Promise<AccountWrite> {
    return this.insertAccount(account, true);
  }

  createAccount(account: NewAccount): Promise<AccountWrite> {
    return this.insertAccount(account, false);
  }

  private async insertAccount(account: NewAccount, first: boolean): Promise<AccountWrite> {
    const username = account.username.normalize('NFC').toLowerCase();
    const run = () =>
      this.db.transaction().execute(async (trx): Promise<AccountWrite> => {
        // Two first setups at once on PostgreSQL would each see no account: the second waits here.
        if (first && this.dialect === 'postgres') {
          await sql`lock table accounts in share row exclusive mode`.execute(trx);
        }
        if (first && (await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst())) {
          return { kind: 'not-first' };
        }
        if (account.club !== null && account.club !== HOME_CLUB) {
          const club = await trx
            .selectFrom('clubs')
            .select('club')
            .where('club', '=', account.club)
            .executeTakeFirst();
          if (!club) return { kind: 'club-not-found' };
        }
        const taken = await trx
          .selectFrom('accounts')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (taken) return { kind: 'username-taken' };
        const createdAt = this.now().toISOString();
        await trx
          .insertInto('accounts')
          .values({ ...account, username, created_at: createdAt })
          .execute();
        const { hash: _hash, ...rest } = account;
        return { kind: 'created', account: { ...rest, username, createdAt } };
      });
    try {
      return await run();
    } catch (e) {
      // Two at once (PostgreSQL): the other insert won; run again to see what it was.
      if (this.lostRace(e)) return run();
      throw e;
    }
  }

  async accountByUsername(username: string): Promise<(Account & { readonly hash: string }) | undefined> {
    const row = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', username.normalize('NFC').toLowerCase())
      .executeTakeFirst();
    return row && { ...toAccount(row), hash: row.hash };
  }

  async listAccounts(club: Scope | null): Promise<Account[]> {
    let query = this.db.selectFrom('accounts').selectAll().orderBy('username');
    if (club !== null) query = query.where('club', '=', club.club);
    return (await query.execute()).map(toAccount);
  }

  async deleteAccount(id: string, filter: AccountFilter): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const held = await allowedBy(
        trx.selectFrom('accounts').select('id').where('id', '=', id),
        filter,
      ).executeTakeFirst();
      if (!held) return false;
      await trx.deleteFrom('account_sessions').where('account_id', '=', id).execute();
      await trx.deleteFrom('accounts').where('id', '=', id).execute();
      return true;
    });
  }

  async setAccountHash(id: string, hash: string, filter: AccountFilter): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const out = await allowedBy(
        trx.updateTable('accounts').set({ hash }).where('id', '=', id),
        filter,
      ).executeTakeFirst();
      if (Number(out.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('account_sessions').where('account_id', '=', id).execute();
      return true;
    });
  }

  async addSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    const now = this.now().toISOString();
    await this.db.deleteFrom('account_sessions').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('account_sessions')
      .values({
        token_hash: tokenHash,
        account_id: accountId,
        created_at: now,
        expires_at: expiresAt.toISOString(),
      })
      .execute();
  }

  async sessionAccount(tokenHash: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('account_sessions')
      .innerJoin('accounts', 'accounts.id', 'account_sessions.account_id')
      .select(['accounts.id', 'accounts.username', 'accounts.role', 'accounts.club', 'accounts.created_at'])
      .where('account_sessions.token_hash', '=', tokenHash)
      .where('account_sessions.expires_at', '>', this.now().toISOString())
      .executeTakeFirst();
    return row && toAccount(row);
  }

  async removeSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('account_sessions').where('token_hash', '=', tokenHash).execute();
  }

  // -------------------------------------------------------------------------
  // Live sessions

  async startLiveSession(
    scope: Scope,
    eventId: string,
    settings: LiveSettings,
    tables: readonly { readonly section: string; readonly table: number; readonly code: string }[],
  ): Promise<LiveStart> {
    return this.db.transaction().execute(async (trx): Promise<LiveStart> => {
      const event = await this.lockEvent(trx, scope, eventId);
      if (!event) return { kind: 'not-found' };
      const held = await trx
        .selectFrom('live_sessions')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (held) return { kind: 'exists' };
      const codes = tables.map((t) => t.code);
      if (new Set(codes).size !== codes.length) return { kind: 'code-taken' };
      for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
        const taken = await trx
          .selectFrom('live_tables')
          .select('code')
          .where('code', 'in', codes.slice(i, i + INSERT_CHUNK))
          .executeTakeFirst();
        if (taken) return { kind: 'code-taken' };
      }
      await trx
        .insertInto('live_sessions')
        .values({
          event_id: eventId,
          club: scope.club,
          settings: canonicalJson(settings),
          state: 'open',
          started_at: this.now().toISOString(),
          closed_at: null,
        })
        .execute();
      const rows = tables.map((t) => ({
        code: t.code,
        event_id: eventId,
        section: t.section,
        table_no: t.table,
        round: 1,
        finished: 0,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('live_tables')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      return { kind: 'started' };
    });
  }

  /** The event's row in the scope, taken `FOR UPDATE` on PostgreSQL (live writes to one event run one at a time). */
  private lockEvent(trx: Transaction<Database>, scope: Scope | null, id: string) {
    let query = trx.selectFrom('desk_events').select(['id', 'version', 'name', 'setup']).where('id', '=', id);
    if (scope) query = query.where('club', '=', scope.club);
    if (this.dialect === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async liveSession(scope: Scope, eventId: string): Promise<LiveSession | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('live_sessions')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('club', '=', scope.club)
        .executeTakeFirst();
      if (!row) return undefined;
      const event = await trx
        .selectFrom('desk_events')
        .select('version')
        .where('id', '=', eventId)
        .executeTakeFirst();
      const tables = await trx
        .selectFrom('live_tables')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('section')
        .orderBy('table_no')
        .execute();
      const counts = await trx
        .selectFrom('live_results')
        .select(['section', 'table_no', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('event_id', '=', eventId)
        .groupBy(['section', 'table_no'])
        .execute();
      const entered = new Map(counts.map((c) => [`${c.section}\u0000${c.table_no}`, Number(c.n)]));
      return {
        ...sessionOf(row, Number(event?.version ?? 0), this.now()),
        tables: tables.map((t) => ({
          ...toLiveTable(t),
          entered: entered.get(`${t.section}\u0000${t.table_no}`) ?? 0,
        })),
      };
    });
  }

  /** Runs a change to a live session: not-found without one, frozen once frozen. */
  private liveControl(
    scope: Scope,
    eventId: string,
    change: (trx: Transaction<Database>, session: Omit<LiveSession, 'tables'>) => Promise<LiveControl | null>,
  ): Promise<LiveControl> {
    return this.db
      .transaction()
      .execute(async (trx): Promise<LiveControl> => {
        const event = await this.lockEvent(trx, scope, eventId);
        const row =
          event &&
          (await trx
            .selectFrom('live_sessions')
            .selectAll()
            .where('event_id', '=', eventId)
            .executeTakeFirst());
        if (!event || !row) return { kind: 'not-found' };
        const session = sessionOf(row, Number(event.version), this.now());
        const refused = await change(trx, session);
        if (refused) throw new LiveRefused(refused);
        return { kind: 'saved' };
      })
      .catch((e: unknown) => {
        if (e instanceof LiveRefused) return e.answer as LiveControl;
        throw e;
      });
  }

  saveLiveSettings(scope: Scope, eventId: string, settings: LiveSettings): Promise<LiveControl> {
    return this.liveControl(scope, eventId, async (trx, session) => {
      if (session.state === 'frozen') return { kind: 'frozen' };
      await trx
        .updateTable('live_sessions')
        .set({ settings: canonicalJson(settings) })
        .where('event_id', '=', eventId)
        .execute();
      return null;
    });
  }

  closeLiveSession(scope: Scope, eventId: string): Promise<LiveControl> {
    return this.liveControl(scope, eventId, async (trx, session) => {
      if (session.state !== 'open') return null;
      await trx
        .updateTable('live_sessions')
        .set({ state: 'closed', closed_at: this.now().toISOString() })
        .where('event_id', '=', eventId)
        .execute();
      return null;
    });
  }

  setLiveRound(
    scope: Scope,
    eventId: string,
    section: string,
    table: number,
    round: number,
  ): Promise<LiveControl> {
    return this.liveControl(scope, eventId, async (trx, session) => {
      if (session.state === 'frozen') return { kind: 'frozen' };
      const done = await trx
        .updateTable('live_tables')
        .set({ round, finished: 0 })
        .where('event_id', '=', eventId)
        .where('section', '=', section)
        .where('table_no', '=', table)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 0 ? { kind: 'not-found' } : null;
    });
  }

  async liveTable(code: string): Promise<LiveTableContext | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const table = await trx
        .selectFrom('live_tables')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
      if (!table) return undefined;
      const session = await trx
        .selectFrom('live_sessions')
        .selectAll()
        .where('event_id', '=', table.event_id)
        .executeTakeFirst();
      const event = await trx
        .selectFrom('desk_events')
        .select(['id', 'name', 'setup', 'version'])
        .where('id', '=', table.event_id)
        .executeTakeFirst();
      if (!session || !event) return undefined;
      const results = await this.resultsOf(
        trx,
        table.event_id,
        table.section,
        Number(table.table_no),
        Number(table.round),
      );
      return {
        table: toLiveTable(table),
        session: sessionOf(session, Number(event.version), this.now()),
        event: { id: event.id, name: event.name, setup: event.setup },
        results,
      };
    });
  }

  private async resultsOf(
    trx: Transaction<Database>,
    eventId: string,
    section: string,
    table: number,
    round: number,
    board: number | null = null,
  ): Promise<LiveResultRecord[]> {
    let query = trx
      .selectFrom('live_results')
      .innerJoin('desk_lines', 'desk_lines.id', 'live_results.line_id')
      .select([
        'live_results.event_id',
        'live_results.line_id',
        'live_results.section',
        'live_results.round',
        'live_results.table_no',
        'live_results.board',
        'live_results.content',
        'live_results.confirmed',
        'desk_lines.text',
      ])
      .where('live_results.event_id', '=', eventId)
      .where('live_results.section', '=', section)
      .where('live_results.table_no', '=', table)
      .where('live_results.round', '=', round);
    if (board !== null) query = query.where('live_results.board', '=', board);
    const rows = await query.orderBy('live_results.board').execute();
    return rows.map(toResult);
  }

  /**
   * Stores a table's result (see `Store`). On SQLite the results sent at once are written in one
   * transaction (group commit): one sync to disk for all of them instead of one each, and each
   * answered only after that commit. A batch that fails is run again one result at a time, so
   * that one bad result fails alone.
   */
  submitLiveResult(submission: LiveSubmission): Promise<LiveSubmitOutcome> {
    if (!this.groupCommit) return this.submitAlone(submission);
    return this.grouped(
      (trx) => this.submitIn(trx, submission),
      () => this.submitAlone(submission),
    );
  }

  /**
   * Runs a live write in the next group commit: the writes that arrive together (in the same
   * turn of the event loop) share one transaction, so one sync to disk; each is answered only
   * after that commit.
   */
  private grouped<T>(run: (trx: Transaction<Database>) => Promise<T>, alone: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ run, alone, resolve: resolve as (out: unknown) => void, reject });
      // After the requests that arrived with this one have been read: they join the same commit.
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, GROUP_COMMIT_MAX);
        let outs: unknown[] | null = null;
        try {
          outs = await this.db.transaction().execute(async (trx) => {
            const out: unknown[] = [];
            for (const item of batch) out.push(await item.run(trx));
            return out;
          });
        } catch {
          outs = null;
        }
        if (outs) {
          for (const [i, item] of batch.entries()) item.resolve(outs[i]);
          continue;
        }
        for (const item of batch) {
          try {
            item.resolve(await item.alone());
          } catch (e) {
            item.reject(e);
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async submitAlone(submission: LiveSubmission): Promise<LiveSubmitOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute((trx) => this.submitIn(trx, submission));
      } catch (e) {
        // Two writers racing on one key (PostgreSQL): run again, and see what won.
        if (attempt >= APPEND_ATTEMPTS || !this.lostRace(e)) throw e;
      }
    }
  }

  /** A table's result written in the transaction `trx` (see `Store.submitLiveResult`). */
  /** A table by its code, its event locked, and the event's live session; undefined for none such. */
  private async tableWithSession(trx: Transaction<Database>, code: string) {
    const found = await trx.selectFrom('live_tables').selectAll().where('code', '=', code).executeTakeFirst();
    if (!found) return undefined;
    const table = toLiveTable(found);
    const event = await this.lockEvent(trx, null, table.eventId);
    const sessionRow = await trx
      .selectFrom('live_sessions')
      .selectAll()
      .where('event_id', '=', table.eventId)
      .executeTakeFirst();
    if (!event || !sessionRow) return undefined;
    return { table, event, sessionRow };
  }

  protected async submitIn(
    trx: Transaction<Database>,
    submission: LiveSubmission,
  ): Promise<LiveSubmitOutcome> {
    const { code, key, round, board } = submission;
    const found = await this.tableWithSession(trx, code);
    if (!found) return { kind: 'not-found' };
    const { table, event, sessionRow } = found;
    const now = this.now();
    const session = sessionOf(sessionRow, 0, now);

    const asked = await trx.selectFrom('live_requests').selectAll().where('key', '=', key).executeTakeFirst();
    const asPrepared = submission.prepare({
      table,
      club: session.club,
      setup: event.setup,
      settings: session.settings,
    });
    const triage = triageSubmission(asked, asPrepared, code, round, board, table);
    if (triage.kind !== 'go') return triage;
    const { content, request, prepared } = triage;
    const [held] = await this.resultsOf(trx, table.eventId, table.section, table.table, round, board);
    if (held && canonicalJson(contentOf(held)) === content) return { kind: 'repeat', record: held };

    const state = session.state;
    if (state === 'closed') return { kind: 'closed' };
    if (state === 'frozen') return { kind: 'frozen' };
    if (table.finished || table.round !== round) return { kind: 'wrong-round', current: table.round };
    if (held) return { kind: 'conflict', held, sent: prepared.text };

    const at = now.toISOString();
    const version = Number(event.version) + 1;
    await this.insertLines(
      trx,
      table.eventId,
      [{ id: submission.lineId, section: table.section, board, text: prepared.text, reason: null }],
      (await this.lastSeq(trx, table.eventId)) + 1,
      at,
    );
    await trx
      .updateTable('desk_events')
      .set({ version, updated_at: at })
      .where('id', '=', table.eventId)
      .execute();
    await trx
      .insertInto('live_results')
      .values({
        line_id: submission.lineId,
        event_id: table.eventId,
        section: table.section,
        round,
        table_no: table.table,
        board,
        content,
        lead: prepared.content.lead,
        confirmed: prepared.confirmed ? 1 : 0,
        created_at: at,
      })
      .execute();
    const record: LiveResultRecord = {
      ...prepared.content,
      eventId: table.eventId,
      lineId: submission.lineId,
      section: table.section,
      round,
      table: table.table,
      board,
      line: prepared.text,
      confirmed: prepared.confirmed,
    };
    await trx
      .insertInto('live_requests')
      .values({
        key,
        event_id: table.eventId,
        code,
        content: request,
        response: JSON.stringify(submission.answer(record)),
        created_at: at,
      })
      .execute();
    await this.addAudit(trx, table.eventId, {
      at,
      actor: submission.actor(table),
      action: 'enter',
      section: table.section,
      board,
      lineId: submission.lineId,
      old: null,
      new: prepared.text,
      reason: null,
    });
    return { kind: 'stored', record, version };
  }

  nextLiveRound(
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ): Promise<LiveNextOutcome> {
    const alone = () => this.db.transaction().execute((trx) => this.nextIn(trx, code, from, movement));
    if (!this.groupCommit) return alone();
    return this.grouped((trx) => this.nextIn(trx, code, from, movement), alone);
  }

  /** A table moved to its next round in the transaction `trx` (see `Store.nextLiveRound`). */
  protected async nextIn(
    trx: Transaction<Database>,
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ): Promise<LiveNextOutcome> {
    const found = await this.tableWithSession(trx, code);
    if (!found) return { kind: 'not-found' };
    const { table, event, sessionRow } = found;
    const plan = movement(table, event.setup);
    if (!plan) return { kind: 'not-found' };
    const session = sessionOf(sessionRow, Number(event.version), this.now());
    const pageAt = async (at: LiveTable): Promise<LiveTableContext> => ({
      table: at,
      session,
      event: { id: event.id, name: event.name, setup: event.setup },
      results: await this.resultsOf(trx, at.eventId, at.section, at.table, at.round),
    });
    if (table.finished || (from !== null && table.round > from)) {
      return { kind: 'already', table, page: await pageAt(table) };
    }
    if (session.state === 'closed') return { kind: 'closed' };
    if (session.state === 'frozen') return { kind: 'frozen' };
    const held = await trx
      .selectFrom('live_results')
      .select('board')
      .where('event_id', '=', table.eventId)
      .where('section', '=', table.section)
      .where('table_no', '=', table.table)
      .where('round', '=', table.round)
      .execute();
    const have = new Set(held.map((h) => Number(h.board)));
    const missing = plan.boardsOf(table.round).filter((b) => !have.has(b));
    if (missing.length > 0) return { kind: 'unfinished', boards: missing };
    const finished = table.round >= plan.rounds;
    const next = finished ? table.round : table.round + 1;
    await trx
      .updateTable('live_tables')
      .set({ round: next, finished: finished ? 1 : 0 })
      .where('code', '=', code)
      .execute();
    const moved: LiveTable = { ...table, round: next, finished };
    return { kind: 'moved', table: moved, page: await pageAt(moved) };
  }

  async auditLog(scope: Scope, eventId: string): Promise<AuditEntry[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const event = await trx
        .selectFrom('desk_events')
        .select('id')
        .where('club', '=', scope.club)
        .where('id', '=', eventId)
        .executeTakeFirst();
      if (!event) return undefined;
      const rows = await trx
        .selectFrom('live_audit')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => ({
        seq: Number(r.seq),
        at: r.at,
        actor: r.actor,
        action: r.action as AuditAction,
        section: r.section,
        board: Number(r.board),
        lineId: r.line_id,
        old: r.old,
        new: r.new,
        reason: r.reason,
      }));
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
