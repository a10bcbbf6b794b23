/**
 * How a stored change reaches live viewers: the route that stored it
 * publishes on the event's topic (`event:<eventId>`), and each live feed
 * (`live-feed.ts`) subscribed to that topic recomputes its viewers'
 * rankings. `MemoryLiveBus` serves one process; a bus over PostgreSQL's
 * LISTEN/NOTIFY serves several processes on one database.
 *
 * @example
 * const bus = new MemoryLiveBus();
 * const stop = bus.subscribe('event:1', (m) => console.log(m));
 * await bus.publish('event:1', '{"version":3}'); // logs {"version":3}
 * stop();
 */

export interface LiveBus {
  /** Tells every subscriber of `topic` (in any process sharing the bus) that `message` happened. */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `listener` for each message on `topic` until the returned function is called. */
  subscribe(topic: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** The topic of an event's changes. */
export const eventTopic = (eventId: string): string => `event:${eventId}`;

/** The bus within one process: a publish calls every listener of its topic, after the caller's turn. */
export class MemoryLiveBus implements LiveBus {
  private readonly topics = new Map<string, Set<(message: string) => void>>();
  private closed = false;

  async publish(topic: string, message: string): Promise<void> {
    if (this.closed) return;
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      // A listener that throws is its own bug: the others still hear the message.
      queueMicrotask(() => listener(message));
    }
  }

  subscribe(topic: string, listener: (message: string) => void): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    // One entry per subscription, even when the same function subscribes twice.
    const own = (message: string) => listener(message);
    listeners.add(own);
    return () => {
      const set = this.topics.get(topic);
      set?.delete(own);
      if (set?.size === 0) this.topics.delete(topic);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.topics.clear();
  }
}
