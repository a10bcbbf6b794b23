/**
 * Every error the core can report, as data: a code and the numbers or text
 * that explain it. Adapters (CLI, web) word them in English, Russian and
 * Chinese; the core never builds a sentence.
 */
import type { Form } from './rule-set.js';
import type { Seat, Side, Vulnerability } from './types.js';

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
  | { readonly code: 'honours-holder'; readonly text: string };

/** A line and column of a file, both from 1. */
export interface FilePosition {
  readonly line: number;
  readonly column: number;
}

/** What made XML unreadable at a place. */
export type XmlError =
  | { readonly code: 'xml-syntax'; readonly detail: string }
  | { readonly code: 'xml-entity'; readonly entity: string };

/** The interchange formats the file readers know. */
export type FileFormat = 'PBN' | 'USEBIO' | 'CSV';

/**
 * What could not be read in an interchange file (PBN, USEBIO, CSV). A reader
 * pairs each with the file, line and column; the code says what was expected.
 * `found` and `text` are what stood there instead (shortened by the reader).
 */
export type InterchangeError =
  | { readonly code: 'file-empty'; readonly format: FileFormat }
  | { readonly code: 'file-not-format'; readonly format: FileFormat; readonly found: string }
  | { readonly code: 'file-encoding'; readonly encoding: string }
  | { readonly code: 'pbn-tag-name'; readonly found: string }
  | { readonly code: 'pbn-tag-value'; readonly tag: string; readonly found: string }
  | { readonly code: 'pbn-tag-close'; readonly tag: string; readonly found: string }
  | { readonly code: 'pbn-string-unclosed'; readonly tag: string }
  | { readonly code: 'pbn-comment-unclosed' }
  | { readonly code: 'pbn-stray-text'; readonly found: string }
  | { readonly code: 'pbn-repeat-missing'; readonly tag: string }
  | { readonly code: 'pbn-tag-twice'; readonly tag: string }
  | { readonly code: 'pbn-game-unseparated'; readonly tag: string }
  | { readonly code: 'pbn-score'; readonly tag: string; readonly text: string }
  | { readonly code: 'pbn-result-unpaired'; readonly board: string }
  | {
      readonly code: 'result-line';
      readonly board: number;
      readonly ns: number;
      readonly ew: number;
      readonly cause: BridgeError;
    }
  | { readonly code: 'table-columns'; readonly text: string }
  | { readonly code: 'table-row-length'; readonly expected: number; readonly found: number }
  | { readonly code: 'table-string-unclosed' }
  /** A ScoreTable or TotalScoreTable column that is not read (another program's own): its values are left out. */
  | {
      readonly code: 'table-column-unread';
      readonly table: 'ScoreTable' | 'TotalScoreTable';
      readonly column: string;
    }
  | { readonly code: 'deal-syntax'; readonly text: string }
  | { readonly code: 'deal-hand'; readonly seat: string; readonly text: string }
  | { readonly code: 'deal-card-twice'; readonly card: string }
  | { readonly code: 'deal-hand-size'; readonly seat: string; readonly cards: number }
  /** XML that is not well formed; `resumed`: where reading went on (what lies between is left out). */
  | { readonly code: 'xml-syntax'; readonly detail: string; readonly resumed?: FilePosition }
  /** An entity reference (`&lol;` of a DOCTYPE): never expanded; reading went on at `resumed`. */
  | { readonly code: 'xml-entity'; readonly entity: string; readonly resumed?: FilePosition }
  /** After an XML error nothing more could be read: the rest of the file, from line `from`, `lines` lines. */
  | {
      readonly code: 'xml-rest-unread';
      readonly from: number;
      readonly lines: number;
      readonly cause: XmlError;
    }
  /** A bare `&` (it should be `&amp;`): read as the character. */
  | { readonly code: 'xml-ampersand' }
  | { readonly code: 'xml-element-missing'; readonly element: string; readonly parent: string }
  | { readonly code: 'usebio-version'; readonly version: string }
  /**
   * A USEBIO event type this program does not know: read as pairs, scored by `method`, which
   * `basis` explains (its SCORING_METHOD, what it gives, or nothing); `scoringMethod` as written.
   */
  | {
      readonly code: 'usebio-event-type';
      readonly text: string;
      readonly method: 'mp' | 'butler' | 'cross-imps';
      readonly basis:
        | 'event-type'
        | 'scoring-method'
        | 'datum'
        | 'cross-points'
        | 'imps-unspecified'
        | 'scoring-method-unknown'
        | 'nothing';
      readonly scoringMethod?: string;
    }
  /** A USEBIO element that is not read (first place it is found; `count` times in the file): its values are left out. */
  | {
      readonly code: 'usebio-element-unread';
      readonly element: string;
      readonly parent: string;
      readonly count: number;
    }
  /** A USEBIO MATCH names a team that is not among the event's PARTICIPANTS. */
  | { readonly code: 'usebio-team-unknown'; readonly team: number }
  /** A USEBIO MATCH's board has a second traveller line at the same table. */
  | { readonly code: 'usebio-match-table'; readonly board: number; readonly table: 1 | 2 }
  /** A team match's board adjusted by a number of IMPs: USEBIO's artificial scores are percentages. */
  | { readonly code: 'usebio-award-imps'; readonly board: number }
  | { readonly code: 'usebio-adjusted-beside-played'; readonly board: number }
  /**
   * A USEBIO MATCH's TEAM_SCORE and OPPOSING_TEAM_SCORE (IMPs, or VPs when the
   * event's MATCH_SCORING_METHOD says so) differ from what its boards score to:
   * the boards are used.
   */
  | {
      readonly code: 'usebio-match-score';
      readonly unit: 'imps' | 'vps';
      readonly given: { readonly a: number; readonly b: number };
      readonly computed: { readonly a: number; readonly b: number };
    }
  /** A USEBIO MATCH gives only victory points and no boards: its IMPs are unknown. */
  | { readonly code: 'usebio-match-vps-only' }
  /** A USEBIO MATCH has neither boards nor TEAM_SCORE and OPPOSING_TEAM_SCORE. */
  | { readonly code: 'usebio-match-empty' }
  /** A board of a USEBIO MATCH cannot be scored (e.g. a SCORE that its contract does not give). */
  | { readonly code: 'usebio-match-board'; readonly cause: BridgeError }
  | { readonly code: 'csv-header'; readonly missing: string }
  | { readonly code: 'csv-fields'; readonly expected: number; readonly got: number }
  | { readonly code: 'value-seat'; readonly field: string; readonly text: string }
  | { readonly code: 'value-number'; readonly field: string; readonly text: string }
  | { readonly code: 'value-artificial'; readonly field: string; readonly text: string }
  | {
      readonly code: 'value-invalid';
      readonly field: string;
      readonly text: string;
      readonly cause: NotationError | DealError;
    };
export type InterchangeErrorCode = InterchangeError['code'];

/** Errors in choosing or loading a rule set. */
export type RulesError =
  | { readonly code: 'rules-unknown'; readonly text: string }
  | { readonly code: 'rules-year'; readonly form: Form; readonly year: number; readonly earliest: number }
  | { readonly code: 'rules-invalid'; readonly path: string; readonly expected: string }
  | { readonly code: 'rules-json'; readonly detail: string };

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
  | { readonly code: 'event-round'; readonly text: string };

/** An error found at a line and column of a file. */
export type FileError = {
  readonly code: 'file-position';
  readonly line: number;
  readonly column: number;
  readonly error: BridgeError;
};

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
  | { readonly code: 'session-empty' };

/** Where a traveller line sits: its section, board and the two pairs' numbers as entered. */
export interface LinePlace {
  readonly section: string;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
}

/**
 * Entry checks that help a director (RULES.md §9): warnings, never fixes.
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

export type BridgeError =
  | NotationError
  | DealError
  | RulesError
  | SheetError
  | TeamsError
  | FileError
  | SessionError;
export type BridgeErrorCode = BridgeError['code'];
