#!/usr/bin/env node
// The command line as one bundled module (`npm run build` makes it from dist/main.js): a command
// starts without resolving and loading some 150 modules one by one.
import { main } from '../dist/bundle/bridge-score.js';

process.exitCode = await main(process.argv.slice(2));
// For the benchmarks: the peak memory and the CPU time (user and system, every thread's) of this
// run, as the process itself measured them.
if (process.env.BRIDGE_SCORE_REPORT_RSS) {
  const usage = process.resourceUsage();
  process.stderr.write(`max-rss-kib ${usage.maxRSS}\ncpu-us ${usage.userCPUTime + usage.systemCPUTime}\n`);
}
