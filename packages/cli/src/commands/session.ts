/**
 * `bridge-score session <file>`: score a duplicate pairs session from
 * travellers (CSV), a results file (PBN, USEBIO) or the event model (JSON),
 * by matchpoints, cross-IMPs or Butler, and print the rankings and every
 * board's traveller as a club prints them, or JSON, or CSV.
 */
import { basename, extname } from 'node:path';
import {
  type BoardResult,
  type BridgeEvent,
  CONVENTIONS,
  type Conventions,
  checkButlerDrop,
  conventionSettings,
  type EntryWarning,
  type Fraction,
  formatAdjustedScore,
  formatButlerDrop,
  formatContract,
  formatFraction,
  formatPlace,
  formatScoreField,
  formatWeightedScore,
  isAdjustedRule,
  isCrossImpDivisor,
  isDatumRounding,
  isFactoring,
  isMatchpointScaleName,
  isMovement,
  isScope,
  isScoringMethod,
  MATCHPOINT_SCALES,
  type Movement,
  PASS,
  type PairScore,
  type PairsSettings,
  parseButlerDrop,
  parseEvent,
  type RuleSet,
  type ScoringMethod,
  type SessionScore,
  scoreSession,
  type TravellerLine,
} from '@bridge-score/core';
import {
  csvRow,
  datumFindings,
  decodeText,
  formatPbn,
  formatUsebio,
  type Problem,
  pbnOfResults,
  type ResultsBase,
  type ResultsFile,
  readResultsFile,
  resultsOfSession,
  usebioOfResults,
} from '@bridge-score/formats';
import {
  type AnyError,
  type ConventionsNote,
  catalog,
  displayWidth,
  type Lang,
  padDisplay,
  warningMessage,
} from '@bridge-score/i18n';
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
import { asciiText } from '../file-chunks.js';
import { clipRaw, escapeRaw, Reporter, SHOWN_PER_KIND, shownFields } from '../report.js';
import { resultsSource } from '../results-source.js';
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

/** An input error with where it is: a row and column of the CSV, a JSON path, or a line and column of a PBN or USEBIO file. */
interface InputError {
  readonly at?: Problem;
  readonly row: number | null;
  readonly column: string | null;
  readonly path: string | null;
  readonly error: AnyError;
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
  const movement: Movement =
    choice('--movement', options.movement, isMovement, 'mitchell or howell') ?? 'mitchell';
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
  const { kind, name, size, bytes } = source;
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
  let event: BridgeEvent;
  let fileSettings: Partial<PairsSettings> = {};
  let base: ResultsBase = {};
  let read: ResultsFile | null = null;
  const errors: InputError[] = [];
  if (kind === 'JSON') {
    // The event model says each section's movement.
    refuseUnused(command, '--movement', 'an event model (JSON)', true);
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeText(bytes ?? new Uint8Array(0)).text);
    } catch (e) {
      return unreadable([
        { row: null, column: null, path: null, error: { code: 'json-syntax', detail: (e as Error).message } },
      ]);
    }
    const model = parseEvent(parsed);
    if (!model.ok)
      return unreadable([{ row: null, column: null, path: model.error.path, error: model.error.error }]);
    event = model.value.event;
    fileSettings = model.value.settings;
    for (const e of model.value.errors)
      errors.push({ row: null, column: null, path: e.path, error: e.error });
  } else {
    const given = options.movement === undefined ? {} : { movement };
    const r = readResultsFile(source.input(), {
      file: name,
      format: kind,
      // Travellers in CSV are a Mitchell unless --movement says otherwise.
      ...(kind === 'CSV' ? { movement } : given),
      asciiText,
      keepLines: false,
    });
    if (!r.ok)
      return unreadable([{ at: r.error, row: null, column: null, path: null, error: r.error.error }]);
    read = r.value;
    event = read.event;
    base = read.base;
    if (read.settings.method !== undefined) fileSettings = { method: read.settings.method };
    if (read.csv) {
      // Bytes that were not UTF-8, read as Latin-1: said, so that a person checks the names.
      for (const p of read.problems) if (p.error.code === 'file-encoding') report.problem(p);
      for (const column of read.csv.ignored)
        report.note('column-ignored', () => words.session.columnIgnored(clipRaw(column)));
      for (const e of read.csv.errors)
        errors.push({ row: e.row, column: e.column, path: null, error: e.error });
      if (read.csv.fatal || read.csv.errors.some((e) => e.error.code === 'csv-header'))
        return unreadable(errors);
    } else
      for (const p of read.problems)
        errors.push({ at: p, row: null, column: null, path: null, error: p.error });
    report.account(read);
  }
  progress.say(words.progress.lines(event.results.length));
  if (event.results.length === 0) {
    return unreadable([...errors, { row: null, column: null, path: null, error: { code: 'session-empty' } }]);
  }
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
  const view = new SessionView(event, score, lang, !options.ascii, conventions);
  // The file's Butler datums (USEBIO's BOARD_AVERAGE) that are not ours: warnings naming both.
  if (read?.results && score.settings.method === 'butler') {
    for (const f of datumFindings(read.results, event, score)) {
      const message = words.verify.finding['board-datum'](f);
      view.fileWarnings.push({ code: 'datum-differs', ...f, message });
      report.note('datum-differs', () => message);
    }
  }

  progress.done();
  for (const e of errors) reportInputError(report, e, name);
  // Every warning is in the JSON and in the file written; on standard error the first few of each kind, unless asked.
  for (const w of score.warnings) {
    report.note(w.code, () => warningMessage(shownFields(view.warningForDisplay(w)), lang));
  }
  report.finish();
  const footer = report.footer();
  switch (format) {
    case 'json':
      {
        const out = new ByteWriter(io);
        view.writeJson(title, report.json, out);
        out.end();
      }
      break;
    case 'csv':
      io.out(view.csv());
      if (footer !== null) io.err(`${footer}\n`);
      break;
    case 'text':
      io.out(view.text(title) + (footer === null ? '' : `\n${footer}\n`));
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

/** The conventions a session is scored with, and why: chosen, the file's program's, or ours. */
interface ConventionsUsed {
  readonly used: Conventions;
  readonly source: 'option' | 'file' | 'unknown' | 'default';
  /** The program that wrote the file, as it names itself. */
  readonly writer: string | null;
}

function conventionsChosen(chosen: Conventions | undefined, read: ResultsFile | null): ConventionsUsed {
  const writer = read?.settings.program ?? null;
  if (chosen) return { used: chosen, source: 'option', writer };
  const own = read?.settings.conventions;
  if (own) return { used: own, source: 'file', writer };
  return { used: CONVENTIONS['bridge-score'], source: writer === null ? 'default' : 'unknown', writer };
}

/** The heading's line on the conventions; none when ours were used by default (or by our own file). */
function conventionsNote(c: ConventionsUsed): ConventionsNote | null {
  switch (c.source) {
    case 'option':
      return { source: 'option', program: c.used.program, name: c.used.name };
    case 'file':
      return c.used.name === 'bridge-score' || c.writer === null
        ? null
        : { source: 'file', program: c.used.program, writer: c.writer };
    case 'unknown':
      return c.writer === null ? null : { source: 'unknown', writer: c.writer };
    case 'default':
      return null;
  }
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

/** An input error to the report: at its file's line and column, its CSV row, or its JSON path. */
function reportInputError(report: Reporter, e: InputError, name: string): void {
  const words = catalog(report.lang);
  if (e.at) report.problem(e.at);
  else if (e.row !== null) {
    report.at(words.errorAt(escapeRaw(name), words.session.at(e.row, e.column)), e.error, {
      row: e.row,
      column: e.column,
    });
  } else if (e.path !== null) {
    // An invalid field's message names its path already.
    report.at(e.error.code === 'event-invalid' ? '' : e.path, e.error, { path: e.path });
  } else report.at(escapeRaw(name), e.error);
}

// ---------------------------------------------------------------------------
// Presentation

/** Two decimals, rounded half up, from the exact value. */
const two = (f: Fraction): string => formatFraction(f, 2);
/** IMPs as shown: signed, whole when whole. */
const signedImps = (f: Fraction, whole: boolean): string => {
  const text = whole ? formatFraction(f, 0) : two(f);
  return f.num > 0n ? `+${text}` : text;
};
/** A score as shown beside a board: +420, -100, 0. */
const signedScore = (x: number): string => (x > 0 ? `+${x}` : String(x));
/** A per-line value (the nearest double of an exact one) to two decimals, half up. */
const twoOf = (x: number): number => Math.round(x * 100 + 1e-7) / 100;

class SessionView {
  /** Warnings about the file's own figures (a datum that is not ours), beside the scoring's. */
  readonly fileWarnings: Record<string, unknown>[] = [];
  private readonly multiSection: boolean;
  private readonly oneFieldMitchell: ReadonlySet<string>;
  private names: Map<string, string> | undefined;
  private mitchellSections: ReadonlySet<string> | undefined;

  constructor(
    private readonly event: BridgeEvent,
    private readonly score: SessionScore,
    private readonly lang: Lang,
    private readonly symbols: boolean,
    private readonly conventions: ConventionsUsed,
  ) {
    this.multiSection = event.sections.length > 1;
    const mitchellOneField = new Set<string>();
    for (const r of score.rankings) {
      if (r.direction !== null) continue;
      for (const e of r.entries) {
        const p = score.pairs[e.pair] as PairScore;
        if (p.pair.direction !== null) mitchellOneField.add(p.pair.section);
      }
    }
    this.oneFieldMitchell = mitchellOneField;
  }

  /** A pair as players know it: `7`, `A7`, or `NS 3` where NS and EW pairs share a field. */
  pairLabel(index: number): string {
    const { pair } = this.score.pairs[index] as PairScore;
    const number = `${this.multiSection ? pair.section : ''}${pair.number}`;
    return pair.direction !== null && this.oneFieldMitchell.has(pair.section)
      ? `${pair.direction} ${number}`
      : number;
  }

  warningForDisplay(w: EntryWarning): EntryWarning {
    return this.multiSection ? w : { ...w, section: '' };
  }

  /** The names of a line's pair in its `ns` or `ew` column (home directions, as the input has them). */
  private namesOf(line: TravellerLine, column: 'NS' | 'EW'): string {
    if (!this.names) {
      this.names = new Map();
      for (const section of this.event.sections) {
        for (const p of section.pairs ?? []) {
          if (p.names)
            this.names.set(`${section.name}\u0000${p.direction ?? ''}${p.number}`, p.names.join(' & '));
        }
      }
    }
    this.mitchellSections ??= new Set(
      this.event.sections.filter((s) => s.movement === 'mitchell').map((s) => s.name),
    );
    const mitchell = this.mitchellSections.has(line.section);
    const number = column === 'NS' ? line.ns : line.ew;
    return this.names.get(`${line.section}\u0000${mitchell ? column : ''}${number}`) ?? '';
  }

  private lineOf(board: BoardResult, k: number): TravellerLine {
    return this.event.results[board.lines[k] as number] as TravellerLine;
  }

  /** The score field as the CSV input writes it: the NS score, or the adjusted, weighted or NP notation. */
  private scoreField(board: BoardResult, k: number): number | string {
    const outcome = this.lineOf(board, k).outcome;
    return outcome.kind === 'played' || outcome.kind === 'score'
      ? (board.nsScore[k] as number)
      : formatScoreField(outcome);
  }

  /** The conventions as JSON: their name and program, why they were used, and who wrote the file. */
  private conventionsJson() {
    const c = this.conventions;
    const note = conventionsNote(c);
    return {
      name: c.used.name,
      program: c.used.program,
      source: c.source,
      writer: c.writer,
      linePoints: this.score.settings.linePoints,
      lineDecimals: this.score.settings.lineDecimals,
      pairTotals: this.score.settings.pairTotals,
      smallGroups: this.score.settings.smallGroups,
      note: note === null ? null : catalog(this.lang).session.conventions(note),
    };
  }

  /** The chosen method's own settings (none for matchpoints). */
  private methodSettings(): Record<string, string> {
    const s = this.score.settings;
    switch (s.method) {
      case 'mp':
        return {};
      case 'cross-imps':
        return { crossDivide: s.crossDivide };
      case 'butler':
        return { butlerDrop: formatButlerDrop(s.butlerDrop), butlerRound: s.butlerRound };
    }
  }

  /** The heading line: the method and how it was applied. */
  private heading(): string {
    const words = catalog(this.lang).session;
    const s = this.score.settings;
    switch (s.method) {
      case 'mp':
        return words.settings(
          words.scale[s.scale.name],
          words.factoring[s.factoring],
          words.adjusted[s.adjusted],
        );
      case 'cross-imps':
        return words.impSettings(words.method[s.method], words.crossDivide[s.crossDivide]);
      case 'butler':
        return words.impSettings(words.method[s.method], words.butlerDatum(s.butlerDrop, s.butlerRound));
    }
  }

  /**
   * The same JSON as \`json\`, written piece by piece: the outer levels indented, each
   * traveller line one compact line. A session of a million lines is never one object
   * or one string in memory.
   */
  writeJson(title: string | null, errors: readonly Record<string, unknown>[], out: ByteWriter): void {
    const { score } = this;
    const whole = this.json(title, errors, false);
    // A member of the outer object as JSON.stringify indents it there (`  "name": …`, no end of
    // line): written inside an object of its own, which is cheaper than indenting its text again.
    const member = (name: string, v: unknown) => JSON.stringify({ [name]: v }, null, 2).slice(2, -2);
    out.text(
      `{\n  "event": ${JSON.stringify(whole.event)},\n  "method": ${JSON.stringify(whole.method)},\n` +
        `  "unit": ${JSON.stringify(whole.unit)},\n${member('settings', whole.settings)},\n` +
        `${member('conventions', whole.conventions)},\n`,
    );
    out.text(`${member('rankings', whole.rankings)},\n  "boards": [`);
    score.boards.forEach((b, i) => {
      const head = {
        board: b.board,
        section: b.section,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        top: b.top,
        ...(score.settings.method === 'butler' ? { datum: b.datum } : {}),
        expected: b.expected,
        scores: b.scores,
      };
      const fields = JSON.stringify(head).slice(1, -1).replace(/,"/g, ',\n      "');
      // A board's text goes out in one piece (a write per line cost more than the encoding; writing
      // each line's pieces and numbers as bytes cost more still: V8 builds such strings faster).
      let text = `${i === 0 ? '' : ','}\n    {\n      ${fields},\n      "results": [`;
      for (let k = 0; k < b.lines.length; k++)
        text += `${k === 0 ? '' : ','}\n        ${this.resultJson(b, k)}`;
      out.text(text + (b.lines.length === 0 ? ']\n    }' : '\n      ]\n    }'));
    });
    out.text(score.boards.length === 0 ? '],\n' : '\n  ],\n');
    out.text(`${member('warnings', whole.warnings)},\n${member('errors', whole.errors)}\n}\n`);
  }

  /** The contract, declarer and tricks of an outcome as JSON fields; outcomes are shared, so is this. */
  private readonly outcomeFields = new WeakMap<object, string>();
  private readonly sectionJson = new Map<string, string>();

  /** One traveller line of the JSON, as compact text (the fields of \`json\`'s results, in order). */
  private resultJson(b: BoardResult, k: number): string {
    const line = this.lineOf(b, k);
    const o = line.outcome;
    let fields = this.outcomeFields.get(o);
    if (fields === undefined) {
      const played = o.kind === 'played' ? o : null;
      const real = played && played.contract !== PASS ? played : null;
      fields =
        `"contract":${played ? `"${formatContract(played.contract)}"` : 'null'},` +
        `"declarer":${real?.declarer === undefined ? 'null' : `"${real.declarer}"`},` +
        `"tricks":${real?.tricks ?? 'null'}`;
      this.outcomeFields.set(o, fields);
    }
    let section = this.sectionJson.get(line.section);
    if (section === undefined) {
      section = JSON.stringify(line.section);
      this.sectionJson.set(line.section, section);
    }
    const nsPoints = b.nsPoints[k] as number;
    const ewPoints = b.ewPoints[k] as number;
    const score = this.scoreField(b, k);
    let text = `{"ns":${line.ns},"ew":${line.ew},"section":${section},${fields},"score":${typeof score === 'number' ? score : JSON.stringify(score)},"nsPoints":${Number.isNaN(nsPoints) ? 'null' : twoOf(nsPoints)},"ewPoints":${Number.isNaN(ewPoints) ? 'null' : twoOf(ewPoints)},"switched":${b.switched[k] === 1}`;
    if (line.round !== undefined) text += `,"round":${line.round}`;
    if (line.group !== undefined) text += `,"group":${JSON.stringify(line.group)}`;
    if (line.lead !== undefined) text += `,"lead":${JSON.stringify(line.lead)}`;
    return `${text}}`;
  }

  json(title: string | null, errors: readonly Record<string, unknown>[], withBoards = true) {
    const { score, lang } = this;
    const s = score.settings;
    return {
      event: title,
      method: s.method,
      unit: score.unit,
      settings: {
        method: s.method,
        scale: s.scale.name,
        factoring: s.factoring,
        adjusted: s.adjusted,
        across: s.across,
        expected: s.expected ?? null,
        rules: s.rules.name,
        ...this.methodSettings(),
      },
      conventions: this.conventionsJson(),
      rankings: score.rankings.map((r) => ({
        field: r.field,
        section: r.section,
        direction: r.direction,
        pairs: r.entries.map((e) => {
          const p = score.pairs[e.pair] as PairScore;
          return {
            pair: p.pair.number,
            section: p.pair.section,
            direction: p.pair.direction,
            names: p.names,
            place: formatPlace(e),
            tied: e.tied,
            points: Number(two(p.points)),
            top: p.top ? Number(two(p.top)) : null,
            percentage: p.percentage ? Number(two(p.percentage)) : null,
            average: Number(two(p.average)),
            boards: p.boards,
          };
        }),
      })),
      boards: (withBoards ? score.boards : []).map((b) => ({
        board: b.board,
        section: b.section,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        top: b.top,
        ...(s.method === 'butler' ? { datum: b.datum } : {}),
        expected: b.expected,
        scores: b.scores,
        results: Array.from(b.lines, (_, k) => {
          const line = this.lineOf(b, k);
          const o = line.outcome;
          const played = o.kind === 'played' ? o : null;
          return {
            ns: line.ns,
            ew: line.ew,
            section: line.section,
            contract: played ? formatContract(played.contract) : null,
            declarer: played && played.contract !== PASS ? (played.declarer ?? null) : null,
            tricks: played && played.contract !== PASS ? (played.tricks ?? null) : null,
            score: this.scoreField(b, k),
            nsPoints: Number.isNaN(b.nsPoints[k]) ? null : twoOf(b.nsPoints[k] as number),
            ewPoints: Number.isNaN(b.ewPoints[k]) ? null : twoOf(b.ewPoints[k] as number),
            switched: b.switched[k] === 1,
            ...(line.round !== undefined ? { round: line.round } : {}),
            ...(line.group !== undefined ? { group: line.group } : {}),
            ...(line.lead !== undefined ? { lead: line.lead } : {}),
          };
        }),
      })),
      warnings: [
        ...score.warnings.map((w) => ({
          ...w,
          message: warningMessage(this.warningForDisplay(w), lang),
        })),
        ...this.fileWarnings,
      ],
      errors,
    };
  }

  csv(): string {
    const { score } = this;
    // At IMPs the points are IMPs, and the average per board stands where the percentage would.
    const imps = score.unit === 'imps';
    const out = [
      csvRow([
        'field',
        'place',
        'section',
        'pair',
        'direction',
        'names',
        'points',
        imps ? 'average' : 'percentage',
        'boards',
      ]),
    ];
    for (const r of score.rankings) {
      for (const e of r.entries) {
        const p = score.pairs[e.pair] as PairScore;
        out.push(
          csvRow([
            r.field,
            formatPlace(e),
            p.pair.section,
            p.pair.number,
            p.pair.direction,
            p.names.join(' & '),
            two(p.points),
            p.percentage ? two(p.percentage) : two(p.average),
            p.boards,
          ]),
        );
      }
    }
    out.push('');
    out.push(
      csvRow([
        'board',
        'ns',
        'ew',
        'contract',
        'declarer',
        'tricks',
        'score',
        'section',
        'arrow',
        'group',
        'lead',
        'round',
        'ns_names',
        'ew_names',
        'ns_points',
        'ew_points',
      ]),
    );
    for (const b of score.boards) {
      for (let k = 0; k < b.lines.length; k++) {
        const line = this.lineOf(b, k);
        const o = line.outcome;
        const played = o.kind === 'played' && o.contract !== PASS ? o : null;
        out.push(
          csvRow([
            line.board,
            line.ns,
            line.ew,
            o.kind === 'played' ? formatContract(o.contract) : '',
            played?.declarer ?? '',
            played?.tricks ?? '',
            o.kind === 'played' && o.contract === PASS ? 0 : this.scoreField(b, k),
            line.section,
            b.switched[k] === 1 ? 'yes' : '',
            line.group ?? '',
            line.lead ?? '',
            line.round ?? '',
            this.namesOf(line, 'NS'),
            this.namesOf(line, 'EW'),
            Number.isNaN(b.nsPoints[k]) ? '' : twoOf(b.nsPoints[k] as number).toFixed(2),
            Number.isNaN(b.ewPoints[k]) ? '' : twoOf(b.ewPoints[k] as number).toFixed(2),
          ]),
        );
      }
    }
    return `${out.join('\n')}\n`;
  }

  text(title: string | null): string {
    const { score, lang } = this;
    const words = catalog(lang).session;
    const imps = score.unit === 'imps';
    const out: string[] = [];
    if (title) out.push(title, '');
    const note = conventionsNote(this.conventions);
    if (note) out.push(words.conventions(note));
    out.push(this.heading());
    for (const r of score.rankings) {
      out.push('', words.field(this.multiSection || r.section === null ? r.section : null, r.direction));
      const entries = r.entries.map((e) => ({ e, p: score.pairs[e.pair] as PairScore }));
      const whole = entries.every(({ p }) => p.points.den === 1n);
      const named = entries.some(({ p }) => p.names.length > 0);
      const c = words.columns;
      // Matchpoints: points and percentage. IMPs: total IMPs and the average per board played.
      const last = imps ? [c.imps, c.average] : [c.points, c.percent];
      const rows = [named ? [c.place, c.pair, c.names, ...last] : [c.place, c.pair, ...last]];
      for (const { e, p } of entries) {
        const row = [formatPlace(e), this.pairLabel(e.pair)];
        if (named) row.push(p.names.join(' & '));
        if (p.percentage)
          rows.push([...row, whole ? String(p.points.num) : two(p.points), two(p.percentage)]);
        else rows.push([...row, signedImps(p.points, whole), signedImps(p.average, false)]);
      }
      for (const line of table(rows, named ? ['l', 'r', 'l', 'r', 'r'] : ['l', 'r', 'r', 'r']))
        out.push(line);
    }
    for (const b of score.boards) out.push('', ...this.traveller(b));
    return `${out.join('\n')}\n`;
  }

  private traveller(b: BoardResult): string[] {
    const words = catalog(this.lang).session;
    const c = words.columns;
    const n = b.lines.length;
    const order = Array.from({ length: n }, (_, k) => k).sort((x, y) => {
      const px = this.score.pairs[b.nsPair[x] as number] as PairScore;
      const py = this.score.pairs[b.nsPair[y] as number] as PairScore;
      return px.pair.section.localeCompare(py.pair.section) || px.pair.number - py.pair.number || x - y;
    });
    const anyLead = order.some((k) => this.lineOf(b, k).lead !== undefined);
    const anyGroup = order.some((k) => this.lineOf(b, k).group !== undefined);
    const imps = this.score.unit === 'imps';
    const values = [...b.nsPoints, ...b.ewPoints].filter((x) => !Number.isNaN(x));
    const whole = values.every((x) => Number.isInteger(twoOf(x)));
    const pts = (x: number) => {
      if (Number.isNaN(x)) return '';
      const text = whole ? String(twoOf(x)) : twoOf(x).toFixed(2);
      return imps && twoOf(x) > 0 ? `+${text}` : text;
    };
    const header = [c.ns, c.ew, c.contract, c.by];
    if (anyLead) header.push(c.lead);
    header.push(c.tricks, c.nsScore, c.ewScore, imps ? c.nsImps : c.nsPoints, imps ? c.ewImps : c.ewPoints);
    if (anyGroup) header.push(c.group);
    const rows = [header];
    for (const k of order) {
      const line = this.lineOf(b, k);
      const o = line.outcome;
      let contract = '';
      let by = '';
      let tricks = '';
      let nsPlus = '';
      let ewPlus = '';
      switch (o.kind) {
        case 'played':
          contract = formatContract(o.contract, { symbols: this.symbols });
          if (o.contract !== PASS) {
            by = o.declarer ?? '';
            tricks = String(o.tricks ?? '');
          }
          break;
        case 'score':
          break;
        case 'adjusted':
          contract = formatAdjustedScore(o);
          break;
        case 'weighted':
          contract = formatWeightedScore(o);
          break;
        case 'not-played':
          contract = words.notPlayed;
          break;
      }
      const ns = b.nsScore[k] as number;
      if (ns > 0) nsPlus = String(ns);
      else if (ns < 0) ewPlus = String(-ns);
      const row = [
        this.pairLabel(b.nsPair[k] as number),
        this.pairLabel(b.ewPair[k] as number),
        contract,
        by,
      ];
      if (anyLead) row.push(line.lead ?? '');
      row.push(tricks, nsPlus, ewPlus, pts(b.nsPoints[k] as number), pts(b.ewPoints[k] as number));
      if (anyGroup) row.push(line.group ?? '');
      rows.push(row);
    }
    const align: ('l' | 'r')[] = ['r', 'r', 'l', 'l'];
    if (anyLead) align.push('l');
    align.push('r', 'r', 'r', 'r', 'r');
    if (anyGroup) align.push('l');
    const top = b.top === null ? null : Number.isInteger(b.top) ? String(b.top) : b.top.toFixed(2);
    return [
      words.board(
        b.board,
        b.dealer,
        words.vulnerability[b.vulnerability],
        top,
        this.multiSection ? b.section : null,
        b.datum === null ? null : signedScore(b.datum),
      ),
      ...table(rows, align).map((r) => `  ${r}`),
    ];
  }
}

/** Lays out rows in columns by display width (wide characters count two), two spaces apart. */
function table(rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map((row) =>
    row
      .map((cell, i) => padDisplay(cell, widths[i] ?? 0, align[i] === 'r'))
      .join('  ')
      .trimEnd(),
  );
}
