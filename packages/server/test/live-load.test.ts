/**
 * A fast live evening under load (the full one: `npm run load`): 30 tables of a Mitchell,
 * two phones a table (60 clients at once) over real HTTP on 127.0.0.1, both phones of a table
 * sending every board with keys of their own. Every result the movement has played must be
 * stored exactly once, as its table sent it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  checkLines,
  eveningSetup,
  expectedLines,
  playEvening,
  startEvening,
} from '../scripts/live-evening.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import { LOCAL } from '../src/store/store.js';
import { startServer, type TestServer } from './helpers.js';

let folder: string;
let server: TestServer;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bridge-score-load-'));
  server = await startServer(await openSqliteStore({ file: join(folder, 'live.db') }), {
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    tableRateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

it('stores every result of a 30-table evening from 60 phones exactly once', async () => {
  const setup = eveningSetup(30, 4);
  const expected: Map<string, string> = expectedLines(setup);
  expect(expected.size).toBe(30 * 4 * 2);
  const { id, tables } = await startEvening(server.url, setup);
  expect(tables).toHaveLength(30);
  const stats = await playEvening(server.url, tables, { phonesPerTable: 2, deadline: Date.now() + 90_000 });
  // Both phones of a table send its boards until one of them moves the table on: each result is
  // stored by one, and the other is told it is held (the phones did collide).
  expect(stats.created).toBe(expected.size);
  expect(stats.repeated).toBeGreaterThan(0);
  expect(stats.acked).toHaveLength(stats.created + stats.repeated);
  expect([...stats.refused]).toEqual([]);
  const event = await server.store.getDeskEvent(LOCAL, id);
  expect(checkLines(setup, event?.deskLines ?? [])).toEqual([]);
  expect(event?.deskLines).toHaveLength(expected.size);
  // Every acknowledged result is held, with the line it was answered with.
  const held = new Set(event?.deskLines.map((l) => `${l.board} ${l.text}`));
  for (const ack of stats.acked) expect(held.has(`${ack.board} ${ack.line}`)).toBe(true);
  const db = new BetterSqlite3(join(folder, 'live.db'), { readonly: true });
  try {
    const count = (sql: string) => Number((db.prepare(sql).get(id) as { n: number }).n);
    expect(count('select count(*) as n from live_results where event_id = ?')).toBe(expected.size);
    expect(count('select count(*) as n from live_requests where event_id = ?')).toBe(expected.size);
    expect(count("select count(*) as n from live_audit where event_id = ? and action = 'enter'")).toBe(
      expected.size,
    );
    expect(count('select count(*) as n from live_tables where event_id = ? and finished = 1')).toBe(30);
  } finally {
    db.close();
  }
}, 120_000);
