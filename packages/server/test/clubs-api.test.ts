/**
 * The clubs boundary at the API, on every route the app registers (collected
 * by `buildApp`'s `onRoute` as Fastify registers them, so a route added later
 * is tried here, or fails the test until it is given a case below).
 *
 * Two clubs hold the same kinds of data (`fillClub`: evenings, a pairs event
 * with a live session and its audit log, a teams event, a director). Club A's
 * director and A's scorer try each route of club data with club B's ids: each
 * try is refused (403 or 404; 409 `id-conflict` where the id sent is B's and
 * the request would create it), its answer names none of B's ids that the
 * request did not send, and every row of club B is as it was. Then B's own
 * director makes the same request and is answered (the refusal is the
 * boundary, not a broken request). A scorer is refused every route that is
 * the director's, and a club's account that names another club is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth.js';
import type { Store } from '../src/store/store.js';
import { type FilledClub, fillClub, pairsSetup, type Rows, sqlRows } from './clubs.js';
import { describeStores, type TestDatabase } from './databases.js';
import { start, uuid } from './helpers.js';

type App = Awaited<ReturnType<typeof buildApp>>;
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** One request: what to send. */
interface Try {
  readonly method: Method;
  readonly url: string;
  readonly body?: unknown;
}

/** The ids a case may use: the other club's (`them`) and the requester's own (`own`). */
interface Ids {
  readonly them: FilledClub & { readonly scorerId: string };
  readonly own: FilledClub & { readonly scorerId: string };
  /** A results file of the requester's own pairs event (PBN, base64). */
  readonly file: string;
}

/**
 * How each route is tried across clubs. `owner`: what the other club's director gets for the same
 * request on its own data (a status), or null when it is not asked (a stream stays open; a
 * creation with an id that exists is refused to everyone).
 */
interface Case {
  tries(ids: Ids): Try[];
  readonly owner: number | null;
}

const line = { section: 'A', board: 1, text: '2 2 3NT= N', reason: null, correction: 'tried across clubs' };

/** Every route of club data: how it is tried. The key is `METHOD url` as registered. */
const CASES: Record<string, Case> = {
  'GET /api/evenings': { tries: () => [{ method: 'GET', url: '/api/evenings' }], owner: 200 },
  'GET /api/evenings/:id': {
    tries: ({ them }) => them.evenings.map((id) => ({ method: 'GET', url: `/api/evenings/${id}` })),
    owner: 200,
  },
  'GET /api/evenings/:id/changes': {
    tries: ({ them }) =>
      them.evenings.map((id) => ({ method: 'GET', url: `/api/evenings/${id}/changes?after=0` })),
    owner: 200,
  },
  'POST /api/evenings/:id/changes': {
    // Onto B's evening, from the start: refused (B's own director would be told it is stale).
    tries: ({ them }) =>
      them.evenings.map((id) => ({
        method: 'POST',
        url: `/api/evenings/${id}/changes`,
        body: { base: 0, changes: [start()] },
      })),
    owner: null,
  },
  'GET /api/desk/events': { tries: () => [{ method: 'GET', url: '/api/desk/events' }], owner: 200 },
  'POST /api/desk/events': {
    tries: ({ them }) =>
      them.deskEvents.map((id) => ({
        method: 'POST',
        url: '/api/desk/events',
        body: { id, setup: pairsSetup('taken over') },
      })),
    owner: null,
  },
  'GET /api/desk/events/:id': {
    tries: ({ them }) => them.deskEvents.map((id) => ({ method: 'GET', url: `/api/desk/events/${id}` })),
    owner: 200,
  },
  'PUT /api/desk/events/:id/setup': {
    tries: ({ them }) => [
      {
        method: 'PUT',
        url: `/api/desk/events/${them.deskEvents[0]}/setup`,
        body: { setup: pairsSetup('renamed') },
      },
    ],
    owner: 200,
  },
  'PUT /api/desk/events/:id/lines/:line': {
    // B's line in B's event; a new line in B's event; B's line id in the requester's own event.
    tries: ({ them, own }) => [
      { method: 'PUT', url: `/api/desk/events/${them.deskEvents[0]}/lines/${them.deskLines[0]}`, body: line },
      { method: 'PUT', url: `/api/desk/events/${them.deskEvents[0]}/lines/${uuid()}`, body: line },
      { method: 'PUT', url: `/api/desk/events/${own.deskEvents[0]}/lines/${them.deskLines[0]}`, body: line },
    ],
    owner: null,
  },
  'DELETE /api/desk/events/:id/lines/:line': {
    tries: ({ them, own }) => [
      {
        method: 'DELETE',
        url: `/api/desk/events/${them.deskEvents[0]}/lines/${them.deskLines[1]}?reason=tried`,
      },
      {
        method: 'DELETE',
        url: `/api/desk/events/${own.deskEvents[0]}/lines/${them.deskLines[1]}?reason=tried`,
      },
    ],
    owner: null,
  },
  'GET /api/desk/events/:id/rankings': {
    tries: ({ them }) =>
      them.deskEvents.map((id) => ({ method: 'GET', url: `/api/desk/events/${id}/rankings` })),
    owner: 200,
  },
  'GET /api/desk/events/:id/export': {
    tries: ({ them }) => [{ method: 'GET', url: `/api/desk/events/${them.deskEvents[0]}/export?format=pbn` }],
    owner: 200,
  },
  'POST /api/desk/import': {
    // The requester's own results file: over B's event, or as a new event with B's id.
    tries: ({ them, file }) => [
      {
        method: 'POST',
        url: '/api/desk/import',
        body: { id: uuid(), name: 'own.pbn', content: file, replace: them.deskEvents[0] },
      },
      {
        method: 'POST',
        url: '/api/desk/import',
        body: { id: them.deskEvents[0], name: 'own.pbn', content: file },
      },
      {
        method: 'POST',
        url: '/api/desk/import',
        body: { id: them.deskEvents[1], name: 'own.pbn', content: file, asNew: true },
      },
    ],
    owner: null,
  },
  'POST /api/desk/events/:id/live': {
    tries: ({ them }) =>
      them.deskEvents.map((id) => ({ method: 'POST', url: `/api/desk/events/${id}/live`, body: {} })),
    owner: null,
  },
  'GET /api/desk/events/:id/live': {
    tries: ({ them }) => [{ method: 'GET', url: `/api/desk/events/${them.deskEvents[0]}/live` }],
    owner: 200,
  },
  'PUT /api/desk/events/:id/live/settings': {
    tries: ({ them }) => [
      { method: 'PUT', url: `/api/desk/events/${them.deskEvents[0]}/live/settings`, body: { public: false } },
    ],
    owner: 200,
  },
  'POST /api/desk/events/:id/live/close': {
    tries: ({ them }) => [{ method: 'POST', url: `/api/desk/events/${them.deskEvents[0]}/live/close` }],
    owner: 200,
  },
  'POST /api/desk/events/:id/live/tables/:section/:table/round': {
    tries: ({ them }) => [
      {
        method: 'POST',
        url: `/api/desk/events/${them.deskEvents[0]}/live/tables/A/2/round`,
        body: { round: 2 },
      },
    ],
    owner: 200,
  },
  'GET /api/desk/events/:id/audit': {
    tries: ({ them }) => [
      { method: 'GET', url: `/api/desk/events/${them.deskEvents[0]}/audit` },
      { method: 'GET', url: `/api/desk/events/${them.deskEvents[0]}/audit?format=csv` },
    ],
    owner: 200,
  },
  'GET /api/desk/events/:id/stream': {
    tries: ({ them }) =>
      them.deskEvents.map((id) => ({ method: 'GET', url: `/api/desk/events/${id}/stream` })),
    owner: null,
  },
  'GET /api/accounts': { tries: () => [{ method: 'GET', url: '/api/accounts' }], owner: 200 },
  'POST /api/accounts': {
    tries: () => [
      {
        method: 'POST',
        url: '/api/accounts',
        body: {
          username: `intruder-${uuid().slice(0, 8)}`,
          password: 'long enough',
          role: 'scorer',
          club: 'club-b',
        },
      },
    ],
    owner: null,
  },
  'DELETE /api/accounts/:id': {
    tries: ({ them }) => [
      { method: 'DELETE', url: `/api/accounts/${them.scorerId}` },
      { method: 'DELETE', url: `/api/accounts/${them.directorId}` },
    ],
    owner: null,
  },
  'PUT /api/accounts/:id/password': {
    tries: ({ them }) => [
      { method: 'PUT', url: `/api/accounts/${them.scorerId}/password`, body: { password: 'taken over' } },
      { method: 'PUT', url: `/api/accounts/${them.directorId}/password`, body: { password: 'taken over' } },
    ],
    owner: null,
  },
  'GET /api/clubs': { tries: () => [{ method: 'GET', url: '/api/clubs' }], owner: null },
  'POST /api/clubs': {
    tries: () => [{ method: 'POST', url: '/api/clubs', body: { id: 'club-b', name: 'taken over' } }],
    owner: null,
  },
};

/** Routes that hold no club's data reached by an account, each with the reason. */
const NOT_CLUB_ROUTES: Record<string, string> = {
  'GET /api/health': 'the server and its database answering',
  'GET /api/openapi.json': 'the API’s description',
  'POST /api/auth/setup': 'the first account, from this machine only',
  'POST /api/auth/login': 'signs in; checked in live-api.test.ts',
  'POST /api/auth/logout': 'ends the session it carries',
  'GET /api/auth/me': 'who the request is',
  'GET /api/table/:code': 'a table code is its own credential, whoever holds it',
  'POST /api/table/:code/results': 'a table code is its own credential, whoever holds it',
  'POST /api/table/:code/next': 'a table code is its own credential, whoever holds it',
  'GET /api/public/events/:id': 'public while the session’s `public` is on, by design',
  'GET /api/public/events/:id/stream': 'public while the session’s `public` is on, by design',
};

/** The desk's routes a scorer may use (the brief of accounts: entry and live entry, no settings). */
const SCORER_MAY = new Set([
  'GET /api/desk/events',
  'GET /api/desk/events/:id',
  'GET /api/desk/events/:id/rankings',
  'GET /api/desk/events/:id/export',
  'GET /api/desk/events/:id/audit',
  'GET /api/desk/events/:id/stream',
  'GET /api/desk/events/:id/live',
  'PUT /api/desk/events/:id/lines/:line',
  'DELETE /api/desk/events/:id/lines/:line',
  'POST /api/desk/events/:id/live/tables/:section/:table/round',
]);

/** A HEAD route is its GET's: tried as the GET's case, with HEAD. */
const caseOf = (key: string): Case | undefined => CASES[key.replace(/^HEAD /, 'GET ')];

/** Every id of a club, and its usernames: none may appear in an answer to another club's request. */
function secretsOf(club: FilledClub & { scorerId: string }): string[] {
  return [
    ...club.evenings,
    ...club.deskEvents,
    ...club.deskLines,
    club.deletedLine,
    ...club.codes,
    club.directorId,
    club.scorerId,
    `director@${club.scope.club}`,
    `scorer@${club.scope.club}`,
    club.sourceHash,
  ];
}

describeStores('the clubs boundary at the API: every route', (db) => {
  let store: Store;
  let app: App;
  const routes: { method: string; url: string }[] = [];
  const cookies: Record<'admin' | 'dirA' | 'dirB' | 'scoA' | 'scoB', string> = {
    admin: '',
    dirA: '',
    dirB: '',
    scoA: '',
    scoB: '',
  };
  let a: FilledClub & { scorerId: string };
  let b: FilledClub & { scorerId: string };
  let fileA = '';
  let fileB = '';

  const send = (who: keyof typeof cookies, t: Try, headers: Record<string, string> = {}) =>
    app.inject({
      method: t.method,
      url: t.url,
      remoteAddress: '192.0.2.10',
      headers: { cookie: cookies[who], ...headers },
      ...(t.body === undefined ? {} : { payload: t.body as Record<string, unknown> }),
    });

  async function signIn(username: string, password: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.10',
      payload: { username, password },
    });
    expect(res.statusCode, username).toBe(204);
    return String(res.headers['set-cookie']).split(';')[0] ?? '';
  }

  beforeAll(async () => {
    store = await db().open();
    app = await buildApp({
      store,
      webRoot: null,
      rateLimit: false,
      authDelay: { baseMs: 1, maxMs: 2 },
      onRoute: (r) => routes.push(r),
    });
    const filledA = await fillClub(store, 'club-a');
    const filledB = await fillClub(store, 'club-b');
    // The site admin, made in the store (the first setup is from this machine: live-api.test.ts).
    const made = await store.createAccount({
      id: uuid(),
      username: 'admin',
      hash: await hashPassword('admin password'),
      role: 'site-admin',
      club: null,
    });
    expect(made.kind).toBe('created');
    cookies.admin = await signIn('admin', 'admin password');
    // The site admin gives each club's director a password; each director makes a scorer.
    const scorers: string[] = [];
    for (const [club, key] of [
      [filledA, 'dirA'],
      [filledB, 'dirB'],
    ] as const) {
      const set = await send('admin', {
        method: 'PUT',
        url: `/api/accounts/${club.directorId}/password`,
        body: { password: `${club.scope.club} director` },
      });
      expect(set.statusCode).toBe(204);
      cookies[key] = await signIn(`director@${club.scope.club}`, `${club.scope.club} director`);
      const scorer = await send(key, {
        method: 'POST',
        url: '/api/accounts',
        body: {
          username: `scorer@${club.scope.club}`,
          password: `${club.scope.club} scorer`,
          role: 'scorer',
        },
      });
      expect(scorer.statusCode, scorer.body).toBe(201);
      expect(scorer.json()).toMatchObject({ role: 'scorer', club: club.scope.club });
      scorers.push(scorer.json().id);
    }
    a = { ...filledA, scorerId: scorers[0] ?? '' };
    b = { ...filledB, scorerId: scorers[1] ?? '' };
    cookies.scoA = await signIn('scorer@club-a', 'club-a scorer');
    cookies.scoB = await signIn('scorer@club-b', 'club-b scorer');
    const exportOf = async (who: 'dirA' | 'dirB', id: string) => {
      const res = await send(who, { method: 'GET', url: `/api/desk/events/${id}/export?format=pbn` });
      expect(res.statusCode).toBe(200);
      return Buffer.from(res.body).toString('base64');
    };
    fileA = await exportOf('dirA', a.deskEvents[0] ?? '');
    fileB = await exportOf('dirB', b.deskEvents[0] ?? '');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const keys = () => [...new Set(routes.map((r) => `${r.method} ${r.url}`))].sort();

  it('knows every route the app registers: each is tried across clubs or said to hold no club’s data', () => {
    expect(keys().length).toBeGreaterThan(30);
    const unknown = keys().filter((k) => !caseOf(k) && !(k.replace(/^HEAD /, 'GET ') in NOT_CLUB_ROUTES));
    expect(unknown).toEqual([]);
    // And nothing listed here is gone from the app.
    const registered = new Set(keys());
    expect(
      [...Object.keys(CASES), ...Object.keys(NOT_CLUB_ROUTES)].filter((k) => !registered.has(k)),
    ).toEqual([]);
  });

  /** Tries every case's requests as `who` against `them`; checks each refusal. */
  async function across(
    who: 'dirA' | 'scoA',
    them: typeof b,
    own: typeof a,
    file: string,
    database: TestDatabase,
  ) {
    const secrets = secretsOf(them);
    const tried: string[] = [];
    const initial = await sqlRows(database, them.scope.club);
    for (const key of keys()) {
      const c = caseOf(key);
      if (!c) continue;
      const method = key.split(' ')[0] as Method;
      for (const t0 of c.tries({ them, own, file })) {
        const t = { ...t0, method };
        // A read changes nothing: the rows are compared after every write, and once after all.
        const write = t.method !== 'GET' && t.method !== 'HEAD';
        const before: Rows | null = write ? await sqlRows(database, them.scope.club) : null;
        const res = await send(who, t);
        const where = `${who} ${t.method} ${t.url}`;
        const refused =
          res.statusCode === 403 ||
          res.statusCode === 404 ||
          (res.statusCode === 409 && res.json().error.code === 'id-conflict');
        // A list answers the requester's own club (checked below to hold none of the other's ids).
        const isList =
          (t.method === 'GET' || t.method === 'HEAD') &&
          /^\/api\/(evenings|desk\/events|accounts)$/.test(t.url);
        const ok = refused || (isList && res.statusCode === 200);
        expect([where, ok, res.statusCode]).toEqual([where, true, res.statusCode]);
        // None of the other club's ids that the request did not send itself.
        const sent = `${t.url} ${JSON.stringify(t.body ?? null)}`;
        const leaked = secrets.filter((s) => !sent.includes(s) && res.body.includes(s));
        expect([where, leaked]).toEqual([where, []]);
        if (before) expect([where, await sqlRows(database, them.scope.club)]).toEqual([where, before]);
        tried.push(key);
      }
    }
    expect(await sqlRows(database, them.scope.club)).toEqual(initial);
    return tried;
  }

  it('refuses club A’s director every route of club B’s data, and changes nothing of B’s', async () => {
    const tried = await across('dirA', b, a, fileA, db());
    // Every case ran at least once.
    expect(new Set(tried.map((k) => k.replace(/^HEAD /, 'GET ')))).toEqual(new Set(Object.keys(CASES)));
  }, 120_000);

  it('refuses club A’s scorer every route of club B’s data too', async () => {
    await across('scoA', b, a, fileA, db());
  }, 120_000);

  it('answers club B’s own director the same requests (the refusals are the boundary)', async () => {
    const ids = { them: b, own: b, file: fileB };
    for (const key of keys()) {
      const c = caseOf(key);
      if (!c || c.owner === null || key.startsWith('HEAD ')) continue;
      for (const t of c.tries(ids)) {
        const res = await send('dirB', t);
        expect([key, t.url, res.statusCode, res.body.slice(0, 200)]).toEqual([
          key,
          t.url,
          c.owner,
          res.body.slice(0, 200),
        ]);
      }
    }
    // And a list shows the club's own data.
    const list = await send('dirB', { method: 'GET', url: '/api/desk/events' });
    expect(
      list
        .json()
        .events.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual([...b.deskEvents].sort());
  }, 120_000);

  it('refuses a club’s account that names another club, and lets the site admin name any', async () => {
    for (const who of ['dirA', 'scoA'] as const) {
      const header = await send(who, { method: 'GET', url: '/api/desk/events' }, { 'x-club': 'club-b' });
      expect(header.statusCode).toBe(403);
      expect(header.json().error.code).toBe('club-forbidden');
      const query = await send(who, { method: 'GET', url: '/api/desk/events?club=club-b' });
      expect(query.statusCode).toBe(403);
    }
    // The site admin: the club named, by header or query; an unknown one is 404; none is `local`.
    const ofB = await send('admin', { method: 'GET', url: '/api/desk/events' }, { 'x-club': 'club-b' });
    expect(
      ofB
        .json()
        .events.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual([...b.deskEvents].sort());
    const ofA = await send('admin', { method: 'GET', url: '/api/desk/events?club=club-a' });
    expect(
      ofA
        .json()
        .events.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual([...a.deskEvents].sort());
    const none = await send('admin', { method: 'GET', url: '/api/desk/events?club=club-z' });
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'club-not-found']);
    expect((await send('admin', { method: 'GET', url: '/api/desk/events' })).json().events).toEqual([]);
    // Who am I.
    const me = await send('dirA', { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      director: true,
      role: 'director',
      club: 'club-a',
      account: { username: 'director@club-a', role: 'director', club: 'club-a' },
    });
  });

  it('keeps a scorer to entry: every director’s route of its own club is refused, and changes nothing', async () => {
    const ids = { them: a, own: a, file: fileA };
    let refused = 0;
    for (const key of keys()) {
      const c = caseOf(key);
      const method = key.split(' ')[0] as Method;
      const get = key.replace(/^HEAD /, 'GET ');
      if (!c || SCORER_MAY.has(get) || !/ \/api\/(desk|clubs)/.test(key)) continue;
      for (const t0 of c.tries(ids)) {
        const t = { ...t0, method };
        const write = method !== 'GET' && method !== 'HEAD';
        const before = write ? await sqlRows(db(), 'club-a') : null;
        const res = await send('scoA', t);
        expect([key, t.url, res.statusCode]).toEqual([key, t.url, 403]);
        if (before) expect(await sqlRows(db(), 'club-a')).toEqual(before);
        refused++;
      }
    }
    // Create and import events, setup, live start, settings and close, clubs.
    expect(refused).toBeGreaterThanOrEqual(10);
    // Accounts: a scorer lists and makes none.
    expect((await send('scoA', { method: 'GET', url: '/api/accounts' })).statusCode).toBe(403);
    const make = await send('scoA', {
      method: 'POST',
      url: '/api/accounts',
      body: { username: 'made-by-scorer', password: 'long enough', role: 'scorer' },
    });
    expect([make.statusCode, make.json().error.code]).toEqual([403, 'auth-forbidden']);
    // What a scorer may do: enter and correct a line, set a table's round, read the audit log.
    const [event = ''] = a.deskEvents;
    const put = await send('scoA', {
      method: 'PUT',
      url: `/api/desk/events/${event}/lines/${uuid()}`,
      body: line,
    });
    expect(put.statusCode, put.body).toBe(200);
    const round = await send('scoA', {
      method: 'POST',
      url: `/api/desk/events/${event}/live/tables/A/3/round`,
      body: { round: 2 },
    });
    expect(round.statusCode).toBe(200);
    const audit = await send('scoA', { method: 'GET', url: `/api/desk/events/${event}/audit` });
    expect(audit.statusCode).toBe(200);
    // The audit log says who entered the line: the scorer's account.
    expect(audit.json().entries.at(-1)).toMatchObject({ actor: 'scorer@club-a', action: 'enter' });
    // A scorer sets its own password, giving the current one, and no one else's.
    for (const current of [undefined, 'not the password']) {
      const refused = await send('scoA', {
        method: 'PUT',
        url: `/api/accounts/${a.scorerId}/password`,
        body:
          current === undefined ? { password: 'club-a scorer 2' } : { password: 'club-a scorer 2', current },
      });
      expect([current, refused.statusCode, refused.json().error.code]).toEqual([current, 401, 'auth-wrong']);
    }
    // The refusals changed nothing: the old password still signs in.
    cookies.scoA = await signIn('scorer@club-a', 'club-a scorer');
    const own = await send('scoA', {
      method: 'PUT',
      url: `/api/accounts/${a.scorerId}/password`,
      body: { password: 'club-a scorer 2', current: 'club-a scorer' },
    });
    expect(own.statusCode).toBe(204);
    cookies.scoA = await signIn('scorer@club-a', 'club-a scorer 2');
    const director = await send('scoA', {
      method: 'PUT',
      url: `/api/accounts/${a.directorId}/password`,
      body: { password: 'taken over' },
    });
    expect(director.statusCode).toBe(404);
  }, 120_000);

  it('lets a director manage its club’s scorers only, and the site admin any account', async () => {
    // A director makes no director and no site admin.
    for (const role of ['director', 'site-admin']) {
      const res = await send('dirA', {
        method: 'POST',
        url: '/api/accounts',
        body: { username: `x-${role}`, password: 'long enough', role },
      });
      expect([role, res.statusCode, res.json().error.code]).toEqual([role, 403, 'auth-forbidden']);
    }
    // Nor deletes or sets the password of another director of its club, or of itself.
    const other = await send('admin', {
      method: 'POST',
      url: '/api/accounts',
      body: { username: 'second@club-a', password: 'long enough', role: 'director', club: 'club-a' },
    });
    expect(other.statusCode).toBe(201);
    const otherId: string = other.json().id;
    expect((await send('dirA', { method: 'DELETE', url: `/api/accounts/${otherId}` })).statusCode).toBe(404);
    expect((await send('dirA', { method: 'DELETE', url: `/api/accounts/${a.directorId}` })).statusCode).toBe(
      400,
    );
    // A username is one across the service; a club must exist; a site admin has no club.
    const taken = await send('admin', {
      method: 'POST',
      url: '/api/accounts',
      body: { username: 'scorer@club-b', password: 'long enough', role: 'scorer', club: 'club-a' },
    });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'account-username-taken']);
    const noClub = await send('admin', {
      method: 'POST',
      url: '/api/accounts',
      body: { username: 'nobody', password: 'long enough', role: 'scorer', club: 'club-z' },
    });
    expect([noClub.statusCode, noClub.json().error.code]).toEqual([404, 'club-not-found']);
    const adminClub = await send('admin', {
      method: 'POST',
      url: '/api/accounts',
      body: { username: 'admin2', password: 'long enough', role: 'site-admin', club: 'club-a' },
    });
    expect([adminClub.statusCode, adminClub.json().error.code]).toEqual([400, 'account-club']);
    // The director lists its club's accounts only.
    const listed = await send('dirA', { method: 'GET', url: '/api/accounts' });
    expect(listed.json().accounts.map((x: { username: string }) => x.username)).toEqual([
      'director@club-a',
      'scorer@club-a',
      'second@club-a',
    ]);
    // Clubs: the site admin makes one; a second with the id is refused, in Russian when asked.
    const club = await send('admin', {
      method: 'POST',
      url: '/api/clubs',
      body: { id: 'club-c', name: 'Клуб C' },
    });
    expect([club.statusCode, club.json().name]).toEqual([201, 'Клуб C']);
    const again = await send(
      'admin',
      { method: 'POST', url: '/api/clubs', body: { id: 'club-c', name: 'again' } },
      { 'accept-language': 'ru' },
    );
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'club-exists']);
    expect(again.json().error.message).toContain('Клуб');
    const bad = await send('admin', {
      method: 'POST',
      url: '/api/clubs',
      body: { id: 'Club C!', name: 'x' },
    });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'id']);
    // A deleted account's session ends with it.
    const cookie = await signIn('second@club-a', 'long enough');
    expect((await send('admin', { method: 'DELETE', url: `/api/accounts/${otherId}` })).statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/desk/events',
      remoteAddress: '192.0.2.10',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  }, 120_000);
});

describe('the clubs boundary at the API: the cases are written for the routes', () => {
  it('keeps the scorer’s routes among the cases', () => {
    for (const key of SCORER_MAY) expect(CASES[key], key).toBeDefined();
  });
});
