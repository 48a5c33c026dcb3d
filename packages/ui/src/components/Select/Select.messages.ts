import { defineUiMessages } from '../../i18n/locales';

/** Texts of Select. */
export const selectMessages = defineUiMessages({
  'ui.select.placeholder': {
    'zh-CN': '请选择',
    en: 'Select…',
    ja: '選択してください',
    'zh-TW': '請選擇',
    it: 'Seleziona…',
  },
});
