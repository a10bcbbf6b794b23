/**
 * Reading a results file of either interchange format, for `convert` and
 * `session`: the club results, and every problem in the order of the file.
 */
import type { BridgeEvent, Movement, Result } from '@bridge-score/core';
import {
  type ClubResults,
  type DecodedText,
  detectFormat,
  EventBuilder,
  eventOfResults,
  type Problem,
  Problems,
  pbnResults,
  readPbnBytes,
  readUsebioBytes,
  type Tally,
  usebioResults,
} from '@bridge-score/formats';

export const RESULTS_FORMATS = ['pbn', 'usebio'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

/** The format a file name's extension says: `.pbn`, `.xml`; undefined for any other. */
export function resultsFormatOfName(name: string): ResultsFormat | undefined {
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'pbn' ? 'pbn' : ext === 'xml' ? 'usebio' : undefined;
}

/** The format of a file by its name, else by its first bytes; CSV and JSON are neither (undefined). */
export function sniffResultsFormat(name: string, head: string): ResultsFormat | undefined {
  const byName = resultsFormatOfName(name);
  if (byName) return byName;
  if (/\.(csv|tsv|json)$/i.test(name) || /^\uFEFF?\s*\{/.test(head)) return undefined;
  const format = detectFormat('', head);
  return format === 'PBN' ? 'pbn' : format === 'USEBIO' ? 'usebio' : undefined;
}

/** Problems sorted by where they are in the file (stable: the order found within a place). */
export function inFileOrder<P extends Pick<Problem, 'line' | 'column'>>(problems: readonly P[]): P[] {
  return problems
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => a.line - b.line || a.column - b.column || i - j)
    .map(([p]) => p);
}

/**
 * Reads a results file of either format: the results, or the one error that says it is not that
 * format. `decoded` is the bytes as `decodeText(bytes)` gives them, when the caller has them
 * already (PBN is read from that text; USEBIO's own declaration may say otherwise).
 */
export function readResults(
  bytes: Uint8Array,
  name: string,
  format: ResultsFormat,
  comments: 'keep' | 'skip' = 'keep',
  decoded?: DecodedText,
): Result<{ results: ClubResults; problems: Problem[]; tally?: Tally }, Problem> {
  if (format === 'pbn') {
    const r =
      decoded === undefined
        ? readPbnBytes(bytes, { file: name, comments })
        : readPbnBytes(bytes, { file: name, comments }, decoded);
    if (!r.ok) return r;
    const problems = new Problems(name);
    const results = pbnResults(r.value.value, problems);
    return {
      ok: true,
      value: { results, problems: [...r.value.problems, ...problems.list], ...tallyOf(r.value) },
    };
  }
  const r = readUsebioBytes(bytes, { file: name });
  if (!r.ok) return r;
  return {
    ok: true,
    value: { results: usebioResults(r.value.value), problems: [...r.value.problems], ...tallyOf(r.value) },
  };
}

/** A reader's tally of its records, when it keeps one (see `Accounted`), to pass on beside its problems. */
function tallyOf(read: object): { tally?: Tally } {
  const { tally } = read as { readonly tally?: Tally };
  return tally ? { tally } : {};
}

/**
 * Reads a results file of either format as the event to score, with the
 * file's other facts (its lines left out: a PBN file's lines go straight into
 * the event as they are read, never all kept as the file's own model too).
 */
export function readResultsEvent(
  bytes: Uint8Array,
  name: string,
  format: ResultsFormat,
  decoded: DecodedText,
  movement: Movement | undefined,
): Result<{ event: BridgeEvent; results: ClubResults; problems: Problem[]; tally?: Tally }, Problem> {
  const options = movement === undefined ? {} : { movement };
  const problems = new Problems(name);
  if (format === 'pbn') {
    const r = readPbnBytes(bytes, { file: name, comments: 'keep' }, decoded);
    if (!r.ok) return r;
    const build = new EventBuilder(problems, options);
    const results = pbnResults(r.value.value, problems, { lines: (board, line) => build.line(board, line) });
    const event = build.event(results);
    return {
      ok: true,
      value: { event, results, problems: [...r.value.problems, ...problems.list], ...tallyOf(r.value) },
    };
  }
  const r = readResults(bytes, name, format, 'keep', decoded);
  if (!r.ok) return r;
  const event = eventOfResults(r.value.results, problems, options);
  return {
    ok: true,
    value: {
      event,
      results: r.value.results,
      problems: [...r.value.problems, ...problems.list],
      ...tallyOf(r.value),
    },
  };
}
