// Pairs benchmarks, side by side with bridge-scorer's matchpoints (npm run bench).
//
//   node bench/pairs.js            all of it
//   node bench/pairs.js board      one board of 1,000,000 results, ours and bridge-scorer's in turn
//   node bench/pairs.js field      100,000 pairs × 26 boards: build the event, score it, rank it (ours)
//   node bench/pairs.js boards     the same 26 boards matchpointed board by board, both in turn
//
// Data come from a seeded generator (the same every run): for each board a few contracts,
// mostly made on the nose, sometimes with an overtrick or down, so scores repeat as in a real
// field. The field has a few boards not played and adjusted scores, so some boards are
// Neuberg-factored. Timing: the two libraries in turn (A B A B …), medians and bests; bridge-scorer
// writes its results into its input, so each of its runs gets fresh input, built untimed. Every
// result is compared between the two. Peak memory: each library alone in a process of its own
// (process.resourceUsage().maxRSS), building its input and scoring it; the field runs with
// --max-old-space-size=1024 to prove the memory bound.
import { fileURLToPath } from 'node:url';
import {
  boardVulnerability,
  contractOf,
  matchpoints,
  outcomeNsScore,
  PASS,
  scoreSession,
} from '@bridge-score/core';
import {
  alternate,
  child,
  fmt,
  machine,
  mib,
  ms as msText,
  peakRss,
  prng,
  ratio,
  require,
  table,
} from './lib.js';

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

const ms = (t) => Math.round(t);
const now = () => performance.now();
const ROUNDS = 5;

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

/** The three boards of a million results: a field of a few contracts, anything happens, the same ÷ 3. */
const BOARD_KINDS = [
  { name: 'a field of a few contracts', palette: (random) => palette(random, 7), unit: 1 },
  { name: 'anything happens', palette: () => spreadPalette(7), unit: 1 },
  { name: 'the same ÷ 3, not whole: sorted', palette: () => spreadPalette(7), unit: 3 },
];

/** One board's results: which outcome each table reached, and the NS scores (÷ unit). */
function boardData(k) {
  const kind = BOARD_KINDS[k];
  const random = prng(1 + k);
  const p = kind.palette(random);
  const picks = new Int32Array(BIG_BOARD);
  const scores = new Float64Array(BIG_BOARD);
  for (let i = 0; i < BIG_BOARD; i++) {
    picks[i] = p.cumulative.length > 100 ? Math.floor(random() * p.outcomes.length) : draw(random, p);
    scores[i] = p.outcomes[picks[i]].ns / kind.unit;
  }
  return { p, picks, scores, unit: kind.unit };
}

/** Each board: both libraries in turn, every result compared, each one's memory in a child. */
function bigBoard() {
  const rows = [];
  for (const [k, kind] of BOARD_KINDS.entries()) {
    const { p, picks, scores, unit } = boardData(k);
    let games;
    const [ours, theirs] = alternate([() => matchpoints(scores), (g) => scorer.matchpoints(g)], {
      rounds: ROUNDS,
      warmup: 1,
      prepare: (side) => {
        if (side !== 1) return undefined;
        games = scorerGames(p, picks, unit);
        return games;
      },
    });
    for (let i = 0; i < BIG_BOARD; i++) {
      if (games[i].matchpointsNS.value !== ours.result[i])
        throw new Error(`${kind.name}, result ${i}: the two disagree`);
    }
    games = undefined;
    rows.push({
      name: kind.name,
      distinct: new Set(scores).size,
      ours,
      theirs,
      oursRss: child(self, ['board-alone', String(k), 'ours']).rss,
      theirsRss: child(self, ['board-alone', String(k), 'theirs']).rss,
    });
  }
  return rows;
}

/** One board with one library alone, for its peak memory: the input built, scored twice. */
function boardAlone(k, side) {
  const { p, picks, scores, unit } = boardData(k);
  for (let run = 0; run < 2; run++) {
    if (side === 'ours') matchpoints(scores);
    else scorer.matchpoints(scorerGames(p, picks, unit));
  }
  return { rss: peakRss() };
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
    rss: peakRss(),
  };
}

/** The field's 26 boards matchpointed board by board, each library in turn, every result compared. */
function boards() {
  const data = fieldData().boards;
  const scores = data.map(({ p, picks }) => Int32Array.from(picks, (k) => p.outcomes[k].ns));
  let games;
  const [ours, theirs] = alternate(
    [() => scores.map((s) => matchpoints(s)), (g) => g.map((board) => scorer.matchpoints(board))],
    {
      rounds: ROUNDS,
      warmup: 1,
      prepare: (side) => {
        if (side !== 1) return undefined;
        games = data.map(({ p, picks }) => scorerGames(p, picks));
        return games;
      },
    },
  );
  for (const [b, points] of ours.result.entries()) {
    for (let i = 0; i < points.length; i++) {
      if (games[b][i].matchpointsNS.value !== points[i])
        throw new Error(`board ${b + 1}, table ${i + 1}: the two disagree`);
    }
  }
  return { boards: BOARDS, results: BOARDS * TABLES, ours, theirs };
}

/** The 26 boards with one library alone, for its peak memory: the input built, scored twice. */
function boardsAlone(side) {
  const data = fieldData().boards;
  for (let run = 0; run < 2; run++) {
    if (side === 'ours')
      for (const { p, picks } of data) matchpoints(Int32Array.from(picks, (k) => p.outcomes[k].ns));
    else for (const { p, picks } of data) scorer.matchpoints(scorerGames(p, picks));
  }
  return { rss: peakRss() };
}

// ---------------------------------------------------------------------------

const self = fileURLToPath(import.meta.url);
const [part, ...args] = process.argv.slice(2);

function printBoards(rows) {
  console.log(
    `\npairs: one board of ${fmt(BIG_BOARD, 0)} results, matchpointed; the two in turn, ${ROUNDS} rounds; every result the same from both`,
  );
  table([
    [
      'board',
      'bridge-score median',
      'best',
      'bridge-scorer median',
      'best',
      'ratio',
      'ratio of CPU time',
      'peak RSS ours / theirs',
    ],
    ...rows.map((r) => [
      `${r.name} (${r.distinct} different scores)`,
      `${msText(r.ours.median)} ms`,
      `${msText(r.ours.best)} ms`,
      `${msText(r.theirs.median)} ms`,
      `${msText(r.theirs.best)} ms`,
      ratio(r.theirs.median, r.ours.median),
      ratio(r.theirs.cpu, r.ours.cpu),
      `${mib(r.oursRss)} / ${mib(r.theirsRss)}`,
    ]),
  ]);
  console.log('bridge-scorer also writes a rank and a percentage into each result; ours returns the points.');
}

if (part === 'boards-alone') {
  process.stdout.write(`${JSON.stringify(boardsAlone(args[0]))}\n`);
} else if (part === 'board-alone') {
  process.stdout.write(`${JSON.stringify(boardAlone(Number(args[0]), args[1]))}\n`);
} else if (part === 'field') {
  process.stdout.write(`${JSON.stringify(field())}\n`);
} else {
  console.log(`# bridge-score: pairs (${machine()})`);
  if (part === undefined || part === 'board') printBoards(bigBoard());
  if (part === undefined) {
    const f = child(self, ['field'], ['--max-old-space-size=1024']);
    console.log(
      `\npairs: a field of ${fmt(f.pairs, 0)} pairs × ${BOARDS} boards (${fmt(f.lines, 0)} lines), end to end, ours alone (bridge-scorer has no session)`,
    );
    console.log(`  build the event      ${String(f.build).padStart(6)} ms`);
    console.log(
      `  score and rank       ${String(f.score).padStart(6)} ms   (fields ${f.fields}; winner ${f.winner}; ${f.warnings} warnings)`,
    );
    console.log(
      `  total                ${String(f.total).padStart(6)} ms   peak RSS ${mib(f.rss)} (heap capped at 1 GiB)`,
    );
  }
  if (part === undefined || part === 'boards') {
    const s = boards();
    console.log(
      `\npairs: the field's ${s.boards} boards of ${fmt(TABLES, 0)} results matchpointed board by board, the two in turn, ${ROUNDS} rounds`,
    );
    table([
      [
        '',
        'bridge-score median',
        'best',
        'bridge-scorer median',
        'best',
        'ratio',
        'ratio of CPU time',
        'peak RSS ours / theirs',
      ],
      [
        `${s.boards} boards × ${fmt(TABLES, 0)} results`,
        `${msText(s.ours.median)} ms`,
        `${msText(s.ours.best)} ms`,
        `${msText(s.theirs.median)} ms`,
        `${msText(s.theirs.best)} ms`,
        ratio(s.theirs.median, s.ours.median),
        ratio(s.theirs.cpu, s.ours.cpu),
        `${mib(child(self, ['boards-alone', 'ours']).rss)} / ${mib(child(self, ['boards-alone', 'theirs']).rss)}`,
      ],
    ]);
  }
}
