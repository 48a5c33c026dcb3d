import { defineUiMessages } from '../../i18n/locales';

/** Texts of StatusBadge. */
export const statusBadgeMessages = defineUiMessages({
  'ui.statusBadge.enabled': { 'zh-CN': '启用', en: 'Enabled', ja: '有効', 'zh-TW': '啟用', it: 'Attivo' },
  'ui.statusBadge.disabled': {
    'zh-CN': '停用',
    en: 'Disabled',
    ja: '無効',
    'zh-TW': '停用',
    it: 'Disattivato',
  },
});
