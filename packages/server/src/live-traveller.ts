/**
 * A board's traveller as a table's phone gets it back with a result: the board's lines scored as
 * the desk scores the whole event, from the lines alone (`boardTraveller`); and the setups read
 * once (`planned`). Pure: used by the routes, and by the traveller worker (`traveller-worker.ts`),
 * which `TravellerWorker` runs on a thread of its own on SQLite (`npm start`).
 *
 * @example
 * boardTraveller(setupText, 'A', 7, texts); // { board: 7, top: 56, rows: [{ ns: 1, ew: 1, line: '1 1 4S N 10', … }] }
 */

import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  type BridgeEvent,
  type MovementPlan,
  movementSection,
  type PairsSettings,
  type Section,
  scoreSession,
  type TravellerLine,
} from '@bridge-score/core';
import { type PairsSetup, pairsSettings, parsePairsLine, plans } from '@bridge-score/desk';

/** Plans by setup text: a setup is read and its movements built once, not on every request. */
const planCache = new Map<string, { setup: PairsSetup; plans: ReadonlyMap<string, MovementPlan> }>();

export function planned(setupText: string): { setup: PairsSetup; plans: ReadonlyMap<string, MovementPlan> } {
  const held = planCache.get(setupText);
  if (held) return held;
  const setup = JSON.parse(setupText) as PairsSetup;
  const made = setup.kind === 'pairs' ? plans(setup) : null;
  const out = { setup, plans: made?.ok ? made.value : new Map<string, MovementPlan>() };
  if (planCache.size >= 64) {
    const oldest = planCache.keys().next().value;
    if (oldest !== undefined) planCache.delete(oldest);
  }
  planCache.set(setupText, out);
  return out;
}

/** Per setup: each section's event-model section and the scoring settings, made once. */
const scoringCache = new Map<string, { sections: Map<string, Section>; settings: Partial<PairsSettings> }>();

/**
 * A board's traveller as the desk scores it (the core's `scoreSession` on the board's lines, with
 * the section's movement and the event's settings), without scoring the whole event.
 */
export function boardTraveller(setupText: string, section: string, board: number, texts: readonly string[]) {
  const { setup, plans: byName } = planned(setupText);
  let scoring = scoringCache.get(setupText);
  if (!scoring) {
    const sections = new Map([...byName].map(([name, plan]) => [name, movementSection(plan, name)]));
    scoring = { sections, settings: pairsSettings(setup) };
    if (scoringCache.size >= 64) {
      const oldest = scoringCache.keys().next().value;
      if (oldest !== undefined) scoringCache.delete(oldest);
    }
    scoringCache.set(setupText, scoring);
  }
  const modelSection = scoring.sections.get(section);
  const results: TravellerLine[] = [];
  const kept: string[] = [];
  for (const text of texts) {
    // Every stored line was read against the movement when it was stored.
    const read = parsePairsLine(text);
    if (!read.ok) continue;
    const { ns, ew, outcome, group, switched } = read.value;
    // Written field by field rather than spread: a spread builds an object to copy from.
    const line: { -readonly [K in keyof TravellerLine]: TravellerLine[K] } = {
      section,
      board,
      ns,
      ew,
      outcome,
    };
    if (group !== undefined) line.group = group;
    if (switched) line.switched = true;
    results.push(line);
    kept.push(text);
  }
  const empty = { board, top: null, rows: [] };
  if (!modelSection || results.length === 0) return empty;
  // Only the pairs on the board's lines: the board is scored the same (its expected count of
  // results is the section's `expected`), without the session's totals and ranking of every pair
  // of the movement, which cost more than the board.
  const numbers = new Set<number>();
  for (const r of results) numbers.add(r.ns).add(r.ew);
  const seated: Section = {
    ...modelSection,
    pairs: (modelSection.pairs ?? []).filter((p) => numbers.has(p.number)),
  };
  const event: BridgeEvent = { name: setup.name, sections: [seated], boards: [], results };
  const session = scoreSession(event, scoring.settings);
  // The board's rows as the desk's view makes them (`pairsView`), read straight from the scored
  // board: the view would also turn every pair's totals and place into numbers, unasked for here.
  const b = session.boards.find((x) => x.board === board);
  if (!b) return { board, top: null, rows: [] };
  const num = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);
  return {
    board,
    top: b.top,
    rows: Array.from(b.lines, (k, i) => {
      const line = results[k];
      return {
        ns: line?.ns ?? 0,
        ew: line?.ew ?? 0,
        line: kept[k] ?? '',
        nsScore: num(b.nsScore[i]),
        nsPoints: num(b.nsPoints[i]),
        ewPoints: num(b.ewPoints[i]),
      };
    }),
  };
}

/** A board's traveller as a table's phone gets it. */
export type Traveller = ReturnType<typeof boardTraveller>;

/**
 * What the traveller worker is asked: the board, its event's setup, and the texts of the board's
 * lines in order (read by the server on its own connection, where they are in the page cache).
 */
export interface TravellerAsk {
  readonly setupText: string;
  readonly section: string;
  readonly board: number;
  readonly texts: readonly string[];
}

/** Where the routes get a board's traveller scored; null: score it on this thread. */
export interface TravellerSource {
  board(ask: TravellerAsk): Promise<Traveller> | null;
  close(): Promise<void>;
}

/**
 * Travellers scored on a worker thread (`traveller-worker.ts`): the server's main thread, which
 * parses, checks, commits and answers every request, reads the board's lines (a few microseconds
 * on its connection, whose page cache holds them) and hands the scoring of the board (the
 * largest share of a live result) to a second core. Once the worker has failed, `board` answers
 * null and the routes score on their own thread.
 */
/**
 * What the worker is sent: the asks made in one turn of the event loop (the results of one group
 * commit are answered together), each setup text once.
 */
export interface TravellerBatch {
  readonly setups: readonly string[];
  readonly asks: readonly {
    readonly id: number;
    /** Index into `setups`. */
    readonly setup: number;
    readonly section: string;
    readonly board: number;
    readonly texts: readonly string[];
  }[];
}

/** What the worker answers a batch with, an answer an ask. */
export type TravellerAnswer =
  | { readonly id: number; readonly traveller: Traveller }
  | { readonly id: number; readonly error: string };

export class TravellerWorker implements TravellerSource {
  private worker: Worker | null;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (t: Traveller) => void; reject: (e: unknown) => void }
  >();
  /** Asks not yet sent: they go in one message once this turn of the event loop is over. */
  private queued: (TravellerAsk & { readonly id: number })[] = [];

  constructor() {
    const script = new URL('./traveller-worker.js', import.meta.url);
    // Run from the sources (the tests), there is no built worker: the routes score on their thread.
    if (!existsSync(script)) {
      this.worker = null;
      return;
    }
    const worker = new Worker(script);
    // The server's sockets keep the process alive, not the worker.
    worker.unref();
    worker.on('message', (answers: readonly TravellerAnswer[]) => {
      for (const m of answers) {
        const waiting = this.waiting.get(m.id);
        if (!waiting) continue;
        this.waiting.delete(m.id);
        if ('traveller' in m) waiting.resolve(m.traveller);
        else waiting.reject(new Error(m.error));
      }
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => this.fail(new Error('the traveller worker stopped')));
    this.worker = worker;
  }

  private fail(e: unknown) {
    this.worker = null;
    this.queued = [];
    for (const waiting of this.waiting.values()) waiting.reject(e);
    this.waiting.clear();
  }

  board(ask: TravellerAsk): Promise<Traveller> | null {
    if (!this.worker) return null;
    const id = this.nextId++;
    return new Promise<Traveller>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.queued.push({ ...ask, id });
      if (this.queued.length === 1) setImmediate(() => this.send());
    });
  }

  /** The asks queued, in one message (a message costs more than a board's texts in it). */
  private send() {
    const worker = this.worker;
    const queued = this.queued;
    this.queued = [];
    if (!worker || queued.length === 0) return;
    const setups: string[] = [];
    const setupAt = new Map<string, number>();
    const asks = queued.map((a) => {
      let setup = setupAt.get(a.setupText);
      if (setup === undefined) {
        setup = setups.push(a.setupText) - 1;
        setupAt.set(a.setupText, setup);
      }
      return { id: a.id, setup, section: a.section, board: a.board, texts: a.texts };
    });
    const batch: TravellerBatch = { setups, asks };
    worker.postMessage(batch);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
