import type { Catalog } from './catalog.js';

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
const doubling = { '': '', X: 'doubled', XX: 'redoubled' } as const;
const vul = (v: boolean) => (v ? 'vulnerable' : 'not vulnerable');
const strainName = (s: string) =>
  ({ C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'notrump' })[s] ?? s;

export const en: Catalog = {
  errors: {
    'json-syntax': (e) => `Not a JSON object: ${e.detail}`,
    'field-type': (e) => `Field "${e.field}": expected ${e.expected}.`,
    'file-read': (e) => `Cannot read ${e.path}: ${e.detail}`,
    'option-value': (e) => `Option ${e.option} cannot be "${e.value}": expected ${e.expected}.`,
    'contract-empty': () => 'No contract given: write one such as 4S, 3NT, 4HX or Pass.',
    'level-missing': (e) =>
      `"${e.text}" is not a contract: it should start with a level from 1 to 7 (e.g. 4S), or be Pass.`,
    'level-zero': () => 'There is no level 0: a contract is from 1 to 7.',
    'level-too-high': (e) =>
      `No contract above the seven level may be played (Law 38): got level ${e.level}.`,
    'strain-unknown': (e) => `Unknown strain "${e.text}": use C, D, H, S or NT (or ♣ ♦ ♥ ♠).`,
    'doubling-unknown': (e) =>
      `Could not read "${e.text}" after the contract: expected X, XX or a result such as =, +1, -2.`,
    'result-syntax': (e) => `Could not read the result "${e.text}": give tricks taken (0–13) or =, +1, -2.`,
    'tricks-range': (e) => `Tricks taken must be a whole number from 0 to 13, not ${e.tricks}.`,
    'result-range': (e) =>
      `A result of ${e.result > 0 ? '+' : ''}${e.result} on a ${e.level}-level contract would mean ${e.tricks} tricks; only 0 to 13 are possible.`,
    'result-conflict': (e) =>
      `The result is given twice and disagrees: ${e.tricks} tricks and ${e.other} tricks.`,
    'contract-invalid': (e) =>
      `Not a contract: ${e.text} (levels 1–7, strains C D H S NT, doubling none, X or XX).`,
    'result-missing': () => 'No result given: add tricks taken (0–13) or =, +1, -2.',
    'result-for-pass': (e) => `A passed-out deal has no result, but "${e.text}" follows Pass.`,
    'declarer-unknown': (e) => `Unknown declarer "${e.text}": use N, E, S or W.`,
    'declarer-missing': () => 'Who declared? Give the declarer: N, E, S or W.',
    'vulnerability-unknown': (e) => `Unknown vulnerability "${e.text}": use None, NS, EW or Both.`,
    'board-number': (e) => `"${e.text}" is not a board number: boards are numbered 1, 2, 3 …`,
    'honours-unknown': (e) =>
      `Could not read honours "${e.text}": write the points and the holder, e.g. 150 N.`,
    'honours-not-scored': (e) =>
      `Honours are not scored under the "${e.rules}" rules (only in rubber and Chicago).`,
    'honours-strain': (e) =>
      e.honours === 'four-aces'
        ? `Four aces count only at notrump, not in ${strainName(e.strain)}.`
        : 'At notrump only four aces (150) count as honours.',
    'honours-holder': (e) => `Unknown honours holder "${e.text}": use N, E, S, W, NS or EW.`,
    'rules-unknown': (e) =>
      `Unknown rule set "${e.text}": use duplicate, rubber, chicago, a code such as rubber-1943, or a form and year such as duplicate@1975.`,
    'rules-year': (e) => `No ${e.form} code was in force in ${e.year}: the earliest is from ${e.earliest}.`,
    'rules-invalid': (e) => `Rule set field ${e.path}: expected ${e.expected}.`,
    'rules-json': (e) => `The rule set file is not valid JSON: ${e.detail}`,
  },
  items: {
    'trick-points': (i) =>
      `trick points for ${i.level} ${strainName(i.strain)}${i.doubling ? ` ${doubling[i.doubling]}` : ''}`,
    overtrick: (i) => `${ordinal(i.n)} overtrick${i.doubling ? ` (${doubling[i.doubling]})` : ''}`,
    'part-score': () => 'part-score premium',
    game: (i) => `game premium (${vul(i.vulnerable)})`,
    'small-slam': (i) => `small slam (${vul(i.vulnerable)})`,
    'grand-slam': (i) => `grand slam (${vul(i.vulnerable)})`,
    insult: (i) => `for making a ${doubling[i.doubling]} contract`,
    undertrick: (i) =>
      `${ordinal(i.n)} undertrick (${[doubling[i.doubling], vul(i.vulnerable)].filter(Boolean).join(', ')})`,
    honours: (i) => `honours: ${en.honours[i.kind]}, held by ${i.holder}`,
  },
  vulnerable: vul,
  to: (who) => (who === 'declarer' ? 'to declarer' : 'to the defenders'),
  dealHeading: (contract, declarer, tricks, rules) =>
    `${contract} by ${declarer}, ${tricks} trick${tricks === 1 ? '' : 's'} (${rules} scoring)`,
  summary: (contract, vul, sum, total, to) => `${contract} ${vul}: ${sum} = ${total} ${to}`,
  passedOut: 'Passed out: no score for either side.',
  sides: (ns, ew) => `NS ${ns}   EW ${ew}`,
  ordinal,
  honours: {
    'four-trumps': 'four trump honours',
    'five-trumps': 'five trump honours',
    'four-aces': 'four aces',
  },
  doubling,
  errorAt: (where, message) => (where ? `${where}: ${message}` : message),
  line: (n) => `line ${n}`,
};
