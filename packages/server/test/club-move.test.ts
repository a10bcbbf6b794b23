/**
 * Moving a club: its file read back as written, and a club filled on SQLite
 * moved to PostgreSQL and back, compared at each step by what the store
 * answers and by the rows SQL reads (never by the export itself), with the
 * other clubs of both databases untouched. Then the commands, as a child
 * process of the real bin.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClubData, formatClubFile, parseClubFile } from '../src/store/club-file.js';
import { clubDifference, deleteClub, importClub, readClub, withClubRow } from '../src/store/club-move.js';
import { CLUB_TABLES, UNMOVED_TABLES } from '../src/store/club-tables.js';
import { KyselyStore } from '../src/store/kysely-store.js';
import { MIGRATION_NAMES } from '../src/store/migrations.js';
import type { Store } from '../src/store/store.js';
import { allRows, check, type FilledClub, fillClub, NO_ROWS, rowKey, sqlRows, storeView } from './clubs.js';
import { describeBothStores, describeStores, type TestDatabase } from './databases.js';
import { played } from './helpers.js';
import { BIN } from './process.js';

const kysely = (store: Store): KyselyStore => {
  if (!(store instanceof KyselyStore)) throw new Error('a KyselyStore');
  return store;
};

const sample: ClubData = {
  club: 'club-a',
  exportedAt: '2026-12-01T20:00:00.000Z',
  migrations: MIGRATION_NAMES,
  tables: [
    {
      name: 'evenings',
      columns: ['club', 'id', 'summary', 'version'],
      rows: [
        ['club-a', 'e1', '{"x":"é\\n"}', 3],
        ['club-a', 'e2', 'line\nbreak "quoted" 李', 0],
      ],
    },
    { name: 'changes', columns: ['evening_id', 'id', 'op'], rows: [['e1', 'c1', null]] },
  ],
};

const text = (data: ClubData) => formatClubFile(data).join('');

describe('the club file', () => {
  it('reads back what it wrote, line for line', () => {
    const written = text(sample);
    expect(written.split('\n')).toHaveLength(8); // header, 2 tables, 3 rows, end, and the last newline
    expect(parseClubFile(written)).toEqual({ ok: true, value: sample });
    // Windows line ends are read too.
    expect(parseClubFile(written.replaceAll('\n', '\r\n'))).toEqual({ ok: true, value: sample });
  });

  const lines = text(sample).split('\n');
  const without = (i: number) => lines.filter((_, j) => j !== i).join('\n');
  it.each([
    ['an empty file', '', 1, /not a club file/],
    ['another JSON file', '{"name":"x"}\n', 1, /not a club file/],
    ['a newer version', text(sample).replace('"version":1', '"version":2'), 1, /version 2/],
    ['a line that is not JSON', lines.toSpliced(3, 0, '["club-a", "e3"').join('\n'), 4, /not JSON/],
    ['a file cut short', lines.slice(0, 5).join('\n'), 6, /cut short/],
    ['a row with a value too few', text(sample).replace(',3]', ']'), 3, /3 values for 4 columns/],
    ['a row of another club', text(sample).replace('["club-a","e2"', '["club-b","e2"'), 4, /club "club-b"/],
    ['a value that is an object', text(sample).replace(',3]', ',{"n":3}]'), 3, /evenings.version/],
    ['a row before any table', without(1), 2, /before any table/],
    ['an unknown table', text(sample).replace('"table":"changes"', '"table":"passwords"'), 5, /"passwords"/],
    [
      'a table without its key',
      text(sample).replace('["evening_id","id","op"]', '["evening_id","op"]'),
      5,
      /column id/,
    ],
    [
      'a change of an evening the file lacks',
      text(sample).replace('["e1","c1"', '["e9","c1"'),
      6,
      /evenings "e9"/,
    ],
    [
      'a count that differs',
      text(sample).replace('"changes":1', '"changes":2'),
      7,
      /counts 2 rows of changes/,
    ],
    [
      'a line after the end',
      `${text(sample)}{"table":"desk_events","columns":["id","club"]}\n`,
      8,
      /after the end/,
    ],
  ])('refuses %s, naming the line', (_what, input, line, message) => {
    const r = parseClubFile(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.line).toBe(line);
      expect(r.error.message).toMatch(message);
    }
  });

  it('never throws, on any text or on a real file with a line changed', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseClubFile(s).ok === 'boolean'));
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.jsonValue(), (i, v) => {
        const changed = lines.toSpliced(i, 1, JSON.stringify(v)).join('\n');
        return typeof parseClubFile(changed).ok === 'boolean';
      }),
    );
  });
});

describe("the club's own row", () => {
  const now = '2026-12-02T05:00:00.000Z';
  it('is added for a club the file lists nowhere (named by its id), in the order of the tables', () => {
    const x = withClubRow({ ...sample, club: 'club-x' }, now);
    expect(x.tables.map((t) => t.name)).toEqual(['evenings', 'changes', 'clubs']);
    expect(x.tables[2]).toEqual({
      name: 'clubs',
      columns: ['club', 'created_at', 'name'],
      rows: [['club-x', now, 'club-x']],
    });
    // The other tables are the file's.
    expect(x.tables.slice(0, 2)).toEqual(sample.tables);
  });

  it('is kept as the file has it, and left out for local, which has none', () => {
    const listed: ClubData = {
      ...sample,
      tables: [
        ...sample.tables,
        { name: 'clubs', columns: ['club', 'created_at', 'name'], rows: [['club-a', now, 'Club A']] },
      ],
    };
    expect(withClubRow(listed, now)).toBe(listed);
    const local = withClubRow({ ...listed, club: 'local' }, now);
    expect(local.tables.find((t) => t.name === 'clubs')?.rows).toEqual([]);
    expect(withClubRow({ ...sample, club: 'local' }, now).tables).toEqual(sample.tables);
  });
});

describeStores('the club tables', (db) => {
  it('list every table of the database, as moved with its club or left with a reason', async () => {
    const store = kysely(await db().open());
    try {
      const tables = await store.database.introspection.getTables();
      const names = tables.filter((t) => t.schema === undefined || t.schema === 'public').map((t) => t.name);
      const listed = [...CLUB_TABLES.map((t) => t.name), ...Object.keys(UNMOVED_TABLES)];
      expect(names.sort()).toEqual(listed.sort());
    } finally {
      await store.close();
    }
  });
});

describeBothStores('moving a club', (dbs) => {
  let sqlite: KyselyStore;
  let postgres: KyselyStore;
  let a: FilledClub;
  let b: FilledClub;
  let view: Awaited<ReturnType<typeof storeView>>;
  let rowsOfA: Awaited<ReturnType<typeof sqlRows>>;
  let others: { sqlite: unknown; postgres: unknown };
  const rowsBesidesA = async (db: TestDatabase) => {
    const all = await allRows(db);
    const mine = await sqlRows(db, 'club-a');
    return Object.fromEntries(
      Object.entries(all).map(([t, rows]) => {
        const own = new Set((mine[t] ?? []).map(rowKey));
        return [t, rows.filter((r) => !own.has(rowKey(r)))];
      }),
    );
  };

  beforeAll(async () => {
    sqlite = kysely(await dbs().sqlite.open());
    postgres = kysely(await dbs().postgres.open());
    a = await fillClub(sqlite, 'club-a');
    b = await fillClub(sqlite, 'club-b');
    await fillClub(postgres, 'club-c');
    view = await storeView(sqlite, a);
    rowsOfA = await sqlRows(dbs().sqlite, 'club-a');
    others = { sqlite: await rowsBesidesA(dbs().sqlite), postgres: await rowsBesidesA(dbs().postgres) };
  }, 60_000);
  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
  });

  it('moves it from SQLite to PostgreSQL: the store answers the same and every row is equal', async () => {
    expect(Object.fromEntries(Object.entries(rowsOfA).map(([t, r]) => [t, r.length]))).toEqual(a.rows);
    const file = parseClubFile(text(await readClub(sqlite, 'club-a')));
    if (!file.ok) throw new Error(file.error.message);
    const done = await importClub(postgres, file.value);
    expect(done).toEqual({ ok: true, value: { club: 'club-a', rows: a.rows } });
    expect(await storeView(postgres, a)).toEqual(view);
    expect(await sqlRows(dbs().postgres, 'club-a')).toEqual(rowsOfA);
    expect(await rowsBesidesA(dbs().postgres)).toEqual(others.postgres);
  });

  it('refuses to import a club the database holds already, or its rows under another name', async () => {
    const data = await readClub(sqlite, 'club-a');
    expect(await importClub(postgres, data)).toMatchObject({ ok: false, error: { code: 'club-not-empty' } });
    const renamed = await importClub(postgres, data, { club: 'club-z' });
    expect(renamed).toMatchObject({ ok: false, error: { code: 'club-row-held', table: 'evenings' } });
    expect(await sqlRows(dbs().postgres, 'club-z')).toEqual(NO_ROWS);
    expect(await sqlRows(dbs().postgres, 'club-a')).toEqual(rowsOfA);
    // A file from a newer schema is refused before anything is read.
    const newer = { ...data, migrations: [...data.migrations, '9999-future'] };
    expect(await importClub(postgres, newer, { club: 'club-y' })).toEqual({
      ok: false,
      error: { code: 'club-newer-schema', migration: '9999-future' },
    });
  });

  it('deletes it from SQLite only while it is what the export holds, and leaves club B', async () => {
    const exported = await readClub(sqlite, 'club-a');
    const [evening = ''] = a.evenings;
    expect((await sqlite.append(a.scope, evening, 5, [played(7, 'NT', 'S', 13)], check)).kind).toBe(
      'appended',
    );
    expect(await deleteClub(sqlite, exported)).toMatchObject({
      ok: false,
      error: { code: 'club-changed', table: 'evenings' },
    });
    const changes = (a.rows.changes ?? 0) + 1;
    expect((await sqlRows(dbs().sqlite, 'club-a')).changes).toHaveLength(changes);
    const now = await readClub(sqlite, 'club-a');
    expect(await deleteClub(sqlite, now)).toEqual({
      ok: true,
      value: { club: 'club-a', rows: { ...a.rows, changes } },
    });
    expect(await sqlRows(dbs().sqlite, 'club-a')).toEqual(NO_ROWS);
    expect(await rowsBesidesA(dbs().sqlite)).toEqual(others.sqlite);
  });

  it('imports a club under another name, into a database that holds none of its ids', async () => {
    const renamed = { ...b, scope: { club: 'club-b2' } };
    const done = await importClub(postgres, await readClub(sqlite, 'club-b'), { club: 'club-b2' });
    expect(done).toEqual({ ok: true, value: { club: 'club-b2', rows: b.rows } });
    expect(await storeView(postgres, renamed)).toEqual(await storeView(sqlite, b));
    expect(await storeView(postgres, b)).toMatchObject({ evenings: [], deskList: [], source: undefined });
    const rowsOfB = await sqlRows(dbs().sqlite, 'club-b');
    const rowsOfB2 = await sqlRows(dbs().postgres, 'club-b2');
    const clubless = (rows: Record<string, unknown>[] = []) => rows.map(({ club: _, ...rest }) => rest);
    expect(clubless(rowsOfB2.evenings)).toEqual(clubless(rowsOfB.evenings));
    expect(rowsOfB2.evenings?.map((r) => r.club)).toEqual(['club-b2', 'club-b2']);
    expect(rowsOfB2.changes).toEqual(rowsOfB.changes);
    expect(rowsOfB2.desk_lines).toEqual(rowsOfB.desk_lines);
    const deleted = await deleteClub(postgres, await readClub(postgres, 'club-b2'));
    expect(deleted.ok).toBe(true);
    expect(await rowsBesidesA(dbs().postgres)).toEqual(others.postgres);
  });

  it('lists a club imported from a file without its row (as local exports) among the clubs', async () => {
    const held = await readClub(sqlite, 'club-b');
    const rowless: ClubData = {
      ...held,
      tables: held.tables.map((t) => (t.name === 'clubs' ? { ...t, rows: [] } : t)),
    };
    const done = await importClub(postgres, rowless, { club: 'from-laptop' });
    expect(done.ok && done.value.rows.clubs).toBe(1);
    expect((await postgres.listClubs()).map((c) => [c.id, c.name])).toContainEqual([
      'from-laptop',
      'from-laptop',
    ]);
    expect((await deleteClub(postgres, await readClub(postgres, 'from-laptop'))).ok).toBe(true);
    expect((await postgres.listClubs()).map((c) => c.id)).not.toContain('from-laptop');
  });

  it('moves it back from PostgreSQL to SQLite, equal to what it was, and it goes on from there', async () => {
    const back = await importClub(sqlite, await readClub(postgres, 'club-a'));
    expect(back.ok).toBe(true);
    expect(await storeView(sqlite, a)).toEqual(view);
    expect(await sqlRows(dbs().sqlite, 'club-a')).toEqual(rowsOfA);
    expect(await rowsBesidesA(dbs().sqlite)).toEqual(others.sqlite);
    // The exports of both databases are the same rows.
    expect(
      clubDifference(await readClub(sqlite, 'club-a'), await readClub(postgres, 'club-a')),
    ).toBeUndefined();
    // The evening takes its next change at its version, as before the move.
    const [evening = ''] = a.evenings;
    expect(await sqlite.append(a.scope, evening, 5, [played(1, 'C', 'W', 7)], check)).toMatchObject({
      kind: 'appended',
      version: 6,
    });
  });
});

describeBothStores('the club commands', (dbs) => {
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bridge-score-club-'));
    const store = await dbs().sqlite.open();
    await fillClub(store, 'moving');
    await fillClub(store, 'staying');
    await store.close();
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, ...args], {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString();
      });
      child.stderr.on('data', (b: Buffer) => {
        err += b.toString();
      });
      child.once('exit', (code) => resolve({ code, out, err }));
    });

  it('export-club, import-club into PostgreSQL and delete-club --matching move a club', async () => {
    const file = join(folder, 'moving.club.jsonl');
    const exported = await run(['export-club', 'moving', '--out', file], dbs().sqlite.env);
    expect(exported.err).toContain('exported club moving');
    expect(exported.code).toBe(0);
    const imported = await run(['import-club', file], dbs().postgres.env);
    expect(imported.err).toContain('checked equal');
    expect(imported.code).toBe(0);
    expect(await sqlRows(dbs().postgres, 'moving')).toEqual(await sqlRows(dbs().sqlite, 'moving'));
    const again = await run(['import-club', file], dbs().postgres.env);
    expect(again.code).toBe(1);
    expect(again.err).toContain('holds data of club moving already');
    const deleted = await run(['delete-club', 'moving', '--matching', file], dbs().sqlite.env);
    expect(deleted.code).toBe(0);
    expect((await sqlRows(dbs().sqlite, 'moving')).evenings).toEqual([]);
    expect((await sqlRows(dbs().sqlite, 'staying')).evenings).toHaveLength(2);
  });

  it('writes the file to standard output, and refuses a bad file or command line without touching the data', async () => {
    const out = await run(['export-club', 'staying'], dbs().sqlite.env);
    expect(out.code).toBe(0);
    expect(parseClubFile(out.out)).toMatchObject({ ok: true, value: { club: 'staying' } });
    const cut = join(folder, 'cut.club.jsonl');
    writeFileSync(cut, out.out.split('\n').slice(0, 4).join('\n'));
    const bad = await run(['import-club', cut, '--club', 'other'], dbs().postgres.env);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/cut\.club\.jsonl, line 5: the file ends before its end line/);
    expect((await sqlRows(dbs().postgres, 'other')).evenings).toEqual([]);
    expect((await run(['export-club'], dbs().sqlite.env)).code).toBe(2);
    expect((await run(['delete-club', 'staying'], dbs().sqlite.env)).code).toBe(2);
    expect((await run(['import-club', cut, '--out', 'x'], dbs().sqlite.env)).code).toBe(2);
    expect(readFileSync(cut, 'utf8')).not.toBe('');
  });
});
