// The pool of vitest.mutate.config.ts: vitest's worker thread, kept from one run to the next.
//
// StrykerJS's vitest runner starts a vitest run for each mutant, and vitest a new worker thread for
// each run (its pool stops a worker when no file is left in the queue): a thread, vitest's runtime
// and the test environment set up again, and every module (fast-check among them) imported again.
// This pool keeps one thread for the test process's life and sends it each run. What a new thread
// gave is given back by the test runner (vitest.mutate.runner.ts) at the start of each run: the
// project's modules are evaluated again (their caches and state are new), the global state of
// StrykerJS's instrumented code is cleared (no mutant switched on while the modules are imported).
// What stays: the thread and vitest's runtime, modules from node_modules (fast-check), the test
// environment, and each module's code already fetched from vitest's server. See docs/mutation.md.
//
// A new thread every MUTATE_THREAD_RUNS runs (200 by default) bounds what a long-lived thread could
// gather. MUTATE_REUSE=0 leaves vitest's own threads.

import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';

export const REUSED_THREADS = 'mutate-threads';

const runsPerThread = Number(process.env.MUTATE_THREAD_RUNS ?? '200');
const log = process.env.MUTATE_POOL_LOG;
const note = (text: string): void => {
  if (log) appendFileSync(log, `${new Date().toISOString()} ${process.pid} ${text}\n`);
};

type Listener = (arg: unknown) => void;

interface Shared {
  readonly thread: Worker;
  /** The thread has had its `start` (vitest's runtime and the environment set up). */
  started: boolean;
  /** The project's configuration as the latest `start` carried it (its test name filter is the run's). */
  config: unknown;
  runs: number;
}

/** One thread per test process: StrykerJS's runner runs one worker (`maxWorkers: 1`). */
let shared: Shared | undefined;

function message(type: 'started' | 'stopped'): unknown {
  return { type, __vitest_worker_response__: true };
}

class ReusedThreadsWorker implements PoolWorker {
  readonly name = REUSED_THREADS;
  private readonly listeners: [string, Listener][] = [];

  constructor(private readonly options: PoolOptions) {}

  async start(): Promise<void> {
    if (shared !== undefined && shared.runs >= runsPerThread) {
      const old = shared.thread;
      shared = undefined;
      await old.terminate();
    }
    if (shared === undefined) {
      const thread = new Worker(resolve(this.options.distPath, 'workers/threads.js'), {
        env: this.options.env,
        execArgv: this.options.execArgv,
      });
      // The test process may end with the thread still there.
      thread.unref();
      // A thread that ends (out of memory, say) is replaced at the next run's start.
      thread.on('exit', (code) => {
        note(`thread exit ${code} after ${shared?.runs} runs`);
        if (shared?.thread === thread) shared = undefined;
      });
      thread.on('error', (error) => note(`thread error ${error}`));
      shared = { thread, started: false, config: undefined, runs: 0 };
      note('thread started');
    }
  }

  private get thread(): Worker {
    if (shared === undefined) throw new Error(`${REUSED_THREADS}: no thread (start() first)`);
    return shared.thread;
  }

  on(event: string, callback: Listener): void {
    this.listeners.push([event, callback]);
    this.thread.on(event, callback);
  }

  off(event: string, callback: Listener): void {
    const i = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (i >= 0) this.listeners.splice(i, 1);
    this.thread.off(event, callback);
  }

  /** A response the thread is not asked for, given to this runner's listeners as the thread's. */
  private answer(response: unknown): void {
    setImmediate(() => {
      for (const [event, callback] of [...this.listeners]) if (event === 'message') callback(response);
    });
  }

  send(request: WorkerRequest): void {
    const s = shared;
    if (s === undefined) throw new Error(`${REUSED_THREADS}: no thread (start() first)`);
    switch (request.type) {
      case 'start':
        s.config = request.context.config;
        if (s.started) {
          this.answer(message('started'));
          return;
        }
        s.started = true;
        break;
      case 'run':
      case 'collect':
        s.runs++;
        note(`${request.type} ${s.runs}: ${request.context.files.length} files`);
        // The thread keeps the configuration of its first `start`: each run carries the current one.
        s.thread.postMessage({ ...request, context: { ...request.context, config: s.config } });
        return;
      case 'stop':
        this.answer(message('stopped'));
        return;
    }
    s.thread.postMessage(request);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  /** The runner is done with the thread: its listeners go, the thread stays for the next run. */
  async stop(): Promise<void> {
    for (const [event, callback] of this.listeners.splice(0)) shared?.thread.off(event, callback);
  }
}

export const reusedThreads: PoolRunnerInitializer = {
  name: REUSED_THREADS,
  createPoolWorker: (options) => new ReusedThreadsWorker(options),
};
