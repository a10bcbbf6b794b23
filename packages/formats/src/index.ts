/**
 * @bridge-score/formats: the files clubs and tournaments exchange, read
 * tolerantly and written deterministically. PBN 2.1 (`pbn.ts`, its tables
 * `pbn-table.ts`, what its tags mean `pbn-board.ts`, hand records
 * `hands.ts`, its team matches `pbn-teams.ts`), USEBIO 1.2/1.3 (`usebio.ts`; its team matches
 * `usebio-teams.ts` and team events `usebio-team-event.ts`), CSV (`csv.ts`:
 * the travellers `traveller-csv.ts`; the team files `match-csv.ts`,
 * `team-event-csv.ts`, `vp-scale-csv.ts`), scoresheet files (`sheet-file.ts`), deals as JSON
 * lines (`deal-jsonl.ts`), conversions between the results formats (`conversion.ts`), the one
 * entry point that reads any results file with its writer's settings (`results-file.ts`), the
 * check of a file's own figures against a scoring (`verify-results.ts`), and the bytes to text
 * step they share (`text-input.ts`). Every reader returns what it could read, a
 * positioned `Problem` for everything it could not, and its `Tally` of records (used +
 * rejected, each rejected record one error); none throws.
 *
 * @example
 * import { readPbnBytes } from '@bridge-score/formats';
 * const r = readPbnBytes(readFileSync('club.pbn'), { file: 'club.pbn' });
 * if (r.ok) for (const p of r.value.problems) console.log(p.line, p.column, p.error.code);
 */
import type { FileFormat, Result } from '@bridge-score/core';
import { type PbnFile, type PbnReadOptions, readPbn } from './pbn.js';
import type { Accounted, Problem, Read } from './problems.js';
import { resultsFileFormat } from './results-file.js';
import { type DecodedText, decodeText } from './text-input.js';
import { readUsebioChunks, type UsebioChunkOptions, type UsebioDocument } from './usebio.js';

export * from './conversion.js';
export * from './csv.js';
export * from './deal-jsonl.js';
export * from './event-files.js';
export * from './hands.js';
export * from './match-csv.js';
export * from './pbn.js';
export * from './pbn-board.js';
export * from './pbn-results.js';
export * from './pbn-table.js';
export * from './pbn-teams.js';
export * from './problems.js';
export * from './results.js';
export * from './results-file.js';
export * from './sheet-file.js';
export * from './team-event-csv.js';
export * from './text-chunks.js';
export * from './text-input.js';
export * from './traveller-csv.js';
export * from './usebio.js';
export * from './usebio-team-event.js';
export * from './usebio-teams.js';
export * from './verify-results.js';
export * from './vp-scale-csv.js';

/** A file read from bytes: the decoded text's encoding beside the reader's result. */
function withEncoding<T>(
  decoded: DecodedText,
  file: string,
  result: Result<Read<T>, Problem>,
): Result<Read<T>, Problem> {
  if (!result.ok || !decoded.fallback) return result;
  const warning: Problem = {
    severity: 'warning',
    file,
    line: 1,
    column: 1,
    error: { code: 'file-encoding', encoding: decoded.encoding },
  };
  return { ok: true, value: { value: result.value.value, problems: [warning, ...result.value.problems] } };
}

/**
 * Reads PBN from bytes: BOM, UTF-8 or Latin-1 (with a warning), any line endings.
 * A caller that has already decoded the bytes with `decodeText(bytes)` passes
 * that, and a big file is not decoded twice.
 *
 * @example
 * readPbnBytes(new TextEncoder().encode('[Board "1"]\n')).ok; // true
 */
export function readPbnBytes(
  bytes: Uint8Array,
  options: PbnReadOptions = {},
  decoded: DecodedText = decodeText(bytes),
): Result<Read<PbnFile>, Problem> {
  return withEncoding(decoded, options.file ?? '<input>', readPbn(decoded.text, options));
}

/** How much of a byte array is decoded and parsed at a time (a text of this size is a young string: see the command line's `file-chunks.ts`). */
const CHUNK = 1 << 16;

/** A byte array as chunks, without copying. */
function* chunksOf(bytes: Uint8Array): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += CHUNK) yield bytes.subarray(i, Math.min(bytes.length, i + CHUNK));
}

/**
 * Reads USEBIO from bytes, honouring a BOM and an ISO-8859-1 / Windows-1252
 * XML declaration (else UTF-8, and Windows-1252 with a warning when the bytes
 * are not UTF-8); decoded and read a chunk at a time (see `readUsebioChunks`).
 *
 * @example
 * readUsebioBytes(new TextEncoder().encode('<USEBIO Version="1.2"/>')).ok; // true
 */
export function readUsebioBytes(
  bytes: Uint8Array,
  options: UsebioChunkOptions = {},
): Result<Accounted<UsebioDocument>, Problem> {
  return readUsebioChunks(chunksOf(bytes), options);
}

/**
 * The format of a file: by its name's extension when it has a known one, else
 * by its content (an XML root `USEBIO`, PBN tags, or else CSV); see
 * `resultsFileFormat`, which tells the event model (JSON) apart too.
 *
 * @example
 * detectFormat('results.pbn', ''); // 'PBN'
 * detectFormat('upload', '<?xml version="1.0"?><USEBIO Version="1.2">'); // 'USEBIO'
 */
export function detectFormat(name: string, text: string): FileFormat {
  const kind = resultsFileFormat(name, text);
  return kind === 'JSON' ? 'CSV' : kind;
}
