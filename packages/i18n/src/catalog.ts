/**
 * The shape of a language's words. Every error code and breakdown code must
 * have an entry: adding a code to the core fails to compile here until each
 * language words it.
 */
import type {
  AdjustedRule,
  BreakdownCode,
  BreakdownItem,
  BridgeError,
  BridgeErrorCode,
  EntryWarning,
  EntryWarningCode,
  Factoring,
  MatchpointScaleName,
  Movement,
  Side,
  Vulnerability,
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
    }
  | { readonly code: 'csv-header'; readonly missing: string }
  | { readonly code: 'csv-quote' }
  | { readonly code: 'csv-fields'; readonly expected: number; readonly got: number };
export type AdapterErrorCode = AdapterError['code'];
export type AnyError = BridgeError | AdapterError;

export type ErrorWords = {
  readonly [C in BridgeErrorCode | AdapterErrorCode]: (e: Extract<AnyError, { code: C }>) => string;
};
export type WarningWords = {
  readonly [C in EntryWarningCode]: (w: Extract<EntryWarning, { code: C }>) => string;
};
export type ItemWords = { readonly [C in BreakdownCode]: (i: Extract<BreakdownItem, { code: C }>) => string };

/** The words of a pairs session's printed results. */
export interface SessionWords {
  readonly scale: { readonly [S in MatchpointScaleName]: string };
  readonly factoring: { readonly [F in Factoring]: string };
  readonly adjusted: { readonly [A in AdjustedRule]: string };
  readonly movement: { readonly [M in Movement]: string };
  readonly vulnerability: { readonly [V in Vulnerability]: string };
  /** "Matchpoints 2/1 (Law 78A) · Neuberg factoring · averages 60/40". */
  readonly settings: (scale: string, factoring: string, adjusted: string) => string;
  /** A field's heading: "North-South", "Section A, East-West", "All pairs". */
  readonly field: (section: string | null, direction: Side | null) => string;
  readonly columns: {
    readonly place: string;
    readonly pair: string;
    readonly names: string;
    readonly points: string;
    readonly percent: string;
    readonly boards: string;
    readonly ns: string;
    readonly ew: string;
    readonly contract: string;
    readonly by: string;
    readonly lead: string;
    readonly tricks: string;
    readonly nsScore: string;
    readonly ewScore: string;
    readonly nsPoints: string;
    readonly ewPoints: string;
    readonly group: string;
  };
  /** "Board 7 · Dealer S · Vul Both · Top 14". */
  readonly board: (board: number, dealer: string, vul: string, top: string, section: string | null) => string;
  readonly notPlayed: string;
  /** Marks a line played arrow-switched. */
  readonly switched: string;
  readonly warnings: string;
  readonly errors: string;
  /** "row 5, column score". */
  readonly at: (row: number, column: string | null) => string;
  readonly columnIgnored: (column: string) => string;
}

export interface Catalog {
  readonly errors: ErrorWords;
  readonly warnings: WarningWords;
  readonly session: SessionWords;
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
}
