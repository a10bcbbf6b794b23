/**
 * JSON schemas of the desk's routes (`desk-routes.ts`): requests are checked
 * before a handler runs, responses shaped and checked, and both published in
 * the OpenAPI document. The vocabularies are the core's (methods, movements,
 * factorings, scales, convention sets) and the desk's (team forms, scorings,
 * limits).
 */
import {
  ADJUSTED_RULES,
  CONVENTIONS_NAMES,
  CROSS_IMP_DIVISORS,
  DATUM_ROUNDINGS,
  FACTORINGS,
  MATCHPOINT_SCALE_NAMES,
  MOVEMENTS,
  SCOPES,
  SCORING_METHODS,
  VP_BETWEEN,
} from '@bridge-score/core';
import { DESK_LIMITS, MAX_DESK_NAME, MAX_VP_ROWS, TEAM_FORMS, TEAM_SCORINGS } from '@bridge-score/desk';
import { DESK_EXPORTS, DESK_FILE_FORMATS } from './desk-files.js';

const uuid = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'A UUID in lower case, made by the page.',
} as const;
const name = { type: 'string', minLength: 1, maxLength: MAX_DESK_NAME } as const;
const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const count = (max: number, min = 1) => ({ type: 'integer', minimum: min, maximum: max }) as const;
const sectionName = { type: 'string', minLength: 1, maxLength: 20 } as const;

const pairsSetup = {
  type: 'object',
  required: ['kind', 'name', 'date', 'sections', 'method', 'conventions', 'overrides', 'pairs'],
  additionalProperties: false,
  properties: {
    kind: { const: 'pairs' },
    name,
    date,
    sections: {
      type: 'array',
      minItems: 1,
      maxItems: DESK_LIMITS.sections,
      items: {
        type: 'object',
        required: ['name', 'movement', 'tables', 'boardsPerRound', 'rounds'],
        additionalProperties: false,
        properties: {
          name: sectionName,
          movement: { type: 'string', enum: MOVEMENTS },
          tables: { ...count(DESK_LIMITS.tables, 0), description: '0: no movement plan (an imported file).' },
          boardsPerRound: count(DESK_LIMITS.boardsPerRound, 0),
          rounds: count(DESK_LIMITS.rounds, 0),
        },
      },
    },
    method: { type: 'string', enum: SCORING_METHODS },
    conventions: { type: 'string', enum: CONVENTIONS_NAMES },
    overrides: {
      type: 'object',
      additionalProperties: false,
      properties: {
        scale: { type: 'string', enum: MATCHPOINT_SCALE_NAMES },
        factoring: { type: 'string', enum: FACTORINGS },
        adjusted: { type: 'string', enum: ADJUSTED_RULES },
        across: { type: 'string', enum: SCOPES },
        crossDivide: { type: 'string', enum: CROSS_IMP_DIVISORS },
        butlerDrop: {
          type: 'string',
          minLength: 1,
          maxLength: 60,
          description:
            'As the core reads it: a share (5%), a count (1) or a formula (n>3:ceil((n-10)/15)+1).',
        },
        butlerRound: { type: 'string', enum: DATUM_ROUNDINGS },
      },
    },
    pairs: {
      type: 'array',
      maxItems: 2 * DESK_LIMITS.tables * DESK_LIMITS.sections,
      items: {
        type: 'object',
        required: ['section', 'number', 'direction', 'names'],
        additionalProperties: false,
        properties: {
          section: sectionName,
          number: count(999),
          direction: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['NS', 'EW'] }] },
          names: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: MAX_DESK_NAME } },
        },
      },
    },
    deals: {
      type: 'array',
      maxItems: 999,
      items: {
        type: 'object',
        required: ['board', 'deal'],
        additionalProperties: false,
        properties: { board: count(999), deal: { type: 'string', maxLength: 80 } },
      },
    },
  },
} as const;

const teamsSetup = {
  type: 'object',
  required: ['kind', 'name', 'date', 'form', 'scoring', 'teams', 'boardsPerMatch', 'matches'],
  additionalProperties: false,
  properties: {
    kind: { const: 'teams' },
    name,
    date,
    form: { type: 'string', enum: TEAM_FORMS },
    scoring: { type: 'string', enum: TEAM_SCORINGS },
    teams: { type: 'array', minItems: 2, maxItems: DESK_LIMITS.teams, items: name },
    boardsPerMatch: count(DESK_LIMITS.boardsPerMatch),
    matches: {
      type: 'array',
      maxItems: DESK_LIMITS.teams * DESK_LIMITS.teams,
      items: {
        type: 'object',
        required: ['round', 'a', 'b'],
        additionalProperties: false,
        properties: { round: count(999), a: name, b: { anyOf: [{ type: 'null' }, name] } },
      },
    },
    vpScale: {
      description:
        'At VPs: the WBF 2013 scale for the match’s boards (`boards` null) or another number, or a table of rows.',
      oneOf: [
        {
          type: 'object',
          required: ['kind', 'boards'],
          additionalProperties: false,
          properties: {
            kind: { const: 'wbf' },
            boards: { anyOf: [{ type: 'null' }, count(DESK_LIMITS.boardsPerMatch)] },
          },
        },
        {
          type: 'object',
          required: ['kind', 'name', 'between', 'rows'],
          additionalProperties: false,
          properties: {
            kind: { const: 'table' },
            name,
            between: { type: 'string', enum: VP_BETWEEN },
            rows: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_VP_ROWS,
              items: {
                type: 'object',
                required: ['from', 'winner', 'loser'],
                additionalProperties: false,
                properties: {
                  from: { type: 'integer', minimum: 0, maximum: 10_000 },
                  winner: { type: 'number', minimum: 0, maximum: 1000 },
                  loser: { type: 'number', minimum: 0, maximum: 1000 },
                },
              },
            },
          },
        },
      ],
    },
  },
} as const;

export const setupSchema = {
  description:
    'A pairs event (sections in a movement, scoring, conventions) or a teams event (teams, matches).',
  oneOf: [pairsSetup, teamsSetup],
} as const;

const lineBody = {
  type: 'object',
  required: ['section', 'board', 'text', 'reason'],
  additionalProperties: false,
  properties: {
    section: sectionName,
    board: count(999),
    text: {
      type: 'string',
      minLength: 1,
      maxLength: DESK_LIMITS.text,
      description: 'As typed: `3 12 4SX S 9`.',
    },
    reason: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: DESK_LIMITS.reason }] },
  },
} as const;

const deskLine = {
  ...lineBody,
  required: ['id', ...lineBody.required],
  properties: { id: uuid, ...lineBody.properties },
} as const;

/** A desk error: its code and words, and where in the request or the typed line it is. */
export const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string' },
        index: { type: 'integer' },
        start: { type: 'integer' },
        end: { type: 'integer' },
      },
    },
  },
} as const;

const summary = {
  type: 'object',
  required: ['id', 'kind', 'name', 'date', 'version', 'lines', 'source', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    name: { type: 'string' },
    date: { type: 'string' },
    version: { type: 'integer' },
    lines: { type: 'integer' },
    source: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const written = {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'integer' } },
} as const;
const tags = ['desk'];

export const deskListRoute = {
  tags,
  summary: 'The director’s events, the most recently changed first.',
  response: {
    200: { type: 'object', required: ['events'], properties: { events: { type: 'array', items: summary } } },
  },
} as const;

export const deskCreateRoute = {
  tags,
  summary: 'Create an event.',
  body: {
    type: 'object',
    required: ['id', 'setup'],
    additionalProperties: false,
    properties: { id: uuid, setup: setupSchema },
  },
  response: { 201: written, 400: errorBody, 409: errorBody },
} as const;

export const deskGetRoute = {
  tags,
  summary: 'One event: its setup and every line as typed.',
  params: idParams,
  response: {
    200: {
      type: 'object',
      required: [...summary.required, 'setup', 'deskLines'],
      properties: {
        ...summary.properties,
        setup: { type: 'object', additionalProperties: true },
        deskLines: { type: 'array', items: deskLine },
      },
    },
    404: errorBody,
  },
} as const;

export const deskSetupRoute = {
  tags,
  summary: 'Change an event’s setup.',
  params: idParams,
  body: {
    type: 'object',
    required: ['setup'],
    additionalProperties: false,
    properties: { setup: setupSchema },
  },
  response: { 200: written, 400: errorBody, 404: errorBody, 409: errorBody },
} as const;

export const deskLineRoute = {
  tags,
  summary:
    'Add a traveller line, or change it: refused (400, the field and the characters) when it cannot be read. ' +
    'Each change goes into the audit log; a change to a line of an event with a live session needs a reason ' +
    '(`correction`, or the line’s `reason`), and none is taken once the event is frozen (409 live-frozen).',
  params: { type: 'object', required: ['id', 'line'], properties: { id: uuid, line: uuid } },
  body: {
    ...lineBody,
    properties: {
      ...lineBody.properties,
      correction: {
        type: 'string',
        maxLength: DESK_LIMITS.reason,
        description:
          'Why this line is changed, for the audit log (the line’s own `reason` is kept on the line).',
      },
    },
  },
  response: { 200: written, 400: errorBody, 404: errorBody, 409: errorBody },
} as const;

export const deskDeleteLineRoute = {
  tags,
  summary:
    'Delete a traveller line (and the table’s result it came from), with an audit entry; a line of an event ' +
    'with a live session needs `?reason=`.',
  params: { type: 'object', required: ['id', 'line'], properties: { id: uuid, line: uuid } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { reason: { type: 'string', maxLength: DESK_LIMITS.reason } },
  },
  response: { 200: written, 400: errorBody, 404: errorBody, 409: errorBody },
} as const;

export const deskRankingsRoute = {
  tags,
  summary:
    'The event scored by the core: rankings, travellers (pairs) or matches and standings (teams), ' +
    'every line refused and why, the entry checks by line, the lines still missing.',
  params: idParams,
  response: { 200: { type: 'object', additionalProperties: true }, 404: errorBody },
} as const;

export const deskImportRoute = {
  tags,
  summary:
    'Import a PBN, USEBIO or CSV results file as a new event, or as an update of the event it was imported as ' +
    '(`replace`). The same file imported again without `replace` or `asNew` answers 409 same-file.',
  bodyLimit: 16 * 1024 * 1024,
  body: {
    type: 'object',
    required: ['id', 'name', 'content'],
    additionalProperties: false,
    properties: {
      id: uuid,
      name: { type: 'string', minLength: 1, maxLength: 200 },
      content: { type: 'string', description: 'The file’s bytes in base64.', maxLength: 16 * 1024 * 1024 },
      format: { type: 'string', enum: DESK_FILE_FORMATS },
      replace: uuid,
      asNew: { type: 'boolean' },
    },
  },
  response: {
    200: { type: 'object', additionalProperties: true },
    201: { type: 'object', additionalProperties: true },
    400: { type: 'object', additionalProperties: true },
    404: errorBody,
    409: {
      type: 'object',
      required: ['error'],
      properties: { error: errorBody.properties.error, existing: summary },
    },
  },
} as const;

export const deskExportRoute = {
  tags,
  summary:
    'A pairs event as a PBN, USEBIO or CSV file, or as the JSON event file `bridge-score session` reads; ' +
    'a teams event as the team-event CSV and the VP scale file `bridge-score teams` reads (404 for a format it has not).',
  params: idParams,
  querystring: {
    type: 'object',
    required: ['format'],
    additionalProperties: false,
    properties: { format: { type: 'string', enum: DESK_EXPORTS } },
  },
} as const;
