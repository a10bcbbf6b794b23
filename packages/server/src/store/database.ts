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

export interface Database {
  evenings: EveningsTable;
  changes: ChangesTable;
}
