// The vitest configuration StrykerJS runs (stryker.config.mjs): the root configuration with the
// tests of one package only (MUTATE_PACKAGE: core, the default, or formats).
//
// `isolate: false`: the test files of one run share one worker and import the package once,
// instead of once per file (a fresh worker and a fresh import of the core, and of fast-check,
// for each file). StrykerJS starts a new run, and vitest a new worker, for each mutant, so no
// state outlives a mutant: only the test files of the same mutant share modules (and caches).
// MUTATE_ISOLATE=1 isolates each file again (see docs/mutation.md).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const pkg = process.env.MUTATE_PACKAGE ?? 'core';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [`packages/${pkg}/test/**/*.test.ts`],
    isolate: process.env.MUTATE_ISOLATE === '1',
  },
});
