import type { Catalog } from './catalog.js';

const doubling = { '': '', X: 'с контрой', XX: 'с реконтрой' } as const;
const vul = (v: boolean) => (v ? 'в зоне' : 'до зоны');
const strainName = (s: string) =>
  ({ C: 'трефы', D: 'бубны', H: 'черви', S: 'пики', NT: 'без козыря' })[s] ?? s;
const plural = (n: number, one: string, few: string, many: string) => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};

const board = (w: { section: string; board: number }) =>
  w.section ? `Секция ${w.section}, сдача ${w.board}` : `Сдача ${w.board}`;
const place = (w: { section: string; board: number; ns: number; ew: number }) =>
  `${board(w)}, NS ${w.ns} — EW ${w.ew}`;
const pairName = (pair: number, direction: string | null) => (direction ? `${direction} ${pair}` : `${pair}`);
const signedScore = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export const ru: Catalog = {
  errors: {
    'json-syntax': (e) => `Это не объект JSON: ${e.detail}`,
    'field-type': (e) => `Поле «${e.field}»: ожидается ${e.expected}.`,
    'file-read': (e) => `Не удалось прочитать ${e.path}: ${e.detail}`,
    'option-value': (e) => `Параметр ${e.option} не может быть «${e.value}»: ожидается ${e.expected}.`,
    'contract-empty': () => 'Контракт не указан: напишите, например, 4S, 3NT, 4HX или Пас.',
    'level-missing': (e) =>
      `«${e.text}» — не контракт: он начинается с уровня от 1 до 7 (например, 4S) или это Пас.`,
    'level-zero': () => 'Уровня 0 нет: контракт бывает от 1 до 7.',
    'level-too-high': (e) =>
      `Контракт выше седьмого уровня играть нельзя (Закон 38): указан уровень ${e.level}.`,
    'strain-unknown': (e) => `Неизвестная масть «${e.text}»: используйте C, D, H, S или NT (или ♣ ♦ ♥ ♠).`,
    'doubling-unknown': (e) =>
      `Не удалось прочитать «${e.text}» после контракта: ожидается X, XX или результат вида =, +1, -2.`,
    'result-syntax': (e) =>
      `Не удалось прочитать результат «${e.text}»: укажите число взяток (0–13) или =, +1, -2.`,
    'tricks-range': (e) => `Число взяток должно быть целым от 0 до 13, а не ${e.tricks}.`,
    'result-range': (e) =>
      `Результат ${e.result > 0 ? '+' : ''}${e.result} в контракте ${e.level}-го уровня означал бы ${e.tricks} ${plural(e.tricks, 'взятку', 'взятки', 'взяток')}; возможно только от 0 до 13.`,
    'result-missing': () => 'Результат не указан: добавьте число взяток (0–13) или =, +1, -2.',
    'result-for-pass': (e) => `У сдачи, сыгранной в пас, нет результата, а после «Пас» стоит «${e.text}».`,
    'declarer-unknown': (e) => `Неизвестный разыгрывающий «${e.text}»: используйте N, E, S или W.`,
    'declarer-missing': () => 'Кто разыгрывал? Укажите разыгрывающего: N, E, S или W.',
    'vulnerability-unknown': (e) => `Неизвестная зона «${e.text}»: используйте None, NS, EW или Both.`,
    'board-number': (e) => `«${e.text}» — не номер сдачи: сдачи нумеруются 1, 2, 3 …`,
    'honours-unknown': (e) =>
      `Не удалось прочитать онёры «${e.text}»: укажите очки и владельца, например 150 N.`,
    'honours-not-scored': (e) =>
      `Онёры не засчитываются по правилам «${e.rules}» (только в роббере и чикаго).`,
    'honours-strain': (e) =>
      e.honours === 'four-aces'
        ? `Четыре туза засчитываются только в бескозырном контракте, а не в масти ${strainName(e.strain)}.`
        : 'В бескозырном контракте онёрами считаются только четыре туза (150).',
    'honours-holder': (e) => `Неизвестный владелец онёров «${e.text}»: используйте N, E, S, W, NS или EW.`,
    'rules-unknown': (e) =>
      `Неизвестный набор правил «${e.text}»: используйте duplicate, rubber, chicago, код вида rubber-1943 или форму и год, например duplicate@1975.`,
    'rules-year': (e) =>
      `В ${e.year} году не действовал ни один кодекс ${e.form}: самый ранний — ${e.earliest} года.`,
    'rules-invalid': (e) => `Поле набора правил ${e.path}: ожидается ${e.expected}.`,
    'rules-json': (e) => `Файл набора правил — не корректный JSON: ${e.detail}`,
    'csv-header': (e) =>
      `В заголовке CSV нет столбца «${e.missing}» (нужны: board,ns,ew,contract,declarer,tricks,score).`,
    'csv-quote': () => 'Поле в кавычках не закрыто: не хватает ".',
    'csv-fields': (e) =>
      `В этой строке ${e.got} ${plural(e.got, 'поле', 'поля', 'полей')}, а в заголовке ${e.expected}.`,
    'adjusted-syntax': (e) =>
      `«${e.text}» — не присуждённый результат: пишите A60A40, A5050, A+A- (сначала NS, потом EW) или NP.`,
    'adjusted-percent': (e) => `Присуждённый результат — процент от 0 до 100, а не ${e.percent}.`,
    'weighted-syntax': (e) =>
      `Не удалось прочитать взвешенный результат «${e.text}»: пишите W30:4H=N;70:3NT-1N (вес:контракт результат разыгрывающий или вес:очки).`,
    'weighted-weight': (e) => `Вес — целое число долей, не меньше 1, а не «${e.text}».`,
    'score-syntax': (e) =>
      `«${e.text}» — не результат: пишите очки NS (420, -50), присуждённый результат (A60A40), NP или взвешенный результат (W30:…).`,
    'outcome-missing': () => 'Нет результата: укажите контракт, разыгрывающего и взятки или очки.',
    'pair-number': (e) => `«${e.text}» — не номер пары: пары нумеруются 1, 2, 3 …`,
    'pair-same': (e) => `Пара ${e.pair} не может играть сама с собой.`,
    'switch-syntax': (e) =>
      `«${e.text}» не говорит, была ли смена направлений (стрелка): пишите yes/no, 1/0 или оставьте пустым.`,
    'round-number': (e) => `«${e.text}» — не номер тура: туры нумеруются 1, 2, 3 …`,
    'dealer-unknown': (e) => `Неизвестный сдающий «${e.text}»: используйте N, E, S или W.`,
    'board-conflict': (e) =>
      `Для сдачи ${e.board} указаны ${e.field === 'dealer' ? 'два сдающих' : 'две зоны'}: ${e.first} и ${e.second}.`,
    'event-invalid': (e) => `Поле ${e.path}: ожидается ${e.expected}.`,
    'session-empty': () => 'Нет результатов для подсчёта.',
  },
  warnings: {
    'score-mismatch': (w) =>
      `${place(w)}: записанные очки (${signedScore(w.entered)}) не совпадают с контрактом и взятками (${signedScore(w.computed)}); засчитано ${signedScore(w.computed)}.`,
    'score-impossible': (w) =>
      `${place(w)}: ни один контракт не даёт NS ${signedScore(w.score)} при зоне «${ru.session.vulnerability[w.vulnerability]}»; засчитано как записано.`,
    'declarer-for-pass': (w) =>
      `${place(w)}: у сдачи, сыгранной в пас, нет разыгрывающего, а указан ${w.declarer}.`,
    outlier: (w) =>
      `${place(w)}: ${signedScore(w.score)} стоит особняком, далеко от всех остальных результатов (ближайший ${signedScore(w.nearest)}): проверьте направление, контракт и взятки.`,
    'pair-twice': (w) => `${board(w)}: пара ${pairName(w.pair, w.direction)} записана на этой сдаче дважды.`,
    'board-incomplete': (w) =>
      `${board(w)}: ${w.scores} ${plural(w.scores, 'результат', 'результата', 'результатов')} из ${w.expected} ожидаемых; внесите недостающие или отметьте их NP.`,
    'pair-unlisted': (w) =>
      `${w.section ? `Секция ${w.section}: ` : ''}пары ${pairName(w.pair, w.direction)} нет в списке пар.`,
  },
  session: {
    scale: { '2/1': 'матчпойнты 2/1 (Закон 78A)', acbl: 'матчпойнты 1/½ (ACBL)' },
    factoring: { neuberg: 'пересчёт по Нойбергу', simple: 'простой пересчёт', none: 'без пересчёта' },
    adjusted: { fixed: 'средние 60/50/40 %', session: 'среднее ± по проценту пары за сессию' },
    movement: { mitchell: 'Митчелл', howell: 'Хауэлл' },
    vulnerability: { None: 'никто', NS: 'NS', EW: 'EW', Both: 'обе' },
    settings: (scale, factoring, adjusted) => `Подсчёт: ${scale}, ${factoring}, ${adjusted}.`,
    field: (section, direction) => {
      const d = direction === 'NS' ? 'Север–Юг' : direction === 'EW' ? 'Восток–Запад' : 'Все пары';
      return section === null ? d : `Секция ${section}, ${d}`;
    },
    columns: {
      place: 'Место',
      pair: 'Пара',
      names: 'Игроки',
      points: 'Очки',
      percent: '%',
      boards: 'Сдачи',
      ns: 'NS',
      ew: 'EW',
      contract: 'Контракт',
      by: 'Разыгр.',
      lead: 'Атака',
      tricks: 'Взятки',
      nsScore: 'NS +',
      ewScore: 'EW +',
      nsPoints: 'МП NS',
      ewPoints: 'МП EW',
      group: 'Группа',
    },
    board: (b, dealer, vul, top, section) =>
      `${section ? `Секция ${section}, сдача` : 'Сдача'} ${b}   Сдающий ${dealer}   Зона ${vul}   Топ ${top}`,
    notPlayed: 'не сыграна',
    switched: 'стрелка',
    warnings: 'Предупреждения',
    errors: 'Ошибки',
    at: (row, column) => (column ? `строка ${row}, столбец ${column}` : `строка ${row}`),
    columnIgnored: (column) => `Столбец «${column}» программа не читает; он пропущен.`,
  },
  items: {
    'trick-points': (i) =>
      `очки за взятки: ${i.level} ${strainName(i.strain)}${i.doubling ? ` ${doubling[i.doubling]}` : ''}`,
    overtrick: (i) => `${i.n}-я лишняя взятка${i.doubling ? ` (${doubling[i.doubling]})` : ''}`,
    'part-score': () => 'премия за частичную запись',
    game: (i) => `премия за гейм (${vul(i.vulnerable)})`,
    'small-slam': (i) => `малый шлем (${vul(i.vulnerable)})`,
    'grand-slam': (i) => `большой шлем (${vul(i.vulnerable)})`,
    insult: (i) => `за выполненный контракт ${doubling[i.doubling]}`,
    undertrick: (i) =>
      `${i.n}-я недобранная взятка (${[doubling[i.doubling], vul(i.vulnerable)].filter(Boolean).join(', ')})`,
    honours: (i) => `онёры: ${ru.honours[i.kind]}, у ${i.holder}`,
  },
  vulnerable: vul,
  to: (who) => (who === 'declarer' ? 'разыгрывающей стороне' : 'защитникам'),
  dealHeading: (contract, declarer, tricks, rules) =>
    `${contract}, разыгрывает ${declarer}, ${tricks} ${plural(tricks, 'взятка', 'взятки', 'взяток')} (правила ${rules})`,
  summary: (contract, vul, sum, total, to) => `${contract} ${vul}: ${sum} = ${total} ${to}`,
  passedOut: 'Сдача сыграна в пас: очков нет ни у одной стороны.',
  sides: (ns, ew) => `NS ${ns}   EW ${ew}`,
  ordinal: (n) => `${n}-я`,
  honours: {
    'four-trumps': 'четыре козырных онёра',
    'five-trumps': 'пять козырных онёров',
    'four-aces': 'четыре туза',
  },
  doubling,
  errorAt: (where, message) => (where ? `${where}: ${message}` : message),
  line: (n) => `строка ${n}`,
};
