/**
 * A session's view (`@bridge-score/view`) as the text a club prints: the
 * headings, then each table in columns padded to their display width (a wide
 * character counts two), two spaces apart; the travellers indented.
 */
import { displayWidth, padDisplay } from '@bridge-score/i18n';
import type { SessionView, ViewTable } from '@bridge-score/view';

export function sessionText(view: SessionView): string {
  const out: string[] = [];
  if (view.title) out.push(view.title, '');
  if (view.conventions !== null) out.push(view.conventions);
  out.push(view.settings);
  for (const r of view.rankings) out.push('', r.heading, ...tableText(r.table));
  for (const t of view.travellers())
    out.push('', t.heading, ...tableText(t.table).map((line) => `  ${line}`));
  return `${out.join('\n')}\n`;
}

/** A table's header and rows in columns by display width, two spaces apart, no trailing spaces. */
export function tableText<C extends string>(table: ViewTable<C>): string[] {
  const rows = [table.columns.map((c) => c.header), ...table.rows];
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  const right = table.columns.map((c) => c.align === 'right');
  return rows.map((row) =>
    row
      .map((cell, i) => padDisplay(cell, widths[i] ?? 0, right[i] === true))
      .join('  ')
      .trimEnd(),
  );
}
