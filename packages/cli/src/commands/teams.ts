/**
 * `bridge-score teams`: a multi-team event from a CSV file of match results,
 * or from a USEBIO teams file: standings after every round, and the next
 * Swiss round.
 */
import {
  EVENT_SCORINGS,
  type EventMatch,
  type EventScoring,
  nextSwissRound,
  type RoundStandings,
  type SwissPairing,
  scoreTeamEvent,
  type TeamEvent,
  type TeamsError,
  type VpScale,
  wbfScale,
} from '@bridge-score/core';
import { type Position, Problems, readTeamEventCsv, usebioTeamEvent } from '@bridge-score/formats';
import { type AnyError, catalog, type Lang, problemText } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, say, UsageError } from '../shared.js';
import { boardsOption, num, readText, renderTable, scaleOption, vp } from '../team-output.js';
import { isUsebioText, positionedJson, readUsebioFile, reportProblems } from '../usebio-input.js';
import { errorJson } from './deal.js';

interface TeamsOptions {
  boards?: string;
  scoring?: string;
  scaleFile?: string;
  bye?: string;
  swiss?: boolean;
  json?: boolean;
  lang?: string;
  ascii?: boolean;
}

const HELP_AFTER = `
The file is CSV with a header, one line per match:
  round,team1,team2,score1,score2,boards
  1,Lions,Tigers,40,17,16
  1,Bears,Wolves,22,22,16
  2,Lions,Bears,31,35,16
  2,Tigers,BYE,12           a bye; score1 is its points (default --bye)
score1/score2 are the IMPs each team won (or board-a-match points with --scoring total).
"boards" is optional when --boards is given.

A USEBIO 1.2/1.3 teams file (.xml, or any file starting with "<") is read too: each MATCH
is a match of round ROUND_NUMBER between TEAM and OPPOSING_TEAM, named by their TEAM_NAME
in PARTICIPANTS (else their numbers). A match's IMPs are its boards scored as by
"bridge-score match", its boards counted for the VP scale; a MATCH without boards counts
its TEAM_SCORE and OPPOSING_TEAM_SCORE as IMPs (its boards: START_BOARD_NUMBER to
END_BOARD_NUMBER, BOARDS_PER_ROUND, or --boards). Where a MATCH gives both and they
disagree, a warning says so and the boards are used; when the event's MATCH_SCORING_METHOD
is VPS, TEAM_SCORE is checked as VPs. --boards overrides every match's boards. Problems
are printed with the file, line and column; any error (a match left out) means no standings.

--scoring vp (default) converts each match's IMP margin to victory points on the WBF 2013
scale for its boards (or --scale-file); --scoring total adds the scores as they are.
Standings are shown after every round; equal points share a place ("3=").
--swiss pairs the next round: in order of the standings, each team against the
highest-placed team it has not met; the lowest-placed team without a bye gets the bye.

Examples:
  bridge-score teams event.csv --boards 16
  bridge-score teams event.xml --swiss
  bridge-score teams event.csv --boards 16 --swiss --json

JSON: {"scoring", "teams": [...],
  "matches": [{"round", "a", "b", "score": {"a", "b"}, "boards", "points": {"a", "b"}}
              or {"round", "bye": "team", "points"}],
  "rounds": [{"round", "standings": [{"place", "rank", "team", "points", "played", "scored", "conceded"}]}],
  "next": {"pairs": [["team", "team"]], "bye", "repeats"}   (with --swiss)}
`;

export function registerTeams(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('teams')
    .summary('a multi-team event: standings after each round, Swiss pairing')
    .description(
      'Score a teams event from its match results: VPs, standings after each round, next Swiss round.',
    )
    .argument('<file>', 'the matches as CSV, or a USEBIO teams file (see below)')
    .option('--boards <n>', 'boards per match, when the file does not say')
    .option('--scoring <how>', 'vp (victory points) or total (scores added up)', 'vp')
    .option('--scale-file <file>', 'another VP scale, from a CSV file (see bridge-score vp --help)')
    .option('--bye <points>', 'points for a bye when the file does not say (default 10)')
    .option('--swiss', 'pair the next round, Swiss style')
    .option('--json', 'print one JSON object')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'a hyphen for minus')
    .addHelpText('after', HELP_AFTER)
    .action((file: string, options: TeamsOptions) => {
      const lang = langOption(options.lang);
      const scoring = (options.scoring ?? 'vp') as EventScoring;
      if (!(EVENT_SCORINGS as readonly string[]).includes(scoring)) {
        throw new UsageError({
          code: 'option-value',
          option: '--scoring',
          value: String(options.scoring),
          expected: EVENT_SCORINGS.join(', '),
        });
      }
      const fail = (error: AnyError, where = file) => {
        if (options.json) io.out(`${JSON.stringify(errorJson(error, lang))}\n`);
        else io.err(`${say(error, lang, where)}\n`);
        setStatus(EXIT.input);
      };
      const boards = boardsOption(options.boards);
      if (!boards.ok) return fail(boards.error, '--boards');
      let byePoints: number | undefined;
      if (options.bye !== undefined) {
        byePoints = Number(options.bye);
        if (!/^\d+(?:\.\d+)?$/.test(options.bye.trim())) {
          throw new UsageError({
            code: 'option-value',
            option: '--bye',
            value: options.bye,
            expected: '0, 10, 12 …',
          });
        }
      }
      const text = readText(file);
      if (!text.ok) return fail(text.error);
      let scale: VpScale | ((n: number) => VpScale) = wbfScale;
      if (options.scaleFile !== undefined) {
        const fromFile = scaleOption(options.scaleFile, undefined);
        if (!fromFile.ok) return fail(fromFile.error, options.scaleFile);
        scale = fromFile.value as VpScale;
      }
      let matches: readonly EventMatch[];
      /** Where a match was read, for an error about it. */
      let placed: (error: TeamsError, index: number) => void;
      if (isUsebioText(file, text.value)) {
        const read = readUsebioFile(file);
        const problems = new Problems(file);
        const event = read.doc
          ? usebioTeamEvent(read.doc, problems, {
              scale,
              ...(boards.value === undefined ? {} : { boards: boards.value }),
            })
          : null;
        if (reportProblems([...read.problems, ...problems.list], io, lang, Boolean(options.json))) {
          return setStatus(EXIT.input);
        }
        if (!event || event.matches.length === 0) return fail({ code: 'event-empty' });
        matches = event.matches;
        const positions: readonly Position[] = event.positions;
        placed = (error, index) => {
          const at = positions[index] ?? { line: 1, column: 1 };
          if (options.json) io.out(`${JSON.stringify(positionedJson(error, lang, at))}\n`);
          else io.err(`${problemText({ file, ...at, error }, lang)}\n`);
          setStatus(EXIT.input);
        };
      } else {
        // Every bad line reported (not only the first), each at its line and column.
        const parsed = readTeamEventCsv(text.value, { file });
        if (!parsed.ok) {
          reportProblems([parsed.error], io, lang, Boolean(options.json));
          return setStatus(EXIT.input);
        }
        if (reportProblems(parsed.value.problems, io, lang, Boolean(options.json)))
          return setStatus(EXIT.input);
        matches = parsed.value.value.matches;
        const lines = parsed.value.value.lines;
        placed = (error, index) => fail({ code: 'file-position', line: lines[index] ?? 1, column: 1, error });
      }
      if (options.scaleFile === undefined && scoring === 'vp' && boards.value === undefined) {
        const missing = matches.findIndex((m) => m.kind === 'match' && m.boards === undefined);
        if (missing >= 0) return placed({ code: 'vp-boards', text: '' }, missing);
      }
      const event = scoreTeamEvent(matches, {
        scoring,
        scale,
        ...(boards.value === undefined ? {} : { boards: boards.value }),
        ...(byePoints === undefined ? {} : { byePoints }),
      });
      if (!event.ok) {
        const index = matchOfError(event.error, matches);
        return index < 0 ? fail(event.error) : placed(event.error, index);
      }
      const next = options.swiss ? nextSwissRound(event.value) : null;
      if (options.json) io.out(`${JSON.stringify(eventJson(event.value, scoring, next))}\n`);
      else io.out(eventText(event.value, scoring, next, lang, Boolean(options.ascii)));
      setStatus(EXIT.ok);
    });
}

/** The match an event's error is about: the one playing itself, or the second in a round for a team. */
function matchOfError(error: TeamsError, matches: readonly EventMatch[]): number {
  if (error.code === 'event-self') {
    return matches.findIndex((m) => m.kind === 'match' && m.a === error.team && m.b === error.team);
  }
  if (error.code !== 'event-twice') return -1;
  const names = (m: EventMatch) => (m.kind === 'match' ? [m.a, m.b] : [m.team]);
  const playing = matches
    .map((m, i) => [m, i] as const)
    .filter(([m]) => m.round === error.round && names(m).includes(error.team));
  return playing[1]?.[1] ?? -1;
}

/** The JSON form of a scored event (documented in --help). */
export function eventJson(event: TeamEvent, scoring: EventScoring, next: SwissPairing | null) {
  return {
    scoring,
    teams: event.teams,
    matches: event.matches.map((m) =>
      m.kind === 'bye'
        ? { round: m.round, bye: m.team, points: m.points }
        : { round: m.round, a: m.a, b: m.b, score: m.score, boards: m.boards ?? null, points: m.points },
    ),
    rounds: event.rounds,
    ...(next ? { next } : {}),
  };
}

function standingsText(round: RoundStandings, scoring: EventScoring, lang: Lang, ascii: boolean): string {
  const words = catalog(lang).teams;
  const c = words.standingsColumns;
  const rows = [[c.place, c.team, c.points, c.played, c.scored, c.conceded]];
  for (const s of round.standings) {
    rows.push([
      s.place,
      s.team,
      scoring === 'vp' ? vp(s.points) : num(s.points, { ascii }),
      String(s.played),
      num(s.scored, { ascii }),
      num(s.conceded, { ascii }),
    ]);
  }
  return `${words.afterRound(round.round)}\n${renderTable(rows, ['right', 'left', 'right', 'right', 'right', 'right'])}`;
}

/** The text form: the standings after each round, then the next round's pairs. */
export function eventText(
  event: TeamEvent,
  scoring: EventScoring,
  next: SwissPairing | null,
  lang: Lang,
  ascii: boolean,
): string {
  const words = catalog(lang).teams;
  const parts = event.rounds.map((r) => standingsText(r, scoring, lang, ascii));
  if (next) {
    const lines = [words.nextRound];
    for (const [a, b] of next.pairs) lines.push(`  ${a} ${ascii ? '-' : '–'} ${b}`);
    if (next.bye !== null) lines.push(`  ${words.bye(next.bye)}`);
    if (next.repeats > 0) lines.push(words.repeats(next.repeats));
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
