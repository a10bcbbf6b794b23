/**
 * Clubs and accounts (docs/live.md, "Clubs and accounts"): a site admin
 * creates clubs and any account; a club's director manages that club's
 * scorers; anyone signed in sets their own password, giving the current one. Who may reach these
 * routes at all is the policy's (`auth.ts`: `/api/clubs` needs a site admin,
 * `/api/accounts` an account); what each may change is said here and
 * enforced by the store's query (`AccountFilter`).
 */
import { randomUUID } from 'node:crypto';
import type { Lang } from '@bridge-score/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountCreateRoute,
  accountDeleteRoute,
  accountListRoute,
  accountPasswordRoute,
  clubCreateRoute,
  clubListRoute,
} from './account-schemas.js';
import { type Access, accessFor, hashPassword, type OwnPasswordCheck } from './auth.js';
import { apiError, langOf } from './errors.js';
import { MIN_PASSWORD, SMALL_BODY } from './live-schemas.js';
import type { Account, AccountFilter, Role, Store } from './store/store.js';

const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

/** The signed-in account of a request, or the refusal sent (401: this machine before any account). */
function signedIn(req: FastifyRequest, reply: FastifyReply): { access: Access; account: Account } | null {
  const access = accessFor(req);
  if (access.account === null) {
    void reply.code(401).send(apiError({ code: 'auth-required' }, lang(req)));
    return null;
  }
  return { access, account: access.account };
}

function tooShort(password: string): boolean {
  return [...password].length < MIN_PASSWORD;
}

export function registerAccounts(app: FastifyInstance, store: Store, ownPassword: OwnPasswordCheck): void {
  app.get('/api/clubs', { schema: clubListRoute }, async () => ({ clubs: await store.listClubs() }));

  app.post<{ Body: { id: string; name: string } }>(
    '/api/clubs',
    { schema: clubCreateRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const { id, name } = req.body;
      const out = await store.createClub({ id, name: name.trim() || id });
      if (out === 'exists')
        return reply.code(409).send(apiError({ code: 'club-exists', club: id }, lang(req)));
      const club = (await store.listClubs()).find((c) => c.id === id);
      return reply.code(201).send(club);
    },
  );

  app.get('/api/accounts', { schema: accountListRoute }, async (req, reply) => {
    const me = signedIn(req, reply);
    if (!me) return reply;
    const { access, account } = me;
    switch (account.role) {
      case 'site-admin':
        return { accounts: await store.listAccounts(access.named ? access.scope : null) };
      case 'director':
        return { accounts: await store.listAccounts(access.scope) };
      case 'scorer':
        return reply.code(403).send(apiError({ code: 'auth-forbidden' }, lang(req)));
    }
  });

  app.post<{ Body: { username: string; password: string; role: Role; club?: string } }>(
    '/api/accounts',
    { schema: accountCreateRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const l = lang(req);
      const me = signedIn(req, reply);
      if (!me) return reply;
      const { access, account } = me;
      const { username, password, role } = req.body;
      let club: string | null;
      switch (account.role) {
        case 'site-admin':
          if (role === 'site-admin' && req.body.club !== undefined) {
            return reply.code(400).send(apiError({ code: 'account-club' }, l, { field: 'club' }));
          }
          club = role === 'site-admin' ? null : (req.body.club ?? access.scope.club);
          break;
        case 'director':
          if (role !== 'scorer') return reply.code(403).send(apiError({ code: 'auth-forbidden' }, l));
          club = req.body.club ?? access.scope.club;
          if (club !== access.scope.club) {
            return reply.code(403).send(apiError({ code: 'club-forbidden', club }, l));
          }
          break;
        case 'scorer':
          return reply.code(403).send(apiError({ code: 'auth-forbidden' }, l));
      }
      if (tooShort(password)) {
        return reply
          .code(400)
          .send(apiError({ code: 'auth-too-short', min: MIN_PASSWORD }, l, { field: 'password' }));
      }
      const out = await store.createAccount({
        id: randomUUID(),
        username,
        hash: await hashPassword(password),
        role,
        club,
      });
      switch (out.kind) {
        case 'created':
          return reply.code(201).send(out.account);
        case 'username-taken':
          return reply
            .code(409)
            .send(apiError({ code: 'account-username-taken', username }, l, { field: 'username' }));
        case 'club-not-found':
          return reply.code(404).send(apiError({ code: 'club-not-found', club: club ?? '' }, l));
        case 'not-first':
          throw new Error('createAccount answered not-first');
      }
    },
  );

  /** The accounts this request may change beside its own: a site admin any, a director its scorers. */
  const othersFor = (access: Access, account: Account): AccountFilter | null => {
    switch (account.role) {
      case 'site-admin':
        return { any: true };
      case 'director':
        return { club: access.scope.club, role: 'scorer' };
      case 'scorer':
        return null;
    }
  };

  app.delete<{ Params: { id: string } }>(
    '/api/accounts/:id',
    { schema: accountDeleteRoute },
    async (req, reply) => {
      const l = lang(req);
      const me = signedIn(req, reply);
      if (!me) return reply;
      if (req.params.id === me.account.id) {
        return reply.code(400).send(apiError({ code: 'account-self' }, l));
      }
      const filter = othersFor(me.access, me.account);
      if (!filter || !(await store.deleteAccount(req.params.id, filter))) {
        return reply.code(404).send(apiError({ code: 'account-not-found' }, l));
      }
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string }; Body: { password: string; current?: string } }>(
    '/api/accounts/:id/password',
    { schema: accountPasswordRoute, bodyLimit: SMALL_BODY },
    async (req, reply) => {
      const l = lang(req);
      const me = signedIn(req, reply);
      if (!me) return reply;
      const own = req.params.id === me.account.id;
      const filter: AccountFilter | null = own ? { any: true } : othersFor(me.access, me.account);
      if (!filter) return reply.code(404).send(apiError({ code: 'account-not-found' }, l));
      // One's own password changes only with the current one: a session left open is not enough.
      if (own && !(await ownPassword(req, me.account.username, req.body.current ?? ''))) {
        return reply.code(401).send(apiError({ code: 'auth-wrong' }, l, { field: 'current' }));
      }
      if (tooShort(req.body.password)) {
        return reply
          .code(400)
          .send(apiError({ code: 'auth-too-short', min: MIN_PASSWORD }, l, { field: 'password' }));
      }
      const hash = await hashPassword(req.body.password);
      if (!(await store.setAccountHash(req.params.id, hash, filter))) {
        return reply.code(404).send(apiError({ code: 'account-not-found' }, l));
      }
      return reply.code(204).send();
    },
  );
}
