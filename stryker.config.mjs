// StrykerJS over the scoring core: `npm run mutate` (the whole core), or one file or folder:
//   npm run mutate -- --mutate packages/core/src/deal/contract.ts
// Incremental: results are kept in reports/ (gitignored), so a second run only re-tests the
// mutants whose code or covering tests changed. Delete reports/ (or pass --force) for a full run.
// No TypeScript checker: TypeScript 7's native tsc has no JavaScript API. See docs/mutation.md.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['packages/core/src/**/*.ts', '!packages/core/src/**/index.ts'],
  coverageAnalysis: 'perTest',
  // A static mutant (code run at import or in a describe body, such as the IMP table) would rerun
  // every core test, over a minute each: they are left out of the default run and reported as
  // ignored. `npm run mutate -- --ignoreStatic false --mutate <file>` tests them for one file.
  // Setup in `beforeEach` or in the test counts for the test; in `beforeAll`, it is static.
  ignoreStatic: true,
  // Two cores: one worker each. `--concurrency 1` on a busy machine.
  concurrency: 2,
  // A mutant that loops is stopped after 1.5 × its tests' time in the initial run + timeoutMS + that
  // run's overhead (14 to 22 s on a busy machine), so the overhead already leaves room for load:
  // 3 s instead of 10 changed no verdict of ranking.ts's 119 mutants (docs/mutation.md, Speed).
  timeoutMS: 3000,
  // The initial run of every core test (about a minute on a quiet machine) took over StrykerJS's
  // default 5 minutes at a load average of 20 on two cores, which ends the whole run.
  dryRunTimeoutMinutes: 20,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs only what the core's and the readers' tests load (the packages' tsconfig
  // files stay: vite follows their references).
  ignorePatterns: [
    'packages/web/src',
    'packages/web/test',
    'packages/server/src',
    'packages/server/test',
    'packages/cli/src',
    'packages/cli/test',
    'packages/scorepad/test',
    'bench',
    'docs',
    'reports',
    // Another run's sandbox (a second run started while one is going).
    '.stryker-tmp*',
    '**/dist',
  ],
};
