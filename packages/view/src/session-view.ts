/**
 * What a scored pairs session shows, as a club prints it: the heading, the
 * settings line, a ranking table per field and a traveller per board, every
 * cell already worded in the chosen language. A renderer only lays the cells
 * out: the command line pads them into columns, a web page puts them in a
 * `<table>`. Pure: no I/O, nothing of Node's.
 *
 * @example
 * const score = scoreSession(event);
 * const view = sessionView({ event, score, lang: 'en', conventions: null, title: 'Tuesday' });
 * view.rankings[0]?.table.rows[0]; // ['1', '7', 'Ann & Bob', '31', '64.58']
 * for (const board of view.travellers()) console.log(board.heading);
 */
import {
  type BoardResult,
  type BridgeEvent,
  type EntryWarning,
  type FieldRanking,
  type Fraction,
  formatAdjustedScore,
  formatContract,
  formatFraction,
  formatPlace,
  formatWeightedScore,
  PASS,
  type PairScore,
  type SessionScore,
  type Side,
  type TravellerLine,
} from '@bridge-score/core';
import { type ConventionsNote, catalog, type Lang, warningMessage } from '@bridge-score/i18n';

/** Where a column's cells go: numbers to the right, words to the left. */
export type Align = 'left' | 'right';

/** A column: its code (for a page's classes and a test), its worded header, and its alignment. */
export interface ViewColumn<C extends string> {
  readonly code: C;
  readonly header: string;
  readonly align: Align;
}

/** Rows of cells under columns: each row has one cell per column, in the columns' order. */
export interface ViewTable<C extends string> {
  readonly columns: readonly ViewColumn<C>[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * A ranking's columns. Matchpoints: `points` and `percent`; IMPs: `imps` (the
 * total) and `average` (per board played). `names` only when a pair has names.
 */
export type RankingColumn = 'place' | 'pair' | 'names' | 'points' | 'percent' | 'imps' | 'average';

/**
 * A traveller's columns. `lead` and `group` only when a line of the board has
 * one; `nsPoints`/`ewPoints` at matchpoints, `nsImps`/`ewImps` at IMPs.
 */
export type TravellerColumn =
  | 'ns'
  | 'ew'
  | 'contract'
  | 'by'
  | 'lead'
  | 'tricks'
  | 'nsScore'
  | 'ewScore'
  | 'nsPoints'
  | 'ewPoints'
  | 'nsImps'
  | 'ewImps'
  | 'group';

/** One field's ranking: its heading ("North-South", "Section A, East-West") and its table. */
export interface RankingView {
  readonly field: string;
  readonly section: string | null;
  readonly direction: Side | null;
  readonly heading: string;
  readonly table: ViewTable<RankingColumn>;
}

/** One board's traveller: its heading ("Board 7 · Dealer S · Vul Both · Top 14") and its lines. */
export interface TravellerView {
  readonly board: number;
  readonly section: string | null;
  readonly heading: string;
  readonly table: ViewTable<TravellerColumn>;
}

/** A warning of the scoring: the warning as it was found, and its message as shown. */
export interface WarningView {
  readonly warning: EntryWarning;
  readonly message: string;
}

export interface SessionView {
  /** The heading of the results (the event's name or the file's), or none. */
  readonly title: string | null;
  /** The line on the conventions scored with, or none when ours were used by default. */
  readonly conventions: string | null;
  /** The method and how it was applied: "Matchpoints 2/1 (Law 78A) · Neuberg factoring · …". */
  readonly settings: string;
  readonly rankings: readonly RankingView[];
  /**
   * Each board's traveller, in the scoring's order of boards. Made as it is
   * iterated, so that a session of a million lines is never all cells at once;
   * a page that wants them all takes `Array.from(view.travellers())`.
   */
  readonly travellers: () => Iterable<TravellerView>;
  readonly warnings: readonly WarningView[];
}

export interface SessionViewInput {
  readonly event: BridgeEvent;
  readonly score: SessionScore;
  readonly lang: Lang;
  /** Which conventions were used and why (none: ours, by default). */
  readonly conventions: ConventionsNote | null;
  readonly title?: string | null;
  /** Suit symbols in contracts (♠); letters with false. Default true. */
  readonly symbols?: boolean;
}

/**
 * The view of a scored session; see the module overview.
 *
 * @example
 * const view = sessionView({ event, score: scoreSession(event), lang: 'ru', conventions: null });
 * view.rankings.map((r) => r.heading); // ['Линия NS', 'Линия EW']
 */
export function sessionView(input: SessionViewInput): SessionView {
  const { event, score, lang } = input;
  const words = catalog(lang).session;
  const shown = new Shown(event, score);
  return {
    title: input.title ?? null,
    conventions: input.conventions === null ? null : words.conventions(input.conventions),
    settings: settingsLine(score, lang),
    rankings: score.rankings.map((r) => rankingView(r, shown, lang)),
    travellers: function* () {
      for (const b of score.boards) yield travellerView(b, shown, lang, input.symbols ?? true);
    },
    warnings: score.warnings.map((w) => ({
      warning: w,
      message: warningMessage(warningForDisplay(event, w), lang),
    })),
  };
}

/** A warning as shown: its section named only when the event has several. */
export function warningForDisplay(event: BridgeEvent, w: EntryWarning): EntryWarning {
  return event.sections.length > 1 ? w : { ...w, section: '' };
}

/** The settings line: the method and how it was applied. */
function settingsLine(score: SessionScore, lang: Lang): string {
  const words = catalog(lang).session;
  const s = score.settings;
  switch (s.method) {
    case 'mp':
      return words.settings(
        words.scale[s.scale.name],
        words.factoring[s.factoring],
        words.adjusted[s.adjusted],
      );
    case 'cross-imps':
      return words.impSettings(words.method[s.method], words.crossDivide[s.crossDivide]);
    case 'butler':
      return words.impSettings(words.method[s.method], words.butlerDatum(s.butlerDrop, s.butlerRound));
  }
}

/** Two decimals, rounded half up, from the exact value. */
const two = (f: Fraction): string => formatFraction(f, 2);
/** IMPs as shown: signed, whole when whole. */
const signedImps = (f: Fraction, whole: boolean): string => {
  const text = whole ? formatFraction(f, 0) : two(f);
  return f.num > 0n ? `+${text}` : text;
};
/** A score as shown beside a board: +420, -100, 0. */
const signedScore = (x: number): string => (x > 0 ? `+${x}` : String(x));
/** A per-line value (the nearest double of an exact one) to two decimals, half up. */
const twoOf = (x: number): number => Math.round(x * 100 + 1e-7) / 100;

/** How the session names its pairs and lines. */
class Shown {
  readonly multiSection: boolean;
  private readonly oneFieldMitchell: ReadonlySet<string>;

  constructor(
    private readonly event: BridgeEvent,
    readonly score: SessionScore,
  ) {
    this.multiSection = event.sections.length > 1;
    // Sections whose NS and EW pairs are ranked in one field: there the direction tells pairs apart.
    const mitchellOneField = new Set<string>();
    for (const r of score.rankings) {
      if (r.direction !== null) continue;
      for (const e of r.entries) {
        const p = score.pairs[e.pair] as PairScore;
        if (p.pair.direction !== null) mitchellOneField.add(p.pair.section);
      }
    }
    this.oneFieldMitchell = mitchellOneField;
  }

  /** A pair as players know it: `7`, `A7`, or `NS 3` where NS and EW pairs share a field. */
  pairLabel(index: number): string {
    const { pair } = this.score.pairs[index] as PairScore;
    const number = `${this.multiSection ? pair.section : ''}${pair.number}`;
    return pair.direction !== null && this.oneFieldMitchell.has(pair.section)
      ? `${pair.direction} ${number}`
      : number;
  }

  lineOf(board: BoardResult, k: number): TravellerLine {
    return this.event.results[board.lines[k] as number] as TravellerLine;
  }
}

function columns<C extends string>(
  header: { readonly [K in C]: string },
  codes: readonly C[],
  right: ReadonlySet<C>,
): ViewColumn<C>[] {
  return codes.map((code) => ({ code, header: header[code], align: right.has(code) ? 'right' : 'left' }));
}

const RANKING_RIGHT: ReadonlySet<RankingColumn> = new Set(['pair', 'points', 'percent', 'imps', 'average']);

function rankingView(r: FieldRanking, shown: Shown, lang: Lang): RankingView {
  const { score } = shown;
  const words = catalog(lang).session;
  const imps = score.unit === 'imps';
  const entries = r.entries.map((e) => ({ e, p: score.pairs[e.pair] as PairScore }));
  const whole = entries.every(({ p }) => p.points.den === 1n);
  const named = entries.some(({ p }) => p.names.length > 0);
  // Matchpoints: points and percentage. IMPs: total IMPs and the average per board played.
  const last: RankingColumn[] = imps ? ['imps', 'average'] : ['points', 'percent'];
  const codes: RankingColumn[] = named ? ['place', 'pair', 'names', ...last] : ['place', 'pair', ...last];
  const rows = entries.map(({ e, p }) => {
    const row = [formatPlace(e), shown.pairLabel(e.pair)];
    if (named) row.push(p.names.join(' & '));
    if (p.percentage) row.push(whole ? String(p.points.num) : two(p.points), two(p.percentage));
    else row.push(signedImps(p.points, whole), signedImps(p.average, false));
    return row;
  });
  return {
    field: r.field,
    section: r.section,
    direction: r.direction,
    // A single section is not named; a field across sections (section null) says so.
    heading: words.field(shown.multiSection || r.section === null ? r.section : null, r.direction),
    table: { columns: columns(words.columns, codes, RANKING_RIGHT), rows },
  };
}

const TRAVELLER_RIGHT: ReadonlySet<TravellerColumn> = new Set([
  'ns',
  'ew',
  'tricks',
  'nsScore',
  'ewScore',
  'nsPoints',
  'ewPoints',
  'nsImps',
  'ewImps',
]);

function travellerView(b: BoardResult, shown: Shown, lang: Lang, symbols: boolean): TravellerView {
  const { score } = shown;
  const words = catalog(lang).session;
  const n = b.lines.length;
  // Lines in the order of their NS pairs, as a traveller is read.
  const order = Array.from({ length: n }, (_, k) => k).sort((x, y) => {
    const px = score.pairs[b.nsPair[x] as number] as PairScore;
    const py = score.pairs[b.nsPair[y] as number] as PairScore;
    return px.pair.section.localeCompare(py.pair.section) || px.pair.number - py.pair.number || x - y;
  });
  const anyLead = order.some((k) => shown.lineOf(b, k).lead !== undefined);
  const anyGroup = order.some((k) => shown.lineOf(b, k).group !== undefined);
  const imps = score.unit === 'imps';
  const values = [...b.nsPoints, ...b.ewPoints].filter((x) => !Number.isNaN(x));
  const whole = values.every((x) => Number.isInteger(twoOf(x)));
  const pts = (x: number) => {
    if (Number.isNaN(x)) return '';
    const text = whole ? String(twoOf(x)) : twoOf(x).toFixed(2);
    return imps && twoOf(x) > 0 ? `+${text}` : text;
  };
  const codes: TravellerColumn[] = ['ns', 'ew', 'contract', 'by'];
  if (anyLead) codes.push('lead');
  codes.push(
    'tricks',
    'nsScore',
    'ewScore',
    ...(imps ? (['nsImps', 'ewImps'] as const) : (['nsPoints', 'ewPoints'] as const)),
  );
  if (anyGroup) codes.push('group');
  const rows: string[][] = [];
  for (const k of order) {
    const line = shown.lineOf(b, k);
    const o = line.outcome;
    let contract = '';
    let by = '';
    let tricks = '';
    switch (o.kind) {
      case 'played':
        contract = formatContract(o.contract, { symbols });
        if (o.contract !== PASS) {
          by = o.declarer ?? '';
          tricks = String(o.tricks ?? '');
        }
        break;
      case 'score':
        break;
      case 'adjusted':
        contract = formatAdjustedScore(o);
        break;
      case 'weighted':
        contract = formatWeightedScore(o);
        break;
      case 'not-played':
        contract = words.notPlayed;
        break;
    }
    // The score goes in the column of the side that scored it; a zero (or no score) in neither.
    const ns = b.nsScore[k] as number;
    const row = [
      shown.pairLabel(b.nsPair[k] as number),
      shown.pairLabel(b.ewPair[k] as number),
      contract,
      by,
    ];
    if (anyLead) row.push(line.lead ?? '');
    row.push(
      tricks,
      ns > 0 ? String(ns) : '',
      ns < 0 ? String(-ns) : '',
      pts(b.nsPoints[k] as number),
      pts(b.ewPoints[k] as number),
    );
    if (anyGroup) row.push(line.group ?? '');
    rows.push(row);
  }
  const top = b.top === null ? null : Number.isInteger(b.top) ? String(b.top) : b.top.toFixed(2);
  return {
    board: b.board,
    section: b.section,
    heading: words.board(
      b.board,
      b.dealer,
      words.vulnerability[b.vulnerability],
      top,
      shown.multiSection ? b.section : null,
      b.datum === null ? null : signedScore(b.datum),
    ),
    table: { columns: columns(words.columns, codes, TRAVELLER_RIGHT), rows },
  };
}
