/**
 * Club results from one interchange format to another (PBN, USEBIO, the
 * travellers CSV), the work of `bridge-score convert`: read, account for
 * every record, write, and say what the target cannot hold.
 *
 * - A file to its own format keeps what this program does not read: PBN to
 *   PBN is the file as it was, byte for byte (its comments, player tags, the
 *   games' own Declarer, Contract and Result tags, Auction and Play sections
 *   …), unless comments are to be skipped (then the games are written anew
 *   without them); USEBIO to USEBIO is the document as read, written again;
 *   CSV to CSV the travellers written again.
 * - To another format, whatever the target has no place for is left out with
 *   one warning per kind of thing, with a count (`convert-dropped`: `PBN → CSV:
 *   12 Auction sections not carried`).
 *
 * The records are accounted for as the readers count them (`tally`); lines a
 * later step leaves out (a traveller line with no result, when the target is
 * CSV) move from used to rejected.
 *
 * @example
 * const r = convertResults(readFileSync('club.pbn'), 'PBN', 'CSV', { file: 'club.pbn' });
 * if (r.ok) writeFileSync('club.csv', r.value.value.bytes);
 * // or a piece at a time: r.value.value.write((piece) => stream.write(piece));
 */
import {
  type BridgeEvent,
  type DroppedKind,
  err,
  type FileFormat,
  type Movement,
  ok,
  type Result,
  scoreMatch,
} from '@bridge-score/core';
import { accountedEventOfResults, resultsOfEvent } from './event-files.js';
import { formatMatchFile } from './match-csv.js';
import { formatPbn, type PbnFile, pbnTag, readPbn } from './pbn.js';
import { BOARD_TAGS } from './pbn-board.js';
import { isPbnTeamFile, pbnMatchesEvent, pbnTeamMatches } from './pbn-teams.js';
import {
  type Accounted,
  laterRejected,
  NO_FILE,
  type Position,
  type Problem,
  Problems,
  positionOf,
} from './problems.js';
import {
  type ClubResults,
  pbnResults,
  readUsebioResults,
  usebioOfResults,
  writePbnOfResults,
} from './results.js';
import { formatTeamEventFile } from './team-event-csv.js';
import { type DecodedText, decodeText, encodeText, encodingProblem } from './text-input.js';
import { formatTravellerCsv, readTravellerCsv } from './traveller-csv.js';
import {
  readUsebio,
  readUsebioChunks,
  type UsebioChunkOptions,
  type UsebioDocument,
  type UsebioHandRecord,
  type UsebioMatch,
  type UsebioParticipant,
  writeUsebio,
} from './usebio.js';
import { usebioTeamEvent } from './usebio-team-event.js';
import { usebioOfMatch, usebioTeamMatches } from './usebio-teams.js';

export interface ConvertOptions {
  /** Name of the input file in problems. */
  readonly file?: string;
  /** PBN comments: kept (default) or skipped. */
  readonly comments?: 'keep' | 'skip';
  /** The movement of a CSV input (default Mitchell) or of the event written to CSV (default: judged from the file). */
  readonly movement?: Movement;
  /** A faster way to make text of a USEBIO chunk that is all ASCII (Node's `isAscii` and `latin1Slice`). */
  readonly asciiText?: UsebioChunkOptions['asciiText'];
}

/**
 * A converted file, written a piece at a time (`write`: a million traveller
 * lines are never one string), or whole (`text`, `bytes`: worked out when
 * asked for). PBN to PBN with nothing changed gives the bytes read.
 */
export interface Converted {
  /** Hands the file to `each` in order: pieces of text, or the bytes read when they are the file. */
  readonly write: (each: (piece: string | Uint8Array) => void) => void;
  readonly text: string;
  /** UTF-8 of `text`; for PBN to PBN with nothing changed, the bytes read. */
  readonly bytes: Uint8Array;
}

/** What a conversion reads: text, the bytes of a file, or its bytes a chunk at a time (USEBIO is read as they come). */
export type ConvertInput = Uint8Array | string | Iterable<Uint8Array>;

class Output implements Converted {
  private whole: string | undefined;
  constructor(
    private readonly writer: (each: (piece: string) => void) => void,
    private readonly raw?: Uint8Array,
  ) {}

  write(each: (piece: string | Uint8Array) => void): void {
    if (this.raw !== undefined) each(this.raw);
    else this.writer(each);
  }

  get text(): string {
    if (this.whole === undefined) {
      const pieces: string[] = [];
      this.writer((piece) => pieces.push(piece));
      this.whole = pieces.join('');
    }
    return this.whole;
  }

  get bytes(): Uint8Array {
    return this.raw ?? encodeText(this.text);
  }
}

/**
 * Converts a results file (see the module overview). `err` when the input is
 * not of its format at all, or nothing in it can be read.
 */
export function convertResults(
  input: ConvertInput,
  from: FileFormat,
  to: FileFormat,
  options: ConvertOptions = {},
): Result<Accounted<Converted>, Problem> {
  const file = options.file ?? NO_FILE;
  switch (from) {
    case 'PBN':
      return fromPbn(whole(input), to, file, options);
    case 'USEBIO':
      return fromUsebio(input, to, file, options);
    case 'CSV':
      return fromCsv(whole(input), to, file, options);
  }
}

/** The input whole: chunks joined (only USEBIO is read a chunk at a time). */
function whole(input: ConvertInput): Uint8Array | string {
  if (typeof input === 'string' || input instanceof Uint8Array) return input;
  const chunks = [...input];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const utf8 = (text: string): Converted => new Output((each) => each(text));

function decoded(input: Uint8Array | string): DecodedText {
  return typeof input === 'string'
    ? { text: input, encoding: 'utf-8', bom: false, fallback: false }
    : decodeText(input);
}

function fromPbn(
  input: Uint8Array | string,
  to: FileFormat,
  file: string,
  options: ConvertOptions,
): Result<Accounted<Converted>, Problem> {
  const text = decoded(input);
  const comments = options.comments ?? 'keep';
  const read = readPbn(text.text, { file, comments });
  if (!read.ok) return read;
  const pbn = read.value.value;
  const problems = new Problems(file);
  const before = [...(encodingProblem(text, file) ? [encodingProblem(text, file) as Problem] : [])];
  const teamFile = isPbnTeamFile(pbn);
  // A team file's games are records of its matches (`pbn-teams.ts`), read as such below.
  const results = teamFile && to !== 'PBN' ? { boards: [], pairs: [] } : pbnResults(pbn, problems);
  if (to === 'PBN') {
    const same = comments === 'keep';
    const out: Converted = same
      ? new Output((each) => each(text.text), typeof input === 'string' ? undefined : input)
      : utf8(formatPbn(pbn));
    return ok({
      value: out,
      problems: [...before, ...read.value.problems, ...problems.list],
      tally: problems.tally,
    });
  }
  if (teamFile) {
    // Team matches (games with Room tags): a match's CSV or the event's, or USEBIO's MATCHes.
    const teams = pbnTeamsConverted(pbn, to, file);
    return ok({
      value: teams.value,
      problems: [
        ...before,
        ...read.value.problems,
        ...teams.problems,
        ...pbnDropped(pbn, to, comments, file, true),
      ],
      tally: teams.tally,
    });
  }
  const dropped = [...pbnDropped(pbn, to, comments, file), ...resultsDropped(results, 'PBN', to, file)];
  const written = writeResults(results, to, problems, options);
  return ok({
    value: written.value,
    problems: [...before, ...read.value.problems, ...problems.list, ...dropped],
    tally: laterRejected(problems.tally, written.rejected),
  });
}

function fromUsebio(
  input: ConvertInput,
  to: FileFormat,
  file: string,
  options: ConvertOptions,
): Result<Accounted<Converted>, Problem> {
  // Read as a stream (the reader decides the encoding: a BOM, else the XML declaration, else UTF-8).
  const chunks = input instanceof Uint8Array ? [input] : input;
  const readOptions = {
    file,
    ...(options.asciiText === undefined ? {} : { asciiText: options.asciiText }),
  };
  if (to === 'USEBIO') {
    // The document whole, lines and all, written back with what it holds that is not read.
    const doc =
      typeof chunks === 'string' ? readUsebio(chunks, readOptions) : readUsebioChunks(chunks, readOptions);
    if (!doc.ok) return doc;
    const value = doc.value.value;
    return ok({
      value: new Output((each) => writeUsebio(value, each)),
      problems: doc.value.problems,
      tally: doc.value.tally,
    });
  }
  const read = readUsebioResults(chunks, readOptions);
  if (!read.ok) return read;
  const doc = read.value.document;
  if (to === 'CSV' && matchCount(doc) > 0) return ok(teamsCsv(doc, read.value, file));
  const results = read.value.value;
  const problems = new Problems(file);
  const written = writeResults(results, to, problems, options);
  return ok({
    value: written.value,
    problems: [...read.value.problems, ...problems.list, ...resultsDropped(results, 'USEBIO', to, file)],
    tally: laterRejected(read.value.tally, written.rejected),
  });
}

/**
 * A PBN file of team matches to CSV (one match: its match CSV; several: the
 * event's CSV, as `bridge-score match` and `teams` read them) or to USEBIO
 * (a TEAMS event with each match a MATCH, their IMPs its scores; a board
 * adjusted by a number of IMPs, which USEBIO cannot say, is left out with an error).
 */
function pbnTeamsConverted(pbn: PbnFile, to: FileFormat, file: string): Accounted<Converted> {
  const problems = new Problems(file);
  const matches = pbnTeamMatches(pbn, problems);
  const tally = problems.tally;
  if (to === 'CSV') {
    const event = matches.length > 1 ? pbnMatchesEvent(matches, problems) : null;
    const first = matches[0];
    const text = event ? formatTeamEventFile(event.matches) : first ? formatMatchFile(first.boards) : '';
    return { value: utf8(text), problems: problems.list, tally };
  }
  const participants = new Map<number, UsebioParticipant>();
  const written: UsebioMatch[] = [];
  const handset: UsebioHandRecord[] = [];
  for (const m of matches) {
    const sheet = scoreMatch(m.boards);
    const { document, unwritten } = usebioOfMatch({
      teams: m.teams,
      boards: m.boards,
      ...(sheet.ok ? { sheet: sheet.value } : {}),
      ...(m.round === undefined ? {} : { round: m.round }),
    });
    for (const board of unwritten) {
      const at = m.boards.find((b) => b.board === board);
      problems.error((at && positionOf(at)) ?? FILE_START, { code: 'usebio-award-imps', board });
    }
    const section = document.events[0]?.sections[0];
    for (const p of section?.participants ?? []) if (p.number !== undefined) participants.set(p.number, p);
    written.push(...(section?.matches ?? []));
    for (const h of document.handset) if (!handset.some((k) => k.board === h.board)) handset.push(h);
  }
  const eventName = pbn.games.map((g) => pbnTag(g, 'Event')?.value.trim() ?? '').find((e) => e !== '') ?? '';
  const doc: UsebioDocument = {
    version: '1.2',
    events: [
      {
        type: 'TEAMS',
        ...(eventName === '' ? {} : { description: eventName }),
        programName: 'bridge-score',
        boardScoring: 'IMPS',
        matchScoring: 'IMPS',
        sections: [{ participants: [...participants.values()], boards: [], matches: written }],
      },
    ],
    handset,
  };
  return { value: new Output((each) => writeUsebio(doc, each)), problems: problems.list, tally };
}

/** The team matches of a USEBIO document. */
function matchCount(doc: UsebioDocument): number {
  let n = 0;
  for (const e of doc.events) for (const s of e.sections) n += (s.matches ?? []).length;
  return n;
}

/**
 * A USEBIO teams file to CSV: several matches are an event (its team-event
 * CSV, as `bridge-score teams` reads it), one match that match's CSV (as
 * `bridge-score match` reads it).
 */
function teamsCsv(doc: UsebioDocument, read: Accounted<unknown>, file: string): Accounted<Converted> {
  const problems = new Problems(file);
  const event = matchCount(doc) > 1 ? usebioTeamEvent(doc, problems) : null;
  const matches = event ? [] : usebioTeamMatches(doc, problems);
  const first = matches[0];
  const text = event ? formatTeamEventFile(event.matches) : first ? formatMatchFile(first.boards) : '';
  return { value: utf8(text), problems: [...read.problems, ...problems.list], tally: read.tally };
}

function fromCsv(
  input: Uint8Array | string,
  to: FileFormat,
  file: string,
  options: ConvertOptions,
): Result<Accounted<Converted>, Problem> {
  const csv = readTravellerCsv(input, options.movement ?? 'mitchell', { file });
  if (csv.fatal) {
    const fatal = csv.problems.find((p) => p.severity === 'error');
    if (fatal) return err(fatal);
  }
  if (to === 'CSV') {
    return ok({ value: utf8(formatTravellerCsv(csv.event)), problems: csv.problems, tally: csv.tally });
  }
  const results = resultsOfEvent(csv.event);
  const dropped = [...eventDropped(csv.event, to, file), ...resultsDropped(results, 'CSV', to, file)];
  const problems = new Problems(file);
  const written = writeResults(results, to, problems, options);
  return ok({
    value: written.value,
    problems: [...csv.problems, ...problems.list, ...dropped],
    tally: laterRejected(csv.tally, written.rejected),
  });
}

/** Club results written in a format; to CSV, the lines the event model leaves out (with their errors). */
function writeResults(
  results: ClubResults,
  to: FileFormat,
  problems: Problems,
  options: ConvertOptions,
): { value: Converted; rejected: number } {
  switch (to) {
    case 'PBN':
      // A game at a time, the USEBIO a piece at a time: a million lines are never one string.
      return { value: new Output((each) => writePbnOfResults(results, each)), rejected: 0 };
    case 'USEBIO': {
      const doc = usebioOfResults(results);
      return { value: new Output((each) => writeUsebio(doc, each)), rejected: 0 };
    }
    case 'CSV': {
      const movement = options.movement === undefined ? {} : { movement: options.movement };
      const { event, rejected } = accountedEventOfResults(results, problems, movement);
      return { value: utf8(formatTravellerCsv(event)), rejected };
    }
  }
}

// ---------------------------------------------------------------------------
// What a target format cannot hold

/** Counts of each kind of thing left out, and where the first one is. */
class Dropped {
  private readonly counts = new Map<DroppedKind, { count: number; at: Position }>();
  constructor(
    private readonly from: FileFormat,
    private readonly to: FileFormat,
    private readonly file: string,
  ) {}

  add(kind: DroppedKind, at: Position = FILE_START, count = 1): void {
    if (count <= 0) return;
    const known = this.counts.get(kind);
    if (known) known.count += count;
    else this.counts.set(kind, { count, at });
  }

  problems(): Problem[] {
    return [...this.counts].map(([what, { count, at }]) => ({
      severity: 'warning' as const,
      file: this.file,
      line: at.line,
      column: at.column,
      error: { code: 'convert-dropped' as const, from: this.from, to: this.to, what, count },
    }));
  }
}

const FILE_START: Position = { line: 1, column: 1 };

/** Tags read into the results (a board's facts and its tables). */
const RESULT_TAGS = new Set<string>(
  [...BOARD_TAGS, 'ScoreTable', 'TotalScoreTable'].map((t) => t.toLowerCase()),
);
const PLAYER_TAGS = new Set(['west', 'north', 'east', 'south']);
/** The games' own result tags, whose loss `pbn-result-unpaired` reports board by board. */
const GAME_RESULT_TAGS = new Set([
  'declarer',
  'contract',
  'result',
  'score',
  'scoreimp',
  'scoremp',
  'scorepercentage',
]);

/** The tags a team match's games are told apart by (`pbn-teams.ts`). */
const TEAM_TAGS = new Set(['room', 'hometeam', 'visitteam', 'round']);

/** What of a PBN file only PBN holds: comments, Auction and Play, player tags, tags not read. */
function pbnDropped(
  pbn: PbnFile,
  to: FileFormat,
  comments: 'keep' | 'skip',
  file: string,
  teams = false,
): Problem[] {
  const dropped = new Dropped('PBN', to, file);
  // The header's own lines (`% PBN 2.1`, `% EXPORT`) say what the file is, nothing to carry.
  if (comments === 'keep')
    for (const c of pbn.header)
      if (!/^\s*(?:PBN\s+\d|EXPORT|IMPORT)\b/i.test(c.text)) dropped.add('comments', c);
  for (const game of pbn.games) {
    for (const item of game.items) {
      if (item.kind === 'comment') {
        if (comments === 'keep') dropped.add('comments', item);
        continue;
      }
      const name = item.name.toLowerCase();
      if (name === 'auction') dropped.add('auction', item);
      else if (name === 'play') dropped.add('play', item);
      else if (PLAYER_TAGS.has(name)) {
        if (item.value.trim() !== '') dropped.add('players', item);
      } else if (name === 'generator' && to !== 'CSV') {
        // The program whose figures they are: USEBIO's PROGRAM_NAME (the travellers' CSV has no place for it).
      } else if (teams && TEAM_TAGS.has(name)) {
        // A team match's own tags, carried as its teams and round.
      } else if (teams && name === 'deal') {
        if (item.value.trim() !== '') dropped.add('hand-records', item);
      } else if (!RESULT_TAGS.has(name) && !GAME_RESULT_TAGS.has(name)) {
        if (item.value.trim() !== '' || item.section.length > 0) dropped.add('tags', item);
      }
    }
  }
  return dropped.problems();
}

/** What of the event read from a CSV file the other formats have no place for. */
function eventDropped(event: BridgeEvent, to: FileFormat, file: string): Problem[] {
  const dropped = new Dropped('CSV', to, file);
  for (const line of event.results) {
    if (line.outcome.kind === 'weighted') dropped.add('weighted');
    if (line.switched) dropped.add('arrow-switch');
    if (line.group !== undefined) dropped.add('fouled');
  }
  return dropped.problems();
}

/** What of club results a target format has no place for. */
function resultsDropped(results: ClubResults, from: FileFormat, to: FileFormat, file: string): Problem[] {
  const dropped = new Dropped(from, to, file);
  if (to === 'CSV') {
    const facts = [results.event, results.site, results.date, results.scoring, results.club];
    dropped.add('event-facts', FILE_START, facts.filter((f) => f !== undefined).length);
  }
  if (to === 'PBN' && results.club !== undefined) dropped.add('event-facts');
  if (to === 'USEBIO' && results.site !== undefined) dropped.add('event-facts');
  for (const board of results.boards) {
    if (to === 'CSV' && board.deal !== undefined) dropped.add('hand-records');
    for (const line of board.lines) {
      if (to === 'CSV') {
        if (
          line.nsMatchPoints !== undefined ||
          line.ewMatchPoints !== undefined ||
          line.nsPercentage !== undefined ||
          line.ewPercentage !== undefined ||
          line.nsImps !== undefined ||
          line.ewImps !== undefined
        )
          dropped.add('line-points');
        if (line.table !== undefined) dropped.add('table-numbers');
      }
      if (to === 'USEBIO') {
        if (line.nsPercentage !== undefined || line.ewPercentage !== undefined)
          dropped.add('line-percentages');
        if (line.notPlayed) dropped.add('not-played');
      }
    }
  }
  for (const pair of results.pairs) {
    const totals =
      pair.rank !== undefined ||
      pair.totalMatchPoints !== undefined ||
      pair.totalImps !== undefined ||
      pair.percentage !== undefined ||
      pair.boards !== undefined;
    if (to === 'CSV' && totals) dropped.add('pair-totals');
    if (to === 'USEBIO' && pair.boards !== undefined) dropped.add('pair-boards');
  }
  return dropped.problems();
}
