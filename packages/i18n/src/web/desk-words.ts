/**
 * The director's desk's words (`desk-en.ts`, `desk-ru.ts`, `desk-zh.ts`): its
 * pages' labels and the desk's own errors (a typed line's words, a setup).
 * The outcome's errors and the entry checks are the shared catalog's.
 */
import type { DatumRounding } from '@bridge-score/core';
import type { DeskLineError, SetupError, TeamLineError } from '@bridge-score/desk';

/** The desk's own errors: a typed line's, a team line's, a setup's. */
export type DeskError = DeskLineError | SetupError | Extract<TeamLineError, { field: 'line' }>['error'];
export type DeskErrorCode = DeskError['code'];

export interface DeskWords {
  readonly errors: { readonly [C in DeskErrorCode]: (e: Extract<DeskError, { code: C }>) => string };
  readonly nav: { readonly desk: string; readonly scorepad: string };
  readonly list: {
    readonly heading: string;
    readonly newPairs: string;
    readonly newTeams: string;
    readonly empty: string;
    readonly lines: (n: number) => string;
    readonly open: string;
    readonly results: string;
  };
  readonly form: {
    readonly pairsHeading: string;
    readonly teamsHeading: string;
    readonly name: string;
    readonly date: string;
    readonly section: (n: number) => string;
    readonly sectionName: string;
    readonly movement: string;
    readonly movements: { readonly mitchell: string; readonly howell: string };
    readonly tables: string;
    readonly boardsPerRound: string;
    readonly rounds: string;
    readonly addSection: string;
    readonly removeSection: string;
    readonly method: string;
    readonly methods: { readonly mp: string; readonly 'cross-imps': string; readonly butler: string };
    readonly conventions: string;
    readonly scale: string;
    readonly factoring: string;
    readonly adjusted: string;
    readonly asConventions: string;
    /** At cross-IMPs: what each board's IMPs are divided by (the catalogue's \`session.crossDivide\` words the choices). */
    readonly crossDivide: string;
    readonly butlerDrop: string;
    /** The drop field's help, with the convention set's own drop (\`5%\`). */
    readonly butlerDropHelp: (preset: string) => string;
    readonly butlerRound: string;
    readonly butlerRounds: { readonly [R in DatumRounding]: string };
    readonly teams: string;
    readonly teamsHelp: string;
    readonly teamForm: string;
    readonly teamForms: { readonly match: string; readonly 'round-robin': string; readonly swiss: string };
    readonly scoring: string;
    readonly scorings: { readonly vp: string; readonly imps: string; readonly 'board-a-match': string };
    readonly boardsPerMatch: string;
    readonly vpScale: string;
    readonly vpScales: { readonly wbf: string; readonly 'wbf-boards': string; readonly table: string };
    readonly vpBoards: string;
    readonly vpTable: string;
    readonly create: string;
    readonly pairNames: string;
    /** Lines of the pair names not understood (1-based): nothing is saved until they are mended. */
    readonly pairNamesUnread: (lines: readonly number[]) => string;
    readonly save: string;
    readonly lineForm: string;
    readonly across: string;
    readonly acrossSection: string;
    readonly acrossField: string;
    readonly table: string;
    readonly tricksOrResult: string;
    readonly nextSwiss: string;
    readonly namesHelp: string;
  };
  readonly entry: {
    readonly board: string;
    readonly match: string;
    readonly section: string;
    readonly line: string;
    readonly typed: string;
    readonly lineHelp: string;
    readonly tableHelp: string;
    readonly reason: string;
    readonly enter: string;
    readonly remove: (text: string) => string;
    readonly score: string;
    readonly checks: string;
    readonly missing: (table: number, round: number, ns: number, ew: number) => string;
    readonly noLines: string;
    readonly saving: string;
    readonly saved: string;
    readonly failed: (message: string) => string;
    readonly adjusted: string;
    readonly notPlayed: string;
    readonly weighted: string;
    /** The pairs the movement has play the board next, put in front of the line typed. */
    readonly expected: (table: number, round: number, ns: number, ew: number) => string;
    /** The help when the pairs are put in by the movement. */
    readonly outcomeHelp: string;
    /** A line typed with its own pairs, who do not meet on this board in the movement. */
    readonly notInMovement: (ns: number, ew: number, board: number) => string;
  };
  readonly rankings: {
    readonly heading: string;
    readonly place: string;
    readonly pair: string;
    readonly names: string;
    readonly points: string;
    readonly percent: string;
    readonly boards: string;
    readonly imps: string;
    readonly team: string;
    readonly vp: string;
    readonly played: string;
    readonly none: string;
    readonly match: (a: string, b: string) => string;
    readonly bye: (team: string) => string;
  };
  readonly results: {
    readonly heading: string;
    readonly print: string;
    readonly traveller: (board: number) => string;
    readonly dealer: string;
    readonly vulnerability: string;
    readonly contract: string;
    readonly declarer: string;
    readonly tricks: string;
    readonly nsScore: string;
    readonly nsPoints: string;
    readonly ewPoints: string;
    readonly ns: string;
    readonly ew: string;
    readonly frequency: (board: number) => string;
    readonly frequencyText: (score: string, count: number) => string;
    readonly pairByBoard: (pair: string) => string;
    readonly pairBoardText: (board: number, percent: string) => string;
    readonly margin: (a: string, b: string) => string;
    readonly marginText: (board: number, margin: string) => string;
    readonly vpCurve: (scale: string) => string;
    readonly vpText: (margin: number, vp: string) => string;
    readonly hands: (board: number) => string;
  };
  readonly files: {
    readonly import: string;
    readonly choose: string;
    readonly importing: string;
    readonly imported: (lines: number) => string;
    readonly problems: (n: number) => string;
    readonly sameFile: (name: string) => string;
    readonly update: string;
    readonly asNew: string;
    readonly export: string;
    readonly refused: (message: string) => string;
    /** The file's own figures agree with the scoring (`verify`): what was compared. */
    readonly verifyConsistent: (lines: number, pairs: number) => string;
    /** How many of the file's figures disagree, before their list. */
    readonly verifyFound: (count: number) => string;
  };
}
