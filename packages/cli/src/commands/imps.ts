/**
 * `bridge-score imps`: the IMPs for a score difference, or for two scores.
 */
import { checkScore, imps } from '@bridge-score/core';
import { type AnyError, catalog } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, say } from '../common.js';
import { num } from '../team-output.js';
import { errorJson } from './deal.js';

interface ImpsOptions {
  json?: boolean;
  lang?: string;
  ascii?: boolean;
}

const SCORE = /^[+-]?\d+(?:\.\d+)?$/;

function parseScore(text: string): number | null {
  const s = text.trim().replace(/[\u2212\u2013]/g, '-');
  return SCORE.test(s) ? Number(s) : null;
}

export function registerImps(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('imps')
    .summary('IMPs for a score difference, or for two scores')
    .description('The IMPs (Law 78B) for a score difference, or for the difference between two scores.')
    .argument('<score>', 'a difference, or the first score')
    .argument('[other]', 'the second score: the difference is score − other')
    .option('--json', 'print one JSON object')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'a hyphen for minus')
    .action((first: string, second: string | undefined, options: ImpsOptions) => {
      const lang = langOption(options.lang);
      const texts = second === undefined ? [first] : [first, second];
      const scores: number[] = [];
      for (const text of texts) {
        const n = parseScore(text);
        // A score is a whole multiple of 10 within what a deal can score; a difference, of two such.
        const error: AnyError | null =
          n === null
            ? { code: 'imps-score', text }
            : checkScore(n, text.trim(), second === undefined ? 'difference' : 'score');
        if (error !== null) {
          if (options.json) io.out(`${JSON.stringify(errorJson(error, lang))}\n`);
          else io.err(`${say(error, lang)}\n`);
          setStatus(EXIT.input);
          return;
        }
        scores.push(n as number);
      }
      const [a, b] = scores as [number, number | undefined];
      const difference = b === undefined ? a : a - b;
      const result = imps(difference);
      if (options.json) {
        io.out(`${JSON.stringify({ ...(b === undefined ? {} : { scores }), difference, imps: result })}\n`);
      } else {
        const ascii = Boolean(options.ascii);
        const words = catalog(lang).teams;
        const expression =
          b === undefined
            ? num(a, { ascii })
            : `${num(a, { ascii })} ${ascii ? '-' : '\u2212'} ${b < 0 ? `(${num(b, { ascii })})` : num(b, { ascii })} = ${num(difference, { ascii })}`;
        io.out(`${words.impsResult(expression, words.imps(num(result, { ascii }), result))}\n`);
      }
      setStatus(EXIT.ok);
    });
}
