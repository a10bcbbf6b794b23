/**
 * The tables as Kysely sees them. Times are ISO 8601 text and JSON is text, so
 * that the same queries and migrations run on SQLite and PostgreSQL.
 */
export interface EveningsTable {
  id: string;
  club: string;
  version: number;
  created_at: string;
  updated_at: string;
  /** `EveningSummary` as JSON. */
  summary: string;
}

export interface ChangesTable {
  /** The change's UUID, made by the device. */
  id: string;
  evening_id: string;
  /** 1, 2, 3 … within the evening. */
  seq: number;
  /** When the device made it (its clock). */
  made_at: string;
  /** When the server took it. */
  received_at: string;
  /** The `Op` as canonical JSON. */
  op: string;
}

/** A director's event: its setup as JSON (`@bridge-score/desk`'s `DeskSetup`). */
export interface DeskEventsTable {
  id: string;
  club: string;
  /** `pairs` or `teams`. */
  kind: string;
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  /** `DeskSetup` as canonical JSON. */
  setup: string;
  /** Changes taken: 1 when created, one more for each line or setup saved. */
  version: number;
  /** The file it was imported from (its name), or null. */
  source: string | null;
  /** SHA-256 (hex) of that file's bytes: a second import of the same file is recognised. */
  source_hash: string | null;
  created_at: string;
  updated_at: string;
}

/** One traveller line as typed (`@bridge-score/desk`'s `DeskLine`). */
export interface DeskLinesTable {
  /** A UUID made by the page. */
  id: string;
  event_id: string;
  /** The order lines were first entered, 1, 2, 3 … within the event. */
  seq: number;
  section: string;
  board: number;
  text: string;
  reason: string | null;
  updated_at: string;
}

/** A live session on a desk event (one at most). */
export interface LiveSessionsTable {
  event_id: string;
  club: string;
  /** `LiveSettings` as canonical JSON. */
  settings: string;
  /** `open` or `closed` (frozen is closed and past the correction window). */
  state: string;
  started_at: string;
  closed_at: string | null;
}

/** A table of a live session: its code, where it is, the round it plays. */
export interface LiveTablesTable {
  /** 6 characters, upper case, unique. */
  code: string;
  event_id: string;
  section: string;
  table_no: number;
  round: number;
  /** 1 once the table has moved past its last round. */
  finished: number;
}

/** A result sent by a table: one per (event, section, round, table, board); its desk line holds the text. */
export interface LiveResultsTable {
  line_id: string;
  event_id: string;
  section: string;
  round: number;
  table_no: number;
  board: number;
  /** `{ contract, declarer, lead, tricks }` as canonical JSON: a resend is compared by it. */
  content: string;
  lead: string | null;
  confirmed: number;
  created_at: string;
}

/** An idempotency key of a table's request, with the first answer given to it. */
export interface LiveRequestsTable {
  key: string;
  event_id: string;
  code: string;
  /** The request's content (as `LiveResultsTable.content`, with the round and board). */
  content: string;
  /** The first answer's result, as JSON. */
  response: string;
  created_at: string;
}

/** The audit log: every change to a result of an event, numbered 1, 2, 3 … within the event. */
export interface LiveAuditTable {
  event_id: string;
  seq: number;
  at: string;
  /** `director` or `table A3`. */
  actor: string;
  /** `enter`, `correct`, `delete`, `adjust`. */
  action: string;
  section: string;
  board: number;
  line_id: string;
  old: string | null;
  new: string | null;
  reason: string | null;
}

/** A club (tenant) of the service; the home club `local` needs no row. */
export interface ClubsTable {
  club: string;
  name: string;
  created_at: string;
}

/**
 * Someone who signs in: a site admin (no club) or a club's director or scorer. The password as
 * `scrypt$N$r$p$salt$key` (base64).
 */
export interface AccountsTable {
  id: string;
  username: string;
  hash: string;
  role: string;
  club: string | null;
  created_at: string;
}

/** A signed-in session of an account: only the SHA-256 of its token is kept. */
export interface AccountSessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  evenings: EveningsTable;
  changes: ChangesTable;
  desk_events: DeskEventsTable;
  desk_lines: DeskLinesTable;
  live_sessions: LiveSessionsTable;
  live_tables: LiveTablesTable;
  live_results: LiveResultsTable;
  live_requests: LiveRequestsTable;
  live_audit: LiveAuditTable;
  clubs: ClubsTable;
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
}
