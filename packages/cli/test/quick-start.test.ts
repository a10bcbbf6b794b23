/**
 * The README's quick start: `npm start` must show the command line's help.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

test('npm start prints the usage of bridge-score', () => {
  const r = spawnSync('npm', ['start', '--silent'], { cwd: root, encoding: 'utf8', timeout: 20_000 });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Usage: bridge-score');
  expect(r.stdout).toContain('deal');
});
