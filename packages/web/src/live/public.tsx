/**
 * `#/live/<eventId>`: the room's results page. The ranking so far, as the
 * desk scores it, updated as results arrive (server-sent events); shown
 * while the director keeps the session public.
 */
import { useEffect, useState } from 'preact/hooks';
import { PairsRankings } from '../desk/rankings';
import { useUi } from '../ui';
import { getPublic, type PublicEvent, publicStreamUrl, type RankingUpdate } from './api';
import { useLive, useRankingStream } from './shared';

export function PublicView(props: { id: string }) {
  const { f, lang } = useUi();
  const t = useLive();
  const [event, setEvent] = useState<PublicEvent | 'missing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const [latest, setLatest] = useState<RankingUpdate | null>(null);

  useEffect(() => {
    getPublic(props.id, lang).then(
      (a) => {
        if (a.status === 404) return setEvent('missing');
        if (a.status !== 200) return setProblem(a.body.error?.message ?? String(a.status));
        setEvent(a.body as PublicEvent);
        setUpdated(new Date().toISOString());
      },
      () => setProblem(t.network),
    );
  }, [props.id, lang]);

  const stream = useRankingStream(
    event && event !== 'missing' ? publicStreamUrl(props.id, lang) : null,
    (u) => {
      setLatest((held) => (held && held.version > u.version ? held : u));
      setUpdated(new Date().toISOString());
    },
  );

  if (event === 'missing')
    return (
      <section class="live-public">
        <p role="alert">{t.public.notFound}</p>
      </section>
    );
  if (event === null)
    return (
      <section class="live-public">
        <p role={problem ? 'alert' : 'status'}>{problem ?? '…'}</p>
      </section>
    );

  const now = latest && latest.version >= event.version ? latest : event;
  return (
    <section class="live-public">
      <h1>{t.public.heading(event.name)}</h1>
      <p class="muted">
        <span role="status">
          {stream === 'open' ? t.public.live : stream === 'reconnecting' ? t.public.reconnecting : ''}
        </span>
        {updated ? ` · ${t.public.updated(f.date(updated))}` : ''}
      </p>
      {event.state !== 'open' ? <p>{t.public.closed}</p> : null}
      <div aria-live="off">
        <PairsRankings rankings={now.rankings} />
      </div>
    </section>
  );
}
