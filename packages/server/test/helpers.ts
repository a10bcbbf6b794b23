import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractOf, type SheetDeal } from '@bridge-score/core';
import {
  type Change,
  defaultSettings,
  type EveningSettings,
  type EveningSummary,
  type Op,
} from '@bridge-score/scorepad';
import { type AppOptions, buildApp } from '../src/app.js';
import { openSqliteStore, type SqliteStore } from '../src/store/sqlite.js';
import type { StoredChange, StoredEvening } from '../src/store/store.js';

export interface TestServer {
  readonly url: string;
  readonly store: SqliteStore;
  readonly file: string;
  close(): Promise<void>;
}

/** The real app on 127.0.0.1, a free port, and a database file in a folder of its own. */
export async function startServer(
  options: Partial<Omit<AppOptions, 'store'>> = {},
  dir?: string,
): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'bridge-score-api-'));
  const file = join(folder, 'bridge-score.db');
  const store = await openSqliteStore({ file });
  const app = await buildApp({ store, webRoot: null, rateLimit: false, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    store,
    file,
    async close() {
      await app.close();
      await store.close();
      if (dir === undefined) rmSync(folder, { recursive: true, force: true });
    },
  };
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
