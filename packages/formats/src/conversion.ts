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
 */
import {
  type BridgeEvent,
  type DroppedKind,
  err,
  type FileFormat,
  type Movement,
  ok,
  type Result,
} from '@bridge-score/core';
import { accountedEventOfResults, laterRejected, resultsOfEvent } from './event-files.js';
import { formatPbn, type PbnFile, readPbn } from './pbn.js';
import { BOARD_TAGS } from './pbn-board.js';
import { type Accounted, NO_FILE, type Position, type Problem, Problems, type Tally } from './problems.js';
import { type ClubResults, pbnOfResults, pbnResults, usebioOfResults, usebioResults } from './results.js';
import { type DecodedText, decodeText, encodeText, encodingProblem } from './text-input.js';
import { formatTravellerCsv, readTravellerCsv } from './traveller-csv.js';
import { declaredXmlEncoding, formatUsebio, readUsebio, type UsebioDocument } from './usebio.js';

export interface ConvertOptions {
  /** Name of the input file in problems. */
  readonly file?: string;
  /** PBN comments: kept (default) or skipped. */
  readonly comments?: 'keep' | 'skip';
  /** The movement of a CSV input (default Mitchell) or of the event written to CSV (default: judged from the file). */
  readonly movement?: Movement;
}

/** A converted file: its text, and the bytes to write. */
export interface Converted {
  readonly text: string;
  /** UTF-8 of `text`; for PBN to PBN with nothing changed, the bytes read. */
  readonly bytes: Uint8Array;
}

/**
 * Converts a results file (see the module overview). `err` when the input is
 * not of its format at all, or nothing in it can be read.
 */
export function convertResults(
  input: Uint8Array | string,
  from: FileFormat,
  to: FileFormat,
  options: ConvertOptions = {},
): Result<Accounted<Converted>, Problem> {
  const file = options.file ?? NO_FILE;
  switch (from) {
    case 'PBN':
      return fromPbn(input, to, file, options);
    case 'USEBIO':
      return fromUsebio(input, to, file, options);
    case 'CSV':
      return fromCsv(input, to, file, options);
  }
}

const utf8 = (text: string): Converted => ({ text, bytes: encodeText(text) });

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
  const results = pbnResults(pbn, problems);
  const before = [...(encodingProblem(text, file) ? [encodingProblem(text, file) as Problem] : [])];
  if (to === 'PBN') {
    const same = comments === 'keep';
    const out: Converted = same
      ? { text: text.text, bytes: typeof input === 'string' ? encodeText(input) : input }
      : utf8(formatPbn(pbn));
    return ok({
      value: out,
      problems: [...before, ...read.value.problems, ...problems.list],
      tally: problems.tally,
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
  input: Uint8Array | string,
  to: FileFormat,
  file: string,
  options: ConvertOptions,
): Result<Accounted<Converted>, Problem> {
  let text: DecodedText;
  if (typeof input === 'string') text = decoded(input);
  else {
    // An XML declaration of ISO-8859-1 or Windows-1252 says how the bytes are to be read.
    const head = new TextDecoder('latin1').decode(input.subarray(0, 200));
    const declared = declaredXmlEncoding(head.replace(/^\uFEFF|^ï»¿/, ''));
    const latin =
      declared !== undefined && /^(iso-?8859-1|latin-?1|windows-1252|cp1252|us-ascii)$/.test(declared);
    text = latin ? decodeText(input, { encoding: 'windows-1252' }) : decodeText(input);
  }
  const read = readUsebio(text.text, { file });
  if (!read.ok) return read;
  const doc = read.value.value;
  const before = [...(encodingProblem(text, file) ? [encodingProblem(text, file) as Problem] : [])];
  const tally = usebioTally(read.value, doc);
  if (to === 'USEBIO') {
    return ok({ value: utf8(formatUsebio(doc)), problems: [...before, ...read.value.problems], tally });
  }
  const results = usebioResults(doc);
  const problems = new Problems(file);
  const written = writeResults(results, to, problems, options);
  return ok({
    value: written.value,
    problems: [
      ...before,
      ...read.value.problems,
      ...problems.list,
      ...resultsDropped(results, 'USEBIO', to, file),
    ],
    tally: laterRejected(tally, written.rejected),
  });
}

/**
 * The USEBIO reader's tally when it gives one; else its traveller lines and
 * participants, each counted as used (what it could not read it reports).
 */
function usebioTally(read: object, doc: UsebioDocument): Tally {
  const given = (read as { readonly tally?: Tally }).tally;
  if (given !== undefined) return given;
  let used = 0;
  for (const event of doc.events) {
    for (const section of event.sections) {
      used += section.participants.length;
      for (const b of section.boards) used += b.lines.length;
      for (const m of section.matches ?? []) for (const b of m.boards) used += b.lines.length;
    }
  }
  return { records: used, used, rejected: 0 };
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
      return { value: utf8(formatPbn(pbnOfResults(results))), rejected: 0 };
    case 'USEBIO':
      return { value: utf8(formatUsebio(usebioOfResults(results))), rejected: 0 };
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

/** What of a PBN file only PBN holds: comments, Auction and Play, player tags, tags not read. */
function pbnDropped(pbn: PbnFile, to: FileFormat, comments: 'keep' | 'skip', file: string): Problem[] {
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
