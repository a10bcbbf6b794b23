/**
 * The phone's outbox of table results: a result is written to the device
 * (localStorage) with its idempotency key before it is sent, and stays there
 * until the server has answered that it is stored. What cannot be sent now
 * (no network, a server error, a rate limit) is sent again by itself, after a
 * delay that doubles from 1 s to 30 s, and at once when the browser says the
 * network is back. The same key goes with every try, so the server stores a
 * result once however often it arrives. A refusal (a conflict with another
 * result, a board not this table's, …) is kept with the server's words until
 * the player discards or changes it: nothing is dropped silently.
 *
 * The storage, the sending and the clock are given, so that the outbox is
 * tested without a browser.
 *
 * @example
 * const outbox = new Outbox({ storage: localStorage, send: postResult });
 * outbox.add({ key: uuid(), code: 'K7QX2M', round: 1, board: 3, contract: '4S', … });
 */

/** A result as the phone sends it (`POST /api/table/:code/results`), and the table it is for. */
export interface ResultDraft {
  /** Idempotency key: a UUID made when the result was made. */
  readonly key: string;
  /** The table code. */
  readonly code: string;
  readonly round: number;
  readonly board: number;
  /** As written: `4SX`, `3NT`, `PASS`. */
  readonly contract: string;
  readonly declarer: 'N' | 'E' | 'S' | 'W' | null;
  /** A card such as `SQ`, `HT`; null when not given. */
  readonly lead: string | null;
  /** Taken by declarer, 0 … 13; null for a pass. */
  readonly tricks: number | null;
  readonly confirmed: boolean;
}

/** A result the server has not stored (yet). */
export interface Pending extends ResultDraft {
  readonly madeAt: string;
  readonly state: 'waiting' | 'conflict' | 'refused';
  /** The server's words for a refusal or conflict. */
  readonly message?: string;
  readonly errorCode?: string;
  /** On a conflict: the result the server holds for the board (its desk line and figures). */
  readonly held?: HeldResult;
  /** Tries so far. */
  readonly tries: number;
}

export interface HeldResult {
  readonly line?: string;
  readonly contract?: string;
  readonly declarer?: string | null;
  readonly lead?: string | null;
  readonly tricks?: number | null;
  readonly nsScore?: number | null;
}

/** What one try to send came to. */
export type SendAnswer =
  /** Stored now (201) or before (200): the body holds the stored result and maybe the traveller. */
  | { readonly kind: 'stored'; readonly body: unknown }
  | { readonly kind: 'conflict'; readonly message: string; readonly held: HeldResult }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  /** No answer, a server error or a rate limit: try again later. */
  | { readonly kind: 'unreachable'; readonly message: string };

/** The part of `Storage` the outbox uses. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface OutboxOptions {
  readonly storage: KeyValue;
  readonly send: (result: ResultDraft) => Promise<SendAnswer>;
  readonly now?: () => Date;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export const OUTBOX_KEY = 'bridge-score/live/outbox';
export const FIRST_RETRY_MS = 1000;
export const LAST_RETRY_MS = 30_000;

export type OutboxEvent =
  | { readonly kind: 'stored'; readonly result: ResultDraft; readonly body: unknown }
  | { readonly kind: 'changed' };

interface Stored {
  readonly v: 1;
  readonly pending: readonly Pending[];
}

function isPending(x: unknown): x is Pending {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return (
    typeof p.key === 'string' &&
    typeof p.code === 'string' &&
    typeof p.round === 'number' &&
    typeof p.board === 'number' &&
    typeof p.contract === 'string' &&
    (p.state === 'waiting' || p.state === 'conflict' || p.state === 'refused')
  );
}

export class Outbox {
  private readonly options: OutboxOptions;
  private readonly listeners = new Set<(e: OutboxEvent) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private delay = 0;
  /** When the next try is due (ms since the epoch), or null when none is planned. */
  nextTry: number | null = null;
  /** The last reason a try did not reach the server, or null after a success. */
  lastFailure: string | null = null;

  constructor(options: OutboxOptions) {
    this.options = options;
  }

  /** Every result not stored yet, oldest first (what the device holds, read afresh). */
  pending(code?: string): Pending[] {
    let all: Pending[] = [];
    try {
      const text = this.options.storage.getItem(OUTBOX_KEY);
      if (text !== null) {
        const stored = JSON.parse(text) as Stored;
        if (stored?.v === 1 && Array.isArray(stored.pending)) all = stored.pending.filter(isPending);
      }
    } catch {
      // An unreadable store holds nothing we can send.
    }
    return code === undefined ? all : all.filter((p) => p.code.toUpperCase() === code.toUpperCase());
  }

  private write(pending: readonly Pending[]): boolean {
    try {
      this.options.storage.setItem(OUTBOX_KEY, JSON.stringify({ v: 1, pending } satisfies Stored));
      return true;
    } catch {
      return false;
    }
  }

  private update(f: (pending: Pending[]) => Pending[]): boolean {
    const ok = this.write(f(this.pending()));
    this.emit({ kind: 'changed' });
    return ok;
  }

  private clearTimer(timer: unknown): void {
    if (this.options.clearTimer) this.options.clearTimer(timer);
    else clearTimeout(timer as ReturnType<typeof setTimeout>);
  }

  on(listener: (e: OutboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: OutboxEvent): void {
    for (const l of this.listeners) l(e);
  }

  /**
   * Keeps a result on the device and starts sending it. A result for the same table, round and board
   * replaces one still waiting (the player changed it before it went); false when the device refused
   * to keep it (storage full), and then it is not sent either.
   */
  add(result: ResultDraft): boolean {
    const now = (this.options.now?.() ?? new Date()).toISOString();
    const same = (p: Pending) =>
      p.code.toUpperCase() === result.code.toUpperCase() &&
      p.round === result.round &&
      p.board === result.board;
    const kept = this.update((all) => [
      ...all.filter((p) => !same(p)),
      { ...result, madeAt: now, state: 'waiting', tries: 0 },
    ]);
    if (kept) void this.flush();
    return kept;
  }

  /** Drops a result the player gave up (after a conflict the director settles, or a refusal). */
  discard(key: string): void {
    this.update((all) => all.filter((p) => p.key !== key));
  }

  /** Sends every waiting result now, one at a time, oldest first; a call meanwhile runs once more after. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
      this.nextTry = null;
    }
    const run = (async () => {
      try {
        do {
          this.again = false;
          await this.sendWaiting();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    this.running = run;
    return run;
  }

  /** The network is back: try at once, from the first delay again. */
  online(): Promise<void> {
    this.delay = 0;
    return this.flush();
  }

  private async sendWaiting(): Promise<void> {
    for (const item of this.pending()) {
      if (item.state !== 'waiting') continue;
      this.update((all) => all.map((p) => (p.key === item.key ? { ...p, tries: p.tries + 1 } : p)));
      const { madeAt: _m, state: _s, tries: _t, message: _x, errorCode: _c, held: _h, ...draft } = item;
      let answer: SendAnswer;
      try {
        answer = await this.options.send(draft);
      } catch (e) {
        answer = { kind: 'unreachable', message: e instanceof Error ? e.message : String(e) };
      }
      switch (answer.kind) {
        case 'stored':
          this.delay = 0;
          this.lastFailure = null;
          this.update((all) => all.filter((p) => p.key !== item.key));
          this.emit({ kind: 'stored', result: draft, body: answer.body });
          break;
        case 'conflict':
          this.lastFailure = null;
          this.update((all) =>
            all.map((p) =>
              p.key === item.key
                ? {
                    ...p,
                    state: 'conflict',
                    message: answer.message,
                    held: answer.held,
                    errorCode: 'live-conflict',
                  }
                : p,
            ),
          );
          break;
        case 'refused':
          this.lastFailure = null;
          this.update((all) =>
            all.map((p) =>
              p.key === item.key
                ? { ...p, state: 'refused', message: answer.message, errorCode: answer.code }
                : p,
            ),
          );
          break;
        case 'unreachable':
          // The rest waits too: they would meet the same network.
          this.lastFailure = answer.message;
          this.retryLater();
          return;
      }
    }
  }

  private retryLater(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.delay = this.delay === 0 ? FIRST_RETRY_MS : Math.min(this.delay * 2, LAST_RETRY_MS);
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    this.nextTry = (this.options.now?.() ?? new Date()).getTime() + this.delay;
    this.timer = setTimer(() => {
      this.timer = null;
      this.nextTry = null;
      void this.flush();
    }, this.delay);
    this.emit({ kind: 'changed' });
  }
}
