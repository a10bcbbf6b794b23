import type { DroppedKind } from '@bridge-score/core';
import type { Catalog } from './catalog.js';
import { nested } from './nested.js';

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
const doubling = { '': '', X: 'doubled', XX: 'redoubled' } as const;
const vul = (v: boolean) => (v ? 'vulnerable' : 'not vulnerable');
const formName = (form: string) => (form === 'chicago' ? 'chukker' : form);
const roundingWords = (r: string) => (r === 'half-up' ? '50 rounds up' : '50 rounds down');
const strainName = (s: string) =>
  ({ C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'notrump' })[s] ?? s;

const board = (w: { section: string; board: number }) =>
  w.section ? `Section ${w.section}, board ${w.board}` : `Board ${w.board}`;
const place = (w: { section: string; board: number; ns: number; ew: number }) =>
  `${board(w)}, NS ${w.ns} v EW ${w.ew}`;
const pairName = (pair: number, direction: string | null) => (direction ? `${direction} ${pair}` : `${pair}`);
const signedScore = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
const pairPlace = (f: { section: string; pair: number; direction: string | null }) =>
  `${f.section ? `Section ${f.section}, pair` : 'Pair'} ${pairName(f.pair, f.direction)}`;
const shownPair = (ns: number | null, ew: number | null) => `${ns ?? '\u2013'}/${ew ?? '\u2013'}`;
const awardName = (a: string | number) => (typeof a === 'number' ? `${a}%` : a);

/** Each kind of thing a conversion leaves out, for one and for more than one. */
const DROPPED_EN: { readonly [K in DroppedKind]: readonly [string, string] } = {
  comments: ['comment', 'comments'],
  auction: ['Auction section', 'Auction sections'],
  play: ['Play section', 'Play sections'],
  players: [
    "board's player tag (West, North, East, South)",
    "boards' player tags (West, North, East, South)",
  ],
  tags: ['tag this program does not read', 'tags this program does not read'],
  'hand-records': ['hand record', 'hand records'],
  'event-facts': [
    'fact of the event (name, site, date, club)',
    'facts of the event (name, site, date, club)',
  ],
  'line-points': [
    "traveller line's matchpoints, IMPs or percentages (scoring computes them again)",
    "traveller lines' matchpoints, IMPs or percentages (scoring computes them again)",
  ],
  'line-percentages': ["traveller line's percentages", "traveller lines' percentages"],
  'pair-totals': [
    "pair's total, percentage or place (scoring computes them again)",
    "pairs' totals, percentages or places (scoring computes them again)",
  ],
  'pair-boards': ["pair's number of boards played", "pairs' numbers of boards played"],
  'not-played': ['line marked not played', 'lines marked not played'],
  weighted: ['weighted score', 'weighted scores'],
  'arrow-switch': ['arrow-switch mark', 'arrow-switch marks'],
  fouled: ['fouled-board group', 'fouled-board groups'],
  'table-numbers': ['table number', 'table numbers'],
};

export const en: Catalog = {
  errors: {
    'json-syntax': (e) => `Not a JSON object: ${e.detail}`,
    'field-type': (e) => `Field "${e.field}": expected ${e.expected}.`,
    'field-unknown': (e) =>
      `"${e.field}": unknown field; ${e.suggestion === null ? `the fields are ${e.expected}.` : `did you mean "${e.suggestion}"?`}`,
    'field-conflict': (e) => `Fields "${e.field}" and "${e.other}" cannot both be given: give one of them.`,
    'file-read': (e) => `Cannot read ${e.path}: ${en.fileReasons[e.reason](e.system)}.`,
    'file-write': (e) =>
      `Cannot write ${e.path}: ${en.fileReasons[e.reason](e.system)}. Nothing was written; any file there before is unchanged.`,
    'output-exists': (e) => `${e.path} exists already: give --force to replace it, or write to another name.`,
    'output-is-input': (e) =>
      `The output ${e.path} is the input file${e.input === e.path ? '' : ` ${e.input}`} itself: write to another file.`,
    'output-format-unknown': (e) =>
      `Which format to write cannot be told from the name ${e.path}: give --to pbn, usebio or csv, or name the file .pbn, .xml or .csv.`,
    'format-name-conflict': (e) =>
      `${e.option} ${e.format} disagrees with the name ${e.path}, which says ${e.named}: rename the file or leave ${e.option} out.`,
    'option-value': (e) => `Option ${e.option} cannot be "${e.value}": expected ${e.expected}.`,
    'option-conflict': (e) => `Options ${e.option} and ${e.other} cannot be given together: choose one.`,
    'option-unused': (e) => `Option ${e.option} has no effect with ${e.because}: leave it out.`,
    'jsonl-argument': (e) =>
      `With --jsonl the deals come from standard input, one JSON object a line: the contract "${e.text}" cannot be given as well.`,
    'lines-after-quit': (e) =>
      `quit: the ${e.count.toLocaleString('en')} line${e.count === 1 ? '' : 's'} after it ${e.count === 1 ? 'is' : 'are'} not read.`,
    'match-number': (e) =>
      `Match ${e.match} is out of range (1\u2013${e.count}): the file has ${e.count === 1 ? 'one match' : `${e.count} matches`}.`,
    'file-empty': (e) => `The file is empty: expected ${e.format} content.`,
    'file-not-format': (e) => `This is not a ${e.format} file: it starts with "${e.found}".`,
    'file-encoding': (e) =>
      `The file is not valid UTF-8; it was read as ${e.encoding} (Latin-1). Check accented names.`,
    'pbn-tag-name': (e) => `Expected a tag name (letters, digits, _) after "[", found "${e.found}".`,
    'pbn-tag-value': (e) => `Tag ${e.tag}: expected a value in double quotes, found "${e.found}".`,
    'pbn-tag-close': (e) => `Tag ${e.tag}: expected "]" after the value, found "${e.found}".`,
    'pbn-string-unclosed': (e) => `Tag ${e.tag}: the value's closing double quote is missing.`,
    'pbn-comment-unclosed': () => 'A comment opened with "{" is never closed with "}".',
    'pbn-stray-text': (e) =>
      `Unexpected text "${e.found}": expected a tag such as [Board "1"] or the data of the tag above.`,
    'pbn-repeat-missing': (e) =>
      `Tag ${e.tag} is "#" (same as the previous game), but the previous game has no ${e.tag} tag.`,
    'pbn-tag-twice': (e) => `Tag ${e.tag} appears twice in one game; the first is used.`,
    'pbn-game-unseparated': (e) =>
      `A second ${e.tag} tag without an empty line before it: read as the start of a new game.`,
    'pbn-score': (e) =>
      `Tag ${e.tag}: could not read "${e.text}": expected a side and a number, e.g. NS 420.`,
    'pbn-result-unpaired': (e) =>
      `Board ${e.board}: a result in the Contract and Result tags with no ScoreTable to say which pairs played it; it is not carried over.`,
    'pbn-room': (e) =>
      e.text === ''
        ? `Board ${e.board}: this game has no Room tag (Open or Closed) in a file of team matches: it is left out.`
        : `Board ${e.board}: Room "${e.text}" is neither Open nor Closed: the game is left out.`,
    'pbn-room-twice': (e) =>
      `Board ${e.board} already has a game in the ${e.room} room of this match (line ${e.first}): this game is left out.`,
    'pbn-team-game': (e) => `Board ${e.board}, ${e.room} room: ${nested(en, e.cause)} The game is left out.`,
    'pbn-score-imp': (e) =>
      `Board ${e.board}, ${e.room} room: ScoreIMP gives North-South ${e.given} IMPs, but the board's results score ${e.computed}: the results are used.`,
    'pbn-team-table': (e) =>
      `A ${e.table} in a file of team matches is not read (the games' Room tags say who played where): its ${e.rows} row${e.rows === 1 ? '' : 's'} are left out.`,
    'pbn-match-round': (e) =>
      `The match ${e.a} v ${e.b} has no Round tag and the file has several matches: it is left out.`,
    'desk-award-imps': (e) =>
      `Board ${e.board} is adjusted by a number of IMPs other than average-plus, average or average-minus (3, 0, −3), which the desk's lines cannot hold: the board is left without its award; enter it by hand.`,
    'result-line': (e) =>
      `Board ${e.board}, NS ${e.ns} v EW ${e.ew}: ${nested(en, e.cause)} The line is left out.`,
    'table-columns': (e) =>
      `Could not read the table's columns at "${e.text}": expected names with width and alignment, e.g. PairId_NS\\2R;Contract\\6L.`,
    'table-row-length': (e) =>
      `This table row has ${e.found} value${e.found === 1 ? '' : 's'} but the table has ${e.expected} columns; the row is left out.`,
    'table-string-unclosed': () => 'A quoted value in this table row is never closed; the row is left out.',
    'table-column-unread': (e) =>
      `The ${e.table} column ${e.column} is not one this program reads; its values are left out.`,
    'deal-syntax': (e) =>
      `Could not read the deal "${e.text}": expected the first seat and four hands, e.g. N:AKQ2.JT9.876.543 - - -.`,
    'deal-hand': (e) =>
      `Could not read ${e.seat}'s hand "${e.text}": expected four suits (spades.hearts.diamonds.clubs) of A K Q J T 9 … 2.`,
    'deal-card-twice': (e) => `The card ${e.card} is in two hands.`,
    'deal-hand-size': (e) => `${e.seat}'s hand has ${e.cards} cards; a hand has 13.`,
    'xml-syntax': (e) =>
      `The XML is not well formed: ${e.detail}${e.resumed === undefined ? '' : ` Reading resumed at line ${e.resumed.line}, column ${e.resumed.column}; what lies between is left out.`}`,
    'xml-entity': (e) =>
      `Entities are not allowed: &${e.entity}; is not expanded.${e.resumed === undefined ? '' : ` Reading resumed at line ${e.resumed.line}, column ${e.resumed.column}; what lies between is left out.`}`,
    'xml-rest-unread': (e) =>
      `${nested(en, e.cause)} The rest of the file from line ${e.from} could not be read (${e.lines} line${e.lines === 1 ? '' : 's'}).`,
    'xml-ampersand': () => 'A bare & is not XML (it should be written &amp;): read as the character &.',
    'xml-element-missing': (e) => `${e.parent} has no ${e.element}: it is left out.`,
    'usebio-version': (e) =>
      `USEBIO version "${e.version}" is not one this program knows (1.2, 1.3); read as 1.3.`,
    'usebio-event-type': (e) => {
      const method = e.method === 'mp' ? 'matchpoints' : e.method === 'butler' ? 'Butler IMPs' : 'cross-IMPs';
      const said = `SCORING_METHOD "${e.scoringMethod ?? ''}"`;
      const why =
        e.basis === 'scoring-method'
          ? `as its ${said} says`
          : e.basis === 'datum'
            ? `as its ${said} says IMPs and its boards give a datum (BOARD_AVERAGE) or Butler points`
            : e.basis === 'cross-points'
              ? `as its ${said} says IMPs and its lines give cross-IMP points`
              : e.basis === 'imps-unspecified'
                ? `as its ${said} says IMPs, and nothing says Butler (--method butler to score it so)`
                : e.basis === 'scoring-method-unknown'
                  ? `the default: its ${said} is not a method this program knows`
                  : 'the default: the file names no scoring method';
      return `Unknown USEBIO event type "${e.text}": read as pairs, scored at ${method}, ${why}.`;
    },
    'usebio-element-unread': (e) =>
      `${e.element} in ${e.parent} is not an element this program knows: it is not used, only kept for a USEBIO file written from this one (${e.count} time${e.count === 1 ? '' : 's'} in the file, the first here).`,
    'usebio-event-unread': (e) =>
      `This is EVENT ${e.event} of the file: results are read from the file's first EVENT only, so its ${e.lines} traveller line${e.lines === 1 ? ' is' : 's are'} not used.`,
    'usebio-record-unread': (e) =>
      `This ${e.record} is inside ${e.parent}, an element this program does not read: it is left out.`,
    'usebio-team-unknown': (e) =>
      `This MATCH names team ${e.team}, which is not among the event's PARTICIPANTS: the match is left out.`,
    'usebio-adjusted-beside-played': (e) =>
      `Board ${e.board} has an adjusted score at one table and a played result at the other: the adjusted score decides the board, the played result is not counted.`,
    'usebio-award-imps': (e) =>
      `Board ${e.board} is adjusted by a number of IMPs, which USEBIO cannot say (its artificial scores are percentages): the board is not written.`,
    'usebio-match-boardless': (e) =>
      `The match ${e.a} v ${e.b} has no boards in the file${e.given ? ` (only its score, ${e.given.a}–${e.given.b})` : ''}: it is there without results; enter its boards, or score the file with bridge-score teams.`,
    'usebio-match-table': (e) =>
      `Board ${e.board} has a second traveller line at table ${e.table}: this line is left out.`,
    'usebio-match-score': (e) =>
      `TEAM_SCORE and OPPOSING_TEAM_SCORE say ${e.given.a}–${e.given.b} ${e.unit === 'vps' ? 'VPs' : 'IMPs'}, but the match's boards score ${e.computed.a}–${e.computed.b}: the boards are used.`,
    'usebio-match-vps-only': () =>
      'This MATCH gives its result only in victory points (MATCH_SCORING_METHOD VPS) and has no boards: the standings are worked from IMPs, so the match is left out.',
    'usebio-match-empty': () =>
      'This MATCH has no boards, and no TEAM_SCORE and OPPOSING_TEAM_SCORE: the match is left out.',
    'usebio-match-board': (e) => `${nested(en, e.cause)} The match is left out.`,
    'value-seat': (e) =>
      `${e.field}: "${e.text}" is not a seat or direction: expected N, E, S or W (or NS, EW).`,
    'value-number': (e) => `${e.field}: "${e.text}" is not a number.`,
    'value-artificial': (e) =>
      `${e.field}: could not read "${e.text}": expected a score such as 420 or -50, or an artificial score such as A60A40.`,
    'value-invalid': (e) => `${e.field} "${e.text}": ${nested(en, e.cause)}`,
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
    'rubber-over': () =>
      'The rubber is over: type new to start the next one (or undo to take back the last deal).',
    'chukker-over': () =>
      'The chukker is over (four deals played): type new to start the next one (or undo to take back the last deal).',
    'nothing-to-undo': () => 'Nothing to undo.',
    'deal-index': (e) =>
      e.count === 0
        ? `There is no deal ${e.deal}: no deal has been entered on this sheet yet.`
        : `There is no deal ${e.deal}: this sheet has deals 1 to ${e.count}.`,
    'sheet-index': (e) => `There is no sheet ${e.sheet}: this evening has sheets 1 to ${e.count}.`,
    'sheet-not-over': (e) =>
      `The ${formName(e.form)} is not over: play it out, or type end to end it as it stands, before starting a new one.`,
    'correction-conflict': (e) =>
      `After this correction the ${formName(e.form)} would be over before deal ${e.deal}: undo the deals after it first.`,
    'correction-unfinished': (e) =>
      `After this correction ${formName(e.form)} ${e.sheet} would no longer be over, but the next one has begun.`,
    'sheet-rules-form': (e) =>
      `The "${e.rules}" rules are for ${e.form} scoring; this sheet needs ${e.expected} rules (e.g. ${e.expected}).`,
    'rubber-values-missing': (e) =>
      `The "${e.rules}" rules have no rubber bonuses (the field "rubber" is null).`,
    'honours-off': () => 'Honours are not counted in this game (they are switched off for this sheet).',
    'sheet-line-empty': () => 'Empty line: type a deal such as 4SX S -2, or pass.',
    'sheet-line-syntax': (e) =>
      `Could not read "${e.text}". A deal is contract, declarer, result: 4SX S -2, 3NT N =, 3NT N 10, 4H E +1 honours 100 E; or pass, undo, end, new, fix N <deal>.`,
    // Teams and IMPs
    'imps-score': (e) => `"${e.text}" is not a score: give points such as 620 or -100.`,
    'vp-boards': (e) =>
      e.text === ''
        ? 'Give the number of boards (--boards 16) or a VP scale file (--scale-file).'
        : `"${e.text}" is not a number of boards: give a whole number from 1.`,
    'vp-margin': (e) => `"${e.text}" is not an IMP margin: give a number such as 23 or -7.`,
    'vp-scale-empty': () => 'The VP scale has no rows: give lines such as 0,10,10 and 1+,11,9.',
    'vp-scale-fields': (e) =>
      `A VP scale line has three fields (IMPs, winner's VPs, loser's VPs), not ${e.count}.`,
    'vp-scale-range': (e) => `"${e.text}" is not a range of IMPs: write 4, 1-3 or 60+.`,
    'vp-scale-gap': (e) =>
      `The range "${e.text}" should start at ${e.expected}: ranges start at 0 and follow on without gaps.`,
    'vp-scale-vp': (e) => `"${e.text}" is not a number of VPs.`,
    'vp-scale-order': (e) =>
      `From ${e.from} IMPs the VPs go the wrong way: as the margin grows the winner's must not fall, nor the loser's rise.`,
    'vp-scale-open-early': () => 'Only the last range may be open (such as 60+).',
    'vp-scale-open-missing': () => 'The last range must be open (such as 60+), so that every margin has VPs.',
    'vp-scale-between': (e) => `"${e.text}" is not a way to convert between rows: use step or linear.`,
    'csv-quote': () => 'A quoted field is not closed: a " is missing.',
    'csv-columns': (e) => `The header has no ${e.missing} column.`,
    'csv-number': (e) =>
      e.text === '' ? `${e.field} is missing.` : `${e.field} must be a number, not "${e.text}".`,
    'match-adjusted': (e) =>
      `Could not read the adjusted score "${e.text}": use A+, A= or A- (average-plus, average, average-minus) or I and a number of IMPs (I5), with team B's award after a / if it is not the opposite.`,
    'match-adjusted-mixed': (e) =>
      `An adjusted board takes its award alone, but "${e.text}" is also on the line.`,
    'match-score-mismatch': (e) =>
      `Board ${e.board}, table ${e.table}: the score is written as ${e.given}, but the contract scores ${e.computed} for North-South.`,
    'match-board-twice': (e) => `Board ${e.board} appears twice.`,
    'match-empty': () => 'The match has no boards.',
    'carry-over': (e) =>
      `"${e.text}" is not a carry-over: give IMPs in team A's favour, negative for team B (e.g. 4.5 or -3).`,
    'event-empty': () => 'The event has no matches.',
    'event-self': (e) => `Team "${e.team}" cannot play itself.`,
    'event-twice': (e) => `Team "${e.team}" plays more than once in round ${e.round}.`,
    'event-round': (e) => `"${e.text}" is not a round number: rounds are numbered 1, 2, 3 …`,
    'score-tens': (e) => `"${e.text}" is not a bridge score: every score is a whole multiple of 10.`,
    'score-range': (e) =>
      e.of === 'score'
        ? `"${e.text}" is beyond any bridge score: one deal scores at most ${e.max} either way.`
        : `"${e.text}" is beyond any difference of two bridge scores: at most ${e.max} either way.`,
    'event-score': (e) =>
      e.score < 0 || e.boards === null
        ? `Team "${e.team}", round ${e.round}: a score of ${e.score} is not possible; scores are 0 or more.`
        : `Team "${e.team}", round ${e.round}: ${e.score} in ${e.boards} board${e.boards === 1 ? '' : 's'} is more than the IMP scale gives (at most 24 a board, Law 78B).`,
    'file-position': (e) => `Line ${e.line}, column ${e.column}: ${nested(en, e.error)}`,
    'csv-header': (e) =>
      `The CSV header has no "${e.missing}" column (needed: board,ns,ew,contract,declarer,tricks,score).`,
    'csv-quote-stray': (e) =>
      `Text "${e.text}" follows the closing quote of a field: a quote inside quotes is written twice ("Ann ""Lee"" Smith").`,
    'match-board-line-twice': (e) => `Board ${e.board} is already on line ${e.first}; this line is left out.`,
    'event-bye-twice': () => 'A match needs a team on at least one side: this line has a bye on both.',
    'csv-column-twice': (e) =>
      `The header names the column "${e.column}" twice (first in column ${e.first}): which one is meant cannot be told.`,
    'line-twice': (e) =>
      `Board ${e.board}, NS ${e.ns} v EW ${e.ew} is already on line ${e.first}; this line is left out (a board is scored once at a table).`,
    'convert-dropped': (e) =>
      `${e.from} → ${e.to}: ${e.count} ${DROPPED_EN[e.what][e.count === 1 ? 0 : 1]} not carried (${e.to} has no place for ${e.count === 1 ? 'it' : 'them'}).`,
    'json-line-empty': () => 'An empty line: each line is one JSON object.',
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
    'butler-drop': (e) =>
      `Butler: ${e.drop} results cannot be dropped at each end: the boards have at most ${e.results} result${e.results === 1 ? '' : 's'}, so at most ${e.most} can be.`,
    'conventions-unknown': (e) =>
      `Unknown scoring conventions "${e.text}": use bridge-score, compscore, scorebridge, bridge-scorer, acblscore or ebuscore, or a JSON file.`,
    'conventions-invalid': (e) => `Conventions field ${e.path}: expected ${e.expected}.`,
    'conventions-json': (e) => `The conventions file is not valid JSON: ${e.detail}`,
    'movement-tables': (e) =>
      e.max === null
        ? `A ${e.movement === 'mitchell' ? 'Mitchell' : 'Howell'} needs a whole number of tables, ${e.min} or more, not ${e.tables}.`
        : `There is a ${e.movement === 'mitchell' ? 'Mitchell' : 'Howell'} for ${e.min} to ${e.max} tables, not ${e.tables}.`,
    'movement-rounds': (e) =>
      e.max === null
        ? `A movement needs a whole number of rounds, 1 or more, not ${e.rounds}.`
        : `This movement has at most ${e.max} rounds, not ${e.rounds}.`,
    'movement-boards': (e) => `Board set ${e.set} must hold one or more boards, each numbered 1 or more.`,
    'movement-board-twice': (e) => `Board ${e.board} is in two board sets.`,
    'movement-place': (e) =>
      e.field === 'pair'
        ? `Round ${e.round}, table ${e.table}: ${e.value} is not a pair number.`
        : `Round ${e.round}, table ${e.table}: ${e.field} ${e.value} is outside the movement${e.max === null ? '' : ` (1 to ${e.max})`}.`,
    'movement-table-twice': (e) => `Round ${e.round}: table ${e.table} is seated twice.`,
    'movement-pair-twice': (e) =>
      `Round ${e.round}: pair ${pairName(e.pair, e.direction)} is seated at two tables.`,
    'movement-pair-same': (e) =>
      `Round ${e.round}, table ${e.table}: pair ${e.pair} cannot play against itself.`,
    'movement-set-twice': (e) =>
      `Pair ${pairName(e.pair, e.direction)} plays board set ${e.set} twice, in rounds ${e.rounds[0]} and ${e.rounds[1]}.`,
    'movement-phantom': (e) =>
      `The absent pair ${pairName(e.pair, e.direction)} is not a pair of the movement.`,
    'movement-switch': (e) =>
      `Round ${e.round} cannot be arrow-switched: the movement has rounds 1 to ${e.rounds}.`,
    'movement-switch-howell': (e) =>
      `Round ${e.round}: a Howell is not arrow-switched; seat its pairs in the directions they play.`,
    'movement-invalid': (e) => `Movement field ${e.path}: expected ${e.expected}.`,
    'movement-json': (e) => `The movement file is not valid JSON: ${e.detail}`,
  },
  fileReasons: {
    'no-such-file': () => 'no such file',
    'no-permission': () => 'permission denied',
    'is-a-folder': () => 'it is a folder, not a file',
    'not-a-folder': () => 'a part of the path is not a folder',
    'disk-full': () => 'the disk is full',
    exists: () => 'it exists already',
    'read-only': () => 'the file system is read-only',
    'too-many-open': () => 'too many files are open',
    busy: () => 'the file is busy',
    'name-too-long': () => 'the name is too long',
    'too-big': () => 'the file is too big',
    io: () => 'an input/output error',
    other: (system) => `the system refused (${system})`,
  },
  report: {
    more: (count, kind) =>
      `\u2026 and ${count.toLocaleString('en')} more message${count === 1 ? '' : 's'} of this kind (${kind}); --all-warnings shows every one.`,
    rejected: (count, action, places, more) =>
      `${count.toLocaleString('en')} line${count === 1 ? '' : 's'} not ${action}${places.length === 0 ? '' : `: ${places.join(', ')}${more ? ', \u2026' : ''}`}.`,
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
  progress: {
    read: (file, mib) => `Reading ${file} (${mib.toFixed(1)} MiB)…`,
    lines: (n) => `${n.toLocaleString('en')} traveller lines read; scoring…`,
    writing: 'Scored; writing…',
  },
  session: {
    scale: { '2/1': 'matchpoints 2/1 (Law 78A)', acbl: 'matchpoints 1/½ (ACBL)' },
    factoring: {
      neuberg: 'Neuberg factoring',
      simple: 'simple factoring',
      'missing-as-average': 'missing scores counted as average',
      none: 'no factoring',
    },
    adjusted: { fixed: 'averages 60/50/40 %', session: 'average-plus/minus by session percentage' },
    movement: { mitchell: 'Mitchell', howell: 'Howell' },
    vulnerability: { None: 'none', NS: 'NS', EW: 'EW', Both: 'both' },
    settings: (scale, factoring, adjusted) => `Scored by ${scale}, ${factoring}, ${adjusted}.`,
    method: { mp: 'matchpoints', 'cross-imps': 'cross-IMPs', butler: 'Butler' },
    crossDivide: {
      comparisons: 'averaged over the comparisons (n \u2212 1)',
      scores: 'averaged over the scores (n)',
      none: 'the total over all comparisons',
    },
    butlerDatum: (drop, rounding) => {
      const dropped =
        'count' in drop
          ? drop.count === 0
            ? 'the mean of every result'
            : `the mean without ${drop.count} result${drop.count === 1 ? '' : 's'} at each end`
          : 'percent' in drop
            ? `the mean without ${drop.percent}% of the results at each end (at least one)`
            : `the mean without ⌈(n − ${drop.formula.offset}) / ${drop.formula.per}⌉ + ${drop.formula.plus} results at each end of n (none up to ${drop.formula.none})`;
      const five =
        rounding === 'half-even'
          ? 'an exact 5 to even'
          : rounding === 'half-away'
            ? 'an exact 5 away from zero'
            : 'an exact 5 up';
      return `datum ${dropped}, rounded to 10 (${five})`;
    },
    impSettings: (method, detail) => `Scored by ${method} in IMPs, ${detail}; averages +3/0/\u22123 IMPs.`,
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
      imps: 'IMPs',
      average: 'Per board',
      nsImps: 'NS IMPs',
      ewImps: 'EW IMPs',
    },
    board: (b, dealer, vul, top, section, datum) =>
      `${section ? `Section ${section}, board` : 'Board'} ${b}   Dealer ${dealer}   Vul ${vul}${top !== null ? `   Top ${top}` : ''}${datum !== null ? `   Datum ${datum}` : ''}`,
    notPlayed: 'not played',
    switched: 'arrow-switched',
    warnings: 'Warnings',
    errors: 'Errors',
    at: (row, column) => (column ? `row ${row}, column ${column}` : `row ${row}`),
    columnIgnored: (column) => `Column "${column}" is not one this program reads; it is ignored.`,
    moreWarnings: (count) =>
      `… and ${count.toLocaleString('en')} more warning${count === 1 ? '' : 's'} (--all-warnings shows them here; the JSON output lists every one).`,
    conventions: (note) =>
      note.source === 'file'
        ? `Scored with ${note.program}'s conventions, as the file was written by ${note.writer}; --conventions bridge-score for ours.`
        : note.source === 'option'
          ? `Scored with ${note.program}'s conventions (--conventions ${note.name}).`
          : `The file was written by ${note.writer}, whose conventions are not known here: scored with bridge-score's (--conventions chooses others).`,
  },
  verify: {
    finding: {
      'line-score': (f) =>
        `${place(f)}: the file gives ${signedScore(f.file)}; ${f.contract} by ${f.declarer} taking ${f.tricks} tricks scores ${signedScore(f.ours)}.`,
      'line-points': (f) =>
        `${place(f)}: the file gives ${f.result} ${shownPair(f.file.ns, f.file.ew)}${f.unit === 'imps' ? ' IMPs' : ''}; ${
          f.adjusted
            ? f.adjusted.ns === f.adjusted.ew && typeof f.adjusted.ns === 'string'
              ? `an ${f.adjusted.ns} is`
              : `${awardName(f.adjusted.ns)} for North-South and ${awardName(f.adjusted.ew)} for East-West are`
            : "the board's results give"
        } ${shownPair(f.ours.ns, f.ours.ew)}.`,
      'board-datum': (f) =>
        `${board(f)}: the file gives a datum (BOARD_AVERAGE) of ${signedScore(f.file)}; the results give ${signedScore(f.ours)}.`,
      'pair-total': (f) =>
        `${pairPlace(f)}: the file gives a total of ${f.file}${f.unit === 'imps' ? ' IMPs' : ''}; ${
          f.basis === 'sum' ? 'the sum of its boards is' : "its percentage of the full session's top is"
        } ${f.ours}.`,
      'pair-percentage': (f) =>
        `${pairPlace(f)}: the file gives ${f.file}%; its points of its top are ${f.ours}%.`,
      'pair-place': (f) => `${pairPlace(f)}: the file gives place ${f.file}; the rankings give ${f.ours}.`,
    },
    heading: (file, writer, program) =>
      `${file}${writer ? `, written by ${writer}` : ''}: checked with ${program}'s conventions.`,
    consistent: (lines, datums, pairs) =>
      `Consistent: ${lines} line${lines === 1 ? '' : 's'}, ${datums} datum${datums === 1 ? '' : 's'} and ${pairs} pair${pairs === 1 ? '' : 's'} agree with the scoring.`,
    found: (count) =>
      `${count} figure${count === 1 ? '' : 's'} of the file disagree${count === 1 ? 's' : ''} with the scoring.`,
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
  warning: 'warning',
  sheet: {
    we: 'We',
    they: 'They',
    title: (form, n, rules) => `${form === 'rubber' ? 'Rubber' : 'Chukker'} ${n} (${rules} rules)`,
    tags: {
      'rubber-bonus': 'rubber',
      'unfinished-game': 'game',
      'unfinished-part-score': 'part score',
      'fourth-deal-part-score': 'deal 4',
    },
    bonuses: {
      'rubber-bonus': (b) => `rubber bonus, two games to ${b.gamesLost === 0 ? 'none' : 'one'}`,
      'unfinished-game': () => 'unfinished rubber: the only game',
      'unfinished-part-score': () => 'unfinished rubber: part score in the unfinished game',
      'fourth-deal-part-score': () => 'part score on deal 4 that completes no game',
    },
    vulnerable: (who) => `vul: ${who}`,
    nobody: 'none',
    both: 'both',
    below: (points) => `${points} below`,
    comma: ', ',
    above: (points) => `${points} above`,
    game: (side) => `game: ${side}`,
    passedOut: 'passed out',
    redealt: 'passed out, dealt again',
    honoursWord: 'honours',
    chukkerDeal: (deal, dealer) => `deal ${deal}, dealer ${dealer}`,
    rubberInPlay: (game, we, they, vul) => `Game ${game} in play. Games: We ${we}, They ${they}; ${vul}.`,
    rubberWon: (winner, won, lost) => `Rubber over: ${winner} won it ${won}–${lost}.`,
    rubberEnded: 'Rubber ended unfinished.',
    chicagoNext: (deal, dealer, vul) => `Next: deal ${deal} of 4, dealer ${dealer}, ${vul}.`,
    chukkerOver: 'Chukker over: four deals played.',
    chukkerEnded: (played) => `Chukker ended after ${played} deal${played === 1 ? '' : 's'}.`,
    totals: (we, they, lead, by) =>
      `Total: We ${we}, They ${they}; ${lead === null ? 'level' : `${lead} lead by ${by}`}.`,
    settlement: (winner, hundreds, margin, rounding) =>
      `Settles at ${winner === null ? 'nothing' : `${winner} +${hundreds}`} (${margin} to the nearest 100, ${roundingWords(rounding)}).`,
    evening: (sheets, form, we, they, lead, by) =>
      `Evening, ${sheets} ${form === 'rubber' ? 'rubber' : 'chukker'}${sheets === 1 ? '' : 's'}: We ${we}, They ${they}; ${lead === null ? 'level' : `${lead} lead by ${by}`}.`,
    eveningSettlement: (form, winner, hundreds) =>
      `Settlement of the finished ${form === 'rubber' ? 'rubbers' : 'chukkers'}: ${winner === null ? 'square' : `${winner} +${hundreds}`}.`,
    deals: 'Deals:',
    intro: (form) =>
      `Keeping score of ${form === 'rubber' ? 'a rubber' : 'a Chicago'}. Type one deal a line, e.g. 4SX S -2 or 3NT N =; help shows more.`,
    help: (form) =>
      [
        'One deal a line: contract, declarer, result.',
        '  4SX S -2        4♠ doubled by South, two down',
        '  3NT N =         3NT by North, just made (or 3NT N 9: tricks taken)',
        '  4H E +1 honours 100 E    with honours: points and holder (seat or side)',
        `  pass            passed out${form === 'chicago' ? ' (dealt again by the same dealer)' : ''}`,
        'Commands:',
        '  undo            take back the last line entered (a deal, or a fix)',
        `  fix N <deal>    correct deal N (fix 2.3 <deal>: deal 3 of ${formName(form)} 2)`,
        `  end             end the ${formName(form)} as it stands${form === 'rubber' ? ' (unfinished-rubber bonuses)' : ''}`,
        `  new             start the next ${formName(form)}`,
        '  sheet           show the sheet again',
        '  quit            stop (the totals are shown)',
      ].join('\n'),
    prompt: '> ',
  },
  teams: {
    imps: (n, count) => `${n} IMP${Math.abs(count) === 1 ? '' : 's'}`,
    impsResult: (expression, imps) => `${expression}: ${imps}`,
    scaleName: (name, boards) =>
      boards === null ? name : `WBF 2013 continuous scale, ${boards} board${boards === 1 ? '' : 's'}`,
    scaleHeading: (scale, blitz) => (blitz === null ? scale : `${scale} (blitz ${blitz} IMPs)`),
    scaleColumns: { margin: 'IMPs', winner: 'winner', loser: 'loser' },
    vpResult: (margin, a, b) => `${margin}: ${a} – ${b} VP`,
    matchColumns: { board: 'Board', table1: 'Table 1', table2: 'Table 2', net: 'Net', running: 'Running' },
    notPlayed: 'not played',
    adjusted: 'adjusted',
    carryOver: (team, imps) => `Carry-over: ${imps} to ${team}`,
    impsTotal: (teamA, a, teamB, b) => `IMPs: ${teamA} ${a}, ${teamB} ${b}`,
    margin: (winner, imps) => (winner === null ? 'A draw' : `${winner} by ${imps}`),
    vpTotal: (scale, teamA, a, teamB, b) => `Victory points (${scale}): ${teamA} ${a}, ${teamB} ${b}`,
    unbalanced: (team, margin) =>
      `Adjusted scores are unbalanced: ${team}'s own margin is ${margin}, and its VPs come from it.`,
    bamTotal: (teamA, a, teamB, b) => `Board-a-match: ${teamA} ${a}, ${teamB} ${b}`,
    afterRound: (round) => `After round ${round}`,
    matchHeading: (n, round, a, b) => `Match ${n}${round === null ? '' : `, round ${round}`}: ${a} v ${b}`,
    standingsColumns: {
      place: 'Place',
      team: 'Team',
      points: 'Points',
      played: 'Played',
      scored: 'For',
      conceded: 'Against',
    },
    nextRound: 'Next round (Swiss pairing)',
    bye: (team) => `${team}: bye`,
    repeats: (n) => `${n} pair${n === 1 ? '' : 's'} meet again: no pairing avoids it.`,
  },
};
