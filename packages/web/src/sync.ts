/**
 * Sending each evening's unsent changes to the server and taking the changes
 * made elsewhere, by the protocol of `@bridge-score/scorepad`'s log: POST the
 * unsent changes with the version they were made on; 200 confirms them; 409
 * brings the server's newer changes (taken at once when nothing is unsent,
 * kept as a conflict otherwise); 400 is a refusal, shown and kept. When the
 * server cannot be reached the changes stay on the device and are sent again,
 * soon after the network returns and every few seconds until then.
 */

import { getLog, subscribe, updateLog } from './evenings';
import {
  accepted,
  type Change,
  type EveningLog,
  outgoing,
  received,
  type StoredChangeLike,
  unsent,
} from './protocol';

export type SyncStatus =
  | { readonly kind: 'local' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'synced' }
  | { readonly kind: 'offline'; readonly unsent: number }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'conflict' };

const statuses = new Map<string, SyncStatus>();
const running = new Map<string, Promise<void>>();
const again = new Set<string>();
const retries = new Map<string, { timer: ReturnType<typeof setTimeout>; delay: number }>();
const listeners = new Set<() => void>();

/** Languages of the server's messages follow the page's. */
let acceptLanguage = 'en';
export function setSyncLanguage(lang: string): void {
  acceptLanguage = lang;
}

export function syncStatus(id: string): SyncStatus {
  return statuses.get(id) ?? { kind: 'local' };
}

export function onSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setStatus(id: string, status: SyncStatus): void {
  statuses.set(id, status);
  for (const l of listeners) l();
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 5000;

function retryLater(id: string): void {
  const previous = retries.get(id);
  if (previous) clearTimeout(previous.timer);
  const delay = previous ? Math.min(previous.delay * 2, LAST_RETRY_MS) : FIRST_RETRY_MS;
  retries.set(id, { delay, timer: setTimeout(() => void syncEvening(id), delay) });
}

function reachedServer(id: string): void {
  const r = retries.get(id);
  if (r) clearTimeout(r.timer);
  retries.delete(id);
}

const toChange = (c: StoredChangeLike): Change => ({ id: c.id, at: c.at, op: c.op });

async function json(res: Response): Promise<Record<string, unknown>> {
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const messageOf = (body: Record<string, unknown>) =>
  String((body.error as { message?: unknown } | undefined)?.message ?? '');

/** One round: send what is unsent, or ask for what is new. Loops while there is more to do. */
async function round(id: string): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const log = getLog(id);
    if (!log) return;
    if (log.conflict) return setStatus(id, { kind: 'conflict' });
    const { base, changes } = outgoing(log);
    let res: Response;
    try {
      if (changes.length > 0) {
        setStatus(id, { kind: 'sending' });
        res = await fetch(`/api/evenings/${id}/changes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
          body: JSON.stringify({ base, changes }),
        });
      } else {
        res = await fetch(`/api/evenings/${id}/changes?after=${log.confirmed}`, {
          headers: { 'accept-language': acceptLanguage },
        });
      }
    } catch {
      setStatus(id, { kind: 'offline', unsent: unsent(log).length });
      return retryLater(id);
    }
    const body = await json(res);
    if (res.status === 429 || res.status >= 500) {
      setStatus(id, { kind: 'offline', unsent: unsent(log).length });
      return retryLater(id);
    }
    reachedServer(id);
    if (changes.length === 0) {
      // Asked for what is new.
      if (res.ok) {
        const theirs = ((body.changes ?? []) as StoredChangeLike[]).map(toChange);
        if (theirs.length > 0)
          updateLog(id, (l) => (l.confirmed === log.confirmed ? received(l, 0, theirs) : l));
        if (unsent(getLog(id) ?? log).length === 0 && !getLog(id)?.conflict)
          return setStatus(id, { kind: 'synced' });
        continue;
      }
      return setStatus(
        id,
        res.status === 404 ? { kind: 'local' } : { kind: 'refused', message: messageOf(body) },
      );
    }
    if (res.ok) {
      updateLog(id, (l) => (l.confirmed === base ? accepted(l, changes.length) : l));
      continue;
    }
    if (res.status === 409 && (body.error as { code?: string } | undefined)?.code === 'stale') {
      const theirs = ((body.changes ?? []) as StoredChangeLike[]).map(toChange);
      const taken = Number(body.duplicates ?? 0);
      updateLog(id, (l) => (l.confirmed === base ? received(l, taken, theirs) : l));
      continue;
    }
    return setStatus(id, { kind: 'refused', message: messageOf(body) });
  }
}

/** Syncs one evening now (one round at a time; a request made meanwhile runs after it). */
export function syncEvening(id: string): Promise<void> {
  const current = running.get(id);
  if (current) {
    again.add(id);
    return current;
  }
  const run = (async () => {
    try {
      do {
        again.delete(id);
        await round(id);
      } while (again.has(id));
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, run);
  return run;
}

/** Syncs an evening whenever it changes, when the network returns, and every `pollMs` while shown. */
export function keepInSync(id: string, pollMs = 15_000): () => void {
  let known = getLog(id)?.changes;
  const off = subscribe(() => {
    const now = getLog(id)?.changes;
    if (now !== known) {
      known = now;
      if ((getLog(id)?.changes.length ?? 0) > (getLog(id)?.confirmed ?? 0)) void syncEvening(id);
    }
  });
  const online = () => {
    reachedServer(id);
    void syncEvening(id);
  };
  window.addEventListener('online', online);
  const poll = setInterval(() => {
    if (document.visibilityState === 'visible') void syncEvening(id);
  }, pollMs);
  void syncEvening(id);
  return () => {
    off();
    window.removeEventListener('online', online);
    clearInterval(poll);
  };
}

/** Sends every evening on this device that has unsent changes (at start and when the network returns). */
export function syncAll(logs: readonly EveningLog[]): void {
  for (const log of logs) if (log.changes.length > log.confirmed) void syncEvening(log.id);
}
