import { CONVENTIONS_NAMES, PASS } from '@bridge-score/core';
import {
  badVpRow,
  checkSetup,
  conventionsOfSettings,
  type DeskLine,
  nextSwissMatches,
  type PairsSetup,
  pairsSettings,
  pairsView,
  parsePairNames,
  parsePairsLine,
  parseTableLine,
  plans,
  roundRobinMatches,
  type SectionSetup,
  scorePairsDesk,
  scoreTeamsDesk,
  type TeamsSetup,
  teamsView,
  vpScaleOf,
} from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';

const mitchell3: PairsSetup = {
  kind: 'pairs',
  name: 'Tuesday',
  date: '2026-12-01',
  sections: [{ name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 }],
  method: 'mp',
  conventions: 'bridge-score',
  overrides: {},
  pairs: [{ section: 'A', number: 1, direction: 'NS', names: ['Ann', 'Bob'] }],
};

let n = 0;
const line = (board: number, text: string, section = 'A'): DeskLine => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  section,
  board,
  text,
  reason: null,
});

describe('typed lines', () => {
  it('reads a line as players say it', () => {
    const r = parsePairsLine('3 12 4SX S 9');
    expect(r.ok && r.value).toMatchObject({
      ns: 3,
      ew: 12,
      outcome: {
        kind: 'played',
        contract: { level: 4, strain: 'S', doubling: 'X' },
        declarer: 'S',
        tricks: 9,
      },
    });
    const joined = parsePairsLine('3 12 4S= N');
    expect(joined.ok && joined.value.outcome).toMatchObject({ declarer: 'N', tricks: 10 });
    const pass = parsePairsLine('3 12 PASS');
    expect(pass.ok && pass.value.outcome).toEqual({ kind: 'played', contract: PASS });
    const adjusted = parsePairsLine('1 2 A60A40');
    expect(adjusted.ok && adjusted.value.outcome).toEqual({
      kind: 'adjusted',
      ns: 'average-plus',
      ew: 'average-minus',
    });
    const np = parsePairsLine('1 2 NP');
    expect(np.ok && np.value.outcome).toEqual({ kind: 'not-played' });
    const fouled = parsePairsLine('1 2 3NT+1 W @B');
    expect(fouled.ok && fouled.value).toMatchObject({ group: 'B', outcome: { declarer: 'W', tricks: 10 } });
    const switched = parsePairsLine('1 2 4S= N @B ~');
    expect(switched.ok && switched.value).toMatchObject({ group: 'B', switched: true });
    const written = parsePairsLine('1 2 4S N +1 450');
    expect(written.ok && written.value.outcome).toMatchObject({ tricks: 11, score: 450 });
  });

  it('refuses a bad line naming the field and its characters', () => {
    const tricks = parsePairsLine('3 12 4S S 14');
    expect(tricks.ok).toBe(false);
    if (!tricks.ok) expect(tricks.error).toMatchObject({ field: 'tricks', start: 10, end: 12 });
    const level = parsePairsLine('3 12 8S S 9');
    expect(!level.ok && level.error.field).toBe('contract');
    const pairs = parsePairsLine('x 12 4S S 9');
    expect(!pairs.ok && pairs.error).toMatchObject({ field: 'ns', error: { code: 'desk-line-pairs' } });
    const declarer = parsePairsLine('3 12 4S=');
    expect(!declarer.ok && declarer.error.field).toBe('declarer');
    const table = parseTableLine('3 4S= N');
    expect(!table.ok && table.error.field).toBe('table');
  });
});

describe('a pairs event', () => {
  it('takes the convention set and the overrides', () => {
    expect(pairsSettings(mitchell3).factoring).toBe('neuberg');
    expect(pairsSettings({ ...mitchell3, overrides: { factoring: 'none', scale: 'acbl' } })).toMatchObject({
      factoring: 'none',
      scale: { name: 'acbl' },
    });
    const bad = plans({
      ...mitchell3,
      sections: [{ ...(mitchell3.sections[0] as SectionSetup), tables: 3, rounds: 9 }],
    });
    expect(bad.ok).toBe(false);
  });

  it("flags a lone outlier beside its line (the core's check)", () => {
    const free: PairsSetup = {
      ...mitchell3,
      sections: [{ name: 'A', movement: 'mitchell', tables: 0, boardsPerRound: 0, rounds: 0 }],
    };
    // Four tables make 4S= by E (−420 for NS); one has +420: the score entered for the wrong side.
    const lines = [
      line(1, '1 1 4S= E'),
      line(1, '2 2 4S= E'),
      line(1, '3 3 4S= E'),
      line(1, '4 4 4S= E'),
      line(1, '5 5 4S= N'),
    ];
    const desk = scorePairsDesk(free, lines);
    expect(desk.warnings.get(lines[4]?.id ?? '')?.map((w) => w.code)).toEqual(['outlier']);
    expect(desk.warnings.get(lines[0]?.id ?? '')).toBeUndefined();
    expect(desk.missing).toEqual([]);
  });

  it('ranks two sections apart, or across both when asked', () => {
    const two: PairsSetup = {
      ...mitchell3,
      sections: [
        mitchell3.sections[0] as SectionSetup,
        { ...(mitchell3.sections[0] as SectionSetup), name: 'B' },
      ],
    };
    const lines = [line(1, '1 1 4S= S'), line(1, '1 1 4S+1 S', 'B')];
    expect(scorePairsDesk(two, lines).session?.rankings.map((r) => r.field)).toEqual([
      'A NS',
      'A EW',
      'B NS',
      'B EW',
    ]);
    const across = scorePairsDesk({ ...two, overrides: { across: 'field' } }, lines);
    expect(across.session?.rankings.map((r) => r.field)).toEqual(['NS', 'EW']);
  });

  it('matchpoints a board by hand: 450, 420, 170 on a 4 top', () => {
    // 3-table Mitchell, board 1 is played by NS 1, 2, 3 (one set of boards a table in round 1, and moved on).
    const lines = [line(1, '1 1 4S+1 S'), line(1, '2 3 4S= S'), line(1, '3 2 3S+2 N')];
    const desk = scorePairsDesk(mitchell3, lines);
    expect(desk.errors.size).toBe(0);
    const board = desk.session?.boards.find((b) => b.board === 1);
    expect(Array.from(board?.nsScore ?? [])).toEqual([450, 420, 200]);
    expect(Array.from(board?.nsPoints ?? [])).toEqual([4, 2, 0]);
    expect(desk.session?.pairs.find((p) => p.pair.number === 1 && p.pair.direction === 'NS')?.names).toEqual([
      'Ann',
      'Bob',
    ]);
    // Every other board is missing all three lines; board 1 none.
    expect(desk.missing.filter((m) => m.board === 1)).toEqual([]);
    expect(desk.missing.filter((m) => m.board === 2)).toHaveLength(3);
  });

  it('puts the core entry checks beside their lines, and leaves bad lines out', () => {
    const lines = [
      line(1, '1 1 4S= S 425'), // written score that 4S= cannot give (420)
      line(1, '2 3 4S= S'),
      line(1, '2 2 4S= S'), // NS 2 on board 1 twice
      line(1, '9 2 4S= S'), // no NS 9 in a 3-table Mitchell
      line(1, '3 2 4S S 14'), // 14 tricks
    ];
    const desk = scorePairsDesk(mitchell3, lines);
    expect(desk.errors.get(lines[3]?.id ?? '')?.error).toEqual({
      code: 'desk-line-pair',
      pair: 9,
      side: 'NS',
    });
    expect(desk.errors.get(lines[4]?.id ?? '')?.field).toBe('tricks');
    expect(desk.warnings.get(lines[0]?.id ?? '')?.map((w) => w.code)).toContain('score-mismatch');
    expect(desk.warnings.get(lines[1]?.id ?? '')?.map((w) => w.code)).toContain('pair-twice');
    expect(desk.warnings.get(lines[2]?.id ?? '')?.map((w) => w.code)).toContain('pair-twice');
  });
});

describe('the convention set and overrides of an exported event’s settings', () => {
  const overrides = [
    {},
    { scale: 'acbl' },
    { factoring: 'none', adjusted: 'session' },
    { across: 'field' },
    { crossDivide: 'none' },
    { butlerDrop: '1', butlerRound: 'half-up' },
    { butlerDrop: 'n>3:ceil((n-10)/15)+1' },
  ] as const;
  it.each(CONVENTIONS_NAMES.flatMap((c) => overrides.map((o) => [c, o] as const)))(
    '%s with %j: the settings found again give the same settings',
    (conventions, o) => {
      const settings = pairsSettings({ ...mitchell3, conventions, overrides: o });
      const found = conventionsOfSettings(JSON.parse(JSON.stringify(settings)));
      expect(found).not.toBeNull();
      if (!found) return;
      const again = pairsSettings({ ...mitchell3, ...found });
      expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(settings)));
    },
  );

  it('keeps the cross-IMP divisor and Butler’s drop and rounding chosen over the set’s', () => {
    const settings = pairsSettings({
      ...mitchell3,
      method: 'butler',
      conventions: 'compscore',
      overrides: { butlerDrop: '2', butlerRound: 'half-even', crossDivide: 'scores' },
    });
    expect(settings).toMatchObject({
      butlerDrop: { count: 2 },
      butlerRound: 'half-even',
      crossDivide: 'scores',
    });
    // Compscore's own: one result dropped, an exact 5 away from zero.
    expect(pairsSettings({ ...mitchell3, method: 'butler', conventions: 'compscore' })).toMatchObject({
      butlerDrop: { count: 1 },
      butlerRound: 'half-away',
    });
    expect(conventionsOfSettings(settings)).toEqual({
      conventions: 'compscore',
      overrides: { butlerDrop: '2', butlerRound: 'half-even', crossDivide: 'scores' },
    });
  });

  it('refuses a Butler drop the core cannot read, naming the field', () => {
    const bad = checkSetup({ ...mitchell3, overrides: { butlerDrop: 'most' } });
    expect(!bad.ok && bad.error).toEqual({
      code: 'desk-butler-drop',
      field: 'overrides.butlerDrop',
      text: 'most',
    });
    expect(checkSetup({ ...mitchell3, overrides: { butlerDrop: '5%' } }).ok).toBe(true);
  });

  it('scores a Butler board with the drop and rounding chosen (worked by hand)', () => {
    // Four NS scores on board 1: −100, 150, 420, 450. One dropped at each end: the datum is the mean
    // of 150 and 420, 285, rounded to 280 (an exact 5 to even) or 290 (away from zero); none
    // dropped: 920 / 4 = 230. NS +450 is then 170 above (5 IMPs), 160 (4 IMPs) or 220 (6 IMPs).
    const setup: PairsSetup = {
      ...mitchell3,
      sections: [{ name: 'A', movement: 'mitchell', tables: 0, boardsPerRound: 0, rounds: 0 }],
      method: 'butler',
      pairs: [],
    };
    const lines = ['1 1 -100', '2 2 150', '3 3 420', '4 4 450'].map((t) => line(1, t));
    const imps = (overrides: PairsSetup['overrides']) => {
      const view = pairsView(scorePairsDesk({ ...setup, overrides }, lines));
      return view.boards[0]?.rows.map((r) => r.nsPoints);
    };
    expect(imps({ butlerDrop: '1', butlerRound: 'half-even' })).toEqual([-9, -4, 4, 5]);
    expect(imps({ butlerDrop: '1', butlerRound: 'half-away' })).toEqual([-9, -4, 4, 4]);
    expect(imps({ butlerDrop: '0' })).toEqual([-8, -2, 5, 6]);
  });

  it('finds none for settings no set makes', () => {
    expect(
      conventionsOfSettings({ linePoints: 'raw', smallGroups: 'acbl', lineDecimals: { mp: 3, imps: null } }),
    ).toBeNull();
    expect(conventionsOfSettings({ expected: 12 })).toBeNull();
  });
});

describe('an event read again after a change', () => {
  it('reads a line changed anew and the others as before, and plans each setup for its own sections', () => {
    const lines = [line(1, '1 1 4S+1 S'), line(1, '3 2 4S= S'), line(1, '2 3 3S+2 N')];
    const first = scorePairsDesk(mitchell3, lines);
    const again = scorePairsDesk(mitchell3, lines);
    expect(again.session?.boards[0]?.nsScore).toEqual(first.session?.boards[0]?.nsScore);
    // The third line corrected: 4S+2 N is 480, now the top; 450 and 420 move down.
    const fixed = scorePairsDesk(mitchell3, [
      ...lines.slice(0, 2),
      { ...(lines[2] as DeskLine), text: '2 3 4S+2 N' },
    ]);
    expect([...(fixed.session?.boards[0]?.nsScore ?? [])]).toEqual([450, 420, 480]);
    expect([...(fixed.session?.boards[0]?.nsPoints ?? [])]).toEqual([2, 0, 4]);
    // The same typed line against another movement: board 7 is not in a 3-table, 2-board Mitchell.
    const five = {
      ...mitchell3,
      sections: [{ name: 'A', movement: 'mitchell', tables: 5, boardsPerRound: 2, rounds: 5 }],
    } as const;
    expect(scorePairsDesk(mitchell3, [line(7, '1 1 4S= S')]).errors.size).toBe(1);
    expect(scorePairsDesk(five, [line(7, '1 1 4S= S')]).errors.size).toBe(0);
  });
});

describe('a teams event', () => {
  const setup: TeamsSetup = {
    kind: 'teams',
    name: 'Cup',
    date: '2026-12-01',
    form: 'match',
    scoring: 'vp',
    teams: ['Lions', 'Tigers'],
    boardsPerMatch: 16,
    matches: [{ round: 1, a: 'Lions', b: 'Tigers' }],
  };

  it('scores a board at IMPs from both tables (Law 78B: 520 is 11 IMPs)', () => {
    // Board 1, none vulnerable: 4S= by N at table 1 (+420), 1NT-1 by N at table 2 (−50): Lions +470 → 10 IMPs.
    // Board 2, NS vulnerable: 4H= by S (+620), 1S= by E at table 2 (NS −80): Lions +700 → 12 IMPs.
    const lines = [
      line(1, '1 4S= N', '1'),
      line(1, '2 1NT-1 N', '1'),
      line(2, '1 4H= S', '1'),
      line(2, '2 1S= E', '1'),
    ];
    const desk = scoreTeamsDesk(setup, lines);
    const sheet = desk.matches[0]?.sheet;
    expect(sheet?.boards.map((b) => b.net)).toEqual([470, 700]);
    expect(sheet?.imps).toEqual({ a: 22, b: 0 });
    // VPs sum to 20 on the WBF scale; the winner takes more than 10.
    const vp = desk.matches[0]?.vp;
    expect((vp?.a ?? 0) + (vp?.b ?? 0)).toBeCloseTo(20, 2);
    expect(vp?.a ?? 0).toBeGreaterThan(10);
    expect(desk.event?.rounds[0]?.standings[0]?.team).toBe('Lions');
  });

  // One board, none vulnerable: +420 at table 1, −50 at table 2: Lions +470, 10 IMPs (Law 78B).
  const tenImps = [line(1, '1 4S= N', '1'), line(1, '2 1NT-1 N', '1')];

  it('takes the WBF 2013 scale for another number of boards: 10 IMPs at 16 boards are 12.80 VPs', () => {
    // The WBF's published check values for 16 boards (docs/scoring.md#teams): 10 → 12.80, 0 → 10.00, 20 → 15.00.
    const twelve = { ...setup, boardsPerMatch: 12, vpScale: { kind: 'wbf', boards: 16 } } as const;
    const desk = scoreTeamsDesk(twelve, tenImps);
    expect(desk.matches[0]?.vp).toEqual({ a: 12.8, b: 7.2 });
    expect(desk.event?.rounds[0]?.standings.map((s) => [s.team, s.points])).toEqual([
      ['Lions', 12.8],
      ['Tigers', 7.2],
    ]);
    const view = teamsView(desk);
    expect(view.vpScale).toEqual({ name: 'wbf-2013-16', boards: 16 });
    expect([view.vpCurve[0], view.vpCurve[10], view.vpCurve[20], view.vpCurve.at(-1)]).toEqual([
      10, 12.8, 15, 20,
    ]);
    // The match's own 12 boards by default: another scale, another figure.
    expect(
      scoreTeamsDesk({ ...twelve, vpScale: { kind: 'wbf', boards: null } }, tenImps).matches[0]?.vp?.a,
    ).not.toBe(12.8);
  });

  it('takes a table of rows, as a scale file gives it: 10 IMPs on the row 10–14 of a club 30-VP table', () => {
    const rows = [
      { from: 0, winner: 15, loser: 15 },
      { from: 1, winner: 16, loser: 14 },
      { from: 4, winner: 17, loser: 13 },
      { from: 10, winner: 19, loser: 11 },
      { from: 15, winner: 21, loser: 9 },
    ];
    const club = { ...setup, vpScale: { kind: 'table', name: 'Club 30', between: 'step', rows } } as const;
    const desk = scoreTeamsDesk(club, tenImps);
    expect(desk.matches[0]?.vp).toEqual({ a: 19, b: 11 });
    expect(desk.event?.rounds[0]?.standings[0]).toMatchObject({ team: 'Lions', points: 19 });
    const view = teamsView(desk);
    expect(view.vpScale).toEqual({ name: 'Club 30', boards: null });
    expect(view.vpCurve.slice(0, 16)).toEqual([
      15, 16, 16, 16, 17, 17, 17, 17, 17, 17, 19, 19, 19, 19, 19, 21,
    ]);
    // Total IMPs: no scale at all.
    expect(vpScaleOf({ ...club, scoring: 'imps' })).toBeNull();
  });

  it('refuses a VP table that a scale file could not hold, naming its row', () => {
    const rows = [
      { from: 0, winner: 10, loser: 10 },
      { from: 3, winner: 12, loser: 8 },
      { from: 2, winner: 14, loser: 6 },
    ];
    expect(badVpRow(rows)).toBe(2);
    expect(badVpRow([{ from: 1, winner: 10, loser: 10 }])).toBe(0);
    expect(
      badVpRow([
        { from: 0, winner: 10, loser: 10 },
        { from: 1, winner: 9, loser: 11 },
      ]),
    ).toBe(1);
    expect(badVpRow([])).toBe(-1);
    const checked = checkSetup({ ...setup, vpScale: { kind: 'table', name: 'x', between: 'step', rows } });
    expect(checked.ok ? null : checked.error).toEqual({
      code: 'desk-vp-scale',
      field: 'vpScale.rows[2]',
      row: 3,
    });
  });

  it('takes an adjusted board from one table, each side its award', () => {
    const desk = scoreTeamsDesk(setup, [line(3, '2 A+A-', '1')]);
    // Table 2: team A sat East-West, so EW's average-minus is team A's: −3, team B +3.
    expect(desk.matches[0]?.sheet?.boards[0]?.imps).toEqual({ a: -3, b: 3 });
  });

  it('pairs the next Swiss round: the leaders meet, no pair meets twice', () => {
    const swiss: TeamsSetup = {
      ...setup,
      form: 'swiss',
      teams: ['A', 'B', 'C', 'D'],
      matches: [
        { round: 1, a: 'A', b: 'B' },
        { round: 1, a: 'C', b: 'D' },
      ],
    };
    // Round 1: A beat B by 22 IMPs, D beat C by 12: the standings A, D, C, B.
    const lines = [
      line(1, '1 4S= N', '1'),
      line(1, '2 1NT-1 N', '1'),
      line(2, '1 4H= S', '1'),
      line(2, '2 1S= E', '1'),
      line(1, '1 1NT-1 N', '2'),
      line(1, '2 3NT= N', '2'),
    ];
    const desk = scoreTeamsDesk(swiss, lines);
    const next = nextSwissMatches(swiss, desk);
    expect(next).toEqual([
      { round: 2, a: 'A', b: 'D' },
      { round: 2, a: 'C', b: 'B' },
    ]);
  });

  it('scores board-a-match: a board won on the net, a tie shared', () => {
    const bam: TeamsSetup = { ...setup, scoring: 'board-a-match' };
    // Board 1: Lions +470 net: won, 1–0. Board 2: 4S= by N at both tables (+620 each): a tie, ½–½.
    const desk = scoreTeamsDesk(bam, [
      line(1, '1 4S= N', '1'),
      line(1, '2 1NT-1 N', '1'),
      line(2, '1 4S= N', '1'),
      line(2, '2 4S= N', '1'),
    ]);
    expect(desk.matches[0]?.bam?.points).toEqual({ a: 1.5, b: 0.5 });
    expect(desk.event?.rounds[0]?.standings.map((s) => [s.team, s.points])).toEqual([
      ['Lions', 1.5],
      ['Tigers', 0.5],
    ]);
  });

  it('plans a round robin: every team meets every other once', () => {
    const matches = roundRobinMatches(['A', 'B', 'C', 'D']);
    const met = new Set(matches.map((m) => [m.a, m.b].sort().join('-')));
    expect(matches).toHaveLength(6);
    expect(met.size).toBe(6);
  });
});

describe('pair names typed one pair a line', () => {
  const sections: SectionSetup[] = [
    { name: 'A', movement: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
    { name: 'B', movement: 'howell', tables: 3, boardsPerRound: 2, rounds: 5 },
  ];

  it('reads a Mitchell pair, a section named first, and names joined by &, a comma or a dash', () => {
    const read = parsePairNames('NS 1 Ann & Bob\nEW 2 Cid, Dan\nB: 4 Eve - Fay\n', sections);
    expect(read.unread).toEqual([]);
    expect(read.pairs).toEqual([
      { section: 'A', number: 1, direction: 'NS', names: ['Ann', 'Bob'] },
      { section: 'A', number: 2, direction: 'EW', names: ['Cid', 'Dan'] },
      { section: 'B', number: 4, direction: null, names: ['Eve', 'Fay'] },
    ]);
  });

  it('gives back every line it cannot read, by its number, and skips only blank lines', () => {
    const read = parsePairNames(
      'NS 1 Ann & Bob\n\nAnn and Bob\nC: NS 2 Gil & Hal\n   \nEW 3 Ivy & Jo',
      sections,
    );
    // Line 3 has no pair number; line 4 names a section the event does not have.
    expect(read.unread).toEqual([3, 4]);
    expect(read.pairs.map((p) => [p.section, p.direction, p.number])).toEqual([
      ['A', 'NS', 1],
      ['A', 'EW', 3],
    ]);
  });
});
