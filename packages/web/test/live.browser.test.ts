/**
 * Live scoring in a real browser (Debian's Chromium) against the real server:
 * a 3-table Mitchell played from three phones (three browser contexts at
 * 360 px) with East-West confirming each result, the director's desk and the
 * public results page seeing the results arrive, the final ranking equal to
 * `bridge-score session` on the same lines, and a correction by the director
 * in the audit log; a phone that loses the network keeps its result and sends
 * it once when back (also when the server stored it but the answer was lost);
 * two phones at one table, the second shown a conflict with both results; the
 * director's password set at first start and asked for afterwards; axe-core
 * on the phone, public and sign-in pages.
 *
 * What each page should show is derived from the core's movement and Law 77
 * scoring, independently of the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boardVulnerability,
  contractOf,
  type Doubling,
  type Level,
  type MovementPlan,
  mitchell,
  outcomeNsScore,
  type Seat,
  type Strain,
  seating,
} from '@bridge-score/core';
import type { PairsSetup } from '@bridge-score/desk';
import jsqr from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeBrowser,
  expectNoSeriousViolation,
  launch,
  phone,
  startSite,
  type TestSite,
} from './browser.js';

/** jsQR's reader (a CommonJS module whose types say it is an ES default export). */
type ReadQr = typeof jsqr.default;
const jsQR: ReadQr = (typeof jsqr === 'function' ? jsqr : jsqr.default) as ReadQr;

const CLI = fileURLToPath(new URL('../../cli/bin/bridge-score.js', import.meta.url));

let browser: Browser;
let site: TestSite;
let work: string;

const enSigned = new Intl.NumberFormat('en-GB', { signDisplay: 'exceptZero' });
const signed = (n: number) => enSigned.format(n).replace('-', '\u2212');
const round2 = (x: number) => Math.round(x * 100) / 100;

const STRAIN_NAME: Record<Strain, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'NT' };
const SUIT_NAME = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;

interface Play {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
  readonly declarer: Seat;
  /** Relative to the contract. */
  readonly result: number;
  readonly lead: { readonly suit: keyof typeof SUIT_NAME; readonly rank: string };
}

/** A spread of results, chosen by table, round and board so that the ranking has winners and ties. */
const PLAYS: readonly Play[] = [
  { level: 4, strain: 'S', doubling: '', declarer: 'S', result: 0, lead: { suit: 'H', rank: 'K' } },
  { level: 3, strain: 'NT', doubling: '', declarer: 'N', result: 1, lead: { suit: 'S', rank: 'Q' } },
  { level: 2, strain: 'H', doubling: '', declarer: 'E', result: 0, lead: { suit: 'C', rank: '10' } },
  { level: 4, strain: 'S', doubling: 'X', declarer: 'S', result: -1, lead: { suit: 'D', rank: 'A' } },
  { level: 1, strain: 'NT', doubling: '', declarer: 'W', result: 2, lead: { suit: 'S', rank: '4' } },
  { level: 5, strain: 'C', doubling: '', declarer: 'N', result: -2, lead: { suit: 'H', rank: 'J' } },
  { level: 3, strain: 'D', doubling: '', declarer: 'E', result: 1, lead: { suit: 'C', rank: '2' } },
];
const playFor = (table: number, round: number, board: number) =>
  PLAYS[(board * 3 + table * 5 + round) % PLAYS.length] as Play;

const nsScore = (p: Play, board: number) =>
  outcomeNsScore(
    {
      kind: 'played',
      contract: contractOf(p.level, p.strain, p.doubling),
      declarer: p.declarer,
      tricks: p.level + 6 + p.result,
    },
    boardVulnerability(board),
  );

function setupOf(name: string): PairsSetup {
  return {
    kind: 'pairs',
    name,
    date: '2026-12-01',
    sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
    method: 'mp',
    conventions: 'bridge-score',
    overrides: {},
    pairs: [
      { section: 'A', direction: 'NS', number: 1, names: ['Ann', 'Bob'] },
      { section: 'A', direction: 'EW', number: 2, names: ['Cid', 'Dan'] },
    ],
  };
}

const PLAN: MovementPlan = (() => {
  const p = mitchell(3, { boardsPerRound: 2 });
  if (!p.ok) throw new Error('no plan');
  return p.value;
})();

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${site.server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** A pairs event made through the desk's API; answers its id. */
async function newEvent(name: string): Promise<string> {
  const id = crypto.randomUUID();
  const r = await api('POST', '/api/desk/events', { id, setup: setupOf(name) });
  expect(r.status).toBe(201);
  return id;
}

interface LiveTableLike {
  table: number;
  code: string;
}

async function startLiveByApi(id: string, settings: object = {}): Promise<LiveTableLike[]> {
  const r = await api<{ tables: LiveTableLike[] }>('POST', `/api/desk/events/${id}/live`, { settings });
  expect(r.status).toBe(201);
  return r.body.tables;
}

async function storedLines(id: string): Promise<{ id: string; board: number; text: string }[]> {
  return (
    await api<{ deskLines: { id: string; board: number; text: string }[] }>('GET', `/api/desk/events/${id}`)
  ).body.deskLines;
}

interface PageRow {
  place: string;
  pair: string;
  percent: string;
}

const rankingRows = async (page: Page): Promise<PageRow[]> =>
  page.locator('table.ranking tbody tr').evaluateAll((rows) =>
    rows.map((r) => {
      const cell = (code: string) => r.querySelector(`td.col-${code}`)?.textContent ?? '';
      return { place: cell('place'), pair: cell('pair'), percent: cell('percent') };
    }),
  );

/** The rankings `bridge-score session` prints for the event's exported lines, as the page writes them. */
async function cliRows(id: string, name: string): Promise<PageRow[]> {
  const file = join(work, `${name}.json`);
  writeFileSync(
    file,
    await (await fetch(`${site.server.url}/api/desk/events/${id}/export?format=json`)).text(),
  );
  const out = JSON.parse(
    execFileSync(process.execPath, [CLI, 'session', file, '--json'], { encoding: 'utf8' }),
  ) as {
    rankings: { pairs: { pair: number; direction: string | null; place: string; percentage: number }[] }[];
  };
  return out.rankings.flatMap((f) =>
    f.pairs.map((p) => ({
      place: p.place,
      // A Mitchell's two fields: each pair named by its number under its field's heading.
      pair: String(p.pair),
      percent: round2(p.percentage).toFixed(2),
    })),
  );
}

/** Taps one choice of a group of the entry form. */
const tap = (page: Page, group: string, choice: string) =>
  page
    .getByRole('group', { name: group, exact: true })
    .getByRole('radio', { name: choice, exact: true })
    .click();

/** Enters a result on a phone in taps, as a player does, and checks the NS score shown before it goes. */
async function enterResult(page: Page, board: number, p: Play) {
  await page.getByRole('button', { name: `Enter the result: Board ${board}`, exact: true }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe(`Board ${board}: the result`);
  await tap(page, 'Level', String(p.level));
  await tap(page, 'Strain', STRAIN_NAME[p.strain]);
  await tap(page, 'Doubled', p.doubling === '' ? 'no' : p.doubling);
  await tap(page, 'Declarer', p.declarer);
  await tap(page, 'Lead: suit', SUIT_NAME[p.lead.suit]);
  await tap(page, 'Lead: card', p.lead.rank);
  const words =
    p.result === 0
      ? 'made exactly'
      : p.result > 0
        ? `${p.result} ${p.result === 1 ? 'overtrick' : 'overtricks'}`
        : `${-p.result} down`;
  await tap(page, 'Result', words);
  await expect
    .poll(() => page.locator('.live-preview').textContent())
    .toContain(`NS score: ${signed(nsScore(p, board))}`);
}

const openPhone = async (url: string) => {
  const { context, page } = await phone(browser);
  await page.goto(url);
  return { context, page };
};

describeBrowser('live scoring from the tables, in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    site = await startSite();
    work = mkdtempSync(join(tmpdir(), 'bridge-score-live-'));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('plays a 3-table Mitchell from three phones with confirmation, seen live on the desk and the public page, ranked as bridge-score session ranks it, with a correction in the audit log', async () => {
    const id = await newEvent('Live Mitchell');
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const director = await desk.newPage();
    director.setDefaultTimeout(20_000);
    director.on('pageerror', (e) => {
      throw e;
    });
    await director.goto(`${site.server.url}/#/desk/${id}`);
    // Start live scoring from the panel, with its default settings (confirmation and travellers on).
    await director.getByRole('button', { name: 'Start live scoring' }).click();
    await expect.poll(() => director.locator('.live-tables tbody tr').count()).toBe(3);
    const links = await director
      .locator('a.live-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(3);
    for (const link of links)
      expect(link).toMatch(new RegExp(`^${site.server.url}/#/table/[A-HJ-NP-Z2-9]{6}$`));

    // Each QR code reads back as its table's link.
    const images = await director.locator('img.live-qr').evaluateAll(async (imgs) =>
      Promise.all(
        imgs.map(async (img) => {
          const i = img as HTMLImageElement;
          await i.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 264;
          canvas.height = 264;
          const g = canvas.getContext('2d');
          if (!g) throw new Error('no canvas');
          g.fillStyle = '#fff';
          g.fillRect(0, 0, 264, 264);
          g.imageSmoothingEnabled = false;
          g.drawImage(i, 0, 0, 264, 264);
          return [...g.getImageData(0, 0, 264, 264).data];
        }),
      ),
    );
    const read = images.map((px) => jsQR(new Uint8ClampedArray(px), 264, 264)?.data);
    expect(read).toEqual(links);

    const audience = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'en-GB' });
    const room = await audience.newPage();
    room.setDefaultTimeout(20_000);
    expect(await director.getByRole('link', { name: 'Public results page' }).getAttribute('href')).toBe(
      `#/live/${id}`,
    );
    await room.goto(`${site.server.url}/#/live/${id}`);
    await expect.poll(() => room.locator('h1').textContent()).toBe('Live Mitchell: live results');
    await expect.poll(() => room.locator('.live-public [role="status"]').textContent()).toBe('Updating live');

    const phones: { context: BrowserContext; page: Page; table: number }[] = [];
    for (const [i, link] of links.entries()) phones.push({ ...(await openPhone(link)), table: i + 1 });
    // A table's phone shows its table alone: no link anywhere on it but within the table page,
    // none to the scorepad or the desk (the director's page has them, in the header's nav).
    expect(await director.locator('header nav a[href="#/desk"]').count()).toBe(1);
    // The room's live results page has no way there either.
    expect(await room.locator('header nav').count()).toBe(0);
    for (const { page } of phones) {
      await expect.poll(() => page.locator('.live-table > p.muted').count()).toBe(1);
      expect(await page.locator('header nav').count()).toBe(0);
      expect(
        await page
          .locator('a')
          .evaluateAll((as) =>
            as.map((a) => a.getAttribute('href')).filter((h) => !h?.startsWith('#/table/')),
          ),
      ).toEqual([]);
    }

    const playRound = async (p: { page: Page; table: number }, round: number) => {
      const s = seating(PLAN, round, p.table);
      if (!s) throw new Error('no seating');
      const { page, table } = p;
      await expect
        .poll(() => page.locator('.live-table > p.muted').textContent())
        .toContain(`Round ${round} of 3`);
      // The pairs and boards are the movement's.
      const pairs = await page.locator('.live-pairs span').allTextContents();
      expect(pairs[0]).toMatch(new RegExp(`^NS ${s.ns.number}\\b`));
      expect(pairs[1]).toMatch(new RegExp(`^EW ${s.ew.number}\\b`));
      if (s.ns.number === 1) expect(pairs[0]).toBe('NS 1: Ann & Bob');
      if (s.ew.number === 2) expect(pairs[1]).toBe('EW 2: Cid & Dan');
      const boards = await page.locator('.live-board-head strong').allTextContents();
      expect(boards).toEqual(s.boards.map((b) => `Board ${b}`));
      for (const board of s.boards) {
        const play = playFor(table, round, board);
        await enterResult(page, board, play);
        await page.getByRole('button', { name: 'Show to East–West' }).click();
        // East-West check the result on the same phone before it goes.
        await expect.poll(() => page.locator('h1').textContent()).toBe('East–West: please check');
        expect(await page.locator('.live-summary .live-score').textContent()).toBe(
          signed(nsScore(play, board)),
        );
        await page.getByRole('button', { name: 'Yes, confirm and send' }).click();
        // Stored: the board's traveller, with this table's row.
        await expect.poll(() => page.locator('h1').textContent()).toBe(`Board ${board}: all results so far`);
        const rows = await page.locator('.live-traveller tbody tr').allTextContents();
        expect(
          rows.some(
            (r) => r.startsWith(`${s.ns.number}–${s.ew.number}`) && r.includes(signed(nsScore(play, board))),
          ),
        ).toBe(true);
        await page.getByRole('button', { name: 'Back to the boards' }).click();
      }
      await page
        .getByRole('button', {
          name: round < 3 ? `Go to round ${round + 1}` : 'End the evening at this table',
        })
        .click();
    };

    const entered = () => director.locator('td.live-progress').allTextContents();
    for (let round = 1; round <= 3; round++) {
      await Promise.all(phones.map((p) => playRound(p, round)));
      // The desk's panel counts each table's results as they arrive.
      await expect
        .poll(async () => (await entered()).map((t) => t.trim()))
        .toEqual([1, 2, 3].map(() => `${2 * round} of 6`));
      // The public page ranks what is in so far.
      await expect.poll(async () => (await rankingRows(room)).length).toBe(6);
    }
    for (const p of phones) {
      await expect.poll(() => p.page.locator('.live-finished').count()).toBe(1);
    }
    expect(await storedLines(id)).toHaveLength(18);

    const expected = await cliRows(id, 'evening');
    await expect.poll(() => rankingRows(room)).toEqual(expected);
    await expect.poll(() => rankingRows(director)).toEqual(expected);

    // A correction by the director: board 1's first line becomes a pass, with the reason in the audit log.
    await director.locator('input.live-reason').fill('NS misreported the contract');
    await director.locator('#desk-board').fill('1');
    await director.locator('#desk-board').press('Enter');
    const first = director.locator('table.traveller input.line-text').first();
    const before = await first.inputValue();
    const [ns, ew] = before.split(/\s+/);
    const after = `${ns} ${ew} PASS`;
    await first.fill(after);
    await first.press('Enter');
    await expect
      .poll(async () => (await storedLines(id)).some((l) => l.board === 1 && l.text === after))
      .toBe(true);
    const audit = director.locator('.live-audit-log tbody tr.audit-correct');
    await expect.poll(() => audit.count()).toBe(1);
    const cells = await audit.first().locator('td').allTextContents();
    expect(cells.slice(2)).toEqual([
      'Director',
      'corrected',
      'A 1',
      before,
      after,
      'NS misreported the contract',
    ]);
    // 18 results entered from the tables, then the correction.
    expect(await director.locator('.live-audit-log tbody tr.audit-enter').count()).toBe(18);
    // The audit log's export holds the same entries.
    const csvHref = await director
      .getByRole('link', { name: 'Export the audit log (CSV)' })
      .getAttribute('href');
    const csv = await (await fetch(`${site.server.url}${csvHref}`)).text();
    expect(csv.trim().split('\n')).toHaveLength(1 + 19);
    expect(csv).toContain('NS misreported the contract');
    const corrected = await cliRows(id, 'corrected');
    expect(corrected).not.toEqual(expected);
    await expect.poll(() => rankingRows(room)).toEqual(corrected);

    // Closing the session: the tables can send no more; corrections stay open for the window.
    await director.getByRole('button', { name: 'Close the session' }).click();
    await director.locator('.live-close').getByRole('button', { name: 'Close the session' }).click();
    await expect
      .poll(() => director.locator('.live-panel strong').first().textContent())
      .toBe('Closed: corrections only');
    await phones[0]?.page.reload();
    await expect
      .poll(() => phones[0]?.page.locator('.live-table .warn').first().textContent())
      .toContain('closed the session');

    for (const p of phones) await p.context.close();
    await audience.close();
    await desk.close();
  }, 400_000);

  it('keeps a result on a phone that is offline and sends it once when the network is back, also after a lost answer', async () => {
    const id = await newEvent('Offline');
    const tables = await startLiveByApi(id);
    const code = tables.find((t) => t.table === 1)?.code ?? '';
    const { context, page } = await openPhone(`${site.server.url}/#/table/${code}`);
    await expect.poll(() => page.locator('.live-board').count()).toBe(2);
    const s = seating(PLAN, 1, 1);
    const [b1, b2] = s?.boards ?? [];
    if (b1 === undefined || b2 === undefined) throw new Error('no boards');

    // Installed for offline use: the service worker holds the page's files.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    const p1 = playFor(1, 1, b1);
    await enterResult(page, b1, p1);
    await page.getByRole('button', { name: 'Show to East–West' }).click();
    await page.getByRole('button', { name: 'Yes, confirm and send' }).click();
    await expect
      .poll(() => page.locator('.live-kept p').first().textContent())
      .toBe(
        '1 result is kept on this phone: the server cannot be reached. It will be sent when the network is back.',
      );
    // It is on the device, and not on the server.
    const kept = await page.evaluate(() => localStorage.getItem('bridge-score/live/outbox') ?? '');
    expect(JSON.parse(kept).pending).toHaveLength(1);
    expect(await storedLines(id)).toHaveLength(0);
    // Reopened with no network: the table as last seen, the result still kept and waiting.
    await page.reload();
    await expect.poll(() => page.locator('.live-kept').count()).toBe(1);
    await expect
      .poll(() => page.locator('.live-board').first().textContent())
      .toContain('Waiting to be sent');
    expect(await page.locator('.live-table > p.warn').textContent()).toBe(
      'The server cannot be reached: check the network.',
    );
    await context.setOffline(false);
    await expect.poll(async () => (await storedLines(id)).length).toBe(1);
    await expect.poll(() => page.locator('.live-kept').count()).toBe(0);
    // Stored (sent by the reopened page, so no traveller comes up over the boards).
    await expect.poll(() => page.locator('.live-held').count()).toBe(1);
    await expect.poll(() => page.locator('.live-table > p.warn').count()).toBe(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('bridge-score/live/outbox') ?? '{}').pending),
    ).toEqual([]);

    // The server stores the next result but its answer is lost: the phone sends it again with the same key,
    // and the server keeps one line.
    let lost = 0;
    const keys: string[] = [];
    await page.route('**/api/table/*/results', async (route) => {
      keys.push((route.request().postDataJSON() as { key: string }).key);
      if (lost === 0) {
        lost++;
        await route.fetch();
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    const p2 = playFor(1, 1, b2);
    await enterResult(page, b2, p2);
    await page.getByRole('button', { name: 'Show to East–West' }).click();
    await page.getByRole('button', { name: 'Yes, confirm and send' }).click();
    await expect.poll(() => keys.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Board ${b2}: all results so far`);
    await page.getByRole('button', { name: 'Back to the boards' }).click();
    await expect.poll(() => page.locator('.live-held').count()).toBe(2);
    expect(new Set(keys).size).toBe(1);
    const lines = await storedLines(id);
    expect(lines).toHaveLength(2);
    expect(lines.filter((l) => l.board === b2)).toHaveLength(1);
    const audit = await api<{ entries: { action: string; board: number }[] }>(
      'GET',
      `/api/desk/events/${id}/audit`,
    );
    expect(audit.body.entries.filter((e) => e.board === b2)).toHaveLength(1);
    await context.close();
  }, 180_000);

  it('shows a conflict with both results when two phones enter one board, and overwrites nothing', async () => {
    const id = await newEvent('Conflict');
    const tables = await startLiveByApi(id, { confirmation: false, showTraveller: false });
    const code = tables.find((t) => t.table === 2)?.code ?? '';
    const a = await openPhone(`${site.server.url}/#/table/${code}`);
    const b = await openPhone(`${site.server.url}/#/table/${code}`);
    const board = seating(PLAN, 1, 2)?.boards[0] ?? 0;
    await expect.poll(() => b.page.locator('.live-board').count()).toBe(2);
    const first: Play = {
      level: 4,
      strain: 'H',
      doubling: '',
      declarer: 'N',
      result: 0,
      lead: { suit: 'S', rank: 'A' },
    };
    const second: Play = {
      level: 3,
      strain: 'NT',
      doubling: '',
      declarer: 'S',
      result: -1,
      lead: { suit: 'D', rank: '5' },
    };
    await enterResult(a.page, board, first);
    // Confirmation is off: the first phone sends at once.
    await a.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await storedLines(id)).length).toBe(1);
    await enterResult(b.page, board, second);
    await b.page.getByRole('button', { name: 'Send', exact: true }).click();
    const alert = b.page.locator('.live-refusal');
    await expect.poll(() => alert.count()).toBe(1);
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(`Board ${board}: another result is already stored for this table.`);
    // Both results, as written on the phone: the stored one and this phone's.
    const both = await alert.locator('.live-both dd').allTextContents();
    expect(both[0]).toContain('4♥hearts N =');
    expect(both[0]).toContain(signed(nsScore(first, board)));
    expect(both[1]).toContain('3NT S -1');
    expect(text).toContain('Please call the director.');
    const lines = await storedLines(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toContain('4H');
    await expectNoSeriousViolation(b.page, 'the phone with a conflict');
    // Discarded by the player: the phone holds nothing more.
    await alert.getByRole('button', { name: 'Discard this result' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await a.context.close();
    await b.context.close();
  }, 180_000);

  it('passes axe on the phone, public and sign-in pages, in English, Russian and Chinese', async () => {
    const id = await newEvent('Axe');
    const tables = await startLiveByApi(id);
    const code = tables[0]?.code ?? '';
    for (const locale of ['en-GB', 'ru-RU', 'zh-CN']) {
      const { context, page } = await phone(browser, locale);
      await page.goto(`${site.server.url}/#/table/${code}`);
      await expect.poll(() => page.locator('.live-board').count()).toBe(2);
      await expectNoSeriousViolation(page, `the phone's boards (${locale})`);
      await page.locator('.live-board button.primary').first().click();
      await page.locator('fieldset').first().locator('input').nth(3).click();
      await expect.poll(() => page.locator('fieldset').count()).toBeGreaterThan(4);
      await expectNoSeriousViolation(page, `the phone's entry (${locale})`);
      await page.goto(`${site.server.url}/#/live/${id}`);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      await expectNoSeriousViolation(page, `the public page (${locale})`);
      await page.goto(`${site.server.url}/#/signin`);
      await expect.poll(() => page.locator('input[type="password"]').count()).toBe(2);
      await expectNoSeriousViolation(page, `the first-start form (${locale})`);
      await context.close();
    }
  }, 180_000);

  it('sets the director’s password at first start, then asks for it: a wrong one refused, the right one opens the desk', async () => {
    const { context, page } = await phone(browser);
    await page.goto(`${site.server.url}/#/signin`);
    await page.getByLabel('New password (8 characters or more)').fill('club-night-2026');
    await page.getByLabel('The same password again').fill('club-night-2027');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toBe('The two passwords differ.');
    await page.getByLabel('The same password again').fill('club-night-2026');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.waitForURL(/#\/desk$/);
    await context.close();

    // Another browser: the desk asks for the password.
    const other = await phone(browser);
    await other.page.goto(`${site.server.url}/#/desk`);
    await other.page.waitForURL(/#\/signin$/);
    await expect.poll(() => other.page.locator('h1').textContent()).toBe('Director’s sign-in');
    await expectNoSeriousViolation(other.page, 'the sign-in page');
    await other.page.getByLabel('Password').fill('wrong-password');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => other.page.locator('[role="alert"]').textContent(), { timeout: 20_000 })
      .toBe('Wrong password.');
    await other.page.getByLabel('Password').fill('club-night-2026');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL(/#\/desk$/);
    await expect.poll(() => other.page.locator('ul.desk-events li').count()).toBeGreaterThan(0);
    await other.context.close();
  }, 120_000);

  it('signs a scorer in: the desk opens, and the sign-in page says a scorer, not the director', async () => {
    // The director (the site admin the previous test made) creates the club's scorer.
    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'club-night-2026' }),
    });
    expect(login.status).toBe(204);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const made = await fetch(`${site.server.url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ username: 'sam', password: 'sam-scores-2026', role: 'scorer', club: 'local' }),
    });
    expect(made.status).toBe(201);

    const { context, page } = await phone(browser);
    await page.goto(`${site.server.url}/#/signin`);
    await page.getByLabel(/^Username/).fill('sam');
    await page.getByLabel('Password', { exact: true }).fill('sam-scores-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/desk$/);
    await expect.poll(() => page.locator('ul.desk-events li').count()).toBeGreaterThan(0);
    await page.goto(`${site.server.url}/#/signin`);
    await expect
      .poll(() => page.locator('[role="status"]').textContent())
      .toBe('You are signed in as a scorer: you may enter and correct results; the director sets events up.');
    await expectNoSeriousViolation(page, 'the sign-in page of a scorer');
    await context.close();
  }, 120_000);
});
