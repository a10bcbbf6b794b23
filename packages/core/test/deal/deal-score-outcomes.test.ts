/**
 * One deal under every rule set: all 2,940 outcomes (7 levels × 5 strains ×
 * 3 doublings × 2 vulnerabilities × 14 trick counts) of each of the eleven
 * built-in rule sets, checked against the oracle written from the Laws' tables
 * (`../oracle.ts`). The worked examples, honours, breakdowns and refusals are in
 * `deal-score.test.ts`, which mutation testing runs before this file
 * (docs/mutation.md, *Speed*).
 */
import {
  type BreakdownItem,
  contractOf,
  type Deal,
  declarerPoints,
  nsScore,
  parseRuleSet,
  type RuleSet,
  ruleSetByName,
  type Seat,
  scoreDeal,
  type Vulnerability,
} from '@bridge-score/core';
import { describe, expect, test } from 'vitest';
import {
  CODES,
  type Code,
  DBLS,
  type Dbl,
  DENS,
  type Den,
  expectedItems,
  expectedScore,
  itemKey,
  LEVEL_LIST,
  penalty,
  undertrick,
} from '../oracle.js';

function rules(name: string): RuleSet {
  const r = ruleSetByName(name);
  if (!r.ok) throw new Error(`no rule set ${name}: ${r.error.code}`);
  return r.value;
}

const actualKey = (item: BreakdownItem): string => itemKey({ ...item, n: 'n' in item ? item.n : undefined });

/** A board vulnerability under which declarer's side has `vul`, alternating between the two that do. */
function vulnerabilityFor(seat: Seat, vul: boolean, pick: number): Vulnerability {
  const ns = seat === 'N' || seat === 'S';
  if (vul) return pick % 2 === 0 ? (ns ? 'NS' : 'EW') : 'Both';
  return pick % 2 === 0 ? 'None' : ns ? 'EW' : 'NS';
}

const SEAT_LIST: readonly Seat[] = ['N', 'E', 'S', 'W'];

describe('the oracle agrees with itself', () => {
  test('per-undertrick values sum to the closed-form penalty, every era', () => {
    for (const era of ['1932', '1935', '1943', 'current'] as const) {
      for (const vul of [false, true]) {
        for (const d of DBLS) {
          let sum = 0;
          for (let down = 1; down <= 13; down++) {
            sum += undertrick(era, vul, d, down);
            expect(sum, `${era} vul=${vul} ${d || 'undoubled'} ${down} down`).toBe(
              penalty(era, vul, d, down),
            );
          }
        }
      }
    }
  });
});

const CONTRACTS: { level: number; den: Den; d: Dbl; label: string }[] = LEVEL_LIST.flatMap((level) =>
  DENS.flatMap((den) => DBLS.map((d) => ({ level, den, d, label: `${level}${den}${d}` }))),
);

describe.each(CODES)('all outcomes under $name', (code: Code) => {
  const ruleSet = rules(code.name);

  test('the rule set found by name is the one asked for', () => {
    expect(ruleSet.name).toBe(code.name);
    expect(ruleSet.form).toBe(code.kind);
  });

  test.each(CONTRACTS)('$label, both vulnerabilities, 0–13 tricks', ({ level, den, d }) => {
    const contract = contractOf(level as 1, den, d);
    const failures: string[] = [];
    for (const vul of [false, true]) {
      for (let tricks = 0; tricks <= 13; tricks++) {
        const where = `${level}${den}${d} ${vul ? 'V' : 'NV'} ${tricks} tricks, ${code.name}`;
        const want = expectedScore(code, level, den, d, vul, tricks);
        const got = declarerPoints(contract, vul, tricks, ruleSet);
        if (got !== want) failures.push(`declarerPoints ${where}: expected ${want}, got ${got}`);

        const wantItems = expectedItems(code, level, den, d, vul, tricks).map(itemKey).sort();
        for (const [i, seat] of SEAT_LIST.entries()) {
          const vulnerability = vulnerabilityFor(seat, vul, tricks + i);
          const deal: Deal = { contract, declarer: seat, tricks, vulnerability };
          const r = scoreDeal(deal, ruleSet);
          if (!r.ok) {
            failures.push(`scoreDeal ${where} by ${seat}: error ${r.error.code}`);
            continue;
          }
          const s = r.value;
          const ns = seat === 'N' || seat === 'S' ? want : -want;
          const at = `scoreDeal ${where} by ${seat} (${vulnerability})`;
          if (s.declarerScore !== want)
            failures.push(`${at}: declarerScore ${s.declarerScore}, expected ${want}`);
          if (s.ns !== ns || s.ew !== -ns)
            failures.push(`${at}: ns/ew ${s.ns}/${s.ew}, expected ${ns}/${-ns}`);
          if (s.vulnerable !== vul) failures.push(`${at}: vulnerable ${s.vulnerable}`);
          if (s.rules !== code.name) failures.push(`${at}: rules ${s.rules}`);
          let sum = 0;
          for (const item of s.breakdown) sum += item.to === 'declarer' ? item.points : -item.points;
          if (sum !== s.declarerScore)
            failures.push(`${at}: breakdown sums to ${sum}, score ${s.declarerScore}`);
          const gotItems = s.breakdown.map(actualKey).sort();
          if (gotItems.join(' ') !== wantItems.join(' ')) {
            failures.push(
              `${at}: breakdown\n    got      ${gotItems.join(' ')}\n    expected ${wantItems.join(' ')}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// nsScore and the plain-contract path

/** A house set differing from the current Laws in one number each way: insult 25 / 50, part score 100. */
const HOUSE_JSON = '{"name":"club","extends":"duplicate","insult":{"X":25,"XX":50},"partScorePremium":100}';

function houseRules(): RuleSet {
  const r = parseRuleSet(HOUSE_JSON);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** The house set's score for declarer, from the oracle's current Laws and the two changed numbers. */
function houseScore(level: number, den: Den, d: Dbl, vul: boolean, tricks: number): number {
  const current = expectedScore(CODES[0] as Code, level, den, d, vul, tricks);
  if (tricks < level + 6) return current;
  const insult = d === 'X' ? 50 - 25 : d === 'XX' ? 100 - 50 : 0;
  const partScore = contractPointsOf(level, den, d) < 100 ? 100 - 50 : 0;
  return current - insult + partScore;
}

/** Trick points of the tricks bid, current Laws: 20 minors, 30 majors, 40 + 30 notrump; ×2, ×4. */
function contractPointsOf(level: number, den: Den, d: Dbl): number {
  const first = den === 'NT' ? 40 : den === 'H' || den === 'S' ? 30 : 20;
  const rest = den === 'C' || den === 'D' ? 20 : 30;
  return (first + rest * (level - 1)) * (d === 'XX' ? 4 : d === 'X' ? 2 : 1);
}

const VULNERABILITY_LIST: readonly Vulnerability[] = ['None', 'NS', 'EW', 'Both'];

/** Whether declarer's side is vulnerable, written out from Law 2's four board states. */
/** The same deal twice: its contract a plain `{ level, strain, doubling }` object, and the parsers' interned one. */
function twoWays(
  level: number,
  den: Den,
  d: Dbl,
  seat: Seat,
  vulnerability: Vulnerability,
  tricks: number,
): [Deal, Deal] {
  const plain: Deal = {
    contract: { level: level as 1, strain: den, doubling: d },
    declarer: seat,
    tricks,
    vulnerability,
  };
  return [plain, { ...plain, contract: contractOf(level as 1, den, d) }];
}

const declarerVulnerable = (seat: Seat, v: Vulnerability): boolean =>
  v === 'Both' ||
  (v === 'NS' && (seat === 'N' || seat === 'S')) ||
  (v === 'EW' && (seat === 'E' || seat === 'W'));

describe.each([
  ...CODES.map((code) => ({
    name: code.name,
    rules: () => rules(code.name),
    want: (l: number, den: Den, d: Dbl, v: boolean, t: number) => expectedScore(code, l, den, d, v, t),
  })),
  { name: 'a house set (club)', rules: houseRules, want: houseScore },
])(
  'nsScore under $name: every contract, seat, board vulnerability and trick count',
  ({ rules: ruleSetOf, want }) => {
    const ruleSet = ruleSetOf();

    test.each(LEVEL_LIST)('level %i', (level) => {
      const failures: string[] = [];
      for (const den of DENS) {
        for (const d of DBLS) {
          for (const seat of SEAT_LIST) {
            for (const vulnerability of VULNERABILITY_LIST) {
              for (let tricks = 0; tricks <= 13; tricks++) {
                const declarerScore = want(level, den, d, declarerVulnerable(seat, vulnerability), tricks);
                const ns = seat === 'N' || seat === 'S' ? declarerScore : -declarerScore;
                const [plain, parsed] = twoWays(level, den, d, seat, vulnerability, tricks);
                const a = nsScore(plain, ruleSet);
                const b = nsScore(parsed, ruleSet);
                const s = scoreDeal(plain, ruleSet);
                if (a.ok && a.value === ns && b.ok && b.value === ns && s.ok && s.value.ns === ns) continue;
                failures.push(
                  `${level}${den}${d} by ${seat}, ${vulnerability}, ${tricks} tricks: expected ${ns}, ` +
                    `nsScore ${JSON.stringify(a)}, parsed ${JSON.stringify(b)}, scoreDeal ${s.ok ? s.value.ns : '-'}`,
                );
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  },
);

describe('a plain contract object and a parsed one give the same result', () => {
  const duplicate = rules('duplicate');
  const house = houseRules();

  test.each(CONTRACTS)(
    '$label, every seat and vulnerability, 0–13 tricks, two rule sets',
    ({ level, den, d }) => {
      for (const ruleSet of [duplicate, house, rules('rubber')]) {
        for (const seat of SEAT_LIST) {
          for (const vulnerability of VULNERABILITY_LIST) {
            for (let tricks = 0; tricks <= 13; tricks++) {
              const [plain, parsed] = twoWays(level, den, d, seat, vulnerability, tricks);
              const a = scoreDeal(plain, ruleSet);
              const b = scoreDeal(parsed, ruleSet);
              expect(a).toEqual(b);
              // The result names the interned contract, whichever object came in.
              expect(a.ok && a.value.contract).toBe(contractOf(level as 1, den, d));
              expect(a.ok && a.value.breakdown).toBe(b.ok && b.value.breakdown);
              expect(nsScore(plain, ruleSet)).toEqual(nsScore(parsed, ruleSet));
            }
          }
        }
      }
    },
  );
});
