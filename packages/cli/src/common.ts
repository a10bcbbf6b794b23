/**
 * What every command shares: language, rule set, options that cannot go
 * together, reading input files, output and exit statuses.
 */
import { readFileSync } from 'node:fs';
import { parseRuleSet, type Result, type RuleSet, ruleSetByName } from '@bridge-score/core';
import { decodeText } from '@bridge-score/formats';
import { type AnyError, errorMessage, fileReasonOf, isLang, LANGS, type Lang } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT } from './exit.js';
import { shownError } from './report.js';
import type { WriteFs } from './safe-write.js';

export { EXIT };

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
  /** The file-system calls of writing files (see `safe-write.ts`); Node's when absent. */
  readonly files?: WriteFs;
}

/**
 * A reader that stops reading (`bridge-score session big.csv | head -1`) is
 * not an error of ours: the command ends there, quietly, with status 0. Node
 * reports the closed pipe as an `error` event on the stream (EPIPE); any
 * other error of the stream is left as it was.
 */
function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
    throw e;
  });
}

export const processIo = (): Io => {
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);
  return {
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
  };
};

/** The command was misused, or its input could not be read at all: exit status 2. `where` goes before the message. */
export class UsageError extends Error {
  constructor(
    readonly error: AnyError,
    readonly where = '',
  ) {
    super(error.code);
  }
}

export function langOption(value: string | undefined): Lang {
  const v = (value ?? process.env.BRIDGE_SCORE_LANG ?? 'en').toLowerCase();
  if (isLang(v)) return v;
  throw new UsageError({ code: 'option-value', option: '--lang', value: v, expected: LANGS.join(', ') });
}

/** `--rules-file` → `rulesFile`: the key commander keeps an option's value under. */
const keyOf = (flag: string) =>
  flag.replace(/^--(no-)?/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Whether an option was given (on the command line), not merely left at its default. */
export function given(command: Command, flag: string): boolean {
  const source = command.getOptionValueSource(keyOf(flag));
  return source !== undefined && source !== 'default';
}

/** Refuses two options given together: a usage error naming both. */
export function refuseTogether(command: Command, flag: string, other: string): void {
  if (given(command, flag) && given(command, other)) {
    throw new UsageError({ code: 'option-conflict', option: flag, other });
  }
}

/** Refuses an option that would have no effect (`because` says why: another option, or the input). */
export function refuseUnused(command: Command, flag: string, because: string, when: boolean): void {
  if (when && given(command, flag)) throw new UsageError({ code: 'option-unused', option: flag, because });
}

/** A file-system error in the form every command words it: the path and the reason by its code. */
export function fileError(e: unknown, path: string, action: 'read' | 'write'): AnyError {
  const system = String((e as NodeJS.ErrnoException)?.code ?? 'unknown');
  return { code: action === 'read' ? 'file-read' : 'file-write', path, reason: fileReasonOf(system), system };
}

/** A file's bytes, or why they could not be read. */
export function readBytes(path: string): Result<Uint8Array, AnyError> {
  try {
    return { ok: true, value: new Uint8Array(readFileSync(path)) };
  } catch (e) {
    return { ok: false, error: fileError(e, path, 'read') };
  }
}

/** All of standard input's bytes. */
export async function readStdin(io: Io): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** A file's bytes, or standard input's for `-`. */
export async function readInput(path: string, io: Io): Promise<Result<Uint8Array, AnyError>> {
  return path === '-' ? { ok: true, value: await readStdin(io) } : readBytes(path);
}

/**
 * The rule set from `--rules NAME` or `--rules-file FILE` (the two together
 * are refused by the caller, with `refuseTogether`); a usage error when it
 * cannot be had, the file's errors placed at the file.
 */
export function rulesOption(name: string | undefined, file: string | undefined): RuleSet {
  if (file !== undefined) {
    let text: string;
    try {
      text = decodeText(readFileSync(file)).text;
    } catch (e) {
      throw new UsageError(fileError(e, file, 'read'));
    }
    const rules = parseRuleSet(text);
    if (!rules.ok) throw new UsageError(rules.error, file);
    return rules.value;
  }
  const rules = ruleSetByName(name ?? 'duplicate');
  if (!rules.ok) throw new UsageError(rules.error);
  return rules.value;
}

/** An error in words (raw input in it shortened and escaped), after where it is when given. */
export function say(error: AnyError, lang: Lang, where = ''): string {
  const text = errorMessage(shownError(error), lang);
  return where ? `${where}: ${text}` : text;
}
