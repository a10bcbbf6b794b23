/**
 * Scoring conventions through the command line, on files laid out as each
 * program writes them (Compscore's and ScoreBridge's USEBIO; travellers CSV
 * for the programs that write no results file we read, bridge-scorer and
 * ACBLscore, and for EBUScore's fouled boards, which USEBIO cannot carry),
 * every figure worked by hand in the comments: the file's own program's
 * conventions by default and said so, --conventions by name or file, each
 * option over them, and `verify` on a clean file and on a hand-edited one.
 *
 * The events: four tables of a Mitchell, NS 1–4 against EW 1–4, 2/1 scale,
 * full top 6 (N = 4). Board 1 (none vul.): 4♠ by S, 10, 11, 9 and 10 tricks:
 * +420, +450, −50, +420 → NS 3, 6, 0, 3.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const example = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/conventions/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-conventions-'));
const put = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

interface SessionJson {
  conventions: { name: string; program: string; source: string; writer: string | null; note: string | null };
  rankings: {
    pairs: {
      pair: number;
      direction: string | null;
      points: number;
      percentage: number | null;
      place: string;
    }[];
  }[];
  boards: {
    board: number;
    datum?: number;
    results: { ns: number; ew: number; nsPoints: number; ewPoints: number }[];
  }[];
  warnings: { code: string; message: string }[];
  errors: unknown[];
}

async function session(args: string[]): Promise<SessionJson> {
  const r = await runMain(['session', ...args, '--format', 'json']);
  expect(r.status, r.err).toBe(0);
  return JSON.parse(r.out) as SessionJson;
}

/** A board's line points as [NS…], [EW…] in the file's order of lines. */
const points = (s: SessionJson, board: number): [number[], number[]] => {
  const b = s.boards.find((x) => x.board === board);
  if (!b) throw new Error(`no board ${board}`);
  return [b.results.map((r) => r.nsPoints), b.results.map((r) => r.ewPoints)];
};

/** Each pair as `NS2 15.27 84.81 1`, the rankings' order. */
const standings = (s: SessionJson) =>
  s.rankings.flatMap((r) =>
    r.pairs.map((p) => `${p.direction ?? ''}${p.pair} ${p.points} ${p.percentage ?? ''} ${p.place}`.trim()),
  );

describe('Compscore (examples/compscore-pairs.xml, USEBIO as Compscore3 writes it)', () => {
  const file = example('compscore-pairs.xml');
  /*
   * Board 2 (NS vul.): +600, A6040, −100, +630. Three real results of N = 4: among them 2, 0, 4;
   * Neuberg (MP + 1) × 4/3 − 1 = 3, 1/3, 17/3. A6040: 60 % and 40 % of 6 = 3.6 and 2.4.
   * Compscore factors the lines of a board that holds an artificial score, to 0.1: 3, 3.6, 0.3, 5.7.
   * Board 3 (EW vul.): +110, +140, +110 (NS 4 v EW 2 did not play). Raw among three: 1, 4, 1
   * (EW 3, 0, 3); factored (MP + 1) × 4/3 − 1: 5/3, 17/3, 5/3. Compscore shows it raw.
   * Totals factored: NS1 3 + 3 + 5/3 = 7.67 of 18 = 42.59 %; NS2 6 + 3.6 + 17/3 = 15.27, 84.81 %;
   * NS3 0 + 1/3 + 5/3 = 2, 11.11 %; NS4 3 + 17/3 = 8.67 of 12 = 72.22 %, which Compscore writes as
   * 72.22 % of the session's 18: 13. EW1 3 + 1/3 + 13/3 = 7.67, 42.59 %; EW2 0 + 3 = 3 of 12 = 25 %
   * → 4.5; EW3 6 + 2.4 + 13/3 = 12.73, 70.74 %; EW4 3 + 17/3 + 1/3 = 9, 50 %.
   */
  const compscore = [
    'NS2 15.27 84.81 1',
    'NS4 13 72.22 2',
    'NS1 7.67 42.59 3',
    'NS3 2 11.11 4',
    'EW3 12.73 70.74 1',
    'EW4 9 50 2',
    'EW1 7.67 42.59 3',
    'EW2 4.5 25 4',
  ];

  test("scored with the file's program's conventions, and said so", async () => {
    const s = await session([file]);
    expect(s.conventions).toMatchObject({
      name: 'compscore',
      program: 'Compscore',
      source: 'file',
      writer: 'Compscore3',
    });
    expect(points(s, 2)).toEqual([
      [3, 3.6, 0.3, 5.7],
      [3, 2.4, 5.7, 0.3],
    ]);
    expect(points(s, 3)).toEqual([
      [1, 4, 1],
      [3, 0, 3],
    ]);
    expect(standings(s)).toEqual(compscore);
    // A normal Compscore file: nothing about its elements (MASTER_POINT_SCALE, CONTACT, …).
    expect(s.errors).toEqual([]);
    const text = await runMain(['session', file]);
    expect(text.out).toContain(
      "Scored with Compscore's conventions, as the file was written by Compscore3; --conventions bridge-score for ours.",
    );
    // The one warning is the board played three times of four, not the file's elements.
    expect(text.err.trim().split('\n')).toEqual([
      'Board 3: 3 results of the 4 expected; enter the missing ones or mark them NP.',
    ]);
  });

  test.each([
    ['ru', 'Подсчёт по правилам Compscore: файл записан программой Compscore3'],
    ['zh', '按 Compscore 的计分惯例计分（文件由 Compscore3 写出）'],
  ])('the heading in %s', async (lang, words) => {
    expect((await runMain(['session', file, '--lang', lang])).out).toContain(words);
  });

  test('--conventions bridge-score: lines factored, totals the sum of the boards', async () => {
    const s = await session([file, '--conventions', 'bridge-score']);
    expect(s.conventions).toMatchObject({ name: 'bridge-score', source: 'option' });
    const [ns, ew] = points(s, 3);
    expect(ns.map((x) => Math.round(x * 100) / 100)).toEqual([1.67, 5.67, 1.67]);
    expect(ew.map((x) => Math.round(x * 100) / 100)).toEqual([4.33, 0.33, 4.33]);
    expect(standings(s)).toEqual(
      compscore.map((p) =>
        p.startsWith('NS4') ? 'NS4 8.67 72.22 2' : p.startsWith('EW2') ? 'EW2 3 25 4' : p,
      ),
    );
  });

  test('an option changes one choice on top of the conventions: --adjusted session', async () => {
    // NS2's other boards: 6 + 17/3 of 12 = 97.22 %: average-plus is 97.22 % of 6 = 5.83, shown 5.8.
    // EW3's: 6 + 13/3 of 12 = 86.1 %, above 40 %: average-minus stays 40 %, 2.4.
    const s = await session([file, '--adjusted', 'session']);
    expect(s.conventions.name).toBe('compscore');
    expect(points(s, 2)).toEqual([
      [3, 5.8, 0.3, 5.7],
      [3, 2.4, 5.7, 0.3],
    ]);
    // Raw lines on board 3 and the session's totals stay Compscore's.
    expect(points(s, 3)[0]).toEqual([1, 4, 1]);
    expect(standings(s)).toContain('NS4 13 72.22 2');
  });

  test('verify: the file is consistent (status 0)', async () => {
    const r = await runMain(['verify', file]);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      `${file}, written by Compscore3: checked with Compscore's conventions.\n\nConsistent: 11 lines, 0 datums and 8 pairs agree with the scoring.\n`,
    );
    const j = JSON.parse((await runMain(['verify', file, '--format', 'json'])).out);
    expect(j).toMatchObject({
      format: 'USEBIO',
      writer: 'Compscore3',
      conventions: { name: 'compscore', source: 'file' },
      method: 'mp',
      consistent: true,
      checked: { lines: 11, datums: 0, pairs: 8 },
      findings: [],
    });
  });

  test('verify with our conventions names what differs: the raw lines and the scaled totals', async () => {
    const r = await runMain(['verify', file, '--conventions', 'bridge-score', '--json']);
    expect(r.status).toBe(1);
    const j = JSON.parse(r.out) as { findings: { kind: string; board?: number; pair?: number }[] };
    expect(j.findings.map((f) => `${f.kind} ${f.board ?? f.pair}`)).toEqual([
      'line-points 3',
      'line-points 3',
      'line-points 3',
      'pair-total 4',
      'pair-total 2',
    ]);
  });
});

describe('verify on a hand-edited Compscore file: exactly the six figures made wrong', () => {
  const file = fixture('compscore-pairs-edited.xml');

  test('each with its place, the file value, ours and why; status 1', async () => {
    const r = await runMain(['verify', file]);
    expect(r.status).toBe(1);
    expect(r.out.split('\n').slice(2, 9)).toEqual([
      "Board 1, NS 2 v EW 2: the file gives +450 5/0; the board's results give 6/0.",
      'Board 2, NS 2 v EW 3: the file gives A6040 3/3; average-plus for North-South and average-minus for East-West are 3.6/2.4.',
      'Board 2, NS 4 v EW 1: the file gives +600; 3NT by N taking 10 tricks scores +630.',
      'Pair NS 1: the file gives place 2; the rankings give 3.',
      'Pair EW 3: the file gives 70.47%; its points of its top are 70.74%.',
      "Pair EW 4: the file gives a total of 9.5; its percentage of the full session's top is 9.",
      '',
    ]);
    expect(r.out).toContain('6 figures of the file disagree with the scoring.');
  });

  test('as JSON, kinds and values', async () => {
    const r = await runMain(['verify', file, '--format', 'json']);
    expect(r.status).toBe(1);
    const j = JSON.parse(r.out);
    expect(j.consistent).toBe(false);
    expect(j.findings.map(({ message: _m, ...f }: { message: string }) => f)).toEqual([
      {
        kind: 'line-points',
        section: '',
        board: 1,
        ns: 2,
        ew: 2,
        unit: 'mp',
        result: '+450',
        adjusted: null,
        file: { ns: 5, ew: 0 },
        ours: { ns: 6, ew: 0 },
      },
      {
        kind: 'line-points',
        section: '',
        board: 2,
        ns: 2,
        ew: 3,
        unit: 'mp',
        result: 'A6040',
        adjusted: { ns: 'average-plus', ew: 'average-minus' },
        file: { ns: 3, ew: 3 },
        ours: { ns: 3.6, ew: 2.4 },
      },
      {
        kind: 'line-score',
        section: '',
        board: 2,
        ns: 4,
        ew: 1,
        contract: '3NT',
        declarer: 'N',
        tricks: 10,
        file: 600,
        ours: 630,
      },
      { kind: 'pair-place', section: '', pair: 1, direction: 'NS', file: '2', ours: '3' },
      { kind: 'pair-percentage', section: '', pair: 3, direction: 'EW', file: 70.47, ours: 70.74 },
      {
        kind: 'pair-total',
        section: '',
        pair: 4,
        direction: 'EW',
        unit: 'mp',
        basis: 'session',
        file: 9.5,
        ours: 9,
      },
    ]);
  });

  test.each([
    ['ru', 'Сдача 2, NS 4 — EW 1: в файле +600; 3NT, играл N, взяток 10 — это +630.'],
    ['zh', '第 2 副牌，南北 4 对 东西 1：文件记为 +600；3NT，庄家 N，10 墩，应得 +630。'],
  ])('worded in %s', async (lang, words) => {
    const r = await runMain(['verify', file, '--lang', lang]);
    expect(r.out).toContain(words);
  });
});

describe('Compscore Butler (examples/compscore-butler.xml): one dropped at each end, an exact 5 away from zero', () => {
  const file = example('compscore-butler.xml');
  /*
   * Board 1 (none vul.): +400, +450, +480, −100; without −100 and +480 the mean is 425: Compscore
   * writes 430 (away from zero), ours 420 (to even), bridge-scorer's 430 (up).
   * Board 2 (NS vul.): −450, −400, −480, +100; without −480 and +100 the mean is −425: Compscore
   * −430, ours −420, bridge-scorer's −420. The IMPs are the same either way: board 1 against 430:
   * −30, +20, +50, −530 → −1, +1, +2, −11; against 420: −20, +30, +60, −520 → the same.
   */
  test('the datums and IMPs Compscore wrote', async () => {
    const s = await session([file]);
    expect(s.boards.map((b) => b.datum)).toEqual([430, -430]);
    expect(points(s, 1)[0]).toEqual([-1, 1, 2, -11]);
    expect(points(s, 2)[0]).toEqual([-1, 1, -2, 11]);
    expect(standings(s)).toEqual([
      'NS2 2  1',
      'NS3 0  2=',
      'NS4 0  2=',
      'NS1 -2  4',
      'EW4 13  1',
      'EW2 0  2',
      'EW3 -3  3',
      'EW1 -10  4',
    ]);
    expect((await runMain(['verify', file])).status).toBe(0);
  });

  test('our datums differ: a warning naming both when scoring, two findings when verifying', async () => {
    const r = await runMain(['session', file, '--conventions', 'bridge-score']);
    expect(r.status).toBe(0);
    expect(r.err).toContain(
      'Board 1: the file gives a datum (BOARD_AVERAGE) of +430; the results give +420.',
    );
    expect(r.err).toContain(
      'Board 2: the file gives a datum (BOARD_AVERAGE) of \u2212430; the results give \u2212420.',
    );
    const s = await session([file, '--conventions', 'bridge-score']);
    expect(s.warnings.filter((w) => w.code === 'datum-differs')).toHaveLength(2);
    const v = JSON.parse((await runMain(['verify', file, '--conventions', 'bridge-score', '--json'])).out);
    expect(
      v.findings.map((f: { kind: string; file: number; ours: number }) => [f.kind, f.file, f.ours]),
    ).toEqual([
      ['board-datum', 430, 420],
      ['board-datum', -430, -420],
    ]);
  });

  test('a conventions file: Compscore with the datum to even finds the same two', async () => {
    const path = put(
      'even.json',
      '{"name":"compscore-even","extends":"compscore","butlerRound":"half-even"}',
    );
    const r = await runMain(['verify', file, '--conventions', path]);
    expect(r.status).toBe(1);
    expect(r.out).toContain("checked with compscore-even's conventions");
    expect(r.out).toContain('2 figures of the file disagree');
  });

  test('--butler-round changes that one choice: half-up gives 430 and −420', async () => {
    const s = await session([file, '--butler-round', 'half-up']);
    expect(s.boards.map((b) => b.datum)).toEqual([430, -420]);
  });
});

describe('ScoreBridge (a USEBIO file naming ScoreBridge): missing scores as average, averages by session', () => {
  const file = fixture('scorebridge-pairs.xml');
  /*
   * Board 3, three results of four: among them 1, 4, 1; one missing → +1 each: 2, 5, 2 of the full
   * top 6 (EW 3 + 1, 0 + 1, 3 + 1 = 4, 1, 4). Board 2: among the three real results 2, 0, 4 → 3, 1, 5.
   * A6040 by the session rule: NS2's other boards 6 + 5 of 12 = 91.67 % → 5.5; EW3's 6 + 4 of 12
   * = 83.3 %, so average-minus stays 40 % → 2.4.
   * Totals: NS1 3 + 3 + 2 = 8 (44.44 %), NS2 6 + 5.5 + 5 = 16.5 (91.67 %), NS3 0 + 1 + 2 = 3
   * (16.67 %), NS4 3 + 5 = 8 of 12 (66.67 %); EW1 3 + 1 + 4 = 8, EW2 0 + 3 = 3 of 12 (25 %),
   * EW3 6 + 2.4 + 4 = 12.4 (68.89 %), EW4 3 + 5 + 1 = 9 (50 %).
   */
  test("scored with ScoreBridge's conventions, which the file's figures agree with", async () => {
    const s = await session([file]);
    expect(s.conventions).toMatchObject({ name: 'scorebridge', source: 'file', writer: 'ScoreBridge' });
    expect(points(s, 3)).toEqual([
      [2, 5, 2],
      [4, 1, 4],
    ]);
    expect(points(s, 2)).toEqual([
      [3, 5.5, 1, 5],
      [3, 2.4, 5, 1],
    ]);
    expect(standings(s)).toEqual([
      'NS2 16.5 91.67 1',
      'NS4 8 66.67 2',
      'NS1 8 44.44 3',
      'NS3 3 16.67 4',
      'EW3 12.4 68.89 1',
      'EW4 9 50 2',
      'EW1 8 44.44 3',
      'EW2 3 25 4',
    ]);
    expect((await runMain(['verify', file])).status).toBe(0);
  });

  test('--factor neuberg changes that one choice: board 3 as Neuberg factors it', async () => {
    const s = await session([file, '--factor', 'neuberg']);
    expect(points(s, 3)[0].map((x) => Math.round(x * 100) / 100)).toEqual([1.67, 5.67, 1.67]);
  });
});

describe('bridge-scorer (travellers CSV: it writes no results file)', () => {
  test('no factoring: the top of a board played three times is 4', async () => {
    // Board 3 raw: 1, 4, 1 of 4. NS1 3 + 1 = 4 of 10 = 40 %; NS2 6 + 4 = 100 %; NS3 1 of 10; NS4 3 of 6.
    const s = await session([fixture('bridge-scorer-pairs.csv'), '--conventions', 'bridge-scorer']);
    expect(points(s, 3)).toEqual([
      [1, 4, 1],
      [3, 0, 3],
    ]);
    expect(standings(s)).toEqual([
      'NS2 10 100 1',
      'NS4 3 50 2',
      'NS1 4 40 3',
      'NS3 1 10 4',
      'EW3 9 90 1',
      'EW1 6 60 2',
      'EW4 3 30 3',
      'EW2 0 0 4',
    ]);
  });

  test('Butler: nothing dropped of three results, an exact 5 toward +∞', async () => {
    /*
     * Board 1: +420, +400, −100: no drop, mean 240 (ours drops one at each end: 400). IMPs against 240:
     * +180, +160, −340 → +5, +4, −8. Board 2 (NS vul.): −420, −140, +110, +620; one dropped at each
     * end (⌈(4 − 10)/15⌉ + 1 = 1): mean of −140 and +110 = −15 → −10 (ours to even: −20).
     * Against −10: −410, −130, +120, +630 → −9, −4, +3, +12.
     */
    const file = fixture('bridge-scorer-butler.csv');
    const s = await session([file, '--method', 'butler', '--conventions', 'bridge-scorer']);
    expect(s.boards.map((b) => b.datum)).toEqual([240, -10]);
    expect(points(s, 1)[0]).toEqual([5, 4, -8]);
    expect(points(s, 2)[0]).toEqual([-9, -4, 3, 12]);
    expect(standings(s)).toEqual([
      'NS4 12  1',
      'NS2 0  2',
      'NS1 -4  3',
      'NS3 -5  4',
      'EW3 12  1',
      'EW2 5  2',
      'EW4 -3  3',
      'EW1 -17  4',
    ]);
    const ours = await session([file, '--method', 'butler']);
    expect(ours.boards.map((b) => b.datum)).toEqual([400, -20]);
  });
});

describe('ACBLscore (travellers CSV): the 1/½ scale, small fouled groups, lines to 0.01', () => {
  test('each choice', async () => {
    /*
     * Top 3. Board 1: 1.5, 3, 0, 1.5. Board 3 (three of four): raw 0.5, 2, 0.5 → (MP + ½) × 4/3 − ½
     * = 0.83, 2.83, 0.83; EW raw 1.5, 0, 1.5 → 2.17, 0.17, 2.17.
     * Board 5 fouled: group X (three, the larger: by the formula) +650, +620, +170 → raw 2, 1, 0 →
     * 2.83, 1.5, 0.17; group Y, one score: 60 % of 3 for each direction, 1.8 and 1.8.
     * NS1 1.5 + 5/6 + 17/6 = 5.17 of 9 = 57.41 %; NS2 3 + 17/6 + 1.5 = 7.33, 81.48 %; NS3 0 + 5/6 +
     * 1/6 = 1, 11.11 %; NS4 1.5 + 1.8 = 3.3 of 6, 55 %. EW1 1.5 + 13/6 + 1.5 = 5.17, 57.41 %;
     * EW2 0 + 17/6 of 6 = 47.22 %; EW3 3 + 13/6 + 1.8 = 6.97, 77.41 %; EW4 1.5 + 1/6 + 1/6 = 1.83, 20.37 %.
     */
    const s = await session([fixture('acblscore-pairs.csv'), '--conventions', 'acblscore']);
    expect(points(s, 1)[0]).toEqual([1.5, 3, 0, 1.5]);
    expect(points(s, 3)).toEqual([
      [0.83, 2.83, 0.83],
      [2.17, 0.17, 2.17],
    ]);
    expect(points(s, 5)).toEqual([
      [2.83, 1.5, 0.17, 1.8],
      [0.17, 1.5, 2.83, 1.8],
    ]);
    expect(standings(s)).toEqual([
      'NS2 7.33 81.48 1',
      'NS1 5.17 57.41 2',
      'NS4 3.3 55 3',
      'NS3 1 11.11 4',
      'EW3 6.97 77.41 1',
      'EW1 5.17 57.41 2',
      'EW2 2.83 47.22 3',
      'EW4 1.83 20.37 4',
    ]);
  });
});

describe('EBUScore (travellers CSV: fouled groups, which USEBIO does not carry)', () => {
  test('small groups by the EBU, averages by session, lines to 0.1', async () => {
    /*
     * Board 2: +600, A6040, −100, +630 → Neuberg 3, 1/3, 17/3 (shown 3, 0.3, 5.7). Board 5 fouled:
     * group X of three (3/4 of the results, more than a third: the formula) 17/3, 3, 1/3; group Y,
     * one score (a quarter): 60 % of 6 each way, 3.6. NS2's other boards: 6 + 3 of 12 = 75 % →
     * average-plus 4.5; EW3's 6 + 3.6 of 12 = 80 % → average-minus 40 %, 2.4.
     * NS1 3 + 3 + 17/3 = 11.67 (64.81 %); NS2 6 + 4.5 + 3 = 13.5 (75 %); NS3 0 + 1/3 + 1/3 = 0.67
     * (3.7 %); NS4 3 + 17/3 + 3.6 = 12.27 (68.15 %). EW1 3 + 1/3 + 3 = 6.33 (35.19 %); EW2 0 + 3 +
     * 17/3 = 8.67 (48.15 %); EW3 6 + 2.4 + 3.6 = 12 (66.67 %); EW4 3 + 17/3 + 1/3 = 9 (50 %).
     */
    const s = await session([fixture('ebuscore-pairs.csv'), '--conventions', 'ebuscore']);
    expect(points(s, 2)).toEqual([
      [3, 4.5, 0.3, 5.7],
      [3, 2.4, 5.7, 0.3],
    ]);
    expect(points(s, 5)).toEqual([
      [5.7, 3, 0.3, 3.6],
      [0.3, 3, 5.7, 3.6],
    ]);
    expect(standings(s)).toEqual([
      'NS2 13.5 75 1',
      'NS4 12.27 68.15 2',
      'NS1 11.67 64.81 3',
      'NS3 0.67 3.7 4',
      'EW3 12 66.67 1',
      'EW4 9 50 2',
      'EW2 8.67 48.15 3',
      'EW1 6.33 35.19 4',
    ]);
  });
});

describe('a program whose conventions are not known', () => {
  test('is named, and the file scored and checked with ours', async () => {
    const text = readFileSync(example('compscore-pairs.xml'), 'utf8').replace(
      '<PROGRAM_NAME>Compscore3</PROGRAM_NAME>',
      '<PROGRAM_NAME>Magic Contest</PROGRAM_NAME>',
    );
    const file = put('magic.xml', text);
    const r = await runMain(['session', file]);
    expect(r.out).toContain(
      "The file was written by Magic Contest, whose conventions are not known here: scored with bridge-score's (--conventions chooses others).",
    );
    const s = await session([file]);
    expect(s.conventions).toMatchObject({ name: 'bridge-score', source: 'unknown', writer: 'Magic Contest' });
    const v = await runMain(['verify', file]);
    expect(v.out.split('\n')[0]).toBe(
      `${file}, written by Magic Contest: checked with bridge-score's conventions.`,
    );
    expect(v.status).toBe(1);
  });
});

describe('--conventions errors are usage errors (status 2), worded in each language', () => {
  const file = example('compscore-pairs.xml');
  test.each([
    ['en', 'Unknown scoring conventions "nope"'],
    ['ru', 'nope'],
    ['zh', 'nope'],
  ])('an unknown name (%s)', async (lang, words) => {
    const r = await runMain(['session', file, '--conventions', 'nope', '--lang', lang]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(words);
    if (lang !== 'en') expect(r.err).not.toContain('Unknown scoring conventions');
  });

  test('a file that is not JSON, and a field that is not valid', async () => {
    const bad = put('bad.json', '{"name":');
    const r = await runMain(['verify', file, '--conventions', bad]);
    expect(r.status).toBe(2);
    expect(r.err).toContain('The conventions file is not valid JSON');
    const field = put('field.json', '{"name":"x","extends":"compscore","pairTotals":"most"}');
    const f = await runMain(['session', file, '--conventions', field]);
    expect(f.status).toBe(2);
    expect(f.err).toContain('Conventions field $.pairTotals: expected "sum" or "session".');
  });

  test('verify refuses a format it does not write', async () => {
    expect((await runMain(['verify', file, '--format', 'csv'])).status).toBe(2);
  });
});

describe('a file bridge-score writes is consistent under the conventions it was scored with', () => {
  const evening = example('club-evening.csv');
  const sets = ['bridge-score', 'compscore', 'scorebridge', 'bridge-scorer', 'acblscore', 'ebuscore'];
  test.each(
    sets.flatMap((c) =>
      ['mp', 'cross-imps', 'butler'].flatMap((m) => ['usebio', 'pbn'].map((f) => [c, m, f])),
    ),
  )('%s, %s, as %s', async (conventions, method, format) => {
    const scored = await runMain([
      'session',
      evening,
      '--conventions',
      conventions,
      '--method',
      method,
      '--format',
      format,
    ]);
    expect(scored.status).toBe(0);
    const file = put(`${conventions}-${method}.${format === 'usebio' ? 'xml' : 'pbn'}`, scored.out);
    const r = await runMain(['verify', file, '--conventions', conventions, '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ consistent: true, findings: [] });
  });

  test.each(['compscore', 'scorebridge', 'bridge-scorer', 'acblscore'])(
    "matchpoints written under %s's conventions are not ours (the evening has boards played fewer times)",
    async (conventions) => {
      const scored = await runMain(['session', evening, '--conventions', conventions, '--format', 'usebio']);
      const file = put(`${conventions}-vs-ours.xml`, scored.out);
      const r = await runMain(['verify', file, '--json']);
      expect(r.status).toBe(1);
      expect(JSON.parse(r.out).findings.length).toBeGreaterThan(0);
    },
  );
});
