/**
 * The USEBIO document's shared rules (`usebio-model.ts`), each from its own statement: the
 * artificial scores' codes (`A60A40`, `A5050`, `A+A-`, `A=A=`; 60, 50 and 40 are Law 12C2's
 * average-plus, average and average-minus), where a value was read, and how a pairs event is
 * scored (its EVENT_TYPE, else its SCORING_METHOD or BOARD_SCORING_METHOD, else matchpoints).
 */
import {
  awardPercent,
  formatArtificialScore,
  parseArtificialScore,
  rememberUsebioPosition,
  type UsebioEvent,
  usebioPairsMethod,
  usebioPositionOf,
} from '@bridge-score/formats';
import { describe, expect, test } from 'vitest';

describe('artificial scores read', () => {
  test.each([
    // The three averages by their signs, each side alone.
    ['A+A=', { ns: 'average-plus', ew: 'average' }],
    ['A=A+', { ns: 'average', ew: 'average-plus' }],
    ['A-A=', { ns: 'average-minus', ew: 'average' }],
    ['A=A=', { ns: 'average', ew: 'average' }],
    // The percentages of Law 12C2 are the averages; others stay numbers, 0 to 100.
    ['A50A60', { ns: 'average', ew: 'average-plus' }],
    ['A40A50', { ns: 'average-minus', ew: 'average' }],
    ['A100A0', { ns: 100, ew: 0 }],
    ['A5A95', { ns: 5, ew: 95 }],
    ['A0A100', { ns: 0, ew: 100 }],
    // The short form: two digits a side.
    ['A6040', { ns: 'average-plus', ew: 'average-minus' }],
    ['A7030', { ns: 70, ew: 30 }],
    ['A60/A40', { ns: 'average-plus', ew: 'average-minus' }],
    // Blanks anywhere, small letters, and the minus signs of word processors.
    [' A 60 A\t40 ', { ns: 'average-plus', ew: 'average-minus' }],
    ['a+a-', { ns: 'average-plus', ew: 'average-minus' }],
    ['A+A\u2212', { ns: 'average-plus', ew: 'average-minus' }],
    ['A\u2013A+', { ns: 'average-minus', ew: 'average-plus' }],
    ['A\u2212A\u2013', { ns: 'average-minus', ew: 'average-minus' }],
  ])('%j', (text, award) => {
    expect(parseArtificialScore(text)).toEqual(award);
  });

  test.each([
    'A101A0',
    'A0A101',
    'A1000A0',
    'A60A',
    'AA40',
    'XA60A40',
    'A60A40X',
    'A60XA40',
    'A604',
    'A60400',
    'B60A40',
    'A6.5A40',
    'A*A-',
    'A60\\A40',
    '',
  ])('%j is not one', (text) => {
    expect(parseArtificialScore(text)).toBeNull();
  });
});

describe('artificial scores written', () => {
  test('each award as its percentage', () => {
    expect(awardPercent('average-plus')).toBe(60);
    expect(awardPercent('average')).toBe(50);
    expect(awardPercent('average-minus')).toBe(40);
    expect(awardPercent(70)).toBe(70);
    expect(awardPercent(0)).toBe(0);
  });

  test('A, North-South’s percentage, A, East-West’s', () => {
    expect(formatArtificialScore({ ns: 'average', ew: 30 })).toBe('A50A30');
    expect(formatArtificialScore({ ns: 'average-minus', ew: 'average-plus' })).toBe('A40A60');
    expect(formatArtificialScore({ ns: 100, ew: 0 })).toBe('A100A0');
  });

  test('written and read again: the same award', () => {
    const awards = ['average-plus', 'average', 'average-minus', 0, 7, 35, 99, 100] as const;
    for (const ns of awards) {
      for (const ew of awards) {
        expect(parseArtificialScore(formatArtificialScore({ ns, ew }))).toEqual({ ns, ew });
      }
    }
  });
});

describe('positions', () => {
  test('remembered for the value itself, a copy of its line and column; none for any other', () => {
    const value = { board: 1 };
    const at = { line: 3, column: 7, extra: 'not kept' };
    expect(rememberUsebioPosition(value, at)).toBe(value);
    expect(usebioPositionOf(value)).toEqual({ line: 3, column: 7 });
    expect(usebioPositionOf({ board: 1 })).toBeUndefined();
  });
});

describe('how a pairs event is scored', () => {
  const event = (type: string, more: Partial<UsebioEvent> = {}): UsebioEvent => ({
    type,
    sections: [],
    ...more,
  });

  test.each([
    ['MP_PAIRS', 'mp'],
    ['BUTLER_PAIRS', 'butler'],
    ['SWISS_PAIRS_BUTLER_IMPS', 'butler'],
    ['CROSS_IMP', 'cross-imps'],
    ['CROSS_IMPS', 'cross-imps'],
    ['SWISS_PAIRS_CROSS_IMPS', 'cross-imps'],
    [' cross_imps ', 'cross-imps'],
    ['mp_pairs', 'mp'],
  ])('EVENT_TYPE %j names the method: %s, whatever SCORING_METHOD says', (type, method) => {
    expect(usebioPairsMethod(event(type, { scoringMethod: 'IMPS', boardScoring: 'MATCH_POINTS' }))).toEqual({
      method,
      basis: 'event-type',
    });
  });

  test.each(['SWISS_TEAMS', 'TEAMS', 'TEAMS_OF_FOUR', 'KNOCKOUT', 'KO', 'LADDER', 'HEAD_TO_HEAD', ' teams '])(
    'a team event (%j) has none',
    (type) => {
      expect(usebioPairsMethod(event(type, { scoringMethod: 'MATCH_POINTS' }))).toBeNull();
    },
  );

  test.each([
    ['BUTLER', 'butler'],
    ['Butler IMPs', 'butler'],
    ['CROSS_IMPS', 'cross-imps'],
    ['cross imps', 'cross-imps'],
    ['MATCH_POINTS', 'mp'],
    ['Matchpoints', 'mp'],
    ['MP', 'mp'],
    ['m.p.', 'mp'],
    ['MPS', 'mp'],
  ])('SCORING_METHOD %j: %s', (said, method) => {
    expect(usebioPairsMethod(event('PAIRS', { scoringMethod: said }))).toEqual({
      method,
      basis: 'scoring-method',
    });
    // BOARD_SCORING_METHOD says it when SCORING_METHOD is absent, and not when it is there.
    expect(usebioPairsMethod(event('PAIRS', { boardScoring: said }))).toEqual({
      method,
      basis: 'scoring-method',
    });
    expect(usebioPairsMethod(event('PAIRS', { scoringMethod: said, boardScoring: 'XYZ' }))).toEqual({
      method,
      basis: 'scoring-method',
    });
  });

  test('IMPs alone: Butler with a datum or Butler points, cross-IMPs with cross-IMP points or nothing', () => {
    const board = (average?: number) => ({
      number: 1,
      lines: [],
      ...(average === undefined ? {} : { average }),
    });
    const withBoards = (...averages: (number | undefined)[]): UsebioEvent['sections'] => [
      { participants: [], boards: [] },
      { participants: [], boards: averages.map(board) },
    ];
    expect(
      usebioPairsMethod(event('PAIRS', { scoringMethod: 'IMPS', sections: withBoards(undefined, 0) })),
    ).toEqual({
      method: 'butler',
      basis: 'datum',
    });
    expect(usebioPairsMethod(event('PAIRS', { scoringMethod: 'IMPs', impPoints: 'butler' }))).toEqual({
      method: 'butler',
      basis: 'datum',
    });
    expect(
      usebioPairsMethod(
        event('PAIRS', { scoringMethod: 'IMPS', impPoints: 'cross-imps', sections: withBoards(undefined) }),
      ),
    ).toEqual({ method: 'cross-imps', basis: 'cross-points' });
    expect(
      usebioPairsMethod(event('PAIRS', { boardScoring: 'IMP', sections: withBoards(undefined) })),
    ).toEqual({
      method: 'cross-imps',
      basis: 'imps-unspecified',
    });
  });

  test('nothing said: matchpoints; something not known: matchpoints, said so', () => {
    expect(usebioPairsMethod(event('PAIRS'))).toEqual({ method: 'mp', basis: 'nothing' });
    expect(usebioPairsMethod(event('PAIRS', { scoringMethod: '' }))).toEqual({
      method: 'mp',
      basis: 'nothing',
    });
    expect(usebioPairsMethod(event('PAIRS', { scoringMethod: '--' }))).toEqual({
      method: 'mp',
      basis: 'nothing',
    });
    for (const said of ['AGGREGATE', 'TOTAL', 'XMP', 'SIMPS']) {
      expect(usebioPairsMethod(event('PAIRS', { scoringMethod: said }))).toEqual({
        method: 'mp',
        basis: 'scoring-method-unknown',
      });
    }
  });
});
