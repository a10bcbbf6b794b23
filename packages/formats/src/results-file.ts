/**
 * Reading a results file, whatever wrote it: one entry point for the
 * command line's `session`, `convert` and `verify` and for any other caller.
 * Bytes (or chunks of them) and the file's name in; out come its format, the
 * event to score, the file's own settings (the program that wrote it and the
 * conventions that program scores by, its scoring method), the file's own
 * figures, and every problem, located, in the order of the file.
 *
 * The format is the name's extension's (`.pbn`, `.xml`, `.csv`), else the
 * content's (an XML root, PBN tags, else CSV); a caller that has decided it
 * says so. A USEBIO file is read as its chunks come, never all in memory;
 * PBN and CSV are read whole.
 *
 * @example
 * const r = readResultsFile(fileChunks('club.xml'), { file: 'club.xml' });
 * if (r.ok) {
 *   r.value.settings.conventions?.name; // 'compscore' for a file Compscore3 wrote
 *   scoreSession(r.value.event, conventionSettings(r.value.settings.conventions ?? CONVENTIONS['bridge-score']));
 * }
 */
import {
  type BridgeEvent,
  type Conventions,
  conventionsOfProgram,
  type FileFormat,
  type Movement,
  type Result,
  type ScoringMethod,
} from '@bridge-score/core';
import { dealsOf, EventBuilder, type ResultsBase } from './event-files.js';
import { readPbn } from './pbn.js';
import type { ResultLine } from './pbn-results.js';
import { inFileOrder, laterRejected, type Problem, Problems, type Tally } from './problems.js';
import {
  type ClubResults,
  LaterUsebioEvents,
  pbnResults,
  type ResultsBoard,
  resultLineOfUsebio,
  usebioResults,
} from './results.js';
import { type DecodedText, decodeText, encodingProblem } from './text-input.js';
import { type RowError, readTravellerCsv } from './traveller-csv.js';
import {
  readUsebioChunks,
  type UsebioChunkOptions,
  type UsebioLinePlace,
  type UsebioTravellerLine,
} from './usebio.js';

/** The formats of a results file, and JSON (the event model, which is not another program's file). */
export type ResultsFileKind = FileFormat | 'JSON';

/**
 * The format of a results file: its name's extension when it has a known one,
 * else its first bytes (an object: the event model as JSON; an XML root:
 * USEBIO; PBN tags; else CSV).
 *
 * @example
 * resultsFileFormat('tuesday.xml', ''); // 'USEBIO'
 * resultsFileFormat('-', '[Event "Club"]\n'); // 'PBN'
 */
export function resultsFileFormat(name: string, head: Uint8Array | string): ResultsFileKind {
  const named = resultsFormatOfName(name);
  if (named !== undefined) return named;
  const text = (typeof head === 'string' ? head : decodeText(head.subarray(0, HEAD)).text)
    .slice(0, HEAD)
    .replace(/^\uFEFF/, '');
  if (/^\s*\{/.test(text)) return 'JSON';
  if (/^\s*</.test(text)) return 'USEBIO';
  if (/^\s*(%|\[[A-Za-z]+\s+")/m.test(text)) return 'PBN';
  return 'CSV';
}

/**
 * The format a file's name says by its extension (`.pbn`, `.xml` or `.usebio`,
 * `.csv` or `.tsv`, `.json`); undefined for any other.
 */
export function resultsFormatOfName(name: string): ResultsFileKind | undefined {
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext === 'pbn') return 'PBN';
  if (ext === 'xml' || ext === 'usebio') return 'USEBIO';
  if (ext === 'csv' || ext === 'tsv') return 'CSV';
  if (ext === 'json') return 'JSON';
  return undefined;
}

/** Bytes of a file's start that tell its format. */
const HEAD = 4096;

/** What a file says of how it was scored. */
export interface FileSettings {
  /** The program that wrote it, as it names itself (USEBIO PROGRAM_NAME, PBN Generator): `Compscore3`. */
  readonly program?: string;
  /** The conventions of that program, when we know them (`conventionsOfProgram`). */
  readonly conventions?: Conventions;
  /** PBN's Scoring (`MP`, `IMP;Butler`), or USEBIO's event type as PBN says it. */
  readonly scoring?: string;
  /** The pairs method the scoring names, when it names one. */
  readonly method?: ScoringMethod;
}

/** A CSV file's own findings, which name rows and columns rather than lines. */
export interface CsvFindings {
  readonly errors: readonly RowError[];
  /** Header columns the reader does not use. */
  readonly ignored: readonly string[];
  /** The header could not be read: nothing was. */
  readonly fatal: boolean;
}

/** A results file read: see the module overview. */
export interface ResultsFile {
  readonly format: FileFormat;
  /** The event to score (lines that record no result left out, each a problem). */
  readonly event: BridgeEvent;
  /**
   * PBN and USEBIO: the file's own figures (pairs' totals, places, datums;
   * each line's points only with `keepLines`).
   */
  readonly results?: ClubResults;
  readonly settings: FileSettings;
  /** What an output file carries over: the event's name, site, date, club and hand records. */
  readonly base: ResultsBase;
  /** Every problem, in the order of the file (for CSV, its row errors are in `csv` too). */
  readonly problems: readonly Problem[];
  readonly tally?: Tally;
  readonly csv?: CsvFindings;
}

export interface ResultsFileOptions {
  /** The file's name, in problems and to tell the format by. */
  readonly file?: string;
  /** The format, when the caller has decided it (else `resultsFileFormat`). */
  readonly format?: FileFormat;
  /** Every section's movement (CSV default Mitchell; PBN and USEBIO: judged from the file). */
  readonly movement?: Movement;
  /** Keep each line in `results` as well as in the event (a checker compares their figures). */
  readonly keepLines?: boolean;
  /** PBN comments: kept (default) or skipped. */
  readonly comments?: 'keep' | 'skip';
  /** A faster way to make text of a USEBIO chunk that is all ASCII. */
  readonly asciiText?: UsebioChunkOptions['asciiText'];
}

/**
 * Reads a results file (see the module overview): the file, or the one error
 * that says nothing in it could be read as its format.
 *
 * @example
 * readResultsFile(new TextEncoder().encode('board,ns,ew,score\n1,1,1,420\n'), { file: 'a.csv' });
 */
export function readResultsFile(
  input: Uint8Array | Iterable<Uint8Array>,
  options: ResultsFileOptions = {},
): Result<ResultsFile, Problem> {
  const file = options.file ?? '<input>';
  let source = input;
  let format = options.format;
  if (format === undefined) {
    const peeked = input instanceof Uint8Array ? { head: input, chunks: input } : peek(input);
    source = peeked.chunks;
    const kind = resultsFileFormat(file, peeked.head);
    // The event model is not a results file: read as CSV it is an error that says so.
    format = kind === 'JSON' ? 'CSV' : kind;
  }
  switch (format) {
    case 'USEBIO':
      return readUsebioFile(source instanceof Uint8Array ? [source] : source, file, options);
    case 'PBN':
      return readPbnFile(decodeText(whole(source)), file, options);
    case 'CSV':
      return readCsvFile(decodeText(whole(source)), file, options);
  }
}

/**
 * The first bytes (up to `HEAD`, over as many chunks as that takes; copied, as a reader may reuse
 * its buffer) and every chunk, those first ones again.
 */
function peek(chunks: Iterable<Uint8Array>): { head: Uint8Array; chunks: Iterable<Uint8Array> } {
  const it = chunks[Symbol.iterator]();
  const first: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD) {
    const next = it.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value.slice());
    length += next.value.length;
  }
  const head = new Uint8Array(Math.min(length, HEAD));
  let at = 0;
  for (const c of first) {
    if (at >= head.length) break;
    const part = c.subarray(0, head.length - at);
    head.set(part, at);
    at += part.length;
  }
  function* all(): Generator<Uint8Array> {
    yield* first;
    if (done) return;
    for (let next = it.next(); !next.done; next = it.next()) yield next.value;
  }
  return { head, chunks: all() };
}

/** Chunks joined (each copied as it comes: a reader may reuse its buffer). */
function whole(input: Uint8Array | Iterable<Uint8Array>): Uint8Array {
  if (input instanceof Uint8Array) return input;
  const parts: Uint8Array[] = [];
  let length = 0;
  for (const chunk of input) {
    parts.push(chunk.slice());
    length += chunk.length;
  }
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The method a file's scoring names: PBN `MP`, `IMP;Butler`, `IMP;Cross2`; USEBIO's event types as PBN says them. */
export function methodOfScoring(scoring: string | undefined): ScoringMethod | undefined {
  const s = (scoring ?? '').toUpperCase().replace(/\s+/g, '');
  if (s === '') return undefined;
  if (s.includes('BUTLER')) return 'butler';
  if (s.includes('CROSS')) return 'cross-imps';
  if (/^(MP|MATCHPOINTS|USEBIO:MP_PAIRS)\b/.test(s)) return 'mp';
  return undefined;
}

/** The settings a file's results say. */
function settingsOf(results: ClubResults): FileSettings {
  const out: { -readonly [K in keyof FileSettings]: FileSettings[K] } = {};
  if (results.program !== undefined) {
    out.program = results.program;
    const conventions = conventionsOfProgram(results.program);
    if (conventions) out.conventions = conventions;
  }
  if (results.scoring !== undefined) out.scoring = results.scoring;
  const method = methodOfScoring(results.scoring);
  if (method !== undefined) out.method = method;
  return out;
}

/** What an output file carries over from the file read. */
function baseOf(results: ClubResults): ResultsBase {
  let base: ResultsBase = { deals: dealsOf(results) };
  if (results.event !== undefined) base = { ...base, event: results.event };
  if (results.site !== undefined) base = { ...base, site: results.site };
  if (results.date !== undefined) base = { ...base, date: results.date };
  if (results.club !== undefined) base = { ...base, club: results.club };
  return base;
}

/** Each line both to the event and, when asked, kept by board for the results. */
class Lines {
  readonly kept = new Map<number, ResultLine[]>();
  constructor(
    readonly build: EventBuilder,
    private readonly keep: boolean,
  ) {}

  readonly line = (board: number, line: ResultLine): void => {
    this.build.line(board, line);
    if (!this.keep) return;
    let into = this.kept.get(board);
    if (into === undefined) {
      into = [];
      this.kept.set(board, into);
    }
    into.push(line);
  };

  /** The results with the lines kept put back into their boards. */
  results(results: ClubResults): ClubResults {
    if (!this.keep) return results;
    const boards: ResultsBoard[] = results.boards.map((b) => ({
      ...b,
      lines: this.kept.get(b.number) ?? [],
    }));
    const known = new Set(boards.map((b) => b.number));
    for (const [number, lines] of this.kept) if (!known.has(number)) boards.push({ number, lines });
    return { ...results, boards: boards.sort((a, b) => a.number - b.number) };
  }
}

function fileOf(
  format: FileFormat,
  results: ClubResults,
  event: BridgeEvent,
  problems: readonly Problem[],
  tally: Tally | undefined,
): ResultsFile {
  return {
    format,
    event,
    results,
    settings: settingsOf(results),
    base: baseOf(results),
    problems: inFileOrder(problems),
    ...(tally ? { tally } : {}),
  };
}

function readUsebioFile(
  chunks: Iterable<Uint8Array>,
  file: string,
  options: ResultsFileOptions,
): Result<ResultsFile, Problem> {
  const problems = new Problems(file);
  const build = new EventBuilder(
    problems,
    options.movement === undefined ? {} : { movement: options.movement },
  );
  const lines = new Lines(build, options.keepLines === true);
  // Each line of the first event into the event model as it is read; made a results line too only
  // when the lines are kept (a million-line file read to be scored makes each line once). A later
  // event's lines are counted, and told.
  const later = new LaterUsebioEvents();
  const each =
    options.keepLines === true
      ? (l: UsebioTravellerLine, place: UsebioLinePlace) => {
          if (place.event === 0) lines.line(place.board, resultLineOfUsebio(l, place.section));
          else later.note(place.event);
        }
      : (l: UsebioTravellerLine, place: UsebioLinePlace) => {
          if (place.event === 0) build.usebioLine(place.board, place.section, l);
          else later.note(place.event);
        };
  const read = readUsebioChunks(chunks, {
    file,
    lines: each,
    ...(options.asciiText ? { asciiText: options.asciiText } : {}),
  });
  if (!read.ok) return read;
  const results = usebioResults(read.value.value);
  const event = build.event(results);
  return {
    ok: true,
    value: fileOf(
      'USEBIO',
      lines.results(results),
      event,
      [...read.value.problems, ...problems.list, ...later.problems(read.value.value, file)],
      laterRejected(read.value.tally, lines.build.rejected + later.lines),
    ),
  };
}

function readPbnFile(
  decoded: DecodedText,
  file: string,
  options: ResultsFileOptions,
): Result<ResultsFile, Problem> {
  const read = readPbn(decoded.text, { file, comments: options.comments ?? 'keep' });
  if (!read.ok) return read;
  const problems = new Problems(file);
  const lines = new Lines(
    new EventBuilder(problems, options.movement === undefined ? {} : { movement: options.movement }),
    options.keepLines === true,
  );
  const results = pbnResults(read.value.value, problems, { lines: lines.line });
  const event = lines.build.event(results);
  const encoding = encodingProblem(decoded, file);
  const { tally } = read.value as { readonly tally?: Tally };
  return {
    ok: true,
    value: fileOf(
      'PBN',
      lines.results(results),
      event,
      [...(encoding ? [encoding] : []), ...read.value.problems, ...problems.list],
      tally ? laterRejected(tally, lines.build.rejected) : undefined,
    ),
  };
}

function readCsvFile(
  decoded: DecodedText,
  file: string,
  options: ResultsFileOptions,
): Result<ResultsFile, Problem> {
  if (decoded.text.trim() === '')
    return {
      ok: false,
      error: { severity: 'error', file, line: 1, column: 1, error: { code: 'file-empty', format: 'CSV' } },
    };
  const read = readTravellerCsv(decoded, options.movement ?? 'mitchell', { file });
  return {
    ok: true,
    value: {
      format: 'CSV',
      event: read.event,
      settings: {},
      base: {},
      problems: inFileOrder(read.problems),
      tally: read.tally,
      csv: { errors: read.errors, ignored: read.ignored, fatal: read.fatal },
    },
  };
}
