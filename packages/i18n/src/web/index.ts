/**
 * The web app's words in English, Russian and Chinese (see `words.ts`).
 *
 * @example
 * import { webWords } from '@bridge-score/i18n';
 * webWords('ru').api['not-found']({ code: 'not-found' }); // 'На сервере нет такого вечера.'
 */
import type { Lang } from '../catalog.js';
import { webEn } from './en.js';
import { webRu } from './ru.js';
import type { WebWords } from './words.js';
import { webZh } from './zh.js';

export * from './words.js';

const WEB: { readonly [L in Lang]: WebWords } = { en: webEn, ru: webRu, zh: webZh };

export function webWords(lang: Lang): WebWords {
  return WEB[lang];
}
