/** What the ScoreTable tests share: a table made of rows, and the problems as tuples. */
import type { PbnTable, Problems } from '@bridge-score/formats';

/** A table of these columns whose rows are these values, each row a line of its own from line 10. */
export function table(columns: readonly string[], rows: readonly (readonly string[])[]): PbnTable {
  return {
    columns: columns.map((name) => ({ name })),
    rows: rows.map((cells, k) => ({ cells, source: { text: cells.join(' '), line: 10 + k, column: 1 } })),
  };
}

export const problemsOf = (p: Problems) => p.list.map((x) => [x.severity, x.line, x.column, x.error]);
