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
  readCsvLines as csvLines,
  type Located,
  parseDecimal,
} from './csv.js';

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

function columnsOf(header: CsvLine): Result<Columns, Located> {
  const names = header.fields.map((f) => f.text.toLowerCase().replace(/[\s_-]/g, ''));
  const find = (...candidates: string[]) => {
    const i = names.findIndex((n) => candidates.includes(n));
    return i < 0 ? undefined : i;
  };
  const round = find('round', 'rd');
  const team1 = find('team1', 'teama', 'home');
  const team2 = find('team2', 'teamb', 'away');
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
    score1: find('score1', 'imps1', 'scorea', 'impsa'),
    score2: find('score2', 'imps2', 'scoreb', 'impsb'),
    boards: find('boards', 'bds'),
  });
}

const isBye = (name: string) => name === '' || /^bye$/i.test(name);

/** Reads a team-event file (see the module overview). */
export function parseTeamEventFile(text: string): Result<TeamEventFile, Located> {
  const lines = csvLines(text);
  if (!lines.ok) return lines;
  const [header, ...rows] = lines.value;
  if (!header) return err(at(1, 1, { code: 'event-empty' }));
  const columns = columnsOf(header);
  if (!columns.ok) return columns;
  const c = columns.value;
  const matches: EventMatch[] = [];
  const lineNumbers: number[] = [];
  for (const row of rows) {
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
    if (isBye(a) && isBye(b))
      return err(at(row.line, column(c.team1), { code: 'csv-columns', missing: 'team1' }));
    if (isBye(a) || isBye(b)) {
      const team = isBye(b) ? a : b;
      const points = isBye(b) ? score1 : number(c.score2, 'score2');
      if (!points.ok) return points;
      matches.push(
        points.value === undefined
          ? { kind: 'bye', round, team }
          : { kind: 'bye', round, team, points: points.value },
      );
      lineNumbers.push(row.line);
      continue;
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
    const match: EventMatch = {
      kind: 'match',
      round,
      a,
      b,
      score: { a: score1.value, b: score2.value },
      ...(boards === '' ? {} : { boards: Number(boards) }),
    };
    matches.push(match);
    lineNumbers.push(row.line);
  }
  if (matches.length === 0) return err(at(header.line, 1, { code: 'event-empty' }));
  return ok({ matches, lines: lineNumbers });
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
