import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { threadId, WORKER_NICE } from '../src/thread-priority.js';

const linux = process.platform === 'linux';

/** Each thread of this process and its nice value, as the kernel keeps them (proc(5): stat's 19th field). */
function nices(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis start at the 3rd (state): the 19th is at 16.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended while listed.
    }
  }
  return out;
}

/**
 * A thread started since `before` runs at the workers' nice (or this thread's, if higher: a
 * worker never raises its priority), and the threads that were there keep theirs.
 */
function expectOneLowered(before: Map<number, number>, ownNice: number) {
  const after = nices();
  const lowered = [...after].filter(
    ([tid, nice]) => !before.has(tid) && nice === Math.max(ownNice, WORKER_NICE),
  );
  expect(lowered.length).toBeGreaterThanOrEqual(1);
  for (const [tid, nice] of before) if (after.has(tid)) expect(after.get(tid)).toBe(nice);
}

describe('threadId', () => {
  it.runIf(linux)('reads the thread id from /proc/thread-self (PID/task/TID)', () => {
    expect(threadId(() => '4242/task/4250')).toBe(4250);
    expect(threadId(() => 'task/')).toBeNull();
    expect(threadId(() => '4242/task/-3')).toBeNull();
    expect(
      threadId(() => {
        throw new Error('no /proc');
      }),
    ).toBeNull();
    // This thread's, as the kernel lists it.
    const own = threadId();
    expect(own).not.toBeNull();
    expect(readdirSync('/proc/self/task')).toContain(String(own));
  });

  it.skipIf(linux)('is null off Linux', () => {
    expect(threadId(() => '1/task/2')).toBeNull();
  });
});

describe('the workers run below the main thread (built: npm test builds first)', () => {
  it.runIf(linux)('the traveller worker lowers its own thread to nice 10, and only its own', async () => {
    const built = new URL('../dist/live-traveller.js', import.meta.url);
    const { TravellerWorker } = (await import(built.href)) as typeof import('../src/live-traveller.js');
    const before = nices();
    const own = threadId() ?? -1;
    const ownNice = before.get(own) ?? Number.NaN;
    const worker = new TravellerWorker();
    try {
      // Answered (an error: no such setup): the worker has run its script, which lowers its thread first.
      await expect(worker.board({ setupText: '{}', section: 'A', board: 1, texts: [] })).rejects.toThrow();
      expectOneLowered(before, ownNice);
    } finally {
      await worker.close();
    }
  });

  it.runIf(linux)('so does the checkpoint worker', async () => {
    const { openSqliteStore } = await import('../src/store/sqlite.js');
    const before = nices();
    const ownNice = before.get(threadId() ?? -1) ?? Number.NaN;
    const folder = mkdtempSync(join(tmpdir(), 'bridge-score-priority-'));
    const store = await openSqliteStore({
      file: join(folder, 'bridge-score.db'),
      checkpointWorker: new URL('../dist/store/checkpoint-worker.js', import.meta.url),
    });
    try {
      // Answered: the worker has run its script.
      await store.checkpoints?.now();
      expectOneLowered(before, ownNice);
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
