/**
 * A PBN file of team matches for the team commands (`match`, `teams`): told
 * from USEBIO and CSV by its name or its content (games with Room tags), and
 * read from its bytes (any encoding, as every PBN file).
 */
import { readFileSync } from 'node:fs';
import {
  hasPbnRoomTag,
  type PbnFile,
  type Problem,
  Problems,
  pbnTeamMatches,
  readPbnBytes,
  type Tally,
  type UsebioTeamMatch,
} from '@bridge-score/formats';

/** Whether a team file is PBN: its name ends in .pbn, or its games have Room tags (Open, Closed). */
export function isPbnTeamText(file: string, text: string): boolean {
  return /\.pbn$/i.test(file) || (!/^\uFEFF?\s*</.test(text) && hasPbnRoomTag(text));
}

/** A PBN team file read: its games (null when the file is not PBN at all), its matches, every problem, the games' tally. */
export interface PbnTeamFile {
  readonly pbn: PbnFile | null;
  readonly matches: readonly UsebioTeamMatch[];
  readonly problems: readonly Problem[];
  readonly tally: Tally | null;
}

/** Reads a PBN file's team matches (see `pbn-teams.ts` of the formats package). */
export function readPbnTeamFile(file: string): PbnTeamFile {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    bytes = new Uint8Array();
  }
  const read = readPbnBytes(bytes, { file, comments: 'skip' });
  if (!read.ok) return { pbn: null, matches: [], problems: [read.error], tally: null };
  const problems = new Problems(file);
  const matches = pbnTeamMatches(read.value.value, problems);
  return {
    pbn: read.value.value,
    matches,
    problems: [...read.value.problems, ...problems.list],
    tally: problems.tally,
  };
}
