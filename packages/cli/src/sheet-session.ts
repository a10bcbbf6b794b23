/**
 * Keeping a sheet at the terminal, shared by `bridge-score rubber` and
 * `bridge-score chicago`: interactive when stdin is a terminal (a prompt, the
 * sheet after each line, bad input reported and nothing lost), otherwise a
 * batch over the lines of a file or stdin (each bad line reported with its
 * number, the rest still scored, the final sheet printed).
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  applySheetLine,
  type Evening,
  isRounding,
  isSide,
  parseSheetLine,
  ROUNDINGS,
  type Rounding,
  type Sheet,
  type SheetDealError,
  SIDES,
  type Side,
  startEvening,
} from '@bridge-score/core';
import { type Accounted, readSheetFile, type SheetFileLine } from '@bridge-score/formats';
import { catalog, errorMessage, type Lang, problemText } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, UsageError } from './shared.js';
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
    .option('--lang <lang>', 'language of the sheet and messages: en, ru, zh')
    .option('--ascii', 'letters instead of suit symbols');
}

export interface SessionOptions {
  readonly text: SheetTextOptions;
  readonly json: boolean;
}

/** The text and output options, checked. */
export function sessionOptions(options: SheetCommandOptions): SessionOptions {
  const lang = langOption(options.lang);
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
  };
}

/** What one line does. */
type Step =
  | { readonly kind: 'skip' | 'quit' | 'help' | 'show' }
  | { readonly kind: 'done'; readonly evening: Evening }
  | { readonly kind: 'error'; readonly error: SheetDealError };

const QUIT = new Set(['quit', 'exit', 'q']);
const HELP = new Set(['help', '?', 'h']);

function step(evening: Evening, raw: string): Step {
  const word = raw.trim().toLowerCase();
  if (word === '' || word.startsWith('#')) return { kind: 'skip' };
  if (QUIT.has(word)) return { kind: 'quit' };
  if (HELP.has(word)) return { kind: 'help' };
  if (word === 'sheet') return { kind: 'show' };
  const line = parseSheetLine(raw);
  if (!line.ok) return { kind: 'error', error: line.error };
  const next = applySheetLine(evening, line.value);
  return next.ok ? { kind: 'done', evening: next.value } : { kind: 'error', error: next.error };
}

const jsonText = (evening: Evening, o: SessionOptions) =>
  `${JSON.stringify(eveningJson(evening, o.text.we, o.text.rounding))}\n`;

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
  const evening = startEvening(first);
  if (file === undefined && io.isTTY) return interactive(io, evening, o);
  let input: Uint8Array;
  if (file === undefined) {
    input = await readAll(io.stdin);
  } else {
    try {
      input = new Uint8Array(readFileSync(file));
    } catch (e) {
      throw new UsageError({ code: 'file-read', path: file, detail: (e as Error).message });
    }
  }
  return batch(io, readSheetFile(input, { file: file ?? '-' }), evening, o);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

function message(error: SheetDealError, lang: Lang, lineNumber?: number): string {
  const words = catalog(lang);
  const text = errorMessage(error, lang);
  return lineNumber === undefined ? text : words.errorAt(words.line(lineNumber), text);
}

/**
 * The lines of a file in order (read by `readSheetFile`: any encoding, each line
 * a deal or command or an error); a line that cannot be read or applied is
 * reported with its number and skipped. Prints the final sheets.
 */
function batch(io: Io, read: Accounted<SheetFileLine[]>, start: Evening, o: SessionOptions): number {
  let evening = start;
  let failed = false;
  const messages: { line: number; text: string }[] = [];
  for (const p of read.problems) {
    if (p.severity === 'error') failed = true;
    messages.push({
      line: p.line,
      text:
        p.severity === 'warning'
          ? problemText(p, o.text.lang)
          : message(p.error as SheetDealError, o.text.lang, p.line),
    });
  }
  for (const { line, value } of read.value) {
    const next = applySheetLine(evening, value);
    if (next.ok) evening = next.value;
    else {
      failed = true;
      messages.push({ line, text: message(next.error, o.text.lang, line) });
    }
  }
  messages.sort((a, b) => a.line - b.line);
  for (const m of messages) io.err(`${m.text}\n`);
  io.out(o.json ? jsonText(evening, o) : eveningText(evening, o.text));
  return failed ? EXIT.input : EXIT.ok;
}

/** A prompt, one line at a time, the sheet after each; a bad line changes nothing. */
async function interactive(io: Io, start: Evening, o: SessionOptions): Promise<number> {
  const words = catalog(o.text.lang).sheet;
  const form = start.sheets[0]?.form ?? 'rubber';
  const show = (evening: Evening) =>
    io.out(o.json ? jsonText(evening, o) : currentSheetText(evening, o.text));
  // Line editing and history when the input really is a terminal.
  const terminal = Boolean((io.stdin as { isTTY?: boolean }).isTTY);
  const rl = createInterface({
    input: io.stdin,
    ...(terminal ? { output: io.stdout, terminal: true } : { terminal: false }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  rl.setPrompt(words.prompt);
  const prompt = () => (terminal ? rl.prompt() : io.out(words.prompt));

  let evening = start;
  io.out(`${words.intro(form)}\n`);
  show(evening);
  prompt();
  for await (const raw of rl) {
    const s = step(evening, raw);
    if (s.kind === 'quit') break;
    switch (s.kind) {
      case 'skip':
        break;
      case 'help':
        io.out(`${words.help(form)}\n`);
        break;
      case 'show':
        show(evening);
        break;
      case 'done':
        evening = s.evening;
        show(evening);
        break;
      case 'error':
        io.err(`${message(s.error, o.text.lang)}\n`);
        break;
    }
    prompt();
  }
  rl.close();
  if (!o.json) io.out(`\n${eveningSummary(evening, o.text)}`);
  return EXIT.ok;
}
