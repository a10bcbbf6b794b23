/**
 * The page: a bar with the app's name and the language (switchable on every
 * page), and the view the address names: `#/` the evenings, `#/new` a new
 * one, `#/e/<id>` an evening.
 */
import { deskWords, isLang, LANGS, type Lang } from '@bridge-score/i18n';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { setDeskLanguage } from './desk/api';
import { EntryView } from './desk/entry';
import { DeskListView } from './desk/list';
import { NewPairsView, NewTeamsView } from './desk/new-event';
import { ResultsView } from './desk/results';
import { EveningView } from './evening';
import { HomeView } from './home';
import { initialLang, LANG_NAMES, rememberLang } from './lang';
import { setLiveLanguage } from './live/api';
import { PublicView } from './live/public';
import { SignInView } from './live/signin';
import { TableView } from './live/table';
import { SetupView } from './setup';
import { setSyncLanguage } from './sync';
import { UiContext, uiFor } from './ui';

type Route =
  | { readonly name: 'home' }
  | { readonly name: 'new' }
  | { readonly name: 'evening'; readonly id: string }
  | { readonly name: 'desk' }
  | { readonly name: 'desk-new'; readonly kind: 'pairs' | 'teams' }
  | {
      readonly name: 'desk-event';
      readonly id: string;
      /** A board to open at (`#/desk/<id>/board/7`, `#/desk/<id>/board/B/7`), from a list of checks. */
      readonly at?: { readonly section: string | undefined; readonly board: number };
    }
  | { readonly name: 'desk-results'; readonly id: string }
  | { readonly name: 'table'; readonly code: string }
  | { readonly name: 'live'; readonly id: string }
  | { readonly name: 'signin' };

export function routeOf(hash: string): Route {
  const evening = /^#\/e\/([0-9a-f-]{36})$/.exec(hash);
  if (evening?.[1]) return { name: 'evening', id: evening[1] };
  if (hash === '#/new') return { name: 'new' };
  const table = /^#\/table\/([A-Za-z0-9]{4,12})$/.exec(hash);
  if (table?.[1]) return { name: 'table', code: table[1] };
  const live = /^#\/live\/([0-9a-f-]{36})$/.exec(hash);
  if (live?.[1]) return { name: 'live', id: live[1] };
  if (hash === '#/signin') return { name: 'signin' };
  if (hash === '#/desk') return { name: 'desk' };
  if (hash === '#/desk/new/pairs') return { name: 'desk-new', kind: 'pairs' };
  if (hash === '#/desk/new/teams') return { name: 'desk-new', kind: 'teams' };
  const at = /^#\/desk\/([0-9a-f-]{36})\/board\/(?:([^/]{1,20})\/)?(\d{1,4})$/.exec(hash);
  if (at?.[1]) return { name: 'desk-event', id: at[1], at: { section: at[2], board: Number(at[3]) } };
  const desk = /^#\/desk\/([0-9a-f-]{36})(\/results)?$/.exec(hash);
  if (desk?.[1]) return desk[2] ? { name: 'desk-results', id: desk[1] } : { name: 'desk-event', id: desk[1] };
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
    setDeskLanguage(lang);
    setLiveLanguage(lang);
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
        {/* A table's phone sees its table alone, and the room's live results page those results
            alone: no way to the scorepad or the desk. */}
        {route.name === 'table' || route.name === 'live' ? (
          <span class="brand">{ui.w.appName}</span>
        ) : (
          <>
            <a class="brand" href="#/">
              {ui.w.appName}
            </a>
            <nav class="nav" aria-label={ui.w.appName}>
              <a href="#/">{deskWords(lang).nav.scorepad}</a> <a href="#/desk">{deskWords(lang).nav.desk}</a>
            </nav>
          </>
        )}
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
        {route.name === 'desk' ? <DeskListView /> : null}
        {route.name === 'desk-new' ? route.kind === 'pairs' ? <NewPairsView /> : <NewTeamsView /> : null}
        {route.name === 'desk-event' ? (
          <EntryView key={route.id} id={route.id} {...(route.at ? { at: route.at } : {})} />
        ) : null}
        {route.name === 'desk-results' ? <ResultsView key={route.id} id={route.id} /> : null}
        {route.name === 'table' ? <TableView key={route.code} code={route.code} /> : null}
        {route.name === 'live' ? <PublicView key={route.id} id={route.id} /> : null}
        {route.name === 'signin' ? <SignInView /> : null}
      </main>
    </UiContext.Provider>
  );
}
