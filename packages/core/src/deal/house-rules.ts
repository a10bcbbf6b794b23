/**
 * House rule sets loaded from JSON, in the same shape as the built-in ones.
 * A house set may start from a built-in one with `"extends": "rubber"` and
 * override only what differs. Every field is checked; an error names the
 * field's path and what was expected there.
 *
 * @example
 * parseRuleSet('{"name":"club","extends":"duplicate","insult":{"X":50,"XX":50}}');
 * // { ok: true, value: { ...RULE_SETS.duplicate, name: 'club', insult: { X: 50, XX: 50 } } }
 */

import { err, ok, type Result } from '../common/result.js';
import type { RulesError } from './errors.js';
import { FORMS, type RuleSet } from './rule-set.js';
import { ruleSetByName } from './rule-sets.js';
import { DOUBLINGS, HONOURS, STRAINS } from './types.js';

type Json = unknown;
type Check = (value: Json, path: string) => RulesError | null;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (path: string, expected: string): RulesError => ({ code: 'rules-invalid', path, expected });

/**
 * Points are whole numbers up to 100,000: every score a deal can reach (13 undertricks,
 * a doubled grand slam) then stays far inside the 32-bit table the rule set compiles to.
 */
const MAX_POINTS = 100_000;
const points: Check = (v, path) =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_POINTS
    ? null
    : invalid(path, `a whole number of points from 0 to ${MAX_POINTS}`);

const nonEmptyPoints =
  (length?: number): Check =>
  (v, path) => {
    if (!Array.isArray(v) || v.length === 0 || (length !== undefined && v.length !== length)) {
      return invalid(path, length ? `a list of ${length} numbers` : 'a non-empty list of numbers');
    }
    for (const [i, x] of v.entries()) {
      const e = points(x, `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  };

/** `$.a.b`, or `$.a[""]` for keys that are not plain names (the undoubled undertrick list is `""`). */
const fieldPath = (path: string, key: string): string =>
  /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

const record =
  (fields: Record<string, Check>): Check =>
  (v, path) => {
    if (!isObject(v)) return invalid(path, `an object with ${Object.keys(fields).join(', ')}`);
    for (const [key, check] of Object.entries(fields)) {
      if (!Object.hasOwn(v, key)) return invalid(fieldPath(path, key), 'a value (missing)');
      const e = check(v[key], fieldPath(path, key));
      if (e) return e;
    }
    for (const key of Object.keys(v)) {
      if (!Object.hasOwn(fields, key)) return invalid(fieldPath(path, key), 'no such field');
    }
    return null;
  };

const nullable =
  (check: Check): Check =>
  (v, path) =>
    v === null ? null : check(v, path);

const byVul = (check: Check) => record({ notVul: check, vul: check });
const factor: Check = (v, path) =>
  Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= 16
    ? null
    : invalid(path, 'a whole number from 1 to 16');
const year: Check = (v, path) =>
  Number.isSafeInteger(v) && (v as number) >= 1900 && (v as number) <= 2100
    ? null
    : invalid(path, 'a year from 1900 to 2100');
const text: Check = (v, path) => (typeof v === 'string' && v.trim() !== '' ? null : invalid(path, 'a text'));
const oneOf =
  (values: readonly string[]): Check =>
  (v, path) =>
    typeof v === 'string' && values.includes(v) ? null : invalid(path, `one of ${values.join(', ')}`);

const undertrickTable = record(Object.fromEntries(DOUBLINGS.map((d) => [d, nonEmptyPoints()])));

const RULE_SET_SHAPE: Record<keyof RuleSet, Check> = {
  name: text,
  form: oneOf(FORMS),
  inForce: (v, path) => {
    if (!isObject(v)) return invalid(path, 'an object with from (and to)');
    const { to, ...rest } = v;
    const e = record({ from: year })(rest, path);
    return e ?? (to === undefined ? null : year(to, `${path}.to`));
  },
  source: text,
  trickValues: record(Object.fromEntries(STRAINS.map((s) => [s, nonEmptyPoints(7)]))),
  doubledTrickFactor: record({ X: factor, XX: factor }),
  gameThreshold: points,
  partScorePremium: nullable(points),
  gamePremium: nullable(byVul(points)),
  smallSlam: byVul(points),
  grandSlam: byVul(points),
  insult: record({ X: points, XX: points }),
  overtricks: record({ X: byVul(points), XX: byVul(points) }),
  undertricks: byVul(undertrickTable),
  honours: nullable(record(Object.fromEntries(HONOURS.map((h) => [h, points])))),
  rubber: nullable(
    record({
      twoGamesToNone: points,
      twoGamesToOne: points,
      unfinishedGame: points,
      unfinishedPartScore: points,
    }),
  ),
  uncertain: (v, path) =>
    isObject(v) && Object.values(v).every((x) => typeof x === 'string')
      ? null
      : invalid(path, 'an object of texts'),
};

/** Deep merge of plain objects: `over` wins; arrays and other values are replaced whole. */
function merge(base: Json, over: Json): Json {
  if (!isObject(base) || !isObject(over)) return over;
  const out: Record<string, Json> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    // defineProperty, not assignment: a "__proto__" key from JSON stays a plain (and rejected) field.
    const value = Object.hasOwn(base, k) ? merge(base[k], v) : v;
    Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Validates a parsed JSON value as a rule set (see the module overview). */
export function validateRuleSet(value: Json): Result<RuleSet, RulesError> {
  if (!isObject(value)) return err(invalid('$', 'an object'));
  let candidate: Json = value;
  const base = value.extends;
  if (base !== undefined) {
    if (typeof base !== 'string') return err(invalid('$.extends', 'the name of a rule set'));
    const found = ruleSetByName(base);
    if (!found.ok) return found;
    const { extends: _ignored, ...own } = value;
    candidate = merge(
      { ...found.value, uncertain: {}, source: `house rules based on ${found.value.name}` },
      own,
    );
  }
  const e = record(RULE_SET_SHAPE)(candidate, '$');
  return e ? err(e) : ok(candidate as RuleSet);
}

/** Parses a rule set from JSON text. Never throws. */
export function parseRuleSet(json: string): Result<RuleSet, RulesError> {
  let value: Json;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return err({ code: 'rules-json', detail: e instanceof Error ? e.message : String(e) });
  }
  return validateRuleSet(value);
}
