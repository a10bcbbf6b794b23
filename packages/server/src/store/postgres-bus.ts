/**
 * The live bus over PostgreSQL's `LISTEN`/`NOTIFY`: every app process on one
 * database hears every other's messages, so a viewer connected to any process
 * sees a result stored through any other.
 *
 * - One channel (`bridge_score_live` unless told otherwise) carries every
 *   topic: a notification's payload is `[topic, message]` as JSON, and each
 *   process hands it to its own subscribers of that topic. So a process
 *   `LISTEN`s once, on one connection of its own, however many topics it
 *   follows, and a topic never becomes part of an SQL identifier.
 * - A payload must stay under PostgreSQL's 8000 bytes: `publish` refuses a
 *   longer one. A message is meant to say that something changed (the topic's
 *   new version), never to carry the data; subscribers read that from the store.
 * - `publish` sends through a small pool of its own (2 connections), so it works
 *   while the listening connection is being replaced.
 * - When the listening connection breaks (the server restarted, an
 *   administrator ended it, the network dropped), the bus connects again,
 *   waiting 50 ms, then twice as long each time up to `maxRetryMs`. Messages
 *   sent in between are not heard; so once it listens again, it calls every
 *   listener of every topic with `RESYNC_MESSAGE`. A subscriber that re-reads
 *   the topic's state from the store on any message (as the live feed does)
 *   then shows the latest state: nothing is lost, only coalesced.
 * - Order: notifications of one connection arrive in the order they were
 *   committed; two publishes made at once may arrive in either order. A
 *   subscriber that re-reads on each message does not depend on it.
 *
 * @example
 * const bus = await openPostgresLiveBus({ url: process.env.DATABASE_URL });
 * const stop = bus.subscribe('event:1', (m) => feed.refresh(m)); // also on RESYNC_MESSAGE
 * await bus.publish('event:1', '{"version":3}'); // heard by every process on the database
 * stop();
 * await bus.close();
 */
import pg from 'pg';
import type { LiveBus } from '../live-bus.js';
import { redactUrl } from './postgres.js';

/** What every listener hears once the bus listens again after a broken connection: re-read now. */
export const RESYNC_MESSAGE = '{"resync":true}';

/** PostgreSQL refuses a `NOTIFY` payload of 8000 bytes or more (in the server's encoding, UTF-8 here). */
export const MAX_PAYLOAD_BYTES = 7999;

/** The channel's name: a plain lower-case SQL identifier, at most 63 bytes (PostgreSQL's `NAMEDATALEN`). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const DEFAULT_CHANNEL = 'bridge_score_live';

const FIRST_RETRY_MS = 50;

export interface PostgresLiveBusOptions {
  /** The database's URL, as `DATABASE_URL` gives it. */
  readonly url: string;
  /** The channel every process of one service listens on (`bridge_score_live`). */
  readonly channel?: string;
  /** How the bus's connections name themselves in `pg_stat_activity` (`bridge-score-live`). */
  readonly applicationName?: string;
  /** The longest wait between two attempts to connect again (5000 ms). */
  readonly maxRetryMs?: number;
  /** Told of a broken connection, a failed attempt to connect again, a listener that threw. */
  readonly onError?: (error: Error) => void;
}

type Listener = (message: string) => void;

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export class PostgresLiveBus implements LiveBus {
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly channel: string;
  private readonly maxRetryMs: number;
  private readonly onError: (error: Error) => void;
  private readonly publisher: pg.Pool;
  private client: pg.Client | null = null;
  private pid: number | null = null;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private reconnects = 0;

  private constructor(private readonly options: PostgresLiveBusOptions) {
    this.channel = options.channel ?? DEFAULT_CHANNEL;
    if (!CHANNEL_NAME.test(this.channel)) {
      throw new Error(
        `the live bus's channel must be a lower-case SQL name of at most 63 characters, not "${this.channel}"`,
      );
    }
    this.maxRetryMs = options.maxRetryMs ?? 5000;
    this.onError =
      options.onError ??
      ((e) => process.stderr.write(`bridge-score: live bus (${redactUrl(options.url)}): ${e.message}\n`));
    this.publisher = new pg.Pool({
      connectionString: options.url,
      max: 2,
      connectionTimeoutMillis: 10_000,
      application_name: options.applicationName ?? 'bridge-score-live',
    });
    // An idle publishing connection that breaks is dropped by the pool; the next publish opens another.
    this.publisher.on('error', (e) => this.onError(e));
  }

  /** Connects and listens; rejects when the database cannot be reached now (as the store does at start). */
  static async open(options: PostgresLiveBusOptions): Promise<PostgresLiveBus> {
    const bus = new PostgresLiveBus(options);
    try {
      await bus.listen();
    } catch (e) {
      await bus.publisher.end().catch(() => undefined);
      throw e;
    }
    return bus;
  }

  /** The server process of the listening connection (`pg_backend_pid()`), or null while there is none. */
  get listenerPid(): number | null {
    return this.pid;
  }

  /** How many times the listening connection was replaced after breaking. */
  get reconnections(): number {
    return this.reconnects;
  }

  async publish(topic: string, message: string): Promise<void> {
    if (this.closed) return;
    const payload = JSON.stringify([topic, message]);
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > MAX_PAYLOAD_BYTES) {
      throw new RangeError(
        `a live bus message must stay under ${MAX_PAYLOAD_BYTES + 1} bytes with its topic (this one has ${bytes}): send what changed, not the data`,
      );
    }
    // pg_notify takes the channel as a value: no identifier is built from it.
    await this.publisher.query('select pg_notify($1, $2)', [this.channel, payload]);
  }

  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    // One entry per subscription, even when the same function subscribes twice.
    const own: Listener = (message) => listener(message);
    listeners.add(own);
    return () => {
      const set = this.topics.get(topic);
      set?.delete(own);
      if (set?.size === 0) this.topics.delete(topic);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.topics.clear();
    const client = this.client;
    this.client = null;
    this.pid = null;
    await Promise.all([client?.end().catch(() => undefined), this.publisher.end().catch(() => undefined)]);
  }

  /** Opens the listening connection; resolves once it listens. */
  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: 10_000,
      application_name: this.options.applicationName ?? 'bridge-score-live',
      // A dead peer (a cable pulled) is noticed by TCP keepalive rather than never.
      keepAlive: true,
    });
    let broken: Error | null = null;
    const lost = (e: Error) => {
      if (this.client === client) this.lost(client, e);
      else broken ??= e;
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    client.on('notification', (n) => {
      if (this.client === client && n.channel === this.channel) this.deliver(n.payload);
    });
    try {
      await client.connect();
      const row = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
      // Last, so that pg_stat_activity shows the connection's query as this `listen`.
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
      if (broken) throw broken;
      if (this.closed) throw new Error('the live bus is closed');
      this.client = client;
      this.pid = row?.pid ?? null;
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
  }

  private lost(client: pg.Client, error: Error): void {
    this.client = null;
    this.pid = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.onError(new Error(`the listening connection broke (${error.message}); connecting again`));
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.listen().then(
        () => {
          this.retryMs = FIRST_RETRY_MS;
          this.reconnects += 1;
          // Whatever was sent while nobody listened is covered by re-reading now.
          for (const [topic] of this.topics) this.deliverTo(topic, RESYNC_MESSAGE);
        },
        (e: unknown) => {
          if (this.closed) return;
          this.onError(new Error(`could not listen again: ${asError(e).message}`));
          this.retry();
        },
      );
    }, wait);
  }

  private deliver(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = null;
    }
    const [topic, message] = Array.isArray(parsed) && parsed.length === 2 ? (parsed as unknown[]) : [];
    if (typeof topic === 'string' && typeof message === 'string') this.deliverTo(topic, message);
    else this.foreign(payload);
  }

  private deliverTo(topic: string, message: string): void {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (e) {
        // A listener that throws is its own bug: the others still hear the message.
        this.onError(new Error(`a listener of ${topic} failed: ${asError(e).message}`));
      }
    }
  }

  /** A notification on the channel that no bus sent (someone ran NOTIFY by hand): ignored, and said. */
  private foreign(payload: string | undefined): void {
    this.onError(
      new Error(`ignored a notification that is not [topic, message]: ${String(payload).slice(0, 80)}`),
    );
  }
}

/** `PostgresLiveBus.open`: the bus for every process on the database at `url`. */
export const openPostgresLiveBus = (options: PostgresLiveBusOptions): Promise<PostgresLiveBus> =>
  PostgresLiveBus.open(options);
