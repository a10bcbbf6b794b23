/**
 * Travellers as CSV, one line a row, into the event model (core `event.ts`):
 * the format of `bridge-score session` and of its `--format csv` output.
 *
 * Header (any order, any case): `board,ns,ew,contract,declarer,tricks,score`.
 * `board`, `ns` and `ew` are required, with `contract` (and `declarer`) or
 * `score`. Optional: `section`, `round`, `arrow` (or `switched`: yes/no, 1/0,
 * x), `ns_names`, `ew_names` (names joined by `&`), `lead`, `group` (fouled
 * board), `vul`, `dealer`. A bad row is reported with its row and column and
 * left out; the other rows are kept.
 */
import {
  type BoardSpec,
  type BridgeError,
  type BridgeEvent,
  boardDealer,
  boardVulnerability,
  err,
  formatContract,
  formatScoreField,
  type InterchangeError,
  isSeat,
  type Movement,
  ok,
  PASS,
  type Pair,
  parseBoardNumber,
  parseOutcomeFields,
  parseVulnerability,
  type Result,
  type Seat,
  type Section,
  type Side,
  type TravellerLine,
  type Vulnerability,
} from '@bridge-score/core';
import { type CsvRow, csvRow, forEachCsvRow } from './csv.js';
import { digitsIn } from './digits.js';
import {
  type Accounted,
  bounded,
  excerpt,
  NO_FILE,
  type Position,
  type Problem,
  Problems,
} from './problems.js';
import { SeenLines } from './seen-lines.js';
import { inputText, type TextInput } from './text-input.js';

export const DEFAULT_SECTION = 'A';

/** What a traveller CSV can get wrong: a value (core codes) or the file's shape. */
export type TravellerCsvError = BridgeError | InterchangeError;

const COLUMNS = [
  'board',
  'ns',
  'ew',
  'contract',
  'declarer',
  'tricks',
  'score',
  'section',
  'round',
  'switched',
  'ns_names',
  'ew_names',
  'lead',
  'group',
  'vul',
  'dealer',
] as const;
type Column = (typeof COLUMNS)[number];

const ALIASES: { readonly [k: string]: Column } = {
  arrow: 'switched',
  arrow_switched: 'switched',
  switch: 'switched',
  nsnames: 'ns_names',
  ewnames: 'ew_names',
  names_ns: 'ns_names',
  names_ew: 'ew_names',
  by: 'declarer',
  result: 'tricks',
  vulnerability: 'vul',
  foul: 'group',
  fouled: 'group',
  board_no: 'board',
  ns_pair: 'ns',
  ew_pair: 'ew',
};

const normalizeHeader = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** An error at a row (and column) of the file. */
export interface RowError {
  readonly row: number;
  /** The column's name (null for the whole row). */
  readonly column: string | null;
  readonly error: TravellerCsvError;
  /** The line and the column (from 1, in characters) of the field the error is about, or of the row. */
  readonly at: Position;
}

/**
 * Travellers read from CSV: the event (`value`, also `event`), every problem
 * at its line and column (`problems`; `errors` names the column by its
 * header instead), and the accounting of the data rows (`tally`): each row is
 * a traveller line or is left out with one error. A header that cannot be
 * read (a required column missing or a column named twice) leaves the event
 * empty, with that one error and no rows counted: nothing could be read.
 */
export interface CsvEvent extends Accounted<BridgeEvent> {
  readonly event: BridgeEvent;
  readonly errors: readonly RowError[];
  /** Header columns this reader does not use. */
  readonly ignored: readonly string[];
  /** Whether the header could not be read (see above). */
  readonly fatal: boolean;
}

export interface TravellerCsvOptions {
  /** Name of the file in problems. */
  readonly file?: string;
}

const YES = new Set(['y', 'yes', 'true', '1', 'x', '↔', 'да', '是']);
const NO = new Set(['', 'n', 'no', 'false', '0', 'нет', '否']);

/**
 * Reads travellers from CSV text (or a file's bytes: UTF-8, UTF-16 or, with a
 * warning, Latin-1); `movement` applies to every section. A row with more
 * fields than the header is left out unless the extra ones are empty (a
 * trailing delimiter); a second row of the same board and pairs is left out,
 * naming the first.
 *
 * @example
 * const r = readTravellerCsv('board,ns,ew,contract,declarer,tricks\n1,1,2,3NT,S,9\n', 'mitchell');
 * r.tally; // { records: 1, used: 1, rejected: 0 }
 */
export function readTravellerCsv(
  input: TextInput,
  movement: Movement,
  options: TravellerCsvOptions = {},
): CsvEvent {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  const errors: RowError[] = [];
  const ignored: string[] = [];
  let header: { row: number; width: number; at: ColumnIndex } | null = null;
  let fatal = false;
  const sections = new Map<string, Map<number, Pair>>();
  const boards = new Map<number, { dealer?: Seat; vulnerability?: Vulnerability }>();
  const seen = new SeenLines(movement);
  const results: TravellerLine[] = [];
  const reject = (row: number, column: string | null, error: TravellerCsvError, at: Position) => {
    const e = bounded(error);
    errors.push({ row, column, error: e, at });
    problems.reject(at, e);
  };
  forEachCsvRow(
    decoded.text,
    (row, record) => {
      if (fatal) return;
      if (header === null) {
        const fields = record.fields();
        const at = columnIndex(fields, ignored);
        if (!at.ok) {
          fatal = true;
          const position = { line: row, column: record.column[at.error.index] as number };
          errors.push({ row, column: null, error: bounded(at.error.error), at: position });
          problems.error(position, at.error.error);
          return;
        }
        const missing = missingColumn(at.value);
        if (missing) {
          fatal = true;
          const error = { code: 'csv-header', missing } as const;
          errors.push({ row, column: null, error, at: { line: row, column: 1 } });
          problems.error({ line: row, column: 1 }, error);
          return;
        }
        header = { row, width: fields.length, at: at.value };
        return;
      }
      if (record.count > header.width) {
        for (let k = header.width; k < record.count; k++) {
          if (!record.is(k, '')) {
            const error = { code: 'csv-fields', expected: header.width, got: record.count } as const;
            reject(row, null, error, { line: row, column: record.column[k] as number });
            return;
          }
        }
      }
      const read = readRow(record, header.at, movement, boards, seen, row);
      if (!read.ok) {
        const index = header.at[read.column];
        const column = index >= 0 && index < record.count ? (record.column[index] as number) : 1;
        reject(row, read.column, read.error, { line: row, column });
        return;
      }
      const { line } = read;
      let pairs = sections.get(line.section);
      if (!pairs) {
        pairs = new Map();
        sections.set(line.section, pairs);
      }
      addPair(pairs, movement, line.ns, 'NS', record.value(header.at.ns_names));
      addPair(pairs, movement, line.ew, 'EW', record.value(header.at.ew_names));
      results.push(line);
      problems.use();
    },
    (e) => {
      // A row lost to its quotes before the header was read leaves no header to read by.
      if (header === null && !fatal) {
        fatal = true;
        errors.push({ row: e.row, column: null, error: e.error, at: { line: e.row, column: e.column } });
        problems.error({ line: e.row, column: e.column }, e.error);
        return;
      }
      if (!fatal) reject(e.row, null, e.error, { line: e.row, column: e.column });
    },
  );
  const empty: BridgeEvent = { sections: [{ name: DEFAULT_SECTION, movement }], boards: [], results: [] };
  const done = (event: BridgeEvent): CsvEvent => {
    const ignoredProblems: Problem[] = ignored.map((column) => ({
      severity: 'warning',
      file,
      line: header?.row ?? 1,
      column: 1,
      error: bounded({ code: 'table-column-unread', table: 'CSV', column } as const),
    }));
    return {
      value: event,
      event,
      problems: [...decoded.problems, ...ignoredProblems, ...problems.list],
      tally: fatal ? { records: 0, used: 0, rejected: 0 } : problems.tally,
      errors,
      ignored,
      fatal,
    };
  };
  if (header === null) {
    if (!fatal) {
      fatal = true;
      // Nothing but blanks: the file is empty, not a header without its columns.
      const error =
        decoded.text.trim() === ''
          ? ({ code: 'file-empty', format: 'CSV' } as const)
          : ({ code: 'csv-header', missing: 'board' } as const);
      errors.push({ row: 1, column: null, error, at: { line: 1, column: 1 } });
      problems.error({ line: 1, column: 1 }, error);
    }
    return done(empty);
  }
  if (fatal) return done(empty);
  const sectionList: Section[] = [...sections].map(([name, pairs]) => ({
    name,
    movement,
    pairs: [...pairs.values()].sort(
      (a, b) => (a.direction === b.direction ? 0 : a.direction === 'EW' ? 1 : -1) || a.number - b.number,
    ),
  }));
  const boardList: BoardSpec[] = [...boards]
    .sort((a, b) => a[0] - b[0])
    .map(([number, spec]) => ({ number, ...spec }));
  return done({
    sections: sectionList.length > 0 ? sectionList : [{ name: DEFAULT_SECTION, movement }],
    boards: boardList,
    results,
  });
}

/** Where each column is in a row: its index, or -1 when the header does not have it. */
type ColumnIndex = { readonly [C in Column]: number };

/** A header that names a column twice: the error, and the index of the second. */
type HeaderError = { readonly index: number; readonly error: InterchangeError };

function columnIndex(header: readonly string[], ignored: string[]): Result<ColumnIndex, HeaderError> {
  // A literal with every column, so that reading a row finds each index at a fixed place.
  const at: { [C in Column]: number } = {
    board: -1,
    ns: -1,
    ew: -1,
    contract: -1,
    declarer: -1,
    tricks: -1,
    score: -1,
    section: -1,
    round: -1,
    switched: -1,
    ns_names: -1,
    ew_names: -1,
    lead: -1,
    group: -1,
    vul: -1,
    dealer: -1,
  };
  for (const [i, raw] of header.entries()) {
    const h = normalizeHeader(raw);
    const column = (COLUMNS as readonly string[]).includes(h) ? (h as Column) : ALIASES[h];
    if (column === undefined) {
      if (raw.trim() !== '') ignored.push(excerpt(raw.trim()));
    } else if (at[column] >= 0) {
      return err({
        index: i,
        error: { code: 'csv-column-twice', column: raw.trim(), first: at[column] + 1 },
      });
    } else at[column] = i;
  }
  return ok(at);
}

function missingColumn(at: ColumnIndex): Column | undefined {
  const required: Column[] = ['board', 'ns', 'ew'];
  if (at.score < 0) required.push('contract');
  if (at.contract >= 0) required.push('declarer');
  return required.find((c) => at[c] < 0);
}

function addPair(
  pairs: Map<number, Pair>,
  movement: Movement,
  number: number,
  direction: Side,
  names: string,
): void {
  // Numbers for keys: a Mitchell's NS and EW pairs of one number are two pairs.
  const key = movement === 'mitchell' ? number * 2 + (direction === 'EW' ? 1 : 0) : number;
  const known = pairs.get(key);
  // The common case, a pair seen before and no names on this row: nothing to do.
  if (known && names === '') return;
  const list = names
    .split(/\s*[&/]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const base: Pair = movement === 'mitchell' ? { number, direction } : { number };
  if (!known || (known.names === undefined && list.length > 0)) {
    pairs.set(key, list.length > 0 ? { ...base, names: list } : base);
  }
}

type RowRead =
  | { readonly ok: true; readonly line: TravellerLine }
  | { readonly ok: false; readonly column: Column; readonly error: TravellerCsvError };

const fail = (column: Column, error: TravellerCsvError): RowRead => ({ ok: false, column, error });

/** A whole number from 1, as written (blanks around it allowed); null otherwise. */
function pairNumber(text: string): number | null {
  if (text.length === 0 || text.length > 15) return null;
  let n = digitsIn(text, 0, text.length);
  if (n < 0) {
    const s = text.trim();
    n = /^\d+$/.test(s) ? Number(s) : -1;
  }
  return n >= 1 ? n : null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type OutcomeRead = ReturnType<typeof parseOutcomeFields>;

/**
 * Outcomes by the four fields they are read from. A session repeats the same
 * few contracts and results thousands of times; outcomes are immutable data,
 * so equal fields share one outcome, read once. A row's fields are found by
 * a hash of their characters and compared in place: no string is made for a
 * row whose fields were seen before. Bounded: cleared when full.
 */
interface OutcomeEntry {
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: string;
  readonly score: string;
  readonly read: OutcomeRead;
}
const outcomes = new Map<number, OutcomeEntry[]>();
let outcomeCount = 0;

/** FNV-1a over the characters of field i, continuing from h; a separator after it. */
function hashField(r: CsvRow, i: number, h: number): number {
  let x = h;
  if (i >= 0 && i < r.count) {
    const v = r.values[i];
    const text = v ?? r.text;
    const from = v === undefined ? (r.start[i] as number) : 0;
    const to = v === undefined ? (r.end[i] as number) : v.length;
    for (let k = from; k < to; k++) x = Math.imul(x ^ text.charCodeAt(k), 16777619);
  }
  return Math.imul(x ^ 0xffff, 16777619);
}

function outcomeOf(r: CsvRow, at: ColumnIndex): OutcomeRead {
  let h = hashField(r, at.contract, 2166136261);
  h = hashField(r, at.declarer, h);
  h = hashField(r, at.tricks, h);
  h = hashField(r, at.score, h);
  let list = outcomes.get(h);
  if (list !== undefined) {
    for (const e of list) {
      if (
        r.is(at.contract, e.contract) &&
        r.is(at.declarer, e.declarer) &&
        r.is(at.tricks, e.tricks) &&
        r.is(at.score, e.score)
      )
        return e.read;
    }
  }
  if (outcomeCount >= 1 << 16) {
    outcomes.clear();
    outcomeCount = 0;
    list = undefined;
  }
  const contract = r.value(at.contract);
  const declarer = r.value(at.declarer);
  const tricks = r.value(at.tricks);
  const score = r.value(at.score);
  const read = parseOutcomeFields({ contract, declarer, tricks, score });
  const entry = { contract, declarer, tricks, score, read };
  if (list === undefined) outcomes.set(h, [entry]);
  else list.push(entry);
  outcomeCount++;
  return read;
}

/** A pair, board or round number of a row: its digits read in place, else as `pairNumber` reads its text. */
function numberAt(r: CsvRow, i: number): number | null {
  if (i >= 0 && i < r.count && r.values[i] === undefined) {
    const v = digitsIn(r.text, r.start[i] as number, r.end[i] as number);
    if (v >= 0) return v >= 1 ? v : null;
  }
  return pairNumber(r.value(i));
}

/**
 * A section's name, one string for all its lines (rows of a section come
 * together; a million lines would otherwise keep a million copies of it).
 */
let lastSection = DEFAULT_SECTION;
function sectionName(r: CsvRow, i: number): string {
  if (i < 0) return DEFAULT_SECTION;
  if (r.is(i, lastSection)) return lastSection;
  const name = r.value(i).trim() || DEFAULT_SECTION;
  lastSection = name;
  return name;
}

function readRow(
  r: CsvRow,
  at: ColumnIndex,
  movement: Movement,
  boards: Map<number, { dealer?: Seat; vulnerability?: Vulnerability }>,
  seen: SeenLines,
  row: number,
): RowRead {
  const fastBoard = numberAt(r, at.board);
  let boardNumber: number;
  if (fastBoard !== null) boardNumber = fastBoard;
  else {
    const board = parseBoardNumber(r.value(at.board));
    if (!board.ok) return fail('board', board.error);
    boardNumber = board.value;
  }
  const ns = numberAt(r, at.ns);
  if (ns === null) return fail('ns', { code: 'pair-number', text: r.value(at.ns) });
  const ew = numberAt(r, at.ew);
  if (ew === null) return fail('ew', { code: 'pair-number', text: r.value(at.ew) });
  if (movement === 'howell' && ns === ew) return fail('ew', { code: 'pair-same', pair: ns });
  const section = sectionName(r, at.section);
  const line: Mutable<TravellerLine> = {
    section,
    board: boardNumber,
    ns,
    ew,
    outcome: { kind: 'not-played' },
  };
  const round = r.value(at.round).trim();
  if (round !== '') {
    const r = pairNumber(round);
    if (r === null) return fail('round', { code: 'round-number', text: round });
    line.round = r;
  }
  const switchedText = r.value(at.switched);
  if (switchedText !== '') {
    const switched = switchedText.trim().toLowerCase();
    if (YES.has(switched)) line.switched = true;
    else if (!NO.has(switched)) return fail('switched', { code: 'switch-syntax', text: switchedText });
  }
  const lead = r.value(at.lead).trim();
  if (lead !== '') line.lead = lead;
  const group = r.value(at.group).trim();
  if (group !== '') line.group = group;
  // A board's dealer and vulnerability, when given, must agree on every row.
  const vul = r.value(at.vul).trim();
  const dealer = r.value(at.dealer).trim().toUpperCase();
  const spec = vul !== '' || dealer !== '' ? { ...boards.get(boardNumber) } : null;
  if (spec && vul !== '') {
    const v = parseVulnerability(vul);
    if (!v.ok) return fail('vul', v.error);
    if (spec.vulnerability !== undefined && spec.vulnerability !== v.value) {
      return fail('vul', {
        code: 'board-conflict',
        board: boardNumber,
        field: 'vulnerability',
        first: spec.vulnerability,
        second: v.value,
      });
    }
    spec.vulnerability = v.value;
  }
  if (spec && dealer !== '') {
    if (!isSeat(dealer)) return fail('dealer', { code: 'dealer-unknown', text: r.value(at.dealer) });
    if (spec.dealer !== undefined && spec.dealer !== dealer) {
      return fail('dealer', {
        code: 'board-conflict',
        board: boardNumber,
        field: 'dealer',
        first: spec.dealer,
        second: dealer,
      });
    }
    spec.dealer = dealer;
  }
  const outcome = outcomeOf(r, at);
  if (!outcome.ok) return fail(outcome.error.field, outcome.error.error);
  const first = seen.check(section, boardNumber, ns, ew, row);
  if (first > 0) return fail('board', { code: 'line-twice', board: boardNumber, ns, ew, first });
  if (spec && (spec.vulnerability !== undefined || spec.dealer !== undefined)) boards.set(boardNumber, spec);
  line.outcome = outcome.value;
  return { ok: true, line };
}

/**
 * Travellers as CSV, the form `readTravellerCsv` reads: one line a traveller
 * line, the columns the event needs (section, round, arrow, lead, group and
 * names only when some line has them; vul and dealer when a board's are not
 * those of its number), results as players write them.
 *
 * @example
 * formatTravellerCsv(event); // 'board,ns,ew,contract,declarer,tricks,score\n1,1,1,4S,N,10,\n…'
 */
export function formatTravellerCsv(event: BridgeEvent): string {
  const lines = event.results;
  const names = new Map<string, string>();
  for (const section of event.sections) {
    for (const p of section.pairs ?? []) {
      if (p.names) names.set(`${section.name}\u0000${p.direction ?? ''}${p.number}`, p.names.join(' & '));
    }
  }
  const mitchell = new Set(event.sections.filter((s) => s.movement === 'mitchell').map((s) => s.name));
  const nameOf = (l: TravellerLine, side: Side) =>
    names.get(`${l.section}\u0000${mitchell.has(l.section) ? side : ''}${side === 'NS' ? l.ns : l.ew}`) ?? '';
  const optional = {
    section: event.sections.length > 1 || lines.some((l) => l.section !== DEFAULT_SECTION),
    round: lines.some((l) => l.round !== undefined),
    arrow: lines.some((l) => l.switched !== undefined),
    lead: lines.some((l) => l.lead !== undefined),
    group: lines.some((l) => l.group !== undefined),
    names: names.size > 0,
    // A board's dealer or vulnerability other than its number's (Law 2): written on each of its lines.
    vul: event.boards.some(
      (b) => b.vulnerability !== undefined && b.vulnerability !== boardVulnerability(b.number),
    ),
    dealer: event.boards.some((b) => b.dealer !== undefined && b.dealer !== boardDealer(b.number)),
  };
  const specs = new Map(event.boards.map((b) => [b.number, b]));
  const header = ['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'score'];
  if (optional.section) header.push('section');
  if (optional.round) header.push('round');
  if (optional.arrow) header.push('arrow');
  if (optional.lead) header.push('lead');
  if (optional.group) header.push('group');
  if (optional.names) header.push('ns_names', 'ew_names');
  if (optional.vul) header.push('vul');
  if (optional.dealer) header.push('dealer');
  const out = [csvRow(header)];
  for (const l of lines) {
    const o = l.outcome;
    const played = o.kind === 'played' ? o : null;
    const real = played && played.contract !== PASS ? played : null;
    const row: (string | number)[] = [
      l.board,
      l.ns,
      l.ew,
      played ? formatContract(played.contract) : '',
      real?.declarer ?? '',
      real?.tricks ?? '',
      played ? (played.score ?? '') : formatScoreField(o),
    ];
    if (optional.section) row.push(l.section);
    if (optional.round) row.push(l.round ?? '');
    if (optional.arrow) row.push(l.switched ? 'yes' : '');
    if (optional.lead) row.push(l.lead ?? '');
    if (optional.group) row.push(l.group ?? '');
    if (optional.names) row.push(nameOf(l, 'NS'), nameOf(l, 'EW'));
    if (optional.vul) row.push(specs.get(l.board)?.vulnerability ?? '');
    if (optional.dealer) row.push(specs.get(l.board)?.dealer ?? '');
    out.push(csvRow(row));
  }
  return `${out.join('\n')}\n`;
}
