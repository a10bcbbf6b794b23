/** The desk's words in the page's language, and the message of a desk or core error. */
import { type AnyError, type DeskWords, deskWords, errorMessage, type Lang } from '@bridge-score/i18n';
import { useUi } from '../ui';

export function useDesk(): DeskWords {
  return deskWords(useUi().lang);
}

/** A typed line's error in words: the desk's own, else the core's. */
export function deskMessage(error: { readonly code: string }, lang: Lang): string {
  const own = deskWords(lang).errors as Record<string, ((e: unknown) => string) | undefined>;
  const words = own[error.code];
  return words ? words(error) : errorMessage(error as AnyError, lang);
}
