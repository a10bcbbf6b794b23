/**
 * `bridge-score rubber`: keep the score of rubbers, deal by deal, on the We/They sheet.
 */
import { newRubber } from '@bridge-score/core';
import type { Command } from 'commander';
import { type Io, rulesOption, UsageError } from '../common.js';
import { runSheet, type SheetCommandOptions, sessionOptions, sheetOptions } from '../sheet-session.js';

const HELP_AFTER = `
One deal a line: contract, declarer, result (or tricks taken), optional honours:
  4SX S -2        3NT N =        3NT N 10        4H E +1 honours 100 E        pass
Commands: undo (take back the last line: a deal, end, new or fix)
          fix N <deal> (correct deal N; fix 1.3 <deal> for deal 3 of rubber 1)
          end (end an unfinished rubber: 300 for the only game, 100 for a part score)
          new (start the next rubber) · help · sheet · quit

Interactive when stdin is a terminal: the sheet is drawn after each deal, and a
bad line is reported and simply retyped. Otherwise every line of the file (or of
stdin, also as "-") is scored in turn, each bad line is reported with its line
number (the first 20 of a kind; --all-warnings for every one), and the final sheet
is printed with a last line counting the lines not scored; the exit status is 1
if any line was bad.

Rules: rubber (current, = rubber-1993), rubber-1943 (unfinished part score 50),
rubber-1935, rubber-1932, or rubber@YEAR for the code in force that year.

Examples:
  bridge-score rubber
  bridge-score rubber deals.txt
  bridge-score rubber --rules rubber@1935 < deals.txt
  bridge-score rubber --json < deals.txt
`;

export function registerRubber(program: Command, io: Io, setStatus: (s: number) => void): void {
  sheetOptions(
    program
      .command('rubber')
      .summary('keep the score of rubbers on a We/They sheet')
      .description('Keep the score of rubber bridge: above and below the line, games, rubber bonus, totals.'),
    'rubber',
  )
    .addHelpText('after', HELP_AFTER)
    .action(async (file: string | undefined, options: SheetCommandOptions, command: Command) => {
      const session = sessionOptions(options, command);
      const rules = rulesOption(options.rules, options.rulesFile);
      const sheet = newRubber(rules);
      if (!sheet.ok) throw new UsageError(sheet.error);
      setStatus(await runSheet(io, file, sheet.value, session));
    });
}
