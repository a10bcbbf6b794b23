/**
 * Results files at the desk, through the formats package only: a PBN,
 * USEBIO or CSV file read into a desk event (setup and typed lines), and an
 * event written back as PBN, USEBIO, CSV or the core's JSON event file.
 *
 * `readResultsFile` is the one place that reads a results file: it calls the
 * formats' entry point (`readResultsFile` of `@bridge-score/formats`), which
 * tells the format, reads the event, and names the program that wrote the
 * file and its convention set, which the new event takes.
 *
 * Every line read becomes a typed line as a director would type it
 * (`3 12 4SX S 9`, `A60A40`, `NP`, `@B` for a fouled board's group, `~` for
 * an arrow-switched line), so an imported event is corrected in the same way
 * as one typed in. The opening lead and the round are not kept (they score
 * nothing; a line's switch is kept on the line). Every problem comes back with its line and
 * column in the file.
 *
 * @example
 * const read = importEvent(bytes, 'club.pbn', id, newId);
 * if (read.ok) await store.createDeskEvent(LOCAL, read.value.input);
 */
import { createHash } from 'node:crypto';
import {
  type BridgeEvent,
  CONVENTIONS,
  CONVENTIONS_NAMES,
  type ConventionsName,
  conventionSettings,
  type EventFileError,
  err,
  type FileFormat,
  type Finding,
  formatContractResult,
  formatScoreField,
  IMP_AWARDS,
  type ImpAward,
  type Movement,
  type Outcome,
  ok,
  PASS,
  parseEvent,
  type Result,
  type ScoringMethod,
  type SessionError,
  scoreSession,
  type TableResult,
} from '@bridge-score/core';
import {
  conventionsOfSettings,
  type DeskLine,
  type DeskSetup,
  type PairNames,
  type PairsDesk,
  type PairsOverrides,
  type PairsSetup,
  pairsEventJson,
  type SectionSetup,
  type SetupError,
  type TeamForm,
  type TeamScoring,
  type TeamsDesk,
  type TeamsSetup,
} from '@bridge-score/desk';
import {
  formatDeal,
  formatPbn,
  formatTeamEventFile,
  formatTravellerCsv,
  formatUsebio,
  formatVpScale,
  type Hands,
  isPbnTeamFile,
  type Problem,
  Problems,
  parseDeal,
  pbnOfResults,
  pbnTag,
  pbnTeamMatches,
  positionOf,
  readResultsFile as readFormatsResultsFile,
  readPbnBytes,
  readUsebioBytes,
  resultsFileFormat,
  resultsOfSession,
  teamNames,
  type UsebioTeamMatch,
  usebioOfResults,
  usebioTeamMatches,
  type VerifyCounts,
  verifyResults,
} from '@bridge-score/formats';
import type { DeskEventInput } from './store/store.js';

export const DESK_FILE_FORMATS = ['pbn', 'usebio', 'csv'] as const;
export type DeskFileFormat = (typeof DESK_FILE_FORMATS)[number];
/** A pairs event: PBN, USEBIO, CSV, the JSON event. A teams event: `csv` (the team-event file) and `vp-scale`. */
export const DESK_EXPORTS = ['pbn', 'usebio', 'csv', 'json', 'vp-scale'] as const;
export type DeskExport = (typeof DESK_EXPORTS)[number];

/** A results file read: the event, its hand records, its scoring and conventions, and every problem. */
export interface ReadResultsFile {
  readonly event: BridgeEvent;
  readonly deals: ReadonlyMap<number, Hands>;
  readonly method: ScoringMethod | undefined;
  /** The convention set of the program that wrote the file, when it is one we know. */
  readonly conventions: ConventionsName | undefined;
  readonly name: string | undefined;
  readonly date: string | undefined;
  readonly problems: readonly Problem[];
  /**
   * The file's own figures checked as `bridge-score verify` checks them: each line's score and
   * points, each datum, each pair's total, percentage and place, under the conventions of the
   * program that wrote it (ours when it names none we know).
   */
  readonly check: { readonly findings: readonly Finding[]; readonly checked: VerifyCounts };
}

const FORMATS: { readonly [F in DeskFileFormat]: FileFormat } = { pbn: 'PBN', usebio: 'USEBIO', csv: 'CSV' };
const OF_FORMAT: { readonly [F in FileFormat]: DeskFileFormat } = {
  PBN: 'pbn',
  USEBIO: 'usebio',
  CSV: 'csv',
};

/** The format of a file by its name, else by its first bytes (the formats' `resultsFileFormat`); undefined for JSON. */
export function formatOfFile(name: string, head: Uint8Array): DeskFileFormat | undefined {
  const kind = resultsFileFormat(name, head);
  return kind === 'JSON' ? undefined : OF_FORMAT[kind];
}

const isConventionsName = (x: string | undefined): x is ConventionsName =>
  x !== undefined && (CONVENTIONS_NAMES as readonly string[]).includes(x);

/** Reads a results file of any of the three formats through the formats' one entry point (see the module overview). */
export function readResultsFile(
  bytes: Uint8Array,
  name: string,
  format: DeskFileFormat,
): Result<ReadResultsFile, Problem> {
  const read = readFormatsResultsFile(bytes, { file: name, format: FORMATS[format], keepLines: true });
  if (!read.ok) return read;
  const { event, base, settings, problems, results } = read.value;
  const conventions = settings.conventions?.name;
  const check =
    event.results.length === 0 || results === undefined
      ? { findings: [], checked: { lines: 0, datums: 0, pairs: 0 } }
      : verifyResults(
          results,
          event,
          scoreSession(event, {
            ...conventionSettings(settings.conventions ?? CONVENTIONS['bridge-score']),
            method: settings.method ?? 'mp',
          }),
        );
  return {
    ok: true,
    value: {
      event,
      deals: base.deals ?? new Map(),
      method: settings.method,
      conventions: isConventionsName(conventions) ? conventions : undefined,
      name: base.event,
      date: base.date,
      problems,
      check,
    },
  };
}

/**
 * The core's JSON event file (what the desk exports and `bridge-score session` reads) read as a
 * results file: its event, and the convention set and overrides its settings are (the desk's
 * `conventionsOfSettings`), so that the event scores as it did. The settings of no convention set,
 * or an error in the file (with its JSON path), and nothing is read.
 */
export function readEventJson(
  bytes: Uint8Array,
): Result<ReadResultsFile & { overrides: PairsOverrides }, DeskJsonError> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
  } catch (e) {
    return err({ code: 'conventions-json', detail: (e as Error).message });
  }
  const read = parseEvent(json);
  if (!read.ok) return err(read.error.error);
  const first = read.value.errors[0];
  if (first) return err(first.error);
  const chosen = conventionsOfSettings(read.value.settings);
  if (!chosen) return err({ code: 'desk-conventions-unknown', field: '$.settings' });
  const { event, settings } = read.value;
  return ok({
    event,
    deals: new Map(),
    method: settings.method,
    conventions: chosen.conventions,
    overrides: chosen.overrides,
    name: event.name,
    date: undefined,
    problems: [],
    check: { findings: [], checked: { lines: 0, datums: 0, pairs: 0 } },
  });
}

/** Why a JSON event file was not read: the core's (with its path in its message), or no convention set. */
export type DeskJsonError =
  | EventFileError
  | SessionError
  | Extract<SetupError, { code: 'desk-conventions-unknown' }>;

/** A line's outcome as a director types it. */
export function outcomeText(outcome: Outcome): string {
  if (outcome.kind !== 'played') return formatScoreField(outcome);
  if (outcome.contract === PASS) return 'PASS';
  const result = formatContractResult({ contract: outcome.contract, tricks: outcome.tricks ?? 0 });
  return `${result} ${outcome.declarer ?? ''}${outcome.score === undefined ? '' : ` ${outcome.score}`}`.trim();
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A file read as a new desk event: the setup (sections as the file has them), the lines typed, the file's hash. */
export function deskEventOfFile(
  read: ReadResultsFile & { readonly overrides?: PairsOverrides },
  file: { readonly name: string; readonly hash: string },
  id: string,
  newId: () => string,
): DeskEventInput & { readonly setup: PairsSetup } {
  const { event } = read;
  const sections: SectionSetup[] = event.sections.map((s) => ({
    name: s.name,
    movement: s.movement as Movement,
    // No movement plan: the pairs are those named on the lines.
    tables: 0,
    boardsPerRound: 0,
    rounds: 0,
  }));
  const pairs: PairNames[] = event.sections.flatMap((s) =>
    (s.pairs ?? [])
      .filter((p) => (p.names ?? []).length > 0)
      .map((p) => ({
        section: s.name,
        number: p.number,
        direction: s.movement === 'mitchell' ? (p.direction ?? null) : null,
        names: [...(p.names ?? [])],
      })),
  );
  const setup: PairsSetup = {
    kind: 'pairs',
    name: read.name ?? event.name ?? file.name,
    date: /^\d{4}-\d{2}-\d{2}$/.test(read.date ?? '')
      ? (read.date as string)
      : new Date().toISOString().slice(0, 10),
    sections,
    method: read.method ?? 'mp',
    conventions: read.conventions ?? 'bridge-score',
    overrides: read.overrides ?? {},
    pairs,
    deals: [...read.deals].map(([board, hands]) => ({ board, deal: formatDeal(hands) })),
  };
  const lines: DeskLine[] = event.results.map((l) => ({
    id: newId(),
    section: l.section,
    board: l.board,
    text: `${l.ns} ${l.ew} ${outcomeText(l.outcome)}${l.group === undefined ? '' : ` @${l.group}`}${l.switched ? ' ~' : ''}`,
    reason: null,
  }));
  return { id, setup, lines, source: file };
}

/** A file written: its text, its media type and its file name's extension. */
/**
 * An updated file replacing an event keeps the event's movement: a results file names the pairs
 * on its lines but carries no movement plan (`tables: 0`), and the event being replaced may be
 * played live from that plan (its tables' phones are told their pairs and boards by it). Each
 * section the file has with no plan takes the plan of the held section of the same name and
 * movement; a section the file plans itself, or one the event did not hold, is the file's.
 *
 * @example
 * keepMovement(held, incoming).sections[0]; // { name: 'A', movement: 'mitchell', tables: 7, boardsPerRound: 3, rounds: 7 }
 */
export function keepMovement(held: DeskSetup | undefined, incoming: PairsSetup): PairsSetup {
  if (held?.kind !== 'pairs') return incoming;
  const planned = new Map(held.sections.filter((s) => s.tables > 0).map((s) => [s.name, s]));
  return {
    ...incoming,
    sections: incoming.sections.map((s) => {
      const plan = planned.get(s.name);
      if (s.tables > 0 || plan === undefined || plan.movement !== s.movement) return s;
      return { ...s, tables: plan.tables, boardsPerRound: plan.boardsPerRound, rounds: plan.rounds };
    }),
  };
}

export interface ExportedFile {
  readonly text: string;
  readonly type: string;
  readonly ext: string;
}

/**
 * A teams event written as the files `bridge-score teams` reads: the team-event CSV (each match's
 * IMPs or board points, with the boards of a WBF scale) and the VP scale file (`--scale-file`);
 * null for a format a teams event has not (or a scale when not at VPs).
 */
export function exportTeamsEvent(desk: TeamsDesk, format: DeskExport): ExportedFile | null {
  switch (format) {
    case 'csv':
      return { text: formatTeamEventFile(desk.eventMatches), type: 'text/csv', ext: 'csv' };
    case 'vp-scale':
      return desk.scale ? { text: formatVpScale(desk.scale), type: 'text/csv', ext: 'vp.csv' } : null;
    case 'pbn':
    case 'usebio':
    case 'json':
      return null;
  }
}

/** A pairs event written as a file (see `ExportedFile`); null for a VP scale, which a pairs event has not. */
export function exportEvent(desk: PairsDesk, setup: PairsSetup, format: DeskExport): ExportedFile | null {
  const deals = new Map<number, Hands>();
  for (const d of setup.deals ?? []) {
    const hands = parseDeal(d.deal);
    if (hands.ok) deals.set(d.board, hands.value);
  }
  const base = { event: setup.name, date: setup.date, deals };
  switch (format) {
    case 'json':
      return {
        text: `${JSON.stringify(pairsEventJson(desk), null, 2)}\n`,
        type: 'application/json',
        ext: 'json',
      };
    case 'csv':
      return { text: formatTravellerCsv(desk.event), type: 'text/csv', ext: 'csv' };
    case 'vp-scale':
      return null;
    case 'pbn':
    case 'usebio': {
      if (!desk.session) return { text: '', type: 'text/plain', ext: format === 'pbn' ? 'pbn' : 'xml' };
      const results = resultsOfSession(desk.event, desk.session, base);
      return format === 'pbn'
        ? { text: formatPbn(pbnOfResults(results)), type: 'application/x-pbn', ext: 'pbn' }
        : { text: formatUsebio(usebioOfResults(results)), type: 'application/xml', ext: 'xml' };
    }
  }
}

/** A teams file read as a desk event: the setup and lines, and every problem of the file. */
export interface ReadTeamsFile {
  readonly setup: TeamsSetup;
  /** The lines by match (section `"1"`, `"2"` …) without their ids. */
  readonly lines: readonly Omit<DeskLine, 'id'>[];
  readonly problems: readonly Problem[];
}

/** A table's result as a director types it at a team match (`1 4S= N`, `2 PASS`, `1 -100`); null when not played. */
function tableLineText(table: 1 | 2, r: TableResult): string | null {
  switch (r.kind) {
    case 'not-played':
      return null;
    case 'score':
      return `${table} ${r.ns}`;
    case 'deal': {
      const d = r.deal;
      const score = r.ns === undefined ? '' : ` ${r.ns}`;
      if (d.contract === PASS) return `${table} PASS${score}`;
      return `${table} ${formatContractResult({ contract: d.contract, tricks: d.tricks })} ${d.declarer}${score}`;
    }
  }
}

const AWARD_TEXT = { 'average-plus': 'A+', average: 'A=', 'average-minus': 'A-' } as const;

/** An award as the desk's lines write it: a Law 12C2 award, or the IMPs of one (+3, 0, −3); null for other IMPs. */
function awardKind(award: ImpAward): keyof typeof AWARD_TEXT | null {
  if (award.kind !== 'imps') return award.kind;
  for (const kind of Object.keys(AWARD_TEXT) as (keyof typeof AWARD_TEXT)[])
    if (IMP_AWARDS[kind] === award.imps) return kind;
  return null;
}

/**
 * A teams file (USEBIO MATCHes, read by the formats' `usebioTeamMatches`, or a PBN file whose games
 * have Room tags, read by `pbnTeamMatches`) as a desk teams event:
 * the teams by name, each MATCH a match of its round, each board's two tables typed lines
 * (`1 4S= N`, `2 3NT-1 W`; an adjusted board `1 A+A-`, team A's award first). A file with several
 * matches is a round robin (Swiss when its EVENT_TYPE says so), at VPs on the WBF scale (as
 * `bridge-score teams` scores it by default); boards keep their numbers (and so their
 * vulnerability), the WBF scale being for the match's own boards. Null when the file holds no team
 * match (a pairs file) or cannot be read (the pairs reader then says where).
 */
export function readTeamsFile(bytes: Uint8Array, name: string): ReadTeamsFile | null {
  const problems = new Problems(name);
  const read = teamMatchesOf(bytes, name, problems);
  if (!read) return null;
  const found = read.matches;
  if (found.length === 0) return null;
  const names = teamNames(found);
  const nameOf = (t: (typeof found)[number]['teams']['a']) => names.get(t) ?? String(t.number);
  const teams = [...new Set(found.flatMap((m) => [nameOf(m.teams.a), nameOf(m.teams.b)]))];
  // At VPs, as `bridge-score teams` scores a file unless told otherwise.
  const scoring: TeamScoring = 'vp';
  const form: TeamForm = found.length === 1 ? 'match' : read.swiss ? 'swiss' : 'round-robin';
  const lines: Omit<DeskLine, 'id'>[] = [];
  let highest = 0;
  let perMatch = 0;
  found.forEach((m, i) => {
    const section = String(i + 1);
    const numbers = m.boards.map((b) => b.board);
    highest = Math.max(highest, ...numbers);
    perMatch = Math.max(perMatch, m.declaredBoards ?? 0, numbers.length);
    if (m.boards.length === 0) {
      problems.warning(positionOf(m) ?? { line: 1, column: 1 }, {
        code: 'usebio-match-boardless',
        a: nameOf(m.teams.a),
        b: nameOf(m.teams.b),
        given: m.given ?? null,
      });
    }
    for (const b of m.boards) {
      const add = (text: string | null) => {
        if (text !== null) lines.push({ section, board: b.board, text, reason: null });
      };
      switch (b.kind) {
        case 'adjusted': {
          // A PBN award is a number of IMPs: those of average-plus, average and average-minus are them.
          const a = awardKind(b.a);
          const other = awardKind(b.b);
          if (a && other) add(`1 ${AWARD_TEXT[a]}${AWARD_TEXT[other]}`);
          else
            problems.error(positionOf(b) ?? { line: 1, column: 1 }, {
              code: 'desk-award-imps',
              board: b.board,
            });
          break;
        }
        case 'played':
          add(tableLineText(1, b.table1));
          add(tableLineText(2, b.table2));
          break;
      }
    }
  });
  const boardsPerMatch = Math.max(highest, perMatch, 1);
  const setup: TeamsSetup = {
    kind: 'teams',
    name: read.name ?? name,
    date: read.date ?? new Date().toISOString().slice(0, 10),
    form,
    scoring,
    teams,
    boardsPerMatch,
    matches: found.map((m, i) => ({
      round: m.round ?? i + 1,
      a: nameOf(m.teams.a),
      b: nameOf(m.teams.b),
    })),
    // Boards numbered on through the rounds (5 to 8 in round 2): the scale is for a match's boards.
    ...(scoring === 'vp' && perMatch > 0 && perMatch !== boardsPerMatch
      ? { vpScale: { kind: 'wbf', boards: perMatch } as const }
      : {}),
  };
  return { setup, lines, problems: [...read.problems, ...problems.list] };
}

/**
 * A teams file's matches, the reader's problems, and the event's name, date (`YYYY-MM-DD`)
 * and form: a PBN file whose games have Room tags (`pbnTeamMatches`), else USEBIO MATCHes
 * (`usebioTeamMatches`). Null when the file cannot be read as either.
 */
function teamMatchesOf(
  bytes: Uint8Array,
  name: string,
  problems: Problems,
): {
  matches: readonly UsebioTeamMatch[];
  problems: readonly Problem[];
  name?: string;
  date?: string;
  swiss: boolean;
} | null {
  if (resultsFileFormat(name, bytes.subarray(0, 4096)) === 'PBN') {
    const read = readPbnBytes(bytes, { file: name, comments: 'skip' });
    if (!read.ok || !isPbnTeamFile(read.value.value)) return null;
    const games = read.value.value.games;
    const first = (tag: string) => games.map((g) => pbnTag(g, tag)?.value.trim() ?? '').find((v) => v !== '');
    const event = first('Event');
    const date = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(first('Date') ?? '');
    return {
      matches: pbnTeamMatches(read.value.value, problems),
      problems: read.value.problems,
      ...(event === undefined ? {} : { name: event }),
      ...(date ? { date: `${date[1]}-${date[2]}-${date[3]}` } : {}),
      swiss: false,
    };
  }
  const read = readUsebioBytes(bytes, { file: name });
  if (!read.ok) return null;
  const event = read.value.value.events[0];
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(event?.date ?? '');
  return {
    matches: usebioTeamMatches(read.value.value, problems),
    problems: read.value.problems,
    ...(event?.description === undefined ? {} : { name: event.description }),
    ...(date ? { date: `${date[3]}-${date[2]}-${date[1]}` } : {}),
    swiss: /SWISS/i.test(event?.type ?? ''),
  };
}
