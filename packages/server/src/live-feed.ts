/**
 * Live viewers of events: server-sent event streams (the director's and the
 * public one) fed through a `LiveBus`. Each event with viewers is one
 * channel subscribed to the event's topic; a message on it schedules one
 * recomputation of the rankings from the store, at most one each
 * `coalesceMs` (the latest state always wins), written once and sent to every
 * viewer. A comment line every `heartbeatMs` keeps idle connections open
 * through proxies and phones' radios.
 *
 * @example
 * const feed = new LiveFeed(store, bus);
 * feed.attach(eventId, reply.raw); // `event: update` now, and after each change
 */
import type { ServerResponse } from 'node:http';
import { type PairsSetup, pairsView, scorePairsDesk } from '@bridge-score/desk';
import { eventTopic, type LiveBus } from './live-bus.js';
import { LOCAL, type Store, type StoredDeskEvent } from './store/store.js';

export interface FeedOptions {
  /** Least time between two updates of one event (200 ms: at most 5 a second). */
  readonly coalesceMs?: number;
  /** Time between two heartbeats (15 s). */
  readonly heartbeatMs?: number;
}

/** The rankings of a pairs event as the streams and the public page send them. */
export function rankingsOf(event: StoredDeskEvent): { version: number; unit: string; rankings: unknown[] } {
  if (event.setup.kind !== 'pairs') return { version: event.version, unit: 'imps', rankings: [] };
  const view = pairsView(scorePairsDesk(event.setup as PairsSetup, event.deskLines));
  return { version: event.version, unit: view.unit, rankings: [...view.fields] };
}

interface Channel {
  readonly viewers: Set<ServerResponse>;
  readonly unsubscribe: () => void;
  /** The last update written, sent to a viewer as it connects. */
  last: string | null;
  lastAt: number;
  timer: NodeJS.Timeout | null;
  computing: boolean;
  /** A change came while computing: compute again after. */
  dirty: boolean;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and others: pass each event on at once.
  'x-accel-buffering': 'no',
} as const;

export class LiveFeed {
  private readonly channels = new Map<string, Channel>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly coalesceMs: number;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly bus: LiveBus,
    options: FeedOptions = {},
  ) {
    this.coalesceMs = options.coalesceMs ?? 200;
    this.heartbeat = setInterval(() => this.ping(), options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  /** Viewers connected now, over every event. */
  get viewers(): number {
    let n = 0;
    for (const c of this.channels.values()) n += c.viewers.size;
    return n;
  }

  /** Makes `res` a viewer of the event: the headers, the latest update, then each one after. */
  attach(eventId: string, res: ServerResponse): void {
    if (this.closed) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, SSE_HEADERS);
    // The browser reconnects after 2 s when the connection breaks.
    res.write('retry: 2000\n\n');
    let channel = this.channels.get(eventId);
    if (!channel) {
      const created: Channel = {
        viewers: new Set(),
        unsubscribe: this.bus.subscribe(eventTopic(eventId), () => this.schedule(eventId)),
        last: null,
        lastAt: 0,
        timer: null,
        computing: false,
        dirty: false,
      };
      this.channels.set(eventId, created);
      channel = created;
      this.schedule(eventId);
    } else if (channel.last !== null) {
      res.write(channel.last);
    }
    channel.viewers.add(res);
    res.on('close', () => this.detach(eventId, res));
  }

  private detach(eventId: string, res: ServerResponse): void {
    const channel = this.channels.get(eventId);
    if (!channel) return;
    channel.viewers.delete(res);
    if (channel.viewers.size === 0) {
      channel.unsubscribe();
      if (channel.timer) clearTimeout(channel.timer);
      this.channels.delete(eventId);
    }
  }

  private schedule(eventId: string): void {
    const channel = this.channels.get(eventId);
    if (!channel || this.closed) return;
    if (channel.computing) {
      channel.dirty = true;
      return;
    }
    if (channel.timer) return;
    const wait = Math.max(0, channel.lastAt + this.coalesceMs - Date.now());
    channel.timer = setTimeout(() => {
      channel.timer = null;
      void this.compute(eventId, channel);
    }, wait);
  }

  private async compute(eventId: string, channel: Channel): Promise<void> {
    channel.computing = true;
    channel.lastAt = Date.now();
    try {
      const event = await this.store.getDeskEvent(LOCAL, eventId);
      if (event && this.channels.get(eventId) === channel) {
        const text = `event: update\ndata: ${JSON.stringify(rankingsOf(event))}\n\n`;
        channel.last = text;
        for (const res of channel.viewers) res.write(text);
      }
    } catch (e) {
      // The store failed this once: the next change (or the next viewer) tries again.
      process.stderr.write(`bridge-score: live update of ${eventId} failed: ${String(e)}\n`);
    } finally {
      channel.computing = false;
      if (channel.dirty) {
        channel.dirty = false;
        this.schedule(eventId);
      }
    }
  }

  private ping(): void {
    for (const c of this.channels.values()) for (const res of c.viewers) res.write(': ping\n\n');
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const c of this.channels.values()) {
      c.unsubscribe();
      if (c.timer) clearTimeout(c.timer);
      for (const res of c.viewers) res.end();
    }
    this.channels.clear();
  }
}
