/**
 * `bridge-score deal`, run as users run it: the built bin in a child process
 * (build first: `npm run build`, which `npm test` does).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CODES, DBLS, DENS, expectedScore } from '../../core/test/oracle.js';

const BIN = fileURLToPath(new URL('../bin/bridge-score.js', import.meta.url));
const DIST = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** Board vulnerability as docs/scoring.md §5 lists it. */
const LISTED_VUL: { readonly [vul in 'None' | 'NS' | 'EW' | 'Both']: readonly number[] } = {
  None: [1, 8, 11, 14],
  NS: [2, 5, 12, 15],
  EW: [3, 6, 9, 16],
  Both: [4, 7, 10, 13],
};
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'BRIDGE_SCORE_LANG'));

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the bin with arguments and optional stdin; resolves when it exits. */
function run(args: readonly string[], input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: ENV });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

async function json(args: readonly string[]) {
  const r = await run([...args, '--json']);
  expect(r.stderr).toBe('');
  return { status: r.status, value: JSON.parse(r.stdout) };
}

let dir = '';
beforeAll(() => {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run "npm run build" first`);
  dir = mkdtempSync(join(tmpdir(), 'bridge-score-cli-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('one deal', () => {
  test('4SX by S, 8 tricks, NS vulnerable: NS −500 in text', async () => {
    const r = await run(['deal', '4SX', '--by', 'S', '--tricks', '8', '--vul', 'NS']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('NS −500');
    expect(r.stdout).toContain('EW +500');
    expect(r.stdout).toContain('200 + 300 = 500 to the defenders');
  });

  test('--json gives ns, ew, declarer and the breakdown', async () => {
    const { status, value } = await json(['deal', '4SX', '--by', 'S', '--tricks', '8', '--vul', 'NS']);
    expect(status).toBe(0);
    expect(value).toMatchObject({
      ns: -500,
      ew: 500,
      declarer: -500,
      tricks: 8,
      vulnerable: true,
      rules: 'duplicate',
    });
    expect(value.breakdown).toEqual([
      expect.objectContaining({ code: 'undertrick', n: 1, points: 200, to: 'defenders' }),
      expect.objectContaining({ code: 'undertrick', n: 2, points: 300, to: 'defenders' }),
    ]);
  });

  test('a made contract by EW: 3NT+2 vulnerable is EW +660', async () => {
    const { value } = await json(['deal', '3NT+2', '--by', 'W', '--vul', 'Both']);
    expect([value.ns, value.ew, value.declarer]).toEqual([-660, 660, 660]);
  });

  test.each([[['--result', '-2']], [['--result=-2']], [['--result', '\u22122']], [['--tricks=8']]])(
    '%j means 8 tricks',
    async (args) => {
      const { status, value } = await json(['deal', '4SX', '--by', 'S', '--vul', 'NS', ...args]);
      expect(status).toBe(0);
      expect(value.tricks).toBe(8);
      expect(value.ns).toBe(-500);
    },
  );

  test('--board 7 makes both sides vulnerable; board 1 neither', async () => {
    const seven = (await json(['deal', '4SX-2', '--by', 'S', '--board', '7'])).value;
    expect([seven.vulnerable, seven.ns]).toEqual([true, -500]);
    const one = (await json(['deal', '4SX-2', '--by', 'S', '--board', '1'])).value;
    expect([one.vulnerable, one.ns]).toEqual([false, -300]);
  });

  test('--rules duplicate@1975: 7SX −9 not vulnerable costs 1700, 2300 today', async () => {
    const then = (await json(['deal', '7SX', '--by', 'S', '--result', '-9', '--rules', 'duplicate@1975']))
      .value;
    expect([then.ns, then.rules]).toEqual([-1700, 'duplicate-1943']);
    const now = (await json(['deal', '7SX', '--by', 'S', '--result', '-9'])).value;
    expect(now.ns).toBe(-2300);
  });

  test('--rules rubber with honours', async () => {
    const { value } = await json([
      'deal',
      '4H',
      '--by',
      'N',
      '--tricks',
      '10',
      '--rules',
      'rubber',
      '--honours',
      '100 N',
    ]);
    expect(value.ns).toBe(220);
  });

  test('an unknown rule set is a misuse: exit 2', async () => {
    const r = await run(['deal', '4S=', '--by', 'N', '--rules', 'bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bogus');
  });
});

describe.concurrent('--rules-file', () => {
  test('a valid house rule set scores with its overrides', async () => {
    const file = join(dir, 'club.json');
    writeFileSync(file, JSON.stringify({ name: 'club', extends: 'duplicate', insult: { X: 100, XX: 200 } }));
    const { status, value } = await json(['deal', '4SX=', '--by', 'S', '--rules-file', file]);
    expect(status).toBe(0);
    // 240 + 300 game + 100 insult
    expect([value.ns, value.rules]).toEqual([640, 'club']);
  });

  test('an invalid one: exit 2 and a message naming the field', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ name: 'bad', extends: 'duplicate', insult: { X: -5 } }));
    const r = await run(['deal', '4SX=', '--by', 'S', '--rules-file', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('$.insult.X');
  });

  test('not JSON: exit 2', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"name": ');
    const r = await run(['deal', '4SX=', '--by', 'S', '--rules-file', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/JSON/);
  });

  test('a missing file: exit 2 and the path', async () => {
    const file = join(dir, 'nowhere.json');
    const r = await run(['deal', '4SX=', '--by', 'S', '--rules-file', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(file);
  });
});

describe.concurrent('languages', () => {
  test('--lang ru writes Russian', async () => {
    const r = await run(['deal', '4SX', '--by', 'S', '--tricks', '7', '--vul', 'NS', '--lang', 'ru']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\p{Script=Cyrillic}/u);
    expect(r.stdout).toContain('800');
  });

  test('--lang zh writes Chinese', async () => {
    const r = await run(['deal', '4SX', '--by', 'S', '--tricks', '7', '--vul', 'NS', '--lang', 'zh']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\p{Script=Han}/u);
    expect(r.stdout).toContain('800');
  });

  test('errors are worded in the language too', async () => {
    const r = await run(['deal', '8S', '--by', 'S', '--tricks', '8', '--lang', 'ru']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/\p{Script=Cyrillic}/u);
  });

  test('--lang=ru words a misuse error in Russian too', async () => {
    const r = await run(['deal', '4S=', '--by', 'N', '--rules', 'bogus', '--lang=ru']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/\p{Script=Cyrillic}/u);
  });

  test('a bad --jsonl line reports its input line number; a blank line is an error line of its own', async () => {
    const r = await run(
      ['deal', '--jsonl'],
      '{"contract":"4S","by":"N","tricks":10}\n\n{"contract":"8S","by":"N","tricks":10}\n',
    );
    expect(r.status).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // One line out for every line in: the blank line too.
    expect(lines).toHaveLength(3);
    expect(lines[1].error).toMatchObject({ code: 'json-line-empty', line: 2 });
    expect(lines[2].error).toMatchObject({ code: 'level-too-high', line: 3 });
    expect(r.stderr).toContain('line 3: No contract above the seven level');
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('2 lines not scored: line 2, line 3.');
  });

  test('an unknown language is a misuse: exit 2', async () => {
    const r = await run(['deal', '4S=', '--by', 'N', '--lang', 'fr']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('fr');
  });
});

describe.concurrent('bad input', () => {
  test('level 8: exit 1 and the Law 38 message', async () => {
    const r = await run(['deal', '8S', '--by', 'S', '--tricks', '13']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Law 38');
    expect(r.stdout).toBe('');
  });

  test('level 8 with --json: an error object, exit 1', async () => {
    const r = await run(['deal', '8S', '--by', 'S', '--tricks', '13', '--json']);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.error.code).toBe('level-too-high');
    expect(out.error.message).toContain('Law 38');
  });

  test.each([
    [['deal', '4S', '--by', 'S', '--tricks', '14'], 'tricks-range'],
    [['deal', '7NT+1', '--by', 'S'], 'result-range'],
    [['deal', '4S', '--tricks', '10'], 'declarer-missing'],
    [['deal', '4S', '--by', 'S', '--tricks', '10', '--board', '0'], 'board-number'],
  ])('%j → %s, exit 1', async (args, code) => {
    const r = await run([...args, '--json']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe(code);
  });

  test('no contract: exit 2', async () => {
    const r = await run(['deal', '--by', 'S', '--tricks', '8']);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toBe('');
  });
});

describe.concurrent('help', () => {
  test('--help mentions --jsonl and gives examples', async () => {
    const r = await run(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--jsonl');
    expect(r.stdout).toContain('Examples');
    expect(r.stdout).toContain('bridge-score deal');
  });

  test('deal --help mentions --jsonl and gives examples', async () => {
    const r = await run(['deal', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--jsonl');
    expect(r.stdout).toContain('Examples');
    expect(r.stdout).toContain('--rules-file');
  });
});

describe.concurrent('--jsonl', () => {
  const lines = (text: string) => text.split('\n').filter((l) => l !== '');

  test('a mix of good and bad lines: one output per line, in order, exit 1', async () => {
    const input = [
      JSON.stringify({ contract: '4SX', by: 'S', tricks: 8, vul: 'NS' }),
      'not json',
      JSON.stringify({ contract: '8S', by: 'S', tricks: 8 }),
      JSON.stringify({ contract: '3NT', by: 'N', result: '+2', board: 4 }),
      JSON.stringify({ contract: '4S', by: 'S', tricks: true }),
      '[1, 2]',
      JSON.stringify({ contract: '7SX-9', by: 'E', vul: 'None', rules: 'duplicate@1975' }),
      JSON.stringify({ contract: '4S=', by: 'N', rules: 'bogus' }),
    ].join('\n');
    const r = await run(['deal', '--jsonl'], `${input}\n`);
    expect(r.status).toBe(1);
    const out = lines(r.stdout).map((l) => JSON.parse(l));
    expect(out).toHaveLength(8);
    expect(out[0]).toMatchObject({ ns: -500, ew: 500 });
    expect(out[1].error).toMatchObject({ code: 'json-syntax', message: expect.any(String) });
    expect(out[2].error).toMatchObject({
      code: 'level-too-high',
      message: expect.stringContaining('Law 38'),
    });
    expect(out[3]).toMatchObject({ ns: 660, vulnerable: true });
    expect(out[4].error).toMatchObject({ code: 'field-type', message: expect.stringContaining('tricks') });
    expect(out[5].error.code).toBe('json-syntax');
    expect(out[6]).toMatchObject({ ns: 1700, ew: -1700, declarer: -1700 });
    expect(out[7].error.code).toBe('rules-unknown');
    for (const o of out.filter((x) => x.error)) {
      expect(Object.keys(o)).toEqual(['error']);
      expect(typeof o.error.message).toBe('string');
      expect(o.error.message).not.toBe('');
    }
  });

  test('all good lines: exit 0; CRLF read; an input ending in a line end has no blank last line', async () => {
    const input = [
      JSON.stringify({ contract: '2H', by: 'N', tricks: 8 }),
      JSON.stringify({ contract: 'Pass', board: 3 }),
      JSON.stringify({ contract: '6NT+1', declarer: 'E', vulnerability: 'NS' }),
      '',
    ].join('\r\n');
    const r = await run(['deal', '--jsonl'], input);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    const out = lines(r.stdout).map((l) => JSON.parse(l));
    expect(out.map((o) => o.ns)).toEqual([110, 0, -1020]);
  });

  test('blank lines (empty or spaces) each give an error line: one line out for every line in', async () => {
    const input = [
      JSON.stringify({ contract: '2H', by: 'N', tricks: 8 }),
      '',
      '   ',
      '{"contract":"Pass"}',
    ].join('\n');
    const r = await run(['deal', '--jsonl'], input);
    expect(r.status).toBe(1);
    const out = lines(r.stdout).map((l) => JSON.parse(l));
    expect(out).toHaveLength(4);
    expect(out.map((o) => o.error?.code ?? o.ns)).toEqual([110, 'json-line-empty', 'json-line-empty', 0]);
    expect(out[2].error.line).toBe(3);
  });

  test('one line out for every line in: blank lines and unknown fields are errors, never skipped or guessed', async () => {
    const input = [
      JSON.stringify({ contract: '2H', by: 'N', tricks: 8 }),
      '',
      '   ',
      JSON.stringify({ contract: '4S', by: 'N', tricks: 10, Vul: 'Both' }),
      JSON.stringify({ contract: '4S', by: 'N', tricks: 10, vul: 'NS', board: 2 }),
    ].join('\n');
    const r = await run(['deal', '--jsonl'], `${input}\n`);
    expect(r.status).toBe(1);
    const out = lines(r.stdout).map((l) => JSON.parse(l));
    expect(out.map((o) => o.ns ?? o.error.code)).toEqual([
      110,
      'json-line-empty',
      'json-line-empty',
      'field-unknown',
      'field-conflict',
    ]);
    expect(out[3].error).toMatchObject({ field: 'Vul', line: 4 });
  });

  test('the --rules default applies to lines without their own', async () => {
    const input = `${JSON.stringify({ contract: '2S=', by: 'N' })}\n${JSON.stringify({ contract: '2S=', by: 'N', rules: 'duplicate' })}\n`;
    const r = await run(['deal', '--jsonl', '--rules', 'rubber'], input);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).map((l) => JSON.parse(l).ns)).toEqual([60, 110]);
  });

  test('--lang ru and zh: each line is still one JSON object, worded in the language', async () => {
    const input = `${JSON.stringify({ contract: '4SX-3', by: 'S', vul: 'NS' })}\n${JSON.stringify({ contract: '8S=', by: 'S' })}\n`;
    for (const [lang, script] of [
      ['ru', /\p{Script=Cyrillic}/u],
      ['zh', /\p{Script=Han}/u],
    ] as const) {
      const r = await run(['deal', '--jsonl', '--lang', lang], input);
      expect(r.status).toBe(1);
      const [good, bad] = lines(r.stdout).map((l) => JSON.parse(l));
      expect(good).toMatchObject({ ns: -800, ew: 800 });
      expect(good.explanation).toMatch(script);
      expect(good.explanation).toContain('800');
      expect(bad.error.code).toBe('level-too-high');
      expect(bad.error.message).toMatch(script);
    }
  });

  test('honours lines and repeated outcomes by other seats each get their own numbers', async () => {
    const input = [
      { contract: '4H', by: 'N', tricks: 10, rules: 'rubber', honours: '100 E' },
      { contract: '4H', by: 'N', tricks: 10, rules: 'rubber', honours: '100 N' },
      { contract: '4H', by: 'N', tricks: 10, rules: 'rubber' },
      { contract: '4H', by: 'E', tricks: 10, rules: 'rubber' },
      { contract: '4H', by: 'E', tricks: 10 },
      { contract: '4H', by: 'N', tricks: 10 },
      { contract: '4H', by: 'N', tricks: 10, vul: 'Both' },
      { contract: '4H', by: 'W', tricks: 10, rules: 'rubber', honours: '100 W' },
    ]
      .map((o) => JSON.stringify(o))
      .join('\n');
    const r = await run(['deal', '--jsonl'], input);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).map((l) => JSON.parse(l).ns)).toEqual([20, 220, 120, -120, -420, 420, 620, -220]);
  });

  test('100,000 lines stream through: 100,000 lines out, in order, each scored right', async () => {
    const N = 100_000;
    const duplicate = CODES.find((c) => c.name === 'duplicate');
    if (!duplicate) throw new Error('no duplicate in the oracle');
    // a fixed pseudo-random mix, so that equal outcomes recur by different seats and on different boards
    let seed = 12345;
    const next = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const expectedNs: number[] = [];
    const child = spawn(process.execPath, [BIN, 'deal', '--jsonl'], { env: ENV });
    let carry = '';
    let seen = 0;
    const wrong: string[] = [];
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (carry + chunk).split('\n');
      carry = parts.pop() ?? '';
      for (const part of parts) {
        const ns = JSON.parse(part).ns;
        if (ns !== expectedNs[seen] && wrong.length < 5) wrong.push(`line ${seen + 1}: ${part}`);
        seen++;
      }
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    for (let startAt = 0; startAt < N; startAt += 10_000) {
      let chunk = '';
      for (let i = startAt; i < startAt + 10_000; i++) {
        const level = 1 + next(7);
        const den = DENS[next(5)] ?? 'C';
        const d = DBLS[next(3)] ?? '';
        const seat = 'NESW'[next(4)] ?? 'N';
        const tricks = next(14);
        const board = 1 + next(64);
        const ns = seat === 'N' || seat === 'S';
        const vul =
          LISTED_VUL.Both.includes(((board - 1) % 16) + 1) ||
          LISTED_VUL[ns ? 'NS' : 'EW'].includes(((board - 1) % 16) + 1);
        const score = expectedScore(duplicate, level, den, d, vul, tricks);
        expectedNs.push(ns ? score : -score);
        chunk += `${JSON.stringify({ contract: `${level}${den}${d}`, by: seat, tricks, board })}\n`;
      }
      if (!child.stdin.write(chunk)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    }
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(carry).toBe('');
    expect(seen).toBe(N);
    expect(wrong).toEqual([]);
  }, 60_000);
});
