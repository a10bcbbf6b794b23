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
import { clipRaw, Reporter, shownError } from '../report.js';
import {
  EXIT,
  type Io,
  langOption,
  refuseTogether,
  refuseUnused,
  rulesOption,
  say,
  UsageError,
} from '../shared.js';

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

const HELP_AFTER = `
Contract: 4S 4♠ 4s 3NT 3N 4HX 6NTXX Pass, or joined with the result: 4SX-2 3NT= 6NTXX+1.
Result:   tricks taken (--tricks 8) or relative (--result -2, --result=+1, --result =).
Rules:    duplicate (default), rubber, chicago; historical codes duplicate-1932, duplicate-1935,
          duplicate-1943, duplicate-1987, rubber-1932 … rubber-1993; or a form and a year:
          duplicate@1975 is the code in force in 1975. --rules-file loads a house rule set (JSON,
          same shape as the built-in ones, may start with "extends": "rubber").

Examples:
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 4SX-2 --by S --board 7
  bridge-score deal 7SX --by S --result -9 --rules duplicate@1975
  bridge-score deal 4H --by N --tricks 10 --rules rubber --honours "100 N"
  bridge-score deal 3NT= --by N --vul Both --json
  bridge-score deal 4SX --by S --tricks 7 --lang ru

Batch (one JSON object per line in, one per line out, in order):
  echo '{"contract":"4SX","by":"S","tricks":8,"vul":"NS","rules":"duplicate"}' | bridge-score deal --jsonl
  Fields: contract, by, tricks or result, vul (None, NS, EW, Both) or board, rules, honours
  (declarer for by, vulnerability for vul). Any other field is an error, and so are two fields
  that say the same thing (by and declarer, vul and board).
  A bad line (a blank one too) gives {"error":{"code":…,"message":…,"line":n}} and the batch goes
  on: one line out for every line in. The errors are also on standard error (the first 20 of each
  kind), with a last line counting them; exit status 1 if any line failed.
`;

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
    .addHelpText('after', HELP_AFTER)
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
// JSON lines

type LineFields = Record<string, unknown>;

const isText = (v: unknown): v is string | undefined | null =>
  v === undefined || v === null || typeof v === 'string';
const isTextOrNumber = (v: unknown): v is string | number | undefined | null =>
  isText(v) || typeof v === 'number';
const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);
const fieldError = (field: string, expected: string): Result<DealFields, AnyError> => ({
  ok: false,
  error: { code: 'field-type', field, expected },
});

/** The fields a JSON line may have. */
const FIELDS = [
  'contract',
  'by',
  'declarer',
  'tricks',
  'result',
  'vul',
  'vulnerability',
  'board',
  'honours',
  'rules',
] as const;

/** Whether a line may have this field (a switch: it is asked of every field of every line). */
function isField(field: string): boolean {
  switch (field) {
    case 'contract':
    case 'by':
    case 'declarer':
    case 'tricks':
    case 'result':
    case 'vul':
    case 'vulnerability':
    case 'board':
    case 'honours':
    case 'rules':
      return true;
    default:
      return false;
  }
}

/** Edits (insert, delete, replace) from one text to another, for a suggestion. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(replace, (previous[j] as number) + 1, (row[j - 1] as number) + 1));
    }
    previous = row;
  }
  return previous[b.length] as number;
}

/** The known field a mistyped one most looks like: the same but for case, else at most two edits away. */
export function suggestField(field: string): string | null {
  const lower = field.toLowerCase();
  const same = FIELDS.find((f) => f === lower);
  if (same) return same;
  let best: string | null = null;
  let bestDistance = 3;
  for (const f of FIELDS) {
    const d = distance(lower, f);
    if (d < bestDistance) {
      best = f;
      bestDistance = d;
    }
  }
  return best;
}

/** The first field of a line this program does not read, as an error; null when every field is known. */
function unknownField(o: LineFields): AnyError | null {
  for (const field in o) {
    if (!isField(field)) {
      return { code: 'field-unknown', field, suggestion: suggestField(field), known: FIELDS.join(', ') };
    }
  }
  return null;
}

const given = (v: unknown) => v !== undefined && v !== null;

/**
 * Two fields of a line that cannot both be given: they say the same thing (by and declarer, vul
 * and vulnerability) or decide the same thing (vul and board, tricks and result). The first such
 * pair, null when there is none. Written out: it is asked of every line.
 */
function fieldConflict(o: LineFields): AnyError | null {
  const { by, declarer, vul, vulnerability, board, tricks, result } = o;
  const pair = (field: string, other: string): AnyError => ({ code: 'field-conflict', field, other });
  if (given(by) && given(declarer)) return pair('by', 'declarer');
  if (given(vul) && given(vulnerability)) return pair('vul', 'vulnerability');
  if (given(board) && (given(vul) || given(vulnerability))) {
    return pair(given(vul) ? 'vul' : 'vulnerability', 'board');
  }
  if (given(tricks) && given(result)) return pair('tricks', 'result');
  return null;
}

/** The deal fields of one JSON line, with each field's type checked. */
function fieldsOf(o: LineFields): Result<DealFields, AnyError> {
  const unknown = unknownField(o) ?? fieldConflict(o);
  if (unknown) return { ok: false, error: unknown };
  const { contract, by, declarer, vul, vulnerability, honours, tricks, board, result } = o;
  if (typeof contract !== 'string') return fieldError('contract', 'a text such as "4SX"');
  if (!isText(by)) return fieldError('by', 'a text');
  if (!isText(declarer)) return fieldError('declarer', 'a text');
  if (!isText(vul)) return fieldError('vul', 'a text');
  if (!isText(vulnerability)) return fieldError('vulnerability', 'a text');
  if (!isText(honours)) return fieldError('honours', 'a text');
  if (!isTextOrNumber(tricks)) return fieldError('tricks', 'a number or a text');
  if (!isTextOrNumber(board)) return fieldError('board', 'a number or a text');
  if (!isTextOrNumber(result)) return fieldError('result', 'a number or a text');
  return {
    ok: true,
    value: {
      contract,
      declarer: orUndefined(by ?? declarer),
      tricks: orUndefined(tricks),
      result: orUndefined(result),
      vulnerability: orUndefined(vul ?? vulnerability),
      board: orUndefined(board),
      honours: orUndefined(honours),
    },
  };
}

/**
 * Scores one JSON line into the sink (one line of JSON and a newline); returns the error when it
 * failed (its JSON in the sink), else null. A blank line is an error too: every line in gives one
 * line out. An error object carries the input line number.
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
  if (line === '') return fail({ code: 'line-blank' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return fail({ code: 'json-syntax', detail: (e as Error).message });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail({ code: 'json-syntax', detail: clipRaw(line, 40) });
  }
  const o = parsed as LineFields;
  const fields = fieldsOf(o);
  if (!fields.ok) return fail(fields.error);
  let rules: Result<RuleSet, AnyError> = { ok: true, value: defaultRules };
  if (o.rules !== undefined && o.rules !== null) {
    if (typeof o.rules !== 'string') return fail({ code: 'field-type', field: 'rules', expected: 'a text' });
    let cached = rulesCache.get(o.rules);
    if (!cached) {
      cached = ruleSetByName(o.rules);
      if (rulesCache.size >= 256) rulesCache.clear(); // bounded: a batch of odd names must not grow memory
      rulesCache.set(o.rules, cached);
    }
    rules = cached;
  }
  if (!rules.ok) return fail(rules.error);
  const scored = scoreFields(fields.value, rules.value);
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
  const input = io.stdin;
  input.setEncoding('utf8');
  for await (const chunk of input) {
    score(carry + (chunk as string));
    if (sink.size > 0 && !io.stdout.write(sink.take())) {
      await new Promise((resolve) => io.stdout.once('drain', resolve));
    }
  }
  // A last line without its end of line is a line; an input that ends with one has no more.
  if (carry !== '') score(`${carry}\n`);
  if (sink.size > 0) io.stdout.write(sink.take());
  report.finish();
  const footer = report.footer();
  if (footer !== null) io.err(`${footer}\n`);
  return report.status();
}
