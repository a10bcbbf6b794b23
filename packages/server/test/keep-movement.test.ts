import type { DeskSetup, PairsSetup, SectionSetup } from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';
import { keepMovement } from '../src/desk-files.js';

const section = (name: string, movement: SectionSetup['movement'], tables: number): SectionSetup => ({
  name,
  movement,
  tables,
  boardsPerRound: tables === 0 ? 0 : 2,
  rounds: tables === 0 ? 0 : tables,
});

const pairs = (sections: SectionSetup[]): PairsSetup => ({
  kind: 'pairs',
  name: 'Tuesday',
  date: '2026-12-01',
  sections,
  method: 'mp',
  conventions: 'bridge-score',
  overrides: {},
  pairs: [],
  deals: [],
});

describe('an updated file keeps the movement of the event it replaces', () => {
  const held = pairs([section('A', 'mitchell', 7), section('B', 'howell', 4), section('C', 'mitchell', 0)]);

  it('gives each unplanned section of the file the held plan of its name and movement', () => {
    const file = pairs([section('A', 'mitchell', 0), section('B', 'howell', 0)]);
    expect(keepMovement(held, file).sections).toEqual([
      { name: 'A', movement: 'mitchell', tables: 7, boardsPerRound: 2, rounds: 7 },
      { name: 'B', movement: 'howell', tables: 4, boardsPerRound: 2, rounds: 4 },
    ]);
  });

  it('leaves the file its own plan, a section of another movement, and sections the event did not plan', () => {
    const file = pairs([
      section('A', 'mitchell', 5), // the file's own plan
      section('B', 'mitchell', 0), // held as a Howell: another movement
      section('C', 'mitchell', 0), // held with no plan
      section('D', 'mitchell', 0), // not held
    ]);
    expect(keepMovement(held, file).sections).toEqual(file.sections);
  });

  it('keeps everything else of the file, and a teams event or none changes nothing', () => {
    const file = {
      ...pairs([section('A', 'mitchell', 0)]),
      name: 'Wednesday',
      method: 'cross-imps' as const,
    };
    const kept = keepMovement(held, file);
    expect({ ...kept, sections: [] }).toEqual({ ...file, sections: [] });
    const teams = { kind: 'teams' } as unknown as DeskSetup;
    expect(keepMovement(teams, file)).toBe(file);
    expect(keepMovement(undefined, file)).toBe(file);
  });
});
