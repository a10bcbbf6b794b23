// The director's desk at keyboard speed (part of npm run bench; alone: npm run bench:desk-entry).
//
//   node bench/desk-entry.js
//
// A club evening: a 13-table Mitchell, 3 boards a round, 9 rounds, so each pair plays 27 boards
// and the director enters 351 lines (39 boards, 9 lines each), typed into the desk's entry page in
// Debian's Chromium with the keyboard only. The page opens with the line field focused on board 1;
// the movement gives each board's pairs in order (round by round), so each line is typed as the
// outcome alone (`4S=N`, `3NT+1N`, `PASS`) and Enter stores it with the pairs in front; the board's
// last line opens the next board. No mouse, no Tab: every key pressed is counted.
//
// The keys are sent as fast as the page takes them (real time is printed too); the evening's time
// is simulated at two human paces, 250 ms and 150 ms a key, with LINE_PAUSE_MS per line (finding the
// next line on the traveller slip) and BOARD_PAUSE_MS per board (the next slip). Checked at the end:
// the server holds the 351 lines with the pairs the Mitchell seats (worked out here by its rule, not
// by the desk's code), and the page's rankings are cell for cell those `bridge-score session`
// prints for the event's exported JSON.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, heading, prng, startServer, table } from './lib.js';

const PACES_MS = [250, 150];
const LINE_PAUSE_MS = 500;
const BOARD_PAUSE_MS = 3000;
const TABLES = 13;
const BOARDS_PER_ROUND = 3;
const ROUNDS = 9;
const CLI = fileURLToPath(new URL('../packages/cli/bin/bridge-score.js', import.meta.url));

/** Results as players say them, the declarer in the same word as the result. */
const RESULTS = [
  '4S=S',
  '4S+1S',
  '3NT=N',
  '4S-1S',
  '3NT+1N',
  'PASS',
  '4SX-2S',
  '2H=E',
  '3S+2N',
  '4H=W',
  '5DX-1E',
  '1NT+1W',
];

/**
 * The evening by board, each board's plays in round order: in a Mitchell of n tables (odd) NS t
 * stays at table t; EW pair e starts at table e and moves up one table a round, the boards down one,
 * so in round r table t holds EW ((t − r) mod n) + 1 and set ((t + r − 2) mod n) + 1.
 */
function evening() {
  const random = prng(351);
  const byBoard = new Map();
  for (let r = 1; r <= ROUNDS; r++) {
    for (let t = 1; t <= TABLES; t++) {
      const ew = ((((t - r) % TABLES) + TABLES) % TABLES) + 1;
      const set = ((t + r - 2) % TABLES) + 1;
      for (let k = 1; k <= BOARDS_PER_ROUND; k++) {
        const board = (set - 1) * BOARDS_PER_ROUND + k;
        if (!byBoard.has(board)) byBoard.set(board, []);
        byBoard.get(board).push({ round: r, table: t, ns: t, ew });
      }
    }
  }
  return [...byBoard.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, plays]) => ({
      board,
      lines: plays
        .sort((a, b) => a.round - b.round || a.table - b.table)
        .map((p) => ({ ...p, outcome: RESULTS[Math.floor(random() * RESULTS.length)] })),
    }));
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
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bridge-score-bench-entry-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const id = crypto.randomUUID();
    await api('POST', `${server.url}/api/desk/events`, {
      id,
      setup: {
        kind: 'pairs',
        name: 'Thirteen tables',
        date: '2026-12-01',
        sections: [
          {
            name: 'A',
            movement: 'mitchell',
            tables: TABLES,
            boardsPerRound: BOARDS_PER_ROUND,
            rounds: ROUNDS,
          },
        ],
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
    const lineCount = boards.reduce((n, b) => n + b.lines.length, 0);
    let keys = 0;
    const started = performance.now();
    for (const { board, lines } of boards) {
      const shown = await page.locator('#desk-board').inputValue();
      if (shown !== String(board)) throw new Error(`board ${board} expected, the page shows ${shown}`);
      for (const l of lines) {
        // The page offers the pairs the movement seats next; the director types the outcome.
        const offered = await page.locator('#desk-line-pairs').textContent();
        if (!offered?.includes(`NS ${l.ns} against EW ${l.ew}`))
          throw new Error(
            `board ${board}: NS ${l.ns} against EW ${l.ew} expected, the page offers ${offered}`,
          );
        // Each character is a key down and up; so is Enter.
        await page.keyboard.type(l.outcome);
        await page.keyboard.press('Enter');
        keys += l.outcome.length + 1;
      }
    }
    const typing = performance.now() - started;

    // Every line stored with the pairs the Mitchell seats.
    const want = boards
      .flatMap(({ board, lines }) => lines.map((l) => `${board}: ${l.ns} ${l.ew} ${l.outcome}`))
      .sort();
    let held = [];
    for (let tries = 0; tries < 100; tries++) {
      const event = await (await api('GET', `${server.url}/api/desk/events/${id}`)).json();
      held = event.deskLines.map((l) => `${l.board}: ${l.text}`).sort();
      if (held.length === want.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (held.length !== 351 || held.join('\n') !== want.join('\n'))
      throw new Error(`the server holds ${held.length} lines, not the 351 typed with their pairs`);

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

    // The same lines typed in the other ways the page takes, for comparison (counted, not typed):
    // the declarer a word of its own (`4S= S`), and the whole line with its pairs (`7 12 4S= S`).
    const spaced = boards.flatMap((b) => b.lines).filter((l) => l.outcome !== 'PASS').length;
    const whole = boards
      .flatMap((b) => b.lines)
      .reduce((n, l) => n + String(l.ns).length + String(l.ew).length + 2, 0);
    const pauses = lineCount * LINE_PAUSE_MS + boards.length * BOARD_PAUSE_MS;
    const minutes = (ms) => `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;
    const ways = [
      ['the outcome alone, declarer joined (typed)', keys],
      ['the outcome alone, declarer a word of its own', keys + spaced],
      ['the whole line with its pairs, declarer a word of its own', keys + spaced + whole],
    ];
    table([
      ['measure', 'value'],
      ['lines typed and stored', String(lineCount)],
      ['boards (each opened by its last line)', String(boards.length)],
      ['keys (characters + Enter)', String(keys)],
      ['keys a line, mean', (keys / lineCount).toFixed(2)],
      [`pauses: ${LINE_PAUSE_MS} ms a line, ${BOARD_PAUSE_MS} ms a board`, minutes(pauses)],
      ...ways.flatMap(([way, k]) =>
        PACES_MS.map((pace) => [
          `${way}: ${k} keys (${(k / lineCount).toFixed(2)} a line) at ${pace} ms a key, with the pauses`,
          minutes(k * pace + pauses),
        ]),
      ),
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
