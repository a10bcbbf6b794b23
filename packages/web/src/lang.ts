/**
 * The page's language and how it writes numbers and dates. The language is
 * the one chosen on the page (kept on this device), else the first of the
 * browser's languages that we speak, else English.
 */
import { isLang, LANGS, type Lang } from '@bridge-score/i18n';

const KEY = 'bridge-score/lang';

/** Each language's own name, as its speakers write it. */
export const LANG_NAMES: { readonly [L in Lang]: string } = { en: 'English', ru: 'Русский', zh: '中文' };

export function browserLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

export function initialLang(): Lang {
  try {
    const chosen = localStorage.getItem(KEY);
    if (isLang(chosen)) return chosen;
  } catch {
    // Storage may be refused (private mode): the browser's language then.
  }
  return browserLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Not kept: the page still switches.
  }
}

/** The locale for Intl: the browser's own variant when it speaks this language (en-US, en-GB …). */
export function localeOf(lang: Lang): string {
  const own = (navigator.languages ?? [navigator.language]).find(
    (t) => t.toLowerCase().split('-')[0] === lang,
  );
  return own ?? { en: 'en', ru: 'ru-RU', zh: 'zh-CN' }[lang];
}

export interface Formats {
  readonly lang: Lang;
  readonly locale: string;
  /** 1220 → "1,220" (en), "1 220" (ru). */
  number(n: number): string;
  /** A score with its sign: +120, −50, 0. */
  signed(n: number): string;
  date(iso: string): string;
  /** An amount of money, in a currency when one is named. */
  money(amount: number, currency: string | null): string;
}

export function formatsFor(lang: Lang): Formats {
  const locale = localeOf(lang);
  const plain = new Intl.NumberFormat(locale);
  const withSign = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    lang,
    locale,
    number: (n) => plain.format(n),
    signed: (n) => withSign.format(n).replace('-', '\u2212'),
    date: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : when.format(d);
    },
    money: (amount, currency) => {
      try {
        return new Intl.NumberFormat(
          locale,
          currency ? { style: 'currency', currency } : { maximumFractionDigits: 2 },
        ).format(amount);
      } catch {
        return `${plain.format(amount)} ${currency ?? ''}`.trim();
      }
    },
  };
}

export { LANGS };
