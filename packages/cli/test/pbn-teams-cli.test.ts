/**
 * The team commands on PBN team files: `match` and `teams` read a PBN file
 * whose games have Room tags (the same IMPs as the match's CSV and USEBIO),
 * every game that cannot be used reported at its line and column, and
 * `convert` takes a PBN team match to USEBIO and to the team CSV.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const example = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-pbn-teams-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** One game of a team file. */
const game = (board: number, room: string, result: string, teams = ['Lions', 'Tigers'], round = '1') =>
  `[Board "${board}"]\n[Round "${round}"]\n[HomeTeam "${teams[0]}"]\n[VisitTeam "${teams[1]}"]\n[Room "${room}"]\n${result}\n`;
const deal = (declarer: string, contract: string, tricks: number) =>
  `[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Result "${tricks}"]`;

describe('bridge-score match on a PBN team file', () => {
  test('the example match: the IMPs and VPs of its CSV and USEBIO twins, its teams from the file', async () => {
    const pbn = await runMain(['match', example('team-match.pbn'), '--json']);
    const xml = await runMain(['match', example('team-match.xml'), '--json']);
    expect(pbn.status, pbn.err).toBe(0);
    const a = JSON.parse(pbn.out);
    const b = JSON.parse(xml.out);
    expect(a.teams).toEqual({ a: 'Lions', b: 'Tigers' });
    expect(a.imps).toEqual(b.imps);
    expect(a.vp).toEqual(b.vp);
    expect(a.boards.map((x: { imps: unknown }) => x.imps)).toEqual(
      b.boards.map((x: { imps: unknown }) => x.imps),
    );
  });

  test('a game that cannot be used: its error at its line and column, the rest scored, exit 1', async () => {
    // Board 1: 4S= +420 v 4S-1 −50, 470 → 10 IMPs to the Lions; board 2's closed-room game has no Room,
    // so board 2 was played in one room only and scores nothing. Each game above it is 8 lines and a
    // blank one: the fourth starts at line 3 × 9 + 1 = 28.
    const text = [
      game(1, 'Open', deal('N', '4S', 10)),
      game(1, 'Closed', deal('N', '4S', 9)),
      game(2, 'Open', deal('S', '3NT', 9)),
      '[Board "2"]\n[HomeTeam "Lions"]\n[VisitTeam "Tigers"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n',
    ].join('\n');
    const r = await runMain(['match', file('room.pbn', text), '--json']);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.out);
    expect(out.imps).toEqual({ a: 10, b: 0 });
    expect(out.errors).toEqual([expect.objectContaining({ line: 28, column: 1, code: 'pbn-room' })]);
  });

  test('a PBN file with no team match in it: every game says why, nothing scored', async () => {
    const r = await runMain([
      'match',
      file('pairs.pbn', '[Board "1"]\n[Contract "3NT"]\n[Declarer "N"]\n[Result "9"]\n'),
    ]);
    expect(r.status).toBe(2);
    expect(r.err).toContain('pairs.pbn:1:1');
    expect(r.err).toContain('Room');
  });
});

describe('bridge-score teams on a PBN team file', () => {
  test('two rounds of four teams: the standings of the same event written as CSV', async () => {
    // Round 1: Lions–Tigers 10–0 (470), Bears–Wolves 0–0; round 2: Lions–Bears 4–0 (160), Tigers–Wolves 0–1 (−30).
    const pbn = [
      game(1, 'Open', deal('N', '4S', 10)),
      game(1, 'Closed', deal('N', '4S', 9)),
      game(1, 'Open', deal('S', '3NT', 9), ['Bears', 'Wolves']),
      game(1, 'Closed', deal('S', '3NT', 9), ['Bears', 'Wolves']),
      game(1, 'Open', deal('N', '2S', 8), ['Lions', 'Bears'], '2'),
      game(1, 'Closed', deal('N', '3S', 8), ['Lions', 'Bears'], '2'),
      game(1, 'Open', deal('S', '1NT', 7), ['Tigers', 'Wolves'], '2'),
      game(1, 'Closed', deal('S', '1NT', 8), ['Tigers', 'Wolves'], '2'),
    ].join('\n');
    const csv = [
      'round,team1,team2,score1,score2,boards',
      '1,Lions,Tigers,10,0,1',
      '1,Bears,Wolves,0,0,1',
      '2,Lions,Bears,4,0,1',
      '2,Tigers,Wolves,0,1,1',
    ].join('\n');
    const a = await runMain(['teams', file('event.pbn', pbn), '--json']);
    const b = await runMain(['teams', file('event.csv', csv), '--json']);
    expect(a.status, a.err).toBe(0);
    expect(JSON.parse(a.out).rounds).toEqual(JSON.parse(b.out).rounds);
  });
});

describe('bridge-score convert a PBN team match', () => {
  test('to USEBIO: the same match, but for the board adjusted by IMPs, which USEBIO cannot say', async () => {
    const out = join(dir, 'match.xml');
    const r = await runMain(['convert', example('team-match.pbn'), out]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('Board 12');
    const m = await runMain(['match', out, '--json']);
    // The example's 45–49 less board 12's 3 IMPs to the Lions: 42–49.
    expect(JSON.parse(m.out).imps).toEqual({ a: 42, b: 49 });
    expect(readFileSync(out, 'utf8')).toContain('TEAM_NAME="Lions"');
  });

  test('to CSV: the match file `match` reads, with the same IMPs', async () => {
    const out = join(dir, 'match.csv');
    const r = await runMain(['convert', example('team-match.pbn'), out]);
    expect(r.status, r.err).toBe(0);
    const m = await runMain(['match', out, '--json']);
    expect(JSON.parse(m.out).imps).toEqual({ a: 45, b: 49 });
  });
});
