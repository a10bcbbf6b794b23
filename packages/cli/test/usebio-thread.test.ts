/**
 * `session` of a USEBIO file read in a worker thread (`usebio-thread.ts`, used for big files)
 * says exactly what it says when the file is read on the main thread: the same output, messages
 * and exit code for every USEBIO example and golden file, and for damaged copies whose problems
 * are placed at their lines (a line with nothing to score, an artificial score, a pair number
 * past 32 bits, a missing board number, a character XML does not allow, a file cut short).
 * `BRIDGE_SCORE_USEBIO_WORKER` chooses the thread whatever the size.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { type Run, runMain } from './run-main.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-usebio-thread-'));

const FILES = [
  ...readdirSync(here('../../../examples'))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => here(`../../../examples/${f}`)),
  ...readdirSync(here('../../formats/test/golden'))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => here(`../../formats/test/golden/${f}`)),
  ...readdirSync(here('fixtures/conventions'))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => here(`fixtures/conventions/${f}`)),
];

const before = process.env.BRIDGE_SCORE_USEBIO_WORKER;
afterEach(() => {
  if (before === undefined) delete process.env.BRIDGE_SCORE_USEBIO_WORKER;
  else process.env.BRIDGE_SCORE_USEBIO_WORKER = before;
});

async function session(thread: 'always' | 'never', args: readonly string[]): Promise<Run> {
  process.env.BRIDGE_SCORE_USEBIO_WORKER = thread;
  return runMain(['session', ...args]);
}

async function expectSameBothWays(args: readonly string[]): Promise<Run> {
  const main = await session('never', args);
  const worker = await session('always', args);
  expect(worker).toEqual(main);
  return main;
}

describe('the same output read in a worker', () => {
  test('there are USEBIO files to compare', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
  });

  test.each(FILES)('%s', async (file) => {
    for (const format of ['json', 'text', 'csv']) await expectSameBothWays([file, '--format', format]);
  });
});

describe('damaged files: the same problems at the same places', () => {
  const evening = readFileSync(here('../../../examples/club-evening.xml'), 'utf8');
  const put = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  /** The club evening with its `n`th traveller line's text changed by `edit`. */
  const withLine = (n: number, edit: (line: string) => string) => {
    let seen = 0;
    return evening.replace(/<TRAVELLER_LINE>[\s\S]*?<\/TRAVELLER_LINE>/g, (l) =>
      seen++ === n ? edit(l) : l,
    );
  };
  /** A line with a contract and tricks but neither declarer nor score: nothing to score. */
  const unscoreable = (l: string) =>
    l.replace(/<PLAYED_BY>.<\/PLAYED_BY>/, '').replace(/<SCORE>[^<]*<\/SCORE>/, '');
  /** Files with a problem that is an error (the others score every line). */
  const erroneous = new Set(['no-declarer.xml', 'no-board-number.xml', 'bad-character.xml', 'cut.xml']);
  const cases: [string, string][] = [
    ['no-declarer.xml', withLine(3, unscoreable)],
    ['artificial.xml', withLine(5, (l) => l.replace(/<SCORE>[^<]*<\/SCORE>/, '<SCORE>A60A40</SCORE>'))],
    ['big-pair.xml', withLine(7, (l) => l.replace(/<NS_PAIR_NUMBER>\d+/, '<NS_PAIR_NUMBER>99999999999'))],
    ['no-board-number.xml', evening.replace(/<BOARD_NUMBER>2<\/BOARD_NUMBER>/, '')],
    ['bad-character.xml', withLine(9, (l) => l.replace(/<CONTRACT>/, '<CONTRACT>\u0001'))],
    ['cut.xml', evening.slice(0, Math.floor(evening.length * 0.6))],
    ['extra.xml', withLine(2, (l) => l.replace('</TRAVELLER_LINE>', '<ODD>x</ODD></TRAVELLER_LINE>'))],
  ];

  test.each(cases)('%s', async (name, text) => {
    const path = put(name, text);
    const json = await expectSameBothWays([path, '--format', 'json']);
    await expectSameBothWays([path, '--format', 'text']);
    // An error is reported (or the file is refused), never passed over.
    if (erroneous.has(name)) expect(json.status).not.toBe(0);
    else expect(json.status).toBe(0);
  });

  test('a line left out is reported at its line of the file', async () => {
    const path = put('no-declarer-2.xml', withLine(3, unscoreable));
    const run = await session('always', [path, '--format', 'json']);
    const errors = (JSON.parse(run.out) as { errors: { line?: number; code: string }[] }).errors;
    // The fourth TRAVELLER_LINE of the file: the line of its start tag, counted in the text.
    const start = [...evening.matchAll(/<TRAVELLER_LINE>/g)][3]?.index as number;
    const lineOfStart = evening.slice(0, start).split('\n').length;
    expect(errors.some((e) => e.line === lineOfStart)).toBe(true);
  });
});
