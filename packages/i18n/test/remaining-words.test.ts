/**
 * Words that were English whatever the language: rule-set names, the honours
 * of a deal in a sheet's list, the XML parser's details.
 */
import { parseSheetDeal } from '@bridge-score/core';
import { catalog, sheetDealText, xmlDetail } from '@bridge-score/i18n';
import { describe, expect, test } from 'vitest';

describe('rule-set names', () => {
  test.each([
    ['en', 'rubber-1943', 'Rubber 1 (rubber-1943 rules)'],
    ['ru', 'rubber-1943', 'Роббер 1 (правила роббера 1943 года)'],
    ['ru', 'rubber', 'Роббер 1 (правила роббера)'],
    ['zh', 'rubber', '第 1 盘（盘式规则）'],
    ['zh', 'rubber-1932', '第 1 盘（盘式 1932 年规则）'],
  ] as const)('%s %s', (lang, name, title) => {
    expect(catalog(lang).sheet.title('rubber', 1, name)).toBe(title);
  });

  test.each([
    ['ru', 'duplicate', '(правила спортивного бриджа)'],
    ['ru', 'duplicate-1935', '(правила спортивного бриджа 1935 года)'],
    ['ru', 'club-1960s', '(правила «club-1960s»)'],
    ['zh', 'duplicate', '（复式计分）'],
    ['zh', 'chicago', '（芝加哥计分）'],
    ['zh', 'club-1960s', '（“club-1960s”计分）'],
  ] as const)('a deal heading: %s %s', (lang, name, words) => {
    expect(catalog(lang).dealHeading('4♠', 'S', 10, name).endsWith(words)).toBe(true);
  });
});

describe('honours in the list of deals', () => {
  const deal = parseSheetDeal('6H S = honours 100 N');
  if (!deal.ok) throw new Error('the notation of the test is wrong');

  test.each([
    ['en', '6♥ S = honours 100 NS'],
    ['ru', '6♥ S = онёры 100 NS'],
    ['zh', '6♥ S = 大牌分 100 NS'],
  ] as const)('%s', (lang, text) => {
    expect(sheetDealText(deal.value, lang, { symbols: true })).toBe(text);
  });

  test('a deal without honours is its notation in every language', () => {
    const plain = parseSheetDeal('4SX S -2');
    if (!plain.ok) throw new Error('the notation of the test is wrong');
    expect(sheetDealText(plain.value, 'zh')).toBe('4SX S -2');
  });
});

describe("the XML parser's details", () => {
  test.each([
    ['unexpected close tag.', 'ru', 'неожиданный закрывающий тег.'],
    ['unexpected close tag.', 'zh', '意外的结束标签。'],
    ['unclosed tag: BOARD', 'ru', 'тег не закрыт: BOARD.'],
    ['unmatched closing tag: CLUBB.', 'zh', '结束标签无对应的开始标签：CLUBB。'],
    ['unexpected end.', 'en', 'unexpected end.'],
  ] as const)('%s in %s', (detail, lang, words) => {
    expect(xmlDetail(detail, lang)).toBe(words);
  });

  test('a detail no row knows is kept as given', () => {
    expect(xmlDetail('something new.', 'ru')).toBe('something new.');
  });
});
