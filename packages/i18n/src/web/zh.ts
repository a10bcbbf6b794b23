import type { WebWords } from './words.js';

export const webZh: WebWords = {
  errors: {
    'evening-not-started': () => '一晚的记分从设置开始：第一项更改必须是开始。',
    'evening-started': () => '这一晚已经开始，不能再次开始。',
    'evening-too-long': (e) => `一晚最多 ${e.max} 项更改：请开始新的一晚。`,
    'players-count': (e) => `只能四人或五人打，不能是 ${e.players} 人。`,
    'names-count': (e) => `需要 ${e.expected} 个名字（可以留空），而不是 ${e.got} 个。`,
    'name-length': (e) => `名字最多 ${e.max} 个字符。`,
    'chicago-settings': (e) =>
      e.form === 'chicago' ? '芝加哥需要设置玩法变体。' : '盘式桥牌没有芝加哥设置。',
    'stake-invalid': () => '赌注是每 100 分 0 或以上的金额，货币用三个字母的代码，或不填。',
    'settings-invalid': (e) => `设置“${e.field}”的值无法识别。`,
  },
  api: {
    invalid: (e) => `${e.field}：${webZh.schema[e.problem.keyword](e.problem as never)}`,
    stale: (e) => `这一晚已在另一台设备上更改（现在共有 ${e.version} 项更改）：没有覆盖任何内容。`,
    'not-found': () => '服务器上没有这一晚的记录。',
    'id-conflict': (e) => `更改 ${e.id} 已以不同内容保存：没有再次保存。`,
    'too-large': (e) => `请求太大：最多 ${Math.round(e.limit / 1024)} KB。`,
    'rate-limited': (e) => `请求太多：请 ${e.seconds} 秒后再试。`,
    server: () => '服务器无法完成此操作。没有任何更改；请重试。',
  },
  schema: {
    required: () => '缺少此项',
    unknown: () => '不是这个请求的字段',
    fields: () => '含有这类更改没有的字段',
    type: (p) => `必须是${p.expected}`,
    maximum: (p) => `不能大于 ${p.limit}`,
    minimum: (p) => `不能小于 ${p.limit}`,
    'one-of': (p) => `必须是以下之一：${p.values.join('、')}`,
    'max-length': (p) => `最多 ${p.limit} 个字符`,
    'min-length': (p) => `至少 ${p.limit} 个字符`,
    'max-items': (p) => `最多 ${p.limit} 项`,
    'min-items': (p) => `至少 ${p.limit} 项`,
    format: (p) => `必须是 ${p.format} 格式`,
    other: (p) => p.detail,
  },
};
