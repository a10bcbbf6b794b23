/**
 * USEBIO files through the command line: a file with an XML error is scored
 * with everything that could be read and exits 1, saying where; a file whose
 * event type is not known is scored as its SCORING_METHOD says; USEBIO →
 * USEBIO keeps what it does not read; and a file of twenty thousand lines,
 * read as it streams from disk, scores and converts to the same values as the
 * same lines in PBN.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-usebio-cli-'));
const put = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

type Json = {
  method: string;
  boards: { board: number; results: { ns: number; ew: number }[] }[];
  rankings: { pairs: { pair: number; points: number; place: string }[] }[];
  errors: { line?: number; column?: number; code: string; severity?: string }[];
};

const line = (ns: number, ew: number, contract: string, by: string, tricks: number) =>
  `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>${contract}</CONTRACT><PLAYED_BY>${by}</PLAYED_BY><TRICKS>${tricks}</TRICKS></TRAVELLER_LINE>`;

/** Three boards, each played by pairs 1-3 NS against 1-3 EW. */
const evening = (type = 'MP_PAIRS', head = '') =>
  [
    '<USEBIO Version="1.2">',
    `<EVENT EVENT_TYPE="${type}">${head}`,
    ...[1, 2, 3].flatMap((b) => [
      `<BOARD><BOARD_NUMBER>${b}</BOARD_NUMBER>`,
      line(1, 1, '4S', 'N', 10),
      line(2, 2, '4S', 'N', 11),
      line(3, 3, '3NT', 'S', 8),
      '</BOARD>',
    ]),
    '</EVENT>',
    '</USEBIO>',
    '',
  ].join('\n');

describe('an XML error in the middle', () => {
  test('the lines after it are scored; the error is located; exit status 1', async () => {
    const text = evening().replace(
      '<TRICKS>11</TRICKS></TRAVELLER_LINE>',
      '<TRICKS>11</TRICKS</TRAVELLER_LINE>',
    );
    const r = await runMain(['session', put('broken.xml', text), '--json']);
    expect(r.status).toBe(1);
    const j = JSON.parse(r.out) as Json;
    // Board 1 lost the broken line (2 v 2); boards 2 and 3 are whole.
    expect(j.boards.map((b) => [b.board, b.results.map((x) => `${x.ns}-${x.ew}`)])).toEqual([
      [1, ['1-1', '3-3']],
      [2, ['1-1', '2-2', '3-3']],
      [3, ['1-1', '2-2', '3-3']],
    ]);
    expect(j.errors).toContainEqual(
      expect.objectContaining({ code: 'xml-syntax', line: 5, severity: 'error' }),
    );
    expect(r.err).toMatch(/broken\.xml:5:\d+: The XML is not well formed: .* Reading resumed at line 5/);
  });

  test('nothing readable after it: the rest of the file is one error, with its lines; exit status 1', async () => {
    const text = `${evening()}<<<\n<<<\n`;
    const r = await runMain(['session', put('rest.xml', text), '--json']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('The rest of the file from line 20 could not be read (2 lines).');
  });
});

describe('an event type this program does not know', () => {
  test('SCORING_METHOD IMPS: scored at IMPs (cross-IMPs, nothing saying Butler), and said why', async () => {
    const r = await runMain([
      'session',
      put('club-night.xml', evening('CLUB_NIGHT', '<SCORING_METHOD>IMPS</SCORING_METHOD>')),
      '--json',
    ]);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.out) as Json).method).toBe('cross-imps');
    expect(r.err).toContain('Unknown USEBIO event type "CLUB_NIGHT": read as pairs, scored at cross-IMPs');
  });

  test('no scoring method: matchpoints, as before, and said so', async () => {
    const r = await runMain(['session', put('club-night-mp.xml', evening('CLUB_NIGHT')), '--json']);
    expect((JSON.parse(r.out) as Json).method).toBe('mp');
    expect(r.err).toContain('the file names no scoring method');
  });
});

describe('convert USEBIO to USEBIO', () => {
  test('a Compscore file keeps its master points, contact and datums, A5050 as spelt', async () => {
    const source = readFileSync(golden('foreign-compscore-butler.xml'), 'utf8').replace(
      '<SCORE>140</SCORE>',
      '<SCORE>A5050</SCORE>',
    );
    const out = join(dir, 'copy.xml');
    const r = await runMain(['convert', put('compscore.xml', source), out]);
    expect(r.status).toBe(0);
    expect(r.err).toBe('');
    const copy = readFileSync(out, 'utf8');
    for (const kept of [
      '<MASTER_POINTS_AWARDED>15</MASTER_POINTS_AWARDED>',
      '<FULL_NAME>A Scorer</FULL_NAME>',
      '<P2P_CHARGE_RATE>10</P2P_CHARGE_RATE>',
      '<BOARD_AVERAGE>280</BOARD_AVERAGE>',
      '<SCORE>A5050</SCORE>',
      '<SCORING_METHOD>IMPS</SCORING_METHOD>',
    ]) {
      expect(copy).toContain(kept);
    }
  });
});

/** The same event in USEBIO and in PBN: sections × boards × tables, some lines passed out. */
function event(sections: number, boards: number, tables: number) {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    '  <EVENT EVENT_TYPE="MP_PAIRS">',
  ];
  const pbn = ['% PBN 2.1', ''];
  const rows: string[][] = Array.from({ length: boards }, () => []);
  for (let s = 1; s <= sections; s++) {
    xml.push(`    <SECTION SECTION_ID="S${s}">`);
    for (let b = 1; b <= boards; b++) {
      xml.push('      <BOARD>', `        <BOARD_NUMBER>${b}</BOARD_NUMBER>`);
      for (let t = 1; t <= tables; t++) {
        const ew = ((t + b) % tables) + 1;
        const pass = (s * 7 + b * 3 + t) % 13 === 0;
        const level = 1 + ((b + t) % 5);
        const strain = ['C', 'D', 'H', 'S', 'NT'][(s + b) % 5] as string;
        const by = 'NESW'[(b + t) % 4] as string;
        const tricks = Math.min(13, level + 6 + ((s + t) % 3) - 1);
        xml.push(
          '        <TRAVELLER_LINE>',
          `          <NS_PAIR_NUMBER>${t}</NS_PAIR_NUMBER>`,
          `          <EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>`,
        );
        if (pass) xml.push('          <CONTRACT>PASS</CONTRACT>');
        else
          xml.push(
            `          <CONTRACT>${level}${strain}</CONTRACT>`,
            `          <PLAYED_BY>${by}</PLAYED_BY>`,
            `          <TRICKS>${tricks}</TRICKS>`,
          );
        xml.push('        </TRAVELLER_LINE>');
        rows[b - 1]?.push(
          pass ? `S${s} ${t} ${ew} Pass - -` : `S${s} ${t} ${ew} ${level}${strain} ${by} ${tricks}`,
        );
      }
      xml.push('      </BOARD>');
    }
    xml.push('    </SECTION>');
  }
  xml.push('  </EVENT>', '</USEBIO>', '');
  for (let b = 1; b <= boards; b++) {
    pbn.push(
      '[Event ""]',
      `[Board "${b}"]`,
      '[Scoring "MP"]',
      '[ScoreTable "Section\\2L;PairId_NS\\2R;PairId_EW\\2R;Contract\\6L;Declarer\\1R;Result\\2R"]',
      ...(rows[b - 1] ?? []),
      '',
    );
  }
  return { xml: xml.join('\n'), pbn: pbn.join('\n') };
}

describe('a file of twenty thousand lines, read from disk as it streams', () => {
  // 50 sections × 20 boards × 20 tables.
  const { xml, pbn } = event(50, 20, 20);
  const xmlPath = put('big.xml', xml);
  const pbnPath = put('big.pbn', pbn);

  test('session: the same rankings and travellers as the same lines in PBN', async () => {
    const a = await runMain(['session', xmlPath, '--json']);
    const b = await runMain(['session', pbnPath, '--json']);
    expect(a.status).toBe(b.status);
    const ja = JSON.parse(a.out) as Json;
    const jb = JSON.parse(b.out) as Json;
    expect(ja.boards.reduce((n, x) => n + x.results.length, 0)).toBe(20_000);
    expect(ja.rankings).toEqual(jb.rankings);
    expect(ja.boards).toEqual(jb.boards);
  });

  test('convert to PBN and back to USEBIO: the same session again', async () => {
    const toPbn = join(dir, 'converted.pbn');
    const toXml = join(dir, 'converted.xml');
    expect((await runMain(['convert', xmlPath, toPbn])).status).toBe(0);
    expect((await runMain(['convert', toPbn, toXml])).status).toBe(0);
    const a = JSON.parse((await runMain(['session', xmlPath, '--json'])).out) as Json;
    const c = JSON.parse((await runMain(['session', toXml, '--json'])).out) as Json;
    expect(c.rankings).toEqual(a.rankings);
    expect(c.boards).toEqual(a.boards);
  });
});
