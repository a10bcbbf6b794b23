/**
 * `--conventions NAME|FILE`: a built-in convention set by name (`compscore`),
 * or one from a JSON file (`"extends"` a built-in set and changes what
 * differs). A name that is neither, or a file that is not a valid set, is a
 * usage error worded in the chosen language.
 *
 * @example
 * conventionsOption('compscore').pairTotals; // 'session'
 */
import { readFileSync } from 'node:fs';
import { type Conventions, conventionsByName, parseConventions } from '@bridge-score/core';
import { decodeText } from '@bridge-score/formats';
import { fileError, UsageError } from './common.js';

export function conventionsOption(value: string): Conventions {
  const byName = conventionsByName(value);
  if (byName.ok) return byName.value;
  // Not a name: a file, when it is named like one (a name never has a dot or a slash).
  if (!/[./\\]/.test(value)) throw new UsageError(byName.error);
  let text: string;
  try {
    text = decodeText(readFileSync(value)).text;
  } catch (e) {
    throw new UsageError(fileError(e, value, 'read'));
  }
  const parsed = parseConventions(text);
  if (!parsed.ok) throw new UsageError(parsed.error, value);
  return parsed.value;
}
