/**
 * The scorepad without a server and without a network, in Chromium: the
 * server stopped in the middle of a rubber and started again, and a whole
 * Chicago kept with the browser offline; nothing lost, nothing twice.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launch, phone, serverEvening, startSite, type TestSite } from './browser.js';
import { Pad } from './pad.js';

let browser: Browser;

describeBrowser('the scorepad without its server or network', () => {
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('loses nothing when the server restarts in the middle of a rubber', async () => {
    const site: TestSite = await startSite();
    try {
      const { context, page } = await phone(browser);
      const pad = new Pad(page);
      await page.goto(site.server.url);
      const id = await pad.newEvening({ form: 'rubber', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
      await pad.deal({ level: 2, strain: 'H', declarer: 'N', result: 0 });
      await pad.deal({ level: 1, strain: 'NT', declarer: 'E', result: 0 });
      await pad.waitSynced();
      expect((await serverEvening(site, id)).version).toBe(3);

      await site.stop();
      await pad.deal({ level: 2, strain: 'S', declarer: 'S', result: 0 }); // NS game
      await pad.deal({ level: 3, strain: 'D', declarer: 'W', result: -1 });
      // The page says the server cannot be reached and keeps the deals.
      await expect.poll(() => pad.syncState(), { timeout: 15_000 }).toBe('offline');
      expect(await page.locator('[data-sync]').textContent()).toMatch(
        /cannot be reached\. 2 changes are kept/,
      );
      expect(await pad.dealCount()).toBe(4);

      await site.restart();
      await pad.waitSynced();
      const held = await serverEvening(site, id);
      expect(held.version).toBe(5);
      // Hand-worked: NS 60 + 60 below (game) + 50 (3♦ one down, EW not vulnerable) = 170; EW 40.
      expect(held.summary?.totals).toEqual({ NS: 170, EW: 40 });
      expect(await pad.totals()).toEqual({ we: 170, they: 40 });

      // Another device (an empty browser) finds the evening on the server and reopens it.
      const other = await phone(browser);
      await other.page.goto(site.server.url);
      await other.page.locator(`a[href="#/e/${id}"]`).click();
      const again = new Pad(other.page);
      await expect.poll(() => again.dealCount()).toBe(4);
      expect(await again.totals()).toEqual({ we: 170, they: 40 });
      await other.context.close();
      await context.close();
    } finally {
      await site.close();
    }
  }, 120_000);

  it('keeps a whole Chicago with the network cut, and sends it once when the network returns', async () => {
    const site: TestSite = await startSite();
    try {
      const { context, page } = await phone(browser);
      const pad = new Pad(page);
      await page.goto(site.server.url);
      // Installed for offline use: the service worker holds the page's files.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await context.setOffline(true);
      // With no network the page opens again from the service worker.
      await page.reload();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Evenings');

      const id = await pad.newEvening({ form: 'chicago' });
      await pad.deal({ level: 1, strain: 'NT', declarer: 'N', result: 1 });
      await pad.deal({ level: 4, strain: 'S', declarer: 'E', result: 0 });
      await pad.deal({ level: 3, strain: 'D', doubling: 'X', declarer: 'W', result: -2 });
      await pad.deal({ level: 2, strain: 'C', declarer: 'S', result: 1 });
      expect(await pad.totals()).toEqual({ we: 530, they: 620 });
      await expect.poll(() => pad.syncState(), { timeout: 15_000 }).toBe('offline');
      expect(await page.locator('[data-sync]').textContent()).toMatch(/5 changes are kept/);
      // Nothing reached the server.
      expect((await serverEvening(site, id)).status).toBe(404);

      // Kept on the device: a reload, still offline, shows the whole chukker.
      await page.reload();
      await expect.poll(() => pad.dealCount()).toBe(4);

      await context.setOffline(false);
      await pad.waitSynced();
      const held = await serverEvening(site, id);
      expect(held.version).toBe(5);
      expect(held.summary?.totals).toEqual({ NS: 530, EW: 620 });
      // Sent once: the server holds five changes, each once.
      const res = await fetch(`${site.server.url}/api/evenings/${id}`);
      const body = (await res.json()) as { changes: { id: string }[] };
      expect(new Set(body.changes.map((c) => c.id)).size).toBe(5);
      await context.close();
    } finally {
      await site.close();
    }
  }, 120_000);
});
