/**
 * A club's data made through the `Store` as the server would make it (two
 * evenings, a pairs and a teams desk event with lines added, changed and
 * deleted), and two ways of looking at it that do not go through the club
 * tools under test: what the store answers, and the rows as SQL reads them.
 */
import { createHash } from 'node:crypto';
import { err, ok } from '@bridge-score/core';
import type { PairsSetup, TeamsSetup } from '@bridge-score/desk';
import { defaultSettings, replay, summarize } from '@bridge-score/scorepad';
import { randomCode } from '../src/live-routes.js';
import { type AppendCheck, DEFAULT_LIVE_SETTINGS, type Scope, type Store } from '../src/store/store.js';
import type { TestDatabase } from './databases.js';
import { change, played, start, uuid } from './helpers.js';

/** The server's check: the evening replayed with the incoming changes. */
export const check: AppendCheck = (held, incoming) => {
  const r = replay([...held, ...incoming]);
  if (r.ok) return ok(summarize(r.value));
  return err({ ...r.error, index: r.error.index - held.length });
};

export const pairsSetup = (name: string): PairsSetup => ({
  kind: 'pairs',
  name,
  date: '2026-12-01',
  sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
  method: 'mp',
  conventions: 'bridge-score',
  overrides: {},
  pairs: [{ section: 'A', number: 1, direction: 'NS', names: ['Ann', 'Bob'] }],
});

export const teamsSetup = (name: string): TeamsSetup => ({
  kind: 'teams',
  name,
  date: '2026-12-02',
  form: 'match',
  scoring: 'vp',
  teams: ['Lions', 'Tigers'],
  boardsPerMatch: 8,
  matches: [{ round: 1, a: 'Lions', b: 'Tigers' }],
});

/** What `fillClub` made: the ids, and how many rows of each table (counted as it made them). */
export interface FilledClub {
  readonly scope: Scope;
  readonly evenings: readonly string[];
  readonly deskEvents: readonly string[];
  /** The ids of the desk lines still held. */
  readonly deskLines: readonly string[];
  /** A deleted line's id (held by no event). */
  readonly deletedLine: string;
  /** The pairs event's source file hash. */
  readonly sourceHash: string;
  /** The live tables' codes of the pairs event (tables 1, 2, 3 of section A). */
  readonly codes: readonly string[];
  /** The club's director (an account), its signed-in session's token hash, and its password hash. */
  readonly directorId: string;
  readonly tokenHash: string;
  readonly passwordHash: string;
  /** Rows of each table, counted as it made them. */
  readonly rows: Readonly<Record<string, number>>;
}

const expectSaved = (what: string, kind: string) => {
  if (kind !== 'saved' && kind !== 'appended') throw new Error(`${what}: ${kind}`);
};

export async function fillClub(store: Store, club: string): Promise<FilledClub> {
  const scope = { club };
  const evenings = [uuid(), uuid()];
  const [first = '', second = ''] = evenings;
  const names = ['O\'Brien "Bunny"', 'Ли Вэй', '李伟 🂡 \\ ♠', `${club} a\u0000b`];
  const one = [start(), change({ kind: 'names', names }), played(4, 'S', 'S', 10), played(3, 'NT', 'W', 8)];
  expectSaved('evening 1', (await store.append(scope, first, 0, one, check)).kind);
  expectSaved('evening 1 again', (await store.append(scope, first, 4, [played(2, 'H', 'N', 9)], check)).kind);
  const two = [start(defaultSettings('chicago')), played(6, 'C', 'E', 12), played(1, 'D', 'N', 6)];
  expectSaved('evening 2', (await store.append(scope, second, 0, two, check)).kind);

  const pairs = uuid();
  const teams = uuid();
  const sourceHash = createHash('sha256').update(club).digest('hex');
  const lines = [uuid(), uuid(), uuid(), uuid()];
  const [l1 = '', l2 = '', l3 = '', l4 = ''] = lines;
  expectSaved(
    'pairs event',
    (
      await store.createDeskEvent(scope, {
        id: pairs,
        setup: pairsSetup(`${club} Tuesday`),
        lines: [
          { id: l1, section: 'A', board: 1, text: '1 1 4S+1 S', reason: null },
          { id: l2, section: 'A', board: 1, text: '3 2 4S= S', reason: null },
          { id: l3, section: 'A', board: 2, text: '2 3 3NT-1 W', reason: null },
        ],
        source: { name: 'tuesday.pbn', hash: sourceHash },
      })
    ).kind,
  );
  expectSaved(
    'a line added',
    (
      await store.putDeskLine(scope, pairs, {
        id: l4,
        section: 'A',
        board: 2,
        text: '1 1 3NT= W',
        reason: null,
      })
    ).kind,
  );
  expectSaved(
    'a line corrected',
    (
      await store.putDeskLine(scope, pairs, {
        id: l1,
        section: 'A',
        board: 1,
        text: '1 1 4S= S',
        reason: 'wrong trick count, agreed by both pairs',
      })
    ).kind,
  );
  expectSaved('a line deleted', (await store.deleteDeskLine(scope, pairs, l2)).kind);
  expectSaved(
    'setup saved',
    (await store.saveDeskSetup(scope, pairs, pairsSetup(`${club} Tuesday (renamed)`))).kind,
  );
  expectSaved(
    'teams event',
    (await store.createDeskEvent(scope, { id: teams, setup: teamsSetup(`${club} Cup`), lines: [] })).kind,
  );
  const t1 = uuid();
  const t2 = uuid();
  expectSaved(
    'teams line',
    (
      await store.putDeskLine(scope, teams, {
        id: t1,
        section: '1',
        board: 1,
        text: '1 4S+1 S',
        reason: null,
      })
    ).kind,
  );
  expectSaved(
    'teams line',
    (
      await store.putDeskLine(scope, teams, {
        id: t2,
        section: '1',
        board: 1,
        text: '2 3S+1 N',
        reason: null,
      })
    ).kind,
  );
  // A live session on the pairs event: table 1 sends board 1 of round 1 (NS 1 against EW 1 in a
  // 3-table Mitchell); a director's password and a signed-in session.
  const codes = [1, 2, 3].map(() => randomCode());
  const live = await store.startLiveSession(
    scope,
    pairs,
    DEFAULT_LIVE_SETTINGS,
    codes.map((code, i) => ({ section: 'A', table: i + 1, code })),
  );
  if (live.kind !== 'started') throw new Error(`live session: ${live.kind}`);
  const sent = await store.submitLiveResult({
    code: codes[0] ?? '',
    key: uuid(),
    round: 1,
    board: 1,
    prepare: () => ({
      kind: 'line',
      content: { contract: '4S', declarer: 'S', lead: 'HA', tricks: 10 },
      confirmed: true,
      text: '1 1 4S S 10',
    }),
    lineId: uuid(),
    actor: (t) => `table ${t.section}${t.table}`,
    answer: (r) => ({ line: r.line }),
  });
  if (sent.kind !== 'stored') throw new Error(`live result: ${sent.kind}`);
  const passwordHash = `scrypt$test$${club}`;
  const tokenHash = createHash('sha256').update(`token of ${club}`).digest('hex');
  if ((await store.createClub({ id: club, name: `The ${club}` })) !== 'created') throw new Error('club held');
  const directorId = uuid();
  const made = await store.createAccount({
    id: directorId,
    username: `director@${club}`,
    hash: passwordHash,
    role: 'director',
    club,
  });
  if (made.kind !== 'created') throw new Error(`director: ${made.kind}`);
  await store.addSession(directorId, tokenHash, new Date(Date.UTC(2099, 0, 1)));
  return {
    scope,
    directorId,
    codes,
    tokenHash,
    passwordHash,
    evenings,
    deskEvents: [pairs, teams],
    deskLines: [l1, l3, l4, t1, t2],
    deletedLine: l2,
    sourceHash,
    // 4 + 1 changes, and 3; 3 lines + 1 − 1 + the live result's, and 2; one live session of 3
    // tables with one result and its idempotency key; the audit log keeps every line changed after
    // its event was created: on the pairs event the line added, corrected, deleted and the live
    // result, on the teams event its two lines; the club's row, its director, one session.
    rows: {
      evenings: 2,
      changes: 8,
      desk_events: 2,
      desk_lines: 6,
      live_sessions: 1,
      live_tables: 3,
      live_results: 1,
      live_requests: 1,
      live_audit: 6,
      clubs: 1,
      accounts: 1,
      account_sessions: 1,
    },
  };
}

/** Everything the store answers about the club's data. */
export async function storeView(store: Store, club: FilledClub) {
  const { scope } = club;
  return {
    evenings: await store.listEvenings(scope, 1000),
    changes: await Promise.all(club.evenings.map((id) => store.changesAfter(scope, id, 0))),
    evening: await Promise.all(club.evenings.map((id) => store.getEvening(scope, id))),
    deskList: await store.listDeskEvents(scope, 1000),
    deskEvents: await Promise.all(club.deskEvents.map((id) => store.getDeskEvent(scope, id))),
    source: await store.findDeskSource(scope, club.sourceHash),
  };
}

/** JSON of a row with its columns in order of name. */
export const rowKey = (row: Record<string, unknown>): string =>
  JSON.stringify(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const sorted = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => [rowKey(r), r] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);

/** Each table, and the SQL condition (on `t`) that its row is of the club `?`: written here, not taken from `club-tables.ts`. */
const TABLES: readonly (readonly [string, string])[] = [
  ['evenings', 't.club = ?'],
  ['changes', 't.evening_id in (select id from evenings where club = ?)'],
  ['desk_events', 't.club = ?'],
  ['desk_lines', 't.event_id in (select id from desk_events where club = ?)'],
  ['live_sessions', 't.club = ?'],
  ['live_tables', 't.event_id in (select id from desk_events where club = ?)'],
  ['live_results', 't.event_id in (select id from desk_events where club = ?)'],
  ['live_requests', 't.event_id in (select id from desk_events where club = ?)'],
  ['live_audit', 't.event_id in (select id from desk_events where club = ?)'],
  ['clubs', 't.club = ?'],
  ['accounts', 't.club = ?'],
  ['account_sessions', 't.account_id in (select id from accounts where club = ?)'],
];

export type Rows = Record<string, Record<string, unknown>[]>;

/** The club's rows of every table as SQL reads them (times, JSON, numbers as stored). */
export async function sqlRows(db: TestDatabase, club: string): Promise<Rows> {
  const out: Rows = {};
  for (const [table, mine] of TABLES) {
    out[table] = sorted(await db.rows(`select t.* from ${table} t where ${mine}`, [club]));
  }
  return out;
}

/** What `sqlRows` answers for a club with no data. */
export const NO_ROWS: Readonly<Record<string, readonly unknown[]>> = Object.fromEntries(
  TABLES.map(([table]) => [table, []]),
);

/** Every row of every table, for "nothing else changed". */
export async function allRows(db: TestDatabase): Promise<Rows> {
  const out: Rows = {};
  for (const [table] of TABLES) out[table] = sorted(await db.rows(`select * from ${table}`));
  return out;
}
