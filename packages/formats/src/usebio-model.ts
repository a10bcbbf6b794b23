/**
 * The USEBIO document as this package holds it (see `usebio.ts` for the
 * format): the types the reader fills and the writer writes, the artificial
 * scores' codes, the element names programs write that carry nothing for
 * scoring, and how a pairs event is scored.
 *
 * @example
 * parseArtificialScore('A60A40'); // { ns: 'average-plus', ew: 'average-minus' }
 * usebioPairsMethod({ type: 'MP_PAIRS', sections: [] }).method; // 'mp'
 */
import type { FinalContract, Seat, Side, Vulnerability } from '@bridge-score/core';
import type { Hands } from './hands.js';
import type { Position } from './problems.js';

/** Event types of USEBIO's EVENT_TYPE attribute that this reader knows; others are read with a warning. */
export const USEBIO_EVENT_TYPES = [
  'MP_PAIRS',
  'BUTLER_PAIRS',
  'CROSS_IMP',
  'IMP_PAIRS',
  'AGGREGATE',
  'SWISS_PAIRS',
  'SWISS_TEAMS',
  'TEAMS',
  'TEAMS_OF_FOUR',
  'KNOCKOUT',
  'INDIVIDUAL',
  // Read by public importers of the EBU's files (see usebio-teams.ts): a second spelling and more kinds.
  'CROSS_IMPS',
  'PAIRS',
  'SWISS_PAIRS_CROSS_IMPS',
  'SWISS_PAIRS_BUTLER_IMPS',
  'KO',
  'LADDER',
  'HEAD_TO_HEAD',
] as const;
export const USEBIO_VERSIONS = ['1.0', '1.1', '1.2', '1.3'] as const;

/**
 * Elements that scoring programs write and that mean nothing for scoring:
 * read without a word, kept as extra data and written back in place. The
 * event's (Compscore's USEBIO 1.2 export, as in our foreign-compscore golden
 * files; the USEBIO 1.0 writer of a club program, which lists FULL_NAME,
 * EMAIL, TELEPHONE and NOTES among its tags; a USEBIO 1.2/1.3 stratification
 * program: EVENT_ID, EVENT_RATING, PAIRS, EW_PAIRS, STRATIFICATION): title,
 * venue, contact, master points and their scale, counts, the charge rate.
 * A pair's or team's: master points awarded and their type, the stratified
 * place. A player's: their number in the club's list.
 */
export const USEBIO_UNSCORED_ELEMENTS: ReadonlySet<string> = new Set([
  'TITLE',
  'VENUE',
  'CONTACT',
  'NOTES',
  'MASTER_POINT_SCALE',
  'MASTER_POINT_TYPE',
  'MPS_AWARDED_FLAG',
  'EVENT_RATING',
  'EVENT_ID',
  'SESSION_COUNT',
  'SECTION_COUNT',
  'P2P_CHARGE_RATE',
  'PAIRS',
  'EW_PAIRS',
  'STRATIFICATION',
  'MASTER_POINTS',
  'MASTER_POINTS_AWARDED',
  'STRAT_PLACE',
  'STRAT_NUMBER',
  'PLAYER_NUMBER',
]);

/** The averages of Law 12C2 and fixed percentages: the same shape as the core's adjusted awards. */
export type Award = 'average-plus' | 'average' | 'average-minus' | number;

/**
 * An element this reader does not read, kept as it was so that a USEBIO file
 * written from the document has it back: its name, attributes, own text and
 * elements. `after` is the element read that came before it in its parent
 * (upper case; absent when it came first): it is written back after that one.
 */
export interface UsebioExtra {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly text?: string;
  readonly children?: readonly UsebioExtra[];
  readonly after?: string;
}

export interface UsebioPlayer {
  readonly name?: string;
  readonly nationalId?: string;
  readonly clubId?: string;
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioParticipant {
  readonly kind: 'pair' | 'team';
  /** PAIR_NUMBER or TEAM_NUMBER. */
  readonly number?: number;
  /** Home direction of a pair in a two-winner (Mitchell) event. */
  readonly direction?: Side;
  readonly name?: string;
  readonly place?: string;
  readonly totalScore?: number;
  readonly percentage?: number;
  readonly players: readonly UsebioPlayer[];
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioTravellerLine {
  readonly ns: number;
  readonly ew: number;
  readonly round?: number;
  readonly table?: number;
  /** In a team MATCH: the direction the MATCH's TEAM (team A) sits on this line. */
  readonly direction?: Side;
  readonly contract?: FinalContract;
  readonly playedBy?: Seat;
  readonly lead?: string;
  readonly tricks?: number;
  /** The score for North-South. */
  readonly score?: number;
  /** An artificial adjusted score, instead of a contract and score. */
  readonly adjusted?: { readonly ns: Award; readonly ew: Award };
  /**
   * The artificial score as the file spells it, when that is not how we write
   * it (`A5050` for our `A50A50`): written back so. `adjustedIn` is CONTRACT
   * when the file gave it there (some programs do) rather than in SCORE.
   */
  readonly adjustedAs?: string;
  readonly adjustedIn?: 'CONTRACT';
  readonly nsMatchPoints?: number;
  readonly ewMatchPoints?: number;
  /** The line's IMPs: NS_CROSS_IMP_POINTS or NS_BUTLER_POINTS, and EW's. */
  readonly nsImps?: number;
  readonly ewImps?: number;
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioBoard {
  readonly number: number;
  /** BOARD_AVERAGE: the datum a Butler event's lines were IMPed against, as the file gives it. */
  readonly average?: number;
  readonly lines: readonly UsebioTravellerLine[];
  readonly extra?: readonly UsebioExtra[];
}

/**
 * One team match of a teams event: `MATCH › ROUND_NUMBER, TEAM, OPPOSING_TEAM,
 * TEAM_SCORE, OPPOSING_TEAM_SCORE, BOARD › TRAVELLER_LINE`. TEAM and
 * OPPOSING_TEAM are TEAM_NUMBERs of the event's PARTICIPANTS; the scores are
 * each team's score, in IMPs unless the event's MATCH_SCORING_METHOD says VPs.
 * (The element names are those the EBU's programs write, as public USEBIO
 * readers and writers use them: see `usebio-teams.ts`.)
 */
export interface UsebioMatch {
  readonly round?: number;
  /** TEAM: team A, North-South at table 1. */
  readonly team?: number;
  /** OPPOSING_TEAM: team B, North-South at table 2. */
  readonly opposingTeam?: number;
  /** START_BOARD_NUMBER and END_BOARD_NUMBER: the boards the match was played on. */
  readonly startBoard?: number;
  readonly endBoard?: number;
  /** Each team's score in the event's MATCH_SCORING_METHOD (IMPs unless it says VPs). */
  readonly teamScore?: number;
  readonly opposingTeamScore?: number;
  readonly boards: readonly UsebioBoard[];
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioSection {
  /** SECTION_ID when the file has sections. */
  readonly name?: string;
  readonly participants: readonly UsebioParticipant[];
  /** Boards outside any MATCH (pairs events). */
  readonly boards: readonly UsebioBoard[];
  /** Team matches (teams events); their boards are here, not in `boards`. */
  readonly matches?: readonly UsebioMatch[];
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioEvent {
  readonly type: string;
  readonly description?: string;
  readonly identifier?: string;
  /** As written: dd/mm/yyyy. */
  readonly date?: string;
  readonly programName?: string;
  readonly programVersion?: string;
  readonly boardScoring?: string;
  /** SCORING_METHOD (Compscore writes it beside the event type): MATCH_POINTS, IMPS … */
  readonly scoringMethod?: string;
  /** MATCH_SCORING_METHOD: what a MATCH's TEAM_SCORE counts (IMPS, VPS …). */
  readonly matchScoring?: string;
  readonly boardsPlayed?: number;
  readonly boardsPerRound?: number;
  readonly winnerType?: number;
  /**
   * Which elements the lines' IMPs were read from: NS_/EW_BUTLER_POINTS or
   * NS_/EW_CROSS_IMP_POINTS (the first a line had). Written back the same.
   */
  readonly impPoints?: 'butler' | 'cross-imps';
  readonly sections: readonly UsebioSection[];
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioHandRecord {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly hands: Hands;
  readonly extra?: readonly UsebioExtra[];
}

export interface UsebioDocument {
  readonly version: string;
  readonly club?: {
    readonly name?: string;
    readonly id?: string;
    readonly extra?: readonly UsebioExtra[];
  };
  readonly events: readonly UsebioEvent[];
  readonly handset: readonly UsebioHandRecord[];
  readonly extra?: readonly UsebioExtra[];
}

const ADJUSTED = /^A(\d{1,3}|[+=-])\/?A(\d{1,3}|[+=-])$/;
const ADJUSTED_SHORT = /^A(\d\d)(\d\d)$/;

/** Reads `A60A40`, `A5050`, `A+A-`, `A=A=`; null if it is not an artificial score. */
export function parseArtificialScore(text: string): { ns: Award; ew: Award } | null {
  const s = text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-');
  const m = ADJUSTED.exec(s) ?? ADJUSTED_SHORT.exec(s);
  if (!m) return null;
  const ns = award(m[1] as string);
  const ew = award(m[2] as string);
  return ns === null || ew === null ? null : { ns, ew };
}

function award(text: string): Award | null {
  if (text === '+') return 'average-plus';
  if (text === '=') return 'average';
  if (text === '-') return 'average-minus';
  const n = Number(text);
  if (!Number.isInteger(n) || n > 100) return null;
  return n === 60 ? 'average-plus' : n === 50 ? 'average' : n === 40 ? 'average-minus' : n;
}

/** The percentage an award stands for (Law 12C2: 60, 50, 40). */
export function awardPercent(a: Award): number {
  return a === 'average-plus' ? 60 : a === 'average' ? 50 : a === 'average-minus' ? 40 : a;
}

/** Formats an artificial score: `A60A40`. */
export function formatArtificialScore(a: { readonly ns: Award; readonly ew: Award }): string {
  return `A${awardPercent(a.ns)}A${awardPercent(a.ew)}`;
}

const matchPositions = new WeakMap<object, Position>();

/** Remembers where a match, board or traveller line was read (see `usebioPositionOf`). */
export function rememberUsebioPosition<T extends object>(value: T, at: Position): T {
  matchPositions.set(value, { line: at.line, column: at.column });
  return value;
}

/**
 * Where a match, board or traveller line of a USEBIO document was read (its
 * element's `<`); undefined for one not read from a file. (A pairs event's
 * traveller lines are not remembered: a team match's are.)
 */
export function usebioPositionOf(value: object): Position | undefined {
  return matchPositions.get(value);
}

/** The scoring methods of a pairs event. */
export type UsebioPairsMethod = 'mp' | 'butler' | 'cross-imps';

/**
 * What says how a pairs event is scored:
 * - `event-type`: its EVENT_TYPE (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP …);
 * - `scoring-method`: SCORING_METHOD or BOARD_SCORING_METHOD names the method;
 * - `datum`: they say IMPs, and the boards give a datum (BOARD_AVERAGE) or the
 *   lines Butler points: Butler;
 * - `cross-points`: they say IMPs, and the lines give cross-IMP points;
 * - `imps-unspecified`: they say IMPs and nothing says which: cross-IMPs;
 * - `scoring-method-unknown`: they say something this program does not know;
 * - `nothing`: nothing says (matchpoints, the default).
 */
export type UsebioMethodBasis =
  | 'event-type'
  | 'scoring-method'
  | 'datum'
  | 'cross-points'
  | 'imps-unspecified'
  | 'scoring-method-unknown'
  | 'nothing';

const METHOD_OF_TYPE: { readonly [type: string]: UsebioPairsMethod } = {
  MP_PAIRS: 'mp',
  BUTLER_PAIRS: 'butler',
  SWISS_PAIRS_BUTLER_IMPS: 'butler',
  CROSS_IMP: 'cross-imps',
  CROSS_IMPS: 'cross-imps',
  SWISS_PAIRS_CROSS_IMPS: 'cross-imps',
};

/** Team events: their boards are scored as matches, not as a pairs event. */
const TEAM_TYPES = new Set([
  'SWISS_TEAMS',
  'TEAMS',
  'TEAMS_OF_FOUR',
  'KNOCKOUT',
  'KO',
  'LADDER',
  'HEAD_TO_HEAD',
]);

/**
 * How a pairs event is scored, and what says so: its EVENT_TYPE when that
 * names a method; else its SCORING_METHOD (or BOARD_SCORING_METHOD): matchpoints,
 * Butler or cross-IMPs when it names one; when it says only IMPs, Butler if the
 * file gives a datum per board (BOARD_AVERAGE) or Butler points per line,
 * cross-IMPs otherwise. Null for a team event.
 *
 * @example
 * usebioPairsMethod({ type: 'PAIRS', scoringMethod: 'IMPS', sections: [] });
 * // { method: 'cross-imps', basis: 'imps-unspecified' }
 */
export function usebioPairsMethod(
  event: UsebioEvent,
): { readonly method: UsebioPairsMethod; readonly basis: UsebioMethodBasis } | null {
  const type = event.type.trim().toUpperCase();
  if (TEAM_TYPES.has(type)) return null;
  const byType = METHOD_OF_TYPE[type];
  if (byType !== undefined) return { method: byType, basis: 'event-type' };
  const said = (event.scoringMethod ?? event.boardScoring ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  if (said === '') return { method: 'mp', basis: 'nothing' };
  if (said.includes('BUTLER')) return { method: 'butler', basis: 'scoring-method' };
  if (said.includes('CROSS')) return { method: 'cross-imps', basis: 'scoring-method' };
  if (said.startsWith('MATCHPOINT') || said === 'MP' || said === 'MPS')
    return { method: 'mp', basis: 'scoring-method' };
  if (said.startsWith('IMP')) {
    const datum = event.sections.some((s) => s.boards.some((b) => b.average !== undefined));
    if (datum || event.impPoints === 'butler') return { method: 'butler', basis: 'datum' };
    if (event.impPoints === 'cross-imps') return { method: 'cross-imps', basis: 'cross-points' };
    return { method: 'cross-imps', basis: 'imps-unspecified' };
  }
  return { method: 'mp', basis: 'scoring-method-unknown' };
}

/** The encoding an XML declaration names (see `text-chunks.ts`). */
export { declaredXmlEncoding } from './text-chunks.js';
