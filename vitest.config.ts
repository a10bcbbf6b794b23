import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      // A subpath before its package: the help's words are a module of their own.
      '@bridge-score/i18n/help': fileURLToPath(new URL('./packages/i18n/src/help/index.ts', import.meta.url)),
      '@bridge-score/core': src('core'),
      '@bridge-score/i18n': src('i18n'),
      '@bridge-score/formats': src('formats'),
      '@bridge-score/view': src('view'),
      '@bridge-score/scorepad': src('scorepad'),
      '@bridge-score/desk': src('desk'),
      '@bridge-score/server': src('server'),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    // Generous: many tests start the CLI or a server, and this machine is shared (a start can take 15 s under load).
    testTimeout: 60000,
    // The browser tests wait for what a page shows; on a busy machine that can take seconds.
    expect: { poll: { timeout: 15000, interval: 50 } },
  },
});
