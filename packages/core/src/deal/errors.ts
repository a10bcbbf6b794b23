/**
 * Errors of one deal, as data: its notation, its facts, the choice of rule set.
 * Adapters (CLI, web) word them in English, Russian and Chinese; the core never builds a sentence.
 */
import type { Form } from './rule-set.js';

/** Errors in contract and result notation. `text` is the part that could not be read. */
export type NotationError =
  | { readonly code: 'contract-empty' }
  | { readonly code: 'level-missing'; readonly text: string }
  | { readonly code: 'level-zero' }
  | { readonly code: 'level-too-high'; readonly level: number }
  | { readonly code: 'strain-unknown'; readonly text: string }
  | { readonly code: 'doubling-unknown'; readonly text: string }
  | { readonly code: 'result-syntax'; readonly text: string }
  | { readonly code: 'tricks-range'; readonly tricks: number }
  | {
      readonly code: 'result-range';
      readonly result: number;
      readonly level: number;
      readonly tricks: number;
    }
  | { readonly code: 'result-missing' }
  | { readonly code: 'result-conflict'; readonly tricks: number; readonly other: number }
  | { readonly code: 'contract-invalid'; readonly text: string }
  | { readonly code: 'result-for-pass'; readonly text: string };

/** Errors in the facts of a deal other than its notation. */
export type DealError =
  | { readonly code: 'declarer-unknown'; readonly text: string }
  | { readonly code: 'declarer-missing' }
  | { readonly code: 'vulnerability-unknown'; readonly text: string }
  | { readonly code: 'board-number'; readonly text: string }
  | { readonly code: 'honours-unknown'; readonly text: string }
  | { readonly code: 'honours-not-scored'; readonly rules: string }
  | { readonly code: 'honours-strain'; readonly honours: string; readonly strain: string }
  | { readonly code: 'honours-holder'; readonly text: string }
  /** A bridge score that is not a whole multiple of 10: every score of Law 77 is. */
  | { readonly code: 'score-tens'; readonly text: string }
  /** Beyond what one deal can score (`max` either way), or two deals' scores apart (`of: 'difference'`). */
  | {
      readonly code: 'score-range';
      readonly text: string;
      readonly of: 'score' | 'difference';
      readonly max: number;
    };

/** Errors in choosing or loading a rule set. */
export type RulesError =
  | { readonly code: 'rules-unknown'; readonly text: string }
  | { readonly code: 'rules-year'; readonly form: Form; readonly year: number; readonly earliest: number }
  | { readonly code: 'rules-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'rules-json'; readonly detail: string };
