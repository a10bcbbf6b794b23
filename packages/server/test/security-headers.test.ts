/**
 * Every answer carries the security headers: the API, errors, the page, a table's page and the
 * live stream (which writes its own head). The expected values are written out here as the
 * policy says them (docs/architecture.md), not taken from the module.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openSqliteStore } from '../src/store/sqlite.js';
import type { Store } from '../src/store/store.js';
import { pairsSetup } from './live-helpers.js';

const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
    "connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'none';" +
    "form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const securityOf = (headers: Headers) =>
  Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, headers.get(name)]));

describe('security headers', () => {
  let store: Store;
  let app: FastifyInstance;
  let url: string;
  const web = mkdtempSync(join(tmpdir(), 'bridge-score-headers-'));
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    store = await openSqliteStore({ file: ':memory:' });
    app = await buildApp({ store, webRoot: web, rateLimit: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are on the API, its errors, the page, a table’s page and the live stream', async () => {
    const id = crypto.randomUUID();
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/desk/events', { id, setup: pairsSetup(3) })).status).toBe(201);
    const started = await post(`/api/desk/events/${id}/live`, {});
    const code = ((await started.json()) as { tables: { code: string }[] }).tables[0]?.code;
    const answers = [
      await fetch(`${url}/api/health`),
      await fetch(`${url}/api/nowhere`),
      await post('/api/evenings/not-an-id/changes', { base: 'x' }),
      await fetch(`${url}/`),
      await fetch(`${url}/api/table/${code}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 200, 200]);
    for (const a of answers) expect(securityOf(a.headers)).toEqual(EXPECTED);
    const controller = new AbortController();
    const stream = await fetch(`${url}/api/public/events/${id}/stream`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(securityOf(stream.headers)).toEqual(EXPECTED);
    controller.abort();
    // No HSTS on a room's plain-HTTP network.
    expect(answers[0]?.headers.get('strict-transport-security')).toBeNull();
  });
});
