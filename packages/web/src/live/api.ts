/**
 * Live scoring's calls to the server (docs/live.md): the table's page and its
 * results (by table code), the director's live control, audit log and
 * sign-in, and the public results. Every answer comes back as its status and
 * body; a request that gets no answer at all throws, and the callers say so.
 */
import type { Lang } from '@bridge-score/i18n';
import type { RankingView } from '@bridge-score/view';
import type { HeldResult, ResultDraft, SendAnswer } from './outbox';

let language = 'en';
/** The language the server words its errors in. */
export function setLiveLanguage(lang: string): void {
  language = lang;
}

export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

export interface Answer<T> {
  readonly status: number;
  readonly body: Partial<T> & { readonly error?: ApiErrorBody };
}

async function call<T>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(url, {
    method,
    headers: {
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  });
  const text = await res.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { error: { code: 'server', message: `${res.status} ${res.statusText}` } };
  }
  return { status: res.status, body: parsed as Answer<T>['body'] };
}

export type Seat = 'N' | 'E' | 'S' | 'W';
export type Vulnerability = 'None' | 'NS' | 'EW' | 'Both';

export interface LiveSettings {
  readonly confirmation: boolean;
  readonly showTraveller: boolean;
  readonly correctionMinutes: number;
  readonly public: boolean;
}

export interface TableResult {
  readonly line: string;
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly lead: string | null;
  readonly tricks: number | null;
  readonly nsScore: number | null;
  readonly confirmed: boolean;
}

export interface TablePage {
  readonly event: { readonly id: string; readonly name: string };
  readonly state: 'open' | 'closed' | 'frozen';
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly rounds: number;
  readonly finished: boolean;
  readonly settings: LiveSettings;
  readonly ns: { readonly number: number; readonly names: readonly string[] } | null;
  readonly ew: { readonly number: number; readonly names: readonly string[] } | null;
  readonly switched: boolean;
  readonly boards: readonly {
    readonly board: number;
    readonly dealer: Seat;
    readonly vulnerability: Vulnerability;
    readonly result: TableResult | null;
  }[];
}

export interface Traveller {
  readonly board: number;
  readonly top?: number;
  readonly rows: readonly {
    readonly ns: number;
    readonly ew: number;
    readonly line: string;
    readonly nsScore: number | null;
    readonly nsPoints: number | null;
    readonly ewPoints: number | null;
  }[];
}

export interface StoredAnswer {
  readonly result: TableResult & { readonly board: number; readonly round: number };
  readonly traveller?: Traveller;
}

export const getTable = (code: string) => call<TablePage>('GET', `/api/table/${encodeURIComponent(code)}`);
export const nextRound = (code: string, round: number) =>
  call<TablePage>('POST', `/api/table/${encodeURIComponent(code)}/next`, { round });

/** One try to send a result, as the outbox wants it. */
export async function sendResult(r: ResultDraft): Promise<SendAnswer> {
  let a: Answer<StoredAnswer & { held: HeldResult }>;
  try {
    a = await call('POST', `/api/table/${encodeURIComponent(r.code)}/results`, {
      key: r.key,
      round: r.round,
      board: r.board,
      contract: r.contract,
      declarer: r.declarer,
      lead: r.lead,
      tricks: r.tricks,
      confirmed: r.confirmed,
    });
  } catch (e) {
    return { kind: 'unreachable', message: e instanceof Error ? e.message : String(e) };
  }
  const message = a.body.error?.message ?? String(a.status);
  if (a.status === 200 || a.status === 201) return { kind: 'stored', body: a.body };
  if (a.status === 429 || a.status >= 500) return { kind: 'unreachable', message };
  if (a.status === 409 && a.body.error?.code === 'live-conflict')
    return { kind: 'conflict', message, held: a.body.held ?? {} };
  return { kind: 'refused', code: a.body.error?.code ?? String(a.status), message };
}

export interface LiveTable {
  readonly section: string;
  readonly table: number;
  readonly code: string;
  readonly round: number;
  readonly rounds: number;
  readonly finished: boolean;
  readonly entered: number;
  readonly expected: number;
}

export interface LiveSession {
  readonly eventId: string;
  readonly state: 'open' | 'closed' | 'frozen';
  readonly settings: LiveSettings;
  readonly closedAt: string | null;
  readonly frozenAt: string | null;
  readonly version: number;
  readonly tables: readonly LiveTable[];
}

const live = (id: string) => `/api/desk/events/${id}/live`;
export const getLive = (id: string) => call<LiveSession>('GET', live(id));
export const startLive = (id: string, settings: Partial<LiveSettings>) =>
  call<LiveSession>('POST', live(id), { settings });
export const saveLiveSettings = (id: string, settings: Partial<LiveSettings>) =>
  call<LiveSession>('PUT', `${live(id)}/settings`, settings);
export const closeLive = (id: string) => call<LiveSession>('POST', `${live(id)}/close`);
export const setTableRound = (id: string, section: string, table: number, round: number) =>
  call<LiveSession>('POST', `${live(id)}/tables/${encodeURIComponent(section)}/${table}/round`, { round });

export interface AuditEntry {
  readonly seq: number;
  readonly at: string;
  readonly actor: string;
  readonly action: 'enter' | 'correct' | 'delete' | 'adjust';
  readonly section: string;
  readonly board: number;
  readonly lineId: string;
  readonly old: string | null;
  readonly new: string | null;
  readonly reason: string | null;
}

export const getAudit = (id: string) =>
  call<{ entries: AuditEntry[] }>('GET', `/api/desk/events/${id}/audit`);
export const auditCsvUrl = (id: string) => `/api/desk/events/${id}/audit?format=csv`;

export interface Me {
  readonly director: boolean;
  readonly passwordSet: boolean;
  readonly loopback: boolean;
  readonly account: { readonly username: string; readonly role: string; readonly club: string | null } | null;
  readonly role: string | null;
  readonly club: string | null;
}
export const getMe = () => call<Me>('GET', '/api/auth/me');
/** Signs in; no username: the home laptop's `director`. */
export const login = (password: string, username = '') => {
  const name = username.trim().toLowerCase();
  return call<object>('POST', '/api/auth/login', name ? { username: name, password } : { password });
};
export const logout = () => call<object>('POST', '/api/auth/logout');
export const setupPassword = (password: string) => call<object>('POST', '/api/auth/setup', { password });

/**
 * What a live stream sends: the event's version and its rankings, each field's as `bridge-score
 * session` shows it (`@bridge-score/view`), worded in the language asked for.
 */
export interface RankingUpdate {
  readonly version: number;
  readonly unit: 'matchpoints' | 'imps';
  readonly rankings: readonly RankingView[];
}

export interface PublicEvent extends RankingUpdate {
  readonly name: string;
  readonly date: string;
  readonly state: 'open' | 'closed' | 'frozen';
}
export const getPublic = (id: string, lang: Lang) =>
  call<PublicEvent>('GET', `/api/public/events/${id}?lang=${lang}`);
export const publicStreamUrl = (id: string, lang: Lang) => `/api/public/events/${id}/stream?lang=${lang}`;
export const deskStreamUrl = (id: string, lang: Lang) => `/api/desk/events/${id}/stream?lang=${lang}`;
