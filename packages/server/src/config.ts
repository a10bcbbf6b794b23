/**
 * The server's settings from the environment: `PORT` (8080), `HOST`
 * (127.0.0.1: only this machine; `0.0.0.0` serves the network), `DATA_DIR`
 * (./data), `DATABASE_URL` (a `postgres://` URL: the data on that PostgreSQL
 * server rather than in SQLite in `DATA_DIR`), `LOG_LEVEL` (warn), `WEB_ROOT`
 * (the built page), `RATE_LIMIT` (requests a client may make a minute, 600;
 * 0 for none), `TABLE_RATE_LIMIT` (requests a table code may make a minute on
 * the table routes, 300; 0 for none), `TRUST_PROXY` (whether, or which, reverse proxies say the
 * client's address in `X-Forwarded-For`: unset or `false` for none, `true` for any, a number of
 * hops, or a comma-separated list of addresses and CIDR ranges). A bad value is refused with the
 * variable's name and what it should be.
 *
 * @example
 * configFrom({ PORT: '3000' }, '/srv/web'); // { ok: true, value: { port: 3000, host: '127.0.0.1', … } }
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { err, ok, type Result } from '@bridge-score/core';
import type { TrustProxy } from './app.js';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** The PostgreSQL server's URL; null for SQLite in `dataDir`. */
  readonly databaseUrl: string | null;
  readonly webRoot: string;
  readonly logLevel: string;
  /** Requests one client may make a minute; 0 for no limit. */
  readonly rateLimit: number;
  /** Requests one table code may make a minute on the table routes; 0 for no limit. */
  readonly tableRateLimit: number;
  /** Fastify's `trustProxy`: false (the socket's address), true, a hop count, or addresses/CIDRs. */
  readonly trustProxy: TrustProxy;
}

/** An address or a CIDR range: `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY`'s value read, or null when it is none of the forms. */
export function trustProxyOf(text: string | undefined): TrustProxy | null {
  const t = text?.trim().toLowerCase() ?? '';
  if (t === '' || t === 'false') return false;
  if (t === 'true') return true;
  if (/^\d{1,2}$/.test(t)) return Number(t) === 0 ? false : Number(t);
  const parts = t.split(',').map((p) => p.trim());
  return parts.every(isAddressOrRange) ? parts.join(',') : null;
}

/** Whether a URL names a PostgreSQL server: `postgres://` or `postgresql://`. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\/./i.test(url) && URL.canParse(url);

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function configFrom(env: NodeJS.ProcessEnv, webRoot: string): Result<Config, string> {
  const portText = env.PORT?.trim() || '8080';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
  if (!(port >= 0 && port <= 65535))
    return err(`PORT must be a port number from 0 to 65535, not "${env.PORT}".`);
  const host = env.HOST?.trim() || '127.0.0.1';
  if (host !== 'localhost' && isIP(host) === 0) {
    return err(`HOST must be an IP address (127.0.0.1, 0.0.0.0, ::1) or localhost, not "${env.HOST}".`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'warn';
  if (!LEVELS.includes(logLevel))
    return err(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${logLevel}".`);
  const rateText = env.RATE_LIMIT?.trim() || '600';
  if (!/^\d{1,7}$/.test(rateText))
    return err(
      `RATE_LIMIT must be a whole number of requests a minute (0 for none), not "${env.RATE_LIMIT}".`,
    );
  const tableText = env.TABLE_RATE_LIMIT?.trim() || '300';
  if (!/^\d{1,7}$/.test(tableText))
    return err(
      `TABLE_RATE_LIMIT must be a whole number of requests a minute per table code (0 for none), not "${env.TABLE_RATE_LIMIT}".`,
    );
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    return err(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database, ' +
        'or unset for SQLite in DATA_DIR.',
    );
  }
  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  if (trustProxy === null) {
    return err(
      `TRUST_PROXY must be false, true, a number of proxies, or addresses and CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8), not "${env.TRUST_PROXY}".`,
    );
  }
  return ok({
    trustProxy,
    rateLimit: Number(rateText),
    tableRateLimit: Number(tableText),
    databaseUrl,
    port,
    host,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    webRoot: env.WEB_ROOT?.trim() ? resolve(env.WEB_ROOT.trim()) : webRoot,
    logLevel,
  });
}
