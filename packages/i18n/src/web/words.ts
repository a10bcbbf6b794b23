/**
 * The shape of the web app's words, one object a language (`en.ts`, `ru.ts`,
 * `zh.ts`): every label of the page, the scorepad's own errors and the
 * server's. Scoring words (breakdown items, the core's errors, the sheet's
 * sentences) are the shared catalog's (`catalog(lang)`); these are the rest.
 */
import type { ChicagoVulnerability, Rounding, Seat, Side, Strain } from '@bridge-score/core';
import type { ScorepadError, ScorepadErrorCode } from '@bridge-score/scorepad';
import type { SheetForm } from '../catalog.js';

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
  | { readonly keyword: 'pattern'; readonly kind: PatternKind }
  | { readonly keyword: 'other'; readonly detail: string };

/** What a text field's pattern asks for, worded by each language (the server names its schemas' patterns). */
export const PATTERN_KINDS = [
  'uuid',
  'currency',
  'number',
  'date',
  'card',
  'table-code',
  'club-id',
  'username',
] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];
export type SchemaKeyword = SchemaProblem['keyword'];

/** Errors of the server's API beside the scoring ones. */
export type ApiError =
  | { readonly code: 'invalid'; readonly field: string; readonly problem: SchemaProblem }
  | { readonly code: 'stale'; readonly version: number }
  | { readonly code: 'not-found' }
  | { readonly code: 'id-conflict'; readonly id: string }
  | { readonly code: 'too-large'; readonly limit: number }
  | { readonly code: 'rate-limited'; readonly seconds: number }
  | { readonly code: 'server' }
  | { readonly code: 'desk-not-found' }
  | { readonly code: 'same-file'; readonly name: string; readonly id: string }
  | { readonly code: 'file-format'; readonly name: string }
  | { readonly code: 'auth-required' }
  | { readonly code: 'auth-wrong' }
  | { readonly code: 'auth-not-local' }
  | { readonly code: 'auth-set-already' }
  | { readonly code: 'auth-too-short'; readonly min: number }
  | { readonly code: 'auth-forbidden' }
  | { readonly code: 'club-not-found'; readonly club: string }
  | { readonly code: 'club-forbidden'; readonly club: string }
  | { readonly code: 'club-exists'; readonly club: string }
  | { readonly code: 'account-username-taken'; readonly username: string }
  | { readonly code: 'account-not-found' }
  | { readonly code: 'account-self' }
  | { readonly code: 'account-club' }
  | { readonly code: 'live-not-found' }
  | { readonly code: 'live-no-movement' }
  | { readonly code: 'live-conflict'; readonly board: number; readonly held: string; readonly sent: string }
  | { readonly code: 'live-key-reused' }
  | { readonly code: 'live-not-your-board'; readonly board: number; readonly round: number }
  | { readonly code: 'live-wrong-round'; readonly round: number; readonly current: number }
  | { readonly code: 'live-closed' }
  | { readonly code: 'live-frozen' }
  | { readonly code: 'live-unconfirmed' }
  | { readonly code: 'live-round-unfinished'; readonly boards: readonly number[] }
  | { readonly code: 'live-round-range'; readonly rounds: number }
  | { readonly code: 'live-reason-required' };
export type ApiErrorCode = ApiError['code'];

/**
 * The page's words. Numbers and dates arrive already formatted for the page's
 * locale (`Intl`), as strings; counts that choose a plural form arrive as numbers.
 */
export interface PageWords {
  readonly appName: string;
  readonly language: string;
  readonly back: string;
  readonly notFound: string;
  readonly forms: { readonly [F in SheetForm]: string };
  /** "rubber" / "chukker": one sheet of the form, in a sentence. */
  readonly sheetName: (form: SheetForm, n: number) => string;
  /** The evening's heading: the game and the sheet in play. */
  readonly title: (form: string, sheet: string) => string;
  /** Between a label and its value: ": " (and "：" in Chinese). */
  readonly colon: string;
  /** Two partners' names: "Ann & Cid". */
  readonly pair: (a: string, b: string) => string;
  /** A seat with its player's name: "N (Ann)". */
  readonly seatWithName: (seat: string, name: string) => string;
  /** "Rubber 2", "Chukker 1": a tab for one sheet. */
  readonly sheetTab: (form: SheetForm, n: number) => string;
  readonly home: {
    readonly heading: string;
    readonly newEvening: string;
    readonly empty: string;
    readonly open: string;
    readonly started: (date: string) => string;
    readonly progress: (form: SheetForm, sheets: number, deals: number) => string;
    readonly totals: (we: string, they: string) => string;
    readonly serverOnly: string;
    readonly unsent: (n: number) => string;
    readonly loadFailed: string;
    /** The server's list could not be had: only this device's evenings are shown. */
    readonly offline: string;
    readonly loading: string;
  };
  readonly setup: {
    readonly heading: string;
    readonly form: string;
    readonly rules: string;
    /** A rule set in the list: its name and the years its code was in force. */
    readonly ruleSet: (name: string, from: number, to: number | null) => string;
    readonly byYear: string;
    readonly year: string;
    readonly yearError: string;
    readonly house: string;
    readonly houseText: string;
    readonly houseHint: string;
    readonly houseFile: string;
    readonly chicago: string;
    readonly vulnerability: string;
    readonly vulnerabilities: { readonly [V in ChicagoVulnerability]: string };
    readonly honours: string;
    readonly duplicateStyle: string;
    readonly fourthDeal: string;
    readonly firstDealer: string;
    readonly players: string;
    readonly four: string;
    readonly five: string;
    readonly playerN: (n: number) => string;
    readonly namesHint: string;
    readonly we: string;
    readonly rounding: string;
    readonly roundings: { readonly [R in Rounding]: string };
    readonly stake: string;
    readonly stakeHint: string;
    readonly stakeError: string;
    readonly currency: string;
    readonly currencyError: string;
    readonly start: string;
  };
  readonly seats: { readonly [S in Seat]: string };
  readonly seatShort: { readonly [S in Seat]: string };
  readonly sides: { readonly [S in Side]: string };
  /** Strain names for screen readers and the explanation. */
  readonly strains: { readonly [S in Strain]: string };
  /** Notrump as written after a level: "NT", "БК", "无将". */
  readonly notrumpShort: string;
  readonly entry: {
    readonly heading: (deal: number) => string;
    readonly correcting: (sheet: string, deal: number) => string;
    readonly level: string;
    readonly strain: string;
    readonly doubling: string;
    readonly doublings: { readonly undoubled: string; readonly doubled: string; readonly redoubled: string };
    readonly declarer: string;
    readonly result: string;
    /** Accessible names of the result buttons: "made exactly", "2 overtricks", "3 down". */
    readonly made: string;
    readonly over: (n: number) => string;
    readonly under: (n: number) => string;
    readonly honours: string;
    readonly noHonours: string;
    readonly honoursPoints: (points: number) => string;
    readonly holder: string;
    readonly enter: string;
    readonly passedOut: string;
    readonly save: string;
    readonly cancel: string;
    readonly missing: {
      readonly level: string;
      readonly strain: string;
      readonly declarer: string;
      readonly result: string;
    };
    readonly preview: (we: string, they: string) => string;
    readonly line: string;
    readonly lineHint: string;
    readonly add: string;
  };
  readonly sheet: {
    readonly caption: (title: string) => string;
    readonly vul: string;
    readonly notVul: string;
    readonly above: string;
    readonly below: string;
    readonly gameLine: string;
    readonly total: string;
    readonly deal: (n: number) => string;
    /** "At the table: N Ann, E Bob, S Cid, W Dan; Eve sits out" (each seat given as "N Ann"). */
    readonly seating: (seats: readonly string[], out: string | null) => string;
    /** Changing the players' names after the start. */
    readonly editNames: string;
    readonly saveNames: string;
    readonly we: (names: string) => string;
    readonly they: (names: string) => string;
  };
  readonly deals: {
    readonly heading: string;
    readonly none: string;
    readonly explain: string;
    readonly hide: string;
    readonly correct: string;
    readonly undo: string;
    readonly end: (form: SheetForm) => string;
    readonly confirmEnd: (form: SheetForm) => string;
    readonly yes: string;
    readonly no: string;
    readonly next: (form: SheetForm) => string;
    readonly running: (we: string, they: string) => string;
    readonly onSheet: string;
    readonly dealer: (seat: string) => string;
    readonly vul: (who: string) => string;
    readonly total: (side: string, points: string) => string;
  };
  readonly totals: {
    readonly heading: string;
    readonly sheetLine: (title: string, we: string, they: string) => string;
    readonly settles: (winner: string | null, hundreds: number) => string;
    readonly inPlay: string;
    readonly evening: (we: string, they: string) => string;
    readonly settlement: (winner: string | null, hundreds: number) => string;
    readonly money: (winner: string | null, amount: string) => string;
    readonly players: string;
    readonly player: string;
    readonly played: string;
    readonly points: string;
    readonly hundreds: string;
    readonly amount: string;
  };
  readonly sync: {
    readonly local: string;
    readonly sending: string;
    readonly synced: string;
    readonly offline: (n: number) => string;
    readonly refused: (message: string) => string;
    readonly conflict: string;
    readonly theirs: (n: number) => string;
    readonly mine: (n: number) => string;
    readonly keepTheirs: string;
    readonly addMine: string;
    readonly dropped: (n: number) => string;
    readonly storageFull: string;
  };
}

export interface WebWords {
  readonly page: PageWords;
  /** The scorepad's own errors (the change list), beside the core's. */
  readonly errors: { readonly [C in ScorepadErrorCode]: (e: Extract<ScorepadError, { code: C }>) => string };
  /** The server's errors. */
  readonly api: { readonly [C in ApiErrorCode]: (e: Extract<ApiError, { code: C }>) => string };
  /** Why a field of a request was refused. */
  readonly schema: { readonly [K in SchemaKeyword]: (p: Extract<SchemaProblem, { keyword: K }>) => string };
}
