/**
 * Round trips keep what they do not understand: the shipped examples and
 * every golden file go through every pair of formats (CSV, PBN, USEBIO) and
 * come back with the same results (every traveller line: board, section,
 * pairs, round, lead, outcome; every board's dealer and vulnerability), but
 * for what a format on the way has no place for, which each conversion names
 * in one warning per kind. PBN to PBN is the file as it was, byte for byte.
 * The shipped team match goes CSV → USEBIO → CSV and scores the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  type BridgeEvent,
  boardDealer,
  boardVulnerability,
  type FileFormat,
  scoreMatch,
  type TravellerLine,
} from '@bridge-score/core';
import {
  accountedEventOfResults,
  convertResults,
  formatMatchFile,
  formatUsebio,
  hasPbnRoomTag,
  Problems,
  pbnResults,
  readMatchCsv,
  readPbn,
  readTravellerCsv,
  readUsebio,
  usebioOfMatch,
  usebioResults,
  usebioTeamMatches,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';
import { golden, SHORT } from './helpers.js';

const FORMATS: readonly FileFormat[] = ['CSV', 'PBN', 'USEBIO'];

const formatOf = (name: string): FileFormat =>
  /\.pbn$/.test(name) ? 'PBN' : /\.xml$/.test(name) ? 'USEBIO' : 'CSV';

const example = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../examples/${name}`, import.meta.url)));

/** Every results file shipped: the examples and the golden files. */
const SOURCES: readonly (readonly [string, Uint8Array])[] = [
  ['examples/club-evening.csv', example('club-evening.csv')],
  ['examples/club-evening.pbn', example('club-evening.pbn')],
  ['examples/club-evening.xml', example('club-evening.xml')],
  ...readdirSync(new URL('./golden/', import.meta.url)).map((name) => [name, golden(name)] as const),
];

const sourceBytes = (name: string): Uint8Array => SOURCES.find(([n]) => n === name)?.[1] ?? new Uint8Array();

/** The event a file's bytes hold, read as `session` reads them. */
function eventOf(bytes: Uint8Array, format: FileFormat): BridgeEvent {
  const text = new TextDecoder().decode(bytes);
  const problems = new Problems('x');
  switch (format) {
    case 'CSV':
      return readTravellerCsv(bytes, 'mitchell').event;
    case 'PBN': {
      const r = readPbn(text);
      // A file of no results written as PBN has no game: read as none.
      if (!r.ok && r.error.error.code === 'file-empty') return { sections: [], boards: [], results: [] };
      if (!r.ok) throw new Error(r.error.error.code);
      return accountedEventOfResults(pbnResults(r.value.value, problems), problems).event;
    }
    case 'USEBIO': {
      const r = readUsebio(text);
      if (!r.ok) throw new Error(r.error.error.code);
      return accountedEventOfResults(usebioResults(r.value.value), problems).event;
    }
  }
}

/** A card led as every format can write it: suit letter first, T for the ten (♦9 and 9D are D9). */
function lead(card: string | undefined): string | null {
  if (card === undefined) return null;
  const s = card.replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C').replace('10', 'T');
  const m = /^([SHDC])(\w)$|^(\w)([SHDC])$/i.exec(s);
  return m ? `${m[1] ?? m[4]}${m[2] ?? m[3]}`.toUpperCase() : s;
}

/** A line as a results comparison sees it: where, who, and what happened. */
function lineKey(l: TravellerLine): string {
  return JSON.stringify([l.section, l.board, l.ns, l.ew, l.round ?? null, lead(l.lead), l.outcome]);
}

/** A line a format on the way cannot hold (and each conversion warns of). */
function carried(l: TravellerLine, through: readonly FileFormat[]): boolean {
  const leaves = through.some((f) => f !== 'CSV');
  if (leaves && (l.outcome.kind === 'weighted' || l.switched || l.group !== undefined)) return false;
  if (through.includes('USEBIO') && l.outcome.kind === 'not-played') return false;
  return true;
}

/** The results of an event: its lines (in a fixed order) and its boards' dealer and vulnerability. */
function resultsOf(event: BridgeEvent, keep: (l: TravellerLine) => boolean = () => true) {
  const lines = event.results.filter(keep);
  const played = new Set(lines.map((l) => l.board));
  const sections = new Set(lines.map((l) => l.section));
  return {
    // A file with one section names it or not: the name is the default's then.
    lines: lines
      .map((l) => (sections.size === 1 ? { ...l, section: 'A' } : l))
      .map(lineKey)
      .sort(),
    // A dealer or vulnerability that is the board number's (Law 2) may be written or not.
    boards: event.boards
      .filter((b) => played.has(b.number))
      .map((b) => ({
        number: b.number,
        dealer: b.dealer === boardDealer(b.number) ? undefined : b.dealer,
        vulnerability: b.vulnerability === boardVulnerability(b.number) ? undefined : b.vulnerability,
      }))
      .filter((b) => b.dealer !== undefined || b.vulnerability !== undefined)
      .map((b) => [b.number, b.dealer ?? null, b.vulnerability ?? null])
      .sort((a, b) => (a[0] as number) - (b[0] as number)),
  };
}

function convert(bytes: Uint8Array, from: FileFormat, to: FileFormat, file: string) {
  const r = convertResults(bytes, from, to, { file });
  if (!r.ok) throw new Error(`${file} ${from} → ${to}: ${r.error.error.code}`);
  return r.value;
}

/**
 * Team files (USEBIO MATCH elements, PBN games with Room tags) are team matches, not club results:
 * converted to the team CSV, tested apart.
 */
const isTeamFile = (bytes: Uint8Array) => {
  const text = new TextDecoder().decode(bytes);
  return /<MATCH\b/.test(text) || hasPbnRoomTag(text);
};

/** Under mutation, short: three pairs that write and read each format once, on the golden files. */
const SHORT_PAIRS = new Set(['CSV PBN', 'PBN USEBIO', 'USEBIO CSV']);

describe('every pair of formats', () => {
  const cases = SOURCES.filter(
    ([name, bytes]) => !isTeamFile(bytes) && !(SHORT && name.startsWith('examples/')),
  )
    .flatMap(([name]) => FORMATS.flatMap((via) => FORMATS.map((to) => [name, via, to] as const)))
    .filter(([, via, to]) => !SHORT || SHORT_PAIRS.has(`${via} ${to}`));
  test.each(cases)('%s → %s → %s: the same results', (name, via, to) => {
    const bytes = sourceBytes(name);
    const from = formatOf(name);
    const first = convert(bytes, from, via, name);
    const second = convert(first.value.bytes, via, to, `${name}.${via}`);
    const through = [via, to];
    const before = eventOf(bytes, from);
    const after = eventOf(second.value.bytes, to);
    expect(resultsOf(after)).toEqual(resultsOf(before, (l) => carried(l, through)));
    // Nothing is rejected on the way that the source, read for scoring, does not reject.
    const scored = convert(bytes, from, 'CSV', name);
    expect(second.tally.rejected).toBeLessThanOrEqual(scored.tally.rejected);
  });
});

describe('a USEBIO or PBN teams file to CSV', () => {
  test.each(SOURCES.filter(([, bytes]) => isTeamFile(bytes)).map(([name]) => name))(
    '%s: the team CSV (a match, or the event of several), every line accounted for',
    (name) => {
      const r = convert(sourceBytes(name), formatOf(name), 'CSV', name);
      const header = r.value.text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
      // A match's CSV names each table's contract or score; an event's, its teams and rounds.
      expect(header).toMatch(/(contract|score)_?(1|a)|team1/i);
      expect(r.tally.records).toBe(r.tally.used + r.tally.rejected);
      expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    },
  );
});

describe('PBN to PBN', () => {
  const pbns = SOURCES.filter(([name]) => formatOf(name) === 'PBN').map(([name]) => name);
  test.each(pbns)('%s: byte for byte, comments, players, Auction and Play included', (name) => {
    const bytes = sourceBytes(name);
    const r = convert(bytes, 'PBN', 'PBN', name);
    expect(Buffer.from(r.value.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  test('the issue’s file: comments, player tags, the game’s own result and the auction and play all kept', () => {
    const text = [
      '% PBN 2.1',
      '{ a comment }',
      '[Event "Club"]',
      '[Board "1"]',
      '[West "Ann"]',
      '[North "Bob"]',
      '[East "Cy"]',
      '[South "Di"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Declarer "S"]',
      '[Contract "4S"]',
      '[Result "10"]',
      '[Auction "N"]',
      '1S Pass 4S Pass',
      'Pass Pass',
      '[Play "W"]',
      'HK H2 HA H3 ; a lead',
      '',
    ].join('\r\n');
    const r = convert(new TextEncoder().encode(text), 'PBN', 'PBN', 'game.pbn');
    expect(r.value.text).toBe(text);
  });

  test('with comments skipped, the comments go and everything else stays', () => {
    const text = '[Board "1"] ; the first\n[West "Ann"]\n[Auction "N"]\n1S Pass { forcing } 4S Pass\n';
    const r = convertResults(new TextEncoder().encode(text), 'PBN', 'PBN', { comments: 'skip' });
    if (!r.ok) throw new Error(r.error.error.code);
    expect(r.value.value.text).toBe('[Board "1"]\n[West "Ann"]\n[Auction "N"]\n1S Pass\n4S Pass\n');
  });
});

describe('what a target has no place for: one warning per kind, with a count', () => {
  test('PBN → CSV and USEBIO: Auction and Play sections, player tags, comments', () => {
    const game = (n: number) =>
      `[Board "${n}"]\n[West "W${n}"]\n[Auction "N"]\n1NT Pass 3NT AP\n[Play "E"]\nS2 S3 SA S4\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 3NT N 9\n`;
    const text = `% PBN 2.1\n% written by hand\n${[1, 2, 3].map(game).join('\n')}`;
    for (const to of ['CSV', 'USEBIO'] as const) {
      const r = convertResults(text, 'PBN', to, { file: 'a.pbn' });
      if (!r.ok) throw new Error(r.error.error.code);
      const dropped = r.value.problems
        .filter((p) => p.error.code === 'convert-dropped')
        .map((p) => (p.error.code === 'convert-dropped' ? [p.error.what, p.error.count, p.line] : null));
      expect(dropped).toEqual([
        ['comments', 1, 2],
        ['players', 3, 4],
        ['auction', 3, 5],
        ['play', 3, 7],
      ]);
      expect(r.value.tally).toEqual({ records: 6, used: 6, rejected: 0 });
    }
  });

  test('CSV → USEBIO: a line not played; → PBN it is written NP and read back', () => {
    const csv = 'board,ns,ew,contract,declarer,tricks,score\n1,1,2,3NT,S,9,\n1,3,4,,,,NP\n';
    const usebio = convertResults(csv, 'CSV', 'USEBIO');
    if (!usebio.ok) throw new Error('usebio');
    expect(usebio.value.problems.map((p) => p.error)).toEqual([
      { code: 'convert-dropped', from: 'CSV', to: 'USEBIO', what: 'not-played', count: 1 },
    ]);
    const pbn = convertResults(csv, 'CSV', 'PBN');
    if (!pbn.ok) throw new Error('pbn');
    expect(pbn.value.problems).toEqual([]);
    expect(pbn.value.value.text).toMatch(/ 3 +4 +- +- +- +NP +-\n/);
  });
});

describe('the shipped example round-trips as the CLI converts it (CSV → PBN → CSV)', () => {
  test('the not-played line is written in a form the reader reads', () => {
    const pbn = convert(example('club-evening.csv'), 'CSV', 'PBN', 'club-evening.csv');
    expect(pbn.problems).toEqual([]);
    const csv = convert(pbn.value.bytes, 'PBN', 'CSV', 'c.pbn');
    expect(csv.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(csv.value.text).toContain('\n14,2,5,,,,NP,');
    expect(csv.tally.rejected).toBe(0);
  });
});

describe('the shipped team match (examples/team-match.csv): CSV → USEBIO → CSV', () => {
  // A team match has no PBN form here: it goes between the match CSV and a USEBIO MATCH.
  test('the same boards come back', () => {
    const first = readMatchCsv(example('team-match.csv'), { file: 'team-match.csv' });
    if (!first.ok) throw new Error(first.error.error.code);
    expect(first.value.tally).toEqual({ records: 12, used: 12, rejected: 0 });
    const boards = first.value.value.boards;
    const sheet = scoreMatch(boards);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const teams = { a: { number: 1, players: [] }, b: { number: 2, players: [] } };
    const { document, unwritten } = usebioOfMatch({ teams, boards, sheet: sheet.value });
    expect(unwritten).toEqual([]);
    const xml = readUsebio(formatUsebio(document));
    if (!xml.ok) throw new Error(xml.error.error.code);
    const matches = usebioTeamMatches(xml.value.value, new Problems('m.xml'));
    const back = readMatchCsv(formatMatchFile(matches[0]?.boards ?? []));
    if (!back.ok) throw new Error(back.error.error.code);
    // USEBIO carries each table's score beside its contract: the same boards, each scored the same.
    const again = scoreMatch(back.value.value.boards);
    if (!again.ok) throw new Error(again.error.code);
    expect(again.value).toEqual(sheet.value);
    expect(back.value.value.boards.map((b) => [b.board, b.kind])).toEqual(
      boards.map((b) => [b.board, b.kind]),
    );
  });
});
