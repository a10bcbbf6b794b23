/**
 * The evenings kept on this device, in the browser's localStorage: one entry
 * an evening, its change log as JSON. localStorage is synchronous, so a change
 * is on the device before the page shows it; an evening is a few kilobytes.
 * A write the browser refuses (storage full) is reported, and the change is
 * not shown as made.
 */
import type { EveningLog } from '@bridge-score/scorepad';

const PREFIX = 'bridge-score/evening/';

interface Stored {
  readonly v: 1;
  readonly log: EveningLog;
}

export function loadLog(id: string): EveningLog | undefined {
  try {
    const text = localStorage.getItem(PREFIX + id);
    if (text === null) return undefined;
    const stored = JSON.parse(text) as Stored;
    return stored.v === 1 ? stored.log : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the log; false when the browser refused (storage full or forbidden). */
export function saveLog(log: EveningLog): boolean {
  try {
    localStorage.setItem(PREFIX + log.id, JSON.stringify({ v: 1, log } satisfies Stored));
    return true;
  } catch {
    return false;
  }
}

export function localIds(): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
    }
  } catch {
    // Nothing readable: no evenings on this device.
  }
  return ids;
}
