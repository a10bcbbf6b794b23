/**
 * `bridge-score chicago`: keep the score of Chicago (four-deal bridge), chukker by chukker.
 */
import {
  CHICAGO_DEFAULTS,
  CHICAGO_VULNERABILITIES,
  type ChicagoSettings,
  isChicagoVulnerability,
  isSeat,
  newChukker,
  SEATS,
} from '@bridge-score/core';
import type { Command } from 'commander';
import { type Io, refuseUnused, rulesOption, UsageError } from '../common.js';
import { runSheet, type SheetCommandOptions, sessionOptions, sheetOptions } from '../sheet-session.js';

interface ChicagoOptions extends SheetCommandOptions {
  vulnerability?: string;
  honours?: boolean;
  duplicateStyle?: boolean;
  firstDealer?: string;
  fourthDealBonus?: string;
}

function settingsOf(options: ChicagoOptions): ChicagoSettings {
  const vulnerability = options.vulnerability ?? CHICAGO_DEFAULTS.vulnerability;
  if (!isChicagoVulnerability(vulnerability)) {
    throw new UsageError({
      code: 'option-value',
      option: '--vulnerability',
      value: vulnerability,
      expected: CHICAGO_VULNERABILITIES.join(', '),
    });
  }
  const firstDealer = (options.firstDealer ?? CHICAGO_DEFAULTS.firstDealer).toUpperCase();
  if (!isSeat(firstDealer)) {
    throw new UsageError({
      code: 'option-value',
      option: '--first-dealer',
      value: firstDealer,
      expected: SEATS.join(', '),
    });
  }
  const bonusText = options.fourthDealBonus ?? String(CHICAGO_DEFAULTS.fourthDealPartScore);
  const bonus = /^\d+$/.test(bonusText.trim()) ? Number(bonusText) : Number.NaN;
  if (!Number.isSafeInteger(bonus)) {
    throw new UsageError({
      code: 'option-value',
      option: '--fourth-deal-bonus',
      value: bonusText,
      expected: 'a whole number of points, 0 or more',
    });
  }
  return {
    vulnerability,
    honours: options.honours ?? CHICAGO_DEFAULTS.honours,
    duplicateStyle: options.duplicateStyle ?? CHICAGO_DEFAULTS.duplicateStyle,
    fourthDealPartScore: bonus,
    firstDealer,
  };
}

export function registerChicago(program: Command, io: Io, setStatus: (s: number) => void): void {
  sheetOptions(
    program
      .command('chicago')
      .summary('keep the score of Chicago (four-deal bridge)')
      .description(
        'Keep the score of Chicago: four deals a chukker, game premiums at once, part scores carried.',
      ),
    'chicago',
  )
    .option('--vulnerability <pattern>', `deals 2 and 3: ${CHICAGO_VULNERABILITIES.join(', ')}`, 'acbl')
    .option('--no-honours', 'do not count honours')
    .option('--duplicate-style', 'score every deal as in duplicate: 50 for a part score, no carry-over')
    .option('--first-dealer <seat>', 'dealer of the first deal of each chukker: N, E, S or W', 'N')
    .option('--fourth-deal-bonus <points>', 'bonus for a part score on deal 4 that completes no game', '100')
    .action(async (file: string | undefined, options: ChicagoOptions, command: Command) => {
      const session = sessionOptions(options, command);
      // Duplicate-style scoring has no part scores to carry, so no fourth-deal bonus.
      refuseUnused(command, '--fourth-deal-bonus', '--duplicate-style', Boolean(options.duplicateStyle));
      const settings = settingsOf(options);
      const rules = rulesOption(options.rules, options.rulesFile);
      const sheet = newChukker(rules, settings);
      if (!sheet.ok) throw new UsageError(sheet.error);
      setStatus(await runSheet(io, file, sheet.value, session));
    });
}
