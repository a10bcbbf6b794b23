/**
 * Errors and entry warnings of a pairs session, as data.
 * Adapters (CLI, web) word them in English, Russian and Chinese; the core never builds a sentence.
 */
import type { Seat, Side, Vulnerability } from '../deal/types.js';

/** Errors in a pairs session's notation and input (traveller lines, the event model). */
export type SessionError =
  | { readonly code: 'adjusted-syntax'; readonly text: string }
  | { readonly code: 'adjusted-percent'; readonly percent: number }
  | { readonly code: 'weighted-syntax'; readonly text: string }
  | { readonly code: 'weighted-weight'; readonly text: string }
  | { readonly code: 'score-syntax'; readonly text: string }
  | { readonly code: 'outcome-missing' }
  | { readonly code: 'pair-number'; readonly text: string }
  | { readonly code: 'pair-same'; readonly pair: number }
  | { readonly code: 'switch-syntax'; readonly text: string }
  | { readonly code: 'round-number'; readonly text: string }
  | { readonly code: 'dealer-unknown'; readonly text: string }
  | {
      readonly code: 'board-conflict';
      readonly board: number;
      readonly field: 'vulnerability' | 'dealer';
      readonly first: string;
      readonly second: string;
    }
  | { readonly code: 'event-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'session-empty' }
  | { readonly code: 'conventions-unknown'; readonly text: string }
  | { readonly code: 'conventions-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'conventions-json'; readonly detail: string };

/** Where a traveller line sits: its section, board and the two pairs' numbers as entered. */
export interface LinePlace {
  readonly section: string;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
}

/**
 * Entry checks that help a director: warnings, never fixes.
 * Each names the board and pairs; the session is scored as entered.
 */
export type EntryWarning =
  | (LinePlace & { readonly code: 'score-mismatch'; readonly entered: number; readonly computed: number })
  | (LinePlace & {
      readonly code: 'score-impossible';
      readonly score: number;
      readonly vulnerability: Vulnerability;
    })
  | (LinePlace & { readonly code: 'declarer-for-pass'; readonly declarer: Seat })
  | (LinePlace & { readonly code: 'outlier'; readonly score: number; readonly nearest: number })
  | {
      readonly code: 'pair-twice';
      readonly section: string;
      readonly board: number;
      readonly pair: number;
      readonly direction: Side | null;
    }
  | {
      readonly code: 'board-incomplete';
      readonly section: string;
      readonly board: number;
      readonly scores: number;
      readonly expected: number;
    }
  | {
      readonly code: 'pair-unlisted';
      readonly section: string;
      readonly pair: number;
      readonly direction: Side | null;
    };
export type EntryWarningCode = EntryWarning['code'];
