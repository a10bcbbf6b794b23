/**
 * `bridge-score session <file>`: score a duplicate pairs session from
 * travellers (CSV), a results file (PBN, USEBIO) or the event model (JSON),
 * by matchpoints, cross-IMPs or Butler, and print the rankings and every
 * board's traveller as a club prints them, or JSON, or CSV.
 *
 * The command in steps: the options; the input read (`session-input.ts`, on
 * the formats package's `readResultsFile`); the session scored by the core;
 * then its view (`@bridge-score/view`) laid out as text (`session-text.ts`), or
 * the JSON and CSV (`session-output.ts`), or the formats' PBN and USEBIO writers.
 */
import { basename, extname } from 'node:path';
import {
  type BoardResult,
  checkButlerDrop,
  conventionSettings,
  isAdjustedRule,
  isCrossImpDivisor,
  isDatumRounding,
  isFactoring,
  isMatchpointScaleName,
  isMovement,
  isScope,
  isScoringMethod,
  MATCHPOINT_SCALES,
  type PairsSettings,
  parseButlerDrop,
  type RuleSet,
  type ScoringMethod,
  scoreSession,
} from '@bridge-score/core';
import {
  datumFindings,
  formatPbn,
  formatUsebio,
  pbnOfResults,
  resultsOfSession,
  usebioOfResults,
} from '@bridge-score/formats';
import { catalog, warningMessage } from '@bridge-score/i18n';
import { sessionView, warningForDisplay } from '@bridge-score/view';
import type { Command } from 'commander';
import { ByteWriter } from '../byte-writer.js';
import {
  EXIT,
  type Io,
  langOption,
  refuseTogether,
  refuseUnused,
  rulesOption,
  UsageError,
} from '../common.js';
import { conventionsOption } from '../conventions-option.js';
import { escapeRaw, Reporter, SHOWN_PER_KIND, shownFields } from '../report.js';
import { resultsSource } from '../results-source.js';
import { type InputError, readSessionInput, reportInputError } from '../session-input.js';
import { conventionsChosen, conventionsNote, jsonView, SessionData } from '../session-output.js';
import { sessionText } from '../session-text.js';
import { positionedJson } from '../usebio-input.js';
import { errorJson } from './deal.js';

interface SessionOptions {
  conventions?: string;
  method?: string;
  crossDivide?: string;
  butlerDrop?: string;
  butlerRound?: string;
  scale?: string;
  factor?: string;
  adjusted?: string;
  across?: string;
  expected?: string;
  movement?: string;
  format?: string;
  json?: boolean;
  rules?: string;
  rulesFile?: string;
  lang?: string;
  ascii?: boolean;
  allWarnings?: boolean;
  title?: string;
}

const FORMATS = ['text', 'json', 'csv', 'pbn', 'usebio'] as const;
type Format = (typeof FORMATS)[number];

export function registerSession(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('session')
    .summary('score a duplicate pairs session: matchpoints or IMPs, rankings, travellers')
    .description(
      'Score a pairs session by matchpoints, cross-IMPs or Butler: factoring, adjusted scores, rankings per field, entry checks.',
    )
    .argument('<file>', 'travellers as CSV, PBN or USEBIO, or the event as JSON ("-" for standard input)')
    .option('--method <method>', 'mp (matchpoints, default), cross-imps or butler')
    .option(
      '--conventions <name|file>',
      'scoring conventions: bridge-score, compscore, scorebridge, bridge-scorer, acblscore, ebuscore or a JSON file (default: those of the program that wrote the file)',
    )
    .option('--cross-divide <by>', 'cross-IMPs: divide by comparisons (default), scores or none')
    .option('--butler-drop <n|5%>', 'Butler: results dropped at each end, a number or a share (default 5%)')
    .option(
      '--butler-round <rule>',
      'Butler: a mean ending in 5 to half-even (default), half-away or half-up',
    )
    .option('--scale <scale>', 'matchpoint scale: 2/1 (Law 78A, default) or acbl (1 and ½)')
    .option(
      '--factor <method>',
      'boards played fewer times: neuberg (default), simple, missing-as-average or none',
    )
    .option('--adjusted <rule>', 'average-plus/minus: fixed 60/40 (default) or session (pair percentage)')
    .option('--across <scope>', 'matchpoint within each section (default) or across the field')
    .option('--expected <n>', 'expected scores per board (N of Neuberg); default: the most on any board')
    .option('--movement <movement>', 'mitchell or howell (CSV default: mitchell; PBN, USEBIO: from the file)')
    .option('--format <format>', 'text (default), json, csv, pbn or usebio')
    .option('--json', 'same as --format json')
    .option('--rules <name>', 'rule set for the scores of contracts (default duplicate)')
    .option('--rules-file <file>', 'house rule set from a JSON file')
    .option('--title <text>', 'heading of the printed results')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'letters instead of suit symbols')
    .option(
      '--all-warnings',
      `every message on standard error (default: the first ${WARNINGS_SHOWN} of each kind)`,
    )
    .action(async (file: string, options: SessionOptions, command: Command) => {
      setStatus(await runSession(file, options, command, io));
    });
}

function choice<T extends string>(
  option: string,
  value: string | undefined,
  ok: (x: unknown) => x is T,
  expected: string,
): T | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  if (ok(v)) return v;
  throw new UsageError({ code: 'option-value', option, value, expected });
}

/** Settings chosen on the command line (unset ones stay undefined, so the file's apply). */
function settingsOf(options: SessionOptions, rules: RuleSet | undefined): Partial<PairsSettings> {
  const scaleName = choice('--scale', options.scale, isMatchpointScaleName, '2/1 or acbl');
  let expected: number | undefined;
  if (options.expected !== undefined) {
    expected = Number(options.expected);
    if (!Number.isSafeInteger(expected) || expected < 1) {
      throw new UsageError({
        code: 'option-value',
        option: '--expected',
        value: options.expected,
        expected: 'a whole number, 1 or more',
      });
    }
  }
  let butlerDrop: PairsSettings['butlerDrop'] | undefined;
  if (options.butlerDrop !== undefined) {
    const drop = parseButlerDrop(options.butlerDrop);
    if (!drop) {
      throw new UsageError({
        code: 'option-value',
        option: '--butler-drop',
        value: options.butlerDrop,
        expected: 'a number of results (1) or a share under 50% (5%)',
      });
    }
    butlerDrop = drop;
  }
  return {
    method: choice('--method', options.method, isScoringMethod, 'mp, cross-imps or butler'),
    crossDivide: choice(
      '--cross-divide',
      options.crossDivide,
      isCrossImpDivisor,
      'comparisons, scores or none',
    ),
    butlerDrop,
    butlerRound: choice(
      '--butler-round',
      options.butlerRound,
      isDatumRounding,
      'half-even, half-away or half-up',
    ),
    scale: scaleName ? MATCHPOINT_SCALES[scaleName] : undefined,
    factoring: choice('--factor', options.factor, isFactoring, 'neuberg, simple, missing-as-average or none'),
    adjusted: choice('--adjusted', options.adjusted, isAdjustedRule, 'fixed or session'),
    across: choice('--across', options.across, isScope, 'section or field'),
    expected,
    rules,
  } as Partial<PairsSettings>;
}

/** Warnings shown on standard error when --all-warnings is not given. */
const WARNINGS_SHOWN = SHOWN_PER_KIND;

/** Files from this size on show their progress on a terminal's standard error. */
const PROGRESS_FROM = 8 * 2 ** 20;

/** Stage messages on one line of standard error, for a big file read at a terminal; nothing otherwise. */
function progressOf(io: Io, size: number): { say: (text: string) => void; done: () => void } {
  if (!io.errIsTTY || size < PROGRESS_FROM) return { say: () => {}, done: () => {} };
  let shown = false;
  return {
    say: (text) => {
      io.err(`\r\u001b[K${text}`);
      shown = true;
    },
    done: () => {
      if (shown) io.err('\r\u001b[K');
    },
  };
}

async function runSession(file: string, options: SessionOptions, command: Command, io: Io): Promise<number> {
  const lang = langOption(options.lang);
  refuseTogether(command, '--rules', '--rules-file');
  const chosenFormat = choice(
    '--format',
    options.format,
    (x): x is Format => (FORMATS as readonly unknown[]).includes(x),
    FORMATS.join(', '),
  );
  if (options.json && chosenFormat !== undefined && chosenFormat !== 'json') {
    throw new UsageError({ code: 'option-conflict', option: '--json', other: `--format ${chosenFormat}` });
  }
  const format: Format = options.json ? 'json' : (chosenFormat ?? 'text');
  // The CSV output has no heading: a title would be silently left aside.
  refuseUnused(command, '--title', '--format csv', format === 'csv');
  const movement = choice('--movement', options.movement, isMovement, 'mitchell or howell');
  const rules =
    options.rules !== undefined || options.rulesFile !== undefined
      ? rulesOption(options.rules, options.rulesFile)
      : undefined;
  const chosen = settingsOf(options, rules);
  const chosenConventions =
    options.conventions === undefined ? undefined : conventionsOption(options.conventions);
  const words = catalog(lang);

  // The format is the formats package's decision (`resultsFileFormat`), made once from the name and
  // the first bytes. A USEBIO file is read as it streams, a chunk at a time: neither its bytes nor its
  // text are ever all in memory.
  const source = await resultsSource(file, io);
  const { kind, name, size } = source;
  const progress = progressOf(io, size);
  progress.say(words.progress.read(escapeRaw(name), size / 2 ** 20));

  const report = new Reporter(io.err, { lang, all: options.allWarnings, json: format === 'json' });
  /** Nothing could be read: what was found is said, and nothing is written. */
  const unreadable = (errors: readonly InputError[]): number => {
    progress.done();
    for (const e of errors) reportInputError(report, e, name);
    report.finish();
    // With JSON asked for, the first error is the output too, as the other commands give it.
    const first = errors.find((e) => e.at?.severity !== 'warning');
    if (format === 'json' && first) {
      io.out(
        `${JSON.stringify(first.at ? positionedJson(first.error, lang, first.at) : errorJson(first.error, lang))}\n`,
      );
    }
    return EXIT.unreadable;
  };
  // The event model says each section's movement.
  refuseUnused(command, '--movement', 'an event model (JSON)', kind === 'JSON');
  const input = readSessionInput(source, movement, report);
  if (!input.ok) return unreadable(input.error);
  const { event, fileSettings, base, read, errors } = input.value;
  progress.say(words.progress.lines(event.results.length));
  const conventions = conventionsChosen(chosenConventions, read);
  // Each option over the conventions; the command line's conventions over the file's settings, the
  // file's settings over the conventions of the program that wrote it.
  const settings: Partial<PairsSettings> = {
    ...(chosenConventions
      ? { ...fileSettings, ...conventionSettings(chosenConventions) }
      : { ...conventionSettings(conventions.used), ...fileSettings }),
    ...Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== undefined)),
  };
  refuseUnusedSettings(command, settings.method ?? 'mp');
  const score = scoreSession(event, settings);
  if (score.settings.method === 'butler') {
    // A number of results to drop that no board has room for cannot be what was meant.
    const tooMany = checkButlerDrop(score.settings.butlerDrop, score.boards.map(realResults));
    if (tooMany) throw new UsageError(tooMany);
  }
  progress.say(words.progress.writing);
  const title = options.title ?? event.name ?? (file === '-' ? null : basename(file, extname(file)));
  const fileWarnings: Record<string, unknown>[] = [];
  // The file's Butler datums (USEBIO's BOARD_AVERAGE) that are not ours: warnings naming both.
  if (read?.results && score.settings.method === 'butler') {
    for (const f of datumFindings(read.results, event, score)) {
      const message = words.verify.finding['board-datum'](f);
      fileWarnings.push({ code: 'datum-differs', ...f, message });
      report.note('datum-differs', () => message);
    }
  }

  progress.done();
  for (const e of errors) reportInputError(report, e, name);
  // Every warning is in the JSON and in the file written; on standard error the first few of each kind, unless asked.
  for (const w of score.warnings) {
    report.note(w.code, () => warningMessage(shownFields(warningForDisplay(event, w)), lang));
  }
  report.finish();
  const footer = report.footer();
  const data = new SessionData(event, score, conventions, fileWarnings);
  const view = () =>
    sessionView({
      event,
      score,
      lang,
      conventions: conventionsNote(conventions),
      title,
      symbols: !options.ascii,
    });
  switch (format) {
    case 'json':
      {
        const out = new ByteWriter(io);
        data.writeJson(jsonView(event, score, lang, conventionsNote(conventions)), title, report.json, out);
        out.end();
      }
      break;
    case 'csv':
      io.out(data.csv());
      if (footer !== null) io.err(`${footer}\n`);
      break;
    case 'text':
      io.out(sessionText(view()) + (footer === null ? '' : `\n${footer}\n`));
      break;
    case 'pbn':
    case 'usebio': {
      const results = resultsOfSession(event, score, title === null ? base : { ...base, event: title });
      io.out(format === 'pbn' ? formatPbn(pbnOfResults(results)) : formatUsebio(usebioOfResults(results)));
      if (footer !== null) io.err(`${footer}\n`);
      break;
    }
  }
  return report.status();
}

/** The real results of a board (scores obtained at the table), which a Butler datum is the mean of. */
function realResults(board: BoardResult): number {
  let n = 0;
  for (const score of board.nsScore) if (!Number.isNaN(score)) n++;
  return n;
}

/** Options of one scoring method given for another: each would be silently left aside. */
function refuseUnusedSettings(command: Command, method: ScoringMethod): void {
  const because = `--method ${method}`;
  refuseUnused(command, '--cross-divide', because, method !== 'cross-imps');
  refuseUnused(command, '--butler-drop', because, method !== 'butler');
  refuseUnused(command, '--butler-round', because, method !== 'butler');
  // At IMPs there is no matchpoint scale, no factoring, and averages are IMPs (+3, 0, −3).
  for (const flag of ['--scale', '--factor', '--adjusted']) {
    refuseUnused(command, flag, because, method !== 'mp');
  }
}
