import type { Catalog } from './catalog.js';

const doubling = { '': '', X: '被加倍', XX: '被再加倍' } as const;
const vul = (v: boolean) => (v ? '有局' : '无局');
const strainName = (s: string) => ({ C: '梅花', D: '方块', H: '红心', S: '黑桃', NT: '无将' })[s] ?? s;

const board = (w: { section: string; board: number }) =>
  w.section ? `${w.section} 组第 ${w.board} 副牌` : `第 ${w.board} 副牌`;
const place = (w: { section: string; board: number; ns: number; ew: number }) =>
  `${board(w)}，南北 ${w.ns} 对 东西 ${w.ew}`;
const pairName = (pair: number, direction: string | null) =>
  direction === 'NS' ? `南北 ${pair}` : direction === 'EW' ? `东西 ${pair}` : `${pair}`;
const signedScore = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export const zh: Catalog = {
  errors: {
    'json-syntax': (e) => `不是 JSON 对象：${e.detail}`,
    'field-type': (e) => `字段 "${e.field}"：应为 ${e.expected}。`,
    'file-read': (e) => `无法读取 ${e.path}：${e.detail}`,
    'option-value': (e) => `选项 ${e.option} 不能是 "${e.value}"：应为 ${e.expected}。`,
    'contract-empty': () => '没有给出定约：请写如 4S、3NT、4HX 或 Pass。',
    'level-missing': (e) => `"${e.text}" 不是定约：定约应以 1 到 7 的阶数开头（如 4S），或为 Pass。`,
    'level-zero': () => '没有 0 阶：定约阶数为 1 到 7。',
    'level-too-high': (e) => `不得打七阶以上的定约（第 38 条）：给出的是 ${e.level} 阶。`,
    'strain-unknown': (e) => `未知的花色 "${e.text}"：请用 C、D、H、S 或 NT（或 ♣ ♦ ♥ ♠）。`,
    'doubling-unknown': (e) => `无法识别定约后的 "${e.text}"：应为 X、XX 或 =、+1、-2 等结果。`,
    'result-syntax': (e) => `无法识别结果 "${e.text}"：请给出赢墩数（0–13）或 =、+1、-2。`,
    'tricks-range': (e) => `赢墩数必须是 0 到 13 的整数，而不是 ${e.tricks}。`,
    'result-range': (e) =>
      `${e.level} 阶定约的结果 ${e.result > 0 ? '+' : ''}${e.result} 意味着 ${e.tricks} 墩；只可能是 0 到 13 墩。`,
    'result-missing': () => '没有给出结果：请加上赢墩数（0–13）或 =、+1、-2。',
    'result-for-pass': (e) => `全体不叫的牌没有结果，但 Pass 后面有 "${e.text}"。`,
    'declarer-unknown': (e) => `未知的庄家 "${e.text}"：请用 N、E、S 或 W。`,
    'declarer-missing': () => '谁是庄家？请给出庄家：N、E、S 或 W。',
    'vulnerability-unknown': (e) => `未知的局况 "${e.text}"：请用 None、NS、EW 或 Both。`,
    'board-number': (e) => `"${e.text}" 不是牌号：牌号为 1、2、3 ……`,
    'honours-unknown': (e) => `无法识别大牌奖分 "${e.text}"：请写分数和持有者，如 150 N。`,
    'honours-not-scored': (e) => `"${e.rules}" 规则不计大牌奖分（只在盘式桥牌和芝加哥计分中计算）。`,
    'honours-strain': (e) =>
      e.honours === 'four-aces'
        ? `四张 A 只在无将定约中计分，${strainName(e.strain)}定约中不计。`
        : '无将定约中只有四张 A（150 分）算作大牌奖分。',
    'honours-holder': (e) => `未知的大牌持有者 "${e.text}"：请用 N、E、S、W、NS 或 EW。`,
    'rules-unknown': (e) =>
      `未知的规则 "${e.text}"：请用 duplicate、rubber、chicago、如 rubber-1943 的版本，或如 duplicate@1975 的形式加年份。`,
    'rules-year': (e) => `${e.year} 年没有生效的 ${e.form} 规则：最早的是 ${e.earliest} 年。`,
    'rules-invalid': (e) => `规则字段 ${e.path}：应为 ${e.expected}。`,
    'rules-json': (e) => `规则文件不是有效的 JSON：${e.detail}`,
    'csv-header': (e) =>
      `CSV 表头没有 "${e.missing}" 列（需要：board,ns,ew,contract,declarer,tricks,score）。`,
    'csv-quote': () => '带引号的字段没有结束：缺少一个 "。',
    'csv-fields': (e) => `这一行有 ${e.got} 个字段，但表头有 ${e.expected} 个。`,
    'adjusted-syntax': (e) => `"${e.text}" 不是裁判判分：请写 A60A40、A5050、A+A-（先南北后东西）或 NP。`,
    'adjusted-percent': (e) => `裁判判分是 0 到 100 的百分比，而不是 ${e.percent}。`,
    'weighted-syntax': (e) =>
      `无法识别加权判分 "${e.text}"：请写 W30:4H=N;70:3NT-1N（权重:定约结果庄家，或权重:分数）。`,
    'weighted-weight': (e) => `权重必须是不小于 1 的整数份数，而不是 "${e.text}"。`,
    'score-syntax': (e) =>
      `"${e.text}" 不是分数：请写南北的分数（420、-50）、裁判判分（A60A40）、NP 或加权判分（W30:…）。`,
    'outcome-missing': () => '没有结果：请给出定约、庄家和赢墩数，或者分数。',
    'pair-number': (e) => `"${e.text}" 不是对号：对号为 1、2、3 ……`,
    'pair-same': (e) => `第 ${e.pair} 对不能和自己对打。`,
    'switch-syntax': (e) => `"${e.text}" 无法说明是否换向（箭头转换）：请用 yes/no、1/0 或留空。`,
    'round-number': (e) => `"${e.text}" 不是轮次：轮次为 1、2、3 ……`,
    'dealer-unknown': (e) => `未知的发牌人 "${e.text}"：请用 N、E、S 或 W。`,
    'board-conflict': (e) =>
      `第 ${e.board} 副牌给出了两个不同的${e.field === 'dealer' ? '发牌人' : '局况'}：${e.first} 和 ${e.second}。`,
    'event-invalid': (e) => `字段 ${e.path}：应为 ${e.expected}。`,
    'session-empty': () => '没有可计分的结果。',
  },
  warnings: {
    'score-mismatch': (w) =>
      `${place(w)}：记录的分数（${signedScore(w.entered)}）与定约和赢墩数得出的分数（${signedScore(w.computed)}）不符；按 ${signedScore(w.computed)} 计分。`,
    'score-impossible': (w) =>
      `${place(w)}：在局况"${zh.session.vulnerability[w.vulnerability]}"下，没有任何定约能让南北得到 ${signedScore(w.score)}；按所记分数计分。`,
    'declarer-for-pass': (w) => `${place(w)}：全体不叫的牌没有庄家，但给出了 ${w.declarer}。`,
    outlier: (w) =>
      `${place(w)}：${signedScore(w.score)} 与其他所有分数相差很远（最接近的是 ${signedScore(w.nearest)}）：请检查方向、定约和赢墩数。`,
    'pair-twice': (w) => `${board(w)}：${pairName(w.pair, w.direction)} 对在这副牌上出现了两次。`,
    'board-incomplete': (w) =>
      `${board(w)}：应有 ${w.expected} 个结果，只有 ${w.scores} 个；请补录或标记为 NP。`,
    'pair-unlisted': (w) =>
      `${w.section ? `${w.section} 组：` : ''}${pairName(w.pair, w.direction)} 对不在对名单中。`,
  },
  session: {
    scale: { '2/1': '比赛分 2/1（第 78A 条）', acbl: '比赛分 1/½（ACBL）' },
    factoring: { neuberg: '纽伯格折算', simple: '简单折算', none: '不折算' },
    adjusted: { fixed: '平均分 60/50/40 %', session: '平均分加减按本节百分比' },
    movement: { mitchell: '米切尔', howell: '豪厄尔' },
    vulnerability: { None: '双无', NS: '南北有局', EW: '东西有局', Both: '双有' },
    settings: (scale, factoring, adjusted) => `计分方式：${scale}，${factoring}，${adjusted}。`,
    field: (section, direction) => {
      const d = direction === 'NS' ? '南北' : direction === 'EW' ? '东西' : '全部选手对';
      return section === null ? d : `${section} 组，${d}`;
    },
    columns: {
      place: '名次',
      pair: '对号',
      names: '姓名',
      points: '得分',
      percent: '%',
      boards: '牌数',
      ns: '南北',
      ew: '东西',
      contract: '定约',
      by: '庄家',
      lead: '首攻',
      tricks: '墩数',
      nsScore: '南北 +',
      ewScore: '东西 +',
      nsPoints: '南北分',
      ewPoints: '东西分',
      group: '组别',
    },
    board: (b, dealer, vul, top, section) =>
      `${section ? `${section} 组` : ''}第 ${b} 副   发牌 ${dealer}   局况 ${vul}   满分 ${top}`,
    notPlayed: '未打',
    switched: '换向',
    warnings: '警告',
    errors: '错误',
    at: (row, column) => (column ? `第 ${row} 行，${column} 列` : `第 ${row} 行`),
    columnIgnored: (column) => `本程序不读取 "${column}" 列；已忽略。`,
  },
  items: {
    'trick-points': (i) => `定约墩分：${i.level}${strainName(i.strain)}${doubling[i.doubling]}`,
    overtrick: (i) => `第 ${i.n} 个超墩${i.doubling ? `（${doubling[i.doubling]}）` : ''}`,
    'part-score': () => '部分定约奖分',
    game: (i) => `成局奖分（${vul(i.vulnerable)}）`,
    'small-slam': (i) => `小满贯奖分（${vul(i.vulnerable)}）`,
    'grand-slam': (i) => `大满贯奖分（${vul(i.vulnerable)}）`,
    insult: (i) => `完成${doubling[i.doubling]}定约的奖分`,
    undertrick: (i) =>
      `第 ${i.n} 个宕墩（${[doubling[i.doubling], vul(i.vulnerable)].filter(Boolean).join('，')}）`,
    honours: (i) => `大牌奖分：${zh.honours[i.kind]}，${i.holder} 持有`,
  },
  vulnerable: vul,
  to: (who) => (who === 'declarer' ? '归庄家方' : '归防守方'),
  dealHeading: (contract, declarer, tricks, rules) =>
    `${contract}，庄家 ${declarer}，${tricks} 墩（${rules} 计分）`,
  summary: (contract, vul, sum, total, to) => `${contract} ${vul}：${sum} = ${total} ${to}`,
  passedOut: '全体不叫：双方均不得分。',
  sides: (ns, ew) => `NS ${ns}   EW ${ew}`,
  ordinal: (n) => `第 ${n}`,
  honours: { 'four-trumps': '四张将牌大牌', 'five-trumps': '五张将牌大牌', 'four-aces': '四张 A' },
  doubling,
  errorAt: (where, message) => (where ? `${where}：${message}` : message),
  line: (n) => `第 ${n} 行`,
};
