/**
 * The rule sets: the current Laws and the historical codes named by the
 * project covers (docs/scoring.md#deal to #rubber), each number with its source.
 *
 * Sources:
 * - [L77]  Laws of Duplicate Bridge 2017, Law 77 (unchanged from 1987 in these values).
 * - [RB]   Laws of Rubber Bridge (ACBL Laws 72–81), docs/scoring.md#rubber.
 * - [WP] Wikipedia, "Bridge scoring" (English, with its history of the codes); [WP-zh] the Chinese Wikipedia article 桥牌计分.
 * - [TIME35] TIME magazine, 25 Mar 1935; [TIME43] TIME, 1 Mar 1943 (secondary sources, docs/scoring.md#codes).
 * - [HIST] draft "History of the Laws" (wiki User:Maproom/bridgehist), secondary.
 *
 * Values marked in `uncertain` are documented guesses where the sources are
 * silent or weak: override them with a house rule set (`house-rules.ts`).
 *
 * @example
 * import { RULE_SETS } from '@bridge-score/core';
 * RULE_SETS['duplicate-1987'].undertricks.notVul.X; // [100, 200, 200, 300]
 */

import { err, ok, type Result } from '../common/result.js';
import type { RulesError } from './errors.js';
import type { ByVul, RuleSet, UndertrickTable } from './rule-set.js';

const vul = (notVul: number, vulnerable: number): ByVul<number> => ({ notVul, vul: vulnerable });

/** Redoubled undertricks were always twice the doubled ones (docs/scoring.md#codes, [WP]). */
const withRedoubled = (undoubled: readonly number[], doubled: readonly number[]): UndertrickTable => ({
  '': undoubled,
  X: doubled,
  XX: doubled.map((v) => 2 * v),
});

/** An arithmetic run of 13 values (one per possible undertrick), for the 1932 tables that never level off. */
const run13 = (first: number, step: number): readonly number[] =>
  Array.from({ length: 13 }, (_, k) => first + step * k);

// Trick values [L77] [WP] [WP-zh]: minors 20, majors 30 per odd trick.
const MINOR = [20, 20, 20, 20, 20, 20, 20] as const;
const MAJOR = [30, 30, 30, 30, 30, 30, 30] as const;
/** 1935 on: NT 40 for the first odd trick, 30 for each later one [WP] [L77]. */
const NT_FROM_1935 = [40, 30, 30, 30, 30, 30, 30] as const;
/** 1932 Laws: NT tricks alternate 30, 40, 30, 40 … [WP]. */
const NT_1932 = [30, 40, 30, 40, 30, 40, 30] as const;

/** Honours in one hand (Laws of Rubber Bridge, Law 76 [RB]). */
const HONOURS = { 'four-trumps': 100, 'five-trumps': 150, 'four-aces': 150 } as const;

/** Rubber bonus 700 / 500 [RB]; unfinished rubber 300 for the only game, 100 for a part score [RB]. */
const RUBBER_CURRENT = {
  twoGamesToNone: 700,
  twoGamesToOne: 500,
  unfinishedGame: 300,
  unfinishedPartScore: 100,
} as const;
/** The 1943 laws gave 50 for a part score in an unfinished rubber (docs/scoring.md#rubber, secondary). */
const RUBBER_1943 = { ...RUBBER_CURRENT, unfinishedPartScore: 50 } as const;

// ---------------------------------------------------------------------------
// Undertrick tables by era (docs/scoring.md#codes, [WP])

/** 1932: NV undoubled 50 each; NV doubled 100, 150, 200 …; V undoubled 100, 150, 200 …; V doubled 200, 300, 400 … */
const UNDERTRICKS_1932: ByVul<UndertrickTable> = {
  notVul: withRedoubled([50], run13(100, 50)),
  vul: withRedoubled(run13(100, 50), run13(200, 100)),
};
/** 1935–1986: NV doubled 100, 200, 200 …; V undoubled 100 each; V doubled 200, 300, 300 … */
const UNDERTRICKS_1935: ByVul<UndertrickTable> = {
  notVul: withRedoubled([50], [100, 200]),
  vul: withRedoubled([100], [200, 300]),
};
/** 1987 on (duplicate), 1993 on (rubber): the 4th and later NV doubled undertricks 300 each [L77] [WP]. */
const UNDERTRICKS_1987: ByVul<UndertrickTable> = {
  notVul: withRedoubled([50], [100, 200, 200, 300]),
  vul: withRedoubled([100], [200, 300]),
};

// ---------------------------------------------------------------------------
// Values shared by every era unless an era says otherwise

const COMMON = {
  doubledTrickFactor: { X: 2, XX: 4 }, // [L77] [WP]: doubled ×2, redoubled ×4
  gameThreshold: 100, // [L77]: 100 trick points make a game
  smallSlam: vul(500, 750), // [L77]
  grandSlam: vul(1000, 1500), // [L77]; 1935 on [TIME35]
  overtricks: { X: vul(100, 200), XX: vul(200, 400) }, // [L77] [WP]
} as const;

const CURRENT_VALUES = {
  ...COMMON,
  trickValues: { C: MINOR, D: MINOR, H: MAJOR, S: MAJOR, NT: NT_FROM_1935 },
  insult: { X: 50, XX: 100 }, // [L77]; raised from 50 for XX in 1987 [WP]
  undertricks: UNDERTRICKS_1987,
} as const;

/** Premiums of a duplicate deal (Law 77): part score 50, game 300 / 500. */
const DUPLICATE_PREMIUMS = { partScorePremium: 50, gamePremium: vul(300, 500) } as const;
/** Rubber: no part-score or game premium on the deal; the rubber bonus replaces them [RB]. */
const RUBBER_PREMIUMS = { partScorePremium: null, gamePremium: null } as const;

const DUPLICATE_PREMIUMS_ASSUMED =
  'Duplicate premiums (50 part score, 300/500 game) are assumed for this era: the sources give only rubber values.';

const VALUES_1932 = {
  ...COMMON,
  trickValues: { C: MINOR, D: MINOR, H: MAJOR, S: MAJOR, NT: NT_1932 },
  insult: { X: 0, XX: 0 }, // none in 1932 [TIME35] (secondary)
  undertricks: UNDERTRICKS_1932,
  grandSlam: vul(1500, 2250), // [TIME35] [HIST] (secondary)
} as const;
const UNCERTAIN_1932 = {
  insult: 'No insult bonus in 1932: secondary sources only (TIME 1935, History of the Laws draft).',
  grandSlam: '1500 / 2250 from secondary sources only.',
  smallSlam: '500 / 750 assumed: the sources name only the grand slam for 1932.',
  overtricks: 'Doubled overtricks 100 / 200 (redoubled 200 / 400) assumed: the sources are silent for 1932.',
  honours: 'Honours 100 / 150 / 150 assumed as in later codes.',
} as const;

const VALUES_1935 = {
  ...COMMON,
  trickValues: { C: MINOR, D: MINOR, H: MAJOR, S: MAJOR, NT: NT_FROM_1935 },
  insult: { X: 0, XX: 0 }, // none before 1943 [TIME35] (secondary)
  undertricks: UNDERTRICKS_1935,
} as const;
const UNCERTAIN_1935 = {
  insult: 'No insult bonus before 1943: secondary sources only.',
  overtricks: 'Doubled overtricks 100 / 200 (redoubled 200 / 400) assumed: the sources are silent for 1935.',
  smallSlam: '500 / 750 assumed as in later codes: the sources name only the grand slam.',
  grandSlam: '1000 / 1500 from TIME (1935), a secondary source.',
  trickValues:
    'Minors 20 and majors 30 a trick as in every later code: the sources give only the notrump values.',
} as const;

const VALUES_1943 = {
  ...COMMON,
  trickValues: { C: MINOR, D: MINOR, H: MAJOR, S: MAJOR, NT: NT_FROM_1935 },
  insult: { X: 50, XX: 50 }, // 50 for making a doubled or redoubled contract [TIME43]
  undertricks: UNDERTRICKS_1935,
} as const;
const UNCERTAIN_1943 = {
  insult: '50 / 50 from TIME (1 Mar 1943), a secondary source.',
  smallSlam: '500 / 750 assumed as in later codes: the sources name only the grand slam.',
  overtricks: 'Doubled overtricks 100 / 200 (redoubled 200 / 400) assumed: the sources are silent for 1943.',
  trickValues:
    'Minors 20 and majors 30 a trick as in every later code: the sources give only the notrump values.',
} as const;
/** Rubber values of the older codes that no source gives. */
const UNCERTAIN_OLD_RUBBER = {
  honours: 'Honours 100 / 150 / 150 assumed as in later codes.',
  rubber: 'Rubber bonus 700 / 500 and 300 for the only game of an unfinished rubber assumed as today.',
  'rubber.unfinishedPartScore': '50 for a part score in an unfinished rubber: secondary sources only.',
} as const;

/** The dates of the 1987 / 1993 change are contested (docs/scoring.md#codes): they are data here, not code. */
const DATES_NOTE = 'Dates of change are contested between sources; select a code by name to be exact.';

export const RULE_SETS = {
  duplicate: {
    name: 'duplicate',
    form: 'duplicate',
    inForce: { from: 1987 },
    source:
      'Laws of Duplicate Bridge 2017, Law 77 (values unchanged since 1987); Wikipedia, "Bridge scoring"',
    ...CURRENT_VALUES,
    ...DUPLICATE_PREMIUMS,
    honours: null, // not scored in duplicate (Law 77)
    rubber: null,
    uncertain: {},
  },
  rubber: {
    name: 'rubber',
    form: 'rubber',
    inForce: { from: 1993 },
    source: 'Laws of Rubber Bridge (ACBL Laws 72–81); WBF 1993 changes (Wikipedia, "Bridge scoring")',
    ...CURRENT_VALUES,
    ...RUBBER_PREMIUMS,
    honours: HONOURS,
    rubber: RUBBER_CURRENT,
    uncertain: {
      inForce: DATES_NOTE,
      'rubber.unfinishedPartScore': '100: secondary sources (docs/scoring.md#rubber).',
    },
  },
  chicago: {
    name: 'chicago',
    form: 'chicago',
    inForce: { from: 1993 },
    source: 'ACBL "How to keep score: Chicago" (docs/scoring.md#chicago); deal values as rubber 1993',
    ...CURRENT_VALUES,
    // Chicago awards the game premium at once; part scores are settled on the sheet (carry-over, deal-4 bonus).
    partScorePremium: null,
    gamePremium: vul(300, 500),
    honours: HONOURS, // "Honours count by most rules" (docs/scoring.md#chicago): the sheet can switch them off
    rubber: RUBBER_CURRENT,
    uncertain: {
      honours: 'Counted by most rules but not all (docs/scoring.md#chicago): a sheet setting.',
      inForce:
        'Chicago is older than 1993; these are the 1993 deal values. For an earlier year score the deals with rubber@YEAR.',
    },
  },
  'duplicate-1932': {
    name: 'duplicate-1932',
    form: 'duplicate',
    inForce: { from: 1932, to: 1934 },
    source: 'Laws of Contract Bridge 1932 as reported in docs/scoring.md#codes',
    ...VALUES_1932,
    ...DUPLICATE_PREMIUMS,
    honours: null,
    rubber: null,
    uncertain: { ...UNCERTAIN_1932, premiums: DUPLICATE_PREMIUMS_ASSUMED },
  },
  'duplicate-1935': {
    name: 'duplicate-1935',
    form: 'duplicate',
    inForce: { from: 1935, to: 1942 },
    source: 'Laws of Contract Bridge 1935 as reported in docs/scoring.md#codes',
    ...VALUES_1935,
    ...DUPLICATE_PREMIUMS,
    honours: null,
    rubber: null,
    uncertain: { ...UNCERTAIN_1935, premiums: DUPLICATE_PREMIUMS_ASSUMED },
  },
  'duplicate-1943': {
    name: 'duplicate-1943',
    form: 'duplicate',
    inForce: { from: 1943, to: 1986 },
    source:
      'Laws as amended 1943 (TIME, 1 Mar 1943), in force until the 1987 WBF change (Wikipedia, "Bridge scoring")',
    ...VALUES_1943,
    ...DUPLICATE_PREMIUMS,
    honours: null,
    rubber: null,
    uncertain: { ...UNCERTAIN_1943, premiums: DUPLICATE_PREMIUMS_ASSUMED, inForce: DATES_NOTE },
  },
  'duplicate-1987': {
    name: 'duplicate-1987',
    form: 'duplicate',
    inForce: { from: 1987 },
    source: 'WBF 1987 change (Wikipedia, "Bridge scoring"); Laws of Duplicate Bridge 2017, Law 77',
    ...CURRENT_VALUES,
    ...DUPLICATE_PREMIUMS,
    honours: null,
    rubber: null,
    uncertain: {},
  },
  'rubber-1932': {
    name: 'rubber-1932',
    form: 'rubber',
    inForce: { from: 1932, to: 1934 },
    source: 'Laws of Contract Bridge 1932 as reported in docs/scoring.md#codes',
    ...VALUES_1932,
    ...RUBBER_PREMIUMS,
    honours: HONOURS,
    rubber: RUBBER_1943,
    uncertain: {
      ...UNCERTAIN_1932,
      rubber: 'Rubber bonus 700 / 500 and unfinished-rubber 300 / 50 assumed as in 1943.',
    },
  },
  'rubber-1935': {
    name: 'rubber-1935',
    form: 'rubber',
    inForce: { from: 1935, to: 1942 },
    source: 'Laws of Contract Bridge 1935 as reported in docs/scoring.md#codes',
    ...VALUES_1935,
    ...RUBBER_PREMIUMS,
    honours: HONOURS,
    rubber: RUBBER_1943,
    uncertain: { ...UNCERTAIN_1935, ...UNCERTAIN_OLD_RUBBER },
  },
  'rubber-1943': {
    name: 'rubber-1943',
    form: 'rubber',
    inForce: { from: 1943, to: 1992 },
    source:
      'Laws as amended 1943 (TIME, 1 Mar 1943), in force until the 1993 WBF change (Wikipedia, "Bridge scoring")',
    ...VALUES_1943,
    ...RUBBER_PREMIUMS,
    honours: HONOURS,
    rubber: RUBBER_1943,
    uncertain: { ...UNCERTAIN_1943, ...UNCERTAIN_OLD_RUBBER, inForce: DATES_NOTE },
  },
  'rubber-1993': {
    name: 'rubber-1993',
    form: 'rubber',
    inForce: { from: 1993 },
    source: 'WBF 1993 change (Wikipedia, "Bridge scoring"); Laws of Rubber Bridge',
    ...CURRENT_VALUES,
    ...RUBBER_PREMIUMS,
    honours: HONOURS,
    rubber: RUBBER_CURRENT,
    uncertain: {
      inForce: DATES_NOTE,
      'rubber.unfinishedPartScore': '100: secondary sources (docs/scoring.md#rubber).',
    },
  },
} as const satisfies Record<string, RuleSet>;

export type RuleSetName = keyof typeof RULE_SETS;
export const RULE_SET_NAMES = Object.keys(RULE_SETS) as RuleSetName[];

/** The codes of one form, oldest first. */
const ERAS: { readonly [F in RuleSet['form']]: readonly RuleSetName[] } = {
  duplicate: ['duplicate-1932', 'duplicate-1935', 'duplicate-1943', 'duplicate-1987'],
  rubber: ['rubber-1932', 'rubber-1935', 'rubber-1943', 'rubber-1993'],
  chicago: ['chicago'],
};

/**
 * Finds a rule set by name (`duplicate`, `rubber-1943`) or by form and year
 * (`duplicate@1975` is the code in force in 1975, `duplicate-1943`).
 *
 * @example
 * ruleSetByName('rubber@1935'); // { ok: true, value: RULE_SETS['rubber-1935'] }
 */
export function ruleSetByName(text: string): Result<RuleSet, RulesError> {
  const name = text.trim().toLowerCase();
  if (Object.hasOwn(RULE_SETS, name)) return ok(RULE_SETS[name as RuleSetName]);
  const at = /^(duplicate|rubber|chicago)\s*@\s*(\d{1,4})$/.exec(name);
  if (!at) return err({ code: 'rules-unknown', text });
  const form = at[1] as RuleSet['form'];
  const year = Number(at[2]);
  const eras = ERAS[form].map((n) => RULE_SETS[n] as RuleSet);
  const found = eras.find(
    (r) => r.inForce.from <= year && (r.inForce.to === undefined || year <= r.inForce.to),
  );
  if (found) return ok(found);
  return err({ code: 'rules-year', form, year, earliest: eras[0]?.inForce.from ?? year });
}
