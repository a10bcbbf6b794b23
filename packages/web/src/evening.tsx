/**
 * One evening: the sheet in play (or an earlier one), the entry of the next
 * deal, undo, end and the next rubber or chukker, the deals with their
 * explanations and corrections, and the evening's totals. Every change is
 * kept on this device at once and sent to the server when it can be reached.
 */
import { currentSheet, nextChicagoDeal, type Sheet } from '@bridge-score/core';
import {
  addMineAfterTheirs,
  type EveningState,
  keepTheirs,
  MAX_NAME_LENGTH,
  type Op,
  seating,
  unsent,
} from '@bridge-score/scorepad';
import { useEffect, useState } from 'preact/hooks';
import { fetchEveningLog } from './api';
import { DealList } from './deal-list';
import { type Correcting, Entry, errorMessageOf } from './entry';
import { adoptLog, type ChangeRefusal, getLog, makeOp, stateOf, updateLog } from './evenings';
import { SheetView, vulnerabilityNow } from './sheet-view';
import { seatName, seatShort, weOrThey } from './show';
import { keepInSync, syncEvening, syncStatus } from './sync';
import { playerName, Totals } from './totals';
import { type Ui, useEvenings, useUi } from './ui';

function SyncLine({ id, ui }: { id: string; ui: Ui }) {
  const { w } = ui;
  const log = getLog(id);
  const status = syncStatus(id);
  const [dropped, setDropped] = useState<number | null>(null);
  if (!log) return null;
  const waiting = unsent(log).length;
  let text: string;
  switch (status.kind) {
    case 'local':
      text = waiting > 0 ? w.sync.sending : w.sync.local;
      break;
    case 'sending':
      text = w.sync.sending;
      break;
    case 'synced':
      text = waiting > 0 ? w.sync.sending : w.sync.synced;
      break;
    case 'offline':
      text = w.sync.offline(waiting);
      break;
    case 'refused':
      text = w.sync.refused(status.message);
      break;
    case 'conflict':
      text = w.sync.conflict;
      break;
  }
  const offline = status.kind === 'offline' || status.kind === 'refused';
  return (
    <div class={`sync sync-${status.kind}`}>
      <p role="status" class={offline ? 'warn' : undefined} data-sync={status.kind}>
        {text}
      </p>
      {log.conflict ? (
        <div class="conflict">
          <p>
            {w.sync.theirs(log.conflict.theirs.length)} · {w.sync.mine(waiting)}
          </p>
          <button
            type="button"
            onClick={() => {
              updateLog(id, keepTheirs);
              void syncEvening(id);
            }}
          >
            {w.sync.keepTheirs}
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              const r = addMineAfterTheirs(log);
              updateLog(id, () => r.log);
              setDropped(r.dropped.length);
              void syncEvening(id);
            }}
          >
            {w.sync.addMine}
          </button>
        </div>
      ) : null}
      {dropped ? <p role="alert">{w.sync.dropped(dropped)}</p> : null}
    </div>
  );
}

function StateLine({
  state,
  sheet,
  index,
  ui,
}: {
  state: EveningState;
  sheet: Sheet;
  index: number;
  ui: Ui;
}) {
  const s = ui.c.sheet;
  const vul = vulnerabilityNow(sheet);
  const who = vul === 'None' ? s.nobody : vul === 'Both' ? s.both : weOrThey(state, vul, ui);
  if (sheet.form === 'rubber') {
    if (sheet.winner !== null) {
      const lost = sheet.gamesWon[sheet.winner === 'NS' ? 'EW' : 'NS'];
      return <p class="state">{s.rubberWon(weOrThey(state, sheet.winner, ui), 2, lost)}</p>;
    }
    if (sheet.endedEarly) return <p class="state">{s.rubberEnded}</p>;
    const [we, they] = [state.settings.we, state.settings.we === 'NS' ? 'EW' : 'NS'] as const;
    return (
      <p class="state">
        {s.rubberInPlay(sheet.games.length, sheet.gamesWon[we], sheet.gamesWon[they], s.vulnerable(who))}
      </p>
    );
  }
  if (sheet.endedEarly) return <p class="state">{s.chukkerEnded(sheet.played)}</p>;
  const next = nextChicagoDeal(sheet);
  if (next === null) return <p class="state">{s.chukkerOver}</p>;
  return (
    <p class="state">
      {s.chicagoNext(next.deal, seatShort(state, index, next.dealer, ui), s.vulnerable(who))}
    </p>
  );
}

function Seating({ id, state, index, ui }: { id: string; state: EveningState; index: number; ui: Ui }) {
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const named = state.names.some((n) => n.trim() !== '') || state.settings.players === 5;
  const seats = (['N', 'E', 'S', 'W'] as const).map(
    (seat) => `${ui.w.seatShort[seat]} ${seatName(state, index, seat, ui)}`,
  );
  const out = seating(state.settings.players, index).out;
  const save = (e: Event) => {
    e.preventDefault();
    if (!editing) return;
    const r = makeOp(id, { kind: 'names', names: editing.map((n) => n.trim()) });
    if (r.ok) {
      setEditing(null);
      setError(null);
    } else {
      setError(r.error.kind === 'storage' ? ui.w.sync.storageFull : errorMessageOf(r.error.error, ui));
    }
  };
  return (
    <div class="seating">
      {named ? <p>{ui.w.sheet.seating(seats, out === null ? null : playerName(state, out, ui))}</p> : null}
      {editing ? (
        <form class="names" onSubmit={save} noValidate>
          {editing.map((name, i) => (
            <div class="field" key={i}>
              <label for={`rename-${i}`}>{playerLabel(state, i, ui)}</label>
              <input
                id={`rename-${i}`}
                value={name}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                onInput={(e) => {
                  const next = [...editing];
                  next[i] = (e.target as HTMLInputElement).value;
                  setEditing(next);
                }}
              />
            </div>
          ))}
          {error ? (
            <p class="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" class="primary">
            {ui.w.sheet.saveNames}
          </button>{' '}
          <button type="button" onClick={() => setEditing(null)}>
            {ui.w.entry.cancel}
          </button>
        </form>
      ) : (
        <button type="button" class="small" onClick={() => setEditing([...state.names])}>
          {ui.w.sheet.editNames}
        </button>
      )}
    </div>
  );
}

/** How a player is labelled where their name is asked: their seat (four players) or number (five). */
function playerLabel(state: EveningState, player: number, ui: Ui): string {
  const seat = (['N', 'E', 'S', 'W'] as const)[player];
  return state.settings.players === 4 && seat ? ui.w.seats[seat] : ui.w.setup.playerN(player + 1);
}

export function EveningView({ id }: { id: string }) {
  useEvenings();
  const ui = useUi();
  const { w } = ui;
  const [missing, setMissing] = useState<'missing' | 'unreachable' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const log = getLog(id);

  useEffect(() => {
    if (getLog(id)) return;
    let live = true;
    void fetchEveningLog(id).then((fetched) => {
      if (!live) return;
      if (fetched === null) setMissing('unreachable');
      else if (fetched === 'missing') setMissing('missing');
      else adoptLog(fetched);
    });
    return () => {
      live = false;
    };
  }, [id]);
  useEffect(() => (log ? keepInSync(id) : undefined), [id, log !== undefined]);

  if (!log) {
    const text =
      missing === 'missing' ? w.notFound : missing === 'unreachable' ? w.home.loadFailed : w.home.loading;
    return <p role="status">{text}</p>;
  }
  const replayed = stateOf(log);
  if (!replayed.ok) return <p role="alert">{errorMessageOf(replayed.error.error, ui)}</p>;
  const state = replayed.value;
  const current = state.evening.sheets.length - 1;
  const index = viewing === null || viewing > current ? current : viewing;
  const sheet = state.evening.sheets[index] ?? currentSheet(state.evening);
  const form = state.settings.form;

  const act = (op: Op): ChangeRefusal | null => {
    const r = makeOp(id, op);
    if (r.ok) {
      setActionError(null);
      return null;
    }
    return r.error;
  };
  const button = (op: Op) => () => {
    const refusal = act(op);
    setConfirmEnd(false);
    if (refusal)
      setActionError(refusal.kind === 'storage' ? w.sync.storageFull : errorMessageOf(refusal.error, ui));
  };
  const onOp = (op: Op) => {
    const refusal = act(op);
    if (refusal === null && op.kind === 'fix') setCorrecting(null);
    return refusal;
  };
  const inPlay = currentSheet(state.evening);

  return (
    <div class="evening">
      <SyncLine id={id} ui={ui} />
      <p class="back">
        <a href="#/">{w.back}</a>
      </p>
      <h1>{w.title(w.forms[form], ui.c.sheet.title(sheet.form, index + 1, sheet.rules.name))}</h1>
      {state.evening.sheets.length > 1 ? (
        <nav class="sheet-tabs" aria-label={w.totals.heading}>
          {state.evening.sheets.map((_, i) => (
            <button key={i} type="button" aria-pressed={i === index} onClick={() => setViewing(i)}>
              {w.sheetTab(form, i + 1)}
            </button>
          ))}
        </nav>
      ) : null}
      <Seating id={id} state={state} index={index} ui={ui} />
      <StateLine state={state} sheet={sheet} index={index} ui={ui} />
      <div class="columns">
        <div class="col">
          <SheetView state={state} index={index} ui={ui} />
          <div class="sheet-actions">
            {index === current &&
            (inPlay.records.length > 0 || inPlay.endedEarly || state.evening.sheets.length > 1) ? (
              <button type="button" onClick={button({ kind: 'undo' })}>
                {w.deals.undo}
              </button>
            ) : null}
            {index === current && !inPlay.over && inPlay.records.length > 0 ? (
              confirmEnd ? (
                <div class="confirm">
                  <p>{w.deals.confirmEnd(form)}</p>
                  <button type="button" class="danger" onClick={button({ kind: 'end' })}>
                    {w.deals.yes}
                  </button>{' '}
                  <button type="button" onClick={() => setConfirmEnd(false)}>
                    {w.deals.no}
                  </button>
                </div>
              ) : (
                <button type="button" onClick={() => setConfirmEnd(true)}>
                  {w.deals.end(form)}
                </button>
              )
            ) : null}
            {index === current && inPlay.over ? (
              <button type="button" class="primary" onClick={button({ kind: 'new' })}>
                {w.deals.next(form)}
              </button>
            ) : null}
          </div>
          {actionError ? (
            <p class="field-error" role="alert">
              {actionError}
            </p>
          ) : null}
        </div>
        <div class="col">
          {correcting || (!inPlay.over && index === current) ? (
            <Entry
              state={state}
              ui={ui}
              correcting={correcting}
              onOp={onOp}
              onCancel={() => setCorrecting(null)}
            />
          ) : null}
          <DealList
            state={state}
            index={index}
            ui={ui}
            onCorrect={(s, d) => setCorrecting({ sheet: s, deal: d })}
          />
        </div>
      </div>
      <Totals state={state} ui={ui} />
    </div>
  );
}
