/**
 * Errors and entry warnings of a pairs session, as data.
 * Adapters (CLI, web) word them in English, Russian and Chinese; the core never builds a sentence.
 */
import type { Seat, Side, Vulnerability } from '../deal/types.js';
import type { Movement } from './event.js';

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
  /** Butler: more results to drop at each end than any board of the session has room for. */
  | { readonly code: 'butler-drop'; readonly drop: number; readonly results: number; readonly most: number }
  | { readonly code: 'conventions-unknown'; readonly text: string }
  | { readonly code: 'conventions-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'conventions-json'; readonly detail: string };

/** Errors in a movement: building one, checking its plan, reading its JSON file. */
export type MovementError =
  /** A built-in movement for this many tables does not exist. */
  | {
      readonly code: 'movement-tables';
      readonly movement: Movement;
      readonly tables: number;
      readonly min: number;
      readonly max: number | null;
    }
  /** More rounds than the movement has (or not a whole number of rounds, 1 or more). */
  | { readonly code: 'movement-rounds'; readonly rounds: number; readonly max: number | null }
  /** A board set with no boards, or a board that is not a number 1 or more. */
  | { readonly code: 'movement-boards'; readonly set: number }
  /** A board in two sets. */
  | { readonly code: 'movement-board-twice'; readonly board: number }
  /** A seating outside the movement: its round, table or set beyond the plan, or no pair number. */
  | {
      readonly code: 'movement-place';
      readonly round: number;
      readonly table: number;
      readonly field: 'round' | 'table' | 'set' | 'pair';
      readonly value: number;
      readonly max: number | null;
    }
  | { readonly code: 'movement-table-twice'; readonly round: number; readonly table: number }
  | {
      readonly code: 'movement-pair-twice';
      readonly round: number;
      readonly pair: number;
      readonly direction: Side | null;
    }
  | {
      readonly code: 'movement-pair-same';
      readonly round: number;
      readonly table: number;
      readonly pair: number;
    }
  /** A pair plays the same board set in two rounds. */
  | {
      readonly code: 'movement-set-twice';
      readonly pair: number;
      readonly direction: Side | null;
      readonly set: number;
      readonly rounds: readonly [number, number];
    }
  | { readonly code: 'movement-phantom'; readonly pair: number; readonly direction: Side | null }
  | { readonly code: 'movement-switch'; readonly round: number; readonly rounds: number }
  /** An arrow switch asked of a Howell: its pairs are seated as they sit. */
  | { readonly code: 'movement-switch-howell'; readonly round: number }
  | { readonly code: 'movement-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'movement-json'; readonly detail: string };

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
