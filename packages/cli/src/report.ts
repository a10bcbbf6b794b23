/**
 * How every command reports what was wrong with its input, the same way:
 * each message on standard error with where it is, at most 20 of one kind
 * (then how many more; `--all-warnings` shows every one), raw input in a
 * message shortened to 80 characters with control characters escaped, the
 * JSON `errors` when JSON is written, a footer that counts the records not
 * used ("3 lines not scored: line 4, line 9, line 12."), and the exit status
 * 1 when any record was rejected.
 *
 * The count of rejected records is the reader's `Tally` when it keeps one
 * (each rejected record has exactly one error) and the records rejected
 * after it (by scoring), else the number of errors.
 *
 * @example
 * const report = new Reporter(io.err, { lang: 'en' });
 * for (const p of problems) report.problem(p);
 * report.finish();
 * const footer = report.footer(); // null when nothing was rejected
 * return report.status();
 */
import { escapeUnsafe, excerpt, type Tally } from '@bridge-score/formats';
import {
  type AnyError,
  catalog,
  errorMessage,
  type Lang,
  type PositionedError,
  problemText,
  type RecordAction,
} from '@bridge-score/i18n';
import { EXIT } from './exit.js';

/** Messages of one kind shown on standard error before the rest are only counted. */
export const SHOWN_PER_KIND = 20;

/** The most characters of raw input a message repeats. */
export const RAW_SHOWN = 80;

/** Places of rejected records listed in the footer. */
const PLACES_LISTED = 10;

/**
 * Text from the input as a message may show it: control characters and the
 * characters that reorder a terminal's text shown as escapes (`\x00`, `\t`,
 * `\u202e`), so that nothing in a file can move the cursor, ring the bell or
 * hide what follows. The formats' readers escape the same way.
 *
 * @example
 * escapeRaw('a\u0000b\tc'); // 'a\\x00b\\tc'
 */
export const escapeRaw = escapeUnsafe;

/**
 * Raw input as a message shows it: at most `RAW_SHOWN` characters (an
 * ellipsis ending a longer text), escaped: the readers' `excerpt`.
 *
 * @example
 * clipRaw('x'.repeat(20000)).length; // 80
 */
export function clipRaw(text: string, max = RAW_SHOWN): string {
  return excerpt(text, max);
}

/** Fields of errors that are ours (option names, lists of what is expected), or names of files: never cut. */
const OURS = new Set(['code', 'path', 'file', 'input', 'known', 'expected', 'option', 'other', 'because']);

/**
 * An error with every piece of raw input in it shortened and escaped
 * (`clipRaw`); names of files and options escaped only. Nested errors too.
 */
export function shownError<E extends AnyError>(error: E): E {
  return clean(error) as E;
}

/** Any data from the input about to be worded (a warning), shown as `shownError` shows an error. */
export function shownFields<T extends object>(fields: T): T {
  return clean(fields) as T;
}

function clean(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return OURS.has(key) ? escapeRaw(value) : clipRaw(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => clean(v));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = clean(v, k);
  return out;
}

/** The kind of an error for the cap on messages: its code, inside a mere position. */
function kindOf(error: AnyError): string {
  return error.code === 'file-position' ? kindOf(error.error) : error.code;
}

type Severity = 'error' | 'warning';

export interface ReportOptions {
  readonly lang: Lang;
  /** Every message on standard error, not only the first `SHOWN_PER_KIND` of each kind. */
  readonly all?: boolean | undefined;
  /** Keep every message for the JSON `errors`. */
  readonly json?: boolean | undefined;
  /** What the command does with the records: the footer says they were not scored, or not converted. */
  readonly action?: RecordAction | undefined;
}

export class Reporter {
  private readonly counts = new Map<string, number>();
  private readonly kept: Record<string, unknown>[] = [];
  private readonly places: string[] = [];
  private errorCount = 0;
  private later = 0;
  private tally: { rejected: number } | null = null;

  constructor(
    private readonly write: (text: string) => void,
    private readonly options: ReportOptions,
  ) {}

  get lang(): Lang {
    return this.options.lang;
  }

  /**
   * A problem at a line and column of a file, as the readers report them. `later`: a record the
   * reader used, rejected afterwards (when it was scored), so counted on top of the reader's tally.
   */
  problem(p: PositionedError, later = false): void {
    const severity = p.severity ?? 'error';
    // An empty file has no line to point at: said of the file.
    if (p.error.code === 'file-empty') {
      this.inFile(p.file, p.error, severity);
      return;
    }
    if (later && severity === 'error') this.later++;
    this.add(
      severity,
      kindOf(p.error),
      (error) => problemText({ ...p, severity, file: escapeRaw(p.file), error }, this.lang),
      { file: p.file, line: p.line, column: p.column, severity },
      p.error,
      // The place in the footer, worded only while the footer lists places.
      () => catalog(this.lang).line(p.line),
    );
  }

  /**
   * An error of a file: at its line and column when it says them (`file-position`, as the team
   * files' readers give them), else at the file.
   */
  inFile(file: string, error: AnyError, severity: Severity = 'error'): void {
    if (error.code === 'file-position') {
      this.problem({ severity, file, line: error.line, column: error.column, error: error.error });
    } else this.at(escapeRaw(file), error, { file }, severity);
  }

  /**
   * An error (or warning) at a place already worded ("row 5, column score", "line 3", a JSON
   * path), or at none (`where` empty); `place` is the same place as JSON fields.
   */
  at(
    where: string,
    error: AnyError,
    place: Record<string, unknown> = {},
    severity: Severity = 'error',
  ): void {
    const words = catalog(this.lang);
    const message = (shown: AnyError) => {
      const text = errorMessage(shown, this.lang);
      return words.errorAt(where, severity === 'warning' ? `${words.warning}: ${text}` : text);
    };
    this.add(
      severity,
      kindOf(error),
      message,
      { ...place, severity },
      error,
      where === '' ? null : () => where,
    );
  }

  /**
   * A warning worded by the command itself (a session's entry checks), counted by its kind; not in
   * `errors`. The words are asked for only when the message is shown.
   */
  note(kind: string, text: () => string): void {
    this.show(kind, text);
  }

  /**
   * Counts a message and shows it if its kind has not been shown 20 times; the error is cut and
   * escaped (`shownError`) only when it is shown or kept: a file of a million bad lines makes a
   * million calls here.
   */
  private add(
    severity: Severity,
    kind: string,
    text: (shown: AnyError) => string,
    place: Record<string, unknown>,
    error: AnyError,
    where: (() => string) | null,
  ): void {
    if (severity === 'error') {
      this.errorCount++;
      if (where !== null && this.places.length < PLACES_LISTED) this.places.push(where());
    }
    let shown: AnyError | null = null;
    const cut = () => {
      shown ??= shownError(error);
      return shown;
    };
    this.show(kind, () => text(cut()));
    if (this.options.json) this.kept.push({ ...place, ...cut(), message: errorMessage(cut(), this.lang) });
  }

  private show(kind: string, text: () => string): void {
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    if (this.options.all || n <= SHOWN_PER_KIND) this.write(`${text()}\n`);
  }

  /** The reader's accounting of its records (added up when there are several readers). */
  records(tally: Tally): void {
    this.tally = { rejected: (this.tally?.rejected ?? 0) + tally.rejected };
  }

  /**
   * A reader's result: when the reader keeps a tally of its records (`Accounted`), the count of
   * rejected records is the tally's; readers that keep none are counted by their errors.
   */
  account(read: object): void {
    const tally = (read as { readonly tally?: Tally }).tally;
    if (tally) this.records(tally);
  }

  /** Records rejected: by the reader's tally when it keeps one, else the errors reported. */
  get rejected(): number {
    return this.tally ? this.tally.rejected + this.later : this.errorCount;
  }

  /** Errors reported (whatever the tally says). */
  get errors(): number {
    return this.errorCount;
  }

  /** After the messages: how many of each kind were not shown. */
  finish(): void {
    if (this.options.all) return;
    const words = catalog(this.lang).report;
    for (const [kind, n] of this.counts) {
      if (n > SHOWN_PER_KIND) this.write(`${words.more(n - SHOWN_PER_KIND, kind)}\n`);
    }
  }

  /** "3 lines not scored: line 4, line 9, line 12." — null when no record was rejected. */
  footer(): string | null {
    const count = this.rejected;
    if (count === 0) return null;
    const places = this.places.slice(0, Math.min(count, PLACES_LISTED));
    return catalog(this.lang).report.rejected(
      count,
      this.options.action ?? 'scored',
      places,
      count > places.length && places.length > 0,
    );
  }

  /** Every message as JSON (with `json: true`): the `errors` member of a command's JSON. */
  get json(): readonly Record<string, unknown>[] {
    return this.kept;
  }

  /** 1 when a record was rejected or an error reported, else 0. */
  status(): number {
    // A record rejected, or an error that is no one record's (the rest of a file unread): 1.
    return this.rejected > 0 || this.errorCount > 0 ? EXIT.input : EXIT.ok;
  }
}
