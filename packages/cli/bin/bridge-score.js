#!/usr/bin/env node
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
// For the benchmarks: the peak memory of this run, as the process itself measured it.
if (process.env.BRIDGE_SCORE_REPORT_RSS)
  process.stderr.write(`max-rss-kib ${process.resourceUsage().maxRSS}\n`);
