// fast-check as the tests see it under mutation testing: vitest.mutate.config.ts resolves the tests'
// `import fc from 'fast-check'` to this module (and this module's own import to fast-check itself).
//
// Under a mutant, a property runs at most MUTATE_NUM_RUNS cases (100 by default, fast-check's own
// default: the properties that ask for 1,000 to 5,000 run 100; those that ask for fewer run what
// they ask), and a failing property stops at its first counterexample instead of shrinking it
// (`endOnFailure`): a failure is all that kills a mutant. `MUTATE_NUM_RUNS=all` leaves fast-check as
// `npm test` runs it (every case asked, counterexamples shrunk). See docs/mutation.md.
import fc from 'fast-check';

const setting = process.env.MUTATE_NUM_RUNS ?? '100';
const cap = setting === 'all' ? Number.POSITIVE_INFINITY : Number(setting);
if (!(cap >= 1)) throw new Error(`MUTATE_NUM_RUNS: a number of runs (at least 1) or "all", not "${setting}"`);

if (setting !== 'all') fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });

const assert = ((property: fc.IRawProperty<unknown[]>, params?: fc.Parameters<unknown[]>) =>
  fc.assert(property, { ...params, numRuns: Math.min(params?.numRuns ?? 100, cap) })) as typeof fc.assert;

export default { ...fc, assert };
