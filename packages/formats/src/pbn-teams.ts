/**
 * PBN team matches ⇄ the core's team match (`team-match.ts`) and team event
 * (`team-event.ts`): the same structures the USEBIO team reader gives
 * (`usebio-teams.ts`, `usebio-team-event.ts`), so every consumer (the `match`
 * and `teams` commands, `convert`, the director's desk) reads either.
 *
 * What PBN says about team play, and where it says it. PBN 2.1 (the standard's
 * text at tistis.nl, "pbn_v21.txt", §4 "Supplemental tags"; we could read its
 * table of contents and, for the tags themselves, a PBN library's comments that
 * follow the standard's wording) has these game tags for teams: Room, "used in
 * a teams bridge tournament", whose only two values are "Open" and "Closed";
 * HomeTeam, "the name of the home team"; VisitTeam, "the name of the visiting
 * team"; Round, "the playing round for the game" (letters, digits, underscores,
 * parts joined by periods); Table, Section, Stage. The standard does not say
 * who sits where in each room. We follow the usual arrangement of a team
 * match: the home team North-South in the open room, East-West in the closed
 * room; our golden `teams.pbn` (a club's teams evening, written by hand) is
 * written so, each room's ScoreIMP from its own North-South (`NS 10` in the
 * open room, `EW 10` in the closed one, for the same 10 IMPs to the home
 * team). The vugraph files we found (BBO's exports of a world championship)
 * carry Room and the four players but no HomeTeam, so they neither confirm nor
 * contradict it; a file without HomeTeam and VisitTeam is one match between
 * two unnamed teams, team A the pair North-South in the open room. So we read:
 *
 * - A file is a team file when its games carry Room tags; each game is one
 *   table's result of one board. Its match is told by its Round, HomeTeam and
 *   VisitTeam (a file of several matches is a team event: rounds × pairs of
 *   teams). A team is known by its name: the same name in two matches is the
 *   same team. Team A of the core's match is the home team: table 1 is the open
 *   room (home North-South), table 2 the closed room (home East-West).
 * - A game's result is its Contract, Declarer and Result (with Score, when
 *   given, checked against them by the core), or its Score alone; a passed-out
 *   board is `[Contract "Pass"]`. Score's side (`NS 420`, `EW 100`) is read as
 *   `pbn-board.ts` reads it.
 * - The ScoreTable layout (one game per board with a row per room) is not
 *   read: neither the standard's column names nor any file or program we could
 *   find writes rooms or teams in a ScoreTable (one PBN library guesses
 *   TeamId_Home and TeamId_Away columns without a source). A table in a team
 *   file is a warning, with its count of rows, and its rows are not used.
 * - An adjusted board: PBN marks an artificial score with `^` (`^NS 3`, PBN
 *   2.1; `pbn-board.ts` reads it) and has no other way to write one. An
 *   artificial ScoreIMP on a game with no result there is the board's IMP award
 *   (Law 12C2): `[ScoreIMP "^NS 3"]` in the open room gives the home team 3
 *   IMPs and the visitors −3; two such games (one per room) may give each team
 *   its own award. An artificial Score is an assigned score (Law 12C1), scored
 *   as written. A played result beside an award is a warning: the award decides.
 * - ScoreIMP, when given on a played game, is checked against the board's IMPs
 *   (Law 78B): a warning when it differs; the results are used.
 *
 * Every game is a record, used or left out with one error at its place: a game
 * with no Room or another Room (`pbn-room`), a second game for the same board,
 * match and room (`pbn-room-twice`, naming the line of the first), a game with
 * no board number (`value-number`/`value-invalid`), a game that records no
 * result (`pbn-team-game`, or the error that made its contract or result
 * unreadable). A game with no board and no result (the event's own facts) is
 * used. A board played in one room only is a board not played at the other
 * table (it scores no IMPs).
 *
 * @example
 * const r = readPbn(text, { file: 'match.pbn' });
 * const problems = new Problems('match.pbn');
 * if (r.ok && isPbnTeamFile(r.value.value)) pbnTeamMatches(r.value.value, problems)[0]?.boards; // MatchBoard[]
 */
import {
  type BridgeError,
  boardVulnerability,
  type EventMatch,
  type ImpAward,
  type MatchBoard,
  PASS,
  type Result,
  type Seat,
  scoreMatch,
  type TableResult,
  type TeamPair,
  type Vulnerability,
} from '@bridge-score/core';
import { type PbnFile, type PbnGame, type PbnReadOptions, type PbnTag, pbnTag, readPbn } from './pbn.js';
import { isKnown, isPbnTableTag, type PbnBoard, readPbnBoard, type SideValue } from './pbn-board.js';
import {
  type Accounted,
  excerpt,
  NO_FILE,
  type Position,
  type Problem,
  type ProblemError,
  Problems,
  positionOf,
  rememberPosition,
} from './problems.js';
import {
  scoredBoards,
  teamNames,
  type UsebioEventOptions,
  type UsebioTeamEvent,
} from './usebio-team-event.js';
import type { UsebioTeam, UsebioTeamMatch } from './usebio-teams.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Room = 'open' | 'closed';

const START: Position = { line: 1, column: 1 };

/** The room a Room tag names (case and blanks aside), or null. */
function roomOf(value: string): Room | null {
  const v = value.trim().toLowerCase();
  return v === 'open' ? 'open' : v === 'closed' ? 'closed' : null;
}

/**
 * Whether a PBN file holds team matches: one of its games has a Room tag
 * (Open or Closed). A file of pairs results has none.
 *
 * @example
 * isPbnTeamFile(readPbn('[Board "1"]\n[Room "Open"]\n').value.value); // true
 */
export function isPbnTeamFile(file: PbnFile): boolean {
  return file.games.some((g) => {
    const room = pbnTag(g, 'Room');
    return room !== undefined && roomOf(room.value) !== null;
  });
}

/** A text's PBN tags include a Room tag of a team match (the quick test the commands use before reading). */
export function hasPbnRoomTag(text: string): boolean {
  return /^[ \t]*\[[ \t]*Room[ \t]+"[ \t]*(?:open|closed)[ \t]*"/im.test(text);
}

/** A game's text value of a tag, trimmed; '' when the game has no such tag. */
const tagText = (game: PbnGame, name: string) => pbnTag(game, name)?.value.trim() ?? '';

/** Where a tag's value is, or the game's start. */
const valueAt = (tag: PbnTag | undefined, game: PbnGame): Position =>
  tag ? { line: tag.valueLine, column: tag.valueColumn } : { line: game.line, column: game.column };

/** A round number from a Round value: its one run of digits (`3`, `R3`, `Round 3`); undefined otherwise. */
function roundNumber(value: string): number | undefined {
  const m = /^\D*(\d{1,9})\D*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}

/** A score tag's value for North-South (a bare number is declarer's side, as PBN 1.0 wrote it). */
function nsValue(v: SideValue, declarer: PbnBoard['declarer']): number {
  const side = v.side ?? (declarer === 'E' || declarer === 'W' ? 'EW' : 'NS');
  return side === 'NS' ? v.value : -v.value + 0;
}

/** One game, read: its table's result, or an IMP award, and where its ScoreIMP was. */
interface GameRead {
  readonly room: Room;
  readonly line: number;
  readonly at: Position;
  readonly result?: TableResult;
  /** An artificial ScoreIMP: IMPs to North-South at this table. */
  readonly award?: number;
  /** A plain ScoreIMP: IMPs to North-South at this table, as the file says. */
  readonly scoreImp?: { readonly ns: number; readonly at: Position };
}

/** The game's result at its table, or the error that says what it lacks (an artificial Score is an assigned score). */
function gameResult(b: PbnBoard, vulnerability: Vulnerability): TableResult | BridgeError {
  const score = isKnown(b.score) ? nsValue(b.score, b.declarer) : undefined;
  const withScore = (r: TableResult & { kind: 'deal' }): TableResult =>
    score === undefined || (isKnown(b.score) && b.score.artificial) ? r : { ...r, ns: score };
  const contract = b.contract;
  if (contract === PASS) return withScore({ kind: 'deal', deal: { contract: PASS, vulnerability } });
  if (isKnown(contract)) {
    const declarer = b.declarer;
    if (isKnown(declarer) && declarer !== '' && isKnown(b.tricks)) {
      return withScore({
        kind: 'deal',
        deal: { contract, declarer: declarer as Seat, tricks: b.tricks, vulnerability },
      });
    }
    if (score !== undefined) return { kind: 'score', ns: score };
    return isKnown(b.declarer) && b.declarer !== ''
      ? { code: 'result-missing' }
      : { code: 'declarer-missing' };
  }
  if (score !== undefined) return { kind: 'score', ns: score };
  return { code: 'outcome-missing' };
}

/** A match being gathered: its teams, round and each board's games by room. */
interface Gathering {
  readonly home: UsebioTeam;
  readonly visit: UsebioTeam;
  readonly round?: number;
  readonly at: Position;
  readonly boards: Map<number, { open?: GameRead; closed?: GameRead; at: Position }>;
}

/** The first error of a list. */
function firstError(list: readonly Problem[]): Problem | undefined {
  return list.find((p) => p.severity === 'error');
}

/** The tags a game's result is read from. */
const RESULT_TAGS = ['Contract', 'Declarer', 'Result', 'Score'] as const;

/**
 * A game's value problems go to a scratch list first: an error at one of its
 * result's tags (a contract that cannot be read …) is the error of a game left
 * out for want of a result.
 */
function resultError(game: PbnGame, list: readonly Problem[]): Problem | undefined {
  const places = RESULT_TAGS.map((name) => pbnTag(game, name)).filter((t) => t !== undefined);
  return list.find(
    (p) => p.severity === 'error' && places.some((t) => t.valueLine === p.line && t.valueColumn === p.column),
  );
}

/**
 * Every team match of a PBN file (see the module overview), in the order
 * their first games come, each game used or left out with its one error in
 * `problems` (`problems.tally` counts the games).
 *
 * @example
 * pbnTeamMatches(file, problems).map((m) => [m.round, m.teams.a.name, m.teams.b.name]);
 * // [[1, 'Aces', 'Kings']]
 */
export function pbnTeamMatches(file: PbnFile, problems: Problems): UsebioTeamMatch[] {
  const teams = new Map<string, UsebioTeam>();
  let nextNumber = 1;
  /** Teams by name; a game without HomeTeam (VisitTeam) plays for the file's unnamed home (visiting) team. */
  const team = (name: string, role: 'home' | 'visit'): UsebioTeam => {
    const key = name === '' ? `\u0000${role}` : name;
    let t = teams.get(key);
    if (!t) {
      t = name === '' ? { number: nextNumber++, players: [] } : { number: nextNumber++, name, players: [] };
      teams.set(key, t);
    }
    return t;
  };
  const matches = new Map<string, Gathering>();
  for (const game of file.games) {
    const scratch = new Problems(problems.file);
    const b = readPbnBoard(game, scratch, { tables: false, boardErrors: false });
    const roomTag = pbnTag(game, 'Room');
    const boardTag = pbnTag(game, 'Board');
    reportTables(game, problems);
    const hasResult =
      b.contract !== undefined || b.score !== undefined || b.scoreImp !== undefined || b.tricks !== undefined;
    // The event's own facts (Event, Site, Date …): a record used, nothing to score.
    if (!boardTag && !roomTag && !hasResult) {
      for (const p of scratch.list) problems.list.push(p);
      problems.use();
      continue;
    }
    if (!isKnown(b.board)) {
      for (const p of scratch.list) problems.list.push(p);
      problems.reject(valueAt(boardTag, game), boardError(boardTag));
      continue;
    }
    const board = b.board;
    const room = roomTag ? roomOf(roomTag.value) : null;
    if (room === null) {
      for (const p of scratch.list) problems.list.push(p);
      problems.reject(valueAt(roomTag, game), {
        code: 'pbn-room',
        board: String(board),
        text: excerpt(roomTag?.value ?? ''),
      });
      continue;
    }
    const home = team(tagText(game, 'HomeTeam'), 'home');
    const visit = team(tagText(game, 'VisitTeam'), 'visit');
    const roundText = tagText(game, 'Round');
    const round = roundText === '' ? undefined : roundNumber(roundText);
    if (roundText !== '' && round === undefined) {
      scratch.warning(valueAt(pbnTag(game, 'Round'), game), {
        code: 'value-number',
        field: 'Round',
        text: excerpt(roundText),
      });
    }
    const key = `${round ?? ''}\u0000${home.number}\u0000${visit.number}`;
    let match = matches.get(key);
    if (!match) {
      match = {
        home,
        visit,
        ...(round === undefined ? {} : { round }),
        at: { line: game.line, column: game.column },
        boards: new Map(),
      };
      matches.set(key, match);
    }
    let entry = match.boards.get(board);
    const first = entry?.[room];
    if (first) {
      for (const p of scratch.list) problems.list.push(p);
      problems.reject(valueAt(roomTag, game), { code: 'pbn-room-twice', board, room, first: first.line });
      continue;
    }
    const vulnerability = isKnown(b.vulnerability) ? b.vulnerability : boardVulnerability(board);
    const at = { line: game.line, column: game.column };
    const read: Mutable<GameRead> = { room, line: game.line, at };
    const imp = b.scoreImp;
    if (isKnown(imp)) {
      const ns = nsValue(imp, b.declarer);
      if (imp.artificial) read.award = ns;
      else read.scoreImp = { ns, at: valueAt(pbnTag(game, 'ScoreIMP'), game) };
    }
    const result = gameResult(b, vulnerability);
    if (!('code' in result)) read.result = result;
    else if (read.award === undefined) {
      // No result: the error that made a result's value unreadable says why, else what is missing.
      const cause = resultError(game, scratch.list);
      for (const p of scratch.list) if (p !== cause) problems.list.push(p);
      if (cause) problems.reject(cause, cause.error);
      else problems.reject(at, { code: 'pbn-team-game', board, room, cause: result });
      continue;
    }
    for (const p of scratch.list) problems.list.push(p);
    problems.use();
    if (!entry) {
      entry = { at };
      match.boards.set(board, entry);
    }
    entry[room] = read;
  }
  return [...matches.values()].map((m) => matchOf(m, problems));
}

/** The error of a game whose board number cannot be read (or is not there). */
function boardError(tag: PbnTag | undefined): ProblemError {
  if (tag) {
    const problems = new Problems(NO_FILE);
    readPbnBoard({ items: [tag], line: tag.line, column: tag.column }, problems);
    const error = firstError(problems.list);
    if (error) return error.error;
  }
  return { code: 'value-number', field: 'Board', text: excerpt(tag?.value ?? '') };
}

/** Tables in a team file's games: not read, each a warning with its rows. */
function reportTables(game: PbnGame, problems: Problems): void {
  for (const item of game.items) {
    if (item.kind !== 'tag' || !isPbnTableTag(item.name)) continue;
    const rows = item.section.filter((d) => d.text.trim() !== '').length;
    problems.warning(item, { code: 'pbn-team-table', table: item.name, rows });
  }
}

/** A gathered match in the core's terms: its boards in the order they came, each at its first game. */
function matchOf(m: Gathering, problems: Problems): UsebioTeamMatch {
  const boards: MatchBoard[] = [];
  const lines: number[] = [];
  for (const [number, entry] of m.boards) {
    const mb = matchBoard(number, entry.open, entry.closed, problems);
    boards.push(rememberPosition(mb, entry.at));
    lines.push(entry.at.line);
  }
  const match: Mutable<UsebioTeamMatch> = { teams: { a: m.home, b: m.visit }, boards, lines, unit: 'imps' };
  if (m.round !== undefined) match.round = m.round;
  return rememberPosition(match, m.at);
}

/** One board from its open-room and closed-room games (either may be missing: not played there). */
function matchBoard(
  board: number,
  open: GameRead | undefined,
  closed: GameRead | undefined,
  problems: Problems,
): MatchBoard {
  // IMP awards: the home team is North-South in the open room, East-West in the closed one.
  let a: number | undefined;
  let b: number | undefined;
  if (open?.award !== undefined) [a, b] = [open.award, b ?? -open.award + 0];
  if (closed?.award !== undefined) [b, a] = [closed.award, a ?? -closed.award + 0];
  if (a !== undefined && b !== undefined) {
    // A played result, in the other room or in the award's own game, is not used: it is named.
    const played = [open, closed].find((g) => g?.result !== undefined);
    if (played) problems.warning(played.at, { code: 'usebio-adjusted-beside-played', board });
    return { board, kind: 'adjusted', a: award(a), b: award(b) };
  }
  const entry: MatchBoard = {
    board,
    kind: 'played',
    table1: open?.result ?? { kind: 'not-played' },
    table2: closed?.result ?? { kind: 'not-played' },
  };
  checkScoreImps(entry, open, closed, problems);
  return entry;
}

const award = (imps: number): ImpAward => ({ kind: 'imps', imps });

/** Each game's ScoreIMP against the board's IMPs (Law 78B), when both rooms played: a warning when they differ. */
function checkScoreImps(
  entry: MatchBoard,
  open: GameRead | undefined,
  closed: GameRead | undefined,
  problems: Problems,
): void {
  if (!open?.scoreImp && !closed?.scoreImp) return;
  const sheet = scoreMatch([entry]);
  const imps = sheet.ok ? sheet.value.boards[0]?.imps : null;
  if (!imps) return; // not played at both tables, or not scoreable (the match says why when scored)
  // North-South at the open room is the home team; at the closed room the visitors.
  for (const [game, ns] of [
    [open, imps.a],
    [closed, imps.b],
  ] as const) {
    if (game?.scoreImp && Math.round(game.scoreImp.ns * 100) !== Math.round(ns * 100)) {
      problems.warning(game.scoreImp.at, {
        code: 'pbn-score-imp',
        board: entry.board,
        room: game.room,
        given: game.scoreImp.ns,
        computed: ns,
      });
    }
  }
}

/** A PBN text read as team matches: the matches, every problem, the games' tally. */
export interface PbnTeamRead {
  readonly file: PbnFile;
  readonly matches: readonly UsebioTeamMatch[];
}

/**
 * Reads a PBN text's team matches: `err` only when the text is not PBN at all
 * (see `readPbn`); else the matches, the reader's problems and the games'
 * accounting.
 *
 * @example
 * const r = readPbnTeamMatches(text, { file: 'match.pbn' });
 * if (r.ok) r.value.value.matches.length; // 1
 */
export function readPbnTeamMatches(
  text: string,
  options: PbnReadOptions = {},
): Result<Accounted<PbnTeamRead>, Problem> {
  const read = readPbn(text, { ...options, comments: 'skip' });
  if (!read.ok) return read;
  const problems = new Problems(options.file ?? NO_FILE);
  const matches = pbnTeamMatches(read.value.value, problems);
  return {
    ok: true,
    value: {
      value: { file: read.value.value, matches },
      problems: [...read.value.problems, ...problems.list],
      tally: problems.tally,
    },
  };
}

/**
 * The team event of a PBN file's matches: one `EventMatch` per match (its
 * boards scored by the core's team match), the same that the team-event CSV
 * and the USEBIO reader give. A match that cannot be used is left out with an
 * error at its first game: one whose board cannot be scored, one without a
 * Round among several matches (a file's only match is round 1). The boards of
 * a match (for the VP scale) are `options.boards`, else the boards in it.
 *
 * @example
 * pbnTeamEvent(file, problems).matches[0];
 * // { kind: 'match', round: 1, a: 'Aces', b: 'Kings', score: { a: 20, b: 0 }, boards: 2 }
 */
export function pbnTeamEvent(
  file: PbnFile,
  problems: Problems,
  options: UsebioEventOptions = {},
): UsebioTeamEvent {
  return pbnMatchesEvent(pbnTeamMatches(file, problems), problems, options);
}

/** The team event of matches `pbnTeamMatches` read (see `pbnTeamEvent`), for a caller that has them. */
export function pbnMatchesEvent(
  read: readonly UsebioTeamMatch[],
  problems: Problems,
  options: UsebioEventOptions = {},
): UsebioTeamEvent {
  const names = teamNames(read);
  const matches: EventMatch[] = [];
  const positions: Position[] = [];
  for (const m of read) {
    const at = positionOf(m) ?? START;
    const a = names.get(m.teams.a) ?? String(m.teams.a.number);
    const b = names.get(m.teams.b) ?? String(m.teams.b.number);
    const round = m.round ?? (read.length === 1 ? 1 : undefined);
    if (round === undefined) {
      problems.error(at, { code: 'pbn-match-round', a, b });
      continue;
    }
    const sheet = scoredBoards(m, options, problems);
    if (!sheet) continue;
    const score: TeamPair<number> = sheet.imps;
    const boards = options.boards ?? m.boards.length;
    matches.push({ kind: 'match', round, a, b, score, boards });
    positions.push(at);
  }
  return { matches, positions };
}
