/**
 * Checking a results file's own figures against a scoring of its results:
 * each line's score against its contract and tricks, each line's points,
 * each board's Butler datum (USEBIO's BOARD_AVERAGE), each pair's total,
 * percentage and place. Every disagreement is a finding with its place (the
 * board and pairs, or the pair), the file's value, ours and what ours rests
 * on; the wording of each kind is in the i18n package.
 *
 * A figure is compared to the precision the file shows it (a percentage
 * written 54.3 agrees with 54.27); a figure the file does not give is not
 * compared. The scoring is the caller's, under the conventions the caller
 * chose (normally the file's own program's).
 *
 * @example
 * const file = readResultsFile(bytes, { file: 'club.xml', keepLines: true });
 * if (file.ok && file.value.results) {
 *   const score = scoreSession(file.value.event, settings);
 *   const findings = verifyResults(file.value.results, file.value.event, score);
 * }
 */
import {
  type AdjustedScore,
  awardPercent,
  type BridgeEvent,
  type DatumFinding,
  type Finding,
  formatContract,
  formatPlace,
  fractionToNumber,
  PASS,
  type PairScore,
  parsePlace,
  type SessionScore,
  type Side,
  type TravellerLine,
} from '@bridge-score/core';
import type { ResultLine } from './pbn-results.js';
import type { ClubResults, ResultsPair } from './results.js';
import { DEFAULT_SECTION } from './traveller-csv.js';

/** How much a file checks: its lines, boards with a datum, and pairs that were compared. */
export interface VerifyCounts {
  readonly lines: number;
  readonly datums: number;
  readonly pairs: number;
}

export interface Verified {
  readonly findings: readonly Finding[];
  readonly checked: VerifyCounts;
}

/** Decimals a number read from a file shows (0.5 → 1, 23 → 0): the precision to compare at. */
function shownDecimals(x: number): number {
  const text = String(x);
  if (/e/i.test(text)) return 6;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Whether our value, rounded as the file rounds its own, is the file's (half a unit of its last decimal). */
export function agrees(file: number, ours: number): boolean {
  const half = 0.5 * 10 ** -shownDecimals(file);
  return Math.abs(file - ours) <= half + 1e-9;
}

/** An artificial score as the EBU's files spell it (`A5050`, `A6040`), else `A60A35`. */
function adjustedText(a: AdjustedScore): string {
  const ns = awardPercent(a.ns);
  const ew = awardPercent(a.ew);
  return ns >= 10 && ns <= 99 && ew >= 10 && ew <= 99 ? `A${ns}${ew}` : `A${ns}A${ew}`;
}

const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

const lineKey = (section: string, board: number, ns: number, ew: number) =>
  `${section}\u0000${board}\u0000${ns}\u0000${ew}`;
const pairKey = (section: string, pair: number, direction: Side | null | undefined) =>
  `${section}\u0000${pair}\u0000${direction ?? ''}`;

/**
 * The datums a file gives that differ from the scoring's: one finding per
 * board (and section) with a datum in both.
 */
export function datumFindings(results: ClubResults, event: BridgeEvent, score: SessionScore): DatumFinding[] {
  return checkDatums(results, event, score).findings;
}

function checkDatums(
  results: ClubResults,
  event: BridgeEvent,
  score: SessionScore,
): { findings: DatumFinding[]; checked: number } {
  const shown = (section: string) => (event.sections.length > 1 ? section : '');
  const findings: DatumFinding[] = [];
  let checked = 0;
  const ours = new Map<string, number>();
  for (const b of score.boards) if (b.datum !== null) ours.set(`${b.section ?? ''}\u0000${b.board}`, b.datum);
  for (const b of results.boards) {
    for (const d of b.datums ?? []) {
      const section = d.section ?? (event.sections.length === 1 ? (event.sections[0]?.name ?? '') : '');
      const datum = ours.get(`${section}\u0000${b.number}`) ?? ours.get(`\u0000${b.number}`);
      if (datum === undefined) continue;
      checked++;
      if (datum !== d.datum)
        findings.push({
          kind: 'board-datum',
          section: shown(section),
          board: b.number,
          file: d.datum,
          ours: datum,
        });
    }
  }
  return { findings, checked };
}

/**
 * Every disagreement between a file's figures (`results`, read with its
 * lines kept) and a scoring of its event (see the module overview), in the
 * order boards, then pairs.
 */
export function verifyResults(results: ClubResults, event: BridgeEvent, score: SessionScore): Verified {
  const multi = event.sections.length > 1;
  const shown = (section: string) => (multi ? section : '');
  const imps = score.unit === 'imps';
  const findings: Finding[] = [];

  // The file's lines by place.
  const fileLines = new Map<string, ResultLine>();
  for (const b of results.boards)
    for (const l of b.lines) fileLines.set(lineKey(l.section ?? DEFAULT_SECTION, b.number, l.ns, l.ew), l);

  // Each line's written score, as the scoring's entry checks found it.
  const mismatch = new Map<string, { entered: number; computed: number }>();
  for (const w of score.warnings)
    if (w.code === 'score-mismatch')
      mismatch.set(lineKey(w.section, w.board, w.ns, w.ew), { entered: w.entered, computed: w.computed });

  const datums = checkDatums(results, event, score);
  const byBoard = new Map<number, Finding[]>();
  for (const f of datums.findings) byBoard.set(f.board, [...(byBoard.get(f.board) ?? []), f]);

  let lines = 0;
  const boards = [...score.boards].sort(
    (a, b) => a.board - b.board || (a.section ?? '').localeCompare(b.section ?? ''),
  );
  const datumDone = new Set<number>();
  for (const b of boards) {
    if (!datumDone.has(b.board)) {
      datumDone.add(b.board);
      for (const f of byBoard.get(b.board) ?? []) findings.push(f);
    }
    const order = Array.from(b.lines, (_, k) => k).sort((x, y) => {
      const lx = event.results[b.lines[x] as number] as TravellerLine;
      const ly = event.results[b.lines[y] as number] as TravellerLine;
      return lx.section.localeCompare(ly.section) || lx.ns - ly.ns || lx.ew - ly.ew;
    });
    for (const k of order) {
      const line = event.results[b.lines[k] as number] as TravellerLine;
      const key = lineKey(line.section, line.board, line.ns, line.ew);
      const place = { section: shown(line.section), board: line.board, ns: line.ns, ew: line.ew };
      const wrong = mismatch.get(key);
      const o = line.outcome;
      if (wrong && o.kind === 'played' && o.contract !== PASS)
        findings.push({
          kind: 'line-score',
          ...place,
          contract: formatContract(o.contract),
          declarer: o.declarer ?? '',
          tricks: o.tricks ?? 0,
          file: wrong.entered,
          ours: wrong.computed,
        });
      const file = fileLines.get(key);
      if (file === undefined) continue;
      lines++;
      const fileNs = imps ? file.nsImps : file.nsMatchPoints;
      const fileEw = imps ? file.ewImps : file.ewMatchPoints;
      const oursNs = b.nsPoints[k] as number;
      const oursEw = b.ewPoints[k] as number;
      if (Number.isNaN(oursNs)) continue;
      const nsOk = fileNs === undefined || agrees(fileNs, oursNs);
      const ewOk = fileEw === undefined || agrees(fileEw, oursEw);
      if (nsOk && ewOk) continue;
      const adjusted = o.kind === 'adjusted' ? { ns: o.ns, ew: o.ew } : null;
      const nsScore = b.nsScore[k] as number;
      findings.push({
        kind: 'line-points',
        ...place,
        unit: imps ? 'imps' : 'mp',
        result: adjusted ? adjustedText(adjusted) : Number.isNaN(nsScore) ? '' : signed(nsScore),
        adjusted,
        file: { ns: fileNs ?? null, ew: fileEw ?? null },
        ours: { ns: round(oursNs), ew: round(oursEw) },
      });
    }
  }

  // Pairs: the file's in its order, each against ours.
  const oursByKey = new Map<string, number>();
  score.pairs.forEach((p, i) => {
    oursByKey.set(pairKey(p.pair.section, p.pair.number, p.pair.direction), i);
  });
  const placeOf = new Map<number, string>();
  for (const r of score.rankings) for (const e of r.entries) placeOf.set(e.pair, formatPlace(e));
  let pairs = 0;
  for (const fp of results.pairs) {
    const index = findPair(oursByKey, fp);
    if (index === undefined) continue;
    const ours = score.pairs[index] as PairScore;
    pairs++;
    const place = {
      section: shown(ours.pair.section),
      pair: ours.pair.number,
      direction: ours.pair.direction,
    };
    const total = imps ? fp.totalImps : fp.totalMatchPoints;
    const oursTotal = fractionToNumber(ours.points);
    if (total !== undefined && !agrees(total, oursTotal))
      findings.push({
        kind: 'pair-total',
        ...place,
        unit: imps ? 'imps' : 'mp',
        basis: score.settings.pairTotals,
        file: total,
        ours: round(oursTotal),
      });
    if (fp.percentage !== undefined && ours.percentage !== null) {
      const pct = fractionToNumber(ours.percentage);
      if (!agrees(fp.percentage, pct))
        findings.push({ kind: 'pair-percentage', ...place, file: fp.percentage, ours: round(pct) });
    }
    const oursPlace = placeOf.get(index);
    const filePlace = fp.rank === undefined ? null : parsePlace(fp.rank);
    if (filePlace && oursPlace !== undefined) {
      const mine = parsePlace(oursPlace);
      // A file that marks no ties (a place shared, written `3`) agrees on the number alone.
      const tieMarked = /=/.test(fp.rank ?? '');
      if (mine && (mine.place !== filePlace.place || (tieMarked && !mine.tied)))
        findings.push({ kind: 'pair-place', ...place, file: (fp.rank ?? '').trim(), ours: oursPlace });
    }
  }
  return { findings, checked: { lines, datums: datums.checked, pairs } };
}

/** Our figure to two decimals for showing beside the file's. */
const round = (x: number): number => Math.round(x * 100 + (x >= 0 ? 1e-7 : -1e-7)) / 100;

/** Our pair a file's pair is: by section, number and direction; a file without directions by number alone. */
function findPair(ours: ReadonlyMap<string, number>, p: ResultsPair): number | undefined {
  const section = p.section ?? DEFAULT_SECTION;
  const exact = ours.get(pairKey(section, p.pair, p.direction ?? null));
  if (exact !== undefined) return exact;
  // A direction given for a pair of a Howell.
  if (p.direction !== undefined) return ours.get(pairKey(section, p.pair, null));
  const ns = ours.get(pairKey(section, p.pair, 'NS'));
  const ew = ours.get(pairKey(section, p.pair, 'EW'));
  return ns !== undefined && ew === undefined ? ns : ew !== undefined && ns === undefined ? ew : undefined;
}
