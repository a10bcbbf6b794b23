/**
 * The team-event file: CSV, one line per match, with a header.
 *
 * ```
 * round,team1,team2,score1,score2,boards
 * 1,Lions,Tigers,40,17,16
 * 1,Bears,Wolves,22,22,16
 * 2,Lions,Bears,31,35,16
 * 2,Tigers,BYE,12
 * ```
 *
 * `score1` and `score2` are the IMPs each team won (or board-a-match
 * points); `imps1`/`imps2` are accepted as names too. `boards` is optional
 * (the command's `--boards` otherwise). `BYE` as a team, or an empty
 * `team2`, is a bye; its `score1`, if any, is the points for the bye.
 *
 * @example
 * parseTeamEventFile('round,team1,team2,score1,score2\n1,Lions,Tigers,40,17').ok; // true
 */
import { type EventMatch, err, ok, type Result } from '@bridge-score/core';
import {
  locatedAt as at,
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

export interface TeamEventFile {
  readonly matches: readonly EventMatch[];
  /** The line each match was read from. */
  readonly lines: readonly number[];
}

type Columns = {
  round: number;
  team1: number;
  team2: number;
  score1: number | undefined;
  score2: number | undefined;
  boards: number | undefined;
};

const normalizeName = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');

/** Every column an event file may have, by key, with the names it may go by. */
const EVENT_COLUMN_NAMES = {
  round: ['round', 'rd'],
  team1: ['team1', 'teama', 'home'],
  team2: ['team2', 'teamb', 'away'],
  score1: ['score1', 'imps1', 'scorea', 'impsa'],
  score2: ['score2', 'imps2', 'scoreb', 'impsb'],
  boards: ['boards', 'bds'],
} as const;

function columnsOf(header: CsvLine): Result<Columns, Located> {
  const found = headerColumns(header, EVENT_COLUMN_NAMES, normalizeName);
  if (!found.ok) return found;
  const { round, team1, team2, score1, score2, boards } = found.value;
  for (const [name, index] of [
    ['round', round],
    ['team1', team1],
    ['team2', team2],
  ] as const) {
    if (index === undefined) return err(at(header.line, 1, { code: 'csv-columns', missing: name }));
  }
  return ok({
    round: round as number,
    team1: team1 as number,
    team2: team2 as number,
    score1,
    score2,
    boards,
  });
}

const isBye = (name: string) => name === '' || /^bye$/i.test(name);

/** One line of an event file as a match or a bye (see the module overview). */
function readEventLine(row: CsvLine, c: Columns): Result<EventMatch, Located> {
  const field = (i: number | undefined) => (i === undefined ? undefined : row.fields[i]);
  const text = (i: number | undefined) => field(i)?.text ?? '';
  const column = (i: number | undefined) => field(i)?.column ?? 1;
  const roundText = text(c.round);
  if (!/^\d+$/.test(roundText) || Number(roundText) < 1) {
    return err(at(row.line, column(c.round), { code: 'event-round', text: roundText }));
  }
  const round = Number(roundText);
  const number = (i: number | undefined, name: string): Result<number | undefined, Located> => {
    const t = text(i);
    if (t === '') return ok(undefined);
    const n = parseDecimal(t);
    return n === null ? err(at(row.line, column(i), { code: 'csv-number', field: name, text: t })) : ok(n);
  };
  const a = text(c.team1);
  const b = text(c.team2);
  const score1 = number(c.score1, 'score1');
  if (!score1.ok) return score1;
  if (isBye(a) && isBye(b)) return err(at(row.line, column(c.team1), { code: 'event-bye-twice' }));
  if (isBye(a) || isBye(b)) {
    const team = isBye(b) ? a : b;
    const points = isBye(b) ? score1 : number(c.score2, 'score2');
    if (!points.ok) return points;
    return ok(
      points.value === undefined
        ? { kind: 'bye', round, team }
        : { kind: 'bye', round, team, points: points.value },
    );
  }
  const score2 = number(c.score2, 'score2');
  if (!score2.ok) return score2;
  if (score1.value === undefined) {
    return err(at(row.line, column(c.score1), { code: 'csv-number', field: 'score1', text: '' }));
  }
  if (score2.value === undefined) {
    return err(at(row.line, column(c.score2), { code: 'csv-number', field: 'score2', text: '' }));
  }
  const boards = text(c.boards);
  if (boards !== '' && (!/^\d+$/.test(boards) || Number(boards) < 1)) {
    return err(at(row.line, column(c.boards), { code: 'vp-boards', text: boards }));
  }
  return ok({
    kind: 'match',
    round,
    a,
    b,
    score: { a: score1.value, b: score2.value },
    ...(boards === '' ? {} : { boards: Number(boards) }),
  });
}

export interface TeamEventCsvOptions {
  /** Name of the file in problems. */
  readonly file?: string;
}

/**
 * Reads a team-event file (see the module overview): every line a match or
 * a bye, or left out with the one error that says where and why (every bad
 * line is reported). A line with text beyond the header's fields is left
 * out. `err` when nothing can be read: no header, a column missing or named
 * twice, no line at all.
 *
 * @example
 * const r = readTeamEventCsv('round,team1,team2,score1,score2\n1,Lions,Tigers,40,17\n');
 * if (r.ok) r.value.value.matches.length; // 1
 */
export function readTeamEventCsv(
  input: TextInput,
  options: TeamEventCsvOptions = {},
): Result<Accounted<TeamEventFile>, Problem> {
  const file = options.file ?? NO_FILE;
  const decoded = inputText(input, file);
  const problems = new Problems(file);
  const { header, rows, lost } = readHeaderedCsv(decoded.text, problems);
  if (lost) return err(problemAt(file, lost.row, lost.column, lost.error));
  if (!header) return err(problemAt(file, 1, 1, { code: 'event-empty' }));
  const columns = columnsOf(header);
  if (!columns.ok) return err(problemAt(file, columns.error.line, columns.error.column, columns.error.error));
  const matches: EventMatch[] = [];
  const lineNumbers: number[] = [];
  for (const row of rows) {
    const beyond = fieldBeyond(row, header.fields.length);
    if (beyond) {
      const error = { code: 'csv-fields', expected: header.fields.length, got: row.fields.length } as const;
      problems.reject({ line: row.line, column: beyond.column }, error);
      continue;
    }
    const read = readEventLine(row, columns.value);
    if (!read.ok) {
      problems.reject(read.error, read.error.error);
      continue;
    }
    matches.push(read.value);
    lineNumbers.push(row.line);
    problems.use();
  }
  if (problems.tally.records === 0) return err(problemAt(file, header.line, 1, { code: 'event-empty' }));
  return ok({
    value: { matches, lines: lineNumbers },
    problems: [...decoded.problems, ...problems.list],
    tally: problems.tally,
  });
}

/**
 * Reads a team-event file as `readTeamEventCsv` does, for a caller that stops
 * at the first error: the event, or that error (with its line and column).
 */
export function parseTeamEventFile(text: string): Result<TeamEventFile, Located> {
  const r = readTeamEventCsv(text);
  if (!r.ok) return err(at(r.error.line, r.error.column, r.error.error));
  const first = r.value.problems.find((p) => p.severity === 'error');
  return first ? err(at(first.line, first.column, first.error)) : ok(r.value.value);
}

/**
 * Writes an event in the format `parseTeamEventFile` reads.
 *
 * @example
 * formatTeamEventFile([{ kind: 'bye', round: 2, team: 'Tigers', points: 12 }]);
 * // 'round,team1,team2,score1,score2,boards\n2,Tigers,BYE,12,,\n'
 */
export function formatTeamEventFile(matches: readonly EventMatch[]): string {
  const lines = ['round,team1,team2,score1,score2,boards'];
  for (const m of matches) {
    const fields =
      m.kind === 'bye'
        ? [String(m.round), m.team, 'BYE', m.points === undefined ? '' : String(m.points), '', '']
        : [
            String(m.round),
            m.a,
            m.b,
            String(m.score.a),
            String(m.score.b),
            m.boards === undefined ? '' : String(m.boards),
          ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}
