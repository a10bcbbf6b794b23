// The director's desk at keyboard speed (part of npm run bench; alone: npm run bench:desk-entry).
//
//   node bench/desk-entry.js
//
// A 27-board, 13-table evening, every board played at every table (351 lines), typed into the
// desk's entry page in Debian's Chromium with the keyboard only: the page opens with the line
// field focused; each line is typed as players say it (`7 12 4S+1 S`) and Enter stores it and
// leaves the field empty for the next; the board number is carried over, and an empty line and
// Enter open the next board. No mouse, no Tab: every key pressed is counted.
//
// The keys are sent as fast as the page takes them (real time is printed too); the evening's
// time is simulated at a stated human pace: PACE_MS a key (150 ms, about 80 words a minute on
// the number row), LINE_PAUSE_MS per line (finding the next line on the traveller slip) and
// BOARD_PAUSE_MS per board (the next slip). Checked at the end: the server holds all 351 lines
// as typed, and the page's rankings are cell for cell those `bridge-score session` prints for
// the event's exported JSON.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, heading, prng, startServer, table } from './lib.js';

const PACE_MS = 150;
const LINE_PAUSE_MS = 500;
const BOARD_PAUSE_MS = 3000;
const TABLES = 13;
const BOARDS = 27;
const CLI = fileURLToPath(new URL('../packages/cli/bin/bridge-score.js', import.meta.url));

/** Results as players say them: contract with its result, then declarer. */
const RESULTS = [
  '4S= S',
  '4S+1 S',
  '3NT= N',
  '4S-1 S',
  '3NT+1 N',
  'PASS',
  '4SX-2 S',
  '2H= E',
  '3S+2 N',
  '4H= W',
  '5DX-1 E',
  '1NT+1 W',
];

/** The evening's lines by board: NS t meets EW t + board − 1 (mod 13), a result drawn from RESULTS. */
function evening() {
  const random = prng(351);
  const boards = [];
  for (let board = 1; board <= BOARDS; board++) {
    const lines = [];
    for (let t = 1; t <= TABLES; t++) {
      const ew = ((t + board - 2) % TABLES) + 1;
      lines.push(`${t} ${ew} ${RESULTS[Math.floor(random() * RESULTS.length)]}`);
    }
    boards.push(lines);
  }
  return boards;
}

async function api(method, url, body) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** The page's ranking tables as text: caption, header cells, each row's cells. */
const pageRankings = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.rankings-panel table.ranking')].map((t) => [
      t.querySelector('caption')?.textContent ?? '',
      ...[...t.querySelectorAll('tr')].map((r) =>
        [...r.querySelectorAll('th, td')]
          .map((c) => (c.textContent ?? '').trim())
          .filter((x) => x !== '')
          .join(' | '),
      ),
    ]),
  );

/** The ranking tables `bridge-score session` prints, read back from its text (cells two spaces apart). */
function cliRankings(file) {
  const text = execFileSync(process.execPath, [CLI, 'session', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((l) => l.trim() !== ''))
    .filter((lines) => (lines[1] ?? '').startsWith('Place'))
    .map(([h, ...rest]) => [
      (h ?? '').trim(),
      ...rest.map((l) =>
        l
          .trim()
          .split(/\s{2,}/)
          .join(' | '),
      ),
    ]);
}

async function main() {
  heading('Director’s desk: a 27-board, 13-table evening typed at the keyboard');
  const load = os.loadavg()[0].toFixed(1);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bridge-score-bench-entry-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const id = crypto.randomUUID();
    // Every table plays every board: a section with no movement plan, its pairs those on the lines.
    await api('POST', `${server.url}/api/desk/events`, {
      id,
      setup: {
        kind: 'pairs',
        name: 'Thirteen tables',
        date: '2026-12-01',
        sections: [{ name: 'A', movement: 'mitchell', tables: 0, boardsPerRound: 0, rounds: 0 }],
        method: 'mp',
        conventions: 'bridge-score',
        overrides: {},
        pairs: [],
      },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(`${server.url}/#/desk/${id}`);
    await page.locator('#desk-line').waitFor();
    // Focused when the page opens: no key spent reaching the field.
    const focused = await page.evaluate(() => document.activeElement?.id);
    if (focused !== 'desk-line') throw new Error(`the page opened with ${focused} focused`);

    const boards = evening();
    let keys = 0;
    let lineKeys = 0;
    let boardKeys = 0;
    const started = performance.now();
    for (const [b, lines] of boards.entries()) {
      const shown = await page.locator('#desk-board').inputValue();
      if (shown !== String(b + 1)) throw new Error(`board ${b + 1} expected, the page shows ${shown}`);
      for (const text of lines) {
        // Each character is a key down and up; so is Enter.
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        keys += text.length + 1;
        lineKeys += text.length + 1;
      }
      if (b + 1 < boards.length) {
        // The next board: Enter on the empty line.
        await page.keyboard.press('Enter');
        keys += 1;
        boardKeys += 1;
      }
    }
    const typing = performance.now() - started;

    // Every line stored as typed.
    const want = boards.flat();
    let held = [];
    for (let tries = 0; tries < 100; tries++) {
      const event = await (await api('GET', `${server.url}/api/desk/events/${id}`)).json();
      held = event.deskLines.map((l) => `${l.board}: ${l.text}`);
      if (held.length === want.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const typed = boards.flatMap((lines, b) => lines.map((t) => `${b + 1}: ${t}`));
    if (held.length !== 351 || held.join('\n') !== typed.join('\n'))
      throw new Error(`the server holds ${held.length} lines, not the 351 typed`);

    // The page's rankings are those bridge-score session prints for the exported event.
    const file = join(dataDir, 'evening.json');
    writeFileSync(
      file,
      await (await api('GET', `${server.url}/api/desk/events/${id}/export?format=json`)).text(),
    );
    const cli = cliRankings(file);
    const shown = await pageRankings(page);
    if (JSON.stringify(shown) !== JSON.stringify(cli) || cli.length !== 2)
      throw new Error(
        `the page's rankings differ from the CLI's:\n${JSON.stringify({ shown, cli }, null, 1)}`,
      );

    const simulated = keys * PACE_MS + want.length * LINE_PAUSE_MS + boards.length * BOARD_PAUSE_MS;
    const minutes = (ms) => `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;
    table([
      ['measure', 'value'],
      ['lines typed and stored', String(want.length)],
      ['keys: lines (characters + Enter)', String(lineKeys)],
      ['keys: next board (Enter on the empty line)', String(boardKeys)],
      ['keys a line, mean (all keys / lines)', (keys / want.length).toFixed(2)],
      [
        `simulated time at ${PACE_MS} ms a key, ${LINE_PAUSE_MS} ms a line, ${BOARD_PAUSE_MS} ms a board`,
        minutes(simulated),
      ],
      ['of which typing (keys × pace)', minutes(keys * PACE_MS)],
      ['real time the page took the keys (as fast as sent)', minutes(typing)],
      ['rankings equal to bridge-score session (cell for cell)', 'yes'],
    ]);
    console.log(`target: under 15 min; load average at start ${load} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
