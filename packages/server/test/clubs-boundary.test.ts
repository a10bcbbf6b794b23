/**
 * The clubs boundary, at the store: for every `Store` method that takes a
 * `Scope` (the list is checked by the compiler: a new such method does not
 * compile here until it has its row), club B tries to read and to change club
 * A's data by A's ids, and gets nothing; every row of the database is as it
 * was after each try. The same reads as club A find the data, so an answer of
 * "nothing" is the boundary, not an empty store. (The API-level test across
 * clubs waits for accounts: today every request is the one club `local`.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LIVE_SETTINGS, type Scope, type Store } from '../src/store/store.js';
import { allRows, check, type FilledClub, fillClub, pairsSetup, teamsSetup } from './clubs.js';
import { describeStores } from './databases.js';
import { played, start, uuid } from './helpers.js';

/** The methods of `Store` whose first parameter is a `Scope`. */
type ScopedMethod = {
  [K in keyof Store]: Store[K] extends (...args: infer A) => unknown
    ? A extends [Scope, ...unknown[]]
      ? K
      : never
    : never;
}[keyof Store];

interface Clubs {
  readonly store: Store;
  readonly a: FilledClub;
  readonly b: FilledClub;
  /** Club A's change ids. */
  readonly changes: readonly string[];
}

const ids = <T extends { id: string }>(xs: readonly T[]) => xs.map((x) => x.id);

/** For each scoped method: club B's tries at club A's data, and what they must answer. */
const tries: Record<ScopedMethod, (c: Clubs) => Promise<void>> = {
  async listEvenings({ store, a, b }) {
    expect(ids(await store.listEvenings(b.scope, 1000)).sort()).toEqual([...b.evenings].sort());
    expect(ids(await store.listEvenings(a.scope, 1000)).sort()).toEqual([...a.evenings].sort());
  },
  async getEvening({ store, a, b }) {
    for (const id of a.evenings) {
      expect(await store.getEvening(b.scope, id)).toBeUndefined();
      expect((await store.getEvening(a.scope, id))?.id).toBe(id);
    }
  },
  async changesAfter({ store, a, b }) {
    for (const id of a.evenings) {
      expect(await store.changesAfter(b.scope, id, 0)).toBeUndefined();
      expect((await store.changesAfter(a.scope, id, 0))?.length).toBeGreaterThan(0);
    }
  },
  async append({ store, a, b, changes }) {
    const [evening = ''] = a.evenings;
    const version = (await store.getEvening(a.scope, evening))?.version ?? 0;
    // Onto A's evening, at its version or from the start.
    for (const base of [version, 0]) {
      expect(await store.append(b.scope, evening, base, [played(1, 'C', 'N', 7)], check)).toEqual({
        kind: 'id-conflict',
        id: evening,
      });
    }
    // A's change ids in an evening of B's own, new or held.
    const [held = ''] = changes;
    const copy = { ...start(), id: held };
    expect(await store.append(b.scope, uuid(), 0, [copy], check)).toEqual({ kind: 'id-conflict', id: held });
    const [own = ''] = b.evenings;
    const ownVersion = (await store.getEvening(b.scope, own))?.version ?? 0;
    const replay = { ...played(2, 'D', 'S', 8), id: held };
    expect(await store.append(b.scope, own, ownVersion, [replay], check)).toEqual({
      kind: 'id-conflict',
      id: held,
    });
  },
  async listDeskEvents({ store, a, b }) {
    expect(ids(await store.listDeskEvents(b.scope, 1000)).sort()).toEqual([...b.deskEvents].sort());
    expect(ids(await store.listDeskEvents(a.scope, 1000)).sort()).toEqual([...a.deskEvents].sort());
  },
  async getDeskEvent({ store, a, b }) {
    for (const id of a.deskEvents) {
      expect(await store.getDeskEvent(b.scope, id)).toBeUndefined();
      expect((await store.getDeskEvent(a.scope, id))?.id).toBe(id);
    }
  },
  async getDeskSetup({ store, a, b }) {
    for (const id of a.deskEvents) {
      expect(await store.getDeskSetup(b.scope, id)).toBeUndefined();
      expect((await store.getDeskSetup(a.scope, id))?.name).toMatch(/^club-a /);
    }
  },
  async findDeskSource({ store, a, b }) {
    expect(await store.findDeskSource(b.scope, a.sourceHash)).toBeUndefined();
    expect((await store.findDeskSource(a.scope, a.sourceHash))?.id).toBe(a.deskEvents[0]);
  },
  async createDeskEvent({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const [line = ''] = a.deskLines;
    expect(
      await store.createDeskEvent(b.scope, { id: event, setup: pairsSetup('taken'), lines: [] }),
    ).toEqual({
      kind: 'id-conflict',
      id: event,
    });
    const withLine = {
      id: uuid(),
      setup: pairsSetup('taken lines'),
      lines: [{ id: line, section: 'A', board: 1, text: '1 1 7NT= N', reason: null }],
    };
    expect(await store.createDeskEvent(b.scope, withLine)).toEqual({ kind: 'id-conflict', id: line });
  },
  async replaceDeskEvent({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const [line = ''] = a.deskLines;
    expect(
      await store.replaceDeskEvent(b.scope, { id: event, setup: pairsSetup('gone'), lines: [] }),
    ).toEqual({
      kind: 'not-found',
    });
    const [own = ''] = b.deskEvents;
    const taking = {
      id: own,
      setup: pairsSetup('taken lines'),
      lines: [{ id: line, section: 'A', board: 1, text: '1 1 7NT= N', reason: null }],
    };
    expect(await store.replaceDeskEvent(b.scope, taking)).toEqual({ kind: 'id-conflict', id: line });
  },
  async saveDeskSetup({ store, a, b }) {
    for (const id of a.deskEvents) {
      expect(await store.saveDeskSetup(b.scope, id, teamsSetup('renamed by B'))).toEqual({
        kind: 'not-found',
      });
    }
  },
  async putDeskLine({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const [line = ''] = a.deskLines;
    const text = { section: 'A', board: 1, text: '1 1 7NT= N', reason: 'B' };
    expect(await store.putDeskLine(b.scope, event, { id: uuid(), ...text })).toEqual({ kind: 'not-found' });
    expect(await store.putDeskLine(b.scope, event, { id: line, ...text })).toEqual({ kind: 'not-found' });
    const [own = ''] = b.deskEvents;
    expect(await store.putDeskLine(b.scope, own, { id: line, ...text })).toEqual({
      kind: 'id-conflict',
      id: line,
    });
  },
  async deleteDeskLine({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const [own = ''] = b.deskEvents;
    for (const line of a.deskLines) {
      expect(await store.deleteDeskLine(b.scope, event, line)).toEqual({ kind: 'not-found' });
      expect(await store.deleteDeskLine(b.scope, own, line)).toEqual({ kind: 'not-found' });
    }
  },
  async deskBoardTexts({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    for (const board of [1, 2]) {
      expect(await store.deskBoardTexts(b.scope, event, 'A', board)).toEqual([]);
      expect((await store.deskBoardTexts(a.scope, event, 'A', board)).length).toBeGreaterThan(0);
    }
  },
  async startLiveSession({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const table = (code: string) => [{ section: 'A', table: 1, code }];
    expect(await store.startLiveSession(b.scope, event, DEFAULT_LIVE_SETTINGS, table('ZZZZZ9'))).toEqual({
      kind: 'not-found',
    });
    // On B's own event that has no live session yet (its teams event), with A's table code.
    const [, own = ''] = b.deskEvents;
    const [code = ''] = a.codes;
    expect(await store.startLiveSession(b.scope, own, DEFAULT_LIVE_SETTINGS, table(code))).toEqual({
      kind: 'code-taken',
    });
  },
  async liveSession({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    expect(await store.liveSession(b.scope, event)).toBeUndefined();
    expect((await store.liveSession(a.scope, event))?.eventId).toBe(event);
  },
  async saveLiveSettings({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    const settings = { ...DEFAULT_LIVE_SETTINGS, public: false };
    expect(await store.saveLiveSettings(b.scope, event, settings)).toEqual({ kind: 'not-found' });
  },
  async closeLiveSession({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    expect(await store.closeLiveSession(b.scope, event)).toEqual({ kind: 'not-found' });
  },
  async setLiveRound({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    expect(await store.setLiveRound(b.scope, event, 'A', 1, 2)).toEqual({ kind: 'not-found' });
  },
  async auditLog({ store, a, b }) {
    const [event = ''] = a.deskEvents;
    expect(await store.auditLog(b.scope, event)).toBeUndefined();
    // The line added, corrected and deleted by the director, then the live result (see `fillClub`).
    expect((await store.auditLog(a.scope, event))?.map((e) => e.action)).toEqual([
      'enter',
      'correct',
      'delete',
      'enter',
    ]);
  },
};

describeStores('the clubs boundary', (db) => {
  let clubs: Clubs;
  beforeAll(async () => {
    const store = await db().open();
    const a = await fillClub(store, 'club-a');
    const b = await fillClub(store, 'club-b');
    const changes = (await Promise.all(a.evenings.map((id) => store.changesAfter(a.scope, id, 0)))).flatMap(
      (cs) => cs?.map((c) => c.id) ?? [],
    );
    clubs = { store, a, b, changes };
  }, 60_000);
  afterAll(async () => {
    await clubs?.store.close();
  });

  it.each(Object.keys(tries).sort() as ScopedMethod[])(
    '%s as club B finds and changes nothing of club A',
    async (method) => {
      const before = await allRows(db());
      expect(before.evenings).toHaveLength(4);
      await tries[method](clubs);
      expect(await allRows(db())).toEqual(before);
    },
  );
});
