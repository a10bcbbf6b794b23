/**
 * The API over the real server on 127.0.0.1, once on each store (`databases.ts`).
 */
import { contractOf, RULE_SETS } from '@bridge-score/core';
import { defaultSettings } from '@bridge-score/scorepad';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATTERNS } from '../src/errors.js';
import { describeStores } from './databases.js';
import { change, deal, get, played, post, start, startServer, type TestServer, uuid } from './helpers.js';

describeStores('the API', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await db().open());
  });
  afterAll(async () => {
    await server?.close();
  });

  const changesUrl = (id: string) => `${server.url}/api/evenings/${id}/changes`;

  describe('health, OpenAPI and headers', () => {
    it('answers the health check with its store', async () => {
      const r = await get(`${server.url}/api/health`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'ok', store: db().dialect });
    });

    it('publishes every route in the OpenAPI document', async () => {
      const r = await get(`${server.url}/api/openapi.json`);
      expect(r.status).toBe(200);
      expect(
        Object.keys(r.body.paths ?? {})
          .filter((p) => !p.startsWith('/api/desk/'))
          .sort(),
      ).toEqual([
        '/api/accounts',
        '/api/accounts/{id}',
        '/api/accounts/{id}/password',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/setup',
        '/api/clubs',
        '/api/evenings',
        '/api/evenings/{id}',
        '/api/evenings/{id}/changes',
        '/api/health',
        '/api/public/events/{id}',
        '/api/public/events/{id}/stream',
        '/api/table/{code}',
        '/api/table/{code}/next',
        '/api/table/{code}/results',
      ]);
      expect(Object.keys(r.body.paths?.['/api/evenings/{id}/changes'] ?? {}).sort()).toEqual(['get', 'post']);
    });

    it('names every pattern of every schema, so that no refusal shows a regular expression', async () => {
      const r = await get(`${server.url}/api/openapi.json`);
      const patterns = new Set<string>();
      const walk = (x: unknown): void => {
        if (Array.isArray(x)) for (const v of x) walk(v);
        else if (x !== null && typeof x === 'object') {
          for (const [k, v] of Object.entries(x)) {
            if (k === 'pattern' && typeof v === 'string') patterns.add(v);
            else walk(v);
          }
        }
      };
      walk(r.body);
      // Every route's schemas: the desk's, the table's and the accounts' have patterns of their own.
      expect(patterns.size).toBeGreaterThanOrEqual(8);
      expect([...patterns].filter((p) => !(p in PATTERNS))).toEqual([]);
      // A refusal by one of them is worded in the request's language.
      const bad = await fetch(`${server.url}/api/table/not-a-code`, { headers: { 'accept-language': 'ru' } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.message).toContain('кодом стола из 6 букв и цифр');
    });

    it('sends a Content-Security-Policy that forbids inline script', async () => {
      const r = await get(`${server.url}/api/health`);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('an evening kept as changes', () => {
    it('stores a rubber and gives back its changes in order with the totals of the Laws example', async () => {
      const id = uuid();
      const changes = [start(), played(7, 'NT', 'W', 13), played(4, 'S', 'S', 11), played(3, 'NT', 'N', 10)];
      const r = await post(changesUrl(id), { base: 0, changes });
      expect(r.status).toBe(200);
      // Laws of Rubber Bridge example: NS 780, EW 1220.
      expect(r.body).toMatchObject({
        version: 4,
        added: 4,
        duplicates: 0,
        summary: { totals: { NS: 780, EW: 1220 } },
      });
      const back = await get(`${server.url}/api/evenings/${id}`);
      expect(back.status).toBe(200);
      expect(back.body.changes?.map((c) => [c.seq, c.id])).toEqual(changes.map((c, i) => [i + 1, c.id]));
      expect(back.body.changes?.[1]?.op).toEqual(JSON.parse(JSON.stringify(changes[1]?.op)));
      const after = await get(`${changesUrl(id)}?after=2`);
      expect(after.body.changes?.map((c) => c.seq)).toEqual([3, 4]);
    });

    it('takes a change sent twice once: a retry after a lost answer changes nothing', async () => {
      const id = uuid();
      const body = { base: 0, changes: [start(), played(2, 'H', 'N', 8)] };
      const first = await post(changesUrl(id), body);
      const again = await post(changesUrl(id), body);
      expect(first.body).toMatchObject({ version: 2, added: 2, duplicates: 0 });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ version: 2, added: 0, duplicates: 2 });
      // A retry carrying one held change and one new one takes only the new one.
      const third = played(1, 'C', 'E', 7);
      const mixed = await post(changesUrl(id), { base: 1, changes: [body.changes[1], third] });
      expect(mixed.body).toMatchObject({ version: 3, added: 1, duplicates: 1 });
      const all = await get(`${server.url}/api/evenings/${id}`);
      expect(all.body.changes).toHaveLength(3);
    });

    it('refuses a stale write with the newer changes, and overwrites nothing', async () => {
      const id = uuid();
      await post(changesUrl(id), { base: 0, changes: [start()] });
      const theirs = played(4, 'S', 'S', 10);
      expect((await post(changesUrl(id), { base: 1, changes: [theirs] })).status).toBe(200);
      const mine = played(3, 'NT', 'E', 9);
      const r = await post(changesUrl(id), { base: 1, changes: [mine] }, { 'accept-language': 'en' });
      expect(r.status).toBe(409);
      expect(r.body.error?.code).toBe('stale');
      expect(r.body.version).toBe(2);
      expect(r.body.changes?.map((c) => c.id)).toEqual([theirs.id]);
      const all = await get(`${server.url}/api/evenings/${id}`);
      expect(all.body.changes?.map((c) => c.id)).toEqual([expect.any(String), theirs.id]);
    });

    it('refuses a change id already held with other content', async () => {
      const id = uuid();
      const s = start();
      await post(changesUrl(id), { base: 0, changes: [s] });
      const r = await post(changesUrl(uuid()), { base: 0, changes: [s] });
      expect(r.status).toBe(409);
      expect(r.body.error?.code).toBe('id-conflict');
    });

    it('lists evenings, the most recently changed first, and answers 404 for one it does not hold', async () => {
      const a = uuid();
      const b = uuid();
      await post(changesUrl(a), { base: 0, changes: [start()] });
      await post(changesUrl(b), { base: 0, changes: [start(defaultSettings('chicago'))] });
      await post(changesUrl(a), { base: 1, changes: [played(1, 'NT', 'N', 7)] });
      const list = await get(`${server.url}/api/evenings`);
      const ids = list.body.evenings?.map((e) => e.id) ?? [];
      expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
      expect(list.body.evenings?.find((e) => e.id === b)?.summary.form).toBe('chicago');
      expect((await get(`${server.url}/api/evenings/${uuid()}`)).status).toBe(404);
      expect((await get(`${changesUrl(uuid())}?after=0`)).status).toBe(404);
    });
  });

  describe('bad input: 400 naming the field and why', () => {
    const cases: [string, unknown, string, RegExp][] = [
      [
        'an 8-level contract',
        { contract: { level: 8, strain: 'S', doubling: '' }, declarer: 'S', tricks: 10 },
        'changes[1].op.deal.contract.level',
        /at most 7/,
      ],
      [
        '14 tricks',
        { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'S', tricks: 14 },
        'changes[1].op.deal.tricks',
        /at most 13/,
      ],
      [
        'no declarer',
        { contract: { level: 4, strain: 'S', doubling: '' }, tricks: 10 },
        'changes[1].op.deal.declarer',
        /missing/,
      ],
      [
        'a field that does not exist',
        { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'S', tricks: 10, vul: 'NS' },
        'changes[1].op.deal.vul',
        /not a field/,
      ],
    ];
    it.each(cases)('refuses %s', async (_what, badDeal, field, why) => {
      const id = uuid();
      const r = await post(changesUrl(id), {
        base: 0,
        changes: [start(), change({ kind: 'deal', deal: badDeal as never })],
      });
      expect(r.status).toBe(400);
      expect(r.body.error?.field).toBe(field);
      expect(r.body.error?.message).toMatch(why);
      // Nothing of the request was kept, not even its valid first change.
      expect((await get(`${server.url}/api/evenings/${id}`)).status).toBe(404);
    });

    it('refuses honours a side cannot hold (four aces in a suit) with the core’s reason, in Russian when asked', async () => {
      const id = uuid();
      const claim = deal({
        contract: contractOf(4, 'S'),
        declarer: 'S',
        tricks: 10,
        honours: { kind: 'four-aces', holder: 'NS' },
      });
      const r = await post(
        changesUrl(id),
        { base: 0, changes: [start(), claim] },
        { 'accept-language': 'ru-RU,ru;q=0.9' },
      );
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({
        code: 'honours-strain',
        field: 'changes[1].op.deal.honours',
        index: 1,
      });
      expect(r.body.error?.message).toMatch(/туз/); // «четыре туза»: Russian words, not English
    });

    it('writes nothing of a request whose later change is refused', async () => {
      const id = uuid();
      await post(changesUrl(id), { base: 0, changes: [start(), played(4, 'S', 'S', 10)] });
      // The second game wins the rubber; a third deal is then refused: the whole request fails.
      const r = await post(changesUrl(id), {
        base: 2,
        changes: [played(4, 'S', 'S', 10), played(1, 'C', 'N', 7)],
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'rubber-over', index: 1, field: 'changes[1].op.kind' });
      const back = await get(`${server.url}/api/evenings/${id}`);
      expect(back.body.version).toBe(2);
    });

    it('refuses a bad evening id, a bad change id and an unknown rule set', async () => {
      const bad = await post(`${server.url}/api/evenings/not-a-uuid/changes`, {
        base: 0,
        changes: [start()],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe('params.id');
      const badChange = await post(changesUrl(uuid()), { base: 0, changes: [{ ...start(), id: 'x' }] });
      expect(badChange.body.error?.field).toBe('changes[0].id');
      const rules = await post(changesUrl(uuid()), {
        base: 0,
        changes: [start({ ...defaultSettings('rubber'), rules: { name: 'duplicate' } })],
      });
      expect(rules.status).toBe(400);
      expect(rules.body.error).toMatchObject({
        code: 'sheet-rules-form',
        field: 'changes[0].op.settings.rules',
      });
    });

    it('takes a house rule set and refuses one that is not valid, naming its field', async () => {
      const house = { ...RULE_SETS.rubber, name: 'club', insult: { X: 100, XX: 100 } };
      const good = await post(changesUrl(uuid()), {
        base: 0,
        changes: [
          start({ ...defaultSettings('rubber'), rules: { house: JSON.parse(JSON.stringify(house)) } }),
        ],
      });
      expect(good.status).toBe(200);
      expect(good.body.summary?.rules).toBe('club');
      const bad = await post(changesUrl(uuid()), {
        base: 0,
        changes: [
          start({
            ...defaultSettings('rubber'),
            rules: { house: { ...JSON.parse(JSON.stringify(house)), gameThreshold: -5 } },
          }),
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('rules-invalid');
      expect(bad.body.error?.message).toContain('gameThreshold');
    });

    it('refuses malformed JSON and a body over the limit', async () => {
      const broken = await post(changesUrl(uuid()), '{"base": 0,');
      expect(broken.status).toBe(400);
      expect(broken.body.error?.code).toBe('invalid');
      const big = await post(changesUrl(uuid()), {
        base: 0,
        changes: [start()],
        pad: 'x'.repeat(300 * 1024),
      });
      expect(big.status).toBe(413);
      expect(big.body.error?.code).toBe('too-large');
    });
  });

  describe('rate limit', () => {
    it('answers 429 in JSON past the limit', async () => {
      const limited = await startServer(await db().open(), { rateLimit: { max: 3, timeWindowMs: 60_000 } });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await get(`${limited.url}/api/health`)).status);
        expect(codes).toEqual([200, 200, 200, 429]);
        const r = await get(`${limited.url}/api/health`, { 'accept-language': 'zh-CN' });
        expect(r.body.error?.code).toBe('rate-limited');
        expect(r.body.error?.message).toMatch(/请求太多/);
      } finally {
        await limited.close();
      }
    });
  });
});
