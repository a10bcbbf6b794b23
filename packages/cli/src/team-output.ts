/**
 * What the team commands (imps, vp, match, teams) share: reading files,
 * choosing a VP scale, writing numbers and text tables.
 */
import { readFileSync } from 'node:fs';
import { type Result, type VpScale, wbfScale } from '@bridge-score/core';
import { decodeText, parseVpScale } from '@bridge-score/formats';
import { type AnyError, displayWidth, padDisplay } from '@bridge-score/i18n';
import { fileError, UsageError } from './common.js';

/** A file's text (UTF-8, or UTF-16 or Latin-1 as `decodeText` tells them), or a `file-read` error. */
export function readText(path: string): Result<string, AnyError> {
  try {
    // Any encoding a file comes in: UTF-8, UTF-16 with or without a BOM, Latin-1.
    return { ok: true, value: decodeText(readFileSync(path)).text };
  } catch (e) {
    return { ok: false, error: fileError(e, path, 'read') };
  }
}

/** A whole number of boards from 1, as given on the command line; a usage error when it is not. */
export function boardsOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const s = text.trim();
  const n = Number(s);
  if (/^\d+$/.test(s) && Number.isSafeInteger(n) && n >= 1) return n;
  throw new UsageError({ code: 'vp-boards', text });
}

/**
 * The VP scale: from `--scale-file`, else the WBF 2013 scale for the boards
 * (null when neither is known). A scale file that cannot be read or is wrong
 * is a usage error naming the file.
 */
export function scaleOption(file: string | undefined, boards: number | undefined): VpScale | null {
  if (file !== undefined) {
    const text = readText(file);
    if (!text.ok) throw new UsageError(text.error);
    const scale = parseVpScale(text.value, file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, ''));
    if (!scale.ok) throw new UsageError(scale.error, file);
    return scale.value;
  }
  return boards === undefined ? null : wbfScale(boards);
}

/** The boards of a WBF scale by its name (`wbf-2013-16` → 16), null for any other scale. */
export function wbfBoards(scale: VpScale): number | null {
  const m = /^wbf-2013-(\d+)$/.exec(scale.name);
  return m ? Number(m[1]) : null;
}

const MINUS = '\u2212';

/** A number as people read it: at most two decimals, a true minus unless `ascii`, `+` when `plus`. */
export function num(n: number, options: { ascii?: boolean; plus?: boolean } = {}): string {
  const text = String(Math.round(Math.abs(n) * 100) / 100);
  if (n < 0 && text !== '0') return (options.ascii ? '-' : MINUS) + text;
  return options.plus && n > 0 ? `+${text}` : text;
}

/** Board-a-match points: halves as ½ (or .5 with `ascii`). */
export function halves(n: number, ascii = false): string {
  if (ascii || Number.isInteger(n)) return String(n);
  const whole = Math.floor(n);
  return n - whole === 0.5 ? `${whole === 0 ? '' : whole}½` : String(n);
}

/** VPs to two decimals. */
export const vp = (n: number): string => n.toFixed(2);

export type Align = 'left' | 'right';

/** A text table: columns padded to their widest cell (by display width), two spaces apart. */
export function renderTable(rows: readonly (readonly string[])[], align: readonly Align[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => padDisplay(cell, widths[i] ?? 0, align[i] === 'right'))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
