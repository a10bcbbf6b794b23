/**
 * Writing a file so that nothing is lost: every command that writes a file
 * writes it here.
 *
 * - An existing file is never replaced unless `force` is given.
 * - The output is never one of the inputs, whatever the names say: two names
 *   are the same file when the system says so (the same device and inode,
 *   which sees through symbolic and hard links), and that is refused even
 *   with `force`.
 * - The bytes go to a temporary file in the same folder, are flushed to the
 *   disk (fsync), and the file takes the output's name only once complete.
 *   Without `force` it takes the name by a hard link, which fails if a file
 *   of that name appeared meanwhile; with `force`, by a rename, which
 *   replaces the old file in one step. A failure at any point (a full disk,
 *   no permission) leaves the old file as it was and no temporary file.
 *
 * The file-system calls are injectable, so that tests can make them fail.
 *
 * @example
 * const checked = checkOutput('club.xml', ['club.pbn'], { force: false });
 * if (checked.ok) writeFileSafely('club.xml', text, { force: false });
 */

import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Result } from '@bridge-score/core';
import type { AnyError } from '@bridge-score/i18n';
import { fileError } from './common.js';

/** The file-system calls a safe write makes (Node's `fs` has them all). */
export interface WriteFs {
  openSync(path: string, flags: string, mode?: number): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  linkSync(existing: string, path: string): void;
  unlinkSync(path: string): void;
  statSync(path: string): {
    readonly dev: number;
    readonly ino: number;
    readonly mode: number;
    isDirectory(): boolean;
  };
}

export interface WriteOptions {
  /** Replace an existing file. */
  readonly force: boolean;
  readonly fs?: WriteFs;
}

const ok: Result<void, AnyError> = { ok: true, value: undefined };
const refused = (error: AnyError): Result<void, AnyError> => ({ ok: false, error });

function statOf(fs: WriteFs, path: string) {
  try {
    return fs.statSync(path);
  } catch {
    return null;
  }
}

/**
 * Whether `output` may be written: not one of `inputs` (`-`, standard input,
 * is none), not a folder, and not an existing file unless `force`. Checked
 * before the work starts; `writeFileSafely` checks again as it writes.
 */
export function checkOutput(
  output: string,
  inputs: readonly string[],
  options: WriteOptions,
): Result<void, AnyError> {
  const fs = options.fs ?? nodeFs;
  const there = statOf(fs, output);
  if (there === null) return ok;
  for (const input of inputs) {
    if (input === '-') continue;
    const source = statOf(fs, input);
    if (source !== null && source.dev === there.dev && source.ino === there.ino) {
      return refused({ code: 'output-is-input', path: output, input });
    }
  }
  if (there.isDirectory()) return refused(fileError({ code: 'EISDIR' }, output, 'write'));
  if (!options.force) return refused({ code: 'output-exists', path: output });
  return ok;
}

/** Systems whose file systems have no hard links say so with one of these. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

/**
 * Writes `data` to `path` as the module overview says: all of it or nothing,
 * an existing file replaced only with `force`.
 */
export function writeFileSafely(path: string, data: FileData, options: WriteOptions): Result<void, AnyError> {
  const fs = options.fs ?? nodeFs;
  const folder = dirname(path);
  const temporary = join(folder, `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  const old = statOf(fs, path);
  let fd: number | null = null;
  let made = false;
  try {
    // A file replaced keeps its permissions; a new one gets the usual (the umask applies).
    fd = fs.openSync(temporary, 'wx', old ? old.mode & 0o777 : 0o666);
    made = true;
    writeData(fs, fd, data);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    if (options.force) fs.renameSync(temporary, path);
    else {
      try {
        fs.linkSync(temporary, path);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? '';
        if (code === 'EEXIST') throw e;
        if (!NO_LINKS.has(code)) throw e;
        // No hard links here: the name is checked, then taken by a rename.
        if (statOf(fs, path) !== null) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
        fs.renameSync(temporary, path);
        made = false;
      }
      // Linked: the file has its name; the temporary name goes (were that to fail, it names the same file).
      if (made) {
        made = false;
        try {
          fs.unlinkSync(temporary);
        } catch {}
      }
    }
    made = false;
    syncFolder(fs, folder);
    return ok;
  } catch (e) {
    if (fd !== null) {
      try {
        fs.closeSync(fd);
      } catch {}
    }
    if (made) {
      try {
        fs.unlinkSync(temporary);
      } catch {}
    }
    if ((e as NodeJS.ErrnoException).code === 'EEXIST' && made)
      return refused({ code: 'output-exists', path });
    return refused(fileError(e, path, 'write'));
  }
}

/**
 * What a file is made of: text (written as UTF-8), bytes, or a writer that
 * hands its pieces over in order (a big file is never one string).
 */
export type FileData = string | Uint8Array | ((each: (piece: string | Uint8Array) => void) => void);

/** Pieces gathered up to this many bytes before a write. */
const WRITE_BATCH = 1 << 20;

function writeAll(fs: WriteFs, fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at);
}

function writeData(fs: WriteFs, fd: number, data: FileData): void {
  if (typeof data === 'string') {
    writeAll(fs, fd, Buffer.from(data, 'utf8'));
    return;
  }
  if (data instanceof Uint8Array) {
    writeAll(fs, fd, data);
    return;
  }
  // Each piece of text is encoded into one reused buffer as it comes, and the buffer written when
  // full: a piece is text made of parts (`a + b`), and one kept until a batch is full is moved by
  // the collector part by part (pieces of a million-line USEBIO file kept a megabyte at a time
  // made the collector two fifths of the conversion's time).
  const batch = Buffer.allocUnsafe(WRITE_BATCH);
  let used = 0;
  // A piece that ends inside a character (the first half of a surrogate pair) keeps that half
  // for the next piece: the file is the UTF-8 of all the pieces joined.
  let held = '';
  const flush = () => {
    if (used > 0) writeAll(fs, fd, batch.subarray(0, used));
    used = 0;
  };
  const text = (piece: string) => {
    // At most three bytes of UTF-8 for each UTF-16 unit: a piece that may not fit waits for a new batch.
    if (piece.length * 3 > WRITE_BATCH - used) {
      flush();
      if (piece.length * 3 > WRITE_BATCH) {
        writeAll(fs, fd, Buffer.from(piece, 'utf8'));
        return;
      }
    }
    used += batch.write(piece, used, 'utf8');
  };
  data((piece) => {
    if (typeof piece !== 'string') {
      if (held !== '') text(held);
      held = '';
      flush();
      writeAll(fs, fd, piece);
      return;
    }
    let whole = held === '' ? piece : held + piece;
    held = '';
    const last = whole.charCodeAt(whole.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      held = whole.slice(-1);
      whole = whole.slice(0, -1);
    }
    text(whole);
  });
  if (held !== '') text(held);
  flush();
}

/** Flushes a folder's entries, so that the new name survives a crash; not every system can. */
function syncFolder(fs: WriteFs, folder: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch {
    // The file itself is complete and named; only its name's durability is the system's.
  } finally {
    if (fd !== null) {
      try {
        fs.closeSync(fd);
      } catch {}
    }
  }
}
