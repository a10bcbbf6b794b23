/**
 * The `bridge-score` command line: a thin adapter over the core. Each
 * command lives in `commands/`, words come from `@bridge-score/i18n`.
 */

import type { Lang } from '@bridge-score/i18n';
import { helpWords } from '@bridge-score/i18n/help';
import { type Command, CommanderError } from 'commander';
import { registerChicago } from './commands/chicago.js';
import { registerConvert } from './commands/convert.js';
import { registerDeal } from './commands/deal.js';
import { registerImps } from './commands/imps.js';
import { registerMatch } from './commands/match.js';
import { registerRubber } from './commands/rubber.js';
import { registerSession } from './commands/session.js';
import { registerTeams } from './commands/teams.js';
import { registerVerify } from './commands/verify.js';
import { registerVp } from './commands/vp.js';
import { EXIT, type Io, langOption, processIo, say, UsageError } from './common.js';
import { WordedCommand, wordHelp } from './help.js';

export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  let status: number = EXIT.ok;
  const setStatus = (s: number) => {
    status = s;
  };
  // The language is known before parsing, so that the help and the parser's errors are in it.
  const program = createProgram(safeLang(langArgument(argv)), io, setStatus);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof UsageError) {
      const lang = safeLang(langArgument(argv));
      io.err(`${say(e.error, lang, e.where)}\n`);
      return EXIT.usage;
    }
    if (e instanceof CommanderError) {
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw e;
  }
  return status;
}

/** The `bridge-score` program with every command, its help worded in `lang`. */
export function createProgram(lang: Lang, io: Io, setStatus: (s: number) => void): Command {
  const words = helpWords(lang);
  const program = new WordedCommand('bridge-score', words)
    .version('0.1.0')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  registerDeal(program, io, setStatus);
  registerRubber(program, io, setStatus);
  registerChicago(program, io, setStatus);
  registerImps(program, io, setStatus);
  registerVp(program, io, setStatus);
  registerMatch(program, io, setStatus);
  registerTeams(program, io, setStatus);
  registerSession(program, io, setStatus);
  registerConvert(program, io, setStatus);
  registerVerify(program, io, setStatus);
  wordHelp(program, words);
  return program;
}

/** The value of `--lang xx` or `--lang=xx` (else BRIDGE_SCORE_LANG's), for the help and errors that stop option parsing. */
function langArgument(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--lang') return argv[i + 1];
    if (arg.startsWith('--lang=')) return arg.slice('--lang='.length);
  }
  return undefined;
}

function safeLang(value: string | undefined): Lang {
  try {
    return langOption(value);
  } catch {
    return 'en';
  }
}
