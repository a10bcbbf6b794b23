// The vitest configuration StrykerJS runs (stryker.config.mjs): the root configuration with the
// tests of one package only (MUTATE_PACKAGE: core, the default, or formats).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const pkg = process.env.MUTATE_PACKAGE ?? 'core';

export default defineConfig({
  ...base,
  test: { ...base.test, include: [`packages/${pkg}/test/**/*.test.ts`] },
});
