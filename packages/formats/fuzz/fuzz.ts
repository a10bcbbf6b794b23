/**
 * The readers' fuzz: real-shaped files whose records are known
 * (`generators.ts`), damaged as files get damaged (`shape.ts`: cut anywhere,
 * characters flipped or put in, lines duplicated, swapped or lost, quotes,
 * tags and comments left open, a line of 2,000 odd characters), written in
 * UTF-8 or UTF-16 with or without a byte-order mark, and read by every
 * reader. Of each reading it checks:
 *
 * - no exception escapes (reading, and what is done with what was read:
 *   results, conversion, writing back);
 * - the accounting: used + rejected = records, each rejected record one
 *   error; where the records can be counted without the reader (a line of
 *   JSON lines or of a scoresheet), records is that count;
 * - nothing lost next to the damage: every good record the damage did not
 *   touch, nor its context (a CSV file's header, a PBN row's game), is used,
 *   or left out as the repeat of a record read before it, saying so;
 * - problems quote the file safely: at most 80 characters, no control characters.
 *
 * The USEBIO reader is checked through its public API: never a throw; the
 * accounting when it gives a tally; nothing untouched lost when it reports
 * no error.
 *
 * @example
 * const report = fuzzReader('csv', 1000, 42);
 * report.failures.length; // 0
 */
import {
  convertResults,
  formatPbn,
  formatUsebio,
  type Problem,
  Problems,
  pbnMatchesEvent,
  pbnResults,
  pbnTeamMatches,
  readDealJsonl,
  readMatchCsv,
  readPbnBytes,
  readSheetFile,
  readTeamEventCsv,
  readTravellerCsv,
  readUsebioBytes,
  readVpScaleCsv,
  type Tally,
  usebioResults,
} from '@bridge-score/formats';
import {
  dealJsonl,
  matchCsv,
  pbnResultsFile,
  pbnTeamsFile,
  sheetFile,
  teamEventCsv,
  travellerCsv,
  usebioFile,
  vpScaleCsv,
} from './generators.js';
import { type Mutation, mutate, pickEncoding, Random, type Shape } from './shape.js';

export const READERS = ['csv', 'pbn', 'pbn-teams', 'usebio', 'jsonl', 'sheet'] as const;
export type ReaderName = (typeof READERS)[number];

export interface Failure {
  readonly reader: ReaderName;
  /** The case's own seed: `runCase(reader, seed)` gives the same file again. */
  readonly seed: number;
  readonly mutations: readonly Mutation[];
  readonly message: string;
  /** The damaged text (its first 2,000 characters). */
  readonly input: string;
}

export interface FuzzReport {
  readonly reader: ReaderName;
  readonly runs: number;
  readonly failures: readonly Failure[];
  readonly ms: number;
  /** Records accounted for over all runs, and how many of them were rejected. */
  readonly records: number;
  readonly rejected: number;
}

/** One reading checked: what failed, and the tally it gave. */
interface Checked {
  readonly failures: string[];
  readonly tally: Tally | null;
}

/** The seed of case `i` of a run seeded `seed`. */
export const caseSeed = (seed: number, i: number): number => (seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0;

/**
 * Runs `runs` cases of one reader; stops early after `maxFailures` failures.
 */
export function fuzzReader(reader: ReaderName, runs: number, seed: number, maxFailures = 20): FuzzReport {
  const start = performance.now();
  const failures: Failure[] = [];
  let records = 0;
  let rejected = 0;
  for (let i = 0; i < runs && failures.length < maxFailures; i++) {
    const s = caseSeed(seed, i);
    const result = runCase(reader, s);
    if (result.tally) {
      records += result.tally.records;
      rejected += result.tally.rejected;
    }
    for (const message of result.failures) {
      failures.push({
        reader,
        seed: s,
        mutations: result.mutations,
        message,
        input: result.text.slice(0, 2000),
      });
    }
  }
  return { reader, runs, failures, ms: performance.now() - start, records, rejected };
}

/** One case: a file made, damaged (nine times in ten), read and checked. */
export function runCase(
  reader: ReaderName,
  seed: number,
): { failures: string[]; tally: Tally | null; mutations: Mutation[]; text: string } {
  const rng = new Random(seed);
  const shape = make(reader, rng);
  const mutations = rng.chance(0.9) ? mutate(shape, rng) : [];
  pickEncoding(shape, rng);
  const { text, lineOf } = shape.write();
  const bytes = shape.bytes(text);
  let checked: Checked;
  try {
    checked = check(reader, shape, bytes, text, lineOf);
  } catch (e) {
    checked = { failures: [`exception: ${(e as Error).stack ?? String(e)}`], tally: null };
  }
  return { ...checked, mutations, text };
}

function make(reader: ReaderName, rng: Random): Shape {
  switch (reader) {
    case 'csv': {
      const r = rng.next();
      return r < 0.4
        ? travellerCsv(rng)
        : r < 0.65
          ? matchCsv(rng)
          : r < 0.85
            ? teamEventCsv(rng)
            : vpScaleCsv(rng);
    }
    case 'pbn':
      return pbnResultsFile(rng);
    case 'pbn-teams':
      return pbnTeamsFile(rng);
    case 'usebio':
      return usebioFile(rng);
    case 'jsonl':
      return dealJsonl(rng);
    case 'sheet':
      return sheetFile(rng);
  }
}

function check(
  reader: ReaderName,
  shape: Shape,
  bytes: Uint8Array,
  text: string,
  lineOf: Map<number, number>,
): Checked {
  switch (reader) {
    case 'csv':
      switch (shape.kind) {
        case 'matchCsv':
          return checkMatch(shape, bytes, lineOf);
        case 'teamEventCsv':
          return checkTeamEvent(shape, bytes, lineOf);
        case 'vpScaleCsv':
          return checkVpScale(shape, bytes);
        default:
          return checkTraveller(shape, bytes, lineOf);
      }
    case 'pbn':
      return checkPbn(shape, bytes, lineOf);
    case 'pbn-teams':
      return checkPbnTeams(shape, bytes, lineOf);
    case 'usebio':
      return checkUsebio(shape, bytes);
    case 'jsonl':
      return checkJsonl(shape, bytes, text);
    case 'sheet':
      return checkSheet(shape, bytes, text, lineOf);
  }
}

// ---------------------------------------------------------------------------
// What every reading must satisfy

function accounting(tally: Tally, failures: string[]): void {
  if (tally.records !== tally.used + tally.rejected || tally.used < 0 || tally.rejected < 0) {
    failures.push(`tally does not add up: ${JSON.stringify(tally)}`);
  }
}

const errorsOf = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'error').length;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must not be quoted
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/;

/** Every text of the file a problem quotes: at most 80 characters, no control character. */
function quotedSafely(problems: readonly Problem[], failures: string[]): void {
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key === 'code' || key === 'expected') return;
      if (value.length > 80 || CONTROL.test(value))
        failures.push(`problem quotes unsafely (${key}): ${JSON.stringify(value.slice(0, 100))}`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  for (const p of problems) visit(p.error, 'error');
}

/** The untouched good records, each with the line it now starts on. */
function untouchedGood(shape: Shape, lineOf: Map<number, number>): { key: string; line: number }[] {
  const untouched = shape.untouched();
  return shape.records
    .filter((r) => r.valid && untouched.has(r.id))
    .map((r) => ({ key: r.key, line: lineOf.get(r.id) ?? 0 }));
}

/** An untouched record left out only as a repeat of one read before it (an error at its line saying so). */
const leftOutAsRepeat = (problems: readonly Problem[], line: number, codes: readonly string[]) =>
  problems.some((p) => p.line === line && codes.includes(p.error.code));

// ---------------------------------------------------------------------------
// The readers

function checkTraveller(shape: Shape, bytes: Uint8Array, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const r = readTravellerCsv(bytes, 'mitchell', { file: 'fuzz.csv' });
  accounting(r.tally, failures);
  quotedSafely(r.problems, failures);
  if (!r.fatal && errorsOf(r.problems) !== r.tally.rejected) {
    failures.push(`${errorsOf(r.problems)} errors for ${r.tally.rejected} rejected rows`);
  }
  const headerIntact = !shape.tainted.has(0);
  if (headerIntact && r.fatal)
    failures.push(`nothing read with the header intact: ${r.problems[0]?.error.code}`);
  if (headerIntact && !r.fatal) {
    const used = new Set(r.event.results.map((l) => `${l.board}|${l.ns}|${l.ew}`));
    for (const { key, line } of untouchedGood(shape, lineOf)) {
      if (!used.has(key) && !leftOutAsRepeat(r.problems, line, ['line-twice'])) {
        failures.push(`untouched row ${key} (line ${line}) lost`);
      }
    }
  }
  return { failures, tally: r.tally };
}

function checkMatch(shape: Shape, bytes: Uint8Array, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const r = readMatchCsv(bytes, { file: 'fuzz.csv' });
  const headerIntact = !shape.tainted.has(0);
  const good = untouchedGood(shape, lineOf);
  if (!r.ok) {
    quotedSafely([r.error], failures);
    if (headerIntact && good.length > 0)
      failures.push(`nothing read with the header intact: ${r.error.error.code}`);
    return { failures, tally: null };
  }
  const { tally, problems, value } = r.value;
  accounting(tally, failures);
  quotedSafely(problems, failures);
  if (errorsOf(problems) !== tally.rejected)
    failures.push(`${errorsOf(problems)} errors for ${tally.rejected} rejected lines`);
  if (headerIntact) {
    const used = new Set(value.boards.map((b) => String(b.board)));
    for (const { key, line } of good) {
      if (!used.has(key) && !leftOutAsRepeat(problems, line, ['match-board-line-twice'])) {
        failures.push(`untouched board ${key} (line ${line}) lost`);
      }
    }
  }
  return { failures, tally };
}

function checkTeamEvent(shape: Shape, bytes: Uint8Array, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const r = readTeamEventCsv(bytes, { file: 'fuzz.csv' });
  const headerIntact = !shape.tainted.has(0);
  const good = untouchedGood(shape, lineOf);
  if (!r.ok) {
    quotedSafely([r.error], failures);
    if (headerIntact && good.length > 0)
      failures.push(`nothing read with the header intact: ${r.error.error.code}`);
    return { failures, tally: null };
  }
  const { tally, problems, value } = r.value;
  accounting(tally, failures);
  quotedSafely(problems, failures);
  if (errorsOf(problems) !== tally.rejected)
    failures.push(`${errorsOf(problems)} errors for ${tally.rejected} rejected lines`);
  if (headerIntact) {
    const used = new Set(
      value.matches.map((m) => (m.kind === 'bye' ? `${m.round}|${m.team}|BYE` : `${m.round}|${m.a}|${m.b}`)),
    );
    for (const { key, line } of good)
      if (!used.has(key)) failures.push(`untouched match ${key} (line ${line}) lost`);
  }
  return { failures, tally };
}

/**
 * A VP scale is one whole: a damaged row may make the rows after it out of
 * order, so the check is the accounting, and a scale from an untouched file.
 */
function checkVpScale(shape: Shape, bytes: Uint8Array): Checked {
  const failures: string[] = [];
  const r = readVpScaleCsv(bytes, { file: 'fuzz.csv' });
  accounting(r.tally, failures);
  quotedSafely(r.problems, failures);
  if (errorsOf(r.problems) < r.tally.rejected)
    failures.push(`${errorsOf(r.problems)} errors for ${r.tally.rejected} rejected`);
  if (r.value !== null && r.tally.rejected > 0) failures.push('a scale made with a line left out');
  const untouched = shape.untouched();
  if (untouched.size === shape.records.length && shape.lines.every((l) => !l.touched) && r.value === null) {
    failures.push(`an untouched scale not read: ${r.problems[0]?.error.code}`);
  }
  return { failures, tally: r.tally };
}

/** The PBN file read for a check, or null with the failure when it does not read while good records are untouched. */
function readFuzzPbn(
  shape: Shape,
  bytes: Uint8Array,
  lineOf: Map<number, number>,
  failures: string[],
  noun: 'records' | 'games',
) {
  const read = readPbnBytes(bytes, { file: 'fuzz.pbn' });
  if (read.ok) return read;
  quotedSafely([read.error], failures);
  const good = untouchedGood(shape, lineOf);
  if (good.length > 0)
    failures.push(`not read as PBN (${read.error.error.code}) with ${good.length} ${noun} untouched`);
  return null;
}

function checkPbn(shape: Shape, bytes: Uint8Array, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const read = readFuzzPbn(shape, bytes, lineOf, failures, 'records');
  if (!read) return { failures, tally: null };
  const good = untouchedGood(shape, lineOf);
  const problems = new Problems('fuzz.pbn');
  const results = pbnResults(read.value.value, problems);
  const tally = problems.tally;
  accounting(tally, failures);
  quotedSafely([...read.value.problems, ...problems.list], failures);
  if (problems.errors < tally.rejected)
    failures.push(`${problems.errors} errors for ${tally.rejected} rejected`);
  formatPbn(read.value.value);
  // One conversion a case, each target in turn: what convert does with the file never throws either.
  const converted = convertResults(
    bytes,
    'PBN',
    (['CSV', 'USEBIO', 'PBN'] as const)[bytes.length % 3] ?? 'CSV',
    {
      file: 'fuzz.pbn',
    },
  );
  if (converted.ok) accounting(converted.value.tally, failures);
  const boards = new Map(
    results.boards.map((b) => [b.number, new Set(b.lines.map((l) => `${l.ns}|${l.ew}`))]),
  );
  const pairs = new Set(results.pairs.map((p) => p.pair));
  const all = [...read.value.problems, ...problems.list];
  for (const { key, line } of good) {
    const [kind, rest] = key.split(':') as [string, string];
    let found: boolean;
    if (kind === 'game') found = boards.has(Number(rest));
    else if (kind === 'total') found = pairs.has(Number(rest));
    else {
      const [board, ns, ew] = rest.split('|');
      found = boards.get(Number(board))?.has(`${ns}|${ew}`) === true;
    }
    if (!found && !leftOutAsRepeat(all, line, ['line-twice']))
      failures.push(`untouched ${key} (line ${line}) lost`);
  }
  return { failures, tally };
}

/**
 * A PBN file of team matches: the games add up, each rejected game has its
 * error, every untouched good game is at its board and room (or left out as
 * the repeat of a game before it); the event and the conversions never throw.
 */
function checkPbnTeams(shape: Shape, bytes: Uint8Array, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const read = readFuzzPbn(shape, bytes, lineOf, failures, 'games');
  if (!read) return { failures, tally: null };
  const good = untouchedGood(shape, lineOf);
  const problems = new Problems('fuzz.pbn');
  const matches = pbnTeamMatches(read.value.value, problems);
  const tally = problems.tally;
  accounting(tally, failures);
  if (problems.errors < tally.rejected)
    failures.push(`${problems.errors} errors for ${tally.rejected} rejected`);
  pbnMatchesEvent(matches, problems);
  const all = [...read.value.problems, ...problems.list];
  quotedSafely(all, failures);
  convertResults(bytes, 'PBN', bytes.length % 2 === 0 ? 'CSV' : 'USEBIO', { file: 'fuzz.pbn' });
  const played = new Set<string>();
  for (const m of matches) {
    const match = `${m.round ?? ''}|${m.teams.a.name ?? ''}|${m.teams.b.name ?? ''}`;
    for (const b of m.boards) {
      if (b.kind === 'adjusted' || b.table1.kind !== 'not-played')
        played.add(`game:${match}|${b.board}|open`);
      if (b.kind === 'adjusted' || b.table2.kind !== 'not-played')
        played.add(`game:${match}|${b.board}|closed`);
    }
  }
  for (const { key, line } of good) {
    if (!played.has(key) && !leftOutAsRepeat(all, line, ['pbn-room-twice']))
      failures.push(`untouched ${key} (line ${line}) lost`);
  }
  return { failures, tally };
}

function checkUsebio(shape: Shape, bytes: Uint8Array): Checked {
  const failures: string[] = [];
  const read = readUsebioBytes(bytes, { file: 'fuzz.xml' });
  if (!read.ok) {
    quotedSafely([read.error], failures);
    return { failures, tally: null };
  }
  const doc = read.value.value;
  const results = usebioResults(doc);
  formatUsebio(doc);
  convertResults(bytes, 'USEBIO', bytes.length % 2 === 0 ? 'CSV' : 'PBN', { file: 'fuzz.xml' });
  const tally = (read.value as { readonly tally?: Tally }).tally ?? null;
  if (tally) accounting(tally, failures);
  if (errorsOf(read.value.problems) === 0) {
    const lines = new Set(
      results.boards.flatMap((b) => b.lines.map((l) => `line:${b.number}|${l.ns}|${l.ew}`)),
    );
    const pairs = new Set(results.pairs.map((p) => `pair:${p.pair}`));
    for (const { key } of untouchedGood(shape, new Map())) {
      if (!lines.has(key) && !pairs.has(key)) failures.push(`untouched ${key} lost with no error reported`);
    }
  }
  return { failures, tally };
}

/** Lines of a text as the line readers count them: the break after the last line starts none. */
function linesOf(text: string): string[] {
  const body = text.replace(/(?:\r\n|\r|\n)$/, '');
  return body === '' ? [] : body.split(/\r\n|\r|\n/);
}

function checkJsonl(shape: Shape, bytes: Uint8Array, text: string): Checked {
  const failures: string[] = [];
  const r = readDealJsonl(bytes, { file: 'fuzz.jsonl' });
  accounting(r.tally, failures);
  quotedSafely(r.problems, failures);
  const expected = linesOf(text.replace(/^\uFEFF/, '')).length;
  if (r.tally.records !== expected) failures.push(`${r.tally.records} records for ${expected} lines`);
  if (errorsOf(r.problems) !== r.tally.rejected)
    failures.push(`${errorsOf(r.problems)} errors for ${r.tally.rejected} rejected`);
  const boards = new Set(r.value.map((l) => `board:${String(l.request.fields.board)}`));
  for (const { key, line } of untouchedGood(shape, new Map())) {
    if (!boards.has(key)) failures.push(`untouched ${key} (line ${line}) lost`);
  }
  return { failures, tally: r.tally };
}

const QUIT = new Set(['quit', 'exit', 'q']);

function checkSheet(shape: Shape, bytes: Uint8Array, text: string, lineOf: Map<number, number>): Checked {
  const failures: string[] = [];
  const r = readSheetFile(bytes, { file: 'fuzz.txt' });
  accounting(r.tally, failures);
  quotedSafely(r.problems, failures);
  let expected = 0;
  let quitAt = Number.POSITIVE_INFINITY;
  for (const [i, line] of linesOf(text.replace(/^\uFEFF/, '')).entries()) {
    const word = line.trim().toLowerCase();
    if (word === '' || word.startsWith('#')) continue;
    if (QUIT.has(word)) {
      quitAt = i + 1;
      break;
    }
    expected++;
  }
  if (r.tally.records !== expected) failures.push(`${r.tally.records} records for ${expected} lines`);
  if (errorsOf(r.problems) !== r.tally.rejected)
    failures.push(`${errorsOf(r.problems)} errors for ${r.tally.rejected} rejected`);
  const read = new Set(r.value.map((l) => l.line));
  const shown = new Set(['help', '?', 'h', 'sheet']);
  for (const { key, line } of untouchedGood(shape, lineOf)) {
    if (line > quitAt) continue;
    const original =
      shape.lines
        .find((l) => lineOf.get(l.record) === line)
        ?.text.trim()
        .toLowerCase() ?? '';
    if (!read.has(line) && !shown.has(original)) failures.push(`untouched ${key} (line ${line}) lost`);
  }
  return { failures, tally: r.tally };
}
