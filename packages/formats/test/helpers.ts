import { readFileSync } from 'node:fs';
import {
  type PbnFile,
  Problems,
  readPbn,
  readPbnBoard,
  readPbnBytes,
  readUsebio,
  type UsebioDocument,
} from '@bridge-score/formats';
import fc from 'fast-check';

/**
 * Whether the tests run under the formats' mutation testing, short (`MUTATE_SHORT`, which
 * `stryker.formats.config.mjs` sets to 1; `MUTATE_SHORT=0` there runs every case): the slowest
 * loops over files then run fewer cases, each named where it is cut (docs/mutation.md, *Short
 * loops*). `npm test` never sets it.
 */
export const SHORT = (process.env.MUTATE_SHORT ?? '0') !== '0';

/** Cases of a property over a whole golden file: `n`, or at most 20 under mutation, short. */
export const fileRuns = (n: number): number => (SHORT ? Math.min(n, 20) : n);

export const golden = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./golden/${name}`, import.meta.url)));

/** A golden PBN file read from its bytes; fails the test if it is not PBN. */
export function readGoldenPbn(name: string) {
  const r = readPbnBytes(golden(name), { file: name });
  if (!r.ok) throw new Error(`${name}: ${r.error.error.code}`);
  return r.value;
}

/** The board facts of every game, with the problems the mapping found. */
export function boardsOf(file: PbnFile, name = 'test.pbn') {
  const problems = new Problems(name);
  const boards = file.games.map((g) => readPbnBoard(g, problems));
  return { boards, problems: problems.list };
}

/** A value without read positions: what a round trip must keep. */
export function withoutPositions<T>(value: T): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, v) =>
      ['line', 'column', 'valueLine', 'valueColumn', 'source'].includes(key) ? undefined : v,
    ),
  );
}

/** The line and column (from 1) of the nth occurrence (from 0) of a text. */
export function positionOfText(text: string, needle: string, nth = 0) {
  let index = -1;
  for (let i = 0; i <= nth; i++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`not found: ${needle}`);
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

/**
 * A USEBIO text cut anywhere, with anything after the cut: reading it and `use` never throw
 * (`numRuns` cases, 100 when not given; `fileRuns`).
 */
export function assertCutUsebioNeverThrows(
  text: string,
  use: (doc: UsebioDocument, problems: Problems) => void,
  numRuns?: number,
) {
  fc.assert(
    fc.property(fc.nat(text.length), fc.string({ maxLength: 8 }), (cut, junk) => {
      const r = readUsebio(text.slice(0, cut) + junk);
      if (r.ok) use(r.value.value, new Problems('x'));
    }),
    { numRuns: fileRuns(numRuns ?? 100) },
  );
}

/** The first game of a PBN text read as a board, with every problem of the reading. */
export function board(text: string) {
  const r = readPbn(text, { file: 't.pbn' });
  if (!r.ok) throw new Error(r.error.error.code);
  const problems = new Problems('t.pbn');
  const b = readPbnBoard(r.value.value.games[0] as never, problems);
  return { board: b, problems: [...r.value.problems, ...problems.list] };
}
