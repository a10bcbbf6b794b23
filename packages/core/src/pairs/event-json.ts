/**
 * The event model's JSON form (docs/event-model.md): what `bridge-score
 * session` reads, and what later file formats convert to and from.
 * Contracts are written as players write them (`"4SX"`, `"Pass"`); every
 * field is checked and each error names its path (`$.results[3].outcome.tricks`).
 *
 * A bad traveller line is reported and left out; the rest is kept, so a
 * director still sees the other boards scored. Errors in the sections,
 * boards or settings stop the reading.
 *
 * @example
 * const r = parseEvent(JSON.parse(text));
 * if (r.ok) scoreSession(r.value.event, r.value.settings);
 */

import { err, ok, type Result } from '../common/result.js';
import { formatContract, PASS } from '../deal/contract.js';
import type { DealError, NotationError, RulesError } from '../deal/errors.js';
import { ruleSetByName } from '../deal/rule-sets.js';
import { isSeat, isSide, isVulnerability } from '../deal/types.js';
import {
  AVERAGES,
  type AverageImps,
  type AveragePercents,
  isAdjustedRule,
  isAverage,
} from './adjusted-score.js';
import { formatButlerDrop, isDatumRounding, parseButlerDrop } from './butler.js';
import { isCrossImpDivisor } from './cross-imps.js';
import type { SessionError } from './errors.js';
import type {
  AdjustedOutcome,
  BoardSpec,
  BridgeEvent,
  Outcome,
  Pair,
  PlayedOutcome,
  ScoreOutcome,
  Section,
  TravellerLine,
} from './event.js';
import { isMovement } from './event.js';
import { isFactoring } from './factoring.js';
import { isMatchpointScaleName, MATCHPOINT_SCALES } from './matchpoints.js';
import { isScoringMethod } from './pairs-method.js';
import {
  isLinePoints,
  isPairTotals,
  isScope,
  isSmallGroups,
  type LineDecimals,
  type PairsSettings,
} from './pairs-session.js';
import { parseOutcomeFields } from './traveller-input.js';

/** What reading an event file can report. */
export type EventFileError = NotationError | DealError | RulesError | SessionError;

/** An error and where it is: a JSON path such as `$.results[3].outcome.tricks`. */
export interface LocatedError {
  readonly path: string;
  readonly error: EventFileError;
}

export interface ReadEvent {
  readonly event: BridgeEvent;
  /** Settings the file chose (command-line options override them). */
  readonly settings: Partial<PairsSettings>;
  /** Lines that could not be read, left out of `event`. */
  readonly errors: readonly LocatedError[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (path: string, expected: string): LocatedError => ({
  path,
  error: { code: 'event-invalid', path, expected },
});
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const DEFAULT_SECTION = 'A';

function unknownKeys(o: Json, allowed: readonly string[], path: string): LocatedError | null {
  for (const key of Object.keys(o))
    if (!allowed.includes(key)) return invalid(`${path}.${key}`, 'no such field');
  return null;
}

/**
 * Reads an event from parsed JSON (see the module overview).
 *
 * @example
 * parseEvent({ results: [{ board: 1, ns: 1, ew: 1, outcome: { kind: 'score', ns: 420 } }] });
 * // one Mitchell section "A", one line
 */
export function parseEvent(value: unknown): Result<ReadEvent, LocatedError> {
  if (!isObject(value)) return err(invalid('$', 'an object with results'));
  const extra = unknownKeys(value, ['name', 'sections', 'boards', 'results', 'settings'], '$');
  if (extra) return err(extra);
  if (value.name !== undefined && typeof value.name !== 'string') return err(invalid('$.name', 'a text'));
  const sections = readSections(value.sections);
  if (!sections.ok) return sections;
  const boards = readBoards(value.boards);
  if (!boards.ok) return boards;
  const settings = readSettings(value.settings);
  if (!settings.ok) return settings;
  if (!Array.isArray(value.results)) return err(invalid('$.results', 'a list of traveller lines'));
  const byName = new Map(sections.value.map((s) => [s.name, s]));
  const errors: LocatedError[] = [];
  const results: TravellerLine[] = [];
  value.results.forEach((raw, i) => {
    const line = readLine(raw, `$.results[${i}]`, byName);
    if (line.ok) results.push(line.value);
    else errors.push(line.error);
  });
  const event: BridgeEvent = {
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    sections: sections.value,
    boards: boards.value,
    results,
  };
  return ok({ event, settings: settings.value, errors });
}

function readSections(v: unknown): Result<Section[], LocatedError> {
  if (v === undefined) return ok([{ name: DEFAULT_SECTION, movement: 'mitchell' }]);
  if (!Array.isArray(v) || v.length === 0) return err(invalid('$.sections', 'a non-empty list of sections'));
  const out: Section[] = [];
  for (const [i, s] of v.entries()) {
    const path = `$.sections[${i}]`;
    if (!isObject(s)) return err(invalid(path, 'an object with name and movement'));
    const extra = unknownKeys(s, ['name', 'movement', 'pairs', 'arrowSwitch', 'expected'], path);
    if (extra) return err(extra);
    if (typeof s.name !== 'string' || s.name.trim() === '') return err(invalid(`${path}.name`, 'a text'));
    if (out.some((o) => o.name === s.name))
      return err(invalid(`${path}.name`, 'a name no other section has'));
    if (!isMovement(s.movement)) return err(invalid(`${path}.movement`, 'mitchell or howell'));
    let section: Section = { name: s.name, movement: s.movement };
    if (s.expected !== undefined) {
      if (!isCount(s.expected)) return err(invalid(`${path}.expected`, 'a whole number, 1 or more'));
      section = { ...section, expected: s.expected };
    }
    if (s.arrowSwitch !== undefined) {
      const a = s.arrowSwitch;
      if (!isObject(a)) return err(invalid(`${path}.arrowSwitch`, 'an object with rounds and/or boards'));
      const e = unknownKeys(a, ['rounds', 'boards'], `${path}.arrowSwitch`);
      if (e) return err(e);
      for (const key of ['rounds', 'boards'] as const) {
        const list = a[key];
        if (list !== undefined && !(Array.isArray(list) && list.every(isCount))) {
          return err(invalid(`${path}.arrowSwitch.${key}`, 'a list of whole numbers, 1 or more'));
        }
      }
      section = {
        ...section,
        arrowSwitch: {
          ...(a.rounds !== undefined ? { rounds: a.rounds as number[] } : {}),
          ...(a.boards !== undefined ? { boards: a.boards as number[] } : {}),
        },
      };
    }
    if (s.pairs !== undefined) {
      if (!Array.isArray(s.pairs)) return err(invalid(`${path}.pairs`, 'a list of pairs'));
      const pairs: Pair[] = [];
      for (const [j, p] of s.pairs.entries()) {
        const at = `${path}.pairs[${j}]`;
        if (!isObject(p)) return err(invalid(at, 'an object with number (and direction, names)'));
        const e = unknownKeys(p, ['number', 'direction', 'names'], at);
        if (e) return err(e);
        if (!isCount(p.number)) return err(invalid(`${at}.number`, 'a whole number, 1 or more'));
        let pair: Pair = { number: p.number };
        if (s.movement === 'mitchell') {
          if (!isSide(p.direction)) return err(invalid(`${at}.direction`, 'NS or EW (a Mitchell pair)'));
          pair = { ...pair, direction: p.direction };
        } else if (p.direction !== undefined) {
          return err(invalid(`${at}.direction`, 'nothing: a Howell pair has no fixed direction'));
        }
        if (p.names !== undefined) {
          if (!Array.isArray(p.names) || !p.names.every((n) => typeof n === 'string')) {
            return err(invalid(`${at}.names`, 'a list of names'));
          }
          pair = { ...pair, names: p.names as string[] };
        }
        const dup = pairs.some((q) => q.number === pair.number && q.direction === pair.direction);
        if (dup) return err(invalid(`${at}.number`, 'a number no other pair of the section has'));
        pairs.push(pair);
      }
      section = { ...section, pairs };
    }
    out.push(section);
  }
  return ok(out);
}

function readBoards(v: unknown): Result<BoardSpec[], LocatedError> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v)) return err(invalid('$.boards', 'a list of boards'));
  const out: BoardSpec[] = [];
  for (const [i, b] of v.entries()) {
    const path = `$.boards[${i}]`;
    if (!isObject(b)) return err(invalid(path, 'an object with number (and dealer, vulnerability)'));
    const e = unknownKeys(b, ['number', 'dealer', 'vulnerability'], path);
    if (e) return err(e);
    if (!isCount(b.number)) return err(invalid(`${path}.number`, 'a whole number, 1 or more'));
    if (out.some((o) => o.number === b.number)) return err(invalid(`${path}.number`, 'a board listed once'));
    let spec: BoardSpec = { number: b.number };
    if (b.dealer !== undefined) {
      if (!isSeat(b.dealer)) return err(invalid(`${path}.dealer`, 'N, E, S or W'));
      spec = { ...spec, dealer: b.dealer };
    }
    if (b.vulnerability !== undefined) {
      if (!isVulnerability(b.vulnerability))
        return err(invalid(`${path}.vulnerability`, 'None, NS, EW or Both'));
      spec = { ...spec, vulnerability: b.vulnerability };
    }
    out.push(spec);
  }
  return ok(out);
}

function readSettings(v: unknown): Result<Partial<PairsSettings>, LocatedError> {
  if (v === undefined) return ok({});
  const path = '$.settings';
  if (!isObject(v)) return err(invalid(path, 'an object'));
  const e = unknownKeys(
    v,
    [
      'method',
      'scale',
      'factoring',
      'expected',
      'adjusted',
      'across',
      'rules',
      'crossDivide',
      'butlerDrop',
      'butlerRound',
      'smallGroups',
      'linePoints',
      'lineDecimals',
      'pairTotals',
      'averages',
      'impAwards',
    ],
    path,
  );
  if (e) return err(e);
  const out: { -readonly [K in keyof PairsSettings]?: PairsSettings[K] } = {};
  if (v.method !== undefined) {
    if (!isScoringMethod(v.method)) return err(invalid(`${path}.method`, 'mp, cross-imps or butler'));
    out.method = v.method;
  }
  if (v.scale !== undefined) {
    if (!isMatchpointScaleName(v.scale)) return err(invalid(`${path}.scale`, '2/1 or acbl'));
    out.scale = MATCHPOINT_SCALES[v.scale];
  }
  if (v.factoring !== undefined) {
    if (!isFactoring(v.factoring)) return err(invalid(`${path}.factoring`, 'neuberg, simple or none'));
    out.factoring = v.factoring;
  }
  if (v.expected !== undefined) {
    if (!isCount(v.expected)) return err(invalid(`${path}.expected`, 'a whole number, 1 or more'));
    out.expected = v.expected;
  }
  if (v.adjusted !== undefined) {
    if (!isAdjustedRule(v.adjusted)) return err(invalid(`${path}.adjusted`, 'fixed or session'));
    out.adjusted = v.adjusted;
  }
  if (v.across !== undefined) {
    if (!isScope(v.across)) return err(invalid(`${path}.across`, 'section or field'));
    out.across = v.across;
  }
  if (v.rules !== undefined) {
    const rules = typeof v.rules === 'string' ? ruleSetByName(v.rules) : null;
    if (!rules?.ok) return err(invalid(`${path}.rules`, 'the name of a rule set, such as duplicate'));
    out.rules = rules.value;
  }
  if (v.crossDivide !== undefined) {
    if (!isCrossImpDivisor(v.crossDivide))
      return err(invalid(`${path}.crossDivide`, 'comparisons, scores or none'));
    out.crossDivide = v.crossDivide;
  }
  if (v.butlerDrop !== undefined) {
    const drop =
      typeof v.butlerDrop === 'string'
        ? parseButlerDrop(v.butlerDrop)
        : Number.isSafeInteger(v.butlerDrop) && (v.butlerDrop as number) >= 0
          ? { count: v.butlerDrop as number }
          : null;
    if (!drop) return err(invalid(`${path}.butlerDrop`, 'a number of results, or a share such as "5%"'));
    out.butlerDrop = drop;
  }
  if (v.butlerRound !== undefined) {
    if (!isDatumRounding(v.butlerRound)) return err(invalid(`${path}.butlerRound`, 'half-even or half-away'));
    out.butlerRound = v.butlerRound;
  }
  // The rest of a convention set's choices (conventions.ts), so that a file scores as it was scored.
  if (v.smallGroups !== undefined) {
    if (!isSmallGroups(v.smallGroups)) return err(invalid(`${path}.smallGroups`, 'formula, acbl or ebu'));
    out.smallGroups = v.smallGroups;
  }
  if (v.linePoints !== undefined) {
    if (!isLinePoints(v.linePoints))
      return err(invalid(`${path}.linePoints`, 'factored, raw or raw-unless-artificial'));
    out.linePoints = v.linePoints;
  }
  if (v.pairTotals !== undefined) {
    if (!isPairTotals(v.pairTotals)) return err(invalid(`${path}.pairTotals`, 'sum or session'));
    out.pairTotals = v.pairTotals;
  }
  if (v.lineDecimals !== undefined) {
    const d = v.lineDecimals;
    const places = (x: unknown) =>
      x === null || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 4);
    if (!isObject(d) || !places(d.mp) || !places(d.imps) || unknownKeys(d, ['mp', 'imps'], ''))
      return err(invalid(`${path}.lineDecimals`, 'mp and imps: a number of decimals from 0 to 4, or null'));
    out.lineDecimals = { mp: d.mp, imps: d.imps } as LineDecimals;
  }
  for (const [key, max, expected] of [
    ['averages', 100, 'a percentage from 0 to 100'],
    ['impAwards', 24, 'a number of IMPs from \u221224 to 24'],
  ] as const) {
    const a = v[key];
    if (a === undefined) continue;
    if (!isObject(a) || unknownKeys(a, AVERAGES, ''))
      return err(invalid(`${path}.${key}`, `an object with ${AVERAGES.join(', ')}`));
    for (const k of AVERAGES) {
      const x = a[k];
      const low = key === 'averages' ? 0 : -max;
      if (!(typeof x === 'number' && Number.isFinite(x) && x >= low && x <= max))
        return err(invalid(`${path}.${key}["${k}"]`, expected));
    }
    const values = {
      'average-plus': a['average-plus'],
      average: a.average,
      'average-minus': a['average-minus'],
    };
    if (key === 'averages') out.averages = values as AveragePercents;
    else out.impAwards = values as AverageImps;
  }
  return ok(out);
}

const LINE_KEYS = ['section', 'board', 'ns', 'ew', 'round', 'switched', 'group', 'lead', 'outcome'] as const;

function readLine(
  raw: unknown,
  path: string,
  sections: ReadonlyMap<string, Section>,
): Result<TravellerLine, LocatedError> {
  if (!isObject(raw)) return err(invalid(path, 'a traveller line: board, ns, ew, outcome'));
  const extra = unknownKeys(raw, LINE_KEYS, path);
  if (extra) return err(extra);
  let sectionName = raw.section;
  if (sectionName === undefined && sections.size === 1) sectionName = [...sections.keys()][0];
  if (typeof sectionName !== 'string' || !sections.has(sectionName)) {
    return err(invalid(`${path}.section`, `one of the sections: ${[...sections.keys()].join(', ')}`));
  }
  const section = sections.get(sectionName) as Section;
  for (const key of ['board', 'ns', 'ew'] as const) {
    if (!isCount(raw[key])) return err(invalid(`${path}.${key}`, 'a whole number, 1 or more'));
  }
  const board = raw.board as number;
  const ns = raw.ns as number;
  const ew = raw.ew as number;
  if (section.movement === 'howell' && ns === ew) {
    return err({ path: `${path}.ew`, error: { code: 'pair-same', pair: ns } });
  }
  let line: TravellerLine = { section: sectionName, board, ns, ew, outcome: { kind: 'not-played' } };
  if (raw.round !== undefined) {
    if (!isCount(raw.round)) return err(invalid(`${path}.round`, 'a whole number, 1 or more'));
    line = { ...line, round: raw.round };
  }
  if (raw.switched !== undefined) {
    if (typeof raw.switched !== 'boolean') return err(invalid(`${path}.switched`, 'true or false'));
    line = { ...line, switched: raw.switched };
  }
  for (const key of ['group', 'lead'] as const) {
    const v = raw[key];
    if (v !== undefined) {
      if (typeof v !== 'string') return err(invalid(`${path}.${key}`, 'a text'));
      line = { ...line, [key]: v };
    }
  }
  const outcome = readOutcome(raw.outcome, `${path}.outcome`, true);
  if (!outcome.ok) return outcome;
  return ok({ ...line, outcome: outcome.value });
}

function readOutcome(v: unknown, path: string, top: boolean): Result<Outcome, LocatedError> {
  if (!isObject(v)) return err(invalid(path, 'an object with kind'));
  switch (v.kind) {
    case 'played': {
      const e = unknownKeys(v, ['kind', 'contract', 'declarer', 'tricks', 'score'], path);
      if (e) return err(e);
      if (typeof v.contract !== 'string')
        return err(invalid(`${path}.contract`, 'a contract such as "4SX" or "Pass"'));
      for (const key of ['declarer'] as const) {
        if (v[key] !== undefined && typeof v[key] !== 'string')
          return err(invalid(`${path}.${key}`, 'N, E, S or W'));
      }
      for (const key of ['tricks', 'score'] as const) {
        if (v[key] !== undefined && typeof v[key] !== 'number' && typeof v[key] !== 'string') {
          return err(invalid(`${path}.${key}`, 'a number'));
        }
      }
      const r = parseOutcomeFields({
        contract: v.contract,
        declarer: v.declarer as string | undefined,
        tricks: v.tricks as number | string | undefined,
        score: v.score as number | string | undefined,
      });
      return r.ok ? ok(r.value) : err({ path: `${path}.${r.error.field}`, error: r.error.error });
    }
    case 'score': {
      const e = unknownKeys(v, ['kind', 'ns'], path);
      if (e) return err(e);
      if (!Number.isSafeInteger(v.ns))
        return err(invalid(`${path}.ns`, 'a whole number of points for North-South'));
      return ok({ kind: 'score', ns: v.ns as number });
    }
    case 'adjusted': {
      if (!top) return err(invalid(`${path}.kind`, 'played or score'));
      const e = unknownKeys(v, ['kind', 'ns', 'ew'], path);
      if (e) return err(e);
      for (const side of ['ns', 'ew'] as const) {
        const a = v[side];
        if (!isAverage(a) && !(Number.isInteger(a) && (a as number) >= 0 && (a as number) <= 100)) {
          return err(
            invalid(`${path}.${side}`, 'average-plus, average, average-minus or a percentage 0–100'),
          );
        }
      }
      return ok({ kind: 'adjusted', ns: v.ns, ew: v.ew } as AdjustedOutcome);
    }
    case 'weighted': {
      if (!top) return err(invalid(`${path}.kind`, 'played or score'));
      const e = unknownKeys(v, ['kind', 'parts'], path);
      if (e) return err(e);
      if (!Array.isArray(v.parts) || v.parts.length < 2)
        return err(invalid(`${path}.parts`, 'a list of two or more parts'));
      const parts: { weight: number; outcome: PlayedOutcome | ScoreOutcome }[] = [];
      for (const [i, p] of v.parts.entries()) {
        const at = `${path}.parts[${i}]`;
        if (!isObject(p)) return err(invalid(at, 'an object with weight and outcome'));
        const pe = unknownKeys(p, ['weight', 'outcome'], at);
        if (pe) return err(pe);
        if (!isCount(p.weight)) return err(invalid(`${at}.weight`, 'a whole number of parts, 1 or more'));
        const o = readOutcome(p.outcome, `${at}.outcome`, false);
        if (!o.ok) return o;
        parts.push({ weight: p.weight, outcome: o.value as PlayedOutcome | ScoreOutcome });
      }
      return ok({ kind: 'weighted', parts });
    }
    case 'not-played': {
      if (!top) return err(invalid(`${path}.kind`, 'played or score'));
      const e = unknownKeys(v, ['kind'], path);
      return e ? err(e) : ok({ kind: 'not-played' });
    }
    default:
      return err(
        invalid(`${path}.kind`, top ? 'played, score, adjusted, weighted or not-played' : 'played or score'),
      );
  }
}

/**
 * The JSON form of an event (the inverse of `parseEvent`), with settings if given.
 *
 * @example
 * parseEvent(formatEvent(event)); // the same event back
 */
export function formatEvent(event: BridgeEvent, settings: Partial<PairsSettings> = {}): Json {
  const out: Json = {};
  if (event.name !== undefined) out.name = event.name;
  out.sections = event.sections;
  out.boards = event.boards;
  out.results = event.results.map((line) => ({ ...line, outcome: outcomeJson(line.outcome) }));
  const s: Json = {};
  if (settings.method) s.method = settings.method;
  if (settings.scale) s.scale = settings.scale.name;
  if (settings.factoring) s.factoring = settings.factoring;
  if (settings.expected !== undefined) s.expected = settings.expected;
  if (settings.adjusted) s.adjusted = settings.adjusted;
  if (settings.across) s.across = settings.across;
  if (settings.rules) s.rules = settings.rules.name;
  if (settings.crossDivide) s.crossDivide = settings.crossDivide;
  if (settings.butlerDrop)
    s.butlerDrop =
      'count' in settings.butlerDrop ? settings.butlerDrop.count : formatButlerDrop(settings.butlerDrop);
  if (settings.butlerRound) s.butlerRound = settings.butlerRound;
  if (settings.smallGroups) s.smallGroups = settings.smallGroups;
  if (settings.linePoints) s.linePoints = settings.linePoints;
  if (settings.lineDecimals) s.lineDecimals = { ...settings.lineDecimals };
  if (settings.pairTotals) s.pairTotals = settings.pairTotals;
  if (settings.averages) s.averages = { ...settings.averages };
  if (settings.impAwards) s.impAwards = { ...settings.impAwards };
  if (Object.keys(s).length > 0) out.settings = s;
  return out;
}

function outcomeJson(o: Outcome): Json {
  switch (o.kind) {
    case 'played': {
      const played: Json = { kind: 'played', contract: formatContract(o.contract) };
      if (o.declarer !== undefined) played.declarer = o.declarer;
      if (o.contract !== PASS && o.tricks !== undefined) played.tricks = o.tricks;
      if (o.score !== undefined) played.score = o.score;
      return played;
    }
    case 'score':
    case 'adjusted':
    case 'not-played':
      return { ...o };
    case 'weighted':
      return {
        kind: 'weighted',
        parts: o.parts.map((p) => ({ weight: p.weight, outcome: outcomeJson(p.outcome) })),
      };
  }
}
