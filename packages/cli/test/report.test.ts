/**
 * The reporting every command shares: raw input shortened and escaped, at
 * most 20 messages of a kind, the count of rejected records from the
 * reader's tally (else from the errors), and the footer that says it.
 */
import { catalog, FILE_REASONS, fileReasonOf, LANGS } from '@bridge-score/i18n';
import { describe, expect, test } from 'vitest';
import { clipRaw, escapeRaw, Reporter, shownError } from '../dist/report.js';

describe('raw input in messages', () => {
  test.each([
    ['a\u0000b', 'a\\x00b'],
    ['tab\there', 'tab\\there'],
    ['line\nend\r', 'line\\nend\\r'],
    ['\u001b[31mred', '\\x1b[31mred'],
    ['\u007f\u0085', '\\x7f\\x85'],
    ['right-to-left \u202e override', 'right-to-left \\u202e override'],
    ['Zoë ♠ 北', 'Zoë ♠ 北'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(escapeRaw(raw)).toBe(shown);
  });

  test('at most 80 characters shown, the "…" of a longer text included, never half an escape or a pair', () => {
    expect(clipRaw('x'.repeat(80))).toBe('x'.repeat(80));
    expect(clipRaw('x'.repeat(20_000))).toBe(`${'x'.repeat(79)}…`);
    expect(clipRaw('♠'.repeat(81))).toBe(`${'♠'.repeat(79)}…`);
    // A card symbol outside the basic plane is two UTF-16 units: 39 of them and the ellipsis.
    expect(clipRaw('🂡'.repeat(81))).toBe(`${'🂡'.repeat(39)}…`);
    // Each NUL shown as four characters: 19 of them (76), not a cut "\x0".
    expect(clipRaw(`${'\u0000'.repeat(100)}`)).toBe(`${'\\x00'.repeat(19)}…`);
  });

  test('every raw field of an error, nested ones too; names of files and options are escaped only', () => {
    const long = 'y'.repeat(200);
    const cut = `${'y'.repeat(79)}…`;
    expect(
      shownError({
        code: 'file-position',
        line: 3,
        column: 1,
        error: { code: 'strain-unknown', text: long },
      }),
    ).toEqual({ code: 'file-position', line: 3, column: 1, error: { code: 'strain-unknown', text: cut } });
    expect(
      shownError({
        code: 'value-invalid',
        field: 'Contract',
        text: long,
        cause: { code: 'level-missing', text: long },
      }),
    ).toEqual({
      code: 'value-invalid',
      field: 'Contract',
      text: cut,
      cause: { code: 'level-missing', text: cut },
    });
    const path = `/tmp/${'d'.repeat(100)}\u0007.csv`;
    expect(shownError({ code: 'output-exists', path })).toEqual({
      code: 'output-exists',
      path: `/tmp/${'d'.repeat(100)}\\x07.csv`,
    });
  });
});

describe('Reporter', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, write: (t: string) => lines.push(...t.trimEnd().split('\n')) };
  };

  test('20 messages of a kind, then how many more; other kinds have their own 20', () => {
    const { lines, write } = capture();
    const report = new Reporter(write, { lang: 'en' });
    for (let i = 1; i <= 25; i++) report.at(`line ${i}`, { code: 'sheet-line-empty' });
    for (let i = 1; i <= 3; i++) report.at(`line ${i}`, { code: 'declarer-missing' });
    report.finish();
    expect(lines.filter((l) => l.includes('Empty line'))).toHaveLength(20);
    expect(lines.filter((l) => l.includes('Who declared'))).toHaveLength(3);
    expect(lines.at(-1)).toBe(
      '… and 5 more messages of this kind (sheet-line-empty); --all-warnings shows every one.',
    );
    expect(report.rejected).toBe(28);
    expect(report.status()).toBe(1);
  });

  test('--all-warnings: every message, no count', () => {
    const { lines, write } = capture();
    const report = new Reporter(write, { lang: 'en', all: true });
    for (let i = 1; i <= 25; i++) report.at('', { code: 'sheet-line-empty' });
    report.finish();
    expect(lines).toHaveLength(25);
  });

  test("the reader's tally counts the rejected records, when it keeps one", () => {
    const report = new Reporter(() => {}, { lang: 'en' });
    report.problem({ file: 'a.pbn', line: 3, column: 1, error: { code: 'xml-syntax', detail: 'x' } });
    report.problem({ file: 'a.pbn', line: 9, column: 1, error: { code: 'table-string-unclosed' } });
    expect(report.rejected).toBe(2);
    report.account({ value: null, problems: [], tally: { records: 10, used: 9, rejected: 1 } });
    expect(report.rejected).toBe(1);
    expect(report.footer()).toBe('1 line not scored: line 3.');
    report.account({ value: null, problems: [] });
    expect(report.rejected).toBe(1);
    // A record the reader used and scoring rejected counts on top of the tally.
    report.problem(
      { file: 'a.pbn', line: 12, column: 1, error: { code: 'match-board-twice', board: 4 } },
      true,
    );
    expect(report.rejected).toBe(2);
  });

  test('no rejected record: no footer, status 0; warnings are not rejections', () => {
    const report = new Reporter(() => {}, { lang: 'en', json: true });
    report.problem({
      severity: 'warning',
      file: 'a.pbn',
      line: 1,
      column: 1,
      error: { code: 'file-encoding', encoding: 'windows-1252' },
    });
    expect(report.footer()).toBeNull();
    expect(report.status()).toBe(0);
    expect(report.json).toEqual([
      expect.objectContaining({
        file: 'a.pbn',
        line: 1,
        column: 1,
        severity: 'warning',
        code: 'file-encoding',
      }),
    ]);
  });

  test.each([
    [
      'en',
      'converted',
      '12 lines not converted: line 1, line 2, line 3, line 4, line 5, line 6, line 7, line 8, line 9, line 10, ….',
    ],
    [
      'ru',
      'scored',
      '12 строк не засчитано: строка 1, строка 2, строка 3, строка 4, строка 5, строка 6, строка 7, строка 8, строка 9, строка 10, ….',
    ],
    [
      'zh',
      'scored',
      '12 行未计分：第 1 行、第 2 行、第 3 行、第 4 行、第 5 行、第 6 行、第 7 行、第 8 行、第 9 行、第 10 行……。',
    ],
  ] as const)('the footer in %s lists the first ten places', (lang, action, footer) => {
    const report = new Reporter(() => {}, { lang, action });
    for (let i = 1; i <= 12; i++)
      report.problem({ file: 'f', line: i, column: 1, error: { code: 'sheet-line-empty' } });
    expect(report.footer()).toBe(footer);
  });
});

describe('file-system reasons', () => {
  test.each([
    ['ENOENT', 'no-such-file'],
    ['EACCES', 'no-permission'],
    ['EPERM', 'no-permission'],
    ['EISDIR', 'is-a-folder'],
    ['ENOTDIR', 'not-a-folder'],
    ['ENOSPC', 'disk-full'],
    ['EEXIST', 'exists'],
    ['EROFS', 'read-only'],
    ['EMFILE', 'too-many-open'],
    ['ENAMETOOLONG', 'name-too-long'],
    ['EIO', 'io'],
    ['EWHATEVER', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (system, reason) => {
    expect(fileReasonOf(system)).toBe(reason);
  });

  test.each(LANGS)('%s words every reason (the unknown one with its system code)', (lang) => {
    for (const reason of FILE_REASONS)
      expect(catalog(lang).fileReasons[reason]('EWHATEVER').trim()).not.toBe('');
    expect(catalog(lang).fileReasons.other('EWHATEVER')).toContain('EWHATEVER');
  });
});
