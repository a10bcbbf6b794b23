/**
 * Errors of home play: keeping a rubber or Chicago sheet and its line notation.
 * Adapters (CLI, web) word them in English, Russian and Chinese; the core never builds a sentence.
 */
import type { Form } from '../deal/rule-set.js';

/**
 * Errors in keeping a rubber or Chicago sheet and in its line notation.
 * Deal numbers count from 1 in the order the deals were entered, passed-out deals included.
 */
export type SheetError =
  | { readonly code: 'rubber-over' }
  | { readonly code: 'chukker-over' }
  | { readonly code: 'nothing-to-undo' }
  | { readonly code: 'deal-index'; readonly deal: number; readonly count: number }
  | { readonly code: 'sheet-index'; readonly sheet: number; readonly count: number }
  | { readonly code: 'sheet-not-over'; readonly form: Form }
  | { readonly code: 'correction-conflict'; readonly form: Form; readonly deal: number }
  | { readonly code: 'correction-unfinished'; readonly form: Form; readonly sheet: number }
  | {
      readonly code: 'sheet-rules-form';
      readonly rules: string;
      readonly form: Form;
      readonly expected: Form;
    }
  | { readonly code: 'rubber-values-missing'; readonly rules: string }
  | { readonly code: 'honours-off' }
  | { readonly code: 'sheet-line-empty' }
  | { readonly code: 'sheet-line-syntax'; readonly text: string };
