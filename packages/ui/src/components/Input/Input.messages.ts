import { defineUiMessages } from '../../i18n/locales';

/** Texts of Input and the fields that share its frame (Textarea, NumberInput, Select). */
export const inputMessages = defineUiMessages({
  'ui.input.clear': { 'zh-CN': '清除', en: 'Clear', ja: 'クリア', 'zh-TW': '清除', it: 'Cancella' },
  'ui.input.required': {
    'zh-CN': '必填',
    en: 'required',
    ja: '必須',
    'zh-TW': '必填',
    it: 'obbligatorio',
  },
});
