import type { HelpWords } from './words.js';

const ONE_DEAL_A_LINE = `每行一副牌：定约、庄家、结果（或赢墩数），可加大牌分：
  4SX S -2        3NT N =        3NT N 10        4H E +1 honours 100 E        pass`;

/** 命令行帮助（中文）。示例文件在仓库的 examples/ 文件夹中。 */
export const helpZh: HelpWords = {
  program: {
    description: '桥牌计分：单副牌、盘式桥牌与芝加哥、复式双人赛与队式赛。',
    after: `
各命令默认按现行规则计分；--rules 选择其他规则（duplicate、rubber、chicago、
rubber-1943、duplicate@1975 …）。--lang en|ru|zh 选择输出和帮助的语言：英文、俄文或中文
（也可设置 BRIDGE_SCORE_LANG）。
退出状态：0 全部采用；1 部分输入被拒（其余照常计分）；2 用法错误或无可读内容。

示例（在 examples/ 文件夹中）：
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

各命令的选项见“bridge-score <命令> --help”；docs/cli.md 列出全部选项。
`,
  },
  common: {
    '--lang': '输出和消息的语言：en、ru、zh',
    '--json': '输出一个 JSON 对象',
    '--ascii': '用字母代替花色符号，用连字符代替减号',
    '--all-warnings': '把所有消息写到标准错误（默认每种只显示前 20 条）',
    '--rules': '规则：名称或 形式@年份',
    '--rules-file': '从 JSON 文件读取自定规则',
    '--force': '输出文件已存在时覆盖它',
  },
  commands: {
    deal: {
      summary: '计算一副牌，逐项列出',
      description: '计算一副牌：南北和东西的得分，并逐项说明。',
      arguments: { contract: '定约，例如 4SX，或连同结果，例如 4SX-2' },
      options: {
        '--by': '庄家：N、E、S 或 W',
        '--tricks': '庄家赢得的墩数，0–13',
        '--result': '相对定约的结果：=、+1、-2',
        '--vul': '局况：None、NS、EW 或 Both（默认 None）',
        '--board': '牌号：据此确定局况（第 2 条）',
        '--honours': '盘式和芝加哥的大牌分：分数和持有者，例如 "150 N"',
        '--jsonl': '从标准输入读取 JSON 行，每行输出一个 JSON 对象',
        '--all-warnings': '与 --jsonl 一起：所有错误写到标准错误（默认每种只显示前 20 条）',
        '--lang': '说明的语言：en、ru、zh',
        '--ascii': '用字母代替花色符号',
      },
      after: `
定约：4S 4♠ 4s 3NT 3N 4HX 6NTXX Pass，或连同结果：4SX-2 3NT= 6NTXX+1。
结果：赢墩数（--tricks 8）或相对定约（--result -2、--result=+1、--result =）。
规则：duplicate（默认）、rubber、chicago；历史规则 duplicate-1932 … duplicate-1987、
      rubber-1932 … rubber-1993；或 duplicate@1975，即该年有效的规则。
      --rules-file 读取自定规则（JSON，例如 house.json）。

批量：每行输入一个 JSON 对象，按相同顺序每行输出一个。字段：contract、by、tricks 或
result、vul 或 board、rules、honours。错误的行输出 {"error":{…,"line":n}}，批量继续，
退出状态为 1。

示例：
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 4SX-2 --by S --board 7
  bridge-score deal 7SX --by S --result -9 --rules duplicate@1975
  bridge-score deal 4H --by N --tricks 10 --rules rubber --honours "100 N"
  bridge-score deal 3NT= --by N --vul Both --json
  bridge-score deal --jsonl < deals.jsonl
`,
    },
    rubber: {
      summary: '在“我方/对方”记分表上记录盘式桥牌',
      description: '盘式桥牌记分：线上和线下、成局、盘奖、总分。',
      arguments: { file: '牌局文件，每行一副（默认标准输入；标准输入是终端时为交互模式）' },
      options: {
        '--we': '记为“我方”的一方：NS 或 EW',
        '--settle': '差额以 50 结尾时的结算取整：half-down 或 half-up',
        '--json': '以 JSON 输出记分表',
        '--all-warnings': '所有错误行写到标准错误（默认每种只显示前 20 条）',
        '--lang': '记分表和消息的语言：en、ru、zh',
        '--ascii': '用字母代替花色符号',
      },
      after: `
${ONE_DEAL_A_LINE}
在终端中还可输入：undo、fix N <牌>、end、new、help、sheet、quit。
从文件或管道读取时逐行计分，每个错误行附行号报告（退出状态 1），最后输出记分表。
规则：rubber（现行）、rubber-1943、rubber-1935、rubber-1932 或 rubber@年份。

示例：
  bridge-score rubber
  bridge-score rubber rubber.txt
  bridge-score rubber --rules rubber@1935 < rubber.txt
  bridge-score rubber --json rubber.txt
`,
    },
    chicago: {
      summary: '记录芝加哥（四副一轮的桥牌）',
      description: '芝加哥记分：每轮四副，成局奖分立即计入，部分分累计。',
      arguments: { file: '牌局文件，每行一副（默认标准输入；标准输入是终端时为交互模式）' },
      options: {
        '--we': '记为“我方”的一方：NS 或 EW',
        '--settle': '差额以 50 结尾时的结算取整：half-down 或 half-up',
        '--json': '以 JSON 输出记分表',
        '--all-warnings': '所有错误行写到标准错误（默认每种只显示前 20 条）',
        '--lang': '记分表和消息的语言：en、ru、zh',
        '--ascii': '用字母代替花色符号',
        '--vulnerability': '第 2、3 副的局况：acbl、fixed、dealer-not-vulnerable',
        '--no-honours': '不计大牌分',
        '--duplicate-style': '每副按复式计分：部分分 50，不累计',
        '--first-dealer': '每轮第一副的发牌人：N、E、S 或 W',
        '--fourth-deal-bonus': '第 4 副未成局的部分分奖分',
      },
      after: `
每轮四副，发牌人依次为 N、E、S、W。局况：第 1 副双方无局，第 2、3 副发牌方有局，
第 4 副双方有局（ACBL）。成局立即得 300 / 500；部分分累计，直到有一方成局后清除；
第 4 副未成局的部分分得 100。四家都不叫的牌由同一发牌人重发。
${ONE_DEAL_A_LINE}
在终端中还可输入：undo、fix N <牌>、end、new、help、sheet、quit。

示例：
  bridge-score chicago
  bridge-score chicago chukker.txt
  bridge-score chicago --vulnerability fixed --duplicate-style < chukker.txt
`,
    },
    imps: {
      summary: '分差或两个得分对应的 IMP',
      description: '分差或两个得分之差对应的 IMP（第 78B 条）。',
      arguments: { score: '分差，或第一个得分', other: '第二个得分：分差 = score − other' },
      options: { '--lang': '语言：en、ru、zh', '--ascii': '用连字符代替减号' },
      after: `
一个数是分差；两个数是同一方在两张牌桌的得分，分差为前者减后者。得分是一副牌可能
得出的 10 的整数倍。

示例：
  bridge-score imps 620 -100
  bridge-score imps -510
  bridge-score imps 2210 1700 --json
`,
    },
    vp: {
      summary: '胜利分：整张换算表，或某个分差的 VP',
      description: '胜利分：按牌数计算的 WBF 2013 换算表（或来自文件的换算表）。',
      options: {
        '--boards': '比赛的牌数：该牌数的 WBF 2013 换算表',
        '--imps': 'IMP 分差：只输出它的 VP',
        '--scale-file': '来自 CSV 文件的其他 VP 换算表',
        '--lang': '语言：en、ru、zh',
        '--ascii': '用连字符代替减号',
      },
      after: `
适用于任意牌数的 WBF 2013 连续 20 分制换算表（docs/scoring.md 第 7 节）。
--scale-file 从 CSV 读取其他换算表：可选的“name,…”和“between,step|linear”行，
然后是“imps,winner,loser”行（0,15,15 … 56+,30,0），如 club-30.csv。

示例：
  bridge-score vp --boards 16
  bridge-score vp --boards 16 --imps 23
  bridge-score vp --scale-file club-30.csv --imps 12
`,
    },
    match: {
      summary: '来自 CSV、USEBIO 或 PBN 文件的队式比赛：IMP 和 VP，或计局制',
      description: '队式比赛计分：每副的 IMP、累计分、胜利分；或计局制。',
      arguments: { file: 'CSV、USEBIO XML 或 PBN 格式的比赛' },
      options: {
        '--team-a': 'A 队名称（1 号桌坐南北；默认取自文件，或 A）',
        '--team-b': 'B 队名称（2 号桌坐南北；默认取自文件，或 B）',
        '--match': 'USEBIO、PBN：文件中的第几场比赛，从 1 起（默认全部）',
        '--carry-over': '带入的 IMP，有利于 A 队（负数有利于 B 队）',
        '--boards-for-vp': 'VP 换算表的牌数（默认为文件中的牌数）',
        '--scale-file': '来自 CSV 文件的其他 VP 换算表（见 bridge-score vp --help）',
        '--rules': '各副牌计分所用的规则',
        '--bam': '按计局制计分，而不是 IMP',
        '--lang': '语言：en、ru、zh',
        '--ascii': '用字母代替花色，用连字符代替减号',
      },
      after: `
CSV 有表头，每副一行；1 号桌 A 队坐南北：
  board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2
  1,4S,N,10,,2S,N,10,
  12,,,,A+                  裁定：A+ / A= / A-，或 I 加 IMP 数（I-2）
没有定约的得分是南北方的；NP 表示该桌未打。
也读取 USEBIO 队式文件（.xml）；--match n 选择一场 MATCH，否则逐场计分。
也读取各局带 Room 标签的 PBN 文件（Open：主队坐南北，Closed：主队坐东西），
各场比赛按 Round、HomeTeam 和 VisitTeam 区分。

示例：
  bridge-score match team-match.csv --team-a Lions --team-b Tigers
  bridge-score match team-match.csv --bam
  bridge-score match team-match.xml --json
  bridge-score match team-event.xml --match 2
`,
    },
    teams: {
      summary: '多队比赛：每轮后的排名，瑞士制配对',
      description: '根据各场比赛结果计算队式赛：胜利分、每轮后的排名、下一轮的瑞士制配对。',
      arguments: { file: 'CSV 格式的各场比赛，或 USEBIO 或 PBN 队式文件' },
      options: {
        '--boards': '每场比赛的牌数（文件未注明时）',
        '--scoring': 'vp（胜利分）或 total（得分相加）',
        '--scale-file': '来自 CSV 文件的其他 VP 换算表（见 bridge-score vp --help）',
        '--bye': '轮空的得分（文件未注明时，默认 10）',
        '--swiss': '按瑞士制配对下一轮',
        '--lang': '语言：en、ru、zh',
        '--ascii': '用连字符代替减号',
      },
      after: `
CSV 有表头，每场比赛一行：
  round,team1,team2,score1,score2,boards
  1,Lions,Tigers,40,17,16
  2,Tigers,BYE,12           轮空；score1 为其得分（默认 --bye）
score1 和 score2 是两队各自赢得的 IMP（--scoring total 时为计局制得分）。
也读取 USEBIO 队式赛（.xml）：每场 MATCH 按其各副牌计分；也读取 PBN 队式比赛文件
（各局带 Room、HomeTeam、VisitTeam 和 Round 标签）。
--swiss 配对下一轮：各队按排名顺序，对阵尚未交手的排名最高的队；
排名最低且未轮空过的队轮空。

示例：
  bridge-score teams team-event.csv
  bridge-score teams team-event.csv --swiss
  bridge-score teams team-event.xml --json
`,
    },
    session: {
      summary: '复式双人赛：比赛分或 IMP、排名、记分条',
      description: '按比赛分、交叉 IMP 或巴特勒计算双人赛：调整系数、裁定分、各方向排名、录入检查。',
      arguments: { file: 'CSV、PBN 或 USEBIO 格式的记分条，或 JSON 格式的比赛（"-" 为标准输入）' },
      options: {
        '--conventions':
          '计分惯例：bridge-score、compscore、scorebridge、bridge-scorer、acblscore、ebuscore 或 JSON 文件（默认：写出该文件的程序的惯例）',
        '--method': 'mp（比赛分，默认）、cross-imps 或 butler',
        '--cross-divide': '交叉 IMP：除以比较次数（默认）、得分个数或 none',
        '--butler-drop': '巴特勒：两端各去掉的结果，数目或比例（默认 5%）',
        '--butler-round':
          '巴特勒：以 5 结尾的平均数取偶（half-even，默认）、远离零（half-away）或向上（half-up）',
        '--scale': '比赛分制：2/1（第 78A 条，默认）或 acbl（1 和 ½）',
        '--factor': '打的次数较少的牌：neuberg（默认）、simple、missing-as-average 或 none',
        '--adjusted': '平均加减：fixed 60/40（默认）或 session（该对的百分比）',
        '--across': '在每个分区内（默认）或在整个赛场计算比赛分',
        '--expected': '每副牌预期的得分个数（纽伯格公式的 N）；默认取最多的一副',
        '--movement': 'mitchell 或 howell（CSV 默认 mitchell；PBN、USEBIO 由文件判断）',
        '--format': 'text（默认）、json、csv、pbn 或 usebio',
        '--json': '等同于 --format json',
        '--rules': '定约得分所用的规则（默认 duplicate）',
        '--title': '成绩表的标题',
        '--lang': '语言：en、ru、zh',
        '--ascii': '用字母代替花色符号',
      },
      after: `
输入：CSV 记分条，表头为 board,ns,ew,contract,declarer,tricks,score（可选 section、round、
arrow、ns_names、ew_names、lead、group、vul、dealer）；没有定约时使用 score：420、-50、
A60A40、NP 或 W30:4H=N;70:3NT-1N。也可以是 PBN（.pbn）或 USEBIO（.xml）成绩文件，
或 JSON 格式的比赛模型（docs/event-model.md）。
输出：--format text（俱乐部成绩单）、json、csv、pbn 或 usebio。
惯例：计分程序在定约桥牌法规之外所做的每项选择，按名称成套（docs/conventions.md）。
注明写出程序的 PBN 或 USEBIO 文件按该程序的惯例计分，标题会注明；--conventions 可选别的惯例，
上面每个选项在其上改变一项选择。

示例：
  bridge-score session club-evening.csv
  bridge-score session club-evening.pbn --scale acbl --format json
  bridge-score session club-evening.xml --method butler --butler-drop 1
  bridge-score session club-evening.csv --method cross-imps --format csv
  bridge-score session compscore-pairs.xml --conventions bridge-score
`,
    },
    convert: {
      summary: '转换成绩文件：PBN ⇄ USEBIO ⇄ CSV',
      description: '在 PBN 2.1、USEBIO XML 和记分条 CSV 之间转换成绩文件。',
      arguments: {
        input: '要读取的文件（.pbn、.xml 或 .csv），或 - 表示标准输入',
        output: '要写入的文件（.pbn、.xml 或 .csv），或 - 表示标准输出',
      },
      options: {
        '--from': '输入格式：pbn、usebio 或 csv',
        '--to': '输出格式：pbn、usebio 或 csv',
        '--movement': 'mitchell 或 howell（CSV 输入默认 mitchell；文件由内容判断）',
        '--comments': 'PBN 注释：keep（保留）或 skip（略去）',
        '--lang': '消息的语言：en、ru、zh',
      },
      after: `
文件格式由扩展名（.pbn、.xml、.csv）或内容决定；--from 和 --to 可明确指定。
"-" 读取标准输入或写到标准输出（需给出 --to）。
输出文件要么完整写入，要么不写；已有文件只有在 --force 时才被替换，输入文件永不被覆盖。
目标格式无处存放的内容，每类给出一条警告。

示例：
  bridge-score convert club-evening.pbn club.xml
  bridge-score convert club-evening.xml - --to pbn
  bridge-score convert club-evening.csv club.pbn
  bridge-score convert team-match.csv match.xml
  bridge-score convert team-event.xml event.csv
`,
    },
    verify: {
      summary: '核对成绩文件的数字：每行、基准分、总分、百分比和名次',
      description: '按写出该文件的程序的惯例重算成绩文件中的每个数字，并列出每处不符。',
      arguments: { file: '成绩文件：PBN 或 USEBIO（"-" 表示标准输入）' },
      options: {
        '--conventions': '核对所依的惯例：内置的一套或 JSON 文件（默认：写出该文件的程序的惯例）',
        '--format': 'text（默认）或 json',
        '--json': '同 --format json',
        '--movement': 'mitchell 或 howell（默认：由文件判断）',
        '--lang': '语言：en、ru、zh',
      },
      after: `
按写出文件的程序的惯例（USEBIO PROGRAM_NAME、PBN Generator；程序不明时用本软件的）或 --conventions
核对：每行的分数（由定约、庄家、墩数和局况算出）、每行的得分、每副牌的巴特勒基准分（BOARD_AVERAGE）、
每对的总分、百分比和名次。数字按文件所示的精度比较。每处不符注明牌号和对号、文件的值、本软件的值及原因。
文件一致时退出状态为 0，有数字不符或有记录未读时为 1，什么也读不出时为 2。

示例：
  bridge-score verify compscore-pairs.xml
  bridge-score verify compscore-butler.xml --conventions bridge-score --format json
`,
    },
  },
  parser: {
    titles: {
      'Usage:': '用法：',
      'Arguments:': '参数：',
      'Options:': '选项：',
      'Commands:': '命令：',
      'Global Options:': '全局选项：',
    },
    usage: { options: '[选项]', command: '[命令]' },
    help: '显示命令的帮助',
    version: '显示版本号',
    default: (value) => `（默认：${value}）`,
    errors: {
      unknownOption: (flag) => `错误：未知选项“${flag}”`,
      unknownCommand: (name) => `错误：未知命令“${name}”`,
      missingArgument: (name) => `错误：缺少必需的参数“${name}”`,
      optionMissingArgument: (flags) => `错误：选项“${flags}”缺少值`,
      excessArguments: (command, expected, got) =>
        `错误：“${command}”的参数过多：应为 ${expected} 个，实际 ${got} 个。`,
      invalidArgument: (detail) => `错误：${detail}`,
      didYouMean: (names) => `（您是不是要用 ${names.join('、')}？）`,
    },
  },
};
