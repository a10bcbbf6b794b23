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
  type InterchangeError,
  isSeat,
  type Movement,
  type Pair,
  parseBoardNumber,
  parseOutcomeFields,
  parseVulnerability,
  type Seat,
  type Section,
  type Side,
  type TravellerLine,
  type Vulnerability,
} from '@bridge-score/core';
import { readCsv } from './csv.js';

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
  readonly column: string | null;
  readonly error: TravellerCsvError;
}

export interface CsvEvent {
  readonly event: BridgeEvent;
  readonly errors: readonly RowError[];
  /** Header columns this reader does not use. */
  readonly ignored: readonly string[];
}

const YES = new Set(['y', 'yes', 'true', '1', 'x', '↔', 'да', '是']);
const NO = new Set(['', 'n', 'no', 'false', '0', 'нет', '否']);

/** Reads travellers from CSV text; `movement` applies to every section. */
export function readTravellerCsv(text: string, movement: Movement): CsvEvent {
  const csv = readCsv(text);
  const errors: RowError[] = csv.errors.map((e) => ({ row: e.row, column: null, error: e.error }));
  const [header, ...rows] = csv.records;
  const empty: BridgeEvent = { sections: [{ name: DEFAULT_SECTION, movement }], boards: [], results: [] };
  if (!header) {
    if (errors.length === 0)
      errors.push({ row: 1, column: null, error: { code: 'csv-header', missing: 'board' } });
    return { event: empty, errors, ignored: [] };
  }
  const at = new Map<Column, number>();
  const ignored: string[] = [];
  header.fields.forEach((raw, i) => {
    const h = normalizeHeader(raw);
    const column = (COLUMNS as readonly string[]).includes(h) ? (h as Column) : ALIASES[h];
    if (column && !at.has(column)) at.set(column, i);
    else if (raw.trim() !== '') ignored.push(raw.trim());
  });
  const required: Column[] = ['board', 'ns', 'ew'];
  if (!at.has('score')) required.push('contract');
  if (at.has('contract')) required.push('declarer');
  const missing = required.find((c) => !at.has(c));
  if (missing) {
    errors.push({ row: header.row, column: null, error: { code: 'csv-header', missing } });
    return { event: empty, errors, ignored };
  }

  const sections = new Map<string, Map<string, Pair>>();
  const boards = new Map<number, { dealer?: Seat; vulnerability?: Vulnerability }>();
  const results: TravellerLine[] = [];
  for (const record of rows) {
    if (record.fields.length > header.fields.length) {
      errors.push({
        row: record.row,
        column: null,
        error: { code: 'csv-fields', expected: header.fields.length, got: record.fields.length },
      });
      continue;
    }
    const cell = (c: Column): string => {
      const i = at.get(c);
      return i === undefined ? '' : (record.fields[i] ?? '');
    };
    const fail = (column: Column, error: TravellerCsvError) => {
      errors.push({ row: record.row, column, error });
    };
    const read = readRow(cell, movement, boards);
    if (!read.ok) {
      fail(read.column, read.error);
      continue;
    }
    const { line } = read;
    let pairs = sections.get(line.section);
    if (!pairs) {
      pairs = new Map();
      sections.set(line.section, pairs);
    }
    const pair = (number: number, direction: Side, names: string) => {
      const key = `${movement === 'mitchell' ? direction : ''}${number}`;
      const known = pairs.get(key);
      const list = names
        .split(/\s*[&/]\s*/)
        .map((s) => s.trim())
        .filter(Boolean);
      const base: Pair = movement === 'mitchell' ? { number, direction } : { number };
      if (!known || (known.names === undefined && list.length > 0)) {
        pairs.set(key, list.length > 0 ? { ...base, names: list } : base);
      }
    };
    pair(line.ns, 'NS', cell('ns_names'));
    pair(line.ew, 'EW', cell('ew_names'));
    results.push(line);
  }
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
  return {
    event: {
      sections: sectionList.length > 0 ? sectionList : [{ name: DEFAULT_SECTION, movement }],
      boards: boardList,
      results,
    },
    errors,
    ignored,
  };
}

type RowRead =
  | { readonly ok: true; readonly line: TravellerLine }
  | { readonly ok: false; readonly column: Column; readonly error: TravellerCsvError };

const fail = (column: Column, error: TravellerCsvError): RowRead => ({ ok: false, column, error });

function pairNumber(text: string): number | null {
  const s = text.trim();
  return /^\d+$/.test(s) && Number(s) >= 1 && Number.isSafeInteger(Number(s)) ? Number(s) : null;
}

function readRow(
  cell: (c: Column) => string,
  movement: Movement,
  boards: Map<number, { dealer?: Seat; vulnerability?: Vulnerability }>,
): RowRead {
  const board = parseBoardNumber(cell('board'));
  if (!board.ok) return fail('board', board.error);
  const ns = pairNumber(cell('ns'));
  if (ns === null) return fail('ns', { code: 'pair-number', text: cell('ns') });
  const ew = pairNumber(cell('ew'));
  if (ew === null) return fail('ew', { code: 'pair-number', text: cell('ew') });
  if (movement === 'howell' && ns === ew) return fail('ew', { code: 'pair-same', pair: ns });
  const section = cell('section').trim() || DEFAULT_SECTION;
  let line: TravellerLine = { section, board: board.value, ns, ew, outcome: { kind: 'not-played' } };
  const round = cell('round').trim();
  if (round !== '') {
    const r = pairNumber(round);
    if (r === null) return fail('round', { code: 'round-number', text: round });
    line = { ...line, round: r };
  }
  const switched = cell('switched').trim().toLowerCase();
  if (YES.has(switched)) line = { ...line, switched: true };
  else if (!NO.has(switched)) return fail('switched', { code: 'switch-syntax', text: cell('switched') });
  for (const key of ['lead', 'group'] as const) {
    const v = cell(key).trim();
    if (v !== '') line = { ...line, [key]: v };
  }
  // A board's dealer and vulnerability, when given, must agree on every row.
  const spec = { ...boards.get(board.value) };
  const vul = cell('vul').trim();
  if (vul !== '') {
    const v = parseVulnerability(vul);
    if (!v.ok) return fail('vul', v.error);
    if (spec.vulnerability !== undefined && spec.vulnerability !== v.value) {
      return fail('vul', {
        code: 'board-conflict',
        board: board.value,
        field: 'vulnerability',
        first: spec.vulnerability,
        second: v.value,
      });
    }
    spec.vulnerability = v.value;
  }
  const dealer = cell('dealer').trim().toUpperCase();
  if (dealer !== '') {
    if (!isSeat(dealer)) return fail('dealer', { code: 'dealer-unknown', text: cell('dealer') });
    if (spec.dealer !== undefined && spec.dealer !== dealer) {
      return fail('dealer', {
        code: 'board-conflict',
        board: board.value,
        field: 'dealer',
        first: spec.dealer,
        second: dealer,
      });
    }
    spec.dealer = dealer;
  }
  const outcome = parseOutcomeFields({
    contract: cell('contract'),
    declarer: cell('declarer'),
    tricks: cell('tricks'),
    score: cell('score'),
  });
  if (!outcome.ok) return fail(outcome.error.field, outcome.error.error);
  if (spec.vulnerability !== undefined || spec.dealer !== undefined) boards.set(board.value, spec);
  return { ok: true, line: { ...line, outcome: outcome.value } };
}
