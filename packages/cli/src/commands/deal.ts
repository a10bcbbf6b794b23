/**
 * `bridge-score deal`: score one deal, or a stream of them as JSON lines.
 */
import { createInterface } from 'node:readline';
import {
  type DealFields,
  type DealScore,
  formatContract,
  formatResult,
  parseDealFields,
  type Result,
  type RuleSet,
  ruleSetByName,
  scoreDeal,
} from '@bridge-score/core';
import {
  type AnyError,
  displayWidth,
  errorMessage,
  explainDeal,
  type Lang,
  padDisplay,
} from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, rulesOption, say, UsageError } from '../shared.js';

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
  Fields: contract, by, tricks or result, vul (None, NS, EW, Both) or board, rules, honours.
  A bad line gives {"error":{"code":…,"message":…}} and the batch goes on; exit status 1 if any line failed.
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
    .option('--lang <lang>', 'language of the explanation: en, ru, zh', undefined)
    .option('--ascii', 'letters instead of suit symbols')
    .addHelpText('after', HELP_AFTER)
    .action(async (contract: string | undefined, options: DealOptions) => {
      const lang = langOption(options.lang);
      const rules = rulesOption(options.rules, options.rulesFile);
      if (!rules.ok) throw new UsageError(rules.error);
      if (options.jsonl) {
        setStatus(await dealLines(io, rules.value, lang));
        return;
      }
      if (contract === undefined) {
        throw new UsageError({ code: 'contract-empty' });
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
        rules.value,
      );
      if (!scored.ok) {
        if (options.json) io.out(`${JSON.stringify(errorJson(scored.error, lang))}\n`);
        else io.err(`${say(scored.error, lang)}\n`);
        setStatus(EXIT.input);
        return;
      }
      if (options.json) io.out(`${JSON.stringify(dealJson(scored.value, lang))}\n`);
      else io.out(dealText(scored.value, lang, !options.ascii));
      setStatus(EXIT.ok);
    });
}

function scoreFields(fields: DealFields, rules: RuleSet): Result<DealScore, AnyError> {
  const deal = parseDealFields(fields);
  return deal.ok ? scoreDeal(deal.value, rules) : deal;
}

/** The JSON form of a scored deal: stable field names, the breakdown as the core's data. */
export function dealJson(score: DealScore, lang: Lang) {
  return {
    ns: score.ns,
    ew: score.ew,
    declarer: score.declarerScore,
    contract: formatContract(score.contract),
    by: score.declarer,
    tricks: score.tricks,
    result:
      score.contract !== 'pass' && score.tricks !== null ? formatResult(score.contract, score.tricks) : null,
    vulnerable: score.vulnerable,
    rules: score.rules,
    breakdown: score.breakdown,
    explanation: explainDeal(score, lang, { symbols: true }).summary,
  };
}

export function errorJson(error: AnyError, lang: Lang) {
  return { error: { ...error, message: errorMessage(error, lang) } };
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

const text = (v: unknown): string | undefined =>
  v === undefined || v === null
    ? undefined
    : typeof v === 'string' || typeof v === 'number'
      ? String(v)
      : undefined;

function fieldsOf(o: LineFields): Result<DealFields, AnyError> {
  for (const key of ['contract', 'by', 'declarer', 'vul', 'vulnerability', 'honours', 'rules'] as const) {
    const v = o[key];
    if (v !== undefined && v !== null && typeof v !== 'string') {
      return { ok: false, error: { code: 'field-type', field: key, expected: 'a text' } };
    }
  }
  for (const key of ['tricks', 'board', 'result'] as const) {
    const v = o[key];
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number') {
      return { ok: false, error: { code: 'field-type', field: key, expected: 'a number or a text' } };
    }
  }
  if (typeof o.contract !== 'string') {
    return { ok: false, error: { code: 'field-type', field: 'contract', expected: 'a text such as "4SX"' } };
  }
  return {
    ok: true,
    value: {
      contract: o.contract,
      declarer: text(o.by ?? o.declarer),
      tricks: text(o.tricks),
      result: text(o.result),
      vulnerability: text(o.vul ?? o.vulnerability),
      board: text(o.board),
      honours: text(o.honours),
    },
  };
}

/** Scores one JSON line; returns the output line and whether it failed. */
export function dealLine(
  line: string,
  defaultRules: RuleSet,
  lang: Lang,
  rulesCache: Map<string, Result<RuleSet, AnyError>>,
): [string, boolean] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return [JSON.stringify(errorJson({ code: 'json-syntax', detail: (e as Error).message }, lang)), true];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return [JSON.stringify(errorJson({ code: 'json-syntax', detail: line.slice(0, 40) }, lang)), true];
  }
  const o = parsed as LineFields;
  const fields = fieldsOf(o);
  if (!fields.ok) return [JSON.stringify(errorJson(fields.error, lang)), true];
  let rules: Result<RuleSet, AnyError> = { ok: true, value: defaultRules };
  if (typeof o.rules === 'string') {
    let cached = rulesCache.get(o.rules);
    if (!cached) {
      cached = ruleSetByName(o.rules);
      rulesCache.set(o.rules, cached);
    }
    rules = cached;
  }
  if (!rules.ok) return [JSON.stringify(errorJson(rules.error, lang)), true];
  const scored = scoreFields(fields.value, rules.value);
  if (!scored.ok) return [JSON.stringify(errorJson(scored.error, lang)), true];
  return [JSON.stringify(dealJson(scored.value, lang)), false];
}

/** Streams stdin to stdout one line at a time, writing in batches and honouring back-pressure. */
async function dealLines(io: Io, rules: RuleSet, lang: Lang): Promise<number> {
  const input = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const cache = new Map<string, Result<RuleSet, AnyError>>();
  let failed = false;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const chunk = `${batch.join('\n')}\n`;
    batch = [];
    if (!io.stdout.write(chunk)) await new Promise((resolve) => io.stdout.once('drain', resolve));
  };
  for await (const raw of input) {
    const line = raw.trim();
    if (line === '') continue;
    const [out, bad] = dealLine(line, rules, lang, cache);
    failed ||= bad;
    batch.push(out);
    if (batch.length >= 512) await flush();
  }
  await flush();
  return failed ? EXIT.input : EXIT.ok;
}
