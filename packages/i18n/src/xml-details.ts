/**
 * The XML parser's own details (saxes words each fault in an English
 * sentence, which the formats package passes on as `detail`) in Russian and
 * Chinese. Each row is the sentence's pattern and its wording; a detail no
 * row knows is shown as the parser gave it.
 *
 * @example
 * xmlDetail('unexpected end.', 'ru'); // 'неожиданный конец.'
 */
import type { Lang } from './catalog.js';

type Words = (m: RegExpExecArray) => string;

/** Pattern (without the final full stop) → Russian, Chinese. */
const DETAILS: readonly (readonly [RegExp, Words, Words])[] = [
  [/^unexpected end$/, () => 'неожиданный конец', () => '意外结束'],
  [/^unexpected close tag$/, () => 'неожиданный закрывающий тег', () => '意外的结束标签'],
  [
    /^unmatched closing tag: (.*)$/,
    (m) => `закрывающий тег без открывающего: ${m[1]}`,
    (m) => `结束标签无对应的开始标签：${m[1]}`,
  ],
  [/^unclosed tag: (.*)$/, (m) => `тег не закрыт: ${m[1]}`, (m) => `标签未关闭：${m[1]}`],
  [
    /^disallowed character in tag name$/,
    () => 'недопустимый знак в имени тега',
    () => '标签名中有不允许的字符',
  ],
  [
    /^disallowed character in attribute name$/,
    () => 'недопустимый знак в имени атрибута',
    () => '属性名中有不允许的字符',
  ],
  [
    /^disallowed character in closing tag$/,
    () => 'недопустимый знак в закрывающем теге',
    () => '结束标签中有不允许的字符',
  ],
  [
    /^disallowed character in processing instruction name$/,
    () => 'недопустимый знак в имени инструкции обработки',
    () => '处理指令名中有不允许的字符',
  ],
  [/^disallowed character$/, () => 'недопустимый знак', () => '不允许的字符'],
  [/^attribute without value$/, () => 'атрибут без значения', () => '属性没有值'],
  [/^unquoted attribute value$/, () => 'значение атрибута не в кавычках', () => '属性值未加引号'],
  [/^value must be quoted$/, () => 'значение должно быть в кавычках', () => '值必须加引号'],
  [/^value required$/, () => 'нужно значение', () => '需要值'],
  [/^no whitespace between attributes$/, () => 'нет пробела между атрибутами', () => '属性之间没有空白'],
  [/^duplicate attribute: (.*)$/, (m) => `атрибут повторён: ${m[1]}`, (m) => `属性重复：${m[1]}`],
  [/^whitespace required$/, () => 'нужен пробел', () => '需要空白'],
  [/^malformed name: (.*)$/, (m) => `неправильное имя: ${m[1]}`, (m) => `名称格式错误：${m[1]}`],
  [/^malformed comment$/, () => 'неправильный комментарий', () => '注释格式错误'],
  [/^malformed character entity$/, () => 'неправильная ссылка на знак', () => '字符引用格式错误'],
  [/^empty entity name$/, () => 'пустое имя сущности', () => '实体名为空'],
  [/^undefined entity$/, () => 'неизвестная сущность', () => '未定义的实体'],
  [/^incorrect syntax$/, () => 'неверный синтаксис', () => '语法错误'],
  [
    /^forward-slash in opening tag not followed by >$/,
    () => 'за косой чертой в открывающем теге нет >',
    () => '开始标签中的斜杠后面没有 >',
  ],
  [/^weird empty close tag$/, () => 'странный пустой закрывающий тег', () => '奇怪的空结束标签'],
  [/^text data outside of root node$/, () => 'текст вне корневого элемента', () => '根元素之外有文本'],
  [
    /^document must contain a root element$/,
    () => 'в документе нет корневого элемента',
    () => '文档必须有根元素',
  ],
  [
    /^documents may contain only one root$/,
    () => 'в документе может быть только один корневой элемент',
    () => '文档只能有一个根元素',
  ],
  [
    /^inappropriately located doctype declaration$/,
    () => 'объявление DOCTYPE не на своём месте',
    () => 'DOCTYPE 声明的位置不当',
  ],
  [
    /^(?:an|the) XML declaration must (?:be|appear) at the start of the document$/,
    () => 'объявление XML должно стоять в начале документа',
    () => 'XML 声明必须位于文档开头',
  ],
  [/^XML declaration is incomplete$/, () => 'объявление XML не закончено', () => 'XML 声明不完整'],
  [
    /^XML declaration must contain a version$/,
    () => 'в объявлении XML нет версии',
    () => 'XML 声明必须包含版本',
  ],
  [
    /^processing instructions are not allowed before root$/,
    () => 'инструкции обработки не допускаются до корневого элемента',
    () => '根元素之前不允许有处理指令',
  ],
  [
    /^processing instruction without a target$/,
    () => 'инструкция обработки без цели',
    () => '处理指令没有目标',
  ],
  [
    /^the string "\]\]>" is disallowed in char data$/,
    () => 'строка "]]>" недопустима в тексте',
    () => '文本中不允许出现字符串 "]]>"',
  ],
  [
    /^unbound namespace prefix: (.*)$/,
    (m) => `префикс пространства имён не связан: ${m[1]}`,
    (m) => `命名空间前缀未绑定：${m[1]}`,
  ],
  [/^expected the name (.*)$/, (m) => `ожидалось имя ${m[1]}`, (m) => `应为名称 ${m[1]}`],
  [/^expected one of (.*)$/, (m) => `ожидалось одно из: ${m[1]}`, (m) => `应为下列之一：${m[1]}`],
];

/**
 * The XML parser's detail in the language: a known sentence worded, its
 * quoted parts kept; any other as it was.
 */
export function xmlDetail(detail: string, lang: Lang): string {
  if (lang === 'en') return detail;
  const sentence = detail.replace(/\.$/, '');
  for (const [pattern, ru, zh] of DETAILS) {
    const m = pattern.exec(sentence);
    if (m) return lang === 'ru' ? `${ru(m)}.` : `${zh(m)}。`;
  }
  return detail;
}
