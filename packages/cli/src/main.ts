/**
 * The `bridge-score` command line: a thin adapter over the core. Each
 * command lives in `commands/`, words come from `@bridge-score/i18n`.
 */
import { Command, CommanderError } from 'commander';
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
import { EXIT, type Io, langOption, processIo, say, UsageError } from './shared.js';

const HELP_AFTER = `
Commands score with the current Laws by default; --rules picks another rule set
(duplicate, rubber, chicago, rubber-1943, duplicate@1975 …). --lang en|ru|zh words the
output in English, Russian or Chinese (or set BRIDGE_SCORE_LANG).

Examples:
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 3NT+1 --by N --board 4 --json
  bridge-score deal --jsonl < deals.jsonl > scores.jsonl
  bridge-score rubber                  (keep score of a rubber at the terminal)
  bridge-score chicago < deals.txt     (score a Chicago from a file of deals)
  bridge-score imps 620 -100
  bridge-score vp --boards 16 --imps 23
  bridge-score match examples/team-match.csv --team-a Lions --team-b Tigers
  bridge-score teams event.csv --boards 16 --swiss
  bridge-score session club-evening.csv
  bridge-score session club-evening.csv --scale acbl --format json

Run "bridge-score <command> --help" for each command's options.
`;

export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  let status: number = EXIT.ok;
  const setStatus = (s: number) => {
    status = s;
  };
  const program = new Command('bridge-score')
    .description('Score contract bridge: one deal, rubber and Chicago, duplicate pairs and teams.')
    .version('0.1.0')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .addHelpText('after', HELP_AFTER);
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

/** The value of `--lang xx` or `--lang=xx`, for wording errors that stop option parsing. */
function langArgument(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--lang') return argv[i + 1];
    if (arg.startsWith('--lang=')) return arg.slice('--lang='.length);
  }
  return undefined;
}

function safeLang(value: string | undefined) {
  try {
    return langOption(value);
  } catch {
    return 'en';
  }
}
