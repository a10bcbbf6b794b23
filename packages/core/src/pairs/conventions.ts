/**
 * Scoring conventions: every choice a pairs-scoring program makes beyond the
 * Laws, bundled by name, so that a club moving from another program can
 * reproduce that program's figures exactly (`--conventions compscore`), or
 * see precisely which choice makes a figure differ.
 *
 * A convention set is data: the matchpoint scale, the factoring of boards
 * played fewer times, small fouled groups, what a traveller line's points
 * show and how they are rounded, a pair's total, the values of artificial
 * adjusted scores, and the IMP methods' datum and divisor. Each built-in set
 * says what each of its choices rests on (`sources`): the program's manual,
 * a file the program wrote, or our reading where nothing was published.
 * Conventions load from JSON too, starting from a built-in set with
 * `"extends"` and changing only what differs, like house rule sets.
 *
 * @example
 * const c = conventionsByName('compscore');
 * if (c.ok) scoreSession(event, conventionSettings(c.value));
 */
import { err, ok, type Result } from '../common/result.js';
import { IMP_AWARDS } from '../teams/imps.js';
import {
  type AdjustedRule,
  AVERAGE_PERCENT,
  AVERAGES,
  type AverageImps,
  type AveragePercents,
  isAdjustedRule,
} from './adjusted-score.js';
import {
  type ButlerDrop,
  type DatumRounding,
  isDatumRounding,
  isDropFormula,
  parseButlerDrop,
} from './butler.js';
import { type CrossImpDivisor, isCrossImpDivisor } from './cross-imps.js';
import type { SessionError } from './errors.js';
import { type Factoring, isFactoring } from './factoring.js';
import { isMatchpointScaleName, MATCHPOINT_SCALES, type MatchpointScaleName } from './matchpoints.js';
import {
  isLinePoints,
  isPairTotals,
  isSmallGroups,
  type LineDecimals,
  type LinePoints,
  type PairsSettings,
  type PairTotals,
  type SmallGroups,
} from './pairs-session.js';

/** Every choice a convention set makes. */
export interface Conventions {
  /** The set's name, as `--conventions` takes it: `compscore`. */
  readonly name: string;
  /** The program it reproduces, as people write its name: `Compscore`. */
  readonly program: string;
  readonly scale: MatchpointScaleName;
  readonly factoring: Factoring;
  readonly smallGroups: SmallGroups;
  readonly linePoints: LinePoints;
  readonly lineDecimals: LineDecimals;
  readonly pairTotals: PairTotals;
  readonly adjusted: AdjustedRule;
  readonly averages: AveragePercents;
  readonly impAwards: AverageImps;
  readonly crossDivide: CrossImpDivisor;
  readonly butlerDrop: ButlerDrop;
  readonly butlerRound: DatumRounding;
  /** What each choice rests on; a choice not listed is the program's default as far as we know. */
  readonly sources: Readonly<Partial<Record<ConventionChoice, string>>>;
}

/** The choices of a convention set (every field but its name, program and sources). */
export const CONVENTION_CHOICES = [
  'scale',
  'factoring',
  'smallGroups',
  'linePoints',
  'lineDecimals',
  'pairTotals',
  'adjusted',
  'averages',
  'impAwards',
  'crossDivide',
  'butlerDrop',
  'butlerRound',
] as const;
export type ConventionChoice = (typeof CONVENTION_CHOICES)[number];

const LAWS_AVERAGES = 'Law 12C2: average-plus 60 %, average 50 %, average-minus 40 % of the top.';
const LAWS_IMPS = 'Law 86A: an artificial score at IMPs is worth 3 IMPs.';
const NOT_PUBLISHED = 'Not published; the Laws\u2019 value is assumed.';

/** bridge-score's own defaults: the Laws and the WBF's and EBU's current practice. */
const BRIDGE_SCORE: Conventions = {
  name: 'bridge-score',
  program: 'bridge-score',
  scale: '2/1',
  factoring: 'neuberg',
  smallGroups: 'formula',
  linePoints: 'factored',
  lineDecimals: { mp: null, imps: null },
  pairTotals: 'sum',
  adjusted: 'fixed',
  averages: AVERAGE_PERCENT,
  impAwards: IMP_AWARDS,
  crossDivide: 'comparisons',
  butlerDrop: { percent: 5 },
  butlerRound: 'half-even',
  sources: {
    scale: 'Law 78A: two points for each score beaten, one for each tie.',
    factoring: 'Neuberg\u2019s formula (WBF and ACBL 1991, EBU White Book).',
    lineDecimals: 'Exact: nothing is rounded until it is shown.',
    averages: LAWS_AVERAGES,
    impAwards: LAWS_IMPS,
  },
};

/**
 * Compscore (Compscore2 and Compscore3, Altosoft, Australia), from the
 * USEBIO files it writes: raw line points, totals scaled to the session,
 * Butler dropping one result at each end with the datum rounded away from
 * zero, cross-IMPs over the comparisons shown to 0.01.
 */
const COMPSCORE: Conventions = {
  ...BRIDGE_SCORE,
  name: 'compscore',
  program: 'Compscore',
  linePoints: 'raw-unless-artificial',
  lineDecimals: { mp: 1, imps: 2 },
  pairTotals: 'session',
  butlerDrop: { count: 1 },
  butlerRound: 'half-away',
  sources: {
    linePoints:
      'Compscore\u2019s results files: lines unfactored on a board played fewer times, factored on a board that holds an artificial score.',
    lineDecimals: 'Its files: factored lines to 0.1; cross-IMP lines to 0.01.',
    pairTotals: 'Its files: a pair\u2019s total is its percentage of the full session\u2019s top.',
    butlerDrop: 'Its files: one result dropped at each end on boards of 4 and 7 results.',
    butlerRound: 'Its files: a mean of \u2212445 written as BOARD_AVERAGE \u2212450.',
    crossDivide: 'Its files: the sum of IMPs over the comparisons (n \u2212 1).',
    averages: NOT_PUBLISHED,
  },
};

/**
 * ScoreBridge (Stephen Bligh, UK): by default a missing score counts as an
 * average comparison (its "Simple" factoring), and average-plus and -minus
 * follow the pair's session percentage.
 */
const SCOREBRIDGE: Conventions = {
  ...BRIDGE_SCORE,
  name: 'scorebridge',
  program: 'ScoreBridge',
  factoring: 'missing-as-average',
  adjusted: 'session',
  sources: {
    factoring:
      'Its results files: one matchpoint (2/1 scale) per missing score; clubs\u2019 guides name this default "Simple".',
    adjusted:
      'EBU forum: "EBU Score and ScoreBridge both do it automatically" (the session-percentage rule).',
    butlerDrop: NOT_PUBLISHED,
  },
};

/** bridge-scorer (npm, 2.4.0), read from its source. */
const BRIDGE_SCORER: Conventions = {
  ...BRIDGE_SCORE,
  name: 'bridge-scorer',
  program: 'bridge-scorer',
  factoring: 'none',
  butlerDrop: { formula: { none: 3, offset: 10, per: 15, plus: 1 } },
  butlerRound: 'half-up',
  sources: {
    factoring: 'Its source: a line without a result is skipped; the top shrinks.',
    butlerDrop:
      'Its source: nothing dropped up to 3 results, else \u2308(n \u2212 10) / 15\u2309 + 1 at each end.',
    butlerRound: 'Its source: Math.round(mean / 10) \u00d7 10, an exact 5 toward +\u221e.',
    crossDivide: 'Its source: the sum over the comparisons (n \u2212 1).',
  },
};

/** ACBLscore (ACBL), from its online manual. */
const ACBLSCORE: Conventions = {
  ...BRIDGE_SCORE,
  name: 'acblscore',
  program: 'ACBLscore',
  scale: 'acbl',
  smallGroups: 'acbl',
  lineDecimals: { mp: 2, imps: 2 },
  sources: {
    scale: 'ACBL: one matchpoint for each score beaten, a half for each tie.',
    factoring:
      'ACBLscore manual, "Fouled and adjusted boards": the WBF formula M = N\u00d7S/n + (N\u2212n)/2n.',
    smallGroups:
      'ACBLscore manual: a group of three 70/60/50 % of the top, of two 65/55 %, one score 60 %; a group of three uses the formula when it is the larger group.',
    lineDecimals: 'ACBLscore manual: "Scores are rounded to the nearest hundredth, .005 is rounded up."',
    butlerDrop: 'ACBLscore manual: "The default number of scores removed is 5% high and 5% low scores."',
    butlerRound: 'ACBLscore manual: "425 is rounded to 420 and 435 is rounded to 440."',
    crossDivide: 'ACBLscore manual, "Average IMPs": the sum divided by the number of comparisons.',
    impAwards: 'ACBLscore manual: "AVE 0 IMPs, AVE+ 3 IMPs".',
    adjusted: NOT_PUBLISHED,
  },
};

/** EBUScore (English Bridge Union), from the EBU's rules that it implements. */
const EBUSCORE: Conventions = {
  ...BRIDGE_SCORE,
  name: 'ebuscore',
  program: 'EBUScore',
  smallGroups: 'ebu',
  adjusted: 'session',
  lineDecimals: { mp: 1, imps: 2 },
  sources: {
    factoring: 'EBU White Book: Neuberg\u2019s formula, artificial scores left out.',
    smallGroups:
      'EBU White Book 4.2.3.3: a group of at most three that is at most a third of the results scores 60 % + (M \u2212 (A \u2212 1)) \u00d7 5 %.',
    adjusted:
      'WBF Laws Committee, 1998, in the White Book: average-plus 60 % or the session percentage if higher.',
    lineDecimals: 'EBU procedure: scores rounded to the nearest 0.1 of a matchpoint.',
    butlerDrop: NOT_PUBLISHED,
    crossDivide: NOT_PUBLISHED,
  },
};

export const CONVENTIONS = {
  'bridge-score': BRIDGE_SCORE,
  compscore: COMPSCORE,
  scorebridge: SCOREBRIDGE,
  'bridge-scorer': BRIDGE_SCORER,
  acblscore: ACBLSCORE,
  ebuscore: EBUSCORE,
} as const satisfies Record<string, Conventions>;
export type ConventionsName = keyof typeof CONVENTIONS;
export const CONVENTIONS_NAMES = Object.keys(CONVENTIONS) as ConventionsName[];

/**
 * A built-in convention set by name (case and spaces do not matter).
 *
 * @example
 * conventionsByName('Compscore'); // { ok: true, value: CONVENTIONS.compscore }
 */
export function conventionsByName(text: string): Result<Conventions, SessionError> {
  const name = text.trim().toLowerCase().replace(/\s+/g, '-');
  return Object.hasOwn(CONVENTIONS, name)
    ? ok(CONVENTIONS[name as ConventionsName])
    : err({ code: 'conventions-unknown', text });
}

/** How each program names itself in the files it writes (USEBIO PROGRAM_NAME, PBN Generator). */
const PROGRAM_NAMES: readonly (readonly [RegExp, ConventionsName])[] = [
  [/^\s*compscore/i, 'compscore'],
  [/^\s*score\s*bridge/i, 'scorebridge'],
  [/^\s*(ebu\s*score|pairs\s*scorer)/i, 'ebuscore'],
  [/^\s*acbl\s*score/i, 'acblscore'],
  [/^\s*bridge-scorer\b/i, 'bridge-scorer'],
  [/^\s*bridge-score\b/i, 'bridge-score'],
];

/**
 * The convention set of the program a file names as its writer, if we know
 * it: `Compscore3` → compscore.
 *
 * @example
 * conventionsOfProgram('Compscore3')?.name; // 'compscore'
 * conventionsOfProgram('Magic Contest'); // undefined
 */
export function conventionsOfProgram(program: string): Conventions | undefined {
  for (const [pattern, name] of PROGRAM_NAMES) if (pattern.test(program)) return CONVENTIONS[name];
  return undefined;
}

/** The session settings a convention set stands for. */
export function conventionSettings(c: Conventions): Partial<PairsSettings> {
  return {
    scale: MATCHPOINT_SCALES[c.scale],
    factoring: c.factoring,
    smallGroups: c.smallGroups,
    linePoints: c.linePoints,
    lineDecimals: c.lineDecimals,
    pairTotals: c.pairTotals,
    adjusted: c.adjusted,
    averages: c.averages,
    impAwards: c.impAwards,
    crossDivide: c.crossDivide,
    butlerDrop: c.butlerDrop,
    butlerRound: c.butlerRound,
  };
}

// ---------------------------------------------------------------------------
// JSON

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (path: string, expected: string): SessionError => ({
  code: 'conventions-invalid',
  path,
  expected,
});

const decimals = (v: Json, path: string): SessionError | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 4)
    ? null
    : invalid(path, 'a number of decimals from 0 to 4, or null');

const percents = (v: Json, path: string): SessionError | null => {
  if (!isObject(v)) return invalid(path, `an object with ${AVERAGES.join(', ')}`);
  for (const a of AVERAGES) {
    const x = v[a];
    if (!(typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 100))
      return invalid(`${path}["${a}"]`, 'a percentage from 0 to 100');
  }
  return null;
};

const impAwards = (v: Json, path: string): SessionError | null => {
  if (!isObject(v)) return invalid(path, `an object with ${AVERAGES.join(', ')}`);
  for (const a of AVERAGES) {
    const x = v[a];
    if (!(typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 24))
      return invalid(`${path}["${a}"]`, 'a number of IMPs from \u221224 to 24');
  }
  return null;
};

const oneOf =
  (is: (x: unknown) => boolean, expected: string) =>
  (v: Json, path: string): SessionError | null =>
    is(v) ? null : invalid(path, expected);

const CHECKS: { readonly [C in ConventionChoice]: (v: Json, path: string) => SessionError | null } = {
  scale: oneOf(isMatchpointScaleName, '"2/1" or "acbl"'),
  factoring: oneOf(isFactoring, '"neuberg", "simple", "missing-as-average" or "none"'),
  smallGroups: oneOf(isSmallGroups, '"formula", "acbl" or "ebu"'),
  linePoints: oneOf(isLinePoints, '"factored", "raw" or "raw-unless-artificial"'),
  lineDecimals: (v, path) => {
    if (!isObject(v)) return invalid(path, 'an object with mp and imps');
    return decimals(v.mp, `${path}.mp`) ?? decimals(v.imps, `${path}.imps`);
  },
  pairTotals: oneOf(isPairTotals, '"sum" or "session"'),
  adjusted: oneOf(isAdjustedRule, '"fixed" or "session"'),
  averages: percents,
  impAwards,
  crossDivide: oneOf(isCrossImpDivisor, '"comparisons", "scores" or "none"'),
  butlerDrop: (v, path) => {
    if (typeof v === 'string')
      return parseButlerDrop(v) ? null : invalid(path, 'a drop such as "5%", "1" or "n>3:ceil((n-10)/15)+1"');
    if (isObject(v) && isObject(v.formula)) {
      const f = v.formula;
      const whole = ['none', 'offset', 'per', 'plus'].every((k) => Number.isSafeInteger(f[k]));
      return whole && isDropFormula(f as never)
        ? null
        : invalid(`${path}.formula`, 'whole numbers none, offset, per (at least 1) and plus');
    }
    if (isObject(v) && Number.isSafeInteger(v.count) && (v.count as number) >= 0) return null;
    if (isObject(v) && typeof v.percent === 'number' && v.percent >= 0 && v.percent < 50) return null;
    return invalid(path, 'a drop such as "5%", "1" or "n>3:ceil((n-10)/15)+1"');
  },
  butlerRound: oneOf(isDatumRounding, '"half-even", "half-away" or "half-up"'),
};

/**
 * A convention set from JSON: every choice, or `"extends": NAME` and the
 * choices that differ. Each field is checked; an error names its path.
 *
 * @example
 * parseConventions('{"name":"our-club","extends":"compscore","butlerDrop":"2"}');
 */
export function parseConventions(text: string): Result<Conventions, SessionError> {
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'conventions-json', detail: (e as Error).message });
  }
  if (!isObject(json)) return err(invalid('$', 'an object'));
  let base: Conventions | undefined;
  if (json.extends !== undefined) {
    if (typeof json.extends !== 'string')
      return err(invalid('$.extends', 'the name of a built-in convention set'));
    const found = conventionsByName(json.extends);
    if (!found.ok) return found;
    base = found.value;
  }
  for (const key of Object.keys(json)) {
    if (!['name', 'program', 'extends', 'sources', ...CONVENTION_CHOICES].includes(key))
      return err(
        invalid(`$.${key}`, `one of name, program, extends, sources, ${CONVENTION_CHOICES.join(', ')}`),
      );
  }
  if (typeof json.name !== 'string' || json.name.trim() === '') return err(invalid('$.name', 'a name'));
  const out: Record<string, unknown> = {
    ...(base ?? {}),
    name: json.name,
    program: json.program ?? json.name,
  };
  if (json.program !== undefined && typeof json.program !== 'string')
    return err(invalid('$.program', 'a name'));
  for (const choice of CONVENTION_CHOICES) {
    const v = json[choice];
    if (v === undefined) {
      if (!base) return err(invalid(`$.${choice}`, 'a value (missing; or give "extends")'));
      continue;
    }
    const e = CHECKS[choice](v, `$.${choice}`);
    if (e) return err(e);
    out[choice] = choice === 'butlerDrop' && typeof v === 'string' ? parseButlerDrop(v) : v;
  }
  const sources: Record<string, string> = {};
  if (json.sources !== undefined) {
    if (!isObject(json.sources)) return err(invalid('$.sources', 'an object of texts'));
    for (const [k, v] of Object.entries(json.sources)) {
      if (typeof v !== 'string') return err(invalid(`$.sources.${k}`, 'a text'));
      sources[k] = v;
    }
  }
  out.sources = sources;
  return ok(out as unknown as Conventions);
}
