// The vitest configuration StrykerJS runs (stryker.config.mjs): the root configuration with the
// tests of one package only (MUTATE_PACKAGE: core, the default, or formats).
//
// `isolate: false`: the test files of one run share one worker and import the package once,
// instead of once per file (a fresh import of the core, and of fast-check, for each file).
// MUTATE_ISOLATE=1 isolates each file again (see docs/mutation.md).
//
// One worker thread for a test process's life (vitest.mutate.pool.ts, in place of the `threads`
// pool StrykerJS's runner sets), each run starting with the project's modules evaluated afresh and
// StrykerJS's global state cleared (vitest.mutate.runner.ts): no state outlives a mutant but the
// thread, vitest's runtime and the modules of node_modules. StrykerJS's bail is the test runner's
// (`mutateBail`): a run stops in the worker at its first failing test and imports no more test
// files. MUTATE_REUSE=0 gives a new thread for each run, MUTATE_COLLECT_ALL=1 imports the files left.
//
// MUTATE_EXCLUDE: test files left out of the run (comma-separated, from the repository's root),
// such as the formats' fuzz sample and big-file tests, seconds each on every mutant they cover.
//
// The order of a mutant's test files (`MutantFirstSequencer`): StrykerJS runs each mutant with
// a bail at its first failing test, so the test files named after the mutated module
// (deal-score.ts: deal-score.test.ts, then deal-score-*.test.ts) run first, then the others in
// vitest's own order. The initial test run keeps vitest's order. MUTATE_ORDER=vitest turns it off.
//
// fast-check: the tests' `import fc from 'fast-check'` gets vitest.mutate.fast-check.ts, which
// runs each property at most MUTATE_NUM_RUNS cases (100 by default; `all` for every case asked)
// and stops a failing property at its first counterexample (see that file and docs/mutation.md).
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import base from './vitest.config.js';
import { REUSED_THREADS, reusedThreads } from './vitest.mutate.pool.js';

const pkg = process.env.MUTATE_PACKAGE ?? 'core';
const excluded = (process.env.MUTATE_EXCLUDE ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter((p) => p !== '');
const fastCheck = fileURLToPath(new URL('./vitest.mutate.fast-check.ts', import.meta.url));
const runner = fileURLToPath(new URL('./vitest.mutate.runner.ts', import.meta.url));
const reuse = process.env.MUTATE_REUSE !== '0';

/** 0 for `<module>.test.ts`, 1 for `<module>-*.test.ts`, 2 for any other test file. */
function nearness(spec: TestSpecification, stem: string): number {
  const name = basename(spec.moduleId);
  if (name === `${stem}.test.ts`) return 0;
  return name.startsWith(`${stem}-`) ? 1 : 2;
}

class MutantFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const related = this.ctx.config.related ?? [];
    const mode = (sorted[0]?.project.getProvidedContext() as { mode?: string } | undefined)?.mode;
    if (mode !== 'mutant' || related.length !== 1 || process.env.MUTATE_ORDER === 'vitest') return sorted;
    const stem = basename(related[0] as string).replace(/\.[cm]?[jt]sx?$/, '');
    // A stable sort: within each nearness, vitest's order.
    return sorted
      .map((spec, i) => ({ spec, i, near: nearness(spec, stem) }))
      .sort((a, b) => a.near - b.near || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  ...base,
  plugins: [
    {
      name: 'mutate-fast-check',
      enforce: 'pre',
      resolveId: (id, importer) => (id === 'fast-check' && importer !== fastCheck ? fastCheck : null),
    },
    {
      // Once the projects are resolved, over what StrykerJS's runner sets:
      // - `pool: 'threads'`: the pool that keeps its thread from run to run (vitest.mutate.pool.ts);
      // - `bail`: vitest's bail cancels the run from the main process, whose cancel can reach the
      //   worker after the run has ended, in the next run (a kept thread runs the next at once). The
      //   test runner (vitest.mutate.runner.ts) stops at the same failing test in the worker itself.
      name: 'mutate-runs',
      configureVitest: ({ project }) => {
        const config = project.config as { pool: string; poolRunner?: unknown; bail: number };
        project.provide('mutateBail' as never, (config.bail ?? 0) as never);
        config.bail = 0;
        if (!reuse || config.pool !== 'threads') return;
        config.pool = REUSED_THREADS;
        config.poolRunner = reusedThreads;
      },
    },
  ],
  test: {
    ...base.test,
    include: [`packages/${pkg}/test/**/*.test.ts`],
    exclude: [...configDefaults.exclude, ...excluded],
    isolate: process.env.MUTATE_ISOLATE === '1',
    // The initial test run of a busy machine: the test of a board of 4,500 results against the O(n²)
    // definition took over 60 s there, which ends StrykerJS's run. A mutant that loops is stopped by
    // StrykerJS's own timeout long before.
    testTimeout: 300_000,
    runner,
    sequence: { ...base.test?.sequence, sequencer: MutantFirstSequencer },
  },
});
