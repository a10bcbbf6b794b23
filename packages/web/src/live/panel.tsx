/**
 * The Live panel of the desk's event page: start live scoring with its
 * settings, each table's code with its link and QR code, its round and how
 * many of its results are in, the event's updates as they arrive (server-sent
 * events: the desk's lines and rankings are reloaded), the audit log with its
 * CSV export, and closing the session (the correction window follows).
 */
import type { DeskSetup } from '@bridge-score/desk';
import { useEffect, useState } from 'preact/hooks';
import { setCorrectionReason } from '../desk/api';
import { useUi } from '../ui';
import {
  type AuditEntry,
  auditCsvUrl,
  closeLive,
  deskStreamUrl,
  getAudit,
  getLive,
  type LiveSession,
  type LiveSettings,
  type LiveTable,
  saveLiveSettings,
  setTableRound,
  startLive,
} from './api';
import { qrDataUrl, useLive, useRankingStream } from './shared';

const ORIGIN_KEY = 'bridge-score/live/origin';
/** The reason the server gives the audit entries of a re-import: `import: <file>` (docs/live.md). */
const IMPORT_REASON = 'import: ';

const DEFAULTS: LiveSettings = {
  confirmation: true,
  showTraveller: true,
  correctionMinutes: 30,
  public: true,
};

function initialOrigin(): string {
  try {
    return localStorage.getItem(ORIGIN_KEY) ?? location.origin;
  } catch {
    return location.origin;
  }
}

export function LivePanel(props: { eventId: string; setup: DeskSetup; onUpdate: () => void }) {
  const ui = useUi();
  const t = useLive();
  const [session, setSession] = useState<LiveSession | 'none' | null>(null);
  const [settings, setSettings] = useState<LiveSettings>(DEFAULTS);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [origin, setOrigin] = useState(initialOrigin);
  const [reason, setReason] = useState('');

  const fail = (message: string) => setProblem(t.panel.failed(message));
  const take = (a: { status: number; body: Partial<LiveSession> & { error?: { message: string } } }) => {
    if (a.status === 200 || a.status === 201) {
      const s = a.body as LiveSession;
      setSession(s);
      setSettings(s.settings);
      setProblem(null);
      return true;
    }
    fail(a.body.error?.message ?? String(a.status));
    return false;
  };
  const loadAudit = () =>
    getAudit(props.eventId).then(
      (a) => {
        if (a.status === 200) setAudit(a.body.entries ?? []);
      },
      () => {},
    );
  const load = () =>
    getLive(props.eventId).then(
      (a) => {
        if (a.status === 404) return setSession('none');
        if (take(a)) void loadAudit();
      },
      () => fail(t.network),
    );

  useEffect(() => {
    void load();
    return () => setCorrectionReason('');
  }, [props.eventId]);

  const live = session !== null && session !== 'none';
  const stream = useRankingStream(live ? deskStreamUrl(props.eventId, ui.lang) : null, () => {
    props.onUpdate();
    void load();
  });

  const call = async (f: () => ReturnType<typeof getLive>) => {
    try {
      return take(await f());
    } catch {
      fail(t.network);
      return false;
    }
  };

  if (props.setup.kind !== 'pairs') return null;
  const hasMovement = props.setup.sections.some((s) => s.tables > 0);

  const settingsForm = (onSubmit: (e: Event) => void, button: string) => (
    <form class="live-settings" onSubmit={onSubmit}>
      <label class="check">
        <input
          type="checkbox"
          checked={settings.confirmation}
          onChange={(e) => setSettings({ ...settings, confirmation: (e.target as HTMLInputElement).checked })}
        />
        <span>{t.panel.setting.confirmation}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={settings.showTraveller}
          onChange={(e) =>
            setSettings({ ...settings, showTraveller: (e.target as HTMLInputElement).checked })
          }
        />
        <span>{t.panel.setting.showTraveller}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={settings.public}
          onChange={(e) => setSettings({ ...settings, public: (e.target as HTMLInputElement).checked })}
        />
        <span>{t.panel.setting.public}</span>
      </label>
      <label class="field">
        <span>{t.panel.setting.correctionMinutes}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={1440}
          value={settings.correctionMinutes}
          onInput={(e) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= 0 && n <= 1440)
              setSettings({ ...settings, correctionMinutes: n });
          }}
        />
      </label>
      <button type="submit" class={live ? '' : 'primary'}>
        {button}
      </button>
    </form>
  );

  return (
    <section class="live-panel no-print" aria-labelledby="live-panel-heading">
      <h2 id="live-panel-heading">{t.panel.heading}</h2>
      <div role="alert">{problem ? <p class="error">{problem}</p> : null}</div>
      {session === null ? null : !hasMovement ? (
        <p>{t.panel.noMovement}</p>
      ) : session === 'none' ? (
        <>
          <p>{t.panel.intro}</p>
          {settingsForm((e) => {
            e.preventDefault();
            void call(() => startLive(props.eventId, settings));
          }, t.panel.start)}
        </>
      ) : (
        <>
          <p>
            <strong>{t.panel.state[session.state]}</strong>
            {session.frozenAt && session.state === 'closed'
              ? ` · ${t.panel.frozenAt(ui.f.date(session.frozenAt))}`
              : ''}
            {' · '}
            <span role="status">
              {stream === 'open' ? t.panel.connected : stream === 'reconnecting' ? t.panel.reconnecting : ''}
            </span>
            {session.settings.public ? (
              <>
                {' · '}
                <a href={`#/live/${props.eventId}`}>{t.panel.publicPage}</a>
              </>
            ) : null}
          </p>
          <label class="field">
            <span>{t.panel.origin}</span>
            <input
              class="live-origin"
              type="url"
              value={origin}
              aria-describedby="live-origin-help"
              onChange={(e) => {
                const value = (e.target as HTMLInputElement).value.trim().replace(/\/+$/, '');
                setOrigin(value || location.origin);
                try {
                  localStorage.setItem(ORIGIN_KEY, value || location.origin);
                } catch {
                  // Kept for this page only.
                }
              }}
            />
          </label>
          <p id="live-origin-help" class="hint">
            {t.panel.originHelp}
          </p>
          <Tables
            session={session}
            origin={origin}
            sections={props.setup.sections.length}
            onRound={(tb, round) =>
              void call(() => setTableRound(props.eventId, tb.section, tb.table, round))
            }
          />
          {session.state === 'frozen' ? null : (
            <details class="live-settings-box">
              <summary>{t.panel.settings}</summary>
              {settingsForm((e) => {
                e.preventDefault();
                void call(() => saveLiveSettings(props.eventId, settings));
              }, t.panel.saveSettings)}
            </details>
          )}
          {session.state === 'frozen' ? null : (
            <label class="field">
              <span>{t.panel.correctionReason}</span>
              <input
                class="live-reason"
                value={reason}
                maxLength={200}
                aria-describedby="live-reason-help"
                onInput={(e) => {
                  const value = (e.target as HTMLInputElement).value;
                  setReason(value);
                  setCorrectionReason(value.trim());
                }}
              />
            </label>
          )}
          {session.state === 'frozen' ? null : (
            <p id="live-reason-help" class="hint">
              {t.panel.correctionHelp}
            </p>
          )}
          {session.state === 'open' ? (
            closing ? (
              <div class="warn live-close">
                <p>{t.panel.closeConfirm(session.settings.correctionMinutes)}</p>
                <button
                  type="button"
                  class="danger"
                  onClick={async () => {
                    await call(() => closeLive(props.eventId));
                    setClosing(false);
                  }}
                >
                  {t.panel.close}
                </button>{' '}
                <button type="button" onClick={() => setClosing(false)}>
                  {t.panel.cancel}
                </button>
              </div>
            ) : (
              <p>
                <button type="button" onClick={() => setClosing(true)}>
                  {t.panel.close}
                </button>
              </p>
            )
          ) : null}
          <Audit entries={audit} eventId={props.eventId} />
        </>
      )}
    </section>
  );
}

function Tables(props: {
  session: LiveSession;
  origin: string;
  sections: number;
  onRound: (table: LiveTable, round: number) => void;
}) {
  const t = useLive();
  const name = (tb: LiveTable) => (props.sections > 1 ? `${tb.section}${tb.table}` : String(tb.table));
  return (
    <details class="live-tables-box" open>
      <summary>{t.panel.tables}</summary>
      <table class="live-tables">
        <thead>
          <tr>
            {props.sections > 1 ? <th scope="col">{t.panel.section}</th> : null}
            <th scope="col">{t.panel.table}</th>
            <th scope="col">{t.panel.code}</th>
            <th scope="col">{t.panel.round}</th>
            <th scope="col">{t.panel.progress}</th>
            <th scope="col">{t.panel.link}</th>
          </tr>
        </thead>
        <tbody>
          {props.session.tables.map((tb) => {
            const link = `${props.origin}/#/table/${tb.code}`;
            return (
              <tr key={`${tb.section}-${tb.table}`} data-table={name(tb)}>
                {props.sections > 1 ? <td>{tb.section}</td> : null}
                <td>{tb.table}</td>
                <td>
                  <code class="live-code">{tb.code}</code>
                </td>
                <td>
                  {props.session.state === 'frozen' ? (
                    tb.round
                  ) : (
                    <select
                      aria-label={t.panel.setRound(name(tb))}
                      value={tb.round}
                      onChange={(e) => props.onRound(tb, Number((e.target as HTMLSelectElement).value))}
                    >
                      {Array.from({ length: tb.rounds }, (_, i) => i + 1).map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  )}{' '}
                  {tb.finished ? <span class="muted">{t.panel.finished}</span> : null}
                </td>
                <td class="live-progress">
                  <progress max={tb.expected} value={tb.entered} aria-label={t.panel.progress} />{' '}
                  {t.panel.progressText(tb.entered, tb.expected)}
                </td>
                <td>
                  <a href={link} class="live-link">
                    {link}
                  </a>
                  <img
                    class="live-qr"
                    src={qrDataUrl(link)}
                    alt={t.panel.qr(name(tb))}
                    width={132}
                    height={132}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}

function Audit(props: { entries: readonly AuditEntry[]; eventId: string }) {
  const ui = useUi();
  const t = useLive();
  return (
    <details class="live-audit" open>
      <summary>
        {t.panel.audit} ({props.entries.length})
      </summary>
      <p>
        <a href={auditCsvUrl(props.eventId)} download>
          {t.panel.exportCsv}
        </a>
      </p>
      {props.entries.length === 0 ? (
        <p>{t.panel.auditEmpty}</p>
      ) : (
        <table class="live-audit-log">
          <thead>
            <tr>
              <th scope="col">{t.panel.seq}</th>
              <th scope="col">{t.panel.at}</th>
              <th scope="col">{t.panel.actor}</th>
              <th scope="col">{t.panel.action}</th>
              <th scope="col">{t.panel.board}</th>
              <th scope="col">{t.panel.old}</th>
              <th scope="col">{t.panel.new}</th>
              <th scope="col">{t.panel.reason}</th>
            </tr>
          </thead>
          <tbody>
            {props.entries
              .slice()
              .reverse()
              .map((e) => (
                <tr key={e.seq} class={`audit-${e.action}`}>
                  <td>{e.seq}</td>
                  <td>{ui.f.date(e.at)}</td>
                  <td>
                    {e.actor === 'director'
                      ? t.panel.actorDirector
                      : e.actor.startsWith('table ')
                        ? t.panel.actorTable(e.actor.slice(6))
                        : e.actor}
                  </td>
                  <td>{t.panel.actions[e.action] ?? e.action}</td>
                  <td>
                    {e.section} {e.board}
                  </td>
                  <td>{e.old ?? ''}</td>
                  <td>{e.new ?? ''}</td>
                  <td>
                    {e.reason?.startsWith(IMPORT_REASON)
                      ? t.panel.reasonImport(e.reason.slice(IMPORT_REASON.length))
                      : (e.reason ?? '')}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
