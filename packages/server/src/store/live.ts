/**
 * What the store keeps of live scoring (docs/live.md): a session on a desk
 * event with its settings and state, each table's code and round, the
 * results the tables sent (one per result key), the idempotency keys of
 * their requests, the audit log of every change to a result, and the
 * director's password and signed-in sessions.
 *
 * The store checks what must be checked in the transaction that writes
 * (the table's current round, the session's state, a held key); what needs
 * the movement (which boards a table plays) the caller works out first and
 * hands in.
 *
 * @example
 * const out = await store.submitLiveResult(submission);
 * // { kind: 'stored', result: { board: 7, round: 2, … } } or { kind: 'conflict', held }
 */
import type { DeskLine } from '@bridge-score/desk';

export const LIVE_STATES = ['open', 'closed', 'frozen'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export interface LiveSettings {
  /** An East-West player confirms each result on the phone. */
  readonly confirmation: boolean;
  /** The board's traveller comes back with a stored result. */
  readonly showTraveller: boolean;
  /** After the session is closed, the director may correct for this long; then the event is frozen. */
  readonly correctionMinutes: number;
  /** The public results page and stream are served. */
  readonly public: boolean;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = Object.freeze({
  confirmation: true,
  showTraveller: true,
  correctionMinutes: 30,
  public: true,
});

/** A live table as stored. */
export interface LiveTable {
  readonly code: string;
  readonly eventId: string;
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly finished: boolean;
}

export interface LiveSession {
  readonly eventId: string;
  readonly club: string;
  /** `frozen` when closed and the correction window has passed (by the store's clock). */
  readonly state: LiveState;
  readonly settings: LiveSettings;
  readonly startedAt: string;
  readonly closedAt: string | null;
  /** When the event freezes: `closedAt` + the correction window; null while open. */
  readonly frozenAt: string | null;
  /** The desk event's version. */
  readonly version: number;
  readonly tables: readonly (LiveTable & { readonly entered: number })[];
}

/** What a table sent, as compared on a resend. */
export interface LiveContent {
  /** Upper case as written: `4SX`, `3NT`, `PASS`. */
  readonly contract: string;
  readonly declarer: 'N' | 'E' | 'S' | 'W' | null;
  /** `SQ`, `HT` (ten as T), or null. */
  readonly lead: string | null;
  readonly tricks: number | null;
}

/** A stored result with its desk line as it now stands. */
export interface LiveResultRecord extends LiveContent {
  readonly eventId: string;
  readonly lineId: string;
  readonly section: string;
  readonly round: number;
  readonly table: number;
  readonly board: number;
  /** The desk line's text (after any correction). */
  readonly line: string;
  readonly confirmed: boolean;
}

/** A table's page as the store holds it: the table, its session and event, its results. */
export interface LiveTableContext {
  readonly table: LiveTable;
  readonly session: Omit<LiveSession, 'tables'>;
  readonly event: { readonly id: string; readonly name: string; readonly setup: string };
  /** The results this table sent in its current round. */
  readonly results: readonly LiveResultRecord[];
}

/** What `LiveSubmission.prepare` sees: the table, the event's setup (JSON text), the settings. */
export interface LivePrepareContext {
  readonly table: LiveTable;
  /** The table's club. */
  readonly club: string;
  readonly setup: string;
  readonly settings: LiveSettings;
}

/** The line to write for a submission, or why it is refused (handed back as `refused`). */
export type LivePrepared =
  | {
      readonly kind: 'line';
      readonly content: LiveContent;
      readonly confirmed: boolean;
      readonly text: string;
    }
  | { readonly kind: 'refuse'; readonly reason: unknown };

/** A result sent by a table. */
export interface LiveSubmission {
  readonly code: string;
  /** The idempotency key (a UUID made on the phone). */
  readonly key: string;
  readonly round: number;
  readonly board: number;
  /**
   * Reads the result against the movement and the settings (in the store's transaction, after a
   * held key is recognised): the desk line to write, or a refusal.
   */
  readonly prepare: (ctx: LivePrepareContext) => LivePrepared;
  /** The new desk line's id. */
  readonly lineId: string;
  /** `table A3`: given the table. */
  readonly actor: (table: LiveTable) => string;
  /** The answer to keep for a retry of the key, made from the stored record. */
  readonly answer: (record: LiveResultRecord) => unknown;
  /**
   * Told, in the transaction that wrote the result, how to read the texts of its board's lines in
   * order (its own included), read only if called: the traveller can be scored while the commit
   * goes to disk. A store may not call it (PostgreSQL's does not); the result is not yet
   * committed when it is called, and a group commit that fails may call it again.
   */
  readonly written?: (boardTexts: () => readonly string[]) => void;
}

export type LiveSubmitOutcome =
  | { readonly kind: 'stored'; readonly record: LiveResultRecord; readonly version: number }
  /** The key was held: its first answer. */
  | { readonly kind: 'repeat-key'; readonly answer: unknown; readonly table: LiveTable }
  /** A result of the same content holds this result key. */
  | { readonly kind: 'repeat'; readonly record: LiveResultRecord }
  /** Another result holds this result key; `sent` is the line this one would have been. */
  | { readonly kind: 'conflict'; readonly held: LiveResultRecord; readonly sent: string }
  | { readonly kind: 'key-reused' }
  | { readonly kind: 'wrong-round'; readonly current: number }
  | { readonly kind: 'closed' }
  | { readonly kind: 'frozen' }
  | { readonly kind: 'not-found' }
  /** `prepare` refused it. */
  | { readonly kind: 'refused'; readonly reason: unknown };

/** What the movement says of a table (see `Store.nextLiveRound`): its rounds and each round's boards. */
export interface LiveRounds {
  readonly rounds: number;
  readonly boardsOf: (round: number) => readonly number[];
}

export type LiveNextOutcome =
  /** `page`: the table's page at its new round, read in the transaction that moved it. */
  | { readonly kind: 'moved'; readonly table: LiveTable; readonly page: LiveTableContext }
  /** `from` was given and the table is past it already: nothing moved. */
  | { readonly kind: 'already'; readonly table: LiveTable; readonly page: LiveTableContext }
  | { readonly kind: 'unfinished'; readonly boards: readonly number[] }
  | { readonly kind: 'closed' }
  | { readonly kind: 'frozen' }
  | { readonly kind: 'not-found' };

export type LiveControl =
  | { readonly kind: 'saved' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'frozen' };

export type LiveStart =
  | { readonly kind: 'started' }
  | { readonly kind: 'exists' }
  | { readonly kind: 'not-found' }
  /** A code is held by another table already (a collision of random codes): draw again. */
  | { readonly kind: 'code-taken' };

export const AUDIT_ACTIONS = ['enter', 'correct', 'delete', 'adjust'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  readonly seq: number;
  readonly at: string;
  readonly actor: string;
  readonly action: AuditAction;
  readonly section: string;
  readonly board: number;
  readonly lineId: string;
  readonly old: string | null;
  readonly new: string | null;
  readonly reason: string | null;
}

/** One change to a result, as the audit log keeps it with who made it, when and why. */
export type LineChange = Pick<AuditEntry, 'action' | 'section' | 'board' | 'lineId' | 'old' | 'new'>;

/** Who replaces an event's lines (a re-import) and why, and what each change is. */
export interface ReplaceAudit {
  readonly actor: string;
  readonly reason: string | null;
  /** The changes of replacing the lines held by the incoming ones, worked out in the transaction. */
  readonly changes: (held: readonly DeskLine[], incoming: readonly DeskLine[]) => readonly LineChange[];
}

/** Who changes a desk line and why, for the audit log. */
export interface LineAudit {
  readonly actor: string;
  /** Why (a correction's reason); null for none. */
  readonly reason: string | null;
  /** The new text is an adjusted, weighted, not-played or bare score. */
  readonly adjusted: boolean;
}
