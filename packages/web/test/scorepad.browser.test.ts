import {
  applyChicago,
  applyRubber,
  BOOK,
  type ChicagoSheet,
  contractOf,
  newChukker,
  newRubber,
  type RubberSheet,
  type SheetDeal,
} from '@bridge-score/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeBrowser,
  expectNoSeriousViolation,
  launch,
  phone,
  serverEvening,
  startSite,
  type TestSite,
} from './browser.js';
import { Pad, type TapDeal } from './pad.js';

let browser: Browser;
let site: TestSite;

describeBrowser('the home scorepad in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    site = await startSite();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const open = async (locale = 'en-GB') => {
    const { context, page } = await phone(browser, locale);
    await page.goto(site.server.url);
    return { context, page, pad: new Pad(page) };
  };

  /** The deal as the core takes it, to score the same deals without the page. */
  const sheetDeal = (d: TapDeal): SheetDeal => {
    const base = {
      contract: contractOf(d.level as 1, d.strain, d.doubling ?? ''),
      declarer: d.declarer,
      tricks: d.level + BOOK + d.result,
    };
    if (!d.honours) return base;
    const kind = d.honours.points === 100 ? 'four-trumps' : d.strain === 'NT' ? 'four-aces' : 'five-trumps';
    return { ...base, honours: { kind, holder: d.honours.holder } };
  };

  it('keeps a whole rubber entered by taps, with the core’s totals and the hand-worked ones', async () => {
    const { context, page, pad } = await open();
    const id = await pad.newEvening({
      form: 'rubber',
      names: ['Ann', 'Bob', 'Cid', 'Dan'],
      stake: ['1', 'EUR'],
    });
    const deals: TapDeal[] = [
      { level: 2, strain: 'H', declarer: 'N', result: 0 }, // NS 60 below
      { level: 3, strain: 'C', doubling: 'X', declarer: 'E', result: -1 }, // NS 100 above
      { level: 2, strain: 'S', declarer: 'S', result: 1 }, // NS 60 below (game), 30 above
      { level: 4, strain: 'H', declarer: 'W', result: 0, honours: { points: 100, holder: 'EW' } }, // EW 120 below (game), 100 above
      { level: 3, strain: 'NT', declarer: 'N', result: 0 }, // NS 100 below: the rubber, 2–1, +500
    ];
    for (const [i, d] of deals.entries()) {
      await pad.deal(d);
      if (i === 2) await pad.passOut(); // a passed-out deal in the middle
    }
    // Hand-worked: NS 60 + 100 + 90 + 100 + 500 = 850; EW 120 + 100 = 220.
    expect(await pad.totals()).toEqual({ we: 850, they: 220 });
    // The core, fed the same deals directly, agrees.
    let sheet = newRubber() as { ok: true; value: RubberSheet };
    for (const [i, d] of deals.entries()) {
      sheet = applyRubber(sheet.value, sheetDeal(d)) as typeof sheet;
      if (i === 2) sheet = applyRubber(sheet.value, { contract: 'pass' }) as typeof sheet;
    }
    expect(sheet.value.totals).toEqual({ NS: 850, EW: 220 });
    await expect.poll(() => page.locator('p.state').textContent()).toMatch(/We won it 2–1/);
    // The rubber bonus is written above the line, and each deal can be explained in words.
    await expect.poll(() => page.locator('table.sheet tbody.above').textContent()).toMatch(/500\s*rubber/);
    await page
      .locator('section.deals li.deal')
      .nth(1)
      .getByRole('button', { name: /Explain/ })
      .click();
    const explained = await page.locator('.explain').textContent();
    expect(explained).toMatch(/1st undertrick \(doubled, not vulnerable\): 100/);
    // The settlement: a margin of 630 is 6 hundreds; at 1 euro a hundred each of us wins 6 euros.
    const totals = (await page.locator('section.totals').textContent()) ?? '';
    expect(totals).toMatch(/Settlement: We \+6/);
    expect(totals).toMatch(/We win €6\.00 each/);
    // Kept on the server too.
    await pad.waitSynced();
    const held = await serverEvening(site, id);
    expect(held.version).toBe(1 + deals.length + 1);
    expect(held.summary?.totals).toEqual({ NS: 850, EW: 220 });
    await context.close();
  }, 90_000);

  it('keeps a Chicago: four deals, dealer and vulnerability in turn, the deal-4 bonus', async () => {
    const { context, page, pad } = await open();
    await pad.newEvening({ form: 'chicago' });
    const deals: TapDeal[] = [
      { level: 1, strain: 'NT', declarer: 'N', result: 1 }, // none vul: NS 40 below, 30 above
      { level: 4, strain: 'S', declarer: 'E', result: 0 }, // EW vul (dealer E): 120 below, game 500
      { level: 3, strain: 'D', doubling: 'X', declarer: 'W', result: -2 }, // NS vul, EW not: NS 300
      { level: 2, strain: 'C', declarer: 'S', result: 1 }, // both vul: NS 40 below, 20 above, +100 on deal 4
    ];
    const states: string[] = [];
    for (const d of deals) {
      states.push((await page.locator('p.state').textContent()) ?? '');
      await pad.deal(d);
    }
    expect(states[1]).toMatch(/deal 2 of 4, dealer E, vul: They/);
    expect(states[2]).toMatch(/deal 3 of 4, dealer S, vul: We/);
    expect(states[3]).toMatch(/deal 4 of 4, dealer W, vul: both/);
    // Hand-worked: NS 70 + 300 + 60 + 100 = 530; EW 120 + 500 = 620.
    expect(await pad.totals()).toEqual({ we: 530, they: 620 });
    let sheet = newChukker() as { ok: true; value: ChicagoSheet };
    for (const d of deals) sheet = applyChicago(sheet.value, sheetDeal(d)) as typeof sheet;
    expect(sheet.value.totals).toEqual({ NS: 530, EW: 620 });
    await expect.poll(() => page.locator('p.state').textContent()).toMatch(/four deals played/);
    await context.close();
  }, 90_000);

  it('keeps a five-player Chicago: one sits out in turn, each player’s totals', async () => {
    const { context, page, pad } = await open();
    await pad.newEvening({ form: 'chicago', five: true, names: ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'] });
    await expect.poll(() => page.locator('.seating p').textContent()).toMatch(/Ann sits out/);
    const part = (declarer: 'N' | 'E'): TapDeal => ({ level: 1, strain: 'C', declarer, result: 0 });
    for (let i = 0; i < 4; i++) await pad.deal(part('N'));
    await pad.press(/Start the next chukker/);
    await expect.poll(() => page.locator('.seating p').textContent()).toMatch(/Bob sits out/);
    for (let i = 0; i < 4; i++) await pad.deal(part('E'));
    // Chukker 1 (Ann out; Bob N, Eve S): NS 20+20+20+20 below, +100 on deal 4 = 180.
    // Chukker 2 (Bob out; Cid N, Ann S, Dan E, Eve W): EW 180.
    const rows = await page.locator('table.players tbody tr').allTextContents();
    const points = rows.map((r) => r.replace(/\s+/g, ' '));
    expect(points[0]).toMatch(/^Ann\s*1\s*−180/);
    expect(points[1]).toMatch(/^Bob\s*1\s*\+180/);
    expect(points[2]).toMatch(/^Cid\s*2\s*−360/);
    expect(points[3]).toMatch(/^Dan\s*2\s*0/);
    expect(points[4]).toMatch(/^Eve\s*2\s*\+360/);
    await context.close();
  }, 90_000);

  it('undoes the last deal and corrects an earlier one; the sheet is the core’s for the corrected deals', async () => {
    const { context, page, pad } = await open();
    await pad.newEvening({ form: 'rubber' });
    // Names can be given after the start too.
    await pad.press('Change the names');
    await page.locator('#rename-0').fill('Nina');
    await pad.press('Save the names');
    await expect.poll(() => page.locator('.seating p').textContent()).toMatch(/N Nina, E East/);
    await pad.deal({ level: 4, strain: 'S', declarer: 'S', result: 0 });
    await pad.deal({ level: 2, strain: 'H', declarer: 'E', result: 0 });
    await pad.deal({ level: 1, strain: 'NT', declarer: 'N', result: 0 });
    await pad.press(/Undo the last entry/);
    await expect.poll(() => pad.dealCount()).toBe(2);
    // Correct deal 1: 4♠ one down instead of made.
    await page
      .locator('section.deals li.deal')
      .first()
      .getByRole('button', { name: /Correct/ })
      .click();
    await expect.poll(() => page.locator('#entry-heading').textContent()).toMatch(/Correcting deal 1/);
    await pad.radio('result', -1);
    await page.getByRole('button', { name: 'Save the correction' }).click();
    await expect.poll(() => page.locator('#entry-heading').textContent()).toMatch(/Deal 3/);
    // Hand-worked: 4♠ −1 not vulnerable, EW +50; 2♥= EW 60 below.
    expect(await pad.totals()).toEqual({ we: 0, they: 110 });
    let sheet = newRubber() as { ok: true; value: RubberSheet };
    for (const d of [
      { contract: contractOf(4, 'S'), declarer: 'S' as const, tricks: 9 },
      { contract: contractOf(2, 'H'), declarer: 'E' as const, tricks: 8 },
    ]) {
      sheet = applyRubber(sheet.value, d) as typeof sheet;
    }
    expect(sheet.value.totals).toEqual({ NS: 0, EW: 110 });
    // Ended unfinished: EW have a part score in the unfinished game, +100 (the core's value for these rules).
    await pad.press(/End this rubber here/);
    await pad.press('Yes, end it');
    await expect.poll(() => page.locator('p.state').textContent()).toMatch(/ended unfinished/);
    expect(await pad.totals()).toEqual({ we: 0, they: 210 });
    await pad.press(/Start the next rubber/);
    await expect.poll(() => page.locator('.sheet-tabs button').count()).toBe(2);
    expect(await pad.totals()).toEqual({ we: 0, they: 0 });
    expect(await page.locator('p.evening-total').textContent()).toBe('Total: We 0, They 210');
    await context.close();
  }, 90_000);

  it('offers every rule set the command line does: a code by year, and house rules checked field by field', async () => {
    const { context, page, pad } = await open();
    await page.locator('a[href="#/new"]').click();
    await page.locator('#rules').selectOption('year');
    await page.locator('#year').fill('1935');
    await page.locator('form.setup button[type="submit"]').click();
    await page.locator('table.sheet').waitFor();
    expect(await page.locator('h1').textContent()).toMatch(/rubber-1935/);
    // No insult before 1943: 1♣X made is 40 below and nothing more (the current Laws would add 50).
    await pad.deal({ level: 1, strain: 'C', doubling: 'X', declarer: 'N', result: 0 });
    expect(await pad.totals()).toEqual({ we: 40, they: 0 });

    await page.goto(`${site.server.url}/#/new`);
    await page.locator('#rules').selectOption('house');
    await page
      .locator('#house')
      .fill('{"extends": "rubber", "name": "club", "insult": {"X": "lots", "XX": 100}}');
    await page.locator('form.setup button[type="submit"]').click();
    await expect.poll(() => page.locator('#house-error').textContent()).toMatch(/\$\.insult\.X/);
    expect(await page.locator('#house').inputValue()).toContain('"lots"');
    await page
      .locator('#house')
      .fill('{"extends": "rubber", "name": "club", "insult": {"X": 100, "XX": 100}}');
    await page.locator('form.setup button[type="submit"]').click();
    await page.locator('table.sheet').waitFor();
    expect(await page.locator('h1').textContent()).toMatch(/club/);
    await pad.deal({ level: 1, strain: 'C', doubling: 'X', declarer: 'N', result: 0 });
    expect(await pad.totals()).toEqual({ we: 140, they: 0 });
    await context.close();
  }, 90_000);

  it('speaks the browser’s language, switches on every page, and keeps the choice', async () => {
    const { context, page, pad } = await open('ru-RU');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Вечера');
    await pad.newEvening({ form: 'rubber' });
    await pad.fill({ level: 3, strain: 'NT', declarer: 'N', result: 0 });
    expect(await page.locator('section.entry').textContent()).toMatch(/Разыгрывающий/);
    expect(await page.locator('table.sheet thead').textContent()).toMatch(/до зоны/);
    expect(await page.locator('fieldset:has(input[name="strain"])').textContent()).toContain('БК');
    await page.locator('header select').selectOption('zh');
    await expect.poll(() => page.locator('#entry-heading').textContent()).toBe('第 1 副');
    expect(await page.locator('fieldset:has(input[name="strain"])').textContent()).toContain('无将');
    expect(await page.locator('table.sheet thead').textContent()).toMatch(/无局/);
    expect(await page.locator('h1').textContent()).toMatch(/盘式桥牌/);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    // Full-width punctuation in Chinese.
    expect(await page.locator('p.state').textContent()).toMatch(/。$/);
    await page.reload();
    await expect.poll(() => page.locator('#entry-heading').textContent()).toBe('第 1 副');
    await page.locator('header select').selectOption('en');
    await expect.poll(() => page.locator('#entry-heading').textContent()).toBe('Deal 1');
    // The home page and the new-evening page have the switch too.
    await page.goto(`${site.server.url}/#/new`);
    await page.locator('header select').selectOption('ru');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Новый вечер');
    await context.close();
  }, 90_000);

  it('refuses an impossible entry beside its field, and keeps what was typed', async () => {
    const { context, page, pad } = await open();
    await pad.newEvening({ form: 'rubber' });
    const line = page.locator('#deal-line');
    await line.fill('8NT N =');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.locator('#deal-line-error').textContent()).toMatch(/seven level/);
    expect(await line.inputValue()).toBe('8NT N =');
    expect(await line.getAttribute('aria-invalid')).toBe('true');
    await line.fill('4S S +4');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.locator('#deal-line-error').textContent()).toMatch(/14/);
    // Honours of trumps at notrump: no side can hold them; refused beside the honours.
    await pad.fill({
      level: 3,
      strain: 'NT',
      declarer: 'N',
      result: 0,
      honours: { points: 100, holder: 'NS' },
    });
    await page.locator('form.deal-form button[type="submit"]').click();
    await expect
      .poll(() => page.locator('fieldset:has(input[name="honours"]) .field-error').textContent())
      .toMatch(/notrump/);
    // Nothing was entered, and a correct line then goes in.
    expect(await pad.dealCount()).toBe(0);
    await line.fill('4S S =');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => pad.dealCount()).toBe(1);
    expect(await line.inputValue()).toBe('');
    await context.close();
  }, 90_000);

  it('shows a hostile name as text: no element made from it, no script run, a CSP that forbids inline script', async () => {
    const { context, page, pad } = await open();
    const response = await page.reload();
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)>';
    await pad.newEvening({ form: 'rubber', names: [evil, 'Bob', '<script>alert(2)</script>', 'Dan'] });
    await pad.deal({ level: 1, strain: 'C', declarer: 'N', result: 0 });
    await expect.poll(() => page.locator('.seating p').textContent()).toContain(evil);
    expect(await page.locator('table.players').textContent()).toContain(evil);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    // An inline script that did get into the page would still be refused by the CSP.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
      return (window as unknown as { __inline?: number }).__inline ?? 0;
    });
    expect(ran).toBe(0);
    await page.goto(`${site.server.url}/#/`);
    await expect.poll(() => page.locator('.evening-item').first().textContent()).toContain(evil);
    expect(await page.locator('img').count()).toBe(0);
    expect(dialogs).toBe(0);
    await context.close();
  }, 90_000);

  it('has no serious accessibility violation (axe-core) on each page, in each language', async () => {
    const check = expectNoSeriousViolation;
    for (const locale of ['en-GB', 'ru-RU', 'zh-CN']) {
      const { context, page, pad } = await open(locale);
      // Every page in English; the evening, where most words are, in each language.
      if (locale === 'en-GB') {
        await check(page, `${locale} home`);
        await page.locator('a[href="#/new"]').click();
        await pad.radio('form', 'chicago');
        await pad.radio('players', 5);
        await check(page, `${locale} new evening`);
        await page.goto(`${site.server.url}/#/`);
      }
      await pad.newEvening({ form: 'rubber', names: ['Ann', '', '', ''] });
      await pad.deal({
        level: 4,
        strain: 'H',
        declarer: 'S',
        result: 1,
        honours: { points: 100, holder: 'NS' },
      });
      await pad.fill({ level: 3, strain: 'NT', declarer: 'E', result: -1 });
      await page.locator('section.deals li.deal').first().locator('button').first().click();
      await check(page, `${locale} evening`);
      await context.close();
    }
  }, 120_000);
});
