/**
 * Live scoring's API (docs/live.md) on each database: who may do what (a
 * table code writes its own boards of its own round and nothing else; the
 * director's routes need the director; a wrong password is refused and
 * slowed; the password is set only from this machine), conflicts and retries,
 * corrections with the audit log and the correction window, the limits, and
 * the live streams.
 */
import { parsePairsLine } from '@bridge-score/desk';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { LOCAL, type Store } from '../src/store/store.js';
import { describeStores } from './databases.js';
import { bodyOf, call, evening, lineOf, type Played, pairsSetup, planOf } from './live-helpers.js';

const setup = pairsSetup(3);
const plan = planOf(setup);
const played = evening(plan);
const REMOTE = '192.168.1.23';

const find = (f: (p: Played) => boolean): Played => {
  const p = played.find(f);
  if (!p) throw new Error('the movement has no such result');
  return p;
};

/** A clock the test moves. */
function clock() {
  let t = Date.UTC(2026, 11, 1, 19);
  return { now: () => new Date(t), advance: (minutes: number) => (t += minutes * 60_000) };
}

interface Harness {
  app: FastifyInstance;
  url: string;
  store: Store;
}

async function harness(store: Store, options: Partial<AppOptions> = {}): Promise<Harness> {
  const app = await buildApp({
    store,
    webRoot: null,
    rateLimit: false,
    authDelay: { baseMs: 100, maxMs: 400 },
    feed: { heartbeatMs: 100 },
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}`, store };
}

/** An event with its live session started, from this machine (no password yet). */
async function liveEvent(h: Harness, settings: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  expect((await call('POST', `${h.url}/api/desk/events`, { id, setup })).status).toBe(201);
  const started = await call('POST', `${h.url}/api/desk/events/${id}/live`, { settings });
  expect(started.status).toBe(201);
  const codes = new Map<number, string>(
    started.body.tables.map((t: { table: number; code: string }) => [t.table, t.code]),
  );
  const code = (table: number) => codes.get(table) ?? '';
  return { id, code, session: started.body };
}

const inject = (
  h: Harness,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  remoteAddress: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  h.app.inject({
    method,
    url,
    remoteAddress,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describeStores('live scoring: the tables', (db) => {
  let h: Harness;
  const time = clock();
  beforeAll(async () => {
    h = await harness(await db().open({ now: time.now }));
  });
  afterAll(async () => {
    await h.app.close();
    await h.store.close();
  });

  it('gives each table its code and its page: this round’s boards, the pairs, the vulnerability', async () => {
    const { code, session } = await liveEvent(h);
    expect(session.tables).toHaveLength(3);
    for (const t of session.tables) {
      expect(t.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
      expect(t).toMatchObject({ round: 1, rounds: plan.rounds, entered: 0, expected: 6, finished: false });
    }
    const page = await call('GET', `${h.url}/api/table/${code(2).toLowerCase()}`);
    expect(page.status).toBe(200);
    const mine = played.filter((p) => p.table === 2 && p.round === 1);
    expect(page.body.boards.map((b: { board: number }) => b.board)).toEqual(mine.map((p) => p.board));
    expect(page.body).toMatchObject({
      section: 'A',
      table: 2,
      round: 1,
      ns: { number: mine[0]?.ns },
      ew: { number: mine[0]?.ew },
    });
    // Board 1: North deals, none vulnerable; board 2: East, North-South (Law 2).
    const b1 = page.body.boards.find((b: { board: number }) => b.board === 1);
    if (b1) expect(b1).toMatchObject({ dealer: 'N', vulnerability: 'None' });
    expect((await call('GET', `${h.url}/api/table/ZZZZZZ`)).status).toBe(404);
  });

  it('lets a table write its own boards of its round only', async () => {
    const { id, code } = await liveEvent(h);
    const other = find((p) => p.table === 2 && p.round === 1);
    const mine = find((p) => p.table === 1 && p.round === 1);
    const later = find((p) => p.table === 1 && p.round === 2);
    // Another table's board (not played at table 1 in round 1).
    const foreign = find(
      (p) =>
        p.table === 2 &&
        p.round === 1 &&
        !played.some((q) => q.table === 1 && q.round === 1 && q.board === p.board),
    );
    {
      const out = await call(
        'POST',
        `${h.url}/api/table/${code(1)}/results`,
        bodyOf({ ...foreign, table: 1 }),
      );
      expect(out.status).toBe(403);
      expect(out.body.error.code).toBe('live-not-your-board');
    }
    // Another round's board.
    const next = await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(later));
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ error: { code: 'live-wrong-round' }, round: 1 });
    // Its own: stored, with the line the director would type and the board's traveller.
    const ok = await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(mine));
    expect(ok.status).toBe(201);
    expect(ok.body.result).toMatchObject({
      board: mine.board,
      line: lineOf(mine),
      lead: 'SQ',
      confirmed: true,
    });
    expect(ok.body.traveller.rows).toEqual([
      expect.objectContaining({ ns: mine.ns, ew: mine.ew, line: lineOf(mine) }),
    ]);
    // Table 2's code writes table 2's boards, never table 1's.
    expect((await call('POST', `${h.url}/api/table/${code(2)}/results`, bodyOf(other))).status).toBe(201);
    const lines = (await h.store.getDeskEvent(LOCAL, id))?.deskLines.map((l) => l.text);
    expect(lines?.sort()).toEqual([lineOf(mine), lineOf(other)].sort());
  });

  it('answers a second, different result for a board with both values, and overwrites nothing', async () => {
    const { id, code } = await liveEvent(h);
    const p = find((x) => x.table === 3 && x.round === 1);
    const first = await call('POST', `${h.url}/api/table/${code(3)}/results`, bodyOf(p));
    expect(first.status).toBe(201);
    const changed = { ...p, contract: '6NT', tricks: 12 };
    const second = await call('POST', `${h.url}/api/table/${code(3)}/results`, bodyOf(changed));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('live-conflict');
    expect(second.body.held).toMatchObject({ contract: p.contract, tricks: p.tricks, line: lineOf(p) });
    expect(second.body.sent).toMatchObject({ contract: '6NT', tricks: 12 });
    expect(second.body.error.message).toContain(lineOf(p));
    expect((await h.store.getDeskEvent(LOCAL, id))?.deskLines.map((l) => l.text)).toEqual([lineOf(p)]);
  });

  it('answers a retry as the first and stores it once: the same key, or the same result', async () => {
    const { id, code } = await liveEvent(h);
    const p = find((x) => x.table === 1 && x.round === 1);
    const body = bodyOf(p);
    const first = await call('POST', `${h.url}/api/table/${code(1)}/results`, body);
    const again = await Promise.all(
      [1, 2, 3].map(() => call('POST', `${h.url}/api/table/${code(1)}/results`, body)),
    );
    expect(first.status).toBe(201);
    for (const a of again) {
      expect(a.status).toBe(200);
      expect(a.body.result).toEqual(first.body.result);
    }
    const sameContent = await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(p));
    expect(sameContent.status).toBe(200);
    const reused = await call('POST', `${h.url}/api/table/${code(1)}/results`, { ...body, tricks: 13 });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('live-key-reused');
    expect((await h.store.getDeskEvent(LOCAL, id))?.deskLines).toHaveLength(1);
  });

  it('refuses what does not read, an unconfirmed result, and a body too large', async () => {
    const { code } = await liveEvent(h);
    const p = find((x) => x.table === 1 && x.round === 1);
    const url = `${h.url}/api/table/${code(1)}/results`;
    const level = await call('POST', url, { ...bodyOf(p), contract: '8NT' });
    expect(level.status).toBe(400);
    expect(level.body.error.field).toBe('contract');
    const noDeclarer = await call('POST', url, { ...bodyOf(p), declarer: null });
    expect(noDeclarer.status).toBe(400);
    const lead = await call('POST', url, { ...bodyOf(p), lead: 'X9' });
    expect(lead.status).toBe(400);
    expect(lead.body.error).toMatchObject({ code: 'invalid', field: 'lead' });
    const extra = await call('POST', url, { ...bodyOf(p), score: 620 });
    expect(extra.status).toBe(400);
    const unconfirmed = await call('POST', url, { ...bodyOf(p), confirmed: false });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.error.code).toBe('live-unconfirmed');
    const big = await call('POST', url, { ...bodyOf(p), contract: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    // A passed-out board needs no declarer, tricks or lead.
    const pass = await call('POST', url, {
      key: crypto.randomUUID(),
      round: 1,
      board: p.board,
      contract: 'pass',
      confirmed: true,
    });
    expect(pass.status).toBe(201);
    expect(pass.body.result).toMatchObject({
      contract: 'PASS',
      declarer: null,
      tricks: null,
      nsScore: 0,
      line: `${p.ns} ${p.ew} PASS`,
    });
  });

  it('moves a table on when its round is complete, never twice on a retry, and finishes after the last', async () => {
    const { code } = await liveEvent(h);
    const c = code(2);
    const unfinished = await call('POST', `${h.url}/api/table/${c}/next`, { round: 1 });
    expect(unfinished.status).toBe(409);
    const mine = (round: number) => played.filter((p) => p.table === 2 && p.round === round);
    expect(unfinished.body.boards).toEqual(mine(1).map((p) => p.board));
    for (let round = 1; round <= plan.rounds; round++) {
      for (const p of mine(round))
        expect((await call('POST', `${h.url}/api/table/${c}/results`, bodyOf(p))).status).toBe(201);
      const moved = await call('POST', `${h.url}/api/table/${c}/next`, { round });
      const retried = await call('POST', `${h.url}/api/table/${c}/next`, { round });
      expect(moved.status).toBe(200);
      expect(retried.body).toEqual(moved.body);
      if (round < plan.rounds) {
        expect(moved.body).toMatchObject({ round: round + 1, finished: false });
        expect(moved.body.boards.map((b: { board: number }) => b.board)).toEqual(
          mine(round + 1).map((p) => p.board),
        );
      } else {
        expect(moved.body).toMatchObject({ round: plan.rounds, finished: true, boards: [] });
      }
    }
  });

  it('keeps corrections to the director, with a reason, in the audit log, until the event is frozen', async () => {
    const { id, code } = await liveEvent(h);
    const p = find((x) => x.table === 1 && x.round === 1);
    const sent = await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(p));
    const event = await h.store.getDeskEvent(LOCAL, id);
    const lineId = event?.deskLines[0]?.id ?? '';
    const corrected = `${p.ns} ${p.ew} 3NT N 10`;
    const line = { section: 'A', board: p.board, text: corrected, reason: null };
    const lineUrl = `/api/desk/events/${id}/lines/${lineId}`;
    // From the room: refused, whatever the table code.
    expect((await inject(h, 'PUT', lineUrl, REMOTE, { ...line, correction: 'x' })).statusCode).toBe(401);
    expect((await inject(h, 'GET', `/api/desk/events/${id}/audit`, REMOTE)).statusCode).toBe(401);
    // The director: a reason is needed.
    const noReason = await inject(h, 'PUT', lineUrl, '127.0.0.1', line);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('live-reason-required');
    const ok = await inject(h, 'PUT', lineUrl, '127.0.0.1', { ...line, correction: 'declarer was North' });
    expect(ok.statusCode).toBe(200);
    // The table's page shows the line as it now stands.
    const page = await call('GET', `${h.url}/api/table/${code(1)}`);
    const shown = page.body.boards.find((b: { board: number }) => b.board === p.board);
    expect(shown.result.line).toBe(corrected);
    // An adjusted score is the director's too, and is logged as one.
    expect(
      (
        await inject(h, 'PUT', lineUrl, '127.0.0.1', {
          ...line,
          text: `${p.ns} ${p.ew} A60A40`,
          correction: 'Law 12C2',
        })
      ).statusCode,
    ).toBe(200);
    const audit = await inject(h, 'GET', `/api/desk/events/${id}/audit`, '127.0.0.1');
    expect(
      audit
        .json()
        .entries.map(
          (e: {
            actor: string;
            action: string;
            old: string | null;
            new: string | null;
            reason: string | null;
          }) => [e.actor, e.action, e.old, e.new, e.reason],
        ),
    ).toEqual([
      ['table A1', 'enter', null, lineOf(p), null],
      ['director', 'correct', lineOf(p), corrected, 'declarer was North'],
      ['director', 'adjust', corrected, `${p.ns} ${p.ew} A60A40`, 'Law 12C2'],
    ]);
    const csv = await inject(h, 'GET', `/api/desk/events/${id}/audit?format=csv`, '127.0.0.1');
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('seq,at,actor,action,section,board,lineId,old,new,reason');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain(',declarer was North');
    // Closed: the tables send nothing more; the director corrects until the window ends.
    const close = await inject(h, 'POST', `/api/desk/events/${id}/live/close`, '127.0.0.1');
    expect(close.json()).toMatchObject({ state: 'closed' });
    const q = find((x) => x.table === 2 && x.round === 1);
    const late = await call('POST', `${h.url}/api/table/${code(2)}/results`, bodyOf(q));
    expect(late.status).toBe(403);
    expect(late.body.error.code).toBe('live-closed');
    // The table's own retry is still answered as the first.
    expect((await call('POST', `${h.url}/api/table/${code(1)}/results`, sent.body && bodyOf(p))).status).toBe(
      200,
    );
    time.advance(30);
    const frozen = await inject(h, 'DELETE', `${lineUrl}?reason=late`, '127.0.0.1');
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.code).toBe('live-frozen');
    expect((await call('POST', `${h.url}/api/table/${code(2)}/results`, bodyOf(q))).body.error.code).toBe(
      'live-frozen',
    );
    expect((await h.store.getDeskEvent(LOCAL, id))?.deskLines.map((l) => l.text)).toEqual([
      `${p.ns} ${p.ew} A60A40`,
    ]);
  });

  it('logs every result a re-import changes, adds or removes, with who, when, old, new and why', async () => {
    const { id, code } = await liveEvent(h);
    const p = find((x) => x.table === 1 && x.round === 1);
    const q = find((x) => x.table === 2 && x.round === 1);
    expect((await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(p))).status).toBe(201);
    expect((await call('POST', `${h.url}/api/table/${code(2)}/results`, bodyOf(q))).status).toBe(201);
    const auditOf = async () =>
      (await inject(h, 'GET', `/api/desk/events/${id}/audit`, '127.0.0.1')).json().entries as {
        seq: number;
        at: string;
        actor: string;
        action: string;
        section: string;
        board: number;
        old: string | null;
        new: string | null;
        reason: string | null;
      }[];
    const exported = await inject(h, 'GET', `/api/desk/events/${id}/export?format=json`, '127.0.0.1');
    const file = exported.json() as {
      results: { board: number; ns: number; ew: number; outcome: Record<string, unknown> }[];
    };
    const reimport = (name: string, content: unknown) =>
      inject(h, 'POST', '/api/desk/import', '127.0.0.1', {
        id: crypto.randomUUID(),
        name,
        content: Buffer.from(JSON.stringify(content)).toString('base64'),
        replace: id,
      });
    // The file as exported: every result as held (in the file's notation, `4S+1 S`), nothing to log.
    expect((await reimport('same.json', file)).statusCode).toBe(200);
    expect((await auditOf()).map((e) => e.action)).toEqual(['enter', 'enter']);
    const textAt = (lines: readonly { board: number; text: string }[], x: Played) =>
      lines.find((l) => l.board === x.board && l.text.startsWith(`${x.ns} ${x.ew} `))?.text;
    const held = (await h.store.getDeskEvent(LOCAL, id))?.deskLines ?? [];
    expect(parsePairsLine(textAt(held, p) ?? '')).toEqual(parsePairsLine(lineOf(p)));

    // p made one trick fewer, q gone, and a result of board p.board for another pair of tables added.
    const r = find((x) => x.board === p.board && x.table !== 1);
    const edited = {
      ...file,
      results: [
        ...file.results
          .filter((x) => !(x.board === q.board && x.ns === q.ns && x.ew === q.ew))
          .map((x) =>
            x.board === p.board && x.ns === p.ns && x.ew === p.ew
              ? { ...x, outcome: { ...x.outcome, tricks: p.tricks - 1 } }
              : x,
          ),
        {
          section: 'A',
          board: r.board,
          ns: r.ns,
          ew: r.ew,
          outcome: { kind: 'played', contract: r.contract, declarer: r.declarer, tricks: r.tricks },
        },
      ],
    };
    time.advance(1);
    const before = time.now().toISOString();
    expect((await reimport('tuesday.json', edited)).statusCode).toBe(200);
    const lines = (await h.store.getDeskEvent(LOCAL, id))?.deskLines ?? [];
    const entries = await auditOf();
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(entries.slice(2).map((e) => [e.actor, e.action, e.board, e.old, e.new, e.reason])).toEqual([
      ['director', 'correct', p.board, textAt(held, p), textAt(lines, p), 'import: tuesday.json'],
      ['director', 'delete', q.board, textAt(held, q), null, 'import: tuesday.json'],
      ['director', 'enter', r.board, null, textAt(lines, r), 'import: tuesday.json'],
    ]);
    // p's new line reads as p with one trick fewer, r's as r; each entry has the import's time.
    expect(parsePairsLine(textAt(lines, p) ?? '')).toEqual(
      parsePairsLine(lineOf({ ...p, tricks: p.tricks - 1 })),
    );
    expect(parsePairsLine(textAt(lines, r) ?? '')).toEqual(parsePairsLine(lineOf(r)));
    expect(textAt(lines, q)).toBeUndefined();
    for (const e of entries.slice(2)) expect(e.at).toBe(before);
    // The file has no movement plan; the event keeps the one it is played with, and table 2's
    // phone is still told its round's pairs and boards.
    expect((await h.store.getDeskEvent(LOCAL, id))?.setup).toMatchObject({ sections: setup.sections });
    const page = await call('GET', `${h.url}/api/table/${code(2)}`);
    expect(page.status).toBe(200);
    expect(page.body.boards.map((b: { board: number }) => b.board)).toEqual(
      played.filter((x) => x.table === 2 && x.round === 1).map((x) => x.board),
    );
  });

  it('sends the rankings to the public stream within a second of a result, and heartbeats', async () => {
    const { id, code } = await liveEvent(h);
    const controller = new AbortController();
    const res = await fetch(`${h.url}/api/public/events/${id}/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    const readUntil = async (done: (t: string) => boolean) => {
      const end = Date.now() + 10_000;
      while (!done(text)) {
        if (Date.now() > end) throw new Error(`waited 10 s; got ${text}`);
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended');
        text += decoder.decode(chunk.value);
      }
    };
    await readUntil((t) => t.includes('event: update'));
    expect(text).toContain('"version":1');
    const p = find((x) => x.table === 1 && x.round === 1);
    expect((await call('POST', `${h.url}/api/table/${code(1)}/results`, bodyOf(p))).status).toBe(201);
    await readUntil((t) => t.includes('"version":2'));
    const last = text.slice(text.lastIndexOf('data: ') + 6).split('\n')[0] ?? '';
    const update = JSON.parse(last);
    expect(update.rankings.map((f: { field: string }) => f.field)).toEqual(['NS', 'EW']);
    // The NS field's ranking as the session command shows it: the pair that played is in it.
    const ns = update.rankings[0].table;
    const pairColumn = ns.columns.findIndex((c: { code: string }) => c.code === 'pair');
    expect(ns.rows.map((row: string[]) => row[pairColumn])).toContain(String(p.ns));
    await readUntil((t) => t.includes(': ping'));
    controller.abort();
    // Not public: no page, no stream.
    await inject(h, 'PUT', `/api/desk/events/${id}/live/settings`, '127.0.0.1', { public: false });
    expect((await call('GET', `${h.url}/api/public/events/${id}`)).status).toBe(404);
    expect((await call('GET', `${h.url}/api/public/events/${id}/stream`)).status).toBe(404);
  });
});

describeStores('live scoring: the director', (db) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(await db().open());
  });
  afterAll(async () => {
    await h.app.close();
    await h.store.close();
  });

  it('refuses every director route to the room while no password is set, and allows this machine', async () => {
    const { id } = await liveEvent(h);
    const paths = Object.entries(
      (h.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    );
    const desk = paths.filter(([path]) => path.startsWith('/api/desk'));
    // Events, lines, rankings, export, import, live control, audit, stream: 16 operations at least.
    expect(desk.flatMap(([, methods]) => Object.keys(methods)).length).toBeGreaterThanOrEqual(16);
    for (const [path, methods] of desk) {
      const url = path
        .replace('{id}', id)
        .replace('{line}', crypto.randomUUID())
        .replace('{section}', 'A')
        .replace('{table}', '1');
      for (const method of Object.keys(methods)) {
        const res = await inject(
          h,
          method.toUpperCase() as 'GET',
          url,
          REMOTE,
          method === 'get' || method === 'delete' ? undefined : {},
        );
        expect([method, path, res.statusCode]).toEqual([method, path, 401]);
        expect(res.json().error.code).toBe('auth-required');
      }
    }
    expect((await inject(h, 'GET', `/api/desk/events/${id}/live`, '127.0.0.1')).statusCode).toBe(200);
    expect((await inject(h, 'GET', '/api/auth/me', REMOTE)).json()).toEqual({
      director: false,
      passwordSet: false,
      loopback: false,
      account: null,
      role: null,
      club: null,
    });
    // This machine, before any account: the director of the home club.
    expect((await inject(h, 'GET', '/api/auth/me', '127.0.0.1')).json()).toEqual({
      director: true,
      passwordSet: false,
      loopback: true,
      account: null,
      role: 'director',
      club: 'local',
    });
  });

  it('sets the password from this machine only, once; then signs in by password, slowing wrong ones', async () => {
    const remote = await inject(h, 'POST', '/api/auth/setup', REMOTE, { password: 'long enough' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.code).toBe('auth-not-local');
    const mapped = await inject(h, 'POST', '/api/auth/setup', '::ffff:10.0.0.7', { password: 'long enough' });
    expect(mapped.statusCode).toBe(403);
    const short = await inject(h, 'POST', '/api/auth/setup', '127.0.0.1', { password: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('auth-too-short');
    const set = await inject(h, 'POST', '/api/auth/setup', '127.0.0.1', { password: 'correct horse' });
    expect(set.statusCode).toBe(204);
    expect((await inject(h, 'POST', '/api/auth/setup', '::1', { password: 'another one' })).statusCode).toBe(
      403,
    );
    const stored = (await h.store.accountByUsername('director'))?.hash;
    expect((await h.store.listAccounts(null)).map((a) => [a.username, a.role, a.club])).toEqual([
      ['director', 'site-admin', null],
    ]);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('correct horse');

    // Now this machine needs a session too.
    expect((await inject(h, 'GET', '/api/desk/events', '127.0.0.1')).statusCode).toBe(401);

    // Wrong passwords: refused, each slower than the one before (100 ms, 200 ms, 400 ms here).
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const wrong = await inject(h, 'POST', '/api/auth/login', REMOTE, { password: `wrong ${i}` });
      waits.push(performance.now() - t0);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('auth-wrong');
    }
    expect(waits[0]).toBeGreaterThanOrEqual(95);
    expect(waits[1]).toBeGreaterThanOrEqual(195);
    expect(waits[2]).toBeGreaterThanOrEqual(395);

    const login = await inject(h, 'POST', '/api/auth/login', REMOTE, { password: 'correct horse' });
    expect(login.statusCode).toBe(204);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(
      /^bs_session=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=43200$/,
    );
    const session = cookie.split(';')[0] ?? '';
    expect(
      (await inject(h, 'GET', '/api/desk/events', REMOTE, undefined, { cookie: session })).statusCode,
    ).toBe(200);
    expect(
      (await inject(h, 'GET', '/api/auth/me', REMOTE, undefined, { cookie: session })).json(),
    ).toMatchObject({
      director: true,
      passwordSet: true,
    });
    // A forged or stale cookie is nobody.
    expect(
      (await inject(h, 'GET', '/api/desk/events', REMOTE, undefined, { cookie: 'bs_session=abc' }))
        .statusCode,
    ).toBe(401);

    // The session survives a restart: another app on the same database.
    const again = await buildApp({ store: h.store, webRoot: null, rateLimit: false });
    try {
      const res = await again.inject({
        method: 'GET',
        url: '/api/desk/events',
        remoteAddress: REMOTE,
        headers: { cookie: session },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.close();
    }
    // Signed out: the cookie no longer works.
    expect(
      (await inject(h, 'POST', '/api/auth/logout', REMOTE, undefined, { cookie: session })).statusCode,
    ).toBe(204);
    expect(
      (await inject(h, 'GET', '/api/desk/events', REMOTE, undefined, { cookie: session })).statusCode,
    ).toBe(401);
  });
});

describe('live scoring: the client’s address behind a proxy', () => {
  it('takes no X-Forwarded-For unless told to trust the proxy, so the first setup cannot be claimed from afar', async () => {
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    const body = { password: 'correct horse' };
    const local = { 'x-forwarded-for': '127.0.0.1' };
    // trustProxy off (the default): a remote client saying it is 127.0.0.1 is still remote.
    const plain = await harness(await openSqliteStore({ file: ':memory:' }));
    try {
      const spoofed = await inject(plain, 'POST', '/api/auth/setup', REMOTE, body, local);
      expect([spoofed.statusCode, spoofed.json().error.code]).toEqual([403, 'auth-not-local']);
      const desk = await inject(plain, 'GET', '/api/desk/events', REMOTE, undefined, local);
      expect(desk.statusCode).toBe(401);
      expect((await inject(plain, 'GET', '/api/auth/me', REMOTE, undefined, local)).json().loopback).toBe(
        false,
      );
    } finally {
      await plain.app.close();
      await plain.store.close();
    }
    // Behind a proxy on this machine that is trusted: the client is the one it names, not the proxy.
    const proxied = await harness(await openSqliteStore({ file: ':memory:' }), { trustProxy: '127.0.0.1' });
    try {
      const far = { 'x-forwarded-for': '203.0.113.9' };
      const remote = await inject(proxied, 'POST', '/api/auth/setup', '127.0.0.1', body, far);
      expect([remote.statusCode, remote.json().error.code]).toEqual([403, 'auth-not-local']);
      expect((await inject(proxied, 'GET', '/api/desk/events', '127.0.0.1', undefined, far)).statusCode).toBe(
        401,
      );
      // A proxy not trusted is not believed: a remote address saying 127.0.0.1 stays remote.
      const untrusted = await inject(proxied, 'POST', '/api/auth/setup', REMOTE, body, local);
      expect(untrusted.statusCode).toBe(403);
      // This machine through the proxy is this machine.
      expect((await inject(proxied, 'POST', '/api/auth/setup', '127.0.0.1', body, local)).statusCode).toBe(
        204,
      );
    } finally {
      await proxied.app.close();
      await proxied.store.close();
    }
  });
});

describe('live scoring: rate limits', () => {
  it('counts table routes per table code, so tables behind one address do not slow one another', async () => {
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    const h = await harness(await openSqliteStore({ file: ':memory:' }), {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      tableRateLimit: { max: 5, timeWindowMs: 60_000 },
    });
    try {
      const { code } = await liveEvent(h);
      const statuses = async (c: string, n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await call('GET', `${h.url}/api/table/${c}`)).status);
        return out;
      };
      expect(await statuses(code(1), 6)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await statuses(code(2), 5)).toEqual([200, 200, 200, 200, 200]);
      // Guessing codes: 60 unknown ones a minute from one address, then 429.
      const guesses: number[] = [];
      for (let i = 0; i < 61; i++)
        guesses.push((await call('GET', `${h.url}/api/table/Q${String(i).padStart(5, '2')}`)).status);
      expect(guesses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(guesses[60]).toBe(429);
    } finally {
      await h.app.close();
      await h.store.close();
    }
  });
});
