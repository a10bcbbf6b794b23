/**
 * The interface by which a stored result reaches live viewers (see
 * `docs/live.md`). The server's live scoring defines it in `live-bus.ts` with
 * an in-process implementation; this copy, word for word, lets the PostgreSQL
 * bus (`store/postgres-bus.ts`) be built and tested on its own. Topics are
 * `event:<eventId>`; a message is small (the topic's new version) and a
 * subscriber re-reads what it shows from the store.
 */
export interface LiveBus {
  /** Tells every subscriber of `topic` (in any process sharing the bus) that `message` happened. */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `listener` for each message on `topic` until the returned function is called. */
  subscribe(topic: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}
