import type { DroppedKind } from '@bridge-score/core';
import type { Catalog } from './catalog.js';
import { nested } from './nested.js';
import { ruleSetName } from './rule-set-names.js';
import { xmlDetail } from './xml-details.js';

/** A rule set's name after «правила»: «спортивного бриджа», «роббера 1943 года». */
const rules_ = (name: string): string =>
  ruleSetName(name, {
    forms: { duplicate: 'спортивного бриджа', rubber: 'роббера', chicago: 'чикаго' },
    year: (form, year) => `${form} ${year} года`,
    house: (house) => `«${house}»`,
  });

const doubling = { '': '', X: 'с контрой', XX: 'с реконтрой' } as const;
const vul = (v: boolean) => (v ? 'в зоне' : 'до зоны');
const strainName = (s: string) =>
  ({ C: 'трефы', D: 'бубны', H: 'черви', S: 'пики', NT: 'без козырей' })[s] ?? s;
const formName = (form: string) => (form === 'chicago' ? 'круг' : 'роббер');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
const pairPlace = (f: { section: string; pair: number; direction: string | null }) =>
  `${f.section ? `Секция ${f.section}, пара` : 'Пара'} ${pairName(f.pair, f.direction)}`;
const shownPair = (ns: number | null, ew: number | null) => `${ns ?? '\u2013'}/${ew ?? '\u2013'}`;
const AWARD_RU: { readonly [a: string]: string } = {
  'average-plus': 'среднее с плюсом',
  average: 'среднее',
  'average-minus': 'среднее с минусом',
};
const awardName = (a: string | number) => (typeof a === 'number' ? `${a} %` : (AWARD_RU[a] ?? a));

const DROPPED_RU: { readonly [K in DroppedKind]: string } = {
  comments: 'комментарии',
  auction: 'разделы Auction (торговля)',
  play: 'разделы Play (розыгрыш)',
  players: 'игроки сдач (теги West, North, East, South)',
  tags: 'теги, которые программа не читает',
  'hand-records': 'расклады',
  'event-facts': 'сведения о турнире (название, место, дата, клуб)',
  'line-points': 'очки, IMP или проценты строк протоколов (подсчёт вычислит их заново)',
  'line-percentages': 'проценты строк протоколов',
  'pair-totals': 'итоги, проценты или места пар (подсчёт вычислит их заново)',
  'pair-boards': 'число сыгранных парами сдач',
  'not-played': 'строки «не сыграно»',
  weighted: 'взвешенные результаты',
  'arrow-switch': 'отметки смены направлений',
  fouled: 'группы испорченных сдач',
  'table-numbers': 'номера столов',
};

export const ru: Catalog = {
  errors: {
    'json-syntax': (e) => `Это не объект JSON: ${e.detail}`,
    'field-type': (e) => `Поле «${e.field}»: ожидается ${e.expected}.`,
    'field-unknown': (e) =>
      `«${e.field}»: неизвестное поле; ${e.suggestion === null ? `поля: ${e.expected}.` : `может быть, «${e.suggestion}»?`}`,
    'field-conflict': (e) => `Поля «${e.field}» и «${e.other}» нельзя задавать вместе: оставьте одно.`,
    'file-read': (e) => `Не удалось прочитать ${e.path}: ${ru.fileReasons[e.reason](e.system)}.`,
    'file-write': (e) =>
      `Не удалось записать ${e.path}: ${ru.fileReasons[e.reason](e.system)}. Ничего не записано; прежний файл не изменён.`,
    'output-exists': (e) => `${e.path} уже существует: задайте --force, чтобы заменить его, или другое имя.`,
    'output-is-input': (e) =>
      `Выходной файл ${e.path} — это сам входной файл${e.input === e.path ? '' : ` ${e.input}`}: запишите в другой файл.`,
    'output-format-unknown': (e) =>
      `По имени ${e.path} не понять, в каком формате писать: задайте --to pbn, usebio или csv либо назовите файл .pbn, .xml или .csv.`,
    'format-name-conflict': (e) =>
      `${e.option} ${e.format} расходится с именем ${e.path}, которое говорит ${e.named}: переименуйте файл или уберите ${e.option}.`,
    'option-value': (e) => `Параметр ${e.option} не может быть «${e.value}»: ожидается ${e.expected}.`,
    'option-conflict': (e) => `Параметры ${e.option} и ${e.other} нельзя задавать вместе: выберите один.`,
    'option-unused': (e) => `Параметр ${e.option} ничего не меняет при ${e.because}: уберите его.`,
    'jsonl-argument': (e) =>
      `С --jsonl сдачи читаются со стандартного ввода, по объекту JSON в строке: контракт «${e.text}» задавать нельзя.`,
    'lines-after-quit': (e) =>
      `quit: ${e.count} ${plural(e.count, 'строка', 'строки', 'строк')} после неё не ${plural(e.count, 'прочитана', 'прочитаны', 'прочитано')}.`,
    'match-number': (e) =>
      `Матч ${e.match} вне диапазона (1\u2013${e.count}): в файле ${e.count} ${plural(e.count, 'матч', 'матча', 'матчей')}.`,
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
    'pbn-result-unpaired': (e) =>
      `Сдача ${e.board}: результат в тегах Contract и Result без таблицы ScoreTable с номерами пар; он не перенесён.`,
    'pbn-room': (e) =>
      e.text === ''
        ? `Сдача ${e.board}: у игры нет тега Room (Open или Closed) в файле командных матчей: игра пропущена.`
        : `Сдача ${e.board}: Room «${e.text}» — ни Open, ни Closed: игра пропущена.`,
    'pbn-room-twice': (e) =>
      `У сдачи ${e.board} уже есть игра в ${e.room === 'open' ? 'открытой' : 'закрытой'} комнате этого матча (строка ${e.first}): эта игра пропущена.`,
    'pbn-team-game': (e) =>
      `Сдача ${e.board}, ${e.room === 'open' ? 'открытая' : 'закрытая'} комната: ${nested(ru, e.cause)} Игра пропущена.`,
    'pbn-score-imp': (e) =>
      `Сдача ${e.board}, ${e.room === 'open' ? 'открытая' : 'закрытая'} комната: по ScoreIMP у North-South ${e.given} IMP, а по результатам сдачи ${e.computed}: взяты результаты.`,
    'pbn-team-table': (e) =>
      `Таблица ${e.table} в файле командных матчей не читается (кто где играл, говорят теги Room): ${e.rows} строк(и) пропущено.`,
    'pbn-match-round': (e) =>
      `У матча ${e.a} — ${e.b} нет тега Round, а матчей в файле несколько: матч пропущен.`,
    'desk-award-imps': (e) =>
      `Сдача ${e.board} скорректирована числом IMP, отличным от среднего с плюсом, среднего и среднего с минусом (3, 0, −3), а строки пульта его не вмещают: сдача оставлена без присуждения; введите его вручную.`,
    'result-line': (e) =>
      `Сдача ${e.board}, NS ${e.ns} — EW ${e.ew}: ${nested(ru, e.cause)} Строка пропущена.`,
    'table-columns': (e) =>
      `Не удалось прочитать столбцы таблицы в «${e.text}»: ожидаются имена с шириной и выравниванием, например PairId_NS\\2R;Contract\\6L.`,
    'table-row-length': (e) =>
      `В строке таблицы ${e.found} ${plural(e.found, 'значение', 'значения', 'значений')}, а столбцов ${e.expected}; строка пропущена.`,
    'table-string-unclosed': () => 'Значение в кавычках в этой строке таблицы не закрыто; строка пропущена.',
    'table-column-unread': (e) =>
      `Столбец ${e.column} таблицы ${e.table} программа не читает; его значения пропущены.`,
    'deal-syntax': (e) =>
      `Не удалось прочитать расклад «${e.text}»: ожидается первое место и четыре руки, например N:AKQ2.JT9.876.543 - - -.`,
    'deal-hand': (e) =>
      `Не удалось прочитать руку ${e.seat} «${e.text}»: ожидаются четыре масти (пики.черви.бубны.трефы) из A K Q J T 9 … 2.`,
    'deal-card-twice': (e) => `Карта ${e.card} есть в двух руках.`,
    'deal-hand-size': (e) =>
      `В руке ${e.seat} ${e.cards} ${plural(e.cards, 'карта', 'карты', 'карт')}; в руке должно быть 13.`,
    'xml-syntax': (e) =>
      `XML составлен неправильно: ${xmlDetail(e.detail, 'ru')}${e.resumed === undefined ? '' : ` Чтение продолжено со строки ${e.resumed.line}, позиции ${e.resumed.column}; всё, что между, пропущено.`}`,
    'xml-entity': (e) =>
      `Сущности (entities) не допускаются: &${e.entity}; не раскрывается.${e.resumed === undefined ? '' : ` Чтение продолжено со строки ${e.resumed.line}, позиции ${e.resumed.column}; всё, что между, пропущено.`}`,
    'xml-rest-unread': (e) =>
      `${nested(ru, e.cause)} Остаток файла со строки ${e.from} прочитать не удалось (${e.lines} ${plural(e.lines, 'строка', 'строки', 'строк')}).`,
    'xml-ampersand': () => 'Одиночный & в XML недопустим (нужно &amp;): прочитан как символ &.',
    'xml-element-missing': (e) => `В ${e.parent} нет ${e.element}: элемент пропущен.`,
    'usebio-version': (e) =>
      `Версия USEBIO «${e.version}» программе неизвестна (1.2, 1.3); прочитано как 1.3.`,
    'usebio-event-type': (e) => {
      const method =
        e.method === 'mp'
          ? 'по матчпойнтам'
          : e.method === 'butler'
            ? 'по IMP с датумом (Батлер)'
            : 'по кросс-IMP';
      const said = `SCORING_METHOD «${e.scoringMethod ?? ''}»`;
      const why =
        e.basis === 'scoring-method'
          ? `как указывает ${said}`
          : e.basis === 'datum'
            ? `так как ${said} указывает IMP, а у сдач есть датум (BOARD_AVERAGE) или очки Батлера`
            : e.basis === 'cross-points'
              ? `так как ${said} указывает IMP, а у строк есть кросс-IMP`
              : e.basis === 'imps-unspecified'
                ? `так как ${said} указывает IMP, и ничто не говорит о Батлере (--method butler, чтобы считать так)`
                : e.basis === 'scoring-method-unknown'
                  ? `по умолчанию: ${said} программе неизвестен`
                  : 'по умолчанию: способ подсчёта в файле не указан';
      return `Неизвестный тип турнира USEBIO «${e.text}»: прочитан как парный, подсчитан ${method}, ${why}.`;
    },
    'usebio-element-unread': (e) =>
      `Элемент ${e.element} в ${e.parent} программе неизвестен: он не используется, только сохраняется для файла USEBIO, записанного из этого (в файле ${e.count} ${plural(e.count, 'раз', 'раза', 'раз')}, первый здесь).`,
    'usebio-event-unread': (e) =>
      `Это EVENT ${e.event} в файле: результаты читаются только из первого EVENT файла, поэтому его ${e.lines} ${plural(e.lines, 'строка протокола не использована', 'строки протоколов не использованы', 'строк протоколов не использовано')}.`,
    'usebio-record-unread': (e) =>
      `Этот ${e.record} находится внутри ${e.parent}, элемента, который программа не читает: он пропущен.`,
    'usebio-team-unknown': (e) =>
      `В MATCH указана команда ${e.team}, которой нет среди PARTICIPANTS турнира: матч пропущен.`,
    'usebio-adjusted-beside-played': (e) =>
      `В сдаче ${e.board} за одним столом присуждён результат, а за другим сыгран контракт: сдачу решает присуждённый результат, сыгранный не учитывается.`,
    'usebio-award-imps': (e) =>
      `Сдача ${e.board} скорректирована числом IMP, а в USEBIO искусственные результаты — проценты: сдача не записана.`,
    'usebio-match-boardless': (e) =>
      `У матча ${e.a} — ${e.b} в файле нет сдач${e.given ? ` (только счёт ${e.given.a}–${e.given.b})` : ''}: матч добавлен без результатов; введите его сдачи или подсчитайте файл командой bridge-score teams.`,
    'usebio-match-table': (e) =>
      `У сдачи ${e.board} вторая строка протокола за столом ${e.table}: эта строка пропущена.`,
    'usebio-match-score': (e) =>
      `По TEAM_SCORE и OPPOSING_TEAM_SCORE счёт ${e.given.a}–${e.given.b} ${e.unit === 'vps' ? 'VP' : 'IMP'}, а по сдачам матча ${e.computed.a}–${e.computed.b}: взят счёт по сдачам.`,
    'usebio-match-vps-only': () =>
      'В этом MATCH результат дан только в victory points (MATCH_SCORING_METHOD VPS), без сдач: таблица строится по IMP, поэтому матч пропущен.',
    'usebio-match-empty': () =>
      'В этом MATCH нет ни сдач, ни TEAM_SCORE и OPPOSING_TEAM_SCORE: матч пропущен.',
    'usebio-match-board': (e) => `${nested(ru, e.cause)} Матч пропущен.`,
    'value-seat': (e) =>
      `${e.field}: «${e.text}» — не место и не линия: ожидается N, E, S или W (или NS, EW).`,
    'value-number': (e) => `${e.field}: «${e.text}» — не число.`,
    'value-artificial': (e) =>
      `${e.field}: не удалось прочитать «${e.text}»: ожидается результат вида 420 или -50 либо искусственный результат вида A60A40.`,
    'value-invalid': (e) => `${e.field} «${e.text}»: ${nested(ru, e.cause)}`,
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
    'rubber-over': () =>
      'Роббер окончен: наберите new, чтобы начать следующий (или undo, чтобы отменить последнюю сдачу).',
    'chukker-over': () =>
      'Круг окончен (сыграны четыре сдачи): наберите new, чтобы начать следующий (или undo, чтобы отменить последнюю сдачу).',
    'nothing-to-undo': () => 'Отменять нечего.',
    'deal-index': (e) =>
      e.count === 0
        ? `Сдачи ${e.deal} нет: на этом листе ещё не записано ни одной сдачи.`
        : `Сдачи ${e.deal} нет: на этом листе сдачи с 1 по ${e.count}.`,
    'sheet-index': (e) => `Листа ${e.sheet} нет: за этот вечер листы с 1 по ${e.count}.`,
    'sheet-not-over': (e) =>
      `${capital(formName(e.form))} не окончен: доиграйте его или наберите end, чтобы закончить его как есть, прежде чем начинать новый.`,
    'correction-conflict': (e) =>
      `После этой поправки ${formName(e.form)} закончился бы до сдачи ${e.deal}: сначала отмените сдачи после неё.`,
    'correction-unfinished': (e) =>
      `После этой поправки ${formName(e.form)} ${e.sheet} больше не был бы окончен, а следующий уже начат.`,
    'sheet-rules-form': (e) =>
      `Правила «${e.rules}» — для формы ${e.form}; этому листу нужны правила ${e.expected} (например, ${e.expected}).`,
    'rubber-values-missing': (e) =>
      `В правилах «${e.rules}» нет премий за роббер (поле «rubber» равно null).`,
    'honours-off': () => 'Онёры в этой игре не засчитываются (для этого листа они отключены).',
    'sheet-line-empty': () => 'Пустая строка: введите сдачу, например 4SX S -2, или pass.',
    'sheet-line-syntax': (e) =>
      `Не удалось прочитать «${e.text}». Сдача записывается так: контракт, разыгрывающий, результат — 4SX S -2, 3NT N =, 3NT N 10, 4H E +1 honours 100 E; или pass, undo, end, new, fix N <сдача>.`,
    // Команды и ИМП
    'imps-score': (e) => `«${e.text}» — не результат: укажите очки, например 620 или -100.`,
    'vp-boards': (e) =>
      e.text === ''
        ? 'Укажите число сдач (--boards 16) или файл шкалы ВП (--scale-file).'
        : `«${e.text}» — не число сдач: укажите целое число от 1.`,
    'vp-margin': (e) => `«${e.text}» — не разница в ИМП: укажите число, например 23 или -7.`,
    'vp-scale-empty': () => 'В шкале ВП нет строк: укажите строки вида 0,10,10 и 1+,11,9.',
    'vp-scale-fields': (e) =>
      `В строке шкалы ВП три поля (ИМП, ВП победителя, ВП проигравшего), а не ${e.count}.`,
    'vp-scale-range': (e) => `«${e.text}» — не диапазон ИМП: пишите 4, 1-3 или 60+.`,
    'vp-scale-gap': (e) =>
      `Диапазон «${e.text}» должен начинаться с ${e.expected}: диапазоны начинаются с 0 и идут без пропусков.`,
    'vp-scale-vp': (e) => `«${e.text}» — не число ВП.`,
    'vp-scale-order': (e) =>
      `С ${e.from} ИМП шкала идёт не в ту сторону: с ростом разницы ВП победителя не должны убывать, а проигравшего — расти.`,
    'vp-scale-open-early': () => 'Открытым (вида 60+) может быть только последний диапазон.',
    'vp-scale-open-missing': () =>
      'Последний диапазон должен быть открытым (вида 60+), чтобы любая разница получила ВП.',
    'vp-scale-between': (e) => `«${e.text}» — неизвестный способ пересчёта между строками: step или linear.`,
    'csv-quote': () => 'Поле в кавычках не закрыто: не хватает ".',
    'csv-columns': (e) => `В заголовке нет столбца ${e.missing}.`,
    'csv-number': (e) =>
      e.text === '' ? `Не указано ${e.field}.` : `${e.field} должно быть числом, а не «${e.text}».`,
    'match-adjusted': (e) =>
      `Не удалось прочитать присуждённый результат «${e.text}»: используйте A+, A= или A- (среднее плюс, среднее, среднее минус) или I и число ИМП (I5), а результат команды B — после /, если он не противоположный.`,
    'match-adjusted-mixed': (e) =>
      `У сдачи с присуждённым результатом в строке больше ничего не пишут, а здесь есть «${e.text}».`,
    'match-score-mismatch': (e) =>
      `Сдача ${e.board}, стол ${e.table}: записан результат ${e.given}, а контракт даёт линии NS ${e.computed}.`,
    'match-board-twice': (e) => `Сдача ${e.board} встречается дважды.`,
    'match-empty': () => 'В матче нет сдач.',
    'carry-over': (e) =>
      `«${e.text}» — не перенос: укажите ИМП в пользу команды A, отрицательные — в пользу B (например, 4.5 или -3).`,
    'event-empty': () => 'В турнире нет матчей.',
    'event-self': (e) => `Команда «${e.team}» не может играть сама с собой.`,
    'event-twice': (e) => `Команда «${e.team}» играет в туре ${e.round} больше одного раза.`,
    'event-round': (e) => `«${e.text}» — не номер тура: туры нумеруются 1, 2, 3 …`,
    'file-position': (e) => `Строка ${e.line}, столбец ${e.column}: ${nested(ru, e.error)}`,
    'csv-header': (e) =>
      `В заголовке CSV нет столбца «${e.missing}» (нужны: board,ns,ew,contract,declarer,tricks,score).`,
    'csv-quote-stray': (e) =>
      `После закрывающей кавычки поля стоит «${e.text}»: кавычка внутри кавычек пишется дважды ("Анна ""Ли"" Смит").`,
    'match-board-line-twice': (e) => `Сдача ${e.board} уже есть в строке ${e.first}; эта строка пропущена.`,
    'event-bye-twice': () =>
      'В матче должна быть команда хотя бы с одной стороны, а в этой строке свободный тур с обеих.',
    'csv-column-twice': (e) =>
      `Столбец «${e.column}» назван в заголовке дважды (впервые в столбце ${e.first}): непонятно, какой из них имеется в виду.`,
    'line-twice': (e) =>
      `Сдача ${e.board}, NS ${e.ns} против EW ${e.ew} уже есть в строке ${e.first}; эта строка пропущена (за столом сдача засчитывается один раз).`,
    'convert-dropped': (e) =>
      `${e.from} → ${e.to}: не перенесено — ${DROPPED_RU[e.what]}: ${e.count} (в ${e.to} для них нет места).`,
    'json-line-empty': () => 'Пустая строка: каждая строка — один объект JSON.',
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
    'score-tens': (e) => `«${e.text}» — не бриджевая запись: любая запись кратна 10.`,
    'score-range': (e) =>
      e.of === 'score'
        ? `«${e.text}» — больше любой бриджевой записи: одна сдача даёт не больше ${e.max} в ту или другую сторону.`
        : `«${e.text}» — больше любой разницы двух записей: не больше ${e.max} в ту или другую сторону.`,
    'event-score': (e) =>
      e.score < 0 || e.boards === null
        ? `Команда «${e.team}», тур ${e.round}: результат ${e.score} невозможен; результаты не меньше 0.`
        : `Команда «${e.team}», тур ${e.round}: ${e.score} за ${e.boards} ${plural(e.boards, 'сдачу', 'сдачи', 'сдач')} — больше, чем даёт шкала IMP (не больше 24 за сдачу, Закон 78B).`,
    'butler-drop': (e) =>
      `Батлер: нельзя отбросить по ${e.drop} с каждого края: на сдачах не больше ${e.results} ${plural(e.results, 'результата', 'результатов', 'результатов')}, отбросить можно не больше ${e.most}.`,
    'session-empty': () => 'Нет результатов для подсчёта.',
    'conventions-unknown': (e) =>
      `Неизвестные правила подсчёта «${e.text}»: bridge-score, compscore, scorebridge, bridge-scorer, acblscore или ebuscore, либо файл JSON.`,
    'conventions-invalid': (e) => `Поле правил подсчёта ${e.path}: ожидается ${e.expected}.`,
    'conventions-json': (e) => `Файл правил подсчёта — не JSON: ${e.detail}`,
    'movement-tables': (e) =>
      e.max === null
        ? `${e.movement === 'mitchell' ? 'Митчеллу' : 'Хауэллу'} нужно целое число столов, не меньше ${e.min}, а не ${e.tables}.`
        : `${e.movement === 'mitchell' ? 'Митчелл' : 'Хауэлл'} есть для ${e.min}–${e.max} столов, не для ${e.tables}.`,
    'movement-rounds': (e) =>
      e.max === null
        ? `В движении должно быть целое число туров, не меньше 1, а не ${e.rounds}.`
        : `В этом движении не больше ${e.max} туров, не ${e.rounds}.`,
    'movement-boards': (e) => `В комплекте ${e.set} должна быть хотя бы одна сдача с номером от 1.`,
    'movement-board-twice': (e) => `Сдача ${e.board} входит в два комплекта.`,
    'movement-place': (e) =>
      e.field === 'pair'
        ? `Тур ${e.round}, стол ${e.table}: ${e.value} — не номер пары.`
        : `Тур ${e.round}, стол ${e.table}: ${({ round: 'тур', table: 'стол', set: 'комплект' } as const)[e.field]} ${e.value} вне движения${e.max === null ? '' : ` (от 1 до ${e.max})`}.`,
    'movement-table-twice': (e) => `Тур ${e.round}: стол ${e.table} рассажен дважды.`,
    'movement-pair-twice': (e) =>
      `Тур ${e.round}: пара ${pairName(e.pair, e.direction)} сидит за двумя столами.`,
    'movement-pair-same': (e) =>
      `Тур ${e.round}, стол ${e.table}: пара ${e.pair} не может играть сама с собой.`,
    'movement-set-twice': (e) =>
      `Пара ${pairName(e.pair, e.direction)} играет комплект ${e.set} дважды: в турах ${e.rounds[0]} и ${e.rounds[1]}.`,
    'movement-phantom': (e) => `Отсутствующей пары ${pairName(e.pair, e.direction)} нет в движении.`,
    'movement-switch': (e) =>
      `Тур ${e.round} нельзя сыграть со сменой направлений: в движении туры от 1 до ${e.rounds}.`,
    'movement-switch-howell': (e) =>
      `Тур ${e.round}: в Хауэлле направления не меняют; рассадите пары так, как они играют.`,
    'movement-invalid': (e) => `Поле движения ${e.path}: ожидается ${e.expected}.`,
    'movement-json': (e) => `Файл движения — не JSON: ${e.detail}`,
  },
  fileReasons: {
    'no-such-file': () => 'нет такого файла',
    'no-permission': () => 'нет доступа',
    'is-a-folder': () => 'это папка, а не файл',
    'not-a-folder': () => 'часть пути — не папка',
    'disk-full': () => 'диск заполнен',
    exists: () => 'файл уже существует',
    'read-only': () => 'файловая система только для чтения',
    'too-many-open': () => 'открыто слишком много файлов',
    busy: () => 'файл занят',
    'name-too-long': () => 'слишком длинное имя',
    'too-big': () => 'файл слишком большой',
    io: () => 'ошибка ввода-вывода',
    other: (system) => `система отказала (${system})`,
  },
  report: {
    more: (count, kind) =>
      `\u2026 и ещё ${count} ${plural(count, 'сообщение', 'сообщения', 'сообщений')} того же рода (${kind}); --all-warnings показывает все.`,
    rejected: (count, action, places, more) =>
      `${count} ${plural(count, 'строка', 'строки', 'строк')} не ${action === 'scored' ? 'засчитан' : 'преобразован'}${plural(count, 'а', 'ы', 'о')}${places.length === 0 ? '' : `: ${places.join(', ')}${more ? ', \u2026' : ''}`}.`,
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
  progress: {
    read: (file, mib) => `Читаю ${file} (${mib.toFixed(1)} МиБ)…`,
    lines: (n) => `Прочитано строк протоколов: ${n.toLocaleString('ru')}; подсчёт…`,
    writing: 'Подсчитано; вывод…',
  },
  session: {
    scale: { '2/1': 'матчпойнты 2/1 (Закон 78A)', acbl: 'матчпойнты 1/½ (ACBL)' },
    factoring: {
      neuberg: 'пересчёт по Нойбергу',
      simple: 'простой пересчёт',
      'missing-as-average': 'недостающие результаты считаются средними',
      none: 'без пересчёта',
    },
    adjusted: { fixed: 'средние 60/50/40 %', session: 'среднее ± по проценту пары за сессию' },
    movement: { mitchell: 'Митчелл', howell: 'Хауэлл' },
    vulnerability: { None: 'никто', NS: 'NS', EW: 'EW', Both: 'обе' },
    settings: (scale, factoring, adjusted) => `Подсчёт: ${scale}, ${factoring}, ${adjusted}.`,
    method: { mp: 'матчпойнты', 'cross-imps': 'кросс-IMP', butler: 'по Батлеру' },
    crossDivide: {
      comparisons: 'в среднем на сравнение (n \u2212 1)',
      scores: 'в среднем на результат (n)',
      none: 'сумма по всем сравнениям',
    },
    butlerDatum: (drop, rounding) => {
      const dropped =
        'count' in drop
          ? drop.count === 0
            ? 'среднее всех результатов'
            : `среднее без ${drop.count} ${drop.count % 10 === 1 && drop.count % 100 !== 11 ? 'результата' : 'результатов'} с каждого края`
          : 'percent' in drop
            ? `среднее без ${drop.percent} % результатов с каждого края (не меньше одного)`
            : `среднее без ⌈(n − ${drop.formula.offset}) / ${drop.formula.per}⌉ + ${drop.formula.plus} результатов с каждого края из n (до ${drop.formula.none} — без отбрасывания)`;
      const five =
        rounding === 'half-even'
          ? 'ровно 5 — к чётному'
          : rounding === 'half-away'
            ? 'ровно 5 — от нуля'
            : 'ровно 5 — вверх';
      return `датум — ${dropped}, округлённое до 10 (${five})`;
    },
    impSettings: (method, detail) => `Подсчёт: ${method}, в IMP, ${detail}; средние +3/0/\u22123 IMP.`,
    field: (section, direction) => {
      const d = direction === 'NS' ? 'Линия NS' : direction === 'EW' ? 'Линия EW' : 'Все пары';
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
      imps: 'IMP',
      average: 'За сдачу',
      nsImps: 'IMP NS',
      ewImps: 'IMP EW',
    },
    board: (b, dealer, vul, top, section, datum) =>
      `${section ? `Секция ${section}, сдача` : 'Сдача'} ${b}   Сдающий ${dealer}   Зона ${vul}${top !== null ? `   Топ ${top}` : ''}${datum !== null ? `   Датум ${datum}` : ''}`,
    notPlayed: 'не сыграна',
    switched: 'стрелка',
    warnings: 'Предупреждения',
    errors: 'Ошибки',
    at: (row, column) => (column ? `строка ${row}, столбец ${column}` : `строка ${row}`),
    columnIgnored: (column) => `Столбец «${column}» программа не читает; он пропущен.`,
    moreWarnings: (count) =>
      `… и ещё предупреждений: ${count.toLocaleString('ru')} (--all-warnings покажет их здесь; в выводе JSON перечислены все).`,
    conventions: (note) =>
      note.source === 'file'
        ? `Подсчёт по правилам ${note.program}: файл записан программой ${note.writer}; --conventions bridge-score — по нашим.`
        : note.source === 'option'
          ? `Подсчёт по правилам ${note.program} (--conventions ${note.name}).`
          : `Файл записан программой ${note.writer}, её правила подсчёта неизвестны: подсчёт по правилам bridge-score (другие выбирает --conventions).`,
  },
  verify: {
    finding: {
      'line-score': (f) =>
        `${place(f)}: в файле ${signedScore(f.file)}; ${f.contract}, играл ${f.declarer}, взяток ${f.tricks} — это ${signedScore(f.ours)}.`,
      'line-points': (f) =>
        `${place(f)}: в файле ${f.result} ${shownPair(f.file.ns, f.file.ew)}${f.unit === 'imps' ? ' IMP' : ''}; ${
          f.adjusted
            ? f.adjusted.ns === f.adjusted.ew && typeof f.adjusted.ns === 'string'
              ? `${awardName(f.adjusted.ns)} — это`
              : `${awardName(f.adjusted.ns)} для NS и ${awardName(f.adjusted.ew)} для EW — это`
            : 'результаты сдачи дают'
        } ${shownPair(f.ours.ns, f.ours.ew)}.`,
      'board-datum': (f) =>
        `${board(f)}: в файле датум (BOARD_AVERAGE) ${signedScore(f.file)}; результаты дают ${signedScore(f.ours)}.`,
      'pair-total': (f) =>
        `${pairPlace(f)}: в файле сумма ${f.file}${f.unit === 'imps' ? ' IMP' : ''}; ${
          f.basis === 'sum' ? 'сумма по её сдачам —' : 'её процент от максимума всей сессии —'
        } ${f.ours}.`,
      'pair-percentage': (f) =>
        `${pairPlace(f)}: в файле ${f.file} %; её очки от её максимума — ${f.ours} %.`,
      'pair-place': (f) => `${pairPlace(f)}: в файле место ${f.file}; по итогам — ${f.ours}.`,
    },
    heading: (file, writer, program) =>
      `${file}${writer ? `, записан программой ${writer}` : ''}: проверка по правилам ${program}.`,
    consistent: (lines, datums, pairs) =>
      `Без расхождений: строк ${lines}, датумов ${datums}, пар ${pairs} — всё совпадает с подсчётом.`,
    found: (count) => `Расхождений с подсчётом: ${count}.`,
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
    `${contract}, разыгрывает ${declarer}, ${tricks} ${plural(tricks, 'взятка', 'взятки', 'взяток')} (правила ${rules_(rules)})`,
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
  sheet: {
    we: 'Мы',
    they: 'Они',
    title: (form, n, rules) => `${capital(formName(form))} ${n} (правила ${rules_(rules)})`,
    tags: {
      'rubber-bonus': 'роббер',
      'unfinished-game': 'гейм',
      'unfinished-part-score': 'частичная',
      'fourth-deal-part-score': 'сдача 4',
    },
    bonuses: {
      'rubber-bonus': (b) =>
        `премия за роббер, ${b.gamesLost === 0 ? 'два гейма к нулю' : 'два гейма к одному'}`,
      'unfinished-game': () => 'незаконченный роббер: единственный гейм',
      'unfinished-part-score': () => 'незаконченный роббер: частичная запись в незаконченном гейме',
      'fourth-deal-part-score': () => 'частичная запись в 4-й сдаче, не давшая гейма',
    },
    vulnerable: (who) => `в зоне: ${who}`,
    nobody: 'никто',
    both: 'обе',
    below: (points) => `${points} под чертой`,
    comma: ', ',
    above: (points) => `${points} над чертой`,
    game: (side) => `гейм: ${side}`,
    passedOut: 'пас',
    redealt: 'пас, сдаётся заново',
    honoursWord: 'онёры',
    chukkerDeal: (deal, dealer) => `сдача ${deal}, сдаёт ${dealer}`,
    rubberInPlay: (game, we, they, vul) => `Идёт гейм ${game}. Геймы: Мы ${we}, Они ${they}; ${vul}.`,
    rubberWon: (winner, won, lost) => `Роббер окончен: выиграли ${winner}, ${won}–${lost}.`,
    rubberEnded: 'Роббер закончен незавершённым.',
    chicagoNext: (deal, dealer, vul) => `Далее: сдача ${deal} из 4, сдаёт ${dealer}, ${vul}.`,
    chukkerOver: 'Круг окончен: сыграны четыре сдачи.',
    chukkerEnded: (played) => `Круг закончен после ${played} ${plural(played, 'сдачи', 'сдач', 'сдач')}.`,
    totals: (we, they, lead, by) =>
      `Итого: Мы ${we}, Они ${they}; ${lead === null ? 'поровну' : `впереди ${lead} на ${by}`}.`,
    settlement: (winner, hundreds, margin, rounding) =>
      `Расчёт: ${winner === null ? 'ноль' : `${winner} +${hundreds}`} (${margin} с округлением до 100, ${rounding === 'half-up' ? '50 — вверх' : '50 — вниз'}).`,
    evening: (sheets, form, we, they, lead, by) =>
      `Вечер, ${sheets} ${form === 'rubber' ? plural(sheets, 'роббер', 'роббера', 'робберов') : plural(sheets, 'круг', 'круга', 'кругов')}: Мы ${we}, Они ${they}; ${lead === null ? 'поровну' : `впереди ${lead} на ${by}`}.`,
    eveningSettlement: (form, winner, hundreds) =>
      `Расчёт по законченным ${form === 'rubber' ? 'робберам' : 'кругам'}: ${winner === null ? 'ноль' : `${winner} +${hundreds}`}.`,
    deals: 'Сдачи:',
    intro: (form) =>
      `Ведём запись ${form === 'rubber' ? 'роббера' : 'чикаго'}. Вводите по одной сдаче в строке, например 4SX S -2 или 3NT N =; help — подсказка.`,
    help: (form) =>
      [
        'Одна сдача в строке: контракт, разыгрывающий, результат.',
        '  4SX S -2        4♠ с контрой у Юга, без двух',
        '  3NT N =         3БК у Севера, ровно (или 3NT N 9: число взяток)',
        '  4H E +1 honours 100 E    с онёрами: очки и владелец (место или линия)',
        `  pass            пас${form === 'chicago' ? ' (тот же игрок сдаёт заново)' : ''}`,
        'Команды:',
        '  undo            отменить последнюю введённую строку (сдачу или исправление)',
        `  fix N <сдача>   исправить сдачу N (fix 2.3 <сдача>: сдачу 3 в ${form === 'rubber' ? 'роббере' : 'круге'} 2)`,
        `  end             закончить ${form === 'rubber' ? 'роббер как есть (премии незаконченного роббера)' : 'круг как есть'}`,
        `  new             начать следующий ${formName(form)}`,
        '  sheet           показать лист ещё раз',
        '  quit            выйти (будут показаны итоги)',
      ].join('\n'),
    prompt: '> ',
  },
  teams: {
    imps: (n) => `${n} ИМП`,
    impsResult: (expression, imps) => `${expression}: ${imps}`,
    scaleName: (name, boards) =>
      boards === null
        ? name
        : `непрерывная шкала WBF 2013, ${boards} ${plural(boards, 'сдача', 'сдачи', 'сдач')}`,
    scaleHeading: (scale, blitz) => (blitz === null ? scale : `${scale} (разгром от ${blitz} ИМП)`),
    scaleColumns: { margin: 'ИМП', winner: 'победитель', loser: 'проигравший' },
    vpResult: (margin, a, b) => `${margin}: ${a} – ${b} ВП`,
    matchColumns: { board: 'Сдача', table1: 'Стол 1', table2: 'Стол 2', net: 'Итог', running: 'Счёт' },
    notPlayed: 'не сыграна',
    adjusted: 'присуждено',
    carryOver: (team, imps) => `Перенос: ${imps} в пользу ${team}`,
    impsTotal: (teamA, a, teamB, b) => `ИМП: ${teamA} ${a}, ${teamB} ${b}`,
    margin: (winner, imps) => (winner === null ? 'Ничья' : `Победа ${winner}, разница ${imps}`),
    vpTotal: (scale, teamA, a, teamB, b) => `ВП (${scale}): ${teamA} ${a}, ${teamB} ${b}`,
    unbalanced: (team, margin) =>
      `Присуждённые результаты несимметричны: собственная разница команды ${team} — ${margin}, ВП считаются по ней.`,
    bamTotal: (teamA, a, teamB, b) => `По сдачам (BAM): ${teamA} ${a}, ${teamB} ${b}`,
    matchHeading: (n, round, a, b) => `Матч ${n}${round === null ? '' : `, тур ${round}`}: ${a} — ${b}`,
    afterRound: (round) => `После ${round}-го тура`,
    standingsColumns: {
      place: 'Место',
      team: 'Команда',
      points: 'Очки',
      played: 'Матчей',
      scored: 'Взято',
      conceded: 'Отдано',
    },
    nextRound: 'Следующий тур (швейцарская система)',
    bye: (team) => `${team}: свободна от игры`,
    repeats: (n) =>
      `${n} ${plural(n, 'пара встречается', 'пары встречаются', 'пар встречаются')} повторно: иначе рассадить нельзя.`,
  },
};
