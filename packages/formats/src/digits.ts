/**
 * Whole numbers as the readers find them in a text, in place: 1 to 15 ASCII
 * digits (always a safe integer) and nothing else, read without making a
 * string. Shared by the CSV and PBN readers, whose fields are spans of the
 * file's text.
 *
 * @example
 * digitsIn('S1,12,3', 3, 5); // 12
 * digitsIn('1a', 0, 2); // -1
 */
export function digitsIn(text: string, from: number, to: number): number {
  if (to <= from || to - from > 15) return -1;
  let v = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}
