/**
 * The rankings of a pairs session (`pairs-session.ts`): the fields pairs are
 * ranked in (a Mitchell section by direction unless arrow-switched, a Howell
 * as one; per section or across the field), and places with ties.
 *
 * @example
 * rankFields(event, pairs, approx, false, new Set(), 'section'); // [{ field: 'NS', entries: [...] }, ...]
 */
import type { Fraction } from '../common/fraction.js';
import { rankValues } from '../common/ranking.js';
import type { Side } from '../deal/types.js';
import type { BridgeEvent, Section } from './event.js';
import type { FieldRanking, PairKey, PairScore, Scope } from './pairs-session.js';

/** A field: a section (null across sections) and a direction (null for one field). */
export interface FieldKey {
  readonly section: string | null;
  readonly direction: Side | null;
}

/** The field a pair is ranked in. */
export function fieldOf(
  key: PairKey,
  section: Section,
  switchedSections: ReadonlySet<string>,
  across: Scope,
): FieldKey {
  const byDirection = section.movement === 'mitchell' && !switchedSections.has(section.name);
  return { section: across === 'field' ? null : section.name, direction: byDirection ? key.direction : null };
}

/** A field's label: `NS`, `EW`, `all`, or with the section when there are several: `A NS`, `B`. */
export function fieldLabel(f: FieldKey, sectionCount: number): string {
  const direction = f.direction ?? 'all';
  if (f.section === null || sectionCount <= 1) return direction;
  return f.direction === null ? f.section : `${f.section} ${f.direction}`;
}

/**
 * Each field's ranking, best first, with shared places: by `approx` (the
 * percentage, or total IMPs when `byPoints`), exact values where two are
 * nearly equal. Pairs with no board are not ranked.
 */
export function rankFields(
  event: BridgeEvent,
  pairs: readonly PairScore[],
  approx: Float64Array,
  byPoints: boolean,
  switchedSections: ReadonlySet<string>,
  across: Scope,
): FieldRanking[] {
  const sectionOrder = new Map(event.sections.map((s, i) => [s.name, i]));
  const sectionByName = new Map(event.sections.map((s) => [s.name, s]));
  const fields = new Map<string, { key: FieldKey; members: number[] }>();
  const order = pairs
    .map((_, i) => i)
    .filter((i) => (pairs[i] as PairScore).boards > 0)
    .sort((a, b) => {
      const x = (pairs[a] as PairScore).pair;
      const y = (pairs[b] as PairScore).pair;
      return (
        (sectionOrder.get(x.section) ?? 0) - (sectionOrder.get(y.section) ?? 0) ||
        (x.direction === y.direction ? 0 : x.direction === 'EW' ? 1 : -1) ||
        x.number - y.number
      );
    });
  for (const i of order) {
    const pair = (pairs[i] as PairScore).pair;
    const section = sectionByName.get(pair.section) as Section;
    const key = fieldOf(pair, section, switchedSections, across);
    const id = `${key.section ?? ''}\u0000${key.direction ?? ''}`;
    let field = fields.get(id);
    if (!field) {
      field = { key, members: [] };
      fields.set(id, field);
    }
    field.members.push(i);
  }
  return [...fields.values()].map(({ key, members }) => ({
    field: fieldLabel(key, event.sections.length),
    section: key.section,
    direction: key.direction,
    entries: rankValues(
      Float64Array.from(members, (i) => approx[i] as number),
      (k) => {
        const p = pairs[members[k] as number] as PairScore;
        return byPoints ? p.points : (p.percentage as Fraction);
      },
    ).map((r) => ({
      pair: members[r.index] as number,
      place: r.place,
      tied: r.tied,
    })),
  }));
}
