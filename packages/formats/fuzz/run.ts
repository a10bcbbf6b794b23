/**
 * `npm run fuzz`: every reader against mutated files (see `fuzz.ts`), at
 * least 100,000 cases each, bounded in time. Prints, per reader, the cases
 * run, the records accounted for and rejected, the time taken and any
 * failure (with the seed that makes its file again); exits 1 on a failure.
 *
 *   npm run fuzz                         100,000 cases a reader, seed 1
 *   npm run fuzz -- --runs 5000 --seed 7 --reader pbn
 *   npm run fuzz -- --case pbn:123456    one case again, its file printed
 */
import { caseSeed, type FuzzReport, fuzzReader, READERS, type ReaderName, runCase } from './fuzz.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

const runs = Number(option('runs') ?? 100_000);
const seed = Number(option('seed') ?? 1);
const only = option('reader');
const one = option('case');

if (one !== undefined) {
  const [reader, s] = one.split(':') as [ReaderName, string];
  const r = runCase(reader, Number(s));
  process.stdout.write(`${JSON.stringify(r.text)}\nmutations: ${r.mutations.join(', ')}\n`);
  for (const f of r.failures) process.stdout.write(`FAIL ${f}\n`);
  process.exit(r.failures.length > 0 ? 1 : 0);
}

const readers = READERS.filter((r) => only === undefined || r === only);
const reports: FuzzReport[] = [];
process.stdout.write(
  `fuzz: ${runs.toLocaleString('en')} mutated files a reader, seed ${seed} (case seeds from ${caseSeed(seed, 0)})\n`,
);
for (const reader of readers) {
  const report = fuzzReader(reader, runs, seed);
  reports.push(report);
  const rate = (report.runs / (report.ms / 1000)).toFixed(0);
  process.stdout.write(
    `${reader.padEnd(7)} ${report.runs.toLocaleString('en').padStart(9)} files  ${report.records.toLocaleString('en').padStart(11)} records  ${report.rejected.toLocaleString('en').padStart(10)} rejected  ${(report.ms / 1000).toFixed(1).padStart(6)} s  (${rate} files/s)  ${report.failures.length === 0 ? 'ok' : `${report.failures.length} FAILED`}\n`,
  );
  for (const f of report.failures.slice(0, 5)) {
    process.stdout.write(
      `  case ${f.reader}:${f.seed} [${f.mutations.join(', ')}]: ${f.message.split('\n')[0]}\n`,
    );
  }
}
process.exit(reports.some((r) => r.failures.length > 0) ? 1 : 0);
