/**
 * Errors of team scoring, as data.
 * Adapters (CLI, web) word them in English, Russian and Chinese; the core never builds a sentence.
 */
/**
 * Errors in team scoring and its files: IMP and VP input, VP scale files,
 * team match and team event files.
 */
export type TeamsError =
  | { readonly code: 'imps-score'; readonly text: string }
  | { readonly code: 'vp-boards'; readonly text: string }
  | { readonly code: 'vp-margin'; readonly text: string }
  | { readonly code: 'vp-scale-empty' }
  | { readonly code: 'vp-scale-fields'; readonly count: number }
  | { readonly code: 'vp-scale-range'; readonly text: string }
  | { readonly code: 'vp-scale-gap'; readonly expected: number; readonly text: string }
  | { readonly code: 'vp-scale-vp'; readonly text: string }
  | { readonly code: 'vp-scale-order'; readonly from: number }
  | { readonly code: 'vp-scale-open-early' }
  | { readonly code: 'vp-scale-open-missing' }
  | { readonly code: 'vp-scale-between'; readonly text: string }
  | { readonly code: 'csv-quote' }
  /** Text after the closing quote of a field (a quote inside quotes is written twice). */
  | { readonly code: 'csv-quote-stray'; readonly text: string }
  /** A match file's line for a board given on the line `first` already. */
  | { readonly code: 'match-board-line-twice'; readonly board: number; readonly first: number }
  /** A team-event line with a bye on both sides. */
  | { readonly code: 'event-bye-twice' }
  | { readonly code: 'csv-columns'; readonly missing: string }
  | { readonly code: 'csv-number'; readonly field: string; readonly text: string }
  | { readonly code: 'match-adjusted'; readonly text: string }
  | { readonly code: 'match-adjusted-mixed'; readonly text: string }
  | {
      readonly code: 'match-score-mismatch';
      readonly board: number;
      readonly table: 1 | 2;
      readonly given: number;
      readonly computed: number;
    }
  | { readonly code: 'match-board-twice'; readonly board: number }
  | { readonly code: 'match-empty' }
  | { readonly code: 'carry-over'; readonly text: string }
  | { readonly code: 'event-empty' }
  | { readonly code: 'event-self'; readonly team: string }
  | { readonly code: 'event-twice'; readonly team: string; readonly round: number }
  | { readonly code: 'event-round'; readonly text: string }
  /**
   * A team's score in a match of an event that cannot be: below 0, or more IMPs than its boards
   * can give (the Law 78B scale tops at 24 a board; `boards` null when the match's boards are unknown).
   */
  | {
      readonly code: 'event-score';
      readonly team: string;
      readonly round: number;
      readonly score: number;
      readonly boards: number | null;
    };
