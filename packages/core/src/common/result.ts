/**
 * Typed results: every parser and validator returns one of these instead of
 * throwing. Throwing is kept for programmer errors only.
 *
 * @example
 * const r = parseContract('8S');
 * if (!r.ok) console.log(r.error.code); // 'level-too-high'
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
