/**
 * The evenings: those on this device and those on the server, the most
 * recent first, each with its players, how far it went and its totals.
 */
import { type EveningSummary, summarize, unsent } from '@bridge-score/scorepad';
import { useEffect, useState } from 'preact/hooks';
import { fetchEvenings, type ServerEvening } from './api';
import { localLogs, stateOf } from './evenings';
import { type Ui, useEvenings, useUi } from './ui';

interface Item {
  readonly id: string;
  readonly summary: EveningSummary;
  readonly started: string;
  readonly updated: string;
  readonly unsent: number;
  readonly local: boolean;
}

function Row({ item, ui }: { item: Item; ui: Ui }) {
  const { w, f, c } = ui;
  const s = item.summary;
  const [we, they] = [s.we, s.we === 'NS' ? 'EW' : 'NS'] as const;
  const names = s.names.filter((n) => n.trim() !== '').join(', ');
  const title = `${w.forms[s.form]} · ${w.home.started(f.date(item.started))}`;
  return (
    <li class="evening-item">
      <a href={`#/e/${item.id}`} class="evening-link">
        <span class="title">{title}</span>
        {names ? <span class="names">{names}</span> : null}
        <span>
          {w.home.progress(s.form, s.sheets, s.deals)} ·{' '}
          {w.home.totals(f.number(s.totals[we]), f.number(s.totals[they]))}
        </span>
        <span class="rules">{s.rules}</span>
        {item.unsent > 0 ? <span class="warn">{w.home.unsent(item.unsent)}</span> : null}
        {!item.local ? <span>{w.home.serverOnly}</span> : null}
        <span class="sr-only">{c.sheet.we}</span>
      </a>
    </li>
  );
}

export function HomeView() {
  useEvenings();
  const ui = useUi();
  const { w } = ui;
  const [server, setServer] = useState<ServerEvening[] | null>(null);
  const [fetched, setFetched] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchEvenings().then((list) => {
      if (!live) return;
      setServer(list);
      setFetched(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const items = new Map<string, Item>();
  for (const log of localLogs()) {
    const st = stateOf(log);
    if (!st.ok) continue;
    items.set(log.id, {
      id: log.id,
      summary: summarize(st.value),
      started: log.changes[0]?.at ?? '',
      updated: log.changes.at(-1)?.at ?? '',
      unsent: unsent(log).length,
      local: true,
    });
  }
  for (const e of server ?? []) {
    if (items.has(e.id)) continue;
    items.set(e.id, {
      id: e.id,
      summary: e.summary,
      started: e.createdAt,
      updated: e.updatedAt,
      unsent: 0,
      local: false,
    });
  }
  const list = [...items.values()].sort((a, b) => b.updated.localeCompare(a.updated));

  return (
    <div class="home">
      <h1>{w.home.heading}</h1>
      <p>
        <a class="button primary" href="#/new">
          {w.home.newEvening}
        </a>
      </p>
      {server === null && fetched ? (
        <p role="status" class="warn">
          {w.home.offline}
        </p>
      ) : null}
      {list.length === 0 ? <p>{w.home.empty}</p> : null}
      <ul class="evenings">
        {list.map((item) => (
          <Row key={item.id} item={item} ui={ui} />
        ))}
      </ul>
    </div>
  );
}
