/**
 * The scorepad's routes (`/api/evenings…`): open on a server that listens on this machine only,
 * the director's on a server that serves the room (docs/live.md, "Who may do what").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { configFrom } from '../src/config.js';
import { start as startServer } from '../src/main.js';
import { servesNetwork } from '../src/scorepad-access.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { Store } from '../src/store/store.js';
import { get, post, start, uuid } from './helpers.js';

const REMOTE = '192.168.1.23';
const LOOPBACK = '127.0.0.1';
const PASSWORD = 'correct horse battery';

/** Every scorepad route once, from `from`, with the cookie given: the status codes. */
async function statuses(app: FastifyInstance, from: string, id: string, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, remoteAddress: from, headers, ...(payload ? { payload } : {}) });
  return [
    (await call('GET', '/api/evenings')).statusCode,
    (await call('GET', `/api/evenings/${id}`)).statusCode,
    (await call('GET', `/api/evenings/${id}/changes?after=0`)).statusCode,
    (await call('POST', `/api/evenings/${uuid()}/changes`, { base: 0, changes: [start()] })).statusCode,
  ];
}

describe('the scorepad’s routes on a server that serves the room', () => {
  let store: Store;
  let app: FastifyInstance;
  let id: string;
  beforeAll(async () => {
    store = await openSqliteStore({ file: ':memory:' });
    app = await buildApp({ store, webRoot: null, rateLimit: false, servesNetwork: true });
    id = uuid();
    const made = await app.inject({
      method: 'POST',
      url: `/api/evenings/${id}/changes`,
      remoteAddress: LOOPBACK,
      payload: { base: 0, changes: [start()] },
    });
    expect(made.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('refuses the room, before reading the body, and allows this machine while no password is set', async () => {
    expect(await statuses(app, REMOTE, id)).toEqual([401, 401, 401, 401]);
    const refused = await app.inject({ method: 'GET', url: '/api/evenings', remoteAddress: REMOTE });
    expect(refused.json().error.code).toBe('auth-required');
    // A body too large is not read: the answer is the same 401.
    const big = await app.inject({
      method: 'POST',
      url: `/api/evenings/${id}/changes`,
      remoteAddress: REMOTE,
      payload: { base: 0, changes: [], pad: 'x'.repeat(300 * 1024) },
    });
    expect(big.statusCode).toBe(401);
    expect(await statuses(app, LOOPBACK, id)).toEqual([200, 200, 200, 200]);
  });

  it('needs the signed-in director once a password is set, from anywhere', async () => {
    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      remoteAddress: LOOPBACK,
      payload: { password: PASSWORD },
    });
    expect(setup.statusCode).toBe(204);
    expect(await statuses(app, LOOPBACK, id)).toEqual([401, 401, 401, 401]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: REMOTE,
      payload: { password: PASSWORD },
    });
    expect(login.statusCode).toBe(204);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect(await statuses(app, REMOTE, id, cookie)).toEqual([200, 200, 200, 200]);
    expect(await statuses(app, REMOTE, id, 'bs_session=forged')).toEqual([401, 401, 401, 401]);
  });
});

describe('which servers serve the room', () => {
  it('is any address but loopback and localhost', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'fe80::1']) expect(servesNetwork(host)).toBe(true);
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost'])
      expect(servesNetwork(host)).toBe(false);
  });
});

describe('npm start on this machine only', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bridge-score-scorepad-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the scorepad open, even with an account set', async () => {
    const config = configFrom({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir);
    if (!config.ok) throw new Error(config.error);
    const store = await openSqliteStore({ file: join(dir, 'bridge-score.db') });
    const made = await store.createFirstAccount({
      id: uuid(),
      username: 'director',
      hash: 'scrypt$1$1$1$AA==$AA==',
      role: 'site-admin',
      club: null,
    });
    expect(made.kind).toBe('created');
    await store.close();
    const writes: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => {
      writes.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    let stop: () => Promise<void>;
    try {
      stop = await startServer(config.value);
    } finally {
      process.stdout.write = write;
    }
    try {
      const url = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(writes.join(''))?.[1];
      if (!url) throw new Error(`no URL in ${writes.join('')}`);
      const evening = uuid();
      expect(
        (await post(`${url}/api/evenings/${evening}/changes`, { base: 0, changes: [start()] })).status,
      ).toBe(200);
      expect((await get(`${url}/api/evenings/${evening}`)).status).toBe(200);
      // The desk is the director's still: a password is set and no one signed in.
      expect((await get(`${url}/api/desk/events`)).status).toBe(401);
    } finally {
      await stop();
    }
  });
});
