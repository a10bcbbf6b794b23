// One deal (npm run bench): each path a user takes to score one deal, side by side with the call of
// bridge-scorer 2.4.0 that answers the same question, on the same 2^20 random deals, timed in turn
// (A B A B …, medians and bests of 11 rounds); each side's peak memory in a process of its own;
// and every deal's score compared between the two before anything is timed. Each table ends with
// two rows that read the deals' fields and score nothing, in turn with the peer: the most any
// scorer can reach (with the words' lengths read, and the six fields alone).
// The same rows then on 2^12 deals (in cache), in a process of their own. Then the
// `deal --jsonl` stream end to end, beside a script that does the same with bridge-scorer.
//
//   node bench/run.js           all of it
//   node bench/run.js deal      the one-deal rows, on 2^20 deals and then on 2^12 (in cache)
//   node bench/run.js --in-cache  the one-deal rows on 2^12 deals only
//   node bench/run.js stream    the stream
//
// bridge-scorer scores a deal with `contractTricks(contract, vulnerable, tricks)`: declarer's
// score, given whether declarer is vulnerable. It has no call that takes the declarer's seat and
// the board's vulnerability, so where ours does, its side is that call and the two lines a
// caller writes around it (declarer's vulnerability from the board, the sign from the seat).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  contractOf,
  DOUBLINGS,
  declarerPoints,
  isVulnerable,
  LEVELS,
  nsScore,
  SEATS,
  STRAINS,
  scoreDeal,
  sideOf,
  VULNERABILITIES,
} from '@bridge-score/core';
import { alternate, child, fmt, heading, machine, mib, peakRss, prng, ratio, require, table } from './lib.js';

const scorer = require('bridge-scorer');
const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
// `--in-cache`: the same rows on 2^12 deals (a few hundred KiB, in the processor's cache) scored
// 256 times a round, so that each round makes as many calls as at 2^20 (the 2^20 deals, over
// 200 MiB, are read from memory: each call's share of that traffic is the same for both libraries).
const IN_CACHE = process.argv.includes('--in-cache');
const N = IN_CACHE ? 1 << 12 : 1 << 20; // deals
const REPS = (1 << 20) / N; // passes over the deals a round
const CALLS = N * REPS;
const ROUNDS = 11;

// ---------------------------------------------------------------------------
// The deals: the same random facts for both libraries (contract, declarer, tricks 0–13, the
// board's vulnerability), each side given them in its own shape.

function facts() {
  const rnd = prng(2026);
  const f = {
    level: new Uint8Array(N),
    strain: new Uint8Array(N),
    doubling: new Uint8Array(N),
    seat: new Uint8Array(N),
    vulnerability: new Uint8Array(N),
    tricks: new Uint8Array(N),
  };
  for (let i = 0; i < N; i++) {
    f.level[i] = LEVELS[Math.floor(rnd() * 7)];
    f.strain[i] = Math.floor(rnd() * 5);
    f.doubling[i] = Math.floor(rnd() * 3);
    f.seat[i] = Math.floor(rnd() * 4);
    f.vulnerability[i] = Math.floor(rnd() * 4);
    f.tricks[i] = Math.floor(rnd() * 14);
  }
  return f;
}

const seatOf = (f, i) => SEATS[f.seat[i]];
const vulnerabilityOf = (f, i) => VULNERABILITIES[f.vulnerability[i]];
/** Whether declarer is vulnerable: the pre-digested form both libraries' fastest calls take. */
const declarerVulnerable = (f) =>
  Array.from(f.seat, (seat, i) => isVulnerable(vulnerabilityOf(f, i), sideOf(SEATS[seat])));

/** bridge-scorer's contract, one object per contract (a caller that pre-digests keeps them). */
const peerContracts = LEVELS.flatMap((level) =>
  STRAINS.flatMap((denomination) => DOUBLINGS.map((risk) => ({ level, denomination, risk }))),
);
const contractIndex = (f, i) => ((f.level[i] - 1) * 5 + f.strain[i]) * 3 + f.doubling[i];

/** What a caller of bridge-scorer writes to get North-South's score of a deal. */
function peerNsScore(deal) {
  const ns = deal.declarer === 'N' || deal.declarer === 'S';
  const vulnerable = deal.vulnerability === 'Both' || deal.vulnerability === (ns ? 'NS' : 'EW');
  const points = scorer.contractTricks(deal.contract, vulnerable, deal.tricks);
  return ns ? points : -points;
}

// Each loop keeps its sum a 32-bit integer, the same on both sides: a sum that outgrew V8's small
// integers would make it recompile the loop in the middle of a round.

/** Each side of each row: its call, its inputs built from the facts, a timed loop, each deal's NS score. */
const SIDES = {
  oursPoints: {
    call: 'declarerPoints(contract, vulnerable, tricks)',
    inputs: (f) => ({
      contracts: Array.from(f.level, (level, i) =>
        contractOf(level, STRAINS[f.strain[i]], DOUBLINGS[f.doubling[i]]),
      ),
      vulnerable: declarerVulnerable(f),
      tricks: Int32Array.from(f.tricks),
    }),
    run({ contracts, vulnerable, tricks }) {
      let sum = 0;
      for (let r = 0; r < REPS; r++)
        for (let i = 0; i < N; i++) sum = (sum + declarerPoints(contracts[i], vulnerable[i], tricks[i])) | 0;
      return sum;
    },
    value: ({ contracts, vulnerable, tricks }, i) => declarerPoints(contracts[i], vulnerable[i], tricks[i]),
  },
  peerPoints: {
    call: 'contractTricks(contract, vulnerable, tricks)',
    inputs: (f) => ({
      contracts: Array.from(f.level, (_, i) => peerContracts[contractIndex(f, i)]),
      vulnerable: declarerVulnerable(f),
      tricks: Int32Array.from(f.tricks),
    }),
    run({ contracts, vulnerable, tricks }) {
      let sum = 0;
      for (let r = 0; r < REPS; r++)
        for (let i = 0; i < N; i++)
          sum = (sum + scorer.contractTricks(contracts[i], vulnerable[i], tricks[i])) | 0;
      return sum;
    },
    value: ({ contracts, vulnerable, tricks }, i) =>
      scorer.contractTricks(contracts[i], vulnerable[i], tricks[i]),
  },
  oursNs: {
    call: 'nsScore(deal), contract { level, strain, doubling }',
    inputs: (f) => plainDeals(f),
    run(deals) {
      let sum = 0;
      for (let r = 0; r < REPS; r++)
        for (let i = 0; i < N; i++) {
          const x = nsScore(deals[i]);
          if (x.ok) sum = (sum + x.value) | 0;
        }
      return sum;
    },
    value: (deals, i) => nsScore(deals[i]).value,
  },
  oursScorePlain: {
    call: 'scoreDeal(deal), contract { level, strain, doubling }',
    inputs: (f) => plainDeals(f),
    run: scoreAll,
    value: (deals, i) => scoreDeal(deals[i]).value.ns,
  },
  oursScoreParsed: {
    call: 'scoreDeal(deal), contract from parseContract',
    inputs: (f) =>
      Array.from(f.level, (level, i) => ({
        contract: contractOf(level, STRAINS[f.strain[i]], DOUBLINGS[f.doubling[i]]),
        declarer: seatOf(f, i),
        tricks: f.tricks[i],
        vulnerability: vulnerabilityOf(f, i),
      })),
    run: scoreAll,
    value: (deals, i) => scoreDeal(deals[i]).value.ns,
  },
  peerNs: {
    call: 'contractTricks + seat and board vulnerability',
    inputs: (f) =>
      Array.from(f.level, (level, i) => ({
        contract: { level, denomination: STRAINS[f.strain[i]], risk: DOUBLINGS[f.doubling[i]] },
        declarer: seatOf(f, i),
        tricks: f.tricks[i],
        vulnerability: vulnerabilityOf(f, i),
      })),
    run(deals) {
      let sum = 0;
      for (let r = 0; r < REPS; r++) for (let i = 0; i < N; i++) sum = (sum + peerNsScore(deals[i])) | 0;
      return sum;
    },
    value: (deals, i) => peerNsScore(deals[i]),
  },
};

/** Deals as a caller writes them: a fresh plain contract object in each. */
function plainDeals(f) {
  return Array.from(f.level, (level, i) => ({
    contract: { level, strain: STRAINS[f.strain[i]], doubling: DOUBLINGS[f.doubling[i]] },
    declarer: seatOf(f, i),
    tricks: f.tricks[i],
    vulnerability: vulnerabilityOf(f, i),
  }));
}

/** The full breakdown, used: the NS score plus the number of items, so that nothing is left unread. */
function scoreAll(deals) {
  let sum = 0;
  for (let r = 0; r < REPS; r++)
    for (let i = 0; i < N; i++) {
      const x = scoreDeal(deals[i]);
      if (x.ok) sum = (sum + x.value.ns + x.value.breakdown.length) | 0;
    }
  return sum;
}

const ROWS = [
  {
    label: "declarer's points, vulnerability a boolean (pre-digested)",
    ours: 'oursPoints',
    peer: 'peerPoints',
  },
  { label: 'NS score from a plain contract, seat, board vulnerability', ours: 'oursNs', peer: 'peerNs' },
  { label: 'full breakdown from a plain contract (vs its NS score)', ours: 'oursScorePlain', peer: 'peerNs' },
  {
    label: 'full breakdown from a parsed contract (vs its NS score)',
    ours: 'oursScoreParsed',
    peer: 'peerNs',
  },
];

/** One side alone in this process, for its peak memory: inputs built, its loop run three times. */
function childSide(name) {
  const side = SIDES[name];
  const data = side.inputs(facts());
  for (let k = 0; k < 3; k++) side.run(data);
  return { rss: peakRss() };
}

/** Reading the fields of the plain deals and nothing else: what any library pays before it scores. */
function readFields(deals) {
  let sum = 0;
  for (let r = 0; r < REPS; r++)
    for (let i = 0; i < N; i++) {
      const d = deals[i];
      const c = d.contract;
      sum =
        (sum +
          c.level +
          c.strain.length +
          c.doubling.length +
          d.declarer.length +
          d.tricks +
          d.vulnerability.length) |
        0;
    }
  return sum;
}

/**
 * Reading the six fields of the plain deals and nothing more: each word is only tested against
 * undefined, which needs its reference and not the string it points to. What a scorer must read.
 */
function readFieldsOnly(deals) {
  let sum = 0;
  for (let r = 0; r < REPS; r++)
    for (let i = 0; i < N; i++) {
      const d = deals[i];
      const c = d.contract;
      sum =
        (sum +
          c.level +
          d.tricks +
          +(c.strain !== undefined) +
          +(c.doubling !== undefined) +
          +(d.declarer !== undefined) +
          +(d.vulnerability !== undefined)) |
        0;
    }
  return sum;
}

function oneDeal() {
  heading(
    IN_CACHE
      ? `One deal, in cache: ${fmt(N, 0)} random deals scored ${REPS} times a round (${fmt(CALLS, 0)} calls), the two libraries in turn, ${ROUNDS} rounds; million deals a second`
      : `One deal: ${fmt(N, 0)} random deals a round, the two libraries in turn, ${ROUNDS} rounds; million deals a second`,
  );
  const f = facts();
  const rows = [
    [
      'workload',
      'ours median',
      'best',
      'theirs median',
      'best',
      'ratio',
      'ratio of CPU time',
      ...(IN_CACHE ? [] : ['peak RSS ours / theirs']),
    ],
  ];
  const figures = [];
  const rate = (x) => fmt(CALLS / x / 1e3);
  for (const row of ROWS) {
    const ours = SIDES[row.ours];
    const peer = SIDES[row.peer];
    const a = ours.inputs(f);
    const b = peer.inputs(f);
    // Agreement first, on every deal: a benchmark of wrong answers is worthless.
    for (let i = 0; i < N; i++) {
      const x = ours.value(a, i);
      const y = peer.value(b, i);
      if (x !== y) {
        console.log(`${row.label}: deal ${i} scores ${x} here and ${y} in bridge-scorer`);
        process.exit(1);
      }
    }
    const [t, u] = alternate([() => ours.run(a), () => peer.run(b)], { rounds: ROUNDS });
    const memory = IN_CACHE
      ? []
      : [`${mib(child(self, ['--child', row.ours]).rss)} / ${mib(child(self, ['--child', row.peer]).rss)}`];
    rows.push([
      row.label,
      rate(t.median),
      rate(t.best),
      rate(u.median),
      rate(u.best),
      ratio(u.median, t.median),
      ratio(u.cpu, t.cpu),
      ...memory,
    ]);
    figures.push({ row, t, u });
  }
  // The ceilings: reading the same fields of the same plain deals and nothing else, in turn with
  // the peer's NS score. No scorer can go faster than it reads its input.
  const deals = plainDeals(f);
  const peerDeals = SIDES.peerNs.inputs(f);
  const ceilings = [
    ['reading the fields and the strings’ lengths, no scoring (vs its NS score)', readFields],
    ['reading the six fields only, no scoring (vs its NS score)', readFieldsOnly],
  ].map(([label, read]) => {
    const [t, u] = alternate([() => read(deals), () => SIDES.peerNs.run(peerDeals)], { rounds: ROUNDS });
    rows.push([
      label,
      rate(t.median),
      rate(t.best),
      rate(u.median),
      rate(u.best),
      ratio(u.median, t.median),
      ratio(u.cpu, t.cpu),
      ...(IN_CACHE ? [] : ['—']),
    ]);
    return u.median / t.median;
  });
  table(rows);
  console.log('\nThe calls (ours; bridge-scorer):');
  for (const row of ROWS) console.log(`  ${row.label}: ${SIDES[row.ours].call}; ${SIDES[row.peer].call}`);
  const [ns, plain, parsed] = figures.slice(1).map(({ t, u }) => u.median / t.median);
  const times = (x) => `${x.toFixed(2)}×`;
  console.log(
    "The last two rows score nothing: the first reads each plain deal's six fields and the lengths of its four words, " +
      'the second only the six fields (a word is tested against undefined, which does not read the string). ' +
      `Their ratios, ${ceilings.map(times).join(' and ')}, are the most any scorer of these deals can reach here; ` +
      `nsScore reaches ${ceilings.map((c) => `${Math.round((ns / c) * 100)}%`).join(' and ')} of them.`,
  );
  const verdict = (x, target) => `${times(x)}: ${x >= target ? 'met' : 'NOT met'}`;
  console.log(
    `\ntargets${IN_CACHE ? ' (in cache)' : ''}: nsScore >= 5x bridge-scorer (${verdict(ns, 5)}` +
      (Math.max(...ceilings) < 5
        ? `; not reachable here: the ceilings are ${ceilings.map(times).join(' and ')}), `
        : '), ') +
      `scoreDeal from a plain contract >= 1x (${verdict(plain, 1)}), ` +
      `scoreDeal from a parsed contract >= 1x (${verdict(parsed, 1)})`,
  );
  console.log(
    'Ratio: theirs over ours, wall-clock medians; of CPU time: the same with the process CPU time of each round (all threads). ' +
      (IN_CACHE
        ? ''
        : 'Peak RSS: each side alone in a process that builds its 2^20 deals and scores them three times.'),
  );
}

// ---------------------------------------------------------------------------
// The stream: a million JSON lines through the command line, and through a script that does the
// same with bridge-scorer (bench/peer-jsonl.js). Each run is a child process, the two in turn.

const LINES = 1_000_000;
const STREAM_ROUNDS = 5;
const dataDir = join(here, 'data');
const linesFile = join(dataDir, 'deals.jsonl');
const cli = join(here, '..', 'packages', 'cli', 'bin', 'bridge-score.js');
const peerScript = join(here, 'peer-jsonl.js');

async function writeLines() {
  mkdirSync(dataDir, { recursive: true });
  await new Promise((resolve, reject) => {
    const out = createWriteStream(linesFile);
    const r = prng(7);
    let chunk = '';
    for (let i = 0; i < LINES; i++) {
      const level = 1 + Math.floor(r() * 7);
      const strain = STRAINS[Math.floor(r() * 5)];
      const dbl = DOUBLINGS[Math.floor(r() * 3)];
      const by = SEATS[Math.floor(r() * 4)];
      const t = Math.floor(r() * 14);
      chunk += `{"contract":"${level}${strain}${dbl}","by":"${by}","tricks":${t},"board":${1 + (i % 32)}}\n`;
      if (chunk.length > 1 << 16) {
        out.write(chunk);
        chunk = '';
      }
    }
    out.end(chunk, (e) => (e ? reject(e) : resolve()));
  });
}

const STREAMS = [
  { name: 'bridge-score deal --jsonl', args: [cli, 'deal', '--jsonl'] },
  { name: 'bridge-scorer in bench/peer-jsonl.js', args: [peerScript] },
];

/** One run of a stream command, input from the file, output to /dev/null: wall time and peak RSS. */
function streamOnce({ args }) {
  const t = performance.now();
  const quoted = args.map((a) => `"${a}"`).join(' ');
  const r = spawnSync('bash', ['-c', `"${process.execPath}" ${quoted} < "${linesFile}" > /dev/null`], {
    env: { ...process.env, BRIDGE_SCORE_REPORT_RSS: '1' },
    encoding: 'utf8',
  });
  const wall = performance.now() - t;
  const m = /max-rss-kib (\d+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) {
    console.log(`${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').slice(0, 500)}`);
    process.exit(1);
  }
  return { ms: wall, rss: Number(m[1]) * 1024 };
}

/** The NS score of every output line of a stream command (each line starts `{"ns":…`). */
async function streamScores({ args }) {
  const p = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  createReadStream(linesFile).pipe(p.stdin);
  const scores = new Int32Array(LINES);
  let n = 0;
  for await (const line of createInterface({ input: p.stdout })) {
    const m = /^\{"ns":(-?\d+),/.exec(line);
    if (!m) throw new Error(`${args.join(' ')}: line ${n + 1} has no NS score: ${line.slice(0, 80)}`);
    scores[n++] = Number(m[1]);
  }
  if (n !== LINES) throw new Error(`${args.join(' ')}: ${n} lines out of ${LINES}`);
  return scores;
}

async function stream() {
  await writeLines();
  heading(
    `deal --jsonl end to end: ${fmt(LINES, 0)} lines (${fmt(statSync(linesFile).size / 2 ** 20)} MiB) in, /dev/null out, the two in turn, ${STREAM_ROUNDS} rounds`,
  );
  const [ours, theirs] = await Promise.all(STREAMS.map(streamScores));
  for (let i = 0; i < LINES; i++) {
    if (ours[i] !== theirs[i]) {
      console.log(`line ${i + 1}: NS ${ours[i]} here, ${theirs[i]} with bridge-scorer`);
      process.exit(1);
    }
  }
  const runs = STREAMS.map(() => []);
  for (let r = 0; r < STREAM_ROUNDS; r++) for (const [k, s] of STREAMS.entries()) runs[k].push(streamOnce(s));
  const rows = [['command', 'median (s)', 'best (s)', 'lines/s (median)', 'peak RSS']];
  const medians = [];
  for (const [k, s] of STREAMS.entries()) {
    const times = runs[k].map((x) => x.ms).sort((a, b) => a - b);
    const median = times[times.length >> 1];
    medians.push(median);
    rows.push([
      s.name,
      fmt(median / 1000, 2),
      fmt(times[0] / 1000, 2),
      fmt(LINES / (median / 1000), 0),
      mib(Math.max(...runs[k].map((x) => x.rss))),
    ]);
  }
  table(rows);
  console.log(
    `\nratio (medians): ${ratio(medians[1], medians[0])}; the NS score of every line is the same from both. ` +
      'Ours writes each deal in full (breakdown and explanation); the script writes the two scores.',
  );
}

// ---------------------------------------------------------------------------

const [part, name] = process.argv.slice(2);
if (part === '--child') {
  process.stdout.write(`${JSON.stringify(childSide(name))}\n`);
} else {
  console.log(`# bridge-score: one deal (${machine()})`);
  if (part === '--in-cache') oneDeal();
  if (part === undefined || part === 'deal') {
    oneDeal();
    // The same rows in cache, in a process of its own (its compiled code sees only those deals).
    spawnSync(process.execPath, [self, '--in-cache'], { stdio: 'inherit' });
  }
  if (part === undefined || part === 'stream') await stream();
}
