// Benchmarks for team and IMP scoring, side by side with bridge-scorer.
// Run with `npm run bench` (builds first). BENCH_QUICK=1 skips bridge-scorer's
// O(n²) cross-IMPs, which takes about half a minute. Never used by the tests.
import { performance } from 'node:perf_hooks';
import * as core from '@bridge-score/core';
import { prng, require } from './lib.js';

const scorer = require('bridge-scorer');
// toImps is not on bridge-scorer's index; it lives beside crossImps and butler.
const { toImps } = require('bridge-scorer/lib/imps.js');

const quick = process.env.BENCH_QUICK === '1';

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
  const times = fns.map(() => []);
  for (let r = 0; r < warmup + rounds; r++) {
    fns.forEach((fn, k) => {
      const start = performance.now();
      fn();
      if (r >= warmup) times[k].push(performance.now() - start);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]);
}

/** Median time of `runs` calls after `warmup` calls, in milliseconds. */
function time(fn, runs = 15, warmup = 3) {
  for (let i = 0; i < warmup; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const ms = (x) => (x < 10 ? x.toFixed(2) : x < 1000 ? x.toFixed(1) : x.toFixed(0));
const line = (label, value) => console.log(`  ${label.padEnd(58)} ${value}`);

/** bridge-scorer's input: one object per result, which it mutates (impsNS, impsEW). */
function scorerGames(scores) {
  return Array.from(scores, (s) => ({ contract: { declaror: 'N' }, score: s }));
}

// Our matchpoints of one board: `matchpoints(nsScores, scale)` (matchpoints.ts; `matchpointScorer(scale)`
// is the same function with the scale fixed, as the pairs session uses it). The 2/1 scale of Law 78A.
const matchpointBoard = (scores) => core.matchpoints(scores, core.MATCHPOINT_SCALES['2/1']);

console.log(`bridge-score teams benchmarks (node ${process.version})`);

{
  const n = 20_000;
  const board = realisticBoard(n, 13);
  const spread = spreadBoard(n, 29);
  const distinct = (xs) => new Set(xs).size;
  console.log(`\nCross-IMPs, one board of ${n.toLocaleString('en')} results`);
  // Each pair of methods timed in turn on the same board (medians of 301 rounds).
  const [ours, mp] = timeTogether([() => core.crossImps(board), () => matchpointBoard(board)]);
  const [oursSpread, mpSpread] = timeTogether([() => core.crossImps(spread), () => matchpointBoard(spread)]);
  line(`bridge-score crossImps, realistic board (${distinct(board)} distinct scores)`, `${ms(ours)} ms`);
  line('bridge-score matchpoints, same board', `${ms(mp)} ms`);
  line('cross-IMPs / matchpoints', `${(ours / mp).toFixed(2)} (target ≤ 1.10)`);
  line(
    `bridge-score crossImps, every contract (${distinct(spread)} distinct scores)`,
    `${ms(oursSpread)} ms`,
  );
  line('bridge-score matchpoints, same board', `${ms(mpSpread)} ms`);
  line('cross-IMPs / matchpoints', `${(oursSpread / mpSpread).toFixed(2)} (target ≤ 1.10)`);
  const sortOnly = time(() => Float64Array.from(board).sort());
  line('a sort of the board (the floor for any O(n log n) method)', `${ms(sortOnly)} ms`);
  {
    // The same board as a whole session: 20,000 tables of one board, scored by each method.
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
  if (quick) {
    line('bridge-scorer crossImps (O(n²))', 'skipped (BENCH_QUICK=1)');
  } else {
    const games = scorerGames(board);
    const start = performance.now();
    scorer.crossImps(games);
    const theirs = performance.now() - start;
    line('bridge-scorer crossImps (O(n²), one run)', `${ms(theirs)} ms`);
    line('speed-up', `${Math.round(theirs / ours).toLocaleString('en')}× (target ≥ 100×)`);
    const result = core.crossImps(board);
    let worst = 0;
    games.forEach((g, i) => {
      worst = Math.max(worst, Math.abs(g.impsNS.value - result[i]));
    });
    line('largest difference from bridge-scorer', worst < 1e-9 ? 'none' : String(worst));
  }
}

{
  const n = 1_000_000;
  const board = realisticBoard(n, 7);
  console.log(`\nButler, one board of ${n.toLocaleString('en')} results`);
  const ours = time(() => core.butler(board), 7, 2);
  line('bridge-score butler (5% dropped at each end)', `${ms(ours)} ms`);
  const games = scorerGames(board);
  const start = performance.now();
  scorer.butler(games);
  line('bridge-scorer butler (one run)', `${ms(performance.now() - start)} ms`);
}

{
  console.log('\nIMPs and victory points');
  const random = prng(3);
  const diffs = Float64Array.from({ length: 1_000_000 }, () => Math.round((random() - 0.5) * 800) * 10);
  let sink = 0;
  const ours = time(() => {
    for (let i = 0; i < diffs.length; i++) sink += core.imps(diffs[i]);
  }, 7);
  const theirs = time(() => {
    for (let i = 0; i < diffs.length; i++) sink += toImps(diffs[i]);
  }, 7);
  line('1,000,000 differences to IMPs: bridge-score imps', `${ms(ours)} ms`);
  line('1,000,000 differences to IMPs: bridge-scorer toImps', `${ms(theirs)} ms`);
  const scale = time(() => {
    for (let n = 1; n <= 64; n++) core.victoryPoints(23, core.wbfScale(n));
  });
  line('WBF scale lookups, 1 to 64 boards (scales cached)', `${ms(scale)} ms`);
  if (sink === 0.5) console.log(sink);
}
