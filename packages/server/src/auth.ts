/**
 * Accounts' sign-in and sessions, and who may use each club route
 * (docs/live.md, "Who may do what"; docs/deploy.md, "Clubs and accounts").
 *
 * - A password is kept as an scrypt hash (`node:crypto`, N = 2^15, r = 8,
 *   p = 1, a 16-byte salt, a 32-byte key), written `scrypt$N$r$p$salt$key`,
 *   and compared in constant time.
 * - A sign-in gives the cookie `bs_session`: 32 random bytes; the store keeps
 *   only their SHA-256 with the account, so a copy of the database signs no
 *   one in, and sessions survive a restart.
 * - A wrong password is answered after a delay that doubles with each failure
 *   from the client's address (reset by a success).
 * - Every club route (`routeNeed`) runs the policy (`decide`) before its body
 *   is read: the signed-in account's role must be enough, and the request
 *   works on the account's club (a site admin's: the one it names, else
 *   `local`). Before any account exists, this machine (a loopback address) is
 *   the director of `local`, so a laptop alone works with no password. The
 *   scorepad's evenings need no account on a server this machine alone
 *   reaches (with none, they are `local`'s), and a director on one that
 *   serves the room (`HOST` not loopback).
 * - The client's address is `req.ip`: the socket's, unless the app trusts a
 *   reverse proxy (`TRUST_PROXY`), whose `X-Forwarded-For` then says it.
 *
 * @example
 * const hash = await hashPassword('correct horse');
 * await verifyPassword('correct horse', hash); // true
 */
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import type { ApiError, Lang } from '@bridge-score/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, langOf } from './errors.js';
import {
  authLoginRoute,
  authLogoutRoute,
  authMeRoute,
  authSetupRoute,
  MIN_PASSWORD,
  SMALL_BODY,
} from './live-schemas.js';
import {
  type Account,
  CLUB_ID_PATTERN,
  HOME_CLUB,
  LOCAL,
  type Role,
  type Scope,
  type Store,
} from './store/store.js';

export const SESSION_COOKIE = 'bs_session';
/** 12 hours. */
export const SESSION_SECONDS = 12 * 60 * 60;

/** scrypt's cost: N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt); a 32-byte key. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;

function scryptKey(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keylen: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128 × N × r bytes; twice that leaves room.
    scrypt(
      password.normalize('NFC'),
      salt,
      params.keylen,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r },
      (e, key) => (e ? reject(e) : resolve(key)),
    );
  });
}

/** The stored form of a password: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptKey(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; the keys compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const got = await scryptKey(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** A stored hash of no password: a sign-in with none set costs as much as a wrong one. */
const NO_PASSWORD = hashPassword(randomBytes(24).toString('base64'));

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Whether an address is this machine's: 127.0.0.0/8, ::1, or IPv4-mapped 127.x. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The value of one cookie of a request. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

export interface AuthDelay {
  /** The delay after the first wrong password, in ms; doubled after each further one. */
  readonly baseMs: number;
  readonly maxMs: number;
}

export const AUTH_DELAY: AuthDelay = { baseMs: 250, maxMs: 8_000 };

/** Wrong passwords by client address: how many since the last success, and when the last was. */
class Failures {
  private readonly byClient = new Map<string, { count: number; at: number }>();
  constructor(private readonly delay: AuthDelay) {}

  /** Counts a failure and answers how long to wait before saying so. */
  fail(client: string): number {
    const now = Date.now();
    const held = this.byClient.get(client);
    // Forgotten 15 minutes after the last failure; at most 10,000 clients remembered.
    const count = held && now - held.at < 15 * 60_000 ? held.count : 0;
    this.byClient.delete(client);
    this.byClient.set(client, { count: count + 1, at: now });
    if (this.byClient.size > 10_000) {
      const oldest = this.byClient.keys().next().value;
      if (oldest !== undefined) this.byClient.delete(oldest);
    }
    return Math.min(this.delay.maxMs, this.delay.baseMs * 2 ** Math.min(count, 20));
  }

  succeed(client: string): void {
    this.byClient.delete(client);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request's rights: who it is, as what, on which club. */
export interface Access {
  /** The signed-in account; null for this machine before any account exists, or for no one. */
  readonly account: Account | null;
  /** Its role; null for no one (the scorepad's anonymous requests). */
  readonly role: Role | null;
  /** The club the request works on. */
  readonly scope: Scope;
  /** Whether the request named its club (`x-club` or `?club=`). */
  readonly named: boolean;
}

/** How much a route needs: a role at least, or nothing (the scorepad: anyone, on the club `local`). */
export type Need = Role | 'anyone';

const RANK: Record<Role, number> = { 'site-admin': 3, director: 2, scorer: 1 };

/** Whether a role has at least the rights of `need`. */
export const allows = (role: Role | null, need: Need): boolean =>
  need === 'anyone' || (role !== null && RANK[role] >= RANK[need]);

/**
 * The desk's routes a scorer may use: reading events, rankings, exports, the live session, the
 * audit log and the stream; entering and correcting lines; setting a table's round. Every other
 * `/api/desk` route is the director's, so a route added later is the director's until listed here.
 */
export const SCORER_ROUTES: ReadonlySet<string> = new Set([
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

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * What a route needs (by its method and registered URL), or null for a route that is no club's
 * (health, sign-in, table codes, public results).
 */
export function routeNeed(method: string, url: string | undefined, servesNetwork = false): Need | null {
  if (url === undefined) return null;
  // The scorepad: anyone's on a server this machine alone reaches, a director's on one serving the room.
  if (under(url, '/api/evenings')) return servesNetwork ? 'director' : 'anyone';
  if (under(url, '/api/desk')) return SCORER_ROUTES.has(`${method} ${url}`) ? 'scorer' : 'director';
  if (under(url, '/api/clubs')) return 'site-admin';
  // Each account route says more: a director manages the club's scorers, anyone their own password.
  if (under(url, '/api/accounts')) return 'scorer';
  return null;
}

/** Whether a route is one of the director's: every `/api/desk` route. */
export const isDirectorRoute = (url: string | undefined): boolean =>
  url !== undefined && under(url, '/api/desk');

/** The header, or the query parameter, by which a site admin names the club a request is for. */
export const CLUB_HEADER = 'x-club';
export const CLUB_QUERY = 'club';

const accessOf = new WeakMap<FastifyRequest, Access>();

/** The rights the policy found for a request of a club route (set before its handler runs). */
export function accessFor(req: FastifyRequest): Access {
  const access = accessOf.get(req);
  if (!access) throw new Error(`${req.method} ${req.routeOptions.url ?? req.url} is not a club route`);
  return access;
}

/** The club a request of a club route works on. */
export const scopeOf = (req: FastifyRequest): Scope => accessFor(req).scope;

function cookie(token: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}`;
}

async function signIn(store: Store, account: Account, reply: FastifyReply): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await store.addSession(account.id, sha256Hex(token), new Date(Date.now() + SESSION_SECONDS * 1000));
  reply.header('set-cookie', cookie(token, SESSION_COOKIE_SECONDS));
}

const SESSION_COOKIE_SECONDS = SESSION_SECONDS;

/** The username a sign-in or setup without one means: the home laptop's one account. */
export const DEFAULT_USERNAME = 'director';

type Refusal = { status: 401 | 403 | 404; error: ApiError };

/** The club a request names, if any: the header, else the query parameter (removed from the query). */
function namedClub(req: FastifyRequest): string | undefined {
  const header = req.headers[CLUB_HEADER];
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[CLUB_QUERY];
  // The query's `club` is the policy's, not the route's: its schema never sees it.
  if (query && CLUB_QUERY in query) delete query[CLUB_QUERY];
  const value = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : undefined;
  return value?.trim().toLowerCase();
}

/**
 * The policy: who a request is, and on which club it may work (docs/live.md, "Who may do what").
 * Returns the access, or why it is refused.
 */
export async function decide(store: Store, req: FastifyRequest, need: Need): Promise<Access | Refusal> {
  const token = cookieOf(req.headers.cookie, SESSION_COOKIE);
  const account = token ? await store.sessionAccount(sha256Hex(token)) : undefined;
  const named = namedClub(req);
  if (named !== undefined && !new RegExp(CLUB_ID_PATTERN).test(named)) {
    return { status: 404, error: { code: 'club-not-found', club: named.slice(0, 40) } };
  }
  if (!account) {
    // This machine before any account exists: the home laptop's director, on club `local`.
    const home = isLoopback(req.ip) && !(await store.hasAccounts());
    const role: Role | null = home ? 'director' : null;
    if (named !== undefined && named !== HOME_CLUB) return { status: 401, error: { code: 'auth-required' } };
    if (!allows(role, need)) return { status: 401, error: { code: 'auth-required' } };
    return { account: null, role, scope: LOCAL, named: named !== undefined };
  }
  if (!allows(account.role, need)) return { status: 403, error: { code: 'auth-forbidden' } };
  if (account.club !== null) {
    if (named !== undefined && named !== account.club) {
      return { status: 403, error: { code: 'club-forbidden', club: named } };
    }
    return { account, role: account.role, scope: { club: account.club }, named: named !== undefined };
  }
  // A site admin: the club named, or the home club.
  if (named === undefined) return { account, role: account.role, scope: LOCAL, named: false };
  if (!(await store.clubExists(named)))
    return { status: 404, error: { code: 'club-not-found', club: named } };
  return { account, role: account.role, scope: { club: named }, named: true };
}

/**
 * Whether `password` is the signed-in account's own: a wrong one waits as a
 * wrong sign-in does (the same count per client), so it cannot be guessed faster.
 */
export type OwnPasswordCheck = (req: FastifyRequest, username: string, password: string) => Promise<boolean>;

/**
 * The policy on every club route, and the routes of `/api/auth`. Returns the
 * check of one's own password that changing it asks for, sharing the sign-in's
 * slowing of wrong passwords.
 */
export function registerAuth(
  app: FastifyInstance,
  store: Store,
  options: { readonly delay?: AuthDelay; readonly servesNetwork?: boolean } = {},
): OwnPasswordCheck {
  const failures = new Failures(options.delay ?? AUTH_DELAY);
  const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

  // Before the body is read or checked: the room learns nothing of a director's route.
  app.addHook('onRequest', async (req, reply) => {
    const need = routeNeed(req.method, req.routeOptions.url, options.servesNetwork);
    if (need === null) return;
    const out = await decide(store, req, need);
    if ('status' in out) return reply.code(out.status).send(apiError(out.error, lang(req)));
    accessOf.set(req, out);
  });

  app.post<{ Body: { password: string; username?: string } }>(
    '/api/auth/setup',
    { schema: authSetupRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const l = lang(req);
      if (!isLoopback(req.ip)) {
        return reply.code(403).send(apiError({ code: 'auth-not-local' }, l));
      }
      if ([...req.body.password].length < MIN_PASSWORD) {
        return reply
          .code(400)
          .send(apiError({ code: 'auth-too-short', min: MIN_PASSWORD }, l, { field: 'password' }));
      }
      if (await store.hasAccounts()) {
        return reply.code(403).send(apiError({ code: 'auth-set-already' }, l));
      }
      const out = await store.createFirstAccount({
        id: randomUUID(),
        username: req.body.username ?? DEFAULT_USERNAME,
        hash: await hashPassword(req.body.password),
        role: 'site-admin',
        club: null,
      });
      if (out.kind !== 'created') return reply.code(403).send(apiError({ code: 'auth-set-already' }, l));
      await signIn(store, out.account, reply);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { password: string; username?: string } }>(
    '/api/auth/login',
    { schema: authLoginRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const client = req.ip;
      const held = await store.accountByUsername(req.body.username ?? DEFAULT_USERNAME);
      const right = await verifyPassword(req.body.password, held?.hash ?? (await NO_PASSWORD));
      if (!right || held === undefined) {
        await sleep(failures.fail(client));
        return reply.code(401).send(apiError({ code: 'auth-wrong' }, lang(req)));
      }
      failures.succeed(client);
      const { hash: _hash, ...account } = held;
      await signIn(store, account, reply);
      return reply.code(204).send();
    },
  );

  app.post('/api/auth/logout', { schema: authLogoutRoute, bodyLimit: SMALL_BODY }, async (req, reply) => {
    const token = cookieOf(req.headers.cookie, SESSION_COOKIE);
    if (token) await store.removeSession(sha256Hex(token));
    reply.header('set-cookie', cookie('', 0));
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { schema: authMeRoute }, async (req) => {
    const out = await decide(store, req, 'anyone');
    const access = 'status' in out ? null : out;
    const account = access?.account ?? null;
    return {
      director: allows(access?.role ?? null, 'director'),
      passwordSet: await store.hasAccounts(),
      loopback: isLoopback(req.ip),
      account,
      role: access?.role ?? null,
      club: access && access.role !== null ? access.scope.club : null,
    };
  });

  return async (req, username, password) => {
    const held = await store.accountByUsername(username);
    const right = await verifyPassword(password, held?.hash ?? (await NO_PASSWORD));
    if (right && held !== undefined) {
      failures.succeed(req.ip);
      return true;
    }
    await sleep(failures.fail(req.ip));
    return false;
  };
}
