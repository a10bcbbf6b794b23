// File formats end to end (npm run bench): a 1,000,000-line traveller file read, scored,
// converted and written by the command line, as a user runs it.
//
//   node bench/formats.js          CSV and PBN sessions, then the USEBIO workloads
//   node bench/formats.js csv      only the CSV session
//   node bench/formats.js usebio   only the USEBIO workloads
//
// The files come from a seeded generator (the same every run) into bench/data/: 1,000 Mitchell
// sections of 20 tables, 50 boards each played at every table, so 1,000,000 traveller lines;
// each board has a few contracts, mostly made, sometimes an overtrick or down, a pass-out now
// and then, and an artificial score (A60A40) in one line of 500. The same lines are written as
// CSV, PBN (one game per board) and USEBIO (a SECTION per section, one element per line of XML,
// as our writer and the EBU's programs write it: 7 million lines, about 232 MiB).
//
// Each run is a spawned command line; its wall time is measured here, its peak resident memory
// and its CPU time (user and system, all its threads: the collector's helpers too) by the child
// itself (process.resourceUsage(), printed by BRIDGE_SCORE_REPORT_RSS). The workloads run in
// turn, round after round, so that all meet the same load on a shared machine; each reports its
// best and median wall and CPU time and highest peak RSS (on a loaded machine the CPU time is
// the steadier figure).
//
// - Sessions: `session big.csv|big.pbn --format json > /dev/null`. Targets: under 5 s and 1 GiB.
// - USEBIO (issue: USEBIO read as a stream): `session big.xml --format json > /dev/null`,
//   `convert big.xml out.pbn --force` and `convert big.pbn out.xml --force` (each round replaces
//   the last round's file). Targets: the first two under 5 s
//   and 600 MiB, the last under 5 s.
// - Values equal: the JSON of `session big.xml` is the JSON of `session big.pbn` byte for byte,
//   and so are the sessions of the two converted files.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
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

/** The USEBIO our writer makes of the same lines: one element per line of XML, two blanks a level. */
function writeUsebio(path) {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    '  <EVENT EVENT_TYPE="MP_PAIRS">',
    '    <PROGRAM_NAME>bench</PROGRAM_NAME>',
    '    <EVENT_DESCRIPTION>Bench</EVENT_DESCRIPTION>',
    '    <BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>',
  ];
  let section = null;
  let board = null;
  generate((l) => {
    if (l.section !== section) {
      if (board !== null) out.push('      </BOARD>');
      if (section !== null) out.push('    </SECTION>');
      out.push(`    <SECTION SECTION_ID="${l.section}">`);
      section = l.section;
      board = null;
    }
    if (l.board !== board) {
      if (board !== null) out.push('      </BOARD>');
      out.push('      <BOARD>', `        <BOARD_NUMBER>${l.board}</BOARD_NUMBER>`);
      board = l.board;
    }
    out.push(
      '        <TRAVELLER_LINE>',
      `          <NS_PAIR_NUMBER>${l.ns}</NS_PAIR_NUMBER>`,
      `          <EW_PAIR_NUMBER>${l.ew}</EW_PAIR_NUMBER>`,
    );
    if (l.adjusted) out.push(`          <SCORE>${l.adjusted}</SCORE>`);
    else if (l.contract === 'Pass') out.push('          <CONTRACT>PASS</CONTRACT>');
    else
      out.push(
        `          <CONTRACT>${l.contract}</CONTRACT>`,
        `          <PLAYED_BY>${l.declarer}</PLAYED_BY>`,
        `          <TRICKS>${l.tricks}</TRICKS>`,
      );
    out.push('        </TRAVELLER_LINE>');
  });
  out.push('      </BOARD>', '    </SECTION>', '  </EVENT>', '</USEBIO>');
  // Written a few hundred thousand lines at a time: seven million lines are too many for one join.
  const fd = openSync(path, 'w');
  for (let i = 0; i < out.length; i += 1 << 18) writeSync(fd, `${out.slice(i, i + (1 << 18)).join('\n')}\n`);
  closeSync(fd);
}

const ROUNDS = 5;

/** One run of the command line (`args`, standard output to /dev/null): its wall time in ms and peak RSS. */
function runOnce(args) {
  const t = performance.now();
  const quoted = args.map((a) => `"${a}"`).join(' ');
  const child = spawnSync('bash', ['-c', `"${process.execPath}" "${cli}" ${quoted} > /dev/null`], {
    env: { ...process.env, BRIDGE_SCORE_REPORT_RSS: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const ms = performance.now() - t;
  const m = /max-rss-kib (\d+)/.exec(child.stderr ?? '');
  const cpu = /cpu-us (\d+)/.exec(child.stderr ?? '');
  // Exit 1 is problems in the input (the benchmark files have none that stop scoring); a crash
  // also exits 1, with a stack trace on standard error, and no RSS report.
  const crashed = /\n\s+at /.test(child.stderr ?? '') || !m;
  if ((child.status !== 0 && child.status !== 1) || crashed) {
    console.log(`${args.join(' ')} exited ${child.status}: ${(child.stderr ?? '').slice(0, 500)}`);
    process.exit(1);
  }
  return { ms, rss: m ? Number(m[1]) * 1024 : 0, cpuMs: cpu ? Number(cpu[1]) / 1000 : 0 };
}

/**
 * Each workload ROUNDS times, the workloads in turn round after round (so that all meet the
 * same load on this shared machine): the best and median time, the highest peak RSS.
 */
function runAll(workloads) {
  const times = workloads.map(() => []);
  const cpus = workloads.map(() => []);
  const rss = workloads.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    workloads.forEach(([, args], i) => {
      const r = runOnce(args);
      times[i].push(r.ms);
      cpus[i].push(r.cpuMs);
      rss[i] = Math.max(rss[i], r.rss);
    });
  }
  return workloads.map((_, i) => {
    const t = times[i].sort((a, b) => a - b);
    const c = cpus[i].sort((a, b) => a - b);
    return {
      ms: t[0],
      median: t[Math.floor(t.length / 2)],
      cpu: c[0],
      cpuMedian: c[Math.floor(c.length / 2)],
      rss: rss[i],
    };
  });
}

/** The SHA-256 of a command's standard output (for the values-equal checks). */
/**
 * The hash of a session's JSON without its `conventions` member: that member names who wrote the
 * file (the generator, or bridge-score after a conversion), which differs by design; every figure is compared.
 */
function outputHash(args) {
  const child = spawnSync(process.execPath, [cli, ...args], { maxBuffer: 1 << 30 });
  const { conventions: _writer, ...figures } = JSON.parse(child.stdout.toString('utf8'));
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex');
}

const which = process.argv[2];
mkdirSync(dataDir, { recursive: true });
const csv = join(dataDir, 'big.csv');
const pbn = join(dataDir, 'big.pbn');
const xml = join(dataDir, 'big.xml');
if (which !== 'usebio' && !existsSync(csv)) writeCsv(csv);
if (which !== 'csv' && !existsSync(pbn)) writePbn(pbn);
if ((which === undefined || which === 'usebio') && !existsSync(xml)) writeUsebio(xml);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const mib = (bytes) => `${fmt(bytes / 2 ** 20, 0)} MiB`;

if (which !== 'usebio') {
  heading(
    `Files end to end: bridge-score session on ${fmt(LINES, 0)} traveller lines, --format json > /dev/null, ${ROUNDS} runs each`,
  );
  console.log(`load average before: ${load()}`);
  const rows = [['file', 'size', 'best s', 'median s', 'lines/s (best)', 'peak RSS']];
  const files =
    which === 'csv'
      ? [['CSV', csv]]
      : [
          ['CSV', csv],
          ['PBN', pbn],
        ];
  const results = runAll(files.map(([name, file]) => [name, ['session', file, '--format', 'json']]));
  files.forEach(([name, file], i) => {
    const r = results[i];
    rows.push([
      `${name} ${file.split('/').pop()}`,
      mib(statSync(file).size),
      fmt(r.ms / 1000, 2),
      fmt(r.median / 1000, 2),
      fmt(LINES / (r.ms / 1000), 0),
      mib(r.rss),
    ]);
  });
  table(rows);
  console.log(`load average after: ${load()}`);
  console.log(
    `\ntarget (best run): ${results
      .map(
        (r, i) => `${files[i][0]} under 5 s ${verdict(r.ms < 5000)}, under 1 GiB ${verdict(r.rss < 2 ** 30)}`,
      )
      .join('; ')}`,
  );
}

if (which === undefined || which === 'usebio') {
  const fromXml = join(dataDir, 'from-usebio.pbn');
  const fromPbn = join(dataDir, 'from-pbn.xml');
  heading(`USEBIO, ${fmt(LINES, 0)} traveller lines (${mib(statSync(xml).size)}), ${ROUNDS} runs each`);
  console.log(`load average before: ${load()}`);
  const workloads = [
    ['session big.xml --format json', ['session', xml, '--format', 'json']],
    ['convert big.xml (USEBIO to PBN)', ['convert', xml, fromXml, '--force']],
    ['convert big.pbn (PBN to USEBIO)', ['convert', pbn, fromPbn, '--force']],
  ];
  const results = runAll(workloads);
  const rows = [['workload', 'best s', 'median s', 'CPU s best', 'CPU s median', 'peak RSS']];
  workloads.forEach(([name], i) => {
    const r = results[i];
    rows.push([
      name,
      fmt(r.ms / 1000, 2),
      fmt(r.median / 1000, 2),
      fmt(r.cpu / 1000, 2),
      fmt(r.cpuMedian / 1000, 2),
      mib(r.rss),
    ]);
  });
  table(rows);
  console.log(`load average after: ${load()}`);
  const [session, toPbn, toXml] = results;
  console.log(
    `\ntarget (median): USEBIO session under 5 s ${verdict(session.median < 5000)}, under 600 MiB ${verdict(
      session.rss < 600 * 2 ** 20,
    )}; USEBIO to PBN under 5 s ${verdict(toPbn.median < 5000)}, under 600 MiB ${verdict(
      toPbn.rss < 600 * 2 ** 20,
    )}; PBN to USEBIO under 5 s ${verdict(toXml.median < 5000)}`,
  );
  // The values: the same session JSON from the USEBIO file, the PBN file and both converted files.
  const json = ['--format', 'json'];
  const expected = outputHash(['session', pbn, ...json]);
  const checks = [
    ['session big.xml', outputHash(['session', xml, ...json])],
    ['session of the PBN converted from big.xml', outputHash(['session', fromXml, ...json])],
    ['session of the USEBIO converted from big.pbn', outputHash(['session', fromPbn, ...json])],
  ];
  for (const [name, hash] of checks)
    console.log(`values: ${name} ${hash === expected ? 'equal to' : 'DIFFERENT from'} session big.pbn`);
  if (checks.some(([, hash]) => hash !== expected)) process.exitCode = 1;
}
