/**
 * `bridge-score rubber`: keep the score of rubbers, deal by deal, on the We/They sheet.
 */
import { newRubber } from '@bridge-score/core';
import type { Command } from 'commander';
import { type Io, rulesOption, UsageError } from '../common.js';
import { runSheet, type SheetCommandOptions, sessionOptions, sheetOptions } from '../sheet-session.js';

export function registerRubber(program: Command, io: Io, setStatus: (s: number) => void): void {
  sheetOptions(
    program
      .command('rubber')
      .summary('keep the score of rubbers on a We/They sheet')
      .description('Keep the score of rubber bridge: above and below the line, games, rubber bonus, totals.'),
    'rubber',
  ).action(async (file: string | undefined, options: SheetCommandOptions, command: Command) => {
    const session = sessionOptions(options, command);
    const rules = rulesOption(options.rules, options.rulesFile);
    const sheet = newRubber(rules);
    if (!sheet.ok) throw new UsageError(sheet.error);
    setStatus(await runSheet(io, file, sheet.value, session));
  });
}
