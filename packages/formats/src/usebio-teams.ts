/**
 * USEBIO team events ⇄ the core's team match (`team-match.ts`).
 *
 * The layout read and written:
 *
 * ```
 * EVENT EVENT_TYPE="TEAMS" (or SWISS_TEAMS, TEAMS_OF_FOUR, KO, HEAD_TO_HEAD …)
 *   MATCH_SCORING_METHOD (IMPS, VPS …), BOARDS_PER_ROUND
 *   PARTICIPANTS › TEAM TEAM_ID="1" TEAM_NAME="Lions" › PLAYER › PLAYER_NAME
 *   MATCH › ROUND_NUMBER, TEAM, OPPOSING_TEAM, START_BOARD_NUMBER, END_BOARD_NUMBER,
 *           TEAM_SCORE, OPPOSING_TEAM_SCORE, BOARD › BOARD_NUMBER, TRAVELLER_LINE × 2
 * ```
 *
 * Where the names come from. The USEBIO specification (the EBU's "USEBIO 1.2"
 * document and its DTD, usebio_v1_2.dtd / usebio_v1_3.dtd) is not among the
 * public sources we could search: no copy of its text or of the DTD turned up,
 * only programs that read or write it. Two of them, written apart, were read:
 * the ImportUsebio program (marcshearer/ImportUsebio, its "Usebio Parser.swift"
 * and "Score Data.swift", a reader of the EBU scorers' files) and a club
 * scoring application's USEBIO 1.2 writer (TypeScript) that names the
 * specification's PDF and the DTD as its reference. Where both speak they
 * agree, and with the names we had: MATCH, ROUND_NUMBER, TEAM, OPPOSING_TEAM,
 * TEAM_SCORE, OPPOSING_TEAM_SCORE, BOARD and TRAVELLER_LINE with DIRECTION.
 * START/END_BOARD_NUMBER appear only in the writer, BOARDS_PER_ROUND only in
 * the reader. What they add to what we first had:
 *
 * - A team's number and name are attributes of PARTICIPANTS › TEAM, TEAM_ID and
 *   TEAM_NAME ("both DTD attributes", says the writer; ImportUsebio reads only
 *   them). We write them so; the elements TEAM_NUMBER and TEAM_NAME, which we
 *   wrote before, are still read.
 * - TEAM_SCORE and OPPOSING_TEAM_SCORE are the match's score in the event's
 *   MATCH_SCORING_METHOD: victory points under VPS (the writer's Swiss teams),
 *   IMPs under IMPS (its IMP-aggregate teams). A file without the element is
 *   read as IMPs, as before; we write IMPS.
 * - A MATCH may say its boards, START_BOARD_NUMBER and END_BOARD_NUMBER, and an
 *   event BOARDS_PER_ROUND: they give the number of boards of a match whose
 *   boards are not in the file.
 * - Swiss pairs events use the same MATCH with NS_PAIR_NUMBER, EW_PAIR_NUMBER,
 *   NS_SCORE and EW_SCORE; a BOARD in a MATCH may carry its IMPS. Neither is read
 *   here (the IMPs are computed from the traveller lines).
 * - EVENT_TYPE values seen besides ours: PAIRS, CROSS_IMPS, SWISS_PAIRS_CROSS_IMPS,
 *   SWISS_PAIRS_BUTLER_IMPS, KO, LADDER, HEAD_TO_HEAD.
 * - Neither source shows a way to write a bye, so none is read.
 *
 * How a MATCH maps to the core:
 *
 * - TEAM is team A, OPPOSING_TEAM team B (numbers of the participants).
 * - Each board has one traveller line per table. Table 1 is the line where
 *   team A sits North-South, table 2 where it sits East-West. The line says
 *   so by its DIRECTION (team A's direction on that line, as both sources
 *   read and write it); failing that by TABLE_NUMBER 1 or 2; failing that
 *   by order (the first line is table 1). Our choice: we write all three,
 *   with NS_PAIR_NUMBER and EW_PAIR_NUMBER the numbers of the teams sitting
 *   there (ImportUsebio reads them as the numbers of the teams' pairs, PAIRs
 *   inside a TEAM, to credit each pair; they are not used here).
 * - A table without a line was not played there. A second line at the same
 *   table is a problem and is left out.
 * - An adjusted board has one line whose SCORE is an artificial score
 *   (`A60A40`: North-South's award first). The percentages of Law 12C2 are
 *   the IMP awards: 60 average-plus, 50 average, 40 average-minus; other
 *   percentages have no IMP meaning and are a problem. An award of a number
 *   of IMPs has no USEBIO code: the writer leaves such a board out and names it.
 * - Vulnerability is the board number's (Law 2) unless the HANDSET gives it;
 *   the writer adds a HANDSET record for a board played at another.
 *
 * @example
 * const r = readUsebio(text, { file: 'teams.xml' });
 * const problems = new Problems('teams.xml');
 * if (r.ok) usebioTeamMatches(r.value.value, problems)[0]?.boards; // MatchBoard[]
 */
import {
  boardVulnerability,
  type ImpAward,
  type MatchBoard,
  type MatchSheet,
  PASS,
  type TableResult,
  type TeamPair,
  type Vulnerability,
} from '@bridge-score/core';
import { type Position, type Problems, rememberPosition } from './problems.js';
import {
  type Award,
  formatArtificialScore,
  type UsebioBoard,
  type UsebioDocument,
  type UsebioHandRecord,
  type UsebioMatch,
  type UsebioPlayer,
  type UsebioTravellerLine,
  usebioPositionOf,
} from './usebio.js';

/** A team of a USEBIO teams event. */
export interface UsebioTeam {
  readonly number: number;
  readonly name?: string;
  readonly players: readonly UsebioPlayer[];
}

/**
 * One MATCH, in the core's terms. Where it was read (its MATCH element), and
 * each board's BOARD element, are `positionOf` the match and the board.
 */
export interface UsebioTeamMatch {
  readonly round?: number;
  readonly teams: { readonly a: UsebioTeam; readonly b: UsebioTeam };
  readonly boards: readonly MatchBoard[];
  /** The file line of each board's BOARD element (1 when not read from a file). */
  readonly lines: readonly number[];
  /** TEAM_SCORE and OPPOSING_TEAM_SCORE, when the MATCH gives both. */
  readonly given?: TeamPair<number>;
  /** What the given scores count: VPs when the event's MATCH_SCORING_METHOD says so, else IMPs. */
  readonly unit: 'imps' | 'vps';
  /** The boards the file says the match had (END − START + 1, or the event's BOARDS_PER_ROUND). */
  readonly declaredBoards?: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const START: Position = { line: 1, column: 1 };
const at = (value: object): Position => usebioPositionOf(value) ?? START;

/** The IMP award a Law 12C2 percentage stands for; null for any other percentage. */
function impAward(award: Award): ImpAward | null {
  switch (award) {
    case 'average-plus':
      return { kind: 'average-plus' };
    case 'average':
      return { kind: 'average' };
    case 'average-minus':
      return { kind: 'average-minus' };
    default:
      return null;
  }
}

function usebioAward(award: ImpAward): Award | null {
  switch (award.kind) {
    case 'average-plus':
    case 'average':
    case 'average-minus':
      return award.kind;
    case 'imps':
      return null;
  }
}

function tableResult(
  l: UsebioTravellerLine | undefined,
  board: number,
  vulnerability: Vulnerability,
  problems: Problems,
): TableResult {
  if (!l) return { kind: 'not-played' };
  const withScore = (deal: TableResult & { kind: 'deal' }): TableResult =>
    l.score === undefined ? deal : { ...deal, ns: l.score };
  if (l.contract === PASS) return withScore({ kind: 'deal', deal: { contract: PASS, vulnerability } });
  if (l.contract !== undefined && l.playedBy !== undefined && l.tricks !== undefined) {
    return withScore({
      kind: 'deal',
      deal: { contract: l.contract, declarer: l.playedBy, tricks: l.tricks, vulnerability },
    });
  }
  if (l.score !== undefined) return { kind: 'score', ns: l.score };
  problems.error(at(l), {
    code: 'result-line',
    board,
    ns: l.ns,
    ew: l.ew,
    cause: { code: 'outcome-missing' },
  });
  return { kind: 'not-played' };
}

function matchBoard(board: UsebioBoard, vulnerability: Vulnerability, problems: Problems): MatchBoard | null {
  const tables: [UsebioTravellerLine | undefined, UsebioTravellerLine | undefined] = [undefined, undefined];
  for (const l of board.lines) {
    const table: 1 | 2 =
      l.direction !== undefined
        ? l.direction === 'NS'
          ? 1
          : 2
        : l.table === 1 || l.table === 2
          ? l.table
          : tables[0] === undefined
            ? 1
            : 2;
    if (tables[table - 1] !== undefined) {
      problems.error(at(l), { code: 'usebio-match-table', board: board.number, table });
      continue;
    }
    tables[table - 1] = l;
  }
  const adjusted = tables.find((l) => l?.adjusted !== undefined);
  if (adjusted?.adjusted) {
    const { ns, ew } = adjusted.adjusted;
    const [forA, forB] = adjusted === tables[0] ? [ns, ew] : [ew, ns];
    const a = impAward(forA);
    const b = impAward(forB);
    if (!a || !b) {
      problems.error(at(adjusted), {
        code: 'value-artificial',
        field: 'SCORE',
        text: formatArtificialScore(adjusted.adjusted),
      });
      return null;
    }
    const played = tables.find((l) => l !== undefined && l !== adjusted);
    if (played) problems.warning(at(played), { code: 'usebio-adjusted-beside-played', board: board.number });
    return { board: board.number, kind: 'adjusted', a, b };
  }
  return {
    board: board.number,
    kind: 'played',
    table1: tableResult(tables[0], board.number, vulnerability, problems),
    table2: tableResult(tables[1], board.number, vulnerability, problems),
  };
}

/**
 * Every MATCH of the document's events, in the core's terms. A MATCH that
 * names a team not among its section's participants is left out with a
 * problem at the MATCH; a board that cannot be mapped is left out with a
 * problem at its line. (A MATCH without TEAM or OPPOSING_TEAM was reported
 * by the reader and is left out.)
 */
export function usebioTeamMatches(doc: UsebioDocument, problems: Problems): UsebioTeamMatch[] {
  const vul = new Map<number, Vulnerability>();
  for (const h of doc.handset) if (h.vulnerability !== undefined) vul.set(h.board, h.vulnerability);
  const out: UsebioTeamMatch[] = [];
  for (const event of doc.events) {
    const unit = /^VP/i.test(event.matchScoring ?? '') ? 'vps' : 'imps';
    for (const section of event.sections) {
      const teams = new Map<number, UsebioTeam>();
      for (const p of section.participants) {
        if (p.kind !== 'team' || p.number === undefined) continue;
        const team: Mutable<UsebioTeam> = { number: p.number, players: p.players };
        if (p.name !== undefined) team.name = p.name;
        teams.set(p.number, team);
      }
      for (const m of section.matches ?? []) {
        if (m.team === undefined || m.opposingTeam === undefined) continue;
        const a = teams.get(m.team);
        const b = teams.get(m.opposingTeam);
        for (const [team, known] of [
          [m.team, a],
          [m.opposingTeam, b],
        ] as const) {
          if (!known) problems.error(at(m), { code: 'usebio-team-unknown', team });
        }
        if (!a || !b) continue;
        const boards: MatchBoard[] = [];
        const lines: number[] = [];
        for (const board of m.boards) {
          const v = vul.get(board.number) ?? boardVulnerability(board.number);
          const mb = matchBoard(board, v, problems);
          if (!mb) continue;
          boards.push(rememberPosition(mb, at(board)));
          lines.push(at(board).line);
        }
        const match: Mutable<UsebioTeamMatch> = { teams: { a, b }, boards, lines, unit };
        if (m.round !== undefined) match.round = m.round;
        if (m.teamScore !== undefined && m.opposingTeamScore !== undefined) {
          match.given = { a: m.teamScore, b: m.opposingTeamScore };
        }
        const declared =
          m.startBoard !== undefined && m.endBoard !== undefined && m.endBoard >= m.startBoard
            ? m.endBoard - m.startBoard + 1
            : event.boardsPerRound;
        if (declared !== undefined && declared > 0) match.declaredBoards = declared;
        out.push(rememberPosition(match, at(m)));
      }
    }
  }
  return out;
}

/** What `usebioOfMatch` writes: a match, its teams, and (if scored) its sheet. */
export interface UsebioMatchInput {
  readonly teams: { readonly a: UsebioTeam; readonly b: UsebioTeam };
  readonly boards: readonly MatchBoard[];
  /** The scored match: each team's IMPs, and the score of a deal given without one. */
  readonly sheet?: MatchSheet;
  readonly round?: number;
}

function line(
  table: 1 | 2,
  teams: UsebioMatchInput['teams'],
  result: TableResult,
  computed: number | null | undefined,
): UsebioTravellerLine | null {
  const [ns, ew] = table === 1 ? [teams.a.number, teams.b.number] : [teams.b.number, teams.a.number];
  const l: Mutable<UsebioTravellerLine> = { ns, ew, table, direction: table === 1 ? 'NS' : 'EW' };
  switch (result.kind) {
    case 'not-played':
      return null;
    case 'score':
      l.score = result.ns;
      return l;
    case 'deal': {
      const { deal } = result;
      l.contract = deal.contract;
      if (deal.contract !== PASS) {
        l.playedBy = deal.declarer;
        l.tricks = deal.tricks;
      }
      const score = result.ns ?? computed ?? undefined;
      if (score !== undefined) l.score = score;
      return l;
    }
  }
}

/**
 * A USEBIO 1.2 document of one team match: a TEAMS event with the two teams
 * and one MATCH (see the module overview). `unwritten` names the boards it
 * could not express (an award of a number of IMPs).
 *
 * @example
 * formatUsebio(usebioOfMatch({ teams, boards, sheet }).document);
 */
export function usebioOfMatch(
  input: UsebioMatchInput,
  program = 'bridge-score',
): { document: UsebioDocument; unwritten: number[] } {
  const { teams, sheet } = input;
  const unwritten: number[] = [];
  const handset: UsebioHandRecord[] = [];
  const boards: UsebioBoard[] = [];
  for (const b of input.boards) {
    if (b.kind === 'adjusted') {
      const a = usebioAward(b.a);
      const other = usebioAward(b.b);
      if (a === null || other === null) {
        unwritten.push(b.board);
        continue;
      }
      boards.push({
        number: b.board,
        lines: [
          {
            ns: teams.a.number,
            ew: teams.b.number,
            table: 1,
            direction: 'NS',
            adjusted: { ns: a, ew: other },
          },
        ],
      });
      continue;
    }
    const scored = sheet?.boards.find((s) => s.board === b.board);
    const lines = [line(1, teams, b.table1, scored?.table1), line(2, teams, b.table2, scored?.table2)];
    boards.push({ number: b.board, lines: lines.filter((l): l is UsebioTravellerLine => l !== null) });
    const vul = [b.table1, b.table2].find((t) => t.kind === 'deal')?.deal.vulnerability;
    if (vul !== undefined && vul !== boardVulnerability(b.board)) {
      handset.push({ board: b.board, vulnerability: vul, hands: { N: null, E: null, S: null, W: null } });
    }
  }
  const match: Mutable<UsebioMatch> = { team: teams.a.number, opposingTeam: teams.b.number, boards };
  if (input.round !== undefined) match.round = input.round;
  if (sheet) {
    match.teamScore = sheet.imps.a;
    match.opposingTeamScore = sheet.imps.b;
  }
  const participant = (t: UsebioTeam) =>
    t.name === undefined
      ? { kind: 'team' as const, number: t.number, players: t.players }
      : { kind: 'team' as const, number: t.number, name: t.name, players: t.players };
  return {
    document: {
      version: '1.2',
      events: [
        {
          type: 'TEAMS',
          programName: program,
          boardScoring: 'IMPS',
          matchScoring: 'IMPS',
          boardsPlayed: boards.length,
          sections: [
            { participants: [participant(teams.a), participant(teams.b)], boards: [], matches: [match] },
          ],
        },
      ],
      handset,
    },
    unwritten,
  };
}
