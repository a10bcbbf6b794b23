/**
 * JSON schemas of every request and response of the API. Fastify checks each
 * request against them before a handler runs (a 400 naming the field
 * otherwise), shapes each response by them, and `@fastify/swagger` publishes
 * them as the OpenAPI document at `/api/openapi.json`.
 *
 * The limits here are the scorepad's (`MAX_NAME_LENGTH`, `MAX_CHANGES`) and
 * the core's vocabularies (levels 1–7, tricks 0–13, the strains, seats, sides).
 */
import {
  CHICAGO_VULNERABILITIES,
  DOUBLINGS,
  HONOURS,
  LEVELS,
  MAX_TRICKS,
  MIN_TRICKS,
  ROUNDINGS,
  SEATS,
  SIDES,
  STRAINS,
} from '@bridge-score/core';
import { MAX_NAME_LENGTH, OP_KINDS, PLAYER_COUNTS, SCOREPAD_FORMS } from '@bridge-score/scorepad';

/** Changes one request may carry. */
export const MAX_CHANGES_PER_REQUEST = 500;
/** Evenings one list returns. */
export const MAX_LIST = 200;

const uuid = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'A UUID in lower case, made by the device.',
} as const;

const timestamp = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const contract = {
  type: 'object',
  required: ['level', 'strain', 'doubling'],
  additionalProperties: false,
  properties: {
    level: { type: 'integer', minimum: LEVELS[0], maximum: LEVELS[LEVELS.length - 1] },
    strain: { type: 'string', enum: STRAINS },
    doubling: { type: 'string', enum: DOUBLINGS },
  },
} as const;

/** A deal: `{ contract: 'pass' }` or a contract with declarer, tricks and perhaps honours. */
export const dealSchema = {
  type: 'object',
  required: ['contract'],
  properties: {
    contract: {},
    declarer: { type: 'string', enum: SEATS },
    tricks: { type: 'integer', minimum: MIN_TRICKS, maximum: MAX_TRICKS },
    honours: {
      type: 'object',
      required: ['kind', 'holder'],
      additionalProperties: false,
      properties: { kind: { type: 'string', enum: HONOURS }, holder: { type: 'string', enum: SIDES } },
    },
  },
  additionalProperties: false,
  if: { properties: { contract: { const: 'pass' } } },
  // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON-schema keyword here, not a promise
  then: { maxProperties: 1 },
  else: { required: ['contract', 'declarer', 'tricks'], properties: { contract } },
} as const;

const chicagoSettings = {
  type: 'object',
  required: ['vulnerability', 'honours', 'duplicateStyle', 'fourthDealPartScore', 'firstDealer'],
  additionalProperties: false,
  properties: {
    vulnerability: { type: 'string', enum: CHICAGO_VULNERABILITIES },
    honours: { type: 'boolean' },
    duplicateStyle: { type: 'boolean' },
    fourthDealPartScore: { type: 'integer', minimum: 0, maximum: 100_000 },
    firstDealer: { type: 'string', enum: SEATS },
  },
} as const;

const settingsSchema = {
  type: 'object',
  required: ['form', 'rules', 'chicago', 'players', 'names', 'we', 'rounding', 'stake'],
  additionalProperties: false,
  properties: {
    form: { type: 'string', enum: SCOREPAD_FORMS },
    rules: {
      type: 'object',
      description: 'A built-in rule set by name ({ name }) or a whole house rule set ({ house }).',
      minProperties: 1,
      maxProperties: 1,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 40 },
        house: { type: 'object', description: 'A rule set as the core validates it (house-rules).' },
      },
      additionalProperties: false,
    },
    chicago: { anyOf: [{ type: 'null' }, chicagoSettings] },
    players: { type: 'integer', enum: PLAYER_COUNTS },
    names: {
      type: 'array',
      minItems: PLAYER_COUNTS[0],
      maxItems: PLAYER_COUNTS[PLAYER_COUNTS.length - 1],
      items: { type: 'string', maxLength: MAX_NAME_LENGTH },
    },
    we: { type: 'string', enum: SIDES },
    rounding: { type: 'string', enum: ROUNDINGS },
    stake: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['per100', 'currency'],
          additionalProperties: false,
          properties: {
            per100: { type: 'number', minimum: 0, maximum: 1_000_000 },
            currency: { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^[A-Z]{3}$' }] },
          },
        },
      ],
    },
  },
} as const;

const kindIs = (kind: string, then: object) => ({ if: { properties: { kind: { const: kind } } }, then });

/** One change: its id, when it was made, and what it does. */
export const opSchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: OP_KINDS },
    settings: settingsSchema,
    // A deal for `deal`, the deal's number for `fix`: each kind says which below.
    deal: {},
    entry: dealSchema,
    sheet: { type: 'integer', minimum: 1 },
    names: settingsSchema.properties.names,
  },
  additionalProperties: false,
  allOf: [
    kindIs('start', { required: ['kind', 'settings'], maxProperties: 2 }),
    kindIs('deal', { required: ['kind', 'deal'], maxProperties: 2, properties: { deal: dealSchema } }),
    kindIs('fix', {
      required: ['kind', 'sheet', 'deal', 'entry'],
      maxProperties: 4,
      properties: { deal: { type: 'integer', minimum: 1 } },
    }),
    kindIs('undo', { maxProperties: 1 }),
    kindIs('end', { maxProperties: 1 }),
    kindIs('new', { maxProperties: 1 }),
    kindIs('names', { required: ['kind', 'names'], maxProperties: 2 }),
  ],
} as const;

export const changeSchema = {
  type: 'object',
  required: ['id', 'at', 'op'],
  additionalProperties: false,
  properties: { id: uuid, at: timestamp, op: opSchema },
} as const;

/** A change as the server holds it. Responses are shaped loosely: the op is checked on the way in. */
const storedChange = {
  type: 'object',
  required: ['seq', 'id', 'at', 'receivedAt', 'op'],
  additionalProperties: false,
  properties: {
    seq: { type: 'integer', minimum: 1 },
    id: uuid,
    at: { type: 'string' },
    receivedAt: { type: 'string' },
    op: { type: 'object', additionalProperties: true, required: ['kind'] },
  },
} as const;

const bySide = {
  type: 'object',
  required: ['NS', 'EW'],
  additionalProperties: false,
  properties: { NS: { type: 'integer' }, EW: { type: 'integer' } },
} as const;

const summary = {
  type: 'object',
  required: ['form', 'rules', 'players', 'names', 'we', 'sheets', 'deals', 'totals', 'over'],
  additionalProperties: false,
  properties: {
    form: { type: 'string', enum: SCOREPAD_FORMS },
    rules: { type: 'string' },
    players: { type: 'integer' },
    names: { type: 'array', items: { type: 'string' } },
    we: { type: 'string', enum: SIDES },
    sheets: { type: 'integer' },
    deals: { type: 'integer' },
    totals: bySide,
    over: { type: 'boolean' },
  },
} as const;

const eveningHead = {
  id: uuid,
  version: { type: 'integer', minimum: 0 },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  summary,
} as const;

const eveningListItem = {
  type: 'object',
  required: ['id', 'version', 'createdAt', 'updatedAt', 'summary'],
  additionalProperties: false,
  properties: eveningHead,
} as const;

/** Every error answer: a code, the field it concerns when there is one, and a message in the asked language. */
export const errorSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: {
          type: 'string',
          description: 'The field of the request refused, e.g. changes[2].op.deal.tricks.',
        },
        index: { type: 'integer', description: 'The change refused, counted from 0 among those sent.' },
      },
    },
  },
} as const;

const eveningParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuid },
} as const;

export const healthRoute = {
  summary: 'Whether the server and its database answer',
  tags: ['health'],
  response: {
    200: {
      type: 'object',
      required: ['status', 'store', 'version'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: ['ok'] },
        store: { type: 'string' },
        version: { type: 'string' },
      },
    },
    503: errorSchema,
  },
} as const;

export const listRoute = {
  summary: 'The evenings kept on the server, the most recently changed first',
  tags: ['evenings'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { limit: { type: 'string', pattern: '^[0-9]{1,3}$' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['evenings'],
      additionalProperties: false,
      properties: { evenings: { type: 'array', items: eveningListItem } },
    },
    400: errorSchema,
  },
} as const;

export const getRoute = {
  summary: 'One evening: its summary and every change, in order',
  tags: ['evenings'],
  params: eveningParams,
  response: {
    200: {
      type: 'object',
      required: ['id', 'version', 'createdAt', 'updatedAt', 'summary', 'changes'],
      additionalProperties: false,
      properties: { ...eveningHead, changes: { type: 'array', items: storedChange } },
    },
    400: errorSchema,
    404: errorSchema,
  },
} as const;

export const changesRoute = {
  summary: 'The changes of an evening after a version',
  tags: ['evenings'],
  params: eveningParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { after: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['version', 'changes'],
      additionalProperties: false,
      properties: { version: { type: 'integer' }, changes: { type: 'array', items: storedChange } },
    },
    400: errorSchema,
    404: errorSchema,
  },
} as const;

export const appendRoute = {
  summary: 'Adds changes made on the evening at version `base`',
  description:
    'Changes are taken all or none, in one transaction. A change already held (same id, same place, same content) ' +
    'is taken once: a retry is harmless. If the evening has changes after `base` that the sender has not seen, ' +
    'nothing is written: 409 with those changes. A change the scoring core refuses: 400 naming it and its field.',
  tags: ['evenings'],
  params: eveningParams,
  body: {
    type: 'object',
    required: ['base', 'changes'],
    additionalProperties: false,
    properties: {
      base: {
        type: 'integer',
        minimum: 0,
        description: 'How many changes of the evening the sender had seen.',
      },
      changes: { type: 'array', minItems: 1, maxItems: MAX_CHANGES_PER_REQUEST, items: changeSchema },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['version', 'added', 'duplicates', 'summary'],
      additionalProperties: false,
      properties: {
        version: { type: 'integer' },
        added: { type: 'integer' },
        duplicates: { type: 'integer' },
        summary,
      },
    },
    400: errorSchema,
    409: {
      type: 'object',
      required: ['error'],
      additionalProperties: false,
      properties: {
        error: errorSchema.properties.error,
        version: { type: 'integer' },
        duplicates: { type: 'integer' },
        changes: { type: 'array', items: storedChange },
      },
    },
  },
} as const;
