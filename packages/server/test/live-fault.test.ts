/**
 * A fast fault test (the full one: `npm run fault`): the real server process (`npm start`'s
 * bin) on SQLite, killed with SIGKILL again and again while 20 phones send a 10-table evening,
 * and started again on the same file. The phones retry with the same keys. Every result the
 * server acknowledged must be there after, every result exactly once, and the file must pass
 * SQLite's integrity check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { faultRun } from '../scripts/live-fault.js';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bridge-score-fault-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

it('loses no acknowledged result when the server is killed during submissions', async () => {
  const out = await faultRun({ dataDir: folder, tables: 10, rounds: 5, kills: 3, deadlineMs: 150_000 });
  expect(out.kills).toBe(3);
  expect(out.integrity).toBe('ok');
  expect(out.missingAcks).toEqual([]);
  expect(out.problems).toEqual([]);
  expect(out.acked).toBeGreaterThan(0);
}, 200_000);
