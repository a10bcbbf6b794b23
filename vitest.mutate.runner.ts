// The test runner of vitest.mutate.config.ts: vitest's own, with two changes.
//
// - It stops a run at its first failing test (StrykerJS's `bail: 1`, which vitest.mutate.config.ts
//   hands to this runner as `mutateBail` instead of vitest's own bail, whose cancel comes from the
//   main process), and imports no more test files then. With vitest's bail, every test after the
//   failing one is skipped, but each test file left in the run is still imported and collected (one
//   worker, `isolate: false`: the files go through it one by one), only to skip its tests.
//   Collecting a file costs what its imports and `describe` bodies cost (the deal scorer's sweeps
//   build over a thousand tests), and a killed mutant's verdict cannot change after its first
//   failing test, so the files left are not imported: they are reported without tests.
//   MUTATE_COLLECT_ALL=1 collects them all again.
// - Each run starts as in a new thread (vitest.mutate.pool.ts keeps the thread from run to run): the
//   modules a run evaluated but those of node_modules are evaluated again when imported, and the
//   global state of StrykerJS's instrumented code is cleared before any module is imported.
// See docs/mutation.md.
import { inject } from 'vitest';
import { VitestTestRunner } from 'vitest/runners';

const collectAll = process.env.MUTATE_COLLECT_ALL === '1';
const bail = (inject('mutateBail' as never) as number | undefined) ?? 0;

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

/** What a new thread would have: no module of the project evaluated, no StrykerJS state. */
function freshRun(): void {
  const state = (
    globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap: Map<string, ModuleNode> } } }
  ).__vitest_worker__;
  for (const [id, node] of state?.evaluatedModules?.idToModuleMap ?? []) {
    if (id.includes('/node_modules/')) continue;
    // As vitest's own `resetModules` between isolated files: the code fetched stays, evaluated again.
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
  const namespace = (inject('globalNamespace' as never) as string | undefined) ?? '__stryker__';
  delete (globalThis as Record<string, unknown>)[namespace];
}

export default class MutantRunner extends VitestTestRunner {
  private cancelled = false;
  private failures = 0;

  constructor(config: ConstructorParameters<typeof VitestTestRunner>[0]) {
    super(config);
    freshRun();
  }

  override cancel(reason: Parameters<VitestTestRunner['cancel']>[0]): void {
    this.cancelled = true;
    super.cancel(reason);
  }

  override onAfterRunTask(test: Parameters<VitestTestRunner['onAfterRunTask']>[0]): void {
    super.onAfterRunTask(test);
    // `this.cancel` is vitest's wrapper of the method below while a file runs: it skips what is left.
    if (bail > 0 && test.result?.state === 'fail' && ++this.failures >= bail) this.cancel('test-failure');
  }

  override importFile(filepath: string, source: Parameters<VitestTestRunner['importFile']>[1]): unknown {
    if (this.cancelled && !collectAll) return undefined;
    return super.importFile(filepath, source);
  }
}
