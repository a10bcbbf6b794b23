import { contractOf, type SheetDeal } from '@bridge-score/core';
import {
  type Change,
  defaultSettings,
  type EveningSettings,
  type EveningSummary,
  type Op,
} from '@bridge-score/scorepad';
import { type AppOptions, buildApp } from '../src/app.js';
import type { Store, StoredChange, StoredEvening } from '../src/store/store.js';

export interface TestServer {
  readonly url: string;
  readonly store: Store;
  /** Closes the server and then its store. */
  close(): Promise<void>;
}

/** The real app on 127.0.0.1 and a free port, over the store given (see `databases.ts`). */
export async function startServer(
  store: Store,
  options: Partial<Omit<AppOptions, 'store'>> = {},
): Promise<TestServer> {
  const app = await buildApp({ store, webRoot: null, rateLimit: false, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    store,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** Waits (10 s at most) until `ready` answers true, asking every 20 ms. */
export async function until(what: string, ready: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`waited 10 s for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let counter = 0;
/** A fresh UUID (v4 form). */
export const uuid = (): string => crypto.randomUUID();

export const change = (op: Op): Change => {
  counter += 1;
  return { id: uuid(), at: new Date(Date.UTC(2026, 11, 1, 19, 0, counter)).toISOString(), op };
};
export const start = (settings: EveningSettings = defaultSettings('rubber')) =>
  change({ kind: 'start', settings });
export const deal = (d: SheetDeal) => change({ kind: 'deal', deal: d });
export const played = (
  level: 1 | 2 | 3 | 4 | 5 | 6 | 7,
  strain: 'C' | 'D' | 'H' | 'S' | 'NT',
  declarer: 'N' | 'E' | 'S' | 'W',
  tricks: number,
) => deal({ contract: contractOf(level, strain), declarer, tricks });

/** Every field an answer of the API may have (tests read what they expect). */
export interface ApiBody {
  readonly error?: {
    readonly code: string;
    readonly message: string;
    readonly field?: string;
    readonly index?: number;
  };
  readonly version?: number;
  readonly added?: number;
  readonly duplicates?: number;
  readonly summary?: EveningSummary;
  readonly changes?: StoredChange[];
  readonly evenings?: StoredEvening[];
  readonly id?: string;
  readonly status?: string;
  readonly store?: string;
  readonly paths?: Record<string, Record<string, unknown>>;
}

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ApiBody }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}

export async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ApiBody; headers: Headers }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: (await res.json()) as ApiBody, headers: res.headers };
}
