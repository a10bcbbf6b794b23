/**
 * What the fuzz (`npm run fuzz`) found, each fixed, each kept here: a valid
 * record next to a damaged one was lost, or a problem quoted the file raw.
 */
import { decodeText, Problems, pbnResults, readPbn, readTravellerCsv } from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

const HEADER = 'board,ns,ew,contract,declarer,tricks,score,lead,ns_names';

function pbn(text: string) {
  const r = readPbn(text, { file: 'f.pbn' });
  if (!r.ok) throw new Error(`not PBN: ${r.error.error.code}`);
  const problems = new Problems('f.pbn');
  const results = pbnResults(r.value.value, problems);
  return { results, problems: [...r.value.problems, ...problems.list], tally: problems.tally };
}

const rowsOf = (r: ReturnType<typeof pbn>) =>
  r.results.boards.map((b) => [b.number, b.lines.map((l) => l.ns)]);

describe('CSV', () => {
  test('a stray quote closed cleanly by a quote lines later does not swallow the rows between (csv:3714646504)', () => {
    const text = `${HEADER}\n1,5,1,,",,,,\n2,1,3,6NT,N,9,,D9,\n1,5,1,,",,,,\n2,2,4,5NTX,S,13,,,\n`;
    const r = readTravellerCsv(text, 'mitchell');
    expect(r.event.results.map((l) => `${l.board}|${l.ns}`)).toEqual(['2|1', '2|2']);
    expect(r.errors.map((e) => [e.row, e.error.code])).toEqual([
      [2, 'csv-quote'],
      [4, 'csv-quote'],
    ]);
  });

  test('a header name with control characters is quoted escaped in every problem (csv:521863683)', () => {
    const r = readTravellerCsv(`board,ns,ew,contract,declarer,tricks,n\u0000otes,board\n`, 'mitchell');
    expect(r.problems.map((p) => p.error)).toEqual([
      { code: 'table-column-unread', table: 'CSV', column: 'n\\x00otes' },
      { code: 'csv-column-twice', column: 'board', first: 1 },
    ]);
    expect(r.ignored).toEqual(['n\\x00otes']);
  });

  test('UTF-16 without a byte-order mark is still known with a stray NUL character in it', () => {
    const bytes = new Uint8Array(Buffer.from(`${HEADER}\n1,1,2,3NT,S,9,,\u0000,\n`, 'utf16le'));
    expect(decodeText(bytes).encoding).toBe('utf-16le');
    expect(readTravellerCsv(bytes, 'mitchell').tally).toEqual({ records: 1, used: 1, rejected: 0 });
  });
});

const TABLE = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]';

describe('PBN', () => {
  test('a { never closed costs its own line: the games after it are read (pbn:3189639204)', () => {
    const r = pbn(
      `[Board "1"]\n${TABLE}\n1 2 3NT N 9 {\n3 4 3NT N 9\n\n[Board "2"]\n${TABLE}\n1 2 4S S 10\n`,
    );
    expect(rowsOf(r)).toEqual([
      [1, [1, 3]],
      [2, [1]],
    ]);
    expect(r.problems.map((p) => [p.line, p.error.code])).toEqual([[3, 'pbn-comment-unclosed']]);
  });

  test('a { closed only after tags of later games is not a comment over them', () => {
    const r = pbn(`[Board "1"]\n{\n[Board "2"]\n${TABLE}\n1 2 4S S 10\n{ a real comment }\n`);
    expect(rowsOf(r)).toEqual([
      [1, []],
      [2, [1]],
    ]);
  });

  test('a control character in the file is a damaged line, not a binary file (pbn:796135284)', () => {
    const r = pbn(`[Board "1"]\n${TABLE}\n1 2 3NT N 9\n\u0000\u0007junk\n3 4 3NT N 9\n`);
    expect(rowsOf(r)).toEqual([[1, [1, 3]]]);
  });

  test('a line of markup before the tags is a damaged line, not XML', () => {
    const r = pbn(`<junk\n[Board "1"]\n${TABLE}\n1 2 3NT N 9\n`);
    expect(rowsOf(r)).toEqual([[1, [1]]]);
  });

  test('a second ScoreTable in a game: its rows are read too, not dropped with a warning (pbn:2845525185)', () => {
    const r = pbn(`[Board "1"]\n${TABLE}\n1 2 3NT N 9\n${TABLE}\n3 4 3NT N 8\n`);
    expect(rowsOf(r)).toEqual([[1, [1, 3]]]);
    expect(r.tally).toEqual({ records: 3, used: 3, rejected: 0 });
  });

  test('rows under a tag that has no section (a tag slipped in among them) are errors, not silence (pbn:774553835)', () => {
    const r = pbn(`[Board "1"]\n${TABLE}\n1 2 3NT N 9\n[North "Ann"]\n3 4 3NT N 9\n`);
    expect(r.problems.map((p) => [p.severity, p.line, p.error.code])).toEqual([
      ['error', 5, 'pbn-stray-text'],
    ]);
  });
});
