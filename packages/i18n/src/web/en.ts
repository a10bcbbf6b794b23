import type { WebWords } from './words.js';

export const webEn: WebWords = {
  errors: {
    'evening-not-started': () => 'An evening begins with its settings: the first change must start it.',
    'evening-started': () => 'This evening has already started: it cannot be started again.',
    'evening-too-long': (e) => `An evening holds at most ${e.max} changes: start a new one.`,
    'players-count': (e) => `Play with four or five players, not ${e.players}.`,
    'names-count': (e) => `Give ${e.expected} names (some may be empty), not ${e.got}.`,
    'name-length': (e) => `A name may be at most ${e.max} characters long.`,
    'chicago-settings': (e) =>
      e.form === 'chicago' ? 'A Chicago needs its variant settings.' : 'A rubber takes no Chicago settings.',
    'stake-invalid': () =>
      'The stake is an amount of 0 or more per 100 points, with a three-letter currency code or none.',
    'settings-invalid': (e) => `The setting "${e.field}" has a value this scorepad does not know.`,
  },
  api: {
    invalid: (e) => `${e.field}: ${webEn.schema[e.problem.keyword](e.problem as never)}`,
    stale: (e) =>
      `This evening was changed on another device (it now has ${e.version} changes): nothing was overwritten.`,
    'not-found': () => 'No such evening on the server.',
    'id-conflict': (e) => `The change ${e.id} is already held with other content: it was not stored again.`,
    'too-large': (e) => `The request is too large: at most ${Math.round(e.limit / 1024)} KB.`,
    'rate-limited': (e) => `Too many requests: try again in ${e.seconds} s.`,
    server: () => 'The server could not do this. Nothing was changed; try again.',
  },
  schema: {
    required: () => 'is missing',
    unknown: () => 'is not a field of this request',
    fields: () => 'has fields this kind of change does not take',
    type: (p) => `must be ${p.expected}`,
    maximum: (p) => `must be at most ${p.limit}`,
    minimum: (p) => `must be at least ${p.limit}`,
    'one-of': (p) => `must be one of ${p.values.join(', ')}`,
    'max-length': (p) => `must be at most ${p.limit} characters long`,
    'min-length': (p) => `must be at least ${p.limit} characters long`,
    'max-items': (p) => `may hold at most ${p.limit} items`,
    'min-items': (p) => `must hold at least ${p.limit} items`,
    format: (p) => `must be a ${p.format}`,
    other: (p) => p.detail,
  },
};
