/**
 * USEBIO traveller lines as batches of numbers, to hand them from one thread
 * to another: the reader's lines (`readUsebioChunks`' `lines`) packed into
 * typed arrays, which a worker can transfer without copying, and unpacked on
 * the other side into lines equal to those read, with the same places.
 *
 * A line whose fields are all whole numbers (pairs, round, table), a seat, a
 * direction, a contract, a lead, tricks and decimals (score, match points,
 * IMPs) takes 13 whole numbers and 5 doubles. Any other line (an artificial
 * score, extra elements, a number beyond 32 bits, a line with nothing to
 * score, which carries its place in the file for the problem reported later)
 * goes whole beside the numbers (`rare`), with its position, and keeps its
 * turn among the others. Texts (sections, leads) go once, as they first come.
 *
 * Nothing here starts a thread: the command line's reader in a worker
 * (`@bridge-score/cli`, `usebio-thread.ts`) uses it.
 *
 * @example
 * const pack = new UsebioLinePacker();
 * readUsebioChunks(chunks, { lines: (l, place) => { if (pack.add(l, place)) send(pack.take()); } });
 * // on the other side:
 * const unpack = new UsebioLineUnpacker();
 * unpack.lines(batch, (l, place) => build.usebioLine(place.board, place.section, l));
 */
import {
  type Contract,
  contractOf,
  contractOrdinal,
  DOUBLINGS,
  type FinalContract,
  LEVELS,
  PASS,
  SEATS,
  type Seat,
  type Side,
  STRAINS,
} from '@bridge-score/core';
import { type Position, positionOf, rememberPosition } from './problems.js';
import type { UsebioTravellerLine } from './usebio-model.js';
import type { UsebioLinePlace } from './usebio-read.js';

/** Whole numbers a line: the place, then the line's fields, then which optional fields it has. */
const I_EVENT = 0;
const I_SECTION = 1;
const I_BOARD = 2;
const I_NS = 3;
const I_EW = 4;
const I_ROUND = 5;
const I_TABLE = 6;
const I_DIRECTION = 7;
const I_CONTRACT = 8;
const I_SEAT = 9;
const I_LEAD = 10;
const I_TRICKS = 11;
const I_HAS = 12;
const INTS = 13;
/** Doubles a line. */
const F_SCORE = 0;
const F_NS_MP = 1;
const F_EW_MP = 2;
const F_NS_IMPS = 3;
const F_EW_IMPS = 4;
const FLOATS = 5;

/** The bits of `I_HAS`: which optional fields the line has. */
const HAS_ROUND = 1;
const HAS_TABLE = 2;
const HAS_DIRECTION = 4;
const HAS_CONTRACT = 8;
const HAS_SEAT = 16;
const HAS_LEAD = 32;
const HAS_TRICKS = 64;
const HAS_SCORE = 128;
const HAS_NS_MP = 256;
const HAS_EW_MP = 512;
const HAS_NS_IMPS = 1024;
const HAS_EW_IMPS = 2048;
/** The line is in `rare`, whole: its numbers say only its place. */
const RARE = 4096;

/** Lines a batch, unless asked otherwise. */
export const USEBIO_BATCH_LINES = 8192;

/** A line that goes whole, at its index among the batch's lines, with where it was read. */
export interface RareUsebioLine {
  readonly index: number;
  readonly line: UsebioTravellerLine;
  readonly at: Position | null;
  /** The line's place, when its numbers do not fit the batch's. */
  readonly place?: UsebioLinePlace;
}

/** Lines as numbers (see the module overview). Plain data: a worker's message can carry it. */
export interface UsebioLineBatch {
  readonly count: number;
  /** `count` × 13 whole numbers. */
  readonly ints: Int32Array;
  /** `count` × 5 doubles. */
  readonly floats: Float64Array;
  /** Texts first used in this batch, in the order of their numbers (after the earlier batches'). */
  readonly texts: readonly string[];
  readonly rare: readonly RareUsebioLine[];
}

/** The interned contracts by ordinal (bidding order, as `contractOrdinal`). */
const CONTRACTS: readonly Contract[] = (() => {
  const all: Contract[] = [];
  for (const level of LEVELS)
    for (const strain of STRAINS)
      for (const doubling of DOUBLINGS) {
        const c = contractOf(level, strain, doubling);
        all[contractOrdinal(c)] = c;
      }
  return all;
})();

const isInt32 = (x: number): boolean => (x | 0) === x && !Object.is(x, -0);

/** The fields a packed line has in its numbers; a line with any other goes whole. */
type Packed =
  | 'ns'
  | 'ew'
  | 'round'
  | 'table'
  | 'direction'
  | 'contract'
  | 'playedBy'
  | 'lead'
  | 'tricks'
  | 'score'
  | 'nsMatchPoints'
  | 'ewMatchPoints'
  | 'nsImps'
  | 'ewImps';
/** The fields that make a line go whole (`isRare`). */
type Whole = 'adjusted' | 'adjustedAs' | 'adjustedIn' | 'extra';
/** Every field of a line is packed or makes it go whole: a field added to the model must be one or the other. */
const EVERY_FIELD: Exclude<keyof UsebioTravellerLine, Packed | Whole> extends never ? true : never = true;

/** A line that goes whole: one of the `Whole` fields, or a place in the file (nothing to score). */
function isRare(l: UsebioTravellerLine): boolean {
  return (
    EVERY_FIELD &&
    (l.adjusted !== undefined ||
      l.adjustedAs !== undefined ||
      l.adjustedIn !== undefined ||
      l.extra !== undefined ||
      positionOf(l) !== undefined)
  );
}

/** Packs lines into batches of at most `size` (see the module overview). */
export class UsebioLinePacker {
  private ints: Int32Array;
  private floats: Float64Array;
  private count = 0;
  private texts: string[] = [];
  private rare: RareUsebioLine[] = [];
  private readonly numbers = new Map<string, number>();
  private lastPlace: UsebioLinePlace | null = null;
  private lastSection = -1;

  constructor(private readonly size = USEBIO_BATCH_LINES) {
    this.ints = new Int32Array(size * INTS);
    this.floats = new Float64Array(size * FLOATS);
  }

  /** The number of a text, sent with the batch where it first comes. */
  private text(s: string): number {
    let n = this.numbers.get(s);
    if (n === undefined) {
      n = this.numbers.size;
      this.numbers.set(s, n);
      this.texts.push(s);
    }
    return n;
  }

  /** Adds a line read at `place`; true when the batch is full (`take` it before the next). */
  add(line: UsebioTravellerLine, place: UsebioLinePlace): boolean {
    const i = this.count * INTS;
    const f = this.count * FLOATS;
    const ints = this.ints;
    // A place whose numbers do not fit goes whole with its line.
    const placed = isInt32(place.event) && isInt32(place.board);
    ints[i + I_EVENT] = placed ? place.event : 0;
    // A board's lines share one place: its section's number is found once.
    if (place !== this.lastPlace) {
      this.lastPlace = place;
      this.lastSection = place.section === undefined ? -1 : this.text(place.section);
    }
    ints[i + I_SECTION] = this.lastSection;
    ints[i + I_BOARD] = placed ? place.board : 0;
    const has = placed ? this.pack(line, i, f) : -1;
    if (has < 0) {
      ints[i + I_HAS] = RARE;
      const at = positionOf(line);
      this.rare.push({
        index: this.count,
        line,
        at: at ? { line: at.line, column: at.column } : null,
        ...(placed ? {} : { place }),
      });
    } else ints[i + I_HAS] = has;
    this.count++;
    return this.count === this.size;
  }

  /** The line's fields into the arrays; which it has (`I_HAS`), or -1 when it must go whole. */
  private pack(l: UsebioTravellerLine, i: number, f: number): number {
    const ints = this.ints;
    const floats = this.floats;
    if (isRare(l)) return -1;
    if (!isInt32(l.ns) || !isInt32(l.ew)) return -1;
    ints[i + I_NS] = l.ns;
    ints[i + I_EW] = l.ew;
    let has = 0;
    if (l.round !== undefined) {
      if (!isInt32(l.round)) return -1;
      ints[i + I_ROUND] = l.round;
      has |= HAS_ROUND;
    }
    if (l.table !== undefined) {
      if (!isInt32(l.table)) return -1;
      ints[i + I_TABLE] = l.table;
      has |= HAS_TABLE;
    }
    if (l.direction !== undefined) {
      ints[i + I_DIRECTION] = l.direction === 'NS' ? 0 : 1;
      has |= HAS_DIRECTION;
    }
    if (l.contract !== undefined) {
      const ordinal = l.contract === PASS ? -1 : contractOrdinal(l.contract);
      // A contract object that is not the interned one of its ordinal would come back as that one.
      if (ordinal >= 0 && CONTRACTS[ordinal] !== l.contract) return -1;
      ints[i + I_CONTRACT] = ordinal;
      has |= HAS_CONTRACT;
    }
    if (l.playedBy !== undefined) {
      ints[i + I_SEAT] = SEATS.indexOf(l.playedBy);
      has |= HAS_SEAT;
    }
    if (l.lead !== undefined) {
      ints[i + I_LEAD] = this.text(l.lead);
      has |= HAS_LEAD;
    }
    if (l.tricks !== undefined) {
      if (!isInt32(l.tricks)) return -1;
      ints[i + I_TRICKS] = l.tricks;
      has |= HAS_TRICKS;
    }
    if (l.score !== undefined) {
      floats[f + F_SCORE] = l.score;
      has |= HAS_SCORE;
    }
    if (l.nsMatchPoints !== undefined) {
      floats[f + F_NS_MP] = l.nsMatchPoints;
      has |= HAS_NS_MP;
    }
    if (l.ewMatchPoints !== undefined) {
      floats[f + F_EW_MP] = l.ewMatchPoints;
      has |= HAS_EW_MP;
    }
    if (l.nsImps !== undefined) {
      floats[f + F_NS_IMPS] = l.nsImps;
      has |= HAS_NS_IMPS;
    }
    if (l.ewImps !== undefined) {
      floats[f + F_EW_IMPS] = l.ewImps;
      has |= HAS_EW_IMPS;
    }
    return has;
  }

  /** The lines added since the last `take` (null when none); the packer starts a new batch. */
  take(): UsebioLineBatch | null {
    if (this.count === 0) return null;
    const batch: UsebioLineBatch = {
      count: this.count,
      ints: this.count === this.size ? this.ints : this.ints.slice(0, this.count * INTS),
      floats: this.count === this.size ? this.floats : this.floats.slice(0, this.count * FLOATS),
      texts: this.texts,
      rare: this.rare,
    };
    // The arrays go with the batch (a worker transfers them): the next batch has its own.
    this.ints = new Int32Array(this.size * INTS);
    this.floats = new Float64Array(this.size * FLOATS);
    this.count = 0;
    this.texts = [];
    this.rare = [];
    return batch;
  }
}

/** A line made again from its numbers: the fields in the order the reader sets them. */
type Unpacked = {
  -readonly [K in keyof UsebioTravellerLine]: UsebioTravellerLine[K];
};

/**
 * A line that came whole, with the interned contract of its fields (a structured clone makes a
 * copy of the object, without the ordinal it carries): as the reader made it.
 */
function interned(l: UsebioTravellerLine): UsebioTravellerLine {
  const c = l.contract;
  if (c === undefined || c === PASS) return l;
  const own = CONTRACTS[contractOrdinal(c)];
  return own === undefined || own === c ? l : { ...l, contract: own };
}

/** Unpacks batches, in the order they were taken, into the lines and places that were packed. */
export class UsebioLineUnpacker {
  private readonly texts: string[] = [];
  private place: UsebioLinePlace | null = null;

  /** Each line of `batch`, in order, with its place (one object for the lines of the same place in a row). */
  lines(batch: UsebioLineBatch, each: (line: UsebioTravellerLine, place: UsebioLinePlace) => void): void {
    const texts = this.texts;
    for (const t of batch.texts) texts.push(t);
    const { ints, floats, rare } = batch;
    let r = 0;
    for (let n = 0; n < batch.count; n++) {
      const i = n * INTS;
      const f = n * FLOATS;
      const event = ints[i + I_EVENT] as number;
      const s = ints[i + I_SECTION] as number;
      const board = ints[i + I_BOARD] as number;
      const section = s < 0 ? undefined : texts[s];
      let place = this.place;
      if (place === null || place.event !== event || place.section !== section || place.board !== board) {
        place = section === undefined ? { event, board } : { event, section, board };
        this.place = place;
      }
      const has = ints[i + I_HAS] as number;
      if (has === RARE) {
        const whole = rare[r++] as RareUsebioLine;
        const l = interned(whole.line);
        if (whole.place) {
          place = whole.place;
          this.place = place;
        }
        each(whole.at ? rememberPosition(l, whole.at) : l, place);
        continue;
      }
      const line: Unpacked = { ns: ints[i + I_NS] as number, ew: ints[i + I_EW] as number };
      if (has & HAS_ROUND) line.round = ints[i + I_ROUND] as number;
      if (has & HAS_TABLE) line.table = ints[i + I_TABLE] as number;
      if (has & HAS_DIRECTION) line.direction = (ints[i + I_DIRECTION] === 0 ? 'NS' : 'EW') as Side;
      if (has & HAS_CONTRACT) {
        const ordinal = ints[i + I_CONTRACT] as number;
        line.contract = (ordinal < 0 ? PASS : CONTRACTS[ordinal]) as FinalContract;
      }
      if (has & HAS_SEAT) line.playedBy = SEATS[ints[i + I_SEAT] as number] as Seat;
      if (has & HAS_LEAD) line.lead = texts[ints[i + I_LEAD] as number] as string;
      if (has & HAS_TRICKS) line.tricks = ints[i + I_TRICKS] as number;
      if (has & HAS_SCORE) line.score = floats[f + F_SCORE] as number;
      if (has & HAS_NS_MP) line.nsMatchPoints = floats[f + F_NS_MP] as number;
      if (has & HAS_EW_MP) line.ewMatchPoints = floats[f + F_EW_MP] as number;
      if (has & HAS_NS_IMPS) line.nsImps = floats[f + F_NS_IMPS] as number;
      if (has & HAS_EW_IMPS) line.ewImps = floats[f + F_EW_IMPS] as number;
      each(line, place);
    }
  }
}
