/**
 * A fast sample of the readers' fuzz (`npm run fuzz` runs 100,000 files a
 * reader): a few thousand mutated files each, the same checks (no
 * exception, the accounting, nothing untouched lost, problems quoted safely).
 * A failure names its case: `npm run fuzz -- --case <reader>:<seed>` shows it.
 */
import { describe, expect, test } from 'vitest';
import { fuzzReader, READERS } from '../fuzz/fuzz.js';

const RUNS = { csv: 2000, pbn: 1500, 'pbn-teams': 1000, usebio: 1000, jsonl: 2000, sheet: 2000 } as const;

describe('the readers under damage', () => {
  test.each(READERS)(
    '%s',
    (reader) => {
      // A seed of its own for this sample, beside the full run's seed 1.
      const report = fuzzReader(reader, RUNS[reader], 20260309, 5);
      expect(
        report.failures.map((f) => `${f.reader}:${f.seed} [${f.mutations.join(', ')}] ${f.message}`),
      ).toEqual([]);
      expect(report.runs).toBe(RUNS[reader]);
    },
    120_000,
  );
});
