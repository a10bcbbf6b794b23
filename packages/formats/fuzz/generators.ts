/**
 * Real-shaped files for the fuzz, each record known: travellers and match
 * files as CSV, PBN results with comments, auctions, tables and totals,
 * USEBIO as this program writes it, deals as JSON lines, scoresheet lines.
 * Most records are good; some are bad on purpose (a reader must leave those
 * out), so that a check knows which records a reader must use.
 */
import { type ClubResults, formatUsebio, usebioOfResults } from '@bridge-score/formats';
import { type Line, type Random, type RecordInfo, Shape } from './shape.js';

/** Lines and records built up in order. */
class Builder {
  readonly lines: Line[] = [];
  readonly records: RecordInfo[] = [];

  line(text: string, groups: readonly number[] = []): void {
    this.lines.push({ text, record: -1, groups, touched: false });
  }

  record(
    texts: string | readonly string[],
    key: string,
    valid: boolean,
    groups: readonly number[] = [],
  ): void {
    const id = this.records.length;
    this.records.push({ id, key, valid, groups });
    // A record's lines are context of its groups too: a damaged row damages its game.
    for (const text of typeof texts === 'string' ? [texts] : texts) {
      this.lines.push({ text, record: id, groups, touched: false });
    }
  }

  shape(newline: '\n' | '\r\n' = '\n'): Shape {
    return new Shape(this.lines, this.records, newline);
  }
}

const kind = (shape: Shape, name: string): Shape => {
  shape.kind = name;
  return shape;
};

const SEATS = ['N', 'E', 'S', 'W'] as const;
const NAMES = ['Ann Lee', 'Bob Hart', 'Lee, Ann', "O'Neill", 'Søren Ødegård', 'José Núñez', 'Ли Вэй'];

/** A contract with a result that makes sense: [contract, declarer, tricks] as a traveller writes them. */
function played(rng: Random): [string, string, string] {
  const level = rng.between(1, 7);
  const strain = rng.pick(['C', 'D', 'H', 'S', 'NT']);
  const doubled = rng.pick(['', '', '', 'X', 'XX']);
  const tricks = Math.min(13, Math.max(0, level + 6 + rng.between(-3, 2)));
  return [`${level}${strain}${doubled}`, rng.pick(SEATS), String(tricks)];
}

const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Pairs of a Mitchell: on each board every NS pair meets a different EW pair. */
const ewOf = (ns: number, board: number, tables: number) => ((ns - 1 + board) % tables) + 1;

/** A travellers CSV: header, rows (a few bad ones), comments and blank lines between. */
export function travellerCsv(rng: Random): Shape {
  const b = new Builder();
  const sep = rng.chance(0.15) ? ';' : ',';
  b.line(['board', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'score', 'lead', 'ns_names'].join(sep), [0]);
  const tables = rng.between(2, 6);
  const boards = rng.between(1, 5);
  for (let board = 1; board <= boards; board++) {
    if (rng.chance(0.2)) b.line(`# board ${board}`);
    if (rng.chance(0.1)) b.line('');
    for (let ns = 1; ns <= tables; ns++) {
      const ew = ewOf(ns, board, tables);
      let fields: string[];
      let valid = true;
      const r = rng.next();
      if (r < 0.08) fields = ['PASS', rng.pick(['N', '-', '']), rng.pick(['0', '-', '']), ''];
      else if (r < 0.12) fields = ['', '', '', rng.pick(['420', '-50', 'A60A40', 'NP'])];
      else if (r < 0.2) {
        valid = false;
        fields = rng.pick([
          ['9NT', 'S', '9', ''],
          ['3NT', 'Q', '9', ''],
          ['3NT', 'S', '14', ''],
          ['', '', '', ''],
        ]);
      } else fields = [...played(rng), ''];
      const lead = rng.chance(0.3) ? rng.pick(['♠Q', 'HK', 'D9', '10C']) : '';
      const name = rng.next();
      const names = name < 0.3 ? quoted(`${rng.pick(NAMES)} & ${rng.pick(NAMES)}`) : name < 0.4 ? '""' : '';
      const cells = [String(board), String(ns), String(ew), ...fields, lead, names].map((c) =>
        c.includes(sep) && !c.startsWith('"') ? quoted(c) : c,
      );
      b.record(cells.join(sep), `${board}|${ns}|${ew}`, valid, [0]);
    }
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'travellerCsv');
}

/** A team-match CSV: a header, a line a board (a few bad), comments. */
export function matchCsv(rng: Random): Shape {
  const b = new Builder();
  // Lines before the header are its context: damaged, one may become the header.
  if (rng.chance(0.3)) b.line('# Lions v Tigers', [0]);
  b.line('board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2', [0]);
  const boards = rng.between(2, 16);
  for (let board = 1; board <= boards; board++) {
    let line: string;
    let valid = true;
    const r = rng.next();
    if (r < 0.05) line = `${board},,,,A+,,,,`;
    else if (r < 0.1) line = `${board},${played(rng).join(',')},,,,,NP`;
    else if (r < 0.18) {
      valid = false;
      line = `${board},4Q,N,10,,4S,N,9,`;
    } else line = `${board},${played(rng).join(',')},,${played(rng).join(',')},`;
    b.record(line, String(board), valid, [0]);
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'matchCsv');
}

const TEAMS = ['Lions', 'Tigers', 'Bears', 'Wolves', 'Hawks', 'Owls', 'Lee, Ann & co', 'Ødegård'];

/** A team-event CSV: a header, a line a match or bye (a few bad ones). */
export function teamEventCsv(rng: Random): Shape {
  const b = new Builder();
  b.line('round,team1,team2,score1,score2,boards', [0]);
  const rounds = rng.between(1, 4);
  for (let round = 1; round <= rounds; round++) {
    const teams = [...TEAMS].sort(() => rng.next() - 0.5).slice(0, rng.between(2, 6));
    for (let k = 0; k + 1 < teams.length; k += 2) {
      const a = teams[k] as string;
      const other = teams[k + 1] as string;
      const r = rng.next();
      const cell = (t: string) => (t.includes(',') ? quoted(t) : t);
      if (r < 0.1)
        b.record(`${round},${cell(a)},BYE,${rng.between(0, 20)},,`, `${round}|${a}|BYE`, true, [0]);
      else if (r < 0.18) b.record(`${round},BYE,BYE,1,1,16`, `bad:${round}|${k}`, false, [0]);
      else if (r < 0.22)
        b.record(`x${round},${cell(a)},${cell(other)},40,17,16`, `bad:${round}|${k}`, false, [0]);
      else {
        const line = `${round},${cell(a)},${cell(other)},${rng.between(0, 60)},${rng.between(0, 60)},${rng.pick(['16', '', '24'])}`;
        b.record(line, `${round}|${a}|${other}`, true, [0]);
      }
    }
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'teamEventCsv');
}

/** A VP scale file: name, between, header, rows whose ranges follow on. */
export function vpScaleCsv(rng: Random): Shape {
  const b = new Builder();
  if (rng.chance(0.5)) b.line('# a club scale');
  b.record(`name,${rng.pick(['Club', 'Lee, Ann', 'Ødegård'])}`, 'name', true);
  b.record(`between,${rng.pick(['step', 'linear'])}`, 'between', true);
  b.record('imps,winner,loser', 'imps', true);
  let from = 0;
  let winner = 10;
  const rows = rng.between(2, 12);
  for (let k = 0; k < rows; k++) {
    const last = k === rows - 1;
    const width = rng.between(0, 3);
    const range = last ? `${from}+` : width === 0 ? `${from}` : `${from}-${from + width}`;
    b.record(`${range},${winner},${20 - winner}`, `row:${k}`, true);
    from += width + 1;
    winner = Math.min(20, winner + rng.between(0, 2));
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'vpScaleCsv');
}

const DEAL = 'N:AKQ2.K54.Q73.J82 J96.QJ9.K965.Q74 T8753.A72.A2.A96 4.T863.JT84.KT53';

/**
 * A PBN results file: games with the tags clubs write, comments of every
 * kind, an auction now and then, a ScoreTable (a few bad rows), the
 * TotalScoreTable in the last game. Each game is a record and the context
 * of its rows; the empty line between two games is context of both.
 */
export function pbnResultsFile(rng: Random): Shape {
  const b = new Builder();
  // The header is the first game's context: damaged, it may become part of that game.
  b.line('% PBN 2.1', [1]);
  b.line('% EXPORT', [1]);
  if (rng.chance(0.3)) b.line('%Creator: a club program', [1]);
  b.line('', [1]);
  const games = rng.between(1, 5);
  const tables = rng.between(2, 5);
  for (let g = 1; g <= games; g++) {
    const group = [g];
    b.line(g === 1 ? '[Event "Club Pairs"]' : '[Event "#"]', group);
    b.line('[Site "Riverside"]', group);
    b.record(`[Board "${g}"]`, `game:${g}`, true, group);
    if (rng.chance(0.4))
      for (const seat of ['West', 'North', 'East', 'South']) b.line(`[${seat} "${rng.pick(NAMES)}"]`, group);
    b.line(`[Dealer "${SEATS[(g - 1) % 4]}"]`, group);
    b.line(`[Vulnerable "${rng.pick(['None', 'NS', 'EW', 'All'])}"]`, group);
    if (rng.chance(0.5)) b.line(`[Deal "${DEAL}"]`, group);
    const comment = rng.next();
    if (comment < 0.2) b.line('{ a comment on one line }', group);
    else if (comment < 0.3) {
      b.line('{ a comment', group);
      b.line('  over two lines }', group);
    } else if (comment < 0.4) b.line('; a semicolon comment', group);
    if (rng.chance(0.3)) {
      b.line('[Auction "N"]', group);
      b.line('1NT Pass 3NT Pass', group);
      b.line('Pass Pass', group);
    }
    if (rng.chance(0.3)) {
      const [contract, declarer, tricks] = played(rng);
      b.line(`[Declarer "${declarer}"]`, group);
      b.line(`[Contract "${contract}"]`, group);
      b.line(`[Result "${tricks}"]`, group);
    }
    b.line(
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\6L;Declarer\\1R;Result\\2R;Score_NS\\5R;Names_NS"]',
      group,
    );
    for (let ns = 1; ns <= tables; ns++) {
      const ew = ewOf(ns, g, tables);
      let row: string;
      let valid = true;
      const r = rng.next();
      if (r < 0.08) row = `${ns} ${ew} Pass - - 0 -`;
      else if (r < 0.12) row = `${ns} ${ew} - - - NP -`;
      else if (r < 0.18) {
        valid = false;
        row = `${ns} ${ew} 9NT S 9 - -`;
      } else {
        const [contract, declarer, tricks] = played(rng);
        const names = rng.chance(0.4) ? `"${rng.pick(NAMES)} - ${rng.pick(NAMES)}"` : '-';
        row = `${String(ns).padStart(2)} ${String(ew).padStart(2)} ${contract.padEnd(6)} ${declarer} ${tricks.padStart(2)}     - ${names}`;
      }
      if (rng.chance(0.1)) row += ' ; a note';
      b.record(row, `row:${g}|${ns}|${ew}`, valid, group);
    }
    if (g === games) {
      b.line('[TotalScoreTable "PairId\\2R;TotalScoreMP\\4R;Names"]', group);
      for (let pair = 1; pair <= tables; pair++) {
        b.record(
          `${String(pair).padStart(2)} ${rng.between(0, 40)} "${rng.pick(NAMES)}"`,
          `total:${pair}`,
          true,
          group,
        );
      }
    }
    if (g < games) b.line('', [g, g + 1]);
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'pbnResultsFile');
}

/**
 * A PBN file of team matches: one or two rounds of two or four teams, each
 * board a game per room (Room, HomeTeam, VisitTeam, Round), a few games with
 * a Score alone, a pass-out or an artificial ScoreIMP (an adjusted board,
 * open room only), a few bad (a contract that cannot be read, no score). Each
 * game is a record keyed by its match, board and room; its Room line is the
 * record's line, its other lines its group.
 */
export function pbnTeamsFile(rng: Random): Shape {
  const b = new Builder();
  b.line('% PBN 2.1', [1]);
  b.line('% EXPORT', [1]);
  b.line('', [1]);
  const teams = rng.pick([
    ['Lions', 'Tigers'],
    ['Lions', 'Tigers', 'Bears', 'Café & Co'],
  ]);
  const rounds = rng.between(1, 2);
  const boards = rng.between(1, 3);
  let g = 0;
  for (let round = 1; round <= rounds; round++) {
    for (let m = 0; m + 1 < teams.length; m += 2) {
      const home = teams[(m + round - 1) % teams.length] as string;
      const visit = teams[(m + round) % teams.length] as string;
      for (let board = 1; board <= boards; board++) {
        const adjusted = rng.chance(0.1);
        for (const room of adjusted ? ['Open'] : ['Open', 'Closed']) {
          g++;
          const group = [g];
          if (g > 1) b.line('', [g - 1, g]);
          b.line('[Event "Club Teams"]', group);
          b.line(`[Board "${board}"]`, group);
          b.line(`[Round "${round}"]`, group);
          b.line(`[HomeTeam "${home}"]`, group);
          b.line(`[VisitTeam "${visit}"]`, group);
          let valid = true;
          const r = rng.next();
          const result: string[] = [];
          if (adjusted) result.push(`[ScoreIMP "^${rng.pick(['NS', 'EW'])} 3"]`);
          else if (r < 0.08) result.push('[Declarer ""]', '[Contract "Pass"]', '[Score "NS 0"]');
          else if (r < 0.14)
            result.push(`[Score "${rng.pick(['NS', 'EW'])} ${rng.pick(['420', '50', '100'])}"]`);
          else if (r < 0.2) {
            valid = false;
            result.push('[Declarer "S"]', '[Contract "9NT"]', '[Result "9"]');
          } else {
            const [contract, declarer, tricks] = played(rng);
            result.push(`[Declarer "${declarer}"]`, `[Contract "${contract}"]`, `[Result "${tricks}"]`);
          }
          if (rng.chance(0.2)) b.line('{ a comment }', group);
          b.record(
            `[Room "${room}"]`,
            `game:${round}|${home}|${visit}|${board}|${room.toLowerCase()}`,
            valid,
            group,
          );
          for (const line of result) b.line(line, group);
          if (rng.chance(0.3)) {
            b.line('[Auction "N"]', group);
            b.line('1NT Pass 3NT Pass', group);
            b.line('Pass Pass', group);
          }
        }
      }
    }
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'pbnTeamsFile');
}

/**
 * A USEBIO file as this program writes it: traveller lines by board, pairs
 * as participants. Each TRAVELLER_LINE element (its lines) is a record, its
 * BOARD element its group; a PAIR is a record of the participants' group.
 */
export function usebioFile(rng: Random): Shape {
  const tables = rng.between(2, 4);
  const boards = rng.between(1, 4);
  const results: ClubResults = {
    event: 'Club Pairs',
    date: '2024-03-12',
    scoring: 'MP',
    club: { name: rng.pick(['Riverside', 'Café & Co', '<Hall>']) },
    boards: Array.from({ length: boards }, (_, i) => ({
      number: i + 1,
      lines: Array.from({ length: tables }, (_, t) => {
        const [contract, declarer, tricks] = played(rng);
        const level = Number(contract[0]);
        const strain = contract.slice(1).replace(/X+$/, '') as 'C' | 'D' | 'H' | 'S' | 'NT';
        const doubling = (/X+$/.exec(contract)?.[0] ?? '') as '' | 'X' | 'XX';
        return {
          ns: t + 1,
          ew: ewOf(t + 1, i + 1, tables),
          contract: { level: level as 1, strain, doubling },
          declarer: declarer as 'N',
          tricks: Number(tricks),
        };
      }),
    })),
    pairs: Array.from({ length: tables }, (_, t) => ({
      pair: t + 1,
      direction: 'NS' as const,
      players: [{ name: rng.pick(NAMES) }, { name: rng.pick(NAMES) }],
    })),
  };
  const text = formatUsebio(usebioOfResults(results));
  const b = new Builder();
  let record: { texts: string[]; key: string; group: number } | null = null;
  let board = 0;
  let ns = 0;
  let ew = 0;
  const groupOfBoard = (n: number) => 100 + n;
  for (const raw of text.split('\n')) {
    if (raw === '') continue;
    const t = raw.trim();
    if (t === '<BOARD>') board = -1;
    const number = /^<BOARD_NUMBER>(\d+)<\/BOARD_NUMBER>$/.exec(t);
    if (number && board === -1) board = Number(number[1]);
    if (t === '<TRAVELLER_LINE>' || t === '<PAIR>') {
      record = { texts: [raw], key: '', group: t === '<PAIR>' ? 1 : groupOfBoard(board) };
      continue;
    }
    if (record) {
      record.texts.push(raw);
      const n = /^<(NS_PAIR_NUMBER|EW_PAIR_NUMBER|PAIR_NUMBER)>(\d+)</.exec(t);
      if (n?.[1] === 'NS_PAIR_NUMBER') ns = Number(n[2]);
      if (n?.[1] === 'EW_PAIR_NUMBER') ew = Number(n[2]);
      if (n?.[1] === 'PAIR_NUMBER') ns = Number(n[2]);
      if (t === '</TRAVELLER_LINE>') {
        b.record(record.texts, `line:${board}|${ns}|${ew}`, true, [0, record.group]);
        record = null;
      } else if (t === '</PAIR>') {
        b.record(record.texts, `pair:${ns}`, true, [0, record.group]);
        record = null;
      }
      continue;
    }
    b.line(raw, board > 0 ? [0, groupOfBoard(board)] : [0]);
    if (t === '</BOARD>') board = 0;
  }
  return kind(b.shape(), 'usebioFile');
}

/** Deals as JSON lines: most good, some bad; each line a record, keyed by its board. */
export function dealJsonl(rng: Random): Shape {
  const b = new Builder();
  const count = rng.between(3, 30);
  for (let board = 1; board <= count; board++) {
    const [contract, declarer, tricks] = played(rng);
    const r = rng.next();
    if (r < 0.1) {
      b.record(
        rng.pick(['{"contract":"8S","by":"N","tricks":9}', '{"contract":"4S","Vul":"NS"}', '[]']),
        `bad:${board}`,
        false,
      );
      continue;
    }
    const fields: Record<string, unknown> = { contract, by: declarer };
    if (rng.chance(0.5)) fields.tricks = Number(tricks);
    else fields.tricks = tricks;
    fields.board = board;
    if (rng.chance(0.2)) fields.rules = 'duplicate';
    b.record(JSON.stringify(fields), `board:${board}`, true);
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'dealJsonl');
}

/** A scoresheet file: deals, comments, blank lines; a few bad lines. Each non-comment line a record. */
export function sheetFile(rng: Random): Shape {
  const b = new Builder();
  const count = rng.between(3, 30);
  for (let k = 0; k < count; k++) {
    const r = rng.next();
    if (r < 0.1) b.line(rng.pick(['', '# rubber', '   ']));
    else if (r < 0.18) b.record(rng.pick(['8NT N =', '4S Q =', 'four spades']), `bad:${k}`, false);
    else if (r < 0.25) b.record(rng.pick(['pass', 'undo', 'end', 'new']), `line:${k}`, true);
    else {
      const [contract, declarer, tricks] = played(rng);
      const honours = rng.chance(0.1) && !contract.includes('NT') ? ` honours 100 ${declarer}` : '';
      b.record(
        `${contract} ${declarer} ${tricks}${honours}${rng.chance(0.1) ? ' # note' : ''}`,
        `line:${k}`,
        true,
      );
    }
  }
  return kind(b.shape(rng.chance(0.3) ? '\r\n' : '\n'), 'sheetFile');
}
