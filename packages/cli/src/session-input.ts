/**
 * The input of `session`: the event and the file's own settings, from the event model (JSON) or
 * any results file (`readResultsFile`), with every error found and where it is. What the file
 * says beside its records (bytes read as Latin-1, CSV columns left aside, the tally of records)
 * goes to the report as it is read.
 */
import {
  type BridgeEvent,
  type FileFormat,
  type Movement,
  type PairsSettings,
  parseEvent,
  type Result,
} from '@bridge-score/core';
import {
  decodeText,
  type Problem,
  type ResultsBase,
  type ResultsFile,
  readResultsFile,
} from '@bridge-score/formats';
import { type AnyError, catalog } from '@bridge-score/i18n';
import { asciiText } from './file-chunks.js';
import { clipRaw, escapeRaw, type Reporter } from './report.js';
import type { ResultsSource } from './results-source.js';

/** An input error with where it is: a row and column of the CSV, a JSON path, or a line and column of a PBN or USEBIO file. */
export interface InputError {
  readonly at?: Problem;
  readonly row: number | null;
  readonly column: string | null;
  readonly path: string | null;
  readonly error: AnyError;
}

/** A session's event as read, the settings its file gives, and the errors in lines left out. */
export interface SessionInput {
  readonly event: BridgeEvent;
  /** Settings the file states (the event model's settings, a results file's method). */
  readonly fileSettings: Partial<PairsSettings>;
  /** What a results file says of its event beside the results (carried into PBN and USEBIO output). */
  readonly base: ResultsBase;
  /** The results file as read; null for the event model. */
  readonly read: ResultsFile | null;
  readonly errors: readonly InputError[];
}

/** Where nothing at all is said of an error. */
const NOWHERE = { row: null, column: null, path: null } as const;

/**
 * Reads a session's input. `movement` is the command line's, if any; travellers in CSV are a
 * Mitchell unless it says otherwise, PBN and USEBIO say their own. Fails with what was found
 * when nothing can be scored (an unreadable file, a CSV without its header, no line at all).
 */
export function readSessionInput(
  source: ResultsSource,
  movement: Movement | undefined,
  report: Reporter,
): Result<SessionInput, readonly InputError[]> {
  const { kind } = source;
  const got = kind === 'JSON' ? readEventModel(source) : readResults(source, kind, movement, report);
  if (!got.ok) return got;
  if (got.value.event.results.length === 0)
    return { ok: false, error: [...got.value.errors, { ...NOWHERE, error: { code: 'session-empty' } }] };
  return got;
}

function readEventModel(source: ResultsSource): Result<SessionInput, readonly InputError[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeText(source.bytes ?? new Uint8Array(0)).text);
  } catch (e) {
    return {
      ok: false,
      error: [{ ...NOWHERE, error: { code: 'json-syntax', detail: (e as Error).message } }],
    };
  }
  const model = parseEvent(parsed);
  if (!model.ok)
    return { ok: false, error: [{ ...NOWHERE, path: model.error.path, error: model.error.error }] };
  return {
    ok: true,
    value: {
      event: model.value.event,
      fileSettings: model.value.settings,
      base: {},
      read: null,
      errors: model.value.errors.map((e) => ({ ...NOWHERE, path: e.path, error: e.error })),
    },
  };
}

function readResults(
  source: ResultsSource,
  kind: FileFormat,
  movement: Movement | undefined,
  report: Reporter,
): Result<SessionInput, readonly InputError[]> {
  const { name } = source;
  const words = catalog(report.lang);
  const r = readResultsFile(source.input(), {
    file: name,
    format: kind,
    // Travellers in CSV are a Mitchell unless --movement says otherwise.
    ...(kind === 'CSV' ? { movement: movement ?? 'mitchell' } : movement === undefined ? {} : { movement }),
    asciiText,
    keepLines: false,
  });
  if (!r.ok) return { ok: false, error: [{ ...NOWHERE, at: r.error, error: r.error.error }] };
  const read = r.value;
  const errors: InputError[] = [];
  if (read.csv) {
    // Bytes that were not UTF-8, read as Latin-1: said, so that a person checks the names.
    for (const p of read.problems) if (p.error.code === 'file-encoding') report.problem(p);
    for (const column of read.csv.ignored)
      report.note('column-ignored', () => words.session.columnIgnored(clipRaw(column)));
    for (const e of read.csv.errors)
      errors.push({ row: e.row, column: e.column, path: null, error: e.error });
    if (read.csv.fatal || read.csv.errors.some((e) => e.error.code === 'csv-header'))
      return { ok: false, error: errors };
  } else for (const p of read.problems) errors.push({ ...NOWHERE, at: p, error: p.error });
  report.account(read);
  return {
    ok: true,
    value: {
      event: read.event,
      fileSettings: read.settings.method === undefined ? {} : { method: read.settings.method },
      base: read.base,
      read,
      errors,
    },
  };
}

/** An input error to the report: at its file's line and column, its CSV row, or its JSON path. */
export function reportInputError(report: Reporter, e: InputError, name: string): void {
  const words = catalog(report.lang);
  if (e.at) report.problem(e.at);
  else if (e.row !== null) {
    report.at(words.errorAt(escapeRaw(name), words.session.at(e.row, e.column)), e.error, {
      row: e.row,
      column: e.column,
    });
  } else if (e.path !== null) {
    // An invalid field's message names its path already.
    report.at(e.error.code === 'event-invalid' ? '' : e.path, e.error, { path: e.path });
  } else report.at(escapeRaw(name), e.error);
}
