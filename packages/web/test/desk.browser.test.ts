/**
 * The director's desk in a real browser (Debian's Chromium) against the real
 * server: events created and travellers typed at the keyboard only, the
 * rankings checked against `bridge-score session` run on the same lines, a
 * Howell with an adjusted score, a team match with VPs, a bad line refused,
 * PBN and USEBIO files imported (and recognised when imported again), the
 * results page in another language and printed to PDF, and axe-core.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardSchedule, howell, mitchell, victoryPoints, wbfScale } from '@bridge-score/core';
import { parsePairsLine } from '@bridge-score/desk';
import { errorMessage } from '@bridge-score/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, expectNoSeriousViolation, launch, startSite, type TestSite } from './browser.js';

const CLI = fileURLToPath(new URL('../../cli/bin/bridge-score.js', import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));

let browser: Browser;
let site: TestSite;
let work: string;

/** Results typed on the travellers, in turn: a spread of contracts, a pass and a doubled one. */
const RESULTS = ['4S= S', '4S+1 S', '3NT= N', '4S-1 S', '3NT+1 N', 'PASS', '4SX S 9', '2H= E', '3S+2 N'];

const en = new Intl.NumberFormat('en-GB');

describeBrowser('the director’s desk in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    site = await startSite();
    work = mkdtempSync(join(tmpdir(), 'bridge-score-desk-'));
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const open = async (hash = '#/desk', locale = 'en-GB') => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${site.server.url}/${hash}`);
    return { context, page };
  };

  /** Creates a pairs event through the form, at the keyboard; answers its id. */
  const newPairs = async (
    page: Page,
    s: { name: string; movement: 'mitchell' | 'howell'; tables: number; boards: number },
  ) => {
    await page.goto(`${site.server.url}/#/desk/new/pairs`);
    await page.getByLabel('Name', { exact: true }).fill(s.name);
    await page.getByLabel('Movement').selectOption(s.movement);
    await page.getByLabel('Tables').fill(String(s.tables));
    await page.getByLabel('Boards a round').fill(String(s.boards));
    await page.getByLabel('Boards a round').press('Enter');
    await page.waitForURL(/#\/desk\/[0-9a-f-]{36}$/);
    return /#\/desk\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  };

  /** Types one board's lines as a director does: the board, Enter, each line, Enter. */
  const typeBoard = async (page: Page, board: number, lines: readonly string[]) => {
    await page.locator('#desk-board').fill(String(board));
    await page.locator('#desk-board').press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('desk-line');
    for (const text of lines) {
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#desk-line').inputValue()).toBe('');
    }
  };

  /**
   * The page's tables as text: each ranking (its caption) and, with `travellers`, each board's
   * traveller (its heading), then its header cells and its rows' cells; empty cells left out, as a
   * text layout cannot show them.
   */
  const pageTables = async (page: Page, travellers = false): Promise<string[][]> =>
    page.evaluate((withTravellers) => {
      const cells = (el: Element, sel: string) =>
        [...el.querySelectorAll(sel)].map((c) => (c.textContent ?? '').trim()).filter((t) => t !== '');
      const table = (head: string, t: Element) => [
        head,
        cells(t, 'thead th').join(' | '),
        ...[...t.querySelectorAll('tbody tr')].map((r) => cells(r, 'td').join(' | ')),
      ];
      const out = [...document.querySelectorAll('table.ranking')].map((t) =>
        table(t.querySelector('caption')?.textContent ?? '', t),
      );
      if (withTravellers) {
        for (const b of document.querySelectorAll('.traveller-block')) {
          const t = b.querySelector('table.traveller');
          if (t) out.push(table(b.querySelector('h3')?.textContent ?? '', t));
        }
      }
      return out;
    }, travellers);

  /** The tables `bridge-score session` prints for a file, read back from its text: cells are two spaces apart. */
  const cliTables = (file: string, travellers = false): string[][] => {
    const text = execFileSync(process.execPath, [CLI, 'session', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const split = (line: string) =>
      line
        .trim()
        .split(/\s{2,}/)
        .join(' | ');
    return text
      .split(/\n\s*\n/)
      .map((block) => block.split('\n').filter((l) => l.trim() !== ''))
      .filter((lines) => lines.length >= 2 && /^(Place|\s*NS)\b/.test(lines[1] ?? ''))
      .filter((lines) => travellers || (lines[1] ?? '').startsWith('Place'))
      .map(([heading, ...rest]) => [(heading ?? '').trim(), ...rest.map(split)]);
  };

  /** The rankings only, as the page's and the CLI's tables give them. */
  const rankingRows = (page: Page) => pageTables(page);
  const cliRows = (file: string) => cliTables(file);

  const waitSaved = async (id: string, lines: number) =>
    expect
      .poll(
        async () =>
          ((await (await fetch(`${site.server.url}/api/desk/events/${id}`)).json()) as { lines: number })
            .lines,
      )
      .toBe(lines);

  it('scores a 3-table Mitchell from empty to printed ranking, with the figures of bridge-score session', async () => {
    const { context, page } = await open();
    const id = await newPairs(page, { name: 'Club Mitchell', movement: 'mitchell', tables: 3, boards: 2 });
    // The entry page opens with the line field focused, ready for the first line.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('desk-line');
    const plan = mitchell(3, { boardsPerRound: 2 });
    if (!plan.ok) throw new Error('no plan');
    let k = 0;
    let typed = 0;
    for (let board = 1; board <= 6; board++) {
      const lines = boardSchedule(plan.value, board).map(
        (p) => `${p.ns.number} ${p.ew.number} ${RESULTS[k++ % RESULTS.length]}`,
      );
      await typeBoard(page, board, lines);
      typed += lines.length;
      // The board's last line opens the next board: no key spent on it.
      if (board < 6)
        await expect.poll(() => page.locator('#desk-board').inputValue()).toBe(String(board + 1));
    }
    await waitSaved(id, typed);
    // No line is missing any more.
    await expect.poll(() => page.locator('ul.missing').count()).toBe(0);

    const file = join(work, 'mitchell.json');
    writeFileSync(
      file,
      await (await fetch(`${site.server.url}/api/desk/events/${id}/export?format=json`)).text(),
    );
    const expected = cliRows(file);
    await expect.poll(() => rankingRows(page)).toEqual(expected);

    // The results page shows the same ranking and travellers, cell for cell, and prints the ranking alone
    // on the first page.
    await page.goto(`${site.server.url}/#/desk/${id}/results`);
    await expect.poll(() => pageTables(page, true)).toEqual(cliTables(file, true));
    expect((await pageTables(page, true)).length).toBe(2 + 6);
    await page.emulateMedia({ media: 'print' });
    const pdf = join(work, 'results.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: false }));
    const first = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', pdf, '-'], {
      encoding: 'utf8',
    });
    expect(first).toContain('Club Mitchell');
    expect(first).toContain('Rankings');
    for (const row of expected.flatMap((t) => t.slice(2))) expect(first).toContain(row.split(' | ')[2]);
    expect(first).not.toContain('Board 1');
    const all = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(all).toContain('Board 6');
    await context.close();
  }, 180_000);

  it('refuses a bad line with its message, and takes nothing', async () => {
    const { context, page } = await open();
    const id = await newPairs(page, { name: 'Refusals', movement: 'mitchell', tables: 3, boards: 2 });
    await typeBoard(page, 1, []);
    await page.keyboard.type('1 1 4S S 14');
    await page.keyboard.press('Enter');
    const read = parsePairsLine('1 1 4S S 14');
    const message = read.ok ? '' : errorMessage(read.error.error as never, 'en');
    expect(message).not.toBe('');
    await expect.poll(() => page.locator('#desk-line-check').textContent()).toBe(message);
    expect(await page.locator('#desk-line').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#desk-line').inputValue()).toBe('1 1 4S S 14');
    await page.locator('#desk-line').fill('9 1 4S= S');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#desk-line-check').textContent())
      .toBe('There is no NS pair 9 in this section.');
    const held = (await (await fetch(`${site.server.url}/api/desk/events/${id}`)).json()) as {
      lines: number;
    };
    expect(held.lines).toBe(0);
    // A line that reads but whose written score is not the contract's is taken, with the check beside it
    // and in the event's list of checks, which opens its board.
    await page.locator('#desk-line').fill('1 1 4S= S 425');
    await page.keyboard.press('Enter');
    await waitSaved(id, 1);
    await typeBoard(page, 2, []);
    const check = page.locator('.event-checks li').first();
    await expect.poll(() => check.textContent()).toMatch(/Board 1.*425/);
    await check.locator('button').click();
    expect(await page.locator('#desk-board').inputValue()).toBe('1');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('desk-line');
    expect(await page.locator('table.traveller tbody tr.warned').count()).toBe(1);
    // The server out of reach: the line is not shown as taken, and its text is back in the field.
    await context.setOffline(true);
    await page.keyboard.type('2 3 4S= S');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('p[role=status]').first().textContent()).toMatch(/^Not saved/);
    expect(await page.locator('#desk-line').inputValue()).toBe('2 3 4S= S');
    expect(await page.locator('table.traveller tbody tr').count()).toBe(1);
    await context.setOffline(false);
    await waitSaved(id, 1);
    await context.close();
  }, 90_000);

  it('scores a Howell with an adjusted score and keeps its reason', async () => {
    const { context, page } = await open();
    const id = await newPairs(page, { name: 'Howell night', movement: 'howell', tables: 3, boards: 2 });
    const plan = howell(3, { boardsPerRound: 2 });
    if (!plan.ok) throw new Error('no plan');
    const [a, b, c] = boardSchedule(plan.value, 1);
    if (!a || !b || !c) throw new Error('board 1 is played three times');
    await typeBoard(page, 1, [`${a.ns.number} ${a.ew.number} 4S= S`, `${b.ns.number} ${b.ew.number} A60A40`]);
    // The third line in the form, a field for each word, still at the keyboard.
    await page.locator('details.line-form summary').focus();
    await page.keyboard.press('Enter');
    for (const [name, value] of [
      ['a', String(c.ns.number)],
      ['b', String(c.ew.number)],
      ['contract', '4S'],
      ['declarer', 'S'],
      ['tricks', '-1'],
    ]) {
      await page.locator(`input[name="form-${name}"]`).fill(value as string);
    }
    await page.locator('input[name="form-tricks"]').press('Enter');
    await waitSaved(id, 3);
    // Three scores a board: a top of 4 on the 2/1 scale; average-plus 60 % of it, average-minus 40 %.
    const adjusted = page.locator('table.traveller tbody tr').nth(1);
    await expect.poll(() => adjusted.locator('td').nth(2).textContent()).toBe('2.4');
    await expect.poll(() => adjusted.locator('td').nth(3).textContent()).toBe('1.6');
    await adjusted.locator('input.reason').fill('Law 90: slow play');
    await adjusted.locator('input.reason').press('Tab');
    await expect
      .poll(async () => {
        const e = (await (await fetch(`${site.server.url}/api/desk/events/${id}`)).json()) as {
          deskLines: { text: string; reason: string | null }[];
        };
        return e.deskLines.find((l) => l.text.endsWith('A60A40'))?.reason;
      })
      .toBe('Law 90: slow play');
    await context.close();
  }, 90_000);

  it('scores a team match at IMPs with its VPs', async () => {
    const { context, page } = await open('#/desk/new/teams');
    await page.getByLabel('Name', { exact: true }).fill('Cup final');
    await page.getByLabel(/Teams/).fill('Lions\nTigers');
    await page.getByLabel('Boards a match').fill('8');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/#\/desk\/[0-9a-f-]{36}$/);
    // Board 1 (none vul): +420 and −50, Lions +470: 10 IMPs. Board 2 (NS vul): +620 and −80, +700: 12 IMPs.
    await typeBoard(page, 1, ['1 4S= N', '2 1NT-1 N']);
    await typeBoard(page, 2, ['1 4H= S', '2 1S= E']);
    const vp = victoryPoints(22, wbfScale(8));
    const row = page.locator('table.ranking').first().locator('tbody tr').first();
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('22 – 0');
    await expect
      .poll(() => row.locator('td').nth(2).textContent())
      .toBe(`${en.format(vp.a)} – ${en.format(vp.b)}`);
    // The results page: the running margin and the VP curve, each with its figures in words.
    await page.locator('a', { hasText: 'Results' }).first().click();
    const margin = page.locator('figure.chart', { hasText: 'running IMP margin' });
    await expect
      .poll(() => margin.locator('li').allTextContents())
      .toEqual(['after board 1: +10', 'after board 2: +22']);
    const curve = page.locator('figure.chart', { hasText: 'Victory points for the margin' });
    expect(await curve.locator('li').first().textContent()).toBe('0 IMPs: 10 VPs');
    expect(await curve.locator('li').nth(22).textContent()).toBe(`22 IMPs: ${en.format(vp.a)} VPs`);
    await context.close();
  }, 90_000);

  it('scores a team match on a VP scale file chosen in the form, its VPs those of the scale’s table', async () => {
    // A club's 30-VP table as its committee publishes it: margins and the winner's and loser's VPs.
    const published: [string, number, number][] = [
      ['0', 15, 15],
      ['1-2', 16, 14],
      ['3-5', 17, 13],
      ['6-9', 18, 12],
      ['10-14', 19, 11],
      ['15-19', 20, 10],
      ['20-24', 21, 9],
      ['25-29', 22, 8],
      ['30+', 23, 7],
    ];
    /** The table read by hand: the row whose range holds the margin. */
    const lookUp = (margin: number) => {
      const row = published.find(([range]) => {
        const [lo, hi] = range.endsWith('+')
          ? [Number(range.slice(0, -1)), Infinity]
          : range.split('-').map(Number);
        return margin >= (lo as number) && margin <= (hi ?? lo ?? 0);
      });
      return { winner: row?.[1], loser: row?.[2] };
    };
    const { context, page } = await open('#/desk/new/teams');
    await page.getByLabel('Name', { exact: true }).fill('Club league');
    await page.getByLabel(/Teams/).fill('Lions\nTigers');
    await page.getByLabel('Boards a match').fill('8');
    await page.getByLabel('VP scale').selectOption('table');
    // A row out of order is refused with its line in the file, and nothing is created.
    await page.getByLabel(/The scale file/).fill('name,Club 30-VP\n0,15,15\n3-5,17,13\n1-2,16,14\n');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/VP scale: .*3/);
    expect(page.url()).toMatch(/#\/desk\/new\/teams$/);
    const csv = ['name,Club 30-VP', 'between,step', ...published.map(([r, w, l]) => `${r},${w},${l}`)];
    await page.getByLabel(/The scale file/).fill(csv.join('\n'));
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/#\/desk\/[0-9a-f-]{36}$/);
    // 10 + 12 IMPs (as in the match above): Lions by 22, the row 20–24.
    await typeBoard(page, 1, ['1 4S= N', '2 1NT-1 N']);
    await typeBoard(page, 2, ['1 4H= S', '2 1S= E']);
    const want = lookUp(22);
    expect(want).toEqual({ winner: 21, loser: 9 });
    const row = page.locator('table.ranking').first().locator('tbody tr').first();
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe(`${want.winner} – ${want.loser}`);
    const standings = page.locator('table.standings tbody tr');
    await expect
      .poll(() => standings.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent)))
      .toEqual([(want.winner ?? 0).toFixed(2), (want.loser ?? 0).toFixed(2)]);
    // The results page names the scale and draws its curve: each margin its row's VPs.
    await page.locator('a', { hasText: 'Results' }).first().click();
    await expect.poll(() => page.locator('p.vp-scale').textContent()).toBe('VP scale: Club 30-VP');
    const curve = page.locator('figure.chart', { hasText: 'Victory points for the margin (Club 30-VP)' });
    const items = await curve.locator('li').allTextContents();
    expect(items.length).toBeGreaterThan(30);
    items.forEach((text, margin) => {
      expect(text).toBe(`${margin} IMPs: ${lookUp(margin).winner} VPs`);
    });
    await expectNoSeriousViolation(page, 'the results of a match on a VP scale file');
    await context.close();
  }, 90_000);

  it('imports a PBN and a USEBIO file, recognises them again, and ranks them as bridge-score session does', async () => {
    const { context, page } = await open();
    for (const name of ['mitchell.pbn', 'club.xml']) {
      await page.goto(`${site.server.url}/#/desk`);
      await page.locator('input[type=file]').setInputFiles(golden(name));
      await page.locator('.desk-import button[type=submit]').click();
      await expect
        .poll(() => page.locator('.desk-import [role=status]').textContent())
        .toMatch(/Imported: \d+ lines/);
      const link = await page.locator('.desk-import [role=status] a').last().getAttribute('href');
      // The same file again: recognised, offered as an update.
      await page.locator('.desk-import button[type=submit]').click();
      await expect
        .poll(() => page.locator('.desk-import [role=status]').textContent())
        .toContain('imported already');
      await page.getByRole('button', { name: 'Update that event' }).click();
      await expect
        .poll(() => page.locator('.desk-import [role=status]').textContent())
        .toMatch(/Imported: \d+ lines/);
      await page.goto(`${site.server.url}/${link}`);
      await expect.poll(async () => (await rankingRows(page)).length).toBeGreaterThan(0);
      if (name === 'mitchell.pbn') {
        expect(await rankingRows(page)).toEqual(cliRows(golden(name)));
        // The file carries the deals: board 1's hands are drawn (North: ♠ J96).
        const hands = page.locator('.traveller-block').first().locator('figure.hands');
        expect(await hands.locator('.hand-N').textContent()).toContain('J96');
      }
    }
    const list = (await (await fetch(`${site.server.url}/api/desk/events`)).json()) as {
      events: { source: string | null }[];
    };
    expect(list.events.filter((e) => e.source === 'mitchell.pbn')).toHaveLength(1);

    // A file with six figures made wrong by hand: its check lists them, and a line's finding opens its board.
    await page.goto(`${site.server.url}/#/desk`);
    await page
      .locator('input[type=file]')
      .setInputFiles(fileURLToPath(new URL('../../../examples/compscore-edited.xml', import.meta.url)));
    await page.locator('.desk-import button[type=submit]').click();
    await expect
      .poll(() => page.locator('.desk-import .verify summary').textContent())
      .toBe("6 of the file's figures disagree with the scoring:");
    const findings = page.locator('.desk-import .verify li');
    expect(await findings.count()).toBe(6);
    await findings.nth(2).locator('a').click();
    await expect.poll(() => page.locator('#desk-board').inputValue()).toBe('2');
    await context.close();
  }, 90_000);

  it('switches the results page to Russian and Chinese, with no serious accessibility violation', async () => {
    const check = expectNoSeriousViolation;
    const { context, page } = await open();
    const id = await newPairs(page, { name: 'Languages', movement: 'mitchell', tables: 3, boards: 2 });
    await typeBoard(page, 1, ['1 1 4S= S', '3 2 4S+1 S', '2 3 4S-1 S']);
    await waitSaved(id, 3);
    await check(page, 'entry');
    await page.goto(`${site.server.url}/#/desk/new/pairs`);
    await check(page, 'new pairs event');
    await page.goto(`${site.server.url}/#/desk`);
    await check(page, 'events');
    await page.goto(`${site.server.url}/#/desk/${id}/results`);
    await expect.poll(() => page.locator('.rankings h2').textContent()).toBe('Rankings');
    await check(page, 'results');
    await page.locator('.bar select').selectOption('ru');
    await expect.poll(() => page.locator('.rankings h2').textContent()).toBe('Итоги');
    expect(await page.locator('.results-head button').textContent()).toBe('Печать');
    expect(await page.locator('.traveller-block h3').first().textContent()).toMatch(/^Сдача 1 /);
    await check(page, 'results in Russian');
    await page.locator('.bar select').selectOption('zh');
    await expect.poll(() => page.locator('.rankings h2').textContent()).toBe('排名');
    await check(page, 'results in Chinese');
    await context.close();
  }, 120_000);

  it('puts the movement’s pairs in front of an outcome typed alone, and takes other pairs typed, checked', async () => {
    const { context, page } = await open();
    const id = await newPairs(page, { name: 'Outcomes only', movement: 'mitchell', tables: 3, boards: 2 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('desk-line');
    // A 3-table Mitchell by its rule: NS t stays at table t, EW move up one table and the boards down
    // one, so board 1 is played by NS 1 against EW 1 (round 1), NS 3 against EW 2 (round 2) and NS 2
    // against EW 3 (round 3).
    const offered = () => page.locator('#desk-line-pairs').textContent();
    const held = async () =>
      (
        (await (await fetch(`${site.server.url}/api/desk/events/${id}`)).json()) as {
          deskLines: { board: number; text: string }[];
        }
      ).deskLines.map((l) => `${l.board}: ${l.text}`);
    await expect.poll(offered).toBe('Table 1, round 1: NS 1 against EW 1');
    // The score shows for the whole line: 4♠ by North making, not vulnerable on board 1: NS +420.
    await page.keyboard.type('4S=N');
    await expect.poll(() => page.locator('#desk-line-check').textContent()).toBe('NS +420');
    await page.keyboard.press('Enter');
    await expect.poll(held).toEqual(['1: 1 1 4S=N']);
    await expect.poll(offered).toBe('Table 3, round 2: NS 3 against EW 2');
    // Round 3's pairs typed first, by their numbers: taken as typed, and round 2 is still expected.
    await page.keyboard.type('2 3 PASS');
    await page.keyboard.press('Enter');
    await expect.poll(held).toEqual(['1: 1 1 4S=N', '1: 2 3 PASS']);
    await expect.poll(offered).toBe('Table 3, round 2: NS 3 against EW 2');
    // Pairs of the section who do not meet on board 1: said before Enter.
    await page.keyboard.type('1 2 3NT= N');
    await expect
      .poll(() => page.locator('#desk-line-check').textContent())
      .toContain('NS 1 and EW 2 do not meet on board 1 in the movement');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    // A pair the section does not have: refused, nothing taken.
    await page.keyboard.type('9 2 PASS');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#desk-line').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    // The last play: the board's last line opens board 2, whose first play is table 1's.
    await page.keyboard.type('3NT-1S');
    await page.keyboard.press('Enter');
    await expect.poll(held).toEqual(['1: 1 1 4S=N', '1: 2 3 PASS', '1: 3 2 3NT-1S']);
    await expect.poll(() => page.locator('#desk-board').inputValue()).toBe('2');
    await expect.poll(offered).toBe('Table 1, round 1: NS 1 against EW 1');
    await context.close();
  }, 90_000);

  it('visits the results page again and again with the page’s nodes and listeners bounded', async () => {
    // A 30-pair evening (15 tables, 27 boards, 405 lines) through the API.
    const id = crypto.randomUUID();
    const api = async (method: string, path: string, body: unknown) => {
      const r = await fetch(`${site.server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(r.status, path).toBeLessThan(300);
    };
    await api('POST', '/api/desk/events', {
      id,
      setup: {
        kind: 'pairs',
        name: 'Thirty pairs',
        date: '2026-12-01',
        sections: [{ name: 'A', movement: 'mitchell', tables: 0, boardsPerRound: 0, rounds: 0 }],
        method: 'mp',
        conventions: 'bridge-score',
        overrides: {},
        pairs: [],
      },
    });
    let k = 0;
    for (let board = 1; board <= 27; board++)
      for (let t = 1; t <= 15; t++)
        await api('PUT', `/api/desk/events/${id}/lines/${crypto.randomUUID()}`, {
          section: 'A',
          board,
          text: `${t} ${((t + board - 1) % 15) + 1} ${RESULTS[k++ % RESULTS.length]}`,
          reason: null,
        });
    const { context, page } = await open(`#/desk/${id}/results`);
    const cdp = await context.newCDPSession(page);
    /** The document's nodes and listeners after a full collection: what the page still holds. */
    const held = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const c = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
      return { nodes: c.nodes, listeners: c.jsEventListeners };
    };
    const counts: { nodes: number; listeners: number }[] = [];
    for (let visit = 0; visit < 8; visit++) {
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/desk/${id}/results`);
      await expect.poll(() => page.locator('.traveller-block').count()).toBe(27);
      counts.push(await held());
      // Away to the entry page (its rankings, checks and live panel), then the list, and back.
      await page.evaluate((h) => {
        location.hash = h;
      }, `#/desk/${id}`);
      await page.locator('table.ranking tbody tr').first().waitFor();
      await page.evaluate(() => {
        location.hash = '#/desk';
      });
      await page.locator('.desk-import').waitFor();
    }
    const first = counts[0] as { nodes: number; listeners: number };
    // The results page of 30 pairs is thousands of nodes; each visit's are let go when it is left.
    expect(first.nodes).toBeGreaterThan(3000);
    for (const c of counts.slice(1)) {
      expect(c.nodes).toBeLessThanOrEqual(first.nodes * 1.02);
      expect(c.listeners).toBeLessThanOrEqual(first.listeners + 2);
    }
    await context.close();
  }, 180_000);

  it('shows a round robin’s standings after each round with the cells bridge-score teams prints', async () => {
    const id = crypto.randomUUID();
    const send = async (method: string, path: string, body: unknown) => {
      const r = await fetch(`${site.server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(r.status, path).toBeLessThan(300);
    };
    const teams = ['Lions', 'Tigers', 'Bears', 'Wolves'];
    const matches = [
      { round: 1, a: 'Lions', b: 'Tigers' },
      { round: 1, a: 'Bears', b: 'Wolves' },
      { round: 2, a: 'Lions', b: 'Bears' },
      { round: 2, a: 'Tigers', b: 'Wolves' },
      { round: 3, a: 'Lions', b: 'Wolves' },
      { round: 3, a: 'Tigers', b: 'Bears' },
    ];
    await send('POST', '/api/desk/events', {
      id,
      setup: {
        kind: 'teams',
        name: 'League',
        date: '2026-12-01',
        form: 'round-robin',
        scoring: 'vp',
        teams,
        boardsPerMatch: 4,
        matches,
      },
    });
    // Each match's four boards at both tables: a spread of results, so that the margins differ.
    const outcomes = ['4S= N', '3NT-1 S', '2H+1 E', '4HX-2 W', '1NT= N', 'PASS', '3S+1 S', '5D-1 E'];
    let k = 0;
    for (let m = 1; m <= matches.length; m++)
      for (let board = 1; board <= 4; board++)
        for (const table of [1, 2])
          await send('PUT', `/api/desk/events/${id}/lines/${crypto.randomUUID()}`, {
            section: String(m),
            board,
            text: `${table} ${outcomes[(k++ * 5 + m) % outcomes.length]}`,
            reason: null,
          });
    const file = (ext: string) => join(work, `league.${ext}`);
    for (const [format, ext] of [
      ['csv', 'csv'],
      ['vp-scale', 'vp.csv'],
    ] as const)
      writeFileSync(
        file(ext),
        await (await fetch(`${site.server.url}/api/desk/events/${id}/export?format=${format}`)).text(),
      );
    // The CLI's standings, read back from its text: a heading, then rows with cells two spaces apart.
    const cli = execFileSync(process.execPath, [CLI, 'teams', file('csv'), '--scale-file', file('vp.csv')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .split(/\n\s*\n/)
      .map((block) => block.split('\n').filter((l) => l.trim() !== ''))
      .map(([heading, ...rows]) => [
        (heading ?? '').trim(),
        ...rows.map((r) =>
          r
            .trim()
            .split(/\s{2,}/)
            .join(' | '),
        ),
      ]);
    expect(cli.length).toBe(3);
    const { context, page } = await open(`#/desk/${id}/results`);
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table.standings')]
          .map((t) => [
            t.querySelector('caption')?.textContent ?? '',
            ...[...t.querySelectorAll('tr')].map((r) =>
              [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim()).join(' | '),
            ),
          ])
          // The page shows the last round first: in round order, as the CLI prints them.
          .reverse(),
      );
    await expect.poll(shown).toEqual(cli);
    await context.close();
  }, 120_000);

  it('takes Butler’s drop and rounding in the setup, exports them, and names them in the results page’s header', async () => {
    const { context, page } = await open('#/desk/new/pairs');
    await page.getByLabel('Name', { exact: true }).fill('Butler night');
    await page.getByLabel('Tables').fill('3');
    await page.getByLabel('Boards a round').fill('2');
    await page.getByLabel('Scoring').selectOption('butler');
    // A drop the core cannot read is refused beside the form, and nothing is created.
    await page.getByLabel(/Butler: results dropped/).fill('most');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('“most” is not a number of results');
    expect(page.url()).toMatch(/#\/desk\/new\/pairs$/);
    await page.getByLabel(/Butler: results dropped/).fill('1');
    await page.getByLabel(/Butler: a datum ending in 5/).selectOption('half-away');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/#\/desk\/[0-9a-f-]{36}$/);
    const id = /#\/desk\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('desk-line');
    // Board 1's three plays, the outcomes alone (the movement puts the pairs in).
    for (const outcome of ['4S=N', '2NT+1N', '4S-2S']) {
      await page.keyboard.type(outcome);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#desk-line').inputValue()).toBe('');
    }
    await waitSaved(id, 3);
    const json = JSON.parse(
      await (await fetch(`${site.server.url}/api/desk/events/${id}/export?format=json`)).text(),
    ) as { settings: { method: string; butlerDrop: unknown; butlerRound: string } };
    expect(json.settings).toMatchObject({ method: 'butler', butlerDrop: 1, butlerRound: 'half-away' });
    // The results page's header says how the event was scored, as bridge-score session says it.
    const file = join(work, 'butler.json');
    writeFileSync(file, JSON.stringify(json));
    const cli = execFileSync(process.execPath, [CLI, 'session', file], { encoding: 'utf8' });
    await page.goto(`${site.server.url}/#/desk/${id}/results`);
    const header = page.locator('header.results-head p.settings');
    await expect.poll(() => header.textContent()).toContain('the mean without 1 result at each end');
    expect(await header.textContent()).toContain('an exact 5 away from zero');
    expect(cli).toContain((await header.textContent())?.trim() ?? '');
    await context.close();
  }, 90_000);
});
