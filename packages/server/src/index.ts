/**
 * @bridge-score/server: the web app's server. `buildApp` makes the Fastify
 * app over a `Store`; `openSqliteStore` opens the embedded database,
 * `openPostgresStore` one on a PostgreSQL server; `main`
 * is `npm start`.
 */
export * from './app.js';
export * from './auth.js';
export * from './config.js';
export * from './errors.js';
export * from './live-bus.js';
export * from './live-feed.js';
export * from './live-routes.js';
export * from './main.js';
export * from './store/club-file.js';
export * from './store/club-move.js';
export * from './store/club-tables.js';
export * from './store/kysely-store.js';
export * from './store/migrations.js';
export * from './store/postgres.js';
export * from './store/postgres-bus.js';
export * from './store/sqlite.js';
export * from './store/store.js';
