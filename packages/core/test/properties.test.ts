/**
 * Invariants, checked with fast-check: parsers never throw; NS = −EW; the
 * score is its breakdown; made contracts score for declarer and failed ones
 * against; more tricks never score less; the relations the seeds state
 * between the undertrick tables.
 */
import {
  type Contract,
  contractOf,
  type Deal,
  declarerPoints,
  type HonoursClaim,
  parseBoardNumber,
  parseContract,
  parseContractResult,
  parseDealFields,
  parseHonours,
  parseResult,
  parseRuleSet,
  parseVulnerability,
  type RuleSet,
  ruleSetByName,
  type Seat,
  scoreDeal,
  type Vulnerability,
  validateRuleSet,
} from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CODES, DBLS, DENS, LEVEL_LIST } from './oracle.js';

function rules(name: string): RuleSet {
  const r = ruleSetByName(name);
  if (!r.ok) throw new Error(name);
  return r.value;
}
const RULES = CODES.map((c) => rules(c.name));

// ---------------------------------------------------------------------------
// Arbitraries

const BRIDGE_CHARS = [
  ...'0123456789',
  ...'CDHSNTXRPAcdhsntxrpa',
  ...'♠♥♦♣♤♡♢♧',
  ...'=+-−–—*. \t',
  ...'ПЧБТКБК',
  ...'无将黑桃红心',
  '\uFE0F',
  '\uFF10',
  '\uFF0D',
];
const bridgeish = fc.string({ unit: fc.constantFrom(...BRIDGE_CHARS), maxLength: 12 });
/** Strings of every kind: printable, full Unicode (lone surrogates included), and bridge-ish. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  bridgeish,
  fc.constantFrom('', ' ', '__proto__', 'constructor', 'Pass', '8S', '0NT', '7NT+1', '1C-8', '\uD800'),
);

const contractArb: fc.Arbitrary<Contract> = fc
  .tuple(fc.constantFrom(...LEVEL_LIST), fc.constantFrom(...DENS), fc.constantFrom(...DBLS))
  .map(([level, strain, doubling]) => contractOf(level, strain, doubling));
const seatArb = fc.constantFrom<Seat>('N', 'E', 'S', 'W');
const vulArb = fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'Both');
const tricksArb = fc.integer({ min: 0, max: 13 });
const rulesArb = fc.constantFrom(...RULES);
const honoursFor = (c: Contract): fc.Arbitrary<HonoursClaim | undefined> =>
  fc.option(
    fc.record({
      kind:
        c.strain === 'NT'
          ? fc.constant('four-aces' as const)
          : fc.constantFrom('four-trumps' as const, 'five-trumps' as const),
      holder: fc.constantFrom('NS' as const, 'EW' as const),
    }),
    { nil: undefined },
  );

/** A valid deal with a rule set; honours only where the rule set scores them. */
const scoredDealArb = fc
  .tuple(contractArb, seatArb, tricksArb, vulArb, rulesArb)
  .chain(([contract, declarer, tricks, vulnerability, ruleSet]) =>
    (ruleSet.honours ? honoursFor(contract) : fc.constant(undefined)).map((honours) => {
      const deal: Deal = honours
        ? { contract, declarer, tricks, vulnerability, honours }
        : { contract, declarer, tricks, vulnerability };
      return { deal, ruleSet };
    }),
  );

const noThrow = (f: () => unknown) => {
  f();
  return true;
};

// ---------------------------------------------------------------------------

describe('parsers never throw', () => {
  test('parseContract, parseContractResult', () => {
    fc.assert(
      fc.property(anyText, (s) => noThrow(() => parseContract(s)) && noThrow(() => parseContractResult(s))),
      { numRuns: 3000 },
    );
  });

  test('parseResult against any contract', () => {
    fc.assert(
      fc.property(anyText, contractArb, (s, c) => noThrow(() => parseResult(s, c))),
      { numRuns: 2000 },
    );
  });

  test('parseHonours, parseVulnerability, parseBoardNumber', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.constantFrom(...DENS),
        (s, strain) =>
          noThrow(() => parseHonours(s, strain)) &&
          noThrow(() => parseVulnerability(s)) &&
          noThrow(() => parseBoardNumber(s)),
      ),
      { numRuns: 2000 },
    );
  });

  test('parseDealFields with any fields', () => {
    const field = fc.option(fc.oneof(anyText, bridgeish), { nil: undefined });
    const numberish = fc.option(fc.oneof(anyText, fc.integer({ min: -20, max: 30 }), fc.double()), {
      nil: undefined,
    });
    fc.assert(
      fc.property(
        fc.oneof(anyText, bridgeish),
        field,
        numberish,
        numberish,
        field,
        numberish,
        field,
        (contract, declarer, tricks, result, vulnerability, board, honours) =>
          noThrow(() =>
            parseDealFields({ contract, declarer, tricks, result, vulnerability, board, honours }),
          ),
      ),
      { numRuns: 3000 },
    );
  });

  test('parseRuleSet with any text', () => {
    fc.assert(
      fc.property(anyText, (s) => noThrow(() => parseRuleSet(s))),
      { numRuns: 2000 },
    );
  });

  test('parseRuleSet with any JSON, and with a built-in set whose one field is replaced by any JSON', () => {
    const fields = [
      'name',
      'form',
      'inForce',
      'trickValues',
      'doubledTrickFactor',
      'gameThreshold',
      'partScorePremium',
      'gamePremium',
      'insult',
      'overtricks',
      'undertricks',
      'honours',
      'rubber',
      'uncertain',
      'extends',
      'bogus',
    ];
    fc.assert(
      fc.property(fc.json(), (s) => noThrow(() => parseRuleSet(s))),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('duplicate', 'rubber', 'chicago', 'duplicate-1932', undefined),
        fc.constantFrom(...fields),
        fc.jsonValue(),
        (base, field, value) => {
          const over: Record<string, unknown> = { name: 'house', [field]: value };
          if (base !== undefined) over.extends = base;
          return noThrow(() => parseRuleSet(JSON.stringify(over))) && noThrow(() => validateRuleSet(over));
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('validateRuleSet with any value', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => noThrow(() => validateRuleSet(v))),
      { numRuns: 1000 },
    );
  });
});

describe('scores of valid deals', () => {
  test('NS = −EW, under every rule set, with or without honours', () => {
    fc.assert(
      fc.property(scoredDealArb, ({ deal, ruleSet }) => {
        const r = scoreDeal(deal, ruleSet);
        if (!r.ok) return false;
        return r.value.ns === -r.value.ew && Object.is(r.value.ns + r.value.ew, 0);
      }),
      { numRuns: 5000 },
    );
  });

  test("declarer's score is the sum of the breakdown, signed by `to`, and NS's is declarer's when NS declared", () => {
    fc.assert(
      fc.property(scoredDealArb, ({ deal, ruleSet }) => {
        const r = scoreDeal(deal, ruleSet);
        if (!r.ok) return false;
        let sum = 0;
        for (const item of r.value.breakdown) sum += item.to === 'declarer' ? item.points : -item.points;
        const nsDeclared = deal.declarer === 'N' || deal.declarer === 'S';
        return sum === r.value.declarerScore && r.value.ns === (nsDeclared ? sum : -sum);
      }),
      { numRuns: 5000 },
    );
  });

  test('without honours, scoreDeal and declarerPoints agree', () => {
    fc.assert(
      fc.property(
        contractArb,
        seatArb,
        tricksArb,
        vulArb,
        rulesArb,
        (contract, declarer, tricks, vulnerability, ruleSet) => {
          const r = scoreDeal({ contract, declarer, tricks, vulnerability }, ruleSet);
          if (!r.ok) return false;
          return r.value.declarerScore === declarerPoints(contract, r.value.vulnerable, tricks, ruleSet);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('a made contract scores for declarer, a failed one against (duplicate, and every rule set)', () => {
    fc.assert(
      fc.property(contractArb, fc.boolean(), tricksArb, rulesArb, (contract, vul, tricks, ruleSet) => {
        const score = declarerPoints(contract, vul, tricks, ruleSet);
        return tricks >= contract.level + 6 ? score > 0 : score < 0;
      }),
      { numRuns: 5000 },
    );
    // and exhaustively under duplicate
    const duplicate = rules('duplicate');
    for (const level of LEVEL_LIST) {
      for (const strain of DENS) {
        for (const d of DBLS) {
          for (const vul of [false, true]) {
            for (let tricks = 0; tricks <= 13; tricks++) {
              const score = declarerPoints(contractOf(level, strain, d), vul, tricks, duplicate);
              const made = tricks >= level + 6;
              expect(
                made ? score > 0 : score < 0,
                `${level}${strain}${d} vul=${vul} ${tricks}: ${score}`,
              ).toBe(true);
            }
          }
        }
      }
    }
  });

  test('more tricks never lower declarer’s score, under every rule set', () => {
    fc.assert(
      fc.property(
        contractArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        rulesArb,
        (contract, vul, t, ruleSet) => {
          return declarerPoints(contract, vul, t + 1, ruleSet) >= declarerPoints(contract, vul, t, ruleSet);
        },
      ),
      { numRuns: 5000 },
    );
    const bad: string[] = [];
    for (const [i, ruleSet] of RULES.entries()) {
      for (const level of LEVEL_LIST) {
        for (const strain of DENS) {
          for (const d of DBLS) {
            for (const vul of [false, true]) {
              for (let t = 0; t < 13; t++) {
                const c = contractOf(level, strain, d);
                if (declarerPoints(c, vul, t + 1, ruleSet) < declarerPoints(c, vul, t, ruleSet)) {
                  bad.push(`${CODES[i]?.name} ${level}${strain}${d} vul=${vul} ${t}→${t + 1}`);
                }
              }
            }
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('redoubled undertricks are always twice the doubled ones (docs/scoring.md#codes), every era', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEVEL_LIST),
        fc.constantFrom(...DENS),
        fc.boolean(),
        tricksArb,
        rulesArb,
        (level, strain, vul, tricks, ruleSet) => {
          fc.pre(tricks < level + 6);
          const x = declarerPoints(contractOf(level, strain, 'X'), vul, tricks, ruleSet);
          const xx = declarerPoints(contractOf(level, strain, 'XX'), vul, tricks, ruleSet);
          return xx === 2 * x;
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('current Laws: n doubled vulnerable undertricks cost as much as n + 1 not vulnerable (n ≥ 2; Wikipedia, "Bridge scoring")', () => {
    const current = ['duplicate', 'duplicate-1987', 'rubber', 'rubber-1993', 'chicago'].map(rules);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom('X' as const, 'XX' as const),
        fc.constantFrom(...current),
        (n, d, ruleSet) => {
          const c = contractOf(7, 'NT', d);
          return declarerPoints(c, true, 13 - n, ruleSet) === declarerPoints(c, false, 13 - (n + 1), ruleSet);
        },
      ),
    );
  });

  test('the score of a deal does not depend on which partner declared', () => {
    fc.assert(
      fc.property(contractArb, tricksArb, vulArb, rulesArb, (contract, tricks, vulnerability, ruleSet) => {
        const by = (declarer: Seat) => {
          const r = scoreDeal({ contract, declarer, tricks, vulnerability }, ruleSet);
          return r.ok ? r.value.ns : Number.NaN;
        };
        return by('N') === by('S') && by('E') === by('W');
      }),
      { numRuns: 2000 },
    );
  });
});
