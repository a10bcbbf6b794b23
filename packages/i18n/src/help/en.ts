import type { HelpWords } from './words.js';

const ONE_DEAL_A_LINE = `One deal a line: contract, declarer, result (or tricks taken), optional honours:
  4SX S -2        3NT N =        3NT N 10        4H E +1 honours 100 E        pass`;

/** The command line's help in English. The example files are in the repository's examples/ folder. */
export const helpEn: HelpWords = {
  program: {
    description: 'Score contract bridge: one deal, rubber and Chicago, duplicate pairs and teams.',
    after: `
Commands score with the current Laws by default; --rules picks another rule set
(duplicate, rubber, chicago, rubber-1943, duplicate@1975 …). --lang en|ru|zh words the
output and the help in English, Russian or Chinese (or set BRIDGE_SCORE_LANG).
Exit status: 0 all used, 1 some input rejected (the rest still scored), 2 misuse or
nothing readable.

Examples (in the examples/ folder):
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal --jsonl < deals.jsonl
  bridge-score rubber rubber.txt
  bridge-score chicago chukker.txt
  bridge-score imps 620 -100
  bridge-score vp --boards 16 --imps 23
  bridge-score match team-match.csv --team-a Lions --team-b Tigers
  bridge-score teams team-event.csv --swiss
  bridge-score session club-evening.csv
  bridge-score convert club-evening.pbn - --to usebio

Run "bridge-score <command> --help" for each command's options; docs/cli.md has them all.
`,
  },
  common: {
    '--lang': 'language of the output and messages: en, ru, zh',
    '--json': 'print one JSON object',
    '--ascii': 'letters instead of suit symbols, a hyphen for minus',
    '--all-warnings': 'every message on standard error (default: the first 20 of each kind)',
    '--rules': 'rule set by name or form@year',
    '--rules-file': 'house rule set from a JSON file',
    '--force': 'replace the output file if it exists',
  },
  commands: {
    deal: {
      summary: 'score one deal, itemised',
      description: 'Score one deal: the score for NS and EW and an itemised explanation.',
      arguments: { contract: 'the contract, e.g. 4SX, or joined with the result, e.g. 4SX-2' },
      options: {
        '--by': 'declarer: N, E, S or W',
        '--tricks': 'tricks declarer took, 0–13',
        '--result': 'result relative to the contract: =, +1, -2',
        '--vul': 'vulnerability: None, NS, EW or Both (default None)',
        '--board': 'board number: gives the vulnerability (Law 2)',
        '--honours': 'rubber/Chicago honours: points and holder, e.g. "150 N"',
        '--jsonl': 'read JSON lines from stdin and write one JSON object per line',
        '--all-warnings': 'with --jsonl: every error on standard error (default: the first 20 of each kind)',
        '--lang': 'language of the explanation: en, ru, zh',
        '--ascii': 'letters instead of suit symbols',
      },
      after: `
Contract: 4S 4♠ 4s 3NT 3N 4HX 6NTXX Pass, or joined with the result: 4SX-2 3NT= 6NTXX+1.
Result:   tricks taken (--tricks 8) or relative (--result -2, --result=+1, --result =).
Rules:    duplicate (default), rubber, chicago; the historical codes duplicate-1932 …
          duplicate-1987, rubber-1932 … rubber-1993; or duplicate@1975, the code in force
          that year. --rules-file loads a house rule set (JSON, e.g. house.json).

Batch: one JSON object a line in, one a line out, in order. Fields: contract, by, tricks or
result, vul or board, rules, honours. A bad line gives {"error":{…,"line":n}}, the batch goes
on, and the exit status is 1.

Examples:
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 4SX-2 --by S --board 7
  bridge-score deal 7SX --by S --result -9 --rules duplicate@1975
  bridge-score deal 4H --by N --tricks 10 --rules rubber --honours "100 N"
  bridge-score deal 3NT= --by N --vul Both --json
  bridge-score deal --jsonl < deals.jsonl
`,
    },
    rubber: {
      summary: 'keep the score of rubbers on a We/They sheet',
      description: 'Keep the score of rubber bridge: above and below the line, games, rubber bonus, totals.',
      arguments: {
        file: 'a file of deals, one a line (default: stdin; interactive when stdin is a terminal)',
      },
      options: {
        '--we': 'the side written as "We": NS or EW',
        '--settle': 'settlement rounding of a margin ending in 50: half-down or half-up',
        '--json': 'print the sheet as JSON',
        '--all-warnings': 'every bad line on standard error (default: the first 20 of each kind)',
        '--lang': 'language of the sheet and messages: en, ru, zh',
        '--ascii': 'letters instead of suit symbols',
      },
      after: `
${ONE_DEAL_A_LINE}
At the terminal also: undo, fix N <deal>, end, new, help, sheet, quit.
From a file or a pipe every line is scored, each bad line reported with its number
(exit status 1), and the final sheet printed.
Rules: rubber (current), rubber-1943, rubber-1935, rubber-1932, or rubber@YEAR.

Examples:
  bridge-score rubber
  bridge-score rubber rubber.txt
  bridge-score rubber --rules rubber@1935 < rubber.txt
  bridge-score rubber --json rubber.txt
`,
    },
    chicago: {
      summary: 'keep the score of Chicago (four-deal bridge)',
      description:
        'Keep the score of Chicago: four deals a chukker, game premiums at once, part scores carried.',
      arguments: {
        file: 'a file of deals, one a line (default: stdin; interactive when stdin is a terminal)',
      },
      options: {
        '--we': 'the side written as "We": NS or EW',
        '--settle': 'settlement rounding of a margin ending in 50: half-down or half-up',
        '--json': 'print the sheet as JSON',
        '--all-warnings': 'every bad line on standard error (default: the first 20 of each kind)',
        '--lang': 'language of the sheet and messages: en, ru, zh',
        '--ascii': 'letters instead of suit symbols',
        '--vulnerability': 'deals 2 and 3: acbl, fixed, dealer-not-vulnerable',
        '--no-honours': 'do not count honours',
        '--duplicate-style': 'score every deal as in duplicate: 50 for a part score, no carry-over',
        '--first-dealer': 'dealer of the first deal of each chukker: N, E, S or W',
        '--fourth-deal-bonus': 'bonus for a part score on deal 4 that completes no game',
      },
      after: `
Four deals a chukker, dealer N, E, S, W. Vulnerability: deal 1 none, deals 2 and 3 the
dealer's side, deal 4 both (ACBL). A game earns 300 / 500 at once; part scores carry over
until a game wipes them; a part score on deal 4 that completes no game earns 100. A
passed-out deal is dealt again by the same dealer.
${ONE_DEAL_A_LINE}
At the terminal also: undo, fix N <deal>, end, new, help, sheet, quit.

Examples:
  bridge-score chicago
  bridge-score chicago chukker.txt
  bridge-score chicago --vulnerability fixed --duplicate-style < chukker.txt
`,
    },
    imps: {
      summary: 'IMPs for a score difference, or for two scores',
      description: 'The IMPs (Law 78B) for a score difference, or for the difference between two scores.',
      arguments: {
        score: 'a difference, or the first score',
        other: 'the second score: the difference is score − other',
      },
      options: { '--lang': 'language: en, ru, zh', '--ascii': 'a hyphen for minus' },
      after: `
One number is a difference; two are scores for the same side at the two tables, and the
difference is the first minus the second. A score is a whole multiple of 10 that a deal
can give.

Examples:
  bridge-score imps 620 -100
  bridge-score imps -510
  bridge-score imps 2210 1700 --json
`,
    },
    vp: {
      summary: 'victory points: a scale as a table, or the VPs for a margin',
      description: 'Victory points: the WBF 2013 scale for a number of boards (or a scale from a file).',
      options: {
        '--boards': 'boards in the match: the WBF 2013 scale for that many',
        '--imps': 'an IMP margin: print its VPs only',
        '--scale-file': 'another VP scale, from a CSV file',
        '--lang': 'language: en, ru, zh',
        '--ascii': 'a hyphen for minus',
      },
      after: `
The WBF 2013 continuous 20-VP scale for any number of boards (docs/scoring.md §7).
--scale-file reads another scale from CSV: optional "name,…" and "between,step|linear"
lines, then rows "imps,winner,loser" (0,15,15 … 56+,30,0), as in club-30.csv.

Examples:
  bridge-score vp --boards 16
  bridge-score vp --boards 16 --imps 23
  bridge-score vp --scale-file club-30.csv --imps 12
`,
    },
    match: {
      summary: 'a team match from a CSV, USEBIO or PBN file: IMPs and VPs, or board-a-match',
      description: 'Score a team match: IMPs per board, running totals, victory points; or board-a-match.',
      arguments: { file: 'the match as CSV, USEBIO XML or PBN' },
      options: {
        '--team-a': "name of team A (North-South at table 1; default: the file's, or A)",
        '--team-b': "name of team B (North-South at table 2; default: the file's, or B)",
        '--match': 'USEBIO, PBN: which match of the file, from 1 (default: every match)',
        '--carry-over': "IMPs carried over in team A's favour (negative: team B's)",
        '--boards-for-vp': 'boards for the VP scale (default: the boards in the file)',
        '--scale-file': 'another VP scale, from a CSV file (see bridge-score vp --help)',
        '--rules': 'rule set the deals are scored by',
        '--bam': 'score at board-a-match instead of IMPs',
        '--lang': 'language: en, ru, zh',
        '--ascii': 'letters for suits, a hyphen for minus',
      },
      after: `
The CSV has a header and a line per board; table 1 has team A North-South:
  board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2
  1,4S,N,10,,2S,N,10,
  12,,,,A+                  adjusted: A+ / A= / A-, or I and IMPs (I-2)
A score without a contract is North-South's; NP is a table not played.
A USEBIO teams file (.xml) is read too; --match n picks one MATCH, else every MATCH is scored.
So is a PBN file whose games have Room tags (Open: the home team North-South, Closed: East-West),
its matches told apart by Round, HomeTeam and VisitTeam.

Examples:
  bridge-score match team-match.csv --team-a Lions --team-b Tigers
  bridge-score match team-match.csv --bam
  bridge-score match team-match.xml --json
  bridge-score match team-event.xml --match 2
`,
    },
    teams: {
      summary: 'a multi-team event: standings after each round, Swiss pairing',
      description:
        'Score a teams event from its match results: VPs, standings after each round, next Swiss round.',
      arguments: { file: 'the matches as CSV, or a USEBIO or PBN teams file' },
      options: {
        '--boards': 'boards per match, when the file does not say',
        '--scoring': 'vp (victory points) or total (scores added up)',
        '--scale-file': 'another VP scale, from a CSV file (see bridge-score vp --help)',
        '--bye': 'points for a bye when the file does not say (default 10)',
        '--swiss': 'pair the next round, Swiss style',
        '--lang': 'language: en, ru, zh',
        '--ascii': 'a hyphen for minus',
      },
      after: `
The CSV has a header and a line per match:
  round,team1,team2,score1,score2,boards
  1,Lions,Tigers,40,17,16
  2,Tigers,BYE,12           a bye; score1 is its points (default --bye)
score1 and score2 are the IMPs each team won (board-a-match points with --scoring total).
A USEBIO teams event (.xml) is read too: each MATCH is scored from its boards; so is a PBN
file of team matches (games with Room, HomeTeam, VisitTeam and Round tags).
--swiss pairs the next round: each team in order of the standings against the
highest-placed team it has not met; the lowest-placed team without a bye gets the bye.

Examples:
  bridge-score teams team-event.csv
  bridge-score teams team-event.csv --swiss
  bridge-score teams team-event.xml --json
`,
    },
    session: {
      summary: 'score a duplicate pairs session: matchpoints or IMPs, rankings, travellers',
      description:
        'Score a pairs session by matchpoints, cross-IMPs or Butler: factoring, adjusted scores, rankings per field, entry checks.',
      arguments: { file: 'travellers as CSV, PBN or USEBIO, or the event as JSON ("-" for standard input)' },
      options: {
        '--conventions':
          'scoring conventions: bridge-score, compscore, scorebridge, bridge-scorer, acblscore, ebuscore or a JSON file (default: those of the program that wrote the file)',
        '--method': 'mp (matchpoints, default), cross-imps or butler',
        '--cross-divide': 'cross-IMPs: divide by comparisons (default), scores or none',
        '--butler-drop': 'Butler: results dropped at each end, a number or a share (default 5%)',
        '--butler-round': 'Butler: a mean ending in 5 to half-even (default) or half-away',
        '--scale': 'matchpoint scale: 2/1 (Law 78A, default) or acbl (1 and ½)',
        '--factor': 'boards played fewer times: neuberg (default), simple, missing-as-average or none',
        '--adjusted': 'average-plus/minus: fixed 60/40 (default) or session (pair percentage)',
        '--across': 'matchpoint within each section (default) or across the field',
        '--expected': 'expected scores per board (N of Neuberg); default: the most on any board',
        '--movement': 'mitchell or howell (CSV default: mitchell; PBN, USEBIO: from the file)',
        '--format': 'text (default), json, csv, pbn or usebio',
        '--json': 'same as --format json',
        '--rules': 'rule set for the scores of contracts (default duplicate)',
        '--title': 'heading of the printed results',
        '--lang': 'language: en, ru, zh',
        '--ascii': 'letters instead of suit symbols',
      },
      after: `
Input: travellers as CSV with the header board,ns,ew,contract,declarer,tricks,score (and
optionally section, round, arrow, ns_names, ew_names, lead, group, vul, dealer); a score
is used when there is no contract: 420, -50, A60A40, NP or W30:4H=N;70:3NT-1N. Or a PBN
(.pbn) or USEBIO (.xml) results file, or the event model as JSON (docs/event-model.md).
Output: --format text (the club's printout), json, csv, pbn or usebio.
Conventions: every choice a scoring program makes beyond the Laws, bundled by name
(docs/conventions.md). A PBN or USEBIO file that names the program that wrote it is scored
with that program's conventions, and the heading says so; --conventions chooses others, and
each option above changes one choice on top of them.

Examples:
  bridge-score session club-evening.csv
  bridge-score session club-evening.pbn --scale acbl --format json
  bridge-score session club-evening.xml --method butler --butler-drop 1
  bridge-score session club-evening.csv --method cross-imps --format csv
  bridge-score session compscore-pairs.xml --conventions bridge-score
`,
    },
    convert: {
      summary: 'convert a results file: PBN ⇄ USEBIO ⇄ CSV',
      description: 'Convert a results file between PBN 2.1, USEBIO XML and travellers CSV.',
      arguments: {
        input: 'the file to read (.pbn, .xml or .csv), or - for standard input',
        output: 'the file to write (.pbn, .xml or .csv), or - for standard output',
      },
      options: {
        '--from': 'format of the input: pbn, usebio or csv',
        '--to': 'format of the output: pbn, usebio or csv',
        '--movement': 'mitchell or howell (CSV input default mitchell; files: judged)',
        '--comments': 'PBN comments: keep them or skip them',
        '--lang': 'language of the messages: en, ru, zh',
      },
      after: `
Each file's format is its extension's (.pbn, .xml, .csv), or its content's; --from and
--to say it outright. "-" reads standard input or writes standard output (give --to).
The output is written whole or not at all; an existing file is replaced only with --force,
the input never. What the target format has no place for is named in one warning per kind.

Examples:
  bridge-score convert club-evening.pbn club.xml
  bridge-score convert club-evening.xml - --to pbn
  bridge-score convert club-evening.csv club.pbn
  bridge-score convert team-match.csv match.xml
  bridge-score convert team-event.xml event.csv
  bridge-score convert team-match.pbn match.xml
`,
    },
    verify: {
      summary: "check a results file's figures: every line, datum, total, percentage and place",
      description:
        "Recompute every figure a results file carries under its program's conventions and list each disagreement.",
      arguments: { file: 'a results file: PBN or USEBIO ("-" for standard input)' },
      options: {
        '--conventions':
          'conventions to check by: a built-in set or a JSON file (default: those of the program that wrote the file)',
        '--format': 'text (default) or json',
        '--json': 'same as --format json',
        '--movement': 'mitchell or howell (default: judged from the file)',
        '--lang': 'language: en, ru, zh',
      },
      after: `
Checked under the conventions of the program that wrote the file (USEBIO PROGRAM_NAME, PBN
Generator; bridge-score's when it names none we know), or those of --conventions: each line's
score from its contract, declarer, tricks and vulnerability; each line's points; each board's
Butler datum (BOARD_AVERAGE); each pair's total, percentage and place. A figure is compared to
the precision the file shows it. Each disagreement names the board and pairs, the file's value,
ours and why. Exit status 0 when the file is consistent, 1 when a figure disagrees or a record
could not be read, 2 when nothing could be read.

Examples:
  bridge-score verify compscore-pairs.xml
  bridge-score verify compscore-butler.xml --conventions bridge-score --format json
`,
    },
  },
  parser: {
    titles: {
      'Usage:': 'Usage:',
      'Arguments:': 'Arguments:',
      'Options:': 'Options:',
      'Commands:': 'Commands:',
      'Global Options:': 'Global Options:',
    },
    usage: { options: '[options]', command: '[command]' },
    help: 'display help for command',
    version: 'output the version number',
    default: (value) => `(default: ${value})`,
    errors: {
      unknownOption: (flag) => `error: unknown option '${flag}'`,
      unknownCommand: (name) => `error: unknown command '${name}'`,
      missingArgument: (name) => `error: missing required argument '${name}'`,
      optionMissingArgument: (flags) => `error: option '${flags}' argument missing`,
      excessArguments: (command, expected, got) =>
        `error: too many arguments for '${command}'. Expected ${expected} argument${expected === 1 ? '' : 's'} but got ${got}.`,
      invalidArgument: (detail) => `error: ${detail}`,
      didYouMean: (names) =>
        names.length === 1 ? `(Did you mean ${names[0]}?)` : `(Did you mean one of ${names.join(', ')}?)`,
    },
  },
};
