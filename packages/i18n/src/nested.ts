/**
 * Words an error found inside another (an error at a line of a file), in
 * the same language's catalog.
 */
import type { AnyError, Catalog } from './catalog.js';

export function nested(words: Catalog, error: AnyError): string {
  return (words.errors[error.code] as (e: AnyError) => string)(error);
}
