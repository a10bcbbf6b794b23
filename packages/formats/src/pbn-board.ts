/**
 * What a PBN game's tags say about one board and one table's result, read
 * with the core's parsers: board number, dealer, vulnerability (in all its
 * spellings), the hands, the contract, declarer, tricks, the score. And back:
 * the tags of a board, in the standard's order, for the writer.
 *
 * A fact is its value, or `?` (written in the file as not known) or `-`
 * (written as not applying). An empty Declarer means the board was passed
 * out; `^` before it marks a declarer swapped from the usual seat (PBN 2.1),
 * and `^` before a score marks an artificial score. Every value that cannot
 * be read is a problem at its position, and the fact is left out.
 *
 * @example
 * const game = readPbn('[Board "7"]\n[Contract "4SX"]\n[Declarer "S"]\n[Result "8"]\n');
 * // readPbnBoard(game…).contract → 4SX, .declarer → 'S', .tricks → 8
 */
import {
  checkTricks,
  type FinalContract,
  formatContract,
  isSeat,
  PASS,
  parseBoardNumber,
  parseContract,
  parseResult,
  parseVulnerability,
  type Seat,
  type Side,
  type Vulnerability,
} from '@bridge-score/core';
import { formatDeal, type Hands, parseDeal } from './hands.js';
import { type PbnGame, type PbnTag, pbnTagItem } from './pbn.js';
import { formatTableColumns, formatTableRows, type PbnTable, readTable } from './pbn-table.js';
import { excerpt, type Problems } from './problems.js';

/** Written in the file as not known. */
export const UNKNOWN = '?';
/** Written in the file as not applying (a result on a board not played …). */
export const IRRELEVANT = '-';
export type Fact<T> = T | typeof UNKNOWN | typeof IRRELEVANT;

/** A score tag: `NS 420`, `EW -100`, or a bare number (for declarer's side, as PBN 1.0 wrote it). */
export interface SideValue {
  readonly side: Side | null;
  readonly value: number;
  /** Written with `^`: an artificial (adjusted) score. */
  readonly artificial: boolean;
}

export interface PbnBoard {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly board?: Fact<number>;
  readonly players?: { readonly [S in Seat]?: string };
  readonly dealer?: Fact<Seat>;
  readonly vulnerability?: Fact<Vulnerability>;
  readonly deal?: Fact<Hands>;
  readonly scoring?: string;
  /** Empty: nobody declared, the board was passed out. */
  readonly declarer?: Fact<Seat> | '';
  /** Written `^N`: declarer swapped (PBN 2.1). */
  readonly declarerSwapped?: boolean;
  readonly contract?: Fact<FinalContract>;
  /** Tricks declarer took, 0–13. */
  readonly tricks?: Fact<number>;
  readonly score?: Fact<SideValue>;
  readonly scoreImp?: Fact<SideValue>;
  readonly scoreMp?: Fact<SideValue>;
  readonly scorePercentage?: Fact<SideValue>;
  /** ScoreTable, TotalScoreTable and any other `…Table` tag (not `Table`, the table number), in file order. */
  readonly tables?: readonly { readonly name: string; readonly table: PbnTable }[];
  /** Tags this module does not read (Auction, Play, Room …), kept for writing back. */
  readonly other?: readonly {
    readonly name: string;
    readonly value: string;
    readonly section: readonly string[];
  }[];
}

const PLAYER_TAGS: readonly (readonly [string, Seat])[] = [
  ['West', 'W'],
  ['North', 'N'],
  ['East', 'E'],
  ['South', 'S'],
];

/**
 * Whether a tag is a table: its name ends in `Table` after something (ScoreTable,
 * TotalScoreTable, OptimumResultTable …). `Table` alone is PBN's supplemental tag of
 * the table number, a plain value.
 *
 * @example
 * isPbnTableTag('ScoreTable'); // true
 * isPbnTableTag('Table'); // false
 */
export function isPbnTableTag(name: string): boolean {
  return /.table$/i.test(name);
}

/** Tags read into `PbnBoard` fields, in the order the standard lists them (and the writer writes them). */
export const BOARD_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
  'Score',
  'ScoreIMP',
  'ScoreMP',
  'ScorePercentage',
] as const;
const KNOWN = new Set<string>(BOARD_TAGS.map((t) => t.toLowerCase()));

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function special(value: string): typeof UNKNOWN | typeof IRRELEVANT | null {
  const v = value.trim();
  return v === UNKNOWN || v === IRRELEVANT ? v : null;
}

/**
 * Reads the facts of one game; problems go to `problems`.
 *
 * @example
 * // [Vulnerable "Love"] → vulnerability 'None'; [Declarer ""] → declarer '' (passed out)
 */
export function readPbnBoard(
  game: PbnGame,
  problems: Problems,
  options: {
    readonly tables?: boolean;
    /** Report a Board value that cannot be read (default); false leaves that to the caller. */
    readonly boardErrors?: boolean;
  } = {},
): PbnBoard {
  const withTables = options.tables !== false;
  const board: Mutable<PbnBoard> = {};
  const players: { [S in Seat]?: string } = {};
  const tables: { name: string; table: PbnTable }[] = [];
  const other: { name: string; value: string; section: string[] }[] = [];
  const seen = new Set<string>();
  let contractTag: PbnTag | undefined;
  let resultTag: PbnTag | undefined;
  for (const item of game.items) {
    if (item.kind !== 'tag') continue;
    const key = item.name.toLowerCase();
    if (seen.has(key)) continue; // reported by the reader (pbn-tag-twice); the first counts
    seen.add(key);
    if (isPbnTableTag(item.name)) {
      // Tables left to the caller (who may read a big one row by row) when asked.
      if (!withTables) continue;
      const table = readTable(item, problems);
      if (table) tables.push({ name: item.name, table });
      continue;
    }
    if (!KNOWN.has(key)) {
      other.push({ name: item.name, value: item.value, section: item.section.map((d) => d.text) });
      continue;
    }
    const v = item.value;
    const at = { line: item.valueLine, column: item.valueColumn };
    // These tags have no section: lines after one (table rows a tag slipped in before …) are read nowhere.
    for (const d of item.section) {
      if (d.text.trim() !== '') problems.error(d, { code: 'pbn-stray-text', found: excerpt(d.text.trim()) });
    }
    switch (key) {
      case 'event':
        board.event = v;
        break;
      case 'site':
        board.site = v;
        break;
      case 'date':
        board.date = v;
        break;
      case 'scoring':
        board.scoring = v;
        break;
      case 'west':
      case 'north':
      case 'east':
      case 'south': {
        const seat = (PLAYER_TAGS.find(([name]) => name.toLowerCase() === key) as readonly [string, Seat])[1];
        players[seat] = v;
        break;
      }
      case 'board': {
        const s = special(v);
        if (s) board.board = s;
        else {
          const b = parseBoardNumber(v);
          if (b.ok) board.board = b.value;
          else if (options.boardErrors !== false)
            problems.error(at, { code: 'value-invalid', field: item.name, text: excerpt(v), cause: b.error });
        }
        break;
      }
      case 'dealer': {
        const s = special(v);
        const seat = v.trim().toUpperCase();
        if (s) board.dealer = s;
        else if (isSeat(seat)) board.dealer = seat;
        else problems.error(at, { code: 'value-seat', field: item.name, text: excerpt(v) });
        break;
      }
      case 'vulnerable': {
        // `-` is PBN's own spelling of None here, not "irrelevant".
        if (v.trim() === UNKNOWN) board.vulnerability = UNKNOWN;
        else {
          const vul = parseVulnerability(v);
          if (vul.ok) board.vulnerability = vul.value;
          else
            problems.error(at, {
              code: 'value-invalid',
              field: item.name,
              text: excerpt(v),
              cause: vul.error,
            });
        }
        break;
      }
      case 'deal': {
        const s = special(v);
        if (s) board.deal = s;
        else {
          const hands = parseDeal(v);
          if (hands.ok) board.deal = hands.value;
          else problems.error(at, hands.error);
        }
        break;
      }
      case 'declarer': {
        const s = special(v);
        let seat = v.trim().toUpperCase();
        if (s) board.declarer = s;
        else if (seat === '') board.declarer = '';
        else {
          if (seat.startsWith('^')) {
            seat = seat.slice(1).trim();
            board.declarerSwapped = true;
          }
          if (isSeat(seat)) board.declarer = seat;
          else {
            delete board.declarerSwapped;
            problems.error(at, { code: 'value-seat', field: item.name, text: excerpt(v) });
          }
        }
        break;
      }
      case 'contract':
        contractTag = item;
        break;
      case 'result':
        resultTag = item;
        break;
      case 'score':
      case 'scoreimp':
      case 'scoremp':
      case 'scorepercentage': {
        const field =
          key === 'score'
            ? 'score'
            : key === 'scoreimp'
              ? 'scoreImp'
              : key === 'scoremp'
                ? 'scoreMp'
                : 'scorePercentage';
        const value = parseSideValue(v, key === 'score');
        if (value === null) problems.error(at, { code: 'pbn-score', tag: item.name, text: excerpt(v) });
        else board[field] = value;
        break;
      }
    }
  }
  if (contractTag) {
    const v = contractTag.value;
    const s = special(v);
    if (s) board.contract = s;
    // An empty value says nothing (results files that list every board's tags write `[Contract ""]`):
    // kept as written, read as no contract.
    else if (v.trim() === '')
      other.push({ name: contractTag.name, value: v, section: contractTag.section.map((d) => d.text) });
    else {
      const c = parseContract(v);
      if (c.ok) board.contract = c.value;
      else
        problems.error(
          { line: contractTag.valueLine, column: contractTag.valueColumn },
          { code: 'value-invalid', field: contractTag.name, text: excerpt(v), cause: c.error },
        );
    }
  }
  if (resultTag) {
    const v = resultTag.value.trim();
    const s = special(v);
    const at = { line: resultTag.valueLine, column: resultTag.valueColumn };
    const contract = board.contract;
    if (s) board.tricks = s;
    else if (v !== '') {
      // PBN writes tricks taken; some programs write the result relative to the contract.
      const tricks = /^\d+$/.test(v)
        ? checkTricks(Number(v))
        : contract !== undefined && typeof contract !== 'string'
          ? parseResult(v, contract)
          : ({ ok: false, error: { code: 'result-syntax', text: excerpt(v) } } as const);
      if (tricks.ok) board.tricks = tricks.value;
      else
        problems.error(at, {
          code: 'value-invalid',
          field: resultTag.name,
          text: excerpt(v),
          cause: tricks.error,
        });
    }
  }
  if (Object.keys(players).length > 0) board.players = players;
  if (tables.length > 0) board.tables = tables;
  if (other.length > 0) board.other = other;
  return board;
}

/** `NS 420`, `EW -100`, `420`, `^NS 60`, `NS ^60`; null if unreadable. */
export function parseSideValue(text: string, whole: boolean): Fact<SideValue> | null {
  const s = special(text);
  if (s) return s;
  const m = /^\s*(\^)?\s*(?:(NS|EW)\s*)?(\^)?\s*([+-]?\d+(?:[.,]\d+)?)\s*$/i.exec(
    text.replace(/\u2212/g, '-'),
  );
  if (!m) return null;
  const value = Number((m[4] as string).replace(',', '.'));
  if (!Number.isFinite(value) || (whole && !Number.isInteger(value))) return null;
  return {
    side: m[2] ? ((m[2] as string).toUpperCase() as Side) : null,
    value: value + 0,
    artificial: m[1] !== undefined || m[3] !== undefined,
  };
}

/** Formats a score tag's value: `NS 420`, `^EW 60`, `-100`. */
export function formatSideValue(v: Fact<SideValue>): string {
  if (typeof v === 'string') return v;
  const side = v.side === null ? '' : `${v.side} `;
  return `${v.artificial ? '^' : ''}${side}${v.value}`;
}

function fact<T>(v: Fact<T>, format: (x: T) => string): string {
  if (v === UNKNOWN || v === IRRELEVANT) return v as string;
  return format(v as T);
}

/**
 * The tags of a board in the standard's order (then the tables, then the
 * other tags), for `formatPbn`. Only the facts present are written.
 *
 * @example
 * pbnBoardTags({ board: 1, dealer: 'N', vulnerability: 'None' }).map((t) => `${t.name}=${t.value}`);
 * // ['Board=1', 'Dealer=N', 'Vulnerable=None']
 */
export function pbnBoardTags(board: PbnBoard): PbnTag[] {
  const tags: PbnTag[] = [];
  const add = (name: string, value: string | undefined, section: readonly string[] = []) => {
    if (value !== undefined) tags.push(pbnTagItem(name, value, section));
  };
  add('Event', board.event);
  add('Site', board.site);
  add('Date', board.date);
  add('Board', board.board === undefined ? undefined : String(board.board));
  for (const [name, seat] of PLAYER_TAGS) add(name, board.players?.[seat]);
  add('Dealer', board.dealer);
  add('Vulnerable', board.vulnerability === 'Both' ? 'All' : board.vulnerability);
  if (board.deal !== undefined) {
    const first =
      board.dealer !== undefined && board.dealer !== UNKNOWN && board.dealer !== IRRELEVANT
        ? board.dealer
        : 'N';
    add(
      'Deal',
      fact(board.deal, (h) => formatDeal(h, first)),
    );
  }
  add('Scoring', board.scoring);
  if (board.declarer !== undefined) {
    add('Declarer', board.declarerSwapped && board.declarer !== '' ? `^${board.declarer}` : board.declarer);
  }
  if (board.contract !== undefined)
    add(
      'Contract',
      fact(board.contract, (c) => formatContract(c)),
    );
  if (board.tricks !== undefined) add('Result', String(board.tricks));
  if (board.score !== undefined) add('Score', formatSideValue(board.score));
  if (board.scoreImp !== undefined) add('ScoreIMP', formatSideValue(board.scoreImp));
  if (board.scoreMp !== undefined) add('ScoreMP', formatSideValue(board.scoreMp));
  if (board.scorePercentage !== undefined) add('ScorePercentage', formatSideValue(board.scorePercentage));
  for (const { name, table } of board.tables ?? []) {
    add(
      name,
      formatTableColumns(table.columns),
      formatTableRows(
        table.columns,
        table.rows.map((r) => r.cells),
      ),
    );
  }
  for (const o of board.other ?? []) add(o.name, o.value, o.section);
  return tags;
}

/** Whether a fact is a known value (neither `?` nor `-`). */
export function isKnown<T>(v: Fact<T> | undefined): v is T {
  return v !== undefined && v !== UNKNOWN && v !== IRRELEVANT;
}

export { PASS };
