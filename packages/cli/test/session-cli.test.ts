import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { main } from '../dist/main.js';

const example = fileURLToPath(new URL('../../../examples/club-evening.csv', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-session-'));

async function run(args: string[], stdin = '') {
  let out = '';
  let err = '';
  const status = await main(args, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stdin: Readable.from([stdin]),
    stdout: new PassThrough(),
    isTTY: false,
  });
  return { status, out, err };
}

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
    expect(r.status).toBe(1);
    expect(r.err).toContain('no "ew" column');
    expect((await run(['session', join(dir, 'missing.csv')])).status).toBe(1);
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
    expect(ru.out).toContain('Север–Юг');
    expect(ru.out).toContain('Место');
    const zh = await run(['session', file('small.csv', SMALL), '--lang', 'zh']);
    expect(zh.out).toContain('南北');
    const warn = await run(['session', example, '--lang', 'zh']);
    expect(warn.err).toContain('记录的分数');
  });
});
