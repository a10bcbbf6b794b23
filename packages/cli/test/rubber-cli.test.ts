/**
 * `bridge-score rubber` and `bridge-score chicago`, run as a user runs them:
 * the built command in a child process for files and pipes, and the same
 * `main` in process with a terminal-like Io for the interactive mode.
 * (`npm test` builds first.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { displayWidth } from '@bridge-score/i18n';
import { describe, expect, it } from 'vitest';
import { main } from '../dist/main.js';

const BIN = fileURLToPath(new URL('../bin/bridge-score.js', import.meta.url));

function run(args: readonly string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const WORKED = lines('7NT W =', '4S S +1', '3NT N +1'); // docs/scoring.md §3: NS 780, EW 1220
const PAVLICEK = lines('3S N +1', '3NT E =', '3CX W =', '6H S = honours 100 N'); // We 1650, They 1070

/** The rows of the box: from the top corner to the bottom one. */
function boxRows(text: string): string[] {
  const all = text.split('\n');
  const top = all.findIndex((l) => l.startsWith('┌'));
  const bottom = all.findIndex((l) => l.startsWith('└'));
  return all.slice(top, bottom + 1);
}

describe('sheet files in any encoding', () => {
  const utf16 = (text: string, bigEndian: boolean, bom: boolean) => {
    const body = Buffer.from(text, 'utf16le');
    if (bigEndian) body.swap16();
    const mark = bom ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
    return Buffer.concat([Buffer.from(mark), body]);
  };
  const cases = [
    ['UTF-16 LE with a BOM', false, true],
    ['UTF-16 BE with a BOM', true, true],
    ['UTF-16 LE without a BOM', false, false],
    ['UTF-16 BE without a BOM', true, false],
  ] as const;
  it.each(cases)('rubber reads a file in %s as it reads UTF-8', (_, bigEndian, bom) => {
    const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
    const file = join(dir, 'deals.txt');
    writeFileSync(file, utf16(WORKED, bigEndian, bom));
    const r = run(['rubber', file, '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(run(['rubber', '--json'], WORKED).stdout).toBe(r.stdout);
  });

  it('chicago reads a UTF-16 file from standard input too', () => {
    const r = spawnSync(process.execPath, [BIN, 'chicago', '--json'], {
      input: utf16(PAVLICEK, false, true),
    });
    expect(r.stderr.toString()).toBe('');
    expect(r.stdout.toString()).toBe(run(['chicago', '--json'], PAVLICEK).stdout);
  });
});

describe('bridge-score rubber, from stdin or a file', () => {
  it('scores the worked example of docs/scoring.md §3 and draws the sheet', () => {
    const r = run(['rubber'], WORKED);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const rows = boxRows(r.stdout);
    expect(rows[1]).toMatch(/We \(NS\).*They \(EW\)/);
    // Above the line, from the line upward: 30 (2), 30 (3), 500 rubber for We; 1000 (1) for They.
    expect(rows.slice(3, 6).map((row) => row.replace(/\s+/g, ' '))).toEqual([
      '│ 500 rubber │ │',
      '│ 30 (3) │ │',
      '│ 30 (2) │ 1000 (1) │',
    ]);
    expect(rows[6]).toMatch(/^╞═+╪═+╡$/);
    // Totals, the last row before the bottom: 780 and 1220.
    expect(rows.at(-2)?.replace(/\s+/g, ' ')).toBe('│ 780 │ 1220 │');
    expect(r.stdout).toContain('Rubber over: We won it 2–1.');
    expect(r.stdout).toContain('Total: We 780, They 1220; They lead by 440.');
    expect(r.stdout).toContain('Settles at They +4');
  });

  it('draws aligned columns: every row of the box is as wide as the others', () => {
    for (const lang of ['en', 'ru', 'zh']) {
      const r = run(
        ['rubber', '--lang', lang],
        lines('7NT W =', '4S S +1', '2H N -1 honours 150 E', '3NT N +1'),
      );
      const widths = new Set(boxRows(r.stdout).map(displayWidth));
      expect(widths.size).toBe(1);
    }
  });

  it('reads a file given as an argument', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-score-'));
    const file = join(dir, 'deals.txt');
    writeFileSync(file, `# Tuesday's rubber\n${WORKED}`);
    const r = run(['rubber', file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Total: We 780, They 1220');
  });

  it('reports each bad line with its number, scores the rest, and exits 1', () => {
    const r = run(
      ['rubber'],
      lines('7NT W =', '4Q S +1', '4S S +1', '', '3NT X +1', '3NT N +1', '2H N =', 'end'),
    );
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'line 2: Unknown strain "Q": use C, D, H, S or NT (or ♣ ♦ ♥ ♠).',
      'line 5: Could not read the result "X": give tricks taken (0–13) or =, +1, -2.',
      'line 7: The rubber is over: type new to start the next one (or undo to take back the last deal).',
      'line 8: The rubber is over: type new to start the next one (or undo to take back the last deal).',
    ]);
    expect(r.stdout).toContain('Total: We 780, They 1220');
  });

  it('prints the sheet as JSON', () => {
    const r = run(['rubber', '--json'], WORKED);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.we).toBe('NS');
    expect(json.totals).toEqual({ NS: 780, EW: 1220 });
    expect(json.margin).toEqual({ leader: 'EW', points: 440 });
    const [sheet] = json.sheets;
    expect(sheet).toMatchObject({ form: 'rubber', rules: 'rubber', over: true, winner: 'NS' });
    expect(sheet.gamesWon).toEqual({ NS: 2, EW: 1 });
    expect(sheet.deals.map((d: { line: string }) => d.line)).toEqual(['7NT W =', '4S S +1', '3NT N +1']);
    expect(sheet.entries).toContainEqual({
      deal: 3,
      side: 'NS',
      line: 'above',
      game: 3,
      code: 'rubber-bonus',
      points: 500,
      gamesLost: 1,
    });
    expect(sheet.settlement).toEqual({ winner: 'EW', hundreds: 4 });
  });

  it('plays several rubbers in an evening, with end and new', () => {
    const r = run(['rubber', '--json'], `${WORKED}new\n4S S +1\nend\n`);
    const json = JSON.parse(r.stdout);
    expect(json.sheets).toHaveLength(2);
    // Rubber 2: 120 + 30, ended with the only game: +300. Margin 450.
    expect(json.sheets[1].totals).toEqual({ NS: 450, EW: 0 });
    expect(json.totals).toEqual({ NS: 1230, EW: 1220 });
    // Settled rubber by rubber, 50 rounding down: EW 4, NS 4.
    expect(json.settlement).toEqual({ rounding: 'half-down', winner: null, hundreds: 0 });
    const up = JSON.parse(
      run(['rubber', '--json', '--settle', 'half-up'], `${WORKED}new\n4S S +1\nend\n`).stdout,
    );
    expect(up.settlement).toEqual({ rounding: 'half-up', winner: 'NS', hundreds: 1 });
  });

  it('writes the evening totals under the sheets', () => {
    const r = run(['rubber'], `${WORKED}new\n4S S +1\nend\n`);
    expect(r.stdout).toContain('Rubber 2 (rubber rules)');
    expect(r.stdout).toContain('Evening, 2 rubbers: We 1230, They 1220; We lead by 10.');
    expect(r.stdout).toContain('Settlement of the finished rubbers: square.');
  });

  it('undo and fix lines in a file', () => {
    const r = run(
      ['rubber', '--json'],
      lines('7NT W =', '4S S +1', '1C N =', 'undo', '3NT N +1', 'fix 2 4S S -1'),
    );
    const [sheet] = JSON.parse(r.stdout).sheets;
    expect(sheet.deals.map((d: { line: string }) => d.line)).toEqual(['7NT W =', '4S S -1', '3NT N +1']);
    expect(sheet.totals).toEqual({ NS: 130, EW: 1270 });
    expect(sheet.over).toBe(false);
  });

  it('uses the historical codes: rubber@1935', () => {
    const r = run(['rubber', '--rules', 'rubber@1935', '--json'], lines('4SX S -4'));
    const [sheet] = JSON.parse(r.stdout).sheets;
    expect(sheet.rules).toBe('rubber-1935');
    expect(sheet.totals).toEqual({ NS: 0, EW: 700 });
  });

  it('the unfinished part score of the 1943 code is 50', () => {
    const r = run(['rubber', '--rules', 'rubber-1943', '--json'], lines('2H N =', 'end'));
    expect(JSON.parse(r.stdout).sheets[0].totals).toEqual({ NS: 110, EW: 0 });
  });

  it('puts We on the side chosen with --we', () => {
    const r = run(['rubber', '--we', 'EW'], WORKED);
    expect(boxRows(r.stdout)[1]).toMatch(/We \(EW\).*They \(NS\)/);
    expect(r.stdout).toContain('Rubber over: They won it 2–1.');
    expect(r.stdout).toContain('Total: We 1220, They 780; We lead by 440.');
  });

  it('words the sheet in Russian and Chinese', () => {
    expect(run(['rubber', '--lang', 'ru'], WORKED).stdout).toContain(
      'Итого: Мы 780, Они 1220; впереди Они на 440.',
    );
    expect(run(['rubber', '--lang', 'zh'], WORKED).stdout).toContain(
      '合计：我方 780，对方 1220；对方领先 440。',
    );
    expect(run(['rubber', '--lang', 'ru'], '9S S =\n').stderr).toContain(
      'строка 1: Контракт выше седьмого уровня',
    );
  });

  it('refuses misuse with exit status 2', () => {
    expect(run(['rubber', '--rules', 'duplicate'], WORKED)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining(
        'The "duplicate" rules are for duplicate scoring; this sheet needs rubber rules',
      ),
    });
    expect(run(['rubber', '--we', 'NE'], WORKED).status).toBe(2);
    expect(run(['rubber', '--settle', 'nearest'], WORKED).status).toBe(2);
    expect(run(['rubber', '/no/such/file.txt']).status).toBe(2);
  });
});

describe('bridge-score chicago', () => {
  it("scores Pavlicek's sample chukker: We 1650, They 1070, settled at +6", () => {
    const r = run(['chicago'], PAVLICEK);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Chukker 1 (chicago rules)');
    expect(r.stdout).toContain('Chukker over: four deals played.');
    expect(r.stdout).toContain('Total: We 1650, They 1070; We lead by 580.');
    expect(r.stdout).toContain('Settles at We +6');
    expect(r.stdout).toContain('deal 2, dealer E · vul: They');
  });

  it('carries part scores and adds the deal-4 bonus', () => {
    // Deal 1: NS 2♠= 60; deal 2 (NS not vul): NS 2♥= → game, 300; deal 3: EW 1♣=; deal 4: NS 2♦= + 100.
    const r = run(['chicago', '--json'], lines('2S N =', '2H N =', '1C E =', '2D N ='));
    const [sheet] = JSON.parse(r.stdout).sheets;
    expect(sheet.totals).toEqual({ NS: 60 + 60 + 300 + 40 + 100, EW: 20 });
    expect(sheet.deals.map((d: { game: string | null }) => d.game)).toEqual([null, 'NS', null, null]);
  });

  it('redeals a passed-out deal with the same dealer', () => {
    const [sheet] = JSON.parse(run(['chicago', '--json'], lines('pass', '1NT N =')).stdout).sheets;
    expect(
      sheet.deals.map((d: { chukkerDeal: number; dealer: string }) => [d.chukkerDeal, d.dealer]),
    ).toEqual([
      [1, 'N'],
      [1, 'N'],
    ]);
    expect(sheet.next).toEqual({ deal: 2, dealer: 'E', vulnerability: 'EW' });
  });

  it('--vulnerability fixed, --first-dealer', () => {
    const fixed = JSON.parse(run(['chicago', '--json', '--vulnerability', 'fixed']).stdout).sheets[0];
    expect(fixed.schedule.map((d: { vulnerability: string }) => d.vulnerability)).toEqual([
      'None',
      'NS',
      'EW',
      'Both',
    ]);
    const east = JSON.parse(run(['chicago', '--json', '--first-dealer', 'E']).stdout).sheets[0];
    expect(east.schedule.map((d: { dealer: string }) => d.dealer)).toEqual(['E', 'S', 'W', 'N']);
    const dnv = JSON.parse(run(['chicago', '--json', '--vulnerability', 'dealer-not-vulnerable']).stdout)
      .sheets[0];
    expect(dnv.schedule.map((d: { vulnerability: string }) => d.vulnerability)).toEqual([
      'None',
      'NS',
      'EW',
      'Both',
    ]);
  });

  it('--no-honours refuses a claim of honours', () => {
    const r = run(['chicago', '--no-honours'], lines('4S S = honours 100 N', '4S S ='));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('line 1: Honours are not counted in this game');
    expect(r.stdout).toContain('Total: We 420, They 0');
  });

  it('--duplicate-style: the "Bridge for Dummies" wheel, 1570 to 770', () => {
    const r = run(
      ['chicago', '--duplicate-style', '--json'],
      lines('2H N =', '3NT E =', '3S W +1', '6S S +1'),
    );
    const json = JSON.parse(r.stdout);
    expect(json.sheets[0].settings.duplicateStyle).toBe(true);
    expect(json.totals).toEqual({ NS: 1570, EW: 770 });
  });

  it('--fourth-deal-bonus sets the deal-4 bonus', () => {
    const deals = lines('1C N -1', '1C N -1', '1C N -1', '2H N =');
    expect(JSON.parse(run(['chicago', '--json'], deals).stdout).totals.NS).toBe(160);
    expect(JSON.parse(run(['chicago', '--json', '--fourth-deal-bonus', '0'], deals).stdout).totals.NS).toBe(
      60,
    );
  });

  it('a new chukker continues the session totals', () => {
    const json = JSON.parse(run(['chicago', '--json'], `${PAVLICEK}new\n${PAVLICEK}`).stdout);
    expect(json.totals).toEqual({ NS: 3300, EW: 2140 });
    expect(json.settlement).toMatchObject({ winner: 'NS', hundreds: 12 });
  });

  it('refuses bad variant options with exit status 2', () => {
    expect(run(['chicago', '--vulnerability', 'odd']).status).toBe(2);
    expect(run(['chicago', '--first-dealer', 'X']).status).toBe(2);
    expect(run(['chicago', '--fourth-deal-bonus', 'lots']).status).toBe(2);
    expect(run(['chicago', '--rules', 'rubber']).status).toBe(2);
  });
});

/** Runs the command as on a terminal: stdin is marked as a TTY and fed line by line. */
async function interactive(args: readonly string[], input: readonly string[]) {
  const stdin = new PassThrough();
  let out = '';
  let err = '';
  const io = {
    out: (t: string) => {
      out += t;
    },
    err: (t: string) => {
      err += t;
    },
    stdin,
    stdout: new PassThrough(),
    isTTY: true,
  };
  const done = main(args, io);
  for (const line of input) stdin.write(`${line}\n`);
  stdin.end();
  const status = await done;
  return { status, out, err };
}

describe('interactive mode', () => {
  it('prompts, draws the sheet after each deal, and keeps everything when a line is bad', async () => {
    const r = await interactive(['rubber'], ['7NT W =', '4S S 11 honors', '4S S +1', '3NT N +1', 'quit']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Keeping score of a rubber.');
    expect(r.out.split('> ').length).toBeGreaterThanOrEqual(5);
    expect(r.err).toBe('Could not read honours "": write the points and the holder, e.g. 150 N.\n');
    // The first deal survived the bad line, and the rubber finished as in docs/scoring.md §3.
    expect(r.out).toContain('Total: We 780, They 1220; They lead by 440.');
    expect(r.out).toContain('Evening, 1 rubber: We 780, They 1220; They lead by 440.');
  });

  it('undo, fix, end, new, help and sheet', async () => {
    const r = await interactive(
      ['rubber'],
      [
        '4S S =',
        '2H E =',
        'undo',
        '2H E +1',
        'fix 1 4S S +1',
        'help',
        'end',
        '1C N =',
        'new',
        'sheet',
        'undo',
        'undo',
      ],
    );
    expect(r.status).toBe(0);
    expect(r.out).toContain('fix N <deal>    correct deal N');
    // 4♠+1 (150) and NS's only game on end: +300; EW 2♥+1 (90) and a part score: +100.
    expect(r.out).toContain('Total: We 450, They 190; We lead by 260.');
    expect(r.out).toContain('Rubber 2 (rubber rules)');
    expect(r.err).toContain('The rubber is over: type new');
    // The last two undos: the new rubber, then the end of the first.
    expect(
      r.out
        .trimEnd()
        .split('\n')
        .some((l) => l.startsWith('Game 2 in play. Games: We 1, They 0; vul: We.')),
    ).toBe(true);
  });

  it('works for Chicago, showing the next dealer and vulnerability', async () => {
    const r = await interactive(['chicago', '--lang', 'zh'], ['3NT N =', 'q']);
    expect(r.out).toContain('下一副：第 1 副（共 4 副），发牌人 N，有局：无。');
    expect(r.out).toContain('下一副：第 2 副（共 4 副），发牌人 E，有局：对方。');
  });

  it('prints JSON after each line with --json', async () => {
    const r = await interactive(['rubber', '--json'], ['4S S =']);
    const docs = r.out
      .split('\n')
      .map((l) => l.replace(/^> /, ''))
      .filter((l) => l.startsWith('{'));
    expect(docs.map((d) => JSON.parse(d).totals)).toEqual([
      { NS: 0, EW: 0 },
      { NS: 120, EW: 0 },
    ]);
  });
});
