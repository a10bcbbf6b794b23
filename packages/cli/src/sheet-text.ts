/**
 * The We/They sheet drawn for a terminal: the classic pencil sheet with
 * box-drawing characters and aligned columns. Above the line each side's
 * entries are stacked upward from the line, the first nearest to it, as on
 * paper; below the line each game is closed by a rule. Beside each figure is
 * the number of the deal that earned it, or the name of the bonus.
 * Then the state of play, the totals and the deals, one a line.
 */
import {
  type ChicagoSheet,
  currentSheet,
  type Evening,
  eveningSettlement,
  eveningTotals,
  isSheetBonus,
  marginOf,
  nextChicagoDeal,
  otherSide,
  type Rounding,
  type RubberSheet,
  rubberVulnerability,
  type Sheet,
  type SheetEntry,
  type Side,
  sheetSettlement,
  type Vulnerability,
} from '@bridge-score/core';
import {
  catalog,
  displayWidth,
  type Lang,
  padDisplay,
  type SheetWords,
  sheetDealText,
  sheetItemLabel,
} from '@bridge-score/i18n';

export interface SheetTextOptions {
  readonly lang: Lang;
  /** The side written as "We", in the left column. */
  readonly we: Side;
  /** Suit symbols (♠ ♥ ♦ ♣) in the deals; letters when false. */
  readonly symbols: boolean;
  readonly rounding: Rounding;
}

interface Cell {
  points: number;
  readonly tag: string;
  readonly deal: number | null;
  readonly bonus: boolean;
}

type Column = { NS: Cell[]; EW: Cell[] };
const column = (): Column => ({ NS: [], EW: [] });

/** The figures of each column: one per deal and side and place, bonuses apart. */
function cellsOf(sheet: Sheet, words: SheetWords): { above: Column; below: Column[] } {
  const above = column();
  const below = sheet.games.map(column);
  for (const entry of sheet.entries) {
    const place = entry.line === 'above' ? above : (below[entry.game - 1] ?? above);
    const cells = place[entry.side];
    const bonus = isSheetBonus(entry.item);
    const last = cells.at(-1);
    if (!bonus && last && !last.bonus && last.deal === entry.deal) {
      last.points += entry.item.points;
    } else {
      const tag = isSheetBonus(entry.item) ? words.tags[entry.item.code] : `(${entry.deal})`;
      cells.push({ points: entry.item.points, tag, deal: entry.deal, bonus });
    }
  }
  return { above, below };
}

/** The box: headings, above the line, the line, the games below it, the totals. */
function box(sheet: Sheet, o: SheetTextOptions): string[] {
  const words = catalog(o.lang).sheet;
  const we = o.we;
  const they = otherSide(we);
  const { above, below } = cellsOf(sheet, words);
  const all = [above, ...below].flatMap((c) => [...c.NS, ...c.EW]);
  const digits = Math.max(
    1,
    ...all.map((c) => String(c.points).length),
    String(sheet.totals.NS).length,
    String(sheet.totals.EW).length,
  );
  const text = (c: Cell | undefined) => (c ? `${String(c.points).padStart(digits)} ${c.tag}` : '');
  const headings = [`${words.we} (${we})`, `${words.they} (${they})`] as const;
  const width = 2 + Math.max(...headings.map(displayWidth), ...all.map((c) => displayWidth(text(c))), digits);
  const rule = (left: string, middle: string, right: string, ch: string) =>
    `${left}${ch.repeat(width)}${middle}${ch.repeat(width)}${right}`;
  const row = (l: string, r: string) => `│ ${padDisplay(l, width - 2)} │ ${padDisplay(r, width - 2)} │`;
  const centred = (s: string) => {
    const room = width - 2 - displayWidth(s);
    return `${' '.repeat(Math.floor(room / 2))}${s}`;
  };

  const lines = [rule('┌', '┬', '┐', '─'), row(centred(headings[0]), centred(headings[1]))];
  lines.push(rule('├', '┼', '┤', '─'));
  const aboveRows = Math.max(1, above[we].length, above[they].length);
  for (let r = aboveRows - 1; r >= 0; r--) lines.push(row(text(above[we][r]), text(above[they][r])));
  lines.push(rule('╞', '╪', '╡', '═'));
  below.forEach((game, g) => {
    if (g > 0) lines.push(rule('├', '┼', '┤', '─'));
    const rows = Math.max(1, game[we].length, game[they].length);
    for (let r = 0; r < rows; r++) lines.push(row(text(game[we][r]), text(game[they][r])));
  });
  lines.push(rule('╞', '╪', '╡', '═'));
  lines.push(row(String(sheet.totals[we]).padStart(digits), String(sheet.totals[they]).padStart(digits)));
  lines.push(rule('└', '┴', '┘', '─'));
  return lines;
}

const sideName = (side: Side, o: SheetTextOptions, words: SheetWords) =>
  side === o.we ? words.we : words.they;

function vulnerabilityWords(v: Vulnerability, o: SheetTextOptions, words: SheetWords): string {
  switch (v) {
    case 'None':
      return words.vulnerable(words.nobody);
    case 'Both':
      return words.vulnerable(words.both);
    case 'NS':
    case 'EW':
      return words.vulnerable(sideName(v, o, words));
  }
}

function rubberStatus(sheet: RubberSheet, o: SheetTextOptions, words: SheetWords): string {
  if (sheet.endedEarly) return words.rubberEnded;
  if (sheet.winner !== null) {
    const loser = otherSide(sheet.winner);
    return words.rubberWon(
      sideName(sheet.winner, o, words),
      sheet.gamesWon[sheet.winner],
      sheet.gamesWon[loser],
    );
  }
  const vul = vulnerabilityWords(rubberVulnerability(sheet), o, words);
  return words.rubberInPlay(sheet.games.length, sheet.gamesWon[o.we], sheet.gamesWon[otherSide(o.we)], vul);
}

function chicagoStatus(sheet: ChicagoSheet, o: SheetTextOptions, words: SheetWords): string {
  if (sheet.endedEarly) return words.chukkerEnded(sheet.played);
  const next = nextChicagoDeal(sheet);
  if (next === null) return words.chukkerOver;
  return words.chicagoNext(next.deal, next.dealer, vulnerabilityWords(next.vulnerability, o, words));
}

/** What one deal wrote, in words: "They 220 below, 1000 above · game: They". */
function dealSummary(entries: readonly SheetEntry[], o: SheetTextOptions, words: SheetWords): string {
  const parts: string[] = [];
  for (const side of [o.we, otherSide(o.we)]) {
    let below = 0;
    let above = 0;
    for (const e of entries) {
      if (e.side !== side || isSheetBonus(e.item)) continue;
      if (e.line === 'below') below += e.item.points;
      else above += e.item.points;
    }
    const figures = [below > 0 ? words.below(below) : '', above > 0 ? words.above(above) : ''].filter(
      Boolean,
    );
    if (figures.length > 0) parts.push(`${sideName(side, o, words)} ${figures.join(words.comma)}`);
  }
  return parts.join('; ');
}

function bonusWords(entries: readonly SheetEntry[], o: SheetTextOptions, words: SheetWords): string[] {
  return entries
    .filter((e) => isSheetBonus(e.item))
    .map((e) => `${sheetItemLabel(e.item, o.lang)}: ${sideName(e.side, o, words)} +${e.item.points}`);
}

/** The deals, one a line, with what each wrote on the sheet. */
function dealLines(sheet: Sheet, o: SheetTextOptions, words: SheetWords): string[] {
  const rows = sheet.records.map((record) => {
    const entries = sheet.entries.filter((e) => e.deal === record.number);
    const context =
      'chukkerDeal' in record
        ? `${words.chukkerDeal(record.chukkerDeal, record.dealer)} · ${vulnerabilityWords(record.vulnerability, o, words)}`
        : vulnerabilityWords(record.vulnerability, o, words);
    const played = record.score !== null;
    const events = [
      played ? dealSummary(entries, o, words) : sheet.form === 'chicago' ? words.redealt : words.passedOut,
      ...(record.game ? [words.game(sideName(record.game, o, words))] : []),
      ...bonusWords(entries, o, words),
    ].filter(Boolean);
    return [
      String(record.number),
      context,
      played ? sheetDealText(record.deal, o.lang, { symbols: o.symbols }) : '',
      events.join(' · '),
    ];
  });
  const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((r) => displayWidth(r[i] ?? ''))));
  // The settlement of a sheet ended early belongs to no deal: it closes the list.
  const settled = bonusWords(
    sheet.entries.filter((e) => e.deal === null),
    o,
    words,
  ).map((bonus) => `  ${bonus}`);
  const lines = rows.map((r) =>
    [
      padDisplay(r[0] ?? '', widths[0] ?? 0, true),
      padDisplay(r[1] ?? '', widths[1] ?? 0),
      padDisplay(r[2] ?? '', widths[2] ?? 0),
      r[3] ?? '',
    ]
      .join('  ')
      .trimEnd()
      .replace(/^/, '  '),
  );
  return [...lines, ...settled];
}

/**
 * One rubber or chukker as text: title, the box, the state of play, totals,
 * settlement once it is over, and the deals.
 */
export function sheetText(sheet: Sheet, number: number, o: SheetTextOptions): string {
  const words = catalog(o.lang).sheet;
  const lines = [words.title(sheet.form, number, sheet.rules.name), ...box(sheet, o)];
  lines.push(sheet.form === 'rubber' ? rubberStatus(sheet, o, words) : chicagoStatus(sheet, o, words));
  const margin = marginOf(sheet.totals);
  const leader = margin.leader === null ? null : sideName(margin.leader, o, words);
  lines.push(words.totals(sheet.totals[o.we], sheet.totals[otherSide(o.we)], leader, margin.points));
  const settlement = sheetSettlement(sheet, o.rounding);
  if (settlement) {
    const winner = settlement.winner === null ? null : sideName(settlement.winner, o, words);
    lines.push(words.settlement(winner, settlement.hundreds, margin.points, o.rounding));
  }
  if (sheet.records.length > 0) lines.push(words.deals, ...dealLines(sheet, o, words));
  return `${lines.join('\n')}\n`;
}

/** The evening's totals and settlement, when more than one sheet has been kept. */
export function eveningSummary(evening: Evening, o: SheetTextOptions): string {
  const words = catalog(o.lang).sheet;
  const form = currentSheet(evening).form;
  const totals = eveningTotals(evening);
  const margin = marginOf(totals);
  const leader = margin.leader === null ? null : sideName(margin.leader, o, words);
  const settlement = eveningSettlement(evening, o.rounding);
  const winner = settlement.winner === null ? null : sideName(settlement.winner, o, words);
  const lines = [
    words.evening(evening.sheets.length, form, totals[o.we], totals[otherSide(o.we)], leader, margin.points),
  ];
  if (evening.sheets.some((s) => s.over))
    lines.push(words.eveningSettlement(form, winner, settlement.hundreds));
  return `${lines.join('\n')}\n`;
}

/** Every sheet of the evening, then (with more than one) the evening's totals. */
export function eveningText(evening: Evening, o: SheetTextOptions): string {
  const sheets = evening.sheets.map((sheet, i) => sheetText(sheet, i + 1, o));
  const summary = evening.sheets.length > 1 ? [eveningSummary(evening, o)] : [];
  return [...sheets, ...summary].join('\n');
}

/** The sheet in play, then (with more than one) the evening's totals. */
export function currentSheetText(evening: Evening, o: SheetTextOptions): string {
  const text = sheetText(currentSheet(evening), evening.sheets.length, o);
  return evening.sheets.length > 1 ? `${text}\n${eveningSummary(evening, o)}` : text;
}
