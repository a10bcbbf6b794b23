/**
 * JSON schemas of the clubs' and accounts' routes (`account-routes.ts`; docs/live.md, "Clubs and
 * accounts"): every body and parameter checked before a handler runs, every answer shaped by its
 * schema, all published in the OpenAPI document.
 */

import { errorBody } from './desk-schemas.js';
import { accountView, MAX_PASSWORD } from './live-schemas.js';
import { CLUB_ID_PATTERN, ROLES, USERNAME_PATTERN } from './store/accounts.js';

const tags = ['accounts'];
const empty = { type: 'null', description: 'No content.' } as const;

const clubView = {
  type: 'object',
  required: ['id', 'name', 'createdAt'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, name: { type: 'string' }, createdAt: { type: 'string' } },
} as const;

const accountParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const clubListRoute = {
  tags,
  summary: 'The clubs (site admin): those created, by id; the home club `local` is always there besides.',
  response: {
    200: { type: 'object', required: ['clubs'], properties: { clubs: { type: 'array', items: clubView } } },
  },
} as const;

export const clubCreateRoute = {
  tags,
  summary: 'Create a club (site admin).',
  body: {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', pattern: CLUB_ID_PATTERN, description: 'Lower-case letters, digits and -.' },
      name: { type: 'string', minLength: 1, maxLength: 120 },
    },
  },
  response: { 201: clubView, 409: errorBody },
} as const;

export const accountListRoute = {
  tags,
  summary:
    'Accounts: a director’s club’s; a site admin’s every one, or the club it names (`x-club`, `?club=`).',
  response: {
    200: {
      type: 'object',
      required: ['accounts'],
      properties: { accounts: { type: 'array', items: accountView } },
    },
    403: errorBody,
  },
} as const;

export const accountCreateRoute = {
  tags,
  summary:
    'Create an account: a site admin any (a director or scorer with its club); a director a scorer of its own club.',
  body: {
    type: 'object',
    required: ['username', 'password', 'role'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', pattern: USERNAME_PATTERN },
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD },
      role: { type: 'string', enum: [...ROLES] },
      club: {
        type: 'string',
        pattern: CLUB_ID_PATTERN,
        description: 'A director’s or scorer’s club; none: the club the request works on.',
      },
    },
  },
  response: { 201: accountView, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
} as const;

export const accountDeleteRoute = {
  tags,
  summary: 'Delete an account and its sessions: a site admin any other one; a director a scorer of its club.',
  params: accountParams,
  response: { 204: empty, 400: errorBody, 404: errorBody },
} as const;

export const accountPasswordRoute = {
  tags,
  summary:
    'Set an account’s password (its sessions end): one’s own, with the current one in `current`; a director its club’s scorers’; a site admin any.',
  params: accountParams,
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    properties: {
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD },
      current: { type: 'string', maxLength: MAX_PASSWORD },
    },
  },
  response: { 204: empty, 400: errorBody, 401: errorBody, 404: errorBody },
} as const;
