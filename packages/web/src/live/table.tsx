/**
 * `#/table/<code>`: a table's phone. It shows this round's boards with the
 * pairs, dealer and vulnerability; a result is entered in a few taps (level,
 * strain, doubling, declarer, lead suit then card, the result as `=`, `+1`,
 * `−2`, or a pass) with the North-South score shown before it goes; East-West
 * then confirm it on the same phone (when the director's setting asks for
 * it). The result is kept on the phone (the outbox) and sent from there, so
 * that a lost network loses nothing; after it is stored the board's traveller
 * may be shown. When every board of the round is in, the table moves on to
 * the round the movement gives it.
 */
import {
  boardVulnerability,
  LEVELS,
  type Level,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
} from '@bridge-score/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Choice } from '../entry';
import { useUi } from '../ui';
import { uuid } from '../uuid';
import { getTable, nextRound, type StoredAnswer, type TablePage, type Traveller } from './api';
import {
  choose,
  type Draft,
  EMPTY_DRAFT,
  formatRelative,
  LEAD_SUITS,
  type LeadSuit,
  nsScoreOf,
  RANKS,
  type Rank,
  resultOptions,
  wireOf,
} from './draft';
import type { Pending } from './outbox';
import { CardWords, ContractWords, liveOutbox, useLive } from './shared';

type Screen =
  | { readonly kind: 'boards' }
  | { readonly kind: 'entry'; readonly board: number; readonly draft: Draft }
  | { readonly kind: 'confirm'; readonly board: number; readonly draft: Draft }
  | { readonly kind: 'traveller'; readonly traveller: Traveller };

type BoardOf = TablePage['boards'][number];

const PAGE_KEY = 'bridge-score/live/table/';

/** The table's page as last read from the server, kept on the phone. */
function keepPage(code: string, page: TablePage): void {
  try {
    localStorage.setItem(PAGE_KEY + code, JSON.stringify(page));
  } catch {
    // Not kept: the page is only needed again when opened offline.
  }
}

function keptPage(code: string): TablePage | null {
  try {
    const text = localStorage.getItem(PAGE_KEY + code);
    const page = text ? (JSON.parse(text) as TablePage) : null;
    return page && Array.isArray(page.boards) ? page : null;
  } catch {
    return null;
  }
}

const SUIT = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** The draft a result sent before reads back to (for "change and send again"). */
function draftOfPending(p: Pending): Draft {
  if (p.contract.toUpperCase() === 'PASS') return { ...EMPTY_DRAFT, pass: true };
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/i.exec(p.contract);
  if (!m || p.tricks === null) return EMPTY_DRAFT;
  const level = Number(m[1]) as Level;
  const lead = p.lead ? /^([CDHS])(10|[2-9TJQKA])$/i.exec(p.lead) : null;
  return {
    pass: false,
    level,
    strain: (m[2] ?? '').toUpperCase() as Strain,
    doubling: (m[3] ?? '').toUpperCase() as Draft['doubling'],
    declarer: p.declarer,
    leadSuit: lead ? ((lead[1] ?? '').toUpperCase() as LeadSuit) : null,
    leadRank: lead ? ((lead[2] === '10' ? 'T' : (lead[2] ?? '').toUpperCase()) as Rank) : null,
    result: p.tricks - level - 6,
  };
}

export function TableView(props: { code: string }) {
  const ui = useUi();
  const t = useLive();
  const code = props.code.toUpperCase();
  const [page, setPage] = useState<TablePage | 'unknown' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'boards' });
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<Pending[]>(() => liveOutbox.pending(code));
  const [, setTick] = useState(0);
  /** The key of the result this phone just sent, whose traveller is shown when it is stored. */
  const awaiting = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const showing = useRef<Screen['kind']>('boards');
  showing.current = screen.kind;

  /** Only the latest request's answer is shown: an older one arriving late would show a stale table. */
  const latest = useRef(0);
  const load = async () => {
    const seq = ++latest.current;
    try {
      const a = await getTable(code);
      if (seq !== latest.current) return;
      if (a.status === 404) return setPage('unknown');
      if (a.status !== 200) return setProblem(a.body.error?.message ?? String(a.status));
      setProblem(null);
      setPage(a.body as TablePage);
      keepPage(code, a.body as TablePage);
    } catch {
      if (seq !== latest.current) return;
      setProblem(t.network);
      // Opened with no network: the table as last seen, so that the results kept here show.
      setPage((held) => held ?? keptPage(code));
    }
  };

  useEffect(() => {
    void load();
    const off = liveOutbox.on((e) => {
      setPending(liveOutbox.pending(code));
      if (e.kind === 'stored' && e.result.code.toUpperCase() === code) {
        setStatus(t.send.stored(e.result.board));
        const body = e.body as Partial<StoredAnswer>;
        // The traveller comes up only while the boards are shown: never over a result being entered.
        if (awaiting.current === e.result.key && body.traveller && showing.current === 'boards') {
          setScreen({ kind: 'traveller', traveller: body.traveller });
        }
        void load();
      }
    });
    const online = () => void load();
    window.addEventListener('online', online);
    // Another phone at the table, or the director, may have moved things on.
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible' && showing.current === 'boards') void load();
    }, 15_000);
    // The seconds to the next try, shown while results wait.
    const clock = setInterval(() => setTick((n) => n + 1), 1000);
    void liveOutbox.flush();
    return () => {
      off();
      window.removeEventListener('online', online);
      clearInterval(clock);
      clearInterval(poll);
    };
  }, [code]);

  useEffect(() => {
    heading.current?.focus();
  }, [screen.kind, screen.kind === 'entry' || screen.kind === 'confirm' ? screen.board : 0]);

  if (page === 'unknown')
    return (
      <section class="live-table">
        <p role="alert" class="error">
          {t.table.unknownCode}
        </p>
      </section>
    );
  if (page === null)
    return (
      <section class="live-table">
        <p role={problem ? 'alert' : 'status'} class={problem ? 'error' : ''}>
          {problem ?? t.table.loading}
        </p>
        {problem ? (
          <button type="button" onClick={() => void load()}>
            {t.table.reload}
          </button>
        ) : null}
      </section>
    );

  const vulOf = (b: BoardOf) => b.vulnerability ?? boardVulnerability(b.board);
  const mine = pending.filter((p) => p.round === page.round);

  const send = (board: number, draft: Draft, confirmed: boolean) => {
    const wire = wireOf(draft);
    if (!wire) return;
    const key = uuid();
    awaiting.current = page.settings.showTraveller ? key : null;
    const kept = liveOutbox.add({ key, code, round: page.round, board, ...wire, confirmed });
    setPending(liveOutbox.pending(code));
    setStatus(kept ? t.send.sending : t.send.refused(board, t.network));
    setScreen({ kind: 'boards' });
  };

  if (screen.kind === 'entry') {
    const b = page.boards.find((x) => x.board === screen.board);
    if (!b) {
      setScreen({ kind: 'boards' });
      return null;
    }
    return (
      <section class="live-table">
        <Entry
          board={b}
          draft={screen.draft}
          confirmation={page.settings.confirmation}
          headingRef={heading}
          onDraft={(draft) => setScreen({ ...screen, draft })}
          onCancel={() => setScreen({ kind: 'boards' })}
          onDone={(draft) =>
            page.settings.confirmation
              ? setScreen({ kind: 'confirm', board: b.board, draft })
              : send(b.board, draft, false)
          }
        />
      </section>
    );
  }

  if (screen.kind === 'confirm') {
    const b = page.boards.find((x) => x.board === screen.board);
    const wire = wireOf(screen.draft);
    if (!b || !wire) {
      setScreen({ kind: 'boards' });
      return null;
    }
    const ns = nsScoreOf(screen.draft, vulOf(b));
    return (
      <section class="live-table live-confirm">
        <h1 tabIndex={-1} ref={heading}>
          {t.confirm.heading}
        </h1>
        <p>{t.confirm.ask}</p>
        <dl class="live-summary">
          <dt>{t.table.board(b.board)}</dt>
          <dd>
            <ResultWords
              contract={wire.contract}
              declarer={wire.declarer}
              lead={wire.lead}
              tricks={wire.tricks}
            />
          </dd>
          <dt>{t.traveller.nsScore}</dt>
          <dd class="live-score">{ns === null ? '' : ui.f.signed(ns)}</dd>
        </dl>
        <div class="live-actions">
          <button type="button" class="primary big" onClick={() => send(b.board, screen.draft, true)}>
            {t.confirm.confirm}
          </button>
          <button
            type="button"
            class="big"
            onClick={() => setScreen({ kind: 'entry', board: b.board, draft: screen.draft })}
          >
            {t.confirm.change}
          </button>
        </div>
      </section>
    );
  }

  if (screen.kind === 'traveller') {
    const tr = screen.traveller;
    return (
      <section class="live-table">
        <h1 tabIndex={-1} ref={heading}>
          {t.traveller.heading(tr.board)}
        </h1>
        <table class="traveller live-traveller">
          <thead>
            <tr>
              <th scope="col">{t.traveller.pairs}</th>
              <th scope="col">{t.traveller.line}</th>
              <th scope="col" class="num">
                {t.traveller.nsScore}
              </th>
              <th scope="col" class="num">
                {t.traveller.nsPoints}
              </th>
              <th scope="col" class="num">
                {t.traveller.ewPoints}
              </th>
            </tr>
          </thead>
          <tbody>
            {tr.rows.map((r) => (
              <tr key={`${r.ns}-${r.ew}`}>
                <td>
                  {r.ns}–{r.ew}
                </td>
                <td>{r.line.split(/\s+/).slice(2).join(' ')}</td>
                <td class="num">{r.nsScore === null ? '' : ui.f.signed(r.nsScore)}</td>
                <td class="num">
                  {r.nsPoints === null ? '' : ui.f.number(Math.round(r.nsPoints * 100) / 100)}
                </td>
                <td class="num">
                  {r.ewPoints === null ? '' : ui.f.number(Math.round(r.ewPoints * 100) / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" class="primary big" onClick={() => setScreen({ kind: 'boards' })}>
          {t.traveller.close}
        </button>
      </section>
    );
  }

  const allIn =
    page.boards.length === 0 ||
    page.boards.every((b) => b.result !== null && !mine.some((p) => p.board === b.board));
  const waiting = pending.filter((p) => p.state === 'waiting');
  const seconds =
    liveOutbox.nextTry === null ? null : Math.max(0, Math.ceil((liveOutbox.nextTry - Date.now()) / 1000));
  const pairText = (side: string, p: TablePage['ns']) =>
    p
      ? t.table.pair(
          side,
          p.number,
          p.names.length === 2 ? ui.w.pair(p.names[0] ?? '', p.names[1] ?? '') : p.names.join(', '),
        )
      : '';

  const moveOn = async () => {
    setStatus(t.table.moving);
    try {
      const a = await nextRound(code, page.round);
      if (a.status === 200) {
        latest.current++;
        setPage(a.body as TablePage);
        setStatus('');
      } else setStatus(a.body.error?.message ?? String(a.status));
    } catch {
      setStatus(t.network);
    }
  };

  return (
    <section class="live-table">
      <h1 tabIndex={-1} ref={heading}>
        {t.table.heading(page.section, page.table)}
      </h1>
      <p class="muted">
        {page.event.name} · {page.finished ? '' : t.table.round(page.round, page.rounds)}
      </p>
      {page.state === 'closed' ? <p class="warn">{t.table.closed}</p> : null}
      {page.state === 'frozen' ? <p class="warn">{t.table.frozen}</p> : null}
      {page.finished ? (
        <p class="live-finished">{t.table.finished}</p>
      ) : (
        <>
          <p class="live-pairs">
            <span>{pairText(ui.c.session.vulnerability.NS, page.ns)}</span>
            <span>{pairText(ui.c.session.vulnerability.EW, page.ew)}</span>
          </p>
          {page.switched ? <p class="muted">{t.table.switched}</p> : null}
        </>
      )}
      <div role="status" aria-live="polite" class="live-status">
        {status}
      </div>
      {problem ? <p class="warn">{problem}</p> : null}
      {waiting.length > 0 ? (
        <div class="warn live-kept" role="alert">
          <p>{t.send.kept(waiting.length)}</p>
          {liveOutbox.lastFailure ? <p class="small">{t.send.unreachable}</p> : null}
          {seconds !== null ? <p class="small">{t.send.retryIn(seconds)}</p> : null}
          <button type="button" onClick={() => void liveOutbox.online()}>
            {t.send.retryNow}
          </button>
        </div>
      ) : null}
      {pending
        .filter((p) => p.state !== 'waiting')
        .map((p) => (
          <Refusal
            key={p.key}
            pending={p}
            onDiscard={() => {
              liveOutbox.discard(p.key);
              setPending(liveOutbox.pending(code));
            }}
            onEdit={
              p.state === 'refused' && p.round === page.round
                ? () => {
                    liveOutbox.discard(p.key);
                    setScreen({ kind: 'entry', board: p.board, draft: draftOfPending(p) });
                  }
                : null
            }
          />
        ))}
      {page.finished ? null : page.boards.length === 0 ? (
        <p>{t.table.noBoards}</p>
      ) : (
        <>
          <h2>{t.table.boards}</h2>
          <ul class="live-boards">
            {page.boards.map((b) => {
              const held = b.result;
              const here = mine.find((p) => p.board === b.board);
              return (
                <li key={b.board} class="live-board">
                  <div class="live-board-head">
                    <strong>{t.table.board(b.board)}</strong>
                    <span>{t.table.dealer(ui.w.seatShort[b.dealer])}</span>
                    <span>{t.table.vulnerable(ui.c.session.vulnerability[vulOf(b)])}</span>
                  </div>
                  {held ? (
                    <p class="live-held">
                      <ResultWords
                        contract={held.contract}
                        declarer={held.declarer}
                        lead={held.lead}
                        tricks={held.tricks}
                      />{' '}
                      <span class="live-score">
                        {held.nsScore === null ? '' : t.entry.nsScore(ui.f.signed(held.nsScore))}
                      </span>
                    </p>
                  ) : here ? (
                    <p class="muted">
                      <ResultWords
                        contract={here.contract}
                        declarer={here.declarer}
                        lead={here.lead}
                        tricks={here.tricks}
                      />{' '}
                      · {here.state === 'waiting' ? t.table.waiting : ''}
                    </p>
                  ) : (
                    <>
                      <p class="muted">{t.table.notEntered}</p>
                      {page.state === 'open' ? (
                        <button
                          type="button"
                          class="primary big"
                          aria-label={`${t.table.enter}: ${t.table.board(b.board)}`}
                          onClick={() => setScreen({ kind: 'entry', board: b.board, draft: EMPTY_DRAFT })}
                        >
                          {t.table.enter}
                        </button>
                      ) : null}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!page.finished && allIn && page.state === 'open' ? (
        <button type="button" class="primary big" onClick={() => void moveOn()}>
          {page.round < page.rounds ? t.table.nextRound(page.round + 1) : t.table.finishTable}
        </button>
      ) : null}
    </section>
  );
}

/** "4♠X by S, lead ♥K, −1 (9 tricks)" or "Passed out". */
function ResultWords(props: {
  contract: string;
  declarer: Seat | null | string | undefined;
  lead: string | null | undefined;
  tricks: number | null | undefined;
}) {
  const { w } = useUi();
  const t = useLive();
  const m = /^([1-7])/.exec(props.contract);
  const level = m ? Number(m[1]) : null;
  if (level === null || props.tricks === null || props.tricks === undefined)
    return <ContractWords contract={props.contract} />;
  const seat = SEATS.find((s) => s === props.declarer);
  return (
    <span class="live-result">
      <ContractWords contract={props.contract} /> {seat ? w.seatShort[seat] : ''}{' '}
      <strong>{formatRelative(props.tricks - level - 6)}</strong>
      {props.lead ? (
        <>
          {' · '}
          {t.entry.lead} <CardWords card={props.lead} />
        </>
      ) : null}
    </span>
  );
}

function Refusal(props: { pending: Pending; onDiscard: () => void; onEdit: (() => void) | null }) {
  const ui = useUi();
  const t = useLive();
  const p = props.pending;
  const held = p.held;
  return (
    <div class="conflict live-refusal" role="alert">
      {p.state === 'conflict' ? (
        <>
          <p>
            <strong>{t.send.conflict(p.board)}</strong>
          </p>
          <dl class="live-both">
            <dt>{t.send.held}</dt>
            <dd>
              {held?.contract ? (
                <ResultWords
                  contract={held.contract}
                  declarer={held.declarer}
                  lead={held.lead}
                  tricks={held.tricks}
                />
              ) : (
                (held?.line ?? '')
              )}
              {held?.nsScore != null ? ` (${ui.f.signed(held.nsScore)})` : ''}
            </dd>
            <dt>{t.send.sent}</dt>
            <dd>
              <ResultWords contract={p.contract} declarer={p.declarer} lead={p.lead} tricks={p.tricks} />
            </dd>
          </dl>
          <p>{t.send.callDirector}</p>
        </>
      ) : (
        <p>{t.send.refused(p.board, p.message ?? '')}</p>
      )}
      <p class="live-actions">
        {props.onEdit ? (
          <button type="button" onClick={props.onEdit}>
            {t.send.edit}
          </button>
        ) : null}{' '}
        <button type="button" onClick={props.onDiscard}>
          {t.send.discard}
        </button>
      </p>
    </div>
  );
}

function Entry(props: {
  board: BoardOf;
  draft: Draft;
  confirmation: boolean;
  headingRef: preact.RefObject<HTMLHeadingElement | null>;
  onDraft: (d: Draft) => void;
  onCancel: () => void;
  onDone: (d: Draft) => void;
}) {
  const ui = useUi();
  const t = useLive();
  const { w } = ui;
  const d = props.draft;
  const b = props.board;
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Draft>) => props.onDraft(choose(d, patch));
  const ns = nsScoreOf(d, b.vulnerability);
  const complete = wireOf(d) !== null;
  const strainLabel = (s: Strain) =>
    s === 'NT' ? (
      w.notrumpShort
    ) : (
      <span class={`suit suit-${s}`}>
        <span aria-hidden="true">{SUIT[s]}</span>
        <span class="sr-only">{w.strains[s]}</span>
      </span>
    );
  const submit = (e: Event) => {
    e.preventDefault();
    setTried(true);
    if (complete) props.onDone(d);
  };
  return (
    <form class="live-entry" onSubmit={submit}>
      <h1 tabIndex={-1} ref={props.headingRef}>
        {t.entry.heading(b.board)}
      </h1>
      <p class="muted">
        {t.table.dealer(w.seatShort[b.dealer])} ·{' '}
        {t.table.vulnerable(ui.c.session.vulnerability[b.vulnerability])}
      </p>
      <Choice<Level | 0>
        name="live-level"
        legend={t.entry.level}
        options={[
          ...LEVELS.map((l) => ({ value: l as Level | 0, label: String(l) })),
          { value: 0 as const, label: t.entry.pass },
        ]}
        value={d.pass ? 0 : d.level}
        onChange={(v) => (v === 0 ? set({ pass: true }) : set({ level: v }))}
      />
      {d.pass ? null : (
        <>
          <Choice<Strain>
            name="live-strain"
            legend={t.entry.strain}
            options={STRAINS.map((s) => ({ value: s, label: strainLabel(s) }))}
            value={d.strain}
            onChange={(strain) => set({ strain })}
          />
          <Choice<'' | 'X' | 'XX'>
            name="live-doubling"
            legend={t.entry.doubling}
            options={[
              { value: '', label: t.entry.undoubled },
              { value: 'X', label: 'X' },
              { value: 'XX', label: 'XX' },
            ]}
            value={d.doubling}
            onChange={(doubling) => set({ doubling })}
          />
          <Choice<Seat>
            name="live-declarer"
            legend={t.entry.declarer}
            options={SEATS.map((s) => ({
              value: s,
              label: <span title={w.seats[s]}>{w.seatShort[s]}</span>,
            }))}
            value={d.declarer}
            onChange={(declarer) => set({ declarer })}
          />
          <Choice<LeadSuit>
            name="live-lead-suit"
            legend={t.entry.leadSuit}
            options={LEAD_SUITS.map((s) => ({ value: s, label: strainLabel(s) }))}
            value={d.leadSuit}
            onChange={(leadSuit) => set({ leadSuit })}
          />
          {d.leadSuit ? (
            <Choice<Rank>
              name="live-lead-rank"
              legend={t.entry.leadRank}
              options={RANKS.map((r) => ({ value: r, label: r === 'T' ? '10' : r }))}
              value={d.leadRank}
              onChange={(leadRank) => set({ leadRank })}
            />
          ) : null}
          {d.level === null ? null : (
            <Choice<number>
              name="live-result"
              legend={t.entry.tricks}
              wide
              options={resultOptions(d.level).map((r) => ({
                value: r,
                label: (
                  <>
                    <span aria-hidden="true">{formatRelative(r).replace('-', '−')}</span>
                    <span class="sr-only">
                      {r === 0 ? t.entry.made : r > 0 ? t.entry.over(r) : t.entry.under(-r)}
                    </span>
                  </>
                ),
              }))}
              value={d.result}
              onChange={(result) => set({ result })}
            />
          )}
        </>
      )}
      <p class="live-preview" aria-live="polite">
        {ns === null ? (
          tried ? (
            <span class="error">{t.entry.incomplete}</span>
          ) : (
            ''
          )
        ) : (
          t.entry.nsScore(ui.f.signed(ns))
        )}
        {!d.pass && d.level !== null && d.result !== null ? (
          <span class="muted"> · {t.entry.tricksTaken(d.level + 6 + d.result)}</span>
        ) : null}
      </p>
      <div class="live-actions">
        <button type="submit" class="primary big" aria-disabled={!complete}>
          {props.confirmation ? t.entry.toConfirm : t.entry.send}
        </button>
        <button type="button" class="big" onClick={props.onCancel}>
          {t.entry.cancel}
        </button>
      </div>
    </form>
  );
}
