// StrykerJS over the formats package's readers: `npm run mutate:formats`, or one file:
//   npm run mutate:formats -- --mutate packages/formats/src/pbn-board.ts
// The same settings as stryker.config.mjs; the formats tests run (vitest.mutate.config.ts reads
// MUTATE_PACKAGE, which the test runner processes inherit), and the results are kept apart.
import core from './stryker.config.mjs';

process.env.MUTATE_PACKAGE = 'formats';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...core,
  mutate: [
    'packages/formats/src/**/*.ts',
    '!packages/formats/src/index.ts',
    '!packages/formats/src/usebio-write.ts',
  ],
  incrementalFile: 'reports/stryker-incremental-formats.json',
  htmlReporter: { fileName: 'reports/mutation-formats/index.html' },
  jsonReporter: { fileName: 'reports/mutation-formats/mutation.json' },
};
