/**
 * `bridge-score verify <file>`: check a results file's own figures before it
 * is published. Every figure the file carries is recomputed under the
 * conventions of the program that wrote it (or --conventions): each line's
 * score from its contract and tricks, each line's points, each board's
 * Butler datum, each pair's total, percentage and place; every disagreement
 * is listed with its board and pairs, the file's value, ours and why.
 * Exit 0 when the file is consistent, 1 when it is not (or a record could not
 * be read), 2 when nothing could be read or the command was misused.
 */
import {
  CONVENTIONS,
  type Conventions,
  conventionSettings,
  isMovement,
  type ScoringMethod,
  scoreSession,
} from '@bridge-score/core';
import { type ClubResults, type ResultsFile, readResultsFile, verifyResults } from '@bridge-score/formats';
import { catalog, type Lang, warningMessage } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, UsageError } from '../common.js';
import { conventionsOption } from '../conventions-option.js';
import { asciiText } from '../file-chunks.js';
import { escapeRaw, Reporter, shownFields } from '../report.js';
import { resultsSource } from '../results-source.js';
import { positionedJson } from '../usebio-input.js';

interface VerifyOptions {
  conventions?: string;
  format?: string;
  json?: boolean;
  movement?: string;
  lang?: string;
  allWarnings?: boolean;
}

const FORMATS = ['text', 'json'] as const;
type Format = (typeof FORMATS)[number];

export function registerVerify(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('verify')
    .summary("check a results file's figures: every line, datum, total, percentage and place")
    .description(
      "Recompute every figure a results file carries under its program's conventions and list each disagreement.",
    )
    .argument('<file>', 'a results file: PBN or USEBIO ("-" for standard input)')
    .option(
      '--conventions <name|file>',
      'conventions to check by: a built-in set or a JSON file (default: those of the program that wrote the file)',
    )
    .option('--format <format>', 'text (default) or json')
    .option('--json', 'same as --format json')
    .option('--movement <movement>', 'mitchell or howell (default: judged from the file)')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--all-warnings', 'every message on standard error (default: the first 20 of each kind)')
    .action(async (file: string, options: VerifyOptions) => {
      setStatus(await runVerify(file, options, io));
    });
}

function formatOption(options: VerifyOptions): Format {
  const chosen = options.format?.toLowerCase();
  if (chosen !== undefined && !(FORMATS as readonly string[]).includes(chosen))
    throw new UsageError({
      code: 'option-value',
      option: '--format',
      value: options.format ?? '',
      expected: FORMATS.join(', '),
    });
  if (options.json && chosen !== undefined && chosen !== 'json')
    throw new UsageError({ code: 'option-conflict', option: '--json', other: `--format ${chosen}` });
  return options.json ? 'json' : ((chosen as Format | undefined) ?? 'text');
}

/** The conventions to check by, and why: chosen, the file's program's, or ours. */
function conventionsFor(
  chosen: Conventions | undefined,
  file: ResultsFile,
): { used: Conventions; source: 'option' | 'file' | 'default' } {
  if (chosen) return { used: chosen, source: 'option' };
  if (file.settings.conventions) return { used: file.settings.conventions, source: 'file' };
  return { used: CONVENTIONS['bridge-score'], source: 'default' };
}

async function runVerify(file: string, options: VerifyOptions, io: Io): Promise<number> {
  const lang: Lang = langOption(options.lang);
  const format = formatOption(options);
  let movement: 'mitchell' | 'howell' | undefined;
  if (options.movement !== undefined) {
    const m = options.movement.toLowerCase();
    if (!isMovement(m))
      throw new UsageError({
        code: 'option-value',
        option: '--movement',
        value: options.movement,
        expected: 'mitchell or howell',
      });
    movement = m;
  }
  const chosen = options.conventions === undefined ? undefined : conventionsOption(options.conventions);
  const source = await resultsSource(file, io);
  const words = catalog(lang);
  const report = new Reporter(io.err, { lang, all: options.allWarnings, json: format === 'json' });
  const read = readResultsFile(source.input(), {
    file: source.name,
    format: source.kind === 'JSON' ? 'CSV' : source.kind,
    ...(movement === undefined ? {} : { movement }),
    keepLines: true,
    asciiText,
  });
  if (!read.ok) {
    report.problem(read.error);
    report.finish();
    if (format === 'json') io.out(`${JSON.stringify(positionedJson(read.error.error, lang, read.error))}\n`);
    return EXIT.unreadable;
  }
  const f = read.value;
  for (const p of f.problems) report.problem(p);
  report.account(f);
  if (f.csv?.fatal || f.event.results.length === 0) {
    if (f.event.results.length === 0 && !f.csv?.fatal) report.inFile(source.name, { code: 'session-empty' });
    report.finish();
    return EXIT.unreadable;
  }

  const conventions = conventionsFor(chosen, f);
  const method: ScoringMethod = f.settings.method ?? 'mp';
  const score = scoreSession(f.event, { ...conventionSettings(conventions.used), method });
  const results: ClubResults = f.results ?? { boards: [], pairs: [] };
  const { findings, checked } = verifyResults(results, f.event, score);
  const shownSection = (w: (typeof score.warnings)[number]) =>
    f.event.sections.length > 1 ? w : { ...w, section: '' };
  // The scoring's other warnings (a board incomplete, a pair twice): said, as `session` says them.
  for (const w of score.warnings)
    if (w.code !== 'score-mismatch')
      report.note(w.code, () => warningMessage(shownFields(shownSection(w)), lang));
  report.finish();

  const messages = findings.map((x) => (words.verify.finding[x.kind] as (f: typeof x) => string)(x));
  const writer = f.settings.program ?? null;
  if (format === 'json') {
    io.out(
      `${JSON.stringify(
        {
          file: source.name,
          format: f.format,
          writer,
          conventions: {
            name: conventions.used.name,
            program: conventions.used.program,
            source: conventions.source,
          },
          method,
          consistent: findings.length === 0,
          checked,
          findings: findings.map((x, i) => ({ ...x, message: messages[i] })),
          warnings: score.warnings
            .filter((w) => w.code !== 'score-mismatch')
            .map((w) => ({ ...w, message: warningMessage(shownSection(w), lang) })),
          errors: report.json,
        },
        null,
        2,
      )}\n`,
    );
  } else {
    const out = [words.verify.heading(escapeRaw(source.name), writer, conventions.used.program), ''];
    for (const m of messages) out.push(m);
    if (messages.length > 0) out.push('');
    out.push(
      findings.length === 0
        ? words.verify.consistent(checked.lines, checked.datums, checked.pairs)
        : words.verify.found(findings.length),
    );
    const footer = report.footer();
    io.out(`${out.join('\n')}\n${footer === null ? '' : `\n${footer}\n`}`);
  }
  return findings.length > 0 ? EXIT.input : report.status();
}
