/**
 * The web app as a Fastify instance: the JSON API under `/api`, its OpenAPI
 * document at `/api/openapi.json`, and the built page. Every request and
 * response is checked against its JSON schema (`schemas.ts`); the page gets a
 * Content-Security-Policy that allows no inline script. Listening, the
 * database file and signals are `main.ts`'s business, so tests build the same
 * app on a port of their own.
 *
 * @example
 * const app = await buildApp({ store: await openSqliteStore({ file: ':memory:' }), webRoot: null });
 * await app.listen({ host: '127.0.0.1', port: 0 });
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '@bridge-score/core';
import { replay, replayFrom, summarize } from '@bridge-score/scorepad';
import rateLimit from '@fastify/rate-limit';
import responseValidation from '@fastify/response-validation';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerAccounts } from './account-routes.js';
import { type AuthDelay, registerAuth, scopeOf } from './auth.js';
import { registerDesk } from './desk-routes.js';
import { apiError, changeError, langOf, type SchemaError, schemaProblem } from './errors.js';
import { eventTopic, type LiveBus, MemoryLiveBus } from './live-bus.js';
import { type FeedOptions, LiveFeed } from './live-feed.js';
import { registerLive, TABLE_RATE_LIMIT } from './live-routes.js';
import type { TravellerSource } from './live-traveller.js';
import { appendRoute, changesRoute, getRoute, healthRoute, listRoute, MAX_LIST } from './schemas.js';
import { registerSecurityHeaders } from './security-headers.js';
import type { AppendCheck, Store } from './store/store.js';

export interface AppOptions {
  readonly store: Store;
  /** The folder of the built page (`packages/web/dist`); null serves the API alone. */
  readonly webRoot: string | null;
  /** Fastify's logger option: false in tests, a level for `npm start`. */
  readonly logger?: boolean | { readonly level: string };
  /** Requests a client may make a minute; false for none. */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number } | false;
  /** Largest request body in bytes. */
  readonly bodyLimit?: number;
  /** The version shown by `/api/health`. */
  readonly version?: string;
  /** How stored changes reach live viewers (default: within this process). */
  readonly bus?: LiveBus;
  /** Requests one table code may make (table routes); false for none. */
  readonly tableRateLimit?: { readonly max: number; readonly timeWindowMs: number } | false;
  /** The delay after a wrong director's password (250 ms, doubling, at most 8 s). */
  readonly authDelay?: AuthDelay;
  /** The live streams' coalescing and heartbeat. */
  readonly feed?: FeedOptions;
  /**
   * Check the tables' answers against their schemas before sending them (default true: the tests
   * run so). `npm start` turns it off: the answers are still serialised by their schemas, and
   * checking each costs more than making it.
   */
  readonly checkTableAnswers?: boolean;
  /** Where boards' travellers are scored (`npm start` on SQLite: a worker thread); none: on the main thread. */
  readonly travellers?: TravellerSource;
  /**
   * Fastify's `trustProxy` (`TRUST_PROXY`): whether, or which, reverse proxies' `X-Forwarded-For`
   * says the client's address (rate limits, the loopback-only setup). Default false: the socket's
   * address, whatever the headers say.
   */
  readonly trustProxy?: TrustProxy;
  /** Told of every route as it is registered (the cross-club test enumerates them so). */
  readonly onRoute?: (route: { readonly method: string; readonly url: string }) => void;
  /**
   * The server is reached from other machines (`HOST` not loopback: `servesNetwork`): the
   * scorepad's `/api/evenings` routes then need the director, as the desk's do (default false).
   */
  readonly servesNetwork?: boolean;
}

/** Trust no proxy, every one, the nearest `n` hops, or these addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string;

/** 256 KB: a night's changes sent at once are a few tens of KB; a house rule set is about 3 KB. */
export const BODY_LIMIT = 256 * 1024;
export const RATE_LIMIT = { max: 600, timeWindowMs: 60_000 } as const;

/** The check `append` runs in its transaction: the evening replayed with the new changes. */
const check: AppendCheck = (held, incoming) => {
  const before = held.length === 0 ? null : replay(held);
  // What is held was checked when it was taken: a replay that fails now is a bug, not bad input.
  if (before !== null && !before.ok)
    throw new Error(`held changes do not replay: ${before.error.error.code}`);
  const after = replayFrom(before?.value ?? null, incoming, held.length);
  return after.ok ? ok(summarize(after.value)) : after;
};

const lang = (req: FastifyRequest) => langOf(req.headers['accept-language']);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store } = options;
  const bus = options.bus ?? new MemoryLiveBus();
  const feed = new LiveFeed(store, bus, options.feed);
  const bodyLimit = options.bodyLimit ?? BODY_LIMIT;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Requests are taken as sent: no coercion of types, no silent removal of unknown fields.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false },
    },
    return503OnClosing: true,
    // Fastify takes a hop count too (proxy-addr's), though its types say only boolean or addresses.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
  });
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => feed.close());
  if (!options.bus) app.addHook('onClose', async () => bus.close());

  registerSecurityHeaders(app);
  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? RATE_LIMIT;
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (req, context) => ({
        statusCode: 429,
        ...apiError({ code: 'rate-limited', seconds: Math.ceil(context.ttl / 1000) }, lang(req)),
      }),
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'bridge-score',
        description:
          'The home scorepad: evenings of rubber bridge or Chicago kept as lists of changes. ' +
          'Errors are `{ error: { code, message, field?, index? } }`, the message in the language of Accept-Language (en, ru, zh).',
        version: options.version ?? '0.1.0',
      },
    },
  });
  await app.register(responseValidation, { ajv: { coerceTypes: false } });

  app.setErrorHandler(
    (
      error: Error & {
        statusCode?: number;
        code?: string;
        validation?: SchemaError[];
        validationContext?: string;
      },
      req,
      reply,
    ) => {
      const l = lang(req);
      if (error.validation) {
        const { field, problem } = schemaProblem(
          error.validation,
          error.validationContext === 'body' ? '' : (error.validationContext ?? ''),
        );
        return reply.code(400).send(apiError({ code: 'invalid', field, problem }, l, { field }));
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send(apiError({ code: 'too-large', limit: bodyLimit }, l));
      }
      if (error.statusCode === 429) return reply.code(429).send(error);
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        const problem = { keyword: 'other', detail: error.message } as const;
        return reply
          .code(error.statusCode)
          .send(apiError({ code: 'invalid', field: 'body', problem }, l, { field: 'body' }));
      }
      req.log.error(error);
      return reply.code(500).send(apiError({ code: 'server' }, l));
    },
  );

  app.setNotFoundHandler((req, reply) => reply.code(404).send(apiError({ code: 'not-found' }, lang(req))));

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  app.get('/api/health', { schema: healthRoute }, async (req, reply) => {
    try {
      await store.ping();
    } catch (e) {
      req.log.error(e);
      return reply.code(503).send(apiError({ code: 'server' }, lang(req)));
    }
    return { status: 'ok', store: store.dialect, version: options.version ?? '0.1.0' };
  });

  app.get<{ Querystring: { limit?: string } }>('/api/evenings', { schema: listRoute }, async (req) => {
    const limit = Math.min(MAX_LIST, Math.max(1, Number(req.query.limit ?? MAX_LIST)));
    return { evenings: await store.listEvenings(scopeOf(req), limit) };
  });

  app.get<{ Params: { id: string } }>('/api/evenings/:id', { schema: getRoute }, async (req, reply) => {
    const scope = scopeOf(req);
    const evening = await store.getEvening(scope, req.params.id);
    const changes = evening && (await store.changesAfter(scope, req.params.id, 0));
    if (!evening || !changes) return reply.code(404).send(apiError({ code: 'not-found' }, lang(req)));
    return { ...evening, changes };
  });

  app.get<{ Params: { id: string }; Querystring: { after?: string } }>(
    '/api/evenings/:id/changes',
    { schema: changesRoute },
    async (req, reply) => {
      const after = Number(req.query.after ?? 0);
      const scope = scopeOf(req);
      const evening = await store.getEvening(scope, req.params.id);
      const changes = evening && (await store.changesAfter(scope, req.params.id, after));
      if (!evening || !changes) return reply.code(404).send(apiError({ code: 'not-found' }, lang(req)));
      return { version: evening.version, changes };
    },
  );

  app.post<{ Params: { id: string }; Body: { base: number; changes: Parameters<Store['append']>[3] } }>(
    '/api/evenings/:id/changes',
    { schema: appendRoute },
    async (req, reply) => {
      const l = lang(req);
      const { base, changes } = req.body;
      const out = await store.append(scopeOf(req), req.params.id, base, changes, check);
      switch (out.kind) {
        case 'appended':
          return { version: out.version, added: out.added, duplicates: out.duplicates, summary: out.summary };
        case 'stale':
          return reply.code(409).send({
            ...apiError({ code: 'stale', version: out.version }, l),
            version: out.version,
            duplicates: out.duplicates,
            changes: out.changes,
          });
        case 'rejected': {
          const { index, field, error } = out.error;
          return reply.code(400).send(changeError(error, l, `changes[${index}].op.${field}`, index));
        }
        case 'id-conflict':
          return reply.code(409).send(apiError({ code: 'id-conflict', id: out.id }, l));
      }
    },
  );

  const ownPassword = registerAuth(app, store, {
    ...(options.authDelay ? { delay: options.authDelay } : {}),
    servesNetwork: options.servesNetwork ?? false,
  });
  registerAccounts(app, store, ownPassword);
  registerDesk(app, store, (eventId, version) => {
    bus.publish(eventTopic(eventId), JSON.stringify({ version })).catch((e: unknown) => app.log.error(e));
  });
  registerLive(app, {
    store,
    bus,
    feed,
    tableRateLimit: options.rateLimit === false ? false : (options.tableRateLimit ?? TABLE_RATE_LIMIT),
    checkAnswers: options.checkTableAnswers ?? true,
    ...(options.travellers ? { travellers: options.travellers } : {}),
  });

  if (options.webRoot !== null) {
    const root = options.webRoot;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn(`the page is not built (${root}): run npm run build`);
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, path) {
        // Built assets carry a hash in their names and never change; everything else is checked each time.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  }

  return app;
}
