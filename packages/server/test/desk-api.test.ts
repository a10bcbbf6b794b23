/**
 * The director's desk's API over the real server on 127.0.0.1, once on each store.
 * Expected figures are worked by hand (Law 78A matchpoints, Law 78B IMPs) or come
 * from the core's own reading of an exported file, never from the desk's answers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fractionToNumber, parseEvent, scoreSession } from '@bridge-score/core';
import type { PairsSetup, PairsView, TeamsSetup, TeamsView } from '@bridge-score/desk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores } from './databases.js';
import { get, startServer, type TestServer, uuid } from './helpers.js';

const CLI = fileURLToPath(new URL('../../cli/bin/bridge-score.js', import.meta.url));
const golden = (name: string) => new URL(`../../formats/test/golden/${name}`, import.meta.url);

const mitchell3: PairsSetup = {
  kind: 'pairs',
  name: 'Tuesday pairs',
  date: '2026-12-01',
  sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
  method: 'mp',
  conventions: 'bridge-score',
  overrides: {},
  pairs: [{ section: 'A', number: 1, direction: 'NS', names: ['Ann', 'Bob'] }],
};

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields they expect
  body: any;
}

async function send(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

describeStores('the desk API', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await db().open());
  });
  afterAll(async () => {
    await server?.close();
  });
  const events = () => `${server.url}/api/desk/events`;
  const line = (event: string, id: string, board: number, text: string, reason: string | null = null) =>
    send('PUT', `${events()}/${event}/lines/${id}`, { section: 'A', board, text, reason });

  it('publishes the desk routes in the OpenAPI document', async () => {
    const r = await get(`${server.url}/api/openapi.json`);
    expect(Object.keys(r.body.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/desk/events',
        '/api/desk/events/{id}',
        '/api/desk/events/{id}/lines/{line}',
        '/api/desk/events/{id}/rankings',
        '/api/desk/import',
      ]),
    );
  });

  it('creates a pairs event, takes typed lines and ranks them by the core', async () => {
    const id = uuid();
    expect((await send('POST', events(), { id, setup: mitchell3 })).status).toBe(201);
    // Board 1 of a 3-table Mitchell is played by NS 1–EW 1, NS 3–EW 2, NS 2–EW 3.
    // NS scores 450, 420, 200: on the 2/1 scale with a top of 4, 4, 2 and 0 for NS, 0, 2, 4 for EW.
    const ids = [uuid(), uuid(), uuid()];
    expect((await line(id, ids[0] as string, 1, '1 1 4S+1 S')).body).toEqual({ version: 2 });
    expect((await line(id, ids[1] as string, 1, '3 2 4S= S')).body).toEqual({ version: 3 });
    expect((await line(id, ids[2] as string, 1, '2 3 3S+2 N')).body).toEqual({ version: 4 });
    const r = await send('GET', `${events()}/${id}/rankings`);
    expect(r.status).toBe(200);
    const view = r.body as PairsView & { missing: unknown[] };
    const board = view.boards.find((b) => b.board === 1);
    expect(board?.rows.map((x) => [x.id, x.nsScore, x.nsPoints, x.ewPoints])).toEqual([
      [ids[0], 450, 4, 0],
      [ids[1], 420, 2, 2],
      [ids[2], 200, 0, 4],
    ]);
    const ns = view.fields.find((f) => f.direction === 'NS');
    expect(ns?.entries.map((e) => [e.number, e.place, e.percentage])).toEqual([
      [1, 1, 100],
      [3, 2, 50],
      [2, 3, 0],
    ]);
    expect(ns?.entries[0]?.names).toEqual(['Ann', 'Bob']);
    // 6 boards × 3 tables, 3 lines in.
    expect(view.missing).toHaveLength(15);

    // A line changed in place keeps its place on the traveller.
    await line(id, ids[2] as string, 1, '2 3 4S+2 N');
    const again = (await send('GET', `${events()}/${id}/rankings`)).body as PairsView;
    expect(again.boards[0]?.rows[2]?.nsScore).toBe(480);

    const got = await send('GET', `${events()}/${id}`);
    expect(got.body).toMatchObject({ version: 5, lines: 3, kind: 'pairs', name: 'Tuesday pairs' });
    expect(got.body.deskLines.map((l: { text: string }) => l.text)).toEqual([
      '1 1 4S+1 S',
      '3 2 4S= S',
      '2 3 4S+2 N',
    ]);

    expect((await send('DELETE', `${events()}/${id}/lines/${ids[1]}`)).body).toEqual({ version: 6 });
    expect((await send('DELETE', `${events()}/${id}/lines/${ids[1]}`)).status).toBe(404);
  });

  it('refuses a line that cannot be read, naming the field and the characters, in the asked language', async () => {
    const id = uuid();
    await send('POST', events(), { id, setup: mitchell3 });
    const bad = await line(id, uuid(), 1, '1 1 4S S 14');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'tricks', start: 9, end: 11 });
    expect(bad.body.error.message).toMatch(/14/);
    const ru = await send(
      'PUT',
      `${events()}/${id}/lines/${uuid()}`,
      { section: 'A', board: 1, text: '9 1 4S= S', reason: null },
      {
        'accept-language': 'ru',
      },
    );
    expect(ru.status).toBe(400);
    expect(ru.body.error).toMatchObject({ code: 'desk-line-pair', field: 'ns' });
    expect(ru.body.error.message).toMatch(/В этой секции нет пары NS 9/);
    const board = await line(id, uuid(), 7, '1 1 4S= S');
    expect(board.body.error.code).toBe('desk-line-board');
    // Nothing refused was stored.
    expect((await send('GET', `${events()}/${id}`)).body).toMatchObject({ version: 1, lines: 0 });
  });

  it('keeps an adjusted score with its reason, and shows the entry checks beside their lines', async () => {
    const id = uuid();
    await send('POST', events(), { id, setup: mitchell3 });
    const adjusted = uuid();
    const mismatch = uuid();
    await line(id, adjusted, 1, '1 1 A60A40', 'slow play by EW (Law 90)');
    await line(id, mismatch, 1, '3 2 4S= S 450');
    const r = await send('GET', `${events()}/${id}/rankings`);
    const warnings = r.body.warnings as { id: string; code: string; message: string }[];
    expect(warnings.find((w) => w.id === mismatch)?.code).toBe('score-mismatch');
    const held = await send('GET', `${events()}/${id}`);
    expect(held.body.deskLines.find((l: { id: string }) => l.id === adjusted).reason).toBe(
      'slow play by EW (Law 90)',
    );
  });

  it('refuses a setup the movement cannot have', async () => {
    const r = await send('POST', events(), {
      id: uuid(),
      setup: {
        ...mitchell3,
        sections: [{ name: 'A', movement: 'howell', tables: 2, boardsPerRound: 2, rounds: 3 }],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'desk-movement', field: 'setup.sections[0]' });
  });

  it('scores a team match at IMPs and VPs', async () => {
    const setup: TeamsSetup = {
      kind: 'teams',
      name: 'Cup',
      date: '2026-12-01',
      form: 'match',
      scoring: 'vp',
      teams: ['Lions', 'Tigers'],
      boardsPerMatch: 8,
      matches: [{ round: 1, a: 'Lions', b: 'Tigers' }],
    };
    const id = uuid();
    expect((await send('POST', events(), { id, setup })).status).toBe(201);
    const put = (board: number, text: string) =>
      send('PUT', `${events()}/${id}/lines/${uuid()}`, { section: '1', board, text, reason: null });
    // Board 1 (none vul): +420 and −50 → Lions +470, 10 IMPs. Board 2 (NS vul): +620 and −80 → +700, 12 IMPs.
    for (const [b, t] of [
      [1, '1 4S= N'],
      [1, '2 1NT-1 N'],
      [2, '1 4H= S'],
      [2, '2 1S= E'],
    ] as const) {
      expect((await put(b, t)).status).toBe(200);
    }
    expect((await put(9, '1 4S= N')).body.error.code).toBe('desk-line-board');
    const view = (await send('GET', `${events()}/${id}/rankings`)).body as TeamsView;
    expect(view.matches[0]?.score).toEqual({ a: 22, b: 0 });
    expect(view.matches[0]?.running.map((r) => r.margin)).toEqual([10, 22]);
    const vp = view.matches[0]?.vp;
    expect((vp?.a ?? 0) + (vp?.b ?? 0)).toBeCloseTo(20, 2);
    expect(view.standings[0]?.team).toBe('Lions');
    expect(view.vpCurve[0]).toBe(10);
  });

  it('scores a round robin on a VP table, stored and exported as bridge-score teams reads it', async () => {
    // A club's 30-VP table, step between rows: its rows are the scale's definition.
    const rows = [
      { from: 0, winner: 15, loser: 15 },
      { from: 1, winner: 16, loser: 14 },
      { from: 4, winner: 18, loser: 12 },
      { from: 11, winner: 21, loser: 9 },
      { from: 21, winner: 25, loser: 5 },
    ];
    const setup: TeamsSetup = {
      kind: 'teams',
      name: 'League',
      date: '2026-12-01',
      form: 'round-robin',
      scoring: 'vp',
      teams: ['Lions', 'Tigers', 'Bears'],
      boardsPerMatch: 8,
      matches: [
        { round: 1, a: 'Lions', b: 'Tigers' },
        { round: 2, a: 'Bears', b: 'Lions' },
        { round: 3, a: 'Tigers', b: 'Bears' },
      ],
      vpScale: { kind: 'table', name: 'Club 30', between: 'step', rows },
    };
    const id = uuid();
    expect((await send('POST', events(), { id, setup })).status).toBe(201);
    expect((await send('GET', `${events()}/${id}`)).body.setup.vpScale).toEqual(setup.vpScale);
    const put = (match: number, board: number, text: string) =>
      send('PUT', `${events()}/${id}/lines/${uuid()}`, { section: String(match), board, text, reason: null });
    // Match 1, board 1 (none vul): +420 and −50: team A +470, 10 IMPs → row 4–10: 18–12.
    // Match 2, board 2 (NS vul): +620 and −80: team A +700, 12 IMPs → row 11–20: 21–9.
    // Match 3, board 1: 3NT= N at both tables: a push, 0 IMPs → 15–15.
    for (const [m, b, t] of [
      [1, 1, '1 4S= N'],
      [1, 1, '2 1NT-1 N'],
      [2, 2, '1 4H= S'],
      [2, 2, '2 1S= E'],
      [3, 1, '1 3NT= N'],
      [3, 1, '2 3NT= N'],
    ] as const) {
      expect((await put(m, b, t)).status).toBe(200);
    }
    const view = (await send('GET', `${events()}/${id}/rankings`)).body as TeamsView;
    expect(view.matches.map((m) => m.vp)).toEqual([
      { a: 18, b: 12 },
      { a: 21, b: 9 },
      { a: 15, b: 15 },
    ]);
    // Lions 18 + 9, Bears 21 + 15, Tigers 12 + 15.
    expect(view.standings.map((s) => [s.team, s.points])).toEqual([
      ['Bears', 36],
      ['Lions', 27],
      ['Tigers', 27],
    ]);
    expect(view.vpScale).toEqual({ name: 'Club 30', boards: null });
    const dir = mkdtempSync(join(tmpdir(), 'desk-teams-'));
    try {
      const file = (format: string) => join(dir, `${format}.csv`);
      for (const format of ['csv', 'vp-scale']) {
        const r = await fetch(`${events()}/${id}/export?format=${format}`);
        expect(r.status).toBe(200);
        writeFileSync(file(format), await r.text());
      }
      expect((await fetch(`${events()}/${id}/export?format=pbn`)).status).toBe(404);
      const cli = JSON.parse(
        execFileSync(
          process.execPath,
          [CLI, 'teams', file('csv'), '--scale-file', file('vp-scale'), '--json'],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        ),
      ) as { rounds: { standings: { team: string; points: number }[] }[] };
      expect(cli.rounds.at(-1)?.standings.map((s) => [s.team, s.points])).toEqual(
        view.standings.map((s) => [s.team, s.points]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A table that a scale file could not hold is refused, naming its row.
    const bad = await send('POST', events(), {
      id: uuid(),
      setup: { ...setup, vpScale: { ...setup.vpScale, rows: [rows[0], rows[2], rows[1]] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'desk-vp-scale', field: 'setup.vpScale.rows[2]' });
  });

  it("checks an imported file's own figures as verify does: none in a clean file, the six made wrong in an edited one", async () => {
    const example = (name: string) => new URL(`../../../examples/${name}`, import.meta.url);
    const post = (name: string) =>
      send('POST', `${server.url}/api/desk/import`, {
        id: uuid(),
        name,
        content: readFileSync(example(name)).toString('base64'),
      });
    // A Compscore3 file of 11 lines and 8 pairs, every figure worked by hand (docs/conventions.md).
    const clean = await post('compscore-pairs.xml');
    expect(clean.status).toBe(201);
    expect(clean.body.verify).toEqual({
      consistent: true,
      checked: { lines: 11, datums: 0, pairs: 8 },
      findings: [],
    });
    // The same file with three line figures (boards 1, 2, 2) and three pair figures changed by hand.
    const edited = await post('compscore-edited.xml');
    expect(edited.status).toBe(201);
    expect(edited.body.verify.consistent).toBe(false);
    expect(
      edited.body.verify.findings.map((f: { kind: string; board: number | null }) => [f.kind, f.board]),
    ).toEqual([
      ['line-points', 1],
      ['line-points', 2],
      ['line-score', 2],
      ['pair-place', null],
      ['pair-percentage', null],
      ['pair-total', null],
    ]);
    expect(edited.body.verify.findings[2].message).toBe(
      'Board 2, NS 4 v EW 1: the file gives +600; 3NT by N taking 10 tricks scores +630.',
    );
  });

  it('imports a PBN file, recognises the same file again and updates it when asked', async () => {
    const bytes = readFileSync(golden('mitchell.pbn'));
    const body = { id: uuid(), name: 'mitchell.pbn', content: bytes.toString('base64') };
    const first = await send('POST', `${server.url}/api/desk/import`, body);
    expect(first.status).toBe(201);
    expect(first.body.lines).toBeGreaterThan(0);
    const again = await send('POST', `${server.url}/api/desk/import`, { ...body, id: uuid() });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('same-file');
    expect(again.body.existing.id).toBe(body.id);
    const update = await send('POST', `${server.url}/api/desk/import`, {
      ...body,
      id: uuid(),
      replace: body.id,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ id: body.id, updated: true, lines: first.body.lines });

    // The exported JSON event, scored by the core as `bridge-score session` reads it, gives the desk's figures.
    const exported = await fetch(`${events()}/${body.id}/export?format=json`);
    const parsed = parseEvent(JSON.parse(await exported.text()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const session = scoreSession(parsed.value.event, parsed.value.settings);
    const view = (await send('GET', `${events()}/${body.id}/rankings`)).body as PairsView;
    const fromCore = session.rankings.flatMap((f) =>
      f.entries.map((e) => {
        const p = session.pairs[e.pair];
        return [p?.pair.number, e.place, p?.percentage ? fractionToNumber(p.percentage) : null];
      }),
    );
    expect(view.fields.flatMap((f) => f.entries.map((e) => [e.number, e.place, e.percentage]))).toEqual(
      fromCore,
    );

    for (const format of ['pbn', 'usebio', 'csv']) {
      const r = await fetch(`${events()}/${body.id}/export?format=${format}`);
      expect(r.status).toBe(200);
      expect((await r.text()).length).toBeGreaterThan(100);
    }
  });

  it('exports every choice of a non-default convention set and its overrides: bridge-score session gives the desk’s figures', async () => {
    const id = uuid();
    // EBUScore's conventions (session-dependent A+/A−, EBU small groups, line points to 0.1) on the ACBL scale.
    const setup: PairsSetup = { ...mitchell3, conventions: 'ebuscore', overrides: { scale: 'acbl' } };
    expect((await send('POST', events(), { id, setup })).status).toBe(201);
    const typed: [number, string][] = [
      [1, '1 1 4S= S'],
      [1, '3 2 4S+1 S'],
      [1, '2 3 3S+2 N'],
      [2, '1 1 A+A-'],
      [2, '3 2 3NT= N'],
      [2, '2 3 3NT+1 N'],
      [3, '2 2 4H= N'],
      [3, '1 3 4H+1 N'],
      [3, '3 1 2H+2 N'],
      [5, '3 3 1NT= N'],
      [5, '2 1 1NT+1 N'],
    ];
    for (const [board, text] of typed) expect((await line(id, uuid(), board, text)).status).toBe(200);
    const exported = await (await fetch(`${events()}/${id}/export?format=json`)).text();
    // Every choice of the set, not only those the settings had before.
    expect(JSON.parse(exported).settings).toMatchObject({
      method: 'mp',
      scale: 'acbl',
      adjusted: 'session',
      smallGroups: 'ebu',
      lineDecimals: { mp: 1, imps: 2 },
      linePoints: 'factored',
      pairTotals: 'sum',
      averages: { 'average-plus': 60, average: 50, 'average-minus': 40 },
    });
    const dir = mkdtempSync(join(tmpdir(), 'desk-export-'));
    try {
      const file = join(dir, 'event.json');
      writeFileSync(file, exported);
      const cli = JSON.parse(
        execFileSync(process.execPath, [CLI, 'session', file, '--json'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      const view = (await send('GET', `${events()}/${id}/rankings`)).body as PairsView;
      const two = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
      const fromCli = (
        cli.rankings as {
          pairs: {
            section: string;
            direction: string;
            pair: number;
            place: string;
            points: number;
            percentage: number;
          }[];
        }[]
      ).flatMap((f) =>
        f.pairs.map((p) => [
          p.direction,
          p.pair,
          Number.parseInt(p.place, 10),
          two(p.points),
          two(p.percentage),
        ]),
      );
      const fromDesk = view.fields.flatMap((f) =>
        f.entries.map((e) => [e.direction, e.number, e.place, two(e.points), two(e.percentage)]),
      );
      expect(fromDesk).toEqual(fromCli);
      expect(fromDesk.length).toBe(6);

      // Imported again, the export is an event of the same convention set and overrides, with the same figures.
      const again = await send('POST', `${server.url}/api/desk/import`, {
        id: uuid(),
        name: 'event.json',
        content: Buffer.from(exported).toString('base64'),
      });
      expect(again.status).toBe(201);
      const copy = (await send('GET', `${events()}/${again.body.id}`)).body;
      expect(copy.setup).toMatchObject({
        conventions: 'ebuscore',
        overrides: { scale: 'acbl' },
        method: 'mp',
      });
      expect(copy.lines).toBe(typed.length);
      const copyView = (await send('GET', `${events()}/${again.body.id}/rankings`)).body as PairsView;
      expect(
        copyView.fields.flatMap((f) =>
          f.entries.map((e) => [e.direction, e.number, e.place, two(e.points), two(e.percentage)]),
        ),
      ).toEqual(fromDesk);
      // Settings that are no convention set's (a rule set the desk does not hold): refused, nothing imported.
      const json = JSON.parse(exported);
      const odd = await send('POST', `${server.url}/api/desk/import`, {
        id: uuid(),
        name: 'odd.json',
        content: Buffer.from(
          JSON.stringify({
            ...json,
            settings: {
              ...json.settings,
              linePoints: 'raw',
              smallGroups: 'acbl',
              lineDecimals: { mp: 3, imps: null },
            },
          }),
        ).toString('base64'),
      });
      expect(odd.status).toBe(400);
      expect(odd.body.error.code).toBe('desk-conventions-unknown');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports a USEBIO file with its problems located', async () => {
    const bytes = readFileSync(golden('club.xml'));
    const r = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'club.xml',
      content: bytes.toString('base64'),
    });
    expect(r.status).toBe(201);
    expect(r.body.lines).toBeGreaterThan(0);
    const broken = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'broken.pbn',
      content: Buffer.from(
        '[Event "x"]\n[Board "1"]\n[Contract "9S"]\n[Declarer "N"]\n[Result "9"]\n',
      ).toString('base64'),
    });
    expect([200, 201, 400]).toContain(broken.status);
    const problems = broken.body.problems as { line: number; column: number; message: string }[];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.line).toBeGreaterThan(0);
  });

  it('opens a PBN team file (games with Room tags) as a teams event, scored as bridge-score teams scores it', async () => {
    const path = fileURLToPath(new URL('../../../examples/team-match.pbn', import.meta.url));
    const r = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'team-match.pbn',
      content: readFileSync(path).toString('base64'),
    });
    expect(r.status).toBe(201);
    expect(r.body.problems).toEqual([]);
    // 11 boards played in both rooms, and board 12's award (3 IMPs, average-plus) as one line.
    expect(r.body.lines).toBe(23);
    const setup = (await send('GET', `${events()}/${r.body.id}`)).body.setup as TeamsSetup;
    expect(setup).toMatchObject({
      kind: 'teams',
      form: 'match',
      name: 'Lions v Tigers',
      date: '2024-03-19',
      teams: ['Lions', 'Tigers'],
      boardsPerMatch: 12,
    });
    const view = (await send('GET', `${events()}/${r.body.id}/rankings`)).body as TeamsView;
    const cli = JSON.parse(
      execFileSync(process.execPath, [CLI, 'teams', path, '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { matches: { score: { a: number; b: number }; points: { a: number; b: number } }[] };
    expect(view.matches.map((m) => m.score)).toEqual([{ a: 45, b: 49 }]);
    expect(view.matches.map((m) => [m.score, m.vp])).toEqual(cli.matches.map((m) => [m.score, m.points]));
  });

  it('opens a USEBIO teams file as a teams event, its matches scored as bridge-score teams scores them', async () => {
    const bytes = readFileSync(golden('team-event.xml'));
    const r = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'team-event.xml',
      content: bytes.toString('base64'),
    });
    expect(r.status).toBe(201);
    // The match given only by its scores (Lions v Bears, round 2) comes in without results, and says so.
    const boardless = (
      r.body.problems as { code: string; severity: string; line: number; message: string }[]
    ).filter((p) => p.code === 'usebio-match-boardless');
    expect(boardless).toHaveLength(1);
    expect(boardless[0]).toMatchObject({ severity: 'warning' });
    expect(boardless[0]?.message).toContain('Lions v Bears');
    const held = await send('GET', `${events()}/${r.body.id}`);
    const setup = held.body.setup as TeamsSetup;
    expect(setup).toMatchObject({ kind: 'teams', form: 'round-robin', scoring: 'vp' });
    expect(setup.teams).toEqual(['Lions', 'Tigers', 'Bears', '4']);
    // Round 2's boards are 5 to 8: they keep their numbers, and the WBF scale is for 4 boards.
    expect(setup.vpScale).toEqual({ kind: 'wbf', boards: 4 });
    const view = (await send('GET', `${events()}/${r.body.id}/rankings`)).body as TeamsView;
    const cli = JSON.parse(
      execFileSync(process.execPath, [CLI, 'teams', fileURLToPath(golden('team-event.xml')), '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as {
      matches: {
        round: number;
        a: string;
        b: string;
        score: { a: number; b: number };
        points: { a: number; b: number };
      }[];
    };
    expect(view.matches.map((m) => [m.round, m.a, m.b])).toEqual(cli.matches.map((m) => [m.round, m.a, m.b]));
    view.matches.forEach((m, i) => {
      const c = cli.matches[i];
      if (m.a === 'Lions' && m.b === 'Bears') {
        expect(m.score).toBeNull();
        return;
      }
      // Every other match from its boards' lines, as the CLI scores the file: IMPs and VPs.
      expect(m.score).toEqual(c?.score);
      expect(m.vp).toEqual(c?.points);
    });
    // Imported again: recognised as the same file.
    const again = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'team-event.xml',
      content: bytes.toString('base64'),
    });
    expect(again.status).toBe(409);
  });

  it('imports a CSV file: every good row a typed line, a bad row located by its line and column', async () => {
    const csv = 'board,ns,ew,contract,declarer,tricks\n1,1,1,4S,S,10\n1,2,2,9S,N,9\n2,1,1,3NT,N,8\n';
    const r = await send('POST', `${server.url}/api/desk/import`, {
      id: uuid(),
      name: 'club.csv',
      content: Buffer.from(csv).toString('base64'),
    });
    expect(r.status).toBe(201);
    expect(r.body.lines).toBe(2);
    expect(r.body.problems).toHaveLength(1);
    expect(r.body.problems[0]).toMatchObject({ line: 3, severity: 'error' });
    expect(r.body.problems[0].message).toMatch(/club\.csv:3:/);
    const held = await send('GET', `${events()}/${r.body.id}`);
    expect(held.body.deskLines.map((l: { board: number; text: string }) => [l.board, l.text])).toEqual([
      [1, '1 1 4S= S'],
      [2, '1 1 3NT-1 N'],
    ]);
  });

  it('refuses a line id that another event holds, writing nothing', async () => {
    const a = uuid();
    const b = uuid();
    await send('POST', events(), { id: a, setup: mitchell3 });
    await send('POST', events(), { id: b, setup: mitchell3 });
    const lineId = uuid();
    await line(a, lineId, 1, '1 1 4S= S');
    const r = await line(b, lineId, 1, '1 1 4S= S');
    expect(r.status).toBe(409);
    expect((await send('GET', `${events()}/${b}`)).body).toMatchObject({ version: 1, lines: 0 });
    const list = await send('GET', events());
    expect(list.body.events.find((e: { id: string }) => e.id === a)).toMatchObject({ lines: 1 });
  });
});
