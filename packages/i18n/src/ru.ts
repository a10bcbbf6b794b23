import type { AnyError, Catalog } from './catalog.js';

/** Words for an error nested in another (a file's bad value and why). */
const word = (e: AnyError): string => (ru.errors[e.code] as (x: AnyError) => string)(e);

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

export const ru: Catalog = {
  errors: {
    'json-syntax': (e) => `Это не объект JSON: ${e.detail}`,
    'field-type': (e) => `Поле «${e.field}»: ожидается ${e.expected}.`,
    'file-read': (e) => `Не удалось прочитать ${e.path}: ${e.detail}`,
    'option-value': (e) => `Параметр ${e.option} не может быть «${e.value}»: ожидается ${e.expected}.`,
    'file-empty': (e) => `Файл пуст: ожидается содержимое ${e.format}.`,
    'file-not-format': (e) => `Это не файл ${e.format}: он начинается с «${e.found}».`,
    'file-encoding': (e) =>
      `Файл не в кодировке UTF-8; он прочитан как ${e.encoding} (Latin-1). Проверьте имена с диакритикой.`,
    'pbn-tag-name': (e) => `После «[» ожидается имя тега (буквы, цифры, _), а стоит «${e.found}».`,
    'pbn-tag-value': (e) => `Тег ${e.tag}: ожидается значение в двойных кавычках, а стоит «${e.found}».`,
    'pbn-tag-close': (e) => `Тег ${e.tag}: после значения ожидается «]», а стоит «${e.found}».`,
    'pbn-string-unclosed': (e) => `Тег ${e.tag}: нет закрывающей двойной кавычки.`,
    'pbn-comment-unclosed': () => 'Комментарий, открытый «{», не закрыт «}».',
    'pbn-stray-text': (e) =>
      `Неожиданный текст «${e.found}»: ожидается тег вида [Board "1"] или данные тега выше.`,
    'pbn-repeat-missing': (e) =>
      `Тег ${e.tag} равен «#» (как в предыдущей игре), но в предыдущей игре нет тега ${e.tag}.`,
    'pbn-tag-twice': (e) => `Тег ${e.tag} встречается в одной игре дважды; взят первый.`,
    'pbn-game-unseparated': (e) =>
      `Второй тег ${e.tag} без пустой строки перед ним: прочитан как начало новой игры.`,
    'pbn-score': (e) =>
      `Тег ${e.tag}: не удалось прочитать «${e.text}»: ожидается линия и число, например NS 420.`,
    'table-columns': (e) =>
      `Не удалось прочитать столбцы таблицы в «${e.text}»: ожидаются имена с шириной и выравниванием, например PairId_NS\\2R;Contract\\6L.`,
    'table-row-length': (e) =>
      `В строке таблицы ${e.found} ${plural(e.found, 'значение', 'значения', 'значений')}, а столбцов ${e.expected}; строка пропущена.`,
    'table-string-unclosed': () => 'Значение в кавычках в этой строке таблицы не закрыто; строка пропущена.',
    'deal-syntax': (e) =>
      `Не удалось прочитать расклад «${e.text}»: ожидается первое место и четыре руки, например N:AKQ2.JT9.876.543 - - -.`,
    'deal-hand': (e) =>
      `Не удалось прочитать руку ${e.seat} «${e.text}»: ожидаются четыре масти (пики.черви.бубны.трефы) из A K Q J T 9 … 2.`,
    'deal-card-twice': (e) => `Карта ${e.card} есть в двух руках.`,
    'deal-hand-size': (e) =>
      `В руке ${e.seat} ${e.cards} ${plural(e.cards, 'карта', 'карты', 'карт')}; в руке должно быть 13.`,
    'xml-syntax': (e) => `XML составлен неправильно: ${e.detail}`,
    'xml-element-missing': (e) => `В ${e.parent} нет ${e.element}: элемент пропущен.`,
    'usebio-version': (e) =>
      `Версия USEBIO «${e.version}» программе неизвестна (1.2, 1.3); прочитано как 1.3.`,
    'usebio-event-type': (e) => `Неизвестный тип турнира USEBIO «${e.text}»: прочитан как парный.`,
    'csv-quote-unclosed': () => 'Поле в кавычках не закрыто: оно тянется до конца файла.',
    'value-seat': (e) =>
      `${e.field}: «${e.text}» — не место и не линия: ожидается N, E, S или W (или NS, EW).`,
    'value-number': (e) => `${e.field}: «${e.text}» — не число.`,
    'value-artificial': (e) =>
      `${e.field}: не удалось прочитать «${e.text}»: ожидается результат вида 420 или -50 либо искусственный результат вида A60A40.`,
    'value-invalid': (e) => `${e.field} «${e.text}»: ${word(e.cause)}`,
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
    'result-conflict': (e) => `Результат указан дважды и не совпадает: ${e.tricks} и ${e.other} взяток.`,
    'contract-invalid': (e) =>
      `Это не контракт: ${e.text} (уровни 1–7, масти C D H S NT, без контры, X или XX).`,
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
  warning: 'предупреждение',
};
