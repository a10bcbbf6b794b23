/**
 * A club's whole data as a file: JSON lines, one table after another, each
 * row a JSON array in the order of its table's columns. Written by
 * `formatClubFile`, read back by `parseClubFile` (which never throws: a bad
 * file gives the line and what is wrong with it).
 *
 * ```text
 * {"format":"bridge-score-club","version":1,"club":"local","exportedAt":"2026-12-01T20:00:00.000Z","migrations":["0001-evenings","0002-desk"]}
 * {"table":"evenings","columns":["club","created_at","id","summary","updated_at","version"]}
 * ["local","2026-12-01T19:00:00.000Z","5b0c…","{…}","2026-12-01T19:05:00.000Z",3]
 * {"table":"changes","columns":[…]}
 * …
 * {"end":{"evenings":1,"changes":3,"desk_events":0,"desk_lines":0}}
 * ```
 *
 * - The first line names the format, its version, the club, when it was
 *   written and the migrations its database had run (an import refuses a file
 *   from a newer schema).
 * - A table's line names its columns; its rows follow, sorted by primary key.
 *   Values are text, numbers or null: the store keeps times as ISO text and
 *   JSON as text, so nothing is lost on the way between SQLite and PostgreSQL.
 * - The last line counts each table's rows: a file cut short is refused.
 *
 * @example
 * const text = formatClubFile(data).join('');
 * parseClubFile(text); // { ok: true, value: data }
 */
import { err, ok, type Result } from '@bridge-score/core';
import { CLUB_TABLES, clubTable, ownerColumn, type TableName } from './club-tables.js';

export const CLUB_FILE_FORMAT = 'bridge-score-club';
export const CLUB_FILE_VERSION = 1;

/** A value as a row holds it. */
export type ClubValue = string | number | null;

export interface ClubTableData {
  readonly name: TableName;
  /** Sorted by name. */
  readonly columns: readonly string[];
  /** Sorted by primary key. */
  readonly rows: readonly (readonly ClubValue[])[];
}

export interface ClubData {
  readonly club: string;
  readonly exportedAt: string;
  /** The migrations the database it came from had run. */
  readonly migrations: readonly string[];
  /** In `CLUB_TABLES` order; a table the file does not have holds no rows. */
  readonly tables: readonly ClubTableData[];
}

/** Why a club file cannot be read: the line (1 is the first) and what is wrong there. */
export interface ClubFileError {
  readonly code: 'club-file';
  readonly line: number;
  readonly message: string;
}

/** The file's lines, each ending in a newline. */
export function formatClubFile(data: ClubData): string[] {
  const header = {
    format: CLUB_FILE_FORMAT,
    version: CLUB_FILE_VERSION,
    club: data.club,
    exportedAt: data.exportedAt,
    migrations: data.migrations,
  };
  const lines = [`${JSON.stringify(header)}\n`];
  const end: Record<string, number> = {};
  for (const t of data.tables) {
    lines.push(`${JSON.stringify({ table: t.name, columns: t.columns })}\n`);
    for (const row of t.rows) lines.push(`${JSON.stringify(row)}\n`);
    end[t.name] = t.rows.length;
  }
  lines.push(`${JSON.stringify({ end })}\n`);
  return lines;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isValue = (v: unknown): v is ClubValue =>
  v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

interface OpenTable {
  readonly name: TableName;
  readonly columns: string[];
  readonly rows: ClubValue[][];
  /** The line of each row. */
  readonly lines: number[];
  /** Where the `club` column is, or -1. */
  readonly clubAt: number;
}

/** Reads a club file; never throws. */
export function parseClubFile(text: string): Result<ClubData, ClubFileError> {
  const fail = (line: number, message: string) => err<ClubFileError>({ code: 'club-file', line, message });
  const lines = text.split('\n');
  // The newline after the last line leaves an empty string.
  if (lines.at(-1) === '') lines.pop();
  const values: unknown[] = [];
  for (const [i, raw] of lines.entries()) {
    try {
      values.push(JSON.parse(raw.endsWith('\r') ? raw.slice(0, -1) : raw));
    } catch (e) {
      return fail(i + 1, `not JSON (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  const header = values[0];
  if (!isRecord(header) || header.format !== CLUB_FILE_FORMAT) {
    return fail(1, `not a club file: the first line must name the format "${CLUB_FILE_FORMAT}"`);
  }
  if (header.version !== CLUB_FILE_VERSION) {
    return fail(1, `version ${String(header.version)} of the club file: this program reads version 1`);
  }
  const { club, exportedAt, migrations } = header;
  if (typeof club !== 'string' || club === '') return fail(1, 'the club must be a name (text)');
  if (typeof exportedAt !== 'string') return fail(1, 'exportedAt must be a time (text)');
  if (!Array.isArray(migrations) || !migrations.every((m) => typeof m === 'string')) {
    return fail(1, 'migrations must be a list of names');
  }

  const tables: OpenTable[] = [];
  let current: OpenTable | undefined;
  for (let i = 1; i < values.length; i++) {
    const v = values[i];
    const at = i + 1;
    if (Array.isArray(v)) {
      if (!current) return fail(at, 'a row before any table');
      if (v.length !== current.columns.length) {
        return fail(
          at,
          `a row of ${current.name} has ${v.length} values for ${current.columns.length} columns`,
        );
      }
      const bad = v.findIndex((x) => !isValue(x));
      if (bad >= 0) {
        return fail(at, `${current.name}.${current.columns[bad]}: a value must be text, a number or null`);
      }
      if (current.clubAt >= 0 && v[current.clubAt] !== club) {
        return fail(
          at,
          `a row of ${current.name} belongs to club ${JSON.stringify(v[current.clubAt])}, not ${club}`,
        );
      }
      current.rows.push(v as ClubValue[]);
      current.lines.push(at);
      continue;
    }
    if (!isRecord(v)) return fail(at, 'a line must be a table, a row or the end');
    if ('end' in v) {
      if (i !== values.length - 1) return fail(at + 1, 'lines after the end line');
      const end = v.end;
      if (!isRecord(end)) return fail(at, 'end must count the rows of each table');
      for (const t of tables) {
        if (end[t.name] !== t.rows.length) {
          return fail(
            at,
            `the end line counts ${String(end[t.name])} rows of ${t.name}; the file has ${t.rows.length}`,
          );
        }
      }
      const extra = Object.keys(end).find((name) => !tables.some((t) => t.name === name));
      if (extra !== undefined)
        return fail(at, `the end line counts rows of ${extra}, which the file does not have`);
      const orphan = orphanRow(tables);
      if (orphan) return fail(orphan.line, orphan.message);
      const order = (name: string) => CLUB_TABLES.findIndex((t) => t.name === name);
      const sorted = [...tables].sort((a, b) => order(a.name) - order(b.name));
      return ok({
        club,
        exportedAt,
        migrations: migrations as string[],
        tables: sorted.map((t) => ({ name: t.name, columns: t.columns, rows: t.rows })),
      });
    }
    const { table: name, columns } = v;
    const table = typeof name === 'string' ? clubTable(name) : undefined;
    if (!table) return fail(at, `${JSON.stringify(name)} is not a table of a club's data`);
    if (tables.some((t) => t.name === table.name)) return fail(at, `${table.name} twice`);
    if (!Array.isArray(columns) || !columns.every((c) => typeof c === 'string' && c !== '')) {
      return fail(at, `the columns of ${table.name} must be a list of names`);
    }
    if (new Set(columns).size !== columns.length) return fail(at, `a column of ${table.name} twice`);
    const needed = [...table.key, ownerColumn(table)].find((c) => !columns.includes(c));
    if (needed !== undefined) return fail(at, `${table.name} without its column ${needed}`);
    current = {
      name: table.name,
      columns: columns as string[],
      rows: [],
      lines: [],
      // Any table's `club` column names the file's club (a child table may keep one too).
      clubAt: columns.indexOf('club'),
    };
    tables.push(current);
  }
  return fail(values.length + 1, 'the file ends before its end line: it was cut short');
}

/** The first row whose parent (its evening, its event) is not in the file, and where it is. */
function orphanRow(tables: readonly OpenTable[]): { line: number; message: string } | undefined {
  for (const t of tables) {
    const spec = clubTable(t.name);
    if (!spec || spec.owner === 'club') continue;
    const { via, parent: parentName } = spec.owner;
    const parent = tables.find((p) => p.name === parentName);
    const parentKey = clubTable(parentName)?.key[0] ?? '';
    const keyAt = parent ? parent.columns.indexOf(parentKey) : -1;
    const held = new Set(parent ? parent.rows.map((r) => r[keyAt]) : []);
    const viaAt = t.columns.indexOf(via);
    const i = t.rows.findIndex((r) => !held.has(r[viaAt] ?? null));
    if (i >= 0) {
      return {
        line: t.lines[i] ?? 0,
        message: `a row of ${t.name} names ${parentName} ${JSON.stringify(t.rows[i]?.[viaAt])}, which the file does not have`,
      };
    }
  }
  return undefined;
}
