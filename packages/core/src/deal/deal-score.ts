/**
 * The score of one deal under a rule set, itemised.
 *
 * Each item of the breakdown is data (a code and its numbers), so that every
 * adapter can word it in its own language. For speed, each rule set is
 * compiled once into a table of all 2,940 contract × vulnerability × tricks
 * outcomes; `declarerPoints` is a single lookup.
 *
 * @example
 * const r = scoreDeal({ contract: { level: 4, strain: 'S', doubling: 'X' }, declarer: 'S', tricks: 7, vulnerability: 'NS' });
 * // r.value.ns === -800; r.value.breakdown: undertricks 200, 300, 300 to the defenders
 */

import { err, type Ok, ok, type Result } from '../common/result.js';
import {
  CONTRACT_COUNT,
  CONTRACT_ORDINAL,
  type Contract,
  contractOf,
  contractOrdinal,
  type FinalContract,
  PASS,
} from './contract.js';
import type { DealError, NotationError } from './errors.js';
import { type RuleSet, undertrickValue } from './rule-set.js';
import { RULE_SETS } from './rule-sets.js';
import { isWholeIn, ordinalKey, playedKey, seatIndex, vulnerabilityIndex } from './table-keys.js';
import {
  BOOK,
  DOUBLINGS,
  type Doubling,
  type Honours,
  isVulnerable,
  LEVELS,
  MAX_TRICKS,
  SEATS,
  type Seat,
  type Side,
  STRAINS,
  type Strain,
  sideOf,
  type Vulnerability,
} from './types.js';

/** Who an item is scored for. */
export type Beneficiary = 'declarer' | 'defenders';
/** Where a rubber scorer writes an item: trick points for contracted tricks below, all else above. */
export type Line = 'below' | 'above';

type Item<C extends string, T extends Beneficiary, L extends Line, Extra> = {
  readonly code: C;
  readonly points: number;
  readonly to: T;
  readonly line: L;
} & Extra;

export type BreakdownItem =
  | Item<
      'trick-points',
      'declarer',
      'below',
      { readonly level: number; readonly strain: Strain; readonly doubling: Doubling }
    >
  | Item<'overtrick', 'declarer', 'above', { readonly n: number; readonly doubling: Doubling }>
  | Item<'part-score', 'declarer', 'above', object>
  | Item<'game', 'declarer', 'above', { readonly vulnerable: boolean }>
  | Item<'small-slam', 'declarer', 'above', { readonly vulnerable: boolean }>
  | Item<'grand-slam', 'declarer', 'above', { readonly vulnerable: boolean }>
  | Item<'insult', 'declarer', 'above', { readonly doubling: Doubling }>
  | Item<
      'undertrick',
      'defenders',
      'above',
      { readonly n: number; readonly doubling: Doubling; readonly vulnerable: boolean }
    >
  | Item<'honours', Beneficiary, 'above', { readonly kind: Honours; readonly holder: Side }>;

export type BreakdownCode = BreakdownItem['code'];

/** Honours held in one hand: which kind, and which side held them. */
export interface HonoursClaim {
  readonly kind: Honours;
  readonly holder: Side;
}

/** The facts of one deal. */
export type Deal =
  | {
      readonly contract: Contract;
      readonly declarer: Seat;
      /** Tricks declarer took, 0–13. */
      readonly tricks: number;
      readonly vulnerability: Vulnerability;
      readonly honours?: HonoursClaim;
    }
  | { readonly contract: typeof PASS; readonly vulnerability: Vulnerability };

export interface DealScore {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  /** Whether declarer's side was vulnerable. */
  readonly vulnerable: boolean;
  readonly rules: string;
  /** Net score for declarer's side (negative when the contract failed). */
  readonly declarerScore: number;
  /** Net score for North-South; `ew` is always its negation. */
  readonly ns: number;
  readonly ew: number;
  readonly breakdown: readonly BreakdownItem[];
}

// ---------------------------------------------------------------------------
// Computing one outcome from the rule set: the readable statement of the rules.

function trickPoints(rules: RuleSet, c: Contract): number {
  const values = rules.trickValues[c.strain];
  const factor = c.doubling === '' ? 1 : rules.doubledTrickFactor[c.doubling];
  let sum = 0;
  for (let k = 0; k < c.level; k++) sum += (values[k] ?? 0) * factor;
  return sum;
}

/** The breakdown of a contract's outcome, before honours. */
export function outcomeItems(
  rules: RuleSet,
  c: Contract,
  vulnerable: boolean,
  tricks: number,
): BreakdownItem[] {
  const need = c.level + BOOK;
  const byVul = vulnerable ? 'vul' : 'notVul';
  const items: BreakdownItem[] = [];
  if (tricks < need) {
    const table = rules.undertricks[byVul][c.doubling];
    for (let n = 1; n <= need - tricks; n++) {
      const points = undertrickValue(table, n);
      items.push({
        code: 'undertrick',
        points,
        to: 'defenders',
        line: 'above',
        n,
        doubling: c.doubling,
        vulnerable,
      });
    }
    return items;
  }
  const below = trickPoints(rules, c);
  items.push({
    code: 'trick-points',
    points: below,
    to: 'declarer',
    line: 'below',
    level: c.level,
    strain: c.strain,
    doubling: c.doubling,
  });
  for (let n = 1; n <= tricks - need; n++) {
    const points =
      c.doubling === ''
        ? (rules.trickValues[c.strain][c.level + n - 1] ?? 0)
        : rules.overtricks[c.doubling][byVul];
    items.push({ code: 'overtrick', points, to: 'declarer', line: 'above', n, doubling: c.doubling });
  }
  if (below >= rules.gameThreshold) {
    if (rules.gamePremium) {
      items.push({
        code: 'game',
        points: rules.gamePremium[byVul],
        to: 'declarer',
        line: 'above',
        vulnerable,
      });
    }
  } else if (rules.partScorePremium !== null) {
    items.push({ code: 'part-score', points: rules.partScorePremium, to: 'declarer', line: 'above' });
  }
  if (c.level === 6) {
    items.push({
      code: 'small-slam',
      points: rules.smallSlam[byVul],
      to: 'declarer',
      line: 'above',
      vulnerable,
    });
  } else if (c.level === 7) {
    items.push({
      code: 'grand-slam',
      points: rules.grandSlam[byVul],
      to: 'declarer',
      line: 'above',
      vulnerable,
    });
  }
  if (c.doubling !== '' && rules.insult[c.doubling] !== 0) {
    items.push({
      code: 'insult',
      points: rules.insult[c.doubling],
      to: 'declarer',
      line: 'above',
      doubling: c.doubling,
    });
  }
  return items;
}

/** Net points of a breakdown for declarer's side. */
export function netForDeclarer(items: readonly BreakdownItem[]): number {
  let net = 0;
  for (const item of items) net += item.to === 'declarer' ? item.points : -item.points;
  return net;
}

// ---------------------------------------------------------------------------
// The compiled table

const OUTCOMES = CONTRACT_COUNT * 2 * (MAX_TRICKS + 1);

/**
 * A rule set compiled to tables. Every breakdown array is frozen and shared by
 * all equal outcomes of that rule set (the passed-out one included), so an
 * adapter may cache what it derives from an outcome by the array's identity.
 */
interface Compiled {
  readonly rules: RuleSet;
  readonly points: Int32Array;
  readonly items: readonly (readonly BreakdownItem[])[];
  readonly passedOut: readonly BreakdownItem[];
  /**
   * `nsScore`'s results: one frozen result per distinct score, shared, so that the lookup
   * allocates nothing, and the place of each deal key's (outcome index × 4 + declarer's seat)
   * among them. 2 bytes a key: the table and the few hundred results stay in the processor's
   * nearest cache, where an array of 11,760 references did not.
   */
  readonly ns: readonly Ok<number>[];
  readonly nsPlace: Uint16Array;
  /**
   * `scoreDeal`'s results by deal key (outcome index × 4 + declarer's seat), each frozen and
   * built the first time that key is scored, then returned as it is: the breakdown is the
   * table's entry, not rebuilt per call.
   */
  readonly results: (Ok<DealScore> | undefined)[];
}

/** Table index of an outcome: 28 rows per contract (not vulnerable, vulnerable) × tricks 0–13. */
function outcomeIndex(c: Contract, vulnerable: boolean, tricks: number): number {
  const known = (c as unknown as { readonly [ORDINAL]?: number })[ORDINAL];
  // `(v === true) | 0` rather than `v ? 14 : 0`: V8 compiles it without a branch, and a branch on
  // vulnerability, unpredictable in a real stream of deals, cost about half the time of a lookup.
  const vul = ((vulnerable === true) as unknown as number) | 0;
  return (known !== undefined ? known : contractOrdinal(c)) * 28 + vul * 14 + tricks;
}

/** A module-local copy of the key: a local constant is read faster than an imported binding. */
const ORDINAL: typeof CONTRACT_ORDINAL = CONTRACT_ORDINAL;

/** The interned contracts by ordinal. */
const CONTRACTS: readonly Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => DOUBLINGS.map((doubling) => contractOf(level, strain, doubling))),
);

type PlayedDeal = Extract<Deal, { readonly declarer: Seat }>;

/**
 * The key of a deal in the compiled tables, (outcome index) × 4 + declarer's
 * seat index; -1 unless it is a played contract whose every fact is valid and
 * it claims no honours (the checked path then says what is wrong). A contract
 * from the parsers carries its ordinal; a plain object's is read from its fields.
 */
function dealKey(deal: Deal): number {
  const { contract, declarer, tricks, vulnerability, honours } = deal as PlayedDeal;
  if (typeof contract !== 'object' || contract === null || honours !== undefined) return -1;
  const known = (contract as { readonly [ORDINAL]?: number })[ORDINAL];
  if (known !== undefined) return ordinalKey(known, declarer, vulnerability, tricks);
  return playedKey(contract.level, contract.strain, contract.doubling, declarer, vulnerability, tricks);
}

function compile(rules: RuleSet): Compiled {
  const points = new Int32Array(OUTCOMES);
  const items: (readonly BreakdownItem[])[] = new Array(OUTCOMES);
  for (const contract of CONTRACTS) {
    for (const vulnerable of [false, true]) {
      for (let tricks = 0; tricks <= MAX_TRICKS; tricks++) {
        const i = outcomeIndex(contract, vulnerable, tricks);
        const outcome: readonly BreakdownItem[] = Object.freeze(
          outcomeItems(rules, contract, vulnerable, tricks).map((item) => Object.freeze(item)),
        );
        items[i] = outcome;
        points[i] = netForDeclarer(outcome);
      }
    }
  }
  const byScore = new Map<number, number>();
  const ns: Ok<number>[] = [];
  const nsPlace = new Uint16Array(OUTCOMES * 4);
  for (let key = 0; key < OUTCOMES * 4; key++) {
    const declarerScore = points[key >> 2] as number;
    // Seats go N, E, S, W: the low bit of the seat is the side (0 North-South, 1 East-West).
    const score = (key & 1) === 0 ? declarerScore : -declarerScore + 0; // +0 turns -0 into 0
    let place = byScore.get(score);
    if (place === undefined) {
      place = ns.push(Object.freeze(ok(score))) - 1;
      byScore.set(score, place);
    }
    nsPlace[key] = place;
  }
  return {
    rules,
    points,
    items,
    passedOut: Object.freeze([]),
    ns,
    nsPlace,
    results: new Array(OUTCOMES * 4).fill(undefined),
  };
}

// One-entry memo in front of a WeakMap: a batch nearly always uses one rule set. The current
// Laws are compiled when the module loads; every other rule set when it is first used.
const DEFAULT: Compiled = compile(RULE_SETS.duplicate);
const DEFAULT_RULES: RuleSet = DEFAULT.rules;
const DEFAULT_POINTS: Int32Array = DEFAULT.points;
const DEFAULT_NS: readonly Ok<number>[] = DEFAULT.ns;
const DEFAULT_NS_PLACE: Uint16Array = DEFAULT.nsPlace;
let last: Compiled = DEFAULT;
const compiled = new WeakMap<RuleSet, Compiled>([[DEFAULT.rules, DEFAULT]]);

function compiledFor(rules: RuleSet | undefined): Compiled {
  if (rules === undefined || rules === DEFAULT_RULES) return DEFAULT;
  if (last.rules === rules) return last;
  let c = compiled.get(rules);
  if (!c) {
    c = compile(rules);
    compiled.set(rules, c);
  }
  last = c;
  return c;
}

/**
 * The score for declarer's side, and nothing else: the fast path.
 * Inputs are trusted to be typed values (parse them first); a level, strain
 * or trick count outside the vocabulary throws a RangeError.
 *
 * @example
 * declarerPoints({ level: 3, strain: 'NT', doubling: '' }, true, 11); // 660
 */
export function declarerPoints(
  contract: Contract,
  vulnerable: boolean,
  tricks: number,
  rules?: RuleSet,
): number {
  // No default parameter: reading the imported RULE_SETS on every call costs more than the lookup.
  const points = rules === undefined || rules === DEFAULT_RULES ? DEFAULT_POINTS : compiledFor(rules).points;
  const i = outcomeIndex(contract, vulnerable, tricks);
  // One test catches a non-integer or negative index, a level above 7 and tricks outside 0–13.
  if (i >>> 0 !== i || i >= OUTCOMES || tricks >>> 0 > 13) notAnOutcome(contract, tricks);
  return points[i] as number;
}

/** The cold path of `declarerPoints`, kept out of it so that the hot path stays small enough to inline. */
function notAnOutcome(contract: Contract, tricks: number): never {
  throw new RangeError(`not a contract outcome: ${JSON.stringify(contract)} ${tricks}`);
}

/**
 * Scores one deal with its itemised breakdown. Checks the facts a parser
 * cannot: trick count, honours that fit the strain and the rule set. The
 * contract may come from the parsers or be a plain `{ level, strain, doubling }`
 * object; either way the result's contract is the interned one. A valid deal
 * without honours is a lookup: its result is frozen and shared by every equal
 * deal (same contract, seat, tricks and vulnerability), built once per rule set.
 *
 * @example
 * const r = scoreDeal({ contract: { level: 3, strain: 'NT', doubling: '' }, declarer: 'N', tricks: 11, vulnerability: 'Both' });
 * r.ok && r.value.ns; // 660
 */
export function scoreDeal(deal: Deal, rules?: RuleSet): Result<DealScore, DealError | NotationError> {
  const key = dealKey(deal);
  if (key < 0) return checkedScore(deal, compiledFor(rules));
  const table = rules === undefined || rules === DEFAULT_RULES ? DEFAULT : compiledFor(rules);
  return table.results[key] ?? tableResult(table, key);
}

/** Builds, freezes and keeps the result of one deal key: once per key and rule set. */
function tableResult(table: Compiled, key: number): Ok<DealScore> {
  const outcome = key >> 2;
  const declarerScore = table.points[outcome] as number;
  const ns = declarerScore * (1 - 2 * (key & 1)) + 0; // seats N, E, S, W: the low bit is East-West
  const result: Ok<DealScore> = Object.freeze(
    ok(
      Object.freeze({
        contract: CONTRACTS[(outcome / 28) | 0] as Contract,
        declarer: SEATS[key & 3] as Seat,
        tricks: outcome % 14,
        vulnerable: outcome % 28 >= 14,
        rules: table.rules.name,
        declarerScore,
        ns,
        ew: -ns + 0,
        breakdown: table.items[outcome] as readonly BreakdownItem[],
      }),
    ),
  );
  table.results[key] = result;
  return result;
}

/**
 * The North-South score of one deal, and nothing else: the same facts and the
 * same checks as `scoreDeal`, a table lookup without a breakdown; an error is
 * the one `scoreDeal` gives. A score is a frozen result shared by every deal
 * with that score (nothing is allocated).
 *
 * @example
 * nsScore({ contract: { level: 4, strain: 'H', doubling: '' }, declarer: 'E', tricks: 10, vulnerability: 'Both' });
 * // { ok: true, value: -620 }
 */
export function nsScore(deal: Deal, rules?: RuleSet): Result<number, DealError | NotationError> {
  const key = dealKey(deal);
  if (key >= 0) {
    if (rules === undefined || rules === DEFAULT_RULES)
      return DEFAULT_NS[DEFAULT_NS_PLACE[key] as number] as Ok<number>;
    const table = compiledFor(rules);
    return table.ns[table.nsPlace[key] as number] as Ok<number>;
  }
  const scored = checkedScore(deal, compiledFor(rules));
  return scored.ok ? ok(scored.value.ns) : scored;
}

/** The checked path: a passed-out deal, honours, and every deal with a fact that is not valid. */
function checkedScore(deal: Deal, table: Compiled): Result<DealScore, DealError | NotationError> {
  const { rules } = table;
  if (deal.contract === PASS) {
    return ok({
      contract: PASS,
      declarer: null,
      tricks: null,
      vulnerable: false,
      rules: rules.name,
      declarerScore: 0,
      ns: 0,
      ew: 0,
      breakdown: table.passedOut,
    });
  }
  const { contract, declarer, tricks, honours } = deal;
  const ordinal = typeof contract === 'object' && contract !== null ? contractOrdinal(contract) : Number.NaN;
  if (Number.isNaN(ordinal)) {
    return err({ code: 'contract-invalid', text: JSON.stringify(contract) ?? String(contract) });
  }
  const seat = seatIndex(declarer);
  if (seat < 0) return err({ code: 'declarer-unknown', text: String(declarer) });
  const side = sideOf(declarer);
  const vul = vulnerabilityIndex(deal.vulnerability);
  if (vul < 0) return err({ code: 'vulnerability-unknown', text: String(deal.vulnerability) });
  if (!isWholeIn(tricks, 0, MAX_TRICKS)) return err({ code: 'tricks-range', tricks });
  const vulnerable = isVulnerable(deal.vulnerability, side);
  const interned = CONTRACTS[ordinal] as Contract;
  const i = outcomeIndex(interned, vulnerable, tricks);
  let breakdown = table.items[i] as readonly BreakdownItem[];
  let declarerScore = table.points[i] as number;
  if (honours) {
    const checked = honoursItem(rules, interned, side, honours);
    if (!checked.ok) return checked;
    breakdown = [...breakdown, checked.value];
    declarerScore += checked.value.to === 'declarer' ? checked.value.points : -checked.value.points;
  }
  const ns = side === 'NS' ? declarerScore : -declarerScore;
  return ok({
    contract: interned,
    declarer,
    tricks,
    vulnerable,
    rules: rules.name,
    declarerScore,
    ns: ns + 0, // +0 turns -0 into 0
    ew: -ns + 0,
    breakdown,
  });
}

/** The honours item, checked against the strain (four aces only at notrump) and the rule set. */
export function honoursItem(
  rules: RuleSet,
  contract: Contract,
  declarerSide: Side,
  honours: HonoursClaim,
): Result<BreakdownItem, DealError> {
  if (!rules.honours) return err({ code: 'honours-not-scored', rules: rules.name });
  const atNotrump = contract.strain === 'NT';
  if ((honours.kind === 'four-aces') !== atNotrump) {
    return err({ code: 'honours-strain', honours: honours.kind, strain: contract.strain });
  }
  return ok({
    code: 'honours',
    points: rules.honours[honours.kind],
    to: honours.holder === declarerSide ? 'declarer' : 'defenders',
    line: 'above',
    kind: honours.kind,
    holder: honours.holder,
  });
}
