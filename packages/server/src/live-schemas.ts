/**
 * JSON schemas of live scoring's routes (`auth.ts`, `live-routes.ts`; docs/live.md): every body,
 * parameter and query checked before a handler runs, every answer shaped by its schema, all
 * published in the OpenAPI document.
 */
import { DESK_LIMITS } from '@bridge-score/desk';
import { errorBody as deskErrorBody } from './desk-schemas.js';
import { ROLES, USERNAME_PATTERN } from './store/accounts.js';

const uuid = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const sectionName = { type: 'string', minLength: 1, maxLength: 20 } as const;

/** A table code: 6 characters, read in either case (unknown ones are 404). */
export const TABLE_CODE_PATTERN = '^[A-Za-z0-9]{6}$';
/** Most bytes of a body on table and auth routes. */
export const SMALL_BODY = 4 * 1024;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

/** The desk's error answer, with the round and the boards a refusal about a round names. */
const errorBody = {
  ...deskErrorBody,
  properties: {
    ...deskErrorBody.properties,
    round: { type: 'integer' },
    boards: { type: 'array', items: { type: 'integer' } },
  },
} as const;

const settings = {
  type: 'object',
  additionalProperties: false,
  properties: {
    confirmation: { type: 'boolean', description: 'East-West confirm each result on the phone.' },
    showTraveller: { type: 'boolean', description: 'A stored result comes back with its board’s traveller.' },
    correctionMinutes: {
      type: 'integer',
      minimum: 0,
      maximum: 1440,
      description: 'Minutes after closing during which the director may correct; then frozen.',
    },
    public: { type: 'boolean', description: 'The public results page and stream are served.' },
  },
} as const;

const fullSettings = {
  ...settings,
  required: ['confirmation', 'showTraveller', 'correctionMinutes', 'public'],
} as const;

const state = { type: 'string', enum: ['open', 'closed', 'frozen'] } as const;
const nullableTime = { anyOf: [{ type: 'null' }, { type: 'string' }] } as const;

const session = {
  type: 'object',
  required: ['eventId', 'state', 'settings', 'startedAt', 'closedAt', 'frozenAt', 'version', 'tables'],
  properties: {
    eventId: { type: 'string' },
    state,
    settings: fullSettings,
    startedAt: { type: 'string' },
    closedAt: nullableTime,
    frozenAt: nullableTime,
    version: { type: 'integer' },
    tables: {
      type: 'array',
      items: {
        type: 'object',
        required: ['section', 'table', 'code', 'round', 'rounds', 'finished', 'entered', 'expected'],
        properties: {
          section: { type: 'string' },
          table: { type: 'integer' },
          code: { type: 'string' },
          round: { type: 'integer' },
          rounds: { type: 'integer' },
          finished: { type: 'boolean' },
          entered: { type: 'integer' },
          expected: { type: 'integer' },
        },
      },
    },
  },
} as const;

const seat = { type: 'string', enum: ['N', 'E', 'S', 'W'] } as const;

/** A result as a table's page shows it. */
const result = {
  type: 'object',
  required: ['board', 'round', 'line', 'contract', 'declarer', 'lead', 'tricks', 'nsScore', 'confirmed'],
  properties: {
    board: { type: 'integer' },
    round: { type: 'integer' },
    line: { type: 'string', description: 'The desk line as it now stands: `3 12 4SX S 9`.' },
    contract: { type: 'string' },
    declarer: { anyOf: [{ type: 'null' }, seat] },
    lead: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    tricks: { anyOf: [{ type: 'null' }, { type: 'integer' }] },
    nsScore: {
      anyOf: [{ type: 'null' }, { type: 'number' }],
      description: 'Null when the director made the line an adjusted or weighted score.',
    },
    confirmed: { type: 'boolean' },
  },
} as const;

const pairAtTable = {
  type: 'object',
  required: ['number', 'names'],
  properties: { number: { type: 'integer' }, names: { type: 'array', items: { type: 'string' } } },
} as const;

const tablePage = {
  type: 'object',
  required: [
    'event',
    'state',
    'section',
    'table',
    'round',
    'rounds',
    'finished',
    'settings',
    'ns',
    'ew',
    'switched',
    'sharedWith',
    'boards',
  ],
  properties: {
    event: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    },
    state,
    section: { type: 'string' },
    table: { type: 'integer' },
    round: { type: 'integer' },
    rounds: { type: 'integer' },
    finished: { type: 'boolean' },
    settings: fullSettings,
    ns: { anyOf: [{ type: 'null' }, pairAtTable] },
    ew: { anyOf: [{ type: 'null' }, pairAtTable] },
    switched: { type: 'boolean' },
    sharedWith: { type: 'array', items: { type: 'integer' } },
    boards: {
      type: 'array',
      items: {
        type: 'object',
        required: ['board', 'dealer', 'vulnerability', 'result'],
        properties: {
          board: { type: 'integer' },
          dealer: seat,
          vulnerability: { type: 'string' },
          result: { anyOf: [{ type: 'null' }, result] },
        },
      },
    },
  },
} as const;

const traveller = {
  type: 'object',
  required: ['board', 'top', 'rows'],
  properties: {
    board: { type: 'integer' },
    top: { anyOf: [{ type: 'null' }, { type: 'number' }] },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ns', 'ew', 'line', 'nsScore', 'nsPoints', 'ewPoints'],
        properties: {
          ns: { type: 'integer' },
          ew: { type: 'integer' },
          line: { type: 'string' },
          nsScore: { anyOf: [{ type: 'null' }, { type: 'number' }] },
          nsPoints: { anyOf: [{ type: 'null' }, { type: 'number' }] },
          ewPoints: { anyOf: [{ type: 'null' }, { type: 'number' }] },
        },
      },
    },
  },
} as const;

const submitted = {
  type: 'object',
  required: ['result'],
  properties: { result, traveller },
} as const;

const resultBody = {
  type: 'object',
  required: ['key', 'round', 'board', 'contract', 'confirmed'],
  additionalProperties: false,
  properties: {
    key: { ...uuid, description: 'The idempotency key: a UUID made on the phone, the same on every retry.' },
    round: { type: 'integer', minimum: 1, maximum: DESK_LIMITS.rounds },
    board: { type: 'integer', minimum: 1, maximum: 999 },
    contract: {
      type: 'string',
      minLength: 1,
      maxLength: 8,
      description: 'As written: `4SX`, `3NT`, `PASS`.',
    },
    declarer: {
      anyOf: [{ type: 'null' }, { type: 'string', enum: ['N', 'E', 'S', 'W', 'n', 'e', 's', 'w'] }],
    },
    lead: {
      anyOf: [
        { type: 'null' },
        { type: 'string', pattern: '^[SHDCshdc](10|[2-9AKQJTakqjt])$', description: '`SQ`, `H10`, `DT`.' },
      ],
    },
    tricks: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 0, maximum: 13 }] },
    confirmed: { type: 'boolean', description: 'East-West confirmed on the phone.' },
  },
} as const;

const eventParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: TABLE_CODE_PATTERN } },
} as const;
const passwordBody = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: {
    password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD },
    username: {
      type: 'string',
      pattern: USERNAME_PATTERN,
      description: 'The account’s username; none: `director` (the home laptop’s first account).',
    },
  },
} as const;

/** An account as the API shows it (never its password hash). */
export const accountView = {
  type: 'object',
  required: ['id', 'username', 'role', 'club', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    club: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    createdAt: { type: 'string' },
  },
} as const;

const auth = ['auth'];
const live = ['live'];
const table = ['table'];
const empty = { type: 'null', description: 'No content.' } as const;

export const authSetupRoute = {
  tags: auth,
  summary:
    'Create the first account (a site admin; username `director` unless given): once, from this machine (a loopback address) only.',
  body: passwordBody,
  response: { 204: empty, 400: errorBody, 403: errorBody },
} as const;

export const authLoginRoute = {
  tags: auth,
  summary:
    'Sign in (username, or `director` when none): sets the `bs_session` cookie. A wrong password is slowed.',
  body: passwordBody,
  response: { 204: empty, 401: errorBody },
} as const;

export const authLogoutRoute = {
  tags: auth,
  summary: 'Sign out: the session is removed.',
  response: { 204: empty },
} as const;

export const authMeRoute = {
  tags: auth,
  summary:
    'Who this request is (account, role, club), whether it may use the director’s routes, whether any account exists, whether it is local.',
  response: {
    200: {
      type: 'object',
      required: ['director', 'passwordSet', 'loopback', 'account', 'role', 'club'],
      properties: {
        director: { type: 'boolean', description: 'Whether this request may use every director’s route.' },
        passwordSet: { type: 'boolean', description: 'Whether any account exists.' },
        loopback: { type: 'boolean' },
        account: { anyOf: [{ type: 'null' }, accountView] },
        role: { anyOf: [{ type: 'null' }, { type: 'string', enum: [...ROLES] }] },
        club: {
          anyOf: [{ type: 'null' }, { type: 'string' }],
          description: 'The club this request works on (a site admin’s: the one named, else local).',
        },
      },
    },
  },
} as const;

export const liveStartRoute = {
  tags: live,
  summary: 'Start the event’s live session (or answer the one running): table codes for every table.',
  params: eventParams,
  body: {
    anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { settings } }],
  },
  response: { 200: session, 201: session, 404: errorBody, 409: errorBody },
} as const;

export const liveGetRoute = {
  tags: live,
  summary: 'The event’s live session: state, settings, tables with codes, rounds and progress.',
  params: eventParams,
  response: { 200: session, 404: errorBody },
} as const;

export const liveSettingsRoute = {
  tags: live,
  summary: 'Change the live session’s settings.',
  params: eventParams,
  body: settings,
  response: { 200: session, 404: errorBody, 409: errorBody },
} as const;

export const liveCloseRoute = {
  tags: live,
  summary: 'Close the session: tables send nothing more; corrections stay open for correctionMinutes.',
  params: eventParams,
  response: { 200: session, 404: errorBody, 409: errorBody },
} as const;

export const liveRoundRoute = {
  tags: live,
  summary: 'Set a table’s round.',
  params: {
    type: 'object',
    required: ['id', 'section', 'table'],
    // A path's parameters are text (no coercion): the table's number as digits, 1 to 999.
    properties: { id: uuid, section: sectionName, table: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } },
  },
  body: {
    type: 'object',
    required: ['round'],
    additionalProperties: false,
    properties: { round: { type: 'integer', minimum: 1, maximum: DESK_LIMITS.rounds } },
  },
  response: { 200: session, 400: errorBody, 404: errorBody, 409: errorBody },
} as const;

export const auditRoute = {
  tags: live,
  summary: 'The event’s audit log: every result entered, corrected, adjusted or deleted; JSON or CSV.',
  params: eventParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['json', 'csv'] } },
  },
  response: {
    200: {
      type: 'object',
      required: ['entries'],
      properties: {
        entries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['seq', 'at', 'actor', 'action', 'section', 'board', 'lineId', 'old', 'new', 'reason'],
            properties: {
              seq: { type: 'integer' },
              at: { type: 'string' },
              actor: { type: 'string' },
              action: { type: 'string', enum: ['enter', 'correct', 'delete', 'adjust'] },
              section: { type: 'string' },
              board: { type: 'integer' },
              lineId: { type: 'string' },
              old: { anyOf: [{ type: 'null' }, { type: 'string' }] },
              new: { anyOf: [{ type: 'null' }, { type: 'string' }] },
              reason: { anyOf: [{ type: 'null' }, { type: 'string' }] },
            },
          },
        },
      },
    },
    404: errorBody,
  },
} as const;

export const tablePageRoute = {
  tags: table,
  summary: 'A table’s page for its phone: this round’s boards, the pairs, results entered.',
  params: codeParams,
  response: { 200: tablePage, 404: errorBody },
} as const;

export const tableResultRoute = {
  tags: table,
  summary:
    'Send a result of this table’s round. 201 stored; 200 the same sent again; 409 another result held.',
  params: codeParams,
  body: resultBody,
  response: {
    200: submitted,
    201: submitted,
    400: errorBody,
    403: errorBody,
    404: errorBody,
    409: {
      type: 'object',
      required: ['error'],
      properties: {
        error: errorBody.properties.error,
        held: result,
        sent: { type: 'object', additionalProperties: true },
      },
    },
    422: errorBody,
  },
} as const;

export const tableNextRoute = {
  tags: table,
  summary: 'Move the table to its next round once every board of this one holds a result.',
  params: codeParams,
  body: {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          round: {
            type: 'integer',
            minimum: 1,
            maximum: DESK_LIMITS.rounds + 1,
            description: 'The round the phone leaves: a retry never skips a round.',
          },
        },
      },
    ],
  },
  response: { 200: tablePage, 403: errorBody, 404: errorBody, 409: errorBody },
} as const;

const rankings = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
  description:
    'Each field’s ranking as `bridge-score session` shows it (`@bridge-score/view`): a heading and a ' +
    'table of columns and worded cells, in the language asked for.',
} as const;

/** The language of the rankings’ words; the Accept-Language header’s when absent. */
const langQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['en', 'ru', 'zh'] } },
} as const;

export const publicEventRoute = {
  tags: ['public'],
  summary: 'An event’s results so far, while its live session is public.',
  params: eventParams,
  querystring: langQuery,
  response: {
    200: {
      type: 'object',
      required: ['name', 'date', 'version', 'state', 'unit', 'rankings'],
      properties: {
        name: { type: 'string' },
        date: { type: 'string' },
        version: { type: 'integer' },
        state,
        unit: { type: 'string' },
        rankings,
      },
    },
    404: errorBody,
  },
} as const;

export const streamRoute = {
  tags: ['public'],
  summary: 'Server-sent events: `update` with `{ version, unit, rankings }`, a `: ping` every 15 s.',
  params: eventParams,
  querystring: langQuery,
} as const;
