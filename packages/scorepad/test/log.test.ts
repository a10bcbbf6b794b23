import { contractOf } from '@bridge-score/core';
import { describe, expect, it } from 'vitest';
import {
  accepted,
  addMineAfterTheirs,
  append,
  type Change,
  defaultSettings,
  keepTheirs,
  newLog,
  type Op,
  outgoing,
  received,
  replay,
  unsent,
} from '../src/index.js';

let n = 0;
const change = (op: Op): Change => {
  n += 1;
  return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, at: '2026-12-01T19:00:00.000Z', op };
};
const start = change({ kind: 'start', settings: defaultSettings('rubber') });
const game = (declarer: 'N' | 'E') =>
  change({ kind: 'deal', deal: { contract: contractOf(4, 'S'), declarer, tricks: 10 } });

describe('device log', () => {
  it('sends what is unsent on the version it was made on, and counts what the server took', () => {
    let log = append(newLog('e'), start);
    expect(outgoing(log)).toEqual({ base: 0, changes: [start] });
    const second = game('N');
    log = append(log, second);
    log = accepted(log, 1); // the first was taken, the second made while it travelled
    expect(log.confirmed).toBe(1);
    expect(outgoing(log)).toEqual({ base: 1, changes: [second] });
    log = accepted(log, 1);
    expect(unsent(log)).toEqual([]);
  });

  it('takes the server’s changes at once when nothing is unsent', () => {
    const theirs = [game('E')];
    const log = received({ ...newLog('e', [start]), confirmed: 1 }, 0, theirs);
    expect(log.changes).toEqual([start, ...theirs]);
    expect(log.confirmed).toBe(2);
    expect(log.conflict).toBeNull();
  });

  it('keeps a conflict instead of overwriting: keep theirs, or add mine after theirs', () => {
    const mine = game('N');
    const theirs = [game('E')];
    const log = received({ ...newLog('e', [start, mine]), confirmed: 1 }, 0, theirs);
    expect(log.conflict).toEqual({ theirs });
    expect(log.changes).toEqual([start, mine]); // nothing lost, nothing overwritten

    const onlyTheirs = keepTheirs(log);
    expect(onlyTheirs.changes).toEqual([start, ...theirs]);
    expect(onlyTheirs.confirmed).toBe(2);

    const both = addMineAfterTheirs(log);
    expect(both.dropped).toEqual([]);
    expect(both.log.changes).toEqual([start, ...theirs, mine]);
    expect(both.log.confirmed).toBe(2);
    expect(outgoing(both.log)).toEqual({ base: 2, changes: [mine] });
  });

  it('sets aside a change of mine that no longer applies after theirs', () => {
    // Theirs: EW win the rubber. Mine: a third deal, refused because the rubber is over.
    const theirs = [game('E'), game('E')];
    const mine = game('N');
    const log = received({ ...newLog('e', [start, mine]), confirmed: 1 }, 0, theirs);
    const both = addMineAfterTheirs(log);
    expect(both.log.changes).toEqual([start, ...theirs]);
    expect(both.dropped.map((d) => d.error.code)).toEqual(['rubber-over']);
    const r = replay(both.log.changes);
    expect(r.ok && r.value.evening.sheets[0]?.over).toBe(true);
  });
});
