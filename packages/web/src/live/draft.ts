/**
 * A table result as the phone's buttons build it: level, strain and doubling
 * (or a pass), declarer, the opening lead (suit then card) and the result
 * relative to the contract (`=`, `+1`, `−2`). The core's one representation
 * is tricks taken by declarer (0 … 13); the buttons offer only the results a
 * contract can have, and the North-South score is the core's (Law 77).
 *
 * @example
 * const d = { ...EMPTY_DRAFT, level: 4, strain: 'S', declarer: 'S', result: 0 };
 * wireOf(d); // { contract: '4S', declarer: 'S', lead: null, tricks: 10 }
 * nsScoreOf(d, 'NS'); // 620
 */
import {
  BOOK,
  contractOf,
  type Doubling,
  type Level,
  MAX_TRICKS,
  outcomeNsScore,
  PASS,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@bridge-score/core';

export const LEAD_SUITS = ['S', 'H', 'D', 'C'] as const;
export type LeadSuit = (typeof LEAD_SUITS)[number];
/** Card ranks, highest first; the ten written T. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

export interface Draft {
  readonly pass: boolean;
  readonly level: Level | null;
  readonly strain: Strain | null;
  readonly doubling: Doubling;
  readonly declarer: Seat | null;
  readonly leadSuit: LeadSuit | null;
  readonly leadRank: Rank | null;
  /** Relative to the contract: 0 made exactly, +1 one overtrick, −2 two down. */
  readonly result: number | null;
}

export const EMPTY_DRAFT: Draft = {
  pass: false,
  level: null,
  strain: null,
  doubling: '',
  declarer: null,
  leadSuit: null,
  leadRank: null,
  result: null,
};

/** The results a contract of `level` can have, most down first: −(level + 6) … +(7 − level). */
export function resultOptions(level: Level): number[] {
  const out: number[] = [];
  for (let r = -(level + BOOK); r <= MAX_TRICKS - BOOK - level; r++) out.push(r);
  return out;
}

/** `=`, `+1`, `-2` (as the desk's lines write it). */
export function formatRelative(result: number): string {
  return result === 0 ? '=' : result > 0 ? `+${result}` : `-${-result}`;
}

/** The lead as sent (`SQ`, `HT`), or null when not given whole. */
export function leadOf(d: Draft): string | null {
  return d.leadSuit && d.leadRank ? `${d.leadSuit}${d.leadRank}` : null;
}

export interface Wire {
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly lead: string | null;
  readonly tricks: number | null;
}

/** What is sent for a complete draft; null while something is missing. */
export function wireOf(d: Draft): Wire | null {
  if (d.pass) return { contract: 'PASS', declarer: null, lead: null, tricks: null };
  if (d.level === null || d.strain === null || d.declarer === null || d.result === null) return null;
  const tricks = d.level + BOOK + d.result;
  if (tricks < 0 || tricks > MAX_TRICKS) return null;
  return { contract: `${d.level}${d.strain}${d.doubling}`, declarer: d.declarer, lead: leadOf(d), tricks };
}

/** The North-South score of a complete draft on a board of this vulnerability; null while incomplete. */
export function nsScoreOf(d: Draft, vulnerability: Vulnerability): number | null {
  const w = wireOf(d);
  if (!w) return null;
  if (d.pass || d.level === null || d.strain === null || w.declarer === null || w.tricks === null)
    return outcomeNsScore({ kind: 'played', contract: PASS }, vulnerability);
  return outcomeNsScore(
    {
      kind: 'played',
      contract: contractOf(d.level, d.strain, d.doubling),
      declarer: w.declarer,
      tricks: w.tricks,
    },
    vulnerability,
  );
}

/** A draft with one choice changed: a result the new level cannot have is cleared, not kept wrong. */
export function choose(d: Draft, patch: Partial<Draft>): Draft {
  const next = { ...d, ...patch };
  if (patch.level !== undefined || patch.strain !== undefined) next.pass = false;
  if (next.level !== null && next.result !== null) {
    const tricks = next.level + BOOK + next.result;
    if (tricks < 0 || tricks > MAX_TRICKS) next.result = null;
  }
  return next;
}
