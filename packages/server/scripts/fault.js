// npm run fault: the full fault run. The real server process killed with SIGKILL 20 times while
// 60 phones play a 30-table evening (10 rounds × 2 boards), started again each time on the same
// SQLite file; then every acknowledged result must be held, every result exactly once, and
// `PRAGMA integrity_check` ok.
//
//   npm run fault -- [--tables 30] [--rounds 10] [--kills 20] [--minutes 10]
//
// Bounded: `kills` restarts and a deadline (10 minutes).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { faultRun } from './live-fault.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const dir = mkdtempSync(join(os.tmpdir(), 'bridge-score-fault-'));
try {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  const out = await faultRun({
    dataDir: dir,
    tables: option('tables', 30),
    rounds: option('rounds', 10),
    kills: option('kills', 20),
    deadlineMs: option('minutes', 10) * 60_000,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify({ ...out, missingAcks: out.missingAcks.length, problems: out.problems.length }));
  const ok = out.integrity === 'ok' && out.missingAcks.length === 0 && out.problems.length === 0;
  if (!ok) console.log(`FAILED:\n${[...out.missingAcks, ...out.problems].slice(0, 20).join('\n')}`);
  else
    console.log(`ok: ${out.kills} kills, ${out.acked} acknowledgements, every one held; integrity_check ok`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
