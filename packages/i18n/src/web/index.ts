/**
 * The web app's words in English, Russian and Chinese (see `words.ts`).
 *
 * @example
 * import { webWords } from '@bridge-score/i18n';
 * webWords('ru').api['not-found']({ code: 'not-found' }); // 'На сервере нет такого вечера.'
 */
import type { Lang } from '../catalog.js';
import { deskEn } from './desk-en.js';
import { deskRu } from './desk-ru.js';
import type { DeskWords } from './desk-words.js';
import { deskZh } from './desk-zh.js';
import { webEn } from './en.js';
import { liveEn } from './live-en.js';
import { liveRu } from './live-ru.js';
import type { LiveWords } from './live-words.js';
import { liveZh } from './live-zh.js';
import { webRu } from './ru.js';
import type { WebWords } from './words.js';
import { webZh } from './zh.js';

export * from './desk-words.js';
export * from './live-words.js';
export * from './words.js';

const WEB: { readonly [L in Lang]: WebWords } = { en: webEn, ru: webRu, zh: webZh };

export function webWords(lang: Lang): WebWords {
  return WEB[lang];
}

const DESK: { readonly [L in Lang]: DeskWords } = { en: deskEn, ru: deskRu, zh: deskZh };

/** The director's desk's words. */
export function deskWords(lang: Lang): DeskWords {
  return DESK[lang];
}

const LIVE: { readonly [L in Lang]: LiveWords } = { en: liveEn, ru: liveRu, zh: liveZh };

/** Live scoring's words: the table's phone, the director's Live panel, sign-in, the public results. */
export function liveWords(lang: Lang): LiveWords {
  return LIVE[lang];
}
