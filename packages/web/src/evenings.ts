/**
 * The evenings the page knows: each one's change log (kept on this device
 * through `local.ts`) and the evening it replays to. A change is made here,
 * checked by replaying it (`applyOp`), kept, then shown; `sync.ts` sends it.
 * The replay of a log is cached, and a log that only grew is replayed from
 * where the cache stood, so entering a deal costs one step of the core.
 */
import { err, ok, type Result } from '@bridge-score/core';
import {
  append as appendChange,
  applyOp,
  type Change,
  type ChangeError,
  type EveningLog,
  type EveningState,
  fieldOf,
  newLog,
  type Op,
  type ReplayError,
  replay,
  replayFrom,
} from '@bridge-score/scorepad';
import { loadLog, localIds, saveLog } from './local';
import { uuid } from './uuid';

type Listener = () => void;
const listeners = new Set<Listener>();
const logs = new Map<string, EveningLog>();

/** Calls `listener` after every change to any evening; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getLog(id: string): EveningLog | undefined {
  let log = logs.get(id);
  if (log === undefined) {
    log = loadLog(id);
    if (log) logs.set(id, log);
  }
  return log;
}

export function localLogs(): EveningLog[] {
  return localIds()
    .map((id) => getLog(id))
    .filter((l): l is EveningLog => l !== undefined);
}

export type StoreError = { readonly code: 'storage-full' };

/** Replaces an evening's log, on the device first; nothing changes if the device refuses it. */
export function updateLog(
  id: string,
  change: (log: EveningLog) => EveningLog,
): Result<EveningLog, StoreError> {
  const current = getLog(id) ?? newLog(id);
  const next = change(current);
  if (next === current) return ok(current);
  if (!saveLog(next)) return err({ code: 'storage-full' });
  logs.set(id, next);
  emit();
  return ok(next);
}

interface Cached {
  readonly changes: readonly Change[];
  readonly result: Result<EveningState, ReplayError>;
}
const replays = new Map<string, Cached>();

/** The evening a log replays to. */
export function stateOf(log: EveningLog): Result<EveningState, ReplayError> {
  const cached = replays.get(log.id);
  if (cached?.changes === log.changes) return cached.result;
  let result: Result<EveningState, ReplayError>;
  const n = cached?.changes.length ?? 0;
  if (cached?.result.ok && log.changes.length > n && log.changes[n - 1] === cached.changes[n - 1]) {
    // The log grew: replay only the new changes.
    const more = replayFrom(cached.result.value, log.changes.slice(n), n);
    result = more.ok ? more : err({ ...more.error, index: more.error.index + n });
  } else {
    result = replay(log.changes);
  }
  replays.set(log.id, { changes: log.changes, result });
  return result;
}

export function makeChange(op: Op): Change {
  return { id: uuid(), at: new Date().toISOString(), op };
}

/** Why a change was not made: the scoring core refused it (with the field), or the device could not keep it. */
export type ChangeRefusal =
  | { readonly kind: 'refused'; readonly error: ChangeError; readonly field: string }
  | { readonly kind: 'storage'; readonly error: StoreError };

/**
 * Checks what a change would do without making it.
 *
 * @example
 * tryOp(state, { kind: 'deal', deal }); // the evening after the deal, or the error and its field
 */
export function tryOp(state: EveningState | null, op: Op): Result<EveningState, ChangeRefusal> {
  const next = applyOp(state, op);
  return next.ok ? next : err({ kind: 'refused', error: next.error, field: fieldOf(next.error, op) });
}

/** Makes a change on an evening (a new one with `start`): checked, kept on the device, then shown. */
export function makeOp(id: string, op: Op): Result<EveningLog, ChangeRefusal> {
  const log = getLog(id);
  const state = log ? stateOf(log) : null;
  if (state && !state.ok) return err({ kind: 'refused', error: state.error.error, field: state.error.field });
  const checked = tryOp(state?.value ?? null, op);
  if (!checked.ok) return checked;
  const saved = updateLog(id, (l) => appendChange(l, makeChange(op)));
  return saved.ok ? saved : err({ kind: 'storage', error: saved.error });
}

/** Keeps an evening fetched from the server, replacing what this device had of it. */
export function adoptLog(log: EveningLog): Result<EveningLog, StoreError> {
  return updateLog(log.id, () => log);
}
