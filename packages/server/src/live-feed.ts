/**
 * Live viewers of events: server-sent event streams (the director's and the
 * public one) fed through a `LiveBus`. Each event with viewers is one
 * channel subscribed to the event's topic; a message on it schedules one
 * recomputation of the rankings from the store, at most one each
 * `coalesceMs` (the latest state always wins), and never closer than twice the
 * time the last one took (so that scoring a large event for its viewers takes
 * at most a third of the server while tables send results), scored once and
 * written once for each language
 * its viewers read (the rankings' headings and cells are worded, as
 * `@bridge-score/view` lays them out for `bridge-score session`) and sent to
 * every viewer. A comment line every `heartbeatMs` keeps idle connections open
 * through proxies and phones' radios.
 *
 * @example
 * const feed = new LiveFeed(store, bus);
 * feed.attach({ club: 'local' }, eventId, reply.raw, 'ru'); // `event: update` now, and after each change
 */
import type { ServerResponse } from 'node:http';
import { CONVENTIONS } from '@bridge-score/core';
import { type PairsSetup, scorePairsDesk } from '@bridge-score/desk';
import type { Lang } from '@bridge-score/i18n';
import { type RankingView, sessionView } from '@bridge-score/view';
import { eventTopic, type LiveBus } from './live-bus.js';
import type { Scope, Store, StoredDeskEvent } from './store/store.js';

export interface FeedOptions {
  /** Least time between two updates of one event (200 ms: at most 5 a second). */
  readonly coalesceMs?: number;
  /** Time between two heartbeats (15 s). */
  readonly heartbeatMs?: number;
}

/** What the streams and the public page send: the event's version and its rankings so far. */
export interface RankingsUpdate {
  readonly version: number;
  readonly unit: 'matchpoints' | 'imps';
  /** Each field's ranking as `bridge-score session` shows it, worded in `lang`. */
  readonly rankings: readonly RankingView[];
}

/** The rankings of a pairs event as the streams and the public page send them. */
export function rankingsOf(event: StoredDeskEvent, lang: Lang): RankingsUpdate {
  return rankingsIn(event)(lang);
}

/**
 * The event scored once, worded in each language asked for: a stream's viewers may read
 * several languages, and scoring the event costs far more than wording its rankings.
 */
export function rankingsIn(event: StoredDeskEvent): (lang: Lang) => RankingsUpdate {
  const setup = event.setup;
  if (setup.kind !== 'pairs') return () => ({ version: event.version, unit: 'imps', rankings: [] });
  const unit = setup.method === 'mp' ? 'matchpoints' : 'imps';
  const desk = scorePairsDesk(setup as PairsSetup, event.deskLines);
  const session = desk.session;
  if (!session) return () => ({ version: event.version, unit, rankings: [] });
  const c = CONVENTIONS[setup.conventions];
  return (lang) => {
    const view = sessionView({
      event: desk.event,
      score: session,
      lang,
      conventions:
        setup.conventions === 'bridge-score' ? null : { source: 'option', program: c.program, name: c.name },
      title: setup.name,
    });
    return { version: event.version, unit, rankings: view.rankings };
  };
}

interface Channel {
  /** The event's club (an event id is one club's). */
  readonly scope: Scope;
  /** Each viewer and the language it reads. */
  readonly viewers: Map<ServerResponse, Lang>;
  readonly unsubscribe: () => void;
  /** The last update written in each language, sent to a viewer as it connects. */
  readonly last: Map<Lang, string>;
  lastAt: number;
  /** How long the last recomputation took, in ms. */
  lastCost: number;
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

  /**
   * Makes `res` a viewer of the event: the headers, the latest update, then each one after. The
   * caller has found the event in `scope`.
   */
  attach(scope: Scope, eventId: string, res: ServerResponse, lang: Lang): void {
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
        scope,
        viewers: new Map(),
        unsubscribe: this.bus.subscribe(eventTopic(eventId), () => this.schedule(eventId)),
        last: new Map(),
        lastAt: 0,
        lastCost: 0,
        timer: null,
        computing: false,
        dirty: false,
      };
      this.channels.set(eventId, created);
      channel = created;
      this.schedule(eventId);
    } else {
      const last = channel.last.get(lang);
      if (last !== undefined) res.write(last);
      // A language no viewer read yet: its text is written now.
      else this.schedule(eventId);
    }
    channel.viewers.set(res, lang);
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
    const spacing = Math.max(this.coalesceMs, 2 * channel.lastCost);
    const wait = Math.max(0, channel.lastAt + spacing - Date.now());
    channel.timer = setTimeout(() => {
      channel.timer = null;
      void this.compute(eventId, channel);
    }, wait);
  }

  private async compute(eventId: string, channel: Channel): Promise<void> {
    channel.computing = true;
    channel.lastAt = Date.now();
    try {
      const event = await this.store.getDeskEvent(channel.scope, eventId);
      if (event && this.channels.get(eventId) === channel) {
        const t0 = performance.now();
        channel.last.clear();
        const worded = rankingsIn(event);
        for (const [res, lang] of channel.viewers) {
          let text = channel.last.get(lang);
          if (text === undefined) {
            text = `event: update\ndata: ${JSON.stringify(worded(lang))}\n\n`;
            channel.last.set(lang, text);
          }
          res.write(text);
        }
        channel.lastCost = performance.now() - t0;
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
    for (const c of this.channels.values()) for (const res of c.viewers.keys()) res.write(': ping\n\n');
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const c of this.channels.values()) {
      c.unsubscribe();
      if (c.timer) clearTimeout(c.timer);
      for (const res of c.viewers.keys()) res.end();
    }
    this.channels.clear();
  }
}
