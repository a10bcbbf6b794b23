import type { DroppedKind } from '@bridge-score/core';
import type { Catalog } from './catalog.js';
import { nested } from './nested.js';
import { ruleSetName } from './rule-set-names.js';
import { xmlDetail } from './xml-details.js';

/** 规则名称，用在“计分”“规则”之前：复式、盘式 1943 年。 */
const rules_ = (name: string): string =>
  ruleSetName(name, {
    forms: { duplicate: '复式', rubber: '盘式', chicago: '芝加哥' },
    year: (form, year) => `${form} ${year} 年`,
    house: (house) => `“${house}”`,
  });

const doubling = { '': '', X: '被加倍', XX: '被再加倍' } as const;
const vul = (v: boolean) => (v ? '有局' : '无局');
const unit = (form: string) => (form === 'chicago' ? '轮' : '盘');
const strainName = (s: string) => ({ C: '梅花', D: '方块', H: '红心', S: '黑桃', NT: '无将' })[s] ?? s;

const board = (w: { section: string; board: number }) =>
  w.section ? `${w.section} 组第 ${w.board} 副牌` : `第 ${w.board} 副牌`;
const place = (w: { section: string; board: number; ns: number; ew: number }) =>
  `${board(w)}，南北 ${w.ns} 对 东西 ${w.ew}`;
const pairName = (pair: number, direction: string | null) =>
  direction === 'NS' ? `南北 ${pair}` : direction === 'EW' ? `东西 ${pair}` : `${pair}`;
const signedScore = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
const pairPlace = (f: { section: string; pair: number; direction: string | null }) =>
  `${f.section ? `${f.section} 组` : ''}${pairName(f.pair, f.direction)} 号对`;
const shownPair = (ns: number | null, ew: number | null) => `${ns ?? '\u2013'}/${ew ?? '\u2013'}`;
const AWARD_ZH: { readonly [a: string]: string } = {
  'average-plus': '平均加',
  average: '平均',
  'average-minus': '平均减',
};
const awardName = (a: string | number) => (typeof a === 'number' ? `${a}%` : (AWARD_ZH[a] ?? a));

const DROPPED_ZH: { readonly [K in DroppedKind]: string } = {
  comments: '注释',
  auction: 'Auction（叫牌）部分',
  play: 'Play（打牌）部分',
  players: '各副牌的牌手标签（West、North、East、South）',
  tags: '本程序不读取的标签',
  'hand-records': '牌例',
  'event-facts': '赛事信息（名称、地点、日期、俱乐部）',
  'line-points': '记分单各行的比赛分、IMP 或百分比（计分时会重新计算）',
  'line-percentages': '记分单各行的百分比',
  'pair-totals': '各对的总分、百分比或名次（计分时会重新计算）',
  'pair-boards': '各对打过的牌数',
  'not-played': '标为未打的行',
  weighted: '加权成绩',
  'arrow-switch': '方向互换标记',
  fouled: '错牌分组',
  'table-numbers': '桌号',
};

export const zh: Catalog = {
  errors: {
    'json-syntax': (e) => `不是 JSON 对象：${e.detail}`,
    'field-type': (e) => `字段 "${e.field}"：应为 ${e.expected}。`,
    'field-unknown': (e) =>
      `"${e.field}"：未知字段；${e.suggestion === null ? `可用字段为 ${e.expected}。` : `是否指 "${e.suggestion}"？`}`,
    'field-conflict': (e) => `字段 "${e.field}" 和 "${e.other}" 不能同时给出：只给其中一个。`,
    'file-read': (e) => `无法读取 ${e.path}：${zh.fileReasons[e.reason](e.system)}。`,
    'file-write': (e) =>
      `无法写入 ${e.path}：${zh.fileReasons[e.reason](e.system)}。未写入任何内容；原有文件保持不变。`,
    'output-exists': (e) => `${e.path} 已存在：用 --force 替换它，或写到另一个文件名。`,
    'output-is-input': (e) =>
      `输出文件 ${e.path} 就是输入文件${e.input === e.path ? '' : ` ${e.input}`}：请写到另一个文件。`,
    'output-format-unknown': (e) =>
      `无法从文件名 ${e.path} 判断输出格式：请给出 --to pbn、usebio 或 csv，或将文件命名为 .pbn、.xml 或 .csv。`,
    'format-name-conflict': (e) =>
      `${e.option} ${e.format} 与文件名 ${e.path}（表示 ${e.named}）不一致：请改文件名或去掉 ${e.option}。`,
    'option-value': (e) => `选项 ${e.option} 不能是 "${e.value}"：应为 ${e.expected}。`,
    'option-conflict': (e) => `选项 ${e.option} 和 ${e.other} 不能同时给出：只选一个。`,
    'option-unused': (e) => `选项 ${e.option} 在 ${e.because} 时不起作用：请去掉它。`,
    'jsonl-argument': (e) =>
      `使用 --jsonl 时牌局从标准输入读取，每行一个 JSON 对象：不能再给出定约 "${e.text}"。`,
    'lines-after-quit': (e) => `quit：其后的 ${e.count} 行未读取。`,
    'match-number': (e) => `第 ${e.match} 场比赛超出范围（1\u2013${e.count}）：文件中有 ${e.count} 场比赛。`,
    'file-empty': (e) => `文件是空的：应为 ${e.format} 内容。`,
    'file-not-format': (e) => `这不是 ${e.format} 文件：它以 "${e.found}" 开头。`,
    'file-encoding': (e) => `文件不是有效的 UTF-8；已按 ${e.encoding}（Latin-1）读取。请检查带重音的姓名。`,
    'pbn-tag-name': (e) => `"[" 之后应为标签名（字母、数字、_），却是 "${e.found}"。`,
    'pbn-tag-value': (e) => `标签 ${e.tag}：应为双引号中的值，却是 "${e.found}"。`,
    'pbn-tag-close': (e) => `标签 ${e.tag}：值之后应为 "]"，却是 "${e.found}"。`,
    'pbn-string-unclosed': (e) => `标签 ${e.tag}：缺少值的右双引号。`,
    'pbn-comment-unclosed': () => '以 "{" 开始的注释没有用 "}" 结束。',
    'pbn-stray-text': (e) => `意外的文字 "${e.found}"：应为 [Board "1"] 这样的标签或上面标签的数据。`,
    'pbn-repeat-missing': (e) => `标签 ${e.tag} 为 "#"（同上一局），但上一局没有 ${e.tag} 标签。`,
    'pbn-tag-twice': (e) => `标签 ${e.tag} 在同一局中出现两次；采用第一个。`,
    'pbn-game-unseparated': (e) => `第二个 ${e.tag} 标签前没有空行：按新一局的开始读取。`,
    'pbn-score': (e) => `标签 ${e.tag}：无法识别 "${e.text}"：应为方向和数字，如 NS 420。`,
    'pbn-result-unpaired': (e) =>
      `第 ${e.board} 副：Contract 和 Result 标签中的结果没有 ScoreTable 说明由哪两对打出；未予转入。`,
    'pbn-room': (e) =>
      e.text === ''
        ? `第 ${e.board} 副：团体赛文件中此局没有 Room 标签（Open 或 Closed）：此局未采用。`
        : `第 ${e.board} 副：Room "${e.text}" 既不是 Open 也不是 Closed：此局未采用。`,
    'pbn-room-twice': (e) =>
      `第 ${e.board} 副在本场比赛的${e.room === 'open' ? '开室' : '闭室'}已有一局（第 ${e.first} 行）：此局未采用。`,
    'pbn-team-game': (e) =>
      `第 ${e.board} 副，${e.room === 'open' ? '开室' : '闭室'}：${nested(zh, e.cause)} 此局未采用。`,
    'pbn-score-imp': (e) =>
      `第 ${e.board} 副，${e.room === 'open' ? '开室' : '闭室'}：ScoreIMP 给南北 ${e.given} IMP，但按该副牌的结果计算为 ${e.computed}：采用结果。`,
    'pbn-team-table': (e) =>
      `团体赛文件中的 ${e.table} 不予读取（各局的 Room 标签说明谁在何处打牌）：其 ${e.rows} 行未采用。`,
    'pbn-match-round': (e) => `比赛 ${e.a} 对 ${e.b} 没有 Round 标签，而文件中有多场比赛：此场比赛未采用。`,
    'desk-award-imps': (e) =>
      `第 ${e.board} 副牌的调整分是若干 IMP，不是平均加、平均或平均减（3、0、−3），裁判台的记录行无法容纳：此牌没有裁定分；请手工录入。`,
    'result-line': (e) => `第 ${e.board} 副，NS ${e.ns} 对 EW ${e.ew}：${nested(zh, e.cause)} 此行未采用。`,
    'table-columns': (e) =>
      `无法识别表格的列 "${e.text}"：应为带宽度和对齐方式的列名，如 PairId_NS\\2R;Contract\\6L。`,
    'table-row-length': (e) => `此表格行有 ${e.found} 个值，但表格有 ${e.expected} 列；此行未采用。`,
    'table-string-unclosed': () => '此表格行中的引号值没有结束；此行未采用。',
    'table-column-unread': (e) => `本程序不读取 ${e.table} 的 ${e.column} 列；其值未采用。`,
    'deal-syntax': (e) => `无法识别牌局 "${e.text}"：应为首家方位和四手牌，如 N:AKQ2.JT9.876.543 - - -。`,
    'deal-hand': (e) =>
      `无法识别 ${e.seat} 的手牌 "${e.text}"：应为四门花色（黑桃.红心.方块.梅花），由 A K Q J T 9 … 2 组成。`,
    'deal-card-twice': (e) => `${e.card} 这张牌出现在两手牌中。`,
    'deal-hand-size': (e) => `${e.seat} 的手牌有 ${e.cards} 张；一手牌应为 13 张。`,
    'xml-syntax': (e) =>
      `XML 格式不正确：${xmlDetail(e.detail, 'zh')}${e.resumed === undefined ? '' : `从第 ${e.resumed.line} 行第 ${e.resumed.column} 列继续读取；其间内容未采用。`}`,
    'xml-entity': (e) =>
      `不允许使用实体：&${e.entity}; 不予展开。${e.resumed === undefined ? '' : `从第 ${e.resumed.line} 行第 ${e.resumed.column} 列继续读取；其间内容未采用。`}`,
    'xml-rest-unread': (e) =>
      `${nested(zh, e.cause)}文件从第 ${e.from} 行起的其余部分无法读取（共 ${e.lines} 行）。`,
    'xml-ampersand': () => '单独的 & 不符合 XML（应写作 &amp;）：按字符 & 读取。',
    'xml-element-missing': (e) => `${e.parent} 缺少 ${e.element}：此项未采用。`,
    'usebio-version': (e) => `本程序不认识 USEBIO 版本 "${e.version}"（1.2、1.3）；按 1.3 读取。`,
    'usebio-event-type': (e) => {
      const method = e.method === 'mp' ? '比赛分（MP）' : e.method === 'butler' ? 'Butler IMP' : '交叉 IMP';
      const said = `SCORING_METHOD "${e.scoringMethod ?? ''}"`;
      const why =
        e.basis === 'scoring-method'
          ? `依据其 ${said}`
          : e.basis === 'datum'
            ? `因其 ${said} 为 IMP，且牌板给出基准分（BOARD_AVERAGE）或 Butler 分`
            : e.basis === 'cross-points'
              ? `因其 ${said} 为 IMP，且各行给出交叉 IMP`
              : e.basis === 'imps-unspecified'
                ? `因其 ${said} 为 IMP，且无任何信息表明是 Butler（如需按 Butler 计分请用 --method butler）`
                : e.basis === 'scoring-method-unknown'
                  ? `默认方式：本程序不认识其 ${said}`
                  : '默认方式：文件未指明计分方式';
      return `未知的 USEBIO 比赛类型 "${e.text}"：按双人赛读取，以${method}计分，${why}。`;
    },
    'usebio-element-unread': (e) =>
      `本程序不认识 ${e.parent} 中的 ${e.element} 元素：不用于计分，仅在由此文件写出 USEBIO 时保留（文件中共 ${e.count} 处，此处为第一处）。`,
    'usebio-event-unread': (e) =>
      `这是文件中的第 ${e.event} 个 EVENT：成绩只从文件的第一个 EVENT 读取，因此它的 ${e.lines} 行成绩记录未使用。`,
    'usebio-record-unread': (e) => `此 ${e.record} 位于本程序不读取的元素 ${e.parent} 之内：未采用。`,
    'usebio-team-unknown': (e) =>
      `此 MATCH 指定的队伍 ${e.team} 不在比赛的 PARTICIPANTS 中：此场比赛未采用。`,
    'usebio-adjusted-beside-played': (e) =>
      `第 ${e.board} 副牌一桌是裁定分、另一桌是实际结果：以裁定分计，实际结果不计。`,
    'usebio-award-imps': (e) =>
      `第 ${e.board} 副牌的调整分是若干 IMP，USEBIO 的人为分只能是百分比：此牌未写出。`,
    'usebio-match-boardless': (e) =>
      `比赛 ${e.a} 对 ${e.b} 在文件中没有牌${e.given ? `（只有比分 ${e.given.a}–${e.given.b}）` : ''}：该比赛已加入但没有成绩；请录入各副牌，或用 bridge-score teams 计算该文件。`,
    'usebio-match-table': (e) => `第 ${e.board} 副牌在第 ${e.table} 桌有第二条记录：此条未采用。`,
    'usebio-match-score': (e) =>
      `TEAM_SCORE 和 OPPOSING_TEAM_SCORE 为 ${e.given.a}–${e.given.b} ${e.unit === 'vps' ? 'VP' : 'IMP'}，但按本场各副牌计算为 ${e.computed.a}–${e.computed.b}：采用各副牌的结果。`,
    'usebio-match-vps-only': () =>
      '此 MATCH 只给出胜利分（MATCH_SCORING_METHOD VPS），没有牌局记录：排名按 IMP 计算，因此此场比赛未采用。',
    'usebio-match-empty': () =>
      '此 MATCH 既没有牌局记录，也没有 TEAM_SCORE 和 OPPOSING_TEAM_SCORE：此场比赛未采用。',
    'usebio-match-board': (e) => `${nested(zh, e.cause)} 此场比赛未采用。`,
    'value-seat': (e) => `${e.field}：“${e.text}” 不是方位：应为 N、E、S 或 W（或 NS、EW）。`,
    'value-number': (e) => `${e.field}：“${e.text}” 不是数字。`,
    'value-artificial': (e) =>
      `${e.field}：无法识别 "${e.text}"：应为 420 或 -50 这样的分数，或 A60A40 这样的人为分数。`,
    'value-invalid': (e) => `${e.field} "${e.text}"：${nested(zh, e.cause)}`,
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
    'result-conflict': (e) => `结果给了两次且不一致：${e.tricks} 墩和 ${e.other} 墩。`,
    'contract-invalid': (e) => `不是定约：${e.text}（阶数 1–7，花色 C D H S NT，加倍为无、X 或 XX）。`,
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
    'rubber-over': () => '这一盘已经结束：输入 new 开始下一盘（或输入 undo 撤销上一副牌）。',
    'chukker-over': () => '这一轮已经结束（四副牌已打完）：输入 new 开始下一轮（或输入 undo 撤销上一副牌）。',
    'nothing-to-undo': () => '没有可撤销的内容。',
    'deal-index': (e) =>
      e.count === 0
        ? `没有第 ${e.deal} 副牌：这张记分表上还没有记录任何牌。`
        : `没有第 ${e.deal} 副牌：这张记分表只有第 1 到第 ${e.count} 副。`,
    'sheet-index': (e) => `没有第 ${e.sheet} 张记分表：今晚只有第 1 到第 ${e.count} 张。`,
    'sheet-not-over': (e) =>
      `这一${unit(e.form)}还没有结束：请打完，或输入 end 按现状结束，然后再开始新的一${unit(e.form)}。`,
    'correction-conflict': (e) =>
      `这样更正后，这一${unit(e.form)}会在第 ${e.deal} 副牌之前结束：请先撤销其后的牌。`,
    'correction-unfinished': (e) =>
      `这样更正后，第 ${e.sheet} ${unit(e.form)}将不再结束，但下一${unit(e.form)}已经开始。`,
    'sheet-rules-form': (e) =>
      `"${e.rules}" 规则用于 ${e.form} 计分；这张记分表需要 ${e.expected} 规则（如 ${e.expected}）。`,
    'rubber-values-missing': (e) => `"${e.rules}" 规则没有盘局奖分（字段 "rubber" 为 null）。`,
    'honours-off': () => '本局不计大牌奖分（这张记分表已关闭大牌奖分）。',
    'sheet-line-empty': () => '空行：请输入一副牌，如 4SX S -2，或 pass。',
    'sheet-line-syntax': (e) =>
      `无法识别 "${e.text}"。一副牌的写法是：定约、庄家、结果——4SX S -2、3NT N =、3NT N 10、4H E +1 honours 100 E；或 pass、undo、end、new、fix N <牌>。`,
    // 团体赛与 IMP
    'imps-score': (e) => `"${e.text}" 不是分数：请给出如 620 或 -100 的分数。`,
    'vp-boards': (e) =>
      e.text === ''
        ? '请给出牌数（--boards 16）或 VP 换算表文件（--scale-file）。'
        : `"${e.text}" 不是牌数：请给出从 1 起的整数。`,
    'vp-margin': (e) => `"${e.text}" 不是 IMP 分差：请给出如 23 或 -7 的数。`,
    'vp-scale-empty': () => 'VP 换算表没有行：请给出如 0,10,10 和 1+,11,9 的行。',
    'vp-scale-fields': (e) => `VP 换算表的每行有三个字段（IMP、胜方 VP、负方 VP），而不是 ${e.count} 个。`,
    'vp-scale-range': (e) => `"${e.text}" 不是 IMP 区间：请写 4、1-3 或 60+。`,
    'vp-scale-gap': (e) => `区间 "${e.text}" 应从 ${e.expected} 开始：区间从 0 开始且不得有空缺。`,
    'vp-scale-vp': (e) => `"${e.text}" 不是 VP 数。`,
    'vp-scale-order': (e) => `从 ${e.from} IMP 起方向不对：分差越大，胜方 VP 不得减少，负方 VP 不得增加。`,
    'vp-scale-open-early': () => '只有最后一个区间可以是开区间（如 60+）。',
    'vp-scale-open-missing': () => '最后一个区间必须是开区间（如 60+），使任何分差都有 VP。',
    'vp-scale-between': (e) => `"${e.text}" 不是行间换算方式：请用 step 或 linear。`,
    'csv-quote': () => '引号中的字段没有结束：缺少 "。',
    'csv-columns': (e) => `表头中没有 ${e.missing} 列。`,
    'csv-number': (e) => (e.text === '' ? `缺少 ${e.field}。` : `${e.field} 应为数字，而不是 "${e.text}"。`),
    'match-adjusted': (e) =>
      `无法识别调整分 "${e.text}"：请用 A+、A= 或 A-（平均加、平均、平均减），或 I 加 IMP 数（I5）；若 B 队的调整分不是相反的，写在 / 之后。`,
    'match-adjusted-mixed': (e) => `调整分的那一行只写调整分，但这一行还有 "${e.text}"。`,
    'match-score-mismatch': (e) =>
      `第 ${e.board} 副牌，${e.table} 号桌：记录的分数是 ${e.given}，但该定约南北方应得 ${e.computed}。`,
    'match-board-twice': (e) => `第 ${e.board} 副牌出现了两次。`,
    'match-empty': () => '比赛中没有牌。',
    'carry-over': (e) => `"${e.text}" 不是携带分：请给出 A 队得到的 IMP，B 队得到则为负数（如 4.5 或 -3）。`,
    'event-empty': () => '赛事中没有比赛。',
    'event-self': (e) => `"${e.team}" 队不能与自己比赛。`,
    'event-twice': (e) => `"${e.team}" 队在第 ${e.round} 轮中出场不止一次。`,
    'event-round': (e) => `"${e.text}" 不是轮次：轮次为 1、2、3 ……`,
    'file-position': (e) => `第 ${e.line} 行第 ${e.column} 列：${nested(zh, e.error)}`,
    'csv-header': (e) =>
      `CSV 表头没有 "${e.missing}" 列（需要：board,ns,ew,contract,declarer,tricks,score）。`,
    'csv-quote-stray': (e) =>
      `字段的结束引号后面还有 "${e.text}"：引号内的引号要写两次（"Ann ""Lee"" Smith"）。`,
    'match-board-line-twice': (e) => `第 ${e.board} 副牌已在第 ${e.first} 行；本行未采用。`,
    'event-bye-twice': () => '一场比赛至少一方要有队伍，而这一行两边都是轮空。',
    'csv-column-twice': (e) =>
      `表头两次写了 "${e.column}" 列（第一次在第 ${e.first} 列）：无法判断指的是哪一列。`,
    'line-twice': (e) =>
      `第 ${e.board} 副牌南北 ${e.ns} 对东西 ${e.ew} 已在第 ${e.first} 行；本行未采用（同一桌一副牌只计一次）。`,
    'convert-dropped': (e) =>
      `${e.from} → ${e.to}：${DROPPED_ZH[e.what]}未转换，共 ${e.count} 个（${e.to} 无处存放）。`,
    'json-line-empty': () => '空行：每一行应是一个 JSON 对象。',
    'csv-fields': (e) => `这一行有 ${e.got} 个字段，但表头有 ${e.expected} 个。`,
    'adjusted-syntax': (e) => `"${e.text}" 不是裁判判分：请写 A60A40、A5050、A+A-（先南北后东西）或 NP。`,
    'adjusted-percent': (e) => `裁判判分是 0 到 100 的百分比，而不是 ${e.percent}。`,
    'weighted-syntax': (e) =>
      `无法识别加权判分 "${e.text}"：请写 W30:4H=N;70:3NT-1N（各部分为“权重:定约 结果 庄家”或“权重:分数”）。`,
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
    'score-tens': (e) => `"${e.text}" 不是桥牌分数：分数都是 10 的整数倍。`,
    'score-range': (e) =>
      e.of === 'score'
        ? `"${e.text}" 超出任何桥牌分数：一副牌的得分正负都不超过 ${e.max}。`
        : `"${e.text}" 超出任何两个桥牌分数之差：正负都不超过 ${e.max}。`,
    'event-score': (e) =>
      e.score < 0 || e.boards === null
        ? `队伍 "${e.team}"，第 ${e.round} 轮：分数 ${e.score} 不可能；分数不小于 0。`
        : `队伍 "${e.team}"，第 ${e.round} 轮：${e.boards} 副牌得 ${e.score} 超出 IMP 表所能给出（每副最多 24，第 78B 条）。`,
    'butler-drop': (e) =>
      `Butler：不能在两端各去掉 ${e.drop} 个结果：每副牌最多 ${e.results} 个结果，最多只能去掉 ${e.most} 个。`,
    'session-empty': () => '没有可计分的结果。',
    'conventions-unknown': (e) =>
      `未知的计分惯例“${e.text}”：请用 bridge-score、compscore、scorebridge、bridge-scorer、acblscore 或 ebuscore，或一个 JSON 文件。`,
    'conventions-invalid': (e) => `计分惯例字段 ${e.path}：应为 ${e.expected}。`,
    'conventions-json': (e) => `计分惯例文件不是有效的 JSON：${e.detail}`,
    'movement-tables': (e) =>
      e.max === null
        ? `${e.movement === 'mitchell' ? '米切尔' : '豪厄尔'}移位需要整数张桌，至少 ${e.min} 张，而不是 ${e.tables}。`
        : `${e.movement === 'mitchell' ? '米切尔' : '豪厄尔'}移位只有 ${e.min} 到 ${e.max} 张桌的，没有 ${e.tables} 张桌的。`,
    'movement-rounds': (e) =>
      e.max === null
        ? `移位需要整数轮，至少 1 轮，而不是 ${e.rounds}。`
        : `这个移位最多 ${e.max} 轮，不是 ${e.rounds} 轮。`,
    'movement-boards': (e) => `第 ${e.set} 组牌须有至少一副牌，牌号从 1 起。`,
    'movement-board-twice': (e) => `第 ${e.board} 副牌在两组牌中。`,
    'movement-place': (e) =>
      e.field === 'pair'
        ? `第 ${e.round} 轮第 ${e.table} 桌：${e.value} 不是对号。`
        : `第 ${e.round} 轮第 ${e.table} 桌：${({ round: '轮次', table: '桌号', set: '牌组' } as const)[e.field]} ${e.value} 超出移位${e.max === null ? '' : `（1 到 ${e.max}）`}。`,
    'movement-table-twice': (e) => `第 ${e.round} 轮：第 ${e.table} 桌被安排了两次。`,
    'movement-pair-twice': (e) => `第 ${e.round} 轮：${pairName(e.pair, e.direction)} 对同时坐在两张桌。`,
    'movement-pair-same': (e) => `第 ${e.round} 轮第 ${e.table} 桌：${e.pair} 对不能与自己对抗。`,
    'movement-set-twice': (e) =>
      `${pairName(e.pair, e.direction)} 对打了两次第 ${e.set} 组牌：第 ${e.rounds[0]} 轮和第 ${e.rounds[1]} 轮。`,
    'movement-phantom': (e) => `缺席的 ${pairName(e.pair, e.direction)} 对不在移位中。`,
    'movement-switch': (e) => `第 ${e.round} 轮不能换向：移位只有第 1 到第 ${e.rounds} 轮。`,
    'movement-switch-howell': (e) => `第 ${e.round} 轮：豪厄尔移位不换向；请按实际方向安排各对。`,
    'movement-invalid': (e) => `移位字段 ${e.path}：应为 ${e.expected}。`,
    'movement-json': (e) => `移位文件不是有效的 JSON：${e.detail}`,
  },
  fileReasons: {
    'no-such-file': () => '没有这个文件',
    'no-permission': () => '没有权限',
    'is-a-folder': () => '这是文件夹，不是文件',
    'not-a-folder': () => '路径的一部分不是文件夹',
    'disk-full': () => '磁盘已满',
    exists: () => '文件已存在',
    'read-only': () => '文件系统只读',
    'too-many-open': () => '打开的文件太多',
    busy: () => '文件正忙',
    'name-too-long': () => '文件名太长',
    'too-big': () => '文件太大',
    io: () => '输入输出错误',
    other: (system) => `系统拒绝（${system}）`,
  },
  report: {
    more: (count, kind) => `……另有 ${count} 条同类消息（${kind}）；--all-warnings 全部显示。`,
    rejected: (count, action, places, more) =>
      `${count} 行未${action === 'scored' ? '计分' : '转换'}${places.length === 0 ? '' : `：${places.join('、')}${more ? '……' : ''}`}。`,
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
  progress: {
    read: (file, mib) => `正在读取 ${file}（${mib.toFixed(1)} MiB）…`,
    lines: (n) => `已读取 ${n.toLocaleString('zh')} 行记分；正在计分…`,
    writing: '计分完成；正在输出…',
  },
  session: {
    scale: { '2/1': '比赛分 2/1（第 78A 条）', acbl: '比赛分 1/½（ACBL）' },
    factoring: {
      neuberg: '纽伯格折算',
      simple: '简单折算',
      'missing-as-average': '缺少的成绩按平均计',
      none: '不折算',
    },
    adjusted: { fixed: '平均分 60/50/40 %', session: '平均分加减按本节百分比' },
    movement: { mitchell: '米切尔', howell: '豪厄尔' },
    vulnerability: { None: '双无', NS: '南北有局', EW: '东西有局', Both: '双有' },
    settings: (scale, factoring, adjusted) => `计分方式：${scale}，${factoring}，${adjusted}。`,
    method: { mp: '比赛分', 'cross-imps': '交叉 IMP', butler: '巴特勒' },
    crossDivide: {
      comparisons: '按比较次数平均（n \u2212 1）',
      scores: '按成绩个数平均（n）',
      none: '全部比较之和',
    },
    butlerDatum: (drop, rounding) => {
      const dropped =
        'count' in drop
          ? drop.count === 0
            ? '全部成绩的平均值'
            : `去掉两端各 ${drop.count} 个成绩后的平均值`
          : 'percent' in drop
            ? `去掉两端各 ${drop.percent}% 成绩（至少一个）后的平均值`
            : `n 个成绩去掉两端各 ⌈(n − ${drop.formula.offset}) / ${drop.formula.per}⌉ + ${drop.formula.plus} 个后的平均值（不超过 ${drop.formula.none} 个时不去掉）`;
      const five =
        rounding === 'half-even'
          ? '恰为 5 时取偶'
          : rounding === 'half-away'
            ? '恰为 5 时远离零'
            : '恰为 5 时向上';
      return `基准分为${dropped}，取整到 10（${five}）`;
    },
    impSettings: (method, detail) => `计分方式：${method}，单位 IMP，${detail}；平均分 +3/0/\u22123 IMP。`,
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
      imps: 'IMP',
      average: '每副平均',
      nsImps: '南北 IMP',
      ewImps: '东西 IMP',
    },
    board: (b, dealer, vul, top, section, datum) =>
      `${section ? `${section} 组` : ''}第 ${b} 副   发牌 ${dealer}   局况 ${vul}${top !== null ? `   满分 ${top}` : ''}${datum !== null ? `   基准分 ${datum}` : ''}`,
    notPlayed: '未打',
    switched: '换向',
    warnings: '警告',
    errors: '错误',
    at: (row, column) => (column ? `第 ${row} 行，${column} 列` : `第 ${row} 行`),
    columnIgnored: (column) => `本程序不读取 "${column}" 列；已忽略。`,
    moreWarnings: (count) => `……另有 ${count} 条警告（--all-warnings 在此全部显示；JSON 输出列出全部警告）。`,
    conventions: (note) =>
      note.source === 'file'
        ? `按 ${note.program} 的计分惯例计分（文件由 ${note.writer} 写出）；--conventions bridge-score 则按本程序的惯例。`
        : note.source === 'option'
          ? `按 ${note.program} 的计分惯例计分（--conventions ${note.name}）。`
          : `文件由 ${note.writer} 写出，其计分惯例未知：按 bridge-score 的惯例计分（可用 --conventions 另选）。`,
  },
  verify: {
    finding: {
      'line-score': (f) =>
        `${place(f)}：文件记为 ${signedScore(f.file)}；${f.contract}，庄家 ${f.declarer}，${f.tricks} 墩，应得 ${signedScore(f.ours)}。`,
      'line-points': (f) =>
        `${place(f)}：文件记为 ${f.result} ${shownPair(f.file.ns, f.file.ew)}${f.unit === 'imps' ? ' IMP' : ''}；${
          f.adjusted
            ? f.adjusted.ns === f.adjusted.ew && typeof f.adjusted.ns === 'string'
              ? `${awardName(f.adjusted.ns)}应为`
              : `南北${awardName(f.adjusted.ns)}、东西${awardName(f.adjusted.ew)}应为`
            : '按本副牌的结果应为'
        } ${shownPair(f.ours.ns, f.ours.ew)}。`,
      'board-datum': (f) =>
        `${board(f)}：文件记的基准分（BOARD_AVERAGE）为 ${signedScore(f.file)}；按结果应为 ${signedScore(f.ours)}。`,
      'pair-total': (f) =>
        `${pairPlace(f)}：文件记的总分为 ${f.file}${f.unit === 'imps' ? ' IMP' : ''}；${
          f.basis === 'sum' ? '其各副牌之和为' : '其百分比折合整节满分为'
        } ${f.ours}。`,
      'pair-percentage': (f) => `${pairPlace(f)}：文件记为 ${f.file}%；其得分占其满分的 ${f.ours}%。`,
      'pair-place': (f) => `${pairPlace(f)}：文件记的名次为 ${f.file}；按排名应为 ${f.ours}。`,
    },
    heading: (file, writer, program) =>
      `${file}${writer ? `（由 ${writer} 写出）` : ''}：按 ${program} 的计分惯例核对。`,
    consistent: (lines, datums, pairs) => `一致：${lines} 行、${datums} 个基准分、${pairs} 对均与计分相符。`,
    found: (count) => `文件中有 ${count} 项数字与计分不符。`,
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
    `${contract}，庄家 ${declarer}，${tricks} 墩（${rules_(rules)}计分）`,
  summary: (contract, vul, sum, total, to) => `${contract} ${vul}：${sum} = ${total} ${to}`,
  passedOut: '全体不叫：双方均不得分。',
  sides: (ns, ew) => `NS ${ns}   EW ${ew}`,
  ordinal: (n) => `第 ${n}`,
  honours: { 'four-trumps': '四张将牌大牌', 'five-trumps': '五张将牌大牌', 'four-aces': '四张 A' },
  doubling,
  errorAt: (where, message) => (where ? `${where}：${message}` : message),
  line: (n) => `第 ${n} 行`,
  warning: '警告',
  sheet: {
    we: '我方',
    they: '对方',
    title: (form, n, rules) => `第 ${n} ${unit(form)}（${rules_(rules)}规则）`,
    tags: {
      'rubber-bonus': '盘局',
      'unfinished-game': '成局',
      'unfinished-part-score': '部分分',
      'fourth-deal-part-score': '第4副',
    },
    bonuses: {
      'rubber-bonus': (b) => `盘局奖分，二比${b.gamesLost === 0 ? '零' : '一'}`,
      'unfinished-game': () => '未完成的盘：唯一的一局',
      'unfinished-part-score': () => '未完成的盘：未完成局中的部分分',
      'fourth-deal-part-score': () => '第 4 副牌未成局的部分分',
    },
    vulnerable: (who) => `有局：${who}`,
    nobody: '无',
    both: '双方',
    below: (points) => `线下 ${points}`,
    comma: '，',
    above: (points) => `线上 ${points}`,
    game: (side) => `成局：${side}`,
    passedOut: '全体不叫',
    redealt: '全体不叫，同一发牌人重新发牌',
    honoursWord: '大牌分',
    chukkerDeal: (deal, dealer) => `第 ${deal} 副，发牌人 ${dealer}`,
    rubberInPlay: (game, we, they, vul) => `正在进行第 ${game} 局。局数：我方 ${we}，对方 ${they}；${vul}。`,
    rubberWon: (winner, won, lost) => `这一盘结束：${winner}以 ${won}–${lost} 获胜。`,
    rubberEnded: '这一盘未打完即结束。',
    chicagoNext: (deal, dealer, vul) => `下一副：第 ${deal} 副（共 4 副），发牌人 ${dealer}，${vul}。`,
    chukkerOver: '这一轮结束：四副牌已打完。',
    chukkerEnded: (played) => `这一轮在 ${played} 副牌后结束。`,
    totals: (we, they, lead, by) =>
      `合计：我方 ${we}，对方 ${they}；${lead === null ? '持平' : `${lead}领先 ${by}`}。`,
    settlement: (winner, hundreds, margin, rounding) =>
      `结算：${winner === null ? '无' : `${winner} +${hundreds}`}（${margin} 取整到 100，${rounding === 'half-up' ? '50 进位' : '50 舍去'}）。`,
    evening: (sheets, form, we, they, lead, by) =>
      `今晚共 ${sheets} ${unit(form)}：我方 ${we}，对方 ${they}；${lead === null ? '持平' : `${lead}领先 ${by}`}。`,
    eveningSettlement: (form, winner, hundreds) =>
      `已完成各${unit(form)}的结算：${winner === null ? '持平' : `${winner} +${hundreds}`}。`,
    deals: '各副牌：',
    intro: (form) =>
      `开始记录${form === 'rubber' ? '盘式桥牌' : '芝加哥'}的分数。每行输入一副牌，如 4SX S -2 或 3NT N =；输入 help 查看说明。`,
    help: (form) =>
      [
        '每行一副牌：定约、庄家、结果。',
        '  4SX S -2        南家 4♠ 被加倍，宕二',
        '  3NT N =         北家 3NT，刚好完成（或 3NT N 9：赢墩数）',
        '  4H E +1 honours 100 E    大牌奖分：分数和持有者（座位或方向）',
        `  pass            全体不叫${form === 'chicago' ? '（同一发牌人重新发牌）' : ''}`,
        '命令：',
        '  undo            撤销上一条输入（一副牌或一次更正）',
        `  fix N <牌>      更正第 N 副牌（fix 2.3 <牌>：第 2 ${unit(form)}的第 3 副）`,
        `  end             按现状结束这一${unit(form)}${form === 'rubber' ? '（未完成盘的奖分）' : ''}`,
        `  new             开始下一${unit(form)}`,
        '  sheet           再次显示记分表',
        '  quit            退出（显示合计）',
      ].join('\n'),
    prompt: '> ',
  },
  teams: {
    imps: (n) => `${n} IMP`,
    impsResult: (expression, imps) => `${expression}：${imps}`,
    scaleName: (name, boards) => (boards === null ? name : `WBF 2013 连续换算表，${boards} 副牌`),
    scaleHeading: (scale, blitz) => (blitz === null ? scale : `${scale}（分差 ${blitz} IMP 及以上为满分）`),
    scaleColumns: { margin: 'IMP', winner: '胜方', loser: '负方' },
    vpResult: (margin, a, b) => `${margin}：${a} – ${b} VP`,
    matchColumns: { board: '牌号', table1: '1 号桌', table2: '2 号桌', net: '净分', running: '累计' },
    notPlayed: '未打',
    adjusted: '调整分',
    carryOver: (team, imps) => `携带分：${team} ${imps}`,
    impsTotal: (teamA, a, teamB, b) => `IMP：${teamA} ${a}，${teamB} ${b}`,
    margin: (winner, imps) => (winner === null ? '平局' : `${winner} 胜 ${imps}`),
    vpTotal: (scale, teamA, a, teamB, b) => `胜利分（${scale}）：${teamA} ${a}，${teamB} ${b}`,
    unbalanced: (team, margin) => `调整分不对称：${team} 队按自己的分差 ${margin} 计算 VP。`,
    bamTotal: (teamA, a, teamB, b) => `逐副比赛计分（BAM）：${teamA} ${a}，${teamB} ${b}`,
    matchHeading: (n, round, a, b) => `第 ${n} 场${round === null ? '' : `（第 ${round} 轮）`}：${a} 对 ${b}`,
    afterRound: (round) => `第 ${round} 轮后`,
    standingsColumns: {
      place: '名次',
      team: '队',
      points: '得分',
      played: '已赛',
      scored: '得',
      conceded: '失',
    },
    nextRound: '下一轮（瑞士制编排）',
    bye: (team) => `${team}：轮空`,
    repeats: (n) => `${n} 对队伍再次相遇：无法避免。`,
  },
};
