/**
 * Keeping a sheet at the terminal, shared by `bridge-score rubber` and
 * `bridge-score chicago`: interactive when stdin is a terminal (a prompt, the
 * sheet after each line, bad input reported and nothing lost), otherwise a
 * batch over the lines of a file or stdin (each bad line reported with its
 * number, the rest still scored, the final sheet printed).
 */
import { createInterface } from 'node:readline';
import {
  applyToHistory,
  type Evening,
  isRounding,
  isSide,
  parseSheetLine,
  ROUNDINGS,
  type Rounding,
  type Sheet,
  type SheetDealError,
  type SheetHistory,
  SIDES,
  type Side,
  startHistory,
} from '@bridge-score/core';
import { decodeText, encodingProblem, type Problem } from '@bridge-score/formats';
import { catalog } from '@bridge-score/i18n';
import type { Command } from 'commander';
import {
  EXIT,
  type Io,
  langOption,
  readBytes,
  readStdin,
  refuseTogether,
  say,
  UsageError,
} from './common.js';
import { Reporter } from './report.js';
import { eveningJson } from './sheet-json.js';
import { currentSheetText, eveningSummary, eveningText, type SheetTextOptions } from './sheet-text.js';

/** Options every sheet command takes. */
export interface SheetCommandOptions {
  rules?: string;
  rulesFile?: string;
  json?: boolean;
  lang?: string;
  ascii?: boolean;
  settle?: string;
  we?: string;
  allWarnings?: boolean;
}

/** Adds the options every sheet command takes. */
export function sheetOptions(command: Command, defaultRules: string): Command {
  return command
    .argument('[file]', 'a file of deals, one a line (default: stdin; interactive when stdin is a terminal)')
    .option('--rules <name>', 'rule set by name or form@year', defaultRules)
    .option('--rules-file <file>', 'house rule set from a JSON file')
    .option('--we <side>', 'the side written as "We": NS or EW', 'NS')
    .option(
      '--settle <rounding>',
      'settlement rounding of a margin ending in 50: half-down or half-up',
      'half-down',
    )
    .option('--json', 'print the sheet as JSON')
    .option('--all-warnings', 'every bad line on standard error (default: the first 20 of each kind)')
    .option('--lang <lang>', 'language of the sheet and messages: en, ru, zh')
    .option('--ascii', 'letters instead of suit symbols');
}

export interface SessionOptions {
  readonly text: SheetTextOptions;
  readonly json: boolean;
  readonly all: boolean;
}

/** The text and output options, checked. */
export function sessionOptions(options: SheetCommandOptions, command: Command): SessionOptions {
  const lang = langOption(options.lang);
  refuseTogether(command, '--rules', '--rules-file');
  const we = (options.we ?? 'NS').toUpperCase();
  if (!isSide(we)) {
    throw new UsageError({ code: 'option-value', option: '--we', value: we, expected: SIDES.join(', ') });
  }
  const rounding = options.settle ?? 'half-down';
  if (!isRounding(rounding)) {
    throw new UsageError({
      code: 'option-value',
      option: '--settle',
      value: rounding,
      expected: ROUNDINGS.join(', '),
    });
  }
  return {
    text: { lang, we: we as Side, symbols: !options.ascii, rounding: rounding as Rounding },
    json: Boolean(options.json),
    all: Boolean(options.allWarnings),
  };
}

/** What one line does. */
type Step =
  | { readonly kind: 'skip' | 'quit' | 'help' | 'show' }
  | { readonly kind: 'done'; readonly history: SheetHistory }
  | { readonly kind: 'error'; readonly error: SheetDealError };

const QUIT = new Set(['quit', 'exit', 'q']);
const HELP = new Set(['help', '?', 'h']);

function step(history: SheetHistory, raw: string): Step {
  const word = raw.trim().toLowerCase();
  if (word === '' || word.startsWith('#')) return { kind: 'skip' };
  if (QUIT.has(word)) return { kind: 'quit' };
  if (HELP.has(word)) return { kind: 'help' };
  if (word === 'sheet') return { kind: 'show' };
  const line = parseSheetLine(raw);
  if (!line.ok) return { kind: 'error', error: line.error };
  // `undo` takes back the last line entered, a correction (`fix`) included.
  const next = applyToHistory(history, line.value);
  return next.ok ? { kind: 'done', history: next.value } : { kind: 'error', error: next.error };
}

const jsonOf = (evening: Evening, o: SessionOptions) => eveningJson(evening, o.text.we, o.text.rounding);

/**
 * Runs a sheet command: interactive on a terminal without a file, a batch otherwise.
 * Returns the exit status.
 */
export async function runSheet(
  io: Io,
  file: string | undefined,
  first: Sheet,
  o: SessionOptions,
): Promise<number> {
  const history = startHistory(first);
  if (file === undefined && io.isTTY) return interactive(io, history, o);
  let bytes: Uint8Array;
  if (file === undefined || file === '-') bytes = await readStdin(io);
  else {
    const read = readBytes(file);
    if (!read.ok) throw new UsageError(read.error);
    bytes = read.value;
  }
  const decoded = decodeText(bytes);
  return batch(io, decoded.text, history, o, encodingProblem(decoded, file ?? '-'));
}

/**
 * Every line in order; a bad line is reported with its number (at most 20 of
 * a kind, then their count) and skipped. Prints the final sheets, and a last
 * line counting the lines not scored.
 */
function batch(
  io: Io,
  input: string,
  start: SheetHistory,
  o: SessionOptions,
  encoding: Problem | null,
): number {
  const { lang } = o.text;
  const words = catalog(lang);
  const report = new Reporter(io.err, { lang, all: o.all, json: o.json });
  // Bytes that were not UTF-8, read as Latin-1: said, so that a person checks the lines.
  if (encoding) report.problem(encoding);
  let history = start;
  let number = 0;
  const lines = input.split(/\r?\n/);
  for (const raw of lines) {
    number++;
    const s = step(history, raw);
    if (s.kind === 'quit') {
      // Lines after a quit are not read: said, not silently left.
      const after = lines.slice(number).filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length;
      if (after > 0)
        report.at(
          words.line(number),
          { code: 'lines-after-quit', count: after },
          { line: number },
          'warning',
        );
      break;
    }
    if (s.kind === 'done') history = s.history;
    if (s.kind === 'error') report.at(words.line(number), s.error, { line: number });
  }
  report.finish();
  const { evening } = history;
  if (o.json) io.out(`${JSON.stringify({ ...jsonOf(evening, o), errors: report.json })}\n`);
  else {
    const footer = report.footer();
    io.out(eveningText(evening, o.text) + (footer === null ? '' : `\n${footer}\n`));
  }
  return report.status();
}

/** A prompt, one line at a time, the sheet after each; a bad line changes nothing. */
async function interactive(io: Io, start: SheetHistory, o: SessionOptions): Promise<number> {
  const words = catalog(o.text.lang).sheet;
  const form = start.evening.sheets[0]?.form ?? 'rubber';
  const show = (evening: Evening) =>
    io.out(o.json ? `${JSON.stringify(jsonOf(evening, o))}\n` : currentSheetText(evening, o.text));
  // Line editing and history when the input really is a terminal.
  const terminal = Boolean((io.stdin as { isTTY?: boolean }).isTTY);
  const rl = createInterface({
    input: io.stdin,
    ...(terminal ? { output: io.stdout, terminal: true } : { terminal: false }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  rl.setPrompt(words.prompt);
  const prompt = () => (terminal ? rl.prompt() : io.out(words.prompt));

  let history = start;
  io.out(`${words.intro(form)}\n`);
  show(history.evening);
  prompt();
  for await (const raw of rl) {
    const s = step(history, raw);
    if (s.kind === 'quit') break;
    switch (s.kind) {
      case 'skip':
        break;
      case 'help':
        io.out(`${words.help(form)}\n`);
        break;
      case 'show':
        show(history.evening);
        break;
      case 'done':
        history = s.history;
        show(history.evening);
        break;
      case 'error':
        io.err(`${say(s.error, o.text.lang)}\n`);
        break;
    }
    prompt();
  }
  rl.close();
  if (!o.json) io.out(`\n${eveningSummary(history.evening, o.text)}`);
  return EXIT.ok;
}
