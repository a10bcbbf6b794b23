// File formats end to end (npm run bench): a 1,000,000-line traveller file read, scored and
// written by the command line, as a user runs it.
//
//   node bench/formats.js          CSV and PBN, 5 runs each, in turn (best and median)
//   node bench/formats.js csv      only the CSV
//
// The files come from a seeded generator (the same every run) into bench/data/: 1,000 Mitchell
// sections of 20 tables, 50 boards each played at every table, so 1,000,000 traveller lines;
// each board has a few contracts, mostly made, sometimes an overtrick or down, a pass-out now
// and then, and an artificial score (A60A40) in one line of 500. Each run is
// `bridge-score session big.csv --format json > /dev/null`; its wall time is measured here and
// its peak resident memory by the child itself (process.resourceUsage().maxRSS, printed by
// BRIDGE_SCORE_REPORT_RSS). Targets (the issue): under 5 s and under 1 GiB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, heading, prng, table } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, 'data');
const cli = join(here, '..', 'packages', 'cli', 'bin', 'bridge-score.js');
const SECTIONS = 1000;
const TABLES = 20;
const BOARDS = 50;
const LINES = SECTIONS * TABLES * BOARDS;

const SEATS = ['N', 'E', 'S', 'W'];
const STRAINS = ['C', 'D', 'H', 'S', 'NT'];

/** The lines of the generated event, one callback each, in board order within each section. */
function generate(each) {
  const rnd = prng(2026);
  for (let s = 1; s <= SECTIONS; s++) {
    const section = `S${s}`;
    for (let b = 1; b <= BOARDS; b++) {
      // Each board has a "par" contract most tables reach, and some variety.
      const level = 1 + Math.floor(rnd() * 5);
      const strain = STRAINS[Math.floor(rnd() * 5)];
      const declarer = SEATS[Math.floor(rnd() * 4)];
      for (let t = 1; t <= TABLES; t++) {
        const ew = ((t + b) % TABLES) + 1;
        const r = rnd();
        if (r < 0.002) {
          each({ section, board: b, ns: t, ew, adjusted: 'A60A40' });
          continue;
        }
        if (r < 0.01) {
          each({ section, board: b, ns: t, ew, contract: 'Pass' });
          continue;
        }
        const lvl = r < 0.8 ? level : Math.min(7, 1 + Math.floor(rnd() * 6));
        const str = r < 0.8 ? strain : STRAINS[Math.floor(rnd() * 5)];
        const doubled = rnd() < 0.05 ? 'X' : '';
        const spread = rnd();
        const tricks = Math.max(
          0,
          Math.min(13, lvl + 6 + (spread < 0.6 ? 0 : spread < 0.8 ? 1 : spread < 0.95 ? -1 : -2)),
        );
        each({
          section,
          board: b,
          ns: t,
          ew,
          contract: `${lvl}${str}${doubled}`,
          declarer: r < 0.8 ? declarer : SEATS[Math.floor(rnd() * 4)],
          tricks,
        });
      }
    }
  }
}

function writeCsv(path) {
  const out = ['section,board,ns,ew,contract,declarer,tricks,score'];
  generate((l) => {
    out.push(
      l.adjusted
        ? `${l.section},${l.board},${l.ns},${l.ew},,,,${l.adjusted}`
        : l.contract === 'Pass'
          ? `${l.section},${l.board},${l.ns},${l.ew},Pass,,,`
          : `${l.section},${l.board},${l.ns},${l.ew},${l.contract},${l.declarer},${l.tricks},`,
    );
  });
  writeFileSync(path, `${out.join('\n')}\n`);
}

const SCORE_TABLE =
  'Section\\2L;PairId_NS\\2R;PairId_EW\\2R;Contract\\6L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R';

function writePbn(path) {
  // One game per board, its ScoreTable holding every section's lines of that board.
  const byBoard = Array.from({ length: BOARDS }, () => []);
  generate((l) => {
    const contract = l.adjusted ?? l.contract;
    const declarer = l.declarer ?? '-';
    const tricks = l.tricks === undefined ? '-' : String(l.tricks).padStart(2);
    byBoard[l.board - 1].push(
      `${l.section.padEnd(5)} ${String(l.ns).padStart(2)} ${String(l.ew).padStart(2)} ${contract.padEnd(6)} ${declarer} ${tricks}     -     -`,
    );
  });
  const parts = ['% PBN 2.1\n% EXPORT\n'];
  for (let b = 1; b <= BOARDS; b++) {
    parts.push(`\n[Event "Bench"]\n[Board "${b}"]\n[Scoring "MP"]\n[ScoreTable "${SCORE_TABLE}"]\n`);
    parts.push(`${byBoard[b - 1].join('\n')}\n`);
  }
  writeFileSync(path, parts.join(''));
}

const ROUNDS = 5;

/** One session run of a file: its wall time in ms and the child's peak RSS. */
function runOnce(file, format) {
  const t = performance.now();
  const child = spawnSync(
    'bash',
    ['-c', `"${process.execPath}" "${cli}" session "${file}" --format ${format} > /dev/null`],
    { env: { ...process.env, BRIDGE_SCORE_REPORT_RSS: '1' }, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const ms = performance.now() - t;
  const m = /max-rss-kib (\d+)/.exec(child.stderr ?? '');
  // Exit 1 is problems in the input (the benchmark files have none that stop scoring); a crash
  // also exits 1, with a stack trace on standard error, and no RSS report.
  const crashed = /\n\s+at /.test(child.stderr ?? '') || !m;
  if ((child.status !== 0 && child.status !== 1) || crashed) {
    console.log(`session ${file} exited ${child.status}: ${(child.stderr ?? '').slice(0, 500)}`);
    process.exit(1);
  }
  return { ms, rss: m ? Number(m[1]) * 1024 : 0 };
}

/**
 * Each file's session ROUNDS times, the files in turn round after round (so that all meet the
 * same load on this shared machine): the best and median time, the highest peak RSS.
 */
function runAll(files) {
  const times = files.map(() => []);
  const rss = files.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    files.forEach(([, file], i) => {
      const r = runOnce(file, 'json');
      times[i].push(r.ms);
      rss[i] = Math.max(rss[i], r.rss);
    });
  }
  return files.map((_, i) => {
    const t = times[i].sort((a, b) => a - b);
    return { ms: t[0], median: t[Math.floor(t.length / 2)], rss: rss[i] };
  });
}

const which = process.argv[2];
mkdirSync(dataDir, { recursive: true });
const csv = join(dataDir, 'big.csv');
const pbn = join(dataDir, 'big.pbn');
if (!existsSync(csv)) writeCsv(csv);
if (which !== 'csv' && !existsSync(pbn)) writePbn(pbn);

heading(
  `Files end to end: bridge-score session on ${fmt(LINES, 0)} traveller lines, --format json > /dev/null, ${ROUNDS} runs each`,
);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);
const rows = [['file', 'size', 'best s', 'median s', 'lines/s (best)', 'peak RSS']];
const files =
  which === 'csv'
    ? [['CSV', csv]]
    : [
        ['CSV', csv],
        ['PBN', pbn],
      ];
const results = runAll(files).map((r, i) => [files[i][0], r]);
for (const [[name, file], [, r]] of files.map((f, i) => [f, results[i]])) {
  rows.push([
    `${name} ${file.split('/').pop()}`,
    `${fmt(statSync(file).size / 2 ** 20)} MiB`,
    fmt(r.ms / 1000, 2),
    fmt(r.median / 1000, 2),
    fmt(LINES / (r.ms / 1000), 0),
    `${fmt(r.rss / 2 ** 20, 0)} MiB`,
  ]);
}
table(rows);
console.log(`load average after: ${load()}`);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `\ntarget (best run): ${results
    .map(([name, r]) => `${name} under 5 s ${verdict(r.ms < 5000)}, under 1 GiB ${verdict(r.rss < 2 ** 30)}`)
    .join('; ')}`,
);
