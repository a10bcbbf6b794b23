/**
 * Big USEBIO files made by rule, and bytes cut into chunks: for the stream tests
 * (`usebio-stream.test.ts`) and the big-file tests (`usebio-big.test.ts`).
 */
/** Bytes cut into chunks at the given places. */
export function* cut(bytes: Uint8Array, at: readonly number[]): Generator<Uint8Array> {
  let from = 0;
  for (const to of [...at].sort((a, b) => a - b)) {
    yield bytes.subarray(from, to);
    from = to;
  }
  yield bytes.subarray(from);
}

/** A pairs event in USEBIO: sections × boards × tables, every line a contract (a few passed out). */
export function bigUsebio(sections: number, boards: number, tables: number): { text: string; lines: number } {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    '  <EVENT EVENT_TYPE="MP_PAIRS">',
  ];
  let lines = 0;
  for (let s = 1; s <= sections; s++) {
    out.push(`    <SECTION SECTION_ID="S${s}">`);
    for (let b = 1; b <= boards; b++) {
      out.push('      <BOARD>', `        <BOARD_NUMBER>${b}</BOARD_NUMBER>`);
      for (let t = 1; t <= tables; t++) {
        const ew = ((t + b) % tables) + 1;
        out.push('        <TRAVELLER_LINE>', `          <NS_PAIR_NUMBER>${t}</NS_PAIR_NUMBER>`);
        out.push(`          <EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER>`);
        if ((s + b + t) % 17 === 0) out.push('          <CONTRACT>PASS</CONTRACT>');
        else {
          out.push(
            `          <CONTRACT>${1 + ((b + t) % 7)}${['C', 'D', 'H', 'S', 'NT'][(s + t) % 5]}</CONTRACT>`,
          );
          out.push(`          <PLAYED_BY>${'NESW'[(b + s) % 4]}</PLAYED_BY>`);
          out.push(`          <TRICKS>${(b * t + s) % 14}</TRICKS>`);
        }
        out.push('        </TRAVELLER_LINE>');
        lines++;
      }
      out.push('      </BOARD>');
    }
    out.push('    </SECTION>');
  }
  out.push('  </EVENT>', '</USEBIO>', '');
  return { text: out.join('\n'), lines };
}
