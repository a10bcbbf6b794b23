/**
 * The server's settings from the environment: `PORT` (8080), `HOST`
 * (127.0.0.1: only this machine; `0.0.0.0` serves the network), `DATA_DIR`
 * (./data), `LOG_LEVEL` (warn), `WEB_ROOT` (the built page), `RATE_LIMIT`
 * (requests a client may make a minute, 600; 0 for none). A bad value is
 * refused with the variable's name and what it should be.
 *
 * @example
 * configFrom({ PORT: '3000' }, '/srv/web'); // { ok: true, value: { port: 3000, host: '127.0.0.1', … } }
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { err, ok, type Result } from '@bridge-score/core';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly webRoot: string;
  readonly logLevel: string;
  /** Requests one client may make a minute; 0 for no limit. */
  readonly rateLimit: number;
}

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
  return ok({
    rateLimit: Number(rateText),
    port,
    host,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    webRoot: env.WEB_ROOT?.trim() ? resolve(env.WEB_ROOT.trim()) : webRoot,
    logLevel,
  });
}
