/** What every view needs: the language, its words and its number and date formats. */
import {
  type Catalog,
  catalog,
  type Lang,
  type PageWords,
  type WebWords,
  webWords,
} from '@bridge-score/i18n';
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { subscribe } from './evenings';
import { type Formats, formatsFor } from './lang';
import { onSyncStatus } from './sync';

export interface Ui {
  readonly lang: Lang;
  /** The page's words. */
  readonly w: PageWords;
  readonly web: WebWords;
  /** The scoring words shared with the command line. */
  readonly c: Catalog;
  readonly f: Formats;
}

export function uiFor(lang: Lang): Ui {
  const web = webWords(lang);
  return { lang, w: web.page, web, c: catalog(lang), f: formatsFor(lang) };
}

export const UiContext = createContext<Ui>(uiFor('en'));

export const useUi = (): Ui => useContext(UiContext);

/** Re-renders the calling view whenever an evening or a sync status changes. */
export function useEvenings(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((t) => t + 1);
    const a = subscribe(bump);
    const b = onSyncStatus(bump);
    return () => {
      a();
      b();
    };
  }, []);
}
