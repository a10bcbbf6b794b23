/**
 * Live updates across app processes: two `npm start` processes on one
 * PostgreSQL database; a viewer of the public results stream connected to
 * one hears a result sent to the other, also after the listening connection
 * of its process was ended by the server (`pg_terminate_backend`).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from './databases.js';
import { bodyOf, call, evening, pairsSetup, planOf } from './live-helpers.js';
import { type ServerProcess, startProcess } from './process.js';

const setup = pairsSetup(3);
const played = evening(planOf(setup));

describePostgres('live updates across processes', (db) => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // One after the other: the first migrates the new database.
    a = await startProcess({ ...db().env, PORT: '0', RATE_LIMIT: '0' });
    b = await startProcess({ ...db().env, PORT: '0', RATE_LIMIT: '0' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  }, 30_000);

  it('sends a result stored through one process to a viewer of the other, and again after its listener is ended', async () => {
    const id = crypto.randomUUID();
    expect((await call('POST', `${a.url}/api/desk/events`, { id, setup })).status).toBe(201);
    const started = await call('POST', `${a.url}/api/desk/events/${id}/live`, {});
    expect(started.status).toBe(201);
    const code = (table: number): string =>
      started.body.tables.find((t: { table: number }) => t.table === table)?.code ?? '';

    const controller = new AbortController();
    const res = await fetch(`${b.url}/api/public/events/${id}/stream`, { signal: controller.signal });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    const readUntil = async (done: (t: string) => boolean) => {
      const end = Date.now() + 15_000;
      while (!done(text)) {
        if (Date.now() > end) throw new Error(`waited 15 s; got ${text}`);
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended');
        text += decoder.decode(chunk.value);
      }
    };
    try {
      await readUntil((t) => t.includes('"version":1'));
      const [first, second] = played.filter((p) => p.round === 1 && p.table === 1);
      if (!first || !second) throw new Error('table 1 plays two boards in round 1');
      expect((await call('POST', `${a.url}/api/table/${code(1)}/results`, bodyOf(first))).status).toBe(201);
      await readUntil((t) => t.includes('"version":2'));

      // End every listening connection of the bus (its own application name) on this test's
      // database (other work may run buses on other databases of the server), then send again.
      const admin = new pg.Client({ connectionString: db().url });
      await admin.connect();
      try {
        const ended = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where application_name = 'bridge-score-live' and query ilike 'listen%'
             and datname = current_database()`,
        );
        expect(ended.rows.length).toBe(2);
      } finally {
        await admin.end();
      }
      expect((await call('POST', `${a.url}/api/table/${code(1)}/results`, bodyOf(second))).status).toBe(201);
      await readUntil((t) => t.includes('"version":3'));
    } finally {
      controller.abort();
    }
  });
});
