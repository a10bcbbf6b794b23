/**
 * A rule set's name as a language words it. The built-in sets are named by
 * their form and, for a historical code, its year (`duplicate`, `rubber-1943`);
 * each language words the form and places the year. A house rule set's own
 * name is its author's and is shown as written.
 *
 * @example
 * ruleSetName('rubber-1943', RU_RULE_SETS); // 'роббера 1943 года'
 */

export const RULE_SET_FORMS = ['duplicate', 'rubber', 'chicago'] as const;
export type RuleSetForm = (typeof RULE_SET_FORMS)[number];

/** How one language words the built-in rule sets. */
export interface RuleSetWords {
  readonly forms: { readonly [F in RuleSetForm]: string };
  /** A historical code: the form already worded, and its year. */
  readonly year: (form: string, year: number) => string;
  /** A house rule set's own name. */
  readonly house: (name: string) => string;
}

const BUILT_IN = /^(duplicate|rubber|chicago)(?:-(\d{4}))?$/;

export function ruleSetName(name: string, words: RuleSetWords): string {
  const m = BUILT_IN.exec(name);
  if (m === null) return words.house(name);
  const form = words.forms[m[1] as RuleSetForm];
  return m[2] === undefined ? form : words.year(form, Number(m[2]));
}
