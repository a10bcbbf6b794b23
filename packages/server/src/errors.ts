/**
 * Error answers: one JSON shape for every failure, `{ error: { code, message,
 * field?, index? } }`, the message in the language the request asks for
 * (`Accept-Language`, English when none of ours is asked).
 */
import {
  type AnyError,
  type ApiError,
  errorMessage,
  isLang,
  type Lang,
  type PatternKind,
  type SchemaProblem,
  webWords,
} from '@bridge-score/i18n';
import type { ChangeError } from '@bridge-score/scorepad';
import { TABLE_CODE_PATTERN } from './live-schemas.js';
import { CLUB_ID_PATTERN, USERNAME_PATTERN } from './store/accounts.js';

/**
 * The language of a request: the first of en, ru, zh in its `Accept-Language`, by weight.
 *
 * @example
 * langOf('ru-RU,ru;q=0.9,en;q=0.8'); // 'ru'
 */
export function langOf(header: string | undefined): Lang {
  if (!header) return 'en';
  const asked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return asked.map((a) => a.lang).find(isLang) ?? 'en';
}

export interface ErrorBody {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly field?: string;
    readonly index?: number;
  };
}

export function apiError(
  error: ApiError,
  lang: Lang,
  where: { field?: string; index?: number } = {},
): ErrorBody {
  const words = webWords(lang).api[error.code] as (e: ApiError) => string;
  return { error: { code: error.code, message: words(error), ...where } };
}

/** A change refused by the scoring core or the scorepad, in words. */
export function changeError(error: ChangeError, lang: Lang, field: string, index: number): ErrorBody {
  return { error: { code: error.code, message: changeMessage(error, lang), field, index } };
}

export function changeMessage(error: ChangeError, lang: Lang): string {
  const own = webWords(lang).errors as Record<string, ((e: ChangeError) => string) | undefined>;
  const words = own[error.code];
  return words ? words(error) : errorMessage(error as AnyError, lang);
}

/** An Ajv error as Fastify hands it over. */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/**
 * Every pattern of the schemas by what it asks for, so that a refusal says that in the reader's
 * language rather than showing a regular expression (a test checks that each schema's pattern is here).
 */
export const PATTERNS: Readonly<Record<string, PatternKind>> = {
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$': 'uuid',
  '^[A-Z]{3}$': 'currency',
  '^[0-9]{1,3}$': 'number',
  '^[1-9][0-9]{0,2}$': 'number',
  '^[0-9]{1,9}$': 'number',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$': 'date',
  '^[SHDCshdc](10|[2-9AKQJTakqjt])$': 'card',
  [TABLE_CODE_PATTERN]: 'table-code',
  [CLUB_ID_PATTERN]: 'club-id',
  [USERNAME_PATTERN]: 'username',
};

/** Keywords that only say that a branch failed: the error inside it says more. */
const WRAPPERS = new Set(['if', 'anyOf', 'allOf', 'oneOf', 'not']);

/**
 * The field and the problem of the most telling schema error: `changes[1].op.deal.contract.level`,
 * "must be at most 7".
 */
export function schemaProblem(
  errors: readonly SchemaError[],
  context: string,
): { field: string; problem: SchemaProblem } {
  const e = errors.find((x) => !WRAPPERS.has(x.keyword)) ?? errors[0];
  const path = (e?.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = e?.params.missingProperty ?? e?.params.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  const field = [context, ...path].reduce(
    (f, p) => (/^\d+$/.test(p) ? `${f}[${p}]` : f ? `${f}.${p}` : p),
    '',
  );
  return { field: field || context, problem: problemOf(e) };
}

function problemOf(e: SchemaError | undefined): SchemaProblem {
  const p = e?.params ?? {};
  const limit = Number(p.limit);
  switch (e?.keyword) {
    case 'required':
      return { keyword: 'required' };
    case 'additionalProperties':
      return { keyword: 'unknown' };
    case 'maxProperties':
      return { keyword: 'fields' };
    case 'type':
      return { keyword: 'type', expected: String(p.type) };
    case 'maximum':
      return { keyword: 'maximum', limit };
    case 'minimum':
      return { keyword: 'minimum', limit };
    case 'enum':
      return { keyword: 'one-of', values: (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)) };
    case 'const':
      return { keyword: 'one-of', values: [JSON.stringify(p.allowedValue)] };
    case 'maxLength':
      return { keyword: 'max-length', limit };
    case 'minLength':
      return { keyword: 'min-length', limit };
    case 'maxItems':
      return { keyword: 'max-items', limit };
    case 'minItems':
      return { keyword: 'min-items', limit };
    case 'format':
      return { keyword: 'format', format: String(p.format) };
    case 'pattern': {
      const kind = PATTERNS[String(p.pattern)];
      return kind ? { keyword: 'pattern', kind } : { keyword: 'other', detail: e?.message ?? 'invalid' };
    }
    default:
      return { keyword: 'other', detail: e?.message ?? 'invalid' };
  }
}
