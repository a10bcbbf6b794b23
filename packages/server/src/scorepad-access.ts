/**
 * Who may use the home scorepad's routes (`/api/evenings…`, docs/live.md,
 * "Who may do what"). On a server that listens on this machine only (`HOST`
 * 127.0.0.1, ::1 or localhost, `npm start`'s default) they are open, as
 * before: only this machine reaches them. On a server that serves the room
 * (`HOST=0.0.0.0` or another address) they are the director's, as the desk's
 * routes are: a signed-in director, or this machine while no password is set.
 *
 * @example
 * if (servesNetwork(config.host)) guardScorepad(app, rights);
 */
import type { Lang } from '@bridge-score/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Director, isLoopback } from './auth.js';
import { apiError, langOf } from './errors.js';

/** Whether a server listening on `host` is reached from other machines (not loopback only). */
export const servesNetwork = (host: string): boolean => !isLoopback(host) && host !== 'localhost';

/** Whether a route is one of the scorepad's: `/api/evenings` and below. */
export const isScorepadRoute = (url: string | undefined): boolean =>
  url !== undefined && (url === '/api/evenings' || url.startsWith('/api/evenings/'));

/** The scorepad's routes made the director's (see the module overview). */
export function guardScorepad(app: FastifyInstance, rights: Director): void {
  const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);
  // Before the body is read or checked, as on the desk's routes.
  app.addHook('onRequest', async (req, reply) => {
    if (!isScorepadRoute(req.routeOptions.url)) return;
    if (!(await rights.allowed(req))) {
      return reply.code(401).send(apiError({ code: 'auth-required' }, lang(req)));
    }
  });
}
