/**
 * The team-match file: CSV, one line per board, with a header naming the
 * columns. Table 1 has team A North-South, table 2 team A East-West.
 *
 * ```
 * board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2
 * 1,4S,N,10,,4S,N,9,
 * 2,3NT=,S,,,2NT+1,S,,
 * 3,,,,-200,,,,-50
 * 4,A+
 * 5,6NT,S,12,,,,,NP
 * ```
 *
 * - `contractN` as players write it (`4S`, `3NT`, `4HX`, `Pass`), or joined
 *   with the result (`4SX-2`, `3NT=`); `declarerN` N, E, S or W; `tricksN`
 *   tricks taken (or a relative result `-2`, `=`, `+1`).
 * - `scoreN` the North-South score, for a table given only as a score; with
 *   a contract it is checked against it.
 * - A table left empty, or scored `NP`, was not played: the board scores no
 *   IMPs (and no board-a-match point).
 * - An adjusted board puts its award in `score1` (or `score2`) and leaves
 *   the rest of the line empty: `A+` (or `A+3`, `AVE+`) average-plus to team
 *   A, `A=` (`A`, `AVE`) average, `A-` (`A-3`, `AVE-`) average-minus, `I5`
 *   or `I-2.5` a number of IMPs to team A. Team B gets the opposite unless a
 *   second award follows a slash: `A+/A+` when both sides were non-offending.
 * - Optional `vul` column (None, NS, EW, Both) overrides the board's Law 2
 *   vulnerability. Column names are case-insensitive; `by1` may stand for
 *   `declarer1`, `result1` for `tricks1`; `#` starts a comment line.
 *
 * @example
 * parseMatchFile('board,contract1,declarer1,tricks1,contract2,declarer2,tricks2\n1,4S,N,10,4S,N,9');
 * // { ok: true, value: { boards: [{ board: 1, kind: 'played', table1: …, table2: … }], lines: [2] } }
 */
import {
  type BridgeError,
  boardVulnerability,
  err,
  formatContract,
  type ImpAward,
  type MatchBoard,
  ok,
  PASS,
  parseBoardNumber,
  parseDealFields,
  parseVulnerability,
  type Result,
  type TableResult,
} from '@bridge-score/core';
import {
  locatedAt as at,
  type CsvField,
  type CsvLine,
  csvField,
  fieldBeyond,
  headerColumns,
  type Located,
  parseDecimal,
  readHeaderedCsv,
} from './csv.js';
import { type Accounted, NO_FILE, type Problem, Problems, problemAt } from './problems.js';
import { inputText, type TextInput } from './text-input.js';

export interface MatchFile {
  readonly boards: readonly MatchBoard[];
  /** The line of the file each board was read from. */
  readonly lines: readonly number[];
}

const TABLE_COLUMNS = {
  contract: ['contract'],
  declarer: ['declarer', 'by'],
  tricks: ['tricks', 'result'],
  score: ['score'],
} as const;
type TableColumn = keyof typeof TABLE_COLUMNS;

/** Column positions by name, from the header. */
type Columns = {
  board: number;
  vul: number | undefined;
  tables: readonly [Record<TableColumn, number | undefined>, Record<TableColumn, number | undefined>];
};

const normalizeName = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');

/** Every column a match file may have, by key, with the names it may go by. */
const MATCH_COLUMN_NAMES = {
  board: ['board', 'bd'],
  vul: ['vul', 'vulnerability'],
  contract1: ['contract1', 'contracta'],
  declarer1: ['declarer1', 'declarera', 'by1', 'bya'],
  tricks1: ['tricks1', 'tricksa', 'result1', 'resulta'],
  score1: ['score1', 'scorea'],
  contract2: ['contract2', 'contractb'],
  declarer2: ['declarer2', 'declarerb', 'by2', 'byb'],
  tricks2: ['tricks2', 'tricksb', 'result2', 'resultb'],
  score2: ['score2', 'scoreb'],
} as const;

function columnsOf(header: CsvLine): Result<Columns, Located> {
  const found = headerColumns(header, MATCH_COLUMN_NAMES, normalizeName);
  if (!found.ok) return found;
  const c = found.value;
  if (c.board === undefined) return err(at(header.line, 1, { code: 'csv-columns', missing: 'board' }));
  const tables = [
    { contract: c.contract1, declarer: c.declarer1, tricks: c.tricks1, score: c.score1 },
    { contract: c.contract2, declarer: c.declarer2, tricks: c.tricks2, score: c.score2 },
  ] as const;
  for (const [i, t] of tables.entries()) {
    if (t.contract === undefined && t.score === undefined) {
      return err(at(header.line, 1, { code: 'csv-columns', missing: `contract${i + 1} or score${i + 1}` }));
    }
  }
  return ok({ board: c.board, vul: c.vul, tables });
}

const ADJUSTED = /^(?:A(?:VE?)?\s*(\+|-|=)?\s*(3|0)?|I\s*([+-]?\d+(?:\.\d+)?))$/i;

/** Reads one award as written: `A+`, `A+3`, `AVE+`, `A=`, `A`, `A-`, `I5`, `I-2.5`. */
export function parseAward(text: string): ImpAward | null {
  const s = text.trim().replace(/[\u2212\u2013]/g, '-');
  const m = ADJUSTED.exec(s);
  if (!m) return null;
  if (m[3] !== undefined) return { kind: 'imps', imps: Number(m[3]) };
  const sign = m[1] ?? '=';
  const value = m[2];
  if (sign === '+' && (value === undefined || value === '3')) return { kind: 'average-plus' };
  if (sign === '-' && (value === undefined || value === '3')) return { kind: 'average-minus' };
  if (sign === '=' && (value === undefined || value === '0')) return { kind: 'average' };
  return null;
}

/** The award the other team gets when the board is balanced. */
export function oppositeAward(award: ImpAward): ImpAward {
  switch (award.kind) {
    case 'average-plus':
      return { kind: 'average-minus' };
    case 'average-minus':
      return { kind: 'average-plus' };
    case 'average':
      return award;
    case 'imps':
      return { kind: 'imps', imps: -award.imps + 0 };
  }
}

/** Writes an award: `A+`, `A=`, `A-`, `I5`. */
export function formatAward(award: ImpAward): string {
  switch (award.kind) {
    case 'average-plus':
      return 'A+';
    case 'average':
      return 'A=';
    case 'average-minus':
      return 'A-';
    case 'imps':
      return `I${award.imps}`;
  }
}

const sameAward = (x: ImpAward, y: ImpAward): boolean =>
  x.kind === y.kind && (x.kind !== 'imps' || (y.kind === 'imps' && x.imps === y.imps));

const NOT_PLAYED = /^(?:NP|N\/P|-|—|not\s*played)$/i;

/** Where in the line a deal error belongs. */
function errorColumn(
  error: BridgeError,
  fields: readonly CsvField[],
  cols: Record<TableColumn, number | undefined>,
  vul: number | undefined,
): number {
  const column = (i: number | undefined) => (i === undefined ? undefined : fields[i]?.column);
  const contract = column(cols.contract) ?? 1;
  switch (error.code) {
    case 'declarer-missing':
    case 'declarer-unknown':
      return column(cols.declarer) ?? contract;
    case 'tricks-range':
    case 'result-syntax':
    case 'result-range':
    case 'result-missing':
      return column(cols.tricks) ?? contract;
    case 'vulnerability-unknown':
      return column(vul) ?? contract;
    default:
      return contract;
  }
}

function readTable(
  row: CsvLine,
  board: number,
  cols: Record<TableColumn, number | undefined>,
  columns: Columns,
  table: 1 | 2,
): Result<TableResult, Located> {
  const field = (i: number | undefined): CsvField | undefined =>
    i === undefined ? undefined : row.fields[i];
  const text = (i: number | undefined) => field(i)?.text ?? '';
  const contract = text(cols.contract);
  const score = text(cols.score);
  const scoreColumn = field(cols.score)?.column ?? 1;
  if (NOT_PLAYED.test(score) || NOT_PLAYED.test(contract)) return ok({ kind: 'not-played' });
  let ns: number | undefined;
  if (score !== '') {
    const n = parseDecimal(score);
    if (n === null)
      return err(at(row.line, scoreColumn, { code: 'csv-number', field: `score${table}`, text: score }));
    ns = n;
  }
  if (contract === '') {
    if (ns !== undefined) return ok({ kind: 'score', ns });
    if (text(cols.declarer) !== '' || text(cols.tricks) !== '') {
      return err(at(row.line, field(cols.contract)?.column ?? 1, { code: 'contract-empty' }));
    }
    return ok({ kind: 'not-played' });
  }
  const vulText = text(columns.vul);
  const tricks = text(cols.tricks);
  const deal = parseDealFields({
    contract,
    declarer: text(cols.declarer),
    // Read as a result: tricks taken (`10`) or relative to the contract (`-2`, `=`, `+1`).
    result: tricks === '' ? undefined : tricks,
    ...(vulText === '' ? { board } : { vulnerability: vulText }),
  });
  if (!deal.ok) return err(at(row.line, errorColumn(deal.error, row.fields, cols, columns.vul), deal.error));
  return ok(ns === undefined ? { kind: 'deal', deal: deal.value } : { kind: 'deal', deal: deal.value, ns });
}

/** One line of a match file as a board (see the module overview). */
function readMatchLine(row: CsvLine, cols: Columns): Result<MatchBoard, Located> {
  const boardField = row.fields[cols.board];
  const boardNumber = parseBoardNumber(boardField?.text ?? '');
  if (!boardNumber.ok) return err(at(row.line, boardField?.column ?? 1, boardNumber.error));
  const board = boardNumber.value;
  if (cols.vul !== undefined) {
    const v = row.fields[cols.vul];
    if (v && v.text !== '') {
      const vul = parseVulnerability(v.text);
      if (!vul.ok) return err(at(row.line, v.column, vul.error));
    }
  }
  // An adjusted board: an award in a score column, nothing else on the line.
  const scoreFields = cols.tables
    .map((t) => (t.score === undefined ? undefined : row.fields[t.score]))
    .filter((f): f is CsvField => f !== undefined && /^(?:A|I)/i.test(f.text) && !NOT_PLAYED.test(f.text));
  if (scoreFields.length > 0) {
    const award = scoreFields[0] as CsvField;
    const others = row.fields.filter(
      (f, i) => i !== cols.board && i !== cols.vul && f !== award && f.text !== '',
    );
    if (others.length > 0) {
      const other = others[0] as CsvField;
      return err(at(row.line, other.column, { code: 'match-adjusted-mixed', text: other.text }));
    }
    const [first, second, ...rest] = award.text.split('/');
    const a = parseAward(first ?? '');
    const b = second === undefined ? (a ? oppositeAward(a) : null) : parseAward(second);
    if (!a || !b || rest.length > 0) {
      return err(at(row.line, award.column, { code: 'match-adjusted', text: award.text }));
    }
    return ok({ board, kind: 'adjusted', a, b });
  }
  const t1 = readTable(row, board, cols.tables[0], cols, 1);
  if (!t1.ok) return t1;
  const t2 = readTable(row, board, cols.tables[1], cols, 2);
  if (!t2.ok) return t2;
  return ok({ board, kind: 'played', table1: t1.value, table2: t2.value });
}

export interface MatchCsvOptions {
  /** Name of the file in problems. */
  readonly file?: string;
}

/**
 * Reads a team-match file (see the module overview): every line a board, or
 * left out with the one error that says where and why (every bad line is
 * reported, not only the first). A line with text beyond the header's
 * fields, or for a board already read, is left out. Checks the notation of
 * every field; the scores themselves are checked when the match is scored.
 * `err` when nothing can be read: no header, a column missing or named
 * twice, no line at all.
 *
 * @example
 * const r = readMatchCsv('board,contract1,declarer1,tricks1,contract2,declarer2,tricks2\n1,4S,N,10,4S,N,9\n');
 * if (r.ok) r.value.tally; // { records: 1, used: 1, rejected: 0 }
 */
export function readMatchCsv(
  input: TextInput,
  options: MatchCsvOptions = {},
): Result<Accounted<MatchFile>, Problem> {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  const { header, rows, lost } = readHeaderedCsv(decoded.text, problems);
  if (lost) return err(problemAt(file, lost.row, lost.column, lost.error));
  if (!header) return err(problemAt(file, 1, 1, { code: 'match-empty' }));
  const columns = columnsOf(header);
  if (!columns.ok) return err(problemAt(file, columns.error.line, columns.error.column, columns.error.error));
  const cols = columns.value;
  const boards: MatchBoard[] = [];
  const lineNumbers: number[] = [];
  const firstLine = new Map<number, number>();
  for (const row of rows) {
    const beyond = fieldBeyond(row, header.fields.length);
    if (beyond) {
      const error = { code: 'csv-fields', expected: header.fields.length, got: row.fields.length } as const;
      problems.reject({ line: row.line, column: beyond.column }, error);
      continue;
    }
    const read = readMatchLine(row, cols);
    if (!read.ok) {
      problems.reject(read.error, read.error.error);
      continue;
    }
    const first = firstLine.get(read.value.board);
    if (first !== undefined) {
      const error = { code: 'match-board-line-twice', board: read.value.board, first } as const;
      problems.reject({ line: row.line, column: row.fields[cols.board]?.column ?? 1 }, error);
      continue;
    }
    firstLine.set(read.value.board, row.line);
    boards.push(read.value);
    lineNumbers.push(row.line);
    problems.use();
  }
  if (problems.tally.records === 0) return err(problemAt(file, header.line, 1, { code: 'match-empty' }));
  return ok({
    value: { boards, lines: lineNumbers },
    problems: [...decoded.problems, ...problems.list],
    tally: problems.tally,
  });
}

/**
 * Reads a team-match file as `readMatchCsv` does, for a caller that stops at
 * the first error: the match, or that error (with its line and column).
 */
export function parseMatchFile(text: string): Result<MatchFile, Located> {
  const r = readMatchCsv(text);
  if (!r.ok) return err(at(r.error.line, r.error.column, r.error.error));
  const first = r.value.problems.find((p) => p.severity === 'error');
  return first ? err(at(first.line, first.column, first.error)) : ok(r.value.value);
}

const HEADER = [
  'board',
  'contract1',
  'declarer1',
  'tricks1',
  'score1',
  'contract2',
  'declarer2',
  'tricks2',
  'score2',
];

function tableFields(result: TableResult): string[] {
  switch (result.kind) {
    case 'not-played':
      return ['', '', '', 'NP'];
    case 'score':
      return ['', '', '', String(result.ns)];
    case 'deal': {
      const { deal } = result;
      const ns = result.ns === undefined ? '' : String(result.ns);
      if (deal.contract === PASS) return ['Pass', '', '', ns];
      return [formatContract(deal.contract), deal.declarer, String(deal.tricks), ns];
    }
  }
}

const vulOf = (result: TableResult) => (result.kind === 'deal' ? result.deal.vulnerability : undefined);

/**
 * Writes a match in the format `parseMatchFile` reads; `parseMatchFile` of
 * the text gives the same boards back.
 *
 * @example
 * formatMatchFile([{ board: 4, kind: 'adjusted', a: { kind: 'average-plus' }, b: { kind: 'average-minus' } }]);
 * // 'board,contract1,…\n4,,,,A+,,,,\n'
 */
export function formatMatchFile(boards: readonly MatchBoard[]): string {
  const needsVul = boards.some(
    (b) =>
      b.kind === 'played' &&
      [vulOf(b.table1), vulOf(b.table2)].some((v) => v !== undefined && v !== boardVulnerability(b.board)),
  );
  const lines = [[...HEADER, ...(needsVul ? ['vul'] : [])].join(',')];
  for (const b of boards) {
    let fields: string[];
    let vul = '';
    switch (b.kind) {
      case 'adjusted': {
        const award = sameAward(b.b, oppositeAward(b.a))
          ? formatAward(b.a)
          : `${formatAward(b.a)}/${formatAward(b.b)}`;
        fields = [String(b.board), '', '', '', award, '', '', '', ''];
        break;
      }
      case 'played':
        fields = [String(b.board), ...tableFields(b.table1), ...tableFields(b.table2)];
        vul = vulOf(b.table1) ?? vulOf(b.table2) ?? boardVulnerability(b.board);
        break;
    }
    if (needsVul) fields.push(vul);
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}
