/**
 * `bridge-score convert`: a results file from one interchange format to
 * another, PBN ⇄ USEBIO ⇄ the session's traveller CSV, without scoring
 * anything; and a team match (CSV ⇄ USEBIO) or a USEBIO teams event (to the
 * event CSV of `teams`). Formats come from the file names' extensions (or the
 * input's content), or from --from and --to.
 * Problems in the input are printed with their line and column; what could
 * be read is converted (exit status 1 when something could not).
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { isMovement, type Movement, type Result, scoreMatch } from '@bridge-score/core';
import {
  type ClubResults,
  decodeText,
  eventOfResults,
  formatMatchFile,
  formatTeamEventFile,
  formatTravellerCsv,
  formatUsebio,
  type Problem,
  Problems,
  parseMatchFile,
  readTravellerCsv,
  readUsebioChunks,
  readUsebioResults,
  resultsOfEvent,
  type UsebioDocument,
  usebioOfMatch,
  usebioOfResults,
  usebioTeamEvent,
  usebioTeamMatches,
  writePbnOfResults,
  writeUsebio,
} from '@bridge-score/formats';
import { type AnyError, catalog, errorMessage, type Lang, problemText } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { asciiText, fileHead } from '../file-chunks.js';
import {
  chunksOf,
  inFileOrder,
  RESULTS_FORMATS,
  type ResultsInput,
  readResults,
  resultsFormatOfName,
  sniffResultsFormat,
} from '../results-input.js';
import { EXIT, type Io, langOption, say, UsageError } from '../shared.js';

interface ConvertOptions {
  from?: string;
  to?: string;
  movement?: string;
  comments?: string;
  lang?: string;
}

const HELP_AFTER = `
Formats: PBN 2.1 (.pbn), USEBIO 1.2/1.3 XML (.xml) and the travellers CSV of "bridge-score
session" (.csv). By default each file's format is its extension's (the input's, failing that,
its content's); --from and --to say it outright.
Output "-" writes to standard output.

What is converted: the event's name, date and scoring, the club, the hand records, each
board's traveller (pairs, contract, declarer, tricks, lead, score, match points, artificial
scores such as A60A40) and the pairs with their players, totals, percentages and places.
Problems in the input are printed with their file, line and column; what could be read is
converted, and the exit status is 1 when something could not be.

Examples:
  bridge-score convert club.pbn club.xml
  bridge-score convert results.xml - --to pbn
  bridge-score convert messy.pbn clean.pbn --comments skip
  bridge-score convert club.pbn travellers.csv
  bridge-score convert travellers.csv club.xml
  bridge-score convert team-match.csv match.xml
  bridge-score convert match.xml team-match.csv
  bridge-score convert event.xml event.csv

A team match converts too: the CSV of "bridge-score match" (its header names contract1 or
score1) to a USEBIO TEAMS event with one MATCH (teams 1 and 2; TEAM_SCORE and
OPPOSING_TEAM_SCORE their IMPs), and a USEBIO file with one MATCH back to that CSV. A board
adjusted by a number of IMPs has no USEBIO code and is not written.
A USEBIO teams event (several MATCH elements) converts to the event CSV of "bridge-score
teams" (round,team1,team2,score1,score2,boards): each match's IMPs and boards as that
command reads them from the XML.
`;

const FORMATS = [...RESULTS_FORMATS, 'csv'] as const;
type Format = (typeof FORMATS)[number];

function formatOption(option: string, value: string | undefined): Format | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase() === 'xml' ? 'usebio' : value.toLowerCase();
  if ((FORMATS as readonly string[]).includes(v)) return v as Format;
  throw new UsageError({ code: 'option-value', option, value, expected: FORMATS.join(', ') });
}

/** A file's format by its name: `.pbn`, `.xml`, `.csv`. */
function formatOfName(name: string): Format | undefined {
  return /\.csv$/i.test(name) ? 'csv' : resultsFormatOfName(name);
}

export function registerConvert(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('convert')
    .summary('convert a results file: PBN ⇄ USEBIO ⇄ CSV')
    .description('Convert a results file between PBN 2.1, USEBIO XML and travellers CSV.')
    .argument('<input>', 'the file to read (.pbn, .xml or .csv)')
    .argument('<output>', 'the file to write (.pbn, .xml or .csv), or - for standard output')
    .option('--from <format>', 'format of the input: pbn, usebio or csv')
    .option('--to <format>', 'format of the output: pbn, usebio or csv')
    .option('--movement <movement>', 'mitchell or howell (CSV input default mitchell; files: judged)')
    .option('--comments <keep|skip>', 'PBN comments: keep them or skip them', 'keep')
    .option('--lang <lang>', 'language of the messages: en, ru, zh')
    .addHelpText('after', HELP_AFTER)
    .action((input: string, output: string, options: ConvertOptions) => {
      const lang = langOption(options.lang);
      const comments = options.comments === 'skip' ? 'skip' : options.comments === 'keep' ? 'keep' : null;
      if (comments === null) {
        throw new UsageError({
          code: 'option-value',
          option: '--comments',
          value: String(options.comments),
          expected: 'keep, skip',
        });
      }
      let to = formatOption('--to', options.to) ?? (output === '-' ? undefined : formatOfName(output));
      let from: Format;
      let source: ResultsInput;
      try {
        from =
          formatOption('--from', options.from) ??
          (/\.csv$/i.test(input)
            ? 'csv'
            : (sniffResultsFormat(input, new TextDecoder().decode(fileHead(input))) ?? 'csv'));
        // A USEBIO file is read as it streams, a chunk at a time; the others whole.
        source = from === 'usebio' ? { path: input } : new Uint8Array(readFileSync(input));
      } catch (e) {
        fail(io, { code: 'file-read', path: input, detail: (e as Error).message }, lang, setStatus);
        return;
      }
      to ??= from === 'pbn' ? 'usebio' : 'pbn';
      const matchText =
        from === 'usebio' && to === 'usebio'
          ? usebioCopy(source, input, lang, io)
          : source instanceof Uint8Array
            ? convertMatch(source, input, from, to, lang, io)
            : undefined;
      if (matchText !== undefined) {
        if (matchText === null) return setStatus(EXIT.input);
        if (!writeOutput(output, matchText.text, io)) {
          fail(io, { code: 'file-write', path: output, detail: writeError }, lang, setStatus);
          return;
        }
        setStatus(matchText.failed ? EXIT.input : EXIT.ok);
        return;
      }
      const movement = options.movement === undefined ? undefined : movementOption(options.movement);
      const read = readAny(source, input, from, to, comments, movement);
      if (!read.ok) {
        io.err(`${problemTextOrSay(read.error, lang)}\n`);
        setStatus(EXIT.input);
        return;
      }
      for (const line of read.value.messages(lang)) io.err(`${line}\n`);
      if ('text' in read.value) {
        // A USEBIO teams file, to the team CSV.
        if (read.value.text === null) return setStatus(EXIT.input);
        if (!writeOutput(output, read.value.text, io)) {
          fail(io, { code: 'file-write', path: output, detail: writeError }, lang, setStatus);
          return;
        }
        setStatus(read.value.failed ? EXIT.input : EXIT.ok);
        return;
      }
      const { results } = read.value;
      let failed = read.value.failed;
      let text: Text;
      if (to === 'csv') {
        // Lines the event model cannot hold (no result at all) are reported at their rows.
        const problems = new Problems(input);
        text = formatTravellerCsv(eventOfResults(results, problems, movement ? { movement } : {}));
        for (const p of inFileOrder(problems.list)) io.err(`${problemText(p, lang)}\n`);
        failed ||= problems.errors > 0;
      } else if (to === 'pbn') {
        // A game at a time, and the USEBIO a piece at a time: a million lines are never one string.
        text = (each) => writePbnOfResults(results, each);
      } else {
        const doc = usebioOfResults(results);
        text = (each) => writeUsebio(doc, each);
      }
      if (!writeOutput(output, text, io)) {
        fail(io, { code: 'file-write', path: output, detail: writeError }, lang, setStatus);
        return;
      }
      setStatus(failed ? EXIT.input : EXIT.ok);
    });
}

const MATCH_HEADER = /^[^#\n]*\b(contract|score)_?(1|a)\b/im;

/**
 * A team match, CSV ⇄ USEBIO: the text to write (null when the input could
 * not be read, after saying why), or undefined when the input is not a match.
 */
function convertMatch(
  bytes: Uint8Array,
  input: string,
  from: Format,
  to: Format,
  lang: Lang,
  io: Io,
): { text: string; failed: boolean } | null | undefined {
  if (from === 'csv' && to === 'usebio') {
    const text = decodeText(bytes).text;
    if (!MATCH_HEADER.test(text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '')) {
      return undefined;
    }
    const parsed = parseMatchFile(text);
    if (!parsed.ok) {
      io.err(`${say(parsed.error, lang, input)}\n`);
      return null;
    }
    const { boards } = parsed.value;
    const sheet = scoreMatch(boards);
    const teams = { a: { number: 1, players: [] }, b: { number: 2, players: [] } };
    const { document, unwritten } = usebioOfMatch(
      sheet.ok ? { teams, boards, sheet: sheet.value } : { teams, boards },
    );
    for (const board of unwritten) io.err(`${say({ code: 'usebio-award-imps', board }, lang, input)}\n`);
    return { text: formatUsebio(document), failed: unwritten.length > 0 };
  }
  return undefined;
}

/**
 * USEBIO to USEBIO: the document read and written back, with everything it
 * held that is not read (kept in place), its team matches and its sections.
 */
function usebioCopy(
  input: ResultsInput,
  name: string,
  lang: Lang,
  io: Io,
): { text: Text; failed: boolean } | null {
  const read = readUsebioChunks(chunksOf(input), { file: name, asciiText });
  if (!read.ok) {
    io.err(`${problemText(read.error, lang)}\n`);
    return null;
  }
  const problems = inFileOrder(read.value.problems);
  for (const p of problems) io.err(`${problemText(p, lang)}\n`);
  const doc = read.value.value;
  return { text: (each) => writeUsebio(doc, each), failed: problems.some((p) => p.severity === 'error') };
}

/**
 * A USEBIO file with team matches, to the team CSV: several matches are an
 * event (its team-event CSV), one match that match's CSV. Null when the
 * document has no match.
 */
function usebioTeamsCsv(
  doc: UsebioDocument,
  name: string,
): { text: string | null; problems: Problem[] } | null {
  const count = doc.events.flatMap((e) => e.sections).reduce((n, s) => n + (s.matches ?? []).length, 0);
  if (count === 0) return null;
  const problems = new Problems(name);
  const event = count > 1 ? usebioTeamEvent(doc, problems) : null;
  const matches = event ? [] : usebioTeamMatches(doc, problems);
  const first = matches[0];
  const text = event
    ? event.matches.length === 0
      ? null
      : formatTeamEventFile(event.matches)
    : first
      ? formatMatchFile(first.boards)
      : null;
  return { text, problems: problems.list };
}

/** What is written: the text, or what makes it a piece at a time. */
type Text = string | ((each: (piece: string) => void) => void);

/** The system's words for the last write that failed. */
let writeError = '';

/** Writes the output, to standard output or to the file, a piece at a time; false when the file could not be written. */
function writeOutput(output: string, text: Text, io: Io): boolean {
  const write = typeof text === 'string' ? (each: (piece: string) => void) => each(text) : text;
  if (output === '-') {
    write((piece) => io.out(piece));
    return true;
  }
  let fd: number | undefined;
  try {
    fd = openSync(output, 'w');
    const out = fd;
    write((piece) => writeSync(out, piece));
    return true;
  } catch (e) {
    writeError = (e as Error).message;
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function movementOption(value: string): Movement {
  const v = value.toLowerCase();
  if (isMovement(v)) return v;
  throw new UsageError({ code: 'option-value', option: '--movement', value, expected: 'mitchell, howell' });
}

function problemTextOrSay(error: Problem | AnyError, lang: Lang): string {
  return 'severity' in error ? problemText(error, lang) : say(error, lang);
}

/**
 * The input as club results, whatever its format, with its problems in words
 * (or, a USEBIO file with team matches going to CSV, the team CSV's text).
 */
function readAny(
  input: ResultsInput,
  name: string,
  format: Format,
  to: Format,
  comments: 'keep' | 'skip',
  movement: Movement | undefined,
): Result<
  | { results: ClubResults; failed: boolean; messages: (lang: Lang) => string[] }
  | { text: string | null; failed: boolean; messages: (lang: Lang) => string[] },
  Problem | AnyError
> {
  if (format === 'usebio') {
    const read = readUsebioResults(chunksOf(input), { file: name, asciiText });
    if (!read.ok) return read;
    const teams = to === 'csv' ? usebioTeamsCsv(read.value.document, name) : null;
    const problems = inFileOrder([...read.value.problems, ...(teams?.problems ?? [])]);
    const failed = problems.some((p) => p.severity === 'error');
    const messages = (lang: Lang) => problems.map((p) => problemText(p, lang));
    return {
      ok: true,
      value: teams ? { text: teams.text, failed, messages } : { results: read.value.value, failed, messages },
    };
  }
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(readFileSync(input.path));
  if (format !== 'csv') {
    const read = readResults(bytes, name, format, comments);
    if (!read.ok) return read;
    const problems = inFileOrder(read.value.problems);
    return {
      ok: true,
      value: {
        results: read.value.results,
        failed: problems.some((p) => p.severity === 'error'),
        messages: (lang) => problems.map((p) => problemText(p, lang)),
      },
    };
  }
  const csv = readTravellerCsv(decodeText(bytes).text, movement ?? 'mitchell');
  const header = csv.errors.find((e) => e.error.code === 'csv-header');
  if (header) return { ok: false, error: header.error };
  return {
    ok: true,
    value: {
      results: resultsOfEvent(csv.event),
      failed: csv.errors.length > 0,
      messages: (lang) =>
        csv.errors.map((e) =>
          catalog(lang).errorAt(catalog(lang).session.at(e.row, e.column), errorMessage(e.error, lang)),
        ),
    },
  };
}

function fail(io: Io, error: AnyError, lang: Lang, setStatus: (s: number) => void): void {
  io.err(`${say(error, lang)}\n`);
  setStatus(EXIT.input);
}
