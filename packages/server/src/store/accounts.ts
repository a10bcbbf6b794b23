/**
 * Clubs and accounts as the store holds them (migration `0004-accounts`).
 *
 * - A **club** is a tenant: every row of its data names it (`Scope`). The home
 *   club `local` is always there and needs no row; a hosted service's site
 *   admin creates the others.
 * - An **account** signs in with a username and a password (kept as an scrypt
 *   hash, `auth.ts`). Its role is `site-admin` (the whole service, no club of
 *   its own), `director` (one club: everything of that club, its scorers) or
 *   `scorer` (one club: enters and corrects traveller lines, runs live entry).
 * - A **session** is the SHA-256 of a sign-in's token, for one account, until
 *   it expires; deleting the account or changing its password ends them.
 *
 * @example
 * await store.createAccount({ id, username: 'ann', hash, role: 'scorer', club: 'club-07' });
 * // { kind: 'created', account: { id, username: 'ann', role: 'scorer', club: 'club-07', … } }
 */

/** The roles, from the most rights to the least. */
export const ROLES = ['site-admin', 'director', 'scorer'] as const;
export type Role = (typeof ROLES)[number];

/** The club of a home server: always there, no row needed. */
export const HOME_CLUB = 'local';

/** A club's id: lower-case letters, digits and `-`, 1 to 40 characters (`local`, `club-07`). */
export const CLUB_ID_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$';
/** A username: lower-case letters, digits and `.`, `_`, `-`, `@`, 2 to 64 characters. */
export const USERNAME_PATTERN = '^[a-z0-9][a-z0-9._@-]{1,63}$';

export interface Club {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
}

export interface Account {
  readonly id: string;
  readonly username: string;
  readonly role: Role;
  /** The account's club; null for a site admin. */
  readonly club: string | null;
  readonly createdAt: string;
}

export interface NewAccount {
  readonly id: string;
  readonly username: string;
  /** The password's scrypt hash. */
  readonly hash: string;
  readonly role: Role;
  /** Null exactly for a site admin. */
  readonly club: string | null;
}

export type AccountWrite =
  | { readonly kind: 'created'; readonly account: Account }
  | { readonly kind: 'username-taken' }
  | { readonly kind: 'club-not-found' }
  /** `createFirstAccount` when an account exists already. */
  | { readonly kind: 'not-first' };

/** Which accounts a change may touch: any (a site admin), or those of one club with one role. */
export type AccountFilter = { readonly any: true } | { readonly club: string; readonly role: Role };

export const isRole = (x: string): x is Role => (ROLES as readonly string[]).includes(x);
