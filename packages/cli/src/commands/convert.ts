/**
 * `bridge-score convert`: a results file from one interchange format to
 * another, PBN ⇄ USEBIO ⇄ the session's traveller CSV, without scoring
 * anything; and a team match (CSV ⇄ USEBIO) or a USEBIO teams event (to the
 * event CSV of `teams`). Formats come from the file names' extensions (or the
 * input's content), or from --from and --to.
 * Problems in the input are printed with their line and column; what could
 * be read is converted (exit status 1 when something could not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type FileFormat, isMovement, type Movement, scoreMatch } from '@bridge-score/core';
import {
  convertResults,
  decodeText,
  formatMatchFile,
  formatTeamEventFile,
  formatUsebio,
  type Problem,
  Problems,
  parseMatchFile,
  readUsebioBytes,
  usebioOfMatch,
  usebioTeamEvent,
  usebioTeamMatches,
} from '@bridge-score/formats';
import { type AnyError, type Lang, problemText } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { inFileOrder, RESULTS_FORMATS, resultsFormatOfName, sniffResultsFormat } from '../results-input.js';
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
scores such as A60A40, NP for a board not played) and the pairs with their players, totals,
percentages and places. A file to its own format keeps what is not read: PBN to PBN is the
file as it was, byte for byte (comments, player tags, auction and play), unless --comments
skip. What the target format has no place for is named in one warning per kind, with a count.
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
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(readFileSync(input));
      } catch (e) {
        fail(io, { code: 'file-read', path: input, detail: (e as Error).message }, lang, setStatus);
        return;
      }
      const from =
        formatOption('--from', options.from) ??
        (/\.csv$/i.test(input)
          ? 'csv'
          : (sniffResultsFormat(input, new TextDecoder().decode(bytes.subarray(0, 4096))) ?? 'csv'));
      to ??= from === 'pbn' ? 'usebio' : 'pbn';
      const matchText = convertMatch(bytes, input, from, to, lang, io);
      if (matchText !== undefined) {
        if (matchText === null) return setStatus(EXIT.input);
        if (output === '-') io.out(matchText.text);
        else {
          try {
            writeFileSync(output, matchText.text);
          } catch (e) {
            fail(io, { code: 'file-write', path: output, detail: (e as Error).message }, lang, setStatus);
            return;
          }
        }
        setStatus(matchText.failed ? EXIT.input : EXIT.ok);
        return;
      }
      const movement = options.movement === undefined ? undefined : movementOption(options.movement);
      const converted = convertResults(bytes, FILE_FORMAT[from], FILE_FORMAT[to], {
        file: input,
        comments,
        ...(movement === undefined ? {} : { movement }),
      });
      if (!converted.ok) {
        io.err(`${problemText(converted.error, lang)}\n`);
        setStatus(EXIT.input);
        return;
      }
      const problems: Problem[] = inFileOrder(converted.value.problems);
      for (const p of problems) io.err(`${problemText(p, lang)}\n`);
      const failed = problems.some((p) => p.severity === 'error');
      const { text, bytes: out } = converted.value.value;
      if (output === '-') io.out(text);
      else {
        try {
          writeFileSync(output, out);
        } catch (e) {
          fail(io, { code: 'file-write', path: output, detail: (e as Error).message }, lang, setStatus);
          return;
        }
      }
      setStatus(failed ? EXIT.input : EXIT.ok);
    });
}

/** The formats' names for the formats of this command. */
const FILE_FORMAT: { readonly [F in Format]: FileFormat } = { pbn: 'PBN', usebio: 'USEBIO', csv: 'CSV' };

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
  if (from === 'usebio' && to === 'csv') {
    const read = readUsebioBytes(bytes, { file: input });
    if (!read.ok) return undefined;
    const problems = new Problems(input);
    const count = read.value.value.events
      .flatMap((e) => e.sections)
      .reduce((n, s) => n + (s.matches ?? []).length, 0);
    if (count === 0) return undefined;
    // Several matches are an event: its team-event CSV; one match, that match's CSV.
    const event = count > 1 ? usebioTeamEvent(read.value.value, problems) : null;
    const matches = event ? [] : usebioTeamMatches(read.value.value, problems);
    const all = inFileOrder([...read.value.problems, ...problems.list]);
    for (const p of all) io.err(`${problemText(p, lang)}\n`);
    const failed = all.some((p) => p.severity === 'error');
    if (event)
      return event.matches.length === 0 ? null : { text: formatTeamEventFile(event.matches), failed };
    const first = matches[0];
    return first ? { text: formatMatchFile(first.boards), failed } : null;
  }
  return undefined;
}

function movementOption(value: string): Movement {
  const v = value.toLowerCase();
  if (isMovement(v)) return v;
  throw new UsageError({ code: 'option-value', option: '--movement', value, expected: 'mitchell, howell' });
}

function fail(io: Io, error: AnyError, lang: Lang, setStatus: (s: number) => void): void {
  io.err(`${say(error, lang)}\n`);
  setStatus(EXIT.input);
}
