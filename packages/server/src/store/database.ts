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

export interface Database {
  evenings: EveningsTable;
  changes: ChangesTable;
  desk_events: DeskEventsTable;
  desk_lines: DeskLinesTable;
}
