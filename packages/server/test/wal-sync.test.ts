/**
 * The WAL file's sync (`WalSync`): one sync at a time, the commits that end during one waiting for
 * the next, the file opened again when the path names another file, and a file that cannot be
 * opened failing the commits that wait.
 */
import { fstatSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WalSync } from '../src/store/wal-sync.js';

describe('WalSync', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'bridge-score-walsync-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs one sync at a time and gives the commits that end during it the next one', () => {
    const path = join(folder, 'db-wal');
    writeFileSync(path, 'a');
    const held: ((error: Error | null) => void)[] = [];
    const wal = new WalSync(path, (_fd, end) => {
      held.push(end);
    });
    const order: string[] = [];
    wal.afterCommit(() => order.push('first'));
    expect(held).toHaveLength(1);
    wal.afterCommit(() => order.push('second'));
    wal.afterCommit(() => order.push('third'));
    // Both wait for a sync that starts after them, not the one already running.
    expect(held).toHaveLength(1);
    expect(wal.busy).toBe(true);
    held[0]?.(null);
    expect(order).toEqual(['first']);
    expect(held).toHaveLength(2);
    held[1]?.(null);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(held).toHaveLength(2);
    expect(wal.busy).toBe(false);
    wal.close();
  });

  it('syncs the file now at the path when it was made again', () => {
    const path = join(folder, 'db-wal');
    writeFileSync(path, 'a');
    const inodes: number[] = [];
    const wal = new WalSync(path, (fd, end) => {
      inodes.push(fstatSync(fd).ino);
      end(null);
    });
    let done = 0;
    wal.afterCommit(() => done++);
    const other = join(folder, 'other');
    writeFileSync(other, 'b');
    const otherInode = statSync(other).ino;
    renameSync(other, path);
    wal.afterCommit(() => done++);
    expect(done).toBe(2);
    expect(inodes).toHaveLength(2);
    expect(inodes[1]).toBe(otherInode);
    expect(inodes[0]).not.toBe(inodes[1]);
    wal.close();
  });

  it('fails the commits waiting when the file cannot be opened', () => {
    const wal = new WalSync(join(folder, 'missing-wal'), (_fd, end) => end(null));
    const errors: (Error | null)[] = [];
    wal.afterCommit((e) => errors.push(e));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/ENOENT/);
    expect(wal.busy).toBe(false);
  });
});
