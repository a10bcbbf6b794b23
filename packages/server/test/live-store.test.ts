/**
 * The store's live tables, once on each database: a result stored with its
 * desk line, idempotency key and audit entry in one transaction, one result
 * per key (a conflict never overwrites), rounds, states and the correction
 * window, the director's password and sessions; on SQLite also through Kysely (the code
 * PostgreSQL runs) instead of its prepared statements. On PostgreSQL, results sent
 * for one key from two stores at once: one is kept.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomCode } from '../src/live-routes.js';
import {
  DEFAULT_LIVE_SETTINGS,
  type LiveContent,
  type LiveSubmission,
  LOCAL,
  type Store,
} from '../src/store/store.js';
import { describePostgres, describeStores, type TestDatabase } from './databases.js';
import { evening, lineOf, pairsSetup, planOf } from './live-helpers.js';

const setup = pairsSetup(3);
const plan = planOf(setup);
const played = evening(plan);

/** A clock the test moves. */
function clock(start = Date.UTC(2026, 11, 1, 19)) {
  let t = start;
  return { now: () => new Date(t), advance: (minutes: number) => (t += minutes * 60_000) };
}

async function liveEvent(store: Store) {
  const id = crypto.randomUUID();
  expect((await store.createDeskEvent(LOCAL, { id, setup, lines: [] })).kind).toBe('saved');
  const made = [1, 2, 3].map(() => randomCode());
  const tables = made.map((code, i) => ({ section: 'A', table: i + 1, code }));
  expect((await store.startLiveSession(LOCAL, id, DEFAULT_LIVE_SETTINGS, tables)).kind).toBe('started');
  return { id, codes: made };
}

function submission(code: string, p = played[0], over: Partial<LiveSubmission> = {}): LiveSubmission {
  if (!p) throw new Error('no result');
  const content: LiveContent = { contract: p.contract, declarer: p.declarer, lead: p.lead, tricks: p.tricks };
  return {
    code,
    key: crypto.randomUUID(),
    round: p.round,
    board: p.board,
    prepare: () => ({ kind: 'line', content, confirmed: true, text: lineOf(p) }),
    lineId: crypto.randomUUID(),
    actor: (t) => `table ${t.section}${t.table}`,
    answer: (r) => ({ line: r.line }),
    ...over,
  };
}

const count = async (db: TestDatabase, table: string, eventId: string) =>
  Number(
    (
      await db.rows<{ n: number | string }>(`select count(*) as n from ${table} where event_id = ?`, [
        eventId,
      ])
    )[0]?.n,
  );

describeStores(
  'live scoring in the store',
  (db) => {
    let store: Store;
    const time = clock();
    beforeAll(async () => {
      store = await db().open({ now: time.now });
    });
    afterAll(async () => {
      await store.close();
    });

    it('stores a result with its desk line, idempotency key and audit entry, and answers a retry as the first', async () => {
      const { id, codes } = await liveEvent(store);
      const first = played.find((p) => p.table === 1 && p.round === 1);
      if (!first) throw new Error('table 1 plays in round 1');
      const sent = submission(codes[0] ?? '', first);
      const out = await store.submitLiveResult(sent);
      expect(out).toMatchObject({
        kind: 'stored',
        version: 2,
        record: { line: lineOf(first), board: first.board },
      });
      // The same key again: the first answer, nothing more written.
      expect(await store.submitLiveResult({ ...sent, lineId: crypto.randomUUID() })).toMatchObject({
        kind: 'repeat-key',
        answer: { line: lineOf(first) },
      });
      // The same content under another key: recognised, nothing more written.
      expect(
        (await store.submitLiveResult({ ...sent, key: crypto.randomUUID(), lineId: crypto.randomUUID() }))
          .kind,
      ).toBe('repeat');
      // The key used for another result: refused.
      expect(
        (
          await store.submitLiveResult({
            ...submission(codes[0] ?? '', { ...first, tricks: 13 }),
            key: sent.key,
          })
        ).kind,
      ).toBe('key-reused');
      for (const table of ['desk_lines', 'live_results', 'live_requests', 'live_audit']) {
        expect(await count(db(), table, id)).toBe(1);
      }
      const event = await store.getDeskEvent(LOCAL, id);
      expect(event?.deskLines.map((l) => l.text)).toEqual([lineOf(first)]);
      expect(event?.version).toBe(2);
      expect(await store.auditLog(LOCAL, id)).toEqual([
        expect.objectContaining({
          seq: 1,
          actor: 'table A1',
          action: 'enter',
          old: null,
          new: lineOf(first),
        }),
      ]);
    });

    it('answers another value for a held key with both, and overwrites nothing', async () => {
      const { id, codes } = await liveEvent(store);
      const p = played.find((x) => x.table === 2 && x.round === 1);
      if (!p) throw new Error('table 2 plays in round 1');
      await store.submitLiveResult(submission(codes[1] ?? '', p));
      const other = submission(codes[1] ?? '', { ...p, contract: '7NT', tricks: 13 });
      const out = await store.submitLiveResult(other);
      expect(out).toMatchObject({ kind: 'conflict', held: { contract: p.contract, line: lineOf(p) } });
      const lines = (await store.getDeskEvent(LOCAL, id))?.deskLines ?? [];
      expect(lines.map((l) => l.text)).toEqual([lineOf(p)]);
      expect(await count(db(), 'live_requests', id)).toBe(1);
    });

    it('writes nothing when the answer to keep cannot be made (one transaction)', async () => {
      const { id, codes } = await liveEvent(store);
      const p = played.find((x) => x.table === 3 && x.round === 1);
      if (!p) throw new Error('table 3 plays in round 1');
      await expect(
        store.submitLiveResult(
          submission(codes[2] ?? '', p, {
            answer: () => {
              throw new Error('boom');
            },
          }),
        ),
      ).rejects.toThrow('boom');
      for (const table of ['desk_lines', 'live_results', 'live_requests', 'live_audit']) {
        expect(await count(db(), table, id)).toBe(0);
      }
      expect((await store.getDeskEvent(LOCAL, id))?.version).toBe(1);
    });

    it('writes results sent at once each alone: one that fails is undone, the others are kept', async () => {
      const { id, codes } = await liveEvent(store);
      // Each table's first board of round 1: three results, sent in the same turn (one commit on SQLite).
      const firsts = [1, 2, 3].map((table) => {
        const p = played.find((x) => x.table === table && x.round === 1);
        if (!p) throw new Error(`table ${table} plays in round 1`);
        return p;
      });
      const sent = firsts.map((p, i) =>
        submission(
          codes[i] ?? '',
          p,
          // The middle one fails after its line and result were written (the answer is made last).
          i === 1
            ? {
                answer: () => {
                  throw new Error('boom');
                },
              }
            : {},
        ),
      );
      const outs = await Promise.allSettled(sent.map((x) => store.submitLiveResult(x)));
      expect(outs.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      for (const o of [outs[0], outs[2]]) {
        expect(o).toMatchObject({ status: 'fulfilled', value: { kind: 'stored' } });
      }
      for (const table of ['desk_lines', 'live_results', 'live_requests', 'live_audit']) {
        expect(await count(db(), table, id)).toBe(2);
      }
      const [a, , c] = firsts;
      if (!a || !c) throw new Error('three sent');
      const event = await store.getDeskEvent(LOCAL, id);
      expect(event?.deskLines.map((l) => l.text).sort()).toEqual([lineOf(a), lineOf(c)].sort());
      // Created, then two results: the failed one raised nothing.
      expect(event?.version).toBe(3);
      // Its key was not kept: sent again, it is stored.
      const again = sent[1];
      if (!again) throw new Error('three sent');
      expect((await store.submitLiveResult({ ...again, answer: (r) => ({ line: r.line }) })).kind).toBe(
        'stored',
      );
      expect(await count(db(), 'live_results', id)).toBe(3);
    });

    it('keeps one result per key in the database itself', async () => {
      const { id, codes } = await liveEvent(store);
      const p = played.find((x) => x.table === 1 && x.round === 1);
      if (!p) throw new Error('table 1 plays in round 1');
      const out = await store.submitLiveResult(submission(codes[0] ?? '', p));
      if (out.kind !== 'stored') throw new Error(out.kind);
      const rows = await db().rows<Record<string, unknown>>('select * from live_results where event_id = ?', [
        id,
      ]);
      const row = rows[0] ?? {};
      // A second row for the same key, written past the store, breaks the unique constraint.
      const write = async () => {
        const other = await db().open();
        try {
          // biome-ignore lint/suspicious/noExplicitAny: a row written past the store's types on purpose.
          await (other as unknown as { db: { insertInto(t: string): any } }).db
            .insertInto('live_results')
            .values({ ...row, line_id: crypto.randomUUID() })
            .execute();
        } finally {
          await other.close();
        }
      };
      await expect(write()).rejects.toThrow();
    });

    it('takes results of the current round only, moves on when the round is complete, and not twice', async () => {
      const { codes } = await liveEvent(store);
      const code = codes[0] ?? '';
      const mine = played.filter((p) => p.table === 1);
      const round2 = mine.find((p) => p.round === 2);
      if (!round2) throw new Error('table 1 plays in round 2');
      expect(await store.submitLiveResult(submission(code, round2))).toEqual({
        kind: 'wrong-round',
        current: 1,
      });
      const boards = (round: number) => mine.filter((p) => p.round === round).map((p) => p.board);
      const movement = () => ({ rounds: plan.rounds, boardsOf: boards });
      const [b1, b2] = boards(1);
      expect(await store.nextLiveRound(code, 1, movement)).toEqual({
        kind: 'unfinished',
        boards: [b1, b2],
      });
      for (const p of mine.filter((x) => x.round === 1)) await store.submitLiveResult(submission(code, p));
      const moved = await store.nextLiveRound(code, 1, movement);
      expect(moved).toMatchObject({ kind: 'moved', table: { round: 2, finished: false } });
      // The page comes from the same transaction: the table at round 2, none of its boards sent yet.
      if (moved.kind !== 'moved') throw new Error(moved.kind);
      expect(moved.page).toEqual(await store.liveTable(code));
      expect(moved.page.table.round).toBe(2);
      expect(moved.page.results).toEqual([]);
      // A retry of the same move: the table is past round 1 already.
      expect(await store.nextLiveRound(code, 1, movement)).toMatchObject({
        kind: 'already',
        table: { round: 2 },
      });
      expect((await store.submitLiveResult(submission(code, round2))).kind).toBe('stored');
      // A retry after a result of the new round was stored: the page holds it.
      const again = await store.nextLiveRound(code, 1, movement);
      if (again.kind !== 'already') throw new Error(again.kind);
      expect(again.page.results.map((r) => r.board)).toEqual([round2.board]);
      // No movement for the table's section: as an unknown table.
      expect(await store.nextLiveRound(code, 2, () => null)).toEqual({ kind: 'not-found' });
    });

    it('closes, keeps corrections open for the window, then freezes the event', async () => {
      const { id, codes } = await liveEvent(store);
      const p = played.find((x) => x.table === 1 && x.round === 1);
      if (!p) throw new Error('table 1 plays in round 1');
      const out = await store.submitLiveResult(submission(codes[0] ?? '', p));
      if (out.kind !== 'stored') throw new Error(out.kind);
      expect((await store.closeLiveSession(LOCAL, id)).kind).toBe('saved');
      const q = played.find((x) => x.table === 2 && x.round === 1);
      if (!q) throw new Error('table 2 plays in round 1');
      expect((await store.submitLiveResult(submission(codes[1] ?? '', q))).kind).toBe('closed');
      const session = await store.liveSession(LOCAL, id);
      expect(session).toMatchObject({ state: 'closed', closedAt: time.now().toISOString() });
      const line = {
        id: out.record.lineId,
        section: 'A',
        board: p.board,
        text: `${p.ns} ${p.ew} 3NT N 9`,
        reason: null,
      };
      // A correction of a live result needs a reason.
      expect(
        (await store.putDeskLine(LOCAL, id, line, { actor: 'director', reason: null, adjusted: false })).kind,
      ).toBe('reason-required');
      expect(
        (
          await store.putDeskLine(LOCAL, id, line, {
            actor: 'director',
            reason: 'wrong contract',
            adjusted: false,
          })
        ).kind,
      ).toBe('saved');
      time.advance(DEFAULT_LIVE_SETTINGS.correctionMinutes);
      expect((await store.liveSession(LOCAL, id))?.state).toBe('frozen');
      expect(
        (
          await store.putDeskLine(
            LOCAL,
            id,
            { ...line, text: `${p.ns} ${p.ew} 3NT N 10` },
            {
              actor: 'director',
              reason: 'again',
              adjusted: false,
            },
          )
        ).kind,
      ).toBe('frozen');
      expect((await store.deleteDeskLine(LOCAL, id, line.id, { actor: 'director', reason: 'x' })).kind).toBe(
        'frozen',
      );
      expect((await store.saveDeskSetup(LOCAL, id, setup)).kind).toBe('frozen');
      expect((await store.saveLiveSettings(LOCAL, id, DEFAULT_LIVE_SETTINGS)).kind).toBe('frozen');
      expect((await store.submitLiveResult(submission(codes[1] ?? '', q))).kind).toBe('frozen');
      expect((await store.getDeskEvent(LOCAL, id))?.deskLines.map((l) => l.text)).toEqual([line.text]);
      expect(
        (await store.auditLog(LOCAL, id))?.map((e) => [e.actor, e.action, e.old, e.new, e.reason]),
      ).toEqual([
        ['table A1', 'enter', null, lineOf(p), null],
        ['director', 'correct', lineOf(p), line.text, 'wrong contract'],
      ]);
    });

    it('deletes the table’s result with its line, so the table may send the board again', async () => {
      const { id, codes } = await liveEvent(store);
      const p = played.find((x) => x.table === 1 && x.round === 1);
      if (!p) throw new Error('table 1 plays in round 1');
      const out = await store.submitLiveResult(submission(codes[0] ?? '', p));
      if (out.kind !== 'stored') throw new Error(out.kind);
      expect(
        (await store.deleteDeskLine(LOCAL, id, out.record.lineId, { actor: 'director', reason: null })).kind,
      ).toBe('reason-required');
      expect(
        (
          await store.deleteDeskLine(LOCAL, id, out.record.lineId, {
            actor: 'director',
            reason: 'board fouled',
          })
        ).kind,
      ).toBe('saved');
      expect(await count(db(), 'live_results', id)).toBe(0);
      const again = { ...p, contract: '2D', tricks: 8 };
      expect((await store.submitLiveResult(submission(codes[0] ?? '', again))).kind).toBe('stored');
      expect((await store.auditLog(LOCAL, id))?.map((e) => e.action)).toEqual(['enter', 'delete', 'enter']);
    });

    it('refuses a table code held by another session, and gives each event one session', async () => {
      const { id, codes } = await liveEvent(store);
      const other = crypto.randomUUID();
      await store.createDeskEvent(LOCAL, { id: other, setup, lines: [] });
      const tables = [{ section: 'A', table: 1, code: codes[0] ?? '' }];
      expect((await store.startLiveSession(LOCAL, other, DEFAULT_LIVE_SETTINGS, tables)).kind).toBe(
        'code-taken',
      );
      expect((await store.startLiveSession(LOCAL, id, DEFAULT_LIVE_SETTINGS, [])).kind).toBe('exists');
      expect((await store.startLiveSession({ club: 'elsewhere' }, id, DEFAULT_LIVE_SETTINGS, [])).kind).toBe(
        'not-found',
      );
      expect(await store.liveSession({ club: 'elsewhere' }, id)).toBeUndefined();
    });

    it('makes the first account once, clubs and accounts by unique names, and keeps sessions until they expire, by their hash only', async () => {
      const admin = {
        id: crypto.randomUUID(),
        username: 'Director',
        hash: 'scrypt$1',
        role: 'site-admin',
        club: null,
      } as const;
      expect(await store.hasAccounts()).toBe(false);
      const first = await store.createFirstAccount(admin);
      expect(first).toMatchObject({
        kind: 'created',
        account: { id: admin.id, username: 'director', club: null },
      });
      expect(
        await store.createFirstAccount({ ...admin, id: crypto.randomUUID(), username: 'other' }),
      ).toEqual({
        kind: 'not-first',
      });
      expect(await store.hasAccounts()).toBe(true);

      const club = `club-${crypto.randomUUID().slice(0, 8)}`;
      const director = {
        id: crypto.randomUUID(),
        username: `dir@${club}`,
        hash: 'scrypt$2',
        role: 'director',
        club,
      } as const;
      expect(await store.createAccount(director)).toEqual({ kind: 'club-not-found' });
      expect(await store.clubExists(club)).toBe(false);
      expect(await store.clubExists('local')).toBe(true);
      expect(await store.createClub({ id: club, name: 'The club' })).toBe('created');
      expect(await store.createClub({ id: club, name: 'Again' })).toBe('exists');
      expect(await store.createClub({ id: 'local', name: 'Home' })).toBe('exists');
      expect((await store.listClubs()).map((c) => [c.id, c.name])).toEqual([[club, 'The club']]);
      expect((await store.createAccount(director)).kind).toBe('created');
      // Usernames are compared in lower case: the same name differently written is taken.
      const again = { ...director, id: crypto.randomUUID(), username: director.username.toUpperCase() };
      expect(await store.createAccount(again)).toEqual({ kind: 'username-taken' });
      expect((await store.accountByUsername(director.username))?.hash).toBe('scrypt$2');
      expect((await store.listAccounts({ club })).map((a) => a.id)).toEqual([director.id]);
      expect((await store.listAccounts(null)).map((a) => a.id).sort()).toEqual(
        [admin.id, director.id].sort(),
      );

      const token = crypto.randomUUID();
      await store.addSession(director.id, token, new Date(time.now().getTime() + 60_000));
      expect(await store.sessionAccount(token)).toMatchObject({ id: director.id, role: 'director', club });
      time.advance(2);
      expect(await store.sessionAccount(token)).toBeUndefined();

      // A new password ends the account's sessions; a filter of another club or role changes nothing.
      const live = crypto.randomUUID();
      await store.addSession(director.id, live, new Date(time.now().getTime() + 60_000));
      expect(await store.setAccountHash(director.id, 'scrypt$3', { club, role: 'scorer' })).toBe(false);
      expect(await store.setAccountHash(director.id, 'scrypt$3', { club: 'local', role: 'director' })).toBe(
        false,
      );
      expect(await store.sessionAccount(live)).toMatchObject({ id: director.id });
      expect(await store.setAccountHash(director.id, 'scrypt$3', { club, role: 'director' })).toBe(true);
      expect(await store.sessionAccount(live)).toBeUndefined();
      expect((await store.accountByUsername(director.username))?.hash).toBe('scrypt$3');

      const last = crypto.randomUUID();
      await store.addSession(director.id, last, new Date(time.now().getTime() + 60_000));
      expect(await store.deleteAccount(director.id, { club: 'local', role: 'director' })).toBe(false);
      expect(await store.deleteAccount(director.id, { club, role: 'scorer' })).toBe(false);
      expect(await store.deleteAccount(director.id, { any: true })).toBe(true);
      expect(await store.sessionAccount(last)).toBeUndefined();
      expect(await store.accountByUsername(director.username)).toBeUndefined();
      await store.removeSession(last);
    });
  },
  ['sqlite', 'sqlite-kysely', 'postgres'],
);

describePostgres('live results sent at once from two processes', (db) => {
  it('keeps one result per key when several stores race, every other answer a conflict or a repeat', async () => {
    const a = await db().open({ maxConnections: 4 });
    const b = await db().open({ maxConnections: 4 });
    try {
      const { id, codes } = await liveEvent(a);
      const p = played.find((x) => x.table === 1 && x.round === 1);
      if (!p) throw new Error('table 1 plays in round 1');
      const tries = Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? a : b).submitLiveResult(submission(codes[0] ?? '', { ...p, tricks: i % 4 })),
      );
      const outs = await Promise.all(tries);
      const stored = outs.filter((o) => o.kind === 'stored');
      expect(stored).toHaveLength(1);
      expect(outs.every((o) => ['stored', 'conflict', 'repeat'].includes(o.kind))).toBe(true);
      expect(await count(db(), 'live_results', id)).toBe(1);
      expect(await count(db(), 'desk_lines', id)).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});

describe('live-helpers', () => {
  it('plays every board of the 3-table Mitchell three times, once per table', () => {
    const byBoard = new Map<number, number[]>();
    for (const p of played) byBoard.set(p.board, [...(byBoard.get(p.board) ?? []), p.table]);
    expect(byBoard.size).toBe(6);
    for (const tables of byBoard.values()) expect([...tables].sort()).toEqual([1, 2, 3]);
  });
});

describe('the SQLite store’s sync of live results', () => {
  it('tells a result’s board’s texts, its own included, before the commit’s sync has ended', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    const folder = mkdtempSync(join(tmpdir(), 'bridge-score-written-'));
    const held: ((error: Error | null) => void)[] = [];
    const store = await openSqliteStore({
      file: join(folder, 'bridge-score.db'),
      syncFile: (_fd, end) => {
        held.push(end);
      },
    });
    try {
      const { id, codes } = await liveEvent(store);
      // Two tables that play the same board, in the order the movement has them play it.
      const board = played.find((p) => p.round === 1)?.board;
      const two = played.filter((p) => p.board === board).slice(0, 2);
      const [a, b] = two;
      if (!a || !b) throw new Error('a board played twice');
      const told: (readonly string[])[] = [];
      const first = store.submitLiveResult(
        submission(codes[a.table - 1] ?? '', a, { written: (texts) => told.push(texts()) }),
      );
      await vi.waitFor(() => expect(held).toHaveLength(1));
      // Written, not yet on disk: the board's texts are already told.
      expect(told).toEqual([[lineOf(a)]]);
      held[0]?.(null);
      expect((await first).kind).toBe('stored');
      // The second table moved on to the round it plays the board in.
      if (b.round !== 1)
        expect((await store.setLiveRound(LOCAL, id, 'A', b.table, b.round)).kind).toBe('saved');
      const second = store.submitLiveResult(
        submission(codes[b.table - 1] ?? '', b, { written: (texts) => told.push(texts()) }),
      );
      await vi.waitFor(() => expect(held).toHaveLength(2));
      expect(told).toEqual([[lineOf(a)], [lineOf(a), lineOf(b)]]);
      held[1]?.(null);
      expect((await second).kind).toBe('stored');
    } finally {
      for (const end of held) end(null);
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers a result only once the WAL file’s sync has ended, and fails it when the sync fails', async () => {
    const { mkdtempSync, rmSync, openSync, fstatSync, statSync, closeSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    const folder = mkdtempSync(join(tmpdir(), 'bridge-score-wal-'));
    const file = join(folder, 'bridge-score.db');
    // The syncs asked for, each held until the test ends it.
    const held: { fd: number; end: (error: Error | null) => void }[] = [];
    const store = await openSqliteStore({
      file,
      syncFile: (fd, end) => {
        held.push({ fd, end });
      },
    });
    try {
      const { codes } = await liveEvent(store);
      const [first, second, third] = [1, 2, 3].map((t) => played.find((p) => p.table === t && p.round === 1));
      let answered = 0;
      const one = store.submitLiveResult(submission(codes[0] ?? '', first)).then((o) => {
        answered++;
        return o;
      });
      // The commit runs on the next turn; the answer waits for the sync.
      for (let i = 0; i < 10 && held.length === 0; i++) await new Promise((r) => setImmediate(r));
      expect(held).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 20));
      expect(answered).toBe(0);
      // The descriptor synced is the WAL file's.
      const wal = openSync(`${file}-wal`, 'r');
      try {
        expect(fstatSync(held[0]?.fd ?? -1).ino).toBe(fstatSync(wal).ino);
        expect(statSync(`${file}-wal`).ino).toBe(fstatSync(wal).ino);
      } finally {
        closeSync(wal);
      }
      // A result committed while a sync runs waits for the next one, which starts after it.
      const two = store.submitLiveResult(submission(codes[1] ?? '', second));
      for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
      expect(held).toHaveLength(1);
      held[0]?.end(null);
      expect((await one).kind).toBe('stored');
      for (let i = 0; i < 10 && held.length < 2; i++) await new Promise((r) => setImmediate(r));
      expect(held).toHaveLength(2);
      held[1]?.end(null);
      expect((await two).kind).toBe('stored');
      // A sync that fails fails the results it covers: the phone sends again (same key).
      const sent = submission(codes[2] ?? '', third);
      const three = store.submitLiveResult(sent);
      for (let i = 0; i < 10 && held.length < 3; i++) await new Promise((r) => setImmediate(r));
      held[2]?.end(new Error('EIO: the disk failed'));
      await expect(three).rejects.toThrow('EIO');
      const again = store.submitLiveResult({ ...sent, lineId: crypto.randomUUID() });
      for (let i = 0; i < 10 && held.length < 4; i++) await new Promise((r) => setImmediate(r));
      held[3]?.end(null);
      expect((await again).kind).toBe('repeat-key');
    } finally {
      // Close waits for the syncs asked for; end any still held.
      const closing = store.close();
      for (const h of held) h.end(null);
      await closing;
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('the SQLite store’s checkpoints', () => {
  it('are made by the worker, the connection making none, and by the connection again once the worker stops', async () => {
    const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    // The built worker (npm test builds first).
    const script = new URL('../dist/store/checkpoint-worker.js', import.meta.url);
    expect(existsSync(script), 'packages/server is built (npm run build)').toBe(true);
    const folder = mkdtempSync(join(tmpdir(), 'bridge-score-checkpoint-'));
    const store = await openSqliteStore({ file: join(folder, 'bridge-score.db'), checkpointWorker: script });
    try {
      const checkpoints = store.checkpoints;
      expect(checkpoints?.running).toBe(true);
      expect(store.pragmas().walAutocheckpoint).toBe(0);
      const { codes } = await liveEvent(store);
      const outs = await Promise.all(
        [1, 2, 3].map((t) =>
          store.submitLiveResult(
            submission(
              codes[t - 1] ?? '',
              played.find((p) => p.table === t && p.round === 1),
            ),
          ),
        ),
      );
      expect(outs.map((o) => o.kind)).toEqual(['stored', 'stored', 'stored']);
      // Frames were written since the last checkpoint; the worker copies them all (no reader holds any).
      const made = await checkpoints?.now();
      expect(made?.busy).toBe(0);
      expect(made?.log).toBeGreaterThan(0);
      expect(made?.checkpointed).toBe(made?.log);
      // The worker stops: the connection checkpoints itself again.
      const worker = (checkpoints as unknown as { worker: import('node:worker_threads').Worker }).worker;
      const exited = new Promise((r) => worker.once('exit', r));
      await worker.terminate();
      await exited;
      expect(checkpoints?.running).toBe(false);
      expect(store.pragmas().walAutocheckpoint).toBe(1000);
      await expect(checkpoints?.now()).rejects.toThrow('stopped');
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
