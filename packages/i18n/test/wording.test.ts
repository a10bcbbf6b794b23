/**
 * House rules of wording, checked over the Russian and Chinese catalogues'
 * source text (the CLI's words, the web page's and the help's):
 * Russian «без козырей», never «без козыря»; Russian sides named one way,
 * NS and EW, never Север–Юг / Восток–Запад beside them; Chinese punctuation
 * full-width next to Chinese text. Quoted notation (what a user types,
 * between “…”, "…" or «…») and XML entities keep their own characters.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const SRC = new URL('../src/', import.meta.url);
const CATALOGUES = {
  ru: ['ru.ts', 'web/ru.ts', 'web/desk-ru.ts', 'web/live-ru.ts', 'help/ru.ts'],
  zh: ['zh.ts', 'web/zh.ts', 'web/desk-zh.ts', 'web/live-zh.ts', 'help/zh.ts'],
} as const;

/** The file's lines that hold words: comments and imports left out. */
function wordLines(file: string): { readonly line: number; readonly text: string }[] {
  return readFileSync(new URL(file, SRC), 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\/?\*|import )/.test(text));
}

const CJK = '[\\u4e00-\\u9fff\\u3000-\\u303f\\uff00-\\uffef]';
/** ASCII punctuation touching Chinese text, a space between or not. */
const HALF_WIDTH_BESIDE_CHINESE = new RegExp(`${CJK} ?[,;:?!()]|[,;:?!()] ?${CJK}`);

describe.each(CATALOGUES.ru)('Russian: %s', (file) => {
  const lines = wordLines(file);

  test('без козырей, never без козыря', () => {
    expect(lines.filter(({ text }) => /без\s+козыря/i.test(text))).toEqual([]);
  });

  test('sides are NS and EW, never Север–Юг or Восток–Запад', () => {
    expect(lines.filter(({ text }) => /Север\S*\s*[-–—]\s*Юг|Восток\S*\s*[-–—]\s*Запад/i.test(text))).toEqual(
      [],
    );
  });
});

describe.each(CATALOGUES.zh)('Chinese: %s', (file) => {
  test('full-width punctuation next to Chinese text', () => {
    const offending = wordLines(file).filter(({ text }) => {
      const words = text
        .replace(/\$\{[^}]*\}/g, '0') // a template's value
        .replace(/“[^”]*”|"[^"]*"|«[^»]*»/g, '0') // quoted notation, typed as written
        .replace(/&\w+;/g, '0'); // an XML entity
      return HALF_WIDTH_BESIDE_CHINESE.test(words);
    });
    expect(offending).toEqual([]);
  });
});

test('the scan finds what it looks for', () => {
  expect(HALF_WIDTH_BESIDE_CHINESE.test('第 1 副, 发牌人')).toBe(true);
  expect(HALF_WIDTH_BESIDE_CHINESE.test('第 1 副，发牌人')).toBe(false);
  expect(HALF_WIDTH_BESIDE_CHINESE.test('分数(默认)')).toBe(true);
});
