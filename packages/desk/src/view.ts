/**
 * A scored event as plain numbers, for a page and for the API: the rankings
 * per field (places with ties, points, percentages), every board's
 * traveller in the order the lines were entered, and the team standings.
 * Fractions become numbers here, and nothing else changes: every figure is
 * the core's.
 *
 * @example
 * pairsView(scorePairsDesk(setup, lines)).fields[0]?.entries[0];
 * // { place: 1, tied: false, section: 'A', number: 3, direction: 'NS', names: […], points: 14, percentage: 58.33, boards: 6 }
 */
import {
  type EntryWarning,
  fractionToNumber,
  type Seat,
  type Side,
  type Vulnerability,
  victoryPoints,
} from '@bridge-score/core';
import type { PairsDesk } from './pairs.js';
import type { TeamsDesk } from './teams.js';

export interface RankedPair {
  readonly place: number;
  readonly tied: boolean;
  readonly section: string;
  readonly number: number;
  readonly direction: Side | null;
  readonly names: readonly string[];
  readonly points: number;
  /** Null at IMPs. */
  readonly percentage: number | null;
  readonly boards: number;
}

export interface FieldView {
  readonly field: string;
  readonly section: string | null;
  readonly direction: Side | null;
  readonly entries: readonly RankedPair[];
}

export interface TravellerRow {
  /** The desk line's id. */
  readonly id: string;
  readonly ns: number;
  readonly ew: number;
  /** The table score for North-South; null for an adjusted, weighted or not-played line. */
  readonly nsScore: number | null;
  /** Null when not played. */
  readonly nsPoints: number | null;
  readonly ewPoints: number | null;
}

export interface BoardView {
  readonly section: string | null;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly top: number | null;
  readonly rows: readonly TravellerRow[];
}

export interface PairsView {
  readonly kind: 'pairs';
  readonly unit: 'matchpoints' | 'imps';
  readonly fields: readonly FieldView[];
  readonly boards: readonly BoardView[];
}

const num = (x: number): number | null => (Number.isNaN(x) ? null : x);

/** The rankings and travellers of a scored pairs event (see the module overview). */
export function pairsView(desk: PairsDesk): PairsView {
  const s = desk.session;
  if (!s) return { kind: 'pairs', unit: 'matchpoints', fields: [], boards: [] };
  const fields = s.rankings.map((r) => ({
    field: r.field,
    section: r.section,
    direction: r.direction,
    entries: r.entries.map((e) => {
      const p = s.pairs[e.pair];
      if (!p) throw new RangeError(`no pair ${e.pair}`);
      return {
        place: e.place,
        tied: e.tied,
        section: p.pair.section,
        number: p.pair.number,
        direction: p.pair.direction,
        names: p.names,
        points: fractionToNumber(p.points),
        percentage: p.percentage === null ? null : fractionToNumber(p.percentage),
        boards: p.boards,
      };
    }),
  }));
  const boards = s.boards.map((b) => ({
    section: b.section,
    board: b.board,
    dealer: b.dealer,
    vulnerability: b.vulnerability,
    top: b.top,
    rows: Array.from(b.lines, (k, i) => {
      const line = desk.event.results[k];
      return {
        id: desk.lineIds[k] ?? '',
        ns: line?.ns ?? 0,
        ew: line?.ew ?? 0,
        nsScore: num(b.nsScore[i] ?? Number.NaN),
        nsPoints: num(b.nsPoints[i] ?? Number.NaN),
        ewPoints: num(b.ewPoints[i] ?? Number.NaN),
      };
    }),
  }));
  return { kind: 'pairs', unit: s.unit, fields, boards };
}

export interface MatchView {
  readonly number: number;
  readonly round: number;
  readonly a: string;
  readonly b: string | null;
  /** IMPs won by each team (board points at board-a-match). */
  readonly score: { readonly a: number; readonly b: number } | null;
  readonly vp: { readonly a: number; readonly b: number } | null;
  /** Team A's margin after each board scored, for the running-margin chart. */
  readonly running: readonly { readonly board: number; readonly margin: number }[];
  readonly boards: readonly {
    readonly board: number;
    readonly table1: number | null;
    readonly table2: number | null;
    readonly imps: { readonly a: number; readonly b: number } | null;
  }[];
  readonly incomplete: readonly number[];
}

export interface TeamsView {
  readonly kind: 'teams';
  readonly matches: readonly MatchView[];
  readonly standings: readonly {
    readonly place: string;
    readonly team: string;
    readonly points: number;
    readonly played: number;
    readonly scored: number;
    readonly conceded: number;
  }[];
  /** The VP scale's points for margins 0, 1, 2 … until it gives its most, for the chart; empty unless at VPs. */
  readonly vpCurve: readonly number[];
  /** The VP scale's name (`wbf-2013-16`, or a table's own) and, for a WBF scale, its boards; null unless at VPs. */
  readonly vpScale: { readonly name: string; readonly boards: number | null } | null;
}

/** The matches and standings of a scored teams event. */
export function teamsView(desk: TeamsDesk): TeamsView {
  const matches = desk.matches.map((m) => {
    const sheet = m.sheet;
    const score = m.bam ? m.bam.points : sheet ? sheet.imps : null;
    return {
      number: m.number,
      round: m.setup.round,
      a: m.setup.a,
      b: m.setup.b,
      score: m.setup.b === null || !sheet || sheet.scored === 0 ? null : score,
      vp: m.vp,
      running: (sheet?.boards ?? []).map((b) => ({ board: b.board, margin: b.running.a - b.running.b })),
      boards: (sheet?.boards ?? []).map((b) => ({
        board: b.board,
        table1: b.table1,
        table2: b.table2,
        imps: b.imps,
      })),
      incomplete: m.incomplete,
    };
  });
  const last = desk.event?.rounds[desk.event.rounds.length - 1];
  const standings = (last?.standings ?? []).map((s) => ({
    place: s.place,
    team: s.team,
    points: s.points,
    played: s.played,
    scored: s.scored,
    conceded: s.conceded,
  }));
  const vpCurve: number[] = [];
  const scale = desk.scale;
  if (scale) {
    const vpOf = (margin: number) => victoryPoints(margin, scale).a;
    for (let margin = 0; margin <= 200; margin++) {
      const vp = vpOf(margin);
      vpCurve.push(vp);
      if (margin > 0 && vp === vpCurve[margin - 1] && vp === vpOf(margin + 50)) break;
    }
  }
  const wbf = scale ? /^wbf-2013-(\d+)$/.exec(scale.name) : null;
  const vpScale = scale ? { name: scale.name, boards: wbf ? Number(wbf[1]) : null } : null;
  return { kind: 'teams', matches, standings, vpCurve, vpScale };
}

/** Whether a warning is about one line (else its board or its pair). */
export const isLineWarning = (w: EntryWarning): boolean =>
  w.code === 'score-mismatch' ||
  w.code === 'score-impossible' ||
  w.code === 'declarer-for-pass' ||
  w.code === 'outlier';
