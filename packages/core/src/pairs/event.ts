/**
 * The model of a duplicate pairs event: sections of pairs in a movement, the
 * boards, and the traveller lines (one per table per board). File readers
 * (CSV, JSON, and later PBN and USEBIO) build this; `pairs-session.ts`
 * scores it. Its JSON form is documented in docs/event-model.md.
 *
 * Pair numbers belong to a section. In a Mitchell section the North-South
 * and East-West pairs are numbered separately (NS 3 and EW 3 are different
 * pairs) and a line's `ns` and `ew` are the pairs' home directions; in a
 * Howell section every pair has one number and `ns` is the pair that sat
 * North-South. On an arrow-switched line the `ew` pair held the North-South
 * cards: the result counts for the other direction (docs/scoring.md#pairs).
 *
 * @example
 * const event: BridgeEvent = {
 *   sections: [{ name: 'A', movement: 'mitchell' }],
 *   boards: [],
 *   results: [
 *     { section: 'A', board: 1, ns: 1, ew: 1, outcome: { kind: 'played', contract: contractOf(4, 'S'), declarer: 'S', tricks: 10 } },
 *     { section: 'A', board: 1, ns: 2, ew: 2, outcome: { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' } },
 *   ],
 * };
 */

import { boardDealer, boardVulnerability } from '../deal/board.js';
import { type FinalContract, PASS } from '../deal/contract.js';
import { declarerPoints } from '../deal/deal-score.js';
import type { RuleSet } from '../deal/rule-set.js';
import { RULE_SETS } from '../deal/rule-sets.js';
import { isVulnerable, type Seat, type Side, sideOf, type Vulnerability } from '../deal/types.js';
import type { AdjustedAward } from './adjusted-score.js';

export const MOVEMENTS = ['mitchell', 'howell'] as const;
/** Mitchell: NS pairs stay, EW pairs move, two fields. Howell: every pair meets the others, one field. */
export type Movement = (typeof MOVEMENTS)[number];
export const isMovement = (x: unknown): x is Movement => (MOVEMENTS as readonly unknown[]).includes(x);

export interface Pair {
  readonly number: number;
  /** Home direction in a Mitchell section; absent in a Howell section. */
  readonly direction?: Side;
  readonly names?: readonly string[];
}

export interface Section {
  readonly name: string;
  readonly movement: Movement;
  /** The pairs; when absent they are the pairs named on the traveller lines. */
  readonly pairs?: readonly Pair[];
  /** Rounds or boards played arrow-switched (the EW pair holds the NS cards). */
  readonly arrowSwitch?: { readonly rounds?: readonly number[]; readonly boards?: readonly number[] };
  /** Expected number of scores per board (N of the Neuberg formula) in this section. */
  readonly expected?: number;
}

export interface BoardSpec {
  readonly number: number;
  /** Default: from the board number (Law 2). */
  readonly dealer?: Seat;
  /** Default: from the board number (Law 2). */
  readonly vulnerability?: Vulnerability;
}

/** A contract played at the table, or a passed-out board. */
export interface PlayedOutcome {
  readonly kind: 'played';
  readonly contract: FinalContract;
  /** Required unless passed out. */
  readonly declarer?: Seat;
  /** Tricks declarer took, 0–13; required unless passed out. */
  readonly tricks?: number;
  /** The score as written on the traveller (for NS), checked against the contract. */
  readonly score?: number;
}

/** A score entered directly, for North-South, with no contract. */
export interface ScoreOutcome {
  readonly kind: 'score';
  readonly ns: number;
}

/** An artificial adjusted score (Law 12C2): each side's award independently. */
export interface AdjustedOutcome {
  readonly kind: 'adjusted';
  readonly ns: AdjustedAward;
  readonly ew: AdjustedAward;
}

/** A weighted assigned score (Law 12C1c): results with whole-number weights, relative to their sum. */
export interface WeightedOutcome {
  readonly kind: 'weighted';
  readonly parts: readonly { readonly weight: number; readonly outcome: PlayedOutcome | ScoreOutcome }[];
}

/** The board was not played at this table: it counts for neither pair. */
export interface NotPlayedOutcome {
  readonly kind: 'not-played';
}

export type Outcome = PlayedOutcome | ScoreOutcome | AdjustedOutcome | WeightedOutcome | NotPlayedOutcome;
export type OutcomeKind = Outcome['kind'];

/** One line of a board's traveller. */
export interface TravellerLine {
  readonly section: string;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
  readonly round?: number;
  /** Arrow-switched: the `ew` pair held the North-South cards. Default: from the section's arrow switch. */
  readonly switched?: boolean;
  /** Fouled board (Law 87): lines of one group were played with the same cards. */
  readonly group?: string;
  /** The opening lead as written, for the traveller. */
  readonly lead?: string;
  readonly outcome: Outcome;
}

export interface BridgeEvent {
  readonly name?: string;
  readonly sections: readonly Section[];
  /** Boards whose dealer or vulnerability differ from Law 2, or to list them all. */
  readonly boards: readonly BoardSpec[];
  readonly results: readonly TravellerLine[];
}

/** Dealer and vulnerability of a board: as given, else by its number (Law 2). */
export function boardSpec(event: BridgeEvent, board: number): Required<BoardSpec> {
  const given = event.boards.find((b) => b.number === board);
  return {
    number: board,
    dealer: given?.dealer ?? boardDealer(board),
    vulnerability: given?.vulnerability ?? boardVulnerability(board),
  };
}

/** Whether a line was played arrow-switched: as marked, else by the section's switched rounds and boards. */
export function isSwitched(line: TravellerLine, section: Section | undefined): boolean {
  if (line.switched !== undefined) return line.switched;
  const arrow = section?.arrowSwitch;
  if (!arrow) return false;
  return (
    (line.round !== undefined && (arrow.rounds ?? []).includes(line.round)) ||
    (arrow.boards ?? []).includes(line.board)
  );
}

/**
 * The North-South score of a played or directly entered outcome (Law 77
 * under `rules`), given the board's vulnerability.
 *
 * @example
 * outcomeNsScore({ kind: 'played', contract: contractOf(4, 'H'), declarer: 'E', tricks: 10 }, 'Both'); // -620
 */
export function outcomeNsScore(
  outcome: PlayedOutcome | ScoreOutcome,
  vulnerability: Vulnerability,
  rules: RuleSet = RULE_SETS.duplicate,
): number {
  if (outcome.kind === 'score') return outcome.ns;
  if (outcome.contract === PASS) return 0;
  const { declarer, tricks } = outcome;
  if (declarer === undefined || tricks === undefined) {
    throw new RangeError('a played contract needs a declarer and tricks');
  }
  const side = sideOf(declarer);
  const points = declarerPoints(outcome.contract, isVulnerable(vulnerability, side), tricks, rules);
  return side === 'NS' ? points : -points + 0;
}
