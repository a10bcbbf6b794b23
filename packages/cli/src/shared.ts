/**
 * What every command shares: language, rule set, output and exit statuses.
 */
import { readFileSync } from 'node:fs';
import { parseRuleSet, type Result, type RuleSet, ruleSetByName } from '@bridge-score/core';
import { decodeText } from '@bridge-score/formats';
import { type AnyError, errorMessage, isLang, LANGS, type Lang } from '@bridge-score/i18n';

/** Exit statuses: 0 done, 1 some input could not be scored, 2 the command itself was misused. */
export const EXIT = { ok: 0, input: 1, usage: 2 } as const;

/** Where a command writes: injectable so that tests and the web server can capture it. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly isTTY: boolean;
  /** Whether standard error is a terminal (progress is shown only there). */
  readonly errIsTTY?: boolean;
  /**
   * Writes bytes that are already UTF-8 (big outputs); when absent, they are decoded and given to
   * `out`. Returns true if the stream kept a reference to the bytes (they must not be reused).
   */
  readonly outBytes?: (bytes: Uint8Array) => boolean;
}

export const processIo = (): Io => ({
  out: (t) => process.stdout.write(t),
  outBytes: (b) => {
    process.stdout.write(b);
    return process.stdout.writableLength > 0;
  },
  err: (t) => process.stderr.write(t),
  stdin: process.stdin,
  stdout: process.stdout,
  isTTY: Boolean(process.stdin.isTTY),
  errIsTTY: Boolean(process.stderr.isTTY),
});

export class UsageError extends Error {
  constructor(readonly error: AnyError) {
    super(error.code);
  }
}

export function langOption(value: string | undefined): Lang {
  const v = (value ?? process.env.BRIDGE_SCORE_LANG ?? 'en').toLowerCase();
  if (isLang(v)) return v;
  throw new UsageError({ code: 'option-value', option: '--lang', value: v, expected: LANGS.join(', ') });
}

/** The rule set from `--rules NAME` or `--rules-file FILE` (the file wins). */
export function rulesOption(name: string | undefined, file: string | undefined): Result<RuleSet, AnyError> {
  if (file !== undefined) {
    let text: string;
    try {
      text = decodeText(readFileSync(file)).text;
    } catch (e) {
      return { ok: false, error: { code: 'file-read', path: file, detail: (e as Error).message } };
    }
    return parseRuleSet(text);
  }
  return ruleSetByName(name ?? 'duplicate');
}

export function say(error: AnyError, lang: Lang, where = ''): string {
  return where ? `${where}: ${errorMessage(error, lang)}` : errorMessage(error, lang);
}
