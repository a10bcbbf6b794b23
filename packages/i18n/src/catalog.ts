/**
 * The shape of a language's words. Every error code and breakdown code must
 * have an entry: adding a code to the core fails to compile here until each
 * language words it.
 */
import type {
  BreakdownCode,
  BreakdownItem,
  BridgeError,
  BridgeErrorCode,
  FileError,
  FileErrorCode,
} from '@bridge-score/core';

export const LANGS = ['en', 'ru', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/** Errors of the adapters themselves (files, JSON lines, options), beside the core's. */
export type AdapterError =
  | { readonly code: 'json-syntax'; readonly detail: string }
  | { readonly code: 'field-type'; readonly field: string; readonly expected: string }
  | { readonly code: 'file-read'; readonly path: string; readonly detail: string }
  | {
      readonly code: 'option-value';
      readonly option: string;
      readonly value: string;
      readonly expected: string;
    };
export type AdapterErrorCode = AdapterError['code'];
export type AnyError = BridgeError | AdapterError | FileError;

export type ErrorWords = {
  readonly [C in BridgeErrorCode | AdapterErrorCode | FileErrorCode]: (
    e: Extract<AnyError, { code: C }>,
  ) => string;
};
export type ItemWords = { readonly [C in BreakdownCode]: (i: Extract<BreakdownItem, { code: C }>) => string };

export interface Catalog {
  readonly errors: ErrorWords;
  readonly items: ItemWords;
  /** "vulnerable" / "not vulnerable" as said after a contract. */
  readonly vulnerable: (v: boolean) => string;
  /** "to declarer" / "to the defenders" after a total. */
  readonly to: (who: 'declarer' | 'defenders') => string;
  /** Heading of a scored deal: contract, declarer, tricks. */
  readonly dealHeading: (contract: string, declarer: string, tricks: number, rules: string) => string;
  readonly passedOut: string;
  /** "4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders". */
  readonly summary: (contract: string, vul: string, sum: string, total: number, to: string) => string;
  /** "NS +620   EW −620". */
  readonly sides: (ns: string, ew: string) => string;
  readonly ordinal: (n: number) => string;
  /** Names of honours holdings. */
  readonly honours: {
    readonly 'four-trumps': string;
    readonly 'five-trumps': string;
    readonly 'four-aces': string;
  };
  readonly doubling: { readonly '': string; readonly X: string; readonly XX: string };
  /** Shown before an error, with its position when there is one. */
  readonly errorAt: (where: string, message: string) => string;
  readonly line: (n: number) => string;
  /** Shown before a problem that is a warning (something read, but to be checked). */
  readonly warning: string;
}
