/** The text layout of the view's tables: columns by display width (a Chinese character counts two). */
import type { ViewTable } from '@bridge-score/view';
import { describe, expect, it } from 'vitest';
import { tableText } from '../src/session-text.js';

describe('tableText', () => {
  it('pads each column to its widest cell, words left and numbers right, two spaces apart', () => {
    const table: ViewTable<'names' | 'pair'> = {
      columns: [
        { code: 'names', header: '名', align: 'left' },
        { code: 'pair', header: 'N', align: 'right' },
      ],
      rows: [
        ['张三', '7'],
        ['Ann', '12'],
      ],
    };
    // Widths: names max(2, 4, 3) = 4 columns of display, pair max(1, 1, 2) = 2.
    expect(tableText(table)).toEqual(['名     N', '张三   7', 'Ann   12']);
  });

  it('leaves no space at the end of a line whose last cells are empty', () => {
    const table: ViewTable<'a' | 'b'> = {
      columns: [
        { code: 'a', header: 'A', align: 'right' },
        { code: 'b', header: 'Group', align: 'left' },
      ],
      rows: [['10', '']],
    };
    expect(tableText(table)).toEqual([' A  Group', '10']);
  });
});
