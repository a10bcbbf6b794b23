/**
 * `bridge-score convert`: a results file from one interchange format to the
 * other, PBN ⇄ USEBIO, without scoring anything. Formats come from the file
 * names' extensions (or the input's content), or from --from and --to.
 * Problems in the input are printed with their line and column; what could
 * be read is converted (exit status 1 when something could not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { formatPbn, formatUsebio, pbnOfResults, usebioOfResults } from '@bridge-score/formats';
import { type AnyError, type Lang, problemText } from '@bridge-score/i18n';
import type { Command } from 'commander';
import {
  inFileOrder,
  RESULTS_FORMATS,
  type ResultsFormat,
  readResults,
  resultsFormatOfName,
  sniffResultsFormat,
} from '../results-input.js';
import { EXIT, type Io, langOption, say, UsageError } from '../shared.js';

interface ConvertOptions {
  from?: string;
  to?: string;
  comments?: string;
  lang?: string;
}

const HELP_AFTER = `
Formats: PBN 2.1 (.pbn) and USEBIO 1.2/1.3 XML (.xml). By default each file's format is its
extension's (the input's, failing that, its content's); --from and --to say it outright.
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
`;

function formatOption(option: string, value: string | undefined): ResultsFormat | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase() === 'xml' ? 'usebio' : value.toLowerCase();
  if ((RESULTS_FORMATS as readonly string[]).includes(v)) return v as ResultsFormat;
  throw new UsageError({ code: 'option-value', option, value, expected: RESULTS_FORMATS.join(', ') });
}

export function registerConvert(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('convert')
    .summary('convert a results file: PBN ⇄ USEBIO')
    .description('Convert a results file between PBN 2.1 and USEBIO XML.')
    .argument('<input>', 'the file to read (.pbn or .xml)')
    .argument('<output>', 'the file to write (.pbn or .xml), or - for standard output')
    .option('--from <format>', 'format of the input: pbn or usebio')
    .option('--to <format>', 'format of the output: pbn or usebio')
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
      let to = formatOption('--to', options.to) ?? (output === '-' ? undefined : resultsFormatOfName(output));
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(readFileSync(input));
      } catch (e) {
        fail(io, { code: 'file-read', path: input, detail: (e as Error).message }, lang, setStatus);
        return;
      }
      const from =
        formatOption('--from', options.from) ??
        sniffResultsFormat(input, new TextDecoder().decode(bytes.subarray(0, 4096))) ??
        'pbn';
      to ??= from === 'pbn' ? 'usebio' : 'pbn';
      const read = readResults(bytes, input, from, comments);
      if (!read.ok) {
        io.err(`${problemText(read.error, lang)}\n`);
        setStatus(EXIT.input);
        return;
      }
      for (const p of inFileOrder(read.value.problems)) io.err(`${problemText(p, lang)}\n`);
      const text =
        to === 'pbn'
          ? formatPbn(pbnOfResults(read.value.results))
          : formatUsebio(usebioOfResults(read.value.results));
      if (output === '-') io.out(text);
      else {
        try {
          writeFileSync(output, text);
        } catch (e) {
          fail(io, { code: 'file-write', path: output, detail: (e as Error).message }, lang, setStatus);
          return;
        }
      }
      setStatus(read.value.problems.some((p) => p.severity === 'error') ? EXIT.input : EXIT.ok);
    });
}

function fail(io: Io, error: AnyError, lang: Lang, setStatus: (s: number) => void): void {
  io.err(`${say(error, lang)}\n`);
  setStatus(EXIT.input);
}
