/**
 * `bridge-score session` on PBN and USEBIO files, and its PBN and USEBIO
 * output, run as users run it (the built command line).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Problems, pbnResults, readPbn, readUsebio, usebioResults } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-session-files-'));

const run = (argv: string[], errIsTTY = false) => runMain(argv, { errIsTTY });

type Json = {
  rankings: { field: string; pairs: { pair: number; points: number; percentage: number; place: string }[] }[];
  errors: { file?: string; line?: number; column?: number; code: string; severity?: string }[];
};

describe('bridge-score session on a PBN file', () => {
  test('the Mitchell evening: the golden totals (NS 2 first with 12 of 12)', async () => {
    const r = await run(['session', golden('mitchell.pbn'), '--json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.out) as Json;
    expect(j.rankings.map((f) => f.pairs.map((p) => [p.pair, p.points, p.place]))).toEqual([
      [
        [2, 12, '1'],
        [1, 4, '2'],
        [3, 2, '3'],
      ],
      [
        [1, 8, '1'],
        [2, 6, '2'],
        [3, 4, '3'],
      ],
    ]);
  });

  test('the Howell is one field', async () => {
    const r = await run(['session', golden('howell.pbn'), '--json']);
    const j = JSON.parse(r.out) as Json;
    expect(j.rankings).toHaveLength(1);
    expect(j.rankings[0]?.pairs.map((p) => [p.pair, p.place])).toEqual([
      [4, '1'],
      [1, '2='],
      [3, '2='],
      [2, '4'],
    ]);
  });

  test('a messy file: problems with file, line and column, in the JSON too; exit status 1', async () => {
    const r = await run(['session', golden('messy.pbn'), '--json']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`${golden('messy.pbn')}:36:1: Board 3, NS 3 v EW 4: No result`);
    const j = JSON.parse(r.out) as Json;
    expect(j.errors).toContainEqual(
      expect.objectContaining({
        file: golden('messy.pbn'),
        line: 40,
        column: 12,
        code: 'value-invalid',
        severity: 'error',
      }),
    );
  });

  test('found by its content when the name says nothing', async () => {
    const path = join(dir, 'results.txt');
    writeFileSync(path, readPbnText('howell.pbn'));
    const r = await run(['session', path, '--json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.out) as Json).rankings[0]?.pairs[0]?.pair).toBe(4);
  });
});

function readPbnText(name: string): string {
  return readFileSync(golden(name), 'utf8');
}

describe('bridge-score session on a USEBIO file', () => {
  test('scores it, artificial scores and all', async () => {
    const r = await run(['session', golden('club.xml'), '--json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.out) as Json).rankings).toHaveLength(2);
  });
});

describe('--format pbn and usebio', () => {
  test('PBN out: the computed ScoreTable and TotalScoreTable read back with the same totals', async () => {
    const r = await run(['session', golden('mitchell.pbn'), '--format', 'pbn']);
    expect(r.status).toBe(0);
    const pbn = readPbn(r.out);
    if (!pbn.ok) throw new Error('not PBN');
    expect(pbn.value.problems).toEqual([]);
    const problems = new Problems('out.pbn');
    const results = pbnResults(pbn.value.value, problems);
    expect(problems.list).toEqual([]);
    expect(results.pairs.map((p) => [p.direction, p.pair, p.totalMatchPoints])).toEqual([
      ['NS', 2, 12],
      ['NS', 1, 4],
      ['NS', 3, 2],
      ['EW', 1, 8],
      ['EW', 2, 6],
      ['EW', 3, 4],
    ]);
    expect(results.boards[0]?.deal?.N).toEqual({ S: 'J96', H: '4', D: 'Q86', C: 'KQJ832' });
    // Scoring our own file again gives the same file.
    const again = join(dir, 'ours.pbn');
    writeFileSync(again, r.out);
    expect((await run(['session', again, '--format', 'pbn'])).out).toBe(r.out);
  });

  test('USEBIO out from a CSV session: match points, totals, percentages and places', async () => {
    const csv = join(dir, 'small.csv');
    writeFileSync(csv, 'board,ns,ew,contract,declarer,tricks\n1,1,1,4S,N,10\n1,2,2,4S,N,11\n1,3,3,4S,N,9\n');
    const r = await run(['session', csv, '--format', 'usebio']);
    expect(r.status).toBe(0);
    const xml = readUsebio(r.out);
    if (!xml.ok) throw new Error('not USEBIO');
    const results = usebioResults(xml.value.value);
    // Law 78A, three scores, top 4: +450 4, +420 2, −50 0.
    expect(results.boards[0]?.lines.map((l) => [l.score, l.nsMatchPoints, l.ewMatchPoints])).toEqual([
      [420, 2, 2],
      [450, 4, 0],
      [-50, 0, 4],
    ]);
    expect(
      results.pairs.filter((p) => p.direction === 'NS').map((p) => [p.pair, p.rank, p.percentage]),
    ).toEqual([
      [2, '1', 100],
      [1, '2', 50],
      [3, '3', 0],
    ]);
  });
});

describe('scoring methods from the file', () => {
  test('a PBN file whose Scoring is IMP;Butler is scored at Butler IMPs, written with IMPs', async () => {
    const path = join(dir, 'butler.pbn');
    writeFileSync(path, readPbnText('mitchell.pbn').replaceAll('[Scoring "MP"]', '[Scoring "IMP;Butler"]'));
    const j = JSON.parse((await run(['session', path, '--json'])).out) as Json & {
      method: string;
      unit: string;
    };
    expect([j.method, j.unit]).toEqual(['butler', 'imps']);
    const pbn = await run(['session', path, '--format', 'pbn']);
    const read = readPbn(pbn.out);
    if (!read.ok) throw new Error('not PBN');
    const results = pbnResults(read.value.value, new Problems('out.pbn'));
    expect(results.scoring).toBe('IMP;Butler');
    expect(results.pairs.every((p) => p.totalImps !== undefined && p.totalMatchPoints === undefined)).toBe(
      true,
    );
    // --method overrides the file.
    const mp = JSON.parse((await run(['session', path, '--json', '--method', 'mp'])).out) as {
      method: string;
    };
    expect(mp.method).toBe('mp');
  });
});

describe('progress', () => {
  test('a big file at a terminal shows its stages on standard error, and clears them', async () => {
    // Megabytes, but few lines (a long notes column), so that the test stays quick.
    const notes = 'x'.repeat(4000);
    const parts = ['board,ns,ew,contract,declarer,tricks,notes\n'];
    let size = parts[0]?.length ?? 0;
    for (let b = 1; size < 8.5 * 2 ** 20; b++) {
      for (let t = 1; t <= 10; t++) {
        const l = `${b},${t},${t},4S,N,${t % 2 === 0 ? 10 : 9},${notes}\n`;
        parts.push(l);
        size += l.length;
      }
    }
    const text = parts.join('');
    const path = join(dir, 'big.csv');
    writeFileSync(path, text);
    const atTerminal = await run(['session', path, '--format', 'csv'], true);
    expect(atTerminal.err).toContain('Reading');
    expect(atTerminal.err).toContain('traveller lines read; scoring…');
    expect(atTerminal.err).toContain('\r\u001b[K');
    const piped = await run(['session', path, '--format', 'csv'], false);
    expect(piped.err).not.toContain('Reading');
    expect(piped.out).toBe(atTerminal.out);
  });

  test('a small file shows none, even at a terminal', async () => {
    const r = await run(['session', golden('mitchell.pbn')], true);
    expect(r.err).toBe('');
  });
});

describe('PBN written by session --format pbn', () => {
  const example = fileURLToPath(new URL('../../../examples/club-evening.csv', import.meta.url));

  test('is Latin-1 text: leads written with suit symbols go out with letters', async () => {
    const r = await run(['session', example, '--format', 'pbn']);
    expect(r.out).toMatch(/\n *\d+ +\d+ +\d+ +3NT +S +9 +D9 /); // board 1, the ♦9 lead of the CSV
    expect(r.out).not.toMatch(/[♠♥♦♣]/);
  });

  test('does not claim the export format, whose mandatory tags a results file lacks', async () => {
    const r = await run(['session', example, '--format', 'pbn']);
    expect(r.out.startsWith('% PBN 2.1\n')).toBe(true);
    expect(r.out).not.toContain('% EXPORT');
  });

  test('every ScoreTable column is as wide as its widest cell', async () => {
    const r = await run(['session', example, '--format', 'pbn']);
    const lines = r.out.split('\n');
    let widths: number[] = [];
    let checked = 0;
    for (const line of lines) {
      const spec = /^\[ScoreTable "(.*)"\]$/.exec(line);
      if (spec) {
        widths = (spec[1] ?? '').split(';').map((c) => Number(/\\(\d+)/.exec(c)?.[1]));
        continue;
      }
      if (widths.length === 0 || line.startsWith('[') || line.trim() === '') {
        widths = line.startsWith('[') || line.trim() === '' ? [] : widths;
        continue;
      }
      const cells = line.trim().split(/ +/);
      for (const [k, cell] of cells.entries()) expect(cell.length).toBeLessThanOrEqual(widths[k] ?? 0);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
