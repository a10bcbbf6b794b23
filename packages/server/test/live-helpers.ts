/**
 * A live evening for the tests: a pairs event in a movement, the results its
 * tables play (derived from the core's movement, independently of the
 * server), and small clients of the API.
 */
import { type MovementPlan, seating, travellerSeats } from '@bridge-score/core';
import { type PairsSetup, sectionPlan } from '@bridge-score/desk';

export function pairsSetup(
  tables: number,
  options: { movement?: 'mitchell' | 'howell'; boardsPerRound?: number; rounds?: number; name?: string } = {},
): PairsSetup {
  const movement = options.movement ?? 'mitchell';
  const boardsPerRound = options.boardsPerRound ?? 2;
  const rounds =
    options.rounds ?? (movement === 'howell' ? 2 * tables - 1 : tables % 2 === 1 ? tables : tables - 1);
  return {
    kind: 'pairs',
    name: options.name ?? `Live ${tables}`,
    date: '2026-12-01',
    sections: [{ name: 'A', movement, tables, boardsPerRound, rounds }],
    method: 'mp',
    conventions: 'bridge-score',
    overrides: {},
    pairs: [],
  };
}

export function planOf(setup: PairsSetup): MovementPlan {
  const s = setup.sections[0];
  if (!s) throw new Error('no section');
  const plan = sectionPlan(s);
  if (!plan.ok) throw new Error(plan.error.code);
  return plan.value;
}

/** One result a table plays: where, and what (a contract that depends on the board and table). */
export interface Played {
  readonly table: number;
  readonly round: number;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
  readonly contract: string;
  readonly declarer: 'N' | 'E' | 'S' | 'W';
  readonly tricks: number;
  readonly lead: string;
}

const CONTRACTS = ['3NT', '4S', '4H', '2D', '1NT', '5CX'] as const;
const DECLARERS = ['N', 'E', 'S', 'W'] as const;

/** Every result of the evening, round by round, as the movement has the tables play. */
export function evening(plan: MovementPlan): Played[] {
  const out: Played[] = [];
  for (let round = 1; round <= plan.rounds; round++) {
    for (let table = 1; table <= plan.tables; table++) {
      const s = seating(plan, round, table);
      const seats = travellerSeats(plan, round, table);
      if (!s || s.idle || !seats) continue;
      for (const board of s.boards) {
        const k = board * 7 + table * 3;
        out.push({
          table,
          round,
          board,
          ns: seats.ns,
          ew: seats.ew,
          contract: CONTRACTS[k % CONTRACTS.length] ?? '3NT',
          declarer: DECLARERS[k % 4] ?? 'N',
          tricks: 6 + (k % 7),
          lead: 'SQ',
        });
      }
    }
  }
  return out;
}

/** The desk line the server should make of a result (the traveller's own notation). */
export const lineOf = (p: Played): string => `${p.ns} ${p.ew} ${p.contract} ${p.declarer} ${p.tricks}`;

export const bodyOf = (p: Played, key: string = crypto.randomUUID()) => ({
  key,
  round: p.round,
  board: p.board,
  contract: p.contract,
  declarer: p.declarer,
  lead: p.lead,
  tricks: p.tricks,
  confirmed: true,
});

/** A JSON request over HTTP; the answer's status and body (null when none). */
export async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field, as the API documents them.
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
