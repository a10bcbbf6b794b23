/**
 * All storage behind one interface. The server speaks only to a `Store`;
 * `sqlite.ts` opens the embedded one, `postgres.ts` one on a PostgreSQL
 * server; `kysely-store.ts` holds the queries, written once for both.
 *
 * Every read and write names a `Scope`: the club whose data it is. The home
 * server has one club, `local`; a hosted service gives each club its own, and
 * the store's queries never cross it.
 *
 * An evening is its list of changes (`@bridge-score/scorepad`), numbered
 * 1, 2, 3 … in the order the server took them; its version is how many it
 * holds. `append` is the one write: in one transaction it recognises changes
 * it already holds, refuses a stale base, replays the evening with the new
 * changes (the caller's `check`) and writes them all or none.
 *
 * @example
 * const store = await openSqliteStore({ file: 'data/bridge-score.db' });
 * const out = await store.append(LOCAL, eveningId, 0, [startChange], check);
 * // out: { kind: 'appended', version: 1, added: 1, duplicates: 0 }
 */
import type { Result } from '@bridge-score/core';
import type { DeskLine, DeskSetup } from '@bridge-score/desk';
import type { Change, EveningSummary, ReplayError } from '@bridge-score/scorepad';
import type { Account, AccountFilter, AccountWrite, Club, NewAccount } from './accounts.js';
import type {
  AuditEntry,
  LineAudit,
  LiveControl,
  LiveNextOutcome,
  LiveRounds,
  LiveSession,
  LiveSettings,
  LiveStart,
  LiveSubmission,
  LiveSubmitOutcome,
  LiveTable,
  LiveTableContext,
  ReplaceAudit,
} from './live.js';

export * from './accounts.js';
export * from './live.js';

/** The databases a store runs on. */
export const STORE_DIALECTS = ['sqlite', 'postgres'] as const;
export type StoreDialect = (typeof STORE_DIALECTS)[number];

/** Whose data: a club (tenant). */
export interface Scope {
  readonly club: string;
}

/** The one club of a home server. */
export const LOCAL: Scope = Object.freeze({ club: 'local' });

/** A change as the server holds it: its number in the evening and when it arrived. */
export interface StoredChange extends Change {
  readonly seq: number;
  readonly receivedAt: string;
}

export interface StoredEvening {
  readonly id: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly summary: EveningSummary;
}

/**
 * Replays the evening: the changes held (in order) and then the incoming ones.
 * Returns the summary to keep, or the first incoming change refused (its index among `incoming`).
 */
export type AppendCheck = (
  held: readonly Change[],
  incoming: readonly Change[],
) => Result<EveningSummary, ReplayError>;

export type AppendOutcome =
  /** Written (or all already held: `added` 0). `duplicates` of the sent changes were already held. */
  | {
      readonly kind: 'appended';
      readonly version: number;
      readonly added: number;
      readonly duplicates: number;
      readonly summary: EveningSummary;
    }
  /**
   * The evening has changes after `base` that the sender has not seen: nothing written.
   * The first `duplicates` sent changes were already held; `changes` are those after them.
   */
  | {
      readonly kind: 'stale';
      readonly version: number;
      readonly duplicates: number;
      readonly changes: readonly StoredChange[];
    }
  /** The replay refused a change (`error.index` counts from the first change sent): nothing written. */
  | { readonly kind: 'rejected'; readonly error: ReplayError }
  /** A change id is held already, elsewhere or with other content: nothing written. */
  | { readonly kind: 'id-conflict'; readonly id: string };

/** A director's event as listed: no lines. */
export interface DeskEventSummary {
  readonly id: string;
  readonly kind: DeskSetup['kind'];
  readonly name: string;
  readonly date: string;
  readonly version: number;
  readonly lines: number;
  /** The file it was imported from, or null. */
  readonly source: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StoredDeskEvent extends DeskEventSummary {
  readonly setup: DeskSetup;
  /** In the order they were first entered. */
  readonly deskLines: readonly DeskLine[];
}

/** A new event, or an event replaced whole (a re-import of its file). */
export interface DeskEventInput {
  readonly id: string;
  readonly setup: DeskSetup;
  readonly lines: readonly DeskLine[];
  readonly source?: { readonly name: string; readonly hash: string };
}

export type DeskWrite =
  | { readonly kind: 'saved'; readonly version: number }
  | { readonly kind: 'not-found' }
  /** The event's live session is closed and past its correction window: nothing may change. */
  | { readonly kind: 'frozen' }
  /** A change to a line of an event with a live session needs a reason (the audit log's). */
  | { readonly kind: 'reason-required' }
  /** The id (of the event or of a line) is another event's. */
  | { readonly kind: 'id-conflict'; readonly id: string };

export interface Store {
  readonly dialect: StoreDialect;
  /** Where the data lives, for the start line: a file path, or a URL without its password. */
  readonly location: string;
  /** Evenings of the scope, the most recently changed first. */
  listEvenings(scope: Scope, limit: number): Promise<StoredEvening[]>;
  getEvening(scope: Scope, id: string): Promise<StoredEvening | undefined>;
  /** The evening's changes after number `after`, in order; undefined when there is no such evening. */
  changesAfter(scope: Scope, id: string, after: number): Promise<StoredChange[] | undefined>;
  /** Adds changes made on the evening's version `base` (see the module overview). */
  append(
    scope: Scope,
    id: string,
    base: number,
    changes: readonly Change[],
    check: AppendCheck,
  ): Promise<AppendOutcome>;
  /** The director's events of the scope, the most recently changed first. */
  listDeskEvents(scope: Scope, limit: number): Promise<DeskEventSummary[]>;
  getDeskEvent(scope: Scope, id: string): Promise<StoredDeskEvent | undefined>;
  /** An event's setup alone (none of its lines), to check a line against it. */
  getDeskSetup(scope: Scope, id: string): Promise<DeskSetup | undefined>;
  /** The event imported from a file with these bytes (its SHA-256), if any. */
  findDeskSource(scope: Scope, hash: string): Promise<DeskEventSummary | undefined>;
  /** Creates an event with its lines, in one transaction. */
  createDeskEvent(scope: Scope, input: DeskEventInput): Promise<DeskWrite>;
  /**
   * Replaces an event's setup and every line (an updated import), in one transaction, with an
   * audit entry for each change `audit` finds between the lines held and the new ones.
   */
  replaceDeskEvent(scope: Scope, input: DeskEventInput, audit?: ReplaceAudit): Promise<DeskWrite>;
  saveDeskSetup(scope: Scope, id: string, setup: DeskSetup): Promise<DeskWrite>;
  /** Adds a line, or changes the line with its id; the audit log's entry in the same transaction. */
  putDeskLine(scope: Scope, eventId: string, line: DeskLine, audit?: LineAudit): Promise<DeskWrite>;
  /** Deletes a line (and the table's result it came from), with the audit log's entry. */
  deleteDeskLine(
    scope: Scope,
    eventId: string,
    lineId: string,
    audit?: Omit<LineAudit, 'adjusted'>,
  ): Promise<DeskWrite>;

  /**
   * The texts of the lines of one board of a section of the scope's event, in the order entered
   * (a live table's traveller); none when the event is not the scope's.
   */
  deskBoardTexts(scope: Scope, eventId: string, section: string, board: number): Promise<string[]>;

  /** The club of a desk event, whoever asks (the public results of a live session find it so). */
  deskEventClub(eventId: string): Promise<Scope | undefined>;

  /** Creates a club; `exists` when the id is held (or is the home club). */
  createClub(club: { readonly id: string; readonly name: string }): Promise<'created' | 'exists'>;
  /** The clubs with a row, by id (the home club `local` is always there besides). */
  listClubs(): Promise<Club[]>;
  /** Whether a club exists: the home club, or one with a row. */
  clubExists(id: string): Promise<boolean>;
  /** Whether any account exists (none: a home server's first setup is open to its own machine). */
  hasAccounts(): Promise<boolean>;
  /** Creates the first account, in one transaction with the check that there is none. */
  createFirstAccount(account: NewAccount): Promise<AccountWrite>;
  /** Creates an account; its club must exist, its username must be free. */
  createAccount(account: NewAccount): Promise<AccountWrite>;
  /** An account and its password hash, by username. */
  accountByUsername(username: string): Promise<(Account & { readonly hash: string }) | undefined>;
  /** The club's accounts (null: every account), by username. */
  listAccounts(club: Scope | null): Promise<Account[]>;
  /** Deletes an account the filter allows, and its sessions; false when there is none such. */
  deleteAccount(id: string, filter: AccountFilter): Promise<boolean>;
  /** Sets the password hash of an account the filter allows and ends its sessions; false when none such. */
  setAccountHash(id: string, hash: string, filter: AccountFilter): Promise<boolean>;
  /** Keeps a signed-in session of the account: the SHA-256 of its token, until `expiresAt`. */
  addSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** The account of an unexpired session with this token hash. */
  sessionAccount(tokenHash: string): Promise<Account | undefined>;
  removeSession(tokenHash: string): Promise<void>;

  /** Starts a live session on an event with these tables' codes (all at round 1). */
  startLiveSession(
    scope: Scope,
    eventId: string,
    settings: LiveSettings,
    tables: readonly { readonly section: string; readonly table: number; readonly code: string }[],
  ): Promise<LiveStart>;
  liveSession(scope: Scope, eventId: string): Promise<LiveSession | undefined>;
  saveLiveSettings(scope: Scope, eventId: string, settings: LiveSettings): Promise<LiveControl>;
  /** Closes the session now (a second close keeps the first time). */
  closeLiveSession(scope: Scope, eventId: string): Promise<LiveControl>;
  setLiveRound(
    scope: Scope,
    eventId: string,
    section: string,
    table: number,
    round: number,
  ): Promise<LiveControl>;
  /** A table's code's page: the table, session, event and results; undefined for an unknown code. */
  liveTable(code: string): Promise<LiveTableContext | undefined>;
  /** Stores a table's result with its desk line, idempotency key and audit entry, in one transaction. */
  submitLiveResult(submission: LiveSubmission): Promise<LiveSubmitOutcome>;
  /**
   * Moves a table to its next round when the boards `movement` gives for its round all hold a
   * result (past the last round: finished), and answers its page as it then stands, all in one
   * transaction. `movement` reads the table's section in the event's setup (JSON text); null
   * (no movement) answers `not-found`. `from`: the round the phone leaves; a table already past
   * it is not moved again.
   */
  nextLiveRound(
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ): Promise<LiveNextOutcome>;
  /** The event's audit log in order; undefined when there is no such event. */
  auditLog(scope: Scope, eventId: string): Promise<AuditEntry[] | undefined>;
  /** Answers when the database does (a trivial query). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
