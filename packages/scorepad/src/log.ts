/**
 * A device's copy of an evening and what it has sent: the changes in order,
 * and how many of the first ones the server holds. The server numbers an
 * evening's changes 1, 2, 3 … (its version is how many it holds); a device
 * sends its unconfirmed changes with the version they were made on (`base`).
 *
 * - The server takes them when `base` is its version, and answers with the new version.
 * - A change it already holds (same id, same place) is taken once: a retry after a lost
 *   answer changes nothing.
 * - If the server has changes the device has not seen (made on another device), it
 *   refuses the rest as stale and sends those changes. With nothing unsent the device
 *   simply takes them. Otherwise nothing is overwritten: the log holds a conflict until
 *   the player chooses to keep only theirs or to add this device's changes after theirs
 *   (each replayed on their evening, those that no longer apply set aside).
 *
 * Pure data and functions: the page keeps the log in the browser's storage and does the I/O.
 *
 * @example
 * let log = newLog(id, [startChange]);
 * const { base, changes } = outgoing(log); // base 0, one change
 * log = accepted(log, changes.length); // confirmed: 1
 */
import type { Change } from './change.js';
import { type EveningState, type ReplayError, replay, replayFrom } from './replay.js';

export interface Conflict {
  /** The server's changes this device had not seen, after the last one both hold. */
  readonly theirs: readonly Change[];
}

export interface EveningLog {
  readonly id: string;
  /** Every change, the server's first and then this device's unsent ones. */
  readonly changes: readonly Change[];
  /** How many of the first `changes` the server holds (its version when last heard from). */
  readonly confirmed: number;
  readonly conflict: Conflict | null;
}

export function newLog(id: string, changes: readonly Change[] = []): EveningLog {
  return { id, changes, confirmed: 0, conflict: null };
}

/** Changes made here and not yet held by the server. */
export function unsent(log: EveningLog): readonly Change[] {
  return log.changes.slice(log.confirmed);
}

/** What to send: the unsent changes and the version they were made on. */
export function outgoing(log: EveningLog): { readonly base: number; readonly changes: readonly Change[] } {
  return { base: log.confirmed, changes: unsent(log) };
}

/** Adds a change made on this device. */
export function append(log: EveningLog, change: Change): EveningLog {
  return { ...log, changes: [...log.changes, change] };
}

/** The server took the first `sent` unsent changes (some perhaps already held). */
export function accepted(log: EveningLog, sent: number): EveningLog {
  return { ...log, confirmed: Math.min(log.changes.length, log.confirmed + sent) };
}

/**
 * The server holds changes this device has not seen (`theirs`, after the first
 * `confirmed + taken` changes, where `taken` of the unsent ones were already held).
 * Taken at once when nothing else is unsent; otherwise kept as a conflict.
 */
export function received(log: EveningLog, taken: number, theirs: readonly Change[]): EveningLog {
  const confirmed = Math.min(log.changes.length, log.confirmed + taken);
  const base = { ...log, confirmed };
  if (theirs.length === 0) return base;
  if (confirmed === log.changes.length) {
    return {
      ...base,
      changes: [...log.changes, ...theirs],
      confirmed: confirmed + theirs.length,
      conflict: null,
    };
  }
  return { ...base, conflict: { theirs } };
}

/** Resolves a conflict by keeping only the server's changes: this device's unsent ones are dropped. */
export function keepTheirs(log: EveningLog): EveningLog {
  if (log.conflict === null) return log;
  const changes = [...log.changes.slice(0, log.confirmed), ...log.conflict.theirs];
  return { ...log, changes, confirmed: changes.length, conflict: null };
}

/**
 * Resolves a conflict by adding this device's unsent changes after the server's, each
 * replayed on the evening as it then stands; those refused are returned, not kept.
 */
export function addMineAfterTheirs(log: EveningLog): { log: EveningLog; dropped: readonly ReplayError[] } {
  if (log.conflict === null) return { log, dropped: [] };
  const held = [...log.changes.slice(0, log.confirmed), ...log.conflict.theirs];
  const start = replay(held);
  const dropped: ReplayError[] = [];
  const kept: Change[] = [];
  let state: EveningState | null = start.ok ? start.value : null;
  for (const [i, change] of unsent(log).entries()) {
    const next = replayFrom(state, [change], held.length + kept.length);
    if (next.ok) {
      state = next.value;
      kept.push(change);
    } else {
      dropped.push({ ...next.error, index: i });
    }
  }
  return { log: { ...log, changes: [...held, ...kept], confirmed: held.length, conflict: null }, dropped };
}
