/**
 * What a re-import changes, line by line, for the audit log: an updated
 * results file replaces every line of an event at once, and each result it
 * changes, adds or removes is one entry (docs/live.md, "Corrections and the
 * audit log").
 *
 * A result is known by its place, not by its line's id (a file's lines get
 * new ids each time it is read): a pairs line by its section, board and the
 * two pair numbers it starts with; a team match's line by its section, board
 * and table. Lines with the same place are paired in order; a line that does
 * not read is known by its text. Two lines say the same when they read the
 * same (`4S= S` is `4S S 10`); a line's reason is not the result. A held line whose place the file holds with
 * another result is corrected (`correct`, or `adjust` when the new text is an
 * adjusted score); a held line whose place the file lacks is deleted; a
 * place only the file holds is entered. A result the file holds unchanged
 * writes nothing.
 *
 * @example
 * importChanges(setup, [{ id: 'a', section: 'A', board: 1, text: '1 2 3NT N 9', reason: null }],
 *   [{ id: 'b', section: 'A', board: 1, text: '1 2 3NT N 10', reason: null }]);
 * // [{ action: 'correct', section: 'A', board: 1, lineId: 'b', old: '1 2 3NT N 9', new: '1 2 3NT N 10' }]
 */
import {
  type DeskLine,
  type DeskSetup,
  parsePairsLine,
  parseTableLine,
  plans,
  readDeskLine,
} from '@bridge-score/desk';
import type { LineChange, ReplaceAudit } from './store/store.js';

/**
 * Whether a line's text is an adjusted score (the audit log's `adjust`): not a contract played.
 * The setup's movements are built once for every line asked about.
 */
export function adjustedTest(setup: DeskSetup): (line: Omit<DeskLine, 'id'>) => boolean {
  if (setup.kind !== 'pairs') return () => false;
  const planned = plans(setup);
  return (line) => {
    const read = readDeskLine(planned.ok ? planned.value.get(line.section) : undefined, line);
    return read.ok && read.value.outcome.kind !== 'played';
  };
}

/**
 * A line's place on its board (see the module overview) and what it says there: the line as read
 * (so that `4S= S` and `4S S 10` are one result), or its text when it does not read.
 */
function readLine(kind: DeskSetup['kind'], line: DeskLine): { place: string; says: string } {
  const at = `${line.section}\u0000${line.board}`;
  const text = line.text.trim().split(/\s+/).join(' ');
  if (kind === 'pairs') {
    const read = parsePairsLine(line.text);
    if (read.ok) {
      const { ns, ew, ...says } = read.value;
      return { place: `${at}\u0000pairs ${ns} ${ew}`, says: JSON.stringify(says) };
    }
  } else {
    const read = parseTableLine(line.text);
    if (read.ok) {
      const { table, ...says } = read.value;
      return { place: `${at}\u0000table ${table}`, says: JSON.stringify(says) };
    }
  }
  return { place: `${at}\u0000text ${text}`, says: text };
}

/** The audit entries of replacing the lines `held` by `incoming` (see the module overview). */
export function importChanges(
  setup: DeskSetup,
  held: readonly DeskLine[],
  incoming: readonly DeskLine[],
): LineChange[] {
  const waiting = new Map<string, DeskLine[]>();
  for (const line of incoming) {
    const { place } = readLine(setup.kind, line);
    const queue = waiting.get(place);
    if (queue) queue.push(line);
    else waiting.set(place, [line]);
  }
  const adjusted = adjustedTest(setup);
  const adjustedOr = (line: DeskLine, action: 'enter' | 'correct') => (adjusted(line) ? 'adjust' : action);
  const changes: LineChange[] = [];
  for (const old of held) {
    const before = readLine(setup.kind, old);
    const now = waiting.get(before.place)?.shift();
    if (!now) {
      changes.push({
        action: 'delete',
        section: old.section,
        board: old.board,
        lineId: old.id,
        old: old.text,
        new: null,
      });
    } else if (readLine(setup.kind, now).says !== before.says) {
      changes.push({
        action: adjustedOr(now, 'correct'),
        section: now.section,
        board: now.board,
        lineId: now.id,
        old: old.text,
        new: now.text,
      });
    }
  }
  // What the file holds at places nothing held, in the file's order.
  const left = new Set([...waiting.values()].flat());
  for (const line of incoming) {
    if (!left.has(line)) continue;
    changes.push({
      action: adjustedOr(line, 'enter'),
      section: line.section,
      board: line.board,
      lineId: line.id,
      old: null,
      new: line.text,
    });
  }
  return changes;
}

/** The reason an import's entries carry: `import: <the file's name>` (the page words it). */
export const IMPORT_REASON = 'import: ';

/** The audit of a re-import of the file `fileName` by `actor` (the signed-in account's name). */
export function importAudit(setup: DeskSetup, fileName: string, actor = 'director'): ReplaceAudit {
  return {
    actor,
    reason: `${IMPORT_REASON}${fileName}`,
    changes: (held, incoming) => importChanges(setup, held, incoming),
  };
}
