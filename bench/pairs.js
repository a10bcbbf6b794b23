// Pairs benchmarks, side by side with bridge-scorer's matchpoints (npm run bench).
//
//   node bench/pairs.js            all of it: each part runs in its own process
//   node bench/pairs.js board      one board of 1,000,000 results: ours and bridge-scorer's matchpoints
//   node bench/pairs.js field      100,000 pairs × 26 boards: build the event, score it, rank it (ours)
//   node bench/pairs.js scorer     the same 26 boards matchpointed by bridge-scorer, board by board
//
// Data come from a seeded generator (the same every run): for each board a few contracts,
// mostly made on the nose, sometimes with an overtrick or down, so scores repeat as in a real
// field. The field has a few boards not played and adjusted scores, so some boards are
// Neuberg-factored. The field runs with --max-old-space-size=1024 to prove the memory bound,
// and each part reports its peak resident memory (process.resourceUsage().maxRSS).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  boardVulnerability,
  contractOf,
  matchpoints,
  outcomeNsScore,
  PASS,
  scoreSession,
} from '@bridge-score/core';
import { prng, require } from './lib.js';

const scorer = require('bridge-scorer');

const BIG_BOARD = 1_000_000;
const PAIRS = 100_000;
const BOARDS = 26;
const TABLES = PAIRS / 2;

const pick = (random, weighted) => {
  let x = random() * weighted.reduce((s, [w]) => s + w, 0);
  for (const [w, v] of weighted) {
    x -= w;
    if (x <= 0) return v;
  }
  return weighted[weighted.length - 1][1];
};

const SEATS = { NS: ['N', 'S'], EW: ['E', 'W'] };
const PARTSCORES = [
  [2, 'H'],
  [2, 'S'],
  [3, 'C'],
  [3, 'D'],
  [1, 'NT'],
  [2, 'NT'],
];
const GAMES = [
  [3, 'NT'],
  [4, 'H'],
  [4, 'S'],
  [5, 'C'],
  [5, 'D'],
];
const SLAMS = [
  [6, 'S'],
  [6, 'H'],
  [6, 'NT'],
];

/** A board's palette: the outcomes the field reaches, each with a weight. */
function palette(random, board) {
  const vul = boardVulnerability(board);
  const side = random() < 0.5 ? 'NS' : 'EW';
  const other = side === 'NS' ? 'EW' : 'NS';
  const kind = pick(random, [
    [40, PARTSCORES],
    [50, GAMES],
    [10, SLAMS],
  ]);
  const contracts = [];
  const main = kind[Math.floor(random() * kind.length)];
  contracts.push([60, main[0], main[1], '', SEATS[side][Math.floor(random() * 2)]]);
  const alt = kind[Math.floor(random() * kind.length)];
  contracts.push([20, alt[0], alt[1], '', SEATS[side][Math.floor(random() * 2)]]);
  contracts.push([8, Math.min(7, main[0] + 1), main[1], 'X', SEATS[other][0]]); // a doubled sacrifice
  contracts.push([8, Math.max(1, main[0] - 1), main[1], '', SEATS[side][1]]); // stopped low
  if (kind === PARTSCORES) contracts.push([2, 0, 'pass', '', 'N']);
  const outcomes = [];
  for (const [weight, level, strain, doubling, declarer] of contracts) {
    if (level === 0) {
      outcomes.push({ weight, outcome: { kind: 'played', contract: PASS }, ns: 0, declarer: 0, sc: null });
      continue;
    }
    const base = doubling === 'X' ? -2 : 0;
    for (const [w, offset] of [
      [3, -2],
      [15, -1],
      [50, 0],
      [25, 1],
      [7, 2],
    ]) {
      const tricks = Math.max(0, Math.min(13, level + 6 + offset + base));
      const outcome = { kind: 'played', contract: contractOf(level, strain, doubling), declarer, tricks };
      const ns = outcomeNsScore(outcome, vul);
      const declarerScore = declarer === 'N' || declarer === 'S' ? ns : -ns;
      outcomes.push({
        weight: weight * w,
        outcome,
        ns,
        declarer: declarerScore,
        sc: { level, denomination: strain, risk: doubling, declaror: declarer },
      });
    }
  }
  const total = outcomes.reduce((s, o) => s + o.weight, 0);
  let acc = 0;
  const cumulative = outcomes.map((o) => (acc += o.weight / total));
  return { outcomes, cumulative };
}

function draw(random, p) {
  const x = random();
  const c = p.cumulative;
  let i = 0;
  while (i < c.length - 1 && c[i] < x) i++;
  return i;
}

/** bridge-scorer's input for one result: it mutates its games, so each run gets fresh ones. */
function scorerGames(p, picks, unit = 1) {
  const games = new Array(picks.length);
  for (let i = 0; i < picks.length; i++) {
    const o = p.outcomes[picks[i]];
    games[i] = o.sc ? { contract: { ...o.sc }, score: o.declarer / unit } : { contract: {}, score: 0 };
  }
  return games;
}

const rssMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);
const ms = (t) => Math.round(t);
const now = () => performance.now();

// ---------------------------------------------------------------------------

/** Every outcome of the game at one vulnerability: a board where anything happens (many different scores). */
function spreadPalette(board) {
  const vul = boardVulnerability(board);
  const outcomes = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of ['C', 'D', 'H', 'S', 'NT']) {
      for (const doubling of ['', 'X', 'XX']) {
        for (const declarer of ['N', 'E']) {
          for (let tricks = 0; tricks <= 13; tricks++) {
            const outcome = {
              kind: 'played',
              contract: contractOf(level, strain, doubling),
              declarer,
              tricks,
            };
            const ns = outcomeNsScore(outcome, vul);
            const sc = { level, denomination: strain, risk: doubling, declaror: declarer };
            outcomes.push({ weight: 1, outcome, ns, declarer: declarer === 'N' ? ns : -ns, sc });
          }
        }
      }
    }
  }
  return { outcomes, cumulative: outcomes.map((_, i) => (i + 1) / outcomes.length) };
}

/** Times both on one board; `unit` divides every score (1/3 makes them fractional: our sorting path). */
function timeBoard(random, p, unit = 1) {
  const picks = new Int32Array(BIG_BOARD);
  const scores = new Float64Array(BIG_BOARD);
  for (let i = 0; i < BIG_BOARD; i++) {
    picks[i] = p.cumulative.length > 100 ? Math.floor(random() * p.outcomes.length) : draw(random, p);
    scores[i] = p.outcomes[picks[i]].ns / unit;
  }
  const distinct = new Set(scores).size;
  let ours = Number.POSITIVE_INFINITY;
  let points;
  for (let run = 0; run < 3; run++) {
    const t = now();
    points = matchpoints(scores);
    ours = Math.min(ours, now() - t);
  }
  const oursRss = rssMiB();
  let theirs = Number.POSITIVE_INFINITY;
  let games;
  for (let run = 0; run < 2; run++) {
    games = scorerGames(p, picks, unit);
    const t = now();
    scorer.matchpoints(games);
    theirs = Math.min(theirs, now() - t);
  }
  for (let i = 0; i < BIG_BOARD; i++) {
    if (games[i].matchpointsNS.value !== points[i]) throw new Error(`result ${i}: the two disagree`);
  }
  return { distinct, ours: ms(ours), theirs: ms(theirs), oursRss };
}

function bigBoard() {
  const random = prng(1);
  const field = timeBoard(random, palette(random, 7));
  const spread = timeBoard(random, spreadPalette(7));
  const fractional = timeBoard(random, spreadPalette(7), 3);
  return { results: BIG_BOARD, field, spread, fractional, oursRss: field.oursRss, rss: rssMiB() };
}

/** The field's raw data: for each board its palette, and for each table the outcome drawn. */
function fieldData() {
  const random = prng(2);
  const boards = [];
  for (let b = 1; b <= BOARDS; b++) {
    const p = palette(random, b);
    const picks = new Int32Array(TABLES);
    for (let t = 0; t < TABLES; t++) picks[t] = draw(random, p);
    boards.push({ p, picks });
  }
  // A few tables did not play a board, a few got adjusted scores: those boards are factored.
  const special = new Map();
  for (let k = 0; k < 200; k++) {
    const b = 1 + Math.floor(random() * BOARDS);
    const t = Math.floor(random() * TABLES);
    special.set(b * TABLES + t, random() < 0.5 ? 'np' : 'adjusted');
  }
  return { boards, special };
}

function field() {
  const { boards, special } = fieldData();
  const t0 = now();
  // Build the event as a reader would: one line per table per board, EW pairs moving one table a round.
  const results = new Array(BOARDS * TABLES);
  let n = 0;
  for (let b = 1; b <= BOARDS; b++) {
    const { p, picks } = boards[b - 1];
    for (let t = 0; t < TABLES; t++) {
      const kind = special.get(b * TABLES + t);
      const outcome =
        kind === 'np'
          ? { kind: 'not-played' }
          : kind === 'adjusted'
            ? { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' }
            : { ...p.outcomes[picks[t]].outcome };
      results[n++] = { section: 'A', board: b, ns: t + 1, ew: ((t + b - 1) % TABLES) + 1, outcome };
    }
  }
  const event = { sections: [{ name: 'A', movement: 'mitchell' }], boards: [], results };
  const t1 = now();
  const session = scoreSession(event);
  const t2 = now();
  const winner = session.pairs[session.rankings[0].entries[0].pair];
  return {
    pairs: session.pairs.length,
    lines: results.length,
    build: ms(t1 - t0),
    score: ms(t2 - t1),
    total: ms(t2 - t0),
    fields: session.rankings.map((r) => r.field).join('+'),
    winner: `${winner.pair.direction} ${winner.pair.number}`,
    warnings: session.warnings.length,
    rss: rssMiB(),
  };
}

function scorerField() {
  const { boards } = fieldData();
  let theirs = 0;
  let ours = 0;
  for (const { p, picks } of boards) {
    const scores = Int32Array.from(picks, (k) => p.outcomes[k].ns);
    let t = now();
    matchpoints(scores);
    ours += now() - t;
    const games = scorerGames(p, picks);
    t = now();
    scorer.matchpoints(games);
    theirs += now() - t;
  }
  return { boards: BOARDS, results: BOARDS * TABLES, theirs: ms(theirs), ours: ms(ours), rss: rssMiB() };
}

// ---------------------------------------------------------------------------

const PARTS = { board: bigBoard, field, scorer: scorerField };
const part = process.argv[2];
if (part) {
  process.stdout.write(`${JSON.stringify(PARTS[part]())}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (name, flags = []) => {
    const r = spawnSync(process.execPath, [...flags, self, name], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${name}: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  const board = run('board');
  console.log(
    `\npairs: one board of ${board.results.toLocaleString('en')} results, matchpointed (the same points from both)`,
  );
  for (const [name, b] of [
    ['a field of a few contracts', board.field],
    ['anything happens', board.spread],
    ['the same ÷ 3, not whole: sorted', board.fractional],
  ]) {
    console.log(
      `  ${`${name} (${b.distinct} different scores)`.padEnd(54)} bridge-score ${String(b.ours).padStart(4)} ms   bridge-scorer ${String(b.theirs).padStart(5)} ms   ${(b.theirs / b.ours).toFixed(0)}× faster`,
    );
  }
  console.log(
    `  peak RSS ${board.oursRss} MiB before bridge-scorer runs, ${board.rss} MiB after (its million result objects)`,
  );
  const f = run('field', ['--max-old-space-size=1024']);
  console.log(
    `\npairs: a field of ${f.pairs.toLocaleString('en')} pairs × ${BOARDS} boards (${f.lines.toLocaleString('en')} lines), end to end`,
  );
  console.log(`  build the event      ${String(f.build).padStart(6)} ms`);
  console.log(
    `  score and rank       ${String(f.score).padStart(6)} ms   (fields ${f.fields}; winner ${f.winner}; ${f.warnings} warnings)`,
  );
  console.log(
    `  total                ${String(f.total).padStart(6)} ms   peak RSS ${f.rss} MiB (heap capped at 1 GiB)`,
  );
  const s = run('scorer');
  console.log(
    `  matchpoints only, board by board: bridge-score ${s.ours} ms, bridge-scorer ${s.theirs} ms (peak RSS ${s.rss} MiB)`,
  );
}
