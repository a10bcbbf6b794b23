/**
 * A deal from the loose fields a person or a file gives: contract text,
 * declarer, tricks or a relative result, vulnerability or a board number,
 * honours. Shared by the command line, the web app and the file readers.
 *
 * @example
 * parseDealFields({ contract: '4SX', declarer: 'S', result: '-2', board: 7 });
 * // { ok: true, value: { contract: 4SX, declarer: 'S', tricks: 8, vulnerability: 'Both' } }
 */

import { err, ok, type Result } from '../common/result.js';
import { boardInfo, boardVulnerability, parseBoardNumber } from './board.js';
import { checkTricks, PASS, parseContractPrefix, parseResult } from './contract.js';
import type { Deal } from './deal-score.js';
import type { DealError, NotationError } from './errors.js';
import { parseHonours } from './honours.js';
import { isSeat, isVulnerability, type Vulnerability } from './types.js';

export interface DealFields {
  /** `4SX`, `3NT`, `Pass`, or joined with its result: `4SX-2`. */
  readonly contract: string;
  readonly declarer?: string | undefined;
  /** Tricks declarer took, 0–13. */
  readonly tricks?: number | string | undefined;
  /** Relative result: `=`, `+1`, `-2`. */
  readonly result?: string | number | undefined;
  /** `None`, `NS`, `EW`, `Both` (also `-`, `All`, `Love`, `Nil`). */
  readonly vulnerability?: string | undefined;
  /** Board number: gives the vulnerability when `vulnerability` is absent. */
  readonly board?: number | string | undefined;
  /** Honours as written: `150 N`. */
  readonly honours?: string | undefined;
}

const VUL_SPELLINGS: { readonly [k: string]: Vulnerability } = {
  NONE: 'None',
  LOVE: 'None',
  NIL: 'None',
  '-': 'None',
  NO: 'None',
  NS: 'NS',
  'N-S': 'NS',
  EW: 'EW',
  'E-W': 'EW',
  BOTH: 'Both',
  ALL: 'Both',
};

/** Parses a vulnerability as written: None / Love / - / NS / EW / Both / All. */
export function parseVulnerability(text: string): Result<Vulnerability, DealError> {
  const s = text.trim();
  if (isVulnerability(s)) return ok(s);
  const v = VUL_SPELLINGS[s.toUpperCase()];
  return v ? ok(v) : err({ code: 'vulnerability-unknown', text: s });
}

/** Builds a deal from loose fields; see the module overview. */
export function parseDealFields(fields: DealFields): Result<Deal, NotationError | DealError> {
  let vulnerability: Vulnerability = 'None';
  if (fields.vulnerability !== undefined) {
    const v = parseVulnerability(fields.vulnerability);
    if (!v.ok) return v;
    vulnerability = v.value;
  } else if (fields.board !== undefined) {
    const b =
      typeof fields.board === 'number' ? boardInfo(fields.board) : parseBoardNumber(String(fields.board));
    if (!b.ok) return b;
    vulnerability = boardVulnerability(typeof b.value === 'number' ? b.value : b.value.board);
  }
  const scanned = parseContractPrefix(fields.contract);
  if (!scanned.ok) return scanned;
  const { contract, rest } = scanned.value;
  let played: { contract: Deal['contract']; tricks?: number };
  if (contract === PASS) {
    if (rest !== '') return err({ code: 'result-for-pass', text: rest });
    played = { contract };
  } else {
    // A result may come joined to the contract, as tricks, or as a relative result;
    // when more than one is given they must agree (one canonical value, never a silent choice).
    const given: Result<number, NotationError>[] = [];
    if (rest !== '') given.push(parseResult(rest, contract));
    const t = fields.tricks;
    if (typeof t === 'number') given.push(checkTricks(t));
    else if (t !== undefined && t.trim() !== '') {
      given.push(
        // A number that is not a whole one from 0 to 13 is out of range; anything else is not a number.
        /^-?\d+(\.\d+)?$/.test(t.trim())
          ? checkTricks(Number(t.trim()))
          : err({ code: 'result-syntax', text: t }),
      );
    }
    const r = fields.result;
    if (typeof r === 'number') {
      given.push(
        Number.isInteger(r)
          ? parseResult(r > 0 ? `+${r}` : r < 0 ? `${r}` : '=', contract)
          : err({ code: 'result-syntax', text: String(r) }),
      );
    } else if (r !== undefined && r.trim() !== '') given.push(parseResult(r, contract));
    const tricks = given[0];
    if (tricks === undefined) return err({ code: 'result-missing' });
    for (const other of given) {
      if (!other.ok) return other;
      if (tricks.ok && other.value !== tricks.value) {
        return err({ code: 'result-conflict', tricks: tricks.value, other: other.value });
      }
    }
    if (!tricks.ok) return tricks;
    played = { contract, tricks: tricks.value };
  }
  if (played.contract === PASS || played.tricks === undefined) return ok({ contract: PASS, vulnerability });
  const declarer = fields.declarer?.trim().toUpperCase();
  if (declarer === undefined || declarer === '') return err({ code: 'declarer-missing' });
  if (!isSeat(declarer)) return err({ code: 'declarer-unknown', text: fields.declarer ?? '' });
  const deal = { contract: played.contract, declarer, tricks: played.tricks, vulnerability };
  if (fields.honours === undefined || fields.honours.trim() === '') return ok(deal);
  const honours = parseHonours(fields.honours, played.contract.strain);
  return honours.ok ? ok({ ...deal, honours: honours.value }) : honours;
}
