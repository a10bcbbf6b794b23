import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const example = fileURLToPath(new URL('../../../examples/club-evening.csv', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-session-'));

const run = (args: string[], stdin = '') => runMain(args, { stdin });

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

interface Json {
  boards: {
    board: number;
    top: number;
    results: {
      ns: number;
      ew: number;
      contract: string | null;
      score: number | string;
      nsPoints: number | null;
      ewPoints: number | null;
    }[];
  }[];
  rankings: {
    field: string;
    pairs: { pair: number; place: string; points: number; percentage: number; names: string[] }[];
  }[];
  warnings: { code: string; message: string }[];
  errors: { row?: number; column?: string; code: string; message: string }[];
}

// Three tables, three boards (the core tests' hand-worked session): NS3 8 of 12, NS2 6, NS1 4; EW2 11, EW1 4, EW3 3.
const SMALL = `board,ns,ew,contract,declarer,tricks,score
1,1,1,4S,N,10,
1,2,2,4S,N,10,
1,3,3,4S,N,11,
2,1,2,,,,-100
2,2,3,2H,S,8,
2,3,1,3H,S,9,
3,1,3,3NT,W,8,
3,2,1,,,,+100
3,3,2,4H,E,10,
`;

describe('bridge-score session', () => {
  test('the example club evening: rankings per field and every board, as JSON', async () => {
    const r = await run(['session', example, '--json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out) as Json;
    expect(j.rankings.map((x) => x.field)).toEqual(['NS', 'EW']);
    expect(j.rankings.map((x) => x.pairs.length)).toEqual([5, 5]);
    expect(j.boards).toHaveLength(20);
    for (const b of j.boards) {
      expect(b.results.length).toBe(5);
      for (const line of b.results) {
        expect(Object.keys(line)).toEqual(
          expect.arrayContaining([
            'ns',
            'ew',
            'contract',
            'declarer',
            'tricks',
            'score',
            'nsPoints',
            'ewPoints',
          ]),
        );
        if (line.nsPoints !== null && typeof line.score === 'number') {
          expect((line.nsPoints + (line.ewPoints ?? 0)).toFixed(2)).toBe(b.top.toFixed(2));
        }
      }
    }
    // The adjusted score and the board not played are in the travellers.
    expect(j.boards[8]?.results.some((x) => x.score === 'A60A40')).toBe(true);
    expect(j.boards[13]?.results.some((x) => x.score === 'NP' && x.nsPoints === null)).toBe(true);
    // A pair's points are the sum of its boards; its percentage of 8 per board played.
    const ns2 = j.rankings[0]?.pairs.find((p) => p.pair === 2);
    const sum = j.boards
      .flatMap((b) => b.results.filter((x) => x.ns === 2).map((x) => x.nsPoints ?? 0))
      .reduce((a, b) => a + b, 0);
    expect(ns2?.points).toBeCloseTo(sum, 1);
    expect(ns2?.names).toEqual(['Clare Moss', 'Dev Patel']);
    // The written score that disagrees with its contract is a warning; nothing is changed.
    expect(j.warnings.map((w) => w.code)).toEqual(['score-mismatch']);
    expect(r.err).toContain('Board 12, NS 1 v EW 4');
  });

  test('a hand-worked session from CSV: places, points and percentages', async () => {
    const r = await run(['session', file('small.csv', SMALL), '--format', 'json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out) as Json;
    const rows = j.rankings.map((f) => [
      f.field,
      ...f.pairs.map((p) => `${p.place} ${p.pair} ${p.points} ${p.percentage}`),
    ]);
    expect(rows).toEqual([
      ['NS', '1 3 8 66.67', '2 2 6 50', '3 1 4 33.33'],
      ['EW', '1 2 11 91.67', '2 1 4 33.33', '3 3 3 25'],
    ]);
    expect(j.boards[0]?.results.map((x) => [x.score, x.nsPoints, x.ewPoints])).toEqual([
      [420, 1, 3],
      [420, 1, 3],
      [450, 4, 0],
    ]);
  });

  test('Howell: one field, ties as shared places', async () => {
    const howell = SMALL.replace(/^(\d+),(\d+),(\d+),/gm, (_, b, ns, ew) => `${b},${ns},${Number(ew) + 3},`);
    const r = await run(['session', file('howell.csv', howell), '--movement', 'howell', '--json']);
    const j = JSON.parse(r.out) as Json;
    expect(j.rankings.map((f) => f.field)).toEqual(['all']);
    expect(j.rankings[0]?.pairs.map((p) => `${p.place} ${p.pair}`)).toEqual([
      '1 5',
      '2 3',
      '3 2',
      '4= 1',
      '4= 4',
      '6 6',
    ]);
  });

  test('arrow-switched lines put everyone in one field', async () => {
    const arrow = SMALL.replace(
      'board,ns,ew,contract,declarer,tricks,score',
      'board,ns,ew,contract,declarer,tricks,score,arrow',
    ).replace(/^(3,.*)$/gm, '$1,yes');
    const r = await run(['session', file('arrow.csv', arrow), '--json']);
    const j = JSON.parse(r.out) as Json;
    expect(j.rankings.map((f) => f.field)).toEqual(['all']);
    expect(j.rankings[0]?.pairs[0]).toMatchObject({ pair: 3, place: '1', percentage: 100 });
    const text = await run(['session', file('arrow.csv', arrow)]);
    expect(text.out).toContain('NS 3');
    expect(text.out).toContain('EW 2');
  });

  test('the ACBL scale and the text layout', async () => {
    const r = await run(['session', file('small.csv', SMALL), '--scale', 'acbl']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('matchpoints 1/½ (ACBL)');
    expect(r.out).toMatch(/North-South\nPlace\s+Pair\s+Points\s+%\n1\s+3\s+4\s+66\.67/);
    expect(r.out).toMatch(/Board 1 {3}Dealer N {3}Vul none {3}Top 2/);
    expect(r.out).toMatch(/ 3 {3}3 {2}4♠ +N +11 +450 +2\.00 +0\.00/);
  });

  test('CSV output: the ranking, then the travellers with points, readable again as input', async () => {
    const r = await run(['session', file('small.csv', SMALL), '--format', 'csv']);
    const [ranking, travellers] = r.out.split('\n\n');
    expect(ranking?.split('\n')[0]).toBe('field,place,section,pair,direction,names,points,percentage,boards');
    expect(ranking?.split('\n')[1]).toBe('NS,1,A,3,NS,,8.00,66.67,3');
    expect(travellers?.split('\n')[0]).toBe(
      'board,ns,ew,contract,declarer,tricks,score,section,arrow,group,lead,round,ns_names,ew_names,ns_points,ew_points',
    );
    const again = await run(['session', file('again.csv', travellers ?? ''), '--json']);
    const j = JSON.parse(again.out) as Json;
    expect(j.rankings[0]?.pairs.map((p) => p.percentage)).toEqual([66.67, 50, 33.33]);
    expect(again.err).toContain('Column "ns_points"');
  });

  test('bad rows: each reported with its row and column, the rest scored, exit status 1', async () => {
    const bad = `${SMALL}4,1,1,8S,N,10,\n4,2,2,4S,Q,10,\n4,3,3,,,,A70A\n`;
    const r = await run(['session', file('bad.csv', bad), '--json']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'row 11, column contract: No contract above the seven level may be played (Law 38)',
    );
    expect(r.err).toContain('row 12, column declarer');
    expect(r.err).toContain('row 13, column score');
    const j = JSON.parse(r.out) as Json;
    expect(j.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [11, 'contract', 'level-too-high'],
      [12, 'declarer', 'declarer-unknown'],
      [13, 'score', 'adjusted-syntax'],
    ]);
    expect(j.boards.map((b) => b.board)).toEqual([1, 2, 3]);
  });

  test('a file without the needed columns, an unreadable file, a bad option', async () => {
    const r = await run(['session', file('nohead.csv', 'board,ns,contract\n1,1,4S\n')]);
    expect(r.status).toBe(2);
    expect(r.err).toContain('no "ew" column');
    expect(r.out).toBe('');
    const missing = await run(['session', join(dir, 'missing.csv')]);
    expect(missing).toMatchObject({ status: 2, out: '' });
    expect(missing.err).toBe(`Cannot read ${join(dir, 'missing.csv')}: no such file.\n`);
    const opt = await run(['session', example, '--factor', 'half']);
    expect(opt.status).toBe(2);
    expect(opt.err).toContain('--factor');
  });

  test('the event model as JSON, from standard input, with its own settings', async () => {
    const event = {
      results: [
        { board: 1, ns: 1, ew: 1, outcome: { kind: 'score', ns: 420 } },
        { board: 1, ns: 2, ew: 2, outcome: { kind: 'score', ns: -50 } },
        { board: 1, ns: 3, ew: 3, outcome: { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' } },
      ],
      settings: { scale: 'acbl' },
    };
    const r = await run(['session', '-', '--json'], JSON.stringify(event));
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out) as Json;
    // Two real scores factored to three: (1 + ½) × 3/2 − ½ = 1.75 and (0 + ½) × 3/2 − ½ = 0.25 of a top of 2.
    expect(j.boards[0]?.results.map((x) => [x.nsPoints, x.ewPoints])).toEqual([
      [1.75, 0.25],
      [0.25, 1.75],
      [1.2, 0.8],
    ]);
    const overridden = await run(['session', '-', '--json', '--scale', '2/1'], JSON.stringify(event));
    expect((JSON.parse(overridden.out) as Json).boards[0]?.top).toBe(4);
  });

  test('in Russian and Chinese', async () => {
    const ru = await run(['session', file('small.csv', SMALL), '--lang', 'ru']);
    expect(ru.out).toContain('Линия NS');
    expect(ru.out).toContain('Место');
    const zh = await run(['session', file('small.csv', SMALL), '--lang', 'zh']);
    expect(zh.out).toContain('南北');
    const warn = await run(['session', example, '--lang', 'zh']);
    expect(warn.err).toContain('记录的分数');
  });
});

describe('bridge-score session at IMPs', () => {
  interface ImpJson {
    method: string;
    unit: string;
    settings: Record<string, unknown>;
    rankings: {
      field: string;
      pairs: {
        pair: number;
        place: string;
        points: number;
        top: number | null;
        percentage: number | null;
        average: number;
        boards: number;
      }[];
    }[];
    boards: {
      board: number;
      top: number | null;
      datum?: number | null;
      results: { score: number | string; nsPoints: number | null; ewPoints: number | null }[];
    }[];
  }

  test('--method butler --format json: the same shape, points in IMPs', async () => {
    const r = await run(['session', file('small.csv', SMALL), '--method', 'butler', '--format', 'json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out) as ImpJson;
    expect([j.method, j.unit]).toEqual(['butler', 'imps']);
    expect(j.settings).toMatchObject({ method: 'butler', butlerDrop: '5%', butlerRound: 'half-even' });
    // Three results a board: one dropped at each end, the datum is the middle score.
    // Board 1 datum 420: NS 0, 0, +30 → +1. Board 2 datum 110: −210 → −5, 0, +30 → +1.
    // Board 3 datum 100: 0, 0, −720 → −12.
    expect(j.boards.map((b) => [b.board, b.top, b.datum])).toEqual([
      [1, null, 420],
      [2, null, 110],
      [3, null, 100],
    ]);
    expect(j.boards[1]?.results.map((x) => [x.score, x.nsPoints, x.ewPoints])).toEqual([
      [-100, -5, 5],
      [110, 0, 0],
      [140, 1, -1],
    ]);
    // NS1 −5, NS2 0, NS3 1 + 1 − 12 = −10; EW1 −1, EW2 5 + 12 = 17, EW3 −1.
    const rows = j.rankings.map((f) => [
      f.field,
      ...f.pairs.map((p) => `${p.place} ${p.pair} ${p.points} ${p.average} ${p.percentage} ${p.top}`),
    ]);
    expect(rows).toEqual([
      ['NS', '1 2 0 0 null null', '2 1 -5 -1.67 null null', '3 3 -10 -3.33 null null'],
      ['EW', '1 2 17 5.67 null null', '2= 1 -1 -0.33 null null', '2= 3 -1 -0.33 null null'],
    ]);
  });

  test('--method cross-imps: the text is headed with the method and IMPs, ranked by IMPs', async () => {
    const r = await run(['session', file('small.csv', SMALL), '--method', 'cross-imps']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Scored by cross-IMPs in IMPs, averaged over the comparisons');
    // NS2 7.5, NS1 0, NS3 −7.5 over 3 boards (the core tests work these out).
    expect(r.out).toMatch(/North-South\nPlace\s+Pair\s+IMPs\s+Per board\n1\s+2\s+\+7\.50\s+\+2\.50/);
    expect(r.out).toMatch(/Board 1 {3}Dealer N {3}Vul none\n/);
    expect(r.out).toMatch(/NS IMPs\s+EW IMPs/);
    expect(r.out).toMatch(/ 3 {3}3 {2}4♠ +N +11 +450 +\+1\.00 +-1\.00/);
  });

  test('--cross-divide none: the plain sums; CSV keeps its columns, the average beside the points', async () => {
    const r = await run([
      'session',
      file('small.csv', SMALL),
      '--method',
      'cross-imps',
      '--cross-divide',
      'none',
      '--format',
      'csv',
    ]);
    const [ranking, travellers] = r.out.split('\n\n');
    expect(ranking?.split('\n')[0]).toBe('field,place,section,pair,direction,names,points,average,boards');
    expect(ranking?.split('\n')[1]).toBe('NS,1,A,2,NS,,15.00,5.00,3');
    // Board 1: 420 v 420 0, v 450 −1: −1 for NS1.
    expect(travellers?.split('\n')[1]).toMatch(/^1,1,1,4S,N,10,420,.*,-1\.00,1\.00$/);
  });

  test('--butler-drop and --butler-round', async () => {
    // Nothing dropped: board 1 mean 430, board 2 50, board 3 −140 (the core tests work these out).
    const r = await run([
      'session',
      file('small.csv', SMALL),
      '--method',
      'butler',
      '--butler-drop',
      '0',
      '--butler-round',
      'half-away',
      '--json',
    ]);
    const j = JSON.parse(r.out) as ImpJson;
    expect(j.boards.map((b) => b.datum)).toEqual([430, 50, -140]);
    expect(j.settings).toMatchObject({ butlerDrop: '0', butlerRound: 'half-away' });
  });

  test('the method from a JSON event, overridden on the command line', async () => {
    const event = {
      results: [
        { board: 1, ns: 1, ew: 1, outcome: { kind: 'score', ns: 420 } },
        { board: 1, ns: 2, ew: 2, outcome: { kind: 'score', ns: -50 } },
        { board: 1, ns: 3, ew: 3, outcome: { kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' } },
      ],
      settings: { method: 'cross-imps' },
    };
    const r = await run(['session', '-', '--json'], JSON.stringify(event));
    const j = JSON.parse(r.out) as ImpJson;
    // 420 v −50: 470 → 10 IMPs over one comparison; the adjusted line +3 / −3.
    expect(j.boards[0]?.results.map((x) => [x.nsPoints, x.ewPoints])).toEqual([
      [10, -10],
      [-10, 10],
      [3, -3],
    ]);
    const mp = await run(['session', '-', '--json', '--method', 'mp'], JSON.stringify(event));
    expect((JSON.parse(mp.out) as ImpJson).unit).toBe('matchpoints');
  });

  test('bad values are misuse (exit status 2)', async () => {
    for (const args of [
      ['--method', 'swiss'],
      ['--cross-divide', 'tables'],
      ['--butler-drop', '50%'],
      ['--butler-drop', 'two'],
      ['--butler-round', 'up'],
    ]) {
      const r = await run(['session', example, ...args]);
      expect(r.status).toBe(2);
      expect(r.err).toContain(args[0]);
    }
  });

  test('in Russian and Chinese', async () => {
    const ru = await run(['session', file('small.csv', SMALL), '--method', 'butler', '--lang', 'ru']);
    expect(ru.out).toContain('по Батлеру, в IMP');
    expect(ru.out).toContain('Датум +420');
    const zh = await run(['session', file('small.csv', SMALL), '--method', 'cross-imps', '--lang', 'zh']);
    expect(zh.out).toContain('交叉 IMP，单位 IMP');
    expect(zh.out).toContain('每副平均');
  });

  test('--help documents the methods', async () => {
    const r = await run(['session', '--help']);
    expect(r.out).toContain('--method <method>');
    expect(r.out).toContain('--cross-divide');
    expect(r.out).toContain('--butler-drop');
    expect(r.out).toContain('--butler-round');
  });
});

describe('many warnings', () => {
  // Board 1 has three results, boards 2–26 two each: 25 boards missing a result, a warning each.
  const rows = ['board,ns,ew,contract,declarer,tricks', '1,1,1,3NT,N,9', '1,2,2,3NT,N,9', '1,3,3,3NT,N,9'];
  for (let b = 2; b <= 26; b++) rows.push(`${b},1,2,3NT,N,9`, `${b},2,3,3NT,N,10`);
  const csv = `${rows.join('\n')}\n`;

  test('standard error shows the first 20 and says how many more; the JSON keeps all 25', async () => {
    const r = await run(['session', file('many.csv', csv), '--format', 'json']);
    expect(r.status).toBe(0);
    const lines = r.err.trimEnd().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe(
      '… and 5 more messages of this kind (board-incomplete); --all-warnings shows every one.',
    );
    expect((JSON.parse(r.out) as Json).warnings).toHaveLength(25);
  });

  test('--all-warnings shows every one', async () => {
    const r = await run(['session', file('many.csv', csv), '--all-warnings']);
    expect(r.status).toBe(0);
    expect(r.err.trimEnd().split('\n')).toHaveLength(25);
    expect(r.err).not.toContain('more messages');
  });
});
