/**
 * Which tables hold a club's data, and how a row belongs to its club: by a
 * `club` column of its own, or through its parent's row (a change belongs to
 * its evening, a desk line to its desk event). Moving a club
 * (`club-move.ts`), its file (`club-file.ts`) and the test that no table is
 * forgotten all read this one list: a table added by a later migration is
 * one line here (or in `UNMOVED_TABLES`, with the reason).
 *
 * Parents come before their children: an import inserts in this order and a
 * delete removes in the reverse one.
 *
 * @example
 * CLUB_TABLES.map((t) => t.name); // ['evenings', 'changes', 'desk_events', 'desk_lines', 'live_sessions', …]
 */
import type { Database } from './database.js';

export type TableName = keyof Database & string;

/** How a row belongs to a club. */
export type ClubOwner =
  /** The row's `club` column names it. */
  | 'club'
  /** The row's column `via` holds the key of a row of `parent`, which belongs to the club. */
  | { readonly via: string; readonly parent: TableName };

export interface ClubTable {
  readonly name: TableName;
  /** The primary key's columns: a row's identity, in the file and across databases. */
  readonly key: readonly string[];
  readonly owner: ClubOwner;
}

export const CLUB_TABLES: readonly ClubTable[] = [
  { name: 'evenings', key: ['id'], owner: 'club' },
  { name: 'changes', key: ['id'], owner: { via: 'evening_id', parent: 'evenings' } },
  { name: 'desk_events', key: ['id'], owner: 'club' },
  { name: 'desk_lines', key: ['id'], owner: { via: 'event_id', parent: 'desk_events' } },
  { name: 'live_sessions', key: ['event_id'], owner: 'club' },
  { name: 'live_tables', key: ['code'], owner: { via: 'event_id', parent: 'desk_events' } },
  { name: 'live_results', key: ['line_id'], owner: { via: 'event_id', parent: 'desk_events' } },
  { name: 'live_requests', key: ['key'], owner: { via: 'event_id', parent: 'desk_events' } },
  { name: 'live_audit', key: ['event_id', 'seq'], owner: { via: 'event_id', parent: 'desk_events' } },
  { name: 'clubs', key: ['club'], owner: 'club' },
  // The club's directors and scorers (a site admin has no club and stays).
  { name: 'accounts', key: ['id'], owner: 'club' },
  // A signed-in account stays signed in on the database the club moves to (the cookie holds the token).
  { name: 'account_sessions', key: ['token_hash'], owner: { via: 'account_id', parent: 'accounts' } },
];

/**
 * Tables of the database that a club's move leaves where they are, each with the reason
 * (Kysely's own migration tables are never listed: they are the schema's, not data).
 */
export const UNMOVED_TABLES: Readonly<Record<string, string>> = {};

/** The club table named so, if it is one. */
export const clubTable = (name: string): ClubTable | undefined => CLUB_TABLES.find((t) => t.name === name);

/** The column that says whose a row is: `club`, or the column naming its parent. */
export const ownerColumn = (table: ClubTable): string => (table.owner === 'club' ? 'club' : table.owner.via);
