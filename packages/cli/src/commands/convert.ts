/**
 * `bridge-score convert`: a results file from one interchange format to
 * another, PBN ⇄ USEBIO ⇄ the session's traveller CSV, without scoring
 * anything; and a team match (CSV ⇄ USEBIO) or a USEBIO teams event (to the
 * event CSV of `teams`). Formats come from the file names' extensions (or the
 * input's content), or from --from and --to.
 * Problems in the input are printed with their line and column; what could
 * be read is converted (exit status 1 when something could not), and the
 * output is written safely (`safe-write.ts`): whole or not at all, never over
 * the input, over another file only with --force.
 */
import { type FileFormat, isMovement, type Movement, scoreMatch } from '@bridge-score/core';
import {
  convertResults,
  decodeText,
  inFileOrder,
  parseMatchFile,
  type ResultsFileKind,
  resultsFileFormat,
  resultsFormatOfName,
  usebioOfMatch,
  writeUsebio,
} from '@bridge-score/formats';
import type { Command } from 'commander';
import { EXIT, fileError, type Io, langOption, readInput, refuseUnused, say, UsageError } from '../common.js';
import { asciiText, fileChunks, fileHead } from '../file-chunks.js';
import { Reporter } from '../report.js';
import { checkOutput, writeFileSafely } from '../safe-write.js';

interface ConvertOptions {
  from?: string;
  to?: string;
  movement?: string;
  comments?: string;
  force?: boolean;
  allWarnings?: boolean;
  lang?: string;
}

const FORMATS = ['pbn', 'usebio', 'csv'] as const;
type Format = (typeof FORMATS)[number];

function formatOption(option: string, value: string | undefined): Format | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase() === 'xml' ? 'usebio' : value.toLowerCase();
  if ((FORMATS as readonly string[]).includes(v)) return v as Format;
  throw new UsageError({ code: 'option-value', option, value, expected: FORMATS.join(', ') });
}

/** This command's name of each kind of file the formats package tells (the event model it does not convert). */
const FORMAT_OF_KIND: { readonly [K in ResultsFileKind]: Format | undefined } = {
  PBN: 'pbn',
  USEBIO: 'usebio',
  CSV: 'csv',
  JSON: undefined,
};

/** A file's format by its name: `.pbn`, `.xml`, `.csv`. */
function formatOfName(name: string): Format | undefined {
  const kind = resultsFormatOfName(name);
  return kind === undefined ? undefined : FORMAT_OF_KIND[kind];
}

/** A format by its option, which must agree with the file's name when that names one. */
function formatOf(option: string, value: string | undefined, path: string): Format | undefined {
  const chosen = formatOption(option, value);
  const named = path === '-' ? undefined : formatOfName(path);
  if (chosen !== undefined && named !== undefined && chosen !== named) {
    throw new UsageError({ code: 'format-name-conflict', option, format: chosen, path, named });
  }
  return chosen ?? named;
}

export function registerConvert(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('convert')
    .summary('convert a results file: PBN ⇄ USEBIO ⇄ CSV')
    .description('Convert a results file between PBN 2.1, USEBIO XML and travellers CSV.')
    .argument('<input>', 'the file to read (.pbn, .xml or .csv), or - for standard input')
    .argument('<output>', 'the file to write (.pbn, .xml or .csv), or - for standard output')
    .option('--from <format>', 'format of the input: pbn, usebio or csv')
    .option('--to <format>', 'format of the output: pbn, usebio or csv')
    .option('--movement <movement>', 'mitchell or howell (CSV input default mitchell; files: judged)')
    .option('--comments <keep|skip>', 'PBN comments: keep them or skip them', 'keep')
    .option('--force', 'replace the output file if it exists')
    .option('--all-warnings', 'every message on standard error (default: the first 20 of each kind)')
    .option('--lang <lang>', 'language of the messages: en, ru, zh')
    .action(async (input: string, output: string, options: ConvertOptions, command: Command) => {
      setStatus(await runConvert(input, output, options, command, io));
    });
}

async function runConvert(
  input: string,
  output: string,
  options: ConvertOptions,
  command: Command,
  io: Io,
): Promise<number> {
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
  const movement = options.movement === undefined ? undefined : movementOption(options.movement);
  const to = formatOf('--to', options.to, output);
  if (to === undefined) throw new UsageError({ code: 'output-format-unknown', path: output });
  const fromOption = formatOf('--from', options.from, input);
  const force = Boolean(options.force);
  if (output !== '-') {
    const checked = checkOutput(output, [input], { force, ...(io.files ? { fs: io.files } : {}) });
    if (!checked.ok) throw new UsageError(checked.error);
  }
  const name = input === '-' ? '<stdin>' : input;
  // A USEBIO file is read as it streams, a chunk at a time (a million lines are a quarter of a
  // gigabyte); every other input whole.
  let head: Uint8Array;
  let bytes: Uint8Array | null = null;
  if (input === '-') {
    const read = await readInput(input, io);
    if (!read.ok) throw new UsageError(read.error);
    bytes = read.value;
    head = bytes.subarray(0, 4096);
  } else {
    try {
      head = fileHead(input);
    } catch (e) {
      throw new UsageError(fileError(e, input, 'read'));
    }
  }
  // Else its content's, as the formats package tells it (the event model as JSON is read as CSV, and refused).
  const from = fromOption ?? FORMAT_OF_KIND[resultsFileFormat('', head)] ?? 'csv';
  if (from !== 'usebio' && bytes === null) {
    const read = await readInput(input, io);
    if (!read.ok) throw new UsageError(read.error);
    bytes = read.value;
  }
  const source: Uint8Array | Iterable<Uint8Array> = bytes ?? fileChunks(input);
  if (from !== 'pbn') refuseUnused(command, '--comments', `--from ${from}`, true);
  const report = new Reporter(io.err, { lang, all: options.allWarnings, action: 'converted' });
  const isMatch = bytes !== null && from === 'csv' && to === 'usebio' && isMatchCsv(bytes);
  refuseUnused(
    command,
    '--movement',
    `--from ${from} --to ${to}`,
    isMatch || (from !== 'csv' && to !== 'csv'),
  );
  const converted =
    isMatch && bytes !== null
      ? convertMatch(bytes, name, report)
      : convertClubResults(source, name, from, to, comments, movement, report);
  report.finish();
  if (converted === null) return EXIT.unreadable;
  if (output === '-')
    converted.write((piece) => io.out(typeof piece === 'string' ? piece : decodeText(piece).text));
  else {
    const written = writeFileSafely(output, (each) => converted.write(each), {
      force,
      ...(io.files ? { fs: io.files } : {}),
    });
    if (!written.ok) {
      io.err(`${say(written.error, lang)}\n`);
      return EXIT.unreadable;
    }
  }
  const footer = report.footer();
  if (footer !== null) io.err(`${footer}\n`);
  return report.status();
}

/** The formats' names for the formats of this command. */
const FILE_FORMAT: { readonly [F in Format]: FileFormat } = { pbn: 'PBN', usebio: 'USEBIO', csv: 'CSV' };

const MATCH_HEADER = /^[^#\n]*\b(contract|score)_?(1|a)\b/im;

/** Whether a CSV file is a team match (its header names each table's contract or score). */
function isMatchCsv(bytes: Uint8Array): boolean {
  const text = decodeText(bytes).text;
  return MATCH_HEADER.test(text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '');
}

/** What is written: a piece at a time. Null when nothing could be read. */
type Converted = { readonly write: (each: (piece: string | Uint8Array) => void) => void } | null;

/** A team match's CSV to USEBIO: null when nothing could be read (after saying why). */
function convertMatch(bytes: Uint8Array, input: string, report: Reporter): Converted {
  const parsed = parseMatchFile(decodeText(bytes).text);
  if (!parsed.ok) {
    report.inFile(input, parsed.error);
    return null;
  }
  const { boards } = parsed.value;
  const sheet = scoreMatch(boards);
  const teams = { a: { number: 1, players: [] }, b: { number: 2, players: [] } };
  const { document, unwritten } = usebioOfMatch(
    sheet.ok ? { teams, boards, sheet: sheet.value } : { teams, boards },
  );
  for (const board of unwritten) {
    const line = parsed.value.lines[boards.findIndex((b) => b.board === board)] ?? 1;
    report.problem({
      severity: 'error',
      file: input,
      line,
      column: 1,
      error: { code: 'usebio-award-imps', board },
    });
  }
  return { write: (each) => writeUsebio(document, each) };
}

/**
 * Club results from any format to any other, and a USEBIO teams file to the
 * team CSV (`convertResults` of the formats package), every problem reported
 * and every record accounted for: the output, or null when nothing could be read.
 */
function convertClubResults(
  source: Uint8Array | Iterable<Uint8Array>,
  name: string,
  from: Format,
  to: Format,
  comments: 'keep' | 'skip',
  movement: Movement | undefined,
  report: Reporter,
): Converted {
  const converted = convertResults(source, FILE_FORMAT[from], FILE_FORMAT[to], {
    file: name,
    comments,
    asciiText,
    ...(movement === undefined ? {} : { movement }),
  });
  if (!converted.ok) {
    report.problem(converted.error);
    return null;
  }
  for (const p of inFileOrder(converted.value.problems)) report.problem(p);
  report.account(converted.value);
  // Not one record read: nothing to write (a stub would hide that the input was not read).
  if (converted.value.tally.used === 0) return null;
  return converted.value.value;
}

function movementOption(value: string): Movement {
  const v = value.toLowerCase();
  if (isMovement(v)) return v;
  throw new UsageError({ code: 'option-value', option: '--movement', value, expected: 'mitchell, howell' });
}
