/**
 * The `bridge-score` command line: a thin adapter over the core. Each
 * command lives in `commands/`, words come from `@bridge-score/i18n`.
 */
import { Command, CommanderError } from 'commander';
import { registerDeal } from './commands/deal.js';
import { registerSession } from './commands/session.js';
import { EXIT, type Io, langOption, processIo, say, UsageError } from './shared.js';

const HELP_AFTER = `
Commands score with the current Laws by default; --rules picks another rule set
(duplicate, rubber, chicago, rubber-1943, duplicate@1975 …). --lang en|ru|zh words the
output in English, Russian or Chinese (or set BRIDGE_SCORE_LANG).

Examples:
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 3NT+1 --by N --board 4 --json
  bridge-score deal --jsonl < deals.jsonl > scores.jsonl
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
  registerSession(program, io, setStatus);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof UsageError) {
      const langAt = argv.indexOf('--lang');
      const lang = safeLang(langAt >= 0 ? argv[langAt + 1] : undefined);
      io.err(`${say(e.error, lang)}\n`);
      return EXIT.usage;
    }
    if (e instanceof CommanderError) {
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw e;
  }
  return status;
}

function safeLang(value: string | undefined) {
  try {
    return langOption(value);
  } catch {
    return 'en';
  }
}
