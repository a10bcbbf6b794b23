/**
 * The command-line contract every command follows (README, "The command-line
 * contract"): exit statuses 0/1/2; file-system errors worded by their code in
 * the chosen language; conflicting options and unknown JSON fields refused,
 * naming both; raw input in messages cut to 80 characters with control
 * characters escaped; at most 20 messages of a kind; a footer counting the
 * records not scored; absurd values refused. `main` in process, as users run it.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { main } from '../dist/main.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/club-evening.csv', import.meta.url));
const TEAM_MATCH = fileURLToPath(new URL('../../../examples/team-match.csv', import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-contract-'));
const file = (name: string, text: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Runs the command line in process; standard output as the commands write it, text or stream alike. */
async function run(argv: readonly string[], stdin = '') {
  let out = '';
  let err = '';
  const stdout = new PassThrough();
  stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const status = await main(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stdin: Readable.from([stdin]),
    stdout,
    isTTY: false,
  });
  await new Promise((resolve) => setImmediate(resolve));
  return { status, out, err };
}

/** The JSON lines of an output. */
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('a file that cannot be read: status 2 in every command, the reason worded in the language', () => {
  const missing = join(dir, 'x.csv');
  const commands: readonly (readonly string[])[] = [
    ['session', missing],
    ['match', missing],
    ['teams', missing, '--boards', '16'],
    ['rubber', missing],
    ['chicago', missing],
    ['convert', missing, join(dir, 'out.pbn')],
    ['vp', '--scale-file', missing],
    ['match', TEAM_MATCH, '--scale-file', missing],
    ['deal', '4S=', '--by', 'N', '--rules-file', missing],
  ];
  test.each(commands)('%s %s', async (...argv) => {
    const r = await run(argv);
    expect(r).toEqual({ status: 2, out: '', err: `Cannot read ${missing}: no such file.\n` });
  });

  test.each([
    ['ru', `Не удалось прочитать ${missing}: нет такого файла.\n`],
    ['zh', `无法读取 ${missing}：没有这个文件。\n`],
  ])('in %s', async (lang, message) => {
    for (const argv of [
      ['session', missing],
      ['convert', missing, join(dir, 'out.pbn')],
    ]) {
      expect(await run([...argv, '--lang', lang])).toEqual({ status: 2, out: '', err: message });
    }
  });

  test('a folder, and a file the system will not open', async () => {
    const folder = join(dir, 'a-folder.csv');
    mkdirSync(folder, { recursive: true });
    expect((await run(['session', folder])).err).toBe(`Cannot read ${folder}: it is a folder, not a file.\n`);
    const deep = join(dir, 'x.csv', 'y.csv');
    expect((await run(['match', deep])).err).toBe(`Cannot read ${deep}: no such file.\n`);
    const text = file('plain.csv', 'board\n');
    const below = join(text, 'y.csv');
    expect((await run(['rubber', below])).err).toBe(
      `Cannot read ${below}: a part of the path is not a folder.\n`,
    );
    if (process.getuid?.() !== 0) {
      const locked = file('locked.csv', 'board\n');
      chmodSync(locked, 0);
      expect((await run(['session', locked])).err).toBe(`Cannot read ${locked}: permission denied.\n`);
    }
  });
});

describe('conflicting options are usage errors naming both (status 2, nothing written)', () => {
  const house = file('house.json', JSON.stringify({ extends: 'duplicate', name: 'house' }));
  const scale = file('scale.csv', '0,10,10\n1+,20,0\n');
  test.each([
    [['deal', '4S=', '--by', 'N', '--vul', 'None', '--board', '2'], 'Options --vul and --board'],
    [
      ['deal', '4S=', '--by', 'N', '--rules', 'rubber', '--rules-file', house],
      'Options --rules and --rules-file',
    ],
    [['deal', '4S', '--by', 'N', '--tricks', '10', '--result', '='], 'Options --tricks and --result'],
    [['deal', 'Pass', '--by', 'N'], 'Option --by has no effect with a passed-out deal (Pass)'],
    [['deal', 'pass', '--tricks', '7'], 'Option --tricks has no effect with a passed-out deal (pass)'],
    [['chicago', '--duplicate-style', '--fourth-deal-bonus', '0'], '--fourth-deal-bonus has no effect'],
    [['deal', '3NT', '--jsonl'], 'the contract "3NT" cannot be given as well'],
    [['deal', '--jsonl', '--by', 'N'], 'Option --by has no effect with --jsonl'],
    [['deal', '4S=', '--by', 'N', '--json', '--jsonl'], 'Options --json and --jsonl'],
    [['session', EXAMPLE, '--json', '--format', 'csv'], 'Options --json and --format csv'],
    [['session', EXAMPLE, '--rules', 'duplicate', '--rules-file', house], 'Options --rules and --rules-file'],
    [['session', EXAMPLE, '--butler-drop', '1'], 'Option --butler-drop has no effect with --method mp'],
    [['session', EXAMPLE, '--method', 'butler', '--cross-divide', 'none'], '--cross-divide has no effect'],
    [['session', EXAMPLE, '--method', 'cross-imps', '--scale', 'acbl'], 'Option --scale has no effect'],
    [['session', EXAMPLE, '--method', 'butler', '--factor', 'none'], 'Option --factor has no effect'],
    [
      ['session', EXAMPLE, '--format', 'csv', '--title', 'Club'],
      'Option --title has no effect with --format csv',
    ],
    [['match', TEAM_MATCH, '--bam', '--carry-over', '5'], 'Option --carry-over has no effect with --bam'],
    [['match', TEAM_MATCH, '--bam', '--scale-file', scale], 'Option --scale-file has no effect with --bam'],
    [['match', TEAM_MATCH, '--scale-file', scale, '--boards-for-vp', '16'], '--boards-for-vp has no effect'],
    [
      ['match', TEAM_MATCH, '--rules', 'duplicate', '--rules-file', house],
      'Options --rules and --rules-file',
    ],
    [['match', TEAM_MATCH, '--match', '2'], 'Match 2 is out of range (1–1): the file has one match.'],
    [
      ['match', golden('teams.xml'), '--match', '5'],
      'Match 5 is out of range (1–1): the file has one match.',
    ],
    [
      ['match', golden('team-event.xml'), '--match', '9'],
      'Match 9 is out of range (1–6): the file has 6 matches.',
    ],
    [['vp', '--boards', '16', '--scale-file', scale], 'Option --boards has no effect with --scale-file'],
    [['rubber', '--rules', 'rubber', '--rules-file', house], 'Options --rules and --rules-file'],
    [['convert', golden('mitchell.pbn'), join(dir, 'out.txt')], 'cannot be told from the name'],
    [['convert', golden('mitchell.pbn'), '-'], 'cannot be told from the name -'],
    [['convert', golden('mitchell.pbn'), join(dir, 'o.pbn'), '--to', 'usebio'], '--to usebio disagrees'],
    [['convert', golden('club.xml'), join(dir, 'o.pbn'), '--comments', 'skip'], '--comments has no effect'],
    [
      ['convert', golden('mitchell.pbn'), join(dir, 'o.xml'), '--movement', 'howell'],
      '--movement has no effect',
    ],
  ])('%s', async (argv, message) => {
    const r = await run(argv as string[]);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  test('a JSON event model has its own movements', async () => {
    const event = JSON.stringify({ sections: [{ name: 'A', movement: 'mitchell' }], results: [] });
    const r = await run(['session', file('event.json', event), '--movement', 'howell']);
    expect(r).toMatchObject({ status: 2, out: '' });
    expect(r.err).toContain('Option --movement has no effect with an event model (JSON)');
  });

  test('--butler-drop 100 on boards of at most 3 results is refused; 1 is fine', async () => {
    const three = ['board,ns,ew,contract,declarer,tricks', '1,1,1,4S,N,10', '1,2,2,4S,N,9', '1,3,3,4S,N,11'];
    const path = file('three.csv', `${three.join('\n')}\n`);
    const r = await run(['session', path, '--method', 'butler', '--butler-drop', '100']);
    expect(r).toMatchObject({ status: 2, out: '' });
    expect(r.err).toBe(
      'Butler: 100 results cannot be dropped at each end: the boards have at most 3 results, so at most 1 can be.\n',
    );
    expect((await run(['session', path, '--method', 'butler', '--butler-drop', '1'])).status).toBe(0);
  });
});

describe('messages that say what is wrong', () => {
  test('an empty input is empty (not a CSV header without a "board" column)', async () => {
    for (const argv of [
      ['session', '-'],
      ['convert', '-', join(dir, 'empty-out.pbn')],
    ]) {
      expect(await run(argv, '')).toEqual({
        status: 2,
        out: '',
        err: '<stdin>: The file is empty: expected CSV content.\n',
      });
    }
  });

  test('a quit in a file of deals says how many lines after it are not read', async () => {
    const r = await run(['rubber', file('quit.txt', '4S S =\nquit\n3NT N =\n\n# a comment\n2H E =\n')]);
    expect(r.status).toBe(0);
    expect(r.err).toBe('line 2: warning: quit: the 2 lines after it are not read.\n');
  });

  test('an event model without results names its field once', async () => {
    const r = await run(['session', '-'], '{}');
    expect(r).toEqual({ status: 2, out: '', err: 'Field $.results: expected a list of traveller lines.\n' });
  });
});

describe('JSON lines: unknown and conflicting fields are errors of their line', () => {
  test('"Vul": unknown field, with the field it looks like; the line is not scored as non-vulnerable', async () => {
    const lines = [
      { contract: '4S', by: 'N', tricks: 10, Vul: 'Both' },
      { contract: '4S', by: 'N', tricks: 10, vull: 'Both' },
      { contract: '4S', by: 'N', tricks: 10, weather: 'fine' },
      { contract: '4S', by: 'N', tricks: 10, vul: 'Both' },
    ];
    const r = await run(['deal', '--jsonl'], lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(r.status).toBe(1);
    const out = jsonLines(r.out);
    expect(out[0].error).toMatchObject({ code: 'field-unknown', field: 'Vul', suggestion: 'vul', line: 1 });
    expect(out[0].error.message).toBe('"Vul": unknown field; did you mean "vul"?');
    expect(out[1].error).toMatchObject({ field: 'vull', suggestion: 'vul' });
    expect(out[2].error).toMatchObject({ field: 'weather', suggestion: null });
    expect(out[2].error.message).toContain('the fields are contract, by, declarer');
    expect(out[3]).toMatchObject({ ns: 620, vulnerable: true });
    expect(r.err).toContain('line 1: "Vul": unknown field; did you mean "vul"?');
  });

  test('two fields for one thing: by and declarer, vul and vulnerability, vul and board', async () => {
    const lines = [
      { contract: '4S=', by: 'N', declarer: 'S' },
      { contract: '4S=', by: 'N', vul: 'None', vulnerability: 'NS' },
      { contract: '4S=', by: 'N', vul: 'None', board: 2 },
      { contract: '4S', by: 'N', tricks: 10, result: '=' },
    ];
    const r = await run(['deal', '--jsonl'], lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(jsonLines(r.out).map((o) => [o.error.code, o.error.field, o.error.other])).toEqual([
      ['field-conflict', 'by', 'declarer'],
      ['field-conflict', 'vul', 'vulnerability'],
      ['field-conflict', 'vul', 'board'],
      ['field-conflict', 'tricks', 'result'],
    ]);
  });
});

describe('raw input in messages: at most 80 characters, control characters escaped', () => {
  const long = 'Q'.repeat(20_000);
  const NUL = '\u0000';

  test('a 20,000-character contract in a CSV row, and NUL and ESC bytes', async () => {
    const csv = `board,ns,ew,contract,declarer,tricks\n1,1,1,${long},N,10\n1,2,2,4S${NUL}\u001b[2J,N,10\n1,3,3,4S,N,10\n`;
    const r = await run(['session', file('raw.csv', csv)]);
    expect(r.status).toBe(1);
    const [first, second] = r.err.split('\n');
    expect(first).toContain(`"${'Q'.repeat(79)}…"`);
    expect(first).not.toContain('Q'.repeat(80));
    expect(second).toContain('\\x00\\x1b[2J');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be there
    expect(r.err).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  test('in JSON errors too (a JSON line with a long contract and a tab)', async () => {
    const r = await run(['deal', '--jsonl'], JSON.stringify({ contract: `4${long}\t`, by: 'N', tricks: 10 }));
    const [{ error }] = jsonLines(r.out);
    expect(error.code).toBe('strain-unknown');
    expect(error.text).toBe(`${'Q'.repeat(79)}…`);
    expect(error.message.length).toBeLessThan(200);
    expect(r.err).toBe(`line 1: ${error.message}\n1 line not scored: line 1.\n`);
  });

  test('a rubber file: a bad line of binary and a huge line', async () => {
    const bytes = Buffer.concat([
      Buffer.from('4S S =\n'),
      Buffer.from([0, 1, 2, 27, 7, 10]),
      Buffer.from(`${long}\n`),
    ]);
    const r = await run(['rubber', file('binary.txt', bytes)]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('line 2: "\\x00\\x01\\x02\\x1b\\x07" is not a contract');
    expect(r.err).toContain(`line 3: "${'Q'.repeat(79)}…" is not a contract`);
    expect(r.err.length).toBeLessThan(800);
  });
});

describe('at most 20 messages of a kind, then a count; --all-warnings shows every one', () => {
  // Random bytes: about one line of rubbish in every 256 bytes, each a line not scored.
  let seed = 12345;
  const random = Buffer.alloc(2 ** 20);
  for (let i = 0; i < random.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    random[i] = seed >>> 24;
  }

  test.each(['rubber', 'chicago'])(
    '%s of a megabyte of random bytes: a few kilobytes of messages',
    async (form) => {
      const r = await run([form, file(`random-${form}.bin`, random)]);
      expect(r.status).toBe(1);
      const lines = r.err.trimEnd().split('\n');
      // Thousands of bad lines; a few kinds of message, 20 of each and a count.
      const more = lines.filter((l) =>
        /^… and [\d,]+ more messages of this kind \([a-z-]+\); --all-warnings/.test(l),
      );
      expect(more.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(21 * more.length + 20 * 5);
      expect(r.err.length).toBeLessThan(50_000);
      // The count of lines not scored ends the output.
      expect(r.out.trimEnd().split('\n').at(-1)).toMatch(/^[\d,]+ lines not scored: line 1, line 2,/);
    },
  );

  test('a session with 30 bad rows of one kind: 20 shown, 10 counted; --all-warnings shows all 30', async () => {
    const rows = ['board,ns,ew,contract,declarer,tricks', '1,1,1,4S,N,10', '1,2,2,4S,N,9'];
    for (let i = 0; i < 30; i++) rows.push(`2,${i + 1},${i + 1},9S,N,10`);
    const path = file('thirty.csv', `${rows.join('\n')}\n`);
    const r = await run(['session', path]);
    expect(r.status).toBe(1);
    const lines = r.err.trimEnd().split('\n');
    expect(lines.filter((l) => l.includes('No contract above the seven level'))).toHaveLength(20);
    expect(lines.at(-1)).toBe(
      '… and 10 more messages of this kind (level-too-high); --all-warnings shows every one.',
    );
    expect(r.out.trimEnd().split('\n').at(-1)).toBe(
      '30 lines not scored: row 4, row 5, row 6, row 7, row 8, row 9, row 10, row 11, row 12, row 13, ….'.replace(
        /row (\d+)/g,
        `${path}: row $1, column contract`,
      ),
    );
    const all = await run(['session', path, '--all-warnings']);
    expect(
      all.err
        .trimEnd()
        .split('\n')
        .filter((l) => l.includes('level')),
    ).toHaveLength(30);
  });

  test('JSON keeps every error', async () => {
    const rows = ['board,ns,ew,contract,declarer,tricks', '1,1,1,4S,N,10'];
    for (let i = 0; i < 30; i++) rows.push(`2,${i + 1},${i + 1},9S,N,10`);
    const r = await run(['session', file('thirty-json.csv', `${rows.join('\n')}\n`), '--json']);
    expect(JSON.parse(r.out).errors).toHaveLength(30);
  });
});

describe('absurd values are refused', () => {
  test.each([
    [
      '99999999999999999999',
      '"99999999999999999999" is beyond any difference of two bridge scores: at most 15200 either way.',
    ],
    ['620.5', '"620.5" is not a bridge score: every score is a whole multiple of 10.'],
    ['15210', '"15210" is beyond any difference of two bridge scores: at most 15200 either way.'],
  ])('imps %s', async (score, message) => {
    expect(await run(['imps', score])).toEqual({ status: 1, out: '', err: `${message}\n` });
  });

  test("two scores: each one deal's (at most 7600 either way)", async () => {
    expect((await run(['imps', '7610', '0'])).err).toBe(
      '"7610" is beyond any bridge score: one deal scores at most 7600 either way.\n',
    );
    // The extremes themselves are scores: seven redoubled, vulnerable, thirteen down (Law 77).
    expect((await run(['imps', '7600', '-7600'])).out).toBe('7600 − (−7600) = 15200: 24 IMPs\n');
  });

  test('a match score entered directly that no deal gives: that board left out at its line', async () => {
    const match = file(
      'absurd-match.csv',
      'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2\n1,,,,99999999,,,,-50\n2,,,,625,,,,-50\n3,,,,620,,,,-100\n',
    );
    const r = await run(['match', match, '--json']);
    expect(r.status).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.boards.map((b: { board: number; imps: { a: number } }) => [b.board, b.imps.a])).toEqual([
      [3, 12],
    ]);
    expect(json.errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([
      [2, 'score-range'],
      [3, 'score-tens'],
    ]);
  });

  test('team scores below 0 or beyond 24 IMPs a board: that match left out at its line, the rest scored', async () => {
    const event = file(
      'absurd.csv',
      'round,team1,team2,score1,score2,boards\n1,Lions,Tigers,40,17,16\n1,Bears,Wolves,99999999,0,16\n2,Lions,Bears,31,35,16\n2,Tigers,Wolves,-5,12,16\n',
    );
    const r = await run(['teams', event]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `${event}:3:1: Team "Bears", round 1: 99999999 in 16 boards is more than the IMP scale gives (at most 24 a board, Law 78B).\n` +
        `${event}:5:1: Team "Tigers", round 2: a score of -5 is not possible; scores are 0 or more.\n`,
    );
    expect(r.out).toContain('After round 2');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('2 lines not scored: line 3, line 5.');
  });
});

describe('the footer and the JSON errors: what was not scored, and status 1', () => {
  test('a session in text: the rest scored, the last line counts what was not', async () => {
    const rows = readFileSync(EXAMPLE, 'utf8').trimEnd().split('\n');
    rows.splice(3, 0, '1,9,9,4S,Q,10,,,,,');
    const path = file('one-bad.csv', `${rows.join('\n')}\n`);
    const r = await run(['session', path]);
    expect(r.status).toBe(1);
    expect(r.out).toContain('Board 1');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe(`1 line not scored: ${path}: row 4, column declarer.`);
    const ru = await run(['session', path, '--lang', 'ru']);
    expect(ru.out.trimEnd().split('\n').at(-1)).toMatch(/^1 строка не засчитана: /);
  });

  test('a match with a board whose written score its contract does not give: that board left out', async () => {
    const match = file(
      'mismatch-2.csv',
      'board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2\n1,4S,N,10,,2S,N,10,\n2,4S,N,10,400,4S,N,10,\n3,3NT,S,9,,3NT,S,8,\n',
    );
    const r = await run(['match', match, '--json']);
    expect(r.status).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.boards.map((b: { board: number }) => b.board)).toEqual([1, 3]);
    expect(json.errors).toEqual([
      expect.objectContaining({ file: match, line: 3, code: 'match-score-mismatch', board: 2, given: 400 }),
    ]);
    const text = await run(['match', match]);
    expect(text.out.trimEnd().split('\n').at(-1)).toBe('1 line not scored: line 3.');
  });
});

describe('undo after fix takes back the correction, not the deal', () => {
  test('from a file', async () => {
    const r = await run(['rubber', file('fix.txt', '4S S =\n2H E =\nfix 1 3NT N =\nundo\n'), '--json']);
    expect(r.status).toBe(0);
    const [sheet] = JSON.parse(r.out).sheets;
    expect(sheet.deals.map((d: { line: string }) => d.line)).toEqual(['4S S =', '2H E =']);
    // 4♠ made: 120 below for NS; 2♥ made: 60 below for EW.
    expect(sheet.totals).toEqual({ NS: 120, EW: 60 });
  });

  test('at the terminal', async () => {
    const stdin = new PassThrough();
    let out = '';
    const done = main(['rubber', '--json'], {
      out: (t) => {
        out += t;
      },
      err: () => {},
      stdin,
      stdout: new PassThrough(),
      isTTY: true,
    });
    for (const line of ['4S S =', 'fix 1 4S S +1', 'undo']) stdin.write(`${line}\n`);
    stdin.end();
    expect(await done).toBe(0);
    const sheets = out
      .split('\n')
      .map((l) => l.replace(/^(> )+/, ''))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l).sheets[0]);
    expect(sheets.map((s) => s.deals.map((d: { line: string }) => d.line))).toEqual([
      [],
      ['4S S ='],
      ['4S S +1'],
      ['4S S ='],
    ]);
  });
});
