/**
 * Reading a results file of either interchange format, for `convert` and
 * `session`: the club results, and every problem in the order of the file.
 * A USEBIO file given by its path is read as it streams, a chunk at a time.
 */

import { readFileSync } from 'node:fs';
import type { BridgeEvent, Movement, Result } from '@bridge-score/core';
import {
  type ClubResults,
  type DecodedText,
  decodeText,
  detectFormat,
  EventBuilder,
  laterRejected,
  type Problem,
  Problems,
  pbnResults,
  readPbnBytes,
  readUsebioResults,
  type Tally,
} from '@bridge-score/formats';
import { asciiText, fileChunks } from './file-chunks.js';

export const RESULTS_FORMATS = ['pbn', 'usebio'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

/** A results file's content: its bytes, or its path (a USEBIO file is then read as it streams). */
export type ResultsInput = Uint8Array | { readonly path: string };

/** The input's bytes a chunk at a time: from the file as it is read, or from the bytes. */
export function* chunksOf(input: ResultsInput): Generator<Uint8Array> {
  if (!(input instanceof Uint8Array)) {
    yield* fileChunks(input.path);
    return;
  }
  for (let i = 0; i < input.length; i += 1 << 20)
    yield input.subarray(i, Math.min(input.length, i + (1 << 20)));
}

const bytesOf = (input: ResultsInput): Uint8Array =>
  input instanceof Uint8Array ? input : new Uint8Array(readFileSync(input.path));

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
  input: ResultsInput,
  name: string,
  format: ResultsFormat,
  comments: 'keep' | 'skip' = 'keep',
  decoded?: DecodedText,
): Result<{ results: ClubResults; problems: Problem[]; tally?: Tally }, Problem> {
  if (format === 'pbn') {
    const bytes = bytesOf(input);
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
  const r = readUsebioResults(chunksOf(input), { file: name, asciiText });
  if (!r.ok) return r;
  return {
    ok: true,
    value: { results: r.value.value, problems: [...r.value.problems], ...tallyOf(r.value) },
  };
}

/** A reader's tally of its records, when it keeps one (see `Accounted`), to pass on beside its problems. */
function tallyOf(read: object): { tally?: Tally } {
  const { tally } = read as { readonly tally?: Tally };
  return tally ? { tally } : {};
}

/**
 * Reads a results file of either format as the event to score, with the
 * file's other facts (its lines left out: each line goes straight into the
 * event as it is read, never all kept as the file's own model too).
 */
export function readResultsEvent(
  input: ResultsInput,
  name: string,
  format: ResultsFormat,
  decoded: DecodedText | undefined,
  movement: Movement | undefined,
): Result<{ event: BridgeEvent; results: ClubResults; problems: Problem[]; tally?: Tally }, Problem> {
  const options = movement === undefined ? {} : { movement };
  const problems = new Problems(name);
  const build = new EventBuilder(problems, options);
  if (format === 'pbn') {
    const bytes = bytesOf(input);
    const r = readPbnBytes(bytes, { file: name, comments: 'keep' }, decoded ?? decodeText(bytes));
    if (!r.ok) return r;
    const results = pbnResults(r.value.value, problems, { lines: (board, line) => build.line(board, line) });
    const event = build.event(results);
    const { tally } = r.value as { readonly tally?: Tally };
    return {
      ok: true,
      value: {
        event,
        results,
        problems: [...r.value.problems, ...problems.list],
        ...(tally ? { tally: laterRejected(tally, build.rejected) } : {}),
      },
    };
  }
  const r = readUsebioResults(chunksOf(input), { file: name, asciiText }, (board, line) =>
    build.line(board, line),
  );
  if (!r.ok) return r;
  const results = r.value.value;
  const event = build.event(results);
  return {
    ok: true,
    value: {
      event,
      results,
      problems: [...r.value.problems, ...problems.list],
      tally: laterRejected(r.value.tally, build.rejected),
    },
  };
}
