// The vitest configuration StrykerJS runs (stryker.config.mjs): the root configuration with the
// tests of one package only (MUTATE_PACKAGE: core, the default, or formats).
//
// `isolate: false`: the test files of one run share one worker and import the package once,
// instead of once per file (a fresh worker and a fresh import of the core, and of fast-check,
// for each file). StrykerJS starts a new run, and vitest a new worker, for each mutant, so no
// state outlives a mutant: only the test files of the same mutant share modules (and caches).
// MUTATE_ISOLATE=1 isolates each file again (see docs/mutation.md).
//
// MUTATE_EXCLUDE: test files left out of the run (comma-separated, from the repository's root),
// such as the formats' fuzz sample and big-file tests, seconds each on every mutant they cover.
//
// fast-check: the tests' `import fc from 'fast-check'` gets vitest.mutate.fast-check.ts, which
// runs each property at most MUTATE_NUM_RUNS cases (100 by default; `all` for every case asked)
// and stops a failing property at its first counterexample (see that file and docs/mutation.md).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const pkg = process.env.MUTATE_PACKAGE ?? 'core';
const excluded = (process.env.MUTATE_EXCLUDE ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter((p) => p !== '');
const fastCheck = fileURLToPath(new URL('./vitest.mutate.fast-check.ts', import.meta.url));

export default defineConfig({
  ...base,
  plugins: [
    {
      name: 'mutate-fast-check',
      enforce: 'pre',
      resolveId: (id, importer) => (id === 'fast-check' && importer !== fastCheck ? fastCheck : null),
    },
  ],
  test: {
    ...base.test,
    include: [`packages/${pkg}/test/**/*.test.ts`],
    exclude: [...configDefaults.exclude, ...excluded],
    isolate: process.env.MUTATE_ISOLATE === '1',
  },
});
