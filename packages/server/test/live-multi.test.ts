/**
 * Several stateless app processes on one PostgreSQL database under a live-scoring load (the
 * full run: `npm run load:multi`). Four `npm start` processes on a new database; ten clubs'
 * evenings (club-01 … club-10, 15 tables, one round of two boards), and one of the club
 * `local`, played at once by one phone a table, each request sent to the next process in
 * turn; one process killed with SIGKILL once a third of the results are acknowledged, the
 * phones going on with the other three (a request the process did not answer is sent again,
 * with the same idempotency key, to another). Then:
 *
 * - the database holds every result of every movement exactly once, with the text its table
 *   sent, one live result and one audit entry each, and every acknowledged result (those the
 *   killed process acknowledged too);
 * - every acknowledged result sent again to another process than the one that acknowledged it
 *   is answered 200 with the first answer, and its key with another result is refused;
 * - a viewer of the `local` event's public stream on process 0, whose results were all sent to
 *   the other processes, hears the event's last version: no sticky sessions are needed.
 *
 * The clubs' events are made through the store in each club's scope: the API makes events for
 * the club `local` only (until accounts come); the table routes find a table by its code, in
 * any club.
 */
import { expect, it } from 'vitest';
import { multiRun } from '../scripts/live-multi.js';
import { describePostgres } from './databases.js';

describePostgres('several app processes on one database, one killed under load', (db) => {
  it('stores every acknowledged result exactly once, answers retries alike on every process, and streams across processes', async () => {
    const out = await multiRun({
      databaseUrl: db().url,
      processes: 4,
      clubs: 10,
      tables: 15,
      rounds: 1,
      phones: 1,
      kill: 1 / 3,
      viewer: true,
      // Bounded: the phones stop after this even if the evening is unfinished (and the test fails).
      seconds: 150,
    });
    // 11 events of a 15-table Mitchell, one round of 2 boards: 30 results each.
    expect(out.expected).toBe(11 * 15 * 2);
    expect(out.clubs).toContain('club-10');
    expect(out.clubs).toContain('local');
    expect(out.unanswered).toBe(0);
    expect(out.problems).toEqual([]);
    // Every result acknowledged, once (one phone a table).
    expect(out.acks).toBe(out.expected);
    // Each result answered 201 once at most: one sent to the killed process, stored but not
    // answered, is answered 200 to its retry on another process.
    expect(out.created + out.repeated).toBe(out.acks);
    expect(out.created).toBeLessThanOrEqual(out.expected);
    expect(out.created).toBeGreaterThanOrEqual(out.expected - (out.kill?.failedOver ?? 0));

    expect(out.kill?.done).toBe(true);
    expect(out.kill?.exit).toBe('SIGKILL');
    expect(out.kill?.ackedByVictim).toBeGreaterThan(0);

    expect(out.resent.sent).toBe(out.acks);
    expect(out.resent.reused).toBe(20);
    expect(out.resent.problems).toEqual([]);

    expect(out.viewer?.error).toBeNull();
    expect(out.viewer?.sentTo).toEqual([1, 2, 3]);
    expect(out.viewer?.ackedOnProcess0).toBe(0);
    // Created (version 1), then one version a stored result: 30 results.
    expect(out.viewer?.final).toBe(1 + 30);
    expect(out.viewer?.reached).toBe(true);
    expect(out.viewer?.last).toBe(out.viewer?.final);
    expect(out.viewer?.neverBack).toBe(true);
  }, 300_000);
});
