/**
 * The example files say the same thing in each format: the club evening as
 * CSV, PBN and USEBIO ranks the same pairs with the same points; the team
 * match as CSV, USEBIO and PBN gives the same IMPs; the team event as USEBIO and
 * as the CSV converted from it gives the same standings, those worked by hand
 * in the USEBIO file's comments.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runMain } from './run-main.js';

const example = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));

async function json(argv: readonly string[]): Promise<Record<string, unknown>> {
  const r = await runMain(argv);
  expect(r.status, r.err).toBe(0);
  return JSON.parse(r.out) as Record<string, unknown>;
}

describe('examples agree across formats', () => {
  test('the club evening: the same rankings from CSV, PBN and USEBIO', async () => {
    const [csv, pbn, xml] = await Promise.all(
      ['club-evening.csv', 'club-evening.pbn', 'club-evening.xml'].map((f) =>
        json(['session', example(f), '--json']),
      ),
    );
    expect(pbn?.rankings).toEqual(csv?.rankings);
    expect(xml?.rankings).toEqual(csv?.rankings);
    expect(csv?.rankings).toHaveLength(2);
  });

  test('the team match: the same IMPs from CSV, USEBIO and PBN', async () => {
    const csv = await json([
      'match',
      example('team-match.csv'),
      '--team-a',
      'Lions',
      '--team-b',
      'Tigers',
      '--json',
    ]);
    const xml = await json(['match', example('team-match.xml'), '--json']);
    const pbn = await json(['match', example('team-match.pbn'), '--json']);
    expect(xml.imps).toEqual(csv.imps);
    expect(xml.vp).toEqual(csv.vp);
    expect(xml.teams).toEqual({ a: 'Lions', b: 'Tigers' });
    expect(pbn.imps).toEqual(csv.imps);
    expect(pbn.vp).toEqual(csv.vp);
    expect(pbn.teams).toEqual({ a: 'Lions', b: 'Tigers' });
  });

  test('the team event: the standings worked by hand, from USEBIO and from its CSV', async () => {
    const standings = (j: Record<string, unknown>) =>
      (j.rounds as { standings: { team: string; points: number }[] }[]).map((r) =>
        r.standings.map((s) => [s.team, s.points]),
      );
    const xml = standings(await json(['teams', example('team-event.xml'), '--json']));
    const csv = standings(await json(['teams', example('team-event.csv'), '--json']));
    expect(csv).toEqual(xml);
    // The file's comments: round 3 Bears 40, Lions 35, Wolves 25, Tigers 20.
    expect(xml.at(-1)).toEqual([
      ['Bears', 40],
      ['Lions', 35],
      ['Wolves', 25],
      ['Tigers', 20],
    ]);
  });
});
