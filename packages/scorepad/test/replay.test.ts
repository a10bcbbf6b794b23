import { CHICAGO_DEFAULTS, contractOf, PASS, RULE_SETS, type SheetDeal } from '@bridge-score/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Change,
  defaultSettings,
  type EveningSettings,
  fieldOf,
  type Op,
  replay,
  summarize,
} from '../src/index.js';

let n = 0;
const change = (op: Op): Change => {
  n += 1;
  return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, at: '2026-12-01T19:00:00.000Z', op };
};
const start = (settings: EveningSettings = defaultSettings('rubber')) => change({ kind: 'start', settings });
const deal = (d: SheetDeal) => change({ kind: 'deal', deal: d });
const played = (
  level: 1 | 2 | 3 | 4 | 5 | 6 | 7,
  strain: 'C' | 'D' | 'H' | 'S' | 'NT',
  declarer: 'N' | 'E' | 'S' | 'W',
  tricks: number,
  doubling: '' | 'X' | 'XX' = '',
) => deal({ contract: contractOf(level, strain, doubling), declarer, tricks });

describe('replay', () => {
  it('scores the rubber of the Laws example: EW 7NT=, NS 4♠+1, NS 3NT+1 → NS 780, EW 1220', () => {
    // Hand-worked (Laws of Rubber Bridge): EW 220 below + 1000 grand slam (not vulnerable);
    // NS 120 below + 30; NS 100 below + 30 + 500 rubber (two games to one).
    const r = replay([start(), played(7, 'NT', 'W', 13), played(4, 'S', 'S', 11), played(3, 'NT', 'N', 10)]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.evening.sheets[0]?.totals).toEqual({ NS: 780, EW: 1220 });
    expect(summarize(r.value)).toMatchObject({ form: 'rubber', sheets: 1, deals: 3, over: true });
  });

  it('keeps the JSON of a deal as sent: a contract that is not interned scores the same', () => {
    const json = JSON.parse(JSON.stringify(played(2, 'H', 'N', 8).op)) as Op;
    const r = replay([start(), change(json)]);
    expect(r.ok && r.value.evening.sheets[0]?.totals).toEqual({ NS: 60, EW: 0 });
  });

  it('undoes and corrects through the core: the totals are those of the deals that remain', () => {
    const r = replay([
      start(),
      played(4, 'S', 'S', 10), // NS 120 below: game
      played(2, 'H', 'E', 7), // EW one down, not vulnerable: NS +50
      change({ kind: 'undo' }),
      change({
        kind: 'fix',
        sheet: 1,
        deal: 1,
        entry: { contract: contractOf(4, 'S'), declarer: 'S', tricks: 9 },
      }),
    ]);
    // After the correction: 4♠ one down, NS vulnerable? No game yet: not vulnerable, EW +50.
    expect(r.ok && r.value.evening.sheets[0]?.totals).toEqual({ NS: 0, EW: 50 });
  });

  it('ends an unfinished rubber with its bonuses and starts the next', () => {
    // NS game (4♠=, 120 below), then NS 2♣= 40 below: unfinished: 300 + 100 to NS.
    const r = replay([
      start(),
      played(4, 'S', 'N', 10),
      played(2, 'C', 'N', 8),
      change({ kind: 'end' }),
      change({ kind: 'new' }),
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.evening.sheets.map((s) => s.totals)).toEqual([
      { NS: 120 + 40 + 300 + 100, EW: 0 },
      { NS: 0, EW: 0 },
    ]);
  });

  it('plays a Chicago with the settings given: honours off refuses a claim of honours', () => {
    const settings = {
      ...defaultSettings('chicago'),
      chicago: { ...CHICAGO_DEFAULTS, honours: false },
    };
    const claim = deal({
      contract: contractOf(4, 'S'),
      declarer: 'S',
      tricks: 10,
      honours: { kind: 'four-trumps', holder: 'NS' },
    });
    const r = replay([start(settings), claim]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ index: 1, error: { code: 'honours-off' }, field: 'deal.honours' });
  });

  it.each([
    [
      { contract: { level: 8, strain: 'S', doubling: '' }, declarer: 'S', tricks: 10 },
      'level-too-high',
      'deal.contract.level',
    ],
    [
      { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'S', tricks: 14 },
      'tricks-range',
      'deal.tricks',
    ],
    [
      { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'S', tricks: 10.5 },
      'tricks-range',
      'deal.tricks',
    ],
    [
      { contract: { level: 4, strain: 'Q', doubling: '' }, declarer: 'S', tricks: 10 },
      'strain-unknown',
      'deal.contract.strain',
    ],
    [
      { contract: { level: 4, strain: 'S', doubling: 'XXX' }, declarer: 'S', tricks: 10 },
      'doubling-unknown',
      'deal.contract.doubling',
    ],
    [
      { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'Q', tricks: 10 },
      'declarer-unknown',
      'deal.declarer',
    ],
    // Four aces are honours only at notrump; at notrump there are no trump honours (Law 76).
    [
      {
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'S',
        tricks: 10,
        honours: { kind: 'four-aces', holder: 'EW' },
      },
      'honours-strain',
      'deal.honours',
    ],
    [
      {
        contract: { level: 3, strain: 'NT', doubling: '' },
        declarer: 'S',
        tricks: 9,
        honours: { kind: 'five-trumps', holder: 'NS' },
      },
      'honours-strain',
      'deal.honours',
    ],
    [
      {
        contract: { level: 3, strain: 'NT', doubling: '' },
        declarer: 'S',
        tricks: 9,
        honours: { kind: 'four-aces', holder: 'N' },
      },
      'honours-holder',
      'deal.honours',
    ],
  ])('refuses an impossible deal %j with %s at %s', (json, code, field) => {
    const r = replay([start(), change({ kind: 'deal', deal: json as unknown as SheetDeal })]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.error.code).toBe(code);
    expect(r.error.field).toBe(field);
    expect(r.error.index).toBe(1);
  });

  it('refuses a deal after the rubber is won, a second start, and a first change that is no start', () => {
    const won = [start(), played(4, 'S', 'S', 10), played(4, 'S', 'S', 10)];
    const after = replay([...won, played(1, 'C', 'N', 7)]);
    expect(!after.ok && after.error).toMatchObject({
      index: 3,
      error: { code: 'rubber-over' },
      field: 'kind',
    });
    const twice = replay([start(), start()]);
    expect(!twice.ok && twice.error.error.code).toBe('evening-started');
    const none = replay([played(1, 'C', 'N', 7)]);
    expect(!none.ok && none.error.error.code).toBe('evening-not-started');
  });

  it('refuses settings the core or the scorepad cannot use, naming the field', () => {
    const cases: [EveningSettings, string, string][] = [
      [{ ...defaultSettings('rubber'), rules: { name: 'duplicate' } }, 'sheet-rules-form', 'settings.rules'],
      [{ ...defaultSettings('rubber'), rules: { name: 'rubber@1920' } }, 'rules-year', 'settings.rules'],
      [{ ...defaultSettings('rubber'), names: ['a', 'b', 'c'] }, 'names-count', 'settings.names'],
      [
        { ...defaultSettings('rubber'), names: ['x'.repeat(41), '', '', ''] },
        'name-length',
        'settings.names',
      ],
      [{ ...defaultSettings('rubber'), players: 6 as 4 }, 'players-count', 'settings.players'],
      [{ ...defaultSettings('chicago'), chicago: null }, 'chicago-settings', 'settings.chicago'],
      [
        { ...defaultSettings('rubber'), stake: { per100: -1, currency: null } },
        'stake-invalid',
        'settings.stake',
      ],
    ];
    for (const [settings, code, field] of cases) {
      const r = replay([start(settings)]);
      expect(r.ok, code).toBe(false);
      if (r.ok) continue;
      expect(r.error.error.code).toBe(code);
      expect(r.error.field).toBe(field);
    }
  });

  it('takes a house rule set whole and scores with it', () => {
    // A house rubber where a doubled contract made earns 100 (not 50).
    const settings: EveningSettings = {
      ...defaultSettings('rubber'),
      rules: {
        house: JSON.parse(JSON.stringify({ ...RULE_SETS.rubber, name: 'club', insult: { X: 100, XX: 100 } })),
      },
    };
    // 2♥X= not vulnerable: 120 below (a game), insult 100 above.
    const r = replay([start(settings), played(2, 'H', 'N', 8, 'X')]);
    expect(r.ok && r.value.evening.sheets[0]?.totals).toEqual({ NS: 220, EW: 0 });
    expect(r.ok && r.value.rules.name).toBe('club');
  });

  it('never throws on any change, and refuses what it cannot use', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 6 }), (ops) => {
        const changes = [start(), ...ops.map((op) => ({ id: 'x', at: 'y', op: op as Op }))];
        const r = replay(changes);
        if (!r.ok)
          expect(typeof fieldOf(r.error.error, (changes[r.error.index]?.op ?? { kind: 'undo' }) as Op)).toBe(
            'string',
          );
      }),
    );
  });

  it('a pass-out is recorded in rubber and scores nothing', () => {
    const r = replay([start(), deal({ contract: PASS })]);
    expect(r.ok && r.value.evening.sheets[0]?.records.length).toBe(1);
    expect(r.ok && r.value.evening.sheets[0]?.totals).toEqual({ NS: 0, EW: 0 });
  });
});
