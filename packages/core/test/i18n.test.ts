/**
 * Every error code and breakdown code is worded in English, Russian and
 * Chinese; the English explanation reads as the issue gives it.
 */
import { type BreakdownCode, type BreakdownItem, contractOf, scoreDeal } from '@bridge-score/core';
import {
  type AnyError,
  catalog,
  errorMessage,
  explainDeal,
  itemLabel,
  LANGS,
  type Lang,
  signed,
} from '@bridge-score/i18n';
import { describe, expect, test } from 'vitest';

/** One example of every error, keyed by code: a new code fails to compile here until it has one. */
const ERRORS: { readonly [C in AnyError['code']]: Extract<AnyError, { code: C }> } = {
  'contract-empty': { code: 'contract-empty' },
  'level-missing': { code: 'level-missing', text: 'S4' },
  'level-zero': { code: 'level-zero' },
  'level-too-high': { code: 'level-too-high', level: 8 },
  'strain-unknown': { code: 'strain-unknown', text: 'Q' },
  'doubling-unknown': { code: 'doubling-unknown', text: 'Y' },
  'result-syntax': { code: 'result-syntax', text: 'abc' },
  'tricks-range': { code: 'tricks-range', tricks: 14 },
  'result-range': { code: 'result-range', result: 1, level: 7, tricks: 14 },
  'result-missing': { code: 'result-missing' },
  'result-conflict': { code: 'result-conflict', tricks: 8, other: 10 },
  'contract-invalid': { code: 'contract-invalid', text: '{"level":8}' },
  'result-for-pass': { code: 'result-for-pass', text: '=' },
  'declarer-unknown': { code: 'declarer-unknown', text: 'Q' },
  'declarer-missing': { code: 'declarer-missing' },
  'vulnerability-unknown': { code: 'vulnerability-unknown', text: 'NE' },
  'board-number': { code: 'board-number', text: '0' },
  'honours-unknown': { code: 'honours-unknown', text: '200 N' },
  'honours-not-scored': { code: 'honours-not-scored', rules: 'duplicate' },
  'honours-strain': { code: 'honours-strain', honours: 'four-aces', strain: 'S' },
  'honours-holder': { code: 'honours-holder', text: 'Q' },
  'rules-unknown': { code: 'rules-unknown', text: 'bogus' },
  'rules-year': { code: 'rules-year', form: 'rubber', year: 1931, earliest: 1932 },
  'rules-invalid': {
    code: 'rules-invalid',
    path: '$.insult.X',
    expected: 'a whole number of points, 0 or more',
  },
  'rules-json': { code: 'rules-json', detail: 'Unexpected end of JSON input' },
  'rubber-over': { code: 'rubber-over' },
  'chukker-over': { code: 'chukker-over' },
  'nothing-to-undo': { code: 'nothing-to-undo' },
  'deal-index': { code: 'deal-index', deal: 9, count: 4 },
  'sheet-index': { code: 'sheet-index', sheet: 3, count: 2 },
  'sheet-not-over': { code: 'sheet-not-over', form: 'rubber' },
  'correction-conflict': { code: 'correction-conflict', form: 'rubber', deal: 5 },
  'correction-unfinished': { code: 'correction-unfinished', form: 'chicago', sheet: 1 },
  'sheet-rules-form': { code: 'sheet-rules-form', rules: 'duplicate', form: 'duplicate', expected: 'rubber' },
  'rubber-values-missing': { code: 'rubber-values-missing', rules: 'house' },
  'honours-off': { code: 'honours-off' },
  'sheet-line-empty': { code: 'sheet-line-empty' },
  'sheet-line-syntax': { code: 'sheet-line-syntax', text: 'four spades' },
  'imps-score': { code: 'imps-score', text: 'abc' },
  'vp-boards': { code: 'vp-boards', text: '0' },
  'vp-margin': { code: 'vp-margin', text: 'x' },
  'vp-scale-empty': { code: 'vp-scale-empty' },
  'vp-scale-fields': { code: 'vp-scale-fields', count: 5 },
  'vp-scale-range': { code: 'vp-scale-range', text: '3-1' },
  'vp-scale-gap': { code: 'vp-scale-gap', expected: 4, text: '6-9' },
  'vp-scale-vp': { code: 'vp-scale-vp', text: '31' },
  'vp-scale-order': { code: 'vp-scale-order', from: 12 },
  'vp-scale-open-early': { code: 'vp-scale-open-early' },
  'vp-scale-open-missing': { code: 'vp-scale-open-missing' },
  'vp-scale-between': { code: 'vp-scale-between', text: 'junk' },
  'csv-quote': { code: 'csv-quote' },
  'csv-columns': { code: 'csv-columns', missing: 'board' },
  'csv-number': { code: 'csv-number', field: 'board', text: 'x' },
  'match-adjusted': { code: 'match-adjusted', text: 'A+9' },
  'match-adjusted-mixed': { code: 'match-adjusted-mixed', text: 'A+3' },
  'match-score-mismatch': { code: 'match-score-mismatch', board: 3, table: 2, given: 420, computed: 450 },
  'match-board-twice': { code: 'match-board-twice', board: 7 },
  'match-empty': { code: 'match-empty' },
  'carry-over': { code: 'carry-over', text: 'x' },
  'event-empty': { code: 'event-empty' },
  'event-self': { code: 'event-self', team: 'Lions' },
  'event-twice': { code: 'event-twice', team: 'Lions', round: 2 },
  'event-round': { code: 'event-round', text: 'x' },
  'score-tens': { code: 'score-tens', text: '620.5' },
  'score-range': { code: 'score-range', text: '99999999999999999999', of: 'difference', max: 15200 },
  'event-score': { code: 'event-score', team: 'Lions', round: 2, score: 99999999, boards: 16 },
  'file-position': { code: 'file-position', line: 3, column: 7, error: { code: 'level-too-high', level: 8 } },
  'adjusted-syntax': { code: 'adjusted-syntax', text: 'A6040X' },
  'adjusted-percent': { code: 'adjusted-percent', percent: 140 },
  'weighted-syntax': { code: 'weighted-syntax', text: 'W30' },
  'weighted-weight': { code: 'weighted-weight', text: '0' },
  'score-syntax': { code: 'score-syntax', text: '4x20' },
  'outcome-missing': { code: 'outcome-missing' },
  'pair-number': { code: 'pair-number', text: 'x' },
  'pair-same': { code: 'pair-same', pair: 4 },
  'switch-syntax': { code: 'switch-syntax', text: 'maybe' },
  'round-number': { code: 'round-number', text: 'x' },
  'dealer-unknown': { code: 'dealer-unknown', text: 'Q' },
  'board-conflict': { code: 'board-conflict', board: 5, field: 'dealer', first: 'N', second: 'E' },
  'event-invalid': { code: 'event-invalid', path: '$.results[3].ns', expected: 'a pair number' },
  'session-empty': { code: 'session-empty' },
  'butler-drop': { code: 'butler-drop', drop: 100, results: 3, most: 1 },
  'conventions-unknown': { code: 'conventions-unknown', text: 'nobody' },
  'conventions-invalid': { code: 'conventions-invalid', path: '$.scale', expected: '"2/1" or "acbl"' },
  'conventions-json': { code: 'conventions-json', detail: 'Unexpected token' },
  'movement-tables': { code: 'movement-tables', movement: 'howell', tables: 9, min: 3, max: 8 },
  'movement-rounds': { code: 'movement-rounds', rounds: 12, max: 9 },
  'movement-boards': { code: 'movement-boards', set: 4 },
  'movement-board-twice': { code: 'movement-board-twice', board: 17 },
  'movement-place': { code: 'movement-place', round: 2, table: 9, field: 'table', value: 9, max: 7 },
  'movement-table-twice': { code: 'movement-table-twice', round: 3, table: 5 },
  'movement-pair-twice': { code: 'movement-pair-twice', round: 4, pair: 6, direction: 'EW' },
  'movement-pair-same': { code: 'movement-pair-same', round: 2, table: 3, pair: 7 },
  'movement-set-twice': { code: 'movement-set-twice', pair: 5, direction: null, set: 8, rounds: [2, 6] },
  'movement-phantom': { code: 'movement-phantom', pair: 11, direction: null },
  'movement-switch': { code: 'movement-switch', round: 9, rounds: 7 },
  'movement-switch-howell': { code: 'movement-switch-howell', round: 4 },
  'movement-invalid': {
    code: 'movement-invalid',
    path: '$.seatings[3].ew',
    expected: 'a whole number, 1 or more',
  },
  'movement-json': { code: 'movement-json', detail: 'Unexpected token' },
  'csv-header': { code: 'csv-header', missing: 'board' },
  'csv-fields': { code: 'csv-fields', expected: 7, got: 5 },
  'csv-quote-stray': { code: 'csv-quote-stray', text: 'Lee""' },
  'match-board-line-twice': { code: 'match-board-line-twice', board: 4, first: 6 },
  'event-bye-twice': { code: 'event-bye-twice' },
  'csv-column-twice': { code: 'csv-column-twice', column: 'board', first: 1 },
  'line-twice': { code: 'line-twice', board: 3, ns: 2, ew: 5, first: 9 },
  'convert-dropped': { code: 'convert-dropped', from: 'PBN', to: 'CSV', what: 'auction', count: 12 },
  'json-line-empty': { code: 'json-line-empty' },
  'json-syntax': { code: 'json-syntax', detail: 'Unexpected token' },
  'field-type': { code: 'field-type', field: 'tricks', expected: 'a number or a text' },
  'field-unknown': { code: 'field-unknown', field: 'Vul', suggestion: 'vul', expected: 'contract, by, vul' },
  'field-conflict': { code: 'field-conflict', field: 'vul', other: 'board' },
  'file-read': { code: 'file-read', path: '/no/such/file.json', reason: 'no-such-file', system: 'ENOENT' },
  'file-write': { code: 'file-write', path: '/full/out.xml', reason: 'disk-full', system: 'ENOSPC' },
  'output-exists': { code: 'output-exists', path: 'club.xml' },
  'output-is-input': { code: 'output-is-input', path: 'messy.pbn', input: 'messy.pbn' },
  'output-format-unknown': { code: 'output-format-unknown', path: 'out.txt' },
  'format-name-conflict': {
    code: 'format-name-conflict',
    option: '--to',
    format: 'usebio',
    path: 'out.pbn',
    named: 'pbn',
  },
  'option-value': { code: 'option-value', option: '--lang', value: 'fr', expected: 'en, ru, zh' },
  'option-conflict': { code: 'option-conflict', option: '--rules', other: '--rules-file' },
  'option-unused': { code: 'option-unused', option: '--carry-over', because: '--bam' },
  'jsonl-argument': { code: 'jsonl-argument', text: '3NT' },
  'match-number': { code: 'match-number', match: 5, count: 1 },
  'lines-after-quit': { code: 'lines-after-quit', count: 12 },
  'file-empty': { code: 'file-empty', format: 'PBN' },
  'file-not-format': { code: 'file-not-format', format: 'USEBIO', found: '<html>' },
  'file-encoding': { code: 'file-encoding', encoding: 'windows-1252' },
  'pbn-tag-name': { code: 'pbn-tag-name', found: '"1"]' },
  'pbn-tag-value': { code: 'pbn-tag-value', tag: 'Board', found: '1]' },
  'pbn-tag-close': { code: 'pbn-tag-close', tag: 'Board', found: 'x' },
  'pbn-string-unclosed': { code: 'pbn-string-unclosed', tag: 'Event' },
  'pbn-comment-unclosed': { code: 'pbn-comment-unclosed' },
  'pbn-stray-text': { code: 'pbn-stray-text', found: 'hello' },
  'pbn-repeat-missing': { code: 'pbn-repeat-missing', tag: 'Site' },
  'pbn-tag-twice': { code: 'pbn-tag-twice', tag: 'Contract' },
  'pbn-game-unseparated': { code: 'pbn-game-unseparated', tag: 'Board' },
  'pbn-score': { code: 'pbn-score', tag: 'Score', text: 'lots' },
  'pbn-result-unpaired': { code: 'pbn-result-unpaired', board: '7' },
  'pbn-room': { code: 'pbn-room', board: '4', text: 'Lounge' },
  'pbn-room-twice': { code: 'pbn-room-twice', board: 4, room: 'open', first: 31 },
  'pbn-team-game': { code: 'pbn-team-game', board: 5, room: 'closed', cause: { code: 'declarer-missing' } },
  'pbn-score-imp': { code: 'pbn-score-imp', board: 6, room: 'open', given: 10, computed: 11 },
  'pbn-team-table': { code: 'pbn-team-table', table: 'ScoreTable', rows: 2 },
  'pbn-match-round': { code: 'pbn-match-round', a: 'Aces', b: 'Kings' },
  'desk-award-imps': { code: 'desk-award-imps', board: 9 },
  'result-line': { code: 'result-line', board: 3, ns: 1, ew: 2, cause: { code: 'outcome-missing' } },
  'table-columns': { code: 'table-columns', text: 'Pair Id' },
  'table-row-length': { code: 'table-row-length', expected: 7, found: 5 },
  'table-string-unclosed': { code: 'table-string-unclosed' },
  'table-column-unread': { code: 'table-column-unread', table: 'TotalScoreTable', column: 'Table' },
  'deal-syntax': { code: 'deal-syntax', text: 'N:AKQ' },
  'deal-hand': { code: 'deal-hand', seat: 'E', text: 'AKZ' },
  'deal-card-twice': { code: 'deal-card-twice', card: 'SA' },
  'deal-hand-size': { code: 'deal-hand-size', seat: 'W', cards: 14 },
  'xml-syntax': { code: 'xml-syntax', detail: 'unexpected close tag.', resumed: { line: 12, column: 5 } },
  'xml-entity': { code: 'xml-entity', entity: 'lol9', resumed: { line: 12, column: 5 } },
  'xml-rest-unread': {
    code: 'xml-rest-unread',
    from: 40,
    lines: 17,
    cause: { code: 'xml-syntax', detail: 'unexpected close tag.' },
  },
  'xml-ampersand': { code: 'xml-ampersand' },
  'xml-element-missing': { code: 'xml-element-missing', element: 'BOARD_NUMBER', parent: 'BOARD' },
  'usebio-version': { code: 'usebio-version', version: '9.9' },
  'usebio-event-type': {
    code: 'usebio-event-type',
    text: 'CHESS',
    method: 'cross-imps',
    basis: 'imps-unspecified',
    scoringMethod: 'IMPS',
  },
  'usebio-event-unread': { code: 'usebio-event-unread', event: 2, lines: 38 },
  'usebio-record-unread': { code: 'usebio-record-unread', record: 'TRAVELLER_LINE', parent: 'RESULTS' },
  'usebio-element-unread': {
    code: 'usebio-element-unread',
    element: 'MASTER_POINTS_AWARDED',
    parent: 'PAIR',
    count: 14,
  },
  'usebio-match-score': {
    code: 'usebio-match-score',
    unit: 'imps',
    given: { a: 29, b: 16 },
    computed: { a: 30, b: 16 },
  },
  'usebio-match-vps-only': { code: 'usebio-match-vps-only' },
  'usebio-match-empty': { code: 'usebio-match-empty' },
  'usebio-match-board': {
    code: 'usebio-match-board',
    cause: { code: 'match-score-mismatch', board: 3, table: 2, given: 420, computed: 450 },
  },
  'usebio-team-unknown': { code: 'usebio-team-unknown', team: 7 },
  'usebio-match-table': { code: 'usebio-match-table', board: 3, table: 2 },
  'usebio-match-boardless': {
    code: 'usebio-match-boardless',
    a: 'Lions',
    b: 'Bears',
    given: { a: 12, b: 42 },
  },
  'usebio-award-imps': { code: 'usebio-award-imps', board: 6 },
  'usebio-adjusted-beside-played': { code: 'usebio-adjusted-beside-played', board: 6 },
  'value-seat': { code: 'value-seat', field: 'Dealer', text: 'Q' },
  'value-number': { code: 'value-number', field: 'TRICKS', text: 'ten' },
  'value-artificial': { code: 'value-artificial', field: 'SCORE', text: 'AVE' },
  'value-invalid': {
    code: 'value-invalid',
    field: 'Contract',
    text: '8S',
    cause: { code: 'level-too-high', level: 8 },
  },
};

/** The numbers or texts each error carries that its message must show. */
const MUST_SHOW: { readonly [code: string]: readonly string[] } = {
  'level-too-high': ['8'],
  'tricks-range': ['14'],
  'result-range': ['7', '14'],
  'rules-year': ['1931', '1932'],
  'rules-invalid': ['$.insult.X'],
  'field-type': ['tricks'],
  'strain-unknown': ['Q'],
  'rules-unknown': ['bogus'],
  'board-number': ['0'],
  'table-row-length': ['7', '5'],
  'deal-card-twice': ['SA'],
  'deal-hand-size': ['W', '14'],
  'pbn-tag-twice': ['Contract'],
  'value-invalid': ['Contract', '8S', '8'],
  'xml-element-missing': ['BOARD_NUMBER'],
  'xml-syntax': ['12', '5'],
  'xml-entity': ['&lol9;', '12'],
  'xml-rest-unread': ['40', '17'],
  'xml-ampersand': ['&amp;'],
  'usebio-event-type': ['CHESS', 'IMPS', '--method butler'],
  'table-column-unread': ['TotalScoreTable', 'Table'],
  'usebio-element-unread': ['MASTER_POINTS_AWARDED', 'PAIR', '14'],
  'usebio-event-unread': ['EVENT', '2', '38'],
  'usebio-record-unread': ['TRAVELLER_LINE', 'RESULTS'],
  'usebio-team-unknown': ['7'],
  'pbn-room': ['4', 'Lounge'],
  'pbn-room-twice': ['4', '31'],
  'pbn-team-game': ['5'],
  'pbn-score-imp': ['6', '10', '11'],
  'pbn-team-table': ['ScoreTable', '2'],
  'pbn-match-round': ['Aces', 'Kings'],
  'desk-award-imps': ['9'],
  'usebio-match-table': ['3', '2'],
  'usebio-match-boardless': ['Lions', 'Bears', '12', '42'],
  'usebio-award-imps': ['6'],
  'usebio-match-score': ['29', '16', '30'],
  'usebio-match-vps-only': ['MATCH', 'VPS'],
  'usebio-match-empty': ['MATCH', 'TEAM_SCORE'],
  'usebio-match-board': ['3', '420', '450'],
  'movement-tables': ['9', '3', '8'],
  'movement-rounds': ['12', '9'],
  'movement-boards': ['4'],
  'movement-board-twice': ['17'],
  'movement-place': ['2', '9', '7'],
  'movement-table-twice': ['3', '5'],
  'movement-pair-twice': ['4', '6'],
  'movement-pair-same': ['2', '3', '7'],
  'movement-set-twice': ['5', '8', '2', '6'],
  'movement-phantom': ['11'],
  'movement-switch': ['9', '7'],
  'movement-switch-howell': ['4'],
  'movement-invalid': ['$.seatings[3].ew'],
};

/** One example of every breakdown item, keyed by code. */
const ITEMS: { readonly [C in BreakdownCode]: Extract<BreakdownItem, { code: C }> } = {
  'trick-points': {
    code: 'trick-points',
    points: 240,
    to: 'declarer',
    line: 'below',
    level: 4,
    strain: 'S',
    doubling: 'X',
  },
  overtrick: { code: 'overtrick', points: 100, to: 'declarer', line: 'above', n: 1, doubling: 'X' },
  'part-score': { code: 'part-score', points: 50, to: 'declarer', line: 'above' },
  game: { code: 'game', points: 500, to: 'declarer', line: 'above', vulnerable: true },
  'small-slam': { code: 'small-slam', points: 750, to: 'declarer', line: 'above', vulnerable: true },
  'grand-slam': { code: 'grand-slam', points: 1000, to: 'declarer', line: 'above', vulnerable: false },
  insult: { code: 'insult', points: 50, to: 'declarer', line: 'above', doubling: 'X' },
  undertrick: {
    code: 'undertrick',
    points: 300,
    to: 'defenders',
    line: 'above',
    n: 3,
    doubling: 'X',
    vulnerable: true,
  },
  honours: { code: 'honours', points: 150, to: 'defenders', line: 'above', kind: 'four-aces', holder: 'EW' },
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const HAN = /\p{Script=Han}/u;
const script: { readonly [L in Lang]: RegExp } = { en: /[a-z]/i, ru: CYRILLIC, zh: HAN };

describe.each(LANGS)('%s', (lang) => {
  test('every error code in the catalog has an example here, and back', () => {
    expect(Object.keys(catalog(lang).errors).sort()).toEqual(Object.keys(ERRORS).sort());
    expect(Object.keys(catalog(lang).items).sort()).toEqual(Object.keys(ITEMS).sort());
  });

  test.each(Object.values(ERRORS))('error $code', (error) => {
    const message = errorMessage(error, lang);
    expect(message.trim()).not.toBe('');
    expect(message).not.toBe(error.code);
    expect(message).toMatch(script[lang]);
    for (const shown of MUST_SHOW[error.code] ?? []) expect(message).toContain(shown);
  });

  test.each(Object.values(ITEMS))('item $code', (item) => {
    const label = itemLabel(item, lang);
    expect(label.trim()).not.toBe('');
    expect(label).not.toBe(item.code);
    expect(label).toMatch(script[lang]);
  });

  test('the ordinal of an undertrick shows its number', () => {
    expect(itemLabel({ ...ITEMS.undertrick, n: 7 }, lang)).toContain('7');
  });
});

describe('explanations', () => {
  const score = (
    level: number,
    strain: 'S' | 'NT',
    d: '' | 'X',
    tricks: number,
    vulnerability: 'NS' | 'None',
  ) => {
    const r = scoreDeal({
      contract: contractOf(level as 1, strain, d),
      declarer: 'S',
      tricks,
      vulnerability,
    });
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };

  test('4♠X −3 vulnerable, in English, as the issue words it', () => {
    const x = explainDeal(score(4, 'S', 'X', 7, 'NS'), 'en', { symbols: true });
    expect(x.summary).toBe('4♠X −3 vulnerable: 200 + 300 + 300 = 800 to the defenders');
    expect(x.sides).toBe('NS −800   EW +800');
    expect(x.items.map((i) => i.points)).toEqual([200, 300, 300]);
  });

  test('without symbols the contract is in letters and the minus a hyphen', () => {
    const x = explainDeal(score(4, 'S', 'X', 7, 'NS'), 'en');
    expect(x.summary).toBe('4SX -3 vulnerable: 200 + 300 + 300 = 800 to the defenders');
  });

  test('a made contract adds up to declarer', () => {
    const x = explainDeal(score(3, 'NT', '', 11, 'NS'), 'en', { symbols: true });
    expect(x.summary).toMatch(/^3NT \+2 vulnerable: .* = 660 to declarer$/);
    for (const term of ['100', '30', '500']) expect(x.summary).toContain(term);
  });

  test.each(['ru', 'zh'] as const)('4♠X −3 vulnerable in %s has the numbers and the total', (lang) => {
    const x = explainDeal(score(4, 'S', 'X', 7, 'NS'), lang, { symbols: true });
    expect(x.summary).toContain('200 + 300 + 300 = 800');
    expect(x.summary).toMatch(script[lang]);
  });

  test('a passed-out deal', () => {
    const r = scoreDeal({ contract: 'pass', vulnerability: 'None' });
    if (!r.ok) throw new Error('pass');
    for (const lang of LANGS) expect(explainDeal(r.value, lang).items).toEqual([]);
  });

  test('signed numbers', () => {
    expect(signed(800)).toBe('+800');
    expect(signed(-800)).toBe('\u2212800');
    expect(signed(-800, true)).toBe('-800');
    expect(signed(0)).toBe('0');
  });
});
