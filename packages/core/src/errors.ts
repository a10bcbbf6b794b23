/**
 * Every error the core can report, as data: a code and the numbers or text
 * that explain it. Each part of the game keeps its own errors beside its
 * code (`deal/errors.ts`, `home/errors.ts`, `teams/errors.ts`,
 * `pairs/errors.ts`); this module adds the errors of the interchange files
 * and gathers them all in `BridgeError`. Adapters (CLI, web) word them in
 * English, Russian and Chinese; the core never builds a sentence.
 */
import type { DealError, NotationError, RulesError } from './deal/errors.js';
import type { SheetError } from './home/errors.js';
import type { MovementError, SessionError } from './pairs/errors.js';
import type { TeamsError } from './teams/errors.js';

export type * from './deal/errors.js';
export type * from './home/errors.js';
export type * from './pairs/errors.js';
export type * from './teams/errors.js';

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

/** What a conversion between formats may have to leave out, one kind at a time. */
export type DroppedKind =
  | 'comments'
  | 'auction'
  | 'play'
  | 'players'
  | 'tags'
  | 'hand-records'
  | 'event-facts'
  | 'line-points'
  | 'line-percentages'
  | 'pair-totals'
  | 'pair-boards'
  | 'not-played'
  | 'weighted'
  | 'arrow-switch'
  | 'fouled'
  | 'table-numbers';

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
  /** A game of a team match file whose Room is not Open or Closed (`text` empty: no Room tag): left out. */
  | { readonly code: 'pbn-room'; readonly board: string; readonly text: string }
  /** A second game of the same board, match and room (the game at line `first` is used): left out. */
  | {
      readonly code: 'pbn-room-twice';
      readonly board: number;
      readonly room: 'open' | 'closed';
      readonly first: number;
    }
  /** A game of a team match that records no result at its table (`cause` says what is missing): left out. */
  | {
      readonly code: 'pbn-team-game';
      readonly board: number;
      readonly room: 'open' | 'closed';
      readonly cause: BridgeError;
    }
  /** A game's ScoreIMP differs from the IMPs its board scores to: the results are used. */
  | {
      readonly code: 'pbn-score-imp';
      readonly board: number;
      readonly room: 'open' | 'closed';
      readonly given: number;
      readonly computed: number;
    }
  /** A table (ScoreTable …) in a game of a team match file: its rows are not read. */
  | { readonly code: 'pbn-team-table'; readonly table: string; readonly rows: number }
  /** One of several matches of a PBN file whose games give no Round: left out. */
  | { readonly code: 'pbn-match-round'; readonly a: string; readonly b: string }
  /** A board adjusted by IMPs other than those of average-plus, average or average-minus: the desk's lines cannot hold it. */
  | { readonly code: 'desk-award-imps'; readonly board: number }
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
      readonly table: 'ScoreTable' | 'TotalScoreTable' | 'CSV';
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
  /**
   * A USEBIO file's EVENT after the first (`event`, from 1): club results come from the first
   * alone, so its `lines` traveller lines are read and not used.
   */
  | { readonly code: 'usebio-event-unread'; readonly event: number; readonly lines: number }
  /**
   * A USEBIO record (a TRAVELLER_LINE, or a PAIR or TEAM of PARTICIPANTS) inside `parent`, an
   * element this program does not read (kept as it is): the record is left out.
   */
  | { readonly code: 'usebio-record-unread'; readonly record: string; readonly parent: string }
  /** A USEBIO MATCH names a team that is not among the event's PARTICIPANTS. */
  | { readonly code: 'usebio-team-unknown'; readonly team: number }
  /** A USEBIO MATCH's board has a second traveller line at the same table. */
  | { readonly code: 'usebio-match-table'; readonly board: number; readonly table: 1 | 2 }
  /** A team match's board adjusted by a number of IMPs: USEBIO's artificial scores are percentages. */
  | { readonly code: 'usebio-award-imps'; readonly board: number }
  | { readonly code: 'usebio-adjusted-beside-played'; readonly board: number }
  /**
   * A USEBIO MATCH given by its scores alone, with no boards, read where results are kept board by
   * board (the director's desk): the match is there, without results.
   */
  | {
      readonly code: 'usebio-match-boardless';
      readonly a: string;
      readonly b: string;
      readonly given: { readonly a: number; readonly b: number } | null;
    }
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
  /** A CSV header names a column twice (`first` is the column of the first): which is meant cannot be told. */
  | { readonly code: 'csv-column-twice'; readonly column: string; readonly first: number }
  /** A traveller line of the same board and pairs as the one at line `first` of the file: never scored twice. */
  | {
      readonly code: 'line-twice';
      readonly board: number;
      readonly ns: number;
      readonly ew: number;
      readonly first: number;
    }
  /** Something the target format of a conversion cannot hold, left out: `count` of that kind. */
  | {
      readonly code: 'convert-dropped';
      readonly from: FileFormat;
      readonly to: FileFormat;
      readonly what: DroppedKind;
      readonly count: number;
    }
  /** A line of JSON lines that is not one JSON object. */
  | { readonly code: 'json-syntax'; readonly detail: string }
  | { readonly code: 'field-type'; readonly field: string; readonly expected: string }
  /** A field a JSON object may not have (`expected` lists those it may). */
  | {
      readonly code: 'field-unknown';
      readonly field: string;
      readonly expected: string;
      /** The known field it most looks like (the same but for case, or at most two edits away), if any. */
      readonly suggestion: string | null;
    }
  /** Two fields that say the same thing, both given. */
  | { readonly code: 'field-conflict'; readonly field: string; readonly other: string }
  /** An empty line among JSON lines: each line is one object. */
  | { readonly code: 'json-line-empty' }
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

/** An error found at a line and column of a file. */
export type FileError = {
  readonly code: 'file-position';
  readonly line: number;
  readonly column: number;
  readonly error: BridgeError | InterchangeError;
};

export type BridgeError =
  | NotationError
  | DealError
  | RulesError
  | SheetError
  | TeamsError
  | FileError
  | SessionError
  | MovementError;
export type BridgeErrorCode = BridgeError['code'];
