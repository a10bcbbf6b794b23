/**
 * A person at the scorepad, in the tests: starts an evening, taps a deal in,
 * reads the sheet. Controls are found by their form names and values (the
 * same in every language); what is read is what the page shows.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Strain = 'C' | 'D' | 'H' | 'S' | 'NT';
export type Seat = 'N' | 'E' | 'S' | 'W';

export interface TapDeal {
  readonly level: number;
  readonly strain: Strain;
  readonly doubling?: '' | 'X' | 'XX';
  readonly declarer: Seat;
  /** Relative: 0 made exactly, +1, −2 … */
  readonly result: number;
  readonly honours?: { readonly points: 100 | 150; readonly holder: 'NS' | 'EW' };
}

export interface NewEvening {
  readonly form: 'rubber' | 'chicago';
  readonly names?: readonly string[];
  readonly five?: boolean;
  /** A stake per 100 and its currency. */
  readonly stake?: readonly [string, string];
}

export class Pad {
  constructor(readonly page: Page) {}

  async radio(name: string, value: string | number): Promise<void> {
    await this.page.locator(`input[name="${name}"][value="${value}"]`).check();
  }

  /** Starts an evening from the home page; returns its id. */
  async newEvening(o: NewEvening): Promise<string> {
    const { page } = this;
    await page.locator('a[href="#/new"]').click();
    await this.radio('form', o.form);
    if (o.five) await this.radio('players', 5);
    for (const [i, name] of (o.names ?? []).entries()) await page.locator(`#name-${i}`).fill(name);
    if (o.stake) {
      await page.locator('#stake').fill(o.stake[0]);
      await page.locator('#currency').fill(o.stake[1]);
    }
    await page.locator('form.setup button[type="submit"]').click();
    await page.locator('table.sheet').waitFor();
    const id = /#\/e\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    if (!id) throw new Error(`no evening in ${page.url()}`);
    return id;
  }

  /** Taps a deal in and enters it; expects it to be taken (the deal count grows). */
  async deal(d: TapDeal): Promise<void> {
    const before = await this.dealCount();
    await this.fill(d);
    await this.page.locator('form.deal-form button[type="submit"]').click();
    await expect.poll(() => this.dealCount()).toBe(before + 1);
  }

  /** Taps a deal in without entering it. */
  async fill(d: TapDeal): Promise<void> {
    await this.radio('level', d.level);
    await this.radio('strain', d.strain);
    await this.radio('doubling', d.doubling ?? '');
    await this.radio('declarer', d.declarer);
    await this.radio('result', d.result);
    if (d.honours) {
      await this.radio('honours', d.honours.points);
      await this.radio('holder', d.honours.holder);
    }
  }

  async passOut(): Promise<void> {
    const before = await this.dealCount();
    await this.page.locator('form.deal-form button[type="button"]').first().click();
    await expect.poll(() => this.dealCount()).toBe(before + 1);
  }

  async dealCount(): Promise<number> {
    return this.page.locator('section.deals li.deal').count();
  }

  /** The sheet's totals, We and They, as numbers. */
  async totals(): Promise<{ we: number; they: number }> {
    const read = async (who: string) =>
      Number(await this.page.locator(`table.sheet [data-total="${who}"]`).getAttribute('data-value'));
    return { we: await read('we'), they: await read('they') };
  }

  /** Clicks a button by its visible text. */
  async press(text: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name: text }).first().click();
  }

  async syncState(): Promise<string | null> {
    return this.page.locator('[data-sync]').getAttribute('data-sync');
  }

  async waitSynced(): Promise<void> {
    await expect.poll(() => this.syncState(), { timeout: 20_000 }).toBe('synced');
  }
}
