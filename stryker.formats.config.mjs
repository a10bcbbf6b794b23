// StrykerJS over the formats package's readers: `npm run mutate:formats`, or one file:
//   npm run mutate:formats -- --mutate packages/formats/src/pbn-board.ts
// The same settings as stryker.config.mjs; the formats tests run (vitest.mutate.config.ts reads
// MUTATE_PACKAGE, which the test runner processes inherit), and the results are kept apart.
import core from './stryker.config.mjs';

process.env.MUTATE_PACKAGE = 'formats';
// The slowest loops of the formats tests (the round trips of every file, the golden files cut
// anywhere) run fewer cases under mutation: packages/formats/test/helpers.ts, `SHORT`, and
// docs/mutation.md, "Short loops". MUTATE_SHORT=0 runs every case.
process.env.MUTATE_SHORT ??= '1';

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
