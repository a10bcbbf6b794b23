/**
 * What checking a results file against a scoring of it finds (see the
 * formats package's `verifyResults`): each disagreement a code with its
 * place, the file's value and ours; the i18n package words each kind.
 *
 * @example
 * const f: Finding = { kind: 'board-datum', section: '', board: 3, file: 450, ours: 440 };
 */
import type { Side } from '../deal/types.js';
import type { AdjustedScore } from './adjusted-score.js';
import type { PairTotals } from './pairs-session.js';

/** The kinds of disagreement, each worded in the i18n package. */
export const FINDING_KINDS = [
  'line-score',
  'line-points',
  'board-datum',
  'pair-total',
  'pair-percentage',
  'pair-place',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** A traveller line's place: its section (empty when the event has one), board and pairs. */
export interface FindingLine {
  readonly section: string;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
}

/** A pair's place: its section (empty when the event has one), number and home direction (null in a Howell). */
export interface FindingPair {
  readonly section: string;
  readonly pair: number;
  readonly direction: Side | null;
}

export type Finding =
  | (FindingLine & {
      readonly kind: 'line-score';
      /** The contract, declarer and tricks, as written: `4S`, `S`, 10. */
      readonly contract: string;
      readonly declarer: string;
      readonly tricks: number;
      readonly file: number;
      readonly ours: number;
    })
  | (FindingLine & {
      readonly kind: 'line-points';
      readonly unit: 'mp' | 'imps';
      /** What the line records: a score (`+420`), or an artificial one (`A5050`). */
      readonly result: string;
      /** The artificial score's awards, when it is one (the why: "an average is …"). */
      readonly adjusted: AdjustedScore | null;
      readonly file: { readonly ns: number | null; readonly ew: number | null };
      readonly ours: { readonly ns: number; readonly ew: number };
    })
  | {
      readonly kind: 'board-datum';
      readonly section: string;
      readonly board: number;
      readonly file: number;
      readonly ours: number;
    }
  | (FindingPair & {
      readonly kind: 'pair-total';
      readonly unit: 'mp' | 'imps';
      /** What our total is: the sum of the pair's boards, or its percentage of the full session's top. */
      readonly basis: PairTotals;
      readonly file: number;
      readonly ours: number;
    })
  | (FindingPair & { readonly kind: 'pair-percentage'; readonly file: number; readonly ours: number })
  | (FindingPair & { readonly kind: 'pair-place'; readonly file: string; readonly ours: string });

export type DatumFinding = Extract<Finding, { readonly kind: 'board-datum' }>;
