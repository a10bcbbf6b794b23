/**
 * `npm start`: the server on http://127.0.0.1:8080 with its data in
 * ./data/bridge-score.db, or on the PostgreSQL server `DATABASE_URL` names.
 * `PORT`, `HOST` and `DATA_DIR` change them. The start line prints the URL and
 * the database (a PostgreSQL URL without its password); SIGINT or SIGTERM
 * closes the server (requests under way finish) and then the database (the
 * SQLite file, or the pool's connections). On PostgreSQL the live updates go
 * through a `PostgresLiveBus` on the same database, so that several processes
 * serve one evening's viewers.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, configFrom } from './config.js';
import { TravellerWorker } from './live-traveller.js';
import { servesNetwork } from './scorepad-access.js';
import { openPostgresStore } from './store/postgres.js';
import { openPostgresLiveBus, type PostgresLiveBus } from './store/postgres-bus.js';
import { openSqliteStore } from './store/sqlite.js';
import type { Store, StoreDialect } from './store/store.js';

/** The built page: `packages/web/dist` beside this package. */
export const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const DATABASE_NAMES: Record<StoreDialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The database a config names: PostgreSQL when `DATABASE_URL` is set, else SQLite in `DATA_DIR`. */
export function openStore(config: Config): Promise<Store> {
  return config.databaseUrl === null
    ? openSqliteStore({ file: join(config.dataDir, 'bridge-score.db') })
    : openPostgresStore({ url: config.databaseUrl });
}

export async function start(config: Config): Promise<() => Promise<void>> {
  const store = await openStore(config);
  // On PostgreSQL, live updates go through the database, so viewers on any process hear every process.
  let bus: PostgresLiveBus | undefined;
  if (config.databaseUrl !== null) {
    try {
      bus = await openPostgresLiveBus({ url: config.databaseUrl });
    } catch (e) {
      await store.close();
      throw e;
    }
  }
  // Boards' travellers are scored on a worker thread, from the lines this thread reads.
  const travellers = new TravellerWorker();
  const app = await buildApp({
    ...(bus ? { bus } : {}),
    travellers,
    store,
    webRoot: config.webRoot,
    logger: { level: config.logLevel },
    rateLimit: config.rateLimit === 0 ? false : { max: config.rateLimit, timeWindowMs: 60_000 },
    tableRateLimit:
      config.tableRateLimit === 0 ? false : { max: config.tableRateLimit, timeWindowMs: 60_000 },
    checkTableAnswers: false,
    trustProxy: config.trustProxy,
    servesNetwork: servesNetwork(config.host),
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (e) {
    await travellers.close();
    await bus?.close();
    await store.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(
    `bridge-score is running at http://${host}:${port}/ (data: ${DATABASE_NAMES[store.dialect]} ${store.location})\n`,
  );
  if (servesNetwork(config.host) && !(await store.hasAccounts())) {
    // Other machines are refused the director's routes until an account exists (docs/live.md).
    process.stdout.write(
      `bridge-score: no account exists: open http://127.0.0.1:${port}/#/signin on this machine and set the director's password.\n`,
    );
  }
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      await app.close();
      await travellers.close();
      await bus?.close();
      await store.close();
    })();
    return closing;
  };
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = configFrom(env, WEB_ROOT);
  if (!config.ok) {
    process.stderr.write(`${config.error}\n`);
    process.exitCode = 2;
    return;
  }
  let stop: () => Promise<void>;
  try {
    stop = await start(config.value);
  } catch (e) {
    process.stderr.write(`bridge-score could not start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
    return;
  }
  const shutdown = (signal: string) => {
    process.stdout.write(`bridge-score: ${signal}, closing\n`);
    stop().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`bridge-score: error while closing: ${String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
