import { defineUiMessages } from '../../i18n/locales';

/** Texts of Textarea's character count. */
export const textareaMessages = defineUiMessages({
  'ui.textarea.count': {
    'zh-CN': '已输入 {used} 字，上限 {limit} 字',
    en: '{used} of {limit} characters used',
    ja: '{limit} 文字中 {used} 文字入力済み',
    'zh-TW': '已輸入 {used} 字，上限 {limit} 字',
    it: '{used} di {limit} caratteri usati',
  },
  'ui.textarea.limitReached': {
    'zh-CN': '已达到 {limit} 字上限，多出的内容未输入',
    en: 'The limit of {limit} characters is reached; the rest was not entered',
    ja: '上限の {limit} 文字に達しました。超えた分は入力されていません',
    'zh-TW': '已達到 {limit} 字上限，多出的內容未輸入',
    it: 'Raggiunto il limite di {limit} caratteri; il resto non è stato inserito',
  },
});
