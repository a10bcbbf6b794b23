import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../src/time-ordered-id.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered ids (UUID version 7)', () => {
  it('are UUIDs of version 7 and the RFC 9562 variant, the time in the first 48 bits', () => {
    // 1,700,000,000,000 ms is 0x018bcfe56800 (worked out apart from the code).
    const id = timeOrderedId(1_700_000_000_000 + 10_000_000);
    expect(id).toMatch(V7);
    const later = timeOrderedId(1_800_000_000_000);
    expect(later.startsWith('01a3185c-5000-')).toBe(true); // 1.8e12 = 0x01a3185c5000
  });

  it('sort in the order they were made: within a millisecond, past 4,096 in one, and when the clock goes back', () => {
    const base = 1_900_000_000_000; // after every id the test before made (the ids' clock only goes on)
    const ids: string[] = [];
    for (let i = 0; i < 5000; i++) ids.push(timeOrderedId(base));
    ids.push(timeOrderedId(base - 1000)); // the clock went back a second
    for (let i = 0; i < 10; i++) ids.push(timeOrderedId(base + 100 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The 4,097th id of one millisecond is given the next millisecond.
    const ms = (id: string) => Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
    expect(ms(ids[0] ?? '')).toBe(base);
    expect(ms(ids[4095] ?? '')).toBe(base);
    expect(ms(ids[4096] ?? '')).toBe(base + 1);
    expect(ms(ids[5000] ?? '')).toBe(base + 1);
  });

  it('differ in their random bits when made at the same moment in two processes', () => {
    // Two ids with the same time and counter can only come from two processes: the last 62 bits.
    const a = timeOrderedId(2_000_000_000_000);
    const b = timeOrderedId(2_000_000_000_001);
    expect(a.slice(19)).not.toEqual(b.slice(19));
  });
});
