/**
 * Choosing a rule set by name or by form and year (docs/scoring.md#codes: "a rule set
 * must be selectable by name and by year").
 */
import { ruleSetByName } from '@bridge-score/core';
import { describe, expect, test } from 'vitest';

const nameOf = (text: string): string => {
  const r = ruleSetByName(text);
  return r.ok ? r.value.name : `error ${r.error.code}`;
};

describe('ruleSetByName: names', () => {
  test.each([
    ['duplicate', 'duplicate'],
    ['duplicate-1987', 'duplicate'],
    ['duplicate-1943', 'duplicate'],
    ['duplicate-1935', 'duplicate'],
    ['duplicate-1932', 'duplicate'],
    ['rubber', 'rubber'],
    ['rubber-1993', 'rubber'],
    ['rubber-1943', 'rubber'],
    ['rubber-1935', 'rubber'],
    ['rubber-1932', 'rubber'],
    ['chicago', 'chicago'],
  ])('%s is a %s code', (name, form) => {
    const r = ruleSetByName(name);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe(name);
    expect(r.value.form).toBe(form);
  });

  test('names are read regardless of case and surrounding spaces', () => {
    expect(nameOf('Rubber-1943')).toBe('rubber-1943');
    expect(nameOf('  duplicate ')).toBe('duplicate');
  });
});

describe('ruleSetByName: form@year', () => {
  test.each([
    ['duplicate@1932', 'duplicate-1932'],
    ['duplicate@1934', 'duplicate-1932'],
    ['duplicate@1935', 'duplicate-1935'],
    ['duplicate@1942', 'duplicate-1935'],
    ['duplicate@1943', 'duplicate-1943'],
    ['duplicate@1975', 'duplicate-1943'],
    ['duplicate@1980', 'duplicate-1943'],
    ['duplicate@1986', 'duplicate-1943'],
    ['duplicate@1987', 'duplicate-1987'],
    ['duplicate@2017', 'duplicate-1987'],
    ['rubber@1932', 'rubber-1932'],
    ['rubber@1934', 'rubber-1932'],
    ['rubber@1935', 'rubber-1935'],
    ['rubber@1942', 'rubber-1935'],
    ['rubber@1943', 'rubber-1943'],
    ['rubber@1987', 'rubber-1943'],
    ['rubber@1992', 'rubber-1943'],
    ['rubber@1993', 'rubber-1993'],
    ['rubber@2024', 'rubber-1993'],
    ['chicago@2000', 'chicago'],
    ['duplicate @ 1975', 'duplicate-1943'],
  ])('%s → %s', (text, name) => {
    expect(nameOf(text)).toBe(name);
  });

  test.each(['duplicate', 'rubber'] as const)(
    '%s@1931 is before any code: rules-year, earliest 1932',
    (form) => {
      const r = ruleSetByName(`${form}@1931`);
      expect(r.ok ? null : r.error).toEqual({ code: 'rules-year', form, year: 1931, earliest: 1932 });
    },
  );

  test('a year long before contract bridge is the same error', () => {
    const r = ruleSetByName('rubber@1900');
    expect(r.ok ? null : r.error).toMatchObject({ code: 'rules-year', year: 1900, earliest: 1932 });
  });
});

describe('ruleSetByName: unknown names', () => {
  test.each([
    'bridge',
    'duplicate-1950',
    'rubber-1987',
    'duplicate@',
    '@1975',
    'duplicate@19755',
    'duplicate@year',
    // A form and year is the whole name: nothing may come before the form.
    'old duplicate@1975',
    'imps-duplicate@1975',
    'imps@1990',
    '',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('%j → rules-unknown', (text) => {
    const r = ruleSetByName(text);
    expect(r.ok ? null : r.error).toEqual({ code: 'rules-unknown', text });
  });
});

describe('assumed values are documented, not silent (CONTRIBUTING: uncertain values are parameters)', () => {
  const uncertain = (name: string): string[] => {
    const r = ruleSetByName(name);
    return r.ok ? Object.keys(r.value.uncertain) : [];
  };

  test.each(['duplicate-1932', 'rubber-1932'])(
    '%s notes its small slam, doubled overtricks, insult and grand slam',
    (name) => {
      expect(uncertain(name)).toEqual(
        expect.arrayContaining(['smallSlam', 'overtricks', 'insult', 'grandSlam']),
      );
    },
  );

  test.each(['duplicate-1935', 'rubber-1935'])('%s notes its doubled overtricks and insult', (name) => {
    expect(uncertain(name)).toEqual(expect.arrayContaining(['overtricks', 'insult']));
  });

  test.each(['duplicate-1932', 'duplicate-1935', 'duplicate-1943'])(
    '%s notes that its duplicate premiums are assumed',
    (name) => {
      expect(uncertain(name)).toContain('premiums');
    },
  );

  test('every rule set names a source', () => {
    for (const name of ['duplicate', 'duplicate-1932', 'rubber', 'rubber-1943', 'chicago']) {
      const r = ruleSetByName(name);
      expect(r.ok && r.value.source.length > 0, name).toBe(true);
    }
  });
});
