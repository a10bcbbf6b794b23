/**
 * The command line's help in English, Russian and Chinese: each command's
 * summary, description, arguments, options and the text after them, and the
 * argument parser's own words. A subpath of its own (`@bridge-score/i18n/help`),
 * so that the web page does not carry it.
 *
 * @example
 * import { helpWords } from '@bridge-score/i18n/help';
 * helpWords('ru').commands.deal?.options?.['--by']; // 'разыгрывающий: N, E, S или W'
 */
import type { Lang } from '../catalog.js';
import { helpEn } from './en.js';
import { helpRu } from './ru.js';
import type { HelpWords } from './words.js';
import { helpZh } from './zh.js';

export type { CommandHelp, HelpWords, ParserWords } from './words.js';

const HELP: { readonly [L in Lang]: HelpWords } = { en: helpEn, ru: helpRu, zh: helpZh };

/** The help's words in one language. */
export function helpWords(lang: Lang): HelpWords {
  return HELP[lang];
}
