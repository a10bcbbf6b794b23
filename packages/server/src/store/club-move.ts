/**
 * Moving a club between databases (SQLite to PostgreSQL and back): read its
 * whole data, write it into another database, and remove it from the first
 * once the copy is known good. Every table is handled the same way, from the
 * list in `club-tables.ts`; nothing here names a table.
 *
 * - `readClub` reads every row of the club in one snapshot (PostgreSQL:
 *   a `repeatable read` transaction; SQLite: one transaction), as `ClubData`.
 * - `importClub` writes a club's data into a database that holds nothing of
 *   that club yet, in one transaction: it checks that the database's schema
 *   can take it, inserts every row, reads the club back and compares it with
 *   what it was given, and commits only when they are equal. Rows keep their
 *   ids, so a row whose id another club holds already refuses the import.
 * - `deleteClub` removes a club's rows, in one transaction, and only when they
 *   are still what the given export holds (nothing was written after it).
 *
 * @example
 * const data = await readClub(sqliteStore, 'club-17');
 * const done = await importClub(postgresStore, data); // { ok: true, value: { club: 'club-17', rows: {…} } }
 * if (done.ok) await deleteClub(sqliteStore, 'club-17', data);
 */
import { err, ok, type Result } from '@bridge-score/core';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { HOME_CLUB } from './accounts.js';
import type { ClubData, ClubTableData, ClubValue } from './club-file.js';
import { CLUB_TABLES, type ClubTable, clubTable } from './club-tables.js';
import type { Database } from './database.js';
import { MIGRATION_NAMES } from './migrations.js';
import type { StoreDialect } from './store.js';

/** A database the club tools work on: a `KyselyStore` is one. */
export interface ClubDatabase {
  readonly dialect: StoreDialect;
  readonly database: Kysely<Database>;
}

export type ClubMoveError =
  | { readonly code: 'club-newer-schema'; readonly migration: string }
  | { readonly code: 'club-unknown-column'; readonly table: string; readonly column: string }
  | { readonly code: 'club-missing-column'; readonly table: string; readonly column: string }
  | { readonly code: 'club-not-empty'; readonly club: string; readonly table: string }
  | { readonly code: 'club-row-held'; readonly table: string; readonly detail: string }
  | { readonly code: 'club-changed'; readonly table: string; readonly detail: string };

/** What was moved: rows by table. */
export interface ClubMoveSummary {
  readonly club: string;
  readonly rows: Readonly<Record<string, number>>;
}

/** An English sentence for the command's output. */
export function describeClubMoveError(e: ClubMoveError): string {
  switch (e.code) {
    case 'club-newer-schema':
      return `the file comes from a newer bridge-score (its migration ${e.migration} is unknown here): update this one first`;
    case 'club-unknown-column':
      return `the file's table ${e.table} has a column ${e.column} that this database does not have`;
    case 'club-missing-column':
      return `this database's table ${e.table} needs a column ${e.column} that the file does not have`;
    case 'club-not-empty':
      return `this database holds data of club ${e.club} already (in ${e.table}): nothing imported`;
    case 'club-row-held':
      return `a row of ${e.table} has an id that this database holds already (${e.detail}): nothing imported`;
    case 'club-changed':
      return `the club's data is not what the file holds (${e.table}: ${e.detail})`;
  }
}

/** Thrown inside a transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly error: ClubMoveError) {
    super(error.code);
  }
}

/** The condition that a row of `table` belongs to `club`, following parents (qualified names). */
function ownedBy(table: ClubTable, club: string): RawBuilder<boolean> {
  if (table.owner === 'club') return sql<boolean>`${sql.ref(`${table.name}.club`)} = ${club}`;
  const parent = clubTable(table.owner.parent);
  if (!parent) throw new Error(`${table.name}'s parent ${table.owner.parent} is not a club table`);
  const key = parent.key[0];
  if (parent.key.length !== 1 || key === undefined) throw new Error(`${parent.name} needs a one-column key`);
  return sql<boolean>`${sql.ref(`${table.name}.${table.owner.via}`)} in (select ${sql.ref(
    `${parent.name}.${key}`,
  )} from ${sql.table(parent.name)} where ${ownedBy(parent, club)})`;
}

interface ColumnInfo {
  readonly name: string;
  /** Whether an insert may leave it out (nullable, or a default). */
  readonly optional: boolean;
}

/** Each club table's columns in this database, sorted by name. */
async function columnsOf(
  trx: Transaction<Database>,
  dialect: StoreDialect,
): Promise<Map<string, ColumnInfo[]>> {
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(trx)).rows[0]?.schema
      : undefined;
  const tables = await trx.introspection.getTables();
  const out = new Map<string, ColumnInfo[]>();
  for (const t of tables) {
    if (t.isView || (schema !== undefined && t.schema !== schema) || !clubTable(t.name)) continue;
    const columns = t.columns.map((c) => ({ name: c.name, optional: c.isNullable || c.hasDefaultValue }));
    out.set(
      t.name,
      columns.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
  }
  return out;
}

/** Compares two key tuples: numbers by value, text by UTF-16 code units (the same on every database). */
function compareValues(a: readonly ClubValue[], b: readonly ClubValue[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

function toValue(table: string, column: string, v: unknown): ClubValue {
  if (v === null || typeof v === 'string' || typeof v === 'number') return v;
  // A column type the file cannot carry is a schema this module was not written for.
  throw new Error(`${table}.${column} holds a ${typeof v}: a club's data is text, numbers and null`);
}

async function readTables(
  trx: Transaction<Database>,
  dialect: StoreDialect,
  club: string,
): Promise<ClubTableData[]> {
  const columns = await columnsOf(trx, dialect);
  const out: ClubTableData[] = [];
  for (const table of CLUB_TABLES) {
    const names = (columns.get(table.name) ?? []).map((c) => c.name);
    if (names.length === 0) throw new Error(`the database has no table ${table.name}`);
    const result = await sql<Record<string, unknown>>`select ${sql.join(
      names.map((c) => sql.ref(`${table.name}.${c}`)),
    )} from ${sql.table(table.name)} where ${ownedBy(table, club)}`.execute(trx);
    const rows = result.rows.map((r) => names.map((c) => toValue(table.name, c, r[c])));
    const keyAt = table.key.map((k) => names.indexOf(k));
    const keyOf = (row: readonly ClubValue[]) => keyAt.map((i) => row[i] ?? null);
    rows.sort((a, b) => compareValues(keyOf(a), keyOf(b)));
    out.push({ name: table.name, columns: names, rows });
  }
  return out;
}

const snapshot = <T>(db: ClubDatabase, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.dialect === 'postgres'
    ? db.database.transaction().setIsolationLevel('repeatable read').execute(work)
    : db.database.transaction().execute(work);

/** Every row of the club, in one snapshot. */
export async function readClub(db: ClubDatabase, club: string, now: Date = new Date()): Promise<ClubData> {
  const tables = await snapshot(db, (trx) => readTables(trx, db.dialect, club));
  return { club, exportedAt: now.toISOString(), migrations: MIGRATION_NAMES, tables };
}

/** The club's data renamed to `club`: the `club` column of every table that has one. */
export function renameClub(data: ClubData, club: string): ClubData {
  if (club === data.club) return data;
  return {
    ...data,
    club,
    tables: data.tables.map((t) => {
      const at = t.columns.indexOf('club');
      if (at < 0) return t;
      return { ...t, rows: t.rows.map((r) => r.map((v, i) => (i === at ? club : v))) };
    }),
  };
}

/**
 * The club's own row as the database it goes to needs it: a club other than `local` is listed in
 * `clubs` (its accounts and the site admin's club list read it), so a file without that row (the
 * export of `local`, which has none, imported under another name; or of a database older than the
 * accounts) gets one, named by its id and created `now`; `local` has no row, so one the file holds
 * is left out.
 */
export function withClubRow(data: ClubData, now: string): ClubData {
  const held = data.tables.find((t) => t.name === 'clubs');
  if (data.club === HOME_CLUB) {
    return held ? { ...data, tables: data.tables.map((t) => (t === held ? { ...t, rows: [] } : t)) } : data;
  }
  if (held && held.rows.length > 0) return data;
  // Columns sorted by name, as a club file's are.
  const row: ClubTableData = {
    name: 'clubs',
    columns: ['club', 'created_at', 'name'],
    rows: [[data.club, now, data.club]],
  };
  const order = (t: ClubTableData) => CLUB_TABLES.findIndex((spec) => spec.name === t.name);
  const tables = held
    ? data.tables.map((t) => (t === held ? row : t))
    : [...data.tables, row].sort((a, b) => order(a) - order(b));
  return { ...data, tables };
}

/**
 * Where two exports of a club differ (the first difference), or undefined when they hold the same
 * rows. Columns are compared by name: a column one side lacks must be null in every row of the other.
 * With `onlyColumnsOfA`, only `a`'s columns are compared (an import checks what its file gave).
 */
export function clubDifference(
  a: ClubData,
  b: ClubData,
  onlyColumnsOfA = false,
): { readonly table: string; readonly detail: string } | undefined {
  for (const spec of CLUB_TABLES) {
    const x = a.tables.find((t) => t.name === spec.name);
    const y = b.tables.find((t) => t.name === spec.name);
    const xs = x?.rows ?? [];
    const ys = y?.rows ?? [];
    if (xs.length !== ys.length)
      return { table: spec.name, detail: `${xs.length} rows against ${ys.length}` };
    const columns = [...new Set([...(x?.columns ?? []), ...(onlyColumnsOfA ? [] : (y?.columns ?? []))])];
    for (let r = 0; r < xs.length; r++) {
      for (const c of columns) {
        const i = x?.columns.indexOf(c) ?? -1;
        const j = y?.columns.indexOf(c) ?? -1;
        const u = i < 0 ? null : (xs[r]?.[i] ?? null);
        const v = j < 0 ? null : (ys[r]?.[j] ?? null);
        if (u !== v) {
          return {
            table: spec.name,
            detail: `row ${r + 1}, ${c}: ${JSON.stringify(u)} against ${JSON.stringify(v)}`,
          };
        }
      }
    }
  }
  return undefined;
}

/** Rows rendered per chunk so that one insert stays well under SQLite's and PostgreSQL's bound-value limits. */
const BOUND_VALUES = 5000;

/**
 * Writes a club's data into `db` (as `options.club` when given), all or nothing, and checks it by
 * reading it back. Refuses when `db` holds any of that club's data already.
 */
export async function importClub(
  db: ClubDatabase,
  file: ClubData,
  options: { readonly club?: string } = {},
): Promise<Result<ClubMoveSummary, ClubMoveError>> {
  const unknown = file.migrations.find((m) => !MIGRATION_NAMES.includes(m));
  if (unknown !== undefined) return err({ code: 'club-newer-schema', migration: unknown });
  const data = withClubRow(renameClub(file, options.club ?? file.club), new Date().toISOString());
  try {
    const rows = await db.database.transaction().execute(async (trx) => {
      const columns = await columnsOf(trx, db.dialect);
      for (const t of data.tables) {
        const target = columns.get(t.name) ?? [];
        const extra = t.columns.find((c) => !target.some((col) => col.name === c));
        if (extra !== undefined)
          throw new Refused({ code: 'club-unknown-column', table: t.name, column: extra });
        const needed = target.find((col) => !col.optional && !t.columns.includes(col.name));
        if (needed) throw new Refused({ code: 'club-missing-column', table: t.name, column: needed.name });
      }
      for (const table of CLUB_TABLES) {
        if (table.owner !== 'club') continue;
        const held =
          await sql`select 1 as one from ${sql.table(table.name)} where ${ownedBy(table, data.club)} limit 1`.execute(
            trx,
          );
        if (held.rows.length > 0)
          throw new Refused({ code: 'club-not-empty', club: data.club, table: table.name });
      }
      const counts: Record<string, number> = {};
      for (const table of CLUB_TABLES) {
        const t = data.tables.find((x) => x.name === table.name);
        counts[table.name] = t?.rows.length ?? 0;
        if (!t || t.rows.length === 0) continue;
        const chunk = Math.max(1, Math.floor(BOUND_VALUES / t.columns.length));
        for (let i = 0; i < t.rows.length; i += chunk) {
          const values = t.rows.slice(i, i + chunk).map((r) => sql`(${sql.join(r.map((v) => sql.val(v)))})`);
          try {
            await sql`insert into ${sql.table(t.name)} (${sql.join(t.columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(
              trx,
            );
          } catch (e) {
            const detail = e instanceof Error ? e.message : String(e);
            throw new Refused({ code: 'club-row-held', table: t.name, detail });
          }
        }
      }
      const back = await readTables(trx, db.dialect, data.club);
      const difference = clubDifference(data, { ...data, tables: back }, true);
      if (difference) throw new Refused({ code: 'club-changed', ...difference });
      return counts;
    });
    return ok({ club: data.club, rows });
  } catch (e) {
    if (e instanceof Refused) return err(e.error);
    throw e;
  }
}

/**
 * Removes every row of the club, all or nothing, when they are the rows of `expected` (an export of
 * the club: nothing changed since). Answers how many rows of each table went.
 */
export async function deleteClub(
  db: ClubDatabase,
  expected: ClubData,
): Promise<Result<ClubMoveSummary, ClubMoveError>> {
  try {
    const rows = await db.database.transaction().execute(async (trx) => {
      // Writes to these tables wait until the club is gone (reads go on): nothing written after the
      // comparison below is deleted unseen. SQLite's transaction becomes the one writer at its
      // first write and fails, deleting nothing, if another process wrote since it read.
      if (db.dialect === 'postgres') {
        const names = sql.join(CLUB_TABLES.map((t) => sql.table(t.name)));
        await sql`lock table ${names} in exclusive mode`.execute(trx);
      }
      const held = await readTables(trx, db.dialect, expected.club);
      const difference = clubDifference(expected, { ...expected, tables: held });
      if (difference) throw new Refused({ code: 'club-changed', ...difference });
      const counts: Record<string, number> = {};
      for (const table of [...CLUB_TABLES].reverse()) {
        const gone = await trx.deleteFrom(table.name).where(ownedBy(table, expected.club)).executeTakeFirst();
        counts[table.name] = Number(gone.numDeletedRows);
      }
      return counts;
    });
    return ok({ club: expected.club, rows });
  } catch (e) {
    if (e instanceof Refused) return err(e.error);
    throw e;
  }
}
