import type { HelpWords } from './words.js';

const ONE_DEAL_A_LINE = `Одна сдача в строке: контракт, разыгрывающий, результат (или число взяток), онёры:
  4SX S -2        3NT N =        3NT N 10        4H E +1 honours 100 E        pass`;

/** Справка командной строки по-русски. Файлы примеров лежат в папке examples/ репозитория. */
export const helpRu: HelpWords = {
  program: {
    description: 'Подсчёт результатов в бридже: одна сдача, роббер и чикаго, парный и командный турниры.',
    after: `
По умолчанию команды считают по действующему Кодексу; --rules выбирает другие правила
(duplicate, rubber, chicago, rubber-1943, duplicate@1975 …). --lang en|ru|zh выбирает язык
вывода и справки: английский, русский или китайский (или переменная BRIDGE_SCORE_LANG).
Код выхода: 0 — всё использовано, 1 — часть ввода отвергнута (остальное посчитано),
2 — неверный вызов или нечего читать.

Примеры (в папке examples/):
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

Параметры каждой команды: «bridge-score <команда> --help»; все они описаны в docs/cli.md.
`,
  },
  common: {
    '--lang': 'язык вывода и сообщений: en, ru, zh',
    '--json': 'вывести один объект JSON',
    '--ascii': 'буквы вместо значков мастей, дефис вместо минуса',
    '--all-warnings': 'все сообщения в поток ошибок (по умолчанию первые 20 каждого вида)',
    '--rules': 'правила: имя или форма@год',
    '--rules-file': 'свои правила из файла JSON',
    '--force': 'заменить файл вывода, если он есть',
  },
  commands: {
    deal: {
      summary: 'посчитать одну сдачу по статьям',
      description: 'Посчитать одну сдачу: очки NS и EW и объяснение по статьям.',
      arguments: { contract: 'контракт, например 4SX, или вместе с результатом, например 4SX-2' },
      options: {
        '--by': 'разыгрывающий: N, E, S или W',
        '--tricks': 'взятки разыгрывающего, 0–13',
        '--result': 'результат относительно контракта: =, +1, -2',
        '--vul': 'зона: None, NS, EW или Both (по умолчанию None)',
        '--board': 'номер сдачи: по нему зона (статья 2)',
        '--honours': 'онёры в роббере и чикаго: очки и владелец, например "150 N"',
        '--jsonl': 'читать строки JSON из stdin и выводить по объекту JSON на строку',
        '--all-warnings': 'с --jsonl: все ошибки в поток ошибок (по умолчанию первые 20 каждого вида)',
        '--lang': 'язык объяснения: en, ru, zh',
        '--ascii': 'буквы вместо значков мастей',
      },
      after: `
Контракт: 4S 4♠ 4s 3NT 3N 4HX 6NTXX Pass или вместе с результатом: 4SX-2 3NT= 6NTXX+1.
Результат: число взяток (--tricks 8) или относительно контракта (--result -2, --result=+1,
           --result =).
Правила:  duplicate (по умолчанию), rubber, chicago; исторические кодексы duplicate-1932 …
          duplicate-1987, rubber-1932 … rubber-1993; или duplicate@1975 — кодекс,
          действовавший в том году. --rules-file читает свои правила (JSON, например house.json).

Поток: на входе по объекту JSON в строке, на выходе по объекту в строке, в том же порядке.
Поля: contract, by, tricks или result, vul или board, rules, honours. Плохая строка даёт
{"error":{…,"line":n}}, подсчёт продолжается, код выхода 1.

Примеры:
  bridge-score deal 4SX --by S --tricks 8 --vul NS
  bridge-score deal 4SX-2 --by S --board 7
  bridge-score deal 7SX --by S --result -9 --rules duplicate@1975
  bridge-score deal 4H --by N --tricks 10 --rules rubber --honours "100 N"
  bridge-score deal 3NT= --by N --vul Both --json
  bridge-score deal --jsonl < deals.jsonl
`,
    },
    rubber: {
      summary: 'вести запись роббера на листе «Мы/Они»',
      description: 'Запись роббера: над чертой и под чертой, геймы, премия за роббер, итоги.',
      arguments: {
        file: 'файл сдач, по одной в строке (по умолчанию stdin; диалог, если stdin — терминал)',
      },
      options: {
        '--we': 'линия, записанная как «Мы»: NS или EW',
        '--settle': 'округление при расчёте разницы, кончающейся на 50: half-down или half-up',
        '--json': 'вывести лист в виде JSON',
        '--all-warnings': 'все плохие строки в поток ошибок (по умолчанию первые 20 каждого вида)',
        '--lang': 'язык листа и сообщений: en, ru, zh',
        '--ascii': 'буквы вместо значков мастей',
      },
      after: `
${ONE_DEAL_A_LINE}
В терминале также: undo, fix N <сдача>, end, new, help, sheet, quit.
Из файла или канала считается каждая строка, каждая плохая строка называется с её номером
(код выхода 1), затем выводится итоговый лист.
Правила: rubber (действующие), rubber-1943, rubber-1935, rubber-1932 или rubber@ГОД.

Примеры:
  bridge-score rubber
  bridge-score rubber rubber.txt
  bridge-score rubber --rules rubber@1935 < rubber.txt
  bridge-score rubber --json rubber.txt
`,
    },
    chicago: {
      summary: 'вести запись чикаго (бриджа по четыре сдачи)',
      description: 'Запись чикаго: четыре сдачи в круге, премия за гейм сразу, частичные записи переносятся.',
      arguments: {
        file: 'файл сдач, по одной в строке (по умолчанию stdin; диалог, если stdin — терминал)',
      },
      options: {
        '--we': 'линия, записанная как «Мы»: NS или EW',
        '--settle': 'округление при расчёте разницы, кончающейся на 50: half-down или half-up',
        '--json': 'вывести лист в виде JSON',
        '--all-warnings': 'все плохие строки в поток ошибок (по умолчанию первые 20 каждого вида)',
        '--lang': 'язык листа и сообщений: en, ru, zh',
        '--ascii': 'буквы вместо значков мастей',
        '--vulnerability': 'зоны сдач 2 и 3: acbl, fixed, dealer-not-vulnerable',
        '--no-honours': 'не считать онёры',
        '--duplicate-style':
          'считать каждую сдачу как в спортивном бридже: 50 за частичную запись, без переноса',
        '--first-dealer': 'сдающий первой сдачи каждого круга: N, E, S или W',
        '--fourth-deal-bonus': 'премия за частичную запись в 4-й сдаче, не завершающую гейм',
      },
      after: `
Четыре сдачи в круге, сдают N, E, S, W. Зоны: сдача 1 — никто, сдачи 2 и 3 — линия
сдающего, сдача 4 — обе (ACBL). Гейм сразу даёт 300 / 500; частичные записи переносятся,
пока гейм их не сотрёт; частичная запись в 4-й сдаче, не завершающая гейм, даёт 100.
Сдача, в которой все спасовали, пересдаётся тем же сдающим.
${ONE_DEAL_A_LINE}
В терминале также: undo, fix N <сдача>, end, new, help, sheet, quit.

Примеры:
  bridge-score chicago
  bridge-score chicago chukker.txt
  bridge-score chicago --vulnerability fixed --duplicate-style < chukker.txt
`,
    },
    imps: {
      summary: 'IMP за разницу результатов или за два результата',
      description: 'IMP (статья 78B) за разницу результатов или за разницу двух результатов.',
      arguments: {
        score: 'разница или первый результат',
        other: 'второй результат: разница = score − other',
      },
      options: { '--lang': 'язык: en, ru, zh', '--ascii': 'дефис вместо минуса' },
      after: `
Одно число — разница; два — результаты одной линии за двумя столами, разница — первый
минус второй. Результат — целое кратное 10, которое может дать сдача.

Примеры:
  bridge-score imps 620 -100
  bridge-score imps -510
  bridge-score imps 2210 1700 --json
`,
    },
    vp: {
      summary: 'victory points: шкала таблицей или VP за разницу',
      description: 'Victory points: шкала WBF 2013 для числа сдач (или шкала из файла).',
      options: {
        '--boards': 'сдач в матче: шкала WBF 2013 для этого числа',
        '--imps': 'разница в IMP: вывести только её VP',
        '--scale-file': 'другая шкала VP из файла CSV',
        '--lang': 'язык: en, ru, zh',
        '--ascii': 'дефис вместо минуса',
      },
      after: `
Непрерывная 20-балльная шкала WBF 2013 для любого числа сдач (docs/scoring.md §7).
--scale-file читает другую шкалу из CSV: необязательные строки «name,…» и
«between,step|linear», затем строки «imps,winner,loser» (0,15,15 … 56+,30,0), как в club-30.csv.

Примеры:
  bridge-score vp --boards 16
  bridge-score vp --boards 16 --imps 23
  bridge-score vp --scale-file club-30.csv --imps 12
`,
    },
    match: {
      summary: 'командный матч из файла CSV, USEBIO или PBN: IMP и VP или board-a-match',
      description: 'Подсчёт командного матча: IMP по сдачам, нарастающий итог, VP; или board-a-match.',
      arguments: { file: 'матч в CSV, USEBIO XML или PBN' },
      options: {
        '--team-a': 'имя команды A (NS за столом 1; по умолчанию из файла или A)',
        '--team-b': 'имя команды B (NS за столом 2; по умолчанию из файла или B)',
        '--match': 'USEBIO, PBN: какой матч файла, с 1 (по умолчанию все матчи)',
        '--carry-over': 'перенесённые IMP в пользу команды A (отрицательные — команды B)',
        '--boards-for-vp': 'сдач для шкалы VP (по умолчанию сдачи файла)',
        '--scale-file': 'другая шкала VP из файла CSV (см. bridge-score vp --help)',
        '--rules': 'правила, по которым считаются сдачи',
        '--bam': 'считать board-a-match вместо IMP',
        '--lang': 'язык: en, ru, zh',
        '--ascii': 'буквы вместо мастей, дефис вместо минуса',
      },
      after: `
CSV с заголовком, по строке на сдачу; за столом 1 команда A играет NS:
  board,contract1,declarer1,tricks1,score1,contract2,declarer2,tricks2,score2
  1,4S,N,10,,2S,N,10,
  12,,,,A+                  присуждённый: A+ / A= / A- или I и число IMP (I-2)
Результат без контракта — результат NS; NP — стол не играл.
Читается и командный файл USEBIO (.xml); --match n выбирает один MATCH, иначе считаются все.
И файл PBN, игры которого с тегами Room (Open: хозяева — NS, Closed: хозяева — EW);
матчи различаются по Round, HomeTeam и VisitTeam.

Примеры:
  bridge-score match team-match.csv --team-a Lions --team-b Tigers
  bridge-score match team-match.csv --bam
  bridge-score match team-match.xml --json
  bridge-score match team-event.xml --match 2
`,
    },
    teams: {
      summary: 'командный турнир: положение после каждого тура, швейцарская система',
      description:
        'Подсчёт командного турнира по результатам матчей: VP, положение после каждого тура, следующий тур по швейцарской системе.',
      arguments: { file: 'матчи в CSV или командный файл USEBIO или PBN' },
      options: {
        '--boards': 'сдач в матче, если файл этого не говорит',
        '--scoring': 'vp (victory points) или total (сумма результатов)',
        '--scale-file': 'другая шкала VP из файла CSV (см. bridge-score vp --help)',
        '--bye': 'очки за пропуск тура, если файл этого не говорит (по умолчанию 10)',
        '--swiss': 'составить пары следующего тура по швейцарской системе',
        '--lang': 'язык: en, ru, zh',
        '--ascii': 'дефис вместо минуса',
      },
      after: `
CSV с заголовком, по строке на матч:
  round,team1,team2,score1,score2,boards
  1,Lions,Tigers,40,17,16
  2,Tigers,BYE,12           пропуск тура; score1 — его очки (по умолчанию --bye)
score1 и score2 — IMP каждой команды (очки board-a-match при --scoring total).
Читается и командный турнир USEBIO (.xml): каждый MATCH считается по его сдачам; и файл PBN
командных матчей (игры с тегами Room, HomeTeam, VisitTeam и Round).
--swiss составляет следующий тур: каждая команда в порядке мест играет с высшей по месту
командой, с которой ещё не встречалась; пропуск достаётся низшей команде без пропуска.

Примеры:
  bridge-score teams team-event.csv
  bridge-score teams team-event.csv --swiss
  bridge-score teams team-event.xml --json
`,
    },
    session: {
      summary: 'парный турнир: матчпойнты или IMP, таблицы мест, протоколы',
      description:
        'Подсчёт парного турнира в матчпойнтах, кросс-IMP или по Батлеру: факторинг, присуждённые результаты, места по линиям, проверки записей.',
      arguments: { file: 'протоколы в CSV, PBN или USEBIO или турнир в JSON ("-" — стандартный ввод)' },
      options: {
        '--conventions':
          'соглашения подсчёта: bridge-score, compscore, scorebridge, bridge-scorer, acblscore, ebuscore или файл JSON (по умолчанию — программы, записавшей файл)',
        '--method': 'mp (матчпойнты, по умолчанию), cross-imps или butler',
        '--cross-divide': 'кросс-IMP: делить на число сравнений (по умолчанию), результатов или none',
        '--butler-drop':
          'Батлер: сколько результатов отбросить с каждого края, число или доля (по умолчанию 5%)',
        '--butler-round':
          'Батлер: среднее, кончающееся на 5, к чётному (half-even, по умолчанию) или от нуля (half-away) или вверх (half-up)',
        '--scale': 'шкала матчпойнтов: 2/1 (статья 78A, по умолчанию) или acbl (1 и ½)',
        '--factor':
          'сдачи, сыгранные меньше раз: neuberg (по умолчанию), simple, missing-as-average или none',
        '--adjusted': 'среднее с плюсом и минусом: fixed 60/40 (по умолчанию) или session (процент пары)',
        '--across': 'матчпойнты внутри секции (по умолчанию) или по всему полю',
        '--expected': 'ожидаемое число результатов на сдачу (N Нойберга); по умолчанию наибольшее',
        '--movement': 'mitchell или howell (CSV: mitchell; PBN, USEBIO: из файла)',
        '--format': 'text (по умолчанию), json, csv, pbn или usebio',
        '--json': 'то же, что --format json',
        '--rules': 'правила для результатов контрактов (по умолчанию duplicate)',
        '--title': 'заголовок таблицы результатов',
        '--lang': 'язык: en, ru, zh',
        '--ascii': 'буквы вместо значков мастей',
      },
      after: `
Ввод: протоколы в CSV с заголовком board,ns,ew,contract,declarer,tricks,score (и по желанию
section, round, arrow, ns_names, ew_names, lead, group, vul, dealer); score нужен, когда нет
контракта: 420, -50, A60A40, NP или W30:4H=N;70:3NT-1N. Или файл результатов PBN (.pbn)
или USEBIO (.xml), или модель турнира в JSON (docs/event-model.md).
Вывод: --format text (распечатка клуба), json, csv, pbn или usebio.
Соглашения: всё, что программа подсчёта выбирает сверх Законов, собранное под одним именем
(docs/conventions.md). Файл PBN или USEBIO, где названа записавшая его программа, считается по
её соглашениям, и заголовок говорит об этом; --conventions выбирает другие, а каждый параметр
выше меняет один выбор поверх них.

Примеры:
  bridge-score session club-evening.csv
  bridge-score session club-evening.pbn --scale acbl --format json
  bridge-score session club-evening.xml --method butler --butler-drop 1
  bridge-score session club-evening.csv --method cross-imps --format csv
  bridge-score session compscore-pairs.xml --conventions bridge-score
`,
    },
    convert: {
      summary: 'перевести файл результатов: PBN ⇄ USEBIO ⇄ CSV',
      description: 'Перевод файла результатов между PBN 2.1, USEBIO XML и CSV протоколов.',
      arguments: {
        input: 'файл для чтения (.pbn, .xml или .csv) или - для стандартного ввода',
        output: 'файл для записи (.pbn, .xml или .csv) или - для стандартного вывода',
      },
      options: {
        '--from': 'формат ввода: pbn, usebio или csv',
        '--to': 'формат вывода: pbn, usebio или csv',
        '--movement': 'mitchell или howell (ввод CSV: mitchell; файлы: по содержимому)',
        '--comments': 'комментарии PBN: keep (сохранить) или skip (пропустить)',
        '--lang': 'язык сообщений: en, ru, zh',
      },
      after: `
Формат файла — по расширению (.pbn, .xml, .csv) или по содержимому; --from и --to задают
его явно. "-" читает стандартный ввод или пишет в стандартный вывод (укажите --to).
Файл вывода пишется целиком или не пишется вовсе; существующий файл заменяется только
с --force, входной — никогда. То, чему в целевом формате нет места, называется одним
предупреждением на каждый вид.

Примеры:
  bridge-score convert club-evening.pbn club.xml
  bridge-score convert club-evening.xml - --to pbn
  bridge-score convert club-evening.csv club.pbn
  bridge-score convert team-match.csv match.xml
  bridge-score convert team-event.xml event.csv
`,
    },
    verify: {
      summary: 'проверить числа файла результатов: каждую строку, базу, сумму, процент и место',
      description:
        'Пересчитать каждое число файла результатов по соглашениям его программы и перечислить все расхождения.',
      arguments: { file: 'файл результатов: PBN или USEBIO ("-" — стандартный ввод)' },
      options: {
        '--conventions':
          'соглашения для проверки: встроенный набор или файл JSON (по умолчанию — программы, записавшей файл)',
        '--format': 'text (по умолчанию) или json',
        '--json': 'то же, что --format json',
        '--movement': 'mitchell или howell (по умолчанию — по файлу)',
        '--lang': 'язык: en, ru, zh',
      },
      after: `
Проверка идёт по соглашениям программы, записавшей файл (USEBIO PROGRAM_NAME, PBN Generator;
наши, если программа нам не известна), или по --conventions: результат каждой строки по
контракту, разыгрывающему, взяткам и зональности; очки каждой строки; база Батлера каждой сдачи
(BOARD_AVERAGE); сумма, процент и место каждой пары. Число сравнивается с той точностью, с какой
его даёт файл. Каждое расхождение называет сдачу и пары, значение файла, наше и причину.
Код выхода 0, когда файл согласован, 1 — когда число расходится или запись не прочитана,
2 — когда не прочитано ничего.

Примеры:
  bridge-score verify compscore-pairs.xml
  bridge-score verify compscore-butler.xml --conventions bridge-score --format json
`,
    },
  },
  parser: {
    titles: {
      'Usage:': 'Вызов:',
      'Arguments:': 'Аргументы:',
      'Options:': 'Параметры:',
      'Commands:': 'Команды:',
      'Global Options:': 'Общие параметры:',
    },
    usage: { options: '[параметры]', command: '[команда]' },
    help: 'показать справку по команде',
    version: 'показать номер версии',
    default: (value) => `(по умолчанию: ${value})`,
    errors: {
      unknownOption: (flag) => `ошибка: неизвестный параметр «${flag}»`,
      unknownCommand: (name) => `ошибка: неизвестная команда «${name}»`,
      missingArgument: (name) => `ошибка: не хватает обязательного аргумента «${name}»`,
      optionMissingArgument: (flags) => `ошибка: у параметра «${flags}» нет значения`,
      excessArguments: (command, expected, got) =>
        `ошибка: слишком много аргументов у «${command}»: ожидается ${expected}, получено ${got}.`,
      invalidArgument: (detail) => `ошибка: ${detail}`,
      didYouMean: (names) =>
        names.length === 1 ? `(Может быть, ${names[0]}?)` : `(Может быть, одно из: ${names.join(', ')}?)`,
    },
  },
};
