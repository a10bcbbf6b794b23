/**
 * The shape of a language's words. Every error code and breakdown code must
 * have an entry: adding a code to the core fails to compile here until each
 * language words it.
 */
import type {
  AdjustedRule,
  BreakdownCode,
  BreakdownItem,
  BridgeError,
  BridgeErrorCode,
  ButlerDrop,
  CrossImpDivisor,
  DatumRounding,
  EntryWarning,
  EntryWarningCode,
  Factoring,
  Finding,
  FindingKind,
  InterchangeError,
  InterchangeErrorCode,
  MatchpointScaleName,
  Movement,
  Rounding,
  ScoringMethod,
  SheetBonus,
  Side,
  Vulnerability,
} from '@bridge-score/core';

export const LANGS = ['en', 'ru', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/**
 * Why the file system refused to read or write a file, from the system's own
 * code (ENOENT, EACCES, EISDIR, ENOSPC, EEXIST …; see `fileReasonOf`).
 */
export const FILE_REASONS = [
  'no-such-file',
  'no-permission',
  'is-a-folder',
  'not-a-folder',
  'disk-full',
  'exists',
  'read-only',
  'too-many-open',
  'busy',
  'name-too-long',
  'too-big',
  'io',
  'other',
] as const;
export type FileReason = (typeof FILE_REASONS)[number];

const SYSTEM_REASONS: { readonly [code: string]: FileReason } = {
  ENOENT: 'no-such-file',
  EACCES: 'no-permission',
  EPERM: 'no-permission',
  EISDIR: 'is-a-folder',
  ENOTDIR: 'not-a-folder',
  ENOSPC: 'disk-full',
  EDQUOT: 'disk-full',
  EEXIST: 'exists',
  EROFS: 'read-only',
  EMFILE: 'too-many-open',
  ENFILE: 'too-many-open',
  EBUSY: 'busy',
  ETXTBSY: 'busy',
  ENAMETOOLONG: 'name-too-long',
  EFBIG: 'too-big',
  ERR_FS_FILE_TOO_LARGE: 'too-big',
  EIO: 'io',
};

/**
 * The reason for a system error code such as `ENOENT` (`other` for a code not listed).
 *
 * @example
 * fileReasonOf('ENOENT'); // 'no-such-file'
 */
export function fileReasonOf(system: string | undefined): FileReason {
  return (system !== undefined && SYSTEM_REASONS[system]) || 'other';
}

/** Errors of the adapters themselves (files, JSON lines, options), beside the core's. */
export type AdapterError =
  /** `system` is the system's code (ENOENT …), kept for programs; `reason` is what is worded. */
  | {
      readonly code: 'file-read';
      readonly path: string;
      readonly reason: FileReason;
      readonly system: string;
    }
  | {
      readonly code: 'file-write';
      readonly path: string;
      readonly reason: FileReason;
      readonly system: string;
    }
  /** An output file exists already and --force was not given. */
  | { readonly code: 'output-exists'; readonly path: string }
  /** The output file is the input file (by name, link or path): always refused. */
  | { readonly code: 'output-is-input'; readonly path: string; readonly input: string }
  /** The output's format cannot be told from its name and --to was not given. */
  | { readonly code: 'output-format-unknown'; readonly path: string }
  /** --from or --to says one format, the file's name another. */
  | {
      readonly code: 'format-name-conflict';
      readonly option: string;
      readonly format: string;
      readonly path: string;
      readonly named: string;
    }
  | {
      readonly code: 'option-value';
      readonly option: string;
      readonly value: string;
      readonly expected: string;
    }
  /** Two options (or an option and an argument) that cannot be given together. */
  | { readonly code: 'option-conflict'; readonly option: string; readonly other: string }
  /** An option that would have no effect because of another option or of the input (`because`). */
  | { readonly code: 'option-unused'; readonly option: string; readonly because: string }
  /** `deal --jsonl` reads its deals from standard input: a contract argument would be ignored. */
  | { readonly code: 'jsonl-argument'; readonly text: string }
  /** A `quit` line in a file of deals: the lines after it are not read. */
  | { readonly code: 'lines-after-quit'; readonly count: number }
  /** `--match n` beyond the matches of the file. */
  | { readonly code: 'match-number'; readonly match: number; readonly count: number };
export type AdapterErrorCode = AdapterError['code'];
export type AnyError = BridgeError | AdapterError | InterchangeError;

export type ErrorWords = {
  readonly [C in BridgeErrorCode | AdapterErrorCode | InterchangeErrorCode]: (
    e: Extract<AnyError, { code: C }>,
  ) => string;
};
export type WarningWords = {
  readonly [C in EntryWarningCode]: (w: Extract<EntryWarning, { code: C }>) => string;
};
export type ItemWords = { readonly [C in BreakdownCode]: (i: Extract<BreakdownItem, { code: C }>) => string };

/** The words of a pairs session's printed results. */
export interface SessionWords {
  readonly scale: { readonly [S in MatchpointScaleName]: string };
  readonly factoring: { readonly [F in Factoring]: string };
  readonly adjusted: { readonly [A in AdjustedRule]: string };
  readonly movement: { readonly [M in Movement]: string };
  readonly vulnerability: { readonly [V in Vulnerability]: string };
  /** "Matchpoints 2/1 (Law 78A) · Neuberg factoring · averages 60/40". */
  readonly settings: (scale: string, factoring: string, adjusted: string) => string;
  /** The scoring methods' names: "matchpoints", "cross-IMPs", "Butler". */
  readonly method: { readonly [M in ScoringMethod]: string };
  /** What cross-IMPs are divided by: "averaged over the comparisons (n − 1)". */
  readonly crossDivide: { readonly [D in CrossImpDivisor]: string };
  /** How the Butler datum is found: the results dropped and the rounding of an exact 5. */
  readonly butlerDatum: (drop: ButlerDrop, rounding: DatumRounding) => string;
  /** The heading at IMPs: the method, in IMPs, how, and the IMP averages. */
  readonly impSettings: (method: string, detail: string) => string;
  /** A field's heading: "North-South", "Section A, East-West", "All pairs". */
  readonly field: (section: string | null, direction: Side | null) => string;
  readonly columns: {
    readonly place: string;
    readonly pair: string;
    readonly names: string;
    readonly points: string;
    readonly percent: string;
    readonly boards: string;
    readonly ns: string;
    readonly ew: string;
    readonly contract: string;
    readonly by: string;
    readonly lead: string;
    readonly tricks: string;
    readonly nsScore: string;
    readonly ewScore: string;
    readonly nsPoints: string;
    readonly ewPoints: string;
    readonly group: string;
    /** At IMPs: a pair's total, its average per board played, and each line's IMPs. */
    readonly imps: string;
    readonly average: string;
    readonly nsImps: string;
    readonly ewImps: string;
  };
  /** "Board 7 · Dealer S · Vul Both · Top 14"; at IMPs no top, and Butler's datum ("Datum +420"). */
  readonly board: (
    board: number,
    dealer: string,
    vul: string,
    top: string | null,
    section: string | null,
    datum: string | null,
  ) => string;
  readonly notPlayed: string;
  /** Marks a line played arrow-switched. */
  readonly switched: string;
  readonly warnings: string;
  readonly errors: string;
  /** "row 5, column score". */
  readonly at: (row: number, column: string | null) => string;
  readonly columnIgnored: (column: string) => string;
  /** After the first warnings on standard error: how many more there are, and how to see them. */
  readonly moreWarnings: (count: number) => string;
  /** "Scored with Compscore's conventions (the file is Compscore3's); --conventions bridge-score for ours." */
  readonly conventions: (note: ConventionsNote) => string;
}

/** Which conventions a session was scored with, and why (see `SessionWords.conventions`). */
export type ConventionsNote =
  /** The conventions of the program that wrote the file (`writer`: its name as the file gives it). */
  | { readonly source: 'file'; readonly program: string; readonly writer: string }
  /** Chosen with --conventions. */
  | { readonly source: 'option'; readonly program: string; readonly name: string }
  /** The file names a program whose conventions we do not know: scored with ours. */
  | { readonly source: 'unknown'; readonly writer: string };

/** The words of `verify`: each kind of disagreement, and the summary. */
export interface VerifyWords {
  readonly finding: { readonly [K in FindingKind]: (f: Extract<Finding, { kind: K }>) => string };
  /** The first line: the file, the program that wrote it, the conventions it is checked under. */
  readonly heading: (file: string, writer: string | null, program: string) => string;
  /** Nothing differs: what was compared. */
  readonly consistent: (lines: number, datums: number, pairs: number) => string;
  /** How many disagreements, after them. */
  readonly found: (count: number) => string;
}

/** What a command does with the records of its input, for the footer of rejected ones. */
export type RecordAction = 'scored' | 'converted';

/** How commands report problems: the cap on messages of one kind, and the footer of rejected records. */
export interface ReportWords {
  /** After the first messages of one kind (`kind`: its code): how many more, and how to see them. */
  readonly more: (count: number, kind: string) => string;
  /**
   * "3 lines not scored: line 4, line 9, line 12." `places` are worded already (a line, a row, a
   * JSON path), at most a few; `more` when there are others not listed.
   */
  readonly rejected: (
    count: number,
    action: RecordAction,
    places: readonly string[],
    more: boolean,
  ) => string;
}

export interface Catalog {
  readonly errors: ErrorWords;
  /** Why the file system refused (after "Cannot read x.csv:"). */
  readonly fileReasons: { readonly [R in FileReason]: (system: string) => string };
  readonly report: ReportWords;
  readonly warnings: WarningWords;
  readonly session: SessionWords;
  readonly verify: VerifyWords;
  /** Progress of a big file on a terminal's standard error. */
  readonly progress: {
    readonly read: (file: string, mib: number) => string;
    readonly lines: (n: number) => string;
    readonly writing: string;
  };
  readonly items: ItemWords;
  /** "vulnerable" / "not vulnerable" as said after a contract. */
  readonly vulnerable: (v: boolean) => string;
  /** "to declarer" / "to the defenders" after a total. */
  readonly to: (who: 'declarer' | 'defenders') => string;
  /** Heading of a scored deal: contract, declarer, tricks. */
  readonly dealHeading: (contract: string, declarer: string, tricks: number, rules: string) => string;
  readonly passedOut: string;
  /** "4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders". */
  readonly summary: (contract: string, vul: string, sum: string, total: number, to: string) => string;
  /** "NS +620   EW −620". */
  readonly sides: (ns: string, ew: string) => string;
  readonly ordinal: (n: number) => string;
  /** Names of honours holdings. */
  readonly honours: {
    readonly 'four-trumps': string;
    readonly 'five-trumps': string;
    readonly 'four-aces': string;
  };
  readonly doubling: { readonly '': string; readonly X: string; readonly XX: string };
  /** Shown before an error, with its position when there is one. */
  readonly errorAt: (where: string, message: string) => string;
  readonly line: (n: number) => string;
  /** Shown before a problem that is a warning (something read, but to be checked). */
  readonly warning: string;
  /** Words of the We/They sheet of rubber and Chicago. */
  readonly sheet: SheetWords;
  /** Words of the team commands (imps, vp, match, teams). */
  readonly teams: TeamsWords;
}

export type SheetBonusCode = SheetBonus['code'];
/** The two kinds of sheet. */
export type SheetForm = 'rubber' | 'chicago';

/**
 * Words of the We/They sheet. Side names arrive already worded ("We", "They");
 * numbers arrive as numbers.
 */
export interface SheetWords {
  readonly we: string;
  readonly they: string;
  /** "Rubber 1 (rubber rules)", "Chukker 2 (chicago rules)". */
  readonly title: (form: SheetForm, n: number, rules: string) => string;
  /** A short word written beside a sheet bonus in its column: "rubber". */
  readonly tags: { readonly [C in SheetBonusCode]: string };
  /** A sheet bonus in words: "rubber bonus, two games to one". */
  readonly bonuses: { readonly [C in SheetBonusCode]: (b: Extract<SheetBonus, { code: C }>) => string };
  /** Vulnerability of a deal: "vul: none", "vul: We", "vul: both" (`who` already worded). */
  readonly vulnerable: (who: string) => string;
  /** Neither side, both sides (vulnerable). */
  readonly nobody: string;
  readonly both: string;
  readonly below: (points: number) => string;
  /** Between the figures of a list: ", ". */
  readonly comma: string;
  readonly above: (points: number) => string;
  /** "game: We". */
  readonly game: (side: string) => string;
  readonly passedOut: string;
  /** A passed-out Chicago deal, dealt again by the same dealer. */
  readonly redealt: string;
  /** The word before a deal's honours in the list of deals: "honours" (`6♥ S = honours 100 NS`). */
  readonly honoursWord: string;
  /** "deal 2, dealer E". */
  readonly chukkerDeal: (deal: number, dealer: string) => string;
  /** "Game 2 in play. Games: We 1, They 0; vul: We." */
  readonly rubberInPlay: (game: number, we: number, they: number, vul: string) => string;
  /** "Rubber over: We won it 2–1." */
  readonly rubberWon: (winner: string, won: number, lost: number) => string;
  readonly rubberEnded: string;
  /** "Next: deal 3 of 4, dealer S, vul: We." */
  readonly chicagoNext: (deal: number, dealer: string, vul: string) => string;
  readonly chukkerOver: string;
  readonly chukkerEnded: (played: number) => string;
  /** "Total: We 780, They 1220; They lead by 440." (`lead` null: level). */
  readonly totals: (we: number, they: number, lead: string | null, by: number) => string;
  /** "Settles at They +4 (440 to the nearest 100, 50 rounds down)." */
  readonly settlement: (
    winner: string | null,
    hundreds: number,
    margin: number,
    rounding: Rounding,
  ) => string;
  /** "Evening, 3 rubbers: We 2450, They 1990; We lead by 460." */
  readonly evening: (
    sheets: number,
    form: SheetForm,
    we: number,
    they: number,
    lead: string | null,
    by: number,
  ) => string;
  /** "Settlement of the finished rubbers: We +5." */
  readonly eveningSettlement: (form: SheetForm, winner: string | null, hundreds: number) => string;
  readonly deals: string;
  /** Shown when an interactive session starts. */
  readonly intro: (form: SheetForm) => string;
  /** The interactive help. */
  readonly help: (form: SheetForm) => string;
  readonly prompt: string;
}

/** Words of the team commands. Numbers arrive formatted; names as given. */
export interface TeamsWords {
  /** "12 IMPs". */
  readonly imps: (n: string, count: number) => string;
  /** "620 − (−100) = 720: 12 IMPs" for two scores, "720: 12 IMPs" for a difference. */
  readonly impsResult: (expression: string, imps: string) => string;
  /** Name of a VP scale: the WBF scale by its boards, any other by its own name. */
  readonly scaleName: (name: string, boards: number | null) => string;
  /** Heading of a printed scale, with the blitz margin when there is one. */
  readonly scaleHeading: (scale: string, blitz: string | null) => string;
  readonly scaleColumns: { readonly margin: string; readonly winner: string; readonly loser: string };
  /** "23 IMPs: 15.56 – 4.44 VP". */
  readonly vpResult: (margin: string, a: string, b: string) => string;
  readonly matchColumns: {
    readonly board: string;
    readonly table1: string;
    readonly table2: string;
    readonly net: string;
    readonly running: string;
  };
  readonly notPlayed: string;
  readonly adjusted: string;
  /** "Carry-over: 4.5 IMPs to A". */
  readonly carryOver: (team: string, imps: string) => string;
  /** "IMPs: Lions 45, Tigers 30". */
  readonly impsTotal: (teamA: string, a: string, teamB: string, b: string) => string;
  /** "Lions win by 15 IMPs" / "A draw". */
  readonly margin: (winner: string | null, imps: string) => string;
  /** "Victory points (WBF 2013, 16 boards): Lions 14.18, Tigers 5.82". */
  readonly vpTotal: (scale: string, teamA: string, a: string, teamB: string, b: string) => string;
  /** An adjusted score left the match unbalanced: team B's own margin. */
  readonly unbalanced: (team: string, margin: string) => string;
  /** "Board-a-match: Lions 9½, Tigers 6½". */
  readonly bamTotal: (teamA: string, a: string, teamB: string, b: string) => string;
  readonly afterRound: (round: number) => string;
  /** The heading of one match of several: "Match 2, round 1: Bears v Wolves". */
  readonly matchHeading: (n: number, round: number | null, a: string, b: string) => string;
  readonly standingsColumns: {
    readonly place: string;
    readonly team: string;
    readonly points: string;
    readonly played: string;
    readonly scored: string;
    readonly conceded: string;
  };
  /** "Next round (Swiss pairing)". */
  readonly nextRound: string;
  readonly bye: (team: string) => string;
  /** Pairs that repeat an earlier match, when none could be avoided. */
  readonly repeats: (n: number) => string;
}
