import { defineUiMessages } from '../../i18n/locales';

/** Texts of Tag. */
export const tagMessages = defineUiMessages({
  'ui.tag.remove': { 'zh-CN': '移除', en: 'Remove', ja: '削除', 'zh-TW': '移除', it: 'Rimuovi' },
});
