/**
 * `bridge-score convert`, run as users run it (the built command line).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatPbn,
  Problems,
  pbnOfResults,
  pbnResults,
  readPbn,
  readUsebio,
  usebioResults,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-convert-'));

const run = (...argv: string[]) => runMain(argv);

describe('bridge-score convert', () => {
  test('PBN to USEBIO by the extensions: the same results come back', async () => {
    const out = join(dir, 'mitchell.xml');
    const r = await run('convert', golden('mitchell.pbn'), out);
    expect(r.status).toBe(0);
    // What USEBIO has no place for is named, one warning per kind, with a count.
    expect(
      r.err
        .split('\n')
        .filter(Boolean)
        .map((l) => l.replace(/^.*?warning: /, '')),
    ).toEqual([
      'PBN → USEBIO: 1 fact of the event (name, site, date, club) not carried (USEBIO has no place for it).',
      "PBN → USEBIO: 9 traveller lines' percentages not carried (USEBIO has no place for them).",
      "PBN → USEBIO: 6 pairs' numbers of boards played not carried (USEBIO has no place for them).",
      "PBN → USEBIO: 12 boards' player tags (West, North, East, South) not carried (USEBIO has no place for them).",
    ]);
    const xml = readUsebio(readFileSync(out, 'utf8'));
    if (!xml.ok) throw new Error('not USEBIO');
    expect(xml.value.problems).toEqual([]);
    const results = usebioResults(xml.value.value);
    expect(results.boards.map((b) => b.lines.length)).toEqual([3, 3, 3]);
    expect(results.pairs.map((p) => p.totalMatchPoints)).toEqual([12, 4, 2, 8, 6, 4]);
  });

  test('USEBIO to PBN on standard output, with --to', async () => {
    const r = await run('convert', golden('club.xml'), '-', '--to', 'pbn');
    expect(r.status).toBe(0);
    const pbn = readPbn(r.out);
    if (!pbn.ok) throw new Error('not PBN');
    const problems = new Problems('out.pbn');
    const results = pbnResults(pbn.value.value, problems);
    expect(problems.list).toEqual([]);
    expect(results.boards[2]?.lines[1]).toEqual({
      ns: 2,
      ew: 2,
      adjusted: { ns: 'average-plus', ew: 'average-minus' },
    });
    expect(formatPbn(pbnOfResults(results))).toBe(r.out);
  });

  test('a messy file: each problem with file, line and column on stderr, the rest converted, exit status 1', async () => {
    const out = join(dir, 'messy.xml');
    const r = await run('convert', golden('messy.pbn'), out);
    expect(r.status).toBe(1);
    const file = golden('messy.pbn');
    expect(r.err).toContain(`${file}:1:1: warning: The file is not valid UTF-8`);
    expect(r.err).toContain(
      `${file}:40:12: Contract "8S": No contract above the seven level may be played (Law 38): got level 8.`,
    );
    expect(r.err).toContain(
      `${file}:37:1: This table row has 4 values but the table has 6 columns; the row is left out.`,
    );
    expect(existsSync(out)).toBe(true);
  });

  test('in Russian', async () => {
    const r = await run('convert', golden('messy.pbn'), join(dir, 'ru.xml'), '--lang', 'ru');
    expect(r.err).toMatch(/40:12: Contract «8S»: Контракт выше седьмого уровня/);
  });

  test('a file that is not what it claims: one clear error, no output, no stack trace', async () => {
    const fake = join(dir, 'fake.pbn');
    writeFileSync(fake, '<?xml version="1.0"?>\n<html/>\n');
    const out = join(dir, 'fake.xml');
    const r = await run('convert', fake, out);
    expect(r.status).toBe(2);
    expect(r.err).toBe(`${fake}:1:1: This is not a PBN file: it starts with "<?xml version="1.0"?>".\n`);
    expect(existsSync(out)).toBe(false);
    const copy = join(dir, 'mitchell-copy.pbn');
    writeFileSync(copy, readFileSync(golden('mitchell.pbn')));
    const xml = await run('convert', copy, '-', '--from', 'usebio', '--to', 'pbn');
    expect(xml.status).toBe(2);
    expect(xml.err).toMatch(/--from usebio disagrees with the name .*mitchell-copy\.pbn, which says pbn/);
    const txt = join(dir, 'mitchell.txt');
    writeFileSync(txt, readFileSync(golden('mitchell.pbn')));
    const notXml = await run('convert', txt, '-', '--from', 'usebio', '--to', 'pbn');
    expect(notXml.status).toBe(2);
    expect(notXml.err).toMatch(/This is not a USEBIO file: it starts with "% PBN 2.1"/);
  });

  test('a file that cannot be read, and an unknown format', async () => {
    const missing = await run('convert', join(dir, 'nope.pbn'), '-', '--to', 'usebio');
    expect(missing.status).toBe(2);
    expect(missing.err).toBe(`Cannot read ${join(dir, 'nope.pbn')}: no such file.\n`);
    const bad = await run('convert', golden('mitchell.pbn'), '-', '--to', 'docx');
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('--to');
  });
});

describe('bridge-score convert with CSV', () => {
  test('PBN to travellers CSV and back to PBN: the same travellers', async () => {
    const csv = join(dir, 'mitchell.csv');
    const r = await run('convert', golden('mitchell.pbn'), csv);
    expect(r.status).toBe(0);
    expect(r.err).toContain("PBN → CSV: 9 traveller lines' matchpoints, IMPs or percentages");
    expect(readFileSync(csv, 'utf8').split('\n')[0]).toBe(
      'board,ns,ew,contract,declarer,tricks,score,lead,ns_names,ew_names',
    );
    const back = await run('convert', csv, '-', '--to', 'pbn');
    expect(back.status).toBe(0);
    const pbn = readPbn(back.out);
    if (!pbn.ok) throw new Error('not PBN');
    const results = pbnResults(pbn.value.value, new Problems('back.pbn'));
    expect(results.boards.map((b) => b.lines.map((l) => [l.ns, l.ew, l.score]))).toEqual([
      [
        [1, 3, 420],
        [2, 1, 450],
        [3, 2, 400],
      ],
      [
        [1, 1, -140],
        [2, 2, 300],
        [3, 3, undefined],
      ],
      [
        [1, 2, 100],
        [2, 3, 120],
        [3, 1, -130],
      ],
    ]);
  });

  test('a CSV without the needed columns: one clear error', async () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'name,score\nx,1\n');
    const r = await run('convert', bad, '-', '--to', 'usebio');
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
