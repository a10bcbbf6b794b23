/**
 * `bridge-score match`: a team match from a CSV file, a USEBIO teams file or a PBN team file,
 * at IMPs with victory points, or at board-a-match.
 */
import {
  applyBoard,
  type BamMatch,
  type BridgeError,
  formatContract,
  formatResult,
  isBalanced,
  type MatchBoard,
  type MatchSheet,
  matchVictoryPoints,
  newMatch,
  PASS,
  type RuleSet,
  type ScoredBoard,
  scoreBoardAMatch,
  type TableResult,
  type VpScale,
} from '@bridge-score/core';
import {
  formatAward,
  inFileOrder,
  type MatchFile,
  type Position,
  type Problem,
  Problems,
  positionOf,
  readMatchCsv,
  teamNames,
  type UsebioTeamMatch,
  usebioTeamMatches,
} from '@bridge-score/formats';
import { type AnyError, catalog, type Lang } from '@bridge-score/i18n';
import type { Command } from 'commander';
import {
  EXIT,
  type Io,
  langOption,
  refuseTogether,
  refuseUnused,
  rulesOption,
  UsageError,
} from '../common.js';
import { isPbnTeamText, readPbnTeamFile } from '../pbn-team-input.js';
import { Reporter } from '../report.js';
import {
  boardsOption,
  halves,
  num,
  readText,
  renderTable,
  scaleOption,
  vp,
  wbfBoards,
} from '../team-output.js';
import { isUsebioText, positionedJson, readUsebioFile } from '../usebio-input.js';
import { errorJson } from './deal.js';

interface MatchOptions {
  teamA?: string;
  teamB?: string;
  match?: string;
  carryOver?: string;
  boardsForVp?: string;
  scaleFile?: string;
  rules?: string;
  rulesFile?: string;
  bam?: boolean;
  json?: boolean;
  allWarnings?: boolean;
  lang?: string;
  ascii?: boolean;
}

export function registerMatch(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('match')
    .summary('a team match from a CSV, USEBIO or PBN file: IMPs and VPs, or board-a-match')
    .description('Score a team match: IMPs per board, running totals, victory points; or board-a-match.')
    .argument('<file>', 'the match as CSV, USEBIO XML or PBN (see below)')
    .option('--team-a <name>', "name of team A (North-South at table 1; default: the file's, or A)")
    .option('--team-b <name>', "name of team B (North-South at table 2; default: the file's, or B)")
    .option('--match <n>', 'USEBIO, PBN: which match of the file, from 1 (default: every match)')
    .option('--carry-over <imps>', "IMPs carried over in team A's favour (negative: team B's)")
    .option('--boards-for-vp <n>', 'boards for the VP scale (default: the boards in the file)')
    .option('--scale-file <file>', 'another VP scale, from a CSV file (see bridge-score vp --help)')
    .option('--rules <name>', 'rule set the deals are scored by', 'duplicate')
    .option('--rules-file <file>', 'house rule set from a JSON file')
    .option('--bam', 'score at board-a-match instead of IMPs')
    .option('--json', 'print one JSON object')
    .option('--all-warnings', 'every message on standard error (default: the first 20 of each kind)')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'letters for suits, a hyphen for minus')
    .action((file: string, options: MatchOptions, command: Command) => {
      setStatus(runMatch(file, options, command, io));
    });
}

function runMatch(file: string, options: MatchOptions, command: Command, io: Io): number {
  const lang = langOption(options.lang);
  const json = Boolean(options.json);
  refuseTogether(command, '--rules', '--rules-file');
  // Board-a-match scores no IMPs and no VPs: these would be silently left aside.
  for (const flag of ['--carry-over', '--boards-for-vp', '--scale-file']) {
    refuseUnused(command, flag, '--bam', Boolean(options.bam));
  }
  refuseUnused(command, '--boards-for-vp', '--scale-file', options.scaleFile !== undefined);
  const rules = rulesOption(options.rules, options.rulesFile);
  let carryOver = 0;
  if (options.carryOver !== undefined) {
    const text = options.carryOver.trim().replace(/[\u2212\u2013]/g, '-');
    carryOver = Number(text);
    if (!/^[+-]?\d+(?:\.\d+)?$/.test(text) || !Number.isFinite(carryOver)) {
      throw new UsageError({ code: 'carry-over', text: options.carryOver });
    }
  }
  const vpBoards = boardsOption(options.boardsForVp);
  const which = matchOption(options.match);
  const text = readText(file);
  if (!text.ok) throw new UsageError(text.error);
  const report = new Reporter(io.err, { lang, all: options.allWarnings, json });
  /** Nothing could be read: the error said (on standard output too, as JSON, with --json). */
  const unreadable = (error?: AnyError): number => {
    if (error) {
      report.inFile(file, error);
      if (json) io.out(`${JSON.stringify(errorJson(error, lang))}\n`);
    }
    report.finish();
    return EXIT.unreadable;
  };
  let files: NamedMatch[];
  if (isPbnTeamText(file, text.value)) {
    // A PBN team file: its games (Room, HomeTeam, VisitTeam, Round), each used or reported at its line.
    const read = readPbnTeamFile(file);
    for (const p of inFileOrder(read.problems)) report.problem(p);
    if (read.tally) report.account({ tally: read.tally });
    if (read.matches.length === 0) {
      const first = read.problems.find((p) => p.severity === 'error');
      if (first && json) io.out(`${JSON.stringify(positionedJson(first.error, lang, first))}\n`);
      return first ? unreadable() : unreadable({ code: 'match-empty' });
    }
    files = pick(namedMatches(read.matches), which);
  } else if (isUsebioText(file, text.value)) {
    const read = readUsebioMatches(file);
    for (const p of inFileOrder(read.problems)) report.problem(p);
    if (read.matches.length === 0) {
      const first = read.problems.find((p) => p.severity === 'error');
      if (first && json) io.out(`${JSON.stringify(positionedJson(first.error, lang, first))}\n`);
      return first ? unreadable() : unreadable({ code: 'match-empty' });
    }
    files = pick(read.matches, which);
  } else {
    // Every bad line reported (not only the first), each at its line and column; the rest scored.
    const csv = readMatchCsv(text.value, { file });
    if (!csv.ok) {
      report.problem(csv.error);
      if (json) io.out(`${JSON.stringify(positionedJson(csv.error.error, lang, csv.error))}\n`);
      return unreadable();
    }
    for (const p of inFileOrder(csv.value.problems)) report.problem(p);
    report.account(csv.value);
    if (csv.value.value.boards.length === 0) {
      // Nothing read: the lines' errors said why; a file of no lines at all, that it has none.
      return csv.value.tally.rejected > 0 ? unreadable() : unreadable({ code: 'match-empty' });
    }
    files = pick([{ match: 1, round: null, file: csv.value.value, names: {} }], which);
  }
  const several = files.length > 1;
  if (several) {
    for (const flag of ['--team-a', '--team-b', '--carry-over']) {
      refuseUnused(command, flag, 'several matches (add --match n)', true);
    }
  }
  const views: { view: MatchView; of: NamedMatch }[] = [];
  for (const of of files) {
    if (of.file.boards.length === 0) {
      // A MATCH given only by its scores: nothing to score board by board.
      const error: AnyError = { code: 'match-empty' };
      if (!several && !of.at) return unreadable(error);
      if (!several && of.at) {
        report.problem({ severity: 'error', file, ...of.at, error });
        if (json) io.out(`${JSON.stringify(positionedJson(error, lang, of.at))}\n`);
        return unreadable();
      }
      if (of.at) report.problem({ severity: 'warning', file, ...of.at, error });
      continue;
    }
    const { sheet, boards } = scoreBoards(of.file, rules, carryOver, (error, line) =>
      report.problem({ severity: 'error', file, line, column: 1, error }, true),
    );
    if (boards.length === 0) continue;
    const scale = scaleOption(options.scaleFile, vpBoards ?? boards.length) as VpScale;
    const view: MatchView = {
      teams: { a: options.teamA ?? of.names.a ?? 'A', b: options.teamB ?? of.names.b ?? 'B' },
      boards,
      sheet,
      scale,
      bam: options.bam ? scoreBoardAMatch(sheet) : null,
    };
    views.push({ view, of });
  }
  report.finish();
  if (views.length === 0) return EXIT.unreadable;
  const ascii = Boolean(options.ascii);
  const errors = { errors: report.json };
  const footer = report.footer();
  if (!several) {
    const [only] = views as [(typeof views)[number]];
    if (json) io.out(`${JSON.stringify({ ...matchJson(only.view), ...errors })}\n`);
    else io.out(matchText(only.view, lang, ascii) + (footer === null ? '' : `${footer}\n`));
  } else if (json) {
    const matches = views.map(({ view, of }) => ({ match: of.match, round: of.round, ...matchJson(view) }));
    io.out(`${JSON.stringify({ matches, ...errors })}\n`);
  } else {
    const words = catalog(lang).teams;
    const parts = views.map(({ view, of }) => {
      const heading = words.matchHeading(of.match, of.round, view.teams.a, view.teams.b);
      return `${heading}\n${matchText(view, lang, ascii)}`;
    });
    io.out(parts.join('\n') + (footer === null ? '' : `\n${footer}\n`));
  }
  return report.status();
}

/** The match `--match n` names (all of them without it); a usage error when the file has no such match. */
function pick(matches: readonly NamedMatch[], which: number | undefined): NamedMatch[] {
  if (which === undefined) return [...matches];
  const chosen = matches[which - 1];
  if (!chosen) throw new UsageError({ code: 'match-number', match: which, count: matches.length });
  return [chosen];
}

/**
 * A match's boards scored one by one: a board that cannot be scored (a score
 * its contract does not give, a board twice) is reported at its line and left
 * out, and the rest are scored.
 */
function scoreBoards(
  file: MatchFile,
  rules: RuleSet,
  carryOver: number,
  reject: (error: BridgeError, line: number) => void,
): { sheet: MatchSheet; boards: MatchBoard[] } {
  let sheet = newMatch(carryOver);
  const boards: MatchBoard[] = [];
  file.boards.forEach((board, i) => {
    const next = applyBoard(sheet, board, { rules });
    if (next.ok) {
      sheet = next.value;
      boards.push(board);
    } else reject(next.error, file.lines[i] ?? 1);
  });
  return { sheet, boards };
}

/** A match of a file: its place among the file's matches, its round, the match file and its teams' names. */
interface NamedMatch {
  /** Where its MATCH element is (USEBIO). */
  readonly at?: Position;
  readonly match: number;
  readonly round: number | null;
  readonly file: MatchFile;
  readonly names: { a?: string; b?: string };
}

/** `--match n`: a whole number from 1, or undefined for every match. */
function matchOption(which: string | undefined): number | undefined {
  if (which === undefined) return undefined;
  const n = Number(which);
  if (!/^\d+$/.test(which.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError({ code: 'option-value', option: '--match', value: which, expected: '1, 2, …' });
  }
  return n;
}

/**
 * Every MATCH of a USEBIO file as a match file, with the teams' names, and
 * every problem of the file (an error: something was left out).
 */
function readUsebioMatches(file: string): { problems: Problem[]; matches: NamedMatch[] } {
  const read = readUsebioFile(file);
  if (!read.doc) return { problems: read.problems, matches: [] };
  const problems = new Problems(file);
  const matches = namedMatches(usebioTeamMatches(read.doc, problems));
  return { problems: [...read.problems, ...problems.list], matches };
}

/** A file's team matches (USEBIO's or PBN's) as match files, with the teams' names. */
function namedMatches(all: readonly UsebioTeamMatch[]): NamedMatch[] {
  // Teams called as bridge-score teams calls them: the name, else the number; shared names numbered.
  const called = teamNames(all);
  return all.map((m, i): NamedMatch => {
    const names = {
      a: called.get(m.teams.a) ?? String(m.teams.a.number),
      b: called.get(m.teams.b) ?? String(m.teams.b.number),
    };
    const file = { boards: m.boards, lines: m.lines } satisfies MatchFile;
    return { at: positionOf(m) ?? { line: 1, column: 1 }, match: i + 1, round: m.round ?? null, file, names };
  });
}

interface MatchView {
  readonly teams: { readonly a: string; readonly b: string };
  readonly boards: readonly MatchBoard[];
  readonly sheet: MatchSheet;
  readonly scale: VpScale;
  readonly bam: BamMatch | null;
}

function tableJson(result: TableResult | undefined, ns: number | null) {
  if (!result || result.kind === 'not-played' || ns === null) return null;
  if (result.kind === 'score' || result.deal.contract === PASS) {
    return result.kind === 'score'
      ? { ns }
      : { contract: 'Pass', declarer: null, tricks: null, result: null, ns };
  }
  const { contract, declarer, tricks } = result.deal;
  return {
    contract: formatContract(contract),
    declarer,
    tricks,
    result: formatResult(contract, tricks),
    ns,
  };
}

function tablesOf(entry: MatchBoard | undefined): [TableResult | undefined, TableResult | undefined] {
  return entry?.kind === 'played' ? [entry.table1, entry.table2] : [undefined, undefined];
}

/** The JSON form of a scored match (documented in --help). */
export function matchJson(view: MatchView) {
  const { sheet, bam, teams } = view;
  const boards = sheet.boards.map((b: ScoredBoard, i) => {
    const entry = view.boards[i];
    const [t1, t2] = tablesOf(entry);
    const bamBoard = bam?.boards[i];
    return {
      board: b.board,
      status: b.status,
      table1: tableJson(t1, b.table1),
      table2: tableJson(t2, b.table2),
      net: b.net,
      imps: b.imps,
      ...(entry?.kind === 'adjusted' ? { award: { a: formatAward(entry.a), b: formatAward(entry.b) } } : {}),
      ...(bamBoard ? { points: bamBoard.points } : {}),
      running: bamBoard ? bamBoard.running : b.running,
    };
  });
  const common = {
    teams,
    unit: bam ? 'bam' : 'imps',
    carryOver: sheet.carryOver,
    boards,
    imps: sheet.imps,
    margin: sheet.margin,
    balanced: isBalanced(sheet),
  };
  if (bam) return { ...common, points: bam.points };
  const vpPair = matchVictoryPoints(sheet, view.scale);
  return {
    ...common,
    vp: { scale: view.scale.name, boards: wbfBoards(view.scale), a: vpPair.a, b: vpPair.b },
  };
}

function tableCells(result: TableResult | undefined, ns: number | null, ascii: boolean, notPlayed: string) {
  if (!result || result.kind === 'not-played' || ns === null) return [notPlayed, ''];
  const score = num(ns, { ascii, plus: true });
  if (result.kind === 'score') return ['', score];
  const { deal } = result;
  if (deal.contract === PASS) return ['Pass', score];
  const symbols = { symbols: !ascii };
  return [
    `${formatContract(deal.contract, symbols)}${formatResult(deal.contract, deal.tricks, symbols)} ${deal.declarer}`,
    score,
  ];
}

/** The text form: one line per board, then the totals. */
export function matchText(view: MatchView, lang: Lang, ascii: boolean): string {
  const words = catalog(lang).teams;
  const { sheet, bam, teams } = view;
  const c = words.matchColumns;
  const rows: string[][] = [[c.board, c.table1, '', c.table2, '', c.net, teams.a, teams.b, c.running]];
  const dash = ascii ? '-' : '–';
  sheet.boards.forEach((b, i) => {
    const entry = view.boards[i];
    const bamBoard = bam?.boards[i];
    let gained: [string, string];
    if (bamBoard) {
      gained = bamBoard.points
        ? [halves(bamBoard.points.a, ascii), halves(bamBoard.points.b, ascii)]
        : ['', ''];
    } else if (b.imps) {
      const won = b.imps.a;
      gained = [won > 0 ? num(won, { ascii }) : '', won < 0 ? num(-won, { ascii }) : ''];
      if (b.imps.a + b.imps.b !== 0)
        gained = [num(b.imps.a, { ascii, plus: true }), num(b.imps.b, { ascii, plus: true })];
    } else {
      gained = ['', ''];
    }
    const running = bamBoard
      ? `${halves(bamBoard.running.a, ascii)} ${dash} ${halves(bamBoard.running.b, ascii)}`
      : `${num(b.running.a, { ascii })} ${dash} ${num(b.running.b, { ascii })}`;
    if (entry?.kind === 'adjusted') {
      const award = `${formatAward(entry.a)}/${formatAward(entry.b)}`;
      rows.push([
        String(b.board),
        `${words.adjusted} ${ascii ? award : award.replace(/-/g, '\u2212')}`,
        '',
        '',
        '',
        '',
        ...gained,
        running,
      ]);
      return;
    }
    const [t1, t2] = tablesOf(entry);
    rows.push([
      String(b.board),
      ...tableCells(t1, b.table1, ascii, words.notPlayed),
      ...tableCells(t2, b.table2, ascii, words.notPlayed),
      b.net === null ? '' : num(b.net, { ascii, plus: true }),
      ...gained,
      running,
    ]);
  });
  const out = [
    renderTable(rows, ['right', 'left', 'right', 'left', 'right', 'right', 'right', 'right', 'right']),
  ];
  if (sheet.carryOver !== 0) {
    out.unshift(
      words.carryOver(
        sheet.carryOver > 0 ? teams.a : teams.b,
        words.imps(num(Math.abs(sheet.carryOver)), sheet.carryOver),
      ),
    );
  }
  if (bam) {
    out.push(words.bamTotal(teams.a, halves(bam.points.a, ascii), teams.b, halves(bam.points.b, ascii)));
    return `${out.join('\n')}\n`;
  }
  out.push(words.impsTotal(teams.a, num(sheet.imps.a, { ascii }), teams.b, num(sheet.imps.b, { ascii })));
  const m = sheet.margin.a;
  out.push(words.margin(m > 0 ? teams.a : m < 0 ? teams.b : null, words.imps(num(Math.abs(m)), m)));
  if (!isBalanced(sheet)) {
    out.push(
      words.unbalanced(teams.b, words.imps(num(sheet.margin.b, { ascii, plus: true }), sheet.margin.b)),
    );
  }
  const vpPair = matchVictoryPoints(sheet, view.scale);
  const scaleName = words.scaleName(view.scale.name, wbfBoards(view.scale));
  out.push(words.vpTotal(scaleName, teams.a, vp(vpPair.a), teams.b, vp(vpPair.b)));
  return `${out.join('\n')}\n`;
}
