/**
 * The USEBIO writer: a document as UTF-8 XML, two blanks a level, one
 * element per line, elements in a fixed order, values as given (numbers in
 * JavaScript's shortest form). An element the reader kept without reading
 * (`extra`) is written back after the element read that came before it. A
 * document we wrote reads back to the same document and writes again to the
 * same bytes.
 *
 * The text is made a piece at a time: `writeUsebio` gives each piece (some
 * tens of kilobytes) as it is done, so that a million-line document need not
 * be one string; `formatUsebio` joins them.
 *
 * @example
 * const xml = formatUsebio(doc);
 * writeUsebio(doc, (piece) => out.write(piece));
 */
import { type FinalContract, formatContract, PASS, type Seat } from '@bridge-score/core';
import {
  formatArtificialScore,
  parseArtificialScore,
  type UsebioBoard,
  type UsebioDocument,
  type UsebioEvent,
  type UsebioExtra,
  type UsebioHandRecord,
  type UsebioParticipant,
  type UsebioSection,
  type UsebioTravellerLine,
} from './usebio-model.js';
import { XmlWriter } from './xml.js';

export interface UsebioWriteOptions {
  readonly newline?: '\n' | '\r\n';
}

/**
 * Writes a USEBIO document as UTF-8 XML (see the module overview).
 *
 * @example
 * formatUsebio({ version: '1.2', events: [], handset: [] });
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">\n</USEBIO>\n'
 */
export function formatUsebio(doc: UsebioDocument, options: UsebioWriteOptions = {}): string {
  const pieces: string[] = [];
  writeUsebio(doc, (piece) => pieces.push(piece), options);
  return pieces.join('');
}

/**
 * Writes a USEBIO document a piece at a time: `each` gets the pieces in order;
 * together they are `formatUsebio`'s text.
 */
export function writeUsebio(
  doc: UsebioDocument,
  each: (piece: string) => void,
  options: UsebioWriteOptions = {},
): void {
  const w = new XmlWriter(options.newline ?? '\n', each);
  w.raw('<?xml version="1.0" encoding="UTF-8"?>');
  w.open('USEBIO', { Version: doc.version });
  const x = placer(w, doc.extra);
  if (doc.club) {
    const c = placer(w.open('CLUB'), doc.club.extra);
    w.leaf('CLUB_NAME', doc.club.name);
    c.at('CLUB_NAME');
    w.leaf('CLUB_ID_NUMBER', doc.club.id);
    c.at('CLUB_ID_NUMBER');
    c.end();
    w.close('CLUB');
    x.at('CLUB');
  }
  for (const event of doc.events) writeEvent(w, event);
  x.at('EVENT');
  if (doc.handset.length > 0) {
    w.open('HANDSET');
    for (const record of doc.handset) writeHandRecord(w, record);
    w.close('HANDSET');
  }
  x.at('HANDSET');
  x.end();
  w.close('USEBIO');
  w.end();
}

/** Writes a parent's extras in place: those that came first at once, the others after the element named. */
interface Placer {
  at(name: string): void;
  end(): void;
}

const NOWHERE: Placer = { at: () => {}, end: () => {} };

function placer(w: XmlWriter, extra: readonly UsebioExtra[] | undefined): Placer {
  if (extra === undefined || extra.length === 0) return NOWHERE;
  const done = new Set<UsebioExtra>();
  const write = (test: (x: UsebioExtra) => boolean) => {
    for (const x of extra) {
      if (done.has(x) || !test(x)) continue;
      done.add(x);
      writeExtra(w, x);
    }
  };
  write((x) => x.after === undefined);
  return {
    at: (name) => write((x) => x.after === name),
    end: () => write(() => true),
  };
}

/** An extra and what it holds, however deep (a loop, not a recursion: a file may nest thousands). */
function writeExtra(w: XmlWriter, top: UsebioExtra): void {
  const work: (UsebioExtra | string)[] = [top];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    if (typeof item === 'string') {
      w.close(item);
      continue;
    }
    const attributes = item.attributes ?? {};
    const children = item.children ?? [];
    if (children.length === 0) {
      w.element(item.name, attributes, item.text ?? '');
      continue;
    }
    w.open(item.name, attributes, item.text?.trim());
    work.push(item.name);
    for (let k = children.length - 1; k >= 0; k--) work.push(children[k] as UsebioExtra);
  }
}

/** The elements of a line's IMPs: as the file had them, else by the event type (cross-IMPs or Butler). */
type ImpElements = readonly [ns: string, ew: string];
const CROSS: ImpElements = ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS'];
const BUTLER: ImpElements = ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'];
function impElements(event: UsebioEvent): ImpElements {
  if (event.impPoints !== undefined) return event.impPoints === 'cross-imps' ? CROSS : BUTLER;
  return /^CROSS_IMP/i.test(event.type) ? CROSS : BUTLER;
}

function writeEvent(w: XmlWriter, event: UsebioEvent): void {
  w.open('EVENT', { EVENT_TYPE: event.type });
  const x = placer(w, event.extra);
  const leaf = (name: string, value: string | number | undefined) => {
    w.leaf(name, value);
    x.at(name);
  };
  leaf('PROGRAM_NAME', event.programName);
  leaf('PROGRAM_VERSION', event.programVersion);
  leaf('EVENT_DESCRIPTION', event.description);
  leaf('EVENT_IDENTIFIER', event.identifier);
  leaf('DATE', event.date);
  leaf('BOARD_SCORING_METHOD', event.boardScoring);
  leaf('SCORING_METHOD', event.scoringMethod);
  leaf('MATCH_SCORING_METHOD', event.matchScoring);
  leaf('BOARDS_PLAYED', event.boardsPlayed);
  leaf('BOARDS_PER_ROUND', event.boardsPerRound);
  leaf('WINNER_TYPE', event.winnerType);
  const flat = event.sections.length === 1 && event.sections[0]?.name === undefined;
  const imps = impElements(event);
  for (const section of event.sections) {
    if (!flat) w.open('SECTION', section.name === undefined ? {} : { SECTION_ID: section.name });
    writeSection(w, section, imps);
    if (!flat) w.close('SECTION');
    else {
      x.at('PARTICIPANTS');
      x.at('BOARD');
      x.at('MATCH');
    }
  }
  x.at('SECTION');
  x.end();
  w.close('EVENT');
}

function writeSection(w: XmlWriter, section: UsebioSection, imps: ImpElements): void {
  const x = placer(w, section.extra);
  x.at('SECTION_ID');
  if (section.participants.length > 0) {
    w.open('PARTICIPANTS');
    for (const p of section.participants) writeParticipant(w, p);
    w.close('PARTICIPANTS');
  }
  x.at('PARTICIPANTS');
  for (const board of section.boards) writeBoard(w, board, imps);
  x.at('BOARD');
  for (const m of section.matches ?? []) {
    w.open('MATCH');
    const mx = placer(w, m.extra);
    const leaf = (name: string, value: number | undefined) => {
      w.leaf(name, value);
      mx.at(name);
    };
    leaf('ROUND_NUMBER', m.round);
    leaf('TEAM', m.team);
    leaf('OPPOSING_TEAM', m.opposingTeam);
    leaf('START_BOARD_NUMBER', m.startBoard);
    leaf('END_BOARD_NUMBER', m.endBoard);
    leaf('TEAM_SCORE', m.teamScore);
    leaf('OPPOSING_TEAM_SCORE', m.opposingTeamScore);
    for (const board of m.boards) writeBoard(w, board, imps);
    mx.at('BOARD');
    mx.end();
    w.close('MATCH');
  }
  x.at('MATCH');
  x.end();
}

function writeParticipant(w: XmlWriter, p: UsebioParticipant): void {
  if (p.kind === 'pair') w.open('PAIR');
  else w.open('TEAM', teamAttributes(p));
  const x = placer(w, p.extra);
  const leaf = (name: string, value: string | number | undefined) => {
    w.leaf(name, value);
    x.at(name);
  };
  if (p.kind === 'pair') {
    leaf('PAIR_NUMBER', p.number);
    leaf('PAIR_NAME', p.name);
  }
  leaf('DIRECTION', p.direction);
  leaf('PLACE', p.place);
  leaf('TOTAL_SCORE', p.totalScore);
  leaf('PERCENTAGE', p.percentage);
  for (const pl of p.players) {
    w.open('PLAYER');
    const px = placer(w, pl.extra);
    w.leaf('PLAYER_NAME', pl.name);
    px.at('PLAYER_NAME');
    w.leaf('NATIONAL_ID_NUMBER', pl.nationalId);
    px.at('NATIONAL_ID_NUMBER');
    w.leaf('CLUB_ID_NUMBER', pl.clubId);
    px.at('CLUB_ID_NUMBER');
    px.end();
    w.close('PLAYER');
  }
  x.at('PLAYER');
  x.end();
  w.close(p.kind === 'pair' ? 'PAIR' : 'TEAM');
}

/** A team's number and name as the EBU's programs write them: attributes TEAM_ID and TEAM_NAME. */
function teamAttributes(p: UsebioParticipant): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (p.number !== undefined) attributes.TEAM_ID = String(p.number);
  if (p.name !== undefined) attributes.TEAM_NAME = p.name;
  return attributes;
}

function writeBoard(w: XmlWriter, board: UsebioBoard, imps: ImpElements): void {
  w.open('BOARD').leaf('BOARD_NUMBER', board.number);
  const x = placer(w, board.extra);
  x.at('BOARD_NUMBER');
  w.leaf('BOARD_AVERAGE', board.average);
  x.at('BOARD_AVERAGE');
  for (const l of board.lines) {
    if (l.extra === undefined && l.adjusted === undefined) writePlainLine(w, l, imps);
    else writeLine(w, l, imps);
  }
  x.at('TRAVELLER_LINE');
  x.end();
  w.close('BOARD');
}

/** Contracts as written, one string each (a million lines have a few dozen contracts). */
const contractTexts = new WeakMap<object, string>();

function contractText(c: FinalContract | undefined): string | undefined {
  if (c === undefined) return undefined;
  if (c === PASS) return 'PASS';
  let text = contractTexts.get(c);
  if (text === undefined) {
    text = formatContract(c);
    contractTexts.set(c, text);
  }
  return text;
}

/** The common line: no artificial score and nothing kept. */
function writePlainLine(w: XmlWriter, l: UsebioTravellerLine, imps: ImpElements): void {
  w.open('TRAVELLER_LINE')
    .leaf('ROUND_NUMBER', l.round)
    .leaf('TABLE_NUMBER', l.table)
    .leaf('DIRECTION', l.direction)
    .leaf('NS_PAIR_NUMBER', l.ns)
    .leaf('EW_PAIR_NUMBER', l.ew)
    .leaf('CONTRACT', contractText(l.contract))
    .leaf('PLAYED_BY', l.playedBy)
    .leaf('LEAD', l.lead)
    .leaf('TRICKS', l.tricks)
    .leaf('SCORE', l.score)
    .leaf('NS_MATCH_POINTS', l.nsMatchPoints)
    .leaf('EW_MATCH_POINTS', l.ewMatchPoints)
    .leaf(imps[0], l.nsImps)
    .leaf(imps[1], l.ewImps)
    .close('TRAVELLER_LINE');
}

function writeLine(w: XmlWriter, l: UsebioTravellerLine, imps: ImpElements): void {
  w.open('TRAVELLER_LINE');
  const x = placer(w, l.extra);
  const leaf = (name: string, value: string | number | undefined) => {
    w.leaf(name, value);
    x.at(name);
  };
  // An artificial score as the file spelled it, if that still says the same.
  let artificial: string | undefined;
  if (l.adjusted !== undefined) {
    const as = l.adjustedAs === undefined ? null : parseArtificialScore(l.adjustedAs);
    artificial =
      as !== null && as.ns === l.adjusted.ns && as.ew === l.adjusted.ew
        ? (l.adjustedAs as string)
        : formatArtificialScore(l.adjusted);
  }
  const inContract = artificial !== undefined && l.adjustedIn === 'CONTRACT';
  leaf('ROUND_NUMBER', l.round);
  leaf('TABLE_NUMBER', l.table);
  leaf('DIRECTION', l.direction);
  leaf('NS_PAIR_NUMBER', l.ns);
  leaf('EW_PAIR_NUMBER', l.ew);
  leaf('CONTRACT', inContract ? artificial : contractText(l.contract));
  leaf('PLAYED_BY', l.playedBy);
  leaf('LEAD', l.lead);
  leaf('TRICKS', l.tricks);
  leaf('SCORE', artificial !== undefined && !inContract ? artificial : l.score);
  leaf('NS_MATCH_POINTS', l.nsMatchPoints);
  leaf('EW_MATCH_POINTS', l.ewMatchPoints);
  w.leaf(imps[0], l.nsImps);
  x.at('NS_CROSS_IMP_POINTS');
  x.at('NS_BUTLER_POINTS');
  w.leaf(imps[1], l.ewImps);
  x.at('EW_CROSS_IMP_POINTS');
  x.at('EW_BUTLER_POINTS');
  x.end();
  w.close('TRAVELLER_LINE');
}

const DIRECTION_WORDS: { readonly [S in Seat]: string } = { N: 'North', E: 'East', S: 'South', W: 'West' };

function writeHandRecord(w: XmlWriter, r: UsebioHandRecord): void {
  w.open('BOARD');
  const x = placer(w, r.extra);
  w.leaf('BOARD_NUMBER', r.board);
  x.at('BOARD_NUMBER');
  w.leaf('DEALER', r.dealer);
  x.at('DEALER');
  w.leaf('VULNERABILITY', r.vulnerability);
  x.at('VULNERABILITY');
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const hand = r.hands[seat];
    if (hand === null) continue;
    w.open('HAND')
      .leaf('DIRECTION', DIRECTION_WORDS[seat])
      .leaf('CLUBS', hand.C)
      .leaf('DIAMONDS', hand.D)
      .leaf('HEARTS', hand.H)
      .leaf('SPADES', hand.S)
      .close('HAND');
  }
  x.at('HAND');
  x.end();
  w.close('BOARD');
}
