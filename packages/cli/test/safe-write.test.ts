/**
 * Writing files safely: an existing file is kept unless --force, the input is
 * never the output (by name, symbolic or hard link), a write that fails half
 * way (a full disk, a failing rename) leaves the old file whole and no
 * temporary file, and nothing is written when the input cannot be read.
 * The module on its own with a file system that fails on demand, then
 * `bridge-score convert` as users run it.
 */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { main } from '../dist/main.js';
import { checkOutput, type WriteFs, writeFileSafely } from '../dist/safe-write.js';
import { runMain } from './run-main.js';

const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));

/** A fresh folder for one test. */
const folder = () => fs.mkdtempSync(join(tmpdir(), 'bridge-score-write-'));

/** Node's file system, with one call made to fail with a system error code (after `after` calls of it succeed). */
function failing(call: keyof WriteFs, code: string, after = 0): WriteFs {
  let calls = 0;
  const real = fs as unknown as WriteFs;
  return new Proxy(real, {
    get(target, name: string) {
      const f = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[name] as (
        ...a: unknown[]
      ) => unknown;
      if (name !== call) return f;
      return (...args: unknown[]) => {
        if (calls++ >= after) throw Object.assign(new Error(`${code} (simulated)`), { code });
        return f.apply(target, args);
      };
    },
  });
}

/** A file system whose disk fills after `room` bytes: every write beyond that fails with ENOSPC. */
function diskWithRoom(room: number): WriteFs {
  let left = room;
  const real = fs as unknown as WriteFs;
  return new Proxy(real, {
    get(target, name: string) {
      if (name !== 'writeSync') return (target as unknown as Record<string, unknown>)[name];
      return (fd: number, buffer: Uint8Array, offset: number, length: number) => {
        if (left === 0) throw Object.assign(new Error('ENOSPC (simulated)'), { code: 'ENOSPC' });
        const n = Math.min(left, length, 7);
        left -= n;
        return fs.writeSync(fd, buffer, offset, n);
      };
    },
  });
}

/** The names in a folder: what a failed write must not leave behind is any name but these. */
const names = (dir: string) => fs.readdirSync(dir).sort();

describe('writeFileSafely and checkOutput', () => {
  test('a new file is written whole, and no temporary file is left', () => {
    const dir = folder();
    const path = join(dir, 'out.txt');
    expect(writeFileSafely(path, 'héllo\n', { force: false })).toEqual({ ok: true, value: undefined });
    expect(fs.readFileSync(path, 'utf8')).toBe('héllo\n');
    expect(names(dir)).toEqual(['out.txt']);
  });

  test('a writer of pieces: the file is the UTF-8 of the pieces joined, whatever their sizes and bytes', () => {
    const dir = folder();
    const path = join(dir, 'out.txt');
    // A surrogate pair cut between two pieces, pieces of every size around the batch (1 MiB)
    // and around a third of it, multi-byte characters, bytes between texts.
    const big = 'é'.repeat((1 << 20) / 3 + 5);
    const pieces: (string | Uint8Array)[] = [
      'a\uD83C',
      '\uDCA1b',
      big,
      'x'.repeat((1 << 20) - 7),
      '♠♥',
      new Uint8Array([0x41, 0x42]),
      '\uD83C',
      '\uDCA1',
      'y'.repeat(1 << 21),
      '\uD83C',
    ];
    const writer = (each: (piece: string | Uint8Array) => void) => {
      for (const p of pieces) each(p);
    };
    expect(writeFileSafely(path, writer, { force: false }).ok).toBe(true);
    const expected = Buffer.concat(
      [
        'a\uD83C\uDCA1b',
        big,
        'x'.repeat((1 << 20) - 7),
        '♠♥',
        new Uint8Array([0x41, 0x42]),
        '\uD83C\uDCA1',
        'y'.repeat(1 << 21),
        '\uD83C',
      ].map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)),
    );
    expect(fs.readFileSync(path).equals(expected)).toBe(true);
    // The card is its four bytes, not two replacement characters.
    expect(fs.readFileSync(path).subarray(1, 5)).toEqual(Buffer.from([0xf0, 0x9f, 0x82, 0xa1]));
  });

  test('an existing file is kept without force, replaced with it (keeping its permissions)', () => {
    const dir = folder();
    const path = join(dir, 'out.txt');
    fs.writeFileSync(path, 'old');
    fs.chmodSync(path, 0o640);
    expect(checkOutput(path, [], { force: false })).toEqual({
      ok: false,
      error: { code: 'output-exists', path },
    });
    expect(writeFileSafely(path, 'new', { force: false })).toEqual({
      ok: false,
      error: { code: 'output-exists', path },
    });
    expect(fs.readFileSync(path, 'utf8')).toBe('old');
    expect(names(dir)).toEqual(['out.txt']);
    expect(checkOutput(path, [], { force: true }).ok).toBe(true);
    expect(writeFileSafely(path, 'new', { force: true }).ok).toBe(true);
    expect(fs.readFileSync(path, 'utf8')).toBe('new');
    expect(fs.statSync(path).mode & 0o777).toBe(0o640);
    expect(names(dir)).toEqual(['out.txt']);
  });

  test('the input is never the output: the same name, another spelling, a symbolic link, a hard link', () => {
    const dir = folder();
    const input = join(dir, 'in.pbn');
    fs.writeFileSync(input, '[Board "1"]\n');
    fs.symlinkSync(input, join(dir, 'soft.pbn'));
    fs.linkSync(input, join(dir, 'hard.pbn'));
    for (const output of [input, join(dir, '.', 'in.pbn'), join(dir, 'soft.pbn'), join(dir, 'hard.pbn')]) {
      for (const force of [false, true]) {
        expect(checkOutput(output, [input], { force })).toEqual({
          ok: false,
          error: { code: 'output-is-input', path: output, input },
        });
      }
    }
    // Standard input is no file; another file is another file.
    expect(checkOutput(join(dir, 'other.pbn'), ['-', input], { force: false }).ok).toBe(true);
  });

  test('a folder is not a file to write', () => {
    const dir = folder();
    expect(checkOutput(dir, [], { force: true })).toEqual({
      ok: false,
      error: { code: 'file-write', path: dir, reason: 'is-a-folder', system: 'EISDIR' },
    });
  });

  test.each([
    ['the disk fills half way', diskWithRoom(20), 'ENOSPC', 'disk-full'],
    ['the first write fails', failing('writeSync', 'EIO'), 'EIO', 'io'],
    ['the flush to the disk fails', failing('fsyncSync', 'ENOSPC'), 'ENOSPC', 'disk-full'],
    ['the rename fails', failing('renameSync', 'EACCES'), 'EACCES', 'no-permission'],
  ])(
    '%s: the old file is whole, no temporary file is left, the reason is said',
    (_, files, system, reason) => {
      const dir = folder();
      const path = join(dir, 'club.xml');
      fs.writeFileSync(path, 'the old results');
      const r = writeFileSafely(path, 'x'.repeat(10_000), { force: true, fs: files });
      expect(r).toEqual({ ok: false, error: { code: 'file-write', path, reason, system } });
      expect(fs.readFileSync(path, 'utf8')).toBe('the old results');
      expect(names(dir)).toEqual(['club.xml']);
    },
  );

  test('a full disk on a new file: no file of that name, and no temporary file', () => {
    const dir = folder();
    const path = join(dir, 'new.xml');
    const r = writeFileSafely(path, 'x'.repeat(1000), { force: false, fs: diskWithRoom(100) });
    expect(r.ok).toBe(false);
    expect(names(dir)).toEqual([]);
  });

  test('a file that appears between the check and the write is not replaced without force', () => {
    const dir = folder();
    const path = join(dir, 'late.xml');
    expect(checkOutput(path, [], { force: false }).ok).toBe(true);
    fs.writeFileSync(path, 'written by someone else meanwhile');
    expect(writeFileSafely(path, 'ours', { force: false })).toEqual({
      ok: false,
      error: { code: 'output-exists', path },
    });
    expect(fs.readFileSync(path, 'utf8')).toBe('written by someone else meanwhile');
    expect(names(dir)).toEqual(['late.xml']);
  });

  test('a file system without hard links: the name is checked, then taken by a rename', () => {
    const dir = folder();
    const path = join(dir, 'fat.xml');
    expect(writeFileSafely(path, 'ok', { force: false, fs: failing('linkSync', 'EPERM') }).ok).toBe(true);
    expect(fs.readFileSync(path, 'utf8')).toBe('ok');
    expect(names(dir)).toEqual(['fat.xml']);
  });
});

/** `main` in process, with the file-system calls of writing given. */
async function convertWith(files: WriteFs, argv: readonly string[]) {
  let out = '';
  let err = '';
  const status = await main(['convert', ...argv], {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    isTTY: false,
    files,
  });
  return { status, out, err };
}

describe('bridge-score convert writes safely', () => {
  test('an existing output is kept (status 2, a message naming it); --force replaces it', async () => {
    const dir = folder();
    const out = join(dir, 'club.xml');
    fs.writeFileSync(out, 'yesterday');
    const r = await runMain(['convert', golden('mitchell.pbn'), out]);
    expect(r).toMatchObject({ status: 2, out: '' });
    expect(r.err).toBe(`${out} exists already: give --force to replace it, or write to another name.\n`);
    expect(fs.readFileSync(out, 'utf8')).toBe('yesterday');
    const forced = await runMain(['convert', golden('mitchell.pbn'), out, '--force']);
    // Only warnings of what USEBIO has no place for; no error.
    expect(forced.status).toBe(0);
    expect(forced.err).not.toMatch(/error|Cannot/);
    expect(fs.readFileSync(out, 'utf8')).toMatch(/^<\?xml/);
    expect(names(dir)).toEqual(['club.xml']);
  });

  test('convert messy.pbn messy.pbn is refused, --force or not, and the source is unchanged', async () => {
    const dir = folder();
    const messy = join(dir, 'messy.pbn');
    const bytes = fs.readFileSync(golden('messy.pbn'));
    fs.writeFileSync(messy, bytes);
    fs.symlinkSync(messy, join(dir, 'link.pbn'));
    for (const output of [messy, join(dir, 'link.pbn')]) {
      for (const force of [[], ['--force']]) {
        const r = await runMain(['convert', messy, output, ...force]);
        expect(r).toMatchObject({ status: 2, out: '' });
        expect(r.err).toContain('is the input file');
      }
    }
    expect(fs.readFileSync(messy).equals(bytes)).toBe(true);
    expect(names(dir)).toEqual(['link.pbn', 'messy.pbn']);
  });

  test('a full disk: the old output is whole, no temporary file, status 2 and the reason', async () => {
    const dir = folder();
    const out = join(dir, 'club.xml');
    fs.writeFileSync(out, 'the old results');
    const r = await convertWith(diskWithRoom(500), [golden('mitchell.pbn'), out, '--force']);
    expect(r.status).toBe(2);
    // After the warnings of what USEBIO has no place for, the reason.
    expect(r.err.trimEnd().split('\n').at(-1)).toBe(
      `Cannot write ${out}: the disk is full. Nothing was written; any file there before is unchanged.`,
    );
    expect(fs.readFileSync(out, 'utf8')).toBe('the old results');
    expect(names(dir)).toEqual(['club.xml']);
  });

  test('an input that cannot be read at all writes nothing, not even an empty file', async () => {
    const dir = folder();
    const fake = join(dir, 'fake.pbn');
    fs.writeFileSync(fake, '<?xml version="1.0"?>\n<html/>\n');
    const empty = join(dir, 'empty.csv');
    fs.writeFileSync(empty, '');
    const headless = join(dir, 'headless.csv');
    fs.writeFileSync(headless, 'name,score\nx,1\n');
    for (const input of [fake, empty, headless, join(dir, 'missing.pbn')]) {
      const r = await runMain(['convert', input, join(dir, 'out.xml')]);
      expect(r.status).toBe(2);
      expect(fs.existsSync(join(dir, 'out.xml'))).toBe(false);
    }
  });

  test('"-" reads standard input (its format from its content) and writes standard output', async () => {
    const pbn = fs.readFileSync(golden('mitchell.pbn'), 'utf8');
    const r = await runMain(['convert', '-', '-', '--to', 'csv'], { stdin: pbn });
    expect(r.status).toBe(0);
    expect(r.err).not.toMatch(/error|Cannot/);
    expect(r.out.split('\n')[0]).toBe('board,ns,ew,contract,declarer,tricks,score,lead,ns_names,ew_names');
    const dir = folder();
    const back = await runMain(['convert', '-', join(dir, 'back.pbn')], { stdin: r.out });
    expect(back).toMatchObject({ status: 0, err: '' });
    expect(fs.readFileSync(join(dir, 'back.pbn'), 'utf8')).toContain('[Board "1"]');
  });
});
