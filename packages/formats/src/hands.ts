/**
 * Hand records: the four hands of a board, as PBN's Deal tag writes them,
 * `N:KQT2.AT.J6542.85 A8654.KQ5.T.QJT6 J973.J98742.3.K4 -`: the seat of the
 * first hand, then the hands clockwise, each suit spades, hearts, diamonds,
 * clubs separated by dots, `-` for a hand that is not known.
 *
 * Tolerated as written in real files: lower case, `10` for the ten, suit
 * letters or symbols before each suit (`SKQT2.HAT.DJ6542.C85`, in any order
 * then), no `N:` (the first hand is North's), several blanks.
 *
 * @example
 * const r = parseDeal('N:AKQJ.T98.765.432 - - -');
 * r.ok && r.value.N; // { S: 'AKQJ', H: 'T98', D: '765', C: '432' }
 */
import { err, type InterchangeError, ok, type Result, SEATS, type Seat } from '@bridge-score/core';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
/** Ranks from the ace down; `T` is the ten. */
export const RANKS = 'AKQJT98765432';

/** One hand: the ranks held in each suit, highest first. */
export type Hand = { readonly [S in Suit]: string };
/** The four hands; null for a hand that is not known. */
export type Hands = { readonly [S in Seat]: Hand | null };

const SUIT_MARKS: { readonly [k: string]: Suit } = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  '♠': 'S',
  '♤': 'S',
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♣': 'C',
  '♧': 'C',
};

function sortRanks(ranks: string): string {
  return [...ranks].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join('');
}

function parseHand(text: string, seat: Seat): Result<Hand | null, InterchangeError> {
  if (text === '-' || text === '?') return ok(null);
  const groups = text.replace(/\uFE0F/g, '').split('.');
  if (groups.length !== 4) return err({ code: 'deal-hand', seat, text });
  const hand: { [S in Suit]: string } = { S: '', H: '', D: '', C: '' };
  const seen = new Set<Suit>();
  for (const [i, group] of groups.entries()) {
    let g = group.toUpperCase().replace(/10/g, 'T');
    let suit = SUITS[i] as Suit;
    const mark = SUIT_MARKS[g[0] ?? ''] ?? SUIT_MARKS[[...g][0] ?? ''];
    if (mark !== undefined) {
      suit = mark;
      g = g.slice([...g][0]?.length ?? 1);
    }
    if (seen.has(suit)) return err({ code: 'deal-hand', seat, text });
    seen.add(suit);
    for (const r of g) if (!RANKS.includes(r)) return err({ code: 'deal-hand', seat, text });
    hand[suit] = sortRanks(g);
  }
  return ok(hand);
}

/** Cards held in a hand. */
export function handSize(hand: Hand): number {
  return hand.S.length + hand.H.length + hand.D.length + hand.C.length;
}

/**
 * Parses a PBN deal; checks that no card is held twice, that no hand holds
 * more than 13 cards and, when all four are known, that each holds exactly 13.
 */
export function parseDeal(text: string): Result<Hands, InterchangeError> {
  const s = text.trim();
  const m = /^([NESWnesw])\s*:\s*(.*)$/s.exec(s);
  const first = (m ? (m[1] as string).toUpperCase() : 'N') as Seat;
  const parts = (m ? (m[2] as string) : s).split(/\s+/).filter((p) => p !== '');
  if (parts.length !== 4) return err({ code: 'deal-syntax', text: s });
  const start = SEATS.indexOf(first);
  const hands: { [S in Seat]: Hand | null } = { N: null, E: null, S: null, W: null };
  const held = new Set<string>();
  for (let k = 0; k < 4; k++) {
    const seat = SEATS[(start + k) % 4] as Seat;
    const hand = parseHand(parts[k] as string, seat);
    if (!hand.ok) return hand;
    if (hand.value === null) continue;
    for (const suit of SUITS) {
      for (const rank of hand.value[suit]) {
        const card = `${suit}${rank}`;
        if (held.has(card)) return err({ code: 'deal-card-twice', card });
        held.add(card);
      }
    }
    const size = handSize(hand.value);
    if (size > 13) return err({ code: 'deal-hand-size', seat, cards: size });
    hands[seat] = hand.value;
  }
  const allKnown = SEATS.every((seat) => hands[seat] !== null);
  for (const seat of SEATS) {
    const hand = hands[seat];
    if (hand && allKnown && handSize(hand) !== 13) {
      return err({ code: 'deal-hand-size', seat, cards: handSize(hand) });
    }
  }
  return ok(hands);
}

/**
 * Formats hands as a PBN deal, starting with `first` (PBN writers usually
 * start with the dealer).
 *
 * @example
 * formatDeal({ N: { S: 'AKQJ', H: 'T98', D: '765', C: '432' }, E: null, S: null, W: null }); // 'N:AKQJ.T98.765.432 - - -'
 */
export function formatDeal(hands: Hands, first: Seat = 'N'): string {
  const start = SEATS.indexOf(first);
  const parts: string[] = [];
  for (let k = 0; k < 4; k++) {
    const hand = hands[SEATS[(start + k) % 4] as Seat];
    parts.push(hand === null ? '-' : `${hand.S}.${hand.H}.${hand.D}.${hand.C}`);
  }
  return `${first}:${parts.join(' ')}`;
}
