/**
 * The page: a bar with the app's name and the language (switchable on every
 * page), and the view the address names: `#/` the evenings, `#/new` a new
 * one, `#/e/<id>` an evening.
 */
import { isLang, LANGS, type Lang } from '@bridge-score/i18n';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { EveningView } from './evening';
import { HomeView } from './home';
import { initialLang, LANG_NAMES, rememberLang } from './lang';
import { SetupView } from './setup';
import { setSyncLanguage } from './sync';
import { UiContext, uiFor } from './ui';

type Route =
  | { readonly name: 'home' }
  | { readonly name: 'new' }
  | { readonly name: 'evening'; readonly id: string };

export function routeOf(hash: string): Route {
  const evening = /^#\/e\/([0-9a-f-]{36})$/.exec(hash);
  if (evening?.[1]) return { name: 'evening', id: evening[1] };
  if (hash === '#/new') return { name: 'new' };
  return { name: 'home' };
}

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  const ui = useMemo(() => uiFor(lang), [lang]);

  useEffect(() => {
    const onHash = () => {
      setRoute(routeOf(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : lang;
    document.title = ui.w.appName;
    setSyncLanguage(lang);
  }, [lang]);

  const choose = (e: Event) => {
    const value = (e.target as HTMLSelectElement).value;
    if (isLang(value)) {
      rememberLang(value);
      setLang(value);
    }
  };

  return (
    <UiContext.Provider value={ui}>
      <header class="bar">
        <a class="brand" href="#/">
          {ui.w.appName}
        </a>
        <label class="lang">
          <span>{ui.w.language}</span>{' '}
          <select value={lang} onChange={choose}>
            {LANGS.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main id="main">
        {route.name === 'home' ? <HomeView /> : null}
        {route.name === 'new' ? <SetupView /> : null}
        {route.name === 'evening' ? <EveningView key={route.id} id={route.id} /> : null}
      </main>
    </UiContext.Provider>
  );
}
