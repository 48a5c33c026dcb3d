import { defineUiMessages } from '../../i18n/locales';

/** Texts of Button and IconButton. */
export const buttonMessages = defineUiMessages({
  'ui.button.busy': {
    'zh-CN': '处理中，请稍候',
    en: 'Working, please wait',
    ja: '処理中です。お待ちください',
    'zh-TW': '處理中，請稍候',
    it: 'In corso, attendere',
  },
});
