/**
 * An IMP conversion read straight from the text of docs/scoring.md#teams, for tests
 * that need an oracle independent of the code under test.
 */
export const RULES_IMP_TEXT =
  '0–10 0 · 20–40 1 · 50–80 2 · 90–120 3 · 130–160 4 · 170–210 5 · 220–260 6 · 270–310 7 · ' +
  '320–360 8 · 370–420 9 · 430–490 10 · 500–590 11 · 600–740 12 · 750–890 13 · 900–1090 14 · ' +
  '1100–1290 15 · 1300–1490 16 · 1500–1740 17 · 1750–1990 18 · 2000–2240 19 · 2250–2490 20 · ' +
  '2500–2990 21 · 3000–3490 22 · 3500–3990 23 · 4000+ 24';

export const RULES_BANDS = RULES_IMP_TEXT.split(' · ').map((band) => {
  const m = /^(\d+)(?:–(\d+)|\+) (\d+)$/.exec(band);
  if (!m) throw new Error(`cannot read band ${band}`);
  return { lo: Number(m[1]), hi: m[2] === undefined ? null : Number(m[2]), imps: Number(m[3]) };
});

/** IMPs for a difference by walking the bands: the last band whose lower end the difference reaches. */
export function rulesImps(difference: number): number {
  const a = Math.abs(difference);
  let result = 0;
  for (const band of RULES_BANDS) if (a >= band.lo) result = band.imps;
  return difference < 0 ? -result : result;
}
