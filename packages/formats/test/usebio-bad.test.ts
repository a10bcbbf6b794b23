/**
 * USEBIO with XML errors: nothing after an error is lost without a word.
 * Reading resumes at the next traveller line, board or section (the record
 * that held the error rejected with it), or the rest of the file is one
 * located error with its count of lines; a bare & is reported where it is,
 * an entity is never expanded, quoted text is short and shows control
 * characters; every record is used or rejected with exactly one error.
 */
import { type Problem, readUsebio, readUsebioBytes } from '@bridge-score/formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fileRuns, golden, positionOfText } from './helpers.js';

const line = (ns: number, ew: number, inner = '') =>
  `    <TRAVELLER_LINE>\n      <NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>${inner}\n      <CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS>\n    </TRAVELLER_LINE>`;

/** Two boards of three lines each; `edit` changes the text of the first board. */
function file(board1: string = [line(1, 4), line(2, 5), line(3, 6)].join('\n')): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    '<EVENT EVENT_TYPE="MP_PAIRS">',
    '  <PARTICIPANTS>',
    '    <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann Lee</PLAYER_NAME></PLAYER></PAIR>',
    '  </PARTICIPANTS>',
    '  <BOARD>',
    '    <BOARD_NUMBER>1</BOARD_NUMBER>',
    board1,
    '  </BOARD>',
    '  <BOARD>',
    '    <BOARD_NUMBER>2</BOARD_NUMBER>',
    [line(1, 5), line(2, 6), line(3, 4)].join('\n'),
    '  </BOARD>',
    '</EVENT>',
    '</USEBIO>',
    '',
  ].join('\n');
}

function read(text: string) {
  const r = readUsebio(text, { file: 'x.xml' });
  if (!r.ok) throw new Error(`not USEBIO: ${r.error.error.code}`);
  const boards = r.value.value.events[0]?.sections.flatMap((s) => s.boards) ?? [];
  return {
    ...r.value,
    pairs: boards.map((b) => [b.number, b.lines.map((l) => `${l.ns}-${l.ew}`).join(' ')]),
    errors: r.value.problems.filter((p) => p.severity === 'error'),
  };
}

const at = (p: Problem) => [p.line, p.column];

describe('an XML error: reading resumes after it', () => {
  test('a broken tag in the second line: that line is rejected with the error, every other line read', () => {
    const text = file(
      [line(1, 4), line(2, 5).replace('<TRICKS>9</TRICKS>', '<TRICKS>9</TRICKS<'), line(3, 6)].join('\n'),
    );
    const r = read(text);
    expect(r.pairs).toEqual([
      [1, '1-4 3-6'],
      [2, '1-5 2-6 3-4'],
    ]);
    expect(r.errors).toHaveLength(1);
    const error = r.errors[0] as Problem;
    // Resumed at the line's own closing tag: the line ends there, rejected.
    expect(error.error).toMatchObject({
      code: 'xml-syntax',
      resumed: positionOfText(text, '</TRAVELLER_LINE>', 1),
    });
    expect(at(error)).toEqual(Object.values(positionOfText(text, '<\n')));
    expect(r.tally).toEqual({ records: 7, used: 6, rejected: 1 });
  });

  test('a TRAVELLER_LINE never closed: the next one begins the next line; the unclosed one is rejected', () => {
    const text = file([line(1, 4).replace('</TRAVELLER_LINE>', ''), line(2, 5), line(3, 6)].join('\n'));
    const r = read(text);
    expect(r.pairs).toEqual([
      [1, '2-5 3-6'],
      [2, '1-5 2-6 3-4'],
    ]);
    expect(r.errors.map((p) => [p.error.code, ...at(p)])).toEqual([
      ['xml-syntax', ...Object.values(positionOfText(text, '<TRAVELLER_LINE>', 1))],
    ]);
    expect(r.tally).toEqual({ records: 7, used: 6, rejected: 1 });
  });

  test('a closing tag misspelt: the line is rejected, reading resumes at the next', () => {
    const text = file(
      [line(1, 4), line(2, 5).replace('</TRAVELLER_LINE>', '</TRAVELER_LINE>'), line(3, 6)].join('\n'),
    );
    const r = read(text);
    expect(r.pairs).toEqual([
      [1, '1-4 3-6'],
      [2, '1-5 2-6 3-4'],
    ]);
    expect(r.tally.rejected).toBe(1);
    expect(r.errors).toHaveLength(1);
  });

  test('the rest of the file unreadable: one error from its line, with the count of lines', () => {
    const text = `${file()}<<<junk\nmore junk\n`;
    const r = read(text);
    expect(r.pairs).toEqual([
      [1, '1-4 2-5 3-6'],
      [2, '1-5 2-6 3-4'],
    ]);
    const from = positionOfText(text, '<<<junk').line;
    expect(r.errors.map((p) => p.error)).toEqual([
      { code: 'xml-rest-unread', from, lines: 2, cause: expect.objectContaining({ code: 'xml-syntax' }) },
    ]);
    expect(r.errors[0]?.line).toBe(from);
  });

  test('a file cut off inside a line: that line is rejected; an error says where the file ends', () => {
    const text = file();
    const cut = text.slice(0, text.indexOf('<TRICKS>', text.indexOf('<NS_PAIR_NUMBER>3')));
    const r = read(cut);
    expect(r.pairs).toEqual([[1, '1-4 2-5']]);
    // The pair and two lines used; the third line rejected.
    expect(r.tally).toEqual({ records: 4, used: 3, rejected: 1 });
    expect(r.errors.map((p) => p.error.code)).toEqual(['xml-syntax']);
    expect(r.errors[0]?.line).toBe(cut.split('\n').length);
  });
});

describe('& and entities', () => {
  test('a bare & is read as the character, with a warning where it is (not an error at the end)', () => {
    const text = file().replace('Ann Lee', 'Ann & Lee');
    const r = readUsebio(text);
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.value.events[0]?.sections[0]?.participants[0]?.players[0]?.name).toBe('Ann & Lee');
    const { line: l, column } = positionOfText(text, '& Lee');
    expect(r.value.problems.map((p) => [p.severity, p.error.code, p.line, p.column])).toEqual([
      ['warning', 'xml-ampersand', l, column],
    ]);
    expect(r.value.tally).toEqual({ records: 7, used: 7, rejected: 0 });
  });

  test('billion laughs: "entities are not allowed", never expanded; the rest is read', () => {
    const lol =
      '<!DOCTYPE USEBIO [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n';
    const text = file().replace('<USEBIO Version', `${lol}<USEBIO Version`).replace('Ann Lee', '&lol2;');
    const r = read(text);
    expect(r.errors.map((p) => [p.error.code, ...at(p)])).toEqual([
      ['xml-entity', ...Object.values(positionOfText(text, '&lol2;<'))],
    ]);
    expect(r.errors[0]?.error).toMatchObject({ entity: 'lol2' });
    // The pair that held it is rejected (its one error); every traveller line is read.
    expect(r.tally).toEqual({ records: 7, used: 6, rejected: 1 });
    expect(r.pairs).toEqual([
      [1, '1-4 2-5 3-6'],
      [2, '1-5 2-6 3-4'],
    ]);
    expect(JSON.stringify(r.value)).not.toContain('lollol');
  });
});

describe('raw text in messages: at most 80 characters, control characters shown', () => {
  test('a 20,000-character contract and a tag name of 5,000 characters', () => {
    const text = file(
      [line(1, 4).replace('<CONTRACT>3NT</CONTRACT>', `<CONTRACT>4S${'Z'.repeat(20_000)}</CONTRACT>`)].join(
        '\n',
      ),
    )
      .replace('Ann Lee', 'Ann Lee')
      .replace('</EVENT>', `<${'Q'.repeat(5000)}>1</${'Q'.repeat(5000)}>\n</EVENT>`);
    const r = readUsebio(text);
    if (!r.ok) throw new Error('not USEBIO');
    const quoted = r.value.problems.flatMap((p) =>
      Object.values(p.error).filter((v): v is string => typeof v === 'string' && v !== p.error.code),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(q.length).toBeLessThanOrEqual(80);
    // Line breaks and tabs are XML characters, so a value may hold them: quoted, they are shown.
    const control = readUsebio(file().replace('<TRICKS>9</TRICKS>', '<TRICKS>ten\nor\televen</TRICKS>'));
    if (!control.ok) throw new Error('not USEBIO');
    expect(control.value.problems.map((p) => p.error)).toContainEqual({
      code: 'value-number',
      field: 'TRICKS',
      text: 'ten\\nor\\televen',
    });
  });
});

describe('accounting: every record used, or rejected with exactly one error', () => {
  const clean = golden('foreign-compscore-butler.xml');
  const base = readUsebioBytes(clean);
  if (!base.ok) throw new Error('not USEBIO');
  const { records } = base.value.tally;
  const text = new TextDecoder().decode(clean);

  test('the clean file: all used', () => {
    expect(base.value.tally).toEqual({ records, used: records, rejected: 0 });
    expect(records).toBe(8 + 8);
  });

  test('property: cut anywhere, bytes flipped, lines duplicated or swapped — no throw, the tally adds up', () => {
    const lines = text.split('\n');
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(text.length) }),
      fc.record({
        kind: fc.constant('flip' as const),
        at: fc.nat(text.length - 1),
        to: fc.constantFrom('<', '>', '&', '/', '"', 'x', '\u0000'),
      }),
      fc.record({ kind: fc.constant('dup' as const), at: fc.nat(lines.length - 1) }),
      fc.record({ kind: fc.constant('swap' as const), at: fc.nat(lines.length - 2) }),
    );
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        let t = text;
        for (const m of mutations) {
          const ls = t.split('\n');
          if (m.kind === 'cut') t = t.slice(0, m.at % (t.length + 1));
          else if (m.kind === 'flip') {
            const i = m.at % Math.max(1, t.length);
            t = t.slice(0, i) + m.to + t.slice(i + 1);
          } else if (m.kind === 'dup') {
            const i = m.at % ls.length;
            ls.splice(i, 0, ls[i] as string);
            t = ls.join('\n');
          } else {
            const i = m.at % Math.max(1, ls.length - 1);
            [ls[i], ls[i + 1]] = [ls[i + 1] as string, ls[i] as string];
            t = ls.join('\n');
          }
        }
        const r = readUsebio(t);
        if (!r.ok) return;
        const { tally, problems } = r.value;
        expect(tally.records).toBe(tally.used + tally.rejected);
        expect(problems.filter((p) => p.severity === 'error').length).toBeGreaterThanOrEqual(tally.rejected);
        // Each record kept is in the document.
        const kept = r.value.value.events.flatMap((e) =>
          e.sections.flatMap((s) => [
            ...s.participants,
            ...s.boards.flatMap((b) => b.lines),
            ...(s.matches ?? []).flatMap((m) => m.boards.flatMap((b) => b.lines)),
          ]),
        );
        expect(kept.length).toBe(tally.used);
      }),
      { numRuns: fileRuns(1500) },
    );
  });

  test('property: one line broken anywhere inside it — that line rejected, no other lost', () => {
    const starts = [...text.matchAll(/<TRAVELLER_LINE>/g)].map((m) => m.index ?? 0);
    const ends = [...text.matchAll(/<\/TRAVELLER_LINE>/g)].map((m) => m.index ?? 0);
    fc.assert(
      fc.property(
        fc.nat(starts.length - 1),
        fc.nat(10_000),
        fc.constantFrom('<', '&', '\u0001', '</X>'),
        (k, offset, junk) => {
          const from = (starts[k] as number) + '<TRAVELLER_LINE>'.length;
          const i = from + (offset % ((ends[k] as number) - from));
          const r = readUsebio(text.slice(0, i) + junk + text.slice(i));
          if (!r.ok) throw new Error('not USEBIO');
          expect(r.value.tally.records).toBe(records);
          expect(r.value.tally.rejected).toBeLessThanOrEqual(1);
          expect(r.value.tally.used).toBeGreaterThanOrEqual(records - 1);
        },
      ),
      { numRuns: fileRuns(500) },
    );
  });
});
