/**
 * The vocabulary of bridge scoring, built from `as const` tuples so that every
 * union has a runtime list to iterate and validate against.
 *
 * @example
 * import { STRAINS, type Strain } from '@bridge-score/core';
 * STRAINS.includes('NT'); // true
 */

/** Denominations, lowest first: clubs, diamonds, hearts, spades, notrump. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];

/** Contract levels. No contract above the seven level may be played (Law 38). */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

/** Undoubled, doubled, redoubled. */
export const DOUBLINGS = ['', 'X', 'XX'] as const;
export type Doubling = (typeof DOUBLINGS)[number];

/** The four seats in dealing order (Law 2: dealer rotates N, E, S, W). */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

/** The two partnerships. */
export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

/** Board vulnerability (Law 2). */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'Both'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

/** Rubber-bridge honours (Laws of Rubber Bridge, Law 76; docs/scoring.md#rubber). */
export const HONOURS = ['four-trumps', 'five-trumps', 'four-aces'] as const;
export type Honours = (typeof HONOURS)[number];

/** The lowest and highest number of tricks a side can take. */
export const MIN_TRICKS = 0;
export const MAX_TRICKS = 13;
/** The six tricks of "book" that precede the odd tricks a contract names. */
export const BOOK = 6;

export type BySide<T> = { readonly [S in Side]: T };
export type BySeat<T> = { readonly [S in Seat]: T };

/** The side a seat belongs to. */
export function sideOf(seat: Seat): Side {
  switch (seat) {
    case 'N':
    case 'S':
      return 'NS';
    case 'E':
    case 'W':
      return 'EW';
  }
}

/** The other partnership. */
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/** Whether `side` is vulnerable under board vulnerability `vul`. */
export function isVulnerable(vul: Vulnerability, side: Side): boolean {
  switch (vul) {
    case 'None':
      return false;
    case 'Both':
      return true;
    case 'NS':
    case 'EW':
      return vul === side;
  }
}

/** The board vulnerability that results from each side's own vulnerability. */
export function vulnerabilityOf(nsVulnerable: boolean, ewVulnerable: boolean): Vulnerability {
  if (nsVulnerable) return ewVulnerable ? 'Both' : 'NS';
  return ewVulnerable ? 'EW' : 'None';
}

/** Type guards for values that arrive as plain strings (JSON, CLI, files). */
export const isStrain = (x: unknown): x is Strain => (STRAINS as readonly unknown[]).includes(x);
export const isSeat = (x: unknown): x is Seat => (SEATS as readonly unknown[]).includes(x);
export const isSide = (x: unknown): x is Side => (SIDES as readonly unknown[]).includes(x);
export const isVulnerability = (x: unknown): x is Vulnerability =>
  (VULNERABILITIES as readonly unknown[]).includes(x);
export const isLevel = (x: unknown): x is Level => (LEVELS as readonly unknown[]).includes(x);
export const isDoubling = (x: unknown): x is Doubling => (DOUBLINGS as readonly unknown[]).includes(x);
export const isHonours = (x: unknown): x is Honours => (HONOURS as readonly unknown[]).includes(x);
