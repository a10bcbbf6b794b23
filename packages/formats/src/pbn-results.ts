/**
 * A PBN results file's tables as typed rows: each ScoreTable row a traveller
 * line (pairs, contract, declarer, tricks, lead, score, matchpoints), each
 * TotalScoreTable row a pair's total, every value read with the core's
 * parsers and every value that cannot be read a problem at its cell. And
 * back: the tables of lines and totals, for the writer.
 *
 * The columns are found by name, in any order, case aside: PairId_NS,
 * PairId_EW, Round, Table, Section, Contract, Declarer, Result, Lead,
 * Score_NS, Score_EW, MP_NS, MP_EW, Percentage_NS, Percentage_EW, IMP_NS,
 * IMP_EW, Names_NS, Names_EW; and Rank, PairId, Direction, Section,
 * TotalScoreMP, TotalScoreIMP, TotalPercentage, Names, NrBoards. `-` and `?`
 * leave a value out. An artificial score is written as its code (`A60A40`) in
 * Contract or Score_NS; a passed-out board's score may be written `PASS` (as
 * BridgeComposer's club files do). Any other column is not read: `unreadColumns`
 * names it, for the caller to report.
 *
 * @example
 * const lines = readScoreTable(board.tables[0].table, problems);
 * lines[0]; // { ns: 1, ew: 3, contract: 4S, declarer: 'N', tricks: 10, lead: 'HK', score: 420, nsMatchPoints: 2, … }
 */

import {
  type BridgeError,
  checkTricks,
  type FinalContract,
  formatContract,
  isSeat,
  type Outcome,
  PASS,
  parseContract,
  parseResult,
  type Seat,
  type Side,
} from '@bridge-score/core';
import { digitsIn } from './digits.js';
import {
  charCount,
  columnIndex,
  type PbnTable,
  RowSpans,
  type TableColumn,
  writeTableRows,
} from './pbn-table.js';
import { excerpt, type Position, type ProblemError, type Problems, rememberPosition } from './problems.js';
import { type Award, formatArtificialScore, parseArtificialScore } from './usebio.js';

/** One traveller line, as PBN's ScoreTable and USEBIO's TRAVELLER_LINE both carry it. */
export interface ResultLine {
  readonly ns: number;
  readonly ew: number;
  readonly section?: string;
  readonly round?: number;
  readonly table?: number;
  readonly contract?: FinalContract;
  readonly declarer?: Seat;
  readonly lead?: string;
  readonly tricks?: number;
  /** The score for North-South. */
  readonly score?: number;
  readonly adjusted?: { readonly ns: Award; readonly ew: Award };
  readonly nsMatchPoints?: number;
  readonly ewMatchPoints?: number;
  readonly nsPercentage?: number;
  readonly ewPercentage?: number;
  readonly nsImps?: number;
  readonly ewImps?: number;
  /** The board was not played by these pairs (it counts for neither): written `NP`. */
  readonly notPlayed?: boolean;
  /** The players of each pair as a ScoreTable's Names_NS and Names_EW give them. */
  readonly nsNames?: string;
  readonly ewNames?: string;
}

/** One row of a TotalScoreTable. */
export interface PairTotal {
  readonly pair: number;
  readonly direction?: Side;
  readonly section?: string;
  /** As written: `1`, `3=`. */
  readonly rank?: string;
  readonly totalMatchPoints?: number;
  readonly totalImps?: number;
  readonly percentage?: number;
  readonly names?: string;
  readonly boards?: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The ScoreTable columns read (lower case). */
const SCORE_TABLE_COLUMNS = new Set(
  [
    'PairId_NS',
    'PairId_EW',
    'Section',
    'Round',
    'Table',
    'Contract',
    'Declarer',
    'Result',
    'Lead',
    'Score_NS',
    'Score_EW',
    'Score',
    'MP_NS',
    'MP_EW',
    'Percentage_NS',
    'Percentage_EW',
    'IMP_NS',
    'IMP_EW',
    'Names_NS',
    'Names_EW',
  ].map((c) => c.toLowerCase()),
);

/** The TotalScoreTable columns read (lower case). */
const TOTAL_SCORE_TABLE_COLUMNS = new Set(
  [
    'PairId',
    'Rank',
    'Direction',
    'Section',
    'TotalScoreMP',
    'TotalScoreIMP',
    'TotalPercentage',
    'Names',
    'NrBoards',
  ].map((c) => c.toLowerCase()),
);

/**
 * The columns of a ScoreTable or TotalScoreTable that the readers here do not
 * read (a program's own, such as Magic Contest's Table in its TotalScoreTable),
 * with each one's place in the list: never dropped without a word.
 */
export function unreadColumns(
  columns: readonly TableColumn[],
  table: 'ScoreTable' | 'TotalScoreTable',
): string[] {
  const known = table === 'ScoreTable' ? SCORE_TABLE_COLUMNS : TOTAL_SCORE_TABLE_COLUMNS;
  return columns.filter((c) => !known.has(c.name.toLowerCase())).map((c) => c.name);
}

/** A score written as a word for a passed-out board (`PASS`), which scores 0. */
const isPassScore = (row: RowSpans, i: number) =>
  row.length(i) === 4 && row.value(i).toUpperCase() === 'PASS';

/**
 * An artificial score's code, if the text is one (they all start with A, after any white space a
 * quoted value keeps: the same white space a contract may have before it).
 */
const artificialOf = (v: string | undefined) => {
  if (v === undefined) return null;
  const t = v.trimStart();
  return (t.charCodeAt(0) | 32) === 97 ? parseArtificialScore(t) : null;
};

/**
 * A traveller line as read: the plain fields of a `ResultLine`, set one by
 * one as the row has them. Made by a constructor, so that V8 gives every
 * line room for its fields at once, rather than growing each line's storage
 * field by field as it would for an object literal.
 */
class ReadLine {
  constructor(
    readonly ns: number,
    readonly ew: number,
  ) {}
}

/** Declarer seats by character code, so that a one-letter cell makes no string. */
const SEAT_OF_CODE: { readonly [code: number]: Seat } = { 78: 'N', 69: 'E', 83: 'S', 87: 'W' };

/** The reading of each trick count 0–13, shared (results are immutable data). */
const TRICKS = Array.from({ length: 14 }, (_, n) => checkTricks(n));

/**
 * The values of a table's rows, read for one row at a time: a value the row
 * cannot do without that cannot be read is the row's `failure` (the row is
 * left out with that one error); any other is a warning, and that value is
 * left out of a row that is kept.
 */
class Cells {
  private failure: { readonly at: Position; readonly error: ProblemError } | null = null;
  constructor(
    private readonly table: { readonly columns: readonly TableColumn[] },
    private readonly problems: Problems,
  ) {}

  /** Starts a row; returns the failure of the row before, if it had one. */
  next(): { readonly at: Position; readonly error: ProblemError } | null {
    const failure = this.failure;
    this.failure = null;
    return failure;
  }

  /** A value the row cannot do without could not be read (the first such is the row's error). */
  fail(at: Position, error: ProblemError): void {
    this.failure ??= { at, error };
  }

  private bad(row: RowSpans, i: number, text: string, essential: boolean): void {
    const error = { code: 'value-number', field: this.table.columns[i]?.name ?? '', text } as const;
    if (essential) this.fail(row.position(i), error);
    else this.problems.warning(row.position(i), error);
  }

  index(name: string): number {
    return columnIndex(this.table, name);
  }

  /** Whether value i leaves a value out (`-`, `?`, empty), making no string. */
  absent(row: RowSpans, i: number): boolean {
    const n = row.length(i);
    if (n === 0) return true;
    if (n !== 1) return false;
    const c = row.code(i, 0);
    return c === 45 || c === 63;
  }

  text(row: RowSpans, i: number): string | undefined {
    if (i < 0 || this.absent(row, i)) return undefined;
    return row.value(i);
  }

  /** Value i as a number when it is 1–15 ASCII digits, else -1; making no string. */
  digits(row: RowSpans, i: number): number {
    if (row.cells === null) return digitsIn(row.text, row.start[i] as number, row.end[i] as number);
    const cell = row.cells[i] ?? '';
    return digitsIn(cell, 0, cell.length);
  }

  integer(row: RowSpans, i: number, essential: boolean): number | undefined | null {
    if (i < 0 || this.absent(row, i)) return undefined;
    const v = this.digits(row, i);
    if (v >= 0) return v;
    this.bad(row, i, excerpt(row.value(i)), essential);
    return null;
  }

  decimal(row: RowSpans, i: number, essential: boolean): number | undefined {
    const v = this.text(row, i)
      ?.replace(',', '.')
      .replace(/\u2212/g, '-');
    if (v === undefined) return undefined;
    if (/^[+-]?(\d+(\.\d*)?|\.\d+)%?$/.test(v)) return Number(v.replace('%', '')) + 0;
    this.bad(row, i, excerpt(v), essential);
    return undefined;
  }
}

/**
 * Reads a ScoreTable's rows as traveller lines, each row used or left out
 * with its one error in `problems` (see `scoreTableReader`).
 */
export function readScoreTable(table: PbnTable, problems: Problems): ResultLine[] {
  const read = scoreTableReader(table.columns, problems);
  const lines: ResultLine[] = [];
  for (const row of table.rows) {
    const line = read(RowSpans.of(row, table.columns.length));
    if (line) {
      lines.push(line);
      problems.use();
    }
  }
  return lines;
}

/**
 * A reader of ScoreTable rows with these columns: one row in, its traveller
 * line out, or null when the row is left out: no pair numbers, or a contract,
 * declarer, result or score that cannot be read (rejected in `problems` with
 * that one error; the caller counts a line it uses). A round, table number or
 * points value that cannot be read is a warning and left out. A line that
 * records no result remembers its row, for the problem a later step reports.
 * Values are read from the row in place: a string is made only for a value
 * kept as text (a section name once per run of equal ones, a contract's
 * spelling, a lead) or quoted in a problem.
 */
export function scoreTableReader(
  columns: readonly TableColumn[],
  problems: Problems,
): (row: RowSpans) => ResultLine | null {
  const c = new Cells({ columns }, problems);
  const col = {
    ns: c.index('PairId_NS'),
    ew: c.index('PairId_EW'),
    section: c.index('Section'),
    round: c.index('Round'),
    table: c.index('Table'),
    contract: c.index('Contract'),
    declarer: c.index('Declarer'),
    result: c.index('Result'),
    lead: c.index('Lead'),
    scoreNs: c.index('Score_NS'),
    scoreEw: c.index('Score_EW'),
    score: c.index('Score'),
    mpNs: c.index('MP_NS'),
    mpEw: c.index('MP_EW'),
    pctNs: c.index('Percentage_NS'),
    pctEw: c.index('Percentage_EW'),
    impNs: c.index('IMP_NS'),
    impEw: c.index('IMP_EW'),
    namesNs: c.index('Names_NS'),
    namesEw: c.index('Names_EW'),
  };
  // The per-line points columns the table has; contracts read once per spelling.
  const points = (
    [
      ['nsMatchPoints', col.mpNs],
      ['ewMatchPoints', col.mpEw],
      ['nsPercentage', col.pctNs],
      ['ewPercentage', col.pctEw],
      ['nsImps', col.impNs],
      ['ewImps', col.impEw],
    ] as const
  ).filter(([, i]) => i >= 0);
  const contracts = new Map<string, ReturnType<typeof parseContract>>();
  // The last section name read: rows of one section come together, and share the one string.
  let lastSection: string | undefined;
  return (row) => {
    c.next();
    const line = readLine(row);
    const failure = c.next();
    if (failure !== null) {
      problems.reject(failure.at, failure.error);
      return null;
    }
    return line;
  };

  function readLine(row: RowSpans): ResultLine | null {
    const ns = c.integer(row, col.ns, true);
    const ew = c.integer(row, col.ew, true);
    if (ns === undefined || ew === undefined) {
      const missing = ns === undefined ? col.ns : col.ew;
      c.fail(missing >= 0 ? row.position(missing) : row.source, {
        code: 'value-number',
        field: missing === col.ns ? 'PairId_NS' : 'PairId_EW',
        text: missing >= 0 ? row.value(missing) : '',
      });
      return null;
    }
    if (ns === null || ew === null) return null;
    const line: Mutable<ResultLine> = new ReadLine(ns, ew);
    if (col.section >= 0 && !c.absent(row, col.section)) {
      if (lastSection === undefined || !row.is(col.section, lastSection))
        lastSection = row.value(col.section);
      line.section = lastSection;
    }
    const round = c.integer(row, col.round, false);
    if (typeof round === 'number') line.round = round;
    const tableNo = c.integer(row, col.table, false);
    if (typeof tableNo === 'number') line.table = tableNo;
    const contractText = c.text(row, col.contract);
    const scoreNs = col.scoreNs >= 0 ? col.scoreNs : col.score;
    const scoreText = c.text(row, scoreNs);
    if (isNotPlayed(contractText) || isNotPlayed(scoreText)) {
      line.notPlayed = true;
      return line;
    }
    const artificial = artificialOf(contractText) ?? artificialOf(scoreText);
    if (artificial) line.adjusted = artificial;
    else if (contractText !== undefined) {
      let contract = contracts.get(contractText);
      if (contract === undefined) {
        contract = parseContract(contractText);
        contracts.set(contractText, contract);
      }
      if (contract.ok) line.contract = contract.value;
      else {
        c.fail(row.position(col.contract), {
          code: 'value-invalid',
          field: 'Contract',
          text: excerpt(contractText),
          cause: contract.error,
        });
        return null;
      }
    }
    if (col.declarer >= 0 && !c.absent(row, col.declarer)) {
      const seat = row.length(col.declarer) === 1 ? SEAT_OF_CODE[row.code(col.declarer, 0)] : undefined;
      if (seat !== undefined) line.declarer = seat;
      else {
        const declarerText = row.value(col.declarer);
        const declarer = isSeat(declarerText) ? declarerText : declarerText.toUpperCase().replace('^', '');
        if (isSeat(declarer)) line.declarer = declarer;
        else {
          c.fail(row.position(col.declarer), {
            code: 'value-seat',
            field: 'Declarer',
            text: excerpt(declarer),
          });
          return null;
        }
      }
    }
    if (col.result >= 0 && !c.absent(row, col.result)) {
      const contract = line.contract;
      const n = c.digits(row, col.result);
      let tricks: ReturnType<typeof checkTricks> | ReturnType<typeof parseResult>;
      if (n >= 0) tricks = TRICKS[n] ?? checkTricks(n);
      else {
        const result = row.value(col.result);
        tricks =
          contract !== undefined && contract !== PASS
            ? parseResult(result, contract)
            : ({ ok: false, error: { code: 'result-syntax', text: excerpt(result) } } as const);
      }
      // A passed-out board's tricks, as some programs write them (0), say nothing.
      if (tricks.ok && !(contract === PASS && tricks.value === 0)) line.tricks = tricks.value;
      else if (!tricks.ok) {
        c.fail(row.position(col.result), {
          code: 'value-invalid',
          field: 'Result',
          text: excerpt(row.value(col.result)),
          cause: tricks.error,
        });
        return null;
      }
    }
    const lead = c.text(row, col.lead);
    if (lead !== undefined) line.lead = lead;
    if (!artificial) {
      if ((scoreNs >= 0 && isPassScore(row, scoreNs)) || (col.scoreEw >= 0 && isPassScore(row, col.scoreEw)))
        line.score = 0;
      else {
        const plus = c.decimal(row, scoreNs, true);
        const minus = c.decimal(row, col.scoreEw, true);
        if (plus !== undefined) line.score = plus;
        else if (minus !== undefined) line.score = -minus + 0;
      }
    }
    for (const [key, i] of points) {
      const v = c.decimal(row, i, false);
      if (v !== undefined) line[key] = v;
    }
    const nsNames = c.text(row, col.namesNs);
    if (nsNames !== undefined) line.nsNames = nsNames;
    const ewNames = c.text(row, col.namesEw);
    if (ewNames !== undefined) line.ewNames = ewNames;
    return isScoreable(line) ? line : rememberPosition(line, row.source);
  }
}

/** A value that says the line was not played: `NP` (as the traveller CSV writes it). */
const isNotPlayed = (v: string | undefined) =>
  v !== undefined && v.length <= 11 && /^(?:NP|N\/P|not\s*played)$/i.test(v.trim());

/** What a traveller line records: an outcome of the event model, or the error that says why it has none. */
export function resultLineOutcome(line: ResultLine): Outcome | BridgeError {
  if (line.notPlayed) return { kind: 'not-played' };
  if (line.adjusted) return { kind: 'adjusted', ns: line.adjusted.ns, ew: line.adjusted.ew };
  const { contract } = line;
  if (contract === PASS) return { kind: 'played', contract: PASS };
  if (contract !== undefined) {
    if (line.declarer !== undefined && line.tricks !== undefined) {
      const played = { kind: 'played' as const, contract, declarer: line.declarer, tricks: line.tricks };
      return line.score === undefined ? played : { ...played, score: line.score };
    }
    if (line.score !== undefined) return { kind: 'score', ns: line.score };
    return line.declarer === undefined ? { code: 'declarer-missing' } : { code: 'result-missing' };
  }
  if (line.score !== undefined) return { kind: 'score', ns: line.score };
  return { code: 'outcome-missing' };
}

/** Whether a line records something to score (the same test as `resultLineOutcome`, allocating nothing). */
export function isScoreable(line: ResultLine): boolean {
  if (line.notPlayed || line.adjusted || line.contract === PASS || line.score !== undefined) return true;
  return line.contract !== undefined && line.declarer !== undefined && line.tricks !== undefined;
}

/**
 * Reads a TotalScoreTable's rows as pair totals, each row used or left out
 * (a row without a pair number) with its one error in `problems`; a bad
 * value of a row kept is a warning, that value left out.
 */
export function readTotalScoreTable(table: PbnTable, problems: Problems): PairTotal[] {
  const c = new Cells(table, problems);
  const col = {
    pair: c.index('PairId'),
    rank: c.index('Rank'),
    direction: c.index('Direction'),
    section: c.index('Section'),
    mp: c.index('TotalScoreMP'),
    imp: c.index('TotalScoreIMP'),
    pct: c.index('TotalPercentage'),
    names: c.index('Names'),
    boards: c.index('NrBoards'),
  };
  const totals: PairTotal[] = [];
  for (const tableRow of table.rows) {
    const row = RowSpans.of(tableRow, table.columns.length);
    c.next();
    const total = readTotal(row);
    const failure = c.next();
    if (failure !== null) problems.reject(failure.at, failure.error);
    else if (total !== null) {
      totals.push(total);
      problems.use();
    }
  }
  return totals;

  function readTotal(row: RowSpans): PairTotal | null {
    const pair = c.integer(row, col.pair, true);
    if (pair === undefined) {
      c.fail(col.pair >= 0 ? row.position(col.pair) : row.source, {
        code: 'value-number',
        field: 'PairId',
        text: '',
      });
      return null;
    }
    if (pair === null) return null;
    const total: Mutable<PairTotal> = { pair };
    const direction = c
      .text(row, col.direction)
      ?.toUpperCase()
      .replace(/[-/\s]/g, '');
    if (direction === 'NS' || direction === 'EW') total.direction = direction;
    else if (direction !== undefined)
      problems.warning(row.position(col.direction), {
        code: 'value-seat',
        field: 'Direction',
        text: excerpt(direction),
      });
    const section = c.text(row, col.section);
    if (section !== undefined) total.section = section;
    const rank = c.text(row, col.rank);
    if (rank !== undefined) total.rank = rank;
    const mp = c.decimal(row, col.mp, false);
    if (mp !== undefined) total.totalMatchPoints = mp;
    const imp = c.decimal(row, col.imp, false);
    if (imp !== undefined) total.totalImps = imp;
    const pct = c.decimal(row, col.pct, false);
    if (pct !== undefined) total.percentage = pct;
    const names = c.text(row, col.names);
    if (names !== undefined) total.names = names;
    const boards = c.integer(row, col.boards, false);
    if (typeof boards === 'number') total.boards = boards;
    return total;
  }
}

// ---------------------------------------------------------------------------
// Writing

/** Small whole numbers as text, made once each (a million lines' pair numbers and tricks). */
const NUMBERS = Array.from({ length: 256 }, (_, i) => String(i));
const num = (v: number | undefined): string =>
  v === undefined ? '-' : Number.isInteger(v) && v >= 0 && v < 256 ? (NUMBERS[v] as string) : String(v);

/**
 * PBN is Latin-1 text and writes a card suit first: a card written with a suit
 * symbol (♦9) goes out with its letter (D9), and one written rank first, as
 * Compscore's USEBIO files do (9D, 10H), goes out suit first (D9, HT).
 */
function pbnCard(card: string | undefined): string {
  if (card === undefined) return '-';
  const letters = card
    .replace(/[♠♤]/g, 'S')
    .replace(/[♥♡]/g, 'H')
    .replace(/[♦♢]/g, 'D')
    .replace(/[♣♧]/g, 'C');
  const rankFirst = /^(10|[2-9TJQKA])([SHDC])$/i.exec(letters);
  if (!rankFirst) return letters;
  const rank = (rankFirst[1] as string).toUpperCase();
  return `${(rankFirst[2] as string).toUpperCase()}${rank === '10' ? 'T' : rank}`;
}

/** The source of a row made here, not read from a file. */
const NOWHERE = Object.freeze({ text: '', line: 0, column: 0 });

function tableOf(all: readonly CellColumn[], count: number): PbnTable {
  const used = all.filter(([, , present]) => present);
  const rows = Array.from({ length: count }, (_, i) => ({
    cells: used.map(([, cell]) => cell(i)),
    source: NOWHERE,
  }));
  // Each column is as wide as its widest cell, so that the table lines up as PBN intends.
  const columns = used.map(([c], k) => ({
    ...c,
    width: rows.reduce((w, r) => Math.max(w, charCount(r.cells[k] ?? '')), c.width ?? 0),
  }));
  return { columns, rows };
}

/** A column of a table to write: its column, its value in each row, and whether it is written. */
type CellColumn = readonly [TableColumn, (i: number) => string, boolean];

/**
 * The ScoreTable of traveller lines: the columns any line fills, in a fixed
 * order, widths to fit the usual values.
 */
export function scoreTableOf(lines: readonly ResultLine[]): PbnTable {
  return tableOf(scoreColumns(lines), lines.length);
}

/**
 * The ScoreTable `scoreTableOf` makes, as its columns and a writer of its
 * rows' text (`writeTableRows`): a board of thousands of lines is written
 * without a list of its rows and their values.
 */
export function scoreTableText(lines: readonly ResultLine[]): {
  readonly columns: readonly TableColumn[];
  readonly write: (nl: string, each: (text: string) => void) => void;
} {
  const used = scoreColumns(lines).filter(([, , present]) => present);
  const cells = used.map(([, cell]) => cell);
  // Each column as wide as its widest value (as `tableOf` makes it).
  const widths = used.map(([c]) => c.width ?? 0);
  for (let k = 0; k < cells.length; k++) {
    const cell = cells[k] as (i: number) => string;
    let w = widths[k] as number;
    for (let i = 0; i < lines.length; i++) w = Math.max(w, charCount(cell(i)));
    widths[k] = w;
  }
  const columns = used.map(([c], k) => ({ ...c, width: widths[k] as number }));
  return {
    columns,
    write: (nl, each) =>
      writeTableRows(columns, lines.length, (i, k) => (cells[k] as (i: number) => string)(i), nl, each),
  };
}

/** The ScoreTable's columns, each with its value in each row and whether any line fills it. */
function scoreColumns(lines: readonly ResultLine[]): CellColumn[] {
  const has = (f: (l: ResultLine) => unknown) => lines.some((l) => f(l) !== undefined);
  const l = (i: number) => lines[i] as ResultLine;
  const score = (i: number, side: Side) => {
    const s = l(i).score;
    if (s === undefined || l(i).adjusted) return '-';
    return side === 'NS' ? (s > 0 ? String(s) : '-') : s < 0 ? String(-s) : '-';
  };
  // A contract's text, made once for each contract object (a file's lines share a few).
  const contracts = new Map<FinalContract, string>();
  const contractText = (c: FinalContract): string => {
    let t = contracts.get(c);
    if (t === undefined) {
      t = formatContract(c);
      if (contracts.size < 4096) contracts.set(c, t);
    }
    return t;
  };
  return [
    [{ name: 'Section', width: 2, align: 'L' }, (i) => l(i).section ?? '-', has((x) => x.section)],
    [{ name: 'Round', width: 2, align: 'R' }, (i) => num(l(i).round), has((x) => x.round)],
    [{ name: 'Table', width: 2, align: 'R' }, (i) => num(l(i).table), has((x) => x.table)],
    [{ name: 'PairId_NS', width: 2, align: 'R' }, (i) => num(l(i).ns), true],
    [{ name: 'PairId_EW', width: 2, align: 'R' }, (i) => num(l(i).ew), true],
    [
      { name: 'Contract', width: 6, align: 'L' },
      (i) => {
        const x = l(i);
        if (x.adjusted) return formatArtificialScore(x.adjusted);
        return x.contract === undefined ? '-' : contractText(x.contract);
      },
      true,
    ],
    [{ name: 'Declarer', width: 1, align: 'R' }, (i) => l(i).declarer ?? '-', true],
    [{ name: 'Result', width: 2, align: 'R' }, (i) => num(l(i).tricks), true],
    [{ name: 'Lead', width: 3, align: 'L' }, (i) => pbnCard(l(i).lead), has((x) => x.lead)],
    // A passed-out board scores 0 for both: written as 0, not "-", so it reads back as a score.
    // A line not played is written NP, as the traveller CSV writes it.
    [
      { name: 'Score_NS', width: 5, align: 'R' },
      (i) => (l(i).notPlayed ? 'NP' : l(i).score === 0 ? '0' : score(i, 'NS')),
      true,
    ],
    [{ name: 'Score_EW', width: 5, align: 'R' }, (i) => score(i, 'EW'), true],
    [{ name: 'MP_NS', width: 5, align: 'R' }, (i) => num(l(i).nsMatchPoints), has((x) => x.nsMatchPoints)],
    [{ name: 'MP_EW', width: 5, align: 'R' }, (i) => num(l(i).ewMatchPoints), has((x) => x.ewMatchPoints)],
    [
      { name: 'Percentage_NS', width: 3, align: 'R' },
      (i) => num(l(i).nsPercentage),
      has((x) => x.nsPercentage),
    ],
    [
      { name: 'Percentage_EW', width: 3, align: 'R' },
      (i) => num(l(i).ewPercentage),
      has((x) => x.ewPercentage),
    ],
    [{ name: 'IMP_NS', width: 5, align: 'R' }, (i) => num(l(i).nsImps), has((x) => x.nsImps)],
    [{ name: 'IMP_EW', width: 5, align: 'R' }, (i) => num(l(i).ewImps), has((x) => x.ewImps)],
    [{ name: 'Names_NS', width: 13, align: 'L' }, (i) => l(i).nsNames ?? '-', has((x) => x.nsNames)],
    [{ name: 'Names_EW', width: 13, align: 'L' }, (i) => l(i).ewNames ?? '-', has((x) => x.ewNames)],
  ];
}

/** The TotalScoreTable of pair totals, in the order given (rank them first). */
export function totalScoreTableOf(totals: readonly PairTotal[]): PbnTable {
  const has = (f: (t: PairTotal) => unknown) => totals.some((t) => f(t) !== undefined);
  const t = (i: number) => totals[i] as PairTotal;
  return tableOf(
    [
      [{ name: 'Rank', width: 3, align: 'R' }, (i) => t(i).rank ?? '-', has((x) => x.rank)],
      [{ name: 'Section', width: 2, align: 'L' }, (i) => t(i).section ?? '-', has((x) => x.section)],
      [{ name: 'PairId', width: 2, align: 'R' }, (i) => String(t(i).pair), true],
      [{ name: 'Direction', width: 2, align: 'L' }, (i) => t(i).direction ?? '-', has((x) => x.direction)],
      [
        { name: 'TotalScoreMP', width: 6, align: 'R' },
        (i) => num(t(i).totalMatchPoints),
        has((x) => x.totalMatchPoints),
      ],
      [{ name: 'TotalScoreIMP', width: 6, align: 'R' }, (i) => num(t(i).totalImps), has((x) => x.totalImps)],
      [
        { name: 'TotalPercentage', width: 6, align: 'R' },
        (i) => num(t(i).percentage),
        has((x) => x.percentage),
      ],
      [{ name: 'Names', width: 40, align: 'L' }, (i) => t(i).names ?? '', has((x) => x.names)],
      [{ name: 'NrBoards', width: 2, align: 'R' }, (i) => num(t(i).boards), has((x) => x.boards)],
    ],
    totals.length,
  );
}
