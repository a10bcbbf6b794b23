/**
 * Scoring conventions: each choice a program makes, on small events worked
 * out by hand in the comments (2/1 scale unless said), and the built-in sets
 * and their JSON form.
 */
import { describe, expect, test } from 'vitest';
import {
  butlerDatum,
  CONVENTIONS,
  CONVENTIONS_NAMES,
  conventionSettings,
  conventionsByName,
  conventionsOfProgram,
  dropCount,
  formatButlerDrop,
  fractionToNumber,
  MATCHPOINT_SCALES,
  missingAsAverage,
  parseButlerDrop,
  parseConventions,
  roundDatum,
  roundRatio,
  type SessionScore,
  scoreSession,
} from '../../src/index.js';
import { event, fourTables, line } from '../session-fixtures.js';

/** The points shown on a board's lines, NS and EW, in input order. */
const shown = (s: SessionScore, board: number) => {
  const b = s.boards.find((x) => x.board === board);
  if (!b) throw new Error(`no board ${board}`);
  return { ns: [...b.nsPoints], ew: [...b.ewPoints] };
};
const total = (s: SessionScore, number: number, direction: 'NS' | 'EW') => {
  const p = s.pairs.find((x) => x.pair.number === number && x.pair.direction === direction);
  if (!p) throw new Error(`no pair ${number} ${direction}`);
  return {
    points: fractionToNumber(p.points),
    percentage: fractionToNumber(p.percentage ?? { num: 0n, den: 1n }),
  };
};

/**
 * Board 1 of `fourTables` with its fourth line not played: three real results
 * +420, +420, −50 of four expected (board 2 has four).
 */
const missingOne = event(fourTables({ kind: 'not-played' }));

describe('missing scores counted as average (ScoreBridge)', () => {
  test('each result gains a tie per missing score; the top is the full one', () => {
    // Among three: 3, 3, 0 (top 4). One missing score: +1 each → 4, 4, 1 of a top of 6; EW 2, 2, 5.
    const s = scoreSession(missingOne, { factoring: 'missing-as-average' });
    const b1 = shown(s, 1);
    expect(b1.ns.slice(0, 3)).toEqual([4, 4, 1]);
    expect(b1.ew.slice(0, 3)).toEqual([2, 2, 5]);
    expect(s.boards.find((b) => b.board === 1)?.top).toBe(6);
  });

  test('on the ACBL scale a tie is worth a half', () => {
    const s = scoreSession(missingOne, { factoring: 'missing-as-average', scale: MATCHPOINT_SCALES.acbl });
    expect(shown(s, 1).ns.slice(0, 3)).toEqual([2, 2, 0.5]);
    expect(missingAsAverage(1.5, 3, 4, MATCHPOINT_SCALES.acbl)).toBe(2);
    expect(missingAsAverage(3, 3, 4)).toBe(4);
  });

  test('a pair total sums the lines', () => {
    // NS1: board 1 4, board 2 (+100, the lowest of four) 0 → 4 of 12.
    const s = scoreSession(missingOne, { factoring: 'missing-as-average' });
    expect(total(s, 1, 'NS').points).toBe(4);
  });
});

describe('what a line shows', () => {
  test('raw: the matchpoints among the results present; totals stay factored', () => {
    // Neuberg totals: NS1 13/3 + 0; raw lines 3, 3, 0 (top 4) and EW 1, 1, 4.
    const s = scoreSession(missingOne, { linePoints: 'raw' });
    const b1 = shown(s, 1);
    expect(b1.ns.slice(0, 3)).toEqual([3, 3, 0]);
    expect(b1.ew.slice(0, 3)).toEqual([1, 1, 4]);
    expect(total(s, 1, 'NS').points).toBeCloseTo(13 / 3, 12);
  });

  test('raw unless the board holds an artificial score: factored there, rounded to 0.1', () => {
    // Board 1 with A60A40 as its fourth line: the real ones Neuberg to 4: 13/3, 13/3, 1/3 → 4.3, 4.3, 0.3;
    // EW 5/3, 5/3, 17/3 → 1.7, 1.7, 5.7; the artificial 60 % and 40 % of 6: 3.6 and 2.4.
    const withA = event(fourTables({ kind: 'adjusted', ns: 'average-plus', ew: 'average-minus' }));
    const s = scoreSession(withA, { linePoints: 'raw-unless-artificial', lineDecimals: { mp: 1, imps: 2 } });
    const b1 = shown(s, 1);
    expect(b1.ns).toEqual([4.3, 4.3, 0.3, 3.6]);
    expect(b1.ew).toEqual([1.7, 1.7, 5.7, 2.4]);
    // Board 2 is complete: raw and factored agree (0, 2, 4, 6).
    expect(shown(s, 2).ns).toEqual([0, 2, 4, 6]);
    // And on a board without one, raw: the same board, not played instead of adjusted.
    const raw = scoreSession(missingOne, {
      linePoints: 'raw-unless-artificial',
      lineDecimals: { mp: 1, imps: 2 },
    });
    expect(shown(raw, 1).ns.slice(0, 3)).toEqual([3, 3, 0]);
  });

  test('rounding to two decimals, half away from zero, from the exact value', () => {
    const s = scoreSession(missingOne, { lineDecimals: { mp: 2, imps: null } });
    expect(shown(s, 1).ns.slice(0, 3)).toEqual([4.33, 4.33, 0.33]);
    expect(shown(s, 1).ew.slice(0, 3)).toEqual([1.67, 1.67, 5.67]);
    expect(roundRatio(97, 20, 1)).toBe(4.9); // 4.85: the double 4.8499… would round down
    expect(roundRatio(-97, 20, 1)).toBe(-4.9);
    expect(roundRatio(29, 6, 2)).toBe(4.83);
    expect(roundRatio(1, -8, 2)).toBe(-0.13);
  });
});

describe('a pair total scaled to the session (Compscore)', () => {
  /**
   * Three boards, three tables; NS3 v EW3 did not play board 3.
   * Board 1: +420, +420, +450 → NS 1, 1, 4.  Board 2: −100, +110, +140 → NS 0, 2, 4.
   * Board 3: +100, +100 (two results of three): among two 1, 1; Neuberg to 3: (1 + 1) × 3/2 − 1 = 2 each.
   * NS1: 1 + 0 + 2 = 3 of 12 → 25 %; NS3: 4 + 4 = 8 of 8 (it played two boards) → 100 %.
   * Scaled to the session (three boards, top 12): NS3 100 % of 12 = 12, NS1 25 % of 12 = 3.
   */
  const lines = [
    line(1, 1, 1, 420),
    line(1, 2, 2, 420),
    line(1, 3, 3, 450),
    line(2, 1, 2, -100),
    line(2, 2, 3, 110),
    line(2, 3, 1, 140),
    line(3, 1, 3, 100),
    line(3, 2, 1, 100),
    line(3, 3, 2, { kind: 'not-played' }),
  ];
  test('the sum of the lines by default, the percentage of the full top when scaled', () => {
    const sum = scoreSession(event(lines));
    expect(total(sum, 3, 'NS')).toEqual({ points: 8, percentage: 100 });
    const scaled = scoreSession(event(lines), { pairTotals: 'session' });
    expect(total(scaled, 3, 'NS')).toEqual({ points: 12, percentage: 100 });
    expect(total(scaled, 1, 'NS')).toEqual({ points: 3, percentage: 25 });
  });
});

describe('small groups of a fouled board', () => {
  /**
   * Board 1 of seven results, fouled: group "a" +100, +200, +300, +400, +500; group "b" +420, +400.
   * Board 2 has seven plain results so that N = 7 (full top 12).
   * Group b with the formula: among two 2, 0; Neuberg to 7: (2 + 1) × 7/2 − 1 = 9.5 and 7/2 − 1 = 2.5.
   * With fixed shares: 65 % and 55 % of 12 = 7.8 and 6.6; each East-West pair by its own score
   * in the group, 55 % and 65 % = 6.6 and 7.8 (the ACBLscore manual: "in groups of two, the better
   * score receives 65 % … the worse 55 %"; "a single score is awarded 60 % of top for each direction").
   * A table's two pairs then hold 120 % of the top, not 100 %.
   * Group a always by the formula: among five 0, 2, 4, 6, 8 → (MP + 1) × 7/5 − 1: 0.4, 3.2, 6, 8.8, 11.6.
   */
  const lines = [
    ...[100, 200, 300, 400, 500].map((s, i) => line(1, i + 1, i + 1, s, { group: 'a' })),
    line(1, 6, 6, 420, { group: 'b' }),
    line(1, 7, 7, 400, { group: 'b' }),
    ...[10, 20, 30, 40, 50, 60, 70].map((s, i) => line(2, i + 1, ((i + 1) % 7) + 1, s * 10)),
  ];
  test.each([
    ['formula', [9.5, 2.5]],
    ['acbl', [7.8, 6.6]],
    ['ebu', [7.8, 6.6]],
  ] as const)('%s', (smallGroups, expected) => {
    const s = scoreSession(event(lines), { smallGroups });
    const b1 = shown(s, 1);
    expect(b1.ns[5]).toBeCloseTo(expected[0], 12);
    expect(b1.ns[6]).toBeCloseTo(expected[1], 12);
    expect((b1.ns[5] as number) + (b1.ew[5] as number)).toBeCloseTo(
      smallGroups === 'formula' ? 12 : 14.4,
      12,
    );
    expect(b1.ns.slice(0, 5).map((x) => Math.round(x * 10) / 10)).toEqual([0.4, 3.2, 6, 8.8, 11.6]);
  });

  test('the EBU keeps the formula for a group of three that is more than a third of the results', () => {
    // Seven results split 4 + 3: three is not at most a third of seven, so the EBU factors it;
    // ACBLscore gives it fixed shares (it is the smaller group): 70 / 60 / 50 % of 12 = 8.4, 7.2, 6.
    const split = [
      ...[100, 200, 300, 400].map((s, i) => line(1, i + 1, i + 1, s, { group: 'a' })),
      ...[420, 400, 380].map((s, i) => line(1, i + 5, i + 5, s, { group: 'b' })),
      ...[10, 20, 30, 40, 50, 60, 70].map((s, i) => line(2, i + 1, ((i + 1) % 7) + 1, s * 10)),
    ];
    const acbl = shown(scoreSession(event(split), { smallGroups: 'acbl' }), 1).ns.slice(4);
    expect(acbl.map((x) => Math.round(x * 10) / 10)).toEqual([8.4, 7.2, 6]);
    // EBU: Neuberg among three (4, 2, 0) to 7: (MP + 1) × 7/3 − 1 = 32/3, 6, 4/3.
    const ebu = shown(scoreSession(event(split), { smallGroups: 'ebu' }), 1).ns.slice(4);
    expect(ebu[0]).toBeCloseTo(32 / 3, 12);
    expect(ebu[1]).toBeCloseTo(6, 12);
    expect(ebu[2]).toBeCloseTo(4 / 3, 12);
  });
});

describe('Butler datums of other programs', () => {
  test.each([
    // [scores, rounding, datum]: 25 and −25 exactly, after dropping one at each end of four.
    [[10, 20, 30, 40], 'half-up', 30],
    [[10, 20, 30, 40], 'half-away', 30],
    [[10, 20, 30, 40], 'half-even', 20],
    [[-10, -20, -30, -40], 'half-up', -20],
    [[-10, -20, -30, -40], 'half-away', -30],
    [[-10, -20, -30, -40], 'half-even', -20],
  ] as const)('%j rounded %s is %i', (scores, rounding, datum) => {
    expect(butlerDatum(scores, { drop: { count: 1 }, rounding }).datum).toBe(datum);
  });

  test('Compscore: −445 is written −450 (a real file: 50, −460, −490, −430, one dropped at each end)', () => {
    const { butlerDrop: drop, butlerRound: rounding } = CONVENTIONS.compscore;
    expect(butlerDatum([50, -460, -490, -430], { drop, rounding }).datum).toBe(-450);
    expect(roundDatum(-445 * 2, 2, 'half-away')).toBe(-450);
  });

  test("bridge-scorer's drop formula: none up to 3 results, then ⌈(n − 10)/15⌉ + 1", () => {
    const drop = CONVENTIONS['bridge-scorer'].butlerDrop;
    const expected: [number, number][] = [
      [3, 0],
      [4, 1],
      [10, 1],
      [11, 2],
      [25, 2],
      [26, 3],
      [40, 3],
      [41, 4],
    ];
    for (const [n, k] of expected) expect(dropCount(n, drop)).toBe(k);
  });

  test('the formula reads and writes as text', () => {
    const f = parseButlerDrop('n>3:ceil((n-10)/15)+1');
    expect(f).toEqual(CONVENTIONS['bridge-scorer'].butlerDrop);
    expect(f && parseButlerDrop(formatButlerDrop(f))).toEqual(f);
    expect(parseButlerDrop('n>3:ceil(n/15)+1')).toEqual({
      formula: { none: 3, offset: 0, per: 15, plus: 1 },
    });
    expect(parseButlerDrop('n>3:ceil((n-10)/0)+1')).toBeNull();
    expect(parseButlerDrop('n>3:floor((n-10)/15)+1')).toBeNull();
  });
});

describe('the built-in convention sets', () => {
  test('every set names its program and gives the session a full set of choices', () => {
    for (const name of CONVENTIONS_NAMES) {
      const c = CONVENTIONS[name];
      expect(c.name).toBe(name);
      const settings = conventionSettings(c);
      expect(Object.keys(settings).sort()).toEqual(
        [
          'adjusted',
          'averages',
          'butlerDrop',
          'butlerRound',
          'crossDivide',
          'factoring',
          'impAwards',
          'lineDecimals',
          'linePoints',
          'pairTotals',
          'scale',
          'smallGroups',
        ].sort(),
      );
    }
  });

  test('bridge-score is the session default', () => {
    const a = scoreSession(missingOne);
    const b = scoreSession(missingOne, conventionSettings(CONVENTIONS['bridge-score']));
    expect(shown(b, 1)).toEqual(shown(a, 1));
  });

  test('each set differs from ours where its program does', () => {
    const c = CONVENTIONS;
    expect(c.compscore).toMatchObject({
      linePoints: 'raw-unless-artificial',
      pairTotals: 'session',
      butlerRound: 'half-away',
    });
    expect(c.scorebridge).toMatchObject({ factoring: 'missing-as-average', adjusted: 'session' });
    expect(c['bridge-scorer']).toMatchObject({ factoring: 'none', butlerRound: 'half-up' });
    expect(c.acblscore).toMatchObject({
      scale: 'acbl',
      smallGroups: 'acbl',
      lineDecimals: { mp: 2, imps: 2 },
    });
    expect(c.ebuscore).toMatchObject({ smallGroups: 'ebu', adjusted: 'session' });
  });

  test('found by name and by the program a file names', () => {
    expect(conventionsByName(' Compscore ')).toEqual({ ok: true, value: CONVENTIONS.compscore });
    expect(conventionsByName('nobody')).toEqual({
      ok: false,
      error: { code: 'conventions-unknown', text: 'nobody' },
    });
    expect(conventionsOfProgram('Compscore3')?.name).toBe('compscore');
    expect(conventionsOfProgram('Compscore2')?.name).toBe('compscore');
    expect(conventionsOfProgram('ScoreBridge')?.name).toBe('scorebridge');
    expect(conventionsOfProgram('EBUScore Pairs')?.name).toBe('ebuscore');
    expect(conventionsOfProgram('bridge-score 0.1.0')?.name).toBe('bridge-score');
    expect(conventionsOfProgram('Magic Contest')).toBeUndefined();
  });
});

describe('conventions from JSON', () => {
  test('extends a built-in set and changes what differs', () => {
    const r = parseConventions(
      '{"name":"our-club","extends":"compscore","butlerDrop":"2","sources":{"butlerDrop":"club rule"}}',
    );
    expect(r.ok && r.value).toMatchObject({
      ...CONVENTIONS.compscore,
      name: 'our-club',
      program: 'our-club',
      butlerDrop: { count: 2 },
      sources: { butlerDrop: 'club rule' },
    });
  });

  test.each([
    ['not json', 'conventions-json', undefined],
    ['[]', 'conventions-invalid', '$'],
    ['{"extends":"compscore"}', 'conventions-invalid', '$.name'],
    ['{"name":"x"}', 'conventions-invalid', '$.scale'],
    ['{"name":"x","extends":"nobody"}', 'conventions-unknown', undefined],
    ['{"name":"x","extends":"compscore","factoring":"magic"}', 'conventions-invalid', '$.factoring'],
    [
      '{"name":"x","extends":"compscore","lineDecimals":{"mp":7,"imps":1}}',
      'conventions-invalid',
      '$.lineDecimals.mp',
    ],
    [
      '{"name":"x","extends":"compscore","averages":{"average-plus":160,"average":50,"average-minus":40}}',
      'conventions-invalid',
      '$.averages["average-plus"]',
    ],
    ['{"name":"x","extends":"compscore","butlerDrop":"50%"}', 'conventions-invalid', '$.butlerDrop'],
    ['{"name":"x","extends":"compscore","colour":"red"}', 'conventions-invalid', '$.colour'],
  ])('%s → %s at %s', (text, code, path) => {
    const r = parseConventions(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    if (path !== undefined) expect(r.error).toMatchObject({ path });
  });

  test('a whole set without extends', () => {
    const { name: _n, program: _p, sources: _s, ...choices } = CONVENTIONS.acblscore;
    const r = parseConventions(JSON.stringify({ name: 'copy', ...choices }));
    expect(r.ok && conventionSettings(r.value)).toEqual(conventionSettings(CONVENTIONS.acblscore));
  });
});

describe('names and programs, as people and files write them', () => {
  test('blanks inside a name are one dash, however many', () => {
    expect(conventionsByName('Bridge  Score')).toEqual({
      ok: true,
      value: CONVENTIONS['bridge-score'],
    });
    expect(conventionsByName('\tACBLscore\n')).toEqual({ ok: true, value: CONVENTIONS.acblscore });
    expect(conventionsByName('bridge score x')).toEqual({
      ok: false,
      error: { code: 'conventions-unknown', text: 'bridge score x' },
    });
  });

  test.each([
    ['  Compscore2', 'compscore'],
    ['Score Bridge 7', 'scorebridge'],
    ['scorebridge', 'scorebridge'],
    ['EBU Score', 'ebuscore'],
    ['Pairs Scorer', 'ebuscore'],
    ['PairsScorer 2.0', 'ebuscore'],
    ['ACBLscore', 'acblscore'],
    ['ACBL Score 7.90', 'acblscore'],
    ['bridge-scorer 2.4.0', 'bridge-scorer'],
    [' bridge-score', 'bridge-score'],
  ])('%j is %s', (program, name) => {
    expect(conventionsOfProgram(program)?.name).toBe(name);
  });

  test.each(['My Compscore', 'the ACBLscore export', 'bridge-scorers', 'bridge-scored', 'Score', ''])(
    '%j is no program we know',
    (program) => {
      expect(conventionsOfProgram(program)).toBeUndefined();
    },
  );

  test('each setting is the set’s own choice', () => {
    const c = CONVENTIONS.compscore;
    expect(conventionSettings(c)).toEqual({
      scale: MATCHPOINT_SCALES['2/1'],
      factoring: 'neuberg',
      smallGroups: 'formula',
      linePoints: 'raw-unless-artificial',
      lineDecimals: { mp: 1, imps: 2 },
      pairTotals: 'session',
      adjusted: 'fixed',
      averages: { 'average-plus': 60, average: 50, 'average-minus': 40 },
      impAwards: { 'average-plus': 3, average: 0, 'average-minus': -3 },
      crossDivide: 'comparisons',
      butlerDrop: { count: 1 },
      butlerRound: 'half-away',
    });
    expect(conventionSettings(CONVENTIONS.acblscore).scale).toBe(MATCHPOINT_SCALES.acbl);
  });
});

describe('each JSON field: what it takes, and the error that says what it expected', () => {
  /** The error of `{"name":"x","extends":"compscore", <field>: value}`, or the choice it gave. */
  const withField = (field: string, value: unknown) => {
    const r = parseConventions(JSON.stringify({ name: 'x', extends: 'compscore', [field]: value }));
    return r.ok ? { ok: (r.value as unknown as Record<string, unknown>)[field] } : r.error;
  };
  const invalid = (path: string, expected: string) => ({ code: 'conventions-invalid', path, expected });
  const DROP = 'a drop such as "5%", "1" or "n>3:ceil((n-10)/15)+1"';

  test.each([
    ['scale', 'acbl', 'bad', '"2/1" or "acbl"'],
    ['factoring', 'none', 'bad', '"neuberg", "simple", "missing-as-average" or "none"'],
    ['smallGroups', 'ebu', 'bad', '"formula", "acbl" or "ebu"'],
    ['linePoints', 'raw', 'bad', '"factored", "raw" or "raw-unless-artificial"'],
    ['pairTotals', 'sum', 'bad', '"sum" or "session"'],
    ['adjusted', 'session', 'bad', '"fixed" or "session"'],
    ['crossDivide', 'scores', 'bad', '"comparisons", "scores" or "none"'],
    ['butlerRound', 'half-up', 'bad', '"half-even", "half-away" or "half-up"'],
  ])('%s: %j taken, %j refused', (field, good, bad, expected) => {
    expect(withField(field, good)).toEqual({ ok: good });
    expect(withField(field, bad)).toEqual(invalid(`$.${field}`, expected));
  });

  test('lineDecimals: 0 to 4 decimals, or null, for mp and imps', () => {
    expect(withField('lineDecimals', { mp: 0, imps: 4 })).toEqual({ ok: { mp: 0, imps: 4 } });
    expect(withField('lineDecimals', { mp: null, imps: null })).toEqual({ ok: { mp: null, imps: null } });
    const expected = 'a number of decimals from 0 to 4, or null';
    expect(withField('lineDecimals', { mp: -1, imps: 2 })).toEqual(invalid('$.lineDecimals.mp', expected));
    expect(withField('lineDecimals', { mp: 1.5, imps: 2 })).toEqual(invalid('$.lineDecimals.mp', expected));
    expect(withField('lineDecimals', { mp: 1, imps: 5 })).toEqual(invalid('$.lineDecimals.imps', expected));
    expect(withField('lineDecimals', { mp: 1, imps: '2' })).toEqual(invalid('$.lineDecimals.imps', expected));
    expect(withField('lineDecimals', 2)).toEqual(invalid('$.lineDecimals', 'an object with mp and imps'));
    expect(withField('lineDecimals', null)).toEqual(invalid('$.lineDecimals', 'an object with mp and imps'));
  });

  test('averages: three percentages from 0 to 100', () => {
    const ok = { 'average-plus': 100, average: 50, 'average-minus': 0 };
    expect(withField('averages', ok)).toEqual({ ok });
    const expected = 'a percentage from 0 to 100';
    expect(withField('averages', { ...ok, 'average-plus': 100.5 })).toEqual(
      invalid('$.averages["average-plus"]', expected),
    );
    expect(withField('averages', { ...ok, 'average-minus': -1 })).toEqual(
      invalid('$.averages["average-minus"]', expected),
    );
    expect(withField('averages', { ...ok, average: '50' })).toEqual(
      invalid('$.averages["average"]', expected),
    );
    const { average: _a, ...noAverage } = ok;
    expect(withField('averages', noAverage)).toEqual(invalid('$.averages["average"]', expected));
    expect(withField('averages', [60, 50, 40])).toEqual(
      invalid('$.averages', 'an object with average-plus, average, average-minus'),
    );
    expect(withField('averages', null)).toEqual(
      invalid('$.averages', 'an object with average-plus, average, average-minus'),
    );
  });

  test('impAwards: three numbers of IMPs from −24 to 24', () => {
    const ok = { 'average-plus': 24, average: 0.5, 'average-minus': -24 };
    expect(withField('impAwards', ok)).toEqual({ ok });
    const expected = 'a number of IMPs from \u221224 to 24';
    expect(withField('impAwards', { ...ok, 'average-plus': 24.5 })).toEqual(
      invalid('$.impAwards["average-plus"]', expected),
    );
    expect(withField('impAwards', { ...ok, 'average-minus': -25 })).toEqual(
      invalid('$.impAwards["average-minus"]', expected),
    );
    expect(withField('impAwards', { ...ok, average: '0' })).toEqual(
      invalid('$.impAwards["average"]', expected),
    );
    expect(withField('impAwards', 3)).toEqual(
      invalid('$.impAwards', 'an object with average-plus, average, average-minus'),
    );
  });

  test('butlerDrop: a text, a count, a share under half, or a formula of whole numbers', () => {
    expect(withField('butlerDrop', '5%')).toEqual({ ok: { percent: 5 } });
    expect(withField('butlerDrop', { count: 0 })).toEqual({ ok: { count: 0 } });
    expect(withField('butlerDrop', { percent: 0 })).toEqual({ ok: { percent: 0 } });
    expect(withField('butlerDrop', { percent: 49.5 })).toEqual({ ok: { percent: 49.5 } });
    const formula = { none: 0, offset: -10, per: 1, plus: 0 };
    expect(withField('butlerDrop', { formula })).toEqual({ ok: { formula } });
    expect(withField('butlerDrop', 'two')).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { count: -1 })).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { count: 1.5 })).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { percent: 50 })).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { percent: -1 })).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { percent: '5' })).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', 5)).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', null)).toEqual(invalid('$.butlerDrop', DROP));
    expect(withField('butlerDrop', { formula: null })).toEqual(invalid('$.butlerDrop', DROP));
    const formulaExpected = 'whole numbers none, offset, per (at least 1) and plus';
    for (const bad of [
      { ...formula, per: 0 },
      { ...formula, none: -1 },
      { ...formula, plus: 0.5 },
      { ...formula, offset: '10' },
      { none: 3, offset: 10, per: 15 },
    ]) {
      expect(withField('butlerDrop', { formula: bad }), JSON.stringify(bad)).toEqual(
        invalid('$.butlerDrop.formula', formulaExpected),
      );
    }
  });
});

describe('the JSON set itself', () => {
  const parse = (value: unknown) => parseConventions(JSON.stringify(value));
  const invalid = (path: string, expected: string) => ({
    ok: false,
    error: { code: 'conventions-invalid', path, expected },
  });

  test('bad JSON: the detail is what the JSON parser says', () => {
    for (const text of ['{', 'not json', '{"name": }']) {
      let detail = '';
      try {
        JSON.parse(text);
      } catch (e) {
        detail = (e as Error).message;
      }
      expect(parseConventions(text)).toEqual({ ok: false, error: { code: 'conventions-json', detail } });
    }
  });

  test('not an object, a name, extends and the fields it may have', () => {
    expect(parse('compscore')).toEqual(invalid('$', 'an object'));
    expect(parse(null)).toEqual(invalid('$', 'an object'));
    expect(parse({ extends: 'compscore' })).toEqual(invalid('$.name', 'a name'));
    expect(parse({ name: '  ', extends: 'compscore' })).toEqual(invalid('$.name', 'a name'));
    expect(parse({ name: 7, extends: 'compscore' })).toEqual(invalid('$.name', 'a name'));
    expect(parse({ name: 'x', extends: 7 })).toEqual(
      invalid('$.extends', 'the name of a built-in convention set'),
    );
    expect(parse({ name: 'x', extends: 'compscore', program: 7 })).toEqual(invalid('$.program', 'a name'));
    expect(parse({ name: 'x', extends: 'compscore', colour: 'red' })).toEqual(
      invalid(
        '$.colour',
        'one of name, program, extends, sources, scale, factoring, smallGroups, linePoints, lineDecimals, pairTotals, adjusted, averages, impAwards, crossDivide, butlerDrop, butlerRound',
      ),
    );
    expect(parse({ name: 'x', scale: '2/1' })).toEqual(
      invalid('$.factoring', 'a value (missing; or give "extends")'),
    );
  });

  test('the program is the name unless given; extends is read as the built-in names are', () => {
    const own = parse({ name: 'ours', extends: ' EBUScore ', program: 'Our Scorer' });
    expect(own.ok && [own.value.name, own.value.program, own.value.smallGroups]).toEqual([
      'ours',
      'Our Scorer',
      'ebu',
    ]);
    const named = parse({ name: 'ours', extends: 'ebuscore' });
    expect(named.ok && named.value.program).toBe('ours');
  });

  test('sources: an object of texts; the base set’s sources are not carried over', () => {
    const none = parse({ name: 'x', extends: 'compscore' });
    expect(none.ok && none.value.sources).toEqual({});
    const some = parse({
      name: 'x',
      extends: 'compscore',
      sources: { scale: 'club rule', factoring: 'ours' },
    });
    expect(some.ok && some.value.sources).toEqual({ scale: 'club rule', factoring: 'ours' });
    expect(parse({ name: 'x', extends: 'compscore', sources: 'club rule' })).toEqual(
      invalid('$.sources', 'an object of texts'),
    );
    expect(parse({ name: 'x', extends: 'compscore', sources: ['club rule'] })).toEqual(
      invalid('$.sources', 'an object of texts'),
    );
    expect(parse({ name: 'x', extends: 'compscore', sources: { scale: 'ok', factoring: 5 } })).toEqual(
      invalid('$.sources.factoring', 'a text'),
    );
  });

  test('a choice given as a drop text is read; one given as an object is kept as given', () => {
    const text = parse({ name: 'x', extends: 'bridge-score', butlerDrop: 'n>3:ceil((n-10)/15)+1' });
    expect(text.ok && text.value.butlerDrop).toEqual({ formula: { none: 3, offset: 10, per: 15, plus: 1 } });
    const given = parse({ name: 'x', extends: 'bridge-score', butlerDrop: { count: 2 } });
    expect(given.ok && given.value.butlerDrop).toEqual({ count: 2 });
  });
});
