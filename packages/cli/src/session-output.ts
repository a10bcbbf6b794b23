/**
 * A scored session as data for machines: the JSON (written piece by piece, so that a session of a
 * million lines is never one string) and the CSV of the rankings and the traveller lines; and
 * which conventions the session was scored with, and why. What people read is the view
 * (`@bridge-score/view`), laid out by `session-text.ts`.
 */
import {
  type BoardResult,
  type BridgeEvent,
  CONVENTIONS,
  type Conventions,
  type Fraction,
  formatButlerDrop,
  formatContract,
  formatFraction,
  formatPlace,
  formatScoreField,
  PASS,
  type PairScore,
  type SessionScore,
  type TravellerLine,
} from '@bridge-score/core';
import { csvRow, type ResultsFile } from '@bridge-score/formats';
import { type ConventionsNote, catalog, type Lang, warningMessage } from '@bridge-score/i18n';
import { type SessionView, warningForDisplay } from '@bridge-score/view';
import type { ByteWriter } from './byte-writer.js';

/** The conventions a session is scored with, and why: chosen, the file's program's, or ours. */
export interface ConventionsUsed {
  readonly used: Conventions;
  readonly source: 'option' | 'file' | 'unknown' | 'default';
  /** The program that wrote the file, as it names itself. */
  readonly writer: string | null;
}

export function conventionsChosen(
  chosen: Conventions | undefined,
  read: ResultsFile | null,
): ConventionsUsed {
  const writer = read?.settings.program ?? null;
  if (chosen) return { used: chosen, source: 'option', writer };
  const own = read?.settings.conventions;
  if (own) return { used: own, source: 'file', writer };
  return { used: CONVENTIONS['bridge-score'], source: writer === null ? 'default' : 'unknown', writer };
}

/** The heading's line on the conventions; none when ours were used by default (or by our own file). */
export function conventionsNote(c: ConventionsUsed): ConventionsNote | null {
  switch (c.source) {
    case 'option':
      return { source: 'option', program: c.used.program, name: c.used.name };
    case 'file':
      return c.used.name === 'bridge-score' || c.writer === null
        ? null
        : { source: 'file', program: c.used.program, writer: c.writer };
    case 'unknown':
      return c.writer === null ? null : { source: 'unknown', writer: c.writer };
    case 'default':
      return null;
  }
}

/**
 * What the JSON takes of the session's view: the conventions line and the warnings' messages.
 * The rankings' view (every pair's place, points and names as text) is not made for it: the
 * JSON writes the figures themselves, and for a session of 20,000 pairs that view cost a
 * twentieth of the whole command.
 */
export type JsonView = Pick<SessionView, 'conventions' | 'warnings'>;

/** The conventions line and the warnings as `sessionView` words them (a test holds the two equal). */
export function jsonView(
  event: BridgeEvent,
  score: SessionScore,
  lang: Lang,
  conventions: ConventionsNote | null,
): JsonView {
  return {
    conventions: conventions === null ? null : catalog(lang).session.conventions(conventions),
    warnings: score.warnings.map((w) => ({
      warning: w,
      message: warningMessage(warningForDisplay(event, w), lang),
    })),
  };
}

/** Two decimals, rounded half up, from the exact value. */
const two = (f: Fraction): string => formatFraction(f, 2);
/** A per-line value (the nearest double of an exact one) to two decimals, half up. */
const twoOf = (x: number): number => Math.round(x * 100 + 1e-7) / 100;

/** A scored session's JSON and CSV. */
export class SessionData {
  private names: Map<string, string> | undefined;
  private mitchellSections: ReadonlySet<string> | undefined;

  constructor(
    private readonly event: BridgeEvent,
    private readonly score: SessionScore,
    private readonly conventions: ConventionsUsed,
    /** Warnings about the file's own figures (a datum that is not ours), beside the scoring's. */
    private readonly fileWarnings: readonly Record<string, unknown>[] = [],
  ) {}

  /** The names of a line's pair in its `ns` or `ew` column (home directions, as the input has them). */
  private namesOf(line: TravellerLine, column: 'NS' | 'EW'): string {
    if (!this.names) {
      this.names = new Map();
      for (const section of this.event.sections) {
        for (const p of section.pairs ?? []) {
          if (p.names)
            this.names.set(`${section.name}\u0000${p.direction ?? ''}${p.number}`, p.names.join(' & '));
        }
      }
    }
    this.mitchellSections ??= new Set(
      this.event.sections.filter((s) => s.movement === 'mitchell').map((s) => s.name),
    );
    const mitchell = this.mitchellSections.has(line.section);
    const number = column === 'NS' ? line.ns : line.ew;
    return this.names.get(`${line.section}\u0000${mitchell ? column : ''}${number}`) ?? '';
  }

  private lineOf(board: BoardResult, k: number): TravellerLine {
    return this.event.results[board.lines[k] as number] as TravellerLine;
  }

  /** The score field as the CSV input writes it: the NS score, or the adjusted, weighted or NP notation. */
  private scoreField(board: BoardResult, k: number): number | string {
    const outcome = this.lineOf(board, k).outcome;
    return outcome.kind === 'played' || outcome.kind === 'score'
      ? (board.nsScore[k] as number)
      : formatScoreField(outcome);
  }

  /** The conventions as JSON: their name and program, why they were used, and who wrote the file. */
  private conventionsJson(view: JsonView) {
    const c = this.conventions;
    return {
      name: c.used.name,
      program: c.used.program,
      source: c.source,
      writer: c.writer,
      linePoints: this.score.settings.linePoints,
      lineDecimals: this.score.settings.lineDecimals,
      pairTotals: this.score.settings.pairTotals,
      smallGroups: this.score.settings.smallGroups,
      note: view.conventions,
    };
  }

  /** The chosen method's own settings (none for matchpoints). */
  private methodSettings(): Record<string, string> {
    const s = this.score.settings;
    switch (s.method) {
      case 'mp':
        return {};
      case 'cross-imps':
        return { crossDivide: s.crossDivide };
      case 'butler':
        return { butlerDrop: formatButlerDrop(s.butlerDrop), butlerRound: s.butlerRound };
    }
  }

  /**
   * The same JSON as `json`, written piece by piece: the outer levels indented, each
   * traveller line one compact line. A session of a million lines is never one object
   * or one string in memory.
   */
  writeJson(
    view: JsonView,
    title: string | null,
    errors: readonly Record<string, unknown>[],
    out: ByteWriter,
  ): void {
    const { score } = this;
    const whole = this.json(view, title, errors, false);
    // A member of the outer object as JSON.stringify indents it there (`  "name": …`, no end of
    // line): written inside an object of its own, which is cheaper than indenting its text again.
    const member = (name: string, v: unknown) => JSON.stringify({ [name]: v }, null, 2).slice(2, -2);
    out.text(
      `{\n  "event": ${JSON.stringify(whole.event)},\n  "method": ${JSON.stringify(whole.method)},\n` +
        `  "unit": ${JSON.stringify(whole.unit)},\n${member('settings', whole.settings)},\n` +
        `${member('conventions', whole.conventions)},\n`,
    );
    out.text(`${member('rankings', whole.rankings)},\n  "boards": [`);
    score.boards.forEach((b, i) => {
      const head = {
        board: b.board,
        section: b.section,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        top: b.top,
        ...(score.settings.method === 'butler' ? { datum: b.datum } : {}),
        expected: b.expected,
        scores: b.scores,
      };
      const fields = JSON.stringify(head).slice(1, -1).replace(/,"/g, ',\n      "');
      // A board's text goes out in one piece (a write per line cost more than the encoding; writing
      // each line's pieces and numbers as bytes cost more still: V8 builds such strings faster).
      let text = `${i === 0 ? '' : ','}\n    {\n      ${fields},\n      "results": [`;
      for (let k = 0; k < b.lines.length; k++)
        text += `${k === 0 ? '' : ','}\n        ${this.resultJson(b, k)}`;
      out.text(text + (b.lines.length === 0 ? ']\n    }' : '\n      ]\n    }'));
    });
    out.text(score.boards.length === 0 ? '],\n' : '\n  ],\n');
    out.text(`${member('warnings', whole.warnings)},\n${member('errors', whole.errors)}\n}\n`);
  }

  /** The contract, declarer and tricks of an outcome as JSON fields; outcomes are shared, so is this. */
  private readonly outcomeFields = new WeakMap<object, string>();
  private readonly sectionJson = new Map<string, string>();

  /** One traveller line of the JSON, as compact text (the fields of `json`'s results, in order). */
  private resultJson(b: BoardResult, k: number): string {
    const line = this.lineOf(b, k);
    const o = line.outcome;
    let fields = this.outcomeFields.get(o);
    if (fields === undefined) {
      const played = o.kind === 'played' ? o : null;
      const real = played && played.contract !== PASS ? played : null;
      fields =
        `"contract":${played ? `"${formatContract(played.contract)}"` : 'null'},` +
        `"declarer":${real?.declarer === undefined ? 'null' : `"${real.declarer}"`},` +
        `"tricks":${real?.tricks ?? 'null'}`;
      this.outcomeFields.set(o, fields);
    }
    let section = this.sectionJson.get(line.section);
    if (section === undefined) {
      section = JSON.stringify(line.section);
      this.sectionJson.set(line.section, section);
    }
    const nsPoints = b.nsPoints[k] as number;
    const ewPoints = b.ewPoints[k] as number;
    const score = this.scoreField(b, k);
    let text = `{"ns":${line.ns},"ew":${line.ew},"section":${section},${fields},"score":${typeof score === 'number' ? score : JSON.stringify(score)},"nsPoints":${Number.isNaN(nsPoints) ? 'null' : twoOf(nsPoints)},"ewPoints":${Number.isNaN(ewPoints) ? 'null' : twoOf(ewPoints)},"switched":${b.switched[k] === 1}`;
    if (line.round !== undefined) text += `,"round":${line.round}`;
    if (line.group !== undefined) text += `,"group":${JSON.stringify(line.group)}`;
    if (line.lead !== undefined) text += `,"lead":${JSON.stringify(line.lead)}`;
    return `${text}}`;
  }

  /** The JSON of `session --json`: the view gives the conventions line and the warnings' messages. */
  json(view: JsonView, title: string | null, errors: readonly Record<string, unknown>[], withBoards = true) {
    const { score } = this;
    const s = score.settings;
    return {
      event: title,
      method: s.method,
      unit: score.unit,
      settings: {
        method: s.method,
        scale: s.scale.name,
        factoring: s.factoring,
        adjusted: s.adjusted,
        across: s.across,
        expected: s.expected ?? null,
        rules: s.rules.name,
        ...this.methodSettings(),
      },
      conventions: this.conventionsJson(view),
      rankings: score.rankings.map((r) => ({
        field: r.field,
        section: r.section,
        direction: r.direction,
        pairs: r.entries.map((e) => {
          const p = score.pairs[e.pair] as PairScore;
          return {
            pair: p.pair.number,
            section: p.pair.section,
            direction: p.pair.direction,
            names: p.names,
            place: formatPlace(e),
            tied: e.tied,
            points: Number(two(p.points)),
            top: p.top ? Number(two(p.top)) : null,
            percentage: p.percentage ? Number(two(p.percentage)) : null,
            average: Number(two(p.average)),
            boards: p.boards,
          };
        }),
      })),
      boards: (withBoards ? score.boards : []).map((b) => ({
        board: b.board,
        section: b.section,
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        top: b.top,
        ...(s.method === 'butler' ? { datum: b.datum } : {}),
        expected: b.expected,
        scores: b.scores,
        results: Array.from(b.lines, (_, k) => {
          const line = this.lineOf(b, k);
          const o = line.outcome;
          const played = o.kind === 'played' ? o : null;
          return {
            ns: line.ns,
            ew: line.ew,
            section: line.section,
            contract: played ? formatContract(played.contract) : null,
            declarer: played && played.contract !== PASS ? (played.declarer ?? null) : null,
            tricks: played && played.contract !== PASS ? (played.tricks ?? null) : null,
            score: this.scoreField(b, k),
            nsPoints: Number.isNaN(b.nsPoints[k]) ? null : twoOf(b.nsPoints[k] as number),
            ewPoints: Number.isNaN(b.ewPoints[k]) ? null : twoOf(b.ewPoints[k] as number),
            switched: b.switched[k] === 1,
            ...(line.round !== undefined ? { round: line.round } : {}),
            ...(line.group !== undefined ? { group: line.group } : {}),
            ...(line.lead !== undefined ? { lead: line.lead } : {}),
          };
        }),
      })),
      warnings: [
        ...view.warnings.map(({ warning, message }) => ({ ...warning, message })),
        ...this.fileWarnings,
      ],
      errors,
    };
  }

  csv(): string {
    const { score } = this;
    // At IMPs the points are IMPs, and the average per board stands where the percentage would.
    const imps = score.unit === 'imps';
    const out = [
      csvRow([
        'field',
        'place',
        'section',
        'pair',
        'direction',
        'names',
        'points',
        imps ? 'average' : 'percentage',
        'boards',
      ]),
    ];
    for (const r of score.rankings) {
      for (const e of r.entries) {
        const p = score.pairs[e.pair] as PairScore;
        out.push(
          csvRow([
            r.field,
            formatPlace(e),
            p.pair.section,
            p.pair.number,
            p.pair.direction,
            p.names.join(' & '),
            two(p.points),
            p.percentage ? two(p.percentage) : two(p.average),
            p.boards,
          ]),
        );
      }
    }
    out.push('');
    out.push(
      csvRow([
        'board',
        'ns',
        'ew',
        'contract',
        'declarer',
        'tricks',
        'score',
        'section',
        'arrow',
        'group',
        'lead',
        'round',
        'ns_names',
        'ew_names',
        'ns_points',
        'ew_points',
      ]),
    );
    for (const b of score.boards) {
      for (let k = 0; k < b.lines.length; k++) {
        const line = this.lineOf(b, k);
        const o = line.outcome;
        const played = o.kind === 'played' && o.contract !== PASS ? o : null;
        out.push(
          csvRow([
            line.board,
            line.ns,
            line.ew,
            o.kind === 'played' ? formatContract(o.contract) : '',
            played?.declarer ?? '',
            played?.tricks ?? '',
            o.kind === 'played' && o.contract === PASS ? 0 : this.scoreField(b, k),
            line.section,
            b.switched[k] === 1 ? 'yes' : '',
            line.group ?? '',
            line.lead ?? '',
            line.round ?? '',
            this.namesOf(line, 'NS'),
            this.namesOf(line, 'EW'),
            Number.isNaN(b.nsPoints[k]) ? '' : twoOf(b.nsPoints[k] as number).toFixed(2),
            Number.isNaN(b.ewPoints[k]) ? '' : twoOf(b.ewPoints[k] as number).toFixed(2),
          ]),
        );
      }
    }
    return `${out.join('\n')}\n`;
  }
}
