/**
 * The first steps of scoring a pairs session (`pairs-session.ts`): who sat
 * where. Every pair gets an index; every traveller line gets the pairs that
 * held the North-South and East-West cards (after an arrow switch) and the
 * board it is compared on in its scope (its section, or the whole field);
 * the boards are then laid out in the order they are scored, and boards with
 * fewer lines than expected are reported.
 *
 * Per-line facts sit in typed arrays: a field of 100,000 pairs has over a
 * million lines.
 *
 * @example
 * const seating = seatLines(event, warnings, 'section');
 * const layout = layBoards(seating);
 */
import type { Side } from '../deal/types.js';
import type { EntryWarning } from './errors.js';
import { type BridgeEvent, isSwitched, type Section, type TravellerLine } from './event.js';
import type { PairKey, Scope } from './pairs-session.js';

type DirectionMaps = { NS: Map<number, number>; EW: Map<number, number>; '': Map<number, number> };

/** Every pair of the event, by index: its key and names. */
export class PairRegistry {
  readonly keys: PairKey[] = [];
  readonly names: (readonly string[])[] = [];
  /** Per section: pair number → index, by home direction (Mitchell) or in one list (Howell, key ''). */
  private readonly maps = new Map<string, DirectionMaps>();
  private last: { name: string; maps: DirectionMaps } | null = null;

  constructor(
    sections: ReadonlyMap<string, Section>,
    private readonly warnings: EntryWarning[],
  ) {
    for (const section of sections.values()) {
      for (const p of section.pairs ?? []) {
        const direction = section.movement === 'mitchell' ? (p.direction ?? 'NS') : null;
        this.add(section.name, p.number, direction, p.names ?? []);
      }
    }
  }

  get size(): number {
    return this.keys.length;
  }

  private map(section: string, direction: Side | null): Map<number, number> {
    if (this.last?.name !== section) {
      let maps = this.maps.get(section);
      if (!maps) {
        maps = { NS: new Map(), EW: new Map(), '': new Map() };
        this.maps.set(section, maps);
      }
      this.last = { name: section, maps };
    }
    return this.last.maps[direction ?? ''];
  }

  private add(section: string, number: number, direction: Side | null, names: readonly string[]): number {
    const m = this.map(section, direction);
    const known = m.get(number);
    if (known !== undefined) return known;
    const index = this.keys.length;
    this.keys.push({ section, number, direction });
    this.names.push(names);
    m.set(number, index);
    return index;
  }

  /** The pair a line names, registering it (with a warning when the section lists its pairs). */
  pair(section: Section, number: number, seat: Side): number {
    const direction = section.movement === 'mitchell' ? seat : null;
    const known = this.map(section.name, direction).get(number);
    if (known !== undefined) return known;
    if (section.pairs !== undefined) {
      this.warnings.push({ code: 'pair-unlisted', section: section.name, pair: number, direction });
    }
    return this.add(section.name, number, direction, []);
  }
}

/** Who held which cards on each line, and the board (bucket) each line is compared on. */
export interface Seating {
  readonly sections: ReadonlyMap<string, Section>;
  readonly registry: PairRegistry;
  /** Per line: the pair that held the North-South cards, and the East-West ones. */
  readonly nsHolder: Int32Array;
  readonly ewHolder: Int32Array;
  /** Per line: 1 where played arrow-switched. */
  readonly switched: Uint8Array;
  /** Sections with an arrow-switched line: their pairs are ranked in one field. */
  readonly switchedSections: ReadonlySet<string>;
  /** Sections in the order their lines first come. */
  readonly sectionsSeen: readonly string[];
  /** Per scope ('' across the field, else the section's name): board number → bucket. */
  readonly buckets: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Per line: its bucket; per bucket: its number of lines. */
  readonly bucketOf: Int32Array;
  readonly bucketSize: readonly number[];
  /** Across the field only: per section and board, its lines (by section, the buckets say it). */
  readonly sectionCounts: ReadonlyMap<string, ReadonlyMap<number, number>> | null;
}

/**
 * Pass 1 over the lines: pairs registered, holders and buckets found. A line
 * naming a section the event does not have is a programmer error (the
 * readers check it).
 */
export function seatLines(event: BridgeEvent, warnings: EntryWarning[], across: Scope): Seating {
  const sections = new Map(event.sections.map((s) => [s.name, s]));
  const registry = new PairRegistry(sections, warnings);
  const results = event.results;
  const count = results.length;
  const nsHolder = new Int32Array(count);
  const ewHolder = new Int32Array(count);
  const switched = new Uint8Array(count);
  const switchedSections = new Set<string>();
  const sectionsSeen: string[] = [];
  const seenSet = new Set<string>();
  const bySection = across === 'section';
  const buckets = new Map<string, Map<number, number>>();
  const bucketOf = new Int32Array(count);
  const bucketSize: number[] = [];
  const sectionCounts = bySection ? null : new Map<string, Map<number, number>>();
  for (const s of event.sections) buckets.set(bySection ? s.name : '', new Map());
  // Lines of a section come together: the last section's lookups are kept.
  let lastName: string | null = null;
  let section: Section | undefined;
  let scope: Map<number, number> | undefined;
  for (let i = 0; i < count; i++) {
    const line = results[i] as TravellerLine;
    if (line.section !== lastName) {
      section = sections.get(line.section);
      if (!section) throw new RangeError(`line ${i}: the event has no section "${line.section}"`);
      lastName = line.section;
      if (!seenSet.has(lastName)) {
        seenSet.add(lastName);
        sectionsSeen.push(lastName);
      }
      scope = buckets.get(bySection ? section.name : '');
    }
    if (!section || !scope) continue; // not reached: set above
    const ns = registry.pair(section, line.ns, 'NS');
    const ew = registry.pair(section, line.ew, 'EW');
    if (isSwitched(line, section)) {
      switched[i] = 1;
      switchedSections.add(section.name);
      nsHolder[i] = ew;
      ewHolder[i] = ns;
    } else {
      nsHolder[i] = ns;
      ewHolder[i] = ew;
    }
    let bucket = scope.get(line.board);
    if (bucket === undefined) {
      bucket = bucketSize.length;
      bucketSize.push(0);
      scope.set(line.board, bucket);
    }
    bucketOf[i] = bucket;
    bucketSize[bucket] = (bucketSize[bucket] as number) + 1;
    if (sectionCounts) {
      let counts = sectionCounts.get(section.name);
      if (!counts) {
        counts = new Map();
        sectionCounts.set(section.name, counts);
      }
      counts.set(line.board, (counts.get(line.board) ?? 0) + 1);
    }
  }
  return {
    sections,
    registry,
    nsHolder,
    ewHolder,
    switched,
    switchedSections,
    sectionsSeen,
    buckets,
    bucketOf,
    bucketSize,
    sectionCounts,
  };
}

/** The boards in the order they are scored and shown, and each board's lines. */
export interface BoardLayout {
  /**
   * Scopes as the event lists its sections, each with its boards by number: [board, bucket]; the
   * scope's section, or none across the field.
   */
  readonly order: readonly {
    readonly section: Section | undefined;
    readonly boards: readonly [number, number][];
  }[];
  /** Every line's index in `event.results`, board after board, each board's lines in input order. */
  readonly lineOrder: Int32Array;
  /** A bucket's lines: a view into `lineOrder`. */
  readonly linesOf: (bucket: number) => Int32Array;
}

/** Lays the boards out: a counting sort of the lines into one array. */
export function layBoards(seating: Seating): BoardLayout {
  const { buckets, bucketSize, bucketOf } = seating;
  // By section, a scope is named after its section (which may be named ''); across, one scope.
  const bySection = seating.sectionCounts === null;
  const order: { section: Section | undefined; boards: [number, number][] }[] = [];
  const bucketStart = new Int32Array(bucketSize.length);
  let at = 0;
  for (const [scopeName, boardsOfScope] of buckets) {
    const sorted = [...boardsOfScope].sort((a, b) => a[0] - b[0]);
    for (const [, bucket] of sorted) {
      bucketStart[bucket] = at;
      at += bucketSize[bucket] as number;
    }
    order.push({ section: bySection ? seating.sections.get(scopeName) : undefined, boards: sorted });
  }
  const count = bucketOf.length;
  const lineOrder = new Int32Array(count);
  const fill = bucketStart.slice();
  for (let i = 0; i < count; i++) {
    const b = bucketOf[i] as number;
    lineOrder[fill[b] as number] = i;
    fill[b] = (fill[b] as number) + 1;
  }
  return {
    order,
    lineOrder,
    linesOf: (bucket) => {
      const start = bucketStart[bucket] as number;
      return lineOrder.subarray(start, start + (bucketSize[bucket] as number));
    },
  };
}

/**
 * A board missing results: fewer lines than its section expects (as given,
 * else the most lines on any of the section's boards). Warnings in the order
 * the sections' lines first come, boards by number.
 */
export function warnIncompleteBoards(
  seating: Seating,
  expectedAcross: number | undefined,
  warnings: EntryWarning[],
): void {
  const { sections, buckets, bucketSize } = seating;
  const countsBySection =
    seating.sectionCounts ??
    new Map(
      seating.sectionsSeen.map((name) => [
        name,
        new Map(
          [...(buckets.get(name) as ReadonlyMap<number, number>)].map(([board, bucket]) => [
            board,
            bucketSize[bucket] as number,
          ]),
        ),
      ]),
    );
  for (const [name, counts] of countsBySection) {
    const section = sections.get(name) as Section;
    const expected = section.expected ?? expectedAcross ?? Math.max(0, ...counts.values());
    for (const [board, lines] of [...counts].sort((a, b) => a[0] - b[0])) {
      if (lines < expected) {
        warnings.push({ code: 'board-incomplete', section: name, board, scores: lines, expected });
      }
    }
  }
}
