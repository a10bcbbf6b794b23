/** The desk's calls to the server (`/api/desk`): events, lines, import and export. */
import type { DeskLine, DeskSetup } from '@bridge-score/desk';
import { askSignIn } from '../live/signin';

export interface DeskEventSummary {
  readonly id: string;
  readonly kind: DeskSetup['kind'];
  readonly name: string;
  readonly date: string;
  readonly version: number;
  readonly lines: number;
  readonly source: string | null;
}

export interface DeskEvent extends DeskEventSummary {
  readonly setup: DeskSetup;
  readonly deskLines: DeskLine[];
}

/** An answer of the API: its status and body (`error.message` in the page's language). */
export interface Answer<T> {
  readonly status: number;
  readonly body: T & {
    readonly error?: { readonly code: string; readonly message: string; readonly field?: string };
  };
}

let language = 'en';
/** The language the server words its errors in. */
export function setDeskLanguage(lang: string): void {
  language = lang;
}

async function call<T>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(url, {
    method,
    headers: {
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const answer = { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T>['body'] };
  // Once a password is set, the desk is the signed-in director's: the sign-in page, then back here.
  if (res.status === 401 && answer.body.error?.code === 'auth-required') askSignIn();
  return answer;
}

let correction = '';
/**
 * Why the director changes or deletes stored lines of a live event (the Live panel's field): sent with
 * each change, kept in the audit log. Empty: none is sent.
 */
export function setCorrectionReason(reason: string): void {
  correction = reason;
}

export const listEvents = () => call<{ events: DeskEventSummary[] }>('GET', '/api/desk/events');
export const getEvent = (id: string) => call<DeskEvent>('GET', `/api/desk/events/${id}`);
export const createEvent = (id: string, setup: DeskSetup) =>
  call<{ version: number }>('POST', '/api/desk/events', { id, setup });
export const saveSetup = (id: string, setup: DeskSetup) =>
  call<{ version: number }>('PUT', `/api/desk/events/${id}/setup`, { setup });
export const putLine = (event: string, line: DeskLine) =>
  call<{ version: number }>('PUT', `/api/desk/events/${event}/lines/${line.id}`, {
    section: line.section,
    board: line.board,
    text: line.text,
    reason: line.reason,
    ...(correction ? { correction } : {}),
  });
export const deleteLine = (event: string, id: string) =>
  call<{ version: number }>(
    'DELETE',
    `/api/desk/events/${event}/lines/${id}${correction ? `?reason=${encodeURIComponent(correction)}` : ''}`,
  );

export interface ImportAnswer {
  readonly id?: string;
  readonly lines?: number;
  readonly updated?: boolean;
  readonly existing?: DeskEventSummary;
  readonly problems?: readonly { line: number; column: number; severity: string; message: string }[];
  /** The file's own figures checked against the scoring, as `bridge-score verify` checks them. */
  readonly verify?: {
    readonly consistent: boolean;
    readonly checked: { readonly lines: number; readonly datums: number; readonly pairs: number };
    readonly findings: readonly {
      readonly kind: string;
      readonly section: string;
      readonly board: number | null;
      readonly message: string;
    }[];
  };
}

export async function importFile(
  id: string,
  file: File,
  choice: { replace?: string; asNew?: boolean } = {},
): Promise<Answer<ImportAnswer>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return call<ImportAnswer>('POST', '/api/desk/import', {
    id,
    name: file.name,
    content: btoa(binary),
    ...choice,
  });
}

export const exportUrl = (id: string, format: 'pbn' | 'usebio' | 'csv' | 'json' | 'vp-scale') =>
  `/api/desk/events/${id}/export?format=${format}`;
