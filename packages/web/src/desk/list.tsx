/** `#/desk`: the director's events, the buttons for a new one, and the import of a results file. */
import { useEffect, useState } from 'preact/hooks';
import { useUi } from '../ui';
import { uuid } from '../uuid';
import { type DeskEventSummary, type ImportAnswer, importFile, listEvents } from './api';
import { useDesk } from './words';

export function DeskListView() {
  const { f } = useUi();
  const d = useDesk();
  const [events, setEvents] = useState<DeskEventSummary[] | null>(null);
  const load = () =>
    listEvents().then(
      (r) => setEvents(r.body.events ?? []),
      () => setEvents([]),
    );
  useEffect(() => {
    void load();
  }, []);
  return (
    <section class="desk">
      <h1>{d.list.heading}</h1>
      <p class="actions">
        <a class="button" href="#/desk/new/pairs">
          {d.list.newPairs}
        </a>{' '}
        <a class="button" href="#/desk/new/teams">
          {d.list.newTeams}
        </a>
      </p>
      {events === null ? null : events.length === 0 ? (
        <p>{d.list.empty}</p>
      ) : (
        <ul class="desk-events">
          {events.map((e) => (
            <li key={e.id}>
              <strong>{e.name}</strong>{' '}
              <span class="muted">{f.date(`${e.date}T12:00:00`).split(',')[0]}</span>{' '}
              <span class="muted">{d.list.lines(e.lines)}</span>{' '}
              <a href={`#/desk/${e.id}`} aria-label={`${d.list.open}: ${e.name}`}>
                {d.list.open}
              </a>{' '}
              <a href={`#/desk/${e.id}/results`} aria-label={`${d.list.results}: ${e.name}`}>
                {d.list.results}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ImportForm onImported={() => void load()} />
    </section>
  );
}

/** A results file sent to the server; the same file again is offered as an update of its event. */
export function ImportForm(props: { onImported?: () => void }) {
  const d = useDesk();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{
    status: number;
    body: ImportAnswer & { error?: { message: string } };
  } | null>(null);
  const send = async (choice: { replace?: string; asNew?: boolean } = {}) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importFile(uuid(), file, choice);
      setAnswer(answer);
      // The list above shows the new or updated event.
      if (answer.status === 200 || answer.status === 201) props.onImported?.();
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: Event) => {
    e.preventDefault();
    void send();
  };
  const body = answer?.body;
  const done = answer && (answer.status === 200 || answer.status === 201) && body?.id;
  return (
    <form class="desk-import" onSubmit={onSubmit}>
      <h2>{d.files.import}</h2>
      <label>
        {d.files.choose}{' '}
        <input
          type="file"
          accept=".pbn,.xml,.csv,.txt,.json"
          onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </label>{' '}
      <button type="submit" disabled={!file || busy}>
        {d.files.import.split(' (')[0]}
      </button>
      <div role="status" aria-live="polite">
        {busy ? <p>{d.files.importing}</p> : null}
        {answer?.status === 409 && body?.existing ? (
          <div class="warn">
            <p>{d.files.sameFile(body.existing.name)}</p>
            <button type="button" onClick={() => send({ replace: body.existing?.id ?? '' })}>
              {d.files.update}
            </button>{' '}
            <button type="button" onClick={() => send({ asNew: true })}>
              {d.files.asNew}
            </button>
          </div>
        ) : null}
        {answer && answer.status === 400 ? (
          <p class="error">{d.files.refused(body?.error?.message ?? '')}</p>
        ) : null}
        {done ? (
          <p>
            {d.files.imported(body.lines ?? 0)} <a href={`#/desk/${body.id}`}>{d.list.open}</a>{' '}
            <a href={`#/desk/${body.id}/results`}>{d.list.results}</a>
          </p>
        ) : null}
      </div>
      {done && body.verify ? (
        <details open class="problems verify">
          <summary>
            {body.verify.consistent
              ? d.files.verifyConsistent(body.verify.checked.lines, body.verify.checked.pairs)
              : d.files.verifyFound(body.verify.findings.length)}
          </summary>
          <ol>
            {body.verify.findings.map((f) => (
              <li key={f.message} class="warning">
                {f.board === null ? (
                  f.message
                ) : (
                  <a href={`#/desk/${body.id}/board/${f.section ? `${f.section}/` : ''}${f.board}`}>
                    {f.message}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {body?.problems && body.problems.length > 0 ? (
        <details open class="problems">
          <summary>{d.files.problems(body.problems.length)}</summary>
          <ol>
            {body.problems.map((p) => (
              <li
                key={`${p.line}:${p.column}:${p.message}`}
                class={p.severity === 'warning' ? 'warning' : 'error'}
              >
                {p.message}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </form>
  );
}
