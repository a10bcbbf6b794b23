// StrykerJS over the scoring core: `npm run mutate` (the whole core), or one file or folder:
//   npm run mutate -- --mutate packages/core/src/deal/contract.ts
// Incremental: results are kept in reports/ (gitignored), so a second run only re-tests the
// mutants whose code or covering tests changed. Delete reports/ (or pass --force) for a full run.
// No TypeScript checker: TypeScript 7's native tsc has no JavaScript API. See docs/mutation.md.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', dir: 'packages/core/test', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['packages/core/src/**/*.ts', '!packages/core/src/**/index.ts'],
  coverageAnalysis: 'perTest',
  // Two cores: one worker each. `--concurrency 1` on a busy machine.
  concurrency: 2,
  timeoutMS: 20000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs only what the core's tests load.
  ignorePatterns: [
    'packages/web',
    'packages/server',
    'packages/cli',
    'packages/scorepad',
    'packages/formats',
    'bench',
    'examples',
    'docs',
    'reports',
    '**/dist',
  ],
};
