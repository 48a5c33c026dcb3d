import { defineUiMessages } from '../../i18n/locales';

/** Texts of the toasts. */
export const toastMessages = defineUiMessages({
  'ui.toast.region': {
    'zh-CN': '通知 (F8)',
    en: 'Notifications (F8)',
    ja: '通知 (F8)',
    'zh-TW': '通知 (F8)',
    it: 'Notifiche (F8)',
  },
  'ui.toast.copySuccess': {
    'zh-CN': '复制成功',
    en: 'Copied',
    ja: 'コピーしました',
    'zh-TW': '複製成功',
    it: 'Copiato',
  },
  'ui.toast.copyFailed': {
    'zh-CN': '复制失败',
    en: 'Copy failed',
    ja: 'コピーに失敗しました',
    'zh-TW': '複製失敗',
    it: 'Copia non riuscita',
  },
  'ui.toast.copyHint': {
    'zh-CN': '点击复制 spanId',
    en: 'Click to copy the spanId',
    ja: 'クリックして spanId をコピー',
    'zh-TW': '點擊複製 spanId',
    it: 'Fai clic per copiare lo spanId',
  },
  'ui.toast.variant.info': {
    'zh-CN': '提示',
    en: 'Information',
    ja: 'お知らせ',
    'zh-TW': '提示',
    it: 'Informazione',
  },
  'ui.toast.variant.success': {
    'zh-CN': '成功',
    en: 'Success',
    ja: '成功',
    'zh-TW': '成功',
    it: 'Operazione riuscita',
  },
  'ui.toast.variant.warning': { 'zh-CN': '警告', en: 'Warning', ja: '警告', 'zh-TW': '警告', it: 'Avviso' },
  'ui.toast.variant.error': { 'zh-CN': '错误', en: 'Error', ja: 'エラー', 'zh-TW': '錯誤', it: 'Errore' },
});
