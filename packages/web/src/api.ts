/** Reading evenings from the server: the list, and one evening whole. */
import type { Change, EveningLog, EveningSummary } from '@bridge-score/scorepad';
import type { StoredChangeLike } from './protocol';

export interface ServerEvening {
  readonly id: string;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly summary: EveningSummary;
}

/** The server's evenings, or null when it cannot be reached. */
export async function fetchEvenings(): Promise<ServerEvening[] | null> {
  try {
    const res = await fetch('/api/evenings');
    if (!res.ok) return null;
    const body = (await res.json()) as { evenings: ServerEvening[] };
    return body.evenings;
  } catch {
    return null;
  }
}

/** One evening from the server as a log this device can keep; 'missing' when the server has none, null when it cannot be reached. */
export async function fetchEveningLog(id: string): Promise<EveningLog | 'missing' | null> {
  try {
    const res = await fetch(`/api/evenings/${id}`);
    if (res.status === 404) return 'missing';
    if (!res.ok) return null;
    const body = (await res.json()) as { version: number; changes: StoredChangeLike[] };
    const changes: Change[] = body.changes.map((c) => ({ id: c.id, at: c.at, op: c.op }));
    return { id, changes, confirmed: changes.length, conflict: null };
  } catch {
    return null;
  }
}
