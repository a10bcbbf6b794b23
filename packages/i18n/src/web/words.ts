/**
 * The shape of the web app's words, one object a language (`en.ts`, `ru.ts`,
 * `zh.ts`): every label of the page, the scorepad's own errors and the
 * server's. Scoring words (breakdown items, the core's errors, the sheet's
 * sentences) are the shared catalog's (`catalog(lang)`); these are the rest.
 */
import type { ScorepadError, ScorepadErrorCode } from '@bridge-score/scorepad';

/** What a JSON-schema check can find wrong with a field of a request. */
export type SchemaProblem =
  | { readonly keyword: 'required' }
  | { readonly keyword: 'unknown' }
  | { readonly keyword: 'fields' }
  | { readonly keyword: 'type'; readonly expected: string }
  | { readonly keyword: 'maximum'; readonly limit: number }
  | { readonly keyword: 'minimum'; readonly limit: number }
  | { readonly keyword: 'one-of'; readonly values: readonly string[] }
  | { readonly keyword: 'max-length'; readonly limit: number }
  | { readonly keyword: 'min-length'; readonly limit: number }
  | { readonly keyword: 'max-items'; readonly limit: number }
  | { readonly keyword: 'min-items'; readonly limit: number }
  | { readonly keyword: 'format'; readonly format: string }
  | { readonly keyword: 'other'; readonly detail: string };
export type SchemaKeyword = SchemaProblem['keyword'];

/** Errors of the server's API beside the scoring ones. */
export type ApiError =
  | { readonly code: 'invalid'; readonly field: string; readonly problem: SchemaProblem }
  | { readonly code: 'stale'; readonly version: number }
  | { readonly code: 'not-found' }
  | { readonly code: 'id-conflict'; readonly id: string }
  | { readonly code: 'too-large'; readonly limit: number }
  | { readonly code: 'rate-limited'; readonly seconds: number }
  | { readonly code: 'server' };
export type ApiErrorCode = ApiError['code'];

export interface WebWords {
  /** The scorepad's own errors (the change list), beside the core's. */
  readonly errors: { readonly [C in ScorepadErrorCode]: (e: Extract<ScorepadError, { code: C }>) => string };
  /** The server's errors. */
  readonly api: { readonly [C in ApiErrorCode]: (e: Extract<ApiError, { code: C }>) => string };
  /** Why a field of a request was refused. */
  readonly schema: { readonly [K in SchemaKeyword]: (p: Extract<SchemaProblem, { keyword: K }>) => string };
}
