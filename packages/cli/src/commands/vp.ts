/**
 * `bridge-score vp`: a victory-point scale printed as a table, or the VPs
 * for one IMP margin.
 */
import { type VpScale, victoryPoints, vpScaleRange, wbfBlitz } from '@bridge-score/core';
import { catalog, type Lang } from '@bridge-score/i18n';
import type { Command } from 'commander';
import { EXIT, type Io, langOption, refuseUnused, UsageError } from '../common.js';
import { boardsOption, num, renderTable, scaleOption, vp, wbfBoards } from '../team-output.js';

interface VpOptions {
  boards?: string;
  imps?: string;
  scaleFile?: string;
  json?: boolean;
  lang?: string;
  ascii?: boolean;
}

const MARGIN = /^[+-]?\d+(?:\.\d+)?$/;

export function registerVp(program: Command, io: Io, setStatus: (s: number) => void): void {
  program
    .command('vp')
    .summary('victory points: a scale as a table, or the VPs for a margin')
    .description('Victory points: the WBF 2013 scale for a number of boards (or a scale from a file).')
    .option('--boards <n>', 'boards in the match: the WBF 2013 scale for that many')
    .option('--imps <margin>', 'an IMP margin: print its VPs only')
    .option('--scale-file <file>', 'another VP scale, from a CSV file')
    .option('--json', 'print one JSON object')
    .option('--lang <lang>', 'language: en, ru, zh')
    .option('--ascii', 'a hyphen for minus')
    .action((options: VpOptions, command: Command) => {
      const lang = langOption(options.lang);
      // A scale file is the whole scale: a number of boards would be silently left aside.
      refuseUnused(command, '--boards', '--scale-file', options.scaleFile !== undefined);
      const scale = scaleOption(options.scaleFile, boardsOption(options.boards));
      if (scale === null) throw new UsageError({ code: 'vp-boards', text: '' });
      if (options.imps !== undefined) {
        const text = options.imps.trim().replace(/[\u2212\u2013]/g, '-');
        const margin = Number(text);
        if (!MARGIN.test(text) || !Number.isFinite(margin)) {
          throw new UsageError({ code: 'vp-margin', text: options.imps });
        }
        const pair = victoryPoints(margin, scale);
        if (options.json) {
          const vpJson = margin >= 0 ? { winner: pair.a, loser: pair.b } : { a: pair.a, b: pair.b };
          io.out(
            `${JSON.stringify({ scale: scale.name, boards: wbfBoards(scale), imps: margin, vp: vpJson })}\n`,
          );
        } else {
          const words = catalog(lang).teams;
          const ascii = Boolean(options.ascii);
          io.out(
            `${scaleTitle(scale, lang)}\n${words.vpResult(words.imps(num(margin, { ascii }), margin), vp(pair.a), vp(pair.b))}\n`,
          );
        }
        setStatus(EXIT.ok);
        return;
      }
      if (options.json) io.out(`${JSON.stringify(scaleJson(scale))}\n`);
      else io.out(scaleText(scale, lang));
      setStatus(EXIT.ok);
    });
}

function scaleTitle(scale: VpScale, lang: Lang): string {
  const words = catalog(lang).teams;
  const boards = wbfBoards(scale);
  const blitz = boards === null ? null : num(Math.round(wbfBlitz(boards) * 100) / 100);
  return words.scaleHeading(words.scaleName(scale.name, boards), blitz);
}

/** The JSON form of a scale: each row with the range it covers (`to: null` for the open last row). */
export function scaleJson(scale: VpScale) {
  const boards = wbfBoards(scale);
  return {
    scale: scale.name,
    boards,
    blitz: boards === null ? null : Math.round(wbfBlitz(boards) * 100) / 100,
    between: scale.between,
    rows: scale.rows.map((row, i) => {
      const next = scale.rows[i + 1];
      return { from: row.from, to: next ? next.from - 1 : null, winner: row.winner, loser: row.loser };
    }),
  };
}

function scaleText(scale: VpScale, lang: Lang): string {
  const words = catalog(lang).teams;
  const rows: string[][] = [[words.scaleColumns.margin, words.scaleColumns.winner, words.scaleColumns.loser]];
  scale.rows.forEach((row, i) => {
    rows.push([vpScaleRange(scale, i, '–'), vp(row.winner), vp(row.loser)]);
  });
  return `${scaleTitle(scale, lang)}\n${renderTable(rows, ['right', 'right', 'right'])}\n`;
}
