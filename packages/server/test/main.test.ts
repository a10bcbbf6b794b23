import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFrom } from '../src/config.js';
import { langOf } from '../src/errors.js';
import { describePostgres } from './databases.js';
import { get, post, start, until, uuid } from './helpers.js';
import { BIN, startProcess } from './process.js';

const dir = mkdtempSync(join(tmpdir(), 'bridge-score-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it('prints its URL, keeps data in DATA_DIR, and shuts down gracefully on SIGTERM and SIGINT', async () => {
    const data = join(dir, 'data');
    const first = await startProcess({ PORT: '0', DATA_DIR: data });
    expect(first.output()).toMatch(/bridge-score is running at http:\/\/127\.0\.0\.1:\d+\//);
    expect(first.output()).toContain(`(data: SQLite ${join(data, 'bridge-score.db')})`);
    expect(existsSync(join(data, 'bridge-score.db'))).toBe(true);
    const id = uuid();
    expect(
      (await post(`${first.url}/api/evenings/${id}/changes`, { base: 0, changes: [start()] })).status,
    ).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toMatch(/SIGTERM, closing/);

    // Started again on the same data: the evening is there.
    const second = await startProcess({ PORT: '0', DATA_DIR: data });
    expect((await get(`${second.url}/api/evenings/${id}`)).body.version).toBe(1);
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('says why it cannot start when the PostgreSQL server does not answer', () => {
    const r = spawnSync(process.execPath, [BIN], {
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_URL: 'postgres://bridge:not-for-the-log@127.0.0.1:1/bridge',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bridge-score could not start: .*ECONNREFUSED 127\.0\.0\.1:1/);
    expect(r.stdout + r.stderr).not.toContain('not-for-the-log');
  });

  it('refuses a bad PORT with the variable’s name', () => {
    const r = spawnSync(process.execPath, [BIN], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/PORT must be a port number/);
  });
});

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080 and ./data, and takes PORT, HOST, DATA_DIR', () => {
    const d = configFrom({}, '/web');
    expect(d.ok && d.value).toMatchObject({ port: 8080, host: '127.0.0.1', webRoot: '/web' });
    expect(d.ok && d.value.dataDir).toBe(join(process.cwd(), 'data'));
    const o = configFrom({ PORT: '3000', HOST: '0.0.0.0', DATA_DIR: '/srv/bridge' }, '/web');
    expect(o.ok && o.value).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: '/srv/bridge' });
    expect(configFrom({ PORT: '70000' }, '/web').ok).toBe(false);
    expect(configFrom({ HOST: 'example' }, '/web').ok).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY says so: true, a number of hops, or addresses and CIDR ranges', () => {
    const trust = (v: string | undefined) => {
      const c = configFrom(v === undefined ? {} : { TRUST_PROXY: v }, '/web');
      return c.ok ? c.value.trustProxy : null;
    };
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,fd00::/8')).toBe('127.0.0.1,10.0.0.0/8,fd00::/8');
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '::1/129', '100']) {
      const c = configFrom({ TRUST_PROXY: bad }, '/web');
      expect([bad, c.ok]).toEqual([bad, false]);
      expect(!c.ok && c.error).toMatch(/^TRUST_PROXY must be/);
    }
  });

  it('takes a PostgreSQL DATABASE_URL, and refuses another without repeating it (it may hold a password)', () => {
    expect(configFrom({}, '/web')).toMatchObject({ ok: true, value: { databaseUrl: null } });
    expect(configFrom({ DATABASE_URL: ' ' }, '/web')).toMatchObject({
      ok: true,
      value: { databaseUrl: null },
    });
    for (const url of ['postgres://u:p@db:5432/bridge', 'postgresql://127.0.0.1/bridge', 'POSTGRES://h/d']) {
      expect(configFrom({ DATABASE_URL: url }, '/web')).toMatchObject({
        ok: true,
        value: { databaseUrl: url },
      });
    }
    for (const url of [
      'mysql://u:secret@db/bridge',
      'postgres://u:secret@db:99999/x',
      'secret',
      'postgres://',
    ]) {
      const r = configFrom({ DATABASE_URL: url }, '/web');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/^DATABASE_URL must be a PostgreSQL URL/);
      expect(!r.ok && r.error).not.toContain('secret');
    }
  });

  it('reads the language from Accept-Language by weight', () => {
    expect(langOf(undefined)).toBe('en');
    expect(langOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(langOf('de-DE,zh-CN;q=0.5,en;q=0.4')).toBe('zh');
    expect(langOf('fr')).toBe('en');
    expect(langOf('ru;q=0,zh')).toBe('zh');
  });
});

describePostgres('npm start on PostgreSQL', (db) => {
  const connections = async () =>
    (
      await db().rows<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'bridge-score'",
      )
    )[0]?.n;

  it('uses DATABASE_URL and names it without the password, keeps data, and closes its connections on SIGTERM', async () => {
    const url = new URL(db().url);
    url.password = 'not-for-the-log'; // the server trusts 127.0.0.1: sent, and ignored
    const data = join(dir, 'not-used');
    const env = { PORT: '0', DATA_DIR: data, DATABASE_URL: url.toString() };
    const first = await startProcess(env);
    url.password = '';
    expect(first.output()).toContain(`(data: PostgreSQL ${url.toString()})`);
    expect(first.output()).not.toContain('not-for-the-log');
    expect(existsSync(data)).toBe(false);
    expect((await get(`${first.url}/api/health`)).body).toMatchObject({ status: 'ok', store: 'postgres' });
    const id = uuid();
    expect(
      (await post(`${first.url}/api/evenings/${id}/changes`, { base: 0, changes: [start()] })).status,
    ).toBe(200);
    expect(await connections()).toBeGreaterThan(0);
    expect(await first.stop('SIGTERM')).toBe(0);
    // The pool said goodbye before the process ended; the server lets the sessions go right after.
    await until('the server to end the sessions', async () => (await connections()) === 0);

    const second = await startProcess(env);
    expect((await get(`${second.url}/api/evenings/${id}`)).body.version).toBe(1);
    expect(await second.stop('SIGINT')).toBe(0);
    await until('the server to end the sessions', async () => (await connections()) === 0);
  }, 40_000);
});
