/**
 * The director's password and session, and who may use the director's
 * routes (docs/live.md, "Who may do what").
 *
 * - The password is kept as an scrypt hash (`node:crypto`, N = 2^15, r = 8,
 *   p = 1, a 16-byte salt, a 32-byte key), written `scrypt$N$r$p$salt$key`,
 *   and compared in constant time.
 * - A sign-in gives the cookie `bs_session`: 32 random bytes; the store keeps
 *   only their SHA-256, so a copy of the database signs no one in.
 * - A wrong password is answered after a delay that doubles with each failure
 *   from the client's address (reset by a success).
 * - A director route is allowed with a valid session, or from a loopback
 *   address while no password is set (a laptop alone works as before).
 *
 * @example
 * const hash = await hashPassword('correct horse');
 * await verifyPassword('correct horse', hash); // true
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@bridge-score/i18n';
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
import { LOCAL, type Store } from './store/store.js';

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

/** The director's rights of a request (see the module overview). */
export interface Director {
  /** Whether the request may use the director's routes. */
  allowed(req: FastifyRequest): Promise<boolean>;
}

export function director(store: Store): Director {
  return {
    async allowed(req) {
      const token = cookieOf(req.headers.cookie, SESSION_COOKIE);
      if (token && (await store.directorSession(sha256Hex(token)))) return true;
      return isLoopback(req.socket.remoteAddress) && (await store.directorHash(LOCAL)) === undefined;
    },
  };
}

/** Whether a route is one of the director's: every `/api/desk` route. */
export const isDirectorRoute = (url: string | undefined): boolean =>
  url !== undefined && (url === '/api/desk' || url.startsWith('/api/desk/'));

function cookie(token: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}`;
}

async function signIn(store: Store, reply: FastifyReply): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await store.addDirectorSession(LOCAL, sha256Hex(token), new Date(Date.now() + SESSION_SECONDS * 1000));
  reply.header('set-cookie', cookie(token, SESSION_SECONDS));
}

/**
 * The policy on every director route, and the routes of `/api/auth`.
 */
export function registerAuth(
  app: FastifyInstance,
  store: Store,
  options: { readonly delay?: AuthDelay } = {},
): Director {
  const rights = director(store);
  const failures = new Failures(options.delay ?? AUTH_DELAY);
  const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

  // Before the body is read or checked: the room learns nothing of a director's route.
  app.addHook('onRequest', async (req, reply) => {
    if (!isDirectorRoute(req.routeOptions.url)) return;
    if (!(await rights.allowed(req))) {
      return reply.code(401).send(apiError({ code: 'auth-required' }, lang(req)));
    }
  });

  app.post<{ Body: { password: string } }>(
    '/api/auth/setup',
    { schema: authSetupRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const l = lang(req);
      if (!isLoopback(req.socket.remoteAddress)) {
        return reply.code(403).send(apiError({ code: 'auth-not-local' }, l));
      }
      if ([...req.body.password].length < MIN_PASSWORD) {
        return reply
          .code(400)
          .send(apiError({ code: 'auth-too-short', min: MIN_PASSWORD }, l, { field: 'password' }));
      }
      if ((await store.directorHash(LOCAL)) !== undefined) {
        return reply.code(403).send(apiError({ code: 'auth-set-already' }, l));
      }
      const set = await store.setDirectorHash(LOCAL, await hashPassword(req.body.password));
      if (!set) return reply.code(403).send(apiError({ code: 'auth-set-already' }, l));
      await signIn(store, reply);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/auth/login',
    { schema: authLoginRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const client = req.socket.remoteAddress ?? 'unknown';
      const stored = await store.directorHash(LOCAL);
      const right = await verifyPassword(req.body.password, stored ?? (await NO_PASSWORD));
      if (!right || stored === undefined) {
        await sleep(failures.fail(client));
        return reply.code(401).send(apiError({ code: 'auth-wrong' }, lang(req)));
      }
      failures.succeed(client);
      await signIn(store, reply);
      return reply.code(204).send();
    },
  );

  app.post('/api/auth/logout', { schema: authLogoutRoute, bodyLimit: SMALL_BODY }, async (req, reply) => {
    const token = cookieOf(req.headers.cookie, SESSION_COOKIE);
    if (token) await store.removeDirectorSession(sha256Hex(token));
    reply.header('set-cookie', cookie('', 0));
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { schema: authMeRoute }, async (req) => ({
    director: await rights.allowed(req),
    passwordSet: (await store.directorHash(LOCAL)) !== undefined,
    loopback: isLoopback(req.socket.remoteAddress),
  }));

  return rights;
}
