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

const board = (w: { section: string; board: number }) =>
  w.section ? `Section ${w.section}, board ${w.board}` : `Board ${w.board}`;
const place = (w: { section: string; board: number; ns: number; ew: number }) =>
  `${board(w)}, NS ${w.ns} v EW ${w.ew}`;
const pairName = (pair: number, direction: string | null) => (direction ? `${direction} ${pair}` : `${pair}`);
const signedScore = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

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
    'csv-header': (e) =>
      `The CSV header has no "${e.missing}" column (needed: board,ns,ew,contract,declarer,tricks,score).`,
    'csv-quote': () => 'A quoted field is never closed: a " is missing.',
    'csv-fields': (e) => `This row has ${e.got} fields but the header has ${e.expected}.`,
    'adjusted-syntax': (e) =>
      `"${e.text}" is not an adjusted score: write A60A40, A5050, A+A- (NS first, then EW) or NP.`,
    'adjusted-percent': (e) => `An adjusted score is a percentage from 0 to 100, not ${e.percent}.`,
    'weighted-syntax': (e) =>
      `Could not read the weighted score "${e.text}": write W30:4H=N;70:3NT-1N (weight:contract result declarer, or weight:score).`,
    'weighted-weight': (e) => `A weight must be a whole number of parts, 1 or more, not "${e.text}".`,
    'score-syntax': (e) =>
      `"${e.text}" is not a score: write the NS score (420, -50), an adjusted score (A60A40), NP or a weighted score (W30:…).`,
    'outcome-missing': () => 'No result: give a contract, declarer and tricks, or a score.',
    'pair-number': (e) => `"${e.text}" is not a pair number: pairs are numbered 1, 2, 3 …`,
    'pair-same': (e) => `Pair ${e.pair} cannot play against itself.`,
    'switch-syntax': (e) =>
      `"${e.text}" does not say whether the line was arrow-switched: use yes/no, 1/0 or leave it empty.`,
    'round-number': (e) => `"${e.text}" is not a round number: rounds are numbered 1, 2, 3 …`,
    'dealer-unknown': (e) => `Unknown dealer "${e.text}": use N, E, S or W.`,
    'board-conflict': (e) =>
      `Board ${e.board} is given two ${e.field === 'dealer' ? 'dealers' : 'vulnerabilities'}: ${e.first} and ${e.second}.`,
    'event-invalid': (e) => `Field ${e.path}: expected ${e.expected}.`,
    'session-empty': () => 'There are no results to score.',
  },
  warnings: {
    'score-mismatch': (w) =>
      `${place(w)}: the score written (${signedScore(w.entered)}) is not what the contract and tricks give (${signedScore(w.computed)}); scored as ${signedScore(w.computed)}.`,
    'score-impossible': (w) =>
      `${place(w)}: no contract gives North-South ${signedScore(w.score)} with ${en.session.vulnerability[w.vulnerability]} vulnerable; scored as entered.`,
    'declarer-for-pass': (w) =>
      `${place(w)}: a passed-out board has no declarer, yet ${w.declarer} is given.`,
    outlier: (w) =>
      `${place(w)}: ${signedScore(w.score)} stands alone, far from every other score (nearest ${signedScore(w.nearest)}): check the direction, contract and tricks.`,
    'pair-twice': (w) => `${board(w)}: pair ${pairName(w.pair, w.direction)} is on this board twice.`,
    'board-incomplete': (w) =>
      `${board(w)}: ${w.scores} result${w.scores === 1 ? '' : 's'} of the ${w.expected} expected; enter the missing ones or mark them NP.`,
    'pair-unlisted': (w) =>
      `${w.section ? `Section ${w.section}: ` : ''}pair ${pairName(w.pair, w.direction)} is not in the list of pairs.`,
  },
  session: {
    scale: { '2/1': 'matchpoints 2/1 (Law 78A)', acbl: 'matchpoints 1/½ (ACBL)' },
    factoring: { neuberg: 'Neuberg factoring', simple: 'simple factoring', none: 'no factoring' },
    adjusted: { fixed: 'averages 60/50/40 %', session: 'average-plus/minus by session percentage' },
    movement: { mitchell: 'Mitchell', howell: 'Howell' },
    vulnerability: { None: 'none', NS: 'NS', EW: 'EW', Both: 'both' },
    settings: (scale, factoring, adjusted) => `Scored by ${scale}, ${factoring}, ${adjusted}.`,
    field: (section, direction) => {
      const d = direction === 'NS' ? 'North-South' : direction === 'EW' ? 'East-West' : 'All pairs';
      return section === null ? d : `Section ${section}, ${d}`;
    },
    columns: {
      place: 'Place',
      pair: 'Pair',
      names: 'Names',
      points: 'Points',
      percent: '%',
      boards: 'Boards',
      ns: 'NS',
      ew: 'EW',
      contract: 'Contract',
      by: 'By',
      lead: 'Lead',
      tricks: 'Tricks',
      nsScore: 'NS +',
      ewScore: 'EW +',
      nsPoints: 'NS pts',
      ewPoints: 'EW pts',
      group: 'Group',
    },
    board: (b, dealer, vul, top, section) =>
      `${section ? `Section ${section}, board` : 'Board'} ${b}   Dealer ${dealer}   Vul ${vul}   Top ${top}`,
    notPlayed: 'not played',
    switched: 'arrow-switched',
    warnings: 'Warnings',
    errors: 'Errors',
    at: (row, column) => (column ? `row ${row}, column ${column}` : `row ${row}`),
    columnIgnored: (column) => `Column "${column}" is not one this program reads; it is ignored.`,
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
