/**
 * The table's words (`types.ts`): which side a board's vulnerability makes
 * vulnerable (Law 2: "None", "N-S", "E-W", "Both"), as a boolean.
 */
import { describe, expect, test } from 'vitest';
import { isVulnerable } from '../../src/index.js';

describe('isVulnerable', () => {
  test.each([
    ['None', false, false],
    ['NS', true, false],
    ['EW', false, true],
    ['Both', true, true],
  ] as const)('%s: North-South %s, East-West %s', (vul, ns, ew) => {
    expect(isVulnerable(vul, 'NS')).toBe(ns);
    expect(isVulnerable(vul, 'EW')).toBe(ew);
  });
});
