// Team and IMP benchmarks, side by side with bridge-scorer (npm run bench, which builds first).
// Each workload: the two libraries in turn (A B A B …), medians and bests, every result compared,
// each library's peak memory in a process of its own. BENCH_QUICK=1 runs bridge-scorer's O(n²)
// cross-IMPs once instead of five times (a run takes from ten seconds to half a minute here).
// Never used by the tests.
import { fileURLToPath } from 'node:url';
import * as core from '@bridge-score/core';
import { alternate, child, fmt, machine, mib, ms, peakRss, prng, ratio, require, table } from './lib.js';

const scorer = require('bridge-scorer');
// toImps is not on bridge-scorer's index; it lives beside crossImps and butler.
const { toImps } = require('bridge-scorer/lib/imps.js');

/**
 * One board played `n` times, as a real field plays it: board 13 (both
 * vulnerable), mostly 4♠ by North with 8 to 12 tricks, some 3NT, partscores,
 * a slam try and a doubled sacrifice by East-West. NS scores.
 */
function realisticBoard(n, seed) {
  const random = prng(seed);
  const spots = [
    [0.55, 4, 'S', '', 'N', [9, 10, 10, 10, 11, 11]],
    [0.12, 3, 'NT', '', 'S', [8, 9, 9, 10]],
    [0.1, 2, 'S', '', 'N', [8, 9, 10]],
    [0.08, 6, 'S', '', 'N', [11, 12]],
    [0.08, 5, 'D', 'X', 'E', [7, 8, 9]],
    [0.07, 4, 'S', 'X', 'N', [9, 10, 11]],
  ];
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let r = random();
    let spot = spots[0];
    for (const s of spots) {
      if (r < s[0]) {
        spot = s;
        break;
      }
      r -= s[0];
    }
    const [, level, strain, doubling, declarer, tricks] = spot;
    const t = tricks[Math.floor(random() * tricks.length)];
    const points = core.declarerPoints(core.contractOf(level, strain, doubling), true, t);
    scores[i] = declarer === 'N' || declarer === 'S' ? points : -points;
  }
  return scores;
}

/** A board with every kind of contract: hundreds of distinct scores, the hard case for us. */
function spreadBoard(n, seed) {
  const random = prng(seed);
  const strains = ['C', 'D', 'H', 'S', 'NT'];
  const doublings = ['', 'X', 'XX'];
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const level = 1 + Math.floor(random() * 7);
    const contract = core.contractOf(
      level,
      strains[Math.floor(random() * 5)],
      doublings[Math.floor(random() * 3)],
    );
    const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(random() * 7) - 4));
    const points = core.declarerPoints(contract, random() < 0.5, tricks);
    scores[i] = random() < 0.5 ? points : -points;
  }
  return scores;
}

/**
 * Median times of functions called in turn, round after round, in
 * milliseconds: a fair comparison of calls well under a millisecond, where
 * timing one function's runs and then the other's measures mostly the JIT
 * and the garbage collector of the moment.
 */
function timeTogether(fns, rounds = 301, warmup = 30) {
  return alternate(fns, { rounds, warmup }).map((t) => t.median);
}

const line = (label, value) => console.log(`  ${label.padEnd(62)} ${value}`);

/** bridge-scorer's input: one object per result, which it mutates (impsNS, impsEW). */
function scorerGames(scores) {
  return Array.from(scores, (s) => ({ contract: { declaror: 'N' }, score: s }));
}

// Our matchpoints of one board: `matchpoints(nsScores, scale)` (matchpoints.ts; `matchpointScorer(scale)`
// is the same function with the scale fixed, as the pairs session uses it). The 2/1 scale of Law 78A.
const matchpointBoard = (scores) => core.matchpoints(scores, core.MATCHPOINT_SCALES['2/1']);

const self = fileURLToPath(import.meta.url);
const CROSS = 20_000;
const BUTLER = 1_000_000;
const quick = process.env.BENCH_QUICK === '1';
const CROSS_ROUNDS = quick ? 1 : 5;
const ROUNDS = 5;

/** bridge-scorer's Butler drops ⌈(n − 10)/15⌉ + 1 results at each end (n > 3); ours is told the same. */
const peerButlerDrop = (n) => Math.ceil((n - 10) / 15) + 1;
/** bridge-scorer rounds the mean with Math.round (a mean ending in 5 goes up); no tie occurs on these boards. */
const butlerOptions = (n) => ({ drop: { count: peerButlerDrop(n) }, rounding: 'half-away' });

/**
 * One library's cross-IMPs of the 20,000-result board, alone in this process: ours the median of
 * 301 calls after 30 (a call takes well under a millisecond), bridge-scorer's one call (it takes
 * seconds). Its IMPs, its time and its peak memory, for the parent to compare and print.
 */
function crossAlone(side) {
  const board = realisticBoard(CROSS, 13);
  if (side === 'ours') {
    const [t] = alternate([() => core.crossImps(board)], { rounds: 301, warmup: 30 });
    return { ms: t.median, cpu: t.cpu, imps: Array.from(t.result), rss: peakRss() };
  }
  const games = scorerGames(board);
  const cpu = process.cpuUsage();
  const start = performance.now();
  scorer.crossImps(games);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return {
    ms,
    cpu: (used.user + used.system) / 1000,
    imps: games.map((g) => g.impsNS.value),
    rss: peakRss(),
  };
}

/** One library's Butler of the million-result board, alone in this process, for its peak memory. */
function butlerAlone(side) {
  const board = realisticBoard(BUTLER, 7);
  for (let run = 0; run < 2; run++) {
    if (side === 'ours') core.butler(board, butlerOptions(BUTLER));
    else scorer.butler(scorerGames(board));
  }
  return { rss: peakRss() };
}

/** A million score differences, seeded. */
const differences = () => {
  const random = prng(3);
  return Float64Array.from({ length: 1_000_000 }, () => Math.round((random() - 0.5) * 800) * 10);
};
function impsOurs(diffs) {
  let sum = 0;
  for (let i = 0; i < diffs.length; i++) sum += core.imps(diffs[i]);
  return sum;
}
function impsTheirs(diffs) {
  let sum = 0;
  for (let i = 0; i < diffs.length; i++) sum += toImps(diffs[i]);
  return sum;
}
function impsAlone(side) {
  const diffs = differences();
  for (let run = 0; run < 5; run++) (side === 'ours' ? impsOurs : impsTheirs)(diffs);
  return { rss: peakRss() };
}

const row = (label, ours, theirs, rssOurs, rssTheirs) => [
  label,
  `${ms(ours.median)} ms`,
  `${ms(ours.best)} ms`,
  `${ms(theirs.median)} ms`,
  `${ms(theirs.best)} ms`,
  ratio(theirs.median, ours.median),
  ratio(theirs.cpu, ours.cpu),
  `${mib(rssOurs)} / ${mib(rssTheirs)}`,
];
const HEAD = [
  'workload',
  'bridge-score median',
  'best',
  'bridge-scorer median',
  'best',
  'ratio',
  'ratio of CPU time',
  'peak RSS ours / theirs',
];
const summary = (runs) => ({
  median: median(runs.map((x) => x.ms)),
  best: Math.min(...runs.map((x) => x.ms)),
  cpu: median(runs.map((x) => x.cpu)),
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function main() {
  console.log(`# bridge-score: teams and IMPs (${machine()})`);
  const rows = [HEAD];

  // Cross-IMPs: each library in a process of its own, the two in turn, round after round.
  const cross = { ours: [], theirs: [] };
  for (let r = 0; r < CROSS_ROUNDS; r++) {
    cross.ours.push(child(self, ['cross-alone', 'ours']));
    cross.theirs.push(child(self, ['cross-alone', 'theirs']));
  }
  const ours0 = cross.ours[0].imps;
  for (const t of cross.theirs) {
    for (let i = 0; i < CROSS; i++) {
      if (Math.abs(t.imps[i] - ours0[i]) > 1e-9)
        throw new Error(`cross-IMPs, result ${i}: ${ours0[i]} and ${t.imps[i]}`);
    }
  }
  rows.push(
    row(
      `cross-IMPs, one board of ${fmt(CROSS, 0)} results`,
      summary(cross.ours),
      summary(cross.theirs),
      Math.max(...cross.ours.map((x) => x.rss)),
      Math.max(...cross.theirs.map((x) => x.rss)),
    ),
  );

  // Butler: in turn in this process, fresh input for bridge-scorer each run (it writes into it).
  {
    const board = realisticBoard(BUTLER, 7);
    let games;
    const [ours, theirs] = alternate(
      [() => core.butler(board, butlerOptions(BUTLER)), (g) => scorer.butler(g)],
      {
        rounds: ROUNDS,
        warmup: 1,
        prepare: (side) => {
          if (side !== 1) return undefined;
          games = scorerGames(board);
          return games;
        },
      },
    );
    for (let i = 0; i < BUTLER; i++) {
      if (games[i].impsNS.value !== ours.result[i]) throw new Error(`Butler, result ${i}: the two disagree`);
    }
    games = undefined;
    rows.push(
      row(
        `Butler, one board of ${fmt(BUTLER, 0)} results (bridge-scorer's drop)`,
        ours,
        theirs,
        child(self, ['butler-alone', 'ours']).rss,
        child(self, ['butler-alone', 'theirs']).rss,
      ),
    );
  }

  // Score differences to IMPs.
  {
    const diffs = differences();
    for (let i = 0; i < diffs.length; i++) {
      if (core.imps(diffs[i]) !== toImps(diffs[i])) throw new Error(`IMPs of ${diffs[i]}: the two disagree`);
    }
    const [ours, theirs] = alternate([() => impsOurs(diffs), () => impsTheirs(diffs)], { rounds: 11 });
    rows.push(
      row(
        '1,000,000 score differences to IMPs',
        ours,
        theirs,
        child(self, ['imps-alone', 'ours']).rss,
        child(self, ['imps-alone', 'theirs']).rss,
      ),
    );
  }

  console.log(
    `\nEach row: the two in turn (A B A B …), ${ROUNDS} rounds (cross-IMPs: ${CROSS_ROUNDS}, each a process of its own; ours there the median of 301 calls), every result the same from both.`,
  );
  table(rows);
  console.log(
    "Peak RSS: each library alone in a process that builds its input and scores it. Butler with bridge-scorer's drop count (⌈(n − 10)/15⌉ + 1 at each end) and its rounding, so that the two give the same IMPs.",
  );
  if (quick) console.log('BENCH_QUICK=1: one round of bridge-scorer cross-IMPs, not five.');

  // Ours alone, against our own matchpoints (no bridge-scorer call does these).
  console.log(
    `\nCross-IMPs against our matchpoints, one board of ${fmt(CROSS, 0)} results (medians of 301 calls in turn)`,
  );
  const board = realisticBoard(CROSS, 13);
  const spread = spreadBoard(CROSS, 29);
  const distinct = (xs) => new Set(xs).size;
  const [crossMs, mp] = timeTogether([() => core.crossImps(board), () => matchpointBoard(board)]);
  const [crossSpread, mpSpread] = timeTogether([() => core.crossImps(spread), () => matchpointBoard(spread)]);
  line(
    `realistic board (${distinct(board)} distinct scores): cross-IMPs / matchpoints`,
    `${ms(crossMs)} / ${ms(mp)} ms = ${(crossMs / mp).toFixed(2)} (target ≤ 1.10)`,
  );
  line(
    `every contract (${distinct(spread)} distinct scores): cross-IMPs / matchpoints`,
    `${ms(crossSpread)} / ${ms(mpSpread)} ms = ${(crossSpread / mpSpread).toFixed(2)} (target ≤ 1.10)`,
  );
  const [sortOnly] = timeTogether([() => Float64Array.from(board).sort()], 31, 3);
  line('a sort of the board (the floor for any O(n log n) method)', `${ms(sortOnly)} ms`);
  const results = Array.from(board, (ns, t) => ({
    section: 'A',
    board: 1,
    ns: t + 1,
    ew: t + 1,
    outcome: { kind: 'score', ns },
  }));
  const event = { sections: [{ name: 'A', movement: 'mitchell' }], boards: [], results };
  const [mpSession, crossSession, butlerSession] = timeTogether(
    [
      () => core.scoreSession(event, { method: 'mp' }),
      () => core.scoreSession(event, { method: 'cross-imps' }),
      () => core.scoreSession(event, { method: 'butler' }),
    ],
    21,
    3,
  );
  line(
    'the board as a session: mp / cross-imps / butler',
    `${ms(mpSession)} / ${ms(crossSession)} / ${ms(butlerSession)} ms`,
  );
}

const [part, side] = process.argv.slice(2);
const PARTS = { 'cross-alone': crossAlone, 'butler-alone': butlerAlone, 'imps-alone': impsAlone };
if (part === undefined) main();
else process.stdout.write(`${JSON.stringify(PARTS[part](side))}\n`);
