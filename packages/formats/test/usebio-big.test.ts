/**
 * A file of tens of thousands of lines (20,000 traveller lines, 140,000 lines
 * of XML), read a chunk at a time: each line given to the caller and none
 * kept, the same results as the document read whole, errors deep in it at
 * their places. Its own file: mutation testing can leave these few seconds of
 * reading out of each mutant's run (`MUTATE_EXCLUDE`, docs/mutation.md).
 */
import {
  readUsebio,
  readUsebioChunks,
  readUsebioResults,
  type UsebioTravellerLine,
  usebioResults,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { bigUsebio, cut } from './big-usebio.js';

describe('a big file, line by line', () => {
  // 40 sections × 25 boards × 20 tables: 20,000 traveller lines, 140,000 lines of XML.
  const { text, lines } = bigUsebio(40, 25, 20);
  const bytes = new TextEncoder().encode(text);

  test('each line goes to the caller as it is read: none is kept in the document', () => {
    const seen: [UsebioTravellerLine, string | undefined, number][] = [];
    const r = readUsebioChunks(cut(bytes, [4096, 100_000, 100_001, 1_000_000]), {
      lines: (line, place) => seen.push([line, place.section, place.board]),
    });
    if (!r.ok) throw new Error('not USEBIO');
    expect(r.value.problems).toEqual([]);
    expect(r.value.tally).toEqual({ records: lines, used: lines, rejected: 0 });
    expect(seen).toHaveLength(lines);
    const doc = r.value.value;
    expect(doc.events[0]?.sections.flatMap((s) => s.boards.map((b) => b.lines.length))).toEqual(
      Array.from({ length: 40 * 25 }, () => 0),
    );
    // The same lines, in the same order, as the document read whole keeps them.
    const whole = readUsebio(text);
    if (!whole.ok) throw new Error('not USEBIO');
    const kept = whole.value.value.events[0]?.sections.flatMap((s) =>
      s.boards.flatMap((b) => b.lines.map((l) => [l, s.name, b.number] as const)),
    );
    expect(seen).toEqual(kept);
  });

  test('read straight into club results: the results of the document read whole', () => {
    const whole = readUsebio(text);
    if (!whole.ok) throw new Error('not USEBIO');
    const streamed = readUsebioResults(cut(bytes, [65536, 131072]));
    if (!streamed.ok) throw new Error('not USEBIO');
    expect(streamed.value.value).toEqual(usebioResults(whole.value.value));
    expect(streamed.value.value.boards.reduce((n, b) => n + b.lines.length, 0)).toBe(lines);
  });

  test('errors deep in a big file read in chunks: each at its line and column, the other lines kept', () => {
    // Line 3 of board 7 of section 31 gets tricks that are not a number, and the next line a
    // closing tag that does not match: located by counting the text's own line breaks.
    const boardAt = text.indexOf(
      '<BOARD_NUMBER>7</BOARD_NUMBER>',
      text.indexOf('<SECTION SECTION_ID="S31">'),
    );
    let at = boardAt;
    for (let k = 0; k < 3; k++) at = text.indexOf('<TRAVELLER_LINE>', at + 1);
    const tricks = text.indexOf('<TRICKS>', at);
    const tricksEnd = text.indexOf('</TRICKS>', tricks);
    const nextLine = text.indexOf('<TRAVELLER_LINE>', tricks);
    const badClose = text.indexOf('</EW_PAIR_NUMBER>', nextLine);
    const broken = `${text.slice(0, tricks)}<TRICKS>1x${text.slice(tricksEnd, badClose)}</EW_PAIR_NUMBR>${text.slice(badClose + '</EW_PAIR_NUMBER>'.length)}`;
    const place = (offset: number) => {
      const before = broken.slice(0, offset);
      return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
    };
    const bytes = new TextEncoder().encode(broken);
    const r = readUsebioResults(cut(bytes, [65536, badClose + 3, bytes.length - 100]));
    if (!r.ok) throw new Error('not USEBIO');
    const errors = r.value.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.error.code, p.line, p.column])).toEqual([
      ['value-number', ...Object.values(place(tricks))],
      // saxes says where the tag that does not match ends (its `>`), as for any file.
      ['xml-syntax', place(badClose).line, place(badClose).column + '</EW_PAIR_NUMBR>'.length - 1],
    ]);
    // The line with bad tricks is kept (without them); the one with the bad tag is rejected.
    expect(r.value.tally).toEqual({ records: lines, used: lines - 1, rejected: 1 });
  });

  test('a line’s values and place, checked on one line worked by hand', () => {
    const r = readUsebio(text);
    if (!r.ok) throw new Error('not USEBIO');
    // Section 3, board 2, table 5: EW (5 + 2) % 20 + 1 = 8; level 1 + (2 + 5) % 7 = 1; strain number (3 + 5) % 5 = 3, S;
    // played by 'NESW'[(2 + 3) % 4] = E; tricks (2 × 5 + 3) % 14 = 13.
    const line = r.value.value.events[0]?.sections[2]?.boards[1]?.lines[4];
    expect(line).toEqual({
      ns: 5,
      ew: 8,
      contract: { level: 1, strain: 'S', doubling: '' },
      playedBy: 'E',
      tricks: 13,
    });
  });
});
