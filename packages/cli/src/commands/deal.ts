/**
 * `bridge-score deal`: score one deal, or a stream of them as JSON lines.
 */
import {
  type DealFields,
  type DealScore,
  formatContract,
  formatResult,
  PASS,
  parseContractPrefix,
  parseDealFields,
  type Result,
  type RuleSet,
  ruleSetByName,
  SEATS,
  scoreDeal,
} from '@bridge-score/core';
import { parseDealJsonLine, sniffEncoding } from '@bridge-score/formats';
import {
  type AnyError,
  catalog,
  dealSummary,
  displayWidth,
  errorMessage,
  explainDeal,
  type Lang,
  padDisplay,
} from '@bridge-score/i18n';
import type { Command } from 'commander';
import {
  EXIT,
  type Io,
  langOption,
  refuseTogether,
  refuseUnused,
  rulesOption,
  say,
  UsageError,
} from '../common.js';
import { Reporter, shownError } from '../report.js';

interface DealOptions {
  by?: string;
  tricks?: string;
  result?: string;
  vul?: string;
  board?: string;
  honours?: string;
  rules?: string;
  rulesFile?: string;
  json?: boolean;
  jsonl?: boolean;
  allWarnings?: boolean;
  lang?: string;
  ascii?: boolean;
}

export function registerDeal(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('deal')
    .summary('score one deal, itemised')
    .description('Score one deal: the score for NS and EW and an itemised explanation.')
    .argument('[contract]', 'the contract, e.g. 4SX, or joined with the result, e.g. 4SX-2')
    .option('--by <seat>', 'declarer: N, E, S or W')
    .option('--tricks <n>', 'tricks declarer took, 0–13')
    .option('--result <r>', 'result relative to the contract: =, +1, -2')
    .option('--vul <vul>', 'vulnerability: None, NS, EW or Both (default None)')
    .option('--board <n>', 'board number: gives the vulnerability (Law 2)')
    .option('--honours <h>', 'rubber/Chicago honours: points and holder, e.g. "150 N"')
    .option('--rules <name>', 'rule set by name or form@year', 'duplicate')
    .option('--rules-file <file>', 'house rule set from a JSON file')
    .option('--json', 'print one JSON object')
    .option('--jsonl', 'read JSON lines from stdin and write one JSON object per line')
    .option(
      '--all-warnings',
      'with --jsonl: every error on standard error (default: the first 20 of each kind)',
    )
    .option('--lang <lang>', 'language of the explanation: en, ru, zh', undefined)
    .option('--ascii', 'letters instead of suit symbols')
    .action(async (contract: string | undefined, options: DealOptions, command: Command) => {
      const lang = langOption(options.lang);
      refuseTogether(command, '--rules', '--rules-file');
      refuseTogether(command, '--json', '--jsonl');
      const rules = rulesOption(options.rules, options.rulesFile);
      if (options.jsonl) {
        if (contract !== undefined) throw new UsageError({ code: 'jsonl-argument', text: contract });
        // Each line gives its own deal: options about one deal would be silently left aside.
        for (const flag of ['--by', '--tricks', '--result', '--vul', '--board', '--honours', '--ascii']) {
          refuseUnused(command, flag, '--jsonl', true);
        }
        setStatus(await dealLines(io, rules, lang, Boolean(options.allWarnings)));
        return;
      }
      refuseUnused(command, '--all-warnings', 'one deal', true);
      if (contract === undefined) {
        throw new UsageError({ code: 'contract-empty' });
      }
      // The board gives the vulnerability (Law 2), and tricks and a result are one fact: given both,
      // one would be silently ignored (or checked against the other). A passed-out deal has no
      // declarer, result or honours.
      refuseTogether(command, '--vul', '--board');
      refuseTogether(command, '--tricks', '--result');
      const scanned = parseContractPrefix(contract);
      if (scanned.ok && scanned.value.contract === PASS) {
        for (const flag of ['--by', '--tricks', '--result', '--honours']) {
          refuseUnused(command, flag, `a passed-out deal (${contract})`, true);
        }
      }
      const scored = scoreFields(
        {
          contract,
          declarer: options.by,
          tricks: options.tricks,
          result: options.result,
          vulnerability: options.vul,
          board: options.board,
          honours: options.honours,
        },
        rules,
      );
      if (!scored.ok) {
        if (options.json) io.out(`${JSON.stringify(errorJson(scored.error, lang))}\n`);
        else io.err(`${say(scored.error, lang)}\n`);
        setStatus(EXIT.input);
        return;
      }
      if (options.json) io.out(`${dealJsonLine(scored.value, lang)}\n`);
      else io.out(dealText(scored.value, lang, !options.ascii));
      setStatus(EXIT.ok);
    });
}

function scoreFields(fields: DealFields, rules: RuleSet): Result<DealScore, AnyError> {
  const deal = parseDealFields(fields);
  return deal.ok ? scoreDeal(deal.value, rules) : deal;
}

/**
 * The JSON form of a scored deal, as one line of text. Everything but the
 * side-dependent numbers is a pure function of the outcome, whose breakdown
 * array the core shares between equal outcomes: that part is cached by it.
 */
interface OutcomeJson {
  /** The outcome's fields as JSON text, without the opening brace. */
  readonly text: string;
  /** Whole output lines (ASCII-escaped JSON and a newline) by declarer seat index, 4 for a pass. */
  readonly lines: (Buffer | undefined)[];
}

/**
 * Cached by the breakdown array, which the core shares between equal outcomes
 * of one rule set: everything in a scored deal's JSON is a function of that
 * outcome and the declarer's seat.
 */
const outcomeJson: { readonly [L in Lang]: WeakMap<object, OutcomeJson> } = {
  en: new WeakMap(),
  ru: new WeakMap(),
  zh: new WeakMap(),
};

/** JSON text with every non-ASCII character escaped: the same JSON value, in plain ASCII. */
export function asciiJson(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function outcomeOf(score: DealScore, lang: Lang): OutcomeJson {
  let outcome = outcomeJson[lang].get(score.breakdown);
  if (outcome === undefined) {
    const text = JSON.stringify({
      contract: formatContract(score.contract),
      tricks: score.tricks,
      result:
        score.contract !== 'pass' && score.tricks !== null
          ? formatResult(score.contract, score.tricks)
          : null,
      vulnerable: score.vulnerable,
      breakdown: score.breakdown,
      explanation: dealSummary(score, lang, { symbols: true }),
    }).slice(1);
    outcome = { text, lines: [] };
    outcomeJson[lang].set(score.breakdown, outcome);
  }
  return outcome;
}

/** The side-dependent head of a scored deal's JSON: `{"ns":…,"ew":…,"declarer":…,"by":…,"rules":…,`. */
function dealJsonHead(score: DealScore): string {
  const by = score.declarer === null ? 'null' : `"${score.declarer}"`;
  return `{"ns":${score.ns},"ew":${score.ew},"declarer":${score.declarerScore},"by":${by},"rules":${JSON.stringify(score.rules)},`;
}

/** One `--jsonl` output line as bytes, cached per outcome and declarer seat (honours make fresh outcomes). */
function dealJsonBytes(score: DealScore, lang: Lang): Buffer {
  const outcome = outcomeOf(score, lang);
  const seat = score.declarer === null ? 4 : SEATS.indexOf(score.declarer);
  let line = outcome.lines[seat];
  if (line === undefined) {
    line = Buffer.from(`${asciiJson(dealJsonHead(score) + outcome.text)}\n`, 'latin1');
    outcome.lines[seat] = line;
  }
  return line;
}

/** The JSON object of a scored deal, as text: the `--json` output and each `--jsonl` line. */
export function dealJsonLine(score: DealScore, lang: Lang): string {
  return dealJsonHead(score) + outcomeOf(score, lang).text;
}

/**
 * Output built in one growing buffer from ASCII text and cached byte runs,
 * handed to stdout once per input chunk: no per-line string concatenation
 * or UTF-8 encoding.
 */
export class ByteSink {
  private buf = Buffer.allocUnsafe(1 << 18);
  private used = 0;

  private room(n: number): void {
    if (this.used + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.used + n));
    this.buf.copy(bigger, 0, 0, this.used);
    this.buf = bigger;
  }

  /** Appends text known to be ASCII (latin1 is then byte for byte UTF-8). */
  ascii(text: string): void {
    this.room(text.length);
    this.used += this.buf.write(text, this.used, 'latin1');
  }

  bytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buf.set(bytes, this.used);
    this.used += bytes.length;
  }

  get size(): number {
    return this.used;
  }

  /** The bytes so far; the sink starts afresh. */
  take(): Buffer {
    const out = this.buf.subarray(0, this.used);
    this.buf = Buffer.allocUnsafe(this.buf.length);
    this.used = 0;
    return out;
  }
}

/** An error as the commands' JSON gives it: its code, fields and message (raw input shortened and escaped). */
export function errorJson(error: AnyError, lang: Lang, line?: number) {
  const shown = shownError(error);
  return { error: { ...shown, message: errorMessage(shown, lang), ...(line === undefined ? {} : { line }) } };
}

/** The text form: heading, one line per item, the sum in words, the score for each side. */
export function dealText(score: DealScore, lang: Lang, symbols: boolean): string {
  const x = explainDeal(score, lang, { symbols });
  const width = Math.max(0, ...x.items.map((i) => displayWidth(i.label)));
  const lines = [x.heading];
  for (const item of x.items) {
    lines.push(`  ${padDisplay(item.label, width)}  ${String(item.points).padStart(5)}  ${item.to}`);
  }
  if (x.items.length > 0) lines.push(x.summary);
  lines.push(x.sides);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------
// JSON lines (read by `parseDealJsonLine` of @bridge-score/formats)

/**
 * Scores one JSON line into the sink (one line of JSON and a newline); returns its error when it
 * failed (its JSON in the sink), else null.
 * An error object carries the input line number; every input line (an empty one too) gives one output line.
 */
export function dealLine(
  line: string,
  defaultRules: RuleSet,
  lang: Lang,
  rulesCache: Map<string, Result<RuleSet, AnyError>>,
  sink: ByteSink,
  lineNumber?: number,
): AnyError | null {
  const fail = (error: AnyError): AnyError => {
    sink.ascii(`${asciiJson(JSON.stringify(errorJson(error, lang, lineNumber)))}\n`);
    return error;
  };
  const read = parseDealJsonLine(line);
  if (!read.ok) return fail(read.error);
  const { fields, rules: rulesName } = read.value;
  let rules: Result<RuleSet, AnyError> = { ok: true, value: defaultRules };
  if (rulesName !== undefined) {
    let cached = rulesCache.get(rulesName);
    if (!cached) {
      cached = ruleSetByName(rulesName);
      if (rulesCache.size >= 256) rulesCache.clear(); // bounded: a batch of odd names must not grow memory
      rulesCache.set(rulesName, cached);
    }
    rules = cached;
  }
  if (!rules.ok) return fail(rules.error);
  const scored = scoreFields(fields, rules.value);
  if (!scored.ok) return fail(scored.error);
  sink.bytes(dealJsonBytes(scored.value, lang));
  return null;
}

/**
 * Streams stdin to stdout one line at a time, in constant memory. Input is
 * split by hand rather than with readline (several times faster); each input
 * chunk gives one output write, and reading waits while the output is full.
 */
async function dealLines(io: Io, rules: RuleSet, lang: Lang, all: boolean): Promise<number> {
  const cache = new Map<string, Result<RuleSet, AnyError>>();
  const sink = new ByteSink();
  // The errors are in the output; standard error has them too, capped, and the count at the end.
  const report = new Reporter(io.err, { lang, all });
  const words = catalog(lang);
  let carry = '';
  let lineNumber = 0;
  const score = (text: string): void => {
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      const line = text.slice(start, end).trim();
      start = end + 1;
      lineNumber++;
      const error = dealLine(line, rules, lang, cache, sink, lineNumber);
      if (error) report.at(words.line(lineNumber), error, { line: lineNumber });
    }
    carry = text.slice(start);
  };
  // UTF-16 (with or without a BOM) known by the first bytes; else UTF-8.
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  for await (const chunk of io.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    if (decoder === null) {
      const head = sniffEncoding(bytes);
      decoder = new TextDecoder(head.encoding ?? 'utf-8');
    }
    score(carry + decoder.decode(bytes, { stream: true }));
    if (sink.size > 0 && !io.stdout.write(sink.take())) {
      await new Promise((resolve) => io.stdout.once('drain', resolve));
    }
  }
  if (decoder !== null) carry += decoder.decode();
  // A last line without its end of line is a line; an input that ends with one has no more.
  if (carry !== '') score(`${carry}\n`);
  if (sink.size > 0) io.stdout.write(sink.take());
  report.finish();
  const footer = report.footer();
  if (footer !== null) io.err(`${footer}\n`);
  return report.status();
}
