/**
 * The browser tests' harness: Debian's Chromium driven by playwright-core
 * (never `playwright install`, which cannot download here), and the real
 * server as `npm start` runs it, on 127.0.0.1 with a database of its own.
 *
 * Where Chromium is missing the tests fail and say how to install it, unless
 * SKIP_BROWSER=1 is set: then they are skipped, and say so.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type ServerProcess, startProcess } from '../../server/test/process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const skip = process.env.SKIP_BROWSER === '1';
export const chromiumPresent = existsSync(CHROMIUM);
if (skip) {
  process.stdout.write(
    `browser tests skipped: SKIP_BROWSER=1 (Chromium ${chromiumPresent ? 'is' : 'is not'} at ${CHROMIUM})\n`,
  );
}

/** `describe` for browser tests: skipped with SKIP_BROWSER=1. */
export const describeBrowser = skip ? describe.skip : describe;

export const WEB_DIST = fileURLToPath(new URL('../dist/index.html', import.meta.url));

export async function launch(): Promise<Browser> {
  if (!chromiumPresent) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the browser tests need it. Install it with ` +
        '"apt-get install -y chromium" (.ci/run does so), point CHROMIUM_PATH at another build, ' +
        'or set SKIP_BROWSER=1 to skip the browser tests.',
    );
  }
  if (!existsSync(WEB_DIST)) throw new Error(`the page is not built (${WEB_DIST}): run npm run build`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
}

/** A phone-sized window in a language. */
export async function phone(
  browser: Browser,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    locale,
    deviceScaleFactor: 1,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page };
}

export interface TestSite {
  server: ServerProcess;
  readonly dataDir: string;
  /** Stops the server (SIGTERM) and starts it again on the same port and data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** The real server on 127.0.0.1, a free port, a fresh data folder. */
export async function startSite(): Promise<TestSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-score-web-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT: '0' };
  const site: TestSite = {
    server: await startProcess({ ...env, PORT: '0' }),
    dataDir,
    async stop() {
      await site.server.stop('SIGTERM');
    },
    async restart() {
      const port = String(site.server.port);
      await site.server.stop('SIGTERM');
      site.server = await startProcess({ ...env, PORT: port });
    },
    async close() {
      await site.server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** What the server holds of an evening (through its API). */
export async function serverEvening(
  site: TestSite,
  id: string,
): Promise<{ status: number; version?: number; summary?: { totals: { NS: number; EW: number } } }> {
  const res = await fetch(`${site.server.url}/api/evenings/${id}`);
  return { status: res.status, ...((await res.json()) as object) };
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in the page (through the devtools protocol, which the page's CSP does not govern)
 * and fails, naming `where`, on any serious or critical violation.
 */
export async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run;
    const r = await run({ resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${where}: ${JSON.stringify(serious)}`).toEqual([]);
}
