/**
 * `bridge-score teams`: a multi-team event from a CSV file of match results,
 * or from a USEBIO or PBN teams file: standings after every round, and the next
 * Swiss round.
 */
import {
  EVENT_SCORINGS,
  type EventMatch,
  type EventScoring,
  nextSwissRound,
  type SwissPairing,
  scoreTeamEvent,
  type TeamEvent,
  type TeamsError,
  type VpScale,
  wbfScale,
} from '@bridge-score/core';
import {
  inFileOrder,
  type Position,
  Problems,
  pbnMatchesEvent,
  readTeamEventCsv,
  usebioTeamEvent,
} from '@bridge-score/formats';
import { type AnyError, catalog, type Lang } from '@bridge-score/i18n';
import { type StandingsView, teamEventView } from '@bridge-score/view';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, refuseUnused, UsageError } from '../common.js';
import { isPbnTeamText, readPbnTeamFile } from '../pbn-team-input.js';
import { Reporter } from '../report.js';
import { boardsOption, readText, renderTable, scaleOption } from '../team-output.js';
import { isUsebioText, positionedJson, readUsebioFile } from '../usebio-input.js';
import { errorJson } from './deal.js';

interface TeamsOptions {
  boards?: string;
  scoring?: string;
  scaleFile?: string;
  bye?: string;
  swiss?: boolean;
  json?: boolean;
  allWarnings?: boolean;
  lang?: string;
  ascii?: boolean;
}

export function registerTeams(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('teams')
    .summary('a multi-team event: standings after each round, Swiss pairing')
    .description(
      'Score a teams event from its match results: VPs, standings after each round, next Swiss round.',
    )
    .argument('<file>', 'the matches as CSV, or a USEBIO or PBN teams file (see below)')
    .option('--boards <n>', 'boards per match, when the file does not say')
    .option('--scoring <how>', 'vp (victory points) or total (scores added up)', 'vp')
    .option('--scale-file <file>', 'another VP scale, from a CSV file (see bridge-score vp --help)')
    .option('--bye <points>', 'points for a bye when the file does not say (default 10)')
    .option('--swiss', 'pair the next round, Swiss style')
    .option('--json', 'print one JSON object')
    .option('--all-warnings', 'every message on standard error (default: the first 20 of each kind)')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'a hyphen for minus')
    .action((file: string, options: TeamsOptions, command: Command) => {
      setStatus(runTeams(file, options, command, io));
    });
}

function runTeams(file: string, options: TeamsOptions, command: Command, io: Io): number {
  const lang = langOption(options.lang);
  const json = Boolean(options.json);
  const scoring = (options.scoring ?? 'vp') as EventScoring;
  if (!(EVENT_SCORINGS as readonly string[]).includes(scoring)) {
    throw new UsageError({
      code: 'option-value',
      option: '--scoring',
      value: String(options.scoring),
      expected: EVENT_SCORINGS.join(', '),
    });
  }
  // Scores added up use no VP scale: a scale file would be silently left aside.
  refuseUnused(command, '--scale-file', '--scoring total', scoring === 'total');
  const boards = boardsOption(options.boards);
  let byePoints: number | undefined;
  if (options.bye !== undefined) {
    byePoints = Number(options.bye);
    if (!/^\d+(?:\.\d+)?$/.test(options.bye.trim()) || !Number.isFinite(byePoints)) {
      throw new UsageError({
        code: 'option-value',
        option: '--bye',
        value: options.bye,
        expected: '0, 10, 12 …',
      });
    }
  }
  const text = readText(file);
  if (!text.ok) throw new UsageError(text.error);
  let scale: VpScale | ((n: number) => VpScale) = wbfScale;
  if (options.scaleFile !== undefined) scale = scaleOption(options.scaleFile, undefined) as VpScale;
  const report = new Reporter(io.err, { lang, all: options.allWarnings, json });
  /** Nothing could be scored: the error said (on standard output too, as JSON, with --json). */
  const unreadable = (error: AnyError, at?: Position): number => {
    if (at) report.problem({ severity: 'error', file, ...at, error });
    else report.inFile(file, error);
    if (json) io.out(`${JSON.stringify(at ? positionedJson(error, lang, at) : errorJson(error, lang))}\n`);
    report.finish();
    return EXIT.unreadable;
  };
  let matches: readonly EventMatch[];
  /** Where each match was read. */
  let positions: readonly Position[];
  if (isPbnTeamText(file, text.value)) {
    // A PBN team file: its matches told apart by Round, HomeTeam and VisitTeam.
    const read = readPbnTeamFile(file);
    const problems = new Problems(file);
    const event = pbnMatchesEvent(read.matches, problems, {
      scale,
      ...(boards === undefined ? {} : { boards }),
    });
    const all = inFileOrder([...read.problems, ...problems.list]);
    const fatal = read.pbn === null ? all[0] : undefined;
    if (fatal) return unreadable(fatal.error, fatal);
    for (const p of all) report.problem(p);
    if (read.tally) report.account({ tally: read.tally });
    if (event.matches.length === 0) return unreadable({ code: 'event-empty' });
    matches = event.matches;
    positions = event.positions;
  } else if (isUsebioText(file, text.value)) {
    const read = readUsebioFile(file);
    const problems = new Problems(file);
    const event = read.doc
      ? usebioTeamEvent(read.doc, problems, { scale, ...(boards === undefined ? {} : { boards }) })
      : null;
    const all = inFileOrder([...read.problems, ...problems.list]);
    const fatal = read.doc === null ? all[0] : undefined;
    if (fatal) return unreadable(fatal.error, fatal);
    for (const p of all) report.problem(p);
    if (!event || event.matches.length === 0) return unreadable({ code: 'event-empty' });
    matches = event.matches;
    positions = event.positions;
  } else {
    // Every bad line reported (not only the first), each at its line and column; the rest scored.
    const parsed = readTeamEventCsv(text.value, { file });
    if (!parsed.ok) return unreadable(parsed.error.error, parsed.error);
    for (const p of inFileOrder(parsed.value.problems)) report.problem(p);
    report.account(parsed.value);
    if (parsed.value.value.matches.length === 0) {
      report.finish();
      return EXIT.unreadable;
    }
    matches = parsed.value.value.matches;
    positions = parsed.value.value.lines.map((line) => ({ line, column: 1 }));
  }
  // Each match that cannot be scored is left out at its place, and the rest are scored.
  let kept = matches.map((match, i) => ({ match, at: positions[i] ?? { line: 1, column: 1 } }));
  const reject = (index: number, error: AnyError) => {
    const entry = kept[index];
    if (entry) report.problem({ severity: 'error', file, ...entry.at, error }, true);
    kept = kept.filter((_, i) => i !== index);
  };
  if (options.scaleFile === undefined && scoring === 'vp' && boards === undefined) {
    // No match says its boards: the option is missing (one error, not one per match).
    const played = kept.filter((k) => k.match.kind === 'match');
    if (played.length > 0 && played.every((k) => k.match.kind === 'match' && k.match.boards === undefined)) {
      throw new UsageError({ code: 'vp-boards', text: '' });
    }
    for (let i = kept.length - 1; i >= 0; i--) {
      const m = kept[i]?.match;
      if (m?.kind === 'match' && m.boards === undefined) reject(i, { code: 'vp-boards', text: '' });
    }
  }
  let event: TeamEvent | null = null;
  while (kept.length > 0) {
    const scored = scoreTeamEvent(
      kept.map((k) => k.match),
      {
        scoring,
        scale,
        ...(boards === undefined ? {} : { boards }),
        ...(byePoints === undefined ? {} : { byePoints }),
      },
    );
    if (scored.ok) {
      event = scored.value;
      break;
    }
    const index = matchOfError(
      scored.error,
      kept.map((k) => k.match),
    );
    if (index < 0) return unreadable(scored.error);
    reject(index, scored.error);
  }
  report.finish();
  if (event === null) return EXIT.unreadable;
  const next = options.swiss ? nextSwissRound(event) : null;
  if (json) io.out(`${JSON.stringify({ ...eventJson(event, scoring, next), errors: report.json })}\n`);
  else {
    const footer = report.footer();
    io.out(
      eventText(event, scoring, next, lang, Boolean(options.ascii)) +
        (footer === null ? '' : `\n${footer}\n`),
    );
  }
  return report.status();
}

/**
 * The match an event's error is about: the one playing itself, the second in
 * a round for a team, the one with an impossible score.
 */
function matchOfError(error: TeamsError, matches: readonly EventMatch[]): number {
  if (error.code === 'event-score') {
    return matches.findIndex(
      (m) =>
        m.kind === 'match' &&
        m.round === error.round &&
        ((m.a === error.team && m.score.a === error.score) ||
          (m.b === error.team && m.score.b === error.score)),
    );
  }
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

/** One round's standings as the view words them, in columns. */
function standingsText(round: StandingsView): string {
  const { columns, rows } = round.table;
  return `${round.heading}\n${renderTable(
    [columns.map((c) => c.header), ...rows],
    columns.map((c) => c.align),
  )}`;
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
  const parts = teamEventView({ event, scoring, lang, ascii }).rounds.map(standingsText);
  if (next) {
    const lines = [words.nextRound];
    for (const [a, b] of next.pairs) lines.push(`  ${a} ${ascii ? '-' : '–'} ${b}`);
    if (next.bye !== null) lines.push(`  ${words.bye(next.bye)}`);
    if (next.repeats > 0) lines.push(words.repeats(next.repeats));
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
