/**
 * The server's settings from the environment: `PORT` (8080), `HOST`
 * (127.0.0.1: only this machine; `0.0.0.0` serves the network), `DATA_DIR`
 * (./data), `LOG_LEVEL` (warn), `WEB_ROOT` (the built page). A bad value is
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
  return ok({
    port,
    host,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    webRoot: env.WEB_ROOT?.trim() ? resolve(env.WEB_ROOT.trim()) : webRoot,
    logLevel,
  });
}
