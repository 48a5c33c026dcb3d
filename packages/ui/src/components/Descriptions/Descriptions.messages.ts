import { defineUiMessages } from '../../i18n/locales';

export const descriptionsMessages = defineUiMessages({
  'ui.descriptions.empty': {
    'zh-CN': '无内容',
    en: 'No value',
    ja: '値なし',
    'zh-TW': '無內容',
    it: 'Nessun valore',
  },
  'ui.descriptions.copy': {
    'zh-CN': '复制{label}',
    en: 'Copy {label}',
    ja: '{label}をコピー',
    'zh-TW': '複製{label}',
    it: 'Copia {label}',
  },
  'ui.descriptions.copied': {
    'zh-CN': '复制成功',
    en: 'Copied',
    ja: 'コピーしました',
    'zh-TW': '複製成功',
    it: 'Copiato',
  },
  'ui.descriptions.copyFailed': {
    'zh-CN': '复制失败',
    en: 'Copy failed',
    ja: 'コピーに失敗しました',
    'zh-TW': '複製失敗',
    it: 'Copia non riuscita',
  },
});
