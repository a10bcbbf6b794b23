/**
 * The help and the argument parser's messages in English, Russian and
 * Chinese, chosen by --lang or BRIDGE_SCORE_LANG.
 */
import { LANGS, type Lang } from '@bridge-score/i18n';
import { helpWords } from '@bridge-score/i18n/help';
import { afterEach, describe, expect, test } from 'vitest';
import { missingWords } from '../dist/help.js';
import { createProgram } from '../dist/main.js';
import { runMain } from './run-main.js';

const quietIo = {
  out: () => {},
  err: () => {},
  stdin: process.stdin,
  stdout: process.stdout,
  isTTY: false,
};
const commandsOf = (lang: Lang) => createProgram(lang, quietIo, () => {}).commands;
const COMMANDS = commandsOf('en').map((c) => c.name());

/** Letters of the language's script: Cyrillic, or CJK ideographs. */
const SCRIPT: { readonly [L in Lang]: RegExp } = { en: /[A-Za-z]/, ru: /[А-Яа-яЁё]/, zh: /[\u4e00-\u9fff]/ };

describe('every command, argument and option has its words in every language', () => {
  test.each(LANGS)('%s', (lang) => {
    const words = helpWords(lang);
    const missing = [
      ...(words.program.description === undefined ? ['program description'] : []),
      ...commandsOf(lang).flatMap((command) => missingWords(command, words.commands[command.name()], words)),
    ];
    expect(missing).toEqual([]);
  });
});

describe('--help in the language asked for', () => {
  test('bridge-score deal --help --lang ru is Russian', async () => {
    const r = await runMain(['deal', '--help', '--lang', 'ru']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^Вызов: bridge-score deal \[параметры\] \[contract\]/);
    expect(r.out).toContain('Параметры:');
    expect(r.out).toContain('--by <seat>');
    expect(r.out).toContain('разыгрывающий: N, E, S или W');
    expect(r.out).toContain('(по умолчанию: "duplicate")');
    expect(r.out).toContain('Примеры:');
    expect(r.out).not.toContain('declarer: N, E, S or W');
    expect(r.out).not.toContain('Options:');
  });

  test.each(['ru', 'zh'] as const)('no option of any command keeps its English words in %s', async (lang) => {
    const english = helpWords('en');
    for (const command of COMMANDS) {
      const r = await runMain([command, '--help', '--lang', lang]);
      expect(r.status).toBe(0);
      const wordedEnglish = { ...english.common, ...english.commands[command]?.options };
      const own = { ...helpWords(lang).common, ...helpWords(lang).commands[command]?.options };
      for (const [flag, text] of Object.entries(wordedEnglish)) {
        // Only the options this command has; a description identical in both languages would be a slip.
        if (own[flag] !== undefined && r.out.includes(flag)) expect(r.out).not.toContain(text);
      }
      // Every description line (after the flags' column) is in the language's script.
      const described = r.out
        .split('\n')
        .filter((line) => /^ {2}(-\w, )?--[\w-]+/.test(line))
        .map((line) => line.replace(/^ {2}(-\w, )?--[\w-]+( <[^>]+>)?\s*/, ''));
      expect(described.length).toBeGreaterThan(2);
      for (const text of described) expect(text, `${command}: ${text}`).toMatch(SCRIPT[lang]);
    }
  });

  test.each(LANGS)('the program help lists every command in %s', async (lang) => {
    const r = await runMain(['--help', '--lang', lang]);
    expect(r.status).toBe(0);
    for (const command of COMMANDS) expect(r.out).toContain(`  ${command} `);
    const summaries = r.out.split('\n').filter((line) => COMMANDS.some((c) => line.startsWith(`  ${c} `)));
    for (const line of summaries) expect(line).toMatch(SCRIPT[lang]);
  });

  test('--lang=zh and the language after --help', async () => {
    const r = await runMain(['vp', '--help', '--lang=zh']);
    expect(r.out).toContain('选项：');
    expect(r.out).toContain('用连字符代替减号');
  });

  test('an unknown --lang leaves the help in English, and is refused when a command runs', async () => {
    const help = await runMain(['imps', '--help', '--lang', 'fr']);
    expect(help.out).toContain('Options:');
    const run = await runMain(['imps', '620', '--lang', 'fr']);
    expect(run.status).toBe(2);
  });
});

describe('BRIDGE_SCORE_LANG', () => {
  const saved = process.env.BRIDGE_SCORE_LANG;
  afterEach(() => {
    if (saved === undefined) delete process.env.BRIDGE_SCORE_LANG;
    else process.env.BRIDGE_SCORE_LANG = saved;
  });

  test('chooses the help language; --lang wins over it', async () => {
    process.env.BRIDGE_SCORE_LANG = 'zh';
    const zh = await runMain(['imps', '--help']);
    expect(zh.out).toContain('用法：');
    expect(zh.out).toContain('分差，或第一个得分');
    const en = await runMain(['imps', '--help', '--lang', 'en']);
    expect(en.out).toContain('Usage:');
    expect(en.out).toContain('a difference, or the first score');
  });

  test('chooses the language of the parser errors', async () => {
    process.env.BRIDGE_SCORE_LANG = 'ru';
    const r = await runMain(['imps']);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe('ошибка: не хватает обязательного аргумента «score»');
  });
});

describe('the argument parser’s own messages', () => {
  // The first line of standard error (the help follows it); exit status 2 for each.
  const cases: readonly (readonly [string, Lang, readonly string[], string])[] = [
    ['unknown option', 'en', ['deal', '4S', '--bogus'], "error: unknown option '--bogus'"],
    [
      'unknown option',
      'ru',
      ['deal', '4S', '--bogus', '--lang', 'ru'],
      'ошибка: неизвестный параметр «--bogus»',
    ],
    ['unknown option', 'zh', ['deal', '4S', '--bogus', '--lang', 'zh'], '错误：未知选项“--bogus”'],
    ['missing argument', 'en', ['match'], "error: missing required argument 'file'"],
    [
      'missing argument',
      'ru',
      ['match', '--lang', 'ru'],
      'ошибка: не хватает обязательного аргумента «file»',
    ],
    ['missing argument', 'zh', ['match', '--lang', 'zh'], '错误：缺少必需的参数“file”'],
    ['unknown command', 'en', ['scores', '--lang', 'en'], "error: unknown command 'scores'"],
    ['unknown command', 'ru', ['scores', '--lang', 'ru'], 'ошибка: неизвестная команда «scores»'],
    ['unknown command', 'zh', ['scores', '--lang', 'zh'], '错误：未知命令“scores”'],
    [
      'too many arguments',
      'zh',
      ['imps', '1', '2', '3', '--lang', 'zh'],
      '错误：“imps”的参数过多：应为 2 个，实际 3 个。',
    ],
  ];

  test.each(cases)('%s (%s)', async (_what, _lang, argv, first) => {
    const r = await runMain(argv);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(first);
  });

  test('a suggestion is worded too', async () => {
    const ru = await runMain(['dael', '--lang', 'ru']);
    expect(ru.err.split('\n').slice(0, 2)).toEqual([
      'ошибка: неизвестная команда «dael»',
      '(Может быть, deal?)',
    ]);
    const zh = await runMain(['deal', '4S', '--boad', '3', '--lang', 'zh']);
    expect(zh.err.split('\n').slice(0, 2)).toEqual(['错误：未知选项“--boad”', '（您是不是要用 --board？）']);
  });

  test('an option given without its value', async () => {
    const r = await runMain(['vp', '--lang', 'ru', '--boards']);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe('ошибка: у параметра «--boards <n>» нет значения');
  });
});
