/**
 * Honours notation as rubber players write it: the points and the holder,
 * `150 N`, `100 EW`. The strain decides the kind: 150 at notrump is four aces,
 * 100 / 150 in a suit are four / five trump honours (Laws of Rubber Bridge, Law 76).
 *
 * @example
 * parseHonours('150 N', 'NT'); // { ok: true, value: { kind: 'four-aces', holder: 'NS' } }
 */

import { err, ok, type Result } from '../common/result.js';
import type { HonoursClaim } from './deal-score.js';
import type { DealError } from './errors.js';
import { isSeat, isSide, type Side, type Strain, sideOf } from './types.js';

export function parseHonours(text: string, strain: Strain): Result<HonoursClaim, DealError> {
  const m = /^\s*(100|150)\s*(\S.*?)\s*$/.exec(text);
  if (!m) return err({ code: 'honours-unknown', text: text.trim() });
  const points = Number(m[1]);
  const who = (m[2] ?? '').toUpperCase();
  const holder: Side | undefined = isSide(who) ? who : isSeat(who) ? sideOf(who) : undefined;
  if (holder === undefined) return err({ code: 'honours-holder', text: m[2] ?? '' });
  if (strain === 'NT') {
    return points === 150
      ? ok({ kind: 'four-aces', holder })
      : err({ code: 'honours-strain', honours: 'four-trumps', strain });
  }
  return ok({ kind: points === 150 ? 'five-trumps' : 'four-trumps', holder });
}

/** Formats honours back as players write them: `100 NS`, `150 EW`. */
export function formatHonours(claim: HonoursClaim): string {
  return `${claim.kind === 'four-trumps' ? 100 : 150} ${claim.holder}`;
}
